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
        <source>Lap over the origin hole</source>
        <translation>اصل گڑھے کے اوپر سے چکر</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>پکڑنا</translation>
    </message>
    <message>
        <source>End of the game (round)</source>
        <translation>کھیل کا اختتام (دور)</translation>
    </message>
    <message>
        <source>Counters left at a stalled end</source>
        <translation>رکے ہوئے اختتام پر بچی گوٹیاں</translation>
    </message>
    <message>
        <source>Who starts later rounds</source>
        <translation>اگلے دور کون شروع کرتا ہے</translation>
    </message>
    <message>
        <source>Counters per hole (experimental)</source>
        <translation>فی گڑھا گوٹیاں (تجرباتی)</translation>
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
