#pragma once
// Turns what a user names (a game id, a reading id or reading file, option overrides) into
// a playable game. Shared by the CLI and the GUI so both accept and refuse the same input.

#include "plugin/plugin_registry.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace rulelab {

struct PreparedReading {
    Reading reading;  // after overrides
    Options options;  // validated, canonical
    std::shared_ptr<const Game> game;
    PluginProvenance plugin;  // the plugin build that made `game`
};

enum class InputError { None, Usage, Runtime };

// `spec` is a built-in reading id of `gameId`, a path to a reading file (*.json), or a
// combination "BASE[OPTION=VALUE,...]" (BASE a reading id or file, the options in any order): the
// base with those values, named by its canonical combinationId, so that `run` plays exactly the
// matches of the sweep cell or explore candidate of that id. An option both in the brackets and
// in `overrides` is refused.
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
// The same for a game in hand that no registry holds (the workbench's rules form runs its draft
// this way, without loading it as a game): no overrides.
bool prepareReadingOfGame(const LoadedGame &game, const Reading &reading, const Limits &limits, PreparedReading &out,
                          std::string &error, InputError &kind);
bool prepareReadingRef(const PluginRegistry &registry, const std::string &gameId, const ReadingRef &ref,
                       const std::vector<std::string> &overrides, const Limits &limits, PreparedReading &out, std::string &error,
                       InputError &kind);

// One combination of option values on a base reading, as sweep cells, explore candidates and
// `run --reading 'BASE[...]'` name it: "BASE[o1=v1,o2=v2,...]" with the options in the game's
// order (GameInfo::options) and every value in its canonical spelling (RuleOption::canonical:
// "yes" -> "true", "05" -> "5"), whatever order and spelling they were given in. A match's seed
// derives from its reading's id, so one combination has one id and one set of matches. An option
// the game lacks, or a value it refuses, is kept as given (after the game's options; validation
// refuses it later).
using OptionAssignments = std::vector<std::pair<std::string, std::string>>;
std::string combinationId(const GameInfo &game, const std::string &base, const OptionAssignments &values);
// Whether `spec` has the form of a combination ("...[...]").
bool looksLikeCombination(const std::string &spec);
// Splits "BASE[o1=v1,o2=v2,...]" into BASE and its assignments (as written, spaces around names
// and values trimmed). False with a message when the text is not of that form, an assignment has
// no '=', or an option is named twice.
bool parseCombination(const std::string &spec, std::string &base, OptionAssignments &values, std::string &error);

// A readable list of the built-in reading ids of a game, for error messages.
std::string readingIdList(const LoadedGame &game);
std::string gameIdList(const PluginRegistry &registry);

}  // namespace rulelab
