// MCTS worth climbing (issue 39): budgets of time as well as playouts, and the tree kept between
// the decisions of a match, which never makes a match depend on the matches before it.
#include "support/run_options.h"
#include "nim_game.h"
#include "sim/agents.h"
#include "sim/runner.h"

#include <gtest/gtest.h>

using namespace rulelab;

namespace {

using fixture::nim;

AgentSpec spec(const std::string &text) {
    AgentSpec s;
    std::string error;
    EXPECT_TRUE(parseAgentSpec(text, s, error)) << text << ": " << error;
    return s;
}

}  // namespace

TEST(Mcts, BudgetsOfTimeAndTheKeptTreeParseAndPrintBack) {
    AgentSpec s = spec("mcts:0.1s");
    EXPECT_TRUE(s.timed());
    EXPECT_DOUBLE_EQ(s.seconds, 0.1);
    EXPECT_EQ(s.text(), "mcts:0.1s");
    s = spec("mcts:250ms:reuse");
    EXPECT_DOUBLE_EQ(s.seconds, 0.25);
    EXPECT_TRUE(s.reuse);
    EXPECT_EQ(s.text(), "mcts:0.25s:reuse");
    s = spec("mcts:300:reuse");
    EXPECT_FALSE(s.timed());
    EXPECT_EQ(s.strength, 300);
    EXPECT_EQ(s.text(), "mcts:300:reuse");
    EXPECT_FALSE(s == spec("mcts:300")) << "keeping the tree is another agent";
    for (const char *text : {"mcts:0.1s", "mcts:300:reuse", "mcts:2s:reuse", "mcts:300"})
        EXPECT_EQ(spec(spec(text).text()), spec(text)) << text;
    std::string error;
    for (const auto &[text, message] :
         {std::pair{"mcts:0s", "from 1ms to 3600s"}, std::pair{"mcts:5000s", "from 1ms to 3600s"},
          std::pair{"mcts:10:keep", "only ':reuse'"}, std::pair{"mcts:1.5", "time per move such as 0.1s"},
          std::pair{"mcts:ms", "the strength"}}) {
        EXPECT_FALSE(parseAgentSpec(text, s, error)) << text;
        EXPECT_NE(error.find(message), std::string::npos) << text << ": " << error;
    }
}

// Match 37 of a run is the same whether the agents played 36 matches before it on that thread or
// none: a kept tree is forgotten when a match begins. And on one thread or two, every move.
TEST(Mcts, AKeptTreeLeavesEachMatchToItsSeed) {
    auto g = nim({"pile=15"});
    RunOptions all = testsupport::runOptions(48, 4, {.threads = 1, .moves = true});
    all.swapSeats = true;
    all.agents = {spec("mcts:40:reuse"), spec("greedy")};
    const auto one = runMatches(*g, "x", all);
    RunOptions two = all;
    two.threads = 2;
    const auto parallel = runMatches(*g, "x", two);
    ASSERT_EQ(one.size(), parallel.size());
    for (size_t i = 0; i < one.size(); ++i) EXPECT_EQ(one[i].moves, parallel[i].moves) << i;
    RunOptions alone = all;
    alone.firstIndex = 37;
    alone.matches = 1;
    const auto single = runMatches(*g, "x", alone);
    ASSERT_EQ(single.size(), 1u);
    EXPECT_EQ(single[0].moves, one[37].moves);
    // Self-play (one agent in both seats keeps one tree for both) is as reproducible.
    all.agents = {spec("mcts:40:reuse"), spec("mcts:40:reuse")};
    two.agents = all.agents;
    const auto selfOne = runMatches(*g, "x", all), selfTwo = runMatches(*g, "x", two);
    for (size_t i = 0; i < selfOne.size(); ++i) EXPECT_EQ(selfOne[i].moves, selfTwo[i].moves) << i;
}

// The kept tree is found again: one agent in both seats (self-play) finds the position after its
// own move and the opponent's below the move it chose, and inherits that subtree's playouts; a new
// match, a position from elsewhere, or an agent that does not keep its tree start afresh.
TEST(Mcts, TheKeptTreeIsFoundBelowTheMoveChosen) {
    auto g = nim({"first_player=first", "pile=40"});
    auto s = g->newInitialState();
    auto keeper = makeAgent(spec("mcts:300:reuse"), *g), fresh = makeAgent(spec("mcts:300"), *g);
    Rng rng(9), rng2(9);
    MoveList legal;
    keeper->newMatch();
    s->legalMoves(legal);
    s->apply(keeper->choose(*s, legal, rng));
    EXPECT_EQ(keeper->inheritedPlayouts(), 0) << "the first decision of a match";
    for (int ply = 0; ply < 3; ++ply) {
        s->legalMoves(legal);
        const Move m = keeper->choose(*s, legal, rng);
        EXPECT_GT(keeper->inheritedPlayouts(), 0) << ply;
        EXPECT_LT(keeper->inheritedPlayouts(), 300 + ply * 300) << "a subtree, not the whole tree";
        fresh->choose(*s, legal, rng2);
        EXPECT_EQ(fresh->inheritedPlayouts(), 0);
        s->apply(m);
    }
    // Two plies below (the opponent moved in between): found as well.
    s->legalMoves(legal);
    const Move mine = keeper->choose(*s, legal, rng);
    s->apply(mine);
    s->legalMoves(legal);
    s->apply(legal[0]);
    s->legalMoves(legal);
    keeper->choose(*s, legal, rng);
    EXPECT_GT(keeper->inheritedPlayouts(), 0);
    // A new match forgets it; so does a position not below the last decision.
    keeper->newMatch();
    s->legalMoves(legal);
    keeper->choose(*s, legal, rng);
    EXPECT_EQ(keeper->inheritedPlayouts(), 0);
    auto start = g->newInitialState();
    start->legalMoves(legal);
    keeper->choose(*start, legal, rng);
    EXPECT_EQ(keeper->inheritedPlayouts(), 0) << "the start is not below a later position";
}

// A budget of time plays legal, sensible moves: the winning move of a small pile (take one of
// five, leaving a multiple of four). Only the choices are checked, never how long they took.
TEST(Mcts, ABudgetOfTimeFindsTheWinningMove) {
    auto g = nim({"first_player=first", "pile=5"});
    auto s = g->newInitialState();
    MoveList legal;
    s->legalMoves(legal);
    int right = 0;
    for (uint64_t seed = 0; seed < 10; ++seed) {
        auto agent = makeAgent(spec("mcts:0.05s"), *g);
        Rng rng(seed);
        right += agent->choose(*s, legal, rng) == 1;
    }
    EXPECT_GE(right, 8);
}
