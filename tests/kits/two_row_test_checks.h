#pragma once
// Whole-match checks the two-row mancala test folders share: random play with the invariants
// checked at every state (test_invariants.cpp) and the golden traces per reading
// (test_golden.cpp). Each folder passes its own game, readings and state check.

#include "two_row_test_util.h"

#include "game/game.h"
#include "game/reading.h"
#include "game/rng.h"
#include "plugin/plugin_registry.h"
#include "plugin/reading_json.h"
#include "sim/runner.h"
#include "support/find_key.h"
#include "support/run_options.h"
#include "support/sanitizer_build.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

namespace tworowtest {

using namespace rulelab;

// Everything a state must satisfy at every moment: all counters accounted for, dead holes
// empty, no negative store or reserve, and an end reason (with a result that fits it) exactly
// when the match is over. `scoredStall`: a round_stalled end may carry a result (Pachgarhwa's
// stall = flag_scored); otherwise it is undecided like every end but finished.
template <class S>
void checkState(const S &s, const std::string &where, bool scoredStall) {
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
        else if (!scoredStall || s.endReason() != EndReason::RoundStalled) ASSERT_EQ(s.result(), Result::Undecided) << where;
        else ASSERT_NE(s.result(), Result::None) << where;
    } else {
        ASSERT_EQ(s.endReason(), EndReason::None) << where;
    }
}

// Deserialising rejects malformed text with a message naming the game, and a text whose
// counters do not add up to 50.
inline void checkDeserializeRejects(const Game &g, const char *gameId) {
    std::string error;
    EXPECT_FALSE(g.deserialize("nim1 3 0", error));
    EXPECT_NE(error.find(gameId), std::string::npos);
    std::string text = g.newInitialState()->serialize();
    const auto pos = text.find("counts=5,");
    ASSERT_NE(pos, std::string::npos);
    text.replace(pos, 9, "counts=6,");
    error.clear();
    EXPECT_FALSE(g.deserialize(text, error));
    EXPECT_NE(error.find("not 50"), std::string::npos) << error;
}

// Plays one random match, checking every state with `check(state, where)`; deep checks (every
// legal move, clone and serialisation) on request. Returns the moves.
template <class S, class Check>
std::vector<Move> playChecked(const Game &g, uint64_t seed, bool deep, const std::string &where, Check check) {
    auto ks = [](const State &s) -> const S & { return static_cast<const S &>(s); };
    Rng rng(seed);
    auto s = g.newInitialState();
    MoveList moves;
    ChanceList chance;
    std::vector<Move> played;
    std::string key1, key2;
    for (int step = 0; step < 200000 && !s->isTerminal(); ++step) {
        const std::string at = where + " step " + std::to_string(step);
        check(ks(*s), at);
        if (::testing::Test::HasFatalFailure()) return played;
        Move m;
        if (s->isChance()) {
            s->chanceOutcomes(chance);
            double sum = 0;
            for (int i = 0; i < chance.size; ++i) sum += chance[i].probability;
            EXPECT_DOUBLE_EQ(sum, 1.0) << at;
            m = chance[static_cast<int>(rng.below(static_cast<uint32_t>(chance.size)))].move;
        } else {
            s->legalMoves(moves);
            EXPECT_GT(moves.size, 0) << at;
            if (moves.size == 0) return played;
            for (int i = 0; i < moves.size; ++i)
                for (int j = i + 1; j < moves.size; ++j) EXPECT_NE(moves[i], moves[j]) << at;
            if (deep) {
                for (int i = 0; i < moves.size; ++i) {  // every legal move keeps the invariants
                    auto c = s->clone();
                    EXPECT_EQ(s->describeMove(moves[i]).find("not legal"), std::string::npos) << at;
                    c->apply(moves[i]);
                    check(ks(*c), at + " trying move " + std::to_string(moves[i]));
                }
            }
            m = moves[static_cast<int>(rng.below(static_cast<uint32_t>(moves.size)))];
        }
        if (deep) {
            // clone and deserialize(serialize) give the same state, key and future.
            const std::string text = s->serialize();
            std::string error;
            auto back = g.deserialize(text, error);
            EXPECT_TRUE(back) << at << ": " << error;
            if (!back) return played;
            EXPECT_EQ(back->serialize(), text) << at;
            key1.clear();
            key2.clear();
            s->appendKey(key1);
            back->appendKey(key2);
            EXPECT_EQ(key1, key2) << at;
            auto c = s->clone();
            c->apply(m);
            back->apply(m);
            s->apply(m);
            EXPECT_EQ(c->serialize(), s->serialize()) << at;
            EXPECT_EQ(back->serialize(), s->serialize()) << at;
        } else {
            s->apply(m);
        }
        played.push_back(m);
    }
    check(ks(*s), where + " end");
    EXPECT_TRUE(s->isTerminal()) << where;
    return played;
}

// A game of a reading, under the name a test gives it ("humphries-rounds (1 round)").
struct NamedGame {
    std::string id;
    std::unique_ptr<Game> game;
};

// Plays `matches` random matches of every game (match i of game g from matchSeed(seed, g.id, i);
// a quarter of them in the sanitizer build, support/sanitizer_build.h), checking every state as
// playChecked does; stops at the first failure.
template <class S, class Check>
void playEveryGame(const std::vector<NamedGame> &games, uint64_t seed, int matches, bool deep, Check check) {
    matches = testsupport::releaseOrSanitized(matches, (matches + 3) / 4);
    for (const auto &g : games)
        for (int i = 0; i < matches; ++i) {
            playChecked<S>(*g.game, matchSeed(seed, g.id, static_cast<uint64_t>(i)), deep, g.id + " #" + std::to_string(i),
                           check);
            if (::testing::Test::HasFailure()) return;
        }
}

// The same with checkState(state, where, scoredStall) as the check of every state.
template <class S>
void playEveryGameChecked(const std::vector<NamedGame> &games, uint64_t seed, int matches, bool deep, bool scoredStall) {
    playEveryGame<S>(games, seed, matches, deep,
                     [scoredStall](const S &s, const std::string &at) { checkState(s, at, scoredStall); });
}

// `matches` matches of `g` as reading `readingId` through the runner (seed 1, two threads); each
// must end with a reason.
inline std::vector<MatchRecord> runToTheirEnds(const Game &g, const std::string &readingId, int64_t matches) {
    const auto records = runMatches(g, readingId, testsupport::runOptions(matches, 1, {.threads = 2}));
    EXPECT_EQ(static_cast<int64_t>(records.size()), matches) << readingId;
    for (const auto &rec : records)
        if (rec.endReason == EndReason::None) {
            ADD_FAILURE() << readingId << " #" << rec.index << " has no end reason";
            break;
        }
    return records;
}

// One line of a golden_traces.inc: a match of the experiment seed 1 summarised by its move
// count, a hash of the moves, final scores, end reason, rounds and turns.
struct Golden {
    const char *reading;
    int index;
    size_t moves;
    uint64_t hash;
    int south, north;
    const char *endReason;
    int rounds;
    int64_t turns;
};

inline uint64_t hashMoves(const std::vector<Move> &moves) {
    std::string bytes;
    for (Move m : moves) bytes.push_back(static_cast<char>(m));
    return fnv1a64(bytes);
}

// Golden traces (each two-row game's test_golden.cpp): plays three matches of every reading in
// `readingsDir` (the runner's match seeds for experiment seed 1), each summarised by its move
// count, a hash of its moves, its final scores, end reason, rounds and turns, and compares them
// with `golden`, which must hold `expected` lines. Any change to the rules engine that alters play
// fails here; when the change is intended, the failure prints the current table: paste it into the
// game's golden_traces.inc and say why in the commit.
template <class Factory, size_t N>
void checkGoldenTraces(const GameInfo &info, Factory factory, const QString &readingsDir, const Golden (&golden)[N],
                       int expected) {
    std::vector<std::string> errors;
    const auto readings = loadReadingDir(readingsDir, errors);
    ASSERT_TRUE(errors.empty());
    int checked = 0;
    std::string table;
    for (const auto &r : readings) {
        Options o;
        ASSERT_TRUE(resolveOptions(info, r, o, errors));
        std::string error;
        auto g = factory(o, Limits{}, error);
        for (int i = 0; i < 3; ++i) {
            const MatchRecord rec = playMatch(*g, matchSeed(1, r.id, static_cast<uint64_t>(i)), i, true);
            const uint64_t h = hashMoves(rec.moves);
            char line[256];
            std::snprintf(line, sizeof line, "    {\"%s\", %d, %zu, 0x%016llxULL, %d, %d, \"%s\", %d, %lld},\n", r.id.c_str(), i,
                          rec.moves.size(), static_cast<unsigned long long>(h), rec.scores[0], rec.scores[1],
                          endReasonKey(rec.endReason), rec.progress.rounds, static_cast<long long>(rec.progress.turns));
            table += line;
            for (const auto &gd : golden) {
                if (r.id != gd.reading || gd.index != i) continue;
                ++checked;
                EXPECT_EQ(rec.moves.size(), gd.moves) << r.id << " #" << i;
                EXPECT_EQ(h, gd.hash) << r.id << " #" << i;
                EXPECT_EQ(rec.scores, (std::array<int, 2>{gd.south, gd.north})) << r.id << " #" << i;
                EXPECT_STREQ(endReasonKey(rec.endReason), gd.endReason) << r.id << " #" << i;
                EXPECT_EQ(rec.progress.rounds, gd.rounds) << r.id << " #" << i;
                EXPECT_EQ(rec.progress.turns, gd.turns) << r.id << " #" << i;
            }
        }
    }
    EXPECT_EQ(checked, expected) << "golden_traces.inc should hold these lines:\n" << table;
    if (::testing::Test::HasFailure()) std::printf("current traces:\n%s", table.c_str());
}

// The board view of the historical board with the rows N {1 2 x 4 5} / S {6 7 8 9 0}, South to
// move in round 1: 2 x 5, North drawn h9..h5 on top, South h0..h4 below, dead flags, stores and
// reserves, notes. Returns its text (renderBoardText) for the game's own checks.
inline std::string checkBoardViewLayout(const BoardView &v, const GameInfo &info) {
    EXPECT_EQ(v.rows, 2);
    EXPECT_EQ(v.cols, 5);
    EXPECT_EQ(v.cells.size(), 10u);
    if (v.cells.size() != 10u) return std::string();
    for (const auto &c : v.cells) {
        EXPECT_EQ(c.label, "h" + std::to_string(c.id));
        EXPECT_EQ(c.row, c.id >= 5 ? 0 : 1);
        EXPECT_EQ(c.col, c.id >= 5 ? 9 - c.id : c.id);
        EXPECT_EQ(c.owner, c.id >= 5 ? kits::kNorth : kits::kSouth);
    }
    EXPECT_TRUE(v.cells[7].flags & CellDead);
    EXPECT_FALSE(v.cells[6].flags & CellDead);
    EXPECT_EQ(v.cells[9].count, 1);
    EXPECT_EQ(v.cells[5].count, 5);
    EXPECT_EQ(v.stores.size(), 4u);
    if (v.stores.size() == 4u) {
        EXPECT_EQ(v.stores[2].label, "South reserve");
    }
    EXPECT_EQ(v.toMove, kits::kSouth);
    EXPECT_EQ(v.notes.front(), "Round 1");
    const std::string text = renderBoardText(v, info.playerNames);
    EXPECT_NE(text.find("h9:1"), std::string::npos);
    EXPECT_NE(text.find("h7:x"), std::string::npos);
    return text;
}

// A two-row game's option catalogue: the game `id` with seats South and North, the options `ids`
// in order, each documented (label, description, rule point, citations, a valid default, every
// choice explained), and experimental exactly when listed in `experimental`.
inline void checkOptionCatalogue(const GameInfo &info, const char *id, const std::vector<std::string> &ids,
                                 const std::set<std::string> &experimental) {
    EXPECT_EQ(info.id, id);
    EXPECT_EQ(info.playerNames, (std::vector<std::string>{"South", "North"}));
    std::vector<std::string> got;
    for (const auto &o : info.options) got.push_back(o.id);
    EXPECT_EQ(got, ids);
    for (const auto &o : info.options) {
        EXPECT_FALSE(o.label.empty()) << o.id;
        EXPECT_FALSE(o.description.empty()) << o.id;
        EXPECT_FALSE(o.rulePoint.empty()) << o.id;
        EXPECT_FALSE(o.citations.empty()) << o.id;
        EXPECT_EQ(o.experimental, experimental.count(o.id) == 1) << o.id;
        EXPECT_TRUE(o.canonical(o.defaultValue).has_value()) << o.id;
        for (const auto &c : o.choices) EXPECT_FALSE(c.explanation.empty()) << o.id << "=" << c.id;
    }
}

// The shipped readings of a game (data/readings/<game>); load errors fail the test.
inline std::vector<Reading> loadShipped(const QString &dir) {
    std::vector<std::string> errors;
    auto r = loadReadingDir(dir, errors);
    for (const auto &e : errors) ADD_FAILURE() << e;
    return r;
}

// The shipped readings in `dir` are exactly `ids`, each of the game `info` and complete: a name, a
// source, a description of some length, valid, and a value for every option.
inline void checkShippedReadings(const QString &dir, const GameInfo &info, const std::set<std::string> &ids) {
    std::set<std::string> got;
    for (const Reading &r : loadShipped(dir)) {
        got.insert(r.id);
        EXPECT_EQ(r.game, info.id);
        EXPECT_FALSE(r.name.empty()) << r.id;
        EXPECT_FALSE(r.source.empty()) << r.id;
        EXPECT_GT(r.description.size(), 200u) << r.id;
        EXPECT_TRUE(validateReading(info, r).empty()) << r.id;
        EXPECT_EQ(r.values.size(), info.options.size()) << r.id;
    }
    EXPECT_EQ(got, ids);
}

inline const Reading *findReading(const std::vector<Reading> &rs, const std::string &id) {
    return rulelab::testsupport::findBy(rs, &Reading::id, id);
}

}  // namespace tworowtest
