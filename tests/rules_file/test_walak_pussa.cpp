// Hand-traced tests of Walak-pussa as Ludii's program Walak-Pussa.lud plays it (reading ludii-code
// of data/games/walak-pussa.json): the direction chosen once (direction = chosen_once), sowing only
// from holes of two or more (start_hole = two_or_more, which also stops a relay), the hole after an
// empty landing and every second hole after it, rounds refilled by the loser alone
// (multi_round = loser_refills) and the match lost by a player holding fewer than two counters
// (match_end = fewer_than_two). Each expected board was traced by hand from the .lud's rules.
//
// 2 x 7, four counters a hole, 56 in all. Moves: h sows h anticlockwise, 56 + h clockwise, 14 is a
// pass, 28 + h puts the loser's first group into end hole h between rounds. The drawings show
// North's row on top as South sees it:
//
//      N  h13 h12 h11 h10 h9 h8 h7
//      S  h0  h1  h2  h3  h4 h5 h6

#include "analogue_util.h"

using namespace analoguetest;

namespace {

constexpr Move kPass = 14;
constexpr Move kFill = 28;
constexpr Move kClockwise = 56;

// The reading's game, built once (its states point to it).
const Game &ludiiCode() {
    static const std::unique_ptr<Game> game = readingGame(kWalakPussa, "ludii-code");
    if (!game) throw std::runtime_error("walak-pussa: no game for reading ludii-code");
    return *game;
}

// A state of round 1 on `holes`, with the direction chosen anticlockwise.
std::unique_ptr<State> round1(const Holes &holes, int toMove, std::array<int, 2> stores) {
    auto s = ludiiCode().newInitialState();
    setBoard(*s, holes, toMove, stores);
    pach(*s).pos().direction = 0;
    return s;
}

}  // namespace

// South begins and may sow either way; his first sowing fixes the direction for both players.
//   South sows h6 clockwise (4): h5, h4, h3, h2 (-> 5). L = h2 held 4: lift it (5): h1, h0, h13,
//   h12, h11 (-> 5). L = h11 held 4: lift it (5): h10, h9, h8, h7 (-> 5), h6 (0 -> 1). L = h6 was
//   empty: take h5 (5), the hole after it clockwise; h4 (5) is not empty, so the chain stops.
//   after   N  5 5 0 5 5 5 5      South's store 5, 3 laps
//           S  5 5 0 5 5 0 1
//   North may then sow only clockwise, and only his holes of two or more (h11 is empty).
TEST(WalakPussa, TheFirstSowingChoosesTheDirectionForBoth) {
    auto s = ludiiCode().newInitialState();
    ASSERT_FALSE(s->isChance());
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{0, 1, 2, 3, 4, 5, 6, 56, 57, 58, 59, 60, 61, 62}));
    s->apply(kClockwise + 6);
    EXPECT_EQ(holesOf(*s), (Holes{5, 5, 0, 5, 5, 0, 1, 5, 5, 5, 5, 0, 5, 5}));
    EXPECT_EQ(store(*s, kSouthSeat), 5);
    EXPECT_EQ(s->progress().laps, 3);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{63, 64, 65, 66, 68, 69}));
}

// The round ends when the player to move has no hole of two, though he still holds counters; a tie
// makes South the round's winner, and North, the loser, chooses the end he fills from.
//   before  N  0 0 0 0 1 0 1      stores 26 - 26, anticlockwise
//           S  2 0 0 0 0 0 0
//   South sows h0 (2): h1, h2 (0 -> 1). L = h2 was empty; h3 after it is empty: nothing taken.
//   North holds h7 1 and h9 1, no hole of two: the round ends, each takes his row: 28 - 28.
//   South, the winner on a tie, fills his seven holes with four; North may start from h7 (his left)
//   or h13 (his right). From h13: h13, h12, .., h7 get four each (28), the round goes clockwise and
//   North, the loser, begins it.
TEST(WalakPussa, SingleCountersEndTheRoundAndTheLoserChoosesTheEnd) {
    auto s = round1(Holes{2, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0}, kSouthSeat, {26, 26});
    EXPECT_EQ(legal(*s), (std::vector<Move>{0}));
    s->apply(0);
    EXPECT_FALSE(s->isTerminal());
    EXPECT_EQ(holesOf(*s), (Holes{4, 4, 4, 4, 4, 4, 4, -1, -1, -1, -1, -1, -1, -1}));
    EXPECT_EQ(reserve(*s, kSouthSeat), 0);
    EXPECT_EQ(reserve(*s, kNorthSeat), 28);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{kFill + 7, kFill + 13}));
    s->apply(kFill + 13);
    EXPECT_EQ(holesOf(*s), Holes(14, 4));
    EXPECT_EQ(reserve(*s, kNorthSeat), 0);
    EXPECT_EQ(s->progress().rounds, 2);
    EXPECT_EQ(s->currentPlayer(), kNorthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{63, 64, 65, 66, 67, 68, 69}));
}

// A relay stops, and the round ends, when the mover's own row has no hole of two.
//   before  N  0 0 0 0 2 0 3      stores 24 - 24, anticlockwise
//           S  1 0 0 0 0 2 0
//   South may sow only h5 (h0 is a single): h6 (0 -> 1), h7 (3 -> 4). L = h7 held 3, but South's
//   row is h0 1, h6 1: the relay cannot go on and the round ends: South takes 2 (26), North 6 (30).
//   North fills his seven holes (2 left over); South (26) fills from his right end: h6 .. h1 get
//   four each, h0 the last 2; the round goes clockwise and South begins it.
TEST(WalakPussa, ARelayStopsWhenTheMoversRowHasNoHoleOfTwo) {
    auto s = round1(Holes{1, 0, 0, 0, 0, 2, 0, 3, 0, 2, 0, 0, 0, 0}, kSouthSeat, {24, 24});
    EXPECT_EQ(legal(*s), (std::vector<Move>{5}));
    s->apply(5);
    EXPECT_EQ(s->progress().laps, 1);
    EXPECT_EQ(holesOf(*s), (Holes{-1, -1, -1, -1, -1, -1, -1, 4, 4, 4, 4, 4, 4, 4}));
    EXPECT_EQ(reserve(*s, kSouthSeat), 26);
    EXPECT_EQ(reserve(*s, kNorthSeat), 2);
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{kFill + 0, kFill + 6}));
    s->apply(kFill + 6);
    EXPECT_EQ(holesOf(*s), (Holes{2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}));
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{56, 57, 58, 59, 60, 61, 62}));
}

// A loser with fewer than four puts them all into his end hole, which no one may lift for the
// round: he passes, and a relay that lands in it stops and ends the round.
//   before  N  2 0 0 0 5 0 0      stores South 0, North 48, anticlockwise
//           S  0 0 0 0 0 1 0
//   North sows h13 (2): h0, h1 (0 -> 1). L = h1 was empty; h2 after it is empty: nothing taken.
//   South's row h0 1, h1 1, h5 1 has no hole of two: the round ends, South 3, North 53.
//   North fills all seven holes (25 left); South puts his 3 into h0 (his left end: anticlockwise),
//   blocked. South begins: a pass. North sows h7 (4): h8 .. h11 (-> 5). L = h11 held 4: lift it (5):
//   h12, h13 (-> 5), h0 (3 -> 4), h1 .. h6 out of play, h7 (0 -> 1), h8 (5 -> 6). L = h8 held 5:
//   lift it (6): h9, h10 (-> 6), h11 (0 -> 1), h12, h13 (-> 6), h0 (4 -> 5). L = h0 held 4 but is
//   blocked: the relay stops and the round ends. South takes h0 (5); North his row (26) and 25: 51.
TEST(WalakPussa, AShortHoleIsBlockedSoItsOwnerPassesAndARelayStopsThere) {
    auto s = round1(Holes{0, 0, 0, 0, 0, 1, 0, 0, 0, 5, 0, 0, 0, 2}, kNorthSeat, {0, 48});
    s->apply(13);
    EXPECT_EQ(reserve(*s, kSouthSeat), 3);
    EXPECT_EQ(reserve(*s, kNorthSeat), 25);
    EXPECT_EQ(legal(*s), (std::vector<Move>{kFill + 0, kFill + 6}));
    s->apply(kFill + 0);
    EXPECT_EQ(holesOf(*s), (Holes{3, -1, -1, -1, -1, -1, -1, 4, 4, 4, 4, 4, 4, 4}));
    EXPECT_EQ(pach(*s).pos().blocked, 1u);
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);
    EXPECT_EQ(legal(*s), (std::vector<Move>{kPass}));
    s->apply(kPass);
    EXPECT_EQ(legal(*s), (std::vector<Move>{7, 8, 9, 10, 11, 12, 13}));
    s->apply(7);
    EXPECT_FALSE(s->isTerminal());
    EXPECT_EQ(s->progress().laps, 1 + 3);
    EXPECT_EQ(reserve(*s, kSouthSeat), 5);
    EXPECT_EQ(reserve(*s, kNorthSeat), 51 - 28);
    EXPECT_EQ(holesOf(*s), (Holes{-1, -1, -1, -1, -1, -1, -1, 4, 4, 4, 4, 4, 4, 4}));
    EXPECT_EQ(pach(*s).pos().blocked, 0u);
    EXPECT_EQ(s->currentPlayer(), kSouthSeat);  // the loser chooses his end again
}

// A player holding fewer than two counters after a round loses the match.
//   before  N  0 2 0 0 5 0 0      stores South 0, North 47, anticlockwise
//           S  0 1 0 1 0 0 0
//   North sows h12 (2): h13, h0 (0 -> 1). L = h0 was empty: take h1 (1); h2 is empty, take h3 (1);
//   h4 is empty but h5 too: stop. South's row is h0 1: no hole of two, the round ends; South takes
//   1, North 6: 1 - 55, and South, under two, has lost.
TEST(WalakPussa, FewerThanTwoCountersLoseTheMatch) {
    auto s = round1(Holes{0, 1, 0, 1, 0, 0, 0, 0, 0, 5, 0, 0, 2, 0}, kNorthSeat, {0, 47});
    EXPECT_EQ(legal(*s), (std::vector<Move>{9, 12}));
    s->apply(12);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->result(), Result::Win1);
    EXPECT_EQ(s->endReason(), EndReason::Finished);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{1, 55}));
}

TEST(WalakPussa, LudiisProgramPlaysMatchesToAnEnd) {
    for (uint64_t seed : {1u, 2u, 3u}) playsToAnEnd(kWalakPussa, "ludii-code", seed);
}

// What the engine cannot play with these values is refused rather than guessed, naming the rule.
TEST(WalakPussa, CombinationsTheEngineCannotPlayAreRefused) {
    const auto file = loadFile(kWalakPussa);
    ASSERT_TRUE(file);
    for (const Reading &r : file->readings()) {
        if (r.id != "ludii-code") continue;
        Options options;
        std::vector<std::string> errors;
        ASSERT_TRUE(resolveOptions(file->info(), r, options, errors));
        OptionValues v = options.values();
        kits::engine::Rules rules;
        std::string error;
        ASSERT_TRUE(kits::engine::Rules::fromOptions(OptionsBuilder::make(v), Limits{}, rules, error)) << error;
        EXPECT_TRUE(rules.directionOnce);
        EXPECT_EQ(rules.sow.lapEnd, kits::LapEnd::MoverStuck);

        OptionValues choice = v;
        choice["fill_order"] = "player_choice";
        EXPECT_FALSE(kits::engine::Rules::fromOptions(OptionsBuilder::make(choice), Limits{}, rules, error));
        EXPECT_NE(error.find("multi_round = loser_refills"), std::string::npos) << error;

        OptionValues lap = v;
        lap["round_end"] = "one_left";
        lap["end_test"] = "after_every_lap";
        EXPECT_FALSE(kits::engine::Rules::fromOptions(OptionsBuilder::make(lap), Limits{}, rules, error));
        EXPECT_NE(error.find("start_hole = two_or_more"), std::string::npos) << error;
        return;
    }
    FAIL() << "no reading ludii-code";
}
