#include "bounded_mean.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rulelab::stats {

namespace {

// The uncapped bets lambda*_i (i from 0) for n values at level delta: each from the values
// before it only.
std::vector<double> plugInBets(const BoundedValues &v, double delta) {
    const std::vector<int32_t> &x = *v.values;
    const size_t n = x.size();
    const double range = v.hi - v.lo, logInv = std::log(1 / delta);
    const double prior = range * range / 4, floor = range * range * 1e-12;
    std::vector<double> bets(n);
    double mean = 0, m2 = 0;  // Welford over x[0..i-1]
    for (size_t i = 0; i < n; ++i) {
        const double var = i < 2 ? prior : std::max(m2 / static_cast<double>(i - 1), floor);
        bets[i] = std::sqrt(2 * logInv / (static_cast<double>(n) * var));
        const double xi = x[i] * v.scale, d = xi - mean;
        mean += d / static_cast<double>(i + 1);
        m2 += d * (xi - mean);
    }
    return bets;
}

bool rejects(const BoundedValues &v, const std::vector<double> &bets, double m, int side, double logInv) {
    const std::vector<int32_t> &x = *v.values;
    const double room = side > 0 ? m - v.lo : v.hi - m;  // how far a value can go against the bet
    const double cap = room > 0 ? kBettingCap / room : std::numeric_limits<double>::infinity();
    double logK = 0;
    for (size_t i = 0; i < x.size(); ++i) {
        const double lambda = std::min(bets[i], cap);
        logK += std::log1p(lambda * side * (x[i] * v.scale - m));
        if (logK >= logInv) return true;  // Ville: the capital may be watched at every step
    }
    return false;
}

bool inRange(const BoundedValues &v) {
    for (int32_t x : *v.values)
        if (x * v.scale < v.lo || x * v.scale > v.hi) return false;
    return true;
}

}  // namespace

bool bettingRejects(const BoundedValues &v, double m, int side, double delta) {
    if (!v.values || v.values->empty() || !inRange(v)) return false;
    return rejects(v, plugInBets(v, delta), m, side, std::log(1 / delta));
}

Interval bettingMeanInterval(const BoundedValues &v, double alpha) {
    Interval r;
    const size_t n = v.values ? v.values->size() : 0;
    if (n == 0) {
        r.value = r.lo = r.hi = std::numeric_limits<double>::quiet_NaN();
        r.available = false;
        return r;
    }
    double sum = 0;
    for (int32_t x : *v.values) sum += x * v.scale;
    r.value = r.lo = r.hi = sum / static_cast<double>(n);
    if (n < 2 || !inRange(v) || !(v.hi > v.lo)) {
        r.available = false;
        return r;
    }
    const double delta = alpha / 2, logInv = std::log(1 / delta);
    const std::vector<double> bets = plugInBets(v, delta);
    const double tol = (v.hi - v.lo) * 1e-10;
    // Lower bound: the largest m at which "mean <= m" is rejected (monotone: rejected below it).
    double good = v.lo, bad = v.hi;
    if (rejects(v, bets, v.lo, +1, logInv))
        while (bad - good > tol) {
            const double mid = 0.5 * (good + bad);
            (rejects(v, bets, mid, +1, logInv) ? good : bad) = mid;
        }
    r.lo = good;
    // Upper bound: the smallest m at which "mean >= m" is rejected (hi itself needs no test).
    good = v.hi;
    bad = v.lo;  // never rejected: every factor is at most 1 there
    while (good - bad > tol) {
        const double mid = 0.5 * (good + bad);
        (rejects(v, bets, mid, -1, logInv) ? good : bad) = mid;
    }
    r.hi = good;
    return r;
}

}  // namespace rulelab::stats
