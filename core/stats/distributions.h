#pragma once
// Statistical building blocks, plain C++, deterministic: intervals for proportions,
// means and quantiles, two-sample tests and multiple-comparison adjustment.

#include <cstdint>
#include <vector>

namespace rulelab::stats {

inline constexpr double kZ95 = 1.959963984540054;  // two-sided 95% normal quantile

struct Interval {
    double value = 0, lo = 0, hi = 0;
};

double normalCdf(double x);
double normalQuantile(double p);                    // inverse of normalCdf, p in (0,1)
double regularizedGammaP(double a, double x);       // P(a, x)
double regularizedBeta(double x, double a, double b);  // I_x(a, b)
double chiSquareSurvival(double x, double df);      // P(X > x), X ~ chi-square(df)
double studentTCdf(double t, double df);
double studentTQuantile(double p, double df);

// Wilson score interval for k successes in n trials (n = 0 gives [0, 1] around 0).
Interval wilson(int64_t k, int64_t n, double z = kZ95);

// Difference p1 - p2 of two proportions: Newcombe's hybrid score interval (method 10)
// and the two-sided p-value of the pooled two-proportion z-test.
struct ProportionDifference {
    Interval diff;
    double p = 1;
};
ProportionDifference compareProportions(int64_t k1, int64_t n1, int64_t k2, int64_t n2);

// Difference of two means (Welch): interval with Welch-Satterthwaite degrees of freedom.
struct MeanDifference {
    Interval diff;
    double p = 1;
};
MeanDifference welch(double mean1, double var1, int64_t n1, double mean2, double var2, int64_t n2);

// Chi-square test of homogeneity for a table of counts (rows = samples, columns = categories).
// Columns that are empty in every row are dropped. Returns the p-value (1 when df = 0).
double chiSquareHomogeneity(const std::vector<std::vector<int64_t>> &table, double *statistic = nullptr,
                            int *df = nullptr);

// Holm's step-down adjustment of p-values (family-wise error control).
std::vector<double> holm(const std::vector<double> &p);

}  // namespace rulelab::stats
