// Readings of finished runs of several games (core/experiment/cross_compare): each keeps its own
// numbers; a game whose engine cannot be known (not installed) is said to be so, and only the
// metrics that mean the same in any game are compared.
#include "experiment/cross_compare.h"
#include "plugin/plugin_registry.h"
#include "support/cli_runner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rulelab;
using rulelab::testsupport::runInto;

TEST(CrossCompare, GamesThatAreNotInstalledAreSaidToBeSo) {
    QTemporaryDir dir;
    const QString pach = runInto(dir, "pach", "run pachgarhwa --reading humphries-literal --matches 100");
    const QString walak = runInto(dir, "walak", "run walak-pussa --reading mancala-world --matches 150");
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
