// The Qt plugin object for Khutka Boia: metadata, the shipped readings (Qt resources built
// from data/readings/khutka-boia/), and the factory. The rules live in khutka_boia_rules.
#include "khutka_game.h"
#include "plugin/game_plugin.h"
#include "plugin/reading_json.h"

#include <QObject>
#include <QtDebug>

namespace rulelab::khutka {

class KhutkaPlugin : public QObject, public GamePlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID RULELAB_GAME_PLUGIN_IID FILE "khutka_boia.json")
    Q_INTERFACES(rulelab::GamePlugin)
public:
    KhutkaPlugin() : info_(khutkaInfo()) {}
    const GameInfo &info() const override { return info_; }
    std::vector<Reading> readings() const override {
        std::vector<std::string> errors;
        std::vector<Reading> out = loadReadingDir(QStringLiteral(":/readings/khutka-boia"), errors);
        for (const auto &e : errors) qWarning("khutka-boia: %s", e.c_str());
        return out;
    }
    std::unique_ptr<Game> createGame(const Options &options, const Limits &limits, std::string &error) const override {
        return makeKhutkaGame(options, limits, error);
    }

private:
    GameInfo info_;
};

}  // namespace rulelab::khutka

#include "khutka_plugin.moc"
