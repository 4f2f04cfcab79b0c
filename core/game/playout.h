#pragma once
// The match loop, written once (issue 22): from a state to the end of its match, each decision
// made by a chooser and each chance outcome sampled from the match's random stream. The runner
// plays every match through playOut. With uniform random players in both seats it asks the
// state first (State::playRandomToEnd): a game whose State class is final instantiates this same
// template on its own class, so that the loop's calls (current player, legal moves, apply,
// scores) are direct and inlined instead of virtual, with the same draws in the same order and
// the same tally. A state that can draw a uniform decision without listing its moves passes a
// Shortcut (Khutka Boia: its start holes are the bits of a mask). A game may instead write the
// loop out for its state (Bheri Bakri under immediate throws) with the bookkeeping helpers below. EveryReading.ItsOwnLoopPlaysAsTheGenericOne
// and the golden signatures of every reading (tests/plugins) check that the paths agree.

#include "game.h"
#include "rng.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

namespace rulelab {

// Samples a chance outcome with its exact probability (one uniform draw from `rng`).
inline Move sampleChance(const ChanceList &outcomes, Rng &rng) {
    const double u = rng.uniform();
    double acc = 0;
    for (int i = 0; i < outcomes.size; ++i) {
        acc += outcomes[i].probability;
        if (u < acc) return outcomes[i].move;
    }
    // Rounding: the probabilities sum to 1 within a few ulps; take the last possible outcome.
    for (int i = outcomes.size - 1; i >= 0; --i)
        if (outcomes[i].probability > 0) return outcomes[i].move;
    return outcomes[0].move;
}

// A uniform random choice among the legal moves (one draw): the random agent's choice.
inline Move uniformChoice(const MoveList &legal, Rng &rng) {
    return legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size)))];
}

// The loop's bookkeeping, shared with the games that write the loop out for their own state
// (Bheri Bakri), so that both count alike.
// Before a decision: the decision cap, then a cancel. True when the loop stops here (the tally
// says why).
inline bool stopBeforeDecision(const PlayoutLimits &limits, PlayoutTally &t) {
    if (t.decisions >= limits.maxTurns) {
        t.capped = true;
        return true;
    }
    if (limits.abandon && limits.abandon->load(std::memory_order_relaxed)) {
        t.abandoned = true;
        return true;
    }
    return false;
}
// A decision of `seat` among `legal` moves.
inline void countDecision(PlayoutTally &t, int seat, int legal) {
    if (t.firstPlayer < 0) t.firstPlayer = static_cast<int8_t>(seat);  // the starter is the first decider
    ++t.decisions;
    t.branchSum += legal;
    t.forced += legal == 1;
}
// After a player's move: who leads by score (`leader`: +1 seat 0, -1 seat 1, 0 nobody yet), and
// the changes of leader.
inline void countLead(PlayoutTally &t, int &leader, const std::array<int, 2> &scores) {
    const int now = scores[0] > scores[1] ? 1 : scores[0] < scores[1] ? -1 : 0;
    if (now != 0) {
        if (leader != 0 && now != leader) ++t.leadChanges;
        leader = now;
    }
}

// A uniform random decision that a state makes without listing its moves (playOut's `cut`):
// draw(seat, m) returns how many legal moves there are, 0 when it cannot tell (the moves are then
// listed as usual), and sets m to the one uniformChoice would pick among them with the same draw;
// play(m) applies m as State::apply would. Only for uniform random players (playOutUniform).
struct NoShortcut {
    int draw(int, Move &) { return 0; }
    void play(Move) {}
};
template <class Draw, class Play>
struct Shortcut {
    Draw draw;
    Play play;
};
template <class Draw, class Play>
Shortcut(Draw, Play) -> Shortcut<Draw, Play>;  // clang before 17 deduces no aggregate's arguments

// The loop's body for one state type S (State itself, or a game's final State class). `choose`
// is called as choose(state, legal, seat) for every decision `cut` does not make (see
// Shortcut). Stops at the end of the match, at limits.maxTurns decisions, after limits.maxSteps
// steps (decisions and chance outcomes: the plies of an MCTS playout) or when a decider has no
// legal move (tally.capped), or when *limits.abandon is set at a decision (tally.abandoned).
template <class S, class Choose, class Cut = NoShortcut>
void playOut(S &state, Rng &rng, MoveList &moves, ChanceList &chance, const PlayoutLimits &limits, PlayoutTally &t,
             Choose &&choose, Cut &&cut = Cut{}) {
    t.firstPlayer = static_cast<int8_t>(state.startingPlayer());
    int leader = 0;  // +1 seat 0 leads, -1 seat 1 leads, 0 nobody yet
    for (int64_t steps = 0;; ++steps) {
        const int p = state.currentPlayer();
        if (p == kTerminalPlayer) return;
        if (steps >= limits.maxSteps) {
            t.capped = true;
            return;
        }
        Move m;
        int drawn = 0;  // > 0: `cut` drew m among that many moves
        if (p == kChancePlayer) {
            state.chanceOutcomes(chance);
            m = sampleChance(chance, rng);
        } else {
            if (stopBeforeDecision(limits, t)) return;
            drawn = cut.draw(p, m);
            if (drawn > 0) {
                countDecision(t, p, drawn);
            } else {
                state.legalMoves(moves);
                if (moves.empty()) {  // a plugin bug; never loop
                    t.capped = true;
                    return;
                }
                m = choose(static_cast<const S &>(state), static_cast<const MoveList &>(moves), p);
                countDecision(t, p, moves.size);
            }
        }
        if (limits.record) limits.record->push_back(m);
        if (drawn > 0) cut.play(m);
        else state.apply(m, nullptr);
        // The starter: the first to take a turn, a throw included, once the state knows it (a
        // chance move may draw him, and in Bheri Bakri he throws before anyone decides).
        if (t.firstPlayer < 0) t.firstPlayer = static_cast<int8_t>(state.startingPlayer());
        if (p != kChancePlayer) countLead(t, leader, state.scores());
    }
}

// State::playRandomToEnd for a game's final State class S: playOut on S with uniform random
// choices for both seats (and the state's own Shortcut, where it has one).
template <class S, class Cut = NoShortcut>
void playOutUniform(S &state, Rng &rng, MoveList &moves, ChanceList &chance, const PlayoutLimits &limits, PlayoutTally &t,
                    Cut &&cut = Cut{}) {
    playOut(state, rng, moves, chance, limits, t,
            [&rng](const S &, const MoveList &legal, int) { return uniformChoice(legal, rng); }, cut);
}

}  // namespace rulelab
