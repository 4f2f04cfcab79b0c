// Summaries from hand-made match records whose values are known.
#include "sim/summary.h"

#include <gtest/gtest.h>

using namespace rulelab;

namespace {
MatchRecord rec(int first, Result result, EndReason reason, int turns, int rounds = 1) {
    MatchRecord r;
    r.firstPlayer = static_cast<int8_t>(first);
    r.result = result;
    r.endReason = reason;
    r.progress.turns = turns;
    r.progress.laps = turns * 2;
    r.progress.rounds = rounds;
    return r;
}
}  // namespace

TEST(Summary, QuantilesInterpolateLinearly) {
    // Sorted 10, 20, 30, 40: h = 3p. p=0.5 -> h=1.5 -> 25; p=0.1 -> h=0.3 -> 13; p=0.9 -> h=2.7 -> 37.
    const Distribution d = describe({40, 10, 30, 20});
    EXPECT_DOUBLE_EQ(d.mean, 25);
    EXPECT_DOUBLE_EQ(d.median, 25);
    EXPECT_DOUBLE_EQ(d.p10, 13);
    EXPECT_DOUBLE_EQ(d.p90, 37);
    EXPECT_DOUBLE_EQ(d.max, 40);
    const Distribution one = describe({7});
    EXPECT_DOUBLE_EQ(one.median, 7);
    EXPECT_DOUBLE_EQ(one.p10, 7);
}

TEST(Summary, OutcomesAreFromTheFirstMoversPointOfView) {
    const std::vector<MatchRecord> rs = {
        rec(0, Result::Win0, EndReason::Finished, 10),        // first mover (seat 0) won
        rec(1, Result::Win0, EndReason::Finished, 20),        // seat 1 moved first, seat 0 won: second won
        rec(1, Result::Win1, EndReason::Finished, 30),        // first won
        rec(0, Result::Draw, EndReason::Finished, 40),        // draw
        rec(0, Result::Undecided, EndReason::RelayLoop, 50),  // guard
        rec(1, Result::Undecided, EndReason::CapReached, 60, 3),
    };
    const ReadingSummary s = summarize("g", "r", {{"a", "b"}}, rs);
    EXPECT_EQ(s.matches, 6);
    EXPECT_EQ(s.firstWins, 2);
    EXPECT_EQ(s.secondWins, 1);
    EXPECT_EQ(s.draws, 1);
    EXPECT_EQ(s.undecided, 2);
    EXPECT_EQ(s.endReasons[static_cast<size_t>(EndReason::Finished)], 4);
    EXPECT_EQ(s.endReasons[static_cast<size_t>(EndReason::RelayLoop)], 1);
    EXPECT_EQ(s.endReasons[static_cast<size_t>(EndReason::CapReached)], 1);
    EXPECT_DOUBLE_EQ(s.turns.mean, 35);
    EXPECT_DOUBLE_EQ(s.turns.median, 35);
    EXPECT_DOUBLE_EQ(s.laps.max, 120);
    EXPECT_DOUBLE_EQ(s.rounds.mean, 8.0 / 6.0);
    EXPECT_EQ(s.options.at("a"), "b");
}

TEST(Summary, EndReasonKeysRoundTrip) {
    for (int i = 0; i < kEndReasonCount; ++i) {
        EndReason r;
        ASSERT_TRUE(endReasonFromKey(endReasonKey(static_cast<EndReason>(i)), r));
        EXPECT_EQ(static_cast<int>(r), i);
    }
    EXPECT_STREQ(endReasonKey(EndReason::RoundStalled), "round_stalled");
    EndReason r;
    EXPECT_FALSE(endReasonFromKey("stalled", r));
}
