// Games from rules files through rulelab-cli: games --json, --games-dir, refusals, a run.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "support/cli_runner.h"
#include "support/summary_values.h"

using namespace rulelab::testsupport;

namespace {

// The fixture plugins and the plugin folder of the build (which holds rules_file).
Result cliWithRulesFiles(const QStringList &args) {
    QProcessEnvironment env = fixtureEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_FIXTURE_DIR "/good:" RULELAB_KHUTKA_PLUGIN_DIR));
    env.remove(QStringLiteral("RULELAB_GAMES_PATH"));
    return cliIn(env, args);
}

QJsonObject gameEntry(const QJsonArray &games, const QString &id) {
    for (const auto &v : games)
        if (v.toObject().value(QStringLiteral("id")).toString() == id) return v.toObject();
    return {};
}

// The shipped Pachgarhwa file with another id (and name), written into `dir`.
QString copyWithId(const QString &dir, const QString &id) {
    QByteArray data = readAll(QStringLiteral(RULELAB_GAMES_DIR "/pachgarhwa-rules.json"));
    QJsonObject o = QJsonDocument::fromJson(data).object();
    o.insert(QStringLiteral("id"), id);
    o.insert(QStringLiteral("name"), QStringLiteral("My variant"));
    const QString path = dir + QLatin1Char('/') + id + QStringLiteral(".json");
    writeAll(path, QJsonDocument(o).toJson());
    return path;
}

}  // namespace

TEST(RulesFileCli, GamesJsonReportsWhereEachGameIsDefined) {
    const Result r = cliWithRulesFiles(words("games --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray games = QJsonDocument::fromJson(r.out.toUtf8()).array();
    const QJsonObject nim = gameEntry(games, QStringLiteral("fixture-nim"));
    EXPECT_EQ(nim.value(QStringLiteral("defined_by")).toString(), QStringLiteral("plugin"));
    EXPECT_TRUE(nim.value(QStringLiteral("source_file")).isNull());
    const QJsonObject pach = gameEntry(games, QStringLiteral("pachgarhwa-rules"));
    EXPECT_EQ(pach.value(QStringLiteral("defined_by")).toString(), QStringLiteral("rules-file"));
    EXPECT_EQ(pach.value(QStringLiteral("source_file")).toString(), QStringLiteral(":/games/pachgarhwa-rules.json"));
    EXPECT_EQ(pach.value(QStringLiteral("readings")).toArray().size(), 5);
    int fromFiles = 0;
    for (const auto &v : games)
        fromFiles += v.toObject().value(QStringLiteral("defined_by")).toString() == QLatin1String("rules-file");
    EXPECT_GE(fromFiles, 4) << "pachgarhwa-rules and at least three analogues";
}

TEST(RulesFileCli, GamesDirAddsAFolderAndReportsBadFilesByField) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString mine = copyWithId(dir.path(), QStringLiteral("my-variant"));
    copyWithId(dir.path(), QStringLiteral("pachgarhwa-rules"));  // the shipped id again: refused
    QByteArray bad = readAll(mine);
    bad.replace("\"my-variant\"", "\"bad-one\"");
    bad.replace("\"next_hole\"", "\"nxt_hole\"");
    writeAll(dir.path() + QStringLiteral("/bad.json"), bad);
    writeAll(dir.path() + QStringLiteral("/experiment.json"), "{\"format\": \"rulelab-experiment\"}");  // not a game: ignored

    const Result r =
        cliWithRulesFiles({QStringLiteral("--games-dir"), dir.path(), QStringLiteral("games"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray games = QJsonDocument::fromJson(r.out.toUtf8()).array();
    const QJsonObject g = gameEntry(games, QStringLiteral("my-variant"));
    EXPECT_EQ(g.value(QStringLiteral("defined_by")).toString(), QStringLiteral("rules-file"));
    EXPECT_EQ(QFileInfo(g.value(QStringLiteral("source_file")).toString()).canonicalFilePath(),
              QFileInfo(mine).canonicalFilePath());
    EXPECT_TRUE(gameEntry(games, QStringLiteral("bad-one")).isEmpty());
    // The shipped pachgarhwa-rules stays; the copy with its id is refused, naming both files.
    EXPECT_EQ(gameEntry(games, QStringLiteral("pachgarhwa-rules")).value(QStringLiteral("source_file")).toString(),
              QStringLiteral(":/games/pachgarhwa-rules.json"));
    EXPECT_TRUE(
        r.err.contains(QStringLiteral("a game with id 'pachgarhwa-rules' is already loaded from :/games/pachgarhwa-rules.json")))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("bad.json: rules.relay.")) &&
                r.err.contains(QStringLiteral("'nxt_hole' is not a value of relay")))
        << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("experiment.json"))) << r.err.toStdString();
    // The table says how many rules files were refused, and why.
    const Result table = cliWithRulesFiles({QStringLiteral("--games-dir"), dir.path(), QStringLiteral("games")});
    ASSERT_EQ(table.code, 0);
    EXPECT_TRUE(table.out.contains(QStringLiteral("2 rules files refused (check them with 'rulelab-cli check FILE'):")))
        << table.out.toStdString();
    EXPECT_TRUE(table.out.contains(QStringLiteral("'nxt_hole' is not a value of relay"))) << table.out.toStdString();

    // A game from the folder runs like any other.
    const Result run = cliWithRulesFiles({QStringLiteral("run"), QStringLiteral("my-variant"), QStringLiteral("--reading"),
                                          QStringLiteral("humphries-literal"), QStringLiteral("--matches"), QStringLiteral("20"),
                                          QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--games-dir"),
                                          dir.path(), QStringLiteral("--json")});
    ASSERT_EQ(run.code, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("my-variant")));
}

// A refused rules file's problems are said in the language of --lang, wherever they are listed:
// the games table, the warnings on loading and `check`; the file and the field stay as written.
TEST(RulesFileCli, ARefusedFilesProblemsAreSaidInTheLanguage) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = copyWithId(dir.path(), QStringLiteral("misshapen"));
    QJsonObject o = QJsonDocument::fromJson(readAll(path)).object();
    o.insert(QStringLiteral("name"), 5);
    o.insert(QStringLiteral("colour"), QStringLiteral("red"));
    writeAll(path, QJsonDocument(o).toJson());
    const Result english = cliWithRulesFiles({QStringLiteral("check"), path});
    EXPECT_EQ(english.code, 1);
    EXPECT_TRUE(english.out.contains(QStringLiteral("misshapen.json: name: must be a string"))) << english.out.toStdString();
    EXPECT_TRUE(english.out.contains(QStringLiteral("misshapen.json: colour: not a field here (allowed: format, version")))
        << english.out.toStdString();
    const Result hindi = cliWithRulesFiles({QStringLiteral("--lang"), QStringLiteral("hi"), QStringLiteral("check"), path});
    EXPECT_EQ(hindi.code, 1);
    EXPECT_TRUE(hindi.out.contains(QStringLiteral("misshapen.json: name: एक स्ट्रिंग होना चाहिए"))) << hindi.out.toStdString();
    EXPECT_TRUE(hindi.out.contains(QStringLiteral("misshapen.json: colour: यहाँ का फ़ील्ड नहीं है (अनुमत: format, version")))
        << hindi.out.toStdString();
    EXPECT_FALSE(hindi.out.contains(QStringLiteral("must be"))) << hindi.out.toStdString();
    const Result urdu = cliWithRulesFiles(
        {QStringLiteral("--lang"), QStringLiteral("ur"), QStringLiteral("--games-dir"), dir.path(), QStringLiteral("games")});
    ASSERT_EQ(urdu.code, 0) << urdu.err.toStdString();
    EXPECT_TRUE(urdu.out.contains(QStringLiteral("name: ایک اسٹرنگ ہونا چاہیے"))) << urdu.out.toStdString();
    EXPECT_TRUE(urdu.out.contains(QStringLiteral("1 قواعد فائل مسترد"))) << urdu.out.toStdString();  // one file, two problems
    EXPECT_TRUE(urdu.err.contains(QStringLiteral("name: ایک اسٹرنگ ہونا چاہیے"))) << urdu.err.toStdString();
    EXPECT_FALSE(urdu.out.contains(QStringLiteral("must be")) || urdu.err.contains(QStringLiteral("must be")))
        << urdu.out.toStdString() << urdu.err.toStdString();
}

TEST(RulesFileCli, AMissingGamesDirIsAUsageError) {
    const Result r = cliWithRulesFiles(words("--games-dir /no/such/folder games"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("'/no/such/folder' is not a folder"))) << r.err.toStdString();
}

// compare --results and chart with several folders: readings of finished runs, of several games,
// side by side; every reading keeps its own numbers, and only metrics that mean the same in all
// the games are compared.
TEST(RulesFileCli, CompareResultsAcrossGamesOfOneEngineComparesEveryMetric) {
    QTemporaryDir dir;
    const QString pach = runInto(dir, "pach", "run pachgarhwa --reading humphries-baykhom --matches 400");
    const QString walak = runInto(dir, "walak", "run walak-pussa --reading mancala-world --matches 400");
    const Result r = cliWithRulesFiles({QStringLiteral("compare"), QStringLiteral("--results"), pach, QStringLiteral("--results"),
                                        walak, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(o.value(QStringLiteral("format")).toString(), QStringLiteral("rulelab-comparison"));
    EXPECT_TRUE(o.value(QStringLiteral("omitted_metrics")).toArray().isEmpty());
    EXPECT_EQ(o.value(QStringLiteral("readings")).toArray().at(1).toObject().value(QStringLiteral("game")).toString(),
              QStringLiteral("walak-pussa"));
    const QJsonArray readings = o.value(QStringLiteral("readings")).toArray();
    ASSERT_EQ(readings.size(), 2);
    const QJsonObject pair =
        o.value(QStringLiteral("comparisons")).toObject().value(QStringLiteral("pairs")).toArray().at(0).toObject();
    EXPECT_EQ(pair.value(QStringLiteral("a")).toString(), QStringLiteral("pachgarhwa:humphries-baykhom"));
    EXPECT_EQ(pair.value(QStringLiteral("b")).toString(), QStringLiteral("walak-pussa:mancala-world"));
    // Each reading's numbers are those of its own run; the difference is theirs.
    const QJsonObject pachSummary = QJsonDocument::fromJson(readAll(pach + QStringLiteral("/summary.json"))).object();
    const double own =
        metricValue(pachSummary.value(QStringLiteral("readings")).toArray().at(0).toObject(), QStringLiteral("turns_mean"));
    EXPECT_DOUBLE_EQ(metricValue(readings.at(0).toObject(), QStringLiteral("turns_mean")), own);
    bool laps = false;
    for (const auto &mv : pair.value(QStringLiteral("metrics")).toArray()) {
        const QJsonObject m = mv.toObject();
        if (m.value(QStringLiteral("metric")).toString() == QLatin1String("laps_mean")) laps = true;
        if (m.value(QStringLiteral("metric")).toString() == QLatin1String("turns_mean")) {
            const double d = m.value(QStringLiteral("difference")).toObject().value(QStringLiteral("value")).toDouble();
            EXPECT_NEAR(d, own - metricValue(readings.at(1).toObject(), QStringLiteral("turns_mean")), 1e-9);
        }
    }
    EXPECT_TRUE(laps) << "one engine: lengths in laps are compared";
    // The table names the folders and builds.
    const Result t =
        cliWithRulesFiles({QStringLiteral("compare"), QStringLiteral("--results"), pach, QStringLiteral("--results"), walak});
    ASSERT_EQ(t.code, 0) << t.err.toStdString();
    EXPECT_TRUE(t.out.contains(QStringLiteral("walak-pussa, 400 matches per reading, seed 1, rules build walak-pussa.json")))
        << t.out.toStdString();
    EXPECT_TRUE(t.out.contains(QStringLiteral("mean laps per match")));
#ifdef RULELAB_HAVE_CHARTS
    // One figure of both.
    const QString fig = dir.filePath(QStringLiteral("adv.svg"));
    const Result c = cliWithRulesFiles({QStringLiteral("chart"), pach, walak, QStringLiteral("--kind"),
                                        QStringLiteral("advantage"), QStringLiteral("--out"), fig});
    ASSERT_EQ(c.code, 0) << c.err.toStdString();
    const QByteArray csv = readAll(dir.filePath(QStringLiteral("adv.csv")));
    EXPECT_TRUE(csv.contains("pachgarhwa:humphries-baykhom") && csv.contains("walak-pussa:mancala-world")) << csv.toStdString();
#endif
}

TEST(RulesFileCli, CompareResultsAcrossEnginesOmitsLengthsWithANote) {
    QTemporaryDir dir;
    const QString pach = runInto(dir, "pach", "run pachgarhwa --reading humphries-baykhom --matches 300");
    const QString bheri = runInto(dir, "bheri", "run bheri-bakri --reading aibdd-literal --matches 100");
    const Result r =
        cliWithRulesFiles({QStringLiteral("compare"), QStringLiteral("--results"), pach, QStringLiteral("--results"), bheri});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("The games have different engines"))) << r.out.toStdString();
    const QString comparisons = r.out.mid(r.out.indexOf(QStringLiteral("Differences")));
    EXPECT_FALSE(comparisons.contains(QStringLiteral("mean laps per match")));
    EXPECT_FALSE(comparisons.contains(QStringLiteral("mean turns per match")));
    EXPECT_TRUE(comparisons.contains(QStringLiteral("first mover's win rate, rule-ended matches")));
    const Result prim =
        cliWithRulesFiles({QStringLiteral("compare"), QStringLiteral("--results"), pach, QStringLiteral("--results"), bheri,
                           QStringLiteral("--primary"), QStringLiteral("laps_mean")});
    EXPECT_EQ(prim.code, 2);
    EXPECT_TRUE(prim.err.contains(QStringLiteral("each engine's own units"))) << prim.err.toStdString();
    const Result marg =
        cliWithRulesFiles({QStringLiteral("compare"), QStringLiteral("--results"), pach, QStringLiteral("--results"), bheri,
                           QStringLiteral("--margin"), QStringLiteral("turns_mean=2")});
    EXPECT_EQ(marg.code, 2) << "an equivalence test of a metric that is not compared is refused, not dropped";
    EXPECT_TRUE(marg.err.contains(QStringLiteral("'turns_mean' is counted in each engine's own units")))
        << marg.err.toStdString();
#ifdef RULELAB_HAVE_CHARTS
    const Result len =
        cliWithRulesFiles({QStringLiteral("chart"), pach, bheri, QStringLiteral("--out"), dir.filePath(QStringLiteral("l.png"))});
    EXPECT_EQ(len.code, 2);
    EXPECT_TRUE(len.err.contains(QStringLiteral("different engines"))) << len.err.toStdString();
#endif
}

TEST(RulesFileCli, CompareResultsRefusesRunsOfOtherAgentsAndDamagedFolders) {
    QTemporaryDir dir;
    const QString a = runInto(dir, "a", "run walak-pussa --reading mancala-world --matches 100");
    const QString b = runInto(dir, "b", "run bay-khom --reading mancala-world --matches 100 --agents greedy");
    Result r = cliWithRulesFiles({QStringLiteral("compare"), QStringLiteral("--results"), a, QStringLiteral("--results"), b});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("different agents"))) << r.err.toStdString();
#ifdef RULELAB_HAVE_CHARTS
    const Result fig = cliWithRulesFiles({QStringLiteral("chart"), a, b, QStringLiteral("--kind"), QStringLiteral("ends"),
                                          QStringLiteral("--out"), dir.filePath(QStringLiteral("e.png"))});
    EXPECT_EQ(fig.code, 1);
    EXPECT_TRUE(fig.err.contains(QStringLiteral("differ in 'agents'"))) << fig.err.toStdString();
#endif
    const QString c = runInto(dir, "c", "run bay-khom --reading mancala-world --matches 100 --cap max_turns=50");
    r = cliWithRulesFiles({QStringLiteral("compare"), QStringLiteral("--results"), a, QStringLiteral("--results"), c});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("different caps"))) << r.err.toStdString();
    QByteArray csv = readAll(a + QStringLiteral("/matches.csv"));
    csv.chop(40);
    writeAll(a + QStringLiteral("/matches.csv"), csv);
    r = cliWithRulesFiles({QStringLiteral("compare"), QStringLiteral("--results"), a, QStringLiteral("--results"), b});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("matches.csv"))) << r.err.toStdString();
    r = cliWithRulesFiles({QStringLiteral("compare"), QStringLiteral("walak-pussa"), QStringLiteral("--results"), a});
    EXPECT_EQ(r.code, 2);
}
