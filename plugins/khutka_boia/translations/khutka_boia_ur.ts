<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ur">
<context>
    <name>game khutka-boia</name>
    <message>
        <source>Khutka Boia</source>
        <translation>Khutka Boia</translation>
    </message>
    <message>
        <source>Mianwali district, Punjab (now Pakistan)</source>
        <translation>ضلع میانوالی، پنجاب (اب پاکستان)</translation>
    </message>
    <message>
        <source>documented 1926</source>
        <translation>1926 میں درج</translation>
    </message>
    <message>
        <source>A two-row mancala of five holes a side with five counters in each, recorded by H. C. Das Gupta among Pathan players of Mianwali. A player sows one of his holes anticlockwise; when the last counter falls, he lifts the next hole and sows on, and when the next hole is empty he takes the hole after it. Rounds are followed by a refill in which the loser loses holes, with the Bhadar, Kungidar and bha settling the odd counters. The two surviving texts (AIBDD and the Ludii portal) disagree on the four-counter rule, the end of a round and of the match.</source>
        <translation>دو قطاروں والا منکالا، ہر طرف پانچ گڑھے اور ہر گڑھے میں پانچ گوٹیاں، جسے ایچ سی داس گپتا نے میانوالی کے پٹھان کھلاڑیوں میں درج کیا۔ کھلاڑی اپنا ایک گڑھا گھڑی کی الٹی سمت بوتا ہے؛ آخری گوٹی گرنے پر وہ اگلا گڑھا اٹھا کر بونا جاری رکھتا ہے، اور جب اگلا گڑھا خالی ہو تو اس کے بعد والا گڑھا لے لیتا ہے۔ ہر دور کے بعد دوبارہ بھرائی ہوتی ہے جس میں ہارنے والا گڑھے کھوتا ہے، اور بچے ہوئے دانے بھدر، کنگیدار اور بھا سے طے ہوتے ہیں۔ بچے ہوئے دو متن (AIBDD اور Ludii پورٹل) چار گوٹیوں کے قاعدے، دور کے اختتام اور میچ کے اختتام پر متفق نہیں۔</translation>
    </message>
    <message>
        <source>Lap over the origin hole</source>
        <translation>اصل گڑھے کے اوپر سے چکر</translation>
    </message>
    <message>
        <source>Dead holes in relay and capture tests</source>
        <translation>ریلے اور پکڑ کی جانچ میں مردہ گڑھے</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>پکڑنا</translation>
    </message>
    <message>
        <source>Four-counter rule</source>
        <translation>چار گوٹی کا قاعدہ</translation>
    </message>
    <message>
        <source>End of a round</source>
        <translation>دور کا اختتام</translation>
    </message>
    <message>
        <source>Counters left at a stalled round's end</source>
        <translation>رکے ہوئے دور کے اختتام پر بچی گوٹیاں</translation>
    </message>
    <message>
        <source>Refill and hole elimination</source>
        <translation>دوبارہ بھرنا اور گڑھوں کا خاتمہ</translation>
    </message>
    <message>
        <source>Revival of dead holes</source>
        <translation>مردہ گڑھوں کی بحالی</translation>
    </message>
    <message>
        <source>The Bhadar's pooled five</source>
        <translation>بھدر کے جمع پانچ</translation>
    </message>
    <message>
        <source>Kungidar compensation</source>
        <translation>کنگی دار کا معاوضہ</translation>
    </message>
    <message>
        <source>When the remainder rule applies</source>
        <translation>باقی کا قاعدہ کب لاگو ہو</translation>
    </message>
    <message>
        <source>The 2 of a 3+2 remainder</source>
        <translation>3+2 باقی کا 2</translation>
    </message>
    <message>
        <source>Who chooses the bha</source>
        <translation>بھا کون چنتا ہے</translation>
    </message>
    <message>
        <source>What happens to counters in the bha</source>
        <translation>بھا میں گوٹیوں کا کیا ہوتا ہے</translation>
    </message>
    <message>
        <source>Who starts later rounds</source>
        <translation>اگلے دور کون شروع کرتا ہے</translation>
    </message>
    <message>
        <source>Ludii artefacts</source>
        <translation>Ludii کی مصنوعی خصوصیات</translation>
    </message>
    <message>
        <source>Perpetual relay (simulation guard)</source>
        <translation>لامتناہی ریلے (سمولیشن حفاظت)</translation>
    </message>
    <message>
        <source>Stalled round (simulation guard)</source>
        <translation>رکا ہوا دور (سمولیشن حفاظت)</translation>
    </message>
    <message>
        <source>Counters per hole (experimental)</source>
        <translation>فی گڑھا گوٹیاں (تجرباتی)</translation>
    </message>
    <message>
        <source>North</source>
        <translation>شمال</translation>
    </message>
    <message>
        <source>skip dead holes</source>
        <translation>مردہ گڑھے چھوڑیں</translation>
    </message>
    <message>
        <source>dead = empty</source>
        <translation>مردہ = خالی</translation>
    </message>
    <message>
        <source>all captured</source>
        <translation>سب پکڑی گئیں</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>بھریں</translation>
    </message>
    <message>
        <source>fill + pooled remainders</source>
        <translation>بھریں + بچی گوٹیاں اکٹھی</translation>
    </message>
    <message>
        <source>difference, literal</source>
        <translation>فرق، لفظی</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ہاں</translation>
    </message>
    <message>
        <source>no</source>
        <translation>نہیں</translation>
    </message>
    <message>
        <source>fill an extra hole</source>
        <translation>ایک اضافی گڑھا بھریں</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>ذخیرہ</translation>
    </message>
    <message>
        <source>per turn, from the start hole</source>
        <translation>فی باری، ابتدائی گڑھے سے</translation>
    </message>
    <message>
        <source>per round</source>
        <translation>فی دور</translation>
    </message>
    <message>
        <source>Ludii (inverted)</source>
        <translation>Ludii (الٹا)</translation>
    </message>
    <message>
        <source>always</source>
        <translation>ہمیشہ</translation>
    </message>
    <message>
        <source>Ludii: hands after filling</source>
        <translation>Ludii: بھرنے کے بعد کے ہاتھ</translation>
    </message>
    <message>
        <source>transfer and return</source>
        <translation>منتقلی اور واپسی</translation>
    </message>
    <message>
        <source>the Bhadar</source>
        <translation>بھادر</translation>
    </message>
    <message>
        <source>Ludii's mover</source>
        <translation>Ludii کا چلنے والا</translation>
    </message>
    <message>
        <source>on drop</source>
        <translation>گراتے وقت</translation>
    </message>
    <message>
        <source>after each segment</source>
        <translation>ہر حصے کے بعد</translation>
    </message>
    <message>
        <source>accumulate</source>
        <translation>جمع کریں</translation>
    </message>
    <message>
        <source>round winner</source>
        <translation>دور کا جیتنے والا</translation>
    </message>
    <message>
        <source>Ludii (incidental)</source>
        <translation>Ludii (ضمنی)</translation>
    </message>
    <message>
        <source>all counters</source>
        <translation>تمام گوٹیاں</translation>
    </message>
    <message>
        <source>Ludii: hand zero</source>
        <translation>Ludii: ہاتھ صفر</translation>
    </message>
    <message>
        <source>R1 Das Gupta via AIBDD, literal</source>
        <translation>R1 Das Gupta، AIBDD کے ذریعے، لفظی</translation>
    </message>
    <message>
        <source>R3 Ludii DLP code</source>
        <translation>R3 Ludii DLP کوڈ</translation>
    </message>
    <message>
        <source>R2 Ludii portal text</source>
        <translation>R2 Ludii پورٹل کا متن</translation>
    </message>
    <message>
        <source>R4 Coherent reconstruction (Mawkar analogue)</source>
        <translation>R4 مربوط تعمیرِ نو (ماوکر مماثلت)</translation>
    </message>
    <message>
        <source>Initial setup</source>
        <translation>ابتدائی ترتیب</translation>
    </message>
    <message>
        <source>Who starts the match</source>
        <translation>میچ کون شروع کرتا ہے</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>سمت</translation>
    </message>
    <message>
        <source>Sowing and laps</source>
        <translation>بونا اور چکر</translation>
    </message>
    <message>
        <source>Dead holes</source>
        <translation>مردہ گڑھے</translation>
    </message>
    <message>
        <source>End of turn and capture</source>
        <translation>باری کا اختتام اور پکڑ</translation>
    </message>
    <message>
        <source>A player with nothing to sow</source>
        <translation>جس کھلاڑی کے پاس بونے کو کچھ نہیں</translation>
    </message>
    <message>
        <source>Round result</source>
        <translation>دور کا نتیجہ</translation>
    </message>
    <message>
        <source>Which holes are filled first</source>
        <translation>پہلے کون سے گڑھے بھرے جاتے ہیں</translation>
    </message>
    <message>
        <source>Reserve and revival</source>
        <translation>ذخیرہ اور بحالی</translation>
    </message>
    <message>
        <source>Remainders 4 and 1: Bhadar and Kungidar</source>
        <translation>باقی 4 اور 1: بھدر اور کنگی دار</translation>
    </message>
    <message>
        <source>Remainders 3 and 2: the bha</source>
        <translation>باقی 3 اور 2: بھا</translation>
    </message>
    <message>
        <source>Ludii implementation artefacts</source>
        <translation>Ludii کے نفاذ کی مصنوعی خصوصیات</translation>
    </message>
</context>
</TS>
