#include "int_histogram.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <vector>

namespace rulelab::stats {

void IntHistogram::add(int64_t v, int64_t count) {
    if (count <= 0) return;
    bins_[v] += count;
    n_ += count;
    sum_ += static_cast<long double>(v) * count;
    sumSq_ += static_cast<long double>(v) * v * count;
}

void IntHistogram::merge(const IntHistogram &o) {
    for (const auto &[v, c] : o.bins_) add(v, c);
}

double IntHistogram::mean() const { return n_ ? static_cast<double>(sum_ / n_) : 0.0; }

double IntHistogram::variance() const {
    if (n_ < 2) return 0;
    const long double m = sum_ / n_;
    const long double v = (sumSq_ - n_ * m * m) / (n_ - 1);
    return v > 0 ? static_cast<double>(v) : 0.0;
}

int64_t IntHistogram::min() const { return bins_.empty() ? 0 : bins_.begin()->first; }
int64_t IntHistogram::max() const { return bins_.empty() ? 0 : bins_.rbegin()->first; }

int64_t IntHistogram::orderStatistic(int64_t k) const {
    int64_t seen = 0;
    for (const auto &[v, c] : bins_) {
        seen += c;
        if (k < seen) return v;
    }
    return max();
}

double IntHistogram::quantile(double p) const {
    if (n_ == 0) return 0;
    const double h = static_cast<double>(n_ - 1) * p;
    const int64_t lo = static_cast<int64_t>(std::floor(h));
    const int64_t hi = std::min(lo + 1, n_ - 1);
    const double xlo = static_cast<double>(orderStatistic(lo));
    const double xhi = static_cast<double>(orderStatistic(hi));
    return xlo + (h - static_cast<double>(lo)) * (xhi - xlo);
}

Interval IntHistogram::quantileInterval(double p, double alpha, bool exactRanks) const {
    Interval r;
    r.value = quantile(p);
    if (n_ == 0) {
        r.available = false;
        return r;
    }
    const double n = static_cast<double>(n_);
    // 1-based ranks j and k of the order statistics bounding the interval.
    int64_t j = 0, k = n_ + 1;
    if (n_ <= kExactRankN || exactRanks) {
        // j: the largest rank with P(R < j) <= alpha/2; k: the smallest with P(R >= k) <= alpha/2.
        int64_t lo = 0, hi = n_;  // P(R < 0) = 0: rank 0 always qualifies
        while (lo < hi) {
            const int64_t mid = (lo + hi + 1) / 2;
            if (binomialCdf(mid - 1, n_, p) <= alpha / 2) lo = mid;
            else hi = mid - 1;
        }
        j = lo;
        lo = 1;
        hi = n_ + 1;
        while (lo < hi) {
            const int64_t mid = (lo + hi) / 2;
            if (1 - binomialCdf(mid - 1, n_, p) <= alpha / 2) hi = mid;
            else lo = mid + 1;
        }
        k = lo;
    } else {
        const double z = normalQuantile(1 - alpha / 2), s = std::sqrt(n * p * (1 - p));
        j = static_cast<int64_t>(std::floor(n * p - z * s));
        k = static_cast<int64_t>(std::ceil(n * p + z * s)) + 1;
    }
    if (j < 1 || k > n_) {
        r.lo = r.hi = r.value;
        r.available = false;
        return r;
    }
    r.lo = std::min(r.value, static_cast<double>(orderStatistic(j - 1)));
    r.hi = std::max(r.value, static_cast<double>(orderStatistic(k - 1)));
    return r;
}

Interval IntHistogram::meanInterval(double alpha) const {
    Interval r;
    r.value = r.lo = r.hi = mean();
    r.available = n_ >= 2;
    if (n_ < 2) return r;
    const double se = std::sqrt(variance() / static_cast<double>(n_));
    const double t = studentTQuantile(alpha == 0.05 ? 0.975 : 1 - alpha / 2, static_cast<double>(n_ - 1));
    r.lo = r.value - t * se;
    r.hi = r.value + t * se;
    return r;
}

MannWhitney mannWhitney(const IntHistogram &a, const IntHistogram &b) {
    MannWhitney r;
    const int64_t na = a.count(), nb = b.count();
    if (na == 0 || nb == 0) return r;
    std::set<int64_t> values;
    for (const auto &[v, c] : a.bins()) values.insert(v);
    for (const auto &[v, c] : b.bins()) values.insert(v);
    long double rankSumA = 0, tieTerm = 0, below = 0;
    for (int64_t v : values) {
        const auto ia = a.bins().find(v), ib = b.bins().find(v);
        const long double ca = ia == a.bins().end() ? 0 : ia->second;
        const long double cb = ib == b.bins().end() ? 0 : ib->second;
        const long double t = ca + cb;
        const long double avgRank = below + (t + 1) / 2;
        rankSumA += ca * avgRank;
        tieTerm += t * t * t - t;
        below += t;
    }
    const long double nA = na, nB = nb, N = nA + nB;
    const long double u = rankSumA - nA * (nA + 1) / 2;
    r.u = static_cast<double>(u);
    r.superiority = static_cast<double>(u / (nA * nB));
    const long double mu = nA * nB / 2;
    const long double var = nA * nB / 12 * ((N + 1) - tieTerm / (N * (N - 1)));
    if (var <= 0) return r;  // all values equal
    const long double diff = std::fabs(static_cast<double>(u - mu)) - 0.5;
    r.z = static_cast<double>((u >= mu ? 1 : -1) * std::max<long double>(0, diff) / std::sqrt(var));
    r.p = floorP(normalTwoSidedP(r.z));
    return r;
}

Dominance dominanceOfCounts(const int64_t *countA, const int64_t *countB, size_t values) {
    Dominance r;
    int64_t na = 0, nb = 0;
    for (size_t k = 0; k < values; ++k) {
        na += countA[k];
        nb += countB[k];
    }
    if (na == 0 || nb == 0) return r;
    const long double nA = na, nB = nb;
    // Placements: of an A value, P(B < v) + P(B = v)/2; of a B value, P(A > v) + P(A = v)/2.
    long double belowA = 0, belowB = 0, sa = 0, saa = 0, sb = 0, sbb = 0;
    for (size_t k = 0; k < values; ++k) {
        const long double ca = countA[k], cb = countB[k];
        const long double pa = (belowB + cb / 2) / nB;
        const long double pb = (nA - belowA - ca / 2) / nA;
        sa += ca * pa;
        saa += ca * pa * pa;
        sb += cb * pb;
        sbb += cb * pb * pb;
        belowA += ca;
        belowB += cb;
    }
    const long double theta = sa / nA;
    const long double varA = na > 1 ? (saa - sa * sa / nA) / (nA - 1) : 0;
    const long double varB = nb > 1 ? (sbb - sb * sb / nB) / (nB - 1) : 0;
    r.delta = static_cast<double>(2 * theta - 1);
    const long double ua = varA / nA, ub = varB / nB;
    r.se = static_cast<double>(2 * std::sqrt(std::max<long double>(0, ua + ub)));
    const long double den = (na > 1 ? ua * ua / (nA - 1) : 0) + (nb > 1 ? ub * ub / (nB - 1) : 0);
    r.df = den > 0 ? static_cast<double>((ua + ub) * (ua + ub) / den) : 0;
    return r;
}

PooledCounts pooledCounts(const IntHistogram &a, const IntHistogram &b) {
    PooledCounts p;
    std::set<int64_t> values;
    for (const auto &[v, c] : a.bins()) values.insert(v);
    for (const auto &[v, c] : b.bins()) values.insert(v);
    for (int64_t v : values) {
        const auto ia = a.bins().find(v), ib = b.bins().find(v);
        p.values.push_back(v);
        p.a.push_back(ia == a.bins().end() ? 0 : ia->second);
        p.b.push_back(ib == b.bins().end() ? 0 : ib->second);
    }
    return p;
}

Dominance dominance(const IntHistogram &a, const IntHistogram &b) {
    if (a.empty() || b.empty()) return {};
    const PooledCounts p = pooledCounts(a, b);
    return dominanceOfCounts(p.a.data(), p.b.data(), p.values.size());
}

namespace {

// The exact bootstrap distribution of a sample's median (order statistic ceil(n/2) of a
// resample): the distinct values and P(median* <= value).
struct MedianDistribution {
    std::vector<int64_t> values;
    std::vector<double> cdf;
};

MedianDistribution medianDistribution(const IntHistogram &h) {
    MedianDistribution d;
    const int64_t n = h.count(), m = (n + 1) / 2;
    int64_t below = 0;
    for (const auto &[v, c] : h.bins()) {
        below += c;
        const double F = static_cast<double>(below) / static_cast<double>(n);
        double g;
        if (below == n) g = 1;
        else if (n <= IntHistogram::kExactRankN) g = 1 - binomialCdf(m - 1, n, F);
        else {
            const double dn = static_cast<double>(n);
            g = 1 - normalCdf((static_cast<double>(m) - 0.5 - dn * F) / std::sqrt(dn * F * (1 - F)));
        }
        d.values.push_back(v);
        d.cdf.push_back(g);
    }
    return d;
}

int64_t draw(const MedianDistribution &d, double u) {
    const auto it = std::lower_bound(d.cdf.begin(), d.cdf.end(), u);
    return d.values[static_cast<size_t>(
        std::min<std::ptrdiff_t>(it - d.cdf.begin(), static_cast<std::ptrdiff_t>(d.values.size()) - 1))];
}

}  // namespace

Interval medianDifferenceInterval(const IntHistogram &a, const IntHistogram &b, double alpha, int draws) {
    Interval r;
    r.value = a.quantile(0.5) - b.quantile(0.5);
    r.lo = r.hi = r.value;
    if (a.empty() || b.empty()) {
        r.available = false;
        return r;
    }
    const MedianDistribution da = medianDistribution(a), db = medianDistribution(b);
    FixedStream stream(0x9E3779B97F4A7C15ULL);  // the same interval on every run
    std::vector<double> diffs(static_cast<size_t>(draws));
    for (auto &d : diffs) d = static_cast<double>(draw(da, stream.uniform()) - draw(db, stream.uniform()));
    std::sort(diffs.begin(), diffs.end());
    const auto at = [&](double q) {
        const size_t i = static_cast<size_t>(std::clamp(q * (draws - 1), 0.0, static_cast<double>(draws - 1)));
        return diffs[i];
    };
    r.lo = std::min(r.value, at(alpha / 2));
    r.hi = std::max(r.value, at(1 - alpha / 2));
    return r;
}

}  // namespace rulelab::stats
