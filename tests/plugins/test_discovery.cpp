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
    // A reading's tests run as one ctest test of each program (cmake/RuleLabListTests.cmake).
    const std::string contracts = "test_every_reading/pallankuli_elsewhere_single_game";
    const std::string harnessed = "test_harness/pallankuli_elsewhere_single_game";
    EXPECT_FALSE(without.count(contracts));
    EXPECT_TRUE(with.count(contracts));
    EXPECT_TRUE(with.count(harnessed));
    size_t added = 0;
    for (const std::string &t : with) added += t.find("pallankuli_elsewhere_") != std::string::npos;
    const size_t readings = static_cast<size_t>(rules.value(QStringLiteral("readings")).toArray().size());
    ASSERT_GE(readings, 4u);
    EXPECT_EQ(added, readings * 2);  // per reading: one test of test_every_reading, one of test_harness

    // And they run, every test of a reading, through the built plugins and the rules file on disk:
    // the harness's pass; of the State contract's, all but the signature, which a new reading has
    // not yet (docs/adding-a-game.md: written once with RULELAB_UPDATE_GOLDEN=1).
    const std::string reading = "/pallankuli_elsewhere_single_game";
    std::string output;
    EXPECT_EQ(harness::runCtest({"-R", "^" + harnessed + "$", "-V"}, env, output), 0) << output;
    for (const char *test :
         {"EveryReadingHarness.EveryAppliedMoveIsLegal", "EveryReadingStateCounts.OnASmallBoardTheStateGraphFindsTheSameCounts"})
        EXPECT_NE(output.find("[       OK ] OnDisk/" + std::string(test) + reading), std::string::npos) << test << "\n" << output;
    EXPECT_NE(harness::runCtest({"-R", "^" + contracts + "$", "-V"}, env, output), 0) << output;
    for (const char *test : {"RandomPlayKeepsTheStateContract", "ARecordedMatchReplaysToTheSameStatesAndEnd"})
        EXPECT_NE(output.find("[       OK ] OnDisk/EveryReading." + std::string(test) + reading), std::string::npos)
            << test << "\n"
            << output;
    EXPECT_NE(output.find("[  FAILED  ] OnDisk/EveryReading.ItsSignatureIsTheGoldenOne" + reading), std::string::npos) << output;
    EXPECT_NE(output.find(" 1 FAILED TEST"), std::string::npos) << "the signature only\n" << output;
}

}  // namespace
