// Hand-traced rule tests for three analogue games written as rules files (issue 21, item 4; issue
// 36): data/games/mawkar-katiya.json (2 x 7, five counters), pallankuli.json (2 x 7, six counters)
// and kanji-guti.json (2 x 7, twelve counters but the middle holes, owned by halves). As in
// test_analogues.cpp, each test builds a reading's game through the rules-file plugin, sets up a
// board, plays moves and checks every hole against a trace done by hand from the rules the file
// cites; one test per game plays each reading to the end from a fixed seed.
//
// The drawings show North's row on top as South sees it and South's row below:
//
//      N  h13 h12 h11 h10 h9 h8 h7
//      S  h0  h1  h2  h3  h4 h5 h6
//
// "L" is the hole the last counter of a sowing falls into; "take" puts a hole into the mover's store.

#include "analogue_util.h"

using namespace analoguetest;

// ---------------------------------------------------------------------------------------------
// Mawkar Katiya (Das Gupta 1923 via the AIBDD and Ludii): 2 x 7, five counters a hole, 70 in all.
// The two readings differ only in the capture: the hole beyond the empty one (MK1, Das Gupta's
// words) or the hole facing it (MK2, Ludii's summary). A pass is move 14.

// The draw names South, who opens from h0. Next-hole relay:
//   before  N  5 5 5 5 5 5 5
//           S  5 5 5 5 5 5 5
//   South sows h0 (5): h1..h5 -> 6. L = h5; h6 (5): lift, sow h7..h11 -> 6. L = h11; h12 (5):
//   lift, sow h13 -> 6, h0 -> 1, h1, h2, h3 -> 7. L = h3; h4 (6): lift, sow h5 -> 7, h6 -> 1,
//   h7..h10 -> 7. L = h10; h11 (6): lift, sow h12 -> 1, h13 -> 7, h0 -> 2, h1, h2, h3 -> 8.
//   L = h3; h4 is empty: 5 sowings, then the capture.
//   MK1 takes h5 (7), the hole beyond h4:     N  7 1 0 7 7 7 7  / S  2 8 8 8 0 0 1
//   MK2 takes h9 (7), the hole facing h4:     N  7 1 0 7 0 7 7  / S  2 8 8 8 0 7 1
TEST(MawkarKatiya, OpeningRelayThenTheTwoCaptures) {
    struct Case {
        const char *reading;
        Holes after;
    } cases[] = {
        {"das-gupta", {2, 8, 8, 8, 0, 0, 1, 7, 7, 7, 7, 0, 1, 7}},
        {"ludii-summary", {2, 8, 8, 8, 0, 7, 1, 7, 7, 0, 7, 0, 1, 7}},
    };
    for (const Case &c : cases) expectOpening(kMawkarKatiya, c.reading, Holes(14, 5), 0, {c.after, {7, 0}, 5, 1});
}

// The last counter of the row: h7 faces h6, so MK2 takes the last counter's own hole and the
// board is empty; under MK1 the hole beyond (h8) is empty too, nothing is taken, and North, with
// nothing to sow, passes.
//   before  N  0 0 0 0 0 0 0      stores: South 35, North 34
//           S  0 0 0 0 0 1 0
//   South sows h5 (1): h6. L = h6; h7 is empty.
//   MK2: take h6 (1), the hole facing h7. The board is empty: the game ends, South 36 - 34.
//   MK1: h8 is empty: no capture. N 0 0 0 0 0 0 0 / S 0 0 0 0 0 0 1; North passes, South sows h6.
TEST(MawkarKatiya, TheOppositeCaptureCanEmptyTheBoard) {
    const Holes before{0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0};
    expectMoveEmptiesTheBoardAndEnds(readingGame(kMawkarKatiya, "ludii-summary"), before, kSouthSeat, {35, 34}, 5, {36, 34},
                                     Result::Win0);
    {
        auto s = playedFrom(readingGame(kMawkarKatiya, "das-gupta"), before, kSouthSeat, {35, 34}, 5);
        ASSERT_TRUE(s);
        EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0}));
        EXPECT_FALSE(s->isTerminal());
        EXPECT_EQ(store(*s, kSouthSeat), 35);
        EXPECT_EQ(s->currentPlayer(), kNorthSeat);
        EXPECT_EQ(legal(*s), (std::vector<Move>{14}));
        s->apply(14);
        EXPECT_EQ(s->currentPlayer(), kSouthSeat);
        EXPECT_EQ(legal(*s), (std::vector<Move>{6}));
    }
}

// MK3 (rounds): the board emptied as above ends game 1 at South 36, North 34. Refill with fives
// from each player's left: South 36 = 7 x 5 + 1 fills h0..h6 and sets 1 aside; North 34 = 6 x 5
// + 4 fills h7..h12, sets 4 aside, and h13 is out of play. The second game is begun by the
// other player: North.
//   round 2 N  x 5 5 5 5 5 5      reserves: South 1, North 4
//           S  5 5 5 5 5 5 5
//   North sows h12 (5): (h13 out of play) h0..h4 -> 6. L = h4; h5 (5): lift, sow h6..h10 -> 6.
//   L = h10; h11 (5): lift, sow h12 -> 1, h0..h3 -> 7. L = h3; h4 (6): lift, sow h5 -> 1,
//   h6..h10 -> 7. L = h10; h11 is empty: take h2 (7), the hole facing it.
//   after   N  x 1 0 7 7 7 7
//           S  7 7 0 7 0 1 7      North's store 7
TEST(MawkarKatiya, RoundsRefillWithFivesAndTheOtherPlayerBegins) {
    auto s = playedFrom(readingGame(kMawkarKatiya, "ludii-summary-rounds"), Holes{0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0},
                        kSouthSeat, {35, 34}, 5);
    ASSERT_TRUE(s);
    expectNewRound(*s, 2, kNorthSeat, Holes{5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, -1}, {1, 4});
    s->apply(12);
    EXPECT_EQ(holesOf(*s), (Holes{7, 7, 0, 7, 0, 1, 7, 7, 7, 7, 7, 0, 1, -1}));
    EXPECT_EQ(store(*s, kNorthSeat), 7);
    EXPECT_EQ(store(*s, kSouthSeat), 0);
    EXPECT_EQ(s->progress().laps, 1 + 4);  // the match's: game 1's one sowing and these four
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);
}

// dead_holes (MK4: Ludii's program tests the very next hole, in play or not). h4 is out of play.
//   before  N   0  0  0  0  4  0  2      stores: South 30, North 31
//           S   0  2  0  0  x  1  0
//   South sows h1 (2): h2, h3. L = h3.
//   empty:   h4, out of play, is an empty hole: take h9 (4), the hole facing it.
//     after   N   0  0  0  0  0  0  2    South 34
//             S   0  0  1  1  x  1  0
//   skipped: the hole after h3 is h5 (1), in play and loaded: lift it, sow h6. L = h6; h7 (2):
//     lift it, sow h8, h9 (4 -> 5). L = h9; h10 is empty: take h3 (1), the hole facing it.
//     after   N   0  0  0  0  5  1  0    South 31
//             S   0  0  1  0  x  0  1
TEST(MawkarKatiya, AHoleOutOfPlayIsSkippedOrAnEmptyHoleInTheTests) {
    const Holes before{0, 2, 0, 0, -1, 1, 0, 2, 0, 4, 0, 0, 0, 0};
    for (const char *reading : {"ludii-rounds-dead-empty", "ludii-summary-rounds"}) {
        const bool empty = std::string(reading) == "ludii-rounds-dead-empty";
        auto s = playedFrom(readingGame(kMawkarKatiya, reading), before, kSouthSeat, {30, 31}, 1);
        ASSERT_TRUE(s);
        EXPECT_EQ(holesOf(*s),
                  empty ? (Holes{0, 0, 1, 1, -1, 1, 0, 2, 0, 0, 0, 0, 0, 0}) : (Holes{0, 0, 1, 0, -1, 0, 1, 0, 1, 5, 0, 0, 0, 0}))
            << reading;
        EXPECT_EQ(store(*s, kSouthSeat), empty ? 34 : 31) << reading;
        EXPECT_EQ(s->progress().laps, empty ? 1 : 3) << reading;
        EXPECT_EQ(s->progress().captures, 1) << reading;
    }
}

// Every reading plays a whole match to an end (any end reason) from a fixed seed.
TEST(MawkarKatiya, EveryReadingPlaysAMatchToAnEnd) {
    everyReadingPlaysToAnEnd(kMawkarKatiya, {"das-gupta", "ludii-summary", "ludii-summary-rounds", "ludii-rounds-dead-empty"});
}

// ---------------------------------------------------------------------------------------------
// Pallankuli (Durai 1928 via Ludii): 2 x 7, six counters a hole, 84 in all. A sowing ending in a
// loaded hole lifts it; one ending in an empty hole takes the next hole; a hole made four is
// taken at once, by its row's owner (PK1) or by the sower (PK2).

// PK1: the draw names South, who opens from h0.
//   before  N  6 6 6 6 6 6 6
//           S  6 6 6 6 6 6 6
//   South sows h0 (6): h1..h6 -> 7. L = h6 held 6: lift it, sow h7..h13 -> 7. L = h13 held 6:
//   lift it, sow h0 -> 1, h1..h5 -> 8, h6 -> 1. L = h6 was empty: take h7 (7). No hole reached four.
//   after   N  0 7 7 7 7 7 0
//           S  1 8 8 8 8 8 1      South's store 7
TEST(Pallankuli, OpeningRelaysFromTheLandingHoleAndTakesTheNextOne) {
    expectOpening(kPallankuli, "durai-rounds", Holes(14, 6), 0, {Holes{1, 8, 8, 8, 8, 8, 1, 0, 7, 7, 7, 7, 7, 0}, {7, 0}, 3, 1});
}

// The fours: South sows h5 (3): h6 -> 3, h7 -> 4 (a hole of North's row made four: taken at
// once), h8 -> 1. L = h8 was empty: take h9 (5).
//   before  N  0 0 2 0 5 0 3      stores: South 34, North 34
//           S  1 0 0 0 0 3 2
//   after   N  0 0 2 0 0 1 0
//           S  1 0 0 0 0 0 3      PK1: South 34 + 5, North 34 + 4;  PK2: South 34 + 5 + 4, North 34
TEST(Pallankuli, AHoleMadeFourGoesToItsOwnerOrToTheSower) {
    const Holes before{1, 0, 0, 0, 0, 3, 2, 3, 0, 5, 0, 2, 0, 0};
    const Holes after{1, 0, 0, 0, 0, 0, 3, 0, 1, 0, 0, 2, 0, 0};
    struct Case {
        const char *reading;
        int south, north;
    } cases[] = {{"durai-rounds", 39, 38}, {"sower-takes-fours", 43, 34}};
    for (const Case &c : cases) {
        auto g = readingGame(kPallankuli, c.reading);
        ASSERT_TRUE(g) << c.reading;
        auto s = startAt(*g, before, kSouthSeat, {34, 34});
        s->apply(5);
        EXPECT_EQ(holesOf(*s), after) << c.reading;
        EXPECT_EQ(store(*s, kSouthSeat), c.south) << c.reading;
        EXPECT_EQ(store(*s, kNorthSeat), c.north) << c.reading;
        EXPECT_EQ(s->progress().captures, 2) << c.reading;
        EXPECT_EQ(s->currentPlayer(), kNorthSeat) << c.reading;
    }
}

// PK1: the last counter makes h7 four, so North takes it; that is neither a landing in an empty
// hole nor one that can be lifted, so the turn ends. North has nothing to sow: the round ends
// and each takes his own row (South h0, 2).
//   before  N  0 0 0 0 0 0 3      stores: South 44, North 34
//           S  2 0 0 0 0 0 1
//   Totals: South 44 + 2 = 46, North 34 + 4 = 38. Refill with sixes from each player's left:
//   South 46 = 7 x 6 + 4 fills h0..h6 and sets 4 aside; North 38 = 6 x 6 + 2 fills h7..h12, sets
//   2 aside, and h13 is out of play. The right to begin alternates: North.
//   round 2 N  x 6 6 6 6 6 6      reserves: South 4, North 2
//           S  6 6 6 6 6 6 6
//   North sows h7 (6): h8..h12 -> 7, (h13 out of play) h0 -> 7. L = h0 held 6: lift it, sow
//   h1..h6 -> 7, h7 -> 1. L = h7 was empty: take h8 (7).
//   after   N  x 7 7 7 7 0 1
//           S  0 7 7 7 7 7 7      North's store 7
TEST(Pallankuli, TheRoundEndsWithARowEmptyAndRefillsWithSixes) {
    auto s = playedFrom(readingGame(kPallankuli, "durai-rounds"), Holes{2, 0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 0, 0}, kSouthSeat,
                        {44, 34}, 6);
    ASSERT_TRUE(s);
    expectNewRound(*s, 2, kNorthSeat, Holes{6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, -1}, {4, 2});
    s->apply(7);
    EXPECT_EQ(holesOf(*s), (Holes{0, 7, 7, 7, 7, 7, 7, 1, 0, 7, 7, 7, 7, -1}));
    EXPECT_EQ(store(*s, kNorthSeat), 7);
    EXPECT_EQ(s->progress().laps, 1 + 2);  // the match's: round 1's one sowing and these two
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);
}

// A player who empties his own row: PK1 ends the round at once (as Ludii's program does), PK4 only
// when that player is to move, so North plays on.
//   before  N  0 0 0 3 0 2 0      stores: South 40, North 38
//           S  0 0 0 0 0 0 1
//   South sows h6 (1): h7. L = h7 was empty: take h8 (2). South's holes are now all empty.
//   after   N  0 0 0 3 0 0 1
//           S  0 0 0 0 0 0 0      South 42
//   PK1: the round ends; North takes his h7 and h10 (4): 42 - 42. Both refill all seven holes with
//   sixes and North, who did not begin round 1, begins round 2.
//   PK4: North is to move and may sow h7 or h10.
TEST(Pallankuli, ARoundEndsWhenEitherRowIsEmptyOrForThePlayerToMove) {
    const Holes before{0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 3, 0, 0, 0};
    {
        auto s = playedFrom(readingGame(kPallankuli, "durai-rounds"), before, kSouthSeat, {40, 38}, 6);
        ASSERT_TRUE(s);
        expectNewRound(*s, 2, kNorthSeat, Holes(14, 6), {0, 0});
    }
    {
        auto s = playedFrom(readingGame(kPallankuli, "to-move-ends"), before, kSouthSeat, {40, 38}, 6);
        ASSERT_TRUE(s);
        EXPECT_EQ(pach(*s).pos().round, 1);  // still the first round
        EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 3, 0, 0, 0}));
        EXPECT_EQ(store(*s, kSouthSeat), 42);
        EXPECT_EQ(s->currentPlayer(), kNorthSeat);
        EXPECT_EQ(legal(*s), (std::vector<Move>{7, 10}));
    }
}

// PK3 (a single game): the same end of the round ends the match, South 46 - 38.
TEST(Pallankuli, AsASingleGameTheFirstRoundDecides) {
    auto s = playedFrom(readingGame(kPallankuli, "single-game"), Holes{2, 0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 0, 0}, kSouthSeat,
                        {44, 34}, 6);
    ASSERT_TRUE(s);
    EXPECT_EQ(holesOf(*s), Holes(14, 0));
    expectFinished(*s, {46, 38}, Result::Win0);
}

// PK5 (Ludii's program): the empty row is looked for after every lap, so it cuts a relay short.
//   before  N   0  5  0  0  0  0  7      stores: South 40, North 31
//           S   0  0  0  0  0  0  1
//   South sows h6 (1): h7 (7 -> 8). L = h7 held 7: it is to be lifted. The sown holes h6, h7 hold
//   no four. South's row is empty: the turn stops, the round ends, North takes his row (8 + 5):
//   South 40, North 44. The refill: South fills h0-h5 with six (4 over), h6 is out of play; North
//   fills all seven (2 over). South, the round's loser, begins round 2.
// end_test = after_turn: lap 2 lifts h7 (8): h8..h13 (h12 5 -> 6), h0, h1. L = h1 was empty; h2
//   after it is empty: nothing taken. No hole the lap passed holds four; play goes on.
//   after   N   1  6  1  1  1  1  0
//           S   1  1  0  0  0  0  0
TEST(Pallankuli, LudiisProgramLooksForAnEmptyRowAfterEveryLap) {
    const Holes before{0, 0, 0, 0, 0, 0, 1, 7, 0, 0, 0, 0, 5, 0};
    {
        auto s = playedFrom(readingGame(kPallankuli, "ludii-code"), before, kSouthSeat, {40, 31}, 6);
        ASSERT_TRUE(s);
        expectNewRound(*s, 2, kSouthSeat, Holes{6, 6, 6, 6, 6, 6, -1, 6, 6, 6, 6, 6, 6, 6}, {4, 2});
        EXPECT_EQ(s->progress().laps, 1);
    }
    {
        auto s = playedFrom(readingGame(kPallankuli, "ludii-code", {"end_test=after_turn"}), before, kSouthSeat, {40, 31}, 6);
        ASSERT_TRUE(s);
        EXPECT_EQ(pach(*s).pos().round, 1);
        EXPECT_EQ(holesOf(*s), (Holes{1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 6, 1}));
        EXPECT_EQ(store(*s, kSouthSeat), 40);
        EXPECT_EQ(s->progress().laps, 2);
        EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    }
}

// Every reading plays a whole match to an end (any end reason) from a fixed seed.
TEST(Pallankuli, EveryReadingPlaysAMatchToAnEnd) {
    everyReadingPlaysToAnEnd(kPallankuli, {"durai-rounds", "sower-takes-fours", "to-move-ends", "single-game", "ludii-code"});
}

// ---------------------------------------------------------------------------------------------
// Kanji Guti (Das Gupta via Ludii's summary): 2 x 7, twelve counters a hole but the middle ones,
// h3 with one and h10 with none: 145 in all. South owns h0-h2 and h11-h13 (the three columns at
// his left), North h4-h9; the middle holes h3 and h10 are nobody's. A pass is move 14.

// The start, and who may sow what: South h0, h1, h2, h11, h12, h13; North h4..h9. h3 is loaded
// but nobody's, so no one starts from it.
//   N  12 12 12  0 12 12 12
//   S  12 12 12  1 12 12 12
// South sows h0 (12): h1..h12 get one each. L = h12; h13 (12): lift, sow h0 -> 1, h1..h11 get one.
// L = h11; h12 (13): lift, sow h13 -> 1, h0 -> 2, h1..h11 get one. L = h11; h12 is empty: take
// h1 (15), the hole facing it.
//   after   N   1  0 15  3 15 15 15
//           S   2  0 15  4 15 15 15      South's store 15
TEST(KanjiGuti, HalvesOfTheBoardAndTheOpening) {
    expectOpening(kKanjiGuti, "ludii-summary", Holes{12, 12, 12, 1, 12, 12, 12, 12, 12, 12, 0, 12, 12, 12}, 0,
                  {Holes{2, 0, 15, 4, 15, 15, 15, 15, 15, 15, 3, 15, 0, 1}, {15, 0}, 3, 1}, {0, 1, 2, 11, 12, 13});
    auto g = readingGame(kKanjiGuti, "ludii-summary");
    ASSERT_TRUE(g);
    auto north = g->newInitialState();
    north->apply(1);  // North starts
    EXPECT_EQ(legal(*north), (std::vector<Move>{4, 5, 6, 7, 8, 9}));
}

// A relay lifts a middle hole although no one may start there.
//   before  N   1  0  0  3  0  2  4      stores: South 66, North 66
//           S   0  1  0  2  0  0  0
//   South sows h1 (1): h2. L = h2; h3 (2, a middle hole) is loaded: lift it, sow h4, h5. L = h5;
//   h6 is empty: take h7 (4), the hole facing it (North's).
//   after   N   1  0  0  3  0  2  0
//           S   0  0  1  0  1  1  0      South 70; North may sow h4, h5, h8, not h10
TEST(KanjiGuti, ARelayLiftsAMiddleHoleThatNoOneMayStartFrom) {
    auto g = readingGame(kKanjiGuti, "ludii-summary");
    ASSERT_TRUE(g);
    auto s = startAt(*g, Holes{0, 1, 0, 2, 0, 0, 0, 4, 2, 0, 3, 0, 0, 1}, kSouthSeat, {66, 66});
    EXPECT_EQ(legal(*s), (std::vector<Move>{1, 13}));
    s->apply(1);
    EXPECT_EQ(holesOf(*s), (Holes{0, 0, 1, 0, 1, 1, 0, 0, 2, 0, 3, 0, 0, 1}));
    EXPECT_EQ(store(*s, kSouthSeat), 70);
    EXPECT_EQ(s->progress().laps, 2);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{4, 5, 8}));
}

// The hole facing h0 is h13: South's last counter there, with h0 empty, is taken by its own
// sower. North is then left with nothing in his six holes (the 2 in the middle hole h10 are
// nobody's): KG1 passes, KG2 ends the game and South takes the rest.
//   before  N   0  1  0  2  0  0  0      stores: South 70, North 72
//           S   0  0  0  0  0  0  0      (h12 = 1 is South's)
//   South sows h12 (1): h13. L = h13; h0 is empty: take h13 (1). South 71.
//   KG1: North must pass (move 14).  KG2: South takes h10 (2): 73 - 72, South wins.
TEST(KanjiGuti, NothingToSowPassesOrEndsTheGame) {
    const Holes before{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0};
    {
        auto s = playedFrom(readingGame(kKanjiGuti, "ludii-summary"), before, kSouthSeat, {70, 72}, 12);
        ASSERT_TRUE(s);
        EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0}));
        EXPECT_EQ(store(*s, kSouthSeat), 71);
        EXPECT_FALSE(s->isTerminal());
        EXPECT_EQ(s->currentPlayer(), kNorthSeat);
        EXPECT_EQ(legal(*s), (std::vector<Move>{14}));
    }
    expectMoveEmptiesTheBoardAndEnds(readingGame(kKanjiGuti, "other-takes-rest"), before, kSouthSeat, {70, 72}, 12, {73, 72},
                                     Result::Win0);
}

// both_pass = draw (KG3, Ludii's program): when both players have passed one after the other the
// game ends drawn, whatever the hauls (Ludii's built-in end rule for a game whose players all pass).
//   before  N   0  0  0  0  0  0  0      stores: South 100, North 42
//           S   0  0  1  2  0  0  0
//   South sows h2 (1): h3 (2 -> 3). L = h3; h4 is empty: take h9, the hole facing it: empty.
//   after   N   0  0  0  0  0  0  0      all three counters in the middle hole h3, nobody's
//           S   0  0  0  3  0  0  0
//   North has nothing in h4-h9: he passes. South has nothing in h0-h2, h11-h13: he passes, and
//   the game ends drawn, 100 against 42, with the three counters left in h3. KG1 (both_pass =
//   play_on) goes on after the two passes.
TEST(KanjiGuti, BothPlayersPassingEndsTheGameDrawn) {
    for (const char *reading : {"ludii-code", "ludii-summary"}) {
        const bool draws = std::string(reading) == "ludii-code";
        auto s = playedFrom(readingGame(kKanjiGuti, reading), Holes{0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, kSouthSeat,
                            {100, 42}, 2);
        ASSERT_TRUE(s);
        EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})) << reading;
        ASSERT_EQ(legal(*s), (std::vector<Move>{14})) << reading;
        s->apply(14);
        EXPECT_FALSE(s->isTerminal()) << reading << ": one pass does not end the game";
        ASSERT_EQ(legal(*s), (std::vector<Move>{14})) << reading;
        s->apply(14);
        EXPECT_EQ(s->isTerminal(), draws) << reading;
        EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})) << reading;
        EXPECT_EQ(s->scores(), (std::array<int, 2>{100, 42})) << reading;
        if (draws) {
            EXPECT_EQ(s->endReason(), EndReason::Finished);
            EXPECT_EQ(s->result(), Result::Draw);
            EXPECT_EQ(s->progress().turns, 3);
        }
    }
}

// A pass followed by a sowing is no draw: the passes must follow one another (KG3).
//   before  N   0  0  0  0  0  0  0      stores: South 80, North 62
//           S   1  0  0  2  0  0  0
//   South sows h0 (1): h1. L = h1; h2 is empty: take h11, facing it: empty. North passes.
//   South sows h1 (1): h2. L = h2; h3 (2) is loaded: lift it (a middle hole), sow h4, h5. L = h5;
//   h6 is empty: take h7, facing it: empty.
//   after   N   0  0  0  0  0  0  0
//           S   0  0  1  0  1  1  0      North may sow h4 or h5: play goes on
TEST(KanjiGuti, APassThenASowingIsNoDraw) {
    auto s = playedFrom(readingGame(kKanjiGuti, "ludii-code"), Holes{1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, kSouthSeat,
                        {80, 62}, 0);
    ASSERT_TRUE(s);
    EXPECT_EQ(holesOf(*s), (Holes{0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
    ASSERT_EQ(legal(*s), (std::vector<Move>{14}));
    s->apply(14);
    ASSERT_EQ(legal(*s), (std::vector<Move>{1}));
    s->apply(1);
    EXPECT_EQ(holesOf(*s), (Holes{0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0}));
    EXPECT_FALSE(s->isTerminal());
    EXPECT_EQ(legal(*s), (std::vector<Move>{4, 5}));
    EXPECT_EQ(s->scores(), (std::array<int, 2>{80, 62}));
}

// Every reading plays a whole match to an end (any end reason) from a fixed seed.
TEST(KanjiGuti, EveryReadingPlaysAMatchToAnEnd) {
    everyReadingPlaysToAnEnd(kKanjiGuti, {"ludii-summary", "other-takes-rest", "ludii-code"});
}
