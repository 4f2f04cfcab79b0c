#pragma once
// Helpers for the Pachgarhwa rule tests: the shared two-row helpers (tests/kits/two_row_test_util.h:
// Rows, rows, setRows, setBha, counterSum, liveHoles, legal, endRoundWith) bound to Pachgarhwa.
//
// Boards are drawn as the catalogue draws them, North's row on top read h9 h8 h7 h6 h5 and
// South's row below read h0 h1 h2 h3 h4; "x" (-1) is a dead hole, "*" marks the bha:
//
//      N  h9 h8 h7 h6 h5
//      S  h0 h1 h2 h3 h4

#include "pach_game.h"
#include "../kits/two_row_test_util.h"

namespace pgtest {

using namespace rulelab;
using namespace rulelab::pachgarhwa;
using tworowtest::counterSum;
using tworowtest::legal;
using tworowtest::liveHoles;
using tworowtest::rows;
using tworowtest::Rows;
using tworowtest::setBha;
using tworowtest::setRows;

// The catalogue's defaults (P2-like), with South moving first and, so that a single move can be
// studied without the round ending behind it, a player with nothing to sow passing.
inline OptionValues baseValues() { return tworowtest::singleMoveValues(pachInfo()); }

inline std::unique_ptr<Game> makeGame(std::initializer_list<const char *> sets = {}, Limits limits = {},
                                      OptionValues base = baseValues()) {
    return tworowtest::makeGameOf(pachInfo(), makePachGame, sets, limits, base);
}

inline PachState &ks(State &s) { return static_cast<PachState &>(s); }
inline const PachState &ks(const State &s) { return static_cast<const PachState &>(s); }

// Ends round 1 with the given totals: South's last counter is h0; he sows it into h1, North has
// nothing to sow, so the round ends (PG-7 opponent_takes_all or each_takes_own_row) and h1 goes
// to South. Returns the state after the refill (in a Fill or Bha phase, or in round 2).
inline std::unique_ptr<State> endRoundWith(const Game &g, int south, int north) {
    return tworowtest::endRoundWith<PachState>(g, south, north);
}

inline int store(const State &s, int seat) { return ks(s).pos().board.store[static_cast<size_t>(seat)]; }

}  // namespace pgtest
