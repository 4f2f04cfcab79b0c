// Hand-traced rule tests for the analogue games written as rules files (issue 21, item 4):
// data/games/walak-pussa.json (2 x 7, four counters), bay-khom.json (2 x 5, four counters),
// longbeu-a-cha.json (2 x 5, five counters), mawkar-katiya.json (2 x 7, five counters),
// pallankuli.json (2 x 7, six counters) and kanji-guti.json (2 x 7, twelve counters but the middle
// holes, owned by halves). Each test loads a file, takes one of its named
// readings, builds the game through the rules-file plugin (the Pachgarhwa engine under the file's
// description), sets up a board, plays moves and checks every hole against a trace done by hand
// from the rules the file cites. One test per game plays each reading to the end from a fixed seed.
//
// Holes are listed h0 .. h(2P-1) in sowing (anticlockwise) order: South's row is h0 .. h(P-1)
// from his left, North's the rest; -1 is a hole out of play. The drawings show North's row on top
// as South sees it (h(2P-1) on the left down to hP) and South's row below (h0 .. h(P-1)):
//
//      N  h13 h12 h11 h10 h9 h8 h7          N  h9 h8 h7 h6 h5
//      S  h0  h1  h2  h3  h4 h5 h6          S  h0 h1 h2 h3 h4
//
// "L" is the hole the last counter of a sowing falls into; "take" puts a hole into the mover's store.

#include "pach_game.h"
#include "rules_file.h"

#include "game/reading.h"
#include "game/rng.h"

#include <QString>

#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using namespace rulelab;
using rulelab::pachgarhwa::PachState;
using Holes = std::vector<int>;

constexpr int kSouthSeat = 0;
constexpr int kNorthSeat = 1;

const char *const kWalakPussa = RULELAB_GAMES_DIR "/walak-pussa.json";
const char *const kBayKhom = RULELAB_GAMES_DIR "/bay-khom.json";
const char *const kLongbeu = RULELAB_GAMES_DIR "/longbeu-a-cha.json";
const char *const kMawkarKatiya = RULELAB_GAMES_DIR "/mawkar-katiya.json";
const char *const kPallankuli = RULELAB_GAMES_DIR "/pallankuli.json";
const char *const kKanjiGuti = RULELAB_GAMES_DIR "/kanji-guti.json";

std::unique_ptr<rulesfile::FileGame> loadFile(const char *path) {
    std::string error;
    auto file = rulesfile::loadRulesFile(QString::fromUtf8(path), error);
    EXPECT_TRUE(file) << error;
    return file;
}

// The game of the file's reading `readingId`, with overrides "option=value" on top.
std::unique_ptr<Game> readingGame(const char *path, const std::string &readingId,
                                  std::initializer_list<const char *> overrides = {}) {
    const auto file = loadFile(path);
    if (!file) return nullptr;
    for (Reading r : file->readings()) {
        if (r.id != readingId) continue;
        for (const char *o : overrides) EXPECT_EQ(applyOverride(file->info(), r, o), "") << o;
        Options options;
        std::vector<std::string> errors;
        EXPECT_TRUE(resolveOptions(file->info(), r, options, errors)) << (errors.empty() ? "" : errors.front());
        std::string error;
        auto game = file->createGame(options, Limits{}, error);
        EXPECT_TRUE(game) << error;
        return game;
    }
    ADD_FAILURE() << path << ": no reading '" << readingId << "'";
    return nullptr;
}

// A rules-file game is the Pachgarhwa engine: its states are PachStates.
PachState &pach(State &s) {
    auto *p = dynamic_cast<PachState *>(&s);
    if (!p) throw std::runtime_error("the state of a rules-file game is not a PachState");
    return *p;
}
const PachState &pach(const State &s) {
    const auto *p = dynamic_cast<const PachState *>(&s);
    if (!p) throw std::runtime_error("the state of a rules-file game is not a PachState");
    return *p;
}

Holes holesOf(const State &state) {
    const PachState &s = pach(state);
    const auto &b = s.pos().board;
    Holes out;
    for (int h = 0; h < s.bs().holes; ++h) out.push_back(b.isLive(h) ? static_cast<int>(b.counts[static_cast<size_t>(h)]) : -1);
    return out;
}

int store(const State &s, int seat) { return pach(s).pos().board.store[static_cast<size_t>(seat)]; }
int reserve(const State &s, int seat) { return pach(s).pos().reserve[static_cast<size_t>(seat)]; }

std::vector<Move> legal(const State &s) {
    MoveList l;
    s.legalMoves(l);
    return std::vector<Move>(l.moves.begin(), l.moves.begin() + l.size);
}

// Puts a board in play in round 1 with `toMove` to sow. Every counter is on the board, in a
// store (taken this round) or in a reserve (off the board between rounds).
void setBoard(State &state, const Holes &holes, int toMove, std::array<int, 2> stores, std::array<int, 2> reserves = {0, 0}) {
    PachState &s = pach(state);
    ASSERT_EQ(holes.size(), static_cast<size_t>(s.bs().holes)) << "test set-up";
    auto &p = s.pos();
    p.board = kits::SowBoard{};
    int onBoard = 0;
    for (size_t h = 0; h < holes.size(); ++h) {
        if (holes[h] < 0) continue;
        p.board.counts[h] = static_cast<uint8_t>(holes[h]);
        p.board.live |= static_cast<uint16_t>(1u << h);
        onBoard += holes[h];
    }
    p.board.store = {static_cast<int16_t>(stores[0]), static_cast<int16_t>(stores[1])};
    p.reserve = {static_cast<int16_t>(reserves[0]), static_cast<int16_t>(reserves[1])};
    EXPECT_EQ(onBoard + stores[0] + stores[1] + reserves[0] + reserves[1], s.bs().counters) << "test set-up";
    p.phase = kits::Phase::Play;
    p.toMove = static_cast<int8_t>(toMove);
    p.starter = static_cast<int8_t>(toMove);
    s.restartRoundGuards();
}

// Plays one match of random legal moves (and chance outcomes) from `seed` to its end.
void playsToAnEnd(const char *path, const std::string &readingId, uint64_t seed) {
    auto g = readingGame(path, readingId);
    ASSERT_TRUE(g);
    Rng rng(seed);
    auto s = g->newInitialState();
    MoveList moves;
    ChanceList chance;
    for (int step = 0; step < 1000000 && !s->isTerminal(); ++step) {
        if (s->isChance()) {
            s->chanceOutcomes(chance);
            ASSERT_GT(chance.size, 0) << readingId;
            s->apply(chance[static_cast<int>(rng.below(static_cast<uint32_t>(chance.size)))].move);
            continue;
        }
        s->legalMoves(moves);
        ASSERT_GT(moves.size, 0) << readingId << " at step " << step;
        s->apply(moves[static_cast<int>(rng.below(static_cast<uint32_t>(moves.size)))]);
    }
    ASSERT_TRUE(s->isTerminal()) << readingId;
    EXPECT_NE(s->endReason(), EndReason::None) << readingId;
    EXPECT_NE(s->result(), Result::None) << readingId;
    const PachState &k = pach(*s);
    const auto &p = k.pos();
    EXPECT_EQ(p.board.onBoard(k.bs().holes) + p.board.store[0] + p.board.store[1] + p.reserve[0] + p.reserve[1], k.bs().counters)
        << readingId << ": counters are conserved";
}

}  // namespace

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
        {kWalakPussa, "walak-pussa", 7, 4, {"mancala-world", "ludii-summary", "rounds-hole-loss"}},
        {kBayKhom, "bay-khom", 5, 4, {"mancala-world", "poree-maspero-rounds", "mancala-world-directions"}},
        {kLongbeu, "longbeu-a-cha", 5, 5, {"parry-literal", "walak-pussa-ending", "parry-exhaustible"}},
        {kMawkarKatiya, "mawkar-katiya", 7, 5, {"das-gupta", "ludii-summary", "ludii-summary-rounds"}},
        {kPallankuli, "pallankuli", 7, 6, {"durai-rounds", "sower-takes-fours", "to-move-ends", "single-game"}},
        {kKanjiGuti, "kanji-guti", 7, 12, {"ludii-summary", "other-takes-rest"}},
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
            // Khom's heads with one more under B3.
            const int middle = e.id == std::string("kanji-guti") ? 2 * e.perHole - 1 : 0;
            const int heads = id == "mancala-world-directions" ? 2 : 0;
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
    auto g = readingGame(kWalakPussa, "mancala-world");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    ASSERT_TRUE(s->isChance());  // first_player = random
    s->apply(0);                 // the draw: South starts
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);
    EXPECT_EQ(holesOf(*s), (Holes{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}));
    s->apply(0);
    EXPECT_EQ(holesOf(*s), (Holes{2, 1, 7, 7, 7, 0, 7, 0, 0, 6, 1, 6, 6, 0}));
    EXPECT_EQ(store(*s, kSouthSeat), 6);
    EXPECT_EQ(store(*s, kNorthSeat), 0);
    EXPECT_EQ(s->progress().laps, 7);
    EXPECT_EQ(s->progress().captures, 1);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
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
    auto g = readingGame(kWalakPussa, "mancala-world");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    setBoard(*s, Holes{1, 0, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 4}, kSouthSeat, {20, 22});
    s->apply(0);
    EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(s->progress().captures, 6);
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::Finished);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{34, 22}));
    EXPECT_EQ(s->result(), Result::Win0);
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
    auto a = w1->newInitialState();
    setBoard(*a, mixed, kSouthSeat, {17, 17});
    EXPECT_EQ(legal(*a), (std::vector<Move>{0, 1, 3, 4, 6}));
    auto b = w2->newInitialState();
    setBoard(*b, mixed, kSouthSeat, {17, 17});
    EXPECT_EQ(legal(*b), (std::vector<Move>{1, 4}));

    auto s = w2->newInitialState();
    setBoard(*s, Holes{1, 0, 0, 1, 0, 0, 0, 0, 3, 0, 2, 5, 0, 4}, kSouthSeat, {20, 20});
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
    auto g = readingGame(kWalakPussa, "rounds-hole-loss");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    setBoard(*s, Holes{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, kSouthSeat, {30, 25});
    s->apply(0);
    EXPECT_FALSE(s->isTerminal());
    EXPECT_EQ(s->progress().rounds, 2);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(holesOf(*s), (Holes{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, -1}));
    EXPECT_EQ(reserve(*s, kSouthSeat), 3);
    EXPECT_EQ(reserve(*s, kNorthSeat), 1);
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
    for (const char *r : {"mancala-world", "ludii-summary", "rounds-hole-loss"}) {
        playsToAnEnd(kWalakPussa, r, matchSeed(21, r, 0));
        if (HasFailure()) return;
    }
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
    auto g = readingGame(kBayKhom, "mancala-world");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    ASSERT_TRUE(s->isChance());
    s->apply(0);  // South starts
    EXPECT_EQ(holesOf(*s), (Holes{4, 4, 4, 4, 4, 4, 4, 4, 4, 4}));
    s->apply(0);
    EXPECT_EQ(holesOf(*s), (Holes{0, 0, 5, 5, 5, 0, 5, 5, 5, 5}));
    EXPECT_EQ(store(*s, kSouthSeat), 5);
    EXPECT_EQ(store(*s, kNorthSeat), 0);
    EXPECT_EQ(s->progress().laps, 2);
    EXPECT_EQ(s->progress().captures, 1);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
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
    auto g = readingGame(kBayKhom, "mancala-world");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    setBoard(*s, Holes{1, 0, 0, 2, 0, 3, 0, 1, 0, 4}, kSouthSeat, {14, 15});
    s->apply(0);
    EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
    EXPECT_EQ(s->progress().captures, 4);
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::Finished);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{25, 15}));
    EXPECT_EQ(s->result(), Result::Win0);
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
    auto g = readingGame(kBayKhom, "poree-maspero-rounds");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    setBoard(*s, Holes{1, 0, 0, 0, 0, 0, 0, 0, 0, 0}, kSouthSeat, {26, 13});
    s->apply(0);
    // Between rounds: North chooses where his three groups go (a fill of hole h is move 20 + h).
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{25, 26, 27, 28, 29}));
    EXPECT_EQ(holesOf(*s), (Holes{4, 4, 4, 4, 4, -1, -1, -1, -1, -1}));
    s->apply(29);
    s->apply(25);
    s->apply(26);
    EXPECT_EQ(s->progress().rounds, 2);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(holesOf(*s), (Holes{4, 4, 4, 4, 4, 4, 4, -1, -1, 4}));
    EXPECT_EQ(reserve(*s, kSouthSeat), 7);
    EXPECT_EQ(reserve(*s, kNorthSeat), 1);
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
    for (const char *r : {"mancala-world", "poree-maspero-rounds", "mancala-world-directions"}) {
        playsToAnEnd(kBayKhom, r, matchSeed(21, r, 0));
        if (HasFailure()) return;
    }
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
    auto g = readingGame(kLongbeu, "walak-pussa-ending");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    ASSERT_TRUE(s->isChance());
    s->apply(0);  // South starts
    EXPECT_EQ(holesOf(*s), (Holes{5, 5, 5, 5, 5, 5, 5, 5, 5, 5}));
    s->apply(0);
    EXPECT_EQ(holesOf(*s), (Holes{3, 9, 2, 9, 9, 9, 0, 0, 0, 0}));
    EXPECT_EQ(store(*s, kSouthSeat), 9);
    EXPECT_EQ(store(*s, kNorthSeat), 0);
    EXPECT_EQ(s->progress().laps, 6);
    EXPECT_EQ(s->progress().captures, 2);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
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
    {
        auto g = readingGame(kLongbeu, "parry-exhaustible");
        ASSERT_TRUE(g);
        auto s = g->newInitialState();
        setBoard(*s, before, kSouthSeat, {20, 21});
        s->apply(4);
        EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
        EXPECT_TRUE(s->isTerminal());
        EXPECT_EQ(s->endReason(), EndReason::Finished);
        EXPECT_EQ(s->scores(), (std::array<int, 2>{29, 21}));
        EXPECT_EQ(s->result(), Result::Win0);
    }
    {
        auto g = readingGame(kLongbeu, "parry-literal");
        ASSERT_TRUE(g);
        auto s = g->newInitialState();
        setBoard(*s, before, kSouthSeat, {20, 21});
        s->apply(4);
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
    {
        auto g = readingGame(kLongbeu, "walak-pussa-ending");
        ASSERT_TRUE(g);
        auto s = g->newInitialState();
        setBoard(*s, before, kSouthSeat, {22, 23});
        s->apply(0);
        EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
        EXPECT_TRUE(s->isTerminal());
        EXPECT_EQ(s->endReason(), EndReason::Finished);
        EXPECT_EQ(s->scores(), (std::array<int, 2>{27, 23}));
        EXPECT_EQ(s->result(), Result::Win0);
    }
    {
        auto g = readingGame(kLongbeu, "parry-literal");
        ASSERT_TRUE(g);
        auto s = g->newInitialState();
        setBoard(*s, before, kSouthSeat, {22, 23});
        s->apply(0);
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
    for (const char *r : {"parry-literal", "walak-pussa-ending", "parry-exhaustible"}) {
        playsToAnEnd(kLongbeu, r, matchSeed(21, r, 0));
        if (HasFailure()) return;
    }
}

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
    for (const Case &c : cases) {
        auto g = readingGame(kMawkarKatiya, c.reading);
        ASSERT_TRUE(g) << c.reading;
        auto s = g->newInitialState();
        ASSERT_TRUE(s->isChance());
        s->apply(0);  // South starts
        EXPECT_EQ(holesOf(*s), Holes(14, 5));
        s->apply(0);
        EXPECT_EQ(holesOf(*s), c.after) << c.reading;
        EXPECT_EQ(store(*s, kSouthSeat), 7) << c.reading;
        EXPECT_EQ(store(*s, kNorthSeat), 0) << c.reading;
        EXPECT_EQ(s->progress().laps, 5) << c.reading;
        EXPECT_EQ(s->progress().captures, 1) << c.reading;
        EXPECT_EQ(s->currentPlayer(), kNorthSeat) << c.reading;
    }
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
    {
        auto g = readingGame(kMawkarKatiya, "ludii-summary");
        ASSERT_TRUE(g);
        auto s = g->newInitialState();
        setBoard(*s, before, kSouthSeat, {35, 34});
        s->apply(5);
        EXPECT_EQ(holesOf(*s), Holes(14, 0));
        EXPECT_TRUE(s->isTerminal());
        EXPECT_EQ(s->endReason(), EndReason::Finished);
        EXPECT_EQ(s->scores(), (std::array<int, 2>{36, 34}));
        EXPECT_EQ(s->result(), Result::Win0);
    }
    {
        auto g = readingGame(kMawkarKatiya, "das-gupta");
        ASSERT_TRUE(g);
        auto s = g->newInitialState();
        setBoard(*s, before, kSouthSeat, {35, 34});
        s->apply(5);
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
    auto g = readingGame(kMawkarKatiya, "ludii-summary-rounds");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    setBoard(*s, Holes{0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0}, kSouthSeat, {35, 34});
    s->apply(5);
    EXPECT_FALSE(s->isTerminal());
    EXPECT_EQ(s->progress().rounds, 2);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(holesOf(*s), (Holes{5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, -1}));
    EXPECT_EQ(reserve(*s, kSouthSeat), 1);
    EXPECT_EQ(reserve(*s, kNorthSeat), 4);
    s->apply(12);
    EXPECT_EQ(holesOf(*s), (Holes{7, 7, 0, 7, 0, 1, 7, 7, 7, 7, 7, 0, 1, -1}));
    EXPECT_EQ(store(*s, kNorthSeat), 7);
    EXPECT_EQ(store(*s, kSouthSeat), 0);
    EXPECT_EQ(s->progress().laps, 1 + 4);  // the match's: game 1's one sowing and these four
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);
}

// Every reading plays a whole match to an end (any end reason) from a fixed seed.
TEST(MawkarKatiya, EveryReadingPlaysAMatchToAnEnd) {
    for (const char *r : {"das-gupta", "ludii-summary", "ludii-summary-rounds"}) {
        playsToAnEnd(kMawkarKatiya, r, matchSeed(21, r, 0));
        if (HasFailure()) return;
    }
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
    auto g = readingGame(kPallankuli, "durai-rounds");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    ASSERT_TRUE(s->isChance());
    s->apply(0);  // South starts
    EXPECT_EQ(holesOf(*s), Holes(14, 6));
    s->apply(0);
    EXPECT_EQ(holesOf(*s), (Holes{1, 8, 8, 8, 8, 8, 1, 0, 7, 7, 7, 7, 7, 0}));
    EXPECT_EQ(store(*s, kSouthSeat), 7);
    EXPECT_EQ(store(*s, kNorthSeat), 0);
    EXPECT_EQ(s->progress().laps, 3);
    EXPECT_EQ(s->progress().captures, 1);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
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
        auto s = g->newInitialState();
        setBoard(*s, before, kSouthSeat, {34, 34});
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
    auto g = readingGame(kPallankuli, "durai-rounds");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    setBoard(*s, Holes{2, 0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 0, 0}, kSouthSeat, {44, 34});
    s->apply(6);
    EXPECT_FALSE(s->isTerminal());
    EXPECT_EQ(s->progress().rounds, 2);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(holesOf(*s), (Holes{6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, -1}));
    EXPECT_EQ(reserve(*s, kSouthSeat), 4);
    EXPECT_EQ(reserve(*s, kNorthSeat), 2);
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
        auto g = readingGame(kPallankuli, "durai-rounds");
        ASSERT_TRUE(g);
        auto s = g->newInitialState();
        setBoard(*s, before, kSouthSeat, {40, 38});
        s->apply(6);
        EXPECT_EQ(s->progress().rounds, 2);
        EXPECT_EQ(pach(*s).pos().round, 2);
        EXPECT_EQ(holesOf(*s), Holes(14, 6));
        EXPECT_EQ(reserve(*s, kSouthSeat), 0);
        EXPECT_EQ(reserve(*s, kNorthSeat), 0);
        EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    }
    {
        auto g = readingGame(kPallankuli, "to-move-ends");
        ASSERT_TRUE(g);
        auto s = g->newInitialState();
        setBoard(*s, before, kSouthSeat, {40, 38});
        s->apply(6);
        EXPECT_EQ(pach(*s).pos().round, 1);  // still the first round
        EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 3, 0, 0, 0}));
        EXPECT_EQ(store(*s, kSouthSeat), 42);
        EXPECT_EQ(s->currentPlayer(), kNorthSeat);
        EXPECT_EQ(legal(*s), (std::vector<Move>{7, 10}));
    }
}

// PK3 (a single game): the same end of the round ends the match, South 46 - 38.
TEST(Pallankuli, AsASingleGameTheFirstRoundDecides) {
    auto g = readingGame(kPallankuli, "single-game");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    setBoard(*s, Holes{2, 0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 0, 0}, kSouthSeat, {44, 34});
    s->apply(6);
    EXPECT_EQ(holesOf(*s), Holes(14, 0));
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::Finished);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{46, 38}));
    EXPECT_EQ(s->result(), Result::Win0);
}

// Every reading plays a whole match to an end (any end reason) from a fixed seed.
TEST(Pallankuli, EveryReadingPlaysAMatchToAnEnd) {
    for (const char *r : {"durai-rounds", "sower-takes-fours", "to-move-ends", "single-game"}) {
        playsToAnEnd(kPallankuli, r, matchSeed(21, r, 0));
        if (HasFailure()) return;
    }
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
    auto g = readingGame(kKanjiGuti, "ludii-summary");
    ASSERT_TRUE(g);
    auto s = g->newInitialState();
    ASSERT_TRUE(s->isChance());
    s->apply(0);  // South starts
    EXPECT_EQ(holesOf(*s), (Holes{12, 12, 12, 1, 12, 12, 12, 12, 12, 12, 0, 12, 12, 12}));
    EXPECT_EQ(legal(*s), (std::vector<Move>{0, 1, 2, 11, 12, 13}));
    auto north = g->newInitialState();
    north->apply(1);  // North starts
    EXPECT_EQ(legal(*north), (std::vector<Move>{4, 5, 6, 7, 8, 9}));
    s->apply(0);
    EXPECT_EQ(holesOf(*s), (Holes{2, 0, 15, 4, 15, 15, 15, 15, 15, 15, 3, 15, 0, 1}));
    EXPECT_EQ(store(*s, kSouthSeat), 15);
    EXPECT_EQ(store(*s, kNorthSeat), 0);
    EXPECT_EQ(s->progress().laps, 3);
    EXPECT_EQ(s->progress().captures, 1);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
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
    auto s = g->newInitialState();
    setBoard(*s, Holes{0, 1, 0, 2, 0, 0, 0, 4, 2, 0, 3, 0, 0, 1}, kSouthSeat, {66, 66});
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
        auto g = readingGame(kKanjiGuti, "ludii-summary");
        ASSERT_TRUE(g);
        auto s = g->newInitialState();
        setBoard(*s, before, kSouthSeat, {70, 72});
        s->apply(12);
        EXPECT_EQ(holesOf(*s), (Holes{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0}));
        EXPECT_EQ(store(*s, kSouthSeat), 71);
        EXPECT_FALSE(s->isTerminal());
        EXPECT_EQ(s->currentPlayer(), kNorthSeat);
        EXPECT_EQ(legal(*s), (std::vector<Move>{14}));
    }
    {
        auto g = readingGame(kKanjiGuti, "other-takes-rest");
        ASSERT_TRUE(g);
        auto s = g->newInitialState();
        setBoard(*s, before, kSouthSeat, {70, 72});
        s->apply(12);
        EXPECT_EQ(holesOf(*s), Holes(14, 0));
        EXPECT_TRUE(s->isTerminal());
        EXPECT_EQ(s->endReason(), EndReason::Finished);
        EXPECT_EQ(s->scores(), (std::array<int, 2>{73, 72}));
        EXPECT_EQ(s->result(), Result::Win0);
    }
}

// Every reading plays a whole match to an end (any end reason) from a fixed seed.
TEST(KanjiGuti, EveryReadingPlaysAMatchToAnEnd) {
    for (const char *r : {"ludii-summary", "other-takes-rest"}) {
        playsToAnEnd(kKanjiGuti, r, matchSeed(21, r, 0));
        if (HasFailure()) return;
    }
}
