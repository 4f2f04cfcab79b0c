// The analyses of a state graph (state_graph.h): counts by kind and depth, strong components
// (where play can go round) and the states that can reach no end.
#include "graph_cancel.h"
#include "state_graph.h"

#include <malloc.h>

#include <algorithm>

namespace rulelab {

namespace {

// Strongly connected components by Pearce's space-efficient form of Tarjan's algorithm ("A
// space-efficient algorithm for finding strongly connected components", 2016), iteratively,
// straight on the compressed rows: one number per node (the visit index while active, then the
// component), a bit per node, and the two stacks. The depth-first search starts from the nodes
// in index order and follows out-edges in order, and a component is numbered when its root
// finishes, so the numbers are exactly those of boost::strong_components on the same graph (a
// test compares them). Returns the number of components, or -1 when `stop` said to stop.
template <class Stop>
int64_t strongComponents(const StateGraph &g, std::vector<uint32_t> &component, Stop stop) {
    const size_t n = g.nodes.size();
    std::vector<uint32_t> &rindex = component;  // 0: not visited yet
    rindex.assign(n, 0);
    std::vector<bool> root(n, false);
    std::vector<uint32_t> stack;
    struct Frame {
        uint32_t node, edge;
    };
    std::vector<Frame> calls;
    uint32_t index = 1;
    int64_t c = static_cast<int64_t>(n) - 1;  // components are numbered n-1, n-2, ... as they finish
    uint64_t steps = 0;
    auto begin = [&](uint32_t v) {
        rindex[v] = index++;
        root[v] = true;
        calls.push_back({v, g.outStart[v]});
    };
    for (uint32_t r = 0; r < n; ++r) {
        if (rindex[r] != 0) continue;
        begin(r);
        while (!calls.empty()) {
            if (stop(++steps)) return -1;
            Frame &f = calls.back();
            const uint32_t v = f.node;
            if (f.edge < g.outStart[v + 1]) {
                const uint32_t w = g.target[f.edge];
                if (rindex[w] == 0) {  // visit w; this edge is looked at again when w is done
                    begin(w);
                    continue;
                }
                if (rindex[w] < rindex[v]) {
                    rindex[v] = rindex[w];
                    root[v] = false;
                }
                ++f.edge;
                continue;
            }
            calls.pop_back();
            if (!root[v]) {
                stack.push_back(v);
                continue;
            }
            --index;
            while (!stack.empty() && rindex[v] <= rindex[stack.back()]) {
                rindex[stack.back()] = static_cast<uint32_t>(c);
                stack.pop_back();
                --index;
            }
            rindex[v] = static_cast<uint32_t>(c--);
        }
    }
    const int64_t count = static_cast<int64_t>(n) - 1 - c;
    for (uint32_t &x : rindex) x = static_cast<uint32_t>(static_cast<int64_t>(n) - 1 - x);  // first finished: 0
    return count;
}

// The counts of states by kind and depth, and the branching of player states. False when
// `cancel` said to stop.
bool countStates(const StateGraph &g, GraphAnalysis &a, const std::atomic<bool> *cancel) {
    const size_t n = g.nodes.size();
    for (uint32_t v = 0; v < n; ++v) {
        if (stopAt(cancel, v)) return false;
        const GraphNode &node = g.nodes[v];
        if (node.player == kTerminalPlayer) {
            ++a.terminals;
            ++a.terminalsByResult[resultKey(node.result)];
            ++a.terminalsByEndReason[endReasonKey(node.endReason)];
        }
        if (!node.expanded && node.player != kTerminalPlayer) ++a.unexpanded;
    }
    a.maxDepth = g.depth(static_cast<uint32_t>(n - 1));  // breadth-first: the last node is the deepest
    a.depthHistogram.assign(static_cast<size_t>(a.maxDepth) + 1, 0);
    int64_t playerNodes = 0, playerEdges = 0;
    for (uint32_t v = 0; v < n; ++v) {
        if (stopAt(cancel, v)) return false;
        ++a.depthHistogram[static_cast<size_t>(g.depth(v))];
        if (g.nodes[v].player >= 0 && g.nodes[v].expanded) {
            const int64_t deg = static_cast<int64_t>(g.outStart[v + 1] - g.outStart[v]);
            ++playerNodes;
            playerEdges += deg;
            a.maxBranching = std::max(a.maxBranching, deg);
        }
    }
    a.meanBranching = playerNodes ? static_cast<double>(playerEdges) / static_cast<double>(playerNodes) : 0;
    return true;
}

// The sizes of the strong components (a.component numbered): the largest, and those in which
// play can go round. The work arrays are freed on return, before the reverse edges are built
// (see analysisReserveBytes).
void componentSizes(const StateGraph &g, GraphAnalysis &a) {
    const size_t n = g.nodes.size();
    std::vector<uint32_t> size(static_cast<size_t>(a.components), 0);
    std::vector<uint8_t> selfLoop(static_cast<size_t>(a.components), 0);
    for (uint32_t v = 0; v < n; ++v) {
        ++size[a.component[v]];
        for (uint64_t e = g.outStart[v]; e < g.outStart[v + 1]; ++e)
            if (g.target[e] == v) selfLoop[a.component[v]] = 1;
    }
    for (size_t c = 0; c < size.size(); ++c) {
        a.largestComponent = std::max<int64_t>(a.largestComponent, size[c]);
        if (size[c] > 1 || selfLoop[c]) {
            ++a.cyclicComponents;
            a.statesInCycles += size[c];
        }
    }
}

// The states that can reach no end: backwards from the terminals (and, in an incomplete graph,
// from the states not yet expanded, whose future is unknown). -1 when `cancel` said to stop.
int64_t countDeadStates(const StateGraph &g, const std::atomic<bool> *cancel) {
    const size_t n = g.nodes.size();
    std::vector<uint32_t> inStart, source;
    reverseEdges(g, inStart, source);
    std::vector<uint8_t> reaches(n, 0);
    std::vector<uint32_t> stack;
    for (uint32_t v = 0; v < n; ++v)
        if (g.nodes[v].player == kTerminalPlayer || !g.nodes[v].expanded) {
            reaches[v] = 1;
            stack.push_back(v);
        }
    for (uint64_t steps = 1; !stack.empty(); ++steps) {
        if (stopAt(cancel, steps)) return -1;
        const uint32_t v = stack.back();
        stack.pop_back();
        for (uint64_t e = inStart[v]; e < inStart[v + 1]; ++e)
            if (!reaches[source[e]]) {
                reaches[source[e]] = 1;
                stack.push_back(source[e]);
            }
    }
    int64_t dead = 0;
    for (uint32_t v = 0; v < n; ++v) dead += !reaches[v];
    return dead;
}

}  // namespace

GraphAnalysis analyse(const StateGraph &g, const std::atomic<bool> *cancel) {
    GraphAnalysis a;
    if (g.nodes.empty()) return a;
    auto stopped = [&a] {
        a = GraphAnalysis{};
        a.cancelled = true;
        return a;
    };
    if (!countStates(g, a, cancel)) return stopped();
    a.components = strongComponents(g, a.component, [cancel](uint64_t i) { return stopAt(cancel, i); });
    if (a.components < 0) return stopped();
    componentSizes(g, a);
    a.deadStates = countDeadStates(g, cancel);
    if (a.deadStates < 0) return stopped();
    malloc_trim(0);  // the work arrays came from the heap's top: give them back to the system
    return a;
}

}  // namespace rulelab
