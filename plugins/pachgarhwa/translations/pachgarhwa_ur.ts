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
        <source>Who sows first. Humphries does not say; Ludii lets South (its P1) begin.</source>
        <translation>پہلے کون بوتا ہے۔ Humphries نہیں بتاتے؛ Ludii جنوب (اپنے P1) سے شروع کرواتا ہے۔</translation>
    </message>
    <message>
        <source>South always begins, as in Ludii's encoding.</source>
        <translation>جنوب ہمیشہ شروع کرتا ہے، جیسا Ludii کی کوڈنگ میں۔</translation>
    </message>
    <message>
        <source>Which of his holes a player may lift. The text allows any hole on his side.</source>
        <translation>کھلاڑی اپنے کون سے گڑھے اٹھا سکتا ہے۔ متن اس کی طرف کے کسی بھی گڑھے کی اجازت دیتا ہے۔</translation>
    </message>
    <message>
        <source>Any non-empty (live) hole the mover owns.</source>
        <translation>چلنے والے کا کوئی بھی بھرا (زندہ) گڑھا۔</translation>
    </message>
    <message>
        <source>A hole with a single counter may not be sown while the mover has a hole with two or more (a Walak-pussa analogue).</source>
        <translation>اکیلی گوٹی والا گڑھا تب تک نہیں بویا جا سکتا جب تک چلنے والے کے پاس دو یا زیادہ گوٹیوں والا گڑھا ہو (Walak-pussa جیسا)۔</translation>
    </message>
    <message>
        <source>Whether the emptied hole gets a counter when a sowing goes all the way round. The text says only 'one in each hole'.</source>
        <translation>جب بوائی پورا چکر لگاتی ہے تو کیا خالی کیے گئے گڑھے کو گوٹی ملتی ہے۔ متن صرف 'ہر گڑھے میں ایک' کہتا ہے۔</translation>
    </message>
    <message>
        <source>The origin hole is sown like any other (Ludii's default).</source>
        <translation>ابتدائی گڑھا کسی اور گڑھے کی طرح بویا جاتا ہے (Ludii کا طے شدہ)۔</translation>
    </message>
    <message>
        <source>The origin hole is passed over (the Oware habit).</source>
        <translation>ابتدائی گڑھا چھوڑ دیا جاتا ہے (Oware کی عادت)۔</translation>
    </message>
    <message>
        <source>What continues the move after the last counter falls into hole L.</source>
        <translation>آخری گوٹی کے گڑھے L میں گرنے کے بعد چال کو کیا آگے بڑھاتا ہے۔</translation>
    </message>
    <message>
        <source>If L+1 holds counters, lift all of them and sow on from L+2; repeat (Humphries' pussa kanawa).</source>
        <translation>اگر L+1 میں گوٹیاں ہوں، تو سب اٹھا کر L+2 سے آگے بوئیں؛ دہرائیں (Humphries کا pussa kanawa)۔</translation>
    </message>
    <message>
        <source>If L held counters before the last drop, lift L itself and sow on (a contrast reading only).</source>
        <translation>اگر آخری گوٹی گرنے سے پہلے L میں گوٹیاں تھیں، تو L ہی کو اٹھا کر آگے بوئیں (صرف موازنے کے لیے قراءت)۔</translation>
    </message>
    <message>
        <source>If L+1 holds counters, the mover captures them and lifts L itself to sow on; repeat. When L+1 is empty the capture option applies. This is Ludii's encoding, which contradicts the text.</source>
        <translation>اگر L+1 میں گوٹیاں ہوں، تو چلنے والا انہیں پکڑ لیتا ہے اور L ہی کو اٹھا کر آگے بوتا ہے؛ دہرائیں۔ جب L+1 خالی ہو تو پکڑ کا اختیار لاگو ہوتا ہے۔ یہ Ludii کی کوڈنگ ہے، جو متن کے خلاف ہے۔</translation>
    </message>
    <message>
        <source>What the mover takes when the hole after L is empty; the turn then ends.</source>
        <translation>جب L کے بعد والا گڑھا خالی ہو تو چلنے والا کیا لیتا ہے؛ پھر باری ختم ہوتی ہے۔</translation>
    </message>
    <message>
        <source>As chain, but at most four holes (L+2, L+4, L+6, L+8), as Ludii codes Bay Khom.</source>
        <translation>سلسلے کی طرح، مگر زیادہ سے زیادہ چار گڑھے (L+2، L+4، L+6، L+8)، جیسے Ludii Bay Khom کو لکھتا ہے۔</translation>
    </message>
    <message>
        <source>As chain, but the chain may go round the board and take L itself (when L+9 is empty); the only capture under which captures alone can empty the board.</source>
        <translation>سلسلے کی طرح، مگر سلسلہ بساط کا چکر لگا کر L کو بھی لے سکتا ہے (جب L+9 خالی ہو)؛ یہی ایک پکڑ ہے جس میں صرف پکڑیں بساط خالی کر سکتی ہیں۔</translation>
    </message>
    <message>
        <source>Take only L+2 (Khutka Boia's rule and Ludii's Pachgarhwa).</source>
        <translation>صرف L+2 لیں (Khutka Boia کا اصول اور Ludii کا Pachgarhwa)۔</translation>
    </message>
    <message>
        <source>Skip the run of empty holes after L and take the first loaded hole (Murray-style; contrast only).</source>
        <translation>L کے بعد کے خالی گڑھوں کو چھوڑ کر پہلا بھرا گڑھا لیں (Murray کا انداز؛ صرف موازنے کے لیے)۔</translation>
    </message>
    <message>
        <source>Where a capture may be made. Under hole_capture a captured hole counts as its new owner's.</source>
        <translation>پکڑ کہاں کی جا سکتی ہے۔ hole_capture کے تحت پکڑا گیا گڑھا اپنے نئے مالک کا گنا جاتا ہے۔</translation>
    </message>
    <message>
        <source>Either row (Walak-pussa: a capture can be made anywhere).</source>
        <translation>کوئی بھی قطار (Walak-pussa: پکڑ کہیں بھی کی جا سکتی ہے)۔</translation>
    </message>
    <message>
        <source>What happens when the player to move has no counters in his holes. The text says outright that Humphries does not explain it.</source>
        <translation>جب چلنے والے کے گڑھوں میں کوئی گوٹی نہ ہو تو کیا ہوتا ہے۔ متن صاف کہتا ہے کہ Humphries اسے نہیں سمجھاتے۔</translation>
    </message>
    <message>
        <source>The game (round) ends and the opponent takes every counter left (Bay Khom / Walak-pussa, the rule Wikimanqala suggests).</source>
        <translation>کھیل (دور) ختم ہوتا ہے اور مخالف بچی ہر گوٹی لے لیتا ہے (Bay Khom / Walak-pussa، وہ اصول جو Wikimanqala تجویز کرتا ہے)۔</translation>
    </message>
    <message>
        <source>He passes and the opponent sows again (Ludii's automatic pass).</source>
        <translation>وہ باری چھوڑتا ہے اور مخالف پھر سے بوتا ہے (Ludii کا خودکار باری چھوڑنا)۔</translation>
    </message>
    <message>
        <source>The game (round) ends and each player takes the counters in the holes he owns (Pallankuzhi).</source>
        <translation>کھیل (دور) ختم ہوتا ہے اور ہر کھلاڑی اپنے گڑھوں کی گوٹیاں لیتا ہے (Pallankuzhi)۔</translation>
    </message>
    <message>
        <source>When the game (or, in match play, the round) ends. Humphries' 'all the pieces on the board are exhausted' cannot be reached with chain or single capture (every move leaves its last counter in L and captures never take L), so it needs the stall guard.</source>
        <translation>کھیل (یا، میچ میں، دور) کب ختم ہوتا ہے۔ Humphries کا 'بساط کے سارے مہرے ختم ہو جاتے ہیں' سلسلے یا اکیلی پکڑ سے نہیں پہنچا جا سکتا (ہر چال اپنی آخری گوٹی L میں چھوڑتی ہے اور پکڑیں L کو کبھی نہیں لیتیں)، اس لیے اسے رکاوٹ محافظ چاہیے۔</translation>
    </message>
    <message>
        <source>It ends when play stops producing captures, as the stall test G-2 finds it; leftover shares the board.</source>
        <translation>یہ تب ختم ہوتا ہے جب کھیل پکڑیں دینا بند کر دے، جیسا رکاوٹ کی جانچ G-2 پاتی ہے؛ leftover بساط بانٹتا ہے۔</translation>
    </message>
    <message>
        <source>As soon as one counter is left on the board after a move, it goes to the owner of its hole and the game ends (Ludii's encoding: the score is captures plus counters in one's own row).</source>
        <translation>کسی چال کے بعد جیسے ہی بساط پر ایک گوٹی بچتی ہے، وہ اس کے گڑھے کے مالک کو جاتی ہے اور کھیل ختم ہوتا ہے (Ludii کی کوڈنگ: اسکور = پکڑیں اور اپنی قطار کی گوٹیاں)۔</translation>
    </message>
    <message>
        <source>When the ends the board alone decides (one counter left, an empty board, a player's holes empty) are tested: after the whole turn, or also after every lap of a relay. Humphries' text does not decide it; Ludii makes every lap a move of its own and tests its end rule after every move. The end by the player to move having nothing to sow (option 'no_move') is tested after the turn either way.</source>
        <translation>وہ اختتام کب جانچے جاتے ہیں جنہیں اکیلے بساط طے کرتی ہے (ایک گوٹی بچی، خالی بساط، کسی کھلاڑی کے گڑھے خالی): پوری باری کے بعد، یا ریلے کے ہر چکر کے بعد بھی۔ Humphries کا متن اسے طے نہیں کرتا؛ Ludii ہر چکر کو الگ چال بناتا ہے اور ہر چال کے بعد اپنا اختتام کا اصول جانچتا ہے۔ چلنے والے کے پاس بونے کو کچھ نہ ہونے سے آنے والا اختتام (اختیار 'no_move') دونوں صورتوں میں باری کے بعد ہی جانچا جاتا ہے۔</translation>
    </message>
    <message>
        <source>Also after every lap of a relay: the moment the end holds, the turn stops there and the game (round) ends. Under Ludii's Pachgarhwa the game ends as soon as a capture leaves one counter, before that counter is sown on.</source>
        <translation>ریلے کے ہر چکر کے بعد بھی: جس لمحے اختتام کی شرط پوری ہو، باری وہیں رکتی ہے اور کھیل (دور) ختم ہوتا ہے۔ Ludii کے Pachgarhwa میں کھیل اسی وقت ختم ہو جاتا ہے جب کوئی پکڑ ایک گوٹی چھوڑ دے، اس گوٹی کے آگے بوئے جانے سے پہلے۔</translation>
    </message>
    <message>
        <source>The game was played in rounds in which holes could be captured, but Humphries never learned how. Every value except none refills the holes from the totals after each round.</source>
        <translation>کھیل دوروں میں کھیلا جاتا تھا جن میں گڑھے پکڑے جا سکتے تھے، مگر Humphries کبھی نہیں جان پائے کہ کیسے۔ 'کوئی نہیں' کے سوا ہر قدر ہر دور کے بعد کل سے گڑھے پھر بھرتی ہے۔</translation>
    </message>
    <message>
        <source>Each player refills his holes with five each from his counters; holes he cannot fill are out of play for the round, and what is left over is set aside (Pallankuli, Bay Khom, Walak-pussa).</source>
        <translation>ہر کھلاڑی اپنی گوٹیوں سے اپنے گڑھے پانچ پانچ سے بھرتا ہے؛ جو گڑھے وہ نہیں بھر سکتا وہ اس دور کے لیے کھیل سے باہر ہیں، اور جو بچے وہ الگ رکھا جاتا ہے (Pallankuli، Bay Khom، Walak-pussa)۔</translation>
    </message>
    <message>
        <source>As hole loss, but a hole the loser cannot fill is taken over by the winner, who fills it with five from his surplus and owns it for the round (a hole he cannot fill either is out of play). Ownership is worked out again at every refill, so the hole returns when the loser can fill it.</source>
        <translation>گڑھے کے کھونے کی طرح، مگر جس گڑھے کو ہارنے والا نہیں بھر سکتا اسے فاتح لے لیتا ہے، جو اسے اپنے فاضل سے پانچ سے بھرتا ہے اور اس دور کے لیے اس کا مالک ہوتا ہے (جسے وہ بھی نہ بھر سکے وہ کھیل سے باہر ہے)۔ ملکیت ہر بھرائی پر پھر سے طے ہوتی ہے، اس لیے جب ہارنے والا اسے بھر سکے تو گڑھا لوٹ آتا ہے۔</translation>
    </message>
    <message>
        <source>Khutka Boia's refill under its reading R4: fill plus the pooled remainders (Bhadar, Kungidar paid from each turn's start hole, an accumulating bha returned with the 2). Speculative.</source>
        <translation>قراءت R4 کے تحت Khutka Boia کی بھرائی: بھرائی اور ملائے گئے باقی (بھدر، ہر باری کے ابتدائی گڑھے سے ادا کیا گیا کنگی دار، 2 کے ساتھ لوٹایا گیا جمع ہوتا بھا)۔ قیاسی۔</translation>
    </message>
    <message>
        <source>Which holes a player fills first between rounds, and so which die (multi-round only).</source>
        <translation>دوروں کے درمیان کھلاڑی پہلے کون سے گڑھے بھرتا ہے، اور اس لیے کون سے مرتے ہیں (صرف کئی دوروں میں)۔</translation>
    </message>
    <message>
        <source>South fills h0, h1, ...; North h5, h6, ....</source>
        <translation>جنوب h0، h1، ... بھرتا ہے؛ شمال h5، h6، ...۔</translation>
    </message>
    <message>
        <source>Each player chooses an empty hole for each group of five.</source>
        <translation>ہر کھلاڑی پانچ کے ہر گروہ کے لیے ایک خالی گڑھا چنتا ہے۔</translation>
    </message>
    <message>
        <source>Who sows first from round 2 on (multi-round only).</source>
        <translation>دور 2 سے آگے پہلے کون بوتا ہے (صرف کئی دوروں میں)۔</translation>
    </message>
    <message>
        <source>The player with fewer counters after the previous round; ties alternate (Walak-pussa).</source>
        <translation>پچھلے دور کے بعد کم گوٹیوں والا کھلاڑی؛ برابری پر باری باری (Walak-pussa)۔</translation>
    </message>
    <message>
        <source>When a multi-round match ends (multi-round only).</source>
        <translation>کئی دوروں والا میچ کب ختم ہوتا ہے (صرف کئی دوروں میں)۔</translation>
    </message>
    <message>
        <source>After the refill, a player who owns no live hole loses.</source>
        <translation>بھرائی کے بعد، جس کھلاڑی کے پاس کوئی زندہ گڑھا نہ ہو وہ ہارتا ہے۔</translation>
    </message>
    <message>
        <source>Not historical: Humphries describes five holes a side. Fewer holes give boards small enough for the state graph to list every reachable position and to solve the game exactly. Hole numbers keep their meaning (a player's own left is still h0 for South; under the Khutka scheme the bha is one of the Bhadar's end holes, the only one on a one-hole row).</source>
        <translation>تاریخی نہیں: Humphries ہر طرف پانچ گڑھے بتاتے ہیں۔ کم گڑھوں سے بساط اتنی چھوٹی ہوتی ہے کہ حالت کا گراف ہر قابلِ رسائی حالت گن سکے اور کھیل کو ٹھیک ٹھیک حل کر سکے۔ گڑھوں کے نمبر اپنا مطلب رکھتے ہیں (جنوب کے لیے اس کی اپنی بائیں طرف اب بھی h0 ہے؛ Khutka ترتیب میں بھا بھدر کے سرے کے گڑھوں میں سے ایک ہے، ایک گڑھے والی قطار میں وہی ایک)۔</translation>
    </message>
    <message>
        <source>Not historical: Humphries puts five counters in every hole. Another number makes boards for exact state-graph analysis. Between rounds a hole is then filled (or captured) for every group of this many counters, and under the Khutka scheme the remainders are 'one short' (4+1) and 'two short' (3+2) of a group.</source>
        <translation>تاریخی نہیں: Humphries ہر گڑھے میں پانچ گوٹیاں رکھتے ہیں۔ دوسری تعداد سے حالت کے گراف کے درست تجزیے کے لیے بساطیں بنتی ہیں۔ تب دوروں کے درمیان اتنی گوٹیوں کے ہر گروہ کے لیے ایک گڑھا بھرا (یا پکڑا) جاتا ہے، اور Khutka ترتیب میں باقی ایک گروہ سے 'ایک کم' (4+1) اور 'دو کم' (3+2) ہو جاتے ہیں۔</translation>
    </message>
    <message>
        <source>P2 Humphries + Bay Khom ending</source>
        <translation>P2 Humphries + Bay Khom کا اختتام</translation>
    </message>
    <message>
        <source>Humphries' sowing and chain capture, with the ending Wikimanqala proposes from similar games: when the player to move has nothing to sow, the game ends and his opponent takes every counter left on the board. The player with more counters wins.</source>
        <translation>Humphries کی بوائی اور سلسلہ وار پکڑ، اس اختتام کے ساتھ جو Wikimanqala ملتے جلتے کھیلوں سے تجویز کرتا ہے: جب چلنے والے کے پاس بونے کو کچھ نہ ہو، تو کھیل ختم ہوتا ہے اور اس کا مخالف بساط پر بچی ہر گوٹی لے لیتا ہے۔ زیادہ گوٹیوں والا کھلاڑی جیتتا ہے۔</translation>
    </message>
    <message>
        <source>P3 Humphries, exhaustible board</source>
        <translation>P3 Humphries، خالی ہو سکنے والی بساط</translation>
    </message>
    <message>
        <source>Humphries' rules with the one capture reading under which his ending ('all the pieces on the board are exhausted') can be reached by captures alone: the chain may go all the way round the board and take the hole of the last counter. A player with nothing to sow passes; games that stop producing captures are ended by the stall guard and flagged, as in P1.</source>
        <translation>Humphries کے اصول، اس ایک پکڑ کی قراءت کے ساتھ جس میں ان کا اختتام ('بساط کے سارے مہرے ختم ہو جاتے ہیں') صرف پکڑوں سے پہنچا جا سکتا ہے: سلسلہ بساط کا پورا چکر لگا کر آخری گوٹی والا گڑھا لے سکتا ہے۔ جس کے پاس بونے کو کچھ نہ ہو وہ باری چھوڑتا ہے؛ جو کھیل پکڑیں دینا بند کر دیں انہیں رکاوٹ محافظ ختم کرتا ہے اور نشان زد کرتا ہے، جیسے P1 میں۔</translation>
    </message>
    <message>
        <source>P1 Humphries 1906, literal</source>
        <translation>P1 Humphries 1906، لفظی</translation>
    </message>
    <message>
        <source>Humphries' rules as Wikimanqala reports them: sow any hole of one's row anticlockwise, lift the hole after the last counter and sow on, and when that hole is empty take the hole beyond it and every further loaded hole beyond an empty one. A player with nothing to sow passes, and the game ends only when the board is exhausted, which chain capture can never bring about (the last counter of a move always stays on the board); the stall guard therefore ends every game, gives the counters left to the owners of their rows and flags the result (end reason round_stalled, result by the totals).</source>
        <translation>Humphries کے اصول جیسے Wikimanqala انہیں بتاتا ہے: اپنی قطار کا کوئی گڑھا گھڑی کی الٹی سمت بوئیں، آخری گوٹی کے بعد والا گڑھا اٹھا کر آگے بوئیں، اور جب وہ گڑھا خالی ہو تو اس سے آگے والا گڑھا اور کسی خالی گڑھے سے آگے کا ہر اگلا بھرا گڑھا لیں۔ جس کے پاس بونے کو کچھ نہ ہو وہ باری چھوڑتا ہے، اور کھیل تبھی ختم ہوتا ہے جب بساط ختم ہو، جو سلسلہ وار پکڑ کبھی نہیں کر سکتی (چال کی آخری گوٹی ہمیشہ بساط پر رہتی ہے)؛ اس لیے رکاوٹ محافظ ہر کھیل ختم کرتا ہے، بچی گوٹیاں ان کی قطاروں کے مالکوں کو دیتا ہے اور نتیجہ نشان زد کرتا ہے (اختتام کی وجہ round_stalled، نتیجہ کل سے)۔</translation>
    </message>
    <message>
        <source>P4 Humphries multi-round (hole loss)</source>
        <translation>P4 Humphries کثیر دور (گڑھوں کا نقصان)</translation>
    </message>
    <message>
        <source>P2 played as a match of rounds, Humphries' 'several rounds' filled in from related games: after each round each player puts five counters into each of his holes, from his left, as far as his counters go; holes he cannot fill are out of play for the round and the rest is set aside. The round's loser starts the next round, and a player who cannot fill a single hole loses the match.</source>
        <translation>دوروں کے میچ کے طور پر کھیلی گئی P2، Humphries کے 'کئی دور' متعلقہ کھیلوں سے بھرے گئے: ہر دور کے بعد ہر کھلاڑی اپنی بائیں طرف سے، جہاں تک اس کی گوٹیاں جائیں، اپنے ہر گڑھے میں پانچ گوٹیاں رکھتا ہے؛ جو گڑھے وہ نہیں بھر سکتا وہ اس دور کے لیے کھیل سے باہر ہیں اور باقی الگ رکھا جاتا ہے۔ دور کا ہارنے والا اگلا دور شروع کرتا ہے، اور جو کھلاڑی ایک بھی گڑھا نہ بھر سکے وہ میچ ہارتا ہے۔</translation>
    </message>
    <message>
        <source>P5 Ludii's encoding (Pachgarhwa.lud)</source>
        <translation>P5 Ludii کی کوڈنگ (Pachgarhwa.lud)</translation>
    </message>
    <message>
        <source>What Ludii's code does, which departs both from Humphries and from the rules text Ludii itself gives with the program (the next hole's counters lifted and sown on; play until no capture is possible, most captures wins): when the hole after the last counter is loaded, the mover captures it and sows on from the hole of the last counter; when it is empty he takes the hole beyond it only (no chain) and the turn ends. South moves first, a player with nothing to sow passes, and the game ends as soon as one counter is left, which goes to the owner of its row (Ludii's score counts the counters in one's own row as one's own). Each lap of a relay is a move of its own in Ludii, and its end rule is tested after every move (end_test = after_every_lap): a capture that leaves one counter ends the game before that counter is sown on into the next hole, perhaps across the rows. As in Ludii's program, a game that never reaches one counter left runs on to Ludii's trial limit (2,500 turns or 10,000 moves) and ends there with no winner (ludii_limit); RuleLab's stall guard does not end it.</source>
        <translation>Ludii کا کوڈ جو کرتا ہے، جو Humphries سے بھی ہٹتا ہے اور اس اصولی متن سے بھی جو Ludii خود پروگرام کے ساتھ دیتا ہے (اگلے گڑھے کی گوٹیاں اٹھا کر آگے بوئی جاتی ہیں؛ تب تک کھیلو جب تک کوئی پکڑ ممکن نہ ہو، سب سے زیادہ پکڑ جیتتی ہے): جب آخری گوٹی کے بعد والا گڑھا بھرا ہو، تو چلنے والا اسے پکڑ لیتا ہے اور آخری گوٹی والے گڑھے سے آگے بوتا ہے؛ جب وہ خالی ہو تو وہ صرف اس سے آگے والا گڑھا لیتا ہے (کوئی سلسلہ نہیں) اور باری ختم ہوتی ہے۔ جنوب پہلے چلتا ہے، جس کے پاس بونے کو کچھ نہ ہو وہ باری چھوڑتا ہے، اور کھیل اسی وقت ختم ہوتا ہے جب ایک گوٹی بچے، جو اس کی قطار کے مالک کو جاتی ہے (Ludii کا اسکور اپنی قطار کی گوٹیوں کو اپنا گنتا ہے)۔ Ludii میں ریلے کا ہر چکر الگ چال ہے، اور اس کا اختتام کا اصول ہر چال کے بعد جانچا جاتا ہے (end_test = after_every_lap): جو پکڑ ایک گوٹی چھوڑ دے وہ کھیل کو اس گوٹی کے اگلے گڑھے میں، شاید قطاروں کے پار، آگے بوئے جانے سے پہلے ختم کر دیتی ہے۔ Ludii کے پروگرام کی طرح، جو کھیل کبھی ایک گوٹی تک نہیں پہنچتا وہ Ludii کی آزمائشی حد (2,500 باریاں یا 10,000 چالیں) تک چلتا ہے اور وہیں بغیر فاتح کے ختم ہوتا ہے (ludii_limit)؛ RuleLab کا رکاوٹ محافظ اسے ختم نہیں کرتا۔</translation>
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
