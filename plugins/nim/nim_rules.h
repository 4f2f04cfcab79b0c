// plugins/nim/nim_rules.h
#pragma once
// Nim's rule options and their typed form. nimInfo() describes every option with its
// citations; NimRules is what the engine reads.

#include "game/game.h"

#include <string>

namespace rulelab::nim {

struct NimRules {
    int pile = 21;
    int maxTake = 3;
    bool misere = false;
    int start = kChancePlayer;  // the seat that moves first, or chance

    // Options must have been validated against nimInfo().
    static bool fromOptions(const Options &options, NimRules &out, std::string &error);
};

GameInfo nimInfo();

}  // namespace rulelab::nim
