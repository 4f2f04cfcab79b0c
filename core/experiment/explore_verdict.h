#pragma once
// The procedures behind explore's verdicts (issue 34): for every metric a requirement may name,
// an interval whose coverage holds whatever the distribution of the matches, at the far-in-the-
// tail levels that explore's error control asks for. The racing (explore_race.cpp) asks each
// requirement's interval at the round's level; a requirement is settled when the interval lies
// wholly inside (met) or wholly outside (violated) its range. docs/metrics.md, "Exploring".
//
//   shares (Completion, first_mover_win_rate, end_rate_*, ...)  Clopper-Pearson, exact
//   quantiles (turns_median, rounds_p90, ...)                    order statistics with exact binomial ranks
//   bounded means (turns_mean, AdvantageP1, ...)                 betting confidence bounds on the mean's range
//   Balance                                                      the same on the seat imbalance d in [-1, 1]
//   usage_similarity                                             delete-half jackknife: approximate, marked so
//
// Means whose per-match values have no known bound (laps, rounds, score margins) and pooled
// ratios (branching_factor, ...) have no distribution-free interval: explore refuses them and
// names the median or another metric instead.

#include "explore.h"
#include "sim/match_record.h"
#include "stats/reading_stats.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rulelab {

enum class VerdictMethod : uint8_t { ExactShare, ExactQuantile, BettingMean, BettingBalance, Jackknife };
const char *verdictMethodKey(VerdictMethod m);  // "clopper-pearson", "order-statistics", "betting", "betting-balance", "jackknife"
// Whether a verdict by this method is covered by explore's error guarantee (all but the jackknife).
bool verdictMethodGuaranteed(VerdictMethod m);
// The method for a requirement's metric; false, with the reason and what to use instead, for a
// metric explore gives no verdict on.
bool verdictMethodFor(const std::string &metric, VerdictMethod &out, std::string &refusal);

// The matches a candidate's verdicts rest on: the streaming statistics and, for the betting
// bounds, the per-match values in match order (only those the requirements need).
struct CandidateSample {
    enum Sequence : uint32_t { Turns = 1, LeadChanges = 2, Advantage = 4, AdvantageRule = 8, SeatOutcome = 16 };
    uint32_t keep = 0;  // which sequences to keep (sequencesNeeded)
    stats::ReadingStats stats;
    std::vector<int32_t> turns, leadChanges, advantage2, advantage2Rule, seatOutcome;
    void add(const MatchRecord &r);
};
uint32_t sequencesNeeded(const std::vector<Requirement> &requirements);

// What a verdict needs besides the sample: the bound on turns (the candidates' turn cap), and the
// observed usage maps for usage_similarity.
struct VerdictContext {
    int64_t turnBound = 0;
    const std::vector<Evidence> *evidence = nullptr;
    const std::vector<std::vector<int>> *evidenceCells = nullptr;
};

// The requirement's metric at level 1 - alpha by its verdict method (alpha = 0.05: the verdict
// method's own 95% interval). Not available when there is nothing to rest on.
stats::Interval verdictInterval(const Requirement &r, const CandidateSample &s, const VerdictContext &ctx, double alpha);

// Roughly how many more matches would settle an unsettled requirement, if the estimate stayed
// where it is and the interval narrowed as 1/sqrt(n) (an upper figure for bounded means near
// the top of their range, whose bound narrows faster): n (h/d)^2 - n rounded up to two
// significant digits, with h the distance from
// the estimate to the interval's end on the threshold's side and d the distance to the threshold.
// -1 when no number of matches would (the estimate sits on the threshold), 0 when settled.
int64_t matchesToSettle(const Requirement &r, const stats::Interval &adjusted, int64_t matches);

}  // namespace rulelab
