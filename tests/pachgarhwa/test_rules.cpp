// Rule tests for one turn (catalogue chapter 2, PG-5 .. PG-8, Addendum A). Each sets up a board,
// applies one move and checks every hole, traced by hand. Boards are drawn North on top
// (h9 h8 h7 h6 h5) and South below (h0 h1 h2 h3 h4); sowing runs h0 -> h4 -> h5 -> h9 -> h0.
#include "pach_test_util.h"

using namespace pgtest;

// PG-6 chain over two alternating empty holes, stopping at an occupied hole.
//   before  N  1 1 2 4 0      South sows h0 (2): h1, h2. L = h2; L+1 = h3 is empty, so the
//           S  2 1 0 0 3      chain takes h4 (3); h5 is empty and h6 loaded: takes h6 (4);
//   after   N  1 1 2 0 0      h7 is occupied: the chain stops. 7 captured.
//           S  0 2 1 0 0
TEST(Capture, ChainOverTwoEmptyHoles) {
    auto g = makeGame({"capture=chain"});
    auto s = startAt(*g, Rows{{1, 1, 2, 4, 0}, {2, 1, 0, 0, 3}}, kSouth);
    s->apply(0);
    EXPECT_EQ(rows(ks(*s)), (Rows{{1, 1, 2, 0, 0}, {0, 2, 1, 0, 0}}));
    EXPECT_EQ(store(*s, kSouth), 7);
    EXPECT_EQ(store(*s, kNorth), 0);
    EXPECT_EQ(s->currentPlayer(), kNorth);
    EXPECT_EQ(s->progress().captures, 2);
}

// PG-6 chain over three empty holes.
//   before  N  0 3 0 2 0      South sows h0 (2): h1, h2. L = h2; h3 empty: take h4 (1);
//           S  2 0 0 0 1      h5 empty, take h6 (2); h7 empty, take h8 (3); h9 empty but h0
//   after   N  0 0 0 0 0      (just lifted) is empty too: stop. 6 captured.
//           S  0 1 1 0 0
// Under `single` only h4 is taken.
TEST(Capture, ChainOverThreeEmptyHolesAndSingle) {
    {
        auto g = makeGame({"capture=chain"});
        auto s = startAt(*g, Rows{{0, 3, 0, 2, 0}, {2, 0, 0, 0, 1}}, kSouth);
        s->apply(0);
        EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 1, 1, 0, 0}}));
        EXPECT_EQ(store(*s, kSouth), 6);
        EXPECT_EQ(s->progress().captures, 3);
    }
    {
        auto g = makeGame({"capture=single"});
        auto s = startAt(*g, Rows{{0, 3, 0, 2, 0}, {2, 0, 0, 0, 1}}, kSouth);
        s->apply(0);
        EXPECT_EQ(rows(ks(*s)), (Rows{{0, 3, 0, 2, 0}, {0, 1, 1, 0, 0}}));
        EXPECT_EQ(store(*s, kSouth), 1);
    }
}

// PG-6 a chain stopped at once by an occupied hole.
//   before  N  0 0 0 3 1      South sows h0 (2): h1, h2. L = h2; h3 empty: take h4 (2).
//           S  2 0 0 0 2      h5 holds 1: the chain stops; h6 is not taken.
//   after   N  0 0 0 3 1
//           S  0 1 1 0 0
TEST(Capture, ChainStopsAtOccupiedHole) {
    auto g = makeGame({"capture=chain"});
    auto s = startAt(*g, Rows{{0, 0, 0, 3, 1}, {2, 0, 0, 0, 2}}, kSouth);
    s->apply(0);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 3, 1}, {0, 1, 1, 0, 0}}));
    EXPECT_EQ(store(*s, kSouth), 2);
}

// PG-6 chain_wrap: the chain goes round and takes the landing hole, emptying the board.
//   before  N  1 0 3 0 0      South sows h4 (1): h5. L = h5; h6 empty: take h7 (3); h8 empty,
//           S  0 1 0 2 1      take h9 (1); h0 empty, take h1 (1); h2 empty, take h3 (2); h4
//   after   N  0 0 0 0 0      (lifted) empty, and c+2 = h5 = L: chain_wrap takes it (1).
//           S  0 0 0 0 0      8 captured; the board is exhausted and the game ends.
// Plain `chain` stops before L: 7 captured and h5 keeps its counter.
TEST(Capture, ChainWrapTakesLandingHole) {
    {
        auto g = makeGame({"capture=chain_wrap", "round_end=all_exhausted"});
        auto s = startAt(*g, Rows{{1, 0, 3, 0, 0}, {0, 1, 0, 2, 1}}, kSouth, {0, 0}, {21, 21});
        s->apply(4);
        EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}}));
        EXPECT_TRUE(s->isTerminal());
        EXPECT_EQ(s->endReason(), EndReason::Finished);
        EXPECT_EQ(s->scores(), (std::array<int, 2>{29, 21}));
        EXPECT_EQ(s->result(), Result::Win0);
    }
    {
        auto g = makeGame({"capture=chain", "round_end=all_exhausted"});
        auto s = startAt(*g, Rows{{1, 0, 3, 0, 0}, {0, 1, 0, 2, 1}}, kSouth, {0, 0}, {21, 21});
        s->apply(4);
        EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 1}, {0, 0, 0, 0, 0}}));
        EXPECT_EQ(store(*s, kSouth), 7);
        EXPECT_FALSE(s->isTerminal());
    }
}

// PG-6 chain_capped4 takes at most L+2, L+4, L+6, L+8; on ten holes a chain that never takes L
// cannot take more, so it plays exactly like chain.
//   before  N  0 2 0 2 0      South sows h0 (2): h1, h2. L = h2; chain: h4 (2), h6 (2), h8 (2),
//           S  2 0 0 0 2      then h9 empty and h0 (lifted) empty: stop. 6 captured, both values.
//   after   N  0 0 0 0 0
//           S  0 1 1 0 0
TEST(Capture, ChainCappedFourEqualsChainOnTenHoles) {
    for (const char *v : {"capture=chain", "capture=chain_capped4"}) {
        auto g = makeGame({v});
        auto s = startAt(*g, Rows{{0, 2, 0, 2, 0}, {2, 0, 0, 0, 2}}, kSouth);
        s->apply(0);
        EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 1, 1, 0, 0}})) << v;
        EXPECT_EQ(store(*s, kSouth), 6) << v;
    }
}

// PG-6 first_loaded: skip the run of empty holes after L, take the first loaded hole.
//   before  N  0 0 4 0 0      South sows h0 (2): h1, h2. L = h2; h3..h6 empty; h7 (4) taken.
//           S  2 0 0 0 0
//   after   N  0 0 0 0 0
//           S  0 1 1 0 0
TEST(Capture, FirstLoaded) {
    auto g = makeGame({"capture=first_loaded"});
    auto s = startAt(*g, Rows{{0, 0, 4, 0, 0}, {2, 0, 0, 0, 0}}, kSouth);
    s->apply(0);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 1, 1, 0, 0}}));
    EXPECT_EQ(store(*s, kSouth), 4);
}

// PG-6 capture_zone = opponent_row_only: a chain stops at a target in the mover's own row.
//   before  N  0 0 0 3 0      South sows h0 (2): h1, h2. L = h2; h3 empty; h4 is South's own:
//           S  2 0 0 0 2      nothing is taken (any_row would take h4 and h6).
TEST(Capture, OpponentRowOnly) {
    auto g = makeGame({"capture_zone=opponent_row_only"});
    auto s = startAt(*g, Rows{{0, 0, 0, 3, 0}, {2, 0, 0, 0, 2}}, kSouth);
    s->apply(0);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 3, 0}, {0, 1, 1, 0, 2}}));
    EXPECT_EQ(store(*s, kSouth), 0);
}

// PG-5 relay: Humphries (next_hole) against Ludii (capture_next_resow_landing) on one board.
//   before  N  0 0 1 0 0
//           S  2 0 0 2 0
// Humphries: South sows h0 (2): h1, h2. L = h2; h3 (2) is loaded: lift it, sow h4, h5. L = h5;
//   h6 empty: chain takes h7 (1); h8 and h9 empty: stop.
//   after   N  0 0 0 0 1      1 captured
//           S  0 1 1 0 1
// Ludii: sow h0: h1, h2. L = h2; h3 loaded: capture h3 (2), lift L = h2 (1), sow h3. L = h3;
//   h4 empty: take h5 (empty): nothing; the turn ends.
//   after   N  0 0 1 0 0      2 captured
//           S  0 1 0 1 0
TEST(Relay, HumphriesAgainstLudii) {
    {
        auto g = makeGame({"relay=next_hole", "capture=chain"});
        auto s = startAt(*g, Rows{{0, 0, 1, 0, 0}, {2, 0, 0, 2, 0}}, kSouth);
        s->apply(0);
        EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 1}, {0, 1, 1, 0, 1}}));
        EXPECT_EQ(store(*s, kSouth), 1);
        EXPECT_EQ(s->progress().laps, 2);
    }
    {
        auto g = makeGame({"relay=capture_next_resow_landing", "capture=single", "round_end=one_left"});
        auto s = startAt(*g, Rows{{0, 0, 1, 0, 0}, {2, 0, 0, 2, 0}}, kSouth);
        s->apply(0);
        EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 1, 0, 0}, {0, 1, 0, 1, 0}}));
        EXPECT_EQ(store(*s, kSouth), 2);
        EXPECT_EQ(s->progress().laps, 2);
        EXPECT_EQ(s->progress().captures, 1);
    }
}

// PG-5 landing_hole: L is lifted when it held counters before the last drop.
//   before  N  0 0 0 0 0      South sows h0 (2): h1, h2 (1 -> 2). L = h2 held 1: lift it (2),
//           S  2 0 1 0 0      sow h3, h4. L = h4 was empty; h5 empty: take h6 (empty): nothing.
//   after   N  0 0 0 0 0
//           S  0 1 0 1 1
TEST(Relay, LandingHole) {
    auto g = makeGame({"relay=landing_hole"});
    auto s = startAt(*g, Rows{{0, 0, 0, 0, 0}, {2, 0, 1, 0, 0}}, kSouth);
    s->apply(0);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 1, 0, 1, 1}}));
    EXPECT_EQ(s->progress().laps, 2);
}

// Addendum A round end one_left: after a move leaving one counter, it goes to its row owner.
//   before  N  0 0 0 0 0      South sows h3 (1): h4. L = h4; h5 empty: take h6 (empty). One
//           S  0 0 0 1 0      counter is left (h4): South takes it and the game ends.
TEST(RoundEnd, OneLeftGoesToRowOwner) {
    auto g = makeGame({"relay=capture_next_resow_landing", "capture=single", "round_end=one_left"});
    auto s = startAt(*g, Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 1, 0}}, kSouth, {10, 15}, {12, 12});
    s->apply(3);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}}));
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::Finished);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{23, 27}));
    EXPECT_EQ(s->result(), Result::Win1);
}

// PG-8 end_test (Ludii's encoding, P5): Ludii tests its one-counter end after every move, and
// each lap of a relay is a move of its own.
//   before  N  0 0 0 0 2      South sows h3 (1): h4. L = h4; h5 holds 2: South captures them
//           S  0 0 0 1 0      (store 10 -> 12) and is to sow on from L (1). One counter is left.
// after_every_lap: the game ends after this lap; h4 is South's: 12 + 12 + 1 = 25 against North's
//   13 + 12 = 25, a draw.
// after_turn: lap 2 lifts h4 into h5; h6 and h7 are empty: nothing taken. The one counter left
//   lies in North's row: South 24, North 26.
TEST(RoundEnd, OneLeftTestedAfterEveryLapOrAfterTheTurn) {
    for (const char *when : {"end_test=after_every_lap", "end_test=after_turn"}) {
        const bool everyLap = std::string(when) == "end_test=after_every_lap";
        auto g = makeGame({"relay=capture_next_resow_landing", "capture=single", "round_end=one_left", when});
        auto s = startAt(*g, Rows{{0, 0, 0, 0, 2}, {0, 0, 0, 1, 0}}, kSouth, {10, 13}, {12, 12});
        s->apply(3);
        EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}})) << when;
        EXPECT_TRUE(s->isTerminal()) << when;
        EXPECT_EQ(s->endReason(), EndReason::Finished) << when;
        EXPECT_EQ(s->progress().laps, everyLap ? 1 : 2) << when;
        EXPECT_EQ(s->scores(), everyLap ? (std::array<int, 2>{25, 25}) : (std::array<int, 2>{24, 26})) << when;
        EXPECT_EQ(s->result(), everyLap ? Result::Draw : Result::Win1) << when;
    }
}

// PG-7 the player to move has no counters. Board after South's move (the same for all values):
//   before  N  0 0 0 0 0      South sows h0 (1): h1 (1 -> 2). L = h1; h2 empty: take h3
//           S  1 1 0 0 2      (empty): nothing. North has nothing to sow.
//   after   N  0 0 0 0 0
//           S  0 2 0 0 2
// opponent_takes_all: South takes all 4 and the game ends. each_takes_own_row: the same 4 (they
// are all in South's row: a player with nothing to sow has nothing in his own holes, so the two
// values always agree). pass: North passes, South moves again.
TEST(NoMove, EachValue) {
    for (const char *v : {"no_move=opponent_takes_all", "no_move=each_takes_own_row"}) {
        auto g = makeGame({v, "round_end=no_move"});
        auto s = startAt(*g, Rows{{0, 0, 0, 0, 0}, {1, 1, 0, 0, 2}}, kSouth, {20, 20}, {3, 3});
        s->apply(0);
        EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}})) << v;
        EXPECT_TRUE(s->isTerminal()) << v;
        EXPECT_EQ(s->endReason(), EndReason::Finished) << v;
        EXPECT_EQ(s->scores(), (std::array<int, 2>{27, 23})) << v;
        EXPECT_EQ(s->result(), Result::Win0) << v;
    }
    auto g = makeGame({"no_move=pass", "round_end=no_move"});
    auto s = startAt(*g, Rows{{0, 0, 0, 0, 0}, {1, 1, 0, 0, 2}}, kSouth, {20, 20}, {3, 3});
    s->apply(0);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 2, 0, 0, 2}}));
    EXPECT_FALSE(s->isTerminal());
    EXPECT_EQ(s->currentPlayer(), kNorth);
    EXPECT_EQ(legal(*s), (std::vector<Move>{kPass}));
    EXPECT_EQ(s->describeMove(kPass), "North passes (nothing to sow)");
    s->apply(kPass);
    EXPECT_EQ(s->currentPlayer(), kSouth);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 0, 0}, {0, 2, 0, 0, 2}}));
    EXPECT_EQ(legal(*s), (std::vector<Move>{1, 4}));
}

// PG-3 no_singleton_if_larger; describeMove; micro-steps of a chain capture.
TEST(Turn, StartHoleDescribeAndTrace) {
    auto g = makeGame({"start_hole=no_singleton_if_larger"});
    auto s = startAt(*g, Rows{{1, 1, 2, 4, 0}, {2, 1, 0, 0, 3}}, kSouth);
    EXPECT_EQ(legal(*s), (std::vector<Move>{0, 4}));
    EXPECT_EQ(s->describeMove(0), "South sows h0 (2)");
    Trace t;
    s->apply(0, &t);
    // lift h0 (2), drop h1, drop h2, capture h4 (3), capture h6 (4)
    ASSERT_EQ(t.size(), 5u);
    EXPECT_EQ(t[0].kind, StepKind::Lift);
    EXPECT_EQ(t[0].count, 2);
    EXPECT_EQ(t[3].kind, StepKind::Capture);
    EXPECT_EQ(t[3].cell, 4);
    EXPECT_EQ(t[3].count, 3);
    EXPECT_EQ(t[4].cell, 6);
    EXPECT_EQ(t[4].count, 4);
}

// G-2 under all_exhausted: a repeated position ends the game; flag_scored reports round_stalled
// with the result by the totals, undecided reports no result, end_round_leftover finishes.
//   N  0 0 0 0 0    South sows h4 (1) -> h5; North sows h5 (1) -> h6; ... one counter walks
//   S  0 0 0 0 1    round the board and no capture is possible. With repeat_k = 2 the position
//                   after North's answer repeats after 10 turns.
TEST(Guards, StallPolicies) {
    struct Case {
        const char *stall;
        EndReason reason;
        Result result;
    };
    for (const Case c : {Case{"stall=flag_scored", EndReason::RoundStalled, Result::Win0},
                         Case{"stall=undecided", EndReason::RoundStalled, Result::Undecided},
                         Case{"stall=end_round_leftover", EndReason::Finished, Result::Win0}}) {
        Limits lim;
        lim.repeatK = 2;
        auto g = makeGame({c.stall, "round_end=all_exhausted", "no_move=pass"}, lim);
        auto s = startAt(*g, Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 1}}, kSouth, {0, 0}, {25, 24});
        int turns = 0;
        while (!s->isTerminal() && turns < 100) {
            const auto l = legal(*s);
            s->apply(l.front());
            ++turns;
        }
        EXPECT_TRUE(s->isTerminal()) << c.stall;
        EXPECT_EQ(s->endReason(), c.reason) << c.stall;
        EXPECT_EQ(s->result(), c.result) << c.stall;
        EXPECT_EQ(s->scores()[0] + s->scores()[1], kCounters) << c.stall;
    }
}

// ludii_limit = on (P5, Ludii's trial limit): one counter walking round the board never ends a
// game under all_exhausted, and with Ludii's limits on the stall guard is off (Ludii has none),
// so the repeat trigger (repeat_k = 2, as above) ends nothing. Every turn is a sowing or a pass
// and changes the mover: the 2,500th turn ends the game with ludii_limit, undecided, a cap.
TEST(Guards, LudiiLimitAndNoStallGuard) {
    Limits lim;
    lim.repeatK = 2;
    auto g = makeGame({"stall=undecided", "round_end=all_exhausted", "no_move=pass", "ludii_limit=on"}, lim);
    auto s = startAt(*g, Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 1}}, kSouth, {0, 0}, {25, 24});
    int turns = 0;
    while (!s->isTerminal() && turns < 5000) {
        const auto l = legal(*s);
        ASSERT_EQ(l.size(), 1u);
        s->apply(l.front());
        ++turns;
    }
    EXPECT_EQ(turns, 2500);
    EXPECT_EQ(s->endReason(), EndReason::LudiiLimit);
    EXPECT_EQ(s->result(), Result::Undecided);
    EXPECT_EQ(endedByOf(s->endReason(), s->progress().roundsByGuard), EndedBy::Cap);
}

// G-1: the catalogue's perpetual relay [0,1,0,1,0,1,0,1,2,1] (h0..h9), North sows h8.
TEST(Guards, PerpetualRelay) {
    auto g = makeGame({"relay_loop=abort_report"});
    auto s = startAt(*g, Rows{{1, 2, 1, 0, 1}, {0, 1, 0, 1, 0}}, kNorth);
    s->apply(8);
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::RelayLoop);
    EXPECT_EQ(s->result(), Result::Undecided);
}
