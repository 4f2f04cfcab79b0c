<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi">
<context>
    <name>game bheri-bakri</name>
    <message>
        <source>Bheri Bakri</source>
        <translation>Bheri Bakri (भेड़-बकरी)</translation>
    </message>
    <message>
        <source>British Garhwal (now Uttarakhand), India</source>
        <translation>ब्रिटिश गढ़वाल (अब उत्तराखंड), भारत</translation>
    </message>
    <message>
        <source>documented 1926-27 by H. C. Das Gupta</source>
        <translation>एच. सी. दास गुप्ता द्वारा 1926-27 में दर्ज</translation>
    </message>
    <message>
        <source>A race-and-capture game for two on a board of 3 x 8 compartments: each side owns one outer row of 8 and the middle row is neutral. Four cowrie shells are the dice; the number landing mouth up (1 to 4) is the score. Each side brings one piece at a time out of its compartment 8, needing a throw of 1 (pod) to do so, and drives it round a spiral through the neutral row and the enemy's row, capturing by exact landing. Only when that piece is captured may the next one come out. Whoever captures all eight enemy pieces wins.</source>
        <translation>3 x 8 खानों की बिसात पर दो खिलाड़ियों का दौड़ और पकड़ का खेल: हर पक्ष की 8 खानों की एक बाहरी पंक्ति होती है और बीच की पंक्ति तटस्थ है। चार कौड़ियाँ पासे का काम करती हैं; जितनी कौड़ियाँ मुँह ऊपर करके गिरें (1 से 4), वही अंक है। हर पक्ष अपने खाने 8 से एक बार में एक ही गोटी निकालता है, जिसके लिए 1 (पोद) फेंकना ज़रूरी है, और उसे तटस्थ पंक्ति और शत्रु की पंक्ति से होकर घुमावदार रास्ते पर चलाता है; ठीक उसी खाने पर पहुँचकर पकड़ होती है। जब वह गोटी पकड़ी जाए तभी अगली निकल सकती है। जो शत्रु की आठों गोटियाँ पकड़ ले, वह जीतता है।</translation>
    </message>
    <message>
        <source>Values that earn another throw</source>
        <translation>दोबारा फेंकने का अधिकार देने वाले मान</translation>
    </message>
    <message>
        <source>Rethrow only after a used throw</source>
        <translation>उपयोग की गई फेंक के बाद ही दोबारा फेंक</translation>
    </message>
    <message>
        <source>When throws are used</source>
        <translation>फेंकों का उपयोग कब हो</translation>
    </message>
    <message>
        <source>Splitting a throw</source>
        <translation>फेंक का बँटवारा</translation>
    </message>
    <message>
        <source>What needs a pod</source>
        <translation>किसके लिए पोड चाहिए</translation>
    </message>
    <message>
        <source>Exit only from compartment 8</source>
        <translation>केवल खाना 8 से बाहर निकलना</translation>
    </message>
    <message>
        <source>Home moves may jump own pieces</source>
        <translation>घर की चालें अपनी गोटियों को लाँघ सकती हैं</translation>
    </message>
    <message>
        <source>Pod priority</source>
        <translation>पोड की प्राथमिकता</translation>
    </message>
    <message>
        <source>Pieces in their home row can be captured</source>
        <translation>अपनी घर-पंक्ति की गोटियाँ पकड़ी जा सकती हैं</translation>
    </message>
    <message>
        <source>Home shifts can capture</source>
        <translation>घर-पंक्ति में खिसकाने से पकड़ संभव</translation>
    </message>
    <message>
        <source>Reward for a capture</source>
        <translation>पकड़ने का इनाम</translation>
    </message>
    <message>
        <source>A usable throw must be used</source>
        <translation>उपयोग योग्य फेंक का उपयोग अनिवार्य</translation>
    </message>
    <message>
        <source>End of the path</source>
        <translation>पथ का अंत</translation>
    </message>
    <message>
        <source>Entry cell</source>
        <translation>प्रवेश खाना</translation>
    </message>
    <message>
        <source>Ludii's trial limit (compatibility)</source>
        <translation>Ludii की परीक्षण सीमा (अनुकूलता)</translation>
    </message>
    <message>
        <source>Compartments per row (not historical)</source>
        <translation>प्रति पंक्ति खाने (ऐतिहासिक नहीं)</translation>
    </message>
    <message>
        <source>Pieces per side (not historical)</source>
        <translation>प्रति पक्ष गोटियाँ (ऐतिहासिक नहीं)</translation>
    </message>
    <message>
        <source>Cowrie mouth-up chance</source>
        <translation>कौड़ी के मुँह ऊपर गिरने की संभावना</translation>
    </message>
    <message>
        <source>pod (1)</source>
        <translation>पोड (1)</translation>
    </message>
    <message>
        <source>pod (1) and car (4)</source>
        <translation>पोड (1) और चार (4)</translation>
    </message>
    <message>
        <source>immediate</source>
        <translation>तुरंत</translation>
    </message>
    <message>
        <source>banked credits</source>
        <translation>जमा की गई फेंकें</translation>
    </message>
    <message>
        <source>whole</source>
        <translation>पूरा</translation>
    </message>
    <message>
        <source>halves</source>
        <translation>आधे</translation>
    </message>
    <message>
        <source>first move needs a pod</source>
        <translation>पहली चाल के लिए पोड चाहिए</translation>
    </message>
    <message>
        <source>every exit needs a pod</source>
        <translation>हर निकास के लिए पोड चाहिए</translation>
    </message>
    <message>
        <source>stop at 8</source>
        <translation>8 पर रुकें</translation>
    </message>
    <message>
        <source>pass through 8</source>
        <translation>8 से होकर आगे</translation>
    </message>
    <message>
        <source>until all shifted</source>
        <translation>सब खिसकने तक</translation>
    </message>
    <message>
        <source>home if possible</source>
        <translation>संभव हो तो घर</translation>
    </message>
    <message>
        <source>extra throw</source>
        <translation>अतिरिक्त फेंक</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>चक्र</translation>
    </message>
    <message>
        <source>exit (rejected)</source>
        <translation>निकास (अस्वीकृत)</translation>
    </message>
    <message>
        <source>same column</source>
        <translation>वही स्तंभ</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>तिरछा</translation>
    </message>
    <message>
        <source>Goats (A)</source>
        <translation>बकरियाँ (A)</translation>
    </message>
    <message>
        <source>Sheep (B)</source>
        <translation>भेड़ें (B)</translation>
    </message>
    <message>
        <source>Das Gupta via AIBDD, literal (B1)</source>
        <translation>Das Gupta, AIBDD के माध्यम से, शाब्दिक (B1)</translation>
    </message>
    <message>
        <source>Banked credits (B4)</source>
        <translation>जमा की गई फेंकें (B4)</translation>
    </message>
    <message>
        <source>Ludii DLP code (B2)</source>
        <translation>Ludii DLP कोड (B2)</translation>
    </message>
    <message>
        <source>Tablan-flavoured (B3)</source>
        <translation>तबलान-शैली (B3)</translation>
    </message>
    <message>
        <source>Sides and first player</source>
        <translation>पक्ष और पहला खिलाड़ी</translation>
    </message>
    <message>
        <source>Throw values</source>
        <translation>फेंक के मान</translation>
    </message>
    <message>
        <source>Cowrie probabilities</source>
        <translation>कौड़ियों की संभावनाएँ</translation>
    </message>
    <message>
        <source>Extra throw</source>
        <translation>अतिरिक्त फेंक</translation>
    </message>
    <message>
        <source>Release of pieces</source>
        <translation>गोटियों का छूटना</translation>
    </message>
    <message>
        <source>Moving within the home row</source>
        <translation>घर-पंक्ति के भीतर चलना</translation>
    </message>
    <message>
        <source>Moving the active piece</source>
        <translation>सक्रिय गोटी की चाल</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>पकड़ना</translation>
    </message>
    <message>
        <source>Throws that cannot be used</source>
        <translation>जिन फेंकों का उपयोग नहीं हो सकता</translation>
    </message>
    <message>
        <source>Own pieces sharing a cell; home shifts onto an enemy piece</source>
        <translation>एक खाने में अपनी गोटियाँ; शत्रु की गोटी पर घर-पंक्ति में खिसकाना</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>जीत</translation>
    </message>
    <message>
        <source>Entry cell (lost diagram)</source>
        <translation>प्रवेश खाना (खोया हुआ चित्र)</translation>
    </message>
</context>
</TS>
