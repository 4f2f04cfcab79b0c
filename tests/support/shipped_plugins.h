#pragma once
// The game plugins of the build tree (RULELAB_PLUGIN_DIR), loaded once per test process.
#include "plugin/plugin_registry.h"

namespace rulelab::testsupport {

inline const PluginRegistry &shippedPlugins() {
    static PluginRegistry *reg = [] {
        auto *r = new PluginRegistry;
        r->loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
        return r;
    }();
    return *reg;
}

// The same with the test fixtures' good plugins (Fixture Nim), for tests that need a small game.
inline const PluginRegistry &shippedPluginsAndFixtures() {
    static PluginRegistry *reg = [] {
        auto *r = new PluginRegistry;
        r->loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR), QStringLiteral(RULELAB_FIXTURE_DIR "/good")});
        return r;
    }();
    return *reg;
}

}  // namespace rulelab::testsupport
