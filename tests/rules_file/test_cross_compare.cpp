// Readings of finished runs of several games (core/experiment/cross_compare): each keeps its own
// numbers; a game whose engine cannot be known (not installed) is said to be so, and only the
// metrics that mean the same in any game are compared.
#include "experiment/cross_compare.h"
#include "plugin/plugin_registry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rulelab;

namespace {

QString runInto(const QTemporaryDir &dir, const QString &name, const QStringList &args) {
    const QString out = dir.filePath(name);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_PLUGIN_DIR));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI),
            args + QStringList{QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--out"), out});
    EXPECT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    return out;
}

}  // namespace

TEST(CrossCompare, GamesThatAreNotInstalledAreSaidToBeSo) {
    QTemporaryDir dir;
    const QString pach = runInto(dir, QStringLiteral("pach"),
                                 {QStringLiteral("run"), QStringLiteral("pachgarhwa"), QStringLiteral("--reading"),
                                  QStringLiteral("humphries-literal"), QStringLiteral("--matches"), QStringLiteral("100")});
    const QString walak = runInto(dir, QStringLiteral("walak"),
                                  {QStringLiteral("run"), QStringLiteral("walak-pussa"), QStringLiteral("--reading"),
                                   QStringLiteral("mancala-world"), QStringLiteral("--matches"), QStringLiteral("150")});
    const PluginRegistry none;  // nothing installed
    CrossComparison c;
    QString error;
    ASSERT_TRUE(compareResultFolders({pach, walak}, none, {}, {}, c, error)) << error.toStdString();
    EXPECT_FALSE(c.oneEngine);
    EXPECT_EQ(c.unknownGames, (std::vector<std::string>{"pachgarhwa", "walak-pussa"}));
    EXPECT_TRUE(c.note.contains(QStringLiteral("Not installed here: pachgarhwa, walak-pussa"))) << c.note.toStdString();
    EXPECT_NE(std::find(c.omit.begin(), c.omit.end(), "laps_mean"), c.omit.end());
    // Each reading keeps its run's own matches; ids and games name where they came from.
    ASSERT_EQ(c.combined.readings.size(), 2u);
    EXPECT_EQ(c.combined.readings[0].reading, "pachgarhwa:humphries-literal");
    EXPECT_EQ(c.combined.readings[0].stats.matches, 100);
    EXPECT_EQ(c.combined.readings[1].stats.matches, 150);
    const QJsonObject j = crossComparisonJson(c);
    EXPECT_EQ(j.value(QStringLiteral("readings")).toArray().at(1).toObject().value(QStringLiteral("game")).toString(),
              QStringLiteral("walak-pussa"));
    // A primary claim on an omitted metric is refused as a flag.
    CrossComparison d;
    EXPECT_FALSE(compareResultFolders({pach, walak}, none, {"laps_mean"}, {}, d, error));
    EXPECT_TRUE(d.flagRefused);
}
