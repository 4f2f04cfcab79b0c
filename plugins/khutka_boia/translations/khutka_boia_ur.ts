<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ur">
<context>
    <name>game khutka-boia</name>
    <message>
        <source>Khutka Boia</source>
        <translation>Khutka Boia</translation>
    </message>
    <message>
        <source>Mianwali district, Punjab (now Pakistan)</source>
        <translation>ضلع میانوالی، پنجاب (اب پاکستان)</translation>
    </message>
    <message>
        <source>documented 1926</source>
        <translation>1926 میں درج</translation>
    </message>
    <message>
        <source>A two-row mancala of five holes a side with five counters in each, recorded by H. C. Das Gupta among Pathan players of Mianwali. A player sows one of his holes anticlockwise; when the last counter falls, he lifts the next hole and sows on, and when the next hole is empty he takes the hole after it. Rounds are followed by a refill in which the loser loses holes, with the Bhadar, Kungidar and bha settling the odd counters. The two surviving texts (AIBDD and the Ludii portal) disagree on the four-counter rule, the end of a round and of the match.</source>
        <translation>دو قطاروں والا منکالا، ہر طرف پانچ گڑھے اور ہر گڑھے میں پانچ گوٹیاں، جسے ایچ سی داس گپتا نے میانوالی کے پٹھان کھلاڑیوں میں درج کیا۔ کھلاڑی اپنا ایک گڑھا گھڑی کی الٹی سمت بوتا ہے؛ آخری گوٹی گرنے پر وہ اگلا گڑھا اٹھا کر بونا جاری رکھتا ہے، اور جب اگلا گڑھا خالی ہو تو اس کے بعد والا گڑھا لے لیتا ہے۔ ہر دور کے بعد دوبارہ بھرائی ہوتی ہے جس میں ہارنے والا گڑھے کھوتا ہے، اور بچے ہوئے دانے بھدر، کنگیدار اور بھا سے طے ہوتے ہیں۔ بچے ہوئے دو متن (AIBDD اور Ludii پورٹل) چار گوٹیوں کے قاعدے، دور کے اختتام اور میچ کے اختتام پر متفق نہیں۔</translation>
    </message>
    <message>
        <source>Lap over the origin hole</source>
        <translation>اصل گڑھے کے اوپر سے چکر</translation>
    </message>
    <message>
        <source>Dead holes in relay and capture tests</source>
        <translation>ریلے اور پکڑ کی جانچ میں مردہ گڑھے</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>پکڑنا</translation>
    </message>
    <message>
        <source>Four-counter rule</source>
        <translation>چار گوٹی کا قاعدہ</translation>
    </message>
    <message>
        <source>End of a round</source>
        <translation>دور کا اختتام</translation>
    </message>
    <message>
        <source>Counters left at a stalled round's end</source>
        <translation>رکے ہوئے دور کے اختتام پر بچی گوٹیاں</translation>
    </message>
    <message>
        <source>Refill and hole elimination</source>
        <translation>دوبارہ بھرنا اور گڑھوں کا خاتمہ</translation>
    </message>
    <message>
        <source>Revival of dead holes</source>
        <translation>مردہ گڑھوں کی بحالی</translation>
    </message>
    <message>
        <source>The Bhadar's pooled five</source>
        <translation>بھدر کے جمع پانچ</translation>
    </message>
    <message>
        <source>Kungidar compensation</source>
        <translation>کنگی دار کا معاوضہ</translation>
    </message>
    <message>
        <source>When the remainder rule applies</source>
        <translation>باقی کا قاعدہ کب لاگو ہو</translation>
    </message>
    <message>
        <source>The 2 of a 3+2 remainder</source>
        <translation>3+2 باقی کا 2</translation>
    </message>
    <message>
        <source>Who chooses the bha</source>
        <translation>بھا کون چنتا ہے</translation>
    </message>
    <message>
        <source>What happens to counters in the bha</source>
        <translation>بھا میں گوٹیوں کا کیا ہوتا ہے</translation>
    </message>
    <message>
        <source>Who starts later rounds</source>
        <translation>اگلے دور کون شروع کرتا ہے</translation>
    </message>
    <message>
        <source>Ludii artefacts</source>
        <translation>Ludii کی مصنوعی خصوصیات</translation>
    </message>
    <message>
        <source>Perpetual relay (simulation guard)</source>
        <translation>لامتناہی ریلے (سمولیشن حفاظت)</translation>
    </message>
    <message>
        <source>Stalled round (simulation guard)</source>
        <translation>رکا ہوا دور (سمولیشن حفاظت)</translation>
    </message>
    <message>
        <source>Counters per hole (experimental)</source>
        <translation>فی گڑھا گوٹیاں (تجرباتی)</translation>
    </message>
    <message>
        <source>North</source>
        <translation>شمال</translation>
    </message>
    <message>
        <source>skip dead holes</source>
        <translation>مردہ گڑھے چھوڑیں</translation>
    </message>
    <message>
        <source>dead = empty</source>
        <translation>مردہ = خالی</translation>
    </message>
    <message>
        <source>all captured</source>
        <translation>سب پکڑی گئیں</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>بھریں</translation>
    </message>
    <message>
        <source>fill + pooled remainders</source>
        <translation>بھریں + بچی گوٹیاں اکٹھی</translation>
    </message>
    <message>
        <source>difference, literal</source>
        <translation>فرق، لفظی</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ہاں</translation>
    </message>
    <message>
        <source>no</source>
        <translation>نہیں</translation>
    </message>
    <message>
        <source>fill an extra hole</source>
        <translation>ایک اضافی گڑھا بھریں</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>ذخیرہ</translation>
    </message>
    <message>
        <source>per turn, from the start hole</source>
        <translation>فی باری، ابتدائی گڑھے سے</translation>
    </message>
    <message>
        <source>per round</source>
        <translation>فی دور</translation>
    </message>
    <message>
        <source>Ludii (inverted)</source>
        <translation>Ludii (الٹا)</translation>
    </message>
    <message>
        <source>always</source>
        <translation>ہمیشہ</translation>
    </message>
    <message>
        <source>Ludii: hands after filling</source>
        <translation>Ludii: بھرنے کے بعد کے ہاتھ</translation>
    </message>
    <message>
        <source>transfer and return</source>
        <translation>منتقلی اور واپسی</translation>
    </message>
    <message>
        <source>the Bhadar</source>
        <translation>بھادر</translation>
    </message>
    <message>
        <source>Ludii's mover</source>
        <translation>Ludii کا چلنے والا</translation>
    </message>
    <message>
        <source>on drop</source>
        <translation>گراتے وقت</translation>
    </message>
    <message>
        <source>after each segment</source>
        <translation>ہر حصے کے بعد</translation>
    </message>
    <message>
        <source>accumulate</source>
        <translation>جمع کریں</translation>
    </message>
    <message>
        <source>round winner</source>
        <translation>دور کا جیتنے والا</translation>
    </message>
    <message>
        <source>Ludii (incidental)</source>
        <translation>Ludii (ضمنی)</translation>
    </message>
    <message>
        <source>all counters</source>
        <translation>تمام گوٹیاں</translation>
    </message>
    <message>
        <source>Ludii: hand zero</source>
        <translation>Ludii: ہاتھ صفر</translation>
    </message>
    <message>
        <source>Who sows first in the first round. Neither text says; Ludii always lets South (its P1) begin.</source>
        <translation>پہلے دور میں پہلے کون بوتا ہے۔ کوئی بھی متن نہیں بتاتا؛ Ludii ہمیشہ جنوب (اپنے P1) سے شروع کرواتا ہے۔</translation>
    </message>
    <message>
        <source>A fair chance event decides (outcomes South/North at 1/2 each).</source>
        <translation>ایک منصفانہ اتفاق طے کرتا ہے (نتیجہ جنوب/شمال، ہر ایک 1/2 پر)۔</translation>
    </message>
    <message>
        <source>South always begins, as in Ludii.</source>
        <translation>جنوب ہمیشہ شروع کرتا ہے، جیسا Ludii میں۔</translation>
    </message>
    <message>
        <source>North always begins.</source>
        <translation>شمال ہمیشہ شروع کرتا ہے۔</translation>
    </message>
    <message>
        <source>Which of his holes a player may lift. Dead holes and the bha are never legal starts.</source>
        <translation>کھلاڑی اپنے کون سے گڑھے اٹھا سکتا ہے۔ مردہ گڑھے اور بھا کبھی جائز آغاز نہیں ہوتے۔</translation>
    </message>
    <message>
        <source>Any live, non-empty hole of the mover's row (what Ludii allows).</source>
        <translation>چلنے والے کی قطار کا کوئی بھی زندہ، بھرا گڑھا (جتنا Ludii اجازت دیتا ہے)۔</translation>
    </message>
    <message>
        <source>A hole holding a single counter may not be sown while the mover has a hole with two or more (a Walak-pussa analogue, not a Khutka text).</source>
        <translation>اکیلی گوٹی والا گڑھا تب تک نہیں بویا جا سکتا جب تک چلنے والے کے پاس دو یا زیادہ گوٹیوں والا گڑھا ہو (Walak-pussa سے لی گئی مماثلت، Khutka کا کوئی متن نہیں)۔</translation>
    </message>
    <message>
        <source>Whether the emptied hole gets a counter when a sowing goes all the way round and passes it. The texts do not say; it matters when a hole holds at least as many counters as there are live holes, and it changes how often perpetual relays happen.</source>
        <translation>جب بوائی پورا چکر لگا کر خالی کیے گئے گڑھے سے گزرتی ہے تو کیا اسے گوٹی ملتی ہے۔ متن نہیں بتاتے؛ یہ تب اہم ہے جب کسی گڑھے میں کم از کم اتنی گوٹیاں ہوں جتنے زندہ گڑھے ہیں، اور اس سے بدلتا ہے کہ لامتناہی ریلے کتنی بار ہوتے ہیں۔</translation>
    </message>
    <message>
        <source>The origin hole is sown like any other (Ludii's Sow default).</source>
        <translation>ابتدائی گڑھا کسی اور گڑھے کی طرح بویا جاتا ہے (Ludii کے Sow کا طے شدہ)۔</translation>
    </message>
    <message>
        <source>The origin hole is passed over (the Oware habit).</source>
        <translation>ابتدائی گڑھا چھوڑ دیا جاتا ہے (Oware کی عادت)۔</translation>
    </message>
    <message>
        <source>Nothing is ever sown into a dead hole. Open is whether a dead hole still counts as 'the next hole' when deciding a relay or a capture.</source>
        <translation>مردہ گڑھے میں کبھی کچھ نہیں بویا جاتا۔ کھلا سوال یہ ہے کہ ریلے یا پکڑ طے کرتے وقت مردہ گڑھا اب بھی 'اگلا گڑھا' گنا جاتا ہے یا نہیں۔</translation>
    </message>
    <message>
        <source>Dead holes do not exist for the tests: L+1 and L+2 are counted over live holes only (taking 'non-existent' literally).</source>
        <translation>جانچوں کے لیے مردہ گڑھے ہوتے ہی نہیں: L+1 اور L+2 صرف زندہ گڑھوں پر گنے جاتے ہیں ('non-existent' (غیر موجود) کو لفظی طور پر لیتے ہوئے)۔</translation>
    </message>
    <message>
        <source>The physical next hole is tested, so a dead hole behaves as an empty one: it stops a relay and triggers the capture test (what Ludii's code does).</source>
        <translation>اصل اگلا گڑھا جانچا جاتا ہے، اس لیے مردہ گڑھا خالی گڑھے جیسا برتاؤ کرتا ہے: وہ ریلے روکتا ہے اور پکڑ کی جانچ شروع کرتا ہے (Ludii کا کوڈ یہی کرتا ہے)۔</translation>
    </message>
    <message>
        <source>What continues the move after the last counter falls into hole L.</source>
        <translation>آخری گوٹی کے گڑھے L میں گرنے کے بعد چال کو کیا آگے بڑھاتا ہے۔</translation>
    </message>
    <message>
        <source>If L+1 holds counters, lift all of them and sow on from L+2; repeat. Both texts say this.</source>
        <translation>اگر L+1 میں گوٹیاں ہوں، تو سب اٹھا کر L+2 سے آگے بوئیں؛ دہرائیں۔ دونوں متن یہی کہتے ہیں۔</translation>
    </message>
    <message>
        <source>If L held counters before the last drop, lift L itself and sow on (a contrast reading taken from Ludii's summary of Pallankuli, not from any Khutka text).</source>
        <translation>اگر آخری گوٹی گرنے سے پہلے L میں گوٹیاں تھیں، تو L ہی کو اٹھا کر آگے بوئیں (Ludii کے Pallankuli کے خلاصے سے لی گئی موازنے کی قراءت، Khutka کے کسی متن سے نہیں)۔</translation>
    </message>
    <message>
        <source>What the mover takes when the hole after L is empty (the turn then ends).</source>
        <translation>جب L کے بعد والا گڑھا خالی ہو تو چلنے والا کیا لیتا ہے (پھر باری ختم ہوتی ہے)۔</translation>
    </message>
    <message>
        <source>Take the hole after the empty one (L+2), if it holds counters.</source>
        <translation>خالی گڑھے کے بعد والا گڑھا (L+2) لیں، اگر اس میں گوٹیاں ہوں۔</translation>
    </message>
    <message>
        <source>Take L+2, then keep taking every second hole while the hole between is empty and the next is loaded (Pachgarhwa, Walak-pussa, Bay Khom); never L itself.</source>
        <translation>L+2 لیں، پھر ہر دوسرا گڑھا لیتے جائیں جب تک بیچ والا خالی اور اگلا بھرا ہو (Pachgarhwa، Walak-pussa، Bay Khom)؛ L کو کبھی نہیں۔</translation>
    </message>
    <message>
        <source>Skip the whole run of empty holes after L and take the first loaded hole (Murray's reading of Sat Gol, which AIBDD calls a misunderstanding; contrast only).</source>
        <translation>L کے بعد کے خالی گڑھوں کی پوری لڑی چھوڑ کر پہلا بھرا گڑھا لیں (Sat Gol کی Murray والی قراءت، جسے AIBDD غلط فہمی کہتا ہے؛ صرف موازنے کے لیے)۔</translation>
    </message>
    <message>
        <source>Take the hole facing the empty L+1 (Ludii's Mawkar Katiya and Kanji Guti code; an analogue only).</source>
        <translation>خالی L+1 کے سامنے والا گڑھا لیں (Ludii کا Mawkar Katiya اور Kanji Guti کا کوڈ؛ صرف مماثلت)۔</translation>
    </message>
    <message>
        <source>Captures are made in either row (both texts are silent; Ludii allows it).</source>
        <translation>پکڑیں کسی بھی قطار میں ہوتی ہیں (دونوں متن خاموش ہیں؛ Ludii اس کی اجازت دیتا ہے)۔</translation>
    </message>
    <message>
        <source>Only holes of the opponent's row may be captured; a chain stops at the mover's own row.</source>
        <translation>صرف مخالف کی قطار کے گڑھے پکڑے جا سکتے ہیں؛ سلسلہ چلنے والے کی اپنی قطار پر رک جاتا ہے۔</translation>
    </message>
    <message>
        <source>Holes reaching exactly four counters. Only the Ludii portal text has this rule; AIBDD, citing the same pages, does not, and 'the player' can mean the row owner or the mover.</source>
        <translation>ٹھیک چار گوٹیوں تک پہنچنے والے گڑھے۔ یہ اصول صرف Ludii پورٹل کے متن میں ہے؛ AIBDD، انہی صفحات کا حوالہ دیتے ہوئے بھی، یہ نہیں دیتا، اور 'the player' (کھلاڑی) کا مطلب قطار کا مالک بھی ہو سکتا ہے اور چلنے والا بھی۔</translation>
    </message>
    <message>
        <source>No four-counter rule (AIBDD).</source>
        <translation>چار گوٹیوں کا کوئی اصول نہیں (AIBDD)۔</translation>
    </message>
    <message>
        <source>The moment a drop makes a hole hold four, the owner of that row takes them and sowing goes on (the Pallanguzhi rule). The relay test still looks at L+1.</source>
        <translation>جس لمحے کوئی گوٹی گر کر کسی گڑھے میں چار کر دے، اس قطار کا مالک انہیں لے لیتا ہے اور بوائی جاری رہتی ہے (Pallanguzhi کا اصول)۔ ریلے کی جانچ پھر بھی L+1 کو دیکھتی ہے۔</translation>
    </message>
    <message>
        <source>After each sowing segment, every hole holding four is emptied into its row owner's store, whoever moved; the segment's relay or capture decision is taken before (Ludii's code).</source>
        <translation>بوائی کے ہر حصے کے بعد، چار والا ہر گڑھا اس کی قطار کے مالک کے ذخیرے میں خالی کیا جاتا ہے، چاہے چال کسی نے بھی چلی ہو؛ حصے کا ریلے یا پکڑ کا فیصلہ اس سے پہلے ہوتا ہے (Ludii کا کوڈ)۔</translation>
    </message>
    <message>
        <source>What happens when the player to move has no counters in his live holes. Not in the texts.</source>
        <translation>جب چلنے والے کے زندہ گڑھوں میں کوئی گوٹی نہ ہو تو کیا ہوتا ہے۔ متون میں نہیں ہے۔</translation>
    </message>
    <message>
        <source>He passes (Ludii's engine passes automatically).</source>
        <translation>وہ باری چھوڑتا ہے (Ludii کا انجن خود بخود باری چھوڑتا ہے)۔</translation>
    </message>
    <message>
        <source>The round ends and the opponent takes every counter left (Bay Khom / Walak-pussa; suggested for Pachgarhwa).</source>
        <translation>دور ختم ہوتا ہے اور مخالف بچی ہر گوٹی لے لیتا ہے (Bay Khom / Walak-pussa؛ Pachgarhwa کے لیے تجویز کیا گیا)۔</translation>
    </message>
    <message>
        <source>The round ends and each player takes the counters in his own row (Pallankuzhi).</source>
        <translation>دور ختم ہوتا ہے اور ہر کھلاڑی اپنی قطار کی گوٹیاں لیتا ہے (Pallankuzhi)۔</translation>
    </message>
    <message>
        <source>When a round ends. Under single or chain capture without the four rule, no move can empty the board (every move leaves its last counter in L, and captures never take L), so the literal rule needs the stall guard (G-2).</source>
        <translation>دور کب ختم ہوتا ہے۔ چار کے اصول کے بغیر اکیلی یا سلسلہ وار پکڑ میں کوئی چال بساط خالی نہیں کر سکتی (ہر چال اپنی آخری گوٹی L میں چھوڑتی ہے، اور پکڑیں L کو کبھی نہیں لیتیں)، اس لیے لفظی اصول کو رکاوٹ محافظ (G-2) چاہیے۔</translation>
    </message>
    <message>
        <source>Only an empty board ends the round; otherwise the stall guard (option 'stall') ends it.</source>
        <translation>صرف خالی بساط دور ختم کرتی ہے؛ ورنہ رکاوٹ محافظ (اختیار 'stall') اسے ختم کرتا ہے۔</translation>
    </message>
    <message>
        <source>As soon as one counter is left on the board after a move, it goes to the owner of its row and the round ends (Ludii).</source>
        <translation>کسی چال کے بعد جیسے ہی بساط پر ایک گوٹی بچتی ہے، وہ اس کی قطار کے مالک کو جاتی ہے اور دور ختم ہوتا ہے (Ludii)۔</translation>
    </message>
    <message>
        <source>The round ends only through option 'no_move' (or an empty board, or the stall guard).</source>
        <translation>دور صرف اختیار 'no_move' سے ختم ہوتا ہے (یا خالی بساط سے، یا رکاوٹ محافظ سے)۔</translation>
    </message>
    <message>
        <source>The round ends when play stops producing captures, as the stall test G-2 finds it (Ludii's summary of Das Gupta's Sat Gol: play goes on until no more captures can be made).</source>
        <translation>دور تب ختم ہوتا ہے جب کھیل پکڑیں دینا بند کر دے، جیسا رکاوٹ کی جانچ G-2 پاتی ہے (Das Gupta کے Sat Gol کا Ludii والا خلاصہ: کھیل تب تک چلتا ہے جب تک مزید پکڑیں نہ ہو سکیں)۔</translation>
    </message>
    <message>
        <source>Who gets the counters still on the board when the stall test ends a round (one_left and no_move have their own rules).</source>
        <translation>جب رکاوٹ کی جانچ کوئی دور ختم کرتی ہے تو بساط پر بچی گوٹیاں کس کو ملتی ہیں (one_left اور no_move کے اپنے اصول ہیں)۔</translation>
    </message>
    <message>
        <source>Each counter goes to the owner of the row it lies in (Ludii's rule for the last counter).</source>
        <translation>ہر گوٹی اس قطار کے مالک کو جاتی ہے جس میں وہ پڑی ہے (آخری گوٹی کے لیے Ludii کا اصول)۔</translation>
    </message>
    <message>
        <source>All go to the player who made the round's latest capture.</source>
        <translation>سب اس کھلاڑی کو جاتی ہیں جس نے دور کی سب سے آخری پکڑ کی۔</translation>
    </message>
    <message>
        <source>They are halved; an odd counter goes to the owner of the row holding more of them (ties: to the player who did not make the last move).</source>
        <translation>انہیں آدھا آدھا بانٹا جاتا ہے؛ طاق گوٹی اس قطار کے مالک کو جاتی ہے جس میں ان میں سے زیادہ ہوں (برابری پر: اس کھلاڑی کو جس نے آخری چال نہیں چلی)۔</translation>
    </message>
    <message>
        <source>How the next round's holes are filled from the totals, and which holes die. With totals W &gt; L and x = W - 25, the loser keeps 5 - ceil(x/5) holes under fill, about 5 - round(x/5) under fill_pool and 5 - floor(2x/5) under diff_literal.</source>
        <translation>اگلے دور کے گڑھے کل سے کیسے بھرے جاتے ہیں، اور کون سے گڑھے مرتے ہیں۔ کل W &gt; L اور x = W - 25 ہونے پر، ہارنے والے کے پاس 'بھریں' میں 5 - ceil(x/5) گڑھے، fill_pool میں تقریباً 5 - round(x/5) اور diff_literal میں 5 - floor(2x/5) گڑھے رہتے ہیں۔</translation>
    </message>
    <message>
        <source>Each player puts five counters into one of his holes for every five he holds, up to five holes; unfilled holes are dead and the rest stays in his reserve. The remainder rules give statuses, but their pooled five stay in hand (Ludii; also Mawkar Katiya, Pallankuli, Bay Khom).</source>
        <translation>ہر کھلاڑی اپنی ہر پانچ گوٹیوں کے لیے اپنے ایک گڑھے میں پانچ گوٹیاں رکھتا ہے، زیادہ سے زیادہ پانچ گڑھے؛ بغیر بھرے گڑھے مردہ ہیں اور باقی اس کے ذخیرے میں رہتا ہے۔ باقی کے اصول درجے دیتے ہیں، مگر ان کے ملائے ہوئے پانچ ہاتھ میں رہتے ہیں (Ludii؛ Mawkar Katiya، Pallankuli، Bay Khom بھی)۔</translation>
    </message>
    <message>
        <source>As fill, then the two remainders are pooled to the Bhadar, who puts the five into play (option 'pooled_five'): his next empty hole in fill order (4+1), or the bha if it is empty (3+2). The only reading in which every sentence of AIBDD adds up.</source>
        <translation>'بھریں' کی طرح، پھر دونوں باقی ملا کر بھدر کو دیے جاتے ہیں، جو پانچوں کو کھیل میں لاتا ہے (اختیار 'pooled_five'): بھرنے کی ترتیب میں اس کا اگلا خالی گڑھا (4+1)، یا بھا اگر وہ خالی ہو (3+2)۔ یہی ایک قراءت ہے جس میں AIBDD کا ہر جملہ میل کھاتا ہے۔</translation>
    </message>
    <message>
        <source>The loser loses one hole for each full five in the difference of the totals and fills his other holes with five each; further fives he holds go to the winner's reserve. The pooled five go into a live hole the Bhadar could not fill.</source>
        <translation>ہارنے والا کل کے فرق میں ہر پورے پانچ کے لیے ایک گڑھا کھوتا ہے اور اپنے باقی گڑھے پانچ پانچ سے بھرتا ہے؛ اس کے پاس اور جو پانچ ہوں وہ فاتح کے ذخیرے میں جاتے ہیں۔ ملائے ہوئے پانچ ایسے زندہ گڑھے میں جاتے ہیں جسے بھدر نہیں بھر سکا۔</translation>
    </message>
    <message>
        <source>Which holes a player fills first, and so which ones die.</source>
        <translation>کھلاڑی پہلے کون سے گڑھے بھرتا ہے، اور اس لیے کون سے مرتے ہیں۔</translation>
    </message>
    <message>
        <source>South fills h0, h1, ...; North fills h5, h6, ... (Mawkar Katiya's 'starting from their left', Pallankuli).</source>
        <translation>جنوب h0، h1، ... بھرتا ہے؛ شمال h5، h6، ... بھرتا ہے (Mawkar Katiya کا 'starting from their left' (اپنی بائیں طرف سے شروع کر کے)، Pallankuli)۔</translation>
    </message>
    <message>
        <source>Each player chooses an empty hole for each group of five, a real decision between rounds (Ludii).</source>
        <translation>ہر کھلاڑی پانچ کے ہر گروہ کے لیے ایک خالی گڑھا چنتا ہے، دوروں کے درمیان ایک حقیقی فیصلہ (Ludii)۔</translation>
    </message>
    <message>
        <source>South fills h4, h3, ...; North fills h9, h8, ....</source>
        <translation>جنوب h4، h3، ... بھرتا ہے؛ شمال h9، h8، ... بھرتا ہے۔</translation>
    </message>
    <message>
        <source>Whether a hole that died in one round can be filled again in a later one. The refill is worked out from scratch every round, and the reserve comes back into play.</source>
        <translation>کیا کسی دور میں مرا گڑھا کسی بعد کے دور میں پھر بھرا جا سکتا ہے۔ بھرائی ہر دور میں نئے سرے سے طے ہوتی ہے، اور ذخیرہ پھر کھیل میں آتا ہے۔</translation>
    </message>
    <message>
        <source>Every refill starts afresh; any hole may come back (Ludii forgets the live set each round).</source>
        <translation>ہر بھرائی نئے سرے سے شروع ہوتی ہے؛ کوئی بھی گڑھا لوٹ سکتا ہے (Ludii ہر دور میں زندہ گڑھوں کا مجموعہ بھول جاتا ہے)۔</translation>
    </message>
    <message>
        <source>A dead hole stays dead for the rest of the match.</source>
        <translation>مردہ گڑھا باقی میچ بھر مردہ رہتا ہے۔</translation>
    </message>
    <message>
        <source>What the Bhadar does with the five counters made of the two remainders (under fill they always stay in hand).</source>
        <translation>بھدر دونوں باقیوں سے بنی پانچ گوٹیوں کا کیا کرتا ہے ('بھریں' میں وہ ہمیشہ ہاتھ میں رہتی ہیں)۔</translation>
    </message>
    <message>
        <source>They go into play: his next empty hole in fill order (4+1), or the bha if it is empty (3+2); under diff_literal into a live hole he could not fill. Otherwise they go to his reserve.</source>
        <translation>وہ کھیل میں جاتی ہیں: بھرنے کی ترتیب میں اس کا اگلا خالی گڑھا (4+1)، یا بھا اگر وہ خالی ہو (3+2)؛ diff_literal میں ایسا زندہ گڑھا جسے وہ نہیں بھر سکا۔ ورنہ وہ اس کے ذخیرے میں جاتی ہیں۔</translation>
    </message>
    <message>
        <source>They stay in his reserve (Ludii, where the holes were filled before).</source>
        <translation>وہ اس کے ذخیرے میں رہتی ہیں (Ludii، جہاں گڑھے پہلے بھرے جا چکے تھے)۔</translation>
    </message>
    <message>
        <source>After a 4+1 remainder, the player with one (Kungidar) gives it to the player with four (Bhadar) and is compensated during the next round.</source>
        <translation>4+1 باقی کے بعد، ایک والا کھلاڑی (کنگی دار) اسے چار والے کھلاڑی (بھدر) کو دیتا ہے اور اگلے دور میں اس کی تلافی ہوتی ہے۔</translation>
    </message>
    <message>
        <source>At the start of every turn, whoever moves, one counter from the chosen start hole goes to the Kungidar's store before the rest is sown; a hole with a single counter is not sown at all.</source>
        <translation>ہر باری کے آغاز میں، چاہے چلنے والا کوئی بھی ہو، چنے گئے ابتدائی گڑھے سے ایک گوٹی باقی بونے سے پہلے کنگی دار کے ذخیرے میں جاتی ہے؛ اکیلی گوٹی والا گڑھا بویا ہی نہیں جاتا۔</translation>
    </message>
    <message>
        <source>One counter passes from the Bhadar to the Kungidar at the start of the round (from his reserve; if he has none, at the round's end).</source>
        <translation>دور کے آغاز میں ایک گوٹی بھدر سے کنگی دار کو جاتی ہے (اس کے ذخیرے سے؛ اگر اس کے پاس کچھ نہ ہو، تو دور کے اختتام پر)۔</translation>
    </message>
    <message>
        <source>Before each segment the Bhadar sows (relay laps included), one counter of its hole goes to the Bhadar's own store; the Kungidar gets nothing (what Ludii's code does).</source>
        <translation>بھدر جو بھی حصہ بوتا ہے (ریلے کے چکر سمیت)، اس سے پہلے اس کے گڑھے کی ایک گوٹی بھدر کے اپنے ذخیرے میں جاتی ہے؛ کنگی دار کو کچھ نہیں ملتا (Ludii کا کوڈ یہی کرتا ہے)۔</translation>
    </message>
    <message>
        <source>No compensation.</source>
        <translation>کوئی تلافی نہیں۔</translation>
    </message>
    <message>
        <source>Which counters the 4+1 and 3+2 rules look at.</source>
        <translation>4+1 اور 3+2 کے اصول کن گوٹیوں کو دیکھتے ہیں۔</translation>
    </message>
    <message>
        <source>The remainders of the two totals modulo five, after every round.</source>
        <translation>ہر دور کے بعد، دونوں کلوں کو پانچ سے تقسیم کرنے پر بچے باقی۔</translation>
    </message>
    <message>
        <source>Only the counters left in hand after filling, and only when their difference is below five: a hand of exactly 1 makes its owner Kungidar, else a hand of exactly 2 makes the other player Bhadar of a bha (Ludii).</source>
        <translation>صرف بھرنے کے بعد ہاتھ میں بچی گوٹیاں، اور صرف تب جب ان کا فرق پانچ سے کم ہو: ٹھیک 1 کا ہاتھ اپنے مالک کو کنگی دار بناتا ہے، ورنہ ٹھیک 2 کا ہاتھ دوسرے کھلاڑی کو ایک بھا کا بھدر بناتا ہے (Ludii)۔</translation>
    </message>
    <message>
        <source>Whether the player with two pays them to the Bhadar, who returns them at the round's end.</source>
        <translation>کیا دو والا کھلاڑی انہیں بھدر کو دیتا ہے، جو دور کے اختتام پر انہیں لوٹاتا ہے۔</translation>
    </message>
    <message>
        <source>Paid at the refill and returned when the round ends.</source>
        <translation>بھرائی پر دی جاتی ہیں اور دور ختم ہونے پر لوٹائی جاتی ہیں۔</translation>
    </message>
    <message>
        <source>No counters move (Ludii).</source>
        <translation>کوئی گوٹی نہیں ہلتی (Ludii)۔</translation>
    </message>
    <message>
        <source>The bha is an end hole of the Bhadar's row (h0 or h4 for South, h5 or h9 for North).</source>
        <translation>بھا بھدر کی قطار کا ایک سرے والا گڑھا ہے (جنوب کے لیے h0 یا h4، شمال کے لیے h5 یا h9)۔</translation>
    </message>
    <message>
        <source>The Bhadar chooses.</source>
        <translation>بھدر چنتا ہے۔</translation>
    </message>
    <message>
        <source>Whoever happens to move in Ludii's decision phase chooses, possibly the opponent.</source>
        <translation>Ludii کے فیصلے کے مرحلے میں جس کی بھی چال ہو وہ چنتا ہے، ممکنہ طور پر مخالف۔</translation>
    </message>
    <message>
        <source>The bha belongs to the Bhadar for one round. It is never a legal starting hole.</source>
        <translation>بھا ایک دور کے لیے بھدر کا ہوتا ہے۔ وہ کبھی جائز ابتدائی گڑھا نہیں ہوتا۔</translation>
    </message>
    <message>
        <source>Every counter dropped in it goes straight to the Bhadar's store; counters already in it when it becomes the bha are his at once. So it is always empty in relay and capture tests.</source>
        <translation>اس میں گرائی گئی ہر گوٹی سیدھی بھدر کے ذخیرے میں جاتی ہے؛ بھا بنتے وقت اس میں پہلے سے پڑی گوٹیاں فوراً اس کی ہو جاتی ہیں۔ اس لیے ریلے اور پکڑ کی جانچوں میں وہ ہمیشہ خالی ہوتا ہے۔</translation>
    </message>
    <message>
        <source>An ordinary hole during a segment, swept into the Bhadar's store after each segment's decision (Ludii's code).</source>
        <translation>حصے کے دوران ایک عام گڑھا، جسے ہر حصے کے فیصلے کے بعد بھدر کے ذخیرے میں سمیٹ دیا جاتا ہے (Ludii کا کوڈ)۔</translation>
    </message>
    <message>
        <source>Counters stay in it until the round ends and then go to the Bhadar. In relay and capture tests it counts as occupied; it is never lifted or captured (a relay or capture aimed at it ends the turn).</source>
        <translation>گوٹیاں دور ختم ہونے تک اس میں رہتی ہیں اور پھر بھدر کو جاتی ہیں۔ ریلے اور پکڑ کی جانچوں میں وہ بھرا گنا جاتا ہے؛ اسے کبھی اٹھایا یا پکڑا نہیں جاتا (اس پر ہدف کیا گیا ریلے یا پکڑ باری ختم کر دیتی ہے)۔</translation>
    </message>
    <message>
        <source>Who sows first from round 2 on.</source>
        <translation>دور 2 سے آگے پہلے کون بوتا ہے۔</translation>
    </message>
    <message>
        <source>Whoever did not start the previous round (Das Gupta's Mawkar Katiya, Pallankuli).</source>
        <translation>جس نے پچھلا دور شروع نہیں کیا تھا (Das Gupta کا Mawkar Katiya، Pallankuli)۔</translation>
    </message>
    <message>
        <source>The player with fewer counters after the previous round (Walak-pussa); ties alternate.</source>
        <translation>پچھلے دور کے بعد کم گوٹیوں والا کھلاڑی (Walak-pussa)؛ برابری پر باری باری۔</translation>
    </message>
    <message>
        <source>The player with more counters after the previous round; ties alternate.</source>
        <translation>پچھلے دور کے بعد زیادہ گوٹیوں والا کھلاڑی؛ برابری پر باری باری۔</translation>
    </message>
    <message>
        <source>No rule: the starter is whoever Ludii's alternating between-round moves leave to move.</source>
        <translation>کوئی اصول نہیں: شروع کرنے والا وہ ہے جسے Ludii کے دوروں کے درمیان کی باری باری والی چالیں چلنے کے لیے چھوڑ دیں۔</translation>
    </message>
    <message>
        <source>When the match ends and who wins.</source>
        <translation>میچ کب ختم ہوتا ہے اور کون جیتتا ہے۔</translation>
    </message>
    <message>
        <source>The match ends when one player holds all fifty counters (checked when a round ends and after the refill's payments).</source>
        <translation>میچ تب ختم ہوتا ہے جب ایک کھلاڑی کے پاس تمام پچاس گوٹیاں ہوں (دور ختم ہونے پر اور بھرائی کی ادائیگیوں کے بعد جانچا جاتا ہے)۔</translation>
    </message>
    <message>
        <source>After the refill and remainder rules, a player with no live hole loses (Pallankuli, Bay Khom; the practical form of the portal's rule).</source>
        <translation>بھرائی اور باقی کے اصولوں کے بعد، جس کھلاڑی کے پاس کوئی زندہ گڑھا نہ ہو وہ ہارتا ہے (Pallankuli، Bay Khom؛ پورٹل کے اصول کی عملی شکل)۔</translation>
    </message>
    <message>
        <source>Stop after the number of rounds in option 'rounds'; the higher total wins, equal totals draw (AIBDD: no limit of time or games; rounds = 1 studies a single round).</source>
        <translation>اختیار 'rounds' میں دیے گئے دوروں کے بعد رکیں؛ زیادہ کل جیتتا ہے، برابر کل برابری ہے (AIBDD: وقت یا کھیلوں کی کوئی حد نہیں؛ rounds = 1 ایک اکیلے دور کا مطالعہ کرتا ہے)۔</translation>
    </message>
    <message>
        <source>The match ends only when a player has exactly zero counters as a round ends (Ludii). A loser left with 1-4 counters and no hole never reaches zero.</source>
        <translation>میچ تبھی ختم ہوتا ہے جب دور ختم ہوتے وقت کسی کھلاڑی کے پاس ٹھیک صفر گوٹیاں ہوں (Ludii)۔ 1-4 گوٹیوں اور بغیر گڑھے کے بچا ہارنے والا کبھی صفر تک نہیں پہنچتا۔</translation>
    </message>
    <message>
        <source>The number of rounds played when match_end = fixed_rounds (1 = a single round). Ignored otherwise.</source>
        <translation>match_end = fixed_rounds ہونے پر کھیلے جانے والے دوروں کی تعداد (1 = ایک اکیلا دور)۔ ورنہ اسے نظر انداز کیا جاتا ہے۔</translation>
    </message>
    <message>
        <source>Reproduces Ludii's own behaviour where its code departs from its rules: the relay redirect of KB-20.1 and Ludii's trial limits, with play going on where Ludii has no guard (the stall guard G-2 ends no round). The other artefacts of KB-20 have their own options.</source>
        <translation>جہاں Ludii کا کوڈ اس کے اپنے اصولوں سے ہٹتا ہے وہاں اس کا برتاؤ دہراتا ہے: KB-20.1 کا ریلے کا موڑ اور Ludii کی آزمائشی حدیں، اور جہاں Ludii میں کوئی محافظ نہیں وہاں کھیل جاری رہتا ہے (رکاوٹ محافظ G-2 کوئی دور ختم نہیں کرتا)۔ KB-20 کی باقی مصنوعی خصوصیات کے اپنے اختیارات ہیں۔</translation>
    </message>
    <message>
        <source>No artefacts.</source>
        <translation>کوئی مصنوعی خصوصیت نہیں۔</translation>
    </message>
    <message>
        <source>When a four-capture or bha sweep fires in a segment that relays, the relay lifts h1 instead (the turn ends if h1 is empty or dead); a match that reaches 2,500 turns (1,250 per player) or 10,000 Ludii moves ends with ludii_limit, as a Ludii trial would; the stall guard ends no round.</source>
        <translation>جب کسی ریلے والے حصے میں چار کی پکڑ یا بھا کی صفائی ہوتی ہے، تو ریلے اس کی جگہ h1 اٹھاتا ہے (اگر h1 خالی یا مردہ ہو تو باری ختم ہوتی ہے)؛ جو میچ 2,500 باریوں (ہر کھلاڑی کی 1,250) یا Ludii کی 10,000 چالوں تک پہنچے وہ ludii_limit کے ساتھ ختم ہوتا ہے، جیسے Ludii کی آزمائش ہوتی؛ رکاوٹ محافظ کوئی دور ختم نہیں کرتا۔</translation>
    </message>
    <message>
        <source>Not historical: what the simulator does when one turn's relay repeats a state (Brent's cycle detection; the lap cap sim.max_relay_laps always ends the match with cap_reached).</source>
        <translation>تاریخی نہیں: جب کسی باری کا ریلے کوئی حالت دہراتا ہے تو سمولیٹر کیا کرتا ہے (Brent کی چکر کی پہچان؛ چکروں کی حد sim.max_relay_laps میچ کو ہمیشہ cap_reached کے ساتھ ختم کرتی ہے)۔</translation>
    </message>
    <message>
        <source>The move stops at the first repeated state, with no capture, and play goes on.</source>
        <translation>چال پہلی دہرائی گئی حالت پر رکتی ہے، بغیر پکڑ کے، اور کھیل جاری رہتا ہے۔</translation>
    </message>
    <message>
        <source>A starting hole that leads to a perpetual relay is illegal when another exists; if all do, the match ends as with abort_report.</source>
        <translation>جو ابتدائی گڑھا لامتناہی ریلے کی طرف لے جائے وہ ناجائز ہے جب کوئی اور موجود ہو؛ اگر سبھی ایسے ہوں، تو میچ abort_report کی طرح ختم ہوتا ہے۔</translation>
    </message>
    <message>
        <source>Not historical: what the simulator does when a round is proven stalled: its trigger (a position repeated sim.repeat_k times, or sim.no_capture_turns turns without capture) fired, and an exact search of every position still reachable in the round found no capture and no end by the rules. An unproven trigger only backs off, and play goes on. Under round_end = no_further_capture the proof is the rule itself and ends the round by rule. Off under ludii_quirks = on.</source>
        <translation>تاریخی نہیں: جب کسی دور کا رکنا ثابت ہو جائے تو سمولیٹر کیا کرتا ہے: اس کا محرک (کوئی حالت sim.repeat_k بار دہرائی گئی، یا sim.no_capture_turns باریاں بغیر پکڑ کے) چلا، اور دور میں ابھی بھی قابلِ رسائی ہر حالت کی درست تلاش میں نہ کوئی پکڑ ملی نہ اصولوں سے کوئی اختتام۔ غیر ثابت محرک صرف پیچھے ہٹتا ہے، اور کھیل چلتا رہتا ہے۔ round_end = no_further_capture کے تحت ثبوت ہی اصول ہے اور دور کو اصول سے ختم کرتا ہے۔ ludii_quirks = on کے تحت بند۔</translation>
    </message>
    <message>
        <source>The round ends and option 'leftover' shares the board; play goes on.</source>
        <translation>دور ختم ہوتا ہے اور اختیار 'leftover' بساط بانٹتا ہے؛ کھیل جاری رہتا ہے۔</translation>
    </message>
    <message>
        <source>The round ends and the match stops with end reason round_stalled and an undecided result.</source>
        <translation>دور ختم ہوتا ہے اور میچ اختتام کی وجہ round_stalled اور غیر فیصل نتیجے کے ساتھ رکتا ہے۔</translation>
    </message>
    <message>
        <source>Not historical: the board Das Gupta describes has five holes a side. Fewer holes give boards small enough for the state graph to list every reachable position and to solve the game exactly. Rules that name holes keep their meaning (h1 stays h1; the bha is one of the Bhadar's two end holes, the only one when a row has a single hole).</source>
        <translation>تاریخی نہیں: Das Gupta جس بساط کا بیان کرتے ہیں اس میں ہر طرف پانچ گڑھے ہیں۔ کم گڑھوں سے بساط اتنی چھوٹی ہوتی ہے کہ حالت کا گراف ہر قابلِ رسائی حالت گن سکے اور کھیل کو ٹھیک ٹھیک حل کر سکے۔ گڑھوں کا نام لینے والے اصول اپنا مطلب رکھتے ہیں (h1، h1 ہی رہتا ہے؛ بھا بھدر کے دو سرے والے گڑھوں میں سے ایک ہے، اور قطار میں ایک ہی گڑھا ہو تو وہی ایک)۔</translation>
    </message>
    <message>
        <source>Not historical: the texts put five counters in every hole. Another number makes boards for exact state-graph analysis. The refill then fills a hole for every group of this many counters, and the remainder rules become 'one short' (4+1) and 'two short' (3+2) of a group; the four-counter rule still means four.</source>
        <translation>تاریخی نہیں: متون ہر گڑھے میں پانچ گوٹیاں رکھتے ہیں۔ دوسری تعداد سے حالت کے گراف کے درست تجزیے کے لیے بساطیں بنتی ہیں۔ تب بھرائی اتنی گوٹیوں کے ہر گروہ کے لیے ایک گڑھا بھرتی ہے، اور باقی کے اصول ایک گروہ سے 'ایک کم' (4+1) اور 'دو کم' (3+2) ہو جاتے ہیں؛ چار گوٹیوں کے اصول کا مطلب پھر بھی چار ہے۔</translation>
    </message>
    <message>
        <source>R1 Das Gupta via AIBDD, literal</source>
        <translation>R1 Das Gupta، AIBDD کے ذریعے، لفظی</translation>
    </message>
    <message>
        <source>Follows the AIBDD text sentence by sentence: next-hole relay, capture of the hole after the empty one, no four-counter rule, the loser losing one hole for each full five in the difference of the totals with further fives going to the winner, the Kungidar paid one counter from every turn's start hole, and a bha that keeps what falls into it until the round ends. Where AIBDD is silent it departs as little as it can: a round ends when play stops producing captures (the text has no end rule that can be reached, since a move never empties the board), a player with nothing to sow ends the round with each taking his own row, the first player is drawn by chance, later rounds alternate, and the match ends when a player has no live hole left (AIBDD's 'without any restriction as to the time or the number of games'; read the standings per round, or set match_end = fixed_rounds).</source>
        <translation>AIBDD کے متن کی جملہ بہ جملہ پیروی کرتا ہے: اگلے گڑھے والا ریلے، خالی گڑھے کے بعد والے گڑھے کی پکڑ، چار گوٹیوں کا کوئی اصول نہیں، ہارنے والا کل کے فرق میں ہر پورے پانچ کے لیے ایک گڑھا کھوتا ہے اور آگے کے پانچ فاتح کو جاتے ہیں، کنگی دار کو ہر باری کے ابتدائی گڑھے سے ایک گوٹی ملتی ہے، اور بھا دور ختم ہونے تک اس میں گری ہر چیز رکھتا ہے۔ جہاں AIBDD خاموش ہے وہاں یہ جتنا کم ہو سکے اتنا ہٹتا ہے: دور تب ختم ہوتا ہے جب کھیل پکڑیں دینا بند کر دے (متن میں ایسا کوئی اختتام کا اصول نہیں جس تک پہنچا جا سکے، کیونکہ کوئی چال بساط کبھی خالی نہیں کرتی)، جس کے پاس بونے کو کچھ نہ ہو وہ دور ختم کرتا ہے اور ہر ایک اپنی قطار لیتا ہے، پہلا کھلاڑی اتفاق سے چنا جاتا ہے، بعد کے دور باری باری شروع ہوتے ہیں، اور میچ تب ختم ہوتا ہے جب کسی کھلاڑی کے پاس کوئی زندہ گڑھا نہ بچے (AIBDD کا 'without any restriction as to the time or the number of games' (وقت یا کھیلوں کی تعداد کی کسی پابندی کے بغیر)؛ ہر دور کی صورتِ حال پڑھیں، یا match_end = fixed_rounds رکھیں)۔</translation>
    </message>
    <message>
        <source>R3 Ludii DLP code</source>
        <translation>R3 Ludii DLP کوڈ</translation>
    </message>
    <message>
        <source>Reproduces what Ludii's program does, artefacts included: South always starts, dead holes count as empty in the relay and capture tests, every hole holding four after a segment goes to its row owner, a player with nothing to sow passes, a round ends when one counter is left, holes are refilled with fives wherever each player chooses, the remainder rule looks only at the hands after filling, the Bhadar (not the Kungidar) takes a counter before each of his segments, the 2 are never paid, the bha is swept after each segment and chosen by whoever moves, and the match ends only when a hand is exactly zero. With ludii_quirks on, a relay during which a sweep fired restarts from h1, a match ends at Ludii's trial limit (2,500 turns, 1,250 per player, or 10,000 moves) with end reason ludii_limit, and RuleLab's stall guard ends no round: play goes on as in Ludii. The one guard Ludii lacks that can still act is G-1: a relay proven to repeat its state for ever ends the match as relay_loop (undecided), where Ludii would run into its move limit, also without a winner.</source>
        <translation>Ludii کا پروگرام جو کرتا ہے اسے دہراتا ہے، مصنوعی خصوصیات سمیت: جنوب ہمیشہ شروع کرتا ہے، ریلے اور پکڑ کی جانچوں میں مردہ گڑھے خالی گنے جاتے ہیں، کسی حصے کے بعد چار والا ہر گڑھا اس کی قطار کے مالک کو جاتا ہے، جس کے پاس بونے کو کچھ نہ ہو وہ باری چھوڑتا ہے، ایک گوٹی بچنے پر دور ختم ہوتا ہے، گڑھے پانچ پانچ سے وہاں بھرے جاتے ہیں جہاں ہر کھلاڑی چنے، باقی کا اصول صرف بھرنے کے بعد کے ہاتھوں کو دیکھتا ہے، بھدر (کنگی دار نہیں) اپنے ہر حصے سے پہلے ایک گوٹی لیتا ہے، 2 کبھی ادا نہیں کیے جاتے، بھا ہر حصے کے بعد سمیٹا جاتا ہے اور جس کی بھی چال ہو وہ اسے چنتا ہے، اور میچ تبھی ختم ہوتا ہے جب کوئی ہاتھ ٹھیک صفر ہو۔ ludii_quirks چالو ہونے پر، جس ریلے کے دوران صفائی ہوئی وہ h1 سے پھر شروع ہوتا ہے، میچ Ludii کی آزمائشی حد (2,500 باریاں، ہر کھلاڑی کی 1,250، یا 10,000 چالیں) پر اختتام کی وجہ ludii_limit کے ساتھ ختم ہوتا ہے، اور RuleLab کا رکاوٹ محافظ کوئی دور ختم نہیں کرتا: کھیل Ludii کی طرح چلتا رہتا ہے۔ Ludii میں نہ ہونے والا واحد محافظ جو پھر بھی کام کر سکتا ہے G-1 ہے: جس ریلے کا اپنی حالت ہمیشہ دہرانا ثابت ہو وہ میچ کو relay_loop (غیر فیصل) کے طور پر ختم کرتا ہے، جہاں Ludii اپنی چالوں کی حد تک چلتا، وہ بھی بغیر فاتح کے۔</translation>
    </message>
    <message>
        <source>R2 Ludii portal text</source>
        <translation>R2 Ludii پورٹل کا متن</translation>
    </message>
    <message>
        <source>Follows the Ludii portal's rules text rather than Ludii's code: as R1, plus the four-counter rule that only this text has (read as the row owner taking a hole the moment it reaches four), a bha that captures every counter dropped into it, and play until all counters are captured, in the round and in the match. Departs where the text cannot be played as written: a round whose board can no longer be emptied is ended by the stall guard with the counters going to their row owners, a player with nothing to sow passes (the text is silent), and the pooled five of a 3+2 remainder go into the bha when it is empty.</source>
        <translation>Ludii کے کوڈ کے بجائے Ludii پورٹل کے اصولی متن کی پیروی کرتا ہے: R1 کی طرح، اور ساتھ میں چار گوٹیوں کا اصول جو صرف اسی متن میں ہے (اس معنی میں کہ جس لمحے کوئی گڑھا چار تک پہنچے، قطار کا مالک اسے لے لیتا ہے)، ایک بھا جو اس میں گری ہر گوٹی پکڑ لیتا ہے، اور دور اور میچ دونوں میں سب گوٹیاں پکڑی جانے تک کھیل۔ جہاں متن کو لکھے کے مطابق کھیلا نہیں جا سکتا وہاں ہٹتا ہے: جس دور کی بساط اب خالی نہیں ہو سکتی اسے رکاوٹ محافظ ختم کرتا ہے اور گوٹیاں اپنی قطار کے مالکوں کو جاتی ہیں، جس کے پاس بونے کو کچھ نہ ہو وہ باری چھوڑتا ہے (متن خاموش ہے)، اور 3+2 باقی کے ملائے ہوئے پانچ بھا میں جاتے ہیں جب وہ خالی ہو۔</translation>
    </message>
    <message>
        <source>R4 Coherent reconstruction (Mawkar analogue)</source>
        <translation>R4 مربوط تعمیرِ نو (ماوکر مماثلت)</translation>
    </message>
    <message>
        <source>The catalogue's baseline: AIBDD's rules, with the refill read so that every sentence of its remainder rule adds up. Each player fills a hole for every five he holds, and the two remainders are pooled to the Bhadar, who brings the five into play (his next empty hole, or the bha at an end hole); the loser thus loses about one hole per five he is short, rounding to the nearest. No four-counter rule, the Kungidar paid from every turn's start hole, an accumulating bha returned with the 2 at the round's end, alternating starters, and a player with no live hole after the refill loses. Departs from AIBDD in the refill arithmetic (R1 follows its wording) and, like R1, in the round end, which no source gives in a form that can be reached.</source>
        <translation>فہرست کی بنیاد: AIBDD کے اصول، بھرائی کو اس طرح پڑھ کر کہ اس کے باقی کے اصول کا ہر جملہ میل کھائے۔ ہر کھلاڑی اپنی ہر پانچ گوٹیوں کے لیے ایک گڑھا بھرتا ہے، اور دونوں باقی ملا کر بھدر کو دیے جاتے ہیں، جو پانچوں کو کھیل میں لاتا ہے (اس کا اگلا خالی گڑھا، یا سرے کے گڑھے پر بھا)؛ اس طرح ہارنے والا اپنی ہر پانچ کی کمی پر تقریباً ایک گڑھا کھوتا ہے، قریب ترین عدد تک۔ چار گوٹیوں کا کوئی اصول نہیں، کنگی دار کو ہر باری کے ابتدائی گڑھے سے ادائیگی، جمع ہوتا بھا جو دور کے اختتام پر 2 کے ساتھ لوٹایا جاتا ہے، باری باری شروع کرنے والے، اور بھرائی کے بعد جس کھلاڑی کے پاس کوئی زندہ گڑھا نہ ہو وہ ہارتا ہے۔ AIBDD سے بھرائی کے حساب میں ہٹتا ہے (R1 اس کے الفاظ کی پیروی کرتا ہے) اور، R1 کی طرح، دور کے اختتام میں، جسے کوئی ماخذ ایسی شکل میں نہیں دیتا جس تک پہنچا جا سکے۔</translation>
    </message>
    <message>
        <source>Initial setup</source>
        <translation>ابتدائی ترتیب</translation>
    </message>
    <message>
        <source>Who starts the match</source>
        <translation>میچ کون شروع کرتا ہے</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>سمت</translation>
    </message>
    <message>
        <source>Sowing and laps</source>
        <translation>بونا اور چکر</translation>
    </message>
    <message>
        <source>Dead holes</source>
        <translation>مردہ گڑھے</translation>
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
        <source>Round result</source>
        <translation>دور کا نتیجہ</translation>
    </message>
    <message>
        <source>Which holes are filled first</source>
        <translation>پہلے کون سے گڑھے بھرے جاتے ہیں</translation>
    </message>
    <message>
        <source>Reserve and revival</source>
        <translation>ذخیرہ اور بحالی</translation>
    </message>
    <message>
        <source>Remainders 4 and 1: Bhadar and Kungidar</source>
        <translation>باقی 4 اور 1: بھدر اور کنگی دار</translation>
    </message>
    <message>
        <source>Remainders 3 and 2: the bha</source>
        <translation>باقی 3 اور 2: بھا</translation>
    </message>
    <message>
        <source>Ludii implementation artefacts</source>
        <translation>Ludii کے نفاذ کی مصنوعی خصوصیات</translation>
    </message>
</context>
</TS>
