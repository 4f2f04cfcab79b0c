#pragma once
// Helpers for the hand-traced rule tests of the games written as rules files (test_analogues.cpp,
// test_mawkar_pallankuli_kanji.cpp, test_daramuti.cpp): load a shipped file, build the game of one
// of its readings (with overrides), set up a board, read the holes back, and play a match of random
// legal moves to its end. A rules-file game is the two-row engine (core/kits), so its states are EngineStates.
//
// Holes are listed h0 .. h(2P-1) in sowing (anticlockwise) order: South's row is h0 .. h(P-1)
// from his left, North's the rest; -1 is a hole out of play.

#include "kits/two_row_engine.h"
#include "rules_file.h"
#include "game/reading.h"
#include "game/rng.h"
#include "support/random_step.h"
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

namespace analoguetest {

using namespace rulelab;
using PachState = rulelab::kits::engine::EngineState;  // the two-row engine's state
using Holes = std::vector<int>;

inline constexpr int kSouthSeat = 0;
inline constexpr int kNorthSeat = 1;

inline constexpr const char *kWalakPussa = RULELAB_GAMES_DIR "/walak-pussa.json";
inline constexpr const char *kBayKhom = RULELAB_GAMES_DIR "/bay-khom.json";
inline constexpr const char *kLongbeu = RULELAB_GAMES_DIR "/longbeu-a-cha.json";
inline constexpr const char *kMawkarKatiya = RULELAB_GAMES_DIR "/mawkar-katiya.json";
inline constexpr const char *kPallankuli = RULELAB_GAMES_DIR "/pallankuli.json";
inline constexpr const char *kKanjiGuti = RULELAB_GAMES_DIR "/kanji-guti.json";
inline constexpr const char *kDaramuti = RULELAB_GAMES_DIR "/daramuti.json";

inline std::unique_ptr<rulesfile::FileGame> loadFile(const char *path) {
    std::string error;
    auto file = rulesfile::loadRulesFile(QString::fromUtf8(path), error);
    EXPECT_TRUE(file) << error;
    return file;
}

// The game of the file's reading `readingId`, with overrides "option=value" on top.
inline std::unique_ptr<Game> readingGame(const char *path, const std::string &readingId,
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

// A rules-file game is the two-row engine: its states are EngineStates.
inline PachState &pach(State &s) {
    auto *p = dynamic_cast<PachState *>(&s);
    if (!p) throw std::runtime_error("the state of a rules-file game is not the two-row engine's");
    return *p;
}
inline const PachState &pach(const State &s) {
    const auto *p = dynamic_cast<const PachState *>(&s);
    if (!p) throw std::runtime_error("the state of a rules-file game is not the two-row engine's");
    return *p;
}

inline Holes holesOf(const State &state) {
    const PachState &s = pach(state);
    const auto &b = s.pos().board;
    Holes out;
    for (int h = 0; h < s.bs().holes; ++h) out.push_back(b.isLive(h) ? static_cast<int>(b.counts[static_cast<size_t>(h)]) : -1);
    return out;
}

inline int store(const State &s, int seat) { return pach(s).pos().board.store[static_cast<size_t>(seat)]; }
inline int reserve(const State &s, int seat) { return pach(s).pos().reserve[static_cast<size_t>(seat)]; }

inline std::vector<Move> legal(const State &s) {
    MoveList l;
    s.legalMoves(l);
    return std::vector<Move>(l.moves.begin(), l.moves.begin() + l.size);
}

// Puts a board in play in round 1 with `toMove` to sow. Every counter is on the board, in a
// store (taken this round) or in a reserve (off the board between rounds).
inline void setBoard(State &state, const Holes &holes, int toMove, std::array<int, 2> stores,
                     std::array<int, 2> reserves = {0, 0}) {
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

// A new state of `g` with the board put in play as setBoard does.
inline std::unique_ptr<State> startAt(const Game &g, const Holes &holes, int toMove, std::array<int, 2> stores,
                                      std::array<int, 2> reserves = {0, 0}) {
    auto s = g.newInitialState();
    setBoard(*s, holes, toMove, stores, reserves);
    return s;
}

// A state with the game it was made by (whose rules it reads), used as the state.
struct GameAndState {
    std::unique_ptr<Game> game;
    std::unique_ptr<State> state;
    State *operator->() const { return state.get(); }
    State &operator*() const { return *state; }
    explicit operator bool() const { return state != nullptr; }
};

// The game `g` (none: a reading that did not load, whose failure is recorded), its board put in
// play as startAt does, and `move` played on it: a state after one move.
inline GameAndState playedFrom(std::unique_ptr<Game> g, const Holes &holes, int toMove, std::array<int, 2> stores, Move move) {
    GameAndState out{std::move(g), nullptr};
    if (!out.game) return out;
    out.state = startAt(*out.game, holes, toMove, stores);
    out.state->apply(move);
    return out;
}

// What a turn leaves: the holes, South's and North's stores, the match's laps and captures so far,
// and who is to move.
struct TurnResult {
    Holes holes;
    std::array<int, 2> stores{};
    int64_t laps = 0;
    int64_t captures = 0;
    int toMove = kNorthSeat;
};

// Every field of `want` checked on `s`; `what` names the case in a failure.
inline void expectTurn(const State &s, const TurnResult &want, const std::string &what = {}) {
    EXPECT_EQ(holesOf(s), want.holes) << what;
    EXPECT_EQ(store(s, kSouthSeat), want.stores[0]) << what;
    EXPECT_EQ(store(s, kNorthSeat), want.stores[1]) << what;
    EXPECT_EQ(s.progress().laps, want.laps) << what;
    EXPECT_EQ(s.progress().captures, want.captures) << what;
    EXPECT_EQ(s.currentPlayer(), want.toMove) << what;
}

// A new round began with the move just played: round `round` (of the match's count and of the
// position's), `toMove` to move, the holes refilled as `holes` (-1: out of play) and `reserves`
// (South's, North's) set aside.
inline void expectNewRound(const State &s, int round, int toMove, const Holes &holes, std::array<int, 2> reserves) {
    EXPECT_FALSE(s.isTerminal());
    EXPECT_EQ(s.progress().rounds, round);
    EXPECT_EQ(pach(s).pos().round, round);
    EXPECT_EQ(s.currentPlayer(), toMove);
    EXPECT_EQ(holesOf(s), holes);
    EXPECT_EQ(reserve(s, kSouthSeat), reserves[0]);
    EXPECT_EQ(reserve(s, kNorthSeat), reserves[1]);
}

// The game ended by its rules, with these scores and this result.
inline void expectFinished(const State &s, std::array<int, 2> scores, Result result) {
    EXPECT_TRUE(s.isTerminal());
    EXPECT_EQ(s.endReason(), EndReason::Finished);
    EXPECT_EQ(s.scores(), scores);
    EXPECT_EQ(s.result(), result);
}

// `move` played from the position (as playedFrom) ends the game by its rules with the board
// emptied (every hole 0), these scores and this result.
inline void expectMoveEmptiesTheBoardAndEnds(std::unique_ptr<Game> g, const Holes &before, int toMove, std::array<int, 2> stores,
                                             Move move, std::array<int, 2> scores, Result result) {
    const auto s = playedFrom(std::move(g), before, toMove, stores, move);
    ASSERT_TRUE(s);
    EXPECT_EQ(holesOf(*s), Holes(before.size(), 0));
    expectFinished(*s, scores, result);
}

// The opening of the file's reading `readingId`, whose first player is drawn: the draw names South
// (chance outcome 0), who finds the board `start` (and the moves `legalFirst`, when given), sows
// `move`, and the turn leaves `want`.
inline void expectOpening(const char *path, const char *readingId, const Holes &start, Move move, const TurnResult &want,
                          const std::vector<Move> &legalFirst = {}) {
    auto g = readingGame(path, readingId);
    ASSERT_TRUE(g) << readingId;
    auto s = g->newInitialState();
    ASSERT_TRUE(s->isChance()) << readingId << ": first_player = random";
    s->apply(0);  // the draw: South starts
    EXPECT_EQ(s->currentPlayer(), kSouthSeat) << readingId;
    EXPECT_EQ(holesOf(*s), start) << readingId;
    if (!legalFirst.empty()) {
        EXPECT_EQ(legal(*s), legalFirst) << readingId;
    }
    s->apply(move);
    expectTurn(*s, want, readingId);
}

// Plays one match of random legal moves (and chance outcomes) from `seed` to its end.
inline void playsToAnEnd(const char *path, const std::string &readingId, uint64_t seed) {
    auto g = readingGame(path, readingId);
    ASSERT_TRUE(g);
    Rng rng(seed);
    auto s = g->newInitialState();
    MoveList moves;
    ChanceList chance;
    for (int step = 0; step < 1000000 && !s->isTerminal(); ++step)
        ASSERT_TRUE(
            rulelab::testsupport::randomStep(*s, moves, chance, [&](int n) { return rng.below(static_cast<uint32_t>(n)); }))
            << readingId << ": nothing to play at step " << step;
    ASSERT_TRUE(s->isTerminal()) << readingId;
    EXPECT_NE(s->endReason(), EndReason::None) << readingId;
    EXPECT_NE(s->result(), Result::None) << readingId;
    const PachState &k = pach(*s);
    const auto &p = k.pos();
    EXPECT_EQ(p.board.onBoard(k.bs().holes) + p.board.store[0] + p.board.store[1] + p.reserve[0] + p.reserve[1], k.bs().counters)
        << readingId << ": counters are conserved";
}

// playsToAnEnd for each of `readings` (match seed matchSeed(21, reading, 0)); stops at the first
// failure.
inline void everyReadingPlaysToAnEnd(const char *path, std::initializer_list<const char *> readings) {
    for (const char *r : readings) {
        playsToAnEnd(path, r, matchSeed(21, r, 0));
        if (::testing::Test::HasFailure()) return;
    }
}

}  // namespace analoguetest
