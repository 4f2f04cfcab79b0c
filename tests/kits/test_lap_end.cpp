// The sowing kit's end test after every lap of a relay (SowRules::lapEnd; the rules' option
// end_test = after_every_lap). Ludii makes each lap of a relay a move of its own and tests its end
// rules after every move; RuleLab tests them after the turn unless lapEnd says otherwise. Boards are
// in hole order h0..h9 and drawn as in test_sowing.cpp, North's row on top from h9 down to h5:
//
//      h9 h8 h7 h6 h5
//      h0 h1 h2 h3 h4
//
// Each expected board was traced by hand from the rule quoted in the test's comment.
#include "sowing_test_support.h"

#include <gtest/gtest.h>

#include <array>

using namespace rulelab;
using namespace rulelab::kits;
using namespace rulelab::kits::sowing_test;

// One counter left (Ludii's Pachgarhwa: its end rule "one counter on the board" after every move).
//   before  N 0 0 0 0 2      South sows h3 (1): h4. L = h4 was empty; h5 holds 2: South captures
//           S 0 0 0 1 0      them, and L (1) is to be sown on. One counter is left on the board.
//   after lap 1  N 0 0 0 0 0
//                S 0 0 0 0 1
// lapEnd = one_left: the end holds after this lap, so the turn stops here (h4 stays South's).
// lapEnd = none: lap 2 lifts h4 (1) into h5. L = h5; h6 is empty and h7 too: nothing taken.
//   after   N 0 0 0 0 1
//           S 0 0 0 0 0
TEST(LapEnd, OneLeftStopsTheRelayBeforeTheLastCounterMoves) {
    SowRules r = ludiiPachgarhwa(LapEnd::OneLeft);
    SowBoard b = make(A10{0, 0, 0, 1, 0, 2, 0, 0, 0, 0});
    TurnOutcome out = sow(r, b, 0, 3);
    expectHoles(b, A10{0, 0, 0, 0, 1, 0, 0, 0, 0, 0}, 0, 2);
    expectLapsAndCaptures(out, 1, 1);
    EXPECT_TRUE(out.stoppedAtEnd);
    EXPECT_EQ(out.status, TurnStatus::Done);

    r.lapEnd = LapEnd::None;
    b = make(A10{0, 0, 0, 1, 0, 2, 0, 0, 0, 0});
    out = sow(r, b, 0, 3);
    expectHoles(b, A10{0, 0, 0, 0, 0, 1, 0, 0, 0, 0}, 0, 2);
    EXPECT_EQ(out.laps, 2);
    EXPECT_FALSE(out.stoppedAtEnd);
}

// With two counters left after lap 1 the relay goes on as it would without the test.
//   before  N 0 1 0 0 2      South sows h3 (1): h4. L = h4; South captures h5 (2). Left: h4 (1)
//           S 0 0 0 1 0      and h8 (1), two counters: L is sown on, h4 -> h5. L = h5; h6 empty,
//                            h7 empty: nothing taken, the turn ends.
//   after   N 0 1 0 0 1
//           S 0 0 0 0 0
TEST(LapEnd, OneLeftWaitsWhileTwoCountersRemain) {
    for (LapEnd e : {LapEnd::OneLeft, LapEnd::None}) {
        SowRules r = ludiiPachgarhwa(e);
        SowBoard b = make(A10{0, 0, 0, 1, 0, 2, 0, 0, 1, 0});
        const TurnOutcome out = sow(r, b, 0, 3);
        EXPECT_EQ(counts(b), (A10{0, 0, 0, 0, 0, 1, 0, 0, 1, 0})) << static_cast<int>(e);
        EXPECT_EQ(out.laps, 2);
        EXPECT_FALSE(out.stoppedAtEnd);
    }
}

// A player's holes empty (Pallankuli as Ludii tests it after every sowing), with Humphries' relay
// (the next hole is lifted) and a single capture.
//   before  N 0 0 0 4 1      South sows h4 (1): h5 (1 -> 2). L = h5; h6 holds 4: it is to be
//           S 0 0 0 0 1      lifted. South's row is now empty.
// lapEnd = row_empty: the turn stops before h6 is lifted.
//   after   N 0 0 0 4 2
//           S 0 0 0 0 0
// lapEnd = none: lap 2 lifts h6 (4): h7, h8, h9, h0. L = h0 was empty; h1 is empty, h2 too:
// nothing taken.
//   after   N 1 1 1 0 2
//           S 1 0 0 0 0
TEST(LapEnd, RowEmptyStopsTheRelayWhenAPlayerHasNothingToSow) {
    SowRules r = SowRules::twoRows(5);
    r.lapEnd = LapEnd::RowEmpty;
    SowBoard b = make(A10{0, 0, 0, 0, 1, 1, 4, 0, 0, 0});
    TurnOutcome out = sow(r, b, 0, 4);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 0, 0, 2, 4, 0, 0, 0}));
    EXPECT_EQ(out.laps, 1);
    EXPECT_TRUE(out.stoppedAtEnd);

    r.lapEnd = LapEnd::None;
    b = make(A10{0, 0, 0, 0, 1, 1, 4, 0, 0, 0});
    out = sow(r, b, 0, 4);
    EXPECT_EQ(counts(b), (A10{1, 0, 0, 0, 0, 2, 0, 1, 1, 1}));
    EXPECT_EQ(out.laps, 2);
    EXPECT_FALSE(out.stoppedAtEnd);
}

// The plain ring's short way (issue 22) is not taken when an end is tested after every lap: the
// general engine plays the turn.
TEST(LapEnd, TurnsWithAnEndTestLeaveThePlainRing) {
    SowRules r = SowRules::twoRows(5);
    EXPECT_TRUE(plainRingRules(r));
    r.lapEnd = LapEnd::RowEmpty;
    EXPECT_FALSE(plainRingRules(r));
}

// A relay that cannot lift its hole (LapEnd::MoverStuck, start_hole = two_or_more: Ludii's
// Walak-pussa, whose relay is a move that needs a hole of two or more in the mover's own row and a
// hole that is not blocked). Landing-hole relay, the hole after an empty landing taken.
//   before  N 0 0 3 0 1      South sows h3 (2): h4 (0 -> 1), h5 (1 -> 2). L = h5 held a counter:
//           S 1 0 0 2 0      the relay would lift it, but South's row is h0 1, h4 1: no hole of two.
//   after   N 0 0 3 0 2      The relay stops there (stoppedAtEnd), nothing is taken.
//           S 1 0 0 0 1
// With a 2 in h1 (and h7 empty) South's row has a hole of two: the relay lifts h5 (2): h6 (0 -> 1),
// h7 (0 -> 1). L = h7 was empty; h8 after it is empty: nothing is taken.
//   after   N 0 0 1 1 0      2 laps
//           S 1 2 0 0 1
// The same board with h5 blocked: the relay stops after the first lap, h1's two notwithstanding.
//   after   N 0 0 0 0 2
//           S 1 2 0 0 1
TEST(LapEnd, ARelayThatCannotLiftItsHoleStops) {
    SowRules r = SowRules::twoRows(5);
    r.relay = RelayRule::LandingHole;
    r.capture = CapturePattern::NextAfterEmptyLandingChain4;
    r.lapEnd = LapEnd::MoverStuck;
    SowBoard b = make({1, 0, 0, 2, 0, 1, 0, 3, 0, 0});
    TurnOutcome out = sow(r, b, 0, 3);
    EXPECT_TRUE(out.stoppedAtEnd);
    EXPECT_EQ(counts(b), (A10{1, 0, 0, 0, 1, 2, 0, 3, 0, 0}));
    EXPECT_EQ(out.laps, 1);
    EXPECT_EQ(b.store[0], 0);

    b = make({1, 2, 0, 2, 0, 1, 0, 0, 0, 0});
    out = sow(r, b, 0, 3);
    EXPECT_FALSE(out.stoppedAtEnd);
    EXPECT_EQ(counts(b), (A10{1, 2, 0, 0, 1, 0, 1, 1, 0, 0}));
    EXPECT_EQ(out.laps, 2);
    EXPECT_EQ(b.store[0], 0);

    r.blocked = 1u << 5;
    b = make({1, 2, 0, 2, 0, 1, 0, 0, 0, 0});
    out = sow(r, b, 0, 3);
    EXPECT_TRUE(out.stoppedAtEnd);
    EXPECT_EQ(counts(b), (A10{1, 2, 0, 0, 1, 2, 0, 0, 0, 0}));
    EXPECT_EQ(out.laps, 1);
}
