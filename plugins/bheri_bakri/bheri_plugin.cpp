// The Qt plugin object for Bheri Bakri: game info and rules come from the plain C++ library
// bheri_bakri_rules; the readings are the JSON presets compiled in from data/readings/bheri-bakri.
#include "bheri_game.h"

#include "plugin/shipped_game_plugin.h"

#include <QObject>

namespace rulelab::bheri {

class BheriBakriPlugin : public QObject, public ShippedGamePlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID RULELAB_GAME_PLUGIN_IID FILE "bheri_bakri.json")
    Q_INTERFACES(rulelab::GamePlugin)
public:
    BheriBakriPlugin() : ShippedGamePlugin(bheriInfo(), makeBheriGame) {}
};

}  // namespace rulelab::bheri

#include "bheri_plugin.moc"
