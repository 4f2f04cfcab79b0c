// rulelab-cli as a user runs it: exit codes, messages, thread independence, output files.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <algorithm>
#include <cmath>
#include <QJsonDocument>
#include <QJsonObject>
#include <QCryptographicHash>
#include <QProcess>

#include <sys/resource.h>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QElapsedTimer>
#include <QThread>
#include <gtest/gtest.h>

#include "support/cli_runner.h"
#include "support/summary_seal.h"

using namespace rulelab::testsupport;

TEST(Cli, NoCommandIsAUsageError) {
    const Result r = cli({});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.contains(QStringLiteral("Usage: rulelab-cli COMMAND")));
}

TEST(Cli, UnknownCommandIsAUsageError) {
    const Result r = cli({QStringLiteral("simulate")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("unknown command 'simulate'"))) << r.err.toStdString();
}

TEST(Cli, EveryCommandHasHelp) {
    for (const char *c :
         {"games", "readings", "describe", "run", "compare", "sweep", "explore", "replay", "merge", "graph", "bench",
#ifdef RULELAB_HAVE_CHARTS
          "chart",
#endif
          "methods", "glossary", "play"}) {
        const Result r = cli({QString::fromLatin1(c), QStringLiteral("--help")});
        EXPECT_EQ(r.code, 0) << c;
        EXPECT_TRUE(r.out.contains(QStringLiteral("Usage:"))) << c;
    }
    EXPECT_TRUE(cli(words("run --help")).out.contains(QStringLiteral("--matches")));
    // The command says what it does above its options.
    EXPECT_TRUE(cli(words("bundle --help")).out.contains(QStringLiteral("RO-Crate 1.1")))
        << cli(words("bundle --help")).out.toStdString();
}

TEST(Cli, HelpUsageLineNamesTheCommandNotTheProgramFile) {
    for (const char *c : {"bench", "graph", "glossary", "status", "run"}) {
        const Result r = cli({QString::fromLatin1(c), QStringLiteral("--help")});
        const QString first = r.out.section(QLatin1Char('\n'), 0, 0);
        EXPECT_TRUE(first.startsWith(QStringLiteral("Usage: rulelab-cli ") + QLatin1String(c) + QLatin1Char(' ')))
            << first.toStdString();
        EXPECT_FALSE(r.out.contains(QStringLiteral(RULELAB_CLI))) << c;
    }
    EXPECT_TRUE(cli(words("bench --help")).out.startsWith(QStringLiteral("Usage: rulelab-cli bench [options] GAME\n")));
}

// The count of positional arguments and the options a command cannot do without are checked by its
// parser, before any work, as usage errors naming the command.
TEST(Cli, CommandsCheckTheirArgumentCountsAndRequiredOptions) {
    expectCli("bench", 2, {"rulelab-cli bench: expected exactly one GAME"});
    expectCli("graph fixture-nim fixture-nim --reading normal", 2, {"rulelab-cli graph: expected exactly one GAME"});
    expectCli("glossary a b", 2, {"rulelab-cli glossary: expected at most one SEARCH text"});
    expectCli("status", 2, {"rulelab-cli status: give the folders of the shards"});
    expectCli("merge", 2, {"rulelab-cli merge: give the result folders to merge"});
    expectCli("check", 2, {"rulelab-cli check: name at least one file"});
    expectCli("play", 2, {"rulelab-cli play: expected exactly one GAME"});
    expectCli("methods a b", 2, {"rulelab-cli methods: expected exactly one RESULTS folder or file"});
#ifdef RULELAB_HAVE_CHARTS
    expectCli("chart some-results", 2, {"rulelab-cli chart: --out FILE is required"});
    expectCli("chart some-results --out=", 2, {"rulelab-cli chart: --out FILE is required"});
#endif
    // Within the expected count, the command goes on to its own checks.
    expectCli("glossary nosuchtermanywhere", 0, {"No term matches 'nosuchtermanywhere'."});
}

TEST(Cli, GamesListsTheFixtureAndReportsABadPlugin) {
    const Result r = cli({QStringLiteral("games")}, true);
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("fixture-nim")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Fixture Nim")));
    // id, name, defined by, 6 options, 2 readings
    EXPECT_TRUE(r.out.contains(QRegularExpression(QStringLiteral("fixture-nim\\s+Fixture Nim\\s+plugin\\s+6\\s+2"))))
        << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("API version 999"))) << r.err.toStdString();
}

TEST(Cli, ReadingsAndDescribe) {
    expectCli("readings fixture-nim", 0, {"misere"});
    expectCli("readings no-such-game", 2, {"unknown game 'no-such-game' (installed: ", "fixture-nim"});
    expectCli("describe fixture-nim --reading misere", 0,
              {"one_to_three", "Value in this reading: true" /* misere */, "Cites: fixture, p. 1"});
    expectCli("describe fixture-nim --reading nope", 2, {"has no reading 'nope' (readings: normal, misere"});
}

TEST(Cli, RunRefusesBadArguments) {
    struct Case {
        const char *args;
        const char *message;
    };
    const Case cases[] = {
        {"run fixture-nim --matches 10 --seed 1", "give at least one --reading"},
        {"run fixture-nim --reading normal --seed 1", "--matches N is required"},
        {"run fixture-nim --reading normal --matches 10", "--seed S is required"},
        {"run fixture-nim --reading normal --matches ten --seed 1", "--matches must be a whole number"},
        {"run fixture-nim --reading normal --matches 10 --seed -4", "--seed must be a whole number"},
        {"run fixture-nim --reading normal --matches 10 --seed 1 --threads 0", "--threads must be"},
        {"run fixture-nim --reading normal --matches 10 --seed 1 --set pile=500", "option 'pile' expects an integer in [1, 200]"},
        {"run fixture-nim --reading normal --matches 10 --seed 1 --set colour=red", "unknown option 'colour'"},
        {"run fixture-nim --reading normal --matches 10 --seed 1 --cap max_turns=0", "at least 1"},
        {"run fixture-nim --reading normal --matches 10 --seed 1 --cap speed=3", "unknown limit 'speed'"},
        {"run fixture-nim --reading normal --reading normal --matches 10 --seed 1", "given twice"},
        {"run fixture-nim --reading normal --matches 10 --seed 1 --bogus", "Unknown option 'bogus'"},
        {"run chess --reading normal --matches 10 --seed 1", "unknown game 'chess'"},
    };
    for (const auto &c : cases) {
        const Result r = cli(words(c.args));
        EXPECT_EQ(r.code, 2) << c.args;
        EXPECT_TRUE(r.err.contains(QString::fromLatin1(c.message))) << c.args << "\n" << r.err.toStdString();
    }
}

TEST(Cli, ReadingThatCannotBePlayedIsRefusedWithTheGamesReason) {
    expectCli("run fixture-nim --reading normal --matches 5 --seed 1 --set first_player=first --set bias=0.3", 2,
              {"cannot be played: option 'bias' only applies"});
}

TEST(Cli, InvalidReadingFileIsARuntimeErrorNamingTheFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    writeAll(path, "{\"game\": \"fixture-nim\", \"id\": \"b\", \"options\": {\"pile\": 0}}");
    Result r = cli({QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"), path,
                    QStringLiteral("--matches"), QStringLiteral("5"), QStringLiteral("--seed"), QStringLiteral("1")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(path)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("option 'pile' has value '0', expected an integer in [1, 200]")))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("option 'take' has no value")));
    r = cli({QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"),
             dir.filePath(QStringLiteral("absent.json")), QStringLiteral("--matches"), QStringLiteral("5"),
             QStringLiteral("--seed"), QStringLiteral("1")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("absent.json: no such reading file")));
}

TEST(Cli, RunIsIdenticalOnAnyThreadCount) {
    const Result one = cli(words("run fixture-nim --reading normal --reading misere --matches 3000 --seed 7 --threads 1 --json"));
    const Result two = cli(words("run fixture-nim --reading normal --reading misere --matches 3000 --seed 7 --threads 2 --json"));
    const Result many =
        cli(words("run fixture-nim --reading normal --reading misere --matches 3000 --seed 7 --threads 16 --json"));
    ASSERT_EQ(one.code, 0) << one.err.toStdString();
    EXPECT_EQ(one.out, two.out);
    EXPECT_EQ(one.out, many.out);
    const Result other =
        cli(words("run fixture-nim --reading normal --reading misere --matches 3000 --seed 8 --threads 1 --json"));
    EXPECT_NE(one.out, other.out);  // the seed matters
}

TEST(Cli, RunSummaryJsonCountsAddUp) {
    const Result r = cli(words("run fixture-nim --reading normal --matches 400 --seed 3 --set first_player=second --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonObject s = root.value(QStringLiteral("readings")).toArray().at(0).toObject();
    EXPECT_EQ(s.value(QStringLiteral("reading")).toString(), QStringLiteral("normal"));
    EXPECT_EQ(s.value(QStringLiteral("options")).toObject().value(QStringLiteral("first_player")).toString(),
              QStringLiteral("second"));
    const QJsonObject o = s.value(QStringLiteral("outcomes")).toObject();
    EXPECT_EQ(o.value(QStringLiteral("first_wins")).toInt() + o.value(QStringLiteral("second_wins")).toInt(), 400);
    EXPECT_EQ(s.value(QStringLiteral("end_reasons")).toObject().value(QStringLiteral("finished")).toInt(), 400);
    // Pile 21, 1-3 per turn: at least 7 turns, at most 21.
    const QJsonObject t = s.value(QStringLiteral("turns")).toObject();
    EXPECT_GE(t.value(QStringLiteral("p10")).toDouble(), 7);
    EXPECT_LE(t.value(QStringLiteral("max")).toDouble(), 21);
}

TEST(Cli, RunWritesResultsAndReplayReproducesAMatch) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("results"));
    Result r = cli({QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"), QStringLiteral("normal"),
                    QStringLiteral("--matches"), QStringLiteral("50"), QStringLiteral("--seed"), QStringLiteral("11"),
                    QStringLiteral("--out"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Results written to")));
    QFile csv(out + QStringLiteral("/matches.csv"));
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 51);  // header + 50
    EXPECT_TRUE(lines[0].startsWith(QStringLiteral("reading,match,seed,first_player,swapped,result")));
    const QStringList row = lines[1 + 23].split(QLatin1Char(','));
    ASSERT_EQ(row[1], QStringLiteral("23"));
    ASSERT_TRUE(QFile::exists(out + QStringLiteral("/summary.json")));

    r = cli(words("replay fixture-nim --reading normal --seed 11 --match 23"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    // The replay's final line carries the same result, scores and turns as the CSV row.
    // (In words: the fixture's seats are named First and Second.)
    ASSERT_TRUE(row[5] == QLatin1String("win0") || row[5] == QLatin1String("win1")) << row[5].toStdString();
    const QString expectEnd = row[5] == QLatin1String("win0") ? QStringLiteral(". First won, having moved ")
                                                              : QStringLiteral(". Second won, having moved ");
    EXPECT_TRUE(r.out.contains(expectEnd)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Scores: First %1, Second %2; %3 turns").arg(row[8], row[9], row[10])))
        << r.out.toStdString();
}

TEST(Cli, RunRefusesAnOutputPathThatIsAFile) {
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("file"));
    writeAll(blocker);
    const Result r = cli({QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"),
                          QStringLiteral("normal"), QStringLiteral("--matches"), QStringLiteral("5"), QStringLiteral("--seed"),
                          QStringLiteral("1"), QStringLiteral("--out"), blocker});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("exists and is not a folder"))) << r.err.toStdString();
}

TEST(Cli, ReplayRefusesMissingArguments) {
    expectCli("replay fixture-nim --reading normal --seed 1", 2, {"--match I is required"});
    expectCli("replay fixture-nim --reading normal --seed 1 --match -2", 2);
}

TEST(Cli, ReplayJsonCarriesMovesStepsBoardsAndTheEnd) {
    const Result t = cli(words("replay fixture-nim --reading normal --seed 11 --match 23"));
    const Result r = cli(words("replay fixture-nim --reading normal --seed 11 --match 23 --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(o.value(QStringLiteral("format")).toString(), QStringLiteral("rulelab-match"));
    EXPECT_EQ(o.value(QStringLiteral("game")).toString(), QStringLiteral("fixture-nim"));
    EXPECT_EQ(o.value(QStringLiteral("reading")).toString(), QStringLiteral("normal"));
    EXPECT_EQ(o.value(QStringLiteral("seed")).toInt(), 11);
    EXPECT_EQ(o.value(QStringLiteral("match")).toInt(), 23);
    EXPECT_FALSE(o.value(QStringLiteral("match_seed")).toString().isEmpty());
    const QJsonArray moves = o.value(QStringLiteral("moves")).toArray();
    ASSERT_GT(moves.size(), 1);
    const QJsonObject m2 = moves[1].toObject();
    EXPECT_TRUE(t.out.contains(QStringLiteral("2. ") + m2.value(QStringLiteral("description")).toString()));
    EXPECT_EQ(m2.value(QStringLiteral("steps")).toArray()[0].toObject().value(QStringLiteral("kind")).toString(),
              QStringLiteral("capture"));
    EXPECT_TRUE(m2.value(QStringLiteral("board")).toObject().contains(QStringLiteral("cells")));
    // The end is the text form's last line.
    EXPECT_TRUE(t.out.trimmed().endsWith(o.value(QStringLiteral("end")).toObject().value(QStringLiteral("text")).toString()));
}

// One table of exit codes for every command: whatever is wrong inside an experiment file makes
// it an invalid file (1, naming the file); the same fault given as a flag is a usage error (2).
TEST(Cli, ExitCodesDependOnWhereTheFaultIsNotOnWhichField) {
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("good.json"));
    writeAll(good, R"({"format":"rulelab-experiment","version":1,"game":"fixture-nim","readings":["normal"],
        "agents":"random","matches":5,"seed":1})");
    const struct {
        const char *name, *json, *said;
    } files[] = {
        {"reading", R"({"game":"fixture-nim","readings":["misere","nope"],"matches":5,"seed":1})", "has no reading 'nope'"},
        {"game", R"({"game":"no-such-game","readings":["normal","misere"],"matches":5,"seed":1})", "unknown game 'no-such-game'"},
        {"agent", R"({"game":"fixture-nim","readings":["normal","misere"],"agents":"chess","matches":5,"seed":1})",
         "field 'agents'"},
        {"set", R"({"game":"fixture-nim","readings":["normal","misere"],"set":["pile=999"],"matches":5,"seed":1})",
         "field 'set': pile=999"},
        {"inline",
         R"({"game":"fixture-nim","readings":["misere",{"id":"x","base":"normal","options":{"pile":0}}],"matches":5,"seed":1})",
         "pile"},
    };
    for (const auto &f : files) {
        SCOPED_TRACE(f.name);
        const QString path = dir.filePath(QString::fromLatin1(f.name) + QStringLiteral(".json"));
        writeAll(path, f.json);
        for (const char *command : {"run", "compare"}) {
            const Result r = cli({QString::fromLatin1(command), QStringLiteral("--experiment"), path});
            EXPECT_EQ(r.code, 1) << command << ": " << r.err.toStdString();
            EXPECT_TRUE(r.err.contains(path + QStringLiteral(": ")) && r.err.contains(QString::fromLatin1(f.said)))
                << r.err.toStdString();
        }
    }
    // The same faults as flags, beside a valid file or alone, are usage errors.
    for (const QStringList &flags : {QStringList{QStringLiteral("--reading"), QStringLiteral("nope")},
                                     QStringList{QStringLiteral("--set"), QStringLiteral("pile=999")},
                                     QStringList{QStringLiteral("--agents"), QStringLiteral("chess")}}) {
        SCOPED_TRACE(flags.join(QLatin1Char(' ')).toStdString());
        const Result r = cli(QStringList{QStringLiteral("run"), QStringLiteral("--experiment"), good} + flags);
        EXPECT_EQ(r.code, 2) << r.err.toStdString();
        EXPECT_FALSE(r.err.contains(good)) << r.err.toStdString();
        EXPECT_EQ(cli(words("run fixture-nim --reading normal --matches 5 --seed 1") + flags).code, 2);
    }
    EXPECT_EQ(cli({QStringLiteral("run"), QStringLiteral("--experiment"), good}).code, 0);
}

TEST(Cli, BenchReportsRates) {
    const Result r = cli(words("bench fixture-nim --reading normal --matches 2000 --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(o.value(QStringLiteral("matches")).toInt(), 2000);
    for (const char *k : {"playouts_per_sec", "moves_per_sec", "laps_per_sec"})
        EXPECT_GT(o.value(QLatin1String(k)).toDouble(), 0) << k;
    // Nim: a match has 7 to 21 moves, so moves/s is 7 to 21 times playouts/s.
    const double ratio =
        o.value(QStringLiteral("moves_per_sec")).toDouble() / o.value(QStringLiteral("playouts_per_sec")).toDouble();
    EXPECT_GE(ratio, 7);
    EXPECT_LE(ratio, 21);
}

// --repeat K alternates K runs with the limit loop; the reported ratio is the median pair's.
TEST(Cli, BenchReportsTheMedianOfAlternatingPairs) {
    const Result r = cli(words("bench fixture-nim --reading normal --matches 500 --repeat 3 --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(o.value(QStringLiteral("repeat")).toInt(), 3);
    const QJsonArray pairs = o.value(QStringLiteral("laps_ratios")).toArray();
    ASSERT_EQ(pairs.size(), 3);
    std::vector<double> sorted;
    for (const auto &v : pairs) {
        EXPECT_GT(v.toDouble(), 0);
        sorted.push_back(v.toDouble());
    }
    std::sort(sorted.begin(), sorted.end());
    EXPECT_DOUBLE_EQ(o.value(QStringLiteral("laps_per_thread_vs_limit_loop")).toDouble(), sorted[1]);
    EXPECT_EQ(o.value(QStringLiteral("matches")).toInt(), 500);  // one run's matches, not the sum

    expectCli("bench fixture-nim --reading normal --repeat 0", 2, {"--repeat"});
}

// The run table speaks plain words: no row is a metric key or an end-reason id (the JSON keeps
// those), and under --lang hi the rows are Hindi.
TEST(Cli, TheRunTableHasNoIdentifierRowLabelsAndIsTranslated) {
    const Result r = cli(words("run fixture-nim --reading normal --matches 30 --seed 1"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    for (const char *id : {"first_mover_win_rate", "branching_factor", "captures_per_turn", "AdvantageP1", "Completion",
                           "relay_loop", "cap_reached", "ludii_limit", "round_stalled"})
        EXPECT_FALSE(r.out.contains(QLatin1String(id))) << id << "\n" << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("legal moves per decision [95%]"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("end: stopped at Ludii's limit"))) << r.out.toStdString();
    const Result hi = cli(words("--lang hi run fixture-nim --reading normal --matches 30 --seed 1"));
    ASSERT_EQ(hi.code, 0) << hi.err.toStdString();
    EXPECT_TRUE(hi.out.contains(QStringLiteral("प्रति निर्णय वैध चालें [95%]"))) << hi.out.toStdString();
    EXPECT_TRUE(hi.out.contains(QStringLiteral("अंत: परिणाम के साथ समाप्त"))) << hi.out.toStdString();
    EXPECT_FALSE(hi.out.contains(QStringLiteral("legal moves per decision"))) << hi.out.toStdString();
}

TEST(Cli, GlossaryExplainsTheTermsAndSearchesThem) {
    const Result r = cli(words("glossary --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    ASSERT_TRUE(doc.isArray()) << error.errorString().toStdString();
    EXPECT_GE(doc.array().size(), 70);
    QJsonObject matchCycle;
    for (const QJsonValue &v : doc.array()) {
        const QJsonObject o = v.toObject();
        for (const char *field : {"id", "category", "term", "explanation"})
            EXPECT_FALSE(o.value(QLatin1String(field)).toString().isEmpty()) << field;
        if (o.value(QStringLiteral("id")).toString() == QLatin1String("match_cycle")) matchCycle = o;
    }
    ASSERT_FALSE(matchCycle.isEmpty());
    EXPECT_EQ(matchCycle.value(QStringLiteral("term")).toString(), QStringLiteral("repeating match (proven, G-3)"));
    EXPECT_EQ(matchCycle.value(QStringLiteral("category")).toString(), QStringLiteral("End reasons"));
    EXPECT_TRUE(matchCycle.value(QStringLiteral("explanation")).toString().contains(QStringLiteral("G-3")));

    // Text: categories as headings, "term (id): explanation"; a search keeps the terms containing it.
    const Result relay = cli(words("glossary RELAY"));
    ASSERT_EQ(relay.code, 0) << relay.err.toStdString();
    EXPECT_TRUE(relay.out.contains(QStringLiteral("\nEnd reasons\n"))) << relay.out.toStdString();
    EXPECT_TRUE(relay.out.contains(QStringLiteral("  perpetual relay (proven, G-1) (relay_loop): A relay came back")))
        << relay.out.toStdString();
    EXPECT_FALSE(relay.out.contains(QStringLiteral("(Balance)"))) << relay.out.toStdString();
    const Result some = cli(words("glossary --json relay"));
    EXPECT_LT(QJsonDocument::fromJson(some.out.toUtf8()).array().size(), doc.array().size());
    EXPECT_TRUE(cli(words("glossary no-such-term")).out.contains(QStringLiteral("No term matches 'no-such-term'.")));
    EXPECT_EQ(cli(words("glossary two words")).code, 2);
    // In another language the ids stay.
    const Result hi = cli(words("--lang hi glossary --json match_cycle"));
    ASSERT_EQ(hi.code, 0) << hi.err.toStdString();
    ASSERT_EQ(QJsonDocument::fromJson(hi.out.toUtf8()).array().size(), 1) << hi.out.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(hi.out.toUtf8()).array().at(0).toObject().value(QStringLiteral("id")).toString(),
              QStringLiteral("match_cycle"));
}
