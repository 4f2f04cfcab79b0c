#pragma once
// The state graph of a reading: every position reachable from a start state, explored
// breadth-first and keyed by the state's exact key, with the analyses that say what is
// *possible* (can play go on for ever, which states can never end) and, for complete graphs,
// the exact value of every state under best play.
//
// Storage is compact (a key arena, a flat hash index and compressed-sparse-row edges), so
// that millions of states fit: see StateGraph::bytesPerState().

#include "game/game.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace rulelab {

struct GraphNode {
    uint64_t keyOffset = 0;
    uint32_t keyLength = 0;
    int32_t depth = 0;
    int32_t margin = 0;  // terminal states: seat 0's score minus seat 1's
    int8_t player = 0;   // seat, kChancePlayer or kTerminalPlayer
    Result result = Result::None;
    EndReason endReason = EndReason::None;
    bool expanded = false;
};

class StateGraph {
public:
    std::vector<GraphNode> nodes;
    // Edges in compressed sparse row form: the out-edges of node i are [outStart[i], outStart[i+1]).
    std::vector<uint64_t> outStart;
    std::vector<uint32_t> target;
    std::vector<float> probability;  // chance edges; 1 for player moves
    std::vector<Move> move;
    bool complete = false;
    bool cancelled = false;      // explore() was stopped through ExploreOptions::cancel
    bool memoryLimited = false;  // explore() stopped before the memory budget was passed
    double seconds = 0;

    size_t edgeCount() const { return target.size(); }
    std::string_view key(uint32_t node) const;
    int64_t find(std::string_view key) const;  // node index or -1
    size_t bytesPerState() const;              // memory of the graph's containers / nodes

    // Building (used by explore()).
    uint32_t addNode(std::string_view key, bool &isNew);

private:
    std::vector<char> arena_;
    std::vector<uint32_t> table_;  // open addressing; 0 = empty, else node index + 1
    void grow();
};

struct ExploreOptions {
    size_t maxNodes = 1000000;
    // The process's resident memory may not pass this (0: no budget). Checked every 256
    // expanded states, and exploration stops at 90% of it, so the margin covers what one
    // check interval can add. See defaultGraphMemoryBudget() and minimumBytesFor().
    size_t maxBytes = 0;
    // Optional, for a caller exploring in the background: `cancel` is read and `progress` is
    // called (with the states found and expanded so far) once every 4096 expanded states, so
    // neither costs anything measurable. A cancelled graph is incomplete, like a truncated one.
    const std::atomic<bool> *cancel = nullptr;
    std::function<void(size_t found, size_t expanded)> progress;
};

// Half the machine's physical memory: the default budget of an exploration.
size_t defaultGraphMemoryBudget();
// The least memory `nodes` states can take (graph containers only, the smallest key): a
// --max-nodes whose minimum does not fit the budget is refused up front.
inline size_t minimumBytesFor(size_t nodes) { return nodes * 48; }
// The process's resident memory now (0 where it cannot be read).
size_t residentBytes();

// Explores from `start` (the initial state when null). Stops adding states at maxNodes: the
// graph is then incomplete and the states not yet expanded are marked so.
StateGraph explore(const Game &game, const State *start, const ExploreOptions &options);

// The edge by which the breadth-first exploration first reached each node: the lowest-numbered
// edge into it (node 0, the start, has none: kNoEdge). Following them back from a node gives a
// shortest path from the start, so a state can be rebuilt from its moves (keys are not states).
inline constexpr uint64_t kNoEdge = ~uint64_t{0};
std::vector<uint64_t> discoveryEdges(const StateGraph &g);
uint32_t edgeSource(const StateGraph &g, uint64_t edge);
// The edges from the start to `node` along discovery edges, first edge first.
std::vector<uint64_t> pathTo(const StateGraph &g, const std::vector<uint64_t> &discovery, uint32_t node);

struct GraphAnalysis {
    int64_t terminals = 0;
    std::map<std::string, int64_t> terminalsByResult;     // "win0", "win1", "draw", "undecided"
    std::map<std::string, int64_t> terminalsByEndReason;  // "finished", "relay_loop", ...
    int64_t components = 0;
    int64_t cyclicComponents = 0;  // strongly connected components in which play can go round
    int64_t statesInCycles = 0;
    int64_t largestComponent = 0;
    int64_t deadStates = 0;  // expanded states from which no end can be reached
    int64_t unexpanded = 0;
    int32_t maxDepth = 0;
    std::vector<int64_t> depthHistogram;
    double meanBranching = 0;  // out-edges per expanded player node
    int64_t maxBranching = 0;
    std::vector<uint32_t> component;  // component id of every node
    bool cancelled = false;           // stopped through the cancel flag: the fields above are not to be used
};

// `cancel` (optional, as ExploreOptions::cancel) is read every few thousand states: a caller in
// the background can stop a long analysis; the result then says `cancelled`.
GraphAnalysis analyse(const StateGraph &g, const std::atomic<bool> *cancel = nullptr);

// Exact values under best play (complete graphs only).
struct GraphSolution {
    bool solved = false;
    std::string method;  // "retrograde" (no chance) or "value-iteration"
    std::string error;
    // retrograde: per node 0 = seat 0 wins, 1 = seat 1 wins, 2 = draw, 3 = neither side can force
    // an end (play can only cycle), with the best-play score margin (seat 0 minus seat 1) where the
    // graph has no cycles.
    std::vector<uint8_t> outcome;
    std::vector<int32_t> margin;
    bool hasMargin = false;
    // value iteration: probability that seat 0 wins (a draw or an undecided end counts half).
    std::vector<double> winProbability;
    int iterations = 0;
    bool converged = false;
    bool cancelled = false;  // stopped through the cancel flag (then not solved)
};

GraphSolution solve(const StateGraph &g, const Game &game);
// The same with the graph's analysis at hand (its components are not computed again), and an
// optional cancel flag read every few thousand states (and at every round of value iteration).
GraphSolution solve(const StateGraph &g, const GraphAnalysis *analysis, const std::atomic<bool> *cancel = nullptr);
const char *outcomeName(uint8_t outcome);

// GraphML (with node attributes key, depth, player, result, component and edge attributes move,
// probability) and Graphviz DOT.
std::string toGraphML(const StateGraph &g, const GraphAnalysis &a);
std::string toDot(const StateGraph &g, const GraphAnalysis &a);

}  // namespace rulelab
