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
    Result r = cli(words("readings fixture-nim"));
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("misere")));
    r = cli(words("readings no-such-game"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("unknown game 'no-such-game' (installed: "))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("fixture-nim"))) << r.err.toStdString();
    r = cli(words("describe fixture-nim --reading misere"));
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("one_to_three")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Value in this reading: true")));  // misere
    EXPECT_TRUE(r.out.contains(QStringLiteral("Cites: fixture, p. 1")));
    r = cli(words("describe fixture-nim --reading nope"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("has no reading 'nope' (readings: normal, misere")));
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
    const Result r = cli(words("run fixture-nim --reading normal --matches 5 --seed 1 --set first_player=first --set bias=0.3"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("cannot be played: option 'bias' only applies"))) << r.err.toStdString();
}

TEST(Cli, InvalidReadingFileIsARuntimeErrorNamingTheFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{\"game\": \"fixture-nim\", \"id\": \"b\", \"options\": {\"pile\": 0}}");
    f.close();
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
    QFile f(blocker);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.close();
    const Result r = cli({QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"),
                          QStringLiteral("normal"), QStringLiteral("--matches"), QStringLiteral("5"), QStringLiteral("--seed"),
                          QStringLiteral("1"), QStringLiteral("--out"), blocker});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("exists and is not a folder"))) << r.err.toStdString();
}

TEST(Cli, ReplayRefusesMissingArguments) {
    Result r = cli(words("replay fixture-nim --reading normal --seed 1"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--match I is required")));
    r = cli(words("replay fixture-nim --reading normal --seed 1 --match -2"));
    EXPECT_EQ(r.code, 2);
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

TEST(Cli, CompareReportsDifferencesWithTestsAndBonferroni) {
    const Result r = cli(words("compare fixture-nim --reading normal --reading misere --matches 2000 --seed 4 --set pile=10"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("normal  -  misere")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("adjusted within each metric"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("difference of means, Welch t interval and test")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("exploratory")));
    const Result j =
        cli(words("compare fixture-nim --reading normal --reading misere --matches 2000 --seed 4 --set pile=10 --json"));
    const QJsonObject root = QJsonDocument::fromJson(j.out.toUtf8()).object();
    const QJsonObject c = root.value(QStringLiteral("comparisons")).toObject();
    EXPECT_EQ(c.value(QStringLiteral("adjustment")).toString(), QStringLiteral("bonferroni"));
    const QJsonArray pairs = c.value(QStringLiteral("pairs")).toArray();
    ASSERT_EQ(pairs.size(), 1);
    bool sawTurns = false;
    for (const auto &mv : pairs[0].toObject().value(QStringLiteral("metrics")).toArray()) {
        const QJsonObject m = mv.toObject();
        if (m.value(QStringLiteral("p")).isDouble()) {
            EXPECT_GE(m.value(QStringLiteral("p_adjusted")).toDouble(), m.value(QStringLiteral("p")).toDouble());
            EXPECT_GT(m.value(QStringLiteral("p")).toDouble(), 0);
            EXPECT_EQ(m.value(QStringLiteral("role")).toString(), QStringLiteral("exploratory"));
        }
        EXPECT_FALSE(m.value(QStringLiteral("test_name")).toString().isEmpty());
        if (m.value(QStringLiteral("metric")).toString() == QStringLiteral("turns_mean")) {
            sawTurns = true;
            // Misere and normal play of the same pile take the same random moves: no real difference.
            EXPECT_GT(m.value(QStringLiteral("p")).toDouble(), 0.001);
        }
    }
    EXPECT_TRUE(sawTurns);
    EXPECT_EQ(cli(words("compare fixture-nim --reading normal --matches 10 --seed 1")).code, 2);
    // --primary makes a family of the claims; --margin adds an equivalence test; bad names are refused.
    const Result pj =
        cli(words("compare fixture-nim --reading normal --reading misere --matches 2000 --seed 4 --set pile=10 "
                  "--primary turns_mean --primary AdvantageP1 --margin turns_mean=0.5 --json"));
    ASSERT_EQ(pj.code, 0) << pj.err.toStdString();
    const QJsonObject pc = QJsonDocument::fromJson(pj.out.toUtf8()).object().value(QStringLiteral("comparisons")).toObject();
    EXPECT_EQ(pc.value(QStringLiteral("primary")).toArray().size(), 2);
    bool sawEquivalence = false;
    for (const auto &mv : pc.value(QStringLiteral("pairs")).toArray()[0].toObject().value(QStringLiteral("metrics")).toArray()) {
        const QJsonObject m = mv.toObject();
        if (m.value(QStringLiteral("metric")).toString() == QStringLiteral("turns_mean")) {
            EXPECT_EQ(m.value(QStringLiteral("role")).toString(), QStringLiteral("primary"));
            EXPECT_EQ(m.value(QStringLiteral("family")).toString(), QStringLiteral("primary"));
            sawEquivalence = m.value(QStringLiteral("equivalence")).toObject().value(QStringLiteral("p")).isDouble();
        }
    }
    EXPECT_TRUE(sawEquivalence);
    const Result bad = cli(words("compare fixture-nim --reading normal --reading misere --matches 10 --seed 1 --primary nope"));
    EXPECT_EQ(bad.code, 2);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("--primary 'nope' is not a compared metric"))) << bad.err.toStdString();
    EXPECT_EQ(
        cli(words("compare fixture-nim --reading normal --reading misere --matches 10 --seed 1 --margin turns_mean=-1")).code, 2);
}

TEST(Cli, SweepReportsMainEffects) {
    const Result r =
        cli(words("sweep fixture-nim --base normal --vary pile=5,6,8 --vary take=one_or_two,one_to_three "
                  "--matches 500 --seed 2 --metric turns_mean --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(root.value(QStringLiteral("readings")).toArray().size(), 6);  // 3 x 2 cells
    const QJsonArray effects = root.value(QStringLiteral("main_effects")).toObject().value(QStringLiteral("effects")).toArray();
    ASSERT_EQ(effects.size(), 2);
    for (const auto &ev : effects) {
        const QJsonObject e = ev.toObject();
        const QJsonArray levels = e.value(QStringLiteral("levels")).toArray();
        if (e.value(QStringLiteral("option")).toString() == QStringLiteral("pile")) {
            ASSERT_EQ(levels.size(), 3);
            // A bigger pile takes more turns: level means increase with the pile.
            const double t5 =
                levels[0].toObject().value(QStringLiteral("metric")).toObject().value(QStringLiteral("value")).toDouble();
            const double t8 =
                levels[2].toObject().value(QStringLiteral("metric")).toObject().value(QStringLiteral("value")).toDouble();
            EXPECT_GT(t8, t5);
        } else {
            // Taking up to three per turn shortens the game.
            const double two =
                levels[0].toObject().value(QStringLiteral("metric")).toObject().value(QStringLiteral("value")).toDouble();
            const double three =
                levels[1].toObject().value(QStringLiteral("metric")).toObject().value(QStringLiteral("value")).toDouble();
            EXPECT_GT(two, three);
        }
    }
    // A reading file can be the base: its values carry into every cell.
    QTemporaryDir dir;
    const QString base = dir.filePath(QStringLiteral("nine.json"));
    QFile f(base);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "rulelab-reading", "version": 1, "game": "fixture-nim", "id": "nine", "name": "Nine",
               "options": {"pile": 9, "take": "one_or_two", "misere": false, "first_player": "random",
                           "bias": 0.5, "endless": false}})");
    f.close();
    const Result fromFile =
        cli(QStringList{QStringLiteral("sweep"), QStringLiteral("fixture-nim"), QStringLiteral("--base"), base,
                        QStringLiteral("--vary"), QStringLiteral("misere=false,true"), QStringLiteral("--matches"),
                        QStringLiteral("20"), QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--json")});
    ASSERT_EQ(fromFile.code, 0) << fromFile.err.toStdString();
    const QJsonArray cells = QJsonDocument::fromJson(fromFile.out.toUtf8()).object().value(QStringLiteral("readings")).toArray();
    ASSERT_EQ(cells.size(), 2);
    EXPECT_TRUE(QJsonDocument(cells[1].toObject()).toJson().contains("\"pile\": \"9\"")) << fromFile.out.left(2000).toStdString();
    const Result missing =
        cli(words("sweep fixture-nim --base /nonexistent/x.json --vary misere=false,true --matches 10 --seed 1"));
    EXPECT_NE(missing.code, 0);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("/nonexistent/x.json"))) << missing.err.toStdString();
    const Result bad = cli(words("sweep fixture-nim --base normal --vary pile=5 --matches 10 --seed 1"));
    EXPECT_EQ(bad.code, 2);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("at least two values"))) << bad.err.toStdString();
    const Result badMetric = cli(words("sweep fixture-nim --base normal --vary pile=5,6 --matches 10 --seed 1 --metric Fun"));
    EXPECT_EQ(badMetric.code, 2);
    EXPECT_TRUE(badMetric.err.contains(QStringLiteral("unknown metric 'Fun'")));
}

TEST(Cli, AgentsOfDifferentStrengthAndSeatSwapping) {
    // Pile 10, take 1-3, normal play: the player to move wins by leaving a multiple of 4, so
    // exhaustive search beats random play in almost every match, from either seat.
    const Result r =
        cli(words("run fixture-nim --reading normal --set pile=10 --set first_player=first "
                  "--agents search:12,random --swap-seats --matches 200 --seed 5 --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject s =
        QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("readings")).toArray()[0].toObject();
    const QJsonObject ag = s.value(QStringLiteral("agents")).toObject();
    EXPECT_EQ(ag.value(QStringLiteral("a")).toString(), QStringLiteral("search:12"));
    EXPECT_GT(ag.value(QStringLiteral("a_wins")).toInt(), 180);
    // With seats swapped every other match, seat 0 (who always starts here) wins about half.
    const double fm = s.value(QStringLiteral("metrics"))
                          .toObject()
                          .value(QStringLiteral("first_mover_win_rate"))
                          .toObject()
                          .value(QStringLiteral("value"))
                          .toDouble();
    EXPECT_GT(fm, 0.35);
    EXPECT_LT(fm, 0.65);
    EXPECT_EQ(cli(words("run fixture-nim --reading normal --matches 5 --seed 1 --agents alphazero")).code, 2);
    EXPECT_EQ(cli(words("run fixture-nim --reading normal --matches 5 --seed 1 --agents mcts:0")).code, 2);
}

TEST(Cli, ExperimentFileRunsAndReproducesFromItsSummary) {
    QTemporaryDir dir;
    const QString exp = dir.filePath(QStringLiteral("e.json"));
    QFile f(exp);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":"rulelab-experiment","version":1,"game":"fixture-nim",
        "readings":["normal",{"id":"small","base":"normal","options":{"pile":7}}],
        "agents":"greedy,random","matches":300,"seed":9})");
    f.close();
    const QString out = dir.filePath(QStringLiteral("res"));
    const Result a = cli({QStringLiteral("run"), QStringLiteral("--experiment"), exp, QStringLiteral("--out"), out});
    ASSERT_EQ(a.code, 0) << a.err.toStdString();
    // Running the summary again (it embeds the experiment) gives the same summary.
    const Result b = cli({QStringLiteral("run"), QStringLiteral("--experiment"), out + QStringLiteral("/summary.json"),
                          QStringLiteral("--json"), QStringLiteral("--threads"), QStringLiteral("1")});
    ASSERT_EQ(b.code, 0) << b.err.toStdString();
    QFile s(out + QStringLiteral("/summary.json"));
    ASSERT_TRUE(s.open(QIODevice::ReadOnly));
    // The same but for the record of the match file written beside it (rows and SHA-256), and
    // the integrity record, which lists the files written with it (none when printed).
    QJsonObject saved = QJsonDocument::fromJson(s.readAll()).object();
    EXPECT_EQ(saved.value(QStringLiteral("matches_csv")).toObject().value(QStringLiteral("rows")).toInt(), 600);
    saved.remove(QStringLiteral("matches_csv"));
    saved.remove(QStringLiteral("integrity"));
    QJsonObject printed = QJsonDocument::fromJson(b.out.toUtf8()).object();
    const QJsonObject printedSeal = printed.value(QStringLiteral("integrity")).toObject();
    EXPECT_TRUE(printedSeal.value(QStringLiteral("files")).toObject().isEmpty());
    EXPECT_EQ(printedSeal.value(QStringLiteral("summary_sha256")).toString().size(), 64);
    printed.remove(QStringLiteral("integrity"));
    EXPECT_EQ(saved, printed);
    // Replay a match of the inline reading from the summary.
    const Result rp = cli({QStringLiteral("replay"), QStringLiteral("--experiment"), out + QStringLiteral("/summary.json"),
                           QStringLiteral("--reading"), QStringLiteral("small"), QStringLiteral("--match"), QStringLiteral("3")});
    ASSERT_EQ(rp.code, 0) << rp.err.toStdString();
    EXPECT_TRUE(rp.out.contains(QStringLiteral("pile:7")));
    // A broken experiment file is a runtime error naming the file and field.
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"game":"fixture-nim","readings":["normal"],"matches":"many"})");
    f.close();
    const Result bad = cli({QStringLiteral("run"), QStringLiteral("--experiment"), exp});
    EXPECT_EQ(bad.code, 1);
    EXPECT_TRUE(bad.err.contains(exp + QStringLiteral(": field 'matches' must be a whole number"))) << bad.err.toStdString();
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

    const Result bad = cli(words("bench fixture-nim --reading normal --repeat 0"));
    EXPECT_EQ(bad.code, 2);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("--repeat"))) << bad.err.toStdString();
}

namespace {
const QStringList kShardRun = words(
    "run fixture-nim --reading normal --reading misere --matches 1003 --seed 21 "
    "--agents greedy,random --swap-seats");
}  // namespace

// Four shards run by GNU parallel, merged, give exactly the single run (docs/cluster.md).
TEST(Cli, ShardsRunWithGnuParallelMergeToTheSingleRun) {
    QTemporaryDir dir;
    ASSERT_EQ(cli(kShardRun + QStringList{QStringLiteral("--out"), dir.filePath(QStringLiteral("single"))}).code, 0);
    QProcess par;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_FIXTURE_DIR "/good"));
    par.setProcessEnvironment(env);
    par.setWorkingDirectory(dir.path());
    QStringList args{QStringLiteral("--will-cite"), QStringLiteral(RULELAB_CLI)};
    args << kShardRun << QStringLiteral("--shard") << QStringLiteral("{}/4") << QStringLiteral("--out")
         << QStringLiteral("part{}") << QStringLiteral(":::") << QStringLiteral("1") << QStringLiteral("2") << QStringLiteral("3")
         << QStringLiteral("4");
    par.start(QStringLiteral("parallel"), args);
    ASSERT_TRUE(par.waitForFinished(120000));
    ASSERT_EQ(par.exitCode(), 0) << par.readAllStandardError().toStdString();
    const QString p1 = dir.filePath(QStringLiteral("part1")), p2 = dir.filePath(QStringLiteral("part2")),
                  p3 = dir.filePath(QStringLiteral("part3")), p4 = dir.filePath(QStringLiteral("part4"));
    // Parts in any order.
    const Result m =
        cli({QStringLiteral("merge"), p3, p1, p4, p2, QStringLiteral("--out"), dir.filePath(QStringLiteral("merged"))});
    ASSERT_EQ(m.code, 0) << m.err.toStdString();
    EXPECT_EQ(readAll(dir.filePath(QStringLiteral("merged/summary.json"))),
              readAll(dir.filePath(QStringLiteral("single/summary.json"))));
    EXPECT_EQ(readAll(dir.filePath(QStringLiteral("merged/matches.csv"))),
              readAll(dir.filePath(QStringLiteral("single/matches.csv"))));
    // A shard holds exactly its matches: 1003 * 1/4 .. 1003 * 2/4 = 250 .. 500 for shard 2.
    EXPECT_EQ(readAll(p2 + QStringLiteral("/matches.csv")).count('\n'), 1 + 2 * (501 - 250));

    Result r = cli({QStringLiteral("merge"), p1, p2, p4, QStringLiteral("--out"), dir.filePath(QStringLiteral("m2"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("shard 3/4 is missing"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("m2/summary.json"))));
    r = cli({QStringLiteral("merge"), p1, p1, p2, p3, QStringLiteral("--out"), dir.filePath(QStringLiteral("m3"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("is also in"))) << r.err.toStdString();
    // A truncated match file is refused, named; nothing is written.
    QByteArray csv = readAll(p4 + QStringLiteral("/matches.csv"));
    writeAll(p4 + QStringLiteral("/matches.csv"), csv.left(csv.size() - 7));
    r = cli({QStringLiteral("merge"), p1, p2, p3, p4, QStringLiteral("--out"), dir.filePath(QStringLiteral("m4"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(p4 + QStringLiteral("/matches.csv differs from the one"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("m4/summary.json"))));
    // A corrupt summary is refused too.
    writeAll(p4 + QStringLiteral("/matches.csv"), csv);
    writeAll(p3 + QStringLiteral("/summary.json"), "{\"format\": \"rulelab-summary\", \"experi");
    r = cli({QStringLiteral("merge"), p1, p2, p3, p4, QStringLiteral("--out"), dir.filePath(QStringLiteral("m5"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("summary.json: not a RuleLab summary"))) << r.err.toStdString();
    // A shard of another experiment is refused. (Run into p3 as it is, the corrupt folder is
    // refused, not replaced: --out continues what a folder holds.)
    EXPECT_EQ(cli(words("run fixture-nim --reading normal --reading misere --matches 1003 --seed 22 --agents greedy,random "
                        "--swap-seats --shard 3/4 --out") +
                  QStringList{p3})
                  .code,
              1);
    ASSERT_TRUE(QDir(p3).removeRecursively());
    ASSERT_EQ(cli(words("run fixture-nim --reading normal --reading misere --matches 1003 --seed 22 --agents greedy,random "
                        "--swap-seats --shard 3/4 --out") +
                  QStringList{p3})
                  .code,
              0);
    r = cli({QStringLiteral("merge"), p1, p2, p3, p4, QStringLiteral("--out"), dir.filePath(QStringLiteral("m6"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("a different experiment"))) << r.err.toStdString();
    EXPECT_EQ(cli(kShardRun + words("--shard 5/4")).code, 2);
}

// Every summary names the build of the game's rules that played it; parts of other builds are
// neither merged nor resumed.
TEST(Cli, SummariesRecordThePluginBuildAndMergeRefusesAnother) {
    QTemporaryDir dir;
    const QString p1 = dir.filePath(QStringLiteral("p1")), p2 = dir.filePath(QStringLiteral("p2"));
    ASSERT_EQ(cli(kShardRun + words("--shard 1/2 --out") + QStringList{p1}).code, 0);
    ASSERT_EQ(cli(kShardRun + words("--shard 2/2 --out") + QStringList{p2}).code, 0);
    const QJsonObject s = QJsonDocument::fromJson(readAll(p2 + QStringLiteral("/summary.json"))).object();
    const QJsonObject plugin = s.value(QStringLiteral("plugin")).toObject();
    EXPECT_EQ(plugin.value(QStringLiteral("id")).toString(), QStringLiteral("fixture-nim"));
    EXPECT_EQ(plugin.value(QStringLiteral("version")).toString(), QStringLiteral("2"));
    const QStringList libs = QDir(QStringLiteral(RULELAB_FIXTURE_DIR "/good")).entryList(QDir::Files);
    ASSERT_EQ(libs.size(), 1) << libs.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(plugin.value(QStringLiteral("file")).toString(), libs.front());
    const QByteArray lib = readAll(QStringLiteral(RULELAB_FIXTURE_DIR "/good/") + libs.front());
    EXPECT_EQ(plugin.value(QStringLiteral("sha256")).toString(),
              QString::fromLatin1(QCryptographicHash::hash(lib, QCryptographicHash::Sha256).toHex()));
    EXPECT_EQ(cli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), dir.filePath(QStringLiteral("m"))}).code, 0);

    // The second part claims another build of the rules (sealed as if written so: an edit alone
    // is refused before, as an edit).
    QJsonObject edited = s, other = plugin;
    other.insert(QStringLiteral("sha256"), QString(64, QLatin1Char('0')));
    edited.insert(QStringLiteral("plugin"), other);
    writeAll(p2 + QStringLiteral("/summary.json"), QJsonDocument(resealed(edited, p2)).toJson());
    Result r = cli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), dir.filePath(QStringLiteral("m2"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("field 'plugin'")) && r.err.contains(QStringLiteral("sha256")))
        << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("m2/summary.json"))));
    // Nor may a run be finished with another build than the one that started it.
    edited.insert(QStringLiteral("cancelled"), true);
    writeAll(p2 + QStringLiteral("/summary.json"), QJsonDocument(resealed(edited, p2)).toJson());
    r = cli(kShardRun + QStringList{QStringLiteral("--resume"), p2});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("field 'plugin' differs"))) << r.err.toStdString();
}

// An interrupted run keeps its finished matches; --resume completes them to the single run.
TEST(Cli, ResumeCompletesAnInterruptedRunExactly) {
    QTemporaryDir dir;
    const QString full = dir.filePath(QStringLiteral("full")), part = dir.filePath(QStringLiteral("part"));
    ASSERT_EQ(cli(kShardRun + QStringList{QStringLiteral("--out"), full}).code, 0);
    // An interrupted result: the first 400 matches of the first reading, marked cancelled.
    ASSERT_TRUE(QDir().mkpath(part));
    const QList<QByteArray> lines = readAll(full + QStringLiteral("/matches.csv")).split('\n');
    QByteArray csv;
    for (int i = 0; i <= 400; ++i) csv += lines[i] + '\n';
    writeAll(part + QStringLiteral("/matches.csv"), csv);
    QJsonObject s = QJsonDocument::fromJson(readAll(full + QStringLiteral("/summary.json"))).object();
    s.insert(QStringLiteral("cancelled"), true);
    QJsonObject record;  // what an interrupted run records for its partial match file
    record.insert(QStringLiteral("rows"), 400);
    record.insert(QStringLiteral("sha256"),
                  QString::fromLatin1(QCryptographicHash::hash(csv, QCryptographicHash::Sha256).toHex()));
    s.insert(QStringLiteral("matches_csv"), record);
    writeAll(part + QStringLiteral("/summary.json"), QJsonDocument(resealed(s, part)).toJson());
    const Result r = cli(kShardRun + QStringList{QStringLiteral("--resume"), part});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(readAll(part + QStringLiteral("/summary.json")), readAll(full + QStringLiteral("/summary.json")));
    EXPECT_EQ(readAll(part + QStringLiteral("/matches.csv")), readAll(full + QStringLiteral("/matches.csv")));
    // Resuming with another experiment is refused.
    const Result other = cli(words("run fixture-nim --reading normal --matches 10 --seed 1 --resume") + QStringList{part});
    EXPECT_EQ(other.code, 1);
    EXPECT_TRUE(other.err.contains(QStringLiteral("different experiment"))) << other.err.toStdString();
}

// Ctrl-C (or SIGTERM) stops a run with a message and a non-zero exit, keeping what finished.
TEST(Cli, InterruptKeepsFinishedMatches) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("res"));
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_FIXTURE_DIR "/good"));
    p.setProcessEnvironment(env);
    // Long enough that it cannot finish before the signal: 20 million matches.
    p.start(QStringLiteral(RULELAB_CLI),
            words("run fixture-nim --reading normal --matches 20000000 --seed 1 --set pile=200 --out") + QStringList{out});
    ASSERT_TRUE(p.waitForStarted());
    QThread::msleep(700);
    p.terminate();
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 130);
    EXPECT_TRUE(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("Interrupted:")));
    const QJsonObject s = QJsonDocument::fromJson(readAll(out + QStringLiteral("/summary.json"))).object();
    EXPECT_TRUE(s.value(QStringLiteral("cancelled")).toBool());
    const int kept = s.value(QStringLiteral("readings")).toArray()[0].toObject().value(QStringLiteral("matches")).toInt();
    EXPECT_GT(kept, 0);
    EXPECT_LT(kept, 20000000);
    EXPECT_EQ(readAll(out + QStringLiteral("/matches.csv")).count('\n'), kept + 1);
}

// Ctrl-C (or SIGTERM) stops a long exploration: what was found is analysed and printed, marked
// interrupted, and the exit code says so. Progress goes to standard error.
TEST(Cli, InterruptedGraphReportsWhatItFound) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_KHUTKA_PLUGIN_DIR));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    p.setProcessEnvironment(env);
    // The historical board has far more states than can be explored before the signal.
    p.start(QStringLiteral(RULELAB_CLI),
            words("graph khutka-boia --reading reconstruction --max-nodes 50000000 --progress --json"));
    ASSERT_TRUE(p.waitForStarted());
    QByteArray err;
    for (int i = 0; i < 200 && !err.contains("states found"); ++i) {
        p.waitForReadyRead(100);
        err += p.readAllStandardError();
    }
    ASSERT_TRUE(err.contains("states found")) << err.toStdString();
    p.terminate();
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 130);
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    EXPECT_FALSE(o.value(QStringLiteral("complete")).toBool());
    EXPECT_TRUE(o.value(QStringLiteral("cancelled")).toBool());
    EXPECT_GT(o.value(QStringLiteral("nodes")).toInteger(), 0);
}

// A plugin that crashes while loading is tried in a child process first, reported, and skipped.
TEST(Cli, APluginThatCrashesOnLoadIsReportedAndSkipped) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_FIXTURE_DIR "/crash:" RULELAB_FIXTURE_DIR "/good"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI), {QStringLiteral("games")});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(p.exitCode(), 0);
    const QString out = QString::fromUtf8(p.readAllStandardOutput()), err = QString::fromUtf8(p.readAllStandardError());
    EXPECT_TRUE(out.contains(QStringLiteral("fixture-nim"))) << out.toStdString();
    EXPECT_FALSE(out.contains(QStringLiteral("fixture-crash")));
    EXPECT_TRUE(err.contains(QStringLiteral("plugin crashes while loading"))) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("libfixture_nim_crash"))) << err.toStdString();
}

// A plugin that ends the process while loading (_exit(0) in its constructor) used to pass the
// probe as loaded and then end the CLI silently with exit code 0 and no output; now the probe
// must say it finished, and the plugin is reported and skipped.
TEST(Cli, APluginThatExitsOnLoadIsReportedAndSkipped) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_FIXTURE_DIR "/exit:" RULELAB_FIXTURE_DIR "/good"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI), {QStringLiteral("games")});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 0);
    const QString out = QString::fromUtf8(p.readAllStandardOutput()), err = QString::fromUtf8(p.readAllStandardError());
    EXPECT_TRUE(out.contains(QStringLiteral("fixture-nim"))) << out.toStdString();
    EXPECT_FALSE(out.contains(QStringLiteral("fixture-exit")));
    EXPECT_TRUE(err.contains(QStringLiteral("plugin ends the process while loading"))) << err.toStdString();
}

TEST(Cli, UnwritableOutputFolderIsARuntimeError) {
    // /proc refuses new folders even to root.
    const Result r = cli(words("run fixture-nim --reading normal --matches 5 --seed 1 --out /proc/rulelab-results"));
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("/proc/rulelab-results: cannot create the output folder"))) << r.err.toStdString();
}

#ifndef RULELAB_HAVE_CHARTS
// Built with RULELAB_BUILD_CHARTS=OFF (no Qt Widgets): `chart` refuses, naming the switch.
TEST(CliChart, ABuildWithoutFiguresSaysSo) {
    const Result r = cli(words("chart somewhere --out x.png"));
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("RULELAB_BUILD_CHARTS=OFF"))) << r.err.toStdString();
}
#define RULELAB_NEEDS_CHARTS() GTEST_SKIP() << "built without figures (RULELAB_BUILD_CHARTS=OFF)"
#else
#define RULELAB_NEEDS_CHARTS() (void)0
#endif

TEST(CliChart, DrawsEveryKindFromARunFolderAndRefusesADamagedSummary) {
    RULELAB_NEEDS_CHARTS();
    QTemporaryDir dir;
    const QString res = dir.filePath(QStringLiteral("res"));
    Result r = cli({QStringLiteral("compare"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"),
                    QStringLiteral("normal"), QStringLiteral("--reading"), QStringLiteral("misere"), QStringLiteral("--matches"),
                    QStringLiteral("200"), QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--out"), res});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    for (const char *kind : {"length", "advantage", "ends", "margin", "rounds"}) {
        const QString out = dir.filePath(QString::fromLatin1(kind) + QStringLiteral(".png"));
        r = cli({QStringLiteral("chart"), res, QStringLiteral("--out"), out, QStringLiteral("--kind"), QString::fromLatin1(kind),
                 QStringLiteral("--dpi"), QStringLiteral("100")});
        EXPECT_EQ(r.code, 0) << kind << r.err.toStdString();
        QFile png(out);
        ASSERT_TRUE(png.open(QIODevice::ReadOnly)) << kind;
        const QByteArray head = png.read(24);
        EXPECT_TRUE(head.startsWith("\x89PNG")) << kind;
        const auto be32 = [&](int o) {
            return (uchar(head[o]) << 24) | (uchar(head[o + 1]) << 16) | (uchar(head[o + 2]) << 8) | uchar(head[o + 3]);
        };
        EXPECT_EQ(be32(16), qRound(85 * 100 / 25.4)) << kind;  // IHDR width
        EXPECT_EQ(be32(20), qRound(60 * 100 / 25.4)) << kind;
        EXPECT_TRUE(QFile::exists(dir.filePath(QString::fromLatin1(kind) + QStringLiteral(".csv")))) << kind;
    }
    // the summary file itself, PDF at a custom size and SVG at double column
    r = cli({QStringLiteral("chart"), res + QStringLiteral("/summary.json"), QStringLiteral("--out"),
             dir.filePath(QStringLiteral("a.pdf")), QStringLiteral("--kind"), QStringLiteral("advantage"),
             QStringLiteral("--size"), QStringLiteral("100x50"), QStringLiteral("--font"), QStringLiteral("7")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QFile pdf(dir.filePath(QStringLiteral("a.pdf")));
    ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
    EXPECT_TRUE(pdf.readAll().contains("/MediaBox [0 0 283"));  // 100 mm = 283.5 pt
    r = cli({QStringLiteral("chart"), res, QStringLiteral("--out"), dir.filePath(QStringLiteral("l.svg")),
             QStringLiteral("--size"), QStringLiteral("double"), QStringLiteral("--ecdf")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QFile svg(dir.filePath(QStringLiteral("l.svg")));
    ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
    EXPECT_TRUE(svg.readAll().contains("<svg"));

    // effects need a sweep
    r = cli({QStringLiteral("chart"), res, QStringLiteral("--out"), dir.filePath(QStringLiteral("e.png")),
             QStringLiteral("--kind"), QStringLiteral("effects")});
    EXPECT_EQ(r.code, 1);
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("e.png"))));
    const QString sw = dir.filePath(QStringLiteral("sweep"));
    r = cli(QStringList{QStringLiteral("sweep"), QStringLiteral("fixture-nim"), QStringLiteral("--base"),
                        QStringLiteral("normal"), QStringLiteral("--vary"), QStringLiteral("misere=false,true"),
                        QStringLiteral("--matches"), QStringLiteral("100"), QStringLiteral("--seed"), QStringLiteral("1"),
                        QStringLiteral("--out"), sw});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    r = cli({QStringLiteral("chart"), sw, QStringLiteral("--out"), dir.filePath(QStringLiteral("e.png")),
             QStringLiteral("--kind"), QStringLiteral("effects")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("e.png"))));

    // a damaged summary: exit 1, the file and line named, no output written
    QFile in(res + QStringLiteral("/summary.json"));
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    QByteArray json = in.readAll();
    in.close();
    const QString damaged = dir.filePath(QStringLiteral("damaged.json"));
    QFile out(damaged);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(json.left(json.size() / 2));
    out.close();
    r = cli({QStringLiteral("chart"), damaged, QStringLiteral("--out"), dir.filePath(QStringLiteral("x.png"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(damaged)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("line "))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.csv"))));
    // a field of the wrong type is named
    json.replace("\"matches\": 200", "\"matches\": \"lots\"");
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(json);
    out.close();
    r = cli({QStringLiteral("chart"), damaged, QStringLiteral("--out"), dir.filePath(QStringLiteral("x.png"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(damaged + QStringLiteral(" was edited after it was written"))) << r.err.toStdString();
    // ... which in a summary without an integrity record (written before they were sealed) is
    // found by the parser, naming the field.
    QJsonObject unsealed = QJsonDocument::fromJson(json).object();
    unsealed.remove(QStringLiteral("integrity"));
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(unsealed).toJson());
    out.close();
    r = cli({QStringLiteral("chart"), damaged, QStringLiteral("--out"), dir.filePath(QStringLiteral("x.png"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("readings[0].matches"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    // usage errors
    EXPECT_EQ(cli({QStringLiteral("chart"), res, QStringLiteral("--out"), dir.filePath(QStringLiteral("y.png")),
                   QStringLiteral("--kind"), QStringLiteral("pie")})
                  .code,
              2);
    EXPECT_EQ(cli({QStringLiteral("chart"), res, QStringLiteral("--out"), dir.filePath(QStringLiteral("y.png")),
                   QStringLiteral("--size"), QStringLiteral("huge")})
                  .code,
              2);
}

namespace {
// rulelab-cli with the Khutka Boia plugin.
Result khutkaCli(const QStringList &args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_KHUTKA_PLUGIN_DIR));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI), args);
    EXPECT_TRUE(p.waitForFinished(120000));
    Result r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// The data rows of a CSV, split into fields.
QList<QList<QByteArray>> csvFields(const QByteArray &csv) {
    QList<QList<QByteArray>> rows;
    const QList<QByteArray> lines = csv.trimmed().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) rows << lines[i].split(',');
    return rows;
}
}  // namespace

// Usage maps (issue 20): every run writes usage.csv; `chart --kind usage` draws each reading's
// map on the board, as PNG, PDF or SVG, with a CSV of the numbers drawn: per cell the count of
// the measure and its share of the reading's total, which the run's usage.csv gives by hand.
// With --observed, the observed map's rows and each reading's Spearman rho; errors name the
// file, and the line of a bad observed map.
TEST(CliChart, UsageMapsFromARunFolder) {
    RULELAB_NEEDS_CHARTS();
    QTemporaryDir dir;
    const QString res = dir.filePath(QStringLiteral("res"));
    Result r = khutkaCli(words("run khutka-boia --reading reconstruction --reading aibdd-literal --matches 40 --seed 3 --out") +
                         QStringList{res});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QList<QList<QByteArray>> usage = csvFields(readAll(res + QStringLiteral("/usage.csv")));
    ASSERT_EQ(usage.size(), 20);  // two readings, ten holes
    auto chart = [&](const QString &out, const QStringList &more = {}) {
        return khutkaCli(QStringList{QStringLiteral("chart"), res, QStringLiteral("--kind"), QStringLiteral("usage"),
                                     QStringLiteral("--dpi"), QStringLiteral("100"), QStringLiteral("--out"), dir.filePath(out)} +
                         more);
    };
    for (const char *suffix : {"png", "pdf", "svg"}) {
        r = chart(QStringLiteral("usage.") + QLatin1String(suffix));
        ASSERT_EQ(r.code, 0) << suffix << r.err.toStdString();
        const QByteArray head = readAll(dir.filePath(QStringLiteral("usage.") + QLatin1String(suffix))).left(400);
        EXPECT_TRUE(head.startsWith("\x89PNG") || head.startsWith("%PDF") || head.contains("<svg")) << suffix;
    }
    const QByteArray csv = readAll(dir.filePath(QStringLiteral("usage.csv")));
    EXPECT_TRUE(csv.startsWith("reading,cell,label,measure,count,share\n")) << csv.left(80).toStdString();
    const QList<QList<QByteArray>> rows = csvFields(csv);
    ASSERT_EQ(rows.size(), 20);
    double share[2] = {0, 0};
    for (int i = 0; i < 20; ++i) {
        const auto &u = usage[i];
        const auto &c = rows[i];
        ASSERT_EQ(c.size(), 6);
        EXPECT_EQ(c[0], u[0]);
        EXPECT_EQ(c[2], u[2]);  // the hole's label
        EXPECT_EQ(c[3], "all");
        // every use: lifted + sown + captured + landed
        EXPECT_EQ(c[4].toLongLong(), u[3].toLongLong() + u[4].toLongLong() + u[5].toLongLong() + u[6].toLongLong());
        share[i / 10] += c[5].toDouble();
    }
    EXPECT_NEAR(share[0], 1.0, 1e-6);
    EXPECT_NEAR(share[1], 1.0, 1e-6);
    // One measure only: the sown column.
    r = chart(QStringLiteral("sown.png"), {QStringLiteral("--usage-measure"), QStringLiteral("sown")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QList<QList<QByteArray>> sown = csvFields(readAll(dir.filePath(QStringLiteral("sown.csv"))));
    ASSERT_EQ(sown.size(), 20);
    for (int i = 0; i < 20; ++i) {
        EXPECT_EQ(sown[i][3], "sown");
        EXPECT_EQ(sown[i][4], usage[i][4]);
    }
    // The illustrative observed map: its ten rows, and each reading's rho in [-1, 1].
    const QString example = QStringLiteral(RULELAB_SOURCE_DIR "/data/evidence/khutka_boia_example_usage.csv");
    r = chart(QStringLiteral("observed.svg"), {QStringLiteral("--observed"), example});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QByteArray obs = readAll(dir.filePath(QStringLiteral("observed.csv")));
    EXPECT_TRUE(obs.startsWith("reading,cell,label,measure,count,share,rho,rho_lo,rho_hi\n"));
    const QList<QList<QByteArray>> orows = csvFields(obs);
    ASSERT_EQ(orows.size(), 30);
    EXPECT_EQ(orows[20][0], "observed");
    EXPECT_EQ(orows[20][2], "h0");
    EXPECT_EQ(orows[20][4].toDouble(), 0.42);  // the file's value
    for (int i = 0; i < 20; ++i) {
        const double rho = orows[i][6].toDouble(), lo = orows[i][7].toDouble(), hi = orows[i][8].toDouble();
        EXPECT_GE(rho, -1);
        EXPECT_LE(rho, 1);
        EXPECT_LE(lo, rho);
        EXPECT_GE(hi, rho);
    }
    // Errors: a bad measure, a bad observed row (its line), a cell the board lacks, no usage.csv.
    EXPECT_EQ(chart(QStringLiteral("x.png"), {QStringLiteral("--usage-measure"), QStringLiteral("worn")}).code, 2);
    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    writeAll(bad, "cell,value\nh0,1\nh1,deep\n");
    r = chart(QStringLiteral("x.png"), {QStringLiteral("--observed"), bad});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(bad + QStringLiteral(":3:"))) << r.err.toStdString();
    writeAll(bad, "cell,value\nh0,1\nh12,2\n");
    r = chart(QStringLiteral("x.png"), {QStringLiteral("--observed"), bad});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("cell 'h12' is not a cell of the board"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    EXPECT_EQ(khutkaCli({QStringLiteral("chart"), res, QStringLiteral("--out"), dir.filePath(QStringLiteral("x.png")),
                         QStringLiteral("--observed"), example})
                  .code,
              2);  // --observed is for --kind usage
    QFile::remove(res + QStringLiteral("/usage.csv"));
    r = chart(QStringLiteral("x.png"));
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(res + QStringLiteral("/usage.csv"))) << r.err.toStdString();
}

// merge sums the parts' usage maps into the single run's; when a part has none (or lost its
// groups), the merged result has none and says so.
TEST(Cli, MergeSumsTheUsageMapsOfItsParts) {
    QTemporaryDir dir;
    const QStringList run = words("run khutka-boia --reading aibdd-literal --matches 60 --seed 4 --out");
    const QString single = dir.filePath(QStringLiteral("single")), p1 = dir.filePath(QStringLiteral("p1")),
                  p2 = dir.filePath(QStringLiteral("p2"));
    ASSERT_EQ(khutkaCli(run + QStringList{single}).code, 0);
    ASSERT_EQ(khutkaCli(run + QStringList{p1, QStringLiteral("--shard"), QStringLiteral("1/2")}).code, 0);
    ASSERT_EQ(khutkaCli(run + QStringList{p2, QStringLiteral("--shard"), QStringLiteral("2/2")}).code, 0);
    const QString m = dir.filePath(QStringLiteral("m"));
    Result r = khutkaCli({QStringLiteral("merge"), p2, p1, QStringLiteral("--out"), m});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("usage"))) << r.err.toStdString();
    EXPECT_EQ(readAll(m + QStringLiteral("/usage.csv")), readAll(single + QStringLiteral("/usage.csv")));
    EXPECT_EQ(readAll(m + QStringLiteral("/usage_groups.csv")), readAll(single + QStringLiteral("/usage_groups.csv")));
    QFile::remove(p2 + QStringLiteral("/usage_groups.csv"));
    r = khutkaCli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), m});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("the merged result has no usage.csv"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(m + QStringLiteral("/usage.csv")));
}

// The experimental board size makes Khutka Boia's state graph complete and solvable. Two holes a
// side with one counter each, one round (see tests/khutka_boia/test_small_boards.cpp for the hand
// enumeration): 6 states, 6 moves, South wins by 4 under best play.
// graph --from-match explores from a position of a saved match. Nim, pile 3, First moves first
// and takes t (1..3, as the match drew it); then pile r = 3 - t with Second to move, and by hand:
// r = 0: the end alone (1 state, 0 moves); r = 1: Second takes the last (2 states, 1 move);
// r = 2: Second takes 2 (an end) or 1, then First takes the last (4 states, 3 moves; the two
// ends differ in who took what). Second, to move at r = 1 or 2, wins under best play. (Seed 9
// draws t = 1: the richest case.)
// The interaction plot of a sweep over two options, from the command line.
TEST(CliChart, InteractionOfTwoSweptOptions) {
    RULELAB_NEEDS_CHARTS();
    QTemporaryDir dir;
    const QString res = dir.filePath(QStringLiteral("sweep")), run = dir.filePath(QStringLiteral("run"));
    ASSERT_EQ(cli(words("sweep fixture-nim --base normal --vary take=one_to_three,one_or_two --vary misere=false,true "
                        "--matches 100 --seed 5 --out") +
                  QStringList{res})
                  .code,
              0);
    const QString png = dir.filePath(QStringLiteral("i.png"));
    Result r = cli({QStringLiteral("chart"), res, QStringLiteral("--kind"), QStringLiteral("interaction"),
                    QStringLiteral("--metric"), QStringLiteral("turns_mean"), QStringLiteral("--options"),
                    QStringLiteral("misere,take"), QStringLiteral("--out"), png});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(readAll(png).startsWith("\x89PNG"));
    const QList<QByteArray> lines = readAll(dir.filePath(QStringLiteral("i.csv"))).trimmed().split('\n');
    ASSERT_EQ(lines.size(), 5);  // a header and 2 x 2 cells
    EXPECT_EQ(lines[0], "option_a,value_a,option_b,value_b,metric,cell_mean,interaction,interaction_lo,interaction_hi");
    for (int i = 1; i < 5; ++i) EXPECT_TRUE(lines[i].startsWith("misere,")) << lines[i].toStdString();  // as asked
    // In a 2 x 2 sweep the four contrasts are +c, -c, -c, +c.
    double sum = 0;
    for (int i = 1; i < 5; ++i) sum += lines[i].split(',')[6].toDouble();
    EXPECT_NEAR(sum, 0, 1e-9);
    r = cli({QStringLiteral("chart"), res, QStringLiteral("--kind"), QStringLiteral("interaction"), QStringLiteral("--options"),
             QStringLiteral("pile,take"), QStringLiteral("--out"), png});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("no such pair"))) << r.err.toStdString();
    ASSERT_EQ(cli(words("run fixture-nim --reading normal --matches 20 --seed 1 --out") + QStringList{run}).code, 0);
    r = cli(
        {QStringLiteral("chart"), run, QStringLiteral("--kind"), QStringLiteral("interaction"), QStringLiteral("--out"), png});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("has no interactions"))) << r.err.toStdString();
}

TEST(Cli, GraphFromAPositionOfASavedMatch) {
    QTemporaryDir dir;
    const QString match = dir.filePath(QStringLiteral("m.json"));
    const Result rep =
        cli(words("replay fixture-nim --reading normal --set pile=3 --set first_player=first --seed 9 --match 0 --json"));
    ASSERT_EQ(rep.code, 0) << rep.err.toStdString();
    QFile f(match);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(rep.out.toUtf8());
    f.close();
    const QJsonArray moves = QJsonDocument::fromJson(rep.out.toUtf8()).object().value(QStringLiteral("moves")).toArray();
    ASSERT_GE(moves.size(), 1);
    const int t = moves[0].toObject().value(QStringLiteral("move")).toInt();
    ASSERT_TRUE(t >= 1 && t <= 3);
    const int r = 3 - t;
    auto graph = [&](const QString &extra) {
        return cli(QStringList{QStringLiteral("graph"), QStringLiteral("fixture-nim"), QStringLiteral("--from-match"), match,
                               QStringLiteral("--solve"), QStringLiteral("--json")} +
                   extra.split(QLatin1Char(' '), Qt::SkipEmptyParts));
    };
    const Result one = graph(QStringLiteral("--after-move 1"));
    ASSERT_EQ(one.code, 0) << one.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(one.out.toUtf8()).object();
    const int wantNodes[] = {1, 2, 4}, wantEdges[] = {0, 1, 3};
    EXPECT_EQ(o.value(QStringLiteral("nodes")).toInt(), wantNodes[r]) << "pile left " << r;
    EXPECT_EQ(o.value(QStringLiteral("edges")).toInt(), wantEdges[r]);
    EXPECT_TRUE(o.value(QStringLiteral("complete")).toBool());
    EXPECT_EQ(o.value(QStringLiteral("after_move")).toInt(), 1);
    EXPECT_EQ(o.value(QStringLiteral("from_match")).toString(), match);
    EXPECT_EQ(o.value(QStringLiteral("value")).toObject().value(QStringLiteral("outcome")).toString(),
              r == 0 ? QStringLiteral("win0") : QStringLiteral("win1"));  // who takes the last counter
    // After no move: the same graph as from the start of the reading.
    const Result zero = graph(QString());
    const Result fresh = cli(words("graph fixture-nim --reading normal --set pile=3 --set first_player=first --json"));
    ASSERT_EQ(zero.code, 0) << zero.err.toStdString();
    ASSERT_EQ(fresh.code, 0) << fresh.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(zero.out.toUtf8()).object().value(QStringLiteral("nodes")),
              QJsonDocument::fromJson(fresh.out.toUtf8()).object().value(QStringLiteral("nodes")));
    // Past the end of the match, --set with a match, --after-move alone: refused with the reason.
    const Result past = graph(QStringLiteral("--after-move 9"));
    EXPECT_EQ(past.code, 1);
    EXPECT_TRUE(past.err.contains(QStringLiteral("moves, not 9"))) << past.err.toStdString();
    const Result set = graph(QStringLiteral("--set pile=5"));
    EXPECT_EQ(set.code, 2);
    EXPECT_TRUE(set.err.contains(QStringLiteral("--set cannot change them"))) << set.err.toStdString();
    EXPECT_EQ(cli(words("graph fixture-nim --reading normal --after-move 1")).code, 2);
    // A saved match edited by hand is refused, naming what is wrong: the match seed, a move's
    // description (only the moves themselves were checked before).
    auto edited = [&](const QString &field, const QJsonValue &value, bool inFirstMove) {
        QJsonObject m = QJsonDocument::fromJson(rep.out.toUtf8()).object();
        if (inFirstMove) {
            QJsonArray ms = m.value(QStringLiteral("moves")).toArray();
            QJsonObject m0 = ms[0].toObject();
            m0.insert(field, value);
            ms[0] = m0;
            m.insert(QStringLiteral("moves"), ms);
        } else {
            m.insert(field, value);
        }
        QFile g(match);
        EXPECT_TRUE(g.open(QIODevice::WriteOnly));
        g.write(QJsonDocument(m).toJson());
        g.close();
        return graph(QString());
    };
    const Result seed = edited(QStringLiteral("match_seed"), QStringLiteral("12345"), false);
    EXPECT_EQ(seed.code, 1);
    EXPECT_TRUE(seed.err.contains(QStringLiteral("match_seed"))) << seed.err.toStdString();
    const Result desc = edited(QStringLiteral("description"), QStringLiteral("First takes 99"), true);
    EXPECT_EQ(desc.code, 1);
    EXPECT_TRUE(desc.err.contains(QStringLiteral("move 1: the description 'First takes 99'"))) << desc.err.toStdString();
}

TEST(Cli, GraphOfASmallKhutkaBoardIsCompleteAndSolved) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_KHUTKA_PLUGIN_DIR));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI),
            words("graph khutka-boia --reading reconstruction --set first_player=south --set match_end=fixed_rounds "
                  "--set rounds=1 --set holes_per_row=2 --set counters_per_hole=1 --solve --json"));
    ASSERT_TRUE(p.waitForFinished(120000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    EXPECT_TRUE(o.value(QStringLiteral("complete")).toBool());
    EXPECT_EQ(o.value(QStringLiteral("nodes")).toInt(), 6);
    EXPECT_EQ(o.value(QStringLiteral("edges")).toInt(), 6);
    EXPECT_EQ(o.value(QStringLiteral("terminals")).toObject().value(QStringLiteral("win0")).toInt(), 2);
    const QJsonObject v = o.value(QStringLiteral("value")).toObject();
    EXPECT_EQ(v.value(QStringLiteral("outcome")).toString(), QStringLiteral("win0"));
    EXPECT_EQ(v.value(QStringLiteral("margin")).toInt(), 4);
    // A board too large for exact keys is refused, naming the option.
    p.start(QStringLiteral(RULELAB_CLI), words("graph khutka-boia --reading reconstruction --set holes_per_row=8 "
                                               "--set counters_per_hole=9"));
    ASSERT_TRUE(p.waitForFinished(120000));
    EXPECT_NE(p.exitCode(), 0);
    EXPECT_TRUE(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("counters_per_hole")));
}

// Run to a precision: blocks of 1000 matches until AdvantageP1's 95% half-width is at most
// 0.01, long before the 50,000 maximum; the summary says why it stopped, and the stop (and every
// number) is the same on one thread or two. A bad metric is refused, and so are shards.
TEST(Cli, RunToAPrecisionStopsEarlyAndAlikeOnAnyThreadCount) {
    const QString args =
        QStringLiteral("run fixture-nim --reading normal --matches 50000 --seed 9 --precision AdvantageP1=0.01 --json");
    const Result one = cli(args.split(QLatin1Char(' ')) << QStringLiteral("--threads") << QStringLiteral("1"));
    const Result two = cli(args.split(QLatin1Char(' ')) << QStringLiteral("--threads") << QStringLiteral("2"));
    ASSERT_EQ(one.code, 0) << one.err.toStdString();
    ASSERT_EQ(two.code, 0) << two.err.toStdString();
    const QJsonObject r =
        QJsonDocument::fromJson(one.out.toUtf8()).object().value(QStringLiteral("readings")).toArray()[0].toObject();
    const qint64 n = r.value(QStringLiteral("matches")).toInteger();
    EXPECT_LT(n, 50000);
    EXPECT_EQ(n % 1000, 0);
    const QJsonObject pr = r.value(QStringLiteral("precision")).toObject();
    EXPECT_TRUE(pr.value(QStringLiteral("reached")).toBool());
    EXPECT_EQ(pr.value(QStringLiteral("stopped")).toString(), QStringLiteral("precision reached"));
    const QJsonObject adv = r.value(QStringLiteral("metrics")).toObject().value(QStringLiteral("AdvantageP1")).toObject();
    EXPECT_LE((adv.value(QStringLiteral("hi")).toDouble() - adv.value(QStringLiteral("lo")).toDouble()) / 2, 0.01);
    // One block less would not have been enough (otherwise it would have stopped there).
    EXPECT_GT(n, 1000);
    const QJsonObject r2 =
        QJsonDocument::fromJson(two.out.toUtf8()).object().value(QStringLiteral("readings")).toArray()[0].toObject();
    EXPECT_EQ(r2.value(QStringLiteral("matches")).toInteger(), n);
    EXPECT_EQ(r2.value(QStringLiteral("metrics")).toObject(), r.value(QStringLiteral("metrics")).toObject());
    EXPECT_EQ(cli(words("run fixture-nim --reading normal --matches 100 --seed 1 --precision nope=0.1")).code, 2);
    EXPECT_EQ(cli(words("run fixture-nim --reading normal --matches 100 --seed 1 --precision AdvantageP1=0")).code, 2);
    EXPECT_EQ(cli(words("run fixture-nim --reading normal --matches 100 --seed 1 --precision AdvantageP1=0.1 --shard 1/2")).code,
              2);
}

// Golden values from scripts/recompute.py (NumPy/SciPy, independent code) for one fixed small
// run: tests/cli/golden/recompute_khutka_60.json holds every recomputed number with its place in
// summary.json. The tool must reproduce each to 1e-9 here, with no Python needed. After a change
// that alters the simulated matches, regenerate the file with:
//   rulelab-cli compare khutka-boia --reading aibdd-literal --reading ludii-portal --reading ludii-code
//     --matches 60 --seed 7 --primary AdvantageP1 --out D
//   scripts/recompute.py D --golden-out tests/cli/golden/recompute_khutka_60.json
TEST(Cli, ReproducesTheIndependentlyRecomputedGoldenValues) {
    QTemporaryDir dir;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_KHUTKA_PLUGIN_DIR));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI), words("compare khutka-boia --reading aibdd-literal --reading ludii-portal "
                                               "--reading ludii-code --matches 60 --seed 7 --primary AdvantageP1 --out") +
                                             QStringList{dir.path()});
    ASSERT_TRUE(p.waitForFinished(120000));
    ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    const QJsonObject summary = QJsonDocument::fromJson(readAll(dir.filePath(QStringLiteral("summary.json")))).object();
    const QJsonObject golden =
        QJsonDocument::fromJson(readAll(QStringLiteral(RULELAB_SOURCE_DIR "/tests/cli/golden/recompute_khutka_60.json")))
            .object();
    const QJsonArray values = golden.value(QStringLiteral("values")).toArray();
    ASSERT_GT(values.size(), 400);
    // readings.ID.metrics.KEY.FIELD or pairs.A.B.KEY.FIELD[.SUBFIELD]
    auto find = [&](const QJsonArray &where) -> QJsonValue {
        const QString kind = where[0].toString();
        if (kind == QLatin1String("readings")) {
            for (const auto &r : summary.value(QStringLiteral("readings")).toArray())
                if (r.toObject().value(QStringLiteral("reading")) == where[1])
                    return r.toObject()
                        .value(QStringLiteral("metrics"))
                        .toObject()
                        .value(where[3].toString())
                        .toObject()
                        .value(where[4].toString());
            return {};
        }
        for (const auto &pr : summary.value(QStringLiteral("comparisons")).toObject().value(QStringLiteral("pairs")).toArray()) {
            const QJsonObject po = pr.toObject();
            if (po.value(QStringLiteral("a")) != where[1] || po.value(QStringLiteral("b")) != where[2]) continue;
            for (const auto &m : po.value(QStringLiteral("metrics")).toArray()) {
                const QJsonObject mo = m.toObject();
                if (mo.value(QStringLiteral("metric")) != where[3]) continue;
                const QJsonValue v = mo.value(where[4].toString());
                return where.size() > 5 ? v.toObject().value(where[5].toString()) : v;
            }
        }
        return {};
    };
    int checked = 0;
    for (const auto &gv : values) {
        const QJsonObject g = gv.toObject();
        const QJsonArray where = g.value(QStringLiteral("where")).toArray();
        const QString label = QString::fromUtf8(QJsonDocument(where).toJson(QJsonDocument::Compact));
        const QJsonValue v = find(where);
        ASSERT_TRUE(v.isDouble()) << label.toStdString();
        const double want = g.value(QStringLiteral("value")).toDouble(), got = v.toDouble();
        if (want <= 1e-300 && got <= 1e-300) {
            ++checked;
            continue;
        }
        // A Monte Carlo or permutation p-value carries its sampling error as its tolerance.
        const double tolerance = g.contains(QStringLiteral("tolerance")) ? g.value(QStringLiteral("tolerance")).toDouble()
                                                                         : 1e-9 * std::max(1.0, std::fabs(want));
        EXPECT_NEAR(got, want, tolerance) << label.toStdString();
        ++checked;
    }
    EXPECT_EQ(checked, values.size());
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
