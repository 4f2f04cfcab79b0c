<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi">
<context>
    <name>game khutka-boia</name>
    <message>
        <source>Khutka Boia</source>
        <translation>Khutka Boia</translation>
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
        <source>Dead holes in relay and capture tests</source>
        <translation>रिले और पकड़ के परीक्षणों में मृत गड्ढे</translation>
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
        <source>Four-counter rule</source>
        <translation>चार-गोटी नियम</translation>
    </message>
    <message>
        <source>Player with nothing to sow</source>
        <translation>जिस खिलाड़ी के पास बोने को कुछ नहीं</translation>
    </message>
    <message>
        <source>End of a round</source>
        <translation>दौर का अंत</translation>
    </message>
    <message>
        <source>Counters left at a stalled round's end</source>
        <translation>रुके हुए दौर के अंत में बची गोटियाँ</translation>
    </message>
    <message>
        <source>Refill and hole elimination</source>
        <translation>फिर से भरना और गड्ढों का हटना</translation>
    </message>
    <message>
        <source>Fill order</source>
        <translation>भरने का क्रम</translation>
    </message>
    <message>
        <source>Revival of dead holes</source>
        <translation>मृत गड्ढों का पुनर्जीवन</translation>
    </message>
    <message>
        <source>The Bhadar's pooled five</source>
        <translation>भदर के जमा पाँच</translation>
    </message>
    <message>
        <source>Kungidar compensation</source>
        <translation>कुंगीदार का मुआवज़ा</translation>
    </message>
    <message>
        <source>When the remainder rule applies</source>
        <translation>शेष-नियम कब लागू हो</translation>
    </message>
    <message>
        <source>The 2 of a 3+2 remainder</source>
        <translation>3+2 शेष का 2</translation>
    </message>
    <message>
        <source>Who chooses the bha</source>
        <translation>भा कौन चुनता है</translation>
    </message>
    <message>
        <source>What happens to counters in the bha</source>
        <translation>भा में गोटियों का क्या होता है</translation>
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
        <source>Ludii artefacts</source>
        <translation>Ludii की कृत्रिमताएँ</translation>
    </message>
    <message>
        <source>Perpetual relay (simulation guard)</source>
        <translation>अनंत रिले (सिमुलेशन सुरक्षा)</translation>
    </message>
    <message>
        <source>Stalled round (simulation guard)</source>
        <translation>रुका हुआ दौर (सिमुलेशन सुरक्षा)</translation>
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
        <source>R1 Das Gupta via AIBDD, literal</source>
        <translation>R1 Das Gupta, AIBDD के माध्यम से, शाब्दिक</translation>
    </message>
    <message>
        <source>R3 Ludii DLP code</source>
        <translation>R3 Ludii DLP कोड</translation>
    </message>
    <message>
        <source>R2 Ludii portal text</source>
        <translation>R2 Ludii पोर्टल पाठ</translation>
    </message>
    <message>
        <source>R4 Coherent reconstruction (Mawkar analogue)</source>
        <translation>R4 सुसंगत पुनर्निर्माण (मावकर सादृश्य)</translation>
    </message>
    <message>
        <source>Initial setup</source>
        <translation>आरंभिक व्यवस्था</translation>
    </message>
    <message>
        <source>Who starts the match</source>
        <translation>मैच कौन शुरू करता है</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>दिशा</translation>
    </message>
    <message>
        <source>Sowing and laps</source>
        <translation>बोना और चक्कर</translation>
    </message>
    <message>
        <source>Dead holes</source>
        <translation>मृत गड्ढे</translation>
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
        <source>Round result</source>
        <translation>दौर का परिणाम</translation>
    </message>
    <message>
        <source>Which holes are filled first</source>
        <translation>पहले कौन-से गड्ढे भरे जाते हैं</translation>
    </message>
    <message>
        <source>Reserve and revival</source>
        <translation>भंडार और पुनर्जीवन</translation>
    </message>
    <message>
        <source>Remainders 4 and 1: Bhadar and Kungidar</source>
        <translation>शेष 4 और 1: भदर और कुंगीदार</translation>
    </message>
    <message>
        <source>Remainders 3 and 2: the bha</source>
        <translation>शेष 3 और 2: भा</translation>
    </message>
    <message>
        <source>Ludii implementation artefacts</source>
        <translation>Ludii के कार्यान्वयन की कृत्रिमताएँ</translation>
    </message>
</context>
</TS>
