#pragma once
// Usage maps (issue 20): how often each board cell was used over a reading's matches, and how
// closely that agrees with an observed map (wear on a carved board, a reported tally).
//
// A reading's map is streamed: the runner counts each match's usage (CellUsage, game/game.h)
// and UsageStats adds it to the totals and to one of kUsageGroups groups by match index
// (index mod kUsageGroups), so memory never grows with the number of matches and the totals
// are a deterministic function of the matches played, whatever the thread count.
//
// Similarity is Spearman's rank correlation between the observed intensities and the
// simulated ones over the cells the observation names, with an interval from the matches: the
// delete-half (delete-d) jackknife over the groups that hold matches (Student t with one degree
// of freedom fewer than the groups), at the level asked for (docs/metrics.md).

#include "distributions.h"
#include "game/game.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace rulelab::stats {

inline constexpr int kUsageGroups = 20;

// What a usage map counts per cell.
enum class UsageMeasure : uint8_t {
    All,  // lifted + sown + captured + landed (the default: every use of the cell)
    Lifted,
    Sown,
    Captured,
    Landed,
};
const char *usageMeasureKey(UsageMeasure m);  // "all", "lifted", "sown", "captured", "landed"
bool usageMeasureFromKey(const std::string &key, UsageMeasure &out);

class UsageStats {
public:
    void add(int64_t matchIndex, const CellUsage &usage);
    void merge(const UsageStats &o);
    bool empty() const { return matches_ == 0; }
    int64_t matches() const { return matches_; }
    // Totals over every match, per kind and cell.
    uint64_t total(UsageKind kind, int cell) const;
    // The total of `measure` at `cell`, over every match or over one group.
    uint64_t value(UsageMeasure measure, int cell) const;
    uint64_t groupValue(int group, UsageMeasure measure, int cell) const;
    int64_t groupMatches(int group) const { return groupMatches_[static_cast<size_t>(group)]; }
    // Restoring a map saved to a file (experiment/usage_io.h): `n` of `kind` at `cell` added to
    // group `group` and to the totals (to the totals only when group < 0, for a file without
    // its groups), and `matches` matches added to the group (to the count only when group < 0).
    void addCounts(int group, UsageKind kind, int cell, uint64_t n);
    void addMatches(int group, int64_t matches);

private:
    int64_t matches_ = 0;
    std::array<int64_t, kUsageGroups> groupMatches_{};
    std::array<std::array<uint64_t, kMaxUsageCells>, kUsageKinds> total_{};
    std::array<std::array<std::array<uint64_t, kMaxUsageCells>, kUsageKinds>, kUsageGroups> group_{};
};

// An observed usage map: intensities for named cells, read from a CSV of "cell,value" rows
// (a header row "cell,<measure>" names what the intensities measure: all, lifted, sown,
// captured or landed; "cell,value" means all). Lines starting with '#' are comments.
struct ObservedUsage {
    std::string origin;  // the file it came from (for messages and provenance)
    UsageMeasure measure = UsageMeasure::All;
    std::vector<std::string> labels;  // cell labels as the board names them (h3, A8, c12)
    std::vector<double> values;
};
// Parses the CSV text; errors name the origin and the line.
bool parseObservedUsage(const std::string &text, const std::string &origin, ObservedUsage &out, std::string &error);
// Maps the observed labels to cell ids with the board's labels (BoardCell::label and ::id);
// an unknown label is an error naming it and the board's labels.
bool resolveObservedCells(const ObservedUsage &observed, const BoardView &board, std::vector<int> &cells, std::string &error);

// Spearman's rank correlation of x and y (average ranks for ties); 0 when either is constant.
double spearman(const std::vector<double> &x, const std::vector<double> &y);

// The similarity of the simulated map (`measure` of `observed`, at `cells`) with the observed
// intensities: Spearman's rho with its jackknife interval at level 1 - alpha (not available
// below 2 non-empty groups).
Interval usageSimilarity(const UsageStats &simulated, const ObservedUsage &observed, const std::vector<int> &cells,
                         double alpha = 0.05);

}  // namespace rulelab::stats
