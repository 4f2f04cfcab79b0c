// rulelab-cli compare, sweep, agents and experiment files: what a run of several readings reports.
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
#include "support/summary_values.h"

using namespace rulelab::testsupport;

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
    expectCli("compare fixture-nim --reading normal --reading misere --matches 10 --seed 1 --primary nope", 2,
              {"--primary 'nope' is not a compared metric"});
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
    expectCli("sweep fixture-nim --base normal --vary pile=5 --matches 10 --seed 1", 2, {"at least two values"});
    expectCli("sweep fixture-nim --base normal --vary pile=5,6 --matches 10 --seed 1 --metric Fun", 2, {"unknown metric 'Fun'"});
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
    const double fm = metricValue(s, QStringLiteral("first_mover_win_rate"));
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
