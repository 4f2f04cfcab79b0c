#pragma once
// Helpers the rule tests of the two-row mancala plugins (tests/khutka_boia, tests/pachgarhwa)
// share: build a game from option overrides, set up a board the way the tests draw it, and
// compare boards row by row. They work on any state whose pos() is a kits::RoundPosition; each
// test folder's util header binds them to its game.
//
// Boards are drawn as the catalogue draws them, North's row on top read h9 h8 h7 h6 h5 and
// South's row below read h0 h1 h2 h3 h4; "x" (-1) is a dead hole, "*" marks the bha:
//
//      N  h9 h8 h7 h6 h5
//      S  h0 h1 h2 h3 h4

#include "game/reading.h"
#include "kits/two_row.h"

#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

namespace tworowtest {

using namespace rulelab;

// The historical board (KB-1, PG-1), which the drawn boards show.
inline constexpr int kHoles = 10;
inline constexpr int kPerRow = 5;
inline constexpr int kCounters = 50;

// A game of `info` built by `factory` from a whole reading; a fault fails the test (null).
template <class Factory>
std::unique_ptr<Game> gameOfReading(const GameInfo &info, Factory factory, const Reading &r, Limits limits = {}) {
    Options o;
    std::vector<std::string> errors;
    EXPECT_TRUE(resolveOptions(info, r, o, errors)) << (errors.empty() ? "" : errors.front());
    std::string error;
    auto g = factory(o, limits, error);
    EXPECT_TRUE(g) << error;
    return g;
}

// Why `factory` refuses the game of reading `r` (whose options must resolve); empty when it builds it.
template <class Factory>
std::string refusal(const GameInfo &info, Factory factory, const Reading &r) {
    Options o;
    std::vector<std::string> errors;
    EXPECT_TRUE(resolveOptions(info, r, o, errors)) << (errors.empty() ? "" : errors.front());
    std::string error;
    const auto g = factory(o, Limits{}, error);
    return g ? std::string() : error;
}

// A game of `info` built by `factory` from `base` with the overrides `sets` ("option=value").
template <class Factory>
std::unique_ptr<Game> makeGameOf(const GameInfo &info, Factory factory, std::initializer_list<const char *> sets, Limits limits,
                                 const OptionValues &base) {
    Reading r{info.id, "test", "test", "", "", base, ""};
    for (const char *s : sets) EXPECT_EQ(applyOverride(info, r, s), "") << s;
    return gameOfReading(info, factory, r, limits);
}

// The options a game's rule tests start from: its defaults, with South moving first and, so that a
// single move can be studied without the round ending behind it, a player with nothing to sow
// passing.
inline OptionValues singleMoveValues(const GameInfo &info) {
    OptionValues v = info.defaults();
    v["first_player"] = "south";
    v["no_move"] = "pass";
    return v;
}

// North as drawn (h9 h8 h7 h6 h5), South as drawn (h0 .. h4).
struct Rows {
    std::array<int, 5> north{};
    std::array<int, 5> south{};
    bool operator==(const Rows &o) const { return north == o.north && south == o.south; }
};

inline std::ostream &operator<<(std::ostream &os, const Rows &r) {
    os << "N";
    for (int v : r.north) os << ' ' << (v < 0 ? std::string("x") : std::to_string(v));
    os << " / S";
    for (int v : r.south) os << ' ' << (v < 0 ? std::string("x") : std::to_string(v));
    return os;
}

template <class S>
Rows rows(const S &s) {
    Rows r;
    const auto &b = s.pos().board;
    for (int h = 0; h < kHoles; ++h) {
        const int v = b.isLive(h) ? b.counts[static_cast<size_t>(h)] : -1;
        if (h < kPerRow) r.south[static_cast<size_t>(h)] = v;
        else r.north[static_cast<size_t>(kHoles - 1 - h)] = v;
    }
    return r;
}

// Puts the board in play: South's or North's turn in round 1. Counters not on the board or in
// the stores go to the reserves, split evenly (South gets the odd one) unless given.
template <class S>
void setRows(S &s, const Rows &r, int toMove, std::array<int, 2> stores = {0, 0}, std::array<int, 2> reserves = {-1, -1}) {
    auto &p = s.pos();
    p.board = kits::SowBoard{};
    int onBoard = 0;
    for (int h = 0; h < kHoles; ++h) {
        const int v = h < kPerRow ? r.south[static_cast<size_t>(h)] : r.north[static_cast<size_t>(kHoles - 1 - h)];
        if (v >= 0) {
            p.board.counts[static_cast<size_t>(h)] = static_cast<uint8_t>(v);
            p.board.live |= static_cast<uint16_t>(1u << h);
            onBoard += v;
        }
    }
    p.board.store = {static_cast<int16_t>(stores[0]), static_cast<int16_t>(stores[1])};
    if (reserves[0] < 0) {
        const int rest = kCounters - onBoard - stores[0] - stores[1];
        reserves = {rest - rest / 2, rest / 2};
    }
    p.reserve = {static_cast<int16_t>(reserves[0]), static_cast<int16_t>(reserves[1])};
    EXPECT_EQ(onBoard + stores[0] + stores[1] + reserves[0] + reserves[1], kCounters) << "test set-up";
    p.phase = kits::Phase::Play;
    p.toMove = static_cast<int8_t>(toMove);
    p.starter = static_cast<int8_t>(toMove);
    s.restartRoundGuards();
}

// A board other than the historical one (holes_per_row): puts `counts` (hole order h0 ..) in the
// holes, which stay as live as the game made them, the given reserves, South to move in round 1.
template <class S, size_t N>
void setHoles(S &s, const std::array<int, N> &counts, std::array<int, 2> reserves) {
    auto &p = s.pos();
    p.board.counts = {};
    for (size_t h = 0; h < N; ++h) p.board.counts[h] = static_cast<uint8_t>(counts[h]);
    p.reserve = {static_cast<int16_t>(reserves[0]), static_cast<int16_t>(reserves[1])};
    p.toMove = kits::kSouth;
    s.restartRoundGuards();
}

// Every hole of such a board holds what `want` says (hole order h0 ..).
template <class S, size_t N>
void expectHoles(const S &s, const std::array<int, N> &want) {
    for (size_t h = 0; h < N; ++h) EXPECT_EQ(s.pos().board.counts[h], want[h]) << "h" << h;
}

template <class S>
void setBha(S &s, int hole, int owner) {
    s.pos().board.special = static_cast<int8_t>(hole);
    s.pos().board.specialOwner = static_cast<int8_t>(owner);
}

template <class S>
int counterSum(const S &s) {
    const auto &p = s.pos();
    int n = p.board.store[0] + p.board.store[1] + p.reserve[0] + p.reserve[1];
    for (int h = 0; h < kHoles; ++h) n += p.board.counts[static_cast<size_t>(h)];
    return n;
}

template <class S>
int liveHoles(const S &s, int seat) {
    int n = 0;
    for (int h = seat * kPerRow; h < seat * kPerRow + kPerRow; ++h) n += s.pos().board.isLive(h);
    return n;
}

inline std::vector<Move> legal(const State &s) {
    MoveList l;
    s.legalMoves(l);
    return std::vector<Move>(l.moves.begin(), l.moves.begin() + l.size);
}

// A round has ended with North to place his groups himself (fill_order=player_choice): he may
// fill any of his five holes h5..h9, each described as its own choice ("North fills h9 with five").
template <class S>
void expectNorthToFillByChoice(const S &s) {
    ASSERT_EQ(s.pos().phase, kits::Phase::Fill);
    EXPECT_EQ(s.currentPlayer(), kits::kNorth);
    EXPECT_EQ(legal(s), (std::vector<Move>{25, 26, 27, 28, 29}));
    EXPECT_EQ(s.describeMove(29), "North fills h9 with five");
}

// Ends round 1 with the given totals: South's last counter is h0; he sows it into h1, North has
// nothing to sow, so the round ends (if the game's no_move or round_end rule ends it there).
// Returns the state after the refill (in a Fill or Bha phase, or in round 2).
template <class S>
std::unique_ptr<State> endRoundWith(const Game &g, int south, int north) {
    auto s = g.newInitialState();
    auto &k = static_cast<S &>(*s);
    setRows(k, Rows{{0, 0, 0, 0, 0}, {1, 0, 0, 0, 0}}, 0, {0, 0}, {south - 1, north});
    s->apply(0);
    return s;
}

}  // namespace tworowtest

// Binds the helpers above to one game in a test folder's namespace: the shared names, and
// baseValues() (singleMoveValues of the game), makeGame(sets, limits, base), ks(state) (the game's
// own state type), endRoundWith(game, south, north) and startAt(game, rows, toMove, ...) (a new
// state of the game set up by setRows) for `StateType`, `infoFn` and `factoryFn`.
#define TWO_ROW_TEST_BINDING(StateType, infoFn, factoryFn)                                                              \
    using tworowtest::counterSum;                                                                                       \
    using tworowtest::legal;                                                                                            \
    using tworowtest::liveHoles;                                                                                        \
    using tworowtest::rows;                                                                                             \
    using tworowtest::Rows;                                                                                             \
    using tworowtest::setBha;                                                                                           \
    using tworowtest::setRows;                                                                                          \
    inline OptionValues baseValues() { return tworowtest::singleMoveValues(infoFn()); }                                 \
    inline std::unique_ptr<Game> makeGame(std::initializer_list<const char *> sets = {}, Limits limits = {},            \
                                          OptionValues base = baseValues()) {                                           \
        return tworowtest::makeGameOf(infoFn(), factoryFn, sets, limits, base);                                         \
    }                                                                                                                   \
    inline StateType &ks(State &s) { return static_cast<StateType &>(s); }                                              \
    inline const StateType &ks(const State &s) { return static_cast<const StateType &>(s); }                            \
    inline std::unique_ptr<State> endRoundWith(const Game &g, int south, int north) {                                   \
        return tworowtest::endRoundWith<StateType>(g, south, north);                                                    \
    }                                                                                                                   \
    inline std::unique_ptr<State> startAt(const Game &g, const Rows &r, int toMove, std::array<int, 2> stores = {0, 0}, \
                                          std::array<int, 2> reserves = {-1, -1}) {                                     \
        auto s = g.newInitialState();                                                                                   \
        setRows(ks(*s), r, toMove, stores, reserves);                                                                   \
        return s;                                                                                                       \
    }
