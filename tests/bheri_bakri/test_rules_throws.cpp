// Rule tests for Bheri Bakri, continued (test_rules.cpp draws the boards and writes the moves):
// the circuit, split throws, banked credits, extra values, the deadlock and the throw cap, and
// the first mover.
#include "bheri_test_support.h"
#include "sim/runner.h"

namespace rulelab::bheri::test {
namespace {

using V = std::vector<Move>;

// --- BB-10 / BB-14: the circuit wraps back into the neutral row --------------------------------

// Goats' 8 on B2 (c22) throws a tin: B1 (c23, passing Sheep's 1), then back to c15, c14.
//   Before                          After 322
//   B: h g f e d c 8 a              B: h g f e d c . a
//   N: . . . . . . . .              N: . . . . . . 8 .
TEST(BheriCircuit, GoatsWrapFromBOneToTheNeutralRow) {
    auto g = makeGame();
    auto s = makeState(*g, "board=hgfedc8a/......../1234567. to=0 phase=move throw=3");
    EXPECT_EQ(sortedMoves(*s), V({322}));
    EXPECT_EQ(s->describeMove(322), "Goats move piece 8 from B2 to c14 (tin)");
    s->apply(322);
    EXPECT_EQ(boardOf(*s), "hgfedc.a/......8./1234567.");
}

// Sheep's 8 on A2 (c1) throws a car: A1 (c0, passing Goats' 1), c8, c9, c10.
//   Before                          After 401
//   N: . . . . . . . .              N: . . h . . . . .
//   A: 1 h 3 4 5 6 7 8              A: 1 . 3 4 5 6 7 8
TEST(BheriCircuit, SheepWrapFromAOneToTheNeutralRow) {
    auto g = makeGame();
    auto s = makeState(*g, "board=.gfedcba/......../1h345678 to=1 phase=move throw=4");
    EXPECT_EQ(sortedMoves(*s), V({401}));
    s->apply(401);
    EXPECT_EQ(boardOf(*s), ".gfedcba/..h...../1.345678");
}

// A piece never re-enters its own row: from B1 a pod takes Goats' 8 to c15, not to A8.
TEST(BheriCircuit, NeverBackIntoTheOwnRow) {
    auto g = makeGame({{"pod_priority", "none"}});
    auto s = makeState(*g, "board=hgfedcb8/......../1234567. to=0 phase=move throw=1");
    EXPECT_EQ(sortedMoves(*s), V({106, 123}));
    s->apply(123);
    EXPECT_EQ(boardOf(*s), "hgfedcb./.......8/1234567.");
}

// circuit=exit (rejected reading): a do from B1 carries Goats' 8 off the board; it is not
// captured, and Goats may bring out the next piece.
TEST(BheriCircuit, ExitLeavesTheBoard) {
    auto g = makeGame({{"circuit", "exit"}, {"pod_priority", "none"}});
    auto s = makeState(*g, "board=hgfedcb8/......../123456.7 to=0 phase=move throw=2");
    EXPECT_EQ(sortedMoves(*s), V({223}));
    EXPECT_EQ(s->describeMove(223), "Goats move piece 8 from B1 off the board (do)");
    s->apply(223);
    EXPECT_EQ(boardOf(*s), "hgfedcb./......../123456.7");
    EXPECT_EQ(s->position().escaped[0], 1);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{1, 0}));  // Sheep 1 was captured before; no Goats piece is
    auto t = makeState(*g, "board=hgfedcb./......../123456.7 esc=1,0 to=0 phase=move throw=3");
    EXPECT_EQ(sortedMoves(*t), V({307}));  // the shifted piece 7 may now leave A8
}

// --- BB-6: split throws ------------------------------------------------------------------------

// Goats' 8 on c12; shifted piece 5 on A6 with A7 empty; piece 7 on A8 (cannot leave while 8 is
// out); piece 4 unshifted with A5 empty. Throw: do (2).
//   B: h g f e d c b a
//   N: . . . . 8 . . .
//   A: 1 2 3 4 . 5 . 7
// Whole: only 212 (c12 -> c10); piece 5 cannot land on A8. Halves (1 + 1): 1112 (c12 -> c11)
// and 1105 (A6 -> A7). Piece 4 may not use a half: a half is never a pod.
// After 1112 the second half must go to a different piece: only 1105.
//   After 1112, 1105
//   N: . . . 8 . . . .
//   A: 1 2 3 4 . . 5 7
TEST(BheriSplit, DoSplitIntoTwoHalves) {
    const std::string pos = "board=hgfedcba/....8.../1234.5.7 to=0 phase=move throw=2";
    auto g = makeGame({{"split", "halves"}});
    auto s = makeState(*g, pos);
    EXPECT_EQ(sortedMoves(*s), V({212, 1105, 1112}));
    EXPECT_EQ(s->describeMove(1112), "Goats move piece 8 from c12 to c11 (1, first half of do)");
    s->apply(1112);
    EXPECT_EQ(s->phase(), Phase::SecondHalf);
    EXPECT_EQ(sortedMoves(*s), V({1105}));
    EXPECT_EQ(s->describeMove(1105), "Goats move piece 5 from A6 to A7 (1, second half of do)");
    s->apply(1105);
    EXPECT_EQ(boardOf(*s), "hgfedcba/...8..../1234..57");
    expectThrowNext(*s, 1);
    EXPECT_EQ(s->progress().laps, 2);
    EXPECT_EQ(s->progress().turns, 2);

    EXPECT_EQ(sortedMoves(*makeState(*makeGame({{"split", "whole"}}), pos)), V({212}));
}

// A car in the same position: halves of 2 would need two pieces that can each move 2, but
// piece 5 cannot (A8 is taken), so no half is offered: only the whole 412 (c12 -> c8).
TEST(BheriSplit, HalfNeedsASecondPiece) {
    auto g = makeGame({{"split", "halves"}});
    auto s = makeState(*g, "board=hgfedcba/....8.../1234.5.7 to=0 phase=move throw=4");
    EXPECT_EQ(sortedMoves(*s), V({412}));
}

// --- BB-5: banked credits ------------------------------------------------------------------------

// From the start, Goats throw pod, pod, tin: the two pods earn rethrows, the tin ends the
// throwing. Credits {pod, pod, tin}.
//   1. Only the pod can be spent first: 107 releases piece 8 onto c15 (the tin has no user yet).
//   2. Credits {pod, tin}: the pod must shift piece 7 (until_all_shifted), or the tin moves 8 to c12.
//      Goats spend the tin first (315): c15 -> c12.
//   3. Credits {pod}: 106 shifts piece 7 into A8. No credits are left; Sheep throw.
//   After:
//   B: h g f e d c b a
//   N: . . . . 8 . . .
//   A: 1 2 3 4 5 6 . 7
TEST(BheriBanked, ThrowThenSpendCreditsInAnyOrder) {
    auto g = makeGame({{"throw_use", "banked"}});
    auto s = makeState(*g, "board=hgfedcba/......../12345678 to=0 phase=throw");
    s->apply(1);
    EXPECT_EQ(s->phase(), Phase::Throw);
    s->apply(1);
    EXPECT_EQ(s->phase(), Phase::Throw);
    s->apply(3);
    ASSERT_EQ(s->phase(), Phase::Move);
    EXPECT_EQ(s->bank(), (std::array<uint8_t, 5>{0, 2, 0, 1, 0}));
    EXPECT_EQ(sortedMoves(*s), V({107}));
    s->apply(107);
    EXPECT_EQ(sortedMoves(*s), V({106, 315}));
    EXPECT_EQ(s->describeMove(315), "Goats move piece 8 from c15 to c12 (tin credit)");
    s->apply(315);
    EXPECT_EQ(sortedMoves(*s), V({106}));
    s->apply(106);
    EXPECT_EQ(boardOf(*s), "hgfedcba/....8.../123456.7");
    expectThrowNext(*s, 1);
    EXPECT_EQ(s->bank(), (std::array<uint8_t, 5>{0, 0, 0, 0, 0}));
    EXPECT_EQ(s->throws(), 3);
}

// A credit that cannot be spent is lost: a lone tin at the start passes the turn.
TEST(BheriBanked, UnusableCreditsAreLost) {
    auto g = makeGame({{"throw_use", "banked"}});
    auto s = makeState(*g, "board=hgfedcba/......../12345678 to=0 phase=throw");
    s->apply(3);
    expectThrowNext(*s, 1);
    EXPECT_EQ(s->bank(), (std::array<uint8_t, 5>{0, 0, 0, 0, 0}));
    // Pod then car: the car is usable only after the pod has released piece 8.
    auto t = makeState(*g, "board=hgfedcba/......../12345678 to=0 phase=throw");
    t->apply(1);
    t->apply(4);
    EXPECT_EQ(sortedMoves(*t), V({107}));
    t->apply(107);
    EXPECT_EQ(sortedMoves(*t), V({415}));
}

// --- extra values, compulsion --------------------------------------------------------------------

// extra_values=pod_and_car: a car also earns a second throw. Position 2 of the pod tests, Goats
// throw a car: 412 takes piece 8 from c12 to c8.
TEST(BheriExtra, CarRethrowOnlyUnderPodAndCar) {
    const std::string pos = "board=hgfedcba/....8.../.1234567 to=0 phase=move throw=4";
    auto podGame = makeGame({{"extra_values", "pod"}});
    auto pod = makeState(*podGame, pos);
    pod->apply(412);
    EXPECT_EQ(pod->toMove(), 1);
    auto carGame = makeGame({{"extra_values", "pod_and_car"}});
    auto car = makeState(*carGame, pos);
    car->apply(412);
    EXPECT_EQ(car->toMove(), 0);
    EXPECT_EQ(boardOf(*car), "hgfedcba/8......./.1234567");
}

// compulsory=false: the player may decline a usable throw (move 0); the board is unchanged.
TEST(BheriExtra, OptionalThrowsMayBeDeclined) {
    auto g = makeGame({{"compulsory", "false"}});
    auto s = makeState(*g, "board=.gfedcba/.h..8.../1234567. to=0 phase=move throw=3");
    EXPECT_EQ(sortedMoves(*s), V({0, 312}));
    EXPECT_EQ(s->describeMove(0), "Goats decline the throw of 3 (tin)");
    s->apply(0);
    EXPECT_EQ(s->toMove(), 1);
    EXPECT_EQ(boardOf(*s), ".gfedcba/.h..8.../1234567.");
    EXPECT_EQ(s->progress().turns, 1);
}

// --- G-4: the deadlock of catalogue 3.4 and the throw cap ------------------------------------------

// capture_home=no. Sheep's 8 moves c13 -> c15 with a do; then nothing can ever move:
//   Before                          After 213
//   B: g f e d c b a .              B: g f e d c b a .
//   N: 8 . . . . h . .              N: 8 . . . . . . h
//   A: . 1 2 3 4 5 6 7              A: . 1 2 3 4 5 6 7
// Goats' 8 on c8 would land on c16..c19 (throws 1-4): all unreleased Sheep, immune. Sheep's 8 on
// c15 would land on c7..c4: all unreleased Goats. Both home rows are packed behind a front piece
// that may not leave while its side has a piece out.
TEST(BheriDeadlock, CatalogueDeadlockIsDetected) {
    auto g = makeGame({{"capture_home", "false"}});
    auto s = makeState(*g, "board=gfedcba./8....h../.1234567 to=1 phase=move throw=2");
    EXPECT_EQ(sortedMoves(*s), V({213}));
    s->apply(213);
    EXPECT_EQ(boardOf(*s), "gfedcba./8......h/.1234567");
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::Deadlock);
    EXPECT_EQ(s->result(), Result::Undecided);
    // Each side, each value: no legal move.
    for (int seat = 0; seat < 2; ++seat)
        for (int v = 1; v <= 4; ++v) {
            auto t = makeState(
                *g, "board=gfedcba./8......h/.1234567 to=" + std::to_string(seat) + " phase=move throw=" + std::to_string(v));
            EXPECT_EQ(sortedMoves(*t), V({})) << "seat " << seat << " value " << v;
        }
    // With capture_home=yes the same position is alive: Goats' pod takes Sheep's 7 on B8 (108).
    // Pod priority allows it, since every Goats home piece has been shifted already.
    auto alive = makeGame({{"capture_home", "true"}});
    EXPECT_FALSE(isDeadlocked(alive->rules(), s->position()));
    auto t = makeState(*alive, "board=gfedcba./8......h/.1234567 to=0 phase=move throw=1");
    EXPECT_EQ(sortedMoves(*t), V({108}));
}

// A position where only one side can move is no deadlock.
TEST(BheriDeadlock, OneSideMovingIsNoDeadlock) {
    auto g = makeGame({{"capture_home", "false"}});
    // As above, but c17 (B7) is empty: Goats' 8 can land there with a do.
    Position p = makeState(*g, "board=g.edcba./8......h/.1234567 to=0 phase=throw")->position();
    EXPECT_FALSE(isDeadlocked(g->rules(), p));
}

// The throw cap (G-4): with Limits::maxThrows = 3, the match ends before a fourth throw.
TEST(BheriDeadlock, ThrowCap) {
    Limits limits;
    limits.maxThrows = 3;
    auto g = makeGame({{"first_player", "goats"}}, limits);
    auto s = g->newInitialState();
    for (int i = 0; i < 3; ++i) {
        ASSERT_TRUE(s->isChance());
        s->apply(0);  // no point: the turn passes
    }
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::CapReached);
    EXPECT_EQ(s->result(), Result::Undecided);
}

// Ludii's trial limit (ludii_limit = on; catalogue 0.1): a trial stops at 2,500 turns, a turn
// changing when the thrower changes, or at 10,000 moves (piece moves and passes). Goats throw 0
// (no point, a pass) on Ludii's turn 2,499: Sheep's throw would start turn 2,500, so the match
// ends with ludii_limit, undecided. Off, play goes on. The move limit likewise.
TEST(BheriLudii, TrialLimit) {
    auto on = makeGame({{"ludii_limit", "on"}});
    auto s = makeState(*on, "board=hgfedcba/......../12345678 to=0 phase=throw ludii=2499,40");
    s->apply(0);
    ASSERT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::LudiiLimit);
    EXPECT_EQ(s->result(), Result::Undecided);
    auto off = makeGame({{"ludii_limit", "off"}});
    auto t = makeState(*off, "board=hgfedcba/......../12345678 to=0 phase=throw ludii=2499,40");
    t->apply(0);
    EXPECT_FALSE(t->isTerminal());
    EXPECT_EQ(t->toMove(), 1);
    // 9,999 moves, then the pass of a throw of 0 is the 10,000th.
    auto m = makeState(*on, "board=hgfedcba/......../12345678 to=0 phase=throw ludii=10,9999");
    m->apply(0);
    EXPECT_EQ(m->endReason(), EndReason::LudiiLimit);
}

// The first mover is the player who starts: with first_player = goats, Goats throw first in
// every match, so the runner records seat 0 as the first player even in matches where Sheep
// make the first decision (they threw the first pod).
TEST(BheriStarter, FirstMoverIsTheStarterNotTheFirstDecider) {
    auto g = makeGame({{"first_player", "goats"}});
    int sheepDecidedFirst = 0;
    for (int i = 0; i < 40; ++i) {
        const MatchRecord rec = playMatch(*g, 1000 + static_cast<uint64_t>(i), i, true);
        EXPECT_EQ(rec.firstPlayer, 0) << "match " << i;
        auto st = g->newInitialState();
        for (Move mv : rec.moves) {
            if (!st->isChance()) {
                sheepDecidedFirst += st->currentPlayer() == 1;
                break;
            }
            st->apply(mv);
        }
    }
    EXPECT_GT(sheepDecidedFirst, 0);
}

}  // namespace
}  // namespace rulelab::bheri::test
