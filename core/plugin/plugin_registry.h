#pragma once
// Finds, checks and loads game plugins. Failures are reported (never fatal, never silent):
// a wrong API version, a library that is not a RuleLab plugin, a broken file.

#include "game_plugin.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <string>
#include <vector>

class QPluginLoader;

namespace rulelab {

struct PluginLoadError {
    QString file;
    QString message;
    // A rules file's (*.json: refused by the rules-file plugin), not a plugin's or a folder's.
    bool isRulesFile() const { return file.endsWith(QLatin1String(".json")); }
};

// Which build of a game's rules produced a result: the plugin's id, its file name, the rules
// version its metadata declares ("version"), and the SHA-256 of the plugin file. Recorded in
// every summary.json and run record; merge and --resume refuse parts of other builds.
struct PluginProvenance {
    std::string id, file, version, sha256;
    bool operator==(const PluginProvenance &) const = default;
};
// The SHA-256 of a file in hex, or "" when it cannot be read.
std::string fileSha256(const QString &path);

struct LoadedGame {
    QString file;  // the plugin library
    PluginProvenance provenance;
    QString pluginId;
    GamePlugin *plugin = nullptr;                  // owned by Qt's plugin loader (or the registry, for a rules file)
    QString definedBy = QStringLiteral("plugin");  // "plugin" (compiled) or "rules-file"
    QString sourceFile;                            // the rules file (":/games/x.json" when shipped); empty for a plugin
    std::vector<Reading> readings;                 // built-in readings (already validated)
    // The languages its texts are in, "en" first: its plugin's catalogues or its rules file's
    // "translations" (game_texts.h). A game without the interface language shows English texts.
    QStringList languages;
    // Where it was loaded from, for messages: the rules file, or the plugin library.
    const QString &origin() const { return sourceFile.isEmpty() ? file : sourceFile; }
};

// The number of a reading's catalogue code in its name ("R3 Ludii DLP code" -> 3, "Banked
// credits (B4)" -> 4), or INT_MAX without one; the registry lists readings in this order.
int catalogueNumber(const std::string &name);

class PluginRegistry {
public:
    PluginRegistry();
    ~PluginRegistry();
    PluginRegistry(const PluginRegistry &) = delete;
    PluginRegistry &operator=(const PluginRegistry &) = delete;

    // Default search path: $RULELAB_PLUGIN_PATH (colon-separated), the build tree's plugin
    // folder next to the executable (../plugins, ./plugins), and the install prefix.
    static QStringList defaultSearchPath();

    // Folders of rules files (docs/rules-files.md) handed to the rules-file plugin when it loads;
    // set before loadFrom(). Without any, only the games shipped in the plugin load.
    void setGamesDirs(const QStringList &dirs) { gamesDirs_ = dirs; }
    const QStringList &gamesDirs() const { return gamesDirs_; }
    // $RULELAB_GAMES_PATH (colon-separated), the folders saved in the settings
    // (kGamesDirsSetting, the workbench's Settings -> Games folders) and the user's own rules
    // files (AppDataLocation/games, where the workbench's form saves them).
    static QStringList defaultGamesDirs();
    // The user's own rules files (AppDataLocation/games), where the workbench's form saves.
    static QString userGamesDir();
    static constexpr const char *kGamesDirsSetting = "games/dirs";

    // Adds the game of one rules file after loading (the workbench's File -> New game from rules
    // file). False with every problem (one per line) in `error`: the file's faults by field, an
    // id already loaded, or no rules-file plugin loaded.
    bool addRulesFile(const QString &path, QString &error);
    // The rules-file plugin (vocabulary and checks for the workbench's form), or null.
    const GameCollectionPlugin *rulesFiles() const { return collection_; }

    // Scans each folder for plugin libraries and loads the valid ones. A folder that cannot be
    // read is reported; plugins found twice (a folder named twice, or a copy of one) are skipped
    // with one error per folder of copies (or per copy, when they are scattered).
    void loadFrom(const QStringList &dirs);
    // Loads one file; returns false and records an error when it is not a valid plugin.
    bool loadFile(const QString &path);

    // A plugin that crashes while loading would take the whole program down: Qt loads plugins
    // into the process. With a probe program set (rulelab-cli, which has a `probe-plugin FILE`
    // command), each plugin is first loaded in a child process; one that crashes or hangs
    // there is reported and skipped; so is one that ends the process while loading (the probe
    // must print kProbeDone). Plugins that passed are remembered by path and the SHA-256 of
    // their content, so each build of a plugin is probed once and a replaced one again.
    void setProbeProgram(const QString &program) { probeProgram_ = program; }
    // What the probe program prints last, on standard output, once every game and reading of
    // the plugin is built: without it an exit code 0 is a plugin that ended the process.
    static constexpr const char *kProbeDone = "rulelab-probe: loaded";

    const std::vector<LoadedGame> &games() const { return games_; }
    const std::vector<PluginLoadError> &errors() const { return errors_; }
    // How many files did not load, rules files or the rest (errors()): a file with several
    // problems, one line each in errors(), is one file.
    int filesNotLoaded(bool rulesFiles) const;
    // What was loaded but passed over in part, one message each (a rules file's translation of a
    // text the file no longer has): shown as warnings by the CLI and the workbench.
    const std::vector<PluginLoadError> &warnings() const { return warnings_; }
    const LoadedGame *find(const std::string &gameId) const;
    // A built-in reading by id, or null.
    const Reading *findReading(const std::string &gameId, const std::string &readingId) const;

private:
    std::vector<LoadedGame> games_;
    std::vector<PluginLoadError> errors_;
    std::vector<PluginLoadError> warnings_;
    std::vector<std::unique_ptr<QPluginLoader>> loaders_;
    std::vector<std::unique_ptr<GamePlugin>> ownedGames_;  // rules-file games (destroyed before the loaders)
    QStringList gamesDirs_;
    QString probeProgram_;
    bool probe(const QString &path, QString &message) const;
    bool loadOne(const QString &path);
    // Plugins found a second time, reported together by reportDuplicates().
    struct Duplicate {
        QString file, id, other;
    };
    std::vector<Duplicate> duplicates_;
    void reportDuplicates();
    bool loadCollection(const QString &path, QObject *instance, const PluginProvenance &plugin);
    // Registers collected games; returns the problems (duplicate ids) as "file: message" lines.
    QStringList addCollected(std::vector<CollectedGame> &games);
    const GameCollectionPlugin *collection_ = nullptr;
    QString collectionFile_;
    PluginProvenance collectionProvenance_;
    // `vocabulary`: a compiled plugin's metadata "vocabulary", whose words its catalogues need not repeat.
    void addGame(LoadedGame g, const GamePlugin &plugin, const QString &errorFile, const std::string &vocabulary = {});
};

}  // namespace rulelab
