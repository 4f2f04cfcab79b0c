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
        <source>The chance that one cowrie lands mouth up. The four shells fall independently, so the score of a throw follows Binomial(4, p); no shell up scores nothing. The source gives no figure; Ludii's four two-sided dice amount to p = 0.5. Real shells are lopsided, so a sweep (say 0.3 to 0.7) is the honest use of this option.</source>
        <translation>ایک کوڑی کے منہ اوپر گرنے کا امکان۔ چاروں سیپیاں آزادانہ گرتی ہیں، اس لیے پھینک کا اسکور Binomial(4, p) کے مطابق ہوتا ہے؛ کوئی سیپی اوپر نہ ہو تو کوئی اسکور نہیں۔ ماخذ کوئی عدد نہیں دیتا؛ Ludii کے چار دو رخی پانسے p = 0.5 کے برابر ہیں۔ اصلی سیپیاں غیر متوازن ہوتی ہیں، اس لیے اس اختیار کا دیانت دار استعمال ایک سویپ ہے (مثلاً 0.3 سے 0.7)۔</translation>
    </message>
    <message>
        <source>Which throws entitle the player to throw again. The source names the pod (1) only; Tablan-like cowrie games also rethrow on the top score. Rethrows may repeat without limit.</source>
        <translation>کون سی پھینکیں کھلاڑی کو دوبارہ پھینکنے کا حق دیتی ہیں۔ ماخذ صرف پوڈ (1) کا نام لیتا ہے؛ Tablan جیسے کوڑی کے کھیل سب سے اونچے اسکور پر بھی دوبارہ پھینکتے ہیں۔ دوبارہ پھینکیں بغیر حد کے دہرائی جا سکتی ہیں۔</translation>
    </message>
    <message>
        <source>Only a pod earns another throw.</source>
        <translation>صرف پوڈ سے دوسری پھینک ملتی ہے۔</translation>
    </message>
    <message>
        <source>A pod or a car earns another throw, after the habit of Tablan.</source>
        <translation>پوڈ یا چار (car) سے دوسری پھینک ملتی ہے، Tablan کے طریقے کے مطابق۔</translation>
    </message>
    <message>
        <source>Whether the extra throw depends on the scoring throw having been used. The source says the pod 'entitles' the player to another throw, which we read as unconditional (false). In Ludii the rethrow is a consequence of a move actually made, so a pod that cannot be used earns nothing (true). Under banked credits, true means the rethrow is earned when the credit is spent.</source>
        <translation>کیا اضافی پھینک اس پر منحصر ہے کہ اسکور والی پھینک استعمال ہوئی ہو۔ ماخذ کہتا ہے کہ پوڈ کھلاڑی کو دوسری پھینک کا 'حق دار' بناتا ہے، جسے ہم غیر مشروط ('نہیں') پڑھتے ہیں۔ Ludii میں دوبارہ پھینک واقعی چلی گئی چال کا نتیجہ ہے، اس لیے جس پوڈ کا استعمال نہ ہو سکے اس سے کچھ نہیں ملتا ('ہاں')۔ جمع کی گئی پھینکوں میں، 'ہاں' کا مطلب ہے کہ دوبارہ پھینک تب ملتی ہے جب جمع اسکور خرچ کیا جائے۔</translation>
    </message>
    <message>
        <source>Whether each throw is used at once, or throws are banked: the phrase 'to his credit' allows a player to throw until a value without a rethrow comes up and then spend the credited values one at a time, in any order, each whole. The pod rules apply to each banked pod, and credits that cannot be used are lost.</source>
        <translation>کیا ہر پھینک کا فوراً استعمال ہوتا ہے، یا پھینکیں جمع کی جاتی ہیں: 'to his credit' (اس کے کھاتے میں) کا فقرہ کھلاڑی کو تب تک پھینکنے دیتا ہے جب تک دوبارہ پھینک نہ دینے والی قدر نہ آئے، اور پھر جمع قدروں کو ایک ایک کر کے، کسی بھی ترتیب میں، ہر ایک پوری، خرچ کرنے دیتا ہے۔ پوڈ کے اصول ہر جمع پوڈ پر لاگو ہوتے ہیں، اور جن جمع اسکوروں کا استعمال نہ ہو سکے وہ ضائع ہو جاتے ہیں۔</translation>
    </message>
    <message>
        <source>Each throw is used (or lost) before the next throw.</source>
        <translation>ہر پھینک کا استعمال اگلی پھینک سے پہلے ہوتا ہے (یا وہ ضائع ہو جاتی ہے)۔</translation>
    </message>
    <message>
        <source>Throw until no rethrow is earned, then spend the credits in any order.</source>
        <translation>تب تک پھینکیں جب تک دوبارہ پھینک نہ ملے، پھر جمع اسکور کسی بھی ترتیب میں خرچ کریں۔</translation>
    </message>
    <message>
        <source>Whether a throw may be divided between two pieces. The source is silent. Tablan lets some even throws be halved for two pieces; the analogue here is a 2 or a 4 used as two equal halves by two different pieces. A half is never a pod: it cannot release or first-shift a piece and pod priority ignores it. A first half is allowed only when a different piece can then use the second half.</source>
        <translation>کیا ایک پھینک دو گوٹیوں میں بانٹی جا سکتی ہے۔ ماخذ خاموش ہے۔ Tablan کچھ جفت پھینکوں کو دو گوٹیوں کے لیے آدھا کرنے دیتا ہے؛ یہاں اس کی مماثلت یہ ہے کہ 2 یا 4 کو دو الگ الگ گوٹیاں دو برابر آدھوں کے طور پر استعمال کریں۔ آدھا کبھی پوڈ نہیں ہوتا: وہ کسی گوٹی کو چھڑا یا پہلی بار سرکا نہیں سکتا اور پوڈ کی ترجیح اسے نظر انداز کرتی ہے۔ پہلے آدھے کی اجازت تبھی ہے جب کوئی دوسری گوٹی پھر دوسرا آدھا استعمال کر سکے۔</translation>
    </message>
    <message>
        <source>Every throw moves one piece by its full value.</source>
        <translation>ہر پھینک ایک گوٹی کو اس کی پوری قدر سے چلاتی ہے۔</translation>
    </message>
    <message>
        <source>A 2 or a 4 may be split into two equal halves for two different pieces.</source>
        <translation>2 یا 4 کو دو الگ الگ گوٹیوں کے لیے دو برابر آدھوں میں بانٹا جا سکتا ہے۔</translation>
    </message>
    <message>
        <source>In both values the first move of a piece out of its original compartment needs a pod and goes one step into an empty compartment ahead (for the piece in compartment 8: onto its entry cell), and the piece in compartment 8 is released with a pod. They differ for a piece that has already been shifted and now stands in compartment 8.</source>
        <translation>دونوں قدروں میں کسی گوٹی کی اپنے اصل خانے سے باہر پہلی چال کے لیے پوڈ چاہیے اور وہ آگے ایک خالی خانے میں ایک قدم جاتی ہے (خانہ 8 والی گوٹی کے لیے: اپنے داخلے کے خانے پر)، اور خانہ 8 والی گوٹی پوڈ سے چھوٹتی ہے۔ وہ اس گوٹی کے لیے مختلف ہیں جو پہلے ہی سرکائی جا چکی ہے اور اب خانہ 8 میں کھڑی ہے۔</translation>
    </message>
    <message>
        <source>Once shifted, a piece moves by any value, including out of compartment 8 onto the circuit. This is the only reading under which the source's 'previously shifted' makes a difference; Ludii does the same with an 'activated' flag.</source>
        <translation>ایک بار سرکائے جانے کے بعد، گوٹی کسی بھی قدر سے چلتی ہے، خانہ 8 سے باہر چکر پر بھی۔ یہی ایک قراءت ہے جس میں ماخذ کے 'previously shifted' (پہلے سرکائی گئی) سے کوئی فرق پڑتا ہے؛ Ludii ایک 'activated' (فعال) نشان سے یہی کرتا ہے۔</translation>
    </message>
    <message>
        <source>Leaving compartment 8 for the neutral row always takes a whole pod, even for a shifted piece (so pass-through exits are impossible too).</source>
        <translation>خانہ 8 چھوڑ کر غیر جانبدار قطار میں جانے کے لیے ہمیشہ ایک پورا پوڈ لگتا ہے، سرکائی گئی گوٹی کے لیے بھی (اس لیے آر پار نکلنا بھی ناممکن ہے)۔</translation>
    </message>
    <message>
        <source>Whether a home piece must stand on compartment 8 before it can step into the neutral row.</source>
        <translation>کیا گھر کی گوٹی کو غیر جانبدار قطار میں قدم رکھنے سے پہلے خانہ 8 پر کھڑا ہونا ضروری ہے۔</translation>
    </message>
    <message>
        <source>A piece enters the neutral row only from compartment 8.</source>
        <translation>گوٹی غیر جانبدار قطار میں صرف خانہ 8 سے داخل ہوتی ہے۔</translation>
    </message>
    <message>
        <source>A shifted piece may run past compartment 8 straight onto the circuit (e.g. from 5 with a 4), as Ludii does.</source>
        <translation>سرکائی گئی گوٹی خانہ 8 کو پار کرتی ہوئی سیدھی چکر پر جا سکتی ہے (جیسے 5 سے 4 کے ساتھ)، جیسا Ludii کرتا ہے۔</translation>
    </message>
    <message>
        <source>Whether a move inside the home row (or out of it) may pass over an own piece. The source's 'moved gradually' suggests not (false); Ludii checks only the destination (true). A home move always needs an empty destination compartment.</source>
        <translation>کیا گھر کی قطار کے اندر (یا اس سے باہر) کی چال اپنی گوٹی کو پھلانگ سکتی ہے۔ ماخذ کا 'moved gradually' (آہستہ آہستہ چلائی جاتی ہیں) بتاتا ہے کہ نہیں ('نہیں')؛ Ludii صرف منزل جانچتا ہے ('ہاں')۔ گھر کی چال کے لیے ہمیشہ خالی منزل کا خانہ چاہیے۔</translation>
    </message>
    <message>
        <source>Whether a pod must serve the pieces still in the home row before the piece that is out.</source>
        <translation>کیا پوڈ کو باہر نکلی گوٹی سے پہلے گھر کی قطار میں اب بھی کھڑی گوٹیوں کے کام آنا چاہیے۔</translation>
    </message>
    <message>
        <source>While any home piece still stands in its original compartment, a pod may not move the piece that is out; if no home piece can take the pod, it is lost.</source>
        <translation>جب تک گھر کی کوئی گوٹی اب بھی اپنے اصل خانے میں کھڑی ہے، پوڈ باہر نکلی گوٹی کو نہیں چلا سکتا؛ اگر گھر کی کوئی گوٹی پوڈ نہ لے سکے، تو وہ ضائع ہو جاتا ہے۔</translation>
    </message>
    <message>
        <source>A pod must go to a home piece when some home piece can make a one-step move; otherwise it may move the piece that is out.</source>
        <translation>جب گھر کی کوئی گوٹی ایک قدم کی چال چل سکتی ہو، تو پوڈ گھر کی کسی گوٹی کو جانا چاہیے؛ ورنہ وہ باہر نکلی گوٹی کو چلا سکتا ہے۔</translation>
    </message>
    <message>
        <source>The player uses a pod on any piece.</source>
        <translation>کھلاڑی پوڈ کسی بھی گوٹی پر استعمال کرتا ہے۔</translation>
    </message>
    <message>
        <source>Whether the piece that is out captures unreleased enemy pieces standing in their home row, which lies on its circuit. The general capture rule and Ludii say yes. Under false such a landing is illegal, and games often freeze (see guard G-4).</source>
        <translation>کیا باہر نکلی گوٹی دشمن کی ان نہ چھوٹی گوٹیوں کو پکڑتی ہے جو اپنی گھر کی قطار میں کھڑی ہیں، جو اس کے چکر پر پڑتی ہے۔ پکڑ کا عام اصول اور Ludii ہاں کہتے ہیں۔ 'نہیں' ہونے پر ایسا اترنا ناجائز ہے، اور کھیل اکثر جم جاتے ہیں (محافظ G-4 دیکھیں)۔</translation>
    </message>
    <message>
        <source>Whether a piece shifting inside its own home row may land on the enemy piece that is out (its circuit runs through this row) and capture it. The source says nothing; under false (the default) a home shift needs an empty compartment. Ludii's encoding lets any piece move to the next cell of its track whenever no friend stands there, capturing an enemy piece, and allows home-to-home moves at any time, so its reading sets true.</source>
        <translation>کیا اپنی گھر کی قطار کے اندر سرکتی گوٹی باہر نکلی دشمن گوٹی پر اتر کر (اس کا چکر اسی قطار سے گزرتا ہے) اسے پکڑ سکتی ہے۔ ماخذ کچھ نہیں کہتا؛ 'نہیں' (طے شدہ) ہونے پر گھر کے سرکاؤ کے لیے خالی خانہ چاہیے۔ Ludii کی کوڈنگ کسی بھی گوٹی کو اس کے راستے کے اگلے خانے پر جانے دیتی ہے جب وہاں کوئی اپنی گوٹی نہ ہو، دشمن گوٹی کو پکڑتے ہوئے، اور گھر سے گھر کی چالیں کبھی بھی ہونے دیتی ہے، اس لیے اس کی قراءت 'ہاں' رکھتی ہے۔</translation>
    </message>
    <message>
        <source>Whether a capture earns another throw. The source says nothing.</source>
        <translation>کیا پکڑ سے دوسری پھینک ملتی ہے۔ ماخذ کچھ نہیں کہتا۔</translation>
    </message>
    <message>
        <source>A capture earns nothing more.</source>
        <translation>پکڑ سے اور کچھ نہیں ملتا۔</translation>
    </message>
    <message>
        <source>A capture earns another throw, as in Chowka Bhara.</source>
        <translation>پکڑ سے دوسری پھینک ملتی ہے، جیسے Chowka Bhara میں۔</translation>
    </message>
    <message>
        <source>Whether a player must use a throw (or a credit, or a second half) that can be used. Under false the player may decline it. Throws that cannot be used are lost either way, and a throw of 0 does nothing.</source>
        <translation>کیا کھلاڑی کو ایسی پھینک (یا جمع اسکور، یا دوسرا آدھا) استعمال کرنی ہی ہوگی جس کا استعمال ہو سکتا ہے۔ 'نہیں' ہونے پر کھلاڑی اسے چھوڑ سکتا ہے۔ جن پھینکوں کا استعمال نہ ہو سکے وہ دونوں صورتوں میں ضائع ہو جاتی ہیں، اور 0 کی پھینک کچھ نہیں کرتی۔</translation>
    </message>
    <message>
        <source>What happens after a piece has crossed the adversary's row.</source>
        <translation>گوٹی کے مخالف کی قطار پار کر لینے کے بعد کیا ہوتا ہے۔</translation>
    </message>
    <message>
        <source>The piece goes on round the 16-cell spiral for ever, back into the neutral row.</source>
        <translation>گوٹی 16 خانوں کے چکردار راستے پر ہمیشہ گھومتی رہتی ہے، پھر غیر جانبدار قطار میں لوٹ کر۔</translation>
    </message>
    <message>
        <source>The piece leaves the board after the last cell of the adversary's row (any throw that carries it past that cell), can no longer be captured, and its side may bring out the next piece. The catalogue rejects this value: it makes capturing all pieces, the only way to win, impossible, so such games end in deadlock. It is offered to show exactly that.</source>
        <translation>گوٹی مخالف کی قطار کے آخری خانے کے بعد بساط چھوڑ دیتی ہے (کوئی بھی پھینک جو اسے اس خانے سے آگے لے جائے)، پھر پکڑی نہیں جا سکتی، اور اس کا فریق اگلی گوٹی نکال سکتا ہے۔ فہرست اس قدر کو مسترد کرتی ہے: اس سے سب گوٹیاں پکڑنا، جو جیتنے کا واحد طریقہ ہے، ناممکن ہو جاتا ہے، اس لیے ایسے کھیل تعطل میں ختم ہوتے ہیں۔ اسے ٹھیک یہی دکھانے کے لیے دیا گیا ہے۔</translation>
    </message>
    <message>
        <source>Which neutral cell a piece leaving compartment 8 steps onto; the diagram that would settle this is lost. The step out always costs one point of the throw.</source>
        <translation>خانہ 8 چھوڑنے والی گوٹی کس غیر جانبدار خانے پر قدم رکھتی ہے؛ جو خاکہ اسے طے کرتا وہ گم ہو گیا ہے۔ باہر کا قدم ہمیشہ پھینک کا ایک اسکور لیتا ہے۔</translation>
    </message>
    <message>
        <source>The cell next to compartment 8 in the neutral row (c15 for A, c8 for B), as in Ludii.</source>
        <translation>غیر جانبدار قطار میں خانہ 8 کے برابر والا خانہ (A کے لیے c15، B کے لیے c8)، جیسا Ludii میں۔</translation>
    </message>
    <message>
        <source>The next cell diagonally (c14 for A, c9 for B).</source>
        <translation>ترچھے میں اگلا خانہ (A کے لیے c14، B کے لیے c9)۔</translation>
    </message>
    <message>
        <source>Who throws first; the source does not say.</source>
        <translation>پہلے کون پھینکتا ہے؛ ماخذ نہیں بتاتا۔</translation>
    </message>
    <message>
        <source>A fair chance event decides.</source>
        <translation>ایک منصفانہ اتفاق طے کرتا ہے۔</translation>
    </message>
    <message>
        <source>Goats, seat A, start; Ludii's player 1 always starts.</source>
        <translation>بکریاں، نشست A، شروع کرتی ہیں؛ Ludii کا کھلاڑی 1 ہمیشہ شروع کرتا ہے۔</translation>
    </message>
    <message>
        <source>Sheep, seat B, start.</source>
        <translation>بھیڑیں، نشست B، شروع کرتی ہیں۔</translation>
    </message>
    <message>
        <source>Not historical: for a reading that reproduces Ludii's encoding. Ludii's program stops a trial with no winner at 2,500 turns (1,250 per player; a turn changes when the thrower changes) or 10,000 moves.</source>
        <translation>تاریخی نہیں: اس قراءت کے لیے جو Ludii کی کوڈنگ کو دہراتی ہے۔ Ludii کا پروگرام کسی آزمائش کو بغیر فاتح کے 2,500 باریوں (ہر کھلاڑی کی 1,250؛ پھینکنے والا بدلنے پر باری بدلتی ہے) یا 10,000 چالوں پر روکتا ہے۔</translation>
    </message>
    <message>
        <source>RuleLab's caps apply (sim.max_throws).</source>
        <translation>RuleLab کی حدیں لاگو ہوتی ہیں (sim.max_throws)۔</translation>
    </message>
    <message>
        <source>A game that reaches Ludii's limit ends with end reason ludii_limit (a cap, undecided).</source>
        <translation>جو کھیل Ludii کی حد تک پہنچتا ہے وہ اختتام کی وجہ ludii_limit کے ساتھ ختم ہوتا ہے (ایک حد، غیر فیصل)۔</translation>
    </message>
    <message>
        <source>Not historical: the board Das Gupta describes has 3 rows of 8 compartments. A shorter row exists only so that every position of a small game can be enumerated and its exact value computed. With n compartments per row, compartment n (the last of the home row, beside the entry cell) does everything compartment 8 does: a piece enters the neutral row only from there (unless exit_from_8_only = pass_through), home_jump, the pod rules and the order of release are unchanged, and each side's spiral runs through the n neutral cells and the n compartments of the adversary's row, a loop of 2n cells. The shortest row is 3: on a row of 2 a throw of 4 would carry a piece once round its 4-cell loop back onto its own cell.</source>
        <translation>تاریخی نہیں: Das Gupta جس بساط کا بیان کرتے ہیں اس میں 8 خانوں کی 3 قطاریں ہیں۔ چھوٹی قطار صرف اس لیے ہے کہ کسی چھوٹے کھیل کی ہر حالت گنی جا سکے اور اس کی درست قدر نکالی جا سکے۔ فی قطار n خانوں کے ساتھ، خانہ n (گھر کی قطار کا آخری، داخلے کے خانے کے برابر میں) وہ سب کرتا ہے جو خانہ 8 کرتا ہے: گوٹی غیر جانبدار قطار میں صرف وہیں سے داخل ہوتی ہے (جب تک exit_from_8_only = pass_through نہ ہو)، home_jump، پوڈ کے اصول اور چھوٹنے کی ترتیب نہیں بدلتے، اور ہر فریق کا چکردار راستہ n غیر جانبدار خانوں اور مخالف کی قطار کے n خانوں سے ہو کر چلتا ہے، 2n خانوں کا ایک چکر۔ سب سے چھوٹی قطار 3 کی ہے: 2 کی قطار پر 4 کی پھینک کسی گوٹی کو اس کے 4 خانوں والے چکر کا ایک پھیرا لگوا کر اس کے اپنے خانے پر لوٹا دیتی۔</translation>
    </message>
    <message>
        <source>Not historical: each side has 8 pieces in the source. Fewer pieces exist only for the exact analysis of small games. The k pieces stand one to a compartment in the last k compartments of the home row (nearest the exit) and keep those compartment numbers as their names; they are released one at a time from the last compartment, in the order of their numbers from the highest down, exactly as pieces 8, 7, ..., 1 are. Whoever captures all k enemy pieces wins. Cannot exceed the number of compartments per row.</source>
        <translation>تاریخی نہیں: ماخذ میں ہر فریق کے پاس 8 گوٹیاں ہیں۔ کم گوٹیاں صرف چھوٹے کھیلوں کے درست تجزیے کے لیے ہیں۔ k گوٹیاں گھر کی قطار کے آخری k خانوں (نکاس کے سب سے قریب) میں ایک ایک کھڑی ہوتی ہیں اور ان خانوں کے نمبر اپنے نام کے طور پر رکھتی ہیں؛ وہ آخری خانے سے ایک ایک کر کے چھوٹتی ہیں، اپنے نمبروں کی ترتیب میں سب سے بڑے سے نیچے کی طرف، ٹھیک ویسے ہی جیسے گوٹیاں 8، 7، ...، 1۔ جو دشمن کی تمام k گوٹیاں پکڑ لے وہ جیتتا ہے۔ فی قطار خانوں کی تعداد سے زیادہ نہیں ہو سکتا۔</translation>
    </message>
    <message>
        <source>Das Gupta via AIBDD, literal (B1)</source>
        <translation>Das Gupta، AIBDD کے ذریعے، لفظی (B1)</translation>
    </message>
    <message>
        <source>Follows the AIBDD wording as closely as it can be followed. A pod gives another throw whether or not it could be used (para. 3 says the player is 'entitled' to it). Each throw is used at once and whole. A piece's first move out of its original compartment needs a pod (para. 7), and pieces reach the neutral row only from compartment 8, never jumping an own piece ('moved gradually', para. 8). While any home piece has never been shifted, a pod may not move the piece that is out, and is lost if no home piece can take it (para. 6, read literally). Pieces in their home row can be captured, as the general capture rule implies (para. 5). Where the text is silent we complete it: cowries fall mouth up with chance 1/2, the circuit loops (para. 8, 'spirally'), the entry cell is the one beside compartment 8, a usable throw must be used, a capture earns nothing extra, and a fair coin decides who starts.</source>
        <translation>AIBDD کے الفاظ کی جتنا ہو سکے اتنی قریب سے پیروی کرتا ہے۔ پوڈ دوسری پھینک دیتا ہے چاہے اس کا استعمال ہو سکا ہو یا نہیں (para. 3 کہتا ہے کہ کھلاڑی اس کا 'حق دار' ہے)۔ ہر پھینک فوراً اور پوری استعمال ہوتی ہے۔ کسی گوٹی کی اپنے اصل خانے سے باہر پہلی چال کے لیے پوڈ چاہیے (para. 7)، اور گوٹیاں غیر جانبدار قطار میں صرف خانہ 8 سے پہنچتی ہیں، کبھی اپنی گوٹی کو پھلانگے بغیر ('moved gradually'، آہستہ آہستہ چلائی جاتی ہیں؛ para. 8)۔ جب تک گھر کی کوئی گوٹی کبھی سرکائی نہیں گئی، پوڈ باہر نکلی گوٹی کو نہیں چلا سکتا، اور اگر گھر کی کوئی گوٹی اسے نہ لے سکے تو وہ ضائع ہو جاتا ہے (para. 6، لفظی طور پر پڑھا گیا)۔ اپنی گھر کی قطار کی گوٹیاں پکڑی جا سکتی ہیں، جیسا پکڑ کا عام اصول اشارہ کرتا ہے (para. 5)۔ جہاں متن خاموش ہے وہاں ہم اسے پورا کرتے ہیں: کوڑیاں 1/2 کے امکان سے منہ اوپر گرتی ہیں، چکر گھومتا رہتا ہے (para. 8، 'spirally'، چکردار طور پر)، داخلے کا خانہ خانہ 8 کے برابر والا ہے، قابلِ استعمال پھینک کا استعمال لازمی ہے، پکڑ سے کچھ اضافی نہیں ملتا، اور ایک منصفانہ سکہ طے کرتا ہے کہ کون شروع کرے۔</translation>
    </message>
    <message>
        <source>Banked credits (B4)</source>
        <translation>جمع کی گئی پھینکیں (B4)</translation>
    </message>
    <message>
        <source>As B1, except that throws are banked: the player keeps throwing while pods come up, then spends the credited values one at a time in an order of his choosing, each whole. The pod rules (release, previously-shifted pieces, pod priority until all pieces are shifted) apply to every banked pod, and credits that cannot be used are lost. This takes S3's repeated phrase 'to his credit' (paras. 2-3) literally; nothing in the source says that credits are kept, so it is the least attested of the four readings.</source>
        <translation>B1 کی طرح، سوائے اس کے کہ پھینکیں جمع کی جاتی ہیں: جب تک پوڈ آتے رہیں کھلاڑی پھینکتا رہتا ہے، پھر جمع قدروں کو ایک ایک کر کے اپنی پسند کی ترتیب میں، ہر ایک پوری، خرچ کرتا ہے۔ پوڈ کے اصول (چھوٹنا، پہلے سرکائی گئی گوٹیاں، سب گوٹیاں سرکنے تک پوڈ کی ترجیح) ہر جمع پوڈ پر لاگو ہوتے ہیں، اور جن جمع اسکوروں کا استعمال نہ ہو سکے وہ ضائع ہو جاتے ہیں۔ یہ S3 کے بار بار آنے والے فقرے 'to his credit' (اس کے کھاتے میں؛ paras. 2-3) کو لفظی طور پر لیتا ہے؛ ماخذ میں کہیں نہیں کہا گیا کہ جمع اسکور رکھے جاتے ہیں، اس لیے یہ چاروں قراءتوں میں سب سے کم مستند ہے۔</translation>
    </message>
    <message>
        <source>Ludii DLP code (B2)</source>
        <translation>Ludii DLP کوڈ (B2)</translation>
    </message>
    <message>
        <source>Reproduces what the Ludii program does, which departs from the AIBDD text in five places. The rethrow after a pod follows only a move actually made (extra_needs_use). A shifted piece may run through compartment 8 straight onto the circuit (pass_through), and home moves check only the destination, so they may jump own pieces (home_jump). A home piece may shift onto the enemy piece that is passing through its row and capture it (home_shift_capture), since Ludii's move rule only forbids landing on a friend. A pod must go to a home piece when one can move a step, else it may move the piece that is out (Ludii's priority block). Ludii's player 1 always starts, which is Goats (A) here. Ludii's looped tracks, read with its first-occurrence rule, amount to the 16-cell circuit used here. Four two-sided dice make p = 1/2. A game that reaches Ludii's trial limit (2,500 turns, a turn changing when the thrower changes, or 10,000 moves) ends with ludii_limit, as a Ludii trial would. The one guard Ludii lacks is G-4: a position in which no throw gives either side a move ends as a proven deadlock (undecided), where Ludii would pass until its limit, also without a winner.</source>
        <translation>Ludii کا پروگرام جو کرتا ہے اسے دہراتا ہے، جو پانچ جگہ AIBDD کے متن سے ہٹتا ہے۔ پوڈ کے بعد کی دوبارہ پھینک صرف واقعی چلی گئی چال کے بعد ملتی ہے (extra_needs_use)۔ سرکائی گئی گوٹی خانہ 8 کو پار کرتی ہوئی سیدھی چکر پر جا سکتی ہے (pass_through)، اور گھر کی چالیں صرف منزل جانچتی ہیں، اس لیے وہ اپنی گوٹیوں کو پھلانگ سکتی ہیں (home_jump)۔ گھر کی گوٹی اپنی قطار سے گزرتی دشمن گوٹی پر سرک کر اسے پکڑ سکتی ہے (home_shift_capture)، کیونکہ Ludii کا چال کا اصول صرف اپنی گوٹی پر اترنے سے روکتا ہے۔ جب گھر کی کوئی گوٹی ایک قدم چل سکے تو پوڈ اسے جانا چاہیے، ورنہ وہ باہر نکلی گوٹی کو چلا سکتا ہے (Ludii کا ترجیحی حصہ)۔ Ludii کا کھلاڑی 1 ہمیشہ شروع کرتا ہے، جو یہاں بکریاں (A) ہیں۔ Ludii کے گھومتے راستے، اس کے پہلی بار آنے کے اصول کے ساتھ پڑھے جائیں، تو یہاں استعمال ہونے والے 16 خانوں کے چکر کے برابر ہیں۔ چار دو رخی پانسے p = 1/2 بناتے ہیں۔ جو کھیل Ludii کی آزمائشی حد (2,500 باریاں، پھینکنے والا بدلنے پر باری بدلتی ہے، یا 10,000 چالیں) تک پہنچے وہ ludii_limit کے ساتھ ختم ہوتا ہے، جیسے Ludii کی آزمائش ہوتی۔ Ludii میں نہ ہونے والا واحد محافظ G-4 ہے: جس حالت میں کوئی بھی پھینک کسی بھی فریق کو چال نہ دے وہ ثابت شدہ تعطل (غیر فیصل) کے طور پر ختم ہوتی ہے، جہاں Ludii اپنی حد تک باری چھوڑتا رہتا، وہ بھی بغیر فاتح کے۔</translation>
    </message>
    <message>
        <source>Tablan-flavoured (B3)</source>
        <translation>تبلان طرز (B3)</translation>
    </message>
    <message>
        <source>Keeps the AIBDD rules for release, exit from compartment 8 and gradual home moves, but fills two silences with the habits of the related game Tablan, which the AIBDD entry names as a variant: a car (4) earns another throw as well as a pod, and a throw of 2 or 4 may be split into two equal halves for two different pieces (a half never counts as a pod). Pod priority is the milder reading, a pod goes to a home piece only when one can move. Departs from S3 where S3 is explicit about the pod alone giving a second throw (para. 3). Other values as in B1.</source>
        <translation>چھوٹنے، خانہ 8 سے نکلنے اور گھر کی بتدریج چالوں کے لیے AIBDD کے اصول رکھتا ہے، مگر دو خاموشیوں کو متعلقہ کھیل Tablan کے طریقوں سے بھرتا ہے، جسے AIBDD کا اندراج ایک شکل کے طور پر بتاتا ہے: پوڈ کے ساتھ ساتھ چار (car) سے بھی دوسری پھینک ملتی ہے، اور 2 یا 4 کی پھینک دو الگ الگ گوٹیوں کے لیے دو برابر آدھوں میں بانٹی جا سکتی ہے (آدھا کبھی پوڈ نہیں گنا جاتا)۔ پوڈ کی ترجیح نرم قراءت والی ہے: پوڈ گھر کی گوٹی کو تبھی جاتا ہے جب کوئی چل سکے۔ S3 سے وہاں ہٹتا ہے جہاں S3 واضح کہتا ہے کہ صرف پوڈ دوسری پھینک دیتا ہے (para. 3)۔ باقی قدریں B1 جیسی۔</translation>
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
