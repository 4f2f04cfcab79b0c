// Sweeps: cells named and ordered canonically (one combination, one id, one set of matches),
// effects as balanced cell means, and interactions flagged only when their Bonferroni-adjusted
// interval excludes 0.
#include "experiment/experiment_runner.h"
#include "experiment/results_io.h"

#include <QJsonArray>
#include <QJsonObject>
#include <gtest/gtest.h>

#include <cmath>

using namespace rulelab;

namespace {

// A game of three options in the order a, b, c (choices x/y, u/v and a flag), for sweeps of
// synthetic cells.
const GameInfo &abcGame() {
    static const GameInfo g = [] {
        GameInfo info;
        info.id = "abc";
        info.options.push_back(choiceOption("a", "A", "T-1", "", {{"x", "X", "", {}}, {"y", "Y", "", {}}}, "x", {}));
        info.options.push_back(choiceOption("b", "B", "T-2", "", {{"u", "U", "", {}}, {"v", "V", "", {}}}, "u", {}));
        info.options.push_back(flagOption("c", "C", "T-3", "", false, {}));
        return info;
    }();
    return g;
}

MatchRecord match(int64_t turns, bool firstWins = true) {
    MatchRecord m;
    m.firstPlayer = 0;
    m.result = firstWins ? Result::Win0 : Result::Win1;
    m.endReason = EndReason::Finished;
    m.progress.turns = turns;
    m.settleEnd();
    return m;
}

// One cell per reading of `e` (odometer order), each `n` matches alternating `spread` below and
// above the cell's mean number of turns.
ExperimentResult cellsOf(const Experiment &e, const std::vector<int64_t> &means, int64_t spread, int n = 200) {
    ExperimentResult r;
    r.experiment = e;
    for (size_t c = 0; c < e.readings.size(); ++c) {
        ReadingResult rr;
        rr.reading = e.readings[c].reading.id;
        for (int i = 0; i < n; ++i) rr.stats.add(match(means[c] + (i % 2 ? spread : -spread)));
        r.readings.push_back(rr);
    }
    return r;
}

Experiment sweepOf(std::vector<std::pair<std::string, std::vector<std::string>>> vary) {
    Experiment e;
    e.game = "abc";
    e.sweepBase = "base";
    e.vary = std::move(vary);
    return e;
}

// The interactions of turns_mean in the 2 x 2 sweep of a (x, y) and b (u, v) whose cells (cellsOf)
// have these mean turns and spread.
std::vector<Interaction> twoByTwoInteractions(const std::vector<int64_t> &means, int64_t spread) {
    Experiment e = sweepOf({{"a", {"x", "y"}}, {"b", {"u", "v"}}});
    std::string error;
    EXPECT_TRUE(expandSweep(abcGame(), e, error)) << error;
    const ExperimentResult r = cellsOf(e, means, spread);
    return interactions(e, r, {"turns_mean"}, mainEffects(e, r, {"turns_mean"}));
}

}  // namespace

// --- one combination, one id -------------------------------------------------------------------

TEST(CombinationId, GameOrderAndCanonicalValuesWhateverTheGivenOrder) {
    const GameInfo &g = abcGame();
    EXPECT_EQ(combinationId(g, "base", {{"c", "yes"}, {"a", "y"}}), "base[a=y,c=true]");
    EXPECT_EQ(combinationId(g, "base", {{"a", "y"}, {"c", "1"}}), "base[a=y,c=true]");
    EXPECT_EQ(combinationId(g, "base", {{"b", "v"}, {"c", "false"}, {"a", "x"}}), "base[a=x,b=v,c=false]");
    // What the game does not know is kept as given, after its options (validation refuses it).
    EXPECT_EQ(combinationId(g, "base", {{"zz", "1"}, {"a", "maybe"}}), "base[a=maybe,zz=1]");
}

TEST(CombinationId, ParsedFromItsText) {
    std::string base, error;
    OptionAssignments values;
    ASSERT_TRUE(parseCombination("dir/my.json[c = yes, a=y]", base, values, error)) << error;
    EXPECT_EQ(base, "dir/my.json");
    ASSERT_EQ(values.size(), 2u);
    EXPECT_EQ(values[0], (std::pair<std::string, std::string>{"c", "yes"}));
    EXPECT_EQ(values[1], (std::pair<std::string, std::string>{"a", "y"}));
    EXPECT_EQ(combinationId(abcGame(), base, values), "dir/my.json[a=y,c=true]");
    EXPECT_FALSE(parseCombination("base[a=x,a=y]", base, values, error));
    EXPECT_NE(error.find("option 'a' is named twice"), std::string::npos) << error;
    EXPECT_FALSE(parseCombination("base[a]", base, values, error));
    EXPECT_NE(error.find("'a' is not OPTION=VALUE"), std::string::npos) << error;
    EXPECT_FALSE(parseCombination("base[]", base, values, error));
    EXPECT_FALSE(parseCombination("[a=x]", base, values, error));
    EXPECT_FALSE(parseCombination("base", base, values, error));
    EXPECT_TRUE(looksLikeCombination("base[a=x]"));
    EXPECT_FALSE(looksLikeCombination("base"));
    EXPECT_FALSE(looksLikeCombination("my.json"));
}

// The --vary flags in any order and spelling give the same cells, in the same order, with the
// same ids: the options in the game's order, the values canonical, the last option fastest.
TEST(SweepCells, NamedAndOrderedCanonicallyWhateverTheOrderOfTheFlags) {
    Experiment one = sweepOf({{"a", {"x", "y"}}, {"c", {"false", "true"}}});
    Experiment two = sweepOf({{"c", {"no", "yes"}}, {"a", {"x", "y"}}});
    std::string error;
    ASSERT_TRUE(expandSweep(abcGame(), one, error)) << error;
    ASSERT_TRUE(expandSweep(abcGame(), two, error)) << error;
    ASSERT_EQ(two.vary.size(), 2u);
    EXPECT_EQ(two.vary[0].first, "a");
    EXPECT_EQ(two.vary[1].second, (std::vector<std::string>{"false", "true"}));
    ASSERT_EQ(one.readings.size(), 4u);
    ASSERT_EQ(two.readings.size(), 4u);
    const char *ids[4] = {"base[a=x,c=false]", "base[a=x,c=true]", "base[a=y,c=false]", "base[a=y,c=true]"};
    for (size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(one.readings[i].reading.id, ids[i]);
        EXPECT_EQ(two.readings[i].reading.id, ids[i]);
        EXPECT_EQ(two.readings[i].reading.values, one.readings[i].reading.values);
    }
    // An experiment file keeps `vary` as a JSON object (alphabetical): re-expanding gives the same.
    Experiment again = two;
    std::reverse(again.vary.begin(), again.vary.end());
    ASSERT_TRUE(expandSweep(abcGame(), again, error)) << error;
    for (size_t i = 0; i < 4; ++i) EXPECT_EQ(again.readings[i].reading.id, ids[i]);
}

TEST(SweepCells, RefusedWithTheOptionNamed) {
    std::string error;
    Experiment e = sweepOf({{"a", {"x", "y"}}, {"d", {"1", "2"}}});
    EXPECT_FALSE(expandSweep(abcGame(), e, error));
    EXPECT_NE(error.find("--vary d: game 'abc' has no option 'd' (options: a, b, c)"), std::string::npos) << error;
    e = sweepOf({{"a", {"x", "z"}}});
    EXPECT_FALSE(expandSweep(abcGame(), e, error));
    EXPECT_NE(error.find("--vary a: option 'a' has no value 'z'"), std::string::npos) << error;
    e = sweepOf({{"c", {"true", "yes"}}});
    EXPECT_FALSE(expandSweep(abcGame(), e, error));
    EXPECT_NE(error.find("--vary c: the value 'yes' is given twice"), std::string::npos) << error;
    e = sweepOf({{"a", {"x", "y"}}, {"a", {"y", "x"}}});
    EXPECT_FALSE(expandSweep(abcGame(), e, error));
    EXPECT_NE(error.find("--vary a: the option is varied twice"), std::string::npos) << error;
    e = sweepOf({{"a", {"x", "y"}}});
    e.overrides = {"a=y"};
    EXPECT_FALSE(expandSweep(abcGame(), e, error));
    EXPECT_NE(error.find("--vary a: the option is also set for every cell"), std::string::npos) << error;
    e = sweepOf({{"a", {"x"}}});
    EXPECT_FALSE(checkSweep(e, error));
    EXPECT_NE(error.find("at least two values"), std::string::npos) << error;
}

// --- effects -----------------------------------------------------------------------------------

// Shares in a sweep are also reported on the log-odds scale (the saturated logistic model).
// A 2 x 2 sweep whose cells' first movers win 85, 136, 136 and 160 of 170 matches: odds 1, 4, 4
// and 16, log-odds 0, ln 4, ln 4, ln 16. They add up exactly on the log-odds scale (interaction
// 0; the effect of a = x is ln 4 / 2 - ln 16 / 2 = -ln 2), but not on the probability scale:
// (x, u) = 0.5 - 0.65 - 0.65 + (0.5 + 0.8 + 0.8 + 16/17) / 4 = -0.0397.
TEST(SweepEffects, SharesAlsoOnTheLogOddsScale) {
    Experiment e = sweepOf({{"a", {"x", "y"}}, {"b", {"u", "v"}}});
    std::string error;
    ASSERT_TRUE(expandSweep(abcGame(), e, error)) << error;
    ExperimentResult r;
    r.experiment = e;
    const int wins[4] = {85, 136, 136, 160};
    for (int c = 0; c < 4; ++c) {
        ReadingResult rr;
        rr.reading = e.readings[static_cast<size_t>(c)].reading.id;
        for (int i = 0; i < 170; ++i) rr.stats.add(match(10, i < wins[c]));
        r.readings.push_back(rr);
    }
    const auto effects = mainEffects(e, r, {"first_mover_win_rate", "turns_mean"});
    ASSERT_EQ(effects.size(), 4u);
    const MainEffect &a = effects[0];
    ASSERT_EQ(a.metric, "first_mover_win_rate");
    ASSERT_TRUE(a.levels[0].hasLogOdds);
    EXPECT_NEAR(a.levels[0].logOdds.value, -std::log(2.0), 1e-12);
    EXPECT_NEAR(a.levels[1].logOdds.value, std::log(2.0), 1e-12);
    EXPECT_LT(a.levels[0].logOdds.lo, a.levels[0].logOdds.value);
    EXPECT_FALSE(effects[1].levels[0].hasLogOdds);  // turns are not a share
    const auto in = interactions(e, r, {"first_mover_win_rate"}, effects);
    ASSERT_EQ(in.size(), 1u);
    const double p4 = 16.0 / 17.0, pu = (0.5 + 0.8 + 0.8 + p4) / 4;
    EXPECT_NEAR(in[0].contrasts[0].contrast.value, 0.5 - 0.65 - 0.65 + pu, 1e-12);
    for (const auto &c : in[0].contrasts) {
        ASSERT_TRUE(c.hasLogOdds);
        EXPECT_NEAR(c.logOdds.value, 0, 1e-12);
        EXPECT_LT(c.logOdds.lo, 0);
        EXPECT_GT(c.logOdds.hi, 0);
    }
    const QJsonArray ij = interactionsJson(in);
    EXPECT_TRUE(ij[0].toObject().value(QStringLiteral("contrasts")).toArray()[0].toObject().contains(QStringLiteral("log_odds")));
    // A cell that is all wins has no finite log-odds: the logistic figures are left out.
    ReadingResult &all = r.readings[3];
    all.stats = {};
    for (int i = 0; i < 170; ++i) all.stats.add(match(10));
    EXPECT_FALSE(mainEffects(e, r, {"first_mover_win_rate"})[0].levels[0].hasLogOdds);
}

// Sweep effects as balanced cell means, with intervals, and the two-way interaction. A 2 x 2
// factorial whose cells' turns are 10, 20 (a = x) and 30, 60 (a = y) for b = u, v, each cell
// 200 matches alternating one turn below and above its mean:
//   grand 30; a: x 15, y 45 (effects -15, +15); b: u 20, v 40 (effects -10, +10);
//   interaction (x, u) = 10 - 15 - 20 + 30 = 5, (x, v) = -5, (y, u) = -5, (y, v) = 5.
// The largest contrast (5) is clearly not 0, but smaller than both options' largest main
// effects: not flagged.
TEST(SweepEffects, BalancedCellMeansWithIntervalsAndInteractions) {
    Experiment e = sweepOf({{"a", {"x", "y"}}, {"b", {"u", "v"}}});
    std::string error;
    ASSERT_TRUE(expandSweep(abcGame(), e, error)) << error;
    ASSERT_EQ(e.readings.size(), 4u);
    const ExperimentResult r = cellsOf(e, {10, 20, 30, 60}, 1);  // (x,u) (x,v) (y,u) (y,v)
    const auto effects = mainEffects(e, r, {"turns_mean"});
    ASSERT_EQ(effects.size(), 2u);
    const MainEffect &a = effects[0], &b = effects[1];
    EXPECT_EQ(a.option, "a");
    EXPECT_DOUBLE_EQ(a.grand.value, 30);
    EXPECT_DOUBLE_EQ(a.levels[0].metric.value, 15);
    EXPECT_DOUBLE_EQ(a.levels[0].effect.value, -15);
    EXPECT_DOUBLE_EQ(a.levels[1].effect.value, 15);
    EXPECT_DOUBLE_EQ(b.levels[0].effect.value, -10);
    EXPECT_DOUBLE_EQ(a.range, 30);
    for (const auto &l : a.levels) {
        EXPECT_LT(l.effect.lo, l.effect.value);
        EXPECT_GT(l.effect.hi, l.effect.value);
        EXPECT_LT(l.effect.hi - l.effect.lo, 1.0);  // each cell's mean is known to about +-0.14
    }
    const auto in = interactions(e, r, {"turns_mean"}, effects);
    ASSERT_EQ(in.size(), 1u);
    ASSERT_EQ(in[0].contrasts.size(), 4u);
    const double expected[4] = {5, -5, -5, 5};
    for (size_t k = 0; k < 4; ++k) {
        EXPECT_NEAR(in[0].contrasts[k].contrast.value, expected[k], 1e-9);
        EXPECT_TRUE(expected[k] > 0 ? in[0].contrasts[k].adjusted.lo > 0 : in[0].contrasts[k].adjusted.hi < 0);  // excludes 0
    }
    EXPECT_DOUBLE_EQ(in[0].largest, 5);
    EXPECT_DOUBLE_EQ(in[0].mainEffect, 10);
    EXPECT_EQ(in[0].familySize, 1);  // a 2 x 2 sweep: the four contrasts are +-one
    EXPECT_FALSE(in[0].exceedsMainEffect);
    EXPECT_EQ(in[0].flagged, -1);
    // In the summary: effects as {value, lo, hi}, interactions with their contrasts.
    const QJsonObject me = mainEffectsJson(effects);
    const QJsonObject lv =
        me.value(QStringLiteral("effects")).toArray()[0].toObject().value(QStringLiteral("levels")).toArray()[0].toObject();
    EXPECT_DOUBLE_EQ(lv.value(QStringLiteral("effect")).toObject().value(QStringLiteral("value")).toDouble(), -15);
    EXPECT_TRUE(lv.value(QStringLiteral("effect")).toObject().contains(QStringLiteral("lo")));
    const QJsonArray ij = interactionsJson(in);
    EXPECT_EQ(ij[0].toObject().value(QStringLiteral("contrasts")).toArray().size(), 4);
    EXPECT_TRUE(ij[0].toObject().value(QStringLiteral("flagged_contrast")).isNull());
}

// --- interactions: flagged only when their adjusted interval excludes 0 ---------------------------

TEST(SweepInteractions, FamilySizeCountsEachContrastAndItsNegativeOnce) {
    Experiment e = sweepOf({{"a", {"x", "y"}}, {"b", {"u", "v"}}, {"c", {"false", "true"}}});
    EXPECT_EQ(interactionFamilySize(e), 3);  // three pairs of 2 x 2
    e.vary = {{"a", {"1", "2", "3"}}, {"b", {"1", "2", "3"}}, {"c", {"1", "2"}}};
    EXPECT_EQ(interactionFamilySize(e), 9 + 3 + 3);
    e.vary = {{"a", {"1", "2"}}};
    EXPECT_EQ(interactionFamilySize(e), 0);
}

// Options that truly do not interact: additive cells (turns 10, 30, 20, 40: a adds 10, b adds
// 20), every contrast 0: nothing flagged, although both options have effects.
TEST(SweepInteractions, AdditiveOptionsAreNotFlagged) {
    const auto in = twoByTwoInteractions({10, 30, 20, 40}, 3);
    ASSERT_EQ(in.size(), 1u);
    for (const auto &c : in[0].contrasts) {
        EXPECT_NEAR(c.contrast.value, 0, 1e-9);
        EXPECT_LT(c.adjusted.lo, 0);
        EXPECT_GT(c.adjusted.hi, 0);
    }
    EXPECT_FALSE(in[0].exceedsMainEffect);
}

// Options that truly interact: b reverses a's effect (turns 10, 30, 30, 10), so neither has a
// main effect and the interaction is 10 with a narrow interval: flagged, on the largest contrast.
TEST(SweepInteractions, InteractingOptionsAreFlagged) {
    const auto in = twoByTwoInteractions({10, 30, 30, 10}, 1);
    ASSERT_EQ(in.size(), 1u);
    EXPECT_DOUBLE_EQ(in[0].mainEffect, 0);
    EXPECT_TRUE(in[0].exceedsMainEffect);
    ASSERT_EQ(in[0].flagged, 0);
    EXPECT_NEAR(in[0].contrasts[0].contrast.value, -10, 1e-9);
    EXPECT_LT(in[0].contrasts[0].adjusted.hi, 0);
    EXPECT_EQ(interactionsJson(in)[0].toObject().value(QStringLiteral("flagged_contrast")).toInt(-1), 0);
}

// The noise the old flag took for an interaction: a contrast larger than both (zero) main
// effects whose interval includes 0 (cells of 200 matches, turns 100 +- 50 around means 10, 14,
// 14, 10: interaction 2, standard error about 1.8). Not flagged.
TEST(SweepInteractions, AContrastWhoseIntervalIncludesZeroIsNotFlagged) {
    const auto in = twoByTwoInteractions({110, 114, 114, 110}, 50);
    ASSERT_EQ(in.size(), 1u);
    EXPECT_GT(in[0].largest, in[0].mainEffect);    // larger than a main effect...
    EXPECT_LT(in[0].contrasts[0].contrast.lo, 0);  // ...but not told from 0
    EXPECT_FALSE(in[0].exceedsMainEffect);
}

// Multiplicity: in a 2 x 2 x 2 sweep the three pairs' contrasts are one family (m = 3). An a x b
// interaction of 11 turns on cells of turns 1000 +- 200 (standard error of the contrast about
// 5.1, z about 2.2) excludes 0 at 95% but not at the adjusted level 1 - 0.05 / 3: not flagged.
// With the interaction doubled it is flagged, and a x c and b x c (truly 0) are not.
TEST(SweepInteractions, TheFlagIsAdjustedForEveryContrastOfTheMetric) {
    Experiment e = sweepOf({{"a", {"x", "y"}}, {"b", {"u", "v"}}, {"c", {"false", "true"}}});
    std::string error;
    ASSERT_TRUE(expandSweep(abcGame(), e, error)) << error;
    for (const int64_t delta : {11, 22}) {
        SCOPED_TRACE(delta);
        std::vector<int64_t> means;
        for (size_t c = 0; c < 8; ++c) {
            const int sa = c < 4 ? 1 : -1, sb = (c / 2) % 2 == 0 ? 1 : -1;  // odometer: a slowest, c fastest
            means.push_back(1000 + delta * sa * sb);
        }
        const ExperimentResult r = cellsOf(e, means, 200);
        const auto in = interactions(e, r, {"turns_mean"}, mainEffects(e, r, {"turns_mean"}));
        ASSERT_EQ(in.size(), 3u);
        EXPECT_EQ(in[0].optionA + in[0].optionB, "ab");
        EXPECT_EQ(in[0].familySize, 3);
        EXPECT_NEAR(in[0].adjustedLevel, 1 - 0.05 / 3, 1e-12);
        const InteractionContrast &ab = in[0].contrasts[0];
        EXPECT_NEAR(ab.contrast.value, static_cast<double>(delta), 1e-9);
        EXPECT_GT(ab.contrast.lo, 0);  // at 95%
        EXPECT_GT(ab.adjusted.hi - ab.adjusted.lo, ab.contrast.hi - ab.contrast.lo);
        EXPECT_EQ(in[0].exceedsMainEffect, delta == 22);
        EXPECT_EQ(ab.adjusted.lo > 0, delta == 22);
        EXPECT_FALSE(in[1].exceedsMainEffect);
        EXPECT_FALSE(in[2].exceedsMainEffect);
    }
}
