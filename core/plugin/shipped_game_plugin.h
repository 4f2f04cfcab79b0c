#pragma once
// What the plugin object of a compiled game holds: the game's GameInfo, its readings shipped as
// Qt resources (":/readings/<game id>", built from data/readings/<game id>/) and its factory. The
// plugin class adds only Qt's macros; rulelab_add_game_plugin writes it for each game from
// cmake/game_plugin.cpp.in (docs/adding-a-game.md, step 4).

#include "plugin/game_plugin.h"
#include "plugin/reading_json.h"

#include <QString>
#include <QtDebug>

#include <utility>

namespace rulelab {

class ShippedGamePlugin : public GamePlugin {
public:
    using Factory = std::unique_ptr<Game> (*)(const Options &options, const Limits &limits, std::string &error);
    ShippedGamePlugin(GameInfo info, Factory factory) : info_(std::move(info)), factory_(factory) {}
    const GameInfo &info() const override { return info_; }
    // A reading file that cannot be read is a warning naming the game; the others are served.
    std::vector<Reading> readings() const override {
        std::vector<std::string> errors;
        std::vector<Reading> out = loadReadingDir(QStringLiteral(":/readings/") + QString::fromStdString(info_.id), errors);
        for (const auto &e : errors) qWarning("%s: %s", info_.id.c_str(), e.c_str());
        return out;
    }
    std::unique_ptr<Game> createGame(const Options &options, const Limits &limits, std::string &error) const override {
        return factory_(options, limits, error);
    }

private:
    GameInfo info_;
    Factory factory_;
};

}  // namespace rulelab
