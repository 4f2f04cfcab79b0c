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
        <source>Who sows first. Humphries does not say; Ludii lets South (its P1) begin.</source>
        <translation>पहले कौन बोता है। Humphries नहीं बताते; Ludii दक्षिण (अपने P1) से शुरू कराता है।</translation>
    </message>
    <message>
        <source>South always begins, as in Ludii's encoding.</source>
        <translation>दक्षिण हमेशा शुरू करता है, जैसा Ludii की कूटलिपि में।</translation>
    </message>
    <message>
        <source>Which of his holes a player may lift. The text allows any hole on his side.</source>
        <translation>खिलाड़ी अपने कौन-से गड्ढे उठा सकता है। पाठ उसकी ओर के किसी भी गड्ढे की अनुमति देता है।</translation>
    </message>
    <message>
        <source>Any non-empty (live) hole the mover owns.</source>
        <translation>चलने वाले का कोई भी भरा (जीवित) गड्ढा।</translation>
    </message>
    <message>
        <source>A hole with a single counter may not be sown while the mover has a hole with two or more (a Walak-pussa analogue).</source>
        <translation>अकेली गोटी वाला गड्ढा तब तक नहीं बोया जा सकता जब तक चलने वाले के पास दो या अधिक गोटियों वाला गड्ढा हो (Walak-pussa जैसा)।</translation>
    </message>
    <message>
        <source>Whether the emptied hole gets a counter when a sowing goes all the way round. The text says only 'one in each hole'.</source>
        <translation>जब बोआई पूरा चक्कर लगाती है तो क्या ख़ाली किए गए गड्ढे को गोटी मिलती है। पाठ केवल 'हर गड्ढे में एक' कहता है।</translation>
    </message>
    <message>
        <source>The origin hole is sown like any other (Ludii's default).</source>
        <translation>आरंभिक गड्ढा किसी और गड्ढे की तरह बोया जाता है (Ludii का डिफ़ॉल्ट)।</translation>
    </message>
    <message>
        <source>The origin hole is passed over (the Oware habit).</source>
        <translation>आरंभिक गड्ढा छोड़ दिया जाता है (Oware की आदत)।</translation>
    </message>
    <message>
        <source>What continues the move after the last counter falls into hole L.</source>
        <translation>आख़िरी गोटी के गड्ढे L में गिरने के बाद चाल को क्या आगे बढ़ाता है।</translation>
    </message>
    <message>
        <source>If L+1 holds counters, lift all of them and sow on from L+2; repeat (Humphries' pussa kanawa).</source>
        <translation>अगर L+1 में गोटियाँ हों, तो सब उठाकर L+2 से आगे बोएँ; दोहराएँ (Humphries का pussa kanawa)।</translation>
    </message>
    <message>
        <source>If L held counters before the last drop, lift L itself and sow on (a contrast reading only).</source>
        <translation>अगर आख़िरी गोटी गिरने से पहले L में गोटियाँ थीं, तो L को ही उठाकर आगे बोएँ (केवल तुलना के लिए पाठ)।</translation>
    </message>
    <message>
        <source>If L+1 holds counters, the mover captures them and lifts L itself to sow on; repeat. When L+1 is empty the capture option applies. This is Ludii's encoding, which contradicts the text.</source>
        <translation>अगर L+1 में गोटियाँ हों, तो चलने वाला उन्हें पकड़ लेता है और L को ही उठाकर आगे बोता है; दोहराएँ। जब L+1 ख़ाली हो तो पकड़ का विकल्प लागू होता है। यह Ludii की कूटलिपि है, जो पाठ के विरुद्ध है।</translation>
    </message>
    <message>
        <source>What the mover takes when the hole after L is empty; the turn then ends.</source>
        <translation>जब L के बाद वाला गड्ढा ख़ाली हो तो चलने वाला क्या लेता है; फिर बारी ख़त्म होती है।</translation>
    </message>
    <message>
        <source>As chain, but at most four holes (L+2, L+4, L+6, L+8), as Ludii codes Bay Khom.</source>
        <translation>शृंखला की तरह, पर अधिकतम चार गड्ढे (L+2, L+4, L+6, L+8), जैसे Ludii Bay Khom को लिखता है।</translation>
    </message>
    <message>
        <source>As chain, but the chain may go round the board and take L itself (when L+9 is empty); the only capture under which captures alone can empty the board.</source>
        <translation>शृंखला की तरह, पर शृंखला बिसात का चक्कर लगाकर L को भी ले सकती है (जब L+9 ख़ाली हो); यही एक पकड़ है जिसमें केवल पकड़ें बिसात ख़ाली कर सकती हैं।</translation>
    </message>
    <message>
        <source>Take only L+2 (Khutka Boia's rule and Ludii's Pachgarhwa).</source>
        <translation>केवल L+2 लें (Khutka Boia का नियम और Ludii का Pachgarhwa)।</translation>
    </message>
    <message>
        <source>Skip the run of empty holes after L and take the first loaded hole (Murray-style; contrast only).</source>
        <translation>L के बाद के ख़ाली गड्ढों को छोड़कर पहला भरा गड्ढा लें (Murray की शैली; केवल तुलना के लिए)।</translation>
    </message>
    <message>
        <source>Where a capture may be made. Under hole_capture a captured hole counts as its new owner's.</source>
        <translation>पकड़ कहाँ की जा सकती है। hole_capture के अंतर्गत पकड़ा गया गड्ढा अपने नए स्वामी का गिना जाता है।</translation>
    </message>
    <message>
        <source>Either row (Walak-pussa: a capture can be made anywhere).</source>
        <translation>कोई भी पंक्ति (Walak-pussa: पकड़ कहीं भी की जा सकती है)।</translation>
    </message>
    <message>
        <source>What happens when the player to move has no counters in his holes. The text says outright that Humphries does not explain it.</source>
        <translation>जब चलने वाले के गड्ढों में कोई गोटी न हो तो क्या होता है। पाठ साफ़ कहता है कि Humphries इसे नहीं समझाते।</translation>
    </message>
    <message>
        <source>The game (round) ends and the opponent takes every counter left (Bay Khom / Walak-pussa, the rule Wikimanqala suggests).</source>
        <translation>खेल (दौर) ख़त्म होता है और विरोधी बची हर गोटी ले लेता है (Bay Khom / Walak-pussa, वह नियम जो Wikimanqala सुझाता है)।</translation>
    </message>
    <message>
        <source>He passes and the opponent sows again (Ludii's automatic pass).</source>
        <translation>वह बारी छोड़ता है और विरोधी फिर से बोता है (Ludii की स्वचालित बारी छोड़ना)।</translation>
    </message>
    <message>
        <source>The game (round) ends and each player takes the counters in the holes he owns (Pallankuzhi).</source>
        <translation>खेल (दौर) ख़त्म होता है और हर खिलाड़ी अपने गड्ढों की गोटियाँ लेता है (Pallankuzhi)।</translation>
    </message>
    <message>
        <source>When the game (or, in match play, the round) ends. Humphries' 'all the pieces on the board are exhausted' cannot be reached with chain or single capture (every move leaves its last counter in L and captures never take L), so it needs the stall guard.</source>
        <translation>खेल (या, मैच में, दौर) कब ख़त्म होता है। Humphries का 'बिसात के सारे मोहरे समाप्त हो जाते हैं' शृंखला या एकल पकड़ से नहीं पहुँचा जा सकता (हर चाल अपनी आख़िरी गोटी L में छोड़ती है और पकड़ें L को कभी नहीं लेतीं), इसलिए उसे रुकाव-रक्षक चाहिए।</translation>
    </message>
    <message>
        <source>It ends when play stops producing captures, as the stall test G-2 finds it; leftover shares the board.</source>
        <translation>यह तब ख़त्म होता है जब खेल पकड़ें देना बंद कर दे, जैसा रुकाव-जाँच G-2 पाती है; leftover बिसात बाँटता है।</translation>
    </message>
    <message>
        <source>As soon as one counter is left on the board after a move, it goes to the owner of its hole and the game ends (Ludii's encoding: the score is captures plus counters in one's own row).</source>
        <translation>किसी चाल के बाद जैसे ही बिसात पर एक गोटी बचती है, वह उसके गड्ढे के स्वामी को जाती है और खेल ख़त्म होता है (Ludii की कूटलिपि: अंक = पकड़ें और अपनी पंक्ति की गोटियाँ)।</translation>
    </message>
    <message>
        <source>When the ends the board alone decides (one counter left, an empty board, a player's holes empty) are tested: after the whole turn, or also after every lap of a relay. Humphries' text does not decide it; Ludii makes every lap a move of its own and tests its end rule after every move. The end by the player to move having nothing to sow (option 'no_move') is tested after the turn either way.</source>
        <translation>वे अंत कब जाँचे जाते हैं जिन्हें अकेले बिसात तय करती है (एक गोटी बची, ख़ाली बिसात, किसी खिलाड़ी के गड्ढे ख़ाली): पूरी बारी के बाद, या रिले के हर चक्कर के बाद भी। Humphries का पाठ इसे तय नहीं करता; Ludii हर चक्कर को अलग चाल बनाता है और हर चाल के बाद अपना अंत का नियम जाँचता है। चलने वाले के पास बोने को कुछ न होने से आने वाला अंत (विकल्प 'no_move') दोनों तरह बारी के बाद ही जाँचा जाता है।</translation>
    </message>
    <message>
        <source>Also after every lap of a relay: the moment the end holds, the turn stops there and the game (round) ends. Under Ludii's Pachgarhwa the game ends as soon as a capture leaves one counter, before that counter is sown on.</source>
        <translation>रिले के हर चक्कर के बाद भी: जिस क्षण अंत की शर्त पूरी हो, बारी वहीं रुकती है और खेल (दौर) ख़त्म होता है। Ludii के Pachgarhwa में खेल तभी ख़त्म हो जाता है जब कोई पकड़ एक गोटी छोड़ दे, उस गोटी के आगे बोए जाने से पहले।</translation>
    </message>
    <message>
        <source>The game was played in rounds in which holes could be captured, but Humphries never learned how. Every value except none refills the holes from the totals after each round.</source>
        <translation>खेल दौरों में खेला जाता था जिनमें गड्ढे पकड़े जा सकते थे, पर Humphries कभी नहीं जान पाए कि कैसे। 'कोई नहीं' को छोड़कर हर मान हर दौर के बाद कुल से गड्ढे फिर भरता है।</translation>
    </message>
    <message>
        <source>Each player refills his holes with five each from his counters; holes he cannot fill are out of play for the round, and what is left over is set aside (Pallankuli, Bay Khom, Walak-pussa).</source>
        <translation>हर खिलाड़ी अपनी गोटियों से अपने गड्ढे पाँच-पाँच से भरता है; जो गड्ढे वह नहीं भर सकता वे उस दौर के लिए खेल से बाहर हैं, और जो बचे वह अलग रखा जाता है (Pallankuli, Bay Khom, Walak-pussa)।</translation>
    </message>
    <message>
        <source>As hole loss, but a hole the loser cannot fill is taken over by the winner, who fills it with five from his surplus and owns it for the round (a hole he cannot fill either is out of play). Ownership is worked out again at every refill, so the hole returns when the loser can fill it.</source>
        <translation>गड्ढे के खोने की तरह, पर जिस गड्ढे को हारने वाला नहीं भर सकता उसे विजेता ले लेता है, जो उसे अपने अधिशेष से पाँच से भरता है और उस दौर के लिए उसका स्वामी होता है (जिसे वह भी न भर सके वह खेल से बाहर है)। स्वामित्व हर भराई पर फिर से तय होता है, इसलिए जब हारने वाला उसे भर सके तो गड्ढा लौट आता है।</translation>
    </message>
    <message>
        <source>Khutka Boia's refill under its reading R4: fill plus the pooled remainders (Bhadar, Kungidar paid from each turn's start hole, an accumulating bha returned with the 2). Speculative.</source>
        <translation>पाठ R4 के अंतर्गत Khutka Boia की भराई: भराई और मिलाए गए शेष (भदर, हर बारी के आरंभिक गड्ढे से चुकाया गया कुंगीदार, 2 के साथ लौटाया गया जमा होता भा)। अनुमानित।</translation>
    </message>
    <message>
        <source>Which holes a player fills first between rounds, and so which die (multi-round only).</source>
        <translation>दौरों के बीच खिलाड़ी पहले कौन-से गड्ढे भरता है, और इसलिए कौन-से मरते हैं (केवल कई दौरों में)।</translation>
    </message>
    <message>
        <source>South fills h0, h1, ...; North h5, h6, ....</source>
        <translation>दक्षिण h0, h1, ... भरता है; उत्तर h5, h6, ...।</translation>
    </message>
    <message>
        <source>Each player chooses an empty hole for each group of five.</source>
        <translation>हर खिलाड़ी पाँच के हर समूह के लिए एक ख़ाली गड्ढा चुनता है।</translation>
    </message>
    <message>
        <source>Who sows first from round 2 on (multi-round only).</source>
        <translation>दौर 2 से आगे पहले कौन बोता है (केवल कई दौरों में)।</translation>
    </message>
    <message>
        <source>The player with fewer counters after the previous round; ties alternate (Walak-pussa).</source>
        <translation>पिछले दौर के बाद कम गोटियों वाला खिलाड़ी; बराबरी पर बारी-बारी से (Walak-pussa)।</translation>
    </message>
    <message>
        <source>When a multi-round match ends (multi-round only).</source>
        <translation>कई दौरों वाला मैच कब ख़त्म होता है (केवल कई दौरों में)।</translation>
    </message>
    <message>
        <source>After the refill, a player who owns no live hole loses.</source>
        <translation>भराई के बाद, जिस खिलाड़ी के पास कोई जीवित गड्ढा न हो वह हारता है।</translation>
    </message>
    <message>
        <source>Not historical: Humphries describes five holes a side. Fewer holes give boards small enough for the state graph to list every reachable position and to solve the game exactly. Hole numbers keep their meaning (a player's own left is still h0 for South; under the Khutka scheme the bha is one of the Bhadar's end holes, the only one on a one-hole row).</source>
        <translation>ऐतिहासिक नहीं: Humphries हर ओर पाँच गड्ढे बताते हैं। कम गड्ढों से बिसात इतनी छोटी होती है कि स्थिति-ग्राफ़ हर पहुँच योग्य स्थिति गिन सके और खेल को ठीक-ठीक हल कर सके। गड्ढों के क्रमांक अपना अर्थ रखते हैं (दक्षिण के लिए उसकी अपनी बाईं ओर अब भी h0 है; Khutka योजना में भा भदर के सिरे के गड्ढों में से एक है, एक गड्ढे वाली पंक्ति में वही एक)।</translation>
    </message>
    <message>
        <source>Not historical: Humphries puts five counters in every hole. Another number makes boards for exact state-graph analysis. Between rounds a hole is then filled (or captured) for every group of this many counters, and under the Khutka scheme the remainders are 'one short' (4+1) and 'two short' (3+2) of a group.</source>
        <translation>ऐतिहासिक नहीं: Humphries हर गड्ढे में पाँच गोटियाँ रखते हैं। दूसरी संख्या से सटीक स्थिति-ग्राफ़ विश्लेषण के लिए बिसातें बनती हैं। तब दौरों के बीच इतनी गोटियों के हर समूह के लिए एक गड्ढा भरा (या पकड़ा) जाता है, और Khutka योजना में शेष एक समूह से 'एक कम' (4+1) और 'दो कम' (3+2) हो जाते हैं।</translation>
    </message>
    <message>
        <source>P2 Humphries + Bay Khom ending</source>
        <translation>P2 Humphries + Bay Khom का अंत</translation>
    </message>
    <message>
        <source>Humphries' sowing and chain capture, with the ending Wikimanqala proposes from similar games: when the player to move has nothing to sow, the game ends and his opponent takes every counter left on the board. The player with more counters wins.</source>
        <translation>Humphries की बोआई और शृंखला पकड़, उस अंत के साथ जो Wikimanqala मिलते-जुलते खेलों से प्रस्तावित करता है: जब चलने वाले के पास बोने को कुछ न हो, तो खेल ख़त्म होता है और उसका विरोधी बिसात पर बची हर गोटी ले लेता है। अधिक गोटियों वाला खिलाड़ी जीतता है।</translation>
    </message>
    <message>
        <source>P3 Humphries, exhaustible board</source>
        <translation>P3 Humphries, ख़ाली हो सकने वाला बोर्ड</translation>
    </message>
    <message>
        <source>Humphries' rules with the one capture reading under which his ending ('all the pieces on the board are exhausted') can be reached by captures alone: the chain may go all the way round the board and take the hole of the last counter. A player with nothing to sow passes; games that stop producing captures are ended by the stall guard and flagged, as in P1.</source>
        <translation>Humphries के नियम, उस एक पकड़-पाठ के साथ जिसमें उनका अंत ('बिसात के सारे मोहरे समाप्त हो जाते हैं') केवल पकड़ों से पहुँचा जा सकता है: शृंखला बिसात का पूरा चक्कर लगाकर आख़िरी गोटी वाला गड्ढा ले सकती है। जिसके पास बोने को कुछ न हो वह बारी छोड़ता है; जो खेल पकड़ें देना बंद कर दें उन्हें रुकाव-रक्षक ख़त्म करता है और चिह्नित करता है, जैसे P1 में।</translation>
    </message>
    <message>
        <source>P1 Humphries 1906, literal</source>
        <translation>P1 Humphries 1906, शाब्दिक</translation>
    </message>
    <message>
        <source>Humphries' rules as Wikimanqala reports them: sow any hole of one's row anticlockwise, lift the hole after the last counter and sow on, and when that hole is empty take the hole beyond it and every further loaded hole beyond an empty one. A player with nothing to sow passes, and the game ends only when the board is exhausted, which chain capture can never bring about (the last counter of a move always stays on the board); the stall guard therefore ends every game, gives the counters left to the owners of their rows and flags the result (end reason round_stalled, result by the totals).</source>
        <translation>Humphries के नियम जैसे Wikimanqala उन्हें बताता है: अपनी पंक्ति का कोई गड्ढा वामावर्त बोएँ, आख़िरी गोटी के बाद वाला गड्ढा उठाकर आगे बोएँ, और जब वह गड्ढा ख़ाली हो तो उसके आगे वाला गड्ढा और किसी ख़ाली गड्ढे के आगे का हर अगला भरा गड्ढा लें। जिसके पास बोने को कुछ न हो वह बारी छोड़ता है, और खेल तभी ख़त्म होता है जब बिसात समाप्त हो, जो शृंखला पकड़ कभी नहीं कर सकती (चाल की आख़िरी गोटी हमेशा बिसात पर रहती है); इसलिए रुकाव-रक्षक हर खेल ख़त्म करता है, बची गोटियाँ उनकी पंक्तियों के स्वामियों को देता है और परिणाम चिह्नित करता है (अंत का कारण round_stalled, परिणाम कुल से)।</translation>
    </message>
    <message>
        <source>P4 Humphries multi-round (hole loss)</source>
        <translation>P4 Humphries बहु-दौर (गड्ढों की हानि)</translation>
    </message>
    <message>
        <source>P2 played as a match of rounds, Humphries' 'several rounds' filled in from related games: after each round each player puts five counters into each of his holes, from his left, as far as his counters go; holes he cannot fill are out of play for the round and the rest is set aside. The round's loser starts the next round, and a player who cannot fill a single hole loses the match.</source>
        <translation>दौरों के मैच के रूप में खेला गया P2, Humphries के 'कई दौर' संबंधित खेलों से भरे गए: हर दौर के बाद हर खिलाड़ी अपनी बाईं ओर से, जहाँ तक उसकी गोटियाँ जाएँ, अपने हर गड्ढे में पाँच गोटियाँ रखता है; जो गड्ढे वह नहीं भर सकता वे उस दौर के लिए खेल से बाहर हैं और बाक़ी अलग रखा जाता है। दौर का हारने वाला अगला दौर शुरू करता है, और जो खिलाड़ी एक भी गड्ढा न भर सके वह मैच हारता है।</translation>
    </message>
    <message>
        <source>P5 Ludii's encoding (Pachgarhwa.lud)</source>
        <translation>P5 Ludii की कोडिंग (Pachgarhwa.lud)</translation>
    </message>
    <message>
        <source>What Ludii's code does, which departs both from Humphries and from the rules text Ludii itself gives with the program (the next hole's counters lifted and sown on; play until no capture is possible, most captures wins): when the hole after the last counter is loaded, the mover captures it and sows on from the hole of the last counter; when it is empty he takes the hole beyond it only (no chain) and the turn ends. South moves first, a player with nothing to sow passes, and the game ends as soon as one counter is left, which goes to the owner of its row (Ludii's score counts the counters in one's own row as one's own). Each lap of a relay is a move of its own in Ludii, and its end rule is tested after every move (end_test = after_every_lap): a capture that leaves one counter ends the game before that counter is sown on into the next hole, perhaps across the rows. As in Ludii's program, a game that never reaches one counter left runs on to Ludii's trial limit (2,500 turns or 10,000 moves) and ends there with no winner (ludii_limit); RuleLab's stall guard does not end it.</source>
        <translation>Ludii का कोड जो करता है, जो Humphries से भी हटता है और उस नियम-पाठ से भी जो Ludii ख़ुद प्रोग्राम के साथ देता है (अगले गड्ढे की गोटियाँ उठाकर आगे बोई जाती हैं; तब तक खेलो जब तक कोई पकड़ संभव न हो, सबसे अधिक पकड़ जीतती है): जब आख़िरी गोटी के बाद वाला गड्ढा भरा हो, तो चलने वाला उसे पकड़ लेता है और आख़िरी गोटी वाले गड्ढे से आगे बोता है; जब वह ख़ाली हो तो वह केवल उसके आगे वाला गड्ढा लेता है (कोई शृंखला नहीं) और बारी ख़त्म होती है। दक्षिण पहले चलता है, जिसके पास बोने को कुछ न हो वह बारी छोड़ता है, और खेल तभी ख़त्म होता है जब एक गोटी बचे, जो उसकी पंक्ति के स्वामी को जाती है (Ludii का अंक अपनी पंक्ति की गोटियों को अपना गिनता है)। Ludii में रिले का हर चक्कर अलग चाल है, और उसका अंत का नियम हर चाल के बाद जाँचा जाता है (end_test = after_every_lap): जो पकड़ एक गोटी छोड़ दे वह खेल को उस गोटी के अगले गड्ढे में, शायद पंक्तियों के पार, आगे बोए जाने से पहले ख़त्म कर देती है। Ludii के प्रोग्राम की तरह, जो खेल कभी एक गोटी तक नहीं पहुँचता वह Ludii की परीक्षण सीमा (2,500 बारियाँ या 10,000 चालें) तक चलता है और वहीं बिना विजेता के ख़त्म होता है (ludii_limit); RuleLab का रुकाव-रक्षक उसे ख़त्म नहीं करता।</translation>
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
