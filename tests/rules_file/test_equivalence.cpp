// Pachgarhwa written as a rules file (data/games/pachgarhwa-rules.json) is the compiled
// Pachgarhwa: the same options, values and defaults, and for the same seed every reading plays
// the same matches (outcome, end reason, how it ended, scores, turns, laps, rounds, captures and
// every move).
#include "support/run_options.h"
#include "pach_game.h"
#include "rules_file.h"

#include "plugin/reading_json.h"
#include "sim/runner.h"
#include "support/same_match.h"

#include <QString>

#include <gtest/gtest.h>

using namespace rulelab;

namespace {

const rulesfile::FileGame &fileGame() {
    static const std::unique_ptr<rulesfile::FileGame> g = [] {
        std::string error;
        auto game = rulesfile::loadRulesFile(QStringLiteral(RULELAB_GAMES_DIR "/pachgarhwa-rules.json"), error);
        EXPECT_TRUE(game) << error;
        return game;
    }();
    return *g;
}

std::vector<Reading> compiledReadings() {
    std::vector<std::string> errors;
    auto readings = loadReadingDir(QStringLiteral(RULELAB_SOURCE_DIR "/data/readings/pachgarhwa"), errors);
    EXPECT_TRUE(errors.empty()) << errors[0];
    return readings;
}

}  // namespace

TEST(PachgarhwaAsARulesFile, HasTheCompiledGamesOptionsAndReadings) {
    const GameInfo compiled = pachgarhwa::pachInfo();
    const GameInfo &file = fileGame().info();
    EXPECT_EQ(file.id, "pachgarhwa-rules");
    ASSERT_EQ(file.options.size(), compiled.options.size());
    for (size_t i = 0; i < compiled.options.size(); ++i) {
        const RuleOption &a = compiled.options[i], &b = file.options[i];
        EXPECT_EQ(a.id, b.id);
        EXPECT_EQ(a.defaultValue, b.defaultValue) << a.id;
        EXPECT_EQ(a.minInt, b.minInt) << a.id;
        EXPECT_EQ(a.maxInt, b.maxInt) << a.id;
        EXPECT_EQ(a.experimental, b.experimental) << a.id;
        ASSERT_EQ(a.choices.size(), b.choices.size()) << a.id;
        for (size_t c = 0; c < a.choices.size(); ++c) EXPECT_EQ(a.choices[c].id, b.choices[c].id) << a.id;
    }
    const auto fileReadings = fileGame().readings();
    const auto compiledList = compiledReadings();
    ASSERT_EQ(fileReadings.size(), 5u);
    ASSERT_EQ(compiledList.size(), 5u);
    for (const Reading &c : compiledList) {
        const auto it = std::find_if(fileReadings.begin(), fileReadings.end(), [&](const Reading &r) { return r.id == c.id; });
        ASSERT_NE(it, fileReadings.end()) << c.id;
        Options a, b;
        std::vector<std::string> errors;
        ASSERT_TRUE(resolveOptions(compiled, c, a, errors));
        ASSERT_TRUE(resolveOptions(file, *it, b, errors));
        EXPECT_EQ(a.values(), b.values()) << c.id;
    }
}

// makeGame's contract (core/kits/two_row_engine.h): the compiled Pachgarhwa describes options of
// the kit's vocabulary (same ids, types and values), which the engine reads by id.
TEST(PachgarhwaAsARulesFile, TheCompiledOptionsAreTheKitVocabularys) {
    const GameInfo compiled = pachgarhwa::pachInfo();
    const GameInfo vocabulary = kits::engine::vocabulary();
    for (const RuleOption &o : compiled.options) {
        const RuleOption *v = vocabulary.findOption(o.id);
        ASSERT_TRUE(v) << o.id;
        EXPECT_EQ(v->type, o.type) << o.id;
        EXPECT_EQ(v->defaultValue, o.defaultValue) << o.id;
        EXPECT_EQ(v->minInt, o.minInt) << o.id;
        EXPECT_EQ(v->maxInt, o.maxInt) << o.id;
        for (const OptionChoice &c : o.choices) EXPECT_TRUE(v->findChoice(c.id)) << o.id << " = " << c.id;
    }
    // The vocabulary speaks of no one game: none of Pachgarhwa's texts is in it.
    for (const RuleOption &o : compiled.options)
        for (const OptionChoice &c : o.choices) {
            if (c.explanation.find("Humphries") == std::string::npos &&
                c.explanation.find("Ludii's encoding") == std::string::npos)
                continue;
            EXPECT_NE(vocabulary.findOption(o.id)->findChoice(c.id)->explanation, c.explanation) << o.id << " = " << c.id;
        }
}

class EveryPachgarhwaReading : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryPachgarhwaReading, PlaysTheSameMatchesAsTheCompiledPlugin) {
    const std::string id = GetParam();
    const GameInfo compiled = pachgarhwa::pachInfo();
    Reading compiledReading;
    for (const Reading &r : compiledReadings())
        if (r.id == id) compiledReading = r;
    Reading fileReading;
    for (const Reading &r : fileGame().readings())
        if (r.id == id) fileReading = r;
    ASSERT_EQ(compiledReading.id, id);
    ASSERT_EQ(fileReading.id, id);
    Options a, b;
    std::vector<std::string> errors;
    ASSERT_TRUE(resolveOptions(compiled, compiledReading, a, errors));
    ASSERT_TRUE(resolveOptions(fileGame().info(), fileReading, b, errors));
    std::string error;
    auto gameA = pachgarhwa::makePachGame(a, Limits{}, error);
    ASSERT_TRUE(gameA) << error;
    auto gameB = fileGame().createGame(b, Limits{}, error);
    ASSERT_TRUE(gameB) << error;

    RunOptions ro = testsupport::runOptions(400, 20261201, {.moves = true});
    const auto ra = runMatches(*gameA, id, ro);
    const auto rb = runMatches(*gameB, id, ro);
    ASSERT_EQ(ra.size(), rb.size());
    int differentEnds = 0;
    for (size_t i = 0; i < ra.size(); ++i) {
        const MatchRecord &x = ra[i], &y = rb[i];
        testsupport::expectSameMatch(x, y, id + " match " + std::to_string(i));
        differentEnds += x.endReason != ra[0].endReason || x.progress.turns != ra[0].progress.turns;
    }
    EXPECT_GT(differentEnds, 0) << "the matches differ from one another (the comparison is not vacuous)";
}

INSTANTIATE_TEST_SUITE_P(Readings, EveryPachgarhwaReading,
                         ::testing::Values("humphries-literal", "humphries-baykhom", "humphries-exhaustible", "humphries-rounds",
                                           "ludii-code"),
                         [](const ::testing::TestParamInfo<std::string> &i) {
                             std::string n = i.param;
                             for (char &c : n)
                                 if (c == '-') c = '_';
                             return n;
                         });
