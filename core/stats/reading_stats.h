#pragma once
// Streaming statistics of one reading's matches and the metrics computed from them, each with
// a 95% interval. Definitions: docs/metrics.md (embedded in every summary JSON).

#include "int_histogram.h"
#include "permutation.h"
#include "sim/match_record.h"
#include "usage_map.h"

#include <array>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace rulelab::stats {

// The delta-method variance of the ratio of sums R = sum x / sum y over n matches, from the sums
// of x, y, x^2, y^2 and xy: the residual variance of x - R y over n ybar^2 (0 below 2 matches).
double ratioVariance(double n, double sx, double sy, double sxx, double syy, double sxy);

// A ratio of sums (e.g. legal moves per decision) with a delta-method interval. Below
// kRatioPairsKept matches it also keeps every match's (x, y), which the permutation test of a
// comparison with few matches needs (stats/permutation.h); beyond, only the sums.
class RatioStat {
public:
    void add(double x, double y);
    void merge(const RatioStat &o);
    // The delta-method interval at level 1 - alpha (z = kZ95 exactly at 0.05).
    Interval interval(double alpha = 0.05) const;
    double sumX() const { return sx_; }
    double sumY() const { return sy_; }
    int64_t count() const { return n_; }
    double varianceOfRatio() const;  // estimated variance of the ratio estimator
    // Every match's (x, y) in increasing order, or empty once kRatioPairsKept is reached.
    std::vector<std::pair<double, double>> pairs() const;
    static constexpr int64_t kRatioPairsKept = 8000;

private:
    int64_t n_ = 0;
    double sx_ = 0, sy_ = 0, sxx_ = 0, syy_ = 0, sxy_ = 0;
    std::vector<std::pair<double, double>> pairs_;
};

class ReadingStats {
public:
    void add(const MatchRecord &r);
    void merge(const ReadingStats &o);

    int64_t matches = 0;
    int64_t firstWins = 0, secondWins = 0, draws = 0, undecided = 0;
    std::array<int64_t, 2> seatWins{0, 0};
    // Wins of the agent given first (A) and second (B) in the agent list, and draws.
    int64_t agentAWins = 0, agentBWins = 0;
    std::array<int64_t, kEndReasonCount> endReasons{};
    // How the matches ended (EndedBy: rule, proven, cap), and the outcomes of the rule-ended ones.
    std::array<int64_t, kEndedByCount> endedBy{};
    int64_t ruleFirstWins = 0, ruleSecondWins = 0, ruleDraws = 0;
    int64_t roundsByRule = 0, roundsByGuard = 0;            // summed over matches
    IntHistogram turns, laps, rounds, leadChanges, margin;  // margin: first mover's score minus second's
    // Seat imbalance per match: +1 seat 0 won, -1 seat 1 won, 0 otherwise (for Balance).
    IntHistogram seatOutcome;
    // Per match: first mover's points (1 win, 0.5 draw or undecided, 0 loss), times 2.
    IntHistogram advantage2;
    // The same, and the margin, over the matches ended by rule only.
    IntHistogram advantage2Rule, marginRule;
    RatioStat branching, forcedShare, capturesPerTurn;
    // The usage map (issue 20): every recorded match's cell usage, by match index into its
    // group. Not a metric: it is saved to usage.csv, never to summary.json.
    UsageStats usage;
};

enum class MetricKind { Proportion, Mean, Quantile, Ratio, Score };

struct Metric {
    std::string key;
    MetricKind kind = MetricKind::Proportion;
    Interval interval;
};

// Balance = 1 - |d| with its interval, from an interval of the mean seat imbalance d (+1 seat 0
// won, -1 seat 1 won, 0 otherwise): the 95% metric and explore's verdicts map theirs through it.
Interval balanceFromImbalance(const Interval &d);

// Every metric of one reading, in a fixed order, each interval at level 1 - alpha (95% by
// default; at alpha = 0.05 the numbers are exactly those of the 95% definitions, bit for bit).
// The same keys, in the same order, whatever alpha and the statistics.
std::vector<Metric> computeMetrics(const ReadingStats &s, bool agentsDiffer, double alpha = 0.05);

struct MetricDefinition {
    const char *key;
    const char *definition;
};
// The definitions embedded in summaries (kept in step with docs/metrics.md by a test).
const std::vector<MetricDefinition> &metricDefinitions();
inline constexpr int kMetricDefinitionsVersion = 3;  // 3: null (n/a) for no matches

// Warnings that belong beside a reading's numbers (too few matches; most not ended by rule).
std::vector<std::string> readingWarnings(const ReadingStats &s);

// Differences between two readings, metric by metric (reading_compare.cpp). On every row the
// estimate, its interval and its test concern one quantity and come from one procedure, so the
// interval excludes 0 exactly when p < alpha (see docs/metrics.md, "Comparing readings").
struct MetricComparison {
    std::string key;
    std::string test;     // test id (the JSON's "test"); testName() says it in words
    Interval a, b, diff;  // the two readings' values and diff = a - b, at level 1 - alpha
    double p = 1;         // unadjusted, two-sided
    bool hasTest = true;
    double se = 0;            // standard error of diff where the row has one (0 otherwise)
    double df = 0;            // its Student t degrees of freedom (0: normal)
    std::string duplicateOf;  // the earlier row testing the same hypothesis (then no test here)
    // Test "no-data": the reading(s) with no matches this row's quantity rests on ("a", "b" or
    // "both"); the row then has no value, no interval and no test.
    std::string noData;
    // Set by compareAll: the row's family, its Bonferroni-adjusted p, the interval at the
    // family's Bonferroni level 1 - 0.05/m (they agree), and the equivalence test when a margin
    // was given, or the reason there is none.
    std::string family;
    bool primary = false;
    double pAdjusted = 1;
    Interval diffAdjusted;
    bool hasEquivalence = false;
    double equivalenceMargin = 0, equivalenceP = 1;
    std::string equivalenceNote;  // a margin was given but the row has no TOST: why
    // A permutation row's test (its |T| and its splits), for its interval at another level.
    std::shared_ptr<const PermutationOutcome> permutation;
};
std::vector<MetricComparison> compareReadings(const ReadingStats &a, const ReadingStats &b, double alpha = 0.05,
                                              int permutations = kPermutations);
const char *testName(std::string_view testId);
// Why a row given a margin has no equivalence test (no data, no test, no standard error).
const char *noEquivalenceReason(std::string_view key, std::string_view testId);
// The procedures of the rows, one per kind (compareReadings calls them; the calibration suite,
// tests/calibration, simulates them). Each returns the row without the readings' own values.
// Shares: continuity-corrected score test with the interval inverting it ("score").
MetricComparison compareShares(const std::string &key, int64_t ka, int64_t na, int64_t kb, int64_t nb, double alpha = 0.05);
// Means, dominance and ratios: when the smaller reading has fewer than kPermutationBelow matches,
// the studentized permutation test of the row's statistic with `permutations` splits and the
// interval inverting it ("welch-permutation", "brunner-munzel-permutation", "delta-permutation":
// exact when both readings' matches come from one distribution, whatever its shape); from
// there on the t distribution. The splits are seeded by the key and the sizes.
// Means: Welch t interval and test ("welch"); `scale` multiplies the difference (1/2 for points).
MetricComparison compareMeans(const std::string &key, const IntHistogram &a, const IntHistogram &b, double scale = 1,
                              double alpha = 0.05, int permutations = kPermutations);
// Dominance of lengths: Brunner-Munzel ("brunner-munzel"), or the exact bound at separation.
MetricComparison compareDominance(const std::string &key, const IntHistogram &a, const IntHistogram &b, double alpha = 0.05,
                                  int permutations = kPermutations);
// Ratios of sums: delta-method standard error, t interval and test with Welch-Satterthwaite
// degrees of freedom ("delta"). The permutation test needs both readings' pairs (fewer than
// RatioStat::kRatioPairsKept matches each).
MetricComparison compareRatios(const std::string &key, const RatioStat &a, const RatioStat &b, double alpha = 0.05,
                               int permutations = kPermutations);
// Tables of counts: chi-square, or the exact conditional test by Monte Carlo; no interval.
MetricComparison compareTables(const std::string &key, const std::vector<int64_t> &a, const std::vector<int64_t> &b);
// Balance from the seat outcomes (+1, -1, 0 per match): intersection-union Welch t ("balance-t").
MetricComparison compareBalance(const IntHistogram &seatOutcomeA, const IntHistogram &seatOutcomeB, double alpha = 0.05);
// Balance's equivalence test: that ||d_b| - |d_a|| < margin, for the mean seat imbalances d_a and
// d_b estimated with standard errors sa and sb (normal). Its null, |d_b| >= |d_a| + margin or the
// reverse, is the union of four wedges; each is tested at its least favourable point (its apex)
// and all four must be rejected (intersection-union), so p is the largest of the four.
double balanceEquivalenceP(double da, double sa, double db, double sb, double margin);
// P(e - |f| <= x) for independent e ~ N(0, s^2) and f ~ N(0, sFolded^2).
double foldedDifferenceCdf(double x, double sFolded, double s);
// The metric keys a comparison has rows for (for --primary and --margin).
std::vector<std::string> comparisonMetricKeys();

// Every pair of readings compared, with the families of tests adjusted (Bonferroni). The primary
// metrics of the options form one family across every pair (the claims); every other metric
// is its own family across the pairs, marked exploratory. Margins add a TOST equivalence test.
struct ComparisonOptions {
    std::vector<std::string> primary;
    std::map<std::string, double> margins;
    int permutations = kPermutations;  // splits of the permutation rows (fewer only in tests)
};
struct PairComparison {
    size_t a = 0, b = 0;
    std::vector<MetricComparison> metrics;
};
std::vector<PairComparison> compareAll(const std::vector<const ReadingStats *> &readings, const ComparisonOptions &options);

}  // namespace rulelab::stats
