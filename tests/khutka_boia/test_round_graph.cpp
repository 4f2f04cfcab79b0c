// The round-level graph of Khutka Boia matches (issue 9): configurations between rounds as
// nodes, observed transitions as weighted edges, ends as absorbing nodes.
#include "support/run_options.h"
#include "graph/round_graph.h"
#include "graph/state_graph.h"
#include "khutka_test_util.h"

using namespace kbtest;

// Every hole live, no status: the set-up of round 1, in the configuration's own words.
TEST(RoundGraph, FirstRoundConfigurationIsTheFullBoard) {
    auto g = makeGame();
    EXPECT_EQ(g->newInitialState()->roundConfiguration(), "S live: h0 h1 h2 h3 h4 | N live: h5 h6 h7 h8 h9");
}

// Single rounds: one configuration, and every match goes from it to an end.
TEST(RoundGraph, SingleRoundsGoStraightToAnEnd) {
    auto g = makeGame({"match_end=fixed_rounds", "rounds=1"});
    RunOptions o = testsupport::runOptions(300, 4, {.moves = true});
    const RoundGraph rg = buildRoundGraph(*g, runMatches(*g, "single", o));
    EXPECT_EQ(rg.matches, 300);
    ASSERT_GE(rg.labels.size(), 2u);
    EXPECT_EQ(rg.labels[0], "S live: h0 h1 h2 h3 h4 | N live: h5 h6 h7 h8 h9");
    EXPECT_EQ(rg.visits[0], 300);
    int64_t ends = 0;
    for (size_t v = 1; v < rg.labels.size(); ++v) {
        EXPECT_TRUE(rg.absorbing[v]) << rg.labels[v];
        ends += rg.visits[v];
        EXPECT_EQ(rg.edges.at({0u, static_cast<uint32_t>(v)}), rg.visits[v]);
    }
    EXPECT_EQ(ends, 300);
    EXPECT_EQ(rg.cyclicComponents, 0);
}

// Full matches: visits of configurations add up to the rounds played, each match ends in
// exactly one absorbing node, and the flow through every configuration is conserved.
TEST(RoundGraph, FlowIsConservedOverFullMatches) {
    auto g = makeGame({"first_player=random", "no_move=each_takes_own_row"});
    RunOptions o = testsupport::runOptions(300, 9, {.moves = true});
    const auto recs = runMatches(*g, "reconstruction", o);
    const RoundGraph rg = buildRoundGraph(*g, recs);
    int64_t rounds = 0;
    for (const auto &r : recs) rounds += r.progress.rounds;
    int64_t configVisits = 0, endVisits = 0;
    for (size_t v = 0; v < rg.labels.size(); ++v) (rg.absorbing[v] ? endVisits : configVisits) += rg.visits[v];
    EXPECT_EQ(configVisits, rounds);
    EXPECT_EQ(endVisits, 300);
    std::vector<int64_t> in(rg.labels.size(), 0), out(rg.labels.size(), 0);
    for (const auto &[k, w] : rg.edges) {
        out[k.first] += w;
        in[k.second] += w;
        EXPECT_FALSE(rg.absorbing[k.first]);  // nothing leaves an end
    }
    // The start configuration is entered 300 times from outside; every other is entered as
    // often as it is played; every configuration is left as often as it is played.
    for (size_t v = 0; v < rg.labels.size(); ++v) {
        if (rg.absorbing[v]) continue;
        EXPECT_EQ(out[v], rg.visits[v]) << rg.labels[v];
        EXPECT_EQ(in[v] + (v == 0 ? 300 : 0), rg.visits[v]) << rg.labels[v];
    }
    EXPECT_TRUE(rg.hasRounds);
    EXPECT_GT(rg.labels.size(), 3u);  // hole elimination produces other set-ups
}

// The state graph finds the catalogue's perpetual relay (section 1.4): from the board
// h0..h9 = 0 1 0 1 0 1 0 1 2 1 with North to move, sowing h8 never ends. A relay cycles inside
// one move, so in the graph of positions between moves it is the move h8 leading to a terminal
// with end reason relay_loop (G-1), and no other start does.
TEST(StateGraphKhutka, PerpetualRelayPositionIsFound) {
    auto g = makeGame({"relay_loop=abort_report"});
    auto s = g->newInitialState();
    //   N 1 2 1 0 1
    //   S 0 1 0 1 0
    setRows(ks(*s), Rows{{1, 2, 1, 0, 1}, {0, 1, 0, 1, 0}}, kNorth);
    ExploreOptions o;
    o.maxNodes = 2000;
    const StateGraph sg = explore(*g, s.get(), o);
    int loops = 0;
    for (uint64_t e = sg.outStart[0]; e < sg.outStart[1]; ++e) {
        const GraphNode &n = sg.nodes[sg.target[e]];
        const bool loop = n.player == kTerminalPlayer && n.endReason == EndReason::RelayLoop;
        EXPECT_EQ(loop, sg.move[e] == 8) << "move " << sg.move[e];
        loops += loop;
    }
    EXPECT_EQ(loops, 1);
    EXPECT_GE(analyse(sg).terminalsByEndReason.at("relay_loop"), 1);
}
