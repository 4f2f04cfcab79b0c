// Usage maps (issue 20) as the two-row kit counts them in Khutka Boia: every hole's counters
// lifted, sown and captured, traced by hand from the rule passages of the catalogue (KB-7 relay,
// KB-8 capture, KB-11 one_left and leftover); a relay cut back at its repeated state (G-1
// end_turn_no_capture) counts only what stands; refills count nothing; copies never count; and
// the runner records each match's map. Boards are drawn N h9 h8 h7 h6 h5 / S h0 h1 h2 h3 h4.
#include "support/run_options.h"
#include "khutka_test_util.h"

#include "sim/runner.h"

using namespace kbtest;

namespace {

uint32_t at(const CellUsage &u, UsageKind k, int hole) { return u.count[static_cast<size_t>(k)][static_cast<size_t>(hole)]; }

// The counts of one kind over the ten holes, h0 first.
std::vector<uint32_t> kind(const CellUsage &u, UsageKind k) {
    std::vector<uint32_t> v;
    for (int h = 0; h < kHoles; ++h) v.push_back(at(u, k, h));
    return v;
}

uint64_t sum(const CellUsage &u, UsageKind k) {
    uint64_t n = 0;
    for (int c = 0; c < kMaxUsageCells; ++c) n += u.count[static_cast<size_t>(k)][static_cast<size_t>(c)];
    return n;
}

using V = std::vector<uint32_t>;

// The relay and capture KB7_Relay traces: next_hole relay, single capture, no four rule.
std::unique_ptr<Game> relayGame() { return makeGame({"relay=next_hole", "capture=single", "four=none"}); }

// KB7_Relay's board, South to move:
//   N 0 2 0 0 0
//   S 2 0 1 3 0
std::unique_ptr<State> relayBoard(const Game &g) { return startAt(g, Rows{{0, 2, 0, 0, 0}, {2, 0, 1, 3, 0}}, kSouth); }

}  // namespace

// KB-7 next_hole with a KB-8 single capture (the board of KB7_Relay.NextHoleOrLandingHole).
//   before  N 0 2 0 0 0
//           S 2 0 1 3 0
// South lifts h0 (2): h1, h2. L = h2; h3 (3) is occupied: South lifts h3 (3): h4, h5, h6.
// L = h6; h7 is empty: South captures h8 (2). The turn ends.
//   lifted    h0 2, h3 3
//   sown      h1 1, h2 1, h4 1, h5 1, h6 1
//   captured  h8 2
TEST(KhutkaUsage, ARelayAndACaptureCountEveryHoleAsTraced) {
    auto g = relayGame();
    auto s = relayBoard(*g);
    CellUsage u;
    s->setUsage(&u);
    s->apply(0);
    ASSERT_EQ(rows(ks(*s)), (Rows{{0, 0, 0, 1, 1}, {0, 1, 2, 0, 1}}));  // as KB7_Relay traces it
    EXPECT_EQ(kind(u, UsageKind::Lifted), (V{2, 0, 0, 3, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(kind(u, UsageKind::Sown), (V{0, 1, 1, 0, 1, 1, 1, 0, 0, 0}));
    EXPECT_EQ(kind(u, UsageKind::Captured), (V{0, 0, 0, 0, 0, 0, 0, 0, 2, 0}));
    EXPECT_EQ(sum(u, UsageKind::Landed), 0u);  // counters are sown, never landed
    // Nothing beyond the board's ten holes.
    for (int c = kHoles; c < kMaxUsageCells; ++c)
        for (int k = 0; k < kUsageKinds; ++k) EXPECT_EQ(at(u, static_cast<UsageKind>(k), c), 0u);
    // A second move adds to the same map: North lifts h6 (1): h7. L = h7; h8 is empty (just
    // captured): h9 is empty, nothing to capture.
    s->apply(6);
    EXPECT_EQ(kind(u, UsageKind::Lifted), (V{2, 0, 0, 3, 0, 0, 1, 0, 0, 0}));
    EXPECT_EQ(kind(u, UsageKind::Sown), (V{0, 1, 1, 0, 1, 1, 1, 1, 0, 0}));
    EXPECT_EQ(kind(u, UsageKind::Captured), (V{0, 0, 0, 0, 0, 0, 0, 0, 2, 0}));
}

// Without a counter nothing is counted, and a copy or a clone of a counting state starts
// without one: an agent's search on copies never counts into the match's map.
TEST(KhutkaUsage, CopiesAndClonesNeverCount) {
    auto g = relayGame();
    auto s = relayBoard(*g);
    CellUsage u;
    s->setUsage(&u);
    auto clone = s->clone();
    EXPECT_EQ(clone->usage(), nullptr);
    clone->apply(0);
    auto copy = g->newInitialState();
    copy->copyFrom(*s);
    EXPECT_EQ(copy->usage(), nullptr);
    copy->apply(0);
    EXPECT_EQ(sum(u, UsageKind::Lifted) + sum(u, UsageKind::Sown) + sum(u, UsageKind::Captured), 0u);
    // Assigning a position keeps the target's own counter.
    CellUsage v;
    copy->setUsage(&v);
    copy->copyFrom(*s);
    EXPECT_EQ(copy->usage(), &v);
    copy->apply(0);
    EXPECT_EQ(kind(v, UsageKind::Lifted), (V{2, 0, 0, 3, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(sum(u, UsageKind::Lifted), 0u);
}

// KB-11 one_left with the match going on: the last counter goes to its row's owner (a take,
// counted as captured from its hole), and the refill that follows places groups, which is not
// sowing and counts nothing.
//   before  N 0 0 0 2 0      South lifts h3 (1): h4. L = h4; h5 is empty: South captures h6 (2).
//           S 0 0 0 1 0      One counter is left, on h4: it goes to South, and the round ends.
//   lifted h3 1; sown h4 1; captured h6 2 and h4 1; the refilled holes nothing.
TEST(KhutkaUsage, TheLastCounterIsCapturedAndTheRefillIsNotSowing) {
    auto g =
        makeGame({"relay=next_hole", "capture=single", "four=none", "round_end=one_left", "match_end=fixed_rounds", "rounds=3"});
    auto s = startAt(*g, Rows{{0, 0, 0, 2, 0}, {0, 0, 0, 1, 0}}, kSouth, {0, 0}, {23, 24});
    CellUsage u;
    s->setUsage(&u);
    s->apply(3);
    ASSERT_FALSE(s->isTerminal());
    ASSERT_EQ(ks(*s).pos().lastRoundEnd, RoundEndCause::OneLeft);
    EXPECT_GT(ks(*s).pos().board.onBoard(kHoles) + ks(*s).pos().fillLeft[0] + ks(*s).pos().fillLeft[1], 0)
        << "the refill has begun";
    EXPECT_EQ(kind(u, UsageKind::Lifted), (V{0, 0, 0, 1, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(kind(u, UsageKind::Sown), (V{0, 0, 0, 0, 1, 0, 0, 0, 0, 0}));
    EXPECT_EQ(kind(u, UsageKind::Captured), (V{0, 0, 0, 0, 1, 0, 2, 0, 0, 0}));
}

// KB-11 leftover = split_evenly (the board of KB11_Leftover.RowOwnerLastCapturerSplitEvenly):
//   start   N 1 0 0 0 0      North lifts h9 (1): h0. L = h0; h1 is empty: North captures h2 (1).
//           S 0 0 1 0 0
//   then    N 0 0 0 0 0      South lifts h0 (1): h1. L = h1; h2 and h3 are empty: no capture.
//           S 1 0 0 0 0      No capture can follow: the round ends, and the counter on h1 is
//                            shared out: it leaves h1, captured from it.
//   lifted h9 1, h0 1; sown h0 1, h1 1; captured h2 1, h1 1.
TEST(KhutkaUsage, ALeftoverSplitCountsTheCountersItTakesFromTheirHoles) {
    Limits lim;
    lim.noCaptureTurns = 1;
    auto g = makeGame({"relay=next_hole", "capture=single", "four=none", "leftover=split_evenly", "no_move=pass",
                       "match_end=fixed_rounds", "rounds=1"},
                      lim);
    auto s = startAt(*g, Rows{{1, 0, 0, 0, 0}, {0, 0, 1, 0, 0}}, kNorth, {0, 0}, {23, 25});
    CellUsage u;
    s->setUsage(&u);
    s->apply(9);
    s->apply(0);
    ASSERT_TRUE(s->isTerminal());
    ASSERT_EQ(ks(*s).pos().lastRoundEnd, RoundEndCause::StallRule);
    EXPECT_EQ(kind(u, UsageKind::Lifted), (V{1, 0, 0, 0, 0, 0, 0, 0, 0, 1}));
    EXPECT_EQ(kind(u, UsageKind::Sown), (V{1, 1, 0, 0, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(kind(u, UsageKind::Captured), (V{0, 1, 1, 0, 0, 0, 0, 0, 0, 0}));
}

// G-1 end_turn_no_capture (the board of G1_RelayLoop.EndTurnNoCaptureStopsAtTheRepeat): North
// sows h8 and the relay cycles with period 50. The kit plays the turn once to find the cycle and
// again, from the start, up to the first repeated state; what the first, tentative play counted
// is taken back. So the map holds exactly the 51 segments the move stands for:
//  - the trace of the same move (which is rewound likewise) lifts and drops as the map counts;
//  - nothing is captured;
//  - every hole's sown minus lifted is its change on the board, from
//      N 1 2 1 0 1 / S 0 1 0 1 0   to   N 2 0 1 0 1 / S 1 1 0 1 0:
//    h0 +1, h8 -2, h9 +1, every other hole 0.
TEST(KhutkaUsage, ARelayCutBackAtItsRepeatCountsOnlyWhatStands) {
    auto g = makeGame({"relay_loop=end_turn_no_capture"});
    const Rows loop{{1, 2, 1, 0, 1}, {0, 1, 0, 1, 0}};
    auto s = startAt(*g, loop, kNorth);
    CellUsage u;
    s->setUsage(&u);
    s->apply(8);
    ASSERT_EQ(rows(ks(*s)), (Rows{{2, 0, 1, 0, 1}, {1, 1, 0, 1, 0}}));
    ASSERT_EQ(s->progress().laps, 51);
    auto traced = startAt(*g, loop, kNorth);
    Trace trace;
    traced->apply(8, &trace);
    V lifted(kHoles, 0), sown(kHoles, 0);
    int lifts = 0;
    for (const MicroStep &st : trace) {
        if (st.kind == StepKind::Lift) {
            lifted[static_cast<size_t>(st.cell)] += static_cast<uint32_t>(st.count);
            ++lifts;
        }
        if (st.kind == StepKind::Drop) sown[static_cast<size_t>(st.cell)] += 1;
    }
    EXPECT_EQ(lifts, 51);  // one lift a segment: the trace too holds only what stands
    EXPECT_EQ(kind(u, UsageKind::Lifted), lifted);
    EXPECT_EQ(kind(u, UsageKind::Sown), sown);
    EXPECT_EQ(sum(u, UsageKind::Captured), 0u);
    const int change[kHoles] = {1, 0, 0, 0, 0, 0, 0, 0, -2, 1};
    for (int h = 0; h < kHoles; ++h)
        EXPECT_EQ(static_cast<int>(at(u, UsageKind::Sown, h)) - static_cast<int>(at(u, UsageKind::Lifted, h)), change[h])
            << "h" << h;
    EXPECT_EQ(sum(u, UsageKind::Sown), sum(u, UsageKind::Lifted));
}

// The runner records each match's map (when asked): every counter lifted is sown, something
// was played, and the same match gives the same map on any thread count. Without recording,
// the records carry none.
TEST(KhutkaUsage, TheRunnerRecordsEveryMatchsMap) {
    auto g = makeGame();
    RunOptions o = testsupport::runOptions(24, 11, {.threads = 1});
    const auto one = runMatches(*g, "usage", o);
    o.threads = 2;
    const auto two = runMatches(*g, "usage", o);
    ASSERT_EQ(one.size(), 24u);
    ASSERT_EQ(two.size(), 24u);
    for (size_t i = 0; i < one.size(); ++i) {
        ASSERT_TRUE(one[i].hasUsage);
        EXPECT_GT(sum(one[i].usage, UsageKind::Lifted), 0u);
        EXPECT_EQ(sum(one[i].usage, UsageKind::Sown), sum(one[i].usage, UsageKind::Lifted)) << "match " << i;
        EXPECT_EQ(one[i].usage.count, two[i].usage.count) << "match " << i;
    }
    o.recordUsage = false;
    for (const auto &r : runMatches(*g, "usage", o)) EXPECT_FALSE(r.hasUsage);
}
