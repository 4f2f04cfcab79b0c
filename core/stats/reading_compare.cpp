// Comparisons of two readings, metric by metric, and of every pair of readings with their
// families of tests adjusted (docs/metrics.md, "Comparing readings").

#include "reading_stats.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace rulelab::stats {

const char *testName(std::string_view id) {
    if (id == "score") return "difference of shares, continuity-corrected score test (Yates) and the interval that inverts it";
    if (id == "welch") return "difference of means, Welch t interval and test";
    if (id == "welch-permutation")
        return "difference of means, studentized permutation test of Welch's t (9,999 splits) and the interval inverting it";
    if (id == "brunner-munzel-permutation")
        return "dominance P(first longer) - P(second longer), studentized permutation test of Brunner-Munzel's statistic "
               "(9,999 splits) and the interval inverting it";
    if (id == "delta-permutation")
        return "difference of ratios, studentized permutation test of the delta-method t (9,999 splits) and the interval "
               "inverting it";
    if (id == "brunner-munzel") return "dominance P(first longer) - P(second longer), Brunner-Munzel interval and test";
    if (id == "exact-separation")
        return "dominance at its bound (every match of one reading longer than every match of the other): exact "
               "permutation test, no interval";
    if (id == "median-bootstrap") return "difference of medians, bootstrap interval, no test";
    if (id == "balance-t")
        return "difference of Balance (|seat imbalance|), Welch t interval and intersection-union test (both d_a = d_b and "
               "d_a = -d_b rejected)";
    if (id == "delta") return "difference of ratios, delta-method interval and t test (Welch-Satterthwaite degrees of freedom)";
    if (id == "chi-square") return "chi-square test of homogeneity, no interval";
    if (id == "exact-monte-carlo")
        return "exact conditional test of homogeneity (Monte Carlo, 20000 tables with the observed totals; used when an "
               "expected count is below 5), no interval";
    if (id == "constant") return "no test: the same value in both readings";
    if (id == "duplicate") return "no test of its own: the same hypothesis as another row";
    if (id == "no-data") return "no test: a reading has no matches this metric rests on";
    if (id == "none") return "no test";
    return "?";
}

const char *noEquivalenceReason(std::string_view, std::string_view testId) {
    if (testId == "no-data") return "no equivalence test: a reading has no matches this metric rests on";
    if (testId == "constant" || testId == "duplicate" || testId == "none")
        return "no equivalence test: the row has no test (the same value in both readings, a duplicate, or too few matches)";
    return "no equivalence test: the row has no standard error (medians, tables of counts)";
}

namespace {

// One-sided upper tail of the t (df > 0) or normal (df = 0) distribution.
double upperTail(double t, double df) {
    const double two = df > 0 ? studentTTwoSidedP(t, df) : normalTwoSidedP(t);
    return t >= 0 ? two / 2 : 1 - two / 2;
}

// A row whose quantity has no matches to rest on in one reading or both: no value, no test.
void markNoData(MetricComparison &c, bool emptyA, bool emptyB) {
    c.test = "no-data";
    c.noData = emptyA && emptyB ? "both" : emptyA ? "a" : "b";
    c.hasTest = false;
    c.p = 1;
    c.se = c.df = 0;
    c.diff = noValue();
}

// Whether a row of two readings of these sizes uses the permutation test.
bool usePermutation(int64_t na, int64_t nb, int permutations) {
    return permutations > 0 && std::min(na, nb) < kPermutationBelow;
}

// The permutation test's p and the interval that inverts it: estimate ± critical se, within
// [lower, upper]; none where the level cannot be reached (the test cannot reject there).
void applyPermutation(MetricComparison &c, const PermutationOutcome &o, const char *test, double lower = -HUGE_VAL,
                      double upper = HUGE_VAL) {
    c.test = test;
    c.hasTest = true;
    c.p = o.p;
    PermutationOutcome kept = o;
    kept.lower = lower;
    kept.upper = upper;
    c.permutation = std::make_shared<const PermutationOutcome>(std::move(kept));
    if (!o.bounded) {
        c.diff.lo = c.diff.hi = c.diff.value;
        c.diff.available = false;
        return;
    }
    c.diff.lo = std::max(lower, c.diff.value - o.critical * c.se);
    c.diff.hi = std::min(upper, c.diff.value + o.critical * c.se);
}

}  // namespace

double foldedDifferenceCdf(double x, double sFolded, double s) {
    if (!(sFolded > 0)) return s > 0 ? normalCdf(x / s) : (x >= 0 ? 1.0 : 0.0);
    if (!(s > 0)) return x >= 0 ? 1.0 : std::erfc(-x / (sFolded * std::sqrt(2.0)));  // P(|f| >= -x)
    // The integral over a = |f| >= 0 of its density 2 phi(a / sFolded) / sFolded times
    // Phi((x + a) / s), by Simpson's rule on [0, 10 sFolded] (the density beyond is below 1e-21).
    const int steps = 2000;
    const double top = 10 * sFolded, h = top / steps;
    double sum = 0;
    for (int i = 0; i <= steps; ++i) {
        const double a = i * h, u = a / sFolded;
        const double f = 2 * std::exp(-0.5 * u * u) / (sFolded * std::sqrt(2 * M_PI)) * normalCdf((x + a) / s);
        sum += f * (i == 0 || i == steps ? 1 : i % 2 ? 4 : 2);
    }
    return std::clamp(sum * h / 3, 0.0, 1.0);
}

double balanceEquivalenceP(double da, double sa, double db, double sb, double margin) {
    // Not equivalent: |d_b| >= |d_a| + margin or |d_a| >= |d_b| + margin, four wedges such as
    // {d_b >= |d_a| + margin}. Each is rejected for small d_b - |d_a| - margin, with the p-value
    // of its apex (d_a = 0, d_b = margin), its least favourable point: there the statistic is
    // e_b - |e_a|, and anywhere else on the wedge it is stochastically larger. The null is the
    // union of the wedges, so equivalence needs all four rejected: p is the largest.
    auto wedge = [&](double top, double sTop, double side, double sSide) {
        return foldedDifferenceCdf(top - std::fabs(side) - margin, sSide, sTop);
    };
    return floorP(std::max({wedge(db, sb, da, sa), wedge(-db, sb, da, sa), wedge(da, sa, db, sb), wedge(-da, sa, db, sb)}));
}

// Balance = 1 - |d|, d the mean seat imbalance; the row's quantity is |d_b| - |d_a|. Its null
// |d_a| = |d_b| is the union of d_a = d_b and d_a = -d_b, so it is rejected only when both are
// (an intersection-union test, Berger 1982): both differences have the same standard error (the
// readings are independent) and the same Welch degrees of freedom, so the test is the Welch t
// test of |d_b| - |d_a| = min(|d_b - d_a|, |d_b + d_a|) in size, and its interval is the same t
// interval: they agree. Equal estimates give t = 0 and p = 1. Its size is 5% along the null away
// from perfect balance, and lower near it (both hypotheses hold there at once).
MetricComparison compareBalance(const IntHistogram &sa, const IntHistogram &sb, double alpha) {
    if (sa.empty() || sb.empty()) {
        MetricComparison c;
        c.key = "Balance";
        markNoData(c, sa.empty(), sb.empty());
        return c;
    }
    MetricComparison c;
    c.key = "Balance";
    const double da = sa.mean(), db = sb.mean();
    c.diff.value = std::fabs(db) - std::fabs(da);  // Balance_a - Balance_b
    c.diff.lo = c.diff.hi = c.diff.value;
    if (sa.count() < 2 || sb.count() < 2) {
        c.test = "none";
        c.hasTest = false;
        c.diff.available = false;
        return c;
    }
    const MeanDifference w = welch(db, sb.variance(), sb.count(), da, sa.variance(), sa.count(), alpha);
    if (w.se <= 0) {
        c.test = c.diff.value == 0 ? "constant" : "balance-t";
        c.hasTest = c.diff.value != 0;
        c.p = c.hasTest ? kMinP : 1;
        return c;
    }
    c.test = "balance-t";
    c.se = w.se;
    c.df = w.df;
    const double t = studentTQuantile(1 - alpha / 2, w.df);
    c.diff.lo = std::max(-1.0, c.diff.value - t * w.se);
    c.diff.hi = std::min(1.0, c.diff.value + t * w.se);
    c.p = floorP(studentTTwoSidedP(c.diff.value / w.se, w.df));
    return c;
}

MetricComparison compareShares(const std::string &key, int64_t ka, int64_t na, int64_t kb, int64_t nb, double alpha) {
    MetricComparison c;
    c.key = key;
    if (na <= 0 || nb <= 0) {
        markNoData(c, na <= 0, nb <= 0);
        return c;
    }
    const auto d = compareProportions(ka, na, kb, nb, alpha);
    c.diff = d.diff;
    c.se = d.se;
    if (ka + kb == 0 || ka + kb == na + nb) {  // 0 (or 1) in both readings
        c.test = "constant";
        c.hasTest = false;
    } else {
        c.test = "score";
        c.p = d.p;
    }
    return c;
}

MetricComparison compareMeans(const std::string &key, const IntHistogram &ha, const IntHistogram &hb, double scale,
                              double alpha, int permutations) {
    MetricComparison c;
    c.key = key;
    const auto w = welch(ha.mean(), ha.variance(), ha.count(), hb.mean(), hb.variance(), hb.count(), alpha);
    c.diff = {w.diff.value * scale, w.diff.lo * scale, w.diff.hi * scale};
    c.se = w.se * scale;
    c.df = w.df;
    if (ha.empty() || hb.empty()) {
        markNoData(c, ha.empty(), hb.empty());
    } else if (ha.count() < 2 || hb.count() < 2) {
        c.test = "none";
        c.hasTest = false;
        c.diff.available = false;
    } else if (ha.variance() == 0 && hb.variance() == 0 && ha.mean() == hb.mean()) {
        c.test = "constant";
        c.hasTest = false;
    } else if (usePermutation(ha.count(), hb.count(), permutations)) {
        applyPermutation(c, permuteMeans(ha, hb, alpha, permutationSeed(key, ha.count(), hb.count()), permutations),
                         "welch-permutation");
    } else {
        c.test = "welch";
        c.p = w.p;
    }
    return c;
}

MetricComparison compareDominance(const std::string &key, const IntHistogram &ha, const IntHistogram &hb, double alpha,
                                  int permutations) {
    MetricComparison c;
    c.key = key;
    c.a = c.b = Interval{0, 0, 0, false};
    if (ha.empty() || hb.empty()) {
        markNoData(c, ha.empty(), hb.empty());
        return c;
    }
    const Dominance d = dominance(ha, hb);
    c.diff = {d.delta, d.delta, d.delta, true};
    c.se = d.se;
    c.df = d.df;
    if (ha.variance() == 0 && hb.variance() == 0 && ha.mean() == hb.mean()) {
        c.test = "constant";
        c.hasTest = false;
    } else if (d.se <= 0) {
        // Complete separation: every a is longer than every b (or the reverse). Brunner-Munzel
        // has no variance to work with; the exact permutation test has an answer: of the
        // C(n1 + n2, n1) equally likely ways to split the pooled lengths, at most one puts
        // every a above every b and one every a below, so p <= 2 / C(n1 + n2, n1). No
        // interval with 95% coverage can be given from a sample at the bound.
        c.test = "exact-separation";
        c.diff.available = false;
        const double n1 = static_cast<double>(ha.count()), n2 = static_cast<double>(hb.count());
        c.p = d.delta == 0 ? 1 : floorP(std::min(1.0, 2 * std::exp(-logChoose(n1 + n2, n1))));
    } else if (usePermutation(ha.count(), hb.count(), permutations)) {
        applyPermutation(c, permuteDominance(ha, hb, alpha, permutationSeed(key, ha.count(), hb.count()), permutations),
                         "brunner-munzel-permutation", -1.0, 1.0);
    } else {
        // Interval and test from one standard error and one t distribution: they agree.
        const double t = studentTQuantile(1 - alpha / 2, d.df);
        c.diff.lo = std::max(-1.0, d.delta - t * d.se);
        c.diff.hi = std::min(1.0, d.delta + t * d.se);
        c.test = "brunner-munzel";
        c.p = floorP(studentTTwoSidedP(d.delta / d.se, d.df));
    }
    return c;
}

MetricComparison compareRatios(const std::string &key, const RatioStat &ra, const RatioStat &rb, double alpha,
                               int permutations) {
    MetricComparison c;
    c.key = key;
    if (!(ra.sumY() > 0) || !(rb.sumY() > 0)) {
        markNoData(c, !(ra.sumY() > 0), !(rb.sumY() > 0));
        return c;
    }
    const Interval ia = ra.interval(), ib = rb.interval();
    const double va = ra.varianceOfRatio(), vb = rb.varianceOfRatio();
    const double se = std::sqrt(va + vb);
    // Student t with Welch-Satterthwaite degrees of freedom from the two readings' matches (the
    // ratio's linearised residuals are a mean over matches): closer to 5% than the normal from
    // few matches, and the same for interval and test.
    auto term = [](double v, int64_t n) { return v > 0 && n > 1 ? v * v / static_cast<double>(n - 1) : 0.0; };
    const double denominator = term(va, ra.count()) + term(vb, rb.count());
    const double df = denominator > 0 ? (va + vb) * (va + vb) / denominator : 0;
    const double t = df > 0 ? studentTQuantile(1 - alpha / 2, df) : normalQuantile(1 - alpha / 2);
    c.diff = {ia.value - ib.value, ia.value - ib.value - t * se, ia.value - ib.value + t * se};
    c.se = se;
    c.df = df;
    const bool pairsKept = ra.count() < RatioStat::kRatioPairsKept && rb.count() < RatioStat::kRatioPairsKept;
    if (se > 0 && pairsKept && usePermutation(ra.count(), rb.count(), permutations)) {
        applyPermutation(c, permuteRatios(ra.pairs(), rb.pairs(), alpha, permutationSeed(key, ra.count(), rb.count()), permutations),
                         "delta-permutation");
    } else if (se > 0) {
        c.test = "delta";
        c.p = floorP(df > 0 ? studentTTwoSidedP(c.diff.value / se, df) : normalTwoSidedP(c.diff.value / se));
    } else {
        c.test = ia.value == ib.value ? "constant" : "none";
        c.hasTest = false;
    }
    return c;
}

MetricComparison compareTables(const std::string &key, const std::vector<int64_t> &ra, const std::vector<int64_t> &rb) {
    MetricComparison c;
    c.key = key;
    c.diff.available = false;
    int64_t na = 0, nb = 0;
    std::vector<int64_t> col(ra.size());
    for (size_t i = 0; i < ra.size(); ++i) {
        na += ra[i];
        nb += rb[i];
        col[i] = ra[i] + rb[i];
    }
    if (na == 0 || nb == 0) {
        markNoData(c, na == 0, nb == 0);
        return c;
    }
    int df = 0;
    double x2 = 0;
    c.p = chiSquareHomogeneity({ra, rb}, &x2, &df);
    // Expected counts below 5 make the chi-square approximation poor: the exact conditional test then.
    bool small = false;
    for (size_t i = 0; i < col.size(); ++i)
        if (col[i] > 0)
            small =
                small || static_cast<double>(col[i]) * static_cast<double>(std::min(na, nb)) / static_cast<double>(na + nb) < 5;
    if (df <= 0) {
        c.test = "none";
        c.hasTest = false;
        c.p = 1;
    } else {
        c.test = small ? "exact-monte-carlo" : "chi-square";
        if (small) c.p = floorP(chiSquareMonteCarlo({ra, rb}));
    }
    return c;
}

namespace {

Interval intervalOf(const std::vector<Metric> &v, const std::string &k) {
    for (const auto &m : v)
        if (m.key == k) return m.interval;
    return {};
}

// The rows of a comparison of readings a and b, in order, each with the test it calls for.
class ComparisonRows {
public:
    ComparisonRows(const ReadingStats &a, const ReadingStats &b, double alpha, int permutations)
        : ma_(computeMetrics(a, false)), mb_(computeMetrics(b, false)), alpha_(alpha), permutations_(permutations) {}

    std::vector<MetricComparison> out;

    void push(MetricComparison c) {
        c.a = intervalOf(ma_, c.key);
        c.b = intervalOf(mb_, c.key);
        out.push_back(std::move(c));
    }
    // Shares: the continuity-corrected score test and the interval inverting it (one procedure).
    // Rows whose 2x2 table is that of an earlier row (or its complement) test the same hypothesis.
    void proportion(const std::string &key, int64_t ka, int64_t na, int64_t kb, int64_t nb) {
        MetricComparison c = compareShares(key, ka, na, kb, nb, alpha_);
        if (c.hasTest) {
            const std::array<int64_t, 4> t{ka, na, kb, nb}, u{na - ka, na, nb - kb, nb};
            for (const auto &[seen, first] : tables_)
                if (seen == t || seen == u) {
                    c.test = "duplicate";
                    c.duplicateOf = first;
                    c.hasTest = false;
                    c.p = 1;
                }
            if (c.duplicateOf.empty()) tables_.push_back({t, key});
        }
        push(std::move(c));
    }
    void meanWelch(const std::string &key, const IntHistogram &ha, const IntHistogram &hb, double scale) {
        push(compareMeans(key, ha, hb, scale, alpha_, permutations_));
    }
    void dominance(const std::string &key, const IntHistogram &ha, const IntHistogram &hb) {
        out.push_back(compareDominance(key, ha, hb, alpha_, permutations_));
    }
    void median(const std::string &key, const IntHistogram &ha, const IntHistogram &hb) {
        MetricComparison c;
        c.key = key;
        if (ha.empty() || hb.empty()) {
            markNoData(c, ha.empty(), hb.empty());
        } else {
            c.diff = medianDifferenceInterval(ha, hb, alpha_);
            c.test = "median-bootstrap";
            c.hasTest = false;
        }
        push(std::move(c));
    }
    void ratio(const std::string &key, const RatioStat &ra, const RatioStat &rb) {
        push(compareRatios(key, ra, rb, alpha_, permutations_));
    }
    void table(const std::string &key, const std::vector<int64_t> &ra, const std::vector<int64_t> &rb) {
        out.push_back(compareTables(key, ra, rb));
    }
    // Marks the last row as testing the hypothesis of an earlier one (no test of its own).
    void sameAs(const std::string &original) {
        MetricComparison &c = out.back();
        if (!c.hasTest) return;
        c.test = "duplicate";
        c.duplicateOf = original;
        c.hasTest = false;
        c.p = 1;
    }
    double alpha() const { return alpha_; }

private:
    std::vector<Metric> ma_, mb_;
    double alpha_;
    int permutations_;
    std::vector<std::pair<std::array<int64_t, 4>, std::string>> tables_;
};

// How matches ended and who won them.
void outcomeRows(ComparisonRows &rows, const ReadingStats &a, const ReadingStats &b) {
    const int64_t ra = a.endedBy[0], rb = b.endedBy[0];
    const bool allByRule = ra == a.matches && rb == b.matches;
    const bool noDraws = a.ruleDraws == 0 && b.ruleDraws == 0;
    rows.proportion("Completion", ra, a.matches, rb, b.matches);
    rows.proportion("ended_by_proven", a.endedBy[1], a.matches, b.endedBy[1], b.matches);
    rows.proportion("Timeouts", a.endedBy[2], a.matches, b.endedBy[2], b.matches);
    rows.proportion("Drawishness", a.ruleDraws, ra, b.ruleDraws, rb);
    rows.proportion("first_mover_win_rate", a.ruleFirstWins, ra, b.ruleFirstWins, rb);
    // With no draw, a match's points are its win or loss: AdvantageP1 is the first mover's share.
    rows.meanWelch("AdvantageP1", a.advantage2Rule, b.advantage2Rule, 0.5);
    if (noDraws) rows.sameAs("first_mover_win_rate");
    // When every match ended by rule, Ludii's AdvantageP1 is the same quantity.
    rows.meanWelch("AdvantageP1_ludii", a.advantage2, b.advantage2, 0.5);
    if (allByRule) rows.sameAs(noDraws ? "first_mover_win_rate" : "AdvantageP1");
    // The outcomes as a whole (every match); with only wins and losses by rule it is the first
    // mover's share again.
    rows.table("outcomes", {a.firstWins, a.secondWins, a.draws, a.undecided},
               {b.firstWins, b.secondWins, b.draws, b.undecided});
    if (allByRule && noDraws) rows.sameAs("first_mover_win_rate");
    rows.push(compareBalance(a.seatOutcome, b.seatOutcome, rows.alpha()));
}

// How long matches were, and how they were played.
void playRows(ComparisonRows &rows, const ReadingStats &a, const ReadingStats &b) {
    for (const char *k : {"turns", "laps", "rounds"}) {
        const std::string name(k);
        const IntHistogram &ha = name == "turns" ? a.turns : name == "laps" ? a.laps : a.rounds;
        const IntHistogram &hb = name == "turns" ? b.turns : name == "laps" ? b.laps : b.rounds;
        rows.meanWelch(name + "_mean", ha, hb, 1);
        rows.dominance(name + "_dominance", ha, hb);
        rows.median(name + "_median", ha, hb);
    }
    rows.ratio("branching_factor", a.branching, b.branching);
    rows.ratio("forced_move_share", a.forcedShare, b.forcedShare);
    rows.meanWelch("lead_changes_mean", a.leadChanges, b.leadChanges, 1);
    rows.ratio("captures_per_turn", a.capturesPerTurn, b.capturesPerTurn);
    rows.meanWelch("score_margin_mean", a.marginRule, b.marginRule, 1);
}

// The share of each end reason, and the end reasons as a whole.
void endReasonRows(ComparisonRows &rows, const ReadingStats &a, const ReadingStats &b) {
    for (int e = 2; e < kEndReasonCount; ++e)
        rows.proportion(std::string("end_rate_") + endReasonKey(static_cast<EndReason>(e)),
                        a.endReasons[static_cast<size_t>(e)], a.matches, b.endReasons[static_cast<size_t>(e)], b.matches);
    std::vector<int64_t> ea(a.endReasons.begin() + 1, a.endReasons.end());
    std::vector<int64_t> eb(b.endReasons.begin() + 1, b.endReasons.end());
    int used = 0;
    for (size_t i = 0; i < ea.size(); ++i) used += ea[i] + eb[i] > 0;
    if (a.matches == 0 || b.matches == 0) {
        MetricComparison c;
        c.key = "end_reasons";
        markNoData(c, a.matches == 0, b.matches == 0);
        rows.out.push_back(std::move(c));
    } else if (used <= 2) {
        // Two end reasons: the table is the 2x2 of one reason's share, already tested above.
        MetricComparison c;
        c.key = "end_reasons";
        c.test = used == 2 ? "duplicate" : "none";
        c.duplicateOf = used == 2 ? "the share of either end reason" : "";
        c.hasTest = false;
        c.diff.available = false;
        rows.out.push_back(std::move(c));
    } else {
        rows.table("end_reasons", ea, eb);
    }
}

}  // namespace

std::vector<MetricComparison> compareReadings(const ReadingStats &a, const ReadingStats &b, double alpha, int permutations) {
    ComparisonRows rows(a, b, alpha, permutations);
    outcomeRows(rows, a, b);
    playRows(rows, a, b);
    endReasonRows(rows, a, b);
    return std::move(rows.out);
}

std::vector<std::string> comparisonMetricKeys() {
    const ReadingStats none;
    std::vector<std::string> keys;
    for (const auto &m : compareReadings(none, none)) keys.push_back(m.key);
    return keys;
}

std::vector<PairComparison> compareAll(const std::vector<const ReadingStats *> &readings, const ComparisonOptions &options) {
    std::vector<PairComparison> pairs;
    for (size_t i = 0; i < readings.size(); ++i)
        for (size_t j = i + 1; j < readings.size(); ++j)
            pairs.push_back({i, j, compareReadings(*readings[i], *readings[j], 0.05, options.permutations)});
    auto isPrimary = [&](const std::string &key) {
        return std::find(options.primary.begin(), options.primary.end(), key) != options.primary.end();
    };
    // Families: the primary metrics together (the claims), every other metric on its own.
    std::map<std::string, std::vector<MetricComparison *>> families;
    for (auto &pc : pairs)
        for (auto &m : pc.metrics) {
            m.primary = isPrimary(m.key);
            m.family = m.primary ? std::string("primary") : m.key;
            m.pAdjusted = m.p;
            m.diffAdjusted = m.diff;
            if (m.hasTest) families[m.family].push_back(&m);
        }
    // Bonferroni within each family: p_adjusted = min(1, m p), and the interval at level
    // 1 - 0.05/m from the same procedure, so the adjusted interval excludes 0 exactly when the
    // adjusted p is below 0.05.
    std::map<std::string, double> alphaOf;
    for (auto &[name, rows] : families) {
        std::vector<double> ps;
        for (const auto *m : rows) ps.push_back(m->p);
        const auto adj = bonferroni(ps);
        for (size_t k = 0; k < rows.size(); ++k) rows[k]->pAdjusted = floorP(adj[k]);
        alphaOf[name] = 0.05 / static_cast<double>(rows.size());
    }
    for (auto &pc : pairs) {
        std::map<double, std::vector<MetricComparison>> at;
        for (auto &m : pc.metrics) {
            if (!m.hasTest) continue;
            const double alpha = alphaOf[m.family];
            if (alpha >= 0.05) continue;
            if (m.permutation) {
                // The same splits at the adjusted level (no second permutation run).
                MetricComparison r = m;
                applyPermutation(r, permutationAt(m.permutation->draws, m.permutation->observed, alpha), m.test.c_str(),
                                 m.permutation->lower, m.permutation->upper);
                m.diffAdjusted = r.diff;
                continue;
            }
            // Permutation rows are read off their splits above: none are drawn again here.
            if (!at.count(alpha)) at[alpha] = compareReadings(*readings[pc.a], *readings[pc.b], alpha, 0);
            for (const auto &r : at[alpha])
                if (r.key == m.key) m.diffAdjusted = r.diff;
        }
        // Equivalence (TOST): both one-sided tests against the margin, on the same standard
        // error; a row that cannot have one says why.
        for (auto &m : pc.metrics) {
            const auto it = options.margins.find(m.key);
            if (it == options.margins.end()) continue;
            const double delta = it->second;
            m.equivalenceMargin = delta;
            if (m.key == "Balance" && m.se > 0 && m.diff.hasValue) {
                // Balance's estimate is folded at 0: the intersection-union test of four wedges.
                const IntHistogram &sa = readings[pc.a]->seatOutcome, &sb = readings[pc.b]->seatOutcome;
                m.equivalenceP =
                    balanceEquivalenceP(sa.mean(), std::sqrt(sa.variance() / static_cast<double>(sa.count())), sb.mean(),
                                        std::sqrt(sb.variance() / static_cast<double>(sb.count())), delta);
                m.hasEquivalence = true;
                continue;
            }
            if (m.se <= 0 || !m.diff.hasValue) {
                m.equivalenceNote = noEquivalenceReason(m.key, m.test);
                continue;
            }
            const double centre = m.diff.value;
            m.equivalenceP = floorP(std::max(upperTail((centre + delta) / m.se, m.df), upperTail((delta - centre) / m.se, m.df)));
            m.hasEquivalence = true;
        }
    }
    return pairs;
}

}  // namespace rulelab::stats
