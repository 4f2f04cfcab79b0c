// The rules-file plugin: every game defined by a rules file (docs/rules-files.md), those shipped
// in data/games (Qt resources under :/games) and those in the folders the user names
// (--games-dir, $RULELAB_GAMES_PATH, Settings -> Games folders). The rules are played by the
// Pachgarhwa engine (rules_file_engine).
#include "rules_file.h"

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
            folders << d;
        }
        for (const QString &folder : folders) {
            const QDir dir(folder);
            for (const QFileInfo &fi : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
                const QString path = fi.filePath();
                QFile f(path);
                if (!f.open(QIODevice::ReadOnly)) {
                    problems.push_back({path, path + QStringLiteral(": cannot be read: ") + f.errorString()});
                    continue;
                }
                const QByteArray data = f.readAll();
                // Other JSON files in a user's folder (experiments, readings) are not games.
                const QJsonDocument doc = QJsonDocument::fromJson(data);
                if (doc.isObject() && doc.object().value(QStringLiteral("format")).toString() != QLatin1String(kRulesFileFormat))
                    continue;
                std::string error;
                std::unique_ptr<FileGame> game = parseRulesFile(data, path.toStdString(), error);
                if (!game) {
                    problems.push_back({path, QString::fromStdString(error)});
                    continue;
                }
                const std::string sha = game->sha256();
                games.push_back({std::move(game), path, sha});
            }
        }
    }
};

}  // namespace rulelab::rulesfile

#include "rules_file_plugin.moc"
