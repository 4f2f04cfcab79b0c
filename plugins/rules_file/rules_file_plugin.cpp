// The rules-file plugin: every game defined by a rules file (docs/rules-files.md), those shipped
// in data/games (Qt resources under :/games) and those in the folders the user names
// (--games-dir, $RULELAB_GAMES_PATH, Settings -> Games folders). The rules are played by the
// Pachgarhwa engine (rules_file_engine).
#include "rules_file.h"

#include "plugin/file_access.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QObject>

namespace rulelab::rulesfile {

class RulesFilePlugin : public QObject, public GameCollectionPlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID RULELAB_GAME_COLLECTION_IID FILE "rules_file.json")
    Q_INTERFACES(rulelab::GameCollectionPlugin)
public:
    void loadGames(const QStringList &dirs, std::vector<CollectedGame> &games,
                   std::vector<CollectionProblem> &problems) const override {
        QStringList folders{QStringLiteral(":/games")};
        for (const QString &d : dirs) {
            if (!QDir(d).exists()) {
                problems.push_back({d, QStringLiteral("games folder does not exist")});
                continue;
            }
            // An unreadable folder is reported, not skipped in silence.
            if (std::string error; !checkReadableFolder(d, error)) {
                problems.push_back({d, QString::fromStdString(error)});
                continue;
            }
            folders << d;
        }
        for (const QString &folder : folders) {
            const QDir dir(folder);
            // QDir::System too: a FIFO or device named *.json is reported (readFileCapped), not passed over.
            for (const QFileInfo &fi : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::System, QDir::Name)) {
                loadFile(fi.filePath(), true, games, problems);
            }
        }
    }

    const GameInfo &vocabulary() const override { return rulesfile::vocabulary(); }

    std::vector<std::string> checkRulesFile(const QByteArray &data, const std::string &origin,
                                            std::vector<std::string> *warnings) const override {
        RulesSpec spec;
        std::vector<std::string> errors;
        parseRulesSpec(data, origin, spec, errors);
        if (warnings) *warnings = spec.warnings;
        return errors;
    }

    bool loadGameFile(const QString &path, std::vector<CollectedGame> &games,
                      std::vector<CollectionProblem> &problems) const override {
        return loadFile(path, false, games, problems);
    }

private:
    // Reads one file; with `skipOthers`, JSON of another format (an experiment or reading file
    // in the user's folder) is passed over in silence.
    static bool loadFile(const QString &path, bool skipOthers, std::vector<CollectedGame> &games,
                         std::vector<CollectionProblem> &problems) {
        // Never a device, FIFO or folder (a *.json symlink to /dev/zero), nor a file of gigabytes.
        QByteArray data;
        if (std::string error; !readFileCapped(path, kSmallFileCap, data, error)) {
            problems.push_back({path, QString::fromStdString(error)});
            return false;
        }
        const QJsonDocument doc = QJsonDocument::fromJson(data);
        if (skipOthers && doc.isObject() &&
            doc.object().value(QStringLiteral("format")).toString() != QLatin1String(kRulesFileFormat))
            return false;
        std::string error;
        std::unique_ptr<FileGame> game = parseRulesFile(data, path.toStdString(), error);
        if (!game) {
            problems.push_back({path, QString::fromStdString(error)});
            return false;
        }
        const std::string sha = game->sha256();
        auto translations = game->spec().translations;
        auto warnings = game->spec().warnings;
        games.push_back({std::move(game), path, sha, std::move(translations), std::move(warnings)});
        return true;
    }
};

}  // namespace rulelab::rulesfile

#include "rules_file_plugin.moc"
