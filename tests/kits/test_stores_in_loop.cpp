// The sowing kit's mechanics for Ludii's Bay Khom program: the relay that lifts the landing hole
// (RelayRule::ResowLanding), captures that go into a store standing in the sowing loop
// (SowRules::captureHole, with the whole chain decided before a counter moves) and the end of a
// round after any lap when no hole either player may start from is loaded (LapEnd::NoneToSow).
// Boards are in hole order h0..h9, drawn as in test_sowing.cpp, North's row on top from h9 down
// to h5; h4 and h9, the last hole of each row, are the heads (South's and North's stores):
//
//      h9 h8 h7 h6 h5
//      h0 h1 h2 h3 h4
//
// Each expected board was traced by hand from the .lud's rule quoted in the test's comment.
#include "sowing_test_support.h"

#include <gtest/gtest.h>

using namespace rulelab;
using namespace rulelab::kits;
using namespace rulelab::kits::sowing_test;

// The relay (phase Sowing: when the hole after the last counter is occupied the mover sows again
// from "the last hole sowed", the landing hole itself, its new counter included).
//   before  N 0 2 0 3 0      South sows h1 (2): h2 (1), h3 (1). L = h3; h4 (1) is loaded:
//           S 0 2 0 0 1      resow_landing lifts h3 (1) into h4 (2). L = h4; h5 is empty:
//   take h6 (3); h7 is empty and h8 (2) loaded: take h8; h9 and h0 are empty: stop. South +5.
//   after   N 0 0 0 0 0
//           S 0 0 1 0 2
// next_hole on the same board: L = h3, h4 (1) lifted into h5. L = h5; h6 (3) lifted: h7, h8 (3),
// h9. L = h9; h0 is empty, h1 too (lifted): nothing taken.
//   after   N 1 3 1 0 1
//           S 0 0 1 1 0
TEST(StoresInLoop, ResowLandingLiftsTheLastCountersHole) {
    SowRules r = ludiiBayKhom();
    SowBoard b = make(A10{0, 2, 0, 0, 1, 0, 3, 0, 2, 0});
    TurnOutcome out = sow(r, b, 0, 1);
    expectHoles(b, A10{0, 0, 1, 0, 2, 0, 0, 0, 0, 0}, 0, 5);
    expectLapsAndCaptures(out, 2, 2);

    r.relay = RelayRule::NextHole;
    b = make(A10{0, 2, 0, 0, 1, 0, 3, 0, 2, 0});
    out = sow(r, b, 0, 1);
    expectHoles(b, A10{0, 0, 1, 1, 0, 1, 0, 1, 3, 1}, 0, 0);
    EXPECT_EQ(out.laps, 3);
}

// Clockwise (the turn's direction; Ludii's TrackCW): South sows h3 (2) clockwise: h2 (1), h1 (2).
// L = h1; h0 (1) is loaded: lift h1 (2) into h0 (2) and h9 (1). L = h9; h8 is empty: take h7 (2);
// h6 is empty and h5 empty: stop. South +2.
//   before  N 0 0 2 0 0      after  N 1 0 0 0 0
//           S 1 1 0 2 0             S 2 0 1 0 0
TEST(StoresInLoop, ResowLandingFollowsTheTurnsDirection) {
    SowBoard b = make(A10{1, 1, 0, 2, 0, 0, 0, 2, 0, 0});
    TurnParams p{.mover = 0, .start = 3, .clockwise = true};
    const TurnOutcome out = playTurn(ludiiBayKhom(), b, p);
    expectHoles(b, A10{2, 0, 1, 0, 0, 0, 0, 0, 0, 1}, 0, 2);
    EXPECT_EQ(out.laps, 2);
}

// Captures into the mover's head, the chain decided on the board as the sowing left it (define
// CaptureMove: every condition of the chain is evaluated before any fromTo moves a counter).
//   before  N 4 0 1 0 3      South sows h0 (1): h1. L = h1; h2 is empty: take h3 (2) into
//           S 1 0 0 2 0      South's head h4. h4 was empty, h5 (3) loaded: take h5; h6 empty,
//   h7 (1) loaded: take h7; h8 empty, h9 (4, North's head) loaded: take h9, the fourth and last.
//   All 10 go into h4; South's store (off the board) gets nothing.
//   after   N 0 0 0 0 0
//           S 0 1 0 0 10
// Decided capture by capture instead, h4 would hold 2 after the first and stop the chain.
TEST(StoresInLoop, CapturesGoIntoTheMoversHeadDecidedBeforeAnyMoves) {
    SowRules r = ludiiBayKhom();
    r.captureHole = {4, 9};
    SowBoard b = make(A10{1, 0, 0, 2, 0, 3, 0, 1, 0, 4});
    const TurnOutcome out = sow(r, b, 0, 0);
    expectHoles(b, A10{0, 1, 0, 0, 10, 0, 0, 0, 0, 0}, 0, 0);
    EXPECT_EQ(b.store[1], 0);
    EXPECT_EQ(out.captureEvents, 4);
    EXPECT_EQ(out.capturedCounters, 10);

    // Into the store (no captureHole) the same chain takes the same four holes.
    b = make(A10{1, 0, 0, 2, 0, 3, 0, 1, 0, 4});
    sow(ludiiBayKhom(), b, 0, 0);
    expectHoles(b, A10{0, 1, 0, 0, 0, 0, 0, 0, 0, 0}, 0, 10);
}

// North captures into his head h9; a chain that reaches his own head leaves it where it is.
//   before  N 0 0 2 0 1      North sows h5 (1): h6. L = h6; h7 is empty: take h8 (2) into h9.
//           S 0 0 0 0 0      h9 held 0 before: it counts as empty, and h0 beyond it is empty: stop.
//   after   N 2 0 0 1 0
//           S 0 0 0 0 0
TEST(StoresInLoop, NorthsCapturesGoIntoHisHead) {
    SowRules r = ludiiBayKhom();
    r.captureHole = {4, 9};
    SowBoard b = make(A10{0, 0, 0, 0, 0, 1, 0, 0, 2, 0});
    sow(r, b, 1, 5);
    expectHoles(b, A10{0, 0, 0, 0, 0, 0, 1, 0, 0, 2}, 1, 0);
}

// The round's end after any lap (define AllRowsEmpty in the consequence of every move): the
// startable holes are h0-h3 and h6-h8 (h5 is out of play, the heads never start).
//   before  N 3 0 0 0 2      South sows h3 (1) into his head h4. L = h4; h5 (2) is loaded, so
//           S 0 0 0 1 0      the relay would lift h4, but no startable hole holds a counter:
//   the round is over and the turn stops there (stoppedAtEnd).
//   after   N 3 0 0 0 2
//           S 0 0 0 0 1
// Without the test the relay lifts h4 (1) into h5 (3). L = h5; h6 is empty, h7 too: nothing.
//   after   N 3 0 0 0 3
//           S 0 0 0 0 0
TEST(StoresInLoop, NoneToSowStopsTheRelay) {
    SowRules r = ludiiBayKhom();
    r.lapEnd = LapEnd::NoneToSow;
    r.startable = 0x1CF;  // h0-h3, h6-h8
    SowBoard b = make(A10{0, 0, 0, 1, 0, 2, 0, 0, 0, 3});
    TurnOutcome out = sow(r, b, 0, 3);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 0, 1, 2, 0, 0, 0, 3}));
    EXPECT_TRUE(out.stoppedAtEnd);
    EXPECT_EQ(out.laps, 1);
    EXPECT_TRUE(lapEndHolds(r, b));

    r.lapEnd = LapEnd::None;
    b = make(A10{0, 0, 0, 1, 0, 2, 0, 0, 0, 3});
    out = sow(r, b, 0, 3);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 0, 0, 3, 0, 0, 0, 3}));
    EXPECT_FALSE(out.stoppedAtEnd);
    EXPECT_EQ(out.laps, 2);
}
