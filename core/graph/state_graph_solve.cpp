// Exact values of a complete state graph (state_graph.h): retrograde analysis with best-play
// margins where there is no chance, value iteration where there is.
#include "graph_cancel.h"
#include "state_graph.h"

#include <algorithm>
#include <cmath>

namespace rulelab {

const char *outcomeName(uint8_t o) {
    switch (o) {
    case 0: return "win0";
    case 1: return "win1";
    case 2: return "draw";
    default: return "cycle";
    }
}

namespace {

uint8_t terminalOutcome(Result r) {
    return r == Result::Win0 ? 0 : r == Result::Win1 ? 1 : 2;  // draw and undecided ends: 2
}

// The outcome of every state under best play, backwards from the terminals. False when
// `cancel` said to stop.
bool retrograde(const StateGraph &g, GraphSolution &s, const std::atomic<bool> *cancel) {
    const size_t n = g.nodes.size();
    std::vector<uint32_t> inStart, source;
    reverseEdges(g, inStart, source);
    s.outcome.assign(n, 3);
    std::vector<uint32_t> remaining(n, 0);
    std::vector<uint8_t> sawDraw(n, 0);
    std::vector<uint32_t> queue;
    for (uint32_t v = 0; v < n; ++v) {
        remaining[v] = static_cast<uint32_t>(g.outStart[v + 1] - g.outStart[v]);
        if (g.nodes[v].player == kTerminalPlayer) {
            s.outcome[v] = terminalOutcome(g.nodes[v].result);
            queue.push_back(v);
        }
    }
    for (size_t qi = 0; qi < queue.size(); ++qi) {
        if (stopAt(cancel, qi + 1)) return false;
        const uint32_t c = queue[qi];
        const uint8_t val = s.outcome[c];
        for (uint64_t e = inStart[c]; e < inStart[c + 1]; ++e) {
            const uint32_t p = source[e];
            if (s.outcome[p] != 3) continue;
            const int mover = g.nodes[p].player;
            if (val == mover) {  // a move to a won position: the mover wins
                s.outcome[p] = val;
                queue.push_back(p);
                continue;
            }
            if (val == 2) sawDraw[p] = 1;
            if (--remaining[p] == 0) {
                s.outcome[p] = sawDraw[p] ? 2 : static_cast<uint8_t>(1 - mover);
                queue.push_back(p);
            }
        }
    }
    return true;
}

// Best-play margin (seat 0 minus seat 1) of a graph without cycles: children before parents,
// each side preferring a better outcome, then a better margin. False when `cancel` said to stop.
bool bestPlayMargins(const StateGraph &g, const GraphAnalysis &a, GraphSolution &s, const std::atomic<bool> *cancel) {
    const size_t n = g.nodes.size();
    s.hasMargin = true;
    s.margin.assign(n, 0);
    // Tarjan numbers the strong components of a DAG in reverse topological order.
    std::vector<uint32_t> order(n);
    for (uint32_t v = 0; v < n; ++v) order[v] = v;
    std::sort(order.begin(), order.end(), [&](uint32_t x, uint32_t y) { return a.component[x] < a.component[y]; });
    for (uint32_t i = 0; i < n; ++i) {
        if (stopAt(cancel, i + 1)) return false;
        const uint32_t v = order[i];
        if (g.nodes[v].player == kTerminalPlayer) {
            s.margin[v] = g.nodes[v].margin;
            continue;
        }
        const int mover = g.nodes[v].player;
        bool first = true;
        int best = 0;
        for (uint64_t e = g.outStart[v]; e < g.outStart[v + 1]; ++e) {
            const uint32_t c = g.target[e];
            if (s.outcome[c] != s.outcome[v]) continue;  // best play keeps the outcome
            const int m = s.margin[c];
            if (first || (mover == 0 ? m > best : m < best)) best = m;
            first = false;
        }
        s.margin[v] = best;
    }
    return true;
}

// Value iteration: probability that seat 0 wins under best play by both sides. False when
// `cancel` said to stop.
bool valueIteration(const StateGraph &g, GraphSolution &s, const std::atomic<bool> *cancel) {
    const size_t n = g.nodes.size();
    s.winProbability.assign(n, 0.0);
    for (uint32_t v = 0; v < n; ++v)
        if (g.nodes[v].player == kTerminalPlayer)
            s.winProbability[v] = g.nodes[v].result == Result::Win0 ? 1.0 : g.nodes[v].result == Result::Win1 ? 0.0 : 0.5;
    for (s.iterations = 1; s.iterations <= 100000; ++s.iterations) {
        if (stopAt(cancel, 0)) return false;
        double change = 0;
        for (uint32_t vi = static_cast<uint32_t>(n); vi-- > 0;) {  // deepest first
            const GraphNode &node = g.nodes[vi];
            if (node.player == kTerminalPlayer || g.outStart[vi] == g.outStart[vi + 1]) continue;
            double v;
            if (node.player == kChancePlayer) {
                v = 0;
                for (uint64_t e = g.outStart[vi]; e < g.outStart[vi + 1]; ++e)
                    v += static_cast<double>(g.probability[e]) * s.winProbability[g.target[e]];
            } else {
                v = node.player == 0 ? 0.0 : 1.0;
                for (uint64_t e = g.outStart[vi]; e < g.outStart[vi + 1]; ++e) {
                    const double c = s.winProbability[g.target[e]];
                    v = node.player == 0 ? std::max(v, c) : std::min(v, c);
                }
            }
            change = std::max(change, std::fabs(v - s.winProbability[vi]));
            s.winProbability[vi] = v;
        }
        if (change < 1e-12) {
            s.converged = true;
            break;
        }
    }
    return true;
}

}  // namespace

GraphSolution solve(const StateGraph &g, const Game &) { return solve(g, nullptr); }

GraphSolution solve(const StateGraph &g, const GraphAnalysis *analysis, const std::atomic<bool> *cancel) {
    GraphSolution s;
    auto stopped = [&s] {
        s = GraphSolution{};
        s.cancelled = true;
        s.error = "cancelled";
        return s;
    };
    if (stopAt(cancel, 0)) return stopped();
    if (!g.complete) {
        s.error = "the graph is incomplete (raise --max-nodes, or use a smaller experimental board)";
        return s;
    }
    bool chance = false;
    for (const auto &node : g.nodes) chance = chance || node.player == kChancePlayer;
    if (chance) {
        s.method = "value-iteration";
        if (!valueIteration(g, s, cancel)) return stopped();
        s.solved = true;
        return s;
    }
    s.method = "retrograde";
    if (!retrograde(g, s, cancel)) return stopped();
    GraphAnalysis own;
    if (!analysis) own = analyse(g, cancel);
    if (own.cancelled || stopAt(cancel, 0)) return stopped();
    const GraphAnalysis &a = analysis ? *analysis : own;
    if (a.cyclicComponents == 0 && !bestPlayMargins(g, a, s, cancel)) return stopped();
    s.solved = true;
    return s;
}

}  // namespace rulelab
