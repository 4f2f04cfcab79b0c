#pragma once
// Bheri Bakri's rule options (catalogue chapter 3: BB-1 .. BB-15 and U2, the Ludii-compatibility
// switch of section 3.4, and the experimental sizes) and their typed form. bheriInfo() describes
// every option with its citations (bheri_rules.cpp); Rules is what the engine reads in the hot
// loop (plain values, no strings).

#include "bheri_board.h"

#include "game/game.h"

#include <cstdint>
#include <string>

namespace rulelab::bheri {

enum class PodPriority : uint8_t { UntilAllShifted, HomeIfPossible, None };

// The option values of a reading, in the form the rules use (rulesFromOptions gives the ids).
struct Rules {
    double cowrieP = 0.5;
    bool extraOnCar = false;     // extra_values = pod_and_car (else pod only)
    bool extraNeedsUse = false;  // extra_needs_use
    bool banked = false;         // throw_use = banked
    bool halves = false;         // split = halves
    bool everyExitPod = false;   // release = every_exit_pod
    bool passThrough = false;    // exit_from_8_only = pass_through
    bool homeJump = false;       // home_jump
    PodPriority podPriority = PodPriority::UntilAllShifted;
    bool captureHome = true;        // capture_home
    bool homeShiftCapture = false;  // home_shift_capture: a home shift may land on (and take) an enemy piece
    bool ludiiLimit = false;        // ludii_limit: stop at Ludii's trial limits
    bool captureBonus = false;      // capture_bonus = extra_throw
    bool compulsory = true;         // compulsory
    bool exitCircuit = false;       // circuit = exit
    int entryIndex = 0;             // entry_cell: 0 same_column, 1 diagonal
    int firstPlayer = -1;           // first_player: -1 random, else the seat
    Geometry geo;                   // row_length, pieces_per_side (experimental sizes)

    // Does a throw of v earn another throw (BB-4)?
    bool isExtra(int v) const { return v == 1 || (extraOnCar && v == 4); }
};

GameInfo bheriInfo();
Rules rulesFromOptions(const Options &options);
// The experimental sizes (row_length, pieces_per_side) as a combination: "" when playable, else
// an error naming the option. makeBheriGame refuses what this refuses.
std::string checkSizes(const Options &options);

}  // namespace rulelab::bheri
