<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi">
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="+57"/>
        <source>Try &apos;rulelab-cli %1--help&apos;.</source>
        <translation>अधिक जानकारी के लिए &apos;rulelab-cli %1--help&apos; चलाएँ।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>error: </source>
        <translation>त्रुटि: </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>warning: plugin %1: %2</source>
        <translation>चेतावनी: प्लगइन %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning: no game plugins found (searched: %1)</source>
        <translation>चेतावनी: कोई खेल प्लगइन नहीं मिला (खोजा गया: %1)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>अज्ञात आदेश &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>this rulelab-cli was built without figures (RULELAB_BUILD_CHARTS=OFF); build with them to draw charts</source>
        <translation>यह rulelab-cli चित्रों के बिना बनाया गया है (RULELAB_BUILD_CHARTS=OFF); चार्ट बनाने के लिए इसे चित्रों के साथ बनाइए</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_catalogue.cpp" line="+11"/>
        <source>List the installed games.</source>
        <translation>स्थापित खेलों की सूची दिखाएँ।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>अनपेक्षित तर्क &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+24"/>
        <source>id</source>
        <translation>पहचान</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+24"/>
        <source>name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <location line="-24"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="+98"/>
        <source>options</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>readings</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>List the readings (named option sets) of a game.</source>
        <translation>किसी खेल के पाठों (नामित विकल्प-समूहों) की सूची दिखाएँ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game id, see &apos;rulelab-cli games&apos;</source>
        <translation>खेल की पहचान, देखें &apos;rulelab-cli games&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="+33"/>
        <location filename="../app/cli/cmd_catalogue.cpp" line="+4"/>
        <location line="+24"/>
        <location filename="../app/cli/cmd_graph.cpp" line="+62"/>
        <source>expected exactly one GAME</source>
        <translation>ठीक एक GAME अपेक्षित है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_catalogue.cpp" line="-18"/>
        <location line="+24"/>
        <source>unknown game &apos;%1&apos; (installed: %2)</source>
        <translation>अज्ञात खेल &apos;%1&apos; (स्थापित: %2)</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>source</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Describe every rule option of a game: values, explanations and citations.</source>
        <translation>किसी खेल के हर नियम-विकल्प का वर्णन करें: मान, व्याख्याएँ और संदर्भ।</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="-10"/>
        <location filename="../app/cli/cmd_catalogue.cpp" line="+1"/>
        <location filename="../app/cli/cmd_graph.cpp" line="-34"/>
        <source>game id</source>
        <translation>खेल की पहचान</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_catalogue.cpp" line="+1"/>
        <source>show the values this reading (id or .json file) chooses</source>
        <translation>इस पाठ (पहचान या .json फ़ाइल) द्वारा चुने गए मान दिखाएँ</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reading: %1 (%2)</source>
        <translation>पाठ: %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follows: %1</source>
        <translation>अनुसरण: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(experimental, not historical)</source>
        <translation>(प्रायोगिक, ऐतिहासिक नहीं)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>Cites: %1</source>
        <translation>संदर्भ: %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>(default)</source>
        <translation>(डिफ़ॉल्ट)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chosen</source>
        <translation>चुना गया</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Allowed: %1; default %2</source>
        <translation>अनुमत: %1; डिफ़ॉल्ट %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value in this reading: %1</source>
        <translation>इस पाठ में मान: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.h" line="+38"/>
        <source>an experiment file (or a summary.json) to run</source>
        <translation>चलाने के लिए एक प्रयोग फ़ाइल (या एक summary.json)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>agents per seat, e.g. mcts:500,random (default random); agents: random, greedy, mcts:PLAYOUTS, search:DEPTH</source>
        <translation>प्रति आसन एजेंट, जैसे mcts:500,random (डिफ़ॉल्ट random); एजेंट: random, greedy, mcts:PLAYOUTS, search:DEPTH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>swap the agents&apos; seats in every odd-numbered match</source>
        <translation>हर विषम-क्रमांक मैच में एजेंटों के आसन बदलें</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>worker threads (default: all cores); results do not depend on it</source>
        <translation>कार्यकर्ता थ्रेड (डिफ़ॉल्ट: सभी कोर); परिणाम इस पर निर्भर नहीं करते</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print the result as JSON instead of tables</source>
        <translation>परिणाम तालिकाओं के बजाय JSON के रूप में छापें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write summary.json and matches.csv into DIR</source>
        <translation>summary.json और matches.csv को DIR में लिखें</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/cli/cmd_graph.cpp" line="+25"/>
        <source>show progress on standard error (default when it is a terminal)</source>
        <translation>मानक त्रुटि पर प्रगति दिखाएँ (टर्मिनल होने पर डिफ़ॉल्ट)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_graph.cpp" line="+154"/>
        <source>%1 states found, %2 expanded</source>
        <translation>%1 स्थितियाँ मिलीं, %2 खोली गईं</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="+64"/>
        <source>expected exactly one GAME (or --experiment FILE)</source>
        <translation>ठीक एक GAME (या --experiment FILE) अपेक्षित है</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the experiment is for game &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation>प्रयोग खेल &apos;%1&apos; के लिए है, &apos;%2&apos; के लिए नहीं</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>--cap &apos;%1&apos;: expected NAME=NUMBER</source>
        <translation>--cap &apos;%1&apos;: NAME=NUMBER अपेक्षित है</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.h" line="-43"/>
        <source>a reading id or reading file; repeat to compare</source>
        <translation>एक पाठ पहचान या पाठ फ़ाइल; तुलना के लिए दोहराएँ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>override an option in every reading; repeatable</source>
        <translation>हर पाठ में एक विकल्प बदलें; दोहराया जा सकता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matches per reading</source>
        <translation>प्रति पाठ मैच</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>experiment seed</source>
        <translation>प्रयोग का बीज (seed)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="+10"/>
        <source>give at least one --reading</source>
        <translation>कम से कम एक --reading दें</translation>
    </message>
    <message>
        <location line="-54"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="-61"/>
        <source>--matches N is required</source>
        <translation>--matches N आवश्यक है</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--seed S is required</source>
        <translation>--seed S आवश्यक है</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>--matches must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--matches कम से कम 1 की पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation>--seed 0 से 18446744073709551615 तक की पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+50"/>
        <source>--threads must be a whole number from 1 to 1024, not &apos;%1&apos;</source>
        <translation>--threads 1 से 1024 तक की पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="+54"/>
        <source>reading &apos;%1&apos; is given twice</source>
        <translation>पाठ &apos;%1&apos; दो बार दिया गया है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+60"/>
        <source>--out needs a folder</source>
        <translation>--out को एक फ़ोल्डर चाहिए</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Overrides: %1</source>
        <translation>बदलाव: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>matches</source>
        <translation>मैच</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first mover wins</source>
        <translation>पहली चाल वाले की जीत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second mover wins</source>
        <translation>दूसरी चाल वाले की जीत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undecided</source>
        <translation>अनिर्णीत</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>end: %1</source>
        <translation>अंत: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mean</source>
        <translation>%1 औसत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 median [p10-p90]</source>
        <translation>%1 माध्यिका [p10-p90]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 max</source>
        <translation>%1 अधिकतम</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turns</source>
        <translation>बारियाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>laps</source>
        <translation>चक्कर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>दौर</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Results written to %1 (summary.json, matches.csv)</source>
        <translation>परिणाम %1 में लिखे गए (summary.json, matches.csv)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="+2"/>
        <location filename="../app/cli/cmd_graph.cpp" line="-177"/>
        <source>override an option; repeatable</source>
        <translation>एक विकल्प बदलें; दोहराया जा सकता है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="+25"/>
        <source>match index (0-based, as in matches.csv)</source>
        <translation>मैच क्रमांक (0 से, जैसा matches.csv में)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also print each micro-step (counters lifted, dropped, captured)</source>
        <translation>हर सूक्ष्म चरण भी छापें (उठाई, डाली, पकड़ी गई गोटियाँ)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="+9"/>
        <location filename="../app/cli/cmd_graph.cpp" line="+38"/>
        <location filename="../app/cli/cmd_replay.cpp" line="+32"/>
        <source>give exactly one --reading</source>
        <translation>ठीक एक --reading दें</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.h" line="+38"/>
        <source>play only shard K of N (K from 1 to N) of every reading&apos;s matches; combine the parts with &apos;rulelab-cli merge&apos;</source>
        <translation>हर पाठ के मैचों में से N में से केवल खंड K खेलें (K 1 से N तक); भागों को &apos;rulelab-cli merge&apos; से जोड़ें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>continue an interrupted run whose results are in DIR (same experiment); the results are completed in place</source>
        <translation>बाधित रन जारी रखें जिसके परिणाम DIR में हैं (वही प्रयोग); परिणाम वहीं पूरे किए जाते हैं</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_graph.cpp" line="-44"/>
        <source>Explore every state reachable from the start of a reading (breadth-first, up to a node limit) and say what is possible: cycles (play that can go on for ever), states from which no end can be reached, terminal outcomes; with --solve, the exact value under best play (retrograde analysis, or value iteration where chance exists).</source>
        <translation>किसी पाठ की शुरुआत से पहुँच योग्य हर स्थिति का अन्वेषण करें (चौड़ाई-प्रथम, एक नोड सीमा तक) और बताएँ कि क्या संभव है: चक्र (ऐसा खेल जो सदा चल सकता है), ऐसी स्थितियाँ जहाँ से कोई अंत नहीं पहुँचता, अंतिम परिणाम; --solve के साथ, सर्वोत्तम खेल में सटीक मान (प्रतिगामी विश्लेषण, या जहाँ संयोग हो वहाँ मान पुनरावृत्ति)।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>stop adding states after N (default 1000000)</source>
        <translation>N के बाद स्थितियाँ जोड़ना बंद करें (डिफ़ॉल्ट 1000000)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute the exact value of every state (complete graphs only)</source>
        <translation>हर स्थिति का सटीक मान निकालें (केवल पूर्ण ग्राफ़)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write the graph as GraphML (.graphml) or Graphviz (.dot)</source>
        <translation>ग्राफ़ को GraphML (.graphml) या Graphviz (.dot) के रूप में लिखें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>print the analysis as JSON</source>
        <translation>विश्लेषण JSON के रूप में छापें</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>--max-nodes must be a whole number from 1 to 4000000000</source>
        <translation>--max-nodes 1 से 4000000000 तक की पूर्ण संख्या होनी चाहिए</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--out must end in .graphml or .dot</source>
        <translation>--out का अंत .graphml या .dot से होना चाहिए</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>cannot solve: %1</source>
        <translation>हल नहीं कर सकते: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1, reading %2: %3 states, %4 moves%5 (%6 s, %7 bytes per state)</source>
        <translation>%1, पाठ %2: %3 स्थितियाँ, %4 चालें%5 (%6 से., प्रति स्थिति %7 बाइट)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, complete</source>
        <translation>, पूर्ण</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, INCOMPLETE: stopped at --max-nodes</source>
        <translation>, अपूर्ण: --max-nodes पर रुका</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Terminal states: %1 (%2)</source>
        <translation>अंतिम स्थितियाँ: %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyclic components: %1, holding %2 states (largest component %3): play can go on for ever there</source>
        <translation>चक्रीय घटक: %1, जिनमें %2 स्थितियाँ (सबसे बड़ा घटक %3): वहाँ खेल सदा चल सकता है</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>States from which no end can be reached: %1</source>
        <translation>ऐसी स्थितियाँ जहाँ से कोई अंत नहीं पहुँचता: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth: up to %1; branching: mean %2, max %3</source>
        <translation>गहराई: %1 तक; शाखाएँ: औसत %2, अधिकतम %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value of the start under best play: %1</source>
        <translation>सर्वोत्तम खेल में आरंभ का मान: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>%1 wins</source>
        <translation>%1 जीतता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>neither side can force an end</source>
        <translation>कोई भी पक्ष अंत के लिए बाध्य नहीं कर सकता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, margin %1</source>
        <translation>, अंतर %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Probability that %1 wins under best play: %2 (value iteration, %3 sweeps%4)</source>
        <translation>सर्वोत्तम खेल में %1 के जीतने की प्रायिकता: %2 (मान पुनरावृत्ति, %3 चक्र%4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, NOT converged</source>
        <translation>, अभिसरण नहीं हुआ</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+113"/>
        <source>Graph written to %1</source>
        <translation>ग्राफ़ %1 में लिखा गया</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.h" line="-34"/>
        <source>a guard limit: max_turns, max_relay_laps, repeat_k, no_capture_turns, max_rounds, max_throws, stall_proof_nodes</source>
        <translation>एक सुरक्षा सीमा: max_turns, max_relay_laps, repeat_k, no_capture_turns, max_rounds, max_throws, stall_proof_nodes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>run to a precision (repeatable): play blocks of 1000 matches until METRIC&apos;s 95% interval is at most +-HALFWIDTH; --matches is then the most</source>
        <translation>एक परिशुद्धता तक चलाएँ (दोहराया जा सकता है): 1000 मैचों के खंड तब तक खेलें जब तक METRIC का 95% अंतराल अधिकतम +-HALFWIDTH न हो; तब --matches अधिकतम सीमा है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_graph.cpp" line="-240"/>
        <source>instead of the state graph: the round-level graph of the matches of --reading in these results (a results folder or summary.json; the matches are recomputed from their seeds)</source>
        <translation>स्थिति-ग्राफ़ के बजाय: इन परिणामों में --reading के मुकाबलों का दौर-स्तरीय ग्राफ़ (परिणाम फ़ोल्डर या summary.json; मुकाबले उनके बीज से फिर से गणना किए जाते हैं)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>instead of the state graph: the round-level graph of N new random matches (seed 1)</source>
        <translation>स्थिति-ग्राफ़ के बजाय: N नए यादृच्छिक मुकाबलों का दौर-स्तरीय ग्राफ़ (बीज 1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>explore from a position of this saved match (the JSON of &apos;replay --json&apos; or of the workbench) instead of the start, under the match&apos;s own options</source>
        <translation>शुरुआत के बजाय इस सहेजे गए मैच (‘replay --json’ या वर्कबेंच का JSON) की किसी स्थिति से, मैच के अपने विकल्पों के साथ खोजें</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with --from-match: the position after this many moves (default 0, the start)</source>
        <translation>--from-match के साथ: इतनी चालों के बाद की स्थिति (डिफ़ॉल्ट 0, शुरुआत)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>stop exploring before the process uses more memory than SIZE (bytes, or with K, M or G; default: half the physical memory)</source>
        <translation>प्रक्रिया के SIZE से अधिक स्मृति लेने से पहले खोज रोकें (बाइट, या K, M या G के साथ; डिफ़ॉल्ट: भौतिक स्मृति का आधा)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--after-move needs --from-match</source>
        <translation>--after-move के लिए --from-match चाहिए</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--from-match explores states; it does not combine with --rounds or --rounds-from</source>
        <translation>--from-match स्थितियाँ खोजता है; यह --rounds या --rounds-from के साथ नहीं चलता</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--from-match uses the match&apos;s own options; --set cannot change them</source>
        <translation>--from-match मैच के अपने विकल्प लेता है; --set उन्हें नहीं बदल सकता</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--max-memory must be a size of at least 1M, such as 300M or 4G, not &apos;%1&apos;</source>
        <translation>--max-memory कम से कम 1M का आकार होना चाहिए, जैसे 300M या 4G, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--max-nodes %1 needs at least %2 MB, more than the memory budget of %3 MB (--max-memory)</source>
        <translation>--max-nodes %1 को कम से कम %2 MB चाहिए, जो %3 MB के स्मृति बजट (--max-memory) से अधिक है</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>give --rounds-from or --rounds, not both</source>
        <translation>--rounds-from या --rounds दें, दोनों नहीं</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the results are for game &apos;%2&apos;</source>
        <translation>%1: ये परिणाम खेल &apos;%2&apos; के हैं</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no reading &apos;%2&apos;</source>
        <translation>%1 में कोई पाठ &apos;%2&apos; नहीं है</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--rounds must be a whole number of at least 1</source>
        <translation>--rounds कम से कम 1 की पूर्ण संख्या होनी चाहिए</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1, reading %2: round-level graph of %3 matches: %4 configurations, %5 transitions, %6 cyclic component(s)</source>
        <translation>%1, पाठ %2: %3 मुकाबलों का दौर-स्तरीय ग्राफ़: %4 विन्यास, %5 संक्रमण, %6 चक्रीय घटक</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(this game reports no round configurations: every match is one round)</source>
        <translation>(यह खेल दौर-विन्यास नहीं बताता: हर मुकाबला एक दौर है)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>visits</source>
        <translation>आगमन</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in a cycle</source>
        <translation>चक्र में</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>configuration</source>
        <translation>विन्यास</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>... and %1 more (use --json or --out for all)</source>
        <translation>... और %1 अधिक (सभी के लिए --json या --out का उपयोग करें)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: the match is of game &apos;%2&apos;</source>
        <translation>%1: यह मैच खेल &apos;%2&apos; का है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the match is of reading &apos;%2&apos;</source>
        <translation>%1: यह मैच पाठ &apos;%2&apos; का है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--after-move must be a whole number of at least 0</source>
        <translation>--after-move कम से कम 0 की पूर्ण संख्या होनी चाहिए</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1: the match has %2 moves, not %3</source>
        <translation>%1: मैच में %2 चालें हैं, %3 नहीं</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>, INCOMPLETE: interrupted</source>
        <translation>, अधूरा: बीच में रोका गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, INCOMPLETE: stopped before the memory budget (--max-memory)</source>
        <translation>, अधूरा: स्मृति बजट (--max-memory) से पहले रोका गया</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Explored from the position after move %1 of %2, not from the start</source>
        <translation>%2 की चाल %1 के बाद की स्थिति से खोजा गया, शुरुआत से नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_merge.cpp" line="+18"/>
        <source>Combine the result folders of the shards of one experiment (run with --shard K/N) into one result, identical to a single run of the experiment.</source>
        <translation>एक प्रयोग के खंडों (--shard K/N से चलाए गए) के परिणाम फ़ोल्डरों को एक परिणाम में जोड़ें, जो प्रयोग के एक ही रन के समान हो।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a result folder written by run --shard K/N --out PART</source>
        <translation>run --shard K/N --out PART द्वारा लिखा गया परिणाम फ़ोल्डर</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write the merged summary.json and matches.csv into DIR</source>
        <translation>जोड़े गए summary.json और matches.csv को DIR में लिखें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>print the merged summary as JSON</source>
        <translation>जोड़ा गया सारांश JSON के रूप में छापें</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>give the result folders to merge</source>
        <translation>जोड़ने के लिए परिणाम फ़ोल्डर दें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--out DIR is required</source>
        <translation>--out DIR आवश्यक है</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--out %1 is one of the parts being merged; write the merged result elsewhere</source>
        <translation>--out %1 जोड़े जा रहे भागों में से एक है; जोड़ा गया परिणाम कहीं और लिखें</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Merged %1 parts (%2 readings, %3 matches each) into %4</source>
        <translation>%1 भाग (%2 पाठ, हर एक के %3 मैच) %4 में जोड़े गए</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="-33"/>
        <source>--precision &apos;%1&apos;: expected METRIC=HALFWIDTH with HALFWIDTH &gt; 0</source>
        <translation>--precision &apos;%1&apos;: METRIC=HALFWIDTH अपेक्षित, HALFWIDTH &gt; 0 के साथ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--precision: unknown metric &apos;%1&apos; (see docs/metrics.md)</source>
        <translation>--precision: अज्ञात मापक &apos;%1&apos; (docs/metrics.md देखें)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="-82"/>
        <source>--shard must be K/N with 1 &lt;= K &lt;= N, not &apos;%1&apos;</source>
        <translation>--shard का रूप K/N होना चाहिए जहाँ 1 &lt;= K &lt;= N, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--precision decides when to stop from all of a reading&apos;s matches: it cannot be split into shards</source>
        <translation>--precision किसी पठन के सभी मैचों से तय करता है कि कब रुकना है: इसे खंडों (shards) में नहीं बाँटा जा सकता</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--resume continues the shard the folder holds; do not give --shard</source>
        <translation>--resume फ़ोल्डर में रखे खंड को जारी रखता है; --shard न दें</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: holds the results of a different experiment; resume with the same arguments, or with --experiment %1/summary.json</source>
        <translation>%1: किसी दूसरे प्रयोग के परिणाम रखता है; उन्हीं तर्कों से, या --experiment %1/summary.json से जारी रखें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: field &apos;engine&apos; is &apos;%2&apos;, but this is &apos;%3&apos;: finish the run with the RuleLab that started it</source>
        <translation>%1: फ़ील्ड &apos;engine&apos; &apos;%2&apos; है, पर यह &apos;%3&apos; है: रन उसी RuleLab से पूरा करें जिसने उसे शुरू किया</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: field &apos;plugin&apos; differs (%2): the finished matches were played by another build of the game&apos;s rules; finish the run with that build, or start a new run</source>
        <translation>%1: फ़ील्ड &apos;plugin&apos; भिन्न है (%2): पूरे मैच खेल के नियमों के किसी दूसरे बिल्ड से खेले गए थे; रन उसी बिल्ड से पूरा करें, या नया रन शुरू करें</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: reading &apos;%2&apos; now has other options than its finished matches were played with (%3); start a new run</source>
        <translation>%1: पठन &apos;%2&apos; के विकल्प अब उनसे भिन्न हैं जिनसे उसके पूरे मैच खेले गए थे (%3); नया रन शुरू करें</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Interrupted: %1 finished matches kept.</source>
        <translation>बाधित: %1 पूरे मैच रखे गए।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue with the same command and --resume %1.</source>
        <translation>उसी आदेश और --resume %1 से जारी रखें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give --out DIR to keep partial results that can be resumed.</source>
        <translation>आंशिक परिणाम रखने के लिए, जिन्हें जारी रखा जा सके, --out DIR दें।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 matches per reading, seed %3, agents %4%5</source>
        <translation>%1: प्रति पाठ %2 मैच, बीज %3, एजेंट %4%5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (seats swapped every other match)</source>
        <translation> (हर दूसरे मैच में आसन बदले गए)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelled: partial results, %1 of the %2 planned matches played (see the matches row)</source>
        <translation>रद्द: आंशिक परिणाम, नियोजित %2 में से %1 मैच खेले गए (matches पंक्ति देखें)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>ended by rule</source>
        <translation>नियम से समाप्त</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended by proven guard</source>
        <translation>सिद्ध सुरक्षा से समाप्त</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped by a cap</source>
        <translation>सीमा पर रोका गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule-ended: first mover wins</source>
        <translation>नियम से समाप्त: पहली चाल वाले की जीत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule-ended: second mover wins</source>
        <translation>नियम से समाप्त: दूसरी चाल वाले की जीत</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rule-ended: draws</source>
        <translation>नियम से समाप्त: बराबरी</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 +-%2 (target %3)</source>
        <translation>%1 +-%2 (लक्ष्य %3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision: %1: %2 after %3 matches, %4</source>
        <translation>परिशुद्धता: %1: %3 मैचों के बाद %2, %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reached</source>
        <translation>प्राप्त</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not reached (the --matches maximum)</source>
        <translation>प्राप्त नहीं (--matches की अधिकतम सीमा)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play N matches per reading and compare every pair of readings: on each row one quantity with its 95% interval and the test of that quantity (shares, means, dominance of lengths, medians, Balance), p-values adjusted by Holm within each metric across the pairs, or across the --primary metrics.</source>
        <translation>हर पठन के N मैच खेलें और पठनों के हर जोड़े की तुलना करें: हर पंक्ति में एक राशि, उसका 95% अंतराल और उसी राशि का परीक्षण (अनुपात, माध्य, लंबाई का प्रभुत्व, माध्यिका, Balance); p-मान हर मापक के भीतर सभी जोड़ों पर Holm से समायोजित, या --primary मापकों पर एक साथ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play N matches per reading and summarise each reading.
Match i depends only on (seed, reading id, i) and the agents: any --threads gives the same numbers.</source>
        <translation>प्रति पाठ N मैच खेलें और हर पाठ का सारांश दें।
मैच i केवल (बीज, पाठ पहचान, i) और एजेंटों पर निर्भर है: कोई भी --threads वही संख्याएँ देता है।</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="-36"/>
        <location filename="../app/cli/cmd_run.cpp" line="+2"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="-19"/>
        <source>game id (may be omitted with --experiment)</source>
        <translation>खेल की पहचान (--experiment के साथ छोड़ी जा सकती है)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+20"/>
        <source>compare needs at least two readings</source>
        <translation>compare को कम से कम दो पाठ चाहिए</translation>
    </message>
    <message>
        <location line="+55"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="+54"/>
        <location line="+8"/>
        <location line="+18"/>
        <source>metric</source>
        <translation>मापक</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>difference [95%]</source>
        <translation>अंतर [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>test</source>
        <translation>परीक्षण</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p (Holm)</source>
        <translation>p (होल्म)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="-82"/>
        <source>Run the full factorial of the varied options on a base reading and report the main effect of each option on each metric: which ambiguity matters most.</source>
        <translation>एक आधार पाठ पर बदले गए विकल्पों का पूर्ण क्रमगुणित चलाएँ और हर विकल्प का हर मापक पर मुख्य प्रभाव बताएँ: कौन-सी अस्पष्टता सबसे ज़्यादा मायने रखती है।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the reading the sweep starts from</source>
        <translation>वह पाठ जिससे स्वीप शुरू होता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an option and the values to try; repeatable</source>
        <translation>एक विकल्प और आज़माने के मान; दोहराया जा सकता है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a metric to report effects on; repeatable (default: Completion, AdvantageP1, turns_mean, rounds_mean, Timeouts)</source>
        <translation>प्रभाव बताने के लिए एक मापक; दोहराया जा सकता है (डिफ़ॉल्ट: Completion, AdvantageP1, turns_mean, rounds_mean, Timeouts)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>sweep takes --base, not --reading</source>
        <translation>sweep --base लेता है, --reading नहीं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--base READING is required</source>
        <translation>--base READING आवश्यक है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--vary &apos;%1&apos;: expected OPTION=V1,V2</source>
        <translation>--vary &apos;%1&apos;: OPTION=V1,V2 अपेक्षित है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="+93"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="+15"/>
        <source>unknown metric &apos;%1&apos; (see docs/metrics.md)</source>
        <translation>अज्ञात मापक &apos;%1&apos; (देखें docs/metrics.md)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="+6"/>
        <source>%1: sweep of %2 cells on &apos;%3&apos;, %4 matches per cell, seed %5</source>
        <translation>%1: &apos;%3&apos; पर %2 खानों का स्वीप, प्रति खाना %4 मैच, बीज %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+8"/>
        <source>option</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>value</source>
        <translation>मान</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>range</source>
        <translation>परास</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="-13"/>
        <source>Measure simulation speed: playouts, moves and laps per second with uniform random players (or --agents).</source>
        <translation>सिमुलेशन की गति मापें: एकसमान यादृच्छिक खिलाड़ियों (या --agents) के साथ प्रति सेकंड प्लेआउट, चालें और चक्कर।</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>playouts/s %1   moves/s %2   laps/s %3   (playouts per CPU second %4)</source>
        <translation>प्लेआउट/से %1   चालें/से %2   चक्कर/से %3   (प्रति CPU सेकंड प्लेआउट %4)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="+6"/>
        <source>print the match as JSON (every move with its description, micro-steps and board; the form the workbench saves and opens)</source>
        <translation>मैच JSON के रूप में छापें (हर चाल अपने विवरण, सूक्ष्म चरणों और बोर्ड के साथ; वही रूप जिसे कार्यक्षेत्र सहेजता और खोलता है)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="-74"/>
        <source>length, advantage, ends, margin, rounds, effects or interaction (default: length)</source>
        <translation>length, advantage, ends, margin, rounds, effects या interaction (डिफ़ॉल्ट: length)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>advantage chart: AdvantageP1 or first_mover_win_rate; effects and interaction charts: the metric</source>
        <translation>advantage चार्ट: AdvantageP1 या first_mover_win_rate; effects और interaction चार्ट: मापक</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>interaction chart: the two options, the first along the axis, e.g. capture,lap_origin (default: the pair with the largest interaction)</source>
        <translation>interaction चार्ट: दो विकल्प, पहला अक्ष पर, जैसे capture,lap_origin (डिफ़ॉल्ट: सबसे बड़े पारस्परिक प्रभाव वाला जोड़ा)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown --kind &apos;%1&apos; (allowed: length, advantage, ends, margin, rounds, effects, interaction)</source>
        <translation>अज्ञात --kind &apos;%1&apos; (अनुमत: length, advantage, ends, margin, rounds, effects, interaction)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1: has no interactions (write it with &apos;sweep --out&apos; over two options or more)</source>
        <translation>%1: इसमें कोई पारस्परिक प्रभाव नहीं है (दो या अधिक विकल्पों पर &apos;sweep --out&apos; से लिखें)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no interactions on metric &apos;%1&apos; (present: %2)</source>
        <translation>मापक &apos;%1&apos; पर कोई पारस्परिक प्रभाव नहीं (उपलब्ध: %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--options &apos;%1&apos;: no such pair of options (present: %2)</source>
        <translation>--options &apos;%1&apos;: विकल्पों का ऐसा कोई जोड़ा नहीं (उपलब्ध: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_methods.cpp" line="+17"/>
        <source>Write a methods text for a paper from a results folder (what &apos;run --out&apos; writes) or its summary.json: the game and its sources, every reading with each option value and its citation, agents, matches, seed, engine version and metric definitions, with a BibTeX file of exactly the cited sources.</source>
        <translation>किसी परिणाम फ़ोल्डर (&apos;run --out&apos; जो लिखता है) या उसके summary.json से शोध-पत्र के लिए विधि-पाठ लिखें: खेल और उसके स्रोत, हर पाठ अपने हर विकल्प-मान और उसके संदर्भ के साथ, एजेंट, मैच, बीज, इंजन संस्करण और मापकों की परिभाषाएँ, साथ में ठीक उद्धृत स्रोतों की एक BibTeX फ़ाइल।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>markdown or latex (default: markdown)</source>
        <translation>markdown या latex (डिफ़ॉल्ट: markdown)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write the text to FILE instead of the standard output</source>
        <translation>पाठ को मानक आउटपुट के बजाय FILE में लिखें</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>write the BibTeX file to FILE (default with --out: beside it, with the extension .bib)</source>
        <translation>BibTeX फ़ाइल FILE में लिखें (--out के साथ डिफ़ॉल्ट: उसके बगल में, .bib एक्सटेंशन के साथ)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--format must be markdown or latex, not &apos;%1&apos;</source>
        <translation>--format markdown या latex होना चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>warning: %1</source>
        <translation>चेतावनी: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Methods text written to %1 (sources: %2)</source>
        <translation>विधि-पाठ %1 में लिखा गया (स्रोत: %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BibTeX written to %1</source>
        <translation>BibTeX %1 में लिखा गया</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="-76"/>
        <location filename="../app/cli/cmd_graph.cpp" line="-217"/>
        <source>a reading id or file</source>
        <translation>एक पाठ पहचान या फ़ाइल</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="-118"/>
        <source>Usage: rulelab-cli COMMAND [options]

Commands:
  games                      list the installed games
  readings GAME              list the readings of a game
  describe GAME [--reading R]  every rule option with its values and citations
  run GAME --reading R [...] --matches N --seed S   simulate and compare readings
  compare GAME --reading R1 --reading R2 [...] --matches N --seed S   differences with intervals and tests
  sweep GAME --base R --vary OPTION=V1,V2 [...] --matches N --seed S  main effect of each option
  replay GAME --reading R --seed S --match I [--json] print one simulated match
  merge PART... --out DIR                            combine the results of --shard K/N runs
  graph GAME --reading R [--max-nodes N] [--solve] [--out F.graphml|.dot]  the state graph
  bench GAME --reading R [--matches N] [--threads T] simulation speed
  chart RESULTS --out FILE.png|.pdf|.svg [--kind K] [--size S]  a figure from a results folder
  methods RESULTS [--format markdown|latex] [--out FILE] [--bib FILE]  a methods text with its BibTeX

run, compare, sweep and replay also take --experiment FILE (an experiment file or a summary.json),
--agents A[,B] (random, greedy, mcts:PLAYOUTS, search:DEPTH) and --swap-seats.

Run &apos;rulelab-cli COMMAND --help&apos; for the options of a command.
Plugins are searched in $RULELAB_PLUGIN_PATH, next to the program and in the install prefix.
</source>
        <translation>उपयोग: rulelab-cli COMMAND [options]

आदेश:
  games                      स्थापित खेलों की सूची
  readings GAME              किसी खेल के पाठों की सूची
  describe GAME [--reading R]  हर नियम-विकल्प, उसके मान और संदर्भ
  run GAME --reading R [...] --matches N --seed S   पाठों का सिमुलेशन और तुलना
  compare GAME --reading R1 --reading R2 [...] --matches N --seed S   अंतराल और परीक्षणों सहित अंतर
  sweep GAME --base R --vary OPTION=V1,V2 [...] --matches N --seed S  हर विकल्प का मुख्य प्रभाव
  replay GAME --reading R --seed S --match I [--json] एक सिमुलेटेड मैच छापें
  merge PART... --out DIR                            --shard K/N रनों के परिणाम जोड़ें
  graph GAME --reading R [--max-nodes N] [--solve] [--out F.graphml|.dot]  स्थिति-ग्राफ़
  bench GAME --reading R [--matches N] [--threads T] सिमुलेशन की गति
  chart RESULTS --out FILE.png|.pdf|.svg [--kind K] [--size S]  परिणाम फ़ोल्डर से एक चित्र
  methods RESULTS [--format markdown|latex] [--out FILE] [--bib FILE]  BibTeX सहित विधि-पाठ

run, compare, sweep और replay --experiment FILE (एक प्रयोग फ़ाइल या summary.json),
--agents A[,B] (random, greedy, mcts:PLAYOUTS, search:DEPTH) और --swap-seats भी लेते हैं।

किसी आदेश के विकल्पों के लिए &apos;rulelab-cli COMMAND --help&apos; चलाएँ।
प्लगइन $RULELAB_PLUGIN_PATH में, प्रोग्राम के बगल में और स्थापना उपसर्ग में खोजे जाते हैं।
</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Exit codes (the same for every command):
  0    success
  1    runtime error: a file that cannot be read or is invalid in any field (an experiment file
       naming an unknown game, reading, agent or option value included), an output that cannot
       be written, results that may not be merged or resumed
  2    usage error: an unknown command or flag, or a flag naming an unknown game, reading,
       agent, metric or option value
  3    standard output could not be written (files named with --out were saved first)
  130  interrupted (finished matches kept; continue with --resume)
</source>
        <translation>निकास कोड (हर आदेश के लिए एक जैसे):
  0    सफल
  1    चलते समय त्रुटि: कोई फ़ाइल जो पढ़ी न जा सके या किसी भी फ़ील्ड में अमान्य हो (अज्ञात खेल, पाठ,
       एजेंट या विकल्प-मान बताने वाली प्रयोग फ़ाइल भी), कोई आउटपुट जो लिखा न जा सके,
       ऐसे परिणाम जिन्हें जोड़ा या जारी नहीं किया जा सकता
  2    उपयोग त्रुटि: अज्ञात आदेश या फ़्लैग, या कोई फ़्लैग जो अज्ञात खेल, पाठ,
       एजेंट, मापक या विकल्प-मान बताए
  3    मानक आउटपुट नहीं लिखा जा सका (--out वाली फ़ाइलें पहले सहेजी गईं)
  130  बाधित (पूरे मैच रखे गए; --resume से जारी रखें)
</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="-101"/>
        <source>Warning: %1: %2</source>
        <translation>चेतावनी: %1: %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>a primary metric of the comparison (repeatable): the primary metrics of every pair form one Holm family, the paper&apos;s claims; every other row is exploratory</source>
        <translation>तुलना का एक प्राथमिक मापक (दोहराया जा सकता है): हर जोड़े के प्राथमिक मापक एक Holm परिवार बनाते हैं, शोधपत्र के दावे; बाकी हर पंक्ति अन्वेषणात्मक है</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an equivalence margin (repeatable): a TOST test that the two readings differ in METRIC by less than DELTA</source>
        <translation>एक तुल्यता सीमा (दोहराई जा सकती है): TOST परीक्षण कि दोनों पठन METRIC में DELTA से कम भिन्न हैं</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--primary &apos;%1&apos; is not a compared metric (metrics: %2)</source>
        <translation>--primary &apos;%1&apos; तुलना किया जाने वाला मापक नहीं है (मापक: %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--margin &apos;%1&apos;: expected METRIC=DELTA with DELTA &gt; 0</source>
        <translation>--margin &apos;%1&apos;: METRIC=DELTA अपेक्षित, DELTA &gt; 0 के साथ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--margin &apos;%1&apos; is not a compared metric (metrics: %2)</source>
        <translation>--margin &apos;%1&apos; तुलना किया जाने वाला मापक नहीं है (मापक: %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Differences (first minus second reading) with 95% intervals. p (Holm): adjusted within the primary metrics of every pair together (the claims) and within each other metric across the pairs (exploratory).</source>
        <translation>अंतर (पहला पठन घटा दूसरा) 95% अंतरालों के साथ। p (Holm): हर जोड़े के प्राथमिक मापकों में एक साथ (दावे) और हर अन्य मापक में सभी जोड़ों पर (अन्वेषणात्मक) समायोजित।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Differences (first minus second reading) with 95% intervals. p (Holm): adjusted within each metric across the pairs; every row is exploratory (name the claims with --primary).</source>
        <translation>अंतर (पहला पठन घटा दूसरा) 95% अंतरालों के साथ। p (Holm): हर मापक के भीतर सभी जोड़ों पर समायोजित; हर पंक्ति अन्वेषणात्मक है (दावे --primary से बताएँ)।</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>role</source>
        <translation>भूमिका</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>equivalent (TOST p)</source>
        <translation>तुल्य (TOST p)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>primary</source>
        <translation>प्राथमिक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exploratory</source>
        <translation>अन्वेषणात्मक</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="-8"/>
        <source>level [95%]</source>
        <translation>स्तर [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>effect [95%]</source>
        <translation>प्रभाव [95%]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which ambiguity matters most (range of the level means; the largest effect with its 95% interval):</source>
        <translation>कौन-सी अस्पष्टता सबसे अधिक मायने रखती है (स्तर-माध्यों का परास; सबसे बड़ा प्रभाव उसके 95% अंतराल के साथ):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>largest effect [95%]</source>
        <translation>सबसे बड़ा प्रभाव [95%]</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Two-way interactions (how much an option&apos;s effect depends on another&apos;s level):</source>
        <translation>द्वि-मार्गी अंतःक्रियाएँ (एक विकल्प का प्रभाव दूसरे के स्तर पर कितना निर्भर है):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>largest contrast [95%]</source>
        <translation>सबसे बड़ा विरोधाभास [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>note</source>
        <translation>टिप्पणी</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>larger than a main effect</source>
        <translation>एक मुख्य प्रभाव से बड़ा</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="+2"/>
        <source>playouts (default 100000)</source>
        <translation>प्लेआउट (डिफ़ॉल्ट 100000)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker threads (default 1)</source>
        <translation>कार्यकर्ता थ्रेड (डिफ़ॉल्ट 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agents per seat (default random)</source>
        <translation>प्रति आसन एजेंट (डिफ़ॉल्ट random)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print JSON</source>
        <translation>JSON छापें</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--matches must be a whole number of at least 1</source>
        <translation>--matches कम से कम 1 की पूर्ण संख्या होनी चाहिए</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--threads must be a whole number from 1 to 1024</source>
        <translation>--threads 1 से 1024 तक की पूर्ण संख्या होनी चाहिए</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 / %2: %3 playouts on %4 thread(s) in %5 s</source>
        <translation>%1 / %2: %4 थ्रेड पर %3 प्लेआउट, %5 से. में</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="-9"/>
        <source>Print match I of a run move by move, with the board after each move.
Give the same reading, --set, --agents, --swap-seats, --cap and --seed as the run, or its --experiment (a summary.json works too) with --reading to pick the reading.</source>
        <translation>किसी रन का मैच I चाल-दर-चाल छापें, हर चाल के बाद बोर्ड के साथ।
रन जैसे ही पाठ, --set, --agents, --swap-seats, --cap और --seed दें, या उसका --experiment (summary.json भी चलता है) और पाठ चुनने के लिए --reading।</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--match I is required</source>
        <translation>--match I आवश्यक है</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--match must be a whole number of at least 0, not &apos;%1&apos;</source>
        <translation>--match कम से कम 0 की पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with --experiment, give exactly one --reading to replay</source>
        <translation>--experiment के साथ, दोहराने के लिए ठीक एक --reading दें</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="-74"/>
        <source>Draw a publication figure from a results folder (what &apos;run --out&apos; writes) or its summary.json, as PNG, PDF or SVG, with the figure&apos;s data as CSV beside it (same base name, .csv).</source>
        <translation>किसी परिणाम फ़ोल्डर (&apos;run --out&apos; जो लिखता है) या उसके summary.json से प्रकाशन-योग्य चित्र PNG, PDF या SVG में बनाएँ, और चित्र का डेटा CSV के रूप में बगल में (वही मूल नाम, .csv)।</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/cli/cmd_methods.cpp" line="-38"/>
        <source>a results folder or a summary.json</source>
        <translation>एक परिणाम फ़ोल्डर या एक summary.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the figure file (.png, .pdf or .svg)</source>
        <translation>चित्र फ़ाइल (.png, .pdf या .svg)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>single (85 mm), double (175 mm) or WxH in mm (default: single)</source>
        <translation>single (85 मिमी), double (175 मिमी) या मिमी में WxH (डिफ़ॉल्ट: single)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>font size in points (default: 8)</source>
        <translation>फ़ॉन्ट आकार पॉइंट में (डिफ़ॉल्ट: 8)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG resolution (default: 300)</source>
        <translation>PNG विभेदन (डिफ़ॉल्ट: 300)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>length chart: turns, laps or rounds (default: turns)</source>
        <translation>लंबाई चार्ट: turns, laps या rounds (डिफ़ॉल्ट: turns)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>length chart: cumulative distribution instead of a histogram</source>
        <translation>लंबाई चार्ट: हिस्टोग्राम के बजाय संचयी वितरण</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../app/cli/cmd_methods.cpp" line="+11"/>
        <source>expected exactly one RESULTS folder or file</source>
        <translation>ठीक एक RESULTS फ़ोल्डर या फ़ाइल अपेक्षित है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--out FILE is required</source>
        <translation>--out FILE आवश्यक है</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--size must be single, double or WxH in millimetres (10 to 1000), not &apos;%1&apos;</source>
        <translation>--size single, double या मिलीमीटर में WxH (10 से 1000) होना चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--font must be a number of points from 4 to 36, not &apos;%1&apos;</source>
        <translation>--font 4 से 36 पॉइंट की संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--dpi must be a whole number from 50 to 2400, not &apos;%1&apos;</source>
        <translation>--dpi 50 से 2400 तक की पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--measure must be turns, laps or rounds, not &apos;%1&apos;</source>
        <translation>--measure turns, laps या rounds होना चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: has no main effects (write it with &apos;sweep --out&apos;)</source>
        <translation>%1: इसमें कोई मुख्य प्रभाव नहीं हैं (इसे &apos;sweep --out&apos; से लिखें)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no main effects on metric &apos;%1&apos; (present: %2)</source>
        <translation>मापक &apos;%1&apos; पर कोई मुख्य प्रभाव नहीं (उपस्थित: %2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Figure written to %1 (data: %2)</source>
        <translation>चित्र %1 में लिखा गया (डेटा: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="+21"/>
        <source>the recorded match does not replay: %1</source>
        <translation>दर्ज मैच दोहराया नहीं जाता: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_graph.cpp" line="+236"/>
        <source>draw</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="+62"/>
        <source>rulelab-cli: standard output could not be written (%1); files named with --out were saved first</source>
        <translation>rulelab-cli: मानक आउटपुट नहीं लिखा जा सका (%1); --out वाली फ़ाइलें पहले ही सहेजी जा चुकी थीं</translation>
    </message>
</context>
<context>
    <name>GuiMain</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+21"/>
        <source>open an experiment, results, reading or match file</source>
        <translation>एक प्रयोग, परिणाम, पाठ या मैच फ़ाइल खोलें</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the view shown at start: reading, results, length, advantage, ends, margin, rounds, effects</source>
        <translation>शुरू में दिखाया जाने वाला दृश्य: reading, results, length, advantage, ends, margin, rounds, effects</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the language of the window: en, hi or ur (default: the settings, else the system&apos;s)</source>
        <translation>विंडो की भाषा: en, hi या ur (पहले से: सेटिंग्स की, वरना सिस्टम की)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>render the window once into FILE (PNG) and exit, without waiting for anyone</source>
        <translation>विंडो को एक बार FILE (PNG) में बनाएँ और किसी की प्रतीक्षा किए बिना बाहर निकलें</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>RuleLab, the workbench for reconstructing the rules of historical board games.</source>
        <translation>RuleLab, ऐतिहासिक बोर्ड खेलों के नियमों के पुनर्निर्माण की कार्यशाला।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>files to open (experiment, results, reading or match files)</source>
        <translation>खोलने के लिए फ़ाइलें (प्रयोग, परिणाम, पाठ या मैच फ़ाइलें)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try &apos;rulelab --help&apos;.</source>
        <translation>&apos;rulelab --help&apos; आज़माएँ।</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--lang &apos;%1&apos;: languages are en, hi and ur</source>
        <translation>--lang &apos;%1&apos;: भाषाएँ en, hi और ur हैं</translation>
    </message>
</context>
<context>
    <name>MatchReplay</name>
    <message>
        <location filename="../core/replay/match_replay.cpp" line="+178"/>
        <location filename="../core/replay/replay_text.cpp" line="+85"/>
        <source>Start</source>
        <translation>आरंभ</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Step %1 of %2: %3</source>
        <translation>चरण %2 में से %1: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In hand: %1</source>
        <translation>हाथ में: %1</translation>
    </message>
    <message>
        <location filename="../core/replay/replay_text.cpp" line="-72"/>
        <source>off the board</source>
        <translation>बोर्ड से बाहर</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lift %1 from %2</source>
        <translation>%2 से %1 उठाना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drop 1 into %1</source>
        <translation>%1 में 1 डालना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capture %1 from %2</source>
        <translation>%2 से %1 पकड़ना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relay lap from %1</source>
        <translation>%1 से रिले चक्कर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move from %1 to %2</source>
        <translation>%1 से %2 तक चाल</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>lift %1 from cell %2</source>
        <translation>खाना %2 से %1 उठाना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drop 1 into cell %1</source>
        <translation>खाना %1 में 1 डालना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capture %1 from cell %2</source>
        <translation>खाना %2 से %1 पकड़ना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relay lap from cell %1</source>
        <translation>खाना %1 से रिले चक्कर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move from cell %1 to cell %2</source>
        <translation>खाना %1 से खाना %2 तक चाल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw %1</source>
        <translation>फेंक %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass</source>
        <translation>बारी छोड़ना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>दौर</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1, reading %2: the moves from the start to state %3 of the state graph (%n move(s))</source>
        <translation>
            <numerusform>%1, पाठ %2: शुरुआत से स्थिति-ग्राफ़ की स्थिति %3 तक की चालें (%n चाल)</numerusform>
            <numerusform>%1, पाठ %2: शुरुआत से स्थिति-ग्राफ़ की स्थिति %3 तक की चालें (%n चाल)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, reading %2, seed %3, match %4 (match seed %5), agents %6</source>
        <translation>%1, पाठ %2, बीज %3, मैच %4 (मैच का बीज %5), एजेंट %6</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not an end of the match; scores %1-%2; %3 turns, %4 laps, %5 rounds so far</source>
        <translation>मैच का अंत नहीं; अंक %1-%2; अब तक %3 बारी, %4 चक्कर, %5 दौर</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End: %1; result %2 (%3); scores %4-%5; %6 turns, %7 laps, %8 rounds</source>
        <translation>अंत: %1; परिणाम %2 (%3); अंक %4-%5; %6 बारियाँ, %7 चक्कर, %8 दौर</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first mover won</source>
        <translation>पहली चाल वाला जीता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second mover won</source>
        <translation>दूसरी चाल वाला जीता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draw</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undecided</source>
        <translation>अनिर्णीत</translation>
    </message>
</context>
<context>
    <name>SourcesView</name>
    <message>
        <location filename="../app/gui/sources_view.cpp" line="+270"/>
        <source>There are no results to describe yet: run an experiment or open a results file.</source>
        <translation>अभी वर्णन के लिए कोई परिणाम नहीं हैं: कोई प्रयोग चलाएँ या परिणाम फ़ाइल खोलें।</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Export Methods Text</source>
        <translation>विधि-पाठ निर्यात करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markdown (*.md);;LaTeX (*.tex)</source>
        <translation>Markdown (*.md);;LaTeX (*.tex)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Methods text</source>
        <translation>विधि-पाठ</translation>
    </message>
</context>
<context>
    <name>game bheri-bakri</name>
    <message>
        <location filename="../app/gui/plugin_texts.cpp" line="+8"/>
        <source>Bheri Bakri</source>
        <translation>Bheri Bakri (भेड़-बकरी)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Values that earn another throw</source>
        <translation>दोबारा फेंकने का अधिकार देने वाले मान</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rethrow only after a used throw</source>
        <translation>उपयोग की गई फेंक के बाद ही दोबारा फेंक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When throws are used</source>
        <translation>फेंकों का उपयोग कब हो</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Splitting a throw</source>
        <translation>फेंक का बँटवारा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What needs a pod</source>
        <translation>किसके लिए पोड चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exit only from compartment 8</source>
        <translation>केवल खाना 8 से बाहर निकलना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home moves may jump own pieces</source>
        <translation>घर की चालें अपनी गोटियों को लाँघ सकती हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pod priority</source>
        <translation>पोड की प्राथमिकता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces in their home row can be captured</source>
        <translation>अपनी घर-पंक्ति की गोटियाँ पकड़ी जा सकती हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home shifts can capture</source>
        <translation>घर-पंक्ति में खिसकाने से पकड़ संभव</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward for a capture</source>
        <translation>पकड़ने का इनाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A usable throw must be used</source>
        <translation>उपयोग योग्य फेंक का उपयोग अनिवार्य</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the path</source>
        <translation>पथ का अंत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entry cell</source>
        <translation>प्रवेश खाना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First player</source>
        <translation>पहला खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ludii&apos;s trial limit (compatibility)</source>
        <translation>Ludii की परीक्षण सीमा (अनुकूलता)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cowrie mouth-up chance</source>
        <translation>कौड़ी के मुँह ऊपर गिरने की संभावना</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Own pieces sharing a cell; home shifts onto an enemy piece</source>
        <translation>एक खाने में अपनी गोटियाँ; शत्रु की गोटी पर घर-पंक्ति में खिसकाना</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Compartments per row (not historical)</source>
        <translation>प्रति पंक्ति खाने (ऐतिहासिक नहीं)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces per side (not historical)</source>
        <translation>प्रति पक्ष गोटियाँ (ऐतिहासिक नहीं)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Das Gupta via AIBDD, literal (B1)</source>
        <translation>Das Gupta, AIBDD के माध्यम से, शाब्दिक (B1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banked credits (B4)</source>
        <translation>जमा की गई फेंकें (B4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ludii DLP code (B2)</source>
        <translation>Ludii DLP कोड (B2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tablan-flavoured (B3)</source>
        <translation>तबलान-शैली (B3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sides and first player</source>
        <translation>पक्ष और पहला खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throw values</source>
        <translation>फेंक के मान</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cowrie probabilities</source>
        <translation>कौड़ियों की संभावनाएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra throw</source>
        <translation>अतिरिक्त फेंक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release of pieces</source>
        <translation>गोटियों का छूटना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving within the home row</source>
        <translation>घर-पंक्ति के भीतर चलना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving the active piece</source>
        <translation>सक्रिय गोटी की चाल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture</source>
        <translation>पकड़ना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throws that cannot be used</source>
        <translation>जिन फेंकों का उपयोग नहीं हो सकता</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winning</source>
        <translation>जीत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entry cell (lost diagram)</source>
        <translation>प्रवेश खाना (खोया हुआ चित्र)</translation>
    </message>
</context>
<context>
    <name>game khutka-boia</name>
    <message>
        <location line="+1"/>
        <source>Khutka Boia</source>
        <translation>Khutka Boia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First player</source>
        <translation>पहला खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legal starting hole</source>
        <translation>वैध आरंभिक गड्ढा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lap over the origin hole</source>
        <translation>मूल गड्ढे के ऊपर से चक्कर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead holes in relay and capture tests</source>
        <translation>रिले और पकड़ के परीक्षणों में मृत गड्ढे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relay</source>
        <translation>रिले</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture</source>
        <translation>पकड़ना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture zone</source>
        <translation>पकड़ का क्षेत्र</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-counter rule</source>
        <translation>चार-गोटी नियम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player with nothing to sow</source>
        <translation>जिस खिलाड़ी के पास बोने को कुछ नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of a round</source>
        <translation>दौर का अंत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters left at a stalled round&apos;s end</source>
        <translation>रुके हुए दौर के अंत में बची गोटियाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refill and hole elimination</source>
        <translation>फिर से भरना और गड्ढों का हटना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill order</source>
        <translation>भरने का क्रम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revival of dead holes</source>
        <translation>मृत गड्ढों का पुनर्जीवन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bhadar&apos;s pooled five</source>
        <translation>भदर के जमा पाँच</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kungidar compensation</source>
        <translation>कुंगीदार का मुआवज़ा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the remainder rule applies</source>
        <translation>शेष-नियम कब लागू हो</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 2 of a 3+2 remainder</source>
        <translation>3+2 शेष का 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who chooses the bha</source>
        <translation>भा कौन चुनता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens to counters in the bha</source>
        <translation>भा में गोटियों का क्या होता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts later rounds</source>
        <translation>अगले दौर कौन शुरू करता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match</source>
        <translation>मैच का अंत</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ludii artefacts</source>
        <translation>Ludii की कृत्रिमताएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perpetual relay (simulation guard)</source>
        <translation>अनंत रिले (सिमुलेशन सुरक्षा)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stalled round (simulation guard)</source>
        <translation>रुका हुआ दौर (सिमुलेशन सुरक्षा)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Rounds (fixed_rounds)</source>
        <translation>दौर (fixed_rounds)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Holes per row (experimental)</source>
        <translation>प्रति पंक्ति गड्ढे (प्रायोगिक)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters per hole (experimental)</source>
        <translation>प्रति गड्ढा गोटियाँ (प्रायोगिक)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R1 Das Gupta via AIBDD, literal</source>
        <translation>R1 Das Gupta, AIBDD के माध्यम से, शाब्दिक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 Ludii DLP code</source>
        <translation>R3 Ludii DLP कोड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R2 Ludii portal text</source>
        <translation>R2 Ludii पोर्टल पाठ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R4 Coherent reconstruction (Mawkar analogue)</source>
        <translation>R4 सुसंगत पुनर्निर्माण (मावकर सादृश्य)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial setup</source>
        <translation>आरंभिक व्यवस्था</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts the match</source>
        <translation>मैच कौन शुरू करता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Direction</source>
        <translation>दिशा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sowing and laps</source>
        <translation>बोना और चक्कर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead holes</source>
        <translation>मृत गड्ढे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of turn and capture</source>
        <translation>बारी का अंत और पकड़</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player with nothing to sow</source>
        <translation>जिस खिलाड़ी के पास बोने को कुछ नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round result</source>
        <translation>दौर का परिणाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which holes are filled first</source>
        <translation>पहले कौन-से गड्ढे भरे जाते हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve and revival</source>
        <translation>भंडार और पुनर्जीवन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remainders 4 and 1: Bhadar and Kungidar</source>
        <translation>शेष 4 और 1: भदर और कुंगीदार</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remainders 3 and 2: the bha</source>
        <translation>शेष 3 और 2: भा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ludii implementation artefacts</source>
        <translation>Ludii के कार्यान्वयन की कृत्रिमताएँ</translation>
    </message>
</context>
<context>
    <name>game pachgarhwa</name>
    <message>
        <location line="+26"/>
        <source>Setup</source>
        <translation>व्यवस्था</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts</source>
        <translation>कौन शुरू करता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting hole</source>
        <translation>आरंभिक गड्ढा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sowing and laps</source>
        <translation>बोना और चक्कर</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Relay</source>
        <translation>रिले</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Pachgarhwa</source>
        <translation>Pachgarhwa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First player</source>
        <translation>पहला खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legal starting hole</source>
        <translation>वैध आरंभिक गड्ढा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lap over the origin hole</source>
        <translation>मूल गड्ढे के ऊपर से चक्कर</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture</source>
        <translation>पकड़ना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture zone</source>
        <translation>पकड़ का क्षेत्र</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player with nothing to sow</source>
        <translation>जिस खिलाड़ी के पास बोने को कुछ नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the game (round)</source>
        <translation>खेल का अंत (दौर)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters left at a stalled end</source>
        <translation>रुके हुए अंत पर बची गोटियाँ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fill order</source>
        <translation>भरने का क्रम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts later rounds</source>
        <translation>अगले दौर कौन शुरू करता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match</source>
        <translation>मैच का अंत</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perpetual relay (simulation guard)</source>
        <translation>अनंत रिले (सिमुलेशन सुरक्षा)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stalled game (simulation guard)</source>
        <translation>रुका हुआ खेल (सिमुलेशन सुरक्षा)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Rounds (fixed_rounds)</source>
        <translation>दौर (fixed_rounds)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ludii&apos;s trial limit (compatibility)</source>
        <translation>Ludii की परीक्षण सीमा (अनुकूलता)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holes per row (experimental)</source>
        <translation>प्रति पंक्ति गड्ढे (प्रायोगिक)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters per hole (experimental)</source>
        <translation>प्रति गड्ढा गोटियाँ (प्रायोगिक)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P2 Humphries + Bay Khom ending</source>
        <translation>P2 Humphries + Bay Khom का अंत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P3 Humphries, exhaustible board</source>
        <translation>P3 Humphries, ख़ाली हो सकने वाला बोर्ड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P1 Humphries 1906, literal</source>
        <translation>P1 Humphries 1906, शाब्दिक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P4 Humphries multi-round (hole loss)</source>
        <translation>P4 Humphries बहु-दौर (गड्ढों की हानि)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P5 Ludii&apos;s encoding (Pachgarhwa.lud)</source>
        <translation>P5 Ludii की कोडिंग (Pachgarhwa.lud)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>End of turn and capture</source>
        <translation>बारी का अंत और पकड़</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player with nothing to sow</source>
        <translation>जिस खिलाड़ी के पास बोने को कुछ नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the game</source>
        <translation>खेल का अंत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>विजेता</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Later rounds</source>
        <translation>बाद के दौर</translation>
    </message>
</context>
<context>
    <name>rulelab::BoardWidget</name>
    <message>
        <location filename="../app/gui/board_widget.cpp" line="+28"/>
        <source>neutral</source>
        <translation>तटस्थ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>seat %1</source>
        <translation>आसन %1</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 to move</source>
        <translation>%1 की चाल</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In hand: %1</source>
        <translation>हाथ में: %1</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>%1: cannot write the PNG</source>
        <translation>%1: PNG लिख नहीं सकते</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>RuleLab board</source>
        <translation>RuleLab बोर्ड</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>%1: cannot write the SVG</source>
        <translation>%1: SVG लिख नहीं सकते</translation>
    </message>
</context>
<context>
    <name>rulelab::GraphCanvas</name>
    <message>
        <location filename="../app/gui/graph_canvas.cpp" line="+78"/>
        <source>Seat %1</source>
        <translation>आसन %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <location line="+1"/>
        <source>Best play: %1 wins</source>
        <translation>सर्वोत्तम खेल: %1 जीतता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best play: draw</source>
        <translation>सर्वोत्तम खेल: बराबरी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No side can force an end</source>
        <translation>कोई पक्ष अंत को बाध्य नहीं कर सकता</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chance decides</source>
        <translation>संयोग तय करता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Not solved</source>
        <translation>हल नहीं किया गया</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Probability that %1 wins, 0 to 1</source>
        <translation>%1 के जीतने की प्रायिकता, 0 से 1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On a cycle (a colour per component)</source>
        <translation>चक्र पर (हर घटक का एक रंग)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not on a cycle</source>
        <translation>चक्र पर नहीं</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>End: %1 wins</source>
        <translation>अंत: %1 जीतता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End: draw</source>
        <translation>अंत: बराबरी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End: undecided</source>
        <translation>अंत: अनिर्णीत</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>%1 to move</source>
        <translation>%1 की चाल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to play</source>
        <translation>संयोग की बारी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not expanded (limit)</source>
        <translation>विस्तारित नहीं (सीमा)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chance (diamond)</source>
        <translation>संयोग (हीरा आकार)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match (square)</source>
        <translation>मैच का अंत (वर्ग)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start (thick outline)</source>
        <translation>शुरुआत (मोटी रूपरेखा)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Component: size grows with its states; double ring: cyclic</source>
        <translation>घटक: आकार उसकी स्थितियों के साथ बढ़ता है; दोहरा घेरा: चक्रीय</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>No graph yet: select a reading in the workbench and choose Analysis &gt; State Graph, or press Explore.</source>
        <translation>अभी कोई ग्राफ़ नहीं: वर्कबेंच में एक पाठ चुनें और विश्लेषण &gt; स्थिति ग्राफ़ चुनें, या अन्वेषण दबाएँ।</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>depth %1</source>
        <translation>गहराई %1</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Outcome under best play</source>
        <translation>सर्वोत्तम खेल में परिणाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win probability</source>
        <translation>जीत की प्रायिकता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strongly connected component</source>
        <translation>प्रबल रूप से संबद्ध घटक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End result and player to move</source>
        <translation>अंतिम परिणाम और चाल वाला खिलाड़ी</translation>
    </message>
</context>
<context>
    <name>rulelab::GraphView</name>
    <message>
        <location filename="../app/gui/graph_view.cpp" line="+39"/>
        <source>No reading chosen.</source>
        <translation>कोई पाठ नहीं चुना गया।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>option=value ...</source>
        <translation>विकल्प=मान ...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option values to change for this graph only, e.g. a smaller board (separated by spaces)</source>
        <translation>केवल इस ग्राफ़ के लिए बदले जाने वाले विकल्प मान, जैसे छोटा बोर्ड (रिक्त स्थान से अलग)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop exploring after this many states (the graph is then incomplete)</source>
        <translation>इतनी स्थितियों के बाद अन्वेषण रोकें (तब ग्राफ़ अधूरा रहता है)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Solve</source>
        <translation>&amp;हल करें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute the value of every state under best play (complete graphs only)</source>
        <translation>सर्वोत्तम खेल में हर स्थिति का मान निकालें (केवल पूर्ण ग्राफ़)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Explore</source>
        <translation>&amp;अन्वेषण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;रद्द करें</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Automatic</source>
        <translation>स्वचालित</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows by depth</source>
        <translation>गहराई के अनुसार पंक्तियाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Force-directed</source>
        <translation>बल-निर्देशित</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Components</source>
        <translation>घटक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbourhood</source>
        <translation>पड़ोस</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Neighbourhood: the state at its centre (0 is the start; right-click a node to choose it)</source>
        <translation>पड़ोस: उसके केंद्र की स्थिति (0 शुरुआत है; चुनने के लिए किसी नोड पर दायाँ क्लिक करें)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Neighbourhood: moves from the centre, in either direction</source>
        <translation>पड़ोस: केंद्र से चालें, किसी भी दिशा में</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Larger graphs are drawn as their components, or the neighbourhood of a state</source>
        <translation>बड़े ग्राफ़ उनके घटकों के रूप में, या किसी स्थिति के पड़ोस के रूप में खींचे जाते हैं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome under best play</source>
        <translation>सर्वोत्तम खेल में परिणाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win probability</source>
        <translation>जीत की प्रायिकता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Component</source>
        <translation>घटक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End result</source>
        <translation>अंतिम परिणाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport...</source>
        <translation>&amp;निर्यात...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the drawing as PNG, SVG or PDF</source>
        <translation>चित्र को PNG, SVG या PDF के रूप में सहेजें</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Options:</source>
        <translation>विकल्प:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Max states:</source>
        <translation>अधिकतम स्थितियाँ:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Layout:</source>
        <translation>विन्यास:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Centre:</source>
        <translation>केंद्र:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Radius:</source>
        <translation>त्रिज्या:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw up to:</source>
        <translation>इतने तक खींचें:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour by:</source>
        <translation>रंग का आधार:</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Replay the moves to state %1</source>
        <translation>स्थिति %1 तक की चालें रीप्ले करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbourhood of state %1</source>
        <translation>स्थिति %1 का पड़ोस</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+11"/>
        <source>%1, reading %2</source>
        <translation>%1, पाठ %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, reading %2, from the position after %n move(s) of %3</source>
        <translation>
            <numerusform>%1, पाठ %2, %3 की %n चाल के बाद की स्थिति से</numerusform>
            <numerusform>%1, पाठ %2, %3 की %n चाल के बाद की स्थिति से</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+11"/>
        <location line="+12"/>
        <source>Cannot explore</source>
        <translation>अन्वेषण नहीं हो सकता</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Choose a reading first (select one in the workbench, then Analysis &gt; State Graph).</source>
        <translation>पहले एक पाठ चुनें (वर्कबेंच में एक चुनें, फिर विश्लेषण &gt; स्थिति ग्राफ़)।</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The moves to the chosen position do not replay under these options: %1</source>
        <translation>चुनी गई स्थिति तक की चालें इन विकल्पों के साथ दोबारा नहीं चलतीं: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Exploring...</source>
        <translation>अन्वेषण जारी...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 states found, %2 expanded</source>
        <translation>%1 स्थितियाँ मिलीं, %2 विस्तारित</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cancelled: %1 states found</source>
        <translation>रद्द: %1 स्थितियाँ मिलीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 states in %2 s</source>
        <translation>%2 से. में %1 स्थितियाँ</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+1"/>
        <location line="+32"/>
        <location line="+1"/>
        <location line="+74"/>
        <location line="+1"/>
        <source>%1 wins</source>
        <translation>%1 जीतता है</translation>
    </message>
    <message>
        <location line="-107"/>
        <location line="+33"/>
        <location line="+75"/>
        <source>draw</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>no side can force an end</source>
        <translation>कोई पक्ष अंत को बाध्य नहीं कर सकता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best play: %1, margin %2</source>
        <translation>सर्वोत्तम खेल: %1, अंतर %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best play: %1</source>
        <translation>सर्वोत्तम खेल: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>probability that %1 wins: %2</source>
        <translation>%1 के जीतने की प्रायिकता: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Explore a reading to see its state graph: how many states, which can loop for ever, which can never end, and the value of the start under best play.</source>
        <translation>किसी पाठ का स्थिति ग्राफ़ देखने के लिए उसका अन्वेषण करें: कितनी स्थितियाँ, कौन-सी सदा चक्कर लगा सकती हैं, कौन-सी कभी समाप्त नहीं हो सकतीं, और सर्वोत्तम खेल में शुरुआत का मान।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>States:</source>
        <translation>स्थितियाँ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(complete)</source>
        <translation>(पूर्ण)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(incomplete: cancelled)</source>
        <translation>(अधूरा: रद्द)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(incomplete: state limit reached)</source>
        <translation>(अधूरा: स्थिति सीमा पूरी)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edges:</source>
        <translation>किनारे:</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+75"/>
        <source>undecided</source>
        <translation>अनिर्णीत</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Ends:</source>
        <translation>अंत:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cyclic components:</source>
        <translation>चक्रीय घटक:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 states on cycles)</source>
        <translation>%1 (चक्रों पर %2 स्थितियाँ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest component:</source>
        <translation>सबसे बड़ा घटक:</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n state(s)</source>
        <translation>
            <numerusform>%n स्थितियाँ</numerusform>
            <numerusform>%n स्थितियाँ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead states:</source>
        <translation>मृत स्थितियाँ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not expanded:</source>
        <translation>विस्तारित नहीं:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deepest state:</source>
        <translation>सबसे गहरी स्थिति:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>depth %1</source>
        <translation>गहराई %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not solved: %1</source>
        <translation>हल नहीं हुआ: %1</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>not solved: the graph is incomplete (raise Max states)</source>
        <translation>हल नहीं हुआ: ग्राफ़ अधूरा है (अधिकतम स्थितियाँ बढ़ाएँ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not solved (tick Solve and explore again)</source>
        <translation>हल नहीं हुआ (हल करें चिह्नित करके फिर अन्वेषण करें)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start:</source>
        <translation>शुरुआत:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 components, %2 links between them</source>
        <translation>%1 घटक, उनके बीच %2 कड़ियाँ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 states within %2 moves of state %3, %4 edges</source>
        <translation>स्थिति %3 से %2 चालों के भीतर %1 स्थितियाँ, %4 किनारे</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 states, %2 edges</source>
        <translation>%1 स्थितियाँ, %2 किनारे</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn:</source>
        <translation>खींचा गया:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Too many states to draw one by one (more than %1): showing %2.</source>
        <translation>एक-एक करके खींचने के लिए बहुत अधिक स्थितियाँ (%1 से अधिक): %2 दिखाया जा रहा है।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the component graph</source>
        <translation>घटक ग्राफ़</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the neighbourhood of a state</source>
        <translation>एक स्थिति का पड़ोस</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The neighbourhood was cut at the drawing limit.</source>
        <translation>पड़ोस को चित्र-सीमा पर काट दिया गया।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hover a node to see its board; double-click it to replay the moves to it; right-click for its neighbourhood. Wheel: zoom; drag: pan.</source>
        <translation>बोर्ड देखने के लिए नोड पर संकेतक रखें; उस तक की चालें रीप्ले करने के लिए दो बार क्लिक करें; उसके पड़ोस के लिए दायाँ क्लिक करें। पहिया: ज़ूम; खींचें: सरकाएँ।</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Component of %n state(s); play can go round in it</source>
        <translation>
            <numerusform>%n स्थितियों का घटक; इसमें खेल चक्कर लगा सकता है</numerusform>
            <numerusform>%n स्थितियों का घटक; इसमें खेल चक्कर लगा सकता है</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Component of %n state(s)</source>
        <translation>
            <numerusform>%n स्थितियों का घटक</numerusform>
            <numerusform>%n स्थितियों का घटक</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its first state reached: state %1, depth %2</source>
        <translation>इसकी पहली पहुँची स्थिति: स्थिति %1, गहराई %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State %1, depth %2</source>
        <translation>स्थिति %1, गहराई %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move</source>
        <translation>%1 की चाल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to play</source>
        <translation>संयोग की बारी</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End: %1 (%2), margin %3</source>
        <translation>अंत: %1 (%2), अंतर %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not expanded: the state limit was reached</source>
        <translation>विस्तारित नहीं: स्थिति सीमा पूरी हो गई थी</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reached from state %1 by: %2</source>
        <translation>स्थिति %1 से यहाँ पहुँचे: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Double-click to replay the %n move(s) from the start.</source>
        <translation>
            <numerusform>शुरुआत से %n चालें रीप्ले करने के लिए दो बार क्लिक करें।</numerusform>
            <numerusform>शुरुआत से %n चालें रीप्ले करने के लिए दो बार क्लिक करें।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>There is no such state.</source>
        <translation>ऐसी कोई स्थिति नहीं है।</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The moves to state %1 do not lead to it again (the plugin is not deterministic?)</source>
        <translation>स्थिति %1 तक की चालें फिर उस तक नहीं पहुँचातीं (प्लगइन नियतात्मक नहीं है?)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot replay</source>
        <translation>रीप्ले नहीं हो सकता</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+4"/>
        <location line="+5"/>
        <location line="+8"/>
        <location line="+8"/>
        <source>Cannot export</source>
        <translation>निर्यात नहीं हो सकता</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+25"/>
        <source>There is no graph to export yet.</source>
        <translation>निर्यात के लिए अभी कोई ग्राफ़ नहीं है।</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>%1: the file name must end in .png, .pdf or .svg</source>
        <translation>%1: फ़ाइल नाम का अंत .png, .pdf या .svg से होना चाहिए</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: लिख नहीं सकते: %2</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>State graph</source>
        <translation>स्थिति ग्राफ़</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+5"/>
        <source>Export state graph</source>
        <translation>स्थिति ग्राफ़ निर्यात करें</translation>
    </message>
</context>
<context>
    <name>rulelab::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+49"/>
        <source>RuleLab</source>
        <translation>RuleLab</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+34"/>
        <source>Game / reading</source>
        <translation>खेल / पाठ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the readings to compare; select one to see its options.</source>
        <translation>तुलना के लिए पाठों पर निशान लगाएँ; उसके विकल्प देखने के लिए एक चुनें।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+5"/>
        <source>Games and readings</source>
        <translation>खेल और पाठ</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+16"/>
        <source>Copy and edit...</source>
        <translation>प्रतिलिपि और संपादन...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make your own reading from the selected one: change options and save it.</source>
        <translation>चुने हुए पाठ से अपना पाठ बनाएँ: विकल्प बदलें और सहेजें।</translation>
    </message>
    <message>
        <location filename="../app/gui/chart_panel.cpp" line="+77"/>
        <location filename="../app/gui/reading_tree.cpp" line="+2"/>
        <source>Export...</source>
        <translation>निर्यात...</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+1"/>
        <source>Save the selected reading as a reading file.</source>
        <translation>चुने हुए पाठ को पाठ फ़ाइल के रूप में सहेजें।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+7"/>
        <source>Experiment</source>
        <translation>प्रयोग</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+185"/>
        <source>Reading</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location line="-183"/>
        <location line="+184"/>
        <location line="+103"/>
        <source>Results</source>
        <translation>परिणाम</translation>
    </message>
    <message>
        <location line="-279"/>
        <source>Replay</source>
        <translation>रीप्ले</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State graph</source>
        <translation>स्थिति ग्राफ़</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Replaying the %n move(s) from the start to the chosen state</source>
        <translation>
            <numerusform>शुरुआत से चुनी गई स्थिति तक की %n चालें रीप्ले हो रही हैं</numerusform>
            <numerusform>शुरुआत से चुनी गई स्थिति तक की %n चालें रीप्ले हो रही हैं</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a state-graph path</source>
        <translation>स्थिति-ग्राफ़ का एक पथ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>match %1 (seed %2)</source>
        <translation>मैच %1 (बीज %2)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>A run was interrupted when the window closed; its finished matches are in %1 (File &gt; Open, or complete them with: rulelab-cli run --experiment %1/summary.json --resume %1)</source>
        <translation>विंडो बंद होने पर एक रन बाधित हुआ; उसके पूरे हुए मुकाबले %1 में हैं (फ़ाइल &gt; खोलें, या इनसे पूरा करें: rulelab-cli run --experiment %1/summary.json --resume %1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;File</source>
        <translation>&amp;फ़ाइल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Experiment</source>
        <translation>&amp;नया प्रयोग</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Experiment or Results...</source>
        <translation>प्रयोग या परिणाम &amp;खोलें...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open experiment, results or reading</source>
        <translation>प्रयोग, परिणाम या पाठ खोलें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RuleLab files (*.json);;All files (*)</source>
        <translation>RuleLab फ़ाइलें (*.json);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open &amp;Recent</source>
        <translation>हाल की &amp;फ़ाइलें</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save Experiment...</source>
        <translation>प्रयोग &amp;सहेजें...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save experiment</source>
        <translation>प्रयोग सहेजें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experiment files (*.json)</source>
        <translation>प्रयोग फ़ाइलें (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save &amp;Results...</source>
        <translation>&amp;परिणाम सहेजें...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save results (summary.json and matches.csv) into</source>
        <translation>परिणाम (summary.json और matches.csv) यहाँ सहेजें</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save Summary &amp;Only...</source>
        <translation>केवल &amp;सारांश सहेजें...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save summary</source>
        <translation>सारांश सहेजें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Summary files (*.json)</source>
        <translation>सारांश फ़ाइलें (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open &amp;Match...</source>
        <translation>मैच खोलें (&amp;M)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save Match as &amp;JSON...</source>
        <translation>मैच JSON के रूप में सहेजें (&amp;J)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save match</source>
        <translation>मैच सहेजा नहीं जा सकता</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No match is open in the Replay tab.</source>
        <translation>रीप्ले टैब में कोई मैच खुला नहीं है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save match</source>
        <translation>मैच सहेजें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match files (*.json)</source>
        <translation>मैच फ़ाइलें (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export Table as &amp;CSV...</source>
        <translation>तालिका &amp;CSV के रूप में निर्यात करें...</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+82"/>
        <source>Export table</source>
        <translation>तालिका निर्यात करें</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+82"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV फ़ाइलें (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export &amp;Chart...</source>
        <translation>&amp;चार्ट निर्यात करें...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Methods Text...</source>
        <translation>&amp;विधि-पाठ...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings...</source>
        <translation>&amp;सेटिंग्स...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;बाहर निकलें</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>&amp;संपादन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Table as TSV</source>
        <translation>तालिका TSV के रूप में &amp;कॉपी करें</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy Table as C&amp;SV</source>
        <translation>तालिका C&amp;SV के रूप में कॉपी करें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy Reading and &amp;Edit...</source>
        <translation>पाठ की प्रतिलिपि बनाकर &amp;संपादित करें...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport Reading...</source>
        <translation>पाठ &amp;निर्यात करें...</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_panel.cpp" line="+100"/>
        <location filename="../app/gui/main_window.cpp" line="+2"/>
        <source>&amp;Run</source>
        <translation>&amp;चलाएँ</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+1"/>
        <source>&amp;Run Experiment</source>
        <translation>प्रयोग &amp;चलाएँ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel Run</source>
        <translation>रन &amp;रद्द करें</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;weep Options of the Selected Reading...</source>
        <translation>चुने गए पाठ के विकल्पों का &amp;स्वीप...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Analysis</source>
        <translation>&amp;विश्लेषण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;State Graph...</source>
        <translation>&amp;स्थिति ग्राफ़...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore every state of the selected reading and draw the graph of moves between them</source>
        <translation>चुने हुए पाठ की हर स्थिति का अन्वेषण करें और उनके बीच की चालों का ग्राफ़ खींचें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;दृश्य</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>&amp;सहायता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About RuleLab</source>
        <translation>RuleLab &amp;के बारे में</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About RuleLab</source>
        <translation>RuleLab के बारे में</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RuleLab: a workbench for reconstructing the rules of historical board games.
Licensed under the GNU GPL, version 3 or later.</source>
        <translation>RuleLab: ऐतिहासिक बोर्ड खेलों के नियमों के पुनर्निर्माण का कार्यक्षेत्र।
GNU GPL, संस्करण 3 या बाद के अंतर्गत लाइसेंस।</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_panel.cpp" line="-60"/>
        <source>random, greedy, mcts:PLAYOUTS or search:DEPTH</source>
        <translation>random, greedy, mcts:PLAYOUTS या search:DEPTH</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agent &amp;A (first seat):</source>
        <translation>एजेंट &amp;A (पहला आसन):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agent &amp;B (second seat):</source>
        <translation>एजेंट &amp;B (दूसरा आसन):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Swap seats every other match</source>
        <translation>हर दूसरे मैच में आसन &amp;बदलें</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Matches per reading:</source>
        <translation>प्रति पाठ &amp;मैच:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run until</source>
        <translation>तब तक चलाएँ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play blocks of 1000 matches until the metric&apos;s 95% interval is at most this wide on each side; Matches per reading is then the most.</source>
        <translation>1000 मैचों के खंड तब तक खेलें जब तक मापक का 95% अंतराल हर ओर अधिकतम इतना चौड़ा न हो; तब &quot;प्रति पठन मैच&quot; अधिकतम सीमा है।</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>S&amp;eed:</source>
        <translation>&amp;बीज:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caps (a match stopped by a cap is a result)</source>
        <translation>सीमाएँ (सीमा से रुका मैच भी एक परिणाम है)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turns per match:</source>
        <translation>प्रति मैच बारियाँ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laps per sowing:</source>
        <translation>प्रति बुआई चक्कर:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeats of a position:</source>
        <translation>किसी स्थिति की पुनरावृत्तियाँ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns without capture:</source>
        <translation>बिना पकड़ के बारियाँ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds per match:</source>
        <translation>प्रति मैच दौर:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throws per match:</source>
        <translation>प्रति मैच फेंकें:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions a stall proof may explore:</source>
        <translation>स्टॉल प्रमाण जितनी स्थितियाँ जाँच सकता है:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play the matches of every ticked reading in the background (Ctrl+R)</source>
        <translation>हर चिह्नित पाठ के मैच पृष्ठभूमि में खेलें (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;रद्द करें</translation>
    </message>
    <message>
        <location line="+162"/>
        <source>Reading %1 of %2: %3 of %4 matches, %5 matches/s, about %6 left</source>
        <translation>पाठ %2 में से %1: %4 में से %3 मैच, %5 मैच/से., लगभग %6 शेष</translation>
    </message>
    <message>
        <location filename="../app/gui/results_view.cpp" line="+54"/>
        <source>Copy as TSV</source>
        <translation>TSV के रूप में कॉपी करें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy as CSV</source>
        <translation>CSV के रूप में कॉपी करें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV...</source>
        <translation>CSV निर्यात करें...</translation>
    </message>
    <message>
        <location filename="../app/gui/chart_panel.cpp" line="-54"/>
        <source>Turns</source>
        <translation>बारियाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laps</source>
        <translation>चक्कर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>दौर</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cumulative (ECDF)</source>
        <translation>संचयी (ECDF)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measure:</source>
        <translation>माप:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AdvantageP1 (first mover&apos;s points)</source>
        <translation>AdvantageP1 (पहली चाल वाले के अंक)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First mover win rate</source>
        <translation>पहली चाल वाले की जीत दर</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <location line="+17"/>
        <source>Metric:</source>
        <translation>मापक:</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The two options whose interaction is drawn, the largest first</source>
        <translation>वे दो विकल्प जिनका पारस्परिक प्रभाव दिखाया गया है, सबसे बड़ा पहले</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Options:</source>
        <translation>विकल्प:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the chart as PNG, PDF or SVG at a journal size, with its data as CSV</source>
        <translation>चार्ट को पत्रिका आकार में PNG, PDF या SVG के रूप में, उसके डेटा को CSV के रूप में सहेजें</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+34"/>
        <source>%1 (yours)</source>
        <translation>%1 (आपका)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Plugins not loaded (%1)</source>
        <translation>लोड नहीं हुए प्लगइन (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n game(s) loaded</source>
        <translation>
            <numerusform>%n खेल लोड हुए</numerusform>
            <numerusform>%n खेल लोड हुए</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n plugin(s) could not be loaded</source>
        <translation>
            <numerusform>%n प्लगइन लोड नहीं हो सके</numerusform>
            <numerusform>%n प्लगइन लोड नहीं हो सके</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No game plugins were found. Plugins are searched in RULELAB_PLUGIN_PATH, next to the program and in the install prefix.</source>
        <translation>कोई खेल प्लगइन नहीं मिला। प्लगइन RULELAB_PLUGIN_PATH में, प्रोग्राम के बगल में और स्थापना उपसर्ग में खोजे जाते हैं।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Plugin not loaded:</source>
        <translation>प्लगइन लोड नहीं हुआ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a game or a reading.</source>
        <translation>कोई खेल या पाठ चुनें।</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Reading: %1</source>
        <translation>पाठ: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follows:</source>
        <translation>अनुसरण:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your reading, saved in %1. Double-click to edit it.</source>
        <translation>आपका पाठ, %1 में सहेजा गया। संपादन के लिए दो बार क्लिक करें।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Option</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>मान</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Default</source>
        <translation>डिफ़ॉल्ट</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+34"/>
        <location line="+14"/>
        <location line="+5"/>
        <source>Sweep options</source>
        <translation>विकल्पों का स्वीप</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Select the reading to start from (in Games and readings) first.</source>
        <translation>पहले वह पाठ चुनें जिससे शुरू करना है (खेल और पाठ में)।</translation>
    </message>
    <message>
        <location filename="../app/gui/results_view.cpp" line="+23"/>
        <source>Warning: %1: %2</source>
        <translation>चेतावनी: %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 matches; %3</source>
        <translation>%1: %2 मैच; %3</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Role</source>
        <translation>भूमिका</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>primary</source>
        <translation>प्राथमिक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exploratory</source>
        <translation>अन्वेषणात्मक</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+270"/>
        <source>Replaying match %1 of %2</source>
        <translation>पाठ %2 का मैच %1 रीप्ले हो रहा है</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot draw the state graph</source>
        <translation>स्थिति ग्राफ़ नहीं खींचा जा सकता</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a reading in the list of games and readings first.</source>
        <translation>पहले खेलों और पाठों की सूची में एक पाठ चुनें।</translation>
    </message>
    <message>
        <location line="-474"/>
        <location filename="../app/gui/reading_tree.cpp" line="+1"/>
        <source>Sources</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+4"/>
        <source>Rule point %1</source>
        <translation>नियम-बिंदु %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+13"/>
        <source>Cannot save reading</source>
        <translation>पाठ सहेजा नहीं जा सकता</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+211"/>
        <location filename="../app/gui/reading_tree.cpp" line="-13"/>
        <source>Unknown game &apos;%1&apos;.</source>
        <translation>अज्ञात खेल &apos;%1&apos;।</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+6"/>
        <source>Reading not valid</source>
        <translation>पाठ मान्य नहीं</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading saved to %1</source>
        <translation>पाठ %1 में सहेजा गया</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copy reading</source>
        <translation>पाठ की प्रतिलिपि</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a reading (or a game) first.</source>
        <translation>पहले एक पाठ (या खेल) चुनें।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(copy)</source>
        <translation>(प्रतिलिपि)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>My reading</source>
        <translation>मेरा पाठ</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+3"/>
        <source>Export reading</source>
        <translation>पाठ निर्यात करें</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Select a reading first.</source>
        <translation>पहले एक पाठ चुनें।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading files (*.json)</source>
        <translation>पाठ फ़ाइलें (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot export reading</source>
        <translation>पाठ निर्यात नहीं हो सकता</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/experiment_panel.cpp" line="-95"/>
        <source>Readings: the %n of the opened experiment (tick readings to replace them).</source>
        <translation>
            <numerusform>पाठ: खोले गए प्रयोग के %n (बदलने के लिए पाठ चिह्नित करें)।</numerusform>
            <numerusform>पाठ: खोले गए प्रयोग के %n (बदलने के लिए पाठ चिह्नित करें)।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Sweep of &apos;%1&apos; over %n option(s), as in the opened experiment (tick readings to replace it).</source>
        <translation>
            <numerusform>&apos;%1&apos; पर %n विकल्पों का स्वीप, खोले गए प्रयोग जैसा (बदलने के लिए पाठ चिह्नित करें)।</numerusform>
            <numerusform>&apos;%1&apos; पर %n विकल्पों का स्वीप, खोले गए प्रयोग जैसा (बदलने के लिए पाठ चिह्नित करें)।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Agents: %1</source>
        <translation>एजेंट: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>बीज 0 से 18446744073709551615 तक की पूर्ण संख्या होना चाहिए।</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tick readings of one game only.</source>
        <translation>केवल एक खेल के पाठ चिह्नित करें।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tick at least one reading to run (in Games and readings).</source>
        <translation>चलाने के लिए कम से कम एक पाठ चिह्नित करें (खेल और पाठ में)।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+16"/>
        <location line="+20"/>
        <source>Cannot run</source>
        <translation>चला नहीं सकते</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_panel.cpp" line="+33"/>
        <source>Starting...</source>
        <translation>शुरू हो रहा है...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+9"/>
        <source>(this run)</source>
        <translation>(यह रन)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_panel.cpp" line="+31"/>
        <source>Cancelled: partial results (%1 matches in %2 reading(s)).</source>
        <translation>रद्द: आंशिक परिणाम (%2 पाठों में %1 मैच)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished: %1 matches.</source>
        <translation>पूर्ण: %1 मैच।</translation>
    </message>
    <message>
        <location filename="../app/gui/results_view.cpp" line="-82"/>
        <source>No results yet: tick readings and press Run, or open a results file (summary.json).</source>
        <translation>अभी कोई परिणाम नहीं: पाठ चिह्नित करके Run दबाएँ, या परिणाम फ़ाइल (summary.json) खोलें।</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %n reading(s)</source>
        <translation>
            <numerusform>%1: %n पाठ</numerusform>
            <numerusform>%1: %n पाठ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, %1 matches per reading, seed %2, agents %3</source>
        <translation>, प्रति पाठ %1 मैच, बीज %2, एजेंट %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled: partial results.</source>
        <translation>रद्द: आंशिक परिणाम।</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>matches</source>
        <translation>मैच</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rule-ended: %1</source>
        <translation>नियम से समाप्त: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Reading A</source>
        <translation>पाठ A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reading B</source>
        <translation>पाठ B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Metric</source>
        <translation>मापक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference [95%]</source>
        <translation>अंतर [95%]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test</source>
        <translation>परीक्षण</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>Differences between readings (first minus second) with 95% intervals; p (Holm): adjusted within each metric across the pairs of readings, or within the primary metrics together.</source>
        <translation>पठनों के बीच अंतर (पहला घटा दूसरा) 95% अंतराल के साथ; p (Holm): हर मापक के भीतर पठनों के सभी जोड़ों पर समायोजित, या प्राथमिक मापकों के भीतर एक साथ।</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>p (Holm)</source>
        <translation>p (होल्म)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+27"/>
        <source>Cannot open file</source>
        <translation>फ़ाइल खुल नहीं सकती</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: पढ़ नहीं सकते: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot open reading</source>
        <translation>पाठ खुल नहीं सकता</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Cannot open results</source>
        <translation>परिणाम खुल नहीं सकते</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot open experiment</source>
        <translation>प्रयोग खुल नहीं सकता</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Opened %1</source>
        <translation>%1 खोला गया</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Cannot save experiment</source>
        <translation>प्रयोग सहेजा नहीं जा सकता</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Experiment saved to %1</source>
        <translation>प्रयोग %1 में सहेजा गया</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+7"/>
        <location line="+9"/>
        <location line="+6"/>
        <source>Cannot save results</source>
        <translation>परिणाम सहेजे नहीं जा सकते</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>There are no results to save yet.</source>
        <translation>अभी सहेजने के लिए कोई परिणाम नहीं हैं।</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Results saved to %1</source>
        <translation>परिणाम %1 में सहेजे गए</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export chart</source>
        <translation>चार्ट निर्यात नहीं हो सकता</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chart written to %1 (and its data as CSV)</source>
        <translation>चार्ट %1 में लिखा गया (और उसका डेटा CSV के रूप में)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export chart: %1</source>
        <translation>चार्ट निर्यात: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/export_dialog.cpp" line="+30"/>
        <source>Single column (85 mm)</source>
        <translation>एकल स्तंभ (85 मिमी)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double column (175 mm)</source>
        <translation>दोहरा स्तंभ (175 मिमी)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <translation>अनुकूलित</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Size:</source>
        <translation>आकार:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Width:</source>
        <translation>चौड़ाई:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height:</source>
        <translation>ऊँचाई:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Font size:</source>
        <translation>फ़ॉन्ट आकार:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PNG resolution (dpi):</source>
        <translation>PNG विभेदन (dpi):</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+5"/>
        <source>Export chart</source>
        <translation>चार्ट निर्यात करें</translation>
    </message>
    <message>
        <location filename="../app/gui/export_dialog.cpp" line="+21"/>
        <source>PDF (*.pdf);;PNG (*.png);;SVG (*.svg)</source>
        <translation>PDF (*.pdf);;PNG (*.png);;SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../app/gui/results_view.cpp" line="+32"/>
        <source>metric</source>
        <translation>मापक</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+13"/>
        <source>Cannot export table</source>
        <translation>तालिका निर्यात नहीं हो सकती</translation>
    </message>
</context>
<context>
    <name>rulelab::OpenMatchDialog</name>
    <message>
        <location filename="../app/gui/replay_view.cpp" line="+474"/>
        <source>Open match</source>
        <translation>मैच खोलें</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A built-in reading id, or the path of a reading file</source>
        <translation>किसी अंतर्निहित पाठ की पहचान, या किसी पाठ फ़ाइल का पथ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Agents per seat, as in the run: random, greedy, mcts:PLAYOUTS, search:DEPTH</source>
        <translation>प्रति आसन एजेंट, जैसे रन में: random, greedy, mcts:PLAYOUTS, search:DEPTH</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd-numbered matches swap the agents&apos; seats</source>
        <translation>विषम-क्रमांक मैचों में एजेंटों के आसन बदले जाते हैं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experiment seed</source>
        <translation>प्रयोग का बीज</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match index</source>
        <translation>मैच क्रमांक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agents</source>
        <translation>एजेंट</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>choose a game and a reading</source>
        <translation>एक खेल और एक पाठ चुनें</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the seed must be a whole number, not &apos;%1&apos;</source>
        <translation>बीज पूर्ण संख्या होना चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
</context>
<context>
    <name>rulelab::ReadingEditor</name>
    <message>
        <location filename="../app/gui/reading_editor.cpp" line="+32"/>
        <source>Edit reading of %1</source>
        <translation>%1 का पाठ संपादित करें</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A short identifier: letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;; it names the file.</source>
        <translation>एक छोटी पहचान: अक्षर, अंक, &apos;-&apos;, &apos;_&apos; और &apos;.&apos;; यही फ़ाइल का नाम बनती है।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Id:</source>
        <translation>&amp;पहचान:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;नाम:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Follows:</source>
        <translation>&amp;अनुसरण:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Description:</source>
        <translation>&amp;विवरण:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Option</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>मान</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it means</source>
        <translation>इसका अर्थ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passage interpreted</source>
        <translation>व्याख्यायित अंश</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(experimental, not historical)</source>
        <translation>(प्रायोगिक, ऐतिहासिक नहीं)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+20"/>
        <source>Rule point %1</source>
        <translation>नियम-बिंदु %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>true</source>
        <translation>सत्य</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>false</source>
        <translation>असत्य</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Options (each with the passage of the source it interprets):</source>
        <translation>विकल्प (हर एक उस स्रोत-अंश के साथ जिसकी वह व्याख्या करता है):</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The reading needs an id.</source>
        <translation>पाठ को एक पहचान चाहिए।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading not valid</source>
        <translation>पाठ मान्य नहीं</translation>
    </message>
</context>
<context>
    <name>rulelab::ReplayView</name>
    <message>
        <location filename="../app/gui/replay_view.cpp" line="-479"/>
        <source>No match open: double-click an interesting match, or use Open match... (or open a saved match).</source>
        <translation>कोई मैच खुला नहीं: किसी रोचक मैच पर दो बार क्लिक करें, या &apos;मैच खोलें...&apos; का उपयोग करें (या सहेजा गया मैच खोलें)।</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>To the start (Home)</source>
        <translation>आरंभ पर (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>एक चाल पीछे (Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One micro-step back (Shift+Left)</source>
        <translation>एक सूक्ष्म चरण पीछे (Shift+Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+253"/>
        <source>Play</source>
        <translation>चलाएँ</translation>
    </message>
    <message>
        <location line="-253"/>
        <source>Play or pause (Space)</source>
        <translation>चलाएँ या रोकें (Space)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One micro-step forward (Shift+Right)</source>
        <translation>एक सूक्ष्म चरण आगे (Shift+Right)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move forward (Right)</source>
        <translation>एक चाल आगे (Right)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the end (End)</source>
        <translation>अंत पर (End)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speed</source>
        <translation>गति</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Micro-steps per second while playing</source>
        <translation>चलते समय प्रति सेकंड सूक्ष्म चरण</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open match...</source>
        <translation>मैच खोलें...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recompute a match from its game, reading, seed and index</source>
        <translation>किसी मैच की उसके खेल, पाठ, बीज और क्रमांक से फिर से गणना करें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open saved match...</source>
        <translation>सहेजा गया मैच खोलें...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a match saved as JSON</source>
        <translation>JSON के रूप में सहेजा गया मैच खोलें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save match...</source>
        <translation>मैच सहेजें...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the whole match as JSON (it reopens here without the plugin)</source>
        <translation>पूरा मैच JSON के रूप में सहेजें (यह प्लगइन के बिना यहाँ फिर से खुलता है)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export text...</source>
        <translation>टेक्स्ट निर्यात करें...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the match as text, as &apos;rulelab-cli replay --steps&apos; prints it</source>
        <translation>मैच को टेक्स्ट के रूप में सहेजें, जैसे &apos;rulelab-cli replay --steps&apos; उसे छापता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export board...</source>
        <translation>बोर्ड निर्यात करें...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the board shown as PNG or SVG</source>
        <translation>दिखाया गया बोर्ड PNG या SVG के रूप में सहेजें</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+273"/>
        <location line="+4"/>
        <source>Explore from here</source>
        <translation>यहाँ से खोजें</translation>
    </message>
    <message>
        <location line="-276"/>
        <source>Explore every state reachable from the position shown, in the State graph tab (what could have happened from here)</source>
        <translation>दिखाई गई स्थिति से पहुँचने योग्य हर स्थिति स्थिति-ग्राफ़ टैब में खोजें (यहाँ से क्या हो सकता था)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Click a move to see the board after it</source>
        <translation>किसी चाल के बाद का बोर्ड देखने के लिए उस चाल पर क्लिक करें</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Interesting match</source>
        <translation>रोचक मैच</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match</source>
        <translation>मैच</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why</source>
        <translation>क्यों</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click to watch. An upset is the widest win of the seat that wins less often in that reading (the second mover when both seats win equally often).</source>
        <translation>देखने के लिए दो बार क्लिक करें। उलटफेर उस आसन की सबसे बड़ी जीत है जो उस पाठ में कम बार जीतता है (जब दोनों आसन बराबर बार जीतते हैं तो दूसरी चाल वाला)।</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1/s</source>
        <translation>%1/से.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Longest</source>
        <translation>सबसे लंबा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortest</source>
        <translation>सबसे छोटा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest upset</source>
        <translation>सबसे बड़ा उलटफेर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ends: %1</source>
        <translation>अंत: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <location line="+11"/>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+106"/>
        <location line="+7"/>
        <location line="+4"/>
        <location line="+93"/>
        <source>Cannot open match</source>
        <translation>मैच खुल नहीं सकता</translation>
    </message>
    <message>
        <location line="-224"/>
        <source>the results have no reading &apos;%1&apos;</source>
        <translation>परिणामों में कोई पाठ &apos;%1&apos; नहीं है</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>give exactly one reading</source>
        <translation>ठीक एक पाठ दें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the recorded match does not replay: %1</source>
        <translation>दर्ज मैच दोहराया नहीं जाता: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+33"/>
        <source>Start</source>
        <translation>आरंभ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 of %2, step %3 of %4</source>
        <translation>चाल %2 में से %1, चरण %4 में से %3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Pause</source>
        <translation>रोकें</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1: the moves do not replay with the installed plugin: %2</source>
        <translation>%1: स्थापित प्लगइन के साथ चालें दोहराई नहीं जातीं: %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cannot save match</source>
        <translation>मैच सहेजा नहीं जा सकता</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+14"/>
        <location line="+9"/>
        <location line="+15"/>
        <source>no match is open</source>
        <translation>कोई मैच खुला नहीं है</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game &apos;%1&apos; is not installed.</source>
        <translation>खेल &apos;%1&apos; स्थापित नहीं है।</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+5"/>
        <location line="+10"/>
        <source>Cannot export</source>
        <translation>निर्यात नहीं हो सकता</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+5"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: लिख नहीं सकते: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Save match</source>
        <translation>मैच सहेजें</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Match files (*.json)</source>
        <translation>मैच फ़ाइलें (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open saved match</source>
        <translation>सहेजा गया मैच खोलें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export board</source>
        <translation>बोर्ड निर्यात करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG चित्र (*.png);;SVG आरेख (*.svg)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export match as text</source>
        <translation>मैच टेक्स्ट के रूप में निर्यात करें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text files (*.txt)</source>
        <translation>टेक्स्ट फ़ाइलें (*.txt)</translation>
    </message>
</context>
<context>
    <name>rulelab::SettingsDialog</name>
    <message>
        <location filename="../app/gui/settings_dialog.cpp" line="+14"/>
        <source>Settings</source>
        <translation>सेटिंग्स</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>सिस्टम डिफ़ॉल्ट</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language:</source>
        <translation>भाषा:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language is used when RuleLab starts again.</source>
        <translation>नई भाषा RuleLab के दोबारा शुरू होने पर लागू होती है।</translation>
    </message>
</context>
<context>
    <name>rulelab::SourcesView</name>
    <message>
        <location filename="../app/gui/sources_view.cpp" line="-253"/>
        <source>Source / rule point</source>
        <translation>स्रोत / नियम-बिंदु</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation>कहाँ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule points grouped by the source they come from. Select one to highlight the options that interpret it.</source>
        <translation>नियम-बिंदु, उनके स्रोत के अनुसार समूहित। जिन विकल्पों से उसकी व्याख्या होती है उन्हें उजागर करने के लिए एक चुनें।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rule options of the game. Select one to highlight the rule points it interprets.</source>
        <translation>खेल के नियम-विकल्प। जिन नियम-बिंदुओं की वह व्याख्या करता है उन्हें उजागर करने के लिए एक चुनें।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Option</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>मान</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Against its sources</source>
        <translation>अपने स्रोतों की तुलना में</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cites</source>
        <translation>संदर्भ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>follows: the chosen value cites a source the reading follows; departs: it cites only other sources; completion: no source speaks to it.</source>
        <translation>follows: चुना गया मान उस स्रोत का हवाला देता है जिसका पाठ अनुसरण करता है; departs: वह केवल दूसरे स्रोतों का हवाला देता है; completion: कोई स्रोत इस पर कुछ नहीं कहता।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading:</source>
        <translation>पाठ:</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+131"/>
        <source>(not in the bibliography)</source>
        <translation>(ग्रंथसूची में नहीं)</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>No rule points for this game in data/sources.</source>
        <translation>data/sources में इस खेल के लिए कोई नियम-बिंदु नहीं।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not historical: a simulation setting.</source>
        <translation>ऐतिहासिक नहीं: एक सिमुलेशन सेटिंग।</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Follows: %1</source>
        <translation>अनुसरण: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no known source</source>
        <translation>कोई ज्ञात स्रोत नहीं</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>follows</source>
        <translation>अनुसरण करता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>departs</source>
        <translation>हटता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completion</source>
        <translation>पूर्ति</translation>
    </message>
</context>
<context>
    <name>rulelab::SweepDialog</name>
    <message>
        <location filename="../app/gui/sweep_dialog.cpp" line="+36"/>
        <source>Sweep options of %1</source>
        <translation>%1 के विकल्पों का स्वीप</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base reading: &lt;b&gt;%1&lt;/b&gt;. Tick the options to vary and list the values to try, separated by commas; every combination is run as one cell.</source>
        <translation>आधार पाठ: &lt;b&gt;%1&lt;/b&gt;। बदलने वाले विकल्पों पर निशान लगाएँ और आज़माने वाले मान अल्पविराम से अलग करके लिखें; हर संयोजन एक सेल के रूप में चलता है।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Vary</source>
        <translation>बदलें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Option</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Base value</source>
        <translation>आधार मान</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Values to try</source>
        <translation>आज़माने वाले मान</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1: &apos;%2&apos; is not allowed (%3).</source>
        <translation>%1: &apos;%2&apos; की अनुमति नहीं है (%3)।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: give at least two different values to vary.</source>
        <translation>%1: बदलने के लिए कम से कम दो अलग मान दें।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tick at least one option to vary.</source>
        <translation>बदलने के लिए कम से कम एक विकल्प पर निशान लगाएँ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sweep has %1 cells; at most %2 can run. Vary fewer options or values.</source>
        <translation>स्वीप में %1 सेल हैं; अधिकतम %2 चल सकते हैं। कम विकल्प या मान बदलें।</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cells: %1; matches in all: %2.</source>
        <translation>सेल: %1; कुल मैच: %2।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sweep not valid</source>
        <translation>स्वीप मान्य नहीं है</translation>
    </message>
</context>
<context>
    <name>rulelab::charts</name>
    <message>
        <location filename="../app/charts/chart_data.cpp" line="+127"/>
        <source>%1: line %2: not valid JSON (%3)</source>
        <translation>%1: पंक्ति %2: मान्य JSON नहीं (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: not a RuleLab summary (expected a JSON object)</source>
        <translation>%1: RuleLab सारांश नहीं (JSON ऑब्जेक्ट अपेक्षित)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;rulelab-summary&quot; (this is not a results file)</source>
        <translation>&quot;rulelab-summary&quot; (यह परिणाम फ़ाइल नहीं है)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+117"/>
        <source>an array</source>
        <translation>एक ऐरे</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>an object</source>
        <translation>एक ऑब्जेक्ट</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a reading id</source>
        <translation>एक पाठ पहचान</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 ±%2 (target %3)</source>
        <translation>%1 ±%2 (लक्ष्य %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>precision reached</source>
        <translation>परिशुद्धता प्राप्त</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>precision not reached</source>
        <translation>परिशुद्धता प्राप्त नहीं</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>a metric name</source>
        <translation>एक मापक का नाम</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>an object with &apos;option&apos; and &apos;metric&apos;</source>
        <translation>&apos;option&apos; और &apos;metric&apos; वाला एक ऑब्जेक्ट</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>an object with &apos;options&apos; (two option names) and &apos;metric&apos;</source>
        <translation>&apos;options&apos; (दो विकल्प-नाम) और &apos;metric&apos; वाला एक ऑब्जेक्ट</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: पढ़ नहीं सकते: %2</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders.cpp" line="+126"/>
        <source>Laps (sowing segments) per match</source>
        <translation>प्रति मैच चक्कर (बुआई खंड)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+143"/>
        <location filename="../app/charts/charts.cpp" line="+98"/>
        <source>Rounds per match</source>
        <translation>प्रति मैच दौर</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Turns per match</source>
        <translation>प्रति मैच बारियाँ</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Sweep of %1: %2</source>
        <translation>%1 का स्वीप: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweep of %1</source>
        <translation>%1 का स्वीप</translation>
    </message>
    <message>
        <location filename="../app/charts/charts.cpp" line="-4"/>
        <source>Game length</source>
        <translation>खेल की लंबाई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First-player advantage</source>
        <translation>पहले खिलाड़ी का लाभ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End reasons</source>
        <translation>अंत के कारण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score margin</source>
        <translation>अंकों का अंतर</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Option main effects</source>
        <translation>विकल्पों के मुख्य प्रभाव</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option interactions</source>
        <translation>विकल्पों के पारस्परिक प्रभाव</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No results yet: run an experiment or open a results file.</source>
        <translation>अभी कोई परिणाम नहीं: कोई प्रयोग चलाएँ या परिणाम फ़ाइल खोलें।</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders.cpp" line="-142"/>
        <source>Final score margin (first mover minus second)</source>
        <translation>अंतिम अंकों का अंतर (पहली चाल वाला घटा दूसरा)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, in bins of %2</source>
        <translation>%1, %2 के खानों में</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cumulative share of matches</source>
        <translation>मैचों का संचयी हिस्सा</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+198"/>
        <location line="+106"/>
        <source>Share of matches</source>
        <translation>मैचों का हिस्सा</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>† most matches did not end by rule</source>
        <translation>† अधिकांश मैच नियम से समाप्त नहीं हुए</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>AdvantageP1 (95% CI)</source>
        <translation>AdvantageP1 (95% CI)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (95% CI)</source>
        <translation>%1 (95% CI)</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Reading</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_sweep.cpp" line="+40"/>
        <source>No main effects: these results are not from a sweep.</source>
        <translation>कोई मुख्य प्रभाव नहीं: ये परिणाम किसी स्वीप के नहीं हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No main effects for metric &apos;%1&apos;.</source>
        <translation>मापक &apos;%1&apos; के लिए कोई मुख्य प्रभाव नहीं।</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Effect on %1
(level minus grand mean, 95% CI)</source>
        <translation>%1 पर प्रभाव
(स्तर घटा कुल औसत, 95% CI)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No interactions: these results are not from a sweep of two options or more.</source>
        <translation>कोई पारस्परिक प्रभाव नहीं: ये परिणाम दो या अधिक विकल्पों के स्वीप से नहीं हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No interaction &apos;%1&apos; on metric &apos;%2&apos;.</source>
        <translation>मापक &apos;%2&apos; पर कोई पारस्परिक प्रभाव &apos;%1&apos; नहीं।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The main effects of &apos;%1&apos; are missing from these results.</source>
        <translation>इन परिणामों में &apos;%1&apos; के मुख्य प्रभाव नहीं हैं।</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1
(balanced cell mean)</source>
        <translation>%1
(संतुलित खाना-औसत)</translation>
    </message>
    <message>
        <location filename="../app/charts/charts.cpp" line="+190"/>
        <source>%1: the file name must end in .png, .pdf or .svg</source>
        <translation>%1: फ़ाइल नाम का अंत .png, .pdf या .svg से होना चाहिए</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: लिख नहीं सकते: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: cannot render the figure</source>
        <translation>%1: चित्र नहीं बना सकते</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot save: %2</source>
        <translation>%1: सहेज नहीं सकते: %2</translation>
    </message>
</context>
<context>
    <name>rulelab::charts::Reader</name>
    <message>
        <location filename="../app/charts/chart_data.cpp" line="-272"/>
        <source>%1: field &apos;%2&apos;: expected %3</source>
        <translation>%1: क्षेत्र &apos;%2&apos;: %3 अपेक्षित</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an object</source>
        <translation>एक ऑब्जेक्ट</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a number</source>
        <translation>एक संख्या</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a whole number of at least 0</source>
        <translation>कम से कम 0 की एक पूर्ण संख्या</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an object {value, lo, hi}</source>
        <translation>एक ऑब्जेक्ट {value, lo, hi}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>an array of [value, count] pairs</source>
        <translation>[value, count] जोड़ों का एक ऐरे</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a [value, count] pair of whole numbers</source>
        <translation>पूर्ण संख्याओं का एक [value, count] जोड़ा</translation>
    </message>
</context>
<context>
    <name>rulelab::names</name>
    <message>
        <location filename="../core/experiment/display_names.cpp" line="+11"/>
        <source>not ended</source>
        <translation>समाप्त नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+79"/>
        <source>ended by the rules</source>
        <translation>नियमों से समाप्त</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>perpetual relay (proven, G-1)</source>
        <translation>अनंत रिले (सिद्ध, G-1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stalled round (proven, G-2)</source>
        <translation>अटका हुआ दौर (सिद्ध, G-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repeating match (proven, G-3)</source>
        <translation>दोहराता मैच (सिद्ध, G-3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadlock (proven, G-4)</source>
        <translation>गतिरोध (सिद्ध, G-4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+76"/>
        <source>stopped by a cap</source>
        <translation>सीमा से रोका गया</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>stopped at Ludii&apos;s limit</source>
        <translation>Ludii की सीमा पर रोका गया</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>completion (share ended by the rules)</source>
        <translation>पूर्णता (नियमों से समाप्त मैचों का हिस्सा)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share stopped by a cap</source>
        <translation>सीमा से रुके मैचों का हिस्सा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first mover&apos;s points, rule-ended matches</source>
        <translation>पहले चलने वाले के अंक, नियम-समाप्त मैच</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first mover&apos;s points, Ludii&apos;s count</source>
        <translation>पहले चलने वाले के अंक, Ludii की गिनती</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>balance between the seats</source>
        <translation>आसनों के बीच संतुलन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of draws, rule-ended matches</source>
        <translation>बराबरी का हिस्सा, नियम-समाप्त मैच</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first mover&apos;s win rate, rule-ended matches</source>
        <translation>पहले चलने वाले की जीत दर, नियम-समाप्त मैच</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agent A&apos;s win rate</source>
        <translation>एजेंट A की जीत दर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agent B&apos;s win rate</source>
        <translation>एजेंट B की जीत दर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>legal moves per decision</source>
        <translation>प्रति निर्णय वैध चालें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of forced decisions</source>
        <translation>मजबूर निर्णयों का हिस्सा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captures per decision</source>
        <translation>प्रति निर्णय कब्ज़े</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean turns per match</source>
        <translation>प्रति मैच औसत चालें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean laps per match</source>
        <translation>प्रति मैच औसत चक्कर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean rounds per match</source>
        <translation>प्रति मैच औसत दौर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean lead changes per match</source>
        <translation>प्रति मैच बढ़त के औसत बदलाव</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean final score margin</source>
        <translation>औसत अंतिम अंक अंतर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second mover&apos;s win rate, rule-ended matches</source>
        <translation>दूसरे चलने वाले की जीत दर, नियम-समाप्त मैच</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share ended by a proven guard</source>
        <translation>सिद्ध सुरक्षा से समाप्त मैचों का हिस्सा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outcomes (the whole table of counts)</source>
        <translation>परिणाम (गिनतियों की पूरी तालिका)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end reasons (the whole table of counts)</source>
        <translation>अंत के कारण (गिनतियों की पूरी तालिका)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>share of matches: %1</source>
        <translation>मैचों का हिस्सा: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turns per match</source>
        <translation>प्रति मैच चालें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>laps per match</source>
        <translation>प्रति मैच चक्कर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds per match</source>
        <translation>प्रति मैच दौर</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median</source>
        <translation>माध्यिका</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10th percentile</source>
        <translation>10वाँ शतमक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>90th percentile</source>
        <translation>90वाँ शतमक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>which reading&apos;s matches are longer (dominance)</source>
        <translation>किस पाठ के मैच लंबे हैं (प्रभुत्व)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>first mover wins</source>
        <translation>पहली चाल वाले की जीत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second mover wins</source>
        <translation>दूसरी चाल वाले की जीत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undecided</source>
        <translation>अनिर्णीत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first seat wins</source>
        <translation>पहले आसन की जीत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second seat wins</source>
        <translation>दूसरे आसन की जीत</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ended by a proven guard</source>
        <translation>सिद्ध सुरक्षा से समाप्त</translation>
    </message>
</context>
</TS>
