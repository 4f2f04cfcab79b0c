#pragma once
// Statistical building blocks, plain C++, deterministic: intervals for proportions,
// means and quantiles, two-sample tests and multiple-comparison adjustment.

#include <cstdint>
#include <string>
#include <vector>

namespace rulelab::stats {

inline constexpr double kZ95 = 1.959963984540054;  // two-sided 95% normal quantile

struct Interval {
    double value = 0, lo = 0, hi = 0;
    // False where no interval with the stated coverage exists (e.g. a 10th percentile from five
    // matches); lo and hi then equal value and must not be read as a bound.
    bool available = true;
    // False where the quantity has no matches to rest on (an outcome metric of a reading none of
    // whose matches ended by the rules, a ratio without a decision): there is no value at all.
    // It is written as null and shown "n/a", never as 0; `available` is then false too.
    bool hasValue = true;
};
// The interval of a quantity with no matches to rest on (hasValue and available false).
inline Interval noValue() {
    Interval i;
    i.available = false;
    i.hasValue = false;
    return i;
}

// p-values are computed from the upper tail itself (erfc, the upper incomplete gamma and
// beta functions), never as 1 - CDF, so they stay accurate down to about kMinP. Below that they
// are reported as kMinP and printed "< 1e-300": no p-value is ever exactly 0.
inline constexpr double kMinP = 1e-300;
double floorP(double p);  // max(p, kMinP), and 1 at most

double normalCdf(double x);
double normalQuantile(double p);                       // inverse of normalCdf, p in (0,1)
double normalTwoSidedP(double z);                      // P(|Z| >= |z|) = erfc(|z| / sqrt 2)
double regularizedGammaP(double a, double x);          // P(a, x)
double regularizedGammaQ(double a, double x);          // Q(a, x) = 1 - P(a, x), from the upper tail
double regularizedBeta(double x, double a, double b);  // I_x(a, b)
double betaQuantile(double p, double a, double b);     // the x with I_x(a, b) = p
double chiSquareSurvival(double x, double df);         // P(X > x), X ~ chi-square(df)
double studentTCdf(double t, double df);
double studentTQuantile(double p, double df);
double studentTTwoSidedP(double t, double df);  // P(|T| >= |t|), from the upper tail
// P(X <= k) for X ~ Binomial(n, p).
double binomialCdf(int64_t k, int64_t n, double p);

// "0.0421", "3.2e-07", "< 1e-300": the one text form of a p-value (tables, CLI, workbench).
std::string formatPValue(double p);

// Wilson score interval for k successes in n trials (n = 0 gives [0, 1] around 0).
Interval wilson(int64_t k, int64_t n, double z = kZ95);
// Clopper-Pearson exact interval at two-sided level 1 - alpha.
Interval clopperPearson(int64_t k, int64_t n, double alpha = 0.05);
// The interval RuleLab reports for a share: Clopper-Pearson below kExactShareN matches (where
// the normal approximations behind Wilson's interval are poor), Wilson from there on.
inline constexpr int64_t kExactShareN = 50;
Interval shareInterval(int64_t k, int64_t n, double alpha = 0.05);
// Matches below which a reading's summary carries a warning that its intervals are rough.
inline constexpr int64_t kMinMatchesForIntervals = 30;

// Difference p1 - p2 of two proportions: the continuity-corrected score test of p1 = p2 (Yates'
// chi-square test of the 2x2 table, as a signed z) and the interval that inverts the same test
// for every difference: the set of delta whose continuity-corrected score statistic
//   z(delta) = sign(d - delta) max(|d - delta| - c, 0) / sqrt(V(delta)),  c = (1/n1 + 1/n2) / 2,
// with V(delta) the variance of d at the maximum-likelihood shares restricted to p1 - p2 = delta
// (Farrington and Manning 1990; Miettinen and Nurminen 1985, without their n/(n-1) factor), is
// below the normal quantile. At delta = 0 the restricted shares are the pooled share, so the
// interval excludes 0 exactly when p < alpha: one test, one interval. `se` is the unpooled
// standard error (for equivalence tests).
struct ProportionTest {
    Interval diff;
    double p = 1;
    double se = 0;
};
ProportionTest compareProportions(int64_t k1, int64_t n1, int64_t k2, int64_t n2, double alpha = 0.05);
// The continuity-corrected score statistic z(delta) above (0 where its variance is 0 and the
// difference is within the correction; +-infinity where the variance is 0 and it is not).
double shareScoreStatistic(int64_t k1, int64_t n1, int64_t k2, int64_t n2, double delta);

// Difference of two means (Welch): interval with Welch-Satterthwaite degrees of freedom.
struct MeanDifference {
    Interval diff;
    double p = 1;
    double se = 0, df = 0;
};
MeanDifference welch(double mean1, double var1, int64_t n1, double mean2, double var2, int64_t n2, double alpha = 0.05);

// log C(n, k), for real n >= k >= 0.
double logChoose(double n, double k);

// Chi-square test of homogeneity for a table of counts (rows = samples, columns = categories).
// Columns that are empty in every row are dropped. Returns the p-value (1 when df = 0).
double chiSquareHomogeneity(const std::vector<std::vector<int64_t>> &table, double *statistic = nullptr, int *df = nullptr);

// The exact conditional test of homogeneity, by Monte Carlo, for tables whose expected counts are
// too small for the chi-square approximation: `draws` random tables with the observed row and
// column totals (drawn row by row, column by column, from hypergeometric distributions: each
// table with its exact conditional probability), and p = (1 + the number whose chi-square
// statistic is at least the observed one) / (draws + 1), never 0. The stream is seeded from the
// table, so the same table gives the same p on every run and machine. Its Monte Carlo standard
// error is at most 0.5 / sqrt(draws).
inline constexpr int64_t kExactTableDraws = 20000;
double chiSquareMonteCarlo(const std::vector<std::vector<int64_t>> &table, int64_t draws = kExactTableDraws);

// A fixed xorshift64 stream for the bootstraps: the same draws on every run and machine.
class FixedStream {
public:
    explicit FixedStream(uint64_t seed) : x_(seed) {}
    double uniform() {  // in (0, 1), never 0 (so log(uniform()) is finite)
        x_ ^= x_ << 13;
        x_ ^= x_ >> 7;
        x_ ^= x_ << 17;
        return (static_cast<double>(x_ >> 11) + 0.5) * 0x1.0p-53;
    }

private:
    uint64_t x_;
};

// Bonferroni's adjustment of the m p-values of a family: min(1, m p) each (family-wise error
// control). It is the adjustment whose intervals (each at level 1 - alpha/m) agree with it.
std::vector<double> bonferroni(const std::vector<double> &p);

}  // namespace rulelab::stats
