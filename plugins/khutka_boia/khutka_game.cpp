#include "khutka_game.h"
#include "kits/state_text.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <map>
#include <string_view>
#include <sstream>

namespace rulelab::khutka {

using kits::NullSink;
using kits::TraceSink;

namespace {

// The order in which a player's holes are filled. Under player_choice, holes that are
// assigned without a choice (forced fills, diff_literal's live-but-empty holes) go from the left.
// (h0..h4 / h5..h9 from the left on the historical board; h4..h0 / h9..h5 from the right.)
struct HoleOrder {
    std::array<int8_t, kMaxPerRow> h{};
    int n = 0;
    const int8_t *begin() const { return h.data(); }
    const int8_t *end() const { return h.data() + n; }
};
HoleOrder orderFor(FillOrder o, int seat, const kits::BoardSize &bs) {
    HoleOrder out;
    out.n = bs.perRow;
    for (int i = 0; i < bs.perRow; ++i)
        out.h[static_cast<size_t>(i)] =
            static_cast<int8_t>(seat * bs.perRow + (o == FillOrder::FromOwnRight ? bs.perRow - 1 - i : i));
    return out;
}
std::string groupWord(int perHole) { return perHole == 5 ? "five" : std::to_string(perHole); }

inline int other(int s) { return 1 - s; }
inline size_t ix(int i) { return static_cast<size_t>(i); }
inline uint16_t bit(int h) { return static_cast<uint16_t>(1u << h); }
const char *seatName(int s) { return s == kSouth ? "South" : s == kNorth ? "North" : "?"; }
std::string holeName(int h) {
    std::string s(1, 'h');  // not "h" + ...: GCC 12 warns falsely (-Wrestrict, bug 105329) on that
    s += std::to_string(h);
    return s;
}

Result byTotals(int t0, int t1) { return t0 > t1 ? Result::Win0 : t1 > t0 ? Result::Win1 : Result::Draw; }

}  // namespace

const char *roundEndCauseText(RoundEndCause c) {
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

// ---------------------------------------------------------------------------------------------
// Construction and simple queries

KhutkaState::KhutkaState(const KhutkaGame *game) : game_(game) {
    auto &b = pos_.board;
    for (int h = 0; h < bs().holes; ++h) b.counts[ix(h)] = static_cast<uint8_t>(bs().perHole);  // KB-1
    b.live = bs().allMask();
    pos_.round = 1;
    const KhutkaRules &R = game_->rules();
    if (R.firstPlayer == FirstPlayer::Random) {
        pos_.phase = Phase::Chance;
        pos_.toMove = static_cast<int8_t>(kChancePlayer);
        pos_.starter = -1;
        stall_.reset(stallKey(), bs().counters);
    } else {
        pos_.starter = pos_.toMove = static_cast<int8_t>(R.firstPlayer == FirstPlayer::South ? kSouth : kNorth);
        NullSink sink;
        startRound(sink, true);
    }
}

int KhutkaState::currentPlayer() const {
    switch (pos_.phase) {
    case Phase::Over: return kTerminalPlayer;
    case Phase::Chance: return kChancePlayer;
    default: return pos_.toMove;
    }
}

int KhutkaState::total(int seat) const { return pos_.board.store[ix(seat)] + pos_.reserve[ix(seat)]; }

std::array<int, 2> KhutkaState::scores() const { return {total(kSouth), total(kNorth)}; }

bool KhutkaState::hasLegalStart(int seat) const {
    const auto &b = pos_.board;
    for (int h = seat * bs().perRow; h < seat * bs().perRow + bs().perRow; ++h)
        if (b.isLive(h) && b.counts[ix(h)] > 0 && h != b.special) return true;
    return false;
}

kits::TurnParams KhutkaState::turnParams(int seat, int hole) const {
    kits::TurnParams p;
    p.mover = seat;
    p.start = hole;
    if (pos_.status == Status::FourOne) {
        const Kungidar k = game_->rules().kungidar;
        if (k == Kungidar::PerTurnFromStartHole) p.startFeeTo = pos_.kungidar;
        else if (k == Kungidar::LudiiInverted && seat == pos_.bhadar) p.segmentFeeTo = pos_.bhadar;
    }
    return p;
}

void KhutkaState::legalStarts(int seat, MoveList &out) const {
    const auto &b = pos_.board;
    const KhutkaRules &R = game_->rules();
    int largest = 0;
    for (int h = seat * bs().perRow; h < seat * bs().perRow + bs().perRow; ++h)
        if (b.isLive(h) && b.counts[ix(h)] > 0 && h != b.special) {  // KB-3, KB-6, KB-17d
            out.push(h);
            largest = std::max<int>(largest, b.counts[ix(h)]);
        }
    if (R.startHole == StartHole::NoSingletonIfLarger && largest >= 2) {
        int k = 0;
        for (int i = 0; i < out.size; ++i)
            if (b.counts[ix(out[i])] >= 2) out.moves[ix(k++)] = out[i];
        out.size = k;
    }
    if (R.relayLoop == kits::RelayLoopPolicy::ForbidStart && out.size > 1) {
        MoveList keep;
        for (int i = 0; i < out.size; ++i)
            if (!kits::relayLoops(R.sow, b, turnParams(seat, out[i]))) keep.push(out[i]);
        if (!keep.empty()) out = keep;  // if every start loops, all stay legal (G-1)
    }
}

void KhutkaState::legalMoves(MoveList &out) const {
    out.clear();
    switch (pos_.phase) {
    case Phase::Play:
        legalStarts(pos_.toMove, out);
        if (out.empty()) out.push(bs().passMove());  // KB-10 pass (other no_move values end the round first)
        return;
    case Phase::Fill:
        for (int h = pos_.toMove * bs().perRow; h < pos_.toMove * bs().perRow + bs().perRow; ++h)
            if (pos_.fillMask[ix(pos_.toMove)] & bit(h)) out.push(bs().fillBase() + h);
        return;
    case Phase::Bha: {
        const int first = pos_.bhadar * bs().perRow;
        out.push(bs().bhaBase() + first);
        if (bs().perRow > 1) out.push(bs().bhaBase() + first + bs().perRow - 1);  // one end hole only on a one-hole row
        return;
    }
    default: return;
    }
}

void KhutkaState::chanceOutcomes(ChanceList &out) const {
    out.clear();
    if (pos_.phase != Phase::Chance) return;
    out.push(kSouth, 0.5);
    out.push(kNorth, 0.5);
}

kits::StallKey KhutkaState::stallKey() const {
    // Exact within a round (see kits::BoardSize::stallKey): 6 bits per hole and the mover at bit
    // 60 on the historical board.
    return bs().stallKey(pos_.board, pos_.toMove);
}

std::string KhutkaState::roundConfiguration() const {
    // Live holes per player, the Bhadar/Kungidar statuses and the bha: what a refill decided.
    const auto &b = pos_.board;
    std::string out;
    for (int seat = 0; seat < 2; ++seat) {
        out += std::string(seat ? " | " : "") + (seat ? "N" : "S") + " live:";
        int n = 0;
        for (int h = seat * bs().perRow; h < seat * bs().perRow + bs().perRow; ++h)
            if (b.isLive(h)) {
                out += " " + holeName(h);
                ++n;
            }
        if (n == 0) out += " none";
    }
    if (pos_.status == Status::FourOne)
        out += std::string(" | Bhadar ") + seatName(pos_.bhadar) + ", Kungidar " + seatName(pos_.kungidar);
    if (pos_.status == Status::ThreeTwo) {
        out += std::string(" | Bhadar ") + seatName(pos_.bhadar);
        if (b.special >= 0) out += ", bha " + holeName(b.special);
    }
    return out;
}

uint64_t KhutkaState::roundSignature() const {
    // G-3: the position at which a round starts. At that moment every hole holds 0 or a full
    // group (counters_per_hole), so the live mask plus the mask of loaded holes give the board
    // exactly. A bha on a dead hole is inert, so its place is left out (random players choose
    // it at random, and a stuck match would otherwise not look periodic).
    const auto &b = pos_.board;
    const kits::BoardSize &S = bs();
    uint64_t loaded = 0, odd = 0;
    for (int h = 0; h < bs().holes; ++h) {
        if (b.counts[ix(h)] != 0) loaded |= bit(h);
        if (b.counts[ix(h)] != 0 && b.counts[ix(h)] != S.perHole) odd = 1;
    }
    kits::SignatureBits s(S.keyBits);
    s.put(static_cast<uint64_t>(pos_.reserve[0]), S.keyBits);
    s.put(static_cast<uint64_t>(pos_.reserve[1]), S.keyBits);
    s.put(static_cast<uint64_t>(b.store[0]), S.keyBits);
    s.put(static_cast<uint64_t>(b.store[1]), S.keyBits);
    s.put(b.live, S.holes);
    s.put(loaded, S.holes);
    s.put(static_cast<uint64_t>(pos_.status), 2);
    s.put(static_cast<uint64_t>(pos_.bhadar + 1), 2);
    s.put(static_cast<uint64_t>(pos_.kungidar + 1), 2);
    s.put(static_cast<uint64_t>(b.special >= 0 && b.isLive(b.special) ? b.special + 1 : 0), S.specialBits());
    s.put(static_cast<uint64_t>(pos_.twoOwed), 1);
    s.put(static_cast<uint64_t>(pos_.kungidarOwed), 1);
    s.put(static_cast<uint64_t>(pos_.starter & 1), 1);
    s.put(odd, 1);
    uint64_t sig = s.value();
    if (odd)  // cannot happen by construction; keep the signature a function of the board anyway
        for (int h = 0; h < bs().holes; ++h) sig = sig * 0x100000001b3ULL ^ b.counts[ix(h)];
    return sig;
}

void KhutkaState::restartRoundGuards() { stall_.reset(stallKey(), pos_.board.onBoard(bs().holes)); }

void KhutkaState::terminate(EndReason reason, Result result) {
    pos_.phase = Phase::Over;
    pos_.toMove = static_cast<int8_t>(kTerminalPlayer);
    pos_.endReason = reason;
    pos_.result = result;
}

void KhutkaState::returnBoardToReserves() {
    auto &b = pos_.board;
    for (int h = 0; h < bs().holes; ++h) {
        pos_.reserve[ix(rowOwner(h))] = static_cast<int16_t>(pos_.reserve[ix(rowOwner(h))] + b.counts[ix(h)]);
        b.counts[ix(h)] = 0;
    }
}

// Moves up to n counters from one player's holdings off the board (store first) to the other's reserve.
void KhutkaState::giveFromTotal(int from, int to, int n) {
    auto &b = pos_.board;
    const int fromStore = std::min<int>(n, b.store[ix(from)]);
    b.store[ix(from)] = static_cast<int16_t>(b.store[ix(from)] - fromStore);
    const int fromReserve = std::min<int>(n - fromStore, pos_.reserve[ix(from)]);
    pos_.reserve[ix(from)] = static_cast<int16_t>(pos_.reserve[ix(from)] - fromReserve);
    pos_.reserve[ix(to)] = static_cast<int16_t>(pos_.reserve[ix(to)] + fromStore + fromReserve);
}

bool KhutkaState::ludiiCapReached() const {
    return game_->rules().ludiiQuirks && (ludiiTurns_ >= kLudiiTurnLimit || ludiiMoves_ >= kLudiiMoveLimit);
}

// ---------------------------------------------------------------------------------------------
// Moves

void KhutkaState::apply(Move move, Trace *trace) {
    if (trace) {
        TraceSink sink(trace);
        applyImpl(move, sink);
    } else {
        NullSink sink;
        applyImpl(move, sink);
    }
}

template <class Sink>
void KhutkaState::applyImpl(Move move, Sink &sink) {
    switch (pos_.phase) {
    case Phase::Chance: {
        pos_.starter = pos_.toMove = static_cast<int8_t>(move == kNorth ? kNorth : kSouth);
        if constexpr (Sink::kActive)
            sink.step(StepKind::Note, pos_.starter, -1, 0, move == kNorth ? "chance: North starts" : "chance: South starts");
        const RoundEndCause c = startRound(sink, true);
        if (c != RoundEndCause::None) resolveRoundEnd(c, sink);
        return;
    }
    case Phase::Play:
        ++progress_.turns;
        if (move == bs().passMove()) {
            sink.step(StepKind::Pass, pos_.toMove, -1, 0, "nothing to sow");
            pos_.lastMover = pos_.toMove;
            pos_.toMove = static_cast<int8_t>(other(pos_.toMove));
            ++ludiiTurns_;
            ++ludiiMoves_;
            afterTurn(sink);
            return;
        }
        sowTurn(move, sink);
        return;
    case Phase::Fill: {
        ++progress_.turns;
        const int seat = pos_.toMove;
        place(seat, move - bs().fillBase(), sink);
        --pos_.fillLeft[ix(seat)];
        autoFill(seat, sink);
        pos_.toMove = static_cast<int8_t>(pos_.fillLeft[ix(other(seat))] > 0 ? other(seat) : seat);
        const RoundEndCause c = continueBetweenRounds(sink);
        if (c != RoundEndCause::None) resolveRoundEnd(c, sink);
        return;
    }
    case Phase::Bha: {
        ++progress_.turns;
        chooseBha(move - bs().bhaBase(), sink);
        const RoundEndCause c = startRound(sink, false);
        if (c != RoundEndCause::None) resolveRoundEnd(c, sink);
        return;
    }
    case Phase::Over: return;
    }
}

template <class Sink>
void KhutkaState::sowTurn(int hole, Sink &sink) {
    const KhutkaRules &R = game_->rules();
    const int mover = pos_.toMove;
    pos_.lastStart = static_cast<int8_t>(hole);
    pos_.lastMover = static_cast<int8_t>(mover);
    const kits::TurnOutcome out = kits::playTurn(R.sow, pos_.board, turnParams(mover, hole), sink);
    progress_.laps += out.laps;
    progress_.captures += out.captureEvents;
    if (out.lastCapturer >= 0) pos_.lastCapturer = static_cast<int8_t>(out.lastCapturer);
    ++ludiiTurns_;
    ludiiMoves_ += static_cast<int32_t>(std::min<int64_t>(std::max<int64_t>(1, out.laps), kLudiiMoveLimit)) +
                   (out.redirectDeadEnd ? 1 : 0);
    if (out.status == kits::TurnStatus::RelayLoop) {
        sink.step(StepKind::Note, mover, hole, static_cast<int>(out.loopLength), "perpetual relay (G-1)");
        terminate(EndReason::RelayLoop, Result::Undecided);
        return;
    }
    if (out.status == kits::TurnStatus::LapCap) {
        sink.step(StepKind::Note, mover, hole, static_cast<int>(out.laps), "relay lap cap (G-1)");
        terminate(EndReason::CapReached, Result::Undecided);
        return;
    }
    if (out.stoppedAtRepeat)
        sink.step(StepKind::Note, mover, -1, static_cast<int>(out.loopLength), "relay repeated a state: the move stops");
    pos_.toMove = static_cast<int8_t>(other(mover));
    afterTurn(sink);
}

template <class Sink>
void KhutkaState::afterTurn(Sink &sink) {
    const KhutkaRules &R = game_->rules();
    const int onBoard = pos_.board.onBoard(bs().holes);
    RoundEndCause cause = RoundEndCause::None;
    if (onBoard == 0) {
        cause = RoundEndCause::BoardEmpty;
    } else if (R.roundEnd == RoundEnd::OneLeft && onBoard == 1) {
        cause = RoundEndCause::OneLeft;
    } else if (R.noMove != NoMove::Pass && !hasLegalStart(pos_.toMove)) {
        cause = RoundEndCause::NoMove;
    } else {
        const auto v = stall_.observe(stallKey(), onBoard, R.limits.repeatK, R.limits.noCaptureTurns);
        if (v != kits::StallDetector::Verdict::None)
            cause = R.roundEnd == RoundEnd::NoFurtherCapture ? RoundEndCause::StallRule : RoundEndCause::StallGuard;
    }
    if (cause == RoundEndCause::None) {
        if (ludiiCapReached()) terminate(EndReason::CapReached, Result::Undecided);
        return;
    }
    resolveRoundEnd(cause, sink);
}

// ---------------------------------------------------------------------------------------------
// Rounds

template <class Sink>
void KhutkaState::resolveRoundEnd(RoundEndCause cause, Sink &sink) {
    // A round can end the moment it starts (the starter has nothing to sow), so loop rather
    // than recurse; the round cap bounds the loop.
    while (cause != RoundEndCause::None) {
        if (!endRound(cause, sink)) return;
        beginRefill(sink);
        cause = continueBetweenRounds(sink);
    }
}

template <class Sink>
bool KhutkaState::endRound(RoundEndCause cause, Sink &sink) {
    const KhutkaRules &R = game_->rules();
    Position &p = pos_;
    auto &b = p.board;
    auto takeHole = [&](int h, int seat, const char *why) {
        const int n = b.counts[ix(h)];
        if (n == 0) return;
        b.counts[ix(h)] = 0;
        b.store[ix(seat)] = static_cast<int16_t>(b.store[ix(seat)] + n);
        sink.capture(seat, h, n, why);
    };
    // KB-17c: whatever lies in the bha is the Bhadar's.
    if (b.special >= 0) takeHole(b.special, b.specialOwner, "bha at round end");
    switch (cause) {
    case RoundEndCause::BoardEmpty: break;
    case RoundEndCause::OneLeft:  // KB-11 one_left: the last counter goes to its row owner
        for (int h = 0; h < bs().holes; ++h) takeHole(h, rowOwner(h), "last counter");
        break;
    case RoundEndCause::NoMove:  // KB-10
        for (int h = 0; h < bs().holes; ++h)
            takeHole(h, R.noMove == NoMove::OpponentTakesAll ? other(p.toMove) : rowOwner(h),
                     R.noMove == NoMove::OpponentTakesAll ? "opponent takes all" : "own row");
        break;
    case RoundEndCause::StallRule:
    case RoundEndCause::StallGuard:
        switch (R.leftover) {  // KB-11 leftover
        case Leftover::RowOwner:
            for (int h = 0; h < bs().holes; ++h) takeHole(h, rowOwner(h), "leftover");
            break;
        case Leftover::LastCapturer:
            for (int h = 0; h < bs().holes; ++h)
                takeHole(h, p.lastCapturer >= 0 ? p.lastCapturer : rowOwner(h), "leftover");
            break;
        case Leftover::SplitEvenly: {
            int inRow[2] = {0, 0};
            for (int h = 0; h < bs().holes; ++h) inRow[rowOwner(h)] += b.counts[ix(h)];
            const int n = inRow[0] + inRow[1];
            int share[2] = {n / 2, n / 2};
            if (n % 2) {
                const int odd = inRow[0] > inRow[1] ? kSouth : inRow[1] > inRow[0] ? kNorth : p.toMove;
                ++share[odd];
            }
            for (int h = 0; h < bs().holes; ++h) b.counts[ix(h)] = 0;
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
    if (p.twoOwed) giveFromTotal(p.bhadar, other(p.bhadar), 2);          // KB-17e
    if (p.kungidarOwed) giveFromTotal(p.bhadar, p.kungidar, 1);          // KB-16c per_round, deferred
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
    p.twoOwed = p.kungidarOwed = false;
    b.special = b.specialOwner = -1;

    const int t0 = p.reserve[0], t1 = p.reserve[1];
    if (cause == RoundEndCause::StallGuard) {
        if (R.stall == StallPolicy::Undecided) {
            terminate(EndReason::RoundStalled, Result::Undecided);
            return false;
        }
        ++stalledRounds_;
    }
    switch (R.matchEnd) {
    case MatchEnd::FixedRounds:
        if (p.round >= R.rounds) {
            terminate(EndReason::Finished, byTotals(t0, t1));
            return false;
        }
        break;
    case MatchEnd::AllCounters:
    case MatchEnd::LudiiZero:
        if (t0 == 0 || t1 == 0) {
            terminate(EndReason::Finished, byTotals(t0, t1));
            return false;
        }
        break;
    case MatchEnd::CannotFill: break;  // decided after the refill
    }
    // G-3 round cap. A fixed_rounds match is finite by its rule, so the cap never cuts it short.
    const int cap = R.matchEnd == MatchEnd::FixedRounds ? std::max(R.limits.maxRounds, R.rounds) : R.limits.maxRounds;
    if (p.round >= cap) {
        terminate(EndReason::MatchCycle, Result::Undecided);
        return false;
    }
    return true;
}

template <class Sink>
void KhutkaState::place(int seat, int hole, Sink &sink) {
    auto &b = pos_.board;
    const int n = bs().perHole;
    b.counts[ix(hole)] = static_cast<uint8_t>(n);
    b.live |= bit(hole);
    pos_.reserve[ix(seat)] = static_cast<int16_t>(pos_.reserve[ix(seat)] - n);
    pos_.fillMask[ix(seat)] &= static_cast<uint16_t>(~bit(hole));
    sink.step(StepKind::Round, seat, hole, n, "fill");
}

template <class Sink>
void KhutkaState::autoFill(int seat, Sink &sink) {
    // When the remaining groups must go into every remaining hole there is no choice to make.
    const int left = pos_.fillLeft[ix(seat)];
    if (left <= 0 || left < std::popcount(pos_.fillMask[ix(seat)])) return;
    for (int h : orderFor(FillOrder::FromOwnLeft, seat, bs()))
        if (pos_.fillMask[ix(seat)] & bit(h)) place(seat, h, sink);
    pos_.fillLeft[ix(seat)] = 0;
}

// KB-13 .. KB-18: everything between two rounds that needs no decision.
template <class Sink>
void KhutkaState::beginRefill(Sink &sink) {
    const KhutkaRules &R = game_->rules();
    Position &p = pos_;
    auto &b = p.board;
    const int G = bs().perHole;  // a group: five on the historical board
    const uint16_t oldLive = b.live;
    b.live = 0;  // every hole is empty now; the refill decides which come back (KB-15)
    const int T[2] = {p.reserve[0], p.reserve[1]};
    uint16_t eligible[2];
    int groups[2], slots[2];
    for (int s = 0; s < 2; ++s) eligible[s] = rowMask(s) & (R.revive ? bs().allMask() : oldLive);

    if (R.refill != Refill::DiffLiteral) {
        for (int s = 0; s < 2; ++s) slots[s] = groups[s] = std::min(std::popcount(eligible[s]), T[s] / G);
    } else {
        // S0/S1: one hole lost per full five in the difference; further fives go to the winner.
        int lost[2] = {0, 0};
        const int W = T[0] >= T[1] ? 0 : 1, L = other(W);
        if (T[W] != T[L]) lost[L] = std::min(bs().perRow, (T[W] - T[L]) / G);
        for (int s = 0; s < 2; ++s) {
            slots[s] = std::min(std::popcount(eligible[s]), bs().perRow - lost[s]);
            groups[s] = std::min(slots[s], T[s] / G);
        }
        const int fives = T[L] / G - groups[L];
        if (T[W] != T[L] && fives > 0) {
            p.reserve[ix(L)] = static_cast<int16_t>(p.reserve[ix(L)] - G * fives);
            p.reserve[ix(W)] = static_cast<int16_t>(p.reserve[ix(W)] + G * fives);
            sink.step(StepKind::Round, W, -1, G * fives, G == 5 ? "fives to the winner" : "groups to the winner");
        }
    }
    int hand[2];
    for (int s = 0; s < 2; ++s) hand[s] = p.reserve[ix(s)] - G * groups[s];

    // KB-16 / KB-17: the remainders.
    p.status = Status::None;
    p.bhadar = p.kungidar = -1;
    if (R.remainderTrigger == RemainderTrigger::Always) {
        // 4+1: one remainder is a single counter short of a group; 3+2: two short. On other
        // boards the same test reads the remainders as "one short" and "two short" of a group.
        const int r0 = T[0] % G, r1 = T[1] % G;
        const int small = std::min(r0, r1), big = std::max(r0, r1);
        if (r0 + r1 == G && small == 1 && big > 1) {
            p.status = Status::FourOne;
            p.bhadar = static_cast<int8_t>(r0 == big ? kSouth : kNorth);
        } else if (r0 + r1 == G && small == 2 && big > 2) {
            p.status = Status::ThreeTwo;
            p.bhadar = static_cast<int8_t>(r0 == big ? kSouth : kNorth);
        }
    } else if (std::abs(hand[0] - hand[1]) < G) {  // Ludii: hands after filling, in its order of tests
        if (hand[0] == 1) p.status = Status::FourOne, p.bhadar = kNorth;
        else if (hand[1] == 1) p.status = Status::FourOne, p.bhadar = kSouth;
        else if (hand[1] == 2) p.status = Status::ThreeTwo, p.bhadar = kSouth;
        else if (hand[0] == 2) p.status = Status::ThreeTwo, p.bhadar = kNorth;
    }
    const bool pooledInPlay = R.refill != Refill::Fill && R.pooledFive == PooledFive::FillExtraHole;
    if (p.status == Status::FourOne) {
        p.kungidar = static_cast<int8_t>(other(p.bhadar));
        giveFromTotal(p.kungidar, p.bhadar, 1);  // KB-16a: the 1 goes to the Bhadar
        hand[p.kungidar] -= 1;
        hand[p.bhadar] += 1;
        sink.step(StepKind::Note, p.kungidar, -1, 1, "Kungidar gives 1 to the Bhadar");
        if (pooledInPlay && hand[p.bhadar] >= G) {
            const int bh = p.bhadar;
            const bool room = R.refill == Refill::FillPool ? std::popcount(eligible[bh]) > groups[bh] : slots[bh] > groups[bh];
            if (room) {
                ++groups[bh];
                slots[bh] = std::max(slots[bh], groups[bh]);
                hand[bh] -= G;
            }
        }
    } else if (p.status == Status::ThreeTwo && R.twoTransfer == TwoTransfer::TransferAndReturn) {
        giveFromTotal(other(p.bhadar), p.bhadar, 2);  // KB-17a
        hand[other(p.bhadar)] -= 2;
        hand[p.bhadar] += 2;
        p.twoOwed = true;
        sink.step(StepKind::Note, other(p.bhadar), -1, 2, "2 go to the Bhadar");
    }

    // Who moves in Ludii's between-round phases: fills alternate from the player after the
    // round's last mover; the phase ends at two passes in a row, the next player decides, and
    // the player after him starts sowing (catalogue KB-17b, KB-18 ludii_*).
    const int m = p.lastMover >= 0 ? other(p.lastMover) : other(std::max<int>(0, p.starter));
    const int fm = groups[m], fo = groups[other(m)];
    const int lastPasser = fm > fo ? m : other(m);
    const int phaseTurns = std::max(2 * fm, 2 * fo + 1) + 1;
    ludiiTurns_ += phaseTurns + 1;
    ludiiMoves_ += phaseTurns + 1;

    const int t0 = p.lastRoundTotals[0], t1 = p.lastRoundTotals[1];
    switch (R.roundStarter) {
    case RoundStarter::Alternate: p.nextStarter = static_cast<int8_t>(other(p.starter)); break;
    case RoundStarter::RoundLoser:
        p.nextStarter = static_cast<int8_t>(t0 < t1 ? kSouth : t1 < t0 ? kNorth : other(p.starter));
        break;
    case RoundStarter::RoundWinner:
        p.nextStarter = static_cast<int8_t>(t0 > t1 ? kSouth : t1 > t0 ? kNorth : other(p.starter));
        break;
    case RoundStarter::LudiiIncidental: p.nextStarter = static_cast<int8_t>(lastPasser); break;
    }
    p.bhaChooser = -1;
    if (p.status == Status::ThreeTwo)
        p.bhaChooser = static_cast<int8_t>(R.bhaChooser == BhaChooser::Bhadar ? p.bhadar : other(lastPasser));

    // Placement (KB-14).
    for (int s = 0; s < 2; ++s) {
        p.fillMask[ix(s)] = eligible[s];
        p.extraLive[ix(s)] = static_cast<int8_t>(slots[s] - groups[s]);
        p.fillLeft[ix(s)] = 0;
        if (R.fillOrder != FillOrder::PlayerChoice) {
            int left = groups[s];
            for (int h : orderFor(R.fillOrder, s, bs()))
                if (left > 0 && (eligible[s] & bit(h))) {
                    place(s, h, sink);
                    --left;
                }
        } else {
            p.fillLeft[ix(s)] = static_cast<int8_t>(groups[s]);
            autoFill(s, sink);
        }
    }
    if (p.fillLeft[0] > 0 || p.fillLeft[1] > 0) p.toMove = static_cast<int8_t>(p.fillLeft[ix(m)] > 0 ? m : other(m));
}

template <class Sink>
RoundEndCause KhutkaState::continueBetweenRounds(Sink &sink) {
    Position &p = pos_;
    if (p.fillLeft[0] > 0 || p.fillLeft[1] > 0) {
        p.phase = Phase::Fill;
        return RoundEndCause::None;
    }
    // diff_literal: holes that stay live although nobody could fill them (x = 1, 2).
    const KhutkaRules &R = game_->rules();
    for (int s = 0; s < 2; ++s) {
        int k = p.extraLive[ix(s)];
        for (int h : orderFor(R.fillOrder, s, bs()))
            if (k > 0 && (p.fillMask[ix(s)] & bit(h))) {
                p.board.live |= bit(h);
                p.fillMask[ix(s)] &= static_cast<uint16_t>(~bit(h));
                --k;
            }
        p.extraLive[ix(s)] = 0;
    }
    if (p.status == Status::ThreeTwo) {
        p.phase = Phase::Bha;
        p.toMove = p.bhaChooser;
        return RoundEndCause::None;
    }
    return startRound(sink, false);
}

template <class Sink>
void KhutkaState::chooseBha(int hole, Sink &sink) {
    const KhutkaRules &R = game_->rules();
    Position &p = pos_;
    auto &b = p.board;
    const int bh = p.bhadar;
    b.special = static_cast<int8_t>(hole);
    b.specialOwner = static_cast<int8_t>(bh);
    sink.step(StepKind::Note, p.toMove, hole, 0, "bha chosen");
    // KB-17b: the pooled five (3 + the 2 paid) go into the bha if it is empty.
    if (R.refill == Refill::Fill || R.pooledFive != PooledFive::FillExtraHole || !p.twoOwed || p.reserve[ix(bh)] < bs().perHole)
        return;
    int target = -1;
    if (R.refill == Refill::FillPool) {
        if (b.counts[ix(hole)] == 0 && (p.fillMask[ix(bh)] & bit(hole))) target = hole;
    } else {  // diff_literal: a live hole the Bhadar could not fill, the bha first
        if (b.isLive(hole) && b.counts[ix(hole)] == 0) target = hole;
        else
            for (int h : orderFor(R.fillOrder, bh, bs()))
                if (target < 0 && b.isLive(h) && b.counts[ix(h)] == 0) target = h;
    }
    if (target >= 0) place(bh, target, sink);
}

template <class Sink>
RoundEndCause KhutkaState::startRound(Sink &sink, bool first) {
    const KhutkaRules &R = game_->rules();
    Position &p = pos_;
    auto &b = p.board;
    if (!first) {
        // KB-17c on_drop: counters already in the bha are the Bhadar's at once.
        if (b.special >= 0 && R.sow.special == kits::SpecialHoleMode::OnDrop && b.counts[ix(b.special)] > 0) {
            const int n = b.counts[ix(b.special)];
            b.counts[ix(b.special)] = 0;
            b.store[ix(b.specialOwner)] = static_cast<int16_t>(b.store[ix(b.specialOwner)] + n);
            sink.capture(b.specialOwner, b.special, n, "bha");
        }
        // KB-16c per_round: one counter from the Bhadar to the Kungidar now, or at the round's end.
        if (p.status == Status::FourOne && R.kungidar == Kungidar::PerRound) {
            if (p.reserve[ix(p.bhadar)] > 0) {
                --p.reserve[ix(p.bhadar)];
                ++p.reserve[ix(p.kungidar)];
                sink.step(StepKind::Note, p.bhadar, -1, 1, "Bhadar pays 1 to the Kungidar");
            } else {
                p.kungidarOwed = true;
            }
        }
        // KB-19: the ends decided after the refill.
        const bool southLive = (b.live & rowMask(kSouth)) != 0, northLive = (b.live & rowMask(kNorth)) != 0;
        if (R.matchEnd == MatchEnd::CannotFill && (!southLive || !northLive)) {
            returnBoardToReserves();
            const Result r = !southLive && !northLive ? byTotals(total(0), total(1)) : southLive ? Result::Win0 : Result::Win1;
            terminate(EndReason::Finished, r);
            return RoundEndCause::None;
        }
        if (R.matchEnd == MatchEnd::AllCounters) {
            int held[2] = {total(0), total(1)};
            for (int h = 0; h < bs().holes; ++h) held[rowOwner(h)] += b.counts[ix(h)];
            if (held[0] == 0 || held[1] == 0) {
                returnBoardToReserves();
                terminate(EndReason::Finished, byTotals(held[0], held[1]));
                return RoundEndCause::None;
            }
        }
        p.starter = p.nextStarter;
    }
    p.toMove = p.starter;
    p.phase = Phase::Play;
    p.lastCapturer = -1;
    // G-3: round starts that repeat with a fixed period repeat_k times in a row mean the match
    // is going round in circles (see kits::RoundLog).
    // Not under fixed_rounds, whose matches end by their rule however their rounds repeat.
    roundLog_.record(roundSignature());
    if (!first && R.matchEnd != MatchEnd::FixedRounds && R.limits.repeatK > 0 &&
        roundLog_.repeatingPeriod(R.limits.repeatK, kMatchCyclePeriod) > 0) {
        returnBoardToReserves();
        terminate(EndReason::MatchCycle, Result::Undecided);
        return RoundEndCause::None;
    }
    if (!first) ++p.round;
    progress_.rounds = p.round;
    if constexpr (Sink::kActive) {
        const std::string text = "round " + std::to_string(p.round) + " begins, " + seatName(p.starter) + " starts";
        sink.step(StepKind::Round, p.starter, -1, p.round, text.c_str());
    }
    if (ludiiCapReached()) {
        returnBoardToReserves();
        terminate(EndReason::CapReached, Result::Undecided);
        return RoundEndCause::None;
    }
    stall_.reset(stallKey(), b.onBoard(bs().holes));
    if (R.noMove != NoMove::Pass && !hasLegalStart(p.toMove)) return RoundEndCause::NoMove;
    return RoundEndCause::None;
}

// ---------------------------------------------------------------------------------------------
// Keys, text, views

void KhutkaState::appendKey(std::string &out) const {
    // Everything the rules depend on, nothing of the guards' bookkeeping or the counters of
    // progress (the round number only under fixed_rounds, where it decides the end).
    const auto &b = pos_.board;
    auto put = [&](int v) { out.push_back(static_cast<char>(v)); };
    for (int h = 0; h < bs().holes; ++h) put(b.counts[ix(h)]);
    put(b.live & 0xFF);
    put(b.live >> 8);
    put(b.store[0]);
    put(b.store[1]);
    put(b.special);
    put(pos_.reserve[0]);
    put(pos_.reserve[1]);
    put(static_cast<int>(pos_.phase));
    put(pos_.toMove);
    put(pos_.starter);
    put(static_cast<int>(pos_.status) | (pos_.bhadar + 1) << 2 | (pos_.kungidar + 1) << 4 | pos_.twoOwed << 6 |
        pos_.kungidarOwed << 7);
    if (pos_.phase == Phase::Fill || pos_.phase == Phase::Bha) {
        put(pos_.fillLeft[0]);
        put(pos_.fillLeft[1]);
        put(pos_.fillMask[0] & 0xFF);
        put(pos_.fillMask[0] >> 8);
        put(pos_.fillMask[1] & 0xFF);
        put(pos_.fillMask[1] >> 8);
        put(pos_.extraLive[0]);
        put(pos_.extraLive[1]);
        put(pos_.bhaChooser);
        put(pos_.nextStarter);
    }
    const KhutkaRules &R = game_->rules();
    if (R.leftover == Leftover::LastCapturer) put(pos_.lastCapturer);
    if (R.roundStarter == RoundStarter::LudiiIncidental || R.bhaChooser == BhaChooser::LudiiMover) put(pos_.lastMover);
    if (R.matchEnd == MatchEnd::FixedRounds) {
        put(pos_.round & 0xFF);
        put(pos_.round >> 8);
    }
    put(static_cast<int>(pos_.endReason));
    put(static_cast<int>(pos_.result));
}

std::string KhutkaState::serialize() const {
    const auto &b = pos_.board;
    std::ostringstream os;
    os << "khutka-boia/1 counts=";
    for (int h = 0; h < bs().holes; ++h) os << (h ? "," : "") << int(b.counts[ix(h)]);
    os << " live=" << b.live << " store=" << b.store[0] << ',' << b.store[1] << " bha=" << int(b.special) << ','
       << int(b.specialOwner) << " reserve=" << pos_.reserve[0] << ',' << pos_.reserve[1]
       << " phase=" << int(pos_.phase) << " move=" << int(pos_.toMove) << " round=" << pos_.round
       << " starter=" << int(pos_.starter) << " status=" << int(pos_.status) << ',' << int(pos_.bhadar) << ','
       << int(pos_.kungidar) << ',' << int(pos_.twoOwed) << ',' << int(pos_.kungidarOwed)
       << " fill=" << int(pos_.fillLeft[0]) << ',' << int(pos_.fillLeft[1]) << ',' << pos_.fillMask[0] << ','
       << pos_.fillMask[1] << ',' << int(pos_.extraLive[0]) << ',' << int(pos_.extraLive[1]) << ','
       << int(pos_.bhaChooser) << ',' << int(pos_.nextStarter) << " last=" << int(pos_.lastMover) << ','
       << int(pos_.lastCapturer) << ',' << int(pos_.lastStart) << ',' << pos_.lastRoundTotals[0] << ','
       << pos_.lastRoundTotals[1] << ',' << int(pos_.lastRoundEnd) << " end=" << int(pos_.endReason) << ','
       << int(pos_.result) << " progress=" << progress_.turns << ',' << progress_.laps << ',' << progress_.rounds
       << ',' << progress_.captures << " guards=" << stalledRounds_ << ',' << ludiiTurns_ << ',' << ludiiMoves_
       << " stall=" << stall_.toText() << " rounds=" << roundLog_.toText();
    return os.str();
}


bool KhutkaState::parse(std::string_view text, std::string &error) {
    kits::StateText st;
    if (!st.parse(text, "khutka-boia", "khutka-boia/1", error)) return false;
    std::vector<long long> v;
    auto get = [&](const char *name, size_t minCount) { return st.ints(name, minCount, v, error); };
    Position p;
    auto &b = p.board;
    if (!get("counts", bs().holes)) return false;
    if (v.size() != static_cast<size_t>(bs().holes))
        return error = "khutka-boia state: field 'counts' has " + std::to_string(v.size()) + " values for a board of " +
                       std::to_string(bs().holes) + " holes", false;
    for (int h = 0; h < bs().holes; ++h) {
        if (v[ix(h)] < 0 || v[ix(h)] > bs().counters) return error = "khutka-boia state: bad hole count", false;
        b.counts[ix(h)] = static_cast<uint8_t>(v[ix(h)]);
    }
    if (!get("live", 1)) return false;
    b.live = static_cast<uint16_t>(v[0] & bs().allMask());
    if (!get("store", 2)) return false;
    b.store = {static_cast<int16_t>(v[0]), static_cast<int16_t>(v[1])};
    if (!get("bha", 2)) return false;
    b.special = static_cast<int8_t>(v[0]);
    b.specialOwner = static_cast<int8_t>(v[1]);
    if (!get("reserve", 2)) return false;
    p.reserve = {static_cast<int16_t>(v[0]), static_cast<int16_t>(v[1])};
    if (!get("phase", 1)) return false;
    if (v[0] < 0 || v[0] > static_cast<int>(Phase::Over)) return error = "khutka-boia state: bad phase", false;
    p.phase = static_cast<Phase>(v[0]);
    if (!get("move", 1)) return false;
    p.toMove = static_cast<int8_t>(v[0]);
    if (!get("round", 1)) return false;
    p.round = static_cast<int16_t>(v[0]);
    if (!get("starter", 1)) return false;
    p.starter = static_cast<int8_t>(v[0]);
    if (!get("status", 5)) return false;
    if (v[0] < 0 || v[0] > 2) return error = "khutka-boia state: bad status", false;
    p.status = static_cast<Status>(v[0]);
    p.bhadar = static_cast<int8_t>(v[1]);
    p.kungidar = static_cast<int8_t>(v[2]);
    p.twoOwed = v[3] != 0;
    p.kungidarOwed = v[4] != 0;
    if (!get("fill", 8)) return false;
    p.fillLeft = {static_cast<int8_t>(v[0]), static_cast<int8_t>(v[1])};
    p.fillMask = {static_cast<uint16_t>(v[2]), static_cast<uint16_t>(v[3])};
    p.extraLive = {static_cast<int8_t>(v[4]), static_cast<int8_t>(v[5])};
    p.bhaChooser = static_cast<int8_t>(v[6]);
    p.nextStarter = static_cast<int8_t>(v[7]);
    if (!get("last", 6)) return false;
    p.lastMover = static_cast<int8_t>(v[0]);
    p.lastCapturer = static_cast<int8_t>(v[1]);
    p.lastStart = static_cast<int8_t>(v[2]);
    p.lastRoundTotals = {static_cast<int16_t>(v[3]), static_cast<int16_t>(v[4])};
    if (v[5] < 0 || v[5] > static_cast<int>(RoundEndCause::StallGuard)) return error = "khutka-boia state: bad round end", false;
    p.lastRoundEnd = static_cast<RoundEndCause>(v[5]);
    if (!get("end", 2)) return false;
    if (v[0] < 0 || v[0] >= kEndReasonCount || v[1] < 0 || v[1] > 4) return error = "khutka-boia state: bad end", false;
    p.endReason = static_cast<EndReason>(v[0]);
    p.result = static_cast<Result>(v[1]);
    if (!get("progress", 4)) return false;
    MatchProgress prog{v[0], v[1], static_cast<int32_t>(v[2]), v[3]};
    if (!get("guards", 3)) return false;
    const int stalled = static_cast<int>(v[0]), lt = static_cast<int>(v[1]), lm = static_cast<int>(v[2]);
    const std::string *stallText = st.field("stall");
    if (!stallText) return error = "khutka-boia state: field 'stall' is missing", false;
    kits::StallDetector stall;
    if (const std::string e = stall.fromText(*stallText); !e.empty())
        return error = "khutka-boia state: field 'stall' " + e, false;
    const std::string *roundsText = st.field("rounds");
    if (!roundsText) return error = "khutka-boia state: field 'rounds' is missing", false;
    kits::RoundLog log;
    if (const std::string e = log.fromText(*roundsText); !e.empty())
        return error = "khutka-boia state: field 'rounds' " + e, false;
    int sum = p.reserve[0] + p.reserve[1] + b.store[0] + b.store[1];
    for (int h = 0; h < bs().holes; ++h) sum += b.counts[ix(h)];
    if (sum != bs().counters) {
        error = "khutka-boia state: counters add up to " + std::to_string(sum) + ", not " + std::to_string(bs().counters);
        if (!bs().historical())
            error += " (the board of holes_per_row = " + std::to_string(bs().perRow) +
                     ", counters_per_hole = " + std::to_string(bs().perHole) + ")";
        return false;
    }
    pos_ = p;
    progress_ = prog;
    stalledRounds_ = stalled;
    ludiiTurns_ = lt;
    ludiiMoves_ = lm;
    stall_ = stall;
    roundLog_ = log;
    return true;
}

std::string KhutkaState::describeMove(Move move) const {
    const std::string who = seatName(pos_.toMove);
    switch (pos_.phase) {
    case Phase::Chance: return std::string("chance: ") + seatName(move == kNorth ? kNorth : kSouth) + " starts";
    case Phase::Play:
        if (move == bs().passMove()) return who + " passes (nothing to sow)";
        if (move >= 0 && move < bs().holes)
            return who + " sows " + holeName(move) + " (" + std::to_string(pos_.board.counts[ix(move)]) + ")";
        break;
    case Phase::Fill:
        if (move >= bs().fillBase() && move < bs().fillBase() + bs().holes)
            return who + " fills " + holeName(move - bs().fillBase()) + " with " + groupWord(bs().perHole);
        break;
    case Phase::Bha:
        if (move >= bs().bhaBase() && move < bs().bhaBase() + bs().holes) {
            if (pos_.toMove == pos_.bhadar) return who + " makes " + holeName(move - bs().bhaBase()) + " the bha";
            return who + " makes " + holeName(move - bs().bhaBase()) + " " + seatName(pos_.bhadar) + "'s bha";
        }
        break;
    case Phase::Over: break;
    }
    return "move " + std::to_string(move) + " (not legal here)";
}

BoardView KhutkaState::boardView() const {
    const auto &b = pos_.board;
    BoardView v;
    v.rows = 2;
    v.cols = bs().perRow;
    for (int h = 0; h < bs().holes; ++h) {
        BoardCell c;
        c.id = h;
        c.row = h >= bs().perRow ? 0 : 1;  // North drawn on top: h9 h8 h7 h6 h5, South below: h0 .. h4
        c.col = h >= bs().perRow ? bs().holes - 1 - h : h;  // variable columns: bs().perRow per row
        c.owner = rowOwner(h);
        c.count = b.counts[ix(h)];
        c.label = holeName(h);
        if (!b.isLive(h)) c.flags |= CellDead;
        if (h == b.special) c.flags |= CellSpecial;
        if (h == pos_.lastStart) c.flags |= CellStart;
        v.cells.push_back(std::move(c));
    }
    v.stores = {{"South store", kSouth, b.store[0]},
                {"North store", kNorth, b.store[1]},
                {"South reserve", kSouth, pos_.reserve[0]},
                {"North reserve", kNorth, pos_.reserve[1]}};
    BoardTrack track;
    track.label = "sowing order";
    for (int h = 0; h < bs().holes; ++h) track.cells.push_back(h);
    track.loop = true;
    v.tracks.push_back(track);
    v.notes.push_back("Round " + std::to_string(pos_.round));
    if (pos_.status == Status::FourOne)
        v.notes.push_back(std::string("Bhadar: ") + seatName(pos_.bhadar) + ", Kungidar: " + seatName(pos_.kungidar));
    if (pos_.status == Status::ThreeTwo) {
        std::string n = std::string("Bhadar: ") + seatName(pos_.bhadar);
        if (b.special >= 0) n += ", bha " + holeName(b.special);
        if (pos_.twoOwed) n += ", returns 2 at the round's end";
        v.notes.push_back(n);
    }
    if (pos_.lastRoundTotals[0] >= 0)
        v.notes.push_back("Last round ended (" + std::string(roundEndCauseText(pos_.lastRoundEnd)) + "): South " +
                          std::to_string(pos_.lastRoundTotals[0]) + ", North " + std::to_string(pos_.lastRoundTotals[1]));
    if (stalledRounds_ > 0) v.notes.push_back("Rounds ended by the stall guard: " + std::to_string(stalledRounds_));
    switch (pos_.phase) {
    case Phase::Chance: v.notes.push_back("Chance decides who starts"); break;
    case Phase::Fill:
        v.notes.push_back(std::string(seatName(pos_.toMove)) + " places a group of " + groupWord(bs().perHole));
        break;
    case Phase::Bha: v.notes.push_back(std::string(seatName(pos_.toMove)) + " chooses the bha"); break;
    case Phase::Over:
        v.notes.push_back(std::string("Match over: ") + resultKey(pos_.result) + " (" + endReasonKey(pos_.endReason) + ")");
        break;
    case Phase::Play: break;
    }
    v.toMove = pos_.phase == Phase::Over || pos_.phase == Phase::Chance ? -1 : pos_.toMove;
    return v;
}

// ---------------------------------------------------------------------------------------------
// Game

KhutkaGame::KhutkaGame(const Options &options, const KhutkaRules &rules)
    : info_(khutkaInfo()), options_(options), rules_(rules) {}

std::unique_ptr<State> KhutkaGame::newInitialState() const { return std::make_unique<KhutkaState>(this); }

std::unique_ptr<State> KhutkaGame::deserialize(std::string_view text, std::string &error) const {
    auto s = std::make_unique<KhutkaState>(this);
    if (!s->parse(text, error)) return nullptr;
    return s;
}

std::unique_ptr<Game> makeKhutkaGame(const Options &options, const Limits &limits, std::string &error) {
    KhutkaRules rules;
    if (!KhutkaRules::fromOptions(options, limits, rules, error)) return nullptr;
    return std::make_unique<KhutkaGame>(options, rules);
}

}  // namespace rulelab::khutka
