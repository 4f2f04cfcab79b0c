// Exploring the space of readings (#20). On the fixture game the verdicts are known by hand:
//  - with a cap of 10 turns, a pile of 50 can never be emptied (at most 4 a turn), so no match
//    ends by rule (Completion = 0), while a pile of 1 is emptied by the first move (Completion 1);
//  - with a pile of 1 the player who starts takes the last counter: he wins every match in
//    normal play (first_mover_win_rate = 1) and loses every one in misere play (0);
//  - with a pile of 2 he takes 1 or 2 with chance 1/2 each and wins exactly when he takes 2
//    (normal play) or 1 (misere): first_mover_win_rate = 1/2, on the edge of '>= 0.5', which
//    no finite number of matches settles.
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

using explore_test::nimPlugins;
using explore_test::req;

namespace {

// pile {1, 50} x misere {false, true} x take {one_or_two, one_to_four}, at most 10 turns a match.
ExploreSpec verdictSpec() {
    ExploreSpec s;
    s.game = "fixture-nim";
    s.base = "normal";
    s.vary = {{"pile", {"1", "50"}}, {"misere", {}}, {"take", {"one_or_two", "one_to_four"}}};
    s.requirements = {req("Completion >= 0.8"), req("first_mover_win_rate >= 0.5")};
    s.limits.maxTurns = 10;
    s.budget = 5000;
    s.firstBlock = 100;
    s.seed = 7;
    return s;
}

// pile {1, 2} x misere {false, true}: two candidates decided at once, two never.
ExploreSpec racingSpec() {
    ExploreSpec s;
    s.game = "fixture-nim";
    s.base = "normal";
    s.vary = {{"pile", {"1", "2"}}, {"misere", {"false", "true"}}};
    s.requirements = {req("first_mover_win_rate >= 0.5")};
    s.budget = 1000;
    s.firstBlock = 50;
    s.alpha = 0.01;
    s.seed = 11;
    return s;
}

PreparedExplore prepare(const PluginRegistry &reg, const ExploreSpec &s) {
    PreparedExplore p;
    std::string error;
    InputError kind = InputError::None;
    EXPECT_TRUE(prepareExplore(reg, s, p, error, kind)) << error;
    return p;
}

std::string refusal(const ExploreSpec &s, InputError *kindOut = nullptr) {
    PreparedExplore p;
    std::string error;
    InputError kind = InputError::None;
    EXPECT_FALSE(prepareExplore(nimPlugins(), s, p, error, kind));
    if (kindOut) *kindOut = kind;
    return error;
}

const Driver *driver(const ExploreResult &r, const std::string &option) {
    for (const auto &d : r.drivers)
        if (d.option == option) return &d;
    return nullptr;
}

QByteArray candidatesJson(const ExploreResult &r) {
    QJsonObject o = exploreResultJson(r);
    QJsonObject keep;
    for (const char *k : {"candidates", "drivers", "matches_used", "counts", "requirements", "space"})
        keep.insert(QLatin1String(k), o.value(QLatin1String(k)));
    return QJsonDocument(keep).toJson(QJsonDocument::Compact);
}

}  // namespace

// --- metrics at any level ----------------------------------------------------------------------

TEST(MetricsAtAnyLevel, NinetyFivePercentIsUnchangedAndSmallerAlphaIsWider) {
    const PreparedExplore p = prepare(nimPlugins(), racingSpec());
    ASSERT_FALSE(p.candidates.empty());
    RunOptions ro;
    ro.matches = 300;
    ro.seed = 3;
    ro.threads = 1;
    stats::ReadingStats s;
    for (const auto &rec : runMatches(*p.candidates[2].game, "level-test", ro)) s.add(rec);
    const auto dflt = stats::computeMetrics(s, true), at05 = stats::computeMetrics(s, true, 0.05),
               at001 = stats::computeMetrics(s, true, 0.001);
    ASSERT_EQ(dflt.size(), at05.size());
    ASSERT_EQ(dflt.size(), at001.size());
    for (size_t i = 0; i < dflt.size(); ++i) {
        EXPECT_EQ(dflt[i].key, at05[i].key);
        EXPECT_EQ(dflt[i].interval.value, at05[i].interval.value) << dflt[i].key;
        EXPECT_EQ(dflt[i].interval.lo, at05[i].interval.lo) << dflt[i].key;
        EXPECT_EQ(dflt[i].interval.hi, at05[i].interval.hi) << dflt[i].key;
        EXPECT_EQ(dflt[i].key, at001[i].key);
        EXPECT_EQ(dflt[i].interval.value, at001[i].interval.value) << dflt[i].key;
        if (!dflt[i].interval.available || !at001[i].interval.available) continue;
        EXPECT_LE(at001[i].interval.lo, dflt[i].interval.lo) << dflt[i].key;
        EXPECT_GE(at001[i].interval.hi, dflt[i].interval.hi) << dflt[i].key;
    }
    // A share at 99.9%: Wilson with z = 3.2905 (150 wins of 300: centre 0.5, half-width
    // z sqrt(1/1200 + z^2/360000) / (1 + z^2/300) = 0.0933).
    const stats::Interval w = stats::shareInterval(150, 300, 0.001);
    EXPECT_NEAR(w.lo, 0.40668, 5e-5);
    EXPECT_NEAR(w.hi, 0.59332, 5e-5);
}

// --- requirements and evidence ------------------------------------------------------------------

TEST(Explore, RequirementsAreParsedAndRefused) {
    Requirement r = req("Completion>=0.98");
    EXPECT_EQ(r.op, Requirement::Op::AtLeast);
    EXPECT_EQ(r.lo, 0.98);
    EXPECT_EQ(r.text(), "Completion >= 0.98");
    r = req("turns_median between 20 and 120");
    EXPECT_EQ(r.op, Requirement::Op::Between);
    EXPECT_EQ(r.text(), "turns_median between 20 120");
    r = req("first_mover_win_rate \xE2\x89\xA4 0.6");  // ≤
    EXPECT_EQ(r.text(), "first_mover_win_rate <= 0.6");
    EXPECT_EQ(req(r.text()), r);
    const std::pair<const char *, const char *> refused[] = {
        {"Completion", "expected 'METRIC >= VALUE'"},
        {"Completion > 0.9", "use >= or <="},
        {"Completion >= x", "'x' is not a number"},
        {"Completion >=", "is missing"},
        {"nosuch >= 1", "unknown metric 'nosuch'"},
        {"turns_median between 120 20", "above the high end"},
        {"turns_median between 20", "expected 'METRIC >= VALUE'"},
    };
    for (const auto &[text, message] : refused) {
        Requirement out;
        std::string error;
        EXPECT_FALSE(parseRequirement(text, out, error)) << text;
        EXPECT_NE(error.find(message), std::string::npos) << text << ": " << error;
        EXPECT_NE(error.find(std::string("requirement '") + text + "'"), std::string::npos) << error;
    }
    EXPECT_EQ(requirementStatus(req("Completion >= 0.8"), {0.9, 0.85, 0.95, true}), 1);
    EXPECT_EQ(requirementStatus(req("Completion >= 0.8"), {0.7, 0.6, 0.79, true}), -1);
    EXPECT_EQ(requirementStatus(req("Completion >= 0.8"), {0.8, 0.7, 0.9, true}), 0);
    EXPECT_EQ(requirementStatus(req("Completion >= 0.8"), {0.9, 0.9, 0.9, false}), 0);
    EXPECT_EQ(requirementStatus(req("turns_median between 20 120"), {130, 121, 140, true}), -1);
    EXPECT_EQ(requirementStatus(req("turns_median between 20 120"), {60, 20, 120, true}), 1);
}

TEST(Explore, EvidenceFilesAreReadOrRefusedWithTheFileNamed) {
    QTemporaryDir dir;
    auto write = [&](const char *name, const QByteArray &data) {
        const QString path = dir.filePath(QLatin1String(name));
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(data);
        return path.toStdString();
    };
    Evidence ev;
    std::string error;
    const std::string good = write(
        "length.json",
        R"({"format": "rulelab-evidence", "kind": "reported_length", "metric": "turns_median", "value": 40, "tolerance": 10, "source": "informant, 1926"})");
    ASSERT_TRUE(loadEvidence(good, ev, error)) << error;
    EXPECT_EQ(ev.kind, Evidence::Kind::ReportedLength);
    EXPECT_EQ(ev.length.text(), "turns_median between 30 50");
    EXPECT_EQ(ev.length.evidence, good);
    EXPECT_EQ(ev.source, "informant, 1926");
    const std::pair<std::string, const char *> refused[] = {
        {dir.filePath(QStringLiteral("absent.csv")).toStdString(), "no such evidence file"},
        {write("a.json", R"({"format": "other", "kind": "reported_length"})"), "field 'format'"},
        {write("b.json", R"({"format": "rulelab-evidence", "kind": "usage_map"})"), "field 'kind'"},
        {write("c.json",
               R"({"format": "rulelab-evidence", "kind": "reported_length", "metric": "speed", "value": 1, "tolerance": 1})"),
         "field 'metric'"},
        {write(
             "d.json",
             R"({"format": "rulelab-evidence", "kind": "reported_length", "metric": "turns_median", "value": 40, "tolerance": -1})"),
         "field 'tolerance'"},
        {write("e.json", "{ not json"), "invalid JSON"},
    };
    for (const auto &[path, message] : refused) {
        error.clear();
        EXPECT_FALSE(loadEvidence(path, ev, error)) << path;
        EXPECT_NE(error.find(path), std::string::npos) << error;
        EXPECT_NE(error.find(message), std::string::npos) << error;
    }
}

TEST(Explore, PrepareRefusesWhatCannotBeExplored) {
    ExploreSpec s = verdictSpec();
    s.budget = 799;  // 8 candidates x 100 matches = 800 at least
    std::string e = refusal(s);
    EXPECT_NE(e.find("budget of 799"), std::string::npos) << e;
    EXPECT_NE(e.find("--budget 800"), std::string::npos) << e;
    EXPECT_NE(e.find("--first-block"), std::string::npos) << e;

    s = verdictSpec();
    s.vary.push_back({"colour", {}});
    e = refusal(s);
    EXPECT_NE(e.find("has no option 'colour'"), std::string::npos) << e;

    s = verdictSpec();
    s.vary[2].second = {"one_or_two", "seven"};
    e = refusal(s);
    EXPECT_NE(e.find("option 'take' has no value 'seven'"), std::string::npos) << e;
    EXPECT_NE(e.find("one_to_three"), std::string::npos) << "the allowed values are listed: " << e;

    s = verdictSpec();
    s.vary[0].second.clear();  // pile: an integer in [1, 200]
    e = refusal(s);
    EXPECT_NE(e.find("--vary pile"), std::string::npos) << e;
    EXPECT_NE(e.find("give the values to try"), std::string::npos) << e;

    s = verdictSpec();
    s.vary.push_back({"bias", {}});  // a real option
    e = refusal(s);
    EXPECT_NE(e.find("--vary bias"), std::string::npos) << e;

    s = verdictSpec();
    s.overrides = {"misere=true"};
    e = refusal(s);
    EXPECT_NE(e.find("--vary misere"), std::string::npos) << e;

    s = verdictSpec();
    s.requirements.push_back(req("usage_similarity >= 0.8"));
    e = refusal(s);
    EXPECT_NE(e.find("needs a usage map"), std::string::npos) << e;

    s = verdictSpec();
    s.requirements.clear();
    e = refusal(s);
    EXPECT_NE(e.find("at least one requirement"), std::string::npos) << e;

    s = verdictSpec();
    s.evidenceFiles = {"/no/such/wear.csv"};
    InputError kind = InputError::None;
    e = refusal(s, &kind);
    EXPECT_EQ(kind, InputError::Runtime);
    EXPECT_NE(e.find("/no/such/wear.csv"), std::string::npos) << e;
}

TEST(Explore, AReportedLengthBecomesARequirement) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("length.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "rulelab-evidence", "kind": "reported_length", "metric": "turns_median", "value": 5, "tolerance": 2})");
    f.close();
    ExploreSpec s = verdictSpec();
    s.evidenceFiles = {path.toStdString()};
    const PreparedExplore p = prepare(nimPlugins(), s);
    ASSERT_EQ(p.requirements.size(), 3u);
    EXPECT_EQ(p.requirements[2].text(), "turns_median between 3 7");
    EXPECT_EQ(p.requirements[2].evidence, path.toStdString());
    EXPECT_EQ(p.requirements[2].label(), "turns_median between 3 7 (length.json)");
}

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
    ExploreRunOptions o;
    o.threads = 2;
    const ExploreResult r = runExplore(p, o);
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
            if (more >= 100) more = std::ceil(more / std::pow(10, std::floor(std::log10(more)) - 1)) *
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

// --- output, shards and merge -------------------------------------------------------------------

TEST(Explore, SavedResultsReadBackAndShardsMergeIntoTheWhole) {
    const PreparedExplore p = prepare(nimPlugins(), verdictSpec());
    ExploreRunOptions o;
    o.threads = 2;
    const ExploreResult whole = runExplore(p, o);
    EXPECT_EQ(shardBudget(5000, 8, 0, 2), 2500);
    EXPECT_EQ(shardBudget(1000, 5, 0, 2), 600);  // candidates 0, 2, 4
    EXPECT_EQ(shardBudget(1000, 5, 1, 2), 400);  // candidates 1, 3
    std::vector<ExploreResult> shards;
    for (int k = 0; k < 2; ++k) {
        ExploreRunOptions so = o;
        so.shardIndex = k;
        so.shardCount = 2;
        shards.push_back(runExplore(p, so));
        EXPECT_EQ(shards.back().candidates.size(), 4u);
        EXPECT_EQ(shards.back().budget, 2500);
        EXPECT_EQ(shards.back().candidates.front().index, static_cast<size_t>(k));
    }
    // Every candidate is decided within its shard's share, so the merge is the whole.
    ExploreResult merged;
    std::string error;
    ASSERT_TRUE(mergeExploreResults(shards, merged, error)) << error;
    EXPECT_EQ(candidatesJson(merged), candidatesJson(whole));

    // Through the files: summary.json and candidates.csv, read back and merged.
    QTemporaryDir dir;
    std::vector<ExploreResult> loaded(2);
    for (int k = 0; k < 2; ++k) {
        const QString d = dir.filePath(QStringLiteral("part%1").arg(k));
        ASSERT_TRUE(saveExploreResult(shards[static_cast<size_t>(k)], d, error)) << error;
        ASSERT_TRUE(loadExploreResult(d, loaded[static_cast<size_t>(k)], error)) << error;
        EXPECT_EQ(candidatesJson(loaded[static_cast<size_t>(k)]), candidatesJson(shards[static_cast<size_t>(k)]));
    }
    ExploreResult fromFiles;
    ASSERT_TRUE(mergeExploreResults(loaded, fromFiles, error)) << error;
    EXPECT_EQ(candidatesJson(fromFiles), candidatesJson(whole));
    EXPECT_EQ(candidateReading(fromFiles.prepared, 7).values, candidateReading(p, 7).values);

    // candidates.csv: a header and one row per candidate, ids quoted (they hold commas).
    ASSERT_TRUE(saveExploreResult(whole, dir.filePath(QStringLiteral("whole")), error)) << error;
    QFile csv(dir.filePath(QStringLiteral("whole/candidates.csv")));
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    ASSERT_EQ(lines.size(), 9);
    EXPECT_EQ(lines[0],
              "id,pile,take,misere,matches,verdict,decided_in_round,more_matches,Completion_estimate,Completion_lo,Completion_hi,"
              "Completion_status,first_mover_win_rate_estimate,first_mover_win_rate_lo,first_mover_win_rate_hi,"
              "first_mover_win_rate_status");
    EXPECT_TRUE(lines[1].startsWith("\"normal[pile=1,take=one_or_two,misere=false]\",1,one_or_two,false,100,feasible,0,,1,"))
        << lines[1].toStdString();
    EXPECT_TRUE(lines[1].endsWith(",met")) << lines[1].toStdString();

    // Refusals: a missing shard, a shard twice, a cancelled shard.
    EXPECT_FALSE(mergeExploreResults({shards[0]}, merged, error));
    EXPECT_NE(error.find("missing: 2"), std::string::npos) << error;
    EXPECT_FALSE(mergeExploreResults({shards[0], shards[0]}, merged, error));
    EXPECT_NE(error.find("given twice"), std::string::npos) << error;
    ExploreResult cut = shards[1];
    cut.cancelled = true;
    EXPECT_FALSE(mergeExploreResults({shards[0], cut}, merged, error));
    EXPECT_NE(error.find("cancelled"), std::string::npos) << error;
    ExploreResult other = shards[1];
    other.prepared.spec.seed = 99;
    EXPECT_FALSE(mergeExploreResults({shards[0], other}, merged, error));
    EXPECT_NE(error.find("another spec"), std::string::npos) << error;
}

TEST(Explore, TheSpecReadsBackFromItsJsonAndFromASummary) {
    ExploreSpec s = verdictSpec();
    s.overrides = {"first_player=random"};
    s.evidenceFiles = {"wear.csv"};
    s.alpha = 0.01;
    ExploreSpec back;
    std::string error;
    ASSERT_TRUE(parseExploreSpec(exploreSpecToJson(s), "spec.json", back, error)) << error;
    EXPECT_EQ(exploreSpecToJson(back), exploreSpecToJson(s));
    EXPECT_EQ(back.vary, s.vary);
    EXPECT_EQ(back.requirements, s.requirements);
    QJsonObject summary;
    summary.insert(QStringLiteral("format"), QStringLiteral("rulelab-explore-result"));
    summary.insert(QStringLiteral("explore"), exploreSpecToJson(s));
    ASSERT_TRUE(parseExploreSpec(summary, "summary.json", back, error)) << error;
    EXPECT_EQ(exploreSpecToJson(back), exploreSpecToJson(s));
    QJsonObject bad = exploreSpecToJson(s);
    bad.insert(QStringLiteral("budgett"), 5);
    EXPECT_FALSE(parseExploreSpec(bad, "spec.json", back, error));
    EXPECT_NE(error.find("spec.json: field 'budgett'"), std::string::npos) << error;
    bad = exploreSpecToJson(s);
    bad.insert(QStringLiteral("require"), QJsonArray{QStringLiteral("Completion >> 1")});
    EXPECT_FALSE(parseExploreSpec(bad, "spec.json", back, error));
    EXPECT_NE(error.find("field 'require[0]'"), std::string::npos) << error;
}

// --- Khutka Boia: a candidate's numbers are those of an independent run ------------------------

TEST(ExploreKhutkaBoia, ACandidatesMetricIsThatOfARunOfItsId) {
    const PluginRegistry &reg = testsupport::shippedPlugins();
    ExploreSpec s;
    s.game = "khutka-boia";
    s.base = "reconstruction";
    s.overrides = {"match_end=fixed_rounds", "rounds=1"};
    s.vary = {{"lap_origin", {}}, {"capture", {"single", "chain"}}};
    s.requirements = {req("Completion >= 0.5"), req("turns_median <= 400")};
    s.firstBlock = 40;
    s.budget = 40 * 4 * 4;
    s.seed = 5;
    const PreparedExplore p = prepare(reg, s);
    ASSERT_EQ(p.candidates.size(), 4u);
    ExploreRunOptions o;
    o.threads = 2;
    const ExploreResult r = runExplore(p, o);
    EXPECT_LE(r.matchesUsed, s.budget);
    for (const auto &c : r.candidates) {
        ASSERT_GT(c.matches, 0) << c.id;
        // `run` of an inline reading with the candidate's id, its options on the same base,
        // the same seed and as many matches.
        Experiment e;
        e.game = s.game;
        e.overrides = s.overrides;
        e.seed = s.seed;
        e.matches = c.matches;
        ReadingRef ref;
        ref.isInline = true;
        ref.base = s.base;
        ref.reading.id = c.id;
        for (const auto &[opt, v] : c.values) ref.reading.values[opt] = v;
        e.readings.push_back(ref);
        std::vector<PreparedReading> prepared;
        std::string error;
        InputError kind = InputError::None;
        ASSERT_TRUE(prepareExperiment(reg, e, prepared, error, kind)) << error;
        EXPECT_EQ(prepared[0].options.values(), p.candidates[c.index].options.values()) << c.id;
        ExperimentRunOptions ro;
        ro.threads = 1;
        const ExperimentResult run = runExperiment(e, prepared, ro);
        ASSERT_EQ(run.readings.size(), 1u);
        EXPECT_EQ(run.readings[0].stats.matches, c.matches);
        const auto metrics = stats::computeMetrics(run.readings[0].stats, false);
        for (size_t j = 0; j < p.requirements.size(); ++j)
            for (const auto &m : metrics)
                if (m.key == p.requirements[j].metric) {
                    EXPECT_EQ(c.requirements[j].estimate.value, m.interval.value) << c.id << " " << m.key;
                    EXPECT_EQ(c.requirements[j].estimate.lo, m.interval.lo) << c.id << " " << m.key;
                    EXPECT_EQ(c.requirements[j].estimate.hi, m.interval.hi) << c.id << " " << m.key;
                }
    }
}

// Evidence (#20's acceptance): an "observed" usage map made by simulating one reading of Bheri
// Bakri (its matches under another seed) picks out that reading's entry cell among candidates
// that differ in it. A piece that enters the neutral row diagonally lands on other cells at
// other rates, so the ranks of the cells' uses differ (rho about 0.90 against about 0.99).
TEST(ExploreBheriBakri, AUsageMapSimulatedFromOneReadingPicksOutItsEntryCell) {
    const PluginRegistry &reg = testsupport::shippedPlugins();
    PreparedReading source;
    std::string error;
    InputError kind = InputError::None;
    ASSERT_TRUE(prepareReading(reg, "bheri-bakri", "aibdd-literal", {}, Limits{}, source, error, kind)) << error;
    RunOptions ro;
    ro.matches = 2000;
    ro.seed = 3;
    ro.threads = 2;
    stats::UsageStats observedStats;
    for (const MatchRecord &m : runMatches(*source.game, "observed-source", ro)) observedStats.add(m.index, m.usage);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("observed.csv"));
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("cell,value\n");
        for (const BoardCell &c : source.game->newInitialState()->boardView().cells)
            f.write(QByteArray::fromStdString(c.label + "," +
                                              std::to_string(observedStats.value(stats::UsageMeasure::All, c.id)) + "\n"));
    }
    ExploreSpec s;
    s.game = "bheri-bakri";
    s.base = "aibdd-literal";
    s.vary = {{"entry_cell", {}}};
    s.evidenceFiles = {path.toStdString()};
    s.requirements = {req("usage_similarity >= 0.95")};
    s.budget = 8000;
    s.seed = 1;
    const PreparedExplore p = prepare(reg, s);
    ASSERT_EQ(p.candidates.size(), 2u);
    ExploreRunOptions o;
    o.threads = 2;
    const ExploreResult r = runExplore(p, o);
    ASSERT_EQ(r.candidates.size(), 2u);
    for (const Candidate &c : r.candidates) {
        ASSERT_EQ(c.values.size(), 1u);
        const bool sameColumn = c.values[0].second == "same_column";
        EXPECT_EQ(c.verdict, sameColumn ? Verdict::Feasible : Verdict::Infeasible) << c.id;
        EXPECT_EQ(c.requirements[0].status, sameColumn ? 1 : -1) << c.id;
    }
}
