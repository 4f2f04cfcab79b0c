// Statistics on small hand-made sets whose values are known (worked by hand in the comments).
#include "stats/distributions.h"
#include "stats/int_histogram.h"
#include "stats/reading_stats.h"
#include "support/find_key.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <string>

using namespace rulelab;
using namespace rulelab::stats;

namespace {
MatchRecord rec(int first, Result result, EndReason reason, int turns, int rounds = 1) {
    MatchRecord r;
    r.firstPlayer = static_cast<int8_t>(first);
    r.result = result;
    r.endReason = reason;
    r.progress.turns = turns;
    r.progress.laps = turns * 2;
    r.progress.rounds = rounds;
    r.decisions = turns;
    r.settleEnd();
    return r;
}
const Metric &metric(const std::vector<Metric> &ms, const std::string &key) { return testsupport::findKey(ms, key, "metric"); }
}  // namespace

TEST(Distributions, NormalAndStudent) {
    EXPECT_NEAR(normalCdf(0), 0.5, 1e-15);
    EXPECT_NEAR(normalCdf(1.959963984540054), 0.975, 1e-12);
    EXPECT_NEAR(normalQuantile(0.975), 1.959963984540054, 1e-9);
    EXPECT_NEAR(normalQuantile(0.001), -3.090232306167813, 1e-9);
    // Tabled t quantiles: t(0.975; 1) = 12.706, t(0.975; 10) = 2.228, t(0.975; 30) = 2.042.
    EXPECT_NEAR(studentTQuantile(0.975, 1), 12.7062, 1e-3);
    EXPECT_NEAR(studentTQuantile(0.975, 10), 2.2281, 1e-3);
    EXPECT_NEAR(studentTQuantile(0.975, 30), 2.0423, 1e-3);
    // Chi-square: P(X > 3.841; 1) = 0.05, P(X > 5.991; 2) = 0.05, P(X > 11.07; 5) = 0.05.
    EXPECT_NEAR(chiSquareSurvival(3.841459, 1), 0.05, 1e-6);
    EXPECT_NEAR(chiSquareSurvival(5.991465, 2), 0.05, 1e-6);
    EXPECT_NEAR(chiSquareSurvival(11.0705, 5), 0.05, 1e-5);
}

TEST(Distributions, WilsonInterval) {
    // 8 of 10: p = 0.8, z = 1.96. centre = (0.8 + 0.19207)/1.38415 = 0.71674;
    // half = 1.96 sqrt(0.016 + 0.0096036)/1.38415 = 0.22664 -> [0.4902, 0.9433].
    const Interval w = wilson(8, 10);
    EXPECT_DOUBLE_EQ(w.value, 0.8);
    EXPECT_NEAR(w.lo, 0.4902, 1e-4);
    EXPECT_NEAR(w.hi, 0.9433, 1e-4);
    const Interval zero = wilson(0, 50);
    EXPECT_EQ(zero.lo, 0);
    EXPECT_NEAR(zero.hi, 0.0714, 1e-4);  // 3.8416/53.8416
    EXPECT_EQ(wilson(50, 50).hi, 1);
}

// The continuity-corrected score test and the interval inverting it. 60/100 vs 40/100: Yates'
// chi-square = 200 (2000 - 100)^2 / 100^4 = 7.22, p = 0.0072096 (SciPy chi2_contingency with
// correction). The interval's ends, recomputed with SciPy (the restricted shares as the root of
// the likelihood's score equation, the ends by Brent's method): [0.0515942, 0.3403180].
TEST(Distributions, TwoProportions) {
    const auto d = compareProportions(60, 100, 40, 100);
    EXPECT_NEAR(d.diff.value, 0.2, 1e-12);
    EXPECT_NEAR(d.p, 0.007209570764742524, 1e-12);
    EXPECT_NEAR(d.diff.lo, 0.051594201626773924, 1e-9);
    EXPECT_NEAR(d.diff.hi, 0.34031797973584066, 1e-9);
    EXPECT_NEAR(compareProportions(30, 100, 30, 100).p, 1.0, 1e-12);
    // At the interval's ends the statistic is at the normal quantile, inside it below.
    EXPECT_NEAR(shareScoreStatistic(60, 100, 40, 100, d.diff.lo), kZ95, 1e-6);
    EXPECT_NEAR(shareScoreStatistic(60, 100, 40, 100, d.diff.hi), -kZ95, 1e-6);
    // At delta = 0 it is the pooled z with Yates' correction: (0.2 - 0.01) / sqrt(0.25 * 0.02).
    EXPECT_NEAR(shareScoreStatistic(60, 100, 40, 100, 0), 0.19 / std::sqrt(0.005), 1e-12);
}

TEST(Distributions, ChiSquareHomogeneity) {
    // [[10, 20], [20, 10]]: expected 15 each, X2 = 4 * 25/15 = 6.6667, df 1, p = 0.009823.
    double x2 = 0;
    int df = 0;
    const double p = chiSquareHomogeneity({{10, 20}, {20, 10}}, &x2, &df);
    EXPECT_NEAR(x2, 6.6667, 1e-3);
    EXPECT_EQ(df, 1);
    EXPECT_NEAR(p, 0.009823, 1e-5);
    // An all-zero category is dropped, not counted as a degree of freedom.
    chiSquareHomogeneity({{10, 20, 0}, {20, 10, 0}}, &x2, &df);
    EXPECT_EQ(df, 1);
}

// The exact conditional test of homogeneity, by Monte Carlo, against exact enumeration.
TEST(Distributions, ExactTableTestByMonteCarlo) {
    // By hand: rows 3 and 3, columns 3 and 3. The first cell x has the hypergeometric
    // probabilities 1, 9, 9, 1 (/20); every expected count is 1.5, so the statistic is 6 for
    // x = 0 or 3 and 2/3 otherwise: exactly p = 2/20 for the observed {{3, 0}, {0, 3}}.
    const double se = std::sqrt(0.1 * 0.9 / kExactTableDraws);
    const double p = chiSquareMonteCarlo({{3, 0}, {0, 3}});
    EXPECT_NEAR(p, 0.1, 4 * se);
    EXPECT_EQ(p, chiSquareMonteCarlo({{3, 0}, {0, 3}}));  // seeded from the table
    // 2 x 3 by enumeration: every first row (a, b, c) with a + b + c = 4 under the column totals
    // 3, 4, 2, with its probability C(3,a) C(4,b) C(2,c) / C(9,4), and the chi-square statistic.
    const std::vector<std::vector<int64_t>> t{{3, 0, 1}, {0, 4, 1}};
    const double col[3] = {3, 4, 2}, row[2] = {4, 5}, n = 9;
    auto choose = [](int a, int b) { return std::tgamma(a + 1.0) / (std::tgamma(b + 1.0) * std::tgamma(a - b + 1.0)); };
    auto stat = [&](const int x[3]) {
        double s2 = 0;
        for (int c = 0; c < 3; ++c)
            for (int r = 0; r < 2; ++r) {
                const double o = r == 0 ? x[c] : col[c] - x[c], e = row[r] * col[c] / n;
                s2 += (o - e) * (o - e) / e;
            }
        return s2;
    };
    const int observed[3] = {3, 0, 1};
    double exact = 0;
    for (int a = 0; a <= 3; ++a)
        for (int b = 0; b <= 4; ++b) {
            const int c = 4 - a - b;
            if (c < 0 || c > 2) continue;
            const int x[3] = {a, b, c};
            if (stat(x) >= stat(observed) - 1e-9) exact += choose(3, a) * choose(4, b) * choose(2, c) / choose(9, 4);
        }
    EXPECT_NEAR(chiSquareMonteCarlo(t), exact, 4 * std::sqrt(exact * (1 - exact) / kExactTableDraws) + 1e-4) << exact;
    // Never 0: a table no random one matches gets 1 / (draws + 1).
    EXPECT_NEAR(chiSquareMonteCarlo({{40, 0, 0}, {0, 40, 1}}), 1.0 / (kExactTableDraws + 1), 1e-12);
    // Empty rows and columns carry nothing; one column left is no test.
    EXPECT_EQ(chiSquareMonteCarlo({{3, 0, 0}, {0, 3, 0}, {0, 0, 0}}), chiSquareMonteCarlo({{3, 0}, {0, 3}}));
    EXPECT_EQ(chiSquareMonteCarlo({{3, 0}, {4, 0}}), 1.0);
}

// Complete separation: every match of one reading is longer than every match of the other.
// Brunner-Munzel has no variance then; of the C(9, 5) = 126 ways to split the nine pooled lengths
// into groups of 5 and 4, one puts every a below every b and at most one the reverse: the exact
// two-sided p is 2 / 126, and there is no interval.
TEST(ReadingComparison, CompleteSeparationTakesTheExactPermutationBound) {
    ReadingStats a, b;
    for (int t : {10, 11, 12, 12, 14}) a.add(rec(0, Result::Win0, EndReason::Finished, t));
    for (int t : {20, 21, 22, 23}) b.add(rec(0, Result::Win0, EndReason::Finished, t));
    for (const auto &c : compareReadings(a, b))
        if (c.key == "turns_dominance") {
            EXPECT_EQ(c.test, "exact-separation");
            EXPECT_DOUBLE_EQ(c.diff.value, -1);
            EXPECT_FALSE(c.diff.available);
            EXPECT_NEAR(c.p, 2.0 / 126.0, 1e-12);
            return;
        }
    ADD_FAILURE() << "no turns_dominance row";
}

// A table comparison takes the exact test when an expected count is below 5, the chi-square
// approximation otherwise, and says which.
TEST(ReadingComparison, SmallExpectedCountsTakeTheExactTableTest) {
    ReadingStats a, b;
    for (int i = 0; i < 200; ++i) {
        // Reading a: 3 cap stops and 197 finished; reading b: none, then many.
        a.add(i < 3 ? rec(0, Result::Undecided, EndReason::CapReached, 10)
                    : rec(0, i % 2 ? Result::Win0 : Result::Win1, EndReason::Finished, 10));
        b.add(rec(0, i % 2 ? Result::Win0 : Result::Win1, EndReason::Finished, 10));
    }
    auto find = [](const std::vector<MetricComparison> &v, const std::string &k) {
        for (const auto &m : v)
            if (m.key == k) return m;
        ADD_FAILURE() << "no row " << k;
        return MetricComparison{};
    };
    const MetricComparison small = find(compareReadings(a, b), "outcomes");
    EXPECT_EQ(small.test, "exact-monte-carlo");
    EXPECT_GT(small.p, 0.0);
    for (ReadingStats *s : {&a, &b})
        for (int i = 0; i < 200; ++i)
            s->add(i < 60 ? rec(0, Result::Undecided, EndReason::CapReached, 10) : rec(0, Result::Win0, EndReason::Finished, 10));
    EXPECT_EQ(find(compareReadings(a, b), "outcomes").test, "chi-square");
}

TEST(Distributions, BonferroniAdjustment) {
    // p = (0.01, 0.04, 0.5) in a family of 3: 0.03, 0.12, and 1.5 capped at 1.
    const auto a = bonferroni({0.01, 0.04, 0.5});
    EXPECT_NEAR(a[0], 0.03, 1e-12);
    EXPECT_NEAR(a[1], 0.12, 1e-12);
    EXPECT_EQ(a[2], 1.0);
}

TEST(Histogram, QuantilesInterpolateLinearly) {
    // Sorted 10, 20, 30, 40: h = 3p. p=0.5 -> 25; p=0.1 -> h=0.3 -> 13; p=0.9 -> h=2.7 -> 37.
    IntHistogram h;
    for (int v : {40, 10, 30, 20}) h.add(v);
    EXPECT_DOUBLE_EQ(h.mean(), 25);
    EXPECT_DOUBLE_EQ(h.quantile(0.5), 25);
    EXPECT_DOUBLE_EQ(h.quantile(0.1), 13);
    EXPECT_DOUBLE_EQ(h.quantile(0.9), 37);
    EXPECT_EQ(h.max(), 40);
    EXPECT_NEAR(h.variance(), 166.6667, 1e-3);  // sum of squared deviations 500 / 3
    // Mean interval: 25 +- t(0.975; 3) * sqrt(166.67 / 4) = 25 +- 3.1824 * 6.455 = [4.46, 45.54].
    const Interval m = h.meanInterval();
    EXPECT_NEAR(m.lo, 4.459, 1e-2);
    EXPECT_NEAR(m.hi, 45.541, 1e-2);
}

TEST(Histogram, MedianIntervalFromOrderStatistics) {
    // 1..100: n p = 50, s = 5, ranks floor(50 - 9.8) = 40 and ceil(50 + 9.8) + 1 = 61.
    IntHistogram h;
    for (int v = 1; v <= 100; ++v) h.add(v);
    const Interval i = h.quantileInterval(0.5);
    EXPECT_DOUBLE_EQ(i.value, 50.5);
    EXPECT_DOUBLE_EQ(i.lo, 40);
    EXPECT_DOUBLE_EQ(i.hi, 61);
}

TEST(Histogram, MannWhitneyWithTies) {
    // A = {1, 2, 3}, B = {3, 4, 5}: ranks 1, 2, 3.5 | 3.5, 5, 6. R_A = 6.5, U_A = 0.5.
    // superiority = 0.5 / 9. Tie term: one tie of 2 -> 6. var = 9/12 (7 - 6/30) = 5.1.
    // z = -(|0.5 - 4.5| - 0.5)/sqrt(5.1) = -1.5498, p = 0.1212.
    IntHistogram a, b;
    for (int v : {1, 2, 3}) a.add(v);
    for (int v : {3, 4, 5}) b.add(v);
    const MannWhitney mw = mannWhitney(a, b);
    EXPECT_DOUBLE_EQ(mw.u, 0.5);
    EXPECT_NEAR(mw.superiority, 0.5 / 9, 1e-12);
    EXPECT_NEAR(mw.z, -1.5498, 1e-3);
    EXPECT_NEAR(mw.p, 0.1212, 1e-3);
    EXPECT_DOUBLE_EQ(mannWhitney(a, a).p, 1.0);
}

TEST(ReadingStats, LudiiMetricsOnAHandMadeSet) {
    // Six matches. Seat winners: 0, 0, 1, draw, undecided, undecided.
    const std::vector<MatchRecord> rs = {
        rec(0, Result::Win0, EndReason::Finished, 10),        // first mover won (seat 0)
        rec(1, Result::Win0, EndReason::Finished, 20),        // seat 1 moved first, seat 0 won: second won
        rec(1, Result::Win1, EndReason::Finished, 30),        // first won
        rec(0, Result::Draw, EndReason::Finished, 40),        // draw
        rec(0, Result::Undecided, EndReason::RelayLoop, 50),  // guard
        rec(1, Result::Undecided, EndReason::CapReached, 60, 3),
    };
    ReadingStats s;
    for (const auto &r : rs) s.add(r);
    EXPECT_EQ(s.firstWins, 2);
    EXPECT_EQ(s.secondWins, 1);
    EXPECT_EQ(s.draws, 1);
    EXPECT_EQ(s.undecided, 2);
    const auto ms = computeMetrics(s, false);
    // Ended by rule: the four finished matches; proven: the relay loop; cap: the capped match.
    EXPECT_DOUBLE_EQ(metric(ms, "Completion").interval.value, 4.0 / 6);
    EXPECT_DOUBLE_EQ(metric(ms, "Drawishness").interval.value, 1.0 / 4);  // one draw among the four rule-ended
    EXPECT_DOUBLE_EQ(metric(ms, "ended_by_proven").interval.value, 1.0 / 6);
    EXPECT_DOUBLE_EQ(metric(ms, "Timeouts").interval.value, 1.0 / 6);
    EXPECT_EQ(s.endedBy, (std::array<int64_t, 3>{4, 1, 1}));
    // Outcomes of the rule-ended matches only: first won twice, second once, one draw.
    EXPECT_EQ(s.ruleFirstWins, 2);
    EXPECT_EQ(s.ruleSecondWins, 1);
    EXPECT_EQ(s.ruleDraws, 1);
    // AdvantageP1 over the rule-ended matches: (1 + 0 + 1 + 0.5) / 4. Ludii's, over every match with
    // the undecided ones as draws: (1 + 0 + 1 + 0.5 + 0.5 + 0.5) / 6 = 3.5 / 6.
    EXPECT_DOUBLE_EQ(metric(ms, "AdvantageP1").interval.value, 2.5 / 4);
    EXPECT_DOUBLE_EQ(metric(ms, "AdvantageP1_ludii").interval.value, 3.5 / 6);
    // Balance: seat 0 won 2/6, seat 1 won 1/6 -> 1 - 1/6.
    EXPECT_DOUBLE_EQ(metric(ms, "Balance").interval.value, 1 - 1.0 / 6);
    EXPECT_DOUBLE_EQ(metric(ms, "first_mover_win_rate").interval.value, 2.0 / 4);
    EXPECT_DOUBLE_EQ(metric(ms, "turns_mean").interval.value, 35);
    EXPECT_DOUBLE_EQ(metric(ms, "turns_median").interval.value, 35);
    EXPECT_DOUBLE_EQ(metric(ms, "laps_mean").interval.value, 70);
    EXPECT_DOUBLE_EQ(metric(ms, "rounds_mean").interval.value, 8.0 / 6);
    EXPECT_DOUBLE_EQ(metric(ms, "end_rate_relay_loop").interval.value, 1.0 / 6);
    for (const auto &m : ms) {
        EXPECT_LE(m.interval.lo, m.interval.value + 1e-12) << m.key;
        EXPECT_GE(m.interval.hi, m.interval.value - 1e-12) << m.key;
    }
}

TEST(ReadingStats, BranchingForcedLeadChangesAndCaptures) {
    MatchRecord a = rec(0, Result::Win0, EndReason::Finished, 4);
    a.branchSum = 12;  // 4 decisions with 3, 3, 5, 1 moves
    a.forced = 1;
    a.leadChanges = 2;
    a.progress.captures = 2;
    a.scores = {30, 20};
    MatchRecord b = rec(1, Result::Win0, EndReason::Finished, 6);
    b.branchSum = 6;  // 6 forced decisions
    b.forced = 6;
    b.leadChanges = 0;
    b.progress.captures = 3;
    b.scores = {26, 24};
    ReadingStats s;
    s.add(a);
    s.add(b);
    const auto ms = computeMetrics(s, false);
    EXPECT_DOUBLE_EQ(metric(ms, "branching_factor").interval.value, 18.0 / 10);
    EXPECT_DOUBLE_EQ(metric(ms, "forced_move_share").interval.value, 7.0 / 10);
    EXPECT_DOUBLE_EQ(metric(ms, "lead_changes_mean").interval.value, 1.0);
    EXPECT_DOUBLE_EQ(metric(ms, "captures_per_turn").interval.value, 5.0 / 10);
    // Margins from the first mover's side: a: 30 - 20 = 10; b (seat 1 first): 24 - 26 = -2.
    EXPECT_DOUBLE_EQ(metric(ms, "score_margin_mean").interval.value, 4.0);
}

TEST(ReadingStats, AgentWinsFollowSwappedSeats) {
    MatchRecord m1 = rec(0, Result::Win0, EndReason::Finished, 5);  // A in seat 0 wins
    MatchRecord m2 = rec(0, Result::Win0, EndReason::Finished, 5);
    m2.swapped = 1;  // B in seat 0 wins
    MatchRecord m3 = rec(0, Result::Win1, EndReason::Finished, 5);
    m3.swapped = 1;  // A in seat 1 wins
    ReadingStats s;
    for (const auto &m : {m1, m2, m3}) s.add(m);
    EXPECT_EQ(s.agentAWins, 2);
    EXPECT_EQ(s.agentBWins, 1);
    const auto ms = computeMetrics(s, true);
    EXPECT_DOUBLE_EQ(metric(ms, "agent_a_win_rate").interval.value, 2.0 / 3);
}

TEST(ReadingStats, MergeEqualsAddingEverything) {
    ReadingStats all, x, y;
    for (int i = 0; i < 20; ++i) {
        const MatchRecord r = rec(i % 2, i % 3 == 0 ? Result::Win0 : Result::Win1, EndReason::Finished, 10 + i);
        all.add(r);
        (i < 7 ? x : y).add(r);
    }
    x.merge(y);
    const auto a = computeMetrics(all, false), b = computeMetrics(x, false);
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        EXPECT_DOUBLE_EQ(a[i].interval.value, b[i].interval.value) << a[i].key;
        EXPECT_DOUBLE_EQ(a[i].interval.lo, b[i].interval.lo) << a[i].key;
    }
}

TEST(ReadingStats, ComparisonDetectsADifferenceAndNotItsAbsence) {
    ReadingStats a, b, c;
    for (int i = 0; i < 400; ++i) {
        a.add(rec(0, i < 300 ? Result::Win0 : Result::Win1, EndReason::Finished, 10 + i % 5));
        b.add(rec(0, i < 200 ? Result::Win0 : Result::Win1, EndReason::Finished, 20 + i % 5));
        c.add(rec(0, i < 300 ? Result::Win0 : Result::Win1, EndReason::Finished, 10 + i % 5));
    }
    auto find = [](const std::vector<MetricComparison> &v, const std::string &k) {
        for (const auto &m : v)
            if (m.key == k) return m;
        return MetricComparison{};
    };
    const auto ab = compareReadings(a, b);
    EXPECT_NEAR(find(ab, "first_mover_win_rate").diff.value, 0.25, 1e-12);
    EXPECT_LT(find(ab, "first_mover_win_rate").p, 1e-6);
    // Only wins and losses, all by rule: the outcome table, AdvantageP1 and Ludii's are the first
    // mover's share again, tested once.
    for (const char *k : {"outcomes", "AdvantageP1", "AdvantageP1_ludii"}) {
        EXPECT_FALSE(find(ab, k).hasTest) << k;
        EXPECT_EQ(find(ab, k).duplicateOf, "first_mover_win_rate") << k;
    }
    EXPECT_NEAR(find(ab, "turns_mean").diff.value, -10, 1e-12);
    // Fewer than 2,000 matches: the permutation test, whose p cannot go below 1 / (9,999 + 1).
    EXPECT_EQ(find(ab, "turns_mean").test, "welch-permutation");
    EXPECT_DOUBLE_EQ(find(ab, "turns_mean").p, 1.0 / (kPermutations + 1));
    const auto ac = compareReadings(a, c);
    EXPECT_NEAR(find(ac, "first_mover_win_rate").p, 1.0, 1e-9);
    EXPECT_NEAR(find(ac, "turns_mean").p, 1.0, 1e-9);
}

// docs/metrics.md defines every metric the engine reports.
TEST(ReadingStats, EveryMetricIsDocumented) {
    std::FILE *f = std::fopen(RULELAB_SOURCE_DIR "/docs/metrics.md", "rb");
    ASSERT_NE(f, nullptr);
    std::string doc;
    char buf[4096];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) doc.append(buf, n);
    std::fclose(f);
    ReadingStats s;
    for (const auto &m : computeMetrics(s, true)) {
        std::string key = m.key;
        if (key.rfind("end_rate_", 0) == 0) key = "end_rate_";
        EXPECT_NE(doc.find("`" + key), std::string::npos) << key << " is not in docs/metrics.md";
    }
    for (const auto &d : metricDefinitions()) {
        std::string key = d.key;
        if (key.rfind("end_rate_", 0) == 0) key = "end_rate_";
        EXPECT_NE(doc.find("`" + key), std::string::npos) << key;
    }
}

// p-values from the upper tail stay accurate far out (reference values from SciPy 1.10:
// 2*norm.sf(10), 2*norm.sf(35), chi2.sf(200, 1), chi2.sf(600, 2), 2*t.sf(20, 30), 2*t.sf(15, 5000));
// below 1e-300 they are floored, never 0, and printed as such.
TEST(Distributions, PValuesInTheFarTail) {
    EXPECT_NEAR(normalTwoSidedP(10) / 1.523970604832094e-23, 1, 1e-9);
    EXPECT_NEAR(normalTwoSidedP(35) / 2.2498214129448122e-268, 1, 1e-9);
    EXPECT_NEAR(chiSquareSurvival(200, 1) / 2.0884875837625688e-45, 1, 1e-9);
    EXPECT_NEAR(chiSquareSurvival(600, 2) / 5.148200222411903e-131, 1, 1e-9);
    EXPECT_NEAR(studentTTwoSidedP(20, 30) / 6.749083665771285e-19, 1, 1e-8);
    EXPECT_NEAR(studentTTwoSidedP(15, 5000) / 8.764974436927524e-50, 1, 1e-7);
    EXPECT_EQ(floorP(normalTwoSidedP(60)), kMinP);
    EXPECT_GT(floorP(0.0), 0.0);
    EXPECT_EQ(formatPValue(0.04213), "0.0421");
    EXPECT_EQ(formatPValue(3.24e-7), "3.2e-07");
    EXPECT_EQ(formatPValue(0.0), "< 1e-300");
    EXPECT_EQ(formatPValue(kMinP), "< 1e-300");
}

// Small samples: Clopper-Pearson below 50 matches (0 of 10: upper bound 1 - 0.025^(1/10)). Two
// small shares, 6/20 against 1/20 (issue 34): Yates' p = 0.0960124 (SciPy), and the interval
// inverting the same test, [-0.0415528, 0.5283720] (SciPy, as in TwoProportions), holds 0:
// test and interval agree. (Newcombe's interval left out 0 here while Fisher's p was 0.092.)
TEST(Distributions, ExactMethodsForSmallSamples) {
    const Interval cp = clopperPearson(0, 10);
    EXPECT_EQ(cp.lo, 0);
    EXPECT_NEAR(cp.hi, 0.30849710781876083, 1e-9);
    EXPECT_NEAR(shareInterval(0, 10).hi, cp.hi, 1e-12);
    EXPECT_NE(shareInterval(0, 100).hi, clopperPearson(0, 100).hi);  // Wilson from 50 matches on
    const auto small = compareProportions(6, 20, 1, 20);
    EXPECT_NEAR(small.p, 0.09601239987976468, 1e-12);
    EXPECT_NEAR(small.diff.lo, -0.04155284492434837, 1e-9);
    EXPECT_NEAR(small.diff.hi, 0.5283720079756926, 1e-9);
    const auto tea = compareProportions(3, 4, 1, 4);
    EXPECT_NEAR(tea.p, 0.47950012218695337, 1e-12);
    EXPECT_NEAR(tea.diff.lo, -0.38851521079474544, 1e-9);
    EXPECT_NEAR(tea.diff.hi, 0.9551650170998867, 1e-9);
}

// Quantile intervals at exact binomial ranks, never clamped. Values 1..20, median: R ~
// Binomial(20, 0.5) has P(R <= 5) = 0.0207 and P(R <= 6) = 0.0577, so j = 6 and k = 15:
// [6, 15], coverage 1 - 2 * 0.0207. From five values no interval has 95% coverage for the 10th
// percentile (P(R = 0) = 0.59 > 0.025), so it is not available.
TEST(IntHistogram, QuantileIntervalsAtExactRanks) {
    IntHistogram h;
    for (int v = 1; v <= 20; ++v) h.add(v);
    const Interval m = h.quantileInterval(0.5);
    EXPECT_TRUE(m.available);
    EXPECT_EQ(m.lo, 6);
    EXPECT_EQ(m.hi, 15);
    IntHistogram five;
    for (int v = 1; v <= 5; ++v) five.add(v);
    EXPECT_FALSE(five.quantileInterval(0.1).available);
    IntHistogram one;
    one.add(7);
    EXPECT_FALSE(one.meanInterval().available);
}

// Cliff's dominance delta = P(A > B) - P(A < B), whose null is the Mann-Whitney test's.
// A = {1, 2, 3}, B = {2}: of the 3 pairs one is larger, one tied, one smaller, so delta = 0.
// A = 11..20 against B = 1..10: every a exceeds every b, delta = 1. Placements (DeLong): with
// A = {1, 3} and B = {2, 2}, A's placements are 0 and 1 and B's are 1/2 and 1/2, so
// var = Var(0, 1)/2 + 0 = 0.25, and the standard error of delta (twice theta's) is 1.
TEST(IntHistogram, DominanceDeltaWithDeLongsStandardError) {
    IntHistogram a, b;
    for (int v : {1, 2, 3}) a.add(v);
    b.add(2);
    EXPECT_DOUBLE_EQ(dominance(a, b).delta, 0);
    IntHistogram hi, lo;
    for (int v = 11; v <= 20; ++v) hi.add(v);
    for (int v = 1; v <= 10; ++v) lo.add(v);
    EXPECT_DOUBLE_EQ(dominance(hi, lo).delta, 1);
    EXPECT_DOUBLE_EQ(dominance(lo, hi).delta, -1);
    IntHistogram c, d;
    c.add(1);
    c.add(3);
    d.add(2, 2);
    const Dominance x = dominance(c, d);
    EXPECT_DOUBLE_EQ(x.delta, 0);
    EXPECT_NEAR(x.se, 1.0, 1e-12);
    const Interval md = medianDifferenceInterval(hi, lo);
    EXPECT_EQ(md.value, 10);
    EXPECT_LE(md.lo, 10);
    EXPECT_GE(md.hi, 10);
    EXPECT_GT(md.lo, 0);
}

namespace {

// n matches of which w0 won by seat 0 and w1 by seat 1, the rest drawn, all ended by rule and
// started by seat `starter`.
ReadingStats seatStats(int n, int w0, int w1, int starter = 0) {
    ReadingStats s;
    for (int i = 0; i < n; ++i) {
        const Result r = i < w0 ? Result::Win0 : i < w0 + w1 ? Result::Win1 : Result::Draw;
        s.add(rec(starter, r, EndReason::Finished, 10 + i % 7));
    }
    return s;
}

const MetricComparison &comparisonRow(const std::vector<MetricComparison> &v, const std::string &key) {
    return testsupport::findKey(v, key, "row");
}

}  // namespace

// Balance is compared on |d|, the quantity it is made of: mirror images (seat 0 ahead by the
// same margin as seat 1 in the other) do not differ at all, though their signed imbalances do.
TEST(ReadingComparison, BalanceTestsTheAbsoluteImbalance) {
    const ReadingStats south = seatStats(4000, 2200, 1800), north = seatStats(4000, 1800, 2200);
    const auto c = compareReadings(south, north);
    const MetricComparison &b = comparisonRow(c, "Balance");
    EXPECT_EQ(b.diff.value, 0);
    EXPECT_GT(b.p, 0.5);
    EXPECT_LE(b.diff.lo, 0);
    EXPECT_GE(b.diff.hi, 0);
    // A real difference in |d|: 0.1 against 0.02.
    const auto c2 = compareReadings(seatStats(4000, 2200, 1800), seatStats(4000, 2040, 1960));
    EXPECT_LT(comparisonRow(c2, "Balance").p, 0.001);
    EXPECT_LT(comparisonRow(c2, "Balance").diff.hi, 0);
}

// Every row that has both an interval and a test agrees with itself: the 95% interval of the
// difference excludes 0 exactly when p < 0.05, apart from borderline p. No p-value is 0.
TEST(ReadingComparison, IntervalAndTestAgreeOnEveryRow) {
    std::vector<ReadingStats> rs = {seatStats(3000, 1650, 1300), seatStats(3000, 1500, 1450), seatStats(300, 150, 140)};
    for (int i = 0; i < 200; ++i) rs[1].add(rec(1, Result::Undecided, EndReason::CapReached, 900 + i));
    for (size_t a = 0; a < rs.size(); ++a)
        for (size_t b = a + 1; b < rs.size(); ++b)
            for (const auto &m : compareReadings(rs[a], rs[b])) {
                if (!m.hasTest) continue;
                EXPECT_GT(m.p, 0) << m.key;
                if (!m.diff.available) continue;
                const bool excludes = m.diff.lo > 0 || m.diff.hi < 0;
                if (std::fabs(m.p - 0.05) > 0.01) {
                    EXPECT_EQ(excludes, m.p < 0.05) << m.key << " p " << m.p;
                }
            }
}

// Families: each metric is adjusted across the pairs only, so adding a metric never changes
// another's adjusted p; the primary metrics form one family across every pair. A hypothesis
// tested twice is kept once: with no match ended by a proven guard, Timeouts is Completion
// turned round.
TEST(ReadingComparison, FamiliesPrimaryMetricsAndDuplicates) {
    std::vector<ReadingStats> rs = {seatStats(2000, 1050, 850), seatStats(2000, 1000, 900), seatStats(2000, 950, 950)};
    for (int i = 0; i < 100; ++i) rs[0].add(rec(0, Result::Undecided, EndReason::CapReached, 500));
    const std::vector<const ReadingStats *> ptrs = {&rs[0], &rs[1], &rs[2]};
    const auto pairs = compareAll(ptrs, {});
    ASSERT_EQ(pairs.size(), 3u);
    std::vector<double> ps;
    for (const auto &pc : pairs) ps.push_back(comparisonRow(pc.metrics, "first_mover_win_rate").p);
    const auto adjusted3 = bonferroni(ps);
    for (size_t k = 0; k < 3; ++k) {
        const auto &m = comparisonRow(pairs[k].metrics, "first_mover_win_rate");
        EXPECT_DOUBLE_EQ(m.pAdjusted, floorP(adjusted3[k]));
        EXPECT_EQ(m.family, "first_mover_win_rate");
        EXPECT_FALSE(m.primary);
    }
    const auto &t = comparisonRow(pairs[0].metrics, "Timeouts");
    EXPECT_EQ(t.duplicateOf, "Completion");
    EXPECT_FALSE(t.hasTest);

    ComparisonOptions o;
    o.primary = {"AdvantageP1", "turns_mean"};
    const auto primary = compareAll(ptrs, o);
    std::vector<double> pp;
    for (const auto &pc : primary)
        for (const char *k : {"AdvantageP1", "turns_mean"}) pp.push_back(comparisonRow(pc.metrics, k).p);
    const auto adjusted6 = bonferroni(pp);
    size_t i = 0;
    for (const auto &pc : primary)
        for (const char *k : {"AdvantageP1", "turns_mean"}) {
            const auto &m = comparisonRow(pc.metrics, k);
            EXPECT_TRUE(m.primary);
            EXPECT_EQ(m.family, "primary");
            EXPECT_DOUBLE_EQ(m.pAdjusted, floorP(std::min(1.0, 6 * pp[i])));
            EXPECT_DOUBLE_EQ(m.pAdjusted, floorP(adjusted6[i++]));
            // The adjusted interval is the Bonferroni one for 6 tests: wider than the 95% one.
            EXPECT_LE(m.diffAdjusted.lo, m.diff.lo);
            EXPECT_GE(m.diffAdjusted.hi, m.diff.hi);
        }
}

// Equivalence (TOST): two readings with the same first-player advantage are shown equivalent
// within a margin of 0.05, not within 0.001.
TEST(ReadingComparison, EquivalenceWithinAMargin) {
    std::vector<ReadingStats> rs = {seatStats(20000, 10200, 9800), seatStats(20000, 10180, 9820)};
    const std::vector<const ReadingStats *> ptrs = {&rs[0], &rs[1]};
    ComparisonOptions wide, narrow;
    wide.margins["AdvantageP1"] = 0.05;
    narrow.margins["AdvantageP1"] = 0.001;
    const auto wideRows = compareAll(ptrs, wide), narrowRows = compareAll(ptrs, narrow);
    const auto &w = comparisonRow(wideRows[0].metrics, "AdvantageP1");
    const auto &n = comparisonRow(narrowRows[0].metrics, "AdvantageP1");
    ASSERT_TRUE(w.hasEquivalence);
    EXPECT_LT(w.equivalenceP, 1e-6);
    EXPECT_GT(n.equivalenceP, 0.3);
}
