// The guards of catalogue section 4 as Khutka Boia end reasons: G-1 perpetual relay (relay_loop
// option and the lap cap), G-2 stalled round (stall option), G-3 match cycle (periodic round
// starts, round cap).
#include "khutka_test_util.h"

using namespace kbtest;

namespace {

// Catalogue 1.4: h0..h9 = 0 1 0 1 0 1 0 1 2 1, North to move.
//   N 1 2 1 0 1
//   S 0 1 0 1 0
const Rows kLoopBoard{{1, 2, 1, 0, 1}, {0, 1, 0, 1, 0}};

}  // namespace

// G-1 abort_report: North sows h8, the relay cycles with period 50; the match ends with
// relay_loop and no result, and the seven counters are still on the board.
TEST(G1_RelayLoop, AbortReportEndsTheMatch) {
    auto g = makeGame({"relay_loop=abort_report"});
    auto s = g->newInitialState();
    setRows(ks(*s), kLoopBoard, kNorth);
    s->apply(8);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::RelayLoop);
    EXPECT_EQ(s->result(), Result::Undecided);
    EXPECT_EQ(counterSum(ks(*s)), 50);
    EXPECT_EQ(ks(*s).pos().board.onBoard(kHoles), 7);
}

// G-1 end_turn_no_capture: the move stops at the first repeated state, which is the board after
// the first sowing (h8 (2) -> h9, h0), and South moves next.
//   after  N 2 0 1 0 1
//          S 1 1 0 1 0
TEST(G1_RelayLoop, EndTurnNoCaptureStopsAtTheRepeat) {
    auto g = makeGame({"relay_loop=end_turn_no_capture"});
    auto s = g->newInitialState();
    setRows(ks(*s), kLoopBoard, kNorth);
    Trace trace;
    s->apply(8, &trace);
    EXPECT_FALSE(s->isTerminal());
    EXPECT_EQ(rows(ks(*s)), (Rows{{2, 0, 1, 0, 1}, {1, 1, 0, 1, 0}}));
    EXPECT_EQ(s->currentPlayer(), kSouth);
    EXPECT_EQ(s->progress().laps, 51);
    bool noted = false;
    for (const auto &st : trace) noted = noted || st.note == "relay repeated a state: the move stops";
    EXPECT_TRUE(noted);
}

// G-1 forbid_start: h8 loops, h5, h7 and h9 do not (traced by hand):
//   h9 (1) -> h0; h1 (1) -> h2; h3 -> h4; h5 -> h6; h7 -> h8 (3); L = h8, h9 empty: capture h0.
//   h5 (1) -> h6; h7 -> h8; h9 -> h0; h1 -> h2; h3 -> h4; L = h4, h5 empty: capture h6.
//   h7 (1) -> h8; h9 -> h0; h1 -> h2; h3 -> h4; h5 -> h6; L = h6, h7 empty: capture h8 (3).
// So North may not start from h8.
TEST(G1_RelayLoop, ForbidStartRemovesTheLoopingHole) {
    auto g = makeGame({"relay_loop=forbid_start"});
    auto s = g->newInitialState();
    setRows(ks(*s), kLoopBoard, kNorth);
    EXPECT_EQ(legal(*s), (std::vector<Move>{5, 7, 9}));
    auto g2 = makeGame({"relay_loop=abort_report"});
    auto s2 = g2->newInitialState();
    setRows(ks(*s2), kLoopBoard, kNorth);
    EXPECT_EQ(legal(*s2), (std::vector<Move>{5, 7, 8, 9}));
    // h9 as traced: after  N 0 3 0 1 0 / S 0 0 1 0 1, North +1
    s->apply(9);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 3, 0, 1, 0}, {0, 0, 1, 0, 1}}));
    EXPECT_EQ(ks(*s).pos().board.store[kNorth], 1);
}

// G-1 lap cap: with sim.max_relay_laps = 20 the same relay ends the match with cap_reached.
TEST(G1_RelayLoop, LapCapIsCapReached) {
    Limits lim;
    lim.maxRelayLaps = 20;
    auto g = makeGame({}, lim);
    auto s = g->newInitialState();
    setRows(ks(*s), kLoopBoard, kNorth);
    s->apply(8);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::CapReached);
    EXPECT_EQ(s->progress().laps, 20);
}

namespace {

// Two counters five holes apart never capture: the position repeats every ten turns when
// North always moves the counter that has come round to his right (h9 -> h0).
//   start  N 0 0 0 0 1      S h0->h1, N h5->h6, S h1->h2, N h6->h7, S h2->h3, N h7->h8,
//          S 1 0 0 0 0      S h3->h4, N h8->h9, S h4->h5, N h9->h0: the start again.
const Move kCycle[10] = {0, 5, 1, 6, 2, 7, 3, 8, 4, 9};

}  // namespace

// G-2 under round_end = no_further_capture: the third occurrence (turn 20) ends the round by
// the rules; leftover row_owner gives h0 to South and h5 to North. With fixed_rounds 1 the
// match is over: 25 + 1 against 24 + 1... from reserves 24 and 24.
TEST(G2_Stall, RepeatedPositionEndsARoundByTheRule) {
    auto g = makeGame({"round_end=no_further_capture", "stall=undecided", "match_end=fixed_rounds", "rounds=1"});
    auto s = g->newInitialState();
    setRows(ks(*s), Rows{{0, 0, 0, 0, 1}, {1, 0, 0, 0, 0}}, kSouth, {0, 0}, {24, 24});
    int turns = 0;
    for (int lap = 0; lap < 3 && !s->isTerminal(); ++lap)
        for (Move m : kCycle) {
            if (s->isTerminal()) break;
            ASSERT_TRUE(legal(*s).size() >= 1);
            s->apply(m);
            ++turns;
        }
    EXPECT_EQ(turns, 20);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::Finished);  // stall = undecided does not apply: it is the rule
    EXPECT_EQ(ks(*s).pos().lastRoundEnd, RoundEndCause::StallRule);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{25, 25}));
    EXPECT_EQ(s->result(), Result::Draw);
}

// G-2 as a guard (round_end = all_captured): stall = undecided ends the match with
// round_stalled; end_round_leftover ends the round like the rule and counts a stalled round.
TEST(G2_Stall, GuardUndecidedOrEndRound) {
    auto g = makeGame({"round_end=all_captured", "stall=undecided"});
    auto s = g->newInitialState();
    setRows(ks(*s), Rows{{0, 0, 0, 0, 1}, {1, 0, 0, 0, 0}}, kSouth, {0, 0}, {24, 24});
    for (int i = 0; i < 30 && !s->isTerminal(); ++i) s->apply(kCycle[i % 10]);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::RoundStalled);
    EXPECT_EQ(s->result(), Result::Undecided);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{25, 25}));  // the leftover is shared first

    auto g2 = makeGame({"round_end=all_captured", "stall=end_round_leftover", "match_end=fixed_rounds", "rounds=2"});
    auto s2 = g2->newInitialState();
    setRows(ks(*s2), Rows{{0, 0, 0, 0, 1}, {1, 0, 0, 0, 0}}, kSouth, {0, 0}, {24, 24});
    for (int i = 0; i < 20; ++i) s2->apply(kCycle[i % 10]);
    EXPECT_FALSE(s2->isTerminal());
    EXPECT_EQ(ks(*s2).pos().lastRoundEnd, RoundEndCause::StallGuard);
    EXPECT_EQ(ks(*s2).stalledRounds(), 1);
    EXPECT_EQ(s2->progress().rounds, 2);
}

// G-2 no-capture turn limit: with sim.no_capture_turns = 7 the cycle stalls on turn 7.
TEST(G2_Stall, NoCaptureTurnLimit) {
    Limits lim;
    lim.noCaptureTurns = 7;
    auto g = makeGame({"match_end=fixed_rounds", "rounds=1"}, lim);
    auto s = g->newInitialState();
    setRows(ks(*s), Rows{{0, 0, 0, 0, 1}, {1, 0, 0, 0, 0}}, kSouth, {0, 0}, {24, 24});
    int turns = 0;
    while (!s->isTerminal() && turns < 30) s->apply(kCycle[turns++ % 10]);
    EXPECT_EQ(turns, 7);
}

// G-3 round cap: with sim.max_rounds = 1 the end of round 1 ends the match as a match cycle.
TEST(G3_MatchCycle, RoundCap) {
    Limits lim;
    lim.maxRounds = 1;
    auto g = makeGame({"no_move=each_takes_own_row"}, lim);
    auto s = endRoundWith(*g, 26, 24);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::MatchCycle);
    EXPECT_EQ(s->result(), Result::Undecided);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{26, 24}));
}

// G-3 periodic round starts. Ludii's rules (ludii-code without the relay quirk): after a round
// ending 47-3, North keeps his 3 counters in hand with no hole to fill, passes through every
// round, and South takes all the board each time, so every round starts from the same
// position. Playing South's first legal move every turn, the third identical round start
// ends the match as a match cycle, with the totals still 47-3.
TEST(G3_MatchCycle, LoserWithoutHolesCycles) {
    OptionValues v = khutkaInfo().defaults();
    for (const auto &[k, val] : std::initializer_list<std::pair<const char *, const char *>>{
             {"first_player", "south"}, {"dead_adjacency", "empty_hole"}, {"four", "owner_after_segment"},
             {"no_move", "pass"}, {"round_end", "one_left"}, {"refill", "fill"}, {"fill_order", "player_choice"},
             {"pooled_five", "reserve"}, {"kungidar", "ludii_inverted"}, {"remainder_trigger", "ludii_postfill_lt5"},
             {"two_transfer", "none"}, {"bha_chooser", "ludii_mover"}, {"bha_capture", "after_segment"},
             {"round_starter", "ludii_incidental"}, {"match_end", "ludii_zero"}})
        v[k] = val;
    const GameInfo info = khutkaInfo();
    Reading r{info.id, "t", "t", "", "", v, ""};
    Options o;
    std::vector<std::string> errors;
    ASSERT_TRUE(resolveOptions(info, r, o, errors));
    std::string error;
    auto g = makeKhutkaGame(o, Limits{}, error);
    auto s = g->newInitialState();
    // Round 1 ends at once with 47-3: South's single counter is the last one on the board.
    setRows(ks(*s), Rows{{0, 0, 0, 0, 0}, {1, 0, 0, 0, 0}}, kSouth, {0, 0}, {46, 3});
    s->apply(0);
    int moves = 0;
    while (!s->isTerminal() && moves < 100000) {
        s->apply(legal(*s)[0]);
        ++moves;
    }
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::MatchCycle);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{47, 3}));
    EXPECT_LE(s->progress().rounds, 2 + 3 * kMatchCyclePeriod);
    EXPECT_EQ(counterSum(ks(*s)), 50);
}
