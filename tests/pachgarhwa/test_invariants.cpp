// Random-play invariants for every shipped reading (and its single-round form): counters are
// conserved at every state, legal moves are valid, clone and serialise round-trip, and
// replaying a recorded match reproduces every state.
#include "pach_test_util.h"
#include "../kits/two_row_test_checks.h"

#include "game/rng.h"
#include "plugin/reading_json.h"
#include "sim/runner.h"

using namespace pgtest;

namespace {

struct Prepared {
    std::string id;
    std::unique_ptr<Game> game;
};

// The five shipped readings; with `variants`, also P4 under the other multi-round values and
// player_choice, so that hole ownership, the Khutka scheme and fill decisions are exercised.
std::vector<Prepared> shippedReadings(bool variants) {
    std::vector<std::string> errors;
    const auto readings = loadReadingDir(QStringLiteral(PACH_READINGS_DIR), errors);
    EXPECT_TRUE(errors.empty());
    std::vector<Prepared> out;
    const GameInfo info = pachInfo();
    auto add = [&](Reading r, const std::string &id) {
        Options o;
        std::vector<std::string> errs;
        EXPECT_TRUE(resolveOptions(info, r, o, errs));
        std::string error;
        out.push_back({id, makePachGame(o, Limits{}, error)});
    };
    for (const Reading &r : readings) {
        add(r, r.id);
        if (variants && r.id == "humphries-rounds")
            for (const char *m : {"hole_capture", "khutka_scheme"})
                for (const char *f : {"from_own_left", "player_choice"}) {
                    Reading v = r;
                    EXPECT_EQ(applyOverride(info, v, std::string("multi_round=") + m), "");
                    EXPECT_EQ(applyOverride(info, v, std::string("fill_order=") + f), "");
                    EXPECT_EQ(applyOverride(info, v, "capture_zone=opponent_row_only"), "");
                    add(v, r.id + " " + m + " " + f);
                }
    }
    EXPECT_EQ(out.size(), variants ? 9u : 5u);
    return out;
}

// Everything a state must satisfy at every moment (tworowtest::checkState; stall = flag_scored ends with round_stalled and a result by the totals (P1, P3)).
void checkState(const PachState &s, const std::string &where) { tworowtest::checkState(s, where, true); }

// Plays one random match, checking every state (tworowtest::playChecked with checkState).
std::vector<Move> playChecked(const Game &g, uint64_t seed, bool deep, const std::string &where) {
    return tworowtest::playChecked<PachState>(g, seed, deep, where,
                                              [](const PachState &s, const std::string &at) { checkState(s, at); });
}

}  // namespace

// Thousands of matches per reading: counters conserved, dead holes empty, every match ends
// with a reason.
TEST(Invariants, CountersConservedInEveryReading) {
    for (const auto &r : shippedReadings(true))
        for (int i = 0; i < 400; ++i) {
            playChecked(*r.game, matchSeed(11, r.id, static_cast<uint64_t>(i)), false, r.id + " #" + std::to_string(i));
            if (HasFailure()) return;
        }
}

// Fewer matches, every state checked deeply.
TEST(Invariants, LegalMovesCloneAndSerialisation) {
    for (const auto &r : shippedReadings(true))
        for (int i = 0; i < 15; ++i) {
            playChecked(*r.game, matchSeed(12, r.id, static_cast<uint64_t>(i)), true, r.id + " #" + std::to_string(i));
            if (HasFailure()) return;
        }
}

// Deserialising rejects malformed text with a message, and a text whose counters do not add
// up to 50.
TEST(Invariants, DeserializeRejectsBadText) { tworowtest::checkDeserializeRejects(*makeGame(), "pachgarhwa"); }

// The board view: 2 x 5, North drawn h9..h5 on top, South h0..h4 below, dead flags, stores
// and reserves, notes.
TEST(Invariants, BoardViewLayout) {
    auto g = makeGame();
    auto s = g->newInitialState();
    setRows(ks(*s), Rows{{1, 2, -1, 4, 5}, {6, 7, 8, 9, 0}}, kSouth);
    const BoardView v = s->boardView();
    EXPECT_EQ(v.rows, 2);
    EXPECT_EQ(v.cols, 5);
    ASSERT_EQ(v.cells.size(), 10u);
    for (const auto &c : v.cells) {
        EXPECT_EQ(c.label, "h" + std::to_string(c.id));
        EXPECT_EQ(c.row, c.id >= 5 ? 0 : 1);
        EXPECT_EQ(c.col, c.id >= 5 ? 9 - c.id : c.id);
        EXPECT_EQ(c.owner, c.id >= 5 ? kNorth : kSouth);
    }
    EXPECT_TRUE(v.cells[7].flags & CellDead);
    EXPECT_FALSE(v.cells[6].flags & CellDead);
    EXPECT_EQ(v.cells[9].count, 1);
    EXPECT_EQ(v.cells[5].count, 5);
    ASSERT_EQ(v.stores.size(), 4u);
    EXPECT_EQ(v.stores[2].label, "South reserve");
    EXPECT_EQ(v.toMove, kSouth);
    EXPECT_EQ(v.notes.front(), "Round 1");
    const std::string text = renderBoardText(v, pachInfo().playerNames);
    EXPECT_NE(text.find("h9:1"), std::string::npos);
    EXPECT_NE(text.find("h7:x"), std::string::npos);
}

// The key covers the stores: two positions that differ only in the stores differ in key.
TEST(Invariants, KeyIncludesStoresAndOwnership) {
    auto g = makeGame();
    auto a = g->newInitialState();
    auto b = g->newInitialState();
    setRows(ks(*a), Rows{{1, 0, 0, 0, 0}, {1, 0, 0, 0, 0}}, kSouth, {10, 5});
    setRows(ks(*b), Rows{{1, 0, 0, 0, 0}, {1, 0, 0, 0, 0}}, kSouth, {5, 10});
    EXPECT_NE(a->key(), b->key());
    setRows(ks(*b), Rows{{1, 0, 0, 0, 0}, {1, 0, 0, 0, 0}}, kSouth, {10, 5});
    EXPECT_EQ(a->key(), b->key());
    ks(*b).pos().northOwns = static_cast<uint16_t>(kNorthRow | 1u);
    EXPECT_NE(a->key(), b->key());
}
