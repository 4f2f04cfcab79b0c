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
        <source>Mianwali district, Punjab (now Pakistan)</source>
        <translation>मियाँवाली ज़िला, पंजाब (अब पाकिस्तान)</translation>
    </message>
    <message>
        <source>documented 1926</source>
        <translation>1926 में दर्ज</translation>
    </message>
    <message>
        <source>A two-row mancala of five holes a side with five counters in each, recorded by H. C. Das Gupta among Pathan players of Mianwali. A player sows one of his holes anticlockwise; when the last counter falls, he lifts the next hole and sows on, and when the next hole is empty he takes the hole after it. Rounds are followed by a refill in which the loser loses holes, with the Bhadar, Kungidar and bha settling the odd counters. The two surviving texts (AIBDD and the Ludii portal) disagree on the four-counter rule, the end of a round and of the match.</source>
        <translation>दो पंक्तियों का मनकाला, हर ओर पाँच गड्ढे और हर गड्ढे में पाँच गोटियाँ, जिसे एच. सी. दास गुप्ता ने मियाँवाली के पठान खिलाड़ियों के बीच दर्ज किया। खिलाड़ी अपना एक गड्ढा वामावर्त बोता है; आख़िरी गोटी गिरने पर वह अगला गड्ढा उठाकर बोना जारी रखता है, और जब अगला गड्ढा ख़ाली हो तो उसके बाद वाला गड्ढा ले लेता है। हर दौर के बाद फिर से भराई होती है जिसमें हारने वाला गड्ढे खोता है, और बचे हुए दाने भदर, कुंगीदार और भा से तय होते हैं। बचे हुए दो पाठ (AIBDD और Ludii पोर्टल) चार गोटियों के नियम, दौर के अंत और मैच के अंत पर असहमत हैं।</translation>
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
        <source>Capture</source>
        <translation>पकड़ना</translation>
    </message>
    <message>
        <source>Four-counter rule</source>
        <translation>चार-गोटी नियम</translation>
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
        <source>Counters per hole (experimental)</source>
        <translation>प्रति गड्ढा गोटियाँ (प्रायोगिक)</translation>
    </message>
    <message>
        <source>North</source>
        <translation>उत्तर</translation>
    </message>
    <message>
        <source>skip dead holes</source>
        <translation>मृत गड्ढे छोड़ें</translation>
    </message>
    <message>
        <source>dead = empty</source>
        <translation>मृत = खाली</translation>
    </message>
    <message>
        <source>all captured</source>
        <translation>सब पकड़ी गईं</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>भरें</translation>
    </message>
    <message>
        <source>fill + pooled remainders</source>
        <translation>भरें + बची गोटियाँ एक साथ</translation>
    </message>
    <message>
        <source>difference, literal</source>
        <translation>अंतर, शाब्दिक</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <source>fill an extra hole</source>
        <translation>एक अतिरिक्त गड्ढा भरें</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>भंडार</translation>
    </message>
    <message>
        <source>per turn, from the start hole</source>
        <translation>प्रति बारी, आरंभिक गड्ढे से</translation>
    </message>
    <message>
        <source>per round</source>
        <translation>प्रति दौर</translation>
    </message>
    <message>
        <source>Ludii (inverted)</source>
        <translation>Ludii (उलटा)</translation>
    </message>
    <message>
        <source>always</source>
        <translation>हमेशा</translation>
    </message>
    <message>
        <source>Ludii: hands after filling</source>
        <translation>Ludii: भरने के बाद के हाथ</translation>
    </message>
    <message>
        <source>transfer and return</source>
        <translation>स्थानांतरण और वापसी</translation>
    </message>
    <message>
        <source>the Bhadar</source>
        <translation>भादर</translation>
    </message>
    <message>
        <source>Ludii's mover</source>
        <translation>Ludii का चलने वाला</translation>
    </message>
    <message>
        <source>on drop</source>
        <translation>गिराते समय</translation>
    </message>
    <message>
        <source>after each segment</source>
        <translation>हर खंड के बाद</translation>
    </message>
    <message>
        <source>accumulate</source>
        <translation>जमा करें</translation>
    </message>
    <message>
        <source>round winner</source>
        <translation>दौर का जीतने वाला</translation>
    </message>
    <message>
        <source>Ludii (incidental)</source>
        <translation>Ludii (आकस्मिक)</translation>
    </message>
    <message>
        <source>all counters</source>
        <translation>सभी गोटियाँ</translation>
    </message>
    <message>
        <source>Ludii: hand zero</source>
        <translation>Ludii: हाथ शून्य</translation>
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
