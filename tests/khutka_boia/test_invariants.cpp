// Random-play invariants for every shipped reading (and its single-round form): counters are
// conserved at every state, legal moves are valid, clone and serialise round-trip, and
// replaying a recorded match reproduces every state.
#include "khutka_test_util.h"
#include "../kits/two_row_test_checks.h"

#include "game/rng.h"
#include "registry/reading_json.h"
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

// Everything a state must satisfy at every moment.
void checkState(const KhutkaState &s, const std::string &where) {
    ASSERT_EQ(counterSum(s), kCounters) << where;
    const auto &p = s.pos();
    for (int h = 0; h < kHoles; ++h)
        if (!p.board.isLive(h)) {
            ASSERT_EQ(p.board.counts[static_cast<size_t>(h)], 0) << where << " dead h" << h;
        }
    for (int i = 0; i < 2; ++i) {
        ASSERT_GE(p.board.store[static_cast<size_t>(i)], 0) << where;
        ASSERT_GE(p.reserve[static_cast<size_t>(i)], 0) << where;
    }
    if (s.isTerminal()) {
        ASSERT_NE(s.endReason(), EndReason::None) << where;
        if (s.endReason() == EndReason::Finished)
            ASSERT_TRUE(s.result() == Result::Win0 || s.result() == Result::Win1 || s.result() == Result::Draw) << where;
        else
            ASSERT_EQ(s.result(), Result::Undecided) << where;
    } else {
        ASSERT_EQ(s.endReason(), EndReason::None) << where;
    }
}

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

// A recorded match replays to the same states, and the runner's record matches the replay.
TEST(Invariants, ReplayReproducesEveryState) {
    for (const auto &r : shippedReadings(false))
        for (int i = 0; i < 50; ++i) {
            const MatchRecord rec = playMatch(*r.game, matchSeed(13, r.id, static_cast<uint64_t>(i)), i, true);
            // Direct application, state by state.
            std::vector<std::string> direct;
            auto s = r.game->newInitialState();
            for (Move m : rec.moves) {
                s->apply(m);
                direct.push_back(s->serialize());
            }
            size_t k = 0;
            std::string error;
            bool same = true;
            int traced = 0;
            const bool ok = replayMoves(
                *r.game, rec.moves,
                [&](const State &, Move, const State &after, const Trace &steps) {
                    same = same && k < direct.size() && after.serialize() == direct[k];
                    traced += static_cast<int>(steps.size());
                    ++k;
                },
                error);
            ASSERT_TRUE(ok) << r.id << " #" << i << ": " << error;
            EXPECT_TRUE(same) << r.id << " #" << i;
            EXPECT_EQ(k, rec.moves.size());
            EXPECT_GT(traced, 0);
            EXPECT_EQ(s->scores(), rec.scores) << r.id << " #" << i;
            EXPECT_EQ(s->endReason(), rec.endReason) << r.id << " #" << i;
            EXPECT_EQ(s->progress().turns, rec.progress.turns) << r.id << " #" << i;
        }
}

// Deserialising rejects malformed text with a message, and a text whose counters do not add
// up to 50.
TEST(Invariants, DeserializeRejectsBadText) {
    auto g = makeGame();
    std::string error;
    EXPECT_FALSE(g->deserialize("nim1 3 0", error));
    EXPECT_NE(error.find("khutka-boia"), std::string::npos);
    std::string text = g->newInitialState()->serialize();
    const auto pos = text.find("counts=5,");
    ASSERT_NE(pos, std::string::npos);
    text.replace(pos, 9, "counts=6,");
    error.clear();
    EXPECT_FALSE(g->deserialize(text, error));
    EXPECT_NE(error.find("not 50"), std::string::npos) << error;
}

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
