// A new game's shared tests run without asking: a rules file put into a games folder the tests
// use ($RULELAB_TEST_GAMES_DIR here, a temporary folder; data/games alike) is in the list of tests
// ctest runs, with nothing rebuilt, and its readings' tests run and pass there.

#include "readings_on_disk.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <string>

namespace {

using namespace rulelab;

TEST(HarnessDiscovery, ARulesFileAddedToAGamesFolderIsTestedByTheNextCtest) {
    // Pallankuli's rules file under another id: a game no plugin holds.
    QFile shipped(QStringLiteral(RULELAB_SOURCE_DIR "/data/games/pallankuli.json"));
    ASSERT_TRUE(shipped.open(QIODevice::ReadOnly));
    QJsonObject rules = QJsonDocument::fromJson(shipped.readAll()).object();
    ASSERT_EQ(rules.value(QStringLiteral("id")).toString(), QStringLiteral("pallankuli"));
    rules.insert(QStringLiteral("id"), QStringLiteral("pallankuli-elsewhere"));
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QFile copy(dir.filePath(QStringLiteral("elsewhere.json")));
    ASSERT_TRUE(copy.open(QIODevice::WriteOnly));
    copy.write(QJsonDocument(rules).toJson());
    copy.close();
    const std::vector<std::string> env{"RULELAB_TEST_GAMES_DIR=" + dir.path().toStdString()};

    std::string error;
    const std::set<std::string> without = harness::ctestTests({}, error);
    ASSERT_EQ(error, "");
    const std::set<std::string> with = harness::ctestTests(env, error);
    ASSERT_EQ(error, "");
    const std::string contract = "OnDisk/EveryReading.RandomPlayKeepsTheStateContract/pallankuli_elsewhere_single_game";
    const std::string legal = "OnDisk/EveryReadingHarness.EveryAppliedMoveIsLegal/pallankuli_elsewhere_single_game";
    EXPECT_FALSE(without.count(contract));
    EXPECT_TRUE(with.count(contract));
    EXPECT_TRUE(with.count(legal));
    size_t added = 0;
    for (const std::string &t : with) added += t.find("pallankuli_elsewhere_") != std::string::npos;
    const size_t readings = static_cast<size_t>(rules.value(QStringLiteral("readings")).toArray().size());
    ASSERT_GE(readings, 4u);
    EXPECT_EQ(added, readings * (5 + 4));  // per reading: 5 tests in test_every_reading, 4 in test_harness

    // And they run, through the built plugins and the rules file on disk.
    std::string output;
    EXPECT_EQ(harness::runCtest({"-R", "^(" + contract + "|" + legal + ")$", "--output-on-failure"}, env, output), 0) << output;
    EXPECT_NE(output.find("100% tests passed, 0 tests failed out of 2"), std::string::npos) << output;
}

}  // namespace
