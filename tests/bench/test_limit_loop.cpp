// The limit loop plays a real round: counters are conserved, the round ends with at most one
// counter on the board (or says it was capped), and the same seed gives the same round.
#include "limit_loop.h"

#include <gtest/gtest.h>

using namespace rulelab::bench;

TEST(LimitLoop, RoundsConserveCountersAndEnd) {
    uint64_t rng = 12345;
    int ended = 0;
    for (int i = 0; i < 2000; ++i) {
        const LimitRound r = playLimitRound(rng);
        EXPECT_EQ(r.stores[0] + r.stores[1] + r.left, 50) << "round " << i;
        EXPECT_GE(r.laps, r.turns > 0 ? 1 : 0);
        if (!r.capped) {
            EXPECT_LE(r.left, 1) << "round " << i;
            ++ended;
        }
    }
    EXPECT_GT(ended, 1900) << "nearly every round ends by the rules";
}

TEST(LimitLoop, TheSameSeedGivesTheSameRound) {
    uint64_t a = 99, b = 99, c = 100;
    const LimitRound x = playLimitRound(a), y = playLimitRound(b), z = playLimitRound(c);
    EXPECT_EQ(x.laps, y.laps);
    EXPECT_EQ(x.stores[0], y.stores[0]);
    EXPECT_EQ(a, b);
    EXPECT_TRUE(x.laps != z.laps || x.stores[0] != z.stores[0] || x.turns != z.turns);
}

// The rate is measured over whole rounds (blocks of 256), for at least the time asked.
TEST(LimitLoop, TheRateCountsWholeRounds) {
    const LimitLoopRate r = measureLimitLoop(0.05, 7);
    EXPECT_GE(r.rounds, 256);
    EXPECT_EQ(r.rounds % 256, 0);
    EXPECT_GT(r.laps, r.rounds);
    EXPECT_GE(r.seconds, 0.05);
    EXPECT_GT(r.lapsPerSecond(), 0);
}
