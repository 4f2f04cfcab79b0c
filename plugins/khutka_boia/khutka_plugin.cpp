// The Qt plugin object for Khutka Boia: metadata, the shipped readings (Qt resources built
// from data/readings/khutka-boia/), and the factory. The rules live in khutka_boia_rules.
#include "khutka_game.h"
#include "plugin/shipped_game_plugin.h"

#include <QObject>

namespace rulelab::khutka {

class KhutkaPlugin : public QObject, public ShippedGamePlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID RULELAB_GAME_PLUGIN_IID FILE "khutka_boia.json")
    Q_INTERFACES(rulelab::GamePlugin)
public:
    KhutkaPlugin() : ShippedGamePlugin(khutkaInfo(), makeKhutkaGame) {}
};

}  // namespace rulelab::khutka

#include "khutka_plugin.moc"
