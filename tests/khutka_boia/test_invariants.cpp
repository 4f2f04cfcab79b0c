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

std::vector<tworowtest::NamedGame> shippedReadings(bool singleRound) {
    std::vector<tworowtest::NamedGame> out;
    const GameInfo info = khutkaInfo();
    for (Reading r : tworowtest::loadShipped(QStringLiteral(KHUTKA_READINGS_DIR))) {
        if (singleRound) {
            EXPECT_EQ(applyOverride(info, r, "match_end=fixed_rounds"), "");
            EXPECT_EQ(applyOverride(info, r, "rounds=1"), "");
        }
        out.push_back({r.id + (singleRound ? " (1 round)" : ""), tworowtest::gameOfReading(info, makeKhutkaGame, r)});
    }
    EXPECT_EQ(out.size(), 4u);
    return out;
}

// Plays `matches` random matches of every game, checking every state with tworowtest::checkState
// (a stalled round has no result).
void playAll(const std::vector<tworowtest::NamedGame> &games, uint64_t seed, int matches, bool deep) {
    tworowtest::playEveryGameChecked<KhutkaState>(games, seed, matches, deep, false);
}

}  // namespace

// Thousands of matches per reading: counters conserved, dead holes empty, every match ends
// with a reason.
TEST(Invariants, CountersConservedInEveryReading) {
    for (bool single : {false, true}) {
        playAll(shippedReadings(single), 11, 2000, false);
        if (HasFailure()) return;
    }
}

// Fewer matches, every state checked deeply.
TEST(Invariants, LegalMovesCloneAndSerialisation) { playAll(shippedReadings(false), 12, 60, true); }

// Deserialising rejects malformed text with a message, and a text whose counters do not add
// up to 50.
TEST(Invariants, DeserializeRejectsBadText) { tworowtest::checkDeserializeRejects(*makeGame(), "khutka-boia"); }

// The board view: 2 x 5, North drawn h9..h5 on top, South h0..h4 below, dead and bha flags,
// stores and reserves, notes.
TEST(Invariants, BoardViewLayout) {
    auto g = makeGame();
    auto s = startAt(*g, Rows{{1, 2, -1, 4, 5}, {6, 7, 8, 9, 0}}, kSouth);
    setBha(ks(*s), 0, kSouth);
    const BoardView v = s->boardView();
    const std::string text = tworowtest::checkBoardViewLayout(v, khutkaInfo());
    ASSERT_EQ(v.cells.size(), 10u);
    EXPECT_TRUE(v.cells[0].flags & CellSpecial);
    EXPECT_NE(text.find("h0:6*"), std::string::npos);
}
