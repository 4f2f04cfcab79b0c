#pragma once
// Two-row rounds (see two_row.h), part 2: the end of a round (the shares of what is left, the
// stores into the reserves, the round cap) and what happens between rounds (fills, the 4+1 and
// 3+2 remainders with their payments, the starters of later rounds, the opening of a round).
// Everything is inline or a template on the trace sink.

#include "game/game.h"
#include "kits/board_size.h"
#include "kits/stall_detector.h"
#include "kits/two_row_position.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>

namespace rulelab::kits {

// ---------------------------------------------------------------------------------------------
// The end of a round

// Shares what is left on the board when a round ends (KB-10, KB-11, PG-7, PG-8, Addendum A):
// first the bha to the Bhadar (KB-17c), then by the cause and the leftover rule. Counters go
// into the stores.
template <class Sink>
void settleBoard(RoundPosition &p, const BoardSize &bs, uint16_t northOwns, RoundEndCause cause, NoMove noMove, Leftover leftover,
                 Sink &sink) {
    using tworow::ix;
    auto &b = p.board;
    auto owner = [&](int h) { return tworow::ownerOf(northOwns, h); };
    auto takeHole = [&](int h, int seat, const char *why) {
        const int n = b.counts[ix(h)];
        if (n == 0) return;
        b.counts[ix(h)] = 0;
        b.store[ix(seat)] = static_cast<int16_t>(b.store[ix(seat)] + n);
        sink.capture(seat, h, n, why);
    };
    if (b.special >= 0) takeHole(b.special, b.specialOwner, "bha at round end");
    switch (cause) {
    case RoundEndCause::BoardEmpty: break;
    case RoundEndCause::OneLeft:  // the last counter goes to the owner of its hole
        for (int h = 0; h < bs.holes; ++h) takeHole(h, owner(h), "last counter");
        break;
    case RoundEndCause::NoMove:
        for (int h = 0; h < bs.holes; ++h)
            takeHole(h, noMove == NoMove::OpponentTakesAll ? tworow::other(p.toMove) : owner(h),
                     noMove == NoMove::OpponentTakesAll ? "opponent takes all" : "own row");
        break;
    case RoundEndCause::StallRule:
    case RoundEndCause::StallGuard:
        switch (leftover) {
        case Leftover::RowOwner:
            for (int h = 0; h < bs.holes; ++h) takeHole(h, owner(h), "leftover");
            break;
        case Leftover::LastCapturer:
            for (int h = 0; h < bs.holes; ++h) takeHole(h, p.lastCapturer >= 0 ? p.lastCapturer : owner(h), "leftover");
            break;
        case Leftover::SplitEvenly: {
            int inRow[2] = {0, 0};
            for (int h = 0; h < bs.holes; ++h) inRow[owner(h)] += b.counts[ix(h)];
            const int n = inRow[0] + inRow[1];
            int share[2] = {n / 2, n / 2};
            if (n % 2) {
                const int odd = inRow[0] > inRow[1] ? 0 : inRow[1] > inRow[0] ? 1 : p.toMove;
                ++share[odd];
            }
            for (int h = 0; h < bs.holes; ++h) {
                if (b.counts[ix(h)]) sink.taken(h, b.counts[ix(h)]);
                b.counts[ix(h)] = 0;
            }
            for (int s = 0; s < 2; ++s) {
                b.store[ix(s)] = static_cast<int16_t>(b.store[ix(s)] + share[s]);
                if (share[s]) sink.capture(s, -1, share[s], "leftover split");
            }
            break;
        }
        }
        break;
    case RoundEndCause::None: break;
    }
}

// Empties the stores into the reserves, records the round's totals and clears the round's
// statuses and bha (after the plugin's own end-of-round payments).
template <class Sink>
void closeRound(RoundPosition &p, RoundEndCause cause, Sink &sink) {
    using tworow::ix;
    auto &b = p.board;
    for (int s = 0; s < 2; ++s) {
        p.reserve[ix(s)] = static_cast<int16_t>(p.reserve[ix(s)] + b.store[ix(s)]);
        b.store[ix(s)] = 0;
    }
    p.lastRoundTotals = p.reserve;
    p.lastRoundEnd = cause;
    if constexpr (Sink::kActive) {
        const std::string text = "round " + std::to_string(p.round) + " ends (" + roundEndCauseText(cause) + "): South " +
                                 std::to_string(p.reserve[0]) + ", North " + std::to_string(p.reserve[1]);
        sink.step(StepKind::Round, -1, -1, p.round, text.c_str());
    }
    p.status = Status::None;
    p.bhadar = p.kungidar = -1;
    p.twoOwed = false;
    b.special = b.specialOwner = -1;
}

// The round cap (sim.max_rounds): a cap, reported as cap_reached. A fixed_rounds match is finite
// by its rule, so the cap never cuts it short.
inline bool roundCapReached(const RoundPosition &p, bool fixedRounds, int rounds, const Limits &limits) {
    const int cap = fixedRounds ? std::max(limits.maxRounds, rounds) : limits.maxRounds;
    return p.round >= cap;
}

// ---------------------------------------------------------------------------------------------
// Between rounds

// Puts a group (counters_per_hole) from the seat's reserve into `hole`, which comes alive.
template <class Sink>
void placeGroup(RoundPosition &p, const BoardSize &bs, int seat, int hole, Sink &sink) {
    using tworow::ix;
    auto &b = p.board;
    const int n = bs.perHole;
    b.counts[ix(hole)] = static_cast<uint8_t>(n);
    b.live |= tworow::bit(hole);
    p.reserve[ix(seat)] = static_cast<int16_t>(p.reserve[ix(seat)] - n);
    p.fillMask[ix(seat)] &= static_cast<uint16_t>(~tworow::bit(hole));
    sink.step(StepKind::Round, seat, hole, n, "fill");
}

// When the remaining groups must go into every remaining hole there is no choice to make:
// they go in from the seat's left.
template <class Sink>
void autoFill(RoundPosition &p, const BoardSize &bs, int seat, Sink &sink) {
    using tworow::ix;
    const int left = p.fillLeft[ix(seat)];
    if (left <= 0 || left < std::popcount(p.fillMask[ix(seat)])) return;
    for (int h : HoleOrder::of(seat, bs))
        if (p.fillMask[ix(seat)] & tworow::bit(h)) placeGroup(p, bs, seat, h, sink);
    p.fillLeft[ix(seat)] = 0;
}

// A fill move (fill_order = player_choice): a group into the chosen hole, the holes left without
// a choice filled, and the turn to the other player while he still has groups to place.
template <class Sink>
void fillMove(RoundPosition &p, const BoardSize &bs, Move move, Sink &sink) {
    using tworow::ix;
    using tworow::other;
    const int seat = p.toMove;
    placeGroup(p, bs, seat, move - bs.fillBase(), sink);
    --p.fillLeft[ix(seat)];
    autoFill(p, bs, seat, sink);
    p.toMove = static_cast<int8_t>(p.fillLeft[ix(other(seat))] > 0 ? other(seat) : seat);
}

// KB-16 / KB-17 remainder_trigger = always: 4+1 when one remainder is a single counter short of
// a group, 3+2 when two short (on other boards, "one short" and "two short" of a group of
// counters_per_hole). The Bhadar is the player with the larger remainder.
inline void remainderStatus(RoundPosition &p, const int T[2], int G) {
    const int r0 = T[0] % G, r1 = T[1] % G;
    const int small = std::min(r0, r1), big = std::max(r0, r1);
    if (r0 + r1 == G && small == 1 && big > 1) {
        p.status = Status::FourOne;
        p.bhadar = static_cast<int8_t>(r0 == big ? 0 : 1);
    } else if (r0 + r1 == G && small == 2 && big > 2) {
        p.status = Status::ThreeTwo;
        p.bhadar = static_cast<int8_t>(r0 == big ? 0 : 1);
    }
}

// KB-16a: under 4+1 the other player is the Kungidar and gives 1 to the Bhadar.
template <class Sink>
void payFourOne(RoundPosition &p, int hand[2], Sink &sink) {
    p.kungidar = static_cast<int8_t>(tworow::other(p.bhadar));
    giveFromTotal(p, p.kungidar, p.bhadar, 1);
    hand[p.kungidar] -= 1;
    hand[p.bhadar] += 1;
    sink.step(StepKind::Note, p.kungidar, -1, 1, "Kungidar gives 1 to the Bhadar");
}

// KB-17a transfer_and_return: under 3+2 the other player gives 2 to the Bhadar, who owes them back.
template <class Sink>
void payThreeTwo(RoundPosition &p, int hand[2], Sink &sink) {
    const int o = tworow::other(p.bhadar);
    giveFromTotal(p, o, p.bhadar, 2);
    hand[o] -= 2;
    hand[p.bhadar] += 2;
    p.twoOwed = true;
    sink.step(StepKind::Note, o, -1, 2, "2 go to the Bhadar");
}

// Who fills first under player_choice: the player after the round's last mover.
inline int firstFiller(const RoundPosition &p) {
    return p.lastMover >= 0 ? tworow::other(p.lastMover) : tworow::other(std::max<int>(0, p.starter));
}

// The starters of later rounds both games know: alternate, and the round loser (ties alternate).
inline int8_t alternateStarter(const RoundPosition &p) { return static_cast<int8_t>(tworow::other(p.starter)); }
inline int8_t roundLoserStarter(const RoundPosition &p) {
    const int t0 = p.lastRoundTotals[0], t1 = p.lastRoundTotals[1];
    return static_cast<int8_t>(t0 < t1 ? 0 : t1 < t0 ? 1 : tworow::other(p.starter));
}

// round_starter = fewer_fills (Ludii's turn order between rounds): the players refill one hole a
// turn, passing once done, and the round begins with the player after two passes in a row. The
// player after the round's last mover refills first (the last mover himself when the round ended
// inside his relay, `cut`); whoever has fewer holes to fill begins, the first to refill on a tie.
inline int8_t fewerFillsStarter(const RoundPosition &p, const int (&groups)[2], bool cut) {
    const int last = std::max<int>(0, p.lastMover);
    const int first = cut ? last : tworow::other(last), second = tworow::other(first);
    return static_cast<int8_t>(groups[first] > groups[second] ? second : first);
}

// KB-14, PG-10: the groups each seat puts back after a round (groups[s] of them, into the holes of
// eligible[s]). Under a fixed order they go in at once, from the seat's left (or right); under the
// players' choice they are left to Fill moves (autoFill places them where there is only one way),
// and the player after the round's last mover (firstFiller) places first.
template <class Sink>
void placeGroups(RoundPosition &p, const BoardSize &bs, const uint16_t (&eligible)[2], const int (&groups)[2],
                 bool playerChoice, bool fromRight, Sink &sink) {
    using tworow::ix;
    const int m = firstFiller(p);
    for (int s = 0; s < 2; ++s) {
        p.fillMask[ix(s)] = eligible[s];
        p.fillLeft[ix(s)] = 0;
        if (playerChoice) {
            p.fillLeft[ix(s)] = static_cast<int8_t>(groups[s]);
            autoFill(p, bs, s, sink);
            continue;
        }
        int left = groups[s];
        for (int h : HoleOrder::of(s, bs, fromRight))
            if (left > 0 && (eligible[s] & tworow::bit(h))) {
                placeGroup(p, bs, s, h, sink);
                --left;
            }
    }
    if (p.fillLeft[0] > 0 || p.fillLeft[1] > 0) p.toMove = static_cast<int8_t>(p.fillLeft[ix(m)] > 0 ? m : tworow::other(m));
}

// The start of a round's play once its board is set: the starter moves, the round-start
// signature is recorded (G-3's history; it ends no match), the round number advances.
template <class Sink>
void openRound(RoundPosition &p, RoundLog &log, uint64_t signature, bool first, MatchProgress &progress, Sink &sink) {
    p.toMove = p.starter;
    p.phase = Phase::Play;
    p.lastCapturer = -1;
    p.passRun = 0;
    log.record(signature);
    if (!first) ++p.round;
    progress.rounds = p.round;
    if constexpr (Sink::kActive) {
        const std::string text = "round " + std::to_string(p.round) + " begins, " + tworow::seatName(p.starter) + " starts";
        sink.step(StepKind::Round, p.starter, -1, p.round, text.c_str());
    }
}

}  // namespace rulelab::kits
