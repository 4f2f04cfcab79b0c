#pragma once
// An exact, streaming distribution of integer values (turns, laps, rounds, margins): memory
// grows with the number of distinct values, not with the number of matches.

#include "distributions.h"

#include <cstdint>
#include <map>
#include <vector>

namespace rulelab::stats {

class IntHistogram {
public:
    void add(int64_t v, int64_t count = 1);
    void merge(const IntHistogram &other);
    int64_t count() const { return n_; }
    bool empty() const { return n_ == 0; }
    const std::map<int64_t, int64_t> &bins() const { return bins_; }

    double mean() const;
    double variance() const;  // sample variance (n - 1)
    int64_t min() const;
    int64_t max() const;
    // The k-th smallest value, 0-based.
    int64_t orderStatistic(int64_t k) const;
    // Linear interpolation between order statistics (Hyndman & Fan type 7).
    double quantile(double p) const;
    // Distribution-free interval for the p-quantile from order statistics: [X_(j), X_(k)] with
    // P(j <= R < k) >= 1 - alpha for R ~ Binomial(n, p) (Conover 1999 §3.2). The ranks are
    // exact binomial ranks up to kExactRankN values, the normal approximation beyond. Never
    // clamped: when no such ranks exist the interval is marked not available.
    // With exactRanks the ranks are exact binomial ranks at any n (explore's verdicts, whose
    // levels are far in the tails, where the normal approximation is not to be trusted).
    Interval quantileInterval(double p, double alpha = 0.05, bool exactRanks = false) const;
    static constexpr int64_t kExactRankN = 5000;
    // Student t interval for the mean at level 1 - alpha (at 0.05 the 97.5% quantile exactly as
    // always, so 95% intervals stay bit-identical).
    Interval meanInterval(double alpha = 0.05) const;

private:
    std::map<int64_t, int64_t> bins_;
    int64_t n_ = 0;
    // Sums are exact in integers where possible; long double keeps squares precise.
    long double sum_ = 0, sumSq_ = 0;
};

// Mann-Whitney U test (two-sided, normal approximation with tie correction and continuity
// correction). `superiority` is P(A > B) + P(A = B)/2, the common-language effect size.
struct MannWhitney {
    double u = 0, z = 0, p = 1, superiority = 0.5;
};
MannWhitney mannWhitney(const IntHistogram &a, const IntHistogram &b);

// Cliff's dominance delta = P(A > B) - P(A < B) (= 2 theta - 1, theta = U / (n m), whose null
// theta = 1/2 the Mann-Whitney test is about) with the standard error from the placement values
// (DeLong; Brunner and Munzel) and the Welch-Satterthwaite degrees of freedom of the
// Brunner-Munzel test, which tests the same null without assuming equal shapes.
struct Dominance {
    double delta = 0, se = 0, df = 0;
};
Dominance dominance(const IntHistogram &a, const IntHistogram &b);
// The same from counts over the pooled distinct values in increasing order (the permutation
// test recomputes it for every split of the pooled matches).
Dominance dominanceOfCounts(const int64_t *countA, const int64_t *countB, size_t values);
// The pooled distinct values of two histograms, increasing, with each one's count of each.
struct PooledCounts {
    std::vector<int64_t> values, a, b;
};
PooledCounts pooledCounts(const IntHistogram &a, const IntHistogram &b);

// Bootstrap interval (level 1 - alpha) for the difference of the medians of A and B, from the
// exact bootstrap distribution of each sample's median (the order statistic at rank ceil(n/2)
// of a resample: P(median* <= x) = P(Binomial(n, F(x)) >= ceil(n/2))), sampled `draws` times
// with a fixed seed, so the interval is the same on every run.
Interval medianDifferenceInterval(const IntHistogram &a, const IntHistogram &b, double alpha = 0.05, int draws = 20000);

}  // namespace rulelab::stats
