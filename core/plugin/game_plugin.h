#pragma once
// The interface every game plugin implements (one Qt plugin per game).
//
// Versioning: the IID carries the API version, and each plugin's metadata JSON carries
// "apiVersion"; the registry reads the metadata before instantiating a plugin and refuses a
// mismatch with a message. Bump kPluginApiVersion (and the IID) on any incompatible change
// to this header or to core/game.

#include "game/game.h"
#include "game/reading.h"

#include <QtPlugin>

#include <memory>
#include <string>
#include <vector>

namespace rulelab {

// 2: State::roundConfiguration().
inline constexpr int kPluginApiVersion = 2;
#define RULELAB_GAME_PLUGIN_IID "org.rulelab.GamePlugin/2"

class GamePlugin {
public:
    virtual ~GamePlugin() = default;
    virtual const GameInfo &info() const = 0;
    // The readings shipped with the plugin (presets from data/readings/<game>/).
    virtual std::vector<Reading> readings() const = 0;
    // Builds a game from validated options. Returns null and sets `error` when the
    // combination of options cannot be played (each option alone is already valid).
    virtual std::unique_ptr<Game> createGame(const Options &options, const Limits &limits, std::string &error) const = 0;
};

}  // namespace rulelab

Q_DECLARE_INTERFACE(rulelab::GamePlugin, RULELAB_GAME_PLUGIN_IID)
