#pragma once
// Checkpoints of a run: CsvRecordWriter (results_io.h) continues an earlier run's match file
// and checkpoints it by time (run_checkpoint.cpp). The usage checkpoint, DIR/usage.partial: the
// usage maps of the rows a run has checkpointed in DIR/matches.csv.partial, saved atomically
// after those rows reach the disk and naming how many rows (and bytes of the file) it covers. A
// --resume after a kill keeps exactly those rows with their maps, so it plays only the missing
// matches instead of replaying the kept ones to count their usage. It is the run's working file:
// a finished (or cancelled) run removes it, and it never changes what the result files hold.

#include "stats/usage_map.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace rulelab {

inline constexpr const char *kUsageCheckpointFile = "usage.partial";

struct UsageCheckpoint {
    int64_t rows = 0;   // match rows of the match file covered (the first ones)
    int64_t bytes = 0;  // the match file's length up to the end of those rows (its header included)
    std::vector<std::pair<std::string, stats::UsageStats>> readings;  // by reading id
};

QByteArray usageCheckpointText(int64_t rows, int64_t bytes,
                               const std::vector<std::pair<std::string, stats::UsageStats>> &readings);
// Reads DIR/usage.partial; `found` is false (and true returned) when there is none.
bool readUsageCheckpoint(const QString &dir, UsageCheckpoint &out, bool &found, std::string &error);

}  // namespace rulelab
