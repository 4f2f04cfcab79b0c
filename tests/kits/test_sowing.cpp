// The sowing kit, rule by rule. Every board is written in hole order h0..h9 (or h0..h11) and
// drawn the way the catalogue draws Khutka Boia, North's row on top from h9 down to h5:
//
//      h9 h8 h7 h6 h5
//      h0 h1 h2 h3 h4
//
// "x" marks a dead hole (-1 in the arrays). Each expected board was traced by hand from the
// rule quoted in the test's comment (catalogue chapter 1 and 2), not copied from the program.
#include "sowing_test_support.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

using namespace rulelab;
using namespace rulelab::kits;
using namespace rulelab::kits::sowing_test;

// KB-4/KB-5: one counter into each following hole, anticlockwise h2 -> h3 -> h4 -> h5.
//   before  N 0 0 0 0 0      after  N 0 0 0 0 1
//           S 0 0 3 0 0             S 0 0 0 1 1
// L = h5; h6 is empty, so the capture test looks at h7, which is empty too: no capture.
TEST(Sowing, DropsOneCounterPerHoleInSowingOrder) {
    SowBoard b = make(A10{0, 0, 3, 0, 0, 0, 0, 0, 0, 0});
    const auto out = sow(khutka(), b, 0, 2);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 1, 1, 1, 0, 0, 0, 0}));
    EXPECT_EQ(out.laps, 1);
    EXPECT_EQ(out.lastHole, 5);
    EXPECT_EQ(out.captureEvents, 0);
    EXPECT_EQ(b.store[0] + b.store[1], 0);
}

// KB-5 lap_origin, without relay or capture so that only the lap shows. h0 holds 11.
//   include: h1..h9 get one (9), the 10th goes back into h0, the 11th into h1.
//     N 1 1 1 1 1 / S 1 2 1 1 1
//   skip: h1..h9 get one, h0 is passed over, h1 and h2 get the last two.
//     N 1 1 1 1 1 / S 0 2 2 1 1
TEST(Sowing, LapOverTheOriginHoleIncludeOrSkip) {
    SowRules r = khutka();
    r.relay = RelayRule::None;
    r.capture = CapturePattern::None;
    SowBoard b = make(A10{11, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    sow(r, b, 0, 0);
    EXPECT_EQ(counts(b), (A10{1, 2, 1, 1, 1, 1, 1, 1, 1, 1}));
    r.lapOrigin = LapOrigin::Skip;
    b = make(A10{11, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    sow(r, b, 0, 0);
    EXPECT_EQ(counts(b), (A10{0, 2, 2, 1, 1, 1, 1, 1, 1, 1}));
}

// With skip and no other live hole there is nowhere to drop: the origin takes them (no hang).
TEST(Sowing, SkipWithOnlyTheOriginLiveFallsBackToTheOrigin) {
    SowRules r = khutka();
    r.relay = RelayRule::None;
    r.capture = CapturePattern::None;
    r.lapOrigin = LapOrigin::Skip;
    SowBoard b = make(A10{3, -1, -1, -1, -1, -1, -1, -1, -1, -1});
    sow(r, b, 0, 0);
    EXPECT_EQ(counts(b), (A10{3, -1, -1, -1, -1, -1, -1, -1, -1, -1}));
}

// KB-6: nothing is ever dropped into a dead hole. h6 is dead; h4's three go to h5, h7, h8.
//   before  N 0 0 0 x 0      after  N 0 1 1 x 1
//           S 0 0 0 0 3             S 0 0 0 0 0
// L = h8, h9 empty, h0 empty: no capture.
TEST(Sowing, DeadHolesAreSkipped) {
    SowBoard b = make(A10{0, 0, 0, 0, 3, 0, -1, 0, 0, 0});
    sow(khutka(), b, 0, 4);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 0, 0, 1, -1, 1, 1, 0}));
}

// KB-6 dead_adjacency. h6 is dead. South sows h3 (2): h4, h5; L = h5.
//   before  N 0 0 3 x 0
//           S 1 0 0 2 0
//   skip_dead: the next hole is h7 (3): relay into h8, h9, h0; L = h0, h1 empty, h2 empty.
//     after N 1 1 0 x 1 / S 2 0 0 0 1, no capture
//   empty_hole: the next hole is the dead h6, an empty hole, so h7 is captured.
//     after N 0 0 0 x 1 / S 1 0 0 0 1, South +3
TEST(Sowing, DeadAdjacencySkipDeadOrEmptyHole) {
    SowRules r = khutka();
    SowBoard b = make(A10{1, 0, 0, 2, 0, 0, -1, 3, 0, 0});
    auto out = sow(r, b, 0, 3);
    EXPECT_EQ(counts(b), (A10{2, 0, 0, 0, 1, 1, -1, 0, 1, 1}));
    EXPECT_EQ(out.laps, 2);
    EXPECT_EQ(b.store[0], 0);
    r.adjacency = DeadAdjacency::EmptyHole;
    b = make(A10{1, 0, 0, 2, 0, 0, -1, 3, 0, 0});
    out = sow(r, b, 0, 3);
    expectHoles(b, A10{1, 0, 0, 0, 1, 1, -1, 0, 0, 0}, 0, 3);
}

// KB-7 next_hole: the opening move h2 of a fresh board, lap by lap.
//   h2(5) -> h3..h7 = 6; L=h7, h8(5) lifted -> h9 h0 h1 h2 h3; L=h3, h4(6) lifted ->
//   h5..h9, h0; L=h0, h1(6) lifted -> h2..h7; L=h7, h8(1) lifted -> h9; L=h9, h0(7)
//   lifted -> h1..h7; L=h7, h8 empty: capture h9 (8).
//   after  N 0 0 9 9 9
//          S 0 1 3 9 2   South +8, six segments
TEST(Sowing, NextHoleRelayOpeningMove) {
    SowBoard b = make(A10{5, 5, 5, 5, 5, 5, 5, 5, 5, 5});
    const auto out = sow(khutka(), b, 0, 2);
    expectHoles(b, A10{0, 1, 3, 9, 2, 9, 9, 9, 0, 0}, 0, 8);
    expectLapsAndCaptures(out, 6, 1);
    EXPECT_EQ(out.lastCapturer, 0);
}

// KB-7 landing_hole: h0 (2) -> h1, h2; h2 held 1 before the last drop, so h2 (2) is lifted
// -> h3, h4; h4 was empty: no relay; h5 empty, h6 empty: no capture.
//   before  N 0 2 0 0 0      after  N 0 2 0 0 0
//           S 2 0 1 3 0             S 0 1 0 4 1
TEST(Sowing, LandingHoleRelay) {
    SowRules r = khutka();
    r.relay = RelayRule::LandingHole;
    SowBoard b = make(A10{2, 0, 1, 3, 0, 0, 0, 0, 2, 0});
    const auto out = sow(r, b, 0, 0);
    EXPECT_EQ(counts(b), (A10{0, 1, 0, 4, 1, 0, 0, 0, 2, 0}));
    EXPECT_EQ(out.laps, 2);
    EXPECT_EQ(b.store[0], 0);
}

// Addendum A (Ludii's Pachgarhwa): L+1 occupied -> the mover captures L+1 and resows L.
//   before  N 1 0 0 0 0      h1 (2) -> h2, h3; L = h3 (4), h4 (2) captured, h3 (4) lifted
//           S 0 2 1 3 2      -> h4 h5 h6 h7; L = h7, h8 empty: capture h9 (1).
//   after   N 0 0 1 1 1
//           S 0 0 2 0 1      South +3
TEST(Sowing, CaptureNextResowLandingRelay) {
    SowRules r = khutka();
    r.relay = RelayRule::CaptureNextResowLanding;
    SowBoard b = make(A10{0, 2, 1, 3, 2, 0, 0, 0, 0, 1});
    const auto out = sow(r, b, 0, 1);
    expectHoles(b, A10{0, 0, 2, 0, 1, 1, 1, 1, 0, 0}, 0, 3);
    EXPECT_EQ(out.captureEvents, 2);
}

// KB-8 on board C. South sows h1 (1): L = h2, h3 empty.
//   before  N 0 0 0 2 0
//           S 0 1 0 0 3
//   single: h4 (3).  chain: h4, then h5 empty and h6 loaded: h6 (2), then h7 and h8 empty: stop.
//   first_loaded: the first loaded hole after the empty run is h4.  opposite: h3 faces h6.
TEST(Sowing, CapturePatternsBoardC) {
    const A10 before{0, 1, 0, 0, 3, 0, 2, 0, 0, 0};
    struct Case {
        CapturePattern p;
        A10 after;
        int taken;
    } cases[] = {
        {CapturePattern::Single, {0, 0, 1, 0, 0, 0, 2, 0, 0, 0}, 3},
        {CapturePattern::Chain, {0, 0, 1, 0, 0, 0, 0, 0, 0, 0}, 5},
        {CapturePattern::FirstLoaded, {0, 0, 1, 0, 0, 0, 2, 0, 0, 0}, 3},
        {CapturePattern::Opposite, {0, 0, 1, 0, 3, 0, 0, 0, 0, 0}, 2},
    };
    for (const auto &c : cases) {
        SowRules r = khutka();
        r.capture = c.p;
        SowBoard b = make(before);
        sow(r, b, 0, 1);
        EXPECT_EQ(counts(b), c.after) << "pattern " << int(c.p);
        EXPECT_EQ(b.store[0], c.taken) << "pattern " << int(c.p);
    }
}

// The replay marks the empty hole that allowed each capture (MicroStep::to). Board C again:
// h1 (1) -> h2 = L; h3 is empty.
//   single       takes h4 (3), allowed by the empty h3
//   chain        takes h4 (after the empty h3), then h6 (2) after the empty h5; h7 and h8 are
//                empty, so it stops
//   first_loaded walks from h3 to the first loaded hole, h4: allowed by h3
//   opposite     takes h6, the hole opposite the empty h3
TEST(Sowing, EachCaptureStepNamesTheEmptyHoleThatAllowedIt) {
    const A10 before{0, 1, 0, 0, 3, 0, 2, 0, 0, 0};
    struct Case {
        CapturePattern p;
        std::vector<std::array<int, 3>> captures;  // cell, count, trigger
    } cases[] = {
        {CapturePattern::Single, {{4, 3, 3}}},
        {CapturePattern::Chain, {{4, 3, 3}, {6, 2, 5}}},
        {CapturePattern::FirstLoaded, {{4, 3, 3}}},
        {CapturePattern::Opposite, {{6, 2, 3}}},
    };
    for (const auto &c : cases) {
        SowRules r = khutka();
        r.capture = c.p;
        SowBoard b = make(before);
        Trace trace;
        sowTraced(r, b, 0, 1, trace);
        std::vector<std::array<int, 3>> got;
        for (const auto &s : trace)
            if (s.kind == StepKind::Capture) {
                got.push_back({s.cell, s.count, s.to});
                EXPECT_EQ(s.player, 0);
                EXPECT_EQ(s.note, "capture");
            }
        EXPECT_EQ(got, c.captures) << "pattern " << int(c.p);
    }
}

// KB-8 first_loaded on board B: h3 (1) -> h4; L = h4; h5, h6, h7 empty; h8 (3) is taken.
// single looks only at h6 (empty) and takes nothing.
//   before  N 0 3 0 0 0      after first_loaded  N 0 0 0 0 0 / S 0 0 0 0 1, South +3
//           S 0 0 0 1 0
TEST(Sowing, FirstLoadedSkipsTheEmptyRun) {
    SowRules r = khutka();
    SowBoard b = make(A10{0, 0, 0, 1, 0, 0, 0, 0, 3, 0});
    sow(r, b, 0, 3);
    expectHoles(b, A10{0, 0, 0, 0, 1, 0, 0, 0, 3, 0}, 0, 0);
    r.capture = CapturePattern::FirstLoaded;
    b = make(A10{0, 0, 0, 1, 0, 0, 0, 0, 3, 0});
    sow(r, b, 0, 3);
    expectHoles(b, A10{0, 0, 0, 0, 1, 0, 0, 0, 0, 0}, 0, 3);
}

// KB-8 / PG-6 chain on board D: h3 (1) -> h4 = L. Chain h6, h8, h0, h2; the next step would
// reach h4 = L, which chain never takes; chain_wrap does.
//   before  N 0 1 0 1 0      after chain  N 0 0 0 0 0     chain_wrap: everything taken
//           S 1 0 1 1 0                   S 0 0 0 0 1
TEST(Sowing, ChainStopsBeforeTheLastHoleUnlessItWraps) {
    SowRules r = khutka();
    r.capture = CapturePattern::Chain;
    SowBoard b = make(A10{1, 0, 1, 1, 0, 0, 1, 0, 1, 0});
    auto out = sow(r, b, 0, 3);
    expectHoles(b, A10{0, 0, 0, 0, 1, 0, 0, 0, 0, 0}, 0, 4);
    EXPECT_EQ(out.captureEvents, 4);
    r.capture = CapturePattern::ChainWrap;
    b = make(A10{1, 0, 1, 1, 0, 0, 1, 0, 1, 0});
    out = sow(r, b, 0, 3);
    expectHoles(b, A10{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 0, 5);
}

// Ludii Bay Khom's capped chain, on a 2 x 6 ring (h0..h11): h0 (1) -> h1 = L; the chain would
// take h3 h5 h7 h9 h11; capped at four it leaves h11.
TEST(Sowing, ChainCappedAtFourHoles) {
    SowRules r = SowRules::twoRows(6);
    r.capture = CapturePattern::ChainCapped4;
    using A12 = std::array<int, 12>;
    SowBoard b = make(A12{1, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1});
    sow(r, b, 0, 0);
    EXPECT_EQ(counts<12>(b), (A12{0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}));
    EXPECT_EQ(b.store[0], 4);
    r.capture = CapturePattern::Chain;
    b = make(A12{1, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1});
    sow(r, b, 0, 0);
    EXPECT_EQ(counts<12>(b), (A12{0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 5);
}

// KB-8 capture_zone opponent_row_only on board D with chain: h6 and h8 are North's and are
// taken; h0 is South's own, so the chain stops there.
//   after  N 0 0 0 0 0
//          S 1 0 1 0 1   South +2
TEST(Sowing, OpponentRowOnlyStopsAtTheOwnRow) {
    SowRules r = khutka();
    r.capture = CapturePattern::Chain;
    r.zone = CaptureZone::OpponentRowOnly;
    SowBoard b = make(A10{1, 0, 1, 1, 0, 0, 1, 0, 1, 0});
    sow(r, b, 0, 3);
    expectHoles(b, A10{1, 0, 1, 0, 1, 0, 0, 0, 0, 0}, 0, 2);
}

// KB-9 on board F. South sows h2 (3): h3 -> 4, h4 -> 1, h5 -> 4; L = h5; h6 empty: capture h7 (2).
//   before  N 0 0 2 0 3
//           S 0 0 3 3 0
//   none:                 N 0 0 0 0 4 / S 0 0 0 4 1, South 2
//   owner_on_drop:        N 0 0 0 0 0 / S 0 0 0 0 1, South 2+4, North 4
//   owner_after_segment:  the same (the capture is decided first, then both 4s go to their owners)
//   mover_row_after_move: N 0 0 0 0 4 / S 0 0 0 0 1, South 2+4 (h5 is not his row)
//   mover_on_drop:        N 0 0 0 0 0 / S 0 0 0 0 1, South 2+4+4 (the sower takes both 4s; L = h5 is
//                         then empty, h6 too: the capture test takes h7 as before)
TEST(Sowing, FourCounterRuleTimingsBoardF) {
    const A10 before{0, 0, 3, 3, 0, 3, 0, 2, 0, 0};
    struct Case {
        FourTiming t;
        A10 after;
        int south, north;
    } cases[] = {
        {FourTiming::None, {0, 0, 0, 4, 1, 4, 0, 0, 0, 0}, 2, 0},
        {FourTiming::OwnerOnDrop, {0, 0, 0, 0, 1, 0, 0, 0, 0, 0}, 6, 4},
        {FourTiming::OwnerAfterSegment, {0, 0, 0, 0, 1, 0, 0, 0, 0, 0}, 6, 4},
        {FourTiming::MoverRowAfterMove, {0, 0, 0, 0, 1, 4, 0, 0, 0, 0}, 6, 0},
        {FourTiming::MoverOnDrop, {0, 0, 0, 0, 1, 0, 0, 0, 0, 0}, 10, 0},
    };
    for (const auto &c : cases) {
        SowRules r = khutka();
        r.four = c.t;
        SowBoard b = make(before);
        sow(r, b, 0, 2);
        EXPECT_EQ(counts(b), c.after) << "timing " << int(c.t);
        EXPECT_EQ(b.store[0], c.south) << "timing " << int(c.t);
        EXPECT_EQ(b.store[1], c.north) << "timing " << int(c.t);
    }
}

// A turn sown clockwise (TurnParams::clockwise, Bay Khom's choice of direction): the sowing, the
// relay's "next hole" and the capture test all run against the hole order.
// South sows h2 (2) clockwise: h1, h0. L = h0; the next hole clockwise is h9 (3): lift it, sow h8,
// h7, h6. L = h6; h5 is empty: single capture takes the hole after it, h4 (2).
//   before  N 3 0 0 0 0      after  N 0 1 1 1 0
//           S 0 0 2 1 2             S 1 1 0 1 0      South +2
// Anticlockwise from the same board: h3, h4; L = h4, h5 empty and h6 empty: nothing taken.
TEST(Sowing, ClockwiseTurnRelaysAndCapturesAgainstTheHoleOrder) {
    const A10 before{0, 0, 2, 1, 2, 0, 0, 0, 0, 3};
    SowBoard b = make(before);
    TurnParams p{.mover = 0, .start = 2, .clockwise = true};
    const auto out = playTurn(khutka(), b, p);
    expectHoles(b, A10{1, 1, 0, 1, 0, 0, 1, 1, 1, 0}, 0, 2);
    EXPECT_EQ(out.laps, 2);
    EXPECT_EQ(out.lastHole, 6);
    b = make(before);
    sow(khutka(), b, 0, 2);
    expectHoles(b, A10{0, 0, 0, 2, 3, 0, 0, 0, 0, 3}, 0, 0);
}

// Property: a clockwise turn is the anticlockwise turn of the mirrored board (hole h <-> h(9-h),
// which also swaps the rows, so the mover and the stores swap too), under random rules.
TEST(Sowing, ClockwiseIsTheMirrorOfAnticlockwise) {
    std::mt19937 rng(2026);
    const int n = 10;
    auto mirror = [&](const SowBoard &b) {
        SowBoard m;
        for (int h = 0; h < n; ++h) {
            m.counts[static_cast<size_t>(n - 1 - h)] = b.counts[static_cast<size_t>(h)];
            if (b.isLive(h)) m.live |= static_cast<uint16_t>(1u << (n - 1 - h));
        }
        m.store = {b.store[1], b.store[0]};
        return m;
    };
    for (int trial = 0; trial < 5000; ++trial) {
        SowRules r = randomRules(rng);
        SowBoard b;
        b.live = static_cast<uint16_t>(rng() & 0x3FF);
        if (b.live == 0) b.live = 1;
        for (int c = 1 + static_cast<int>(rng() % 40); c > 0; --c) {
            const int h = static_cast<int>(rng() % n);
            if (b.isLive(h)) ++b.counts[static_cast<size_t>(h)];
        }
        int start = -1;
        for (int h = 0; h < n; ++h)
            if (b.isLive(h) && b.counts[static_cast<size_t>(h)] > 0 && (start < 0 || rng() % 3 == 0)) start = h;
        if (start < 0) continue;
        const int mover = static_cast<int>(rng() % 2);
        SowBoard cw = b, acw = mirror(b);
        TurnParams p{.mover = mover, .start = start, .clockwise = true};
        const auto a = playTurn(r, cw, p);
        p.mover = 1 - mover;
        p.start = n - 1 - start;
        p.clockwise = false;
        const auto m = playTurn(r, acw, p);
        ASSERT_EQ(counts(cw), counts(mirror(acw))) << "trial " << trial;
        ASSERT_EQ(cw.store, mirror(acw).store) << "trial " << trial;
        ASSERT_EQ(a.status, m.status) << "trial " << trial;
        ASSERT_EQ(a.laps, m.laps) << "trial " << trial;
        ASSERT_EQ(a.captureEvents, m.captureEvents) << "trial " << trial;
        if (a.lastHole >= 0) {
            ASSERT_EQ(a.lastHole, n - 1 - m.lastHole) << "trial " << trial;
        }
    }
}
