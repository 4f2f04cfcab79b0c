#pragma once
// Helpers for the Bheri Bakri tests: build a game from the default options (B1 values) plus
// overrides, and set up positions from the state's text form.
//
// Board text, as drawn from A's side, rows top to bottom separated by '/':
//     B's row  c16..c23 (= B8 .. B1) / neutral c8..c15 / A's row c0..c7 (= A1 .. A8)
// '.' empty, '1'..'8' a Goats piece by home number, 'a'..'h' a Sheep piece 1..8.
// The initial board is "hgfedcba/......../12345678".

#include "bheri_game.h"

#include "game/reading.h"
#include "game/playout.h"
#include "game/rng.h"
#include "plugin/reading_json.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace rulelab::bheri::test {

// A chance outcome drawn with its probability (one uniform draw from `rng`; every throw of the
// cowries has a probability above 0, so this is the playout's own draw).
inline Move sample(const ChanceList &c, Rng &rng) { return sampleChance(c, rng); }

inline std::unique_ptr<BheriGame> makeGame(const std::map<std::string, std::string> &overrides = {}, Limits limits = {}) {
    std::vector<std::string> assignments;
    for (const auto &[k, v] : overrides) assignments.push_back(k + "=" + v);
    Options o;
    std::string error;
    EXPECT_TRUE(defaultOptionsWith(bheriInfo(), assignments, o, error)) << error;
    return std::make_unique<BheriGame>(o, limits);
}

inline std::unique_ptr<BheriState> makeState(const BheriGame &g, const std::string &text) {
    std::string error;
    auto s = g.deserialize("bb1 " + text, error);
    EXPECT_TRUE(s) << error;
    if (!s) return nullptr;
    return std::unique_ptr<BheriState>(static_cast<BheriState *>(s.release()));
}

inline std::vector<Move> sortedMoves(const State &s) {
    MoveList l;
    s.legalMoves(l);
    std::vector<Move> v(l.moves.begin(), l.moves.begin() + l.size);
    std::sort(v.begin(), v.end());
    return v;
}

// The turn is over: `seat` is to throw the cowries next.
inline void expectThrowNext(const BheriState &s, int seat) {
    EXPECT_EQ(s.phase(), Phase::Throw);
    EXPECT_EQ(s.toMove(), seat);
}

// The board part of a state's text form.
inline std::string boardOf(const State &s) {
    const std::string t = s.serialize();
    const auto p = t.find("board=");
    return t.substr(p + 6, 26);
}

// The readings shipped in data/readings/bheri-bakri, read from the source tree.
inline std::vector<Reading> shippedReadings() {
    std::vector<std::string> errors;
    std::vector<Reading> r = loadReadingDir(QStringLiteral(RULELAB_BHERI_READINGS_DIR), errors);
    for (const auto &e : errors) ADD_FAILURE() << e;
    return r;
}

inline std::unique_ptr<BheriGame> gameForReading(Reading reading, const std::vector<std::string> &overrides = {},
                                                 Limits limits = {}) {
    Options opts;
    std::string error;
    EXPECT_TRUE(optionsWithOverrides(bheriInfo(), std::move(reading), overrides, opts, error)) << error;
    return std::make_unique<BheriGame>(opts, limits);
}

}  // namespace rulelab::bheri::test
