#pragma once
// The invariants of a two-row position at every moment (State::checkInvariants of the two-row
// games; only the tests call it): every counter accounted for, dead holes and holes past the ring
// empty, no store or reserve negative, the bha a hole of the board or none, and a seat to move in
// every phase a seat moves in.

#include "kits/board_size.h"
#include "kits/two_row_position.h"

#include <string>

namespace rulelab::kits {

inline bool checkRoundInvariants(const RoundPosition &p, const BoardSize &bs, std::string &why) {
    using tworow::ix;
    const SowBoard &b = p.board;
    int sum = b.store[0] + b.store[1] + p.reserve[0] + p.reserve[1];
    for (int h = 0; h < kMaxHoles; ++h) {
        const int n = b.counts[ix(h)];
        sum += n;
        if (n > 0 && (h >= bs.holes || !b.isLive(h))) {
            why =
                "h" + std::to_string(h) + (h >= bs.holes ? " is past the board" : " is dead") + " but holds " + std::to_string(n);
            return false;
        }
    }
    if (sum != bs.counters) {
        why = "holes + stores + reserves hold " + std::to_string(sum) + " counters, not " + std::to_string(bs.counters);
        return false;
    }
    if ((b.live & ~bs.allMask()) != 0) {
        why = "a hole past the board is live";
        return false;
    }
    for (int s = 0; s < 2; ++s)
        if (b.store[ix(s)] < 0 || p.reserve[ix(s)] < 0) {
            why = std::string(tworow::seatName(s)) + "'s store or reserve is negative";
            return false;
        }
    // (Not necessarily a live one: Khutka Boia's ludii-portal reading plays on with a dead bha.)
    if (b.special >= bs.holes || b.special < -1) {
        why = "the bha h" + std::to_string(b.special) + " is not a hole of the board";
        return false;
    }
    const bool seatMoves = p.phase == Phase::Play || p.phase == Phase::Fill || p.phase == Phase::Bha;
    if (seatMoves && p.toMove != kSouth && p.toMove != kNorth) {
        why = "no seat to move (" + std::to_string(p.toMove) + ") in a phase a seat moves in";
        return false;
    }
    return true;
}

}  // namespace rulelab::kits
