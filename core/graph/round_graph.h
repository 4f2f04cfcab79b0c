#pragma once
// The round-level graph of a multi-round reading: between-round configurations (what each
// refill decided: live holes per player, statuses, special holes; State::roundConfiguration())
// as nodes, and the transitions observed in simulated matches as weighted edges, ending in
// absorbing "end" nodes. Cycles among configurations show matches that go round and round;
// this is where "how, if ever, the game ended" becomes visible.

#include "sim/runner.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace rulelab {

struct RoundGraph {
    std::vector<std::string> labels;                         // configuration text, or "end: <reason>, <result>"
    std::vector<int64_t> visits;                             // rounds played in this configuration (end nodes: matches)
    std::vector<uint8_t> absorbing;                          // end nodes
    std::map<std::pair<uint32_t, uint32_t>, int64_t> edges;  // (from, to) -> times observed
    std::vector<uint32_t> component;                         // strongly connected component of each node
    std::vector<uint8_t> inCycle;                            // node lies on a cycle of configurations
    int64_t matches = 0;
    int64_t cyclicComponents = 0;
    bool hasRounds = false;  // false when the game reports no round configurations
};

// Replays `records` (which must carry their moves) and accumulates their round paths.
RoundGraph buildRoundGraph(const Game &game, const std::vector<MatchRecord> &records);

std::string roundGraphToDot(const RoundGraph &g);
std::string roundGraphToGraphML(const RoundGraph &g);

}  // namespace rulelab
