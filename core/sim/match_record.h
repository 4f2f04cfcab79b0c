#pragma once
// One simulated match, as the runner records it. Summaries are computed from records only.

#include "game/game.h"

#include <array>
#include <cstdint>
#include <vector>

namespace rulelab {

struct MatchRecord {
    int64_t index = 0;        // match index within its reading
    uint64_t seed = 0;        // the match's own seed (see matchSeed)
    int8_t firstPlayer = -1;  // seat that started the match (the first to take a turn, a throw included)
    Result result = Result::None;
    EndReason endReason = EndReason::None;
    EndedBy endedBy = EndedBy::Cap;  // by rule, by a proven guard, or by a cap (see EndedBy)
    std::array<int, 2> scores{0, 0};
    MatchProgress progress;
    int8_t swapped = 0;       // 1 when the two agents swapped seats for this match
    int64_t decisions = 0;    // player decisions counted by the runner
    int64_t branchSum = 0;    // sum over decisions of the number of legal moves
    int64_t forced = 0;       // decisions with exactly one legal move
    int32_t leadChanges = 0;  // times the leader (by score) changed hands
    std::vector<Move> moves;  // every applied move incl. chance outcomes, when recorded
    // How often the match used each board cell (usage maps, issue 20), when recorded
    // (RunOptions::recordUsage); hasUsage says whether it was. Records read back from
    // matches.csv have none.
    bool hasUsage = false;
    CellUsage usage;

    // Outcome from the first mover's point of view: +1 first won, -1 second won, 0 draw,
    // and 2 when undecided (a guard ended the match without a result).
    int firstMoverOutcome() const;
    // Sets endedBy from the end reason and the rounds ended by a guard; for games without
    // rounds (both round counts 0), also the round counts from the match's end.
    void settleEnd();
};

}  // namespace rulelab
