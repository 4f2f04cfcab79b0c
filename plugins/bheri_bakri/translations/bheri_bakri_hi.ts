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
        <source>The chance that one cowrie lands mouth up. The four shells fall independently, so the score of a throw follows Binomial(4, p); no shell up scores nothing. The source gives no figure; Ludii's four two-sided dice amount to p = 0.5. Real shells are lopsided, so a sweep (say 0.3 to 0.7) is the honest use of this option.</source>
        <translation>एक कौड़ी के मुँह ऊपर गिरने की संभावना। चारों सीपियाँ स्वतंत्र रूप से गिरती हैं, इसलिए फेंक का अंक Binomial(4, p) के अनुसार होता है; कोई सीपी ऊपर न हो तो कोई अंक नहीं। स्रोत कोई आँकड़ा नहीं देता; Ludii के चार दो-मुखी पासे p = 0.5 के बराबर हैं। असली सीपियाँ असंतुलित होती हैं, इसलिए इस विकल्प का ईमानदार उपयोग एक स्वीप है (मान लीजिए 0.3 से 0.7)।</translation>
    </message>
    <message>
        <source>Which throws entitle the player to throw again. The source names the pod (1) only; Tablan-like cowrie games also rethrow on the top score. Rethrows may repeat without limit.</source>
        <translation>कौन-सी फेंकें खिलाड़ी को दोबारा फेंकने का अधिकार देती हैं। स्रोत केवल पोड (1) का नाम लेता है; Tablan जैसे कौड़ी के खेल सबसे ऊँचे अंक पर भी दोबारा फेंकते हैं। दोबारा फेंकें बिना सीमा के दोहराई जा सकती हैं।</translation>
    </message>
    <message>
        <source>Only a pod earns another throw.</source>
        <translation>केवल पोड से दूसरी फेंक मिलती है।</translation>
    </message>
    <message>
        <source>A pod or a car earns another throw, after the habit of Tablan.</source>
        <translation>पोड या चार (car) से दूसरी फेंक मिलती है, Tablan की रीति के अनुसार।</translation>
    </message>
    <message>
        <source>Whether the extra throw depends on the scoring throw having been used. The source says the pod 'entitles' the player to another throw, which we read as unconditional (false). In Ludii the rethrow is a consequence of a move actually made, so a pod that cannot be used earns nothing (true). Under banked credits, true means the rethrow is earned when the credit is spent.</source>
        <translation>क्या अतिरिक्त फेंक इस पर निर्भर है कि अंक वाली फेंक का उपयोग हुआ हो। स्रोत कहता है कि पोड खिलाड़ी को दूसरी फेंक का 'अधिकारी' बनाता है, जिसे हम बिना शर्त ('नहीं') पढ़ते हैं। Ludii में दोबारा फेंक वास्तव में चली गई चाल का परिणाम है, इसलिए जिस पोड का उपयोग न हो सके उससे कुछ नहीं मिलता ('हाँ')। जमा की गई फेंकों में, 'हाँ' का अर्थ है कि दोबारा फेंक तब मिलती है जब जमा अंक ख़र्च किया जाए।</translation>
    </message>
    <message>
        <source>Whether each throw is used at once, or throws are banked: the phrase 'to his credit' allows a player to throw until a value without a rethrow comes up and then spend the credited values one at a time, in any order, each whole. The pod rules apply to each banked pod, and credits that cannot be used are lost.</source>
        <translation>क्या हर फेंक का तुरंत उपयोग होता है, या फेंकें जमा की जाती हैं: 'to his credit' (उसके खाते में) वाक्यांश खिलाड़ी को तब तक फेंकने देता है जब तक दोबारा फेंक न देने वाला मान न आए, और फिर जमा मानों को एक-एक करके, किसी भी क्रम में, हर एक पूरा, ख़र्च करने देता है। पोड के नियम हर जमा पोड पर लागू होते हैं, और जिन जमा अंकों का उपयोग न हो सके वे खो जाते हैं।</translation>
    </message>
    <message>
        <source>Each throw is used (or lost) before the next throw.</source>
        <translation>हर फेंक का उपयोग अगली फेंक से पहले होता है (या वह खो जाती है)।</translation>
    </message>
    <message>
        <source>Throw until no rethrow is earned, then spend the credits in any order.</source>
        <translation>तब तक फेंकें जब तक दोबारा फेंक न मिले, फिर जमा अंक किसी भी क्रम में ख़र्च करें।</translation>
    </message>
    <message>
        <source>Whether a throw may be divided between two pieces. The source is silent. Tablan lets some even throws be halved for two pieces; the analogue here is a 2 or a 4 used as two equal halves by two different pieces. A half is never a pod: it cannot release or first-shift a piece and pod priority ignores it. A first half is allowed only when a different piece can then use the second half.</source>
        <translation>क्या एक फेंक दो गोटियों में बाँटी जा सकती है। स्रोत चुप है। Tablan कुछ सम फेंकों को दो गोटियों के लिए आधा करने देता है; यहाँ उसका सादृश्य यह है कि 2 या 4 को दो अलग-अलग गोटियाँ दो बराबर आधों के रूप में इस्तेमाल करें। आधा कभी पोड नहीं होता: वह किसी गोटी को छुड़ा या पहली बार खिसका नहीं सकता और पोड की प्राथमिकता उसे अनदेखा करती है। पहले आधे की अनुमति तभी है जब कोई दूसरी गोटी फिर दूसरा आधा इस्तेमाल कर सके।</translation>
    </message>
    <message>
        <source>Every throw moves one piece by its full value.</source>
        <translation>हर फेंक एक गोटी को उसके पूरे मान से चलाती है।</translation>
    </message>
    <message>
        <source>A 2 or a 4 may be split into two equal halves for two different pieces.</source>
        <translation>2 या 4 को दो अलग-अलग गोटियों के लिए दो बराबर आधों में बाँटा जा सकता है।</translation>
    </message>
    <message>
        <source>In both values the first move of a piece out of its original compartment needs a pod and goes one step into an empty compartment ahead (for the piece in compartment 8: onto its entry cell), and the piece in compartment 8 is released with a pod. They differ for a piece that has already been shifted and now stands in compartment 8.</source>
        <translation>दोनों मानों में किसी गोटी की अपने मूल खाने से बाहर पहली चाल के लिए पोड चाहिए और वह आगे एक ख़ाली खाने में एक क़दम जाती है (खाना 8 वाली गोटी के लिए: अपने प्रवेश खाने पर), और खाना 8 वाली गोटी पोड से छूटती है। वे उस गोटी के लिए अलग हैं जो पहले ही खिसकाई जा चुकी है और अब खाना 8 में खड़ी है।</translation>
    </message>
    <message>
        <source>Once shifted, a piece moves by any value, including out of compartment 8 onto the circuit. This is the only reading under which the source's 'previously shifted' makes a difference; Ludii does the same with an 'activated' flag.</source>
        <translation>एक बार खिसकाए जाने के बाद, गोटी किसी भी मान से चलती है, खाना 8 से बाहर चक्र पर भी। यही एक पाठ है जिसमें स्रोत के 'previously shifted' (पहले खिसकाई गई) से कोई अंतर पड़ता है; Ludii एक 'activated' (सक्रिय) चिह्न से यही करता है।</translation>
    </message>
    <message>
        <source>Leaving compartment 8 for the neutral row always takes a whole pod, even for a shifted piece (so pass-through exits are impossible too).</source>
        <translation>खाना 8 छोड़कर तटस्थ पंक्ति में जाने के लिए हमेशा एक पूरा पोड लगता है, खिसकाई गई गोटी के लिए भी (इसलिए आर-पार निकलना भी असंभव है)।</translation>
    </message>
    <message>
        <source>Whether a home piece must stand on compartment 8 before it can step into the neutral row.</source>
        <translation>क्या घर की गोटी को तटस्थ पंक्ति में क़दम रखने से पहले खाना 8 पर खड़ा होना ज़रूरी है।</translation>
    </message>
    <message>
        <source>A piece enters the neutral row only from compartment 8.</source>
        <translation>गोटी तटस्थ पंक्ति में केवल खाना 8 से प्रवेश करती है।</translation>
    </message>
    <message>
        <source>A shifted piece may run past compartment 8 straight onto the circuit (e.g. from 5 with a 4), as Ludii does.</source>
        <translation>खिसकाई गई गोटी खाना 8 को पार करती हुई सीधे चक्र पर जा सकती है (जैसे 5 से 4 के साथ), जैसा Ludii करता है।</translation>
    </message>
    <message>
        <source>Whether a move inside the home row (or out of it) may pass over an own piece. The source's 'moved gradually' suggests not (false); Ludii checks only the destination (true). A home move always needs an empty destination compartment.</source>
        <translation>क्या घर-पंक्ति के भीतर (या उससे बाहर) की चाल अपनी गोटी को लाँघ सकती है। स्रोत का 'moved gradually' (धीरे-धीरे चलाई जाती हैं) सुझाता है कि नहीं ('नहीं'); Ludii केवल गंतव्य जाँचता है ('हाँ')। घर की चाल के लिए हमेशा ख़ाली गंतव्य खाना चाहिए।</translation>
    </message>
    <message>
        <source>Whether a pod must serve the pieces still in the home row before the piece that is out.</source>
        <translation>क्या पोड को बाहर निकली गोटी से पहले घर-पंक्ति में अब भी खड़ी गोटियों के काम आना चाहिए।</translation>
    </message>
    <message>
        <source>While any home piece still stands in its original compartment, a pod may not move the piece that is out; if no home piece can take the pod, it is lost.</source>
        <translation>जब तक घर की कोई गोटी अब भी अपने मूल खाने में खड़ी है, पोड बाहर निकली गोटी को नहीं चला सकता; अगर घर की कोई गोटी पोड न ले सके, तो वह खो जाता है।</translation>
    </message>
    <message>
        <source>A pod must go to a home piece when some home piece can make a one-step move; otherwise it may move the piece that is out.</source>
        <translation>जब घर की कोई गोटी एक क़दम की चाल चल सकती हो, तो पोड घर की किसी गोटी को जाना चाहिए; नहीं तो वह बाहर निकली गोटी को चला सकता है।</translation>
    </message>
    <message>
        <source>The player uses a pod on any piece.</source>
        <translation>खिलाड़ी पोड किसी भी गोटी पर इस्तेमाल करता है।</translation>
    </message>
    <message>
        <source>Whether the piece that is out captures unreleased enemy pieces standing in their home row, which lies on its circuit. The general capture rule and Ludii say yes. Under false such a landing is illegal, and games often freeze (see guard G-4).</source>
        <translation>क्या बाहर निकली गोटी शत्रु की उन न छूटी गोटियों को पकड़ती है जो अपनी घर-पंक्ति में खड़ी हैं, जो उसके चक्र पर पड़ती है। पकड़ का सामान्य नियम और Ludii हाँ कहते हैं। 'नहीं' होने पर ऐसा उतरना अवैध है, और खेल अक्सर जम जाते हैं (रक्षक G-4 देखें)।</translation>
    </message>
    <message>
        <source>Whether a piece shifting inside its own home row may land on the enemy piece that is out (its circuit runs through this row) and capture it. The source says nothing; under false (the default) a home shift needs an empty compartment. Ludii's encoding lets any piece move to the next cell of its track whenever no friend stands there, capturing an enemy piece, and allows home-to-home moves at any time, so its reading sets true.</source>
        <translation>क्या अपनी घर-पंक्ति के भीतर खिसकती गोटी बाहर निकली शत्रु गोटी पर उतरकर (उसका चक्र इसी पंक्ति से गुज़रता है) उसे पकड़ सकती है। स्रोत कुछ नहीं कहता; 'नहीं' (डिफ़ॉल्ट) होने पर घर के खिसकाव के लिए ख़ाली खाना चाहिए। Ludii की कूटलिपि किसी भी गोटी को उसके पथ के अगले खाने पर जाने देती है जब वहाँ कोई अपनी गोटी न हो, शत्रु गोटी को पकड़ते हुए, और घर से घर की चालें कभी भी होने देती है, इसलिए उसका पाठ 'हाँ' रखता है।</translation>
    </message>
    <message>
        <source>Whether a capture earns another throw. The source says nothing.</source>
        <translation>क्या पकड़ से दूसरी फेंक मिलती है। स्रोत कुछ नहीं कहता।</translation>
    </message>
    <message>
        <source>A capture earns nothing more.</source>
        <translation>पकड़ से और कुछ नहीं मिलता।</translation>
    </message>
    <message>
        <source>A capture earns another throw, as in Chowka Bhara.</source>
        <translation>पकड़ से दूसरी फेंक मिलती है, जैसे Chowka Bhara में।</translation>
    </message>
    <message>
        <source>Whether a player must use a throw (or a credit, or a second half) that can be used. Under false the player may decline it. Throws that cannot be used are lost either way, and a throw of 0 does nothing.</source>
        <translation>क्या खिलाड़ी को ऐसी फेंक (या जमा अंक, या दूसरा आधा) इस्तेमाल करनी ही होगी जिसका उपयोग हो सकता है। 'नहीं' होने पर खिलाड़ी उसे छोड़ सकता है। जिन फेंकों का उपयोग न हो सके वे दोनों तरह खो जाती हैं, और 0 की फेंक कुछ नहीं करती।</translation>
    </message>
    <message>
        <source>What happens after a piece has crossed the adversary's row.</source>
        <translation>गोटी के विरोधी की पंक्ति पार कर लेने के बाद क्या होता है।</translation>
    </message>
    <message>
        <source>The piece goes on round the 16-cell spiral for ever, back into the neutral row.</source>
        <translation>गोटी 16 खानों के सर्पिल पर हमेशा घूमती रहती है, फिर तटस्थ पंक्ति में लौटकर।</translation>
    </message>
    <message>
        <source>The piece leaves the board after the last cell of the adversary's row (any throw that carries it past that cell), can no longer be captured, and its side may bring out the next piece. The catalogue rejects this value: it makes capturing all pieces, the only way to win, impossible, so such games end in deadlock. It is offered to show exactly that.</source>
        <translation>गोटी विरोधी की पंक्ति के आख़िरी खाने के बाद बिसात छोड़ देती है (कोई भी फेंक जो उसे उस खाने से आगे ले जाए), फिर पकड़ी नहीं जा सकती, और उसका पक्ष अगली गोटी निकाल सकता है। सूची इस मान को अस्वीकार करती है: इससे सब गोटियाँ पकड़ना, जो जीतने का एकमात्र तरीक़ा है, असंभव हो जाता है, इसलिए ऐसे खेल गतिरोध में ख़त्म होते हैं। इसे ठीक यही दिखाने के लिए दिया गया है।</translation>
    </message>
    <message>
        <source>Which neutral cell a piece leaving compartment 8 steps onto; the diagram that would settle this is lost. The step out always costs one point of the throw.</source>
        <translation>खाना 8 छोड़ने वाली गोटी किस तटस्थ खाने पर क़दम रखती है; जो चित्र इसे तय करता वह खो गया है। बाहर का क़दम हमेशा फेंक का एक अंक लेता है।</translation>
    </message>
    <message>
        <source>The cell next to compartment 8 in the neutral row (c15 for A, c8 for B), as in Ludii.</source>
        <translation>तटस्थ पंक्ति में खाना 8 के बगल वाला खाना (A के लिए c15, B के लिए c8), जैसा Ludii में।</translation>
    </message>
    <message>
        <source>The next cell diagonally (c14 for A, c9 for B).</source>
        <translation>तिरछे में अगला खाना (A के लिए c14, B के लिए c9)।</translation>
    </message>
    <message>
        <source>Who throws first; the source does not say.</source>
        <translation>पहले कौन फेंकता है; स्रोत नहीं बताता।</translation>
    </message>
    <message>
        <source>A fair chance event decides.</source>
        <translation>एक निष्पक्ष संयोग तय करता है।</translation>
    </message>
    <message>
        <source>Goats, seat A, start; Ludii's player 1 always starts.</source>
        <translation>बकरियाँ, स्थान A, शुरू करती हैं; Ludii का खिलाड़ी 1 हमेशा शुरू करता है।</translation>
    </message>
    <message>
        <source>Sheep, seat B, start.</source>
        <translation>भेड़ें, स्थान B, शुरू करती हैं।</translation>
    </message>
    <message>
        <source>Not historical: for a reading that reproduces Ludii's encoding. Ludii's program stops a trial with no winner at 2,500 turns (1,250 per player; a turn changes when the thrower changes) or 10,000 moves.</source>
        <translation>ऐतिहासिक नहीं: उस पाठ के लिए जो Ludii की कूटलिपि को दोहराता है। Ludii का प्रोग्राम किसी परीक्षण को बिना विजेता के 2,500 बारियों (हर खिलाड़ी की 1,250; फेंकने वाला बदलने पर बारी बदलती है) या 10,000 चालों पर रोकता है।</translation>
    </message>
    <message>
        <source>RuleLab's caps apply (sim.max_throws).</source>
        <translation>RuleLab की सीमाएँ लागू होती हैं (sim.max_throws)।</translation>
    </message>
    <message>
        <source>A game that reaches Ludii's limit ends with end reason ludii_limit (a cap, undecided).</source>
        <translation>जो खेल Ludii की सीमा तक पहुँचता है वह अंत के कारण ludii_limit के साथ ख़त्म होता है (एक सीमा, अनिर्णीत)।</translation>
    </message>
    <message>
        <source>Not historical: the board Das Gupta describes has 3 rows of 8 compartments. A shorter row exists only so that every position of a small game can be enumerated and its exact value computed. With n compartments per row, compartment n (the last of the home row, beside the entry cell) does everything compartment 8 does: a piece enters the neutral row only from there (unless exit_from_8_only = pass_through), home_jump, the pod rules and the order of release are unchanged, and each side's spiral runs through the n neutral cells and the n compartments of the adversary's row, a loop of 2n cells. The shortest row is 3: on a row of 2 a throw of 4 would carry a piece once round its 4-cell loop back onto its own cell.</source>
        <translation>ऐतिहासिक नहीं: Das Gupta जिस बिसात का वर्णन करते हैं उसमें 8 खानों की 3 पंक्तियाँ हैं। छोटी पंक्ति केवल इसलिए है कि किसी छोटे खेल की हर स्थिति गिनी जा सके और उसका सटीक मान निकाला जा सके। प्रति पंक्ति n खानों के साथ, खाना n (घर-पंक्ति का आख़िरी, प्रवेश खाने के बगल में) वह सब करता है जो खाना 8 करता है: गोटी तटस्थ पंक्ति में केवल वहीं से प्रवेश करती है (जब तक exit_from_8_only = pass_through न हो), home_jump, पोड के नियम और छूटने का क्रम नहीं बदलते, और हर पक्ष का सर्पिल n तटस्थ खानों और विरोधी की पंक्ति के n खानों से होकर चलता है, 2n खानों का एक चक्र। सबसे छोटी पंक्ति 3 की है: 2 की पंक्ति पर 4 की फेंक किसी गोटी को उसके 4 खानों वाले चक्र का एक चक्कर लगवाकर उसके अपने खाने पर लौटा देती।</translation>
    </message>
    <message>
        <source>Not historical: each side has 8 pieces in the source. Fewer pieces exist only for the exact analysis of small games. The k pieces stand one to a compartment in the last k compartments of the home row (nearest the exit) and keep those compartment numbers as their names; they are released one at a time from the last compartment, in the order of their numbers from the highest down, exactly as pieces 8, 7, ..., 1 are. Whoever captures all k enemy pieces wins. Cannot exceed the number of compartments per row.</source>
        <translation>ऐतिहासिक नहीं: स्रोत में हर पक्ष के पास 8 गोटियाँ हैं। कम गोटियाँ केवल छोटे खेलों के सटीक विश्लेषण के लिए हैं। k गोटियाँ घर-पंक्ति के आख़िरी k खानों (निकास के सबसे पास) में एक-एक खड़ी होती हैं और उन खानों के क्रमांक अपने नाम के रूप में रखती हैं; वे आख़िरी खाने से एक-एक करके छूटती हैं, अपने क्रमांकों के क्रम में सबसे बड़े से नीचे की ओर, ठीक वैसे ही जैसे गोटियाँ 8, 7, ..., 1। जो शत्रु की सभी k गोटियाँ पकड़ ले वह जीतता है। प्रति पंक्ति खानों की संख्या से अधिक नहीं हो सकता।</translation>
    </message>
    <message>
        <source>Das Gupta via AIBDD, literal (B1)</source>
        <translation>Das Gupta, AIBDD के माध्यम से, शाब्दिक (B1)</translation>
    </message>
    <message>
        <source>Follows the AIBDD wording as closely as it can be followed. A pod gives another throw whether or not it could be used (para. 3 says the player is 'entitled' to it). Each throw is used at once and whole. A piece's first move out of its original compartment needs a pod (para. 7), and pieces reach the neutral row only from compartment 8, never jumping an own piece ('moved gradually', para. 8). While any home piece has never been shifted, a pod may not move the piece that is out, and is lost if no home piece can take it (para. 6, read literally). Pieces in their home row can be captured, as the general capture rule implies (para. 5). Where the text is silent we complete it: cowries fall mouth up with chance 1/2, the circuit loops (para. 8, 'spirally'), the entry cell is the one beside compartment 8, a usable throw must be used, a capture earns nothing extra, and a fair coin decides who starts.</source>
        <translation>AIBDD के शब्दों का जितना हो सके उतना निकट से पालन करता है। पोड दूसरी फेंक देता है चाहे उसका उपयोग हो सका हो या नहीं (para. 3 कहता है कि खिलाड़ी उसका 'अधिकारी' है)। हर फेंक तुरंत और पूरी इस्तेमाल होती है। किसी गोटी की अपने मूल खाने से बाहर पहली चाल के लिए पोड चाहिए (para. 7), और गोटियाँ तटस्थ पंक्ति में केवल खाना 8 से पहुँचती हैं, कभी अपनी गोटी को लाँघे बिना ('moved gradually', धीरे-धीरे चलाई जाती हैं; para. 8)। जब तक घर की कोई गोटी कभी खिसकाई नहीं गई, पोड बाहर निकली गोटी को नहीं चला सकता, और अगर घर की कोई गोटी उसे न ले सके तो वह खो जाता है (para. 6, शब्दशः पढ़ा गया)। अपनी घर-पंक्ति की गोटियाँ पकड़ी जा सकती हैं, जैसा पकड़ का सामान्य नियम संकेत करता है (para. 5)। जहाँ पाठ चुप है वहाँ हम उसे पूरा करते हैं: कौड़ियाँ 1/2 की संभावना से मुँह ऊपर गिरती हैं, चक्र घूमता रहता है (para. 8, 'spirally', सर्पिल रूप से), प्रवेश खाना खाना 8 के बगल वाला है, उपयोग योग्य फेंक का उपयोग अनिवार्य है, पकड़ से कुछ अतिरिक्त नहीं मिलता, और एक निष्पक्ष सिक्का तय करता है कि कौन शुरू करे।</translation>
    </message>
    <message>
        <source>Banked credits (B4)</source>
        <translation>जमा की गई फेंकें (B4)</translation>
    </message>
    <message>
        <source>As B1, except that throws are banked: the player keeps throwing while pods come up, then spends the credited values one at a time in an order of his choosing, each whole. The pod rules (release, previously-shifted pieces, pod priority until all pieces are shifted) apply to every banked pod, and credits that cannot be used are lost. This takes S3's repeated phrase 'to his credit' (paras. 2-3) literally; nothing in the source says that credits are kept, so it is the least attested of the four readings.</source>
        <translation>B1 की तरह, सिवाय इसके कि फेंकें जमा की जाती हैं: जब तक पोड आते रहें खिलाड़ी फेंकता रहता है, फिर जमा मानों को एक-एक करके अपनी पसंद के क्रम में, हर एक पूरा, ख़र्च करता है। पोड के नियम (छूटना, पहले खिसकाई गई गोटियाँ, सब गोटियाँ खिसकने तक पोड की प्राथमिकता) हर जमा पोड पर लागू होते हैं, और जिन जमा अंकों का उपयोग न हो सके वे खो जाते हैं। यह S3 के बार-बार आने वाले वाक्यांश 'to his credit' (उसके खाते में; paras. 2-3) को शब्दशः लेता है; स्रोत में कहीं नहीं कहा गया कि जमा अंक रखे जाते हैं, इसलिए यह चारों पाठों में सबसे कम प्रमाणित है।</translation>
    </message>
    <message>
        <source>Ludii DLP code (B2)</source>
        <translation>Ludii DLP कोड (B2)</translation>
    </message>
    <message>
        <source>Reproduces what the Ludii program does, which departs from the AIBDD text in five places. The rethrow after a pod follows only a move actually made (extra_needs_use). A shifted piece may run through compartment 8 straight onto the circuit (pass_through), and home moves check only the destination, so they may jump own pieces (home_jump). A home piece may shift onto the enemy piece that is passing through its row and capture it (home_shift_capture), since Ludii's move rule only forbids landing on a friend. A pod must go to a home piece when one can move a step, else it may move the piece that is out (Ludii's priority block). Ludii's player 1 always starts, which is Goats (A) here. Ludii's looped tracks, read with its first-occurrence rule, amount to the 16-cell circuit used here. Four two-sided dice make p = 1/2. A game that reaches Ludii's trial limit (2,500 turns, a turn changing when the thrower changes, or 10,000 moves) ends with ludii_limit, as a Ludii trial would. The one guard Ludii lacks is G-4: a position in which no throw gives either side a move ends as a proven deadlock (undecided), where Ludii would pass until its limit, also without a winner.</source>
        <translation>Ludii का प्रोग्राम जो करता है उसे दोहराता है, जो पाँच जगह AIBDD के पाठ से हटता है। पोड के बाद की दोबारा फेंक केवल वास्तव में चली गई चाल के बाद मिलती है (extra_needs_use)। खिसकाई गई गोटी खाना 8 को पार करती हुई सीधे चक्र पर जा सकती है (pass_through), और घर की चालें केवल गंतव्य जाँचती हैं, इसलिए वे अपनी गोटियों को लाँघ सकती हैं (home_jump)। घर की गोटी अपनी पंक्ति से गुज़रती शत्रु गोटी पर खिसककर उसे पकड़ सकती है (home_shift_capture), क्योंकि Ludii का चाल-नियम केवल अपनी गोटी पर उतरने से रोकता है। जब घर की कोई गोटी एक क़दम चल सके तो पोड उसे जाना चाहिए, नहीं तो वह बाहर निकली गोटी को चला सकता है (Ludii का प्राथमिकता-खंड)। Ludii का खिलाड़ी 1 हमेशा शुरू करता है, जो यहाँ बकरियाँ (A) हैं। Ludii के घूमते पथ, उसके पहली-बार-आने के नियम के साथ पढ़े जाएँ, तो यहाँ इस्तेमाल होने वाले 16 खानों के चक्र के बराबर हैं। चार दो-मुखी पासे p = 1/2 बनाते हैं। जो खेल Ludii की परीक्षण सीमा (2,500 बारियाँ, फेंकने वाला बदलने पर बारी बदलती है, या 10,000 चालें) तक पहुँचे वह ludii_limit के साथ ख़त्म होता है, जैसे Ludii का परीक्षण होता। Ludii में न होने वाला एकमात्र रक्षक G-4 है: जिस स्थिति में कोई भी फेंक किसी भी पक्ष को चाल न दे वह सिद्ध गतिरोध (अनिर्णीत) के रूप में ख़त्म होती है, जहाँ Ludii अपनी सीमा तक बारी छोड़ता रहता, वह भी बिना विजेता के।</translation>
    </message>
    <message>
        <source>Tablan-flavoured (B3)</source>
        <translation>तबलान-शैली (B3)</translation>
    </message>
    <message>
        <source>Keeps the AIBDD rules for release, exit from compartment 8 and gradual home moves, but fills two silences with the habits of the related game Tablan, which the AIBDD entry names as a variant: a car (4) earns another throw as well as a pod, and a throw of 2 or 4 may be split into two equal halves for two different pieces (a half never counts as a pod). Pod priority is the milder reading, a pod goes to a home piece only when one can move. Departs from S3 where S3 is explicit about the pod alone giving a second throw (para. 3). Other values as in B1.</source>
        <translation>छूटने, खाना 8 से निकलने और घर की क्रमिक चालों के लिए AIBDD के नियम रखता है, पर दो चुप्पियों को संबंधित खेल Tablan की रीतियों से भरता है, जिसे AIBDD की प्रविष्टि एक रूपांतर के रूप में बताती है: पोड के साथ-साथ चार (car) से भी दूसरी फेंक मिलती है, और 2 या 4 की फेंक दो अलग-अलग गोटियों के लिए दो बराबर आधों में बाँटी जा सकती है (आधा कभी पोड नहीं गिना जाता)। पोड की प्राथमिकता नरम पाठ वाली है: पोड घर की गोटी को तभी जाता है जब कोई चल सके। S3 से वहाँ हटता है जहाँ S3 स्पष्ट कहता है कि केवल पोड दूसरी फेंक देता है (para. 3)। बाक़ी मान B1 जैसे।</translation>
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
