// Exploring the space of readings (#20). On the fixture game the verdicts are known by hand:
//  - with a cap of 10 turns, a pile of 50 can never be emptied (at most 4 a turn), so no match
//    ends by rule (Completion = 0), while a pile of 1 is emptied by the first move (Completion 1);
//  - with a pile of 1 the player who starts takes the last counter: he wins every match in
//    normal play (first_mover_win_rate = 1) and loses every one in misere play (0);
//  - with a pile of 2 he takes 1 or 2 with chance 1/2 each and wins exactly when he takes 2
//    (normal play) or 1 (misere): first_mover_win_rate = 1/2, on the edge of '>= 0.5', which
//    no finite number of matches settles.
#include "support/run_options.h"
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

std::string refusal(const ExploreSpec &s, InputError *kindOut = nullptr) {
    PreparedExplore p;
    std::string error;
    InputError kind = InputError::None;
    EXPECT_FALSE(prepareExplore(nimPlugins(), s, p, error, kind));
    if (kindOut) *kindOut = kind;
    return error;
}

}  // namespace

// --- metrics at any level ----------------------------------------------------------------------

TEST(MetricsAtAnyLevel, NinetyFivePercentIsUnchangedAndSmallerAlphaIsWider) {
    const PreparedExplore p = prepare(nimPlugins(), racingSpec());
    ASSERT_FALSE(p.candidates.empty());
    RunOptions ro = testsupport::runOptions(300, 3, {.threads = 1});
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
