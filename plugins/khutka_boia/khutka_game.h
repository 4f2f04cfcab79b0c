#pragma once
// Khutka Boia's rules engine: a Game built from a reading's options and its State.
//
// Holes h0..h9 in sowing (anticlockwise) order; South owns h0..h4, North h5..h9; hole i faces
// h(9-i). On the experimental boards of holes_per_row = P and counters_per_hole = C, South owns
// h0..h(P-1), North the rest, hole i faces h(2P-1-i), and the fives below are groups of C. The sowing itself is the shared kit (kits/sowing.h); this file adds what is Khutka
// Boia's own: turns, round ends, the refill with hole elimination, Bhadar, Kungidar and bha,
// round starters, match ends, and the guards G-2 and G-3 of the catalogue's section 4.
//
// Move encoding (small ints; see describeMove). These are the historical board's numbers; with
// H = 2 * holes_per_row holes they are h, H, 2H + h and 3H + h (kits::BoardSize).
//   0..9    sow hole h (a player's turn)
//   10      pass (only when no_move = pass and the mover has nothing to sow)
//   20..29  between rounds, fill_order = player_choice: put a group of five into hole h
//   30..39  between rounds, after a 3+2 remainder: make end hole h the bha
//   chance  (first_player = random): 0 = South starts, 1 = North starts
//
// Counters: board + stores + reserves = 50 (2 * P * C) at every moment. A store holds what a player has
// taken in the current round; the reserve holds what he has off the board between rounds (set-
// aside fives, remainders). When a round ends the stores are emptied into the reserves.

#include "khutka_rules.h"
#include "kits/stall_detector.h"
#include "kits/two_row.h"
#include "kits/two_row_invariants.h"
#include "kits/two_row_state.h"

#include <memory>

namespace rulelab::khutka {

// Everything the rules look at. Plain data, cheap to copy. The fields both mancala plugins keep
// are kits::RoundPosition's (board, reserves, phase, statuses, fill state, recent history).
struct Position : kits::RoundPosition {
    bool kungidarOwed = false;          // per_round payment deferred to the round's end
    std::array<int8_t, 2> extraLive{};  // diff_literal: live-but-empty holes still to assign
};

class KhutkaState;
// The Game: khutkaInfo(), the options, KhutkaRules, and KhutkaStates (kits/two_row.h).
using KhutkaGame = kits::TwoRowGame<KhutkaState, KhutkaRules, khutkaInfo>;

class KhutkaState final : public kits::TwoRowState<KhutkaState, Position, KhutkaGame> {
public:
    explicit KhutkaState(const KhutkaGame *game);

    void apply(Move move, Trace *trace = nullptr) override;
    // The runner's loop (uniform random players) with Khutka Boia's shortcut: see khutka_game.cpp.
    bool playRandomToEnd(Rng &rng, MoveList &moves, ChanceList &chance, const PlayoutLimits &limits,
                         PlayoutTally &tally) override;
    void appendKey(std::string &out) const override;
    std::string serialize() const override;
    bool parse(std::string_view text, std::string &error);
    // Counters conserved, dead holes empty, ... (kits/two_row_invariants.h); for the tests.
    bool checkInvariants(std::string &why) const override { return kits::checkRoundInvariants(pos_, bs(), why); }

private:
    friend class kits::TwoRowState<KhutkaState, Position, KhutkaGame>;  // the round loop calls the hooks below

    template <class Sink>
    void playStartsToEnd(Rng &rng, MoveList &moves, ChanceList &chance, const PlayoutLimits &limits, PlayoutTally &t, Sink &sink);
    template <class Sink>
    void sowTurn(int hole, Sink &sink);
    template <class Sink>
    void afterTurn(Sink &sink);
    template <class Sink>
    bool endRound(RoundEndCause cause, Sink &sink);
    template <class Sink>
    void beginRefill(Sink &sink);
    // beginRefill's steps: the groups and slots, the remainders, Ludii's turns and the next starter.
    template <class Sink>
    void refillGroups(const int T[2], const uint16_t eligible[2], int groups[2], int slots[2], Sink &sink);
    template <class Sink>
    void settleRemainders(const int T[2], const uint16_t eligible[2], int groups[2], int slots[2], Sink &sink);
    void betweenRoundTurns(const int groups[2]);
    template <class Sink>
    void afterPlacement(Sink &sink);  // between rounds, once every group is placed (diff_literal's live holes)
    template <class Sink>
    RoundEndCause startRound(Sink &sink, bool first);
    template <class Sink>
    void chooseBha(int hole, Sink &sink);

    bool hasLegalStart(int seat) const;
    void legalStarts(int seat, MoveList &out) const;
    // Between rounds a player fills only his own row.
    std::pair<int, int> fillHoles(int seat) const { return {seat * bs().perRow, seat * bs().perRow + bs().perRow}; }
    uint16_t northOwns() const { return rowMask(kNorth); }
    kits::TurnParams turnParams(int seat, int hole) const;
    uint64_t roundSignature() const;
    std::string roundConfiguration() const override;
    bool ludiiCapReached() const;
};

// The factory the plugin and the tests use.
std::unique_ptr<Game> makeKhutkaGame(const Options &options, const Limits &limits, std::string &error);

}  // namespace rulelab::khutka
