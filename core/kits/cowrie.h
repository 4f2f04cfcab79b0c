#pragma once
// Throws of n cowrie shells used as dice: the value is the number of shells that land mouth
// up, each independently with probability p, so the value follows Binomial(n, p):
//     P(k) = C(n, k) p^k (1 - p)^(n - k),  k = 0..n.
// Plain C++ and header-only, for the chance nodes of games thrown with cowries (Bheri Bakri,
// Pachisi-family games). What a value of 0 means (no point, or a special score) is up to the
// game. The products are formed by repeated multiplication (no std::pow), so dyadic p such
// as 0.5 or 0.25 give exactly representable probabilities on every platform.

#include <array>
#include <cstdint>

namespace rulelab::kits {

// Binomial coefficient C(n, k) for the small n of a cowrie throw.
constexpr int64_t binomialCoefficient(int n, int k) {
    if (k < 0 || k > n) return 0;
    int64_t c = 1;
    for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
    return c;
}

// P(value = k) for a throw of n cowries that each land mouth up with probability p.
constexpr double cowrieProbability(int n, int k, double p) {
    if (k < 0 || k > n) return 0.0;
    double up = 1.0, down = 1.0;
    for (int i = 0; i < k; ++i) up *= p;
    for (int i = 0; i < n - k; ++i) down *= (1.0 - p);
    return static_cast<double>(binomialCoefficient(n, k)) * up * down;
}

// The whole distribution of a throw of N cowries, indexed by value 0..N.
template <int N>
constexpr std::array<double, N + 1> cowrieDistribution(double p) {
    std::array<double, N + 1> d{};
    for (int k = 0; k <= N; ++k) d[static_cast<size_t>(k)] = cowrieProbability(N, k, p);
    return d;
}

}  // namespace rulelab::kits
