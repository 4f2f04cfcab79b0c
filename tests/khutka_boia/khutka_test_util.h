#pragma once
// Helpers for the Khutka Boia rule tests: the shared two-row helpers (tests/kits/two_row_test_util.h:
// Rows, rows, setRows, setBha, counterSum, liveHoles, legal, endRoundWith) bound to Khutka Boia
// by TWO_ROW_TEST_BINDING.
//
// Boards are drawn as the catalogue draws them, North's row on top read h9 h8 h7 h6 h5 and
// South's row below read h0 h1 h2 h3 h4; "x" (-1) is a dead hole, "*" marks the bha:
//
//      N  h9 h8 h7 h6 h5
//      S  h0 h1 h2 h3 h4

#include "khutka_game.h"
#include "../kits/two_row_test_util.h"

namespace kbtest {

using namespace rulelab;
using namespace rulelab::khutka;
// baseValues(): the catalogue's baseline (R4), with South moving first and, so that a single move
// can be studied without the round ending behind it, a player with nothing to sow passing.
// endRoundWith(g, south, north) ends round 1 with the given totals: South's last counter is h0; he
// sows it into h1, North has nothing to sow, so the round ends (KB-10 each_takes_own_row or KB-11
// one_left) and h1 goes back to South. Needs a game where that ends the round. Returns the state
// after the refill arithmetic (in a Fill or Bha phase, or in round 2).
TWO_ROW_TEST_BINDING(KhutkaState, khutkaInfo, makeKhutkaGame)

}  // namespace kbtest
