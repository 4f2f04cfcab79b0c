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
    const GameInfo info = nimInfo();
    Reading r{info.id, "test", "test", "", "", info.defaults(), ""};
    for (const auto &o : overrides)
        if (!applyOverride(info, r, o).empty()) return nullptr;
    Options options;
    std::vector<std::string> errors;
    if (!resolveOptions(info, r, options, errors)) return nullptr;
    std::string error;
    return makeNimGame(options, Limits{}, error);
}

}  // namespace rulelab::nim
