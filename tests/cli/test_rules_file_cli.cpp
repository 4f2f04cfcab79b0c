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

    // A game from the folder runs like any other.
    const Result run = cliWithRulesFiles({QStringLiteral("run"), QStringLiteral("my-variant"), QStringLiteral("--reading"),
                                          QStringLiteral("humphries-literal"), QStringLiteral("--matches"), QStringLiteral("20"),
                                          QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--games-dir"),
                                          dir.path(), QStringLiteral("--json")});
    ASSERT_EQ(run.code, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("my-variant")));
}

TEST(RulesFileCli, AMissingGamesDirIsAUsageError) {
    const Result r = cliWithRulesFiles(words("--games-dir /no/such/folder games"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("'/no/such/folder' is not a folder"))) << r.err.toStdString();
}
