#pragma once
// The studentized permutation test (Janssen 1997; for Brunner-Munzel, Neubert and Brunner 2007)
// and the interval that inverts it, for comparisons with few matches (docs/metrics.md,
// "Comparing readings"). The pooled matches of both readings are split at random into groups of
// the two readings' sizes; the row's own studentized statistic T (Welch t, Brunner-Munzel,
// delta-method t) is computed on each split. Under the null that both readings' matches come
// from one distribution every split is equally likely, so p = (1 + #{|T*| >= |T|}) / (B + 1)
// is exact whatever the distribution (skewed lengths, ties, ratios); when the distributions
// differ only in the quantity tested, the studentized statistic keeps the test valid as the
// samples grow (Janssen 1997). The interval is estimate ± c se, with c the critical value of the
// same permutation distribution, so it excludes 0 exactly when p < alpha.

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

#include "int_histogram.h"

namespace rulelab::stats {

// Splits drawn (B): p-values go down to 1 / 10000.
inline constexpr int kPermutations = 9999;
// A comparison whose smaller reading has fewer matches than this uses the permutation test;
// from this many on, the asymptotic t distribution (docs/metrics.md says how far it is off).
inline constexpr int64_t kPermutationBelow = 2000;

struct PermutationOutcome {
    double observed = 0;  // |T| of the readings' own split
    double p = 1;         // (1 + #{|T*| >= |T|}) / (B + 1)
    // Reject at level alpha exactly when |T| > critical; the interval is estimate ± critical se.
    double critical = 0;
    // False when no split count reaches the level (alpha (B + 1) <= 1): the test cannot reject
    // there and there is no bounded interval.
    bool bounded = true;
    // Every split's |T*|, largest first: compareAll reads the interval at its adjusted level
    // off the same splits.
    std::shared_ptr<const std::vector<double>> draws;
    // The range the row's interval is clipped to (dominance: [-1, 1]), for every level.
    double lower = -HUGE_VAL, upper = HUGE_VAL;
};

// p, critical value and boundedness of |T| = observed at level alpha from the splits' |T*|
// (largest first).
PermutationOutcome permutationAt(std::shared_ptr<const std::vector<double>> draws, double observed, double alpha);

// `statistic(group, m)` returns the studentized statistic of the split whose first group holds
// the units group[0..m-1] (indices into the pooled units, the first reading's first) and whose
// second group holds the rest; +-infinity where it has no standard error but a difference.
// `m` is the first group's size, the smaller reading's (m = na or nb). The splits come from
// `seed` only (the same on every platform), so the row is reproducible.
using SplitStatistic = std::function<double(const uint32_t *group, size_t m)>;
PermutationOutcome studentizedPermutation(size_t units, size_t m, const uint32_t *observedGroup, double alpha,
                                          uint64_t seed, const SplitStatistic &statistic, int permutations = kPermutations);

// The seed of a row's splits: from its metric key and the two sample sizes (the permute
// functions mix in a hash of the pooled matches, so every data set has its own splits).
uint64_t permutationSeed(std::string_view key, int64_t na, int64_t nb);

// The three row kinds that use it. The first reading's matches are the first units.
// Welch t of the difference of the means.
PermutationOutcome permuteMeans(const IntHistogram &a, const IntHistogram &b, double alpha, uint64_t seed,
                                int permutations = kPermutations);
// Brunner-Munzel's statistic of Cliff's dominance delta.
PermutationOutcome permuteDominance(const IntHistogram &a, const IntHistogram &b, double alpha, uint64_t seed,
                                    int permutations = kPermutations);
// The delta-method t of the difference of two ratios of sums, each match one (x, y).
PermutationOutcome permuteRatios(const std::vector<std::pair<double, double>> &a, const std::vector<std::pair<double, double>> &b,
                                 double alpha, uint64_t seed, int permutations = kPermutations);

}  // namespace rulelab::stats
