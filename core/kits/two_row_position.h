#pragma once
// Two-row rounds (see two_row.h), part 1: the seats and the historical board, the shared enums
// and names, the position fields both two-row mancala plugins keep (RoundPosition), and the
// simple queries and primitives of play (start holes, the bha choice, a sowing turn, the G-1
// outcomes of a turn, the rule ends of a round). Everything is inline or a template on the
// trace sink.

#include "game/game.h"
#include "kits/board_size.h"
#include "kits/sowing.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>

namespace rulelab::kits {

// The names a two-row game's own namespace takes in with `using namespace kits::two_row_names;`
// (khutka_rules.h, pach_rules.h); inline, so that they are kits:: names too.
inline namespace two_row_names {

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

}  // namespace two_row_names

enum class NoMove : uint8_t { Pass, OpponentTakesAll, EachTakesOwnRow };  // KB-10, PG-7
enum class Leftover : uint8_t { RowOwner, LastCapturer, SplitEvenly };    // KB-11, PG-8
enum class FillOrder : uint8_t { FromOwnLeft, PlayerChoice, FromOwnRight };  // KB-14, PG-10

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
    int16_t round = 1;   // the current round, 1-based
    int8_t starter = 0;  // who started the current round
    Status status = Status::None;
    int8_t bhadar = -1;
    int8_t kungidar = -1;
    bool twoOwed = false;  // 3+2: the Bhadar returns 2 at the round's end
    // Between rounds.
    std::array<int8_t, 2> fillLeft{};    // groups still to place by choice
    std::array<uint16_t, 2> fillMask{};  // holes each player may still fill
    int8_t bhaChooser = -1;
    int8_t nextStarter = -1;
    // Recent history the rules use (leftover = last_capturer, round starters).
    int8_t lastMover = -1;
    int8_t lastCapturer = -1;  // in the current round
    int8_t lastStart = -1;     // for display only
    int8_t passRun = 0;        // passes in a row just before this position (0 after a sowing; both_pass)
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

// The holes a start may lift, as a mask: those of `own` that are live, loaded and not the bha.
inline uint32_t startMask(const SowBoard &b, uint16_t own) {
    uint32_t m = own & b.live & b.loaded();
    if (b.special >= 0) m &= ~(1u << b.special);
    return m;
}

// The holes a player may sow (KB-3, PG-3, KB-17d): those of startMask, in ascending order;
// under no_singleton_if_larger a single counter only when no hole holds more.
inline void startHoles(const SowBoard &b, uint16_t own, bool noSingletonIfLarger, MoveList &out) {
    const uint32_t starts = startMask(b, own);
    int n = out.size;
    for (uint32_t m = starts; m; m &= m - 1) out.moves[tworow::ix(n++)] = std::countr_zero(m);
    out.size = n;
    if (!noSingletonIfLarger) return;
    int largest = 0;
    for (uint32_t m = starts; m; m &= m - 1) largest = std::max<int>(largest, b.counts[tworow::ix(std::countr_zero(m))]);
    if (largest >= 2) {
        int k = 0;
        for (int i = 0; i < out.size; ++i)
            if (b.counts[tworow::ix(out[i])] >= 2) out.moves[tworow::ix(k++)] = out[i];
        out.size = k;
    }
}

// G-1 forbid_start: drops from `out` the starts whose sowing relays for ever (relayLoops), unless
// every start does (then all stay legal). `paramsOf(hole)` gives a start's TurnParams. Out of
// line and cold: the legal-move listing of the other relay_loop policies keeps no second list.
template <class ParamsOf>
[[gnu::noinline, gnu::cold]] void dropLoopingStarts(const SowRules &sow, const SowBoard &b, MoveList &out, ParamsOf paramsOf) {
    MoveList keep;
    for (int i = 0; i < out.size; ++i)
        if (!relayLoops(sow, b, paramsOf(out[i]))) keep.push(out[i]);
    if (!keep.empty()) out = keep;
}

// Whether startHoles() would give any hole.
inline bool hasStartHole(const SowBoard &b, uint16_t own) { return startMask(b, own) != 0; }

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
    if (p.passRun < 2) ++p.passRun;
    p.lastMover = p.toMove;
    p.toMove = static_cast<int8_t>(tworow::other(p.toMove));
}

// A sowing turn from params.start by params.mover (the kit's playTurn), with the history and
// progress both plugins keep.
template <class Sink>
TurnOutcome sowTurn(RoundPosition &p, MatchProgress &progress, const SowRules &rules, const TurnParams &params, Sink &sink) {
    p.lastStart = static_cast<int8_t>(params.start);
    p.lastMover = static_cast<int8_t>(params.mover);
    p.passRun = 0;
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
// `rowEmptyEnds` (Pallankuli as Ludii plays it): the round ends as soon as either player has
// nothing to sow, whoever is to move (cause NoMove; the game shares the board by owners).
template <class CanStart>
RoundEndCause ruleRoundEnd(const RoundPosition &p, int onBoard, bool oneLeftEnds, NoMove noMove, CanStart canStart,
                           bool rowEmptyEnds = false) {
    if (onBoard == 0) return RoundEndCause::BoardEmpty;
    if (oneLeftEnds && onBoard == 1) return RoundEndCause::OneLeft;
    if (rowEmptyEnds && (!canStart(0) || !canStart(1))) return RoundEndCause::NoMove;
    if (noMove != NoMove::Pass && !canStart(p.toMove)) return RoundEndCause::NoMove;
    return RoundEndCause::None;
}

}  // namespace rulelab::kits
