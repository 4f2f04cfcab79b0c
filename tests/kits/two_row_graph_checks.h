#pragma once
// The state graph of a tiny two-row board checked against an enumeration worked out by hand
// (tests/khutka_boia and tests/pachgarhwa test_small_boards.cpp).

#include "game/game.h"
#include "graph/state_graph.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

namespace tworowtest {

// What the hand enumeration found: states, moves, terminal wins of each seat, cyclic components,
// dead states, and the value of the start under best play (outcome and margin for seat 0);
// `method`, when given, the solver that must have found it.
struct GraphCounts {
    size_t nodes, edges;
    int64_t win0, win1, cyclic, dead;
    uint8_t outcome;
    int margin;
    const char *method = nullptr;
};

inline void expectGraph(const rulelab::Game &g, const GraphCounts &c) {
    using namespace rulelab;
    const StateGraph sg = explore(g, nullptr, {});
    ASSERT_TRUE(sg.complete);
    EXPECT_EQ(sg.nodes.size(), c.nodes);
    EXPECT_EQ(sg.edgeCount(), c.edges);
    const GraphAnalysis a = analyse(sg);
    EXPECT_EQ(a.terminals, c.win0 + c.win1);
    EXPECT_EQ(a.terminalsByResult.count("win0") ? a.terminalsByResult.at("win0") : 0, c.win0);
    EXPECT_EQ(a.terminalsByResult.count("win1") ? a.terminalsByResult.at("win1") : 0, c.win1);
    EXPECT_EQ(a.cyclicComponents, c.cyclic);
    EXPECT_EQ(a.deadStates, c.dead);
    const GraphSolution s = solve(sg, g);
    ASSERT_TRUE(s.solved) << s.error;
    if (c.method) {
        EXPECT_EQ(s.method, c.method);
    }
    EXPECT_EQ(s.outcome[0], c.outcome);
    ASSERT_TRUE(s.hasMargin);
    EXPECT_EQ(s.margin[0], c.margin);
}

}  // namespace tworowtest
