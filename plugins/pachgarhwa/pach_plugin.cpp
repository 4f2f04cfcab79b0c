// The Qt plugin object for Pachgarhwa: metadata, the shipped readings (Qt resources built
// from data/readings/pachgarhwa/), and the factory. The rules live in pachgarhwa_rules.
#include "pach_game.h"
#include "plugin/game_plugin.h"
#include "plugin/reading_json.h"

#include <QObject>
#include <QtDebug>

namespace rulelab::pachgarhwa {

class PachPlugin : public QObject, public GamePlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID RULELAB_GAME_PLUGIN_IID FILE "pachgarhwa.json")
    Q_INTERFACES(rulelab::GamePlugin)
public:
    PachPlugin() : info_(pachInfo()) {}
    const GameInfo &info() const override { return info_; }
    std::vector<Reading> readings() const override {
        std::vector<std::string> errors;
        std::vector<Reading> out = loadReadingDir(QStringLiteral(":/readings/pachgarhwa"), errors);
        for (const auto &e : errors) qWarning("pachgarhwa: %s", e.c_str());
        return out;
    }
    std::unique_ptr<Game> createGame(const Options &options, const Limits &limits, std::string &error) const override {
        return makePachGame(options, limits, error);
    }

private:
    GameInfo info_;
};

}  // namespace rulelab::pachgarhwa

#include "pach_plugin.moc"
