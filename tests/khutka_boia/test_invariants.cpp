// Random-play invariants for every shipped reading (and its single-round form): counters are
// conserved at every state, legal moves are valid, clone and serialise round-trip, and
// replaying a recorded match reproduces every state.
#include "khutka_test_util.h"
#include "../kits/two_row_test_checks.h"

#include "game/rng.h"
#include "plugin/reading_json.h"
#include "sim/runner.h"

using namespace kbtest;

namespace {

struct Prepared {
    std::string id;
    std::unique_ptr<Game> game;
};

std::vector<Prepared> shippedReadings(bool singleRound) {
    std::vector<std::string> errors;
    const auto readings = loadReadingDir(QStringLiteral(KHUTKA_READINGS_DIR), errors);
    EXPECT_TRUE(errors.empty());
    std::vector<Prepared> out;
    const GameInfo info = khutkaInfo();
    for (Reading r : readings) {
        if (singleRound) {
            EXPECT_EQ(applyOverride(info, r, "match_end=fixed_rounds"), "");
            EXPECT_EQ(applyOverride(info, r, "rounds=1"), "");
        }
        Options o;
        std::vector<std::string> errs;
        EXPECT_TRUE(resolveOptions(info, r, o, errs));
        std::string error;
        out.push_back({r.id + (singleRound ? " (1 round)" : ""), makeKhutkaGame(o, Limits{}, error)});
    }
    EXPECT_EQ(out.size(), 4u);
    return out;
}

// Everything a state must satisfy at every moment (tworowtest::checkState).
void checkState(const KhutkaState &s, const std::string &where) { tworowtest::checkState(s, where, false); }

// Plays one random match, checking every state (tworowtest::playChecked with checkState).
std::vector<Move> playChecked(const Game &g, uint64_t seed, bool deep, const std::string &where) {
    return tworowtest::playChecked<KhutkaState>(g, seed, deep, where,
                                                [](const KhutkaState &s, const std::string &at) { checkState(s, at); });
}

}  // namespace

// Thousands of matches per reading: counters conserved, dead holes empty, every match ends
// with a reason.
TEST(Invariants, CountersConservedInEveryReading) {
    for (bool single : {false, true})
        for (const auto &r : shippedReadings(single))
            for (int i = 0; i < 2000; ++i) {
                playChecked(*r.game, matchSeed(11, r.id, static_cast<uint64_t>(i)), false, r.id + " #" + std::to_string(i));
                if (HasFailure()) return;
            }
}

// Fewer matches, every state checked deeply.
TEST(Invariants, LegalMovesCloneAndSerialisation) {
    for (const auto &r : shippedReadings(false))
        for (int i = 0; i < 60; ++i) {
            playChecked(*r.game, matchSeed(12, r.id, static_cast<uint64_t>(i)), true, r.id + " #" + std::to_string(i));
            if (HasFailure()) return;
        }
}

// Deserialising rejects malformed text with a message, and a text whose counters do not add
// up to 50.
TEST(Invariants, DeserializeRejectsBadText) { tworowtest::checkDeserializeRejects(*makeGame(), "khutka-boia"); }

// The board view: 2 x 5, North drawn h9..h5 on top, South h0..h4 below, dead and bha flags,
// stores and reserves, notes.
TEST(Invariants, BoardViewLayout) {
    auto g = makeGame();
    auto s = g->newInitialState();
    setRows(ks(*s), Rows{{1, 2, -1, 4, 5}, {6, 7, 8, 9, 0}}, kSouth);
    setBha(ks(*s), 0, kSouth);
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
    EXPECT_TRUE(v.cells[0].flags & CellSpecial);
    EXPECT_EQ(v.cells[9].count, 1);
    EXPECT_EQ(v.cells[5].count, 5);
    ASSERT_EQ(v.stores.size(), 4u);
    EXPECT_EQ(v.stores[2].label, "South reserve");
    EXPECT_EQ(v.toMove, kSouth);
    EXPECT_EQ(v.notes.front(), "Round 1");
    const std::string text = renderBoardText(v, khutkaInfo().playerNames);
    EXPECT_NE(text.find("h9:1"), std::string::npos);
    EXPECT_NE(text.find("h7:x"), std::string::npos);
    EXPECT_NE(text.find("h0:6*"), std::string::npos);
}
