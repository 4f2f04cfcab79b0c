// The Qt plugin object for Bheri Bakri: game info and rules come from the plain C++ library
// bheri_bakri_rules; the readings are the JSON presets compiled in from data/readings/bheri-bakri.
#include "bheri_game.h"

#include "plugin/game_plugin.h"
#include "plugin/reading_json.h"

#include <QObject>
#include <QString>
#include <QtGlobal>

namespace rulelab::bheri {

class BheriBakriPlugin : public QObject, public GamePlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID RULELAB_GAME_PLUGIN_IID FILE "bheri_bakri.json")
    Q_INTERFACES(rulelab::GamePlugin)
public:
    BheriBakriPlugin() : info_(bheriInfo()) {}
    const GameInfo &info() const override { return info_; }
    std::vector<Reading> readings() const override {
        std::vector<std::string> errors;
        std::vector<Reading> out = loadReadingDir(QStringLiteral(":/readings/bheri-bakri"), errors);
        for (const auto &e : errors) qWarning("bheri-bakri: %s", e.c_str());
        return out;
    }
    std::unique_ptr<Game> createGame(const Options &options, const Limits &limits, std::string &error) const override {
        return makeBheriGame(options, limits, error);
    }

private:
    GameInfo info_;
};

}  // namespace rulelab::bheri

#include "bheri_plugin.moc"
