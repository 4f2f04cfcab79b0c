#pragma once
// Players for simulation, in graded strength. Each agent is owned by one thread and reused
// across matches; choose() does not allocate once the agent has warmed up.
//
//   random        uniform over the legal moves
//   greedy        the move with the best immediate score gain for the mover (random tie-break)
//   mcts:N        UCT with N playouts per decision (c = sqrt 2), chance nodes sampled
//   mcts:0.1s     the same with a budget of time per decision (also "250ms"): as many playouts
//                 as fit, so its matches depend on the machine and its load (not reproducible)
//   mcts:N:reuse  (or mcts:0.1s:reuse) keeps the subtree of the position reached between its
//                 decisions in a match and adds N playouts to it; forgotten at a new match
//                 (Agent::newMatch), so a match depends on its seed only, on any thread
//   search:D      alpha-beta to depth D (player decisions) with expectimax at chance nodes,
//                 evaluating the score difference; a won end counts 10000 plus the margin

#include "game/game.h"
#include "game/rng.h"

#include <array>
#include <atomic>
#include <memory>
#include <cstdint>
#include <string>

namespace rulelab {

struct AgentSpec {
    enum Kind { Random, Greedy, Mcts, Search } kind = Random;
    int strength = 0;     // playouts for mcts, depth for search (plies, chance nodes included)
    int64_t nodes = 0;    // search: the most states one move may examine (0: kDefaultSearchNodes)
    double seconds = 0;   // mcts: a budget of time per decision instead of playouts (0: playouts)
    bool reuse = false;   // mcts: keep the tree between decisions of a match
    std::string text() const;
    // A budget of time: the agent's choices depend on the machine's speed and load.
    bool timed() const { return kind == Mcts && seconds > 0; }
    bool operator==(const AgentSpec &o) const {
        return kind == o.kind && strength == o.strength && nodes == o.nodes && seconds == o.seconds && reuse == o.reuse;
    }
};
inline constexpr int64_t kDefaultSearchNodes = 2000000;

// "random", "greedy", "mcts:500", "mcts:0.1s", "mcts:500:reuse", "search:4", "search:6:50000"
// (mcts defaults to 1000 playouts,
// search to depth 4 and kDefaultSearchNodes states per move; past the budget the search
// evaluates what it reaches statically, so a move never takes unbounded time).
bool parseAgentSpec(const std::string &text, AgentSpec &out, std::string &error);
// One spec for both seats ("mcts:200") or one per seat ("mcts:500,random").
bool parseAgentPair(const std::string &text, std::array<AgentSpec, 2> &out, std::string &error);

class Agent {
public:
    virtual ~Agent() = default;
    // `legal` holds the legal moves of `state` (never empty); `state` is not modified.
    virtual Move choose(const State &state, const MoveList &legal, Rng &rng) = 0;
    // True only for the uniform random agent (its choice is uniformChoice, playout.h): the runner
    // may then play the match through the game's own loop (State::playRandomToEnd).
    virtual bool isUniformRandom() const { return false; }
    // A new match begins (playMatch calls it): an agent that keeps what it learnt between the
    // decisions of a match forgets it here, so that a match never depends on the one before it
    // (which a thread played before this one).
    virtual void newMatch() {}
    // An agent that keeps its search between decisions: how many playouts of its last decision it
    // inherited from the one before (0: it started afresh).
    virtual int inheritedPlayouts() const { return 0; }
    // A flag (SIGINT, a Cancel button) that cuts a long decision short: MCTS checks it every 256
    // playouts, the search every 1024 states. A decision cut short returns some legal move that
    // the caller must discard (the match is abandoned); while the flag stays clear, every choice
    // is exactly what it would be without one. Null: never cut short.
    void setCancel(const std::atomic<bool> *flag) { cancel_ = flag; }

protected:
    bool cancelled() const { return cancel_ && cancel_->load(std::memory_order_relaxed); }

private:
    const std::atomic<bool> *cancel_ = nullptr;
};

std::unique_ptr<Agent> makeAgent(const AgentSpec &spec, const Game &game);

}  // namespace rulelab
