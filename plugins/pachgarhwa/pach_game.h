#pragma once
// Pachgarhwa's game: the two-row engine (core/kits/two_row_engine.h) under pachInfo()'s options.
// PachState and PachGame name the engine's state and game for this plugin and its tests.

#include "kits/two_row_engine.h"
#include "pach_rules.h"

#include <memory>

namespace rulelab::pachgarhwa {

using PachState = kits::engine::EngineState;
using PachGame = kits::engine::EngineGame;
using kits::engine::kNorthRow;

// The factory the plugin and the tests use: the engine under pachInfo().
std::unique_ptr<Game> makePachGame(const Options &options, const Limits &limits, std::string &error);

}  // namespace rulelab::pachgarhwa
