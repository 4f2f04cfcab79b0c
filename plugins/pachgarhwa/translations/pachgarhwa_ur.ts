<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ur">
<context>
    <name>game pachgarhwa</name>
    <message>
        <source>Pachgarhwa</source>
        <translation>Pachgarhwa</translation>
    </message>
    <message>
        <source>Karwi subdivision, United Provinces (now Banda district, Uttar Pradesh)</source>
        <translation>کروی سب ڈویژن، صوبہ جات متحدہ (اب ضلع باندہ، اتر پردیش)</translation>
    </message>
    <message>
        <source>documented 1906</source>
        <translation>1906 میں درج</translation>
    </message>
    <message>
        <source>A two-row mancala of five holes a side with five counters in each, described by E. de M. Humphries at Karwi. A player sows one of his holes anticlockwise and lifts the hole after the last counter to sow on; when that hole is empty he takes the hole beyond it, and every further hole beyond an empty one. Humphries admits he never learned how the game (played in rounds in which holes were captured) ended, so the ending and the rounds are readings. Ludii encodes a different relay (capture the next hole, resow the landing hole).</source>
        <translation>دو قطاروں والا منکالا، ہر طرف پانچ گڑھے اور ہر گڑھے میں پانچ گوٹیاں، جسے ای ڈی ایم ہمفریز نے کروی میں بیان کیا۔ کھلاڑی اپنا ایک گڑھا گھڑی کی الٹی سمت بوتا ہے اور آخری گوٹی کے بعد والا گڑھا اٹھا کر بونا جاری رکھتا ہے؛ جب وہ گڑھا خالی ہو تو اس سے آگے والا گڑھا لے لیتا ہے، اور ہر خالی گڑھے سے آگے والا ہر اگلا گڑھا بھی۔ ہمفریز مانتے ہیں کہ وہ کبھی نہ جان سکے کہ کھیل (جو دوروں میں کھیلا جاتا تھا اور جن میں گڑھے جیتے جاتے تھے) کیسے ختم ہوتا تھا، اس لیے اختتام اور دور قراءتیں ہیں۔ Ludii ایک مختلف ریلے لکھتا ہے (اگلا گڑھا پکڑو، جس گڑھے میں آخری گوٹی گری اسے دوبارہ بوؤ)۔</translation>
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
        <source>Player with nothing to sow</source>
        <translation>جس کھلاڑی کے پاس بونے کو کچھ نہیں</translation>
    </message>
    <message>
        <source>End of the game (round)</source>
        <translation>کھیل کا اختتام (دور)</translation>
    </message>
    <message>
        <source>When the end is tested</source>
        <translation>اختتام کی جانچ کب ہوتی ہے</translation>
    </message>
    <message>
        <source>Counters left at a stalled end</source>
        <translation>رکے ہوئے اختتام پر بچی گوٹیاں</translation>
    </message>
    <message>
        <source>Later rounds</source>
        <translation>بعد کے دور</translation>
    </message>
    <message>
        <source>Fill order</source>
        <translation>بھرنے کی ترتیب</translation>
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
        <source>Number of rounds (in a match of fixed rounds)</source>
        <translation>دوروں کی تعداد (مقررہ دوروں والے میچ میں)</translation>
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
        <source>random</source>
        <translation>اتفاقی</translation>
    </message>
    <message>
        <source>South</source>
        <translation>جنوب</translation>
    </message>
    <message>
        <source>any own hole</source>
        <translation>اپنا کوئی بھی گڑھا</translation>
    </message>
    <message>
        <source>no singleton if larger</source>
        <translation>بڑا ہو تو اکیلی گوٹی نہیں</translation>
    </message>
    <message>
        <source>include</source>
        <translation>شامل کریں</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>چھوڑیں</translation>
    </message>
    <message>
        <source>next hole</source>
        <translation>اگلا گڑھا</translation>
    </message>
    <message>
        <source>landing hole</source>
        <translation>اترنے والا گڑھا</translation>
    </message>
    <message>
        <source>capture next, resow landing</source>
        <translation>اگلا پکڑیں، اترنے والا گڑھا پھر بوئیں</translation>
    </message>
    <message>
        <source>chain</source>
        <translation>سلسلہ</translation>
    </message>
    <message>
        <source>chain, at most four</source>
        <translation>سلسلہ، زیادہ سے زیادہ چار</translation>
    </message>
    <message>
        <source>chain with wrap-around</source>
        <translation>گھوم کر جاری سلسلہ</translation>
    </message>
    <message>
        <source>single</source>
        <translation>اکیلا</translation>
    </message>
    <message>
        <source>first loaded</source>
        <translation>پہلا بھرا ہوا</translation>
    </message>
    <message>
        <source>any row</source>
        <translation>کوئی بھی قطار</translation>
    </message>
    <message>
        <source>opponent's row only</source>
        <translation>صرف مخالف کی قطار</translation>
    </message>
    <message>
        <source>opponent takes all</source>
        <translation>مخالف سب لیتا ہے</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>باری چھوڑنا</translation>
    </message>
    <message>
        <source>each takes own row</source>
        <translation>ہر ایک اپنی قطار لیتا ہے</translation>
    </message>
    <message>
        <source>all exhausted</source>
        <translation>سب ختم</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>کوئی چال نہیں</translation>
    </message>
    <message>
        <source>no further capture</source>
        <translation>مزید کوئی پکڑ نہیں</translation>
    </message>
    <message>
        <source>one left</source>
        <translation>ایک بچی</translation>
    </message>
    <message>
        <source>after the turn</source>
        <translation>باری کے بعد</translation>
    </message>
    <message>
        <source>after every lap</source>
        <translation>ہر چکر کے بعد</translation>
    </message>
    <message>
        <source>row owner</source>
        <translation>قطار کا مالک</translation>
    </message>
    <message>
        <source>last capturer</source>
        <translation>آخری پکڑنے والا</translation>
    </message>
    <message>
        <source>split evenly</source>
        <translation>برابر بانٹیں</translation>
    </message>
    <message>
        <source>none</source>
        <translation>کوئی نہیں</translation>
    </message>
    <message>
        <source>hole loss</source>
        <translation>گڑھے کا کھونا</translation>
    </message>
    <message>
        <source>hole capture</source>
        <translation>گڑھا پکڑنا</translation>
    </message>
    <message>
        <source>Khutka Boia's scheme</source>
        <translation>کھٹکا بوئیا کی ترتیب</translation>
    </message>
    <message>
        <source>from own left</source>
        <translation>اپنی بائیں طرف سے</translation>
    </message>
    <message>
        <source>player's choice</source>
        <translation>کھلاڑی کی مرضی</translation>
    </message>
    <message>
        <source>round loser</source>
        <translation>دور کا ہارنے والا</translation>
    </message>
    <message>
        <source>alternate</source>
        <translation>باری باری</translation>
    </message>
    <message>
        <source>cannot fill</source>
        <translation>بھر نہیں سکتا</translation>
    </message>
    <message>
        <source>fixed rounds</source>
        <translation>مقررہ دور</translation>
    </message>
    <message>
        <source>P2 Humphries + Bay Khom ending</source>
        <translation>P2 Humphries + Bay Khom کا اختتام</translation>
    </message>
    <message>
        <source>P3 Humphries, exhaustible board</source>
        <translation>P3 Humphries، خالی ہو سکنے والی بساط</translation>
    </message>
    <message>
        <source>P1 Humphries 1906, literal</source>
        <translation>P1 Humphries 1906، لفظی</translation>
    </message>
    <message>
        <source>P4 Humphries multi-round (hole loss)</source>
        <translation>P4 Humphries کثیر دور (گڑھوں کا نقصان)</translation>
    </message>
    <message>
        <source>P5 Ludii's encoding (Pachgarhwa.lud)</source>
        <translation>P5 Ludii کی کوڈنگ (Pachgarhwa.lud)</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>ترتیب</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>کون شروع کرتا ہے</translation>
    </message>
    <message>
        <source>Starting hole</source>
        <translation>ابتدائی گڑھا</translation>
    </message>
    <message>
        <source>Sowing and laps</source>
        <translation>بونا اور چکر</translation>
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
        <source>End of the game</source>
        <translation>کھیل کا اختتام</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>فاتح</translation>
    </message>
</context>
</TS>
