#pragma once
// The two-row engine's rules: the options of the family's sowing games (Pachgarhwa's catalogue
// chapter 2, PG-1 .. PG-10, Addendum A, the section 4 guards, and the mechanics the family's other
// games add) in their typed form, which the engine (two_row_engine.h) reads in the hot loop (enums,
// no strings). The compiled Pachgarhwa plugin and every rules file (plugins/rules_file) play it.
//
// multi_round = khutka_scheme borrows Khutka Boia's KB-13 .. KB-17 under reading R4 (catalogue
// PG-10); the values R4 fixes are set here as typed fields with no option of their own.

#include "game/game.h"
#include "kits/board_size.h"
#include "kits/sowing.h"
#include "kits/two_row.h"

#include <string>

namespace rulelab::kits::engine {

enum class FirstPlayer : uint8_t { Random, South };                      // PG-2
enum class StartHole : uint8_t { AnyOwnNonempty, NoSingletonIfLarger, TwoOrMore };  // PG-3; two_or_more: Ludii's Walak-pussa
using NoMove = kits::NoMove;  // PG-7 (shared with the other two-row mancala; kits/two_row.h)
enum class RoundEnd : uint8_t { AllExhausted, NoMove, NoFurtherCapture, OneLeft, RowEmpty, NoneToSow };  // PG-8, Addendum A
using Leftover = kits::Leftover;                                                              // PG-8 (kits/two_row.h)
enum class MultiRound : uint8_t { None, HoleLoss, HoleCapture, KhutkaScheme, LoserRefills };  // PG-10; loser_refills: Walak-pussa
using FillOrder = kits::FillOrder;                                                            // PG-10 (kits/two_row.h)
enum class RoundStarter : uint8_t { RoundLoser, Alternate, FewerFills };                      // PG-10
enum class MatchEnd : uint8_t { CannotFill, FixedRounds, FewerThanTwo };  // PG-10; fewer_than_two: Ludii's Walak-pussa
enum class StallPolicy : uint8_t { EndRoundLeftover, Undecided, FlagScored };                 // G-2 sim.stall

struct Rules {
    kits::BoardSize board;  // holes per row and counters per hole (PG-1; experimental options)
    kits::SowRules sow;     // lap_origin, relay, capture, capture_zone, relay_loop; R4's accumulating bha
    FirstPlayer firstPlayer = FirstPlayer::Random;
    StartHole startHole = StartHole::AnyOwnNonempty;
    NoMove noMove = NoMove::OpponentTakesAll;
    RoundEnd roundEnd = RoundEnd::NoMove;
    Leftover leftover = Leftover::RowOwner;
    MultiRound multiRound = MultiRound::None;
    FillOrder fillOrder = FillOrder::FromOwnLeft;
    RoundStarter roundStarter = RoundStarter::RoundLoser;
    MatchEnd matchEnd = MatchEnd::CannotFill;
    int rounds = 1;
    kits::RelayLoopPolicy relayLoop = kits::RelayLoopPolicy::AbortReport;
    StallPolicy stall = StallPolicy::EndRoundLeftover;
    // ludii_limit: stop at Ludii's trial limits (ludii_limit end reason), and no stall guard.
    bool ludiiLimit = false;
    // Hole ownership (the added rules ownership and middle_holes; rows and full for Pachgarhwa):
    // the holes North owns when a round starts, the holes nobody owns (no one starts a sowing
    // there), and whether the two middle holes start with one counter (South's) and none (North's).
    uint16_t northStart = 0;
    uint16_t neutral = 0;
    bool middleOneAndEmpty = false;
    bool headsOneMore = false;
    // both_pass = draw (an added rule; Ludii's built-in end): two passes in a row end the game drawn.
    bool bothPassDraw = false;  // heads = one_more: h(P-1) and h(2P-1) start with one counter more
    // direction = player_choice (an added rule): every sowing may also be made clockwise
    // (moves BoardSize::clockwiseBase() + h).
    bool directionChoice = false;
    // short_hole = loser_remainder and surplus_capture = sown_holes (added rules; Ludii's Mawkar
    // Katiya): the loser's remainder goes into a short hole of the winner's, and after each sowing
    // the sown holes holding the mover's surplus are his (two_row_short_hole.h).
    bool shortHole = false;
    bool surplusCapture = false;
    // direction = chosen_once (an added rule's value): the first sowing of the match goes either way
    // and fixes the direction; under multi_round = loser_refills the loser's end choice sets it anew.
    bool directionOnce = false;
    // end_holes = stores (an added rule; Ludii's Bay Khom): the heads (the last hole of each row in
    // sowing order, bit h of storeHoles) are their owners' stores in the sowing loop: no turn starts
    // there, the mover's captures go into his own (SowRules::captureHole), and between rounds each
    // is refilled first with headCount counters; under match_end = cannot_fill a player left with
    // fewer than headCount + counters_per_hole at a round's end loses.
    uint16_t storeHoles = 0;
    int headCount = 0;
    // dead_holes = in_loop (an added rule; Ludii's Bay Khom): a hole left unfilled between rounds
    // stays in the sowing loop (sown, lifted by relays, captured) and only starts no turn
    // (Position::idle); its counters go to its row's owner at the round's end.
    bool deadInLoop = false;
    // Derived from multi_round.
    bool remainders = false;       // khutka_scheme: KB-16/KB-17 statuses (R4: always, transfer_and_return)
    bool kungidarPerTurn = false;  // khutka_scheme: KB-16c per_turn_from_start_hole
    Limits limits;

    // Options must have been validated against vocabulary() (or a GameInfo whose options are a
    // subset of it, such as Pachgarhwa's). Returns false with a message for an option value the
    // engine cannot play (e.g. middle_holes on an even row) or an internal mismatch.
    static bool fromOptions(const Options &options, const Limits &limits, Rules &out, std::string &error);
};

// The engine's whole vocabulary (two_row_vocabulary.cpp): every option it plays, with its
// values and defaults, in words that fit any game of the family (a rules file replaces them with
// its own). Pachgarhwa's options (plugins/pachgarhwa, pachInfo()) are a subset of it.
GameInfo vocabulary();
// A game's board option (holes_per_row or counters_per_hole) whose default is the board its
// sources describe (a rules file's): the description says so in the vocabulary's words, which are
// translated once for every such game.
void describeSourcesBoard(RuleOption &option);
// The guard options (relay_loop, stall, ludii_limit) of the vocabulary, for a compiled game's GameInfo.
std::vector<RuleOption> guardOptions();
// A mechanic the engine has for other games of the family than Pachgarhwa (e.g. four_rule): a
// reading's options may leave it out, and it then takes the value that keeps Pachgarhwa's behaviour.
bool isAddedRule(const std::string &ruleId);

}  // namespace rulelab::kits::engine
