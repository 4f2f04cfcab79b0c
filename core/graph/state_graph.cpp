#include "state_graph.h"

#include <unistd.h>
#include <cstdio>

#include "game/rng.h"

#include <algorithm>
#include <chrono>
#include <limits>

namespace rulelab {

template <class T, class Index>
void TableColumn<T, Index>::push_back(T value) {
    if (plain_) {
        values_.push_back(value);
        return;
    }
    // Most edges repeat the latest value (a probability of 1, the same kind of move): check it
    // first, then the table (small: a linear scan from the newest entry).
    size_t found = table_.size();
    if (!index_.empty() && table_[index_.back()] == value) found = index_.back();
    else
        for (size_t i = table_.size(); i-- > 0;)
            if (table_[i] == value) {
                found = i;
                break;
            }
    if (found == table_.size()) {
        if (table_.size() > std::numeric_limits<Index>::max()) {  // too many distinct values: store them plainly
            values_.reserve(index_.size() + 1);
            for (Index i : index_) values_.push_back(table_[i]);
            values_.push_back(value);
            std::vector<Index>().swap(index_);
            std::vector<T>().swap(table_);
            plain_ = true;
            return;
        }
        table_.push_back(value);
    }
    index_.push_back(static_cast<Index>(found));
}

template class TableColumn<float, uint8_t>;
template class TableColumn<Move, uint16_t>;

namespace {

uint64_t hashKey(std::string_view k) { return fnv1a64(k) * 0x9e3779b97f4a7c15ULL; }

bool fitsNibble(char c) { return static_cast<signed char>(c) >= -8 && static_cast<signed char>(c) <= 7; }

void packNibbles(std::string_view k, std::string &out) {
    out.assign((k.size() + 1) / 2, '\0');
    for (size_t i = 0; i < k.size(); ++i)
        out[i / 2] =
            static_cast<char>(static_cast<unsigned char>(out[i / 2]) | (static_cast<unsigned char>(k[i]) & 15u) << (4 * (i % 2)));
}

char unpackNibble(std::string_view packed, size_t i) {
    const int x = (static_cast<unsigned char>(packed[i / 2]) >> (4 * (i % 2))) & 15;
    return static_cast<char>((x ^ 8) - 8);  // sign-extend the 4 bits
}

}  // namespace

size_t StateGraph::keyCount() const {
    if (form_ == KeyForm::Variable) return offset_.empty() ? 0 : offset_.size() - 1;
    if (keyLength_ == 0) return 0;
    const size_t stride = form_ == KeyForm::Nibbles ? (keyLength_ + 1) / 2 : keyLength_;
    return arena_.size() / stride;
}

std::string_view StateGraph::stored(uint32_t node) const {
    const char *base = reinterpret_cast<const char *>(arena_.data());
    if (form_ == KeyForm::Variable) return {base + offset_[node], static_cast<size_t>(offset_[node + 1] - offset_[node])};
    const size_t stride = form_ == KeyForm::Nibbles ? (keyLength_ + 1) / 2 : keyLength_;
    return {base + static_cast<size_t>(node) * stride, stride};
}

std::string StateGraph::key(uint32_t node) const {
    const std::string_view s = stored(node);
    if (form_ != KeyForm::Nibbles) return std::string(s);
    std::string k(keyLength_, '\0');
    for (size_t i = 0; i < keyLength_; ++i) k[i] = unpackNibble(s, i);
    return k;
}

bool StateGraph::storedForm(std::string_view k, std::string &out) const {
    switch (form_) {
    case KeyForm::Nibbles:
        if (k.size() != keyLength_ || !std::all_of(k.begin(), k.end(), fitsNibble)) return false;
        packNibbles(k, out);
        return true;
    case KeyForm::Bytes:
        if (k.size() != keyLength_) return false;
        out.assign(k);
        return true;
    case KeyForm::Variable: out.assign(k); return true;
    }
    return false;
}

int64_t StateGraph::find(std::string_view k) const {
    if (table_.empty()) return -1;
    thread_local std::string probe;
    if (!storedForm(k, probe)) return -1;
    const size_t mask = table_.size() - 1;
    for (size_t i = hashKey(probe) & mask;; i = (i + 1) & mask) {
        const uint32_t v = table_[i];
        if (v == 0) return -1;
        if (stored(v - 1) == probe) return v - 1;
    }
}

int StateGraph::depth(uint32_t node) const {
    const auto it = std::upper_bound(levelStart_.begin(), levelStart_.end(), node);
    return static_cast<int>(it - levelStart_.begin()) - 1;
}

void StateGraph::rehash(size_t capacity) {
    table_.assign(capacity, 0);
    const size_t mask = capacity - 1;
    const size_t n = keyCount();
    for (uint32_t v = 0; v < n; ++v) {
        size_t i = hashKey(stored(v)) & mask;
        while (table_[i]) i = (i + 1) & mask;
        table_[i] = v + 1;
    }
}

void StateGraph::changeForm(KeyForm form) {
    const size_t n = keyCount();
    std::vector<std::string> keys;  // rare (once per graph at most twice): plain copies are fine
    keys.reserve(n);
    for (uint32_t v = 0; v < n; ++v) keys.push_back(key(v));
    arena_.clear();
    offset_.clear();
    form_ = form;
    if (form == KeyForm::Variable) offset_.push_back(0);
    for (const std::string &k : keys) {
        arena_.insert(arena_.end(), k.begin(), k.end());
        if (form == KeyForm::Variable) offset_.push_back(arena_.size());
    }
    rehash(table_.size());
}

void StateGraph::pushNode(const GraphNode &node, int depth) {
    while (static_cast<int>(levelStart_.size()) <= depth) levelStart_.push_back(static_cast<uint32_t>(nodes.size()));
    nodes.push_back(node);
}

uint32_t StateGraph::addNode(std::string_view k, int depth, bool &isNew) {
    if (keyCount() == 0) {
        keyLength_ = k.size();
        form_ = std::all_of(k.begin(), k.end(), fitsNibble) ? KeyForm::Nibbles : KeyForm::Bytes;
    } else if (form_ != KeyForm::Variable && k.size() != keyLength_) {
        changeForm(KeyForm::Variable);
    } else if (form_ == KeyForm::Nibbles && !std::all_of(k.begin(), k.end(), fitsNibble)) {
        changeForm(KeyForm::Bytes);
    }
    // Open addressing at a load of at most 0.7.
    if ((keyCount() + 1) * 10 > table_.size() * 7) rehash(std::max<size_t>(1024, table_.size() * 2));
    thread_local std::string probe;
    storedForm(k, probe);
    const size_t mask = table_.size() - 1;
    size_t i = hashKey(probe) & mask;
    for (; table_[i]; i = (i + 1) & mask)
        if (stored(table_[i] - 1) == probe) {
            isNew = false;
            return table_[i] - 1;
        }
    arena_.insert(arena_.end(), probe.begin(), probe.end());
    if (form_ == KeyForm::Variable) offset_.push_back(arena_.size());
    pushNode(GraphNode{}, depth);
    table_[i] = static_cast<uint32_t>(nodes.size());
    isNew = true;
    return static_cast<uint32_t>(nodes.size() - 1);
}

size_t StateGraph::bytesPerState() const {
    if (nodes.empty()) return 0;
    const size_t bytes = arena_.capacity() + offset_.capacity() * sizeof(uint64_t) + table_.capacity() * sizeof(uint32_t) +
                         nodes.capacity() * sizeof(GraphNode) + levelStart_.capacity() * sizeof(uint32_t) +
                         outStart.capacity() * sizeof(uint32_t) + target.capacity() * sizeof(uint32_t) + probability.bytes() +
                         move.bytes();
    return bytes / nodes.size();
}

size_t defaultGraphMemoryBudget() {
    const long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    return pages > 0 && size > 0 ? static_cast<size_t>(pages) * static_cast<size_t>(size) / 2 : 0;
}

size_t residentBytes() {
    std::FILE *f = std::fopen("/proc/self/statm", "r");
    if (!f) return 0;
    unsigned long total = 0, resident = 0;
    const int n = std::fscanf(f, "%lu %lu", &total, &resident);
    std::fclose(f);
    return n == 2 ? static_cast<size_t>(resident) * static_cast<size_t>(sysconf(_SC_PAGESIZE)) : 0;
}

namespace {

// The states the exploration expands, rebuilt along discovery edges instead of kept: a frontier
// of whole states is most of an exploration's memory when states are large (a sowing state
// carries its stall table) and the frontier wide. The state of node v is its discovery parent's
// with v's discovery move applied, so it is rebuilt from the deepest ancestor whose state is at
// hand: path_[d] holds the state of node pathNode_[d], at depth d. Breadth-first order expands
// siblings one after another and their parents too, so that ancestor is nearly always the
// parent or the grandparent: a state costs about one copy and one move, and the memory is one
// state per level. Rebuilt this way a state is the very state the frontier held before (the same
// moves from the same start), so the graph is the same, byte for byte.
class PathStates {
public:
    explicit PathStates(const State &root) {
        path_.push_back(root.clone());
        pathNode_.push_back(0);
    }
    // The discovery edge of every node but the start (node v >= 1: parentEdge_[v - 1]).
    void discovered(uint32_t edge) { parentEdge_.push_back(edge); }
    // The state of node v, at depth d.
    const State &stateOf(const StateGraph &g, uint32_t v, int d) {
        chain_.clear();
        uint32_t a = v;
        for (; !(static_cast<size_t>(d) < pathNode_.size() && pathNode_[static_cast<size_t>(d)] == a); --d) {
            chain_.push_back(a);
            a = edgeSource(g, parentEdge_[a - 1]);
        }
        for (size_t i = chain_.size(); i-- > 0;) {
            const uint32_t c = chain_[i];
            const size_t at = static_cast<size_t>(++d);
            if (path_.size() <= at) {
                path_.push_back(path_[at - 1]->clone());
                pathNode_.push_back(c);
            } else {
                path_[at]->copyFrom(*path_[at - 1]);
                pathNode_[at] = c;
            }
            path_[at]->apply(g.move[parentEdge_[c - 1]]);
        }
        return *path_[static_cast<size_t>(d)];
    }

private:
    std::vector<std::unique_ptr<State>> path_;
    std::vector<uint32_t> pathNode_;
    std::vector<uint32_t> parentEdge_;
    std::vector<uint32_t> chain_;
};

// The memory budget (ExploreOptions::maxBytes): the process stays under 90% of it, and what it
// holds leaves room for the analysis that follows an incomplete exploration.
bool stopForMemory(const StateGraph &g, const ExploreOptions &o) {
    const size_t resident = residentBytes(), nodes = g.nodes.size(), edges = g.edgeCount();
    const size_t reserve = analysisReserveBytes(nodes, edges) + nodes * o.reservePerState + edges * o.reservePerEdge;
    return resident > o.maxBytes / 10 * 9 || resident + reserve > o.maxBytes;
}

// What the analyses keep of a state.
void describe(GraphNode &n, const State &s) {
    n.player = static_cast<int8_t>(s.currentPlayer());
    if (s.isTerminal()) {
        n.result = s.result();
        n.endReason = s.endReason();
        const auto sc = s.scores();
        n.margin = sc[0] - sc[1];
    }
}

}  // namespace

Limits stateGraphLimits(Limits limits) {
    limits.repeatK = 0;
    limits.noCaptureTurns = 0;
    return limits;
}

StateGraph explore(const Game &game, const State *start, const ExploreOptions &options) {
    const auto t0 = std::chrono::steady_clock::now();
    StateGraph g;
    g.historyOutsideKeys = historyOutsideKeys(game.limits());
    std::unique_ptr<State> root = start ? start->clone() : game.newInitialState();
    std::string k;
    bool isNew = false;
    root->appendKey(k);
    g.addNode(k, 0, isNew);
    describe(g.nodes[0], *root);
    PathStates states(*root);
    std::unique_ptr<State> child = root->clone();  // scratch: each child in turn
    g.outStart.push_back(0);
    MoveList moves;
    ChanceList chance;
    bool truncated = false;
    for (uint32_t current = 0; current < g.nodes.size(); ++current) {
        if (truncated) break;
        if ((current & 4095) == 0 && current > 0) {
            if (options.cancel && options.cancel->load(std::memory_order_relaxed)) {
                truncated = true;
                g.cancelled = true;
                break;
            }
            if (options.progress) options.progress(g.nodes.size(), current);
        }
        if ((current & 255) == 0 && current > 0 && options.maxBytes > 0 && stopForMemory(g, options)) {
            truncated = true;  // the states not expanded yet stay unexpanded, as at maxNodes
            g.memoryLimited = true;
            break;
        }
        const int depth = g.depth(current);
        const State &s = states.stateOf(g, current, depth);
        g.nodes[current].expanded = true;
        const int childDepth = depth + 1;
        auto addEdge = [&](Move m, double p) {
            if (g.target.size() >= std::numeric_limits<uint32_t>::max()) {  // 32-bit edge offsets
                truncated = true;
                g.memoryLimited = true;
                return;
            }
            child->copyFrom(s);
            child->apply(m);
            k.clear();
            child->appendKey(k);
            if (g.find(k) < 0 && g.nodes.size() >= options.maxNodes) {
                truncated = true;
                return;
            }
            const uint32_t id = g.addNode(k, childDepth, isNew);
            if (isNew) {
                describe(g.nodes[id], *child);
                states.discovered(static_cast<uint32_t>(g.target.size()));
            }
            g.target.push_back(id);
            g.probability.push_back(static_cast<float>(p));
            g.move.push_back(m);
        };
        if (s.isChance()) {
            s.chanceOutcomes(chance);
            for (int i = 0; i < chance.size && !truncated; ++i)
                if (chance[i].probability > 0) addEdge(chance[i].move, chance[i].probability);
        } else if (!s.isTerminal()) {
            s.legalMoves(moves);
            for (int i = 0; i < moves.size && !truncated; ++i) addEdge(moves[i], 1.0);
        }
        if (truncated) g.nodes[current].expanded = false;  // its edges are incomplete
        g.outStart.push_back(static_cast<uint32_t>(g.target.size()));
    }
    // Nodes never expanded have no out-edges.
    while (g.outStart.size() < g.nodes.size() + 1) g.outStart.push_back(static_cast<uint32_t>(g.target.size()));
    g.complete = !truncated;
    g.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return g;
}

std::vector<uint64_t> discoveryEdges(const StateGraph &g) {
    std::vector<uint64_t> d(g.nodes.size(), kNoEdge);
    for (uint64_t e = 0; e < g.target.size(); ++e)
        if (g.target[e] != 0 && d[g.target[e]] == kNoEdge) d[g.target[e]] = e;
    return d;
}

uint32_t edgeSource(const StateGraph &g, uint64_t edge) {
    const auto it = std::upper_bound(g.outStart.begin(), g.outStart.end(), edge);
    return static_cast<uint32_t>(it - g.outStart.begin() - 1);
}

std::vector<uint64_t> pathTo(const StateGraph &g, const std::vector<uint64_t> &discovery, uint32_t node) {
    std::vector<uint64_t> path;
    while (node != 0 && node < discovery.size() && discovery[node] != kNoEdge) {
        path.push_back(discovery[node]);
        node = edgeSource(g, discovery[node]);
    }
    std::reverse(path.begin(), path.end());
    return path;
}

void reverseEdges(const StateGraph &g, std::vector<uint32_t> &inStart, std::vector<uint32_t> &source) {
    const size_t n = g.nodes.size();
    inStart.assign(n + 1, 0);
    for (uint32_t t : g.target) ++inStart[t + 1];
    for (size_t i = 0; i < n; ++i) inStart[i + 1] += inStart[i];
    // inStart[t + 1] is now the end of t's range: fill each range from its end, walking the edges
    // backwards, and each end moves down to the start of its range.
    source.assign(g.target.size(), 0);
    for (uint32_t v = static_cast<uint32_t>(n); v-- > 0;)
        for (uint64_t e = g.outStart[v + 1]; e-- > g.outStart[v];) source[--inStart[g.target[e] + 1]] = v;
    // Now inStart[t + 1] holds the start of t's range; shift back by one.
    for (size_t i = 0; i < n; ++i) inStart[i] = inStart[i + 1];
    inStart[n] = static_cast<uint32_t>(g.target.size());
}

}  // namespace rulelab
