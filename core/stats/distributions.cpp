#include "distributions.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace rulelab::stats {

double floorP(double p) { return std::isnan(p) ? 1.0 : std::clamp(p, kMinP, 1.0); }

double normalCdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

double normalTwoSidedP(double z) { return std::erfc(std::fabs(z) / std::sqrt(2.0)); }

std::string formatPValue(double p) {
    if (!(p > kMinP)) return "< 1e-300";
    char buf[32];
    if (p >= 0.0001) std::snprintf(buf, sizeof buf, "%.4f", p);
    else std::snprintf(buf, sizeof buf, "%.1e", p);
    return buf;
}

double normalQuantile(double p) {
    // Acklam's rational approximation refined by one Halley step (|error| < 1e-15).
    if (p <= 0) return -std::numeric_limits<double>::infinity();
    if (p >= 1) return std::numeric_limits<double>::infinity();
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,  -2.759285104469687e+02,
                               1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02, 6.680131188771972e+01,
                               -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                               -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00};
    double x;
    if (p < 0.02425) {
        const double q = std::sqrt(-2 * std::log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    } else if (p > 1 - 0.02425) {
        const double q = std::sqrt(-2 * std::log(1 - p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    } else {
        const double q = p - 0.5, r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
    const double e = normalCdf(x) - p;
    const double u = e * std::sqrt(2 * M_PI) * std::exp(x * x / 2);
    return x - u / (1 + x * u / 2);
}

namespace {

// Q(a, x) by Lentz's continued fraction; for x >= a + 1.
double gammaQContinuedFraction(double a, double x) {
    double b = x + 1 - a, c = 1e300, d = 1 / b, h = d;
    for (int i = 1; i < 1000; ++i) {
        const double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (std::fabs(d) < 1e-300) d = 1e-300;
        c = b + an / c;
        if (std::fabs(c) < 1e-300) c = 1e-300;
        d = 1 / d;
        const double del = d * c;
        h *= del;
        if (std::fabs(del - 1) < 1e-16) break;
    }
    return std::exp(-x + a * std::log(x) - std::lgamma(a)) * h;
}

}  // namespace

double regularizedGammaQ(double a, double x) {
    if (x <= 0) return 1;
    if (x < a + 1) return 1 - regularizedGammaP(a, x);
    return gammaQContinuedFraction(a, x);
}

double regularizedGammaP(double a, double x) {
    if (x <= 0) return 0;
    const double lg = std::lgamma(a);
    if (x < a + 1) {  // series
        double sum = 1 / a, term = sum, ap = a;
        for (int n = 0; n < 1000; ++n) {
            ap += 1;
            term *= x / ap;
            sum += term;
            if (std::fabs(term) < std::fabs(sum) * 1e-16) break;
        }
        return sum * std::exp(-x + a * std::log(x) - lg);
    }
    return 1 - gammaQContinuedFraction(a, x);
}

static double betaContinuedFraction(double x, double a, double b) {
    const double tiny = 1e-300;
    double qab = a + b, qap = a + 1, qam = a - 1, c = 1, d = 1 - qab * x / qap;
    if (std::fabs(d) < tiny) d = tiny;
    d = 1 / d;
    double h = d;
    for (int m = 1; m <= 20000; ++m) {
        const int m2 = 2 * m;
        double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        if (std::fabs(d) < tiny) d = tiny;
        c = 1 + aa / c;
        if (std::fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        if (std::fabs(d) < tiny) d = tiny;
        c = 1 + aa / c;
        if (std::fabs(c) < tiny) c = tiny;
        d = 1 / d;
        const double del = d * c;
        h *= del;
        if (std::fabs(del - 1) < 1e-16) break;
    }
    return h;
}

double regularizedBeta(double x, double a, double b) {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    const double lbt = std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log(1 - x);
    if (x < (a + 1) / (a + b + 2)) return std::exp(lbt) * betaContinuedFraction(x, a, b) / a;
    return 1 - std::exp(lbt) * betaContinuedFraction(1 - x, b, a) / b;
}

double betaQuantile(double p, double a, double b) {
    if (p <= 0) return 0;
    if (p >= 1) return 1;
    double lo = 0, hi = 1;
    for (int i = 0; i < 200 && hi - lo > 1e-15; ++i) {
        const double mid = 0.5 * (lo + hi);
        (regularizedBeta(mid, a, b) < p ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

double chiSquareSurvival(double x, double df) {
    if (x <= 0) return 1;
    return regularizedGammaQ(df / 2, x / 2);
}

double studentTTwoSidedP(double t, double df) {
    if (!std::isfinite(df) || df > 1e7) return normalTwoSidedP(t);
    return regularizedBeta(df / (df + t * t), df / 2, 0.5);
}

double binomialCdf(int64_t k, int64_t n, double p) {
    if (k < 0) return 0;
    if (k >= n) return 1;
    // P(X <= k) = I_{1-p}(n - k, k + 1)
    return regularizedBeta(1 - p, static_cast<double>(n - k), static_cast<double>(k + 1));
}

double studentTCdf(double t, double df) {
    if (!std::isfinite(df) || df > 1e7) return normalCdf(t);
    const double x = df / (df + t * t);
    const double tail = 0.5 * regularizedBeta(x, df / 2, 0.5);
    return t >= 0 ? 1 - tail : tail;
}

double studentTQuantile(double p, double df) {
    if (!std::isfinite(df) || df > 1e7) return normalQuantile(p);
    double lo = -1e3, hi = 1e3;
    for (int i = 0; i < 200; ++i) {
        const double mid = 0.5 * (lo + hi);
        (studentTCdf(mid, df) < p ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

Interval wilson(int64_t k, int64_t n, double z) {
    Interval r;
    if (n <= 0) {
        r.hi = 1;
        return r;
    }
    const double nn = static_cast<double>(n), p = static_cast<double>(k) / nn, z2 = z * z;
    const double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
    const double half = z * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn)) / (1 + z2 / nn);
    r.value = p;
    r.lo = std::max(0.0, centre - half);
    r.hi = std::min(1.0, centre + half);
    if (k == 0) r.lo = 0;
    if (k == n) r.hi = 1;
    return r;
}

Interval clopperPearson(int64_t k, int64_t n, double alpha) {
    Interval r;
    if (n <= 0) {
        r.hi = 1;
        return r;
    }
    const double kk = static_cast<double>(k), nn = static_cast<double>(n);
    r.value = kk / nn;
    r.lo = k == 0 ? 0 : betaQuantile(alpha / 2, kk, nn - kk + 1);
    r.hi = k == n ? 1 : betaQuantile(1 - alpha / 2, kk + 1, nn - kk);
    return r;
}

Interval shareInterval(int64_t k, int64_t n, double alpha) {
    if (n < kExactShareN) return clopperPearson(k, n, alpha);
    return wilson(k, n, normalQuantile(1 - alpha / 2));
}

namespace {

// The maximum-likelihood shares (q1, q2) under q1 - q2 = delta: the root of Farrington and
// Manning's cubic (the closed form of Miettinen and Nurminen 1985).
void restrictedShares(double k1, double n1, double k2, double n2, double delta, double &q1, double &q2) {
    const double p1 = k1 / n1, p2 = k2 / n2, th = n2 / n1, a = 1 + th;
    const double b = -(1 + th + p1 + th * p2 + delta * (th + 2));
    const double c = delta * delta + delta * (2 * p1 + th + 1) + p1 + th * p2;
    const double d = -p1 * delta * (1 + delta);
    const double v = b * b * b / (27 * a * a * a) - b * c / (6 * a * a) + d / (2 * a);
    const double uu = std::max(0.0, b * b / (9 * a * a) - c / (3 * a));
    const double u = (v < 0 ? -1.0 : 1.0) * std::sqrt(uu);
    const double ratio = u == 0 ? 1.0 : std::clamp(v / (u * u * u), -1.0, 1.0);
    const double w = (M_PI + std::acos(ratio)) / 3;
    q1 = std::clamp(2 * u * std::cos(w) - b / (3 * a), std::max(0.0, delta), std::min(1.0, 1 + delta));
    q2 = std::clamp(q1 - delta, 0.0, 1.0);
}

}  // namespace

double shareScoreStatistic(int64_t k1, int64_t n1, int64_t k2, int64_t n2, double delta) {
    const double nn1 = static_cast<double>(n1), nn2 = static_cast<double>(n2);
    const double d = static_cast<double>(k1) / nn1 - static_cast<double>(k2) / nn2;
    const double excess = std::max(0.0, std::fabs(d - delta) - 0.5 * (1 / nn1 + 1 / nn2));
    if (excess == 0) return 0;
    double q1 = 0, q2 = 0;
    if (delta == 0) {
        q1 = q2 = static_cast<double>(k1 + k2) / (nn1 + nn2);
    } else {
        restrictedShares(static_cast<double>(k1), nn1, static_cast<double>(k2), nn2, delta, q1, q2);
    }
    const double var = q1 * (1 - q1) / nn1 + q2 * (1 - q2) / nn2;
    const double sign = d > delta ? 1.0 : -1.0;
    if (!(var > 0)) return sign * std::numeric_limits<double>::infinity();
    return sign * excess / std::sqrt(var);
}

ProportionTest compareProportions(int64_t k1, int64_t n1, int64_t k2, int64_t n2, double alpha) {
    ProportionTest out;
    if (n1 <= 0 || n2 <= 0) return out;
    const double nn1 = static_cast<double>(n1), nn2 = static_cast<double>(n2);
    const double p1 = static_cast<double>(k1) / nn1, p2 = static_cast<double>(k2) / nn2, d = p1 - p2;
    out.diff.value = d;
    out.se = std::sqrt(p1 * (1 - p1) / nn1 + p2 * (1 - p2) / nn2);
    out.p = floorP(normalTwoSidedP(shareScoreStatistic(k1, n1, k2, n2, 0)));
    // z(delta) falls as delta rises: each end by bisection between the estimate (z = 0 within
    // the correction) and -1 or 1, where the statistic is infinite unless the estimate is there.
    const double z = normalQuantile(1 - alpha / 2), c = 0.5 * (1 / nn1 + 1 / nn2);
    auto end = [&](double inner, double outer, double sign) {
        if (sign * (d - outer) + c >= 0) return outer;  // even the bound is within the correction
        double kept = inner, cut = outer;
        for (int i = 0; i < 100 && kept != cut; ++i) {
            const double mid = 0.5 * (kept + cut);
            if (mid == kept || mid == cut) break;
            (std::fabs(shareScoreStatistic(k1, n1, k2, n2, mid)) < z ? kept : cut) = mid;
        }
        return kept;
    };
    out.diff.lo = end(std::max(-1.0, d - c), -1.0, -1.0);
    out.diff.hi = end(std::min(1.0, d + c), 1.0, 1.0);
    return out;
}

MeanDifference welch(double m1, double v1, int64_t n1, double m2, double v2, int64_t n2, double alpha) {
    MeanDifference out;
    out.diff.value = m1 - m2;
    out.diff.lo = out.diff.hi = out.diff.value;
    if (n1 < 2 || n2 < 2) return out;
    const double a = v1 / static_cast<double>(n1), b = v2 / static_cast<double>(n2);
    const double se = std::sqrt(a + b);
    if (se <= 0) {
        out.p = out.diff.value == 0 ? 1 : kMinP;
        return out;
    }
    const double df = (a + b) * (a + b) / (a * a / static_cast<double>(n1 - 1) + b * b / static_cast<double>(n2 - 1));
    const double t = studentTQuantile(1 - alpha / 2, df);
    out.se = se;
    out.df = df;
    out.diff.lo = out.diff.value - t * se;
    out.diff.hi = out.diff.value + t * se;
    out.p = floorP(studentTTwoSidedP(out.diff.value / se, df));
    return out;
}

double chiSquareHomogeneity(const std::vector<std::vector<int64_t>> &table, double *statistic, int *dfOut) {
    const size_t rows = table.size();
    if (rows < 2) return 1;
    const size_t cols = table[0].size();
    std::vector<double> colSum(cols, 0), rowSum(rows, 0);
    double total = 0;
    for (size_t r = 0; r < rows; ++r)
        for (size_t c = 0; c < cols; ++c) {
            colSum[c] += static_cast<double>(table[r][c]);
            rowSum[r] += static_cast<double>(table[r][c]);
            total += static_cast<double>(table[r][c]);
        }
    int usedCols = 0;
    double x2 = 0;
    for (size_t c = 0; c < cols; ++c) {
        if (colSum[c] == 0) continue;
        ++usedCols;
        for (size_t r = 0; r < rows; ++r) {
            const double e = rowSum[r] * colSum[c] / total;
            if (e > 0) x2 += (static_cast<double>(table[r][c]) - e) * (static_cast<double>(table[r][c]) - e) / e;
        }
    }
    const int df = (static_cast<int>(rows) - 1) * (usedCols - 1);
    if (statistic) *statistic = x2;
    if (dfOut) *dfOut = df;
    if (df <= 0) return 1;
    return floorP(chiSquareSurvival(x2, df));
}

double logChoose(double n, double k) { return std::lgamma(n + 1) - std::lgamma(k + 1) - std::lgamma(n - k + 1); }

namespace {

// One draw of the number of successes in `draws` draws without replacement from `pop` items of
// which `succ` are successes: inverse transform, searching outward from the mode.
int64_t hypergeometric(int64_t pop, int64_t succ, int64_t draws, FixedStream &rng) {
    const int64_t lo = std::max<int64_t>(0, draws - (pop - succ)), hi = std::min(succ, draws);
    if (lo == hi) return lo;
    const double P = static_cast<double>(pop), K = static_cast<double>(succ), n = static_cast<double>(draws);
    int64_t mode = static_cast<int64_t>(std::floor((n + 1) * (K + 1) / (P + 2)));
    mode = std::clamp(mode, lo, hi);
    const double pm =
        std::exp(logChoose(K, static_cast<double>(mode)) + logChoose(P - K, n - static_cast<double>(mode)) - logChoose(P, n));
    double u = rng.uniform() - pm;
    if (u <= 0) return mode;
    double pUp = pm, pDown = pm;
    int64_t up = mode, down = mode;
    while (up < hi || down > lo) {
        if (up < hi) {
            const double x = static_cast<double>(up);
            pUp *= (K - x) * (n - x) / ((x + 1) * (P - K - n + x + 1));
            ++up;
            u -= pUp;
            if (u <= 0) return up;
        }
        if (down > lo) {
            const double x = static_cast<double>(down);
            pDown *= x * (P - K - n + x) / ((K - x + 1) * (n - x + 1));
            --down;
            u -= pDown;
            if (u <= 0) return down;
        }
    }
    return mode;  // rounding left a sliver of probability unassigned
}

double tableStatistic(const std::vector<std::vector<int64_t>> &t, const std::vector<double> &rowSum,
                      const std::vector<double> &colSum, double total) {
    double x2 = 0;
    for (size_t c = 0; c < colSum.size(); ++c)
        for (size_t r = 0; r < rowSum.size(); ++r) {
            const double e = rowSum[r] * colSum[c] / total;
            const double d = static_cast<double>(t[r][c]) - e;
            x2 += d * d / e;
        }
    return x2;
}

}  // namespace

double chiSquareMonteCarlo(const std::vector<std::vector<int64_t>> &table, int64_t draws) {
    // Keep the rows and columns that hold something: empty ones carry no information.
    std::vector<size_t> cols;
    for (size_t c = 0; !table.empty() && c < table[0].size(); ++c) {
        int64_t s = 0;
        for (const auto &row : table) s += row[c];
        if (s > 0) cols.push_back(c);
    }
    std::vector<std::vector<int64_t>> t;
    for (const auto &row : table) {
        std::vector<int64_t> r;
        int64_t s = 0;
        for (size_t c : cols) {
            r.push_back(row[c]);
            s += row[c];
        }
        if (s > 0) t.push_back(std::move(r));
    }
    if (t.size() < 2 || cols.size() < 2 || draws < 1) return 1;
    const size_t R = t.size(), C = cols.size();
    std::vector<double> rowSum(R, 0), colSum(C, 0);
    std::vector<int64_t> rowN(R, 0), colN(C, 0);
    double total = 0;
    uint64_t seed = 0x9E3779B97F4A7C15ull;
    for (size_t r = 0; r < R; ++r)
        for (size_t c = 0; c < C; ++c) {
            rowN[r] += t[r][c];
            colN[c] += t[r][c];
            seed = (seed ^ static_cast<uint64_t>(t[r][c])) * 0x100000001B3ull + (r * 31 + c);
        }
    for (size_t r = 0; r < R; ++r) rowSum[r] = static_cast<double>(rowN[r]);
    for (size_t c = 0; c < C; ++c) {
        colSum[c] = static_cast<double>(colN[c]);
        total += colSum[c];
    }
    const double observed = tableStatistic(t, rowSum, colSum, total);
    // Ties in the statistic are counted as at least as extreme (a relative tolerance for rounding).
    const double threshold = observed - 1e-9 * std::max(1.0, observed);
    FixedStream rng(seed | 1);
    std::vector<std::vector<int64_t>> sim(R, std::vector<int64_t>(C));
    std::vector<int64_t> colLeft(C);
    int64_t atLeast = 0;
    for (int64_t b = 0; b < draws; ++b) {
        colLeft = colN;
        int64_t popLeft = static_cast<int64_t>(total);
        for (size_t r = 0; r + 1 < R; ++r) {
            int64_t need = rowN[r], pop = popLeft;
            for (size_t c = 0; c + 1 < C; ++c) {
                const int64_t x = hypergeometric(pop, colLeft[c], need, rng);
                sim[r][c] = x;
                pop -= colLeft[c];
                need -= x;
            }
            sim[r][C - 1] = need;
            for (size_t c = 0; c < C; ++c) colLeft[c] -= sim[r][c];
            popLeft -= rowN[r];
        }
        for (size_t c = 0; c < C; ++c) sim[R - 1][c] = colLeft[c];
        if (tableStatistic(sim, rowSum, colSum, total) >= threshold) ++atLeast;
    }
    return static_cast<double>(atLeast + 1) / static_cast<double>(draws + 1);
}

std::vector<double> bonferroni(const std::vector<double> &p) {
    std::vector<double> adj(p.size());
    for (size_t i = 0; i < p.size(); ++i) adj[i] = std::min(1.0, static_cast<double>(p.size()) * p[i]);
    return adj;
}

}  // namespace rulelab::stats
