// Usage maps on disk (issue 20): usage.csv and usage_groups.csv are a function of the matches
// only, so a run on one thread and on two write the same bytes, the shards of a run merge into
// the single run's files, and a resumed run whose earlier matches left no usage (matches.csv
// keeps none) replays them to write what an uninterrupted run writes.
#include "support/shipped_experiment.h"
#include "experiment/experiment_runner.h"
#include "experiment/prepared_reading.h"
#include "experiment/result_merge.h"
#include "experiment/session.h"
#include "experiment/usage_io.h"
#include "plugin/plugin_registry.h"
#include "support/files.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {

Experiment khutka(int64_t matches) {
    return testsupport::shippedExperiment("khutka-boia", {"reconstruction", "aibdd-literal"}, matches, 9);
}

using testsupport::prepareShipped;

using testsupport::readAll;

SessionResult run(const Experiment &e, const QString &dir, int threads, int shard = 0, int shards = 1,
                  const ResultPart *resume = nullptr) {
    SessionOptions o;
    o.threads = threads;
    o.outDir = dir;
    o.shardIndex = shard;
    o.shardCount = shards;
    o.resume = resume;
    SessionResult s = runSession(e, prepareShipped(e), o);
    EXPECT_TRUE(s.ok) << s.error;
    return s;
}

QByteArray usageOf(const QString &dir) { return readAll(QDir(dir).filePath(QStringLiteral("usage.csv"))); }
QByteArray groupsOf(const QString &dir) { return readAll(QDir(dir).filePath(QStringLiteral("usage_groups.csv"))); }

}  // namespace

TEST(UsageFiles, OneThreadAndTwoWriteTheSameBytes) {
    QTemporaryDir dir;
    const Experiment e = khutka(120);
    const QString one = dir.filePath(QStringLiteral("one")), two = dir.filePath(QStringLiteral("two"));
    const SessionResult s = run(e, one, 1);
    run(e, two, 2);
    EXPECT_EQ(s.usageCsv, QDir(one).filePath(QStringLiteral("usage.csv")));
    EXPECT_EQ(s.usageMissing, 0);
    const QByteArray csv = usageOf(one);
    ASSERT_FALSE(csv.isEmpty());
    EXPECT_EQ(csv, usageOf(two));
    EXPECT_EQ(groupsOf(one), groupsOf(two));
    // A header and the ten holes of each reading, h0 .. h9, with the run's totals.
    const QList<QByteArray> lines = csv.trimmed().split('\n');
    EXPECT_EQ(lines.front(), "reading,cell,label,lifted,sown,captured,landed");
    ASSERT_EQ(lines.size(), 1 + 2 * 10);
    EXPECT_TRUE(lines[1].startsWith("reconstruction,0,h0,"));
    EXPECT_TRUE(lines[20].startsWith("aibdd-literal,9,h9,"));
    for (size_t r = 0; r < 2; ++r) {
        const stats::UsageStats &u = s.result.readings[r].stats.usage;
        EXPECT_EQ(u.matches(), 120);
        uint64_t lifted = 0, sown = 0;
        for (int h = 0; h < 10; ++h) {
            const QList<QByteArray> f = lines[static_cast<qsizetype>(1 + r * 10 + static_cast<size_t>(h))].split(',');
            ASSERT_EQ(f.size(), 7);
            EXPECT_EQ(f[3].toULongLong(), u.total(UsageKind::Lifted, h));
            EXPECT_EQ(f[4].toULongLong(), u.total(UsageKind::Sown, h));
            EXPECT_EQ(f[5].toULongLong(), u.total(UsageKind::Captured, h));
            EXPECT_EQ(f[6].toULongLong(), 0u);  // a mancala lands no pieces
            lifted += f[3].toULongLong();
            sown += f[4].toULongLong();
        }
        EXPECT_GT(lifted, 0u);
        EXPECT_EQ(sown, lifted);  // every counter lifted is sown
    }
    // Read back: the same totals and groups.
    std::vector<ReadingUsage> maps;
    bool found = false;
    std::string err;
    ASSERT_TRUE(readUsageFiles(one, maps, found, err)) << err;
    ASSERT_TRUE(found);
    ASSERT_EQ(maps.size(), 2u);
    EXPECT_TRUE(maps[0].grouped);
    EXPECT_EQ(maps[0].reading, "reconstruction");
    EXPECT_EQ(maps[0].cells.size(), 10u);
    EXPECT_EQ(maps[0].usage.matches(), 120);
    for (int g = 0; g < stats::kUsageGroups; ++g) {
        EXPECT_EQ(maps[1].usage.groupMatches(g), 6);
        for (int h = 0; h < 10; ++h)
            EXPECT_EQ(maps[1].usage.groupValue(g, stats::UsageMeasure::All, h),
                      s.result.readings[1].stats.usage.groupValue(g, stats::UsageMeasure::All, h));
    }
    EXPECT_EQ(usageCsv(maps), csv);
    EXPECT_EQ(usageGroupsCsv(maps), groupsOf(one));
}

TEST(UsageFiles, ShardsMergeIntoTheSingleRunsMaps) {
    QTemporaryDir dir;
    const Experiment e = khutka(90);
    const QString single = dir.filePath(QStringLiteral("single"));
    run(e, single, 2);
    std::vector<ResultPart> parts(3);
    for (int k = 0; k < 3; ++k) {
        const QString part = dir.filePath(QStringLiteral("part%1").arg(k));
        run(e, part, 1, k, 3);
        std::string err;
        ASSERT_TRUE(readResultFolder(part, parts[static_cast<size_t>(2 - k)], err)) << err;  // in any order
        EXPECT_TRUE(parts[static_cast<size_t>(2 - k)].hasUsage);
    }
    ExperimentResult merged;
    std::vector<std::vector<MatchRecord>> rows;
    std::string err;
    ASSERT_TRUE(mergeParts(parts, merged, rows, err)) << err;
    std::vector<ReadingUsage> maps;
    for (size_t i = 0; i < merged.readings.size(); ++i)
        maps.push_back({merged.readings[i].reading, parts.front().usageCells[i], merged.readings[i].stats.usage, true});
    EXPECT_EQ(usageCsv(maps), usageOf(single));
    EXPECT_EQ(usageGroupsCsv(maps), groupsOf(single));
    // A part whose usage.csv does not add up to its groups is refused, naming the file.
    const QString part0 = dir.filePath(QStringLiteral("part0"));
    QByteArray edited = usageOf(part0);
    edited.replace("reconstruction,0,h0,", "reconstruction,0,h0,9");
    QFile f(QDir(part0).filePath(QStringLiteral("usage.csv")));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(edited);
    f.close();
    ResultPart bad;
    EXPECT_FALSE(readResultFolder(part0, bad, err));
    EXPECT_NE(err.find("usage.csv differs from the one"), std::string::npos) << err;
    // A folder written before summaries were sealed (no integrity record): the groups still
    // catch the edit.
    QFile sf(QDir(part0).filePath(QStringLiteral("summary.json")));
    ASSERT_TRUE(sf.open(QIODevice::ReadOnly));
    QJsonObject summary = QJsonDocument::fromJson(sf.readAll()).object();
    sf.close();
    summary.remove(QStringLiteral("integrity"));
    ASSERT_TRUE(sf.open(QIODevice::WriteOnly | QIODevice::Truncate));
    sf.write(QJsonDocument(summary).toJson());
    sf.close();
    EXPECT_FALSE(readResultFolder(part0, bad, err));
    EXPECT_NE(err.find("usage_groups.csv: reading 'reconstruction': its groups do not add up to usage.csv"), std::string::npos)
        << err;
}

// A run killed after some matches (matches.csv keeps no usage): resuming replays them, with the
// same seeds and agents, and the maps are those of the run that was never interrupted.
TEST(UsageFiles, AResumedRunReplaysItsEarlierMatchesForTheirUsage) {
    QTemporaryDir dir;
    const Experiment e = khutka(110);
    const QString full = dir.filePath(QStringLiteral("full")), resumed = dir.filePath(QStringLiteral("resumed"));
    run(e, full, 2);
    ResultPart part;
    std::string err;
    ASSERT_TRUE(readResultFolder(full, part, err)) << err;
    // Keep the first 70 matches of the first reading and 40 of the second, without their usage.
    const int64_t kept[2] = {70, 40};
    for (size_t i = 0; i < 2; ++i) {
        auto &recs = part.records[i];
        recs.resize(static_cast<size_t>(kept[i]));
        part.readings[i].stats = stats::ReadingStats{};
        for (const auto &r : recs) part.readings[i].stats.add(r);
        EXPECT_TRUE(part.readings[i].stats.usage.empty());
    }
    part.cancelled = true;
    part.hasUsage = false;
    const SessionResult s = run(e, resumed, 2, 0, 1, &part);
    EXPECT_EQ(s.usageMissing, 0);
    EXPECT_EQ(readAll(QDir(resumed).filePath(QStringLiteral("matches.csv"))),
              readAll(QDir(full).filePath(QStringLiteral("matches.csv"))));
    EXPECT_EQ(usageOf(resumed), usageOf(full));
    EXPECT_EQ(groupsOf(resumed), groupsOf(full));
}
