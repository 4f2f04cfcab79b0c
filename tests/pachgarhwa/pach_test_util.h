#pragma once
// Helpers for the Pachgarhwa rule tests: the shared two-row helpers (tests/kits/two_row_test_util.h:
// Rows, rows, setRows, setBha, counterSum, liveHoles, legal, endRoundWith) bound to Pachgarhwa
// by TWO_ROW_TEST_BINDING.
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
// baseValues(): the catalogue's defaults (P2-like), with South moving first and, so that a single
// move can be studied without the round ending behind it, a player with nothing to sow passing.
// endRoundWith(g, south, north) ends round 1 with the given totals: South's last counter is h0; he
// sows it into h1, North has nothing to sow, so the round ends (PG-7 opponent_takes_all or
// each_takes_own_row) and h1 goes to South. Returns the state after the refill (in a Fill or Bha
// phase, or in round 2).
TWO_ROW_TEST_BINDING(PachState, pachInfo, makePachGame)

inline int store(const State &s, int seat) { return ks(s).pos().board.store[static_cast<size_t>(seat)]; }

}  // namespace pgtest
