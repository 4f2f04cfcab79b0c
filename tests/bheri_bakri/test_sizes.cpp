// The experimental sizes (row_length, pieces_per_side; issue 9): rules on a small board traced by
// hand, refused combinations, states that do not fit the board, and the complete state graph of
// the smallest game, counted by hand and solved exactly.
#include "support/graph_checks.h"
#include "bheri_test_support.h"

#include "graph/state_graph.h"
#include "support/cli_runner.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace rulelab::bheri::test {
namespace {

using V = std::vector<Move>;

// The board part of a state's text form, whatever the row length.
std::string boardText(const State &s) {
    const std::string t = s.serialize();
    const auto p = t.find("board=") + 6;
    return t.substr(p, t.find(' ', p) - p);
}

std::unique_ptr<BheriGame> smallGame(int rowLength, int pieces, std::map<std::string, std::string> overrides = {}) {
    overrides["row_length"] = std::to_string(rowLength);
    overrides["pieces_per_side"] = std::to_string(pieces);
    return makeGame(overrides);
}

// --- geometry ------------------------------------------------------------------------------------

// Row length 4 (cells as drawn from A's side):
//     B's row :  c8  c9  c10 c11   = B4 B3 B2 B1
//     neutral :  c4  c5  c6  c7
//     A's row :  c0  c1  c2  c3    = A1 A2 A3 A4
// Goats' circuit: c7 c6 c5 c4, c8 c9 c10 c11; Sheep's: c4 c5 c6 c7, c3 c2 c1 c0. With two pieces
// a side, pieces 3 and 4 stand in compartments 3 and 4.
TEST(BheriSizes, GeometryOfARowOfFour) {
    const Geometry g(4, 2);
    EXPECT_EQ(g.cells(), 12);
    EXPECT_EQ(g.circuitLength(), 8);
    EXPECT_EQ(g.firstPiece(), 3);
    const int circuitA[8] = {7, 6, 5, 4, 8, 9, 10, 11};
    const int circuitB[8] = {4, 5, 6, 7, 3, 2, 1, 0};
    for (int i = 0; i < 8; ++i) {
        EXPECT_EQ(g.circuitCell(0, i), circuitA[i]) << i;
        EXPECT_EQ(g.circuitCell(1, i), circuitB[i]) << i;
        EXPECT_EQ(g.circuitIndex(0, circuitA[i]), i);
        EXPECT_EQ(g.circuitIndex(1, circuitB[i]), i);
    }
    for (int h = 1; h <= 4; ++h) {
        EXPECT_EQ(g.homeCell(0, h), h - 1);
        EXPECT_EQ(g.homeCell(1, h), 12 - h);
        EXPECT_EQ(g.homeCompartment(0, h - 1), h);
        EXPECT_EQ(g.homeCompartment(1, 12 - h), h);
        EXPECT_EQ(g.circuitIndex(0, h - 1), -1);  // a side's own row is not on its circuit
        EXPECT_EQ(g.circuitIndex(1, 12 - h), -1);
    }
    // The historical board is the default geometry.
    const Geometry h;
    EXPECT_EQ(h.cells(), 24);
    EXPECT_EQ(h.circuitCell(0, 0), 15);
    EXPECT_EQ(h.circuitCell(0, 8), 16);
    EXPECT_EQ(h.circuitCell(1, 15), 0);
    EXPECT_EQ(h.homeCell(1, 8), 16);
}

// The start on a row of 4 with 2 pieces, and the board view with 4 columns.
//   B: d c . .      Sheep 4 on B4 (c8), Sheep 3 on B3 (c9)
//   N: . . . .
//   A: . . 3 4      Goats 3 on A3 (c2), Goats 4 on A4 (c3)
TEST(BheriSizes, InitialPositionAndBoardView) {
    auto g = smallGame(4, 2, {{"first_player", "goats"}});
    auto s = g->newInitialState();
    EXPECT_EQ(boardText(*s), "dc../..../..34");
    const BoardView v = s->boardView();
    EXPECT_EQ(v.rows, 3);
    EXPECT_EQ(v.cols, 4);
    ASSERT_EQ(v.cells.size(), 12u);
    EXPECT_EQ(v.cells[3].label, "A4");
    EXPECT_EQ(v.cells[3].row, 2);
    EXPECT_EQ(v.cells[3].col, 3);
    EXPECT_EQ(v.cells[8].label, "B4");
    EXPECT_EQ(v.cells[8].row, 0);
    EXPECT_EQ(v.cells[8].col, 0);
    EXPECT_EQ(v.cells[5].label, "c5");
    EXPECT_EQ(v.cells[5].row, 1);
    ASSERT_EQ(v.tracks.size(), 4u);
    EXPECT_EQ(v.tracks[0].cells, (std::vector<int>{7, 6, 5, 4, 8, 9, 10, 11}));
    EXPECT_EQ(v.tracks[3].cells, (std::vector<int>{11, 10, 9, 8, 4}));  // B1..B4, then Sheep's entry c4
    EXPECT_EQ(s->scores(), (std::array<int, 2>{0, 0}));
}

// --- rules on a small board -------------------------------------------------------------------------

// BB-7 on a row of 4: a pod releases the piece in the last compartment (A4, the "8") onto c7, the
// neutral cell beside it; the pod earns a second throw (BB-4).
//   Before              After 103
//   B: d c . .          B: d c . .
//   N: . . . .          N: . . . 4
//   A: . . 3 4          A: . . 3 .
TEST(BheriSizes, PodReleasesFromTheLastCompartment) {
    auto g = smallGame(4, 2);
    auto s = makeState(*g, "board=dc../..../..34 to=0 phase=move throw=1");
    ASSERT_TRUE(s);
    EXPECT_EQ(sortedMoves(*s), V({103}));  // piece 3 cannot shift: A4 is occupied
    EXPECT_EQ(s->describeMove(103), "Goats move piece 4 from A4 to c7 (pod)");
    s->apply(103);
    EXPECT_EQ(boardText(*s), "dc../...4/..3.");
    expectThrowNext(*s, 0);
}

// BB-10/11 on a row of 4: Goats' 4 on B1 (c11, the last cell of its 8-cell circuit) throws a tin:
// c11 -> c7 -> c6 -> c5, round the loop, and captures Sheep's 4 standing on c5. Goats' 3, shifted
// to A4, may not come out while 4 is out (BB-7), so 311 is the only move.
//   Before              After 311
//   B: . c . 4          B: . c . .      c8 . | c9 Sheep 3 (unshifted) | c10 . | c11 .
//   N: . d . .          N: . 4 . .      c4 . | c5 Goats 4             | c6 .  | c7 .
//   A: . . . 3          A: . . . 3      c0 . | c1 .  | c2 .  | c3 Goats 3 (shifted)
// A tin earns no second throw: Sheep throw next. Goats have captured 1 of Sheep's 2 pieces.
TEST(BheriSizes, CaptureRoundTheShortLoop) {
    auto g = smallGame(4, 2);
    auto s = makeState(*g, "board=.c.4/.d../...3 to=0 phase=move throw=3");
    ASSERT_TRUE(s);
    EXPECT_EQ(sortedMoves(*s), V({311}));
    EXPECT_EQ(s->describeMove(311), "Goats move piece 4 from B1 to c5 (tin), capturing Sheep piece 4");
    s->apply(311);
    EXPECT_EQ(boardText(*s), ".c../.4../...3");
    const Position &p = s->position();
    const int8_t expected[12] = {0, 0, 0, 3, 0, 4, 0, 0, 0, -3, 0, 0};
    for (int c = 0; c < 12; ++c) EXPECT_EQ(p.at(c), expected[c]) << "c" << c;
    for (int c = 12; c < kMaxCells; ++c) EXPECT_EQ(p.at(c), 0) << "c" << c << " lies beyond the board";
    EXPECT_EQ(s->scores(), (std::array<int, 2>{1, 0}));
    EXPECT_FALSE(s->isTerminal());
    expectThrowNext(*s, 1);
}

// BB-8 on a row of 4 with 3 pieces: compartment 4 is the exit compartment. Goats' 2 has been
// shifted to A3 (c2); Goats' 3 and 4 are gone. With a do it would run A3 -> A4 -> c7.
// stop_at_8: the exit must start from A4, so the do is lost. pass_through: 202 lands on c7.
//   Before              After 202 (pass_through)
//   B: d c b .          B: d c b .
//   N: . . . .          N: . . . 2
//   A: . . 2 .          A: . . . .
TEST(BheriSizes, ExitOnlyFromTheLastCompartment) {
    auto stop = smallGame(4, 3);
    auto s = makeState(*stop, "board=dcb./..../..2. to=0 phase=move throw=2");
    ASSERT_TRUE(s);
    EXPECT_EQ(sortedMoves(*s), V({}));
    auto pass = smallGame(4, 3, {{"exit_from_8_only", "pass_through"}});
    auto t = makeState(*pass, "board=dcb./..../..2. to=0 phase=move throw=2");
    ASSERT_TRUE(t);
    EXPECT_EQ(sortedMoves(*t), V({202}));
    t->apply(202);
    EXPECT_EQ(boardText(*t), "dcb./...2/....");
    EXPECT_EQ(t->scores(), (std::array<int, 2>{0, 2}));  // Sheep captured Goats' 3 and 4 earlier
    // With a pod the stop_at_8 game shifts it to A4 instead.
    auto u = makeState(*stop, "board=dcb./..../..2. to=0 phase=move throw=1");
    EXPECT_EQ(sortedMoves(*u), V({102}));
    u->apply(102);
    EXPECT_EQ(boardText(*u), "dcb./..../...2");
}

// BB-15 with one piece a side: capturing the single enemy piece wins.
//   B: c . .  N: . 3 .  A: . . .   Goats' 3 on c4 (circuit index 1) throws a do: c4 -> c3 -> c6,
//   capturing Sheep's unshifted 3 on B3.
TEST(BheriSizes, CapturingTheOnlyPieceWins) {
    auto g = smallGame(3, 1);
    auto s = makeState(*g, "board=c../.3./... to=0 phase=move throw=2");
    ASSERT_TRUE(s);
    EXPECT_EQ(sortedMoves(*s), V({204}));
    s->apply(204);
    EXPECT_EQ(boardText(*s), "3../.../...");
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->result(), Result::Win0);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{1, 0}));
}

// --- refused combinations and states that do not fit ---------------------------------------------

TEST(BheriSizes, RowsShorterThanThreeAreRefused) {
    const GameInfo info = bheriInfo();
    Reading r{info.id, "test", "test", "", "", info.defaults(), "test"};
    const std::string err = applyOverride(info, r, "row_length=2");
    EXPECT_NE(err.find("row_length"), std::string::npos) << err;
    EXPECT_NE(err.find("[3, 8]"), std::string::npos) << err;
    EXPECT_NE(applyOverride(info, r, "pieces_per_side=0"), "");
    EXPECT_NE(applyOverride(info, r, "pieces_per_side=9"), "");
    EXPECT_EQ(applyOverride(info, r, "row_length=3"), "");
    // Options that bypass the range check are still refused when the game is made.
    OptionValues v = info.defaults();
    v["row_length"] = "2";
    std::string error;
    EXPECT_EQ(makeBheriGame(OptionsBuilder::make(v), Limits{}, error), nullptr);
    EXPECT_NE(error.find("row_length=2"), std::string::npos) << error;
}

TEST(BheriSizes, MorePiecesThanCompartmentsAreRefused) {
    const GameInfo info = bheriInfo();
    Reading r{info.id, "test", "test", "", "", info.defaults(), "test"};
    ASSERT_EQ(applyOverride(info, r, "row_length=3"), "");
    ASSERT_EQ(applyOverride(info, r, "pieces_per_side=4"), "");
    Options o;
    std::vector<std::string> errors;
    ASSERT_TRUE(resolveOptions(info, r, o, errors));  // each value alone is allowed
    std::string error;
    EXPECT_EQ(makeBheriGame(o, Limits{}, error), nullptr);
    EXPECT_NE(error.find("pieces_per_side=4"), std::string::npos) << error;
    EXPECT_NE(error.find("row_length=3"), std::string::npos) << error;
    EXPECT_EQ(checkSizes(o), error);
    // Three pieces on a row of three fit.
    ASSERT_EQ(applyOverride(info, r, "pieces_per_side=3"), "");
    ASSERT_TRUE(resolveOptions(info, r, o, errors));
    EXPECT_NE(makeBheriGame(o, Limits{}, error), nullptr) << error;
    // The historical defaults are fine.
    ASSERT_TRUE(resolveOptions(info, Reading{info.id, "d", "d", "", "", info.defaults(), "test"}, o, errors));
    EXPECT_EQ(checkSizes(o), "");
}

TEST(BheriSizes, StatesThatDoNotFitTheBoardAreRefused) {
    auto g = smallGame(3, 1);
    std::string error;
    // A historical board in a game of row length 3.
    EXPECT_EQ(g->deserialize("bb1 board=hgfedcba/......../12345678 to=0 phase=throw", error), nullptr);
    EXPECT_NE(error.find("three rows of 3 cells"), std::string::npos) << error;
    EXPECT_NE(error.find("row_length=3"), std::string::npos) << error;
    // With one piece a side only piece 3 exists.
    error.clear();
    EXPECT_EQ(g->deserialize("bb1 board=c../.../.2. to=0 phase=throw", error), nullptr);
    EXPECT_NE(error.find("Goats piece 2 is not on this board"), std::string::npos) << error;
    EXPECT_NE(error.find("pieces_per_side=1"), std::string::npos) << error;
    // A last-move mark beyond the 9 cells.
    error.clear();
    EXPECT_EQ(g->deserialize("bb1 board=c../.../..3 to=0 phase=throw last=9,2", error), nullptr);
    EXPECT_NE(error.find("last"), std::string::npos) << error;
    // Escaped counts and the piece of a split throw fit the board too: one piece, numbered 3.
    error.clear();
    EXPECT_EQ(g->deserialize("bb1 board=c../.../..3 to=0 phase=throw esc=2,0", error), nullptr);
    EXPECT_NE(error.find("esc must be two counts 0..1"), std::string::npos) << error;
    error.clear();
    EXPECT_EQ(g->deserialize("bb1 board=c../.../..3 to=0 phase=half half=1,2,0", error), nullptr);
    EXPECT_NE(error.find("piece(0 or 3..3)"), std::string::npos) << error;
    // A small board in the historical game.
    auto h = makeGame();
    error.clear();
    EXPECT_EQ(h->deserialize("bb1 board=c../.../..3 to=0 phase=throw", error), nullptr);
    EXPECT_NE(error.find("three rows of 8 cells"), std::string::npos) << error;
    // And a fitting one round-trips, key included.
    auto s = g->deserialize("bb1 board=c../3../... to=1 phase=move throw=1", error);
    ASSERT_TRUE(s) << error;
    auto t = g->deserialize(s->serialize(), error);
    ASSERT_TRUE(t) << error;
    EXPECT_EQ(t->serialize(), s->serialize());
    EXPECT_EQ(t->key(), s->key());
}

// The key holds exactly the configured board's cells: 9 for a row of 3, followed by the same
// 14 bytes of turn state as on the historical board (escapes 2, side, phase, throw, bank 4,
// half 3, end, result): 9 + 14 and 24 + 14.
TEST(BheriSizes, KeyHasTheBoardsCells) {
    auto g = smallGame(3, 1);
    const std::string k = g->newInitialState()->key();
    ASSERT_EQ(k.size(), 9u + 14u);
    const int8_t cells[9] = {0, 0, 3, 0, 0, 0, -3, 0, 0};  // Goats' 3 on A3 (c2), Sheep's 3 on B3 (c6)
    for (int c = 0; c < 9; ++c) EXPECT_EQ(static_cast<int8_t>(k[static_cast<size_t>(c)]), cells[c]) << c;
    EXPECT_EQ(makeGame()->newInitialState()->key().size(), 24u + 14u);
}

// --- the complete state graph of the smallest game -----------------------------------------------

// Row length 3, one piece a side, reading aibdd-literal (B1) with Goats first:
//     B: c6 c7 c8 = B3 B2 B1      Goats' circuit (index 0..5): c5 c4 c3 c6 c7 c8
//     N: c3 c4 c5                 Sheep's circuit:             c3 c4 c5 c2 c1 c0
//     A: c0 c1 c2 = A1 A2 A3      Goats' 3 starts on A3 (c2), Sheep's 3 on B3 (c6).
// A piece is either at home (unshifted) or out on its circuit; a capture ends the match, and a
// piece never comes home again. Positions that are not over:
//     both home                                                          1
//     Goats out, Sheep home: Goats anywhere on its circuit but c6          5
//     Sheep out, Goats home: likewise, not c2                              5
//     both out: 6 x 6 cells, minus the 3 neutral cells both could share  33
//                                                                  total  44
// Each position has a chance node for either side to throw: 88 chance nodes. Player nodes exist
// only where the throw can be used (otherwise it is lost without a decision): for each side a
// pod can always be used (release, or move the piece that is out: 44), a 2, 3 or 4 only with the
// piece out (44 - 6 positions with that side at home = 38 each): 44 + 3 x 38 = 158 per side.
// Terminals: the capturer stands where the captured piece stood, on a cell both circuits share
// with the victim: Goats on c3, c4, c5 or c6 (win0: 4), Sheep on c5, c4, c3 or c2 (win1: 4).
// Total 88 + 2 x 158 + 8 = 412. Every player node has exactly one move (one piece a side,
// compulsory), every chance node five: 88 x 5 + 316 = 756 edges.
// Cyclic components: both home (the two chance nodes, passing the throw back and forth: 2);
// Goats out / Sheep home (5 + 5 chance nodes, plus Goats' player nodes whose move does not
// capture: on circuit index 0,1,2,4,5 with values 1..4 not landing on index 3: 3+3+3+4+3 = 16;
// 26 in all; Sheep's pod there releases and leaves the component), the mirror (26), and both
// out (66 chance nodes + 264 player nodes - 24 that capture: for each of the 3 neutral cells the
// enemy may stand on, 4 throws from 4 distinct cells behind it, per side = 306). 4 components,
// 2 + 26 + 26 + 306 = 360 states in cycles, the largest 306. Nothing is dead: a capture is
// always possible.
TEST(BheriSizes, SmallestGraphCountedByHand) {
    auto g = smallGame(3, 1, {{"first_player", "goats"}});
    const StateGraph graph = explore(*g, nullptr, ExploreOptions{});
    ASSERT_TRUE(graph.complete);
    EXPECT_EQ(graph.nodes.size(), 412u);
    EXPECT_EQ(graph.edgeCount(), 756u);
    int chance = 0, player[2] = {0, 0};
    for (uint32_t v = 0; v < graph.nodes.size(); ++v) {
        const GraphNode &n = graph.nodes[v];
        if (n.player == kChancePlayer) {
            ++chance;
            EXPECT_EQ(graph.outStart[v + 1] - graph.outStart[v], 5u);
        } else if (n.player >= 0) {
            ++player[n.player];
            EXPECT_EQ(graph.outStart[v + 1] - graph.outStart[v], 1u);
        }
    }
    EXPECT_EQ(chance, 88);
    EXPECT_EQ(player[0], 158);
    EXPECT_EQ(player[1], 158);
    const GraphAnalysis a = analyse(graph);
    EXPECT_EQ(a.terminals, 8);
    EXPECT_EQ(a.terminalsByResult, (std::map<std::string, int64_t>{{"win0", 4}, {"win1", 4}}));
    testsupport::expectCycles(a, {.cyclicComponents = 4, .statesInCycles = 360, .largestComponent = 306, .deadStates = 0});

    // Value iteration against an exact solve: every decision is forced, so the graph is a Markov
    // chain and the win probabilities solve x = P x on the non-terminal nodes (Gaussian
    // elimination with partial pivoting on the 404 unknowns).
    const GraphSolution sol = solve(graph, *g);
    ASSERT_TRUE(sol.solved);
    EXPECT_EQ(sol.method, "value-iteration");
    EXPECT_TRUE(sol.converged);
    const size_t n = graph.nodes.size();
    std::vector<double> m(n * (n + 1), 0.0);
    auto at = [&](size_t r, size_t c) -> double & { return m[r * (n + 1) + c]; };
    for (uint32_t v = 0; v < n; ++v) {
        at(v, v) = 1;
        const GraphNode &node = graph.nodes[v];
        if (node.player == kTerminalPlayer) {
            at(v, n) = node.result == Result::Win0 ? 1.0 : 0.0;
            continue;
        }
        for (uint64_t e = graph.outStart[v]; e < graph.outStart[v + 1]; ++e)
            at(v, graph.target[e]) -= static_cast<double>(graph.probability[e]);
    }
    for (size_t c = 0; c < n; ++c) {
        size_t best = c;
        for (size_t r = c + 1; r < n; ++r)
            if (std::fabs(at(r, c)) > std::fabs(at(best, c))) best = r;
        for (size_t k = 0; k <= n; ++k) std::swap(at(c, k), at(best, k));
        for (size_t r = 0; r < n; ++r) {
            if (r == c || at(r, c) == 0) continue;
            const double f = at(r, c) / at(c, c);
            for (size_t k = c; k <= n; ++k) at(r, k) -= f * at(c, k);
        }
    }
    for (uint32_t v = 0; v < n; ++v) EXPECT_NEAR(sol.winProbability[v], at(v, n) / at(v, v), 1e-9) << v;
    // Goats, throwing first, have the edge.
    EXPECT_GT(sol.winProbability[0], 0.5);
}

// With a fair coin deciding who starts, the start is worth exactly 1/2 to Goats: the rules are the
// same for both sides on the mirrored board, so P(Goats win | Sheep start) = P(Sheep win | Goats
// start) = 1 - P(Goats win | Goats start) (no match ends undecided: a capture is always possible,
// and play that never ends has probability 0), and the average of a and 1 - a is 1/2.
TEST(BheriSizes, RandomStartIsWorthOneHalf) {
    auto g = smallGame(3, 1);
    const StateGraph graph = explore(*g, nullptr, ExploreOptions{});
    ASSERT_TRUE(graph.complete);
    EXPECT_EQ(graph.nodes.size(), 413u);  // the 412 above and the coin
    const GraphSolution sol = solve(graph, *g);
    ASSERT_TRUE(sol.solved);
    EXPECT_NEAR(sol.winProbability[0], 0.5, 1e-9);
}

// A race with a closed form: row length 3, one piece a side, circuit = exit, cowrie_p = 1/2, so
// the throws 0..4 have probabilities q = 1/16, 4/16, 6/16, 4/16, 1/16 (Binomial(4, 1/2); a 0
// scores nothing and passes the turn).
//     B: c . .      Sheep's 3 at home on B3 (c6), unshifted
//     N: 3 . .      Goats' 3 on c3, circuit index 2: c6 is one step ahead, then c7, c8, off
//     A: . . .
// State A, Goats to throw: a pod lands on c6 and wins; a 0 passes to Sheep (state B); a 2 or 3
// carries the piece to c7 or c8 in B's row, and a 4 off the board. From there neither side can
// win any more: Sheep's circuit (c3 c4 c5 c2 c1 c0) never meets B's row, the Goats piece leaves,
// and a side without pieces can capture nothing; once both pieces have left, no throw gives
// either side a move and the match ends in deadlock, which value iteration counts as 1/2.
// State B, Sheep to throw: a pod releases Sheep's 3 onto c3, capturing the Goats piece (Sheep
// win); any other throw is lost (an unshifted piece needs a pod) and Goats throw (state A).
//     A = q1 + (q2 + q3 + q4) / 2 + q0 B,      B = (1 - q1) A
//     A = (q1 + (q2 + q3 + q4) / 2) / (1 - q0 (1 - q1)) = (4/16 + 11/32) / (1 - 12/256)
//       = (19/32) / (61/64) = 38/61,          B = (12/16)(38/61) = 57/122.
TEST(BheriSizes, ValueIterationMatchesAClosedForm) {
    auto g = smallGame(3, 1, {{"circuit", "exit"}, {"cowrie_p", "0.5"}});
    auto a = makeState(*g, "board=c../3../... to=0 phase=throw");
    auto b = makeState(*g, "board=c../3../... to=1 phase=throw");
    ASSERT_TRUE(a && b);
    const StateGraph graph = explore(*g, a.get(), ExploreOptions{});
    ASSERT_TRUE(graph.complete);
    const GraphAnalysis an = analyse(graph);
    // The only decided ends: Goats on c6 (win0) and Sheep on c3 (win1).
    EXPECT_EQ(an.terminalsByResult.at("win0"), 1);
    EXPECT_EQ(an.terminalsByResult.at("win1"), 1);
    EXPECT_EQ(an.terminalsByEndReason.at("deadlock"), an.terminalsByResult.at("undecided"));
    const GraphSolution sol = solve(graph, *g);
    ASSERT_TRUE(sol.solved);
    EXPECT_TRUE(sol.converged);
    EXPECT_NEAR(sol.winProbability[0], 38.0 / 61.0, 1e-9);
    const int64_t bNode = graph.find(b->key());
    ASSERT_GE(bNode, 0);
    EXPECT_NEAR(sol.winProbability[static_cast<size_t>(bNode)], 57.0 / 122.0, 1e-9);
}

// --- command line ------------------------------------------------------------------------------------

using CliRun = rulelab::testsupport::Result;

// rulelab-cli with the Bheri Bakri plugin of this build only.
CliRun cli(const QStringList &args) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_BHERI_PLUGIN_DIR));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    return rulelab::testsupport::cliIn(env, args);
}

// `rulelab-cli graph ... --solve --json` on the smallest board: complete, and the value of the
// random start is 1/2 (see RandomStartIsWorthOneHalf), with Goats first the value found above.
TEST(BheriSizes, CliGraphSolvesTheSmallestBoard) {
    const QStringList base = {QStringLiteral("graph"),     QStringLiteral("bheri-bakri"),
                              QStringLiteral("--reading"), QStringLiteral("aibdd-literal"),
                              QStringLiteral("--set"),     QStringLiteral("pieces_per_side=1"),
                              QStringLiteral("--set"),     QStringLiteral("row_length=3"),
                              QStringLiteral("--solve"),   QStringLiteral("--json")};
    CliRun r = cli(base);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_TRUE(o.value(QStringLiteral("complete")).toBool());
    EXPECT_EQ(o.value(QStringLiteral("nodes")).toInt(), 413);
    QJsonObject v = o.value(QStringLiteral("value")).toObject();
    EXPECT_EQ(v.value(QStringLiteral("method")).toString(), QStringLiteral("value-iteration"));
    EXPECT_NEAR(v.value(QStringLiteral("seat0_win_probability")).toDouble(), 0.5, 1e-9);

    r = cli(base + QStringList{QStringLiteral("--set"), QStringLiteral("first_player=goats")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_TRUE(o.value(QStringLiteral("complete")).toBool());
    EXPECT_EQ(o.value(QStringLiteral("nodes")).toInt(), 412);
    auto g = smallGame(3, 1, {{"first_player", "goats"}});
    const GraphSolution sol = solve(explore(*g, nullptr, ExploreOptions{}), *g);
    EXPECT_NEAR(o.value(QStringLiteral("value")).toObject().value(QStringLiteral("seat0_win_probability")).toDouble(),
                sol.winProbability[0], 1e-12);
}

// The refused combination on the command line: exit code 2 and the option named.
TEST(BheriSizes, CliRefusesMorePiecesThanCompartments) {
    const CliRun r = cli({QStringLiteral("graph"), QStringLiteral("bheri-bakri"), QStringLiteral("--reading"),
                          QStringLiteral("aibdd-literal"), QStringLiteral("--set"), QStringLiteral("pieces_per_side=5"),
                          QStringLiteral("--set"), QStringLiteral("row_length=4")});
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(QStringLiteral("pieces_per_side=5"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("row_length=4"))) << r.err.toStdString();
}

}  // namespace
}  // namespace rulelab::bheri::test
