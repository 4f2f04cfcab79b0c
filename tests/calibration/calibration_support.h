#pragma once
// Shared by the calibration tests: a fixed random stream, the number of replications (scaled by
// RULELAB_CALIBRATE_SCALE for scripts/calibrate), and the bound a simulated rate is judged by.

#include "game/rng.h"
#include "stats/distributions.h"
#include "support/sanitizer_build.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace rulelab::calibration {

// The sanitizer build runs a tenth of the replications (support/sanitizer_build.h).
using testsupport::kSanitizerBuild;

// Replications: `base` times RULELAB_CALIBRATE_SCALE (1 when unset), a tenth in the sanitizer build.
inline int64_t reps(int64_t base) {
    const char *s = std::getenv("RULELAB_CALIBRATE_SCALE");
    const double scale = (s ? std::atof(s) : 1.0) * (kSanitizerBuild ? 0.1 : 1.0);
    return std::max<int64_t>(1, static_cast<int64_t>(std::llround(static_cast<double>(base) * (scale > 0 ? scale : 1.0))));
}

inline double uniform(Rng &rng) { return (static_cast<double>(rng.next() >> 11) + 0.5) * 0x1.0p-53; }

// The one-sided 95% Clopper-Pearson bounds of a simulated rate k / n.
inline double upperBound(int64_t k, int64_t n) { return stats::clopperPearson(k, n, 0.10).hi; }
inline double lowerBound(int64_t k, int64_t n) { return stats::clopperPearson(k, n, 0.10).lo; }

// Whether a simulated error rate k / n is at most `nominal`: its upper 95% bound is (in the
// sanitizer build, with a tenth of the replications, only: its lower bound is).
inline bool atMostNominal(int64_t k, int64_t n, double nominal) {
    return (kSanitizerBuild ? lowerBound(k, n) : upperBound(k, n)) <= nominal;
}

inline std::string rateText(int64_t k, int64_t n) {
    char buf[128];
    std::snprintf(buf, sizeof buf, "%lld/%lld = %.4f (95%% bounds %.4f-%.4f)", static_cast<long long>(k),
                  static_cast<long long>(n), static_cast<double>(k) / static_cast<double>(n), lowerBound(k, n),
                  upperBound(k, n));
    return buf;
}

// A skewed length: base + X capped at cap, X geometric with P(X >= k) = q^k (the discrete
// exponential: skewness about 2, like match lengths). Its mean and quantiles are exact.
struct SkewedLength {
    int base = 20;
    double q = 0.99;
    int cap = 1000;

    static SkewedLength withMean(double mean, int base, int cap) {
        SkewedLength d;
        d.base = base;
        d.cap = cap;
        const double m = mean - base;  // of the uncapped geometric: q / (1 - q)
        d.q = m / (m + 1);
        return d;
    }
    // The median at about `median`: q^(k+1) = 1/2 for k = median - base.
    static SkewedLength withMedian(double median, int base, int cap) {
        SkewedLength d;
        d.base = base;
        d.cap = cap;
        d.q = std::pow(0.5, 1 / (median - base + 1));
        return d;
    }
    int draw(Rng &rng) const {
        const double x = std::floor(std::log(uniform(rng)) / std::log(q));
        return x >= cap - base ? cap : base + static_cast<int>(x);
    }
    double mean() const {  // base + sum_{k=1}^{cap-base} q^k
        return base + q * (1 - std::pow(q, cap - base)) / (1 - q);
    }
    // The p-quantile inf{x : F(x) >= p}, F(base + k) = 1 - q^(k+1) below the cap.
    int quantile(double p) const {
        for (int k = 0; base + k < cap; ++k)
            if (1 - std::pow(q, k + 1) >= p) return base + k;
        return cap;
    }
};

}  // namespace rulelab::calibration
