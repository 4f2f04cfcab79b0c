// Explore's verdict procedures (issue 34): which metrics get a verdict and by which method, mean
// requirements by betting bounds on the turn cap, and the matches an uncertain verdict still needs.
#include "support/shipped_plugins.h"
#include "experiment/explore.h"
#include "explore_test_support.h"
#include "experiment/explore_verdict.h"
#include "plugin/plugin_registry.h"
#include "stats/bounded_mean.h"
#include "stats/int_histogram.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <cmath>

using namespace rulelab;

using explore_test::nimPlugins;
using explore_test::req;
using explore_test::runOn;

namespace {

ExploreSpec pileSpec(const std::string &requirement, int64_t maxTurns) {
    ExploreSpec s;
    s.game = "fixture-nim";
    s.base = "normal";
    s.vary = {{"pile", {"2", "40"}}};
    s.requirements = {req(requirement)};
    s.budget = 4000;
    s.firstBlock = 100;
    s.seed = 3;
    s.limits.maxTurns = maxTurns;
    return s;
}

}  // namespace

TEST(ExploreVerdicts, EachMetricHasItsMethodOrARefusalNamingAnAlternative) {
    VerdictMethod m;
    std::string why;
    const std::pair<const char *, VerdictMethod> methods[] = {
        {"Completion", VerdictMethod::ExactShare},          {"first_mover_win_rate", VerdictMethod::ExactShare},
        {"end_rate_relay_loop", VerdictMethod::ExactShare}, {"turns_median", VerdictMethod::ExactQuantile},
        {"rounds_p90", VerdictMethod::ExactQuantile},       {"turns_mean", VerdictMethod::BettingMean},
        {"AdvantageP1", VerdictMethod::BettingMean},        {"Balance", VerdictMethod::BettingBalance},
        {"usage_similarity", VerdictMethod::Jackknife}};
    for (const auto &[metric, want] : methods) {
        ASSERT_TRUE(verdictMethodFor(metric, m, why)) << metric;
        EXPECT_EQ(m, want) << metric;
        EXPECT_EQ(verdictMethodGuaranteed(m), want != VerdictMethod::Jackknife) << metric;
    }
    ASSERT_FALSE(verdictMethodFor("laps_mean", m, why));
    EXPECT_NE(why.find("laps_median"), std::string::npos) << why;
    ASSERT_FALSE(verdictMethodFor("branching_factor", m, why));
    EXPECT_NE(why.find("ratio"), std::string::npos) << why;
    // Every metric a requirement may name has either a method or a refusal.
    for (const std::string &key : requirementMetricKeys()) {
        why.clear();
        const bool ok = verdictMethodFor(key, m, why);
        EXPECT_TRUE(ok || !why.empty()) << key;
    }
    // prepareExplore refuses such a requirement before anything is played, naming the alternative.
    ExploreSpec s = pileSpec("rounds_mean <= 3", 1000);
    PreparedExplore p;
    std::string error;
    InputError kind;
    EXPECT_FALSE(prepareExplore(nimPlugins(), s, p, error, kind));
    EXPECT_NE(error.find("rounds_median"), std::string::npos) << error;
}

// Pile 2 ends within two turns and pile 40 takes at least 14 (three counters a turn at most).
// With a cap of 20 turns the mean's betting bounds settle "turns_mean <= 10" at once both ways.
TEST(ExploreVerdicts, MeanRequirementsAreSettledByBettingBoundsOnTheTurnCap) {
    PreparedExplore p;
    std::string error;
    InputError kind;
    ASSERT_TRUE(prepareExplore(nimPlugins(), pileSpec("turns_mean <= 10", 20), p, error, kind)) << error;
    EXPECT_EQ(p.turnBound, 20);
    const ExploreResult r = runOn(p, 2);
    ASSERT_EQ(r.candidates.size(), 2u);
    EXPECT_EQ(r.candidates[0].verdict, Verdict::Feasible);
    EXPECT_EQ(r.candidates[1].verdict, Verdict::Infeasible);
    for (const Candidate &c : r.candidates) {
        EXPECT_EQ(c.decidedInRound, 0) << c.id;
        const stats::Interval &a = c.requirements[0].adjusted;
        EXPECT_TRUE(a.available);
        EXPECT_GE(a.lo, 0);
        EXPECT_LE(a.hi, 20);
        EXPECT_LE(a.lo, c.stats.turns.mean());
        EXPECT_GE(a.hi, c.stats.turns.mean());
        EXPECT_EQ(c.requirements[0].moreMatches, 0);
    }
    // The same requirement with the default cap of 100,000 turns: no number of a few thousand
    // matches of at most two turns rules out rare matches of 100,000 turns that would lift the
    // mean above 10, so pile 2 stays uncertain (and says roughly how many more would settle it),
    // while pile 40's lower bound still shows it too long.
    ASSERT_TRUE(prepareExplore(nimPlugins(), pileSpec("turns_mean <= 10", 100000), p, error, kind)) << error;
    const ExploreResult wide = runOn(p, 2);
    EXPECT_EQ(wide.candidates[0].verdict, Verdict::Uncertain);
    EXPECT_GT(wide.candidates[0].moreMatches, 0);
    EXPECT_GT(wide.candidates[0].requirements[0].adjusted.hi, 10);
    EXPECT_EQ(wide.candidates[1].verdict, Verdict::Infeasible);
    const std::string methods = exploreMethodsText(wide);
    EXPECT_NE(methods.find("betting confidence bounds"), std::string::npos) << methods;
    EXPECT_NE(methods.find("1 uncertain (roughly"), std::string::npos) << methods;
    EXPECT_NE(methods.find("kept by abstaining"), std::string::npos) << methods;
}

// The same verdict interval as the betting bound computed directly on the candidate's turns.
TEST(ExploreVerdicts, TheMeanVerdictIntervalIsTheBettingBoundOfTheTurns) {
    CandidateSample s;
    s.keep = sequencesNeeded({req("turns_mean <= 10"), req("Balance >= 0.9")});
    EXPECT_EQ(s.keep, CandidateSample::Turns | CandidateSample::SeatOutcome);
    for (int i = 0; i < 200; ++i) {
        MatchRecord m;
        m.index = i;
        m.firstPlayer = 0;
        m.progress.turns = 3 + i % 7;
        m.result = i % 3 == 0 ? Result::Win1 : Result::Win0;
        m.endedBy = EndedBy::Rule;
        m.endReason = EndReason::Finished;
        s.add(m);
    }
    ASSERT_EQ(s.turns.size(), 200u);
    VerdictContext ctx;
    ctx.turnBound = 50;
    const stats::Interval got = verdictInterval(req("turns_mean <= 10"), s, ctx, 0.001);
    stats::BoundedValues v;
    v.values = &s.turns;
    v.hi = 50;
    const stats::Interval want = stats::bettingMeanInterval(v, 0.001);
    EXPECT_EQ(got.lo, want.lo);
    EXPECT_EQ(got.hi, want.hi);
    EXPECT_DOUBLE_EQ(got.value, s.stats.turns.mean());
    // Balance: 1 - |d| over the interval of the mean seat imbalance d (here d = 1/3 about).
    const stats::Interval b = verdictInterval(req("Balance >= 0.9"), s, ctx, 0.001);
    stats::BoundedValues d;
    d.values = &s.seatOutcome;
    d.lo = -1;
    const stats::Interval di = stats::bettingMeanInterval(d, 0.001);
    ASSERT_GT(di.lo, 0);
    EXPECT_DOUBLE_EQ(b.lo, 1 - di.hi);
    EXPECT_DOUBLE_EQ(b.hi, 1 - di.lo);
    // No rule-ended match: a share over them is not available (never 0).
    CandidateSample none;
    MatchRecord capped;
    capped.endedBy = EndedBy::Cap;
    capped.endReason = EndReason::CapReached;
    capped.result = Result::Undecided;
    none.add(capped);
    EXPECT_FALSE(verdictInterval(req("first_mover_win_rate >= 0.5"), none, ctx, 0.01).available);
    EXPECT_EQ(requirementStatus(req("first_mover_win_rate >= 0.5"),
                                verdictInterval(req("first_mover_win_rate >= 0.5"), none, ctx, 0.01)),
              0);
}

TEST(ExploreVerdicts, MatchesToSettleFollowsTheIntervalsWidth) {
    // Halves and quarters, so every ratio is exact.
    stats::Interval i{0.5, 0.25, 0.75, true};
    // ">= 0.375": the lower end 0.25 from the estimate must come within 0.125: (0.25/0.125)^2 = 4
    // times the matches, 3000 more.
    EXPECT_EQ(matchesToSettle(req("Completion >= 0.375"), i, 1000), 3000);
    // "<= 0.375": the estimate is outside; to show it violated the lower end must pass 0.375.
    EXPECT_EQ(matchesToSettle(req("Completion <= 0.375"), i, 1000), 3000);
    // Closer: (0.25/0.0625)^2 = 16 times.
    EXPECT_EQ(matchesToSettle(req("Completion >= 0.4375"), i, 1000), 15000);
    // Between 0.125 and 0.625: clear of 0.125 already; 0.625 needs 4 times.
    EXPECT_EQ(matchesToSettle(req("Completion between 0.125 0.625"), i, 1000), 3000);
    // Rough: two significant digits, rounded up ((0.25/0.0625)^2 - 1 = 15 times 1234 = 18510).
    EXPECT_EQ(matchesToSettle(req("Completion >= 0.4375"), i, 1234), 19000);
    // Settled: 0; the estimate on the threshold: no number (-1).
    EXPECT_EQ(matchesToSettle(req("Completion >= 0.2"), i, 1000), 0);
    EXPECT_EQ(matchesToSettle(req("Completion >= 0.5"), i, 1000), -1);
}

// The golden values of scripts/recompute_verdicts.py: the same intervals computed by independent
// code (NumPy and SciPy; the betting bounds' boundary by brentq instead of bisection).
TEST(ExploreVerdicts, IntervalsAgreeWithTheIndependentRecomputation) {
    QFile f(QStringLiteral(RULELAB_SOURCE_DIR "/tests/explore/golden/verdict_intervals.json"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonArray cases = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("cases")).toArray();
    ASSERT_GE(cases.size(), 10);
    int betting = 0, shares = 0, quantiles = 0;
    for (const QJsonValue &cv : cases) {
        const QJsonObject c = cv.toObject();
        const QString kind = c.value(QStringLiteral("kind")).toString();
        const QJsonArray expect = c.value(QStringLiteral("expect")).toArray();
        const double alpha = c.value(QStringLiteral("alpha")).toDouble();
        std::vector<int32_t> values;
        for (const QJsonValue &v : c.value(QStringLiteral("values")).toArray()) values.push_back(v.toInt());
        stats::Interval got;
        double tol = 1e-9;
        if (kind == QLatin1String("betting")) {
            stats::BoundedValues v;
            v.values = &values;
            v.scale = c.value(QStringLiteral("scale")).toDouble();
            v.lo = c.value(QStringLiteral("lo")).toDouble();
            v.hi = c.value(QStringLiteral("hi")).toDouble();
            got = stats::bettingMeanInterval(v, alpha);
            tol = 1e-7 * (v.hi - v.lo);
            ++betting;
        } else if (kind == QLatin1String("clopper-pearson")) {
            got =
                stats::clopperPearson(c.value(QStringLiteral("k")).toInteger(), c.value(QStringLiteral("n")).toInteger(), alpha);
            ++shares;
        } else {
            stats::IntHistogram h;
            for (int32_t v : values) h.add(v);
            got = h.quantileInterval(c.value(QStringLiteral("p")).toDouble(), alpha, true);
            ++quantiles;
        }
        const std::string where = kind.toStdString() + " at alpha " + std::to_string(alpha);
        ASSERT_TRUE(got.available) << where;
        EXPECT_NEAR(got.value, expect[0].toDouble(), 1e-9) << where;
        EXPECT_NEAR(got.lo, expect[1].toDouble(), tol) << where;
        EXPECT_NEAR(got.hi, expect[2].toDouble(), tol) << where;
    }
    EXPECT_GE(betting, 4);
    EXPECT_GE(shares, 4);
    EXPECT_GE(quantiles, 3);
}
