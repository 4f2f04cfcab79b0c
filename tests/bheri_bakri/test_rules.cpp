// Rule tests for Bheri Bakri, each traced by hand from catalogue chapter 3 (rule point named in
// the test) and the seed text S3. Boards are drawn from A's side (see bheri_test_support.h):
//
//   B: c16 .. c23  = B8 .. B1      Goats (A) digits 1..8, Sheep (B) letters a..h (= 1..8).
//   N: c8  .. c15                  Goats run c15 -> c8 -> c16 -> c23 -> c15 ...
//   A: c0  .. c7   = A1 .. A8      Sheep run c8 -> c15 -> c7 -> c0 -> c8 ...
//
// Moves: 100*v + from (whole), 1000 + 100*h + from (half), 0 = decline.
#include "bheri_test_support.h"
#include "sim/runner.h"

namespace rulelab::bheri::test {
namespace {

using V = std::vector<Move>;

// --- BB-7: release of piece 8 with a pod -------------------------------------------------------

// Before (Goats throw a pod)          After 107
//   B: h g f e d c b a                  B: h g f e d c b a
//   N: . . . . . . . .                  N: . . . . . . . 8      piece 8 stands on c15
//   A: 1 2 3 4 5 6 7 8                  A: 1 2 3 4 5 6 7 .
// The pod also earns a second throw (BB-4), so Goats throw again.
TEST(BheriRelease, PodReleasesPieceEightOntoTheNeutralRow) {
    auto g = makeGame();
    auto s = makeState(*g, "board=hgfedcba/......../12345678 to=0 phase=throw");
    s->apply(1);
    ASSERT_EQ(s->phase(), Phase::Move);
    EXPECT_EQ(sortedMoves(*s), V({107}));
    EXPECT_EQ(s->describeMove(107), "Goats move piece 8 from A8 to c15 (pod)");
    s->apply(107);
    EXPECT_EQ(boardOf(*s), "hgfedcba/.......8/1234567.");
    expectThrowNext(*s, 0);
}

// The same for Sheep: B8 is c16 and the cell beside it in the neutral row is c8.
//   B: h g f e d c b a   ->   B: . g f e d c b a
//   N: . . . . . . . .   ->   N: h . . . . . . .
TEST(BheriRelease, SheepReleaseOntoC8) {
    auto g = makeGame();
    auto s = makeState(*g, "board=hgfedcba/......../12345678 to=1 phase=move throw=1");
    EXPECT_EQ(sortedMoves(*s), V({116}));
    s->apply(116);
    EXPECT_EQ(boardOf(*s), ".gfedcba/h......./12345678");
}

// At the start only a pod can do anything: a 3 is lost and the turn passes (BB-12), and a
// 3 earns no second throw.
TEST(BheriRelease, OtherValuesAreLostAtTheStart) {
    auto g = makeGame();
    auto s = makeState(*g, "board=hgfedcba/......../12345678 to=0 phase=throw");
    s->apply(3);
    expectThrowNext(*s, 1);
    EXPECT_EQ(boardOf(*s), "hgfedcba/......../12345678");
    EXPECT_EQ(s->throws(), 1);
    EXPECT_EQ(s->progress().turns, 0);  // a lost throw is no decision
}

// entry_cell=diagonal (U2): the pod puts piece 8 on c14 instead of c15.
//   N: . . . . . . 8 .
TEST(BheriRelease, DiagonalEntry) {
    auto g = makeGame({{"entry_cell", "diagonal"}});
    auto s = makeState(*g, "board=hgfedcba/......../12345678 to=0 phase=move throw=1");
    s->apply(107);
    EXPECT_EQ(boardOf(*s), "hgfedcba/......8./1234567.");
}

// --- BB-8: the "previously shifted" rule for piece 7 ------------------------------------------

// Goats' piece 8 has been captured; piece 7 still stands in its original compartment A7.
//   B: . g f e d c b a
//   N: . . h . . . . .       Sheep's piece 8 is out on c10
//   A: 1 2 3 4 5 6 7 .
// S3 para. 7: piece 7 moves only with a pod; throws of 2, 3 and 4 "are of no avail".
TEST(BheriShifted, UnshiftedPieceSevenWaitsForAPod) {
    auto g = makeGame();
    const std::string pos = "board=.gfedcba/..h...../1234567. to=0 phase=throw";
    for (int v : {2, 3, 4}) {
        auto s = makeState(*g, pos);
        s->apply(v);
        EXPECT_EQ(s->toMove(), 1) << "value " << v << " must be lost";
        EXPECT_EQ(boardOf(*s), ".gfedcba/..h...../1234567.");
    }
    // A pod shifts it one step into compartment 8:   A: 1 2 3 4 5 6 . 7
    auto s = makeState(*g, pos);
    s->apply(1);
    EXPECT_EQ(sortedMoves(*s), V({106}));
    s->apply(106);
    EXPECT_EQ(boardOf(*s), ".gfedcba/..h...../123456.7");
}

// Piece 7 was shifted to A8 earlier, while piece 8 was still out. Now it leaves with a tin:
// the step out onto c15 is the first point, then c14, c13.
//   Before                          After 307
//   B: . g f e d c b a              B: . g f e d c b a
//   N: . . h . . . . .              N: . . h . . 7 . .
//   A: 1 2 3 4 5 6 . 7              A: 1 2 3 4 5 6 . .
TEST(BheriShifted, PreviouslyShiftedPieceLeavesWithAnyValue) {
    auto g = makeGame();
    auto s = makeState(*g, "board=.gfedcba/..h...../123456.7 to=0 phase=throw");
    s->apply(3);
    ASSERT_EQ(s->phase(), Phase::Move);
    EXPECT_EQ(sortedMoves(*s), V({307}));
    s->apply(307);
    EXPECT_EQ(boardOf(*s), ".gfedcba/..h..7../123456..");
}

// release=every_exit_pod: the same shifted piece 7 needs a pod to leave A8. The 3 is lost; a pod
// may release it (107) or shift piece 6 into the empty A7 (105).
TEST(BheriShifted, EveryExitPodKeepsShiftedPieceWaiting) {
    auto g = makeGame({{"release", "every_exit_pod"}});
    auto s = makeState(*g, "board=.gfedcba/..h...../123456.7 to=0 phase=throw");
    s->apply(3);
    EXPECT_EQ(s->toMove(), 1);
    EXPECT_EQ(boardOf(*s), ".gfedcba/..h...../123456.7");
    auto t = makeState(*g, "board=.gfedcba/..h...../123456.7 to=0 phase=move throw=1");
    EXPECT_EQ(sortedMoves(*t), V({105, 107}));
}

// One piece out at a time (BB-7): with piece 8 out on c12, the shifted piece 7 on A8 may not
// leave, so a tin can only move piece 8.
//   B: h g f e d c b a
//   N: . . . . 8 . . .
//   A: 1 2 3 4 5 6 . 7
TEST(BheriShifted, OnePieceOutAtATime) {
    auto g = makeGame();
    auto s = makeState(*g, "board=hgfedcba/....8.../123456.7 to=0 phase=move throw=3");
    EXPECT_EQ(sortedMoves(*s), V({312}));
}

// --- BB-8: exit_from_8_only and home_jump ------------------------------------------------------

// Goats' piece 8 is gone; pieces 4..7 have been shifted up to A5..A8 (A4 empty). Throw 4.
//   B: h g f e d c b a
//   N: . . . . . . . .
//   A: 1 2 3 . 4 5 6 7
// pass_through + home_jump (Ludii): each shifted piece may run onto the circuit over its fellows:
//   404: A5 -> c15, 405: A6 -> c14, 406: A7 -> c13, 407: A8 -> c12.
// With home_jump=no only the front piece has a clear path, and with stop_at_8 only the piece on A8
// may leave at all.
TEST(BheriHomeRow, PassThroughAndHomeJump) {
    const std::string pos = "board=hgfedcba/......../123.4567 to=0 phase=move throw=4";
    auto ludii = makeGame({{"exit_from_8_only", "pass_through"}, {"home_jump", "true"}});
    EXPECT_EQ(sortedMoves(*makeState(*ludii, pos)), V({404, 405, 406, 407}));
    auto s = makeState(*ludii, pos);
    s->apply(404);
    EXPECT_EQ(boardOf(*s), "hgfedcba/.......4/123..567");
    auto noJump = makeGame({{"exit_from_8_only", "pass_through"}, {"home_jump", "false"}});
    EXPECT_EQ(sortedMoves(*makeState(*noJump, pos)), V({407}));
    auto stop = makeGame({{"exit_from_8_only", "stop_at_8"}, {"home_jump", "true"}});
    EXPECT_EQ(sortedMoves(*makeState(*stop, pos)), V({407}));
}

// Inside the home row: shifted piece 3 on A4 with piece 4 on A5 and A6 empty; throw 2.
//   A: 1 2 . 3 4 . 6 7      (piece 5 was captured, piece 8 too)
// home_jump=no: 3 may not jump 4, 4 cannot land on 6, so only piece 7 leaves A8 (c15, c14).
// home_jump=yes: 3 may also jump to A6 (203).
TEST(BheriHomeRow, JumpInsideTheHomeRow) {
    const std::string pos = "board=hgfedcba/......../12.34.67 to=0 phase=move throw=2";
    EXPECT_EQ(sortedMoves(*makeState(*makeGame(), pos)), V({207}));
    auto g = makeGame({{"home_jump", "true"}});
    EXPECT_EQ(sortedMoves(*makeState(*g, pos)), V({203, 207}));
    auto s = makeState(*g, pos);
    s->apply(203);
    EXPECT_EQ(boardOf(*s), "hgfedcba/......../12..4367");
}

// BB-13 home_shift_capture: Sheep's piece 8 (h), running its circuit through Goats' home row,
// stands on A6, where it took Goats' piece 6. Goats throw a pod.
//   B: . g f e d c b a
//   N: . . . . . . . .
//   A: 1 2 3 4 5 h 7 8
// Piece 8 may leave A8 for c15 (107). Piece 7 cannot shift onto its own piece 8; pieces 1..4
// are blocked by their neighbours. Piece 5 could shift one step onto A6 only by landing on the
// Sheep piece: under home_shift_capture = false (the default) a home shift needs an empty
// compartment, so 107 is the only move; under true (Ludii's Move rule: any cell without a friend)
// 104 is legal too and captures Sheep's piece 8:
//   A: 1 2 3 4 . 5 7 8      Sheep have lost one piece, Goats one (piece 6, taken before).
TEST(BheriHomeRow, HomeShiftCapture) {
    const std::string pos = "board=.gfedcba/......../12345h78 to=0 phase=move throw=1";
    EXPECT_EQ(sortedMoves(*makeState(*makeGame(), pos)), V({107}));
    auto g = makeGame({{"home_shift_capture", "true"}});
    EXPECT_EQ(sortedMoves(*makeState(*g, pos)), V({104, 107}));
    auto s = makeState(*g, pos);
    EXPECT_EQ(s->describeMove(104), "Goats move piece 5 from A5 to A6 (pod), capturing Sheep piece 8");
    s->apply(104);
    EXPECT_EQ(boardOf(*s), ".gfedcba/......../1234.578");
    EXPECT_EQ(s->scores(), (std::array<int, 2>{1, 1}));
    // capture_home = false protects unreleased pieces only; the piece taken here is out.
    auto g2 = makeGame({{"home_shift_capture", "true"}, {"capture_home", "false"}});
    EXPECT_EQ(sortedMoves(*makeState(*g2, pos)), V({104, 107}));
    // A home shift never lands on an own piece, whatever the option.
    EXPECT_EQ(sortedMoves(*makeState(*g, "board=.gfedcba/......../12345678 to=0 phase=move throw=1")), V({107}));
}

// --- BB-9: pod priority in all three readings ---------------------------------------------------

// Position 1: piece 8 out on c12, piece 7 never shifted, A8 empty.
//   B: h g f e d c b a
//   N: . . . . 8 . . .
//   A: 1 2 3 4 5 6 7 .
// until_all_shifted and home_if_possible: the pod must shift piece 7 (106).
// none: piece 8 may take it too (112: c12 -> c11).
TEST(BheriPodPriority, UnshiftedPieceCanMove) {
    const std::string pos = "board=hgfedcba/....8.../1234567. to=0 phase=move throw=1";
    EXPECT_EQ(sortedMoves(*makeState(*makeGame({{"pod_priority", "until_all_shifted"}}), pos)), V({106}));
    EXPECT_EQ(sortedMoves(*makeState(*makeGame({{"pod_priority", "home_if_possible"}}), pos)), V({106}));
    EXPECT_EQ(sortedMoves(*makeState(*makeGame({{"pod_priority", "none"}}), pos)), V({106, 112}));
}

// Position 2: every home piece has been shifted (1..7 on A2..A8) and none can move.
//   N: . . . . 8 . . .
//   A: . 1 2 3 4 5 6 7
// All three values let the pod move piece 8.
TEST(BheriPodPriority, AllShiftedPodMovesThePieceOut) {
    const std::string pos = "board=hgfedcba/....8.../.1234567 to=0 phase=move throw=1";
    for (const char *pri : {"until_all_shifted", "home_if_possible", "none"})
        EXPECT_EQ(sortedMoves(*makeState(*makeGame({{"pod_priority", pri}}), pos)), V({112})) << pri;
}

// Position 3: piece 1 has never been shifted but cannot move, because Sheep's piece 8 stands on
// A2; pieces 2..7 are shifted and packed up to A8.
//   B: . g f e d c b a
//   N: . . . . 8 . . .
//   A: 1 h 2 3 4 5 6 7
// until_all_shifted (S3 para. 6 literally): the pod may not move piece 8 and is lost.
// home_if_possible: no home piece can take it, so piece 8 may (112). none: 112 as well.
TEST(BheriPodPriority, UnshiftedButBlockedPiece) {
    const std::string pos = "board=.gfedcba/....8.../1h234567 to=0 phase=move throw=1";
    EXPECT_EQ(sortedMoves(*makeState(*makeGame({{"pod_priority", "until_all_shifted"}}), pos)), V({}));
    EXPECT_EQ(sortedMoves(*makeState(*makeGame({{"pod_priority", "home_if_possible"}}), pos)), V({112}));
    EXPECT_EQ(sortedMoves(*makeState(*makeGame({{"pod_priority", "none"}}), pos)), V({112}));
}

// The lost pod of position 3 still earns a second throw when extra_needs_use=no (S3 para. 3:
// "entitled"), but not when the rethrow needs a made move (Ludii).
TEST(BheriPodPriority, LostPodAndTheSecondThrow) {
    const std::string pos = "board=.gfedcba/....8.../1h234567 to=0 phase=throw";
    auto entitledGame = makeGame({{"extra_needs_use", "false"}});
    auto entitled = makeState(*entitledGame, pos);
    entitled->apply(1);
    expectThrowNext(*entitled, 0);
    auto needsUseGame = makeGame({{"extra_needs_use", "true"}});
    auto needsUse = makeState(*needsUseGame, pos);
    needsUse->apply(1);
    expectThrowNext(*needsUse, 1);
    EXPECT_EQ(boardOf(*needsUse), ".gfedcba/....8.../1h234567");
}

// --- BB-11: capture by exact landing -------------------------------------------------------------

// In the neutral row. Goats' 8 on c12, Sheep's 8 on c9; Goats throw a tin: c11, c10, c9.
//   Before                          After 312
//   B: . g f e d c b a              B: . g f e d c b a
//   N: . h . . 8 . . .              N: . 8 . . . . . .
//   A: 1 2 3 4 5 6 7 .              A: 1 2 3 4 5 6 7 .
TEST(BheriCapture, ExactLandingInTheNeutralRow) {
    auto g = makeGame();
    const std::string pos = "board=.gfedcba/.h..8.../1234567. to=0 phase=move throw=3";
    auto s = makeState(*g, pos);
    EXPECT_EQ(sortedMoves(*s), V({312}));
    EXPECT_EQ(s->describeMove(312), "Goats move piece 8 from c12 to c9 (tin), capturing Sheep piece 8");
    s->apply(312);
    EXPECT_EQ(boardOf(*s), ".gfedcba/.8....../1234567.");
    EXPECT_EQ(s->scores(), (std::array<int, 2>{1, 0}));
    EXPECT_EQ(s->progress().captures, 1);
    EXPECT_EQ(s->toMove(), 1);  // a capture earns nothing under capture_bonus=none
    // Sheep may now release their next piece: piece 7 first moves into B8 with a pod.
    s->apply(1);
    EXPECT_EQ(sortedMoves(*s), V({117}));

    // A car from the same position passes over Sheep's 8 and lands on c8: no capture.
    //   N: 8 h . . . . . .
    auto t = makeState(*g, "board=.gfedcba/.h..8.../1234567. to=0 phase=move throw=4");
    t->apply(412);
    EXPECT_EQ(boardOf(*t), ".gfedcba/8h....../1234567.");
    EXPECT_EQ(t->scores(), (std::array<int, 2>{0, 0}));
}

// capture_bonus=extra_throw: the capture above earns Goats another throw.
TEST(BheriCapture, CaptureBonus) {
    auto g = makeGame({{"capture_bonus", "extra_throw"}});
    auto s = makeState(*g, "board=.gfedcba/.h..8.../1234567. to=0 phase=move throw=3");
    s->apply(312);
    expectThrowNext(*s, 0);
}

// In the opponent's home row. Goats' 8 on c8 throws a do: c16, c17 = B7, Sheep's unreleased 7.
//   Before                          After 208
//   B: . g f e d c b a              B: . 8 f e d c b a
//   N: 8 . . . . h . .              N: . . . . . h . .
//   A: 1 2 3 4 5 6 7 .              A: 1 2 3 4 5 6 7 .
// Under capture_home=no the landing is illegal, and so are c18 and c19 (throws 3, 4).
TEST(BheriCapture, InTheOpponentsHomeRow) {
    const std::string pos = "board=.gfedcba/8....h../1234567. to=0 phase=move throw=2";
    auto g = makeGame({{"capture_home", "true"}});
    auto s = makeState(*g, pos);
    EXPECT_EQ(sortedMoves(*s), V({208}));
    EXPECT_EQ(s->describeMove(208), "Goats move piece 8 from c8 to B7 (do), capturing Sheep piece 7");
    s->apply(208);
    EXPECT_EQ(boardOf(*s), ".8fedcba/.....h../1234567.");
    EXPECT_EQ(s->scores(), (std::array<int, 2>{1, 0}));

    auto immune = makeGame({{"capture_home", "false"}});
    for (int v : {2, 3, 4}) {
        auto t = makeState(*immune, "board=.gfedcba/8....h../1234567. to=0 phase=move throw=" + std::to_string(v));
        EXPECT_EQ(sortedMoves(*t), V({})) << "value " << v;
    }
}

// Sheep capture an unreleased Goats piece on A8: Sheep's 8 on c13 throws a tin: c14, c15, c7.
//   Before                          After 313
//   N: . . . . . h . .              N: . . . . . . . .
//   A: 1 2 3 4 5 6 7 8              A: 1 2 3 4 5 6 7 h
TEST(BheriCapture, SheepCaptureOnAEight) {
    auto g = makeGame();
    auto s = makeState(*g, "board=.gfedcba/.....h../12345678 to=1 phase=move throw=3");
    EXPECT_EQ(sortedMoves(*s), V({313}));
    s->apply(313);
    EXPECT_EQ(boardOf(*s), ".gfedcba/......../1234567h");
    EXPECT_EQ(s->scores(), (std::array<int, 2>{0, 1}));
}

// BB-15: capturing the last enemy piece ends the match.
//   B: . . . . . . . .      Sheep have only piece 8 left, on c9
//   N: . h . . 8 . . .
TEST(BheriCapture, LastCaptureWins) {
    auto g = makeGame();
    auto s = makeState(*g, "board=......../.h..8.../1234567. to=0 phase=move throw=3");
    s->apply(312);
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->endReason(), EndReason::Finished);
    EXPECT_EQ(s->result(), Result::Win0);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{8, 0}));
}

}  // namespace
}  // namespace rulelab::bheri::test
