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
        <source>Karwi subdivision, United Provinces (now Banda district, Uttar Pradesh)</source>
        <translation>करवी उपखंड, संयुक्त प्रांत (अब बाँदा ज़िला, उत्तर प्रदेश)</translation>
    </message>
    <message>
        <source>documented 1906</source>
        <translation>1906 में दर्ज</translation>
    </message>
    <message>
        <source>A two-row mancala of five holes a side with five counters in each, described by E. de M. Humphries at Karwi. A player sows one of his holes anticlockwise and lifts the hole after the last counter to sow on; when that hole is empty he takes the hole beyond it, and every further hole beyond an empty one. Humphries admits he never learned how the game (played in rounds in which holes were captured) ended, so the ending and the rounds are readings. Ludii encodes a different relay (capture the next hole, resow the landing hole).</source>
        <translation>दो पंक्तियों का मनकाला, हर ओर पाँच गड्ढे और हर गड्ढे में पाँच गोटियाँ, जिसका वर्णन ई. डी एम. हम्फ़्रीज़ ने करवी में किया। खिलाड़ी अपना एक गड्ढा वामावर्त बोता है और आख़िरी गोटी के बाद वाला गड्ढा उठाकर बोना जारी रखता है; जब वह गड्ढा ख़ाली हो तो उसके आगे वाला गड्ढा ले लेता है, और हर ख़ाली गड्ढे के आगे वाला हर अगला गड्ढा भी। हम्फ़्रीज़ मानते हैं कि वे कभी नहीं जान पाए कि खेल (जो दौरों में खेला जाता था और जिनमें गड्ढे जीते जाते थे) कैसे ख़त्म होता था, इसलिए अंत और दौर पाठ हैं। Ludii एक अलग रिले लिखता है (अगला गड्ढा पकड़ो, जिस गड्ढे में आख़िरी गोटी गिरी उसे फिर बोओ)।</translation>
    </message>
    <message>
        <source>Lap over the origin hole</source>
        <translation>मूल गड्ढे के ऊपर से चक्कर</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>पकड़ना</translation>
    </message>
    <message>
        <source>End of the game (round)</source>
        <translation>खेल का अंत (दौर)</translation>
    </message>
    <message>
        <source>Counters left at a stalled end</source>
        <translation>रुके हुए अंत पर बची गोटियाँ</translation>
    </message>
    <message>
        <source>Who starts later rounds</source>
        <translation>अगले दौर कौन शुरू करता है</translation>
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
