// The sowing kit, rule by rule. Every board is written in hole order h0..h9 (or h0..h11) and
// drawn the way the catalogue draws Khutka Boia, North's row on top from h9 down to h5:
//
//      h9 h8 h7 h6 h5
//      h0 h1 h2 h3 h4
//
// "x" marks a dead hole (-1 in the arrays). Each expected board was traced by hand from the
// rule quoted in the test's comment (catalogue chapter 1 and 2), not copied from the program.
#include "kits/sowing.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

using namespace rulelab;
using namespace rulelab::kits;

namespace {

template <size_t N>
SowBoard make(const std::array<int, N> &holes) {
    SowBoard b;
    for (size_t h = 0; h < N; ++h) {
        if (holes[h] >= 0) {
            b.counts[h] = static_cast<uint8_t>(holes[h]);
            b.live |= static_cast<uint16_t>(1u << h);
        }
    }
    return b;
}

template <size_t N = 10>
std::array<int, N> counts(const SowBoard &b) {
    std::array<int, N> out{};
    for (size_t h = 0; h < N; ++h) out[h] = b.isLive(static_cast<int>(h)) ? b.counts[h] : -1;
    return out;
}

SowRules khutka() { return SowRules::twoRows(5); }  // next-hole relay, single capture, include, skip_dead

TurnOutcome sow(const SowRules &r, SowBoard &b, int mover, int hole) {
    TurnParams p;
    p.mover = mover;
    p.start = hole;
    return playTurn(r, b, p);
}

using A10 = std::array<int, 10>;

}  // namespace

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
    EXPECT_EQ(counts(b), (A10{1, 0, 0, 0, 1, 1, -1, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 3);
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
    EXPECT_EQ(counts(b), (A10{0, 1, 3, 9, 2, 9, 9, 9, 0, 0}));
    EXPECT_EQ(b.store[0], 8);
    EXPECT_EQ(out.laps, 6);
    EXPECT_EQ(out.captureEvents, 1);
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
    EXPECT_EQ(counts(b), (A10{0, 0, 2, 0, 1, 1, 1, 1, 0, 0}));
    EXPECT_EQ(b.store[0], 3);
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
        TraceSink sink(&trace);
        TurnParams p;
        p.mover = 0;
        p.start = 1;
        playTurn(r, b, p, sink);
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
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 0, 1, 0, 0, 0, 3, 0}));
    EXPECT_EQ(b.store[0], 0);
    r.capture = CapturePattern::FirstLoaded;
    b = make(A10{0, 0, 0, 1, 0, 0, 0, 0, 3, 0});
    sow(r, b, 0, 3);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 0, 1, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 3);
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
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 0, 1, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 4);
    EXPECT_EQ(out.captureEvents, 4);
    r.capture = CapturePattern::ChainWrap;
    b = make(A10{1, 0, 1, 1, 0, 0, 1, 0, 1, 0});
    out = sow(r, b, 0, 3);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 5);
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
    EXPECT_EQ(counts(b), (A10{1, 0, 1, 0, 1, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 2);
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
    TurnParams p;
    p.mover = 0;
    p.start = 2;
    p.clockwise = true;
    const auto out = playTurn(khutka(), b, p);
    EXPECT_EQ(counts(b), (A10{1, 1, 0, 1, 0, 0, 1, 1, 1, 0}));
    EXPECT_EQ(b.store[0], 2);
    EXPECT_EQ(out.laps, 2);
    EXPECT_EQ(out.lastHole, 6);
    b = make(before);
    sow(khutka(), b, 0, 2);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 2, 3, 0, 0, 0, 0, 3}));
    EXPECT_EQ(b.store[0], 0);
}

// Khutka Boia's ring under random sowing rules (lap origin, adjacency, relay, capture and its
// zone, the four rule), for the property tests.
namespace {
SowRules randomRules(std::mt19937 &rng) {
    SowRules r = khutka();
    r.lapOrigin = static_cast<LapOrigin>(rng() % 2);
    r.adjacency = static_cast<DeadAdjacency>(rng() % 2);
    r.relay = static_cast<RelayRule>(rng() % 4);
    r.capture = static_cast<CapturePattern>(rng() % 8);
    r.zone = static_cast<CaptureZone>(rng() % 2);
    r.four = static_cast<FourTiming>(rng() % 5);
    return r;
}
}  // namespace

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
        TurnParams p;
        p.mover = mover;
        p.start = start;
        p.clockwise = true;
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
    TraceSink sink(&trace);
    TurnParams p;
    p.mover = 0;
    p.start = 1;
    const auto out = playTurn(r, b, p, sink);
    EXPECT_EQ(counts<14>(b), (A14{0, 0, 1, 2, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 4);
    EXPECT_EQ(out.laps, 2);
    EXPECT_EQ(out.captureEvents, 1);
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
    EXPECT_EQ(counts(b), (A10{1, 0, 1, 1, 0, 2, 0, 0, 1, 1}));
    EXPECT_EQ(b.store[0], 5);
    EXPECT_EQ(b.store[1], 0);

    r.four = FourTiming::OwnerAfterSegment;
    b = make(before);
    auto out = sow(r, b, 0, 2);
    EXPECT_EQ(counts(b), (A10{0, 2, 0, 0, 1, 1, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 4);
    EXPECT_EQ(b.store[1], 4);
    EXPECT_EQ(out.laps, 1);

    r.relayRedirectQuirk = true;
    b = make(before);
    out = sow(r, b, 0, 2);
    EXPECT_EQ(counts(b), (A10{0, 0, 1, 1, 0, 2, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 4);
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
    SowRules r = khutka();
    r.special = SpecialHoleMode::OnDrop;
    SowBoard b = make(A10{0, 0, 0, 0, 0, 0, 0, 0, 0, 6});
    b.special = 4;
    b.specialOwner = 0;
    const auto out = sow(r, b, 1, 9);
    EXPECT_EQ(counts(b), (A10{1, 1, 1, 1, 0, 1, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 1);
    EXPECT_EQ(b.store[1], 0);
    EXPECT_EQ(out.captureEvents, 1);
}

// KB-17c after_segment: the bha h4 (South's) holds 2. South sows h2 (1) -> h3; L = h3; h4 is
// occupied so a relay into h4 is decided; the sweep then empties h4 into South's store and
// the relay finds nothing to lift.
//   before  N 0 0 0 0 0      after  N 0 0 0 0 0
//           S 0 0 1 0 2*            S 0 0 0 1 0*   South +2
TEST(Sowing, BhaAfterSegmentIsSweptAfterTheDecision) {
    SowRules r = khutka();
    r.special = SpecialHoleMode::AfterSegment;
    SowBoard b = make(A10{0, 0, 1, 0, 2, 0, 0, 0, 0, 0});
    b.special = 4;
    b.specialOwner = 0;
    const auto out = sow(r, b, 0, 2);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 1, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[0], 2);
    EXPECT_EQ(out.laps, 1);
}

// KB-17c accumulate: the bha h4 (South's) is always occupied and never lifted or captured.
//  (a) South sows h2 (1) -> h3; L = h3; the relay would lift the bha: the turn ends.
//  (b) South sows h1 (1) -> h2; L = h2, h3 empty; the capture would take the bha: nothing.
//  (c) South sows h3 (3) -> h4 (kept), h5, h6; L = h6, h7 empty, h8 empty.
//  The bha counts as occupied even when empty: (a) with an empty bha also ends the turn.
TEST(Sowing, BhaAccumulateIsNeverLiftedOrCaptured) {
    SowRules r = khutka();
    r.special = SpecialHoleMode::Accumulate;
    auto withBha = [](A10 a) {
        SowBoard b = make(a);
        b.special = 4;
        b.specialOwner = 0;
        return b;
    };
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
    TurnParams p;
    p.mover = 0;
    p.start = 2;
    p.startFeeTo = 1;
    auto out = playTurn(khutka(), b, p);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 1, 1, 0, 1, 1, 1, 0}));
    EXPECT_EQ(b.store[1], 1);
    EXPECT_EQ(b.store[0], 1);
    EXPECT_EQ(out.capturedCounters, 1);  // fees are not captures

    b = make(before);
    p.startFeeTo = -1;
    p.segmentFeeTo = 0;
    out = playTurn(khutka(), b, p);
    EXPECT_EQ(counts(b), (A10{1, 0, 0, 1, 1, 0, 1, 1, 0, 0}));
    EXPECT_EQ(b.store[0], 2);
    EXPECT_EQ(out.laps, 2);
}

// KB-16c: a start hole holding one counter pays it and nothing is sown.
TEST(Sowing, FeeOnASingleCounterEndsTheTurn) {
    SowBoard b = make(A10{0, 1, 0, 0, 0, 0, 0, 0, 0, 0});
    TurnParams p;
    p.mover = 0;
    p.start = 1;
    p.startFeeTo = 1;
    const auto out = playTurn(khutka(), b, p);
    EXPECT_EQ(counts(b), (A10{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(b.store[1], 1);
    EXPECT_TRUE(out.feeEndedTurn);
    EXPECT_EQ(out.laps, 0);
}

// Catalogue 1.4: h0..h9 = 0 1 0 1 0 1 0 1 2 1, North sows h8: the relay never ends and cycles
// with a period of 50 laps (G-1).
//   N 1 2 1 0 1
//   S 0 1 0 1 0
// The first segment h8 (2) -> h9, h0 leaves x0 = 1 1 0 1 0 1 0 1 0 2 with h1 to lift, and the
// cycle starts right there (mu = 0), so end_turn_no_capture stops at that board.
TEST(Sowing, PerpetualRelayOfSection1_4) {
    const A10 before{0, 1, 0, 1, 0, 1, 0, 1, 2, 1};
    SowRules r = khutka();
    SowBoard b = make(before);
    auto out = sow(r, b, 1, 8);
    EXPECT_EQ(out.status, TurnStatus::RelayLoop);
    EXPECT_EQ(out.loopLength, 50);
    EXPECT_EQ(b.onBoard(10), 7);  // stopped between laps: no counter in hand

    r.loopPolicy = RelayLoopPolicy::EndTurnNoCapture;
    b = make(before);
    out = sow(r, b, 1, 8);
    EXPECT_EQ(out.status, TurnStatus::Done);
    EXPECT_TRUE(out.stoppedAtRepeat);
    EXPECT_EQ(out.loopStart, 0);
    EXPECT_EQ(out.loopLength, 50);
    EXPECT_EQ(out.laps, 51);  // the first sowing and 50 relay laps
    EXPECT_EQ(counts(b), (A10{1, 1, 0, 1, 0, 1, 0, 1, 0, 2}));
    EXPECT_EQ(b.store[0] + b.store[1], 0);

    // The other starts of the same board end normally (traced by hand in the game tests).
    r.loopPolicy = RelayLoopPolicy::ForbidStart;
    TurnParams p;
    p.mover = 1;
    for (int h : {5, 7, 9}) {
        p.start = h;
        EXPECT_FALSE(relayLoops(r, make(before), p)) << "h" << h;
    }
    p.start = 8;
    EXPECT_TRUE(relayLoops(r, make(before), p));
}

// G-1 lap cap: with the cap below the time Brent needs, the loop is reported as a cap.
TEST(Sowing, LapCapStopsALongRelay) {
    SowRules r = khutka();
    r.maxLaps = 20;
    SowBoard b = make(A10{0, 1, 0, 1, 0, 1, 0, 1, 2, 1});
    const auto out = sow(r, b, 1, 8);
    EXPECT_EQ(out.status, TurnStatus::LapCap);
    EXPECT_EQ(out.laps, 20);
    EXPECT_EQ(b.onBoard(10), 7);
}

// G-1 end_turn_no_capture on random looping boards: the move stops at x(mu+lambda), the first
// state that repeats an earlier one: x(mu) equals x(mu+lambda), and x(mu-1) does not equal
// x(mu-1+lambda) (so mu is the first). Boards of 12 counters. Under these rules the relay step
// seems to be reversible, so every loop found so far starts at x0 (mu = 0); the mu > 0 branch
// is still checked whenever it occurs.
TEST(Sowing, EndTurnStopsAtTheFirstRepeatedState) {
    std::mt19937 rng(7);
    int found = 0, late = 0;
    auto runTo = [](const SowBoard &start, TurnParams p, int64_t laps) {
        SowRules r = khutka();
        SowBoard b = start;
        p.relayLapLimit = laps;
        playTurn(r, b, p);
        return b;
    };
    for (int trial = 0; trial < 200000 && found < 30; ++trial) {
        A10 a{};
        for (int i = 0; i < 12; ++i) ++a[rng() % 10];
        const SowBoard start = make(a);
        TurnParams p;
        p.mover = 0;
        p.start = static_cast<int>(rng() % 10);
        if (start.counts[static_cast<size_t>(p.start)] == 0) continue;
        SowBoard probe = start;
        if (playTurn(khutka(), probe, p).status != TurnStatus::RelayLoop) continue;
        ++found;
        SowRules r = khutka();
        r.loopPolicy = RelayLoopPolicy::EndTurnNoCapture;
        SowBoard cut = start;
        const auto out = playTurn(r, cut, p);
        ASSERT_TRUE(out.stoppedAtRepeat);
        const int64_t mu = out.loopStart, lambda = out.loopLength;
        EXPECT_EQ(out.laps, 1 + mu + lambda);
        const SowBoard xmu = runTo(start, p, mu), xrep = runTo(start, p, mu + lambda);
        EXPECT_EQ(xmu.counts, xrep.counts);
        EXPECT_EQ(cut.counts, xrep.counts);
        if (mu > 0) {
            ++late;
            EXPECT_NE(runTo(start, p, mu - 1).counts, runTo(start, p, mu - 1 + lambda).counts);
        }
        EXPECT_EQ(cut.onBoard(10) + cut.store[0] + cut.store[1], 12);
    }
    EXPECT_GT(found, 0);
    RecordProperty("loops_with_late_start", late);
}

// Micro-steps: lifts, drops and captures recorded in order, and they account for every counter.
TEST(Sowing, TraceRecordsEveryCounter) {
    SowBoard b = make(A10{5, 5, 5, 5, 5, 5, 5, 5, 5, 5});
    Trace trace;
    TraceSink sink(&trace);
    TurnParams p;
    p.mover = 0;
    p.start = 2;
    playTurn(khutka(), b, p, sink);
    int lifted = 0, dropped = 0, captured = 0, laps = 0;
    for (const auto &s : trace) {
        if (s.kind == StepKind::Lift) lifted += s.count;
        if (s.kind == StepKind::Drop) ++dropped;
        if (s.kind == StepKind::Capture) captured += s.count;
        if (s.kind == StepKind::Lap) ++laps;
    }
    EXPECT_EQ(lifted, dropped);
    EXPECT_EQ(captured, 8);
    EXPECT_EQ(laps, 5);  // relay laps; the first sowing is a Lift without a Lap
    ASSERT_FALSE(trace.empty());
    EXPECT_EQ(trace.front().kind, StepKind::Lift);
    EXPECT_EQ(trace.front().cell, 2);
    EXPECT_EQ(trace.front().count, 5);
}

// Property: on random boards under random rules, counters are conserved, dead holes stay
// empty, and every turn ends (by the rules or by a guard).
TEST(Sowing, RandomBoardsConserveCounters) {
    std::mt19937 rng(12345);
    for (int trial = 0; trial < 20000; ++trial) {
        SowRules r = randomRules(rng);
        r.special = static_cast<SpecialHoleMode>(rng() % 4);
        r.relayRedirectQuirk = rng() % 2;
        r.loopPolicy = static_cast<RelayLoopPolicy>(rng() % 3);
        SowBoard b;
        b.live = static_cast<uint16_t>(rng() & 0x3FF);
        if (b.live == 0) b.live = 1;
        const int total = 1 + static_cast<int>(rng() % 50);
        for (int i = 0; i < total; ++i) {
            int h;
            do h = static_cast<int>(rng() % 10);
            while (!b.isLive(h));
            ++b.counts[static_cast<size_t>(h)];
        }
        if (r.special != SpecialHoleMode::None) {
            b.special = static_cast<int8_t>(rng() % 10);
            b.specialOwner = static_cast<int8_t>(rng() % 2);
        }
        int start = -1;
        for (int k = 0; k < 10 && start < 0; ++k) {
            const int h = static_cast<int>(rng() % 10);
            if (b.isLive(h) && b.counts[static_cast<size_t>(h)] > 0) start = h;
        }
        if (start < 0) continue;
        TurnParams p;
        p.mover = static_cast<int>(rng() % 2);
        p.start = start;
        if (rng() % 4 == 0) p.startFeeTo = static_cast<int>(rng() % 2);
        if (rng() % 4 == 0) p.segmentFeeTo = p.mover;
        playTurn(r, b, p);
        ASSERT_EQ(b.onBoard(10) + b.store[0] + b.store[1], total) << "trial " << trial;
        for (int h = 0; h < 10; ++h) {
            if (!b.isLive(h)) {
                ASSERT_EQ(b.counts[static_cast<size_t>(h)], 0) << "trial " << trial;
            }
        }
    }
}

// SowBoard::sowRing, the one-step sowing of an all-live ring, traced by hand. Ten holes, 13
// counters lifted from h8 (so q = 1 full lap of 10 and k = 3 more): h8 is emptied, every hole
// gets one, and the three holes after h8 (h9, h0, h1) one more.
TEST(SowBoard, SowRingLapsAndWrapsRoundTheRing) {
    SowBoard b = make<10>({2, 0, 1, 3, 0, 5, 1, 0, 13, 4});
    b.sowRing(8, 9, 3, 1, 10);
    EXPECT_EQ(counts(b), (std::array<int, 10>{4, 2, 2, 4, 1, 6, 2, 1, 1, 6}));
    // Holes past the ring are never touched.
    for (size_t h = 10; h < kMaxHoles; ++h) EXPECT_EQ(b.counts[h], 0) << "h" << h;
    // Clockwise from h2 with 3 counters: the run is h1, h0 and h9 (run from h9, k = 3).
    SowBoard c = make<10>({1, 1, 3, 0, 0, 0, 0, 0, 0, 2});
    c.sowRing(2, 9, 3, 0, 10);
    EXPECT_EQ(counts(c), (std::array<int, 10>{2, 2, 0, 0, 0, 0, 0, 0, 0, 3}));
}

// sowRing leaves the board the counter-by-counter drops leave, for every ring size, origin, hand
// and direction; empty() empties just its hole.
TEST(SowBoard, SowRingIsTheDropsOneByOne) {
    std::mt19937 gen(2212);
    for (int holes = 1; holes <= kMaxHoles; ++holes)
        for (int trial = 0; trial < 200; ++trial) {
            SowBoard b;
            for (int h = 0; h < holes; ++h) b.counts[static_cast<size_t>(h)] = static_cast<uint8_t>(gen() % 6);
            const int origin = static_cast<int>(gen() % static_cast<unsigned>(holes));
            const int hand = 1 + static_cast<int>(gen() % 40);
            const bool cw = gen() % 2 == 0;
            SowBoard drops = b;
            drops.counts[static_cast<size_t>(origin)] = 0;
            int pos = origin;
            for (int i = 0; i < hand; ++i) {
                pos = cw ? (pos == 0 ? holes - 1 : pos - 1) : (pos + 1 == holes ? 0 : pos + 1);
                ++drops.counts[static_cast<size_t>(pos)];
            }
            const int q = hand / holes, k = hand % holes;
            const int run = cw ? (origin - k + holes) % holes : (origin + 1) % holes;
            SowBoard ring = b;
            ring.sowRing(origin, run, k, q, holes);
            ASSERT_EQ(ring.counts, drops.counts) << holes << " holes, origin " << origin << ", hand " << hand << (cw ? " cw" : "");
            const int h = static_cast<int>(gen() % static_cast<unsigned>(holes));
            SowBoard e = b;
            e.empty(h);
            b.counts[static_cast<size_t>(h)] = 0;
            ASSERT_EQ(e.counts, b.counts) << "empty(" << h << ")";
        }
}

// The plain ring's short way (playTurn with no special hole and no fee, issue 22) must be the
// general engine exactly: the same outcome, board, stores, micro-steps and usage counts, on
// random boards of every ring size, with and without dead holes, and under every rule the short
// way covers (the four rule none or after each segment, with four or three counters; either
// capture zone and dead-hole adjacency; Ludii's relay redirect to any hole, dead ones included;
// small lap caps; relay loops).
TEST(Sowing, PlainRingShortWayIsTheGeneralEngine) {
    std::mt19937 rng(2026);
    int loops = 0, lapCaps = 0, deadEnds = 0, fours = 0, captures = 0, relays = 0, deadHoles = 0;
    for (int trial = 0; trial < 100000; ++trial) {
        const int perRow = 1 + static_cast<int>(rng() % 8);
        SowRules r = SowRules::twoRows(perRow);
        r.four = rng() % 3 ? FourTiming::OwnerAfterSegment : FourTiming::None;
        r.fourCount = rng() % 4 ? 4 : 3;
        r.zone = rng() % 4 ? CaptureZone::AnyRow : CaptureZone::OpponentRowOnly;
        r.adjacency = rng() % 2 ? DeadAdjacency::EmptyHole : DeadAdjacency::SkipDead;
        r.relayRedirectQuirk = rng() % 2 == 0;
        r.redirectHole = static_cast<int8_t>(rng() % static_cast<unsigned>(r.holes));
        r.maxLaps = rng() % 3 ? 10000 : 1 + static_cast<int64_t>(rng() % 30);
        r.loopPolicy = rng() % 4 ? RelayLoopPolicy::AbortReport : RelayLoopPolicy::ForbidStart;
        r.special = static_cast<SpecialHoleMode>(rng() % 4);  // no special hole on the board: no effect
        SowBoard start;
        start.live = static_cast<uint16_t>((1u << r.holes) - 1);
        if (rng() % 2) start.live &= static_cast<uint16_t>(rng());  // dead holes, about half of them
        const int maxPerHole = 1 + static_cast<int>(rng() % 9);
        for (int h = 0; h < r.holes; ++h)
            if (start.isLive(h)) start.counts[static_cast<size_t>(h)] = static_cast<uint8_t>(rng() % (maxPerHole + 1));
        start.store = {static_cast<int16_t>(rng() % 7), static_cast<int16_t>(rng() % 7)};
        TurnParams p;
        p.mover = static_cast<int>(rng() % 2);
        p.start = static_cast<int>(rng() % static_cast<unsigned>(r.holes));
        if (start.counts[static_cast<size_t>(p.start)] == 0) continue;
        ASSERT_TRUE(plainRingTurn(r, start, p));
        const std::string at = "trial " + std::to_string(trial);

        SowBoard a = start, b = start;
        NullSink na, nb;
        const TurnOutcome oa = playTurn(r, a, p, na), ob = playTurnGeneral(r, b, p, nb);
        ASSERT_EQ(oa.status, ob.status) << at;
        ASSERT_EQ(oa.laps, ob.laps) << at;
        ASSERT_EQ(oa.captureEvents, ob.captureEvents) << at;
        ASSERT_EQ(oa.capturedCounters, ob.capturedCounters) << at;
        ASSERT_EQ(oa.lastCapturer, ob.lastCapturer) << at;
        ASSERT_EQ(oa.lastHole, ob.lastHole) << at;
        ASSERT_EQ(oa.redirectDeadEnd, ob.redirectDeadEnd) << at;
        ASSERT_EQ(oa.feeEndedTurn, ob.feeEndedTurn) << at;
        ASSERT_EQ(oa.stoppedAtRepeat, ob.stoppedAtRepeat) << at;
        ASSERT_EQ(oa.loopStart, ob.loopStart) << at;
        ASSERT_EQ(oa.loopLength, ob.loopLength) << at;
        ASSERT_TRUE(a == b) << at << ": the boards or stores differ";
        deadHoles += start.live != (1u << r.holes) - 1 && oa.laps > 1;
        loops += oa.status == TurnStatus::RelayLoop;
        lapCaps += oa.status == TurnStatus::LapCap;
        deadEnds += oa.redirectDeadEnd;
        relays += oa.laps > 1;
        captures += oa.captureEvents > 0;
        fours += r.four == FourTiming::OwnerAfterSegment && oa.capturedCounters >= r.fourCount;

        if (trial % 8 == 0) {  // the sinks: every micro-step and every usage count
            Trace ta, tb;
            SowBoard c = start, d = start;
            TraceSink sa(&ta), sb(&tb);
            playTurn(r, c, p, sa);
            playTurnGeneral(r, d, p, sb);
            ASSERT_EQ(ta.size(), tb.size()) << at;
            for (size_t i = 0; i < ta.size(); ++i) {
                ASSERT_EQ(ta[i].kind, tb[i].kind) << at << " step " << i;
                ASSERT_EQ(ta[i].player, tb[i].player) << at << " step " << i;
                ASSERT_EQ(ta[i].cell, tb[i].cell) << at << " step " << i;
                ASSERT_EQ(ta[i].to, tb[i].to) << at << " step " << i;
                ASSERT_EQ(ta[i].count, tb[i].count) << at << " step " << i;
                ASSERT_EQ(ta[i].note, tb[i].note) << at << " step " << i;
            }
            CellUsage ua, ub;
            SowBoard e = start, f = start;
            UsageSink usa(&ua), usb(&ub);
            playTurn(r, e, p, usa);
            playTurnGeneral(r, f, p, usb);
            ASSERT_TRUE(ua.count == ub.count) << at << ": usage counts differ";
        }
    }
    // Every branch of the short way was met many times.
    EXPECT_GT(loops, 50);
    EXPECT_GT(lapCaps, 50);
    EXPECT_GT(deadEnds, 50);
    EXPECT_GT(relays, 1000);
    EXPECT_GT(captures, 1000);
    EXPECT_GT(fours, 1000);
    EXPECT_GT(deadHoles, 1000);  // relayed turns on rings with dead holes
}

// What is not a plain ring goes to the general engine: a dead start hole, a special hole, a fee,
// a clockwise turn, a relay lap limit, and the rules the short way does not cover.
TEST(Sowing, PlainRingShortWayOnlyWhereItApplies) {
    const SowRules r = khutka();
    SowBoard b = make(A10{5, 5, 5, 5, 5, 5, 5, 5, 5, 5});
    TurnParams p;
    p.start = 2;
    EXPECT_TRUE(plainRingTurn(r, b, p));
    SowBoard dead = make(A10{5, 5, 5, -1, 5, 5, 5, 5, 5, 5});
    EXPECT_TRUE(plainRingTurn(r, dead, p));  // dead holes elsewhere
    p.start = 3;
    EXPECT_FALSE(plainRingTurn(r, dead, p));  // a dead start hole
    p.start = 2;
    SowBoard bha = b;
    bha.special = 4;
    EXPECT_FALSE(plainRingTurn(r, bha, p));
    for (auto edit : std::vector<void (*)(TurnParams &)>{[](TurnParams &q) { q.startFeeTo = 1; },
                                                        [](TurnParams &q) { q.segmentFeeTo = 0; },
                                                        [](TurnParams &q) { q.clockwise = true; },
                                                        [](TurnParams &q) { q.relayLapLimit = 3; }}) {
        TurnParams q = p;
        edit(q);
        EXPECT_FALSE(plainRingTurn(r, b, q));
    }
    for (auto edit : std::vector<void (*)(SowRules &)>{[](SowRules &s) { s.lapOrigin = LapOrigin::Skip; },
                                                      [](SowRules &s) { s.relay = RelayRule::LandingHole; },
                                                      [](SowRules &s) { s.capture = CapturePattern::Chain; },
                                                      [](SowRules &s) { s.four = FourTiming::OwnerOnDrop; },
                                                      [](SowRules &s) { s.four = FourTiming::MoverRowAfterMove; },
                                                      [](SowRules &s) { s.loopPolicy = RelayLoopPolicy::EndTurnNoCapture; }}) {
        SowRules s = r;
        edit(s);
        EXPECT_FALSE(plainRingTurn(s, b, p));
    }
}

// KB-4, KB-6 skip_dead, KB-7, KB-8 on a ring with dead holes h2 and h7 (the plain ring's sowing
// over the live holes only). South sows h1's 9 counters over the 8 live holes: one each, h1
// itself included, and the ninth into h3 (L).
//   before  N 0 0 x 0 0      after lap 1  N 1 1 x 1 1
//           S 0 9 x 0 0                   S 1 1 x 2 1
// h4 is loaded: relay h4 (1) into h5; h6 loaded: relay h6 (1) past the dead h7 into h8; h9 loaded:
// relay h9 (1) into h0; h1 loaded: relay h1 (1) past the dead h2 into h3 (now 3). h4 is empty, so
// South takes h5 (2). Five laps.
//   after   N 0 2 x 0 0      South's store 2
//           S 2 0 x 3 0
TEST(Sowing, PlainRingSowsOverTheLiveHolesOnly) {
    SowBoard b = make(A10{0, 9, -1, 0, 0, 0, 0, -1, 0, 0});
    TurnParams p;
    p.start = 1;
    ASSERT_TRUE(plainRingTurn(khutka(), b, p));
    const auto out = playTurn(khutka(), b, p);
    EXPECT_EQ(counts(b), (A10{2, 0, -1, 3, 0, 0, 0, -1, 2, 0}));
    EXPECT_EQ(b.store[0], 2);
    EXPECT_EQ(out.laps, 5);
    EXPECT_EQ(out.lastHole, 3);
    EXPECT_EQ(out.captureEvents, 1);

    // KB-6 empty_hole: the dead h7 after an empty h6 is an empty hole, so it is L+2 and holds
    // nothing to take. South sows h1's 3 counters into h3, h4, h5 (L); h6 is empty.
    //   before  N 0 1 x 0 2      after  N 0 1 x 0 3
    //           S 0 3 x 1 0             S 0 0 x 2 1
    SowRules r = khutka();
    r.adjacency = DeadAdjacency::EmptyHole;
    SowBoard c = make(A10{0, 3, -1, 1, 0, 2, 0, -1, 1, 0});
    const auto o2 = playTurn(r, c, p);
    EXPECT_EQ(counts(c), (A10{0, 0, -1, 2, 1, 3, 0, -1, 1, 0}));
    EXPECT_EQ(o2.captureEvents, 0);
    // Under skip_dead the same sowing takes h8, the next live hole after h6.
    SowBoard d = make(A10{0, 3, -1, 1, 0, 2, 0, -1, 1, 0});
    playTurn(khutka(), d, p);
    EXPECT_EQ(counts(d), (A10{0, 0, -1, 2, 1, 3, 0, -1, 0, 0}));
    EXPECT_EQ(d.store[0], 1);
}
