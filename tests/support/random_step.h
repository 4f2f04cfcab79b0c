#pragma once
// One step of random play for the tests that walk a match themselves (to check every state on the
// way): a chance outcome or a legal move, each drawn uniformly with the test's own generator.

#include "game/game.h"

namespace rulelab::testsupport {

// Applies to `s` (not terminal) one of its chance outcomes or legal moves, index `below(n)` of the
// n listed. False, with nothing applied, when the list is empty (a plugin bug).
template <class Below>
bool randomStep(State &s, MoveList &moves, ChanceList &chance, Below below) {
    if (s.isChance()) {
        s.chanceOutcomes(chance);
        if (chance.size == 0) return false;
        s.apply(chance[static_cast<int>(below(chance.size))].move);
        return true;
    }
    s.legalMoves(moves);
    if (moves.size == 0) return false;
    s.apply(moves[static_cast<int>(below(moves.size))]);
    return true;
}

}  // namespace rulelab::testsupport
