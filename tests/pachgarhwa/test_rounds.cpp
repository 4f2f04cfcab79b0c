// Multi-round tests (catalogue PG-10). Round 1 is ended by endRoundWith(): South's last counter
// h0 goes to h1, North has nothing to sow, the opponent (South) takes the board, and the totals
// are as given. The refill then works from those totals.
#include "pach_test_util.h"

using namespace pgtest;

namespace {

std::unique_ptr<Game> roundsGame(const char *multi, std::initializer_list<const char *> more = {}) {
    OptionValues v = baseValues();
    v["no_move"] = "opponent_takes_all";
    v["round_end"] = "no_move";
    v["multi_round"] = multi;
    const GameInfo info = pachInfo();
    Reading r{info.id, "test", "test", "", "", v, ""};
    for (const char *s : more) EXPECT_EQ(applyOverride(info, r, s), "") << s;
    return makeGame({}, Limits{}, r.values);
}

}  // namespace

// hole_loss, 32-18: South fills his five holes (25) and keeps 7; North fills h5, h6, h7 (15)
// from his left and keeps 3; h8 and h9 are out of play. The loser (North) starts round 2.
//   after   N  x x 5 5 5
//           S  5 5 5 5 5
TEST(HoleLoss, RefillFromTheLeft) {
    auto g = roundsGame("hole_loss");
    auto s = endRoundWith(*g, 32, 18);
    const auto &p = ks(*s).pos();
    EXPECT_EQ(p.round, 2);
    EXPECT_EQ(p.lastRoundTotals, (std::array<int16_t, 2>{32, 18}));
    EXPECT_EQ(rows(ks(*s)), (Rows{{-1, -1, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_EQ(p.reserve, (std::array<int16_t, 2>{7, 3}));
    EXPECT_EQ(s->currentPlayer(), kNorth);
    EXPECT_EQ(legal(*s), (std::vector<Move>{5, 6, 7}));
    EXPECT_EQ(s->scores(), (std::array<int, 2>{7, 3}));  // store + reserve; the board is in play
    const BoardView v = s->boardView();
    EXPECT_TRUE(v.cells[8].flags & CellDead);
    EXPECT_TRUE(v.cells[9].flags & CellDead);
    EXPECT_FALSE(v.cells[7].flags & CellDead);
}

// hole_loss with player_choice: North places his three groups himself; South's five go in
// without a choice.
TEST(HoleLoss, PlayerChoice) {
    auto g = roundsGame("hole_loss", {"fill_order=player_choice"});
    auto s = endRoundWith(*g, 32, 18);
    tworowtest::expectNorthToFillByChoice(ks(*s));
    s->apply(29);
    s->apply(27);
    s->apply(25);
    EXPECT_EQ(ks(*s).pos().phase, Phase::Play);
    EXPECT_EQ(rows(ks(*s)), (Rows{{5, -1, 5, -1, 5}, {5, 5, 5, 5, 5}}));
}

// hole_capture, 32-18: as hole loss, then the winner takes the loser's first unfilled hole (h8)
// with five of his surplus 7 and owns it; h9 is out of play (2 left, not enough).
//   after   N  x 5 5 5 5      h8 is South's for the round
//           S  5 5 5 5 5
TEST(HoleCapture, WinnerTakesUnfilledHoles) {
    auto g = roundsGame("hole_capture");
    auto s = endRoundWith(*g, 32, 18);
    const auto &k = ks(*s);
    EXPECT_EQ(rows(k), (Rows{{-1, 5, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_EQ(k.pos().reserve, (std::array<int16_t, 2>{2, 3}));
    EXPECT_EQ(k.holeOwner(8), kSouth);
    EXPECT_EQ(k.holeOwner(7), kNorth);
    EXPECT_EQ(s->currentPlayer(), kNorth);
    EXPECT_EQ(legal(*s), (std::vector<Move>{5, 6, 7}));
    const BoardView v = s->boardView();
    EXPECT_EQ(v.cells[8].owner, kSouth);
    EXPECT_EQ(v.cells[8].label, "h8 (South)");
    EXPECT_EQ(v.cells[7].owner, kNorth);
    // Were South to move, his captured hole would be one of his starts.
    ks(*s).pos().toMove = kSouth;
    EXPECT_EQ(legal(*s), (std::vector<Move>{0, 1, 2, 3, 4, 8}));
}

// hole_capture, 40-10: North fills h5, h6; South's surplus 15 takes h7, h8, h9.
//   after   N  5 5 5 5 5      h7, h8, h9 are South's; North owns h5, h6 only
//           S  5 5 5 5 5
// In round 2, each_takes_own_row and the capture zone follow ownership: see the next test.
TEST(HoleCapture, ThreeHolesTaken) {
    auto g = roundsGame("hole_capture");
    auto s = endRoundWith(*g, 40, 10);
    const auto &k = ks(*s);
    EXPECT_EQ(rows(k), (Rows{{5, 5, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_EQ(k.pos().reserve, (std::array<int16_t, 2>{0, 0}));
    EXPECT_EQ(k.pos().northOwns, (1u << 5) | (1u << 6));
    EXPECT_EQ(legal(*s), (std::vector<Move>{5, 6}));
}

// hole_capture: counters in a captured hole go to its owner when the round ends by
// each_takes_own_row. Round 2 board (North owns h5, h6; South the rest, h7 included):
//   before  N  0 0 0 1 0      North sows h6 (1): h7. L = h7; h8 empty: h9 empty, no capture.
//           S  0 0 0 1 0
//   then    N  0 0 1 0 0      South sows h3 (1): h4. L = h4; h5 empty: h6 empty, no capture.
//           S  0 0 0 1 0
//   after   N  0 0 1 0 0      North has nothing to sow: the round ends and each takes his own
//           S  0 0 0 0 1      holes: h4 and h7 (South's for the round) go to South, 27-23.
TEST(HoleCapture, OwnRowFollowsOwnership) {
    auto g = roundsGame("hole_capture", {"no_move=each_takes_own_row", "match_end=fixed_rounds", "rounds=2"});
    auto s = endRoundWith(*g, 40, 10);
    auto &k = ks(*s);
    ASSERT_EQ(k.pos().round, 2);
    // Replace the refilled board by a hand-made round-2 position with the same ownership.
    setRows(k, Rows{{0, 0, 0, 1, 0}, {0, 0, 0, 1, 0}}, kNorth, {0, 0}, {25, 23});
    k.pos().round = 2;
    EXPECT_EQ(k.holeOwner(7), kSouth);
    s->apply(6);
    EXPECT_EQ(rows(k), (Rows{{0, 0, 1, 0, 0}, {0, 0, 0, 1, 0}}));
    EXPECT_FALSE(s->isTerminal());
    s->apply(3);
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(rows(k), (Rows{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}}));
    EXPECT_EQ(s->scores(), (std::array<int, 2>{27, 23}));
    EXPECT_EQ(s->result(), Result::Win0);
}

// cannot_fill: at 48-2 North cannot fill a hole and loses, under hole_loss and hole_capture.
TEST(MatchEnd, CannotFill) {
    for (const char *m : {"hole_loss", "hole_capture", "khutka_scheme"}) {
        auto g = roundsGame(m);
        auto s = endRoundWith(*g, 48, 2);
        // khutka_scheme: 3+2 makes South Bhadar, who chooses his bha before the fill check.
        if (ks(*s).pos().phase == Phase::Bha) s->apply(legal(*s).front());
        EXPECT_TRUE(s->isTerminal()) << m;
        EXPECT_EQ(s->endReason(), EndReason::Finished) << m;
        EXPECT_EQ(s->result(), Result::Win0) << m;
        EXPECT_EQ(s->scores()[0] + s->scores()[1], kCounters) << m;
    }
}

// fixed_rounds with rounds = 1 ends after the first round, whatever the totals.
TEST(MatchEnd, FixedRounds) {
    auto g = roundsGame("hole_loss", {"match_end=fixed_rounds", "rounds=1"});
    auto s = endRoundWith(*g, 32, 18);
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->scores(), (std::array<int, 2>{32, 18}));
    EXPECT_EQ(s->result(), Result::Win0);
    auto g2 = roundsGame("hole_loss", {"match_end=fixed_rounds", "rounds=2"});
    auto s2 = endRoundWith(*g2, 32, 18);
    EXPECT_FALSE(s2->isTerminal());
    EXPECT_EQ(ks(*s2).pos().round, 2);
}

// round_starter = alternate: South started round 1, so North starts round 2 even as winner.
TEST(RoundStarter, AlternateAndLoser) {
    auto g = roundsGame("hole_loss", {"round_starter=alternate"});
    auto s = endRoundWith(*g, 18, 32);
    EXPECT_EQ(s->currentPlayer(), kNorth);
    auto g2 = roundsGame("hole_loss", {"round_starter=round_loser"});
    auto s2 = endRoundWith(*g2, 18, 32);
    EXPECT_EQ(s2->currentPlayer(), kSouth);
}

// khutka_scheme, 29-21 (remainders 4/1): South is Bhadar, North Kungidar and gives him 1
// (30-20). South fills five holes and keeps 5 (no empty hole for the pooled five); North fills
// h5..h8. North (the loser) starts; each of his turns pays one counter of the start hole to
// himself as Kungidar.
//   after   N  x 5 5 5 5
//           S  5 5 5 5 5
// North sows h8 (5): one to his store, 4 sown: h9 is dead, h0, h1, h2, h3. L = h3 (6); h4 (5):
// relay h4 (5): h5, h6, h7, h8, h0. L = h0 (7); h1 (6): relay h1 (6): h2 h3 h4 h5 h6 h7.
// L = h7 (7); h8 (1): relay h8 (1): h0. L = h0 (8); h1 empty: take h2 (7); h3 (7) loaded: the
// chain stops.
//   after   N  x 0 7 7 7      North's store: 1 fee + 7 captured
//           S  8 0 0 7 1
TEST(KhutkaScheme, FourOneKungidarPaidEachTurn) {
    auto g = roundsGame("khutka_scheme");
    auto s = endRoundWith(*g, 29, 21);
    const auto &k = ks(*s);
    EXPECT_EQ(k.pos().status, Status::FourOne);
    EXPECT_EQ(k.pos().bhadar, kSouth);
    EXPECT_EQ(k.pos().kungidar, kNorth);
    EXPECT_EQ(rows(k), (Rows{{-1, 5, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_EQ(k.pos().reserve, (std::array<int16_t, 2>{5, 0}));
    EXPECT_EQ(s->currentPlayer(), kNorth);
    s->apply(8);
    EXPECT_EQ(rows(k), (Rows{{-1, 0, 7, 7, 7}, {8, 0, 0, 7, 1}}));
    EXPECT_EQ(store(*s, kNorth), 8);
}

// khutka_scheme, 27-23 (remainders 2/3): North is Bhadar of a bha; South pays him 2 (25-25).
// South fills five holes; North fills h5..h8 and chooses the bha: h9 takes the pooled five.
//   after   N  5* 5 5 5 5
//           S  5  5 5 5 5
TEST(KhutkaScheme, ThreeTwoBha) {
    auto g = roundsGame("khutka_scheme");
    auto s = endRoundWith(*g, 27, 23);
    const auto &k = ks(*s);
    EXPECT_EQ(k.pos().phase, Phase::Bha);
    EXPECT_EQ(k.pos().status, Status::ThreeTwo);
    EXPECT_EQ(k.pos().bhadar, kNorth);
    EXPECT_EQ(s->currentPlayer(), kNorth);
    EXPECT_EQ(legal(*s), (std::vector<Move>{35, 39}));
    s->apply(39);
    EXPECT_EQ(k.pos().phase, Phase::Play);
    EXPECT_EQ(rows(k), (Rows{{5, 5, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_EQ(k.pos().board.special, 9);
    EXPECT_EQ(k.pos().reserve, (std::array<int16_t, 2>{0, 0}));
    EXPECT_TRUE(k.pos().twoOwed);
}

// The round configuration (for round-level graphs): each player's live holes, with a captured
// hole listed under its new owner. 32-18 under hole_capture: South owns h0-h4 and h8; North h5,
// h6, h7; h9 is out of play. A single-round reading has no configuration.
TEST(HoleCapture, RoundConfigurationFollowsOwnership) {
    auto g = roundsGame("hole_capture");
    EXPECT_EQ(g->newInitialState()->roundConfiguration(), "S live: h0 h1 h2 h3 h4 | N live: h5 h6 h7 h8 h9");
    auto s = endRoundWith(*g, 32, 18);
    EXPECT_EQ(s->roundConfiguration(), "S live: h0 h1 h2 h3 h4 h8 | N live: h5 h6 h7");
    EXPECT_EQ(makeGame()->newInitialState()->roundConfiguration(), "");
}
