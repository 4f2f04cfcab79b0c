// Layouts of state graphs (core/graph/graph_layout) and the path from the start to a state,
// on hand-built graphs and small Nim configurations.
#include "graph/graph_layout.h"
#include "graph/state_graph.h"
#include "nim_game.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <cmath>
#include <set>

using namespace rulelab;

namespace {

using fixture::nim;

// A graph from edge lists by hand (node i's out-edges in order); depths as given. Every node
// is an expanded player node except those without out-edges, which are terminal.
StateGraph byHand(const std::vector<int> &depth, const std::vector<std::vector<uint32_t>> &out) {
    StateGraph g;
    g.outStart.push_back(0);
    for (size_t v = 0; v < depth.size(); ++v) {
        GraphNode node;
        node.expanded = true;
        node.player = out[v].empty() ? static_cast<int8_t>(kTerminalPlayer) : static_cast<int8_t>(0);
        if (out[v].empty()) node.result = Result::Win0;
        g.pushNode(node, depth[v]);
        for (uint32_t t : out[v]) {
            g.target.push_back(t);
            g.probability.push_back(1);
            g.move.push_back(static_cast<Move>(t));
        }
        g.outStart.push_back(static_cast<uint32_t>(g.target.size()));
    }
    g.complete = true;
    return g;
}

// The layout of kind `kind` with every other option at its default; the layout must be of that kind.
GraphLayout laidOut(const StateGraph &sg, const GraphAnalysis &a, LayoutKind kind) {
    LayoutOptions o;
    o.kind = kind;
    GraphLayout l = layoutGraph(sg, a, o);
    EXPECT_EQ(l.kind, kind);
    return l;
}

void expectNoOverlap(const GraphLayout &l) {
    for (size_t i = 0; i < l.nodes.size(); ++i)
        for (size_t j = i + 1; j < l.nodes.size(); ++j) {
            const auto &a = l.nodes[i], &b = l.nodes[j];
            EXPECT_GE(std::hypot(a.x - b.x, a.y - b.y), a.radius + b.radius) << "nodes " << i << " and " << j << " overlap";
        }
}

}  // namespace

// Nim, pile 5, random start (a chance node first): every state is drawn once, in the row of
// its depth, rows top to bottom, no two nodes overlapping; edges as in the graph.
TEST(GraphLayout, LayeredPutsEachDepthInItsOwnRow) {
    auto g = nim({"pile=5"});
    const StateGraph sg = explore(*g, nullptr, {});
    const GraphAnalysis a = analyse(sg);
    const GraphLayout l = laidOut(sg, a, LayoutKind::Layered);
    EXPECT_TRUE(l.rows);
    EXPECT_FALSE(l.fellBack);
    ASSERT_EQ(l.nodes.size(), sg.nodes.size());
    // Nim's moves from one state all lead to different states: one drawn edge per graph edge.
    EXPECT_EQ(l.edges.size(), sg.edgeCount());
    std::map<int, double> rowY;
    for (const auto &n : l.nodes) {
        EXPECT_EQ(n.layer, sg.depth(n.state));
        EXPECT_EQ(l.nodeOfState(n.state), static_cast<int32_t>(&n - l.nodes.data()));
        if (rowY.count(n.layer)) {
            EXPECT_DOUBLE_EQ(n.y, rowY[n.layer]) << "state " << n.state;
        } else {
            rowY[n.layer] = n.y;
        }
    }
    for (auto it = std::next(rowY.begin()); it != rowY.end(); ++it) EXPECT_GT(it->second, std::prev(it)->second);
    EXPECT_EQ(static_cast<int>(rowY.size()), a.maxDepth + 1);
    expectNoOverlap(l);
    for (const auto &e : l.edges) {
        bool found = false;
        const uint32_t from = l.nodes[e.from].state, to = l.nodes[e.to].state;
        for (uint64_t k = sg.outStart[from]; k < sg.outStart[from + 1]; ++k) found = found || sg.target[k] == to;
        EXPECT_TRUE(found) << from << " -> " << to;
    }
}

// 0 -> 1, 2; 1 -> 4; 2 -> 3. In first-reached order row 2 is [3, 4] and the edges 1-4 and 2-3
// cross; one barycentre sweep puts 4 (below 1) left of 3 (below 2): no crossing.
TEST(GraphLayout, BarycentreSweepsRemoveACrossing) {
    const StateGraph g = byHand({0, 1, 1, 2, 2}, {{1, 2}, {4}, {3}, {}, {}});
    const GraphAnalysis a = analyse(g);
    LayoutOptions o;
    o.kind = LayoutKind::Layered;
    o.sweeps = 0;
    const GraphLayout unswept = layoutGraph(g, a, o);
    EXPECT_EQ(layerCrossings(unswept), 1);
    o.sweeps = 4;
    const GraphLayout l = layoutGraph(g, a, o);
    EXPECT_EQ(layerCrossings(l), 0);
    EXPECT_LT(l.nodes[1].x, l.nodes[2].x);
    EXPECT_LT(l.nodes[4].x, l.nodes[3].x);
    EXPECT_DOUBLE_EQ(l.nodes[0].x, 0);  // a row of one is centred
}

TEST(GraphLayout, SameGraphAlwaysDrawsTheSame) {
    auto g = nim({"pile=9"});
    const StateGraph sg = explore(*g, nullptr, {});
    const GraphAnalysis a = analyse(sg);
    for (LayoutKind k : {LayoutKind::Layered, LayoutKind::Force}) {
        LayoutOptions o;
        o.kind = k;
        const GraphLayout x = layoutGraph(sg, a, o), y = layoutGraph(sg, a, o);
        ASSERT_EQ(x.nodes.size(), y.nodes.size());
        for (size_t i = 0; i < x.nodes.size(); ++i) {
            EXPECT_EQ(x.nodes[i].x, y.nodes[i].x) << layoutKindKey(k) << " node " << i;
            EXPECT_EQ(x.nodes[i].y, y.nodes[i].y) << layoutKindKey(k) << " node " << i;
        }
    }
}

TEST(GraphLayout, ForceLayoutSpreadsNodesWithoutOverlap) {
    auto g = nim({"pile=9"});
    const StateGraph sg = explore(*g, nullptr, {});
    const GraphLayout l = laidOut(sg, analyse(sg), LayoutKind::Force);
    EXPECT_FALSE(l.rows);
    EXPECT_EQ(l.nodes.size(), sg.nodes.size());
    expectNoOverlap(l);
    // Neighbours end up closer than the layout is wide (the springs worked).
    double edgeLength = 0;
    for (const auto &e : l.edges)
        edgeLength += std::hypot(l.nodes[e.from].x - l.nodes[e.to].x, l.nodes[e.from].y - l.nodes[e.to].y);
    edgeLength /= static_cast<double>(l.edges.size());
    EXPECT_LT(edgeLength, (l.maxX - l.minX) / 3);
}

// 0 -> 1; 1 -> 2; 2 -> 1, 3 (1 and 2 form a cycle). Components: {0}, {1, 2}, {3}.
TEST(GraphLayout, ComponentsAreSizedByMembershipAndCyclicOnesMarked) {
    const StateGraph g = byHand({0, 1, 2, 3}, {{1}, {2}, {1, 3}, {}});
    const GraphAnalysis a = analyse(g);
    const GraphLayout l = laidOut(g, a, LayoutKind::Components);
    ASSERT_EQ(l.nodes.size(), 3u);
    EXPECT_EQ(l.nodes[0].state, 0u);
    EXPECT_EQ(l.nodes[1].state, 1u);  // the member reached first
    EXPECT_EQ(l.nodes[1].members, 2u);
    EXPECT_TRUE(l.nodes[1].cyclic);
    EXPECT_FALSE(l.nodes[0].cyclic);
    EXPECT_GT(l.nodes[1].radius, l.nodes[0].radius);
    EXPECT_EQ(l.nodeOfState(2), 1);
    ASSERT_EQ(l.edges.size(), 2u);  // {0} -> {1,2} -> {3}; the edges inside the cycle are not drawn
    EXPECT_EQ(l.edges[0].from, 0u);
    EXPECT_EQ(l.edges[0].to, 1u);
    EXPECT_EQ(l.edges[1].from, 1u);
    EXPECT_EQ(l.edges[1].to, 2u);
    expectNoOverlap(l);
}

TEST(GraphLayout, NeighbourhoodHoldsTheStatesWithinTheRadius) {
    // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> 4. Radius 1 around 3: its parents 1, 2 and child 4.
    const StateGraph g = byHand({0, 1, 1, 2, 3}, {{1, 2}, {3}, {3}, {4}, {}});
    const GraphAnalysis a = analyse(g);
    LayoutOptions o;
    o.kind = LayoutKind::Neighbourhood;
    o.centre = 3;
    o.radius = 1;
    const GraphLayout l = layoutGraph(g, a, o);
    std::set<uint32_t> states;
    for (const auto &n : l.nodes) states.insert(n.state);
    EXPECT_EQ(states, (std::set<uint32_t>{1, 2, 3, 4}));
    EXPECT_EQ(l.nodeOfState(0), -1);
    EXPECT_EQ(l.edges.size(), 3u);  // 1->3, 2->3, 3->4
    EXPECT_EQ(l.centre, 3u);
    EXPECT_EQ(l.radius, 1);
    EXPECT_FALSE(l.truncated);
}

// Over the drawing limit, layered and force fall back to the components; where those are too
// many as well (Nim without passing has no cycles: every state is its own component), to the
// widest neighbourhood of the chosen state that fits.
TEST(GraphLayout, LargeGraphsFallBack) {
    auto g = nim({"pile=9", "endless=true", "first_player=first"});  // passing: 2-state cycles
    const StateGraph sg = explore(*g, nullptr, {});
    const GraphAnalysis a = analyse(sg);
    ASSERT_LT(a.components, static_cast<int64_t>(sg.nodes.size()));
    LayoutOptions o;
    o.kind = LayoutKind::Layered;
    o.drawLimit = static_cast<size_t>(a.components);
    GraphLayout l = layoutGraph(sg, a, o);
    EXPECT_TRUE(l.fellBack);
    EXPECT_EQ(l.kind, LayoutKind::Components);
    EXPECT_EQ(l.nodes.size(), static_cast<size_t>(a.components));
    uint32_t members = 0;
    for (const auto &n : l.nodes) members += n.members;
    EXPECT_EQ(members, sg.nodes.size());

    auto plain = nim({"pile=9"});
    const StateGraph pg = explore(*plain, nullptr, {});
    const GraphAnalysis pa = analyse(pg);
    ASSERT_EQ(pa.components, static_cast<int64_t>(pg.nodes.size()));
    o.drawLimit = 20;
    o.kind = LayoutKind::Automatic;
    o.centre = 0;
    l = layoutGraph(pg, pa, o);
    EXPECT_TRUE(l.fellBack);
    EXPECT_EQ(l.kind, LayoutKind::Neighbourhood);
    EXPECT_LE(l.nodes.size(), 20u);
    EXPECT_GE(l.radius, 1);
    EXPECT_EQ(l.nodeOfState(0), 0);
    // The whole neighbourhood of that radius is there: every state at that depth or less.
    for (uint32_t v = 0; v < pg.nodes.size(); ++v)
        if (pg.depth(v) <= l.radius) {
            EXPECT_GE(l.nodeOfState(v), 0) << v;
        }
}

// Rebuilding a state from its key alone is impossible; its discovery path from the start
// replays to it, in as many moves as its depth.
TEST(StateGraphPaths, DiscoveryPathsReplayToEveryState) {
    auto g = nim({"pile=6"});
    const StateGraph sg = explore(*g, nullptr, {});
    const auto discovery = discoveryEdges(sg);
    EXPECT_EQ(discovery[0], kNoEdge);
    for (uint32_t v = 0; v < sg.nodes.size(); ++v) {
        const auto path = pathTo(sg, discovery, v);
        EXPECT_EQ(static_cast<int>(path.size()), sg.depth(v));
        auto s = g->newInitialState();
        for (uint64_t e : path) s->apply(sg.move[e]);
        EXPECT_EQ(s->key(), std::string(sg.key(v))) << "state " << v;
    }
    EXPECT_EQ(edgeSource(sg, 0), 0u);
    EXPECT_EQ(edgeSource(sg, sg.edgeCount() - 1), [&] {
        uint32_t last = 0;
        for (uint32_t v = 0; v < sg.nodes.size(); ++v)
            if (sg.outStart[v + 1] > sg.outStart[v]) last = v;
        return last;
    }());
}

TEST(StateGraphPaths, ExplorationReportsProgressAndStopsWhenCancelled) {
    auto g = nim({"pile=200"});  // about 40000 states
    std::atomic<bool> cancel{false};
    size_t calls = 0, lastExpanded = 0;
    ExploreOptions o;
    o.cancel = &cancel;
    o.progress = [&](size_t found, size_t expanded) {
        ++calls;
        EXPECT_GE(found, expanded);
        EXPECT_GT(expanded, lastExpanded);
        lastExpanded = expanded;
        if (expanded >= 8192) cancel = true;
    };
    const StateGraph sg = explore(*g, nullptr, o);
    EXPECT_TRUE(sg.cancelled);
    EXPECT_FALSE(sg.complete);
    EXPECT_EQ(calls, 2u);  // at 4096 and 8192 expanded states; stopped at the next check
    // The check after 8192 is at 12288: the states before it were expanded, none after.
    const auto expanded = std::count_if(sg.nodes.begin(), sg.nodes.end(), [](const GraphNode &n) { return n.expanded; });
    EXPECT_EQ(expanded, 12288);
    EXPECT_GT(sg.nodes.size(), 12288u);
    EXPECT_GT(analyse(sg).unexpanded, 0);
    EXPECT_LE(lastExpanded, 8192u);
}

// Over collapseAbove states, Automatic draws the components in rows by depth: every state is
// shown by the node of its component (a pass and the pass back make components of two), each
// node in the row of its least depth, none overlapping; up to it, every state in its row.
TEST(GraphLayout, AutomaticCollapsesCyclesOfLargerGraphsIntoRows) {
    auto g = nim({"pile=14", "endless=true", "first_player=first"});
    const StateGraph sg = explore(*g, nullptr, {});
    const GraphAnalysis a = analyse(sg);
    ASSERT_GT(sg.nodes.size(), 150u);
    ASSERT_GT(a.cyclicComponents, 0);
    LayoutOptions o;
    GraphLayout l = layoutGraph(sg, a, o);
    EXPECT_EQ(l.kind, LayoutKind::Components);
    EXPECT_TRUE(l.collapsed);
    EXPECT_TRUE(l.rows);
    EXPECT_FALSE(l.fellBack);
    EXPECT_EQ(static_cast<int64_t>(l.nodes.size()), a.components);
    std::map<int32_t, double> rowY;
    for (uint32_t v = 0; v < sg.nodes.size(); ++v) {
        const int32_t node = l.nodeOfState(v);
        ASSERT_GE(node, 0) << v;
        EXPECT_LE(l.nodes[size_t(node)].layer, sg.depth(v));
    }
    for (const auto &n : l.nodes) {
        if (!rowY.count(n.layer)) rowY[n.layer] = n.y;
        EXPECT_EQ(n.y, rowY[n.layer]);
        EXPECT_EQ(n.cyclic, n.members > 1);
    }
    expectNoOverlap(l);
    o.collapseAbove = sg.nodes.size();
    l = layoutGraph(sg, a, o);
    EXPECT_EQ(l.kind, LayoutKind::Layered);
    EXPECT_FALSE(l.collapsed);
    EXPECT_EQ(l.nodes.size(), sg.nodes.size());
}

// A cancel flag already set stops the analysis, the solving and every layout at once, and their
// results say so; a flag left clear changes nothing.
TEST(StateGraphPaths, AnalysisSolvingAndLayoutStopWhenCancelled) {
    auto g = nim({"pile=12", "first_player=first"});
    const StateGraph sg = explore(*g, nullptr, {});
    std::atomic<bool> stop{true}, go{false};
    EXPECT_TRUE(analyse(sg, &stop).cancelled);
    const GraphAnalysis a = analyse(sg, &go);
    EXPECT_FALSE(a.cancelled);
    EXPECT_EQ(a.components, analyse(sg).components);
    EXPECT_EQ(a.deadStates, analyse(sg).deadStates);
    const GraphSolution s = solve(sg, &a, &stop);
    EXPECT_TRUE(s.cancelled);
    EXPECT_FALSE(s.solved);
    const GraphSolution solved = solve(sg, &a, &go);
    EXPECT_TRUE(solved.solved);
    EXPECT_EQ(solved.outcome, solve(sg, *g).outcome);
    for (LayoutKind k :
         {LayoutKind::Automatic, LayoutKind::Layered, LayoutKind::Force, LayoutKind::Components, LayoutKind::Neighbourhood}) {
        LayoutOptions o;
        o.kind = k;
        o.cancel = &stop;
        const GraphLayout l = layoutGraph(sg, a, o);
        EXPECT_TRUE(l.cancelled) << layoutKindKey(k);
        EXPECT_TRUE(l.nodes.empty()) << layoutKindKey(k);
        o.cancel = &go;
        EXPECT_FALSE(layoutGraph(sg, a, o).cancelled) << layoutKindKey(k);
    }
}
