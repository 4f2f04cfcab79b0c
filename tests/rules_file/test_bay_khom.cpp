// Hand-traced tests of Bay Khom as Ludii's program plays it (data/games/bay-khom.json, reading
// ludii-code): two rows of five holes, the last of each row in sowing order (h4, h9) its owner's
// head, a store in the sowing loop. Moves: h (anticlockwise), 40 + h (clockwise), 20 + h (a four
// into hole h between rounds).
//
//      N  h9 h8 h7 h6 h5
//      S  h0 h1 h2 h3 h4
//
// "L" is the hole the last counter of a sowing falls into. Each expectation was traced by hand from
// Ludii's Bay Khom.lud (phases Sowing and BetweenRounds, define CaptureMove).

#include "analogue_util.h"

using namespace analoguetest;

namespace {

std::unique_ptr<Game> bayKhomLudiiCode() { return readingGame(kBayKhom, "ludii-code"); }

// A state of the reading with `holes` in play (every hole in the loop, `idle` starting no turn),
// after South has sown h3 anticlockwise.
std::unique_ptr<State> afterSouthSowsH3(const Game &g, const Holes &holes, uint16_t idle = 0) {
    auto s = g.newInitialState();
    setBoard(*s, holes, kSouthSeat, {0, 0});
    pach(*s).pos().idle = idle;
    s->apply(3);
    return s;
}

}  // namespace

// The start: four in each hole, five in each head, South first; the heads start no sowing, and
// every other hole may be sown either way.
TEST(BayKhom, LudiiCodeStartsWithHeadsThatCannotBeSown) {
    auto g = bayKhomLudiiCode();
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    EXPECT_EQ(holesOf(*s), (Holes{4, 4, 4, 4, 5, 4, 4, 4, 4, 5}));
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{0, 1, 2, 3, 40, 41, 42, 43}));
}

// The round ends when no hole either may start from is loaded (define AllRowsEmpty); each takes
// his own row, head included, and a player left with fewer than nine loses (phase Sowing's end).
//   before  N   8  0  0  0  0      South sows h3 (1) into his head h4 (34). L = h4; h5 is empty:
//           S   0  0  0  1 33      take h6: empty. No hole but the heads holds a counter: the
//   round ends, South 34, North 8: North cannot refill his head (5) and one hole (4), South wins.
// With North's head at 9 (South's at 32) the match goes on to the refill.
TEST(BayKhom, RoundEndsWhenNoneCanSowAndUnderNineLoses) {
    auto g = bayKhomLudiiCode();
    ASSERT_TRUE(g);
    auto s = afterSouthSowsH3(*g, Holes{0, 0, 0, 1, 33, 0, 0, 0, 0, 8});
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::Finished);
    EXPECT_EQ(s->result(), Result::Win0);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{34, 8}));

    s = afterSouthSowsH3(*g, Holes{0, 0, 0, 1, 32, 0, 0, 0, 0, 9});
    EXPECT_FALSE(s->isTerminal());
    // 33 and 9: the heads' fives and South's four fours are back on the board, North's one four
    // waits for his choice of hole.
    EXPECT_EQ(s->scores(), (std::array<int, 2>{33 - 5 - 16, 9 - 5}));
}

// Between rounds (phase BetweenRounds): each head gets five first, then fours into holes of the
// owner's choice; the rest is set aside. After the round above (South 33, North 9): South's head 5,
// his four holes 16, 12 aside; North's head 5, one four (4 over: none aside). The player after the
// round's last mover (North) refills first; South has five fills, North two, so North, with fewer,
// begins. North puts his four into h7; h5, h6 and h8 stay empty but in the loop.
//   round 2  N   5  0  4  0  0
//            S   4  4  4  4  5
//   North sows h7 (4): h8 (1), h9 (6), h0 (5), h1 (5). L = h1; h2 is loaded: lift h1 (5) itself
//   into h2 (5), h3 (5), h4 (6), h5 (1), h6 (1). L = h6; h7 is empty (lifted): take h8 (1) into
//   North's head h9 (7); h9 was loaded before the capture: stop.
//   after    N   7  0  0  1  1
//            S   5  0  5  5  6
//   South sows h0 (5): h1 (1), h2 (6), h3 (6), h4 (7), h5 (2). L = h5; h6 is loaded: lift h5 (2)
//   into h6 (2), h7 (1). L = h7; h8 is empty: take h9 (7) into South's head h4; h0 (emptied) is
//   empty and h1 (1) loaded: take h1 too (h4: 15); h2 is loaded: stop.
//   after    N   0  0  1  2  0
//            S   0  0  6  6 15
// North may sow h7 only: h6 is loaded but was not refilled.
TEST(BayKhom, RefillHeadsFirstAndUnfilledHolesStayInTheLoop) {
    auto g = bayKhomLudiiCode();
    ASSERT_TRUE(g);
    auto s = afterSouthSowsH3(*g, Holes{0, 0, 0, 1, 32, 0, 0, 0, 0, 9});
    ASSERT_FALSE(s->isTerminal());
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(holesOf(*s), (Holes{4, 4, 4, 4, 5, -1, -1, -1, -1, 5}));
    EXPECT_EQ(legal(*s), (std::vector<Move>{25, 26, 27, 28}));
    s->apply(27);
    EXPECT_EQ(pach(*s).pos().round, 2);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(holesOf(*s), (Holes{4, 4, 4, 4, 5, 0, 0, 4, 0, 5}));
    EXPECT_EQ(pach(*s).pos().idle, (1u << 5) | (1u << 6) | (1u << 8));
    EXPECT_EQ(reserve(*s, kSouthSeat), 12);
    EXPECT_EQ(reserve(*s, kNorthSeat), 0);
    EXPECT_EQ(legal(*s), (std::vector<Move>{7, 47}));
    s->apply(7);
    EXPECT_EQ(holesOf(*s), (Holes{5, 0, 5, 5, 6, 1, 1, 0, 0, 7}));
    EXPECT_EQ(legal(*s), (std::vector<Move>{0, 2, 3, 40, 42, 43}));
    s->apply(0);
    EXPECT_EQ(holesOf(*s), (Holes{0, 0, 6, 6, 15, 0, 2, 1, 0, 0}));
    EXPECT_EQ(store(*s, kSouthSeat) + store(*s, kNorthSeat), 0);
    EXPECT_EQ(legal(*s), (std::vector<Move>{7, 47}));
}

// Who begins the next round (round_starter = fewer_fills). Both end the round with 21: head 5
// and four fours each, so the fills tie and the first to refill begins.
//   before  N  19  0  0  0  2      h5 was left unfilled (idle).
//           S   0  0  0  1 20
//   South sows h3 (1) into h4 (21). L = h4; h5 (2) is loaded, so the relay would lift h4, but no
//   hole either may start from is loaded: the round ends after this lap, inside South's relay,
//   and South (the program's mover again) refills first and begins round 2.
// With h5 empty and not idle (h9 at 21) the turn ends with no capture (h5 empty, h6 empty), North
// refills first and begins.
TEST(BayKhom, TheFirstToRefillBeginsOnATie) {
    auto g = bayKhomLudiiCode();
    ASSERT_TRUE(g);
    auto s = afterSouthSowsH3(*g, Holes{0, 0, 0, 1, 20, 2, 0, 0, 0, 19}, 1u << 5);
    EXPECT_EQ(pach(*s).pos().round, 2);
    EXPECT_EQ(holesOf(*s), (Holes{4, 4, 4, 4, 5, 4, 4, 4, 4, 5}));
    EXPECT_EQ(pach(*s).pos().idle, 0u);
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);

    s = afterSouthSowsH3(*g, Holes{0, 0, 0, 1, 20, 0, 0, 0, 0, 21});
    EXPECT_EQ(pach(*s).pos().round, 2);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
}

// A random match of the reading plays to an end.
TEST(BayKhom, LudiiCodePlaysToAnEnd) {
    for (uint64_t seed : {1u, 2u, 3u}) playsToAnEnd(kBayKhom, "ludii-code", seed);
}
