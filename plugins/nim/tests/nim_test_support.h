// plugins/nim/tests/nim_test_support.h
#pragma once
// A Nim game from option overrides ("pile=5", "first_player=first"), for the tests.
#include "nim_game.h"

#include "game/reading.h"

#include <memory>
#include <string>
#include <vector>

namespace rulelab::nim {

inline std::unique_ptr<Game> nimWith(const std::vector<std::string> &overrides) {
    Options options;
    std::string error;
    if (!defaultOptionsWith(nimInfo(), overrides, options, error)) return nullptr;
    return makeNimGame(options, Limits{}, error);
}

}  // namespace rulelab::nim
