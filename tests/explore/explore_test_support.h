#pragma once
// Shared by the explore tests: the fixture game's plugins, a requirement from its text, the
// specs whose verdicts are known by hand (test_explore.cpp says why) and their preparation.

#include "support/shipped_plugins.h"
#include "experiment/explore.h"
#include "plugin/plugin_registry.h"

#include <gtest/gtest.h>

#include <string>

namespace rulelab::explore_test {

inline const PluginRegistry &nimPlugins() {
    static PluginRegistry &reg = testsupport::loadedOnce({QStringLiteral(RULELAB_FIXTURE_DIR "/good")});
    return reg;
}

inline Requirement req(const std::string &text) {
    Requirement r;
    std::string error;
    EXPECT_TRUE(parseRequirement(text, r, error)) << error;
    return r;
}

// pile {1, 50} x misere {false, true} x take {one_or_two, one_to_four}, at most 10 turns a match.
inline ExploreSpec verdictSpec() {
    ExploreSpec s;
    s.game = "fixture-nim";
    s.base = "normal";
    s.vary = {{"pile", {"1", "50"}}, {"misere", {}}, {"take", {"one_or_two", "one_to_four"}}};
    s.requirements = {req("Completion >= 0.8"), req("first_mover_win_rate >= 0.5")};
    s.limits.maxTurns = 10;
    s.budget = 5000;
    s.firstBlock = 100;
    s.seed = 7;
    return s;
}

// pile {1, 2} x misere {false, true}: two candidates decided at once, two never.
inline ExploreSpec racingSpec() {
    ExploreSpec s;
    s.game = "fixture-nim";
    s.base = "normal";
    s.vary = {{"pile", {"1", "2"}}, {"misere", {"false", "true"}}};
    s.requirements = {req("first_mover_win_rate >= 0.5")};
    s.budget = 1000;
    s.firstBlock = 50;
    s.alpha = 0.01;
    s.seed = 11;
    return s;
}

inline PreparedExplore prepare(const PluginRegistry &reg, const ExploreSpec &s) {
    PreparedExplore p;
    std::string error;
    InputError kind = InputError::None;
    EXPECT_TRUE(prepareExplore(reg, s, p, error, kind)) << error;
    return p;
}

// Runs the prepared exploration on `threads` threads (its results never depend on them).
inline ExploreResult runOn(const PreparedExplore &p, int threads) {
    ExploreRunOptions o;
    o.threads = threads;
    return runExplore(p, o);
}

}  // namespace rulelab::explore_test
