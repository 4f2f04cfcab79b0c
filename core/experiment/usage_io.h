#pragma once
// Usage maps on disk (issue 20), beside summary.json and matches.csv:
//  - usage.csv: reading,cell,label,lifted,sown,captured,landed: one row per reading per cell of
//    its board (the reading's initial boardView(), cell ids below kMaxUsageCells), in board
//    order: the totals over the reading's matches;
//  - usage_groups.csv: reading,group,matches,cell,lifted,sown,captured,landed: the same per group
//    of matches (match index mod stats::kUsageGroups, groups that hold matches only), from which
//    the similarity's jackknife interval is computed and merge and --resume rebuild the map.
// Both are functions of the matches played only, so any thread count and any split into shards
// give the same bytes. summary.json lists them, with their checksums, in its integrity record
// (integrity.h) when they were written with it.

#include "experiment_runner.h"
#include "stats/usage_map.h"

#include <QByteArray>
#include <QString>

#include <string>
#include <vector>

namespace rulelab {

inline constexpr const char *kUsageCsvFile = "usage.csv";
inline constexpr const char *kUsageGroupsCsvFile = "usage_groups.csv";

struct UsageCellLabel {
    int id = 0;
    std::string label;
};

// One reading's usage map with the cells it is drawn on.
struct ReadingUsage {
    std::string reading;
    std::vector<UsageCellLabel> cells;  // in board order
    stats::UsageStats usage;
    bool grouped = true;  // read back: false when usage_groups.csv was missing (totals only)
};

// The board's cells that have usage counts (ids below kMaxUsageCells), in its order.
std::vector<UsageCellLabel> usageCells(const BoardView &board);
// The files' contents (header line first).
QByteArray usageCsv(const std::vector<ReadingUsage> &maps);
QByteArray usageGroupsCsv(const std::vector<ReadingUsage> &maps);
// Writes DIR/usage_groups.csv, then DIR/usage.csv, each atomically.
bool saveUsageFiles(const QString &dir, const std::vector<ReadingUsage> &maps, std::string &error);
// Removes both (a run that cannot write them must not leave an earlier run's behind).
void removeUsageFiles(const QString &dir);
// Reads DIR/usage.csv and, when present, DIR/usage_groups.csv (whose groups must add up to
// usage.csv's totals). `found` is false, and true is returned, when there is no usage.csv.
// Errors name the file and the line.
bool readUsageFiles(const QString &dir, std::vector<ReadingUsage> &out, bool &found, std::string &error);

// Whether every reading's usage map counts every one of its matches (a resumed reading whose
// matches could not be replayed does not).
bool usageComplete(const std::vector<ReadingResult> &readings);
// The matches of `readings` whose usage is not counted.
int64_t usageMissing(const std::vector<ReadingResult> &readings);
// The maps of a run's readings, on the boards of the prepared readings of the same ids.
std::vector<ReadingUsage> usageMaps(const std::vector<ReadingResult> &readings, const std::vector<PreparedReading> &prepared);

}  // namespace rulelab
