#pragma once
// The limit loop (#22): one round of Khutka Boia as Ludii's code plays it, written as plainly as
// it can be (ten ints and a xorshift generator, no guards, no options, no bookkeeping), so that
// RuleLab's speed can be reported as a ratio to the practical limit of this hardware, measured
// in the same process run (a ratio is stable on a noisy machine; a rate is not).
//
// The round: South and North alternate, South first. The mover lifts a uniformly random
// non-empty hole of his row and sows one counter into each following hole anticlockwise (the
// origin included when the sowing laps). When the last counter falls into hole L: if L+1 holds
// counters, they are lifted and sown on (a relay lap); else, if L+2 holds counters, the mover
// captures them. After each lap, every hole holding four goes to the owner of its row. A player
// with no counters in his row passes. The round ends when at most one counter is left on the
// board (or, as a safety net the real games replace by proofs, after kMaxLapsPerTurn laps in a
// turn or kMaxTurns turns).

#include <cstdint>

namespace rulelab::bench {

struct LimitRound {
    int64_t laps = 0;   // sowing segments, the first sowing and each relay
    int64_t turns = 0;  // decisions (passes included)
    int stores[2] = {0, 0};
    int left = 0;  // counters on the board at the end
    bool capped = false;
};

inline constexpr int64_t kMaxLapsPerTurn = 10000;
inline constexpr int64_t kMaxTurns = 100000;

// Plays one round from `state` (a xorshift64 state, never 0), advancing it.
LimitRound playLimitRound(uint64_t &state);

struct LimitLoopRate {
    int64_t rounds = 0, laps = 0;
    double seconds = 0;
    double lapsPerSecond() const { return seconds > 0 ? static_cast<double>(laps) / seconds : 0; }
};
// Plays rounds for at least `seconds` of wall time (whole rounds) and reports the laps per second.
LimitLoopRate measureLimitLoop(double seconds, uint64_t seed = 0x9e3779b97f4a7c15ull);

}  // namespace rulelab::bench
