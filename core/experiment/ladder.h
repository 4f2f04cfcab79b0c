#pragma once
// The strength ladder (issue 39): the metrics of a reading played by agents of growing strength,
// each rung's strength measured by a rating rather than taken from its parameter.
//
// A ladder is a list of cells, each an ordinary experiment over every reading, run by the run
// session (session.h) into a folder of its own under the ladder's folder:
//   self-K-AGENT   rung K against itself (self-play): the rung's metrics;
//   pair-K-L       rung K against rung L = K + 1 (adjacent rungs), the odd-numbered matches with
//                  the seats swapped, so both seat orders are played equally: the ratings.
// Every cell has the ladder's seed, so match i of a cell depends only on (seed, reading, i) and
// the agents: the same on any thread count. An interrupted ladder continues with the same
// command: finished cells are read back, an interrupted one is resumed as `run --out` does, and
// the rest are played. summary.json (format "rulelab-ladder", sealed with the cells' summaries,
// integrity.h) is written last and atomically.
//
// A ladder splits into shards as a run does: shard K of N plays shard K of N of every cell's
// matches into a folder of its own, with a summary.json of format "rulelab-ladder-shard" (the
// ladder, the shard, the cells' checksums; no ratings); mergeLadder combines the N shard folders
// cell by cell, as `merge` combines a run's, into the folder a ladder run in one go writes, byte
// for byte. A shard interrupted continues as a whole ladder does (its cells keep their shard).
//
// Per reading: the rungs' ratings by a Bradley-Terry fit (stats/bradley_terry.h) of the pair
// cells, anchored at the first `random` rung (else the first rung) and on the Elo scale; whether
// each metric has settled between the two top rungs (the comparison test of that metric's row,
// compareReadings: settled when the 95% interval of the difference lies within +-margin); and,
// when the reading's state graph has at most `solveNodes` states, its exact value under best play
// as the ladder's limit.

#include "experiment.h"
#include "experiment_runner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace rulelab {

inline constexpr int kLadderFormatVersion = 1;
inline constexpr int64_t kDefaultLadderSolveNodes = 200000;
// The default margins of the settle test: shares, scores and proportions: 0.05 absolute; the
// dominance of lengths (Cliff's delta, 2 theta - 1): 0.10, i.e. 0.05 on theta; every other
// metric: 10% of the top rung's value.
inline constexpr double kLadderShareMargin = 0.05;
inline constexpr double kLadderRelativeMargin = 0.10;

struct Ladder {
    Experiment base;  // game, readings, overrides, matches, seed, limits (its agents are not used)
    std::vector<AgentSpec> rungs;
    std::map<std::string, double> margins;          // settle margins by metric (else the defaults above)
    int64_t solveNodes = kDefaultLadderSolveNodes;  // 0: never solve
};

// The ladder's own record (summary.json's "ladder").
QJsonObject ladderToJson(const Ladder &l);
// Parses "random,greedy,mcts:100": at least two rungs, none twice. Errors name the agent.
bool parseLadderAgents(const std::string &text, std::vector<AgentSpec> &out, std::string &error);

struct LadderCell {
    std::string folder;  // under the ladder's folder
    bool selfPlay = true;
    int a = 0, b = 0;  // rungs (a == b for self-play)
    Experiment experiment;
};
std::vector<LadderCell> ladderCells(const Ladder &l);

// The run's control (threads, cancel, shard: RunControl; the ladder records no usage maps).
struct LadderOptions : RunControl {
    QString outDir;  // empty: nothing written (and nothing resumed)
    // Called before each cell is played (or read back: `resumed` says how many of its matches
    // were kept).
    std::function<void(size_t cell, size_t cells, const LadderCell &, int64_t resumed)> cellStarted;
    std::function<void(size_t readingIndex, const RunProgress &)> progress;
};

struct LadderResult {
    bool ok = false;
    std::string error;
    bool cancelled = false;
    std::vector<ExperimentResult> cells;  // in ladderCells order (those played so far when cancelled)
    QJsonObject summary;                  // complete ladders (or shards) only
};

LadderResult runLadder(const Ladder &l, const std::vector<PreparedReading> &prepared, const LadderOptions &options);

inline constexpr const char *kLadderShardFormat = "rulelab-ladder-shard";
// The ladder's record, written into its folder when it starts and removed once its summary is
// written: what `ladder --resume DIR` continues (the ladder and its shard) without arguments.
inline constexpr const char *kLadderRecordFile = "ladder.json";
inline constexpr const char *kLadderRecordFormat = "rulelab-ladder-record";
QJsonObject ladderRecordJson(const Ladder &l, int shardIndex, int shardCount);
// The ladder and shard of DIR: its record, else its summary (a finished ladder or shard).
bool readLadderRecord(const QString &dir, Ladder &out, int &shardIndex, int &shardCount, std::string &error);

// The summary of a finished shard (no ratings: they need every match).
QJsonObject ladderShardSummary(const Ladder &l, const std::vector<ExperimentResult> &cells, int shardIndex, int shardCount);
// Adds the cells' summaries' checksums to `summary`, seals it and saves DIR/summary.json.
bool writeLadderSummary(const QString &outDir, const std::vector<LadderCell> &cells, QJsonObject &summary,
                        std::string &error);

// A shard folder's ladder and shard (its summary.json, format kLadderShardFormat, verified with its
// integrity record); errors name the file and field.
struct LadderPart {
    QString dir;
    Ladder ladder;
    QJsonObject ladderJson;  // as written, for comparing parts
    int shardIndex = 0, shardCount = 1;
    QJsonArray cells;  // folder and summary_sha256 of each cell
};
bool readLadderPart(const QString &dir, LadderPart &out, std::string &error);

// Merges the shard folders of one ladder (every shard exactly once, the same ladder, engine and
// plugin) into `outDir`: each cell merged as `merge` merges a run, then the ladder's summary.
// `prepared` are the ladder's readings, prepared as for runLadder.
LadderResult mergeLadder(const std::vector<LadderPart> &parts, const std::vector<PreparedReading> &prepared,
                         const QString &outDir);

// Whether the top rung of one reading of a ladder's summary (an entry of its "readings") has
// reached the ladder's limit: NotSolved (the board was not solved: no limit), Reached (the 95%
// interval of the top rung's AdvantageP1 holds the exact first mover's points) or NotYet (it does
// not, or the top rung's AdvantageP1 has no value). The one answer the table, the figure and the
// workbench give.
enum class LadderLimit { NotSolved, Reached, NotYet };
LadderLimit ladderLimit(const QJsonObject &reading);

// The summary document of a complete ladder (ladder_summary.cpp).
QJsonObject ladderSummary(const Ladder &l, const std::vector<PreparedReading> &prepared,
                          const std::vector<ExperimentResult> &cells);

}  // namespace rulelab
