// The Qt plugin object for Pachgarhwa: metadata, the shipped readings (Qt resources built
// from data/readings/pachgarhwa/), and the factory. The rules live in pachgarhwa_rules.
#include "pach_game.h"
#include "plugin/shipped_game_plugin.h"

#include <QObject>

namespace rulelab::pachgarhwa {

class PachPlugin : public QObject, public ShippedGamePlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID RULELAB_GAME_PLUGIN_IID FILE "pachgarhwa.json")
    Q_INTERFACES(rulelab::GamePlugin)
public:
    PachPlugin() : ShippedGamePlugin(pachInfo(), makePachGame) {}
};

}  // namespace rulelab::pachgarhwa

#include "pach_plugin.moc"
