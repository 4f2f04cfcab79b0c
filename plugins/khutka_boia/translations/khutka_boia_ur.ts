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
        <source>First player</source>
        <translation>پہلا کھلاڑی</translation>
    </message>
    <message>
        <source>Legal starting hole</source>
        <translation>جائز ابتدائی گڑھا</translation>
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
        <source>Relay</source>
        <translation>ریلے</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>پکڑنا</translation>
    </message>
    <message>
        <source>Capture zone</source>
        <translation>پکڑ کا علاقہ</translation>
    </message>
    <message>
        <source>Four-counter rule</source>
        <translation>چار گوٹی کا قاعدہ</translation>
    </message>
    <message>
        <source>Player with nothing to sow</source>
        <translation>جس کھلاڑی کے پاس بونے کو کچھ نہیں</translation>
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
        <source>Fill order</source>
        <translation>بھرنے کی ترتیب</translation>
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
        <source>End of the match</source>
        <translation>میچ کا اختتام</translation>
    </message>
    <message>
        <source>Rounds (fixed_rounds)</source>
        <translation>دور (fixed_rounds)</translation>
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
        <source>Holes per row (experimental)</source>
        <translation>فی قطار گڑھے (تجرباتی)</translation>
    </message>
    <message>
        <source>Counters per hole (experimental)</source>
        <translation>فی گڑھا گوٹیاں (تجرباتی)</translation>
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
