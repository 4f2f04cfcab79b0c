// Agents: each plays the move its definition says, on positions worked out by hand.
#include "support/run_options.h"
#include "nim_game.h"
#include "sim/agents.h"
#include "sim/runner.h"

#include <gtest/gtest.h>

using namespace rulelab;

namespace {

using fixture::nim;

Move choose(const AgentSpec &spec, const Game &g, const State &s, uint64_t seed) {
    auto agent = makeAgent(spec, g);
    MoveList legal;
    s.legalMoves(legal);
    Rng rng(seed);
    return agent->choose(s, legal, rng);
}

}  // namespace

TEST(Agents, SpecsParseAndRefuseNonsense) {
    AgentSpec s;
    std::string error;
    ASSERT_TRUE(parseAgentSpec("mcts:250", s, error));
    EXPECT_EQ(s.kind, AgentSpec::Mcts);
    EXPECT_EQ(s.strength, 250);
    ASSERT_TRUE(parseAgentSpec("search", s, error));
    EXPECT_EQ(s.text(), "search:4");
    EXPECT_FALSE(parseAgentSpec("greedy:3", s, error));
    EXPECT_NE(error.find("takes no strength"), std::string::npos);
    EXPECT_FALSE(parseAgentSpec("search:0", s, error));
    EXPECT_FALSE(parseAgentSpec("search:x", s, error));
    EXPECT_FALSE(parseAgentSpec("minimax", s, error));
    EXPECT_NE(error.find("agents: random, greedy, mcts:PLAYOUTS, search:DEPTH"), std::string::npos);
    std::array<AgentSpec, 2> pair;
    ASSERT_TRUE(parseAgentPair("mcts:10,random", pair, error));
    EXPECT_EQ(pair[0].text(), "mcts:10");
    EXPECT_EQ(pair[1].text(), "random");
    ASSERT_TRUE(parseAgentPair("greedy", pair, error));
    EXPECT_EQ(pair[1].text(), "greedy");
    EXPECT_FALSE(parseAgentPair("random,random,random", pair, error));
}

// Nim scores are the counters a player has taken, so the best immediate gain is to take
// as many as allowed: 3 from a pile of 21 (take 1-3), 2 from a pile of 2.
TEST(Agents, GreedyTakesTheLargestImmediateGain) {
    auto g = nim({"first_player=first"});
    auto s = g->newInitialState();
    for (uint64_t seed = 0; seed < 10; ++seed) EXPECT_EQ(choose({AgentSpec::Greedy, 0}, *g, *s, seed), 3);
    s->apply(3);
    s->apply(3);
    s->apply(3);
    s->apply(3);
    s->apply(3);
    s->apply(3);  // pile 3
    s->apply(1);  // pile 2
    EXPECT_EQ(choose({AgentSpec::Greedy, 0}, *g, *s, 1), 2);
}

// Pile 5, take 1-3, last counter wins: taking 1 leaves 4, a lost position for the opponent
// (whatever k it takes, we take 4 - k). Taking 2 or 3 leaves 3 or 2, which the opponent takes.
TEST(Agents, SearchFindsTheWinningMove) {
    auto g = nim({"first_player=first", "pile=5"});
    auto s = g->newInitialState();
    for (uint64_t seed = 0; seed < 5; ++seed) EXPECT_EQ(choose({AgentSpec::Search, 6}, *g, *s, seed), 1);
    // Misere (last counter loses), pile 6: leave 5 = 4k + 1 by taking 1.
    auto m = nim({"first_player=first", "pile=6", "misere=true"});
    auto ms = m->newInitialState();
    EXPECT_EQ(choose({AgentSpec::Search, 8}, *m, *ms, 3), 1);
}

TEST(Agents, MctsFindsTheWinningMove) {
    auto g = nim({"first_player=first", "pile=5"});
    auto s = g->newInitialState();
    int right = 0;
    for (uint64_t seed = 0; seed < 20; ++seed) right += choose({AgentSpec::Mcts, 400}, *g, *s, seed) == 1;
    EXPECT_GE(right, 18);
}

// A stronger agent wins more, from either seat: search beats random at pile 10 (misere or
// not); mcts beats random.
TEST(Agents, StrengthShowsInResults) {
    auto g = nim({"pile=10"});
    RunOptions o = testsupport::runOptions(200, 3);
    o.swapSeats = true;
    o.agents = {AgentSpec{AgentSpec::Mcts, 200}, AgentSpec{}};
    int aWins = 0;
    for (const auto &r : runMatches(*g, "mcts-vs-random", o)) {
        const int winner = r.result == Result::Win0 ? 0 : 1;
        aWins += (winner == 0) != (r.swapped != 0);
    }
    EXPECT_GT(aWins, 150);
}

TEST(Agents, AgentMatchesAreReproducibleAcrossThreadCounts) {
    auto g = nim({"pile=15"});
    RunOptions one = testsupport::runOptions(64, 8, {.threads = 1, .moves = true});
    one.agents = {AgentSpec{AgentSpec::Mcts, 50}, AgentSpec{AgentSpec::Greedy, 0}};
    one.swapSeats = true;
    RunOptions two = one;
    two.threads = 2;
    const auto a = runMatches(*g, "x", one), b = runMatches(*g, "x", two);
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].moves, b[i].moves) << i;
        EXPECT_EQ(a[i].swapped, static_cast<int8_t>(i % 2)) << i;
    }
}
