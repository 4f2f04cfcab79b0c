// The two-row round kit: what a round's end does with the counters left on the board.
#include "kits/two_row.h"

#include <gtest/gtest.h>

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
