// Readings are played interleaved, block by block (#18): a cancelled run holds about as many
// matches of every reading, and each reading's numbers are those of the same matches played
// alone. matches.csv lists the blocks in run order.
#include "support/find_key.h"
#include "support/shipped_experiment.h"
#include "experiment/experiment_runner.h"
#include "experiment/prepared_reading.h"
#include "experiment/session.h"
#include "plugin/plugin_registry.h"
#include "stats/reading_stats.h"

#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <mutex>

using namespace rulelab;

namespace {

Experiment experiment(std::initializer_list<const char *> readings, int64_t matches) {
    return testsupport::shippedExperiment("pachgarhwa", readings, matches, 5);
}

using testsupport::prepareShipped;

// Every metric of a reading as text, to compare two runs exactly.
std::string numbers(const ReadingResult &r) {
    std::string s = r.reading + " n=" + std::to_string(r.stats.matches);
    for (const auto &m : stats::computeMetrics(r.stats, false))
        s += " " + m.key + "=" + std::to_string(m.interval.value) + "[" + std::to_string(m.interval.lo) + "," +
             std::to_string(m.interval.hi) + "]";
    return s;
}

const ReadingResult *find(const ExperimentResult &r, const std::string &id) {
    return rulelab::testsupport::findBy(r.readings, &ReadingResult::reading, id);
}

}  // namespace

TEST(InterleavedRun, EachReadingHasTheNumbersOfItsMatchesPlayedAlone) {
    const Experiment both = experiment({"humphries-literal", "ludii-code"}, 2500);
    ExperimentRunOptions o;
    o.threads = 2;
    const ExperimentResult r = runExperiment(both, prepareShipped(both), o);
    ASSERT_EQ(r.readings.size(), 2u);
    for (const char *id : {"humphries-literal", "ludii-code"}) {
        const Experiment alone = experiment({id}, 2500);
        const ExperimentResult a = runExperiment(alone, prepareShipped(alone), o);
        ASSERT_EQ(a.readings.size(), 1u);
        EXPECT_EQ(numbers(*find(r, id)), numbers(a.readings[0]));
    }
}

TEST(InterleavedRun, ACancelledRunKeepsAComparablePartOfEveryReading) {
    const Experiment e = experiment({"humphries-literal", "ludii-code"}, 6000);
    std::atomic<bool> cancel{false};
    ExperimentRunOptions o;
    o.threads = 2;
    o.cancel = &cancel;
    int64_t lastTotal = 0, lastDone = 0;
    bool monotone = true;
    // Cancel once 3500 of the 12000 matches are done: run one reading after the other, the
    // second would have none.
    std::mutex m;
    o.progress = [&](size_t, const RunProgress &p) {
        const std::lock_guard lock(m);
        monotone = monotone && p.done >= lastDone;
        lastDone = p.done;
        lastTotal = p.total;
        if (p.done >= 3500) cancel = true;
    };
    const ExperimentResult r = runExperiment(e, prepareShipped(e), o);
    EXPECT_TRUE(r.cancelled);
    EXPECT_TRUE(monotone) << "progress counts the matches of every reading";
    EXPECT_EQ(lastTotal, 12000);
    ASSERT_EQ(r.readings.size(), 2u);
    const int64_t a = r.readings[0].stats.matches, b = r.readings[1].stats.matches;
    EXPECT_GE(a, 1000);
    EXPECT_GE(b, 1000);
    EXPECT_LE(std::abs(a - b), 1000) << a << " vs " << b << ": at most one block apart";
    // Each reading holds its first matches: the same numbers as a run of exactly that many.
    for (const auto &part : r.readings) {
        const Experiment alone = experiment({part.reading.c_str()}, part.stats.matches);
        ExperimentRunOptions plain;
        plain.threads = 1;
        const ExperimentResult full = runExperiment(alone, prepareShipped(alone), plain);
        EXPECT_EQ(numbers(part), numbers(full.readings[0]));
    }
}

TEST(InterleavedRun, MatchesCsvListsTheBlocksInRunOrder) {
    QTemporaryDir dir;
    const Experiment e = experiment({"humphries-literal", "ludii-code"}, 2300);
    SessionOptions o;
    o.threads = 2;
    o.outDir = dir.path();
    const SessionResult s = runSession(e, prepareShipped(e), o);
    ASSERT_TRUE(s.ok) << s.error;
    QFile f(dir.filePath(QStringLiteral("matches.csv")));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    f.readLine();
    std::vector<std::pair<std::string, int>> runs;  // (reading, rows) of consecutive rows
    while (!f.atEnd()) {
        const QByteArray line = f.readLine();
        const std::string reading = line.left(line.indexOf(',')).toStdString();
        if (runs.empty() || runs.back().first != reading) runs.push_back({reading, 0});
        ++runs.back().second;
    }
    const std::vector<std::pair<std::string, int>> want = {{"humphries-literal", 1000}, {"ludii-code", 1000},
                                                           {"humphries-literal", 1000}, {"ludii-code", 1000},
                                                           {"humphries-literal", 300},  {"ludii-code", 300}};
    EXPECT_EQ(runs, want);
}

// One run-options type from the faces to the runner (RunControl): what a session is given reaches
// the runner whole. Usage maps off are off in every reading; a shard plays its range; a cancel
// given before the start plays nothing; and threads change no number.
TEST(RunControl, ASessionPassesItsControlToTheRunnerWhole) {
    const Experiment e = experiment({"humphries-literal", "humphries-rounds"}, 40);
    const auto prepared = prepareShipped(e);
    SessionOptions o;
    o.threads = 1;
    const SessionResult plain = runSession(e, prepared, o);
    ASSERT_EQ(plain.result.readings.size(), 2u);
    for (const auto &r : plain.result.readings) EXPECT_EQ(r.stats.usage.matches(), 40) << r.reading;

    o.recordUsage = false;
    o.threads = 2;
    const SessionResult noUsage = runSession(e, prepared, o);
    for (size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(noUsage.result.readings[i].stats.usage.matches(), 0) << noUsage.result.readings[i].reading;
        EXPECT_EQ(noUsage.result.readings[i].stats.matches, 40);
    }

    o.recordUsage = true;
    o.shardIndex = 1;
    o.shardCount = 4;  // matches [10, 20) of each reading
    const SessionResult shard = runSession(e, prepared, o);
    for (const auto &r : shard.result.readings) EXPECT_EQ(r.stats.matches, 10) << r.reading;

    std::atomic<bool> cancelled{true};
    o.shardIndex = 0;
    o.shardCount = 1;
    o.cancel = &cancelled;
    const SessionResult none = runSession(e, prepared, o);
    for (const auto &r : none.result.readings) EXPECT_EQ(r.stats.matches, 0) << r.reading;
}
