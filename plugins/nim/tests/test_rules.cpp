// plugins/nim/tests/test_rules.cpp
// Nim's rules traced by hand on small piles (data/sources/nim.json: N-1 to N-3).
#include "nim_test_support.h"

#include <gtest/gtest.h>

#include <vector>

using namespace rulelab;
using namespace rulelab::nim;

namespace {

std::vector<Move> movesOf(const State &s) {
    MoveList list;
    s.legalMoves(list);
    std::vector<Move> out;
    for (int i = 0; i < list.size; ++i) out.push_back(list[i]);
    return out;
}

}  // namespace

// N-1, N-2: pile 5, first seat starts, one to three a turn.
//   5 --First takes 3--> 2 --Second takes 2--> 0: Second took the last counter and wins (N-3).
TEST(NimRules, TheTakerOfTheLastCounterWins) {
    const auto game = nimWith({"pile=5", "first_player=first"});
    ASSERT_TRUE(game);
    auto s = game->newInitialState();
    EXPECT_EQ(s->currentPlayer(), 0);
    EXPECT_EQ(movesOf(*s), (std::vector<Move>{1, 2, 3}));
    s->apply(3);
    EXPECT_EQ(s->currentPlayer(), 1);
    EXPECT_EQ(movesOf(*s), (std::vector<Move>{1, 2})) << "no more than the pile holds";
    s->apply(2);
    EXPECT_EQ(s->currentPlayer(), kTerminalPlayer);
    EXPECT_EQ(s->result(), Result::Win1);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{3, 2}));
}

// N-3, misere: the same moves, and Second, who took the last counter, loses.
TEST(NimRules, InMisereTheTakerOfTheLastCounterLoses) {
    const auto game = nimWith({"pile=5", "first_player=first", "misere=true"});
    ASSERT_TRUE(game);
    auto s = game->newInitialState();
    s->apply(3);
    s->apply(2);
    EXPECT_EQ(s->result(), Result::Win0);
}

// N-2: one or two a turn.
TEST(NimRules, OneOrTwoLimitsTheTake) {
    const auto game = nimWith({"pile=5", "first_player=first", "take=one_or_two"});
    ASSERT_TRUE(game);
    EXPECT_EQ(movesOf(*game->newInitialState()), (std::vector<Move>{1, 2}));
}

// first_player = random: a fair chance event names the seat that starts.
TEST(NimRules, ARandomStartIsAFairChanceEvent) {
    const auto game = nimWith({"pile=5"});
    ASSERT_TRUE(game);
    auto s = game->newInitialState();
    EXPECT_EQ(s->currentPlayer(), kChancePlayer);
    EXPECT_TRUE(movesOf(*s).empty());
    ChanceList chance;
    s->chanceOutcomes(chance);
    ASSERT_EQ(chance.size, 2);
    EXPECT_DOUBLE_EQ(chance[0].probability + chance[1].probability, 1.0);
    s->apply(1);
    EXPECT_EQ(s->currentPlayer(), 1) << "the chance move names the seat that starts";
}

TEST(NimRules, AValueOutsideTheOptionIsRefused) {
    EXPECT_FALSE(nimWith({"take=one_to_nine"}));
    EXPECT_FALSE(nimWith({"pile=0"}));
}
