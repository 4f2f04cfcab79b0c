// Calibration of the comparison procedures (issue 34): every row kind of `compare` is run on two
// samples drawn from the SAME distribution, many times, and its rejections at 5% are counted.
// A procedure fails when its false-positive rate is significantly above 5%: the one-sided
// Clopper-Pearson lower bound of the rate above 0.05. The bound's confidence is 1 - 0.05/K for
// the K checks of the suite (Bonferroni), not 95% each: with 95% each, a suite of about 30 checks
// of procedures exactly at 5% would fail most of the time by chance alone. Where the row has an
// interval, its coverage of the true difference is checked too, also under a real difference (it
// fails when the coverage's upper bound is below 0.95). Every procedure is held to 5%: the means,
// dominance and ratio rows of readings with few matches use the studentized permutation test
// (stats/permutation.h), whose size is exact whatever the number of splits, so it runs here
// with kSplits splits (RULELAB_CALIBRATE_SPLITS=N for more); their asymptotic t from
// kPermutationBelow matches on is checked on samples that large. Every figure is printed
// ("[calibration] ..."); docs/metrics.md gives them.
//
// The row procedures are the production ones (stats::compareShares, compareMeans, ...), fed
// with synthetic samples from fixed seeds, so a run is deterministic. RULELAB_CALIBRATE_REPS=N
// sets every procedure's repetitions to N (the exact table test, 20,000 Monte Carlo tables
// each, takes N/10) for a longer, more sensitive run.

#include "stats/reading_stats.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>

using namespace rulelab;
using namespace rulelab::stats;

namespace {

// RULELAB_CALIBRATE_REPS=N sets the runs per configuration; RULELAB_CALIBRATE_SCALE (scripts/calibrate)
// multiplies the defaults. The sanitizer build, about ten times slower, runs a tenth: it checks
// the code, the Release build the rates (every check here fails only on a lower bound above its
// limit, so fewer runs weaken it but cannot make it fail by chance).
int64_t reps(int64_t byDefault, int64_t divisor = 1) {
    if (const char *e = std::getenv("RULELAB_CALIBRATE_REPS")) {
        const long long n = std::atoll(e);
        if (n > 0) return std::max<int64_t>(50, n / divisor);
    }
    double scale = 1;
    if (const char *e = std::getenv("RULELAB_CALIBRATE_SCALE"))
        if (std::atof(e) > 0) scale = std::atof(e);
#ifdef RULELAB_SANITIZE
    scale /= 10;
#endif
    return std::max<int64_t>(50, static_cast<int64_t>(std::llround(static_cast<double>(byDefault) * scale)));
}

// Splits of the permutation tests: their p-values are exact for any number of splits.
int splits() {
    if (const char *e = std::getenv("RULELAB_CALIBRATE_SPLITS"))
        if (std::atoi(e) > 0) return std::atoi(e);
    return 499;
}

// The number of checks (size and coverage) in this file: the Bonferroni divisor of the bounds.
constexpr double kChecks = 40;
constexpr double kBoundAlpha = 0.05 / kChecks;

struct Tally {
    int64_t runs = 0, rejected = 0;  // under the null
    int64_t covered = 0, coverageRuns = 0;
};

// One-sided Clopper-Pearson bounds of k successes in n, at confidence 1 - kBoundAlpha.
double lowerBound(int64_t k, int64_t n) {
    return k == 0 ? 0.0 : betaQuantile(kBoundAlpha, static_cast<double>(k), static_cast<double>(n - k + 1));
}
double upperBound(int64_t k, int64_t n) {
    return k == n ? 1.0 : betaQuantile(1 - kBoundAlpha, static_cast<double>(k + 1), static_cast<double>(n - k));
}

// Prints the figures and checks them: the size not significantly above 5%, the coverage (when
// counted) not significantly below 95%.
void report(const std::string &name, const Tally &t) {
    const double limit = 0.05;
    const double rate = static_cast<double>(t.rejected) / static_cast<double>(t.runs);
    const double lo = lowerBound(t.rejected, t.runs);
    std::printf("[calibration] %-58s false positives %6lld/%-6lld = %.4f (bounds %.4f-%.4f)", name.c_str(),
                static_cast<long long>(t.rejected), static_cast<long long>(t.runs), rate, lo, upperBound(t.rejected, t.runs));
    if (t.coverageRuns > 0)
        std::printf("; coverage %.4f (upper bound %.4f)", static_cast<double>(t.covered) / static_cast<double>(t.coverageRuns),
                    upperBound(t.covered, t.coverageRuns));
    std::printf("\n");
    std::fflush(stdout);
    EXPECT_LE(lo, limit) << name << ": false-positive rate " << rate << " is significantly above " << limit;
    if (t.coverageRuns > 0) {
        EXPECT_GE(upperBound(t.covered, t.coverageRuns), 1 - limit)
            << name << ": coverage " << static_cast<double>(t.covered) / static_cast<double>(t.coverageRuns)
            << " is significantly below 95%";
    }
}

bool covers(const Interval &i, double truth) { return i.available && i.lo <= truth && truth <= i.hi; }

// One comparison of two samples with no true difference: rejected at 5% or not, and whether its
// interval covers 0.
void tallyNull(Tally &t, const MetricComparison &m) {
    ++t.runs;
    t.rejected += m.hasTest && m.p < 0.05;
    ++t.coverageRuns;
    t.covered += covers(m.diff, 0.0);
}

// Skewed integer lengths like those of real matches (skewness about 2): 1 + a geometric count.
IntHistogram lengths(std::mt19937_64 &rng, int n, double mean, int64_t shift = 0) {
    std::geometric_distribution<int64_t> g(1.0 / mean);
    IntHistogram h;
    for (int i = 0; i < n; ++i) h.add(1 + shift + g(rng));
    return h;
}

}  // namespace

// Shares (completion, draws, first mover's wins, end reasons): the continuity-corrected score
// test and its interval, with small counts (expected counts below 5) and large ones.
TEST(CalibrationCompare, Shares) {
    struct Case {
        int n1, n2;
        double p1, p2;
    };
    const Case nulls[] = {{20, 20, 0.1, 0.1}, {20, 100, 0.03, 0.03}, {10, 40, 0.3, 0.3},  // small counts
                          {50, 50, 0.5, 0.5}, {500, 500, 0.3, 0.3},  {2000, 300, 0.05, 0.05}};
    std::mt19937_64 rng(3401);
    for (const Case &c : nulls) {
        Tally t;
        std::binomial_distribution<int64_t> a(c.n1, c.p1), b(c.n2, c.p2);
        const int64_t n = reps(20000);
        for (int64_t i = 0; i < n; ++i) {
            const MetricComparison m = compareShares("share", a(rng), c.n1, b(rng), c.n2);
            tallyNull(t, m);
        }
        char name[96];
        std::snprintf(name, sizeof name, "shares, score test, %d vs %d at %.2f", c.n1, c.n2, c.p1);
        report(name, t);
    }
    // Coverage under a real difference.
    const Case diffs[] = {{30, 30, 0.4, 0.2}, {300, 200, 0.55, 0.45}};
    for (const Case &c : diffs) {
        Tally t;
        std::binomial_distribution<int64_t> a(c.n1, c.p1), b(c.n2, c.p2);
        const int64_t n = reps(10000);
        for (int64_t i = 0; i < n; ++i) {
            const MetricComparison m = compareShares("share", a(rng), c.n1, b(rng), c.n2);
            ++t.coverageRuns;
            t.covered += covers(m.diff, c.p1 - c.p2);
            ++t.runs;  // a difference exists: rejections are power, not errors; size is not checked
        }
        char name[96];
        std::snprintf(name, sizeof name, "shares, coverage at %.2f - %.2f, %d vs %d", c.p1, c.p2, c.n1, c.n2);
        t.rejected = 0;
        report(name, t);
    }
}

// Means of skewed integer lengths (turns, laps, rounds, lead changes): Welch t, and the
// first mover's points (0, 1/2, 1 per match: AdvantageP1).
TEST(CalibrationCompare, WelchMeans) {
    std::mt19937_64 rng(3402);
    struct Case {
        int n1, n2;
        double mean;
    };
    for (const Case &c : {Case{30, 30, 30}, Case{20, 200, 30}, Case{300, 100, 120}, Case{2000, 4000, 30}}) {
        Tally t;
        const int64_t n = reps(c.n1 >= kPermutationBelow ? 2000 : 5000);
        for (int64_t i = 0; i < n; ++i) {
            const MetricComparison m =
                compareMeans("turns_mean", lengths(rng, c.n1, c.mean), lengths(rng, c.n2, c.mean), 1, 0.05, splits());
            if (i == 0) {
                EXPECT_EQ(m.test, c.n1 >= kPermutationBelow ? "welch" : "welch-permutation");
            }
            tallyNull(t, m);
        }
        char name[96];
        std::snprintf(name, sizeof name, "means (%s), skewed lengths, %d vs %d, mean %.0f",
                      c.n1 >= kPermutationBelow ? "Welch t" : "permutation", c.n1, c.n2, c.mean + 1);
        // Welch's t alone reached 7.0% at 20 against 200 (the small sample's variance grows with
        // its mean, so one tail is heavy); the permutation test is exact here.
        report(name, t);
    }
    {
        // Coverage of a real shift of 5 turns.
        Tally t;
        const int64_t n = reps(4000);
        for (int64_t i = 0; i < n; ++i) {
            const MetricComparison m = compareMeans("turns_mean", lengths(rng, 40, 30, 5), lengths(rng, 60, 30), 1, 0.05, splits());
            ++t.coverageRuns;
            t.covered += covers(m.diff, 5.0);
            ++t.runs;
        }
        report("means (permutation), coverage of a shift of 5, 40 vs 60", t);
    }
    {
        // Points of the first mover: win 2, draw 1, loss 0 (halved by the row), 0.45/0.1/0.45.
        Tally t;
        std::uniform_real_distribution<double> u(0, 1);
        auto points = [&](int n) {
            IntHistogram h;
            for (int i = 0; i < n; ++i) {
                const double x = u(rng);
                h.add(x < 0.45 ? 2 : x < 0.55 ? 1 : 0);
            }
            return h;
        };
        const int64_t n = reps(5000);
        for (int64_t i = 0; i < n; ++i) {
            const MetricComparison m = compareMeans("AdvantageP1", points(25), points(80), 0.5, 0.05, splits());
            tallyNull(t, m);
        }
        report("means (permutation), first mover's points, 25 vs 80", t);
    }
}

// Which reading's matches are longer: Brunner-Munzel on skewed lengths with many ties.
TEST(CalibrationCompare, BrunnerMunzelDominance) {
    std::mt19937_64 rng(3403);
    struct Case {
        int n1, n2;
        double mean;
    };
    for (const Case &c : {Case{30, 30, 4}, Case{15, 60, 4}, Case{200, 200, 30}, Case{2000, 2000, 4}}) {
        Tally t;
        const int64_t n = reps(c.n1 >= kPermutationBelow ? 2000 : 4000);
        for (int64_t i = 0; i < n; ++i) {
            const MetricComparison m =
                compareDominance("turns_dominance", lengths(rng, c.n1, c.mean), lengths(rng, c.n2, c.mean), 0.05, splits());
            if (i == 0 && m.hasTest) {
                EXPECT_EQ(m.test, c.n1 >= kPermutationBelow ? "brunner-munzel" : "brunner-munzel-permutation");
            }
            ++t.runs;
            t.rejected += m.hasTest && m.p < 0.05;
            ++t.coverageRuns;
            t.covered += m.diff.available ? covers(m.diff, 0.0) : !(m.hasTest && m.p < 0.05);
        }
        char name[96];
        std::snprintf(name, sizeof name, "dominance (%s), %d vs %d, mean %.0f",
                      c.n1 >= kPermutationBelow ? "Brunner-Munzel t" : "permutation", c.n1, c.n2, c.mean + 1);
        // Brunner-Munzel's t alone reached 5.4% on short lengths with many ties and few matches.
        report(name, t);
    }
}

// Ratios of sums (branching, forced-move share, captures per decision): delta method.
TEST(CalibrationCompare, DeltaRatios) {
    std::mt19937_64 rng(3404);
    auto sample = [&](int n) {
        RatioStat r;
        std::geometric_distribution<int64_t> g(1.0 / 20);
        for (int i = 0; i < n; ++i) {
            const int64_t turns = 1 + g(rng);
            std::binomial_distribution<int64_t> caps(turns, 0.2);
            r.add(static_cast<double>(caps(rng)), static_cast<double>(turns));
        }
        return r;
    };
    for (const auto &[n1, n2] : {std::pair{30, 30}, std::pair{100, 400}, std::pair{2000, 3000}}) {
        Tally t;
        const int64_t n = reps(n1 >= kPermutationBelow ? 1500 : 10000);
        for (int64_t i = 0; i < n; ++i) {
            const MetricComparison m = compareRatios("captures_per_turn", sample(n1), sample(n2), 0.05, splits());
            if (i == 0) {
                EXPECT_EQ(m.test, n1 >= kPermutationBelow ? "delta" : "delta-permutation");
            }
            tallyNull(t, m);
        }
        char name[96];
        std::snprintf(name, sizeof name, "ratios (%s), %d vs %d", n1 >= kPermutationBelow ? "delta t" : "permutation", n1, n2);
        // The delta method's t alone reached 5.7% from 30 matches each.
        report(name, t);
    }
}

// Balance: the null |d_a| = |d_b| at perfect balance (where the intersection-union test is
// cautious by construction), away from it, and for mirror images; and the interval's coverage
// of |d_b| - |d_a| near the fold.
TEST(CalibrationCompare, Balance) {
    std::mt19937_64 rng(3405);
    std::uniform_real_distribution<double> u(0, 1);
    auto seats = [&](int n, double w0, double w1) {
        IntHistogram h;
        for (int i = 0; i < n; ++i) {
            const double x = u(rng);
            h.add(x < w0 ? 1 : x < w0 + w1 ? -1 : 0);
        }
        return h;
    };
    struct Case {
        const char *what;
        int n1, n2;
        double a0, a1, b0, b1;  // seat win shares of each reading
    };
    const Case cases[] = {
        {"perfect balance", 200, 200, 0.45, 0.45, 0.45, 0.45},  {"perfect balance", 100, 1000, 0.45, 0.45, 0.45, 0.45},
        {"|d| = 0.1 in both", 2000, 2000, 0.5, 0.4, 0.5, 0.4},  {"mirror images, |d| = 0.1", 2000, 1000, 0.5, 0.4, 0.4, 0.5},
        {"|d| = 0.04 in both", 400, 400, 0.5, 0.46, 0.5, 0.46},
    };
    for (const Case &c : cases) {
        Tally t;
        const int64_t n = reps(2500);
        for (int64_t i = 0; i < n; ++i) {
            const MetricComparison m = compareBalance(seats(c.n1, c.a0, c.a1), seats(c.n2, c.b0, c.b1));
            tallyNull(t, m);
        }
        char name[96];
        std::snprintf(name, sizeof name, "Balance, %s, %d vs %d", c.what, c.n1, c.n2);
        report(name, t);
    }
    {
        // Coverage of a real difference near the fold: d_a = 0, d_b = 0.05 (|d_b| - |d_a| = 0.05).
        Tally t;
        const int64_t n = reps(3000);
        for (int64_t i = 0; i < n; ++i) {
            const MetricComparison m = compareBalance(seats(400, 0.45, 0.45), seats(400, 0.475, 0.425));
            ++t.coverageRuns;
            t.covered += covers(m.diff, 0.05);
            ++t.runs;
        }
        report("Balance, coverage of 0.05 near the fold, 400 vs 400", t);
    }
}

// Balance's equivalence test (a margin of 0.03): its false "equivalent" verdicts at points of the
// null, |d_b| - |d_a| = 0.03 exactly: at the apex of a wedge (d_a = 0, d_b = 0.03), its least
// favourable point, and far from balance (d_a = 0.2, d_b = 0.23).
TEST(CalibrationCompare, BalanceEquivalence) {
    std::mt19937_64 rng(3407);
    // n matches with seat win shares w0 and w1 (the rest drawn), drawn as counts.
    auto seats = [&](int n, double w0, double w1) {
        std::binomial_distribution<int64_t> first(n, w0);
        const int64_t k0 = first(rng);
        std::binomial_distribution<int64_t> second(n - k0, w1 / (1 - w0));
        const int64_t k1 = second(rng);
        IntHistogram h;
        h.add(1, k0);
        h.add(-1, k1);
        h.add(0, n - k0 - k1);
        return h;
    };
    struct Case {
        const char *what;
        double a0, a1, b0, b1;
    };
    for (const Case &c : {Case{"at the apex, d_a = 0, d_b = 0.03", 0.45, 0.45, 0.465, 0.435},
                          Case{"far from balance, d_a = 0.2, d_b = 0.23", 0.55, 0.35, 0.565, 0.335}}) {
        Tally t;
        const int64_t n = reps(3000);
        for (int64_t i = 0; i < n; ++i) {
            const IntHistogram a = seats(20000, c.a0, c.a1), b = seats(20000, c.b0, c.b1);
            const double p =
                balanceEquivalenceP(a.mean(), std::sqrt(a.variance() / 20000), b.mean(), std::sqrt(b.variance() / 20000), 0.03);
            ++t.runs;
            t.rejected += p < 0.05;
        }
        char name[96];
        std::snprintf(name, sizeof name, "Balance equivalence (0.03), %s", c.what);
        report(name, t);
    }
}

// Tables of counts (outcomes, end reasons): chi-square with large expected counts, the exact
// conditional test (Monte Carlo) with small ones.
TEST(CalibrationCompare, Tables) {
    std::mt19937_64 rng(3406);
    std::uniform_real_distribution<double> u(0, 1);
    const std::vector<double> probs = {0.45, 0.4, 0.1, 0.05};
    auto counts = [&](int n) {
        std::vector<int64_t> c(probs.size(), 0);
        for (int i = 0; i < n; ++i) {
            double x = u(rng);
            size_t k = 0;
            while (k + 1 < probs.size() && x >= probs[k]) x -= probs[k++];
            ++c[k];
        }
        return c;
    };
    for (const auto &[n1, n2, divisor] : {std::tuple{400, 400, 1}, std::tuple{30, 40, 10}}) {
        Tally t;
        int64_t exact = 0;
        const int64_t n = reps(divisor == 1 ? 4000 : 200, divisor);
        for (int64_t i = 0; i < n; ++i) {
            const MetricComparison m = compareTables("outcomes", counts(n1), counts(n2));
            ++t.runs;
            t.rejected += m.hasTest && m.p < 0.05;
            exact += m.test == "exact-monte-carlo";
        }
        char name[96];
        std::snprintf(name, sizeof name, "tables, %s, %d vs %d", exact * 2 > n ? "exact (Monte Carlo)" : "chi-square", n1, n2);
        report(name, t);
    }
}
