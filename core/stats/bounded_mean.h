#pragma once
// Distribution-free confidence bounds for the mean of values known to lie in [lo, hi], by
// betting (Waudby-Smith and Ramdas, "Estimating means of bounded random variables by betting",
// J. R. Stat. Soc. B 86(1), 2024). No assumption on the shape of the distribution: the bounds
// hold for skewed lengths as for symmetric ones, and they hold at every sample size at once
// (Ville's inequality), so stopping early on them (optional stopping) does not spoil them.
//
// The test of "the mean is at most m" bets on every value in turn: the capital
//     K_t(m) = prod_{i <= t} (1 + lambda_i (x_i - m)),   0 <= lambda_i <= c / (m - lo)
// is a non-negative supermartingale when the mean is at most m, so it reaches 1/delta with
// probability at most delta. The bet lambda_i depends only on the values before i (the
// predictable plug-in of the paper: sqrt(2 log(1/delta) / (n s^2_{i-1})), with s^2 the running
// variance), capped at c = 1/2 of the largest bet the range allows. "At least m" bets the other
// way, capped by c / (hi - m). The lower bound of the interval is the largest m that the first
// test rejects, the upper bound the smallest m that the second rejects; since the capital is
// monotone in m, these are the points where the tests change their answer (found by bisection,
// and reported on the side where the test does reject, so the interval never claims more).
//
// Near the top of a wide range the bound is limited by the range: to show that a mean is below
// m the test must rule out rare values up to hi, which takes of the order of
// (hi - m) log(1/delta) / (m - mean) values. That is a property of the question, not of the
// method: no interval valid for every distribution on [lo, hi] can do better.

#include "distributions.h"

#include <cstdint>
#include <vector>

namespace rulelab::stats {

inline constexpr double kBettingCap = 0.5;  // c above

// The values x[i] * scale, known to lie in [lo, hi].
struct BoundedValues {
    const std::vector<int32_t> *values = nullptr;
    double scale = 1;
    double lo = 0, hi = 1;
};

// Whether the one-sided test at level delta rejects: side +1 "the mean is at most m" (so the
// mean is above m), side -1 "the mean is at least m" (so it is below m). The bets are tuned to
// the number of values n = values.size().
bool bettingRejects(const BoundedValues &v, double m, int side, double delta);
// The interval at two-sided level 1 - alpha (each side alpha / 2); value is the sample mean. Not
// available below 2 values or when a value lies outside [lo, hi].
Interval bettingMeanInterval(const BoundedValues &v, double alpha);

}  // namespace rulelab::stats
