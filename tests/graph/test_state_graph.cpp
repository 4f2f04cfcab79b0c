// State graphs checked against hand enumeration on tiny Nim configurations.
#include "support/graph_checks.h"
#include "graph/state_graph.h"
#include "nim_game.h"
#include "game/rng.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/graphml.hpp>
#include <boost/graph/strong_components.hpp>
#include <gtest/gtest.h>

#include <sstream>

using namespace rulelab;

namespace {
using fixture::nim;

// The node of the state that `moves` reach from the start (-1: not in the graph).
int64_t nodeAfter(const StateGraph &sg, const Game &g, std::initializer_list<Move> moves) {
    auto st = g.newInitialState();
    for (const Move m : moves) st->apply(m);
    return sg.find(st->key());
}
}  // namespace

// Pile 3, take 1-3, First starts. States (pile, mover, taken by First, taken by Second):
//   S (3,F,0,0) -> (2,S,1,0), (1,S,2,0), end (0,F,3,0) First wins
//   (2,S,1,0)   -> (1,F,1,1), end (0,S,1,2) Second wins
//   (1,S,2,0)   -> end (0,S,2,1) Second wins
//   (1,F,1,1)   -> end (0,F,2,1) First wins
// 8 states, 7 moves, 4 ends (2 each), depth up to 3, no cycles. First wins at once by taking 3:
// margin 3 - 0 = +3.
TEST(StateGraph, TinyNimByHand) {
    auto g = nim({"pile=3", "first_player=first"});
    const StateGraph sg = explore(*g, nullptr, {});
    EXPECT_TRUE(sg.complete);
    EXPECT_EQ(sg.nodes.size(), 8u);
    EXPECT_EQ(sg.edgeCount(), 7u);
    const GraphAnalysis a = analyse(sg);
    EXPECT_EQ(a.terminals, 4);
    EXPECT_EQ(a.terminalsByResult.at("win0"), 2);
    EXPECT_EQ(a.terminalsByResult.at("win1"), 2);
    EXPECT_EQ(a.cyclicComponents, 0);
    EXPECT_EQ(a.components, 8);
    EXPECT_EQ(a.deadStates, 0);
    EXPECT_EQ(a.maxDepth, 3);
    EXPECT_EQ(a.depthHistogram, (std::vector<int64_t>{1, 3, 3, 1}));
    EXPECT_EQ(a.maxBranching, 3);
    EXPECT_DOUBLE_EQ(a.meanBranching, 7.0 / 4);
    const GraphSolution s = solve(sg, *g);
    ASSERT_TRUE(s.solved);
    EXPECT_EQ(s.method, "retrograde");
    EXPECT_EQ(s.outcome[0], 0);
    ASSERT_TRUE(s.hasMargin);
    EXPECT_EQ(s.margin[0], 3);
    // (2,S,1,0): Second takes 2 and wins 1-2.
    const int64_t n = nodeAfter(sg, *g, {1});
    ASSERT_GE(n, 0);
    EXPECT_EQ(s.outcome[static_cast<size_t>(n)], 1);
    EXPECT_EQ(s.margin[static_cast<size_t>(n)], -1);
}

// Normal play from a pile of 4k is lost for the mover; misere from 4k + 1 too.
TEST(StateGraph, RetrogradeAgreesWithNimTheory) {
    for (int pile = 1; pile <= 9; ++pile) {
        auto g = nim({"pile=" + std::to_string(pile), "first_player=first"});
        const StateGraph sg = explore(*g, nullptr, {});
        EXPECT_EQ(solve(sg, *g).outcome[0], pile % 4 == 0 ? 1 : 0) << pile;
        auto m = nim({"pile=" + std::to_string(pile), "first_player=first", "misere=true"});
        const StateGraph ms = explore(*m, nullptr, {});
        EXPECT_EQ(solve(ms, *m).outcome[0], pile % 4 == 1 ? 1 : 0) << "misere " << pile;
    }
}

// With passing allowed, every non-empty pile can be passed back and forth for ever:
// each pile size p > 0 gives a cycle (p, First) <-> (p, Second) for every score split.
// Pile 2, take 1-3 (states as pile, mover, taken by First, taken by Second):
//   pile 2: (2,F,0,0) <-> (2,S,0,0)                              one cycle
//   pile 1: (1,S,1,0) <-> (1,F,1,0) and (1,F,0,1) <-> (1,S,0,1)  two cycles
//   ends:   (0,F,2,0), (0,S,1,1), (0,F,1,1), (0,S,0,2)
// 10 states; 3 cyclic components holding 6 states. Whoever faces pile 1 takes it and wins.
TEST(StateGraph, PassingMakesCyclesThatRetrogradeReportsAsCycles) {
    auto g = nim({"pile=2", "first_player=first", "endless=true"});
    const StateGraph sg = explore(*g, nullptr, {});
    EXPECT_EQ(sg.nodes.size(), 10u);
    const GraphAnalysis a = analyse(sg);
    EXPECT_EQ(a.terminals, 4);
    testsupport::expectCycles(a, {.cyclicComponents = 3, .statesInCycles = 6, .largestComponent = 2, .deadStates = 0});
    const GraphSolution s = solve(sg, *g);
    ASSERT_TRUE(s.solved);
    EXPECT_FALSE(s.hasMargin);
    // Start: First can take 2 and win at once.
    EXPECT_EQ(s.outcome[0], 0);
    // Pile 1, whoever moves wins: (1,S,1,0) is a win for Second.
    EXPECT_EQ(s.outcome[static_cast<size_t>(nodeAfter(sg, *g, {1}))], 1);
}

// Chance decides who starts: First with probability 0.3. Pile 5 (normal play) is won by the
// starter, so First wins with probability 0.3 under best play; pile 4 is lost by the starter: 0.7.
TEST(StateGraph, ValueIterationWithChance) {
    for (const auto &[pile, expected] : std::vector<std::pair<int, double>>{{5, 0.3}, {4, 0.7}}) {
        auto g = nim({"pile=" + std::to_string(pile), "bias=0.3"});
        const StateGraph sg = explore(*g, nullptr, {});
        const GraphSolution s = solve(sg, *g);
        ASSERT_TRUE(s.solved);
        EXPECT_EQ(s.method, "value-iteration");
        EXPECT_TRUE(s.converged);
        EXPECT_NEAR(s.winProbability[0], expected, 1e-6) << pile;
    }
}

TEST(StateGraph, NodeLimitLeavesAnIncompleteGraphThatIsNotSolved) {
    auto g = nim({"pile=30", "first_player=first"});
    ExploreOptions o;
    o.maxNodes = 50;
    const StateGraph sg = explore(*g, nullptr, o);
    EXPECT_FALSE(sg.complete);
    EXPECT_LE(sg.nodes.size(), 50u);
    const GraphAnalysis a = analyse(sg);
    EXPECT_GT(a.unexpanded, 0);
    EXPECT_EQ(a.deadStates, 0);  // unexpanded states might still reach an end
    EXPECT_FALSE(solve(sg, *g).solved);
}

TEST(StateGraph, GraphMLRoundTrip) {
    auto g = nim({"pile=4", "first_player=first"});
    const StateGraph sg = explore(*g, nullptr, {});
    const GraphAnalysis a = analyse(sg);
    const std::string xml = toGraphML(sg, a);
    using G = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
    G back;
    boost::dynamic_properties dp(boost::ignore_other_properties);
    std::vector<int> depth;
    std::vector<std::string> result;
    // Read into vertex-indexed vectors sized generously (vertices are added as read).
    depth.resize(sg.nodes.size());
    result.resize(sg.nodes.size());
    dp.property("depth", boost::make_iterator_property_map(depth.begin(), boost::get(boost::vertex_index, back)));
    dp.property("result", boost::make_iterator_property_map(result.begin(), boost::get(boost::vertex_index, back)));
    std::istringstream in(xml);
    boost::read_graphml(in, back, dp);
    EXPECT_EQ(boost::num_vertices(back), sg.nodes.size());
    EXPECT_EQ(boost::num_edges(back), sg.edgeCount());
    for (uint32_t v = 0; v < sg.nodes.size(); ++v) {
        EXPECT_EQ(depth[v], sg.depth(v));
        EXPECT_EQ(result[v], resultKey(sg.nodes[v].result));
    }
    const std::string dot = toDot(sg, a);
    EXPECT_NE(dot.find("digraph states"), std::string::npos);
    EXPECT_EQ(static_cast<size_t>(std::count(dot.begin(), dot.end(), '>')), sg.edgeCount());
}

// Keys are stored packed (two bytes in -8..7 to a byte), plainly once a byte does not fit, and
// with offsets once lengths differ. Every change of form keeps every node's key, index and lookup.
TEST(StateGraph, KeysKeepTheirNodesThroughEveryStorageForm) {
    StateGraph g;
    bool isNew = false;
    const std::vector<std::string> keys = {
        std::string("\x01\x02\xff", 3),  // nibbles: 1, 2, -1
        std::string("\x07\xf8\x00", 3),  // 7, -8, 0: still nibbles
        std::string("\x08\x00\x00", 3),  // 8 does not fit a nibble: bytes from here
        std::string("\x01\x02", 2),      // another length: offsets from here
        std::string("longer key", 10),
    };
    for (size_t i = 0; i < keys.size(); ++i) {
        EXPECT_EQ(g.addNode(keys[i], static_cast<int>(i), isNew), i);
        EXPECT_TRUE(isNew);
        for (size_t j = 0; j <= i; ++j) {
            EXPECT_EQ(g.key(static_cast<uint32_t>(j)), keys[j]) << "after key " << i << ", key " << j;
            EXPECT_EQ(g.find(keys[j]), static_cast<int64_t>(j)) << "after key " << i << ", key " << j;
        }
        EXPECT_EQ(g.find(std::string("\x01\x02\xfe", 3)), -1);  // one nibble away from key 0
        EXPECT_EQ(g.find(std::string("\x01\x02\xff\x00", 4)), -1);
    }
    EXPECT_EQ(g.addNode(keys[1], 9, isNew), 1u);  // already there: not new, its depth unchanged
    EXPECT_FALSE(isNew);
    for (uint32_t v = 0; v < keys.size(); ++v) EXPECT_EQ(g.depth(v), static_cast<int>(v));
}

// Columns keep values as indices into a table of distinct values, and plainly past the index's range.
TEST(StateGraph, TableColumnsAreExactPastTheirIndexRange) {
    TableColumn<float, uint8_t> c;
    std::vector<float> values;
    for (int i = 0; i < 600; ++i) values.push_back(i % 3 == 0 ? 1.0f : static_cast<float>(i) / 7.0f);
    for (float v : values) c.push_back(v);
    ASSERT_EQ(c.size(), values.size());
    for (size_t i = 0; i < values.size(); ++i) EXPECT_EQ(c[i], values[i]) << i;
    TableColumn<Move, uint16_t> m;
    for (Move v : {5, 7, 5, 100000, -3}) m.push_back(v);
    EXPECT_EQ(m[0], 5);
    EXPECT_EQ(m[3], 100000);
    EXPECT_EQ(m[4], -3);
}

// The components analyse() computes on the compressed rows are numbered exactly as
// boost::strong_components numbers them, on random graphs with many cycles and on a real one.
TEST(StateGraph, StrongComponentsMatchBoostsNumbering) {
    auto check = [](const StateGraph &sg) {
        using G = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
        G bg(sg.nodes.size());
        for (uint32_t v = 0; v < sg.nodes.size(); ++v)
            for (uint64_t e = sg.outStart[v]; e < sg.outStart[v + 1]; ++e) boost::add_edge(v, sg.target[e], bg);
        std::vector<uint32_t> expected(sg.nodes.size());
        const auto count = boost::strong_components(
            bg, boost::make_iterator_property_map(expected.begin(), boost::get(boost::vertex_index, bg)));
        const GraphAnalysis a = analyse(sg);
        EXPECT_EQ(a.components, static_cast<int64_t>(count));
        EXPECT_EQ(a.component, expected);
    };
    Rng rng(7);
    for (int round = 0; round < 30; ++round) {
        StateGraph g;
        const uint32_t n = 1 + rng.below(60);
        g.outStart.push_back(0);
        for (uint32_t v = 0; v < n; ++v) {
            GraphNode node;
            node.expanded = true;
            g.pushNode(node, 0);
            const uint32_t degree = rng.below(4);
            for (uint32_t k = 0; k < degree; ++k) {
                g.target.push_back(rng.below(n));
                g.probability.push_back(1);
                g.move.push_back(static_cast<Move>(k));
            }
            g.outStart.push_back(static_cast<uint32_t>(g.target.size()));
        }
        check(g);
    }
    // Nim with passes: play can go round.
    auto game = nim({"pile=5", "first_player=first", "endless=true"});
    check(explore(*game, nullptr, {}));
}

// In-edges in compressed rows, sources in increasing order.
TEST(StateGraph, ReverseEdgesListSourcesInOrder) {
    StateGraph g;
    g.outStart.push_back(0);
    const std::vector<std::vector<uint32_t>> out = {{1, 2}, {2, 0}, {2}, {}};
    for (const auto &o : out) {
        g.pushNode(GraphNode{}, 0);
        for (uint32_t t : o) {
            g.target.push_back(t);
            g.probability.push_back(1);
            g.move.push_back(0);
        }
        g.outStart.push_back(static_cast<uint32_t>(g.target.size()));
    }
    std::vector<uint32_t> inStart, source;
    reverseEdges(g, inStart, source);
    EXPECT_EQ(inStart, (std::vector<uint32_t>{0, 1, 2, 5, 5}));
    EXPECT_EQ(source, (std::vector<uint32_t>{1, 0, 0, 1, 2}));
}

// G-2's stall guard remembers history no key holds, so state graphs are explored with its
// triggers off (stateGraphLimits), the other limits as given; a graph of a game whose triggers
// are on says so (historyOutsideKeys), and the study reports it (study.cpp: "stall_guard").
TEST(StateGraph, StallTriggersAreOffInStateGraphsAndAGraphSaysWhenTheyAreNot) {
    Limits on;
    on.repeatK = 3;
    on.noCaptureTurns = 500;
    on.maxTurns = 77;
    const Limits off = stateGraphLimits(on);
    EXPECT_EQ(off.repeatK, 0);
    EXPECT_EQ(off.noCaptureTurns, 0);
    EXPECT_EQ(off.maxTurns, 77);
    EXPECT_EQ(off.stallProofNodes, on.stallProofNodes);
    EXPECT_TRUE(historyOutsideKeys(on));
    EXPECT_FALSE(historyOutsideKeys(off));
    Limits repeatsOnly = off;
    repeatsOnly.repeatK = 2;
    EXPECT_TRUE(historyOutsideKeys(repeatsOnly));
    const auto guarded = fixture::nimForTest({"pile=3"}, on);
    ASSERT_TRUE(guarded);
    const auto exact = fixture::nimForTest({"pile=3"}, off);
    ASSERT_TRUE(exact);
    EXPECT_TRUE(explore(*guarded, nullptr, {}).historyOutsideKeys);
    const StateGraph g = explore(*exact, nullptr, {});
    EXPECT_FALSE(g.historyOutsideKeys);
    EXPECT_TRUE(g.complete);
}
