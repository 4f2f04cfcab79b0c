// Exploring the space of readings (#20): results saved and read back, shards merged, the spec
// from its JSON, and on the shipped games a candidate against an independent run.
#include "support/files.h"
#include "support/run_options.h"
#include "support/shipped_plugins.h"
#include "experiment/experiment_runner.h"
#include "experiment/explore.h"
#include "explore_test_support.h"
#include "experiment/prepared_reading.h"
#include "plugin/plugin_registry.h"
#include "sim/runner.h"
#include "stats/csv.h"
#include "stats/reading_stats.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <set>

using namespace rulelab;

using namespace explore_test;

namespace {

QByteArray candidatesJson(const ExploreResult &r) {
    QJsonObject o = exploreResultJson(r);
    QJsonObject keep;
    for (const char *k : {"candidates", "drivers", "matches_used", "counts", "requirements", "space"})
        keep.insert(QLatin1String(k), o.value(QLatin1String(k)));
    return QJsonDocument(keep).toJson(QJsonDocument::Compact);
}

}  // namespace

// --- output, shards and merge -------------------------------------------------------------------

TEST(Explore, SavedResultsReadBackAndShardsMergeIntoTheWhole) {
    const PreparedExplore p = prepare(nimPlugins(), verdictSpec());
    const ExploreResult whole = runOn(p, 2);
    EXPECT_EQ(shardBudget(5000, 8, 0, 2), 2500);
    EXPECT_EQ(shardBudget(1000, 5, 0, 2), 600);  // candidates 0, 2, 4
    EXPECT_EQ(shardBudget(1000, 5, 1, 2), 400);  // candidates 1, 3
    std::vector<ExploreResult> shards;
    for (int k = 0; k < 2; ++k) {
        ExploreRunOptions so;
        so.threads = 2;
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

// A candidate none of whose matches ended by its rules (a pile of 50, at most four taken a turn, in
// at most 10 turns) has no first-mover win rate: its estimate is no value, null in summary.json, an
// empty cell of candidates.csv, and reads back so; never a 0 that looks like a measured rate.
// Its Completion, 0 of its matches, is a value.
TEST(Explore, AnEstimateWithNoMatchesToRestOnIsNoValueNotZero) {
    const PreparedExplore p = prepare(nimPlugins(), verdictSpec());
    const ExploreResult r = runOn(p, 2);
    auto endless = [](const Candidate &c) {  // 50 counters, at most 4 a turn, 10 turns
        for (const auto &[option, value] : c.values)
            if (option == "pile") return value == "50";
        return false;
    };
    int none = 0;
    for (const Candidate &c : r.candidates) {
        if (!endless(c)) continue;
        ++none;
        EXPECT_TRUE(c.requirements[0].estimate.hasValue) << c.id;
        EXPECT_EQ(c.requirements[0].estimate.value, 0) << c.id;
        EXPECT_FALSE(c.requirements[1].estimate.hasValue) << c.id;
        EXPECT_FALSE(c.requirements[1].estimate.available) << c.id;
    }
    ASSERT_EQ(none, 4) << "pile 50: take and misere each way";

    QTemporaryDir dir;
    std::string error;
    ASSERT_TRUE(saveExploreResult(r, dir.path(), error)) << error;
    ExploreResult back;
    ASSERT_TRUE(loadExploreResult(dir.path(), back, error)) << error;
    const QJsonObject summary = exploreResultJson(r);
    const QByteArray csv = testsupport::readAll(dir.filePath(QStringLiteral("candidates.csv")));
    for (size_t i = 0; i < r.candidates.size(); ++i) {
        const Candidate &c = r.candidates[i];
        EXPECT_EQ(back.candidates[i].requirements[1].estimate.hasValue, !endless(c)) << c.id;
        const QJsonObject estimate = summary.value(QStringLiteral("candidates"))[static_cast<qsizetype>(i)]
                                         .toObject()
                                         .value(QStringLiteral("requirements"))[1]
                                         .toObject()
                                         .value(QStringLiteral("estimate"))
                                         .toObject();
        EXPECT_EQ(estimate.value(QStringLiteral("value")).isNull(), endless(c)) << c.id;
        if (!endless(c)) continue;
        // The row's first_mover_win_rate estimate, lo and hi: empty.
        const QList<QByteArray> lines = csv.split('\n');
        const std::vector<std::string> header = splitCsvLine(lines[0].toStdString());
        const std::vector<std::string> row = splitCsvLine(lines[static_cast<qsizetype>(i) + 1].toStdString());
        const auto at = std::find(header.begin(), header.end(), "first_mover_win_rate_estimate") - header.begin();
        ASSERT_LT(static_cast<size_t>(at) + 2, row.size()) << lines[0].toStdString();
        for (size_t k = 0; k < 3; ++k) EXPECT_EQ(row[static_cast<size_t>(at) + k], "") << header[static_cast<size_t>(at) + k];
    }
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
    // Each entry of vary is named by its place: an option alone is read, an entry without one is not.
    bad = exploreSpecToJson(s);
    bad.insert(QStringLiteral("vary"),
               QJsonArray{QStringLiteral("pile"), QJsonObject{{QStringLiteral("values"), QJsonArray{1}}}});
    EXPECT_FALSE(parseExploreSpec(bad, "spec.json", back, error));
    EXPECT_NE(error.find("field 'vary[1]'"), std::string::npos) << error;
    bad.insert(QStringLiteral("vary"), QJsonArray{QJsonObject{{QStringLiteral("option"), QStringLiteral("pile")},
                                                              {QStringLiteral("values"), QStringLiteral("5")}}});
    EXPECT_FALSE(parseExploreSpec(bad, "spec.json", back, error));
    EXPECT_NE(error.find("field 'vary[0].values'"), std::string::npos) << error;
    bad.insert(QStringLiteral("vary"), QJsonArray{QStringLiteral("pile")});
    ASSERT_TRUE(parseExploreSpec(bad, "spec.json", back, error)) << error;
    EXPECT_EQ(back.vary, (std::vector<std::pair<std::string, std::vector<std::string>>>{{"pile", {}}}));
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
    const ExploreResult r = runOn(p, 2);
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
    RunOptions ro = testsupport::runOptions(2000, 3, {.threads = 2});
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
    const ExploreResult r = runOn(p, 2);
    ASSERT_EQ(r.candidates.size(), 2u);
    for (const Candidate &c : r.candidates) {
        ASSERT_EQ(c.values.size(), 1u);
        const bool sameColumn = c.values[0].second == "same_column";
        EXPECT_EQ(c.verdict, sameColumn ? Verdict::Feasible : Verdict::Infeasible) << c.id;
        EXPECT_EQ(c.requirements[0].status, sameColumn ? 1 : -1) << c.id;
    }
}
