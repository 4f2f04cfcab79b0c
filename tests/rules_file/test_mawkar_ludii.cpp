// Hand-traced tests of Mawkar Katiya's `ludii-code` reading (issue 36): the later games of Ludii's
// program Mawkar Katiya.lud, which the rules short_hole = loser_remainder, surplus_capture =
// sown_holes, fill_order = from_own_right and round_starter = fewer_fills give, and its fill moves
// in Ludii's count (ludii_limit = on). As in test_mawkar_pallankuli_kanji.cpp, each test builds the
// reading's game through the rules-file plugin, sets up a board, plays and checks every hole
// against a trace done by hand from the program.
//
// The drawings show North's row on top as South sees it and South's row below; the holes run
// anticlockwise here (the program sows clockwise: its left-most holes are h6 and h13 here):
//
//      N  h13 h12 h11 h10 h9 h8 h7
//      S  h0  h1  h2  h3  h4 h5 h6
//
// "*" marks the short hole, "x" a hole out of play, "L" the hole of a sowing's last counter.

#include "analogue_util.h"

#include <string>

using namespace analoguetest;

namespace {

// Ludii's turns and moves so far (the state text's guards field: stalled rounds, turns, moves).
std::string ludiiCount(const State &s) {
    const std::string text = s.serialize();
    const size_t at = text.find(" guards=");
    return text.substr(at + 8, text.find(' ', at + 8) - at - 8);
}

}  // namespace

// Game 1 ends, the refill gives the loser a short hole, and the loser begins game 2.
//   before  N  0 0 0 0 0 0 0      stores: South 35, North 34
//           S  0 0 0 0 0 1 0
//   South sows h5 (1): h6. L = h6; h7 is empty: take h6 (1), the hole facing h7. The board is
//   empty: South 36, North 34. South has more: he fills all seven holes from his left (h6, h5,
//   ..., h0) and sets 1 aside, his surplus. North fills h13 .. h8 with six fives and puts his 4
//   into h7, South's short hole; his number is 4. The program's fills, one a move from North (the
//   player after the round's last mover): N S N S ... (7 each), then North passes and South passes:
//   16 moves, each a turn, and North, after the last pass, begins.
//   round 2 N  5 5 5 5 5 5 4*     reserves: South 1, North 0
//           S  5 5 5 5 5 5 5
//   North sows h13 (5): h0..h4 -> 6. L = h4; h5 (5): lift, sow h6 -> 6, h7* passed over (South's),
//   h8..h11 -> 6. L = h11; h12 (5): lift, sow h13 -> 1, h0..h3 -> 7. L = h3; h4 (6): lift, sow
//   h5 -> 1, h6 -> 7, h7* passed over, h8..h11 -> 7. L = h11; h12 is empty: take h1 (7), facing it.
//   No sowing passed a hole holding 4 but the short hole, which is not North's.
//   after   N  1 0 7 7 7 7 4*     North's store 7
//           S  7 0 7 7 0 1 7
TEST(MawkarLudiiCode, TheLoserFillsAShortHoleAndBegins) {
    auto g = readingGame(kMawkarKatiya, "ludii-code");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    ASSERT_FALSE(s->isChance());  // South begins
    setBoard(*s, Holes{0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0}, kSouthSeat, {35, 34});
    s->apply(5);
    expectNewRound(*s, 2, kNorthSeat, Holes{5, 5, 5, 5, 5, 5, 5, 4, 5, 5, 5, 5, 5, 5}, {1, 0});
    const auto &p = pach(*s).pos();
    EXPECT_EQ(p.board.special, 7);
    EXPECT_EQ(p.board.specialOwner, kSouthSeat);
    EXPECT_EQ(p.surplus[0], 1);
    EXPECT_EQ(p.surplus[1], 4);
    EXPECT_EQ(legal(*s), (std::vector<Move>{8, 9, 10, 11, 12, 13}));  // never the short hole
    EXPECT_EQ(ludiiCount(*s), "0,17,17");                             // South's turn and the 16 fill moves
    s->apply(13);
    EXPECT_EQ(holesOf(*s), (Holes{7, 0, 7, 7, 0, 1, 7, 4, 7, 7, 7, 7, 0, 1}));
    EXPECT_EQ(store(*s, kNorthSeat), 7);
    EXPECT_EQ(s->progress().laps, 5);  // South's one and North's four
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);
}

// The short hole's owner sows into it and takes one counter; the game ends when every other hole
// is empty, and he takes what the short hole holds.
//   before  N  0 0 0 0 0 0 2*     South's short hole h7; stores South 40, North 27
//           S  0 0 0 0 0 0 1
//   South sows h6 (1): h7* -> 3. L = h7*; h8 is empty, and so is h5, facing it: nothing. The sown
//   holes h6, h7*: h7* is South's, his number is 0: he takes one counter (3 -> 2). Every hole but
//   the short hole is empty: the game ends and South takes its 2. South 43, North 27.
//   The refill: South fills seven holes and sets 8 aside (his number); North fills h13..h9 and puts
//   2 into h8, South's short hole; h7 is out of play. The fills: North (after South's move) 6,
//   South 7: North, with fewer holes to fill, passes first and South after him, so North begins.
//   round 2 N  5 5 5 5 5 2* x     reserves: South 8, North 0
//           S  5 5 5 5 5 5 5
TEST(MawkarLudiiCode, TheShortHoleEndsTheGameWithItsOwner) {
    auto g = readingGame(kMawkarKatiya, "ludii-code");
    ASSERT_TRUE(g);
    auto s = startAt(*g, Holes{0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0}, kSouthSeat, {40, 27});
    pach(*s).pos().board.special = 7;
    pach(*s).pos().board.specialOwner = kSouthSeat;
    s->apply(6);
    ASSERT_FALSE(s->isTerminal());
    EXPECT_EQ(s->progress().rounds, 2);
    EXPECT_EQ(holesOf(*s), (Holes{5, 5, 5, 5, 5, 5, 5, -1, 2, 5, 5, 5, 5, 5}));
    const auto &p = pach(*s).pos();
    EXPECT_EQ(p.lastRoundTotals[0], 43);
    EXPECT_EQ(p.lastRoundTotals[1], 27);
    EXPECT_EQ(p.board.special, 8);
    EXPECT_EQ(p.surplus[0], 8);
    EXPECT_EQ(p.surplus[1], 2);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{9, 10, 11, 12, 13}));
}

// A player left with fewer than five has only his short hole, which he may not sow: he passes
// while the other plays the game out, and loses it all (the program's match ends when a player has
// nothing). Here North has 3.
//   before  N  0 0 0 0 0 0 0      stores: South 66, North 3
//           S  0 0 0 0 0 1 0
//   South sows h5 (1): h6; takes h6 (facing the empty h7). South 67, North 3. Refill: South fills
//   seven holes, sets 32 aside; North puts his 3 into h13, South's short hole; h7..h12 are out of
//   play. North, with one hole to fill, begins, and can only pass.
TEST(MawkarLudiiCode, AShortHoleAloneCannotBeSown) {
    auto s = playedFrom(readingGame(kMawkarKatiya, "ludii-code"), Holes{0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0}, kSouthSeat,
                        {66, 3}, 5);
    ASSERT_TRUE(s);
    ASSERT_FALSE(s->isTerminal());
    EXPECT_EQ(holesOf(*s), (Holes{5, 5, 5, 5, 5, 5, 5, -1, -1, -1, -1, -1, -1, 3}));
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{14}));  // the pass
}

TEST(MawkarLudiiCode, PlaysToAnEnd) {
    for (uint64_t seed : {1u, 2u, 3u}) playsToAnEnd(kMawkarKatiya, "ludii-code", seed);
}
