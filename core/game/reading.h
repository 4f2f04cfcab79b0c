#pragma once
// A reading: a game plus a complete set of rule-option choices, with the source it follows.

#include "game_info.h"

#include <string>
#include <vector>

namespace rulelab {

struct Reading {
    std::string game;  // game id
    std::string id;    // e.g. "aibdd-literal"
    std::string name;
    std::string description;  // what it follows and where it departs from its source
    std::string source;       // the source it follows, e.g. "S0 (AIBDD, after Das Gupta 1926)"
    OptionValues values;      // a value for every option
    std::string origin;       // where it was loaded from (file path or "builtin"); not saved
};

// A reading as a file or a record names it: its game, id, name and option values (no
// description, source or origin).
Reading namedReading(std::string game, std::string id, std::string name, OptionValues values);

// Checks a reading against a game's options. Each error names the reading, the option and
// what is allowed. An empty result means valid.
std::vector<std::string> validateReading(const GameInfo &game, const Reading &reading);

// Validates and canonicalises; on failure returns false and fills `errors`.
bool resolveOptions(const GameInfo &game, const Reading &reading, Options &out, std::vector<std::string> &errors);

// Applies an override "option=value" to a reading. Returns an error text or "" on success.
// The value is checked against the option (unknown options and bad values are errors).
std::string applyOverride(const GameInfo &game, Reading &reading, const std::string &assignment);

// The options of `reading` with each "option=value" of `overrides` applied (applyOverride) and
// then validated (resolveOptions): for tests and tools that start from a reading and change a
// few values. On failure returns false with the first error.
bool optionsWithOverrides(const GameInfo &game, Reading reading, const std::vector<std::string> &overrides, Options &out,
                          std::string &error);
// The same from the game's default for every option.
bool defaultOptionsWith(const GameInfo &game, const std::vector<std::string> &overrides, Options &out, std::string &error);

}  // namespace rulelab
