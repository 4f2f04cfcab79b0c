// The sowing kit on two rows of seven, and the rules of what a turn takes: the capture opposite
// or after an empty hole, the four rule, bha, fees. Boards are drawn as in test_sowing.cpp; each
// expected board was traced by hand from the rule quoted in the test's comment.
#include "sowing_test_support.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

using namespace rulelab;
using namespace rulelab::kits;
using namespace rulelab::kits::sowing_test;

namespace {

// Khutka Boia's rules with the bha's capture timing `mode` (KB-17c).
SowRules khutkaBha(SpecialHoleMode mode) {
    SowRules r = khutka();
    r.special = mode;
    return r;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Two rows of seven (Mawkar Katiya, Kanji Guti, Pallankuli), drawn the same way:
//
//      h13 h12 h11 h10 h9 h8 h7
//      h0  h1  h2  h3  h4 h5 h6
//
// hole i faces h(13-i).

using A14 = std::array<int, 14>;

// Mawkar Katiya / Kanji Guti (Das Gupta 1923 through Ludii's rules texts): when the hole after
// the last counter is empty, the mover takes the hole opposite that empty hole, in either row.
// South sows h2 (2): h3, h4; L = h4, h5 (3) is loaded: relay, h5 -> h6 h7 h8; L = h8, h9 empty:
// take h4 (3), the hole facing h9 (South's own row).
//   before  N 0 1 0 0 0 0 0      after  N 0 1 0 0 0 1 1
//           S 0 0 2 0 2 3 0             S 0 0 0 1 0 0 1      South +3
TEST(Sowing, OppositeCaptureTakesTheHoleFacingTheEmptyOne) {
    SowRules r = SowRules::twoRows(7);
    r.capture = CapturePattern::Opposite;
    SowBoard b = make(A14{0, 0, 2, 0, 2, 3, 0, 0, 0, 0, 0, 0, 1, 0});
    const auto out = sow(r, b, 0, 2);
    EXPECT_EQ(counts<14>(b), (A14{0, 0, 0, 1, 0, 0, 1, 1, 1, 0, 0, 0, 1, 0}));
    EXPECT_EQ(b.store[0], 3);
    EXPECT_EQ(b.store[1], 0);
    EXPECT_EQ(out.laps, 2);
    EXPECT_EQ(out.lastHole, 8);
    // single would look at h10 (empty) and take nothing.
    r.capture = CapturePattern::Single;
    b = make(A14{0, 0, 2, 0, 2, 3, 0, 0, 0, 0, 0, 0, 1, 0});
    sow(r, b, 0, 2);
    EXPECT_EQ(b.store[0], 0);
}

// The hole facing h7 is h6: a sowing that ends in h6 with h7 empty takes its own last hole, so
// this capture (unlike single and chain) can empty the board.
// South sows h4 (2): h5, h6; L = h6 (2), h7 empty: take h6.
//   before  N 0 0 0 0 0 0 0      after  N 0 0 0 0 0 0 0
//           S 0 0 0 0 2 0 1             S 0 0 0 0 0 1 0      South +2
TEST(Sowing, OppositeCaptureCanTakeTheLastHoleItself) {
    SowRules r = SowRules::twoRows(7);
    r.capture = CapturePattern::Opposite;
    SowBoard b = make(A14{0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0});
    sow(r, b, 0, 4);
    EXPECT_EQ(counts<14>(b), (A14{0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 2);
}

// Pallankuli (Durai 1928 through Ludii's rules text): a sowing that ends in a loaded hole lifts
// it and goes on (relay = landing hole); one that ends in an empty hole takes the next hole.
// South sows h1 (3): h2, h3, h4; L = h4 held 2 before: lift h4 (3) -> h5 h6 h7; L = h7 was empty:
// take h8 (4), and the turn ends.
//   before  N 0 0 0 0 0 4 0      after  N 0 0 0 0 0 0 1
//           S 0 3 0 1 2 0 0             S 0 0 1 2 0 1 1      South +4
// single would need h8 empty to look at h9, so it takes nothing here.
TEST(Sowing, NextAfterEmptyLandingTakesTheHoleAfterTheLastOne) {
    const A14 before{0, 3, 0, 1, 2, 0, 0, 0, 4, 0, 0, 0, 0, 0};
    SowRules r = SowRules::twoRows(7);
    r.relay = RelayRule::LandingHole;
    r.capture = CapturePattern::NextAfterEmptyLanding;
    SowBoard b = make(before);
    Trace trace;
    const auto out = sowTraced(r, b, 0, 1, trace);
    EXPECT_EQ(counts<14>(b), (A14{0, 0, 1, 2, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 4);
    expectLapsAndCaptures(out, 2, 1);
    int captures = 0;
    for (const auto &s : trace)
        if (s.kind == StepKind::Capture) {
            ++captures;
            EXPECT_EQ(s.cell, 8);
            EXPECT_EQ(s.to, 7);  // allowed by the empty landing hole
        }
    EXPECT_EQ(captures, 1);
    r.capture = CapturePattern::Single;
    b = make(before);
    sow(r, b, 0, 1);
    EXPECT_EQ(b.store[0], 0);
    EXPECT_EQ(b.counts[8], 4);
}

// An empty landing before an empty hole takes nothing; a landing made four by the last counter
// is taken by the four-counter rule and is then neither lifted nor the trigger of a capture.
//   (a) South sows h0 (2): h1, h2; L = h2 was empty, h3 empty: nothing.
//       before  S 2 0 0 0 1 0 0   after  S 0 1 1 0 1 0 0
//   (b) owner_on_drop, South sows h0 (2): h1; h2 (3) -> 4, taken by its owner South; L = h2 is
//       empty now, no relay, and it was not an empty landing: h3 (5) stays.
//       before  S 2 0 3 5 0 0 0   after  S 0 1 0 5 0 0 0      South +4
//   (c) owner_on_drop, South sows h5 (3): h6; h7 (3) -> 4, taken by North, sowing goes on; h8;
//       L = h8 was empty: take h9 (2).  mover_on_drop: South takes h7's 4 too.
//       before  N 0 0 0 0 2 0 3   after  N 0 0 0 0 0 1 0
//               S 0 0 0 0 0 3 0          S 0 0 0 0 0 0 1      owner: South 2, North 4; mover: South 6
TEST(Sowing, NextAfterEmptyLandingWithTheFourRule) {
    SowRules r = SowRules::twoRows(7);
    r.relay = RelayRule::LandingHole;
    r.capture = CapturePattern::NextAfterEmptyLanding;
    SowBoard b = make(A14{2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    sow(r, b, 0, 0);
    EXPECT_EQ(counts<14>(b), (A14{0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 0);

    r.four = FourTiming::OwnerOnDrop;
    b = make(A14{2, 0, 3, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    const auto out = sow(r, b, 0, 0);
    EXPECT_EQ(counts<14>(b), (A14{0, 1, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 4);
    EXPECT_EQ(out.laps, 1);

    const A14 before{0, 0, 0, 0, 0, 3, 0, 3, 0, 2, 0, 0, 0, 0};
    b = make(before);
    sow(r, b, 0, 5);
    EXPECT_EQ(counts<14>(b), (A14{0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 2);
    EXPECT_EQ(b.store[1], 4);
    r.four = FourTiming::MoverOnDrop;
    b = make(before);
    sow(r, b, 0, 5);
    EXPECT_EQ(counts<14>(b), (A14{0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 6);
    EXPECT_EQ(b.store[1], 0);
}

// KB-9 / KB-20.1 on board E: the relay is decided before the after-segment sweep.
//   before  N 0 0 0 4 0      South sows h2 (3): h3 -> 4, h4 -> 1, h5 -> 1; L = h5; h6 (4) loaded.
//           S 0 2 3 3 0
//   owner_on_drop: h3 is taken on the drop; relay h6 (4) -> h7 h8 h9 h0; L = h0, h1 (2) ->
//     h2 h3; L = h3, h4 (1) -> h5; L = h5, h6 empty: capture h7 (1).
//     after N 1 1 0 0 2 / S 1 0 1 1 0, South 4+1
//   owner_after_segment: relay to h6 decided; the sweep then takes h3 (South) and h6 (North);
//     the relay finds h6 empty and the turn ends.  after N 0 0 0 0 1 / S 0 2 0 0 1, 4 and 4
//   ... with the Ludii redirect: the relay lifts h1 (2) instead -> h2 h3; L = h3, h4 (1) ->
//     h5; L = h5, h6 and h7 empty.  after N 0 0 0 0 2 / S 0 0 1 1 0, 4 and 4
TEST(Sowing, FourAfterSegmentDecidesFirstAndLudiiRedirect) {
    const A10 before{0, 2, 3, 3, 0, 0, 4, 0, 0, 0};
    SowRules r = khutka();
    r.four = FourTiming::OwnerOnDrop;
    SowBoard b = make(before);
    sow(r, b, 0, 2);
    expectHoles(b, A10{1, 0, 1, 1, 0, 2, 0, 0, 1, 1}, 0, 5);
    EXPECT_EQ(b.store[1], 0);

    r.four = FourTiming::OwnerAfterSegment;
    b = make(before);
    auto out = sow(r, b, 0, 2);
    expectHoles(b, A10{0, 2, 0, 0, 1, 1, 0, 0, 0, 0}, 0, 4);
    EXPECT_EQ(b.store[1], 4);
    EXPECT_EQ(out.laps, 1);

    r.relayRedirectQuirk = true;
    b = make(before);
    out = sow(r, b, 0, 2);
    expectHoles(b, A10{0, 0, 1, 1, 0, 2, 0, 0, 0, 0}, 0, 4);
    EXPECT_EQ(b.store[1], 4);
    EXPECT_EQ(out.laps, 3);
    EXPECT_FALSE(out.redirectDeadEnd);
}

// KB-20.1: when the redirected hole h1 is empty the turn ends (Ludii passes).
//   before  N 0 0 0 4 0      after  N 0 0 0 0 1
//           S 0 0 3 3 0             S 0 0 0 0 1   South 4, North 4
TEST(Sowing, LudiiRedirectToAnEmptyHoleEndsTheTurn) {
    SowRules r = khutka();
    r.four = FourTiming::OwnerAfterSegment;
    r.relayRedirectQuirk = true;
    SowBoard b = make(A10{0, 0, 3, 3, 0, 0, 4, 0, 0, 0});
    const auto out = sow(r, b, 0, 2);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 0, 1, 1, 0, 0, 0, 0}));
    EXPECT_TRUE(out.redirectDeadEnd);
    EXPECT_EQ(b.store[0] + b.store[1], 8);
}

// KB-17c on_drop: the bha is h4, South's. North sows h9 (6): h0 h1 h2 h3, the counter for h4
// goes straight to South's store, h5; L = h5, h6 empty, h7 empty.
//   before  N 6 0 0 0 0      after  N 0 0 0 0 1
//           S 0 0 0 0 0*            S 1 1 1 1 0*   South +1 (bha)
TEST(Sowing, BhaOnDropGoesStraightToItsOwner) {
    SowRules r = khutkaBha(SpecialHoleMode::OnDrop);
    SowBoard b = make(A10{0, 0, 0, 0, 0, 0, 0, 0, 0, 6}, 4, 0);
    const auto out = sow(r, b, 1, 9);
    expectHoles(b, A10{1, 1, 1, 1, 0, 1, 0, 0, 0, 0}, 0, 1);
    EXPECT_EQ(b.store[1], 0);
    EXPECT_EQ(out.captureEvents, 1);
}

// KB-17c after_segment: the bha h4 (South's) holds 2. South sows h2 (1) -> h3; L = h3; h4 is
// occupied so a relay into h4 is decided; the sweep then empties h4 into South's store and
// the relay finds nothing to lift.
//   before  N 0 0 0 0 0      after  N 0 0 0 0 0
//           S 0 0 1 0 2*            S 0 0 0 1 0*   South +2
TEST(Sowing, BhaAfterSegmentIsSweptAfterTheDecision) {
    SowRules r = khutkaBha(SpecialHoleMode::AfterSegment);
    SowBoard b = make(A10{0, 0, 1, 0, 2, 0, 0, 0, 0, 0}, 4, 0);
    const auto out = sow(r, b, 0, 2);
    expectHoles(b, A10{0, 0, 0, 1, 0, 0, 0, 0, 0, 0}, 0, 2);
    EXPECT_EQ(out.laps, 1);
}

// KB-17c accumulate: the bha h4 (South's) is always occupied and never lifted or captured.
//  (a) South sows h2 (1) -> h3; L = h3; the relay would lift the bha: the turn ends.
//  (b) South sows h1 (1) -> h2; L = h2, h3 empty; the capture would take the bha: nothing.
//  (c) South sows h3 (3) -> h4 (kept), h5, h6; L = h6, h7 empty, h8 empty.
//  The bha counts as occupied even when empty: (a) with an empty bha also ends the turn.
TEST(Sowing, BhaAccumulateIsNeverLiftedOrCaptured) {
    SowRules r = khutkaBha(SpecialHoleMode::Accumulate);
    auto withBha = [](A10 a) { return make(a, 4, 0); };  // the bha h4, South's
    SowBoard b = withBha(A10{0, 0, 1, 0, 2, 0, 0, 0, 0, 0});
    sow(r, b, 0, 2);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 1, 2, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0] + b.store[1], 0);

    b = withBha(A10{0, 1, 0, 0, 2, 0, 0, 0, 0, 0});
    sow(r, b, 0, 1);
    EXPECT_EQ(counts(b), (A10{0, 0, 1, 0, 2, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0] + b.store[1], 0);

    b = withBha(A10{0, 0, 0, 3, 2, 0, 0, 0, 0, 0});
    sow(r, b, 0, 3);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 0, 3, 1, 1, 0, 0, 0}));

    b = withBha(A10{0, 0, 1, 0, 0, 0, 0, 0, 0, 0});
    const auto out = sow(r, b, 0, 2);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 1, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(out.laps, 1);
}

// KB-16c fees. Per turn: North (Kungidar) is paid one counter of South's start hole h2 (3);
// the other two go to h3, h4; L = h4, h5 (3) relays -> h6 h7 h8; L = h8, h9 empty: capture h0 (1).
//   before  N 0 0 0 0 3      after  N 0 1 1 1 0
//           S 1 0 3 0 0             S 0 0 0 1 1   North +1 (fee), South +1
// Per segment (Ludii): South pays himself one counter before each segment: h2 -> 1 + h3 h4;
// h5 -> 1 + h6 h7; L = h7, h8 empty, h9 empty.
//   after  N 0 0 1 1 0 / S 1 0 0 1 1, South +2
TEST(Sowing, FeesFromTheStartHoleOrEverySegment) {
    const A10 before{1, 0, 3, 0, 0, 3, 0, 0, 0, 0};
    SowBoard b = make(before);
    TurnParams p{.mover = 0, .start = 2, .startFeeTo = 1};
    auto out = playTurn(khutka(), b, p);
    expectHoles(b, A10{0, 0, 0, 1, 1, 0, 1, 1, 1, 0}, 1, 1);
    EXPECT_EQ(b.store[0], 1);
    EXPECT_EQ(out.capturedCounters, 1);  // fees are not captures

    b = make(before);
    p.startFeeTo = -1;
    p.segmentFeeTo = 0;
    out = playTurn(khutka(), b, p);
    expectHoles(b, A10{1, 0, 0, 1, 1, 0, 1, 1, 0, 0}, 0, 2);
    EXPECT_EQ(out.laps, 2);
}

// KB-16c: a start hole holding one counter pays it and nothing is sown.
TEST(Sowing, FeeOnASingleCounterEndsTheTurn) {
    SowBoard b = make(A10{0, 1, 0, 0, 0, 0, 0, 0, 0, 0});
    TurnParams p{.mover = 0, .start = 1, .startFeeTo = 1};
    const auto out = playTurn(khutka(), b, p);
    expectHoles(b, A10{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 1, 1);
    EXPECT_TRUE(out.feeEndedTurn);
    EXPECT_EQ(out.laps, 0);
}
