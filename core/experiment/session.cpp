#include "session.h"

#include "integrity.h"
#include "part_status.h"
#include "results_io.h"
#include "run_checkpoint.h"
#include "usage_io.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <algorithm>
#include <chrono>
#include <memory>

namespace rulelab {

const std::vector<std::string> &defaultSweepMetrics() {
    static const std::vector<std::string> metrics{"Completion", "AdvantageP1", "turns_mean", "rounds_mean", "Timeouts"};
    return metrics;
}

std::vector<std::string> sweepMetricsOf(const Experiment &e, const std::vector<std::string> &requested) {
    if (!requested.empty()) return requested;
    if (!e.metrics.empty()) return e.metrics;
    return defaultSweepMetrics();
}

QByteArray SessionResult::summaryJson() const { return QJsonDocument(summary).toJson(QJsonDocument::Indented); }

QJsonObject sessionSummary(const Experiment &e, const ExperimentResult &result, int shardIndex, int shardCount,
                           const std::vector<std::string> &sweepMetrics, std::vector<MainEffect> *effects,
                           std::vector<Interaction> *interactionsOut) {
    QJsonObject root = summaryObject(result);
    if (shardCount > 1) {
        QJsonObject sh;
        sh.insert(QStringLiteral("index"), shardIndex);
        sh.insert(QStringLiteral("count"), shardCount);
        root.insert(QStringLiteral("shard"), sh);
    }
    // One shard has no comparisons or effects (merge computes them from the whole). A cancelled
    // run compares its readings on the matches played: they are played interleaved, so each
    // reading holds its first matches, about as many as the others; a cancelled sweep has no
    // effects (its cells are not balanced).
    if (shardCount > 1) return root;
    if (result.cancelled) {
        bool everyReadingPlayed = result.readings.size() >= 2 && e.sweepBase.empty();
        for (const auto &r : result.readings) everyReadingPlayed = everyReadingPlayed && r.stats.matches > 0;
        if (everyReadingPlayed && result.readings.size() == e.readings.size())
            root.insert(QStringLiteral("comparisons"), comparisonsJson(result));
        return root;
    }
    if (!e.sweepBase.empty()) {
        const std::vector<std::string> metrics = sweepMetricsOf(e, sweepMetrics);
        auto [me, in] = sweepEffects(e, result, metrics);
        root.insert(QStringLiteral("main_effects"), mainEffectsJson(me));
        root.insert(QStringLiteral("interactions"), interactionsJson(in));
        if (effects) *effects = std::move(me);
        if (interactionsOut) *interactionsOut = std::move(in);
    } else if (result.readings.size() >= 2) {
        root.insert(QStringLiteral("comparisons"), comparisonsJson(result));
    }
    return root;
}

bool writeMergedResult(const QString &outDir, const std::vector<ResultPart> &parts, const ExperimentResult &merged,
                       const std::vector<std::vector<MatchRecord>> &rows, QJsonObject &summary, bool &usage,
                       std::string &error) {
    if (!prepareOutputDir(outDir, error)) return false;
    CsvRecordWriter csv(QDir(outDir).filePath(QStringLiteral("matches.csv")));
    if (!csv.open(error)) return false;
    std::vector<std::string> ids;
    for (const auto &r : merged.readings) ids.push_back(r.reading);
    writeRowsInRunOrder(csv, ids, rows);
    if (!csv.commit(error)) return false;
    QStringList written{QStringLiteral("matches.csv")};
    usage = std::all_of(parts.begin(), parts.end(), [](const ResultPart &part) { return part.hasUsage; });
    if (usage) {
        written << QLatin1String(kUsageCsvFile) << QLatin1String(kUsageGroupsCsvFile);
        std::vector<ReadingUsage> maps;
        for (size_t i = 0; i < merged.readings.size(); ++i)
            maps.push_back({merged.readings[i].reading, parts.front().usageCells[i], merged.readings[i].stats.usage, true});
        if (!saveUsageFiles(outDir, maps, error)) return false;
    } else {
        removeUsageFiles(outDir);
    }
    summary = sessionSummary(merged.experiment, merged, 0, 1, {});
    summary.insert(QStringLiteral("matches_csv"), csvRecordJson(csv));
    if (!sealSummary(summary, outDir, written, error, {{QStringLiteral("matches.csv"), csv.sha256()}})) return false;
    return saveAtomically(QDir(outDir).filePath(QStringLiteral("summary.json")),
                          QJsonDocument(summary).toJson(QJsonDocument::Indented), error);
}

namespace {

// The run's record (run.json): what a --resume after a kill needs before any summary exists.
bool saveRunRecord(const QString &outDir, const Experiment &e, const std::vector<PreparedReading> &prepared, int shardIndex,
                   int shardCount, std::string &error) {
    std::vector<ReadingResult> meta;
    for (const auto &pr : prepared) {
        ReadingResult rr;
        rr.reading = pr.reading.id;
        rr.name = pr.reading.name;
        rr.source = pr.reading.source;
        rr.options = pr.options.values();
        meta.push_back(std::move(rr));
    }
    const QJsonObject record = partialRunJson(e, prepared.front().plugin, meta, shardIndex, shardCount);
    return saveAtomically(QDir(outDir).filePath(QLatin1String(kPartialRunFile)),
                          QJsonDocument(record).toJson(QJsonDocument::Indented), error);
}

}  // namespace

// Whether a resumed part's match file can be continued as it is: it holds the part's rows, in
// the order an uninterrupted run writes them, so appending the missing matches gives that run's
// file. (A part assembled otherwise, e.g. in memory, has its rows written again, block by block.)
static bool continuable(const ResultPart &r) {
    if (r.csvFile.isEmpty() || !r.csvInRunOrder) return false;
    int64_t rows = 0;
    for (size_t i = 0; i < r.records.size(); ++i) {
        if (i >= r.readings.size() || r.readings[i].stats.matches != static_cast<int64_t>(r.records[i].size())) return false;
        rows += static_cast<int64_t>(r.records[i].size());
    }
    return rows == r.csvRows;
}

namespace {

// The time this folder has played (part_status.h), saved with every checkpoint: an earlier
// session's, when this resumes it, plus this one's.
struct SessionClock {
    QString outDir;
    std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
    RunTiming timing;
    int64_t resumedRows = 0;
    void save(int64_t rows) const {
        const std::chrono::duration<double> played = std::chrono::steady_clock::now() - started;
        std::string ignored;  // the timing is an estimate's input, never a reason to stop a run
        saveRunTiming(outDir, {timing.seconds + played.count(), timing.matches + std::max<int64_t>(0, rows - resumedRows)},
                      ignored);
    }
};

// The output folder made ready: the run record, the match file (continued when `append`), the
// timing and no earlier usage maps.
bool openSessionFolder(const Experiment &e, const std::vector<PreparedReading> &prepared, const SessionOptions &o,
                       bool append, std::unique_ptr<CsvRecordWriter> &csv, SessionClock &clock, std::string &error) {
    if (!prepareOutputDir(o.outDir, error)) return false;
    const QDir dir(o.outDir);
    csv = std::make_unique<CsvRecordWriter>(dir.filePath(QStringLiteral("matches.csv")));
    if (o.recordUsage) csv->enableUsageCheckpoints(dir.filePath(QLatin1String(kUsageCheckpointFile)));
    else QFile::remove(dir.filePath(QLatin1String(kUsageCheckpointFile)));
    // The run record first: from here on, whatever stops the program, --resume finds the
    // folder's rows (run.json, matches.csv.partial and usage.partial; session.h).
    if (!prepared.empty() && !saveRunRecord(o.outDir, e, prepared, o.shardIndex, o.shardCount, error)) return false;
    if (append) {
        // The earlier run's rows stay where they are (moved to the partial file when they are
        // this folder's matches.csv), and the new matches are appended to them.
        for (const auto &rr : o.resume->readings) {
            if (rr.stats.usage.matches() == rr.stats.matches) csv->seedUsage(rr.reading, rr.stats.usage);
            else csv->usageIncomplete();
        }
        const bool sameFolder = QFileInfo(o.resume->dir).canonicalFilePath() == QFileInfo(o.outDir).canonicalFilePath();
        if (!csv->openContinuing(o.resume->csvFile, o.resume->csvBytes, o.resume->csvRows, sameFolder, error)) return false;
    } else {
        QFile::remove(dir.filePath(QLatin1String(kUsageCheckpointFile)));
        if (!csv->open(error)) return false;
    }
    bool timed = false;
    if (std::string ignored; !o.resume || !readRunTiming(o.resume->dir, clock.timing, timed, ignored) || !timed) {
        clock.timing = RunTiming{};
        QFile::remove(dir.filePath(QLatin1String(kRunTimingFile)));
    }
    for (const auto &rs : o.resume ? o.resume->records : std::vector<std::vector<MatchRecord>>{})
        clock.resumedRows += static_cast<int64_t>(rs.size());
    csv->onCheckpoint([&clock](int64_t rows) { clock.save(rows); });
    // An earlier run's usage maps must not stay beside this run's matches (a resume has read
    // them already). Its summary.json stays until this run's replaces it (it is what
    // `--experiment DIR/summary.json` reads): run.json says it is not this run's.
    removeUsageFiles(o.outDir);
    return true;
}

// The matches, into `sink` when there is one. Not continuing the earlier file: each block's
// matches already played are written first, where an uninterrupted run wrote them.
ExperimentResult playSession(const Experiment &e, const std::vector<PreparedReading> &prepared, const SessionOptions &o,
                             bool append, CsvRecordWriter *sink) {
    ExperimentRunOptions ro;
    ro.control() = o.control();
    ro.extraSink = sink;
    ro.progress = o.progress;
    if (o.resume) ro.resumeFrom = o.resume->readings;
    // `written` counts each reading's rows written so far.
    std::vector<size_t> written(o.resume && !append ? o.resume->records.size() : 0, 0);
    ro.beforeBlock = [&](size_t i, int64_t, int64_t to) {
        if (!sink) return;
        sink->setReading(prepared[i].reading.id);
        if (i < written.size())
            for (const auto &rs = o.resume->records[i]; written[i] < rs.size() && rs[written[i]].index < to; ++written[i])
                sink->consume(rs[written[i]]);
    };
    ExperimentResult result = runExperiment(e, prepared, ro);
    // Interrupted before the run reached them: the earlier matches not written yet follow, so that
    // every finished match is kept (each reading's rows stay in match order).
    for (size_t i = 0; sink && i < written.size(); ++i) {
        if (written[i] < o.resume->records[i].size()) sink->setReading(prepared[i].reading.id);
        for (const auto &rs = o.resume->records[i]; written[i] < rs.size(); ++written[i]) sink->consume(rs[written[i]]);
    }
    return result;
}

// The match file first, then the summary that names it: a summary on disk always describes a
// complete matches.csv.
bool saveSessionFolder(const std::vector<PreparedReading> &prepared, const SessionOptions &o, CsvRecordWriter &csv,
                       const SessionClock &clock, SessionResult &s) {
    if (!csv.commit(s.error)) return false;
    s.summary.insert(QStringLiteral("matches_csv"), csvRecordJson(csv));
    s.matchesCsv = QDir(o.outDir).filePath(QStringLiteral("matches.csv"));
    QStringList files{QStringLiteral("matches.csv")};
    if (o.recordUsage) {
        s.usageMissing = usageMissing(s.result.readings);
        if (s.usageMissing == 0) {
            if (!saveUsageFiles(o.outDir, usageMaps(s.result.readings, prepared), s.error)) return false;
            s.usageCsv = QDir(o.outDir).filePath(QLatin1String(kUsageCsvFile));
            files << QLatin1String(kUsageCsvFile) << QLatin1String(kUsageGroupsCsvFile);
        }
    }
    // The summary records the checksums of the files written with it, and its own (integrity.h).
    if (!sealSummary(s.summary, o.outDir, files, s.error, {{QStringLiteral("matches.csv"), csv.sha256()}})) return false;
    if (!saveAtomically(QDir(o.outDir).filePath(QStringLiteral("summary.json")), s.summaryJson(), s.error)) return false;
    clock.save(csv.rows());
    QFile::remove(QDir(o.outDir).filePath(QLatin1String(kPartialRunFile)));
    QFile::remove(QDir(o.outDir).filePath(QLatin1String(kUsageCheckpointFile)));
    return true;
}

}  // namespace

SessionResult runSession(const Experiment &e, const std::vector<PreparedReading> &prepared, const SessionOptions &o) {
    SessionResult s;
    std::unique_ptr<CsvRecordWriter> csv;
    const bool append = o.resume && continuable(*o.resume);
    SessionClock clock;
    clock.outDir = o.outDir;
    if (!o.outDir.isEmpty() && !openSessionFolder(e, prepared, o, append, csv, clock, s.error)) return s;
    s.result = playSession(e, prepared, o, append, csv.get());
    s.summary = sessionSummary(e, s.result, o.shardIndex, o.shardCount, o.sweepMetrics, &s.effects, &s.interactions);
    if (csv) {
        if (!saveSessionFolder(prepared, o, *csv, clock, s)) return s;
    } else {
        sealSummary(s.summary, {});  // nothing written: the document checks itself only
    }
    s.ok = true;
    return s;
}

}  // namespace rulelab
