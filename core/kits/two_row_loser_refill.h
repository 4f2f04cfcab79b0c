#pragma once
// multi_round = loser_refills (Ludii's Walak-pussa program, after Parker 1909): between rounds the
// round's winner refills every hole of his row with a group (the counters a hole starts with) and
// keeps the surplus; the loser fills an unbroken run of holes from one end of his row, a group in
// each and what is left in the last; the holes he cannot reach are out of play for the round. A
// loser holding less than a group puts it all into his end hole, which is blocked for the round:
// neither he nor a relay may lift it, though it is sown into and can be captured. Inline
// templates on the trace sink, like two_row_rounds.h; the engine (two_row_engine.cpp) decides
// when they run.

#include "kits/board_size.h"
#include "kits/two_row_position.h"

#include <algorithm>
#include <cstdint>

namespace rulelab::kits {

// The round's winner: the player holding more counters (store and reserve), South on a tie, as
// Ludii's program decides (it makes North the winner only when South holds fewer).
inline int loserRefillWinner(const RoundPosition &p) { return p.reserve[1] > p.reserve[0] ? 1 : 0; }

// The two end holes of `seat`'s row: his left end (where the anticlockwise run starts) and his right.
inline uint16_t rowEnds(int seat, const BoardSize &bs) {
    const int first = seat * bs.perRow, last = first + bs.perRow - 1;
    return static_cast<uint16_t>(tworow::bit(first) | tworow::bit(last));
}

// Fills a run of `seat`'s holes from his left end (or his right), a group in each as long as his
// reserve lasts and what is left in the last; the holes filled come alive. Returns the blocked
// hole's bit when the first hole got less than a group (the loser's one short hole), else 0.
// Each hole filled is a move of Ludii's count (`ludiiMoves`).
template <class Sink>
uint16_t fillRun(RoundPosition &p, const BoardSize &bs, int seat, bool fromRight, int32_t &ludiiMoves, Sink &sink) {
    using tworow::ix;
    uint16_t blocked = 0;
    bool first = true;
    for (int h : HoleOrder::of(seat, bs, fromRight)) {
        const int n = std::min<int>(bs.perHole, p.reserve[ix(seat)]);
        if (n <= 0) break;
        p.board.counts[ix(h)] = static_cast<uint8_t>(n);
        p.board.live |= tworow::bit(h);
        p.reserve[ix(seat)] = static_cast<int16_t>(p.reserve[ix(seat)] - n);
        ++ludiiMoves;
        sink.step(StepKind::Round, seat, h, n, "fill");
        if (first && n < bs.perHole) {
            blocked = tworow::bit(h);
            sink.step(StepKind::Note, seat, h, n, "short hole: blocked for the round");
        }
        first = false;
    }
    return blocked;
}

}  // namespace rulelab::kits
