// Every comparison row keeps its promises (issue 34): its interval and its test come from one
// procedure (the interval excludes 0 exactly when p < 0.05, adjusted or not), equal estimates
// give p = 1, and a metric with no matches to rest on has no value and no test.

#include "stats/reading_stats.h"

#include "support/find_key.h"
#include "support/sanitizer_build.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace rulelab;
using namespace rulelab::stats;

namespace {

// Borderline p: the interval's ends are found to about 1e-15 by bisection, so a p within this of
// 0.05 (or of the adjusted level) may fall either side. The only exception allowed.
bool borderline(double p, double level) { return std::fabs(p - level) < 1e-9 * std::max(1.0, level); }

bool excludesZero(const Interval &i) { return i.lo > 0 || i.hi < 0; }

// A match with the given outcome, end and length; decisions, branching, captures and lead
// changes vary with the length so that the ratio rows have something to compare.
MatchRecord match(std::mt19937_64 &rng, double pFirst, double pDraw, double pCap, double meanTurns, int first) {
    std::uniform_real_distribution<double> u(0, 1);
    MatchRecord r;
    r.firstPlayer = static_cast<int8_t>(first);
    const double x = u(rng);
    const bool capped = u(rng) < pCap;
    if (capped) {
        r.result = Result::Undecided;
        r.endReason = EndReason::CapReached;
    } else {
        r.result = x < pFirst           ? (first == 0 ? Result::Win0 : Result::Win1)
                   : x < pFirst + pDraw ? Result::Draw
                                        : (first == 0 ? Result::Win1 : Result::Win0);
        r.endReason = EndReason::Finished;
    }
    // Skewed integer lengths: 1 + a geometric number of turns.
    std::geometric_distribution<int> g(1.0 / meanTurns);
    r.progress.turns = 1 + g(rng);
    r.progress.laps = r.progress.turns + g(rng) / 4;
    r.progress.rounds = 1 + (u(rng) < 0.2);
    r.progress.captures = static_cast<int64_t>(std::floor(static_cast<double>(r.progress.turns) * u(rng) * 0.5));
    r.decisions = r.progress.turns;
    r.branchSum = r.decisions * 3 + static_cast<int64_t>(std::floor(u(rng) * 4 * static_cast<double>(r.decisions)));
    r.forced = static_cast<int64_t>(std::floor(u(rng) * 0.3 * static_cast<double>(r.decisions)));
    r.leadChanges = static_cast<int>(std::floor(u(rng) * 4));
    r.scores = {static_cast<int>(std::floor(u(rng) * 10)), static_cast<int>(std::floor(u(rng) * 10))};
    r.settleEnd();
    return r;
}

ReadingStats reading(std::mt19937_64 &rng, int n, double pFirst, double pDraw, double pCap, double meanTurns) {
    ReadingStats s;
    for (int i = 0; i < n; ++i) s.add(match(rng, pFirst, pDraw, pCap, meanTurns, i % 2));
    return s;
}

// n finished matches started by seat 0: w0 won by seat 0, w1 by seat 1, the rest drawn, each of
// `turns` turns.
ReadingStats compareSeatStats(int n, int w0, int w1, int64_t turns) {
    ReadingStats s;
    for (int i = 0; i < n; ++i) {
        MatchRecord r;
        r.firstPlayer = 0;
        r.result = i < w0 ? Result::Win0 : i < w0 + w1 ? Result::Win1 : Result::Draw;
        r.endReason = EndReason::Finished;
        r.progress.turns = turns;
        r.decisions = turns;
        r.settleEnd();
        s.add(r);
    }
    return s;
}

const MetricComparison &row(std::vector<MetricComparison> &&, const std::string &) = delete;  // would dangle
const MetricComparison &row(const std::vector<MetricComparison> &v, const std::string &key) {
    return testsupport::findKey(v, key, "row");
}

}  // namespace

// Share rows alone, over many random 2x2 tables, small counts included, at the 95% level and at
// Bonferroni levels 1 - 0.05/m: the interval excludes 0 exactly when p (or min(1, m p)) < 0.05.
TEST(ComparisonAgreement, ShareIntervalAndTestAgreeOnRandomTables) {
    std::mt19937_64 rng(34);
    int checked = 0, rejected = 0;
    for (int i = 0; i < 4000; ++i) {
        const int64_t n1 = 1 + static_cast<int64_t>(rng() % (i % 2 ? 40 : 2000));
        const int64_t n2 = 1 + static_cast<int64_t>(rng() % (i % 3 ? 40 : 2000));
        const int64_t k1 = static_cast<int64_t>(rng() % static_cast<uint64_t>(n1 + 1));
        const int64_t k2 = static_cast<int64_t>(rng() % static_cast<uint64_t>(n2 + 1));
        for (const double m : {1.0, 3.0, 12.0}) {
            const ProportionTest t = compareProportions(k1, n1, k2, n2, 0.05 / m);
            const double adjusted = std::min(1.0, m * t.p);
            if (borderline(adjusted, 0.05)) continue;
            ++checked;
            rejected += adjusted < 0.05;
            EXPECT_EQ(excludesZero(t.diff), adjusted < 0.05) << k1 << "/" << n1 << " vs " << k2 << "/" << n2 << " m " << m
                                                             << " p " << t.p << " [" << t.diff.lo << ", " << t.diff.hi << "]";
            EXPECT_LE(t.diff.lo, t.diff.value);
            EXPECT_GE(t.diff.hi, t.diff.value);
        }
    }
    EXPECT_GT(checked, 11000);
    EXPECT_GT(rejected, 1000);  // both sides of the question are exercised
}

// Every row kind with an interval and a test (shares, Welch means, Brunner-Munzel dominance,
// ratios, Balance), over random pairs of readings of many sizes (4 to 3000 matches), unadjusted
// and after compareAll's Bonferroni adjustment across four readings.
TEST(ComparisonAgreement, EveryRowsIntervalAndTestAgree) {
    std::mt19937_64 rng(2024);
    std::uniform_real_distribution<double> u(0, 1);
    std::map<std::string, int> checkedByTest, rejectedByTest;
    // A third of the pairs in the sanitizer build (support/sanitizer_build.h).
    const int pairs = testsupport::releaseOrSanitized(30, 10);
    for (int rep = 0; rep < pairs; ++rep) {
        std::vector<ReadingStats> rs;
        for (int k = 0; k < 4; ++k) {
            const int n = rep % 3 == 0 ? 4 + static_cast<int>(rng() % 30) : 30 + static_cast<int>(rng() % 3000);
            rs.push_back(reading(rng, n, 0.3 + 0.3 * u(rng), 0.2 * u(rng), 0.3 * u(rng), 5 + 30 * u(rng)));
        }
        std::vector<const ReadingStats *> ptrs;
        for (const auto &r : rs) ptrs.push_back(&r);
        ComparisonOptions options;
        options.permutations = 999;  // the same procedure with fewer splits (the rows agree at any number)
        for (const auto &pc : compareAll(ptrs, options)) {
            for (const auto &m : pc.metrics) {
                if (!m.hasTest) continue;
                EXPECT_GT(m.p, 0) << m.key;
                EXPECT_LE(m.p, 1) << m.key;
                if (!m.diff.available) continue;
                if (!borderline(m.p, 0.05)) {
                    ++checkedByTest[m.test];
                    rejectedByTest[m.test] += m.p < 0.05;
                    EXPECT_EQ(excludesZero(m.diff), m.p < 0.05) << m.key << " p " << m.p;
                }
                if (!borderline(m.pAdjusted, 0.05) && m.diffAdjusted.available) {
                    EXPECT_EQ(excludesZero(m.diffAdjusted), m.pAdjusted < 0.05) << m.key << " adjusted p " << m.pAdjusted;
                }
            }
        }
    }
    for (const char *test : {"score", "welch", "brunner-munzel", "delta", "balance-t", "welch-permutation",
                             "brunner-munzel-permutation", "delta-permutation"}) {
        EXPECT_GT(checkedByTest[test], testsupport::releaseOrSanitized(25, 0)) << test;
        EXPECT_GT(rejectedByTest[test], 0) << test;
    }
}

// Equal estimates give p = 1 on every row with a test, whatever the sample sizes: Balance 1.000
// against 1.000 (issue 34: it gave 0.0001), and mirror images (seat 0 ahead in one reading by
// as much as seat 1 in the other).
TEST(ComparisonAgreement, EqualEstimatesGivePOne) {
    auto seats = [](int n, int w0, int w1) { return compareSeatStats(n, w0, w1, 10); };
    const auto even = compareReadings(seats(300, 150, 150), seats(5000, 2000, 2000));
    const MetricComparison &b = row(even, "Balance");
    EXPECT_EQ(b.diff.value, 0);
    ASSERT_TRUE(b.hasTest);
    EXPECT_EQ(b.p, 1.0);
    EXPECT_LT(b.diff.lo, 0);
    EXPECT_GT(b.diff.hi, 0);
    const auto mirror = compareReadings(seats(800, 500, 300), seats(1200, 450, 750));
    EXPECT_EQ(row(mirror, "Balance").p, 1.0);
    // The same share and the same mean in readings of different sizes.
    const auto same = compareReadings(seats(200, 60, 100), seats(2000, 600, 1000));
    EXPECT_EQ(row(same, "Drawishness").p, 1.0);
    EXPECT_EQ(row(same, "Balance").p, 1.0);
}

// Balance near perfect balance: a real difference in |d| is still found (0.1 against 0.0).
TEST(ComparisonAgreement, BalanceFindsARealDifference) {
    std::mt19937_64 rng(5);
    ReadingStats a, b;
    std::uniform_real_distribution<double> u(0, 1);
    for (int i = 0; i < 4000; ++i) {
        MatchRecord r;
        r.firstPlayer = 0;
        r.endReason = EndReason::Finished;
        r.result = u(rng) < 0.55 ? Result::Win0 : Result::Win1;
        r.settleEnd();
        a.add(r);
        r.result = u(rng) < 0.5 ? Result::Win0 : Result::Win1;
        r.settleEnd();
        b.add(r);
    }
    const std::vector<MetricComparison> rows = compareReadings(a, b);
    const MetricComparison &c = row(rows, "Balance");
    EXPECT_EQ(c.test, "balance-t");
    EXPECT_LT(c.p, 0.01);
    EXPECT_LT(c.diff.hi, 0);  // a is less balanced
}

// A reading none of whose matches ended by the rules: its rule-ended metrics have no value (not
// 0), and their comparison rows have no test and say which reading has no matches to rest on,
// never "the same value in both readings". A reading of no matches has no value anywhere.
TEST(NotAvailable, MetricsWithNoMatchesToRestOn) {
    std::mt19937_64 rng(7);
    const ReadingStats capped = reading(rng, 200, 0.5, 0.1, 1.0, 20);  // every match capped
    const ReadingStats played = reading(rng, 200, 0.5, 0.1, 0.0, 20);
    ASSERT_EQ(capped.endedBy[0], 0);
    const char *ruleEnded[] = {"Drawishness", "AdvantageP1", "first_mover_win_rate", "second_mover_win_rate",
                               "score_margin_mean"};
    for (const auto &m : computeMetrics(capped, false)) {
        const bool none = std::find_if(std::begin(ruleEnded), std::end(ruleEnded), [&](const char *k) { return m.key == k; }) !=
                          std::end(ruleEnded);
        EXPECT_EQ(m.interval.hasValue, !none) << m.key;
        if (none) {
            EXPECT_FALSE(m.interval.available) << m.key;
        }
    }
    // Completion is a share of every match: 0, and known.
    for (const auto &m : computeMetrics(capped, false))
        if (m.key == "Completion") {
            EXPECT_TRUE(m.interval.hasValue);
            EXPECT_EQ(m.interval.value, 0);
        }
    const auto rows = compareReadings(played, capped);
    for (const char *k : {"Drawishness", "first_mover_win_rate", "AdvantageP1", "score_margin_mean"}) {
        const MetricComparison &c = row(rows, k);
        EXPECT_EQ(c.test, "no-data") << k;
        EXPECT_EQ(c.noData, "b") << k;
        EXPECT_FALSE(c.hasTest) << k;
        EXPECT_FALSE(c.diff.hasValue) << k;
        EXPECT_FALSE(c.b.hasValue) << k;
        EXPECT_TRUE(c.a.hasValue) << k;
    }
    EXPECT_EQ(row(rows, "Completion").test, "score");  // 1 against 0 is a difference, tested
    // "The same value in both readings" only where both readings have one.
    for (const auto &c : rows)
        if (c.test == "constant") {
            EXPECT_TRUE(c.a.hasValue && c.b.hasValue) << c.key;
        }
    EXPECT_STREQ(testName("no-data"), "no test: a reading has no matches this metric rests on");

    // No match at all: nothing has a value; every row is no-data on both sides or on one.
    const ReadingStats empty;
    for (const auto &m : computeMetrics(empty, true)) EXPECT_FALSE(m.interval.hasValue) << m.key;
    for (const auto &c : compareReadings(empty, empty)) {
        EXPECT_EQ(c.test, "no-data") << c.key;
        EXPECT_EQ(c.noData, "both") << c.key;
    }
    for (const auto &c : compareReadings(empty, played)) EXPECT_EQ(c.noData, "a") << c.key;
    // Their adjusted families leave the rows out.
    const std::vector<const ReadingStats *> ptrs = {&played, &capped, &played};
    for (const auto &pc : compareAll(ptrs, {}))
        for (const auto &m : pc.metrics)
            if (m.test == "no-data") {
                EXPECT_FALSE(m.hasTest) << m.key;
                EXPECT_EQ(m.pAdjusted, 1.0) << m.key;
            }
}

// A row with no matches to rest on, or without a standard error, gets no TOST but says why. A
// margin on a mean still gets its TOST, and so does Balance (its own, below).
TEST(NotAvailable, EquivalenceNotesWhereThereIsNoTost) {
    std::mt19937_64 rng(9);
    const ReadingStats a = reading(rng, 500, 0.5, 0.1, 0.0, 20), b = reading(rng, 500, 0.5, 0.1, 1.0, 20);
    ComparisonOptions o;
    o.margins = {{"Balance", 0.03}, {"turns_mean", 5}, {"first_mover_win_rate", 0.05}, {"turns_median", 2}};
    const std::vector<const ReadingStats *> ptrs = {&a, &b};
    const auto pairs = compareAll(ptrs, o);
    EXPECT_TRUE(row(pairs[0].metrics, "Balance").hasEquivalence);
    EXPECT_TRUE(row(pairs[0].metrics, "turns_mean").hasEquivalence);
    const auto &median = row(pairs[0].metrics, "turns_median");
    EXPECT_FALSE(median.hasEquivalence);
    EXPECT_NE(median.equivalenceNote.find("no standard error"), std::string::npos);
    const auto &fm = row(pairs[0].metrics, "first_mover_win_rate");
    EXPECT_FALSE(fm.hasEquivalence);
    EXPECT_NE(fm.equivalenceNote.find("no matches this metric rests on"), std::string::npos);
}

// P(e - |f| <= 0) for independent normals has a closed form: 1/2 + asin(sf / sqrt(s^2 + sf^2)) / pi
// (twice a bivariate normal orthant), 3/4 for equal spreads; without spread in f it is Phi.
TEST(BalanceEquivalence, TheFoldedDifferenceLaw) {
    EXPECT_NEAR(foldedDifferenceCdf(0, 1, 1), 0.75, 1e-10);
    EXPECT_NEAR(foldedDifferenceCdf(0, 1, 2), 0.5 + std::asin(1 / std::sqrt(5.0)) / M_PI, 1e-10);
    EXPECT_NEAR(foldedDifferenceCdf(0, 0.01, 0.03), 0.5 + std::asin(0.01 / std::sqrt(0.001)) / M_PI, 1e-10);
    EXPECT_NEAR(foldedDifferenceCdf(1.3, 0, 2), normalCdf(0.65), 1e-15);
    EXPECT_LT(foldedDifferenceCdf(-1, 1, 1), foldedDifferenceCdf(0, 1, 1));
}

// Equal balance, well measured, is equivalent within 0.04 but not within 0.001; mirror images
// too (the test is of |d|). Readings 0.1 apart in |d| are not equivalent within 0.03.
TEST(BalanceEquivalence, EquivalentWithinAMarginAndNotBeyond) {
    auto seats = [](int n, int w0, int w1) { return compareSeatStats(n, w0, w1, 0); };
    const ReadingStats a = seats(20000, 10400, 9600), mirror = seats(20000, 9600, 10400), far = seats(20000, 11400, 8600);
    auto eqP = [&](const ReadingStats &x, const ReadingStats &y, double margin) {
        ComparisonOptions o;
        o.margins = {{"Balance", margin}};
        const std::vector<const ReadingStats *> ptrs = {&x, &y};
        const std::vector<PairComparison> pairs = compareAll(ptrs, o);
        const auto &m = row(pairs[0].metrics, "Balance");
        EXPECT_TRUE(m.hasEquivalence);
        return m.equivalenceP;
    };
    EXPECT_LT(eqP(a, mirror, 0.04), 0.001);
    EXPECT_GT(eqP(a, mirror, 0.001), 0.3);
    EXPECT_GT(eqP(a, far, 0.03), 0.5);
    // At a wedge's apex the p of an estimate exactly there is the apex law at 0 (3/4 for equal spreads).
    EXPECT_NEAR(balanceEquivalenceP(0, 0.01, 0.03, 0.01, 0.03), 0.75, 1e-9);
}

// A permutation row depends on the matches only, not on the order in which threads or shards
// merged them (the ratios keep their pairs sorted; histograms have no order), and a reading with
// 2,000 matches or more takes the t rows.
TEST(ComparisonAgreement, PermutationRowsDoNotDependOnMergeOrder) {
    std::mt19937_64 rng(77);
    std::vector<MatchRecord> as, bs;
    for (int i = 0; i < 90; ++i) {
        MatchRecord r;
        r.firstPlayer = 0;
        r.result = i % 3 ? Result::Win0 : Result::Win1;
        r.endReason = EndReason::Finished;
        r.progress.turns = static_cast<int>(5 + rng() % 40);
        r.progress.captures = static_cast<int>(rng() % 6);
        r.decisions = r.progress.turns;
        r.branchSum = r.decisions * static_cast<int64_t>(2 + rng() % 4);
        r.settleEnd();
        (i < 40 ? as : bs).push_back(r);
    }
    auto stats = [](const std::vector<MatchRecord> &v, bool reversed, size_t split) {
        ReadingStats first, second;
        for (size_t i = 0; i < v.size(); ++i) (i < split ? first : second).add(reversed ? v[v.size() - 1 - i] : v[i]);
        if (reversed) {
            second.merge(first);
            return second;
        }
        first.merge(second);
        return first;
    };
    const auto one = compareReadings(stats(as, false, 10), stats(bs, false, 25));
    const auto other = compareReadings(stats(as, true, 31), stats(bs, true, 3));
    ASSERT_EQ(one.size(), other.size());
    int permuted = 0;
    for (size_t i = 0; i < one.size(); ++i) {
        EXPECT_EQ(one[i].test, other[i].test) << one[i].key;
        EXPECT_EQ(one[i].p, other[i].p) << one[i].key;
        EXPECT_EQ(one[i].diff.lo, other[i].diff.lo) << one[i].key;
        EXPECT_EQ(one[i].diff.hi, other[i].diff.hi) << one[i].key;
        permuted += one[i].test.ends_with("-permutation");
    }
    EXPECT_GE(permuted, 4);  // the turns' mean and dominance, two ratios (laps and rounds are constant here)
    EXPECT_EQ(row(one, "captures_per_turn").test, "delta-permutation");
    EXPECT_EQ(row(one, "turns_dominance").test, "brunner-munzel-permutation");
    EXPECT_EQ(row(one, "turns_mean").test, "welch-permutation");
    // From kPermutationBelow matches in both readings on, the t rows.
    std::vector<MatchRecord> many;
    for (int i = 0; i < 2 * kPermutationBelow; ++i) many.push_back(as[static_cast<size_t>(i) % as.size()]);
    std::vector<MatchRecord> manyB(many.begin(), many.begin() + kPermutationBelow);
    for (auto &r : manyB) r.progress.turns += static_cast<int>(rng() % 3);
    const auto big = compareReadings(stats(many, false, 7), stats(manyB, false, 7));
    EXPECT_EQ(row(big, "turns_mean").test, "welch");
    EXPECT_EQ(row(big, "turns_dominance").test, "brunner-munzel");
    EXPECT_EQ(row(big, "captures_per_turn").test, "delta");
}
