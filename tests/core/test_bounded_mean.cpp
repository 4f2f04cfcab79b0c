// Betting confidence bounds for bounded means (core/stats/bounded_mean.h; issue 34): the
// interval is the set of means no test rejects, it narrows like a t interval where the range
// allows, it is held back by the range near the top of a wide one, and it refuses values outside
// the range. Coverage is simulated in tests/calibration.
#include "stats/bounded_mean.h"
#include "stats/int_histogram.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

using namespace rulelab::stats;

namespace {

BoundedValues of(const std::vector<int32_t> &x, double lo, double hi, double scale = 1) {
    BoundedValues v;
    v.values = &x;
    v.lo = lo;
    v.hi = hi;
    v.scale = scale;
    return v;
}

std::vector<int32_t> cycle(int n, std::initializer_list<int32_t> values) {
    std::vector<int32_t> x;
    for (int i = 0; x.size() < static_cast<size_t>(n); ++i) x.push_back(values.begin()[i % values.size()]);
    return x;
}

}  // namespace

// Written out by hand for three values: the bets are sqrt(2 log(1/delta) / (n v)), v the prior
// (hi - lo)^2 / 4 for the first two values and the running sample variance after, capped at
// 1/2 / (m - lo). With x = 1, 0, 1 on [0, 1], delta = 0.1, m = 0.2: v = 1/4, 1/4, 1/2 (the
// variance of 1, 0), bets sqrt(2 ln 10 / 0.75) = 2.478, the same, sqrt(2 ln 10 / 1.5) = 1.752,
// below the cap 0.5 / 0.2 = 2.5: K = (1 + 2.478 * 0.8)(1 - 2.478 * 0.2)(1 + 1.752 * 0.8)
// = 2.982 * 0.504 * 2.402 = 3.61 < 10: not rejected; at m = 0.05 the bets are capped at 10
// and K = (1 + 2.478 * .95)(1 - 2.478 * .05)(1 + 1.752 * .95) = 3.354 * 0.876 * 2.664 = 7.83 < 10.
TEST(BoundedMean, TheCapitalIsTheProductOfTheBets) {
    const std::vector<int32_t> x = {1, 0, 1};
    const double l = std::log(10.0);
    const double b1 = std::sqrt(2 * l / 0.75), b3 = std::sqrt(2 * l / 1.5);
    auto capital = [&](double m) { return (1 + b1 * (1 - m)) * (1 - b1 * m) * (1 + b3 * (1 - m)); };
    EXPECT_LT(capital(0.2), 10);
    EXPECT_FALSE(bettingRejects(of(x, 0, 1), 0.2, +1, 0.1));
    EXPECT_LT(capital(0.05), 10);
    EXPECT_FALSE(bettingRejects(of(x, 0, 1), 0.05, +1, 0.1));
    // At a lenient level the same capital rejects: 1/delta = 5 < 7.83 at m = 0.05 (bets from delta = 0.2).
    const double l5 = std::log(5.0), c1 = std::sqrt(2 * l5 / 0.75), c3 = std::sqrt(2 * l5 / 1.5);
    const double k5 = (1 + c1 * 0.95) * (1 - c1 * 0.05) * (1 + c3 * 0.95);
    EXPECT_EQ(bettingRejects(of(x, 0, 1), 0.05, +1, 0.2), k5 >= 5);
}

TEST(BoundedMean, TheIntervalIsWhereTheTestsChangeTheirAnswer) {
    const std::vector<int32_t> x = cycle(400, {3, 5, 9, 2, 14, 6});
    const BoundedValues v = of(x, 0, 20);
    const Interval i = bettingMeanInterval(v, 0.01);
    ASSERT_TRUE(i.available);
    EXPECT_NEAR(i.value, (3 + 5 + 9 + 2 + 14 + 6) / 6.0, 0.02);
    EXPECT_LT(i.lo, i.value);
    EXPECT_GT(i.hi, i.value);
    // Below the lower bound "mean <= m" is rejected, above it not; likewise for the upper bound.
    EXPECT_TRUE(bettingRejects(v, i.lo - 1e-6, +1, 0.005));
    EXPECT_FALSE(bettingRejects(v, i.lo + 1e-3, +1, 0.005));
    EXPECT_TRUE(bettingRejects(v, i.hi + 1e-6, -1, 0.005));
    EXPECT_FALSE(bettingRejects(v, i.hi - 1e-3, -1, 0.005));
}

// Where the range is a few standard deviations wide, the bound is close to Student's t (within
// a factor of 1.5 in width), and a stricter level widens it.
TEST(BoundedMean, NarrowsLikeATIntervalWhereTheRangeAllows) {
    const std::vector<int32_t> x = cycle(5000, {3, 5, 9, 2, 14, 6, 1, 10});
    IntHistogram h;
    for (int32_t v : x) h.add(v);
    const Interval t = h.meanInterval(0.05);
    const Interval b = bettingMeanInterval(of(x, 0, 20), 0.05);
    const double tw = t.hi - t.lo, bw = b.hi - b.lo;
    EXPECT_GT(bw, tw * 0.9);
    EXPECT_LT(bw, tw * 1.5);
    const Interval strict = bettingMeanInterval(of(x, 0, 20), 0.0001);
    EXPECT_LT(strict.lo, b.lo);
    EXPECT_GT(strict.hi, b.hi);
}

// Near the top of a wide range: values about 100 of at most 100,000. The lower bound is close,
// but the upper bound must allow for rare values up to 100,000 that 1,000 values cannot rule out.
TEST(BoundedMean, NearTheBottomOfAWideRangeTheUpperBoundIsHeldBackByTheRange) {
    const std::vector<int32_t> x = cycle(1000, {90, 100, 110, 95, 105});
    const Interval b = bettingMeanInterval(of(x, 0, 100000), 0.01);
    EXPECT_GT(b.lo, 95);
    EXPECT_GT(b.hi, 150);
    EXPECT_LT(b.hi, 100000);
}

TEST(BoundedMean, ScalesValuesAndRefusesValuesOutsideTheRange) {
    const std::vector<int32_t> halves = cycle(300, {0, 1, 2, 2});  // points 0, 0.5, 1, 1: mean 0.625
    const Interval s = bettingMeanInterval(of(halves, 0, 1, 0.5), 0.05);
    ASSERT_TRUE(s.available);
    EXPECT_DOUBLE_EQ(s.value, 0.625);
    EXPECT_GE(s.lo, 0);
    EXPECT_LE(s.hi, 1);
    const std::vector<int32_t> out = {1, 2, 30};
    EXPECT_FALSE(bettingMeanInterval(of(out, 0, 20), 0.05).available);
    const std::vector<int32_t> one = {5};
    EXPECT_FALSE(bettingMeanInterval(of(one, 0, 20), 0.05).available);
}
