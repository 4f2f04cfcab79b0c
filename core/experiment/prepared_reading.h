#pragma once
// Turns what a user names (a game id, a reading id or reading file, option overrides) into
// a playable game. Shared by the CLI and the GUI so both accept and refuse the same input.

#include "plugin/plugin_registry.h"

#include <memory>
#include <string>
#include <vector>

namespace rulelab {

struct PreparedReading {
    Reading reading;  // after overrides
    Options options;  // validated, canonical
    std::shared_ptr<const Game> game;
    PluginProvenance plugin;  // the plugin build that made `game`
};

enum class InputError { None, Usage, Runtime };

// `spec` is a built-in reading id of `gameId`, or a path to a reading file (*.json).
// `overrides` are "option=value" strings applied in order. On failure returns false with a
// message naming the game, reading, file or option; `kind` says whether the user named
// something that does not exist (Usage) or a file could not be used (Runtime).
bool prepareReading(const PluginRegistry &registry, const std::string &gameId, const std::string &spec,
                    const std::vector<std::string> &overrides, const Limits &limits, PreparedReading &out, std::string &error,
                    InputError &kind);

// The same for a Reading object already in hand (the workbench's selection, a saved match's
// options): `reading.game` names the game; overrides, validation and the game as above.
bool prepareReading(const PluginRegistry &registry, const Reading &reading, const std::vector<std::string> &overrides,
                    const Limits &limits, PreparedReading &out, std::string &error, InputError &kind);

struct ReadingRef;
// The same for a reading as an experiment names it (id, file, or inline with an optional base).
bool prepareReadingRef(const PluginRegistry &registry, const std::string &gameId, const ReadingRef &ref,
                       const std::vector<std::string> &overrides, const Limits &limits, PreparedReading &out, std::string &error,
                       InputError &kind);

// A readable list of the built-in reading ids of a game, for error messages.
std::string readingIdList(const LoadedGame &game);
std::string gameIdList(const PluginRegistry &registry);

}  // namespace rulelab
