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

// The five shipped readings; with `variants`, also P4 under the other multi-round values and
// player_choice, so that hole ownership, the Khutka scheme and fill decisions are exercised.
std::vector<tworowtest::NamedGame> shippedReadings(bool variants) {
    const auto readings = tworowtest::loadShipped(QStringLiteral(PACH_READINGS_DIR));
    std::vector<tworowtest::NamedGame> out;
    const GameInfo info = pachInfo();
    auto add = [&](const Reading &r, const std::string &id) {
        out.push_back({id, tworowtest::gameOfReading(info, makePachGame, r)});
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

// Plays `matches` random matches of every game, checking every state with tworowtest::checkState
// (stall = flag_scored ends with round_stalled and a result by the totals (P1, P3)).
void playAll(const std::vector<tworowtest::NamedGame> &games, uint64_t seed, int matches, bool deep) {
    tworowtest::playEveryGameChecked<PachState>(games, seed, matches, deep, true);
}

}  // namespace

// Thousands of matches per reading: counters conserved, dead holes empty, every match ends
// with a reason.
TEST(Invariants, CountersConservedInEveryReading) { playAll(shippedReadings(true), 11, 400, false); }

// Fewer matches, every state checked deeply.
TEST(Invariants, LegalMovesCloneAndSerialisation) { playAll(shippedReadings(true), 12, 15, true); }

// Deserialising rejects malformed text with a message, and a text whose counters do not add
// up to 50.
TEST(Invariants, DeserializeRejectsBadText) { tworowtest::checkDeserializeRejects(*makeGame(), "pachgarhwa"); }

// The board view: 2 x 5, North drawn h9..h5 on top, South h0..h4 below, dead flags, stores
// and reserves, notes.
TEST(Invariants, BoardViewLayout) {
    auto g = makeGame();
    auto s = startAt(*g, Rows{{1, 2, -1, 4, 5}, {6, 7, 8, 9, 0}}, kSouth);
    tworowtest::checkBoardViewLayout(s->boardView(), pachInfo());
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
