// The plugin loader: valid plugins load, every failure is reported with the file and a reason.
#include "plugin/plugin_registry.h"
#include "sim/runner.h"
#include "stats/reading_stats.h"
#include "support/sanitizer_build.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <limits>

using namespace rulelab;

namespace {
const QString kFixtures = QStringLiteral(RULELAB_FIXTURE_DIR);

QString onlyFile(const QString &sub) {
    const QDir d(kFixtures + QLatin1Char('/') + sub);
    const auto files = d.entryList(QDir::Files);
    EXPECT_EQ(files.size(), 1) << sub.toStdString();
    return files.isEmpty() ? QString() : d.filePath(files.first());
}
}  // namespace

TEST(PluginLoader, LoadsTheFixtureGameWithItsReadings) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(onlyFile(QStringLiteral("good"))));
    ASSERT_EQ(reg.games().size(), 1u);
    EXPECT_TRUE(reg.errors().empty());
    const LoadedGame *g = reg.find("fixture-nim");
    ASSERT_NE(g, nullptr);
    EXPECT_EQ(g->plugin->info().name, "Fixture Nim");
    ASSERT_EQ(g->readings.size(), 2u);
    EXPECT_NE(reg.findReading("fixture-nim", "misere"), nullptr);
    EXPECT_EQ(reg.findReading("fixture-nim", "nope"), nullptr);
    EXPECT_EQ(reg.find("khutka-bola"), nullptr);
}

TEST(PluginLoader, RefusesAPluginBuiltForAnotherApiVersion) {
    PluginRegistry reg;
    const QString file = onlyFile(QStringLiteral("wrong_api"));
    EXPECT_FALSE(reg.loadFile(file));
    EXPECT_TRUE(reg.games().empty());
    ASSERT_EQ(reg.errors().size(), 1u);
    EXPECT_EQ(reg.errors()[0].file, file);
    const std::string msg = reg.errors()[0].message.toStdString();
    EXPECT_NE(msg.find("API version 999"), std::string::npos) << msg;
    EXPECT_NE(msg.find("needs version " + std::to_string(kPluginApiVersion)), std::string::npos) << msg;
}

TEST(PluginLoader, RefusesAQtPluginOfAnotherApplication) {
    PluginRegistry reg;
    EXPECT_FALSE(reg.loadFile(onlyFile(QStringLiteral("other"))));
    ASSERT_EQ(reg.errors().size(), 1u);
    const std::string msg = reg.errors()[0].message.toStdString();
    EXPECT_NE(msg.find("not a RuleLab game plugin"), std::string::npos) << msg;
    EXPECT_NE(msg.find("org.example.OtherInterface/1"), std::string::npos) << msg;
}

TEST(PluginLoader, RefusesALibraryThatIsNotAPlugin) {
    PluginRegistry reg;
    EXPECT_FALSE(reg.loadFile(onlyFile(QStringLiteral("plain"))));
    ASSERT_EQ(reg.errors().size(), 1u);
    EXPECT_NE(reg.errors()[0].message.toStdString().find("not a Qt plugin"), std::string::npos);
}

TEST(PluginLoader, RefusesABrokenFileAndGoesOn) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QFile broken(dir.filePath(QStringLiteral("libbroken_game.so")));
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write(
        "\x7f"
        "ELF this is not really a shared library",
        41);
    broken.close();
    ASSERT_TRUE(QFile::copy(onlyFile(QStringLiteral("good")), dir.filePath(QStringLiteral("libfixture_nim.so"))));
    PluginRegistry reg;
    reg.loadFrom({dir.path()});
    ASSERT_EQ(reg.games().size(), 1u);  // the good one still loads
    ASSERT_EQ(reg.errors().size(), 1u);
    EXPECT_TRUE(reg.errors()[0].file.endsWith(QStringLiteral("libbroken_game.so")));
    EXPECT_FALSE(reg.errors()[0].message.isEmpty());
}

TEST(PluginLoader, RefusesASecondPluginWithTheSameGameId) {
    QTemporaryDir dir;
    ASSERT_TRUE(QFile::copy(onlyFile(QStringLiteral("good")), dir.filePath(QStringLiteral("libcopy_nim.so"))));
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(onlyFile(QStringLiteral("good"))));
    EXPECT_FALSE(reg.loadFile(dir.filePath(QStringLiteral("libcopy_nim.so"))));
    ASSERT_EQ(reg.errors().size(), 1u);
    EXPECT_NE(reg.errors()[0].message.toStdString().find("already loaded"), std::string::npos);
}

TEST(PluginLoader, SearchPathStartsWithTheEnvironmentVariable) {
    QTemporaryDir a, b;
    qputenv("RULELAB_PLUGIN_PATH", (a.path() + QLatin1Char(':') + b.path()).toLocal8Bit());
    const QStringList path = PluginRegistry::defaultSearchPath();
    qunsetenv("RULELAB_PLUGIN_PATH");
    ASSERT_GE(path.size(), 2);
    EXPECT_EQ(path[0], QDir(a.path()).canonicalPath());
    EXPECT_EQ(path[1], QDir(b.path()).canonicalPath());
}

// Every plugin the build produced loads, describes itself, and ships valid readings.
TEST(PluginLoader, EveryBuiltPluginLoadsWithValidReadings) {
    PluginRegistry reg;
    reg.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR), kFixtures + QStringLiteral("/good")});
    for (const auto &e : reg.errors()) ADD_FAILURE() << e.file.toStdString() << ": " << e.message.toStdString();
    ASSERT_GE(reg.games().size(), 1u);
    for (const auto &g : reg.games()) {
        const GameInfo &info = g.plugin->info();
        SCOPED_TRACE(info.id);
        EXPECT_FALSE(info.id.empty());
        EXPECT_FALSE(info.name.empty());
        EXPECT_EQ(info.playerNames.size(), 2u);
        for (const auto &o : info.options) {
            EXPECT_FALSE(o.id.empty());
            EXPECT_FALSE(o.description.empty()) << o.id;
            EXPECT_TRUE(o.canonical(o.defaultValue).has_value()) << o.id << " default " << o.defaultValue;
        }
        ASSERT_GE(g.readings.size(), 1u);
        for (const auto &r : g.readings) {
            EXPECT_TRUE(validateReading(info, r).empty()) << r.id;
            Options opts;
            std::vector<std::string> errors;
            ASSERT_TRUE(resolveOptions(info, r, opts, errors));
            std::string error;
            auto game = g.plugin->createGame(opts, Limits{}, error);
            ASSERT_TRUE(game) << r.id << ": " << error;
            auto s = game->newInitialState();
            EXPECT_FALSE(s->isTerminal()) << r.id;
        }
    }
}

// Every shipped reading of every built game says how each match ended: ended_by agrees with the
// end reason and the rounds ended by a guard, the counts sum to the matches, every match names
// the player who starts, and a match ended by rule had no round ended by a guard.
TEST(PluginLoader, EveryShippedReadingSaysHowItsMatchesEnded) {
    PluginRegistry reg;
    reg.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
    ASSERT_GE(reg.games().size(), 3u);
    for (const auto &g : reg.games()) {
        const GameInfo &info = g.plugin->info();
        for (const auto &r : g.readings) {
            SCOPED_TRACE(info.id + " " + r.id);
            Options opts;
            std::vector<std::string> errors;
            ASSERT_TRUE(resolveOptions(info, r, opts, errors));
            std::string error;
            auto game = g.plugin->createGame(opts, Limits{}, error);
            ASSERT_TRUE(game) << error;
            stats::ReadingStats s;
            for (int i = 0; i < 30; ++i) {
                const MatchRecord rec = playMatch(*game, matchSeed(5, r.id, static_cast<uint64_t>(i)), i, false);
                EXPECT_EQ(rec.endedBy, endedByOf(rec.endReason, rec.progress.roundsByGuard));
                EXPECT_GE(rec.firstPlayer, 0);
                if (rec.endedBy == EndedBy::Rule) {
                    EXPECT_EQ(rec.progress.roundsByGuard, 0);
                }
                EXPECT_LE(rec.progress.roundsByRule + rec.progress.roundsByGuard, std::max(rec.progress.rounds, 1));
                s.add(rec);
            }
            EXPECT_EQ(s.endedBy[0] + s.endedBy[1] + s.endedBy[2], s.matches);
            EXPECT_EQ(s.ruleFirstWins + s.ruleSecondWins + s.ruleDraws, s.endedBy[0]);
        }
    }
}

// Every agent plays every shipped reading of every built game: one short match each (turns
// capped at 150; at 40 in the sanitizer build, support/sanitizer_build.h). search:3 on Bheri Bakri used to recurse for ever through runs of lost
// throws (chance nodes did not use up depth) and crash; now chance nodes are plies.
TEST(PluginLoader, EveryAgentPlaysEveryShippedReading) {
    PluginRegistry reg;
    reg.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
    ASSERT_GE(reg.games().size(), 3u);
    Limits limits;
    limits.maxTurns = testsupport::releaseOrSanitized(150, 40);
    for (const char *spec : {"greedy", "mcts:30", "search:3", "search:5:20000"}) {
        AgentSpec a;
        std::string error;
        ASSERT_TRUE(parseAgentSpec(spec, a, error)) << error;
        EXPECT_EQ(a.text(), spec);
        for (const auto &g : reg.games()) {
            const GameInfo &info = g.plugin->info();
            for (const auto &r : g.readings) {
                SCOPED_TRACE(std::string(spec) + " " + info.id + " " + r.id);
                Options opts;
                std::vector<std::string> errors;
                ASSERT_TRUE(resolveOptions(info, r, opts, errors));
                auto game = g.plugin->createGame(opts, limits, error);
                ASSERT_TRUE(game) << error;
                auto agent = makeAgent(a, *game);
                const MatchRecord rec =
                    playMatch(*game, matchSeed(3, r.id, 0), 0, MatchAgents{agent.get(), agent.get(), false}, false);
                EXPECT_NE(rec.endReason, EndReason::None);
                EXPECT_LE(rec.decisions, limits.maxTurns);
            }
        }
    }
}

// Readings are listed in the rules catalogue's order (R1, R2, R3, R4), not by file name
// (aibdd-literal, ludii-code, ludii-portal, reconstruction).
TEST(PluginLoader, ReadingsComeInCatalogueOrder) {
    EXPECT_EQ(catalogueNumber("R3 Ludii DLP code"), 3);
    EXPECT_EQ(catalogueNumber("Banked credits (B4)"), 4);
    EXPECT_EQ(catalogueNumber("P12 something"), 12);
    EXPECT_EQ(catalogueNumber("RuleLab 2 readings"), std::numeric_limits<int>::max());  // not a code
    EXPECT_EQ(catalogueNumber("my own reading"), std::numeric_limits<int>::max());
    PluginRegistry reg;
    reg.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
    const LoadedGame *kb = reg.find("khutka-boia");
    ASSERT_TRUE(kb);
    std::vector<std::string> ids;
    for (const auto &r : kb->readings) ids.push_back(r.id);
    EXPECT_EQ(ids, (std::vector<std::string>{"aibdd-literal", "ludii-portal", "ludii-code", "reconstruction"}));
    for (const auto &g : reg.games())
        for (size_t i = 1; i < g.readings.size(); ++i)
            EXPECT_LE(catalogueNumber(g.readings[i - 1].name), catalogueNumber(g.readings[i].name)) << g.readings[i].name;
}
