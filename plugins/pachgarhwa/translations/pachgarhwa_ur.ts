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
        <source>Rounds (fixed_rounds)</source>
        <translation>دور (fixed_rounds)</translation>
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
