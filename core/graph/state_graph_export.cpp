// A state graph as text (state_graph.h): GraphML through Boost.Graph, and Graphviz DOT.
#include "state_graph.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/graphml.hpp>
#include <boost/graph/graphviz.hpp>
#include <boost/property_map/dynamic_property_map.hpp>

#include <sstream>

namespace rulelab {

namespace {
std::string printableKey(std::string_view k) {
    static const char *hex = "0123456789abcdef";
    std::string out;
    for (unsigned char c : k) {
        out += hex[c >> 4];
        out += hex[c & 15];
    }
    return out;
}
}  // namespace

std::string toGraphML(const StateGraph &g, const GraphAnalysis &a) {
    using G = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
    G bg(g.nodes.size());
    for (uint32_t v = 0; v < g.nodes.size(); ++v)
        for (uint64_t e = g.outStart[v]; e < g.outStart[v + 1]; ++e) boost::add_edge(v, g.target[e], bg);
    std::vector<std::string> keys(g.nodes.size()), results(g.nodes.size());
    std::vector<int> depth(g.nodes.size()), player(g.nodes.size()), component(g.nodes.size());
    for (uint32_t v = 0; v < g.nodes.size(); ++v) {
        keys[v] = printableKey(g.key(v));
        results[v] = resultKey(g.nodes[v].result);
        depth[v] = g.depth(v);
        player[v] = g.nodes[v].player;
        component[v] = a.component.empty() ? 0 : static_cast<int>(a.component[v]);
    }
    boost::dynamic_properties dp;
    auto vindex = boost::get(boost::vertex_index, bg);
    dp.property("key", boost::make_iterator_property_map(keys.begin(), vindex));
    dp.property("result", boost::make_iterator_property_map(results.begin(), vindex));
    dp.property("depth", boost::make_iterator_property_map(depth.begin(), vindex));
    dp.property("player", boost::make_iterator_property_map(player.begin(), vindex));
    dp.property("component", boost::make_iterator_property_map(component.begin(), vindex));
    // Edge attributes in the order the edges were added (out-edges of each vertex in turn).
    std::vector<int> moves;
    std::vector<double> probs;
    using EdgeIdMap = std::map<boost::graph_traits<G>::edge_descriptor, size_t>;
    EdgeIdMap eid;
    size_t i = 0;
    for (uint32_t v = 0; v < g.nodes.size(); ++v) {
        auto [ei, ee] = boost::out_edges(v, bg);
        for (uint64_t e = g.outStart[v]; ei != ee; ++ei, ++e, ++i) {
            eid[*ei] = i;
            moves.push_back(g.move[e]);
            probs.push_back(g.probability[e]);
        }
    }
    auto eidMap = boost::make_assoc_property_map(eid);
    dp.property("move", boost::make_iterator_property_map(moves.begin(), eidMap));
    dp.property("probability", boost::make_iterator_property_map(probs.begin(), eidMap));
    std::ostringstream os;
    boost::write_graphml(os, bg, dp, true);
    return std::move(os).str();  // the buffer itself, not a copy
}

std::string toDot(const StateGraph &g, const GraphAnalysis &a) {
    std::ostringstream os;
    os << "digraph states {\n  node [shape=circle, style=filled, fontsize=8];\n";
    for (uint32_t v = 0; v < g.nodes.size(); ++v) {
        const GraphNode &n = g.nodes[v];
        const char *colour = n.player == kTerminalPlayer ? (n.result == Result::Win0   ? "lightblue"
                                                            : n.result == Result::Win1 ? "salmon"
                                                                                       : "grey")
                             : n.player == kChancePlayer ? "khaki"
                                                         : "white";
        os << "  n" << v << " [label=\"" << v << "\", fillcolor=" << colour << ", tooltip=\"depth " << g.depth(v)
           << (a.component.empty() ? "" : ", component " + std::to_string(a.component[v])) << "\"];\n";
    }
    for (uint32_t v = 0; v < g.nodes.size(); ++v)
        for (uint64_t e = g.outStart[v]; e < g.outStart[v + 1]; ++e) {
            os << "  n" << v << " -> n" << g.target[e] << " [label=\"" << g.move[e];
            if (g.nodes[v].player == kChancePlayer) os << " p=" << g.probability[e];
            os << "\"];\n";
        }
    os << "}\n";
    return std::move(os).str();  // the buffer itself, not a copy
}

}  // namespace rulelab
