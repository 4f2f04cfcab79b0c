// UCT with the game's own fast playouts (randomPlayout, runner.h), chance sampled on the way down
// (one determinisation per playout); a budget of playouts or of time; optionally the tree kept
// between the decisions of a match (agents.h).

#include "mcts_agent.h"

#include "game/playout.h"
#include "runner.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace rulelab {

namespace {

// Reward in [0, 1] for `player` at a terminal (or cut-off) state.
double reward(const State &s, int player) {
    switch (s.result()) {
    case Result::Win0: return player == 0 ? 1.0 : 0.0;
    case Result::Win1: return player == 1 ? 1.0 : 0.0;
    case Result::Draw:
    case Result::Undecided: return 0.5;
    case Result::None: {
        const int d = agentScoreDiff(s, player);
        return d > 0 ? 1.0 : d < 0 ? 0.0 : 0.5;
    }
    }
    return 0.5;
}

// How far below the child it chose the agent looks for the position of its next decision (plies,
// chance included), and how many nodes it examines at most: past them it starts a new tree.
constexpr int kReuseDepth = 8;
constexpr int kReuseExamined = 4096;

class MctsAgent final : public Agent {
public:
    MctsAgent(const Game &g, const AgentSpec &spec)
        : playouts_(spec.strength), seconds_(spec.seconds), reuse_(spec.reuse), sim_(g.newInitialState()) {
        const size_t capacity = seconds_ > 0 ? size_t{1} << 16 : static_cast<size_t>(playouts_) * (reuse_ ? 4 : 2) + 16;
        nodes_.reserve(capacity);
        if (!reuse_) return;
        spare_.reserve(capacity);
        copy_.reserve(capacity);
        previous_ = g.newInitialState();
        for (int d = 0; d <= kReuseDepth; ++d) walk_.push_back(g.newInitialState());
    }

    void newMatch() override { haveTree_ = false; }
    int inheritedPlayouts() const override { return inherited_; }

    Move choose(const State &root, const MoveList &legal, Rng &rng) override {
        if (legal.size == 1) return legal[0];
        if (reuse_ && haveTree_ && reuseTree(root)) {
            inherited_ = nodes_[0].visits;
        } else {
            nodes_.clear();
            nodes_.push_back(Node{});
            inherited_ = 0;
        }
        search(root, rng);
        // The most visited move at the root.
        int best = -1, chosen = -1;
        for (int c = nodes_[0].firstChild; c >= 0; c = at(c).nextSibling)
            if (at(c).visits > best && legal.contains(at(c).move)) {
                best = at(c).visits;
                chosen = c;
            }
        if (reuse_) {
            previous_->copyFrom(root);
            chosen_ = chosen;
            haveTree_ = chosen >= 0;
        }
        return chosen >= 0 ? at(chosen).move : legal[0];
    }

private:
    struct Node {
        Move move = 0;
        int mover = -1;  // who made `move` (-1: chance or root)
        int firstChild = -1, nextSibling = -1;
        int visits = 0;
        double value = 0;
    };

    Node &at(int id) { return nodes_[static_cast<size_t>(id)]; }
    const Node &at(int id) const { return nodes_[static_cast<size_t>(id)]; }

    // Playouts until the budget: a number of them, or a time (checked every 16 playouts).
    void search(const State &root, Rng &rng) {
        using Clock = std::chrono::steady_clock;
        const Clock::time_point start = Clock::now();
        const bool timed = seconds_ > 0;
        for (int it = 0;; ++it) {
            if (timed) {
                if (it > 0 && (it & 15) == 0 &&
                    std::chrono::duration<double>(Clock::now() - start).count() >= seconds_)
                    break;
            } else if (it >= playouts_) {
                break;
            }
            if ((it & 255) == 255 && cancelled()) break;  // cut short: the caller discards the choice
            playout(root, rng);
        }
    }

    void playout(const State &root, Rng &rng) {
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
                node = childFor(node, m);
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
            sim_->apply(at(node).move);
            path_.push_back(node);
        }
        randomPlayout(*sim_, rng, moves_, chance_, 5000);
        const double r0 = reward(*sim_, 0);
        for (int id : path_) {
            Node &n = at(id);
            ++n.visits;
            if (n.mover >= 0) n.value += n.mover == 0 ? r0 : 1 - r0;
        }
    }

    // The tree of the last decision, re-rooted at `root` when `root` lies below the move chosen
    // then (the moves since: the opponent's, chance's); false when it does not.
    bool reuseTree(const State &root) {
        rootKey_.clear();
        root.appendKey(rootKey_);
        walk_[0]->copyFrom(*previous_);
        walk_[0]->apply(at(chosen_).move);
        examined_ = 0;
        const int found = find(chosen_, 0);
        if (found < 0) return false;
        reroot(found);
        return true;
    }

    // The node below `node` (whose state is walk_[depth]) whose state is the root's, or -1.
    int find(int node, int depth) {
        key_.clear();
        walk_[static_cast<size_t>(depth)]->appendKey(key_);
        if (key_ == rootKey_) return node;
        if (depth == kReuseDepth || ++examined_ > kReuseExamined) return -1;
        for (int c = at(node).firstChild; c >= 0; c = at(c).nextSibling) {
            if (at(c).visits == 0) continue;
            State &next = *walk_[static_cast<size_t>(depth) + 1];
            next.copyFrom(*walk_[static_cast<size_t>(depth)]);
            next.apply(at(c).move);
            if (const int f = find(c, depth + 1); f >= 0) return f;
        }
        return -1;
    }

    // Keeps the subtree of `node` only, `node` as the root, the children in their order.
    void reroot(int node) {
        spare_.clear();
        Node r = at(node);
        r.mover = -1;
        r.firstChild = r.nextSibling = -1;
        spare_.push_back(r);
        copy_.clear();
        copy_.emplace_back(node, 0);
        while (!copy_.empty()) {
            const auto [from, to] = copy_.back();
            copy_.pop_back();
            int last = -1;
            for (int c = at(from).firstChild; c >= 0; c = at(c).nextSibling) {
                Node k = at(c);
                k.firstChild = k.nextSibling = -1;
                spare_.push_back(k);
                const int id = static_cast<int>(spare_.size()) - 1;
                if (last < 0) spare_[static_cast<size_t>(to)].firstChild = id;
                else spare_[static_cast<size_t>(last)].nextSibling = id;
                last = id;
                copy_.emplace_back(c, id);
            }
        }
        nodes_.swap(spare_);
    }

    bool hasChild(int node, Move m) const {
        for (int c = at(node).firstChild; c >= 0; c = at(c).nextSibling)
            if (at(c).move == m) return true;
        return false;
    }
    int addChild(int node, Move m, int mover) {
        Node n;
        n.move = m;
        n.mover = mover;
        n.nextSibling = at(node).firstChild;
        nodes_.push_back(n);
        const int id = static_cast<int>(nodes_.size()) - 1;
        at(node).firstChild = id;
        return id;
    }
    int childFor(int node, Move m) {
        for (int c = at(node).firstChild; c >= 0; c = at(c).nextSibling)
            if (at(c).move == m) return c;
        return addChild(node, m, -1);
    }
    int selectUct(int node, const MoveList &legal) const {
        const double logN = std::log(static_cast<double>(std::max(1, at(node).visits)));
        double best = -1;
        int choice = at(node).firstChild;
        for (int c = at(node).firstChild; c >= 0; c = at(c).nextSibling) {
            const Node &ch = at(c);
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
    double seconds_;
    bool reuse_;
    std::unique_ptr<State> sim_;
    std::vector<Node> nodes_, spare_;
    std::vector<int> path_;
    std::vector<std::pair<int, int>> copy_;
    MoveList moves_, untried_;
    ChanceList chance_;
    // Reuse: the last decision's position and chosen child, and the walk looking for the next.
    bool haveTree_ = false;
    int inherited_ = 0;
    int chosen_ = -1;
    int examined_ = 0;
    std::unique_ptr<State> previous_;
    std::vector<std::unique_ptr<State>> walk_;
    std::string rootKey_, key_;
};

}  // namespace

std::unique_ptr<Agent> makeMctsAgent(const Game &game, const AgentSpec &spec) { return std::make_unique<MctsAgent>(game, spec); }

}  // namespace rulelab
