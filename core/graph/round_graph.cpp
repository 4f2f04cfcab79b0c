#include "round_graph.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/strong_components.hpp>

#include <sstream>
#include <unordered_map>

namespace rulelab {

namespace {
std::string xmlEscape(const std::string &s) {
    std::string o;
    for (char c : s) {
        switch (c) {
        case '&': o += "&amp;"; break;
        case '<': o += "&lt;"; break;
        case '>': o += "&gt;"; break;
        case '"': o += "&quot;"; break;
        default: o += c;
        }
    }
    return o;
}
}  // namespace

RoundGraph buildRoundGraph(const Game &game, const std::vector<MatchRecord> &records) {
    RoundGraph g;
    std::unordered_map<std::string, uint32_t> index;
    auto node = [&](const std::string &label, bool absorbing) {
        auto it = index.find(label);
        if (it != index.end()) return it->second;
        const uint32_t id = static_cast<uint32_t>(g.labels.size());
        index.emplace(label, id);
        g.labels.push_back(label);
        g.visits.push_back(0);
        g.absorbing.push_back(absorbing ? 1 : 0);
        return id;
    };
    for (const auto &rec : records) {
        ++g.matches;
        // The configuration of round r is that of the first state in round r: the round counter
        // moves on when the new round has been set up (refill, statuses, bha all decided), and
        // the set-up then stays as it is while the round is played.
        std::vector<std::string> configs;
        auto start = game.newInitialState();
        configs.push_back(start->roundConfiguration());
        std::string error;
        replayMoves(
            game, rec.moves,
            [&](const State &, Move, const State &after, const Trace &) {
                const size_t r = static_cast<size_t>(std::max(1, after.progress().rounds));
                if (configs.size() < r) {
                    configs.resize(r);
                    configs[r - 1] = after.roundConfiguration();
                }
            },
            error);
        uint32_t prev = UINT32_MAX;
        for (const auto &c : configs) {
            if (!c.empty()) g.hasRounds = true;
            const uint32_t id = node(c.empty() ? std::string("(one round)") : c, false);
            ++g.visits[id];
            if (prev != UINT32_MAX) ++g.edges[{prev, id}];
            prev = id;
        }
        const std::string end = std::string("end: ") + endReasonKey(rec.endReason) + ", " + resultKey(rec.result);
        const uint32_t e = node(end, true);
        ++g.visits[e];
        if (prev != UINT32_MAX) ++g.edges[{prev, e}];
    }
    using G = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
    G bg(g.labels.size());
    std::vector<uint8_t> selfLoop(g.labels.size(), 0);
    for (const auto &[k, w] : g.edges) {
        boost::add_edge(k.first, k.second, bg);
        if (k.first == k.second) selfLoop[k.first] = 1;
    }
    g.component.assign(g.labels.size(), 0);
    const int n =
        boost::strong_components(bg, boost::make_iterator_property_map(g.component.begin(), boost::get(boost::vertex_index, bg)));
    std::vector<int64_t> size(static_cast<size_t>(n), 0);
    for (uint32_t c : g.component) ++size[c];
    g.inCycle.assign(g.labels.size(), 0);
    std::vector<uint8_t> cyclic(static_cast<size_t>(n), 0);
    for (uint32_t v = 0; v < g.labels.size(); ++v)
        if (size[g.component[v]] > 1 || selfLoop[v]) {
            g.inCycle[v] = 1;
            cyclic[g.component[v]] = 1;
        }
    for (uint8_t c : cyclic) g.cyclicComponents += c;
    return g;
}

std::string roundGraphToDot(const RoundGraph &g) {
    std::ostringstream os;
    os << "digraph rounds {\n  rankdir=LR;\n  node [shape=box, fontsize=9];\n";
    for (uint32_t v = 0; v < g.labels.size(); ++v) {
        std::string label = g.labels[v];
        for (auto &c : label)
            if (c == '"') c = '\'';
        os << "  r" << v << " [label=\"" << label << "\\n" << g.visits[v] << "\"";
        if (g.absorbing[v]) os << ", shape=doubleoctagon";
        if (g.inCycle[v]) os << ", color=red";
        os << "];\n";
    }
    for (const auto &[k, w] : g.edges)
        os << "  r" << k.first << " -> r" << k.second << " [label=\"" << w
           << "\", penwidth=" << (1 + 4.0 * static_cast<double>(w) / static_cast<double>(std::max<int64_t>(1, g.matches)))
           << "];\n";
    os << "}\n";
    return os.str();
}

std::string roundGraphToGraphML(const RoundGraph &g) {
    std::ostringstream os;
    os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">\n"
          "  <key id=\"label\" for=\"node\" attr.name=\"label\" attr.type=\"string\"/>\n"
          "  <key id=\"visits\" for=\"node\" attr.name=\"visits\" attr.type=\"long\"/>\n"
          "  <key id=\"absorbing\" for=\"node\" attr.name=\"absorbing\" attr.type=\"boolean\"/>\n"
          "  <key id=\"in_cycle\" for=\"node\" attr.name=\"in_cycle\" attr.type=\"boolean\"/>\n"
          "  <key id=\"weight\" for=\"edge\" attr.name=\"weight\" attr.type=\"long\"/>\n"
          "  <graph id=\"rounds\" edgedefault=\"directed\">\n";
    for (uint32_t v = 0; v < g.labels.size(); ++v)
        os << "    <node id=\"n" << v << "\"><data key=\"label\">" << xmlEscape(g.labels[v]) << "</data><data key=\"visits\">"
           << g.visits[v] << "</data><data key=\"absorbing\">" << (g.absorbing[v] ? "true" : "false")
           << "</data><data key=\"in_cycle\">" << (g.inCycle[v] ? "true" : "false") << "</data></node>\n";
    for (const auto &[k, w] : g.edges)
        os << "    <edge source=\"n" << k.first << "\" target=\"n" << k.second << "\"><data key=\"weight\">" << w
           << "</data></edge>\n";
    os << "  </graph>\n</graphml>\n";
    return os.str();
}

}  // namespace rulelab
