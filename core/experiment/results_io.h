#pragma once
// Result files: `summary.json` (per reading: options, outcomes, end reasons, durations,
// metrics with intervals; plus the experiment and the metric definitions) and `matches.csv`
// (one row per match, streamed). The summary key names are a stable contract: later
// versions add keys but never rename them.

#include "experiment_runner.h"
#include "plugin/file_access.h"

#include <QByteArray>
#include <QJsonArray>
#include <QCryptographicHash>
#include <QFile>
#include <QJsonObject>
#include <QSaveFile>
#include <QString>

#include <map>
#include <memory>
#include <chrono>
#include <functional>
#include <string>
#include <vector>

namespace rulelab {

// 2: ended_by, outcomes_by_rule and round counts in summaries; three more matches.csv columns.
inline constexpr int kSummaryFormatVersion = 2;
const char *engineVersion();
// "plugin": {"id", "file", "version", "sha256"} in summary.json and run.json.
QJsonObject pluginProvenanceJson(const PluginProvenance &p);
PluginProvenance pluginProvenanceFromJson(const QJsonObject &o);
// The first field that differs ("" if none), for an error: "sha256 'ab12…' here, 'cd34…' there".
std::string provenanceDifference(const PluginProvenance &here, const PluginProvenance &there);

QJsonObject readingResultToJson(const ReadingResult &r, const std::array<AgentSpec, 2> &agents);
// The reading a result is of, as a summary writes it: "reading", "name" and "source" when known,
// and "options", inserted into `o`.
void insertReadingIdentity(QJsonObject &o, const ReadingResult &r);
QJsonObject metricDefinitionsJson();
// The summary document of a result: format, engine, plugin, experiment, readings, metric
// definitions (the session adds shard, comparisons and effects: session.h).
QJsonObject summaryObject(const ExperimentResult &result);
// `omit`: metrics left out of every pair (their Bonferroni families are their own, so the others'
// adjustments do not change); a primary metric that is omitted is not a claim.
QJsonObject comparisonsJson(const ExperimentResult &result, const std::vector<std::string> &omit = {});
// Whether a compared metric means the same thing in any two-player game (outcomes, how matches
// end, balance, branching), so that readings of games with different engines may be compared on
// it; lengths in turns, laps and rounds, captures, lead changes and score margins are counted in
// each engine's own units and are compared only between games of one engine.
bool metricMeansTheSameInEveryGame(const std::string &key);
QJsonObject mainEffectsJson(const std::vector<MainEffect> &effects);
QJsonArray interactionsJson(const std::vector<Interaction> &interactions);

// Writes matches.csv as records arrive: into the named, append-only partial file
// `<path>.partial`, with a checkpoint (written to the disk) a second after the first row it has
// not saved, whether the matches are fast or slow (RecordSink::idle), so that a killed run
// (SIGKILL) loses at most about the last second and `--resume` can continue from it; commit()
// renames the finished file to `path` (atomic). With usage checkpoints, each checkpoint also
// saves the usage maps of exactly the rows saved (run_checkpoint.h). A failed write (a full
// disk) stops the writer at once, and commit() reports the system's reason. When checkpoints
// happen never changes what the file holds.
class CsvRecordWriter final : public RecordSink {
public:
    static constexpr const char *kHeader =
        "reading,match,seed,first_player,swapped,result,first_mover_outcome,end_reason,score0,score1,"
        "turns,laps,rounds,captures,decisions,branch_sum,forced,lead_changes,ended_by,rounds_by_rule,rounds_by_guard\n";
    explicit CsvRecordWriter(const QString &path);
    ~CsvRecordWriter() override;
    bool open(std::string &error);
    // Continues a file whose first `bytes` bytes (header included) hold `rows` complete rows, in
    // the order an uninterrupted run writes them: `source` is this writer's partial file, or is
    // moved there (`move`: an earlier run's matches.csv in the same folder), or else copied. The
    // usage checkpoint of those rows (when complete) is saved before anything is moved.
    bool openContinuing(const QString &source, qint64 bytes, int64_t rows, bool move, std::string &error);
    // Usage checkpoints into `path` (DIR/usage.partial); `seedUsage` gives the maps of the rows
    // a continued file holds, `usageIncomplete` says they are not known (no checkpoint is saved).
    void enableUsageCheckpoints(const QString &path) { usagePath_ = path; }
    void seedUsage(const std::string &readingId, const stats::UsageStats &usage);
    void usageIncomplete() { usageComplete_ = false; }
    void setReading(const std::string &readingId);
    // Called after each checkpoint has reached the disk, with the rows it holds (the session keeps
    // the run's timing with it: part_status.h).
    void onCheckpoint(std::function<void(int64_t rows)> hook) { checkpointHook_ = std::move(hook); }
    void consume(const MatchRecord &r) override;
    void idle() override;
    bool commit(std::string &error);
    // After commit(): the number of match rows and the SHA-256 of the whole file (hex), which
    // summary.json records as "matches_csv" so that merge and --resume can check the file.
    int64_t rows() const { return rows_; }
    QString sha256() const { return QString::fromLatin1(hash_.result().toHex()); }
    static QString partialPath(const QString &path) { return path + QStringLiteral(".partial"); }

private:
    bool flush(bool sync);
    void checkpoint();
    bool saveUsageCheckpoint();
    size_t usageSlot(const std::string &readingId);
    QString path_;
    QFile file_;
    QByteArray reading_, buffer_;
    QCryptographicHash hash_{QCryptographicHash::Sha256};

    int64_t rows_ = 0, bytes_ = 0, checkpointedRows_ = 0;  // bytes_: written to the file
    bool failed_ = false, committed_ = false;
    QString writeError_;
    std::chrono::steady_clock::time_point lastCheckpoint_;
    std::chrono::steady_clock::duration checkpointEvery_ = std::chrono::seconds(1);
    // Usage checkpoints: every reading's map over the rows written, and the current reading's slot.
    QString usagePath_;
    bool usageComplete_ = true;
    std::vector<std::pair<std::string, stats::UsageStats>> usage_;
    std::map<std::string, size_t> usageIndex_;
    size_t current_ = 0;
    std::function<void(int64_t rows)> checkpointHook_;
};
// The "matches_csv" record of a summary: {"rows": N, "sha256": "..."}.
QJsonObject csvRecordJson(const CsvRecordWriter &csv);
QByteArray csvRow(const QByteArray &reading, const MatchRecord &r);
// Writes every reading's rows (each in match order) in the order a single uninterrupted run
// writes them: block by block of kPrecisionBlock match indices, and within a block reading by
// reading. merge uses it, so that merged shards give the single run's file byte for byte.
void writeRowsInRunOrder(CsvRecordWriter &csv, const std::vector<std::string> &readingIds,
                         const std::vector<std::vector<MatchRecord>> &rows);

// Creates `dir` if needed and checks it is a writable folder.
bool prepareOutputDir(const QString &dir, std::string &error);
// saveAtomically (plugin/file_access.h) writes a whole file atomically.
// Copies the regular file `from` to `to` atomically (QSaveFile), a megabyte at a time: a
// matches.csv of gigabytes is never held in memory.
bool copyAtomically(const QString &from, const QString &to, std::string &error);

}  // namespace rulelab
