// Between rounds: KB-13 refill and hole elimination (the catalogue's table, row by row, for all
// three readings), KB-14 fill order, KB-15 revival, KB-16 Bhadar and Kungidar, KB-17 the bha,
// KB-18 round starters, KB-19 match ends.
//
// endRoundWith(g, S, N) ends round 1 with South holding S and North N: South sows his last
// counter h0 into h1, North has nothing to sow, and the round ends. South started round 1 and
// made its last move. Unless a test says otherwise, round 2 is started by the round's winner
// so that a loser with no hole does not end round 2 at once.
#include "khutka_test_util.h"

using namespace kbtest;

namespace {

std::unique_ptr<Game> refillGame(const char *refill, std::initializer_list<const char *> more = {}) {
    std::vector<const char *> sets{refill, "no_move=each_takes_own_row", "match_end=all_counters", "round_starter=round_winner"};
    sets.insert(sets.end(), more);
    const GameInfo info = khutkaInfo();
    Reading r{info.id, "test", "test", "", "", baseValues(), ""};
    for (const char *s : sets) EXPECT_EQ(applyOverride(info, r, s), "") << s;
    return tworowtest::gameOfReading(info, makeKhutkaGame, r);
}

// Counters a player holds after the refill: reserve, store and the holes of his row.
int holdings(const KhutkaState &s, int seat) {
    int n = s.pos().reserve[static_cast<size_t>(seat)] + s.pos().board.store[static_cast<size_t>(seat)];
    for (int h = seat * kPerRow; h < seat * kPerRow + kPerRow; ++h) n += s.pos().board.counts[static_cast<size_t>(h)];
    return n;
}

// A round ending `south`-`north` ends the match at once, South winning.
void expectRoundWinsTheMatch(const Game &g, int south, int north) {
    auto s = endRoundWith(g, south, north);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->result(), Result::Win0);
}

}  // namespace

// KB-13: the catalogue's table. W = South, L = North. "bhadar" is the seat with the larger
// remainder (W or L) or none; the loser's live holes under fill / fill_pool / diff_literal; the
// fives the loser passes to the winner under diff_literal. In 3+2 rows the Bhadar chooses his
// empty end hole as the bha (North h9; South's are all full, he takes h4).
TEST(KB13_Refill, CatalogueTableRowByRow) {
    enum Who { None, Winner, Loser };
    struct Row {
        int w, l;
        Who bhadar;
        bool threeTwo;
        int fill, pool, diff, fives;
    } table[] = {
        {26, 24, Loser, false, 4, 5, 5, 0},  {27, 23, Loser, true, 4, 5, 5, 0},  {28, 22, Winner, true, 4, 4, 4, 0},
        {29, 21, Winner, false, 4, 4, 4, 0}, {30, 20, None, false, 4, 4, 3, 5},  {31, 19, Loser, false, 3, 4, 3, 0},
        {32, 18, Loser, true, 3, 4, 3, 0},   {33, 17, Winner, true, 3, 3, 2, 5}, {34, 16, Winner, false, 3, 3, 2, 5},
        {35, 15, None, false, 3, 3, 1, 10},  {36, 14, Loser, false, 2, 3, 1, 5}, {37, 13, Loser, true, 2, 3, 1, 5},
        {38, 12, Winner, true, 2, 2, 0, 10}, {40, 10, None, false, 2, 2, 0, 10}, {45, 5, None, false, 1, 1, 0, 5},
        {46, 4, Loser, false, 0, 1, 0, 0},   {47, 3, Loser, true, 0, 1, 0, 0},   {48, 2, Winner, true, 0, 0, 0, 0},
    };
    for (const char *refill : {"refill=fill", "refill=fill_pool", "refill=diff_literal"}) {
        const std::string name(refill);
        for (const Row &row : table) {
            const std::string label = name + " " + std::to_string(row.w) + "-" + std::to_string(row.l);
            auto g = refillGame(refill);
            auto s = endRoundWith(*g, row.w, row.l);
            auto &k = ks(*s);
            EXPECT_EQ(k.pos().lastRoundTotals, (std::array<int16_t, 2>{static_cast<int16_t>(row.w), static_cast<int16_t>(row.l)}))
                << label;
            const int bhadarSeat = row.bhadar == Winner ? kSouth : row.bhadar == Loser ? kNorth : -1;
            EXPECT_EQ(k.pos().bhadar, bhadarSeat) << label;
            EXPECT_EQ(k.pos().status, row.bhadar == None ? Status::None
                                      : row.threeTwo     ? Status::ThreeTwo
                                                         : Status::FourOne)
                << label;
            if (row.threeTwo) {
                ASSERT_EQ(k.pos().phase, Phase::Bha) << label;
                s->apply(kBhaBase + (bhadarSeat == kNorth ? 9 : 4));
            }
            const int expectedHoles = name == "refill=fill" ? row.fill : name == "refill=fill_pool" ? row.pool : row.diff;
            EXPECT_EQ(liveHoles(k, kNorth), expectedHoles) << label;
            EXPECT_EQ(liveHoles(k, kSouth), 5) << label;
            // The loser's counters after the refill: minus the fives passed on, plus or minus
            // the remainder payment (1 for 4+1, 2 for 3+2, towards the Bhadar).
            int expectedLoser = row.l - (name == "refill=diff_literal" ? row.fives : 0);
            const int pay = row.threeTwo ? 2 : 1;
            if (row.bhadar == Loser) expectedLoser += pay;
            if (row.bhadar == Winner) expectedLoser -= pay;
            EXPECT_EQ(holdings(k, kNorth), expectedLoser) << label;
            EXPECT_EQ(holdings(k, kSouth), 50 - expectedLoser) << label;
            EXPECT_EQ(counterSum(k), 50) << label;
            // A live hole of the winner always holds five; the loser's holes hold five or, under
            // diff_literal, nothing when he could not fill them.
            for (int h = 0; h < kHoles; ++h) {
                const int c = k.pos().board.counts[static_cast<size_t>(h)];
                if (!s->isTerminal()) {
                    EXPECT_TRUE(c == 0 || c == 5) << label << " h" << h;
                }
            }
        }
    }
}

// KB-13 diff_literal, 27-23 with two_transfer = none: the loser keeps a live hole he could
// not fill (x = 2 loses no hole, he fills four), and with no pooled five it stays empty.
//   after  N 0 5 5 5 5   (h9 live and empty; it is also the bha he chose)
//          S 5 5 5 5 5
TEST(KB13_Refill, DiffLiteralKeepsALiveEmptyHole) {
    auto g = refillGame("refill=diff_literal", {"two_transfer=none"});
    auto s = endRoundWith(*g, 27, 23);
    ASSERT_EQ(ks(*s).pos().phase, Phase::Bha);
    s->apply(kBhaBase + 9);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 5, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_EQ(ks(*s).pos().reserve, (std::array<int16_t, 2>{2, 3}));
    EXPECT_EQ(ks(*s).pos().board.special, 9);
}

// KB-14 fill_order after 31-19 under fill: North fills three holes.
//   from_own_left   N x x 5 5 5        from_own_right   N 5 5 5 x x
//   player_choice: North chooses h9, h5, h7 (South's five holes are forced).
//                   N 5 x 5 x 5
TEST(KB14_FillOrder, LeftRightOrChoice) {
    auto gl = refillGame("refill=fill", {"fill_order=from_own_left"});
    auto sl = endRoundWith(*gl, 31, 19);
    EXPECT_EQ(rows(ks(*sl)), (Rows{{-1, -1, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    auto gr = refillGame("refill=fill", {"fill_order=from_own_right"});
    auto sr = endRoundWith(*gr, 31, 19);
    EXPECT_EQ(rows(ks(*sr)), (Rows{{5, 5, 5, -1, -1}, {5, 5, 5, 5, 5}}));

    auto gc = refillGame("refill=fill", {"fill_order=player_choice"});
    auto sc = endRoundWith(*gc, 31, 19);
    tworowtest::expectNorthToFillByChoice(ks(*sc));
    sc->apply(29);
    EXPECT_EQ(legal(*sc), (std::vector<Move>{25, 26, 27, 28}));
    sc->apply(25);
    sc->apply(27);
    EXPECT_EQ(ks(*sc).pos().phase, Phase::Play);
    EXPECT_EQ(rows(ks(*sc)), (Rows{{5, -1, 5, -1, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_EQ(sc->progress().turns, 1 + 3);  // South's sowing and North's three choices
}

// KB-15 revive. North's h8 and h9 are dead in round 1, which ends 25-25.
//   yes: every hole is filled again.       N 5 5 5 5 5 / S 5 5 5 5 5
//   no:  North can only fill h5..h7 and keeps 10 in reserve.  N x x 5 5 5
TEST(KB15_Revive, DeadHolesComeBackOrNot) {
    for (const char *v : {"revive=yes", "revive=no"}) {
        auto g = refillGame("refill=fill", {v});
        auto s = startAt(*g, Rows{{-1, -1, 0, 0, 0}, {1, 0, 0, 0, 0}}, kSouth, {0, 0}, {24, 25});
        s->apply(0);
        if (std::string(v) == "revive=yes") {
            EXPECT_EQ(rows(ks(*s)), (Rows{{5, 5, 5, 5, 5}, {5, 5, 5, 5, 5}}));
            EXPECT_EQ(ks(*s).pos().reserve[kNorth], 0);
        } else {
            EXPECT_EQ(rows(ks(*s)), (Rows{{-1, -1, 5, 5, 5}, {5, 5, 5, 5, 5}}));
            EXPECT_EQ(ks(*s).pos().reserve[kNorth], 10);
        }
    }
}

// KB-16a/b after 26-24 under fill_pool: remainders 1 (South) and 4 (North). South, the
// Kungidar, gives his 1 to North, the Bhadar, whose 4 + 1 then fill his fifth hole (h9) under
// fill_extra_hole, or stay in his reserve under reserve.
TEST(KB16_Bhadar, PooledFiveFillsAHoleOrStaysInReserve) {
    auto g = refillGame("refill=fill_pool", {"pooled_five=fill_extra_hole"});
    auto s = endRoundWith(*g, 26, 24);
    EXPECT_EQ(ks(*s).pos().status, Status::FourOne);
    EXPECT_EQ(ks(*s).pos().kungidar, kSouth);
    EXPECT_EQ(rows(ks(*s)), (Rows{{5, 5, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_EQ(ks(*s).pos().reserve, (std::array<int16_t, 2>{0, 0}));

    auto g2 = refillGame("refill=fill_pool", {"pooled_five=reserve"});
    auto s2 = endRoundWith(*g2, 26, 24);
    EXPECT_EQ(rows(ks(*s2)), (Rows{{-1, 5, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_EQ(ks(*s2).pos().reserve, (std::array<int16_t, 2>{0, 5}));
    const auto view = s2->boardView();
    bool noted = false;
    for (const auto &n : view.notes) noted = noted || n == "Bhadar: North, Kungidar: South";
    EXPECT_TRUE(noted);
}

// KB-16c per_round after 26-24 under fill: North (Bhadar) keeps 4 + 1 = 5 in reserve and pays
// one to South at the start of round 2: reserves 1 and 4. Under fill_pool his five went into
// h9, he has no reserve, and the payment waits for the round's end.
TEST(KB16_Kungidar, PerRoundPayment) {
    auto g = refillGame("refill=fill", {"kungidar=per_round"});
    auto s = endRoundWith(*g, 26, 24);
    EXPECT_EQ(ks(*s).pos().reserve, (std::array<int16_t, 2>{1, 4}));
    EXPECT_FALSE(ks(*s).pos().kungidarOwed);

    auto g2 = refillGame("refill=fill_pool", {"kungidar=per_round", "match_end=fixed_rounds", "rounds=2"});
    auto s2 = endRoundWith(*g2, 26, 24);
    EXPECT_EQ(ks(*s2).pos().reserve, (std::array<int16_t, 2>{0, 0}));
    EXPECT_TRUE(ks(*s2).pos().kungidarOwed);
    // End round 2 at once (South's last counter again), 21 against 29 before the payment.
    setRows(ks(*s2), Rows{{0, 0, 0, 0, 0}, {1, 0, 0, 0, 0}}, kSouth, {0, 0}, {20, 29});
    s2->apply(0);
    ASSERT_TRUE(s2->isTerminal());
    EXPECT_EQ(s2->scores(), (std::array<int, 2>{22, 28}));
}

// KB-16e remainder_trigger. 33-17 under fill: always -> remainders 3/2, South is Bhadar with a
// bha; Ludii's test sees hands of 8 and 2 after filling (difference 6) and does nothing.
// 31-19: always -> 1/4, North Bhadar; Ludii: hands 6 and 4, neither 1 nor 2: nothing.
// 26-24: both -> hands 1 and 4: South Kungidar, North Bhadar.
TEST(KB16_RemainderTrigger, AlwaysOrLudiiPostfill) {
    auto ga = refillGame("refill=fill", {"remainder_trigger=always"});
    auto gl = refillGame("refill=fill", {"remainder_trigger=ludii_postfill_lt5"});
    auto a = endRoundWith(*ga, 33, 17);
    EXPECT_EQ(ks(*a).pos().status, Status::ThreeTwo);
    EXPECT_EQ(ks(*a).pos().bhadar, kSouth);
    auto l = endRoundWith(*gl, 33, 17);
    EXPECT_EQ(ks(*l).pos().status, Status::None);
    EXPECT_EQ(ks(*l).pos().phase, Phase::Play);
    EXPECT_EQ(ks(*endRoundWith(*ga, 31, 19)).pos().status, Status::FourOne);
    EXPECT_EQ(ks(*endRoundWith(*gl, 31, 19)).pos().status, Status::None);
    auto l26 = endRoundWith(*gl, 26, 24);
    EXPECT_EQ(ks(*l26).pos().status, Status::FourOne);
    EXPECT_EQ(ks(*l26).pos().kungidar, kSouth);
    EXPECT_EQ(ks(*l26).pos().reserve, (std::array<int16_t, 2>{0, 5}));
}

// KB-17a two_transfer after 27-23 under fill_pool: North (3) is Bhadar. transfer_and_return:
// South pays 2, North's 3 + 2 fill his bha h9; when round 2 ends North returns the 2.
// Round 2 is ended at once from a set position: 21 against 29, then 23 against 27.
// none: nothing is paid, the bha h9 stays dead and empty.
TEST(KB17_TwoTransfer, TransferAndReturnOrNone) {
    auto g = refillGame("refill=fill_pool", {"two_transfer=transfer_and_return", "match_end=fixed_rounds", "rounds=2"});
    auto s = endRoundWith(*g, 27, 23);
    EXPECT_EQ(ks(*s).pos().reserve, (std::array<int16_t, 2>{0, 5}));
    EXPECT_EQ(s->describeMove(kBhaBase + 9), "North makes h9 the bha");
    s->apply(kBhaBase + 9);
    EXPECT_EQ(rows(ks(*s)), (Rows{{5, 5, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_TRUE(ks(*s).pos().twoOwed);
    setRows(ks(*s), Rows{{0, 0, 0, 0, 0}, {1, 0, 0, 0, 0}}, kSouth, {0, 0}, {20, 29});
    s->apply(0);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->scores(), (std::array<int, 2>{23, 27}));

    auto g2 = refillGame("refill=fill_pool", {"two_transfer=none"});
    auto s2 = endRoundWith(*g2, 27, 23);
    EXPECT_EQ(ks(*s2).pos().reserve, (std::array<int16_t, 2>{2, 3}));
    s2->apply(kBhaBase + 9);
    EXPECT_EQ(rows(ks(*s2)), (Rows{{-1, 5, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_FALSE(ks(*s2).pos().twoOwed);
}

// KB-17b bha_chooser after 28-22 under fill: South (3) is Bhadar; his end holes h0 and h4 are
// the choices. In Ludii's phases (South moved last, so North fills first; North fills 4, South
// 5; the last pass is South's), the decision falls to North, the opponent.
TEST(KB17_BhaChooser, BhadarOrLudiisMover) {
    auto g = refillGame("refill=fill", {"bha_chooser=bhadar"});
    auto s = endRoundWith(*g, 28, 22);
    ASSERT_EQ(ks(*s).pos().phase, Phase::Bha);
    EXPECT_EQ(s->currentPlayer(), kSouth);
    EXPECT_EQ(legal(*s), (std::vector<Move>{kBhaBase + 0, kBhaBase + 4}));
    auto g2 = refillGame("refill=fill", {"bha_chooser=ludii_mover"});
    auto s2 = endRoundWith(*g2, 28, 22);
    ASSERT_EQ(ks(*s2).pos().phase, Phase::Bha);
    EXPECT_EQ(s2->currentPlayer(), kNorth);
    EXPECT_EQ(legal(*s2), (std::vector<Move>{kBhaBase + 0, kBhaBase + 4}));
    EXPECT_EQ(s2->describeMove(kBhaBase + 0), "North makes h0 South's bha");
    s2->apply(kBhaBase + 0);
    EXPECT_EQ(ks(*s2).pos().board.special, 0);
    EXPECT_EQ(ks(*s2).pos().board.specialOwner, kSouth);
}

// KB-17c on_drop: the pooled five placed in the bha (27-23, fill_pool, North's h9) are North's
// at once: h9 stays live and empty, North's store holds 5 when round 2 starts.
TEST(KB17_Bha, OnDropTakesTheBhasContentsAtOnce) {
    auto g = refillGame("refill=fill_pool", {"bha_capture=on_drop"});
    auto s = endRoundWith(*g, 27, 23);
    s->apply(kBhaBase + 9);
    EXPECT_EQ(rows(ks(*s)), (Rows{{0, 5, 5, 5, 5}, {5, 5, 5, 5, 5}}));
    EXPECT_EQ(ks(*s).pos().board.store[kNorth], 5);
    EXPECT_TRUE(ks(*s).pos().board.isLive(9));
}

// KB-18 round_starter. South started round 1 and made its last move.
//   26-24:  alternate North, round_loser North, round_winner South, ludii_incidental South
//   24-26:  alternate North, round_loser South, round_winner North, ludii_incidental North
// Ludii's phases for 26-24: North fills first (4 groups), South (5): N S N S N S N S, then
// N passes, S fills, N passes, S passes: the last pass is South's, North decides, South sows.
// For 24-26 North fills 5, South 4: the last pass is North's, and North sows first.
TEST(KB18_RoundStarter, FourRules) {
    struct Case {
        const char *set;
        int after2624, after2426;
    } cases[] = {
        {"round_starter=alternate", kNorth, kNorth},
        {"round_starter=round_loser", kNorth, kSouth},
        {"round_starter=round_winner", kSouth, kNorth},
        {"round_starter=ludii_incidental", kSouth, kNorth},
    };
    for (const auto &c : cases) {
        auto g = refillGame("refill=fill", {c.set});
        auto a = endRoundWith(*g, 26, 24);
        EXPECT_EQ(a->currentPlayer(), c.after2624) << c.set;
        EXPECT_EQ(ks(*a).pos().round, 2) << c.set;
        auto b = endRoundWith(*g, 24, 26);
        EXPECT_EQ(b->currentPlayer(), c.after2426) << c.set;
    }
}

// KB-19 match_end.
// cannot_fill: 46-4 under fill leaves North no hole: South wins (45-5 after North, the Bhadar,
// receives South's 1). Under fill_pool North's pooled five give him h5: play goes on.
TEST(KB19_MatchEnd, CannotFill) {
    auto g = refillGame("refill=fill", {"match_end=cannot_fill"});
    auto s = endRoundWith(*g, 46, 4);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::Finished);
    EXPECT_EQ(s->result(), Result::Win0);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{45, 5}));
    EXPECT_EQ(s->progress().rounds, 1);
    auto g2 = refillGame("refill=fill_pool", {"match_end=cannot_fill"});
    auto s2 = endRoundWith(*g2, 46, 4);
    EXPECT_FALSE(s2->isTerminal());
    EXPECT_EQ(rows(ks(*s2)), (Rows{{-1, -1, -1, -1, 5}, {5, 5, 5, 5, 5}}));
}

// all_counters: a round ending 50-0 ends the match; so does 48-2 under fill_pool once North
// has paid his 2 to South, the Bhadar (checked after the refill).
TEST(KB19_MatchEnd, AllCounters) {
    auto g = refillGame("refill=fill_pool", {"match_end=all_counters"});
    expectRoundWinsTheMatch(*g, 50, 0);
    auto s2 = endRoundWith(*g, 48, 2);
    ASSERT_EQ(ks(*s2).pos().phase, Phase::Bha);
    s2->apply(kBhaBase + 4);
    ASSERT_TRUE(s2->isTerminal());
    EXPECT_EQ(s2->result(), Result::Win0);
    EXPECT_EQ(s2->scores(), (std::array<int, 2>{50, 0}));
    auto s3 = endRoundWith(*g, 44, 6);
    EXPECT_FALSE(s3->isTerminal());
}

// ludii_zero: only a hand of exactly zero as a round ends finishes the match; 47-3 goes on
// with North holding no hole.
TEST(KB19_MatchEnd, LudiiZero) {
    auto g = refillGame("refill=fill", {"match_end=ludii_zero"});
    expectRoundWinsTheMatch(*g, 50, 0);
    auto s2 = endRoundWith(*g, 47, 3);
    ASSERT_FALSE(s2->isTerminal());
    EXPECT_EQ(liveHoles(ks(*s2), kNorth), 0);
}

// fixed_rounds: with rounds = 2 the match goes on after round 1 and ends after round 2 on
// the totals (here 26-24 again: South wins).
TEST(KB19_MatchEnd, FixedRounds) {
    auto g = refillGame("refill=fill", {"match_end=fixed_rounds", "rounds=2"});
    auto s = endRoundWith(*g, 26, 24);
    ASSERT_FALSE(s->isTerminal());
    EXPECT_EQ(s->progress().rounds, 2);
    setRows(ks(*s), Rows{{0, 0, 0, 0, 0}, {1, 0, 0, 0, 0}}, kSouth, {0, 0}, {25, 24});
    s->apply(0);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->result(), Result::Win0);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{26, 24}));
}
