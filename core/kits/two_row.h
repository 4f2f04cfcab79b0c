#pragma once
// The round machinery two-row mancala plugins share (Khutka Boia, and Pachgarhwa, whose
// multi-round readings follow Khutka Boia's): the position fields both keep, the refill and
// leftover primitives, the round-start signature, the state text, the board view and the move
// descriptions. Each plugin's Position derives from RoundPosition and adds its own fields; the
// functions here take the owner of every hole as a mask (`northOwns`, bit h: North owns hole h),
// which is simply North's row unless a rule (Pachgarhwa's hole_capture) moves holes.
//
// Everything is inline or a template on the trace sink: no allocation and no virtual call in
// the hot loop (see sowing.h). What differs between the games stays in the plugins.

#include "game/game.h"
#include "kits/board_size.h"
#include "kits/ludii_limits.h"
#include "kits/sowing.h"
#include "kits/stall_detector.h"
#include "kits/state_text.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace rulelab::kits {

// The seats, and the historical board (KB-1, PG-1): the plugins' experimental options
// holes_per_row and counters_per_hole change it (kits::BoardSize), never these.
inline constexpr int kSouth = 0;
inline constexpr int kNorth = 1;
inline constexpr int kHoles = 10;
inline constexpr int kPerRow = 5;
inline constexpr int kCounters = 50;
inline constexpr int kMaxPerRow = kMaxHoles / 2;
inline constexpr int kMaxPerHole = 12;
// The historical board's move numbers (engines use kits::BoardSize::passMove() and so on).
inline constexpr Move kPass = 10;
inline constexpr Move kFillBase = 20;
inline constexpr Move kBhaBase = 30;

enum class Phase : uint8_t { Chance, Play, Fill, Bha, Over };
enum class Status : uint8_t { None, FourOne, ThreeTwo };  // KB-16 / KB-17 remainders
enum class RoundEndCause : uint8_t { None, BoardEmpty, OneLeft, NoMove, StallRule, StallGuard };
enum class NoMove : uint8_t { Pass, OpponentTakesAll, EachTakesOwnRow };  // KB-10, PG-7
enum class Leftover : uint8_t { RowOwner, LastCapturer, SplitEvenly };    // KB-11, PG-8

inline const char *roundEndCauseText(RoundEndCause c) {
    switch (c) {
    case RoundEndCause::None: return "none";
    case RoundEndCause::BoardEmpty: return "board empty";
    case RoundEndCause::OneLeft: return "one counter left";
    case RoundEndCause::NoMove: return "a player had nothing to sow";
    case RoundEndCause::StallRule: return "no further capture";
    case RoundEndCause::StallGuard: return "stalled (guard G-2)";
    }
    return "?";
}

namespace tworow {
inline int other(int s) { return 1 - s; }
inline size_t ix(int i) { return static_cast<size_t>(i); }
inline uint16_t bit(int h) { return static_cast<uint16_t>(1u << h); }
inline const char *seatName(int s) { return s == 0 ? "South" : s == 1 ? "North" : "?"; }
inline std::string holeName(int h) {
    std::string s(1, 'h');  // not "h" + ...: GCC 12 warns falsely (-Wrestrict, bug 105329) on that
    s += std::to_string(h);
    return s;
}
inline std::string groupWord(int perHole) { return perHole == 5 ? "five" : std::to_string(perHole); }
inline Result byTotals(int t0, int t1) { return t0 > t1 ? Result::Win0 : t1 > t0 ? Result::Win1 : Result::Draw; }
// The owner of hole h under the ownership mask (bit h set: North).
inline int ownerOf(uint16_t northOwns, int h) { return (northOwns >> h) & 1u ? 1 : 0; }
}  // namespace tworow

// The order in which a player's holes are filled: from his own left (h0..h4 / h5..h9 on the
// historical board) or from his own right (h4..h0 / h9..h5).
struct HoleOrder {
    std::array<int8_t, kMaxHoles / 2> h{};
    int n = 0;
    const int8_t *begin() const { return h.data(); }
    const int8_t *end() const { return h.data() + n; }

    static HoleOrder of(int seat, const BoardSize &bs, bool fromRight = false) {
        HoleOrder out;
        out.n = bs.perRow;
        for (int i = 0; i < bs.perRow; ++i)
            out.h[static_cast<size_t>(i)] = static_cast<int8_t>(seat * bs.perRow + (fromRight ? bs.perRow - 1 - i : i));
        return out;
    }
};

// The fields of a position both plugins keep. Plain data, cheap to copy.
struct RoundPosition {
    SowBoard board;                    // counts, live mask, stores, bha (special hole) and its owner
    std::array<int16_t, 2> reserve{};  // counters off the board outside the stores
    Phase phase = Phase::Play;
    int8_t toMove = 0;
    int16_t round = 1;                 // the current round, 1-based
    int8_t starter = 0;                // who started the current round
    Status status = Status::None;
    int8_t bhadar = -1;
    int8_t kungidar = -1;
    bool twoOwed = false;              // 3+2: the Bhadar returns 2 at the round's end
    // Between rounds.
    std::array<int8_t, 2> fillLeft{};   // groups still to place by choice
    std::array<uint16_t, 2> fillMask{}; // holes each player may still fill
    int8_t bhaChooser = -1;
    int8_t nextStarter = -1;
    // Recent history the rules use (leftover = last_capturer, round starters).
    int8_t lastMover = -1;
    int8_t lastCapturer = -1;  // in the current round
    int8_t lastStart = -1;     // for display only
    std::array<int16_t, 2> lastRoundTotals{{-1, -1}};
    RoundEndCause lastRoundEnd = RoundEndCause::None;
    EndReason endReason = EndReason::None;
    Result result = Result::None;
};

// ---------------------------------------------------------------------------------------------
// Simple queries and primitives

// Every hole loaded with a group of counters_per_hole, all live (KB-1, PG-1).
inline void setInitialBoard(RoundPosition &p, const BoardSize &bs) {
    for (int h = 0; h < bs.holes; ++h) p.board.counts[tworow::ix(h)] = static_cast<uint8_t>(bs.perHole);
    p.board.live = bs.allMask();
    p.round = 1;
}

inline int currentPlayer(const RoundPosition &p) {
    switch (p.phase) {
    case Phase::Over: return kTerminalPlayer;
    case Phase::Chance: return kChancePlayer;
    default: return p.toMove;
    }
}

// Store + reserve.
inline int total(const RoundPosition &p, int seat) { return p.board.store[tworow::ix(seat)] + p.reserve[tworow::ix(seat)]; }

// first_player = random: South and North at 1/2 each.
inline void startChance(const RoundPosition &p, ChanceList &out) {
    out.clear();
    if (p.phase != Phase::Chance) return;
    out.push(0, 0.5);
    out.push(1, 0.5);
}

// The holes a player may sow (KB-3, PG-3, KB-17d): those of `own` that are live, loaded and
// not the bha, in ascending order; under no_singleton_if_larger a single counter only when no
// hole holds more.
inline void startHoles(const SowBoard &b, uint16_t own, bool noSingletonIfLarger, MoveList &out) {
    int largest = 0;
    for (unsigned m = own & b.live; m; m &= m - 1) {
        const int h = std::countr_zero(m);
        if (b.counts[tworow::ix(h)] > 0 && h != b.special) {
            out.push(h);
            largest = std::max<int>(largest, b.counts[tworow::ix(h)]);
        }
    }
    if (noSingletonIfLarger && largest >= 2) {
        int k = 0;
        for (int i = 0; i < out.size; ++i)
            if (b.counts[tworow::ix(out[i])] >= 2) out.moves[tworow::ix(k++)] = out[i];
        out.size = k;
    }
}

// Whether startHoles() would give any hole.
inline bool hasStartHole(const SowBoard &b, uint16_t own) {
    for (unsigned m = own & b.live; m; m &= m - 1) {
        const int h = std::countr_zero(m);
        if (b.counts[tworow::ix(h)] > 0 && h != b.special) return true;
    }
    return false;
}

// The choice of bha (KB-17b): one of the Bhadar's two end holes, the only one on a one-hole row.
inline void bhaMoves(const RoundPosition &p, const BoardSize &bs, MoveList &out) {
    const int first = p.bhadar * bs.perRow;
    out.push(bs.bhaBase() + first);
    if (bs.perRow > 1) out.push(bs.bhaBase() + first + bs.perRow - 1);
}

inline void terminate(RoundPosition &p, EndReason reason, Result result) {
    p.phase = Phase::Over;
    p.toMove = static_cast<int8_t>(kTerminalPlayer);
    p.endReason = reason;
    p.result = result;
}

// Empties every hole into its owner's reserve.
inline void returnBoardToReserves(RoundPosition &p, const BoardSize &bs, uint16_t northOwns) {
    auto &b = p.board;
    for (int h = 0; h < bs.holes; ++h) {
        const size_t o = tworow::ix(tworow::ownerOf(northOwns, h));
        p.reserve[o] = static_cast<int16_t>(p.reserve[o] + b.counts[tworow::ix(h)]);
        b.counts[tworow::ix(h)] = 0;
    }
}

// Moves up to n counters from one player's holdings off the board (store first) to the other's reserve.
inline void giveFromTotal(RoundPosition &p, int from, int to, int n) {
    using tworow::ix;
    auto &b = p.board;
    const int fromStore = std::min<int>(n, b.store[ix(from)]);
    b.store[ix(from)] = static_cast<int16_t>(b.store[ix(from)] - fromStore);
    const int fromReserve = std::min<int>(n - fromStore, p.reserve[ix(from)]);
    p.reserve[ix(from)] = static_cast<int16_t>(p.reserve[ix(from)] - fromReserve);
    p.reserve[ix(to)] = static_cast<int16_t>(p.reserve[ix(to)] + fromStore + fromReserve);
}

// The chance move of first_player = random: `move` (0 South, 1 North) starts the first round.
template <class Sink>
void chanceStarter(RoundPosition &p, Move move, Sink &sink) {
    p.starter = p.toMove = static_cast<int8_t>(move == 1 ? 1 : 0);
    if constexpr (Sink::kActive)
        sink.step(StepKind::Note, p.starter, -1, 0, move == 1 ? "chance: North starts" : "chance: South starts");
}

// A pass (no_move = pass): the mover has nothing to sow.
template <class Sink>
void passTurn(RoundPosition &p, Sink &sink) {
    sink.step(StepKind::Pass, p.toMove, -1, 0, "nothing to sow");
    p.lastMover = p.toMove;
    p.toMove = static_cast<int8_t>(tworow::other(p.toMove));
}

// A sowing turn from params.start by params.mover (the kit's playTurn), with the history and
// progress both plugins keep.
template <class Sink>
TurnOutcome sowTurn(RoundPosition &p, MatchProgress &progress, const SowRules &rules, const TurnParams &params,
                    Sink &sink) {
    p.lastStart = static_cast<int8_t>(params.start);
    p.lastMover = static_cast<int8_t>(params.mover);
    const TurnOutcome out = playTurn(rules, p.board, params, sink);
    progress.laps += out.laps;
    progress.captures += out.captureEvents;
    if (out.lastCapturer >= 0) p.lastCapturer = static_cast<int8_t>(out.lastCapturer);
    return out;
}

// What ends a sowing turn early (G-1); true when the match is over.
template <class Sink>
bool turnEndsMatch(RoundPosition &p, const TurnOutcome &out, int mover, int hole, Sink &sink) {
    if (out.status == TurnStatus::RelayLoop) {
        sink.step(StepKind::Note, mover, hole, static_cast<int>(out.loopLength), "perpetual relay (G-1)");
        terminate(p, EndReason::RelayLoop, Result::Undecided);
        return true;
    }
    if (out.status == TurnStatus::LapCap) {
        sink.step(StepKind::Note, mover, hole, static_cast<int>(out.laps), "relay lap cap (G-1)");
        terminate(p, EndReason::CapReached, Result::Undecided);
        return true;
    }
    if (out.stoppedAtRepeat)
        sink.step(StepKind::Note, mover, -1, static_cast<int>(out.loopLength), "relay repeated a state: the move stops");
    return false;
}

// After a turn: does the round end by its rules, and why? `canStart(seat)` says whether a
// player has a hole to sow; it is called only when needed. The stall test (G-2) is not here:
// it needs an exact verdict (TwoRowState::stallCheck).
template <class CanStart>
RoundEndCause ruleRoundEnd(const RoundPosition &p, int onBoard, bool oneLeftEnds, NoMove noMove, CanStart canStart) {
    if (onBoard == 0) return RoundEndCause::BoardEmpty;
    if (oneLeftEnds && onBoard == 1) return RoundEndCause::OneLeft;
    if (noMove != NoMove::Pass && !canStart(p.toMove)) return RoundEndCause::NoMove;
    return RoundEndCause::None;
}

// ---------------------------------------------------------------------------------------------
// The end of a round

// Shares what is left on the board when a round ends (KB-10, KB-11, PG-7, PG-8, Addendum A):
// first the bha to the Bhadar (KB-17c), then by the cause and the leftover rule. Counters go
// into the stores.
template <class Sink>
void settleBoard(RoundPosition &p, const BoardSize &bs, uint16_t northOwns, RoundEndCause cause, NoMove noMove,
                 Leftover leftover, Sink &sink) {
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
            for (int h = 0; h < bs.holes; ++h) b.counts[ix(h)] = 0;
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
        const std::string text = "round " + std::to_string(p.round) + " ends (" + roundEndCauseText(cause) +
                                 "): South " + std::to_string(p.reserve[0]) + ", North " + std::to_string(p.reserve[1]);
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

// The start of a round's play once its board is set: the starter moves, the round-start
// signature is recorded (G-3's history; it ends no match), the round number advances.
template <class Sink>
void openRound(RoundPosition &p, RoundLog &log, uint64_t signature, bool first, MatchProgress &progress, Sink &sink) {
    p.toMove = p.starter;
    p.phase = Phase::Play;
    p.lastCapturer = -1;
    log.record(signature);
    if (!first) ++p.round;
    progress.rounds = p.round;
    if constexpr (Sink::kActive) {
        const std::string text =
            "round " + std::to_string(p.round) + " begins, " + tworow::seatName(p.starter) + " starts";
        sink.step(StepKind::Round, p.starter, -1, p.round, text.c_str());
    }
}

// ---------------------------------------------------------------------------------------------
// Keys and signatures

// G-3: the position at which a round starts. At that moment every hole holds 0 or a full group
// (counters_per_hole), so the live mask plus the mask of loaded holes give the board exactly. A
// bha on a dead hole is inert, so its place is left out (random players choose it at random, and
// a stuck match would otherwise not look periodic). `kungidarOwed` is Khutka Boia's deferred
// per_round payment (false elsewhere); hole ownership other than the rows is mixed in.
inline uint64_t roundSignature(const RoundPosition &p, const BoardSize &S, bool kungidarOwed, uint16_t northOwns) {
    using tworow::ix;
    const auto &b = p.board;
    uint64_t loaded = 0, odd = 0;
    for (int h = 0; h < S.holes; ++h) {
        if (b.counts[ix(h)] != 0) loaded |= tworow::bit(h);
        if (b.counts[ix(h)] != 0 && b.counts[ix(h)] != S.perHole) odd = 1;
    }
    SignatureBits s;
    s.put(static_cast<uint64_t>(p.reserve[0]), S.keyBits);
    s.put(static_cast<uint64_t>(p.reserve[1]), S.keyBits);
    s.put(static_cast<uint64_t>(b.store[0]), S.keyBits);
    s.put(static_cast<uint64_t>(b.store[1]), S.keyBits);
    s.put(b.live, S.holes);
    s.put(loaded, S.holes);
    s.put(static_cast<uint64_t>(p.status), 2);
    s.put(static_cast<uint64_t>(p.bhadar + 1), 2);
    s.put(static_cast<uint64_t>(p.kungidar + 1), 2);
    s.put(static_cast<uint64_t>(b.special >= 0 && b.isLive(b.special) ? b.special + 1 : 0), S.specialBits());
    s.put(static_cast<uint64_t>(p.twoOwed), 1);
    s.put(static_cast<uint64_t>(kungidarOwed), 1);
    s.put(static_cast<uint64_t>(p.starter & 1), 1);
    s.put(odd, 1);
    uint64_t sig = s.value();
    if (northOwns != S.rowMask(1)) sig = sig * 0x100000001b3ULL ^ northOwns;  // holes owned across the rows
    if (odd)  // cannot happen by construction; keep the signature a function of the board anyway
        for (int h = 0; h < S.holes; ++h) sig = sig * 0x100000001b3ULL ^ b.counts[ix(h)];
    return sig;
}

// The start of a state key (State::appendKey): the board, reserves, phase, mover, starter and
// statuses (`kungidarOwed` as in roundSignature).
inline void appendKeyHead(std::string &out, const RoundPosition &p, const BoardSize &bs, bool kungidarOwed) {
    const auto &b = p.board;
    auto put = [&](int v) { out.push_back(static_cast<char>(v)); };
    for (int h = 0; h < bs.holes; ++h) put(b.counts[tworow::ix(h)]);
    put(b.live & 0xFF);
    put(b.live >> 8);
    put(b.store[0]);
    put(b.store[1]);
    put(b.special);
    put(p.reserve[0]);
    put(p.reserve[1]);
    put(static_cast<int>(p.phase));
    put(p.toMove);
    put(p.starter);
    put(static_cast<int>(p.status) | (p.bhadar + 1) << 2 | (p.kungidar + 1) << 4 | p.twoOwed << 6 | kungidarOwed << 7);
}

// The groups and holes still to fill (between rounds).
inline void appendKeyFill(std::string &out, const RoundPosition &p) {
    auto put = [&](int v) { out.push_back(static_cast<char>(v)); };
    put(p.fillLeft[0]);
    put(p.fillLeft[1]);
    put(p.fillMask[0] & 0xFF);
    put(p.fillMask[0] >> 8);
    put(p.fillMask[1] & 0xFF);
    put(p.fillMask[1] >> 8);
}

// The round (under fixed_rounds, where it decides the end) and the match's end.
inline void appendKeyTail(std::string &out, const RoundPosition &p, bool fixedRounds) {
    auto put = [&](int v) { out.push_back(static_cast<char>(v)); };
    if (fixedRounds) {
        put(p.round & 0xFF);
        put(p.round >> 8);
    }
    put(static_cast<int>(p.endReason));
    put(static_cast<int>(p.result));
}

// ---------------------------------------------------------------------------------------------
// State text: "<tag> counts=.. live=.. store=.. bha=.. reserve=.. phase=.. move=.. round=..
// starter=.. status=s,b,k,two[,...] <game's fields> last=.. end=.. progress=.. guards=..
// stall=.. rounds=..". The plugins write and read their own fields between the shared parts.

inline void writeStateHead(std::ostream &os, const char *tag, const RoundPosition &p, const BoardSize &bs) {
    const auto &b = p.board;
    os << tag << " counts=";
    for (int h = 0; h < bs.holes; ++h) os << (h ? "," : "") << int(b.counts[tworow::ix(h)]);
    os << " live=" << b.live << " store=" << b.store[0] << ',' << b.store[1] << " bha=" << int(b.special) << ','
       << int(b.specialOwner) << " reserve=" << p.reserve[0] << ',' << p.reserve[1] << " phase=" << int(p.phase)
       << " move=" << int(p.toMove) << " round=" << p.round << " starter=" << int(p.starter)
       << " status=" << int(p.status) << ',' << int(p.bhadar) << ',' << int(p.kungidar) << ',' << int(p.twoOwed);
}

inline void writeStateRecent(std::ostream &os, const RoundPosition &p, const MatchProgress &progress) {
    os << " last=" << int(p.lastMover) << ',' << int(p.lastCapturer) << ',' << int(p.lastStart) << ','
       << p.lastRoundTotals[0] << ',' << p.lastRoundTotals[1] << ',' << int(p.lastRoundEnd) << " end=" << int(p.endReason)
       << ',' << int(p.result) << " progress=" << progress.turns << ',' << progress.laps << ',' << progress.rounds << ','
       << progress.captures << ',' << progress.roundsByRule << ',' << progress.roundsByGuard;
}

inline void writeStateLogs(std::ostream &os, const StallDetector &stall, const RoundLog &log) {
    os << " stall=" << stall.toText() << " rounds=" << log.toText();
}

// Reads what writeStateHead wrote; `statusCount` values of field status (at least 4), which
// stay in `v` for the caller.
inline bool readStateHead(const StateText &st, RoundPosition &p, const BoardSize &bs, size_t statusCount,
                          std::vector<long long> &v, std::string &error) {
    using tworow::ix;
    const std::string pre = st.game() + " state: ";
    auto get = [&](const char *name, size_t minCount) { return st.ints(name, minCount, v, error); };
    auto &b = p.board;
    if (!get("counts", bs.holes)) return false;
    if (v.size() != static_cast<size_t>(bs.holes))
        return error = pre + "field 'counts' has " + std::to_string(v.size()) + " values for a board of " +
                       std::to_string(bs.holes) + " holes", false;
    for (int h = 0; h < bs.holes; ++h) {
        if (v[ix(h)] < 0 || v[ix(h)] > bs.counters) return error = pre + "bad hole count", false;
        b.counts[ix(h)] = static_cast<uint8_t>(v[ix(h)]);
    }
    if (!get("live", 1)) return false;
    b.live = static_cast<uint16_t>(v[0] & bs.allMask());
    if (!get("store", 2)) return false;
    b.store = {static_cast<int16_t>(v[0]), static_cast<int16_t>(v[1])};
    if (!get("bha", 2)) return false;
    b.special = static_cast<int8_t>(v[0]);
    b.specialOwner = static_cast<int8_t>(v[1]);
    if (!get("reserve", 2)) return false;
    p.reserve = {static_cast<int16_t>(v[0]), static_cast<int16_t>(v[1])};
    if (!get("phase", 1)) return false;
    if (v[0] < 0 || v[0] > static_cast<int>(Phase::Over)) return error = pre + "bad phase", false;
    p.phase = static_cast<Phase>(v[0]);
    if (!get("move", 1)) return false;
    p.toMove = static_cast<int8_t>(v[0]);
    if (!get("round", 1)) return false;
    p.round = static_cast<int16_t>(v[0]);
    if (!get("starter", 1)) return false;
    p.starter = static_cast<int8_t>(v[0]);
    if (!get("status", statusCount)) return false;
    if (v[0] < 0 || v[0] > 2) return error = pre + "bad status", false;
    p.status = static_cast<Status>(v[0]);
    p.bhadar = static_cast<int8_t>(v[1]);
    p.kungidar = static_cast<int8_t>(v[2]);
    p.twoOwed = v[3] != 0;
    return true;
}

// Reads what writeStateRecent wrote.
inline bool readStateRecent(const StateText &st, RoundPosition &p, MatchProgress &progress, std::vector<long long> &v,
                            std::string &error) {
    const std::string pre = st.game() + " state: ";
    auto get = [&](const char *name, size_t minCount) { return st.ints(name, minCount, v, error); };
    if (!get("last", 6)) return false;
    p.lastMover = static_cast<int8_t>(v[0]);
    p.lastCapturer = static_cast<int8_t>(v[1]);
    p.lastStart = static_cast<int8_t>(v[2]);
    p.lastRoundTotals = {static_cast<int16_t>(v[3]), static_cast<int16_t>(v[4])};
    if (v[5] < 0 || v[5] > static_cast<int>(RoundEndCause::StallGuard)) return error = pre + "bad round end", false;
    p.lastRoundEnd = static_cast<RoundEndCause>(v[5]);
    if (!get("end", 2)) return false;
    if (v[0] < 0 || v[0] >= kEndReasonCount || v[1] < 0 || v[1] > 4) return error = pre + "bad end", false;
    p.endReason = static_cast<EndReason>(v[0]);
    p.result = static_cast<Result>(v[1]);
    if (!get("progress", 4)) return false;
    progress = MatchProgress{v[0], v[1], static_cast<int32_t>(v[2]), v[3]};
    if (v.size() >= 6) {  // rounds ended by rule and by a proven guard (older texts lack them)
        progress.roundsByRule = static_cast<int32_t>(v[4]);
        progress.roundsByGuard = static_cast<int32_t>(v[5]);
    }
    return true;
}

// Reads what writeStateLogs wrote.
inline bool readStateLogs(const StateText &st, StallDetector &stall, RoundLog &log, std::string &error) {
    const std::string pre = st.game() + " state: ";
    const std::string *stallText = st.field("stall");
    if (!stallText) return error = pre + "field 'stall' is missing", false;
    if (const std::string e = stall.fromText(*stallText); !e.empty()) return error = pre + "field 'stall' " + e, false;
    const std::string *roundsText = st.field("rounds");
    if (!roundsText) return error = pre + "field 'rounds' is missing", false;
    if (const std::string e = log.fromText(*roundsText); !e.empty()) return error = pre + "field 'rounds' " + e, false;
    return true;
}

// Board + stores + reserves must hold every counter of the board (2 * P * C).
inline bool checkCounterTotal(const std::string &game, const RoundPosition &p, const BoardSize &bs, std::string &error) {
    const auto &b = p.board;
    int sum = p.reserve[0] + p.reserve[1] + b.store[0] + b.store[1];
    for (int h = 0; h < bs.holes; ++h) sum += b.counts[tworow::ix(h)];
    if (sum == bs.counters) return true;
    error = game + " state: counters add up to " + std::to_string(sum) + ", not " + std::to_string(bs.counters);
    if (!bs.historical())
        error += " (the board of holes_per_row = " + std::to_string(bs.perRow) +
                 ", counters_per_hole = " + std::to_string(bs.perHole) + ")";
    return false;
}

// ---------------------------------------------------------------------------------------------
// Text and view

inline std::string describeMove(const RoundPosition &p, const BoardSize &bs, Move move) {
    using namespace tworow;
    const std::string who = seatName(p.toMove);
    switch (p.phase) {
    case Phase::Chance: return std::string("chance: ") + seatName(move == 1 ? 1 : 0) + " starts";
    case Phase::Play:
        if (move == bs.passMove()) return who + " passes (nothing to sow)";
        if (move >= 0 && move < bs.holes)
            return who + " sows " + holeName(move) + " (" + std::to_string(p.board.counts[ix(move)]) + ")";
        break;
    case Phase::Fill:
        if (move >= bs.fillBase() && move < bs.fillBase() + bs.holes)
            return who + " fills " + holeName(move - bs.fillBase()) + " with " + groupWord(bs.perHole);
        break;
    case Phase::Bha:
        if (move >= bs.bhaBase() && move < bs.bhaBase() + bs.holes) {
            if (p.toMove == p.bhadar) return who + " makes " + holeName(move - bs.bhaBase()) + " the bha";
            return who + " makes " + holeName(move - bs.bhaBase()) + " " + seatName(p.bhadar) + "'s bha";
        }
        break;
    case Phase::Over: break;
    }
    return "move " + std::to_string(move) + " (not legal here)";
}

// What a round's refill decided: each player's live holes (the holes he owns), the statuses and
// the bha.
inline std::string roundConfiguration(const RoundPosition &p, const BoardSize &bs, uint16_t northOwns) {
    using namespace tworow;
    const auto &b = p.board;
    std::string out;
    for (int seat = 0; seat < 2; ++seat) {
        out += std::string(seat ? " | " : "") + (seat ? "N" : "S") + " live:";
        int n = 0;
        for (int h = 0; h < bs.holes; ++h)
            if (ownerOf(northOwns, h) == seat && b.isLive(h)) {
                out += " " + holeName(h);
                ++n;
            }
        if (n == 0) out += " none";
    }
    if (p.status == Status::FourOne)
        out += std::string(" | Bhadar ") + seatName(p.bhadar) + ", Kungidar " + seatName(p.kungidar);
    if (p.status == Status::ThreeTwo) {
        out += std::string(" | Bhadar ") + seatName(p.bhadar);
        if (b.special >= 0) out += ", bha " + holeName(b.special);
    }
    return out;
}

// The board as drawn: North on top (h9 h8 h7 h6 h5 on the historical board), South below
// (h0 .. h4); a hole owned across the rows shows its owner.
inline BoardView boardView(const RoundPosition &p, const BoardSize &bs, uint16_t northOwns, int stalledRounds) {
    using namespace tworow;
    const auto &b = p.board;
    BoardView v;
    v.rows = 2;
    v.cols = bs.perRow;
    for (int h = 0; h < bs.holes; ++h) {
        const int owner = ownerOf(northOwns, h);
        BoardCell c;
        c.id = h;
        c.row = h >= bs.perRow ? 0 : 1;
        c.col = h >= bs.perRow ? bs.holes - 1 - h : h;
        c.owner = owner;
        c.count = b.counts[ix(h)];
        c.label = holeName(h);
        if (!b.isLive(h)) c.flags |= CellDead;
        if (h == b.special) c.flags |= CellSpecial;
        if (owner != bs.rowOwner(h)) {  // appended piecewise: GCC 12 warns falsely (-Wrestrict) on operator+
            c.label += " (";
            c.label += seatName(owner);
            c.label += ')';
        }
        if (h == p.lastStart) c.flags |= CellStart;
        v.cells.push_back(std::move(c));
    }
    v.stores = {{"South store", 0, b.store[0]},
                {"North store", 1, b.store[1]},
                {"South reserve", 0, p.reserve[0]},
                {"North reserve", 1, p.reserve[1]}};
    BoardTrack track;
    track.label = "sowing order";
    for (int h = 0; h < bs.holes; ++h) track.cells.push_back(h);
    track.loop = true;
    v.tracks.push_back(track);
    v.notes.push_back("Round " + std::to_string(p.round));
    if (p.status == Status::FourOne)
        v.notes.push_back(std::string("Bhadar: ") + seatName(p.bhadar) + ", Kungidar: " + seatName(p.kungidar));
    if (p.status == Status::ThreeTwo) {
        std::string n = std::string("Bhadar: ") + seatName(p.bhadar);
        if (b.special >= 0) n += ", bha " + holeName(b.special);
        if (p.twoOwed) n += ", returns 2 at the round's end";
        v.notes.push_back(n);
    }
    if (p.lastRoundTotals[0] >= 0)
        v.notes.push_back("Last round ended (" + std::string(roundEndCauseText(p.lastRoundEnd)) + "): South " +
                          std::to_string(p.lastRoundTotals[0]) + ", North " + std::to_string(p.lastRoundTotals[1]));
    if (stalledRounds > 0) v.notes.push_back("Rounds ended by the stall guard: " + std::to_string(stalledRounds));
    switch (p.phase) {
    case Phase::Chance: v.notes.push_back("Chance decides who starts"); break;
    case Phase::Fill: v.notes.push_back(std::string(seatName(p.toMove)) + " places a group of " + groupWord(bs.perHole)); break;
    case Phase::Bha: v.notes.push_back(std::string(seatName(p.toMove)) + " chooses the bha"); break;
    case Phase::Over:
        v.notes.push_back(std::string("Match over: ") + resultKey(p.result) + " (" + endReasonKey(p.endReason) + ")");
        break;
    case Phase::Play: break;
    }
    v.toMove = p.phase == Phase::Over || p.phase == Phase::Chance ? -1 : p.toMove;
    return v;
}

// ---------------------------------------------------------------------------------------------
// Games

// A state of `game` read from its text form (State::serialize), or null with `error`.
template <class S, class G>
std::unique_ptr<State> parseState(const G *game, std::string_view text, std::string &error) {
    auto s = std::make_unique<S>(game);
    if (!s->parse(text, error)) return nullptr;
    return s;
}

// The game of validated `options`: R::fromOptions types them, G plays them.
template <class G, class R>
std::unique_ptr<Game> makeGameFromOptions(const Options &options, const Limits &limits, std::string &error) {
    R rules;
    if (!R::fromOptions(options, limits, rules, error)) return nullptr;
    return std::make_unique<G>(options, rules);
}

}  // namespace rulelab::kits
