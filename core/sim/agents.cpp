#include "agents.h"

#include "mcts_agent.h"

#include "game/playout.h"
#include "runner.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <vector>

namespace rulelab {

std::string AgentSpec::text() const {
    switch (kind) {
    case Random: return "random";
    case Greedy: return "greedy";
    case Mcts: {
        std::string t = "mcts:";
        if (seconds > 0) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%gs", seconds);
            t += buf;
        } else {
            t += std::to_string(strength);
        }
        return reuse ? t + ":reuse" : t;
    }
    case Search: return "search:" + std::to_string(strength) + (nodes > 0 ? ":" + std::to_string(nodes) : std::string());
    }
    return "?";
}

namespace {

// mcts:PLAYOUTS or mcts:SECONDS (0.1s, 250ms), then perhaps :reuse.
bool parseMctsBudget(const std::string &text, const std::string &budget, const std::string &flag, AgentSpec &s,
                     AgentSpec &out, std::string &error) {
    if (!flag.empty() && flag != "reuse") {
        error = "agent '" + text + "': after the budget only ':reuse' may follow (keep the tree between moves)";
        return false;
    }
    s.reuse = !flag.empty();
    char *end = nullptr;
    const size_t unit = budget.find_first_not_of("0123456789.");
    if (unit != std::string::npos && unit > 0 && (budget.substr(unit) == "s" || budget.substr(unit) == "ms")) {
        const std::string number = budget.substr(0, unit);
        const double v = std::strtod(number.c_str(), &end);
        const double seconds = budget.substr(unit) == "ms" ? v / 1000 : v;
        if (*end != '\0' || !(seconds >= 0.001 && seconds <= 3600)) {
            error = "agent '" + text + "': the time per move must be from 1ms to 3600s";
            return false;
        }
        s.seconds = seconds;
        s.strength = 0;
        out = s;
        return true;
    }
    const long v = std::strtol(budget.c_str(), &end, 10);
    if (budget.empty() || *end != '\0' || v < 1 || v > 10000000) {
        error = "agent '" + text + "': the strength must be a whole number from 1 to 10000000 (playouts), or a time "
                "per move such as 0.1s or 250ms";
        return false;
    }
    s.strength = static_cast<int>(v);
    out = s;
    return true;
}

}  // namespace

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
        if (arg.find(':') != std::string::npos) {
            strength = arg.substr(0, arg.find(':'));
            budget = arg.substr(arg.find(':') + 1);
        }
        if (s.kind == AgentSpec::Mcts) return parseMctsBudget(text, strength, budget, s, out, error);
        char *end = nullptr;
        const long v = std::strtol(strength.c_str(), &end, 10);
        const long maxV = 64;
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

int scoreDiff(const State &s, int player) { return agentScoreDiff(s, player); }

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
    case AgentSpec::Mcts: return makeMctsAgent(game, spec);
    case AgentSpec::Search: return std::make_unique<SearchAgent>(game, spec.strength, spec.nodes);
    }
    return std::make_unique<RandomAgent>();
}

}  // namespace rulelab
