<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi">
<context>
    <name>game pachgarhwa</name>
    <message>
        <source>Pachgarhwa</source>
        <translation>Pachgarhwa</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>पहला खिलाड़ी</translation>
    </message>
    <message>
        <source>Legal starting hole</source>
        <translation>वैध आरंभिक गड्ढा</translation>
    </message>
    <message>
        <source>Lap over the origin hole</source>
        <translation>मूल गड्ढे के ऊपर से चक्कर</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>रिले</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>पकड़ना</translation>
    </message>
    <message>
        <source>Capture zone</source>
        <translation>पकड़ का क्षेत्र</translation>
    </message>
    <message>
        <source>Player with nothing to sow</source>
        <translation>जिस खिलाड़ी के पास बोने को कुछ नहीं</translation>
    </message>
    <message>
        <source>End of the game (round)</source>
        <translation>खेल का अंत (दौर)</translation>
    </message>
    <message>
        <source>When the end is tested</source>
        <translation>अंत की जाँच कब होती है</translation>
    </message>
    <message>
        <source>Counters left at a stalled end</source>
        <translation>रुके हुए अंत पर बची गोटियाँ</translation>
    </message>
    <message>
        <source>Later rounds</source>
        <translation>बाद के दौर</translation>
    </message>
    <message>
        <source>Fill order</source>
        <translation>भरने का क्रम</translation>
    </message>
    <message>
        <source>Who starts later rounds</source>
        <translation>अगले दौर कौन शुरू करता है</translation>
    </message>
    <message>
        <source>End of the match</source>
        <translation>मैच का अंत</translation>
    </message>
    <message>
        <source>Rounds (fixed_rounds)</source>
        <translation>दौर (fixed_rounds)</translation>
    </message>
    <message>
        <source>Holes per row (experimental)</source>
        <translation>प्रति पंक्ति गड्ढे (प्रायोगिक)</translation>
    </message>
    <message>
        <source>Counters per hole (experimental)</source>
        <translation>प्रति गड्ढा गोटियाँ (प्रायोगिक)</translation>
    </message>
    <message>
        <source>P2 Humphries + Bay Khom ending</source>
        <translation>P2 Humphries + Bay Khom का अंत</translation>
    </message>
    <message>
        <source>P3 Humphries, exhaustible board</source>
        <translation>P3 Humphries, ख़ाली हो सकने वाला बोर्ड</translation>
    </message>
    <message>
        <source>P1 Humphries 1906, literal</source>
        <translation>P1 Humphries 1906, शाब्दिक</translation>
    </message>
    <message>
        <source>P4 Humphries multi-round (hole loss)</source>
        <translation>P4 Humphries बहु-दौर (गड्ढों की हानि)</translation>
    </message>
    <message>
        <source>P5 Ludii's encoding (Pachgarhwa.lud)</source>
        <translation>P5 Ludii की कोडिंग (Pachgarhwa.lud)</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>व्यवस्था</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>कौन शुरू करता है</translation>
    </message>
    <message>
        <source>Starting hole</source>
        <translation>आरंभिक गड्ढा</translation>
    </message>
    <message>
        <source>Sowing and laps</source>
        <translation>बोना और चक्कर</translation>
    </message>
    <message>
        <source>End of turn and capture</source>
        <translation>बारी का अंत और पकड़</translation>
    </message>
    <message>
        <source>A player with nothing to sow</source>
        <translation>जिस खिलाड़ी के पास बोने को कुछ नहीं</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>खेल का अंत</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>विजेता</translation>
    </message>
</context>
</TS>
