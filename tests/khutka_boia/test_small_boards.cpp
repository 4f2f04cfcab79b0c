// The experimental board sizes (holes_per_row, counters_per_hole): state graphs of tiny boards
// checked against enumerations worked out by hand from the catalogue's rules, a sowing on a
// three-hole row, refusals of impossible boards, and counter conservation on many sizes.
#include "khutka_test_util.h"
#include "../kits/two_row_graph_checks.h"
#include "plugin/reading_json.h"
#include "support/random_step.h"

#include <map>
#include <random>

namespace {

using namespace kbtest;

// The reconstruction reading (R4: next-hole relay, single capture, lap includes the origin,
// each player takes his own row when the mover has nothing to sow), South first, one round.
std::unique_ptr<Game> tiny(const char *perRow, const char *perHole) {
    const std::string a = std::string("holes_per_row=") + perRow, b = std::string("counters_per_hole=") + perHole;
    return makeGame({"match_end=fixed_rounds", "rounds=1", "no_move=each_takes_own_row", a.c_str(), b.c_str()});
}

struct Counts {
    size_t nodes, edges;
    int64_t win0, win1, cyclic, dead;
    uint8_t outcome;
    int margin;
};

// The graph as counted by hand, solved by retrograde analysis (tworowtest::expectGraph).
void expectGraph(const Game &g, const Counts &c) {
    tworowtest::expectGraph(g, {c.nodes, c.edges, c.win0, c.win1, c.cyclic, c.dead, c.outcome, c.margin, "retrograde"});
}

}  // namespace

// One hole a side, one counter each: h0 = 1 (South), h1 = 1 (North); the ring is h0 -> h1 -> h0.
//  A  S to move [h0 1, h1 1]. Only move h0: the counter falls in h1 (2). L = h1, L+1 = h0 is empty,
//     so the capture looks at L+2 = h1 = L itself, which is never taken. -> B.
//  B  N to move [0, 2]. Only move h1: lifts 2, drops h0 (1), h1 (1, the lap includes the origin).
//     L = h1, L+1 = h0 holds 1: relay, lift it and drop it in h1 (2). L = h1, L+1 = h0 empty,
//     L+2 = L: no capture. -> South has nothing to sow: the round ends, each takes his own row:
//     North 2, South 0. One round: C = terminal, North wins 0-2.
// 3 states, 2 moves, 1 terminal (win1), no cycle, no dead state; best play: North wins by 2.
TEST(SmallBoards, KhutkaOneHoleOneCounterByHand) { expectGraph(*tiny("1", "1"), {3, 2, 0, 1, 0, 0, 1, -2}); }

// One hole a side, two counters each: A  S to move [2, 2]. h0: drops h1 (3), h0 (1); L = h0,
// L+1 = h1 holds 3: relay, lift 3 from h1, drop h0 (2), h1 (1), h0 (3); L = h0, h1 holds 1:
// relay, drop it in h0 (4); L = h0, h1 empty, L+2 = L: no capture. North has nothing to sow:
// each takes his row, South 4, North 0. -> B terminal, South wins 4-0.
// 2 states, 1 move, 1 terminal (win0); best play: South by 4.
TEST(SmallBoards, KhutkaOneHoleTwoCountersByHand) { expectGraph(*tiny("1", "2"), {2, 1, 1, 0, 0, 0, 0, 4}); }

// Two holes a side, one counter each: South h0 h1, North h2 h3, ring h0 h1 h2 h3.
//  A  S [1,1,1,1]. Moves h0, h1.
//   h0: drop h1 (2); L = h1, h2 holds 1: relay, lift it, drop h3 (2); L = h3, L+1 = h0 empty:
//       take L+2 = h1 (2). -> B  N to move [0,0,0,2], stores S 2.
//   h1: drop h2 (2); L = h2, h3 holds 1: relay, drop h0 (2); L = h0, h1 empty: take h2 (2).
//       Board [2,0,0,0]; North has nothing: each takes his row, South 4-0. -> T4 (terminal).
//  B  N: h3 (2): drops h0 (1), h1 (1); L = h1, h2 empty, h3 empty: no capture. -> C  S [1,1,0,0].
//  C  S: h0: drop h1 (2); L = h1, h2 empty, h3 empty. North has nothing: South takes h1, 4-0.
//       Same final position as above -> T4 (one state: the key holds totals, not history).
//     h1: drop h2 (1); L = h2, h3 empty: take h0 (1), S store 3. -> D  N [0,0,1,0].
//  D  N: h2: drop h3 (1); L = h3, h0 empty, h1 empty: no capture. South has nothing: North
//       takes h3, final 3-1. -> T3.
// States A, B, C, D, T4, T3 = 6; moves A->B, A->T4, B->C, C->T4, C->D, D->T3 = 6; 2 terminals,
// both South wins; best play: South by 4 (h1 at once, or h0 then h0).
TEST(SmallBoards, KhutkaTwoHolesOneCounterByHand) { expectGraph(*tiny("2", "1"), {6, 6, 2, 0, 0, 0, 0, 4}); }

// A turn on three holes a side (R4 baseline): South h0 h1 h2, North h3 h4 h5, two counters per
// hole (12 in all). Board [2,0,0,1,0,3], the other 6 in the reserves.
//  South sows h0 (2): h1 1, h2 1. L = h2, h3 holds 1: relay, lift it, drop h4 (1). L = h4, h5
//  holds 3: relay, lift 3, drop h0 1, h1 2, h2 2. L = h2, h3 empty: take L+2 = h4 (1).
//  Result [1,2,2,0,0,0], South's store 1, North to move.
TEST(SmallBoards, RelayAndCaptureOnThreeHolesARow) {
    auto g = makeGame({"holes_per_row=3", "counters_per_hole=2"});
    auto s = g->newInitialState();
    KhutkaState &k = ks(*s);
    auto &b = k.pos().board;
    tworowtest::expectHoles(k, std::array<int, 6>{2, 2, 2, 2, 2, 2});  // the set-up
    EXPECT_EQ(b.live, 0x3F);
    tworowtest::setHoles(k, std::array<int, 6>{2, 0, 0, 1, 0, 3}, {3, 3});
    MoveList moves;
    s->legalMoves(moves);
    ASSERT_EQ(moves.size, 1);  // h0 only: h1 and h2 are empty
    EXPECT_EQ(s->describeMove(0), "South sows h0 (2)");
    s->apply(0);
    tworowtest::expectHoles(k, std::array<int, 6>{1, 2, 2, 0, 0, 0});
    EXPECT_EQ(b.store[0], 1);
    EXPECT_EQ(b.store[1], 0);
    EXPECT_EQ(s->currentPlayer(), kNorth);
    // The board view has three columns, North drawn on top from h5 to h3.
    const BoardView v = s->boardView();
    EXPECT_EQ(v.cols, 3);
    ASSERT_EQ(v.cells.size(), 6u);
    EXPECT_EQ(v.cells[5].row, 0);
    EXPECT_EQ(v.cells[5].col, 0);
    EXPECT_EQ(v.cells[2].row, 1);
    EXPECT_EQ(v.cells[2].col, 2);
}

// Moves follow the size: a pass is `holes`, fills 2*holes + h (10 and 20 + h on the real board).
TEST(SmallBoards, MoveNumbersFollowTheBoard) {
    auto g = makeGame({"holes_per_row=2", "counters_per_hole=1"});
    auto s = g->newInitialState();
    auto &b = ks(*s).pos().board;
    b.counts = {};
    b.counts[2] = 2;  // North holds both... and South nothing: South must pass
    ks(*s).pos().reserve = {1, 1};
    ks(*s).restartRoundGuards();
    MoveList moves;
    s->legalMoves(moves);
    ASSERT_EQ(moves.size, 1);
    EXPECT_EQ(moves[0], 4);
    EXPECT_EQ(s->describeMove(4), "South passes (nothing to sow)");
}

TEST(SmallBoards, ImpossibleBoardsAreRefusedNamingTheOption) {
    const GameInfo info = khutkaInfo();
    Reading r{info.id, "t", "t", "", "", baseValues(), ""};
    EXPECT_NE(applyOverride(info, r, "holes_per_row=9").find("holes_per_row"), std::string::npos);
    EXPECT_NE(applyOverride(info, r, "counters_per_hole=0").find("counters_per_hole"), std::string::npos);
    ASSERT_EQ(applyOverride(info, r, "holes_per_row=8"), "");
    ASSERT_EQ(applyOverride(info, r, "counters_per_hole=8"), "");
    const std::string error = tworowtest::refusal(info, makeKhutkaGame, r);
    EXPECT_NE(error.find("counters_per_hole"), std::string::npos) << error;
    EXPECT_NE(error.find("at most 7"), std::string::npos) << error;
    // The largest board that is allowed plays.
    ASSERT_EQ(applyOverride(info, r, "counters_per_hole=7"), "");
    EXPECT_EQ(tworowtest::refusal(info, makeKhutkaGame, r), "");
}

TEST(SmallBoards, StatesOfAnotherBoardAreRefused) {
    auto small = makeGame({"holes_per_row=2", "counters_per_hole=1"});
    auto s = small->newInitialState();
    const std::string text = s->serialize();
    std::string error;
    auto back = small->deserialize(text, error);
    ASSERT_TRUE(back) << error;
    std::string k1, k2;
    s->appendKey(k1);
    back->appendKey(k2);
    EXPECT_EQ(k1, k2);
    // One counter too many for a board of 2 x 2 holes with one counter each.
    std::string bad = text;
    const auto at = bad.find("counts=1,1,1,1");
    ASSERT_NE(at, std::string::npos) << text;
    bad.replace(at, 14, "counts=2,1,1,1");
    EXPECT_FALSE(small->deserialize(bad, error));
    EXPECT_NE(error.find("counters add up to 5, not 4"), std::string::npos) << error;
    EXPECT_NE(error.find("holes_per_row = 2"), std::string::npos) << error;
    // A state of the historical board does not fit the small one.
    auto big = makeGame();
    EXPECT_FALSE(small->deserialize(big->newInitialState()->serialize(), error));
    EXPECT_NE(error.find("counts"), std::string::npos) << error;
}

// Counters are conserved, keys are exact (a state and its text give the same key) and random
// play ends, on boards from one to eight holes a side and every reading.
TEST(SmallBoards, RandomPlayConservesCountersOnEverySize) {
    std::mt19937_64 rng(7);
    for (const char *reading : {"aibdd-literal", "ludii-portal", "ludii-code", "reconstruction"}) {
        std::vector<std::string> errs;
        Reading base;
        for (const auto &r : loadReadingDir(QStringLiteral(KHUTKA_READINGS_DIR), errs))
            if (r.id == reading) base = r;
        ASSERT_EQ(base.id, reading);
        for (int perRow : {1, 2, 3, 6, 8})
            for (int perHole : {1, 2, 3, 7}) {
                Reading r = base;
                const GameInfo info = khutkaInfo();
                ASSERT_EQ(applyOverride(info, r, "holes_per_row=" + std::to_string(perRow)), "");
                ASSERT_EQ(applyOverride(info, r, "counters_per_hole=" + std::to_string(perHole)), "");
                auto g = tworowtest::gameOfReading(info, makeKhutkaGame, r);
                ASSERT_TRUE(g);
                auto s = g->newInitialState();
                MoveList moves;
                ChanceList chance;
                for (int step = 0; step < 3000 && !s->isTerminal(); ++step) {
                    ASSERT_TRUE(rulelab::testsupport::randomStep(*s, moves, chance,
                                                                 [&](int n) { return rng() % static_cast<uint64_t>(n); }));
                    const KhutkaState &k = ks(*s);
                    int sum = k.total(0) + k.total(1);
                    for (int h = 0; h < 2 * perRow; ++h) sum += k.pos().board.counts[static_cast<size_t>(h)];
                    ASSERT_EQ(sum, 2 * perRow * perHole) << reading << " " << perRow << "x" << perHole << " step " << step;
                    if (step % 97 == 0) {
                        std::string error;
                        auto back = g->deserialize(s->serialize(), error);
                        ASSERT_TRUE(back) << error;
                        std::string a, b;
                        s->appendKey(a);
                        back->appendKey(b);
                        ASSERT_EQ(a, b);
                    }
                }
            }
    }
}

// explore() keeps no frontier of whole states: it rebuilds each state along its discovery edge
// from the nearest ancestor it holds (issue 22). A Khutka Boia state carries more than its key (the
// stall table, the round log, Ludii's turn and move counts), so the rebuilt states must be the
// very states a breadth-first search over whole states expands. Here that search is written out
// plainly, keeping every state, and both must give the same graph: the same keys in the same
// order, and the same edges (target, move, probability), node by node. Boards with a random first
// player (a chance move first), several rounds, and Ludii's code with its counts and quirks.
TEST(SmallBoards, ExplorationIsTheBreadthFirstSearchOverWholeStates) {
    std::vector<std::unique_ptr<Game>> games;
    games.push_back(makeGame({"holes_per_row=3", "counters_per_hole=3", "first_player=random"}));
    games.push_back(makeGame({"holes_per_row=3", "counters_per_hole=2", "match_end=fixed_rounds", "rounds=3"}));
    std::vector<std::string> errors;
    for (const Reading &r : loadReadingDir(QStringLiteral(KHUTKA_READINGS_DIR), errors))
        if (r.id == "ludii-code") games.push_back(makeGame({"holes_per_row=3", "counters_per_hole=3"}, {}, r.values));
    ASSERT_EQ(games.size(), 3u);
    for (const auto &g : games) {
        const StateGraph sg = explore(*g, nullptr, {});
        ASSERT_TRUE(sg.complete);
        ASSERT_GT(sg.nodes.size(), 700u);
        // The plain search: a queue of whole states, numbered as they are first seen.
        std::map<std::string, uint32_t> ids;
        std::vector<std::unique_ptr<State>> queue;
        queue.push_back(g->newInitialState());
        ids[queue[0]->key()] = 0;
        size_t edge = 0;
        MoveList moves;
        ChanceList chance;
        for (size_t i = 0; i < queue.size(); ++i) {
            const State &s = *queue[i];
            ASSERT_LT(i, sg.nodes.size());
            ASSERT_EQ(std::string(sg.key(static_cast<uint32_t>(i))), s.key()) << "node " << i;
            std::vector<std::pair<Move, double>> out;
            if (s.isChance()) {
                s.chanceOutcomes(chance);
                for (int c = 0; c < chance.size; ++c)
                    if (chance[c].probability > 0) out.emplace_back(chance[c].move, chance[c].probability);
            } else if (!s.isTerminal()) {
                s.legalMoves(moves);
                for (int m = 0; m < moves.size; ++m) out.emplace_back(moves[m], 1.0);
            }
            ASSERT_EQ(sg.outStart[i + 1] - sg.outStart[i], out.size()) << "node " << i;
            for (const auto &[m, p] : out) {
                auto child = s.clone();
                child->apply(m);
                const auto [it, isNew] = ids.emplace(child->key(), static_cast<uint32_t>(queue.size()));
                if (isNew) queue.push_back(std::move(child));
                ASSERT_EQ(sg.target[edge], it->second) << "node " << i << " edge " << edge;
                ASSERT_EQ(sg.move[edge], m) << "node " << i << " edge " << edge;
                ASSERT_EQ(sg.probability[edge], static_cast<float>(p)) << "node " << i << " edge " << edge;
                ++edge;
            }
        }
        EXPECT_EQ(queue.size(), sg.nodes.size());
        EXPECT_EQ(edge, sg.edgeCount());
    }
}
