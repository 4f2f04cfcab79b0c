<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ur">
<context>
    <name>game bheri-bakri</name>
    <message>
        <source>Bheri Bakri</source>
        <translation>Bheri Bakri (بھیڑ بکری)</translation>
    </message>
    <message>
        <source>British Garhwal (now Uttarakhand), India</source>
        <translation>برطانوی گڑھوال (اب اتراکھنڈ)، بھارت</translation>
    </message>
    <message>
        <source>documented 1926-27 by H. C. Das Gupta</source>
        <translation>ایچ سی داس گپتا نے 1926-27 میں درج کیا</translation>
    </message>
    <message>
        <source>A race-and-capture game for two on a board of 3 x 8 compartments: each side owns one outer row of 8 and the middle row is neutral. Four cowrie shells are the dice; the number landing mouth up (1 to 4) is the score. Each side brings one piece at a time out of its compartment 8, needing a throw of 1 (pod) to do so, and drives it round a spiral through the neutral row and the enemy's row, capturing by exact landing. Only when that piece is captured may the next one come out. Whoever captures all eight enemy pieces wins.</source>
        <translation>3 x 8 خانوں کی بساط پر دو کھلاڑیوں کا دوڑ اور پکڑ کا کھیل: ہر فریق کی 8 خانوں کی ایک بیرونی قطار ہوتی ہے اور درمیانی قطار غیر جانبدار ہے۔ چار کوڑیاں پانسے کا کام دیتی ہیں؛ جتنی کوڑیاں منہ اوپر گریں (1 سے 4)، وہی گنتی ہے۔ ہر فریق اپنے خانے 8 سے ایک وقت میں ایک ہی گوٹی نکالتا ہے، جس کے لیے 1 (پود) پھینکنا ضروری ہے، اور اسے غیر جانبدار قطار اور دشمن کی قطار سے ہوتے ہوئے پیچ دار راستے پر چلاتا ہے؛ ٹھیک اسی خانے پر پہنچ کر پکڑ ہوتی ہے۔ جب وہ گوٹی پکڑی جائے تبھی اگلی نکل سکتی ہے۔ جو دشمن کی آٹھوں گوٹیاں پکڑ لے، وہ جیتتا ہے۔</translation>
    </message>
    <message>
        <source>Values that earn another throw</source>
        <translation>دوبارہ پھینکنے کا حق دینے والی قدریں</translation>
    </message>
    <message>
        <source>Rethrow only after a used throw</source>
        <translation>صرف استعمال شدہ پھینک کے بعد دوبارہ پھینک</translation>
    </message>
    <message>
        <source>When throws are used</source>
        <translation>پھینکیں کب استعمال ہوں</translation>
    </message>
    <message>
        <source>Splitting a throw</source>
        <translation>پھینک کی تقسیم</translation>
    </message>
    <message>
        <source>What needs a pod</source>
        <translation>کس کے لیے پوڈ چاہیے</translation>
    </message>
    <message>
        <source>Exit only from compartment 8</source>
        <translation>صرف خانہ 8 سے باہر نکلنا</translation>
    </message>
    <message>
        <source>Home moves may jump own pieces</source>
        <translation>گھر کی چالیں اپنی گوٹیوں کو پھلانگ سکتی ہیں</translation>
    </message>
    <message>
        <source>Pod priority</source>
        <translation>پوڈ کی ترجیح</translation>
    </message>
    <message>
        <source>Pieces in their home row can be captured</source>
        <translation>اپنی گھر کی قطار کی گوٹیاں پکڑی جا سکتی ہیں</translation>
    </message>
    <message>
        <source>Home shifts can capture</source>
        <translation>گھر کی قطار میں سرکانے سے پکڑ ممکن</translation>
    </message>
    <message>
        <source>Reward for a capture</source>
        <translation>پکڑنے کا انعام</translation>
    </message>
    <message>
        <source>A usable throw must be used</source>
        <translation>قابلِ استعمال پھینک کا استعمال لازمی</translation>
    </message>
    <message>
        <source>End of the path</source>
        <translation>راستے کا اختتام</translation>
    </message>
    <message>
        <source>Entry cell</source>
        <translation>داخلے کا خانہ</translation>
    </message>
    <message>
        <source>Compartments per row (not historical)</source>
        <translation>ہر قطار کے خانے (تاریخی نہیں)</translation>
    </message>
    <message>
        <source>Pieces per side (not historical)</source>
        <translation>ہر فریق کی گوٹیاں (تاریخی نہیں)</translation>
    </message>
    <message>
        <source>Cowrie mouth-up chance</source>
        <translation>کوڑی کے منہ اوپر گرنے کا امکان</translation>
    </message>
    <message>
        <source>pod (1)</source>
        <translation>پوڈ (1)</translation>
    </message>
    <message>
        <source>pod (1) and car (4)</source>
        <translation>پوڈ (1) اور چار (4)</translation>
    </message>
    <message>
        <source>immediate</source>
        <translation>فوری</translation>
    </message>
    <message>
        <source>banked credits</source>
        <translation>جمع کی گئی پھینکیں</translation>
    </message>
    <message>
        <source>whole</source>
        <translation>پورا</translation>
    </message>
    <message>
        <source>halves</source>
        <translation>آدھے</translation>
    </message>
    <message>
        <source>first move needs a pod</source>
        <translation>پہلی چال کے لیے پوڈ چاہیے</translation>
    </message>
    <message>
        <source>every exit needs a pod</source>
        <translation>ہر نکاس کے لیے پوڈ چاہیے</translation>
    </message>
    <message>
        <source>stop at 8</source>
        <translation>8 پر رکیں</translation>
    </message>
    <message>
        <source>pass through 8</source>
        <translation>8 سے گزر کر آگے</translation>
    </message>
    <message>
        <source>until all shifted</source>
        <translation>سب کھسکنے تک</translation>
    </message>
    <message>
        <source>home if possible</source>
        <translation>ممکن ہو تو گھر</translation>
    </message>
    <message>
        <source>extra throw</source>
        <translation>اضافی پھینک</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>چکر</translation>
    </message>
    <message>
        <source>exit (rejected)</source>
        <translation>نکاس (مسترد)</translation>
    </message>
    <message>
        <source>same column</source>
        <translation>وہی کالم</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>ترچھا</translation>
    </message>
    <message>
        <source>Goats (A)</source>
        <translation>بکریاں (A)</translation>
    </message>
    <message>
        <source>Sheep (B)</source>
        <translation>بھیڑیں (B)</translation>
    </message>
    <message>
        <source>Das Gupta via AIBDD, literal (B1)</source>
        <translation>Das Gupta، AIBDD کے ذریعے، لفظی (B1)</translation>
    </message>
    <message>
        <source>Banked credits (B4)</source>
        <translation>جمع کی گئی پھینکیں (B4)</translation>
    </message>
    <message>
        <source>Ludii DLP code (B2)</source>
        <translation>Ludii DLP کوڈ (B2)</translation>
    </message>
    <message>
        <source>Tablan-flavoured (B3)</source>
        <translation>تبلان طرز (B3)</translation>
    </message>
    <message>
        <source>Sides and first player</source>
        <translation>فریق اور پہلا کھلاڑی</translation>
    </message>
    <message>
        <source>Throw values</source>
        <translation>پھینک کی قدریں</translation>
    </message>
    <message>
        <source>Cowrie probabilities</source>
        <translation>کوڑیوں کے امکانات</translation>
    </message>
    <message>
        <source>Extra throw</source>
        <translation>اضافی پھینک</translation>
    </message>
    <message>
        <source>Release of pieces</source>
        <translation>گوٹیوں کی رہائی</translation>
    </message>
    <message>
        <source>Moving within the home row</source>
        <translation>گھر کی قطار کے اندر چلنا</translation>
    </message>
    <message>
        <source>Moving the active piece</source>
        <translation>فعال گوٹی کی چال</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>پکڑنا</translation>
    </message>
    <message>
        <source>Throws that cannot be used</source>
        <translation>جن پھینکوں کا استعمال نہیں ہو سکتا</translation>
    </message>
    <message>
        <source>Own pieces sharing a cell; home shifts onto an enemy piece</source>
        <translation>ایک خانے میں اپنی گوٹیاں؛ دشمن کی گوٹی پر گھر کی قطار میں سرکانا</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>جیت</translation>
    </message>
    <message>
        <source>Entry cell (lost diagram)</source>
        <translation>داخلے کا خانہ (گم شدہ خاکہ)</translation>
    </message>
</context>
</TS>
