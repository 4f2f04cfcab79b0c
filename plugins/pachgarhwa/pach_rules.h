#pragma once
// Pachgarhwa's rule options (catalogue chapter 2, PG-1 .. PG-10, Addendum A, plus the section 4
// guards): pachInfo() describes every option with its citations. The engine that plays them is the
// two-row kit's (core/kits/two_row_engine.h); the typed rules it reads are kits::engine::Rules,
// named here as Pachgarhwa's (PachRules and its enums) for this plugin and its tests.

#include "game/game.h"
#include "kits/two_row_engine_rules.h"

#include <string>

namespace rulelab::pachgarhwa {

// The seats, the historical board (PG-1), the move numbers, phases and round ends, as every
// two-row mancala here has them (kits/two_row_position.h). The experimental options
// holes_per_row and counters_per_hole change the board for exact state-graph analysis; the
// engine reads the rules' board, never these.
using namespace kits::two_row_names;

// PG-2 .. PG-10 and the guards in typed form (FirstPlayer, StartHole, NoMove, RoundEnd, Leftover,
// MultiRound, FillOrder, RoundStarter, MatchEnd, StallPolicy).
using namespace kits::engine;
using PachRules = kits::engine::Rules;

GameInfo pachInfo();

}  // namespace rulelab::pachgarhwa
