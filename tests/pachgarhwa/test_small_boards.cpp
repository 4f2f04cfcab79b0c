// The experimental board sizes (holes_per_row, counters_per_hole) of Pachgarhwa: state graphs
// of tiny boards checked against enumerations worked out by hand, a chain capture on a
// three-hole row, and refusals of impossible boards and of states of another board.
#include "pach_test_util.h"
#include "../kits/two_row_graph_checks.h"

namespace {

using namespace pgtest;

// Reading humphries-baykhom (next-hole relay, chain capture, a single round that ends when
// the mover has nothing to sow, the opponent then taking what is left), South first.
std::unique_ptr<Game> tiny(const char *perRow, const char *perHole) {
    const std::string a = std::string("holes_per_row=") + perRow, b = std::string("counters_per_hole=") + perHole;
    return makeGame(
        {"capture=chain", "no_move=opponent_takes_all", "round_end=no_move", "multi_round=none", a.c_str(), b.c_str()});
}

struct Counts {
    size_t nodes, edges;
    int64_t win0, win1;
    uint8_t outcome;
    int margin;
};

// The graph as counted by hand, with no cycle and no dead state (tworowtest::expectGraph).
void expectGraph(const Game &g, const Counts &c) {
    tworowtest::expectGraph(g, {c.nodes, c.edges, c.win0, c.win1, 0, 0, c.outcome, c.margin});
}

}  // namespace

// [h0 1 | h1 1], ring h0 -> h1. A  S: h0 drops in h1 (2); L = h1, h0 empty, the chain would
// start at L+2 = L: nothing. B  N [0,2]: h1 drops h0 (1), h1 (1); L = h1, h0 holds 1: relay,
// drop it in h1 (2); L = h1, h0 empty, no capture. South has nothing: the round ends and his
// opponent North takes the 2. C terminal, 0-2. 3 states, 2 moves, North wins by 2.
TEST(SmallBoards, PachOneHoleOneCounterByHand) { expectGraph(*tiny("1", "1"), {3, 2, 0, 1, 1, -2}); }

// [2 | 2]. A  S: h0 drops h1 (3), h0 (1); relay from h1 (3): h0 2, h1 1, h0 3; relay from h1
// (1): h0 4; h1 empty, L+2 = L: no capture. North has nothing: South takes the 4. 2 states,
// 1 move, South by 4.
TEST(SmallBoards, PachOneHoleTwoCountersByHand) { expectGraph(*tiny("1", "2"), {2, 1, 1, 0, 0, 4}); }

// [1,1 | 1,1], ring h0 h1 h2 h3.
//  A  S: h0 -> h1 2; relay h2 -> h3 2; h0 empty: take h1 (2); the chain goes on only if the
//        hole after h1 (h2) is empty and the next (h3 = L) may be taken: never L. -> B N [0,0,0,2].
//        h1 -> h2 2; relay h3 -> h0 2; h1 empty: take h2 (2); h3 empty, next is h0 = L: stop.
//        North has nothing: South takes h0, 4-0. -> T4.
//  B  N: h3 -> h0 1, h1 1; h2 empty, h3 empty: nothing. -> C S [1,1,0,0].
//  C  S: h0 -> h1 2; h2, h3 empty: nothing; North has nothing: South takes 2, 4-0 -> T4.
//        h1 -> h2 1; h3 empty: take h0 (1); h1 empty, next h2 = L: stop. -> D N [0,0,1,0], S 3.
//  D  N: h2 -> h3 1; h0, h1 empty: nothing. South has nothing: North takes h3, 3-1. -> T3.
// 6 states, 6 moves, 2 terminals (both South's), South by 4.
TEST(SmallBoards, PachTwoHolesOneCounterByHand) { expectGraph(*tiny("2", "1"), {6, 6, 2, 0, 0, 4}); }

// A chain capture on three holes a side, one counter... two per hole (12 in all):
// board [1,0,1,0,2,0], the other 8 in the reserves. South sows h0 (1): h1 1. L = h1, h2 holds
// 1: relay, lift it, drop h3 (1). L = h3, h4 holds 2: relay, lift 2, drop h5 1, h0 1. L = h0,
// h1 holds 1: relay, lift it, drop h2 (1). L = h2, h3 holds 1: relay, drop h4 (1). L = h4,
// h5 holds 1: relay, drop h0 (2). L = h0, h1 empty: take h2 (1); h3 empty and h4 loaded: take
// h4 (1); h5 empty, next is h0 = L: stop. Result [2,0,0,0,0,0], South's store 2.
TEST(SmallBoards, ChainCaptureOnThreeHolesARow) {
    auto g = makeGame({"capture=chain", "holes_per_row=3", "counters_per_hole=2"});
    auto s = g->newInitialState();
    PachState &p = ks(*s);
    auto &b = p.pos().board;
    tworowtest::expectHoles(p, std::array<int, 6>{2, 2, 2, 2, 2, 2});
    tworowtest::setHoles(p, std::array<int, 6>{1, 0, 1, 0, 2, 0}, {4, 4});
    s->apply(0);
    tworowtest::expectHoles(p, std::array<int, 6>{2, 0, 0, 0, 0, 0});
    EXPECT_EQ(b.store[0], 2);
    EXPECT_EQ(b.store[1], 0);
}

TEST(SmallBoards, ImpossibleBoardsAndForeignStatesAreRefused) {
    const GameInfo info = pachInfo();
    Reading r{info.id, "t", "t", "", "", baseValues(), ""};
    EXPECT_NE(applyOverride(info, r, "holes_per_row=0").find("holes_per_row"), std::string::npos);
    ASSERT_EQ(applyOverride(info, r, "holes_per_row=8"), "");
    ASSERT_EQ(applyOverride(info, r, "counters_per_hole=12"), "");
    const std::string refused = tworowtest::refusal(info, makePachGame, r);
    EXPECT_NE(refused.find("counters_per_hole"), std::string::npos) << refused;

    auto small = makeGame({"holes_per_row=2", "counters_per_hole=1"});
    std::string text = small->newInitialState()->serialize();
    const auto at = text.find("counts=1,1,1,1");
    ASSERT_NE(at, std::string::npos) << text;
    text.replace(at, 14, "counts=1,1,1,0");
    std::string error;
    EXPECT_FALSE(small->deserialize(text, error));
    EXPECT_NE(error.find("counters add up to 3, not 4"), std::string::npos) << error;
}
