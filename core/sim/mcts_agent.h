#pragma once
// The MCTS agent (agents.h): UCT over the game's own fast playouts, chance sampled
// (determinised per playout). Internal to rulelab_sim; makeAgent builds it.

#include "agents.h"

namespace rulelab {

// The score difference for `player` (its score minus the other's).
inline int agentScoreDiff(const State &s, int player) {
    const auto sc = s.scores();
    return sc[static_cast<size_t>(player)] - sc[static_cast<size_t>(1 - player)];
}

std::unique_ptr<Agent> makeMctsAgent(const Game &game, const AgentSpec &spec);

}  // namespace rulelab
