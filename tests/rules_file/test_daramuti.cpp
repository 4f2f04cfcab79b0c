// Hand-traced rule tests for Daramuti written as a rules file (issue 36): data/games/daramuti.json,
// two rows of seven holes with four counters each (56), after Parker 1909 as Ludii's rules text
// summarises him. The landing hole relays; a last counter fallen into an empty hole takes the hole
// facing it (capture = opposite_empty_landing). Hole h faces h(13-h). A pass is move 14.
//
//      N  h13 h12 h11 h10 h9 h8 h7
//      S  h0  h1  h2  h3  h4 h5 h6
//
// "L" is the hole the last counter of a sowing falls into; "take" puts a hole into the mover's store.

#include "analogue_util.h"

using namespace analoguetest;

// The opening, traced from the summary's relay and capture:
//   before  N   4  4  4  4  4  4  4
//           S   4  4  4  4  4  4  4
//   South sows h0 (4): h1..h4 -> 5. L = h4 held 4: lift it (5), sow h5..h9 -> 5. L = h9 held 4:
//   lift it (5), sow h10..h13 -> 5 and h0 -> 1. L = h0 was empty (it was lifted): take h13 (5),
//   the hole facing it.
//   after   N   0  5  5  5  0  5  5      South's store 5
//           S   1  5  5  5  0  5  5
TEST(Daramuti, OpeningRelaysFromLandingHolesAndTakesTheHoleFacing) {
    for (const char *reading : {"parker-summary", "to-move-ends"}) {
        auto g = readingGame(kDaramuti, reading, {"first_player=south"});
        ASSERT_TRUE(g);
        auto s = g->newInitialState();
        EXPECT_EQ(holesOf(*s), Holes(14, 4));
        EXPECT_EQ(legal(*s), (std::vector<Move>{0, 1, 2, 3, 4, 5, 6}));
        s->apply(0);
        EXPECT_EQ(holesOf(*s), (Holes{1, 5, 5, 5, 0, 5, 5, 5, 5, 0, 5, 5, 5, 0})) << reading;
        EXPECT_EQ(store(*s, kSouthSeat), 5);
        EXPECT_EQ(s->progress().laps, 3);
        EXPECT_EQ(s->progress().captures, 1);
        EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    }
}

// A single counter waits while a larger hole exists, and the hole facing an empty landing is taken
// from the player's own row too.
//   before  N   0  0  0  3  0  0  0      stores: South 20, North 29
//           S   1  0  2  0  0  0  1
//   South may sow h2 only. h2 (2): h3, h4. L = h4 was empty: take h9, the hole facing it: North's,
//   empty, nothing. North sows h10 (3): h11, h12, h13. L = h13 was empty: take h0 (1), facing it,
//   in South's row.
//   after   N   1  1  1  0  0  0  0      North's store 30
//           S   0  0  0  1  1  0  1
TEST(Daramuti, SingleCountersWaitAndTheFacingHoleMayBeInEitherRow) {
    auto g = readingGame(kDaramuti, "parker-summary");
    ASSERT_TRUE(g);
    auto s = startAt(*g, Holes{1, 0, 2, 0, 0, 0, 1, 0, 0, 0, 3, 0, 0, 0}, kSouthSeat, {20, 29});
    EXPECT_EQ(legal(*s), (std::vector<Move>{2}));
    s->apply(2);
    EXPECT_EQ(holesOf(*s), (Holes{1, 0, 0, 1, 1, 0, 1, 0, 0, 0, 3, 0, 0, 0}));
    EXPECT_EQ(store(*s, kSouthSeat), 20);
    ASSERT_EQ(legal(*s), (std::vector<Move>{10}));
    s->apply(10);
    EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 1, 1, 1}));
    EXPECT_EQ(store(*s, kNorthSeat), 30);
    EXPECT_FALSE(s->isTerminal());
}

// The end: "the round ends when one player's holes are empty".
//   before  N   2  0  0  0  0  0  0      stores: South 30, North 23
//           S   0  0  0  0  0  0  1
//   South sows h6 (1): h7. L = h7 was empty: take h6, the hole facing it, which he has just
//   emptied: nothing. South's row is empty.
//   after   N   2  0  0  0  0  0  1
//           S   0  0  0  0  0  0  0
// DM1 (row_empty): the game ends; each takes his own row: North 23 + 3 = 26, South 30 wins.
// DM2 (no_move): North is to move and has counters: he must sow h13 (2; his single counter waits):
//   h0, h1. L = h1 was empty: take h12, facing it: empty. South may sow again.
//   after   N   0  0  0  0  0  0  1
//           S   1  1  0  0  0  0  0
TEST(Daramuti, TheGameEndsWhenARowIsEmptyOrWhenThePlayerToMoveHasNothing) {
    const Holes before{0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 2};
    expectMoveEmptiesTheBoardAndEnds(readingGame(kDaramuti, "parker-summary"), before, kSouthSeat, {30, 23}, 6, {30, 26},
                                     Result::Win0);
    {
        auto s = playedFrom(readingGame(kDaramuti, "to-move-ends"), before, kSouthSeat, {30, 23}, 6);
        ASSERT_TRUE(s);
        EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2}));
        EXPECT_FALSE(s->isTerminal());
        ASSERT_EQ(legal(*s), (std::vector<Move>{13}));
        s->apply(13);
        EXPECT_EQ(holesOf(*s), (Holes{1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0}));
        EXPECT_FALSE(s->isTerminal());
        EXPECT_EQ(legal(*s), (std::vector<Move>{0, 1}));
    }
}

// Every reading plays a whole match to an end (any end reason) from a fixed seed.
TEST(Daramuti, EveryReadingPlaysAMatchToAnEnd) { everyReadingPlaysToAnEnd(kDaramuti, {"parker-summary", "to-move-ends"}); }
