// The two-row round kit: what a round's end does with the counters left on the board.
#include "kits/two_row.h"

#include <gtest/gtest.h>

#include <random>

using namespace rulelab;
using namespace rulelab::kits;

// KB-11 leftover = split_evenly, after a stalled round (the cause StallRule or StallGuard):
//   board  N 2 0 1 0 1   (h9 h8 h7 h6 h5)
//          S 0 0 0 0 1   (h0 .. h4)
// Five counters are left, 1 in South's row and 4 in North's: two each, and the odd one goes to
// the row holding more (North's). row_owner instead gives each row's counters to its owner.
TEST(SettleBoard, SplitEvenlyAndRowOwner) {
    const BoardSize bs;
    for (const auto &[leftover, south, north] : {std::tuple{Leftover::SplitEvenly, 2, 3}, std::tuple{Leftover::RowOwner, 1, 4}}) {
        for (RoundEndCause cause : {RoundEndCause::StallRule, RoundEndCause::StallGuard}) {
            RoundPosition p;
            p.board.live = bs.allMask();
            p.board.counts[4] = 1;
            p.board.counts[5] = 1;
            p.board.counts[7] = 1;
            p.board.counts[9] = 2;
            p.toMove = kSouth;
            NullSink sink;
            settleBoard(p, bs, bs.rowMask(kNorth), cause, NoMove::Pass, leftover, sink);
            EXPECT_EQ(p.board.store[kSouth], south);
            EXPECT_EQ(p.board.store[kNorth], north);
            EXPECT_EQ(p.board.onBoard(bs.holes), 0);
        }
    }
}

// The stall key packs every hole's count into keyBits bits, the mover above them (issue 22: on
// 64 bits without a loop). On the historical board hole h takes bits 6h..6h+5 and the mover bit
// 60: counts 5 0 1 ... written out by hand. Every other board: the key the hole-by-hole sum gives.
TEST(StallKey, PacksEveryHoleIntoItsBitsOnEveryBoard) {
    const BoardSize hist = BoardSize::of(5, 5);
    SowBoard b;
    b.counts = {5, 0, 1, 0, 0, 0, 0, 0, 0, 50};
    EXPECT_EQ(hist.stallKey(b, 1), StallKey{5} | StallKey{1} << 12 | StallKey{50} << 54 | StallKey{1} << 60);
    std::mt19937 rng(22);
    int boards = 0, wide = 0;
    for (int perRow = 1; perRow <= 8; ++perRow)
        for (int perHole = 1; perHole * 2 * perRow <= 255; perHole += 1 + perHole / 3) {
            if (!BoardSize::check(perRow, perHole).empty()) continue;  // a board the games refuse
            const BoardSize bs = BoardSize::of(perRow, perHole);
            for (int trial = 0; trial < 200; ++trial) {
                SowBoard s;
                int left = bs.counters;  // a board of the size's counters, or fewer
                for (int h = 0; h < bs.holes && left > 0; ++h) {
                    const int c = static_cast<int>(rng() % static_cast<unsigned>(std::min(left, bs.counters) + 1));
                    s.counts[static_cast<size_t>(h)] = static_cast<uint8_t>(c);
                    left -= c;
                }
                const int mover = static_cast<int>(rng() % 2);
                StallKey want = 0;
                for (int h = 0; h < bs.holes; ++h) want += StallKey{s.counts[static_cast<size_t>(h)]} << (bs.keyBits * h);
                want += StallKey(mover) << (bs.keyBits * bs.holes);
                ASSERT_EQ(bs.stallKey(s, mover), want) << perRow << " x " << perHole << " trial " << trial;
            }
            ++boards;
            wide += !bs.key64;
        }
    EXPECT_GT(boards, 30);
    EXPECT_GT(wide, 3);  // the 128-bit keys too
}
