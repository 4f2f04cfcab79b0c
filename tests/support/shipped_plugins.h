#pragma once
// The game plugins of the build tree (RULELAB_PLUGIN_DIR), loaded once per test process.
#include "plugin/plugin_registry.h"

namespace rulelab::testsupport {

// A registry loaded from `dirs`, kept for the life of the test process; each caller keeps its own
// in a function-local static (`static const PluginRegistry &reg = loadedOnce(...)`).
inline PluginRegistry &loadedOnce(const QStringList &dirs) {
    auto *r = new PluginRegistry;
    r->loadFrom(dirs);
    return *r;
}

inline const PluginRegistry &shippedPlugins() {
    static const PluginRegistry &reg = loadedOnce({QStringLiteral(RULELAB_PLUGIN_DIR)});
    return reg;
}

// The same with the test fixtures' good plugins (Fixture Nim), for tests that need a small game.
// Not const: the views under test take the registry they show games from.
inline PluginRegistry &shippedPluginsAndFixtures() {
    static PluginRegistry &reg = loadedOnce({QStringLiteral(RULELAB_PLUGIN_DIR), QStringLiteral(RULELAB_FIXTURE_DIR "/good")});
    return reg;
}

}  // namespace rulelab::testsupport
