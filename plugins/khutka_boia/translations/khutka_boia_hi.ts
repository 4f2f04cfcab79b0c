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
        <source>Who sows first in the first round. Neither text says; Ludii always lets South (its P1) begin.</source>
        <translation>पहले दौर में पहले कौन बोता है। कोई भी पाठ नहीं बताता; Ludii हमेशा दक्षिण (अपने P1) से शुरू कराता है।</translation>
    </message>
    <message>
        <source>A fair chance event decides (outcomes South/North at 1/2 each).</source>
        <translation>एक निष्पक्ष संयोग तय करता है (परिणाम दक्षिण/उत्तर, हर एक 1/2 पर)।</translation>
    </message>
    <message>
        <source>South always begins, as in Ludii.</source>
        <translation>दक्षिण हमेशा शुरू करता है, जैसा Ludii में।</translation>
    </message>
    <message>
        <source>North always begins.</source>
        <translation>उत्तर हमेशा शुरू करता है।</translation>
    </message>
    <message>
        <source>Which of his holes a player may lift. Dead holes and the bha are never legal starts.</source>
        <translation>खिलाड़ी अपने कौन-से गड्ढे उठा सकता है। मृत गड्ढे और भा कभी वैध आरंभ नहीं होते।</translation>
    </message>
    <message>
        <source>Any live, non-empty hole of the mover's row (what Ludii allows).</source>
        <translation>चलने वाले की पंक्ति का कोई भी जीवित, भरा गड्ढा (जितना Ludii अनुमति देता है)।</translation>
    </message>
    <message>
        <source>A hole holding a single counter may not be sown while the mover has a hole with two or more (a Walak-pussa analogue, not a Khutka text).</source>
        <translation>अकेली गोटी वाला गड्ढा तब तक नहीं बोया जा सकता जब तक चलने वाले के पास दो या अधिक गोटियों वाला गड्ढा हो (Walak-pussa से लिया गया सादृश्य, Khutka का कोई पाठ नहीं)।</translation>
    </message>
    <message>
        <source>Whether the emptied hole gets a counter when a sowing goes all the way round and passes it. The texts do not say; it matters when a hole holds at least as many counters as there are live holes, and it changes how often perpetual relays happen.</source>
        <translation>जब बोआई पूरा चक्कर लगाकर ख़ाली किए गए गड्ढे से गुज़रती है तो क्या उसे गोटी मिलती है। पाठ नहीं बताते; यह तब मायने रखता है जब किसी गड्ढे में कम से कम उतनी गोटियाँ हों जितने जीवित गड्ढे हैं, और इससे बदलता है कि अनंत रिले कितनी बार होते हैं।</translation>
    </message>
    <message>
        <source>The origin hole is sown like any other (Ludii's Sow default).</source>
        <translation>आरंभिक गड्ढा किसी और गड्ढे की तरह बोया जाता है (Ludii के Sow का डिफ़ॉल्ट)।</translation>
    </message>
    <message>
        <source>The origin hole is passed over (the Oware habit).</source>
        <translation>आरंभिक गड्ढा छोड़ दिया जाता है (Oware की आदत)।</translation>
    </message>
    <message>
        <source>Nothing is ever sown into a dead hole. Open is whether a dead hole still counts as 'the next hole' when deciding a relay or a capture.</source>
        <translation>मृत गड्ढे में कभी कुछ नहीं बोया जाता। खुला प्रश्न यह है कि रिले या पकड़ तय करते समय मृत गड्ढा अब भी 'अगला गड्ढा' गिना जाता है या नहीं।</translation>
    </message>
    <message>
        <source>Dead holes do not exist for the tests: L+1 and L+2 are counted over live holes only (taking 'non-existent' literally).</source>
        <translation>जाँचों के लिए मृत गड्ढे होते ही नहीं: L+1 और L+2 केवल जीवित गड्ढों पर गिने जाते हैं ('non-existent' (अस्तित्वहीन) को शब्दशः लेते हुए)।</translation>
    </message>
    <message>
        <source>The physical next hole is tested, so a dead hole behaves as an empty one: it stops a relay and triggers the capture test (what Ludii's code does).</source>
        <translation>वास्तविक अगला गड्ढा जाँचा जाता है, इसलिए मृत गड्ढा ख़ाली गड्ढे जैसा व्यवहार करता है: वह रिले रोकता है और पकड़ की जाँच शुरू करता है (Ludii का कोड यही करता है)।</translation>
    </message>
    <message>
        <source>What continues the move after the last counter falls into hole L.</source>
        <translation>आख़िरी गोटी के गड्ढे L में गिरने के बाद चाल को क्या आगे बढ़ाता है।</translation>
    </message>
    <message>
        <source>If L+1 holds counters, lift all of them and sow on from L+2; repeat. Both texts say this.</source>
        <translation>अगर L+1 में गोटियाँ हों, तो सब उठाकर L+2 से आगे बोएँ; दोहराएँ। दोनों पाठ यही कहते हैं।</translation>
    </message>
    <message>
        <source>If L held counters before the last drop, lift L itself and sow on (a contrast reading taken from Ludii's summary of Pallankuli, not from any Khutka text).</source>
        <translation>अगर आख़िरी गोटी गिरने से पहले L में गोटियाँ थीं, तो L को ही उठाकर आगे बोएँ (Ludii के Pallankuli के सारांश से लिया गया तुलना का पाठ, Khutka के किसी पाठ से नहीं)।</translation>
    </message>
    <message>
        <source>What the mover takes when the hole after L is empty (the turn then ends).</source>
        <translation>जब L के बाद वाला गड्ढा ख़ाली हो तो चलने वाला क्या लेता है (फिर बारी ख़त्म होती है)।</translation>
    </message>
    <message>
        <source>Take the hole after the empty one (L+2), if it holds counters.</source>
        <translation>ख़ाली गड्ढे के बाद वाला गड्ढा (L+2) लें, अगर उसमें गोटियाँ हों।</translation>
    </message>
    <message>
        <source>Take L+2, then keep taking every second hole while the hole between is empty and the next is loaded (Pachgarhwa, Walak-pussa, Bay Khom); never L itself.</source>
        <translation>L+2 लें, फिर हर दूसरा गड्ढा लेते जाएँ जब तक बीच वाला ख़ाली और अगला भरा हो (Pachgarhwa, Walak-pussa, Bay Khom); L को कभी नहीं।</translation>
    </message>
    <message>
        <source>Skip the whole run of empty holes after L and take the first loaded hole (Murray's reading of Sat Gol, which AIBDD calls a misunderstanding; contrast only).</source>
        <translation>L के बाद के ख़ाली गड्ढों की पूरी क़तार छोड़कर पहला भरा गड्ढा लें (Sat Gol का Murray वाला पाठ, जिसे AIBDD ग़लतफ़हमी कहता है; केवल तुलना के लिए)।</translation>
    </message>
    <message>
        <source>Take the hole facing the empty L+1 (Ludii's Mawkar Katiya and Kanji Guti code; an analogue only).</source>
        <translation>ख़ाली L+1 के सामने वाला गड्ढा लें (Ludii का Mawkar Katiya और Kanji Guti का कोड; केवल सादृश्य)।</translation>
    </message>
    <message>
        <source>Captures are made in either row (both texts are silent; Ludii allows it).</source>
        <translation>पकड़ें किसी भी पंक्ति में होती हैं (दोनों पाठ चुप हैं; Ludii इसकी अनुमति देता है)।</translation>
    </message>
    <message>
        <source>Only holes of the opponent's row may be captured; a chain stops at the mover's own row.</source>
        <translation>केवल विरोधी की पंक्ति के गड्ढे पकड़े जा सकते हैं; शृंखला चलने वाले की अपनी पंक्ति पर रुक जाती है।</translation>
    </message>
    <message>
        <source>Holes reaching exactly four counters. Only the Ludii portal text has this rule; AIBDD, citing the same pages, does not, and 'the player' can mean the row owner or the mover.</source>
        <translation>ठीक चार गोटियों तक पहुँचने वाले गड्ढे। यह नियम केवल Ludii पोर्टल के पाठ में है; AIBDD, उन्हीं पृष्ठों का हवाला देते हुए भी, यह नहीं देता, और 'the player' (खिलाड़ी) का अर्थ पंक्ति का स्वामी भी हो सकता है और चलने वाला भी।</translation>
    </message>
    <message>
        <source>No four-counter rule (AIBDD).</source>
        <translation>चार गोटियों का कोई नियम नहीं (AIBDD)।</translation>
    </message>
    <message>
        <source>The moment a drop makes a hole hold four, the owner of that row takes them and sowing goes on (the Pallanguzhi rule). The relay test still looks at L+1.</source>
        <translation>जिस क्षण कोई गोटी गिरकर किसी गड्ढे में चार कर दे, उस पंक्ति का स्वामी उन्हें ले लेता है और बोआई जारी रहती है (Pallanguzhi का नियम)। रिले की जाँच फिर भी L+1 को देखती है।</translation>
    </message>
    <message>
        <source>After each sowing segment, every hole holding four is emptied into its row owner's store, whoever moved; the segment's relay or capture decision is taken before (Ludii's code).</source>
        <translation>बोआई के हर खंड के बाद, चार वाला हर गड्ढा उसकी पंक्ति के स्वामी के भंडार में ख़ाली किया जाता है, चाहे चाल किसी ने भी चली हो; खंड का रिले या पकड़ का फ़ैसला इससे पहले होता है (Ludii का कोड)।</translation>
    </message>
    <message>
        <source>What happens when the player to move has no counters in his live holes. Not in the texts.</source>
        <translation>जब चलने वाले के जीवित गड्ढों में कोई गोटी न हो तो क्या होता है। पाठों में नहीं है।</translation>
    </message>
    <message>
        <source>He passes (Ludii's engine passes automatically).</source>
        <translation>वह बारी छोड़ता है (Ludii का इंजन अपने आप बारी छोड़ता है)।</translation>
    </message>
    <message>
        <source>The round ends and the opponent takes every counter left (Bay Khom / Walak-pussa; suggested for Pachgarhwa).</source>
        <translation>दौर ख़त्म होता है और विरोधी बची हर गोटी ले लेता है (Bay Khom / Walak-pussa; Pachgarhwa के लिए सुझाया गया)।</translation>
    </message>
    <message>
        <source>The round ends and each player takes the counters in his own row (Pallankuzhi).</source>
        <translation>दौर ख़त्म होता है और हर खिलाड़ी अपनी पंक्ति की गोटियाँ लेता है (Pallankuzhi)।</translation>
    </message>
    <message>
        <source>When a round ends. Under single or chain capture without the four rule, no move can empty the board (every move leaves its last counter in L, and captures never take L), so the literal rule needs the stall guard (G-2).</source>
        <translation>दौर कब ख़त्म होता है। चार के नियम के बिना एकल या शृंखला पकड़ में कोई चाल बिसात ख़ाली नहीं कर सकती (हर चाल अपनी आख़िरी गोटी L में छोड़ती है, और पकड़ें L को कभी नहीं लेतीं), इसलिए शाब्दिक नियम को रुकाव-रक्षक (G-2) चाहिए।</translation>
    </message>
    <message>
        <source>Only an empty board ends the round; otherwise the stall guard (option 'stall') ends it.</source>
        <translation>केवल ख़ाली बिसात दौर ख़त्म करती है; वरना रुकाव-रक्षक (विकल्प 'stall') उसे ख़त्म करता है।</translation>
    </message>
    <message>
        <source>As soon as one counter is left on the board after a move, it goes to the owner of its row and the round ends (Ludii).</source>
        <translation>किसी चाल के बाद जैसे ही बिसात पर एक गोटी बचती है, वह उसकी पंक्ति के स्वामी को जाती है और दौर ख़त्म होता है (Ludii)।</translation>
    </message>
    <message>
        <source>The round ends only through option 'no_move' (or an empty board, or the stall guard).</source>
        <translation>दौर केवल विकल्प 'no_move' से ख़त्म होता है (या ख़ाली बिसात से, या रुकाव-रक्षक से)।</translation>
    </message>
    <message>
        <source>The round ends when play stops producing captures, as the stall test G-2 finds it (Ludii's summary of Das Gupta's Sat Gol: play goes on until no more captures can be made).</source>
        <translation>दौर तब ख़त्म होता है जब खेल पकड़ें देना बंद कर दे, जैसा रुकाव-जाँच G-2 पाती है (Das Gupta के Sat Gol का Ludii वाला सारांश: खेल तब तक चलता है जब तक और पकड़ें न हो सकें)।</translation>
    </message>
    <message>
        <source>Who gets the counters still on the board when the stall test ends a round (one_left and no_move have their own rules).</source>
        <translation>जब रुकाव-जाँच कोई दौर ख़त्म करती है तो बिसात पर बची गोटियाँ किसे मिलती हैं (one_left और no_move के अपने नियम हैं)।</translation>
    </message>
    <message>
        <source>Each counter goes to the owner of the row it lies in (Ludii's rule for the last counter).</source>
        <translation>हर गोटी उस पंक्ति के स्वामी को जाती है जिसमें वह पड़ी है (आख़िरी गोटी के लिए Ludii का नियम)।</translation>
    </message>
    <message>
        <source>All go to the player who made the round's latest capture.</source>
        <translation>सब उस खिलाड़ी को जाती हैं जिसने दौर की सबसे आख़िरी पकड़ की।</translation>
    </message>
    <message>
        <source>They are halved; an odd counter goes to the owner of the row holding more of them (ties: to the player who did not make the last move).</source>
        <translation>उन्हें आधा-आधा बाँटा जाता है; विषम गोटी उस पंक्ति के स्वामी को जाती है जिसमें उनमें से अधिक हों (बराबरी पर: उस खिलाड़ी को जिसने आख़िरी चाल नहीं चली)।</translation>
    </message>
    <message>
        <source>How the next round's holes are filled from the totals, and which holes die. With totals W &gt; L and x = W - 25, the loser keeps 5 - ceil(x/5) holes under fill, about 5 - round(x/5) under fill_pool and 5 - floor(2x/5) under diff_literal.</source>
        <translation>अगले दौर के गड्ढे कुल से कैसे भरे जाते हैं, और कौन-से गड्ढे मरते हैं। कुल W &gt; L और x = W - 25 होने पर, हारने वाले के पास 'भरें' में 5 - ceil(x/5) गड्ढे, fill_pool में लगभग 5 - round(x/5) और diff_literal में 5 - floor(2x/5) गड्ढे रहते हैं।</translation>
    </message>
    <message>
        <source>Each player puts five counters into one of his holes for every five he holds, up to five holes; unfilled holes are dead and the rest stays in his reserve. The remainder rules give statuses, but their pooled five stay in hand (Ludii; also Mawkar Katiya, Pallankuli, Bay Khom).</source>
        <translation>हर खिलाड़ी अपनी हर पाँच गोटियों के लिए अपने एक गड्ढे में पाँच गोटियाँ रखता है, अधिक से अधिक पाँच गड्ढे; बिना भरे गड्ढे मृत हैं और बाक़ी उसके भंडार में रहता है। शेष के नियम दर्जे देते हैं, पर उनके मिलाए हुए पाँच हाथ में रहते हैं (Ludii; Mawkar Katiya, Pallankuli, Bay Khom भी)।</translation>
    </message>
    <message>
        <source>As fill, then the two remainders are pooled to the Bhadar, who puts the five into play (option 'pooled_five'): his next empty hole in fill order (4+1), or the bha if it is empty (3+2). The only reading in which every sentence of AIBDD adds up.</source>
        <translation>'भरें' की तरह, फिर दोनों शेष मिलाकर भदर को दिए जाते हैं, जो पाँचों को खेल में लाता है (विकल्प 'pooled_five'): भरने के क्रम में उसका अगला ख़ाली गड्ढा (4+1), या भा अगर वह ख़ाली हो (3+2)। यही एक पाठ है जिसमें AIBDD का हर वाक्य मेल खाता है।</translation>
    </message>
    <message>
        <source>The loser loses one hole for each full five in the difference of the totals and fills his other holes with five each; further fives he holds go to the winner's reserve. The pooled five go into a live hole the Bhadar could not fill.</source>
        <translation>हारने वाला कुल के अंतर में हर पूरे पाँच के लिए एक गड्ढा खोता है और अपने बाक़ी गड्ढे पाँच-पाँच से भरता है; उसके पास और जो पाँच हों वे विजेता के भंडार में जाते हैं। मिलाए हुए पाँच ऐसे जीवित गड्ढे में जाते हैं जिसे भदर नहीं भर सका।</translation>
    </message>
    <message>
        <source>Which holes a player fills first, and so which ones die.</source>
        <translation>खिलाड़ी पहले कौन-से गड्ढे भरता है, और इसलिए कौन-से मरते हैं।</translation>
    </message>
    <message>
        <source>South fills h0, h1, ...; North fills h5, h6, ... (Mawkar Katiya's 'starting from their left', Pallankuli).</source>
        <translation>दक्षिण h0, h1, ... भरता है; उत्तर h5, h6, ... भरता है (Mawkar Katiya का 'starting from their left' (अपनी बाईं ओर से शुरू करके), Pallankuli)।</translation>
    </message>
    <message>
        <source>Each player chooses an empty hole for each group of five, a real decision between rounds (Ludii).</source>
        <translation>हर खिलाड़ी पाँच के हर समूह के लिए एक ख़ाली गड्ढा चुनता है, दौरों के बीच एक वास्तविक निर्णय (Ludii)।</translation>
    </message>
    <message>
        <source>South fills h4, h3, ...; North fills h9, h8, ....</source>
        <translation>दक्षिण h4, h3, ... भरता है; उत्तर h9, h8, ... भरता है।</translation>
    </message>
    <message>
        <source>Whether a hole that died in one round can be filled again in a later one. The refill is worked out from scratch every round, and the reserve comes back into play.</source>
        <translation>क्या किसी दौर में मरा गड्ढा किसी बाद के दौर में फिर भरा जा सकता है। भराई हर दौर में नए सिरे से तय होती है, और भंडार फिर खेल में आता है।</translation>
    </message>
    <message>
        <source>Every refill starts afresh; any hole may come back (Ludii forgets the live set each round).</source>
        <translation>हर भराई नए सिरे से शुरू होती है; कोई भी गड्ढा लौट सकता है (Ludii हर दौर में जीवित गड्ढों का समूह भूल जाता है)।</translation>
    </message>
    <message>
        <source>A dead hole stays dead for the rest of the match.</source>
        <translation>मृत गड्ढा बाक़ी मैच भर मृत रहता है।</translation>
    </message>
    <message>
        <source>What the Bhadar does with the five counters made of the two remainders (under fill they always stay in hand).</source>
        <translation>भदर दोनों शेषों से बनी पाँच गोटियों का क्या करता है ('भरें' में वे हमेशा हाथ में रहती हैं)।</translation>
    </message>
    <message>
        <source>They go into play: his next empty hole in fill order (4+1), or the bha if it is empty (3+2); under diff_literal into a live hole he could not fill. Otherwise they go to his reserve.</source>
        <translation>वे खेल में जाती हैं: भरने के क्रम में उसका अगला ख़ाली गड्ढा (4+1), या भा अगर वह ख़ाली हो (3+2); diff_literal में ऐसा जीवित गड्ढा जिसे वह नहीं भर सका। नहीं तो वे उसके भंडार में जाती हैं।</translation>
    </message>
    <message>
        <source>They stay in his reserve (Ludii, where the holes were filled before).</source>
        <translation>वे उसके भंडार में रहती हैं (Ludii, जहाँ गड्ढे पहले भरे जा चुके थे)।</translation>
    </message>
    <message>
        <source>After a 4+1 remainder, the player with one (Kungidar) gives it to the player with four (Bhadar) and is compensated during the next round.</source>
        <translation>4+1 शेष के बाद, एक वाला खिलाड़ी (कुंगीदार) उसे चार वाले खिलाड़ी (भदर) को देता है और अगले दौर में उसकी भरपाई होती है।</translation>
    </message>
    <message>
        <source>At the start of every turn, whoever moves, one counter from the chosen start hole goes to the Kungidar's store before the rest is sown; a hole with a single counter is not sown at all.</source>
        <translation>हर बारी की शुरुआत में, चाहे चलने वाला कोई भी हो, चुने गए आरंभिक गड्ढे से एक गोटी बाक़ी बोने से पहले कुंगीदार के भंडार में जाती है; अकेली गोटी वाला गड्ढा बोया ही नहीं जाता।</translation>
    </message>
    <message>
        <source>One counter passes from the Bhadar to the Kungidar at the start of the round (from his reserve; if he has none, at the round's end).</source>
        <translation>दौर की शुरुआत में एक गोटी भदर से कुंगीदार को जाती है (उसके भंडार से; अगर उसके पास कुछ न हो, तो दौर के अंत में)।</translation>
    </message>
    <message>
        <source>Before each segment the Bhadar sows (relay laps included), one counter of its hole goes to the Bhadar's own store; the Kungidar gets nothing (what Ludii's code does).</source>
        <translation>भदर जो भी खंड बोता है (रिले के चक्कर समेत), उससे पहले उसके गड्ढे की एक गोटी भदर के अपने भंडार में जाती है; कुंगीदार को कुछ नहीं मिलता (Ludii का कोड यही करता है)।</translation>
    </message>
    <message>
        <source>No compensation.</source>
        <translation>कोई भरपाई नहीं।</translation>
    </message>
    <message>
        <source>Which counters the 4+1 and 3+2 rules look at.</source>
        <translation>4+1 और 3+2 के नियम किन गोटियों को देखते हैं।</translation>
    </message>
    <message>
        <source>The remainders of the two totals modulo five, after every round.</source>
        <translation>हर दौर के बाद, दोनों कुलों के पाँच से भाग देने पर बचे शेष।</translation>
    </message>
    <message>
        <source>Only the counters left in hand after filling, and only when their difference is below five: a hand of exactly 1 makes its owner Kungidar, else a hand of exactly 2 makes the other player Bhadar of a bha (Ludii).</source>
        <translation>केवल भरने के बाद हाथ में बची गोटियाँ, और केवल तब जब उनका अंतर पाँच से कम हो: ठीक 1 का हाथ अपने स्वामी को कुंगीदार बनाता है, नहीं तो ठीक 2 का हाथ दूसरे खिलाड़ी को एक भा का भदर बनाता है (Ludii)।</translation>
    </message>
    <message>
        <source>Whether the player with two pays them to the Bhadar, who returns them at the round's end.</source>
        <translation>क्या दो वाला खिलाड़ी उन्हें भदर को देता है, जो दौर के अंत में उन्हें लौटाता है।</translation>
    </message>
    <message>
        <source>Paid at the refill and returned when the round ends.</source>
        <translation>भराई पर दी जाती हैं और दौर ख़त्म होने पर लौटाई जाती हैं।</translation>
    </message>
    <message>
        <source>No counters move (Ludii).</source>
        <translation>कोई गोटी नहीं हिलती (Ludii)।</translation>
    </message>
    <message>
        <source>The bha is an end hole of the Bhadar's row (h0 or h4 for South, h5 or h9 for North).</source>
        <translation>भा भदर की पंक्ति का एक सिरे वाला गड्ढा है (दक्षिण के लिए h0 या h4, उत्तर के लिए h5 या h9)।</translation>
    </message>
    <message>
        <source>The Bhadar chooses.</source>
        <translation>भदर चुनता है।</translation>
    </message>
    <message>
        <source>Whoever happens to move in Ludii's decision phase chooses, possibly the opponent.</source>
        <translation>Ludii के निर्णय-चरण में जिसकी भी चाल हो वह चुनता है, संभवतः विरोधी।</translation>
    </message>
    <message>
        <source>The bha belongs to the Bhadar for one round. It is never a legal starting hole.</source>
        <translation>भा एक दौर के लिए भदर का होता है। वह कभी वैध आरंभिक गड्ढा नहीं होता।</translation>
    </message>
    <message>
        <source>Every counter dropped in it goes straight to the Bhadar's store; counters already in it when it becomes the bha are his at once. So it is always empty in relay and capture tests.</source>
        <translation>उसमें गिराई गई हर गोटी सीधे भदर के भंडार में जाती है; भा बनते समय उसमें पहले से पड़ी गोटियाँ तुरंत उसकी हो जाती हैं। इसलिए रिले और पकड़ की जाँचों में वह हमेशा ख़ाली होता है।</translation>
    </message>
    <message>
        <source>An ordinary hole during a segment, swept into the Bhadar's store after each segment's decision (Ludii's code).</source>
        <translation>खंड के दौरान एक साधारण गड्ढा, जिसे हर खंड के फ़ैसले के बाद भदर के भंडार में समेट दिया जाता है (Ludii का कोड)।</translation>
    </message>
    <message>
        <source>Counters stay in it until the round ends and then go to the Bhadar. In relay and capture tests it counts as occupied; it is never lifted or captured (a relay or capture aimed at it ends the turn).</source>
        <translation>गोटियाँ दौर ख़त्म होने तक उसमें रहती हैं और फिर भदर को जाती हैं। रिले और पकड़ की जाँचों में वह भरा गिना जाता है; उसे कभी उठाया या पकड़ा नहीं जाता (उस पर लक्षित रिले या पकड़ बारी ख़त्म कर देती है)।</translation>
    </message>
    <message>
        <source>Who sows first from round 2 on.</source>
        <translation>दौर 2 से आगे पहले कौन बोता है।</translation>
    </message>
    <message>
        <source>Whoever did not start the previous round (Das Gupta's Mawkar Katiya, Pallankuli).</source>
        <translation>जिसने पिछला दौर शुरू नहीं किया था (Das Gupta का Mawkar Katiya, Pallankuli)।</translation>
    </message>
    <message>
        <source>The player with fewer counters after the previous round (Walak-pussa); ties alternate.</source>
        <translation>पिछले दौर के बाद कम गोटियों वाला खिलाड़ी (Walak-pussa); बराबरी पर बारी-बारी से।</translation>
    </message>
    <message>
        <source>The player with more counters after the previous round; ties alternate.</source>
        <translation>पिछले दौर के बाद अधिक गोटियों वाला खिलाड़ी; बराबरी पर बारी-बारी से।</translation>
    </message>
    <message>
        <source>No rule: the starter is whoever Ludii's alternating between-round moves leave to move.</source>
        <translation>कोई नियम नहीं: शुरू करने वाला वह है जिसे Ludii के दौरों के बीच की बारी-बारी वाली चालें चलने के लिए छोड़ दें।</translation>
    </message>
    <message>
        <source>When the match ends and who wins.</source>
        <translation>मैच कब ख़त्म होता है और कौन जीतता है।</translation>
    </message>
    <message>
        <source>The match ends when one player holds all fifty counters (checked when a round ends and after the refill's payments).</source>
        <translation>मैच तब ख़त्म होता है जब एक खिलाड़ी के पास सभी पचास गोटियाँ हों (दौर ख़त्म होने पर और भराई के भुगतानों के बाद जाँचा जाता है)।</translation>
    </message>
    <message>
        <source>After the refill and remainder rules, a player with no live hole loses (Pallankuli, Bay Khom; the practical form of the portal's rule).</source>
        <translation>भराई और शेष के नियमों के बाद, जिस खिलाड़ी के पास कोई जीवित गड्ढा न हो वह हारता है (Pallankuli, Bay Khom; पोर्टल के नियम का व्यावहारिक रूप)।</translation>
    </message>
    <message>
        <source>Stop after the number of rounds in option 'rounds'; the higher total wins, equal totals draw (AIBDD: no limit of time or games; rounds = 1 studies a single round).</source>
        <translation>विकल्प 'rounds' में दिए दौरों के बाद रुकें; अधिक कुल जीतता है, बराबर कुल बराबरी है (AIBDD: समय या खेलों की कोई सीमा नहीं; rounds = 1 एक अकेले दौर का अध्ययन करता है)।</translation>
    </message>
    <message>
        <source>The match ends only when a player has exactly zero counters as a round ends (Ludii). A loser left with 1-4 counters and no hole never reaches zero.</source>
        <translation>मैच तभी ख़त्म होता है जब दौर ख़त्म होते समय किसी खिलाड़ी के पास ठीक शून्य गोटियाँ हों (Ludii)। 1-4 गोटियों और बिना गड्ढे के बचा हारने वाला कभी शून्य तक नहीं पहुँचता।</translation>
    </message>
    <message>
        <source>The number of rounds played when match_end = fixed_rounds (1 = a single round). Ignored otherwise.</source>
        <translation>match_end = fixed_rounds होने पर खेले जाने वाले दौरों की संख्या (1 = एक अकेला दौर)। अन्यथा इसे अनदेखा किया जाता है।</translation>
    </message>
    <message>
        <source>Reproduces Ludii's own behaviour where its code departs from its rules: the relay redirect of KB-20.1 and Ludii's trial limits, with play going on where Ludii has no guard (the stall guard G-2 ends no round). The other artefacts of KB-20 have their own options.</source>
        <translation>जहाँ Ludii का कोड उसके अपने नियमों से हटता है वहाँ उसका व्यवहार दोहराता है: KB-20.1 का रिले-मोड़ और Ludii की परीक्षण सीमाएँ, और जहाँ Ludii में कोई रक्षक नहीं वहाँ खेल जारी रहता है (रुकाव-रक्षक G-2 कोई दौर ख़त्म नहीं करता)। KB-20 की बाक़ी कृत्रिमताओं के अपने विकल्प हैं।</translation>
    </message>
    <message>
        <source>No artefacts.</source>
        <translation>कोई कृत्रिमता नहीं।</translation>
    </message>
    <message>
        <source>When a four-capture or bha sweep fires in a segment that relays, the relay lifts h1 instead (the turn ends if h1 is empty or dead); a match that reaches 2,500 turns (1,250 per player) or 10,000 Ludii moves ends with ludii_limit, as a Ludii trial would; the stall guard ends no round.</source>
        <translation>जब किसी रिले वाले खंड में चार की पकड़ या भा की सफ़ाई होती है, तो रिले उसकी जगह h1 उठाता है (अगर h1 ख़ाली या मृत हो तो बारी ख़त्म होती है); जो मैच 2,500 बारियों (हर खिलाड़ी की 1,250) या Ludii की 10,000 चालों तक पहुँचे वह ludii_limit के साथ ख़त्म होता है, जैसे Ludii का परीक्षण होता; रुकाव-रक्षक कोई दौर ख़त्म नहीं करता।</translation>
    </message>
    <message>
        <source>Not historical: what the simulator does when one turn's relay repeats a state (Brent's cycle detection; the lap cap sim.max_relay_laps always ends the match with cap_reached).</source>
        <translation>ऐतिहासिक नहीं: जब किसी बारी का रिले कोई स्थिति दोहराता है तो सिम्युलेटर क्या करता है (Brent की चक्र-पहचान; चक्कर-सीमा sim.max_relay_laps मैच को हमेशा cap_reached के साथ ख़त्म करती है)।</translation>
    </message>
    <message>
        <source>The move stops at the first repeated state, with no capture, and play goes on.</source>
        <translation>चाल पहली दोहराई गई स्थिति पर रुकती है, बिना पकड़ के, और खेल जारी रहता है।</translation>
    </message>
    <message>
        <source>A starting hole that leads to a perpetual relay is illegal when another exists; if all do, the match ends as with abort_report.</source>
        <translation>जो आरंभिक गड्ढा अनंत रिले की ओर ले जाए वह अवैध है जब कोई और मौजूद हो; अगर सभी ऐसे हों, तो मैच abort_report की तरह ख़त्म होता है।</translation>
    </message>
    <message>
        <source>Not historical: what the simulator does when a round is proven stalled: its trigger (a position repeated sim.repeat_k times, or sim.no_capture_turns turns without capture) fired, and an exact search of every position still reachable in the round found no capture and no end by the rules. An unproven trigger only backs off, and play goes on. Under round_end = no_further_capture the proof is the rule itself and ends the round by rule. Off under ludii_quirks = on.</source>
        <translation>ऐतिहासिक नहीं: जब किसी दौर का रुकना सिद्ध हो जाए तो सिम्युलेटर क्या करता है: उसका ट्रिगर (कोई स्थिति sim.repeat_k बार दोहराई गई, या sim.no_capture_turns बारियाँ बिना पकड़ के) चला, और दौर में अभी भी पहुँच योग्य हर स्थिति की सटीक खोज में न कोई पकड़ मिली न नियमों से कोई अंत। असिद्ध ट्रिगर केवल पीछे हटता है, और खेल चलता रहता है। round_end = no_further_capture के अंतर्गत प्रमाण ही नियम है और दौर को नियम से ख़त्म करता है। ludii_quirks = on के अंतर्गत बंद।</translation>
    </message>
    <message>
        <source>The round ends and option 'leftover' shares the board; play goes on.</source>
        <translation>दौर ख़त्म होता है और विकल्प 'leftover' बिसात बाँटता है; खेल जारी रहता है।</translation>
    </message>
    <message>
        <source>The round ends and the match stops with end reason round_stalled and an undecided result.</source>
        <translation>दौर ख़त्म होता है और मैच अंत के कारण round_stalled और अनिर्णीत परिणाम के साथ रुकता है।</translation>
    </message>
    <message>
        <source>Not historical: the board Das Gupta describes has five holes a side. Fewer holes give boards small enough for the state graph to list every reachable position and to solve the game exactly. Rules that name holes keep their meaning (h1 stays h1; the bha is one of the Bhadar's two end holes, the only one when a row has a single hole).</source>
        <translation>ऐतिहासिक नहीं: Das Gupta जिस बिसात का वर्णन करते हैं उसमें हर ओर पाँच गड्ढे हैं। कम गड्ढों से बिसात इतनी छोटी होती है कि स्थिति-ग्राफ़ हर पहुँच योग्य स्थिति गिन सके और खेल को ठीक-ठीक हल कर सके। गड्ढों का नाम लेने वाले नियम अपना अर्थ रखते हैं (h1, h1 ही रहता है; भा भदर के दो सिरे वाले गड्ढों में से एक है, और पंक्ति में एक ही गड्ढा हो तो वही एक)।</translation>
    </message>
    <message>
        <source>Not historical: the texts put five counters in every hole. Another number makes boards for exact state-graph analysis. The refill then fills a hole for every group of this many counters, and the remainder rules become 'one short' (4+1) and 'two short' (3+2) of a group; the four-counter rule still means four.</source>
        <translation>ऐतिहासिक नहीं: पाठ हर गड्ढे में पाँच गोटियाँ रखते हैं। दूसरी संख्या से सटीक स्थिति-ग्राफ़ विश्लेषण के लिए बिसातें बनती हैं। तब भराई इतनी गोटियों के हर समूह के लिए एक गड्ढा भरती है, और शेष के नियम एक समूह से 'एक कम' (4+1) और 'दो कम' (3+2) हो जाते हैं; चार गोटियों के नियम का अर्थ फिर भी चार है।</translation>
    </message>
    <message>
        <source>R1 Das Gupta via AIBDD, literal</source>
        <translation>R1 Das Gupta, AIBDD के माध्यम से, शाब्दिक</translation>
    </message>
    <message>
        <source>Follows the AIBDD text sentence by sentence: next-hole relay, capture of the hole after the empty one, no four-counter rule, the loser losing one hole for each full five in the difference of the totals with further fives going to the winner, the Kungidar paid one counter from every turn's start hole, and a bha that keeps what falls into it until the round ends. Where AIBDD is silent it departs as little as it can: a round ends when play stops producing captures (the text has no end rule that can be reached, since a move never empties the board), a player with nothing to sow ends the round with each taking his own row, the first player is drawn by chance, later rounds alternate, and the match ends when a player has no live hole left (AIBDD's 'without any restriction as to the time or the number of games'; read the standings per round, or set match_end = fixed_rounds).</source>
        <translation>AIBDD के पाठ का वाक्य-दर-वाक्य पालन करता है: अगले गड्ढे वाला रिले, ख़ाली गड्ढे के बाद वाले गड्ढे की पकड़, चार गोटियों का कोई नियम नहीं, हारने वाला कुल के अंतर में हर पूरे पाँच के लिए एक गड्ढा खोता है और आगे के पाँच विजेता को जाते हैं, कुंगीदार को हर बारी के आरंभिक गड्ढे से एक गोटी मिलती है, और भा दौर ख़त्म होने तक उसमें गिरी हर चीज़ रखता है। जहाँ AIBDD चुप है वहाँ यह जितना कम हो सके उतना हटता है: दौर तब ख़त्म होता है जब खेल पकड़ें देना बंद कर दे (पाठ में ऐसा कोई अंत-नियम नहीं जिस तक पहुँचा जा सके, क्योंकि कोई चाल बिसात कभी ख़ाली नहीं करती), जिसके पास बोने को कुछ न हो वह दौर ख़त्म करता है और हर कोई अपनी पंक्ति लेता है, पहला खिलाड़ी संयोग से चुना जाता है, बाद के दौर बारी-बारी से शुरू होते हैं, और मैच तब ख़त्म होता है जब किसी खिलाड़ी के पास कोई जीवित गड्ढा न बचे (AIBDD का 'without any restriction as to the time or the number of games' (समय या खेलों की संख्या की किसी रोक के बिना); हर दौर की स्थिति पढ़ें, या match_end = fixed_rounds रखें)।</translation>
    </message>
    <message>
        <source>R3 Ludii DLP code</source>
        <translation>R3 Ludii DLP कोड</translation>
    </message>
    <message>
        <source>Reproduces what Ludii's program does, artefacts included: South always starts, dead holes count as empty in the relay and capture tests, every hole holding four after a segment goes to its row owner, a player with nothing to sow passes, a round ends when one counter is left, holes are refilled with fives wherever each player chooses, the remainder rule looks only at the hands after filling, the Bhadar (not the Kungidar) takes a counter before each of his segments, the 2 are never paid, the bha is swept after each segment and chosen by whoever moves, and the match ends only when a hand is exactly zero. With ludii_quirks on, a relay during which a sweep fired restarts from h1, a match ends at Ludii's trial limit (2,500 turns, 1,250 per player, or 10,000 moves) with end reason ludii_limit, and RuleLab's stall guard ends no round: play goes on as in Ludii. The one guard Ludii lacks that can still act is G-1: a relay proven to repeat its state for ever ends the match as relay_loop (undecided), where Ludii would run into its move limit, also without a winner.</source>
        <translation>Ludii का प्रोग्राम जो करता है उसे दोहराता है, कृत्रिमताओं समेत: दक्षिण हमेशा शुरू करता है, रिले और पकड़ की जाँचों में मृत गड्ढे ख़ाली गिने जाते हैं, किसी खंड के बाद चार वाला हर गड्ढा उसकी पंक्ति के स्वामी को जाता है, जिसके पास बोने को कुछ न हो वह बारी छोड़ता है, एक गोटी बचने पर दौर ख़त्म होता है, गड्ढे पाँच-पाँच से वहाँ भरे जाते हैं जहाँ हर खिलाड़ी चुने, शेष का नियम केवल भरने के बाद के हाथों को देखता है, भदर (कुंगीदार नहीं) अपने हर खंड से पहले एक गोटी लेता है, 2 कभी नहीं चुकाए जाते, भा हर खंड के बाद समेटा जाता है और जिसकी भी चाल हो वह उसे चुनता है, और मैच तभी ख़त्म होता है जब कोई हाथ ठीक शून्य हो। ludii_quirks चालू होने पर, जिस रिले के दौरान सफ़ाई हुई वह h1 से फिर शुरू होता है, मैच Ludii की परीक्षण सीमा (2,500 बारियाँ, हर खिलाड़ी की 1,250, या 10,000 चालें) पर अंत के कारण ludii_limit के साथ ख़त्म होता है, और RuleLab का रुकाव-रक्षक कोई दौर ख़त्म नहीं करता: खेल Ludii की तरह चलता रहता है। Ludii में न होने वाला एकमात्र रक्षक जो फिर भी काम कर सकता है G-1 है: जिस रिले का अपनी स्थिति हमेशा दोहराना सिद्ध हो वह मैच को relay_loop (अनिर्णीत) के रूप में ख़त्म करता है, जहाँ Ludii अपनी चाल-सीमा तक चलता, वह भी बिना विजेता के।</translation>
    </message>
    <message>
        <source>R2 Ludii portal text</source>
        <translation>R2 Ludii पोर्टल पाठ</translation>
    </message>
    <message>
        <source>Follows the Ludii portal's rules text rather than Ludii's code: as R1, plus the four-counter rule that only this text has (read as the row owner taking a hole the moment it reaches four), a bha that captures every counter dropped into it, and play until all counters are captured, in the round and in the match. Departs where the text cannot be played as written: a round whose board can no longer be emptied is ended by the stall guard with the counters going to their row owners, a player with nothing to sow passes (the text is silent), and the pooled five of a 3+2 remainder go into the bha when it is empty.</source>
        <translation>Ludii के कोड के बजाय Ludii पोर्टल के नियम-पाठ का पालन करता है: R1 की तरह, और साथ में चार गोटियों का नियम जो केवल इसी पाठ में है (इस अर्थ में कि जिस क्षण कोई गड्ढा चार तक पहुँचे, पंक्ति का स्वामी उसे ले लेता है), एक भा जो उसमें गिरी हर गोटी पकड़ लेता है, और दौर तथा मैच दोनों में सब गोटियाँ पकड़ी जाने तक खेल। जहाँ पाठ को लिखे अनुसार खेला नहीं जा सकता वहाँ हटता है: जिस दौर की बिसात अब ख़ाली नहीं हो सकती उसे रुकाव-रक्षक ख़त्म करता है और गोटियाँ अपनी पंक्ति के स्वामियों को जाती हैं, जिसके पास बोने को कुछ न हो वह बारी छोड़ता है (पाठ चुप है), और 3+2 शेष के मिलाए हुए पाँच भा में जाते हैं जब वह ख़ाली हो।</translation>
    </message>
    <message>
        <source>R4 Coherent reconstruction (Mawkar analogue)</source>
        <translation>R4 सुसंगत पुनर्निर्माण (मावकर सादृश्य)</translation>
    </message>
    <message>
        <source>The catalogue's baseline: AIBDD's rules, with the refill read so that every sentence of its remainder rule adds up. Each player fills a hole for every five he holds, and the two remainders are pooled to the Bhadar, who brings the five into play (his next empty hole, or the bha at an end hole); the loser thus loses about one hole per five he is short, rounding to the nearest. No four-counter rule, the Kungidar paid from every turn's start hole, an accumulating bha returned with the 2 at the round's end, alternating starters, and a player with no live hole after the refill loses. Departs from AIBDD in the refill arithmetic (R1 follows its wording) and, like R1, in the round end, which no source gives in a form that can be reached.</source>
        <translation>सूची का आधार: AIBDD के नियम, भराई को इस तरह पढ़कर कि उसके शेष-नियम का हर वाक्य मेल खाए। हर खिलाड़ी अपनी हर पाँच गोटियों के लिए एक गड्ढा भरता है, और दोनों शेष मिलाकर भदर को दिए जाते हैं, जो पाँचों को खेल में लाता है (उसका अगला ख़ाली गड्ढा, या सिरे के गड्ढे पर भा); इस तरह हारने वाला अपनी हर पाँच की कमी पर लगभग एक गड्ढा खोता है, निकटतम तक पूर्णांकित। चार गोटियों का कोई नियम नहीं, कुंगीदार को हर बारी के आरंभिक गड्ढे से भुगतान, जमा होता भा जो दौर के अंत में 2 के साथ लौटाया जाता है, बारी-बारी से शुरू करने वाले, और भराई के बाद जिस खिलाड़ी के पास कोई जीवित गड्ढा न हो वह हारता है। AIBDD से भराई के हिसाब में हटता है (R1 उसके शब्दों का पालन करता है) और, R1 की तरह, दौर के अंत में, जिसे कोई स्रोत ऐसे रूप में नहीं देता जिस तक पहुँचा जा सके।</translation>
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
