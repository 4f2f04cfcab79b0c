#pragma once
// Reading result folders back (summary.json + matches.csv), merging shards, and resuming
// interrupted runs. The statistics are rebuilt from the match rows, so a merged or resumed
// result is identical, byte for byte in its summary, to a single uninterrupted run.

#include "experiment_runner.h"
#include "usage_io.h"

#include <QJsonObject>
#include <QString>

#include <string>
#include <vector>

namespace rulelab {

struct ResultPart {
    QString dir;
    Experiment experiment;
    QJsonObject experimentJson;  // as written, for comparing parts
    int shardIndex = 0, shardCount = 1;
    bool cancelled = false;
    std::string engine;                             // the RuleLab that wrote it ("engine")
    PluginProvenance plugin;                        // the build of the game's rules ("plugin")
    std::vector<ReadingResult> readings;            // metadata and statistics, in experiment order
    std::vector<std::vector<MatchRecord>> records;  // per reading, sorted by match index
    // The usage maps (usage.csv with usage_groups.csv) of a result folder, when it has them and
    // they count every match: then in readings[i].stats.usage, with each board's cells here.
    bool hasUsage = false;
    std::vector<std::vector<UsageCellLabel>> usageCells;
    // Set when summary.json has no integrity record (written before RuleLab sealed its results):
    // the warning to show (translated). Its figures are rebuilt from matches.csv all the same.
    std::string integrityWarning;
    // The match file read (matches.csv, or a killed run's matches.csv.partial): its first
    // csvBytes bytes hold the csvRows rows kept; csvInRunOrder: in the order of an uninterrupted
    // run (blocks, then readings), so that a resume appends to it (session.cpp).
    QString csvFile;
    qint64 csvBytes = 0;
    int64_t csvRows = 0;
    bool csvInRunOrder = false;
};

// Parses one match row of matches.csv (see CsvRecordWriter::kHeader).
bool parseCsvRow(const QByteArray &line, std::string &reading, MatchRecord &out, std::string &error);

// Reads DIR/summary.json and DIR/matches.csv, and DIR/usage.csv with DIR/usage_groups.csv when
// they are there (see ResultPart::hasUsage); every error names the file, and the line for CSV.
// Refuses a summary edited after it was written or a data file that is not the one it was written
// with (integrity.h), a summary of another format version, a matches.csv whose row count or
// SHA-256 is not the one summary.json records (an edited or truncated file), and a row whose seed
// is not the seed of its match (seed, reading id, match index).
bool readResultFolder(const QString &dir, ResultPart &out, std::string &error);

// Checks the parts are shards of one experiment, each exactly once, covering every match, and
// merges them. `rows` receives the match records per reading in index order (for matches.csv).
// A run killed before it could save (SIGKILL, a power cut) leaves DIR/run.json, written when
// the run started (the experiment, the readings' options, the engine), and the checkpointed
// DIR/matches.csv.partial (or DIR/matches.csv when it was stopped while it saved, before its
// summary). This reads them as an interrupted part for --resume: the rows up to the last
// complete line, which must be a prefix of every reading's matches; when DIR/usage.partial
// (run_checkpoint.h) covers some of them, the rows it covers, with their usage maps.
bool readPartialRun(const QString &dir, ResultPart &out, std::string &error);
// run.json for a run with --out (see readPartialRun).
QJsonObject partialRunJson(const Experiment &e, const PluginProvenance &plugin, const std::vector<ReadingResult> &readings,
                           int shardIndex, int shardCount);
inline constexpr const char *kPartialRunFile = "run.json";
// Whether DIR holds a run's results or the traces of one (summary.json, run.json, matches.csv
// or its partial file): what `--out DIR` then continues instead of starting anew.
bool holdsRunResults(const QString &dir);

// The first option whose value differs between two readings' resolved options ("" if none),
// with both values, for an error message: "capture: 'single' here, 'chain' there".
std::string optionsDifference(const OptionValues &here, const OptionValues &there);

// The usage maps are merged (summed) when every part has them (ResultPart::hasUsage). The parts'
// records move into `rows` (the parts keep everything else).
bool mergeParts(std::vector<ResultPart> &parts, ExperimentResult &out, std::vector<std::vector<MatchRecord>> &rows,
                std::string &error);

}  // namespace rulelab
