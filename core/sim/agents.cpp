#include "agents.h"

#include "game/playout.h"
#include "runner.h"

#include <cmath>
#include <limits>
#include <vector>

namespace rulelab {

std::string AgentSpec::text() const {
    switch (kind) {
    case Random: return "random";
    case Greedy: return "greedy";
    case Mcts: return "mcts:" + std::to_string(strength);
    case Search: return "search:" + std::to_string(strength) + (nodes > 0 ? ":" + std::to_string(nodes) : std::string());
    }
    return "?";
}

bool parseAgentSpec(const std::string &text, AgentSpec &out, std::string &error) {
    const auto colon = text.find(':');
    const std::string name = text.substr(0, colon);
    const std::string arg = colon == std::string::npos ? std::string() : text.substr(colon + 1);
    AgentSpec s;
    if (name == "random") s.kind = AgentSpec::Random;
    else if (name == "greedy") s.kind = AgentSpec::Greedy;
    else if (name == "mcts") {
        s.kind = AgentSpec::Mcts;
        s.strength = 1000;
    } else if (name == "search") {
        s.kind = AgentSpec::Search;
        s.strength = 4;
    } else {
        error = "unknown agent '" + text + "' (agents: random, greedy, mcts:PLAYOUTS, search:DEPTH)";
        return false;
    }
    if (colon != std::string::npos) {
        if (s.kind == AgentSpec::Random || s.kind == AgentSpec::Greedy) {
            error = "agent '" + name + "' takes no strength (got '" + text + "')";
            return false;
        }
        std::string strength = arg, budget;
        if (s.kind == AgentSpec::Search && arg.find(':') != std::string::npos) {
            strength = arg.substr(0, arg.find(':'));
            budget = arg.substr(arg.find(':') + 1);
        }
        char *end = nullptr;
        const long v = std::strtol(strength.c_str(), &end, 10);
        const long maxV = s.kind == AgentSpec::Mcts ? 10000000 : 64;
        if (strength.empty() || *end != '\0' || v < 1 || v > maxV) {
            error = "agent '" + text + "': the strength must be a whole number from 1 to " + std::to_string(maxV);
            return false;
        }
        s.strength = static_cast<int>(v);
        if (!budget.empty()) {
            const long long b = std::strtoll(budget.c_str(), &end, 10);
            if (*end != '\0' || b < 1 || b > 1000000000LL) {
                error = "agent '" + text + "': the node budget must be a whole number from 1 to 1000000000";
                return false;
            }
            s.nodes = b;
        }
    }
    out = s;
    return true;
}

bool parseAgentPair(const std::string &text, std::array<AgentSpec, 2> &out, std::string &error) {
    const auto comma = text.find(',');
    if (comma == std::string::npos) {
        if (!parseAgentSpec(text, out[0], error)) return false;
        out[1] = out[0];
        return true;
    }
    if (text.find(',', comma + 1) != std::string::npos) {
        error = "agents '" + text + "': give one agent, or two separated by a comma (one per seat)";
        return false;
    }
    return parseAgentSpec(text.substr(0, comma), out[0], error) && parseAgentSpec(text.substr(comma + 1), out[1], error);
}

namespace {

class RandomAgent final : public Agent {
public:
    Move choose(const State &, const MoveList &legal, Rng &rng) override { return uniformChoice(legal, rng); }
    bool isUniformRandom() const override { return true; }
};

int scoreDiff(const State &s, int player) {
    const auto sc = s.scores();
    return sc[static_cast<size_t>(player)] - sc[static_cast<size_t>(1 - player)];
}

class GreedyAgent final : public Agent {
public:
    explicit GreedyAgent(const Game &g) : scratch_(g.newInitialState()) {}
    Move choose(const State &state, const MoveList &legal, Rng &rng) override {
        const int me = state.currentPlayer();
        const int before = scoreDiff(state, me);
        int best = std::numeric_limits<int>::min();
        Move choice = legal[0];
        int ties = 0;
        for (int i = 0; i < legal.size; ++i) {
            scratch_->copyFrom(state);
            scratch_->apply(legal[i]);
            const int gain = scoreDiff(*scratch_, me) - before;
            if (gain > best) {
                best = gain;
                choice = legal[i];
                ties = 1;
            } else if (gain == best && rng.below(static_cast<uint32_t>(++ties)) == 0) {
                choice = legal[i];  // reservoir sampling: uniform among the best
            }
        }
        return choice;
    }

private:
    std::unique_ptr<State> scratch_;
};

// Reward in [0, 1] for `player` at a terminal (or cut-off) state.
double reward(const State &s, int player) {
    switch (s.result()) {
    case Result::Win0: return player == 0 ? 1.0 : 0.0;
    case Result::Win1: return player == 1 ? 1.0 : 0.0;
    case Result::Draw:
    case Result::Undecided: return 0.5;
    case Result::None: {
        const int d = scoreDiff(s, player);
        return d > 0 ? 1.0 : d < 0 ? 0.0 : 0.5;
    }
    }
    return 0.5;
}

class MctsAgent final : public Agent {
public:
    MctsAgent(const Game &g, int playouts) : playouts_(playouts), sim_(g.newInitialState()) {
        nodes_.reserve(static_cast<size_t>(playouts) * 2 + 16);
    }

    Move choose(const State &root, const MoveList &legal, Rng &rng) override {
        if (legal.size == 1) return legal[0];
        nodes_.clear();
        nodes_.push_back(Node{});
        for (int it = 0; it < playouts_; ++it) {
            if ((it & 255) == 255 && cancelled()) break;  // cut short: the caller discards the choice
            sim_->copyFrom(root);
            int node = 0;
            path_.clear();
            path_.push_back(node);
            // Selection and expansion.
            for (;;) {
                const int p = sim_->currentPlayer();
                if (p == kTerminalPlayer) break;
                if (p == kChancePlayer) {
                    sim_->chanceOutcomes(chance_);
                    const Move m = sampleChance(chance_, rng);
                    node = childFor(node, m, kChancePlayer);
                    sim_->apply(m);
                    path_.push_back(node);
                    continue;
                }
                sim_->legalMoves(moves_);
                untried_.clear();
                for (int i = 0; i < moves_.size; ++i)
                    if (!hasChild(node, moves_[i])) untried_.push(moves_[i]);
                if (!untried_.empty()) {
                    // Expand one untried move, chosen at random.
                    const Move m = untried_[static_cast<int>(rng.below(static_cast<uint32_t>(untried_.size)))];
                    const int child = addChild(node, m, p);
                    sim_->apply(m);
                    path_.push_back(child);
                    break;
                }
                node = selectUct(node, moves_);
                sim_->apply(nodes_[static_cast<size_t>(node)].move);
                path_.push_back(node);
            }
            randomPlayout(*sim_, rng, moves_, chance_, 5000);
            const double r0 = reward(*sim_, 0);
            for (int id : path_) {
                Node &n = nodes_[static_cast<size_t>(id)];
                ++n.visits;
                if (n.mover >= 0) n.value += n.mover == 0 ? r0 : 1 - r0;
            }
        }
        // The most visited move at the root.
        int best = -1;
        Move choice = legal[0];
        for (int c = nodes_[0].firstChild; c >= 0; c = nodes_[static_cast<size_t>(c)].nextSibling)
            if (nodes_[static_cast<size_t>(c)].visits > best) {
                best = nodes_[static_cast<size_t>(c)].visits;
                choice = nodes_[static_cast<size_t>(c)].move;
            }
        return choice;
    }

private:
    struct Node {
        Move move = 0;
        int mover = -1;  // who made `move` (-1: chance or root)
        int firstChild = -1, nextSibling = -1;
        int visits = 0;
        double value = 0;
    };

    bool hasChild(int node, Move m) const {
        for (int c = nodes_[static_cast<size_t>(node)].firstChild; c >= 0; c = nodes_[static_cast<size_t>(c)].nextSibling)
            if (nodes_[static_cast<size_t>(c)].move == m) return true;
        return false;
    }
    int addChild(int node, Move m, int mover) {
        Node n;
        n.move = m;
        n.mover = mover;
        n.nextSibling = nodes_[static_cast<size_t>(node)].firstChild;
        nodes_.push_back(n);
        const int id = static_cast<int>(nodes_.size()) - 1;
        nodes_[static_cast<size_t>(node)].firstChild = id;
        return id;
    }
    int childFor(int node, Move m, int mover) {
        for (int c = nodes_[static_cast<size_t>(node)].firstChild; c >= 0; c = nodes_[static_cast<size_t>(c)].nextSibling)
            if (nodes_[static_cast<size_t>(c)].move == m) return c;
        return addChild(node, m, mover < 0 ? -1 : mover);
    }
    int selectUct(int node, const MoveList &legal) const {
        const double logN = std::log(static_cast<double>(std::max(1, nodes_[static_cast<size_t>(node)].visits)));
        double best = -1;
        int choice = nodes_[static_cast<size_t>(node)].firstChild;
        for (int c = nodes_[static_cast<size_t>(node)].firstChild; c >= 0; c = nodes_[static_cast<size_t>(c)].nextSibling) {
            const Node &ch = nodes_[static_cast<size_t>(c)];
            if (!legal.contains(ch.move)) continue;
            const double v = ch.visits == 0 ? 1e9 : ch.value / ch.visits + std::sqrt(2.0) * std::sqrt(logN / ch.visits);
            if (v > best) {
                best = v;
                choice = c;
            }
        }
        return choice;
    }

    int playouts_;
    std::unique_ptr<State> sim_;
    std::vector<Node> nodes_;
    std::vector<int> path_;
    MoveList moves_, untried_;
    ChanceList chance_;
};

class SearchAgent final : public Agent {
public:
    SearchAgent(const Game &g, int depth, int64_t nodes)
        : game_(g), depth_(depth), budget_(nodes > 0 ? nodes : kDefaultSearchNodes) {}

    Move choose(const State &state, const MoveList &legal, Rng &rng) override {
        if (legal.size == 1) return legal[0];
        root_ = state.currentPlayer();
        visited_ = 0;
        stopped_ = false;
        double best = -std::numeric_limits<double>::infinity();
        Move choice = legal[0];
        int ties = 0;
        State &child = slot(0);
        for (int i = 0; i < legal.size; ++i) {
            child.copyFrom(state);
            child.apply(legal[i]);
            const double v =
                value(child, depth_ - 1, 1, -std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity());
            if (v > best + 1e-9) {
                best = v;
                choice = legal[i];
                ties = 1;
            } else if (std::fabs(v - best) <= 1e-9 && rng.below(static_cast<uint32_t>(++ties)) == 0) {
                choice = legal[i];
            }
        }
        return choice;
    }

private:
    State &slot(size_t level) {
        while (stack_.size() <= level) stack_.push_back(game_.newInitialState());
        return *stack_[level];
    }

    double evaluate(const State &s) const {
        const double margin = scoreDiff(s, root_);
        switch (s.result()) {
        case Result::Win0: return (root_ == 0 ? 10000 : -10000) + margin;
        case Result::Win1: return (root_ == 1 ? 10000 : -10000) + margin;
        default: return margin;
        }
    }

    // Value of `s` for the root player; `level` indexes the state stack.
    // Depth counts plies, chance nodes included (an expectimax ply): a run of chance events
    // without a decision (Bheri Bakri's lost throws) cannot recurse for ever. Past the node budget
    // every state reached is evaluated statically.
    double value(const State &s, int depth, size_t level, double alpha, double beta) {
        const int p = s.currentPlayer();
        if (p == kTerminalPlayer || depth <= 0 || ++visited_ > budget_ || stopped()) return evaluate(s);
        if (p == kChancePlayer) {
            ChanceList outcomes;
            s.chanceOutcomes(outcomes);
            double ev = 0;
            for (int i = 0; i < outcomes.size; ++i) {
                State &c = slot(level);
                c.copyFrom(s);
                c.apply(outcomes[i].move);
                // The full window keeps expectimax exact.
                ev += outcomes[i].probability * value(c, depth - 1, level + 1, -std::numeric_limits<double>::infinity(),
                                                      std::numeric_limits<double>::infinity());
            }
            return ev;
        }
        MoveList moves;
        s.legalMoves(moves);
        if (moves.empty()) return evaluate(s);
        const bool maximise = p == root_;
        double best = maximise ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
        for (int i = 0; i < moves.size; ++i) {
            State &c = slot(level);
            c.copyFrom(s);
            c.apply(moves[i]);
            const double v = value(c, depth - 1, level + 1, alpha, beta);
            if (maximise) {
                best = std::max(best, v);
                alpha = std::max(alpha, v);
            } else {
                best = std::min(best, v);
                beta = std::min(beta, v);
            }
            if (alpha >= beta) break;
        }
        return best;
    }

    // A cancel seen (checked every 1024 states): every state after it is evaluated statically.
    bool stopped() {
        if (!stopped_ && (visited_ & 1023) == 0 && cancelled()) stopped_ = true;
        return stopped_;
    }

    const Game &game_;
    int depth_;
    int64_t budget_;
    int64_t visited_ = 0;
    bool stopped_ = false;
    int root_ = 0;
    std::vector<std::unique_ptr<State>> stack_;
};

}  // namespace

std::unique_ptr<Agent> makeAgent(const AgentSpec &spec, const Game &game) {
    switch (spec.kind) {
    case AgentSpec::Random: return std::make_unique<RandomAgent>();
    case AgentSpec::Greedy: return std::make_unique<GreedyAgent>(game);
    case AgentSpec::Mcts: return std::make_unique<MctsAgent>(game, spec.strength);
    case AgentSpec::Search: return std::make_unique<SearchAgent>(game, spec.strength, spec.nodes);
    }
    return std::make_unique<RandomAgent>();
}

}  // namespace rulelab
