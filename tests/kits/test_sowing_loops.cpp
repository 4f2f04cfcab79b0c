// The sowing kit's long turns and its sowing in one step: relays that never end, the lap cap,
// repeated states, the trace of every counter, conservation on random boards, and SowBoard::sowRing
// against the general engine. Boards are drawn as in test_sowing.cpp.
#include "sowing_test_support.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

using namespace rulelab;
using namespace rulelab::kits;
using namespace rulelab::kits::sowing_test;

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
    TurnParams p{.mover = 1};
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
        TurnParams p{.mover = 0, .start = static_cast<int>(rng() % 10)};
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
    sowTraced(khutka(), b, 0, 2, trace);
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
        TurnParams p{.mover = static_cast<int>(rng() % 2), .start = start};
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
            ASSERT_EQ(ring.counts, drops.counts)
                << holes << " holes, origin " << origin << ", hand " << hand << (cw ? " cw" : "");
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
        TurnParams p{.mover = static_cast<int>(rng() % 2), .start = static_cast<int>(rng() % static_cast<unsigned>(r.holes))};
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
    TurnParams p{.start = 2};
    EXPECT_TRUE(plainRingTurn(r, b, p));
    SowBoard dead = make(A10{5, 5, 5, -1, 5, 5, 5, 5, 5, 5});
    EXPECT_TRUE(plainRingTurn(r, dead, p));  // dead holes elsewhere
    p.start = 3;
    EXPECT_FALSE(plainRingTurn(r, dead, p));  // a dead start hole
    p.start = 2;
    SowBoard bha = b;
    bha.special = 4;
    EXPECT_FALSE(plainRingTurn(r, bha, p));
    for (auto edit : std::vector<void (*)(TurnParams &)>{
             [](TurnParams &q) { q.startFeeTo = 1; }, [](TurnParams &q) { q.segmentFeeTo = 0; },
             [](TurnParams &q) { q.clockwise = true; }, [](TurnParams &q) { q.relayLapLimit = 3; }}) {
        TurnParams q = p;
        edit(q);
        EXPECT_FALSE(plainRingTurn(r, b, q));
    }
    for (auto edit : std::vector<void (*)(SowRules &)>{
             [](SowRules &s) { s.lapOrigin = LapOrigin::Skip; }, [](SowRules &s) { s.relay = RelayRule::LandingHole; },
             [](SowRules &s) { s.capture = CapturePattern::Chain; }, [](SowRules &s) { s.four = FourTiming::OwnerOnDrop; },
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
    TurnParams p{.start = 1};
    ASSERT_TRUE(plainRingTurn(khutka(), b, p));
    const auto out = playTurn(khutka(), b, p);
    expectHoles(b, A10{2, 0, -1, 3, 0, 0, 0, -1, 2, 0}, 0, 2);
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
    expectHoles(d, A10{0, 0, -1, 2, 1, 3, 0, -1, 0, 0}, 0, 1);
}
