// Khutka Boia rule points KB-1 .. KB-12, KB-16c, KB-17c/d and KB-20 during play, one test per
// rule point and option value. Boards are drawn N h9 h8 h7 h6 h5 / S h0 h1 h2 h3 h4; every
// expected board was traced by hand from the catalogue passage named in the comment. The base
// options are the catalogue's baseline (R4) with South first and no_move = pass.
#include "khutka_test_util.h"

using namespace kbtest;

// KB-1: five counters in each hole, 25 a side, every hole live, nothing captured.
TEST(KB1_Setup, FiveInEveryHole) {
    auto g = makeGame();
    auto s = g->newInitialState();
    EXPECT_EQ(rows(ks(*s)), (Rows{{5, 5, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_EQ(counterSum(ks(*s)), 50);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{0, 0}));
    EXPECT_EQ(s->progress().rounds, 1);
    EXPECT_EQ(s->currentPlayer(), kSouth);
}

// KB-2 first_player.
TEST(KB2_FirstPlayer, RandomIsAFairChanceNode) {
    auto g = makeGame({"first_player=random"});
    auto s = g->newInitialState();
    ASSERT_TRUE(s->isChance());
    ChanceList c;
    s->chanceOutcomes(c);
    ASSERT_EQ(c.size, 2);
    EXPECT_EQ(c[0].move, kSouth);
    EXPECT_DOUBLE_EQ(c[0].probability, 0.5);
    EXPECT_EQ(c[1].move, kNorth);
    EXPECT_DOUBLE_EQ(c[1].probability, 0.5);
    EXPECT_EQ(s->describeMove(1), "chance: North starts");
    s->apply(kNorth);
    EXPECT_EQ(s->currentPlayer(), kNorth);
    EXPECT_EQ(legal(*s), (std::vector<Move>{5, 6, 7, 8, 9}));
}

TEST(KB2_FirstPlayer, SouthOrNorth) {
    EXPECT_EQ(makeGame({"first_player=south"})->newInitialState()->currentPlayer(), kSouth);
    EXPECT_EQ(makeGame({"first_player=north"})->newInitialState()->currentPlayer(), kNorth);
}

// KB-3 start_hole; KB-6 dead holes and KB-17d the bha are never legal starts.
//   N 0 0 0 0 0
//   S 1 3 x 1 2*     (h2 dead, h4 the South bha)
//   any: h0, h1, h3.   no_singleton_if_larger: h1 only (h0 and h3 hold one, h1 holds three).
TEST(KB3_StartHole, AnyOrNoSingletonIfLarger) {
    auto g = makeGame();
    auto s = startAt(*g, Rows{{0, 0, 0, 0, 0}, {1, 3, -1, 1, 2}}, kSouth);
    setBha(ks(*s), 4, kSouth);
    EXPECT_EQ(legal(*s), (std::vector<Move>{0, 1, 3}));
    auto g2 = makeGame({"start_hole=no_singleton_if_larger"});
    auto s2 = startAt(*g2, Rows{{0, 0, 0, 0, 0}, {1, 3, -1, 1, 2}}, kSouth);
    setBha(ks(*s2), 4, kSouth);
    EXPECT_EQ(legal(*s2), (std::vector<Move>{1}));
    // With only singletons, singletons are legal.
    setRows(ks(*s2), Rows{{0, 0, 0, 0, 0}, {1, 0, 0, 1, 0}}, kSouth);
    EXPECT_EQ(legal(*s2), (std::vector<Move>{0, 3}));
}

// KB-4: anticlockwise, South's row left to right, then North's row from North's left (h5).
//   before  N 0 0 0 0 1      South sows h3 (4): h4, h5, h6, h7; L = h7; h8 empty, h9 empty.
//           S 1 0 0 4 0
//   after   N 0 0 1 1 2
//           S 1 0 0 0 1
TEST(KB4_Direction, SouthSowsIntoNorthsRowFromItsLeft) {
    auto g = makeGame();
    auto s = startAt(*g, Rows{{0, 0, 0, 0, 1}, {1, 0, 0, 4, 0}}, kSouth);
    EXPECT_EQ(s->describeMove(3), "South sows h3 (4)");
    s->apply(3);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 1, 1, 2}, {1, 0, 0, 0, 1}}));
    EXPECT_EQ(s->currentPlayer(), kNorth);
}

// KB-5 lap_origin. South sows h0 (10), everything else empty.
//   include: h1..h9 and h0 get one; L = h0, h1 (1) -> h2; L = h2, h3 (1) -> h4; L = h4,
//     h5 (1) -> h6; L = h6, h7 (1) -> h8; L = h8, h9 (1) -> h0; L = h0, h1 empty: capture h2 (2).
//     after N 0 2 0 2 0 / S 2 0 0 0 2, South +2
//   skip: h1..h9 get one, h0 is passed, h1 gets the tenth; L = h1, h2 (1) -> h3; L = h3,
//     h4 (1) -> h5; L = h5, h6 (1) -> h7; L = h7, h8 (1) -> h9; L = h9, h0 empty: capture h1 (2).
//     after N 2 0 2 0 2 / S 0 0 0 2 0, South +2
TEST(KB5_LapOrigin, IncludeAndSkip) {
    for (const char *v : {"lap_origin=include", "lap_origin=skip"}) {
        auto g = makeGame({v});
        auto s = startAt(*g, Rows{{0, 0, 0, 0, 0}, {10, 0, 0, 0, 0}}, kSouth);
        s->apply(0);
        if (std::string(v) == "lap_origin=include") EXPECT_EQ(rows(ks(*s)), (Rows{{0, 2, 0, 2, 0}, {2, 0, 0, 0, 2}}));
        else EXPECT_EQ(rows(ks(*s)), (Rows{{2, 0, 2, 0, 2}, {0, 0, 0, 2, 0}}));
        EXPECT_EQ(ks(*s).pos().board.store[kSouth], 2) << v;
        // Segments: include h0 h1 h3 h5 h7 h9; skip h0 h2 h4 h6 h8.
        EXPECT_EQ(s->progress().laps, std::string(v) == "lap_origin=include" ? 6 : 5) << v;
    }
}

// KB-6 dead_adjacency (h6 dead). South sows h3 (2): h4, h5; L = h5.
//   before  N 0 0 3 x 0
//           S 1 0 0 2 0
//   skip_dead: next live is h7 (3): relay -> h8, h9, h0; L = h0, h1 and h2 empty: no capture.
//     after N 1 1 0 x 1 / S 2 0 0 0 1
//   empty_hole: the dead h6 is an empty hole: capture h7 (3).
//     after N 0 0 0 x 1 / S 1 0 0 0 1, South +3
TEST(KB6_DeadAdjacency, SkipDeadOrEmptyHole) {
    auto g = makeGame({"dead_adjacency=skip_dead"});
    auto s = startAt(*g, Rows{{0, 0, 3, -1, 0}, {1, 0, 0, 2, 0}}, kSouth);
    s->apply(3);
    EXPECT_EQ(rows(ks(*s)), (Rows{{1, 1, 0, -1, 1}, {2, 0, 0, 0, 1}}));
    EXPECT_EQ(ks(*s).pos().board.store[kSouth], 0);

    auto g2 = makeGame({"dead_adjacency=empty_hole"});
    auto s2 = startAt(*g2, Rows{{0, 0, 3, -1, 0}, {1, 0, 0, 2, 0}}, kSouth);
    s2->apply(3);
    EXPECT_EQ(rows(ks(*s2)), (Rows{{0, 0, 0, -1, 1}, {1, 0, 0, 0, 1}}));
    EXPECT_EQ(ks(*s2).pos().board.store[kSouth], 3);
}

// KB-6: no counter is dropped into a dead hole. h6 and h7 dead; South sows h4 (3): h5, h8, h9;
// L = h9, h0 (2) relays -> h1, h2; L = h2, h3 empty, h4 empty (just lifted): no capture.
//   before  N 0 0 x x 0      after  N 1 1 x x 1
//           S 2 0 0 0 3             S 0 1 1 0 0
TEST(KB6_DeadHoles, ReceiveNoCounters) {
    auto g = makeGame();
    auto s = startAt(*g, Rows{{0, 0, -1, -1, 0}, {2, 0, 0, 0, 3}}, kSouth);
    s->apply(4);
    EXPECT_EQ(rows(ks(*s)), (Rows{{1, 1, -1, -1, 1}, {0, 1, 1, 0, 0}}));
}

// KB-7 relay. South sows h0 (2): h1, h2.
//   before  N 0 2 0 0 0
//           S 2 0 1 3 0
//   next_hole: L = h2, h3 (3) -> h4, h5, h6; L = h6, h7 empty: capture h8 (2).
//     after N 0 0 0 1 1 / S 0 1 2 0 1, South +2
//   landing_hole: h2 held one before the last drop, so h2 (2) is lifted -> h3, h4; L = h4 was
//     empty: no relay; h5 empty, h6 empty: no capture.
//     after N 0 2 0 0 0 / S 0 1 0 4 1
TEST(KB7_Relay, NextHoleOrLandingHole) {
    auto g = makeGame({"relay=next_hole"});
    auto s = startAt(*g, Rows{{0, 2, 0, 0, 0}, {2, 0, 1, 3, 0}}, kSouth);
    s->apply(0);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 1, 1}, {0, 1, 2, 0, 1}}));
    EXPECT_EQ(ks(*s).pos().board.store[kSouth], 2);

    auto g2 = makeGame({"relay=landing_hole"});
    auto s2 = startAt(*g2, Rows{{0, 2, 0, 0, 0}, {2, 0, 1, 3, 0}}, kSouth);
    s2->apply(0);
    EXPECT_EQ(rows(ks(*s2)), (Rows{{0, 2, 0, 0, 0}, {0, 1, 0, 4, 1}}));
    EXPECT_EQ(ks(*s2).pos().board.store[kSouth], 0);
}

// KB-8 capture on board C. South sows h1 (1): L = h2, h3 empty.
//   before  N 0 0 0 2 0
//           S 0 1 0 0 3
//   single:       h4 (3)                 after N 0 0 0 2 0 / S 0 0 1 0 0, South 3
//   chain:        h4 (3), h5 empty, h6 (2); h7 empty, h8 empty: stop
//                                        after N 0 0 0 0 0 / S 0 0 1 0 0, South 5
//   first_loaded: the first loaded hole after h3 is h4      same as single
//   opposite:     h3 faces h6 (2)        after N 0 0 0 0 0 / S 0 0 1 0 3, South 2
TEST(KB8_Capture, PatternsOnBoardC) {
    struct Case {
        const char *set;
        Rows after;
        int taken;
    } cases[] = {
        {"capture=single", {{0, 0, 0, 2, 0}, {0, 0, 1, 0, 0}}, 3},
        {"capture=chain", {{0, 0, 0, 0, 0}, {0, 0, 1, 0, 0}}, 5},
        {"capture=first_loaded", {{0, 0, 0, 2, 0}, {0, 0, 1, 0, 0}}, 3},
        {"capture=opposite", {{0, 0, 0, 0, 0}, {0, 0, 1, 0, 3}}, 2},
    };
    for (const auto &c : cases) {
        auto g = makeGame({c.set});
        auto s = startAt(*g, Rows{{0, 0, 0, 2, 0}, {0, 1, 0, 0, 3}}, kSouth);
        s->apply(1);
        EXPECT_EQ(rows(ks(*s)), c.after) << c.set;
        EXPECT_EQ(ks(*s).pos().board.store[kSouth], c.taken) << c.set;
        EXPECT_EQ(s->progress().captures, c.set == std::string("capture=chain") ? 2 : 1) << c.set;
    }
}

// KB-8 first_loaded on board B: h3 (1) -> h4 = L; h5, h6, h7 empty; h8 (3) is the first loaded
// hole. single only looks at h6 and takes nothing.
//   before  N 0 3 0 0 0      first_loaded after  N 0 0 0 0 0 / S 0 0 0 0 1, South 3
//           S 0 0 0 1 0      single after        N 0 3 0 0 0 / S 0 0 0 0 1
TEST(KB8_Capture, FirstLoadedOnBoardB) {
    auto g = makeGame({"capture=first_loaded"});
    auto s = startAt(*g, Rows{{0, 3, 0, 0, 0}, {0, 0, 0, 1, 0}}, kSouth);
    s->apply(3);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 1}}));
    EXPECT_EQ(ks(*s).pos().board.store[kSouth], 3);
    auto g2 = makeGame({"capture=single"});
    auto s2 = startAt(*g2, Rows{{0, 3, 0, 0, 0}, {0, 0, 0, 1, 0}}, kSouth);
    s2->apply(3);
    EXPECT_EQ(rows(ks(*s2)), (Rows{{0, 3, 0, 0, 0}, {0, 0, 0, 0, 1}}));
}

// KB-8 chain never takes L (board D): h3 (1) -> h4 = L; chain h6, h8, h0, h2, then h4 = L.
//   before  N 0 1 0 1 0      after  N 0 0 0 0 0
//           S 1 0 1 1 0             S 0 0 0 0 1   South 4
TEST(KB8_Capture, ChainNeverTakesTheLastHole) {
    auto g = makeGame({"capture=chain"});
    auto s = startAt(*g, Rows{{0, 1, 0, 1, 0}, {1, 0, 1, 1, 0}}, kSouth);
    s->apply(3);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 1}}));
    EXPECT_EQ(ks(*s).pos().board.store[kSouth], 4);
}

// KB-8 capture_zone. On board C, single aims at South's own h4: nothing is taken under
// opponent_row_only. On board D, chain takes North's h6 and h8 and stops at South's h0.
//   C after  N 0 0 0 2 0 / S 0 0 1 0 3
//   D after  N 0 0 0 0 0 / S 1 0 1 0 1, South 2
TEST(KB8_CaptureZone, OpponentRowOnly) {
    auto g = makeGame({"capture_zone=opponent_row_only"});
    auto s = startAt(*g, Rows{{0, 0, 0, 2, 0}, {0, 1, 0, 0, 3}}, kSouth);
    s->apply(1);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 2, 0}, {0, 0, 1, 0, 3}}));
    EXPECT_EQ(ks(*s).pos().board.store[kSouth], 0);

    auto g2 = makeGame({"capture_zone=opponent_row_only", "capture=chain"});
    auto s2 = startAt(*g2, Rows{{0, 1, 0, 1, 0}, {1, 0, 1, 1, 0}}, kSouth);
    s2->apply(3);
    EXPECT_EQ(rows(ks(*s2)), (Rows{{0, 0, 0, 0, 0}, {1, 0, 1, 0, 1}}));
    EXPECT_EQ(ks(*s2).pos().board.store[kSouth], 2);
    // any_row takes the own-row hole (board C, single): see KB8_Capture.PatternsOnBoardC.
}

// KB-9 four on board F. South sows h2 (3): h3 -> 4, h4 -> 1, h5 -> 4; L = h5; h6 empty: h7 (2).
//   before  N 0 0 2 0 3
//           S 0 0 3 3 0
//   none                  N 0 0 0 0 4 / S 0 0 0 4 1   South 2
//   owner_on_drop         N 0 0 0 0 0 / S 0 0 0 0 1   South 2+4, North 4
//   owner_after_segment   N 0 0 0 0 0 / S 0 0 0 0 1   South 2+4, North 4
//   mover_row_after_move  N 0 0 0 0 4 / S 0 0 0 0 1   South 2+4
TEST(KB9_Four, TimingsOnBoardF) {
    struct Case {
        const char *set;
        Rows after;
        int south, north;
    } cases[] = {
        {"four=none", {{0, 0, 0, 0, 4}, {0, 0, 0, 4, 1}}, 2, 0},
        {"four=owner_on_drop", {{0, 0, 0, 0, 0}, {0, 0, 0, 0, 1}}, 6, 4},
        {"four=owner_after_segment", {{0, 0, 0, 0, 0}, {0, 0, 0, 0, 1}}, 6, 4},
        {"four=mover_row_after_move", {{0, 0, 0, 0, 4}, {0, 0, 0, 0, 1}}, 6, 0},
    };
    for (const auto &c : cases) {
        auto g = makeGame({c.set});
        auto s = startAt(*g, Rows{{0, 0, 2, 0, 3}, {0, 0, 3, 3, 0}}, kSouth);
        s->apply(2);
        EXPECT_EQ(rows(ks(*s)), c.after) << c.set;
        EXPECT_EQ(ks(*s).pos().board.store[kSouth], c.south) << c.set;
        EXPECT_EQ(ks(*s).pos().board.store[kNorth], c.north) << c.set;
    }
}

// KB-9 on board E: on_drop takes h3 at once and the relay runs on; after_segment decides the
// relay into h6 (4) first, then sweeps h3 and h6, and the relay finds h6 empty.
//   before  N 0 0 0 4 0      South sows h2 (3): h3 -> 4, h4, h5; L = h5
//           S 0 2 3 3 0
//   owner_on_drop: relay h6 (4) -> h7 h8 h9 h0; L = h0, h1 (2) -> h2 h3; L = h3, h4 (1) -> h5;
//     L = h5, h6 empty: capture h7 (1).   after N 1 1 0 0 2 / S 1 0 1 1 0, South 5
//   owner_after_segment:                  after N 0 0 0 0 1 / S 0 2 0 0 1, South 4, North 4
TEST(KB9_Four, OnDropVersusAfterSegmentOnBoardE) {
    auto g = makeGame({"four=owner_on_drop"});
    auto s = startAt(*g, Rows{{0, 0, 0, 4, 0}, {0, 2, 3, 3, 0}}, kSouth);
    s->apply(2);
    EXPECT_EQ(rows(ks(*s)), (Rows{{1, 1, 0, 0, 2}, {1, 0, 1, 1, 0}}));
    EXPECT_EQ(ks(*s).pos().board.store[kSouth], 5);
    EXPECT_EQ(ks(*s).pos().board.store[kNorth], 0);

    auto g2 = makeGame({"four=owner_after_segment"});
    auto s2 = startAt(*g2, Rows{{0, 0, 0, 4, 0}, {0, 2, 3, 3, 0}}, kSouth);
    s2->apply(2);
    EXPECT_EQ(rows(ks(*s2)), (Rows{{0, 0, 0, 0, 1}, {0, 2, 0, 0, 1}}));
    EXPECT_EQ(ks(*s2).pos().board.store[kSouth], 4);
    EXPECT_EQ(ks(*s2).pos().board.store[kNorth], 4);
}

// KB-20.1 ludii_quirks on board E with owner_after_segment: the sweep fired in a relaying
// segment, so the relay lifts h1 (2) -> h2, h3; L = h3, h4 (1) -> h5; L = h5, h6 and h7 empty.
//   after  N 0 0 0 0 2 / S 0 0 1 1 0, South 4, North 4
TEST(KB20_LudiiQuirks, RelayRedirectedToH1) {
    auto g = makeGame({"four=owner_after_segment", "ludii_quirks=on"});
    auto s = startAt(*g, Rows{{0, 0, 0, 4, 0}, {0, 2, 3, 3, 0}}, kSouth);
    s->apply(2);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 2}, {0, 0, 1, 1, 0}}));
    EXPECT_EQ(ks(*s).pos().board.store[kSouth], 4);
    EXPECT_EQ(ks(*s).pos().board.store[kNorth], 4);
    EXPECT_EQ(s->progress().laps, 3);
}

// KB-20 with quirks on: a match reaching Ludii's trial limit ends with ludii_limit. Ludii stops
// a trial at numTurn() >= 1,250 x 2 players = 2,500 turns, a turn changing with the mover, passes
// included. One counter travelling round an otherwise empty board never ends a round under
// all_captured, and under ludii_quirks the stall guard is off (Ludii has none); every turn has
// one legal move (a sowing or a pass).
TEST(KB20_LudiiQuirks, LudiiTurnLimitEndsTheMatch) {
    auto g = makeGame({"ludii_quirks=on", "round_end=all_captured"});
    auto s = startAt(*g, Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 1}}, kSouth);
    int turns = 0;
    while (!s->isTerminal() && turns < 5000) {
        const auto l = legal(*s);
        ASSERT_EQ(l.size(), 1u);
        s->apply(l[0]);
        ++turns;
    }
    EXPECT_EQ(kLudiiTurnLimit, 2500);
    EXPECT_EQ(turns, 2500);
    EXPECT_EQ(s->endReason(), EndReason::LudiiLimit);
    EXPECT_EQ(s->result(), Result::Undecided);
    EXPECT_EQ(endedByOf(s->endReason(), s->progress().roundsByGuard), EndedBy::Cap);

    // Without the quirks, and with the stall trigger off, nothing stops it.
    Limits noStall;
    noStall.repeatK = 0;
    noStall.noCaptureTurns = 0;
    auto g2 = makeGame({"ludii_quirks=off", "round_end=all_captured"}, noStall);
    auto s2 = startAt(*g2, Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 1}}, kSouth);
    for (int i = 0; i < 3000; ++i) s2->apply(legal(*s2)[0]);
    EXPECT_FALSE(s2->isTerminal());
}

// KB-10 no_move. South sows h3 (1) -> h4; L = h4, h5 and h6 empty. North has nothing to sow.
//   before  N 0 0 0 0 0      after  N 0 0 0 0 0
//           S 2 0 0 1 0             S 2 0 0 0 1
// pass: North's only move is a pass. each_takes_own_row: South takes his 3 and the round ends
// (23 + 3 = 26 against 24). opponent_takes_all: the opponent of the player who cannot move
// is South, who takes the same 3: in Khutka Boia the two values coincide, because the player
// who cannot move has nothing in his row (the bha excepted, which is the Bhadar's anyway).
TEST(KB10_NoMove, PassOrTheRoundEnds) {
    auto g = makeGame({"no_move=pass"});
    auto s = startAt(*g, Rows{{0, 0, 0, 0, 0}, {2, 0, 0, 1, 0}}, kSouth);
    s->apply(3);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {2, 0, 0, 0, 1}}));
    EXPECT_EQ(legal(*s), (std::vector<Move>{kPass}));
    EXPECT_EQ(s->describeMove(kPass), "North passes (nothing to sow)");
    s->apply(kPass);
    EXPECT_EQ(s->currentPlayer(), kSouth);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {2, 0, 0, 0, 1}}));

    for (const char *v : {"no_move=each_takes_own_row", "no_move=opponent_takes_all"}) {
        auto g2 = makeGame({v, "match_end=fixed_rounds", "rounds=1"});
        auto s2 = g2->newInitialState();
        setRows(ks(*s2), Rows{{0, 0, 0, 0, 0}, {2, 0, 0, 1, 0}}, kSouth);  // reserves 24/23
        ks(*s2).pos().reserve = {23, 24};
        Trace trace;
        s2->apply(3, &trace);
        ASSERT_TRUE(s2->isTerminal()) << v;
        EXPECT_EQ(s2->scores(), (std::array<int, 2>{26, 24})) << v;
        // The replay view sees the sowing, then the round's end with its totals.
        ASSERT_GE(trace.size(), 3u) << v;
        EXPECT_EQ(trace[0].kind, StepKind::Lift) << v;
        EXPECT_EQ(trace[0].cell, 3) << v;
        EXPECT_EQ(trace[1].kind, StepKind::Drop) << v;
        EXPECT_EQ(trace[1].cell, 4) << v;
        EXPECT_EQ(trace.back().kind, StepKind::Round) << v;
        EXPECT_EQ(trace.back().note, "round 1 ends (a player had nothing to sow): South 26, North 24") << v;
        EXPECT_EQ(s2->result(), Result::Win0) << v;
        EXPECT_EQ(ks(*s2).pos().lastRoundEnd, RoundEndCause::NoMove) << v;
    }
}

// KB-11 round_end. South sows h3 (1) -> h4; L = h4, h5 empty: capture h6 (2). One counter is
// left, on h4.
//   before  N 0 0 0 2 0      after  N 0 0 0 0 0
//           S 0 0 0 1 0             S 0 0 0 0 1   South +2
// one_left: h4 goes to its row owner, South, and the round ends: 23 + 2 + 1 = 26 vs 24.
// all_captured / no_move (with no_move = pass): the round goes on, North passes.
TEST(KB11_RoundEnd, OneLeftEndsTheRound) {
    auto g = makeGame({"round_end=one_left", "match_end=fixed_rounds", "rounds=1"});
    auto s = startAt(*g, Rows{{0, 0, 0, 2, 0}, {0, 0, 0, 1, 0}}, kSouth, {0, 0}, {23, 24});
    s->apply(3);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->scores(), (std::array<int, 2>{26, 24}));
    EXPECT_EQ(ks(*s).pos().lastRoundEnd, RoundEndCause::OneLeft);
    for (const char *v : {"round_end=all_captured", "round_end=no_move", "round_end=no_further_capture"}) {
        auto g2 = makeGame({v, "match_end=fixed_rounds", "rounds=1"});
        auto s2 = startAt(*g2, Rows{{0, 0, 0, 2, 0}, {0, 0, 0, 1, 0}}, kSouth, {0, 0}, {23, 24});
        s2->apply(3);
        EXPECT_FALSE(s2->isTerminal()) << v;
        EXPECT_EQ(rows(ks(*s2)), (Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 1}})) << v;
        EXPECT_EQ(legal(*s2), (std::vector<Move>{kPass})) << v;
    }
}

// KB-11: an empty board ends the round under every round_end value. With the four rule
// (owner_on_drop): South sows h3 (1) -> h4 makes 4, taken by South; L = h4, h5 empty: capture
// h6 (1). The board is empty: 22 + 4 + 1 = 27 against 23.
//   before  N 0 0 0 1 0      after  (empty)
//           S 0 0 0 1 3
TEST(KB11_RoundEnd, EmptyBoardEndsTheRound) {
    for (const char *v : {"round_end=all_captured", "round_end=one_left", "round_end=no_move", "round_end=no_further_capture"}) {
        auto g = makeGame({v, "four=owner_on_drop", "match_end=fixed_rounds", "rounds=1"});
        auto s = startAt(*g, Rows{{0, 0, 0, 1, 0}, {0, 0, 0, 1, 3}}, kSouth, {0, 0}, {22, 23});
        s->apply(3);
        ASSERT_TRUE(s->isTerminal()) << v;
        EXPECT_EQ(s->scores(), (std::array<int, 2>{27, 23})) << v;
        EXPECT_EQ(ks(*s).pos().lastRoundEnd, RoundEndCause::BoardEmpty) << v;
    }
}

// KB-11 no_further_capture and leftover. The round ends when no capture can be made any more
// (proven by the exact stall verdict, here called after the first turn without a capture).
//   start   N 1 0 0 0 0      North sows h9 (1) -> h0; L = h0, h1 empty: North captures h2 (1).
//           S 0 0 1 0 0
//   then    N 0 0 0 0 0      South sows h0 -> h1; L = h1, h2 empty, h3 empty: no capture.
//           S 1 0 0 0 0      One counter is left, on h1, and one counter can never be captured,
//                            so no capture is reachable: the round ends by rule (no_move = pass,
//                            so North's empty row does not end it first).
// Reserves 23/25, North has captured 1; the last counter is in South's row.
//   row_owner:     South 23 + 1 = 24,  North 25 + 1 = 26
//   last_capturer: North (the round's only capture) takes it: 23 vs 27
//   split_evenly:  one counter, the odd one to the row holding more (South's): 24 vs 26
// (The kits test SettleBoard.SplitEvenlyAndRowOwner shares several counters.)
TEST(KB11_Leftover, RowOwnerLastCapturerSplitEvenly) {
    struct Case {
        const char *set;
        int south, north;
    } cases[] = {{"leftover=row_owner", 24, 26}, {"leftover=last_capturer", 23, 27}, {"leftover=split_evenly", 24, 26}};
    Limits lim;
    lim.noCaptureTurns = 1;
    for (const auto &c : cases) {
        auto g = makeGame({c.set, "no_move=pass", "match_end=fixed_rounds", "rounds=1"}, lim);
        auto s = startAt(*g, Rows{{1, 0, 0, 0, 0}, {0, 0, 1, 0, 0}}, kNorth, {0, 0}, {23, 25});
        s->apply(9);
        EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {1, 0, 0, 0, 0}})) << c.set;
        EXPECT_EQ(ks(*s).pos().board.store[kNorth], 1) << c.set;
        ASSERT_FALSE(s->isTerminal()) << c.set;
        s->apply(0);
        ASSERT_TRUE(s->isTerminal()) << c.set;
        EXPECT_EQ(ks(*s).pos().lastRoundEnd, RoundEndCause::StallRule) << c.set;
        EXPECT_EQ(s->scores(), (std::array<int, 2>{c.south, c.north})) << c.set;
        EXPECT_EQ(s->endReason(), EndReason::Finished) << c.set;
        EXPECT_EQ(s->progress().roundsByRule, 1) << c.set;
    }
}

// KB-12: a round's result is captures plus reserve; 25-25 is a draw under fixed_rounds.
// Same board as KB11_RoundEnd.OneLeftEndsTheRound with reserves 22/25: 22 + 2 + 1 = 25.
TEST(KB12_RoundResult, EqualTotalsDraw) {
    auto g = makeGame({"round_end=one_left", "match_end=fixed_rounds", "rounds=1"});
    auto s = startAt(*g, Rows{{0, 0, 0, 2, 0}, {0, 0, 0, 1, 0}}, kSouth, {0, 0}, {22, 25});
    s->apply(3);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->scores(), (std::array<int, 2>{25, 25}));
    EXPECT_EQ(s->result(), Result::Draw);
}

// KB-16c kungidar during play (status set by hand: North Bhadar, South Kungidar).
// per_turn_from_start_hole: North sows h6 (3): one goes to South's store, h7, h8 get the rest;
// L = h8, h9 empty: North captures h0 (2).
//   before  N 0 0 0 3 0      after  N 0 1 1 0 0
//           S 2 0 0 0 1             S 0 0 0 0 1   South 1 (fee), North 2
TEST(KB16_Kungidar, PerTurnFromTheStartHole) {
    auto g = makeGame({"kungidar=per_turn_from_start_hole"});
    auto s = startAt(*g, Rows{{0, 0, 0, 3, 0}, {2, 0, 0, 0, 1}}, kNorth);
    ks(*s).pos().status = Status::FourOne;
    ks(*s).pos().bhadar = kNorth;
    ks(*s).pos().kungidar = kSouth;
    s->apply(6);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 1, 1, 0, 0}, {0, 0, 0, 0, 1}}));
    EXPECT_EQ(ks(*s).pos().board.store[kSouth], 1);
    EXPECT_EQ(ks(*s).pos().board.store[kNorth], 2);
    // The Kungidar pays himself from his own start hole too: South sows h4 (1), which is only
    // the fee, so nothing is sown.
    s->apply(4);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 1, 1, 0, 0}, {0, 0, 0, 0, 0}}));
    EXPECT_EQ(ks(*s).pos().board.store[kSouth], 2);
}

// KB-16c ludii_inverted: the Bhadar (South) pays one counter of each segment's hole into his own
// store. South sows h2 (3): 1 to South, h3, h4; L = h4, h5 (3) relays: 1 to South, h6, h7;
// L = h7, h8 empty: capture h9 (1).
//   before  N 1 0 0 0 3      after  N 0 0 1 1 0
//           S 0 0 3 0 0             S 0 0 0 1 1   South 1 + 1 + 1
// none: h2 (3) -> h3 h4 h5; L = h5, h6 empty: capture h7 (0): nothing.
TEST(KB16_Kungidar, LudiiInvertedAndNone) {
    auto g = makeGame({"kungidar=ludii_inverted"});
    auto s = startAt(*g, Rows{{1, 0, 0, 0, 3}, {0, 0, 3, 0, 0}}, kSouth);
    ks(*s).pos().status = Status::FourOne;
    ks(*s).pos().bhadar = kSouth;
    ks(*s).pos().kungidar = kNorth;
    s->apply(2);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 1, 1, 0}, {0, 0, 0, 1, 1}}));
    EXPECT_EQ(ks(*s).pos().board.store[kSouth], 3);
    EXPECT_EQ(ks(*s).pos().board.store[kNorth], 0);
    // The Kungidar (North) pays nothing: North sows h6 (1) -> h7; L = h7, h8 empty, h9 empty.
    s->apply(6);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 2, 0, 0}, {0, 0, 0, 1, 1}}));
    EXPECT_EQ(ks(*s).pos().board.store[kNorth], 0);

    auto g2 = makeGame({"kungidar=none"});
    auto s2 = startAt(*g2, Rows{{1, 0, 0, 0, 3}, {0, 0, 3, 0, 0}}, kSouth);
    ks(*s2).pos().status = Status::FourOne;
    ks(*s2).pos().bhadar = kSouth;
    ks(*s2).pos().kungidar = kNorth;
    s2->apply(2);
    // h2 (3) -> h3, h4, h5; L = h5 (4), h6 empty: capture h7 (0): nothing.
    EXPECT_EQ(rows(ks(*s2)), (Rows{{1, 0, 0, 0, 4}, {0, 0, 0, 1, 1}}));
    EXPECT_EQ(ks(*s2).pos().board.store[kSouth], 0);
}

// KB-17c bha_capture during play; the bha is h4, South's.
// on_drop: North sows h9 (6): h0 h1 h2 h3, the counter for h4 goes to South, h5; L = h5, h6
// and h7 empty.
//   before  N 6 0 0 0 0      after  N 0 0 0 0 1
//           S 0 0 0 0 0*            S 1 1 1 1 0*   South +1
// accumulate: the same sowing keeps the counter in the bha.
//   after   N 0 0 0 0 1 / S 1 1 1 1 1*
// after_segment: swept after the segment, as on_drop here.
TEST(KB17_Bha, CaptureTimingsDuringPlay) {
    struct Case {
        const char *set;
        Rows after;
        int south;
    } cases[] = {
        {"bha_capture=on_drop", {{0, 0, 0, 0, 1}, {1, 1, 1, 1, 0}}, 1},
        {"bha_capture=accumulate", {{0, 0, 0, 0, 1}, {1, 1, 1, 1, 1}}, 0},
        {"bha_capture=after_segment", {{0, 0, 0, 0, 1}, {1, 1, 1, 1, 0}}, 1},
    };
    for (const auto &c : cases) {
        auto g = makeGame({c.set});
        auto s = startAt(*g, Rows{{6, 0, 0, 0, 0}, {0, 0, 0, 0, 0}}, kNorth);
        setBha(ks(*s), 4, kSouth);
        s->apply(9);
        EXPECT_EQ(rows(ks(*s)), c.after) << c.set;
        EXPECT_EQ(ks(*s).pos().board.store[kSouth], c.south) << c.set;
        const auto view = s->boardView();
        EXPECT_TRUE(view.cells[4].flags & CellSpecial) << c.set;
    }
}

// KB-17c accumulate: a relay aimed at the bha ends the turn, drops into it stay there, and it
// is never a legal start. South sows h2 (1) -> h3; L = h3, h4 is the bha: the turn ends.
//   before  N 0 0 0 0 1      after  N 0 0 0 0 1
//           S 0 0 1 0 3*            S 0 0 0 1 3*
TEST(KB17_Bha, AccumulatingBhaStopsARelayAndPaysAtRoundEnd) {
    auto g = makeGame({"bha_capture=accumulate", "round_end=one_left", "match_end=fixed_rounds", "rounds=1"});
    auto s = startAt(*g, Rows{{0, 0, 0, 0, 1}, {0, 0, 1, 0, 3}}, kSouth, {0, 0}, {22, 23});
    setBha(ks(*s), 4, kSouth);
    s->apply(2);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 1}, {0, 0, 0, 1, 3}}));
    EXPECT_EQ(s->currentPlayer(), kNorth);
    // North sows h5 (1) -> h6; L = h6, h7 empty, h8 empty. Then South sows h3 (1) into the bha:
    // L = h4 (now 4), h5 empty: capture h6 (1). Four counters are left, all in the bha.
    //   after  N 0 0 0 0 0
    //          S 0 0 0 0 4*   South +1
    s->apply(5);
    s->apply(3);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 4}}));
    EXPECT_EQ(ks(*s).pos().board.store[kSouth], 1);
    // North has nothing: he passes; South has only the bha, which is never a legal start.
    EXPECT_EQ(legal(*s), (std::vector<Move>{kPass}));
    s->apply(kPass);
    EXPECT_EQ(legal(*s), (std::vector<Move>{kPass}));
    // Passing repeats the position; the third time the stall guard ends the round, and the bha's
    // four go to South: 22 + 1 + 4 = 27 against 23.
    for (int i = 0; i < 10 && !s->isTerminal(); ++i) s->apply(kPass);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(ks(*s).pos().lastRoundEnd, RoundEndCause::StallGuard);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{27, 23}));
}
