#pragma once
// Khutka Boia's rule options (catalogue chapter 1, KB-2 .. KB-20, plus the section 4 guards)
// and their typed form. khutkaInfo() describes every option with its citations; KhutkaRules
// is what the engine reads in the hot loop (enums, no strings).

#include "game/game.h"
#include "kits/board_size.h"
#include "kits/sowing.h"
#include "kits/two_row.h"

#include <string>

namespace rulelab::khutka {

// The seats, the historical board (KB-1), the move numbers, phases and round ends, as every
// two-row mancala here has them (kits/two_row_position.h). The experimental options
// holes_per_row and counters_per_hole change the board for exact state-graph analysis; the
// engine reads the rules' board, never these.
using namespace kits::two_row_names;

enum class FirstPlayer : uint8_t { Random, South, North };                   // KB-2
enum class StartHole : uint8_t { AnyOwnLiveNonempty, NoSingletonIfLarger };  // KB-3
using NoMove = kits::NoMove;  // KB-10 (shared with the other two-row mancala; kits/two_row.h)
enum class RoundEnd : uint8_t { AllCaptured, OneLeft, NoMove, NoFurtherCapture };           // KB-11
using Leftover = kits::Leftover;                                                            // KB-11 (kits/two_row.h)
enum class Refill : uint8_t { Fill, FillPool, DiffLiteral };                                // KB-13
using FillOrder = kits::FillOrder;                                                          // KB-14 (kits/two_row.h)
enum class PooledFive : uint8_t { FillExtraHole, Reserve };                                 // KB-16b
enum class Kungidar : uint8_t { PerTurnFromStartHole, PerRound, LudiiInverted, None };      // KB-16c
enum class RemainderTrigger : uint8_t { Always, LudiiPostfillLt5 };                         // KB-16e
enum class TwoTransfer : uint8_t { TransferAndReturn, None };                               // KB-17a
enum class BhaChooser : uint8_t { Bhadar, LudiiMover };                                     // KB-17b
enum class RoundStarter : uint8_t { Alternate, RoundLoser, RoundWinner, LudiiIncidental };  // KB-18
enum class MatchEnd : uint8_t { AllCounters, CannotFill, FixedRounds, LudiiZero };          // KB-19
enum class StallPolicy : uint8_t { EndRoundLeftover, Undecided };                           // G-2 sim.stall

// Ludii's trial limits (kits::kLudiiTurnLimit, kLudiiMoveLimit), applied when ludii_quirks = on.
using kits::kLudiiMoveLimit;
using kits::kLudiiTurnLimit;

struct KhutkaRules {
    kits::BoardSize board;  // holes per row and counters per hole (KB-1; experimental options)
    kits::SowRules sow;     // lap_origin, dead_adjacency, relay, capture, capture_zone, four, bha_capture, quirk, relay_loop
    FirstPlayer firstPlayer = FirstPlayer::Random;
    StartHole startHole = StartHole::AnyOwnLiveNonempty;
    NoMove noMove = NoMove::EachTakesOwnRow;
    RoundEnd roundEnd = RoundEnd::NoFurtherCapture;
    Leftover leftover = Leftover::RowOwner;
    Refill refill = Refill::FillPool;
    FillOrder fillOrder = FillOrder::FromOwnLeft;
    bool revive = true;
    PooledFive pooledFive = PooledFive::FillExtraHole;
    Kungidar kungidar = Kungidar::PerTurnFromStartHole;
    RemainderTrigger remainderTrigger = RemainderTrigger::Always;
    TwoTransfer twoTransfer = TwoTransfer::TransferAndReturn;
    BhaChooser bhaChooser = BhaChooser::Bhadar;
    RoundStarter roundStarter = RoundStarter::Alternate;
    MatchEnd matchEnd = MatchEnd::CannotFill;
    int rounds = 1;
    bool ludiiQuirks = false;
    kits::RelayLoopPolicy relayLoop = kits::RelayLoopPolicy::AbortReport;
    StallPolicy stall = StallPolicy::EndRoundLeftover;
    Limits limits;

    // Options must have been validated against khutkaInfo(). Returns false with a message
    // only for an internal mismatch (an option missing from the GameInfo).
    static bool fromOptions(const Options &options, const Limits &limits, KhutkaRules &out, std::string &error);
};

GameInfo khutkaInfo();

}  // namespace rulelab::khutka
