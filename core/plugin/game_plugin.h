#pragma once
// The interface every game plugin implements (one Qt plugin per game).
//
// Versioning: the IID carries the API version, and each plugin's metadata JSON carries
// "apiVersion"; the registry reads the metadata before instantiating a plugin and refuses a
// mismatch with a message. Bump kPluginApiVersion (and the IID) on any incompatible change
// to this header or to core/game.

#include "game/game.h"
#include "game/reading.h"

#include <QString>
#include <QStringList>
#include <QtPlugin>

#include <map>
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

// A plugin that defines several games from data (the rules-file plugin, plugins/rules_file):
// the games it ships (as Qt resources) and those of the rules files in the folders the user
// names. Same API version as GamePlugin (its metadata carries "apiVersion" too).
#define RULELAB_GAME_COLLECTION_IID "org.rulelab.GameCollection/2"

struct CollectedGame {
    std::unique_ptr<GamePlugin> game;
    QString sourceFile;  // the file that defines it (":/games/x.json" for a shipped one)
    std::string sha256;  // of that file's bytes
    // The file's "translations": language -> English text -> text (game_texts.h's TextTable).
    std::map<std::string, std::map<std::string, std::string>> translations;
    // What loading passed over without refusing the file ("FILE: FIELD: message", one each): a
    // translation whose English text is no longer in the file.
    std::vector<std::string> warnings;
};

struct CollectionProblem {
    QString file;
    QString message;  // one problem per line
};

class GameCollectionPlugin {
public:
    virtual ~GameCollectionPlugin() = default;
    // The shipped games, then those of every *.json file in `dirs` (in name order).
    virtual void loadGames(const QStringList &dirs, std::vector<CollectedGame> &games,
                           std::vector<CollectionProblem> &problems) const = 0;
    // The rules a file may use (option ids, values, explanations): the workbench's form.
    virtual const GameInfo &vocabulary() const = 0;
    // Checks a rules file's text exactly as loading does: every problem, "ORIGIN: FIELD: message";
    // what loading would pass over with a warning goes to `warnings` when given.
    virtual std::vector<std::string> checkRulesFile(const QByteArray &data, const std::string &origin,
                                                    std::vector<std::string> *warnings = nullptr) const = 0;
    // One more file (the workbench's File -> New game from rules file); false with its problems.
    virtual bool loadGameFile(const QString &path, std::vector<CollectedGame> &games,
                              std::vector<CollectionProblem> &problems) const = 0;
};

}  // namespace rulelab

Q_DECLARE_INTERFACE(rulelab::GamePlugin, RULELAB_GAME_PLUGIN_IID)
Q_DECLARE_INTERFACE(rulelab::GameCollectionPlugin, RULELAB_GAME_COLLECTION_IID)
