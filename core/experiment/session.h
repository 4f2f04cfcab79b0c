#pragma once
// One run of an experiment, the same for the command line and the workbench: prepared readings
// -> matches on all cores, streamed into matches.csv -> sweep effects -> one summary document.
// The faces only collect their inputs (flags or widgets) and show progress and results; what a
// run saves is decided here, so `rulelab-cli run` and the workbench write the same summary.json
// for the same experiment.
//
// Files, in this order (results/integrity, docs/cli.md "Large runs"): run.json (the run's record,
// for --resume after a kill), matches.csv.partial with checkpoints and usage.partial (the usage
// maps of the checkpointed rows: run_checkpoint.h), matches.csv, the usage maps
// (usage_groups.csv, usage.csv: usage_io.h), summary.json (the manifest, written last, sealed
// with the checksums of those files and its own: integrity.h), then run.json and usage.partial
// are removed. A resume continues the earlier run's match file (its rows are in run order),
// appending the missing matches, so it may be interrupted at any moment.

#include "experiment_runner.h"
#include "result_merge.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace rulelab {

// The metrics a sweep reports effects on when neither the experiment nor the caller names any.
const std::vector<std::string> &defaultSweepMetrics();

// The run's control (threads, cancel, shard, usage maps: RunControl) and what a session adds.
struct SessionOptions : RunControl {
    // Called from the worker that plays reading `readingIndex`; keep it cheap.
    std::function<void(size_t readingIndex, const RunProgress &)> progress;
    // Where matches.csv, run.json and summary.json go; empty: nothing is written.
    QString outDir;
    // The matches already played (a --resume); their records come first in matches.csv.
    const ResultPart *resume = nullptr;
    // Sweeps: the metrics to report effects on (empty: the experiment's, else the default).
    std::vector<std::string> sweepMetrics;
    // (recordUsage also saves the usage maps: usage.csv.)
};

struct SessionResult {
    bool ok = false;  // false: `error` says what could not be written (the run may have finished)
    std::string error;
    ExperimentResult result;
    std::vector<MainEffect> effects;        // sweeps of a complete, unsharded run
    std::vector<Interaction> interactions;  // likewise
    QJsonObject summary;                    // the summary document (with matches_csv when written), sealed
    QByteArray summaryJson() const;         // indented, as saved
    QString matchesCsv;                     // the saved matches.csv, or empty
    // The saved usage.csv, or empty. It is not written when a reading's map does not count all
    // of its matches: `usageMissing` says how many (a resumed run interrupted while it replayed
    // its earlier matches, or a resumed reading that had reached its precision already).
    QString usageCsv;
    int64_t usageMissing = 0;
};

// The metrics a sweep of `e` reports on, given the caller's list (may be empty).
std::vector<std::string> sweepMetricsOf(const Experiment &e, const std::vector<std::string> &requested);

// The summary document of a finished (or cancelled) run: the readings and provenance; the shard
// when sharded; and, for a complete unsharded run, the comparisons of 2+ readings (not for a
// sweep, whose cells are compared through its effects) and a sweep's main effects and
// interactions. Fills `effects`/`interactions` when it computes them.
QJsonObject sessionSummary(const Experiment &e, const ExperimentResult &result, int shardIndex, int shardCount,
                           const std::vector<std::string> &sweepMetrics, std::vector<MainEffect> *effects = nullptr,
                           std::vector<Interaction> *interactions = nullptr);

// Writes the merge of `parts` (mergeParts: `merged`, `rows`) into `outDir` as a single unsharded
// run of the whole experiment writes it: matches.csv in run order, the usage maps when every part
// has them (`usage`; else none), then summary.json, sealed (`summary`). A sweep's options must be
// in the game's order first (orderSweepOptions).
bool writeMergedResult(const QString &outDir, const std::vector<ResultPart> &parts, const ExperimentResult &merged,
                       const std::vector<std::vector<MatchRecord>> &rows, QJsonObject &summary, bool &usage,
                       std::string &error);

// Plays the experiment (whose readings `prepared` are, in order) and writes its files.
SessionResult runSession(const Experiment &e, const std::vector<PreparedReading> &prepared, const SessionOptions &options);

}  // namespace rulelab
