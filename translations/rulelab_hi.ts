<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi">
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="+85"/>
        <source>Try &apos;rulelab-cli %1--help&apos;.</source>
        <translation>अधिक जानकारी के लिए &apos;rulelab-cli %1--help&apos; चलाएँ।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>error: </source>
        <translation>त्रुटि: </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>warning: plugin %1: %2</source>
        <translation>चेतावनी: प्लगइन %1: %2</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+6"/>
        <source>warning: rules file %1: %2</source>
        <translation>चेतावनी: नियम फ़ाइल %1: %2</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Usage: rulelab-cli COMMAND [options]

Commands:
  games                      list the installed games
  readings GAME              list the readings of a game
  describe GAME [--reading R]  every rule option with its values and citations
  run GAME --reading R [...] --matches N --seed S   simulate and compare readings
  compare GAME --reading R1 --reading R2 [...] --matches N --seed S   differences with intervals and tests
  sweep GAME --base R --vary OPTION=V1,V2 [...] --matches N --seed S  main effect of each option
  explore GAME --base R --vary OPTION[=V1,V2] [...] --require &apos;METRIC &gt;= A&apos; [...] --budget N
                             which combinations of options meet the requirements (verdicts with
                             a known error rate)
  replay GAME --reading R --seed S --match I [--json] print one simulated match
  play GAME --reading R [--seat first|second|both|none] [--agent A] [--save FILE]  play it yourself
  merge PART... --out DIR                            combine the results of --shard K/N runs
  status PART... [--json]    which shards of a --shard K/N run are done, cancelled, killed, torn or
                             missing, with the matches played and the time left (exit 0: all done)
  graph GAME --reading R [--max-nodes N] [--solve] [--out F.graphml|.dot]  the state graph
  bench GAME --reading R [--matches N] [--threads T] simulation speed
  chart RESULTS --out FILE.png|.pdf|.svg [--kind K] [--size S]  a figure from a results folder
  methods RESULTS [--format markdown|latex] [--out FILE] [--bib FILE]  a methods text with its BibTeX
  bundle RESULTS... --out NAME.zip|DIR/ [--author A] [--title T]  a publication bundle (RO-Crate) of results
  verify BUNDLE [--sample K]                          re-run a bundle&apos;s experiments and check every file
  glossary [--json] [SEARCH]                         the terms RuleLab uses, in plain words
  check FILE...                                      check rules, reading and experiment files

run, compare, sweep and replay also take --experiment FILE (an experiment file or a summary.json),
--agents A[,B] (random, greedy, mcts:PLAYOUTS, search:DEPTH) and --swap-seats.

Run &apos;rulelab-cli COMMAND --help&apos; for the options of a command.
Plugins are searched in $RULELAB_PLUGIN_PATH, next to the program and in the install prefix.
Games defined by rules files (docs/rules-files.md) are read from the games shipped with RuleLab, the folders
in $RULELAB_GAMES_PATH and the workbench&apos;s settings, and every --games-dir DIR (repeatable, any command).
</source>
        <translation>उपयोग: rulelab-cli COMMAND [options]

आदेश:
  games                      स्थापित खेलों की सूची
  readings GAME              किसी खेल के पाठों की सूची
  describe GAME [--reading R]  हर नियम-विकल्प, उसके मानों और संदर्भों के साथ
  run GAME --reading R [...] --matches N --seed S   पाठों का सिमुलेशन और तुलना
  compare GAME --reading R1 --reading R2 [...] --matches N --seed S   अंतरालों और परीक्षणों सहित अंतर
  sweep GAME --base R --vary OPTION=V1,V2 [...] --matches N --seed S  हर विकल्प का मुख्य प्रभाव
  explore GAME --base R --vary OPTION[=V1,V2] [...] --require &apos;METRIC &gt;= A&apos; [...] --budget N
                             विकल्पों के कौन-से संयोजन शर्तें पूरी करते हैं (ज्ञात त्रुटि दर
                             वाले निर्णय)
  replay GAME --reading R --seed S --match I [--json] एक सिमुलेट किया गया मैच छापें
  play GAME --reading R [--seat first|second|both|none] [--agent A] [--save FILE]  इसे स्वयं खेलें
  merge PART... --out DIR                            --shard K/N वाले रनों के परिणाम जोड़ें
  status PART... [--json]    --shard K/N वाले रन के कौन से खंड पूरे, रद्द, बलपूर्वक रोके गए, खंडित या
                             अनुपस्थित हैं, खेले गए मैच और शेष समय के साथ (निकास 0: सब पूरे)
  graph GAME --reading R [--max-nodes N] [--solve] [--out F.graphml|.dot]  स्थिति ग्राफ़
  bench GAME --reading R [--matches N] [--threads T] सिमुलेशन की गति
  chart RESULTS --out FILE.png|.pdf|.svg [--kind K] [--size S]  परिणाम फ़ोल्डर से एक चित्र
  methods RESULTS [--format markdown|latex] [--out FILE] [--bib FILE]  BibTeX सहित विधि-पाठ
  bundle RESULTS... --out NAME.zip|DIR/ [--author A] [--title T]  परिणामों का प्रकाशन बंडल (RO-Crate)
  verify BUNDLE [--sample K]                          बंडल के प्रयोग दोबारा चलाएँ और हर फ़ाइल जाँचें
  glossary [--json] [SEARCH]                         RuleLab में प्रयुक्त शब्द, सरल भाषा में
  check FILE...                                      नियम, पाठ और प्रयोग फ़ाइलों की जाँच

run, compare, sweep और replay --experiment FILE (एक प्रयोग फ़ाइल या एक summary.json),
--agents A[,B] (random, greedy, mcts:PLAYOUTS, search:DEPTH) और --swap-seats भी लेते हैं।

किसी आदेश के विकल्पों के लिए &apos;rulelab-cli COMMAND --help&apos; चलाएँ।
प्लगइन $RULELAB_PLUGIN_PATH में, प्रोग्राम के बगल में और स्थापना उपसर्ग में खोजे जाते हैं।
नियम फ़ाइलों (docs/rules-files.md) द्वारा परिभाषित खेल RuleLab के साथ आए खेलों, $RULELAB_GAMES_PATH और वर्कबेंच की सेटिंग्स
के फ़ोल्डरों, और हर --games-dir DIR (दोहराया जा सकता है, किसी भी आदेश के साथ) से पढ़े जाते हैं।
</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>A ladder of playing strength:
  ladder GAME --reading R [...] --agents A1,A2,... --matches N --seed S [--threads T] [--out DIR]
                             metrics along a ladder of agents, with Elo ratings from their matches
  ladder ... --shard K/N --out PART   one shard of every cell&apos;s matches (&apos;status PART...&apos; says where
                             the shards stand, &apos;merge PART... --out DIR&apos; combines them)
  ladder --resume DIR        continue an interrupted ladder or shard from its folder alone

</source>
        <translation>खेलने की क्षमता की सीढ़ी:
  ladder GAME --reading R [...] --agents A1,A2,... --matches N --seed S [--threads T] [--out DIR]
                             एजेंटों की सीढ़ी पर मीट्रिक, उनके मैचों से Elo रेटिंग के साथ
  ladder ... --shard K/N --out PART   हर सेल के मैचों का एक शार्ड (&apos;status PART...&apos; बताता है कि
                             शार्ड कहाँ तक पहुँचे, &apos;merge PART... --out DIR&apos; उन्हें मिलाता है)
  ladder --resume DIR        रुकी हुई सीढ़ी या शार्ड को केवल उसके फ़ोल्डर से जारी रखें

</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>warning: games folder %1: %2</source>
        <translation>चेतावनी: खेल फ़ोल्डर %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warning: plugin folder %1: %2</source>
        <translation>चेतावनी: प्लगइन फ़ोल्डर %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>warning: no game plugins found (searched: %1)</source>
        <translation>चेतावनी: कोई खेल प्लगइन नहीं मिला (खोजा गया: %1)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--games-dir needs a folder</source>
        <translation>--games-dir को एक फ़ोल्डर चाहिए</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--games-dir: &apos;%1&apos; is not a folder</source>
        <translation>--games-dir: &apos;%1&apos; फ़ोल्डर नहीं है</translation>
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
        <location filename="../app/cli/cmd_catalogue.cpp" line="+26"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>अनपेक्षित तर्क &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+54"/>
        <source>id</source>
        <translation>पहचान</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+54"/>
        <source>name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <location line="-54"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="+74"/>
        <source>options</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>readings</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>List the readings (named option sets) of a game.</source>
        <translation>किसी खेल के पाठों (नामित विकल्प-समूहों) की सूची दिखाएँ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game id, see &apos;rulelab-cli games&apos;</source>
        <translation>खेल की पहचान, देखें &apos;rulelab-cli games&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.h" line="+64"/>
        <location filename="../app/cli/cmd_catalogue.cpp" line="-12"/>
        <location filename="../app/cli/cmd_explore.cpp" line="+107"/>
        <source>expected exactly one GAME</source>
        <translation>ठीक एक GAME अपेक्षित है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_catalogue.cpp" line="+6"/>
        <source>unknown game &apos;%1&apos; (installed: %2)</source>
        <translation>अज्ञात खेल &apos;%1&apos; (स्थापित: %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>source</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Describe every rule option of a game: values, explanations and citations.</source>
        <translation>किसी खेल के हर नियम-विकल्प का वर्णन करें: मान, व्याख्याएँ और संदर्भ।</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.h" line="-7"/>
        <source>game id</source>
        <translation>खेल आईडी</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_catalogue.cpp" line="-92"/>
        <source>List the installed games: compiled plugins and games defined by rules files (--games-dir DIR adds a folder of rules files).</source>
        <translation>स्थापित खेलों की सूची दिखाएँ: संकलित प्लगइन और नियम फ़ाइलों द्वारा परिभाषित खेल (--games-dir DIR नियम फ़ाइलों का एक फ़ोल्डर जोड़ता है)।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print a JSON array of {id, name, defined_by, source_file, plugin_file, options, readings, languages}</source>
        <translation>{id, name, defined_by, source_file, plugin_file, options, readings, languages} की JSON सूची छापें</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>defined by</source>
        <translation>परिभाषित करने वाला</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rules file %1</source>
        <translation>नियम फ़ाइल %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>plugin</source>
        <translation>प्लगइन</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>warning: %n game(s) without texts in %1, shown in English: %2</source>
        <translation>
            <numerusform>चेतावनी: %1 में पाठ के बिना %n खेल, अंग्रेज़ी में दिखाया गया: %2</numerusform>
            <numerusform>चेतावनी: %1 में पाठ के बिना %n खेल, अंग्रेज़ी में दिखाए गए: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n rules file(s) refused (check them with &apos;rulelab-cli check FILE&apos;):</source>
        <translation>
            <numerusform>%n नियम फ़ाइल अस्वीकृत (उसे &apos;rulelab-cli check FILE&apos; से जाँचें):</numerusform>
            <numerusform>%n नियम फ़ाइलें अस्वीकृत (उन्हें &apos;rulelab-cli check FILE&apos; से जाँचें):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>show the values this reading (id or .json file) chooses</source>
        <translation>इस पाठ (पहचान या .json फ़ाइल) द्वारा चुने गए मान दिखाएँ</translation>
    </message>
    <message>
        <location line="+31"/>
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
        <location filename="../app/cli/cli_flags.h" line="+19"/>
        <source>an experiment file (or a summary.json) to run</source>
        <translation>चलाने के लिए एक प्रयोग फ़ाइल (या एक summary.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a reading id, a reading file, or BASE[OPTION=VALUE,...] (a sweep cell&apos;s or explore candidate&apos;s id); repeat to compare</source>
        <translation>एक पाठ पहचान, एक पाठ फ़ाइल, या BASE[OPTION=VALUE,...] (किसी स्वीप खाने या explore उम्मीदवार की पहचान); तुलना के लिए दोहराएँ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>agents per seat, e.g. mcts:500,random (default random); agents: random, greedy, mcts:PLAYOUTS, search:DEPTH</source>
        <translation>प्रति आसन एजेंट, जैसे mcts:500,random (डिफ़ॉल्ट random); एजेंट: random, greedy, mcts:PLAYOUTS, search:DEPTH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>swap the agents&apos; seats in every odd-numbered match</source>
        <translation>हर विषम-क्रमांक मैच में एजेंटों के आसन बदलें</translation>
    </message>
    <message>
        <location line="+33"/>
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
        <source>show progress on standard error (default when it is a terminal)</source>
        <translation>मानक त्रुटि पर प्रगति दिखाएँ (टर्मिनल होने पर डिफ़ॉल्ट)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_graph.cpp" line="+281"/>
        <source>%1 states found, %2 expanded</source>
        <translation>%1 स्थितियाँ मिलीं, %2 खोली गईं</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="+199"/>
        <source>expected exactly one GAME (or --experiment FILE)</source>
        <translation>ठीक एक GAME (या --experiment FILE) अपेक्षित है</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the experiment is for game &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation>प्रयोग खेल &apos;%1&apos; के लिए है, &apos;%2&apos; के लिए नहीं</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>--cap &apos;%1&apos;: expected NAME=NUMBER</source>
        <translation>--cap &apos;%1&apos;: NAME=NUMBER अपेक्षित है</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-53"/>
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
        <location filename="../app/cli/cli_common.cpp" line="+65"/>
        <source>give at least one --reading</source>
        <translation>कम से कम एक --reading दें</translation>
    </message>
    <message>
        <location line="-23"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="-56"/>
        <source>--matches N is required</source>
        <translation>--matches N आवश्यक है</translation>
    </message>
    <message>
        <location line="-117"/>
        <location line="+10"/>
        <location filename="../app/cli/cmd_ladder.cpp" line="+24"/>
        <location line="+218"/>
        <location filename="../app/cli/cmd_run.cpp" line="+452"/>
        <location line="+28"/>
        <source>n/a</source>
        <translation>लागू नहीं</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>--seed S is required</source>
        <translation>--seed S आवश्यक है</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>--matches must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--matches कम से कम 1 की पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../app/cli/cmd_explore.cpp" line="-7"/>
        <source>--seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation>--seed 0 से 18446744073709551615 तक की पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bundle.cpp" line="+39"/>
        <source>Package results for publication as an RO-Crate 1.1 (docs/publishing.md): the results folders, their experiments, reading and rules files, plugin builds with their SHA-256, methods texts, figures with their data, a README in plain words and a CITATION.cff. A reader checks it with &apos;rulelab-cli verify&apos;.</source>
        <translation>प्रकाशन के लिए परिणामों को RO-Crate 1.1 के रूप में पैक करें (docs/publishing.md): परिणाम फ़ोल्डर, उनके प्रयोग, पाठ और नियम फ़ाइलें, SHA-256 सहित प्लगइन बिल्ड, विधि-पाठ, आँकड़ों सहित चित्र, सरल भाषा में README और CITATION.cff। पाठक इसे &apos;rulelab-cli verify&apos; से जाँचता है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>results folders or their summary.json</source>
        <translation>परिणाम फ़ोल्डर या उनकी summary.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bundle: NAME.zip, or a folder DIR/</source>
        <translation>बंडल: NAME.zip, या फ़ोल्डर DIR/</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its title (default: made from the games)</source>
        <translation>इसका शीर्षक (डिफ़ॉल्ट: खेलों से बना)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its description (default: made from the games)</source>
        <translation>इसका विवरण (डिफ़ॉल्ट: खेलों से बना)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an author, &apos;Family, Given&apos; (repeatable)</source>
        <translation>एक लेखक, &apos;Family, Given&apos; (दोहराया जा सकता है)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an SPDX license identifier (default: CC-BY-4.0)</source>
        <translation>SPDX लाइसेंस पहचानकर्ता (डिफ़ॉल्ट: CC-BY-4.0)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the date published, YYYY-MM-DD (default: today)</source>
        <translation>प्रकाशन तिथि, YYYY-MM-DD (डिफ़ॉल्ट: आज)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--out NAME.zip or --out DIR/ is required</source>
        <translation>--out NAME.zip या --out DIR/ आवश्यक है</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--out must end in .zip (a ZIP) or / (a folder), not &apos;%1&apos;</source>
        <translation>--out का अंत .zip (ZIP) या / (फ़ोल्डर) से होना चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--license must be an SPDX identifier such as CC-BY-4.0, not &apos;%1&apos;</source>
        <translation>--license एक SPDX पहचानकर्ता होना चाहिए जैसे CC-BY-4.0, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--date must be YYYY-MM-DD, not &apos;%1&apos;</source>
        <translation>--date YYYY-MM-DD होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+35"/>
        <source>cannot create a temporary folder: %1</source>
        <translation>अस्थायी फ़ोल्डर नहीं बनाया जा सकता: %1</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+53"/>
        <source>note: %1</source>
        <translation>टिप्पणी: %1</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Bundle written to %1: %2 files, %3 bytes</source>
        <translation>बंडल %1 में लिखा गया: %2 फ़ाइलें, %3 बाइट</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Check a publication bundle: every file against the SHA-256 in its ro-crate-metadata.json, then every experiment and exploration in it played again with the installed plugins, its files compared byte for byte and its figures&apos; numbers drawn again. Each file is reported as reproduced, differing (and where), not checkable (and why), edited, missing or unlisted. Exit 0 only when everything checkable reproduced.</source>
        <translation>एक प्रकाशन बंडल जाँचें: हर फ़ाइल उसकी ro-crate-metadata.json के SHA-256 से, फिर उसका हर प्रयोग और हर खोज स्थापित प्लगइनों से फिर से खेली जाती है, उसकी फ़ाइलें बाइट-दर-बाइट मिलाई जाती हैं और उसके चित्रों के अंक फिर से बनाए जाते हैं। हर फ़ाइल की सूचना दोहराई गई, भिन्न (और कहाँ), जाँच योग्य नहीं (और क्यों), संपादित, अनुपस्थित या असूचीबद्ध के रूप में दी जाती है। निकास 0 तभी जब हर जाँच योग्य चीज़ दोहराई गई।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>re-run only K results folders, chosen at random; of a bundle with one, K of ten slices of its matches</source>
        <translation>केवल K परिणाम फ़ोल्डर फिर से चलाएँ, यादृच्छिक रूप से चुने हुए; एक फ़ोल्डर वाले बंडल के, उसके मैचों के दस टुकड़ों में से K</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>a bundle: NAME.zip or its folder</source>
        <translation>एक बंडल: NAME.zip या उसका फ़ोल्डर</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the seed of the --sample choice (default: 1)</source>
        <translation>--sample चयन का बीज (डिफ़ॉल्ट: 1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threads for the re-runs (default: all cores)</source>
        <translation>दोबारा चलाने के लिए थ्रेड (डिफ़ॉल्ट: सभी कोर)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected exactly one BUNDLE</source>
        <translation>ठीक एक BUNDLE अपेक्षित था</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--sample must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--sample कम से कम 1 की पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="-65"/>
        <location filename="../app/cli/cmd_bundle.cpp" line="+4"/>
        <source>--threads must be a whole number from 1 to 1024, not &apos;%1&apos;</source>
        <translation>--threads 1 से 1024 तक की पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bundle.cpp" line="+16"/>
        <source>Sample of %1 (seed %2): re-ran %3; left out %4</source>
        <translation>%1 का नमूना (बीज %2): दोबारा चलाए %3; छोड़े %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sample of %1 (seed %2): re-ran part of %3</source>
        <translation>%1 का नमूना (बीज %2): %3 का एक भाग फिर से चलाया</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Verified: %1</source>
        <translation>सत्यापित: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NOT verified: %1</source>
        <translation>सत्यापित नहीं: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="+87"/>
        <source>reading &apos;%1&apos; is given twice</source>
        <translation>पाठ &apos;%1&apos; दो बार दिया गया है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="+115"/>
        <location filename="../app/cli/cmd_run.cpp" line="-251"/>
        <source>--out needs a folder</source>
        <translation>--out को एक फ़ोल्डर चाहिए</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare_results.cpp" line="+42"/>
        <location filename="../app/cli/cmd_run.cpp" line="+92"/>
        <source>Overrides: %1</source>
        <translation>बदलाव: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="+132"/>
        <location filename="../app/cli/cmd_run.cpp" line="-57"/>
        <location filename="../app/cli/cmd_status.cpp" line="+66"/>
        <source>matches</source>
        <translation>मैच</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+1"/>
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
        <location line="+11"/>
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
        <location line="-125"/>
        <source>Results written to %1 (summary.json, matches.csv)</source>
        <translation>परिणाम %1 में लिखे गए (summary.json, matches.csv)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+32"/>
        <location line="+197"/>
        <source>override an option; repeatable</source>
        <translation>एक विकल्प बदलें; दोहराया जा सकता है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="+24"/>
        <source>match index (0-based, as in matches.csv)</source>
        <translation>मैच क्रमांक (0 से, जैसा matches.csv में)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also print each micro-step (counters lifted, dropped, captured)</source>
        <translation>हर सूक्ष्म चरण भी छापें (उठाई, डाली, पकड़ी गई गोटियाँ)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="+33"/>
        <location filename="../app/cli/cmd_graph.cpp" line="-227"/>
        <location filename="../app/cli/cmd_replay.cpp" line="+31"/>
        <source>give exactly one --reading</source>
        <translation>ठीक एक --reading दें</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-178"/>
        <source>play only shard K of N (K from 1 to N) of every reading&apos;s matches; combine the parts with &apos;rulelab-cli merge&apos;</source>
        <translation>हर पाठ के मैचों में से N में से केवल खंड K खेलें (K 1 से N तक); भागों को &apos;rulelab-cli merge&apos; से जोड़ें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>continue an interrupted run whose results are in DIR (same experiment); the results are completed in place</source>
        <translation>बाधित रन जारी रखें जिसके परिणाम DIR में हैं (वही प्रयोग); परिणाम वहीं पूरे किए जाते हैं</translation>
    </message>
    <message>
        <location line="+123"/>
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
        <location filename="../app/cli/cmd_graph.cpp" line="+3"/>
        <source>--max-nodes must be a whole number from 1 to 4000000000</source>
        <translation>--max-nodes 1 से 4000000000 तक की पूर्ण संख्या होनी चाहिए</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--out must end in .graphml or .dot</source>
        <translation>--out का अंत .graphml या .dot से होना चाहिए</translation>
    </message>
    <message>
        <location line="+221"/>
        <source>cannot solve: %1</source>
        <translation>हल नहीं कर सकते: %1</translation>
    </message>
    <message>
        <location line="-169"/>
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
        <location line="+8"/>
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
        <location line="-42"/>
        <source>Value of the start under best play: %1</source>
        <translation>सर्वोत्तम खेल में आरंभ का मान: %1</translation>
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
        <location line="+117"/>
        <location line="+80"/>
        <source>Graph written to %1</source>
        <translation>ग्राफ़ %1 में लिखा गया</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-182"/>
        <source>a guard limit: max_turns, max_relay_laps, repeat_k, no_capture_turns, max_rounds, max_throws, stall_proof_nodes</source>
        <translation>एक सुरक्षा सीमा: max_turns, max_relay_laps, repeat_k, no_capture_turns, max_rounds, max_throws, stall_proof_nodes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>run to a precision (repeatable): play blocks of 1000 matches until METRIC&apos;s 95% interval is at most +-HALFWIDTH; --matches is then the most</source>
        <translation>एक परिशुद्धता तक चलाएँ (दोहराया जा सकता है): 1000 मैचों के खंड तब तक खेलें जब तक METRIC का 95% अंतराल अधिकतम +-HALFWIDTH न हो; तब --matches अधिकतम सीमा है</translation>
    </message>
    <message>
        <location line="+179"/>
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
        <location line="+4"/>
        <source>stop exploring before the process uses more memory than SIZE (bytes, or with K, M or G; default: half the physical memory)</source>
        <translation>प्रक्रिया के SIZE से अधिक स्मृति लेने से पहले खोज रोकें (बाइट, या K, M या G के साथ; डिफ़ॉल्ट: भौतिक स्मृति का आधा)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_graph.cpp" line="-257"/>
        <location filename="../app/cli/cmd_play.cpp" line="+71"/>
        <source>--after-move needs --from-match</source>
        <translation>--after-move के लिए --from-match चाहिए</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--from-match explores states; it does not combine with --rounds or --rounds-from</source>
        <translation>--from-match स्थितियाँ खोजता है; यह --rounds या --rounds-from के साथ नहीं चलता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--from-match uses the match&apos;s own options; --set cannot change them</source>
        <translation>--from-match मैच के अपने विकल्प लेता है; --set उन्हें नहीं बदल सकता</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>--max-memory must be a size of at least 1M, such as 300M or 4G, not &apos;%1&apos;</source>
        <translation>--max-memory कम से कम 1M का आकार होना चाहिए, जैसे 300M या 4G, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--max-nodes %1 needs at least %2 MB, more than the memory budget of %3 MB (--max-memory)</source>
        <translation>--max-nodes %1 को कम से कम %2 MB चाहिए, जो %3 MB के स्मृति बजट (--max-memory) से अधिक है</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>give --rounds-from or --rounds, not both</source>
        <translation>--rounds-from या --rounds दें, दोनों नहीं</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1: the results are for game &apos;%2&apos;</source>
        <translation>%1: ये परिणाम खेल &apos;%2&apos; के हैं</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no reading &apos;%2&apos;</source>
        <translation>%1 में कोई पाठ &apos;%2&apos; नहीं है</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>--rounds must be a whole number of at least 1</source>
        <translation>--rounds कम से कम 1 की पूर्ण संख्या होनी चाहिए</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1, reading %2: round-level graph of %3 matches: %4 configurations, %5 transitions, %6 cyclic component(s)</source>
        <translation>%1, पाठ %2: %3 मुकाबलों का दौर-स्तरीय ग्राफ़: %4 विन्यास, %5 संक्रमण, %6 चक्रीय घटक</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(this game reports no round configurations: every match is one round)</source>
        <translation>(यह खेल दौर-विन्यास नहीं बताता: हर मुकाबला एक दौर है)</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+148"/>
        <location filename="../app/cli/cmd_play.cpp" line="+178"/>
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
        <location line="+4"/>
        <location line="+2"/>
        <location filename="../app/cli/cmd_play.cpp" line="-32"/>
        <location line="+43"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1: the match has %2 moves, not %3</source>
        <translation>%1: मैच में %2 चालें हैं, %3 नहीं</translation>
    </message>
    <message>
        <location line="-125"/>
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
        <location filename="../app/cli/cmd_merge.cpp" line="+34"/>
        <source>Combine the result folders of the shards of one experiment (run with --shard K/N) into one result, identical to a single run of the experiment.</source>
        <translation>एक प्रयोग के खंडों (--shard K/N के साथ चलाए गए) के परिणाम फ़ोल्डरों को एक परिणाम में जोड़ें, जो प्रयोग के एक ही रन के समान हो।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a result folder written by run --shard K/N --out PART</source>
        <translation>run --shard K/N --out PART द्वारा लिखा गया एक परिणाम फ़ोल्डर</translation>
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
        <location line="+2"/>
        <source>give the result folders to merge</source>
        <translation>जोड़ने के लिए परिणाम फ़ोल्डर दें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--out DIR is required</source>
        <translation>--out DIR आवश्यक है</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--out %1 is one of the parts being merged; write the merged result elsewhere</source>
        <translation>--out %1 जोड़े जा रहे भागों में से एक है; जोड़ा गया परिणाम कहीं और लिखें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds an exploration: explorations are not merged, since they are not split into shards (their racing shares one budget among all candidates)</source>
        <translation>%1 में एक अन्वेषण है: अन्वेषण जोड़े नहीं जाते, क्योंकि वे खंडों में नहीं बाँटे जाते (उनकी दौड़ सभी उम्मीदवारों में एक ही बजट बाँटती है)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>some of the folders hold shards of a ladder and some do not: merge a ladder&apos;s shards only with each other</source>
        <translation>कुछ फ़ोल्डरों में सीढ़ी के भाग हैं और कुछ में नहीं: सीढ़ी के भागों को केवल आपस में जोड़ें</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Merged %1 parts (%2 readings, %3 matches each) into %4</source>
        <translation>%1 भाग (%2 पाठ, हर एक के %3 मैच) %4 में जोड़े गए</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Note: not every part has its usage maps (usage.csv with usage_groups.csv): the merged result has no usage.csv.</source>
        <translation>टिप्पणी: हर भाग में उसके उपयोग-मानचित्र (usage.csv और usage_groups.csv) नहीं हैं: जोड़े गए परिणाम में usage.csv नहीं है।</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="-49"/>
        <source>--precision &apos;%1&apos;: expected METRIC=HALFWIDTH with HALFWIDTH &gt; 0</source>
        <translation>--precision &apos;%1&apos;: METRIC=HALFWIDTH अपेक्षित, HALFWIDTH &gt; 0 के साथ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--precision: unknown metric &apos;%1&apos; (see docs/metrics.md)</source>
        <translation>--precision: अज्ञात मापक &apos;%1&apos; (docs/metrics.md देखें)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="-87"/>
        <source>--precision decides when to stop from all of a reading&apos;s matches: it cannot be split into shards</source>
        <translation>--precision किसी पठन के सभी मैचों से तय करता है कि कब रुकना है: इसे खंडों (shards) में नहीं बाँटा जा सकता</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: field &apos;engine&apos; is &apos;%2&apos;, but this is &apos;%3&apos;: finish the run with the RuleLab that started it</source>
        <translation>%1: फ़ील्ड &apos;engine&apos; &apos;%2&apos; है, पर यह &apos;%3&apos; है: रन उसी RuleLab से पूरा करें जिसने उसे शुरू किया</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: field &apos;plugin&apos; differs (%2): the finished matches were played by another build of the game&apos;s rules; finish the run with that build, or start a new run</source>
        <translation>%1: फ़ील्ड &apos;plugin&apos; भिन्न है (%2): पूरे मैच खेल के नियमों के किसी दूसरे बिल्ड से खेले गए थे; रन उसी बिल्ड से पूरा करें, या नया रन शुरू करें</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: reading &apos;%2&apos; now has other options than its finished matches were played with (%3); start a new run</source>
        <translation>%1: पठन &apos;%2&apos; के विकल्प अब उनसे भिन्न हैं जिनसे उसके पूरे मैच खेले गए थे (%3); नया रन शुरू करें</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--shard %1 is not the shard %2 holds (%3/%4); give its --shard, or none</source>
        <translation>--shard %1 वह खंड नहीं है जो %2 में है (%3/%4); उसका --shard दें, या कोई नहीं</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Note: no usage.csv (usage maps): the usage of %1 resumed matches could not be counted again (the replay was interrupted, or the reading had reached its precision). Resume once more, or run the experiment anew, to have it.</source>
        <translation>टिप्पणी: कोई usage.csv (उपयोग-मानचित्र) नहीं: जारी किए गए %1 मैचों का उपयोग फिर से नहीं गिना जा सका (रीप्ले बाधित हुआ, या पाठ अपनी परिशुद्धता तक पहुँच चुका था)। इसे पाने के लिए एक बार और जारी रखें, या प्रयोग नए सिरे से चलाएँ।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Interrupted: %1 finished matches kept.</source>
        <translation>बाधित: %1 पूरे मैच रखे गए।</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="-63"/>
        <location filename="../app/cli/cmd_run.cpp" line="+1"/>
        <source>Continue with the same command and --resume %1.</source>
        <translation>उसी आदेश और --resume %1 से जारी रखें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_ladder.cpp" line="-128"/>
        <location filename="../app/cli/cmd_run.cpp" line="+1"/>
        <source>Give --out DIR to keep partial results that can be resumed.</source>
        <translation>--out DIR दें ताकि अधूरे परिणाम रखे जाएँ जिन्हें फिर से शुरू किया जा सके।</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+132"/>
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
        <location line="-57"/>
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
        <location line="+2"/>
        <source>rule-ended: second mover wins</source>
        <translation>नियम से समाप्त: दूसरी चाल वाले की जीत</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rule-ended: draws</source>
        <translation>नियम से समाप्त: बराबरी</translation>
    </message>
    <message>
        <location line="+67"/>
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
        <location line="+86"/>
        <source>In words (the tables below hold every figure):</source>
        <translation>शब्दों में (नीचे की तालिकाओं में हर आँकड़ा है):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Differences (first minus second reading) with 95% intervals. p (Bonferroni): adjusted within the primary metrics of every pair together (the claims) and within each other metric across the pairs (exploratory). n/a: a reading has no matches the metric rests on.</source>
        <translation>अंतर (पहला पठन घटा दूसरा) 95% अंतरालों के साथ। p (Bonferroni): हर जोड़े के प्राथमिक मापकों में एक साथ (दावे) और हर अन्य मापक में सभी जोड़ों पर (अन्वेषणात्मक) समायोजित। n/a: किसी पठन में ऐसे मैच नहीं हैं जिन पर यह मापक टिका है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Differences (first minus second reading) with 95% intervals. p (Bonferroni): adjusted within each metric across the pairs; every row is exploratory (name the claims with --primary). n/a: a reading has no matches the metric rests on.</source>
        <translation>अंतर (पहला पठन घटा दूसरा) 95% अंतरालों के साथ। p (Bonferroni): हर मापक के भीतर सभी जोड़ों पर समायोजित; हर पंक्ति अन्वेषणात्मक है (दावे --primary से बताएँ)। n/a: किसी पठन में ऐसे मैच नहीं हैं जिन पर यह मापक टिका है।</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>none (note %1)</source>
        <translation>कोई नहीं (टिप्पणी %1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Note %1: %2</source>
        <translation>टिप्पणी %1: %2</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Play N matches per reading and summarise each reading.
Match i depends only on (seed, reading id, i) and the agents: any --threads gives the same numbers.</source>
        <translation>प्रति पाठ N मैच खेलें और हर पाठ का सारांश दें।
मैच i केवल (बीज, पाठ पहचान, i) और एजेंटों पर निर्भर है: कोई भी --threads वही संख्याएँ देता है।</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.h" line="+1"/>
        <source>game id (may be omitted with --experiment)</source>
        <translation>खेल की पहचान (--experiment के साथ छोड़ी जा सकती है)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+19"/>
        <source>compare needs at least two readings</source>
        <translation>compare को कम से कम दो पाठ चाहिए</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_compare_results.cpp" line="-15"/>
        <source>Readings of %n results folder(s), agents %1:</source>
        <translation>
            <numerusform>%n परिणाम फ़ोल्डर के पाठ, एजेंट %1:</numerusform>
            <numerusform>%n परिणाम फ़ोल्डरों के पाठ, एजेंट %1:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, %2 matches per reading, seed %3, rules build %4 %5</source>
        <translation>%1, प्रति पाठ %2 मैच, बीज %3, नियमों का बिल्ड %4 %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (cancelled: partial)</source>
        <translation> (रद्द: आंशिक)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+43"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="+27"/>
        <location line="+8"/>
        <location line="+21"/>
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
        <location filename="../app/cli/cli_flags.h" line="+72"/>
        <source>Run the full factorial of the varied options on a base reading and report the main effect of each option on each metric: which ambiguity matters most.</source>
        <translation>एक आधार पाठ पर बदले गए विकल्पों का पूर्ण क्रमगुणित चलाएँ और हर विकल्प का हर मापक पर मुख्य प्रभाव बताएँ: कौन-सी अस्पष्टता सबसे ज़्यादा मायने रखती है।</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location filename="../app/cli/cmd_sweep.cpp" line="-55"/>
        <source>sweep takes --base, not --reading</source>
        <translation>sweep --base लेता है, --reading नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="-115"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="+2"/>
        <source>--base READING is required</source>
        <translation>--base READING आवश्यक है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="+3"/>
        <source>--vary &apos;%1&apos;: expected OPTION=V1,V2</source>
        <translation>--vary &apos;%1&apos;: OPTION=V1,V2 अपेक्षित है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="+184"/>
        <location line="+28"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="+14"/>
        <source>unknown metric &apos;%1&apos; (see docs/metrics.md)</source>
        <translation>अज्ञात मीट्रिक &apos;%1&apos; (docs/metrics.md देखें)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="+75"/>
        <source>%1: sweep of %2 cells on &apos;%3&apos;, %4 matches per cell, seed %5</source>
        <translation>%1: &apos;%3&apos; पर %2 खानों का स्वीप, प्रति खाना %4 मैच, बीज %5</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="-141"/>
        <source>met</source>
        <translation>पूरी हुई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>violated</source>
        <translation>उल्लंघित</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsettled</source>
        <translation>तय नहीं</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>feasible</source>
        <translation>व्यवहार्य</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infeasible</source>
        <translation>अव्यवहार्य</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>uncertain</source>
        <translation>अनिश्चित</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Explore the combinations of the varied options on a base reading against stated requirements, and give every candidate a verdict (feasible, infeasible or uncertain) whose error rate, over all verdicts together, is at most --alpha. Candidates race: each starts with --first-block matches, and those still unsettled after a round get twice as many, until the budget is spent. Each candidate plays the very matches &apos;run&apos; plays for a reading of its id.</source>
        <translation>किसी आधार पाठ पर बदले गए विकल्पों के संयोजनों का बताई गई शर्तों के सापेक्ष अन्वेषण करें, और हर उम्मीदवार को एक निर्णय (व्यवहार्य, अव्यवहार्य या अनिश्चित) दें, जिसकी त्रुटि दर, सभी निर्णयों को मिलाकर, अधिकतम --alpha हो। उम्मीदवारों में होड़ चलती है: हर एक --first-block मैचों से शुरू करता है, और जो एक दौर के बाद भी तय नहीं होते उन्हें दोगुने मैच मिलते हैं, जब तक बजट समाप्त न हो जाए। हर उम्मीदवार ठीक वही मैच खेलता है जो &apos;run&apos; उसकी पहचान वाले पाठ के लिए खेलता है।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>game id (may be omitted with --spec)</source>
        <translation>खेल की पहचान (--spec के साथ छोड़ी जा सकती है)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-163"/>
        <source>an explore spec (JSON) or the summary.json of an earlier exploration; flags given here replace its fields</source>
        <translation>एक अन्वेषण विनिर्देश (JSON) या किसी पिछले अन्वेषण का summary.json; यहाँ दिए गए फ़्लैग उसके फ़ील्ड की जगह लेते हैं</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the reading the candidates start from (an id or a reading file)</source>
        <translation>वह पाठ जिससे उम्मीदवार शुरू होते हैं (एक id या पाठ फ़ाइल)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an option to vary, with the values to try (without values: every value of a choice or flag, or of an integer option with at most 16 values); repeatable</source>
        <translation>बदलने के लिए एक विकल्प, आज़माने वाले मानों के साथ (मानों के बिना: किसी चुनाव या फ़्लैग का, या अधिकतम 16 मानों वाले पूर्णांक विकल्प का हर मान); दोहराया जा सकता है</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a requirement every feasible candidate meets: &apos;METRIC &gt;= A&apos;, &apos;METRIC &lt;= B&apos; or &apos;METRIC between A B&apos; (usage_similarity applies to every usage map given); repeatable</source>
        <translation>एक शर्त जो हर व्यवहार्य उम्मीदवार पूरी करता है: &apos;METRIC &gt;= A&apos;, &apos;METRIC &lt;= B&apos; या &apos;METRIC between A B&apos; (usage_similarity हर दिए गए उपयोग-मानचित्र पर लागू होती है); दोहराई जा सकती है</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an observation: a usage map (CSV of cell,value rows) or a reported length (JSON); repeatable</source>
        <translation>एक प्रेक्षण: एक उपयोग-मानचित्र (cell,value पंक्तियों की CSV) या एक बताई गई लंबाई (JSON); दोहराया जा सकता है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>matches in all, over every candidate</source>
        <translation>कुल मैच, सभी उम्मीदवारों पर</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matches each candidate starts with (default 100)</source>
        <translation>हर उम्मीदवार कितने मैचों से शुरू करता है (डिफ़ॉल्ट 100)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the most candidates; a larger space is sampled, stratified over the options (default 256)</source>
        <translation>अधिकतम उम्मीदवार; इससे बड़े क्षेत्र का नमूना लिया जाता है, विकल्पों पर स्तरीकृत (डिफ़ॉल्ट 256)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the error rate of all verdicts together (default 0.05)</source>
        <translation>सभी निर्णयों की मिली-जुली त्रुटि दर (डिफ़ॉल्ट 0.05)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seed of the matches and of the sample (default 1)</source>
        <translation>मैचों और नमूने का बीज (डिफ़ॉल्ट 1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set an option in every candidate; repeatable</source>
        <translation>हर उम्मीदवार में एक विकल्प तय करें; दोहराया जा सकता है</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>write summary.json and candidates.csv into DIR</source>
        <translation>summary.json और candidates.csv को DIR में लिखें</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="-37"/>
        <source>%1: invalid JSON: %2</source>
        <translation>%1: अमान्य JSON: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the spec is for game &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation>विनिर्देश खेल &apos;%1&apos; के लिए है, &apos;%2&apos; के लिए नहीं</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected exactly one GAME (or --spec FILE)</source>
        <translation>ठीक एक GAME (या --spec FILE) अपेक्षित है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--budget MATCHES is required</source>
        <translation>--budget MATCHES आवश्यक है</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>--vary &apos;%1&apos;: expected OPTION or OPTION=V1,V2,...</source>
        <translation>--vary &apos;%1&apos;: OPTION या OPTION=V1,V2,... अपेक्षित है</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--vary &apos;%1&apos;: give values after &apos;=&apos;, or the option alone for every value</source>
        <translation>--vary &apos;%1&apos;: &apos;=&apos; के बाद मान दें, या हर मान के लिए केवल विकल्प</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--budget must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--budget कम से कम 1 की पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--first-block must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--first-block कम से कम 1 की पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--max-candidates must be a whole number from 1 to %1, not &apos;%2&apos;</source>
        <translation>--max-candidates 1 से %1 तक की पूर्ण संख्या होनी चाहिए, &apos;%2&apos; नहीं</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--alpha must be a number between 0 and 1 (e.g. 0.05), not &apos;%1&apos;</source>
        <translation>--alpha 0 और 1 के बीच की संख्या होनी चाहिए (जैसे 0.05), &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-7"/>
        <source>not for explore: its racing shares one budget among all candidates, so shards would not reach the verdicts of one machine</source>
        <translation>explore के लिए नहीं: इसकी दौड़ सभी उम्मीदवारों में एक ही बजट बाँटती है, इसलिए खंड एक मशीन वाले निर्णयों तक नहीं पहुँचेंगे</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>continue an exploration interrupted with --out DIR (the same arguments, or no others): it completes DIR, to exactly the result of one never interrupted</source>
        <translation>--out DIR के साथ बाधित अन्वेषण जारी रखें (वही तर्क, या कोई और नहीं): यह DIR को पूरा करता है, ठीक उसी परिणाम तक जो कभी बाधित न हुए अन्वेषण का होता</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="+102"/>
        <source>--shard: an exploration cannot be split into shards. Its racing shares one budget among every candidate still open, so once the budget binds, a shard&apos;s candidates would get other matches than on one machine, and their verdicts may differ. Explore on one machine (it uses every core), with --out DIR so that an interruption can be continued with --resume DIR.</source>
        <translation>--shard: अन्वेषण को खंडों में नहीं बाँटा जा सकता। इसकी दौड़ एक ही बजट को अभी खुले सभी उम्मीदवारों में बाँटती है, इसलिए जब बजट कम पड़ता है तो किसी खंड के उम्मीदवारों को एक मशीन की तुलना में दूसरे मैच मिलेंगे, और उनके निर्णय अलग हो सकते हैं। एक मशीन पर अन्वेषण करें (यह सभी कोर इस्तेमाल करता है), --out DIR के साथ, ताकि बाधा के बाद --resume DIR से जारी रखा जा सके।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--resume needs a folder</source>
        <translation>--resume को एक फ़ोल्डर चाहिए</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--out %1: a resume completes the folder it resumes (%2); give that one, or no --out</source>
        <translation>--out %1: resume उसी फ़ोल्डर को पूरा करता है जिसे वह जारी रखता है (%2); वही दें, या --out न दें</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>--out %1 holds an interrupted exploration that these arguments do not continue: %2. Give another --out, or remove the folder to start anew.</source>
        <translation>--out %1 में एक बाधित अन्वेषण है जिसे ये तर्क जारी नहीं रखते: %2। कोई दूसरा --out दें, या नए सिरे से शुरू करने के लिए फ़ोल्डर हटाएँ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continuing the interrupted exploration in %1.</source>
        <translation>%1 में बाधित अन्वेषण जारी रखा जा रहा है।</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>round %1: %2 of %3 candidates decided, %4 of %5 matches   </source>
        <translation>दौर %1: %3 में से %2 उम्मीदवारों का निर्णय हुआ, %5 में से %4 मैच   </translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Results written to %1 (summary.json, candidates.csv)</source>
        <translation>परिणाम %1 में लिखे गए (summary.json, candidates.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Interrupted: the %1 verdicts reached so far are kept; the other candidates are uncertain.</source>
        <translation>बाधित: अब तक के %1 निर्णय रखे गए; बाकी उम्मीदवार अनिश्चित हैं।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 candidates from &apos;%3&apos;, budget %4 matches, seed %5, agents %6</source>
        <translation>%1: &apos;%3&apos; से %2 उम्मीदवार, बजट %4 मैच, बीज %5, एजेंट %6</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Shard %1 of %2: %3 of the candidates, with %4 matches of the budget</source>
        <translation>%2 में से खंड %1: उम्मीदवारों में से %3, बजट के %4 मैचों के साथ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Candidates: a %1</source>
        <translation>उम्मीदवार: एक %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidates: every combination of the varied options (%1)</source>
        <translation>उम्मीदवार: बदले गए विकल्पों का हर संयोजन (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set in every candidate: %1</source>
        <translation>हर उम्मीदवार में तय: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Requirements: %1</source>
        <translation>शर्तें: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdicts: every interval at a Bonferroni share of alpha = %1 (round r spends alpha/2^(r+1), split over %2 candidates x %3 requirements), each valid whatever the distribution of the matches (exact for shares and quantiles, betting bounds for means), so all verdicts together are wrong with probability at most %1 (usage similarity excepted: its interval is approximate). Where the matches cannot settle a requirement at that level the candidate stays uncertain. The table shows each metric with its ordinary 95% interval.</source>
        <translation>निर्णय: हर अंतराल alpha = %1 के बोनफ़ेरोनी हिस्से पर (दौर r alpha/2^(r+1) ख़र्च करता है, %2 उम्मीदवारों x %3 शर्तों में बँटा), हर एक मैचों के किसी भी वितरण पर मान्य (हिस्सों और क्वांटाइलों के लिए सटीक, माध्यों के लिए दाँव-सीमाएँ), इसलिए सभी निर्णय मिलकर अधिकतम %1 प्रायिकता से ग़लत होते हैं (उपयोग-समानता को छोड़कर: उसका अंतराल अनुमानित है)। जहाँ मैच उस स्तर पर किसी शर्त का फ़ैसला नहीं कर पाते, उम्मीदवार अनिश्चित रहता है। तालिका हर माप को उसके सामान्य 95% अंतराल के साथ दिखाती है।</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>candidate</source>
        <translation>उम्मीदवार</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>verdict</source>
        <translation>निर्णय</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(round %1)</source>
        <translation>(दौर %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(~%1 more matches)</source>
        <translation>(~%1 और मैच)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no number of matches)</source>
        <translation>(कितने भी मैच नहीं)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drivers: the share of decided candidates that are feasible, per option value and per pair of values, with its Wilson 95% interval; spread = the largest share minus the smallest.</source>
        <translation>निर्धारक: निर्णीत उम्मीदवारों में व्यवहार्य का हिस्सा, हर विकल्प-मान और मानों के हर जोड़े के लिए, उसके Wilson 95% अंतराल के साथ; फैलाव = सबसे बड़ा हिस्सा घटा सबसे छोटा।</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="-68"/>
        <location line="+8"/>
        <source>option</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="-8"/>
        <source>value</source>
        <translation>मान</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>feasible/decided</source>
        <translation>व्यवहार्य/निर्णीत</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>share [95%]</source>
        <translation>हिस्सा [95%]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spread</source>
        <translation>फैलाव</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../app/cli/cmd_status.cpp" line="+18"/>
        <source>Note: %1</source>
        <translation>टिप्पणी: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1 candidates: %2 feasible, %3 infeasible, %4 uncertain; %5 of %6 matches used (rounds: %7).</source>
        <translation>%1 उम्मीदवार: %2 व्यवहार्य, %3 अव्यवहार्य, %4 अनिश्चित; %6 में से %5 मैच प्रयुक्त (दौर: %7)।</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%1 of %2 verdicts are uncertain: the budget did not settle them at the error rate promised.</source>
        <translation>%2 में से %1 निर्णय अनिश्चित हैं: बजट ने वादा की गई त्रुटि-दर पर उनका फ़ैसला नहीं किया।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roughly %1 more matches each would settle %2 of them (the median; the &apos;verdict&apos; column gives each), if their estimates held: raise --budget, or leave out the candidates you no longer need.</source>
        <translation>यदि उनके अनुमान बने रहें तो लगभग %1 और मैच हर एक उनमें से %2 का फ़ैसला कर देंगे (माध्यिका; &apos;verdict&apos; स्तंभ हर एक का देता है): --budget बढ़ाइए, या जिन उम्मीदवारों की अब ज़रूरत नहीं उन्हें छोड़ दीजिए।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A mean of turns is bounded only by the turn cap (%1): to show it below a value the verdict must rule out rare matches that long. A cap no real match reaches (--cap max_turns=N) settles it with far fewer matches; or require turns_median.</source>
        <translation>मैच की चालों का माध्य केवल चाल-सीमा (%1) से बँधा है: उसे किसी मान से नीचे दिखाने के लिए निर्णय को उतने लंबे दुर्लभ मैचों को ख़ारिज करना होता है। ऐसी सीमा जिस तक कोई असली मैच नहीं पहुँचता (--cap max_turns=N) बहुत कम मैचों में फ़ैसला कर देती है; या turns_median की शर्त रखिए।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be settled by more matches: an estimate sits on its threshold, or the metric has no matches to rest on.</source>
        <translation>%1 का फ़ैसला और मैचों से नहीं हो सकता: कोई अनुमान ठीक अपनी सीमा पर है, या माप के पास आधार के लिए कोई मैच नहीं है।</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Methods (in English, for a paper):</source>
        <translation>विधि (अंग्रेज़ी में, शोध-पत्र के लिए):</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="+8"/>
        <source>range</source>
        <translation>परास</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-95"/>
        <source>Measure simulation speed: playouts, moves and laps per second with uniform random players (or --agents).</source>
        <translation>सिमुलेशन की गति मापें: एकसमान यादृच्छिक खिलाड़ियों (या --agents) के साथ प्रति सेकंड प्लेआउट, चालें और चक्कर।</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="+117"/>
        <source>playouts/s %1   moves/s %2   laps/s %3   (playouts per CPU second %4)</source>
        <translation>प्लेआउट/से %1   चालें/से %2   चक्कर/से %3   (प्रति CPU सेकंड प्लेआउट %4)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="-29"/>
        <source>print the match as JSON (every move with its description, micro-steps and board; the form the workbench saves and opens)</source>
        <translation>मैच JSON के रूप में छापें (हर चाल अपने विवरण, सूक्ष्म चरणों और बोर्ड के साथ; वही रूप जिसे कार्यक्षेत्र सहेजता और खोलता है)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+39"/>
        <source>interaction chart: the two options, the first along the axis, e.g. capture,lap_origin (default: the pair with the largest interaction)</source>
        <translation>interaction चार्ट: दो विकल्प, पहला अक्ष पर, जैसे capture,lap_origin (डिफ़ॉल्ट: सबसे बड़े पारस्परिक प्रभाव वाला जोड़ा)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="-20"/>
        <source>%1: has no interactions (write it with &apos;sweep --out&apos; over two options or more)</source>
        <translation>%1: इसमें कोई पारस्परिक प्रभाव नहीं है (दो या अधिक विकल्पों पर &apos;sweep --out&apos; से लिखें)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no interactions on metric &apos;%1&apos; (present: %2)</source>
        <translation>मापक &apos;%1&apos; पर कोई पारस्परिक प्रभाव नहीं (उपलब्ध: %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--options &apos;%1&apos;: no such pair of options (present: %2)</source>
        <translation>--options &apos;%1&apos;: विकल्पों का ऐसा कोई जोड़ा नहीं (उपलब्ध: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_methods.cpp" line="+18"/>
        <source>Write a methods text for a paper from a results folder (what &apos;run --out&apos; writes) or its summary.json: the game and its sources, every reading with each option value and its citation, agents, matches, seed, engine version and metric definitions, with a BibTeX file of exactly the cited sources.</source>
        <translation>किसी परिणाम फ़ोल्डर (&apos;run --out&apos; जो लिखता है) या उसके summary.json से शोध-पत्र के लिए विधि-पाठ लिखें: खेल और उसके स्रोत, हर पाठ अपने हर विकल्प-मान और उसके संदर्भ के साथ, एजेंट, मैच, बीज, इंजन संस्करण और मापकों की परिभाषाएँ, साथ में ठीक उद्धृत स्रोतों की एक BibTeX फ़ाइल।</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+8"/>
        <source>--format must be markdown or latex, not &apos;%1&apos;</source>
        <translation>--format markdown या latex होना चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="-112"/>
        <location filename="../app/cli/cmd_check.cpp" line="+58"/>
        <location filename="../app/cli/cmd_methods.cpp" line="+20"/>
        <source>warning: %1</source>
        <translation>चेतावनी: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_methods.cpp" line="+5"/>
        <source>Methods text written to %1 (sources: %2)</source>
        <translation>विधि-पाठ %1 में लिखा गया (स्रोत: %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BibTeX written to %1</source>
        <translation>BibTeX %1 में लिखा गया</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-76"/>
        <source>a reading id or file</source>
        <translation>एक पाठ पहचान या फ़ाइल</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="-43"/>
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
        <location filename="../app/cli/cmd_run.cpp" line="-130"/>
        <source>Warning: %1: %2</source>
        <translation>चेतावनी: %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+228"/>
        <source>an equivalence margin (repeatable): a TOST test that the two readings differ in METRIC by less than DELTA</source>
        <translation>एक तुल्यता सीमा (दोहराई जा सकती है): TOST परीक्षण कि दोनों पठन METRIC में DELTA से कम भिन्न हैं</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+23"/>
        <source>--primary &apos;%1&apos; is not a compared metric (metrics: %2)</source>
        <translation>--primary &apos;%1&apos; तुलना किया जाने वाला मापक नहीं है (मापक: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_ladder.cpp" line="-77"/>
        <location filename="../app/cli/cmd_run.cpp" line="+7"/>
        <source>--margin &apos;%1&apos;: expected METRIC=DELTA with DELTA &gt; 0</source>
        <translation>--margin &apos;%1&apos;: METRIC=DELTA अपेक्षित, DELTA &gt; 0 के साथ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--margin &apos;%1&apos; is not a compared metric</source>
        <translation>--margin &apos;%1&apos; तुलना किया गया मीट्रिक नहीं है</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Play each reading at every rung of a ladder of agents (weakest first): each rung against itself for its metrics, and each rung against the next, both seat orders, for a Bradley-Terry rating (Elo scale, random = 0). Says whether each metric has settled between the two top rungs, and gives the exact value of small boards.</source>
        <translation>हर पाठ को एजेंटों की सीढ़ी के हर पायदान पर खेलें (सबसे कमज़ोर पहले): हर पायदान स्वयं से, उसके मीट्रिक के लिए, और हर पायदान अगले से, दोनों बैठक क्रमों में, ब्रैडली-टेरी रेटिंग के लिए (Elo पैमाना, random = 0)। बताता है कि ऊपर के दो पायदानों के बीच हर मीट्रिक स्थिर हुआ या नहीं, और छोटे बोर्डों का सटीक मान देता है।</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>the rungs, weakest first, e.g. random,greedy,mcts:100,mcts:1000 (agents: random, greedy, mcts:PLAYOUTS, search:DEPTH)</source>
        <translation>पायदान, सबसे कमज़ोर पहले, जैसे random,greedy,mcts:100,mcts:1000 (एजेंट: random, greedy, mcts:PLAYOUTS, search:DEPTH)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>solve a reading exactly when its state graph has at most N states (default 200000; 0: never)</source>
        <translation>पाठ को सटीक हल करें जब उसके अवस्था ग्राफ़ में अधिकतम N अवस्थाएँ हों (डिफ़ॉल्ट 200000; 0: कभी नहीं)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Continue with the same command, or with: rulelab-cli ladder --resume %1</source>
        <translation>वही आदेश फिर चलाएँ, या: rulelab-cli ladder --resume %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shard %1 of %2 of the ladder written to %3; when every shard is done, combine them with: rulelab-cli merge PART... --out DIR</source>
        <translation>सीढ़ी का %2 में से %1वाँ भाग %3 में लिखा गया; सभी भाग पूरे होने पर उन्हें इससे जोड़ें: rulelab-cli merge PART... --out DIR</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Note: %1 plays by time, as many playouts as this machine manages: its matches, and these results, are not reproducible. Give a budget of playouts (mcts:N) for reproducible results.</source>
        <translation>सूचना: %1 समय के अनुसार खेलता है, जितने प्लेआउट यह मशीन कर पाए: इसके मैच और ये परिणाम दोहराए नहीं जा सकते। दोहराए जा सकने वाले परिणामों के लिए प्लेआउट की संख्या (mcts:N) दें।</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--agents A1,A2,... is required (the rungs, weakest first)</source>
        <translation>--agents A1,A2,... आवश्यक है (पायदान, सबसे कमज़ोर पहले)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--solve-nodes must be a whole number from 0 to 100000000, not &apos;%1&apos;</source>
        <translation>--solve-nodes 0 से 100000000 तक की पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Ladder cell %1/%2: %3 (%4 against %5)</source>
        <translation>सीढ़ी कोष्ठ %1/%2: %3 (%4 बनाम %5)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>the margin of the settle test for METRIC (repeatable; default 0.05 for shares, 0.10 for the dominance of lengths, else 10% of the top rung&apos;s value)</source>
        <translation>METRIC के लिए स्थिरता परीक्षण का मार्जिन (दोहराया जा सकता है; डिफ़ॉल्ट हिस्सों के लिए 0.05, लंबाइयों के प्रभुत्व के लिए 0.10, अन्यथा सबसे ऊपरी पायदान के मान का 10%)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>write each cell&apos;s results (a run&apos;s folder each) and the ladder&apos;s summary.json into DIR</source>
        <translation>हर सेल के परिणाम (हर एक रन का फ़ोल्डर) और सीढ़ी की summary.json DIR में लिखें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play only shard K of N (K from 1 to N) of every cell&apos;s matches into --out PART; &apos;rulelab-cli status PART...&apos; says where the shards stand, &apos;rulelab-cli merge&apos; combines them</source>
        <translation>हर सेल के मैचों में से केवल N का शार्ड K (K 1 से N तक) --out PART में खेलें; &apos;rulelab-cli status PART...&apos; बताता है कि शार्ड कहाँ तक पहुँचे, &apos;rulelab-cli merge&apos; उन्हें मिलाता है</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>continue an interrupted ladder or shard from its folder DIR alone (no game, readings or agents)</source>
        <translation>रुकी हुई सीढ़ी या शार्ड को केवल उसके फ़ोल्डर DIR से जारी रखें (कोई खेल, पाठ या एजेंट नहीं)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 finished matches kept</source>
        <translation>%1 पूरे मैच रखे गए</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Interrupted: the finished matches are kept.</source>
        <translation>बाधित: पूरे मैच रखे गए हैं।</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Results written to %1 (summary.json, one folder per cell)</source>
        <translation>परिणाम %1 में लिखे गए (summary.json, हर कोष्ठ का एक फ़ोल्डर)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>--shard needs --out DIR: a shard&apos;s matches are merged from its folder</source>
        <translation>--shard के लिए --out DIR चाहिए: किसी भाग के मैच उसके फ़ोल्डर से जोड़े जाते हैं</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--resume DIR continues the ladder DIR holds: give no --%1</source>
        <translation>--resume DIR उसी सीढ़ी को आगे बढ़ाता है जो DIR में है: --%1 न दें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--resume DIR continues the ladder DIR holds: give no GAME</source>
        <translation>--resume DIR उसी सीढ़ी को आगे बढ़ाता है जो DIR में है: GAME न दें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--resume DIR completes the ladder in DIR: give no other --out</source>
        <translation>--resume DIR सीढ़ी को DIR में ही पूरा करता है: कोई दूसरा --out न दें</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Merged %1 shards of the ladder into %2</source>
        <translation>सीढ़ी के %1 भाग %2 में जोड़े गए</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 matches per cell, seed %3; ratings: Bradley-Terry (draws half), Elo scale, %4 = 0</source>
        <translation>%1: हर कोष्ठ में %2 मैच, बीज %3; रेटिंग: ब्रैडली-टेरी (बराबरी आधी), Elo पैमाना, %4 = 0</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>agent</source>
        <translation>एजेंट</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Elo [95%]</source>
        <translation>Elo [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>first mover&apos;s points [95%]</source>
        <translation>पहले चलने वाले के अंक [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ended by rule [95%]</source>
        <translation>नियम से समाप्त [95%]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean turns</source>
        <translation>औसत चालें</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Between %1 and %2: %3 metrics settled, %4 still changing%5</source>
        <translation>%1 और %2 के बीच: %3 मीट्रिक स्थिर, %4 अभी बदल रहे हैं%5</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Exact play (%1 states, %2): the first mover&apos;s points are %3</source>
        <translation>सटीक खेल (%1 अवस्थाएँ, %2): पहले चलने वाले के अंक %3 हैं</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top rung&apos;s interval of the first mover&apos;s points holds it.</source>
        <translation>सबसे ऊपरी पायदान के पहले चलने वाले के अंकों का अंतराल इसे समेटता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not yet: the top rung&apos;s interval of the first mover&apos;s points does not hold it.</source>
        <translation>अभी नहीं: सबसे ऊपरी पायदान के पहले चलने वाले के अंकों का अंतराल इसे नहीं समेटता।</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Not solved exactly: %1</source>
        <translation>सटीक हल नहीं हुआ: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+4"/>
        <source>compare the readings of finished runs instead of playing (repeatable): results folders of one game or of several games of a family; only the metrics that mean the same in all their games are compared</source>
        <translation>खेलने के बजाय पूरे हो चुके रनों के पाठों की तुलना करें (दोहराया जा सकता है): एक खेल के, या एक परिवार के कई खेलों के परिणाम फ़ोल्डर; केवल वे मापक तुलना किए जाते हैं जिनका अर्थ उनके सभी खेलों में एक जैसा है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+35"/>
        <source>Play N matches per reading and compare every pair of readings: on each row one quantity with its 95% interval and the test of that quantity (shares, means, dominance of lengths, medians, Balance), p-values adjusted by Bonferroni within each metric across the pairs, or across the --primary metrics.</source>
        <translation>हर पठन के N मैच खेलें और पठनों के हर जोड़े की तुलना करें: हर पंक्ति में एक राशि, उसका 95% अंतराल और उसी राशि का परीक्षण (अनुपात, माध्य, लंबाई का प्रभुत्व, माध्यिका, Balance); p-मान हर मापक के भीतर सभी जोड़ों पर Bonferroni से समायोजित, या --primary मापकों पर एक साथ।</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-8"/>
        <source>a primary metric of the comparison (repeatable): the primary metrics of every pair form one Bonferroni family, the paper&apos;s claims; every other row is exploratory</source>
        <translation>तुलना का एक प्राथमिक मापक (दोहराया जा सकता है): हर जोड़े के प्राथमिक मापक एक Bonferroni परिवार बनाते हैं, शोधपत्र के दावे; बाकी हर पंक्ति अन्वेषणात्मक है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="-22"/>
        <source>--results compares finished runs: --%1 does not apply</source>
        <translation>--results पूरे हो चुके रनों की तुलना करता है: --%1 यहाँ लागू नहीं होता</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--results compares finished runs: no GAME is given (unexpected &apos;%1&apos;)</source>
        <translation>--results पूरे हो चुके रनों की तुलना करता है: कोई GAME नहीं दिया जाता (अनपेक्षित &apos;%1&apos;)</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>--margin &apos;%1&apos; is not a compared metric (metrics: %2)</source>
        <translation>--margin &apos;%1&apos; तुलना किया जाने वाला मापक नहीं है (मापक: %2)</translation>
    </message>
    <message>
        <location line="-338"/>
        <source>field &apos;%1&apos;: %2 there, %3 here</source>
        <translation>फ़ील्ड &apos;%1&apos;: वहाँ %2, यहाँ %3</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1: holds the results of a different experiment (%2); give another --out, or continue them with --experiment %1/summary.json</source>
        <translation>%1: इसमें किसी दूसरे प्रयोग के परिणाम हैं (%2); कोई और --out दें, या --experiment %1/summary.json से उन्हें आगे बढ़ाएँ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: holds the results of a different experiment (%2); resume with the same arguments, or with --experiment %1/summary.json</source>
        <translation>%1: इसमें किसी दूसरे प्रयोग के परिणाम हैं (%2); उन्हीं तर्कों से, या --experiment %1/summary.json से फिर शुरू करें</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>%1 already holds %2 finished matches of this experiment: continuing it</source>
        <translation>%1 में इस प्रयोग के %2 पूरे मैच पहले से हैं: उसी को आगे बढ़ाया जा रहा है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_ladder.cpp" line="-87"/>
        <location filename="../app/cli/cmd_run.cpp" line="+4"/>
        <source>Shard %1 of %2 (from %3)</source>
        <translation>%2 में से शार्ड %1 (%3 से)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="-78"/>
        <source>%1 (%2/%3): %4/%5 matches of all readings, %6/s, %7 s left</source>
        <translation>%1 (%2/%3): सभी पाठों के %4/%5 मैच, %6/से., %7 से. शेष</translation>
    </message>
    <message>
        <location line="+321"/>
        <source>role</source>
        <translation>भूमिका</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p (Bonferroni)</source>
        <translation>p (बॉनफ़ेरोनी)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>equivalent (TOST p)</source>
        <translation>तुल्य (TOST p)</translation>
    </message>
    <message>
        <location line="+15"/>
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
        <location line="+19"/>
        <source>Two-way interactions (how much an option&apos;s effect depends on another&apos;s level):</source>
        <translation>द्वि-मार्गी अंतःक्रियाएँ (एक विकल्प का प्रभाव दूसरे के स्तर पर कितना निर्भर है):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>largest contrast [95%]</source>
        <translation>सबसे बड़ा विरोधाभास [95%]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>टिप्पणी</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>adjusted interval</source>
        <translation>समायोजित अंतराल</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>larger than a main effect</source>
        <translation>एक मुख्य प्रभाव से बड़ा</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Adjusted intervals: Bonferroni over the %n contrast(s) of each metric (level %1). An interaction is flagged when a contrast&apos;s adjusted interval excludes 0 and the contrast is larger than the smaller of the two options&apos; largest main effects.</source>
        <translation>
            <numerusform>समायोजित अंतराल: हर मापक के %n विरोधाभास पर Bonferroni (स्तर %1)। किसी अंतःक्रिया को तब चिह्नित किया जाता है जब किसी विरोधाभास का समायोजित अंतराल 0 को शामिल नहीं करता और वह विरोधाभास दोनों विकल्पों के सबसे बड़े मुख्य प्रभावों में से छोटे वाले से बड़ा होता है।</numerusform>
            <numerusform>समायोजित अंतराल: हर मापक के %n विरोधाभासों पर Bonferroni (स्तर %1)। किसी अंतःक्रिया को तब चिह्नित किया जाता है जब किसी विरोधाभास का समायोजित अंतराल 0 को शामिल नहीं करता और वह विरोधाभास दोनों विकल्पों के सबसे बड़े मुख्य प्रभावों में से छोटे वाले से बड़ा होता है।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-182"/>
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
        <location line="+2"/>
        <source>alternate the run with the limit loop K times and report the median pair (default 5)</source>
        <translation>रन को सीमा-लूप के साथ K बार बारी-बारी से चलाएँ और माध्यिका जोड़ी बताएँ (डिफ़ॉल्ट 5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>print JSON</source>
        <translation>JSON छापें</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="-114"/>
        <source>--matches must be a whole number of at least 1</source>
        <translation>--matches कम से कम 1 की पूर्ण संख्या होनी चाहिए</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--threads must be a whole number from 1 to 1024</source>
        <translation>--threads 1 से 1024 तक की पूर्ण संख्या होनी चाहिए</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--repeat must be a whole number from 1 to 100</source>
        <translation>--repeat 1 से 100 तक की पूर्ण संख्या होनी चाहिए</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1 / %2: %3 playouts on %4 thread(s) in %5 s</source>
        <translation>%1 / %2: %4 थ्रेड पर %3 प्लेआउट, %5 से. में</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>limit loop (one Khutka Boia round as Ludii plays it, bench/limit_loop.cpp): %1 laps/s; laps/s per thread here are %2 of it, moves/s per thread %3 of it</source>
        <translation>सीमा-लूप (एक Khutka Boia दौर, जैसे Ludii उसे खेलता है, bench/limit_loop.cpp): %1 चक्कर/से; यहाँ प्रति थ्रेड चक्कर/से उसका %2 हैं, प्रति थ्रेड चालें/से उसका %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(the median of %1 runs, each followed by the limit loop for as long; their laps ratios ranged from %2 to %3)</source>
        <translation>(%1 रनों की माध्यिका, हर एक के बाद उतनी ही देर सीमा-लूप; उनके चक्कर-अनुपात %2 से %3 तक रहे)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="-10"/>
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
        <location filename="../app/cli/cmd_chart.cpp" line="-97"/>
        <location filename="../app/cli/cmd_methods.cpp" line="-42"/>
        <source>a results folder or a summary.json</source>
        <translation>एक परिणाम फ़ोल्डर या एक summary.json</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+9"/>
        <source>the figure file (.png, .pdf or .svg)</source>
        <translation>चित्र फ़ाइल (.png, .pdf या .svg)</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+10"/>
        <source>usage chart: all, lifted, sown, captured or landed (default: all, or what the --observed map measures)</source>
        <translation>usage चार्ट: all, lifted, sown, captured या landed (डिफ़ॉल्ट: all, या जो --observed मानचित्र मापता है)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>usage chart: an observed usage map (CSV: cell,value) drawn beside the readings&apos;, each reading&apos;s Spearman rho with it in its title</source>
        <translation>usage चार्ट: एक प्रेक्षित उपयोग-मानचित्र (CSV: cell,value), पाठों के मानचित्रों के बगल में खींचा गया; हर पाठ के शीर्षक में उसके साथ उस पाठ का Spearman rho</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_methods.cpp" line="+9"/>
        <source>expected exactly one RESULTS folder or file</source>
        <translation>ठीक एक RESULTS फ़ोल्डर या फ़ाइल अपेक्षित है</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="-5"/>
        <source>Draw a publication figure from a results folder (what &apos;run --out&apos; writes) or its summary.json, as PNG, PDF or SVG, with the figure&apos;s data as CSV beside it (same base name, .csv). Several RESULTS set their readings side by side in one figure, of one game or of several games of a family (length, advantage, ends, margin and rounds; lengths, margins and rounds only for games of one engine).</source>
        <translation>किसी परिणाम फ़ोल्डर (&apos;run --out&apos; जो लिखता है) या उसके summary.json से प्रकाशन-योग्य चित्र PNG, PDF या SVG में बनाएँ, और चित्र का डेटा CSV के रूप में बगल में (वही मूल नाम, .csv)। कई RESULTS एक ही चित्र में अपने पाठ साथ-साथ रखते हैं, चाहे वे एक खेल के हों या एक परिवार के कई खेलों के (length, advantage, ends, margin और rounds; लंबाई, अंतर और दौर केवल एक ही इंजन वाले खेलों के लिए)।</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bundle.cpp" line="-95"/>
        <location filename="../app/cli/cmd_chart.cpp" line="+8"/>
        <source>expected a RESULTS folder or file</source>
        <translation>एक RESULTS फ़ोल्डर या फ़ाइल अपेक्षित थी</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="+1"/>
        <source>--out FILE is required</source>
        <translation>--out FILE आवश्यक है</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-25"/>
        <source>length, advantage, ends, margin, rounds, effects, interaction, usage, or ladder for a ladder&apos;s folder (default: length)</source>
        <translation>length, advantage, ends, margin, rounds, effects, interaction, usage, या सीढ़ी के फ़ोल्डर के लिए ladder (डिफ़ॉल्ट: length)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>advantage chart: AdvantageP1 or first_mover_win_rate; effects, interaction and ladder charts: the metric</source>
        <translation>advantage चार्ट: AdvantageP1 या first_mover_win_rate; effects, interaction और ladder चार्ट: मीट्रिक</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="-85"/>
        <source>unknown --kind &apos;%1&apos; (allowed: length, advantage, ends, margin, rounds, effects, interaction, usage, ladder)</source>
        <translation>अज्ञात --kind &apos;%1&apos; (अनुमत: length, advantage, ends, margin, rounds, effects, interaction, usage, ladder)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--size must be single, double or WxH in millimetres (10 to 1000), not &apos;%1&apos;</source>
        <translation>--size single, double या मिलीमीटर में WxH (10 से 1000) होना चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+85"/>
        <source>--kind %1 draws one results folder</source>
        <translation>--kind %1 एक ही परिणाम फ़ोल्डर से चित्र बनाता है</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 and %2 differ in &apos;%3&apos;: their readings are not drawn side by side</source>
        <translation>%1 और %2 &apos;%3&apos; में भिन्न हैं: उनके पाठ साथ-साथ नहीं बनाए जाते</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>these games have different engines: lengths, margins and rounds are counted in each engine&apos;s own units and are not set side by side (use --kind advantage or ends)</source>
        <translation>इन खेलों के इंजन अलग-अलग हैं: लंबाइयाँ, अंतर और दौर हर इंजन की अपनी इकाइयों में गिने जाते हैं और साथ-साथ नहीं रखे जाते (--kind advantage या ends का उपयोग करें)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reading &apos;%1&apos; is in more than one of the folders</source>
        <translation>पाठ &apos;%1&apos; एक से अधिक फ़ोल्डरों में है</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: is not a ladder (write it with &apos;ladder --out&apos;)</source>
        <translation>%1: सीढ़ी नहीं है (इसे &apos;ladder --out&apos; से लिखें)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: has no main effects (write it with &apos;sweep --out&apos;)</source>
        <translation>%1: इसमें कोई मुख्य प्रभाव नहीं हैं (इसे &apos;sweep --out&apos; से लिखें)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no main effects on metric &apos;%1&apos; (present: %2)</source>
        <translation>मापक &apos;%1&apos; पर कोई मुख्य प्रभाव नहीं (उपस्थित: %2)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>--usage-measure and --observed are for --kind usage</source>
        <translation>--usage-measure और --observed केवल --kind usage के लिए हैं</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Figure written to %1 (data: %2)</source>
        <translation>चित्र %1 में लिखा गया (डेटा: %2)</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>%1: no such file: these results have no usage maps (run the experiment again with this version of RuleLab)</source>
        <translation>%1: ऐसी कोई फ़ाइल नहीं: इन परिणामों में उपयोग-मानचित्र नहीं हैं (RuleLab के इस संस्करण से प्रयोग फिर से चलाएँ)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>--usage-measure must be all, lifted, sown, captured or landed, not &apos;%1&apos;</source>
        <translation>--usage-measure all, lifted, sown, captured या landed होना चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="+21"/>
        <source>the recorded match does not replay: %1</source>
        <translation>दर्ज मैच दोहराया नहीं जाता: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="+86"/>
        <source>rulelab-cli: standard output could not be written (%1); files named with --out were saved first</source>
        <translation>rulelab-cli: मानक आउटपुट नहीं लिखा जा सका (%1); --out वाली फ़ाइलें पहले ही सहेजी जा चुकी थीं</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_glossary.cpp" line="+15"/>
        <source>Explain the terms RuleLab uses (metrics, end reasons, tests, agents, state graphs, rules) in plain words, by category, in the chosen language (--lang). With SEARCH, only the terms whose name, id, category or explanation contains it.</source>
        <translation>RuleLab में प्रयुक्त शब्दों (मापक, अंत के कारण, परीक्षण, एजेंट, स्थिति ग्राफ़, नियम) को सरल भाषा में, श्रेणी के अनुसार, चुनी गई भाषा (--lang) में समझाएँ। SEARCH देने पर केवल वे शब्द जिनके नाम, id, श्रेणी या व्याख्या में वह हो।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>text to look for (any case)</source>
        <translation>खोजने के लिए शब्द (छोटे-बड़े अक्षर कोई भी)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print the terms as a JSON array of {id, category, term, explanation}</source>
        <translation>शब्दों को {id, category, term, explanation} की JSON सूची के रूप में छापें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected at most one SEARCH text</source>
        <translation>अधिकतम एक SEARCH अपेक्षित है</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No term matches &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; से कोई शब्द मेल नहीं खाता।</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/cli/cmd_play.cpp" line="-143"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+119"/>
        <source>Play a reading yourself. The board and the numbered legal moves are printed; answer with a move&apos;s number (from 1) or its text, one per line. &apos;undo&apos;, &apos;redo&apos;, &apos;hint&apos; and &apos;quit&apos; are words too. The agent&apos;s moves and the throws are played and printed. End of input or Ctrl-C ends the game (saved with --save).</source>
        <translation>किसी पाठ को स्वयं खेलें। बोर्ड और क्रमांकित वैध चालें छापी जाती हैं; हर पंक्ति में एक उत्तर दें: चाल का क्रमांक (1 से) या उसका पाठ। &apos;undo&apos;, &apos;redo&apos;, &apos;hint&apos; और &apos;quit&apos; भी शब्द हैं। एजेंट की चालें और फेंकें अपने आप खेली और छापी जाती हैं। इनपुट का अंत या Ctrl-C खेल समाप्त करता है (--save के साथ सहेजा जाता है)।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the reading to play (an id or a reading file)</source>
        <translation>खेलने का पाठ (एक id या पाठ फ़ाइल)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the seats you play: first, second, both (hot seat) or none (watch two agents); default first</source>
        <translation>आप कौन-से आसन खेलेंगे: first, second, both (एक ही स्थान पर दो लोग) या none (दो एजेंट देखें); पहले से first</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the agent of the other seat(s) (default greedy)</source>
        <translation>दूसरे आसन(नों) का एजेंट (पहले से greedy)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the agent &apos;hint&apos; asks (default search:4)</source>
        <translation>&apos;hint&apos; जिस एजेंट से पूछता है (पहले से search:4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the seed of the agent&apos;s and the throws&apos; random choices</source>
        <translation>एजेंट और फेंकों के यादृच्छिक चुनावों का बीज</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>start from a position of a saved match</source>
        <translation>सहेजे गए मैच की किसी स्थिति से शुरू करें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>with --from-match: start after this many of its moves</source>
        <translation>--from-match के साथ: उसकी इतनी चालों के बाद से शुरू करें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>save the game as a match file when it ends or is left</source>
        <translation>खेल समाप्त होने या छोड़ने पर उसे मैच फ़ाइल के रूप में सहेजें</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_play.cpp" line="-57"/>
        <source>--seat must be first, second, both or none, not &apos;%1&apos;</source>
        <translation>--seat first, second, both या none होना चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--agent: %1</source>
        <translation>--agent: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--hint-agent: %1</source>
        <translation>--hint-agent: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bundle.cpp" line="+59"/>
        <location filename="../app/cli/cmd_play.cpp" line="+4"/>
        <source>--seed must be a whole number, not &apos;%1&apos;</source>
        <translation>--seed पूर्ण संख्या होनी चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_play.cpp" line="+198"/>
        <source>--after-move must be between 0 and %1</source>
        <translation>--after-move 0 और %1 के बीच होना चाहिए</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>--reading R is required</source>
        <translation>--reading R आवश्यक है</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Game saved to %1</source>
        <translation>खेल %1 में सहेजा गया</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>you</source>
        <translation>आप</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>chance: %1</source>
        <translation>संयोग: %1</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1, reading %2. %3: %4; %5: %6; seed %7.</source>
        <translation>%1, पाठ %2। %3: %4; %5: %6; बीज %7।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer with a move&apos;s number or text; undo, redo, hint, quit.</source>
        <translation>चाल के क्रमांक या पाठ से उत्तर दें; undo, redo, hint, quit।</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Your move (%1): </source>
        <translation>आपकी चाल (%1): </translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+31"/>
        <source>Interrupted.</source>
        <translation>बाधित।</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>End: %1. Why: %2.</source>
        <translation>अंत: %1। क्यों: %2।</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Input ended.</source>
        <translation>इनपुट समाप्त।</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Undone.</source>
        <translation>वापस लिया गया।</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redone.</source>
        <translation>फिर से किया गया।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to %1.</source>
        <translation>%1 करने को कुछ नहीं।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint (%1): %2; after it, %3 wins %4% of %5 random games</source>
        <translation>संकेत (%1): %2; इसके बाद %3, %5 यादृच्छिक खेलों में से %4% जीतता है</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not a legal move: &apos;%1&apos;. Type a number from 1 to %2, a move&apos;s text, undo, redo, hint or quit.</source>
        <translation>वैध चाल नहीं: &apos;%1&apos;। 1 से %2 तक कोई संख्या, किसी चाल का पाठ, undo, redo, hint या quit लिखें।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (you): %2</source>
        <translation>%1 (आप): %2</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_check.cpp" line="-20"/>
        <source>%1: no such file</source>
        <translation>%1: ऐसी कोई फ़ाइल नहीं</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: line %2: not valid JSON (%3)</source>
        <translation>%1: पंक्ति %2: मान्य JSON नहीं (%3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: a rules file, but the rules-file plugin is not installed: it cannot be checked</source>
        <translation>%1: एक नियम फ़ाइल, पर नियम-फ़ाइल प्लगइन स्थापित नहीं है: इसकी जाँच नहीं हो सकती</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a rules file of the game &apos;%1&apos;</source>
        <translation>खेल &apos;%1&apos; की नियम फ़ाइल</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a reading of %1 (&apos;%2&apos;)</source>
        <translation>%1 का एक पाठ (&apos;%2&apos;)</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>an experiment on %1 (%n reading(s))</source>
        <translation>
            <numerusform>%1 पर एक प्रयोग (%n पाठ)</numerusform>
            <numerusform>%1 पर एक प्रयोग (%n पाठ)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: field &apos;format&apos; is &apos;%2&apos;: not a rules file (rulelab-rules), a reading file (rulelab-reading) or an experiment file (rulelab-experiment, or a summary.json)</source>
        <translation>%1: फ़ील्ड &apos;format&apos; &apos;%2&apos; है: यह नियम फ़ाइल (rulelab-rules), पाठ फ़ाइल (rulelab-reading) या प्रयोग फ़ाइल (rulelab-experiment, या summary.json) नहीं है</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Check rules files, reading files and experiment files (or summary.json files) before running them: every problem is listed with its file and field. Exit 1 if any.</source>
        <translation>नियम, पाठ और प्रयोग फ़ाइलों (या summary.json) को चलाने से पहले जाँचें: हर समस्या उसकी फ़ाइल और फ़ील्ड के साथ सूचीबद्ध होती है। कोई समस्या हो तो निकास 1।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the files to check</source>
        <translation>जाँचने की फ़ाइलें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name at least one file</source>
        <translation>कम से कम एक फ़ाइल बताएँ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: no problems (%2)</source>
        <translation>%1: कोई समस्या नहीं (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>%n फ़ाइल जाँची गई</numerusform>
            <numerusform>%n फ़ाइलें जाँची गईं</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no problems</source>
        <translation>कोई समस्या नहीं</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n problem(s) in %1 of them</source>
        <translation>
            <numerusform>उनमें से %1 में %n समस्या</numerusform>
            <numerusform>उनमें से %1 में %n समस्याएँ</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_status.cpp" line="-65"/>
        <source>done</source>
        <translation>पूरा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>रद्द</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed</source>
        <translation>बलपूर्वक रोका गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torn</source>
        <translation>खंडित</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>अनुपस्थित</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repeated</source>
        <translation>दोहराया गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>foreign</source>
        <translation>बाहरी</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 s</source>
        <translation>%1 सेकंड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 min</source>
        <translation>%1 मिनट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h %2 min</source>
        <translation>%1 घंटे %2 मिनट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 days</source>
        <translation>%1 दिन</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Say where the shards of a sharded run or ladder stand (run, compare, sweep or ladder with --shard K/N --out PART): which are done, cancelled, killed (or still running), torn or missing, the matches each has played of its planned ones, and roughly how long the rest takes at the speed the parts ran. Exit status 0 when every shard is done (the parts can be merged), 1 otherwise.</source>
        <translation>बताएँ कि शार्ड में बँटे रन या सीढ़ी के शार्ड कहाँ तक पहुँचे हैं (run, compare, sweep या ladder, --shard K/N --out PART के साथ): कौन-से पूरे हुए, रद्द हुए, मारे गए (या अभी चल रहे हैं), टूटे हुए हैं या गायब हैं, हर एक ने अपने नियोजित मैचों में से कितने खेले, और बाकी काम उस गति से लगभग कितना समय लेगा जिससे हिस्से चले। निकास स्थिति 0 जब हर शार्ड पूरा हो (हिस्से मिलाए जा सकते हैं), अन्यथा 1।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a folder written by run or ladder --shard K/N --out PART</source>
        <translation>run या ladder --shard K/N --out PART द्वारा लिखा गया फ़ोल्डर</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>None of the %1 folders holds a readable shard of a run or ladder: nothing to report.</source>
        <translation>%1 फ़ोल्डरों में से किसी में भी किसी रन या सीढ़ी का पढ़ने योग्य शार्ड नहीं है: बताने को कुछ नहीं।</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>print the status as JSON</source>
        <translation>स्थिति JSON के रूप में छापें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give the folders of the shards</source>
        <translation>खंडों के फ़ोल्डर दें</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>shard</source>
        <translation>खंड</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>state</source>
        <translation>स्थिति</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>of</source>
        <translation>में से</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>per second</source>
        <translation>प्रति सेकंड</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>left</source>
        <translation>शेष</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>folder</source>
        <translation>फ़ोल्डर</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(written %1 ago: may still be running)</source>
        <translation>(%1 पहले लिखा गया: शायद अभी चल रहा है)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>All %1 shards are done (%2 matches).</source>
        <translation>सभी %1 खंड पूरे हैं (%2 मैच)।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of the %1 shards is done: resubmit tasks %2.</source>
        <translation>%1 खंडों में से कोई पूरा नहीं है: कार्य %2 फिर से जमा करें।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 shards not done: resubmit tasks %3; the others are complete.</source>
        <translation>%2 में से %1 खंड पूरे नहीं: कार्य %3 फिर से जमा करें; बाकी पूरे हैं।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About %1 left if they run at once (%2 of work in all), at the speed the parts ran.</source>
        <translation>यदि वे एक साथ चलें तो लगभग %1 शेष (कुल %2 का काम), भागों की गति से।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No part recorded its speed, so the time left is not known.</source>
        <translation>किसी भाग ने अपनी गति दर्ज नहीं की, इसलिए शेष समय ज्ञात नहीं।</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Leave %n folder(s) out of the merge (see the notes).</source>
        <translation>
            <numerusform>%n फ़ोल्डर जोड़ने से बाहर रखें (टिप्पणियाँ देखें)।</numerusform>
            <numerusform>%n फ़ोल्डर जोड़ने से बाहर रखें (टिप्पणियाँ देखें)।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Merge them with &apos;rulelab-cli merge PART... --out RESULTS&apos;.</source>
        <translation>इन्हें &apos;rulelab-cli merge PART... --out RESULTS&apos; से जोड़ें।</translation>
    </message>
    <message>
        <location filename="../app/cli/shard_spec.cpp" line="+49"/>
        <source>--shard auto: this job array (%1) is not a whole range of task numbers, so its size is not the number of shards; resubmit the whole array (finished shards end at once), or give --shard auto/N with the array numbered 1-N</source>
        <translation>--shard auto: यह जॉब ऐरे (%1) कार्य संख्याओं की पूरी शृंखला नहीं है, इसलिए इसका आकार शार्डों की संख्या नहीं है; पूरा ऐरे फिर भेजें (पूरे शार्ड तुरंत समाप्त होते हैं), या 1-N क्रमांकित ऐरे के साथ --shard auto/N दें</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>--shard auto: no scheduler&apos;s task index found (SLURM_ARRAY_TASK_ID, PBS_ARRAY_INDEX, PBS_ARRAYID, LSB_JOBINDEX, JOB_COMPLETION_INDEX or RULELAB_SHARD_INDEX); give --shard K/N</source>
        <translation>--shard auto: किसी शेड्यूलर का कार्य क्रमांक नहीं मिला (SLURM_ARRAY_TASK_ID, PBS_ARRAY_INDEX, PBS_ARRAYID, LSB_JOBINDEX, JOB_COMPLETION_INDEX या RULELAB_SHARD_INDEX); --shard K/N दें</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--shard auto: a scheduler variable is not a whole number (%1)</source>
        <translation>--shard auto: शेड्यूलर का कोई चर पूर्ण संख्या नहीं है (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>see docs/cluster.md</source>
        <translation>docs/cluster.md देखें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--shard auto: %1 gives the task&apos;s index but not how many tasks there are; give --shard auto/N</source>
        <translation>--shard auto: %1 कार्य का क्रमांक देता है, पर कार्यों की संख्या नहीं; --shard auto/N दें</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--shard auto: %1 is not shard 1 to %2 (an array numbered 1-N, or 0-based indices for RULELAB_SHARD_INDEX and JOB_COMPLETION_INDEX)</source>
        <translation>--shard auto: %1 शार्ड 1 से %2 तक नहीं है (1-N क्रमांकित ऐरे, या RULELAB_SHARD_INDEX और JOB_COMPLETION_INDEX के लिए 0 से क्रमांक)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>--shard auto/N needs a number of shards N from 1 to %1, not &apos;%2&apos;</source>
        <translation>--shard auto/N को 1 से %1 तक शार्डों की संख्या N चाहिए, &apos;%2&apos; नहीं</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--shard must be K/N with 1 &lt;= K &lt;= N, auto or auto/N, not &apos;%1&apos;</source>
        <translation>--shard को K/N (1 &lt;= K &lt;= N), auto या auto/N होना चाहिए, &apos;%1&apos; नहीं</translation>
    </message>
</context>
<context>
    <name>FieldSheet</name>
    <message>
        <location filename="../app/gui/field_sheet.cpp" line="+37"/>
        <source>a person</source>
        <translation>एक व्यक्ति</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Field sheet: %1, reading %2</source>
        <translation>क्षेत्र पत्रक: %1, पाठ %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Played %1. %2; %3. Seed %4 (match seed %5).</source>
        <translation>खेला गया %1। %2; %3। बीज %4 (मैच बीज %5)।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules as read</source>
        <translation>नियम, जैसे पढ़े गए</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Moves (%1)</source>
        <translation>चालें (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>... %1 moves left out (all are in the match file) ...</source>
        <translation>... %1 चालें छोड़ी गईं (सभी मैच फ़ाइल में हैं) ...</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not finished: %1 to %2 after %3 moves.</source>
        <translation>समाप्त नहीं: %3 चालों के बाद %1 बनाम %2।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. Why: %2 (%3).</source>
        <translation>%1। क्यों: %2 (%3)।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Result</source>
        <translation>परिणाम</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes</source>
        <translation>टिप्पणियाँ</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+29"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: लिखा नहीं जा सका: %2</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1: cannot write a PDF</source>
        <translation>%1: PDF नहीं लिखा जा सका</translation>
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
        <location line="+3"/>
        <source>the view shown at start: reading, results, length, advantage, ends, margin, rounds, effects, interaction, usage</source>
        <translation>शुरुआत में दिखने वाला दृश्य: reading, results, length, advantage, ends, margin, rounds, effects, interaction, usage</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the language of the window: en, hi or ur (default: the settings, else the system&apos;s)</source>
        <translation>विंडो की भाषा: en, hi या ur (पहले से: सेटिंग्स की, वरना सिस्टम की)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a finished run&apos;s results folder to set beside the others given (File &gt; Compare Results Folders); repeatable</source>
        <translation>किसी पूरे रन का परिणाम फ़ोल्डर, जिसे दिए गए अन्य फ़ोल्डरों के साथ रखा जाए (फ़ाइल &gt; परिणाम फ़ोल्डरों की तुलना करें); दोहराया जा सकता है</translation>
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
        <location filename="../core/replay/match_replay.cpp" line="+209"/>
        <location filename="../core/replay/replay_text.cpp" line="+169"/>
        <source>Start</source>
        <translation>आरंभ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the board after the move</source>
        <translation>चाल के बाद का बोर्ड</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Step %1 of %2: %3</source>
        <translation>चरण %2 में से %1: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In hand: %1</source>
        <translation>हाथ में: %1</translation>
    </message>
    <message>
        <location filename="../core/replay/replay_text.cpp" line="-81"/>
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
        <location line="-25"/>
        <source>capture %1 from %2</source>
        <translation>%2 से %1 पकड़ना</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>four rule: %1 taken from %2</source>
        <translation>चार का नियम: %2 से %1 लिए गए</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capture %1 from %2, after the empty %3</source>
        <translation>खाली %3 के बाद %2 से %1 पकड़ना</translation>
    </message>
    <message>
        <location line="+28"/>
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
        <location line="+2"/>
        <location line="+1"/>
        <source>cell %1</source>
        <translation>खाना %1</translation>
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
        <location line="+11"/>
        <source>%1, reading %2: the moves from the start to state %3 of the state graph (%n move(s))</source>
        <translation>
            <numerusform>%1, पाठ %2: शुरुआत से स्थिति-ग्राफ़ की स्थिति %3 तक की चालें (%n चाल)</numerusform>
            <numerusform>%1, पाठ %2: शुरुआत से स्थिति-ग्राफ़ की स्थिति %3 तक की चालें (%n चालें)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, reading %2: %3, seed %4</source>
        <translation>%1, पाठ %2: %3, सीड %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, reading %2, seed %3, match %4 (match seed %5): %6</source>
        <translation>%1, पाठ %2, सीड %3, मैच %4 (मैच सीड %5): %6</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not an end of the match; scores %1-%2; %3 turns, %4 laps, %5 rounds so far</source>
        <translation>मैच का अंत नहीं; अंक %1-%2; अब तक %3 बारी, %4 चक्कर, %5 दौर</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>End: %1. %2. Scores: %3 %4, %5 %6; %7 turns, %8 laps, %9 rounds</source>
        <translation>अंत: %1। %2। अंक: %3 %4, %5 %6; %7 चालें, %8 चक्कर, %9 दौर</translation>
    </message>
    <message>
        <location filename="../core/replay/board_text.cpp" line="+303"/>
        <source>margin %1, won by seat %2 (wins less often)</source>
        <translation>अंतर %1, आसन %2 की जीत (जो कम जीतता है)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>margin %1, won by the second mover</source>
        <translation>अंतर %1, दूसरी चाल वाले की जीत</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 turns</source>
        <translation>%1 बारियाँ</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../core/experiment/outcome_text.cpp" line="+19"/>
        <source>seat %1</source>
        <translation>सीट %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 won %2-%3</source>
        <translation>%1 %2-%3 से जीता</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 won</source>
        <translation>%1 जीता</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, having moved first</source>
        <translation>%1, पहली चाल चलकर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, having moved second</source>
        <translation>%1, दूसरी चाल चलकर</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a draw, %1-%2</source>
        <translation>बराबरी, %1-%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a draw</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no result</source>
        <translation>कोई परिणाम नहीं</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins</source>
        <translation>%1 जीतता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draw</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>undecided</source>
        <translation>अनिर्णीत</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>random</source>
        <comment>agent</comment>
        <translation>यादृच्छिक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>greedy</source>
        <comment>agent</comment>
        <translation>लालची</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCTS, %1 s a move</source>
        <translation>MCTS, प्रति चाल %1 सेकंड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MCTS, %1 playouts</source>
        <translation>MCTS, %1 प्लेआउट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, keeping its tree</source>
        <translation>%1, अपना वृक्ष रखते हुए</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>search, depth %1</source>
        <translation>खोज, गहराई %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>you against yourself</source>
        <translation>आप अपने ही विरुद्ध</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>you</source>
        <translation>आप</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 बनाम %2</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../app/gui/standard_button_texts.cpp" line="+19"/>
        <source>&amp;OK</source>
        <translation>ठीक है (&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Save</source>
        <translation>सहेजें (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>रद्द करें (&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Close</source>
        <translation>बंद करें (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close without Saving</source>
        <translation>बिना सहेजे बंद करें</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-10"/>
        <source>OK</source>
        <translation>ठीक है</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>सहेजें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard</source>
        <translation>छोड़ दें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save All</source>
        <translation>सब सहेजें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abort</source>
        <translation>रोकें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>फिर कोशिश करें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ignore</source>
        <translation>अनदेखा करें</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Apply</source>
        <translation>लागू करें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reset</source>
        <translation>फिर से सेट करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>सहायता</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Yes</source>
        <translation>हाँ (&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>नहीं (&amp;N)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Restore Defaults</source>
        <translation>पूर्वनिर्धारित लौटाएँ</translation>
    </message>
</context>
<context>
    <name>SourcesView</name>
    <message>
        <location filename="../app/gui/sources_view.cpp" line="+420"/>
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
    <name>game two-row-vocabulary</name>
    <message>
        <location filename="../app/gui/plugin_texts.cpp" line="+9"/>
        <source>Two-row sowing games</source>
        <translation>दो पंक्तियों वाले बोने के खेल</translation>
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
        <translation>आरंभिक गड्ढे के ऊपर चक्कर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relay</source>
        <translation>रिले</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture</source>
        <translation>पकड़</translation>
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
        <translation>खेल (दौर) का अंत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the end is tested</source>
        <translation>अंत की जाँच कब होती है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters left at a stalled end</source>
        <translation>रुके हुए अंत पर बचे गोटे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later rounds</source>
        <translation>बाद के दौर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill order</source>
        <translation>भरने का क्रम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts later rounds</source>
        <translation>बाद के दौर कौन शुरू करता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match</source>
        <translation>मैच का अंत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of rounds (in a match of fixed rounds)</source>
        <translation>दौरों की संख्या (तय दौरों वाले मैच में)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holes per row (experimental)</source>
        <translation>प्रति पंक्ति गड्ढे (प्रायोगिक)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters per hole (experimental)</source>
        <translation>प्रति गड्ढा गोटे (प्रायोगिक)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perpetual relay (simulation guard)</source>
        <translation>अनंत रिले (सिमुलेशन रक्षक)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stalled game (simulation guard)</source>
        <translation>रुका हुआ खेल (सिमुलेशन रक्षक)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ludii&apos;s trial limit (compatibility)</source>
        <translation>Ludii की परीक्षण सीमा (संगतता)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loser&apos;s short hole</source>
        <translation>हारने वाले का छोटा गड्ढा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captures of the surplus</source>
        <translation>अधिशेष की पकड़</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-counter rule</source>
        <translation>चार गोटों का नियम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole ownership</source>
        <translation>गड्ढों का स्वामित्व</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Middle holes at the start</source>
        <translation>आरंभ में बीच के गड्ढे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End holes at the start</source>
        <translation>आरंभ में सिरे के गड्ढे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sowing direction</source>
        <translation>बोने की दिशा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both players can only pass</source>
        <translation>दोनों खिलाड़ी केवल पास कर सकते हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holes out of play in the relay and capture tests</source>
        <translation>रिले और पकड़ की जाँच में खेल से बाहर के गड्ढे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End holes</source>
        <translation>अंतिम खाने</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>यादृच्छिक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>दक्षिण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any own hole</source>
        <translation>अपना कोई भी गड्ढा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no singleton if larger</source>
        <translation>बड़ा हो तो अकेली गोटी नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>include</source>
        <translation>शामिल करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skip</source>
        <translation>छोड़ें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next hole</source>
        <translation>अगला गड्ढा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>landing hole</source>
        <translation>उतरने वाला गड्ढा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capture next, resow landing</source>
        <translation>अगला पकड़ें, उतरने वाला गड्ढा फिर बोएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chain</source>
        <translation>शृंखला</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chain, at most four</source>
        <translation>शृंखला, अधिकतम चार</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chain with wrap-around</source>
        <translation>घूमकर जारी शृंखला</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>single</source>
        <translation>एकल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first loaded</source>
        <translation>पहला भरा हुआ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any row</source>
        <translation>कोई भी पंक्ति</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opponent&apos;s row only</source>
        <translation>केवल विरोधी की पंक्ति</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opponent takes all</source>
        <translation>विरोधी सब लेता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass</source>
        <translation>बारी छोड़ना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each takes own row</source>
        <translation>हर कोई अपनी पंक्ति लेता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all exhausted</source>
        <translation>सब समाप्त</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no move</source>
        <translation>कोई चाल नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no further capture</source>
        <translation>आगे कोई पकड़ नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one left</source>
        <translation>एक बची</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after the turn</source>
        <translation>बारी के बाद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after every lap</source>
        <translation>हर चक्कर के बाद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row owner</source>
        <translation>पंक्ति का स्वामी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last capturer</source>
        <translation>अंतिम पकड़ने वाला</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>split evenly</source>
        <translation>बराबर बाँटें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole loss</source>
        <translation>गड्ढे का खोना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole capture</source>
        <translation>गड्ढा पकड़ना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Khutka Boia&apos;s scheme</source>
        <translation>खुटका बोइया की योजना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from own left</source>
        <translation>अपनी बाईं ओर से</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player&apos;s choice</source>
        <translation>खिलाड़ी की पसंद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round loser</source>
        <translation>दौर का हारने वाला</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alternate</source>
        <translation>बारी-बारी से</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot fill</source>
        <translation>भर नहीं सकता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixed rounds</source>
        <translation>निश्चित दौर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two or more</source>
        <translation>दो या अधिक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chosen once</source>
        <translation>एक बार चुनी गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loser refills</source>
        <translation>हारने वाला भरता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fewer than two</source>
        <translation>दो से कम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>abort and report</source>
        <translation>रोकें और बताएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end the turn</source>
        <translation>बारी समाप्त करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forbid the start</source>
        <translation>आरंभ वर्जित</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end the round</source>
        <translation>दौर समाप्त करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undecided</source>
        <translation>अनिर्णीत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scored, flagged</source>
        <translation>गिना गया, चिह्नित</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>बंद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>चालू</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from own right</source>
        <translation>अपनी दाईं ओर से</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fewer holes to fill</source>
        <translation>भरने को कम गड्ढे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set aside</source>
        <translation>अलग रखे गए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a short hole of the winner&apos;s</source>
        <translation>विजेता का छोटा गड्ढा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sown holes, by the mover</source>
        <translation>बोए गए गड्ढे, चलने वाले के</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opposite</source>
        <translation>सामने वाला</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next hole after an empty landing</source>
        <translation>खाली उतरने वाले गड्ढे के बाद का अगला गड्ढा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole facing an empty landing</source>
        <translation>खाली उतरने वाले गड्ढे के सामने का गड्ढा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next hole after an empty landing, then a chain of at most four</source>
        <translation>खाली उतरने वाले गड्ढे के बाद का अगला गड्ढा, फिर अधिकतम चार की शृंखला</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player&apos;s holes empty</source>
        <translation>किसी खिलाड़ी के गड्ढे खाली</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither can sow</source>
        <translation>कोई भी नहीं बो सकता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resow the landing hole</source>
        <translation>अंतिम गड्ढा फिर से बोएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owner, on drop</source>
        <translation>स्वामी, गिराते समय</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sower, on drop</source>
        <translation>बोने वाला, गिराते समय</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owner, after each segment</source>
        <translation>स्वामी, हर खंड के बाद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mover&apos;s row, after the move</source>
        <translation>चलने वाले की पंक्ति, चाल के बाद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owner, the sown holes after each segment</source>
        <translation>स्वामी, हर खंड के बाद बोए गए गड्ढे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rows</source>
        <translation>पंक्तियाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>halves of the board</source>
        <translation>बोर्ड के आधे भाग</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>like the others</source>
        <translation>दूसरों की तरह</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one and none</source>
        <translation>एक और शून्य</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one more</source>
        <translation>एक और</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>anticlockwise</source>
        <translation>वामावर्त</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play on</source>
        <translation>खेल जारी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draw</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped</source>
        <translation>छोड़ा गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an empty hole</source>
        <translation>एक खाली गड्ढा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>still in the loop</source>
        <translation>चक्र में बने रहते हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ordinary holes</source>
        <translation>साधारण गड्ढे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stores in the loop</source>
        <translation>चक्र में भंडार</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who sows first in the first round.</source>
        <translation>पहले दौर में पहले कौन बोता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fair chance event decides (South or North at 1/2 each).</source>
        <translation>एक निष्पक्ष संयोग तय करता है (दक्षिण या उत्तर, हर एक 1/2 पर)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South always begins.</source>
        <translation>दक्षिण हमेशा शुरू करता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which of his holes a player may lift to start a turn.</source>
        <translation>बारी शुरू करने के लिए खिलाड़ी अपने कौन-से गड्ढे उठा सकता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any non-empty hole the mover owns.</source>
        <translation>चलने वाले का कोई भी भरा गड्ढा।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hole with a single counter may not be sown while the mover has a hole with two or more.</source>
        <translation>अकेली गोटी वाला गड्ढा तब तक नहीं बोया जा सकता जब तक चलने वाले के पास दो या अधिक गोटियों वाला गड्ढा हो।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the emptied starting hole gets a counter when a sowing goes all the way round.</source>
        <translation>जब बोआई पूरा चक्कर लगाती है तो क्या ख़ाली किए गए आरंभिक गड्ढे को गोटी मिलती है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starting hole is sown like any other.</source>
        <translation>आरंभिक गड्ढा किसी और गड्ढे की तरह बोया जाता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starting hole is passed over.</source>
        <translation>आरंभिक गड्ढा छोड़ दिया जाता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What continues a turn after the last counter falls into hole L.</source>
        <translation>आख़िरी गोटी के गड्ढे L में गिरने के बाद बारी को क्या आगे बढ़ाता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If L+1 holds counters, lift all of them and sow on from L+2; repeat.</source>
        <translation>अगर L+1 में गोटियाँ हों, तो सब उठाकर L+2 से आगे बोएँ; दोहराएँ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If L held counters before the last drop, lift L itself and sow on.</source>
        <translation>अगर आख़िरी गोटी गिरने से पहले L में गोटियाँ थीं, तो L को ही उठाकर आगे बोएँ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If L+1 holds counters, the mover captures them and lifts L itself to sow on; repeat. When L+1 is empty the capture rule applies.</source>
        <translation>अगर L+1 में गोटियाँ हों, तो चलने वाला उन्हें पकड़ लेता है और L को ही उठाकर आगे बोता है; दोहराएँ। जब L+1 ख़ाली हो तो पकड़ का नियम लागू होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the mover takes when the sowing stops at an empty hole; the turn then ends.</source>
        <translation>जब बोआई किसी ख़ाली गड्ढे पर रुकती है तो चलने वाला क्या लेता है; फिर बारी ख़त्म होती है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take L+2 if loaded, then keep taking every second hole while the hole between is empty and the next loaded. Stops at an occupied hole or two empty holes; never takes L.</source>
        <translation>अगर L+2 भरा हो तो उसे लें, फिर हर दूसरा गड्ढा लेते जाएँ जब तक बीच वाला ख़ाली और अगला भरा हो। किसी भरे गड्ढे या दो ख़ाली गड्ढों पर रुकती है; L को कभी नहीं लेती।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As chain, but at most four holes (L+2, L+4, L+6, L+8).</source>
        <translation>शृंखला की तरह, पर अधिकतम चार गड्ढे (L+2, L+4, L+6, L+8)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As chain, but the chain may go round the board and take L itself.</source>
        <translation>शृंखला की तरह, पर शृंखला बिसात का चक्कर लगाकर L को भी ले सकती है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take only L+2.</source>
        <translation>केवल L+2 लें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip the run of empty holes after L and take the first loaded hole.</source>
        <translation>L के बाद के ख़ाली गड्ढों को छोड़कर पहला भरा गड्ढा लें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where a capture may be made.</source>
        <translation>पकड़ कहाँ की जा सकती है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Either row.</source>
        <translation>कोई भी पंक्ति।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the opponent&apos;s holes; a chain stops at the first target the mover owns.</source>
        <translation>केवल विरोधी के गड्ढे; शृंखला चलने वाले के अपने पहले लक्ष्य पर रुक जाती है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens when the player to move has no counters to sow.</source>
        <translation>जब चलने वाले के पास बोने को कोई गोटी न हो तो क्या होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game (round) ends and the opponent takes every counter left.</source>
        <translation>खेल (दौर) ख़त्म होता है और विरोधी बची हर गोटी ले लेता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He passes and the opponent sows again.</source>
        <translation>वह बारी छोड़ता है और विरोधी फिर से बोता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game (round) ends and each player takes the counters in the holes he owns.</source>
        <translation>खेल (दौर) ख़त्म होता है और हर खिलाड़ी अपने गड्ढों की गोटियाँ लेता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the game (or, in match play, the round) ends.</source>
        <translation>खेल (या, मैच में, दौर) कब ख़त्म होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only an empty board ends it; otherwise the stall guard (option &apos;stall&apos;) does.</source>
        <translation>केवल ख़ाली बिसात इसे ख़त्म करती है; वरना रुकाव-रक्षक (विकल्प &apos;stall&apos;) करता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It ends through option &apos;no_move&apos; (or an empty board, or the stall guard).</source>
        <translation>यह विकल्प &apos;no_move&apos; के ज़रिए ख़त्म होता है (या ख़ाली बिसात से, या रुकाव-रक्षक से)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It ends when play can produce no further capture, as the stall test G-2 proves it; leftover shares the board.</source>
        <translation>यह तब ख़त्म होता है जब खेल से आगे कोई पकड़ नहीं हो सकती, जैसा रुकाव-जाँच G-2 सिद्ध करती है; leftover बिसात बाँटता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As soon as one counter is left on the board after a move, it goes to the owner of its hole and the game ends.</source>
        <translation>किसी चाल के बाद जैसे ही बिसात पर एक गोटी बचती है, वह उसके गड्ढे के स्वामी को जाती है और खेल ख़त्म होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the ends the board alone decides (one counter left, an empty board, a player&apos;s holes empty) are tested: after the whole turn, or also after every lap of a relay. The end by the player to move having nothing to sow (option &apos;no_move&apos;) is tested after the turn either way.</source>
        <translation>वे अंत कब जाँचे जाते हैं जिन्हें अकेले बिसात तय करती है (एक गोटी बची, ख़ाली बिसात, किसी खिलाड़ी के गड्ढे ख़ाली): पूरी बारी के बाद, या रिले के हर चक्कर के बाद भी। चलने वाले के पास बोने को कुछ न होने से आने वाला अंत (विकल्प &apos;no_move&apos;) दोनों तरह बारी के बाद ही जाँचा जाता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only when the turn is over: a relay goes on to its end first.</source>
        <translation>केवल जब बारी पूरी हो: रिले पहले अपने अंत तक चलता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also after every lap of a relay: the moment the end holds, the turn stops there and the game (round) ends.</source>
        <translation>रिले के हर चक्कर के बाद भी: जिस क्षण अंत की शर्त पूरी हो, बारी वहीं रुकती है और खेल (दौर) ख़त्म होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who gets the counters still on the board when the stall test ends a game or round.</source>
        <translation>जब रुकाव-जाँच किसी खेल या दौर को ख़त्म करती है तो बिसात पर बची गोटियाँ किसे मिलती हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each counter goes to the owner of the hole it lies in.</source>
        <translation>हर गोटी उस गड्ढे के स्वामी को जाती है जिसमें वह पड़ी है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All go to the player who made the latest capture of the round.</source>
        <translation>सब उस खिलाड़ी को जाती हैं जिसने दौर की सबसे आख़िरी पकड़ की।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They are halved; an odd counter goes to the owner of the row holding more (ties: to the player to move).</source>
        <translation>उन्हें आधा-आधा बाँटा जाता है; विषम गोटी उस पंक्ति के स्वामी को जाती है जिसमें अधिक हों (बराबरी पर: चलने वाले खिलाड़ी को)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the game is played in rounds, and how the holes are refilled between them.</source>
        <translation>क्या खेल दौरों में खेला जाता है, और उनके बीच गड्ढे कैसे फिर भरे जाते हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A single game.</source>
        <translation>एक अकेला खेल।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player refills his holes with a group (the counters a hole starts with) each from his counters; holes he cannot fill are out of play for the round, and what is left over is set aside.</source>
        <translation>हर खिलाड़ी अपनी गोटियों से अपने हर गड्ढे में एक समूह (जितनी गोटियों से गड्ढा शुरू होता है) रखकर उन्हें फिर भरता है; जो गड्ढे वह नहीं भर सकता वे उस दौर के लिए खेल से बाहर हैं, और जो बचे वह अलग रखा जाता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As hole loss, but a hole the loser cannot fill is taken over by the winner, who fills it from his surplus and owns it for the round; ownership is worked out again at every refill.</source>
        <translation>गड्ढे के खोने की तरह, पर जिस गड्ढे को हारने वाला नहीं भर सकता उसे विजेता ले लेता है, जो उसे अपने अधिशेष से भरता है और उस दौर के लिए उसका स्वामी होता है; स्वामित्व हर भराई पर फिर से तय होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Khutka Boia&apos;s refill under its reading R4: groups plus the pooled remainders (Bhadar, Kungidar paid from each turn&apos;s start hole, an accumulating bha returned with the 2).</source>
        <translation>पाठ R4 के अंतर्गत Khutka Boia की भराई: समूह और मिलाए गए शेष (भदर, हर बारी के आरंभिक गड्ढे से चुकाया गया कुंगीदार, 2 के साथ लौटाया गया जमा होता भा)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which holes a player fills first between rounds (multi-round only).</source>
        <translation>दौरों के बीच खिलाड़ी पहले कौन-से गड्ढे भरता है (केवल कई दौरों में)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player fills his holes from his own left.</source>
        <translation>हर खिलाड़ी अपनी बाईं ओर से अपने गड्ढे भरता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player chooses an empty hole for each group.</source>
        <translation>हर खिलाड़ी हर समूह के लिए एक ख़ाली गड्ढा चुनता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who sows first from the second round on (multi-round only).</source>
        <translation>दूसरे दौर से आगे पहले कौन बोता है (केवल कई दौरों में)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player with fewer counters after the previous round; ties alternate.</source>
        <translation>पिछले दौर के बाद कम गोटियों वाला खिलाड़ी; बराबरी पर बारी-बारी से।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever did not start the previous round.</source>
        <translation>जिसने पिछला दौर शुरू नहीं किया था।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a match of several rounds ends (multi-round only).</source>
        <translation>कई दौरों वाला मैच कब ख़त्म होता है (केवल कई दौरों में)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the refill, a player who owns no hole in play loses.</source>
        <translation>भराई के बाद, जिस खिलाड़ी के पास खेल में कोई गड्ढा न हो वह हारता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the number of rounds in option &apos;rounds&apos;; the higher total wins, equal totals draw.</source>
        <translation>विकल्प &apos;rounds&apos; में दिए दौरों के बाद रुकें; अधिक कुल जीतता है, बराबर कुल बराबरी है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number of rounds played when match_end = fixed_rounds (multi-round only).</source>
        <translation>match_end = fixed_rounds होने पर खेले जाने वाले दौरों की संख्या (केवल कई दौरों में)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: fewer holes give boards small enough for the state graph to list every reachable position and to solve the game exactly.</source>
        <translation>ऐतिहासिक नहीं: कम गड्ढों से बिसात इतनी छोटी होती है कि स्थिति-ग्राफ़ हर पहुँच योग्य स्थिति गिन सके और खेल को ठीक-ठीक हल कर सके।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: another number makes boards for exact state-graph analysis; between rounds a hole is filled for every group of this many counters.</source>
        <translation>ऐतिहासिक नहीं: दूसरी संख्या से सटीक स्थिति-ग्राफ़ विश्लेषण के लिए बिसातें बनती हैं; दौरों के बीच इतनी गोटियों के हर समूह के लिए एक गड्ढा भरा जाता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a hole holding two or more counters may be lifted, to start a turn or by a relay, and only while a hole of the mover&apos;s own row holds two or more: a player whose holes hold one counter each at most cannot sow, and a relay stops where it cannot lift its hole, which ends the game (round) as for a player with nothing to sow (option &apos;no_move&apos;).</source>
        <translation>केवल दो या अधिक गोटियों वाला गड्ढा उठाया जा सकता है, बारी शुरू करने के लिए या रिले से, और तभी जब चलने वाले की अपनी पंक्ति के किसी गड्ढे में दो या अधिक हों: जिस खिलाड़ी के हर गड्ढे में अधिक से अधिक एक गोटी हो वह नहीं बो सकता, और रिले वहाँ रुकता है जहाँ वह अपना गड्ढा नहीं उठा सकता, जिससे खेल (दौर) वैसे ही ख़त्म होता है जैसे उस खिलाड़ी के लिए जिसके पास बोने को कुछ नहीं (विकल्प &apos;no_move&apos;)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player chooses the direction with his first sowing, and every sowing of the game goes that way, its relays and capture tests too. In rounds of loser refills the loser chooses it again for each later round: from the left end of his row anticlockwise, from the right end clockwise.</source>
        <translation>पहला खिलाड़ी अपनी पहली बोआई से दिशा चुनता है, और खेल की हर बोआई उसी ओर जाती है, उसके रिले और पकड़ की जाँचें भी। हारने वाले की भराई वाले दौरों में हारने वाला हर अगले दौर के लिए उसे फिर चुनता है: अपनी पंक्ति के बाएँ सिरे से वामावर्त, दाएँ सिरे से दक्षिणावर्त।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds: the player holding more counters (South on a tie) fills every hole of his row with a group and keeps the surplus; the other fills an unbroken run of holes from one end of his row, a group in each and what is left in the last, and begins the next round. Holes left empty are out of play for the round. A loser with less than a group puts it all into his end hole, which nobody may lift for the round (he passes while it is all he has).</source>
        <translation>दौर: अधिक गोटियों वाला खिलाड़ी (बराबरी पर दक्षिण) अपनी पंक्ति का हर गड्ढा एक समूह से भरता है और अधिशेष रखता है; दूसरा अपनी पंक्ति के एक सिरे से लगातार गड्ढे भरता है, हर एक में एक समूह और आख़िरी में जो बचे, और अगला दौर शुरू करता है। ख़ाली छूटे गड्ढे उस दौर के लिए खेल से बाहर हैं। जिस हारने वाले के पास एक समूह से कम हो वह सब अपने सिरे के गड्ढे में डालता है, जिसे उस दौर में कोई नहीं उठा सकता (जब तक उसके पास बस वही हो, वह बारी छोड़ता है)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a round, a player holding fewer than two counters loses the match.</source>
        <translation>किसी दौर के बाद, दो से कम गोटियों वाला खिलाड़ी मैच हारता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: what the simulator does when one turn&apos;s relay repeats a state (Brent&apos;s cycle detection; the lap cap sim.max_relay_laps ends the match with cap_reached).</source>
        <translation>ऐतिहासिक नहीं: जब किसी बारी का रिले कोई स्थिति दोहराता है तो सिम्युलेटर क्या करता है (Brent की चक्र-पहचान; चक्कर-सीमा sim.max_relay_laps मैच को cap_reached के साथ ख़त्म करती है)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match ends with end reason relay_loop (undecided).</source>
        <translation>मैच अंत के कारण relay_loop के साथ ख़त्म होता है (अनिर्णीत)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The move stops at the first repeated state, with no capture.</source>
        <translation>चाल पहली दोहराई गई स्थिति पर रुकती है, बिना पकड़ के।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A starting hole that leads to a perpetual relay is illegal when another exists.</source>
        <translation>जो आरंभिक गड्ढा अनंत रिले की ओर ले जाए वह अवैध है जब कोई और मौजूद हो।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: what the simulator does when a game (round) is proven stalled: its trigger (a position repeated sim.repeat_k times, or sim.no_capture_turns turns without capture) fired, and an exact search of every position still reachable found no capture and no end by the rules. An unproven trigger only backs off, and play goes on. Under round_end = no_further_capture the proof is the rule itself and ends the game by rule. Off under ludii_limit = on.</source>
        <translation>ऐतिहासिक नहीं: जब किसी खेल (दौर) का रुकना सिद्ध हो जाए तो सिम्युलेटर क्या करता है: उसका ट्रिगर (कोई स्थिति sim.repeat_k बार दोहराई गई, या sim.no_capture_turns बारियाँ बिना पकड़ के) चला, और अभी भी पहुँच योग्य हर स्थिति की सटीक खोज में न कोई पकड़ मिली न नियमों से कोई अंत। असिद्ध ट्रिगर केवल पीछे हटता है, और खेल चलता रहता है। round_end = no_further_capture के अंतर्गत प्रमाण ही नियम है और खेल को नियम से ख़त्म करता है। ludii_limit = on के अंतर्गत बंद।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game (round) ends and &apos;leftover&apos; shares the board; play goes on.</source>
        <translation>खेल (दौर) ख़त्म होता है और &apos;leftover&apos; बिसात बाँटता है; खेल जारी रहता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match stops with end reason round_stalled and no result.</source>
        <translation>मैच अंत के कारण round_stalled के साथ और बिना परिणाम के रुकता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board is shared by &apos;leftover&apos; and the match stops with end reason round_stalled, but its result is decided by the totals (the catalogue&apos;s &apos;flagged unresolved&apos;).</source>
        <translation>बिसात &apos;leftover&apos; से बाँटी जाती है और मैच अंत के कारण round_stalled के साथ रुकता है, पर उसका परिणाम कुल से तय होता है (सूची का &apos;अनसुलझा चिह्नित&apos;)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: for a reading that reproduces Ludii&apos;s encoding. Ludii&apos;s program stops a trial with no winner at 2,500 turns (1,250 per player; a turn changes when the mover changes, passes included) or 10,000 moves, and has no stall guard.</source>
        <translation>ऐतिहासिक नहीं: उस पाठ के लिए जो Ludii की कूटलिपि को दोहराता है। Ludii का प्रोग्राम किसी परीक्षण को बिना विजेता के 2,500 बारियों (हर खिलाड़ी की 1,250; चलने वाला बदलने पर बारी बदलती है, बारी छोड़ना भी) या 10,000 चालों पर रोकता है, और उसमें कोई रुकाव-रक्षक नहीं है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RuleLab&apos;s guards and caps apply.</source>
        <translation>RuleLab के रक्षक और सीमाएँ लागू होती हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game that reaches Ludii&apos;s limit ends with end reason ludii_limit (a cap, undecided), and the stall guard ends no game: play goes on as in Ludii.</source>
        <translation>जो खेल Ludii की सीमा तक पहुँचता है वह अंत के कारण ludii_limit के साथ ख़त्म होता है (एक सीमा, अनिर्णीत), और रुकाव-रक्षक कोई खेल ख़त्म नहीं करता: खेल Ludii की तरह चलता रहता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player fills his holes from his own right: from the last hole of his row in sowing order back towards the first.</source>
        <translation>हर खिलाड़ी अपनी दाईं ओर से अपने गड्ढे भरता है: बोने के क्रम में अपनी पंक्ति के आख़िरी गड्ढे से पहले की ओर वापस।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players fill one hole each in turn, the player after the round&apos;s last mover first, and the one who runs out of holes to fill first begins: the player with fewer holes to fill, or with as many, the one who filled first. With end holes as stores (Ludii&apos;s Bay Khom) the heads are filled in the same phase, and after a round that ended inside a relay that relay&apos;s mover fills first.</source>
        <translation>खिलाड़ी बारी-बारी से एक-एक गड्ढा भरते हैं, दौर के आख़िरी चलने वाले के बाद वाला खिलाड़ी पहले, और जिसके भरने को गड्ढे पहले ख़त्म हों वह शुरू करता है: भरने को कम गड्ढों वाला खिलाड़ी, या बराबर होने पर वह जिसने पहले भरा। सिरे के गड्ढे भंडार हों (Ludii का Bay Khom) तो सिर उसी चरण में भरे जाते हैं, और जो दौर किसी रिले के बीच ख़त्म हुआ उसके बाद उस रिले का चलने वाला पहले भरता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the remainder of the player with fewer counters (fewer than a hole&apos;s group) goes at a refill (multi_round = hole_loss).</source>
        <translation>भराई पर कम गोटियों वाले खिलाड़ी का शेष (एक गड्ढे के समूह से कम) कहाँ जाता है (multi_round = hole_loss)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is set aside with his other counters off the board.</source>
        <translation>उसे उसकी दूसरी गोटियों के साथ बिसात से बाहर अलग रखा जाता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It goes into his next empty hole in fill order, which is in play for the round as the winner&apos;s short hole: the loser never sows from it and his sowings pass over it, and his relay into it ends his turn; the winner sows into it, may lift it in a relay, takes one counter from it after each of his sowings that passed it, and takes what it holds when the round ends, which it does when every other hole is empty. Either player&apos;s capture may take it.</source>
        <translation>वह भरने के क्रम में उसके अगले ख़ाली गड्ढे में जाता है, जो उस दौर में विजेता के छोटे गड्ढे के रूप में खेल में रहता है: हारने वाला उससे कभी नहीं बोता और उसकी बोआइयाँ उसे छोड़कर निकलती हैं, और उसमें जाने वाला उसका रिले उसकी बारी ख़त्म करता है; विजेता उसमें बोता है, रिले में उसे उठा सकता है, अपनी हर उस बोआई के बाद जो उससे गुज़री उसमें से एक गोटी लेता है, और दौर ख़त्म होने पर उसमें जो हो वह लेता है, और दौर तब ख़त्म होता है जब बाक़ी हर गड्ढा ख़ाली हो। किसी भी खिलाड़ी की पकड़ उसे ले सकती है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a hole brought to the number of a player&apos;s surplus is his (multi_round = hole_loss).</source>
        <translation>क्या वह गड्ढा जिसमें गोटियाँ किसी खिलाड़ी के अधिशेष की संख्या तक पहुँचें, उसका होता है (multi_round = hole_loss)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such capture.</source>
        <translation>ऐसी कोई पकड़ नहीं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At each refill each player&apos;s number is what he has left over: the counters the player with more sets aside, the other&apos;s remainder. After each sowing and its relay or capture test, the holes that sowing passed (counted from the lifted hole to the hole as many holes further on as counters were lifted, holes out of play counted, at most once round the board) that hold exactly the mover&apos;s number go to the mover (the other&apos;s short hole excepted).</source>
        <translation>हर भराई पर हर खिलाड़ी की संख्या वह है जो उसके पास बचता है: अधिक वाले खिलाड़ी की अलग रखी गोटियाँ, दूसरे का शेष। हर बोआई और उसकी रिले या पकड़ की जाँच के बाद, उस बोआई के गुज़रे गड्ढों में से (उठाए गए गड्ढे से उतने गड्ढे आगे तक गिने जाते हैं जितनी गोटियाँ उठाई गईं, खेल से बाहर के गड्ढे गिनकर, बिसात का अधिक से अधिक एक चक्कर) जिनमें ठीक चलने वाले की संख्या हो वे चलने वाले को जाते हैं (दूसरे का छोटा गड्ढा छोड़कर)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the hole after L is empty, take the hole facing that empty hole, in either row.</source>
        <translation>जब L के बाद वाला गड्ढा ख़ाली हो, तो उस ख़ाली गड्ढे के सामने वाला गड्ढा लें, किसी भी पंक्ति में।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last counter falls into an empty hole and no relay follows, take the hole after it, L+1 (pair it with relay = landing_hole).</source>
        <translation>जब आख़िरी गोटी किसी ख़ाली गड्ढे में गिरे और कोई रिले न हो, तो उसके बाद वाला गड्ढा L+1 लें (इसे relay = landing_hole के साथ लें)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last counter falls into an empty hole and no relay follows, take the hole facing it in the other row, L&apos;s opposite (the commonest capture of the two-row games; pair it with relay = landing_hole).</source>
        <translation>जब आख़िरी गोटी किसी ख़ाली गड्ढे में गिरे और कोई रिले न हो, तो दूसरी पंक्ति में उसके सामने वाला गड्ढा, L के सामने का गड्ढा, लें (दो पंक्तियों वाले खेलों की सबसे आम पकड़; इसे relay = landing_hole के साथ लें)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last counter falls into an empty hole and no relay follows, take the hole after it, L+1, if it is loaded; then, while the hole after the last one taken is empty and the hole beyond it loaded, take that too, at most four holes in all (L+1, L+3, L+5, L+7).</source>
        <translation>जब आख़िरी गोटी किसी ख़ाली गड्ढे में गिरे और कोई रिले न हो, तो उसके बाद वाला गड्ढा L+1 लें, अगर वह भरा हो; फिर, जब तक लिए गए आख़िरी गड्ढे के बाद वाला ख़ाली और उसके आगे वाला भरा हो, उसे भी लें, कुल अधिक से अधिक चार गड्ढे (L+1, L+3, L+5, L+7)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round ends as soon as either player has nothing left to sow after a move, whoever is to move, and each player takes what is in his own holes.</source>
        <translation>किसी चाल के बाद जैसे ही दोनों में से किसी एक खिलाड़ी के पास बोने को कुछ न बचे, दौर ख़त्म होता है, चाहे चलना किसी का भी हो, और हर खिलाड़ी अपने गड्ढों में जो है वह लेता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round ends as soon as, after a move, neither player has a counter in a hole he may start from (a player with nothing passes until then), and each player takes what is in his own row, stores and holes out of play included.</source>
        <translation>किसी चाल के बाद जैसे ही दोनों खिलाड़ियों में से किसी के भी पास ऐसे गड्ढे में गोटी न रहे जिससे वह शुरू कर सके, दौर ख़त्म होता है (तब तक जिसके पास कुछ न हो वह बारी छोड़ता है), और हर खिलाड़ी अपनी पंक्ति में जो है वह लेता है, भंडार और खेल से बाहर के गड्ढे समेत।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If L+1 holds counters, lift L itself, the last counter with the rest, and sow on; repeat. When L+1 is empty the capture rule applies.</source>
        <translation>अगर L+1 में गोटियाँ हों, तो L को ही उठाएँ, आख़िरी गोटी समेत, और आगे बोएँ; दोहराएँ। जब L+1 ख़ाली हो तो पकड़ का नियम लागू होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens to a hole that a counter brings to exactly four.</source>
        <translation>उस गड्ढे का क्या होता है जिसे कोई गोटी ठीक चार तक पहुँचा दे।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No four-counter rule.</source>
        <translation>चार गोटियों का कोई नियम नहीं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The moment a drop makes a hole hold four, the owner of that hole&apos;s row takes them and sowing goes on; the relay and capture tests then see the emptied hole.</source>
        <translation>जिस क्षण कोई गोटी गिरकर किसी गड्ढे में चार कर दे, उस गड्ढे की पंक्ति का स्वामी उन्हें ले लेता है और बोआई जारी रहती है; फिर रिले और पकड़ की जाँचें ख़ाली हुआ गड्ढा देखती हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The moment a drop makes a hole hold four, the player sowing takes them and sowing goes on.</source>
        <translation>जिस क्षण कोई गोटी गिरकर किसी गड्ढे में चार कर दे, बोने वाला खिलाड़ी उन्हें ले लेता है और बोआई जारी रहती है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each sowing segment and its relay or capture decision, every hole holding four is emptied into its row owner&apos;s store; a relay from an emptied hole ends the turn.</source>
        <translation>बोआई के हर खंड और उसके रिले या पकड़ के फ़ैसले के बाद, चार वाला हर गड्ढा उसकी पंक्ति के स्वामी के भंडार में ख़ाली किया जाता है; ख़ाली किए गए गड्ढे से रिले बारी ख़त्म करता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the whole move, the mover takes every hole of his own row holding four.</source>
        <translation>पूरी चाल के बाद, चलने वाला अपनी पंक्ति का चार वाला हर गड्ढा ले लेता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each sowing segment and its relay or capture decision, the holes that segment sowed that hold four go to their row&apos;s owner, the sown holes counted from the lifted hole to the hole as many holes further on as counters were lifted (holes out of play counted, at most once round the board); a relay from an emptied hole ends the turn.</source>
        <translation>बोआई के हर खंड और उसके रिले या पकड़ के फ़ैसले के बाद, उस खंड के बोए गड्ढों में से जिनमें चार हों वे उनकी पंक्ति के स्वामी को जाते हैं; बोए गड्ढे उठाए गए गड्ढे से उतने गड्ढे आगे तक गिने जाते हैं जितनी गोटियाँ उठाई गईं (खेल से बाहर के गड्ढे गिनकर, बिसात का अधिक से अधिक एक चक्कर); ख़ाली किए गए गड्ढे से रिले बारी ख़त्म करता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which holes each player owns: those he may sow from, and those that count as his when a game ends.</source>
        <translation>हर खिलाड़ी किन गड्ढों का स्वामी है: जिनसे वह बो सकता है, और जो खेल ख़त्म होने पर उसके गिने जाते हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player owns his row.</source>
        <translation>हर खिलाड़ी अपनी पंक्ति का स्वामी है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player owns the holes of both rows on his side of the middle: South the columns to his left, North those to his right. With an odd number of holes a row, the two middle holes belong to neither: no one starts a sowing there, though they are sown, lifted by relays and captured like any other. Needs a single game and rules that give no hole to its owner (no four-counter rule, no capture zone, leftover and no_move rules that do not share by rows) when there are middle holes.</source>
        <translation>हर खिलाड़ी बीच से अपनी ओर दोनों पंक्तियों के गड्ढों का स्वामी है: दक्षिण अपनी बाईं ओर के स्तंभों का, उत्तर अपनी दाईं ओर के। जब पंक्ति में गड्ढों की संख्या विषम हो, तो बीच के दो गड्ढे किसी के नहीं: वहाँ से कोई बोआई शुरू नहीं करता, हालाँकि वे दूसरों की तरह बोए जाते हैं, रिले से उठाए जाते हैं और पकड़े जाते हैं। बीच के गड्ढे हों तो एक अकेला खेल और ऐसे नियम चाहिए जो कोई गड्ढा उसके स्वामी को न दें (चार गोटियों का कोई नियम नहीं, कोई पकड़-क्षेत्र नहीं, ऐसे leftover और no_move नियम जो पंक्तियों के हिसाब से न बाँटें)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many counters the two middle holes of a board with an odd number of holes a row hold when the game starts.</source>
        <translation>जिस बिसात की पंक्ति में गड्ढों की संख्या विषम हो, उसके बीच के दो गड्ढों में खेल शुरू होने पर कितनी गोटियाँ होती हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every hole starts with the board&apos;s counters per hole.</source>
        <translation>हर गड्ढा बिसात की प्रति गड्ढा गोटियों से शुरू होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South&apos;s middle hole starts with one counter and North&apos;s with none; every other hole starts full.</source>
        <translation>दक्षिण का बीच वाला गड्ढा एक गोटी से और उत्तर का बिना गोटी के शुरू होता है; बाक़ी हर गड्ढा भरा शुरू होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many counters the last hole of each row in sowing order (each player&apos;s right-hand end hole) holds when the game starts.</source>
        <translation>बोने के क्रम में हर पंक्ति के आख़िरी गड्ढे (हर खिलाड़ी के दाएँ सिरे वाले गड्ढे) में खेल शुरू होने पर कितनी गोटियाँ होती हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hole of each row in sowing order (the &apos;heads&apos;) starts with one counter more than the others. Refills between rounds are as for any hole.</source>
        <translation>बोने के क्रम में हर पंक्ति का आख़िरी गड्ढा (&apos;सिर&apos;) दूसरों से एक गोटी अधिक से शुरू होता है। दौरों के बीच भराई किसी भी गड्ढे की तरह होती है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which way a sowing goes round the board.</source>
        <translation>बोआई बिसात पर किस ओर घूमती है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every sowing goes anticlockwise (h0, h1, ...).</source>
        <translation>हर बोआई वामावर्त जाती है (h0, h1, ...)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At every turn the player chooses to sow anticlockwise or clockwise; the relays, the next hole of the relay and capture tests and the capture chains go the same way.</source>
        <translation>हर बारी में खिलाड़ी वामावर्त या दक्षिणावर्त बोना चुनता है; रिले, रिले और पकड़ की जाँच का अगला गड्ढा और पकड़ की शृंखलाएँ उसी ओर जाती हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens when neither player can sow, so that both pass in turn.</source>
        <translation>जब कोई भी खिलाड़ी नहीं बो सकता, जिससे दोनों बारी-बारी से बारी छोड़ते हैं, तो क्या होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes go on; the round ends by its own rules or by the stall guard.</source>
        <translation>बारी छोड़ना जारी रहता है; दौर अपने नियमों से या रुकाव-रक्षक से ख़त्म होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As soon as both players have passed one after the other, the game ends drawn, whatever each has captured and whatever is left on the board.</source>
        <translation>जैसे ही दोनों खिलाड़ी एक के बाद एक बारी छोड़ दें, खेल बराबरी पर ख़त्म होता है, चाहे किसी ने कुछ भी पकड़ा हो और बिसात पर कुछ भी बचा हो।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the relay and capture tests see a hole that is out of play (one left unfilled between rounds). Sowing passes over it either way.</source>
        <translation>रिले और पकड़ की जाँचें खेल से बाहर के गड्ढे (दौरों के बीच बिना भरा छोड़ा गया) को कैसे देखती हैं। बोआई दोनों तरह उसे छोड़कर निकलती है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tests count over the holes in play: the hole after L is the next one in play.</source>
        <translation>जाँचें खेल के गड्ढों पर गिनती करती हैं: L के बाद वाला गड्ढा खेल का अगला गड्ढा है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hole out of play is an empty hole at its place: when it follows the last counter the relay stops and the capture rule applies.</source>
        <translation>खेल से बाहर का गड्ढा अपनी जगह पर एक ख़ाली गड्ढा है: जब वह आख़िरी गोटी के बाद आता है तो रिले रुकता है और पकड़ का नियम लागू होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hole left unfilled only starts no turn: it is sown, lifted by relays and captured like any other, and what it holds at the round&apos;s end goes to its row&apos;s owner.</source>
        <translation>बिना भरा छोड़ा गया गड्ढा बस कोई बारी शुरू नहीं करता: वह दूसरों की तरह बोया जाता है, रिले से उठाया जाता है और पकड़ा जाता है, और दौर के अंत में उसमें जो हो वह उसकी पंक्ति के स्वामी को जाता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the last hole of each row in sowing order (each player&apos;s right-hand end hole, the head) is.</source>
        <translation>बोने के क्रम में हर पंक्ति का आख़िरी गड्ढा (हर खिलाड़ी के दाएँ सिरे वाला गड्ढा, सिर) क्या है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The heads are holes like the others.</source>
        <translation>सिर भी दूसरों जैसे गड्ढे हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each head is its owner&apos;s store, sown like any hole: no turn starts from it, the mover&apos;s captures go into his own head and stay on the board (relays may lift them, captures take them), and it counts as his row at the round&apos;s end. Between rounds each player first refills his head with what it started with; under match_end = cannot_fill a player who cannot then fill one hole besides loses.</source>
        <translation>हर सिर अपने स्वामी का भंडार है, किसी भी गड्ढे की तरह बोया जाता है: उससे कोई बारी शुरू नहीं होती, चलने वाले की पकड़ें उसके अपने सिर में जाती हैं और बिसात पर रहती हैं (रिले उन्हें उठा सकते हैं, पकड़ें उन्हें ले सकती हैं), और दौर के अंत में वह उसकी पंक्ति में गिना जाता है। दौरों के बीच हर खिलाड़ी पहले अपना सिर उतनी गोटियों से फिर भरता है जितनी से वह शुरू हुआ था; match_end = cannot_fill के अंतर्गत जो खिलाड़ी तब इसके अलावा एक भी गड्ढा न भर सके वह हारता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: the default is the board the sources describe. Fewer holes give boards small enough for the state graph to list every reachable position and to solve the game exactly.</source>
        <translation>ऐतिहासिक नहीं: पूर्वनिर्धारित मान वही बिसात है जिसका वर्णन स्रोत करते हैं। कम गड्ढों से बिसात इतनी छोटी होती है कि स्थिति-ग्राफ़ हर पहुँच योग्य स्थिति गिन सके और खेल को ठीक-ठीक हल कर सके।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: the default is the number of counters the sources put in each hole. Another number makes boards for exact state-graph analysis; between rounds a hole is filled for every group of this many counters.</source>
        <translation>ऐतिहासिक नहीं: पूर्वनिर्धारित मान उतनी गोटियाँ हैं जितनी स्रोत हर गड्ढे में रखते हैं। दूसरी संख्या से सटीक स्थिति-ग्राफ़ विश्लेषण के लिए बिसातें बनती हैं; दौरों के बीच इतनी गोटियों के हर समूह के लिए एक गड्ढा भरा जाता है।</translation>
    </message>
</context>
<context>
    <name>rulelab::BoardWidget</name>
    <message>
        <location filename="../app/gui/board_widget.cpp" line="+31"/>
        <source>neutral</source>
        <translation>तटस्थ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>seat %1</source>
        <translation>आसन %1</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>%1 to move</source>
        <translation>चाल: %1</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>In hand: %1</source>
        <translation>हाथ में: %1</translation>
    </message>
    <message>
        <location line="+409"/>
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
    <name>rulelab::BundleDialog</name>
    <message>
        <location filename="../app/gui/bundle_dialog.cpp" line="+27"/>
        <source>Export Publication Bundle</source>
        <translation>प्रकाशन बंडल निर्यात करें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Results folders to publish (each with its summary.json):</source>
        <translation>प्रकाशित करने के लिए परिणाम फ़ोल्डर (हर एक अपनी summary.json के साथ):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add Folder...</source>
        <translation>फ़ोल्डर जोड़ें (&amp;A)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>हटाएँ (&amp;R)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Family, Given; Family, Given</source>
        <translation>उपनाम, नाम; उपनाम, नाम</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>made from the games when empty</source>
        <translation>ख़ाली होने पर खेलों से बनता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Authors:</source>
        <translation>लेखक:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title:</source>
        <translation>शीर्षक:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>License (SPDX):</source>
        <translation>लाइसेंस (SPDX):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File</source>
        <translation>फ़ाइल</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>आकार</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it is</source>
        <translation>यह क्या है</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+56"/>
        <source>Prepare the bundle to see what goes in.</source>
        <translation>क्या शामिल होगा, यह देखने के लिए बंडल तैयार करें।</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&amp;Prepare</source>
        <translation>तैयार करें (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Bundle...</source>
        <translation>बंडल सहेजें (&amp;S)...</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save the publication bundle</source>
        <translation>प्रकाशन बंडल सहेजें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZIP archives (*.zip)</source>
        <translation>ZIP संग्रह (*.zip)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A results folder to publish</source>
        <translation>प्रकाशित करने के लिए एक परिणाम फ़ोल्डर</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cannot prepare the bundle: %1</source>
        <translation>बंडल तैयार नहीं हो सकता: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n file(s), %1 in all.</source>
        <translation>
            <numerusform>%n फ़ाइल, कुल %1।</numerusform>
            <numerusform>%n फ़ाइलें, कुल %1।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Bundle written to %1. A reader checks it with &apos;rulelab-cli verify&apos;.</source>
        <translation>बंडल %1 में लिखा गया। पाठक इसे &apos;rulelab-cli verify&apos; से जाँचता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled: no bundle was written.</source>
        <translation>रद्द: कोई बंडल नहीं लिखा गया।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot write the bundle: %1</source>
        <translation>बंडल नहीं लिखा जा सकता: %1</translation>
    </message>
</context>
<context>
    <name>rulelab::ExploreView</name>
    <message>
        <location filename="../app/gui/explore_view_parts.cpp" line="+41"/>
        <source>usage similarity with an observed map</source>
        <translation>प्रेक्षित मानचित्र के साथ उपयोग-समानता</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>between %1 and %2</source>
        <translation>%1 और %2 के बीच</translation>
    </message>
    <message>
        <location filename="../app/gui/explore_view.cpp" line="+46"/>
        <source>Select a game or one of its readings, then choose what to vary and what to require.</source>
        <translation>कोई खेल या उसका कोई पाठ चुनें, फिर चुनें कि क्या बदलना है और कौन-सी शर्तें रखनी हैं।</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Tick the options whose answers the sources leave open and state what a plausible game must do: every combination of the ticked values is a candidate, and each candidate gets a verdict with a known error rate.</source>
        <translation>उन विकल्पों पर निशान लगाएँ जिनके उत्तर स्रोत खुले छोड़ते हैं, और बताएँ कि एक संभाव्य खेल को क्या करना चाहिए: चिह्नित मानों का हर संयोजन एक उम्मीदवार है, और हर उम्मीदवार को ज्ञात त्रुटि दर वाला एक निर्णय मिलता है।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Base reading:</source>
        <translation>आधार पाठ: (&amp;B)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The reading every candidate starts from; the ticked options are then set to each combination</source>
        <translation>वह पाठ जिससे हर उम्मीदवार शुरू होता है; फिर चिह्नित विकल्पों को हर संयोजन पर तय किया जाता है</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Options to vary</source>
        <translation>बदलने वाले विकल्प</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Requirements</source>
        <translation>शर्तें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A plausible reading must meet all of them (outcome metrics count the matches ended by the rules).</source>
        <translation>एक संभाव्य पाठ को ये सभी शर्तें पूरी करनी होंगी (परिणाम-मापक नियमों से समाप्त मैचों को गिनते हैं)।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Add requirement</source>
        <translation>शर्त जोड़ें (&amp;A)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Evidence</source>
        <translation>साक्ष्य</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Observed usage maps (CSV: cell, value; e.g. wear on a carved board) and reported lengths (JSON). A reported length adds its own requirement; a usage map is used by a usage similarity requirement.</source>
        <translation>प्रेक्षित उपयोग-मानचित्र (CSV: cell, value; जैसे तराशे गए बोर्ड पर घिसाव) और बताई गई लंबाइयाँ (JSON)। बताई गई लंबाई अपनी एक शर्त जोड़ती है; उपयोग-मानचित्र का उपयोग उपयोग-समानता की शर्त करती है।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add...</source>
        <translation>जोड़ें...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add an observed usage map (CSV) or a reported length (JSON)</source>
        <translation>एक प्रेक्षित उपयोग-मानचित्र (CSV) या एक बताई गई लंबाई (JSON) जोड़ें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Budget</source>
        <translation>बजट</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> matches</source>
        <translation> मैच</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches in all, over every candidate: undecided candidates get more of them, round by round</source>
        <translation>कुल मैच, सभी उम्मीदवारों पर: जो उम्मीदवार तय नहीं हुए उन्हें दौर-दर-दौर अधिक मैच मिलते हैं</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Advanced settings</source>
        <translation>उन्नत सेटिंग्स</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Matches every candidate starts with; each later round doubles an undecided candidate&apos;s</source>
        <translation>मैच जिनसे हर उम्मीदवार शुरू होता है; हर अगला दौर किसी अनिर्णीत उम्मीदवार के मैच दोगुने कर देता है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A larger space of combinations is sampled: this many candidates, stratified over the options</source>
        <translation>संयोजनों के इससे बड़े क्षेत्र का नमूना लिया जाता है: इतने उम्मीदवार, विकल्पों पर स्तरीकृत</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same seed plays the same matches, whatever the number of threads</source>
        <translation>एक ही बीज वही मैच खेलता है, थ्रेडों की संख्या चाहे जो हो</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chance that any verdict at all is wrong is at most this (Bonferroni over the rounds, candidates and requirements)</source>
        <translation>किसी भी निर्णय के ग़लत होने की प्रायिकता अधिकतम इतनी है (दौरों, उम्मीदवारों और शर्तों पर Bonferroni)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First block:</source>
        <translation>पहला खंड:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max candidates:</source>
        <translation>अधिकतम उम्मीदवार:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>बीज:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error rate (alpha):</source>
        <translation>त्रुटि दर (alpha):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Agents, seat swapping and caps are those of the Experiment panel.</source>
        <translation>एजेंट, आसन बदलना और सीमाएँ वही हैं जो प्रयोग पैनल में हैं।</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Run</source>
        <translation>चलाएँ (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prepare the candidates and race them in the background</source>
        <translation>उम्मीदवार तैयार करें और पृष्ठभूमि में उनकी होड़ चलाएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>रद्द करें (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the matches being played; the verdicts reached so far are kept</source>
        <translation>चल रहे मैचों के बाद रुकें; अब तक के निर्णय रखे जाते हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open...</source>
        <translation>खोलें...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved exploration (its summary.json, or its folder)</source>
        <translation>सहेजा गया अन्वेषण खोलें (उसका summary.json, या उसका फ़ोल्डर)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save...</source>
        <translation>सहेजें...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the exploration shown into a folder (summary.json and candidates.csv)</source>
        <translation>दिखाए गए अन्वेषण को एक फ़ोल्डर में सहेजें (summary.json और candidates.csv)</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../app/gui/explore_view_results.cpp" line="+206"/>
        <source>No exploration yet: run one, or open a saved one.</source>
        <translation>अभी कोई अन्वेषण नहीं: एक चलाएँ, या सहेजा गया कोई खोलें।</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click a column&apos;s title to sort by it; double-click a candidate to save it as a reading file or run it in full</source>
        <translation>किसी स्तंभ के अनुसार क्रमबद्ध करने के लिए उसके शीर्षक पर क्लिक करें; किसी उम्मीदवार को पाठ फ़ाइल के रूप में सहेजने या पूरा चलाने के लिए उस पर दो बार क्लिक करें</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Export...</source>
        <translation>निर्यात...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the figure as PNG, PDF or SVG at a journal size, with its data as CSV</source>
        <translation>चित्र को पत्रिका आकार में PNG, PDF या SVG के रूप में, उसके डेटा को CSV के रूप में सहेजें</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What decides feasibility</source>
        <translation>व्यवहार्यता किससे तय होती है</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Feasible</source>
        <translation>व्यवहार्य</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share feasible (95%)</source>
        <translation>व्यवहार्य का हिस्सा (95%)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For each option (and pair of options), the share of the decided candidates with each value that are feasible, the options whose values differ most first</source>
        <translation>हर विकल्प (और विकल्पों के जोड़े) के लिए, हर मान वाले निर्णीत उम्मीदवारों में व्यवहार्य का हिस्सा; जिन विकल्पों के मानों में सबसे अधिक अंतर है, वे पहले</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Requirement:</source>
        <translation>शर्त:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the methods text to the clipboard</source>
        <translation>विधि-पाठ क्लिपबोर्ड पर कॉपी करें</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For a paper&apos;s methods section: what was varied, the requirements, the budget and the error control.</source>
        <translation>शोध-पत्र के विधि खंड के लिए: क्या बदला गया, शर्तें, बजट और त्रुटि नियंत्रण।</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Candidates</source>
        <translation>उम्मीदवार</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figure and drivers</source>
        <translation>चित्र और निर्धारक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Methods</source>
        <translation>विधि</translation>
    </message>
    <message>
        <location filename="../app/gui/explore_view_forms.cpp" line="+47"/>
        <source>Explore the readings of %1</source>
        <translation>%1 के पाठों का अन्वेषण करें</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (yours)</source>
        <translation>%1 (आपका)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Experimental options (not historical)</source>
        <translation>प्रायोगिक विकल्प (ऐतिहासिक नहीं)</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+1"/>
        <source>Values: %1</source>
        <translation>मान: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>list the values to try, e.g. %1</source>
        <translation>आज़माने वाले मान लिखें, जैसे %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all: %1</source>
        <translation>सभी: %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>“%1” is a number: list the values to try, separated by commas.</source>
        <translation>“%1” एक संख्या है: आज़माने वाले मान अल्पविराम से अलग करके लिखें।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” has %2 values: list the ones to try, separated by commas.</source>
        <translation>“%1” के %2 मान हैं: जिन्हें आज़माना है उन्हें अल्पविराम से अलग करके लिखें।</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>“%1” does not take %2; it takes %3.</source>
        <translation>“%1” %2 नहीं लेता; वह %3 लेता है।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>List at least two different values of “%1” to vary it (or leave the field empty for all of them).</source>
        <translation>“%1” को बदलने के लिए उसके कम से कम दो अलग मान लिखें (या सभी मानों के लिए फ़ील्ड खाली छोड़ दें)।</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Correct the values marked in red to count the candidates.</source>
        <translation>उम्मीदवार गिनने के लिए लाल रंग में चिह्नित मान ठीक करें।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the options to vary: every combination of their values is a candidate.</source>
        <translation>बदलने वाले विकल्पों पर निशान लगाएँ: उनके मानों का हर संयोजन एक उम्मीदवार है।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 combinations (%2): more than %3, so a stratified sample of %3 candidates is explored.</source>
        <translation>%1 संयोजन (%2): %3 से अधिक, इसलिए %3 उम्मीदवारों के एक स्तरीकृत नमूने का अन्वेषण होता है।</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n candidate(s) (%1), every combination explored.</source>
        <translation>
            <numerusform>%n उम्मीदवार (%1), सभी संयोजनों का अन्वेषण।</numerusform>
            <numerusform>%n उम्मीदवार (%1), सभी संयोजनों का अन्वेषण।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first round alone needs %1 matches, more than the budget.</source>
        <translation>केवल पहले दौर को ही %1 मैच चाहिए, जो बजट से अधिक है।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first round plays %1 of the %2 matches of the budget.</source>
        <translation>पहला दौर बजट के %2 मैचों में से %1 खेलता है।</translation>
    </message>
    <message>
        <location filename="../app/gui/explore_view_requirements.cpp" line="+57"/>
        <source>between</source>
        <translation>बीच में</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at least</source>
        <translation>कम से कम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most</source>
        <translation>अधिकतम</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>and</source>
        <translation>और</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The observed usage map the simulated one is compared with (Spearman&apos;s rank correlation)</source>
        <translation>वह प्रेक्षित उपयोग-मानचित्र जिससे सिमुलेट किए गए मानचित्र की तुलना होती है (Spearman का कोटि सहसंबंध)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove this requirement</source>
        <translation>यह शर्त हटाएँ</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The lower bound (%1) is above the upper one (%2).</source>
        <translation>निचली सीमा (%1) ऊपरी सीमा (%2) से अधिक है।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add an observed usage map under Evidence: the similarity is measured against it.</source>
        <translation>साक्ष्य में एक प्रेक्षित उपयोग-मानचित्र जोड़ें: समानता उसी के सापेक्ष मापी जाती है।</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is in the list already.</source>
        <translation>%1 पहले से सूची में है।</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1: usage map, %n cell(s)</source>
        <translation>
            <numerusform>%1: उपयोग-मानचित्र, %n खाना</numerusform>
            <numerusform>%1: उपयोग-मानचित्र, %n खाने</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: reported length, %2</source>
        <translation>%1: बताई गई लंबाई, %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Add evidence</source>
        <translation>साक्ष्य जोड़ें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evidence (*.csv *.json);;Usage maps (*.csv);;Reported lengths (*.json)</source>
        <translation>साक्ष्य (*.csv *.json);;उपयोग-मानचित्र (*.csv);;बताई गई लंबाइयाँ (*.json)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Choose a game first: select it, or one of its readings, in Games and readings.</source>
        <translation>पहले एक खेल चुनें: खेल और पाठ में उसे, या उसका कोई पाठ, चुनें।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose a base reading.</source>
        <translation>एक आधार पाठ चुनें।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tick at least one option to vary.</source>
        <translation>बदलने के लिए कम से कम एक विकल्प पर निशान लगाएँ।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Add at least one requirement: the verdicts say which candidates meet the requirements.</source>
        <translation>कम से कम एक शर्त जोड़ें: निर्णय बताते हैं कि कौन-से उम्मीदवार शर्तें पूरी करते हैं।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>बीज 0 से 18446744073709551615 तक की पूर्ण संख्या होना चाहिए।</translation>
    </message>
    <message>
        <location filename="../app/gui/explore_view_results.cpp" line="-165"/>
        <source>Round %1 · %2 of %3 candidates decided · %4 of %5 matches</source>
        <translation>दौर %1 · %3 में से %2 उम्मीदवार तय · %5 में से %4 मैच</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Exploring %n candidate(s)...</source>
        <translation>
            <numerusform>अन्वेषण जारी है: %n उम्मीदवार...</numerusform>
            <numerusform>अन्वेषण जारी है: %n उम्मीदवार...</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(a sample of %1 combinations: %2)</source>
        <translation>(%1 संयोजनों का एक नमूना: %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelling: the matches being played finish first...</source>
        <translation>रद्द हो रहा है: चल रहे मैच पहले पूरे होते हैं...</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Cancelled after %1 of %2 matches: the %n verdict(s) reached so far are kept.</source>
        <translation>
            <numerusform>%2 में से %1 मैचों के बाद रद्द: अब तक का %n निर्णय रखा गया।</numerusform>
            <numerusform>%2 में से %1 मैचों के बाद रद्द: अब तक के %n निर्णय रखे गए।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Finished: %1 of %2 matches in %n round(s).</source>
        <translation>
            <numerusform>पूर्ण: %n दौर में %2 में से %1 मैच।</numerusform>
            <numerusform>पूर्ण: %n दौरों में %2 में से %1 मैच।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>feasible</source>
        <translation>व्यवहार्य</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infeasible</source>
        <translation>अव्यवहार्य</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uncertain</source>
        <translation>अनिश्चित</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n उम्मीदवार</numerusform>
            <numerusform>%n उम्मीदवार</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1 of %2 combinations: %3)</source>
        <translation>(%2 में से %1 संयोजन: %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 feasible, %2 infeasible, %3 uncertain</source>
        <translation>%1 व्यवहार्य, %2 अव्यवहार्य, %3 अनिश्चित</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %2 matches in %n round(s)</source>
        <translation>
            <numerusform>%n दौर में %2 में से %1 मैच</numerusform>
            <numerusform>%n दौरों में %2 में से %1 मैच</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>shard %1 of %2</source>
        <translation>%2 में से खंड %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancelled: the verdicts reached before the cancel are kept; the other candidates are uncertain.</source>
        <translation>रद्द: रद्द करने से पहले के निर्णय रखे गए; बाकी उम्मीदवार अनिश्चित हैं।</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n uncertain verdict(s): the budget did not settle them at the promised error rate.</source>
        <translation>
            <numerusform>%n अनिश्चित निर्णय: बजट ने वादा की गई त्रुटि-दर पर उसका फ़ैसला नहीं किया।</numerusform>
            <numerusform>%n अनिश्चित निर्णय: बजट ने वादा की गई त्रुटि-दर पर उनका फ़ैसला नहीं किया।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Roughly %1 more matches each would settle %n of them (the median).</source>
        <translation>
            <numerusform>लगभग %1 और मैच हर एक उनमें से %n का फ़ैसला कर देंगे (माध्यिका)।</numerusform>
            <numerusform>लगभग %1 और मैच हर एक उनमें से %n का फ़ैसला कर देंगे (माध्यिका)।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No exploration of %1 yet: run one, or open a saved one.</source>
        <translation>%1 की अभी कोई खोज नहीं: एक चलाएँ, या सहेजी हुई खोलें।</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No.</source>
        <translation>क्र.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Candidate</source>
        <translation>उम्मीदवार</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches</source>
        <translation>मैच</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 with %2</source>
        <translation>%1 (%2 के साथ)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Verdict</source>
        <translation>निर्णय</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the estimate with its 95% interval; ✓ met, ✗ violated on the verdict&apos;s adjusted interval</source>
        <translation>%1: अनुमान उसके 95% अंतराल के साथ; ✓ पूरी हुई, ✗ उल्लंघित, निर्णय के समायोजित अंतराल पर</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>n/a</source>
        <translation>लागू नहीं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (no interval)</source>
        <translation>%1 (कोई अंतराल नहीं)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>met</source>
        <translation>पूरी हुई</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>violated</source>
        <translation>उल्लंघित</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not settled</source>
        <translation>तय नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (adjusted interval of the verdict: [%3, %4])</source>
        <translation>%1: %2 (निर्णय का समायोजित अंतराल: [%3, %4])</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Decided in round %1</source>
        <translation>दौर %1 में तय</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>spread %1</source>
        <translation>फैलाव %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far apart the shares of feasible candidates of its values are (largest minus smallest)</source>
        <translation>इसके मानों के व्यवहार्य उम्मीदवारों के हिस्से आपस में कितने दूर हैं (सबसे बड़ा घटा सबसे छोटा)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of %2</source>
        <translation>%2 में से %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No drivers: too few candidates were decided to tell which options matter.</source>
        <translation>कोई निर्धारक नहीं: यह बताने के लिए बहुत कम उम्मीदवार तय हुए कि कौन-से विकल्प मायने रखते हैं।</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+15"/>
        <source>Cannot export</source>
        <translation>निर्यात नहीं हो सकता</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+23"/>
        <source>There is no exploration to export yet.</source>
        <translation>अभी निर्यात करने के लिए कोई अन्वेषण नहीं है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the exploration&apos;s figure</source>
        <translation>अन्वेषण का चित्र निर्यात करें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export figure</source>
        <translation>चित्र निर्यात करें</translation>
    </message>
    <message>
        <location filename="../app/gui/explore_view_files.cpp" line="+29"/>
        <location line="+5"/>
        <source>Cannot save the exploration</source>
        <translation>अन्वेषण सहेजा नहीं जा सकता</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>There is no exploration to save yet.</source>
        <translation>अभी सहेजने के लिए कोई अन्वेषण नहीं है।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exploration saved to %1</source>
        <translation>अन्वेषण %1 में सहेजा गया</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+7"/>
        <source>Cannot open the exploration</source>
        <translation>अन्वेषण खुल नहीं सकता</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>An exploration is running; wait for it or cancel it first.</source>
        <translation>एक अन्वेषण चल रहा है; पहले उसके पूरा होने की प्रतीक्षा करें या उसे रद्द करें।</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Opened %1</source>
        <translation>%1 खोला गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1. Warning: %2</source>
        <translation>%1 खोला गया। चेतावनी: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save the exploration (summary.json and candidates.csv) into</source>
        <translation>अन्वेषण (summary.json और candidates.csv) यहाँ सहेजें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open exploration</source>
        <translation>अन्वेषण खोलें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exploration summaries (summary.json *.json);;All files (*)</source>
        <translation>अन्वेषण सारांश (summary.json *.json);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no such candidate.</source>
        <translation>ऐसा कोई उम्मीदवार नहीं है।</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Candidate %1 is no longer among the candidates its exploration&apos;s settings give (has its base reading changed?).</source>
        <translation>उम्मीदवार %1 अब उन उम्मीदवारों में नहीं है जो उसके अन्वेषण की सेटिंग्स देती हैं (क्या उसका आधार पाठ बदल गया है?)।</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+5"/>
        <source>Cannot save the candidate</source>
        <translation>उम्मीदवार सहेजा नहीं जा सकता</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Candidate %1 saved as the reading file %2</source>
        <translation>उम्मीदवार %1 पाठ फ़ाइल %2 के रूप में सहेजा गया</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot run the candidate</source>
        <translation>उम्मीदवार चलाया नहीं जा सकता</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Candidate %1</source>
        <translation>उम्मीदवार %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save as Reading File...</source>
        <translation>पाठ फ़ाइल के रूप में सहेजें...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save candidate as a reading file</source>
        <translation>उम्मीदवार को पाठ फ़ाइल के रूप में सहेजें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading files (*.json)</source>
        <translation>पाठ फ़ाइलें (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run in Full</source>
        <translation>पूरा चलाएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the candidate to the experiment as a reading and run it</source>
        <translation>उम्मीदवार को पाठ के रूप में प्रयोग में जोड़ें और उसे चलाएँ</translation>
    </message>
</context>
<context>
    <name>rulelab::GettingStartedDialog</name>
    <message>
        <location filename="../app/gui/glossary_dialog.cpp" line="+163"/>
        <source>Getting started</source>
        <translation>आरंभिक मार्गदर्शन</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Short walkthroughs of the workbench, with pictures of the views they use. Help &gt; Glossary (F1) explains every term; so do the links below.</source>
        <translation>वर्कबेंच के छोटे मार्गदर्शन, उन दृश्यों के चित्रों के साथ जिनका वे उपयोग करते हैं। सहायता &gt; शब्दावली (F1) हर शब्द समझाती है; नीचे की कड़ियाँ भी।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1. Compare two readings</source>
        <translation>1. दो पाठों की तुलना करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Games and readings (left), tick two readings of the same game, for example two readings of Khutka Boia.</source>
        <translation>खेल और पाठ (बाईं ओर) में एक ही खेल के दो पाठ चिह्नित करें, उदाहरण के लिए Khutka Boia के दो पाठ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the Experiment panel, set Matches per reading (1,000 is a good start), the agents and the seed, then press Run or choose Run &gt; Run Experiment (Ctrl+R). The progress bar shows the matches played and the time left.</source>
        <translation>प्रयोग पैनल में प्रति पाठ मैच (1,000 अच्छी शुरुआत है), एजेंट और बीज तय करें, फिर चलाएँ दबाएँ या चलाएँ &gt; प्रयोग चलाएँ (Ctrl+R) चुनें। प्रगति पट्टी खेले गए मैच और बचा समय दिखाती है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Results tab then shows every metric of each reading with its %1 and, below, the differences between the readings: each difference with its interval, the %2, the p-value adjusted by %3, and the test used. Hover a row name to see what it means.</source>
        <translation>तब परिणाम टैब हर पाठ का हर मापक उसके %1 के साथ दिखाता है, और नीचे पाठों के बीच के अंतर: हर अंतर उसके अंतराल के साथ, %2, %3 से समायोजित p-मान, और प्रयुक्त परीक्षण। किसी पंक्ति का अर्थ देखने के लिए उसके नाम पर संकेतक रखें।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>95% interval</source>
        <translation>95% अंतराल</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p-value</source>
        <translation>p-मान</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. Export a figure for a paper</source>
        <translation>2. शोध-पत्र के लिए चित्र निर्यात करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a run, open the Charts tab and choose a figure in the list beside it, for example First-player advantage or Game length (or the View menu, Alt+3 onwards).</source>
        <translation>एक रन के बाद चार्ट टैब खोलें और उसके बगल की सूची में एक आकृति चुनें, जैसे पहले खिलाड़ी का लाभ या खेल की लंबाई (या दृश्य मेनू, Alt+3 से आगे)।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Next: Capture, Round and Pass (keys C, R, P) jump to the next capture, round boundary or pass; a capture rings the captured hole in red and the empty hole that allowed it in dotted blue.</source>
        <translation>अगला: पकड़, दौर और पास (कुंजियाँ C, R, P) अगली पकड़, दौर की सीमा या पास पर ले जाते हैं; पकड़ में पकड़ा गया गड्ढा लाल घेरे में और उसे संभव बनाने वाला खाली गड्ढा नीले बिंदीदार घेरे में दिखता है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explore from here opens the State graph tab on the position shown: everything that could have followed it. Round graph shows how the rounds of the reading&apos;s matches go round, when they do not end.</source>
        <translation>यहाँ से अन्वेषण दिखाई गई स्थिति पर स्थिति ग्राफ़ टैब खोलता है: वह सब जो उसके बाद हो सकता था। दौर ग्राफ़ दिखाता है कि जब पाठ के मैच समाप्त नहीं होते तो उनके दौर कैसे घूमते हैं।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In the options beside the drawing, make the board small, for example Holes per row 2 and Counters per hole 3 for Khutka Boia (these sizes are not historical: they exist so that the whole graph can be explored). Tick Solve and press Explore (or Return).</source>
        <translation>चित्र के बगल के विकल्पों में बोर्ड छोटा करें, जैसे खुटका बोइया के लिए प्रति पंक्ति गड्ढे 2 और प्रति गड्ढा गोटियाँ 3 (ये आकार ऐतिहासिक नहीं हैं: ये इसलिए हैं कि पूरा ग्राफ़ खोजा जा सके)। हल करें चुनें और अन्वेषण दबाएँ (या Return)।</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>6. Play a reading yourself</source>
        <translation>6. किसी पाठ को स्वयं खेलें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a reading and choose Run &gt; Play This Reading... (Ctrl+P). Choose the seat you play and the agent, then click a ringed hole to move. Undo, Hint and Save game are under the board; Field sheet... prints the game on one page with your notes, to take to the field.</source>
        <translation>एक पाठ चुनें और चलाएँ &gt; यह पाठ खेलें... (Ctrl+P) चुनें। अपना आसन और एजेंट चुनें, फिर चाल चलने के लिए घेरे वाले गड्ढे पर क्लिक करें। पूर्ववत, संकेत और खेल सहेजें बोर्ड के नीचे हैं; क्षेत्र पत्रक... खेल को आपकी टिप्पणियों के साथ एक पृष्ठ पर छापता है, क्षेत्र में ले जाने के लिए।</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Press Export... above the chart, or choose File &gt; Export Chart.... Pick Single column (85 mm) or Double column (175 mm) and a font size, and save the figure as PNG, PDF or SVG.</source>
        <translation>चार्ट के ऊपर निर्यात... दबाएँ, या फ़ाइल &gt; चार्ट निर्यात करें... चुनें। एकल स्तंभ (85 मिमी) या दोहरा स्तंभ (175 मिमी) और फ़ॉन्ट आकार चुनें, और चित्र को PNG, PDF या SVG के रूप में सहेजें।</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Bonferroni&apos;s method</source>
        <translation>बॉनफ़ेरोनी की विधि</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A CSV file of exactly the plotted values is written beside the figure, under the same name, so that the numbers behind it can be checked or drawn again.</source>
        <translation>ठीक-ठीक खींचे गए मानों की एक CSV फ़ाइल चित्र के बगल में, उसी नाम से, लिखी जाती है, ताकि उसके पीछे की संख्याएँ जाँची या फिर से खींची जा सकें।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>3. Step through a match</source>
        <translation>3. किसी मैच को कदम-दर-कदम देखें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the Replay tab. After a run, the Interesting matches list offers the longest and the shortest match, the first match of each end reason and the biggest upset; double-click one to watch it. File &gt; Open Match... recomputes any match from its reading, seed and index.</source>
        <translation>रीप्ले टैब खोलें। रन के बाद रोचक मैचों की सूची सबसे लंबा और सबसे छोटा मैच, अंत के हर कारण का पहला मैच और सबसे बड़ा उलटफेर देती है; देखने के लिए किसी पर दो बार क्लिक करें। फ़ाइल &gt; मैच खोलें... किसी भी मैच को उसके पाठ, बीज और क्रमांक से फिर से गणना करता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left and Right step through whole moves; Shift+Left and Shift+Right through the %1 of a move: each counter lifted, dropped or captured, each relay lap, each throw. Home and End jump to the start and the end; Space plays the match.</source>
        <translation>Left और Right पूरी चालों में आगे-पीछे ले जाते हैं; Shift+Left और Shift+Right किसी चाल के %1 में: उठाई, डाली या पकड़ी गई हर गोटी, हर रिले चक्कर, हर फेंक। Home और End शुरुआत और अंत पर ले जाते हैं; Space मैच चलाता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>micro-steps</source>
        <translation>सूक्ष्म चरणों</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>4. Look at a small state graph</source>
        <translation>4. एक छोटा स्थिति ग्राफ़ देखें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a reading and choose Analysis &gt; State Graph... (Ctrl+G). The State graph tab opens and explores the full board, which is far too large to finish; press Cancel if it is still running.</source>
        <translation>कोई पाठ चुनें और विश्लेषण &gt; स्थिति ग्राफ़... (Ctrl+G) चुनें। स्थिति ग्राफ़ टैब खुलता है और पूरे बोर्ड की खोज करता है, जो पूरा होने के लिए बहुत बड़ा है; यदि यह अब भी चल रहा हो तो रद्द करें दबाएँ।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The panel beside the drawing counts the states and edges, the ends, the %1 (where play can go round for ever) and the %2 (from which no end can be reached) and, once solved, gives the %3 of the start. Hover a state to see its board; double-click it to replay the moves to it.</source>
        <translation>चित्र के बगल वाला पैनल स्थितियाँ और किनारे, अंत, %1 (जहाँ खेल सदा घूम सकता है) और %2 (जहाँ से कोई अंत नहीं पहुँचता) गिनता है, और हल होने पर शुरुआत का %3 देता है। किसी स्थिति का बोर्ड देखने के लिए उस पर संकेतक रखें; उस तक की चालें रीप्ले करने के लिए दो बार क्लिक करें।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cyclic components</source>
        <translation>चक्रीय घटक</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead states</source>
        <translation>मृत स्थितियाँ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>exact value</source>
        <translation>सटीक मान</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>5. Switch the language</source>
        <translation>5. भाषा बदलें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose File &gt; Settings..., pick a language (English, Hindi or Urdu) and start RuleLab again.</source>
        <translation>फ़ाइल &gt; सेटिंग्स... चुनें, कोई भाषा चुनें (अंग्रेज़ी, हिन्दी या उर्दू) और RuleLab फिर से शुरू करें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For one session only, start the workbench as rulelab --lang hi (Hindi) or rulelab --lang ur (Urdu); rulelab-cli takes --lang too.</source>
        <translation>केवल एक सत्र के लिए, वर्कबेंच को rulelab --lang hi (हिन्दी) या rulelab --lang ur (उर्दू) के रूप में शुरू करें; rulelab-cli भी --lang लेता है।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7. Find the readings that meet what the sources say</source>
        <translation>7. वे पाठ खोजें जो स्रोतों के कथन पर खरे उतरें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a reading to start from and choose Run &gt; Explore Readings.... In the Explore tab, tick the options whose reading is in doubt and the values to try, then Add requirement for what the sources say of the game, for example that nearly every match ends by its rules (Completion at least 0.95) or that the first mover has no large advantage.</source>
        <translation>शुरुआत के लिए एक पाठ चुनें और Run &gt; Explore Readings... चुनें। Explore टैब में उन विकल्पों पर निशान लगाएँ जिनका पाठ संदिग्ध है और आज़माने के मान चुनें, फिर स्रोत खेल के बारे में जो कहते हैं उसके लिए Add requirement दबाएँ, जैसे कि लगभग हर मैच अपने नियमों से समाप्त हो (Completion कम से कम 0.95) या पहले चलने वाले को बड़ा लाभ न हो।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give a budget of matches and press Run. Each combination of values is a candidate; each gets a verdict, feasible, infeasible or uncertain, and the chance of any wrong verdict among them is held at the error rate shown. An uncertain one says roughly how many more matches would settle it. Save... keeps the exploration; a candidate can be saved as a reading file of its own.</source>
        <translation>मैचों का बजट दें और Run दबाएँ। मानों का हर संयोजन एक उम्मीदवार है; हर एक को निर्णय मिलता है: संभव, असंभव या अनिश्चित, और उनमें किसी भी गलत निर्णय की संभावना दिखाई गई त्रुटि दर पर रखी जाती है। अनिश्चित उम्मीदवार बताता है कि लगभग कितने और मैच उसे तय करेंगे। Save... खोज को सहेजता है; किसी उम्मीदवार को अपनी पाठ फ़ाइल के रूप में सहेजा जा सकता है।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>8. Make a game from a rules file</source>
        <translation>8. नियम फ़ाइल से एक खेल बनाएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A two-row sowing game needs no programming: choose Edit &gt; New Game Rules... (or, with a game of a rules file selected, Edit &gt; Edit a Copy of This Game...) and fill in the form: the board, the value of each rule, the readings, and the sources with the passage each rule rests on. Each problem is shown beside its field as you type; Save Draft... keeps an unfinished form, and Save As... saves a game with none as a rules file that appears in Games and readings at once.</source>
        <translation>दो-पंक्ति बुआई खेल के लिए प्रोग्रामिंग नहीं चाहिए: संपादन &gt; नए खेल नियम... चुनें (या नियम फ़ाइल का खेल चुना हो तो संपादन &gt; इस खेल की प्रति संपादित करें...) और फ़ॉर्म भरें: बोर्ड, हर नियम का मान, पाठ, और स्रोत उस अंश के साथ जिस पर हर नियम टिका है। लिखते समय हर समस्या उसके फ़ील्ड के पास दिखती है; ड्राफ़्ट सहेजें... अधूरा फ़ॉर्म रखता है, और इस रूप में सहेजें... बिना समस्या वाले खेल को नियम फ़ाइल के रूप में सहेजता है जो तुरंत खेल और पाठ में दिखता है।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File &gt; New Game from Rules File... loads a rules file written elsewhere. To check a file on the command line, run rulelab-cli check FILE.</source>
        <translation>फ़ाइल &gt; नियम फ़ाइल से नया खेल... कहीं और लिखी नियम फ़ाइल लोड करता है। कमांड लाइन पर फ़ाइल जाँचने के लिए rulelab-cli check FILE चलाएँ।</translation>
    </message>
</context>
<context>
    <name>rulelab::GlossaryDialog</name>
    <message>
        <location line="-207"/>
        <source>Glossary</source>
        <translation>शब्दावली</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search the glossary</source>
        <translation>शब्दावली में खोजें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Term</source>
        <translation>शब्द</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Meaning</source>
        <translation>अर्थ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose a term to read its whole explanation here.</source>
        <translation>किसी शब्द को चुनें, उसकी पूरी व्याख्या यहाँ दिखेगी।</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%n term(s)</source>
        <translation>
            <numerusform>%n शब्द</numerusform>
            <numerusform>%n शब्द</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rulelab::GraphCanvas</name>
    <message>
        <location filename="../app/gui/graph_canvas.cpp" line="+149"/>
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
        <source>Ringed node: states play can go round in, drawn as one; its number says how many</source>
        <translation>घेरे वाला नोड: वे स्थितियाँ जिनमें खेल चक्कर लगा सकता है, एक साथ खींची गईं; उसकी संख्या बताती है कितनी</translation>
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
        <location line="+115"/>
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
        <location filename="../app/gui/graph_view.cpp" line="+43"/>
        <source>No reading chosen.</source>
        <translation>कोई पाठ नहीं चुना गया।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Solve</source>
        <translation>हल करें (&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute the value of every state under best play (complete graphs only)</source>
        <translation>सर्वोत्तम खेल में हर स्थिति का मान निकालें (केवल पूर्ण ग्राफ़)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Explore</source>
        <translation>अन्वेषण (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>रद्द करें (&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop what runs: exploring (the states found so far are drawn), analysing, solving or laying out (the previous drawing stays)</source>
        <translation>जो चल रहा है उसे रोकें: अन्वेषण (अब तक मिली स्थितियाँ खींची जाती हैं), विश्लेषण, हल या विन्यास (पिछला चित्र बना रहता है)</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+2"/>
        <source>Automatic: every state in rows by depth up to 150 states; above that, still in rows, with the states play can go round in drawn as one node each</source>
        <translation>स्वचालित: 150 स्थितियों तक हर स्थिति गहराई के अनुसार पंक्तियों में; उससे अधिक होने पर भी पंक्तियों में, पर जिन स्थितियों में खेल चक्कर लगा सकता है उनका हर समूह एक ही नोड के रूप में</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <translation>निर्यात (&amp;X)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the drawing as PNG, SVG or PDF</source>
        <translation>चित्र को PNG, SVG या PDF के रूप में सहेजें</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Max states:</source>
        <translation>अधिकतम स्थितियाँ:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Layout:</source>
        <translation>विन्यास:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Centre:</source>
        <translation>केंद्र:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Radius:</source>
        <translation>त्रिज्या:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw up to:</source>
        <translation>इतने तक खींचें:</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Colour by:</source>
        <translation>रंग का आधार:</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Replay the moves to state %1</source>
        <translation>स्थिति %1 तक की चालें रीप्ले करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbourhood of state %1</source>
        <translation>स्थिति %1 का पड़ोस</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../app/gui/graph_view_options.cpp" line="+265"/>
        <source>%1, reading %2</source>
        <translation>%1, पाठ %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/graph_view_options.cpp" line="+1"/>
        <source>%1, reading %2, from the position after %n move(s) of %3</source>
        <translation>
            <numerusform>%1, पाठ %2, %3 की %n चाल के बाद की स्थिति से</numerusform>
            <numerusform>%1, पाठ %2, %3 की %n चालों के बाद की स्थिति से</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/graph_view_jobs.cpp" line="+128"/>
        <location line="+5"/>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+7"/>
        <source>Cannot explore</source>
        <translation>अन्वेषण नहीं हो सकता</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Choose a reading first (select one in the workbench, then Analysis &gt; State Graph).</source>
        <translation>पहले एक पाठ चुनें (वर्कबेंच में एक चुनें, फिर विश्लेषण &gt; स्थिति ग्राफ़)।</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The moves to the chosen position do not replay under these options: %1</source>
        <translation>चुनी गई स्थिति तक की चालें इन विकल्पों के साथ दोबारा नहीं चलतीं: %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1 states found, %2 expanded</source>
        <translation>%1 स्थितियाँ मिलीं, %2 विस्तारित</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 states in %2 s</source>
        <translation>%2 से. में %1 स्थितियाँ</translation>
    </message>
    <message>
        <location filename="../app/gui/graph_view_summary.cpp" line="+28"/>
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
        <location line="+16"/>
        <source>Explore a reading to see its state graph: how many states, which can loop for ever, which can never end, and the value of the start under best play.</source>
        <translation>किसी पाठ का स्थिति ग्राफ़ देखने के लिए उसका अन्वेषण करें: कितनी स्थितियाँ, कौन-सी सदा चक्कर लगा सकती हैं, कौन-सी कभी समाप्त नहीं हो सकतीं, और सर्वोत्तम खेल में शुरुआत का मान।</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>States:</source>
        <translation>स्थितियाँ:</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Ends:</source>
        <translation>अंत:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cyclic components:</source>
        <translation>चक्रीय घटक:</translation>
    </message>
    <message>
        <location line="+1"/>
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
            <numerusform>%n स्थिति</numerusform>
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
        <location line="+36"/>
        <source>not solved: %1</source>
        <translation>हल नहीं हुआ: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>not solved: the graph is incomplete (raise Max states)</source>
        <translation>हल नहीं हुआ: ग्राफ़ अधूरा है (अधिकतम स्थितियाँ बढ़ाएँ)</translation>
    </message>
    <message>
        <location filename="../app/gui/graph_view.cpp" line="-203"/>
        <source>Stop exploring after this many states (the graph is then incomplete). Return explores.</source>
        <translation>इतनी स्थितियों के बाद अन्वेषण रोकें (तब ग्राफ़ अधूरा रहता है)। Return दबाने पर अन्वेषण शुरू होता है।</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Choose a reading to see its options.</source>
        <translation>इसके विकल्प देखने के लिए एक पाठ चुनें।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reset to the reading</source>
        <translation>पाठ के मानों पर लौटाएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put every option back to the reading&apos;s value</source>
        <translation>हर विकल्प को पाठ के मान पर वापस रखें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options of this graph (changed ones in bold; Return explores):</source>
        <translation>इस ग्राफ़ के विकल्प (बदले गए मोटे अक्षरों में; Return से अन्वेषण):</translation>
    </message>
    <message>
        <location filename="../app/gui/graph_view_options.cpp" line="-216"/>
        <source>(experimental, not historical)</source>
        <translation>(प्रायोगिक, ऐतिहासिक नहीं)</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>a whole number from %1 to %2</source>
        <translation>%1 से %2 तक की कोई पूर्ण संख्या</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a number greater than %1 and less than %2</source>
        <translation>%1 से बड़ी और %2 से छोटी कोई संख्या</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number from %1 to %2</source>
        <translation>%1 से %2 तक की कोई संख्या</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of the choices in its list</source>
        <translation>उसकी सूची के विकल्पों में से एक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on or off</source>
        <translation>चालू या बंद</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>“%1” cannot be %2: it must be %3.</source>
        <translation>“%1” का मान %2 नहीं हो सकता: यह %3 होना चाहिए।</translation>
    </message>
    <message>
        <location filename="../app/gui/graph_view_jobs.cpp" line="-133"/>
        <source>These option values cannot be played together: %1</source>
        <translation>विकल्पों के इन मानों के साथ खेल नहीं खेला जा सकता: %1</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Cancelling...</source>
        <translation>रद्द किया जा रहा है...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stopping the exploration at %1 states...</source>
        <translation>%1 स्थितियों पर अन्वेषण रोका जा रहा है...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysing %1 states...</source>
        <translation>%1 स्थितियों का विश्लेषण हो रहा है...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solving %1 states...</source>
        <translation>%1 स्थितियाँ हल की जा रही हैं...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laying out the drawing...</source>
        <translation>चित्र का विन्यास बनाया जा रहा है...</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cancelled during analysis.</source>
        <translation>विश्लेषण के दौरान रद्द किया गया।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled during solving.</source>
        <translation>हल करने के दौरान रद्द किया गया।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled during layout.</source>
        <translation>विन्यास बनाने के दौरान रद्द किया गया।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The previous graph is still shown.</source>
        <translation>पिछला ग्राफ़ अब भी दिखाया जा रहा है।</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The previous drawing is still shown.</source>
        <translation>पिछला चित्र अब भी दिखाया जा रहा है।</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Exploring cancelled: %1 states found, drawn as an incomplete graph</source>
        <translation>अन्वेषण रद्द: %1 स्थितियाँ मिलीं, अधूरे ग्राफ़ के रूप में खींची गईं</translation>
    </message>
    <message>
        <location filename="../app/gui/graph_view_summary.cpp" line="-73"/>
        <source>Click to open the glossary at this term.</source>
        <translation>इस शब्द पर शब्दावली खोलने के लिए क्लिक करें।</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>not solved (tick Solve and explore again)</source>
        <translation>हल नहीं हुआ (हल करें चिह्नित करके फिर अन्वेषण करें)</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Start:</source>
        <translation>शुरुआत:</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 nodes in rows by depth for %2 states (%3 of them groups of states play can go round in, each drawn as one), %4 edges</source>
        <translation>%2 स्थितियों के लिए गहराई के अनुसार पंक्तियों में %1 नोड (इनमें से %3 ऐसी स्थितियों के समूह हैं जिनमें खेल चक्कर लगा सकता है, हर समूह एक नोड के रूप में), %4 किनारे</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 components, %2 links between them</source>
        <translation>%1 घटक, उनके बीच %2 कड़ियाँ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 states within %2 moves of state %3, %4 edges</source>
        <translation>स्थिति %3 से %2 चालों के भीतर %1 स्थितियाँ, %4 किनारे</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 states, %2 edges</source>
        <translation>%1 स्थितियाँ, %2 किनारे</translation>
    </message>
    <message>
        <location line="-65"/>
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
        <source>Hover a node to see its board; double-click it to replay the moves to it; right-click for its neighbourhood. Wheel: zoom; drag: pan. Hover a term in bold to see what it means; click it for the glossary.</source>
        <translation>किसी नोड पर माउस रखें तो उसका बोर्ड दिखेगा; दोहरा क्लिक करें तो उस तक की चालें दोबारा चलेंगी; दायाँ क्लिक करें तो उसका पड़ोस। पहिया: ज़ूम; खींचें: सरकाएँ। मोटे अक्षरों वाले शब्द पर माउस रखें तो उसका अर्थ दिखेगा; क्लिक करें तो शब्दावली खुलेगी।</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/graph_view_nodes.cpp" line="+62"/>
        <source>Component of %n state(s); play can go round in it</source>
        <translation>
            <numerusform>%n स्थिति का घटक; इसमें खेल चक्कर लगा सकता है</numerusform>
            <numerusform>%n स्थितियों का घटक; इसमें खेल चक्कर लगा सकता है</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Component of %n state(s)</source>
        <translation>
            <numerusform>%n स्थिति का घटक</numerusform>
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
        <location line="+3"/>
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
            <numerusform>शुरुआत से %n चाल रीप्ले करने के लिए दो बार क्लिक करें।</numerusform>
            <numerusform>शुरुआत से %n चालें रीप्ले करने के लिए दो बार क्लिक करें।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
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
        <location line="+4"/>
        <location line="+5"/>
        <location line="+8"/>
        <location line="+8"/>
        <source>Cannot export</source>
        <translation>निर्यात नहीं हो सकता</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+29"/>
        <source>There is no graph to export yet.</source>
        <translation>निर्यात के लिए अभी कोई ग्राफ़ नहीं है।</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1: the file name must end in .png, .pdf or .svg</source>
        <translation>%1: फ़ाइल नाम का अंत .png, .pdf या .svg से होना चाहिए</translation>
    </message>
    <message>
        <location line="+9"/>
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
    <name>rulelab::LadderView</name>
    <message>
        <location filename="../app/gui/ladder_view.cpp" line="+78"/>
        <source>Metric along the strength:</source>
        <translation>शक्ति के साथ मापदंड:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reading</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Agent</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating (Elo) [95%]</source>
        <translation>रेटिंग (Elo) [95%]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First mover&apos;s points [95%]</source>
        <translation>पहली चाल वाले के अंक [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ended by the rules [95%]</source>
        <translation>नियमों से समाप्त [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean turns</source>
        <translation>औसत बारियाँ</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The readings ticked in the game list, played by each agent against itself for its figures and against the next for a rating of its strength. Tick the agents, weakest first.</source>
        <translation>खेल सूची में चुने गए पाठ, हर खिलाड़ी द्वारा अपने आँकड़ों के लिए स्वयं के विरुद्ध और अपनी शक्ति की रेटिंग के लिए अगले के विरुद्ध खेले जाते हैं। खिलाड़ियों को चुनें, सबसे कमज़ोर पहले।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>another agent, e.g. mcts:5000</source>
        <translation>दूसरा खिलाड़ी, जैसे mcts:5000</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random, greedy, mcts:PLAYOUTS, mcts:SECONDSs (by time: not reproducible), mcts:PLAYOUTS:reuse (keeps its tree between moves), search:DEPTH</source>
        <translation>random, greedy, mcts:PLAYOUTS, mcts:SECONDSs (समय से: दोहराया नहीं जा सकता), mcts:PLAYOUTS:reuse (चालों के बीच अपना वृक्ष रखता है), search:DEPTH</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add</source>
        <translation>जोड़ें</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Matches per cell:</source>
        <translation>प्रति खाना मैच:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Climb the Ladder</source>
        <translation>सीढ़ी चढ़ें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Not an agent: %1</source>
        <translation>खिलाड़ी नहीं: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is in the list already: ticked.</source>
        <translation>%1 पहले से सूची में है: चुन लिया गया।</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Select a game and tick its readings first.</source>
        <translation>पहले कोई खेल चुनें और उसके पाठ चिह्नित करें।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A ladder climbs readings, not a sweep: tick the readings in the game list.</source>
        <translation>सीढ़ी पाठों पर चढ़ती है, स्वीप पर नहीं: खेल सूची में पाठ चिह्नित करें।</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tick at least two agents: a ladder rates each against the next.</source>
        <translation>कम से कम दो खिलाड़ी चुनें: सीढ़ी हर एक को अगले के विरुद्ध आँकती है।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 against itself</source>
        <translation>%1 स्वयं के विरुद्ध</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 बनाम %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Climbing. An agent with a budget of time plays as many playouts as the machine allows: its matches, and this ladder&apos;s numbers, are not reproducible.</source>
        <translation>चढ़ाई जारी। समय की सीमा वाला खिलाड़ी उतने प्लेआउट खेलता है जितने मशीन करने दे: उसके मैच और इस सीढ़ी के आँकड़े दोहराए नहीं जा सकते।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Climbing.</source>
        <translation>चढ़ाई जारी।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelling…</source>
        <translation>रद्द हो रहा है…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cell %1 of %2: %3</source>
        <translation>%2 में से खाना %1: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The ladder stopped.</source>
        <translation>सीढ़ी रुक गई।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: no ladder shown (a ladder is rated from all its cells).</source>
        <translation>रद्द: कोई सीढ़ी नहीं दिखाई गई (सीढ़ी की रेटिंग उसके सभी खानों से होती है)।</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Done: %n cell(s).</source>
        <translation>
            <numerusform>पूरा: %n खाना।</numerusform>
            <numerusform>पूरा: %n खाने।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the ladder</source>
        <translation>सीढ़ी</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1: between %2 and %3, %4 metrics settled and %5 still changing</source>
        <translation>%1: %2 और %3 के बीच, %4 मापदंड स्थिर और %5 अब भी बदल रहे हैं</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Under best play (%n state(s), solved exactly) the first mover&apos;s points are %1, the ladder&apos;s limit: </source>
        <translation>
            <numerusform>सर्वोत्तम खेल में (%n अवस्था, ठीक-ठीक हल) पहली चाल वाले के अंक %1 हैं, सीढ़ी की सीमा: </numerusform>
            <numerusform>सर्वोत्तम खेल में (%n अवस्थाएँ, ठीक-ठीक हल) पहली चाल वाले के अंक %1 हैं, सीढ़ी की सीमा: </numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the top rung&apos;s interval holds it.</source>
        <translation>सबसे ऊँचे डंडे का अंतराल इसे समेटता है।</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the top rung has not reached it yet.</source>
        <translation>सबसे ऊँचा डंडा अभी वहाँ तक नहीं पहुँचा।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No exact limit: the board was not solved.</source>
        <translation>कोई सटीक सीमा नहीं: बोर्ड हल नहीं किया गया।</translation>
    </message>
</context>
<context>
    <name>rulelab::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+52"/>
        <source>RuleLab</source>
        <translation>RuleLab</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+50"/>
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
        <location filename="../app/gui/reading_tree.cpp" line="+15"/>
        <source>Copy and edit...</source>
        <translation>प्रतिलिपि और संपादन...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make your own reading from the selected one: change options and save it.</source>
        <translation>चुने हुए पाठ से अपना पाठ बनाएँ: विकल्प बदलें और सहेजें।</translation>
    </message>
    <message>
        <location filename="../app/gui/chart_panel.cpp" line="+78"/>
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
        <location line="+42"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+182"/>
        <source>Reading</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/gui/main_window_actions.cpp" line="+351"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+1"/>
        <source>Results</source>
        <translation>परिणाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts</source>
        <translation>चार्ट</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+2"/>
        <source>Replay</source>
        <translation>रीप्ले</translation>
    </message>
    <message>
        <location filename="../app/gui/chart_panel.cpp" line="+17"/>
        <location filename="../app/gui/main_window.cpp" line="+2"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+1"/>
        <source>Round graph</source>
        <translation>दौर ग्राफ़</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+6"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+1"/>
        <source>State graph</source>
        <translation>स्थिति ग्राफ़</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Replaying the %n move(s) from the start to the chosen state</source>
        <translation>
            <numerusform>शुरुआत से चुनी गई स्थिति तक की %n चाल रीप्ले हो रही है</numerusform>
            <numerusform>शुरुआत से चुनी गई स्थिति तक की %n चालें रीप्ले हो रही हैं</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a state-graph path</source>
        <translation>स्थिति-ग्राफ़ का एक पथ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>match %1 (seed %2)</source>
        <translation>मैच %1 (बीज %2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+1"/>
        <source>Explore</source>
        <translation>अन्वेषण</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ladder</source>
        <translation>सीढ़ी</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+1"/>
        <source>Play</source>
        <translation>खेलें</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>A run was interrupted when the window closed; its finished matches are in %1 (File &gt; Open, or complete them with: rulelab-cli run --experiment %1/summary.json --resume %1)</source>
        <translation>विंडो बंद होने पर एक रन बाधित हुआ; उसके पूरे हुए मुकाबले %1 में हैं (फ़ाइल &gt; खोलें, या इनसे पूरा करें: rulelab-cli run --experiment %1/summary.json --resume %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="-294"/>
        <location line="+103"/>
        <source>New game from rules file</source>
        <translation>नियम फ़ाइल से नया खेल</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>The rules-file plugin (rules_file) is not loaded, so games cannot be read from files.</source>
        <translation>नियम-फ़ाइल प्लगइन (rules_file) लोड नहीं हुआ है, इसलिए फ़ाइलों से खेल नहीं पढ़े जा सकते।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game &apos;%1&apos; loaded from its rules file</source>
        <translation>खेल &apos;%1&apos; अपनी नियम फ़ाइल से लोड हुआ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edit game rules</source>
        <translation>खेल के नियम संपादित करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules-file plugin (rules_file) is not loaded, so games cannot be written as rules files.</source>
        <translation>नियम-फ़ाइल प्लगइन (rules_file) लोड नहीं हुआ है, इसलिए खेल नियम फ़ाइलों के रूप में नहीं लिखे जा सकते।</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../app/gui/rules_form_run.cpp" line="+115"/>
        <source>id: &apos;%1&apos; is the id of a loaded game (%2): choose another</source>
        <translation>id: &apos;%1&apos; लोड किए गए खेल (%2) की पहचान है: कोई दूसरी चुनें</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 (edited)</source>
        <translation>%1 (संपादित)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A copy of %1, the rules file that writes the compiled %2 with the same rules and readings.</source>
        <translation>%1 की एक प्रति, वह नियम फ़ाइल जो संकलित %2 को उन्हीं नियमों और पाठों के साथ लिखती है।</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Opens a copy of %1, the rules file that writes %2 with the same rules and readings, in the form, to change and save as a new game</source>
        <translation>%1 की एक प्रति फ़ॉर्म में खोलता है, वह नियम फ़ाइल जो %2 को उन्हीं नियमों और पाठों के साथ लिखती है, ताकि बदलकर नए खेल के रूप में सहेजी जा सके</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opens a copy of %1&apos;s rules file in the form, to change and save as a new game</source>
        <translation>%1 की नियम फ़ाइल की प्रति फ़ॉर्म में खोलता है, बदलकर नए खेल के रूप में सहेजने के लिए</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a game first: only a game defined by a rules file can be copied</source>
        <translation>पहले एक खेल चुनें: केवल नियम फ़ाइल से परिभाषित खेल की प्रति बन सकती है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a compiled plugin, not a rules file, so the form cannot show its rules: use New Game Rules to describe it from the vocabulary&apos;s defaults</source>
        <translation>%1 एक संकलित प्लगइन है, नियम फ़ाइल नहीं, इसलिए फ़ॉर्म उसके नियम नहीं दिखा सकता: शब्दावली के डिफ़ॉल्ट से उसे बताने के लिए नए खेल नियम का उपयोग करें</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Game &apos;%1&apos; loaded from %2</source>
        <translation>खेल &apos;%1&apos; %2 से लोड हुआ</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>Compare results folders</source>
        <translation>परिणाम फ़ोल्डरों की तुलना करें</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Not installed here: %1. Without the game its engine cannot be known, so the workbench does not set its readings beside the others.</source>
        <translation>यहाँ स्थापित नहीं: %1। खेल के बिना उसका इंजन जाना नहीं जा सकता, इसलिए वर्कबेंच उसके पाठ दूसरों के साथ नहीं रखता।</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Readings of %n results folder(s), %1, each with its own game, seed and build:</source>
        <translation>
            <numerusform>%n परिणाम फ़ोल्डर के पाठ, %1, हर एक अपने खेल, बीज और बिल्ड के साथ:</numerusform>
            <numerusform>%n परिणाम फ़ोल्डरों के पाठ, %1, हर एक अपने खेल, बीज और बिल्ड के साथ:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2), %3 matches per reading, seed %4%5</source>
        <translation>%1 (%2), प्रति पाठ %3 मैच, बीज %4%5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: %1</source>
        <translation>चेतावनी: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compared the readings of %1</source>
        <translation>%1 के पाठों की तुलना की गई</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1 (the rules form&apos;s draft, not saved)</source>
        <translation>%1 (नियम फ़ॉर्म का ड्राफ़्ट, सहेजा नहीं गया)</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Unsaved results</source>
        <translation>बिना सहेजे परिणाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The results of the last run have not been saved. Save them before closing?</source>
        <translation>पिछले रन के परिणाम सहेजे नहीं गए हैं। बंद करने से पहले सहेजें?</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_menus.cpp" line="-146"/>
        <source>&amp;File</source>
        <translation>फ़ाइल (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Experiment</source>
        <translation>नया प्रयोग (&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Experiment or Results...</source>
        <translation>प्रयोग या परिणाम खोलें (&amp;O)...</translation>
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
        <translation>हाल की फ़ाइलें (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New &amp;Game from Rules File...</source>
        <translation>नियम फ़ाइल से नया खेल (&amp;G)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare Results &amp;Folders...</source>
        <translation>परिणाम फ़ोल्डरों की तुलना करें (&amp;F)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First results folder</source>
        <translation>पहला परिणाम फ़ोल्डर</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Another results folder (Cancel when done)</source>
        <translation>एक और परिणाम फ़ोल्डर (हो जाने पर रद्द करें दबाएँ)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Save Experiment...</source>
        <translation>प्रयोग सहेजें (&amp;S)...</translation>
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
        <translation>परिणाम सहेजें (&amp;R)...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="+7"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+1"/>
        <source>Save results (summary.json and matches.csv) into</source>
        <translation>परिणाम (summary.json और matches.csv) यहाँ सहेजें</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_menus.cpp" line="+4"/>
        <source>Save Summary &amp;Only...</source>
        <translation>केवल सारांश सहेजें (&amp;O)...</translation>
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
        <location line="+9"/>
        <source>Export &amp;Publication Bundle...</source>
        <translation>प्रकाशन बंडल निर्यात करें (&amp;P)...</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>&amp;Explore Readings...</source>
        <translation>पाठों का अन्वेषण (&amp;E)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vary the options of the selected game&apos;s readings and find the combinations that meet your requirements, in the Explore tab</source>
        <translation>चुने गए खेल के पाठों के विकल्प बदलें और वे संयोजन खोजें जो आपकी शर्तें पूरी करते हैं, अन्वेषण टैब में</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_files.cpp" line="+43"/>
        <source>Usage maps</source>
        <translation>उपयोग-मानचित्र</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cannot open exploration</source>
        <translation>अन्वेषण खुल नहीं सकता</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Opened %1. Warning: %2</source>
        <translation>%1 खोला गया। चेतावनी: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="-123"/>
        <source>Cannot explore readings</source>
        <translation>पाठों का अन्वेषण नहीं हो सकता</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a game, or one of its readings, in Games and readings first.</source>
        <translation>पहले खेल और पाठ में कोई खेल, या उसका कोई पाठ, चुनें।</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../app/gui/rules_form_run.cpp" line="-18"/>
        <location line="+47"/>
        <source>A run is in progress: wait for it to finish, or cancel it, first.</source>
        <translation>एक रन चल रहा है: पहले उसके पूरा होने की प्रतीक्षा करें, या उसे रद्द करें।</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Running %1 in full</source>
        <translation>%1 पूरा चल रहा है</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot play</source>
        <translation>खेला नहीं जा सकता</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="-36"/>
        <location filename="../app/gui/main_window_menus.cpp" line="-56"/>
        <source>Export table</source>
        <translation>तालिका निर्यात करें</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV फ़ाइलें (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="-245"/>
        <source> (cancelled: partial; the comparisons use the matches played)</source>
        <translation> (रद्द: आंशिक; तुलनाएँ खेले गए मैचों पर हैं)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_menus.cpp" line="+3"/>
        <source>Export &amp;Chart...</source>
        <translation>चार्ट निर्यात करें (&amp;C)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Methods Text...</source>
        <translation>विधि-पाठ (&amp;M)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Se&amp;ttings...</source>
        <translation>सेटिंग्स (&amp;T)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें (&amp;Q)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Edit</source>
        <translation>संपादन (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Table as TSV</source>
        <translation>तालिका TSV के रूप में कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy Table as C&amp;SV</source>
        <translation>तालिका C&amp;SV के रूप में कॉपी करें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy Reading and &amp;Edit...</source>
        <translation>पाठ की प्रतिलिपि बनाकर संपादित करें (&amp;E)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport Reading...</source>
        <translation>पाठ निर्यात करें (&amp;X)...</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_panel.cpp" line="+54"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+14"/>
        <source>&amp;Run</source>
        <translation>चलाएँ (&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_menus.cpp" line="-12"/>
        <source>Edit a &amp;Copy of This Game...</source>
        <translation>इस खेल की प्रति संपादित करें (&amp;C)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Game Rules...</source>
        <translation>नए खेल नियम (&amp;N)...</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Run Experiment</source>
        <translation>प्रयोग चलाएँ (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel Run</source>
        <translation>रन रद्द करें (&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;weep Options of the Selected Reading...</source>
        <translation>चुने गए पाठ के विकल्पों का स्वीप (&amp;W)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play This Reading...</source>
        <translation>यह पाठ खेलें... (&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the selected reading yourself, against an agent or another person, in the Play tab</source>
        <translation>चुना गया पाठ खुद खेलें, किसी एजेंट या दूसरे व्यक्ति के विरुद्ध, खेलें टैब में</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Analysis</source>
        <translation>विश्लेषण (&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;State Graph...</source>
        <translation>स्थिति ग्राफ़ (&amp;S)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore every state of the selected reading and draw the graph of moves between them</source>
        <translation>चुने हुए पाठ की हर स्थिति का अन्वेषण करें और उनके बीच की चालों का ग्राफ़ खींचें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>दृश्य (&amp;V)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Glossary</source>
        <translation>शब्दावली (&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Getting &amp;Started</source>
        <translation>आरंभिक मार्गदर्शन (&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About RuleLab</source>
        <translation>RuleLab के बारे में (&amp;A)</translation>
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
        <location filename="../app/gui/experiment_panel.cpp" line="+32"/>
        <source>random, greedy, mcts:PLAYOUTS or search:DEPTH</source>
        <translation>random, greedy, mcts:PLAYOUTS या search:DEPTH</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <translation>हर दूसरे मैच में आसन बदलें (&amp;S)</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>&amp;Matches per reading:</source>
        <translation>प्रति पाठ मैच: (&amp;M)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Run until</source>
        <translation>तब तक चलाएँ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play blocks of 1000 matches until the metric&apos;s 95% interval is at most this wide on each side; Matches per reading is then the most.</source>
        <translation>1000 मैचों के खंड तब तक खेलें जब तक मापक का 95% अंतराल हर ओर अधिकतम इतना चौड़ा न हो; तब &quot;प्रति पठन मैच&quot; अधिकतम सीमा है।</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>S&amp;eed:</source>
        <translation>बीज: (&amp;E)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Caps (a match stopped by a cap is a result)</source>
        <translation>सीमाएँ (सीमा से रुका मैच भी एक परिणाम है)</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="-87"/>
        <source>Play the matches of every ticked reading in the background (Ctrl+R)</source>
        <translation>हर चिह्नित पाठ के मैच पृष्ठभूमि में खेलें (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>रद्द करें (&amp;C)</translation>
    </message>
    <message>
        <location line="+234"/>
        <source>%1 of %2 matches (all readings, now reading %3 of %4), %5 matches/s, about %6 left</source>
        <translation>%2 में से %1 मैच (सभी पाठ, अभी %4 में से पाठ %3), %5 मैच/सेकंड, लगभग %6 बाकी</translation>
    </message>
    <message>
        <location filename="../app/gui/results_view.cpp" line="+105"/>
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
        <location filename="../app/gui/chart_panel.cpp" line="-43"/>
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
        <location line="+1"/>
        <source>Cumulative (ECDF)</source>
        <translation>संचयी (ECDF)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+85"/>
        <source>Measure:</source>
        <translation>माप:</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>AdvantageP1 (first mover&apos;s points)</source>
        <translation>AdvantageP1 (पहली चाल वाले के अंक)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First mover win rate</source>
        <translation>पहली चाल वाले की जीत दर</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <location line="+49"/>
        <source>Metric:</source>
        <translation>मापक:</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The configurations between rounds of this reading&apos;s matches and the cycles among them: why its matches stall or do not end</source>
        <translation>इस पाठ के मैचों में दौरों के बीच की व्यवस्थाएँ और उनके बीच के चक्र: इसके मैच क्यों अटकते हैं या समाप्त नहीं होते</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why they end so:</source>
        <translation>वे ऐसे क्यों समाप्त होते हैं:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The two options whose interaction is drawn, the largest first</source>
        <translation>वे दो विकल्प जिनका पारस्परिक प्रभाव दिखाया गया है, सबसे बड़ा पहले</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Options:</source>
        <translation>विकल्प:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every use</source>
        <translation>हर उपयोग</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lifted</source>
        <translation>उठाना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sown</source>
        <translation>बोना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured</source>
        <translation>पकड़</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landed</source>
        <translation>उतरना</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each cell counts: counters lifted from it, sown into it, captured from it, pieces landed on it, or all of these</source>
        <translation>हर खाना क्या गिनता है: उससे उठाई गई गोटियाँ, उसमें बोई गई गोटियाँ, उससे पकड़ी गई गोटियाँ, उस पर उतरे मोहरे, या ये सभी</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load observed map...</source>
        <translation>प्रेक्षित मानचित्र लोड करें...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CSV of cell,value rows (wear depth, a tally) to compare with each reading&apos;s map by Spearman&apos;s rank correlation</source>
        <translation>cell,value पंक्तियों की एक CSV (घिसाव की गहराई, एक गिनती), जिसकी तुलना Spearman के कोटि सहसंबंध से हर पाठ के मानचित्र से की जाती है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load observed usage map</source>
        <translation>प्रेक्षित उपयोग-मानचित्र लोड करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usage maps (*.csv);;All files (*)</source>
        <translation>उपयोग-मानचित्र (*.csv);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear</source>
        <translation>साफ़ करें</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Save the chart as PNG, PDF or SVG at a journal size, with its data as CSV</source>
        <translation>चार्ट को पत्रिका आकार में PNG, PDF या SVG के रूप में, उसके डेटा को CSV के रूप में सहेजें</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Observed map: %1, %2 cells (%3)</source>
        <translation>प्रेक्षित मानचित्र: %1, %2 खाने (%3)</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+24"/>
        <source>%1 [rules file]</source>
        <translation>%1 [नियम फ़ाइल]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Defined by the rules file %1</source>
        <translation>नियम फ़ाइल %1 द्वारा परिभाषित</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (yours)</source>
        <translation>%1 (आपका)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rules files refused (%1)</source>
        <translation>अस्वीकृत नियम फ़ाइलें (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plugins not loaded (%1)</source>
        <translation>लोड नहीं हुए प्लगइन (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n game(s) loaded</source>
        <translation>
            <numerusform>%n खेल लोड हुआ</numerusform>
            <numerusform>%n खेल लोड हुए</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n plugin(s) could not be loaded</source>
        <translation>
            <numerusform>%n प्लगइन लोड नहीं हो सका</numerusform>
            <numerusform>%n प्लगइन लोड नहीं हो सके</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n rules file(s) refused</source>
        <translation>
            <numerusform>%n नियम फ़ाइल अस्वीकृत</numerusform>
            <numerusform>%n नियम फ़ाइलें अस्वीकृत</numerusform>
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
        <location line="+0"/>
        <source>Rules file refused:</source>
        <translation>नियम फ़ाइल अस्वीकृत:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Loaded with a warning:</source>
        <translation>चेतावनी के साथ लोड हुआ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a game or a reading.</source>
        <translation>कोई खेल या पाठ चुनें।</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Reading: %1</source>
        <translation>पाठ: %1</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location filename="../app/gui/main_window_actions.cpp" line="+62"/>
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
        <location filename="../app/gui/results_view.cpp" line="+49"/>
        <source>Warning: %1: %2</source>
        <translation>चेतावनी: %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 matches; %3</source>
        <translation>%1: %2 मैच; %3</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Role</source>
        <translation>भूमिका</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p (Bonferroni)</source>
        <translation>p (बॉनफ़ेरोनी)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>primary</source>
        <translation>प्राथमिक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exploratory</source>
        <translation>अन्वेषणात्मक</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="+163"/>
        <source>Replaying match %1 of %2</source>
        <translation>पाठ %2 का मैच %1 रीप्ले हो रहा है</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot draw the state graph</source>
        <translation>स्थिति ग्राफ़ नहीं खींचा जा सकता</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Select a reading in the list of games and readings first.</source>
        <translation>पहले खेलों और पाठों की सूची में एक पाठ चुनें।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="-144"/>
        <location filename="../app/gui/reading_tree.cpp" line="+1"/>
        <source>Sources</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+7"/>
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
        <location filename="../app/gui/main_window_actions.cpp" line="-155"/>
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
        <location filename="../app/gui/experiment_panel.cpp" line="-94"/>
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
            <numerusform>&apos;%1&apos; पर %n विकल्प का स्वीप, खोले गए प्रयोग जैसा (बदलने के लिए पाठ चिह्नित करें)।</numerusform>
            <numerusform>&apos;%1&apos; पर %n विकल्पों का स्वीप, खोले गए प्रयोग जैसा (बदलने के लिए पाठ चिह्नित करें)।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Agents: %1</source>
        <translation>एजेंट: %1</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location filename="../app/gui/main_window_actions.cpp" line="+16"/>
        <location line="+25"/>
        <location line="+57"/>
        <location line="+12"/>
        <source>Cannot run</source>
        <translation>चला नहीं सकते</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_panel.cpp" line="+32"/>
        <source>Starting...</source>
        <translation>शुरू हो रहा है...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="-59"/>
        <source>(this run)</source>
        <translation>(यह रन)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_panel.cpp" line="+30"/>
        <source>Cancelled: partial results (%1 matches in %2 reading(s)).</source>
        <translation>रद्द: आंशिक परिणाम (%2 पाठों में %1 मैच)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished: %1 matches.</source>
        <translation>पूर्ण: %1 मैच।</translation>
    </message>
    <message>
        <location filename="../app/gui/results_view.cpp" line="-219"/>
        <location line="+225"/>
        <source>n/a</source>
        <translation>अनुपलब्ध</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Differences between readings (first minus second) with 95% intervals; p (Bonferroni): adjusted within each metric across the pairs of readings, or within the primary metrics together. n/a: a reading has no matches the metric rests on.</source>
        <translation>पठनों के बीच अंतर (पहला घटा दूसरा) 95% अंतराल के साथ; p (Bonferroni): हर मापक के भीतर पठनों के सभी जोड़ों पर समायोजित, या प्राथमिक मापकों के भीतर एक साथ। n/a: किसी पठन में ऐसे मैच नहीं हैं जिन पर यह मापक टिका है।</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No results yet: tick readings and press Run, or open a results file (summary.json).</source>
        <translation>अभी कोई परिणाम नहीं: पाठ चिह्नित करके Run दबाएँ, या परिणाम फ़ाइल (summary.json) खोलें।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game %1; readings %2</source>
        <translation>खेल %1; पाठ %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agents %1</source>
        <translation>एजेंट %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
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
        <location line="+55"/>
        <source>matches</source>
        <translation>मैच</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rule-ended: %1</source>
        <translation>नियम से समाप्त: %1</translation>
    </message>
    <message>
        <location line="+44"/>
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
        <location line="+74"/>
        <source>(the rows behind it)</source>
        <translation>(इसके पीछे की पंक्तियाँ)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show every row</source>
        <translation>हर पंक्ति दिखाएँ</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Cancelled: partial results, %1 of the %2 planned matches played; the comparisons use the matches played.</source>
        <translation>रद्द: आंशिक परिणाम, योजना के %2 में से %1 मैच खेले गए; तुलनाएँ खेले गए मैचों पर आधारित हैं।</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_files.cpp" line="-43"/>
        <source>Cannot open file</source>
        <translation>फ़ाइल खुल नहीं सकती</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot open reading</source>
        <translation>पाठ खुल नहीं सकता</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+7"/>
        <location line="+5"/>
        <source>Cannot open results</source>
        <translation>परिणाम खुल नहीं सकते</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Cannot open experiment</source>
        <translation>प्रयोग खुल नहीं सकता</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Opened %1</source>
        <translation>%1 खोला गया</translation>
    </message>
    <message>
        <location line="+42"/>
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
        <location line="+7"/>
        <location line="+10"/>
        <location line="+6"/>
        <source>Cannot save results</source>
        <translation>परिणाम सहेजे नहीं जा सकते</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>There are no results to save yet.</source>
        <translation>अभी सहेजने के लिए कोई परिणाम नहीं हैं।</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Results saved to %1</source>
        <translation>परिणाम %1 में सहेजे गए</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location filename="../app/gui/main_window_files.cpp" line="+5"/>
        <source>Export chart</source>
        <translation>चार्ट निर्यात करें</translation>
    </message>
    <message>
        <location filename="../app/gui/export_dialog.cpp" line="+21"/>
        <source>PDF (*.pdf);;PNG (*.png);;SVG (*.svg)</source>
        <translation>PDF (*.pdf);;PNG (*.png);;SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../app/gui/results_view.cpp" line="+208"/>
        <source>metric</source>
        <translation>मापक</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_files.cpp" line="+13"/>
        <source>Cannot export table</source>
        <translation>तालिका निर्यात नहीं हो सकती</translation>
    </message>
    <message>
        <location filename="../app/gui/rules_form_run.cpp" line="-60"/>
        <source>Run stopped: %1</source>
        <translation>रन रुक गया: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run cancelled: the matches played are in the Results tab (not saved).</source>
        <translation>रन रद्द हुआ: खेले गए मैच परिणाम टैब में हैं (सहेजे नहीं गए)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run finished: the results are in the Results tab (not saved).</source>
        <translation>रन पूरा हुआ: परिणाम परिणाम टैब में हैं (सहेजे नहीं गए)।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run the draft</source>
        <translation>ड्राफ़्ट चलाएँ</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The draft cannot be played yet: %n problem(s), listed above.</source>
        <translation>
            <numerusform>ड्राफ़्ट अभी खेला नहीं जा सकता: %n समस्या, ऊपर सूचीबद्ध।</numerusform>
            <numerusform>ड्राफ़्ट अभी खेला नहीं जा सकता: %n समस्याएँ, ऊपर सूचीबद्ध।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot write the draft to a temporary file: %1</source>
        <translation>ड्राफ़्ट को अस्थायी फ़ाइल में नहीं लिखा जा सका: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The draft has no reading to play: add one under Readings.</source>
        <translation>ड्राफ़्ट में खेलने के लिए कोई पाठ नहीं है: पाठ के नीचे एक जोड़ें।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Running the draft of %1</source>
        <translation>%1 का ड्राफ़्ट चल रहा है</translation>
    </message>
</context>
<context>
    <name>rulelab::NewGameFromFileDialog</name>
    <message>
        <location filename="../app/gui/rules_file_dialogs.cpp" line="+88"/>
        <source>New Game from Rules File</source>
        <translation>नियम फ़ाइल से नया खेल</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A rules file describes a two-row sowing game as data: its board, every rule with the passage it follows, the gaps of the text and named readings.

To make one without writing it by hand, close this window and choose Edit &gt; New Game Rules... (or select a game of a rules file and choose Edit &gt; Edit a Copy of This Game...): the form offers each rule&apos;s values to choose from, shows each problem beside its field as you type, and saves the file.

Here, choose a rules file made elsewhere and press Load: if it has problems, each is listed below with its field and the values allowed, so that it can be fixed and loaded again.</source>
        <translation>नियम फ़ाइल दो-पंक्ति बुआई खेल को डेटा के रूप में बताती है: उसका बोर्ड, हर नियम उस अंश के साथ जिस पर वह आधारित है, पाठ की कमियाँ और नामित पाठ।

इसे हाथ से लिखे बिना बनाने के लिए, यह विंडो बंद करें और संपादन &gt; नए खेल नियम... चुनें (या किसी नियम फ़ाइल का खेल चुनकर संपादन &gt; इस खेल की प्रति संपादित करें...): फ़ॉर्म हर नियम के मान चुनने को देता है, लिखते समय हर समस्या उसके फ़ील्ड के पास दिखाता है, और फ़ाइल सहेजता है।

यहाँ, कहीं और बनी नियम फ़ाइल चुनें और लोड दबाएँ: उसमें समस्याएँ हों तो हर एक नीचे अपने फ़ील्ड और अनुमत मानों के साथ सूचीबद्ध होगी, ताकि उसे ठीक करके फिर लोड किया जा सके।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>rules file (.json)</source>
        <translation>नियम फ़ाइल (.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse...</source>
        <translation>ब्राउज़ करें...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load the games of this file&apos;s folder whenever RuleLab starts</source>
        <translation>जब भी RuleLab शुरू हो, इस फ़ाइल के फ़ोल्डर के खेल लोड करें</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Load</source>
        <translation>लोड करें (&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules file</source>
        <translation>नियम फ़ाइल</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules files (*.json)</source>
        <translation>नियम फ़ाइलें (*.json)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a rules file first.</source>
        <translation>पहले एक नियम फ़ाइल चुनें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no such file</source>
        <translation>%1: ऐसी कोई फ़ाइल नहीं</translation>
    </message>
</context>
<context>
    <name>rulelab::OpenMatchDialog</name>
    <message>
        <location filename="../app/gui/replay_view_files.cpp" line="+121"/>
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
    <name>rulelab::PlayView</name>
    <message>
        <location filename="../app/gui/play_view.cpp" line="+91"/>
        <source>Which seats you play; the agent plays the others. Takes effect with New game.</source>
        <translation>आप कौन-से आसन खेलेंगे; बाकी आसन एजेंट खेलेगा। नए खेल से लागू होता है।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game</source>
        <translation>नया खेल (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the reading again with these seats, agent and seed</source>
        <translation>इन आसनों, एजेंट और बीज के साथ पाठ फिर से शुरू करें</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The agent of the seats you do not play: random, greedy, mcts:PLAYOUTS or search:DEPTH</source>
        <translation>जिन आसनों को आप नहीं खेलते उनका एजेंट: random, greedy, mcts:PLAYOUTS या search:DEPTH</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game&apos;s seed: the agent&apos;s choices and the throws follow from it and your moves</source>
        <translation>खेल का बीज: एजेंट के चुनाव और फेंकें इसी से और आपकी चालों से तय होते हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play:</source>
        <translation>आप खेलेंगे:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agent:</source>
        <translation>एजेंट:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed:</source>
        <translation>बीज:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Click a ringed cell to play the move that starts there</source>
        <translation>घेरे वाले खाने पर क्लिक करें: वहाँ से शुरू होने वाली चाल चली जाएगी</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The rule the move shown followed in this reading, and the passages it rests on (Sources panel)</source>
        <translation>दिखाई गई चाल ने इस पाठ में जिस नियम का पालन किया, और वे अंश जिन पर वह टिका है (स्रोत पैनल)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Undo</source>
        <translation>पूर्ववत करें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back your last move and the moves after it (Ctrl+Z)</source>
        <translation>अपनी पिछली चाल और उसके बाद की चालें वापस लें (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation>फिर से करें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the move taken back again, with the same replies and throws (Ctrl+Shift+Z)</source>
        <translation>वापस ली गई चाल फिर से चलें, उन्हीं जवाबों और फेंकों के साथ (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint</source>
        <translation>संकेत</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What a search four moves deep would play here (its start is ringed in gold)</source>
        <translation>चार चाल गहरी खोज यहाँ क्या चलती (उसका आरंभ सुनहरे घेरे में)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/gui/play_view_drawing.cpp" line="+322"/>
        <source>Pause</source>
        <translation>रोकें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop or resume the two agents</source>
        <translation>दोनों एजेंटों को रोकें या फिर चलाएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save game...</source>
        <translation>खेल सहेजें...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game as a match file, with your seats and notes</source>
        <translation>खेल को मैच फ़ाइल के रूप में सहेजें, आपके आसनों और टिप्पणियों के साथ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open game...</source>
        <translation>खेल खोलें...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved match and play on from its last position</source>
        <translation>सहेजा गया मैच खोलें और उसकी आख़िरी स्थिति से आगे खेलें</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/gui/play_view_files.cpp" line="+82"/>
        <source>Open in Replay</source>
        <translation>रीप्ले में खोलें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch the game so far step by step in the Replay tab</source>
        <translation>अब तक का खेल रीप्ले टैब में क़दम-दर-क़दम देखें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Field sheet...</source>
        <translation>क्षेत्र पत्रक...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One printable page (PDF): the reading&apos;s options in words, the moves, the result and your notes</source>
        <translation>एक छपने योग्य पृष्ठ (PDF): पाठ के विकल्प शब्दों में, चालें, परिणाम और आपकी टिप्पणियाँ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show each step</source>
        <translation>हर क़दम दिखाएँ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw every sowing and move counter by counter; off: the board after the move at once</source>
        <translation>हर बुआई और चाल को गोटी-दर-गोटी दिखाएँ; बंद होने पर: चाल के बाद का बोर्ड तुरंत</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speed</source>
        <translation>गति</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Steps (or, watching two agents, moves) per second</source>
        <translation>प्रति सेकंड क़दम (या, दो एजेंटों को देखते समय, चालें)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Double-click a move, or select it and press Enter, to play it</source>
        <translation>चाल चलने के लिए उस पर डबल-क्लिक करें, या उसे चुनकर Enter दबाएँ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Legal moves</source>
        <translation>वैध चालें (&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves so far</source>
        <translation>अब तक की चालें</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What you notice while playing: a rule that feels wrong, a position to look at again...</source>
        <translation>खेलते समय आप जो देखें: कोई नियम जो ग़लत लगे, कोई स्थिति जिसे फिर से देखना हो...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved with the game (Save game...) and opened with it</source>
        <translation>खेल के साथ सहेजी जाती हैं (खेल सहेजें...) और उसी के साथ खुलती हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes for the field sheet</source>
        <translation>फ़ील्ड शीट के लिए टिप्पणियाँ</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>%1/s</source>
        <translation>%1/से.</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>First seat (%1)</source>
        <translation>पहला आसन (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second seat (%1)</source>
        <translation>दूसरा आसन (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both seats (hot seat)</source>
        <translation>दोनों आसन (हॉट सीट)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neither (watch two agents)</source>
        <translation>कोई नहीं (दो एजेंटों को देखें)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Select a reading in Games and readings, then choose Run &gt; Play This Reading... (Ctrl+P).</source>
        <translation>खेल और पाठ में एक पाठ चुनें, फिर चलाएँ &gt; यह पाठ खेलें... (Ctrl+P) चुनें।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/gui/play_view_drawing.cpp" line="-54"/>
        <location line="+18"/>
        <source>you</source>
        <translation>आप</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2; %3: %4 (seed %5)</source>
        <translation>%1: %2; %3: %4 (बीज %5)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot play this reading</source>
        <translation>यह पाठ खेला नहीं जा सकता</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+10"/>
        <source>Cannot start a game</source>
        <translation>खेल शुरू नहीं हो सकता</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>&apos;%1&apos; is not an agent: give random, greedy, mcts:PLAYOUTS or search:DEPTH (for example mcts:200 or search:4).</source>
        <translation>&apos;%1&apos; कोई एजेंट नहीं है: random, greedy, mcts:PLAYOUTS या search:DEPTH दें (जैसे mcts:200 या search:4)।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Select a reading in Games and readings first, then Run &gt; Play This Reading...</source>
        <translation>पहले खेल और पाठ में एक पाठ चुनें, फिर चलाएँ &gt; यह पाठ खेलें...</translation>
    </message>
    <message>
        <location filename="../app/gui/play_view_moves.cpp" line="+110"/>
        <location line="+33"/>
        <location line="+7"/>
        <source>Start a game first (New game).</source>
        <translation>पहले एक खेल शुरू करें (नया खेल)।</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>The game is over: start a new game.</source>
        <translation>खेल समाप्त हो गया: नया खेल शुरू करें।</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>It is not your turn.</source>
        <translation>अभी आपकी बारी नहीं है।</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>No legal move starts at %1: choose a ringed cell.</source>
        <translation>%1 से कोई वैध चाल शुरू नहीं होती: घेरे वाला खाना चुनें।</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Several moves start there: choose one.</source>
        <translation>वहाँ से कई चालें शुरू होती हैं: एक चुनें।</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <source>There is no legal move %1.</source>
        <translation>वैध चाल %1 नहीं है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot play</source>
        <translation>चाल नहीं चली जा सकती</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing to undo.</source>
        <translation>पूर्ववत करने को कुछ नहीं है।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing to redo.</source>
        <translation>फिर से करने को कुछ नहीं है।</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A hint is given when it is your turn.</source>
        <translation>संकेत आपकी बारी पर मिलता है।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No hint</source>
        <translation>कोई संकेत नहीं</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: %1 (after it, you win %2% of %3 random games)</source>
        <translation>संकेत: %1 (इसके बाद आप %3 यादृच्छिक खेलों में से %2% जीतते हैं)</translation>
    </message>
    <message>
        <location filename="../app/gui/play_view_drawing.cpp" line="-62"/>
        <location filename="../app/gui/play_view_moves.cpp" line="+14"/>
        <source>Paused: press Continue to go on.</source>
        <translation>रुका हुआ: आगे बढ़ने के लिए जारी रखें दबाएँ।</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>No game yet.</source>
        <translation>अभी कोई खेल नहीं।</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Start</source>
        <translation>आरंभ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game is over.</source>
        <translation>खेल समाप्त हो गया।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to move: click a ringed cell, or double-click a move in the list.</source>
        <translation>%1 की चाल: घेरे वाले खाने पर क्लिक करें, या सूची में किसी चाल पर डबल-क्लिक करें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move (%1): click a ringed cell, or double-click a move in the list.</source>
        <translation>आपकी चाल (%1): घेरे वाले खाने पर क्लिक करें, या सूची में किसी चाल पर डबल-क्लिक करें।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two agents (%1) are playing.</source>
        <translation>दो एजेंट (%1) खेल रहे हैं।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You won: %1.</source>
        <translation>आप जीते: %1।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The agent (%1) won: %2.</source>
        <translation>एजेंट (%1) जीता: %2।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No winner: the game was left undecided.</source>
        <translation>कोई विजेता नहीं: खेल अनिर्णीत रहा।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores: %1 %2, %3 %4.</source>
        <translation>अंक: %1 %2, %3 %4।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why it ended: %1.</source>
        <translation>यह क्यों समाप्त हुआ: %1।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it ended: %1. %2</source>
        <translation>यह क्यों समाप्त हुआ: %1। %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How it ended: %1. %2</source>
        <translation>यह कैसे समाप्त हुआ: %1। %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+18"/>
        <source>chance</source>
        <translation>संयोग</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+72"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Continue</source>
        <translation>जारी रखें</translation>
    </message>
    <message>
        <location filename="../app/gui/play_view_files.cpp" line="-49"/>
        <location line="+2"/>
        <source>Cannot save the game</source>
        <translation>खेल सहेजा नहीं जा सकता</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+49"/>
        <location line="+6"/>
        <source>There is no game yet: start one with New game.</source>
        <translation>अभी कोई खेल नहीं है: नया खेल से एक शुरू करें।</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Game saved to %1.</source>
        <translation>खेल %1 में सहेजा गया।</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+11"/>
        <source>Cannot open the game</source>
        <translation>खेल खुल नहीं सकता</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The game &apos;%1&apos; is not installed.</source>
        <translation>खेल &apos;%1&apos; स्थापित नहीं है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+6"/>
        <source>Cannot write the field sheet</source>
        <translation>क्षेत्र पत्रक नहीं लिखा जा सका</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Field sheet written to %1.</source>
        <translation>क्षेत्र पत्रक %1 में लिखा गया।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Field sheet</source>
        <translation>क्षेत्र पत्रक</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF फ़ाइलें (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save game</source>
        <translation>खेल सहेजें</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <source>Match files (*.json)</source>
        <translation>मैच फ़ाइलें (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open game</source>
        <translation>खेल खोलें</translation>
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
        <translation>पहचान: (&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>नाम: (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Follows:</source>
        <translation>अनुसरण: (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Description:</source>
        <translation>विवरण: (&amp;D)</translation>
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
        <location line="+26"/>
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
        <location line="-32"/>
        <source>Options (each with the passage of the source it interprets):</source>
        <translation>विकल्प (हर एक उस स्रोत-अंश के साथ जिसकी वह व्याख्या करता है):</translation>
    </message>
    <message>
        <location line="+104"/>
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
        <location filename="../app/gui/replay_view.cpp" line="+54"/>
        <source>No match open: double-click an interesting match, or use Open match... (or open a saved match).</source>
        <translation>कोई मैच खुला नहीं: किसी रोचक मैच पर दो बार क्लिक करें, या &apos;मैच खोलें...&apos; का उपयोग करें (या सहेजा गया मैच खोलें)।</translation>
    </message>
    <message>
        <location line="+72"/>
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
        <location line="+326"/>
        <source>Play</source>
        <translation>चलाएँ</translation>
    </message>
    <message>
        <location line="-326"/>
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
        <location line="+4"/>
        <source>Speed</source>
        <translation>गति</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Micro-steps per second while playing</source>
        <translation>चलते समय प्रति सेकंड सूक्ष्म चरण</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>The rule this step follows in the match&apos;s reading, and the passages it rests on (Sources panel)</source>
        <translation>यह चरण मैच के पाठ में जिस नियम का पालन करता है, और वे अंश जिन पर वह टिका है (स्रोत पैनल)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Next:</source>
        <translation>अगला:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capture</source>
        <translation>पकड़</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next step that captures, with the captured hole in red and the empty hole that allowed it in dotted blue (C)</source>
        <translation>अगला कदम जिसमें पकड़ होती है: पकड़ा गया गड्ढा लाल घेरे में, और उसे संभव बनाने वाला खाली गड्ढा नीले बिंदीदार घेरे में (C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round</source>
        <translation>दौर</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The next round boundary: what is settled, refilled or put out of play (R)</source>
        <translation>अगले दौर की सीमा: क्या निपटाया, फिर से भरा या खेल से बाहर किया जाता है (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>पास</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The next pass: a player with nothing to move (P)</source>
        <translation>अगला पास: जिस खिलाड़ी के पास चलने को कुछ नहीं (P)</translation>
    </message>
    <message>
        <location line="+21"/>
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
        <source>Round graph</source>
        <translation>दौर ग्राफ़</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round-level graph of this match&apos;s reading: the configurations between rounds and the cycles among them (why a match does not end)</source>
        <translation>इस मैच के पाठ का दौर-स्तरीय ग्राफ़: दौरों के बीच की व्यवस्थाएँ और उनके बीच के चक्र (कोई मैच समाप्त क्यों नहीं होता)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+319"/>
        <location line="+4"/>
        <source>Explore from here</source>
        <translation>यहाँ से खोजें</translation>
    </message>
    <message>
        <location line="-322"/>
        <source>Explore every state reachable from the position shown, in the State graph tab (what could have happened from here)</source>
        <translation>दिखाई गई स्थिति से पहुँचने योग्य हर स्थिति स्थिति-ग्राफ़ टैब में खोजें (यहाँ से क्या हो सकता था)</translation>
    </message>
    <message>
        <location line="+14"/>
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
        <location line="-113"/>
        <source>%1/s</source>
        <translation>%1/से.</translation>
    </message>
    <message>
        <location line="+169"/>
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
        <location line="+4"/>
        <source>Ends: %1</source>
        <translation>अंत: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+6"/>
        <location line="+11"/>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+156"/>
        <location line="+7"/>
        <location line="+4"/>
        <location filename="../app/gui/replay_view_files.cpp" line="-63"/>
        <source>Cannot open match</source>
        <translation>मैच खुल नहीं सकता</translation>
    </message>
    <message>
        <location line="-181"/>
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
        <location line="+18"/>
        <source>Game %1, reading %2</source>
        <translation>खेल %1, पाठ %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+51"/>
        <source>Start</source>
        <translation>आरंभ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 of %2, the board after it</source>
        <translation>चाल %1 / %2, उसके बाद का बोर्ड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 of %2, step %3 of %4</source>
        <translation>चाल %2 में से %1, चरण %4 में से %3</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No capture after this point</source>
        <translation>इसके बाद कोई पकड़ नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No round boundary after this point</source>
        <translation>इसके बाद कोई नया दौर नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pass after this point</source>
        <translation>इसके बाद कोई पास नहीं</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Why it ended: %1.</source>
        <translation>यह क्यों समाप्त हुआ: %1।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it ended: %1. %2</source>
        <translation>यह क्यों समाप्त हुआ: %1। %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pause</source>
        <translation>रोकें</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: the moves do not replay with the installed plugin: %2</source>
        <translation>%1: स्थापित प्लगइन के साथ चालें दोहराई नहीं जातीं: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/replay_view_files.cpp" line="-63"/>
        <source>Cannot save match</source>
        <translation>मैच सहेजा नहीं जा सकता</translation>
    </message>
    <message>
        <location filename="../app/gui/replay_view.cpp" line="+18"/>
        <location filename="../app/gui/replay_view_files.cpp" line="+0"/>
        <location line="+10"/>
        <location line="+15"/>
        <source>no match is open</source>
        <translation>कोई मैच खुला नहीं है</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The game &apos;%1&apos; is not installed.</source>
        <translation>खेल &apos;%1&apos; स्थापित नहीं है।</translation>
    </message>
    <message>
        <location filename="../app/gui/replay_view_files.cpp" line="-15"/>
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
    <name>rulelab::RoundGraphView</name>
    <message>
        <location filename="../app/gui/round_graph_view.cpp" line="+40"/>
        <source>Reading:</source>
        <translation>पाठ:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first matches of the results to replay (their seeds, agents and seats; at most as many as the results hold), or the new matches to play of a reading the results do not have (with the Experiment panel&apos;s agents, seed and caps)</source>
        <translation>परिणामों के पहले मैच जो फिर से खेले जाएँगे (उनके बीज, एजेंट और आसन; अधिक से अधिक उतने जितने परिणामों में हैं), या उस पाठ के नए मैच जो परिणामों में नहीं है (प्रयोग पैनल के एजेंट, बीज और सीमाओं के साथ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Matches:</source>
        <translation>मैच:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build</source>
        <translation>बनाएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select a reading in Games and readings, or run or open results and choose one of their readings, then press Build. For a reading played in rounds, this shows what each refill decided (a configuration), how often the matches played a round in it, and which configurations lie on a cycle: matches that go round and round between them are the matches that do not end.</source>
        <translation>खेल और पाठ में एक पाठ चुनें, या परिणाम चलाएँ या खोलें और उनका एक पाठ चुनें, फिर बनाएँ दबाएँ। दौरों में खेले जाने वाले पाठ के लिए यह दिखाता है कि हर पुनर्भरण ने क्या तय किया (एक विन्यास), मैचों ने उसमें कितनी बार एक दौर खेला, और कौन-से विन्यास एक चक्र पर हैं: जो मैच उनके बीच घूमते रहते हैं वही मैच हैं जो समाप्त नहीं होते।</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No.</source>
        <translation>क्र.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rounds played in it</source>
        <translation>इसमें खेले गए दौर</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On a cycle</source>
        <translation>चक्र पर</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Configuration</source>
        <translation>व्यवस्था</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leads to (times)</source>
        <translation>आगे जाता है (बार)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cancelled: the graph shown is unchanged.</source>
        <translation>रद्द: दिखाया गया ग्राफ़ नहीं बदला।</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The shown results have no reading &apos;%1&apos;.</source>
        <translation>दिखाए गए परिणामों में कोई पाठ &apos;%1&apos; नहीं है।</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (new matches)</source>
        <translation>%1 (नए मैच)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The graph below is of %1. Press Build for %2.</source>
        <translation>नीचे का ग्राफ़ %1 का है। %2 के लिए बनाएँ दबाएँ।</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(one round)</source>
        <translation>(एक दौर)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End: %1; %2</source>
        <translation>अंत: %1; %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>South in play:</source>
        <translation>दक्षिण खेल में:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North in play:</source>
        <translation>उत्तर खेल में:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <comment>no holes</comment>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No results are shown.</source>
        <translation>कोई परिणाम नहीं दिखाया गया है।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a reading of the shown results.</source>
        <translation>दिखाए गए परिणामों का एक पाठ चुनें।</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Playing %n new match(es) of %1...</source>
        <translation>
            <numerusform>%1 का %n नया मैच खेला जा रहा है...</numerusform>
            <numerusform>%1 के %n नए मैच खेले जा रहे हैं...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Replaying %n match(es) of %1...</source>
        <translation>
            <numerusform>%1 का %n मैच फिर से खेला जा रहा है...</numerusform>
            <numerusform>%1 के %n मैच फिर से खेले जा रहे हैं...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1: %n new match(es) played; </source>
        <translation>
            <numerusform>%1: %n नया मैच खेला गया; </numerusform>
            <numerusform>%1: %n नए मैच खेले गए; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n match(es) replayed; </source>
        <translation>
            <numerusform>%1: %n मैच फिर से खेला गया; </numerusform>
            <numerusform>%1: %n मैच फिर से खेले गए; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n configuration(s) between rounds, </source>
        <translation>
            <numerusform>दौरों के बीच %n व्यवस्था, </numerusform>
            <numerusform>दौरों के बीच %n व्यवस्थाएँ, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n transition(s), </source>
        <translation>
            <numerusform>%n संक्रमण, </numerusform>
            <numerusform>%n संक्रमण, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n group(s) of configurations the matches go round in.</source>
        <translation>
            <numerusform>व्यवस्थाओं का %n समूह जिसमें मैच घूमते रहते हैं।</numerusform>
            <numerusform>व्यवस्थाओं के %n समूह जिनमें मैच घूमते रहते हैं।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This reading is played in one round: there is nothing between rounds to show.</source>
        <translation>यह पाठ एक ही दौर में खेला जाता है: दौरों के बीच दिखाने को कुछ नहीं है।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows marked on a cycle (shaded) are configurations the matches left and came back to: rounds can go round among them, which is how a match can go on without end. Rows starting &quot;End:&quot; are how the matches ended.</source>
        <translation>चक्र पर चिह्नित (छायांकित) पंक्तियाँ वे व्यवस्थाएँ हैं जिन्हें मैच छोड़कर फिर लौटे: दौर उनके बीच घूम सकते हैं, और इसी तरह कोई मैच बिना अंत के चलता रह सकता है। &quot;अंत:&quot; से शुरू होने वाली पंक्तियाँ बताती हैं कि मैच कैसे समाप्त हुए।</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no. %1 (%2)</source>
        <translation>क्र. %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>matches that ended here</source>
        <translation>यहाँ समाप्त हुए मैच</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rounds played in this configuration</source>
        <translation>इस व्यवस्था में खेले गए दौर</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
</context>
<context>
    <name>rulelab::RuleValueDelegate</name>
    <message>
        <location filename="../app/gui/rules_form_choices.cpp" line="+22"/>
        <source>Yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>(left out)</source>
        <translation>(छोड़ा गया)</translation>
    </message>
</context>
<context>
    <name>rulelab::RulesFormDialog</name>
    <message>
        <location filename="../app/gui/rules_file_dialogs.cpp" line="+26"/>
        <source>Edit Game Rules</source>
        <translation>खेल के नियम संपादित करें</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The game&apos;s id: lower-case letters, digits and &apos;-&apos;; it must differ from every other game&apos;s.</source>
        <translation>खेल की पहचान: छोटे अंग्रेज़ी अक्षर, अंक और &apos;-&apos;; यह हर दूसरे खेल की पहचान से अलग होनी चाहिए।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The bibliography keys the game cites (data/sources/bibliography.bib), separated by commas.</source>
        <translation>खेल जिन ग्रंथसूची कुंजियों का हवाला देता है (data/sources/bibliography.bib), अल्पविराम से अलग करके।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>holes a row</source>
        <translation>प्रति पंक्ति गड्ढे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counters a hole</source>
        <translation>प्रति गड्ढा गोटियाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cited from</source>
        <translation>संदर्भ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source key</source>
        <translation>स्रोत कुंजी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>page or section</source>
        <translation>पृष्ठ या अनुभाग</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Id:</source>
        <translation>पहचान:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation>नाम:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summary:</source>
        <translation>सारांश:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (seat 0, seat 1):</source>
        <translation>खिलाड़ी (आसन 0, आसन 1):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources:</source>
        <translation>स्रोत:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board:</source>
        <translation>बोर्ड:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule</source>
        <translation>नियम</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open (a gap)</source>
        <translation>खुला (रिक्ति)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value(s)</source>
        <translation>मान</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Default</source>
        <translation>डिफ़ॉल्ट</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cited source</source>
        <translation>उद्धृत स्रोत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page or section</source>
        <translation>पृष्ठ या अनुभाग</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>A fixed number, or for an open rule its range: 1-9</source>
        <translation>एक निश्चित संख्या, या खुले नियम के लिए उसका परास: 1-9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One value (fixed) or, for an open rule, several separated by commas</source>
        <translation>एक मान (निश्चित) या, खुले नियम के लिए, अल्पविराम से अलग किए गए कई मान</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Readings (a value for each open rule, e.g. capture=chain, rounds=3):</source>
        <translation>पाठ (हर खुले नियम के लिए एक मान, जैसे capture=chain, rounds=3):</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/gui/rules_form_live.cpp" line="+121"/>
        <source>Id</source>
        <translation>पहचान</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/gui/rules_form_live.cpp" line="+1"/>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source it follows</source>
        <translation>जिस स्रोत का अनुसरण करता है</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Values of the open rules</source>
        <translation>खुले नियमों के मान</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add Reading</source>
        <translation>पाठ जोड़ें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove Reading</source>
        <translation>पाठ हटाएँ</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Save As...</source>
        <translation>इस नाम से सहेजें (&amp;S)...</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>My game</source>
        <translation>मेरा खेल</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>South</source>
        <translation>दक्षिण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>उत्तर</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>As written</source>
        <translation>जैसा लिखा है</translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <location line="+4"/>
        <source>Not saved: %n problem(s), listed above.</source>
        <translation>
            <numerusform>सहेजा नहीं गया: समस्याओं की संख्या %n, सूची ऊपर है।</numerusform>
            <numerusform>सहेजा नहीं गया: समस्याओं की संख्या %n, सूची ऊपर है।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/gui/rules_form_live.cpp" line="+133"/>
        <source>%1: cannot be written: %2</source>
        <translation>%1: लिखा नहीं जा सकता: %2</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+6"/>
        <source>Not saved.</source>
        <translation>सहेजा नहीं गया।</translation>
    </message>
    <message>
        <location line="-338"/>
        <location line="+103"/>
        <source>Problem</source>
        <translation>समस्या</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (in the file: %2)
%3
Allowed: %4%5</source>
        <translation>%1 (फ़ाइल में: %2)
%3
अनुमत: %4%5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
May be left out: leave the values empty for a simulation guard to keep RuleLab&apos;s, or for a mechanic the game does not have.</source>
        <translation>
छोड़ा जा सकता है: सिमुलेशन गार्ड के लिए RuleLab का मान रखने हेतु, या खेल में न होने वाली क्रियाविधि के लिए मान खाली छोड़ें।</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>What stops the file from being loaded: the field and what is allowed</source>
        <translation>फ़ाइल को लोड होने से क्या रोकता है: फ़ील्ड और क्या अनुमत है</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Open Draft...</source>
        <translation>ड्राफ़्ट खोलें (&amp;O)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;Draft...</source>
        <translation>ड्राफ़्ट सहेजें (&amp;D)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saves the form as it is, problems and all, to finish later</source>
        <translation>फ़ॉर्म को जैसा है वैसा, समस्याओं सहित, बाद में पूरा करने के लिए सहेजता है</translation>
    </message>
    <message>
        <location line="+304"/>
        <source>Saved to %1</source>
        <translation>%1 में सहेजा गया</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save Rules File</source>
        <translation>नियम फ़ाइल सहेजें</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/gui/rules_form_live.cpp" line="+43"/>
        <location line="+25"/>
        <source>Rules files (*.json)</source>
        <translation>नियम फ़ाइलें (*.json)</translation>
    </message>
    <message>
        <location filename="../app/gui/rules_form_live.cpp" line="-204"/>
        <source>Reading %1</source>
        <translation>पाठ %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Summary</source>
        <translation>सारांश</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board</source>
        <translation>बोर्ड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Readings</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <comment>a field and the part of it</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Translations left out, their English text edited or removed: %1</source>
        <translation>अनुवाद छोड़ दिए गए, उनका अंग्रेज़ी पाठ बदला या हटाया गया: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No problems: the rules can be saved and run.</source>
        <translation>कोई समस्या नहीं: नियम सहेजे और चलाए जा सकते हैं।</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n problem(s), each shown beside its field.</source>
        <translation>
            <numerusform>%n समस्या, हर एक अपने फ़ील्ड के पास दिखाई गई।</numerusform>
            <numerusform>%n समस्याएँ, हर एक अपने फ़ील्ड के पास दिखाई गई।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Draft not saved.</source>
        <translation>ड्राफ़्ट सहेजा नहीं गया।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draft saved to %1: no problems left.</source>
        <translation>ड्राफ़्ट %1 में सहेजा गया: कोई समस्या शेष नहीं।</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Draft saved to %1: %n problem(s) left to fix.</source>
        <translation>
            <numerusform>ड्राफ़्ट %1 में सहेजा गया: %n समस्या ठीक करनी शेष।</numerusform>
            <numerusform>ड्राफ़्ट %1 में सहेजा गया: %n समस्याएँ ठीक करनी शेष।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: not a rules file: not valid JSON (%2)</source>
        <translation>%1: नियम फ़ाइल नहीं: मान्य JSON नहीं (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draft not opened.</source>
        <translation>ड्राफ़्ट खोला नहीं गया।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opened %1: no problems.</source>
        <translation>%1 खोला गया: कोई समस्या नहीं।</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Opened %1: %n problem(s) left to fix.</source>
        <translation>
            <numerusform>%1 खोला गया: %n समस्या ठीक करनी शेष।</numerusform>
            <numerusform>%1 खोला गया: %n समस्याएँ ठीक करनी शेष।</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save Draft</source>
        <translation>ड्राफ़्ट सहेजें</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unsaved rules</source>
        <translation>बिना सहेजे नियम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules of %1 have changed since they were opened or saved. Save them as a draft, to finish later, before closing?</source>
        <translation>%1 के नियम खोलने या सहेजने के बाद बदले गए हैं। बंद करने से पहले उन्हें ड्राफ़्ट के रूप में सहेजें, ताकि बाद में पूरा कर सकें?</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open Draft</source>
        <translation>ड्राफ़्ट खोलें</translation>
    </message>
    <message>
        <location filename="../app/gui/rules_form_run.cpp" line="-115"/>
        <source>Matches per reading of the trial run: a first look, not a study</source>
        <translation>परीक्षण रन में प्रति पाठ मैच: एक पहली झलक, अध्ययन नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>चलाएँ (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays each reading of the form as it is now, without saving it, and shows the results in the Results tab (agents, seed and caps as the window&apos;s experiment has them)</source>
        <translation>फ़ॉर्म के हर पाठ को जैसा वह अभी है, बिना सहेजे खेलता है, और परिणाम परिणाम टैब में दिखाता है (एजेंट, बीज और सीमाएँ विंडो के प्रयोग जैसी)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel Run</source>
        <translation>रन रद्द करें</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matches per reading:</source>
        <translation>प्रति पाठ मैच:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Running the draft...</source>
        <translation>ड्राफ़्ट चल रहा है...</translation>
    </message>
</context>
<context>
    <name>rulelab::SettingsDialog</name>
    <message>
        <location filename="../app/gui/settings_dialog.cpp" line="+18"/>
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
    <message>
        <location line="+3"/>
        <source>one folder per line</source>
        <translation>हर पंक्ति में एक फ़ोल्डर</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games folders:</source>
        <translation>खेल फ़ोल्डर:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every rules file (docs/rules-files.md) in these folders is loaded as a game when RuleLab starts, by the workbench and by rulelab-cli.</source>
        <translation>RuleLab शुरू होने पर इन फ़ोल्डरों की हर नियम फ़ाइल (docs/rules-files.md) खेल के रूप में लोड होती है, वर्कबेंच द्वारा भी और rulelab-cli द्वारा भी।</translation>
    </message>
</context>
<context>
    <name>rulelab::SourcesView</name>
    <message>
        <location filename="../app/gui/sources_view.cpp" line="-386"/>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <location line="+17"/>
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
        <location line="+18"/>
        <source>The rule options of the game. Select one to highlight the rule points it interprets.</source>
        <translation>खेल के नियम-विकल्प। जिन नियम-बिंदुओं की वह व्याख्या करता है उन्हें उजागर करने के लिए एक चुनें।</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location line="+9"/>
        <source>follows: the chosen value cites a source the reading follows; departs: it cites only other sources; completion: no source speaks to it.</source>
        <translation>follows: चुना गया मान उस स्रोत का हवाला देता है जिसका पाठ अनुसरण करता है; departs: वह केवल दूसरे स्रोतों का हवाला देता है; completion: कोई स्रोत इस पर कुछ नहीं कहता।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading:</source>
        <translation>पाठ:</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Warning: %1 has no texts in %2 yet; its names, options and rule points are shown in English.</source>
        <translation>चेतावनी: %1 के पाठ अभी %2 में नहीं हैं; इसके नाम, विकल्प और नियम-बिंदु अंग्रेज़ी में दिखाए गए हैं।</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+167"/>
        <source>(not in the bibliography)</source>
        <translation>(ग्रंथसूची में नहीं)</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>No rule points for this game in data/sources.</source>
        <translation>data/sources में इस खेल के लिए कोई नियम-बिंदु नहीं।</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Option %1</source>
        <translation>विकल्प %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not historical: a simulation setting.</source>
        <translation>ऐतिहासिक नहीं: एक सिमुलेशन सेटिंग।</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Follows: %1</source>
        <translation>अनुसरण: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no known source</source>
        <translation>कोई ज्ञात स्रोत नहीं</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location filename="../app/gui/sweep_dialog.cpp" line="+37"/>
        <source>Sweep options of %1</source>
        <translation>%1 के विकल्पों का स्वीप</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base reading: &lt;b&gt;%1&lt;/b&gt;. Tick the options to vary and list the values to try, separated by commas; every combination is run as one cell.</source>
        <translation>आधार पाठ: &lt;b&gt;%1&lt;/b&gt;। बदलने वाले विकल्पों पर निशान लगाएँ और आज़माने वाले मान अल्पविराम से अलग करके लिखें; हर संयोजन एक सेल के रूप में चलता है।</translation>
    </message>
    <message>
        <location line="+4"/>
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
    <name>rulelab::answers</name>
    <message>
        <location filename="../core/experiment/answers.cpp" line="+88"/>
        <source>%1: no matches.</source>
        <translation>%1: कोई मैच नहीं।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: every match (%2) ended by its rules.</source>
        <translation>%1: हर मैच (%2) अपने नियमों से समाप्त हुआ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 of matches (%3 of %4) ended by its rules</source>
        <translation>%1: %2 मैच (%4 में से %3) अपने नियमों से समाप्त हुए</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; the other %1: %2.</source>
        <translation>; बाकी %1: %2।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; of the other %1, most: %2.</source>
        <translation>; बाकी %1 में से अधिकतर: %2।</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: no matches to measure.</source>
        <translation>%1: मापने को कोई मैच नहीं।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a median of %2 decisions a match</source>
        <translation>%1: प्रति मैच माध्यिका %2 निर्णय</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (95%: %1 to %2)</source>
        <translation> (95%: %1 से %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, most between %1 and %2</source>
        <translation>, अधिकतर %1 और %2 के बीच</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, counting the matches a guard stopped up to where it stopped them</source>
        <translation>, जिन मैचों को किसी रक्षक ने रोका उन्हें वहीं तक गिनकर जहाँ वे रोके गए</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the first mover gains</source>
        <translation>पहले चलने वाले को लाभ है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second mover gains</source>
        <translation>दूसरे चलने वाले को लाभ है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no advantage either way can be shown</source>
        <translation>किसी ओर का लाभ दिखाया नहीं जा सकता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2: the first mover scores %3 points a match (95%: %4 to %5; 0.5 is even) over %6 matches ended by the rules.</source>
        <translation>%1: %2: नियमों से समाप्त %6 मैचों में पहले चलने वाले को प्रति मैच %3 अंक मिलते हैं (95%: %4 से %5; 0.5 बराबरी है)।</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: cannot tell: only %2 of %3 matches ended by the rules.</source>
        <translation>%1: कहा नहीं जा सकता: %3 में से केवल %2 मैच नियमों से समाप्त हुए।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ludii&apos;s count (%1, over every match, a stopped match as a draw) rests on the matches the guards ended and says nothing of the rules.</source>
        <translation>Ludii की गणना (%1, हर मैच पर, रोका गया मैच बराबरी) उन मैचों पर टिकी है जिन्हें रक्षकों ने समाप्त किया, और नियमों के बारे में कुछ नहीं कहती।</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 favours the first mover most, and its lead over %2 is real (%3, adjusted for the other comparisons).</source>
        <translation>%1 पहले चलने वाले को सबसे अधिक लाभ देता है, और %2 पर इसकी बढ़त वास्तविक है (%3, अन्य तुलनाओं के लिए समायोजित)।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 favours the first mover most, but its lead over %2 is not shown (%3, adjusted for the other comparisons).</source>
        <translation>%1 पहले चलने वाले को सबसे अधिक लाभ देता है, पर %2 पर इसकी बढ़त सिद्ध नहीं होती (%3, अन्य तुलनाओं के लिए समायोजित)।</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 against %2</source>
        <translation>%1 बनाम %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>how often matches end by the rules</source>
        <translation>कितनी बार मैच नियमों से समाप्त होते हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean length in decisions</source>
        <translation>निर्णयों में औसत लंबाई</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first mover&apos;s wins among rule-ended matches</source>
        <translation>नियमों से समाप्त मैचों में पहले चलने वाले की जीत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws among rule-ended matches</source>
        <translation>नियमों से समाप्त मैचों में बराबरियाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>balance between the seats</source>
        <translation>आसनों के बीच संतुलन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captures per decision</source>
        <translation>प्रति निर्णय कब्ज़े</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2</source>
        <translation>%1 और %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2 differ in %3.</source>
        <translation>%1 और %2 में अंतर है: %3।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 more pairs differ: see the comparisons table.</source>
        <translation>%1 और जोड़ों में अंतर है: तुलना तालिका देखें।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No difference is shown between %1 (in completion, length, the first mover&apos;s wins, draws, balance and captures, each adjusted for the other comparisons).</source>
        <translation>%1 के बीच कोई अंतर सिद्ध नहीं होता (पूर्णता, लंबाई, पहले चलने वाले की जीत, बराबरी, संतुलन और कब्ज़ों में, प्रत्येक अन्य तुलनाओं के लिए समायोजित)।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Does it end by its rules?</source>
        <translation>क्या यह अपने नियमों से समाप्त होता है?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long is a match?</source>
        <translation>एक मैच कितना लंबा है?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does the first mover gain, and is that real?</source>
        <translation>क्या पहले चलने वाले को लाभ है, और क्या वह वास्तविक है?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which readings differ, and on what?</source>
        <translation>कौन से पाठ अलग हैं, और किसमें?</translation>
    </message>
</context>
<context>
    <name>rulelab::board</name>
    <message>
        <location filename="../core/replay/board_text.cpp" line="-278"/>
        <source>South</source>
        <translation>दक्षिण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>उत्तर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goats</source>
        <translation>बकरियाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheep</source>
        <translation>भेड़ें</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no point</source>
        <translation>कोई अंक नहीं</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pod</source>
        <translation>पोड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>do</source>
        <translation>दो</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tin</source>
        <translation>तीन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>car</source>
        <translation>चार</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+33"/>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>board empty</source>
        <translation>बोर्ड खाली</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one counter left</source>
        <translation>एक गोटी बची</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player had nothing to sow</source>
        <translation>एक खिलाड़ी के पास बोने को कुछ नहीं था</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no further capture</source>
        <translation>आगे कोई पकड़ नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stalled (guard G-2)</source>
        <translation>अटका हुआ (सुरक्षा G-2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chance decides who starts</source>
        <translation>संयोग तय करता है कि पहले कौन चलेगा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadlock: no throw gives either side a legal move</source>
        <translation>गतिरोध: कोई भी फेंक किसी पक्ष को वैध चाल नहीं देती</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throw cap reached</source>
        <translation>फेंकों की सीमा पूरी हुई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sowing order</source>
        <translation>बुआई का क्रम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off the board</source>
        <translation>बोर्ड से बाहर</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 store</source>
        <translation>%1 का भंडार</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 reserve</source>
        <translation>%1 की आरक्षित गोटियाँ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captured by %1</source>
        <translation>%1: पकड़ी गई गोटियाँ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 off the board</source>
        <translation>%1: बोर्ड से बाहर</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1</source>
        <translation>दौर %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bhadar: %1, Kungidar: %2</source>
        <translation>भदर: %1, कुंगीदार: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bhadar: %1</source>
        <translation>भदर: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, bha %1</source>
        <translation>, भा %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, returns 2 at the round&apos;s end</source>
        <translation>, दौर के अंत में 2 लौटाता है</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last round ended (%1): South %2, North %3</source>
        <translation>पिछला दौर समाप्त (%1): दक्षिण %2, उत्तर %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rounds ended by the stall guard: %1</source>
        <translation>ठहराव-सुरक्षा से समाप्त दौर: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 places a group of five</source>
        <translation>%1 पाँच का समूह रखता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 places a group of %2</source>
        <translation>%1 %2 का समूह रखता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses the bha</source>
        <translation>%1 भा चुनता है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match over: %1 (%2)</source>
        <translation>मैच समाप्त: %1 (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throws: %1</source>
        <translation>फेंकों की संख्या: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to throw</source>
        <translation>%1 फेंकें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credits: %1</source>
        <translation>जमा फेंकें: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to spend a credit: %2</source>
        <translation>%1 एक जमा फेंक खर्च करें: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move: throw %2 (%3)</source>
        <translation>%1 चलें: फेंक %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to use the second half: %2 (not with piece %3)</source>
        <translation>%1 दूसरा आधा चलें: %2 (गोटी %3 से नहीं)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 win: every enemy piece captured</source>
        <translation>%1 जीतीं: शत्रु की हर गोटी पकड़ी गई</translation>
    </message>
</context>
<context>
    <name>rulelab::charts</name>
    <message>
        <location filename="../app/charts/chart_data.cpp" line="+378"/>
        <source>%1: line %2: not valid JSON (%3)</source>
        <translation>%1: पंक्ति %2: मान्य JSON नहीं (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: not a RuleLab summary (expected a JSON object)</source>
        <translation>%1: RuleLab सारांश नहीं (JSON ऑब्जेक्ट अपेक्षित)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;rulelab-summary&quot; (this is not a results file)</source>
        <translation>&quot;rulelab-summary&quot; (यह परिणाम फ़ाइल नहीं है)</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+55"/>
        <source>an array</source>
        <translation>एक ऐरे</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an object</source>
        <translation>एक ऑब्जेक्ट</translation>
    </message>
    <message>
        <location line="-220"/>
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
        <location line="+22"/>
        <source>an array of readings</source>
        <translation>पाठों की एक सूची</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an array of rungs</source>
        <translation>पायदानों की एक सूची</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>a metric name</source>
        <translation>एक मापक का नाम</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>an object with &apos;option&apos; and &apos;metric&apos;</source>
        <translation>&apos;option&apos; और &apos;metric&apos; वाला एक ऑब्जेक्ट</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>an object with &apos;options&apos; (two option names) and &apos;metric&apos;</source>
        <translation>&apos;options&apos; (दो विकल्प-नाम) और &apos;metric&apos; वाला एक ऑब्जेक्ट</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_reading.cpp" line="+58"/>
        <source>laps</source>
        <translation>चक्कर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>दौर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turns</source>
        <translation>बारियाँ</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cumulative share</source>
        <translation>संचयी हिस्सा</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Share of each reading&apos;s matches (%1) that took at most the number of %2 on the axis.</source>
        <translation>हर पाठ के उन मैचों (%1) का हिस्सा जिनकी लंबाई अक्ष पर दी गई संख्या तक है (इकाई: %2)।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share of each reading&apos;s matches (%1) per number of %2.</source>
        <translation>हर पाठ के मैचों (%1) का हिस्सा, प्रति संख्या (%2)।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share of each reading&apos;s matches (%1) per bin of %2 %3.</source>
        <translation>हर पाठ के मैचों (%1) का हिस्सा, प्रति खाना (खाने की चौड़ाई: %2 %3)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of each reading&apos;s matches (%1) per final margin.</source>
        <translation>हर पाठ के मैचों (%1) का हिस्सा, हर अंतिम अंतर पर।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of each reading&apos;s matches (%1) per bin of %2 points of final margin.</source>
        <translation>हर पाठ के मैचों (%1) का हिस्सा, प्रति खाना (खाने की चौड़ाई: अंतिम अंतर के %2 अंक)।</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+44"/>
        <source>Matches not ended by the rules count at the length they reached.</source>
        <translation>जो मैच नियमों से समाप्त नहीं हुए, वे उतनी लंबाई पर गिने गए हैं जितनी तक वे पहुँचे।</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders.cpp" line="+307"/>
        <source>Laps (sowing segments) per match</source>
        <translation>प्रति मैच चक्कर (बुआई खंड)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/charts/chart_builders_reading.cpp" line="-4"/>
        <location filename="../app/charts/charts.cpp" line="+79"/>
        <source>Rounds per match</source>
        <translation>प्रति मैच दौर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns per match</source>
        <translation>प्रति मैच बारियाँ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 per reading</source>
        <translation>प्रति पाठ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2 per reading</source>
        <translation>प्रति पाठ %1 से %2</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Sweep of %1: %2</source>
        <translation>%1 का स्वीप: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweep of %1</source>
        <translation>%1 का स्वीप</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 of %2</source>
        <translation>%2 में से %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fewer than half of the matches ended by the rules (%1): the margins include those ended by a guard or stopped by a cap.</source>
        <translation>आधे से कम मैच नियमों से समाप्त हुए (%1): अंतरों में सुरक्षा से समाप्त या सीमा से रोके गए मैच भी शामिल हैं।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than half of the matches ended by the rules (%1): the value is measured on the rule-ended matches only.</source>
        <translation>आधे से कम मैच नियमों से समाप्त हुए (%1): यह मान केवल नियम-समाप्त मैचों पर मापा गया है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than half of the matches ended by the rules (%1): Ludii&apos;s count scores each of the others as a draw (0.5).</source>
        <translation>आधे से कम मैच नियमों से समाप्त हुए (%1): Ludii की गिनती बाकी हर मैच को बराबरी (0.5) मानती है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than half of the matches ended by the rules (%1): the value also counts the matches ended by a guard or stopped by a cap.</source>
        <translation>आधे से कम मैच नियमों से समाप्त हुए (%1): यह मान सुरक्षा से समाप्त या सीमा से रोके गए मैचों को भी गिनता है।</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_reading.cpp" line="+2"/>
        <source>Share of each reading&apos;s matches (%1) by the number of rounds started.</source>
        <translation>हर पाठ के मैचों (%1) का हिस्सा, शुरू हुए दौरों की संख्या के अनुसार।</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>no rule-ended match</source>
        <translation>कोई नियम-समाप्त मैच नहीं</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>First mover&apos;s mean points (win 1, draw 0.5, loss 0) over the rule-ended matches (%1). Bars: 95% Student t intervals. Dashed line: no advantage.</source>
        <translation>नियम-समाप्त मैचों (%1) पर पहले चलने वाले के औसत अंक (जीत 1, बराबरी 0.5, हार 0)। त्रुटि-रेखाएँ: 95% Student t अंतराल। टूटी रेखा: कोई बढ़त नहीं।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ludii&apos;s count: the first mover&apos;s mean points over every match (%1), a match without a result counting as a draw. Bars: 95% Student t intervals.</source>
        <translation>Ludii की गिनती: हर मैच (%1) पर पहले चलने वाले के औसत अंक, बिना परिणाम वाला मैच बराबरी गिना जाता है। त्रुटि-रेखाएँ: 95% Student t अंतराल।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2). Bars: 95% intervals, Clopper-Pearson below 50 matches, Wilson from 50. Dashed line: 0.5.</source>
        <translation>%1 (%2)। त्रुटि-रेखाएँ: 95% अंतराल, 50 से कम मैचों पर Clopper-Pearson, 50 से Wilson। टूटी रेखा: 0.5।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2). Bars: 95% intervals, by the method docs/metrics.md gives for this metric.</source>
        <translation>%1 (%2)। त्रुटि-रेखाएँ: 95% अंतराल, उस विधि से जो docs/metrics.md इस मापक के लिए बताता है।</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Share of each reading&apos;s matches (%1) by how they ended.</source>
        <translation>हर पाठ के मैचों (%1) का हिस्सा, इस अनुसार कि वे कैसे समाप्त हुए।</translation>
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
        <location line="+1"/>
        <source>Usage maps</source>
        <translation>उपयोग-मानचित्र</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric against playing strength</source>
        <translation>खेलने की क्षमता के सामने मीट्रिक</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No results yet: run an experiment or open a results file.</source>
        <translation>अभी कोई परिणाम नहीं: कोई प्रयोग चलाएँ या परिणाम फ़ाइल खोलें।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These readings are of games with different engines, which count turns, laps, rounds and score margins in units of their own, so this figure does not set them side by side. The first-player advantage and the end reasons compare them.</source>
        <translation>ये पठन अलग-अलग इंजनों वाले खेलों के हैं, जो चालें, चक्कर, दौर और अंकों का अंतर अपनी-अपनी इकाइयों में गिनते हैं, इसलिए यह चित्र उन्हें साथ-साथ नहीं रखता। पहले खिलाड़ी का लाभ और समाप्ति के कारण उनकी तुलना करते हैं।</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_reading.cpp" line="-220"/>
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
        <location line="+55"/>
        <location line="+161"/>
        <source>Share of matches</source>
        <translation>मैचों का हिस्सा</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_sweep.cpp" line="+42"/>
        <source>No main effects: these results are not from a sweep.</source>
        <translation>कोई मुख्य प्रभाव नहीं: ये परिणाम किसी स्वीप के नहीं हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No main effects for metric &apos;%1&apos;.</source>
        <translation>मापक &apos;%1&apos; के लिए कोई मुख्य प्रभाव नहीं।</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Effect on %1</source>
        <translation>%1 पर प्रभाव</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Effect of each option value: the mean of the balanced sweep cells with that value minus the mean of all cells. Bars: 95% normal intervals from the cells&apos; standard errors. Dashed line: no effect.</source>
        <translation>हर विकल्प-मान का प्रभाव: उस मान वाले संतुलित स्वीप खानों का औसत घटा सभी खानों का औसत। त्रुटि-रेखाएँ: खानों की मानक त्रुटियों से 95% सामान्य (normal) अंतराल। टूटी रेखा: कोई प्रभाव नहीं।</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location line="+29"/>
        <source>%1
(balanced cell mean)</source>
        <translation>%1
(संतुलित खाना-औसत)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced cell means of the sweep; parallel lines mean no interaction. No intervals are drawn: the CSV gives each interaction contrast with its 95% interval.</source>
        <translation>स्वीप के संतुलित खाना-औसत; समानांतर रेखाओं का अर्थ है कोई पारस्परिक प्रभाव नहीं। अंतराल नहीं बनाए गए: CSV हर पारस्परिक-प्रभाव अंतर को उसके 95% अंतराल के साथ देती है।</translation>
    </message>
    <message>
        <location filename="../app/charts/charts.cpp" line="+270"/>
        <source>%1: the file name must end in .png, .pdf or .svg</source>
        <translation>%1: फ़ाइल नाम का अंत .png, .pdf या .svg से होना चाहिए</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: लिख नहीं सकते: %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: cannot render the figure</source>
        <translation>%1: चित्र नहीं बना सकते</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot save: %2</source>
        <translation>%1: सहेज नहीं सकते: %2</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_explore.cpp" line="+45"/>
        <source>feasible</source>
        <translation>व्यवहार्य</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infeasible</source>
        <translation>अव्यवहार्य</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uncertain</source>
        <translation>अनिश्चित</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Usage similarity (Spearman&apos;s rho)</source>
        <translation>उपयोग-समानता (Spearman का rho)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 with %2</source>
        <translation>%1 (%2 के साथ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ≥ %2</source>
        <translation>%1 ≥ %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ≤ %2</source>
        <translation>%1 ≤ %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 between %2 and %3</source>
        <translation>%1, %2 और %3 के बीच</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>No exploration yet: run one or open a saved one.</source>
        <translation>अभी कोई अन्वेषण नहीं: एक चलाएँ या सहेजा गया कोई खोलें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No candidate has an estimate of this requirement yet.</source>
        <translation>अभी किसी उम्मीदवार के पास इस शर्त का अनुमान नहीं है।</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Candidate (its number in the table), sorted by the estimate</source>
        <translation>उम्मीदवार (तालिका में उसका क्रमांक), अनुमान के अनुसार क्रमबद्ध</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidates, sorted by the estimate (rank)</source>
        <translation>उम्मीदवार, अनुमान के अनुसार क्रमबद्ध (कोटि)</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>%1 matches each</source>
        <translation>हर एक %1 मैच</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2 matches each</source>
        <translation>हर एक %1 से %2 मैच</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each candidate&apos;s estimate with its 95% interval (%1), the candidates sorted by the estimate. %2: %3. Marker and colour give the verdict, reached on Bonferroni-adjusted intervals so that the chance of any wrong verdict is at most %4.</source>
        <translation>हर उम्मीदवार का अनुमान उसके 95% अंतराल (%1) के साथ, उम्मीदवार अनुमान के अनुसार क्रमबद्ध। %2: %3। चिह्न और रंग निर्णय बताते हैं, जो Bonferroni-समायोजित अंतरालों पर लिया गया है ताकि किसी भी ग़लत निर्णय की प्रायिकता अधिकतम %4 हो।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shaded band: the requirement</source>
        <translation>छायांकित पट्टी: शर्त</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dashed line: the requirement</source>
        <translation>टूटी रेखा: शर्त</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 candidate(s) without an estimate are not drawn.</source>
        <translation>बिना अनुमान वाले %1 उम्मीदवार नहीं दिखाए गए।</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_usage.cpp" line="+52"/>
        <source>counters or pieces lifted</source>
        <translation>उठाई गई गोटियाँ या मोहरे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counters sown</source>
        <translation>बोई गई गोटियाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counters or pieces captured</source>
        <translation>पकड़ी गई गोटियाँ या मोहरे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pieces landed</source>
        <translation>उतरे मोहरे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>uses (counters lifted, sown or captured; pieces landed)</source>
        <translation>उपयोग (उठाई, बोई या पकड़ी गई गोटियाँ; उतरे मोहरे)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>(no interval)</source>
        <translation>(कोई अंतराल नहीं)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(not the observed board)</source>
        <translation>(प्रेक्षित बोर्ड नहीं)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Observed</source>
        <translation>प्रेक्षित</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>These results have no usage maps (usage.csv): run the experiment again with this version of RuleLab to count them.</source>
        <translation>इन परिणामों में उपयोग-मानचित्र (usage.csv) नहीं हैं: उन्हें गिनने के लिए RuleLab के इस संस्करण से प्रयोग फिर से चलाएँ।</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>(no use counted)</source>
        <translation>(कोई उपयोग नहीं गिना गया)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Share</source>
        <translation>हिस्सा</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Colour: each cell&apos;s share of the reading&apos;s %1 over its matches (%2), on one scale for every panel.</source>
        <translation>रंग: पाठ के मैचों (%2) में उसके %1 में से हर खाने का हिस्सा, हर पैनल के लिए एक ही पैमाने पर।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Observed: each cell&apos;s share of the observed intensities (%1). ρ: Spearman&apos;s rank correlation of the reading&apos;s %2 with the observed map over its %3 cells, with a 95% interval from the delete-half jackknife over 20 groups of matches.</source>
        <translation>प्रेक्षित: प्रेक्षित तीव्रताओं (%1) में हर खाने का हिस्सा। ρ: पाठ के %2 का प्रेक्षित मानचित्र के साथ, उसके %3 खानों पर, Spearman कोटि सहसंबंध, मैचों के 20 समूहों पर आधे-समूह-छोड़ jackknife से मिले 95% अंतराल के साथ।</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_ladder.cpp" line="+120"/>
        <source>No ladder: these results are not from &apos;rulelab-cli ladder&apos;.</source>
        <translation>कोई सीढ़ी नहीं: ये परिणाम &apos;rulelab-cli ladder&apos; से नहीं हैं।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No rated rung has metric &apos;%1&apos;.</source>
        <translation>किसी रेटिंग वाले पायदान में मीट्रिक &apos;%1&apos; नहीं है।</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>%1: exact play</source>
        <translation>%1: सटीक खेल</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Playing strength (Elo, uniform random = 0)</source>
        <translation>खेलने की क्षमता (Elo, समान यादृच्छिक = 0)</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Each point a rung of the ladder, its agent playing itself; x: its Bradley-Terry rating from matches between adjacent rungs (both seat orders), y: %1. Bars: 95% intervals.</source>
        <translation>हर बिंदु सीढ़ी का एक पायदान, उसका एजेंट स्वयं से खेलता हुआ; x: पास के पायदानों के बीच के मैचों (दोनों बैठक क्रम) से उसकी ब्रैडली-टेरी रेटिंग, y: %1। पट्टियाँ: 95% अंतराल।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dash-dotted line: the exact value under best play (the ladder&apos;s limit).</source>
        <translation>डैश-बिंदु रेखा: सर्वोत्तम खेल में सटीक मान (सीढ़ी की सीमा)।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the top rung&apos;s interval holds the exact value.</source>
        <translation>%1: सबसे ऊपरी पायदान का अंतराल सटीक मान को समेटता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not yet: the top rung&apos;s interval does not hold the exact value.</source>
        <translation>%1: अभी नहीं: सबसे ऊपरी पायदान का अंतराल सटीक मान को नहीं समेटता।</translation>
    </message>
</context>
<context>
    <name>rulelab::charts::Reader</name>
    <message>
        <location filename="../app/charts/chart_data.cpp" line="-316"/>
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
        <location line="+40"/>
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
    <name>rulelab::compare</name>
    <message>
        <location filename="../core/experiment/cross_compare.cpp" line="+56"/>
        <source>%1: is shard %2 of %3; combine the shards with &apos;rulelab-cli merge&apos; first</source>
        <translation>%1: यह %3 में से खंड %2 है; पहले खंडों को &apos;rulelab-cli merge&apos; से जोड़ें</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: is a sweep; compare its cells within it (sweep), or runs of named readings here</source>
        <translation>%1: यह एक स्वीप है; इसके खानों की तुलना इसी के भीतर करें (sweep), या यहाँ नामित पाठों के रनों की तुलना करें</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+96"/>
        <source>compare needs at least two readings</source>
        <translation>compare को कम से कम दो पाठ चाहिए</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>%1 and %2 were played by different agents (%3 and %4): their readings cannot be compared as rules</source>
        <translation>%1 और %2 अलग-अलग एजेंटों (%3 और %4) से खेले गए थे: उनके पाठों की तुलना नियमों के रूप में नहीं की जा सकती</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 and %2 were played with different caps: how their matches ended cannot be compared</source>
        <translation>%1 और %2 अलग-अलग सीमाओं के साथ खेले गए: उनके मैच कैसे समाप्त हुए, इसकी तुलना नहीं की जा सकती</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&apos;%1&apos; is counted in each engine&apos;s own units and is not compared across these games</source>
        <translation>&apos;%1&apos; हर इंजन की अपनी इकाइयों में गिना जाता है और इन खेलों के बीच इसकी तुलना नहीं की जाती</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>reading &apos;%1&apos; is in more than one of the folders; compare it once</source>
        <translation>पाठ &apos;%1&apos; एक से अधिक फ़ोल्डरों में है; इसकी तुलना एक ही बार करें</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Not installed here: %1. Its engine cannot be known, so lengths (turns, laps, rounds), captures, lead changes and score margins are not compared; omitted: %2.</source>
        <translation>यहाँ स्थापित नहीं: %1। उसका इंजन जाना नहीं जा सकता, इसलिए लंबाइयों (बारियाँ, चक्कर, दौर), कब्ज़ों, बढ़त के बदलावों और अंकों के अंतरों की तुलना नहीं की जाती; छोड़े गए: %2।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The games have different engines: lengths (turns, laps, rounds), captures, lead changes and score margins are counted in each engine&apos;s own units and are not compared; omitted: %1.</source>
        <translation>इन खेलों के इंजन अलग-अलग हैं: लंबाइयाँ (बारियाँ, चक्कर, दौर), कब्ज़े, बढ़त के बदलाव और अंकों के अंतर हर इंजन की अपनी इकाइयों में गिने जाते हैं और इनकी तुलना नहीं की जाती; छोड़े गए: %1।</translation>
    </message>
</context>
<context>
    <name>rulelab::files</name>
    <message>
        <location filename="../core/experiment/prepared_reading.cpp" line="+133"/>
        <source>%1: field &apos;id&apos; is &apos;%2&apos;, the id of a built-in reading of %3 (%4), but its options differ (option &apos;%5&apos; is &apos;%6&apos; in the file, &apos;%7&apos; in the built-in reading): a reading file cannot take a built-in reading&apos;s id; give it an id of its own</source>
        <translation>%1: फ़ील्ड &apos;id&apos; &apos;%2&apos; है, जो %3 के एक अंतर्निहित पाठ (%4) की पहचान है, पर इसके विकल्प भिन्न हैं (विकल्प &apos;%5&apos; फ़ाइल में &apos;%6&apos; है, अंतर्निहित पाठ में &apos;%7&apos;): कोई पाठ फ़ाइल किसी अंतर्निहित पाठ की पहचान नहीं ले सकती; इसे अपनी अलग पहचान दें</translation>
    </message>
    <message>
        <location filename="../core/plugin/file_access.cpp" line="+34"/>
        <source>a folder</source>
        <translation>एक फ़ोल्डर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a device</source>
        <translation>एक डिवाइस</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a FIFO (named pipe)</source>
        <translation>एक FIFO (नामित पाइप)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a socket</source>
        <translation>एक सॉकेट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a regular file</source>
        <translation>साधारण फ़ाइल नहीं</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: is %2, not a regular file; RuleLab reads and writes only regular files</source>
        <translation>%1: %2 है, साधारण फ़ाइल नहीं; RuleLab केवल साधारण फ़ाइलें पढ़ता और लिखता है</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: is larger than %2 MB, the most RuleLab reads from a file of this kind; is it the right file?</source>
        <translation>%1: %2 MB से बड़ी है, जो इस प्रकार की फ़ाइल से RuleLab द्वारा पढ़ी जाने वाली अधिकतम सीमा है; क्या यह सही फ़ाइल है?</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+8"/>
        <source>%1: cannot open: %2</source>
        <translation>%1: खोली नहीं जा सकती: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: पढ़ा नहीं जा सकता: %2</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: not a JSON object (%2)</source>
        <translation>%1: JSON ऑब्जेक्ट नहीं है (%2)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>cannot be read (%1): its files are not loaded</source>
        <translation>पढ़ा नहीं जा सकता (%1): इसकी फ़ाइलें लोड नहीं की गईं</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>an output file name is empty</source>
        <translation>आउटपुट फ़ाइल का नाम ख़ाली है</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: is %2, not a regular file; RuleLab writes only regular files (give a file name)</source>
        <translation>%1: %2 है, साधारण फ़ाइल नहीं; RuleLab केवल साधारण फ़ाइलें लिखता है (एक फ़ाइल का नाम दें)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: cannot be written: its folder %2 does not exist (%3)</source>
        <translation>%1: लिखी नहीं जा सकती: इसका फ़ोल्डर %2 मौजूद नहीं है (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: cannot be written: %2 is not a folder</source>
        <translation>%1: लिखी नहीं जा सकती: %2 फ़ोल्डर नहीं है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: cannot be written: its folder %2 takes no new files (%3)</source>
        <translation>%1: लिखी नहीं जा सकती: इसका फ़ोल्डर %2 नई फ़ाइलें नहीं लेता (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an output folder name is empty</source>
        <translation>आउटपुट फ़ोल्डर का नाम ख़ाली है</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a regular file</source>
        <translation>एक साधारण फ़ाइल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: exists and is not a folder (it is %2); results are written into a folder</source>
        <translation>%1: मौजूद है और फ़ोल्डर नहीं है (यह %2 है); परिणाम एक फ़ोल्डर में लिखे जाते हैं</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the folder takes no new files (%2)</source>
        <translation>%1: यह फ़ोल्डर नई फ़ाइलें नहीं लेता (%2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: cannot be used as a folder: %2</source>
        <translation>%1: फ़ोल्डर के रूप में उपयोग नहीं किया जा सकता: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: cannot be created: %2 is not a folder</source>
        <translation>%1: बनाया नहीं जा सकता: %2 फ़ोल्डर नहीं है</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: cannot be created: the folder %2 takes no new files (%3)</source>
        <translation>%1: बनाया नहीं जा सकता: फ़ोल्डर %2 नई फ़ाइलें नहीं लेता (%3)</translation>
    </message>
    <message>
        <location filename="../core/plugin/plugin_registry.cpp" line="+92"/>
        <source>plugin &apos;%1&apos; is already loaded from %2 (the same plugin found twice); this copy is skipped</source>
        <translation>प्लगइन &apos;%1&apos; पहले ही %2 से लोड हो चुका है (वही प्लगइन दो बार मिला); यह प्रति छोड़ दी गई है</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>its plugins %1 are already loaded from %2 (the same plugins found twice: a folder named twice, or a copy of one); they are skipped</source>
        <translation>इसके प्लगइन %1 पहले ही %2 से लोड हो चुके हैं (वही प्लगइन दो बार मिले: एक फ़ोल्डर दो बार दिया गया, या उसकी एक प्रति); इन्हें छोड़ दिया गया है</translation>
    </message>
</context>
<context>
    <name>rulelab::glossary</name>
    <message>
        <location filename="../core/experiment/glossary.cpp" line="+20"/>
        <source>Rules and replay</source>
        <translation>नियम और रीप्ले</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End reasons</source>
        <translation>अंत के कारण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How matches ended</source>
        <translation>मैच कैसे समाप्त हुए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcomes</source>
        <translation>परिणाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metrics</source>
        <translation>मापक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length of play</source>
        <translation>खेल की लंबाई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tests and intervals</source>
        <translation>परीक्षण और अंतराल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agents</source>
        <translation>एजेंट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State graphs</source>
        <translation>स्थिति ग्राफ़</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>reading</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One complete way of reading the sources of a game: a value for every open rule point. RuleLab plays many matches under each reading and compares the readings.</source>
        <translation>किसी खेल के स्रोतों को पढ़ने का एक पूरा तरीका: हर खुले नियम-बिंदु के लिए एक मान। RuleLab हर पाठ के अंतर्गत कई मैच खेलता है और पाठों की तुलना करता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rule option</source>
        <translation>नियम-विकल्प</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One point on which the sources are silent, unclear or disagree, with the values it can take. Each value cites the passages it interprets.</source>
        <translation>ऐसा एक बिंदु जिस पर स्रोत मौन, अस्पष्ट या असहमत हैं, उसके संभव मानों के साथ। हर मान उन अंशों का हवाला देता है जिनकी वह व्याख्या करता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rule point</source>
        <translation>नियम-बिंदु</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One rule of a game as the sources give it, in our own words, with its sources and pages (KB-7, PG-5, BB-10, ...). Every option interprets one rule point.</source>
        <translation>खेल का एक नियम जैसा स्रोत उसे देते हैं, हमारे अपने शब्दों में, उसके स्रोतों और पृष्ठों के साथ (KB-7, PG-5, BB-10, ...)। हर विकल्प एक नियम-बिंदु की व्याख्या करता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gap</source>
        <translation>रिक्ति</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Something the sources leave out or leave unclear. Each gap becomes an option, so that every way of filling it can be played and compared.</source>
        <translation>कोई बात जिसे स्रोत छोड़ देते हैं या अस्पष्ट रहने देते हैं। हर रिक्ति एक विकल्प बनती है, ताकि उसे भरने का हर तरीका खेला और परखा जा सके।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sowing</source>
        <translation>बुआई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the mancala games: lifting every counter of one hole and dropping them one by one into the holes that follow, anticlockwise.</source>
        <translation>मनकला खेलों में: एक गड्ढे की सारी गोटियाँ उठाकर उन्हें एक-एक करके अगले गड्ढों में, घड़ी की उलटी दिशा में, डालना।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lap</source>
        <translation>चक्कर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One stretch of sowing: the first sowing of a move, and each relay after it. One move can have many laps.</source>
        <translation>बुआई का एक खंड: किसी चाल की पहली बुआई, और उसके बाद का हर रिले। एक चाल में कई चक्कर हो सकते हैं।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>relay</source>
        <translation>रिले</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last counter of a sowing falls, the player lifts the counters of the next hole and sows them on, lap after lap, until the hole after the one where the last counter fell is empty.</source>
        <translation>जब बुआई की आख़िरी गोटी गिरती है, खिलाड़ी अगले गड्ढे की गोटियाँ उठाकर आगे बोता है, चक्कर दर चक्कर, जब तक आख़िरी गोटी वाले गड्ढे के बाद का गड्ढा ख़ाली न हो।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>capture</source>
        <translation>पकड़ना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters taken off the board into a player&apos;s store, such as those of the hole beyond the empty one where a move ends. In Bheri Bakri, taking an enemy piece off the board.</source>
        <translation>बोर्ड से उठाकर खिलाड़ी के भंडार में रखी गई गोटियाँ, जैसे चाल जहाँ समाप्त होती है वहाँ ख़ाली गड्ढे के आगे वाले गड्ढे की गोटियाँ। Bheri Bakri में, विरोधी की गोटी को बोर्ड से हटाना।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>four-counter rule</source>
        <translation>चार-गोटी नियम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rule found in only one Khutka Boia source: a hole that comes to hold exactly four counters is taken by the owner of its row. The readings differ on whether and when it applies.</source>
        <translation>Khutka Boia के केवल एक स्रोत में मिलने वाला नियम: जिस गड्ढे में ठीक चार गोटियाँ हो जाएँ, उसे उस पंक्ति का स्वामी ले लेता है। पाठ इस पर भिन्न हैं कि यह लागू होता है या नहीं, और कब।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bha</source>
        <translation>भा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Khutka Boia, a hole at one end of a row that the Bhadar gets after an uneven round; the counters dropped into it become his. It is drawn in gold on the board.</source>
        <translation>Khutka Boia में, पंक्ति के एक छोर का गड्ढा जो असमान दौर के बाद भदर को मिलता है; उसमें डाली गई गोटियाँ उसकी हो जाती हैं। बोर्ड पर यह सुनहरे रंग में दिखता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dead hole</source>
        <translation>मृत गड्ढा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hole left out of play in a later round because its owner could not fill it; no counter is dropped into it. It is drawn greyed and crossed.</source>
        <translation>बाद के किसी दौर में खेल से बाहर रखा गया गड्ढा, क्योंकि उसका स्वामी उसे भर नहीं सका; उसमें कोई गोटी नहीं डाली जाती। यह धूसर और कटा हुआ दिखता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pass</source>
        <translation>बारी छोड़ना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn in which the player cannot move and play goes to the other side. In some readings a player without a move ends the round instead.</source>
        <translation>ऐसी बारी जिसमें खिलाड़ी चल नहीं सकता और खेल दूसरे पक्ष को चला जाता है। कुछ पाठों में चाल-रहित खिलाड़ी इसके बजाय दौर समाप्त कर देता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round</source>
        <translation>दौर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One deal of a mancala game, from setting out the counters to the end of the deal. A match can have many rounds, the holes being filled again from what each player won.</source>
        <translation>मनकला खेल की एक बाज़ी, गोटियाँ जमाने से उस बाज़ी के अंत तक। एक मैच में कई दौर हो सकते हैं, और हर खिलाड़ी ने जो जीता उससे गड्ढे फिर भरे जाते हैं।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>match</source>
        <translation>मैच</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One whole game from the start to its end, played by two agents under one reading. A result counts many matches.</source>
        <translation>शुरुआत से अंत तक एक पूरा खेल, जिसे दो एजेंट एक पाठ के अंतर्गत खेलते हैं। एक परिणाम कई मैचों को गिनता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first mover</source>
        <translation>पहले चलने वाला</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who starts a match: the first to take a turn, a throw included. The second mover is the other player.</source>
        <translation>वह खिलाड़ी जो मैच शुरू करता है: सबसे पहले बारी लेने वाला, फेंक भी शामिल। दूसरा चलने वाला दूसरा खिलाड़ी है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>seat</source>
        <translation>आसन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fixed side of the game, such as South or North, Goats or Sheep. Seat 0 is the first in the game&apos;s list of players, whoever starts.</source>
        <translation>खेल का एक निश्चित पक्ष, जैसे दक्षिण या उत्तर, बकरियाँ या भेड़ें। आसन 0 खेल की खिलाड़ी-सूची में पहला है, चाहे कोई भी शुरू करे।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>guard</source>
        <translation>सुरक्षा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A check by which RuleLab ends a match that its rules cannot end. A guard never changes the result of a match the rules would end: it either proves that they no longer can (G-1 to G-4) or is a cap.</source>
        <translation>एक जाँच जिससे RuleLab ऐसा मैच समाप्त करता है जिसे उसके नियम समाप्त नहीं कर सकते। सुरक्षा कभी उस मैच का परिणाम नहीं बदलती जिसे नियम समाप्त कर देते: या तो वह सिद्ध करती है कि नियम अब ऐसा नहीं कर सकते (G-1 से G-4), या वह एक सीमा है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cap</source>
        <translation>सीमा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A limit on the turns, throws, relay laps or rounds of a match (Caps in the Experiment panel). A match stopped by a cap says only that it did not end within that many.</source>
        <translation>किसी मैच की बारियों, फेंकों, रिले चक्करों या दौरों पर एक सीमा (प्रयोग पैनल में सीमाएँ)। सीमा से रुका मैच केवल यह बताता है कि वह इतने के भीतर समाप्त नहीं हुआ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>G-1, perpetual relay</source>
        <translation>G-1, अनंत रिले</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The guard that proves a relay will never end: the relay came back to exactly a state it had already been in, so it would repeat for ever.</source>
        <translation>वह सुरक्षा जो सिद्ध करती है कि कोई रिले कभी समाप्त नहीं होगा: रिले ठीक उसी स्थिति में लौट आया जिसमें वह पहले रह चुका था, इसलिए वह सदा दोहराता रहेगा।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>G-2, stalled round</source>
        <translation>G-2, अटका हुआ दौर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The guard that proves, by searching every position the round can still reach, that no capture and no end of the round by its rules is possible, whatever both sides play. A repeated position only starts the search; it proves nothing.</source>
        <translation>वह सुरक्षा जो दौर में अब भी पहुँच योग्य हर स्थिति को खोजकर सिद्ध करती है कि न कोई कब्ज़ा संभव है और न नियमों से दौर का अंत, दोनों पक्ष कुछ भी खेलें। दोहराई गई स्थिति केवल खोज शुरू करती है; वह कुछ सिद्ध नहीं करती।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>G-3, repeating match</source>
        <translation>G-3, दोहराता मैच</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The guard kept for a match proven never to end, whatever both players do. No game proves this at present: a match whose rounds only seem to repeat plays on until a cap stops it.</source>
        <translation>वह सुरक्षा जो ऐसे मैच के लिए रखी गई है जिसका कभी समाप्त न होना सिद्ध हो, दोनों खिलाड़ी कुछ भी करें। अभी कोई खेल यह सिद्ध नहीं करता: जिस मैच के दौर केवल दोहराते हुए लगते हैं, वह तब तक चलता है जब तक कोई सीमा उसे रोक न दे।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>G-4, deadlock</source>
        <translation>G-4, गतिरोध</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The guard of Bheri Bakri that proves that no throw of the cowries gives either side a legal move, so the position can never change again.</source>
        <translation>Bheri Bakri की वह सुरक्षा जो सिद्ध करती है कि कौड़ियों की कोई भी फेंक किसी भी पक्ष को वैध चाल नहीं देती, इसलिए स्थिति फिर कभी नहीं बदल सकती।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cowrie throw</source>
        <translation>कौड़ियों की फेंक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bheri Bakri&apos;s dice: four cowries, counting those that land mouth up (1 pod, 2 do, 3 tin, 4 car); a throw with none up scores nothing. A throw is chance, not a turn.</source>
        <translation>Bheri Bakri के पासे: चार कौड़ियाँ, जिनमें मुँह ऊपर गिरने वाली गिनी जाती हैं (1 पोद, 2 दो, 3 तीन, 4 चार); एक भी ऊपर न हो तो फेंक का कोई अंक नहीं। फेंक संयोग है, बारी नहीं।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>micro-step</source>
        <translation>सूक्ष्म चरण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One small step inside a move in the Replay tab: a counter lifted, dropped or captured, a relay lap, a piece moved, a throw. Shift+Left and Shift+Right step through them.</source>
        <translation>रीप्ले टैब में किसी चाल के भीतर एक छोटा कदम: उठाई, डाली या पकड़ी गई गोटी, एक रिले चक्कर, चली गई गोटी, एक फेंक। Shift+Left और Shift+Right इनमें आगे-पीछे ले जाते हैं।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>seed</source>
        <translation>बीज (seed)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number from which all the chance of an experiment is drawn. The same seed, reading and agents give exactly the same matches on any computer.</source>
        <translation>वह संख्या जिससे किसी प्रयोग का सारा संयोग निकाला जाता है। वही बीज, पाठ और एजेंट किसी भी कंप्यूटर पर ठीक वही मैच देते हैं।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match is still going on. Every match of a result has one of the other end reasons.</source>
        <translation>मैच अभी जारी है। किसी परिणाम के हर मैच का अंत का कारण इनमें से कोई दूसरा होता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match reached its end and has a result: by the reading&apos;s own rules alone, or with one or more rounds that a proven stall (G-2) settled by the reading&apos;s stall rule. How it ended (by rule, or by a proven guard) tells the two apart; only matches ended by rule say what the rules themselves decide.</source>
        <translation>मैच अपने अंत तक पहुँचा और उसका परिणाम है: केवल पठन के अपने नियमों से, या ऐसे एक या अधिक दौरों के साथ जिन्हें सिद्ध ठहराव (G-2) के बाद पठन के ठहराव-नियम ने निपटाया। वह कैसे समाप्त हुआ (नियम से, या सिद्ध सुरक्षा से) यह दोनों को अलग बताता है; केवल नियम से समाप्त मैच बताते हैं कि नियम स्वयं क्या तय करते हैं।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A relay came back to exactly a state it had already been in, so the sowing would go round for ever (proven, guard G-1). The match stops without a result.</source>
        <translation>एक रिले ठीक उसी स्थिति में लौट आया जिसमें वह पहले रह चुका था, इसलिए बुआई सदा घूमती रहती (सिद्ध, सुरक्षा G-1)। मैच बिना परिणाम के रुक जाता है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From the position, no capture and no end of the round by its rules can be reached, whatever both sides play (proven by a full search, guard G-2). The reading&apos;s stall option then shares out the board or leaves the match undecided.</source>
        <translation>इस स्थिति से न कोई कब्ज़ा और न नियमों से दौर का अंत पहुँच में है, दोनों पक्ष कुछ भी खेलें (पूरी खोज से सिद्ध, सुरक्षा G-2)। तब पाठ का स्टॉल विकल्प बोर्ड बाँट देता है या मैच को अनिर्णीत छोड़ देता है।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It would be proven that the rules can never end the whole match, whatever both players do (guard G-3), and the match would stop undecided. No game proves this at present, so no match ends this way: a match whose rounds only seem to repeat plays on until a cap stops it.</source>
        <translation>यह सिद्ध होता कि नियम पूरे मैच को कभी समाप्त नहीं कर सकते, दोनों खिलाड़ी कुछ भी करें (सुरक्षा G-3), और मैच अनिर्णीत रुक जाता। अभी कोई खेल यह सिद्ध नहीं करता, इसलिए कोई मैच इस तरह समाप्त नहीं होता: जिस मैच के दौर केवल दोहराते हुए लगते हैं, वह तब तक चलता है जब तक कोई सीमा उसे रोक न दे।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bheri Bakri: no throw of the cowries gives either side a legal move, so the position can never change again (proven, guard G-4). The match has no winner.</source>
        <translation>Bheri Bakri: कौड़ियों की कोई भी फेंक किसी भी पक्ष को वैध चाल नहीं देती, इसलिए स्थिति फिर कभी नहीं बदल सकती (सिद्ध, सुरक्षा G-4)। मैच का कोई विजेता नहीं होता।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One of RuleLab&apos;s caps on turns, throws, relay laps or rounds stopped the match. This says only that it had not ended within that many; it proves nothing about how it would end.</source>
        <translation>बारियों, फेंकों, रिले चक्करों या दौरों पर RuleLab की किसी सीमा ने मैच रोक दिया। इससे केवल यह पता चलता है कि वह इतने के भीतर समाप्त नहीं हुआ था; वह कैसे समाप्त होता, इस बारे में यह कुछ सिद्ध नहीं करता।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a reading that reproduces Ludii&apos;s program, Ludii&apos;s own limit (2,500 turns or 10,000 moves) stopped the match, as Ludii would. Like a cap, it proves nothing.</source>
        <translation>Ludii के प्रोग्राम को दोहराने वाले पाठ में, Ludii की अपनी सीमा (2,500 बारियाँ या 10,000 चालें) ने मैच रोक दिया, जैसे Ludii करता। सीमा की तरह, यह कुछ सिद्ध नहीं करती।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first of the three ways a match ends: the reading&apos;s rules ended it, and every round of it.</source>
        <translation>मैच समाप्त होने के तीन तरीकों में पहला: पाठ के नियमों ने उसे, और उसके हर दौर को, समाप्त किया।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A guard proved that the rules could no longer end the match, or one of its rounds, and the guard&apos;s rule settled it (a perpetual relay, a stalled round, a deadlock).</source>
        <translation>किसी सुरक्षा ने सिद्ध किया कि नियम अब मैच को, या उसके किसी दौर को, समाप्त नहीं कर सकते, और सुरक्षा के नियम ने उसे निपटाया (अनंत रिले, अटका हुआ दौर, गतिरोध)।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A cap or Ludii&apos;s limit stopped the match: it did not end within N. The three ways of ending add up to all the matches.</source>
        <translation>किसी सीमा या Ludii की सीमा ने मैच रोक दिया: वह N के भीतर समाप्त नहीं हुआ। समाप्ति के तीनों तरीके मिलाकर सभी मैच होते हैं।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matches won by the player who started.</source>
        <translation>वे मैच जो शुरू करने वाले खिलाड़ी ने जीते।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches won by the player who did not start.</source>
        <translation>वे मैच जो शुरू न करने वाले खिलाड़ी ने जीते।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches that ended level, neither player winning.</source>
        <translation>वे मैच जो बराबरी पर समाप्त हुए, कोई खिलाड़ी नहीं जीता।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches without a result: a guard or a cap ended them before the rules named a winner.</source>
        <translation>बिना परिणाम वाले मैच: नियमों के विजेता तय करने से पहले किसी सुरक्षा या सीमा ने उन्हें समाप्त कर दिया।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Matches won by seat 0, the first side in the game&apos;s list of players (such as South or Goats), whoever started.</source>
        <translation>आसन 0 के जीते हुए मैच, जो खेल की खिलाड़ी-सूची में पहला पक्ष है (जैसे दक्षिण या बकरियाँ), चाहे किसी ने भी शुरू किया हो।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matches won by seat 1, the other side, whoever started.</source>
        <translation>आसन 1, यानी दूसरे पक्ष, के जीते हुए मैच, चाहे किसी ने भी शुरू किया हो।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The share of matches that the reading&apos;s own rules brought to an end, every round included. A low value means the rules, read this way, often cannot finish a game.</source>
        <translation>उन मैचों का हिस्सा जिन्हें पाठ के अपने नियमों ने, हर दौर सहित, अंत तक पहुँचाया। कम मान का अर्थ है कि इस तरह पढ़े गए नियम अक्सर खेल पूरा नहीं कर पाते।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The share of matches ended because a guard proved that the rules could no longer end the match, or one of its rounds.</source>
        <translation>उन मैचों का हिस्सा जो इसलिए समाप्त हुए कि किसी सुरक्षा ने सिद्ध किया कि नियम अब मैच को, या उसके किसी दौर को, समाप्त नहीं कर सकते।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The share of matches stopped by a cap or by Ludii&apos;s limit. Completion, the share ended by a proven guard and this share add up to 1.</source>
        <translation>किसी सीमा या Ludii की सीमा से रुके मैचों का हिस्सा। पूर्णता, सिद्ध सुरक्षा से समाप्त मैचों का हिस्सा और यह हिस्सा मिलकर 1 होते हैं।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Among the matches the rules ended, the share that were drawn.</source>
        <translation>नियमों से समाप्त मैचों में बराबरी वाले मैचों का हिस्सा।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first mover&apos;s average points over the matches the rules ended: 1 for a win, 0.5 for a draw, 0 for a loss. 0.5 means that starting gives no advantage.</source>
        <translation>नियमों से समाप्त मैचों में पहले चलने वाले के औसत अंक: जीत पर 1, बराबरी पर 0.5, हार पर 0। 0.5 का अर्थ है कि शुरू करने से कोई लाभ नहीं मिलता।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ludii&apos;s version of the first mover&apos;s points, over every match: a match without a winner, even one stopped at a limit, counts as a draw. Use it to set RuleLab&apos;s numbers beside Ludii&apos;s.</source>
        <translation>पहले चलने वाले के अंकों का Ludii वाला रूप, सभी मैचों पर: बिना विजेता वाला मैच, सीमा पर रुका हुआ भी, बराबरी गिना जाता है। RuleLab की संख्याओं को Ludii की संख्याओं के साथ रखने के लिए इसका उपयोग करें।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How evenly the two seats win, over every match: 1 minus the difference between the seats&apos; shares of wins. 1 means both seats win equally often.</source>
        <translation>सभी मैचों पर दोनों आसन कितनी बराबरी से जीतते हैं: 1 में से आसनों की जीत के हिस्सों का अंतर घटाकर। 1 का अर्थ है कि दोनों आसन बराबर बार जीतते हैं।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Among the matches the rules ended, the share won by the player who started.</source>
        <translation>नियमों से समाप्त मैचों में शुरू करने वाले खिलाड़ी के जीते हुए मैचों का हिस्सा।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Among the matches the rules ended, the share won by the player who did not start.</source>
        <translation>नियमों से समाप्त मैचों में शुरू न करने वाले खिलाड़ी के जीते हुए मैचों का हिस्सा।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the two seats have different agents: the share of all matches won by the first agent given, whichever seat it sat in.</source>
        <translation>जब दोनों आसनों पर अलग-अलग एजेंट हों: पहले दिए गए एजेंट के जीते हुए सभी मैचों का हिस्सा, वह किसी भी आसन पर बैठा हो।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the two seats have different agents: the share of all matches won by the second agent given, whichever seat it sat in.</source>
        <translation>जब दोनों आसनों पर अलग-अलग एजेंट हों: दूसरे दिए गए एजेंट के जीते हुए सभी मैचों का हिस्सा, वह किसी भी आसन पर बैठा हो।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many legal moves a player had, on average, when it was his turn to decide. More moves mean more choice.</source>
        <translation>निर्णय की बारी आने पर खिलाड़ी के पास औसतन कितनी वैध चालें थीं। अधिक चालों का अर्थ है अधिक चुनाव।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The share of decisions at which the player had exactly one legal move, and so no real choice.</source>
        <translation>उन निर्णयों का हिस्सा जिनमें खिलाड़ी के पास ठीक एक वैध चाल थी, और इसलिए कोई वास्तविक चुनाव नहीं।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Captures per player decision, over all the matches.</source>
        <translation>सभी मैचों पर, खिलाड़ी के प्रति निर्णय कब्ज़े।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How often, on average, the lead by score passes from one player to the other in a match; a tie keeps the previous leader. Many changes suggest a game that stays open.</source>
        <translation>एक मैच में अंकों की बढ़त औसतन कितनी बार एक खिलाड़ी से दूसरे के पास जाती है; बराबरी होने पर पिछला अग्रणी बना रहता है। कई बदलाव ऐसे खेल का संकेत हैं जो अंत तक खुला रहता है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Over the matches the rules ended: the first mover&apos;s final score minus the second mover&apos;s, on average.</source>
        <translation>नियमों से समाप्त मैचों पर: पहले चलने वाले के अंतिम अंकों में से दूसरे चलने वाले के अंक घटाकर, औसतन।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a comparison: the whole table of wins of each player, draws and undecided matches, tested at once for any difference between two readings.</source>
        <translation>तुलना में: हर खिलाड़ी की जीत, बराबरी और अनिर्णीत मैचों की पूरी तालिका, जिसे दो पाठों के बीच किसी भी अंतर के लिए एक साथ परखा जाता है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a comparison: the whole table of how the matches ended, tested at once for any difference between two readings.</source>
        <translation>तुलना में: मैच कैसे समाप्त हुए इसकी पूरी तालिका, जिसे दो पाठों के बीच किसी भी अंतर के लिए एक साथ परखा जाता है।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>95% interval</source>
        <translation>95% अंतराल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A range that would hold the true value in 95 of 100 repetitions of the experiment. Every number RuleLab reports has one; more matches make it narrower.</source>
        <translation>मानों का एक दायरा जिसमें प्रयोग को 100 बार दोहराने पर 95 बार सही मान होगा। RuleLab की बताई हर संख्या के साथ एक होता है; अधिक मैच इसे संकरा करते हैं।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>p-value</source>
        <translation>p-मान</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chance of a difference at least as large as the one seen if the two readings really played alike. Below 0.05 the difference is called significant.</source>
        <translation>यदि दोनों पाठ वास्तव में एक जैसे खेलते, तो देखे गए अंतर जितना या उससे बड़ा अंतर आने की संभावना। 0.05 से कम होने पर अंतर को सार्थक कहा जाता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonferroni adjustment</source>
        <translation>बॉनफ़ेरोनी समायोजन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When many differences are tested, some look significant by chance. Bonferroni&apos;s method multiplies each p-value of a family of m tests (one metric across the pairs of readings, or the primary metrics together) by m, and widens each interval to level 1 - 0.05/m, so that the chance of any false alarm stays at most 5% and an adjusted p and its interval agree.</source>
        <translation>जब कई अंतर परखे जाते हैं, तो कुछ संयोग से सार्थक दिखते हैं। बॉनफ़ेरोनी की विधि m परीक्षणों के एक परिवार (पाठों के सभी जोड़ों पर एक मापक, या प्राथमिक मापक एक साथ) के हर p-मान को m से गुणा करती है और हर अंतराल को 1 - 0.05/m के स्तर तक चौड़ा करती है, ताकि किसी भी झूठी चेतावनी की संभावना अधिक से अधिक 5% रहे और समायोजित p और उसका अंतराल एक-दूसरे से मेल खाएँ।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>score test and interval of two shares</source>
        <translation>दो हिस्सों का स्कोर परीक्षण और अंतराल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tests whether two shares differ (the continuity-corrected score test, which is Yates&apos; chi-square test of the 2x2 table), and gives the interval of their difference by asking the same test of every other difference, so the interval leaves out 0 exactly when p is below 0.05. It errs on the cautious side with few matches.</source>
        <translation>परखता है कि दो हिस्से अलग हैं या नहीं (निरंतरता-संशोधित स्कोर परीक्षण, जो 2x2 तालिका का येट्स काई-वर्ग परीक्षण है), और उनके अंतर का अंतराल हर दूसरे अंतर पर यही परीक्षण लगाकर देता है, इसलिए अंतराल 0 को ठीक तभी छोड़ता है जब p 0.05 से कम हो। कम मैचों में यह सावधानी की ओर झुकता है।</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>permutation test of two means</source>
        <translation>दो माध्यों का क्रमचय परीक्षण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used instead of the Welch t test when a reading has fewer than 2,000 matches: the matches of both readings are shuffled between them 9,999 times, and p is the share of shuffles whose Welch t is at least as far from 0 as the readings&apos; own. It holds its 5% for skewed lengths, where the t distribution does not; the interval is read off the same shuffles.</source>
        <translation>जब किसी पाठ के 2,000 से कम मैच हों तब Welch t परीक्षण के स्थान पर प्रयुक्त: दोनों पाठों के मैच उनके बीच 9,999 बार फेंटे जाते हैं, और p उन फेंटों का हिस्सा है जिनका Welch t कम से कम उतना ही 0 से दूर है जितना पाठों का अपना। यह तिरछी लंबाइयों पर भी अपना 5% बनाए रखता है, जहाँ t वितरण नहीं रखता; अंतराल उन्हीं फेंटों से पढ़ा जाता है।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>permutation test of dominance</source>
        <translation>प्रभुत्व का क्रमचय परीक्षण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Brunner-Munzel test with its p-value from 9,999 shuffles of the matches between the two readings, used when a reading has fewer than 2,000 matches: exact with many tied lengths.</source>
        <translation>Brunner-Munzel परीक्षण, जिसका p-मान दोनों पाठों के बीच मैचों के 9,999 फेंटों से आता है; तब प्रयुक्त जब किसी पाठ के 2,000 से कम मैच हों: कई बराबर लंबाइयों के साथ भी सटीक।</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Balance test</source>
        <translation>संतुलन परीक्षण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compares the Balance of two readings: their seat imbalances are equal in size when they are equal or mirror images, so a difference is declared only when both are rejected (a Welch t test of each, on the same standard error as the interval). Equal values give p = 1.</source>
        <translation>दो पाठों के संतुलन की तुलना करता है: उनके आसनों के असंतुलन आकार में बराबर होते हैं जब वे बराबर हों या एक-दूसरे की दर्पण छवि हों, इसलिए अंतर तभी घोषित होता है जब दोनों अस्वीकार हों (हर एक का वेल्च t परीक्षण, अंतराल वाली ही मानक त्रुटि पर)। बराबर मान p = 1 देते हैं।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>n/a (no matches to rest on)</source>
        <translation>अनुपलब्ध (टिकने के लिए कोई मैच नहीं)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A metric none of whose matches exist in a reading, such as the first mover&apos;s win rate when no match ended by the rules: it has no value (not 0), and a comparison of it has no test.</source>
        <translation>ऐसा मापक जिसके कोई मैच किसी पठन में नहीं हैं, जैसे पहले चलने वाले की जीत दर जब कोई मैच नियमों से समाप्त न हुआ हो: उसका कोई मान नहीं (0 नहीं), और उसकी तुलना का कोई परीक्षण नहीं।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The interval and t test of a ratio of totals, such as legal moves per decision, each match counting as one unit.</source>
        <translation>कुलों के अनुपात का अंतराल और t परीक्षण, जैसे प्रति निर्णय वैध चालें, हर मैच एक इकाई गिना जाता है।</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Wilson interval</source>
        <translation>विल्सन अंतराल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 95% interval of a share, such as a win rate, used from 50 matches on.</source>
        <translation>किसी हिस्से (जैसे जीत दर) का 95% अंतराल, 50 मैचों से आगे प्रयुक्त।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clopper-Pearson interval</source>
        <translation>क्लॉपर-पियर्सन अंतराल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The exact 95% interval of a share, used below 50 matches, where the usual approximations are poor.</source>
        <translation>किसी हिस्से का सटीक 95% अंतराल, 50 से कम मैचों पर प्रयुक्त, जहाँ सामान्य सन्निकटन कमज़ोर होते हैं।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Student t interval</source>
        <translation>स्टूडेंट t अंतराल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 95% interval of a mean, such as the mean turns per match, from the spread of the single matches&apos; values.</source>
        <translation>किसी औसत (जैसे प्रति मैच औसत बारियाँ) का 95% अंतराल, अलग-अलग मैचों के मानों के फैलाव से।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Welch t interval and test</source>
        <translation>वेल्च t अंतराल और परीक्षण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The difference between two means with its interval and test, without assuming that both readings vary equally.</source>
        <translation>दो औसतों का अंतर, उसके अंतराल और परीक्षण के साथ, यह माने बिना कि दोनों पाठों में बराबर उतार-चढ़ाव है।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Brunner-Munzel test (dominance)</source>
        <translation>ब्रूनर-मुन्ज़ेल परीक्षण (प्रभुत्व)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tests whether the matches of one reading tend to be longer than those of the other (the question of the Mann-Whitney test), without assuming that both have the same shape.</source>
        <translation>परखता है कि क्या एक पाठ के मैच दूसरे के मैचों से लंबे होने की प्रवृत्ति रखते हैं (मैन-व्हिटनी परीक्षण का प्रश्न), यह माने बिना कि दोनों का आकार एक जैसा है।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>exact separation</source>
        <translation>पूर्ण पृथक्करण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When every match of one reading is longer than every match of the other, the dominance test cannot be computed; RuleLab then gives the exact permutation p-value, 2 / C(n1 + n2, n1), and no interval.</source>
        <translation>जब एक पाठ का हर मैच दूसरे के हर मैच से लंबा हो, तो प्रभुत्व परीक्षण की गणना नहीं हो सकती; तब RuleLab सटीक क्रमचय p-मान, 2 / C(n1 + n2, n1), देता है और कोई अंतराल नहीं।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bootstrap interval of medians</source>
        <translation>माध्यिकाओं का बूटस्ट्रैप अंतराल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The difference between two medians, with an interval from 20,000 resamplings of the matches (always the same draws); there is no test.</source>
        <translation>दो माध्यिकाओं का अंतर, मैचों के 20,000 पुनर्नमूनों से बने अंतराल के साथ (हर बार वही निकासियाँ); इसका कोई परीक्षण नहीं है।</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>delta method</source>
        <translation>डेल्टा विधि</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>permutation test of two ratios</source>
        <translation>दो अनुपातों का क्रमचय परीक्षण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The delta method&apos;s t of two ratios of totals with its p-value from 9,999 shuffles of the matches between the readings, used when a reading has fewer than 2,000 matches.</source>
        <translation>दो योग-अनुपातों का डेल्टा विधि वाला t, जिसका p-मान पाठों के बीच मैचों के 9,999 फेंटों से आता है; तब प्रयुक्त जब किसी पाठ के 2,000 से कम मैच हों।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chi-square test</source>
        <translation>काई-वर्ग परीक्षण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tests whether a whole table of counts (outcomes, or end reasons) differs between two readings. It gives no interval.</source>
        <translation>परखता है कि क्या गिनतियों की पूरी तालिका (परिणाम, या अंत के कारण) दो पाठों के बीच भिन्न है। यह कोई अंतराल नहीं देता।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exact conditional test (Monte Carlo)</source>
        <translation>सटीक सशर्त परीक्षण (मोंटे कार्लो)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used instead of the chi-square test when an expected count is below 5: 20,000 random tables with the same totals are drawn, and p is never below 1/20,001.</source>
        <translation>जब कोई अपेक्षित गिनती 5 से कम हो, तब काई-वर्ग परीक्षण के स्थान पर प्रयुक्त: समान योगों वाली 20,000 यादृच्छिक तालिकाएँ निकाली जाती हैं, और p कभी 1/20,001 से कम नहीं होता।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>equivalence test (TOST)</source>
        <translation>समतुल्यता परीक्षण (TOST)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a margin, two one-sided tests that the difference lies within plus or minus the margin. A small p supports &apos;the readings differ by less than the margin&apos;.</source>
        <translation>किसी सीमांत के साथ, दो एकपक्षीय परीक्षण कि अंतर धन या ऋण सीमांत के भीतर है। छोटा p इस कथन का समर्थन करता है कि &apos;पाठों में सीमांत से कम अंतर है&apos;।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>random player (random)</source>
        <translation>यादृच्छिक खिलाड़ी (random)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picks any legal move with equal chance. The default: it shows what the rules allow, not what skilled players would do.</source>
        <translation>कोई भी वैध चाल बराबर संभावना से चुनता है। यह डिफ़ॉल्ट है: यह दिखाता है कि नियम क्या अनुमति देते हैं, न कि कुशल खिलाड़ी क्या करते।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>greedy player (greedy)</source>
        <translation>लोभी खिलाड़ी (greedy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picks the move that gains the most score at once, choosing at random among equals; it never looks further ahead.</source>
        <translation>वह चाल चुनता है जो तुरंत सबसे अधिक अंक दिलाए, बराबर चालों में से यादृच्छिक रूप से चुनते हुए; वह कभी आगे नहीं देखता।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Monte Carlo tree search (mcts:N)</source>
        <translation>मोंटे कार्लो वृक्ष खोज (mcts:N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays N quick random games from the position for each decision and picks the move that did best (1,000 when N is left out). More playouts play better, and more slowly.</source>
        <translation>हर निर्णय के लिए स्थिति से N तेज़ यादृच्छिक खेल खेलता है और सबसे अच्छा करने वाली चाल चुनता है (N न देने पर 1,000)। अधिक प्लेआउट बेहतर, पर धीमा खेलते हैं।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>look-ahead search (search:D)</source>
        <translation>आगे देखने वाली खोज (search:D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looks D steps ahead (throws count as steps), assuming both sides play their best and averaging over the throws, and picks the move with the best score difference; a win counts more than any score. Depth 4 when D is left out.</source>
        <translation>D कदम आगे देखता है (फेंकें भी कदम गिनी जाती हैं), यह मानकर कि दोनों पक्ष सबसे अच्छा खेलते हैं और फेंकों पर औसत लेकर, और सबसे अच्छे अंक-अंतर वाली चाल चुनता है; जीत किसी भी अंक से अधिक गिनी जाती है। D न देने पर गहराई 4।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>look-ahead search with a budget (search:D:NODES)</source>
        <translation>बजट सहित आगे देखने वाली खोज (search:D:NODES)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same look-ahead, examining at most NODES positions for one move (2,000,000 by default); past that it judges positions by their score, so no move takes unbounded time.</source>
        <translation>वही आगे देखना, पर एक चाल के लिए अधिकतम NODES स्थितियाँ जाँचते हुए (डिफ़ॉल्ट 2,000,000); उसके बाद स्थितियों को उनके अंकों से आँकता है, ताकि कोई चाल असीमित समय न ले।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>swap seats</source>
        <translation>आसन बदलना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With two different agents, every other match swaps their seats, so that the advantage of starting and the strength of an agent can be told apart.</source>
        <translation>दो अलग एजेंटों के साथ, हर दूसरे मैच में उनके आसन बदल दिए जाते हैं, ताकि शुरू करने का लाभ और एजेंट की ताक़त अलग-अलग पहचानी जा सके।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>state</source>
        <translation>स्थिति</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One position of the game with everything that decides what can happen next: the board, the player to move, and whatever the rules remember.</source>
        <translation>खेल की एक स्थिति, उस सब के साथ जो तय करता है कि आगे क्या हो सकता है: बोर्ड, चलने वाला खिलाड़ी, और जो कुछ नियम याद रखते हैं।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>edge</source>
        <translation>किनारा (edge)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move, or an outcome of chance, leading from one state to another.</source>
        <translation>एक चाल, या संयोग का एक परिणाम, जो एक स्थिति से दूसरी तक ले जाता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chance state</source>
        <translation>संयोग स्थिति</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A state where chance decides, such as a throw of the cowries; its edges carry exact probabilities. Drawn as a diamond.</source>
        <translation>ऐसी स्थिति जहाँ संयोग तय करता है, जैसे कौड़ियों की फेंक; इसके किनारों पर सटीक प्रायिकताएँ होती हैं। हीरे के आकार में दिखती है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>end state</source>
        <translation>अंतिम स्थिति</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A state in which the match is over. Drawn as a square.</source>
        <translation>ऐसी स्थिति जिसमें मैच समाप्त हो चुका है। वर्ग के आकार में दिखती है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>depth</source>
        <translation>गहराई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many moves and throws a state lies from the start, by the shortest way.</source>
        <translation>सबसे छोटे रास्ते से, कोई स्थिति शुरुआत से कितनी चालें और फेंकें दूर है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>frontier (not expanded)</source>
        <translation>सीमांत (विस्तार नहीं हुआ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>States found but not explored further because the limit (Max states) was reached. The graph is then incomplete and cannot be solved.</source>
        <translation>मिली हुई पर आगे न खोजी गई स्थितियाँ, क्योंकि सीमा (अधिकतम स्थितियाँ) पूरी हो गई थी। तब ग्राफ़ अधूरा है और हल नहीं किया जा सकता।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strongly connected component</source>
        <translation>प्रबल रूप से संबद्ध घटक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A group of states each of which can be reached from every other. The component graph draws each group as one node.</source>
        <translation>स्थितियों का एक समूह जिसमें हर स्थिति तक हर दूसरी से पहुँचा जा सकता है। घटक ग्राफ़ हर समूह को एक नोड के रूप में बनाता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cyclic component</source>
        <translation>चक्रीय घटक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A component in which play can go round for ever, coming back to the same states. The graph counts them and the states on such cycles.</source>
        <translation>ऐसा घटक जिसमें खेल सदा घूमता रह सकता है, उन्हीं स्थितियों पर लौटते हुए। ग्राफ़ इन्हें और ऐसे चक्रों पर की स्थितियों को गिनता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dead state</source>
        <translation>मृत स्थिति</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A state from which no end of the match can be reached, whatever is played.</source>
        <translation>ऐसी स्थिति जहाँ से मैच के किसी अंत तक नहीं पहुँचा जा सकता, कुछ भी खेला जाए।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>retrograde analysis</source>
        <translation>पश्चगामी विश्लेषण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solving a game without chance backwards from its ends, to find the result of every state under best play by both sides.</source>
        <translation>संयोग-रहित खेल को उसके अंतों से पीछे की ओर हल करना, ताकि दोनों पक्षों के सर्वोत्तम खेल में हर स्थिति का परिणाम मिले।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>value iteration</source>
        <translation>मान पुनरावृत्ति</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solving a game with chance: every state&apos;s chance of winning is improved step by step until it no longer changes.</source>
        <translation>संयोग वाले खेल को हल करना: हर स्थिति की जीत की संभावना को कदम-दर-कदम सुधारा जाता है जब तक वह बदलना बंद न कर दे।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exact value</source>
        <translation>सटीक मान</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the start is worth under best play by both sides: who wins and by how much or, with chance, the exact probability that the first seat wins. Only complete graphs can be solved.</source>
        <translation>दोनों पक्षों के सर्वोत्तम खेल में शुरुआत का मूल्य: कौन जीतता है और कितने से, या संयोग हो तो पहले आसन के जीतने की सटीक प्रायिकता। केवल पूरे ग्राफ़ हल किए जा सकते हैं।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>neither side can force an end</source>
        <translation>कोई भी पक्ष अंत के लिए बाध्य नहीं कर सकता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under best play the side that would lose keeps play going round a cycle (shown as ∞). It does not mean that the round can never end: a capture may still be reachable.</source>
        <translation>सर्वोत्तम खेल में हारने वाला पक्ष खेल को एक चक्र में घुमाता रहता है (∞ के रूप में दिखाया गया)। इसका अर्थ यह नहीं कि दौर कभी समाप्त नहीं हो सकता: कोई कब्ज़ा अब भी पहुँच में हो सकता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round-level graph</source>
        <translation>दौर-स्तरीय ग्राफ़</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For matches of many rounds: one node for each way a round was set up (live holes, Bhadar, bha), edges for how often one led to another, ending in the ends of the matches.</source>
        <translation>कई दौरों वाले मैचों के लिए: किसी दौर की हर प्रारंभिक व्यवस्था (जीवित गड्ढे, भदर, भा) के लिए एक नोड, और किनारे जो बताते हैं कि एक व्यवस्था कितनी बार दूसरी तक ले गई, जो मैचों के अंतों पर समाप्त होते हैं।</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A turn is one decision by a player; throws and other events of chance are not turns.</source>
        <translation>एक बारी किसी खिलाड़ी का एक निर्णय है; फेंकें और संयोग की अन्य घटनाएँ बारियाँ नहीं हैं।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A lap is one stretch of sowing (the first sowing of a move, or a relay); in games without laps, each move counts as one.</source>
        <translation>एक चक्कर बुआई का एक खंड है (किसी चाल की पहली बुआई, या एक रिले); बिना चक्करों वाले खेलों में हर चाल एक गिनी जाती है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rounds are counted when they start; a game of a single round counts 1.</source>
        <translation>दौर शुरू होने पर गिने जाते हैं; एक ही दौर वाला खेल 1 गिना जाता है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the average per match, with a Student t interval.</source>
        <translation>यह प्रति मैच औसत है, स्टूडेंट t अंतराल के साथ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The median: half of the matches are shorter and half longer. Its interval rests on the sorted values alone, whatever their shape.</source>
        <translation>माध्यिका: आधे मैच इससे छोटे और आधे लंबे होते हैं। इसका अंतराल केवल क्रमबद्ध मानों पर आधारित है, उनका आकार जो भी हो।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The 10th percentile: one match in ten is shorter than this.</source>
        <translation>10वाँ शतमक: दस में से एक मैच इससे छोटा होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 90th percentile: one match in ten is longer than this.</source>
        <translation>90वाँ शतमक: दस में से एक मैच इससे लंबा होता है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a comparison: the chance that a match of the first reading is longer than one of the second, minus the chance that it is shorter. 0 means neither tends to be longer; 1 means every match of the first is longer.</source>
        <translation>तुलना में: पहले पाठ के किसी मैच के दूसरे पाठ के किसी मैच से लंबा होने की संभावना, घटा उसके छोटा होने की संभावना। 0 का अर्थ है कि कोई भी लंबा होने की प्रवृत्ति नहीं रखता; 1 का अर्थ है कि पहले का हर मैच लंबा है।</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The share of matches that ended this way. %1</source>
        <translation>इस तरह समाप्त हुए मैचों का हिस्सा। %1</translation>
    </message>
</context>
<context>
    <name>rulelab::integrity</name>
    <message>
        <location filename="../core/experiment/integrity.cpp" line="+33"/>
        <source>%1 was edited after it was written: its content no longer matches its checksum (integrity.summary_sha256), so none of its figures is used. Write the results again: run the experiment or the exploration again, or merge its shards again.</source>
        <translation>%1 को लिखे जाने के बाद संपादित किया गया: इसकी सामग्री अब इसके चेकसम (integrity.summary_sha256) से मेल नहीं खाती, इसलिए इसका कोई भी आँकड़ा उपयोग नहीं किया जाता। परिणाम फिर से लिखें: प्रयोग या अन्वेषण फिर से चलाएँ, या इसके खंडों को फिर से जोड़ें।</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: पढ़ा नहीं जा सकता: %2</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 has no integrity record (it was written before RuleLab checked its results): whether it or its files were edited cannot be checked. Write it again (run, explore or merge again) to have it checked.</source>
        <translation>%1 में कोई अखंडता अभिलेख नहीं है (यह RuleLab के अपने परिणामों की जाँच शुरू करने से पहले लिखा गया था): यह या इसकी फ़ाइलें संपादित की गईं या नहीं, इसकी जाँच नहीं हो सकती। जाँच के लिए इसे फिर से लिखें (फिर से चलाएँ, अन्वेषण करें या जोड़ें)।</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 differs from the one %2 was written with (its SHA-256 is not the one integrity.files records): it was edited, truncated or comes from another run, so these results are not used. Put back the file written with it, or write the results again (run or merge again).</source>
        <translation>%1 उस फ़ाइल से भिन्न है जिसके साथ %2 लिखा गया था (इसका SHA-256 वह नहीं है जो integrity.files में दर्ज है): इसे संपादित किया गया, छोटा किया गया या यह किसी दूसरे रन से है, इसलिए ये परिणाम उपयोग नहीं किए जाते। उसके साथ लिखी गई फ़ाइल वापस रखें, या परिणाम फिर से लिखें (फिर से चलाएँ या जोड़ें)।</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 was not written with %2 (integrity.files does not list it): it comes from another run, so these results are not used. Remove it, or write the results again (run or merge again).</source>
        <translation>%1, %2 के साथ नहीं लिखी गई थी (integrity.files में यह सूचीबद्ध नहीं है): यह किसी दूसरे रन से है, इसलिए ये परिणाम उपयोग नहीं किए जाते। इसे हटाएँ, या परिणाम फिर से लिखें (फिर से चलाएँ या जोड़ें)।</translation>
    </message>
</context>
<context>
    <name>rulelab::moves</name>
    <message>
        <location filename="../core/replay/board_text.cpp" line="-75"/>
        <source>%1, second half of %2</source>
        <translation>%1, %2 का दूसरा आधा</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, first half of %2</source>
        <translation>%1, %2 का पहला आधा</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 credit</source>
        <translation>जमा %1</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>chance: %1 starts</source>
        <translation>संयोग: %1 पहले चलता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sows %2 (%3) clockwise</source>
        <translation>%1: %2 से दक्षिणावर्त बुआई (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sows %2 (%3)</source>
        <translation>%1: %2 से बुआई (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passes (nothing to sow)</source>
        <translation>%1: बारी छोड़ी (बोने को कुछ नहीं)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fills %2 with five</source>
        <translation>%1: %2 में पाँच भरे</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fills %2 with %3</source>
        <translation>%1: %2 में %3 भरे</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 makes %2 the bha</source>
        <translation>%1: %2 को भा बनाया</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes %2 %3&apos;s bha</source>
        <translation>%1: %2 को %3 का भा बनाया</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move %1 (not legal here)</source>
        <translation>चाल %1 (यहाँ वैध नहीं)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chance: %1 start</source>
        <translation>संयोग: %1 पहले चलती हैं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>throw: %1 (%2)</source>
        <translation>फेंक: %1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 move piece %2 from %3 off the board (%4)</source>
        <translation>%1: गोटी %2, %3 से बोर्ड के बाहर (%4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 move piece %2 from %3 to %4 (%5)</source>
        <translation>%1: गोटी %2, %3 से %4 तक (%5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, capturing %1 piece %2</source>
        <translation>, गोटी %2 (%1) पकड़ी</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 give up the second half (%2)</source>
        <translation>%1: दूसरा आधा छोड़ा (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 give up their remaining credits</source>
        <translation>%1: बची हुई जमा फेंकें छोड़ीं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 decline the throw of %2 (%3)</source>
        <translation>%1: %2 (%3) की फेंक नहीं ली</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: no move (the match is over)</source>
        <translation>%1: कोई चाल नहीं (मैच समाप्त हो चुका है)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: illegal move %2</source>
        <translation>%1: अवैध चाल %2</translation>
    </message>
</context>
<context>
    <name>rulelab::names</name>
    <message>
        <location filename="../core/experiment/display_names.cpp" line="+12"/>
        <source>not ended</source>
        <translation>समाप्त नहीं</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>ended by the rules</source>
        <translation>नियमों से समाप्त</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>perpetual relay (proven, G-1)</source>
        <translation>अनंत रिले (सिद्ध, G-1)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>finished with a result</source>
        <translation>परिणाम के साथ समाप्त</translation>
    </message>
    <message>
        <location line="+2"/>
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
    <message>
        <location line="+8"/>
        <source>difference of shares, continuity-corrected score test (Yates) and the interval that inverts it</source>
        <translation>हिस्सों का अंतर, निरंतरता-संशोधित स्कोर परीक्षण (येट्स) और उसे उलटने वाला अंतराल</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>difference of Balance (|seat imbalance|), Welch t interval and intersection-union test (both d_a = d_b and d_a = -d_b rejected)</source>
        <translation>संतुलन का अंतर (|आसनों का असंतुलन|), वेल्च t अंतराल और प्रतिच्छेद-संघ परीक्षण (d_a = d_b और d_a = -d_b दोनों अस्वीकार)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>difference of ratios, delta-method interval and t test (Welch-Satterthwaite degrees of freedom)</source>
        <translation>अनुपातों का अंतर, डेल्टा-विधि अंतराल और t परीक्षण (वेल्च-सैटरथवेट स्वातंत्र्य कोटि)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>difference of means, studentized permutation test of Welch&apos;s t (9,999 splits) and the interval inverting it</source>
        <translation>माध्यों का अंतर, Welch के t का मानकीकृत क्रमचय परीक्षण (9,999 विभाजन) और उसे उलटने वाला अंतराल</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dominance P(first longer) - P(second longer), studentized permutation test of Brunner-Munzel&apos;s statistic (9,999 splits) and the interval inverting it</source>
        <translation>प्रभुत्व P(पहला लंबा) - P(दूसरा लंबा), Brunner-Munzel के सांख्यिकी का मानकीकृत क्रमचय परीक्षण (9,999 विभाजन) और उसे उलटने वाला अंतराल</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>difference of ratios, studentized permutation test of the delta-method t (9,999 splits) and the interval inverting it</source>
        <translation>अनुपातों का अंतर, डेल्टा विधि के t का मानकीकृत क्रमचय परीक्षण (9,999 विभाजन) और उसे उलटने वाला अंतराल</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no test: reading %1 has no matches this metric rests on</source>
        <translation>कोई परीक्षण नहीं: पठन %1 में ऐसे मैच नहीं जिन पर यह मापक टिका है</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no equivalence test: a reading has no matches this metric rests on</source>
        <translation>कोई समतुल्यता परीक्षण नहीं: किसी पठन में ऐसे मैच नहीं जिन पर यह मापक टिका है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no equivalence test: the row has no test (the same value in both readings, a duplicate, or too few matches)</source>
        <translation>कोई समतुल्यता परीक्षण नहीं: इस पंक्ति का कोई परीक्षण नहीं (दोनों पठनों में एक ही मान, दोहराव, या बहुत कम मैच)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no equivalence test: the row has no standard error (medians, tables of counts)</source>
        <translation>कोई समतुल्यता परीक्षण नहीं: इस पंक्ति की कोई मानक त्रुटि नहीं (माध्यिकाएँ, गिनती की तालिकाएँ)</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>difference of means, Welch t interval and test</source>
        <translation>माध्यों का अंतर, वेल्च t अंतराल और परीक्षण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dominance P(first longer) - P(second longer), Brunner-Munzel interval and test</source>
        <translation>प्रभुत्व P(पहला लंबा) - P(दूसरा लंबा), ब्रूनर-मुन्ज़ेल अंतराल और परीक्षण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dominance at its bound (every match of one reading longer than every match of the other): exact permutation test, no interval</source>
        <translation>सीमा पर प्रभुत्व (एक पाठ का हर मैच दूसरे के हर मैच से लंबा): सटीक क्रमचय परीक्षण, कोई अंतराल नहीं</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>difference of medians, bootstrap interval, no test</source>
        <translation>माध्यिकाओं का अंतर, बूटस्ट्रैप अंतराल, कोई परीक्षण नहीं</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>chi-square test of homogeneity, no interval</source>
        <translation>समरूपता का काई-वर्ग परीक्षण, कोई अंतराल नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exact conditional test of homogeneity (Monte Carlo, 20000 tables with the observed totals; used when an expected count is below 5), no interval</source>
        <translation>समरूपता का सटीक सशर्त परीक्षण (मोंटे कार्लो, देखे गए योगों वाली 20000 तालिकाएँ; जब कोई अपेक्षित गिनती 5 से कम हो), कोई अंतराल नहीं</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no test: the same value in both readings</source>
        <translation>कोई परीक्षण नहीं: दोनों पाठों में एक ही मान</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no test of its own: the same hypothesis as another row</source>
        <translation>अपना कोई परीक्षण नहीं: किसी दूसरी पंक्ति जैसी ही परिकल्पना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no test: a reading has no matches this metric rests on</source>
        <translation>कोई परीक्षण नहीं: किसी पठन में ऐसे मैच नहीं जिन पर यह मापक टिका है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no test: neither reading has matches this metric rests on</source>
        <translation>कोई परीक्षण नहीं: किसी भी पठन में ऐसे मैच नहीं जिन पर यह मापक टिका है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no test</source>
        <translation>कोई परीक्षण नहीं</translation>
    </message>
</context>
<context>
    <name>rulelab::publish</name>
    <message>
        <location filename="../core/publish/bundle.cpp" line="+106"/>
        <source>%1: not a summary of results (a JSON object)</source>
        <translation>%1: परिणामों का सारांश (एक JSON ऑब्जेक्ट) नहीं है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1: the reading file &apos;%2&apos; of its experiment was not found: it is not in the bundle, and verify cannot re-run these results</source>
        <translation>%1: इसके प्रयोग की पाठ-फ़ाइल &apos;%2&apos; नहीं मिली: वह बंडल में नहीं है, और verify इन परिणामों को फिर से नहीं चला सकता</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the evidence file &apos;%2&apos; of its exploration was not found: it is not in the bundle, and verify cannot re-run these results</source>
        <translation>%1: इसके अन्वेषण की साक्ष्य-फ़ाइल &apos;%2&apos; नहीं मिली: वह बंडल में नहीं है, और verify इन परिणामों को फिर से नहीं चला सकता</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1: no methods text (%2)</source>
        <translation>%1: कोई विधि-पाठ नहीं (%2)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: figures left out (%2)</source>
        <translation>%1: चित्र छोड़ दिए गए (%2)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>no results to bundle</source>
        <translation>बंडल करने के लिए कोई परिणाम नहीं</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Figures left out: this RuleLab was built without figures (RULELAB_BUILD_CHARTS=OFF); draw them with &apos;rulelab-cli chart&apos; from a build with them.</source>
        <translation>चित्र छोड़ दिए गए: यह RuleLab चित्रों के बिना बनाया गया था (RULELAB_BUILD_CHARTS=OFF); उन्हें चित्रों वाले बिल्ड से &apos;rulelab-cli chart&apos; द्वारा बनाएँ।</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No author was given: CITATION.cff and the crate name &apos;Unknown author&apos;.</source>
        <translation>कोई लेखक नहीं दिया गया: CITATION.cff और क्रेट में &apos;Unknown author&apos; लिखा है।</translation>
    </message>
    <message>
        <location line="+33"/>
        <location filename="../core/publish/bundle_verify.cpp" line="+253"/>
        <location filename="../core/publish/verify_rerun.cpp" line="+102"/>
        <location line="+27"/>
        <source>cancelled</source>
        <translation>रद्द</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: cannot create the folder</source>
        <translation>%1: फ़ोल्डर नहीं बनाया जा सकता</translation>
    </message>
    <message>
        <location filename="../core/publish/bundle_verify.cpp" line="-208"/>
        <source>line %1, field &apos;%2&apos; (column %3): &apos;%4&apos; re-run, &apos;%5&apos; in the bundle</source>
        <translation>पंक्ति %1, फ़ील्ड &apos;%2&apos; (स्तंभ %3): पुनः चलाने पर &apos;%4&apos;, बंडल में &apos;%5&apos;</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>listed in %1, not in the bundle</source>
        <translation>%1 में सूचीबद्ध, पर बंडल में नहीं</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>its SHA-256 is %1, %2 lists %3</source>
        <translation>इसका SHA-256 %1 है, %2 में %3 दर्ज है</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not listed in %1</source>
        <translation>%1 में सूचीबद्ध नहीं</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the re-run differs: %1</source>
        <translation>पुनः चलाने का परिणाम भिन्न है: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the game &apos;%1&apos; is not installed: plugin %2 (version %3, SHA-256 %4)</source>
        <translation>खेल &apos;%1&apos; स्थापित नहीं है: प्लगइन %2 (संस्करण %3, SHA-256 %4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the installed build of &apos;%1&apos; is not the one that wrote these results (%2): plugin %3 with SHA-256 %4 is needed</source>
        <translation>&apos;%1&apos; का स्थापित बिल्ड वह नहीं है जिसने ये परिणाम लिखे (%2): SHA-256 %4 वाला प्लगइन %3 चाहिए</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>not the results of a run or an exploration (verify re-runs runs, comparisons, sweeps, merges and explorations)</source>
        <translation>किसी रन या अन्वेषण के परिणाम नहीं (verify रन, तुलनाएँ, स्वीप, मर्ज और अन्वेषण फिर से चलाता है)</translation>
    </message>
    <message>
        <location line="+35"/>
        <location filename="../core/publish/verify_rerun.cpp" line="+23"/>
        <source>run times depend on the machine</source>
        <translation>चलने का समय मशीन पर निर्भर करता है</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the re-run did not write it</source>
        <translation>पुनः चलाने ने इसे नहीं लिखा</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is an exploration: re-run whole (its racing cannot be re-run in part)</source>
        <translation>%1 एक अन्वेषण है: पूरा फिर से चलाया गया (इसकी दौड़ का कोई हिस्सा अलग से नहीं चलाया जा सकता)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 ran to a precision: re-run whole (where each reading stops depends on all its matches)</source>
        <translation>%1 एक परिशुद्धता तक चला: पूरा फिर से चलाया गया (हर पाठ कहाँ रुकता है यह उसके सभी मैचों पर निर्भर है)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../core/publish/verify_rerun.cpp" line="-53"/>
        <location line="+30"/>
        <source>the re-run failed: %1</source>
        <translation>पुनः चलाना विफल रहा: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>intact</source>
        <translation>अक्षुण्ण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reproduced</source>
        <translation>पुनरुत्पादित</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>differing</source>
        <translation>भिन्न</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not checkable</source>
        <translation>जाँचा नहीं जा सकता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation>संपादित</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>अनुपस्थित</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlisted</source>
        <translation>असूचीबद्ध</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>line %1</source>
        <translation>पंक्ति %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1 (field &apos;%2&apos;)</source>
        <translation>पंक्ति %1 (फ़ील्ड &apos;%2&apos;)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: not a publication bundle (it has no %2)</source>
        <translation>%1: प्रकाशन बंडल नहीं है (इसमें %2 नहीं है)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>re-running %1 (%2 of %3)</source>
        <translation>%1 फिर से चलाया जा रहा है (%3 में से %2)</translation>
    </message>
    <message>
        <location filename="../core/publish/verify_rerun.cpp" line="-79"/>
        <source>cannot be read: %1</source>
        <translation>पढ़ा नहीं जा सकता: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the re-run&apos;s row &apos;%1&apos; (reading, match) is not in the bundle</source>
        <translation>पुनः चलाने की पंक्ति &apos;%1&apos; (पाठ, मैच) बंडल में नहीं है</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>matches %1 of each reading (slices %2 of %3)</source>
        <translation>हर पाठ के मैच %1 (%3 में से खंड %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its rows of %1 reproduced (%2 rows); the other rows are checked against the crate&apos;s SHA-256 only</source>
        <translation>%1 की इसकी पंक्तियाँ पुनरुत्पादित (%2 पंक्तियाँ); बाकी पंक्तियाँ केवल क्रेट के SHA-256 से जाँची गईं</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not re-run: the sample re-ran part of the matches</source>
        <translation>फिर से नहीं चलाया गया: नमूने ने मैचों का केवल एक हिस्सा फिर से चलाया</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not re-drawn: the sample re-ran part of the matches</source>
        <translation>फिर से नहीं बनाया गया: नमूने ने मैचों का केवल एक हिस्सा फिर से चलाया</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The figures were not re-drawn: this RuleLab was built without figures (RULELAB_BUILD_CHARTS=OFF); they are checked against the crate&apos;s SHA-256 only.</source>
        <translation>चित्र फिर से नहीं बनाए गए: यह RuleLab चित्रों के बिना बनाया गया था (RULELAB_BUILD_CHARTS=OFF); उन्हें केवल क्रेट के SHA-256 से जाँचा गया है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not re-drawn: this RuleLab was built without figures</source>
        <translation>फिर से नहीं बनाया गया: यह RuleLab चित्रों के बिना बनाया गया था</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not re-drawn: %1</source>
        <translation>फिर से नहीं बनाया गया: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the figures drawn from the re-run have none of this kind</source>
        <translation>पुनः चलाने से बने चित्रों में इस प्रकार का कोई नहीं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an image: the numbers it draws (its .csv) are compared</source>
        <translation>एक छवि: इसमें दिखाई गई संख्याओं (इसकी .csv) की तुलना की जाती है</translation>
    </message>
</context>
<context>
    <name>rulelab::rulesCheck</name>
    <message>
        <location filename="../core/plugin/rules_check_text.cpp" line="+16"/>
        <source>is empty</source>
        <translation>खाली है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is empty (one paragraph in your own words)</source>
        <translation>खाली है (अपने शब्दों में एक अनुच्छेद)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is empty (say where in the source: a page or a section)</source>
        <translation>खाली है (बताएँ कि स्रोत में कहाँ: एक पृष्ठ या अनुभाग)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; may hold only lower-case letters, digits and single &apos;-&apos; between them</source>
        <translation>&apos;%1&apos; में केवल छोटे अक्षर, अंक और उनके बीच एकल &apos;-&apos; हो सकते हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs exactly two seat names (seat 0 first)</source>
        <translation>ठीक दो आसनों के नाम चाहिए (पहले आसन 0)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs at least one bibliography key</source>
        <translation>कम से कम एक ग्रंथसूची कुंजी चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a key is listed twice</source>
        <translation>एक कुंजी दो बार दी गई है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not in &apos;sources&apos; (%2)</source>
        <translation>&apos;%1&apos; स्रोतों में नहीं है (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (every rule cites the passage it follows)</source>
        <translation>नहीं दिया (हर नियम उस अंश का हवाला देता है जिसका वह अनुसरण करता है)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (cite the passage that gives the board)</source>
        <translation>नहीं दिया (उस अंश का हवाला दें जो बोर्ड बताता है)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (every rule of the vocabulary needs an entry; see docs/rules-files.md)</source>
        <translation>नहीं दिया (शब्दावली के हर नियम की एक प्रविष्टि चाहिए; देखें docs/rules-files.md)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an open rule needs two or more values (a fixed one uses &apos;value&apos;)</source>
        <translation>खुले नियम को दो या अधिक मान चाहिए (तय नियम एक ही मान लेता है)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not one of this rule&apos;s values (%2)</source>
        <translation>&apos;%1&apos; इस नियम के मानों में से नहीं है (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not one of this rule&apos;s values (%1)</source>
        <translation>इस नियम के मानों में से नहीं (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not a value of %2 (%3)</source>
        <translation>&apos;%1&apos; %2 का मान नहीं है (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; twice</source>
        <translation>&apos;%1&apos; दो बार</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min must be below max</source>
        <translation>न्यूनतम अधिकतम से कम होना चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is outside the range</source>
        <translation>&apos;%1&apos; सीमा से बाहर है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not %2</source>
        <translation>%1, %2 नहीं है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is used by another reading</source>
        <translation>&apos;%1&apos; किसी दूसरे पाठ में पहले से है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (the bibliography key(s) of the source this reading follows)</source>
        <translation>नहीं दिया (उस स्रोत की ग्रंथसूची कुंजी जिसका यह पाठ अनुसरण करता है)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; names none of the file&apos;s sources (%2)</source>
        <translation>&apos;%1&apos; फ़ाइल के किसी स्रोत का नाम नहीं लेता (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a rule of this game</source>
        <translation>इस खेल का नियम नहीं है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos;: this file fixes %2 to &apos;%3&apos;</source>
        <translation>&apos;%1&apos;: यह फ़ाइल %2 को &apos;%3&apos; पर तय करती है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not one of this game&apos;s values (%2)</source>
        <translation>&apos;%1&apos; इस खेल के मानों में से नहीं है (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the engine cannot play this reading: %1</source>
        <translation>इंजन यह पाठ नहीं खेल सकता: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs at least one reading</source>
        <translation>कम से कम एक पाठ चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>given twice</source>
        <translation>दो बार दिया गया</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is a choice: use &apos;values&apos;</source>
        <translation>%1 एक चुनाव है: &apos;values&apos; का प्रयोग करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a number: use &apos;range&apos;: [min, max]</source>
        <translation>%1 एक संख्या है: &apos;range&apos; का प्रयोग करें: [min, max]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be [min, max]</source>
        <translation>[min, max] होना चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the board&apos;s size is given in &apos;board&apos;</source>
        <translation>बोर्ड का आकार &apos;board&apos; में दिया जाता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a rule of the vocabulary (one of: %1)</source>
        <translation>शब्दावली का नियम नहीं है (इनमें से एक: %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (holes_per_row, counters_per_hole, citations)</source>
        <translation>नहीं दिया (holes_per_row, counters_per_hole, citations)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object</source>
        <translation>एक ऑब्जेक्ट होना चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (one entry per rule)</source>
        <translation>नहीं दिया (हर नियम की एक प्रविष्टि)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object: rule -&gt; entry</source>
        <translation>एक ऑब्जेक्ट होना चाहिए: नियम -&gt; प्रविष्टि</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (expected &quot;rulelab-rules&quot;)</source>
        <translation>नहीं दिया (&quot;rulelab-rules&quot; अपेक्षित)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is &apos;%1&apos;, expected &quot;rulelab-rules&quot;</source>
        <translation>&apos;%1&apos; है, &quot;rulelab-rules&quot; अपेक्षित</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be %1 (this RuleLab reads rules files of version %2)</source>
        <translation>%1 होना चाहिए (यह RuleLab संस्करण %2 की नियम फ़ाइलें पढ़ता है)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not read: references come from RuleLab&apos;s bibliography (data/sources/bibliography.bib, built into the program): add a new source&apos;s BibTeX entry there and rebuild; a key it lacks is listed as not in the bibliography</source>
        <translation>नहीं पढ़ा गया: संदर्भ RuleLab की ग्रंथसूची से आते हैं (data/sources/bibliography.bib, प्रोग्राम में बनी हुई): नए स्रोत की BibTeX प्रविष्टि वहाँ जोड़ें और फिर से बिल्ड करें; जो कुंजी उसमें नहीं है वह ग्रंथसूची में न होने के रूप में सूचीबद्ध होती है</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be an object: language -&gt; {English text: translation}</source>
        <translation>एक ऑब्जेक्ट होना चाहिए: भाषा -&gt; {अंग्रेज़ी पाठ: अनुवाद}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object: English text -&gt; translation</source>
        <translation>एक ऑब्जेक्ट होना चाहिए: अंग्रेज़ी पाठ -&gt; अनुवाद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a string</source>
        <translation>एक स्ट्रिंग होना चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not a language code other than en (two or three lower-case letters: hi, ur)</source>
        <translation>&apos;%1&apos; en के अलावा किसी भाषा का कोड नहीं है (दो या तीन छोटे अक्षर: hi, ur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is empty (leave the language out instead)</source>
        <translation>खाली है (इसके बजाय भाषा को छोड़ दें)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the translation is empty</source>
        <translation>अनुवाद खाली है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a field here (allowed: %1, comment)</source>
        <translation>यहाँ का फ़ील्ड नहीं है (अनुमत: %1, comment)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (expected a string)</source>
        <translation>नहीं दिया (एक स्ट्रिंग अपेक्षित)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (expected an array of strings)</source>
        <translation>नहीं दिया (स्ट्रिंग्स की एक सूची अपेक्षित)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an array of strings</source>
        <translation>स्ट्रिंग्स की एक सूची होनी चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (expected a whole number)</source>
        <translation>नहीं दिया (एक पूर्णांक अपेक्षित)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a whole number</source>
        <translation>एक पूर्णांक होना चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an array of {source, locator, note} objects</source>
        <translation>{source, locator, note} ऑब्जेक्टों की एक सूची होनी चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object {source, locator, note}</source>
        <translation>एक ऑब्जेक्ट {source, locator, note} होना चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a string (a value id) or a whole number</source>
        <translation>एक स्ट्रिंग (मान की पहचान) या पूर्णांक होना चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object with &apos;value&apos; (a fixed rule) or &apos;values&apos; and &apos;default&apos; (an open one)</source>
        <translation>&apos;value&apos; (तय नियम) या &apos;values&apos; और &apos;default&apos; (खुला नियम) वाला एक ऑब्जेक्ट होना चाहिए</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needs exactly one of &apos;value&apos; (a fixed rule), &apos;values&apos; (an open choice) or &apos;range&apos; (an open number)</source>
        <translation>&apos;value&apos; (तय नियम), &apos;values&apos; (खुला चुनाव) या &apos;range&apos; (खुली संख्या) में से ठीक एक चाहिए</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be an array of value ids</source>
        <translation>मानों की पहचानों की एक सूची होनी चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (an open rule needs a default)</source>
        <translation>नहीं दिया (खुले नियम को एक डिफ़ॉल्ट चाहिए)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object: value id -&gt; text</source>
        <translation>एक ऑब्जेक्ट होना चाहिए: मान की पहचान -&gt; पाठ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object: value id -&gt; citations</source>
        <translation>एक ऑब्जेक्ट होना चाहिए: मान की पहचान -&gt; हवाले</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (expected an array of readings)</source>
        <translation>नहीं दिया (पाठों की एक सूची अपेक्षित)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an array of readings</source>
        <translation>पाठों की एक सूची होनी चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object {id, name, source, description, options}</source>
        <translation>एक ऑब्जेक्ट {id, name, source, description, options} होना चाहिए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object: rule -&gt; value</source>
        <translation>एक ऑब्जेक्ट होना चाहिए: नियम -&gt; मान</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a rule given as a &apos;range&apos; has no single values to explain (say it in its description)</source>
        <translation>&apos;range&apos; के रूप में दिए गए नियम के अलग-अलग मान नहीं होते जिन्हें समझाया जाए (यह उसके विवरण में कहें)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>one of: %1</source>
        <translation>इनमें से एक: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an integer in [%1, %2]</source>
        <translation>[%1, %2] में एक पूर्णांक</translation>
    </message>
</context>
<context>
    <name>rulelab::shown</name>
    <message>
        <location filename="../app/gui/shown_text.cpp" line="+143"/>
        <source>(English: no translation yet)</source>
        <translation>(अंग्रेज़ी में: अभी अनुवाद नहीं)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>By the rule %1: %2</source>
        <translation>नियम %1 के अनुसार: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By rule %1, %2: %3</source>
        <translation>नियम %1, %2 के अनुसार: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(sources: %1)</source>
        <translation>(स्रोत: %1)</translation>
    </message>
</context>
<context>
    <name>rulelab::steps</name>
    <message>
        <location filename="../core/replay/replay_text.cpp" line="-137"/>
        <source>capture</source>
        <translation>पकड़</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>चार का नियम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fee</source>
        <translation>शुल्क</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bha</source>
        <translation>भा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bha chosen</source>
        <translation>भा चुना गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bha at round end</source>
        <translation>दौर के अंत में भा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last counter</source>
        <translation>आख़िरी गोटी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>own row</source>
        <translation>अपनी पंक्ति</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opponent takes all</source>
        <translation>विरोधी सब ले लेता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leftover</source>
        <translation>बची हुई गोटियाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leftover split</source>
        <translation>बची हुई गोटियाँ बाँटी गईं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fill</source>
        <translation>भरना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole captured</source>
        <translation>गड्ढा जीता गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing to sow</source>
        <translation>बोने को कुछ नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>both players passed: a draw</source>
        <translation>दोनों खिलाड़ियों ने पास किया: बराबरी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the relay cannot go on: the round ends</source>
        <translation>रिले आगे नहीं चल सकता: दौर समाप्त होता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>short hole: blocked for the round</source>
        <translation>कम गोटियों वाला गड्ढा: इस दौर के लिए बंद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chance: North starts</source>
        <translation>संयोग: उत्तर शुरू करता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chance: South starts</source>
        <translation>संयोग: दक्षिण शुरू करता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>perpetual relay (G-1)</source>
        <translation>अनंत रिले (G-1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relay lap cap (G-1)</source>
        <translation>रिले चक्करों की सीमा (G-1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relay repeated a state: the move stops</source>
        <translation>रिले ने एक स्थिति दोहराई: चाल रुक जाती है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relay redirected (Ludii quirk KB-20.1)</source>
        <translation>रिले की दिशा बदली (Ludii की विचित्रता KB-20.1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kungidar gives 1 to the Bhadar</source>
        <translation>कुंगीदार भदर को 1 देता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bhadar pays 1 to the Kungidar</source>
        <translation>भदर कुंगीदार को 1 चुकाता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 go to the Bhadar</source>
        <translation>2 भदर को जाते हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fives to the winner</source>
        <translation>पाँच-पाँच विजेता को</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>groups to the winner</source>
        <translation>समूह विजेता को</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declines</source>
        <translation>मना करता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throws again</source>
        <translation>फिर से फेंकता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the board</source>
        <translation>बोर्ड से बाहर जाती है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no point</source>
        <translation>कोई अंक नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw cap reached</source>
        <translation>फेंकने की सीमा पूरी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadlock: no throw gives either side a move</source>
        <translation>गतिरोध: कोई भी फेंक किसी पक्ष को चाल नहीं देती</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remaining credits lost: none can be used</source>
        <translation>बचे हुए अंक गए: कोई उपयोग नहीं हो सकता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ludii&apos;s trial limit reached</source>
        <translation>Ludii की परीक्षण सीमा पूरी</translation>
    </message>
    <message>
        <location filename="../core/replay/board_text.cpp" line="+9"/>
        <source>round %1 ends (%2): South %3, North %4</source>
        <translation>दौर %1 समाप्त (%2): दक्षिण %3, उत्तर %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round %1 begins, %2 starts</source>
        <translation>दौर %1 शुरू, पहली चाल %2 की</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 start</source>
        <translation>%1 पहले चलती हैं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capture: throws again</source>
        <translation>पकड़: फिर से फेंकता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: throws again</source>
        <translation>%1: फिर से फेंकता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost: no legal move</source>
        <translation>%1 बेकार गई: कोई वैध चाल नहीं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captures %1 piece %2</source>
        <translation>गोटी %2 (%1) पकड़ी</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 piece %2</source>
        <translation>गोटी %2 (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 have captured every piece</source>
        <translation>%1: शत्रु की हर गोटी पकड़ी गई</translation>
    </message>
</context>
<context>
    <name>rulelab::warnings</name>
    <message>
        <location filename="../core/experiment/display_names.cpp" line="+34"/>
        <source>only %1 matches (fewer than %2): intervals are rough, and some are not available</source>
        <translation>केवल %1 मैच (%2 से कम): अंतराल मोटे अनुमान हैं, और कुछ उपलब्ध नहीं हैं</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>most matches did not end by the rules (%1 of %2): outcome metrics rest on the rule-ended ones only</source>
        <translation>अधिकतर मैच नियमों से समाप्त नहीं हुए (%2 में से %1): परिणाम-मापक केवल नियमों से समाप्त मैचों पर आधारित हैं</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>source key &apos;%1&apos; is not in the bibliography</source>
        <translation>स्रोत कुंजी &apos;%1&apos; ग्रंथसूची में नहीं है</translation>
    </message>
</context>
<context>
    <name>rulelab::zip</name>
    <message>
        <location filename="../core/publish/zip_archive.cpp" line="+55"/>
        <source>%1: the bundle would be larger than 4 GiB, which a ZIP without ZIP64 cannot hold: write it as a folder (--out DIR/)</source>
        <translation>%1: बंडल 4 GiB से बड़ा हो जाएगा, जिसे ZIP64 के बिना ZIP नहीं रख सकता: इसे फ़ोल्डर के रूप में लिखें (--out DIR/)</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>changed while it was being written into the bundle</source>
        <translation>बंडल में लिखे जाते समय यह बदल गया</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1: not a ZIP archive RuleLab can read, or damaged: %2</source>
        <translation>%1: ऐसा ZIP संग्रह नहीं जिसे RuleLab पढ़ सके, या क्षतिग्रस्त: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>too short</source>
        <translation>बहुत छोटा</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no end of central directory</source>
        <translation>केंद्रीय निर्देशिका का अंत नहीं</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>central directory</source>
        <translation>केंद्रीय निर्देशिका</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>entry &apos;%1&apos; would be written outside the folder it is extracted into</source>
        <translation>प्रविष्टि &apos;%1&apos; उस फ़ोल्डर के बाहर लिखी जाएगी जिसमें उसे निकाला जा रहा है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entry &apos;%1&apos; is encrypted</source>
        <translation>प्रविष्टि &apos;%1&apos; कूटबद्ध है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entry &apos;%1&apos; is compressed (a bundle&apos;s entries are stored)</source>
        <translation>प्रविष्टि &apos;%1&apos; संपीड़ित है (बंडल की प्रविष्टियाँ बिना संपीड़न के रखी जाती हैं)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>entry &apos;%1&apos; lies outside the archive</source>
        <translation>प्रविष्टि &apos;%1&apos; संग्रह के बाहर है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>entry &apos;%1&apos;: no local header</source>
        <translation>प्रविष्टि &apos;%1&apos;: कोई स्थानीय हेडर नहीं</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+58"/>
        <source>entry &apos;%1&apos; is truncated</source>
        <translation>प्रविष्टि &apos;%1&apos; अधूरी है</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>the central directory lies outside the archive</source>
        <translation>केंद्रीय निर्देशिका संग्रह के बाहर है</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>entry &apos;%1&apos; is there twice</source>
        <translation>प्रविष्टि &apos;%1&apos; दो बार है</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: cannot create the folder</source>
        <translation>%1: फ़ोल्डर नहीं बनाया जा सकता</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>entry &apos;%1&apos; is damaged (its CRC-32 differs)</source>
        <translation>प्रविष्टि &apos;%1&apos; क्षतिग्रस्त है (इसका CRC-32 भिन्न है)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cancelled</source>
        <translation>रद्द</translation>
    </message>
</context>
</TS>
