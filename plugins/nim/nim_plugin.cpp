// plugins/nim/nim_plugin.cpp
// The Qt plugin object for Nim: metadata, the shipped readings (Qt resources built from
// data/readings/nim/), and the factory. The rules live in nim_rules.
#include "nim_game.h"
#include "plugin/game_plugin.h"
#include "plugin/reading_json.h"

#include <QObject>
#include <QtDebug>

namespace rulelab::nim {

class NimPlugin : public QObject, public GamePlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID RULELAB_GAME_PLUGIN_IID FILE "nim.json")
    Q_INTERFACES(rulelab::GamePlugin)
public:
    NimPlugin() : info_(nimInfo()) {}
    const GameInfo &info() const override { return info_; }
    std::vector<Reading> readings() const override {
        std::vector<std::string> errors;
        std::vector<Reading> out = loadReadingDir(QStringLiteral(":/readings/nim"), errors);
        for (const auto &e : errors) qWarning("nim: %s", e.c_str());
        return out;
    }
    std::unique_ptr<Game> createGame(const Options &options, const Limits &limits, std::string &error) const override {
        return makeNimGame(options, limits, error);
    }

private:
    GameInfo info_;
};

}  // namespace rulelab::nim

#include "nim_plugin.moc"
