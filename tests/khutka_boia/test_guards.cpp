// The guards of catalogue section 4 as Khutka Boia end reasons: G-1 perpetual relay (relay_loop
// option and the lap cap), G-2 stalled round (a trigger, then an exact verdict; stall option),
// G-3 (periodic round starts prove nothing; the round cap is a cap).
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
    auto s = startAt(*g, kLoopBoard, kNorth);
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
    auto s = startAt(*g, kLoopBoard, kNorth);
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
    auto s = startAt(*g, kLoopBoard, kNorth);
    EXPECT_EQ(legal(*s), (std::vector<Move>{5, 7, 9}));
    auto g2 = makeGame({"relay_loop=abort_report"});
    auto s2 = startAt(*g2, kLoopBoard, kNorth);
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
    auto s = startAt(*g, kLoopBoard, kNorth);
    s->apply(8);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::CapReached);
    EXPECT_EQ(s->progress().laps, 20);
}

namespace {

// Two counters five holes apart: the position repeats every ten turns when North always moves
// the counter that has come round to his right (h9 -> h0).
//   start  N 0 0 0 0 1      S h0->h1, N h5->h6, S h1->h2, N h6->h7, S h2->h3, N h7->h8,
//          S 1 0 0 0 0      S h3->h4, N h8->h9, S h4->h5, N h9->h0: the start again.
// A capture is still reachable from it (traced in TriggerWithReachableCaptureDoesNotEnd).
const Move kCycle[10] = {0, 5, 1, 6, 2, 7, 3, 8, 4, 9};
const Rows kTwoApart{{0, 0, 0, 0, 1}, {1, 0, 0, 0, 0}};

}  // namespace

// G-2, exact verdict. The start position comes round a third time on turn 20, which fires the
// repeat trigger (sim.repeat_k = 3); but a capture can still be made from it, so the round goes
// on and the trigger backs off (repeat_k and no_capture_turns double until the next capture).
// The capture that proves it, from the start position:
//   S h0->h1, N h5->h6, S h1->h2, N h6->h7, S h2->h3, N h7->h8, S h3->h4, N h8->h9,
//   S h4->h5: both counters are North's now   N 0 1 0 0 0 1 (h9 h8 h7 h6 h5) / S 0 0 0 0 0
//   N h5->h6 (L = h6, h7 empty, h8 empty: no capture); S has nothing: pass;
//   N h6->h7: L = h7, h8 empty, so North captures h9 (1). One counter is left, on h7.
// With one counter no capture is possible at all: its 18 reachable positions (listed in the
// next test) form one cycle of 18 turns, so the position after the capture comes round a third
// time on turn 36, and then the verdict is "proven": stall = undecided ends the match with
// round_stalled.
TEST(G2_Stall, TriggerWithReachableCaptureDoesNotEnd) {
    auto g = makeGame({"round_end=all_captured", "no_move=pass", "stall=undecided", "match_end=fixed_rounds", "rounds=1"});
    auto s = startAt(*g, kTwoApart, kSouth, {0, 0}, {24, 24});
    EXPECT_EQ(ks(*s).proveStall(100000), kits::StallVerdict::EndReachable);
    for (int i = 0; i < 30; ++i) {
        ASSERT_FALSE(s->isTerminal()) << "turn " << i;
        s->apply(kCycle[i % 10]);
    }
    EXPECT_FALSE(s->isTerminal());
    EXPECT_EQ(rows(ks(*s)), kTwoApart);
    EXPECT_EQ(ks(*s).stallDetector().backoffLevel(), 1);  // fired once (turn 20), backed off
    for (Move m : {0, 5, 1, 6, 2, 7, 3, 8, 4, 5, 10, 6}) {
        ASSERT_FALSE(s->isTerminal());
        s->apply(m);
    }
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 0, 1, 0, 0}, {0, 0, 0, 0, 0}}));
    EXPECT_EQ(ks(*s).pos().board.store[kNorth], 1);
    EXPECT_EQ(ks(*s).stallDetector().backoffLevel(), 0);  // a capture resets the trigger
    int turns = 0;
    while (!s->isTerminal() && turns < 1000) {
        s->apply(legal(*s)[0]);
        ++turns;
    }
    EXPECT_EQ(turns, 36);
    EXPECT_EQ(s->endReason(), EndReason::RoundStalled);
    EXPECT_EQ(s->result(), Result::Undecided);
    EXPECT_EQ(s->progress().roundsByGuard, 1);
    EXPECT_EQ(endedByOf(s->endReason(), s->progress().roundsByGuard), EndedBy::Proven);
}

// G-2, exact verdict, the other way: one counter on h0, South to move. No capture can ever be
// made: the reachable positions are the counter on h0..h4 with South to move or on h1..h4 with
// North to move after South's sowing (9), on h5 with North to move (1), and on h6..h9 with
// either to move (8): 18. With sim.no_capture_turns = 1 the trigger fires after South's first
// sowing (h0 -> h1) and the stall is proven at once: under stall = undecided the match ends
// with round_stalled after one turn, the leftover (h1, South's row) going to South first.
TEST(G2_Stall, NoReachableCaptureEndsAtOnceAsProven) {
    const Rows oneCounter{{0, 0, 0, 0, 0}, {1, 0, 0, 0, 0}};
    auto g0 = makeGame({"round_end=all_captured", "no_move=pass"});
    auto s0 = startAt(*g0, oneCounter, kSouth, {0, 0}, {24, 25});
    int64_t explored = 0;
    EXPECT_EQ(ks(*s0).proveStall(100000, &explored), kits::StallVerdict::Proven);
    EXPECT_EQ(explored, 18);
    EXPECT_EQ(ks(*s0).proveStall(5), kits::StallVerdict::Unknown);  // the budget is too small to prove it

    Limits lim;
    lim.noCaptureTurns = 1;
    auto g = makeGame({"round_end=all_captured", "no_move=pass", "stall=undecided"}, lim);
    auto s = startAt(*g, oneCounter, kSouth, {0, 0}, {24, 25});
    s->apply(0);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::RoundStalled);
    EXPECT_EQ(s->result(), Result::Undecided);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{25, 25}));
    EXPECT_EQ(s->progress().roundsByGuard, 1);
    EXPECT_EQ(s->progress().roundsByRule, 0);

    // The same under round_end = no_further_capture: what is proven is the rule itself, so the
    // round ends by rule (Finished, every round by rule).
    auto g2 =
        makeGame({"round_end=no_further_capture", "no_move=pass", "stall=undecided", "match_end=fixed_rounds", "rounds=1"}, lim);
    auto s2 = startAt(*g2, oneCounter, kSouth, {0, 0}, {24, 25});
    s2->apply(0);
    ASSERT_TRUE(s2->isTerminal());
    EXPECT_EQ(s2->endReason(), EndReason::Finished);
    EXPECT_EQ(ks(*s2).pos().lastRoundEnd, RoundEndCause::StallRule);
    EXPECT_EQ(s2->result(), Result::Draw);
    EXPECT_EQ(s2->progress().roundsByRule, 1);
    EXPECT_EQ(endedByOf(s2->endReason(), s2->progress().roundsByGuard), EndedBy::Rule);
}

// G-2 as a guard with end_round_leftover: a proven stall ends the round like the rule, the
// round is counted as ended by a guard, and play goes on to round 2. The finished match is then
// "proven", not "rule": a guard settled one of its rounds.
TEST(G2_Stall, ProvenStallEndsTheRoundAndMarksTheMatch) {
    Limits lim;
    lim.noCaptureTurns = 1;
    auto g = makeGame(
        {"round_end=all_captured", "no_move=pass", "stall=end_round_leftover", "match_end=fixed_rounds", "rounds=2"}, lim);
    auto s = startAt(*g, Rows{{0, 0, 0, 0, 0}, {1, 0, 0, 0, 0}}, kSouth, {0, 0}, {24, 25});
    s->apply(0);
    EXPECT_FALSE(s->isTerminal());
    EXPECT_EQ(ks(*s).pos().lastRoundEnd, RoundEndCause::StallGuard);
    EXPECT_EQ(ks(*s).stalledRounds(), 1);
    EXPECT_EQ(s->progress().rounds, 2);
    EXPECT_EQ(s->progress().roundsByGuard, 1);
    EXPECT_EQ(endedByOf(EndReason::Finished, s->progress().roundsByGuard), EndedBy::Proven);
}

// G-2 trigger back-off: with sim.no_capture_turns = 7 (and no repeat trigger) the two-counter
// cycle fires the trigger on turn 7; a capture is reachable, so the limit doubles to 14 (turn
// 14) and then to 28 (turn 28). After 30 turns the round is still on, backed off three times.
TEST(G2_Stall, UnprovenTriggerBacksOff) {
    Limits lim;
    lim.noCaptureTurns = 7;
    lim.repeatK = 1000;
    auto g = makeGame({"match_end=fixed_rounds", "rounds=1", "no_move=pass"}, lim);
    auto s = startAt(*g, kTwoApart, kSouth, {0, 0}, {24, 24});
    int turns = 0;
    while (!s->isTerminal() && turns < 30) {
        s->apply(kCycle[turns++ % 10]);
        const int expected = turns < 7 ? 0 : turns < 14 ? 1 : turns < 28 ? 2 : 3;
        EXPECT_EQ(ks(*s).stallDetector().backoffLevel(), expected) << "turn " << turns;
    }
    EXPECT_EQ(turns, 30);
    EXPECT_FALSE(s->isTerminal());
}

// The round cap (sim.max_rounds) is a cap: with max_rounds = 1 the end of round 1 stops the
// match with cap_reached, undecided.
TEST(G3_RoundCap, IsACap) {
    Limits lim;
    lim.maxRounds = 1;
    auto g = makeGame({"no_move=each_takes_own_row"}, lim);
    auto s = endRoundWith(*g, 26, 24);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::CapReached);
    EXPECT_EQ(s->result(), Result::Undecided);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{26, 24}));
    EXPECT_EQ(endedByOf(s->endReason(), s->progress().roundsByGuard), EndedBy::Cap);
}

// G-3: repeating round starts prove nothing, so they end no match. Ludii's rules (ludii-code
// without the relay quirk and its limit): after a round ending 47-3, North keeps his 3 counters
// in hand with no hole to fill, passes through every round, and South takes all the board each
// time, so every round starts from the same position. The match is not ended as a cycle: it
// runs to the round cap (here 12) and is reported as capped, with the totals still 47-3.
TEST(G3_MatchCycle, RepeatingRoundStartsRunToTheCap) {
    OptionValues v = khutkaInfo().defaults();
    for (const auto &[k, val] :
         std::initializer_list<std::pair<const char *, const char *>>{{"first_player", "south"},
                                                                      {"dead_adjacency", "empty_hole"},
                                                                      {"four", "owner_after_segment"},
                                                                      {"no_move", "pass"},
                                                                      {"round_end", "one_left"},
                                                                      {"refill", "fill"},
                                                                      {"fill_order", "player_choice"},
                                                                      {"pooled_five", "reserve"},
                                                                      {"kungidar", "ludii_inverted"},
                                                                      {"remainder_trigger", "ludii_postfill_lt5"},
                                                                      {"two_transfer", "none"},
                                                                      {"bha_chooser", "ludii_mover"},
                                                                      {"bha_capture", "after_segment"},
                                                                      {"round_starter", "ludii_incidental"},
                                                                      {"match_end", "ludii_zero"}})
        v[k] = val;
    const GameInfo info = khutkaInfo();
    Reading r{info.id, "t", "t", "", "", v, ""};
    Limits lim;
    lim.maxRounds = 12;
    auto g = tworowtest::gameOfReading(info, makeKhutkaGame, r, lim);
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
    EXPECT_EQ(s->endReason(), EndReason::CapReached);
    EXPECT_EQ(s->result(), Result::Undecided);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{47, 3}));
    EXPECT_EQ(s->progress().rounds, 12);
    EXPECT_EQ(counterSum(ks(*s)), 50);
}
