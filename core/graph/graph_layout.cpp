#include "graph_layout.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/fruchterman_reingold.hpp>
#include <boost/graph/random_layout.hpp>
#include <boost/graph/topology.hpp>
#include <boost/random/linear_congruential.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <numeric>

namespace rulelab {

const char *layoutKindKey(LayoutKind k) {
    switch (k) {
    case LayoutKind::Automatic: return "automatic";
    case LayoutKind::Layered: return "layered";
    case LayoutKind::Force: return "force";
    case LayoutKind::Components: return "components";
    case LayoutKind::Neighbourhood: return "neighbourhood";
    }
    return "automatic";
}

namespace {

constexpr double kStateRadius = 0.3;
constexpr double kRowGap = 0.4;     // between neighbours in a row (edge to edge)
constexpr double kLayerGap = 1.0;   // between rows (edge to edge)
constexpr double kForceGap = 0.25;  // least distance kept between nodes of a force layout

// Whether the caller asked to stop (LayoutOptions::cancel).
bool stopRequested(const std::atomic<bool> *cancel) { return cancel && cancel->load(std::memory_order_relaxed); }

// Adds the edges of `g` between drawn nodes, parallel edges merged (ordered by source, then target).
void addMergedEdges(const StateGraph &g, GraphLayout &l) {
    std::vector<uint64_t> keys;
    for (uint32_t v = 0; v < g.nodes.size(); ++v) {
        const int32_t from = l.nodeOf[v];
        if (from < 0) continue;
        for (uint64_t e = g.outStart[v]; e < g.outStart[v + 1]; ++e) {
            const int32_t to = l.nodeOf[g.target[e]];
            if (to < 0) continue;
            if (l.kind == LayoutKind::Components && from == to) continue;  // inside a component
            keys.push_back(static_cast<uint64_t>(from) << 32 | static_cast<uint32_t>(to));
        }
    }
    std::sort(keys.begin(), keys.end());
    for (size_t i = 0; i < keys.size();) {
        size_t j = i;
        while (j < keys.size() && keys[j] == keys[i]) ++j;
        LayoutEdge e;
        e.from = static_cast<uint32_t>(keys[i] >> 32);
        e.to = static_cast<uint32_t>(keys[i] & 0xffffffffu);
        e.count = static_cast<uint32_t>(j - i);
        l.edges.push_back(e);
        i = j;
    }
}

std::vector<uint8_t> cyclicComponents(const StateGraph &g, const GraphAnalysis &a) {
    std::vector<uint32_t> size(static_cast<size_t>(a.components), 0);
    std::vector<uint8_t> cyclic(static_cast<size_t>(a.components), 0);
    for (uint32_t v = 0; v < g.nodes.size(); ++v) {
        ++size[a.component[v]];
        for (uint64_t e = g.outStart[v]; e < g.outStart[v + 1]; ++e)
            if (g.target[e] == v) cyclic[a.component[v]] = 1;
    }
    for (size_t c = 0; c < size.size(); ++c)
        if (size[c] > 1) cyclic[c] = 1;
    return cyclic;
}

// Drawn nodes for the given states (ascending), one each.
void stateNodes(const StateGraph &g, const GraphAnalysis &a, const std::vector<uint32_t> &states, GraphLayout &l) {
    const std::vector<uint8_t> cyclic = cyclicComponents(g, a);
    l.nodeOf.assign(g.nodes.size(), -1);
    l.nodes.reserve(states.size());
    for (uint32_t s : states) {
        LayoutNode n;
        n.state = s;
        n.component = a.component[s];
        n.cyclic = cyclic[n.component] != 0;
        n.layer = g.depth(s);
        n.radius = kStateRadius;
        l.nodeOf[s] = static_cast<int32_t>(l.nodes.size());
        l.nodes.push_back(n);
    }
    addMergedEdges(g, l);
}

void componentNodes(const StateGraph &g, const GraphAnalysis &a, GraphLayout &l) {
    const size_t c = static_cast<size_t>(a.components);
    const std::vector<uint8_t> cyclic = cyclicComponents(g, a);
    std::vector<uint32_t> first(c, std::numeric_limits<uint32_t>::max()), members(c, 0);
    std::vector<int32_t> depth(c, std::numeric_limits<int32_t>::max());
    for (uint32_t v = 0; v < g.nodes.size(); ++v) {
        const uint32_t k = a.component[v];
        first[k] = std::min(first[k], v);
        ++members[k];
        depth[k] = std::min(depth[k], g.depth(v));
    }
    // Components in the order their first state was reached, so the start's comes first.
    std::vector<uint32_t> order(c);
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](uint32_t x, uint32_t y) { return first[x] < first[y]; });
    std::vector<int32_t> nodeOfComponent(c, -1);
    for (uint32_t k : order) {
        LayoutNode n;
        n.state = first[k];
        n.component = k;
        n.members = members[k];
        n.cyclic = cyclic[k] != 0;
        n.layer = depth[k];
        n.radius = kStateRadius * (1.0 + 0.35 * std::log2(static_cast<double>(members[k])));
        nodeOfComponent[k] = static_cast<int32_t>(l.nodes.size());
        l.nodes.push_back(n);
    }
    l.nodeOf.assign(g.nodes.size(), -1);
    for (uint32_t v = 0; v < g.nodes.size(); ++v) l.nodeOf[v] = nodeOfComponent[a.component[v]];
    addMergedEdges(g, l);
}

// States within `radius` moves of `centre` (out- and in-edges), at most `limit`. With radius < 0
// picks the largest radius whose whole neighbourhood fits (at least 1, then cut at `limit`).
std::vector<uint32_t> neighbourhood(const StateGraph &g, uint32_t centre, int radius, size_t limit, int &radiusOut,
                                    bool &truncated, const std::atomic<bool> *cancel) {
    const size_t n = g.nodes.size();
    std::vector<uint32_t> inStart, source;
    reverseEdges(g, inStart, source);
    std::vector<int32_t> dist(n, -1);
    std::vector<uint32_t> queue{centre};
    dist[centre] = 0;
    const int maxRadius = radius < 0 ? std::numeric_limits<int>::max() : radius;
    int firstMissing = -1;  // distance of the first state that did not fit
    for (size_t qi = 0; qi < queue.size() && firstMissing < 0; ++qi) {
        if ((qi & 4095) == 4095 && stopRequested(cancel)) return {};
        const uint32_t v = queue[qi];
        if (dist[v] >= maxRadius) continue;
        auto visit = [&](uint32_t u) {
            if (dist[u] >= 0 || firstMissing >= 0) return;
            if (queue.size() >= limit) {
                firstMissing = dist[v] + 1;
                return;
            }
            dist[u] = dist[v] + 1;
            queue.push_back(u);
        };
        for (uint64_t e = g.outStart[v]; e < g.outStart[v + 1]; ++e) visit(g.target[e]);
        for (uint64_t e = inStart[v]; e < inStart[v + 1]; ++e) visit(source[e]);
    }
    truncated = firstMissing >= 0;
    int keep = maxRadius;
    if (radius < 0) {
        int reached = 0;
        for (uint32_t v : queue) reached = std::max(reached, dist[v]);
        keep = truncated ? std::max(1, firstMissing - 1) : reached;
        truncated = truncated && firstMissing - 1 < 1;
    }
    radiusOut = keep;
    std::vector<uint32_t> out;
    for (uint32_t v : queue)
        if (dist[v] <= keep) out.push_back(v);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::vector<uint32_t>> adjacency(const GraphLayout &l) {
    std::vector<std::vector<uint32_t>> adj(l.nodes.size());
    for (const auto &e : l.edges)
        if (e.from != e.to) {
            adj[e.from].push_back(e.to);
            adj[e.to].push_back(e.from);
        }
    return adj;
}

// Inversions of `b` after sorting the pairs by (a, b): the crossings between two rows.
int64_t inversions(std::vector<std::pair<uint32_t, uint32_t>> &pairs, size_t width) {
    std::sort(pairs.begin(), pairs.end());
    std::vector<int64_t> tree(width + 1, 0);  // Fenwick tree over b
    int64_t count = 0, seen = 0;
    for (const auto &[a, b] : pairs) {
        int64_t notGreater = 0;
        for (size_t i = b + 1; i > 0; i -= i & (~i + 1)) notGreater += tree[i];
        count += seen - notGreater;
        for (size_t i = b + 1; i <= width; i += i & (~i + 1)) ++tree[i];
        ++seen;
    }
    return count;
}

int64_t crossings(const GraphLayout &l, const std::vector<std::vector<uint32_t>> &rows, const std::vector<uint32_t> &rowOf,
                  const std::vector<uint32_t> &pos) {
    std::vector<std::vector<std::pair<uint32_t, uint32_t>>> between(rows.size());
    for (const auto &e : l.edges) {
        uint32_t u = e.from, v = e.to;
        if (rowOf[u] > rowOf[v]) std::swap(u, v);
        if (rowOf[v] == rowOf[u] + 1) between[rowOf[u]].emplace_back(pos[u], pos[v]);
    }
    int64_t total = 0;
    for (size_t r = 0; r + 1 < rows.size(); ++r) total += inversions(between[r], rows[r + 1].size());
    return total;
}

// The lowest layer of a layout with nodes, and how many layers it spans.
int32_t lowestLayer(const GraphLayout &l) {
    int32_t lo = std::numeric_limits<int32_t>::max();
    for (const auto &n : l.nodes) lo = std::min(lo, n.layer);
    return lo;
}

size_t layerCount(const GraphLayout &l) {
    int32_t hi = std::numeric_limits<int32_t>::min();
    for (const auto &n : l.nodes) hi = std::max(hi, n.layer);
    return static_cast<size_t>(hi - lowestLayer(l)) + 1;
}

// False when stopped through `cancel` (checked at every row of every sweep).
bool placeRows(GraphLayout &l, int sweeps, const std::atomic<bool> *cancel) {
    l.rows = true;
    if (l.nodes.empty()) return true;
    const int32_t lo = lowestLayer(l);
    std::vector<std::vector<uint32_t>> rows(layerCount(l));
    std::vector<uint32_t> rowOf(l.nodes.size()), pos(l.nodes.size());
    for (uint32_t i = 0; i < l.nodes.size(); ++i) {
        rowOf[i] = static_cast<uint32_t>(l.nodes[i].layer - lo);
        pos[i] = static_cast<uint32_t>(rows[rowOf[i]].size());
        rows[rowOf[i]].push_back(i);
    }
    const auto adj = adjacency(l);
    // Barycentre heuristic: order each row by the mean position of its neighbours in the row
    // just swept, down then up; keep the order with the fewest crossings seen.
    auto sweepRow = [&](size_t r, size_t other) {
        std::vector<std::pair<double, uint32_t>> keyed;
        keyed.reserve(rows[r].size());
        for (uint32_t v : rows[r]) {
            double sum = 0;
            int k = 0;
            for (uint32_t u : adj[v])
                if (rowOf[u] == other) {
                    sum += pos[u];
                    ++k;
                }
            keyed.emplace_back(k ? sum / k : static_cast<double>(pos[v]), v);
        }
        std::stable_sort(keyed.begin(), keyed.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
        for (size_t i = 0; i < keyed.size(); ++i) {
            rows[r][i] = keyed[i].second;
            pos[keyed[i].second] = static_cast<uint32_t>(i);
        }
    };
    auto best = rows;
    int64_t bestCrossings = crossings(l, rows, rowOf, pos);
    for (int s = 0; s < sweeps && bestCrossings > 0; ++s) {
        for (size_t r = 1; r < rows.size(); ++r) {
            if (stopRequested(cancel)) return false;
            sweepRow(r, r - 1);
        }
        for (size_t r = rows.size() - 1; r-- > 0;) {
            if (stopRequested(cancel)) return false;
            sweepRow(r, r + 1);
        }
        const int64_t c = crossings(l, rows, rowOf, pos);
        if (c < bestCrossings) {
            bestCrossings = c;
            best = rows;
        }
    }
    // Each row left to right, centred; rows far enough apart for their largest nodes.
    std::vector<double> rowRadius(best.size(), kStateRadius);
    for (size_t r = 0; r < best.size(); ++r)
        for (uint32_t v : best[r]) rowRadius[r] = std::max(rowRadius[r], l.nodes[v].radius);
    double y = 0;
    for (size_t r = 0; r < best.size(); ++r) {
        if (r > 0) y += rowRadius[r - 1] + rowRadius[r] + kLayerGap;
        double x = 0;
        for (size_t i = 0; i < best[r].size(); ++i) {
            LayoutNode &n = l.nodes[best[r][i]];
            if (i > 0) x += l.nodes[best[r][i - 1]].radius + n.radius + kRowGap;
            n.x = x;
            n.y = y;
        }
        for (uint32_t v : best[r]) l.nodes[v].x -= x / 2;
    }
    return true;
}

// Repulsion only between nodes in neighbouring cells of a grid of side 2k (k: the ideal edge
// length). Boost's own grid_force_pairs sizes its cells by area / sqrt(n), which for any but a
// unit square makes one cell of everything, so every pair is visited (quadratic).
template <typename PositionMap>
struct CellForcePairs {
    PositionMap position;
    double cell;
    template <typename Graph, typename ApplyForce>
    void operator()(const Graph &g, ApplyForce apply) const {
        const size_t n = boost::num_vertices(g);
        double x0 = std::numeric_limits<double>::max(), y0 = x0;
        for (size_t v = 0; v < n; ++v) {
            x0 = std::min(x0, get(position, v)[0]);
            y0 = std::min(y0, get(position, v)[1]);
        }
        std::vector<std::pair<uint64_t, uint32_t>> keyed(n);
        auto cellOf = [&](size_t v) {
            return std::pair<uint32_t, uint32_t>(static_cast<uint32_t>((get(position, v)[0] - x0) / cell),
                                                 static_cast<uint32_t>((get(position, v)[1] - y0) / cell));
        };
        for (size_t v = 0; v < n; ++v) {
            const auto [cx, cy] = cellOf(v);
            keyed[v] = {static_cast<uint64_t>(cx) << 32 | cy, static_cast<uint32_t>(v)};
        }
        std::sort(keyed.begin(), keyed.end());
        auto range = [&](uint64_t key) {
            const auto lo = std::lower_bound(keyed.begin(), keyed.end(), std::pair<uint64_t, uint32_t>(key, 0));
            auto hi = lo;
            while (hi != keyed.end() && hi->first == key) ++hi;
            return std::pair(lo, hi);
        };
        for (size_t v = 0; v < n; ++v) {
            const auto [cx, cy] = cellOf(v);
            for (int dx = -1; dx <= 1; ++dx)
                for (int dy = -1; dy <= 1; ++dy) {
                    if ((dx < 0 && cx == 0) || (dy < 0 && cy == 0)) continue;
                    const uint64_t key = static_cast<uint64_t>(cx + dx) << 32 | static_cast<uint32_t>(cy + dy);
                    const auto [lo, hi] = range(key);
                    for (auto it = lo; it != hi; ++it)
                        if (it->second != v)
                            apply(static_cast<typename boost::graph_traits<Graph>::vertex_descriptor>(v),
                                  static_cast<typename boost::graph_traits<Graph>::vertex_descriptor>(it->second));
                }
        }
    }
};

// Boost's linear cooling, cold at once (which ends the layout) when the caller asks to stop.
struct StoppableCooling {
    boost::linear_cooling<double> cooling;
    const std::atomic<bool> *cancel;
    double operator()() { return stopRequested(cancel) ? 0.0 : cooling(); }
};

// Boost's Fruchterman-Reingold from a random layout of the seed; false when stopped.
bool placeFruchtermanReingold(GraphLayout &l, int iterations, uint32_t seed, const std::atomic<bool> *cancel) {
    const size_t n = l.nodes.size();
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
    using Topology = boost::square_topology<boost::minstd_rand>;
    Graph bg(n);
    for (const auto &e : l.edges)
        if (e.from != e.to) boost::add_edge(e.from, e.to, bg);
    double meanRadius = 0;
    for (const auto &node : l.nodes) meanRadius += node.radius;
    meanRadius /= static_cast<double>(n);
    // The ideal edge length of Fruchterman-Reingold is side / sqrt(n): about two diameters.
    const double side = (4 * meanRadius + 1.0) * std::sqrt(static_cast<double>(n));
    boost::minstd_rand gen(seed ? seed : 1);
    Topology topology(gen, side);
    std::vector<Topology::point_type> position(n);
    auto map = boost::make_iterator_property_map(position.begin(), boost::get(boost::vertex_index, bg));
    boost::random_graph_layout(bg, map, topology);
    const double k = side / std::sqrt(static_cast<double>(n));
    // Large layouts settle in fewer rounds per node; keep the time of one layout under a second.
    const int rounds = std::max(1, std::min(iterations, static_cast<int>(60000 / n) + 40));
    boost::fruchterman_reingold_force_directed_layout(
        bg, map, topology,
        boost::cooling(StoppableCooling{boost::linear_cooling<double>(static_cast<size_t>(rounds), side / 8), cancel})
            .force_pairs(CellForcePairs<decltype(map)>{map, 2 * k}));
    if (stopRequested(cancel)) return false;
    for (size_t i = 0; i < n; ++i) {
        l.nodes[i].x = position[i][0];
        l.nodes[i].y = position[i][1];
    }
    return true;
}

// Nodes i < j of a layout pushed apart along the line between them when they overlap; true when
// they moved.
bool pushApart(GraphLayout &l, size_t i, size_t j) {
    LayoutNode &a = l.nodes[i], &b = l.nodes[j];
    const double need = a.radius + b.radius + kForceGap;
    double dx = b.x - a.x, dy = b.y - a.y;
    const double d = std::hypot(dx, dy);
    if (d >= need) return false;
    if (d < 1e-9) {
        const double angle = static_cast<double>((i * 7919 + j * 104729) % 360) * std::numbers::pi / 180;
        dx = std::cos(angle);
        dy = std::sin(angle);
    } else {
        dx /= d;
        dy /= d;
    }
    const double push = (need - d) / 2 + 1e-6;
    a.x -= dx * push;
    a.y -= dy * push;
    b.x += dx * push;
    b.y += dy * push;
    return true;
}

// One round of pushing overlapping nodes apart (deterministic order), candidates from a grid of
// cells `cell` wide; true when a node moved.
bool separateOnce(GraphLayout &l, double cell) {
    const size_t n = l.nodes.size();
    bool moved = false;
    double x0 = std::numeric_limits<double>::max(), y0 = x0;
    for (const auto &node : l.nodes) {
        x0 = std::min(x0, node.x);
        y0 = std::min(y0, node.y);
    }
    std::vector<std::pair<uint64_t, uint32_t>> keyed(n);
    auto cellOf = [&](const LayoutNode &node) {
        return std::pair<int64_t, int64_t>(static_cast<int64_t>((node.x - x0) / cell), static_cast<int64_t>((node.y - y0) / cell));
    };
    auto keyOf = [](int64_t cx, int64_t cy) { return static_cast<uint64_t>(cx) << 32 | static_cast<uint32_t>(cy); };
    for (size_t i = 0; i < n; ++i) {
        const auto [cx, cy] = cellOf(l.nodes[i]);
        keyed[i] = {keyOf(cx, cy), static_cast<uint32_t>(i)};
    }
    std::sort(keyed.begin(), keyed.end());
    for (size_t i = 0; i < n; ++i) {
        const auto [cx, cy] = cellOf(l.nodes[i]);
        for (int64_t ox = cx - 1; ox <= cx + 1; ++ox)
            for (int64_t oy = cy - 1; oy <= cy + 1; ++oy) {
                if (ox < 0 || oy < 0) continue;
                auto it = std::lower_bound(keyed.begin(), keyed.end(), std::pair<uint64_t, uint32_t>(keyOf(ox, oy), 0));
                for (; it != keyed.end() && it->first == keyOf(ox, oy); ++it)
                    if (it->second > i && pushApart(l, i, it->second)) moved = true;
            }
    }
    return moved;
}

// False when stopped through `cancel` (checked at every round).
bool placeForce(GraphLayout &l, int iterations, uint32_t seed, const std::atomic<bool> *cancel) {
    l.rows = false;
    const size_t n = l.nodes.size();
    if (n == 0) return true;
    if (n == 1) {
        l.nodes[0].x = l.nodes[0].y = 0;
        return true;
    }
    if (!placeFruchtermanReingold(l, iterations, seed, cancel)) return false;
    // Push overlapping nodes apart, a few rounds at most; the cells as wide as the largest pair
    // of nodes needs.
    double maxRadius = 0;
    for (const auto &node : l.nodes) maxRadius = std::max(maxRadius, node.radius);
    const double cell = 2 * maxRadius + kForceGap;
    for (int round = 0; round < 100; ++round) {
        if (stopRequested(cancel)) return false;
        if (!separateOnce(l, cell)) break;
    }
    return true;
}

}  // namespace

GraphLayout layoutGraph(const StateGraph &g, const GraphAnalysis &a, const LayoutOptions &o) {
    GraphLayout l;
    const size_t n = g.nodes.size();
    if (n == 0) return l;
    const size_t limit = std::max<size_t>(1, o.drawLimit);
    auto stopped = [&l] {
        l = GraphLayout{};
        l.cancelled = true;
        return l;
    };
    LayoutKind kind = o.kind;
    if (kind == LayoutKind::Automatic) {
        // Few states: each one in its row; more: the cycles collapsed, still in rows by depth.
        kind = n <= o.collapseAbove ? LayoutKind::Layered : LayoutKind::Components;
        l.collapsed = kind == LayoutKind::Components;
    }
    if ((kind == LayoutKind::Layered || kind == LayoutKind::Force) && n > limit) {
        kind = LayoutKind::Components;
        l.fellBack = true;
    }
    if (kind == LayoutKind::Components && static_cast<size_t>(a.components) > limit) {
        kind = LayoutKind::Neighbourhood;
        l.fellBack = true;
        l.collapsed = false;
    }
    l.kind = kind;
    switch (kind) {
    case LayoutKind::Layered:
    case LayoutKind::Force: {
        std::vector<uint32_t> all(n);
        std::iota(all.begin(), all.end(), 0u);
        stateNodes(g, a, all, l);
        break;
    }
    case LayoutKind::Components: componentNodes(g, a, l); break;
    case LayoutKind::Neighbourhood: {
        l.centre = o.centre < n ? o.centre : 0;
        // Asked for: the radius given; as a fallback: the widest whole neighbourhood that fits.
        const int radius = o.kind == LayoutKind::Neighbourhood ? std::max(0, o.radius) : -1;
        const auto states = neighbourhood(g, l.centre, radius, limit, l.radius, l.truncated, o.cancel);
        if (stopRequested(o.cancel)) return stopped();
        stateNodes(g, a, states, l);
        break;
    }
    case LayoutKind::Automatic: break;
    }
    if (stopRequested(o.cancel)) return stopped();
    const bool force =
        kind == LayoutKind::Force || (kind != LayoutKind::Layered && !l.collapsed && l.nodes.size() > o.layeredLimit);
    if (!(force ? placeForce(l, o.iterations, o.seed, o.cancel) : placeRows(l, o.sweeps, o.cancel))) return stopped();
    l.minX = l.minY = std::numeric_limits<double>::max();
    l.maxX = l.maxY = std::numeric_limits<double>::lowest();
    for (const auto &node : l.nodes) {
        l.minX = std::min(l.minX, node.x - node.radius);
        l.maxX = std::max(l.maxX, node.x + node.radius);
        l.minY = std::min(l.minY, node.y - node.radius);
        l.maxY = std::max(l.maxY, node.y + node.radius);
    }
    return l;
}

int64_t layerCrossings(const GraphLayout &l) {
    if (!l.rows || l.nodes.empty()) return 0;
    const int32_t lo = lowestLayer(l);
    std::vector<std::vector<uint32_t>> rows(layerCount(l));
    std::vector<uint32_t> rowOf(l.nodes.size()), pos(l.nodes.size());
    for (uint32_t i = 0; i < l.nodes.size(); ++i) rowOf[i] = static_cast<uint32_t>(l.nodes[i].layer - lo);
    std::vector<uint32_t> order(l.nodes.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](uint32_t x, uint32_t y) { return l.nodes[x].x < l.nodes[y].x; });
    for (uint32_t v : order) {
        pos[v] = static_cast<uint32_t>(rows[rowOf[v]].size());
        rows[rowOf[v]].push_back(v);
    }
    return crossings(l, rows, rowOf, pos);
}

}  // namespace rulelab
