// The two-row engine's stores in the loop and holes kept in the loop (the added rules end_holes =
// stores and dead_holes = in_loop, round_end = none_to_sow; Ludii's Bay Khom): the parts of
// EngineState (two_row_engine.h) that take no trace sink.
#include "kits/two_row_engine.h"

#include <algorithm>

namespace rulelab::kits::engine {

using kits::tworow::byTotals;
using kits::tworow::ix;

// dead_holes = in_loop: once the groups are placed, the holes left unfilled (not live) are idle for
// the round, starting no turn, and every hole is back in the sowing loop.
void EngineState::keepDeadInLoop() {
    if (!game_->rules().deadInLoop) return;
    auto &b = pos_.board;
    pos_.idle = static_cast<uint16_t>(bs().allMask() & ~b.live & ~game_->rules().storeHoles);
    b.live = bs().allMask();
}

// end_holes = stores under match_end = cannot_fill: at a round's end (the board shared out), a
// player whose total cannot refill his head and one hole besides loses; both: the totals decide.
// Decided at once, before any refill move, since no choice of holes changes it. True when it ended.
bool EngineState::storeThresholdEnds() {
    const Rules &R = game_->rules();
    if (R.multiRound == MultiRound::None || R.matchEnd != MatchEnd::CannotFill) return false;
    const int need = R.headCount + bs().perHole;
    const bool short0 = total(kSouth) < need, short1 = total(kNorth) < need;
    if (!short0 && !short1) return false;
    terminate(EndReason::Finished, short0 && short1 ? byTotals(total(kSouth), total(kNorth)) : short0 ? Result::Win1 : Result::Win0);
    return true;
}

// round_end = none_to_sow: the round ends when neither player has a hole he may start from that
// holds a counter (stores in the loop and idle holes may still hold some).
RoundEndCause EngineState::noneToSow() const {
    return hasLegalStart(kSouth) || hasLegalStart(kNorth) ? RoundEndCause::None : RoundEndCause::NoMove;
}

}  // namespace rulelab::kits::engine
