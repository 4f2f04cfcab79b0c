#pragma once
// Where to draw the states of a state graph (Qt-free, so that layouts are tested without a
// display and the GUI only paints finished positions).
//
//   layered        one row per breadth-first depth, the order within each row improved by a few
//                  barycentre sweeps (fewer edge crossings); for small graphs
//   force          Fruchterman-Reingold on Boost.Graph's square topology, then overlaps pushed
//                  apart; for medium graphs
//   components     the condensation: one node per strongly connected component, sized by the
//                  states it holds, cyclic ones (play can go round inside) marked
//   neighbourhood  the states within `radius` moves of a chosen state, in either direction
//
// Automatic draws every state in rows by depth up to collapseAbove states; above that, the
// components in rows by depth (`collapsed`: every strongly connected component, the states play
// can go round in, is one node, drawn larger and labelled with its number of states; the other
// states stay single nodes), which reads better for a few hundred states than a force-directed
// tangle. Layered and force asked for a graph over drawLimit fall back to the components, and
// when even those are too many, every kind falls back to the neighbourhood of the chosen state.
// Every layout is deterministic: the same graph and options always give the same positions (a
// fixed seed for the force layout). A layout can be stopped through LayoutOptions::cancel.

#include "state_graph.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace rulelab {

enum class LayoutKind : uint8_t { Automatic, Layered, Force, Components, Neighbourhood };
const char *layoutKindKey(LayoutKind k);  // "automatic", "layered", ...

struct LayoutOptions {
    LayoutKind kind = LayoutKind::Automatic;
    size_t collapseAbove = 150;  // automatic: every state in rows by depth up to this many states, else collapsed
    size_t layeredLimit = 200;   // components and neighbourhoods: rows by depth up to this many drawn nodes, else force
    size_t drawLimit = 1500;     // most nodes ever drawn (see the header comment)
    uint32_t centre = 0;         // neighbourhood: the chosen state
    int radius = 2;              // neighbourhood: moves from the centre; automatic fallback picks its own
    int sweeps = 4;              // layered: barycentre sweeps (each one down and up)
    int iterations = 250;        // force: Fruchterman-Reingold iterations (fewer for large graphs)
    uint32_t seed = 1;           // force: random start positions
    // Optional, for a caller laying out in the background: read every few thousand steps (and at
    // every round of the force layout); a stopped layout says `cancelled` and is not to be drawn.
    const std::atomic<bool> *cancel = nullptr;
};

struct LayoutNode {
    uint32_t state = 0;      // the state drawn; components: the member reached first
    uint32_t component = 0;  // strongly connected component of the state (GraphAnalysis::component)
    uint32_t members = 1;    // components: states in it
    bool cyclic = false;     // play can go round through this state (component)
    int32_t layer = 0;       // breadth-first depth (components: the least depth of a member)
    double x = 0, y = 0;     // centre; units: the gap between neighbours in a row is about 1
    double radius = 0.3;
};

struct LayoutEdge {
    uint32_t from = 0, to = 0;  // indices into GraphLayout::nodes (from == to: a loop)
    uint32_t count = 1;         // graph edges drawn as this one (several moves, or between components)
};

struct GraphLayout {
    LayoutKind kind = LayoutKind::Layered;  // what was drawn (never Automatic)
    bool rows = false;                      // placed in rows by depth (else force-directed)
    bool fellBack = false;                  // too many states to draw each one: components or neighbourhood
    bool truncated = false;                 // neighbourhood: stopped at drawLimit states
    bool collapsed = false;                 // automatic: components (cycles collapsed) in rows by depth
    bool cancelled = false;                 // stopped through LayoutOptions::cancel: not to be drawn
    uint32_t centre = 0;                    // neighbourhood: its centre
    int radius = 0;                         // neighbourhood: the radius drawn
    std::vector<LayoutNode> nodes;
    std::vector<LayoutEdge> edges;
    // For every state, the drawn node that shows it (components: its component's node), or -1.
    std::vector<int32_t> nodeOf;
    double minX = 0, minY = 0, maxX = 0, maxY = 0;  // bounding box, radii included

    int32_t nodeOfState(uint32_t state) const { return state < nodeOf.size() ? nodeOf[state] : -1; }
};

GraphLayout layoutGraph(const StateGraph &g, const GraphAnalysis &a, const LayoutOptions &options);

// Crossings between edges joining adjacent rows (for tests and the sweeps).
int64_t layerCrossings(const GraphLayout &layout);

}  // namespace rulelab
