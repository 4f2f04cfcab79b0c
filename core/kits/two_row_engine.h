#pragma once
// The two-row engine: a Game built from a reading's options (two_row_engine_rules.h) and its
// State. It began as Pachgarhwa's engine; the compiled Pachgarhwa plugin (plugins/pachgarhwa)
// plays it under Pachgarhwa's own option texts, and every rules file (plugins/rules_file) under
// its own, so that no plugin links another.
//
// On the experimental boards of holes_per_row = P and counters_per_hole = C, South's row is
// h0..h(P-1), North's the rest, moves are numbered as in kits::BoardSize, and the fives and 50
// below are groups of C and 2 * P * C.
// Holes h0..h9 in sowing (anticlockwise) order; South's row is h0..h4, North's h5..h9; hole i
// faces h(9-i). The sowing, relay and capture are the shared kit (kits/sowing.h); this file adds
// turns, the ends of a game (PG-7, PG-8, Addendum A), the multi-round readings of PG-10 (hole
// loss, hole capture with hole ownership, and Khutka Boia's scheme under R4), and the guards
// G-2 and G-3 of the catalogue's section 4.
//
// The round machinery (refill, Bhadar, Kungidar, bha, starters) is the two-row kit's
// (core/kits/two_row.h), shared with Khutka Boia, with the values of its reading R4; see README.md.
//
// Move encoding (small ints; see describeMove), as in Khutka Boia:
//   0..9    sow hole h (a player's turn)
//   10      pass (only when no_move = pass and the mover has nothing to sow)
//   20..29  between rounds, fill_order = player_choice: put a group of five into hole h
//   30..39  between rounds, khutka_scheme after a 3+2 remainder: make end hole h the bha
//   40..49  sow hole h clockwise (only under the rules files' direction = player_choice)
//   chance  (first_player = random): 0 = South starts, 1 = North starts
//
// Counters: board + stores + reserves = 50 at every moment. A store holds what a player has
// taken in the current round; the reserve holds what he has off the board between rounds (set-
// aside fives, remainders). When a round ends the stores are emptied into the reserves.
// Hole ownership: normally each player owns his row; under multi_round = hole_capture the round
// winner may own holes of the loser's row for a round (Position::northOwns).

#include "kits/two_row_engine_rules.h"
#include "kits/stall_detector.h"
#include "kits/two_row.h"
#include "kits/two_row_invariants.h"
#include "kits/two_row_short_hole.h"
#include "kits/two_row_state.h"

#include <memory>

namespace rulelab::kits::engine {

inline constexpr uint16_t kNorthRow = 0x3E0;  // North's row on the historical board

// Everything the rules look at. Plain data, cheap to copy. The fields both mancala plugins keep
// are kits::RoundPosition's (board, reserves, phase, statuses, fill state, recent history).
struct Position : kits::RoundPosition {
    uint16_t northOwns = kNorthRow;  // bit h: North owns hole h (the rest are South's)
    int8_t roundWinner = -1;         // hole_capture: who may take over holes at the refill
    // surplus_capture: each player's number for the round (his surplus or remainder at the refill).
    std::array<int8_t, 2> surplus{};
    int8_t direction = -1;           // direction = chosen_once: -1 not chosen yet, 0 anticlockwise, 1 clockwise
    uint16_t blocked = 0;            // loser_refills: the loser's short hole, which no one may lift this round
    uint16_t idle = 0;               // dead_holes = in_loop: holes in the loop that start no turn this round
    bool relayCut = false;           // the last turn stopped in its relay because the round ended (end_test)
};

class EngineState;
// The Game: a GameInfo (the vocabulary unless one is given), the options, Rules, and
// EngineStates (kits/two_row.h).
using EngineGame = kits::TwoRowGame<EngineState, Rules, vocabulary>;

class EngineState final : public kits::TwoRowState<EngineState, Position, EngineGame> {
public:
    explicit EngineState(const EngineGame *game);

    void apply(Move move, Trace *trace = nullptr) override;
    void appendKey(std::string &out) const override;
    std::string serialize() const override;
    bool parse(std::string_view text, std::string &error);
    // Counters conserved, dead holes empty, ... (kits/two_row_invariants.h); for the tests.
    bool checkInvariants(std::string &why) const override { return kits::checkRoundInvariants(pos_, bs(), why); }
    // The player who owns hole h now (differs from rowOwner only under hole_capture).
    int holeOwner(int h) const { return (pos_.northOwns >> h) & 1u ? kNorth : kSouth; }
    // The holes a player may start from and must have loaded to move (never a hole nobody owns).
    uint16_t ownMask(int seat) const {
        const uint16_t own = seat == kSouth ? static_cast<uint16_t>(~pos_.northOwns & bs().allMask()) : pos_.northOwns;
        const Rules &R = game_->rules();
        return static_cast<uint16_t>(own & ~(R.neutral | R.storeHoles | pos_.idle));
    }

private:
    friend class kits::TwoRowState<EngineState, Position, EngineGame>;  // the round loop calls the hooks below

    template <class Sink>
    void sowTurn(int move, Sink &sink);  // a start hole h, or clockwiseBase() + h
    template <class Sink>
    void afterTurn(Sink &sink);
    template <class Sink>
    bool endRound(RoundEndCause cause, Sink &sink);
    template <class Sink>
    void beginRefill(Sink &sink);
    template <class Sink>
    RoundEndCause startRound(Sink &sink, bool first);
    template <class Sink>
    void chooseBha(int hole, Sink &sink);
    template <class Sink>
    void captureHoles(Sink &sink);
    template <class Sink>
    void ludiiRefill(const kits::RefillPlan &plan, const int (&hand)[2], bool fromRight, Sink &sink);
    // multi_round = loser_refills (two_row_loser_refill.h): the refill, and the loser's choice of
    // end under direction = chosen_once (a fill move into one of his end holes).
    template <class Sink>
    void loserRefill(Sink &sink);
    template <class Sink>
    void chooseLoserEnd(Move move, Sink &sink);
    // start_hole = two_or_more: a relay that cannot lift its hole ends the round (rule no_move).
    template <class Sink>
    void stuckRelayEndsRound(int mover, Sink &sink);
    // match_end = fewer_than_two: after a round, a player holding fewer than two counters loses.
    bool fewerThanTwoEnds();
    // Between rounds, once every group is placed: hole_capture's holes taken over.
    template <class Sink>
    void afterPlacement(Sink &sink) {
        captureHoles(sink);
        keepDeadInLoop();
    }
    void keepDeadInLoop();  // dead_holes = in_loop: the unfilled holes go idle and stay in the loop
    template <class Sink>
    void placeHeads(Sink &sink);        // end_holes = stores: each head refilled first (before the groups)
    bool storeThresholdEnds();          // end_holes = stores, cannot_fill: a total under head + group loses
    RoundEndCause noneToSow() const;    // round_end = none_to_sow: NoMove when neither player can start

    bool hasLegalStart(int seat) const;
    void legalStarts(int seat, MoveList &out) const;
    // Between rounds a player may fill any hole he is given (hole_capture moves holes across).
    std::pair<int, int> fillHoles(int) const { return {0, bs().holes}; }
    uint16_t northOwns() const { return pos_.northOwns; }
    // Counters the round's end test does not count: the short hole's (short_hole).
    int heldAside() const {
        return game_->rules().shortHole && pos_.board.special >= 0 ? pos_.board.counts[kits::tworow::ix(pos_.board.special)] : 0;
    }
    kits::TurnParams turnParams(int seat, int move) const;  // move: h, or clockwiseBase() + h
    kits::SowRules sowRules() const;                        // the game's, with the current hole owners (capture zone)
    uint64_t roundSignature() const;
    std::string roundConfiguration() const override;
};

// The game of `options` under the description `info` (Pachgarhwa's pachInfo(), or a rules file's
// GameInfo): `info` holds options of vocabulary() by id (with any subset of their values), and
// `options` were validated against it. Null with `error` when the engine cannot play them.
std::unique_ptr<Game> makeGame(GameInfo info, const Options &options, const Limits &limits, std::string &error);

}  // namespace rulelab::kits::engine
