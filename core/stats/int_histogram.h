#pragma once
// An exact, streaming distribution of integer values (turns, laps, rounds, margins): memory
// grows with the number of distinct values, not with the number of matches.

#include "distributions.h"

#include <cstdint>
#include <map>

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
    // Distribution-free interval for the p-quantile from order statistics (normal
    // approximation to the binomial ranks, Conover 1999 §3.2).
    Interval quantileInterval(double p, double z = kZ95) const;
    // Student t interval for the mean.
    Interval meanInterval() const;

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

}  // namespace rulelab::stats
