#pragma once
// Shared by the explore tests: the fixture game's plugins and a requirement from its text.

#include "experiment/explore.h"
#include "plugin/plugin_registry.h"

#include <gtest/gtest.h>

#include <string>

namespace rulelab::explore_test {

inline const PluginRegistry &nimPlugins() {
    static PluginRegistry *reg = [] {
        auto *r = new PluginRegistry;
        r->loadFrom({QStringLiteral(RULELAB_FIXTURE_DIR "/good")});
        return r;
    }();
    return *reg;
}

inline Requirement req(const std::string &text) {
    Requirement r;
    std::string error;
    EXPECT_TRUE(parseRequirement(text, r, error)) << error;
    return r;
}

}  // namespace rulelab::explore_test
