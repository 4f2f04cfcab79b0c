#include "int_histogram.h"

#include <algorithm>
#include <cmath>
#include <set>

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

Interval IntHistogram::quantileInterval(double p, double z) const {
    Interval r;
    r.value = quantile(p);
    if (n_ == 0) return r;
    const double n = static_cast<double>(n_);
    const double s = std::sqrt(n * p * (1 - p));
    // 1-based ranks j and k of the order statistics bounding the interval.
    int64_t j = static_cast<int64_t>(std::floor(n * p - z * s));
    int64_t k = static_cast<int64_t>(std::ceil(n * p + z * s)) + 1;
    j = std::clamp<int64_t>(j, 1, n_);
    k = std::clamp<int64_t>(k, 1, n_);
    r.lo = static_cast<double>(orderStatistic(j - 1));
    r.hi = static_cast<double>(orderStatistic(k - 1));
    r.lo = std::min(r.lo, r.value);
    r.hi = std::max(r.hi, r.value);
    return r;
}

Interval IntHistogram::meanInterval() const {
    Interval r;
    r.value = r.lo = r.hi = mean();
    if (n_ < 2) return r;
    const double se = std::sqrt(variance() / static_cast<double>(n_));
    const double t = studentTQuantile(0.975, static_cast<double>(n_ - 1));
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
    r.p = std::min(1.0, 2 * (1 - normalCdf(std::fabs(r.z))));
    return r;
}

}  // namespace rulelab::stats
