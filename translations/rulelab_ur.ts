<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ur">
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="+85"/>
        <source>Try &apos;rulelab-cli %1--help&apos;.</source>
        <translation>مزید کے لیے &apos;rulelab-cli %1--help&apos; چلائیں۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>error: </source>
        <translation>خرابی: </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>warning: plugin %1: %2</source>
        <translation>انتباہ: پلگ اِن %1: %2</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+6"/>
        <source>warning: rules file %1: %2</source>
        <translation>انتباہ: قواعد فائل %1: %2</translation>
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
        <translation>استعمال: rulelab-cli COMMAND [options]

کمانڈیں:
  games                      نصب شدہ کھیلوں کی فہرست
  readings GAME              کسی کھیل کی قراءتوں کی فہرست
  describe GAME [--reading R]  ہر قاعدہ اختیار، اس کی قدروں اور حوالوں کے ساتھ
  run GAME --reading R [...] --matches N --seed S   قراءتوں کی سمولیشن اور موازنہ
  compare GAME --reading R1 --reading R2 [...] --matches N --seed S   وقفوں اور جانچوں کے ساتھ فرق
  sweep GAME --base R --vary OPTION=V1,V2 [...] --matches N --seed S  ہر اختیار کا بنیادی اثر
  explore GAME --base R --vary OPTION[=V1,V2] [...] --require &apos;METRIC &gt;= A&apos; [...] --budget N
                             اختیارات کے کون سے ملاپ شرائط پوری کرتے ہیں (معلوم غلطی کی شرح
                             والے فیصلے)
  replay GAME --reading R --seed S --match I [--json] ایک سمولیٹ کیا گیا میچ چھاپیں
  play GAME --reading R [--seat first|second|both|none] [--agent A] [--save FILE]  اسے خود کھیلیں
  merge PART... --out DIR                            --shard K/N والے رنوں کے نتائج جوڑیں
  status PART... [--json]    ‎--shard K/N والے رن کے کون سے حصے مکمل، منسوخ، زبردستی روکے گئے، ٹوٹے ہوئے یا
                             غائب ہیں، کھیلے گئے میچوں اور باقی وقت کے ساتھ (اخراج 0: سب مکمل)
  graph GAME --reading R [--max-nodes N] [--solve] [--out F.graphml|.dot]  حالتوں کا گراف
  bench GAME --reading R [--matches N] [--threads T] سمولیشن کی رفتار
  chart RESULTS --out FILE.png|.pdf|.svg [--kind K] [--size S]  نتائج کے فولڈر سے ایک شکل
  methods RESULTS [--format markdown|latex] [--out FILE] [--bib FILE]  BibTeX کے ساتھ طریقِ کار کا متن
  bundle RESULTS... --out NAME.zip|DIR/ [--author A] [--title T]  نتائج کا اشاعتی بنڈل (RO-Crate)
  verify BUNDLE [--sample K]                          بنڈل کے تجربات دوبارہ چلائیں اور ہر فائل جانچیں
  glossary [--json] [SEARCH]                         RuleLab کی اصطلاحات، سادہ الفاظ میں
  check FILE...                                      قواعد، قراءت اور تجربے کی فائلوں کی جانچ

run، compare، sweep اور replay بھی --experiment FILE (ایک تجربہ فائل یا ایک summary.json)،
--agents A[,B] (random, greedy, mcts:PLAYOUTS, search:DEPTH) اور --swap-seats لیتے ہیں۔

کسی کمانڈ کے اختیارات کے لیے &apos;rulelab-cli COMMAND --help&apos; چلائیں۔
پلگ اِن $RULELAB_PLUGIN_PATH میں، پروگرام کے ساتھ اور تنصیب کے سابقے میں تلاش کیے جاتے ہیں۔
قواعد فائلوں (docs/rules-files.md) سے متعین کھیل RuleLab کے ساتھ آنے والے کھیلوں، $RULELAB_GAMES_PATH اور ورک بینچ کی ترتیبات
کے فولڈروں، اور ہر --games-dir DIR (دہرایا جا سکتا ہے، کسی بھی کمانڈ کے ساتھ) سے پڑھے جاتے ہیں۔
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
        <translation>کھیلنے کی صلاحیت کی سیڑھی:
  ladder GAME --reading R [...] --agents A1,A2,... --matches N --seed S [--threads T] [--out DIR]
                             ایجنٹوں کی سیڑھی پر میٹرکس، ان کے میچوں سے Elo درجہ بندی کے ساتھ
  ladder ... --shard K/N --out PART   ہر خانے کے میچوں کا ایک شارڈ (&apos;status PART...&apos; بتاتا ہے کہ
                             شارڈ کہاں تک پہنچے، &apos;merge PART... --out DIR&apos; انہیں ملاتا ہے)
  ladder --resume DIR        رکی ہوئی سیڑھی یا شارڈ کو صرف اس کے فولڈر سے جاری رکھیں

</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>warning: games folder %1: %2</source>
        <translation>انتباہ: کھیلوں کا فولڈر %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warning: plugin folder %1: %2</source>
        <translation>انتباہ: پلگ اِن فولڈر %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>warning: no game plugins found (searched: %1)</source>
        <translation>انتباہ: کوئی کھیل پلگ اِن نہیں ملا (تلاش کی گئی: %1)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--games-dir needs a folder</source>
        <translation>‎--games-dir کو ایک فولڈر چاہیے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--games-dir: &apos;%1&apos; is not a folder</source>
        <translation>‎--games-dir: &apos;%1&apos; فولڈر نہیں ہے</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>نامعلوم کمانڈ &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>this rulelab-cli was built without figures (RULELAB_BUILD_CHARTS=OFF); build with them to draw charts</source>
        <translation>یہ rulelab-cli تصاویر کے بغیر بنایا گیا ہے (RULELAB_BUILD_CHARTS=OFF)؛ چارٹ بنانے کے لیے اسے تصاویر کے ساتھ بنائیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_catalogue.cpp" line="+26"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>غیر متوقع دلیل &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+54"/>
        <source>id</source>
        <translation>شناخت</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+54"/>
        <source>name</source>
        <translation>نام</translation>
    </message>
    <message>
        <location line="-54"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="+74"/>
        <source>options</source>
        <translation>اختیارات</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>readings</source>
        <translation>قراءتیں</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>List the readings (named option sets) of a game.</source>
        <translation>کسی کھیل کی قراءتوں (نام دار اختیاری مجموعوں) کی فہرست دکھائیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game id, see &apos;rulelab-cli games&apos;</source>
        <translation>کھیل کی شناخت، دیکھیں &apos;rulelab-cli games&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.h" line="+64"/>
        <location filename="../app/cli/cmd_catalogue.cpp" line="-12"/>
        <location filename="../app/cli/cmd_explore.cpp" line="+107"/>
        <source>expected exactly one GAME</source>
        <translation>ٹھیک ایک GAME متوقع ہے</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_catalogue.cpp" line="+6"/>
        <source>unknown game &apos;%1&apos; (installed: %2)</source>
        <translation>نامعلوم کھیل &apos;%1&apos; (نصب شدہ: %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>source</source>
        <translation>ماخذ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Describe every rule option of a game: values, explanations and citations.</source>
        <translation>کسی کھیل کے ہر قاعدہ اختیار کی وضاحت کریں: قدریں، تشریحات اور حوالے۔</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.h" line="-7"/>
        <source>game id</source>
        <translation>کھیل شناخت</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_catalogue.cpp" line="-92"/>
        <source>List the installed games: compiled plugins and games defined by rules files (--games-dir DIR adds a folder of rules files).</source>
        <translation>نصب شدہ کھیلوں کی فہرست دکھائیں: کمپائل شدہ پلگ اِن اور قواعد فائلوں سے متعین کھیل (‎--games-dir DIR قواعد فائلوں کا ایک فولڈر شامل کرتا ہے)۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print a JSON array of {id, name, defined_by, source_file, plugin_file, options, readings, languages}</source>
        <translation>{id, name, defined_by, source_file, plugin_file, options, readings, languages} کی JSON فہرست چھاپیں</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>defined by</source>
        <translation>متعین کرنے والا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rules file %1</source>
        <translation>قواعد فائل %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>plugin</source>
        <translation>پلگ اِن</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>warning: %n game(s) without texts in %1, shown in English: %2</source>
        <translation>
            <numerusform>انتباہ: %1 میں متن کے بغیر %n کھیل، انگریزی میں دکھایا گیا: %2</numerusform>
            <numerusform>انتباہ: %1 میں متن کے بغیر %n کھیل، انگریزی میں دکھائے گئے: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n rules file(s) refused (check them with &apos;rulelab-cli check FILE&apos;):</source>
        <translation>
            <numerusform>%n قواعد فائل مسترد (اسے &apos;rulelab-cli check FILE&apos; سے جانچیں):</numerusform>
            <numerusform>%n قواعد فائلیں مسترد (انہیں &apos;rulelab-cli check FILE&apos; سے جانچیں):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>show the values this reading (id or .json file) chooses</source>
        <translation>اس قراءت (شناخت یا ‎.json فائل) کی چنی ہوئی قدریں دکھائیں</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Reading: %1 (%2)</source>
        <translation>قراءت: %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follows: %1</source>
        <translation>پیروی: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(experimental, not historical)</source>
        <translation>(تجرباتی، تاریخی نہیں)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>Cites: %1</source>
        <translation>حوالے: %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>(default)</source>
        <translation>(طے شدہ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chosen</source>
        <translation>منتخب</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Allowed: %1; default %2</source>
        <translation>اجازت ہے: %1؛ طے شدہ %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value in this reading: %1</source>
        <translation>اس قراءت میں قدر: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+19"/>
        <source>an experiment file (or a summary.json) to run</source>
        <translation>چلانے کے لیے ایک تجربہ فائل (یا ایک summary.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a reading id, a reading file, or BASE[OPTION=VALUE,...] (a sweep cell&apos;s or explore candidate&apos;s id); repeat to compare</source>
        <translation>ایک قراءت کی شناخت، ایک قراءت فائل، یا BASE[OPTION=VALUE,...] (کسی سویپ خانے یا explore امیدوار کی شناخت)؛ موازنے کے لیے دہرائیں</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>agents per seat, e.g. mcts:500,random (default random); agents: random, greedy, mcts:PLAYOUTS, search:DEPTH</source>
        <translation>ہر نشست کے ایجنٹ، مثلاً mcts:500,random (طے شدہ random)؛ ایجنٹ: random, greedy, mcts:PLAYOUTS, search:DEPTH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>swap the agents&apos; seats in every odd-numbered match</source>
        <translation>ہر طاق نمبر والے میچ میں ایجنٹوں کی نشستیں بدلیں</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>worker threads (default: all cores); results do not depend on it</source>
        <translation>ورکر تھریڈ (طے شدہ: تمام کور)؛ نتائج اس پر منحصر نہیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print the result as JSON instead of tables</source>
        <translation>نتیجہ جدولوں کے بجائے JSON کی صورت میں چھاپیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write summary.json and matches.csv into DIR</source>
        <translation>summary.json اور matches.csv کو DIR میں لکھیں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>show progress on standard error (default when it is a terminal)</source>
        <translation>معیاری خرابی پر پیش رفت دکھائیں (ٹرمینل ہونے پر طے شدہ)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_graph.cpp" line="+281"/>
        <source>%1 states found, %2 expanded</source>
        <translation>%1 حالتیں ملیں، %2 کھولی گئیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="+199"/>
        <source>expected exactly one GAME (or --experiment FILE)</source>
        <translation>ٹھیک ایک GAME (یا ‎--experiment FILE) متوقع ہے</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the experiment is for game &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation>تجربہ کھیل &apos;%1&apos; کے لیے ہے، &apos;%2&apos; کے لیے نہیں</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>--cap &apos;%1&apos;: expected NAME=NUMBER</source>
        <translation>‎--cap &apos;%1&apos;: NAME=NUMBER متوقع ہے</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-53"/>
        <source>override an option in every reading; repeatable</source>
        <translation>ہر قراءت میں ایک اختیار بدلیں؛ دہرایا جا سکتا ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matches per reading</source>
        <translation>فی قراءت میچ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>experiment seed</source>
        <translation>تجربے کا بیج (seed)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="+65"/>
        <source>give at least one --reading</source>
        <translation>کم از کم ایک ‎--reading دیں</translation>
    </message>
    <message>
        <location line="-23"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="-56"/>
        <source>--matches N is required</source>
        <translation>‎--matches N لازمی ہے</translation>
    </message>
    <message>
        <location line="-117"/>
        <location line="+10"/>
        <location filename="../app/cli/cmd_ladder.cpp" line="+24"/>
        <location line="+218"/>
        <location filename="../app/cli/cmd_run.cpp" line="+452"/>
        <location line="+28"/>
        <source>n/a</source>
        <translation>لاگو نہیں</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>--seed S is required</source>
        <translation>‎--seed S لازمی ہے</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>--matches must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>‎--matches کم از کم 1 کا مکمل عدد ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../app/cli/cmd_explore.cpp" line="-7"/>
        <source>--seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation>‎--seed صفر سے 18446744073709551615 تک کا مکمل عدد ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bundle.cpp" line="+39"/>
        <source>Package results for publication as an RO-Crate 1.1 (docs/publishing.md): the results folders, their experiments, reading and rules files, plugin builds with their SHA-256, methods texts, figures with their data, a README in plain words and a CITATION.cff. A reader checks it with &apos;rulelab-cli verify&apos;.</source>
        <translation>اشاعت کے لیے نتائج کو RO-Crate 1.1 کی صورت میں پیک کریں (docs/publishing.md): نتائج کے فولڈر، ان کے تجربات، قراءت اور قواعد کی فائلیں، SHA-256 سمیت پلگ اِن بلڈ، طریقِ کار کے متن، اعداد سمیت اشکال، سادہ الفاظ میں README اور CITATION.cff۔ قاری اسے &apos;rulelab-cli verify&apos; سے جانچتا ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>results folders or their summary.json</source>
        <translation>نتائج کے فولڈر یا ان کی summary.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bundle: NAME.zip, or a folder DIR/</source>
        <translation>بنڈل: NAME.zip، یا فولڈر DIR/</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its title (default: made from the games)</source>
        <translation>اس کا عنوان (طے شدہ: کھیلوں سے بنا)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its description (default: made from the games)</source>
        <translation>اس کی تفصیل (طے شدہ: کھیلوں سے بنی)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an author, &apos;Family, Given&apos; (repeatable)</source>
        <translation>ایک مصنف، &apos;Family, Given&apos; (دہرایا جا سکتا ہے)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an SPDX license identifier (default: CC-BY-4.0)</source>
        <translation>SPDX لائسنس شناخت کنندہ (طے شدہ: CC-BY-4.0)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the date published, YYYY-MM-DD (default: today)</source>
        <translation>تاریخِ اشاعت، YYYY-MM-DD (طے شدہ: آج)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--out NAME.zip or --out DIR/ is required</source>
        <translation>--out NAME.zip یا --out DIR/ ضروری ہے</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--out must end in .zip (a ZIP) or / (a folder), not &apos;%1&apos;</source>
        <translation>--out کا اختتام .zip (ZIP) یا / (فولڈر) پر ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--license must be an SPDX identifier such as CC-BY-4.0, not &apos;%1&apos;</source>
        <translation>--license ایک SPDX شناخت کنندہ ہونا چاہیے جیسے CC-BY-4.0، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--date must be YYYY-MM-DD, not &apos;%1&apos;</source>
        <translation>--date YYYY-MM-DD ہونی چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+35"/>
        <source>cannot create a temporary folder: %1</source>
        <translation>عارضی فولڈر نہیں بنایا جا سکتا: %1</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+53"/>
        <source>note: %1</source>
        <translation>نوٹ: %1</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Bundle written to %1: %2 files, %3 bytes</source>
        <translation>بنڈل %1 میں لکھا گیا: %2 فائلیں، %3 بائٹ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Check a publication bundle: every file against the SHA-256 in its ro-crate-metadata.json, then every experiment and exploration in it played again with the installed plugins, its files compared byte for byte and its figures&apos; numbers drawn again. Each file is reported as reproduced, differing (and where), not checkable (and why), edited, missing or unlisted. Exit 0 only when everything checkable reproduced.</source>
        <translation>ایک اشاعتی بنڈل جانچیں: ہر فائل اس کی ro-crate-metadata.json کے SHA-256 سے، پھر اس کا ہر تجربہ اور ہر کھوج نصب پلگ اِنوں سے دوبارہ کھیلی جاتی ہے، اس کی فائلیں بائٹ بہ بائٹ ملائی جاتی ہیں اور اس کی شکلوں کے اعداد دوبارہ بنائے جاتے ہیں۔ ہر فائل کی اطلاع دہرائی گئی، مختلف (اور کہاں)، ناقابلِ جانچ (اور کیوں)، ترمیم شدہ، غائب یا غیر درج کے طور پر دی جاتی ہے۔ خروج 0 صرف تب جب ہر قابلِ جانچ چیز دہرائی گئی۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>re-run only K results folders, chosen at random; of a bundle with one, K of ten slices of its matches</source>
        <translation>صرف K نتائج فولڈر دوبارہ چلائیں، بے ترتیب چنے ہوئے؛ ایک فولڈر والے بنڈل کے، اس کے میچوں کے دس ٹکڑوں میں سے K</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>a bundle: NAME.zip or its folder</source>
        <translation>ایک بنڈل: NAME.zip یا اس کا فولڈر</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the seed of the --sample choice (default: 1)</source>
        <translation>--sample انتخاب کا بیج (طے شدہ: 1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threads for the re-runs (default: all cores)</source>
        <translation>دوبارہ چلانے کے لیے تھریڈ (طے شدہ: تمام کور)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected exactly one BUNDLE</source>
        <translation>ٹھیک ایک BUNDLE متوقع تھا</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--sample must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--sample کم از کم 1 کا مکمل عدد ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="-65"/>
        <location filename="../app/cli/cmd_bundle.cpp" line="+4"/>
        <source>--threads must be a whole number from 1 to 1024, not &apos;%1&apos;</source>
        <translation>--threads کو 1 سے 1024 تک کا مکمل عدد ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bundle.cpp" line="+16"/>
        <source>Sample of %1 (seed %2): re-ran %3; left out %4</source>
        <translation>%1 کا نمونہ (بیج %2): دوبارہ چلائے %3؛ چھوڑے %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sample of %1 (seed %2): re-ran part of %3</source>
        <translation>%1 کا نمونہ (بیج %2): %3 کا ایک حصہ دوبارہ چلایا</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Verified: %1</source>
        <translation>تصدیق شدہ: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NOT verified: %1</source>
        <translation>تصدیق نہیں ہوئی: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="+87"/>
        <source>reading &apos;%1&apos; is given twice</source>
        <translation>قراءت &apos;%1&apos; دو بار دی گئی ہے</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="+115"/>
        <location filename="../app/cli/cmd_run.cpp" line="-251"/>
        <source>--out needs a folder</source>
        <translation>‎--out کو ایک فولڈر چاہیے</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare_results.cpp" line="+42"/>
        <location filename="../app/cli/cmd_run.cpp" line="+92"/>
        <source>Overrides: %1</source>
        <translation>تبدیلیاں: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="+132"/>
        <location filename="../app/cli/cmd_run.cpp" line="-57"/>
        <location filename="../app/cli/cmd_status.cpp" line="+66"/>
        <source>matches</source>
        <translation>میچ</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+1"/>
        <source>first mover wins</source>
        <translation>پہلی چال والے کی جیت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second mover wins</source>
        <translation>دوسری چال والے کی جیت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws</source>
        <translation>برابری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undecided</source>
        <translation>غیر فیصل</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>end: %1</source>
        <translation>اختتام: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mean</source>
        <translation>%1 اوسط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 median [p10-p90]</source>
        <translation>%1 وسطانیہ [p10-p90]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 max</source>
        <translation>%1 زیادہ سے زیادہ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turns</source>
        <translation>باریاں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>laps</source>
        <translation>چکر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>دور</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Results written to %1 (summary.json, matches.csv)</source>
        <translation>نتائج %1 میں لکھے گئے (summary.json, matches.csv)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+32"/>
        <location line="+197"/>
        <source>override an option; repeatable</source>
        <translation>ایک اختیار بدلیں؛ دہرایا جا سکتا ہے</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="+24"/>
        <source>match index (0-based, as in matches.csv)</source>
        <translation>میچ نمبر (صفر سے، جیسا matches.csv میں)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also print each micro-step (counters lifted, dropped, captured)</source>
        <translation>ہر چھوٹا قدم بھی چھاپیں (اٹھائی، ڈالی، پکڑی گئی گوٹیاں)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="+33"/>
        <location filename="../app/cli/cmd_graph.cpp" line="-227"/>
        <location filename="../app/cli/cmd_replay.cpp" line="+31"/>
        <source>give exactly one --reading</source>
        <translation>ٹھیک ایک ‎--reading دیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-178"/>
        <source>play only shard K of N (K from 1 to N) of every reading&apos;s matches; combine the parts with &apos;rulelab-cli merge&apos;</source>
        <translation>ہر قراءت کے میچوں کے N میں سے صرف حصہ K کھیلیں (K ایک سے N تک)؛ حصوں کو &apos;rulelab-cli merge&apos; سے جوڑیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>continue an interrupted run whose results are in DIR (same experiment); the results are completed in place</source>
        <translation>رکا ہوا رن جاری رکھیں جس کے نتائج DIR میں ہیں (وہی تجربہ)؛ نتائج وہیں مکمل کیے جاتے ہیں</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Explore every state reachable from the start of a reading (breadth-first, up to a node limit) and say what is possible: cycles (play that can go on for ever), states from which no end can be reached, terminal outcomes; with --solve, the exact value under best play (retrograde analysis, or value iteration where chance exists).</source>
        <translation>کسی قراءت کے آغاز سے قابلِ رسائی ہر حالت کی چھان بین کریں (چوڑائی اوّل، ایک نوڈ حد تک) اور بتائیں کہ کیا ممکن ہے: چکر (ایسا کھیل جو ہمیشہ چل سکتا ہے)، ایسی حالتیں جہاں سے کوئی اختتام نہیں پہنچتا، آخری نتائج؛ ‎--solve کے ساتھ، بہترین کھیل میں درست قدر (رجعی تجزیہ، یا جہاں اتفاق ہو وہاں قدر کی تکرار)۔</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>stop adding states after N (default 1000000)</source>
        <translation>N کے بعد حالتیں شامل کرنا بند کریں (طے شدہ 1000000)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute the exact value of every state (complete graphs only)</source>
        <translation>ہر حالت کی درست قدر نکالیں (صرف مکمل گراف)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write the graph as GraphML (.graphml) or Graphviz (.dot)</source>
        <translation>گراف کو GraphML ‏(.graphml) یا Graphviz ‏(.dot) کی صورت میں لکھیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>print the analysis as JSON</source>
        <translation>تجزیہ JSON کی صورت میں چھاپیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_graph.cpp" line="+3"/>
        <source>--max-nodes must be a whole number from 1 to 4000000000</source>
        <translation>‎--max-nodes ایک سے 4000000000 تک کا مکمل عدد ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--out must end in .graphml or .dot</source>
        <translation>‎--out کا اختتام ‎.graphml یا ‎.dot پر ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+221"/>
        <source>cannot solve: %1</source>
        <translation>حل نہیں کر سکتے: %1</translation>
    </message>
    <message>
        <location line="-169"/>
        <source>%1, reading %2: %3 states, %4 moves%5 (%6 s, %7 bytes per state)</source>
        <translation>%1، قراءت %2: %3 حالتیں، %4 چالیں%5 (%6 سیکنڈ، فی حالت %7 بائٹ)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, complete</source>
        <translation>، مکمل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, INCOMPLETE: stopped at --max-nodes</source>
        <translation>، نامکمل: ‎--max-nodes پر رک گیا</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Terminal states: %1 (%2)</source>
        <translation>آخری حالتیں: %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyclic components: %1, holding %2 states (largest component %3): play can go on for ever there</source>
        <translation>چکری اجزا: %1، جن میں %2 حالتیں (سب سے بڑا جز %3): وہاں کھیل ہمیشہ چل سکتا ہے</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>States from which no end can be reached: %1</source>
        <translation>ایسی حالتیں جہاں سے کوئی اختتام نہیں پہنچتا: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth: up to %1; branching: mean %2, max %3</source>
        <translation>گہرائی: %1 تک؛ شاخیں: اوسط %2، زیادہ سے زیادہ %3</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Value of the start under best play: %1</source>
        <translation>بہترین کھیل میں آغاز کی قدر: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>neither side can force an end</source>
        <translation>کوئی بھی فریق اختتام پر مجبور نہیں کر سکتا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, margin %1</source>
        <translation>، فرق %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Probability that %1 wins under best play: %2 (value iteration, %3 sweeps%4)</source>
        <translation>بہترین کھیل میں %1 کے جیتنے کا امکان: %2 (قدر کی تکرار، %3 دَور%4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, NOT converged</source>
        <translation>، ارتکاز نہیں ہوا</translation>
    </message>
    <message>
        <location line="+117"/>
        <location line="+80"/>
        <source>Graph written to %1</source>
        <translation>گراف %1 میں لکھا گیا</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-182"/>
        <source>a guard limit: max_turns, max_relay_laps, repeat_k, no_capture_turns, max_rounds, max_throws, stall_proof_nodes</source>
        <translation>ایک حفاظتی حد: max_turns, max_relay_laps, repeat_k, no_capture_turns, max_rounds, max_throws, stall_proof_nodes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>run to a precision (repeatable): play blocks of 1000 matches until METRIC&apos;s 95% interval is at most +-HALFWIDTH; --matches is then the most</source>
        <translation>ایک درستی تک چلائیں (دہرایا جا سکتا ہے): 1000 میچوں کے حصے تب تک کھیلیں جب تک METRIC کا 95% وقفہ زیادہ سے زیادہ +-HALFWIDTH نہ ہو؛ تب --matches زیادہ سے زیادہ حد ہے</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>instead of the state graph: the round-level graph of the matches of --reading in these results (a results folder or summary.json; the matches are recomputed from their seeds)</source>
        <translation>اسٹیٹ گراف کے بجائے: ان نتائج میں --reading کے مقابلوں کا دور کی سطح کا گراف (نتائج کا فولڈر یا summary.json؛ مقابلے ان کے بیج سے دوبارہ شمار کیے جاتے ہیں)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>instead of the state graph: the round-level graph of N new random matches (seed 1)</source>
        <translation>اسٹیٹ گراف کے بجائے: N نئے بے ترتیب مقابلوں کا دور کی سطح کا گراف (بیج 1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>explore from a position of this saved match (the JSON of &apos;replay --json&apos; or of the workbench) instead of the start, under the match&apos;s own options</source>
        <translation>آغاز کے بجائے اس محفوظ مقابلے (‘replay --json’ یا ورک بینچ کا JSON) کی کسی حالت سے، مقابلے کے اپنے اختیارات کے ساتھ تلاش کریں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with --from-match: the position after this many moves (default 0, the start)</source>
        <translation>--from-match کے ساتھ: اتنی چالوں کے بعد کی حالت (طے شدہ 0، آغاز)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stop exploring before the process uses more memory than SIZE (bytes, or with K, M or G; default: half the physical memory)</source>
        <translation>عمل کے SIZE سے زیادہ میموری لینے سے پہلے تلاش روکیں (بائٹ، یا K، M یا G کے ساتھ؛ طے شدہ: طبعی میموری کا نصف)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_graph.cpp" line="-257"/>
        <location filename="../app/cli/cmd_play.cpp" line="+71"/>
        <source>--after-move needs --from-match</source>
        <translation>--after-move کے لیے --from-match درکار ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--from-match explores states; it does not combine with --rounds or --rounds-from</source>
        <translation>--from-match حالتیں تلاش کرتا ہے؛ یہ --rounds یا --rounds-from کے ساتھ نہیں چلتا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--from-match uses the match&apos;s own options; --set cannot change them</source>
        <translation>--from-match مقابلے کے اپنے اختیارات لیتا ہے؛ --set انہیں نہیں بدل سکتا</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>--max-memory must be a size of at least 1M, such as 300M or 4G, not &apos;%1&apos;</source>
        <translation>--max-memory کم از کم 1M کا سائز ہونا چاہیے، جیسے 300M یا 4G، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--max-nodes %1 needs at least %2 MB, more than the memory budget of %3 MB (--max-memory)</source>
        <translation>--max-nodes %1 کو کم از کم %2 MB چاہیے، جو %3 MB کے میموری بجٹ (--max-memory) سے زیادہ ہے</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>give --rounds-from or --rounds, not both</source>
        <translation>--rounds-from یا --rounds دیں، دونوں نہیں</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1: the results are for game &apos;%2&apos;</source>
        <translation>%1: یہ نتائج کھیل &apos;%2&apos; کے ہیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no reading &apos;%2&apos;</source>
        <translation>%1 میں کوئی قرأت &apos;%2&apos; نہیں ہے</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>--rounds must be a whole number of at least 1</source>
        <translation>--rounds کم از کم 1 کا مکمل عدد ہونا چاہیے</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1, reading %2: round-level graph of %3 matches: %4 configurations, %5 transitions, %6 cyclic component(s)</source>
        <translation>%1، قرأت %2: %3 مقابلوں کا دور کی سطح کا گراف: %4 ترتیبیں، %5 منتقلیاں، %6 چکری اجزا</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(this game reports no round configurations: every match is one round)</source>
        <translation>(یہ کھیل دور کی ترتیب نہیں بتاتا: ہر مقابلہ ایک دور ہے)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>visits</source>
        <translation>آمد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in a cycle</source>
        <translation>چکر میں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>configuration</source>
        <translation>ترتیب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>ہاں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>... and %1 more (use --json or --out for all)</source>
        <translation>... اور %1 مزید (سب کے لیے --json یا --out استعمال کریں)</translation>
    </message>
    <message>
        <location line="+148"/>
        <location filename="../app/cli/cmd_play.cpp" line="+178"/>
        <source>%1: the match is of game &apos;%2&apos;</source>
        <translation>%1: یہ مقابلہ کھیل &apos;%2&apos; کا ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the match is of reading &apos;%2&apos;</source>
        <translation>%1: یہ مقابلہ قراءت &apos;%2&apos; کا ہے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--after-move must be a whole number of at least 0</source>
        <translation>--after-move کم از کم 0 کا مکمل عدد ہونا چاہیے</translation>
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
        <translation>%1: مقابلے میں %2 چالیں ہیں، %3 نہیں</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>, INCOMPLETE: interrupted</source>
        <translation>، نامکمل: درمیان میں روکا گیا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, INCOMPLETE: stopped before the memory budget (--max-memory)</source>
        <translation>، نامکمل: میموری بجٹ (--max-memory) سے پہلے روکا گیا</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Explored from the position after move %1 of %2, not from the start</source>
        <translation>%2 کی چال %1 کے بعد کی حالت سے تلاش کیا گیا، آغاز سے نہیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_merge.cpp" line="+34"/>
        <source>Combine the result folders of the shards of one experiment (run with --shard K/N) into one result, identical to a single run of the experiment.</source>
        <translation>ایک تجربے کے حصوں (--shard K/N کے ساتھ چلائے گئے) کے نتائج فولڈروں کو ایک نتیجے میں جوڑیں، جو تجربے کے ایک ہی رن کے عین مطابق ہو۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a result folder written by run --shard K/N --out PART</source>
        <translation>run --shard K/N --out PART کا لکھا ہوا ایک نتائج فولڈر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write the merged summary.json and matches.csv into DIR</source>
        <translation>جوڑے گئے summary.json اور matches.csv کو DIR میں لکھیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>print the merged summary as JSON</source>
        <translation>جوڑا گیا خلاصہ JSON کی صورت میں چھاپیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give the result folders to merge</source>
        <translation>جوڑنے کے لیے نتائج کے فولڈر دیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--out DIR is required</source>
        <translation>‎--out DIR لازمی ہے</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--out %1 is one of the parts being merged; write the merged result elsewhere</source>
        <translation>--out %1 جوڑے جانے والے حصوں میں سے ایک ہے؛ جوڑا گیا نتیجہ کہیں اور لکھیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds an exploration: explorations are not merged, since they are not split into shards (their racing shares one budget among all candidates)</source>
        <translation>%1 میں ایک چھان بین ہے: چھان بینیں جوڑی نہیں جاتیں، کیونکہ وہ حصوں میں نہیں بانٹی جاتیں (ان کی دوڑ ایک ہی بجٹ تمام امیدواروں میں بانٹتی ہے)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>some of the folders hold shards of a ladder and some do not: merge a ladder&apos;s shards only with each other</source>
        <translation>کچھ فولڈروں میں سیڑھی کے حصے ہیں اور کچھ میں نہیں: سیڑھی کے حصوں کو صرف آپس میں جوڑیں</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Merged %1 parts (%2 readings, %3 matches each) into %4</source>
        <translation>%1 حصے (%2 قراءتیں، ہر ایک کے %3 میچ) %4 میں جوڑے گئے</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Note: not every part has its usage maps (usage.csv with usage_groups.csv): the merged result has no usage.csv.</source>
        <translation>نوٹ: ہر حصے میں اس کے استعمال کے نقشے (usage.csv اور usage_groups.csv) نہیں ہیں: جوڑے گئے نتیجے میں usage.csv نہیں ہے۔</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.cpp" line="-49"/>
        <source>--precision &apos;%1&apos;: expected METRIC=HALFWIDTH with HALFWIDTH &gt; 0</source>
        <translation>--precision &apos;%1&apos;: METRIC=HALFWIDTH متوقع، HALFWIDTH &gt; 0 کے ساتھ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--precision: unknown metric &apos;%1&apos; (see docs/metrics.md)</source>
        <translation>--precision: نامعلوم پیمانہ &apos;%1&apos; (docs/metrics.md دیکھیں)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="-87"/>
        <source>--precision decides when to stop from all of a reading&apos;s matches: it cannot be split into shards</source>
        <translation>--precision کسی قرأت کے تمام میچوں سے طے کرتا ہے کہ کب رکنا ہے: اسے حصوں (shards) میں تقسیم نہیں کیا جا سکتا</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: field &apos;engine&apos; is &apos;%2&apos;, but this is &apos;%3&apos;: finish the run with the RuleLab that started it</source>
        <translation>%1: فیلڈ &apos;engine&apos; &apos;%2&apos; ہے، مگر یہ &apos;%3&apos; ہے: رن اسی RuleLab سے مکمل کریں جس نے اسے شروع کیا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: field &apos;plugin&apos; differs (%2): the finished matches were played by another build of the game&apos;s rules; finish the run with that build, or start a new run</source>
        <translation>%1: خانہ &apos;plugin&apos; مختلف ہے (%2): مکمل میچ کھیل کے قواعد کے کسی دوسرے بِلڈ سے کھیلے گئے تھے؛ رن اسی بِلڈ سے مکمل کریں، یا نیا رن شروع کریں</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: reading &apos;%2&apos; now has other options than its finished matches were played with (%3); start a new run</source>
        <translation>%1: قرأت &apos;%2&apos; کے اختیارات اب ان سے مختلف ہیں جن سے اس کے مکمل میچ کھیلے گئے تھے (%3)؛ نیا رن شروع کریں</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--shard %1 is not the shard %2 holds (%3/%4); give its --shard, or none</source>
        <translation>‎--shard %1 وہ حصہ نہیں جو %2 میں ہے (%3/%4)؛ اس کا ‎--shard دیں، یا کوئی نہیں</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Note: no usage.csv (usage maps): the usage of %1 resumed matches could not be counted again (the replay was interrupted, or the reading had reached its precision). Resume once more, or run the experiment anew, to have it.</source>
        <translation>نوٹ: کوئی usage.csv (استعمال کے نقشے) نہیں: دوبارہ جاری کیے گئے %1 میچوں کا استعمال پھر سے نہیں گنا جا سکا (ری پلے رک گیا، یا قراءت اپنی درستی تک پہنچ چکی تھی)۔ اسے حاصل کرنے کے لیے ایک بار اور جاری رکھیں، یا تجربہ نئے سرے سے چلائیں۔</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Interrupted: %1 finished matches kept.</source>
        <translation>رک گیا: %1 مکمل میچ رکھے گئے۔</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="-63"/>
        <location filename="../app/cli/cmd_run.cpp" line="+1"/>
        <source>Continue with the same command and --resume %1.</source>
        <translation>اسی کمانڈ اور ‎--resume %1 سے جاری رکھیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_ladder.cpp" line="-128"/>
        <location filename="../app/cli/cmd_run.cpp" line="+1"/>
        <source>Give --out DIR to keep partial results that can be resumed.</source>
        <translation>--out DIR دیں تاکہ ادھورے نتائج رکھے جائیں جنہیں دوبارہ شروع کیا جا سکے۔</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+132"/>
        <source>%1: %2 matches per reading, seed %3, agents %4%5</source>
        <translation>%1: فی قراءت %2 میچ، بیج %3، ایجنٹ %4%5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (seats swapped every other match)</source>
        <translation> (ہر دوسرے میچ میں نشستیں بدلی گئیں)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelled: partial results, %1 of the %2 planned matches played (see the matches row)</source>
        <translation>منسوخ: جزوی نتائج، طے شدہ %2 میں سے %1 میچ کھیلے گئے (matches کی سطر دیکھیں)</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>ended by rule</source>
        <translation>قاعدے سے ختم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended by proven guard</source>
        <translation>ثابت شدہ حفاظت سے ختم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped by a cap</source>
        <translation>حد پر روکا گیا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule-ended: first mover wins</source>
        <translation>قاعدے سے ختم: پہلی چال والے کی جیت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rule-ended: second mover wins</source>
        <translation>قاعدے سے ختم: دوسری چال والے کی جیت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rule-ended: draws</source>
        <translation>قاعدے سے ختم: برابری</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 +-%2 (target %3)</source>
        <translation>%1 +-%2 (ہدف %3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision: %1: %2 after %3 matches, %4</source>
        <translation>درستی: %1: %3 میچوں کے بعد %2، %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reached</source>
        <translation>حاصل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not reached (the --matches maximum)</source>
        <translation>حاصل نہیں (--matches کی زیادہ سے زیادہ حد)</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>In words (the tables below hold every figure):</source>
        <translation>الفاظ میں (نیچے کی جدولوں میں ہر عدد موجود ہے):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Differences (first minus second reading) with 95% intervals. p (Bonferroni): adjusted within the primary metrics of every pair together (the claims) and within each other metric across the pairs (exploratory). n/a: a reading has no matches the metric rests on.</source>
        <translation>فرق (پہلی قرأت منفی دوسری) 95% وقفوں کے ساتھ۔ p (Bonferroni): ہر جوڑے کے بنیادی پیمانوں میں ایک ساتھ (دعوے) اور ہر دوسرے پیمانے میں تمام جوڑوں پر (تحقیقی) درست کیا گیا۔ n/a: کسی قرأت میں وہ میچ نہیں جن پر یہ پیمانہ ٹکا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Differences (first minus second reading) with 95% intervals. p (Bonferroni): adjusted within each metric across the pairs; every row is exploratory (name the claims with --primary). n/a: a reading has no matches the metric rests on.</source>
        <translation>فرق (پہلی قرأت منفی دوسری) 95% وقفوں کے ساتھ۔ p (Bonferroni): ہر پیمانے کے اندر تمام جوڑوں پر درست کیا گیا؛ ہر سطر تحقیقی ہے (دعوے --primary سے بتائیں)۔ n/a: کسی قرأت میں وہ میچ نہیں جن پر یہ پیمانہ ٹکا ہے۔</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>none (note %1)</source>
        <translation>کوئی نہیں (نوٹ %1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Note %1: %2</source>
        <translation>نوٹ %1: %2</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Play N matches per reading and summarise each reading.
Match i depends only on (seed, reading id, i) and the agents: any --threads gives the same numbers.</source>
        <translation>فی قراءت N میچ کھیلیں اور ہر قراءت کا خلاصہ دیں۔
میچ i صرف (بیج، قراءت کی شناخت، i) اور ایجنٹوں پر منحصر ہے: کوئی بھی ‎--threads وہی اعداد دیتا ہے۔</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_common.h" line="+1"/>
        <source>game id (may be omitted with --experiment)</source>
        <translation>کھیل کی شناخت (‎--experiment کے ساتھ چھوڑی جا سکتی ہے)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+19"/>
        <source>compare needs at least two readings</source>
        <translation>compare کو کم از کم دو قراءتیں چاہییں</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_compare_results.cpp" line="-15"/>
        <source>Readings of %n results folder(s), agents %1:</source>
        <translation>
            <numerusform>%n نتائج فولڈر کی قراءتیں، ایجنٹ %1:</numerusform>
            <numerusform>%n نتائج فولڈروں کی قراءتیں، ایجنٹ %1:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, %2 matches per reading, seed %3, rules build %4 %5</source>
        <translation>%1، فی قراءت %2 میچ، بیج %3، قواعد کا بِلڈ %4 %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (cancelled: partial)</source>
        <translation> (منسوخ: جزوی)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+43"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="+27"/>
        <location line="+8"/>
        <location line="+21"/>
        <source>metric</source>
        <translation>پیمانہ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>difference [95%]</source>
        <translation>فرق [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>test</source>
        <translation>جانچ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+72"/>
        <source>Run the full factorial of the varied options on a base reading and report the main effect of each option on each metric: which ambiguity matters most.</source>
        <translation>ایک بنیادی قراءت پر بدلے گئے اختیارات کا مکمل عاملی تجربہ چلائیں اور ہر اختیار کا ہر پیمانے پر بنیادی اثر بتائیں: کون سا ابہام سب سے زیادہ اہم ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the reading the sweep starts from</source>
        <translation>وہ قراءت جس سے سویپ شروع ہوتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an option and the values to try; repeatable</source>
        <translation>ایک اختیار اور آزمانے کی قدریں؛ دہرایا جا سکتا ہے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a metric to report effects on; repeatable (default: Completion, AdvantageP1, turns_mean, rounds_mean, Timeouts)</source>
        <translation>اثر بتانے کے لیے ایک پیمانہ؛ دہرایا جا سکتا ہے (طے شدہ: Completion, AdvantageP1, turns_mean, rounds_mean, Timeouts)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="-55"/>
        <source>sweep takes --base, not --reading</source>
        <translation>sweep ‎--base لیتا ہے، ‎--reading نہیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="-115"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="+2"/>
        <source>--base READING is required</source>
        <translation>‎--base READING لازمی ہے</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="+3"/>
        <source>--vary &apos;%1&apos;: expected OPTION=V1,V2</source>
        <translation>‎--vary &apos;%1&apos;: OPTION=V1,V2 متوقع ہے</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="+184"/>
        <location line="+28"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="+14"/>
        <source>unknown metric &apos;%1&apos; (see docs/metrics.md)</source>
        <translation>نامعلوم میٹرک &apos;%1&apos; (docs/metrics.md دیکھیں)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="+75"/>
        <source>%1: sweep of %2 cells on &apos;%3&apos;, %4 matches per cell, seed %5</source>
        <translation>%1: &apos;%3&apos; پر %2 خانوں کا سویپ، فی خانہ %4 میچ، بیج %5</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="-141"/>
        <source>met</source>
        <translation>پوری ہوئی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>violated</source>
        <translation>خلاف ورزی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsettled</source>
        <translation>طے نہیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>feasible</source>
        <translation>قابلِ عمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infeasible</source>
        <translation>ناقابلِ عمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>uncertain</source>
        <translation>غیر یقینی</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Explore the combinations of the varied options on a base reading against stated requirements, and give every candidate a verdict (feasible, infeasible or uncertain) whose error rate, over all verdicts together, is at most --alpha. Candidates race: each starts with --first-block matches, and those still unsettled after a round get twice as many, until the budget is spent. Each candidate plays the very matches &apos;run&apos; plays for a reading of its id.</source>
        <translation>کسی بنیادی قراءت پر بدلے گئے اختیارات کے ملاپوں کی بیان کردہ شرائط کے مقابل چھان بین کریں، اور ہر امیدوار کو ایک فیصلہ (قابلِ عمل، ناقابلِ عمل یا غیر یقینی) دیں جس کی غلطی کی شرح، تمام فیصلوں کو ملا کر، زیادہ سے زیادہ --alpha ہو۔ امیدواروں میں دوڑ ہوتی ہے: ہر ایک --first-block میچوں سے شروع کرتا ہے، اور جو ایک دور کے بعد بھی طے نہ ہوں انہیں دگنے میچ ملتے ہیں، یہاں تک کہ بجٹ ختم ہو جائے۔ ہر امیدوار بالکل وہی میچ کھیلتا ہے جو &apos;run&apos; اس کی شناخت والی قراءت کے لیے کھیلتا ہے۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>game id (may be omitted with --spec)</source>
        <translation>کھیل کی شناخت (--spec کے ساتھ چھوڑی جا سکتی ہے)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-163"/>
        <source>an explore spec (JSON) or the summary.json of an earlier exploration; flags given here replace its fields</source>
        <translation>چھان بین کی ایک تفصیل (JSON) یا کسی پچھلی چھان بین کا summary.json؛ یہاں دیے گئے فلیگ اس کے خانوں کی جگہ لیتے ہیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the reading the candidates start from (an id or a reading file)</source>
        <translation>وہ قراءت جس سے امیدوار شروع ہوتے ہیں (ایک id یا قراءت فائل)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an option to vary, with the values to try (without values: every value of a choice or flag, or of an integer option with at most 16 values); repeatable</source>
        <translation>بدلنے کے لیے ایک اختیار، آزمانے والی قدروں کے ساتھ (قدروں کے بغیر: کسی انتخاب یا فلیگ کی، یا زیادہ سے زیادہ 16 قدروں والے عدد صحیح اختیار کی ہر قدر)؛ دہرایا جا سکتا ہے</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a requirement every feasible candidate meets: &apos;METRIC &gt;= A&apos;, &apos;METRIC &lt;= B&apos; or &apos;METRIC between A B&apos; (usage_similarity applies to every usage map given); repeatable</source>
        <translation>ایک شرط جو ہر قابلِ عمل امیدوار پوری کرتا ہے: &apos;METRIC &gt;= A&apos;، &apos;METRIC &lt;= B&apos; یا &apos;METRIC between A B&apos; (usage_similarity ہر دیے گئے استعمال کے نقشے پر لاگو ہوتی ہے)؛ دہرائی جا سکتی ہے</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an observation: a usage map (CSV of cell,value rows) or a reported length (JSON); repeatable</source>
        <translation>ایک مشاہدہ: استعمال کا ایک نقشہ (cell,value سطروں کی CSV) یا ایک بتائی گئی طوالت (JSON)؛ دہرایا جا سکتا ہے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>matches in all, over every candidate</source>
        <translation>کل میچ، تمام امیدواروں پر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matches each candidate starts with (default 100)</source>
        <translation>ہر امیدوار کتنے میچوں سے شروع کرتا ہے (طے شدہ 100)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the most candidates; a larger space is sampled, stratified over the options (default 256)</source>
        <translation>زیادہ سے زیادہ امیدوار؛ اس سے بڑی فضا کا نمونہ لیا جاتا ہے، اختیارات پر طبقہ وار (طے شدہ 256)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the error rate of all verdicts together (default 0.05)</source>
        <translation>تمام فیصلوں کی مجموعی غلطی کی شرح (طے شدہ 0.05)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seed of the matches and of the sample (default 1)</source>
        <translation>میچوں اور نمونے کا بیج (طے شدہ 1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set an option in every candidate; repeatable</source>
        <translation>ہر امیدوار میں ایک اختیار طے کریں؛ دہرایا جا سکتا ہے</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>write summary.json and candidates.csv into DIR</source>
        <translation>summary.json اور candidates.csv کو DIR میں لکھیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="-37"/>
        <source>%1: invalid JSON: %2</source>
        <translation>%1: غلط JSON: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the spec is for game &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation>تفصیل کھیل &apos;%1&apos; کے لیے ہے، &apos;%2&apos; کے لیے نہیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected exactly one GAME (or --spec FILE)</source>
        <translation>ٹھیک ایک GAME (یا --spec FILE) متوقع ہے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--budget MATCHES is required</source>
        <translation>--budget MATCHES لازمی ہے</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>--vary &apos;%1&apos;: expected OPTION or OPTION=V1,V2,...</source>
        <translation>--vary &apos;%1&apos;: OPTION یا OPTION=V1,V2,... متوقع ہے</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--vary &apos;%1&apos;: give values after &apos;=&apos;, or the option alone for every value</source>
        <translation>--vary &apos;%1&apos;: &apos;=&apos; کے بعد قدریں دیں، یا ہر قدر کے لیے صرف اختیار</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--budget must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--budget کم از کم 1 کا مکمل عدد ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--first-block must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--first-block کم از کم 1 کا مکمل عدد ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--max-candidates must be a whole number from 1 to %1, not &apos;%2&apos;</source>
        <translation>--max-candidates 1 سے %1 تک کا مکمل عدد ہونا چاہیے، &apos;%2&apos; نہیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--alpha must be a number between 0 and 1 (e.g. 0.05), not &apos;%1&apos;</source>
        <translation>--alpha کو 0 اور 1 کے درمیان کا عدد ہونا چاہیے (مثلاً 0.05)، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-7"/>
        <source>not for explore: its racing shares one budget among all candidates, so shards would not reach the verdicts of one machine</source>
        <translation>explore کے لیے نہیں: اس کی دوڑ ایک ہی بجٹ تمام امیدواروں میں بانٹتی ہے، اس لیے حصے ایک مشین والے فیصلوں تک نہیں پہنچیں گے</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>continue an exploration interrupted with --out DIR (the same arguments, or no others): it completes DIR, to exactly the result of one never interrupted</source>
        <translation>‎--out DIR کے ساتھ رکی ہوئی چھان بین جاری رکھیں (وہی دلائل، یا کوئی اور نہیں): یہ DIR کو مکمل کرتی ہے، عین اسی نتیجے تک جو کبھی نہ رکی چھان بین کا ہوتا</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_explore.cpp" line="+102"/>
        <source>--shard: an exploration cannot be split into shards. Its racing shares one budget among every candidate still open, so once the budget binds, a shard&apos;s candidates would get other matches than on one machine, and their verdicts may differ. Explore on one machine (it uses every core), with --out DIR so that an interruption can be continued with --resume DIR.</source>
        <translation>‎--shard: چھان بین کو حصوں میں نہیں بانٹا جا سکتا۔ اس کی دوڑ ایک ہی بجٹ کو ابھی کھلے تمام امیدواروں میں بانٹتی ہے، اس لیے جب بجٹ کم پڑتا ہے تو کسی حصے کے امیدواروں کو ایک مشین کے مقابلے میں دوسرے میچ ملیں گے، اور ان کے فیصلے مختلف ہو سکتے ہیں۔ ایک مشین پر چھان بین کریں (یہ تمام کور استعمال کرتی ہے)، ‎--out DIR کے ساتھ، تاکہ رکاوٹ کے بعد ‎--resume DIR سے جاری رکھا جا سکے۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--resume needs a folder</source>
        <translation>‎--resume کو ایک فولڈر چاہیے</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--out %1: a resume completes the folder it resumes (%2); give that one, or no --out</source>
        <translation>‎--out %1: resume اسی فولڈر کو مکمل کرتا ہے جسے وہ جاری رکھتا ہے (%2)؛ وہی دیں، یا ‎--out نہ دیں</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>--out %1 holds an interrupted exploration that these arguments do not continue: %2. Give another --out, or remove the folder to start anew.</source>
        <translation>‎--out %1 میں ایک رکی ہوئی چھان بین ہے جسے یہ دلائل جاری نہیں رکھتے: %2۔ کوئی دوسرا ‎--out دیں، یا نئے سرے سے شروع کرنے کے لیے فولڈر ہٹا دیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continuing the interrupted exploration in %1.</source>
        <translation>%1 میں رکی ہوئی چھان بین جاری رکھی جا رہی ہے۔</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>round %1: %2 of %3 candidates decided, %4 of %5 matches   </source>
        <translation>دور %1: %3 میں سے %2 امیدواروں کا فیصلہ ہو چکا، %5 میں سے %4 میچ   </translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Results written to %1 (summary.json, candidates.csv)</source>
        <translation>نتائج %1 میں لکھے گئے (summary.json, candidates.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Interrupted: the %1 verdicts reached so far are kept; the other candidates are uncertain.</source>
        <translation>رک گیا: اب تک کے %1 فیصلے رکھے گئے؛ باقی امیدوار غیر یقینی ہیں۔</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 candidates from &apos;%3&apos;, budget %4 matches, seed %5, agents %6</source>
        <translation>%1: &apos;%3&apos; سے %2 امیدوار، بجٹ %4 میچ، بیج %5، ایجنٹ %6</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Shard %1 of %2: %3 of the candidates, with %4 matches of the budget</source>
        <translation>%2 میں سے حصہ %1: امیدواروں میں سے %3، بجٹ کے %4 میچوں کے ساتھ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Candidates: a %1</source>
        <translation>امیدوار: ایک %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidates: every combination of the varied options (%1)</source>
        <translation>امیدوار: بدلے گئے اختیارات کا ہر ملاپ (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set in every candidate: %1</source>
        <translation>ہر امیدوار میں طے شدہ: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Requirements: %1</source>
        <translation>شرائط: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdicts: every interval at a Bonferroni share of alpha = %1 (round r spends alpha/2^(r+1), split over %2 candidates x %3 requirements), each valid whatever the distribution of the matches (exact for shares and quantiles, betting bounds for means), so all verdicts together are wrong with probability at most %1 (usage similarity excepted: its interval is approximate). Where the matches cannot settle a requirement at that level the candidate stays uncertain. The table shows each metric with its ordinary 95% interval.</source>
        <translation>فیصلے: ہر وقفہ alpha = %1 کے بونفیرونی حصے پر (دور r alpha/2^(r+1) خرچ کرتا ہے، %2 امیدواروں x %3 شرائط میں بٹا ہوا)، ہر ایک میچوں کی کسی بھی تقسیم پر درست (حصوں اور کوانٹائلز کے لیے قطعی، اوسطوں کے لیے شرط کی حدیں)، لہٰذا تمام فیصلے مل کر زیادہ سے زیادہ %1 احتمال سے غلط ہوتے ہیں (استعمال کی مماثلت کے سوا: اس کا وقفہ تخمینی ہے)۔ جہاں میچ اس سطح پر کسی شرط کا فیصلہ نہیں کر پاتے، امیدوار غیر یقینی رہتا ہے۔ جدول ہر پیمانہ اس کے عام 95% وقفے کے ساتھ دکھاتا ہے۔</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>candidate</source>
        <translation>امیدوار</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>verdict</source>
        <translation>فیصلہ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(round %1)</source>
        <translation>(دور %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(~%1 more matches)</source>
        <translation>(~%1 مزید میچ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no number of matches)</source>
        <translation>(کتنے بھی میچ نہیں)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drivers: the share of decided candidates that are feasible, per option value and per pair of values, with its Wilson 95% interval; spread = the largest share minus the smallest.</source>
        <translation>محرکات: فیصل شدہ امیدواروں میں قابلِ عمل کا حصہ، ہر اختیار کی قدر اور قدروں کے ہر جوڑے کے لیے، اس کے Wilson 95% وقفے کے ساتھ؛ پھیلاؤ = سب سے بڑا حصہ منفی سب سے چھوٹا۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="-68"/>
        <location line="+8"/>
        <source>option</source>
        <translation>اختیار</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/cli/cmd_sweep.cpp" line="-8"/>
        <source>value</source>
        <translation>قدر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>feasible/decided</source>
        <translation>قابلِ عمل/فیصل شدہ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>share [95%]</source>
        <translation>حصہ [95%]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spread</source>
        <translation>پھیلاؤ</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../app/cli/cmd_status.cpp" line="+18"/>
        <source>Note: %1</source>
        <translation>نوٹ: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1 candidates: %2 feasible, %3 infeasible, %4 uncertain; %5 of %6 matches used (rounds: %7).</source>
        <translation>%1 امیدوار: %2 قابلِ عمل، %3 ناقابلِ عمل، %4 غیر یقینی؛ %6 میں سے %5 میچ استعمال ہوئے (دور: %7)۔</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%1 of %2 verdicts are uncertain: the budget did not settle them at the error rate promised.</source>
        <translation>%2 میں سے %1 فیصلے غیر یقینی ہیں: بجٹ نے وعدہ شدہ غلطی کی شرح پر ان کا فیصلہ نہیں کیا۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roughly %1 more matches each would settle %2 of them (the median; the &apos;verdict&apos; column gives each), if their estimates held: raise --budget, or leave out the candidates you no longer need.</source>
        <translation>اگر ان کے تخمینے برقرار رہیں تو تقریباً %1 مزید میچ ہر ایک ان میں سے %2 کا فیصلہ کر دیں گے (وسطانیہ؛ &apos;verdict&apos; کالم ہر ایک کا دیتا ہے): --budget بڑھائیے، یا جن امیدواروں کی اب ضرورت نہیں انہیں چھوڑ دیجیے۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A mean of turns is bounded only by the turn cap (%1): to show it below a value the verdict must rule out rare matches that long. A cap no real match reaches (--cap max_turns=N) settles it with far fewer matches; or require turns_median.</source>
        <translation>چالوں کا اوسط صرف چالوں کی حد (%1) سے بندھا ہے: اسے کسی قدر سے نیچے دکھانے کے لیے فیصلے کو اتنے لمبے نادر میچوں کو رد کرنا ہوتا ہے۔ ایسی حد جس تک کوئی اصل میچ نہیں پہنچتا (--cap max_turns=N) بہت کم میچوں میں فیصلہ کر دیتی ہے؛ یا turns_median کی شرط رکھیے۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be settled by more matches: an estimate sits on its threshold, or the metric has no matches to rest on.</source>
        <translation>%1 کا فیصلہ مزید میچوں سے نہیں ہو سکتا: کوئی تخمینہ عین اپنی حد پر ہے، یا پیمانے کے پاس بنیاد کے لیے کوئی میچ نہیں۔</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Methods (in English, for a paper):</source>
        <translation>طریقِ کار (انگریزی میں، مقالے کے لیے):</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="+8"/>
        <source>range</source>
        <translation>وسعت</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-95"/>
        <source>Measure simulation speed: playouts, moves and laps per second with uniform random players (or --agents).</source>
        <translation>سمولیشن کی رفتار ناپیں: یکساں بے ترتیب کھلاڑیوں (یا ‎--agents) کے ساتھ فی سیکنڈ پلے آؤٹ، چالیں اور چکر۔</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="+117"/>
        <source>playouts/s %1   moves/s %2   laps/s %3   (playouts per CPU second %4)</source>
        <translation>پلے آؤٹ/سیکنڈ %1   چالیں/سیکنڈ %2   چکر/سیکنڈ %3   (فی CPU سیکنڈ پلے آؤٹ %4)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="-29"/>
        <source>print the match as JSON (every move with its description, micro-steps and board; the form the workbench saves and opens)</source>
        <translation>میچ JSON کی صورت میں چھاپیں (ہر چال اپنی تفصیل، چھوٹے قدموں اور بساط کے ساتھ؛ وہی صورت جسے کارگاہ محفوظ کرتی اور کھولتی ہے)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+39"/>
        <source>interaction chart: the two options, the first along the axis, e.g. capture,lap_origin (default: the pair with the largest interaction)</source>
        <translation>interaction چارٹ: دو اختیارات، پہلا محور پر، مثلاً capture,lap_origin (طے شدہ: سب سے بڑے باہمی اثر والا جوڑا)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="-20"/>
        <source>%1: has no interactions (write it with &apos;sweep --out&apos; over two options or more)</source>
        <translation>%1: اس میں کوئی باہمی اثر نہیں (دو یا زیادہ اختیارات پر &apos;sweep --out&apos; سے لکھیں)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no interactions on metric &apos;%1&apos; (present: %2)</source>
        <translation>پیمانہ &apos;%1&apos; پر کوئی باہمی اثر نہیں (موجود: %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--options &apos;%1&apos;: no such pair of options (present: %2)</source>
        <translation>--options &apos;%1&apos;: اختیارات کا ایسا کوئی جوڑا نہیں (موجود: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_methods.cpp" line="+18"/>
        <source>Write a methods text for a paper from a results folder (what &apos;run --out&apos; writes) or its summary.json: the game and its sources, every reading with each option value and its citation, agents, matches, seed, engine version and metric definitions, with a BibTeX file of exactly the cited sources.</source>
        <translation>کسی نتائج فولڈر (&apos;run --out&apos; جو لکھتا ہے) یا اس کے summary.json سے مقالے کے لیے طریقِ کار کا متن لکھیں: کھیل اور اس کے ماخذ، ہر قراءت اپنی ہر اختیاری قدر اور اس کے حوالے کے ساتھ، ایجنٹ، میچ، بیج، انجن کا نسخہ اور پیمانوں کی تعریفیں، ساتھ میں ٹھیک انہی حوالہ شدہ ماخذوں کی ایک BibTeX فائل۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>markdown or latex (default: markdown)</source>
        <translation>markdown یا latex (طے شدہ: markdown)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write the text to FILE instead of the standard output</source>
        <translation>متن کو معیاری آؤٹ پٹ کے بجائے FILE میں لکھیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>write the BibTeX file to FILE (default with --out: beside it, with the extension .bib)</source>
        <translation>BibTeX فائل FILE میں لکھیں (‎--out کے ساتھ طے شدہ: اس کے ساتھ، ‎.bib لاحقے کے ساتھ)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--format must be markdown or latex, not &apos;%1&apos;</source>
        <translation>‎--format یا تو markdown ہو یا latex، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="-112"/>
        <location filename="../app/cli/cmd_check.cpp" line="+58"/>
        <location filename="../app/cli/cmd_methods.cpp" line="+20"/>
        <source>warning: %1</source>
        <translation>انتباہ: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_methods.cpp" line="+5"/>
        <source>Methods text written to %1 (sources: %2)</source>
        <translation>طریقِ کار کا متن %1 میں لکھا گیا (ماخذ: %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BibTeX written to %1</source>
        <translation>BibTeX ‏%1 میں لکھا گیا</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-76"/>
        <source>a reading id or file</source>
        <translation>ایک قراءت کی شناخت یا فائل</translation>
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
        <translation>خروج کوڈ (ہر حکم کے لیے ایک جیسے):
  0    کامیاب
  1    چلتے وقت خرابی: کوئی فائل جو پڑھی نہ جا سکے یا کسی بھی خانے میں غلط ہو (نامعلوم کھیل، قراءت،
       ایجنٹ یا اختیار کی قدر بتانے والی تجربہ فائل بھی)، کوئی آؤٹ پٹ جو لکھا نہ جا سکے،
       ایسے نتائج جنہیں جوڑا یا جاری نہیں کیا جا سکتا
  2    استعمال کی خرابی: نامعلوم حکم یا فلیگ، یا کوئی فلیگ جو نامعلوم کھیل، قراءت،
       ایجنٹ، پیمانہ یا اختیار کی قدر بتائے
  3    معیاری آؤٹ پٹ نہیں لکھا جا سکا (--out والی فائلیں پہلے محفوظ ہوئیں)
  130  روکا گیا (مکمل میچ رکھے گئے؛ --resume سے جاری رکھیں)
</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="-130"/>
        <source>Warning: %1: %2</source>
        <translation>انتباہ: %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+228"/>
        <source>an equivalence margin (repeatable): a TOST test that the two readings differ in METRIC by less than DELTA</source>
        <translation>ایک مساوات کی حد (دہرائی جا سکتی ہے): TOST امتحان کہ دونوں قرأتیں METRIC میں DELTA سے کم مختلف ہیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+23"/>
        <source>--primary &apos;%1&apos; is not a compared metric (metrics: %2)</source>
        <translation>--primary &apos;%1&apos; موازنہ ہونے والا پیمانہ نہیں ہے (پیمانے: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_ladder.cpp" line="-77"/>
        <location filename="../app/cli/cmd_run.cpp" line="+7"/>
        <source>--margin &apos;%1&apos;: expected METRIC=DELTA with DELTA &gt; 0</source>
        <translation>--margin &apos;%1&apos;: METRIC=DELTA متوقع، DELTA &gt; 0 کے ساتھ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--margin &apos;%1&apos; is not a compared metric</source>
        <translation>--margin &apos;%1&apos; موازنہ کیا گیا میٹرک نہیں ہے</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Play each reading at every rung of a ladder of agents (weakest first): each rung against itself for its metrics, and each rung against the next, both seat orders, for a Bradley-Terry rating (Elo scale, random = 0). Says whether each metric has settled between the two top rungs, and gives the exact value of small boards.</source>
        <translation>ہر قراءت کو ایجنٹوں کی سیڑھی کے ہر پائیدان پر کھیلیں (کمزور ترین پہلے): ہر پائیدان خود سے، اس کے میٹرکس کے لیے، اور ہر پائیدان اگلے سے، دونوں نشست ترتیبوں میں، بریڈلی-ٹیری درجہ بندی کے لیے (Elo پیمانہ، random = 0)۔ بتاتا ہے کہ اوپر کے دو پائیدانوں کے درمیان ہر میٹرک ٹھہر گیا یا نہیں، اور چھوٹے بورڈوں کی درست قدر دیتا ہے۔</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>the rungs, weakest first, e.g. random,greedy,mcts:100,mcts:1000 (agents: random, greedy, mcts:PLAYOUTS, search:DEPTH)</source>
        <translation>پائیدان، کمزور ترین پہلے، مثلاً random,greedy,mcts:100,mcts:1000 (ایجنٹ: random، greedy، mcts:PLAYOUTS، search:DEPTH)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>solve a reading exactly when its state graph has at most N states (default 200000; 0: never)</source>
        <translation>قراءت کو درست حل کریں جب اس کے حالت گراف میں زیادہ سے زیادہ N حالتیں ہوں (طے شدہ 200000؛ 0: کبھی نہیں)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Continue with the same command, or with: rulelab-cli ladder --resume %1</source>
        <translation>وہی حکم دوبارہ چلائیں، یا: rulelab-cli ladder --resume %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shard %1 of %2 of the ladder written to %3; when every shard is done, combine them with: rulelab-cli merge PART... --out DIR</source>
        <translation>سیڑھی کا %2 میں سے %1واں حصہ %3 میں لکھا گیا؛ سب حصے مکمل ہونے پر انہیں اس سے جوڑیں: rulelab-cli merge PART... --out DIR</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Note: %1 plays by time, as many playouts as this machine manages: its matches, and these results, are not reproducible. Give a budget of playouts (mcts:N) for reproducible results.</source>
        <translation>نوٹ: %1 وقت کے مطابق کھیلتا ہے، جتنے پلے آؤٹ یہ مشین کر سکے: اس کے مقابلے اور یہ نتائج دہرائے نہیں جا سکتے۔ دہرائے جا سکنے والے نتائج کے لیے پلے آؤٹ کی تعداد (mcts:N) دیں۔</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--agents A1,A2,... is required (the rungs, weakest first)</source>
        <translation>--agents A1,A2,... ضروری ہے (پائیدان، کمزور ترین پہلے)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--solve-nodes must be a whole number from 0 to 100000000, not &apos;%1&apos;</source>
        <translation>--solve-nodes کو 0 سے 100000000 تک کا مکمل عدد ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Ladder cell %1/%2: %3 (%4 against %5)</source>
        <translation>سیڑھی خانہ %1/%2: %3 (%4 بمقابلہ %5)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>the margin of the settle test for METRIC (repeatable; default 0.05 for shares, 0.10 for the dominance of lengths, else 10% of the top rung&apos;s value)</source>
        <translation>METRIC کے لیے استحکام کی جانچ کا مارجن (دہرایا جا سکتا ہے؛ طے شدہ حصوں کے لیے 0.05، لمبائیوں کے غلبے کے لیے 0.10، ورنہ سب سے اوپر والے پائیدان کی قدر کا 10%)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>write each cell&apos;s results (a run&apos;s folder each) and the ladder&apos;s summary.json into DIR</source>
        <translation>ہر خانے کے نتائج (ہر ایک رن کا فولڈر) اور سیڑھی کی summary.json کو DIR میں لکھیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play only shard K of N (K from 1 to N) of every cell&apos;s matches into --out PART; &apos;rulelab-cli status PART...&apos; says where the shards stand, &apos;rulelab-cli merge&apos; combines them</source>
        <translation>ہر خانے کے میچوں میں سے صرف N کا شارڈ K (K 1 سے N تک) --out PART میں کھیلیں؛ &apos;rulelab-cli status PART...&apos; بتاتا ہے کہ شارڈ کہاں تک پہنچے، &apos;rulelab-cli merge&apos; انہیں ملاتا ہے</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>continue an interrupted ladder or shard from its folder DIR alone (no game, readings or agents)</source>
        <translation>رکی ہوئی سیڑھی یا شارڈ کو صرف اس کے فولڈر DIR سے جاری رکھیں (کوئی کھیل، قراءت یا ایجنٹ نہیں)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 finished matches kept</source>
        <translation>%1 مکمل میچ رکھے گئے</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Interrupted: the finished matches are kept.</source>
        <translation>رکاوٹ: مکمل میچ رکھے گئے ہیں۔</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Results written to %1 (summary.json, one folder per cell)</source>
        <translation>نتائج %1 میں لکھے گئے (summary.json، ہر خانے کا ایک فولڈر)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>--shard needs --out DIR: a shard&apos;s matches are merged from its folder</source>
        <translation>--shard کے لیے --out DIR درکار ہے: کسی حصے کے مقابلے اس کے فولڈر سے جوڑے جاتے ہیں</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--resume DIR continues the ladder DIR holds: give no --%1</source>
        <translation>--resume DIR اسی سیڑھی کو آگے بڑھاتا ہے جو DIR میں ہے: --%1 نہ دیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--resume DIR continues the ladder DIR holds: give no GAME</source>
        <translation>--resume DIR اسی سیڑھی کو آگے بڑھاتا ہے جو DIR میں ہے: GAME نہ دیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--resume DIR completes the ladder in DIR: give no other --out</source>
        <translation>--resume DIR سیڑھی کو DIR ہی میں مکمل کرتا ہے: کوئی دوسرا --out نہ دیں</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Merged %1 shards of the ladder into %2</source>
        <translation>سیڑھی کے %1 حصے %2 میں جوڑے گئے</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 matches per cell, seed %3; ratings: Bradley-Terry (draws half), Elo scale, %4 = 0</source>
        <translation>%1: ہر خانے میں %2 میچ، بیج %3؛ درجہ بندی: بریڈلی-ٹیری (برابری آدھی)، Elo پیمانہ، %4 = 0</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>agent</source>
        <translation>ایجنٹ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Elo [95%]</source>
        <translation>Elo [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>first mover&apos;s points [95%]</source>
        <translation>پہلے چلنے والے کے پوائنٹس [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ended by rule [95%]</source>
        <translation>قاعدے سے ختم [95%]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean turns</source>
        <translation>اوسط باریاں</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Between %1 and %2: %3 metrics settled, %4 still changing%5</source>
        <translation>%1 اور %2 کے درمیان: %3 میٹرکس ٹھہرے ہوئے، %4 ابھی بدل رہے ہیں%5</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Exact play (%1 states, %2): the first mover&apos;s points are %3</source>
        <translation>درست کھیل (%1 حالتیں، %2): پہلے چلنے والے کے پوائنٹس %3 ہیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top rung&apos;s interval of the first mover&apos;s points holds it.</source>
        <translation>سب سے اوپر والے پائیدان کے پہلے چلنے والے کے پوائنٹس کا وقفہ اسے شامل کرتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not yet: the top rung&apos;s interval of the first mover&apos;s points does not hold it.</source>
        <translation>ابھی نہیں: سب سے اوپر والے پائیدان کے پہلے چلنے والے کے پوائنٹس کا وقفہ اسے شامل نہیں کرتا۔</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Not solved exactly: %1</source>
        <translation>درست حل نہیں ہوا: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+4"/>
        <source>compare the readings of finished runs instead of playing (repeatable): results folders of one game or of several games of a family; only the metrics that mean the same in all their games are compared</source>
        <translation>کھیلنے کے بجائے مکمل ہو چکے رنوں کی قراءتوں کا موازنہ کریں (دہرایا جا سکتا ہے): ایک کھیل کے، یا ایک خاندان کے کئی کھیلوں کے نتائج فولڈر؛ صرف وہ پیمانے موازنہ کیے جاتے ہیں جن کا مطلب ان کے تمام کھیلوں میں ایک جیسا ہے</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="+35"/>
        <source>Play N matches per reading and compare every pair of readings: on each row one quantity with its 95% interval and the test of that quantity (shares, means, dominance of lengths, medians, Balance), p-values adjusted by Bonferroni within each metric across the pairs, or across the --primary metrics.</source>
        <translation>ہر قرأت کے N میچ کھیلیں اور قرأتوں کے ہر جوڑے کا موازنہ کریں: ہر سطر میں ایک مقدار، اس کا 95% وقفہ اور اسی مقدار کا امتحان (تناسب، اوسط، لمبائی کی برتری، وسطانیہ، Balance)؛ p-قدریں ہر پیمانے کے اندر تمام جوڑوں پر Bonferroni سے درست کی گئیں، یا --primary پیمانوں پر ایک ساتھ۔</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-8"/>
        <source>a primary metric of the comparison (repeatable): the primary metrics of every pair form one Bonferroni family, the paper&apos;s claims; every other row is exploratory</source>
        <translation>موازنے کا ایک بنیادی پیمانہ (دہرایا جا سکتا ہے): ہر جوڑے کے بنیادی پیمانے ایک Bonferroni خاندان بناتے ہیں، مقالے کے دعوے؛ باقی ہر سطر تحقیقی ہے</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="-22"/>
        <source>--results compares finished runs: --%1 does not apply</source>
        <translation>‎--results مکمل ہو چکے رنوں کا موازنہ کرتا ہے: ‎--%1 یہاں لاگو نہیں ہوتا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--results compares finished runs: no GAME is given (unexpected &apos;%1&apos;)</source>
        <translation>‎--results مکمل ہو چکے رنوں کا موازنہ کرتا ہے: کوئی GAME نہیں دیا جاتا (غیر متوقع &apos;%1&apos;)</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>--margin &apos;%1&apos; is not a compared metric (metrics: %2)</source>
        <translation>--margin &apos;%1&apos; موازنہ ہونے والا پیمانہ نہیں ہے (پیمانے: %2)</translation>
    </message>
    <message>
        <location line="-338"/>
        <source>field &apos;%1&apos;: %2 there, %3 here</source>
        <translation>فیلڈ &apos;%1&apos;: وہاں %2، یہاں %3</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1: holds the results of a different experiment (%2); give another --out, or continue them with --experiment %1/summary.json</source>
        <translation>%1: اس میں کسی دوسرے تجربے کے نتائج ہیں (%2)؛ کوئی اور --out دیں، یا --experiment %1/summary.json سے انہیں آگے بڑھائیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: holds the results of a different experiment (%2); resume with the same arguments, or with --experiment %1/summary.json</source>
        <translation>%1: اس میں کسی دوسرے تجربے کے نتائج ہیں (%2)؛ انہی دلائل سے، یا --experiment %1/summary.json سے دوبارہ شروع کریں</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>%1 already holds %2 finished matches of this experiment: continuing it</source>
        <translation>%1 میں اس تجربے کے %2 مکمل میچ پہلے سے ہیں: اسی کو آگے بڑھایا جا رہا ہے</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_ladder.cpp" line="-87"/>
        <location filename="../app/cli/cmd_run.cpp" line="+4"/>
        <source>Shard %1 of %2 (from %3)</source>
        <translation>%2 میں سے شارڈ %1 (%3 سے)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_run.cpp" line="-78"/>
        <source>%1 (%2/%3): %4/%5 matches of all readings, %6/s, %7 s left</source>
        <translation>%1 (%2/%3): تمام قراءتوں کے %4/%5 میچ، %6/سیکنڈ، %7 سیکنڈ باقی</translation>
    </message>
    <message>
        <location line="+321"/>
        <source>role</source>
        <translation>کردار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p (Bonferroni)</source>
        <translation>p (بونفیرونی)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>equivalent (TOST p)</source>
        <translation>مساوی (TOST p)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>primary</source>
        <translation>بنیادی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exploratory</source>
        <translation>تحقیقی</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_sweep.cpp" line="-8"/>
        <source>level [95%]</source>
        <translation>سطح [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>effect [95%]</source>
        <translation>اثر [95%]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which ambiguity matters most (range of the level means; the largest effect with its 95% interval):</source>
        <translation>کون سا ابہام سب سے زیادہ اہم ہے (سطحی اوسطوں کی حد؛ سب سے بڑا اثر اس کے 95% وقفے کے ساتھ):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>largest effect [95%]</source>
        <translation>سب سے بڑا اثر [95%]</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Two-way interactions (how much an option&apos;s effect depends on another&apos;s level):</source>
        <translation>دو طرفہ تعاملات (ایک اختیار کا اثر دوسرے کی سطح پر کتنا منحصر ہے):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>largest contrast [95%]</source>
        <translation>سب سے بڑا تقابل [95%]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>نوٹ</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>adjusted interval</source>
        <translation>ایڈجسٹ شدہ وقفہ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>larger than a main effect</source>
        <translation>ایک بنیادی اثر سے بڑا</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Adjusted intervals: Bonferroni over the %n contrast(s) of each metric (level %1). An interaction is flagged when a contrast&apos;s adjusted interval excludes 0 and the contrast is larger than the smaller of the two options&apos; largest main effects.</source>
        <translation>
            <numerusform>ایڈجسٹ شدہ وقفے: ہر پیمانے کے %n تقابل پر Bonferroni (سطح %1)۔ کسی تعامل پر نشان تب لگتا ہے جب کسی تقابل کا ایڈجسٹ شدہ وقفہ 0 کو شامل نہ کرے اور وہ تقابل دونوں اختیارات کے سب سے بڑے بنیادی اثرات میں سے چھوٹے والے سے بڑا ہو۔</numerusform>
            <numerusform>ایڈجسٹ شدہ وقفے: ہر پیمانے کے %n تقابلات پر Bonferroni (سطح %1)۔ کسی تعامل پر نشان تب لگتا ہے جب کسی تقابل کا ایڈجسٹ شدہ وقفہ 0 کو شامل نہ کرے اور وہ تقابل دونوں اختیارات کے سب سے بڑے بنیادی اثرات میں سے چھوٹے والے سے بڑا ہو۔</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-182"/>
        <source>playouts (default 100000)</source>
        <translation>پلے آؤٹ (طے شدہ 100000)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker threads (default 1)</source>
        <translation>ورکر تھریڈ (طے شدہ 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agents per seat (default random)</source>
        <translation>فی نشست ایجنٹ (طے شدہ random)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alternate the run with the limit loop K times and report the median pair (default 5)</source>
        <translation>رن کو حد کے لوپ کے ساتھ K بار باری باری چلائیں اور درمیانی جوڑی بتائیں (طے شدہ 5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>print JSON</source>
        <translation>JSON چھاپیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bench.cpp" line="-114"/>
        <source>--matches must be a whole number of at least 1</source>
        <translation>‎--matches کم از کم 1 کا مکمل عدد ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--threads must be a whole number from 1 to 1024</source>
        <translation>‎--threads ایک سے 1024 تک کا مکمل عدد ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--repeat must be a whole number from 1 to 100</source>
        <translation>--repeat کو 1 سے 100 تک کا پورا عدد ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1 / %2: %3 playouts on %4 thread(s) in %5 s</source>
        <translation>%1 / %2: %4 تھریڈ پر %3 پلے آؤٹ، %5 سیکنڈ میں</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>limit loop (one Khutka Boia round as Ludii plays it, bench/limit_loop.cpp): %1 laps/s; laps/s per thread here are %2 of it, moves/s per thread %3 of it</source>
        <translation>حد کا لوپ (Khutka Boia کا ایک دور جیسے Ludii اسے کھیلتا ہے، bench/limit_loop.cpp): %1 چکر/سیکنڈ؛ یہاں فی تھریڈ چکر/سیکنڈ اس کا %2 ہیں، فی تھریڈ چالیں/سیکنڈ اس کا %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(the median of %1 runs, each followed by the limit loop for as long; their laps ratios ranged from %2 to %3)</source>
        <translation>(%1 رنوں کا درمیانہ، ہر ایک کے بعد اتنی ہی دیر حد کے لوپ؛ ان کے چکر کے تناسب %2 سے %3 تک رہے)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="-10"/>
        <source>Print match I of a run move by move, with the board after each move.
Give the same reading, --set, --agents, --swap-seats, --cap and --seed as the run, or its --experiment (a summary.json works too) with --reading to pick the reading.</source>
        <translation>کسی رن کا میچ I چال بہ چال چھاپیں، ہر چال کے بعد بساط کے ساتھ۔
رن والی قراءت، ‎--set، ‎--agents، ‎--swap-seats، ‎--cap اور ‎--seed دیں، یا اس کا ‎--experiment (summary.json بھی چلتا ہے) اور قراءت چننے کے لیے ‎--reading۔</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--match I is required</source>
        <translation>‎--match I لازمی ہے</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--match must be a whole number of at least 0, not &apos;%1&apos;</source>
        <translation>‎--match کم از کم صفر کا مکمل عدد ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with --experiment, give exactly one --reading to replay</source>
        <translation>‎--experiment کے ساتھ، دہرانے کے لیے ٹھیک ایک ‎--reading دیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="-97"/>
        <location filename="../app/cli/cmd_methods.cpp" line="-42"/>
        <source>a results folder or a summary.json</source>
        <translation>ایک نتائج فولڈر یا ایک summary.json</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="+9"/>
        <source>the figure file (.png, .pdf or .svg)</source>
        <translation>شکل کی فائل (‎.png، ‎.pdf یا ‎.svg)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>single (85 mm), double (175 mm) or WxH in mm (default: single)</source>
        <translation>single ‏(85 ملی میٹر)، double ‏(175 ملی میٹر) یا ملی میٹر میں WxH (طے شدہ: single)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>font size in points (default: 8)</source>
        <translation>فونٹ کا سائز پوائنٹ میں (طے شدہ: 8)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG resolution (default: 300)</source>
        <translation>PNG ریزولوشن (طے شدہ: 300)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>length chart: turns, laps or rounds (default: turns)</source>
        <translation>طوالت کا چارٹ: turns, laps یا rounds (طے شدہ: turns)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>length chart: cumulative distribution instead of a histogram</source>
        <translation>طوالت کا چارٹ: ہسٹوگرام کے بجائے مجموعی تقسیم</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>usage chart: all, lifted, sown, captured or landed (default: all, or what the --observed map measures)</source>
        <translation>usage چارٹ: all, lifted, sown, captured یا landed (طے شدہ: all، یا جو --observed نقشہ ناپتا ہے)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>usage chart: an observed usage map (CSV: cell,value) drawn beside the readings&apos;, each reading&apos;s Spearman rho with it in its title</source>
        <translation>usage چارٹ: مشاہدہ شدہ استعمال کا ایک نقشہ (CSV: cell,value)، قراءتوں کے نقشوں کے ساتھ بنایا گیا؛ ہر قراءت کے عنوان میں اس کے ساتھ اس قراءت کا Spearman rho</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_methods.cpp" line="+9"/>
        <source>expected exactly one RESULTS folder or file</source>
        <translation>ٹھیک ایک RESULTS فولڈر یا فائل متوقع ہے</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="-5"/>
        <source>Draw a publication figure from a results folder (what &apos;run --out&apos; writes) or its summary.json, as PNG, PDF or SVG, with the figure&apos;s data as CSV beside it (same base name, .csv). Several RESULTS set their readings side by side in one figure, of one game or of several games of a family (length, advantage, ends, margin and rounds; lengths, margins and rounds only for games of one engine).</source>
        <translation>کسی نتائج فولڈر (&apos;run --out&apos; جو لکھتا ہے) یا اس کے summary.json سے اشاعت کے قابل شکل PNG، PDF یا SVG میں بنائیں، اور شکل کا ڈیٹا CSV کی صورت میں ساتھ میں (وہی بنیادی نام، ‎.csv)۔ کئی RESULTS ایک ہی شکل میں اپنی قراءتیں ساتھ ساتھ رکھتے ہیں، چاہے وہ ایک کھیل کے ہوں یا ایک خاندان کے کئی کھیلوں کے (length, advantage, ends, margin اور rounds؛ طوالت، فرق اور دور صرف ایک ہی انجن والے کھیلوں کے لیے)۔</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_bundle.cpp" line="-95"/>
        <location filename="../app/cli/cmd_chart.cpp" line="+8"/>
        <source>expected a RESULTS folder or file</source>
        <translation>ایک RESULTS فولڈر یا فائل متوقع تھی</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="+1"/>
        <source>--out FILE is required</source>
        <translation>‎--out FILE لازمی ہے</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_flags.h" line="-25"/>
        <source>length, advantage, ends, margin, rounds, effects, interaction, usage, or ladder for a ladder&apos;s folder (default: length)</source>
        <translation>length، advantage، ends، margin، rounds، effects، interaction، usage، یا سیڑھی کے فولڈر کے لیے ladder (طے شدہ: length)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>advantage chart: AdvantageP1 or first_mover_win_rate; effects, interaction and ladder charts: the metric</source>
        <translation>advantage چارٹ: AdvantageP1 یا first_mover_win_rate؛ effects، interaction اور ladder چارٹ: میٹرک</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chart.cpp" line="-85"/>
        <source>unknown --kind &apos;%1&apos; (allowed: length, advantage, ends, margin, rounds, effects, interaction, usage, ladder)</source>
        <translation>نامعلوم --kind &apos;%1&apos; (اجازت: length، advantage، ends، margin، rounds، effects، interaction، usage، ladder)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--size must be single, double or WxH in millimetres (10 to 1000), not &apos;%1&apos;</source>
        <translation>‎--size یا تو single، double یا ملی میٹر میں WxH (10 سے 1000) ہو، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--font must be a number of points from 4 to 36, not &apos;%1&apos;</source>
        <translation>‎--font چار سے 36 پوائنٹ کا عدد ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--dpi must be a whole number from 50 to 2400, not &apos;%1&apos;</source>
        <translation>‎--dpi پچاس سے 2400 تک کا مکمل عدد ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--measure must be turns, laps or rounds, not &apos;%1&apos;</source>
        <translation>‎--measure یا تو turns، laps یا rounds ہو، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>--kind %1 draws one results folder</source>
        <translation>‎--kind %1 ایک ہی نتائج فولڈر سے شکل بناتا ہے</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 and %2 differ in &apos;%3&apos;: their readings are not drawn side by side</source>
        <translation>%1 اور %2 &apos;%3&apos; میں مختلف ہیں: ان کی قراءتیں ساتھ ساتھ نہیں بنائی جاتیں</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>these games have different engines: lengths, margins and rounds are counted in each engine&apos;s own units and are not set side by side (use --kind advantage or ends)</source>
        <translation>ان کھیلوں کے انجن مختلف ہیں: طوالتیں، فرق اور دور ہر انجن کی اپنی اکائیوں میں گنے جاتے ہیں اور ساتھ ساتھ نہیں رکھے جاتے (‎--kind advantage یا ends استعمال کریں)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reading &apos;%1&apos; is in more than one of the folders</source>
        <translation>قراءت &apos;%1&apos; ایک سے زیادہ فولڈروں میں ہے</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: is not a ladder (write it with &apos;ladder --out&apos;)</source>
        <translation>%1: سیڑھی نہیں ہے (اسے &apos;ladder --out&apos; سے لکھیں)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: has no main effects (write it with &apos;sweep --out&apos;)</source>
        <translation>%1: اس میں کوئی بنیادی اثرات نہیں (اسے &apos;sweep --out&apos; سے لکھیں)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no main effects on metric &apos;%1&apos; (present: %2)</source>
        <translation>پیمانہ &apos;%1&apos; پر کوئی بنیادی اثر نہیں (موجود: %2)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>--usage-measure and --observed are for --kind usage</source>
        <translation>--usage-measure اور --observed صرف --kind usage کے لیے ہیں</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Figure written to %1 (data: %2)</source>
        <translation>شکل %1 میں لکھی گئی (ڈیٹا: %2)</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>%1: no such file: these results have no usage maps (run the experiment again with this version of RuleLab)</source>
        <translation>%1: ایسی کوئی فائل نہیں: ان نتائج میں استعمال کے نقشے نہیں ہیں (RuleLab کے اس نسخے سے تجربہ دوبارہ چلائیں)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>--usage-measure must be all, lifted, sown, captured or landed, not &apos;%1&apos;</source>
        <translation>--usage-measure کو all، lifted، sown، captured یا landed ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_replay.cpp" line="+21"/>
        <source>the recorded match does not replay: %1</source>
        <translation>درج شدہ میچ دہرایا نہیں جاتا: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="+86"/>
        <source>rulelab-cli: standard output could not be written (%1); files named with --out were saved first</source>
        <translation>rulelab-cli: معیاری آؤٹ پٹ نہیں لکھا جا سکا (%1)؛ --out والی فائلیں پہلے ہی محفوظ ہو چکی تھیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_glossary.cpp" line="+15"/>
        <source>Explain the terms RuleLab uses (metrics, end reasons, tests, agents, state graphs, rules) in plain words, by category, in the chosen language (--lang). With SEARCH, only the terms whose name, id, category or explanation contains it.</source>
        <translation>RuleLab میں استعمال ہونے والی اصطلاحات (پیمانے، اختتام کی وجوہات، جانچیں، ایجنٹ، حالتوں کے گراف، قواعد) کو سادہ الفاظ میں، زمرے کے لحاظ سے، منتخب زبان (‎--lang) میں سمجھائیں۔ SEARCH دینے پر صرف وہ اصطلاحات جن کے نام، id، زمرے یا وضاحت میں وہ ہو۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>text to look for (any case)</source>
        <translation>تلاش کرنے کے لیے متن (چھوٹے بڑے حروف کوئی بھی)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print the terms as a JSON array of {id, category, term, explanation}</source>
        <translation>اصطلاحات کو {id, category, term, explanation} کی JSON فہرست کے طور پر چھاپیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected at most one SEARCH text</source>
        <translation>زیادہ سے زیادہ ایک SEARCH متوقع ہے</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No term matches &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; سے کوئی اصطلاح میل نہیں کھاتی۔</translation>
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
        <translation>کسی قراءت کو خود کھیلیں۔ بورڈ اور نمبر وار جائز چالیں چھاپی جاتی ہیں؛ ہر سطر میں ایک جواب دیں: چال کا نمبر (1 سے) یا اس کا متن۔ &apos;undo&apos;، &apos;redo&apos;، &apos;hint&apos; اور &apos;quit&apos; بھی الفاظ ہیں۔ ایجنٹ کی چالیں اور پھینکیں خود کھیلی اور چھاپی جاتی ہیں۔ ان پٹ کا اختتام یا Ctrl-C کھیل ختم کرتا ہے (--save کے ساتھ محفوظ ہوتا ہے)۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the reading to play (an id or a reading file)</source>
        <translation>کھیلنے کی قراءت (ایک id یا قراءت فائل)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the seats you play: first, second, both (hot seat) or none (watch two agents); default first</source>
        <translation>آپ کون سی نشستیں کھیلیں گے: first، second، both (ایک ہی جگہ دو لوگ) یا none (دو ایجنٹ دیکھیں)؛ پہلے سے first</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the agent of the other seat(s) (default greedy)</source>
        <translation>دوسری نشست(وں) کا ایجنٹ (پہلے سے greedy)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the agent &apos;hint&apos; asks (default search:4)</source>
        <translation>&apos;hint&apos; جس ایجنٹ سے پوچھتا ہے (پہلے سے search:4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the seed of the agent&apos;s and the throws&apos; random choices</source>
        <translation>ایجنٹ اور پھینکوں کے بے ترتیب انتخاب کا بیج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>start from a position of a saved match</source>
        <translation>محفوظ میچ کی کسی حالت سے شروع کریں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>with --from-match: start after this many of its moves</source>
        <translation>--from-match کے ساتھ: اس کی اتنی چالوں کے بعد سے شروع کریں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>save the game as a match file when it ends or is left</source>
        <translation>کھیل ختم ہونے یا چھوڑنے پر اسے میچ فائل کے طور پر محفوظ کریں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_play.cpp" line="-57"/>
        <source>--seat must be first, second, both or none, not &apos;%1&apos;</source>
        <translation>--seat کو first، second، both یا none ہونا چاہیے، &apos;%1&apos; نہیں</translation>
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
        <translation>--seed مکمل عدد ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_play.cpp" line="+198"/>
        <source>--after-move must be between 0 and %1</source>
        <translation>--after-move کو 0 اور %1 کے درمیان ہونا چاہیے</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>--reading R is required</source>
        <translation>--reading R ضروری ہے</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Game saved to %1</source>
        <translation>کھیل %1 میں محفوظ ہوا</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>you</source>
        <translation>آپ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>chance: %1</source>
        <translation>اتفاق: %1</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1, reading %2. %3: %4; %5: %6; seed %7.</source>
        <translation>%1، قراءت %2۔ %3: %4؛ %5: %6؛ بیج %7۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer with a move&apos;s number or text; undo, redo, hint, quit.</source>
        <translation>چال کے نمبر یا متن سے جواب دیں؛ undo، redo، hint، quit۔</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Your move (%1): </source>
        <translation>آپ کی چال (%1): </translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+31"/>
        <source>Interrupted.</source>
        <translation>روک دیا گیا۔</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>End: %1. Why: %2.</source>
        <translation>اختتام: %1۔ کیوں: %2۔</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Input ended.</source>
        <translation>ان پٹ ختم۔</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Undone.</source>
        <translation>واپس لیا گیا۔</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redone.</source>
        <translation>دوبارہ کیا گیا۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to %1.</source>
        <translation>%1 کرنے کو کچھ نہیں۔</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint (%1): %2; after it, %3 wins %4% of %5 random games</source>
        <translation>اشارہ (%1): %2؛ اس کے بعد %3، %5 بے ترتیب کھیلوں میں سے %4% جیتتا ہے</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not a legal move: &apos;%1&apos;. Type a number from 1 to %2, a move&apos;s text, undo, redo, hint or quit.</source>
        <translation>جائز چال نہیں: &apos;%1&apos;۔ 1 سے %2 تک کوئی عدد، کسی چال کا متن، undo، redo، hint یا quit لکھیں۔</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (you): %2</source>
        <translation>%1 (آپ): %2</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_check.cpp" line="-20"/>
        <source>%1: no such file</source>
        <translation>%1: ایسی کوئی فائل نہیں</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: line %2: not valid JSON (%3)</source>
        <translation>%1: سطر %2: درست JSON نہیں (%3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: a rules file, but the rules-file plugin is not installed: it cannot be checked</source>
        <translation>%1: قواعد کی فائل، مگر قواعد فائل کا پلگ اِن نصب نہیں: اس کی جانچ نہیں ہو سکتی</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a rules file of the game &apos;%1&apos;</source>
        <translation>کھیل &apos;%1&apos; کی قواعد فائل</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a reading of %1 (&apos;%2&apos;)</source>
        <translation>%1 کی ایک قراءت (&apos;%2&apos;)</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>an experiment on %1 (%n reading(s))</source>
        <translation>
            <numerusform>%1 پر ایک تجربہ (%n قراءت)</numerusform>
            <numerusform>%1 پر ایک تجربہ (%n قراءتیں)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: field &apos;format&apos; is &apos;%2&apos;: not a rules file (rulelab-rules), a reading file (rulelab-reading) or an experiment file (rulelab-experiment, or a summary.json)</source>
        <translation>%1: فیلڈ &apos;format&apos; &apos;%2&apos; ہے: یہ قواعد فائل (rulelab-rules)، قراءت فائل (rulelab-reading) یا تجربہ فائل (rulelab-experiment، یا summary.json) نہیں</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Check rules files, reading files and experiment files (or summary.json files) before running them: every problem is listed with its file and field. Exit 1 if any.</source>
        <translation>قواعد، قراءت اور تجربے کی فائلوں (یا summary.json) کو چلانے سے پہلے جانچیں: ہر مسئلہ اپنی فائل اور فیلڈ کے ساتھ درج ہوتا ہے۔ کوئی مسئلہ ہو تو اخراج 1۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the files to check</source>
        <translation>جانچنے کی فائلیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name at least one file</source>
        <translation>کم از کم ایک فائل بتائیں</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: no problems (%2)</source>
        <translation>%1: کوئی مسئلہ نہیں (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>%n فائل جانچی گئی</numerusform>
            <numerusform>%n فائلیں جانچی گئیں</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no problems</source>
        <translation>کوئی مسئلہ نہیں</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n problem(s) in %1 of them</source>
        <translation>
            <numerusform>ان میں سے %1 میں %n مسئلہ</numerusform>
            <numerusform>ان میں سے %1 میں %n مسائل</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_status.cpp" line="-65"/>
        <source>done</source>
        <translation>مکمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>منسوخ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>killed</source>
        <translation>زبردستی روکا گیا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torn</source>
        <translation>ٹوٹا ہوا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>غائب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repeated</source>
        <translation>دہرایا گیا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>foreign</source>
        <translation>غیر متعلق</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 s</source>
        <translation>%1 سیکنڈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 min</source>
        <translation>%1 منٹ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h %2 min</source>
        <translation>%1 گھنٹے %2 منٹ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 days</source>
        <translation>%1 دن</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Say where the shards of a sharded run or ladder stand (run, compare, sweep or ladder with --shard K/N --out PART): which are done, cancelled, killed (or still running), torn or missing, the matches each has played of its planned ones, and roughly how long the rest takes at the speed the parts ran. Exit status 0 when every shard is done (the parts can be merged), 1 otherwise.</source>
        <translation>بتائیں کہ شارڈ میں بٹے رن یا سیڑھی کے شارڈ کہاں تک پہنچے ہیں (run، compare، sweep یا ladder، --shard K/N --out PART کے ساتھ): کون سے مکمل ہوئے، منسوخ ہوئے، مارے گئے (یا ابھی چل رہے ہیں)، ٹوٹے ہوئے ہیں یا غائب ہیں، ہر ایک نے اپنے منصوبہ بند میچوں میں سے کتنے کھیلے، اور باقی کام اس رفتار سے تقریباً کتنا وقت لے گا جس سے حصے چلے۔ خروج کی حالت 0 جب ہر شارڈ مکمل ہو (حصے ملائے جا سکتے ہیں)، ورنہ 1۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a folder written by run or ladder --shard K/N --out PART</source>
        <translation>run یا ladder --shard K/N --out PART کا لکھا ہوا فولڈر</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>None of the %1 folders holds a readable shard of a run or ladder: nothing to report.</source>
        <translation>%1 فولڈروں میں سے کسی میں بھی کسی رن یا سیڑھی کا پڑھنے کے قابل شارڈ نہیں ہے: بتانے کو کچھ نہیں۔</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>print the status as JSON</source>
        <translation>حالت JSON کی صورت میں چھاپیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give the folders of the shards</source>
        <translation>حصوں کے فولڈر دیں</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>shard</source>
        <translation>حصہ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>state</source>
        <translation>حالت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>of</source>
        <translation>میں سے</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>per second</source>
        <translation>فی سیکنڈ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>left</source>
        <translation>باقی</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>folder</source>
        <translation>فولڈر</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(written %1 ago: may still be running)</source>
        <translation>(%1 پہلے لکھا گیا: شاید ابھی چل رہا ہے)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>All %1 shards are done (%2 matches).</source>
        <translation>تمام %1 حصے مکمل ہیں (%2 میچ)۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of the %1 shards is done: resubmit tasks %2.</source>
        <translation>%1 حصوں میں سے کوئی مکمل نہیں: کام %2 دوبارہ جمع کرائیں۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 shards not done: resubmit tasks %3; the others are complete.</source>
        <translation>%2 میں سے %1 حصے مکمل نہیں: کام %3 دوبارہ جمع کرائیں؛ باقی مکمل ہیں۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About %1 left if they run at once (%2 of work in all), at the speed the parts ran.</source>
        <translation>اگر وہ ایک ساتھ چلیں تو تقریباً %1 باقی (کل %2 کا کام)، حصوں کی رفتار سے۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No part recorded its speed, so the time left is not known.</source>
        <translation>کسی حصے نے اپنی رفتار درج نہیں کی، اس لیے باقی وقت معلوم نہیں۔</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Leave %n folder(s) out of the merge (see the notes).</source>
        <translation>
            <numerusform>%n فولڈر جوڑنے سے باہر رکھیں (نوٹ دیکھیں)۔</numerusform>
            <numerusform>%n فولڈر جوڑنے سے باہر رکھیں (نوٹ دیکھیں)۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Merge them with &apos;rulelab-cli merge PART... --out RESULTS&apos;.</source>
        <translation>انہیں &apos;rulelab-cli merge PART... --out RESULTS&apos; سے جوڑیں۔</translation>
    </message>
    <message>
        <location filename="../app/cli/shard_spec.cpp" line="+49"/>
        <source>--shard auto: this job array (%1) is not a whole range of task numbers, so its size is not the number of shards; resubmit the whole array (finished shards end at once), or give --shard auto/N with the array numbered 1-N</source>
        <translation>--shard auto: یہ جاب ارے (%1) کام کے نمبروں کی پوری ترتیب نہیں، اس لیے اس کا سائز شارڈوں کی تعداد نہیں؛ پورا ارے دوبارہ بھیجیں (مکمل شارڈ فوراً ختم ہو جاتے ہیں)، یا 1-N نمبروں والے ارے کے ساتھ --shard auto/N دیں</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>--shard auto: no scheduler&apos;s task index found (SLURM_ARRAY_TASK_ID, PBS_ARRAY_INDEX, PBS_ARRAYID, LSB_JOBINDEX, JOB_COMPLETION_INDEX or RULELAB_SHARD_INDEX); give --shard K/N</source>
        <translation>--shard auto: کسی شیڈیولر کا کام نمبر نہیں ملا (SLURM_ARRAY_TASK_ID، PBS_ARRAY_INDEX، PBS_ARRAYID، LSB_JOBINDEX، JOB_COMPLETION_INDEX یا RULELAB_SHARD_INDEX)؛ --shard K/N دیں</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--shard auto: a scheduler variable is not a whole number (%1)</source>
        <translation>--shard auto: شیڈیولر کا کوئی متغیر پورا عدد نہیں (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>see docs/cluster.md</source>
        <translation>docs/cluster.md دیکھیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--shard auto: %1 gives the task&apos;s index but not how many tasks there are; give --shard auto/N</source>
        <translation>--shard auto: %1 کام کا نمبر دیتا ہے مگر کاموں کی تعداد نہیں؛ --shard auto/N دیں</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--shard auto: %1 is not shard 1 to %2 (an array numbered 1-N, or 0-based indices for RULELAB_SHARD_INDEX and JOB_COMPLETION_INDEX)</source>
        <translation>--shard auto: %1 شارڈ 1 سے %2 تک نہیں (1-N نمبروں والا ارے، یا RULELAB_SHARD_INDEX اور JOB_COMPLETION_INDEX کے لیے 0 سے نمبر)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>--shard auto/N needs a number of shards N from 1 to %1, not &apos;%2&apos;</source>
        <translation>--shard auto/N کو 1 سے %1 تک شارڈوں کی تعداد N چاہیے، &apos;%2&apos; نہیں</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--shard must be K/N with 1 &lt;= K &lt;= N, auto or auto/N, not &apos;%1&apos;</source>
        <translation>--shard کو K/N (1 &lt;= K &lt;= N)، auto یا auto/N ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
</context>
<context>
    <name>FieldSheet</name>
    <message>
        <location filename="../app/gui/field_sheet.cpp" line="+37"/>
        <source>a person</source>
        <translation>ایک شخص</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Field sheet: %1, reading %2</source>
        <translation>میدانی ورق: %1، قراءت %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Played %1. %2; %3. Seed %4 (match seed %5).</source>
        <translation>کھیلا گیا %1۔ %2؛ %3۔ بیج %4 (میچ بیج %5)۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules as read</source>
        <translation>قواعد، جیسے پڑھے گئے</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Moves (%1)</source>
        <translation>چالیں (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>... %1 moves left out (all are in the match file) ...</source>
        <translation>... %1 چالیں چھوڑی گئیں (سب میچ فائل میں ہیں) ...</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not finished: %1 to %2 after %3 moves.</source>
        <translation>ختم نہیں: %3 چالوں کے بعد %1 بمقابلہ %2۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. Why: %2 (%3).</source>
        <translation>%1۔ کیوں: %2 (%3)۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Result</source>
        <translation>نتیجہ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes</source>
        <translation>نوٹس</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+29"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: لکھا نہیں جا سکا: %2</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1: cannot write a PDF</source>
        <translation>%1: PDF نہیں لکھا جا سکا</translation>
    </message>
</context>
<context>
    <name>GuiMain</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+21"/>
        <source>open an experiment, results, reading or match file</source>
        <translation>ایک تجربہ، نتائج، قراءت یا میچ فائل کھولیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the view shown at start: reading, results, length, advantage, ends, margin, rounds, effects, interaction, usage</source>
        <translation>آغاز پر دکھایا جانے والا منظر: reading, results, length, advantage, ends, margin, rounds, effects, interaction, usage</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the language of the window: en, hi or ur (default: the settings, else the system&apos;s)</source>
        <translation>ونڈو کی زبان: en، hi یا ur (طے شدہ: ترتیبات کی، ورنہ سسٹم کی)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a finished run&apos;s results folder to set beside the others given (File &gt; Compare Results Folders); repeatable</source>
        <translation>کسی مکمل رن کا نتائج فولڈر، جسے دیے گئے دوسرے فولڈروں کے ساتھ رکھا جائے (فائل &gt; نتائج فولڈروں کا موازنہ)؛ دہرایا جا سکتا ہے</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>render the window once into FILE (PNG) and exit, without waiting for anyone</source>
        <translation>ونڈو کو ایک بار FILE (PNG) میں بنائیں اور کسی کا انتظار کیے بغیر باہر نکلیں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>RuleLab, the workbench for reconstructing the rules of historical board games.</source>
        <translation>RuleLab، تاریخی بورڈ کھیلوں کے قواعد کی تشکیلِ نو کا ورکشاپ۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>files to open (experiment, results, reading or match files)</source>
        <translation>کھولنے کے لیے فائلیں (تجربہ، نتائج، قراءت یا میچ فائلیں)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try &apos;rulelab --help&apos;.</source>
        <translation>&apos;rulelab --help&apos; آزمائیں۔</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--lang &apos;%1&apos;: languages are en, hi and ur</source>
        <translation>--lang &apos;%1&apos;: زبانیں en، hi اور ur ہیں</translation>
    </message>
</context>
<context>
    <name>MatchReplay</name>
    <message>
        <location filename="../core/replay/match_replay.cpp" line="+209"/>
        <location filename="../core/replay/replay_text.cpp" line="+169"/>
        <source>Start</source>
        <translation>آغاز</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the board after the move</source>
        <translation>چال کے بعد کا بورڈ</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Step %1 of %2: %3</source>
        <translation>قدم %2 میں سے %1: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In hand: %1</source>
        <translation>ہاتھ میں: %1</translation>
    </message>
    <message>
        <location filename="../core/replay/replay_text.cpp" line="-81"/>
        <source>off the board</source>
        <translation>بساط سے باہر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lift %1 from %2</source>
        <translation>%2 سے %1 اٹھانا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drop 1 into %1</source>
        <translation>%1 میں 1 ڈالنا</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>capture %1 from %2</source>
        <translation>%2 سے %1 پکڑنا</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>four rule: %1 taken from %2</source>
        <translation>چار کا اصول: %2 سے %1 لیے گئے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capture %1 from %2, after the empty %3</source>
        <translation>خالی %3 کے بعد %2 سے %1 پکڑنا</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>relay lap from %1</source>
        <translation>%1 سے ریلے چکر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move from %1 to %2</source>
        <translation>%1 سے %2 تک چال</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>lift %1 from cell %2</source>
        <translation>خانہ %2 سے %1 اٹھانا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drop 1 into cell %1</source>
        <translation>خانہ %1 میں 1 ڈالنا</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>cell %1</source>
        <translation>خانہ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relay lap from cell %1</source>
        <translation>خانہ %1 سے ریلے چکر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move from cell %1 to cell %2</source>
        <translation>خانہ %1 سے خانہ %2 تک چال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw %1</source>
        <translation>پھینک %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass</source>
        <translation>باری چھوڑنا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>دور</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1, reading %2: the moves from the start to state %3 of the state graph (%n move(s))</source>
        <translation>
            <numerusform>%1، قراءت %2: آغاز سے اسٹیٹ گراف کی حالت %3 تک کی چالیں (%n چال)</numerusform>
            <numerusform>%1، قراءت %2: آغاز سے اسٹیٹ گراف کی حالت %3 تک کی چالیں (%n چالیں)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, reading %2: %3, seed %4</source>
        <translation>%1، قرأت %2: %3، بیج %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, reading %2, seed %3, match %4 (match seed %5): %6</source>
        <translation>%1، قرأت %2، بیج %3، میچ %4 (میچ بیج %5): %6</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not an end of the match; scores %1-%2; %3 turns, %4 laps, %5 rounds so far</source>
        <translation>مقابلے کا اختتام نہیں؛ اسکور %1-%2؛ اب تک %3 باریاں، %4 چکر، %5 دور</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>End: %1. %2. Scores: %3 %4, %5 %6; %7 turns, %8 laps, %9 rounds</source>
        <translation>اختتام: %1۔ %2۔ اسکور: %3 %4، %5 %6؛ %7 چالیں، %8 چکر، %9 دور</translation>
    </message>
    <message>
        <location filename="../core/replay/board_text.cpp" line="+303"/>
        <source>margin %1, won by seat %2 (wins less often)</source>
        <translation>فرق %1، نشست %2 کی جیت (جو کم جیتتی ہے)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>margin %1, won by the second mover</source>
        <translation>فرق %1، دوسری چال والے کی جیت</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 turns</source>
        <translation>%1 باریاں</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../core/experiment/outcome_text.cpp" line="+19"/>
        <source>seat %1</source>
        <translation>نشست %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 won %2-%3</source>
        <translation>%1 نے %2-%3 سے جیتا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 won</source>
        <translation>%1 نے جیتا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, having moved first</source>
        <translation>%1، پہلی چال چل کر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, having moved second</source>
        <translation>%1، دوسری چال چل کر</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a draw, %1-%2</source>
        <translation>برابر، %1-%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a draw</source>
        <translation>برابر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no result</source>
        <translation>کوئی نتیجہ نہیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins</source>
        <translation>%1 جیتتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draw</source>
        <translation>برابر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>undecided</source>
        <translation>غیر فیصلہ کن</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>random</source>
        <comment>agent</comment>
        <translation>بے ترتیب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>greedy</source>
        <comment>agent</comment>
        <translation>لالچی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCTS, %1 s a move</source>
        <translation>MCTS، فی چال %1 سیکنڈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MCTS, %1 playouts</source>
        <translation>MCTS، %1 پلے آؤٹ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, keeping its tree</source>
        <translation>%1، اپنا درخت رکھتے ہوئے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>search, depth %1</source>
        <translation>تلاش، گہرائی %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>you against yourself</source>
        <translation>آپ اپنے ہی خلاف</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>you</source>
        <translation>آپ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 بمقابلہ %2</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../app/gui/standard_button_texts.cpp" line="+19"/>
        <source>&amp;OK</source>
        <translation>ٹھیک ہے (&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Save</source>
        <translation>محفوظ کریں (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>منسوخ کریں (&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Close</source>
        <translation>بند کریں (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close without Saving</source>
        <translation>محفوظ کیے بغیر بند کریں</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-10"/>
        <source>OK</source>
        <translation>ٹھیک ہے</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>منسوخ کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>محفوظ کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard</source>
        <translation>رد کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>بند کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open</source>
        <translation>کھولیں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save All</source>
        <translation>سب محفوظ کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abort</source>
        <translation>روکیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>دوبارہ کوشش کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ignore</source>
        <translation>نظرانداز کریں</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Apply</source>
        <translation>لاگو کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reset</source>
        <translation>دوبارہ ترتیب دیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>مدد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Yes</source>
        <translation>ہاں (&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>نہیں (&amp;N)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Restore Defaults</source>
        <translation>طے شدہ بحال کریں</translation>
    </message>
</context>
<context>
    <name>SourcesView</name>
    <message>
        <location filename="../app/gui/sources_view.cpp" line="+420"/>
        <source>There are no results to describe yet: run an experiment or open a results file.</source>
        <translation>ابھی بیان کرنے کو کوئی نتائج نہیں: کوئی تجربہ چلائیں یا نتائج کی فائل کھولیں۔</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Export Methods Text</source>
        <translation>طریقِ کار کا متن برآمد کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markdown (*.md);;LaTeX (*.tex)</source>
        <translation>Markdown (*.md);;LaTeX (*.tex)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Methods text</source>
        <translation>طریقِ کار کا متن</translation>
    </message>
</context>
<context>
    <name>game two-row-vocabulary</name>
    <message>
        <location filename="../app/gui/plugin_texts.cpp" line="+9"/>
        <source>Two-row sowing games</source>
        <translation>دو قطاروں والے بونے کے کھیل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First player</source>
        <translation>پہلا کھلاڑی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legal starting hole</source>
        <translation>جائز ابتدائی گڑھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lap over the origin hole</source>
        <translation>ابتدائی گڑھے کے اوپر چکر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relay</source>
        <translation>ریلے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture</source>
        <translation>پکڑ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture zone</source>
        <translation>پکڑ کا علاقہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player with nothing to sow</source>
        <translation>جس کھلاڑی کے پاس بونے کو کچھ نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the game (round)</source>
        <translation>کھیل (دور) کا اختتام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the end is tested</source>
        <translation>اختتام کی جانچ کب ہوتی ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters left at a stalled end</source>
        <translation>رکے ہوئے اختتام پر بچی گوٹیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later rounds</source>
        <translation>بعد کے دور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill order</source>
        <translation>بھرنے کی ترتیب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts later rounds</source>
        <translation>بعد کے دور کون شروع کرتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match</source>
        <translation>میچ کا اختتام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of rounds (in a match of fixed rounds)</source>
        <translation>دوروں کی تعداد (مقررہ دوروں والے میچ میں)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holes per row (experimental)</source>
        <translation>فی قطار گڑھے (تجرباتی)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters per hole (experimental)</source>
        <translation>فی گڑھا گوٹیں (تجرباتی)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perpetual relay (simulation guard)</source>
        <translation>لامتناہی ریلے (سمولیشن محافظ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stalled game (simulation guard)</source>
        <translation>رکا ہوا کھیل (سمولیشن محافظ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ludii&apos;s trial limit (compatibility)</source>
        <translation>Ludii کی آزمائشی حد (مطابقت)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loser&apos;s short hole</source>
        <translation>ہارنے والے کا چھوٹا گڑھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captures of the surplus</source>
        <translation>فاضل کی پکڑ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-counter rule</source>
        <translation>چار گوٹوں کا اصول</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole ownership</source>
        <translation>گڑھوں کی ملکیت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Middle holes at the start</source>
        <translation>آغاز میں درمیانی گڑھے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End holes at the start</source>
        <translation>آغاز میں سرے کے گڑھے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sowing direction</source>
        <translation>بونے کی سمت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both players can only pass</source>
        <translation>دونوں کھلاڑی صرف پاس کر سکتے ہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holes out of play in the relay and capture tests</source>
        <translation>ریلے اور پکڑ کی جانچ میں کھیل سے باہر گڑھے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End holes</source>
        <translation>آخری خانے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>اتفاقی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>جنوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any own hole</source>
        <translation>اپنا کوئی بھی گڑھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no singleton if larger</source>
        <translation>بڑا ہو تو اکیلی گوٹی نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>include</source>
        <translation>شامل کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skip</source>
        <translation>چھوڑیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next hole</source>
        <translation>اگلا گڑھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>landing hole</source>
        <translation>اترنے والا گڑھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capture next, resow landing</source>
        <translation>اگلا پکڑیں، اترنے والا گڑھا پھر بوئیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chain</source>
        <translation>سلسلہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chain, at most four</source>
        <translation>سلسلہ، زیادہ سے زیادہ چار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chain with wrap-around</source>
        <translation>گھوم کر جاری سلسلہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>single</source>
        <translation>اکیلا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first loaded</source>
        <translation>پہلا بھرا ہوا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any row</source>
        <translation>کوئی بھی قطار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opponent&apos;s row only</source>
        <translation>صرف مخالف کی قطار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opponent takes all</source>
        <translation>مخالف سب لیتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass</source>
        <translation>باری چھوڑنا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each takes own row</source>
        <translation>ہر ایک اپنی قطار لیتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all exhausted</source>
        <translation>سب ختم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no move</source>
        <translation>کوئی چال نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no further capture</source>
        <translation>مزید کوئی پکڑ نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one left</source>
        <translation>ایک بچی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after the turn</source>
        <translation>باری کے بعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after every lap</source>
        <translation>ہر چکر کے بعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row owner</source>
        <translation>قطار کا مالک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last capturer</source>
        <translation>آخری پکڑنے والا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>split evenly</source>
        <translation>برابر بانٹیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>کوئی نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole loss</source>
        <translation>گڑھے کا کھونا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole capture</source>
        <translation>گڑھا پکڑنا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Khutka Boia&apos;s scheme</source>
        <translation>کھٹکا بوئیا کی ترتیب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from own left</source>
        <translation>اپنی بائیں طرف سے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player&apos;s choice</source>
        <translation>کھلاڑی کی مرضی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round loser</source>
        <translation>دور کا ہارنے والا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alternate</source>
        <translation>باری باری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot fill</source>
        <translation>بھر نہیں سکتا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixed rounds</source>
        <translation>مقررہ دور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two or more</source>
        <translation>دو یا زیادہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chosen once</source>
        <translation>ایک بار چنی گئی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loser refills</source>
        <translation>ہارنے والا بھرتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fewer than two</source>
        <translation>دو سے کم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>abort and report</source>
        <translation>روکیں اور بتائیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end the turn</source>
        <translation>باری ختم کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forbid the start</source>
        <translation>آغاز ممنوع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end the round</source>
        <translation>دور ختم کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undecided</source>
        <translation>غیر فیصل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scored, flagged</source>
        <translation>گنا گیا، نشان زدہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>بند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>چالو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from own right</source>
        <translation>اپنی دائیں طرف سے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fewer holes to fill</source>
        <translation>بھرنے کو کم گڑھے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set aside</source>
        <translation>الگ رکھے گئے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a short hole of the winner&apos;s</source>
        <translation>جیتنے والے کا چھوٹا گڑھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sown holes, by the mover</source>
        <translation>بوئے گئے گڑھے، چلنے والے کے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opposite</source>
        <translation>سامنے والا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next hole after an empty landing</source>
        <translation>خالی اترنے والے گڑھے کے بعد کا اگلا گڑھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole facing an empty landing</source>
        <translation>خالی اترنے والے گڑھے کے سامنے کا گڑھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next hole after an empty landing, then a chain of at most four</source>
        <translation>خالی اترنے والے گڑھے کے بعد کا اگلا گڑھا، پھر زیادہ سے زیادہ چار کا سلسلہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player&apos;s holes empty</source>
        <translation>کسی کھلاڑی کے گڑھے خالی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither can sow</source>
        <translation>کوئی بھی نہیں بو سکتا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resow the landing hole</source>
        <translation>آخری گڑھا دوبارہ بوئیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owner, on drop</source>
        <translation>مالک، گراتے وقت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sower, on drop</source>
        <translation>بونے والا، گراتے وقت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owner, after each segment</source>
        <translation>مالک، ہر حصے کے بعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mover&apos;s row, after the move</source>
        <translation>چلنے والے کی قطار، چال کے بعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owner, the sown holes after each segment</source>
        <translation>مالک، ہر حصے کے بعد بوئے گئے گڑھے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rows</source>
        <translation>قطاریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>halves of the board</source>
        <translation>بورڈ کے آدھے حصے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>like the others</source>
        <translation>دوسروں کی طرح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one and none</source>
        <translation>ایک اور صفر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one more</source>
        <translation>ایک اور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>anticlockwise</source>
        <translation>گھڑی کی الٹی سمت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play on</source>
        <translation>کھیل جاری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draw</source>
        <translation>برابری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped</source>
        <translation>چھوڑا گیا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an empty hole</source>
        <translation>ایک خالی گڑھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>still in the loop</source>
        <translation>چکر میں رہتے ہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ordinary holes</source>
        <translation>عام گڑھے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stores in the loop</source>
        <translation>چکر میں ذخیرے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who sows first in the first round.</source>
        <translation>پہلے دور میں پہلے کون بوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fair chance event decides (South or North at 1/2 each).</source>
        <translation>ایک منصفانہ اتفاق طے کرتا ہے (جنوب یا شمال، ہر ایک 1/2 پر)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South always begins.</source>
        <translation>جنوب ہمیشہ شروع کرتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which of his holes a player may lift to start a turn.</source>
        <translation>باری شروع کرنے کے لیے کھلاڑی اپنے کون سے گڑھے اٹھا سکتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any non-empty hole the mover owns.</source>
        <translation>چلنے والے کا کوئی بھی بھرا گڑھا۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hole with a single counter may not be sown while the mover has a hole with two or more.</source>
        <translation>اکیلی گوٹی والا گڑھا تب تک نہیں بویا جا سکتا جب تک چلنے والے کے پاس دو یا زیادہ گوٹیوں والا گڑھا ہو۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the emptied starting hole gets a counter when a sowing goes all the way round.</source>
        <translation>جب بوائی پورا چکر لگاتی ہے تو کیا خالی کیے گئے ابتدائی گڑھے کو گوٹی ملتی ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starting hole is sown like any other.</source>
        <translation>ابتدائی گڑھا کسی اور گڑھے کی طرح بویا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starting hole is passed over.</source>
        <translation>ابتدائی گڑھا چھوڑ دیا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What continues a turn after the last counter falls into hole L.</source>
        <translation>آخری گوٹی کے گڑھے L میں گرنے کے بعد باری کو کیا آگے بڑھاتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If L+1 holds counters, lift all of them and sow on from L+2; repeat.</source>
        <translation>اگر L+1 میں گوٹیاں ہوں، تو سب اٹھا کر L+2 سے آگے بوئیں؛ دہرائیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If L held counters before the last drop, lift L itself and sow on.</source>
        <translation>اگر آخری گوٹی گرنے سے پہلے L میں گوٹیاں تھیں، تو L ہی کو اٹھا کر آگے بوئیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If L+1 holds counters, the mover captures them and lifts L itself to sow on; repeat. When L+1 is empty the capture rule applies.</source>
        <translation>اگر L+1 میں گوٹیاں ہوں، تو چلنے والا انہیں پکڑ لیتا ہے اور L ہی کو اٹھا کر آگے بوتا ہے؛ دہرائیں۔ جب L+1 خالی ہو تو پکڑ کا اصول لاگو ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the mover takes when the sowing stops at an empty hole; the turn then ends.</source>
        <translation>جب بوائی کسی خالی گڑھے پر رکتی ہے تو چلنے والا کیا لیتا ہے؛ پھر باری ختم ہوتی ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take L+2 if loaded, then keep taking every second hole while the hole between is empty and the next loaded. Stops at an occupied hole or two empty holes; never takes L.</source>
        <translation>اگر L+2 بھرا ہو تو اسے لیں، پھر ہر دوسرا گڑھا لیتے جائیں جب تک بیچ والا خالی اور اگلا بھرا ہو۔ کسی بھرے گڑھے یا دو خالی گڑھوں پر رکتا ہے؛ L کو کبھی نہیں لیتا۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As chain, but at most four holes (L+2, L+4, L+6, L+8).</source>
        <translation>سلسلے کی طرح، مگر زیادہ سے زیادہ چار گڑھے (L+2، L+4، L+6، L+8)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As chain, but the chain may go round the board and take L itself.</source>
        <translation>سلسلے کی طرح، مگر سلسلہ بساط کا چکر لگا کر L کو بھی لے سکتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take only L+2.</source>
        <translation>صرف L+2 لیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip the run of empty holes after L and take the first loaded hole.</source>
        <translation>L کے بعد کے خالی گڑھوں کو چھوڑ کر پہلا بھرا گڑھا لیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where a capture may be made.</source>
        <translation>پکڑ کہاں کی جا سکتی ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Either row.</source>
        <translation>کوئی بھی قطار۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the opponent&apos;s holes; a chain stops at the first target the mover owns.</source>
        <translation>صرف مخالف کے گڑھے؛ سلسلہ چلنے والے کے اپنے پہلے ہدف پر رک جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens when the player to move has no counters to sow.</source>
        <translation>جب چلنے والے کے پاس بونے کو کوئی گوٹی نہ ہو تو کیا ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game (round) ends and the opponent takes every counter left.</source>
        <translation>کھیل (دور) ختم ہوتا ہے اور مخالف بچی ہر گوٹی لے لیتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He passes and the opponent sows again.</source>
        <translation>وہ باری چھوڑتا ہے اور مخالف پھر سے بوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game (round) ends and each player takes the counters in the holes he owns.</source>
        <translation>کھیل (دور) ختم ہوتا ہے اور ہر کھلاڑی اپنے گڑھوں کی گوٹیاں لیتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the game (or, in match play, the round) ends.</source>
        <translation>کھیل (یا، میچ میں، دور) کب ختم ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only an empty board ends it; otherwise the stall guard (option &apos;stall&apos;) does.</source>
        <translation>صرف خالی بساط اسے ختم کرتی ہے؛ ورنہ رکاوٹ محافظ (اختیار &apos;stall&apos;) کرتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It ends through option &apos;no_move&apos; (or an empty board, or the stall guard).</source>
        <translation>یہ اختیار &apos;no_move&apos; کے ذریعے ختم ہوتا ہے (یا خالی بساط سے، یا رکاوٹ محافظ سے)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It ends when play can produce no further capture, as the stall test G-2 proves it; leftover shares the board.</source>
        <translation>یہ تب ختم ہوتا ہے جب کھیل سے مزید کوئی پکڑ نہیں ہو سکتی، جیسا رکاوٹ کی جانچ G-2 ثابت کرتی ہے؛ leftover بساط بانٹتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As soon as one counter is left on the board after a move, it goes to the owner of its hole and the game ends.</source>
        <translation>کسی چال کے بعد جیسے ہی بساط پر ایک گوٹی بچتی ہے، وہ اس کے گڑھے کے مالک کو جاتی ہے اور کھیل ختم ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the ends the board alone decides (one counter left, an empty board, a player&apos;s holes empty) are tested: after the whole turn, or also after every lap of a relay. The end by the player to move having nothing to sow (option &apos;no_move&apos;) is tested after the turn either way.</source>
        <translation>وہ اختتام کب جانچے جاتے ہیں جنہیں اکیلے بساط طے کرتی ہے (ایک گوٹی بچی، خالی بساط، کسی کھلاڑی کے گڑھے خالی): پوری باری کے بعد، یا ریلے کے ہر چکر کے بعد بھی۔ چلنے والے کے پاس بونے کو کچھ نہ ہونے سے آنے والا اختتام (اختیار &apos;no_move&apos;) دونوں صورتوں میں باری کے بعد ہی جانچا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only when the turn is over: a relay goes on to its end first.</source>
        <translation>صرف جب باری پوری ہو: ریلے پہلے اپنے اختتام تک چلتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also after every lap of a relay: the moment the end holds, the turn stops there and the game (round) ends.</source>
        <translation>ریلے کے ہر چکر کے بعد بھی: جس لمحے اختتام کی شرط پوری ہو، باری وہیں رکتی ہے اور کھیل (دور) ختم ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who gets the counters still on the board when the stall test ends a game or round.</source>
        <translation>جب رکاوٹ کی جانچ کسی کھیل یا دور کو ختم کرتی ہے تو بساط پر بچی گوٹیاں کس کو ملتی ہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each counter goes to the owner of the hole it lies in.</source>
        <translation>ہر گوٹی اس گڑھے کے مالک کو جاتی ہے جس میں وہ پڑی ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All go to the player who made the latest capture of the round.</source>
        <translation>سب اس کھلاڑی کو جاتی ہیں جس نے دور کی سب سے آخری پکڑ کی۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They are halved; an odd counter goes to the owner of the row holding more (ties: to the player to move).</source>
        <translation>انہیں آدھا آدھا بانٹا جاتا ہے؛ طاق گوٹی اس قطار کے مالک کو جاتی ہے جس میں زیادہ ہوں (برابری پر: چلنے والے کھلاڑی کو)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the game is played in rounds, and how the holes are refilled between them.</source>
        <translation>کیا کھیل دوروں میں کھیلا جاتا ہے، اور ان کے درمیان گڑھے کیسے پھر بھرے جاتے ہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A single game.</source>
        <translation>ایک اکیلا کھیل۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player refills his holes with a group (the counters a hole starts with) each from his counters; holes he cannot fill are out of play for the round, and what is left over is set aside.</source>
        <translation>ہر کھلاڑی اپنی گوٹیوں سے اپنے ہر گڑھے میں ایک گروہ (جتنی گوٹیوں سے گڑھا شروع ہوتا ہے) رکھ کر انہیں پھر بھرتا ہے؛ جو گڑھے وہ نہیں بھر سکتا وہ اس دور کے لیے کھیل سے باہر ہیں، اور جو بچے وہ الگ رکھا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As hole loss, but a hole the loser cannot fill is taken over by the winner, who fills it from his surplus and owns it for the round; ownership is worked out again at every refill.</source>
        <translation>گڑھے کے کھونے کی طرح، مگر جس گڑھے کو ہارنے والا نہیں بھر سکتا اسے فاتح لے لیتا ہے، جو اسے اپنے فاضل سے بھرتا ہے اور اس دور کے لیے اس کا مالک ہوتا ہے؛ ملکیت ہر بھرائی پر پھر سے طے ہوتی ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Khutka Boia&apos;s refill under its reading R4: groups plus the pooled remainders (Bhadar, Kungidar paid from each turn&apos;s start hole, an accumulating bha returned with the 2).</source>
        <translation>قراءت R4 کے تحت Khutka Boia کی بھرائی: گروہ اور ملائے گئے باقی (بھدر، ہر باری کے ابتدائی گڑھے سے ادا کیا گیا کنگی دار، 2 کے ساتھ لوٹایا گیا جمع ہوتا بھا)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which holes a player fills first between rounds (multi-round only).</source>
        <translation>دوروں کے درمیان کھلاڑی پہلے کون سے گڑھے بھرتا ہے (صرف کئی دوروں میں)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player fills his holes from his own left.</source>
        <translation>ہر کھلاڑی اپنی بائیں طرف سے اپنے گڑھے بھرتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player chooses an empty hole for each group.</source>
        <translation>ہر کھلاڑی ہر گروہ کے لیے ایک خالی گڑھا چنتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who sows first from the second round on (multi-round only).</source>
        <translation>دوسرے دور سے آگے پہلے کون بوتا ہے (صرف کئی دوروں میں)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player with fewer counters after the previous round; ties alternate.</source>
        <translation>پچھلے دور کے بعد کم گوٹیوں والا کھلاڑی؛ برابری پر باری باری۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever did not start the previous round.</source>
        <translation>جس نے پچھلا دور شروع نہیں کیا تھا۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a match of several rounds ends (multi-round only).</source>
        <translation>کئی دوروں والا میچ کب ختم ہوتا ہے (صرف کئی دوروں میں)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the refill, a player who owns no hole in play loses.</source>
        <translation>بھرائی کے بعد، جس کھلاڑی کے پاس کھیل میں کوئی گڑھا نہ ہو وہ ہارتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the number of rounds in option &apos;rounds&apos;; the higher total wins, equal totals draw.</source>
        <translation>اختیار &apos;rounds&apos; میں دیے گئے دوروں کے بعد رکیں؛ زیادہ کل جیتتا ہے، برابر کل برابری ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number of rounds played when match_end = fixed_rounds (multi-round only).</source>
        <translation>match_end = fixed_rounds ہونے پر کھیلے جانے والے دوروں کی تعداد (صرف کئی دوروں میں)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: fewer holes give boards small enough for the state graph to list every reachable position and to solve the game exactly.</source>
        <translation>تاریخی نہیں: کم گڑھوں سے بساط اتنی چھوٹی ہوتی ہے کہ حالت کا گراف ہر قابلِ رسائی حالت گن سکے اور کھیل کو ٹھیک ٹھیک حل کر سکے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: another number makes boards for exact state-graph analysis; between rounds a hole is filled for every group of this many counters.</source>
        <translation>تاریخی نہیں: دوسری تعداد سے حالت کے گراف کے درست تجزیے کے لیے بساطیں بنتی ہیں؛ دوروں کے درمیان اتنی گوٹیوں کے ہر گروہ کے لیے ایک گڑھا بھرا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a hole holding two or more counters may be lifted, to start a turn or by a relay, and only while a hole of the mover&apos;s own row holds two or more: a player whose holes hold one counter each at most cannot sow, and a relay stops where it cannot lift its hole, which ends the game (round) as for a player with nothing to sow (option &apos;no_move&apos;).</source>
        <translation>صرف دو یا زیادہ گوٹیوں والا گڑھا اٹھایا جا سکتا ہے، باری شروع کرنے کے لیے یا ریلے سے، اور تبھی جب چلنے والے کی اپنی قطار کے کسی گڑھے میں دو یا زیادہ ہوں: جس کھلاڑی کے ہر گڑھے میں زیادہ سے زیادہ ایک گوٹی ہو وہ نہیں بو سکتا، اور ریلے وہاں رکتا ہے جہاں وہ اپنا گڑھا نہیں اٹھا سکتا، جس سے کھیل (دور) ویسے ہی ختم ہوتا ہے جیسے اس کھلاڑی کے لیے جس کے پاس بونے کو کچھ نہیں (اختیار &apos;no_move&apos;)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player chooses the direction with his first sowing, and every sowing of the game goes that way, its relays and capture tests too. In rounds of loser refills the loser chooses it again for each later round: from the left end of his row anticlockwise, from the right end clockwise.</source>
        <translation>پہلا کھلاڑی اپنی پہلی بوائی سے سمت چنتا ہے، اور کھیل کی ہر بوائی اسی طرف جاتی ہے، اس کے ریلے اور پکڑ کی جانچیں بھی۔ ہارنے والے کی بھرائی والے دوروں میں ہارنے والا ہر اگلے دور کے لیے اسے پھر چنتا ہے: اپنی قطار کے بائیں سرے سے گھڑی کی الٹی سمت، دائیں سرے سے گھڑی کی سمت۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds: the player holding more counters (South on a tie) fills every hole of his row with a group and keeps the surplus; the other fills an unbroken run of holes from one end of his row, a group in each and what is left in the last, and begins the next round. Holes left empty are out of play for the round. A loser with less than a group puts it all into his end hole, which nobody may lift for the round (he passes while it is all he has).</source>
        <translation>دور: زیادہ گوٹیوں والا کھلاڑی (برابری پر جنوب) اپنی قطار کا ہر گڑھا ایک گروہ سے بھرتا ہے اور فاضل رکھتا ہے؛ دوسرا اپنی قطار کے ایک سرے سے لگاتار گڑھے بھرتا ہے، ہر ایک میں ایک گروہ اور آخری میں جو بچے، اور اگلا دور شروع کرتا ہے۔ خالی چھوٹے گڑھے اس دور کے لیے کھیل سے باہر ہیں۔ جس ہارنے والے کے پاس ایک گروہ سے کم ہو وہ سب اپنے سرے کے گڑھے میں ڈالتا ہے، جسے اس دور میں کوئی نہیں اٹھا سکتا (جب تک اس کے پاس بس وہی ہو، وہ باری چھوڑتا ہے)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a round, a player holding fewer than two counters loses the match.</source>
        <translation>کسی دور کے بعد، دو سے کم گوٹیوں والا کھلاڑی میچ ہارتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: what the simulator does when one turn&apos;s relay repeats a state (Brent&apos;s cycle detection; the lap cap sim.max_relay_laps ends the match with cap_reached).</source>
        <translation>تاریخی نہیں: جب کسی باری کا ریلے کوئی حالت دہراتا ہے تو سمولیٹر کیا کرتا ہے (Brent کی چکر کی پہچان؛ چکروں کی حد sim.max_relay_laps میچ کو cap_reached کے ساتھ ختم کرتی ہے)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match ends with end reason relay_loop (undecided).</source>
        <translation>میچ اختتام کی وجہ relay_loop کے ساتھ ختم ہوتا ہے (غیر فیصل)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The move stops at the first repeated state, with no capture.</source>
        <translation>چال پہلی دہرائی گئی حالت پر رکتی ہے، بغیر پکڑ کے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A starting hole that leads to a perpetual relay is illegal when another exists.</source>
        <translation>جو ابتدائی گڑھا لامتناہی ریلے کی طرف لے جائے وہ ناجائز ہے جب کوئی اور موجود ہو۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: what the simulator does when a game (round) is proven stalled: its trigger (a position repeated sim.repeat_k times, or sim.no_capture_turns turns without capture) fired, and an exact search of every position still reachable found no capture and no end by the rules. An unproven trigger only backs off, and play goes on. Under round_end = no_further_capture the proof is the rule itself and ends the game by rule. Off under ludii_limit = on.</source>
        <translation>تاریخی نہیں: جب کسی کھیل (دور) کا رکنا ثابت ہو جائے تو سمولیٹر کیا کرتا ہے: اس کا محرک (کوئی حالت sim.repeat_k بار دہرائی گئی، یا sim.no_capture_turns باریاں بغیر پکڑ کے) چلا، اور ابھی بھی قابلِ رسائی ہر حالت کی درست تلاش میں نہ کوئی پکڑ ملی نہ اصولوں سے کوئی اختتام۔ غیر ثابت محرک صرف پیچھے ہٹتا ہے، اور کھیل چلتا رہتا ہے۔ round_end = no_further_capture کے تحت ثبوت ہی اصول ہے اور کھیل کو اصول سے ختم کرتا ہے۔ ludii_limit = on کے تحت بند۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game (round) ends and &apos;leftover&apos; shares the board; play goes on.</source>
        <translation>کھیل (دور) ختم ہوتا ہے اور &apos;leftover&apos; بساط بانٹتا ہے؛ کھیل جاری رہتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match stops with end reason round_stalled and no result.</source>
        <translation>میچ اختتام کی وجہ round_stalled کے ساتھ اور بغیر نتیجے کے رکتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board is shared by &apos;leftover&apos; and the match stops with end reason round_stalled, but its result is decided by the totals (the catalogue&apos;s &apos;flagged unresolved&apos;).</source>
        <translation>بساط &apos;leftover&apos; سے بانٹی جاتی ہے اور میچ اختتام کی وجہ round_stalled کے ساتھ رکتا ہے، مگر اس کا نتیجہ کل سے طے ہوتا ہے (فہرست کا &apos;غیر حل شدہ نشان زد&apos;)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: for a reading that reproduces Ludii&apos;s encoding. Ludii&apos;s program stops a trial with no winner at 2,500 turns (1,250 per player; a turn changes when the mover changes, passes included) or 10,000 moves, and has no stall guard.</source>
        <translation>تاریخی نہیں: اس قراءت کے لیے جو Ludii کی کوڈنگ کو دہراتی ہے۔ Ludii کا پروگرام کسی آزمائش کو بغیر فاتح کے 2,500 باریوں (ہر کھلاڑی کی 1,250؛ چلنے والا بدلنے پر باری بدلتی ہے، باری چھوڑنا بھی) یا 10,000 چالوں پر روکتا ہے، اور اس میں کوئی رکاوٹ محافظ نہیں ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RuleLab&apos;s guards and caps apply.</source>
        <translation>RuleLab کے محافظ اور حدیں لاگو ہوتی ہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game that reaches Ludii&apos;s limit ends with end reason ludii_limit (a cap, undecided), and the stall guard ends no game: play goes on as in Ludii.</source>
        <translation>جو کھیل Ludii کی حد تک پہنچتا ہے وہ اختتام کی وجہ ludii_limit کے ساتھ ختم ہوتا ہے (ایک حد، غیر فیصل)، اور رکاوٹ محافظ کوئی کھیل ختم نہیں کرتا: کھیل Ludii کی طرح چلتا رہتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player fills his holes from his own right: from the last hole of his row in sowing order back towards the first.</source>
        <translation>ہر کھلاڑی اپنی دائیں طرف سے اپنے گڑھے بھرتا ہے: بونے کی ترتیب میں اپنی قطار کے آخری گڑھے سے پہلے کی طرف واپس۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players fill one hole each in turn, the player after the round&apos;s last mover first, and the one who runs out of holes to fill first begins: the player with fewer holes to fill, or with as many, the one who filled first. With end holes as stores (Ludii&apos;s Bay Khom) the heads are filled in the same phase, and after a round that ended inside a relay that relay&apos;s mover fills first.</source>
        <translation>کھلاڑی باری باری ایک ایک گڑھا بھرتے ہیں، دور کے آخری چلنے والے کے بعد والا کھلاڑی پہلے، اور جس کے بھرنے کو گڑھے پہلے ختم ہوں وہ شروع کرتا ہے: بھرنے کو کم گڑھوں والا کھلاڑی، یا برابر ہونے پر وہ جس نے پہلے بھرا۔ سرے کے گڑھے ذخیرے ہوں (Ludii کا Bay Khom) تو سر اسی مرحلے میں بھرے جاتے ہیں، اور جو دور کسی ریلے کے بیچ ختم ہوا اس کے بعد اس ریلے کا چلنے والا پہلے بھرتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the remainder of the player with fewer counters (fewer than a hole&apos;s group) goes at a refill (multi_round = hole_loss).</source>
        <translation>بھرائی پر کم گوٹیوں والے کھلاڑی کا باقی (ایک گڑھے کے گروہ سے کم) کہاں جاتا ہے (multi_round = hole_loss)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is set aside with his other counters off the board.</source>
        <translation>اسے اس کی دوسری گوٹیوں کے ساتھ بساط سے باہر الگ رکھا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It goes into his next empty hole in fill order, which is in play for the round as the winner&apos;s short hole: the loser never sows from it and his sowings pass over it, and his relay into it ends his turn; the winner sows into it, may lift it in a relay, takes one counter from it after each of his sowings that passed it, and takes what it holds when the round ends, which it does when every other hole is empty. Either player&apos;s capture may take it.</source>
        <translation>وہ بھرنے کی ترتیب میں اس کے اگلے خالی گڑھے میں جاتا ہے، جو اس دور میں فاتح کے چھوٹے گڑھے کے طور پر کھیل میں رہتا ہے: ہارنے والا اس سے کبھی نہیں بوتا اور اس کی بوائیاں اسے چھوڑ کر گزرتی ہیں، اور اس میں جانے والا اس کا ریلے اس کی باری ختم کرتا ہے؛ فاتح اس میں بوتا ہے، ریلے میں اسے اٹھا سکتا ہے، اپنی ہر اس بوائی کے بعد جو اس سے گزری اس میں سے ایک گوٹی لیتا ہے، اور دور ختم ہونے پر اس میں جو ہو وہ لیتا ہے، اور دور تب ختم ہوتا ہے جب باقی ہر گڑھا خالی ہو۔ کسی بھی کھلاڑی کی پکڑ اسے لے سکتی ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a hole brought to the number of a player&apos;s surplus is his (multi_round = hole_loss).</source>
        <translation>کیا وہ گڑھا جس میں گوٹیاں کسی کھلاڑی کے فاضل کی تعداد تک پہنچیں، اس کا ہوتا ہے (multi_round = hole_loss)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such capture.</source>
        <translation>ایسی کوئی پکڑ نہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At each refill each player&apos;s number is what he has left over: the counters the player with more sets aside, the other&apos;s remainder. After each sowing and its relay or capture test, the holes that sowing passed (counted from the lifted hole to the hole as many holes further on as counters were lifted, holes out of play counted, at most once round the board) that hold exactly the mover&apos;s number go to the mover (the other&apos;s short hole excepted).</source>
        <translation>ہر بھرائی پر ہر کھلاڑی کی تعداد وہ ہے جو اس کے پاس بچتا ہے: زیادہ والے کھلاڑی کی الگ رکھی گوٹیاں، دوسرے کا باقی۔ ہر بوائی اور اس کی ریلے یا پکڑ کی جانچ کے بعد، اس بوائی کے گزرے گڑھوں میں سے (اٹھائے گئے گڑھے سے اتنے گڑھے آگے تک گنے جاتے ہیں جتنی گوٹیاں اٹھائی گئیں، کھیل سے باہر کے گڑھے گن کر، بساط کا زیادہ سے زیادہ ایک چکر) جن میں ٹھیک چلنے والے کی تعداد ہو وہ چلنے والے کو جاتے ہیں (دوسرے کا چھوٹا گڑھا چھوڑ کر)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the hole after L is empty, take the hole facing that empty hole, in either row.</source>
        <translation>جب L کے بعد والا گڑھا خالی ہو، تو اس خالی گڑھے کے سامنے والا گڑھا لیں، کسی بھی قطار میں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last counter falls into an empty hole and no relay follows, take the hole after it, L+1 (pair it with relay = landing_hole).</source>
        <translation>جب آخری گوٹی کسی خالی گڑھے میں گرے اور کوئی ریلے نہ ہو، تو اس کے بعد والا گڑھا L+1 لیں (اسے relay = landing_hole کے ساتھ لیں)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last counter falls into an empty hole and no relay follows, take the hole facing it in the other row, L&apos;s opposite (the commonest capture of the two-row games; pair it with relay = landing_hole).</source>
        <translation>جب آخری گوٹی کسی خالی گڑھے میں گرے اور کوئی ریلے نہ ہو، تو دوسری قطار میں اس کے سامنے والا گڑھا، L کے سامنے کا گڑھا، لیں (دو قطاروں والے کھیلوں کی سب سے عام پکڑ؛ اسے relay = landing_hole کے ساتھ لیں)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last counter falls into an empty hole and no relay follows, take the hole after it, L+1, if it is loaded; then, while the hole after the last one taken is empty and the hole beyond it loaded, take that too, at most four holes in all (L+1, L+3, L+5, L+7).</source>
        <translation>جب آخری گوٹی کسی خالی گڑھے میں گرے اور کوئی ریلے نہ ہو، تو اس کے بعد والا گڑھا L+1 لیں، اگر وہ بھرا ہو؛ پھر، جب تک لیے گئے آخری گڑھے کے بعد والا خالی اور اس سے آگے والا بھرا ہو، اسے بھی لیں، کل زیادہ سے زیادہ چار گڑھے (L+1، L+3، L+5، L+7)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round ends as soon as either player has nothing left to sow after a move, whoever is to move, and each player takes what is in his own holes.</source>
        <translation>کسی چال کے بعد جیسے ہی دونوں میں سے کسی ایک کھلاڑی کے پاس بونے کو کچھ نہ بچے، دور ختم ہوتا ہے، چاہے چلنا کسی کا بھی ہو، اور ہر کھلاڑی اپنے گڑھوں میں جو ہے وہ لیتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round ends as soon as, after a move, neither player has a counter in a hole he may start from (a player with nothing passes until then), and each player takes what is in his own row, stores and holes out of play included.</source>
        <translation>کسی چال کے بعد جیسے ہی دونوں کھلاڑیوں میں سے کسی کے پاس بھی ایسے گڑھے میں گوٹی نہ رہے جس سے وہ شروع کر سکے، دور ختم ہوتا ہے (تب تک جس کے پاس کچھ نہ ہو وہ باری چھوڑتا ہے)، اور ہر کھلاڑی اپنی قطار میں جو ہے وہ لیتا ہے، ذخیرے اور کھیل سے باہر کے گڑھے سمیت۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If L+1 holds counters, lift L itself, the last counter with the rest, and sow on; repeat. When L+1 is empty the capture rule applies.</source>
        <translation>اگر L+1 میں گوٹیاں ہوں، تو L ہی کو اٹھائیں، آخری گوٹی سمیت، اور آگے بوئیں؛ دہرائیں۔ جب L+1 خالی ہو تو پکڑ کا اصول لاگو ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens to a hole that a counter brings to exactly four.</source>
        <translation>اس گڑھے کا کیا ہوتا ہے جسے کوئی گوٹی ٹھیک چار تک پہنچا دے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No four-counter rule.</source>
        <translation>چار گوٹیوں کا کوئی اصول نہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The moment a drop makes a hole hold four, the owner of that hole&apos;s row takes them and sowing goes on; the relay and capture tests then see the emptied hole.</source>
        <translation>جس لمحے کوئی گوٹی گر کر کسی گڑھے میں چار کر دے، اس گڑھے کی قطار کا مالک انہیں لے لیتا ہے اور بوائی جاری رہتی ہے؛ پھر ریلے اور پکڑ کی جانچیں خالی ہوا گڑھا دیکھتی ہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The moment a drop makes a hole hold four, the player sowing takes them and sowing goes on.</source>
        <translation>جس لمحے کوئی گوٹی گر کر کسی گڑھے میں چار کر دے، بونے والا کھلاڑی انہیں لے لیتا ہے اور بوائی جاری رہتی ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each sowing segment and its relay or capture decision, every hole holding four is emptied into its row owner&apos;s store; a relay from an emptied hole ends the turn.</source>
        <translation>بوائی کے ہر حصے اور اس کے ریلے یا پکڑ کے فیصلے کے بعد، چار والا ہر گڑھا اس کی قطار کے مالک کے ذخیرے میں خالی کیا جاتا ہے؛ خالی کیے گئے گڑھے سے ریلے باری ختم کرتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the whole move, the mover takes every hole of his own row holding four.</source>
        <translation>پوری چال کے بعد، چلنے والا اپنی قطار کا چار والا ہر گڑھا لے لیتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each sowing segment and its relay or capture decision, the holes that segment sowed that hold four go to their row&apos;s owner, the sown holes counted from the lifted hole to the hole as many holes further on as counters were lifted (holes out of play counted, at most once round the board); a relay from an emptied hole ends the turn.</source>
        <translation>بوائی کے ہر حصے اور اس کے ریلے یا پکڑ کے فیصلے کے بعد، اس حصے کے بوئے گڑھوں میں سے جن میں چار ہوں وہ ان کی قطار کے مالک کو جاتے ہیں؛ بوئے گڑھے اٹھائے گئے گڑھے سے اتنے گڑھے آگے تک گنے جاتے ہیں جتنی گوٹیاں اٹھائی گئیں (کھیل سے باہر کے گڑھے گن کر، بساط کا زیادہ سے زیادہ ایک چکر)؛ خالی کیے گئے گڑھے سے ریلے باری ختم کرتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which holes each player owns: those he may sow from, and those that count as his when a game ends.</source>
        <translation>ہر کھلاڑی کن گڑھوں کا مالک ہے: جن سے وہ بو سکتا ہے، اور جو کھیل ختم ہونے پر اس کے گنے جاتے ہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player owns his row.</source>
        <translation>ہر کھلاڑی اپنی قطار کا مالک ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player owns the holes of both rows on his side of the middle: South the columns to his left, North those to his right. With an odd number of holes a row, the two middle holes belong to neither: no one starts a sowing there, though they are sown, lifted by relays and captured like any other. Needs a single game and rules that give no hole to its owner (no four-counter rule, no capture zone, leftover and no_move rules that do not share by rows) when there are middle holes.</source>
        <translation>ہر کھلاڑی بیچ سے اپنی طرف دونوں قطاروں کے گڑھوں کا مالک ہے: جنوب اپنی بائیں طرف کے کالموں کا، شمال اپنی دائیں طرف کے۔ جب قطار میں گڑھوں کی تعداد طاق ہو، تو بیچ کے دو گڑھے کسی کے نہیں: وہاں سے کوئی بوائی شروع نہیں کرتا، اگرچہ وہ دوسروں کی طرح بوئے جاتے ہیں، ریلے سے اٹھائے جاتے ہیں اور پکڑے جاتے ہیں۔ بیچ کے گڑھے ہوں تو ایک اکیلا کھیل اور ایسے اصول چاہییں جو کوئی گڑھا اس کے مالک کو نہ دیں (چار گوٹیوں کا کوئی اصول نہیں، کوئی پکڑ کا علاقہ نہیں، ایسے leftover اور no_move اصول جو قطاروں کے حساب سے نہ بانٹیں)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many counters the two middle holes of a board with an odd number of holes a row hold when the game starts.</source>
        <translation>جس بساط کی قطار میں گڑھوں کی تعداد طاق ہو، اس کے بیچ کے دو گڑھوں میں کھیل شروع ہونے پر کتنی گوٹیاں ہوتی ہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every hole starts with the board&apos;s counters per hole.</source>
        <translation>ہر گڑھا بساط کی فی گڑھا گوٹیوں سے شروع ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South&apos;s middle hole starts with one counter and North&apos;s with none; every other hole starts full.</source>
        <translation>جنوب کا بیچ والا گڑھا ایک گوٹی سے اور شمال کا بغیر گوٹی کے شروع ہوتا ہے؛ باقی ہر گڑھا بھرا شروع ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many counters the last hole of each row in sowing order (each player&apos;s right-hand end hole) holds when the game starts.</source>
        <translation>بونے کی ترتیب میں ہر قطار کے آخری گڑھے (ہر کھلاڑی کے دائیں سرے والے گڑھے) میں کھیل شروع ہونے پر کتنی گوٹیاں ہوتی ہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hole of each row in sowing order (the &apos;heads&apos;) starts with one counter more than the others. Refills between rounds are as for any hole.</source>
        <translation>بونے کی ترتیب میں ہر قطار کا آخری گڑھا (&apos;سر&apos;) دوسروں سے ایک گوٹی زیادہ سے شروع ہوتا ہے۔ دوروں کے درمیان بھرائی کسی بھی گڑھے کی طرح ہوتی ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which way a sowing goes round the board.</source>
        <translation>بوائی بساط پر کس طرف گھومتی ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every sowing goes anticlockwise (h0, h1, ...).</source>
        <translation>ہر بوائی گھڑی کی الٹی سمت جاتی ہے (h0، h1، ...)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At every turn the player chooses to sow anticlockwise or clockwise; the relays, the next hole of the relay and capture tests and the capture chains go the same way.</source>
        <translation>ہر باری میں کھلاڑی گھڑی کی الٹی سمت یا گھڑی کی سمت بونا چنتا ہے؛ ریلے، ریلے اور پکڑ کی جانچ کا اگلا گڑھا اور پکڑ کے سلسلے اسی طرف جاتے ہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens when neither player can sow, so that both pass in turn.</source>
        <translation>جب کوئی بھی کھلاڑی نہیں بو سکتا، جس سے دونوں باری باری باری چھوڑتے ہیں، تو کیا ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes go on; the round ends by its own rules or by the stall guard.</source>
        <translation>باری چھوڑنا جاری رہتا ہے؛ دور اپنے اصولوں سے یا رکاوٹ محافظ سے ختم ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As soon as both players have passed one after the other, the game ends drawn, whatever each has captured and whatever is left on the board.</source>
        <translation>جیسے ہی دونوں کھلاڑی ایک کے بعد ایک باری چھوڑ دیں، کھیل برابری پر ختم ہوتا ہے، چاہے کسی نے کچھ بھی پکڑا ہو اور بساط پر کچھ بھی بچا ہو۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the relay and capture tests see a hole that is out of play (one left unfilled between rounds). Sowing passes over it either way.</source>
        <translation>ریلے اور پکڑ کی جانچیں کھیل سے باہر کے گڑھے (دوروں کے درمیان بغیر بھرا چھوڑا گیا) کو کیسے دیکھتی ہیں۔ بوائی دونوں صورتوں میں اسے چھوڑ کر گزرتی ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tests count over the holes in play: the hole after L is the next one in play.</source>
        <translation>جانچیں کھیل کے گڑھوں پر گنتی کرتی ہیں: L کے بعد والا گڑھا کھیل کا اگلا گڑھا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hole out of play is an empty hole at its place: when it follows the last counter the relay stops and the capture rule applies.</source>
        <translation>کھیل سے باہر کا گڑھا اپنی جگہ پر ایک خالی گڑھا ہے: جب وہ آخری گوٹی کے بعد آتا ہے تو ریلے رکتا ہے اور پکڑ کا اصول لاگو ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hole left unfilled only starts no turn: it is sown, lifted by relays and captured like any other, and what it holds at the round&apos;s end goes to its row&apos;s owner.</source>
        <translation>بغیر بھرا چھوڑا گیا گڑھا بس کوئی باری شروع نہیں کرتا: وہ دوسروں کی طرح بویا جاتا ہے، ریلے سے اٹھایا جاتا ہے اور پکڑا جاتا ہے، اور دور کے اختتام پر اس میں جو ہو وہ اس کی قطار کے مالک کو جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the last hole of each row in sowing order (each player&apos;s right-hand end hole, the head) is.</source>
        <translation>بونے کی ترتیب میں ہر قطار کا آخری گڑھا (ہر کھلاڑی کے دائیں سرے والا گڑھا، سر) کیا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The heads are holes like the others.</source>
        <translation>سر بھی دوسروں جیسے گڑھے ہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each head is its owner&apos;s store, sown like any hole: no turn starts from it, the mover&apos;s captures go into his own head and stay on the board (relays may lift them, captures take them), and it counts as his row at the round&apos;s end. Between rounds each player first refills his head with what it started with; under match_end = cannot_fill a player who cannot then fill one hole besides loses.</source>
        <translation>ہر سر اپنے مالک کا ذخیرہ ہے، کسی بھی گڑھے کی طرح بویا جاتا ہے: اس سے کوئی باری شروع نہیں ہوتی، چلنے والے کی پکڑیں اس کے اپنے سر میں جاتی ہیں اور بساط پر رہتی ہیں (ریلے انہیں اٹھا سکتے ہیں، پکڑیں انہیں لے سکتی ہیں)، اور دور کے اختتام پر وہ اس کی قطار میں گنا جاتا ہے۔ دوروں کے درمیان ہر کھلاڑی پہلے اپنا سر اتنی گوٹیوں سے پھر بھرتا ہے جتنی سے وہ شروع ہوا تھا؛ match_end = cannot_fill کے تحت جو کھلاڑی تب اس کے علاوہ ایک بھی گڑھا نہ بھر سکے وہ ہارتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: the default is the board the sources describe. Fewer holes give boards small enough for the state graph to list every reachable position and to solve the game exactly.</source>
        <translation>تاریخی نہیں: طے شدہ قدر وہی بساط ہے جو ماخذ بیان کرتے ہیں۔ کم گڑھوں سے بساط اتنی چھوٹی ہوتی ہے کہ حالت کا گراف ہر قابلِ رسائی حالت گن سکے اور کھیل کو ٹھیک ٹھیک حل کر سکے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not historical: the default is the number of counters the sources put in each hole. Another number makes boards for exact state-graph analysis; between rounds a hole is filled for every group of this many counters.</source>
        <translation>تاریخی نہیں: طے شدہ قدر اتنی گوٹیاں ہیں جتنی ماخذ ہر گڑھے میں رکھتے ہیں۔ دوسری تعداد سے حالت کے گراف کے درست تجزیے کے لیے بساطیں بنتی ہیں؛ دوروں کے درمیان اتنی گوٹیوں کے ہر گروہ کے لیے ایک گڑھا بھرا جاتا ہے۔</translation>
    </message>
</context>
<context>
    <name>rulelab::BoardWidget</name>
    <message>
        <location filename="../app/gui/board_widget.cpp" line="+31"/>
        <source>neutral</source>
        <translation>غیر جانب دار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>seat %1</source>
        <translation>نشست %1</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>%1 to move</source>
        <translation>چال: %1</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>In hand: %1</source>
        <translation>ہاتھ میں: %1</translation>
    </message>
    <message>
        <location line="+409"/>
        <source>%1: cannot write the PNG</source>
        <translation>%1: PNG نہیں لکھ سکتے</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>RuleLab board</source>
        <translation>RuleLab بساط</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>%1: cannot write the SVG</source>
        <translation>%1: SVG نہیں لکھ سکتے</translation>
    </message>
</context>
<context>
    <name>rulelab::BundleDialog</name>
    <message>
        <location filename="../app/gui/bundle_dialog.cpp" line="+27"/>
        <source>Export Publication Bundle</source>
        <translation>اشاعتی بنڈل برآمد کریں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Results folders to publish (each with its summary.json):</source>
        <translation>شائع کرنے کے لیے نتائج کے فولڈر (ہر ایک اپنی summary.json کے ساتھ):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add Folder...</source>
        <translation>فولڈر شامل کریں (&amp;A)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>ہٹائیں (&amp;R)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Family, Given; Family, Given</source>
        <translation>خاندانی نام، نام؛ خاندانی نام، نام</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>made from the games when empty</source>
        <translation>خالی ہونے پر کھیلوں سے بنتا ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Authors:</source>
        <translation>مصنفین:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title:</source>
        <translation>عنوان:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>License (SPDX):</source>
        <translation>لائسنس (SPDX):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File</source>
        <translation>فائل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>حجم</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it is</source>
        <translation>یہ کیا ہے</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+56"/>
        <source>Prepare the bundle to see what goes in.</source>
        <translation>کیا شامل ہوگا، یہ دیکھنے کے لیے بنڈل تیار کریں۔</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&amp;Prepare</source>
        <translation>تیار کریں (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Bundle...</source>
        <translation>بنڈل محفوظ کریں (&amp;S)...</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save the publication bundle</source>
        <translation>اشاعتی بنڈل محفوظ کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZIP archives (*.zip)</source>
        <translation>ZIP آرکائیو (*.zip)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A results folder to publish</source>
        <translation>شائع کرنے کے لیے نتائج کا ایک فولڈر</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cannot prepare the bundle: %1</source>
        <translation>بنڈل تیار نہیں ہو سکتا: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n file(s), %1 in all.</source>
        <translation>
            <numerusform>%n فائل، کل %1۔</numerusform>
            <numerusform>%n فائلیں، کل %1۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Bundle written to %1. A reader checks it with &apos;rulelab-cli verify&apos;.</source>
        <translation>بنڈل %1 میں لکھا گیا۔ قاری اسے &apos;rulelab-cli verify&apos; سے جانچتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled: no bundle was written.</source>
        <translation>منسوخ: کوئی بنڈل نہیں لکھا گیا۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot write the bundle: %1</source>
        <translation>بنڈل نہیں لکھا جا سکتا: %1</translation>
    </message>
</context>
<context>
    <name>rulelab::ExploreView</name>
    <message>
        <location filename="../app/gui/explore_view_parts.cpp" line="+41"/>
        <source>usage similarity with an observed map</source>
        <translation>مشاہدہ شدہ نقشے کے ساتھ استعمال کی مشابہت</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>between %1 and %2</source>
        <translation>%1 اور %2 کے درمیان</translation>
    </message>
    <message>
        <location filename="../app/gui/explore_view.cpp" line="+46"/>
        <source>Select a game or one of its readings, then choose what to vary and what to require.</source>
        <translation>کوئی کھیل یا اس کی کوئی قراءت چنیں، پھر چنیں کہ کیا بدلنا ہے اور کون سی شرائط رکھنی ہیں۔</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Tick the options whose answers the sources leave open and state what a plausible game must do: every combination of the ticked values is a candidate, and each candidate gets a verdict with a known error rate.</source>
        <translation>ان اختیارات پر نشان لگائیں جن کے جواب ماخذ کھلے چھوڑتے ہیں، اور بتائیں کہ ایک قرینِ قیاس کھیل کو کیا کرنا چاہیے: نشان زدہ قدروں کا ہر ملاپ ایک امیدوار ہے، اور ہر امیدوار کو معلوم غلطی کی شرح والا ایک فیصلہ ملتا ہے۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Base reading:</source>
        <translation>بنیادی قراءت: (&amp;B)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The reading every candidate starts from; the ticked options are then set to each combination</source>
        <translation>وہ قراءت جس سے ہر امیدوار شروع ہوتا ہے؛ پھر نشان زدہ اختیارات کو ہر ملاپ پر طے کیا جاتا ہے</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Options to vary</source>
        <translation>بدلنے والے اختیارات</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Requirements</source>
        <translation>شرائط</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A plausible reading must meet all of them (outcome metrics count the matches ended by the rules).</source>
        <translation>ایک قرینِ قیاس قراءت کو یہ سب شرائط پوری کرنی ہوں گی (نتیجے کے پیمانے قواعد سے ختم ہونے والے میچ گنتے ہیں)۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Add requirement</source>
        <translation>شرط شامل کریں (&amp;A)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Evidence</source>
        <translation>شواہد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Observed usage maps (CSV: cell, value; e.g. wear on a carved board) and reported lengths (JSON). A reported length adds its own requirement; a usage map is used by a usage similarity requirement.</source>
        <translation>مشاہدہ شدہ استعمال کے نقشے (CSV: cell, value؛ مثلاً کندہ بساط پر گھساؤ) اور بتائی گئی طوالتیں (JSON)۔ بتائی گئی طوالت اپنی ایک شرط شامل کرتی ہے؛ استعمال کا نقشہ استعمال کی مشابہت کی شرط میں کام آتا ہے۔</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add...</source>
        <translation>شامل کریں...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add an observed usage map (CSV) or a reported length (JSON)</source>
        <translation>مشاہدہ شدہ استعمال کا ایک نقشہ (CSV) یا ایک بتائی گئی طوالت (JSON) شامل کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>ہٹائیں</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Budget</source>
        <translation>بجٹ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> matches</source>
        <translation> میچ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches in all, over every candidate: undecided candidates get more of them, round by round</source>
        <translation>کل میچ، تمام امیدواروں پر: جو امیدوار طے نہیں ہوئے انہیں دور بہ دور زیادہ میچ ملتے ہیں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Advanced settings</source>
        <translation>اعلیٰ ترتیبات</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Matches every candidate starts with; each later round doubles an undecided candidate&apos;s</source>
        <translation>میچ جن سے ہر امیدوار شروع ہوتا ہے؛ ہر اگلا دور کسی غیر فیصل امیدوار کے میچ دگنے کر دیتا ہے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A larger space of combinations is sampled: this many candidates, stratified over the options</source>
        <translation>ملاپوں کی اس سے بڑی فضا کا نمونہ لیا جاتا ہے: اتنے امیدوار، اختیارات پر طبقہ وار</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same seed plays the same matches, whatever the number of threads</source>
        <translation>ایک ہی بیج وہی میچ کھیلتا ہے، تھریڈوں کی تعداد چاہے جو ہو</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chance that any verdict at all is wrong is at most this (Bonferroni over the rounds, candidates and requirements)</source>
        <translation>کسی بھی فیصلے کے غلط ہونے کا امکان زیادہ سے زیادہ اتنا ہے (دوروں، امیدواروں اور شرائط پر Bonferroni)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First block:</source>
        <translation>پہلا حصہ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max candidates:</source>
        <translation>زیادہ سے زیادہ امیدوار:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>بیج:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error rate (alpha):</source>
        <translation>غلطی کی شرح (alpha):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Agents, seat swapping and caps are those of the Experiment panel.</source>
        <translation>ایجنٹ، نشستوں کی تبدیلی اور حدیں وہی ہیں جو تجربہ پینل میں ہیں۔</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Run</source>
        <translation>چلائیں (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prepare the candidates and race them in the background</source>
        <translation>امیدوار تیار کریں اور پس منظر میں ان کی دوڑ چلائیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>منسوخ کریں (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the matches being played; the verdicts reached so far are kept</source>
        <translation>جاری میچوں کے بعد رکیں؛ اب تک کے فیصلے رکھے جاتے ہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open...</source>
        <translation>کھولیں...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved exploration (its summary.json, or its folder)</source>
        <translation>محفوظ کی گئی چھان بین کھولیں (اس کا summary.json، یا اس کا فولڈر)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save...</source>
        <translation>محفوظ کریں...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the exploration shown into a folder (summary.json and candidates.csv)</source>
        <translation>دکھائی گئی چھان بین کو ایک فولڈر میں محفوظ کریں (summary.json اور candidates.csv)</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../app/gui/explore_view_results.cpp" line="+206"/>
        <source>No exploration yet: run one, or open a saved one.</source>
        <translation>ابھی کوئی چھان بین نہیں: ایک چلائیں، یا محفوظ کی گئی کوئی کھولیں۔</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click a column&apos;s title to sort by it; double-click a candidate to save it as a reading file or run it in full</source>
        <translation>کسی کالم کے لحاظ سے ترتیب دینے کے لیے اس کے عنوان پر کلک کریں؛ کسی امیدوار کو قراءت فائل کی صورت میں محفوظ کرنے یا پورا چلانے کے لیے اس پر دو بار کلک کریں</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Export...</source>
        <translation>برآمد...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the figure as PNG, PDF or SVG at a journal size, with its data as CSV</source>
        <translation>شکل کو جریدے کے سائز میں PNG، PDF یا SVG کی صورت میں، اور اس کا ڈیٹا CSV کی صورت میں محفوظ کریں</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What decides feasibility</source>
        <translation>قابلِ عمل ہونا کس سے طے ہوتا ہے</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Feasible</source>
        <translation>قابلِ عمل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share feasible (95%)</source>
        <translation>قابلِ عمل کا حصہ (95%)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For each option (and pair of options), the share of the decided candidates with each value that are feasible, the options whose values differ most first</source>
        <translation>ہر اختیار (اور اختیارات کے جوڑے) کے لیے، ہر قدر والے فیصل شدہ امیدواروں میں قابلِ عمل کا حصہ؛ جن اختیارات کی قدروں میں سب سے زیادہ فرق ہے، وہ پہلے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Requirement:</source>
        <translation>شرط:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Copy</source>
        <translation>نقل کریں (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the methods text to the clipboard</source>
        <translation>طریقِ کار کا متن کلپ بورڈ پر نقل کریں</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For a paper&apos;s methods section: what was varied, the requirements, the budget and the error control.</source>
        <translation>مقالے کے طریقِ کار والے حصے کے لیے: کیا بدلا گیا، شرائط، بجٹ اور غلطی پر قابو۔</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Candidates</source>
        <translation>امیدوار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figure and drivers</source>
        <translation>شکل اور محرکات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Methods</source>
        <translation>طریقِ کار</translation>
    </message>
    <message>
        <location filename="../app/gui/explore_view_forms.cpp" line="+47"/>
        <source>Explore the readings of %1</source>
        <translation>%1 کی قراءتوں کی چھان بین کریں</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (yours)</source>
        <translation>%1 (آپ کی)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Experimental options (not historical)</source>
        <translation>تجرباتی اختیارات (تاریخی نہیں)</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+1"/>
        <source>Values: %1</source>
        <translation>قدریں: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>list the values to try, e.g. %1</source>
        <translation>آزمانے والی قدریں لکھیں، مثلاً %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all: %1</source>
        <translation>سب: %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>“%1” is a number: list the values to try, separated by commas.</source>
        <translation>“%1” ایک عدد ہے: آزمانے والی قدریں کاما سے الگ کر کے لکھیں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” has %2 values: list the ones to try, separated by commas.</source>
        <translation>“%1” کی %2 قدریں ہیں: جنہیں آزمانا ہے انہیں کاما سے الگ کر کے لکھیں۔</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>“%1” does not take %2; it takes %3.</source>
        <translation>“%1” %2 نہیں لیتا؛ یہ %3 لیتا ہے۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>List at least two different values of “%1” to vary it (or leave the field empty for all of them).</source>
        <translation>“%1” کو بدلنے کے لیے اس کی کم از کم دو مختلف قدریں لکھیں (یا سب قدروں کے لیے خانہ خالی چھوڑ دیں)۔</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Correct the values marked in red to count the candidates.</source>
        <translation>امیدوار گننے کے لیے سرخ نشان والی قدریں درست کریں۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the options to vary: every combination of their values is a candidate.</source>
        <translation>بدلنے والے اختیارات پر نشان لگائیں: ان کی قدروں کا ہر ملاپ ایک امیدوار ہے۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 combinations (%2): more than %3, so a stratified sample of %3 candidates is explored.</source>
        <translation>%1 ملاپ (%2): %3 سے زیادہ، اس لیے %3 امیدواروں کے ایک طبقہ وار نمونے کی چھان بین ہوتی ہے۔</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n candidate(s) (%1), every combination explored.</source>
        <translation>
            <numerusform>%n امیدوار (%1)، تمام ملاپوں کی چھان بین۔</numerusform>
            <numerusform>%n امیدوار (%1)، تمام ملاپوں کی چھان بین۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first round alone needs %1 matches, more than the budget.</source>
        <translation>صرف پہلے دور کو ہی %1 میچ چاہییں، جو بجٹ سے زیادہ ہے۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first round plays %1 of the %2 matches of the budget.</source>
        <translation>پہلا دور بجٹ کے %2 میچوں میں سے %1 کھیلتا ہے۔</translation>
    </message>
    <message>
        <location filename="../app/gui/explore_view_requirements.cpp" line="+57"/>
        <source>between</source>
        <translation>کے درمیان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at least</source>
        <translation>کم از کم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most</source>
        <translation>زیادہ سے زیادہ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>and</source>
        <translation>اور</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The observed usage map the simulated one is compared with (Spearman&apos;s rank correlation)</source>
        <translation>مشاہدہ شدہ استعمال کا وہ نقشہ جس سے سمولیٹ کیے گئے نقشے کا موازنہ ہوتا ہے (Spearman کا درجہ وار ارتباط)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove this requirement</source>
        <translation>یہ شرط ہٹائیں</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The lower bound (%1) is above the upper one (%2).</source>
        <translation>نچلی حد (%1) اوپری حد (%2) سے زیادہ ہے۔</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add an observed usage map under Evidence: the similarity is measured against it.</source>
        <translation>شواہد میں مشاہدہ شدہ استعمال کا ایک نقشہ شامل کریں: مشابہت اسی کے مقابلے میں ناپی جاتی ہے۔</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is in the list already.</source>
        <translation>%1 پہلے سے فہرست میں ہے۔</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1: usage map, %n cell(s)</source>
        <translation>
            <numerusform>%1: استعمال کا نقشہ، %n خانہ</numerusform>
            <numerusform>%1: استعمال کا نقشہ، %n خانے</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: reported length, %2</source>
        <translation>%1: بتائی گئی طوالت، %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Add evidence</source>
        <translation>شواہد شامل کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evidence (*.csv *.json);;Usage maps (*.csv);;Reported lengths (*.json)</source>
        <translation>شواہد (*.csv *.json);;استعمال کے نقشے (*.csv);;بتائی گئی طوالتیں (*.json)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Choose a game first: select it, or one of its readings, in Games and readings.</source>
        <translation>پہلے ایک کھیل چنیں: کھیل اور قراءتیں میں اسے، یا اس کی کوئی قراءت، منتخب کریں۔</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose a base reading.</source>
        <translation>ایک بنیادی قراءت چنیں۔</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tick at least one option to vary.</source>
        <translation>بدلنے کے لیے کم از کم ایک اختیار پر نشان لگائیں۔</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Add at least one requirement: the verdicts say which candidates meet the requirements.</source>
        <translation>کم از کم ایک شرط شامل کریں: فیصلے بتاتے ہیں کہ کون سے امیدوار شرائط پوری کرتے ہیں۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>بیج 0 سے 18446744073709551615 تک کا مکمل عدد ہونا چاہیے۔</translation>
    </message>
    <message>
        <location filename="../app/gui/explore_view_results.cpp" line="-165"/>
        <source>Round %1 · %2 of %3 candidates decided · %4 of %5 matches</source>
        <translation>دور %1 · %3 میں سے %2 امیدوار طے شدہ · %5 میں سے %4 میچ</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Exploring %n candidate(s)...</source>
        <translation>
            <numerusform>چھان بین جاری ہے: %n امیدوار...</numerusform>
            <numerusform>چھان بین جاری ہے: %n امیدوار...</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(a sample of %1 combinations: %2)</source>
        <translation>(%1 ملاپوں کا ایک نمونہ: %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelling: the matches being played finish first...</source>
        <translation>منسوخ ہو رہا ہے: جاری میچ پہلے مکمل ہوتے ہیں...</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Cancelled after %1 of %2 matches: the %n verdict(s) reached so far are kept.</source>
        <translation>
            <numerusform>%2 میں سے %1 میچوں کے بعد منسوخ: اب تک کا %n فیصلہ رکھا گیا۔</numerusform>
            <numerusform>%2 میں سے %1 میچوں کے بعد منسوخ: اب تک کے %n فیصلے رکھے گئے۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Finished: %1 of %2 matches in %n round(s).</source>
        <translation>
            <numerusform>مکمل: %n دور میں %2 میں سے %1 میچ۔</numerusform>
            <numerusform>مکمل: %n دوروں میں %2 میں سے %1 میچ۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>feasible</source>
        <translation>قابلِ عمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infeasible</source>
        <translation>ناقابلِ عمل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uncertain</source>
        <translation>غیر یقینی</translation>
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
            <numerusform>%n امیدوار</numerusform>
            <numerusform>%n امیدوار</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1 of %2 combinations: %3)</source>
        <translation>(%2 میں سے %1 ملاپ: %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 feasible, %2 infeasible, %3 uncertain</source>
        <translation>%1 قابلِ عمل، %2 ناقابلِ عمل، %3 غیر یقینی</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %2 matches in %n round(s)</source>
        <translation>
            <numerusform>%n دور میں %2 میں سے %1 میچ</numerusform>
            <numerusform>%n دوروں میں %2 میں سے %1 میچ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>shard %1 of %2</source>
        <translation>%2 میں سے حصہ %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancelled: the verdicts reached before the cancel are kept; the other candidates are uncertain.</source>
        <translation>منسوخ: منسوخی سے پہلے کے فیصلے رکھے گئے؛ باقی امیدوار غیر یقینی ہیں۔</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n uncertain verdict(s): the budget did not settle them at the promised error rate.</source>
        <translation>
            <numerusform>%n غیر یقینی فیصلہ: بجٹ نے وعدہ شدہ غلطی کی شرح پر اس کا فیصلہ نہیں کیا۔</numerusform>
            <numerusform>%n غیر یقینی فیصلے: بجٹ نے وعدہ شدہ غلطی کی شرح پر ان کا فیصلہ نہیں کیا۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Roughly %1 more matches each would settle %n of them (the median).</source>
        <translation>
            <numerusform>تقریباً %1 مزید میچ ہر ایک ان میں سے %n کا فیصلہ کر دیں گے (وسطانیہ)۔</numerusform>
            <numerusform>تقریباً %1 مزید میچ ہر ایک ان میں سے %n کا فیصلہ کر دیں گے (وسطانیہ)۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No exploration of %1 yet: run one, or open a saved one.</source>
        <translation>%1 کی ابھی کوئی تلاش نہیں: ایک چلائیں، یا محفوظ کی ہوئی کھولیں۔</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No.</source>
        <translation>نمبر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Candidate</source>
        <translation>امیدوار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches</source>
        <translation>میچ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 with %2</source>
        <translation>%1 (%2 کے ساتھ)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Verdict</source>
        <translation>فیصلہ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the estimate with its 95% interval; ✓ met, ✗ violated on the verdict&apos;s adjusted interval</source>
        <translation>%1: تخمینہ اس کے 95% وقفے کے ساتھ؛ ✓ پوری ہوئی، ✗ خلاف ورزی، فیصلے کے ایڈجسٹ شدہ وقفے پر</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>n/a</source>
        <translation>لاگو نہیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (no interval)</source>
        <translation>%1 (کوئی وقفہ نہیں)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>met</source>
        <translation>پوری ہوئی</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>violated</source>
        <translation>خلاف ورزی</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not settled</source>
        <translation>طے نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (adjusted interval of the verdict: [%3, %4])</source>
        <translation>%1: %2 (فیصلے کا ایڈجسٹ شدہ وقفہ: [%3, %4])</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Decided in round %1</source>
        <translation>دور %1 میں طے</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>spread %1</source>
        <translation>پھیلاؤ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far apart the shares of feasible candidates of its values are (largest minus smallest)</source>
        <translation>اس کی قدروں کے قابلِ عمل امیدواروں کے حصے آپس میں کتنے دور ہیں (سب سے بڑا منفی سب سے چھوٹا)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of %2</source>
        <translation>%2 میں سے %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No drivers: too few candidates were decided to tell which options matter.</source>
        <translation>کوئی محرکات نہیں: یہ بتانے کے لیے بہت کم امیدوار طے ہوئے کہ کون سے اختیارات اہم ہیں۔</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+15"/>
        <source>Cannot export</source>
        <translation>برآمد نہیں ہو سکتا</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+23"/>
        <source>There is no exploration to export yet.</source>
        <translation>ابھی برآمد کرنے کو کوئی چھان بین نہیں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the exploration&apos;s figure</source>
        <translation>چھان بین کی شکل برآمد کریں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export figure</source>
        <translation>شکل برآمد کریں</translation>
    </message>
    <message>
        <location filename="../app/gui/explore_view_files.cpp" line="+29"/>
        <location line="+5"/>
        <source>Cannot save the exploration</source>
        <translation>چھان بین محفوظ نہیں ہو سکتی</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>There is no exploration to save yet.</source>
        <translation>ابھی محفوظ کرنے کو کوئی چھان بین نہیں۔</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exploration saved to %1</source>
        <translation>چھان بین %1 میں محفوظ کی گئی</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+7"/>
        <source>Cannot open the exploration</source>
        <translation>چھان بین کھل نہیں سکتی</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>An exploration is running; wait for it or cancel it first.</source>
        <translation>ایک چھان بین جاری ہے؛ پہلے اس کا انتظار کریں یا اسے منسوخ کریں۔</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Opened %1</source>
        <translation>%1 کھولا گیا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1. Warning: %2</source>
        <translation>%1 کھولا گیا۔ انتباہ: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save the exploration (summary.json and candidates.csv) into</source>
        <translation>چھان بین (summary.json اور candidates.csv) یہاں محفوظ کریں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open exploration</source>
        <translation>چھان بین کھولیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exploration summaries (summary.json *.json);;All files (*)</source>
        <translation>چھان بین کے خلاصے (summary.json *.json);;تمام فائلیں (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no such candidate.</source>
        <translation>ایسا کوئی امیدوار نہیں ہے۔</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Candidate %1 is no longer among the candidates its exploration&apos;s settings give (has its base reading changed?).</source>
        <translation>امیدوار %1 اب ان امیدواروں میں نہیں جو اس کی چھان بین کی ترتیبات دیتی ہیں (کیا اس کی بنیادی قراءت بدل گئی ہے؟)۔</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+5"/>
        <source>Cannot save the candidate</source>
        <translation>امیدوار محفوظ نہیں ہو سکتا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Candidate %1 saved as the reading file %2</source>
        <translation>امیدوار %1 قراءت فائل %2 کی صورت میں محفوظ کیا گیا</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot run the candidate</source>
        <translation>امیدوار چلایا نہیں جا سکتا</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Candidate %1</source>
        <translation>امیدوار %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save as Reading File...</source>
        <translation>قراءت فائل کی صورت میں محفوظ کریں...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save candidate as a reading file</source>
        <translation>امیدوار کو قراءت فائل کی صورت میں محفوظ کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading files (*.json)</source>
        <translation>قراءت فائلیں (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run in Full</source>
        <translation>پورا چلائیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the candidate to the experiment as a reading and run it</source>
        <translation>امیدوار کو قراءت کے طور پر تجربے میں شامل کریں اور اسے چلائیں</translation>
    </message>
</context>
<context>
    <name>rulelab::GettingStartedDialog</name>
    <message>
        <location filename="../app/gui/glossary_dialog.cpp" line="+163"/>
        <source>Getting started</source>
        <translation>ابتدائی رہنمائی</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Short walkthroughs of the workbench, with pictures of the views they use. Help &gt; Glossary (F1) explains every term; so do the links below.</source>
        <translation>ورک بینچ کی مختصر رہنمائیاں، ان مناظر کی تصویروں کے ساتھ جنہیں وہ استعمال کرتی ہیں۔ مدد &gt; فرہنگ (F1) ہر اصطلاح سمجھاتی ہے؛ نیچے کے روابط بھی۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1. Compare two readings</source>
        <translation>1. دو قراءتوں کا موازنہ کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Games and readings (left), tick two readings of the same game, for example two readings of Khutka Boia.</source>
        <translation>کھیل اور قراءتیں کے پینل میں ایک ہی کھیل کی دو قراءتوں پر نشان لگائیں، مثلاً Khutka Boia کی دو قراءتیں۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the Experiment panel, set Matches per reading (1,000 is a good start), the agents and the seed, then press Run or choose Run &gt; Run Experiment (Ctrl+R). The progress bar shows the matches played and the time left.</source>
        <translation>تجربہ پینل میں فی قراءت میچ (1,000 اچھی شروعات ہے)، ایجنٹ اور بیج طے کریں، پھر چلائیں دبائیں یا چلائیں &gt; تجربہ چلائیں (Ctrl+R) منتخب کریں۔ پیش رفت کی پٹی کھیلے گئے میچ اور باقی وقت دکھاتی ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Results tab then shows every metric of each reading with its %1 and, below, the differences between the readings: each difference with its interval, the %2, the p-value adjusted by %3, and the test used. Hover a row name to see what it means.</source>
        <translation>تب نتائج ٹیب ہر قراءت کا ہر پیمانہ اس کے %1 کے ساتھ دکھاتا ہے، اور نیچے قراءتوں کے درمیان فرق: ہر فرق اس کے وقفے کے ساتھ، %2، %3 سے ایڈجسٹ شدہ p-قدر، اور استعمال شدہ جانچ۔ کسی قطار کا مطلب دیکھنے کے لیے اس کے نام پر نشان رکھیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>95% interval</source>
        <translation>95% وقفہ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p-value</source>
        <translation>p-قدر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. Export a figure for a paper</source>
        <translation>2. مقالے کے لیے شکل برآمد کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a run, open the Charts tab and choose a figure in the list beside it, for example First-player advantage or Game length (or the View menu, Alt+3 onwards).</source>
        <translation>ایک رن کے بعد چارٹ ٹیب کھولیں اور اس کے ساتھ کی فہرست میں ایک شکل چنیں، جیسے پہلے کھلاڑی کا فائدہ یا کھیل کی لمبائی (یا منظر مینو، Alt+3 سے آگے)۔</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Next: Capture, Round and Pass (keys C, R, P) jump to the next capture, round boundary or pass; a capture rings the captured hole in red and the empty hole that allowed it in dotted blue.</source>
        <translation>اگلا: پکڑ، دور اور پاس (کلیدیں C، R، P) اگلی پکڑ، دور کی حد یا پاس پر لے جاتے ہیں؛ پکڑ میں پکڑا گیا گڑھا سرخ دائرے میں اور اسے ممکن بنانے والا خالی گڑھا نیلے نقطہ دار دائرے میں دکھتا ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explore from here opens the State graph tab on the position shown: everything that could have followed it. Round graph shows how the rounds of the reading&apos;s matches go round, when they do not end.</source>
        <translation>یہاں سے تلاش دکھائی گئی حالت پر حالتوں کا گراف ٹیب کھولتا ہے: وہ سب جو اس کے بعد ہو سکتا تھا۔ دوروں کا گراف دکھاتا ہے کہ جب قراءت کے میچ ختم نہیں ہوتے تو ان کے دور کیسے گھومتے ہیں۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In the options beside the drawing, make the board small, for example Holes per row 2 and Counters per hole 3 for Khutka Boia (these sizes are not historical: they exist so that the whole graph can be explored). Tick Solve and press Explore (or Return).</source>
        <translation>تصویر کے ساتھ کے اختیارات میں بورڈ چھوٹا کریں، جیسے کھٹکا بوئیا کے لیے فی قطار گڑھے 2 اور فی گڑھا گوٹیاں 3 (یہ سائز تاریخی نہیں ہیں: یہ اس لیے ہیں کہ پورا گراف تلاش کیا جا سکے)۔ حل کریں چنیں اور تلاش دبائیں (یا Return)۔</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>6. Play a reading yourself</source>
        <translation>6. کسی قراءت کو خود کھیلیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a reading and choose Run &gt; Play This Reading... (Ctrl+P). Choose the seat you play and the agent, then click a ringed hole to move. Undo, Hint and Save game are under the board; Field sheet... prints the game on one page with your notes, to take to the field.</source>
        <translation>ایک قراءت چنیں اور چلائیں &gt; یہ قراءت کھیلیں... (Ctrl+P) چنیں۔ اپنی نشست اور ایجنٹ چنیں، پھر چال چلنے کے لیے دائرے والے گڑھے پر کلک کریں۔ واپس، اشارہ اور کھیل محفوظ کریں بورڈ کے نیچے ہیں؛ میدانی ورق... کھیل کو آپ کے نوٹس کے ساتھ ایک صفحے پر چھاپتا ہے، میدان میں لے جانے کے لیے۔</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Press Export... above the chart, or choose File &gt; Export Chart.... Pick Single column (85 mm) or Double column (175 mm) and a font size, and save the figure as PNG, PDF or SVG.</source>
        <translation>چارٹ کے اوپر برآمد... دبائیں، یا فائل &gt; چارٹ برآمد کریں... منتخب کریں۔ ایک کالم (85 ملی میٹر) یا دوہرا کالم (175 ملی میٹر) اور فونٹ کا سائز چنیں، اور شکل کو PNG، PDF یا SVG کے طور پر محفوظ کریں۔</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Bonferroni&apos;s method</source>
        <translation>بونفیرونی کا طریقہ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A CSV file of exactly the plotted values is written beside the figure, under the same name, so that the numbers behind it can be checked or drawn again.</source>
        <translation>بالکل بنائی گئی قدروں کی ایک CSV فائل شکل کے ساتھ، اسی نام سے، لکھی جاتی ہے، تاکہ اس کے پیچھے کے اعداد جانچے یا دوبارہ بنائے جا سکیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>3. Step through a match</source>
        <translation>3. کسی میچ کو قدم بہ قدم دیکھیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the Replay tab. After a run, the Interesting matches list offers the longest and the shortest match, the first match of each end reason and the biggest upset; double-click one to watch it. File &gt; Open Match... recomputes any match from its reading, seed and index.</source>
        <translation>ری پلے ٹیب کھولیں۔ رن کے بعد دلچسپ میچوں کی فہرست سب سے لمبا اور سب سے چھوٹا میچ، اختتام کی ہر وجہ کا پہلا میچ اور سب سے بڑا الٹ پھیر پیش کرتی ہے؛ دیکھنے کے لیے کسی پر دو بار کلک کریں۔ فائل &gt; میچ کھولیں... کسی بھی میچ کو اس کی قراءت، بیج اور نمبر سے دوبارہ حساب کرتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left and Right step through whole moves; Shift+Left and Shift+Right through the %1 of a move: each counter lifted, dropped or captured, each relay lap, each throw. Home and End jump to the start and the end; Space plays the match.</source>
        <translation>Left اور Right پوری چالوں میں آگے پیچھے لے جاتے ہیں؛ Shift+Left اور Shift+Right کسی چال کے %1 میں: اٹھائی، ڈالی یا پکڑی گئی ہر گوٹی، ہر ریلے چکر، ہر پھینک۔ Home اور End آغاز اور اختتام پر لے جاتے ہیں؛ Space میچ چلاتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>micro-steps</source>
        <translation>چھوٹے قدموں</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>4. Look at a small state graph</source>
        <translation>4. ایک چھوٹا حالتوں کا گراف دیکھیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a reading and choose Analysis &gt; State Graph... (Ctrl+G). The State graph tab opens and explores the full board, which is far too large to finish; press Cancel if it is still running.</source>
        <translation>کوئی قراءت منتخب کریں اور تجزیہ &gt; حالتوں کا گراف... (Ctrl+G) چنیں۔ حالتوں کا گراف ٹیب کھلتا ہے اور پوری بساط کی چھان بین کرتا ہے، جو مکمل ہونے کے لیے بہت بڑی ہے؛ اگر یہ اب بھی چل رہا ہو تو منسوخ کریں دبائیں۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The panel beside the drawing counts the states and edges, the ends, the %1 (where play can go round for ever) and the %2 (from which no end can be reached) and, once solved, gives the %3 of the start. Hover a state to see its board; double-click it to replay the moves to it.</source>
        <translation>تصویر کے ساتھ والا پینل حالتیں اور کنارے، اختتام، %1 (جہاں کھیل ہمیشہ گھوم سکتا ہے) اور %2 (جہاں سے کوئی اختتام نہیں پہنچتا) گنتا ہے، اور حل ہونے پر آغاز کی %3 دیتا ہے۔ کسی حالت کی بساط دیکھنے کے لیے اس پر نشان رکھیں؛ اس تک کی چالیں ری پلے کرنے کے لیے دو بار کلک کریں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cyclic components</source>
        <translation>چکری اجزا</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead states</source>
        <translation>مردہ حالتیں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>exact value</source>
        <translation>درست قدر</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>5. Switch the language</source>
        <translation>5. زبان بدلیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose File &gt; Settings..., pick a language (English, Hindi or Urdu) and start RuleLab again.</source>
        <translation>فائل &gt; ترتیبات... منتخب کریں، کوئی زبان چنیں (انگریزی، ہندی یا اردو) اور RuleLab دوبارہ شروع کریں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For one session only, start the workbench as rulelab --lang hi (Hindi) or rulelab --lang ur (Urdu); rulelab-cli takes --lang too.</source>
        <translation>صرف ایک سیشن کے لیے، ورک بینچ کو rulelab --lang hi (ہندی) یا rulelab --lang ur (اردو) کے طور پر شروع کریں؛ rulelab-cli بھی ‎--lang لیتا ہے۔</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7. Find the readings that meet what the sources say</source>
        <translation>7. وہ قراءتیں تلاش کریں جو ماخذوں کے بیان پر پوری اتریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a reading to start from and choose Run &gt; Explore Readings.... In the Explore tab, tick the options whose reading is in doubt and the values to try, then Add requirement for what the sources say of the game, for example that nearly every match ends by its rules (Completion at least 0.95) or that the first mover has no large advantage.</source>
        <translation>شروع کے لیے ایک قراءت منتخب کریں اور Run &gt; Explore Readings... چنیں۔ Explore ٹیب میں ان اختیارات پر نشان لگائیں جن کی قراءت مشکوک ہے اور آزمانے کی قدریں چنیں، پھر ماخذ کھیل کے بارے میں جو کہتے ہیں اس کے لیے Add requirement دبائیں، مثلاً یہ کہ تقریباً ہر میچ اپنے قواعد سے ختم ہو (Completion کم از کم 0.95) یا پہلے چلنے والے کو بڑا فائدہ نہ ہو۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give a budget of matches and press Run. Each combination of values is a candidate; each gets a verdict, feasible, infeasible or uncertain, and the chance of any wrong verdict among them is held at the error rate shown. An uncertain one says roughly how many more matches would settle it. Save... keeps the exploration; a candidate can be saved as a reading file of its own.</source>
        <translation>میچوں کا بجٹ دیں اور Run دبائیں۔ قدروں کا ہر مجموعہ ایک امیدوار ہے؛ ہر ایک کو فیصلہ ملتا ہے: ممکن، ناممکن یا غیر یقینی، اور ان میں کسی بھی غلط فیصلے کا امکان دکھائی گئی غلطی کی شرح پر رکھا جاتا ہے۔ غیر یقینی امیدوار بتاتا ہے کہ تقریباً کتنے مزید میچ اسے طے کریں گے۔ Save... تلاش کو محفوظ کرتا ہے؛ کسی امیدوار کو اپنی قراءت فائل کے طور پر محفوظ کیا جا سکتا ہے۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>8. Make a game from a rules file</source>
        <translation>8. قواعد فائل سے ایک کھیل بنائیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A two-row sowing game needs no programming: choose Edit &gt; New Game Rules... (or, with a game of a rules file selected, Edit &gt; Edit a Copy of This Game...) and fill in the form: the board, the value of each rule, the readings, and the sources with the passage each rule rests on. Each problem is shown beside its field as you type; Save Draft... keeps an unfinished form, and Save As... saves a game with none as a rules file that appears in Games and readings at once.</source>
        <translation>دو قطاروں والے بوائی کے کھیل کے لیے پروگرامنگ درکار نہیں: ترمیم &gt; نئے کھیل کے قواعد... چنیں (یا قواعد فائل کا کھیل چنا ہو تو ترمیم &gt; اس کھیل کی نقل میں ترمیم...) اور فارم بھریں: بورڈ، ہر قاعدے کی قدر، قراءتیں، اور ماخذ اس عبارت کے ساتھ جس پر ہر قاعدہ ٹکا ہے۔ لکھتے ہوئے ہر مسئلہ اس کے فیلڈ کے پاس دکھتا ہے؛ ڈرافٹ محفوظ کریں... ادھورا فارم رکھتا ہے، اور بطور محفوظ کریں... بغیر مسئلے والے کھیل کو قواعد فائل کے طور پر محفوظ کرتا ہے جو فوراً کھیل اور قراءتیں میں دکھتا ہے۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File &gt; New Game from Rules File... loads a rules file written elsewhere. To check a file on the command line, run rulelab-cli check FILE.</source>
        <translation>فائل &gt; قواعد فائل سے نیا کھیل... کہیں اور لکھی قواعد فائل لوڈ کرتا ہے۔ کمانڈ لائن پر فائل جانچنے کے لیے rulelab-cli check FILE چلائیں۔</translation>
    </message>
</context>
<context>
    <name>rulelab::GlossaryDialog</name>
    <message>
        <location line="-207"/>
        <source>Glossary</source>
        <translation>فرہنگ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search the glossary</source>
        <translation>فرہنگ میں تلاش کریں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Term</source>
        <translation>اصطلاح</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Meaning</source>
        <translation>مطلب</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose a term to read its whole explanation here.</source>
        <translation>کوئی اصطلاح چنیں، اس کی پوری وضاحت یہاں دکھائی دے گی۔</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%n term(s)</source>
        <translation>
            <numerusform>%n اصطلاح</numerusform>
            <numerusform>%n اصطلاحات</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rulelab::GraphCanvas</name>
    <message>
        <location filename="../app/gui/graph_canvas.cpp" line="+149"/>
        <location line="+1"/>
        <source>Best play: %1 wins</source>
        <translation>بہترین کھیل: %1 جیتتا ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best play: draw</source>
        <translation>بہترین کھیل: برابری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No side can force an end</source>
        <translation>کوئی فریق اختتام پر مجبور نہیں کر سکتا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chance decides</source>
        <translation>اتفاق طے کرتا ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Not solved</source>
        <translation>حل نہیں کیا گیا</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Probability that %1 wins, 0 to 1</source>
        <translation>%1 کے جیتنے کا امکان، 0 سے 1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On a cycle (a colour per component)</source>
        <translation>چکر پر (ہر جز کا ایک رنگ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not on a cycle</source>
        <translation>چکر پر نہیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>End: %1 wins</source>
        <translation>اختتام: %1 جیتتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End: draw</source>
        <translation>اختتام: برابری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End: undecided</source>
        <translation>اختتام: غیر فیصل</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>%1 to move</source>
        <translation>%1 کی چال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to play</source>
        <translation>اتفاق کی باری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not expanded (limit)</source>
        <translation>پھیلائی نہیں گئی (حد)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chance (diamond)</source>
        <translation>اتفاق (ہیرا شکل)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match (square)</source>
        <translation>میچ کا اختتام (مربع)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start (thick outline)</source>
        <translation>آغاز (موٹا خاکہ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ringed node: states play can go round in, drawn as one; its number says how many</source>
        <translation>حلقے والا نوڈ: وہ حالتیں جن میں کھیل چکر لگا سکتا ہے، ایک ساتھ بنائی گئیں؛ اس کا عدد بتاتا ہے کتنی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Component: size grows with its states; double ring: cyclic</source>
        <translation>جز: جسامت اس کی حالتوں کے ساتھ بڑھتی ہے؛ دہرا حلقہ: چکری</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>No graph yet: select a reading in the workbench and choose Analysis &gt; State Graph, or press Explore.</source>
        <translation>ابھی کوئی گراف نہیں: ورک بینچ میں ایک قراءت چنیں اور تجزیہ &gt; حالتوں کا گراف چنیں، یا چھان بین دبائیں۔</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>depth %1</source>
        <translation>گہرائی %1</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Outcome under best play</source>
        <translation>بہترین کھیل میں نتیجہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win probability</source>
        <translation>جیت کا امکان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strongly connected component</source>
        <translation>مضبوطی سے جڑا جز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End result and player to move</source>
        <translation>آخری نتیجہ اور چال والا کھلاڑی</translation>
    </message>
</context>
<context>
    <name>rulelab::GraphView</name>
    <message>
        <location filename="../app/gui/graph_view.cpp" line="+43"/>
        <source>No reading chosen.</source>
        <translation>کوئی قراءت نہیں چنی گئی۔</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Solve</source>
        <translation>حل کریں (&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute the value of every state under best play (complete graphs only)</source>
        <translation>بہترین کھیل میں ہر حالت کی قدر نکالیں (صرف مکمل گراف)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Explore</source>
        <translation>چھان بین (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>منسوخ کریں (&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop what runs: exploring (the states found so far are drawn), analysing, solving or laying out (the previous drawing stays)</source>
        <translation>جو چل رہا ہے اسے روکیں: چھان بین (اب تک ملی حالتیں بنائی جاتی ہیں)، تجزیہ، حل یا ترتیب (پچھلا خاکہ برقرار رہتا ہے)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Automatic</source>
        <translation>خودکار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows by depth</source>
        <translation>گہرائی کے مطابق قطاریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Force-directed</source>
        <translation>قوت پر مبنی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Components</source>
        <translation>اجزا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbourhood</source>
        <translation>پڑوس</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic: every state in rows by depth up to 150 states; above that, still in rows, with the states play can go round in drawn as one node each</source>
        <translation>خودکار: 150 حالتوں تک ہر حالت گہرائی کے مطابق قطاروں میں؛ اس سے زیادہ ہوں تو بھی قطاروں میں، مگر جن حالتوں میں کھیل چکر لگا سکتا ہے ان کا ہر گروہ ایک ہی نوڈ کی صورت میں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Neighbourhood: the state at its centre (0 is the start; right-click a node to choose it)</source>
        <translation>پڑوس: اس کے مرکز کی حالت (0 آغاز ہے؛ چننے کے لیے کسی نوڈ پر دایاں کلک کریں)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Neighbourhood: moves from the centre, in either direction</source>
        <translation>پڑوس: مرکز سے چالیں، کسی بھی سمت میں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Larger graphs are drawn as their components, or the neighbourhood of a state</source>
        <translation>بڑے گراف ان کے اجزا کی صورت میں، یا کسی حالت کے پڑوس کی صورت میں بنائے جاتے ہیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome under best play</source>
        <translation>بہترین کھیل میں نتیجہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win probability</source>
        <translation>جیت کا امکان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Component</source>
        <translation>جز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End result</source>
        <translation>آخری نتیجہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport...</source>
        <translation>برآمد (&amp;X)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the drawing as PNG, SVG or PDF</source>
        <translation>تصویر کو PNG، SVG یا PDF کی صورت میں محفوظ کریں</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Max states:</source>
        <translation>زیادہ سے زیادہ حالتیں:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Layout:</source>
        <translation>ترتیب:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Centre:</source>
        <translation>مرکز:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Radius:</source>
        <translation>رداس:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw up to:</source>
        <translation>اتنے تک بنائیں:</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Colour by:</source>
        <translation>رنگ کی بنیاد:</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Replay the moves to state %1</source>
        <translation>حالت %1 تک کی چالیں ری پلے کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbourhood of state %1</source>
        <translation>حالت %1 کا پڑوس</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../app/gui/graph_view_options.cpp" line="+265"/>
        <source>%1, reading %2</source>
        <translation>%1، قراءت %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/graph_view_options.cpp" line="+1"/>
        <source>%1, reading %2, from the position after %n move(s) of %3</source>
        <translation>
            <numerusform>%1، قراءت %2، %3 کی %n چال کے بعد کی حالت سے</numerusform>
            <numerusform>%1، قراءت %2، %3 کی %n چالوں کے بعد کی حالت سے</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/graph_view_jobs.cpp" line="+128"/>
        <location line="+5"/>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+7"/>
        <source>Cannot explore</source>
        <translation>چھان بین نہیں ہو سکتی</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Choose a reading first (select one in the workbench, then Analysis &gt; State Graph).</source>
        <translation>پہلے ایک قراءت چنیں (ورک بینچ میں ایک چنیں، پھر تجزیہ &gt; حالتوں کا گراف)۔</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The moves to the chosen position do not replay under these options: %1</source>
        <translation>منتخب حالت تک کی چالیں ان اختیارات کے ساتھ دوبارہ نہیں چلتیں: %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1 states found, %2 expanded</source>
        <translation>%1 حالتیں ملیں، %2 پھیلائی گئیں</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 states in %2 s</source>
        <translation>%2 سیکنڈ میں %1 حالتیں</translation>
    </message>
    <message>
        <location filename="../app/gui/graph_view_summary.cpp" line="+28"/>
        <source>no side can force an end</source>
        <translation>کوئی فریق اختتام پر مجبور نہیں کر سکتا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best play: %1, margin %2</source>
        <translation>بہترین کھیل: %1، فرق %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best play: %1</source>
        <translation>بہترین کھیل: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>probability that %1 wins: %2</source>
        <translation>%1 کے جیتنے کا امکان: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Explore a reading to see its state graph: how many states, which can loop for ever, which can never end, and the value of the start under best play.</source>
        <translation>کسی قراءت کا حالتوں کا گراف دیکھنے کے لیے اس کی چھان بین کریں: کتنی حالتیں، کون سی ہمیشہ چکر لگا سکتی ہیں، کون سی کبھی ختم نہیں ہو سکتیں، اور بہترین کھیل میں آغاز کی قدر۔</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>States:</source>
        <translation>حالتیں:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(complete)</source>
        <translation>(مکمل)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(incomplete: cancelled)</source>
        <translation>(نامکمل: منسوخ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(incomplete: state limit reached)</source>
        <translation>(نامکمل: حالتوں کی حد پوری)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edges:</source>
        <translation>کنارے:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ends:</source>
        <translation>اختتام:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cyclic components:</source>
        <translation>چکری اجزا:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 states on cycles)</source>
        <translation>%1 (چکروں پر %2 حالتیں)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest component:</source>
        <translation>سب سے بڑا جز:</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n state(s)</source>
        <translation>
            <numerusform>%n حالت</numerusform>
            <numerusform>%n حالتیں</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead states:</source>
        <translation>مردہ حالتیں:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not expanded:</source>
        <translation>پھیلائی نہیں گئیں:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deepest state:</source>
        <translation>سب سے گہری حالت:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>depth %1</source>
        <translation>گہرائی %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>not solved: %1</source>
        <translation>حل نہیں ہوا: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>not solved: the graph is incomplete (raise Max states)</source>
        <translation>حل نہیں ہوا: گراف نامکمل ہے (زیادہ سے زیادہ حالتیں بڑھائیں)</translation>
    </message>
    <message>
        <location filename="../app/gui/graph_view.cpp" line="-203"/>
        <source>Stop exploring after this many states (the graph is then incomplete). Return explores.</source>
        <translation>اتنی حالتوں کے بعد چھان بین روکیں (تب گراف نامکمل رہتا ہے)۔ Return دبانے سے چھان بین شروع ہوتی ہے۔</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Choose a reading to see its options.</source>
        <translation>اس کے اختیارات دیکھنے کے لیے ایک قراءت چنیں۔</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reset to the reading</source>
        <translation>قراءت کی قدروں پر واپس لائیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put every option back to the reading&apos;s value</source>
        <translation>ہر اختیار کو قراءت کی قدر پر واپس رکھیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options of this graph (changed ones in bold; Return explores):</source>
        <translation>اس گراف کے اختیارات (بدلے ہوئے جلی حروف میں؛ Return سے چھان بین):</translation>
    </message>
    <message>
        <location filename="../app/gui/graph_view_options.cpp" line="-216"/>
        <source>(experimental, not historical)</source>
        <translation>(تجرباتی، تاریخی نہیں)</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>a whole number from %1 to %2</source>
        <translation>%1 سے %2 تک کوئی پورا عدد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a number greater than %1 and less than %2</source>
        <translation>%1 سے بڑا اور %2 سے چھوٹا کوئی عدد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number from %1 to %2</source>
        <translation>%1 سے %2 تک کوئی عدد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of the choices in its list</source>
        <translation>اس کی فہرست کے انتخابات میں سے ایک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on or off</source>
        <translation>چالو یا بند</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>“%1” cannot be %2: it must be %3.</source>
        <translation>“%1” کی قدر %2 نہیں ہو سکتی: یہ %3 ہونی چاہیے۔</translation>
    </message>
    <message>
        <location filename="../app/gui/graph_view_jobs.cpp" line="-133"/>
        <source>These option values cannot be played together: %1</source>
        <translation>اختیارات کی ان قدروں کے ساتھ کھیل نہیں کھیلا جا سکتا: %1</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Cancelling...</source>
        <translation>منسوخ کیا جا رہا ہے...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stopping the exploration at %1 states...</source>
        <translation>%1 حالتوں پر چھان بین روکی جا رہی ہے...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysing %1 states...</source>
        <translation>%1 حالتوں کا تجزیہ ہو رہا ہے...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solving %1 states...</source>
        <translation>%1 حالتیں حل کی جا رہی ہیں...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laying out the drawing...</source>
        <translation>خاکے کی ترتیب بنائی جا رہی ہے...</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cancelled during analysis.</source>
        <translation>تجزیے کے دوران منسوخ کیا گیا۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled during solving.</source>
        <translation>حل کرنے کے دوران منسوخ کیا گیا۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled during layout.</source>
        <translation>ترتیب بنانے کے دوران منسوخ کیا گیا۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The previous graph is still shown.</source>
        <translation>پچھلا گراف اب بھی دکھایا جا رہا ہے۔</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The previous drawing is still shown.</source>
        <translation>پچھلا خاکہ اب بھی دکھایا جا رہا ہے۔</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Exploring cancelled: %1 states found, drawn as an incomplete graph</source>
        <translation>چھان بین منسوخ: %1 حالتیں ملیں، نامکمل گراف کی صورت میں بنائی گئیں</translation>
    </message>
    <message>
        <location filename="../app/gui/graph_view_summary.cpp" line="-73"/>
        <source>Click to open the glossary at this term.</source>
        <translation>اس اصطلاح پر فرہنگ کھولنے کے لیے کلک کریں۔</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>not solved (tick Solve and explore again)</source>
        <translation>حل نہیں ہوا (حل کریں پر نشان لگا کر دوبارہ چھان بین کریں)</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Start:</source>
        <translation>آغاز:</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 nodes in rows by depth for %2 states (%3 of them groups of states play can go round in, each drawn as one), %4 edges</source>
        <translation>%2 حالتوں کے لیے گہرائی کے مطابق قطاروں میں %1 نوڈ (ان میں سے %3 ایسی حالتوں کے گروہ ہیں جن میں کھیل چکر لگا سکتا ہے، ہر گروہ ایک نوڈ کی صورت میں)، %4 کنارے</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 components, %2 links between them</source>
        <translation>%1 اجزا، ان کے درمیان %2 روابط</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 states within %2 moves of state %3, %4 edges</source>
        <translation>حالت %3 سے %2 چالوں کے اندر %1 حالتیں، %4 کنارے</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 states, %2 edges</source>
        <translation>%1 حالتیں، %2 کنارے</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Drawn:</source>
        <translation>بنایا گیا:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Too many states to draw one by one (more than %1): showing %2.</source>
        <translation>ایک ایک کر کے بنانے کے لیے بہت زیادہ حالتیں (%1 سے زیادہ): %2 دکھایا جا رہا ہے۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the component graph</source>
        <translation>اجزا کا گراف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the neighbourhood of a state</source>
        <translation>ایک حالت کا پڑوس</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The neighbourhood was cut at the drawing limit.</source>
        <translation>پڑوس کو تصویر کی حد پر کاٹ دیا گیا۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hover a node to see its board; double-click it to replay the moves to it; right-click for its neighbourhood. Wheel: zoom; drag: pan. Hover a term in bold to see what it means; click it for the glossary.</source>
        <translation>کسی نوڈ پر ماؤس رکھیں تو اس کا بورڈ دکھائی دے گا؛ دوہرا کلک کریں تو اس تک کی چالیں دوبارہ چلیں گی؛ دایاں کلک کریں تو اس کا پڑوس۔ پہیا: زوم؛ گھسیٹیں: سرکائیں۔ جلی حروف والی اصطلاح پر ماؤس رکھیں تو اس کا مطلب دکھائی دے گا؛ کلک کریں تو فرہنگ کھلے گی۔</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/graph_view_nodes.cpp" line="+62"/>
        <source>Component of %n state(s); play can go round in it</source>
        <translation>
            <numerusform>%n حالت کا جز؛ اس میں کھیل چکر لگا سکتا ہے</numerusform>
            <numerusform>%n حالتوں کا جز؛ اس میں کھیل چکر لگا سکتا ہے</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Component of %n state(s)</source>
        <translation>
            <numerusform>%n حالت کا جز</numerusform>
            <numerusform>%n حالتوں کا جز</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its first state reached: state %1, depth %2</source>
        <translation>اس کی پہلی پہنچی ہوئی حالت: حالت %1، گہرائی %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State %1, depth %2</source>
        <translation>حالت %1، گہرائی %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move</source>
        <translation>%1 کی چال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to play</source>
        <translation>اتفاق کی باری</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End: %1 (%2), margin %3</source>
        <translation>اختتام: %1 (%2)، فرق %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not expanded: the state limit was reached</source>
        <translation>پھیلائی نہیں گئی: حالتوں کی حد پوری ہو گئی تھی</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reached from state %1 by: %2</source>
        <translation>حالت %1 سے یہاں پہنچے: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Double-click to replay the %n move(s) from the start.</source>
        <translation>
            <numerusform>آغاز سے %n چال ری پلے کرنے کے لیے دو بار کلک کریں۔</numerusform>
            <numerusform>آغاز سے %n چالیں ری پلے کرنے کے لیے دو بار کلک کریں۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>There is no such state.</source>
        <translation>ایسی کوئی حالت نہیں ہے۔</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The moves to state %1 do not lead to it again (the plugin is not deterministic?)</source>
        <translation>حالت %1 تک کی چالیں دوبارہ اس تک نہیں پہنچاتیں (پلگ اِن متعین نہیں ہے؟)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot replay</source>
        <translation>ری پلے نہیں ہو سکتا</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+5"/>
        <location line="+8"/>
        <location line="+8"/>
        <source>Cannot export</source>
        <translation>برآمد نہیں ہو سکتی</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+29"/>
        <source>There is no graph to export yet.</source>
        <translation>برآمد کے لیے ابھی کوئی گراف نہیں ہے۔</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1: the file name must end in .png, .pdf or .svg</source>
        <translation>%1: فائل کا نام ‎.png، ‎.pdf یا ‎.svg پر ختم ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+8"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: لکھا نہیں جا سکتا: %2</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>State graph</source>
        <translation>حالتوں کا گراف</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+5"/>
        <source>Export state graph</source>
        <translation>حالتوں کا گراف برآمد کریں</translation>
    </message>
</context>
<context>
    <name>rulelab::LadderView</name>
    <message>
        <location filename="../app/gui/ladder_view.cpp" line="+78"/>
        <source>Metric along the strength:</source>
        <translation>طاقت کے ساتھ پیمانہ:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reading</source>
        <translation>قرأت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Agent</source>
        <translation>کھلاڑی</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating (Elo) [95%]</source>
        <translation>ریٹنگ (Elo) [95%]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First mover&apos;s points [95%]</source>
        <translation>پہلی چال والے کے پوائنٹ [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ended by the rules [95%]</source>
        <translation>قواعد سے ختم [95%]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean turns</source>
        <translation>اوسط باریاں</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The readings ticked in the game list, played by each agent against itself for its figures and against the next for a rating of its strength. Tick the agents, weakest first.</source>
        <translation>کھیل کی فہرست میں چنی گئی قرأتیں، ہر کھلاڑی اپنے اعداد کے لیے اپنے خلاف اور اپنی طاقت کی ریٹنگ کے لیے اگلے کے خلاف کھیلتا ہے۔ کھلاڑی چنیں، سب سے کمزور پہلے۔</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>another agent, e.g. mcts:5000</source>
        <translation>دوسرا کھلاڑی، مثلاً mcts:5000</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random, greedy, mcts:PLAYOUTS, mcts:SECONDSs (by time: not reproducible), mcts:PLAYOUTS:reuse (keeps its tree between moves), search:DEPTH</source>
        <translation>random, greedy, mcts:PLAYOUTS, mcts:SECONDSs (وقت سے: دہرایا نہیں جا سکتا)، mcts:PLAYOUTS:reuse (چالوں کے درمیان اپنا درخت رکھتا ہے)، search:DEPTH</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add</source>
        <translation>شامل کریں</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Matches per cell:</source>
        <translation>فی خانہ مقابلے:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Climb the Ladder</source>
        <translation>سیڑھی چڑھیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>منسوخ کریں</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Not an agent: %1</source>
        <translation>کھلاڑی نہیں: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is in the list already: ticked.</source>
        <translation>%1 پہلے سے فہرست میں ہے: چن لیا گیا۔</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Select a game and tick its readings first.</source>
        <translation>پہلے کوئی کھیل چنیں اور اس کی قرأتیں نشان زد کریں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A ladder climbs readings, not a sweep: tick the readings in the game list.</source>
        <translation>سیڑھی قرأتوں پر چڑھتی ہے، سویپ پر نہیں: کھیل کی فہرست میں قرأتیں نشان زد کریں۔</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tick at least two agents: a ladder rates each against the next.</source>
        <translation>کم از کم دو کھلاڑی چنیں: سیڑھی ہر ایک کو اگلے کے خلاف جانچتی ہے۔</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 against itself</source>
        <translation>%1 اپنے خلاف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 بمقابلہ %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Climbing. An agent with a budget of time plays as many playouts as the machine allows: its matches, and this ladder&apos;s numbers, are not reproducible.</source>
        <translation>چڑھائی جاری۔ وقت کی حد والا کھلاڑی اتنے پلے آؤٹ کھیلتا ہے جتنے مشین کرنے دے: اس کے مقابلے اور اس سیڑھی کے اعداد دہرائے نہیں جا سکتے۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Climbing.</source>
        <translation>چڑھائی جاری۔</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelling…</source>
        <translation>منسوخ ہو رہا ہے…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cell %1 of %2: %3</source>
        <translation>%2 میں سے خانہ %1: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The ladder stopped.</source>
        <translation>سیڑھی رک گئی۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: no ladder shown (a ladder is rated from all its cells).</source>
        <translation>منسوخ: کوئی سیڑھی نہیں دکھائی گئی (سیڑھی کی ریٹنگ اس کے تمام خانوں سے ہوتی ہے)۔</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Done: %n cell(s).</source>
        <translation>
            <numerusform>مکمل: %n خانہ۔</numerusform>
            <numerusform>مکمل: %n خانے۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the ladder</source>
        <translation>سیڑھی</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1: between %2 and %3, %4 metrics settled and %5 still changing</source>
        <translation>%1: %2 اور %3 کے درمیان، %4 پیمانے مستحکم اور %5 اب بھی بدل رہے ہیں</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Under best play (%n state(s), solved exactly) the first mover&apos;s points are %1, the ladder&apos;s limit: </source>
        <translation>
            <numerusform>بہترین کھیل میں (%n حالت، ٹھیک ٹھیک حل) پہلی چال والے کے پوائنٹ %1 ہیں، سیڑھی کی حد: </numerusform>
            <numerusform>بہترین کھیل میں (%n حالتیں، ٹھیک ٹھیک حل) پہلی چال والے کے پوائنٹ %1 ہیں، سیڑھی کی حد: </numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the top rung&apos;s interval holds it.</source>
        <translation>سب سے اونچے ڈنڈے کا وقفہ اسے سمیٹتا ہے۔</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the top rung has not reached it yet.</source>
        <translation>سب سے اونچا ڈنڈا ابھی وہاں تک نہیں پہنچا۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No exact limit: the board was not solved.</source>
        <translation>کوئی درست حد نہیں: بورڈ حل نہیں کیا گیا۔</translation>
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
        <translation>کھیل / قراءت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>ماخذ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the readings to compare; select one to see its options.</source>
        <translation>موازنے کے لیے قراءتوں پر نشان لگائیں؛ اس کے اختیارات دیکھنے کے لیے ایک چنیں۔</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+5"/>
        <source>Games and readings</source>
        <translation>کھیل اور قراءتیں</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+15"/>
        <source>Copy and edit...</source>
        <translation>نقل اور ترمیم...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make your own reading from the selected one: change options and save it.</source>
        <translation>منتخب قراءت سے اپنی قراءت بنائیں: اختیارات بدلیں اور محفوظ کریں۔</translation>
    </message>
    <message>
        <location filename="../app/gui/chart_panel.cpp" line="+78"/>
        <location filename="../app/gui/reading_tree.cpp" line="+2"/>
        <source>Export...</source>
        <translation>برآمد...</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+1"/>
        <source>Save the selected reading as a reading file.</source>
        <translation>منتخب قراءت کو قراءت فائل کی صورت میں محفوظ کریں۔</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+7"/>
        <source>Experiment</source>
        <translation>تجربہ</translation>
    </message>
    <message>
        <location line="+42"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+182"/>
        <source>Reading</source>
        <translation>قراءت</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/gui/main_window_actions.cpp" line="+351"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+1"/>
        <source>Results</source>
        <translation>نتائج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts</source>
        <translation>چارٹ</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+2"/>
        <source>Replay</source>
        <translation>ری پلے</translation>
    </message>
    <message>
        <location filename="../app/gui/chart_panel.cpp" line="+17"/>
        <location filename="../app/gui/main_window.cpp" line="+2"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+1"/>
        <source>Round graph</source>
        <translation>دوروں کا گراف</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="+6"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+1"/>
        <source>State graph</source>
        <translation>حالتوں کا گراف</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Replaying the %n move(s) from the start to the chosen state</source>
        <translation>
            <numerusform>آغاز سے چنی گئی حالت تک کی %n چال ری پلے ہو رہی ہے</numerusform>
            <numerusform>آغاز سے چنی گئی حالت تک کی %n چالیں ری پلے ہو رہی ہیں</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a state-graph path</source>
        <translation>اسٹیٹ گراف کا ایک راستہ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>match %1 (seed %2)</source>
        <translation>مقابلہ %1 (بیج %2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+1"/>
        <source>Explore</source>
        <translation>چھان بین</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ladder</source>
        <translation>سیڑھی</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+1"/>
        <source>Play</source>
        <translation>کھیلیں</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>A run was interrupted when the window closed; its finished matches are in %1 (File &gt; Open, or complete them with: rulelab-cli run --experiment %1/summary.json --resume %1)</source>
        <translation>ونڈو بند ہونے پر ایک رن رک گیا؛ اس کے مکمل مقابلے %1 میں ہیں (فائل &gt; کھولیں، یا انہیں مکمل کریں: rulelab-cli run --experiment %1/summary.json --resume %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="-294"/>
        <location line="+103"/>
        <source>New game from rules file</source>
        <translation>قواعد فائل سے نیا کھیل</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>The rules-file plugin (rules_file) is not loaded, so games cannot be read from files.</source>
        <translation>قواعد فائل پلگ اِن (rules_file) لوڈ نہیں ہوا، اس لیے فائلوں سے کھیل نہیں پڑھے جا سکتے۔</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game &apos;%1&apos; loaded from its rules file</source>
        <translation>کھیل &apos;%1&apos; اپنی قواعد فائل سے لوڈ ہوا</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edit game rules</source>
        <translation>کھیل کے قواعد میں ترمیم کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules-file plugin (rules_file) is not loaded, so games cannot be written as rules files.</source>
        <translation>قواعد فائل پلگ اِن (rules_file) لوڈ نہیں ہوا، اس لیے کھیل قواعد فائلوں کی صورت میں نہیں لکھے جا سکتے۔</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../app/gui/rules_form_run.cpp" line="+115"/>
        <source>id: &apos;%1&apos; is the id of a loaded game (%2): choose another</source>
        <translation>id: &apos;%1&apos; ایک لوڈ شدہ کھیل (%2) کی شناخت ہے: کوئی دوسری منتخب کریں</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 (edited)</source>
        <translation>%1 (ترمیم شدہ)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A copy of %1, the rules file that writes the compiled %2 with the same rules and readings.</source>
        <translation>%1 کی ایک نقل، وہ قواعد فائل جو مرتب شدہ %2 کو انہی قواعد اور قراءتوں کے ساتھ لکھتی ہے۔</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Opens a copy of %1, the rules file that writes %2 with the same rules and readings, in the form, to change and save as a new game</source>
        <translation>%1 کی ایک نقل فارم میں کھولتا ہے، وہ قواعد فائل جو %2 کو انہی قواعد اور قراءتوں کے ساتھ لکھتی ہے، تاکہ بدل کر نئے کھیل کے طور پر محفوظ کی جا سکے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opens a copy of %1&apos;s rules file in the form, to change and save as a new game</source>
        <translation>%1 کی قواعد فائل کی نقل فارم میں کھولتا ہے، بدل کر نئے کھیل کے طور پر محفوظ کرنے کے لیے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a game first: only a game defined by a rules file can be copied</source>
        <translation>پہلے ایک کھیل چنیں: صرف قواعد فائل سے متعین کھیل کی نقل بن سکتی ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a compiled plugin, not a rules file, so the form cannot show its rules: use New Game Rules to describe it from the vocabulary&apos;s defaults</source>
        <translation>%1 ایک مرتب شدہ پلگ اِن ہے، قواعد فائل نہیں، اس لیے فارم اس کے قواعد نہیں دکھا سکتا: ذخیرۂ الفاظ کی طے شدہ قدروں سے اسے بیان کرنے کے لیے نئے کھیل کے قواعد استعمال کریں</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Game &apos;%1&apos; loaded from %2</source>
        <translation>کھیل &apos;%1&apos; %2 سے لوڈ ہوا</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>Compare results folders</source>
        <translation>نتائج فولڈروں کا موازنہ کریں</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Not installed here: %1. Without the game its engine cannot be known, so the workbench does not set its readings beside the others.</source>
        <translation>یہاں نصب نہیں: %1۔ کھیل کے بغیر اس کا انجن معلوم نہیں ہو سکتا، اس لیے ورک بینچ اس کی قراءتیں دوسروں کے ساتھ نہیں رکھتا۔</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Readings of %n results folder(s), %1, each with its own game, seed and build:</source>
        <translation>
            <numerusform>%n نتائج فولڈر کی قراءتیں، %1، ہر ایک اپنے کھیل، بیج اور بِلڈ کے ساتھ:</numerusform>
            <numerusform>%n نتائج فولڈروں کی قراءتیں، %1، ہر ایک اپنے کھیل، بیج اور بِلڈ کے ساتھ:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2), %3 matches per reading, seed %4%5</source>
        <translation>%1 (%2)، فی قراءت %3 میچ، بیج %4%5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: %1</source>
        <translation>انتباہ: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compared the readings of %1</source>
        <translation>%1 کی قراءتوں کا موازنہ کیا گیا</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1 (the rules form&apos;s draft, not saved)</source>
        <translation>%1 (قواعد فارم کا ڈرافٹ، محفوظ نہیں کیا گیا)</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Unsaved results</source>
        <translation>غیر محفوظ نتائج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The results of the last run have not been saved. Save them before closing?</source>
        <translation>پچھلے رن کے نتائج محفوظ نہیں کیے گئے۔ بند کرنے سے پہلے محفوظ کریں؟</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_menus.cpp" line="-146"/>
        <source>&amp;File</source>
        <translation>فائل (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Experiment</source>
        <translation>نیا تجربہ (&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Experiment or Results...</source>
        <translation>تجربہ یا نتائج کھولیں (&amp;O)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open experiment, results or reading</source>
        <translation>تجربہ، نتائج یا قراءت کھولیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RuleLab files (*.json);;All files (*)</source>
        <translation>RuleLab فائلیں (*.json);;تمام فائلیں (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open &amp;Recent</source>
        <translation>حالیہ فائلیں (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New &amp;Game from Rules File...</source>
        <translation>قواعد فائل سے نیا کھیل (&amp;G)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare Results &amp;Folders...</source>
        <translation>نتائج فولڈروں کا موازنہ کریں (&amp;F)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First results folder</source>
        <translation>پہلا نتائج فولڈر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Another results folder (Cancel when done)</source>
        <translation>ایک اور نتائج فولڈر (مکمل ہونے پر منسوخ کریں دبائیں)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Save Experiment...</source>
        <translation>تجربہ محفوظ کریں (&amp;S)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save experiment</source>
        <translation>تجربہ محفوظ کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experiment files (*.json)</source>
        <translation>تجربہ فائلیں (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save &amp;Results...</source>
        <translation>نتائج محفوظ کریں (&amp;R)...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="+7"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+1"/>
        <source>Save results (summary.json and matches.csv) into</source>
        <translation>نتائج (summary.json اور matches.csv) یہاں محفوظ کریں</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_menus.cpp" line="+4"/>
        <source>Save Summary &amp;Only...</source>
        <translation>صرف خلاصہ محفوظ کریں (&amp;O)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save summary</source>
        <translation>خلاصہ محفوظ کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Summary files (*.json)</source>
        <translation>خلاصہ فائلیں (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open &amp;Match...</source>
        <translation>میچ کھولیں (&amp;M)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save Match as &amp;JSON...</source>
        <translation>میچ JSON کی صورت میں محفوظ کریں (&amp;J)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save match</source>
        <translation>میچ محفوظ نہیں ہو سکتا</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No match is open in the Replay tab.</source>
        <translation>ری پلے ٹیب میں کوئی میچ کھلا نہیں ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save match</source>
        <translation>میچ محفوظ کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match files (*.json)</source>
        <translation>میچ فائلیں (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export Table as &amp;CSV...</source>
        <translation>جدول &amp;CSV کی صورت میں برآمد کریں...</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export &amp;Publication Bundle...</source>
        <translation>اشاعتی بنڈل برآمد کریں (&amp;P)...</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>&amp;Explore Readings...</source>
        <translation>قراءتوں کی چھان بین (&amp;E)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vary the options of the selected game&apos;s readings and find the combinations that meet your requirements, in the Explore tab</source>
        <translation>منتخب کھیل کی قراءتوں کے اختیارات بدلیں اور وہ ملاپ تلاش کریں جو آپ کی شرائط پوری کرتے ہیں، چھان بین ٹیب میں</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_files.cpp" line="+43"/>
        <source>Usage maps</source>
        <translation>استعمال کے نقشے</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cannot open exploration</source>
        <translation>چھان بین کھل نہیں سکتی</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Opened %1. Warning: %2</source>
        <translation>%1 کھولا گیا۔ انتباہ: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="-123"/>
        <source>Cannot explore readings</source>
        <translation>قراءتوں کی چھان بین نہیں ہو سکتی</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a game, or one of its readings, in Games and readings first.</source>
        <translation>پہلے کھیل اور قراءتیں میں کوئی کھیل، یا اس کی کوئی قراءت، چنیں۔</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../app/gui/rules_form_run.cpp" line="-18"/>
        <location line="+47"/>
        <source>A run is in progress: wait for it to finish, or cancel it, first.</source>
        <translation>ایک رن جاری ہے: پہلے اس کے مکمل ہونے کا انتظار کریں، یا اسے منسوخ کریں۔</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Running %1 in full</source>
        <translation>%1 پورا چل رہا ہے</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot play</source>
        <translation>کھیلا نہیں جا سکتا</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="-36"/>
        <location filename="../app/gui/main_window_menus.cpp" line="-56"/>
        <source>Export table</source>
        <translation>جدول برآمد کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV فائلیں (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="-245"/>
        <source> (cancelled: partial; the comparisons use the matches played)</source>
        <translation> (منسوخ: جزوی؛ موازنے کھیلے گئے میچوں پر ہیں)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_menus.cpp" line="+3"/>
        <source>Export &amp;Chart...</source>
        <translation>چارٹ برآمد کریں (&amp;C)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Methods Text...</source>
        <translation>طریقِ کار کا متن (&amp;M)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Se&amp;ttings...</source>
        <translation>ترتیبات (&amp;T)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>باہر نکلیں (&amp;Q)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Edit</source>
        <translation>ترمیم (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Table as TSV</source>
        <translation>جدول TSV کی صورت میں نقل کریں (&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy Table as C&amp;SV</source>
        <translation>جدول C&amp;SV کی صورت میں نقل کریں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy Reading and &amp;Edit...</source>
        <translation>قراءت کی نقل بنا کر ترمیم کریں (&amp;E)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport Reading...</source>
        <translation>قراءت برآمد کریں (&amp;X)...</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_panel.cpp" line="+54"/>
        <location filename="../app/gui/main_window_menus.cpp" line="+14"/>
        <source>&amp;Run</source>
        <translation>چلائیں (&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_menus.cpp" line="-12"/>
        <source>Edit a &amp;Copy of This Game...</source>
        <translation>اس کھیل کی نقل میں ترمیم (&amp;C)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Game Rules...</source>
        <translation>نئے کھیل کے قواعد (&amp;N)...</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Run Experiment</source>
        <translation>تجربہ چلائیں (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel Run</source>
        <translation>رن منسوخ کریں (&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;weep Options of the Selected Reading...</source>
        <translation>منتخب قراءت کے اختیارات کا سویپ (&amp;W)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play This Reading...</source>
        <translation>یہ قراءت کھیلیں... (&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the selected reading yourself, against an agent or another person, in the Play tab</source>
        <translation>منتخب قراءت خود کھیلیں، کسی ایجنٹ یا دوسرے شخص کے خلاف، کھیلیں ٹیب میں</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Analysis</source>
        <translation>تجزیہ (&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;State Graph...</source>
        <translation>حالتوں کا گراف (&amp;S)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore every state of the selected reading and draw the graph of moves between them</source>
        <translation>منتخب قراءت کی ہر حالت کی چھان بین کریں اور ان کے درمیان چالوں کا گراف بنائیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>منظر (&amp;V)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Help</source>
        <translation>مدد (&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Glossary</source>
        <translation>فرہنگ (&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Getting &amp;Started</source>
        <translation>ابتدائی رہنمائی (&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About RuleLab</source>
        <translation>RuleLab کے بارے میں (&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About RuleLab</source>
        <translation>RuleLab کے بارے میں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RuleLab: a workbench for reconstructing the rules of historical board games.
Licensed under the GNU GPL, version 3 or later.</source>
        <translation>RuleLab: تاریخی بساطی کھیلوں کے قواعد کی تعمیرِ نو کا کارگاہ۔
GNU GPL، نسخہ 3 یا بعد کے تحت لائسنس یافتہ۔</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_panel.cpp" line="+32"/>
        <source>random, greedy, mcts:PLAYOUTS or search:DEPTH</source>
        <translation>random, greedy, mcts:PLAYOUTS یا search:DEPTH</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Agent &amp;A (first seat):</source>
        <translation>ایجنٹ &amp;A (پہلی نشست):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agent &amp;B (second seat):</source>
        <translation>ایجنٹ &amp;B (دوسری نشست):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Swap seats every other match</source>
        <translation>ہر دوسرے میچ میں نشستیں بدلیں (&amp;S)</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>&amp;Matches per reading:</source>
        <translation>فی قراءت میچ: (&amp;M)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Run until</source>
        <translation>تب تک چلائیں</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play blocks of 1000 matches until the metric&apos;s 95% interval is at most this wide on each side; Matches per reading is then the most.</source>
        <translation>1000 میچوں کے حصے تب تک کھیلیں جب تک پیمانے کا 95% وقفہ ہر طرف زیادہ سے زیادہ اتنا چوڑا نہ ہو؛ تب &quot;فی قرأت میچ&quot; زیادہ سے زیادہ حد ہے۔</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>S&amp;eed:</source>
        <translation>بیج: (&amp;E)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Caps (a match stopped by a cap is a result)</source>
        <translation>حدیں (حد سے رکا میچ بھی ایک نتیجہ ہے)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turns per match:</source>
        <translation>فی میچ باریاں:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laps per sowing:</source>
        <translation>فی بوائی چکر:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeats of a position:</source>
        <translation>کسی حالت کی تکرار:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns without capture:</source>
        <translation>بغیر پکڑ کے باریاں:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds per match:</source>
        <translation>فی میچ دور:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throws per match:</source>
        <translation>فی میچ پھینکیں:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions a stall proof may explore:</source>
        <translation>اسٹال ثبوت جتنی پوزیشنیں جانچ سکتا ہے:</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>Play the matches of every ticked reading in the background (Ctrl+R)</source>
        <translation>ہر نشان زدہ قراءت کے میچ پس منظر میں کھیلیں (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>منسوخ کریں (&amp;C)</translation>
    </message>
    <message>
        <location line="+234"/>
        <source>%1 of %2 matches (all readings, now reading %3 of %4), %5 matches/s, about %6 left</source>
        <translation>%2 میں سے %1 میچ (تمام قراءتیں، ابھی %4 میں سے قراءت %3)، %5 میچ/سیکنڈ، تقریباً %6 باقی</translation>
    </message>
    <message>
        <location filename="../app/gui/results_view.cpp" line="+105"/>
        <source>Copy as TSV</source>
        <translation>TSV کی صورت میں نقل کریں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy as CSV</source>
        <translation>CSV کی صورت میں نقل کریں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV...</source>
        <translation>CSV برآمد کریں...</translation>
    </message>
    <message>
        <location filename="../app/gui/chart_panel.cpp" line="-43"/>
        <source>Turns</source>
        <translation>باریاں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laps</source>
        <translation>چکر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>دور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cumulative (ECDF)</source>
        <translation>مجموعی (ECDF)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+85"/>
        <source>Measure:</source>
        <translation>پیمائش:</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>AdvantageP1 (first mover&apos;s points)</source>
        <translation>AdvantageP1 (پہلی چال والے کے نمبر)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First mover win rate</source>
        <translation>پہلی چال والے کی جیت کی شرح</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <location line="+49"/>
        <source>Metric:</source>
        <translation>پیمانہ:</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The configurations between rounds of this reading&apos;s matches and the cycles among them: why its matches stall or do not end</source>
        <translation>اس قراءت کے میچوں میں دوروں کے درمیان کی ترتیبیں اور ان کے درمیان چکر: اس کے میچ کیوں اٹکتے ہیں یا ختم نہیں ہوتے</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why they end so:</source>
        <translation>وہ ایسے کیوں ختم ہوتے ہیں:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The two options whose interaction is drawn, the largest first</source>
        <translation>وہ دو اختیارات جن کا باہمی اثر دکھایا گیا ہے، سب سے بڑا پہلے</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Options:</source>
        <translation>اختیارات:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every use</source>
        <translation>ہر استعمال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lifted</source>
        <translation>اٹھانا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sown</source>
        <translation>بونا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured</source>
        <translation>پکڑ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landed</source>
        <translation>اترنا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each cell counts: counters lifted from it, sown into it, captured from it, pieces landed on it, or all of these</source>
        <translation>ہر خانہ کیا گنتا ہے: اس سے اٹھائی گئی گوٹیاں، اس میں بوئی گئی گوٹیاں، اس سے پکڑی گئی گوٹیاں، اس پر اترے مہرے، یا یہ سب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load observed map...</source>
        <translation>مشاہدہ شدہ نقشہ لوڈ کریں...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CSV of cell,value rows (wear depth, a tally) to compare with each reading&apos;s map by Spearman&apos;s rank correlation</source>
        <translation>cell,value سطروں کی ایک CSV (گھساؤ کی گہرائی، ایک گنتی)، جس کا موازنہ Spearman کے درجہ وار ارتباط سے ہر قراءت کے نقشے سے کیا جاتا ہے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load observed usage map</source>
        <translation>مشاہدہ شدہ استعمال کا نقشہ لوڈ کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usage maps (*.csv);;All files (*)</source>
        <translation>استعمال کے نقشے (*.csv);;تمام فائلیں (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear</source>
        <translation>صاف کریں</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Save the chart as PNG, PDF or SVG at a journal size, with its data as CSV</source>
        <translation>چارٹ کو جریدے کے سائز میں PNG، PDF یا SVG کی صورت میں، اور اس کا ڈیٹا CSV کی صورت میں محفوظ کریں</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Observed map: %1, %2 cells (%3)</source>
        <translation>مشاہدہ شدہ نقشہ: %1، %2 خانے (%3)</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+24"/>
        <source>%1 [rules file]</source>
        <translation>%1 [قواعد فائل]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Defined by the rules file %1</source>
        <translation>قواعد فائل %1 سے متعین</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (yours)</source>
        <translation>%1 (آپ کی)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rules files refused (%1)</source>
        <translation>مسترد قواعد فائلیں (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plugins not loaded (%1)</source>
        <translation>لوڈ نہ ہونے والے پلگ اِن (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n game(s) loaded</source>
        <translation>
            <numerusform>%n کھیل لوڈ ہوا</numerusform>
            <numerusform>%n کھیل لوڈ ہوئے</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n plugin(s) could not be loaded</source>
        <translation>
            <numerusform>%n پلگ اِن لوڈ نہیں ہو سکا</numerusform>
            <numerusform>%n پلگ اِن لوڈ نہیں ہو سکے</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n rules file(s) refused</source>
        <translation>
            <numerusform>%n قواعد فائل مسترد</numerusform>
            <numerusform>%n قواعد فائلیں مسترد</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No game plugins were found. Plugins are searched in RULELAB_PLUGIN_PATH, next to the program and in the install prefix.</source>
        <translation>کوئی کھیل پلگ اِن نہیں ملا۔ پلگ اِن RULELAB_PLUGIN_PATH میں، پروگرام کے ساتھ اور تنصیب کے سابقے میں تلاش کیے جاتے ہیں۔</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Plugin not loaded:</source>
        <translation>پلگ اِن لوڈ نہیں ہوا:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules file refused:</source>
        <translation>قواعد فائل مسترد:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Loaded with a warning:</source>
        <translation>انتباہ کے ساتھ لوڈ ہوا:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a game or a reading.</source>
        <translation>کوئی کھیل یا قراءت چنیں۔</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Reading: %1</source>
        <translation>قراءت: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follows:</source>
        <translation>پیروی:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your reading, saved in %1. Double-click to edit it.</source>
        <translation>آپ کی قراءت، %1 میں محفوظ۔ ترمیم کے لیے دو بار کلک کریں۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Option</source>
        <translation>اختیار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>قدر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Default</source>
        <translation>طے شدہ</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="+62"/>
        <location line="+14"/>
        <location line="+5"/>
        <source>Sweep options</source>
        <translation>اختیارات کا سویپ</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Select the reading to start from (in Games and readings) first.</source>
        <translation>پہلے وہ قراءت منتخب کریں جس سے شروع کرنا ہے (کھیل اور قراءتیں میں)۔</translation>
    </message>
    <message>
        <location filename="../app/gui/results_view.cpp" line="+49"/>
        <source>Warning: %1: %2</source>
        <translation>انتباہ: %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 matches; %3</source>
        <translation>%1: %2 میچ؛ %3</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Role</source>
        <translation>کردار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p (Bonferroni)</source>
        <translation>p (بونفیرونی)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>primary</source>
        <translation>بنیادی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exploratory</source>
        <translation>تحقیقی</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="+163"/>
        <source>Replaying match %1 of %2</source>
        <translation>قراءت %2 کا میچ %1 ری پلے ہو رہا ہے</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot draw the state graph</source>
        <translation>حالتوں کا گراف نہیں بنایا جا سکتا</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Select a reading in the list of games and readings first.</source>
        <translation>پہلے کھیلوں اور قراءتوں کی فہرست میں ایک قراءت چنیں۔</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="-144"/>
        <location filename="../app/gui/reading_tree.cpp" line="+1"/>
        <source>Sources</source>
        <translation>ماخذ</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+7"/>
        <source>Rule point %1</source>
        <translation>قاعدہ نکتہ %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+13"/>
        <source>Cannot save reading</source>
        <translation>قراءت محفوظ نہیں ہو سکتی</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="-155"/>
        <location filename="../app/gui/reading_tree.cpp" line="-13"/>
        <source>Unknown game &apos;%1&apos;.</source>
        <translation>نامعلوم کھیل &apos;%1&apos;۔</translation>
    </message>
    <message>
        <location filename="../app/gui/reading_tree.cpp" line="+6"/>
        <source>Reading not valid</source>
        <translation>قراءت درست نہیں</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading saved to %1</source>
        <translation>قراءت %1 میں محفوظ کی گئی</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copy reading</source>
        <translation>قراءت کی نقل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a reading (or a game) first.</source>
        <translation>پہلے ایک قراءت (یا کھیل) چنیں۔</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(copy)</source>
        <translation>(نقل)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>My reading</source>
        <translation>میری قراءت</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+3"/>
        <source>Export reading</source>
        <translation>قراءت برآمد کریں</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Select a reading first.</source>
        <translation>پہلے ایک قراءت چنیں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading files (*.json)</source>
        <translation>قراءت فائلیں (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot export reading</source>
        <translation>قراءت برآمد نہیں ہو سکتی</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/experiment_panel.cpp" line="-94"/>
        <source>Readings: the %n of the opened experiment (tick readings to replace them).</source>
        <translation>
            <numerusform>قراءتیں: کھولے گئے تجربے کی %n (بدلنے کے لیے قراءتوں پر نشان لگائیں)۔</numerusform>
            <numerusform>قراءتیں: کھولے گئے تجربے کی %n (بدلنے کے لیے قراءتوں پر نشان لگائیں)۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Sweep of &apos;%1&apos; over %n option(s), as in the opened experiment (tick readings to replace it).</source>
        <translation>
            <numerusform>&apos;%1&apos; پر %n اختیار کا سویپ، کھولے گئے تجربے کی طرح (بدلنے کے لیے قراءتوں پر نشان لگائیں)۔</numerusform>
            <numerusform>&apos;%1&apos; پر %n اختیارات کا سویپ، کھولے گئے تجربے کی طرح (بدلنے کے لیے قراءتوں پر نشان لگائیں)۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Agents: %1</source>
        <translation>ایجنٹ: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>بیج صفر سے 18446744073709551615 تک کا مکمل عدد ہونا چاہیے۔</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tick readings of one game only.</source>
        <translation>صرف ایک کھیل کی قراءتوں پر نشان لگائیں۔</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tick at least one reading to run (in Games and readings).</source>
        <translation>چلانے کے لیے کم از کم ایک قراءت پر نشان لگائیں (کھیل اور قراءتیں میں)۔</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="+16"/>
        <location line="+25"/>
        <location line="+57"/>
        <location line="+12"/>
        <source>Cannot run</source>
        <translation>چلا نہیں سکتے</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_panel.cpp" line="+32"/>
        <source>Starting...</source>
        <translation>شروع ہو رہا ہے...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_actions.cpp" line="-59"/>
        <source>(this run)</source>
        <translation>(یہ رن)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_panel.cpp" line="+30"/>
        <source>Cancelled: partial results (%1 matches in %2 reading(s)).</source>
        <translation>منسوخ: جزوی نتائج (%2 قراءتوں میں %1 میچ)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished: %1 matches.</source>
        <translation>مکمل: %1 میچ۔</translation>
    </message>
    <message>
        <location filename="../app/gui/results_view.cpp" line="-219"/>
        <location line="+225"/>
        <source>n/a</source>
        <translation>دستیاب نہیں</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Differences between readings (first minus second) with 95% intervals; p (Bonferroni): adjusted within each metric across the pairs of readings, or within the primary metrics together. n/a: a reading has no matches the metric rests on.</source>
        <translation>قراءتوں کے درمیان فرق (پہلی منفی دوسری) 95% وقفے کے ساتھ؛ p (Bonferroni): ہر پیمانے کے اندر قراءتوں کے تمام جوڑوں پر ایڈجسٹ، یا بنیادی پیمانوں کے اندر ایک ساتھ۔ n/a: کسی قراءت میں وہ میچ نہیں جن پر یہ پیمانہ ٹکا ہے۔</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No results yet: tick readings and press Run, or open a results file (summary.json).</source>
        <translation>ابھی کوئی نتائج نہیں: قراءتوں پر نشان لگا کر Run دبائیں، یا نتائج کی فائل (summary.json) کھولیں۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game %1; readings %2</source>
        <translation>کھیل %1؛ قراءتیں %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agents %1</source>
        <translation>ایجنٹ %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n reading(s)</source>
        <translation>
            <numerusform>%1: %n قراءت</numerusform>
            <numerusform>%1: %n قراءتیں</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, %1 matches per reading, seed %2, agents %3</source>
        <translation>، فی قراءت %1 میچ، بیج %2، ایجنٹ %3</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>matches</source>
        <translation>میچ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rule-ended: %1</source>
        <translation>قواعد سے ختم: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Reading A</source>
        <translation>قراءت A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reading B</source>
        <translation>قراءت B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Metric</source>
        <translation>پیمانہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference [95%]</source>
        <translation>فرق [95%]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test</source>
        <translation>جانچ</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>(the rows behind it)</source>
        <translation>(اس کے پیچھے کی قطاریں)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show every row</source>
        <translation>ہر قطار دکھائیں</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Cancelled: partial results, %1 of the %2 planned matches played; the comparisons use the matches played.</source>
        <translation>منسوخ: جزوی نتائج، منصوبے کے %2 میں سے %1 میچ کھیلے گئے؛ موازنے کھیلے گئے میچوں پر مبنی ہیں۔</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_files.cpp" line="-43"/>
        <source>Cannot open file</source>
        <translation>فائل کھل نہیں سکتی</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot open reading</source>
        <translation>قراءت کھل نہیں سکتی</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+7"/>
        <location line="+5"/>
        <source>Cannot open results</source>
        <translation>نتائج کھل نہیں سکتے</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Cannot open experiment</source>
        <translation>تجربہ کھل نہیں سکتا</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Opened %1</source>
        <translation>%1 کھولا گیا</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+5"/>
        <source>Cannot save experiment</source>
        <translation>تجربہ محفوظ نہیں ہو سکتا</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Experiment saved to %1</source>
        <translation>تجربہ %1 میں محفوظ کیا گیا</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+7"/>
        <location line="+7"/>
        <location line="+10"/>
        <location line="+6"/>
        <source>Cannot save results</source>
        <translation>نتائج محفوظ نہیں ہو سکتے</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>There are no results to save yet.</source>
        <translation>ابھی محفوظ کرنے کو کوئی نتائج نہیں۔</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Results saved to %1</source>
        <translation>نتائج %1 میں محفوظ کیے گئے</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot export chart</source>
        <translation>چارٹ برآمد نہیں ہو سکتا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chart written to %1 (and its data as CSV)</source>
        <translation>چارٹ %1 میں لکھا گیا (اور اس کا ڈیٹا CSV کی صورت میں)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export chart: %1</source>
        <translation>چارٹ برآمد: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/export_dialog.cpp" line="+30"/>
        <source>Single column (85 mm)</source>
        <translation>ایک کالم (85 ملی میٹر)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double column (175 mm)</source>
        <translation>دوہرا کالم (175 ملی میٹر)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <translation>حسبِ منشا</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Size:</source>
        <translation>سائز:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Width:</source>
        <translation>چوڑائی:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height:</source>
        <translation>اونچائی:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Font size:</source>
        <translation>فونٹ کا سائز:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PNG resolution (dpi):</source>
        <translation>PNG ریزولوشن (dpi):</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_files.cpp" line="+5"/>
        <source>Export chart</source>
        <translation>چارٹ برآمد کریں</translation>
    </message>
    <message>
        <location filename="../app/gui/export_dialog.cpp" line="+21"/>
        <source>PDF (*.pdf);;PNG (*.png);;SVG (*.svg)</source>
        <translation>PDF (*.pdf);;PNG (*.png);;SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../app/gui/results_view.cpp" line="+208"/>
        <source>metric</source>
        <translation>پیمانہ</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_files.cpp" line="+13"/>
        <source>Cannot export table</source>
        <translation>جدول برآمد نہیں ہو سکتا</translation>
    </message>
    <message>
        <location filename="../app/gui/rules_form_run.cpp" line="-60"/>
        <source>Run stopped: %1</source>
        <translation>رن رک گیا: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run cancelled: the matches played are in the Results tab (not saved).</source>
        <translation>رن منسوخ ہوا: کھیلے گئے میچ نتائج والے ٹیب میں ہیں (محفوظ نہیں کیے گئے)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run finished: the results are in the Results tab (not saved).</source>
        <translation>رن مکمل ہوا: نتائج، نتائج والے ٹیب میں ہیں (محفوظ نہیں کیے گئے)۔</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run the draft</source>
        <translation>ڈرافٹ چلائیں</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The draft cannot be played yet: %n problem(s), listed above.</source>
        <translation>
            <numerusform>ڈرافٹ ابھی کھیلا نہیں جا سکتا: %n مسئلہ، اوپر درج۔</numerusform>
            <numerusform>ڈرافٹ ابھی کھیلا نہیں جا سکتا: %n مسائل، اوپر درج۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot write the draft to a temporary file: %1</source>
        <translation>ڈرافٹ کو عارضی فائل میں نہیں لکھا جا سکا: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The draft has no reading to play: add one under Readings.</source>
        <translation>ڈرافٹ میں کھیلنے کے لیے کوئی قراءت نہیں: قراءتوں کے نیچے ایک شامل کریں۔</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Running the draft of %1</source>
        <translation>%1 کا ڈرافٹ چل رہا ہے</translation>
    </message>
</context>
<context>
    <name>rulelab::NewGameFromFileDialog</name>
    <message>
        <location filename="../app/gui/rules_file_dialogs.cpp" line="+88"/>
        <source>New Game from Rules File</source>
        <translation>قواعد فائل سے نیا کھیل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A rules file describes a two-row sowing game as data: its board, every rule with the passage it follows, the gaps of the text and named readings.

To make one without writing it by hand, close this window and choose Edit &gt; New Game Rules... (or select a game of a rules file and choose Edit &gt; Edit a Copy of This Game...): the form offers each rule&apos;s values to choose from, shows each problem beside its field as you type, and saves the file.

Here, choose a rules file made elsewhere and press Load: if it has problems, each is listed below with its field and the values allowed, so that it can be fixed and loaded again.</source>
        <translation>قواعد کی فائل دو قطاروں والے بوائی کے کھیل کو ڈیٹا کی صورت بیان کرتی ہے: اس کا بورڈ، ہر قاعدہ اس عبارت کے ساتھ جس پر وہ مبنی ہے، متن کے خلا اور نام دی گئی قراءتیں۔

اسے ہاتھ سے لکھے بغیر بنانے کے لیے یہ ونڈو بند کریں اور ترمیم &gt; نئے کھیل کے قواعد... چنیں (یا کسی قواعد فائل کا کھیل چن کر ترمیم &gt; اس کھیل کی نقل میں ترمیم...): فارم ہر قاعدے کی قدریں چننے کو دیتا ہے، لکھتے ہوئے ہر مسئلہ اس کے فیلڈ کے پاس دکھاتا ہے، اور فائل محفوظ کرتا ہے۔

یہاں کہیں اور بنی قواعد کی فائل چنیں اور لوڈ دبائیں: اس میں مسائل ہوں تو ہر ایک نیچے اپنے فیلڈ اور اجازت شدہ قدروں کے ساتھ درج ہوگا، تاکہ اسے ٹھیک کر کے دوبارہ لوڈ کیا جا سکے۔</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>rules file (.json)</source>
        <translation>قواعد فائل (‎.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse...</source>
        <translation>براؤز کریں...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load the games of this file&apos;s folder whenever RuleLab starts</source>
        <translation>جب بھی RuleLab شروع ہو، اس فائل کے فولڈر کے کھیل لوڈ کریں</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Load</source>
        <translation>لوڈ کریں (&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules file</source>
        <translation>قواعد فائل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules files (*.json)</source>
        <translation>قواعد فائلیں (*.json)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a rules file first.</source>
        <translation>پہلے ایک قواعد فائل چنیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no such file</source>
        <translation>%1: ایسی کوئی فائل نہیں</translation>
    </message>
</context>
<context>
    <name>rulelab::OpenMatchDialog</name>
    <message>
        <location filename="../app/gui/replay_view_files.cpp" line="+121"/>
        <source>Open match</source>
        <translation>میچ کھولیں</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A built-in reading id, or the path of a reading file</source>
        <translation>کسی پہلے سے شامل قراءت کی شناخت، یا کسی قراءت فائل کا راستہ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Agents per seat, as in the run: random, greedy, mcts:PLAYOUTS, search:DEPTH</source>
        <translation>ہر نشست کے ایجنٹ، جیسے رن میں: random, greedy, mcts:PLAYOUTS, search:DEPTH</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd-numbered matches swap the agents&apos; seats</source>
        <translation>طاق نمبر والے میچوں میں ایجنٹوں کی نشستیں بدلی جاتی ہیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>کھیل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading</source>
        <translation>قراءت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experiment seed</source>
        <translation>تجربے کا بیج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match index</source>
        <translation>میچ نمبر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agents</source>
        <translation>ایجنٹ</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>choose a game and a reading</source>
        <translation>ایک کھیل اور ایک قراءت چنیں</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the seed must be a whole number, not &apos;%1&apos;</source>
        <translation>بیج مکمل عدد ہونا چاہیے، &apos;%1&apos; نہیں</translation>
    </message>
</context>
<context>
    <name>rulelab::PlayView</name>
    <message>
        <location filename="../app/gui/play_view.cpp" line="+91"/>
        <source>Which seats you play; the agent plays the others. Takes effect with New game.</source>
        <translation>آپ کون سی نشستیں کھیلیں گے؛ باقی نشستیں ایجنٹ کھیلے گا۔ نئے کھیل سے لاگو ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game</source>
        <translation>نیا کھیل (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the reading again with these seats, agent and seed</source>
        <translation>ان نشستوں، ایجنٹ اور بیج کے ساتھ قراءت دوبارہ شروع کریں</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The agent of the seats you do not play: random, greedy, mcts:PLAYOUTS or search:DEPTH</source>
        <translation>جن نشستوں کو آپ نہیں کھیلتے ان کا ایجنٹ: random، greedy، mcts:PLAYOUTS یا search:DEPTH</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game&apos;s seed: the agent&apos;s choices and the throws follow from it and your moves</source>
        <translation>کھیل کا بیج: ایجنٹ کے انتخاب اور پھینکیں اسی سے اور آپ کی چالوں سے طے ہوتی ہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play:</source>
        <translation>آپ کھیلیں گے:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agent:</source>
        <translation>ایجنٹ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed:</source>
        <translation>بیج:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Click a ringed cell to play the move that starts there</source>
        <translation>دائرے والے خانے پر کلک کریں: وہاں سے شروع ہونے والی چال چلی جائے گی</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The rule the move shown followed in this reading, and the passages it rests on (Sources panel)</source>
        <translation>دکھائی گئی چال اس قراءت میں جس قاعدے پر چلی، اور وہ اقتباسات جن پر وہ مبنی ہے (ماخذ کا پینل)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Undo</source>
        <translation>واپس لیں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back your last move and the moves after it (Ctrl+Z)</source>
        <translation>اپنی پچھلی چال اور اس کے بعد کی چالیں واپس لیں (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation>دوبارہ کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the move taken back again, with the same replies and throws (Ctrl+Shift+Z)</source>
        <translation>واپس لی گئی چال دوبارہ چلیں، انہی جوابوں اور پھینکوں کے ساتھ (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint</source>
        <translation>اشارہ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What a search four moves deep would play here (its start is ringed in gold)</source>
        <translation>چار چال گہری تلاش یہاں کیا چلتی (اس کا آغاز سنہرے دائرے میں)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/gui/play_view_drawing.cpp" line="+322"/>
        <source>Pause</source>
        <translation>روکیں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop or resume the two agents</source>
        <translation>دونوں ایجنٹوں کو روکیں یا پھر چلائیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save game...</source>
        <translation>کھیل محفوظ کریں...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game as a match file, with your seats and notes</source>
        <translation>کھیل کو میچ فائل کے طور پر محفوظ کریں، آپ کی نشستوں اور نوٹس کے ساتھ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open game...</source>
        <translation>کھیل کھولیں...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved match and play on from its last position</source>
        <translation>محفوظ شدہ میچ کھولیں اور اس کی آخری حالت سے آگے کھیلیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/gui/play_view_files.cpp" line="+82"/>
        <source>Open in Replay</source>
        <translation>ری پلے میں کھولیں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch the game so far step by step in the Replay tab</source>
        <translation>اب تک کا کھیل ری پلے ٹیب میں قدم بہ قدم دیکھیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Field sheet...</source>
        <translation>میدانی ورق...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One printable page (PDF): the reading&apos;s options in words, the moves, the result and your notes</source>
        <translation>ایک چھپنے کے قابل صفحہ (PDF): قراءت کے اختیارات الفاظ میں، چالیں، نتیجہ اور آپ کے نوٹس</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show each step</source>
        <translation>ہر قدم دکھائیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw every sowing and move counter by counter; off: the board after the move at once</source>
        <translation>ہر بوائی اور چال کو گوٹی بہ گوٹی دکھائیں؛ بند ہونے پر: چال کے بعد کا بورڈ فوراً</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speed</source>
        <translation>رفتار</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Steps (or, watching two agents, moves) per second</source>
        <translation>فی سیکنڈ قدم (یا، دو ایجنٹوں کو دیکھتے وقت، چالیں)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Double-click a move, or select it and press Enter, to play it</source>
        <translation>چال چلنے کے لیے اس پر ڈبل کلک کریں، یا اسے چن کر Enter دبائیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Legal moves</source>
        <translation>جائز چالیں (&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves so far</source>
        <translation>اب تک کی چالیں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What you notice while playing: a rule that feels wrong, a position to look at again...</source>
        <translation>کھیلتے وقت آپ جو دیکھیں: کوئی قاعدہ جو غلط لگے، کوئی حالت جسے دوبارہ دیکھنا ہو...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved with the game (Save game...) and opened with it</source>
        <translation>کھیل کے ساتھ محفوظ ہوتے ہیں (کھیل محفوظ کریں...) اور اسی کے ساتھ کھلتے ہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes for the field sheet</source>
        <translation>فیلڈ شیٹ کے لیے نوٹس</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>%1/s</source>
        <translation>%1/سیکنڈ</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>First seat (%1)</source>
        <translation>پہلی نشست (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second seat (%1)</source>
        <translation>دوسری نشست (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both seats (hot seat)</source>
        <translation>دونوں نشستیں (ہاٹ سیٹ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neither (watch two agents)</source>
        <translation>کوئی نہیں (دو ایجنٹوں کو دیکھیں)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Select a reading in Games and readings, then choose Run &gt; Play This Reading... (Ctrl+P).</source>
        <translation>کھیل اور قراءتیں میں ایک قراءت چنیں، پھر چلائیں &gt; یہ قراءت کھیلیں... (Ctrl+P) چنیں۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2</source>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/gui/play_view_drawing.cpp" line="-54"/>
        <location line="+18"/>
        <source>you</source>
        <translation>آپ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2; %3: %4 (seed %5)</source>
        <translation>%1: %2؛ %3: %4 (بیج %5)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot play this reading</source>
        <translation>یہ قراءت کھیلی نہیں جا سکتی</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+10"/>
        <source>Cannot start a game</source>
        <translation>کھیل شروع نہیں ہو سکتا</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>&apos;%1&apos; is not an agent: give random, greedy, mcts:PLAYOUTS or search:DEPTH (for example mcts:200 or search:4).</source>
        <translation>&apos;%1&apos; کوئی ایجنٹ نہیں ہے: random، greedy، mcts:PLAYOUTS یا search:DEPTH دیں (مثلاً mcts:200 یا search:4)۔</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Select a reading in Games and readings first, then Run &gt; Play This Reading...</source>
        <translation>پہلے کھیل اور قراءتیں میں ایک قراءت چنیں، پھر چلائیں &gt; یہ قراءت کھیلیں...</translation>
    </message>
    <message>
        <location filename="../app/gui/play_view_moves.cpp" line="+110"/>
        <location line="+33"/>
        <location line="+7"/>
        <source>Start a game first (New game).</source>
        <translation>پہلے ایک کھیل شروع کریں (نیا کھیل)۔</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>The game is over: start a new game.</source>
        <translation>کھیل ختم ہو گیا: نیا کھیل شروع کریں۔</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>It is not your turn.</source>
        <translation>ابھی آپ کی باری نہیں ہے۔</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>No legal move starts at %1: choose a ringed cell.</source>
        <translation>%1 سے کوئی جائز چال شروع نہیں ہوتی: دائرے والا خانہ چنیں۔</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Several moves start there: choose one.</source>
        <translation>وہاں سے کئی چالیں شروع ہوتی ہیں: ایک چنیں۔</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <source>There is no legal move %1.</source>
        <translation>جائز چال %1 موجود نہیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot play</source>
        <translation>چال نہیں چلی جا سکتی</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing to undo.</source>
        <translation>واپس لینے کو کچھ نہیں۔</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing to redo.</source>
        <translation>دوبارہ کرنے کو کچھ نہیں۔</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A hint is given when it is your turn.</source>
        <translation>اشارہ آپ کی باری پر ملتا ہے۔</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No hint</source>
        <translation>کوئی اشارہ نہیں</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: %1 (after it, you win %2% of %3 random games)</source>
        <translation>اشارہ: %1 (اس کے بعد آپ %3 بے ترتیب کھیلوں میں سے %2% جیتتے ہیں)</translation>
    </message>
    <message>
        <location filename="../app/gui/play_view_drawing.cpp" line="-62"/>
        <location filename="../app/gui/play_view_moves.cpp" line="+14"/>
        <source>Paused: press Continue to go on.</source>
        <translation>رکا ہوا: آگے بڑھنے کے لیے جاری رکھیں دبائیں۔</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>No game yet.</source>
        <translation>ابھی کوئی کھیل نہیں۔</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Start</source>
        <translation>آغاز</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game is over.</source>
        <translation>کھیل ختم ہو گیا۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to move: click a ringed cell, or double-click a move in the list.</source>
        <translation>%1 کی چال: دائرے والے خانے پر کلک کریں، یا فہرست میں کسی چال پر ڈبل کلک کریں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move (%1): click a ringed cell, or double-click a move in the list.</source>
        <translation>آپ کی چال (%1): دائرے والے خانے پر کلک کریں، یا فہرست میں کسی چال پر ڈبل کلک کریں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two agents (%1) are playing.</source>
        <translation>دو ایجنٹ (%1) کھیل رہے ہیں۔</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You won: %1.</source>
        <translation>آپ جیتے: %1۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The agent (%1) won: %2.</source>
        <translation>ایجنٹ (%1) جیتا: %2۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No winner: the game was left undecided.</source>
        <translation>کوئی فاتح نہیں: کھیل غیر فیصل رہا۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores: %1 %2, %3 %4.</source>
        <translation>اسکور: %1 %2، %3 %4۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why it ended: %1.</source>
        <translation>یہ کیوں ختم ہوا: %1۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it ended: %1. %2</source>
        <translation>یہ کیوں ختم ہوا: %1۔ %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How it ended: %1. %2</source>
        <translation>یہ کیسے ختم ہوا: %1۔ %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+18"/>
        <source>chance</source>
        <translation>اتفاق</translation>
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
        <translation>جاری رکھیں</translation>
    </message>
    <message>
        <location filename="../app/gui/play_view_files.cpp" line="-49"/>
        <location line="+2"/>
        <source>Cannot save the game</source>
        <translation>کھیل محفوظ نہیں ہو سکتا</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+49"/>
        <location line="+6"/>
        <source>There is no game yet: start one with New game.</source>
        <translation>ابھی کوئی کھیل نہیں ہے: نیا کھیل سے ایک شروع کریں۔</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Game saved to %1.</source>
        <translation>کھیل %1 میں محفوظ ہو گیا۔</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+11"/>
        <source>Cannot open the game</source>
        <translation>کھیل کھل نہیں سکتا</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The game &apos;%1&apos; is not installed.</source>
        <translation>کھیل &apos;%1&apos; نصب نہیں ہے۔</translation>
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
        <translation>میدانی ورق نہیں لکھا جا سکا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Field sheet written to %1.</source>
        <translation>میدانی ورق %1 میں لکھا گیا۔</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Field sheet</source>
        <translation>میدانی ورق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF فائلیں (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save game</source>
        <translation>کھیل محفوظ کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <source>Match files (*.json)</source>
        <translation>میچ فائلیں (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open game</source>
        <translation>کھیل کھولیں</translation>
    </message>
</context>
<context>
    <name>rulelab::ReadingEditor</name>
    <message>
        <location filename="../app/gui/reading_editor.cpp" line="+32"/>
        <source>Edit reading of %1</source>
        <translation>%1 کی قراءت میں ترمیم کریں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A short identifier: letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;; it names the file.</source>
        <translation>ایک مختصر شناخت: حروف، ہندسے، &apos;-&apos;، &apos;_&apos; اور &apos;.&apos;؛ یہی فائل کا نام بنتی ہے۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Id:</source>
        <translation>شناخت: (&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>نام: (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Follows:</source>
        <translation>پیروی: (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Description:</source>
        <translation>تفصیل: (&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Option</source>
        <translation>اختیار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>قدر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it means</source>
        <translation>اس کا مطلب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passage interpreted</source>
        <translation>تشریح شدہ اقتباس</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>(experimental, not historical)</source>
        <translation>(تجرباتی، تاریخی نہیں)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+20"/>
        <source>Rule point %1</source>
        <translation>قاعدہ نکتہ %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>true</source>
        <translation>درست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>false</source>
        <translation>غلط</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Options (each with the passage of the source it interprets):</source>
        <translation>اختیارات (ہر ایک اس ماخذ کے اقتباس کے ساتھ جس کی وہ تشریح کرتا ہے):</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The reading needs an id.</source>
        <translation>قراءت کو ایک شناخت چاہیے۔</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading not valid</source>
        <translation>قراءت درست نہیں</translation>
    </message>
</context>
<context>
    <name>rulelab::ReplayView</name>
    <message>
        <location filename="../app/gui/replay_view.cpp" line="+54"/>
        <source>No match open: double-click an interesting match, or use Open match... (or open a saved match).</source>
        <translation>کوئی میچ کھلا نہیں: کسی دلچسپ میچ پر دو بار کلک کریں، یا &apos;میچ کھولیں...&apos; استعمال کریں (یا محفوظ شدہ میچ کھولیں)۔</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>To the start (Home)</source>
        <translation>آغاز پر (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>ایک چال پیچھے (Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One micro-step back (Shift+Left)</source>
        <translation>ایک چھوٹا قدم پیچھے (Shift+Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+326"/>
        <source>Play</source>
        <translation>چلائیں</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Play or pause (Space)</source>
        <translation>چلائیں یا روکیں (Space)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One micro-step forward (Shift+Right)</source>
        <translation>ایک چھوٹا قدم آگے (Shift+Right)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move forward (Right)</source>
        <translation>ایک چال آگے (Right)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the end (End)</source>
        <translation>اختتام پر (End)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speed</source>
        <translation>رفتار</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Micro-steps per second while playing</source>
        <translation>چلتے وقت فی سیکنڈ چھوٹے قدم</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>The rule this step follows in the match&apos;s reading, and the passages it rests on (Sources panel)</source>
        <translation>یہ قدم میچ کی قراءت میں جس قاعدے پر چلتا ہے، اور وہ اقتباسات جن پر وہ مبنی ہے (ماخذ کا پینل)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Next:</source>
        <translation>اگلا:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capture</source>
        <translation>پکڑ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next step that captures, with the captured hole in red and the empty hole that allowed it in dotted blue (C)</source>
        <translation>اگلا قدم جس میں پکڑ ہوتی ہے: پکڑا گیا گڑھا سرخ دائرے میں، اور اسے ممکن بنانے والا خالی گڑھا نیلے نقطہ دار دائرے میں (C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round</source>
        <translation>دور</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The next round boundary: what is settled, refilled or put out of play (R)</source>
        <translation>اگلے دور کی حد: کیا نمٹایا، دوبارہ بھرا یا کھیل سے باہر کیا جاتا ہے (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>پاس</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The next pass: a player with nothing to move (P)</source>
        <translation>اگلا پاس: جس کھلاڑی کے پاس چلنے کو کچھ نہیں (P)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open match...</source>
        <translation>میچ کھولیں...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recompute a match from its game, reading, seed and index</source>
        <translation>کسی میچ کو اس کے کھیل، قراءت، بیج اور نمبر سے دوبارہ شمار کریں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open saved match...</source>
        <translation>محفوظ شدہ میچ کھولیں...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a match saved as JSON</source>
        <translation>JSON کی صورت میں محفوظ شدہ میچ کھولیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save match...</source>
        <translation>میچ محفوظ کریں...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the whole match as JSON (it reopens here without the plugin)</source>
        <translation>پورا میچ JSON کی صورت میں محفوظ کریں (یہ پلگ اِن کے بغیر یہاں دوبارہ کھلتا ہے)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export text...</source>
        <translation>متن برآمد کریں...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the match as text, as &apos;rulelab-cli replay --steps&apos; prints it</source>
        <translation>میچ کو متن کی صورت میں محفوظ کریں، جیسے &apos;rulelab-cli replay --steps&apos; اسے چھاپتا ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export board...</source>
        <translation>بساط برآمد کریں...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the board shown as PNG or SVG</source>
        <translation>دکھائی گئی بساط PNG یا SVG کی صورت میں محفوظ کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round graph</source>
        <translation>دوروں کا گراف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round-level graph of this match&apos;s reading: the configurations between rounds and the cycles among them (why a match does not end)</source>
        <translation>اس میچ کی قراءت کا دوروں کی سطح کا گراف: دوروں کے درمیان کی ترتیبیں اور ان کے درمیان چکر (کوئی میچ ختم کیوں نہیں ہوتا)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+319"/>
        <location line="+4"/>
        <source>Explore from here</source>
        <translation>یہاں سے تلاش کریں</translation>
    </message>
    <message>
        <location line="-322"/>
        <source>Explore every state reachable from the position shown, in the State graph tab (what could have happened from here)</source>
        <translation>دکھائی گئی حالت سے قابلِ رسائی ہر حالت اسٹیٹ گراف ٹیب میں تلاش کریں (یہاں سے کیا ہو سکتا تھا)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Click a move to see the board after it</source>
        <translation>کسی چال کے بعد کی بساط دیکھنے کے لیے اس چال پر کلک کریں</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Interesting match</source>
        <translation>دلچسپ میچ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match</source>
        <translation>میچ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why</source>
        <translation>کیوں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click to watch. An upset is the widest win of the seat that wins less often in that reading (the second mover when both seats win equally often).</source>
        <translation>دیکھنے کے لیے دو بار کلک کریں۔ الٹ پھیر اس نشست کی سب سے بڑی جیت ہے جو اس قراءت میں کم بار جیتتی ہے (جب دونوں نشستیں برابر بار جیتیں تو دوسری چال والی)۔</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>%1/s</source>
        <translation>%1/سیکنڈ</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Longest</source>
        <translation>سب سے طویل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortest</source>
        <translation>سب سے مختصر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest upset</source>
        <translation>سب سے بڑا الٹ پھیر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ends: %1</source>
        <translation>اختتام: %1</translation>
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
        <translation>میچ کھل نہیں سکتا</translation>
    </message>
    <message>
        <location line="-181"/>
        <source>the results have no reading &apos;%1&apos;</source>
        <translation>نتائج میں کوئی قراءت &apos;%1&apos; نہیں ہے</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>give exactly one reading</source>
        <translation>ٹھیک ایک قراءت دیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the recorded match does not replay: %1</source>
        <translation>درج شدہ میچ دہرایا نہیں جاتا: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game %1, reading %2</source>
        <translation>کھیل %1، قراءت %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+51"/>
        <source>Start</source>
        <translation>آغاز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 of %2, the board after it</source>
        <translation>چال %1 / %2، اس کے بعد کا بورڈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 of %2, step %3 of %4</source>
        <translation>چال %2 میں سے %1، قدم %4 میں سے %3</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No capture after this point</source>
        <translation>اس کے بعد کوئی پکڑ نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No round boundary after this point</source>
        <translation>اس کے بعد کوئی نیا دور نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pass after this point</source>
        <translation>اس کے بعد کوئی پاس نہیں</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Why it ended: %1.</source>
        <translation>یہ کیوں ختم ہوا: %1۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it ended: %1. %2</source>
        <translation>یہ کیوں ختم ہوا: %1۔ %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pause</source>
        <translation>روکیں</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: the moves do not replay with the installed plugin: %2</source>
        <translation>%1: نصب شدہ پلگ اِن کے ساتھ چالیں دہرائی نہیں جاتیں: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/replay_view_files.cpp" line="-63"/>
        <source>Cannot save match</source>
        <translation>میچ محفوظ نہیں ہو سکتا</translation>
    </message>
    <message>
        <location filename="../app/gui/replay_view.cpp" line="+18"/>
        <location filename="../app/gui/replay_view_files.cpp" line="+0"/>
        <location line="+10"/>
        <location line="+15"/>
        <source>no match is open</source>
        <translation>کوئی میچ کھلا نہیں ہے</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The game &apos;%1&apos; is not installed.</source>
        <translation>کھیل &apos;%1&apos; نصب نہیں ہے۔</translation>
    </message>
    <message>
        <location filename="../app/gui/replay_view_files.cpp" line="-15"/>
        <location line="+5"/>
        <location line="+10"/>
        <source>Cannot export</source>
        <translation>برآمد نہیں ہو سکتا</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+5"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: لکھ نہیں سکتے: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Save match</source>
        <translation>میچ محفوظ کریں</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Match files (*.json)</source>
        <translation>میچ فائلیں (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open saved match</source>
        <translation>محفوظ شدہ میچ کھولیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export board</source>
        <translation>بساط برآمد کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG تصویر (*.png);;SVG خاکہ (*.svg)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export match as text</source>
        <translation>میچ متن کی صورت میں برآمد کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text files (*.txt)</source>
        <translation>متنی فائلیں (*.txt)</translation>
    </message>
</context>
<context>
    <name>rulelab::RoundGraphView</name>
    <message>
        <location filename="../app/gui/round_graph_view.cpp" line="+40"/>
        <source>Reading:</source>
        <translation>قراءت:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first matches of the results to replay (their seeds, agents and seats; at most as many as the results hold), or the new matches to play of a reading the results do not have (with the Experiment panel&apos;s agents, seed and caps)</source>
        <translation>نتائج کے پہلے میچ جو دوبارہ کھیلے جائیں گے (ان کے بیج، ایجنٹ اور نشستیں؛ زیادہ سے زیادہ اتنے جتنے نتائج میں ہیں)، یا اس قراءت کے نئے میچ جو نتائج میں نہیں ہے (تجربہ پینل کے ایجنٹ، بیج اور حدوں کے ساتھ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Matches:</source>
        <translation>میچ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build</source>
        <translation>بنائیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>منسوخ کریں</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select a reading in Games and readings, or run or open results and choose one of their readings, then press Build. For a reading played in rounds, this shows what each refill decided (a configuration), how often the matches played a round in it, and which configurations lie on a cycle: matches that go round and round between them are the matches that do not end.</source>
        <translation>کھیل اور قراءتیں میں ایک قراءت چنیں، یا نتائج چلائیں یا کھولیں اور ان کی ایک قراءت چنیں، پھر بنائیں دبائیں۔ دوروں میں کھیلی جانے والی قراءت کے لیے یہ دکھاتا ہے کہ ہر دوبارہ بھرائی نے کیا طے کیا (ایک ترتیب)، میچوں نے اس میں کتنی بار ایک دور کھیلا، اور کون سی ترتیبیں ایک چکر پر ہیں: جو میچ ان کے درمیان گھومتے رہتے ہیں وہی میچ ہیں جو ختم نہیں ہوتے۔</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No.</source>
        <translation>نمبر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rounds played in it</source>
        <translation>اس میں کھیلے گئے دور</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On a cycle</source>
        <translation>چکر پر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Configuration</source>
        <translation>ترتیب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leads to (times)</source>
        <translation>آگے جاتا ہے (بار)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cancelled: the graph shown is unchanged.</source>
        <translation>منسوخ: دکھایا گیا گراف نہیں بدلا۔</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The shown results have no reading &apos;%1&apos;.</source>
        <translation>دکھائے گئے نتائج میں کوئی قراءت &apos;%1&apos; نہیں ہے۔</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (new matches)</source>
        <translation>%1 (نئے میچ)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The graph below is of %1. Press Build for %2.</source>
        <translation>نیچے کا گراف %1 کا ہے۔ %2 کے لیے بنائیں دبائیں۔</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(one round)</source>
        <translation>(ایک دور)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End: %1; %2</source>
        <translation>اختتام: %1؛ %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>South in play:</source>
        <translation>جنوب کھیل میں:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North in play:</source>
        <translation>شمال کھیل میں:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <comment>no holes</comment>
        <translation>کوئی نہیں</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No results are shown.</source>
        <translation>کوئی نتائج نہیں دکھائے گئے۔</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a reading of the shown results.</source>
        <translation>دکھائے گئے نتائج کی ایک قراءت چنیں۔</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Playing %n new match(es) of %1...</source>
        <translation>
            <numerusform>%1 کا %n نیا میچ کھیلا جا رہا ہے...</numerusform>
            <numerusform>%1 کے %n نئے میچ کھیلے جا رہے ہیں...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Replaying %n match(es) of %1...</source>
        <translation>
            <numerusform>%1 کا %n میچ دوبارہ کھیلا جا رہا ہے...</numerusform>
            <numerusform>%1 کے %n میچ دوبارہ کھیلے جا رہے ہیں...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1: %n new match(es) played; </source>
        <translation>
            <numerusform>%1: %n نیا میچ کھیلا گیا؛ </numerusform>
            <numerusform>%1: %n نئے میچ کھیلے گئے؛ </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n match(es) replayed; </source>
        <translation>
            <numerusform>%1: %n میچ دوبارہ کھیلا گیا؛ </numerusform>
            <numerusform>%1: %n میچ دوبارہ کھیلے گئے؛ </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n configuration(s) between rounds, </source>
        <translation>
            <numerusform>دوروں کے درمیان %n ترتیب، </numerusform>
            <numerusform>دوروں کے درمیان %n ترتیبیں، </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n transition(s), </source>
        <translation>
            <numerusform>%n منتقلی، </numerusform>
            <numerusform>%n منتقلیاں، </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n group(s) of configurations the matches go round in.</source>
        <translation>
            <numerusform>ترتیبوں کا %n گروہ جس میں میچ گھومتے رہتے ہیں۔</numerusform>
            <numerusform>ترتیبوں کے %n گروہ جن میں میچ گھومتے رہتے ہیں۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This reading is played in one round: there is nothing between rounds to show.</source>
        <translation>یہ قراءت ایک ہی دور میں کھیلی جاتی ہے: دوروں کے درمیان دکھانے کو کچھ نہیں ہے۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows marked on a cycle (shaded) are configurations the matches left and came back to: rounds can go round among them, which is how a match can go on without end. Rows starting &quot;End:&quot; are how the matches ended.</source>
        <translation>دائرے پر نشان زدہ (سایہ دار) قطاریں وہ ترتیبیں ہیں جنہیں میچ چھوڑ کر پھر لوٹے: دور ان کے درمیان گھوم سکتے ہیں، اور یوں کوئی میچ بغیر اختتام کے چلتا رہ سکتا ہے۔ &quot;اختتام:&quot; سے شروع ہونے والی قطاریں بتاتی ہیں کہ میچ کیسے ختم ہوئے۔</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no. %1 (%2)</source>
        <translation>نمبر %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>matches that ended here</source>
        <translation>یہاں ختم ہونے والے میچ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rounds played in this configuration</source>
        <translation>اس ترتیب میں کھیلے گئے دور</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>ہاں</translation>
    </message>
</context>
<context>
    <name>rulelab::RuleValueDelegate</name>
    <message>
        <location filename="../app/gui/rules_form_choices.cpp" line="+22"/>
        <source>Yes</source>
        <translation>ہاں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>نہیں</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>(left out)</source>
        <translation>(چھوڑا گیا)</translation>
    </message>
</context>
<context>
    <name>rulelab::RulesFormDialog</name>
    <message>
        <location filename="../app/gui/rules_file_dialogs.cpp" line="+26"/>
        <source>Edit Game Rules</source>
        <translation>کھیل کے قواعد میں ترمیم کریں</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The game&apos;s id: lower-case letters, digits and &apos;-&apos;; it must differ from every other game&apos;s.</source>
        <translation>کھیل کی شناخت: چھوٹے انگریزی حروف، ہندسے اور &apos;-&apos;؛ یہ ہر دوسرے کھیل کی شناخت سے مختلف ہونی چاہیے۔</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The bibliography keys the game cites (data/sources/bibliography.bib), separated by commas.</source>
        <translation>کتابیات کی وہ کلیدیں جن کا کھیل حوالہ دیتا ہے (data/sources/bibliography.bib)، کاما سے الگ کر کے۔</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>holes a row</source>
        <translation>فی قطار گڑھے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counters a hole</source>
        <translation>فی گڑھا گوٹیاں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cited from</source>
        <translation>حوالہ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source key</source>
        <translation>ماخذ کلید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>page or section</source>
        <translation>صفحہ یا حصہ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Id:</source>
        <translation>شناخت:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation>نام:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summary:</source>
        <translation>خلاصہ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (seat 0, seat 1):</source>
        <translation>کھلاڑی (نشست 0، نشست 1):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources:</source>
        <translation>ماخذ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board:</source>
        <translation>بساط:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule</source>
        <translation>قاعدہ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open (a gap)</source>
        <translation>کھلا (خلا)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value(s)</source>
        <translation>قدر(یں)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Default</source>
        <translation>طے شدہ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cited source</source>
        <translation>حوالے کا ماخذ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page or section</source>
        <translation>صفحہ یا حصہ</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>A fixed number, or for an open rule its range: 1-9</source>
        <translation>ایک مقررہ عدد، یا کھلے قاعدے کے لیے اس کی وسعت: 1-9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One value (fixed) or, for an open rule, several separated by commas</source>
        <translation>ایک قدر (مقررہ) یا، کھلے قاعدے کے لیے، کاما سے الگ کی گئی کئی قدریں</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Readings (a value for each open rule, e.g. capture=chain, rounds=3):</source>
        <translation>قراءتیں (ہر کھلے قاعدے کے لیے ایک قدر، مثلاً capture=chain, rounds=3):</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/gui/rules_form_live.cpp" line="+121"/>
        <source>Id</source>
        <translation>شناخت</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/gui/rules_form_live.cpp" line="+1"/>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source it follows</source>
        <translation>جس ماخذ کی پیروی کرتی ہے</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Values of the open rules</source>
        <translation>کھلے قواعد کی قدریں</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add Reading</source>
        <translation>قراءت شامل کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove Reading</source>
        <translation>قراءت ہٹائیں</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Save As...</source>
        <translation>اس نام سے محفوظ کریں (&amp;S)...</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>My game</source>
        <translation>میرا کھیل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>South</source>
        <translation>جنوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>شمال</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>As written</source>
        <translation>جیسا لکھا ہے</translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <location line="+4"/>
        <source>Not saved: %n problem(s), listed above.</source>
        <translation>
            <numerusform>محفوظ نہیں ہوا: مسائل کی تعداد %n، فہرست اوپر ہے۔</numerusform>
            <numerusform>محفوظ نہیں ہوا: مسائل کی تعداد %n، فہرست اوپر ہے۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/gui/rules_form_live.cpp" line="+133"/>
        <source>%1: cannot be written: %2</source>
        <translation>%1: لکھا نہیں جا سکتا: %2</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+6"/>
        <source>Not saved.</source>
        <translation>محفوظ نہیں ہوا۔</translation>
    </message>
    <message>
        <location line="-338"/>
        <location line="+103"/>
        <source>Problem</source>
        <translation>مسئلہ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (in the file: %2)
%3
Allowed: %4%5</source>
        <translation>%1 (فائل میں: %2)
%3
اجازت: %4%5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
May be left out: leave the values empty for a simulation guard to keep RuleLab&apos;s, or for a mechanic the game does not have.</source>
        <translation>
چھوڑا جا سکتا ہے: سمولیشن گارڈ کے لیے RuleLab کی قدر رکھنے کو، یا کھیل میں نہ ہونے والے طریقے کے لیے قدریں خالی چھوڑیں۔</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>What stops the file from being loaded: the field and what is allowed</source>
        <translation>فائل کو لوڈ ہونے سے کیا روکتا ہے: فیلڈ اور کیا اجازت ہے</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Open Draft...</source>
        <translation>ڈرافٹ کھولیں (&amp;O)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;Draft...</source>
        <translation>ڈرافٹ محفوظ کریں (&amp;D)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saves the form as it is, problems and all, to finish later</source>
        <translation>فارم کو جیسا ہے ویسا، مسائل سمیت، بعد میں مکمل کرنے کے لیے محفوظ کرتا ہے</translation>
    </message>
    <message>
        <location line="+304"/>
        <source>Saved to %1</source>
        <translation>%1 میں محفوظ ہوا</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save Rules File</source>
        <translation>قواعد فائل محفوظ کریں</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/gui/rules_form_live.cpp" line="+43"/>
        <location line="+25"/>
        <source>Rules files (*.json)</source>
        <translation>قواعد فائلیں (*.json)</translation>
    </message>
    <message>
        <location filename="../app/gui/rules_form_live.cpp" line="-204"/>
        <source>Reading %1</source>
        <translation>قراءت %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Summary</source>
        <translation>خلاصہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>کھلاڑی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources</source>
        <translation>ماخذ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board</source>
        <translation>بساط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Readings</source>
        <translation>قراءتیں</translation>
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
        <translation>ترجمے چھوڑ دیے گئے، ان کا انگریزی متن بدلا یا ہٹایا گیا: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No problems: the rules can be saved and run.</source>
        <translation>کوئی مسئلہ نہیں: قواعد محفوظ اور چلائے جا سکتے ہیں۔</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n problem(s), each shown beside its field.</source>
        <translation>
            <numerusform>%n مسئلہ، ہر ایک اپنے فیلڈ کے پاس دکھایا گیا۔</numerusform>
            <numerusform>%n مسائل، ہر ایک اپنے فیلڈ کے پاس دکھایا گیا۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Draft not saved.</source>
        <translation>ڈرافٹ محفوظ نہیں ہوا۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draft saved to %1: no problems left.</source>
        <translation>ڈرافٹ %1 میں محفوظ ہوا: کوئی مسئلہ باقی نہیں۔</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Draft saved to %1: %n problem(s) left to fix.</source>
        <translation>
            <numerusform>ڈرافٹ %1 میں محفوظ ہوا: %n مسئلہ ٹھیک کرنا باقی۔</numerusform>
            <numerusform>ڈرافٹ %1 میں محفوظ ہوا: %n مسائل ٹھیک کرنا باقی۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: not a rules file: not valid JSON (%2)</source>
        <translation>%1: قواعد کی فائل نہیں: درست JSON نہیں (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draft not opened.</source>
        <translation>ڈرافٹ نہیں کھلا۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opened %1: no problems.</source>
        <translation>%1 کھولا گیا: کوئی مسئلہ نہیں۔</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Opened %1: %n problem(s) left to fix.</source>
        <translation>
            <numerusform>%1 کھولا گیا: %n مسئلہ ٹھیک کرنا باقی۔</numerusform>
            <numerusform>%1 کھولا گیا: %n مسائل ٹھیک کرنا باقی۔</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save Draft</source>
        <translation>ڈرافٹ محفوظ کریں</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unsaved rules</source>
        <translation>غیر محفوظ قواعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules of %1 have changed since they were opened or saved. Save them as a draft, to finish later, before closing?</source>
        <translation>%1 کے قواعد کھولنے یا محفوظ کرنے کے بعد بدلے گئے ہیں۔ بند کرنے سے پہلے انہیں ڈرافٹ کے طور پر محفوظ کریں، تاکہ بعد میں مکمل کر سکیں؟</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open Draft</source>
        <translation>ڈرافٹ کھولیں</translation>
    </message>
    <message>
        <location filename="../app/gui/rules_form_run.cpp" line="-115"/>
        <source>Matches per reading of the trial run: a first look, not a study</source>
        <translation>آزمائشی رن میں فی قراءت میچ: ایک پہلی جھلک، مطالعہ نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>چلائیں (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays each reading of the form as it is now, without saving it, and shows the results in the Results tab (agents, seed and caps as the window&apos;s experiment has them)</source>
        <translation>فارم کی ہر قراءت کو جیسی وہ ابھی ہے، محفوظ کیے بغیر کھیلتا ہے، اور نتائج، نتائج والے ٹیب میں دکھاتا ہے (ایجنٹ، بیج اور حدیں ونڈو کے تجربے جیسی)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel Run</source>
        <translation>رن منسوخ کریں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matches per reading:</source>
        <translation>فی قراءت میچ:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Running the draft...</source>
        <translation>ڈرافٹ چل رہا ہے...</translation>
    </message>
</context>
<context>
    <name>rulelab::SettingsDialog</name>
    <message>
        <location filename="../app/gui/settings_dialog.cpp" line="+18"/>
        <source>Settings</source>
        <translation>ترتیبات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>نظام کا طے شدہ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language:</source>
        <translation>زبان:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language is used when RuleLab starts again.</source>
        <translation>نئی زبان RuleLab کے دوبارہ شروع ہونے پر لاگو ہوتی ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one folder per line</source>
        <translation>ہر سطر میں ایک فولڈر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games folders:</source>
        <translation>کھیلوں کے فولڈر:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every rules file (docs/rules-files.md) in these folders is loaded as a game when RuleLab starts, by the workbench and by rulelab-cli.</source>
        <translation>RuleLab شروع ہونے پر ان فولڈروں کی ہر قواعد فائل (docs/rules-files.md) کھیل کے طور پر لوڈ ہوتی ہے، ورک بینچ میں بھی اور rulelab-cli میں بھی۔</translation>
    </message>
</context>
<context>
    <name>rulelab::SourcesView</name>
    <message>
        <location filename="../app/gui/sources_view.cpp" line="-386"/>
        <source>yes</source>
        <translation>ہاں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>نہیں</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Source / rule point</source>
        <translation>ماخذ / قاعدہ نکتہ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation>کہاں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule points grouped by the source they come from. Select one to highlight the options that interpret it.</source>
        <translation>قاعدہ نکات، ان کے ماخذ کے لحاظ سے گروہ بند۔ جن اختیارات سے اس کی تشریح ہوتی ہے انہیں نمایاں کرنے کے لیے ایک چنیں۔</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The rule options of the game. Select one to highlight the rule points it interprets.</source>
        <translation>کھیل کے قاعدہ اختیارات۔ جن قاعدہ نکات کی وہ تشریح کرتا ہے انہیں نمایاں کرنے کے لیے ایک چنیں۔</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Option</source>
        <translation>اختیار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>قدر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Against its sources</source>
        <translation>اپنے ماخذوں کے مقابلے میں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cites</source>
        <translation>حوالے</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>follows: the chosen value cites a source the reading follows; departs: it cites only other sources; completion: no source speaks to it.</source>
        <translation>follows: منتخب قدر اس ماخذ کا حوالہ دیتی ہے جس کی قراءت پیروی کرتی ہے؛ departs: وہ صرف دوسرے ماخذوں کا حوالہ دیتی ہے؛ completion: کوئی ماخذ اس بارے میں کچھ نہیں کہتا۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading:</source>
        <translation>قراءت:</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Warning: %1 has no texts in %2 yet; its names, options and rule points are shown in English.</source>
        <translation>انتباہ: %1 کے متن ابھی %2 میں نہیں ہیں؛ اس کے نام، اختیارات اور قاعدے کے نکات انگریزی میں دکھائے گئے ہیں۔</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+167"/>
        <source>(not in the bibliography)</source>
        <translation>(کتابیات میں نہیں)</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>No rule points for this game in data/sources.</source>
        <translation>data/sources میں اس کھیل کے لیے کوئی قاعدہ نکات نہیں۔</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Option %1</source>
        <translation>اختیار %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not historical: a simulation setting.</source>
        <translation>تاریخی نہیں: سمولیشن کی ایک ترتیب۔</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Follows: %1</source>
        <translation>پیروی: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no known source</source>
        <translation>کوئی معلوم ماخذ نہیں</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>follows</source>
        <translation>پیروی کرتی ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>departs</source>
        <translation>ہٹتی ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completion</source>
        <translation>تکمیل</translation>
    </message>
</context>
<context>
    <name>rulelab::SweepDialog</name>
    <message>
        <location filename="../app/gui/sweep_dialog.cpp" line="+37"/>
        <source>Sweep options of %1</source>
        <translation>%1 کے اختیارات کا سویپ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base reading: &lt;b&gt;%1&lt;/b&gt;. Tick the options to vary and list the values to try, separated by commas; every combination is run as one cell.</source>
        <translation>بنیادی قراءت: &lt;b&gt;%1&lt;/b&gt;۔ بدلنے والے اختیارات پر نشان لگائیں اور آزمانے والی قدریں کاما سے الگ کر کے لکھیں؛ ہر ملاپ ایک خانے کے طور پر چلتا ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vary</source>
        <translation>بدلیں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Option</source>
        <translation>اختیار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Base value</source>
        <translation>بنیادی قدر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Values to try</source>
        <translation>آزمانے والی قدریں</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1: &apos;%2&apos; is not allowed (%3).</source>
        <translation>%1: &apos;%2&apos; کی اجازت نہیں (%3)۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: give at least two different values to vary.</source>
        <translation>%1: بدلنے کے لیے کم از کم دو مختلف قدریں دیں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tick at least one option to vary.</source>
        <translation>بدلنے کے لیے کم از کم ایک اختیار پر نشان لگائیں۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sweep has %1 cells; at most %2 can run. Vary fewer options or values.</source>
        <translation>سویپ میں %1 خانے ہیں؛ زیادہ سے زیادہ %2 چل سکتے ہیں۔ کم اختیارات یا قدریں بدلیں۔</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cells: %1; matches in all: %2.</source>
        <translation>خانے: %1؛ کل مقابلے: %2۔</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sweep not valid</source>
        <translation>سویپ درست نہیں</translation>
    </message>
</context>
<context>
    <name>rulelab::answers</name>
    <message>
        <location filename="../core/experiment/answers.cpp" line="+88"/>
        <source>%1: no matches.</source>
        <translation>%1: کوئی میچ نہیں۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: every match (%2) ended by its rules.</source>
        <translation>%1: ہر میچ (%2) اپنے قواعد سے ختم ہوا۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 of matches (%3 of %4) ended by its rules</source>
        <translation>%1: %2 میچ (%4 میں سے %3) اپنے قواعد سے ختم ہوئے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; the other %1: %2.</source>
        <translation>؛ باقی %1: %2۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; of the other %1, most: %2.</source>
        <translation>؛ باقی %1 میں سے زیادہ تر: %2۔</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: no matches to measure.</source>
        <translation>%1: ناپنے کو کوئی میچ نہیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a median of %2 decisions a match</source>
        <translation>%1: فی میچ وسطانیہ %2 فیصلے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (95%: %1 to %2)</source>
        <translation> (95%: %1 سے %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, most between %1 and %2</source>
        <translation>، زیادہ تر %1 اور %2 کے درمیان</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, counting the matches a guard stopped up to where it stopped them</source>
        <translation>، جن میچوں کو کسی محافظ نے روکا انہیں وہیں تک گن کر جہاں وہ روکے گئے</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the first mover gains</source>
        <translation>پہلے چلنے والے کو فائدہ ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second mover gains</source>
        <translation>دوسرے چلنے والے کو فائدہ ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no advantage either way can be shown</source>
        <translation>کسی طرف کا فائدہ دکھایا نہیں جا سکتا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2: the first mover scores %3 points a match (95%: %4 to %5; 0.5 is even) over %6 matches ended by the rules.</source>
        <translation>%1: %2: قواعد سے ختم ہونے والے %6 میچوں میں پہلے چلنے والے کو فی میچ %3 پوائنٹ ملتے ہیں (95%: %4 سے %5؛ 0.5 برابری ہے)۔</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: cannot tell: only %2 of %3 matches ended by the rules.</source>
        <translation>%1: کہا نہیں جا سکتا: %3 میں سے صرف %2 میچ قواعد سے ختم ہوئے۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ludii&apos;s count (%1, over every match, a stopped match as a draw) rests on the matches the guards ended and says nothing of the rules.</source>
        <translation>Ludii کی گنتی (%1، ہر میچ پر، روکا گیا میچ برابری) ان میچوں پر ٹکی ہے جنہیں محافظوں نے ختم کیا، اور قواعد کے بارے میں کچھ نہیں کہتی۔</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 favours the first mover most, and its lead over %2 is real (%3, adjusted for the other comparisons).</source>
        <translation>%1 پہلے چلنے والے کو سب سے زیادہ فائدہ دیتا ہے، اور %2 پر اس کی برتری حقیقی ہے (%3، دوسرے موازنوں کے لیے مطابق کیا گیا)۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 favours the first mover most, but its lead over %2 is not shown (%3, adjusted for the other comparisons).</source>
        <translation>%1 پہلے چلنے والے کو سب سے زیادہ فائدہ دیتا ہے، مگر %2 پر اس کی برتری ثابت نہیں ہوتی (%3، دوسرے موازنوں کے لیے مطابق کیا گیا)۔</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 against %2</source>
        <translation>%1 بمقابلہ %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>how often matches end by the rules</source>
        <translation>کتنی بار میچ قواعد سے ختم ہوتے ہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean length in decisions</source>
        <translation>فیصلوں میں اوسط لمبائی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first mover&apos;s wins among rule-ended matches</source>
        <translation>قواعد سے ختم ہونے والے میچوں میں پہلے چلنے والے کی جیت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws among rule-ended matches</source>
        <translation>قواعد سے ختم ہونے والے میچوں میں برابریاں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>balance between the seats</source>
        <translation>نشستوں کے درمیان توازن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captures per decision</source>
        <translation>فی فیصلہ قبضے</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2</source>
        <translation>%1 اور %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2 differ in %3.</source>
        <translation>%1 اور %2 میں فرق ہے: %3۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 more pairs differ: see the comparisons table.</source>
        <translation>%1 مزید جوڑوں میں فرق ہے: موازنے کی جدول دیکھیں۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No difference is shown between %1 (in completion, length, the first mover&apos;s wins, draws, balance and captures, each adjusted for the other comparisons).</source>
        <translation>%1 کے درمیان کوئی فرق ثابت نہیں ہوتا (تکمیل، لمبائی، پہلے چلنے والے کی جیت، برابری، توازن اور قبضوں میں، ہر ایک دوسرے موازنوں کے لیے مطابق کیا گیا)۔</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Does it end by its rules?</source>
        <translation>کیا یہ اپنے قواعد سے ختم ہوتا ہے؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long is a match?</source>
        <translation>ایک میچ کتنا لمبا ہے؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does the first mover gain, and is that real?</source>
        <translation>کیا پہلے چلنے والے کو فائدہ ہے، اور کیا وہ حقیقی ہے؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which readings differ, and on what?</source>
        <translation>کون سی قراءتیں مختلف ہیں، اور کس میں؟</translation>
    </message>
</context>
<context>
    <name>rulelab::board</name>
    <message>
        <location filename="../core/replay/board_text.cpp" line="-278"/>
        <source>South</source>
        <translation>جنوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>شمال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goats</source>
        <translation>بکریاں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheep</source>
        <translation>بھیڑیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no point</source>
        <translation>کوئی پوائنٹ نہیں</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pod</source>
        <translation>پوڈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>do</source>
        <translation>دو</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tin</source>
        <translation>تین</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>car</source>
        <translation>چار</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+33"/>
        <source>none</source>
        <translation>کوئی نہیں</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>board empty</source>
        <translation>بساط خالی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one counter left</source>
        <translation>ایک گوٹی بچی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player had nothing to sow</source>
        <translation>ایک کھلاڑی کے پاس بونے کو کچھ نہیں تھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no further capture</source>
        <translation>مزید کوئی پکڑ نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stalled (guard G-2)</source>
        <translation>رکا ہوا (حفاظتی قاعدہ G-2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chance decides who starts</source>
        <translation>اتفاق طے کرتا ہے کہ پہلے کون چلے گا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadlock: no throw gives either side a legal move</source>
        <translation>تعطل: کوئی بھی پھینک کسی فریق کو جائز چال نہیں دیتی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throw cap reached</source>
        <translation>پھینکوں کی حد پوری ہو گئی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sowing order</source>
        <translation>بوائی کی ترتیب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off the board</source>
        <translation>بساط سے باہر</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 store</source>
        <translation>%1 کا ذخیرہ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 reserve</source>
        <translation>%1 کی محفوظ گوٹیاں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captured by %1</source>
        <translation>%1: پکڑی گئی گوٹیاں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 off the board</source>
        <translation>%1: بساط سے باہر</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1</source>
        <translation>دور %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bhadar: %1, Kungidar: %2</source>
        <translation>بھدر: %1، کنگی دار: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bhadar: %1</source>
        <translation>بھدر: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, bha %1</source>
        <translation>، بھا %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, returns 2 at the round&apos;s end</source>
        <translation>، دور کے آخر میں 2 لوٹاتا ہے</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last round ended (%1): South %2, North %3</source>
        <translation>پچھلا دور ختم (%1): جنوب %2، شمال %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rounds ended by the stall guard: %1</source>
        <translation>جمود کے حفاظتی قاعدے سے ختم ہونے والے دور: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 places a group of five</source>
        <translation>%1 پانچ کا گروہ رکھتا ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 places a group of %2</source>
        <translation>%1 %2 کا گروہ رکھتا ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses the bha</source>
        <translation>%1 بھا چنتا ہے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match over: %1 (%2)</source>
        <translation>میچ ختم: %1 (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throws: %1</source>
        <translation>پھینکوں کی تعداد: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to throw</source>
        <translation>%1 پھینکیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credits: %1</source>
        <translation>جمع پھینکیں: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to spend a credit: %2</source>
        <translation>%1 ایک جمع پھینک خرچ کریں: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move: throw %2 (%3)</source>
        <translation>%1 چلیں: پھینک %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to use the second half: %2 (not with piece %3)</source>
        <translation>%1 دوسرا آدھا چلیں: %2 (گوٹی %3 سے نہیں)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 win: every enemy piece captured</source>
        <translation>%1 جیتیں: دشمن کی ہر گوٹی پکڑی گئی</translation>
    </message>
</context>
<context>
    <name>rulelab::charts</name>
    <message>
        <location filename="../app/charts/chart_data.cpp" line="+378"/>
        <source>%1: line %2: not valid JSON (%3)</source>
        <translation>%1: سطر %2: درست JSON نہیں (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: not a RuleLab summary (expected a JSON object)</source>
        <translation>%1: RuleLab خلاصہ نہیں (JSON آبجیکٹ متوقع)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;rulelab-summary&quot; (this is not a results file)</source>
        <translation>&quot;rulelab-summary&quot; (یہ نتائج کی فائل نہیں)</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+55"/>
        <source>an array</source>
        <translation>ایک ارے</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an object</source>
        <translation>ایک آبجیکٹ</translation>
    </message>
    <message>
        <location line="-220"/>
        <source>a reading id</source>
        <translation>ایک قراءت کی شناخت</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 ±%2 (target %3)</source>
        <translation>%1 ±%2 (ہدف %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>precision reached</source>
        <translation>درستی حاصل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>precision not reached</source>
        <translation>درستی حاصل نہیں</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>an array of readings</source>
        <translation>قراءتوں کی ایک فہرست</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an array of rungs</source>
        <translation>پائیدانوں کی ایک فہرست</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>a metric name</source>
        <translation>ایک پیمانے کا نام</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>an object with &apos;option&apos; and &apos;metric&apos;</source>
        <translation>&apos;option&apos; اور &apos;metric&apos; والا ایک آبجیکٹ</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>an object with &apos;options&apos; (two option names) and &apos;metric&apos;</source>
        <translation>&apos;options&apos; (دو اختیاری نام) اور &apos;metric&apos; والا ایک آبجیکٹ</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_reading.cpp" line="+58"/>
        <source>laps</source>
        <translation>چکر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>دور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turns</source>
        <translation>باریاں</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cumulative share</source>
        <translation>مجموعی حصہ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Share of each reading&apos;s matches (%1) that took at most the number of %2 on the axis.</source>
        <translation>ہر قراءت کے ان میچوں (%1) کا حصہ جن کی لمبائی محور پر دی گئی تعداد تک ہے (اکائی: %2)۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share of each reading&apos;s matches (%1) per number of %2.</source>
        <translation>ہر قراءت کے میچوں (%1) کا حصہ، فی تعداد (%2)۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share of each reading&apos;s matches (%1) per bin of %2 %3.</source>
        <translation>ہر قراءت کے میچوں (%1) کا حصہ، فی خانہ (خانے کی چوڑائی: %2 %3)۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of each reading&apos;s matches (%1) per final margin.</source>
        <translation>ہر قراءت کے میچوں (%1) کا حصہ، ہر آخری فرق پر۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of each reading&apos;s matches (%1) per bin of %2 points of final margin.</source>
        <translation>ہر قراءت کے میچوں (%1) کا حصہ، فی خانہ (خانے کی چوڑائی: آخری فرق کے %2 پوائنٹ)۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+44"/>
        <source>Matches not ended by the rules count at the length they reached.</source>
        <translation>جو میچ قواعد سے ختم نہیں ہوئے وہ اتنی لمبائی پر گنے گئے ہیں جہاں تک وہ پہنچے۔</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders.cpp" line="+307"/>
        <source>Laps (sowing segments) per match</source>
        <translation>فی میچ چکر (بوائی کے حصے)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/charts/chart_builders_reading.cpp" line="-4"/>
        <location filename="../app/charts/charts.cpp" line="+79"/>
        <source>Rounds per match</source>
        <translation>فی میچ دور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns per match</source>
        <translation>فی میچ باریاں</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 per reading</source>
        <translation>فی قراءت %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2 per reading</source>
        <translation>فی قراءت %1 سے %2</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Sweep of %1: %2</source>
        <translation>%1 کا سویپ: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweep of %1</source>
        <translation>%1 کا سویپ</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 of %2</source>
        <translation>%2 میں سے %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fewer than half of the matches ended by the rules (%1): the margins include those ended by a guard or stopped by a cap.</source>
        <translation>آدھے سے کم میچ قواعد سے ختم ہوئے (%1): فرق میں حفاظتی قاعدے سے ختم یا حد سے روکے گئے میچ بھی شامل ہیں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than half of the matches ended by the rules (%1): the value is measured on the rule-ended matches only.</source>
        <translation>آدھے سے کم میچ قواعد سے ختم ہوئے (%1): یہ قدر صرف قواعد سے ختم میچوں پر ناپی گئی ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than half of the matches ended by the rules (%1): Ludii&apos;s count scores each of the others as a draw (0.5).</source>
        <translation>آدھے سے کم میچ قواعد سے ختم ہوئے (%1): Ludii کی گنتی باقی ہر میچ کو برابری (0.5) شمار کرتی ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than half of the matches ended by the rules (%1): the value also counts the matches ended by a guard or stopped by a cap.</source>
        <translation>آدھے سے کم میچ قواعد سے ختم ہوئے (%1): یہ قدر حفاظتی قاعدے سے ختم یا حد سے روکے گئے میچوں کو بھی گنتی ہے۔</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_reading.cpp" line="+2"/>
        <source>Share of each reading&apos;s matches (%1) by the number of rounds started.</source>
        <translation>ہر قراءت کے میچوں (%1) کا حصہ، شروع ہونے والے دوروں کی تعداد کے مطابق۔</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>no rule-ended match</source>
        <translation>قواعد سے ختم کوئی میچ نہیں</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>First mover&apos;s mean points (win 1, draw 0.5, loss 0) over the rule-ended matches (%1). Bars: 95% Student t intervals. Dashed line: no advantage.</source>
        <translation>قواعد سے ختم میچوں (%1) پر پہلے چلنے والے کے اوسط پوائنٹ (جیت 1، برابری 0.5، ہار 0)۔ خطائی لکیریں: 95% Student t وقفے۔ ٹوٹی لکیر: کوئی برتری نہیں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ludii&apos;s count: the first mover&apos;s mean points over every match (%1), a match without a result counting as a draw. Bars: 95% Student t intervals.</source>
        <translation>Ludii کی گنتی: ہر میچ (%1) پر پہلے چلنے والے کے اوسط پوائنٹ، بغیر نتیجے والا میچ برابری شمار ہوتا ہے۔ خطائی لکیریں: 95% Student t وقفے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2). Bars: 95% intervals, Clopper-Pearson below 50 matches, Wilson from 50. Dashed line: 0.5.</source>
        <translation>%1 (%2)۔ خطائی لکیریں: 95% وقفے، 50 سے کم میچوں پر Clopper-Pearson، 50 سے Wilson۔ ٹوٹی لکیر: 0.5۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2). Bars: 95% intervals, by the method docs/metrics.md gives for this metric.</source>
        <translation>%1 (%2)۔ خطائی لکیریں: 95% وقفے، اس طریقے سے جو docs/metrics.md اس پیمانے کے لیے بتاتا ہے۔</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Share of each reading&apos;s matches (%1) by how they ended.</source>
        <translation>ہر قراءت کے میچوں (%1) کا حصہ، اس کے مطابق کہ وہ کیسے ختم ہوئے۔</translation>
    </message>
    <message>
        <location filename="../app/charts/charts.cpp" line="-4"/>
        <source>Game length</source>
        <translation>کھیل کی طوالت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First-player advantage</source>
        <translation>پہلے کھلاڑی کا فائدہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End reasons</source>
        <translation>اختتام کی وجوہات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score margin</source>
        <translation>اسکور کا فرق</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Option main effects</source>
        <translation>اختیارات کے بنیادی اثرات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option interactions</source>
        <translation>اختیارات کے باہمی اثرات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usage maps</source>
        <translation>استعمال کے نقشے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric against playing strength</source>
        <translation>کھیلنے کی طاقت کے مقابل میٹرک</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No results yet: run an experiment or open a results file.</source>
        <translation>ابھی کوئی نتائج نہیں: کوئی تجربہ چلائیں یا نتائج کی فائل کھولیں۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These readings are of games with different engines, which count turns, laps, rounds and score margins in units of their own, so this figure does not set them side by side. The first-player advantage and the end reasons compare them.</source>
        <translation>یہ قراءتیں مختلف انجنوں والے کھیلوں کی ہیں، جو چالیں، چکر، دور اور اسکور کا فرق اپنی اپنی اکائیوں میں گنتے ہیں، اس لیے یہ شکل انہیں ساتھ ساتھ نہیں رکھتی۔ پہلے کھلاڑی کا فائدہ اور اختتام کی وجوہات ان کا موازنہ کرتے ہیں۔</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_reading.cpp" line="-220"/>
        <source>Final score margin (first mover minus second)</source>
        <translation>آخری اسکور کا فرق (پہلی چال والا منفی دوسرا)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, in bins of %2</source>
        <translation>%1، %2 کے خانوں میں</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <location line="+161"/>
        <source>Share of matches</source>
        <translation>میچوں کا حصہ</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_sweep.cpp" line="+42"/>
        <source>No main effects: these results are not from a sweep.</source>
        <translation>کوئی بنیادی اثرات نہیں: یہ نتائج کسی سویپ کے نہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No main effects for metric &apos;%1&apos;.</source>
        <translation>پیمانہ &apos;%1&apos; کے لیے کوئی بنیادی اثرات نہیں۔</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Effect on %1</source>
        <translation>%1 پر اثر</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Effect of each option value: the mean of the balanced sweep cells with that value minus the mean of all cells. Bars: 95% normal intervals from the cells&apos; standard errors. Dashed line: no effect.</source>
        <translation>ہر اختیار کی قدر کا اثر: اس قدر والے متوازن سویپ خانوں کا اوسط منفی تمام خانوں کا اوسط۔ خطائی لکیریں: خانوں کی معیاری غلطیوں سے 95% نارمل وقفے۔ ٹوٹی لکیر: کوئی اثر نہیں۔</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No interactions: these results are not from a sweep of two options or more.</source>
        <translation>کوئی باہمی اثر نہیں: یہ نتائج دو یا زیادہ اختیارات کے سویپ سے نہیں ہیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No interaction &apos;%1&apos; on metric &apos;%2&apos;.</source>
        <translation>پیمانہ &apos;%2&apos; پر کوئی باہمی اثر &apos;%1&apos; نہیں۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The main effects of &apos;%1&apos; are missing from these results.</source>
        <translation>ان نتائج میں &apos;%1&apos; کے بنیادی اثرات موجود نہیں۔</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1
(balanced cell mean)</source>
        <translation>%1
(متوازن خانہ اوسط)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced cell means of the sweep; parallel lines mean no interaction. No intervals are drawn: the CSV gives each interaction contrast with its 95% interval.</source>
        <translation>سویپ کے متوازن خانہ اوسط؛ متوازی لکیروں کا مطلب ہے کوئی باہمی اثر نہیں۔ وقفے نہیں بنائے گئے: CSV ہر باہمی اثر کے فرق کو اس کے 95% وقفے کے ساتھ دیتی ہے۔</translation>
    </message>
    <message>
        <location filename="../app/charts/charts.cpp" line="+270"/>
        <source>%1: the file name must end in .png, .pdf or .svg</source>
        <translation>%1: فائل کے نام کا اختتام ‎.png، ‎.pdf یا ‎.svg پر ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: لکھ نہیں سکتے: %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: cannot render the figure</source>
        <translation>%1: شکل نہیں بنا سکتے</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot save: %2</source>
        <translation>%1: محفوظ نہیں کر سکتے: %2</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_explore.cpp" line="+45"/>
        <source>feasible</source>
        <translation>قابلِ عمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infeasible</source>
        <translation>ناقابلِ عمل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uncertain</source>
        <translation>غیر یقینی</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Usage similarity (Spearman&apos;s rho)</source>
        <translation>استعمال کی مشابہت (Spearman کا rho)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 with %2</source>
        <translation>%1 (%2 کے ساتھ)</translation>
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
        <translation>%1، %2 اور %3 کے درمیان</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>No exploration yet: run one or open a saved one.</source>
        <translation>ابھی کوئی چھان بین نہیں: ایک چلائیں یا محفوظ کی گئی کوئی کھولیں۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No candidate has an estimate of this requirement yet.</source>
        <translation>ابھی کسی امیدوار کے پاس اس شرط کا تخمینہ نہیں ہے۔</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Candidate (its number in the table), sorted by the estimate</source>
        <translation>امیدوار (جدول میں اس کا نمبر)، تخمینے کے لحاظ سے ترتیب وار</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidates, sorted by the estimate (rank)</source>
        <translation>امیدوار، تخمینے کے لحاظ سے ترتیب وار (درجہ)</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>%1 matches each</source>
        <translation>ہر ایک %1 میچ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2 matches each</source>
        <translation>ہر ایک %1 سے %2 میچ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each candidate&apos;s estimate with its 95% interval (%1), the candidates sorted by the estimate. %2: %3. Marker and colour give the verdict, reached on Bonferroni-adjusted intervals so that the chance of any wrong verdict is at most %4.</source>
        <translation>ہر امیدوار کا تخمینہ اس کے 95% وقفے (%1) کے ساتھ، امیدوار تخمینے کے لحاظ سے ترتیب وار۔ %2: %3۔ نشان اور رنگ فیصلہ بتاتے ہیں، جو Bonferroni سے ایڈجسٹ شدہ وقفوں پر کیا گیا ہے تاکہ کسی بھی غلط فیصلے کا امکان زیادہ سے زیادہ %4 ہو۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shaded band: the requirement</source>
        <translation>سایہ دار پٹی: شرط</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dashed line: the requirement</source>
        <translation>ٹوٹی لکیر: شرط</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 candidate(s) without an estimate are not drawn.</source>
        <translation>بغیر تخمینے والے %1 امیدوار نہیں دکھائے گئے۔</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_usage.cpp" line="+52"/>
        <source>counters or pieces lifted</source>
        <translation>اٹھائی گئی گوٹیاں یا مہرے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counters sown</source>
        <translation>بوئی گئی گوٹیاں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counters or pieces captured</source>
        <translation>پکڑی گئی گوٹیاں یا مہرے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pieces landed</source>
        <translation>اترے مہرے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>uses (counters lifted, sown or captured; pieces landed)</source>
        <translation>استعمال (اٹھائی، بوئی یا پکڑی گئی گوٹیاں؛ اترے مہرے)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>(no interval)</source>
        <translation>(کوئی وقفہ نہیں)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(not the observed board)</source>
        <translation>(مشاہدہ شدہ بساط نہیں)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Observed</source>
        <translation>مشاہدہ شدہ</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>These results have no usage maps (usage.csv): run the experiment again with this version of RuleLab to count them.</source>
        <translation>ان نتائج میں استعمال کے نقشے (usage.csv) نہیں ہیں: انہیں گننے کے لیے RuleLab کے اس نسخے سے تجربہ دوبارہ چلائیں۔</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>(no use counted)</source>
        <translation>(کوئی استعمال نہیں گنا گیا)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Share</source>
        <translation>حصہ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Colour: each cell&apos;s share of the reading&apos;s %1 over its matches (%2), on one scale for every panel.</source>
        <translation>رنگ: قراءت کے میچوں (%2) میں اس کے %1 میں سے ہر خانے کا حصہ، ہر پینل کے لیے ایک ہی اسکیل پر۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Observed: each cell&apos;s share of the observed intensities (%1). ρ: Spearman&apos;s rank correlation of the reading&apos;s %2 with the observed map over its %3 cells, with a 95% interval from the delete-half jackknife over 20 groups of matches.</source>
        <translation>مشاہدہ شدہ: مشاہدہ شدہ شدتوں (%1) میں ہر خانے کا حصہ۔ ρ: قراءت کے %2 کا مشاہدہ شدہ نقشے کے ساتھ، اس کے %3 خانوں پر، Spearman درجہ وار ارتباط، میچوں کے 20 گروہوں پر آدھے گروہ چھوڑ jackknife سے حاصل 95% وقفے کے ساتھ۔</translation>
    </message>
    <message>
        <location filename="../app/charts/chart_builders_ladder.cpp" line="+120"/>
        <source>No ladder: these results are not from &apos;rulelab-cli ladder&apos;.</source>
        <translation>کوئی سیڑھی نہیں: یہ نتائج &apos;rulelab-cli ladder&apos; سے نہیں ہیں۔</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No rated rung has metric &apos;%1&apos;.</source>
        <translation>کسی درجہ بند پائیدان میں میٹرک &apos;%1&apos; نہیں ہے۔</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>%1: exact play</source>
        <translation>%1: درست کھیل</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Playing strength (Elo, uniform random = 0)</source>
        <translation>کھیلنے کی طاقت (Elo، یکساں بے ترتیب = 0)</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Each point a rung of the ladder, its agent playing itself; x: its Bradley-Terry rating from matches between adjacent rungs (both seat orders), y: %1. Bars: 95% intervals.</source>
        <translation>ہر نقطہ سیڑھی کا ایک پائیدان، اس کا ایجنٹ خود سے کھیلتا ہوا؛ x: ساتھ والے پائیدانوں کے درمیان میچوں (دونوں نشست ترتیبوں) سے اس کی بریڈلی-ٹیری درجہ بندی، y: %1۔ پٹیاں: 95% وقفے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dash-dotted line: the exact value under best play (the ladder&apos;s limit).</source>
        <translation>ڈیش-نقطہ لکیر: بہترین کھیل میں درست قدر (سیڑھی کی حد)۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the top rung&apos;s interval holds the exact value.</source>
        <translation>%1: سب سے اوپر والے پائیدان کا وقفہ درست قدر کو شامل کرتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not yet: the top rung&apos;s interval does not hold the exact value.</source>
        <translation>%1: ابھی نہیں: سب سے اوپر والے پائیدان کا وقفہ درست قدر کو شامل نہیں کرتا۔</translation>
    </message>
</context>
<context>
    <name>rulelab::charts::Reader</name>
    <message>
        <location filename="../app/charts/chart_data.cpp" line="-316"/>
        <source>%1: field &apos;%2&apos;: expected %3</source>
        <translation>%1: خانہ &apos;%2&apos;: %3 متوقع</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an object</source>
        <translation>ایک آبجیکٹ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a number</source>
        <translation>ایک عدد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a whole number of at least 0</source>
        <translation>کم از کم صفر کا ایک مکمل عدد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an object {value, lo, hi}</source>
        <translation>ایک آبجیکٹ {value, lo, hi}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>an array of [value, count] pairs</source>
        <translation>[value, count] جوڑوں کا ایک ارے</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a [value, count] pair of whole numbers</source>
        <translation>مکمل اعداد کا ایک [value, count] جوڑا</translation>
    </message>
</context>
<context>
    <name>rulelab::compare</name>
    <message>
        <location filename="../core/experiment/cross_compare.cpp" line="+56"/>
        <source>%1: is shard %2 of %3; combine the shards with &apos;rulelab-cli merge&apos; first</source>
        <translation>%1: یہ %3 میں سے حصہ %2 ہے؛ پہلے حصوں کو &apos;rulelab-cli merge&apos; سے جوڑیں</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: is a sweep; compare its cells within it (sweep), or runs of named readings here</source>
        <translation>%1: یہ ایک سویپ ہے؛ اس کے خانوں کا موازنہ اسی کے اندر کریں (sweep)، یا یہاں نام دار قراءتوں کے رنوں کا موازنہ کریں</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+96"/>
        <source>compare needs at least two readings</source>
        <translation>compare کو کم از کم دو قراءتیں چاہییں</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>%1 and %2 were played by different agents (%3 and %4): their readings cannot be compared as rules</source>
        <translation>%1 اور %2 مختلف ایجنٹوں (%3 اور %4) سے کھیلے گئے تھے: ان کی قراءتوں کا موازنہ قواعد کے طور پر نہیں کیا جا سکتا</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 and %2 were played with different caps: how their matches ended cannot be compared</source>
        <translation>%1 اور %2 مختلف حدوں کے ساتھ کھیلے گئے: ان کے میچ کیسے ختم ہوئے، اس کا موازنہ نہیں کیا جا سکتا</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&apos;%1&apos; is counted in each engine&apos;s own units and is not compared across these games</source>
        <translation>&apos;%1&apos; ہر انجن کی اپنی اکائیوں میں گنا جاتا ہے اور ان کھیلوں کے درمیان اس کا موازنہ نہیں کیا جاتا</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>reading &apos;%1&apos; is in more than one of the folders; compare it once</source>
        <translation>قراءت &apos;%1&apos; ایک سے زیادہ فولڈروں میں ہے؛ اس کا موازنہ ایک ہی بار کریں</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Not installed here: %1. Its engine cannot be known, so lengths (turns, laps, rounds), captures, lead changes and score margins are not compared; omitted: %2.</source>
        <translation>یہاں نصب نہیں: %1۔ اس کا انجن معلوم نہیں ہو سکتا، اس لیے طوالتوں (باریاں، چکر، دور)، قبضوں، برتری کی تبدیلیوں اور اسکور کے فرقوں کا موازنہ نہیں کیا جاتا؛ چھوڑے گئے: %2۔</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The games have different engines: lengths (turns, laps, rounds), captures, lead changes and score margins are counted in each engine&apos;s own units and are not compared; omitted: %1.</source>
        <translation>ان کھیلوں کے انجن مختلف ہیں: طوالتیں (باریاں، چکر، دور)، قبضے، برتری کی تبدیلیاں اور اسکور کے فرق ہر انجن کی اپنی اکائیوں میں گنے جاتے ہیں اور ان کا موازنہ نہیں کیا جاتا؛ چھوڑے گئے: %1۔</translation>
    </message>
</context>
<context>
    <name>rulelab::files</name>
    <message>
        <location filename="../core/experiment/prepared_reading.cpp" line="+133"/>
        <source>%1: field &apos;id&apos; is &apos;%2&apos;, the id of a built-in reading of %3 (%4), but its options differ (option &apos;%5&apos; is &apos;%6&apos; in the file, &apos;%7&apos; in the built-in reading): a reading file cannot take a built-in reading&apos;s id; give it an id of its own</source>
        <translation>%1: فیلڈ &apos;id&apos; &apos;%2&apos; ہے، جو %3 کی ایک پہلے سے شامل قراءت (%4) کی شناخت ہے، لیکن اس کے اختیارات مختلف ہیں (اختیار &apos;%5&apos; فائل میں &apos;%6&apos; ہے، پہلے سے شامل قراءت میں &apos;%7&apos;)؛ کوئی قراءت فائل کسی پہلے سے شامل قراءت کی شناخت نہیں لے سکتی؛ اسے اپنی الگ شناخت دیں</translation>
    </message>
    <message>
        <location filename="../core/plugin/file_access.cpp" line="+34"/>
        <source>a folder</source>
        <translation>ایک فولڈر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a device</source>
        <translation>ایک ڈیوائس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a FIFO (named pipe)</source>
        <translation>ایک FIFO (نام دار پائپ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a socket</source>
        <translation>ایک ساکٹ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a regular file</source>
        <translation>عام فائل نہیں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: is %2, not a regular file; RuleLab reads and writes only regular files</source>
        <translation>%1: %2 ہے، عام فائل نہیں؛ RuleLab صرف عام فائلیں پڑھتا اور لکھتا ہے</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: is larger than %2 MB, the most RuleLab reads from a file of this kind; is it the right file?</source>
        <translation>%1: %2 MB سے بڑی ہے، جو اس قسم کی فائل سے RuleLab کے پڑھنے کی زیادہ سے زیادہ حد ہے؛ کیا یہ درست فائل ہے؟</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+8"/>
        <source>%1: cannot open: %2</source>
        <translation>%1: کھولی نہیں جا سکتی: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: پڑھ نہیں سکتے: %2</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: not a JSON object (%2)</source>
        <translation>%1: JSON آبجیکٹ نہیں ہے (%2)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>cannot be read (%1): its files are not loaded</source>
        <translation>پڑھا نہیں جا سکتا (%1): اس کی فائلیں لوڈ نہیں کی گئیں</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>an output file name is empty</source>
        <translation>آؤٹ پٹ فائل کا نام خالی ہے</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: is %2, not a regular file; RuleLab writes only regular files (give a file name)</source>
        <translation>%1: %2 ہے، عام فائل نہیں؛ RuleLab صرف عام فائلیں لکھتا ہے (کسی فائل کا نام دیں)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: cannot be written: its folder %2 does not exist (%3)</source>
        <translation>%1: لکھی نہیں جا سکتی: اس کا فولڈر %2 موجود نہیں ہے (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: cannot be written: %2 is not a folder</source>
        <translation>%1: لکھی نہیں جا سکتی: %2 فولڈر نہیں ہے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: cannot be written: its folder %2 takes no new files (%3)</source>
        <translation>%1: لکھی نہیں جا سکتی: اس کا فولڈر %2 نئی فائلیں نہیں لیتا (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an output folder name is empty</source>
        <translation>آؤٹ پٹ فولڈر کا نام خالی ہے</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a regular file</source>
        <translation>ایک عام فائل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: exists and is not a folder (it is %2); results are written into a folder</source>
        <translation>%1: موجود ہے اور فولڈر نہیں ہے (یہ %2 ہے)؛ نتائج ایک فولڈر میں لکھے جاتے ہیں</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the folder takes no new files (%2)</source>
        <translation>%1: یہ فولڈر نئی فائلیں نہیں لیتا (%2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: cannot be used as a folder: %2</source>
        <translation>%1: فولڈر کے طور پر استعمال نہیں کیا جا سکتا: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: cannot be created: %2 is not a folder</source>
        <translation>%1: بنایا نہیں جا سکتا: %2 فولڈر نہیں ہے</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: cannot be created: the folder %2 takes no new files (%3)</source>
        <translation>%1: بنایا نہیں جا سکتا: فولڈر %2 نئی فائلیں نہیں لیتا (%3)</translation>
    </message>
    <message>
        <location filename="../core/plugin/plugin_registry.cpp" line="+92"/>
        <source>plugin &apos;%1&apos; is already loaded from %2 (the same plugin found twice); this copy is skipped</source>
        <translation>پلگ اِن &apos;%1&apos; پہلے ہی %2 سے لوڈ ہو چکا ہے (وہی پلگ اِن دو بار ملا)؛ یہ نقل چھوڑ دی گئی ہے</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>its plugins %1 are already loaded from %2 (the same plugins found twice: a folder named twice, or a copy of one); they are skipped</source>
        <translation>اس کے پلگ اِن %1 پہلے ہی %2 سے لوڈ ہو چکے ہیں (وہی پلگ اِن دو بار ملے: ایک فولڈر دو بار دیا گیا، یا اس کی ایک نقل)؛ انہیں چھوڑ دیا گیا ہے</translation>
    </message>
</context>
<context>
    <name>rulelab::glossary</name>
    <message>
        <location filename="../core/experiment/glossary.cpp" line="+20"/>
        <source>Rules and replay</source>
        <translation>قواعد اور ری پلے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End reasons</source>
        <translation>اختتام کی وجوہات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How matches ended</source>
        <translation>میچ کیسے ختم ہوئے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcomes</source>
        <translation>نتائج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metrics</source>
        <translation>پیمانے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length of play</source>
        <translation>کھیل کی طوالت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tests and intervals</source>
        <translation>جانچیں اور وقفے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agents</source>
        <translation>ایجنٹ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State graphs</source>
        <translation>حالتوں کے گراف</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>reading</source>
        <translation>قراءت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One complete way of reading the sources of a game: a value for every open rule point. RuleLab plays many matches under each reading and compares the readings.</source>
        <translation>کسی کھیل کے ماخذوں کو پڑھنے کا ایک مکمل طریقہ: ہر کھلے قاعدہ نکتے کے لیے ایک قدر۔ RuleLab ہر قراءت کے تحت بہت سے میچ کھیلتا ہے اور قراءتوں کا موازنہ کرتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rule option</source>
        <translation>قاعدے کا اختیار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One point on which the sources are silent, unclear or disagree, with the values it can take. Each value cites the passages it interprets.</source>
        <translation>ایسا ایک نکتہ جس پر ماخذ خاموش، مبہم یا باہم مختلف ہیں، اس کی ممکنہ قدروں کے ساتھ۔ ہر قدر ان عبارتوں کا حوالہ دیتی ہے جن کی وہ تشریح کرتی ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rule point</source>
        <translation>قاعدہ نکتہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One rule of a game as the sources give it, in our own words, with its sources and pages (KB-7, PG-5, BB-10, ...). Every option interprets one rule point.</source>
        <translation>کھیل کا ایک قاعدہ جیسا ماخذ اسے بیان کرتے ہیں، ہمارے اپنے الفاظ میں، اس کے ماخذوں اور صفحات کے ساتھ (KB-7, PG-5, BB-10, ...)۔ ہر اختیار ایک قاعدہ نکتے کی تشریح کرتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gap</source>
        <translation>خلا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Something the sources leave out or leave unclear. Each gap becomes an option, so that every way of filling it can be played and compared.</source>
        <translation>کوئی بات جسے ماخذ چھوڑ دیتے ہیں یا مبہم رہنے دیتے ہیں۔ ہر خلا ایک اختیار بن جاتا ہے، تاکہ اسے پُر کرنے کا ہر طریقہ کھیلا اور پرکھا جا سکے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sowing</source>
        <translation>بوائی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the mancala games: lifting every counter of one hole and dropping them one by one into the holes that follow, anticlockwise.</source>
        <translation>منکلا کھیلوں میں: ایک گڑھے کی ساری گوٹیاں اٹھا کر انہیں ایک ایک کر کے اگلے گڑھوں میں، گھڑی کی الٹی سمت میں، ڈالنا۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lap</source>
        <translation>چکر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One stretch of sowing: the first sowing of a move, and each relay after it. One move can have many laps.</source>
        <translation>بوائی کا ایک حصہ: کسی چال کی پہلی بوائی، اور اس کے بعد ہر ریلے۔ ایک چال میں کئی چکر ہو سکتے ہیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>relay</source>
        <translation>ریلے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the last counter of a sowing falls, the player lifts the counters of the next hole and sows them on, lap after lap, until the hole after the one where the last counter fell is empty.</source>
        <translation>جب بوائی کی آخری گوٹی گرتی ہے تو کھلاڑی اگلے گڑھے کی گوٹیاں اٹھا کر آگے بوتا ہے، چکر در چکر، یہاں تک کہ آخری گوٹی والے گڑھے کے بعد کا گڑھا خالی ہو۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>capture</source>
        <translation>پکڑنا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters taken off the board into a player&apos;s store, such as those of the hole beyond the empty one where a move ends. In Bheri Bakri, taking an enemy piece off the board.</source>
        <translation>بساط سے اٹھا کر کھلاڑی کے ذخیرے میں رکھی گئی گوٹیاں، مثلاً جہاں چال ختم ہو وہاں خالی گڑھے سے آگے والے گڑھے کی گوٹیاں۔ Bheri Bakri میں، مخالف کا مہرہ بساط سے ہٹانا۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>four-counter rule</source>
        <translation>چار گوٹی کا قاعدہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rule found in only one Khutka Boia source: a hole that comes to hold exactly four counters is taken by the owner of its row. The readings differ on whether and when it applies.</source>
        <translation>Khutka Boia کے صرف ایک ماخذ میں ملنے والا قاعدہ: جس گڑھے میں ٹھیک چار گوٹیاں ہو جائیں، اسے اس قطار کا مالک لے لیتا ہے۔ قراءتیں اس میں مختلف ہیں کہ یہ لاگو ہوتا ہے یا نہیں، اور کب۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bha</source>
        <translation>بھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Khutka Boia, a hole at one end of a row that the Bhadar gets after an uneven round; the counters dropped into it become his. It is drawn in gold on the board.</source>
        <translation>Khutka Boia میں، قطار کے ایک سرے کا گڑھا جو غیر مساوی دور کے بعد بھدر کو ملتا ہے؛ اس میں ڈالی گئی گوٹیاں اس کی ہو جاتی ہیں۔ بساط پر یہ سنہرے رنگ میں دکھایا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dead hole</source>
        <translation>مردہ گڑھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hole left out of play in a later round because its owner could not fill it; no counter is dropped into it. It is drawn greyed and crossed.</source>
        <translation>بعد کے کسی دور میں کھیل سے باہر رکھا گیا گڑھا، کیونکہ اس کا مالک اسے بھر نہ سکا؛ اس میں کوئی گوٹی نہیں ڈالی جاتی۔ یہ خاکستری اور کٹا ہوا دکھایا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pass</source>
        <translation>باری چھوڑنا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn in which the player cannot move and play goes to the other side. In some readings a player without a move ends the round instead.</source>
        <translation>ایسی باری جس میں کھلاڑی چال نہیں چل سکتا اور کھیل دوسرے فریق کو چلا جاتا ہے۔ کچھ قراءتوں میں بغیر چال والا کھلاڑی اس کے بجائے دور ختم کر دیتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round</source>
        <translation>دور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One deal of a mancala game, from setting out the counters to the end of the deal. A match can have many rounds, the holes being filled again from what each player won.</source>
        <translation>منکلا کھیل کی ایک بازی، گوٹیاں سجانے سے اس بازی کے اختتام تک۔ ایک میچ میں کئی دور ہو سکتے ہیں، اور ہر کھلاڑی نے جو جیتا اس سے گڑھے دوبارہ بھرے جاتے ہیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>match</source>
        <translation>میچ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One whole game from the start to its end, played by two agents under one reading. A result counts many matches.</source>
        <translation>آغاز سے اختتام تک ایک پورا کھیل، جسے دو ایجنٹ ایک قراءت کے تحت کھیلتے ہیں۔ ایک نتیجہ بہت سے میچوں کو گنتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first mover</source>
        <translation>پہلے چلنے والا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who starts a match: the first to take a turn, a throw included. The second mover is the other player.</source>
        <translation>وہ کھلاڑی جو میچ شروع کرتا ہے: سب سے پہلے باری لینے والا، پھینک سمیت۔ دوسرا چلنے والا دوسرا کھلاڑی ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>seat</source>
        <translation>نشست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fixed side of the game, such as South or North, Goats or Sheep. Seat 0 is the first in the game&apos;s list of players, whoever starts.</source>
        <translation>کھیل کا ایک مقررہ فریق، جیسے جنوب یا شمال، بکریاں یا بھیڑیں۔ نشست 0 کھیل کی کھلاڑیوں کی فہرست میں پہلی ہے، چاہے کوئی بھی شروع کرے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>guard</source>
        <translation>حفاظتی قاعدہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A check by which RuleLab ends a match that its rules cannot end. A guard never changes the result of a match the rules would end: it either proves that they no longer can (G-1 to G-4) or is a cap.</source>
        <translation>ایک جانچ جس سے RuleLab ایسا میچ ختم کرتا ہے جسے اس کے قواعد ختم نہیں کر سکتے۔ حفاظتی قاعدہ کبھی اس میچ کا نتیجہ نہیں بدلتا جسے قواعد ختم کر دیتے: یا تو وہ ثابت کرتا ہے کہ قواعد اب ایسا نہیں کر سکتے (G-1 تا G-4)، یا وہ ایک حد ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cap</source>
        <translation>حد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A limit on the turns, throws, relay laps or rounds of a match (Caps in the Experiment panel). A match stopped by a cap says only that it did not end within that many.</source>
        <translation>کسی میچ کی باریوں، پھینکوں، ریلے چکروں یا دوروں پر ایک حد (تجربہ پینل میں حدیں)۔ حد سے رکا میچ صرف یہ بتاتا ہے کہ وہ اتنے کے اندر ختم نہیں ہوا۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>G-1, perpetual relay</source>
        <translation>G-1، لامتناہی ریلے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The guard that proves a relay will never end: the relay came back to exactly a state it had already been in, so it would repeat for ever.</source>
        <translation>وہ حفاظتی قاعدہ جو ثابت کرتا ہے کہ کوئی ریلے کبھی ختم نہیں ہوگا: ریلے ٹھیک اسی حالت میں لوٹ آیا جس میں وہ پہلے رہ چکا تھا، اس لیے وہ ہمیشہ دہراتا رہے گا۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>G-2, stalled round</source>
        <translation>G-2، رکا ہوا دور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The guard that proves, by searching every position the round can still reach, that no capture and no end of the round by its rules is possible, whatever both sides play. A repeated position only starts the search; it proves nothing.</source>
        <translation>وہ حفاظتی قاعدہ جو دور میں اب بھی قابلِ رسائی ہر حالت کو تلاش کر کے ثابت کرتا ہے کہ نہ کوئی قبضہ ممکن ہے اور نہ قواعد کے مطابق دور کا اختتام، دونوں فریق کچھ بھی کھیلیں۔ دہرائی گئی حالت صرف تلاش شروع کرتی ہے؛ وہ کچھ ثابت نہیں کرتی۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>G-3, repeating match</source>
        <translation>G-3، دہراتا میچ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The guard kept for a match proven never to end, whatever both players do. No game proves this at present: a match whose rounds only seem to repeat plays on until a cap stops it.</source>
        <translation>وہ حفاظتی قاعدہ جو ایسے میچ کے لیے رکھا گیا ہے جس کا کبھی ختم نہ ہونا ثابت ہو، دونوں کھلاڑی کچھ بھی کریں۔ فی الحال کوئی کھیل یہ ثابت نہیں کرتا: جس میچ کے دور صرف دہراتے ہوئے لگتے ہیں، وہ تب تک چلتا ہے جب تک کوئی حد اسے روک نہ دے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>G-4, deadlock</source>
        <translation>G-4، تعطل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The guard of Bheri Bakri that proves that no throw of the cowries gives either side a legal move, so the position can never change again.</source>
        <translation>Bheri Bakri کا وہ حفاظتی قاعدہ جو ثابت کرتا ہے کہ کوڑیوں کی کوئی بھی پھینک کسی بھی فریق کو جائز چال نہیں دیتی، اس لیے حالت پھر کبھی نہیں بدل سکتی۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cowrie throw</source>
        <translation>کوڑیوں کی پھینک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bheri Bakri&apos;s dice: four cowries, counting those that land mouth up (1 pod, 2 do, 3 tin, 4 car); a throw with none up scores nothing. A throw is chance, not a turn.</source>
        <translation>Bheri Bakri کے پانسے: چار کوڑیاں، جن میں منہ اوپر گرنے والی گنی جاتی ہیں (1 پود، 2 دو، 3 تین، 4 چار)؛ ایک بھی اوپر نہ ہو تو پھینک کا کوئی عدد نہیں۔ پھینک اتفاق ہے، باری نہیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>micro-step</source>
        <translation>چھوٹا قدم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One small step inside a move in the Replay tab: a counter lifted, dropped or captured, a relay lap, a piece moved, a throw. Shift+Left and Shift+Right step through them.</source>
        <translation>ری پلے ٹیب میں کسی چال کے اندر ایک چھوٹا قدم: اٹھائی، ڈالی یا پکڑی گئی گوٹی، ایک ریلے چکر، چلایا گیا مہرہ، ایک پھینک۔ Shift+Left اور Shift+Right ان میں آگے پیچھے لے جاتے ہیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>seed</source>
        <translation>بیج (seed)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number from which all the chance of an experiment is drawn. The same seed, reading and agents give exactly the same matches on any computer.</source>
        <translation>وہ عدد جس سے کسی تجربے کا سارا اتفاق نکالا جاتا ہے۔ وہی بیج، قراءت اور ایجنٹ کسی بھی کمپیوٹر پر بالکل وہی میچ دیتے ہیں۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match is still going on. Every match of a result has one of the other end reasons.</source>
        <translation>میچ ابھی جاری ہے۔ کسی نتیجے کے ہر میچ کی اختتام کی وجہ ان میں سے کوئی دوسری ہوتی ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match reached its end and has a result: by the reading&apos;s own rules alone, or with one or more rounds that a proven stall (G-2) settled by the reading&apos;s stall rule. How it ended (by rule, or by a proven guard) tells the two apart; only matches ended by rule say what the rules themselves decide.</source>
        <translation>میچ اپنے اختتام تک پہنچا اور اس کا نتیجہ ہے: صرف قراءت کے اپنے قواعد سے، یا ایسے ایک یا زیادہ دوروں کے ساتھ جنہیں ثابت شدہ رکاوٹ (G-2) کے بعد قراءت کے رکاوٹ کے قاعدے نے طے کیا۔ یہ کیسے ختم ہوا (قاعدے سے، یا ثابت شدہ حفاظتی قاعدے سے) دونوں کو الگ بتاتا ہے؛ صرف قاعدے سے ختم ہونے والے میچ بتاتے ہیں کہ قواعد خود کیا طے کرتے ہیں۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A relay came back to exactly a state it had already been in, so the sowing would go round for ever (proven, guard G-1). The match stops without a result.</source>
        <translation>ایک ریلے ٹھیک اسی حالت میں لوٹ آیا جس میں وہ پہلے رہ چکا تھا، اس لیے بوائی ہمیشہ گھومتی رہتی (ثابت شدہ، حفاظتی قاعدہ G-1)۔ میچ بغیر نتیجے کے رک جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From the position, no capture and no end of the round by its rules can be reached, whatever both sides play (proven by a full search, guard G-2). The reading&apos;s stall option then shares out the board or leaves the match undecided.</source>
        <translation>اس حالت سے نہ کوئی قبضہ اور نہ قواعد کے مطابق دور کا اختتام پہنچ میں ہے، دونوں فریق کچھ بھی کھیلیں (مکمل تلاش سے ثابت شدہ، حفاظتی قاعدہ G-2)۔ تب قراءت کا اسٹال اختیار بساط بانٹ دیتا ہے یا میچ کو غیر فیصلہ کن چھوڑ دیتا ہے۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It would be proven that the rules can never end the whole match, whatever both players do (guard G-3), and the match would stop undecided. No game proves this at present, so no match ends this way: a match whose rounds only seem to repeat plays on until a cap stops it.</source>
        <translation>یہ ثابت ہوتا کہ قواعد پورے میچ کو کبھی ختم نہیں کر سکتے، دونوں کھلاڑی کچھ بھی کریں (حفاظتی قاعدہ G-3)، اور میچ غیر فیصلہ کن رک جاتا۔ فی الحال کوئی کھیل یہ ثابت نہیں کرتا، اس لیے کوئی میچ اس طرح ختم نہیں ہوتا: جس میچ کے دور صرف دہراتے ہوئے لگتے ہیں، وہ تب تک چلتا ہے جب تک کوئی حد اسے روک نہ دے۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bheri Bakri: no throw of the cowries gives either side a legal move, so the position can never change again (proven, guard G-4). The match has no winner.</source>
        <translation>Bheri Bakri: کوڑیوں کی کوئی بھی پھینک کسی بھی فریق کو جائز چال نہیں دیتی، اس لیے حالت پھر کبھی نہیں بدل سکتی (ثابت شدہ، حفاظتی قاعدہ G-4)۔ میچ کا کوئی فاتح نہیں ہوتا۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One of RuleLab&apos;s caps on turns, throws, relay laps or rounds stopped the match. This says only that it had not ended within that many; it proves nothing about how it would end.</source>
        <translation>باریوں، پھینکوں، ریلے چکروں یا دوروں پر RuleLab کی کسی حد نے میچ روک دیا۔ اس سے صرف یہ پتا چلتا ہے کہ وہ اتنے کے اندر ختم نہیں ہوا تھا؛ وہ کیسے ختم ہوتا، اس بارے میں یہ کچھ ثابت نہیں کرتا۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a reading that reproduces Ludii&apos;s program, Ludii&apos;s own limit (2,500 turns or 10,000 moves) stopped the match, as Ludii would. Like a cap, it proves nothing.</source>
        <translation>Ludii کے پروگرام کو دہرانے والی قراءت میں، Ludii کی اپنی حد (2,500 باریاں یا 10,000 چالیں) نے میچ روک دیا، جیسے Ludii کرتا۔ حد کی طرح، یہ کچھ ثابت نہیں کرتی۔</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first of the three ways a match ends: the reading&apos;s rules ended it, and every round of it.</source>
        <translation>میچ ختم ہونے کے تین طریقوں میں پہلا: قراءت کے قواعد نے اسے، اور اس کے ہر دور کو، ختم کیا۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A guard proved that the rules could no longer end the match, or one of its rounds, and the guard&apos;s rule settled it (a perpetual relay, a stalled round, a deadlock).</source>
        <translation>کسی حفاظتی قاعدے نے ثابت کیا کہ قواعد اب میچ کو، یا اس کے کسی دور کو، ختم نہیں کر سکتے، اور حفاظتی قاعدے نے اسے نمٹایا (لامتناہی ریلے، رکا ہوا دور، تعطل)۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A cap or Ludii&apos;s limit stopped the match: it did not end within N. The three ways of ending add up to all the matches.</source>
        <translation>کسی حد یا Ludii کی حد نے میچ روک دیا: وہ N کے اندر ختم نہیں ہوا۔ اختتام کے تینوں طریقے مل کر تمام میچ بنتے ہیں۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matches won by the player who started.</source>
        <translation>وہ میچ جو شروع کرنے والے کھلاڑی نے جیتے۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches won by the player who did not start.</source>
        <translation>وہ میچ جو شروع نہ کرنے والے کھلاڑی نے جیتے۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches that ended level, neither player winning.</source>
        <translation>وہ میچ جو برابری پر ختم ہوئے، کوئی کھلاڑی نہیں جیتا۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches without a result: a guard or a cap ended them before the rules named a winner.</source>
        <translation>بغیر نتیجے والے میچ: قواعد کے فاتح طے کرنے سے پہلے کسی حفاظتی قاعدے یا حد نے انہیں ختم کر دیا۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Matches won by seat 0, the first side in the game&apos;s list of players (such as South or Goats), whoever started.</source>
        <translation>نشست 0 کے جیتے ہوئے میچ، جو کھیل کی کھلاڑیوں کی فہرست میں پہلا فریق ہے (جیسے جنوب یا بکریاں)، چاہے کسی نے بھی شروع کیا ہو۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matches won by seat 1, the other side, whoever started.</source>
        <translation>نشست 1، یعنی دوسرے فریق، کے جیتے ہوئے میچ، چاہے کسی نے بھی شروع کیا ہو۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The share of matches that the reading&apos;s own rules brought to an end, every round included. A low value means the rules, read this way, often cannot finish a game.</source>
        <translation>ان میچوں کا حصہ جنہیں قراءت کے اپنے قواعد نے، ہر دور سمیت، انجام تک پہنچایا۔ کم قدر کا مطلب ہے کہ اس طرح پڑھے گئے قواعد اکثر کھیل مکمل نہیں کر پاتے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The share of matches ended because a guard proved that the rules could no longer end the match, or one of its rounds.</source>
        <translation>ان میچوں کا حصہ جو اس لیے ختم ہوئے کہ کسی حفاظتی قاعدے نے ثابت کیا کہ قواعد اب میچ کو، یا اس کے کسی دور کو، ختم نہیں کر سکتے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The share of matches stopped by a cap or by Ludii&apos;s limit. Completion, the share ended by a proven guard and this share add up to 1.</source>
        <translation>کسی حد یا Ludii کی حد سے رکے میچوں کا حصہ۔ تکمیل، ثابت شدہ حفاظتی قاعدے سے ختم میچوں کا حصہ اور یہ حصہ مل کر 1 بنتے ہیں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Among the matches the rules ended, the share that were drawn.</source>
        <translation>قواعد سے ختم ہونے والے میچوں میں برابری والے میچوں کا حصہ۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first mover&apos;s average points over the matches the rules ended: 1 for a win, 0.5 for a draw, 0 for a loss. 0.5 means that starting gives no advantage.</source>
        <translation>قواعد سے ختم ہونے والے میچوں میں پہلے چلنے والے کے اوسط پوائنٹ: جیت پر 1، برابری پر 0.5، ہار پر 0۔ 0.5 کا مطلب ہے کہ پہل کرنے سے کوئی فائدہ نہیں ملتا۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ludii&apos;s version of the first mover&apos;s points, over every match: a match without a winner, even one stopped at a limit, counts as a draw. Use it to set RuleLab&apos;s numbers beside Ludii&apos;s.</source>
        <translation>پہلے چلنے والے کے پوائنٹس کا Ludii والا روپ، تمام میچوں پر: بغیر فاتح والا میچ، حد پر رکا ہوا بھی، برابری گنا جاتا ہے۔ RuleLab کے اعداد کو Ludii کے اعداد کے ساتھ رکھنے کے لیے اسے استعمال کریں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How evenly the two seats win, over every match: 1 minus the difference between the seats&apos; shares of wins. 1 means both seats win equally often.</source>
        <translation>تمام میچوں پر دونوں نشستیں کتنی برابری سے جیتتی ہیں: 1 میں سے نشستوں کی جیت کے حصوں کا فرق گھٹا کر۔ 1 کا مطلب ہے کہ دونوں نشستیں برابر بار جیتتی ہیں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Among the matches the rules ended, the share won by the player who started.</source>
        <translation>قواعد سے ختم ہونے والے میچوں میں شروع کرنے والے کھلاڑی کے جیتے ہوئے میچوں کا حصہ۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Among the matches the rules ended, the share won by the player who did not start.</source>
        <translation>قواعد سے ختم ہونے والے میچوں میں شروع نہ کرنے والے کھلاڑی کے جیتے ہوئے میچوں کا حصہ۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the two seats have different agents: the share of all matches won by the first agent given, whichever seat it sat in.</source>
        <translation>جب دونوں نشستوں پر الگ الگ ایجنٹ ہوں: پہلے دیے گئے ایجنٹ کے جیتے ہوئے تمام میچوں کا حصہ، وہ کسی بھی نشست پر بیٹھا ہو۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the two seats have different agents: the share of all matches won by the second agent given, whichever seat it sat in.</source>
        <translation>جب دونوں نشستوں پر الگ الگ ایجنٹ ہوں: دوسرے دیے گئے ایجنٹ کے جیتے ہوئے تمام میچوں کا حصہ، وہ کسی بھی نشست پر بیٹھا ہو۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many legal moves a player had, on average, when it was his turn to decide. More moves mean more choice.</source>
        <translation>فیصلے کی باری آنے پر کھلاڑی کے پاس اوسطاً کتنی جائز چالیں تھیں۔ زیادہ چالوں کا مطلب ہے زیادہ انتخاب۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The share of decisions at which the player had exactly one legal move, and so no real choice.</source>
        <translation>ان فیصلوں کا حصہ جن میں کھلاڑی کے پاس ٹھیک ایک جائز چال تھی، اور اس لیے کوئی حقیقی انتخاب نہیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Captures per player decision, over all the matches.</source>
        <translation>تمام میچوں پر، کھلاڑی کے فی فیصلہ قبضے۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How often, on average, the lead by score passes from one player to the other in a match; a tie keeps the previous leader. Many changes suggest a game that stays open.</source>
        <translation>ایک میچ میں پوائنٹس کی برتری اوسطاً کتنی بار ایک کھلاڑی سے دوسرے کے پاس جاتی ہے؛ برابری ہونے پر پچھلا آگے والا برقرار رہتا ہے۔ کئی تبدیلیاں ایسے کھیل کی نشانی ہیں جو آخر تک کھلا رہتا ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Over the matches the rules ended: the first mover&apos;s final score minus the second mover&apos;s, on average.</source>
        <translation>قواعد سے ختم ہونے والے میچوں پر: پہلے چلنے والے کے آخری اسکور میں سے دوسرے چلنے والے کا اسکور گھٹا کر، اوسطاً۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a comparison: the whole table of wins of each player, draws and undecided matches, tested at once for any difference between two readings.</source>
        <translation>موازنے میں: ہر کھلاڑی کی جیت، برابری اور غیر فیصلہ کن میچوں کی پوری جدول، جسے دو قراءتوں کے درمیان کسی بھی فرق کے لیے ایک ساتھ جانچا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a comparison: the whole table of how the matches ended, tested at once for any difference between two readings.</source>
        <translation>موازنے میں: میچ کیسے ختم ہوئے اس کی پوری جدول، جسے دو قراءتوں کے درمیان کسی بھی فرق کے لیے ایک ساتھ جانچا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>95% interval</source>
        <translation>95% وقفہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A range that would hold the true value in 95 of 100 repetitions of the experiment. Every number RuleLab reports has one; more matches make it narrower.</source>
        <translation>قدروں کا ایک دائرہ جس میں تجربہ 100 بار دہرانے پر 95 بار اصل قدر ہوگی۔ RuleLab کے بتائے ہر عدد کے ساتھ ایک ہوتا ہے؛ زیادہ میچ اسے تنگ کرتے ہیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>p-value</source>
        <translation>p-قدر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chance of a difference at least as large as the one seen if the two readings really played alike. Below 0.05 the difference is called significant.</source>
        <translation>اگر دونوں قراءتیں واقعی ایک جیسی کھیلتیں، تو دیکھے گئے فرق جتنا یا اس سے بڑا فرق آنے کا امکان۔ 0.05 سے کم ہونے پر فرق کو معنی خیز کہا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonferroni adjustment</source>
        <translation>بونفیرونی ایڈجسٹمنٹ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When many differences are tested, some look significant by chance. Bonferroni&apos;s method multiplies each p-value of a family of m tests (one metric across the pairs of readings, or the primary metrics together) by m, and widens each interval to level 1 - 0.05/m, so that the chance of any false alarm stays at most 5% and an adjusted p and its interval agree.</source>
        <translation>جب بہت سے فرق جانچے جاتے ہیں تو کچھ اتفاق سے معنی خیز دکھائی دیتے ہیں۔ بونفیرونی کا طریقہ m جانچوں کے ایک خاندان (قراءتوں کے تمام جوڑوں پر ایک پیمانہ، یا بنیادی پیمانے ایک ساتھ) کی ہر p-قدر کو m سے ضرب دیتا ہے اور ہر وقفے کو 1 - 0.05/m کی سطح تک چوڑا کرتا ہے، تاکہ کسی بھی غلط انتباہ کا امکان زیادہ سے زیادہ 5% رہے اور ایڈجسٹ شدہ p اور اس کا وقفہ آپس میں متفق ہوں۔</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>score test and interval of two shares</source>
        <translation>دو حصوں کی اسکور جانچ اور وقفہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tests whether two shares differ (the continuity-corrected score test, which is Yates&apos; chi-square test of the 2x2 table), and gives the interval of their difference by asking the same test of every other difference, so the interval leaves out 0 exactly when p is below 0.05. It errs on the cautious side with few matches.</source>
        <translation>جانچتا ہے کہ دو حصے مختلف ہیں یا نہیں (تسلسل سے درست کی گئی اسکور جانچ، جو 2x2 جدول کی ییٹس کائی مربع جانچ ہے)، اور ان کے فرق کا وقفہ ہر دوسرے فرق پر یہی جانچ لگا کر دیتا ہے، اس لیے وقفہ 0 کو ٹھیک اسی وقت چھوڑتا ہے جب p 0.05 سے کم ہو۔ کم میچوں میں یہ احتیاط کی طرف جھکتی ہے۔</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>permutation test of two means</source>
        <translation>دو اوسطوں کا ترتیبِ نو ٹیسٹ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used instead of the Welch t test when a reading has fewer than 2,000 matches: the matches of both readings are shuffled between them 9,999 times, and p is the share of shuffles whose Welch t is at least as far from 0 as the readings&apos; own. It holds its 5% for skewed lengths, where the t distribution does not; the interval is read off the same shuffles.</source>
        <translation>جب کسی قراءت کے 2,000 سے کم میچ ہوں تو Welch t ٹیسٹ کی جگہ استعمال ہوتا ہے: دونوں قراءتوں کے میچ ان کے درمیان 9,999 بار پھینٹے جاتے ہیں، اور p ان پھینٹوں کا حصہ ہے جن کا Welch t کم از کم اتنا ہی 0 سے دور ہو جتنا قراءتوں کا اپنا۔ یہ ترچھی لمبائیوں پر بھی اپنا 5% قائم رکھتا ہے، جہاں t تقسیم نہیں رکھتی؛ وقفہ انہی پھینٹوں سے پڑھا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>permutation test of dominance</source>
        <translation>غلبے کا ترتیبِ نو ٹیسٹ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Brunner-Munzel test with its p-value from 9,999 shuffles of the matches between the two readings, used when a reading has fewer than 2,000 matches: exact with many tied lengths.</source>
        <translation>Brunner-Munzel ٹیسٹ، جس کی p-قدر دونوں قراءتوں کے درمیان میچوں کے 9,999 پھینٹوں سے آتی ہے؛ جب کسی قراءت کے 2,000 سے کم میچ ہوں تب استعمال ہوتا ہے: بہت سی برابر لمبائیوں کے ساتھ بھی درست۔</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Balance test</source>
        <translation>توازن جانچ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compares the Balance of two readings: their seat imbalances are equal in size when they are equal or mirror images, so a difference is declared only when both are rejected (a Welch t test of each, on the same standard error as the interval). Equal values give p = 1.</source>
        <translation>دو قراءتوں کے توازن کا موازنہ کرتا ہے: ان کی نشستوں کا عدم توازن جسامت میں برابر ہوتا ہے جب وہ برابر ہوں یا ایک دوسرے کا آئینہ ہوں، اس لیے فرق تبھی کہا جاتا ہے جب دونوں رد ہوں (ہر ایک کی ویلچ t جانچ، وقفے والی ہی معیاری غلطی پر)۔ برابر قدریں p = 1 دیتی ہیں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>n/a (no matches to rest on)</source>
        <translation>دستیاب نہیں (ٹکنے کے لیے کوئی میچ نہیں)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A metric none of whose matches exist in a reading, such as the first mover&apos;s win rate when no match ended by the rules: it has no value (not 0), and a comparison of it has no test.</source>
        <translation>ایسا پیمانہ جس کے کوئی میچ کسی قرأت میں موجود نہ ہوں، جیسے پہلے چلنے والے کی جیت کی شرح جب کوئی میچ قواعد سے ختم نہ ہوا ہو: اس کی کوئی قدر نہیں (0 نہیں)، اور اس کے موازنے کی کوئی جانچ نہیں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The interval and t test of a ratio of totals, such as legal moves per decision, each match counting as one unit.</source>
        <translation>کل جمعوں کے تناسب کا وقفہ اور t جانچ، جیسے فی فیصلہ جائز چالیں، ہر میچ ایک اکائی گنا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Wilson interval</source>
        <translation>ولسن وقفہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 95% interval of a share, such as a win rate, used from 50 matches on.</source>
        <translation>کسی حصے (جیسے جیت کی شرح) کا 95% وقفہ، 50 میچوں سے آگے استعمال ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clopper-Pearson interval</source>
        <translation>کلوپر-پیئرسن وقفہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The exact 95% interval of a share, used below 50 matches, where the usual approximations are poor.</source>
        <translation>کسی حصے کا درست 95% وقفہ، 50 سے کم میچوں پر استعمال ہوتا ہے، جہاں عام تخمینے کمزور ہوتے ہیں۔</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Student t interval</source>
        <translation>اسٹوڈنٹ t وقفہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 95% interval of a mean, such as the mean turns per match, from the spread of the single matches&apos; values.</source>
        <translation>کسی اوسط (جیسے فی میچ اوسط باریاں) کا 95% وقفہ، الگ الگ میچوں کی قدروں کے پھیلاؤ سے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Welch t interval and test</source>
        <translation>ویلچ t وقفہ اور جانچ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The difference between two means with its interval and test, without assuming that both readings vary equally.</source>
        <translation>دو اوسطوں کا فرق، اس کے وقفے اور جانچ کے ساتھ، یہ فرض کیے بغیر کہ دونوں قراءتوں میں برابر اتار چڑھاؤ ہے۔</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Brunner-Munzel test (dominance)</source>
        <translation>برونر-منزل جانچ (غلبہ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tests whether the matches of one reading tend to be longer than those of the other (the question of the Mann-Whitney test), without assuming that both have the same shape.</source>
        <translation>جانچتا ہے کہ آیا ایک قراءت کے میچ دوسری کے میچوں سے لمبے ہونے کا رجحان رکھتے ہیں (مین-وٹنی جانچ کا سوال)، یہ فرض کیے بغیر کہ دونوں کی شکل ایک جیسی ہے۔</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>exact separation</source>
        <translation>مکمل علیحدگی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When every match of one reading is longer than every match of the other, the dominance test cannot be computed; RuleLab then gives the exact permutation p-value, 2 / C(n1 + n2, n1), and no interval.</source>
        <translation>جب ایک قراءت کا ہر میچ دوسری کے ہر میچ سے لمبا ہو تو غلبے کی جانچ کا حساب نہیں ہو سکتا؛ تب RuleLab درست ترتیبی p-قدر، 2 / C(n1 + n2, n1)، دیتا ہے اور کوئی وقفہ نہیں۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bootstrap interval of medians</source>
        <translation>وسطانیوں کا بوٹ اسٹریپ وقفہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The difference between two medians, with an interval from 20,000 resamplings of the matches (always the same draws); there is no test.</source>
        <translation>دو وسطانیوں کا فرق، میچوں کے 20,000 دوبارہ نمونوں سے بنے وقفے کے ساتھ (ہر بار وہی انتخاب)؛ اس کی کوئی جانچ نہیں ہے۔</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>delta method</source>
        <translation>ڈیلٹا طریقہ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>permutation test of two ratios</source>
        <translation>دو تناسبوں کا ترتیبِ نو ٹیسٹ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The delta method&apos;s t of two ratios of totals with its p-value from 9,999 shuffles of the matches between the readings, used when a reading has fewer than 2,000 matches.</source>
        <translation>دو مجموعی تناسبوں کا ڈیلٹا طریقے والا t، جس کی p-قدر قراءتوں کے درمیان میچوں کے 9,999 پھینٹوں سے آتی ہے؛ جب کسی قراءت کے 2,000 سے کم میچ ہوں تب استعمال ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chi-square test</source>
        <translation>کائی مربع جانچ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tests whether a whole table of counts (outcomes, or end reasons) differs between two readings. It gives no interval.</source>
        <translation>جانچتا ہے کہ آیا گنتیوں کی پوری جدول (نتائج، یا اختتام کی وجوہات) دو قراءتوں کے درمیان مختلف ہے۔ یہ کوئی وقفہ نہیں دیتا۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exact conditional test (Monte Carlo)</source>
        <translation>درست مشروط جانچ (مونٹے کارلو)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used instead of the chi-square test when an expected count is below 5: 20,000 random tables with the same totals are drawn, and p is never below 1/20,001.</source>
        <translation>جب کوئی متوقع گنتی 5 سے کم ہو تو کائی مربع جانچ کی جگہ استعمال ہوتا ہے: یکساں مجموعوں والی 20,000 بے ترتیب جدولیں نکالی جاتی ہیں، اور p کبھی 1/20,001 سے کم نہیں ہوتا۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>equivalence test (TOST)</source>
        <translation>مساوات کی جانچ (TOST)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a margin, two one-sided tests that the difference lies within plus or minus the margin. A small p supports &apos;the readings differ by less than the margin&apos;.</source>
        <translation>کسی حاشیے کے ساتھ، دو یک طرفہ جانچیں کہ فرق جمع یا منفی حاشیے کے اندر ہے۔ چھوٹا p اس بات کی تائید کرتا ہے کہ &apos;قراءتوں میں حاشیے سے کم فرق ہے&apos;۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>random player (random)</source>
        <translation>بے ترتیب کھلاڑی (random)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picks any legal move with equal chance. The default: it shows what the rules allow, not what skilled players would do.</source>
        <translation>کوئی بھی جائز چال برابر امکان سے چنتا ہے۔ یہ طے شدہ ہے: یہ دکھاتا ہے کہ قواعد کیا اجازت دیتے ہیں، نہ کہ ماہر کھلاڑی کیا کرتے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>greedy player (greedy)</source>
        <translation>لالچی کھلاڑی (greedy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picks the move that gains the most score at once, choosing at random among equals; it never looks further ahead.</source>
        <translation>وہ چال چنتا ہے جو فوراً سب سے زیادہ اسکور دلائے، برابر چالوں میں سے بے ترتیب چنتے ہوئے؛ وہ کبھی آگے نہیں دیکھتا۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Monte Carlo tree search (mcts:N)</source>
        <translation>مونٹے کارلو درختی تلاش (mcts:N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays N quick random games from the position for each decision and picks the move that did best (1,000 when N is left out). More playouts play better, and more slowly.</source>
        <translation>ہر فیصلے کے لیے حالت سے N تیز بے ترتیب کھیل کھیلتا ہے اور سب سے اچھا کرنے والی چال چنتا ہے (N نہ دینے پر 1,000)۔ زیادہ پلے آؤٹ بہتر، مگر آہستہ کھیلتے ہیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>look-ahead search (search:D)</source>
        <translation>آگے دیکھنے والی تلاش (search:D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looks D steps ahead (throws count as steps), assuming both sides play their best and averaging over the throws, and picks the move with the best score difference; a win counts more than any score. Depth 4 when D is left out.</source>
        <translation>D قدم آگے دیکھتا ہے (پھینکیں بھی قدم گنی جاتی ہیں)، یہ فرض کر کے کہ دونوں فریق بہترین کھیلتے ہیں اور پھینکوں پر اوسط لے کر، اور بہترین اسکور فرق والی چال چنتا ہے؛ جیت کسی بھی اسکور سے زیادہ گنی جاتی ہے۔ D نہ دینے پر گہرائی 4۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>look-ahead search with a budget (search:D:NODES)</source>
        <translation>بجٹ کے ساتھ آگے دیکھنے والی تلاش (search:D:NODES)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same look-ahead, examining at most NODES positions for one move (2,000,000 by default); past that it judges positions by their score, so no move takes unbounded time.</source>
        <translation>وہی آگے دیکھنا، مگر ایک چال کے لیے زیادہ سے زیادہ NODES حالتیں جانچتے ہوئے (طے شدہ 2,000,000)؛ اس کے بعد حالتوں کو ان کے اسکور سے پرکھتا ہے، تاکہ کوئی چال لامحدود وقت نہ لے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>swap seats</source>
        <translation>نشستیں بدلنا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With two different agents, every other match swaps their seats, so that the advantage of starting and the strength of an agent can be told apart.</source>
        <translation>دو مختلف ایجنٹوں کے ساتھ، ہر دوسرے میچ میں ان کی نشستیں بدل دی جاتی ہیں، تاکہ پہل کا فائدہ اور ایجنٹ کی طاقت الگ الگ پہچانی جا سکے۔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>state</source>
        <translation>حالت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One position of the game with everything that decides what can happen next: the board, the player to move, and whatever the rules remember.</source>
        <translation>کھیل کی ایک حالت، اس سب کے ساتھ جو طے کرتا ہے کہ آگے کیا ہو سکتا ہے: بساط، چلنے والا کھلاڑی، اور جو کچھ قواعد یاد رکھتے ہیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>edge</source>
        <translation>کنارہ (edge)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move, or an outcome of chance, leading from one state to another.</source>
        <translation>ایک چال، یا اتفاق کا ایک نتیجہ، جو ایک حالت سے دوسری تک لے جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chance state</source>
        <translation>اتفاقی حالت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A state where chance decides, such as a throw of the cowries; its edges carry exact probabilities. Drawn as a diamond.</source>
        <translation>ایسی حالت جہاں اتفاق فیصلہ کرتا ہے، جیسے کوڑیوں کی پھینک؛ اس کے کناروں پر درست احتمالات ہوتے ہیں۔ ہیرے کی شکل میں دکھائی جاتی ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>end state</source>
        <translation>اختتامی حالت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A state in which the match is over. Drawn as a square.</source>
        <translation>ایسی حالت جس میں میچ ختم ہو چکا ہے۔ مربع کی شکل میں دکھائی جاتی ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>depth</source>
        <translation>گہرائی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many moves and throws a state lies from the start, by the shortest way.</source>
        <translation>سب سے چھوٹے راستے سے، کوئی حالت آغاز سے کتنی چالیں اور پھینکیں دور ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>frontier (not expanded)</source>
        <translation>سرحد (پھیلائی نہیں گئی)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>States found but not explored further because the limit (Max states) was reached. The graph is then incomplete and cannot be solved.</source>
        <translation>ملی ہوئی مگر آگے نہ کھوجی گئی حالتیں، کیونکہ حد (زیادہ سے زیادہ حالتیں) پوری ہو گئی تھی۔ تب گراف نامکمل ہے اور حل نہیں کیا جا سکتا۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strongly connected component</source>
        <translation>مضبوطی سے جڑا جز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A group of states each of which can be reached from every other. The component graph draws each group as one node.</source>
        <translation>حالتوں کا ایک گروہ جس میں ہر حالت تک ہر دوسری سے پہنچا جا سکتا ہے۔ اجزا کا گراف ہر گروہ کو ایک نوڈ کی صورت میں بناتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cyclic component</source>
        <translation>چکری جز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A component in which play can go round for ever, coming back to the same states. The graph counts them and the states on such cycles.</source>
        <translation>ایسا جز جس میں کھیل ہمیشہ گھومتا رہ سکتا ہے، انہی حالتوں پر لوٹتے ہوئے۔ گراف انہیں اور ایسے چکروں پر موجود حالتوں کو گنتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dead state</source>
        <translation>مردہ حالت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A state from which no end of the match can be reached, whatever is played.</source>
        <translation>ایسی حالت جہاں سے میچ کے کسی اختتام تک نہیں پہنچا جا سکتا، کچھ بھی کھیلا جائے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>retrograde analysis</source>
        <translation>معکوس تجزیہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solving a game without chance backwards from its ends, to find the result of every state under best play by both sides.</source>
        <translation>اتفاق سے خالی کھیل کو اس کے اختتاموں سے پیچھے کی طرف حل کرنا، تاکہ دونوں فریقوں کے بہترین کھیل میں ہر حالت کا نتیجہ ملے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>value iteration</source>
        <translation>قدر کی تکرار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solving a game with chance: every state&apos;s chance of winning is improved step by step until it no longer changes.</source>
        <translation>اتفاق والے کھیل کو حل کرنا: ہر حالت کے جیتنے کے امکان کو قدم بہ قدم بہتر کیا جاتا ہے یہاں تک کہ وہ بدلنا بند کر دے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exact value</source>
        <translation>درست قدر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the start is worth under best play by both sides: who wins and by how much or, with chance, the exact probability that the first seat wins. Only complete graphs can be solved.</source>
        <translation>دونوں فریقوں کے بہترین کھیل میں آغاز کی قدر: کون جیتتا ہے اور کتنے سے، یا اتفاق ہو تو پہلی نشست کے جیتنے کا درست احتمال۔ صرف مکمل گراف حل کیے جا سکتے ہیں۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>neither side can force an end</source>
        <translation>کوئی بھی فریق اختتام پر مجبور نہیں کر سکتا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under best play the side that would lose keeps play going round a cycle (shown as ∞). It does not mean that the round can never end: a capture may still be reachable.</source>
        <translation>بہترین کھیل میں ہارنے والا فریق کھیل کو ایک چکر میں گھماتا رہتا ہے (∞ کی صورت میں دکھایا گیا)۔ اس کا مطلب یہ نہیں کہ دور کبھی ختم نہیں ہو سکتا: کوئی قبضہ اب بھی پہنچ میں ہو سکتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round-level graph</source>
        <translation>دور کی سطح کا گراف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For matches of many rounds: one node for each way a round was set up (live holes, Bhadar, bha), edges for how often one led to another, ending in the ends of the matches.</source>
        <translation>کئی دوروں والے میچوں کے لیے: کسی دور کی ہر ابتدائی ترتیب (زندہ گڑھے، بھدر، بھا) کے لیے ایک نوڈ، اور کنارے جو بتاتے ہیں کہ ایک ترتیب کتنی بار دوسری تک لے گئی، جو میچوں کے اختتاموں پر ختم ہوتے ہیں۔</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A turn is one decision by a player; throws and other events of chance are not turns.</source>
        <translation>ایک باری کسی کھلاڑی کا ایک فیصلہ ہے؛ پھینکیں اور اتفاق کے دوسرے واقعات باریاں نہیں ہیں۔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A lap is one stretch of sowing (the first sowing of a move, or a relay); in games without laps, each move counts as one.</source>
        <translation>ایک چکر بوائی کا ایک حصہ ہے (کسی چال کی پہلی بوائی، یا ایک ریلے)؛ بغیر چکروں والے کھیلوں میں ہر چال ایک گنی جاتی ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rounds are counted when they start; a game of a single round counts 1.</source>
        <translation>دور شروع ہونے پر گنے جاتے ہیں؛ ایک ہی دور والا کھیل 1 گنا جاتا ہے۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the average per match, with a Student t interval.</source>
        <translation>یہ فی میچ اوسط ہے، اسٹوڈنٹ t وقفے کے ساتھ۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The median: half of the matches are shorter and half longer. Its interval rests on the sorted values alone, whatever their shape.</source>
        <translation>وسطانیہ: آدھے میچ اس سے چھوٹے اور آدھے لمبے ہوتے ہیں۔ اس کا وقفہ صرف ترتیب دی گئی قدروں پر مبنی ہے، ان کی شکل جو بھی ہو۔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The 10th percentile: one match in ten is shorter than this.</source>
        <translation>دسواں فیصدیہ: دس میں سے ایک میچ اس سے چھوٹا ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 90th percentile: one match in ten is longer than this.</source>
        <translation>نوےواں فیصدیہ: دس میں سے ایک میچ اس سے لمبا ہوتا ہے۔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a comparison: the chance that a match of the first reading is longer than one of the second, minus the chance that it is shorter. 0 means neither tends to be longer; 1 means every match of the first is longer.</source>
        <translation>موازنے میں: پہلی قراءت کے کسی میچ کے دوسری کے کسی میچ سے لمبا ہونے کا امکان، منفی اس کے چھوٹا ہونے کا امکان۔ 0 کا مطلب ہے کہ کوئی بھی لمبا ہونے کا رجحان نہیں رکھتا؛ 1 کا مطلب ہے کہ پہلی کا ہر میچ لمبا ہے۔</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The share of matches that ended this way. %1</source>
        <translation>اس طرح ختم ہونے والے میچوں کا حصہ۔ %1</translation>
    </message>
</context>
<context>
    <name>rulelab::integrity</name>
    <message>
        <location filename="../core/experiment/integrity.cpp" line="+33"/>
        <source>%1 was edited after it was written: its content no longer matches its checksum (integrity.summary_sha256), so none of its figures is used. Write the results again: run the experiment or the exploration again, or merge its shards again.</source>
        <translation>%1 لکھے جانے کے بعد تبدیل کیا گیا: اس کا مواد اب اس کے چیک سم (integrity.summary_sha256) سے مطابقت نہیں رکھتا، اس لیے اس کا کوئی عدد استعمال نہیں کیا جاتا۔ نتائج دوبارہ لکھیں: تجربہ یا چھان بین دوبارہ چلائیں، یا اس کے حصے دوبارہ جوڑیں۔</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: پڑھا نہیں جا سکتا: %2</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 has no integrity record (it was written before RuleLab checked its results): whether it or its files were edited cannot be checked. Write it again (run, explore or merge again) to have it checked.</source>
        <translation>%1 میں کوئی سالمیت ریکارڈ نہیں ہے (یہ RuleLab کے اپنے نتائج جانچنے سے پہلے لکھا گیا تھا): یہ یا اس کی فائلیں تبدیل ہوئیں یا نہیں، یہ جانچا نہیں جا سکتا۔ جانچ کے لیے اسے دوبارہ لکھیں (دوبارہ چلائیں، چھان بین کریں یا جوڑیں)۔</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 differs from the one %2 was written with (its SHA-256 is not the one integrity.files records): it was edited, truncated or comes from another run, so these results are not used. Put back the file written with it, or write the results again (run or merge again).</source>
        <translation>%1 اس فائل سے مختلف ہے جس کے ساتھ %2 لکھا گیا تھا (اس کا SHA-256 وہ نہیں جو integrity.files میں درج ہے): اسے تبدیل کیا گیا، کاٹا گیا یا یہ کسی دوسرے رن سے ہے، اس لیے یہ نتائج استعمال نہیں کیے جاتے۔ اس کے ساتھ لکھی گئی فائل واپس رکھیں، یا نتائج دوبارہ لکھیں (دوبارہ چلائیں یا جوڑیں)۔</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 was not written with %2 (integrity.files does not list it): it comes from another run, so these results are not used. Remove it, or write the results again (run or merge again).</source>
        <translation>%1، %2 کے ساتھ نہیں لکھی گئی تھی (integrity.files میں یہ درج نہیں ہے): یہ کسی دوسرے رن سے ہے، اس لیے یہ نتائج استعمال نہیں کیے جاتے۔ اسے ہٹائیں، یا نتائج دوبارہ لکھیں (دوبارہ چلائیں یا جوڑیں)۔</translation>
    </message>
</context>
<context>
    <name>rulelab::moves</name>
    <message>
        <location filename="../core/replay/board_text.cpp" line="-75"/>
        <source>%1, second half of %2</source>
        <translation>%1، %2 کا دوسرا آدھا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, first half of %2</source>
        <translation>%1، %2 کا پہلا آدھا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 credit</source>
        <translation>جمع شدہ %1</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>chance: %1 starts</source>
        <translation>اتفاق: %1 پہلے چلتا ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sows %2 (%3) clockwise</source>
        <translation>%1: %2 سے گھڑی کی سمت میں بوائی (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sows %2 (%3)</source>
        <translation>%1: %2 سے بوائی (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passes (nothing to sow)</source>
        <translation>%1: باری چھوڑی (بونے کو کچھ نہیں)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fills %2 with five</source>
        <translation>%1: %2 میں پانچ بھرے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fills %2 with %3</source>
        <translation>%1: %2 میں %3 بھرے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 makes %2 the bha</source>
        <translation>%1: %2 کو بھا بنایا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes %2 %3&apos;s bha</source>
        <translation>%1: %2 کو %3 کا بھا بنایا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move %1 (not legal here)</source>
        <translation>چال %1 (یہاں جائز نہیں)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chance: %1 start</source>
        <translation>اتفاق: %1 پہلے چلتی ہیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>throw: %1 (%2)</source>
        <translation>پھینک: %1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 move piece %2 from %3 off the board (%4)</source>
        <translation>%1: گوٹی %2، %3 سے بساط سے باہر (%4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 move piece %2 from %3 to %4 (%5)</source>
        <translation>%1: گوٹی %2، %3 سے %4 تک (%5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, capturing %1 piece %2</source>
        <translation>، گوٹی %2 (%1) پکڑی</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 give up the second half (%2)</source>
        <translation>%1: دوسرا آدھا چھوڑا (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 give up their remaining credits</source>
        <translation>%1: باقی جمع پھینکیں چھوڑیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 decline the throw of %2 (%3)</source>
        <translation>%1: %2 (%3) کی پھینک نہیں لی</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: no move (the match is over)</source>
        <translation>%1: کوئی چال نہیں (میچ ختم ہو چکا ہے)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: illegal move %2</source>
        <translation>%1: ناجائز چال %2</translation>
    </message>
</context>
<context>
    <name>rulelab::names</name>
    <message>
        <location filename="../core/experiment/display_names.cpp" line="+12"/>
        <source>not ended</source>
        <translation>ختم نہیں ہوا</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>ended by the rules</source>
        <translation>قواعد سے ختم</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>perpetual relay (proven, G-1)</source>
        <translation>لامتناہی ریلے (ثابت شدہ، G-1)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>finished with a result</source>
        <translation>نتیجے کے ساتھ ختم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stalled round (proven, G-2)</source>
        <translation>رکا ہوا دور (ثابت شدہ، G-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repeating match (proven, G-3)</source>
        <translation>دہراتا میچ (ثابت شدہ، G-3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadlock (proven, G-4)</source>
        <translation>تعطل (ثابت شدہ، G-4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+76"/>
        <source>stopped by a cap</source>
        <translation>حد سے روکا گیا</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>stopped at Ludii&apos;s limit</source>
        <translation>Ludii کی حد پر روکا گیا</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>completion (share ended by the rules)</source>
        <translation>تکمیل (قواعد سے ختم ہونے والے میچوں کا حصہ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share stopped by a cap</source>
        <translation>حد سے رکے میچوں کا حصہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first mover&apos;s points, rule-ended matches</source>
        <translation>پہلے چلنے والے کے پوائنٹ، قواعد سے ختم میچ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first mover&apos;s points, Ludii&apos;s count</source>
        <translation>پہلے چلنے والے کے پوائنٹ، Ludii کی گنتی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>balance between the seats</source>
        <translation>نشستوں کے درمیان توازن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of draws, rule-ended matches</source>
        <translation>برابری کا حصہ، قواعد سے ختم میچ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first mover&apos;s win rate, rule-ended matches</source>
        <translation>پہلے چلنے والے کی جیت کی شرح، قواعد سے ختم میچ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agent A&apos;s win rate</source>
        <translation>ایجنٹ A کی جیت کی شرح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agent B&apos;s win rate</source>
        <translation>ایجنٹ B کی جیت کی شرح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>legal moves per decision</source>
        <translation>فی فیصلہ جائز چالیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of forced decisions</source>
        <translation>مجبوری کے فیصلوں کا حصہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captures per decision</source>
        <translation>فی فیصلہ قبضے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean turns per match</source>
        <translation>فی میچ اوسط باریاں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean laps per match</source>
        <translation>فی میچ اوسط چکر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean rounds per match</source>
        <translation>فی میچ اوسط دور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean lead changes per match</source>
        <translation>فی میچ برتری کی اوسط تبدیلیاں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean final score margin</source>
        <translation>اوسط آخری اسکور فرق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second mover&apos;s win rate, rule-ended matches</source>
        <translation>دوسرے چلنے والے کی جیت کی شرح، قواعد سے ختم میچ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share ended by a proven guard</source>
        <translation>ثابت شدہ حفاظتی قاعدے سے ختم میچوں کا حصہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outcomes (the whole table of counts)</source>
        <translation>نتائج (گنتیوں کی پوری جدول)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end reasons (the whole table of counts)</source>
        <translation>اختتام کی وجوہات (گنتیوں کی پوری جدول)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>share of matches: %1</source>
        <translation>میچوں کا حصہ: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turns per match</source>
        <translation>فی میچ باریاں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>laps per match</source>
        <translation>فی میچ چکر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds per match</source>
        <translation>فی میچ دور</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median</source>
        <translation>وسطانیہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10th percentile</source>
        <translation>دسواں فیصدیہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>90th percentile</source>
        <translation>نوےواں فیصدیہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>which reading&apos;s matches are longer (dominance)</source>
        <translation>کس قراءت کے میچ لمبے ہیں (غلبہ)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, %2</source>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>first mover wins</source>
        <translation>پہلی چال والے کی جیت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second mover wins</source>
        <translation>دوسری چال والے کی جیت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws</source>
        <translation>برابری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undecided</source>
        <translation>غیر فیصلہ کن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first seat wins</source>
        <translation>پہلی نشست کی جیت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second seat wins</source>
        <translation>دوسری نشست کی جیت</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ended by a proven guard</source>
        <translation>ثابت شدہ حفاظتی قاعدے سے ختم</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>difference of shares, continuity-corrected score test (Yates) and the interval that inverts it</source>
        <translation>حصوں کا فرق، تسلسل سے درست کی گئی اسکور جانچ (ییٹس) اور اسے الٹنے والا وقفہ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>difference of Balance (|seat imbalance|), Welch t interval and intersection-union test (both d_a = d_b and d_a = -d_b rejected)</source>
        <translation>توازن کا فرق (|نشستوں کا عدم توازن|)، ویلچ t وقفہ اور تقاطع-اتحاد جانچ (d_a = d_b اور d_a = -d_b دونوں رد)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>difference of ratios, delta-method interval and t test (Welch-Satterthwaite degrees of freedom)</source>
        <translation>تناسبوں کا فرق، ڈیلٹا طریقہ وقفہ اور t جانچ (ویلچ-سیٹرتھ ویٹ آزادی کے درجے)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>difference of means, studentized permutation test of Welch&apos;s t (9,999 splits) and the interval inverting it</source>
        <translation>اوسطوں کا فرق، Welch کے t کا معیاری ترتیبِ نو ٹیسٹ (9,999 تقسیمیں) اور اسے الٹنے والا وقفہ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dominance P(first longer) - P(second longer), studentized permutation test of Brunner-Munzel&apos;s statistic (9,999 splits) and the interval inverting it</source>
        <translation>غلبہ P(پہلا لمبا) - P(دوسرا لمبا)، Brunner-Munzel کے شماریے کا معیاری ترتیبِ نو ٹیسٹ (9,999 تقسیمیں) اور اسے الٹنے والا وقفہ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>difference of ratios, studentized permutation test of the delta-method t (9,999 splits) and the interval inverting it</source>
        <translation>تناسبوں کا فرق، ڈیلٹا طریقے کے t کا معیاری ترتیبِ نو ٹیسٹ (9,999 تقسیمیں) اور اسے الٹنے والا وقفہ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no test: reading %1 has no matches this metric rests on</source>
        <translation>کوئی جانچ نہیں: قرأت %1 میں وہ میچ نہیں جن پر یہ پیمانہ ٹکا ہے</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no equivalence test: a reading has no matches this metric rests on</source>
        <translation>کوئی مساوات جانچ نہیں: کسی قرأت میں وہ میچ نہیں جن پر یہ پیمانہ ٹکا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no equivalence test: the row has no test (the same value in both readings, a duplicate, or too few matches)</source>
        <translation>کوئی مساوات جانچ نہیں: اس سطر کی کوئی جانچ نہیں (دونوں قراءتوں میں ایک ہی قدر، تکرار، یا بہت کم میچ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no equivalence test: the row has no standard error (medians, tables of counts)</source>
        <translation>کوئی مساوات جانچ نہیں: اس سطر کی کوئی معیاری غلطی نہیں (وسطانیے، گنتی کے جدول)</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>difference of means, Welch t interval and test</source>
        <translation>اوسطوں کا فرق، ویلچ t وقفہ اور جانچ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dominance P(first longer) - P(second longer), Brunner-Munzel interval and test</source>
        <translation>غلبہ P(پہلا لمبا) - P(دوسرا لمبا)، برونر-منزل وقفہ اور جانچ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dominance at its bound (every match of one reading longer than every match of the other): exact permutation test, no interval</source>
        <translation>حد پر غلبہ (ایک قراءت کا ہر میچ دوسری کے ہر میچ سے لمبا): قطعی تبدیلِ ترتیب جانچ، کوئی وقفہ نہیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>difference of medians, bootstrap interval, no test</source>
        <translation>وسطانیوں کا فرق، بوٹ اسٹریپ وقفہ، کوئی جانچ نہیں</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>chi-square test of homogeneity, no interval</source>
        <translation>یکسانیت کی کائی اسکوائر جانچ، کوئی وقفہ نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exact conditional test of homogeneity (Monte Carlo, 20000 tables with the observed totals; used when an expected count is below 5), no interval</source>
        <translation>یکسانیت کی قطعی مشروط جانچ (مونٹے کارلو، مشاہدہ شدہ میزانوں والی 20000 جدولیں؛ جب کوئی متوقع گنتی 5 سے کم ہو)، کوئی وقفہ نہیں</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no test: the same value in both readings</source>
        <translation>کوئی جانچ نہیں: دونوں قراءتوں میں ایک ہی قدر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no test of its own: the same hypothesis as another row</source>
        <translation>اپنی کوئی جانچ نہیں: کسی دوسری قطار جیسا ہی مفروضہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no test: a reading has no matches this metric rests on</source>
        <translation>کوئی جانچ نہیں: کسی قرأت میں وہ میچ نہیں جن پر یہ پیمانہ ٹکا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no test: neither reading has matches this metric rests on</source>
        <translation>کوئی جانچ نہیں: کسی بھی قرأت میں وہ میچ نہیں جن پر یہ پیمانہ ٹکا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no test</source>
        <translation>کوئی جانچ نہیں</translation>
    </message>
</context>
<context>
    <name>rulelab::publish</name>
    <message>
        <location filename="../core/publish/bundle.cpp" line="+106"/>
        <source>%1: not a summary of results (a JSON object)</source>
        <translation>%1: نتائج کا خلاصہ (JSON آبجیکٹ) نہیں ہے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1: the reading file &apos;%2&apos; of its experiment was not found: it is not in the bundle, and verify cannot re-run these results</source>
        <translation>%1: اس کے تجربے کی قراءت فائل &apos;%2&apos; نہیں ملی: وہ بنڈل میں نہیں ہے، اور verify ان نتائج کو دوبارہ نہیں چلا سکتا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the evidence file &apos;%2&apos; of its exploration was not found: it is not in the bundle, and verify cannot re-run these results</source>
        <translation>%1: اس کی چھان بین کی شہادت فائل &apos;%2&apos; نہیں ملی: وہ بنڈل میں نہیں ہے، اور verify ان نتائج کو دوبارہ نہیں چلا سکتا</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1: no methods text (%2)</source>
        <translation>%1: طریقِ کار کا کوئی متن نہیں (%2)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: figures left out (%2)</source>
        <translation>%1: اشکال چھوڑ دی گئیں (%2)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>no results to bundle</source>
        <translation>بنڈل کرنے کے لیے کوئی نتائج نہیں</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Figures left out: this RuleLab was built without figures (RULELAB_BUILD_CHARTS=OFF); draw them with &apos;rulelab-cli chart&apos; from a build with them.</source>
        <translation>اشکال چھوڑ دی گئیں: یہ RuleLab اشکال کے بغیر بنایا گیا تھا (RULELAB_BUILD_CHARTS=OFF)؛ انہیں اشکال والے بلڈ سے &apos;rulelab-cli chart&apos; کے ذریعے بنائیں۔</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No author was given: CITATION.cff and the crate name &apos;Unknown author&apos;.</source>
        <translation>کوئی مصنف نہیں دیا گیا: CITATION.cff اور کریٹ میں &apos;Unknown author&apos; لکھا ہے۔</translation>
    </message>
    <message>
        <location line="+33"/>
        <location filename="../core/publish/bundle_verify.cpp" line="+253"/>
        <location filename="../core/publish/verify_rerun.cpp" line="+102"/>
        <location line="+27"/>
        <source>cancelled</source>
        <translation>منسوخ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: cannot create the folder</source>
        <translation>%1: فولڈر نہیں بنایا جا سکتا</translation>
    </message>
    <message>
        <location filename="../core/publish/bundle_verify.cpp" line="-208"/>
        <source>line %1, field &apos;%2&apos; (column %3): &apos;%4&apos; re-run, &apos;%5&apos; in the bundle</source>
        <translation>سطر %1، فیلڈ &apos;%2&apos; (کالم %3): دوبارہ چلانے پر &apos;%4&apos;، بنڈل میں &apos;%5&apos;</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>listed in %1, not in the bundle</source>
        <translation>%1 میں درج، مگر بنڈل میں نہیں</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>its SHA-256 is %1, %2 lists %3</source>
        <translation>اس کا SHA-256 %1 ہے، %2 میں %3 درج ہے</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not listed in %1</source>
        <translation>%1 میں درج نہیں</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the re-run differs: %1</source>
        <translation>دوبارہ چلانے کا نتیجہ مختلف ہے: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the game &apos;%1&apos; is not installed: plugin %2 (version %3, SHA-256 %4)</source>
        <translation>کھیل &apos;%1&apos; نصب نہیں ہے: پلگ اِن %2 (ورژن %3، SHA-256 %4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the installed build of &apos;%1&apos; is not the one that wrote these results (%2): plugin %3 with SHA-256 %4 is needed</source>
        <translation>&apos;%1&apos; کا نصب شدہ بلڈ وہ نہیں جس نے یہ نتائج لکھے (%2): SHA-256 %4 والا پلگ اِن %3 درکار ہے</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>not the results of a run or an exploration (verify re-runs runs, comparisons, sweeps, merges and explorations)</source>
        <translation>کسی رن یا چھان بین کے نتائج نہیں (verify رن، موازنے، سویپ، مرج اور چھان بین دوبارہ چلاتا ہے)</translation>
    </message>
    <message>
        <location line="+35"/>
        <location filename="../core/publish/verify_rerun.cpp" line="+23"/>
        <source>run times depend on the machine</source>
        <translation>چلنے کا وقت مشین پر منحصر ہے</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the re-run did not write it</source>
        <translation>دوبارہ چلانے نے اسے نہیں لکھا</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is an exploration: re-run whole (its racing cannot be re-run in part)</source>
        <translation>%1 ایک چھان بین ہے: پوری دوبارہ چلائی گئی (اس کی دوڑ کا کوئی حصہ الگ سے نہیں چلایا جا سکتا)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 ran to a precision: re-run whole (where each reading stops depends on all its matches)</source>
        <translation>%1 ایک مقررہ درستی تک چلا: پورا دوبارہ چلایا گیا (ہر قراءت کہاں رکتی ہے یہ اس کے تمام میچوں پر منحصر ہے)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../core/publish/verify_rerun.cpp" line="-53"/>
        <location line="+30"/>
        <source>the re-run failed: %1</source>
        <translation>دوبارہ چلانا ناکام رہا: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>intact</source>
        <translation>سالم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reproduced</source>
        <translation>دوبارہ حاصل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>differing</source>
        <translation>مختلف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not checkable</source>
        <translation>جانچا نہیں جا سکتا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation>ترمیم شدہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>غائب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlisted</source>
        <translation>غیر درج</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>line %1</source>
        <translation>سطر %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1 (field &apos;%2&apos;)</source>
        <translation>سطر %1 (فیلڈ &apos;%2&apos;)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: not a publication bundle (it has no %2)</source>
        <translation>%1: اشاعتی بنڈل نہیں ہے (اس میں %2 نہیں ہے)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>re-running %1 (%2 of %3)</source>
        <translation>%1 دوبارہ چلایا جا رہا ہے (%3 میں سے %2)</translation>
    </message>
    <message>
        <location filename="../core/publish/verify_rerun.cpp" line="-79"/>
        <source>cannot be read: %1</source>
        <translation>پڑھا نہیں جا سکتا: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the re-run&apos;s row &apos;%1&apos; (reading, match) is not in the bundle</source>
        <translation>دوبارہ چلانے کی سطر &apos;%1&apos; (قراءت، میچ) بنڈل میں نہیں ہے</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>matches %1 of each reading (slices %2 of %3)</source>
        <translation>ہر قراءت کے میچ %1 (%3 میں سے حصے %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its rows of %1 reproduced (%2 rows); the other rows are checked against the crate&apos;s SHA-256 only</source>
        <translation>%1 کی اس کی سطریں دوبارہ حاصل ہوئیں (%2 سطریں)؛ باقی سطریں صرف کریٹ کے SHA-256 سے جانچی گئیں</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not re-run: the sample re-ran part of the matches</source>
        <translation>دوبارہ نہیں چلایا گیا: نمونے نے میچوں کا صرف ایک حصہ دوبارہ چلایا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not re-drawn: the sample re-ran part of the matches</source>
        <translation>دوبارہ نہیں بنائی گئی: نمونے نے میچوں کا صرف ایک حصہ دوبارہ چلایا</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The figures were not re-drawn: this RuleLab was built without figures (RULELAB_BUILD_CHARTS=OFF); they are checked against the crate&apos;s SHA-256 only.</source>
        <translation>اشکال دوبارہ نہیں بنائی گئیں: یہ RuleLab اشکال کے بغیر بنایا گیا تھا (RULELAB_BUILD_CHARTS=OFF)؛ انہیں صرف کریٹ کے SHA-256 سے جانچا گیا ہے۔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not re-drawn: this RuleLab was built without figures</source>
        <translation>دوبارہ نہیں بنائی گئی: یہ RuleLab اشکال کے بغیر بنایا گیا تھا</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not re-drawn: %1</source>
        <translation>دوبارہ نہیں بنائی گئی: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the figures drawn from the re-run have none of this kind</source>
        <translation>دوبارہ چلانے سے بنی اشکال میں اس قسم کی کوئی نہیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an image: the numbers it draws (its .csv) are compared</source>
        <translation>ایک تصویر: اس میں دکھائے گئے اعداد (اس کی ‎.csv) کا موازنہ کیا جاتا ہے</translation>
    </message>
</context>
<context>
    <name>rulelab::rulesCheck</name>
    <message>
        <location filename="../core/plugin/rules_check_text.cpp" line="+16"/>
        <source>is empty</source>
        <translation>خالی ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is empty (one paragraph in your own words)</source>
        <translation>خالی ہے (اپنے الفاظ میں ایک پیراگراف)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is empty (say where in the source: a page or a section)</source>
        <translation>خالی ہے (بتائیں کہ ماخذ میں کہاں: ایک صفحہ یا حصہ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; may hold only lower-case letters, digits and single &apos;-&apos; between them</source>
        <translation>&apos;%1&apos; میں صرف چھوٹے حروف، ہندسے اور ان کے درمیان اکیلا &apos;-&apos; ہو سکتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs exactly two seat names (seat 0 first)</source>
        <translation>ٹھیک دو نشستوں کے نام چاہییں (پہلے نشست 0)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs at least one bibliography key</source>
        <translation>کم از کم ایک کتابیات کی کلید چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a key is listed twice</source>
        <translation>ایک کلید دو بار دی گئی ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not in &apos;sources&apos; (%2)</source>
        <translation>&apos;%1&apos; ماخذوں میں نہیں ہے (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (every rule cites the passage it follows)</source>
        <translation>نہیں دیا (ہر قاعدہ اس اقتباس کا حوالہ دیتا ہے جس کی وہ پیروی کرتا ہے)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (cite the passage that gives the board)</source>
        <translation>نہیں دیا (اس اقتباس کا حوالہ دیں جو بساط بتاتا ہے)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (every rule of the vocabulary needs an entry; see docs/rules-files.md)</source>
        <translation>نہیں دیا (ذخیرۂ الفاظ کے ہر قاعدے کا ایک اندراج چاہیے؛ دیکھیں docs/rules-files.md)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an open rule needs two or more values (a fixed one uses &apos;value&apos;)</source>
        <translation>کھلے قاعدے کو دو یا زیادہ قدریں چاہییں (طے شدہ قاعدہ ایک ہی قدر لیتا ہے)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not one of this rule&apos;s values (%2)</source>
        <translation>&apos;%1&apos; اس قاعدے کی قدروں میں سے نہیں ہے (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not one of this rule&apos;s values (%1)</source>
        <translation>اس قاعدے کی قدروں میں سے نہیں (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not a value of %2 (%3)</source>
        <translation>&apos;%1&apos; %2 کی قدر نہیں ہے (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; twice</source>
        <translation>&apos;%1&apos; دو بار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min must be below max</source>
        <translation>کم از کم، زیادہ سے زیادہ سے کم ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is outside the range</source>
        <translation>&apos;%1&apos; حد سے باہر ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not %2</source>
        <translation>%1، %2 نہیں ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is used by another reading</source>
        <translation>&apos;%1&apos; کسی دوسری قراءت میں پہلے سے ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (the bibliography key(s) of the source this reading follows)</source>
        <translation>نہیں دیا (اس ماخذ کی کتابیات کی کلید جس کی یہ قراءت پیروی کرتی ہے)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; names none of the file&apos;s sources (%2)</source>
        <translation>&apos;%1&apos; فائل کے کسی ماخذ کا نام نہیں لیتا (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a rule of this game</source>
        <translation>اس کھیل کا قاعدہ نہیں ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos;: this file fixes %2 to &apos;%3&apos;</source>
        <translation>&apos;%1&apos;: یہ فائل %2 کو &apos;%3&apos; پر طے کرتی ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not one of this game&apos;s values (%2)</source>
        <translation>&apos;%1&apos; اس کھیل کی قدروں میں سے نہیں ہے (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the engine cannot play this reading: %1</source>
        <translation>انجن یہ قراءت نہیں کھیل سکتا: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs at least one reading</source>
        <translation>کم از کم ایک قراءت چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>given twice</source>
        <translation>دو بار دیا گیا</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is a choice: use &apos;values&apos;</source>
        <translation>%1 ایک انتخاب ہے: &apos;values&apos; استعمال کریں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a number: use &apos;range&apos;: [min, max]</source>
        <translation>%1 ایک عدد ہے: &apos;range&apos; استعمال کریں: [min, max]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be [min, max]</source>
        <translation>[min, max] ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the board&apos;s size is given in &apos;board&apos;</source>
        <translation>بساط کا سائز &apos;board&apos; میں دیا جاتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a rule of the vocabulary (one of: %1)</source>
        <translation>ذخیرۂ الفاظ کا قاعدہ نہیں ہے (ان میں سے ایک: %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (holes_per_row, counters_per_hole, citations)</source>
        <translation>نہیں دیا (holes_per_row, counters_per_hole, citations)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object</source>
        <translation>ایک آبجیکٹ ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (one entry per rule)</source>
        <translation>نہیں دیا (ہر قاعدے کا ایک اندراج)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object: rule -&gt; entry</source>
        <translation>ایک آبجیکٹ ہونا چاہیے: قاعدہ -&gt; اندراج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (expected &quot;rulelab-rules&quot;)</source>
        <translation>نہیں دیا (&quot;rulelab-rules&quot; متوقع)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is &apos;%1&apos;, expected &quot;rulelab-rules&quot;</source>
        <translation>&apos;%1&apos; ہے، &quot;rulelab-rules&quot; متوقع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be %1 (this RuleLab reads rules files of version %2)</source>
        <translation>%1 ہونا چاہیے (یہ RuleLab ورژن %2 کی قواعد فائلیں پڑھتا ہے)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not read: references come from RuleLab&apos;s bibliography (data/sources/bibliography.bib, built into the program): add a new source&apos;s BibTeX entry there and rebuild; a key it lacks is listed as not in the bibliography</source>
        <translation>نہیں پڑھا گیا: حوالے RuleLab کی کتابیات سے آتے ہیں (data/sources/bibliography.bib، پروگرام میں شامل): نئے ماخذ کا BibTeX اندراج وہاں شامل کریں اور دوبارہ بِلڈ کریں؛ جو کلید اس میں نہیں وہ کتابیات میں نہ ہونے کے طور پر درج ہوتی ہے</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be an object: language -&gt; {English text: translation}</source>
        <translation>ایک آبجیکٹ ہونا چاہیے: زبان -&gt; {انگریزی متن: ترجمہ}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object: English text -&gt; translation</source>
        <translation>ایک آبجیکٹ ہونا چاہیے: انگریزی متن -&gt; ترجمہ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a string</source>
        <translation>ایک اسٹرنگ ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not a language code other than en (two or three lower-case letters: hi, ur)</source>
        <translation>&apos;%1&apos; en کے علاوہ کسی زبان کا کوڈ نہیں ہے (دو یا تین چھوٹے حروف: hi, ur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is empty (leave the language out instead)</source>
        <translation>خالی ہے (اس کے بجائے زبان کو چھوڑ دیں)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the translation is empty</source>
        <translation>ترجمہ خالی ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a field here (allowed: %1, comment)</source>
        <translation>یہاں کا فیلڈ نہیں ہے (اجازت ہے: %1, comment)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (expected a string)</source>
        <translation>نہیں دیا (ایک اسٹرنگ متوقع)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (expected an array of strings)</source>
        <translation>نہیں دیا (اسٹرنگز کی ایک فہرست متوقع)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an array of strings</source>
        <translation>اسٹرنگز کی ایک فہرست ہونی چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (expected a whole number)</source>
        <translation>نہیں دیا (ایک عدد صحیح متوقع)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a whole number</source>
        <translation>ایک عدد صحیح ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an array of {source, locator, note} objects</source>
        <translation>{source, locator, note} آبجیکٹس کی ایک فہرست ہونی چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object {source, locator, note}</source>
        <translation>ایک آبجیکٹ {source, locator, note} ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a string (a value id) or a whole number</source>
        <translation>ایک اسٹرنگ (قدر کی شناخت) یا عدد صحیح ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object with &apos;value&apos; (a fixed rule) or &apos;values&apos; and &apos;default&apos; (an open one)</source>
        <translation>&apos;value&apos; (طے شدہ قاعدہ) یا &apos;values&apos; اور &apos;default&apos; (کھلا قاعدہ) والا ایک آبجیکٹ ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needs exactly one of &apos;value&apos; (a fixed rule), &apos;values&apos; (an open choice) or &apos;range&apos; (an open number)</source>
        <translation>&apos;value&apos; (طے شدہ قاعدہ)، &apos;values&apos; (کھلا انتخاب) یا &apos;range&apos; (کھلا عدد) میں سے ٹھیک ایک چاہیے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be an array of value ids</source>
        <translation>قدروں کی شناختوں کی ایک فہرست ہونی چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (an open rule needs a default)</source>
        <translation>نہیں دیا (کھلے قاعدے کو ایک ڈیفالٹ چاہیے)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object: value id -&gt; text</source>
        <translation>ایک آبجیکٹ ہونا چاہیے: قدر کی شناخت -&gt; متن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object: value id -&gt; citations</source>
        <translation>ایک آبجیکٹ ہونا چاہیے: قدر کی شناخت -&gt; حوالے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing (expected an array of readings)</source>
        <translation>نہیں دیا (قراءتوں کی ایک فہرست متوقع)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an array of readings</source>
        <translation>قراءتوں کی ایک فہرست ہونی چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object {id, name, source, description, options}</source>
        <translation>ایک آبجیکٹ {id, name, source, description, options} ہونا چاہیے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be an object: rule -&gt; value</source>
        <translation>ایک آبجیکٹ ہونا چاہیے: قاعدہ -&gt; قدر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a rule given as a &apos;range&apos; has no single values to explain (say it in its description)</source>
        <translation>&apos;range&apos; کے طور پر دیے گئے قاعدے کی الگ الگ قدریں نہیں ہوتیں جنہیں سمجھایا جائے (یہ اس کی تفصیل میں کہیں)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>one of: %1</source>
        <translation>ان میں سے ایک: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an integer in [%1, %2]</source>
        <translation>[%1, %2] میں ایک عدد صحیح</translation>
    </message>
</context>
<context>
    <name>rulelab::shown</name>
    <message>
        <location filename="../app/gui/shown_text.cpp" line="+143"/>
        <source>(English: no translation yet)</source>
        <translation>(انگریزی میں: ابھی ترجمہ نہیں)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>By the rule %1: %2</source>
        <translation>قاعدہ %1 کے مطابق: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By rule %1, %2: %3</source>
        <translation>قاعدہ %1، %2 کے مطابق: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(sources: %1)</source>
        <translation>(ماخذ: %1)</translation>
    </message>
</context>
<context>
    <name>rulelab::steps</name>
    <message>
        <location filename="../core/replay/replay_text.cpp" line="-137"/>
        <source>capture</source>
        <translation>پکڑ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>چار کا اصول</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fee</source>
        <translation>فیس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bha</source>
        <translation>بھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bha chosen</source>
        <translation>بھا چنا گیا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bha at round end</source>
        <translation>دور کے اختتام پر بھا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last counter</source>
        <translation>آخری گوٹی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>own row</source>
        <translation>اپنی قطار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opponent takes all</source>
        <translation>مخالف سب لے لیتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leftover</source>
        <translation>بچی ہوئی گوٹیاں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leftover split</source>
        <translation>بچی ہوئی گوٹیاں بانٹی گئیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fill</source>
        <translation>بھرنا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole captured</source>
        <translation>گڑھا جیتا گیا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing to sow</source>
        <translation>بونے کو کچھ نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>both players passed: a draw</source>
        <translation>دونوں کھلاڑیوں نے پاس کیا: برابری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the relay cannot go on: the round ends</source>
        <translation>ریلے آگے نہیں چل سکتا: دور ختم ہوتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>short hole: blocked for the round</source>
        <translation>کم گوٹیوں والا گڑھا: اس دور کے لیے بند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chance: North starts</source>
        <translation>اتفاق: شمال شروع کرتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chance: South starts</source>
        <translation>اتفاق: جنوب شروع کرتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>perpetual relay (G-1)</source>
        <translation>لامتناہی ریلے (G-1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relay lap cap (G-1)</source>
        <translation>ریلے چکروں کی حد (G-1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relay repeated a state: the move stops</source>
        <translation>ریلے نے ایک حالت دہرائی: چال رک جاتی ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relay redirected (Ludii quirk KB-20.1)</source>
        <translation>ریلے کا رخ بدلا (Ludii کی انوکھی بات KB-20.1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kungidar gives 1 to the Bhadar</source>
        <translation>کنگی دار بھدر کو 1 دیتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bhadar pays 1 to the Kungidar</source>
        <translation>بھدر کنگی دار کو 1 ادا کرتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 go to the Bhadar</source>
        <translation>2 بھدر کو جاتے ہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fives to the winner</source>
        <translation>پانچ پانچ فاتح کو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>groups to the winner</source>
        <translation>گروہ فاتح کو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declines</source>
        <translation>انکار کرتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throws again</source>
        <translation>دوبارہ پھینکتا ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the board</source>
        <translation>بورڈ سے باہر جاتی ہے</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no point</source>
        <translation>کوئی پوائنٹ نہیں</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw cap reached</source>
        <translation>پھینکنے کی حد پوری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadlock: no throw gives either side a move</source>
        <translation>تعطل: کوئی بھی پھینک کسی فریق کو چال نہیں دیتی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remaining credits lost: none can be used</source>
        <translation>باقی کریڈٹ ضائع: کوئی استعمال نہیں ہو سکتا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ludii&apos;s trial limit reached</source>
        <translation>Ludii کی آزمائشی حد پوری</translation>
    </message>
    <message>
        <location filename="../core/replay/board_text.cpp" line="+9"/>
        <source>round %1 ends (%2): South %3, North %4</source>
        <translation>دور %1 ختم (%2): جنوب %3، شمال %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round %1 begins, %2 starts</source>
        <translation>دور %1 شروع، پہلی چال %2 کی</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 start</source>
        <translation>%1 پہلے چلتی ہیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capture: throws again</source>
        <translation>پکڑ: دوبارہ پھینکتا ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: throws again</source>
        <translation>%1: دوبارہ پھینکتا ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost: no legal move</source>
        <translation>%1 ضائع: کوئی جائز چال نہیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captures %1 piece %2</source>
        <translation>گوٹی %2 (%1) پکڑی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 piece %2</source>
        <translation>گوٹی %2 (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 have captured every piece</source>
        <translation>%1: دشمن کی ہر گوٹی پکڑی گئی</translation>
    </message>
</context>
<context>
    <name>rulelab::warnings</name>
    <message>
        <location filename="../core/experiment/display_names.cpp" line="+34"/>
        <source>only %1 matches (fewer than %2): intervals are rough, and some are not available</source>
        <translation>صرف %1 میچ (%2 سے کم): وقفے موٹے اندازے ہیں، اور کچھ دستیاب نہیں</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>most matches did not end by the rules (%1 of %2): outcome metrics rest on the rule-ended ones only</source>
        <translation>زیادہ تر میچ قواعد سے ختم نہیں ہوئے (%2 میں سے %1): نتیجے کے پیمانے صرف قواعد سے ختم ہونے والے میچوں پر مبنی ہیں</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>source key &apos;%1&apos; is not in the bibliography</source>
        <translation>ماخذ کلید &apos;%1&apos; کتابیات میں نہیں ہے</translation>
    </message>
</context>
<context>
    <name>rulelab::zip</name>
    <message>
        <location filename="../core/publish/zip_archive.cpp" line="+55"/>
        <source>%1: the bundle would be larger than 4 GiB, which a ZIP without ZIP64 cannot hold: write it as a folder (--out DIR/)</source>
        <translation>%1: بنڈل 4 GiB سے بڑا ہو جائے گا، جسے ZIP64 کے بغیر ZIP نہیں رکھ سکتا: اسے فولڈر کی صورت میں لکھیں (--out DIR/)</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>changed while it was being written into the bundle</source>
        <translation>بنڈل میں لکھے جاتے وقت یہ بدل گیا</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1: not a ZIP archive RuleLab can read, or damaged: %2</source>
        <translation>%1: ایسا ZIP آرکائیو نہیں جسے RuleLab پڑھ سکے، یا خراب: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>too short</source>
        <translation>بہت چھوٹا</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no end of central directory</source>
        <translation>مرکزی فہرست کا اختتام نہیں</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>central directory</source>
        <translation>مرکزی فہرست</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>entry &apos;%1&apos; would be written outside the folder it is extracted into</source>
        <translation>اندراج &apos;%1&apos; اس فولڈر کے باہر لکھا جائے گا جس میں اسے نکالا جا رہا ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entry &apos;%1&apos; is encrypted</source>
        <translation>اندراج &apos;%1&apos; خفیہ کردہ ہے</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entry &apos;%1&apos; is compressed (a bundle&apos;s entries are stored)</source>
        <translation>اندراج &apos;%1&apos; سکیڑا ہوا ہے (بنڈل کے اندراجات بغیر سکیڑے رکھے جاتے ہیں)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>entry &apos;%1&apos; lies outside the archive</source>
        <translation>اندراج &apos;%1&apos; آرکائیو کے باہر ہے</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>entry &apos;%1&apos;: no local header</source>
        <translation>اندراج &apos;%1&apos;: کوئی مقامی ہیڈر نہیں</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+58"/>
        <source>entry &apos;%1&apos; is truncated</source>
        <translation>اندراج &apos;%1&apos; ادھورا ہے</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>the central directory lies outside the archive</source>
        <translation>مرکزی فہرست آرکائیو کے باہر ہے</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>entry &apos;%1&apos; is there twice</source>
        <translation>اندراج &apos;%1&apos; دو بار موجود ہے</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: cannot create the folder</source>
        <translation>%1: فولڈر نہیں بنایا جا سکتا</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>entry &apos;%1&apos; is damaged (its CRC-32 differs)</source>
        <translation>اندراج &apos;%1&apos; خراب ہے (اس کا CRC-32 مختلف ہے)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cancelled</source>
        <translation>منسوخ</translation>
    </message>
</context>
</TS>
