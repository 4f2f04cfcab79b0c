#pragma once
// The state graph of a reading: every position reachable from a start state, explored
// breadth-first and keyed by the state's exact key, with the analyses that say what is
// *possible* (can play go on for ever, which states can never end) and, for complete graphs,
// the exact value of every state under best play.
//
// Storage is compact, so that millions of states fit (see StateGraph::bytesPerState()): keys
// packed back to back (nibbles where they fit), a flat open-addressing index, 8 bytes of node
// data, depths as level boundaries, and edges in compressed rows (32-bit targets, moves and
// chance probabilities as indices into small tables). The analyses run on this form directly.

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

// What the analyses need to know of a state (8 bytes). Its key and its depth are kept by the
// graph (StateGraph::key, StateGraph::depth).
struct GraphNode {
    int32_t margin = 0;  // terminal states: seat 0's score minus seat 1's
    int8_t player = 0;   // seat, kChancePlayer or kTerminalPlayer
    Result result = Result::None;
    EndReason endReason = EndReason::None;
    bool expanded = false;
};

// An edge column that stores each value as an index into a table of the distinct values seen (1
// or 2 bytes an edge): a game has a handful of chance probabilities and at most a few thousand
// distinct moves. Past Index's range it falls back to storing values plainly, so it is exact
// whatever the game.
template <class T, class Index>
class TableColumn {
public:
    void push_back(T value);
    T operator[](size_t i) const { return plain_ ? values_[i] : table_[index_[i]]; }
    size_t size() const { return plain_ ? values_.size() : index_.size(); }
    size_t bytes() const { return index_.capacity() * sizeof(Index) + (table_.capacity() + values_.capacity()) * sizeof(T); }

private:
    std::vector<Index> index_;
    std::vector<T> table_;
    std::vector<T> values_;  // plain storage, once there are too many distinct values
    bool plain_ = false;
};

class StateGraph {
public:
    std::vector<GraphNode> nodes;
    // Edges in compressed sparse row form: the out-edges of node i are [outStart[i], outStart[i+1]).
    // (32-bit: exploration stops, incomplete, before a graph could pass 4 billion edges.)
    std::vector<uint32_t> outStart;
    std::vector<uint32_t> target;
    TableColumn<float, uint8_t> probability;  // chance edges; 1 for player moves
    TableColumn<Move, uint16_t> move;
    bool complete = false;
    bool cancelled = false;      // explore() was stopped through ExploreOptions::cancel
    bool memoryLimited = false;  // explore() stopped before the memory budget was passed
    // The game's limits keep history that no key holds (G-2's stall triggers on: see
    // stateGraphLimits): two states of one key may then differ in what the next move does, and
    // the graph, which keeps the first state of each key, is not exact. The study says so.
    bool historyOutsideKeys = false;
    double seconds = 0;

    size_t edgeCount() const { return target.size(); }
    // The state's exact key (State::appendKey), as the game wrote it.
    std::string key(uint32_t node) const;
    int64_t find(std::string_view key) const;  // node index or -1
    // Breadth-first depth: the fewest moves from the start. Nodes are numbered in breadth-first
    // order, so the depth only grows with the index and the graph keeps where each level starts.
    int depth(uint32_t node) const;
    size_t bytesPerState() const;  // memory of the graph's containers / nodes

    // Building (used by explore(); tests build small graphs by hand with pushNode). Depths must
    // not decrease from one node to the next.
    uint32_t addNode(std::string_view key, int depth, bool &isNew);
    void pushNode(const GraphNode &node, int depth);

private:
    // Keys are stored once each, back to back. While every key has the same length and every
    // byte lies in -8..7 (a typical key: counts and small codes), two bytes share one byte as
    // nibbles; otherwise bytes are stored plainly; and keys of different lengths get offsets.
    // Each change of form repacks the stored keys once.
    enum class KeyForm : uint8_t { Nibbles, Bytes, Variable };
    KeyForm form_ = KeyForm::Nibbles;
    size_t keyLength_ = 0;              // Nibbles, Bytes: the length of every key
    std::vector<uint8_t> arena_;        // stored keys
    std::vector<uint64_t> offset_;      // Variable: key i is arena_[offset_[i], offset_[i+1])
    std::vector<uint32_t> table_;       // open addressing over the stored form; 0 = empty, else node index + 1
    std::vector<uint32_t> levelStart_;  // levelStart_[d]: the first node of depth d
    size_t keyCount() const;
    std::string_view stored(uint32_t node) const;
    bool storedForm(std::string_view key, std::string &out) const;  // false: no stored key can equal it
    void changeForm(KeyForm form);
    void rehash(size_t capacity);
};

struct ExploreOptions {
    size_t maxNodes = 1000000;
    // The process's resident memory may not pass this (0: no budget). Checked every 256
    // expanded states: exploration stops at 90% of it (the margin covers what one check interval
    // can add), or earlier when what is resident and the analysis of the graph found so far
    // (analysisReserveBytes) would pass it. See defaultGraphMemoryBudget() and minimumBytesFor().
    size_t maxBytes = 0;
    // What the caller will need beside the graph once it is explored, per state and per edge
    // (the text of a saved graph: graphTextReserve): counted against maxBytes like the analysis,
    // so that saving the graph stays within the budget too.
    size_t reservePerState = 0, reservePerEdge = 0;
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
inline size_t minimumBytesFor(size_t nodes) { return nodes * 24; }
// The process's resident memory now (0 where it cannot be read).
size_t residentBytes();
// The most memory analyse() takes beside the graph of `nodes` states and `edges` edges: the
// strong components with their search stacks (16 bytes a state at the deepest), or the component
// numbers with the reverse edges and the backward search (13 bytes a state and 4 an edge).
inline size_t analysisReserveBytes(size_t nodes, size_t edges) { return nodes * 16 + edges * 4; }
// The most memory writing the graph as Graphviz (`dot`) or GraphML text takes, per state and per
// edge: the text while it is built and saved, and for GraphML Boost's copy of the graph with its
// attribute maps. Measured on Khutka Boia (500,000 states: 113 MB for DOT, 540 MB for GraphML
// beside the graph) with a margin; set in ExploreOptions when the graph will be saved.
inline void graphTextReserve(bool dot, size_t &perState, size_t &perEdge) {
    perState = dot ? 160 : 800;
    perEdge = dot ? 100 : 450;
}

// A state graph keeps one state per key (State::appendKey: the position). G-2's stall guard
// remembers history that no key holds (a table of repeated positions, the turns since the last
// capture), so with its triggers on two states of one key may differ in whether the next move
// ends the round, and the graph would merge them: it would miss states and round ends. State
// graphs are therefore explored under these limits: `limits` with the stall triggers off
// (repeat_k and no_capture_turns 0). A round that can only go round then shows as a cycle
// (GraphAnalysis::cyclicComponents), which is exact.
Limits stateGraphLimits(Limits limits);
// Whether a game built with `limits` keeps history its keys leave out (the stall triggers on).
inline bool historyOutsideKeys(const Limits &limits) { return limits.repeatK > 0 || limits.noCaptureTurns > 0; }

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
// The in-edges in compressed rows: those of node v come from source[inStart[v] .. inStart[v+1]),
// sources in increasing order (in the order the out-edges are read).
void reverseEdges(const StateGraph &g, std::vector<uint32_t> &inStart, std::vector<uint32_t> &source);

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
