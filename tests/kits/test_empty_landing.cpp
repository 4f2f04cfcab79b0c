// The sowing kit's captures after a last counter fallen into an empty hole (issue 36): the hole
// facing it (OppositeEmptyLanding, the commonest two-row capture: Daramuti in Parker 1909 as
// Ludii's rules text gives it), the hole after it (NextAfterEmptyLanding, Pallankuli) and the hole
// after it followed by every second hole, at most four in all (NextAfterEmptyLandingChain4,
// Ludii's Walak-pussa). They go with the landing-hole relay: a last counter that falls into a
// loaded hole lifts it. The file ends with Ludii's Pallankuli sweep of the fours over the holes a
// sowing passed (FourTiming::OwnerSownAfterSegment). Boards are in hole order; on two rows of five,
// hole h faces h(9-h):
//
//      h9 h8 h7 h6 h5
//      h0 h1 h2 h3 h4
//
// Each expected board was traced by hand from the rule quoted in the test's comment.
#include "sowing_test_support.h"

#include <gtest/gtest.h>

#include <array>
#include <vector>

using namespace rulelab;
using namespace rulelab::kits;

namespace {

using Holes = std::vector<int>;

using sowing_test::counts;
using sowing_test::expectHoles;
using sowing_test::expectLapsAndCaptures;
using sowing_test::make;

SowRules landing(int perRow, CapturePattern capture) { return sowing_test::twoRowsWith(RelayRule::LandingHole, capture, perRow); }

TurnOutcome sow(const SowRules &r, SowBoard &b, int hole) {
    TurnParams p{.mover = 0, .start = hole};
    return playTurn(r, b, p);
}

}  // namespace

// The hole facing an empty landing hole, after a landing-hole relay.
//   before  N 0 0 0 0 4      South sows h0 (2): h1, h2 (1 -> 2). L = h2 held a counter: lift it
//           S 2 0 1 0 0      (2), sow h3, h4. L = h4 was empty: take h5 (4), the hole facing it.
//   after   N 0 0 0 0 0      South's store 4
//           S 0 1 0 1 1
TEST(EmptyLanding, TheHoleFacingIsTakenAfterARelay) {
    SowBoard b = make({2, 0, 1, 0, 0, 4, 0, 0, 0, 0});
    const TurnOutcome out = sow(landing(5, CapturePattern::OppositeEmptyLanding), b, 0);
    expectHoles(b, Holes{0, 1, 0, 1, 1, 0, 0, 0, 0, 0}, 0, 4);
    expectLapsAndCaptures(out, 2, 1);
    EXPECT_EQ(out.lastHole, 4);
}

// The three captures on one board, where they differ.
//   before  N 0 0 0 4 2      South sows h0 (3): h1, h2, h3. L = h3 was empty: no relay.
//           S 3 0 0 0 0
//   the hole facing L: take h6 (4)    after  N 0 0 0 0 2 / S 0 1 1 1 0, store 4
//   the hole after L: h4 is empty, nothing taken (the chain neither: it starts only from a take)
//     after  N 0 0 0 4 2 / S 0 1 1 1 0
TEST(EmptyLanding, FacingHoleOrNextHoleOnOneBoard) {
    const Holes before{3, 0, 0, 0, 0, 2, 4, 0, 0, 0};
    SowBoard b = make(before);
    TurnOutcome out = sow(landing(5, CapturePattern::OppositeEmptyLanding), b, 0);
    expectHoles(b, Holes{0, 1, 1, 1, 0, 2, 0, 0, 0, 0}, 0, 4);
    EXPECT_EQ(out.captureEvents, 1);
    for (CapturePattern c : {CapturePattern::NextAfterEmptyLanding, CapturePattern::NextAfterEmptyLandingChain4}) {
        b = make(before);
        out = sow(landing(5, c), b, 0);
        EXPECT_EQ(counts(b, 10), (Holes{0, 1, 1, 1, 0, 2, 4, 0, 0, 0})) << static_cast<int>(c);
        EXPECT_EQ(b.store[0], 0);
        EXPECT_EQ(out.captureEvents, 0);
    }
}

// A landing in a loaded hole is never followed by these captures (the relay lifts it), and a
// facing hole that is empty gives nothing.
//   before  N 0 0 0 0 0      South sows h0 (1): h1 (1 -> 2). L = h1 held a counter: lift it (2),
//           S 1 1 0 0 0      sow h2, h3. L = h3 was empty; h6, facing it, is empty: nothing.
//   after   N 0 0 0 0 0
//           S 0 0 1 1 0
TEST(EmptyLanding, AnEmptyFacingHoleGivesNothing) {
    SowBoard b = make({1, 1, 0, 0, 0, 0, 0, 0, 0, 0});
    const TurnOutcome out = sow(landing(5, CapturePattern::OppositeEmptyLanding), b, 0);
    expectHoles(b, Holes{0, 0, 1, 1, 0, 0, 0, 0, 0, 0}, 0, 0);
    expectLapsAndCaptures(out, 2, 0);
}

// Ludii's Walak-pussa on two rows of seven: after an empty landing, L+1, then L+3, L+5, L+7 while
// the hole between is empty and the next loaded; never more than four holes.
//   before  N  0  0  0  6  0  5  0          South sows h0 (1): h1. L = h1 was empty: take h2 (2);
//           S  1  0  2  0  3  0  1          h3 empty, take h4 (3); h5 empty, take h6 (1); h7
//                                           empty, take h8 (5): four holes, stop (h10 stays).
//   after   N  0  0  0  6  0  0  0          South's store 11
//           S  0  1  0  0  0  0  0
// The plain next-hole capture takes h2 only. With h5 loaded (1) the chain stops after h4.
TEST(EmptyLanding, TheNextHoleThenAChainOfAtMostFour) {
    const Holes before{1, 0, 2, 0, 3, 0, 1, 0, 5, 0, 6, 0, 0, 0};
    SowBoard b = make(before);
    TurnOutcome out = sow(landing(7, CapturePattern::NextAfterEmptyLandingChain4), b, 0);
    expectHoles(b, Holes{0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0}, 0, 11);
    EXPECT_EQ(out.captureEvents, 4);

    b = make(before);
    out = sow(landing(7, CapturePattern::NextAfterEmptyLanding), b, 0);
    expectHoles(b, Holes{0, 1, 0, 0, 3, 0, 1, 0, 5, 0, 6, 0, 0, 0}, 0, 2);

    Holes blocked = before;
    blocked[5] = 1;
    b = make(blocked);
    out = sow(landing(7, CapturePattern::NextAfterEmptyLandingChain4), b, 0);
    expectHoles(b, Holes{0, 1, 0, 0, 0, 1, 1, 0, 5, 0, 6, 0, 0, 0}, 0, 5);
    EXPECT_EQ(out.captureEvents, 2);
}

// Ludii's Pallankuli sweeps the fours after each sowing over the holes that sowing passed (the
// lifted hole and as many holes further on as counters were lifted), each to its row's owner; the
// whole board's fours go to their owners under OwnerAfterSegment. Two rows of seven.
//   before  N  0  0  4  0  2  0  3          South sows h5 (3): h6 (3 -> 4), h7 (3 -> 4), h8. L = h8
//           S  0  4  0  0  0  3  3          was empty: take h9 (2), the hole after it. Then the
//                                           holes h5..h8 holding four: h6 to South, h7 to North.
//   after   N  0  0  4  0  0  1  0          South 2 + 4, North 4
//           S  0  4  0  0  0  0  0
// OwnerAfterSegment also gives h1 to South and h11 to North: South 10, North 8, only h8 left.
TEST(SownFours, OnlyTheHolesTheSowingPassedAreSwept) {
    const Holes before{0, 4, 0, 0, 0, 3, 3, 3, 0, 2, 0, 4, 0, 0};
    SowRules r = landing(7, CapturePattern::NextAfterEmptyLanding);
    r.four = FourTiming::OwnerSownAfterSegment;
    SowBoard b = make(before);
    TurnOutcome out = sow(r, b, 5);
    expectHoles(b, Holes{0, 4, 0, 0, 0, 0, 0, 0, 1, 0, 0, 4, 0, 0}, 0, 6);
    EXPECT_EQ(b.store[1], 4);
    EXPECT_EQ(out.captureEvents, 3);

    r.four = FourTiming::OwnerAfterSegment;
    b = make(before);
    out = sow(r, b, 5);
    expectHoles(b, Holes{0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0}, 0, 10);
    EXPECT_EQ(b.store[1], 8);
}

// A sowing that goes round the board: Ludii counts the holes from the lifted one to the one as
// many holes further on as counters were lifted, once round at most, so 15 counters from h0 sweep
// h0 and h1 only.
//   before  every hole 3 but h0 (15) and h1 (2)
//   South sows h0 (15): h1..h13 and h0 get one, h1 a second: h0 = 1, h1 = 4, the rest 4. L = h1
//   held 3: it is to be lifted, but the sweep of h0..h1 gives h1 (4) to South first, and the turn
//   ends. The other twelve holes keep their fours.
TEST(SownFours, ASowingRoundTheBoardSweepsOnlyUpToItsLastHoleOnce) {
    SowRules r = landing(7, CapturePattern::NextAfterEmptyLanding);
    r.four = FourTiming::OwnerSownAfterSegment;
    SowBoard b = make({15, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3});
    const TurnOutcome out = sow(r, b, 0);
    expectHoles(b, Holes{1, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, 0, 4);
    EXPECT_EQ(b.store[1], 0);
    EXPECT_EQ(out.laps, 1);
}

// Ludii's Pallankuli lifts the landing hole only when the last counter leaves it holding more than
// one and not four: a four made by the last counter ends the turn even where the sweep does not
// reach it (beyond a hole out of play, which the sweep counts and the sowing passes over).
//   before  N  0  0  0  0  0  0  0          South sows h0 (2): h1 out of play, h2 (0 -> 1),
//           S  2  x  0  3  0  0  0          h3 (3 -> 4). L = h3 held counters, but now holds four:
//   after   N  0  0  0  0  0  0  0          no relay, no capture. The sweep of h0..h2 finds no four;
//           S  0  x  1  4  0  0  0          h3 keeps its four.
TEST(SownFours, AFourMadeByTheLastCounterIsNotLifted) {
    SowRules r = landing(7, CapturePattern::NextAfterEmptyLanding);
    r.four = FourTiming::OwnerSownAfterSegment;
    SowBoard b = make({2, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    b.live = static_cast<uint16_t>(b.live & ~(1u << 1));
    const TurnOutcome out = sow(r, b, 0);
    EXPECT_EQ(counts(b, 14), (Holes{0, -1, 1, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));  // -1: out of play
    EXPECT_EQ(b.store[0], 0);
    expectLapsAndCaptures(out, 1, 0);
}
