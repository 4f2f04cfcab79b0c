// Hand-traced rule tests for the analogue games written as rules files (issue 21, item 4):
// data/games/walak-pussa.json (2 x 7, four counters), bay-khom.json (2 x 5, four counters) and
// longbeu-a-cha.json (2 x 5, five counters); Mawkar Katiya, Pallankuli and Kanji Guti are in
// test_mawkar_pallankuli_kanji.cpp. Each test loads a file, takes one of its named readings, builds
// the game through the rules-file plugin (the Pachgarhwa engine under the file's description), sets
// up a board, plays moves and checks every hole against a trace done by hand from the rules the
// file cites. One test per game plays each reading to the end from a fixed seed.
//
// Holes are listed h0 .. h(2P-1) in sowing (anticlockwise) order: South's row is h0 .. h(P-1)
// from his left, North's the rest; -1 is a hole out of play. The drawings show North's row on top
// as South sees it (h(2P-1) on the left down to hP) and South's row below (h0 .. h(P-1)):
//
//      N  h13 h12 h11 h10 h9 h8 h7          N  h9 h8 h7 h6 h5
//      S  h0  h1  h2  h3  h4 h5 h6          S  h0 h1 h2 h3 h4
//
// "L" is the hole the last counter of a sowing falls into; "take" puts a hole into the mover's store.

#include "analogue_util.h"

using namespace analoguetest;

// ---------------------------------------------------------------------------------------------
// The files

// Every file loads, has its board and its readings, and every reading builds a game.
TEST(AnalogueFiles, LoadWithTheirBoardsAndReadings) {
    struct Expected {
        const char *path;
        const char *id;
        int perRow, perHole;
        std::vector<std::string> readings;
    };
    const std::vector<Expected> files = {
        {kWalakPussa, "walak-pussa", 7, 4, {"mancala-world", "ludii-summary", "rounds-hole-loss", "ludii-code"}},
        {kBayKhom, "bay-khom", 5, 4, {"mancala-world", "poree-maspero-rounds", "mancala-world-directions", "ludii-code"}},
        {kLongbeu, "longbeu-a-cha", 5, 5, {"parry-literal", "walak-pussa-ending", "parry-exhaustible"}},
        {kMawkarKatiya,
         "mawkar-katiya",
         7,
         5,
         {"das-gupta", "ludii-summary", "ludii-summary-rounds", "ludii-rounds-dead-empty", "ludii-code"}},
        {kPallankuli, "pallankuli", 7, 6, {"durai-rounds", "sower-takes-fours", "to-move-ends", "single-game", "ludii-code"}},
        {kKanjiGuti, "kanji-guti", 7, 12, {"ludii-summary", "other-takes-rest", "ludii-code"}},
        {kDaramuti, "daramuti", 7, 4, {"parker-summary", "to-move-ends"}},
    };
    for (const Expected &e : files) {
        const auto file = loadFile(e.path);
        ASSERT_TRUE(file) << e.path;
        EXPECT_EQ(file->info().id, e.id);
        EXPECT_EQ(file->spec().holesPerRow, e.perRow) << e.id;
        EXPECT_EQ(file->spec().countersPerHole, e.perHole) << e.id;
        std::vector<std::string> ids;
        for (const Reading &r : file->readings()) ids.push_back(r.id);
        EXPECT_EQ(ids, e.readings) << e.id;
        for (const std::string &id : e.readings) {
            auto g = readingGame(e.path, id);
            ASSERT_TRUE(g) << e.id << " " << id;
            // Kanji Guti's middle holes start with one counter and none instead of twelve each; Bay
            // Khom's heads with one more under B3 and Ludii's program.
            const int middle = e.id == std::string("kanji-guti") ? 2 * e.perHole - 1 : 0;
            const int heads = id == "mancala-world-directions" || (e.id == std::string("bay-khom") && id == "ludii-code") ? 2 : 0;
            EXPECT_EQ(pach(*g->newInitialState()).bs().counters, 2 * e.perRow * e.perHole - middle + heads) << e.id << " " << id;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Walak-pussa (Parker 1909 via Mancala World and Ludii): 2 x 7, four counters a hole, 56 in all.

// W1: the draw names South, who opens from h0. Next-hole relay round the fourteen holes.
//   before  N  4 4 4 4 4 4 4
//           S  4 4 4 4 4 4 4
//   South sows h0 (4): h1..h4 -> 5. L = h4; h5 (4) is loaded: lift it, sow h6..h9 -> 5.
//   L = h9; h10 (4): lift, sow h11, h12, h13 -> 5 and h0 -> 1. L = h0; h1 (5): lift, sow
//   h2, h3, h4 -> 6, h5 -> 1, h6 -> 6. L = h6; h7 (5): lift, sow h8, h9 -> 6, h10 -> 1,
//   h11, h12 -> 6. L = h12; h13 (5): lift, sow h0 -> 2, h1 -> 1, h2, h3, h4 -> 7. L = h4;
//   h5 (1): lift, sow h6 -> 7. L = h6; h7 is empty: take h8 (6); h9 (6) is loaded, so the
//   chain stops. 7 sowings, one hole taken.
//   after   N  0 6 6 1 6 0 0
//           S  2 1 7 7 7 0 7      South's store 6
TEST(WalakPussa, OpeningRelaysRoundTheBoardAndTakesOneHole) {
    expectOpening(kWalakPussa, "mancala-world", Holes(14, 4), 0, {Holes{2, 1, 7, 7, 7, 0, 7, 0, 0, 6, 1, 6, 6, 0}, {6, 0}, 7, 1});
}

// W1: the necklace chain takes six holes on fourteen (Ludii's program would stop at four), in
// both rows, and stops short of the last counter's hole; North is then left with nothing to
// sow, so the game ends and South takes the last counter.
//   before  N  4 0 2 0 1 0 3      stores: South 20, North 22
//           S  1 0 0 2 0 1 0
//   South sows h0 (1): h1. L = h1; h2 is empty: take h3 (2); h4 empty, take h5 (1); h6
//   empty, take h7 (3); h8 empty, take h9 (1); h10 empty, take h11 (2); h12 empty, take
//   h13 (4); h0 (just lifted) is empty and the hole beyond it is L itself: stop. 13 taken.
//   North has nothing to sow: the game ends and South takes h1 (1). South 20 + 13 + 1 = 34.
//   after   N  0 0 0 0 0 0 0
//           S  0 0 0 0 0 0 0      South 34, North 22: South wins
TEST(WalakPussa, ChainTakesSixHolesThenTheOpponentTakesTheRest) {
    auto s = playedFrom(readingGame(kWalakPussa, "mancala-world"), Holes{1, 0, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 4}, kSouthSeat,
                        {20, 22}, 0);
    ASSERT_TRUE(s);
    EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(s->progress().captures, 6);
    expectFinished(*s, {34, 22}, Result::Win0);
}

// W2 (Ludii's summary of Parker): a single counter may not be sown while a hole holds more.
//   S  1 3 0 1 2 0 1   W2 allows h1 and h4 only; W1 (Mancala World) every loaded hole.
// With only single counters left, they may be sown, and a capture may fall in one's own row:
//   before  N  4 0 5 2 0 3 0      stores: South 20, North 20
//           S  1 0 0 1 0 0 0      W2 allows h0 and h3
//   South sows h0 (1): h1. L = h1; h2 is empty: take h3 (1), South's own hole; h4 is empty
//   but h5 holds nothing: the chain stops.
//   after   N  4 0 5 2 0 3 0
//           S  0 1 0 0 0 0 0      South's store 21
TEST(WalakPussa, SingleCountersWaitWhileALargerHoleExists) {
    auto w1 = readingGame(kWalakPussa, "mancala-world");
    auto w2 = readingGame(kWalakPussa, "ludii-summary");
    ASSERT_TRUE(w1);
    ASSERT_TRUE(w2);
    const Holes mixed{1, 3, 0, 1, 2, 0, 1, 2, 2, 2, 2, 2, 2, 2};
    auto a = startAt(*w1, mixed, kSouthSeat, {17, 17});
    EXPECT_EQ(legal(*a), (std::vector<Move>{0, 1, 3, 4, 6}));
    auto b = startAt(*w2, mixed, kSouthSeat, {17, 17});
    EXPECT_EQ(legal(*b), (std::vector<Move>{1, 4}));

    auto s = startAt(*w2, Holes{1, 0, 0, 1, 0, 0, 0, 0, 3, 0, 2, 5, 0, 4}, kSouthSeat, {20, 20});
    EXPECT_EQ(legal(*s), (std::vector<Move>{0, 3}));
    s->apply(0);
    EXPECT_EQ(holesOf(*s), (Holes{0, 1, 0, 0, 0, 0, 0, 0, 3, 0, 2, 5, 0, 4}));
    EXPECT_EQ(store(*s, kSouthSeat), 21);
    EXPECT_EQ(store(*s, kNorthSeat), 20);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
}

// W3 (rounds, hole loss): the end of round 1, the refill with fours, and a sowing that skips
// the hole out of play.
//   before  N  0 0 0 0 0 0 0      stores: South 30, North 25
//           S  1 0 0 0 0 0 0
//   South sows h0 (1): h1. L = h1; h2 is empty and h3 holds nothing: no capture. North has
//   nothing to sow: the round ends and South takes h1. Totals: South 31, North 25.
//   Refill (fours, from each player's left): South 31 = 7 x 4 + 3 fills h0..h6 and sets 3
//   aside; North 25 = 6 x 4 + 1 fills h7..h12, sets 1 aside, and h13 is out of play. North,
//   who holds fewer, starts round 2.
//   round 2 N  x 4 4 4 4 4 4      reserves: South 3, North 1
//           S  4 4 4 4 4 4 4
//   North sows h7 (4): h8..h11 -> 5. L = h11; h12 (4): lift, sow (h13 is out of play) h0..h3
//   -> 5. L = h3; h4 (4): lift, sow h5, h6 -> 5, h7 -> 1, h8 -> 6. L = h8; h9 (5): lift, sow
//   h10, h11 -> 6, h12 -> 1, h0, h1 -> 6. L = h1; h2 (5): lift, sow h3 -> 6, h4 -> 1, h5,
//   h6 -> 6, h7 -> 2. L = h7; h8 (6): lift, sow h9 -> 1, h10, h11 -> 7, h12 -> 2, h0, h1 -> 7.
//   L = h1; h2 is empty: take h3 (6); h4 (1) is loaded: the chain stops.
//   after   N  x 2 7 7 1 0 2
//           S  7 7 0 0 1 6 6      North's store 6
TEST(WalakPussa, RoundsRefillWithFoursAndTheLoserStarts) {
    auto s = playedFrom(readingGame(kWalakPussa, "rounds-hole-loss"), Holes{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, kSouthSeat,
                        {30, 25}, 0);
    ASSERT_TRUE(s);
    expectNewRound(*s, 2, kNorthSeat, Holes{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, -1}, {3, 1});
    EXPECT_EQ(store(*s, kSouthSeat), 0);
    EXPECT_EQ(store(*s, kNorthSeat), 0);
    s->apply(7);
    EXPECT_EQ(holesOf(*s), (Holes{7, 7, 0, 0, 1, 6, 6, 2, 0, 1, 7, 7, 2, -1}));
    EXPECT_EQ(store(*s, kNorthSeat), 6);
    EXPECT_EQ(s->progress().captures, 1);
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);
}

// Every reading plays a whole match to an end (any end reason) from a fixed seed.
TEST(WalakPussa, EveryReadingPlaysAMatchToAnEnd) {
    everyReadingPlaysToAnEnd(kWalakPussa, {"mancala-world", "ludii-summary", "rounds-hole-loss"});
}

// ---------------------------------------------------------------------------------------------
// Bay Khom (Mancala World; Porée-Maspero 1962 via Ludii): 2 x 5, four counters a hole, 40 in all
// (the heads' fifth counter is not expressible).

// B1: the draw names South, who opens from h0.
//   before  N  4 4 4 4 4
//           S  4 4 4 4 4
//   South sows h0 (4): h1..h4 -> 5. L = h4; h5 (4) is loaded: lift it, sow h6..h9 -> 5.
//   L = h9; h0 (just lifted) is empty: take h1 (5); h2 (5) is loaded: the chain stops.
//   after   N  5 5 5 5 0
//           S  0 0 5 5 5      South's store 5
TEST(BayKhom, OpeningTakesTheHoleBeyondTheEmptyOne) {
    expectOpening(kBayKhom, "mancala-world", Holes(10, 4), 0, {Holes{0, 0, 5, 5, 5, 0, 5, 5, 5, 5}, {5, 0}, 2, 1});
}

// B1: the chain goes round the board and takes four holes, stopping before the hole of the
// last counter; North has nothing left, so the game ends and South takes that counter.
//   before  N  4 0 1 0 3      stores: South 14, North 15
//           S  1 0 0 2 0
//   South sows h0 (1): h1. L = h1; h2 is empty: take h3 (2); h4 empty, take h5 (3); h6 empty,
//   take h7 (1); h8 empty, take h9 (4); h0 is empty and the hole beyond it is L: stop.
//   10 taken. North cannot sow: South takes h1 (1). South 14 + 10 + 1 = 25.
//   after   N  0 0 0 0 0
//           S  0 0 0 0 0      South 25, North 15: South wins
TEST(BayKhom, ChainOfFourHolesAndTheEndOfTheGame) {
    auto s = playedFrom(readingGame(kBayKhom, "mancala-world"), Holes{1, 0, 0, 2, 0, 3, 0, 1, 0, 4}, kSouthSeat, {14, 15}, 0);
    ASSERT_TRUE(s);
    EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(s->progress().captures, 4);
    expectFinished(*s, {25, 15}, Result::Win0);
}

// B2 (rounds, holes of the player's choice): the end of round 1, the refill, and a sowing over
// two holes out of play.
//   before  N  0 0 0 0 0      stores: South 26, North 13
//           S  1 0 0 0 0
//   South sows h0 (1): h1. L = h1; h2 and h3 are empty: no capture. North cannot sow: the round
//   ends and South takes h1. Totals: South 27, North 13.
//   Refill with fours: South 27 = 5 x 4 + 7 fills all five holes (no choice left) and sets 7
//   aside; North 13 = 3 x 4 + 1 chooses three holes: h9 (his head), h5, h6. h7 and h8 are out
//   of play. North, who holds fewer, starts round 2.
//   round 2 N  4 x x 4 4      reserves: South 7, North 1
//           S  4 4 4 4 4
//   North sows h6 (4): (h7, h8 out of play) h9 -> 5, h0, h1, h2 -> 5. L = h2; h3 (4): lift,
//   sow h4, h5 -> 5, h6 -> 1, h9 -> 6. L = h9; h0 (5): lift, sow h1, h2 -> 6, h3 -> 1, h4,
//   h5 -> 6. L = h5; h6 (1): lift, sow h9 -> 7. L = h9; h0 is empty: take h1 (6); h2 (6) is
//   loaded: the chain stops.
//   after   N  7 x x 0 6
//           S  0 0 6 1 6      North's store 6
TEST(BayKhom, RoundsRefillHolesOfThePlayersChoice) {
    auto s =
        playedFrom(readingGame(kBayKhom, "poree-maspero-rounds"), Holes{1, 0, 0, 0, 0, 0, 0, 0, 0, 0}, kSouthSeat, {26, 13}, 0);
    ASSERT_TRUE(s);
    // Between rounds: North chooses where his three groups go (a fill of hole h is move 20 + h).
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{25, 26, 27, 28, 29}));
    EXPECT_EQ(holesOf(*s), (Holes{4, 4, 4, 4, 4, -1, -1, -1, -1, -1}));
    s->apply(29);
    s->apply(25);
    s->apply(26);
    expectNewRound(*s, 2, kNorthSeat, Holes{4, 4, 4, 4, 4, 4, 4, -1, -1, 4}, {7, 1});
    s->apply(6);
    EXPECT_EQ(holesOf(*s), (Holes{0, 0, 6, 1, 6, 6, 0, -1, -1, 7}));
    EXPECT_EQ(store(*s, kNorthSeat), 6);
    EXPECT_EQ(store(*s, kSouthSeat), 0);
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);
}

// B3: the player chooses the direction of each turn (a clockwise sowing of hole h is move 40 + h),
// and the heads h4 and h9 start with five. B1 offers only the anticlockwise sowings, on fours.
//   before  N  5 4 4 4 4
//           S  4 4 4 4 5
//   South sows h0 (4) clockwise: h9 -> 6, h8, h7, h6 -> 5. L = h6; h5 (4) is loaded: lift it, sow
//   h4 -> 6, h3, h2, h1 -> 5. L = h1; h0 (just lifted) is empty: take h9 (6), the hole beyond it
//   clockwise; h8 (5) is loaded, so the chain stops.
//   after   N  0 5 5 5 0
//           S  0 5 5 5 6      South's store 6
TEST(BayKhom, ThePlayerChoosesTheDirectionAndTheHeadsStartWithFive) {
    auto b1 = readingGame(kBayKhom, "mancala-world");
    auto g = readingGame(kBayKhom, "mancala-world-directions");
    ASSERT_TRUE(b1);
    ASSERT_TRUE(g);
    auto one = b1->newInitialState();
    one->apply(0);
    EXPECT_EQ(legal(*one), (std::vector<Move>{0, 1, 2, 3, 4}));
    EXPECT_EQ(holesOf(*one), Holes(10, 4));
    auto s = g->newInitialState();
    ASSERT_TRUE(s->isChance());
    s->apply(0);  // South starts
    EXPECT_EQ(holesOf(*s), (Holes{4, 4, 4, 4, 5, 4, 4, 4, 4, 5}));
    EXPECT_EQ(pach(*s).bs().counters, 42);
    EXPECT_EQ(legal(*s), (std::vector<Move>{0, 1, 2, 3, 4, 40, 41, 42, 43, 44}));
    EXPECT_EQ(s->describeMove(40), "South sows h0 (4) clockwise");
    s->apply(40);
    EXPECT_EQ(holesOf(*s), (Holes{0, 5, 5, 5, 6, 0, 5, 5, 5, 0}));
    EXPECT_EQ(store(*s, kSouthSeat), 6);
    EXPECT_EQ(s->progress().laps, 2);
    EXPECT_EQ(s->progress().captures, 1);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    // North's loaded holes h6, h7, h8, each in either direction.
    EXPECT_EQ(legal(*s), (std::vector<Move>{6, 7, 8, 46, 47, 48}));
}

// Every reading plays a whole match to an end (any end reason) from a fixed seed.
TEST(BayKhom, EveryReadingPlaysAMatchToAnEnd) {
    everyReadingPlaysToAnEnd(kBayKhom, {"mancala-world", "poree-maspero-rounds", "mancala-world-directions"});
}

// ---------------------------------------------------------------------------------------------
// Longbeu-a-cha (Parry 1932 via Mancala World): 2 x 5, five counters a hole, 50 in all.

// L2: the draw names South, who opens from h0.
//   before  N  5 5 5 5 5
//           S  5 5 5 5 5
//   South sows h0 (5): h1..h5 -> 6. L = h5; h6 (5): lift, sow h7, h8, h9 -> 6, h0 -> 1,
//   h1 -> 7. L = h1; h2 (6): lift, sow h3, h4, h5 -> 7, h6 -> 1, h7, h8 -> 7. L = h8; h9 (6):
//   lift, sow h0 -> 2, h1 -> 8, h2 -> 1, h3, h4, h5 -> 8. L = h5; h6 (1): lift, sow h7 -> 8.
//   L = h7; h8 (7): lift, sow h9 -> 1, h0 -> 3, h1 -> 9, h2 -> 2, h3, h4, h5 -> 9. L = h5;
//   h6 is empty: take h7 (8); h8 is empty: take h9 (1); h0 (3) is loaded: the chain stops.
//   after   N  0 0 0 0 9
//           S  3 9 2 9 9      South's store 9
TEST(LongbeuACha, OpeningChainTakesTwoHoles) {
    expectOpening(kLongbeu, "walak-pussa-ending", Holes(10, 5), 0, {Holes{3, 9, 2, 9, 9, 9, 0, 0, 0, 0}, {9, 0}, 6, 2});
}

// L3 against L1: only chain_wrap lets the chain go round and take the last pebble's hole, which
// empties the board and ends the game as Parry says it ends.
//   before  N  2 0 3 0 0      stores: South 20, North 21
//           S  0 1 0 2 1
//   South sows h4 (1): h5. L = h5; h6 is empty: take h7 (3); h8 empty, take h9 (2); h0 empty,
//   take h1 (1); h2 empty, take h3 (2); h4 (just lifted) is empty and the next hole is L:
//   L3 takes h5 (1) too, 9 in all, and the board is empty: South 29, North 21, South wins.
//   L1 stops before L: 8 taken, h5 keeps its pebble and North sows next.
//   after L3  N  0 0 0 0 0        after L1  N  0 0 0 0 1
//             S  0 0 0 0 0                  S  0 0 0 0 0
TEST(LongbeuACha, OnlyTheWrappingChainEmptiesTheBoard) {
    const Holes before{0, 1, 0, 2, 1, 0, 0, 3, 0, 2};
    expectMoveEmptiesTheBoardAndEnds(readingGame(kLongbeu, "parry-exhaustible"), before, kSouthSeat, {20, 21}, 4, {29, 21},
                                     Result::Win0);
    {
        auto s = playedFrom(readingGame(kLongbeu, "parry-literal"), before, kSouthSeat, {20, 21}, 4);
        ASSERT_TRUE(s);
        EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 1, 0, 0, 0, 0}));
        EXPECT_EQ(store(*s, kSouthSeat), 28);
        EXPECT_EQ(store(*s, kNorthSeat), 21);
        EXPECT_FALSE(s->isTerminal());
        EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    }
}

// L1 against L2 when the player to move has nothing to sow.
//   before  N  0 0 0 0 0      stores: South 22, North 23
//           S  2 0 0 0 3
//   South sows h0 (2): h1, h2. L = h2; h3 is empty: take h4 (3); h5 is empty but h6 holds
//   nothing: the chain stops. South 25.
//   after   N  0 0 0 0 0
//           S  0 1 1 0 0
//   L2 (the Walak-pussa ending): North cannot sow, the game ends and South takes h1 and h2:
//   South 27, North 23, South wins, the board empty.
//   L1 (Parry as written): North's only move is a pass (move 10); then South sows again, the
//   board unchanged.
TEST(LongbeuACha, NothingToSowEndsTheGameOrPasses) {
    const Holes before{2, 0, 0, 0, 3, 0, 0, 0, 0, 0};
    expectMoveEmptiesTheBoardAndEnds(readingGame(kLongbeu, "walak-pussa-ending"), before, kSouthSeat, {22, 23}, 0, {27, 23},
                                     Result::Win0);
    {
        auto s = playedFrom(readingGame(kLongbeu, "parry-literal"), before, kSouthSeat, {22, 23}, 0);
        ASSERT_TRUE(s);
        EXPECT_EQ(holesOf(*s), (Holes{0, 1, 1, 0, 0, 0, 0, 0, 0, 0}));
        EXPECT_EQ(store(*s, kSouthSeat), 25);
        EXPECT_EQ(s->currentPlayer(), kNorthSeat);
        EXPECT_EQ(legal(*s), (std::vector<Move>{10}));
        s->apply(10);
        EXPECT_EQ(holesOf(*s), (Holes{0, 1, 1, 0, 0, 0, 0, 0, 0, 0}));
        EXPECT_EQ(s->currentPlayer(), kSouthSeat);
        EXPECT_EQ(legal(*s), (std::vector<Move>{1, 2}));
    }
}

// Every reading plays a whole match to an end (any end reason) from a fixed seed.
TEST(LongbeuACha, EveryReadingPlaysAMatchToAnEnd) {
    everyReadingPlaysToAnEnd(kLongbeu, {"parry-literal", "walak-pussa-ending", "parry-exhaustible"});
}
