// plugins/nim/nim_plugin.cpp
// The Qt plugin object for Nim: metadata, the shipped readings (Qt resources built from
// data/readings/nim/), and the factory. The rules live in nim_rules.
#include "nim_game.h"
#include "plugin/shipped_game_plugin.h"

#include <QObject>

namespace rulelab::nim {

class NimPlugin : public QObject, public ShippedGamePlugin {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID RULELAB_GAME_PLUGIN_IID FILE "nim.json")
    Q_INTERFACES(rulelab::GamePlugin)
public:
    NimPlugin() : ShippedGamePlugin(nimInfo(), makeNimGame) {}
};

}  // namespace rulelab::nim

#include "nim_plugin.moc"
