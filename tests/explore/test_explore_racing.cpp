// Exploring the space of readings (#20): the candidates, an even sample of a large space, the
// verdicts on the fixture game known by hand (test_explore.cpp), racing, cancel and threads.
#include "support/find_key.h"
#include "support/shipped_plugins.h"
#include "experiment/experiment_runner.h"
#include "experiment/explore.h"
#include "explore_test_support.h"
#include "experiment/prepared_reading.h"
#include "plugin/plugin_registry.h"
#include "sim/runner.h"
#include "stats/reading_stats.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <set>

using namespace rulelab;

using namespace explore_test;

namespace {

const Driver *driver(const ExploreResult &r, const std::string &option) {
    return rulelab::testsupport::findBy(r.drivers, &Driver::option, option);
}

}  // namespace

// --- candidates and sampling --------------------------------------------------------------------

TEST(Explore, CandidatesAreTheSweepsCells) {
    const PreparedExplore p = prepare(nimPlugins(), verdictSpec());
    ASSERT_EQ(p.candidates.size(), 8u);
    EXPECT_EQ(p.spaceSize, 8);
    EXPECT_FALSE(p.sampled);
    EXPECT_EQ(p.samplingMethod, "full factorial");
    // The options in the game's order (pile, take, misere; given as pile, misere, take), then
    // odometer order, the last option fastest; misere given without values: false, true.
    EXPECT_EQ(p.candidates[0].reading.id, "normal[pile=1,take=one_or_two,misere=false]");
    EXPECT_EQ(p.candidates[1].reading.id, "normal[pile=1,take=one_or_two,misere=true]");
    EXPECT_EQ(p.candidates[2].reading.id, "normal[pile=1,take=one_to_four,misere=false]");
    EXPECT_EQ(p.candidates[7].reading.id, "normal[pile=50,take=one_to_four,misere=true]");
    EXPECT_EQ(p.candidates[5].options.text("pile"), "50");
    EXPECT_EQ(p.candidates[5].options.text("misere"), "true");
    EXPECT_EQ(p.candidates[5].options.text("first_player"), "random") << "the base reading's other values";
    const Reading r = candidateReading(p, 2);
    EXPECT_EQ(r.id, "normal[pile=1,take=one_to_four,misere=false]");
    EXPECT_EQ(r.game, "fixture-nim");
    EXPECT_EQ(r.values.at("misere"), "false");
    EXPECT_EQ(r.values.at("take"), "one_to_four");
    EXPECT_EQ(r.values.at("bias"), "0.5");
    EXPECT_EQ(r.description.rfind("Base reading normal with pile = 1, take = one_to_four, misere = false; explored by RuleLab "
                                  "against Completion >= 0.8, first_mover_win_rate >= 0.5",
                                  0),
              0u)
        << r.description;
}

TEST(Explore, ALargeSpaceIsSampledEvenlyOverEveryOption) {
    ExploreSpec s = verdictSpec();
    // 3 x 2 x 3 x 2 x 5 = 180 combinations, 50 candidates.
    s.vary = {{"take", {}}, {"misere", {}}, {"first_player", {}}, {"endless", {}}, {"pile", {"1", "2", "3", "4", "5"}}};
    s.maxCandidates = 50;
    s.budget = 5000;
    const PreparedExplore p = prepare(nimPlugins(), s);
    EXPECT_EQ(p.spaceSize, 180);
    EXPECT_TRUE(p.sampled);
    EXPECT_NE(p.samplingMethod.find("stratified sample of 50 of the 180"), std::string::npos) << p.samplingMethod;
    ASSERT_EQ(p.candidates.size(), 50u);
    std::set<std::string> ids;
    for (const auto &c : p.candidates) ids.insert(c.reading.id);
    EXPECT_EQ(ids.size(), 50u) << "no combination twice";
    for (size_t k = 0; k < p.vary.size(); ++k) {
        std::map<std::string, int> count;
        for (const auto &vals : p.candidateValues) ++count[vals[k].second];
        const int n = static_cast<int>(p.vary[k].second.size());
        EXPECT_EQ(static_cast<int>(count.size()), n) << p.vary[k].first;
        for (const auto &[value, c] : count) {
            EXPECT_GE(c, 50 / n) << p.vary[k].first << "=" << value;
            EXPECT_LE(c, (50 + n - 1) / n) << p.vary[k].first << "=" << value;
        }
    }
    // The same seed, the same sample; another seed, another.
    const PreparedExplore again = prepare(nimPlugins(), s);
    for (size_t i = 0; i < 50; ++i) EXPECT_EQ(again.candidates[i].reading.id, p.candidates[i].reading.id);
    s.seed = 8;
    const PreparedExplore other = prepare(nimPlugins(), s);
    bool differs = false;
    for (size_t i = 0; i < 50; ++i) differs = differs || other.candidates[i].reading.id != p.candidates[i].reading.id;
    EXPECT_TRUE(differs);
}

// --- racing -------------------------------------------------------------------------------------

TEST(Explore, VerdictsOnTheFixtureAreTheKnownOnes) {
    const PreparedExplore p = prepare(nimPlugins(), verdictSpec());
    const ExploreResult r = runOn(p, 2);
    ASSERT_EQ(r.candidates.size(), 8u);
    EXPECT_FALSE(r.cancelled);
    // Round 0: 100 matches each; every interval is at level 1 - 0.05/2/(8 x 2), where a share of
    // 100 out of 100 has the Clopper-Pearson lower bound (alpha/2)^(1/100) = 0.9311 and 0 of 100
    // the upper bound 1 - 0.9311: every candidate is decided at once.
    EXPECT_DOUBLE_EQ(exploreIntervalAlpha(0.05, 0, 8, 2), 0.0015625);
    EXPECT_EQ(r.rounds, 1);
    EXPECT_EQ(r.matchesUsed, 800);
    EXPECT_LE(r.matchesUsed, r.budget);
    for (const auto &c : r.candidates) {
        EXPECT_EQ(c.matches, 100) << c.id;
        EXPECT_EQ(c.decidedInRound, 0) << c.id;
        auto value = [&c](const std::string &option) {
            for (const auto &[name, v] : c.values)
                if (name == option) return v;
            return std::string();
        };
        const std::string pile = value("pile"), misere = value("misere");
        const Verdict want = pile == "1" && misere == "false" ? Verdict::Feasible : Verdict::Infeasible;
        EXPECT_EQ(c.verdict, want) << c.id;
        ASSERT_EQ(c.requirements.size(), 2u);
        if (pile == "50") {
            EXPECT_EQ(c.requirements[0].status, -1) << c.id;
            EXPECT_EQ(c.requirements[0].estimate.value, 0.0) << c.id;
            EXPECT_EQ(c.requirements[1].status, 0) << "no match ended by rule: nothing is known of the first mover";
        } else {
            EXPECT_EQ(c.requirements[0].status, 1) << c.id;
            EXPECT_EQ(c.requirements[0].estimate.value, 1.0) << c.id;
            EXPECT_EQ(c.requirements[1].status, misere == "false" ? 1 : -1) << c.id;
            EXPECT_EQ(c.requirements[1].estimate.value, misere == "false" ? 1.0 : 0.0) << c.id;
            // The adjusted interval is wider than the 95% one.
            EXPECT_LT(c.requirements[0].adjusted.lo, c.requirements[0].estimate.lo) << c.id;
            EXPECT_NEAR(c.requirements[0].adjusted.lo, std::pow(0.0015625 / 2, 1.0 / 100), 1e-9) << c.id;
            EXPECT_EQ(c.requirements[0].moreMatches, 0) << c.id;
        }
    }
    // Drivers: pile and misere decide, take does not; pile=50 alone fails Completion, and
    // pile=1 with misere=true fails the first-mover requirement.
    const Driver *pile = driver(r, "pile"), *misere = driver(r, "misere"), *take = driver(r, "take"),
                 *pair = driver(r, "pile,misere");
    ASSERT_TRUE(pile && misere && take && pair);
    EXPECT_EQ(r.drivers.front().option, "pile,misere");
    EXPECT_DOUBLE_EQ(pair->spread, 1.0);
    EXPECT_DOUBLE_EQ(pile->spread, 0.5);
    EXPECT_DOUBLE_EQ(misere->spread, 0.5);
    EXPECT_DOUBLE_EQ(take->spread, 0.0);
    ASSERT_EQ(pile->levels.size(), 2u);
    EXPECT_EQ(pile->levels[0].value, "1");
    EXPECT_EQ(pile->levels[0].feasible, 2);
    EXPECT_EQ(pile->levels[0].decided, 4);
    EXPECT_EQ(pile->levels[1].feasible, 0);
    const stats::Interval w = stats::wilson(2, 4);
    EXPECT_EQ(pile->levels[0].share.lo, w.lo);
    EXPECT_EQ(pile->levels[0].share.hi, w.hi);
    EXPECT_EQ(pile->notes, std::vector<std::string>{"pile=50 makes every candidate fail 'Completion >= 0.8'"});
    EXPECT_TRUE(misere->notes.empty()) << "misere=true fails different requirements with different piles";
    EXPECT_EQ(pair->notes,
              std::vector<std::string>{"pile=1 with misere=true makes every candidate fail 'first_mover_win_rate >= 0.5'"});
    const std::string methods = exploreMethodsText(r);
    for (const char *part : {"Fixture Nim", "base reading normal", "pile (1, 50)", "Completion >= 0.8", "5000 matches",
                             "Bonferroni", "seed was 7", "2 feasible, 6 infeasible, 0 uncertain"})
        EXPECT_NE(methods.find(part), std::string::npos) << part << "\n" << methods;
}

TEST(Explore, RacingGivesTheUnsettledTheRestOfTheBudget) {
    const PreparedExplore p = prepare(nimPlugins(), racingSpec());
    ExploreRunOptions o;
    o.threads = 2;
    int calls = 0;
    int64_t lastUsed = 0;
    o.progress = [&](const ExploreProgress &pr) {
        ++calls;
        EXPECT_GE(pr.matchesUsed, lastUsed);
        EXPECT_LE(pr.matchesUsed, pr.budget);
        lastUsed = pr.matchesUsed;
    };
    const ExploreResult r = runExplore(p, o);
    ASSERT_EQ(r.candidates.size(), 4u);
    // Round 0 (50 each, 200): pile 1 decided. Rounds 1-3 raise the two piles of 2 to 100, 200
    // and 400 (700 more: 900). Round 4 would need 800; the last 100 are shared, 50 each.
    EXPECT_EQ(r.rounds, 5);
    EXPECT_EQ(r.matchesUsed, 1000);
    EXPECT_EQ(r.budget, 1000);
    const int64_t want[] = {50, 50, 450, 450};  // pile=1 (false, true), pile=2 (false, true)
    const Verdict verdict[] = {Verdict::Feasible, Verdict::Infeasible, Verdict::Uncertain, Verdict::Uncertain};
    for (size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(r.candidates[i].matches, want[i]) << r.candidates[i].id;
        EXPECT_EQ(r.candidates[i].verdict, verdict[i]) << r.candidates[i].id;
        EXPECT_EQ(r.candidates[i].decidedInRound, i < 2 ? 0 : -1) << r.candidates[i].id;
    }
    EXPECT_EQ(lastUsed, 1000);
    EXPECT_GE(calls, 4 + 2 * 4) << "after every block, and after every round";
    // The open candidates' last look used round 4's level.
    const double a4 = exploreIntervalAlpha(0.01, 4, 4, 1);
    EXPECT_DOUBLE_EQ(a4, 0.01 / 32 / 4);
    // A share's verdict interval is Clopper-Pearson's at that level, over the rule-ended matches.
    const stats::ReadingStats &st = r.candidates[2].stats;
    const stats::Interval cp = stats::clopperPearson(st.ruleFirstWins, st.endedBy[0], a4);
    EXPECT_EQ(r.candidates[2].requirements[0].adjusted.lo, cp.lo);
    EXPECT_EQ(r.candidates[2].requirements[0].adjusted.hi, cp.hi);
    // Still uncertain: roughly how many more matches would settle each, from its interval.
    for (size_t i = 2; i < 4; ++i) {
        const RequirementResult &rr = r.candidates[i].requirements[0];
        const double d = std::fabs(rr.adjusted.value - 0.5);
        const double h = rr.adjusted.value < 0.5 ? rr.adjusted.hi - rr.adjusted.value : rr.adjusted.value - rr.adjusted.lo;
        if (d > 0) {
            double more = std::ceil(450 * ((h / d) * (h / d) - 1));  // then two significant digits, rounded up
            if (more >= 100)
                more = std::ceil(more / std::pow(10, std::floor(std::log10(more)) - 1)) *
                       std::pow(10, std::floor(std::log10(more)) - 1);
            EXPECT_EQ(rr.moreMatches, static_cast<int64_t>(more)) << i;
        }
        EXPECT_EQ(r.candidates[i].moreMatches, rr.moreMatches) << i;
    }
}

TEST(Explore, ACancelKeepsWhatWasPlayed) {
    const PreparedExplore p = prepare(nimPlugins(), verdictSpec());
    std::atomic<bool> cancel{false};
    ExploreRunOptions o;
    o.threads = 1;
    o.cancel = &cancel;
    o.progress = [&](const ExploreProgress &) { cancel = true; };  // after the first candidate's block
    const ExploreResult r = runExplore(p, o);
    EXPECT_TRUE(r.cancelled);
    EXPECT_EQ(r.matchesUsed, 100);
    EXPECT_EQ(r.candidates[0].matches, 100);
    EXPECT_EQ(r.candidates[1].matches, 0);
    for (const auto &c : r.candidates) EXPECT_EQ(c.verdict, Verdict::Uncertain) << "the round was not finished";
    EXPECT_EQ(r.candidates[0].requirements[0].estimate.value, 1.0) << "the estimate covers the matches played";
}

TEST(Explore, TheSameResultOnAnyNumberOfThreads) {
    const PreparedExplore p = prepare(nimPlugins(), racingSpec());
    ExploreRunOptions one, two;
    one.threads = 1;
    two.threads = 2;
    const QJsonObject a = exploreResultJson(runExplore(p, one)), b = exploreResultJson(runExplore(p, two));
    EXPECT_EQ(QJsonDocument(a).toJson(), QJsonDocument(b).toJson());
}
