// The sowing kit's mechanics of the later games of Ludii's Mawkar Katiya program (issue 36): the
// loser's short hole (SpecialHoleMode::ShortHole, a hole of the loser's row that the round's
// winner owns) and the captures of a player's surplus over the holes a sowing passed
// (TurnParams::surplus). The rules are the program's: next-hole relay, the hole facing an empty
// next hole taken, holes out of play seen as empty holes. Boards are in hole order; on two rows of
// five, hole h faces h(9-h):
//
//      h9 h8 h7 h6 h5
//      h0 h1 h2 h3 h4
//
// "*" marks the short hole. Each expected board was traced by hand from the rule quoted in the
// test's comment (Mawkar Katiya.lud, phase Sowing: skipIf, the apply of sow, the forEach of its then).
#include "kits/sowing.h"
#include "sowing_test_support.h"

#include <gtest/gtest.h>

#include <vector>

using namespace rulelab;
using namespace rulelab::kits;

namespace {

using Holes = std::vector<int>;
using sowing_test::expectHoles;
using sowing_test::make;  // -1: a hole out of play; the short hole and its owner

SowRules mawkar() {
    SowRules r = SowRules::twoRows(5);
    r.relay = RelayRule::NextHole;
    r.capture = CapturePattern::Opposite;
    r.adjacency = DeadAdjacency::EmptyHole;
    r.special = SpecialHoleMode::ShortHole;
    return r;
}

TurnOutcome sow(SowBoard &b, int mover, int hole, int surplus = 0) {
    TurnParams p{.mover = mover, .start = hole, .surplus = surplus};
    return playTurn(mawkar(), b, p);
}

}  // namespace

// The loser's sowing passes over the winner's short hole (skipIf: a hole whose state is neither 0
// nor the mover's).
//   before  N 1 0 0 0 4         South (the loser) sows h0 (2): h1 -> 1, h2* passed over, h3 -> 1.
//           S 2 0 3* 0 0        L = h3; h4 is empty: take h5 (4), the hole facing h4.
//   after   N 1 0 0 0 0         South's store 4
//           S 0 1 3* 1 0
TEST(ShortHole, TheLosersSowingPassesOverIt) {
    SowBoard b = make({2, 0, 3, 0, 0, 4, 0, 0, 0, 1}, 2, 1);
    const TurnOutcome out = sow(b, 0, 0);
    expectHoles(b, Holes{0, 1, 3, 1, 0, 0, 0, 0, 0, 1}, 0, 4);
    EXPECT_EQ(out.lastHole, 3);
    EXPECT_EQ(out.laps, 1);
    EXPECT_FALSE(out.relayBlocked);
}

// The loser's relay into the short hole ends his turn (the program's Select refuses the hole whose
// state is the next player: no legal move, a pass), with no capture.
//   before  N 0 0 0 0 4         South sows h0 (1): h1 -> 1. L = h1; h2* holds counters: the relay
//           S 1 0 3* 0 0        would lift it, but it is not South's to lift: the turn ends.
//   after   N 0 0 0 0 4
//           S 0 1 3* 0 0
TEST(ShortHole, TheLosersRelayIntoItEndsHisTurn) {
    SowBoard b = make({1, 0, 3, 0, 0, 4, 0, 0, 0, 0}, 2, 1);
    const TurnOutcome out = sow(b, 0, 0);
    expectHoles(b, Holes{0, 1, 3, 0, 0, 4, 0, 0, 0, 0}, 0, 0);
    EXPECT_EQ(out.captureEvents, 0);
    EXPECT_EQ(out.laps, 1);
    EXPECT_TRUE(out.relayBlocked);
}

// The winner sows into it and, when his sowing passed it, takes one counter from it.
//   before  N 4 0 0 0 0         North (the winner) sows h9 (4): h0 -> 1, h1 -> 1, h2* -> 4,
//           S 0 0 3* 0 0        h3 -> 1. L = h3; h4 is empty, and so is h5, facing it: nothing.
//                               Then the sown holes h9, h0, h1, h2*, h3 (four after h9): h2* is
//                               North's: take one counter from it (4 -> 3).
//   after   N 0 0 0 0 0         North's store 1
//           S 1 1 3* 1 0
TEST(ShortHole, TheWinnerSowsIntoItAndTakesOneCounter) {
    SowBoard b = make({0, 0, 3, 0, 0, 0, 0, 0, 0, 4}, 2, 1);
    const TurnOutcome out = sow(b, 1, 9);
    expectHoles(b, Holes{1, 1, 3, 1, 0, 0, 0, 0, 0, 0}, 1, 1);
    EXPECT_EQ(out.captureEvents, 1);
    EXPECT_EQ(out.lastHole, 3);
}

// The winner's relay lifts it (the program's Select allows it: its state is not the next player).
//   before  N 2 0 0 0 0         North sows h9 (2): h0 -> 1, h1 -> 1. L = h1; h2* holds 3: lift
//           S 0 0 3* 0 0        it (the sown holes h9, h0, h1 hold no short hole), sow h3, h4, h5
//                               -> 1. L = h5; h6 is empty: take h3 (1), facing h6. The sown holes
//   after   N 0 0 0 0 1         h2*..h5: h2* is empty, nothing to take.
//           S 1 1 0* 0 1        North's store 1
TEST(ShortHole, TheWinnersRelayLiftsIt) {
    SowBoard b = make({0, 0, 3, 0, 0, 0, 0, 0, 0, 2}, 2, 1);
    const TurnOutcome out = sow(b, 1, 9);
    expectHoles(b, Holes{1, 1, 0, 0, 1, 1, 0, 0, 0, 0}, 1, 1);
    EXPECT_EQ(out.laps, 2);
    EXPECT_EQ(out.lastHole, 5);
    EXPECT_FALSE(out.relayBlocked);
}

// Either player's capture of the hole facing an empty next hole may take it.
//   before  N 0 0 0 0 0         South (the loser) sows h4 (2): h5 -> 1, h6 -> 1. L = h6; h7 is
//           S 0 0 3* 0 2        empty: take h2* (3), the hole facing h7.
//   after   N 0 0 0 1 1         South's store 3
//           S 0 0 0* 0 0
TEST(ShortHole, EitherPlayersCaptureMayTakeIt) {
    SowBoard b = make({0, 0, 3, 0, 2, 0, 0, 0, 0, 0}, 2, 1);
    sow(b, 0, 4);
    expectHoles(b, Holes{0, 0, 0, 0, 0, 1, 1, 0, 0, 0}, 0, 3);
}

// The surplus: after the sowing, the holes it passed that hold exactly the mover's number are his.
//   before  N 0 2 0 5 0         South (surplus 2) sows h0 (2): h1 -> 2, h2 -> 4. L = h2; h3 is
//           S 2 1 3 0 0         empty: take h6 (5), facing h3. The sown holes h0, h1, h2: h1 holds
//   after   N 0 2 0 0 0         2: take it. h8 holds 2 too, but South's sowing did not pass it.
//           S 0 0 4 0 0         South's store 5 + 2
TEST(SurplusCapture, TheSownHolesHoldingTheMoversNumberAreHis) {
    SowBoard b = make({2, 1, 3, 0, 0, 0, 5, 0, 2, 0});
    const TurnOutcome out = sow(b, 0, 0, 2);
    expectHoles(b, Holes{0, 0, 4, 0, 0, 0, 0, 0, 2, 0}, 0, 7);
    EXPECT_EQ(out.captureEvents, 2);
}

// The sown holes are counted as the program counts them: as many holes after the lifted one as
// counters were lifted, holes out of play included, so a sowing past a dead hole sweeps one hole
// short of its last counter.
//   before  N 0 0 0 0 3         South (surplus 1) sows h0 (2): h1 is out of play, h2 -> 1,
//           S 2 x 0 0 0         h3 -> 1. L = h3; h4 is empty: take h5 (3), facing h4. The sown
//   after   N 0 0 0 0 0         holes: h0, h1, h2 (two after h0): h2 holds 1, take it; h3 holds 1
//           S 0 x 0 1 0         but lies beyond. South's store 3 + 1
TEST(SurplusCapture, TheRangeCountsHolesOutOfPlay) {
    SowBoard b = make({2, -1, 0, 0, 0, 3, 0, 0, 0, 0});
    sow(b, 0, 0, 1);
    expectHoles(b, Holes{0, -1, 0, 1, 0, 0, 0, 0, 0, 0}, 0, 4);
}

// The other player's short hole is never taken by the surplus, and the winner's own is taken
// whole when it holds his number (instead of one counter).
//   South (the loser, remainder 3) sows h0 (2): h1 -> 1, h2* passed over, h3 -> 1. L = h3;
//   h4 is empty, h5 too: nothing. The sown holes h0, h1, h2*: h2* holds 3, South's number, but it
//   is North's: it stays.           before  N 0 0 0 0 0 / S 2 0 3* 0 0
//                                   after   N 0 0 0 0 0 / S 0 1 3* 1 0
//   North (surplus 4) sows h9 (4): h0, h1 -> 1, h2* -> 4, h3 -> 1. L = h3; h4, h5 empty: nothing.
//   The sown holes h9..h3: h2* holds 4, North's number and his: take all 4.
//                                   before  N 4 0 0 0 0 / S 0 0 3* 0 0
//                                   after   N 0 0 0 0 0 / S 1 1 0* 1 0, North's store 4
TEST(SurplusCapture, TheShortHoleOnlyForItsOwner) {
    SowBoard loser = make({2, 0, 3, 0, 0, 0, 0, 0, 0, 0}, 2, 1);
    sow(loser, 0, 0, 3);
    expectHoles(loser, Holes{0, 1, 3, 1, 0, 0, 0, 0, 0, 0}, 0, 0);
    SowBoard winner = make({0, 0, 3, 0, 0, 0, 0, 0, 0, 4}, 2, 1);
    sow(winner, 1, 9, 4);
    expectHoles(winner, Holes{1, 1, 0, 1, 0, 0, 0, 0, 0, 0}, 1, 4);
}
