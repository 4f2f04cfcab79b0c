#pragma once
// Two-row rounds (see two_row.h), the refill of Ludii's Mawkar Katiya program and what its
// between-rounds phase decides: the loser's short hole (short_hole = loser_remainder), the
// surplus numbers of the later rounds' captures (surplus_capture = sown_holes), the starter of a
// later round as the order of the fill moves makes it (round_starter = fewer_fills, Ludii's
// Mawkar Katiya and Pallankuli), and the moves those fills take in Ludii's count (ludii_limit).
// Everything is inline or a template on the trace sink; nothing allocates.

#include "kits/two_row_position.h"

#include <algorithm>
#include <cstdint>

namespace rulelab::kits {

// What a refill decided, for the rules below: the holes each player fills (groups, and the short
// hole for the loser), the player who fills first (the one after the round's last mover), and
// the loser's remainder when it goes into a short hole.
struct RefillPlan {
    int fills[2] = {0, 0};
    int firstFiller = 0;
    int loser = -1;         // the player with fewer counters (North when the totals are equal)
    int shortCounters = 0;  // > 0: the loser's remainder goes into his short hole
};

// The plan of a refill of `groups` per player, `hand` being what each has left over after them.
// The winner is the player with more counters, South when they are equal (Ludii's P1); the loser's
// remainder goes into a short hole when `shortHole` and he has a hole left for it. With `heads`
// (end_holes = stores, Ludii's Bay Khom) each player also fills his head in the same phase, and
// after a round that ended inside a relay (`relayCut`) the relay's mover fills first, Ludii's relay
// laps being moves of the same player (Pallankuli's and Mawkar Katiya's readings pass false there:
// their figures match Ludii's without it).
inline RefillPlan planRefill(const RoundPosition &p, const BoardSize &bs, const int (&total)[2], const int (&groups)[2],
                             const int (&hand)[2], bool shortHole, bool heads = false, bool relayCut = false) {
    RefillPlan plan;
    plan.firstFiller = p.lastMover < 0 ? tworow::other(std::max<int>(0, p.starter))
                       : relayCut      ? p.lastMover
                                       : tworow::other(p.lastMover);
    plan.loser = total[0] >= total[1] ? kNorth : kSouth;
    for (int s = 0; s < 2; ++s) plan.fills[s] = groups[s] + (heads ? 1 : 0);
    if (shortHole && hand[plan.loser] > 0 && groups[plan.loser] < bs.perRow) {
        plan.shortCounters = hand[plan.loser];
        ++plan.fills[plan.loser];
    }
    return plan;
}

// round_starter = fewer_fills: Ludii's players fill one hole a move, in turn from the first filler
// on, each passing once he has no hole left to fill, until both have passed one after the other;
// the player after the last pass begins. That is the player with fewer holes to fill, or, with as
// many, the first filler.
inline int8_t fewerFillsStarter(const RefillPlan &plan) {
    const int y = plan.firstFiller, x = tworow::other(y);
    return static_cast<int8_t>(plan.fills[y] <= plan.fills[x] ? y : x);
}

// The moves (each a turn: the mover changes at every one) of that phase in Ludii's count: the
// fills and passes up to the pass that ends it.
inline int ludiiFillMoves(const RefillPlan &plan) {
    const int a = plan.fills[plan.firstFiller], b = plan.fills[tworow::other(plan.firstFiller)];
    return a <= b ? 2 * b + 2 : 2 * a + 1;
}

// short_hole = loser_remainder: after the groups are placed, the loser's remainder goes into his
// next empty hole in fill order, which comes into play as the winner's short hole (the board's
// special hole, SpecialHoleMode::ShortHole).
template <class Sink>
void placeShortHole(RoundPosition &p, const BoardSize &bs, const RefillPlan &plan, bool fromRight, Sink &sink) {
    using tworow::ix;
    if (plan.shortCounters <= 0) return;
    const int lo = plan.loser;
    for (int h : HoleOrder::of(lo, bs, fromRight)) {
        if (p.board.isLive(h)) continue;
        p.board.counts[ix(h)] = static_cast<uint8_t>(plan.shortCounters);
        p.board.live |= tworow::bit(h);
        p.board.special = static_cast<int8_t>(h);
        p.board.specialOwner = static_cast<int8_t>(tworow::other(lo));
        p.reserve[ix(lo)] = static_cast<int16_t>(p.reserve[ix(lo)] - plan.shortCounters);
        sink.step(StepKind::Round, lo, h, plan.shortCounters, "short hole");
        return;
    }
}

}  // namespace rulelab::kits
