#include "permutation.h"

#include "game/rng.h"
#include "reading_stats.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>
#include <vector>

namespace rulelab::stats {

uint64_t permutationSeed(std::string_view key, int64_t na, int64_t nb) {
    uint64_t x = fnv1a64(key) ^ 0x5045524d55544553ULL;  // "PERMUTES"
    x ^= splitmix64(x) + static_cast<uint64_t>(na) * 0x9e3779b97f4a7c15ULL;
    x ^= splitmix64(x) + static_cast<uint64_t>(nb) * 0xd1b54a32d192ed03ULL;
    return splitmix64(x);
}

PermutationOutcome permutationAt(std::shared_ptr<const std::vector<double>> draws, double observed, double alpha) {
    PermutationOutcome out;
    out.observed = observed;
    const std::vector<double> &d = *draws;
    // Splits at least as extreme as the readings' own; a relative tolerance keeps the readings'
    // own split (and its mirror) counted when rounding moves its statistic in the last bits.
    const double tol = 1e-12;
    const double bar = observed * (1 - tol);
    const auto extreme = std::upper_bound(d.begin(), d.end(), bar, std::greater<double>()) - d.begin();
    const double splits = static_cast<double>(d.size()) + 1;
    out.p = std::min(1.0, (1.0 + static_cast<double>(extreme)) / splits);
    // p < alpha  <=>  extreme <= k with k = ceil(alpha (B + 1)) - 2  <=>  |T| (1 - tol) is
    // above the (k + 1)-th largest |T*|: that value, divided by (1 - tol), is the critical value.
    const double k = std::ceil(alpha * splits - 1e-9) - 2;
    if (k < 0) {
        out.bounded = false;
        out.critical = HUGE_VAL;
    } else {
        out.critical = d[static_cast<size_t>(k)] / (1 - tol);
    }
    out.draws = std::move(draws);
    return out;
}

PermutationOutcome studentizedPermutation(size_t units, size_t m, const uint32_t *observedGroup, double alpha,
                                          uint64_t seed, const SplitStatistic &statistic, int permutations) {
    const double observed = std::fabs(statistic(observedGroup, m));
    std::vector<uint32_t> order(units);
    std::iota(order.begin(), order.end(), 0u);
    auto draws = std::make_shared<std::vector<double>>(static_cast<size_t>(permutations));
    Rng rng(seed);
    for (double &t : *draws) {
        // A partial Fisher-Yates shuffle: the first m places become a uniformly random subset of
        // size m, whatever order the previous split left (so nothing is restored between splits).
        for (size_t i = 0; i < m; ++i) std::swap(order[i], order[i + rng.below(static_cast<uint32_t>(units - i))]);
        t = std::fabs(statistic(order.data(), m));
        if (std::isnan(t)) t = 0;
    }
    std::sort(draws->begin(), draws->end(), std::greater<double>());
    return permutationAt(std::move(draws), observed, alpha);
}

namespace {

// The first group of a split is the smaller reading's size; the readings' own split puts the
// smaller reading's units there.
struct Split {
    size_t units = 0, m = 0;
    std::vector<uint32_t> observed;
};
Split splitOf(size_t na, size_t nb) {
    Split s;
    s.units = na + nb;
    s.m = std::min(na, nb);
    const size_t first = na <= nb ? 0 : na;
    for (size_t i = 0; i < s.m; ++i) s.observed.push_back(static_cast<uint32_t>(first + i));
    return s;
}

// The splits' seed: the row's seed mixed with a hash of the pooled matches as a multiset (which
// every split leaves unchanged). Given the pool, the splits are then independent of which
// reading each match came from, so the test stays exact, and two data sets get different
// splits (with one fixed set of splits for every data set the size would be that set's, off 5%
// by about sqrt(0.05 0.95 / B)).
uint64_t pooledSeed(uint64_t seed, const std::vector<uint64_t> &words) {
    uint64_t h = seed;
    for (uint64_t w : words) {
        h ^= w + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
        h = splitmix64(h);
    }
    return h;
}

// A histogram pair's pool as words: each distinct value and its count in both.
std::vector<uint64_t> pooledWords(const PooledCounts &p) {
    std::vector<uint64_t> words;
    words.reserve(2 * p.values.size());
    for (size_t i = 0; i < p.values.size(); ++i) {
        words.push_back(static_cast<uint64_t>(p.values[i]));
        words.push_back(static_cast<uint64_t>(p.a[i] + p.b[i]));
    }
    return words;
}

// t = difference / se, infinite where a difference has no standard error, 0 where neither.
double studentized(long double difference, long double variance) {
    if (variance > 0) return static_cast<double>(difference / std::sqrt(variance));
    return difference == 0 ? 0.0 : HUGE_VAL;
}

}  // namespace

PermutationOutcome permuteMeans(const IntHistogram &a, const IntHistogram &b, double alpha, uint64_t seed, int permutations) {
    std::vector<long double> values;
    values.reserve(static_cast<size_t>(a.count() + b.count()));
    for (const IntHistogram *h : {&a, &b})
        for (const auto &[v, c] : h->bins()) values.insert(values.end(), static_cast<size_t>(c), static_cast<long double>(v));
    long double total = 0, totalSq = 0;
    for (long double v : values) {
        total += v;
        totalSq += v * v;
    }
    const Split split = splitOf(static_cast<size_t>(a.count()), static_cast<size_t>(b.count()));
    seed = pooledSeed(seed, pooledWords(pooledCounts(a, b)));
    const long double n1 = static_cast<long double>(split.m), n2 = static_cast<long double>(split.units - split.m);
    auto welchT = [&](const uint32_t *group, size_t m) {
        long double s1 = 0, q1 = 0;
        for (size_t i = 0; i < m; ++i) {
            const long double v = values[group[i]];
            s1 += v;
            q1 += v * v;
        }
        const long double s2 = total - s1, q2 = totalSq - q1;
        const long double v1 = std::max<long double>(0, (q1 - s1 * s1 / n1) / (n1 - 1));
        const long double v2 = std::max<long double>(0, (q2 - s2 * s2 / n2) / (n2 - 1));
        return studentized(s1 / n1 - s2 / n2, v1 / n1 + v2 / n2);
    };
    return studentizedPermutation(split.units, split.m, split.observed.data(), alpha, seed, welchT, permutations);
}

PermutationOutcome permuteDominance(const IntHistogram &a, const IntHistogram &b, double alpha, uint64_t seed,
                                    int permutations) {
    const PooledCounts pooled = pooledCounts(a, b);
    const size_t k = pooled.values.size();
    std::vector<uint32_t> valueOf;  // each unit's index into the pooled distinct values
    valueOf.reserve(static_cast<size_t>(a.count() + b.count()));
    for (const std::vector<int64_t> *counts : {&pooled.a, &pooled.b})
        for (size_t i = 0; i < k; ++i) valueOf.insert(valueOf.end(), static_cast<size_t>((*counts)[i]), static_cast<uint32_t>(i));
    std::vector<int64_t> total(k), first(k), second(k);
    for (size_t i = 0; i < k; ++i) total[i] = pooled.a[i] + pooled.b[i];
    const Split split = splitOf(static_cast<size_t>(a.count()), static_cast<size_t>(b.count()));
    seed = pooledSeed(seed, pooledWords(pooled));
    auto brunnerMunzelT = [&](const uint32_t *group, size_t m) {
        std::fill(first.begin(), first.end(), 0);
        for (size_t i = 0; i < m; ++i) ++first[valueOf[group[i]]];
        for (size_t i = 0; i < k; ++i) second[i] = total[i] - first[i];
        const Dominance d = dominanceOfCounts(first.data(), second.data(), k);
        return studentized(d.delta, static_cast<long double>(d.se) * d.se);
    };
    return studentizedPermutation(split.units, split.m, split.observed.data(), alpha, seed, brunnerMunzelT, permutations);
}

PermutationOutcome permuteRatios(const std::vector<std::pair<double, double>> &a, const std::vector<std::pair<double, double>> &b,
                                 double alpha, uint64_t seed, int permutations) {
    std::vector<std::pair<double, double>> units(a);
    units.insert(units.end(), b.begin(), b.end());
    struct Sums {
        double n = 0, x = 0, y = 0, xx = 0, yy = 0, xy = 0;
    } total;
    for (const auto &[x, y] : units) total = {total.n + 1, total.x + x, total.y + y, total.xx + x * x, total.yy + y * y, total.xy + x * y};
    const Split split = splitOf(a.size(), b.size());
    {
        auto sorted = units;
        std::sort(sorted.begin(), sorted.end());
        std::vector<uint64_t> words;
        words.reserve(2 * sorted.size());
        for (const auto &[x, y] : sorted) {
            words.push_back(std::bit_cast<uint64_t>(x));
            words.push_back(std::bit_cast<uint64_t>(y));
        }
        seed = pooledSeed(seed, words);
    }
    auto deltaT = [&](const uint32_t *group, size_t m) {
        Sums g;
        for (size_t i = 0; i < m; ++i) {
            const auto &[x, y] = units[group[i]];
            g = {g.n + 1, g.x + x, g.y + y, g.xx + x * x, g.yy + y * y, g.xy + x * y};
        }
        const Sums h{total.n - g.n, total.x - g.x, total.y - g.y, total.xx - g.xx, total.yy - g.yy, total.xy - g.xy};
        if (!(g.y > 0) || !(h.y > 0)) return HUGE_VAL;  // a ratio without a decision: counted as extreme
        return studentized(g.x / g.y - h.x / h.y, static_cast<long double>(ratioVariance(g.n, g.x, g.y, g.xx, g.yy, g.xy)) +
                                                      ratioVariance(h.n, h.x, h.y, h.xx, h.yy, h.xy));
    };
    return studentizedPermutation(split.units, split.m, split.observed.data(), alpha, seed, deltaT, permutations);
}

}  // namespace rulelab::stats
