#include "sowing.h"
#include "sowing_plain_ring.h"

#include <bit>
#include <type_traits>

namespace rulelab::kits {

SowRules SowRules::twoRows(int perRow) {
    SowRules r;
    r.holes = 2 * perRow;
    for (int h = 0; h < r.holes; ++h) {
        r.owner[static_cast<size_t>(h)] = static_cast<int8_t>(h < perRow ? 0 : 1);
        r.opposite[static_cast<size_t>(h)] = static_cast<int8_t>(r.holes - 1 - h);
    }
    return r;
}

namespace {

// One turn's working set. Methods are small and inlined into the segment loop; the only
// per-counter work is the drop loop in segment().
// CW: the turn sows against the hole order (TurnParams::clockwise). A template parameter, so
// that the usual anticlockwise turn pays nothing for the choice.
template <class Sink, bool CW>
class Engine {
public:
    Engine(const SowRules &r, SowBoard &b, int mover, Sink &sink, TurnOutcome &out, int surplus = 0)
        : r_(r), b_(b), mover_(mover), sink_(sink), out_(out), surplus_(surplus) {}

    // The first segment: start-of-turn fee, segment fee, then the sowing. Returns the hole
    // the first relay lap lifts, or -1 when the turn ends.
    int firstSegment(const TurnParams &p) { return segment(p.start, p.startFeeTo, p.segmentFeeTo); }

    // Sows the hole h. feeA/feeB (seats, or -1) are each paid one counter from h first.
    int segment(int h, int feeA, int feeB) {
        if (!payFee(h, feeA) || !payFee(h, feeB)) return -1;
        ++out_.laps;
        int hand = b_.counts[idx(h)];
        sink_.lift(mover_, h, hand);
        const int origin = h, lifted = hand;
        // With only the origin live, a Skip sowing would have nowhere to go: include it then.
        const bool skipOrigin = r_.lapOrigin == LapOrigin::Skip && (b_.live & ~static_cast<uint16_t>(1u << origin)) != 0;
        const bool onDropSpecial = r_.special == SpecialHoleMode::OnDrop && b_.special >= 0;
        // Loop invariants in locals: the counts are bytes, whose stores may alias anything, so
        // fields read through r_, b_ or this would be reloaded after every drop.
        const int holes = r_.holes, special = b_.special, fourCount = r_.fourCount;
        const bool fourOnDrop = r_.four == FourTiming::OwnerOnDrop || r_.four == FourTiming::MoverOnDrop;
        const uint16_t live = static_cast<uint16_t>(b_.live & ~barredMask());  // the other's short hole is passed over
        int pos = h;
        int before = 0;  // counters in the last hole before the last drop (landing relay)
        const uint32_t ring = (1u << holes) - 1;
        if (!skipOrigin && !onDropSpecial && !fourOnDrop && (live & ring) == ring && hand > 0) {
            // Every hole takes the next counter: the board after the same drops as the general
            // loop below, in one step (SowBoard::sowRing). The hand goes q times round the ring,
            // and the k counters left fall into the k holes after the origin (before it, sowing
            // clockwise), the last one into L.
            const int q = hand >= holes ? hand / holes : 0;
            const int k = hand - q * holes;
            const int L = CW ? (pos - k < 0 ? pos - k + holes : pos - k) : (pos + k >= holes ? pos + k - holes : pos + k);
            const int run = CW ? L : (pos + 1 == holes ? 0 : pos + 1);
            if constexpr (!std::is_same_v<Sink, NullSink>) {
                for (int i = 0, p = pos; i < hand; ++i) {
                    p = step(p);
                    sink_.drop(p);
                }
            }
            // What L held before the last drop, from the board before the sowing (reading it back
            // after the vector store would wait for the store): with k > 0, L is the last of the
            // run, past the origin; with k = 0 it is the emptied origin, which the last lap fills.
            before = k > 0 ? b_.counts[idx(L)] + q : q - 1;
            b_.sowRing(origin, run, k, q, holes);
            pos = L;
            hand = 0;
        } else {
            b_.counts[idx(h)] = 0;
        }
        while (hand > 0) {
            if constexpr (CW) pos = pos == 0 ? holes - 1 : pos - 1;
            else pos = pos + 1 == holes ? 0 : pos + 1;  // step(pos), on the local copy of holes
            if (!((live >> pos) & 1u) || (skipOrigin && pos == origin)) continue;
            --hand;
            sink_.drop(pos);
            if (onDropSpecial && pos == special) {
                before = 0;
                take1(pos, b_.specialOwner);
                continue;
            }
            before = b_.counts[idx(pos)]++;
            if (fourOnDrop && before + 1 == fourCount && pos != special)
                take(pos, r_.four == FourTiming::OwnerOnDrop ? r_.owner[idx(pos)] : mover_, "four");
        }
        const int L = pos;
        out_.lastHole = L;

        // The relay / capture decision is taken on the board as the last drop left it.
        int relayHole = -1;
        const int n1 = adj(L);
        switch (r_.relay) {
        case RelayRule::None: endCapture(L, n1, before); break;
        case RelayRule::NextHole:
            if (occupied(n1)) {
                if (barredMask() >> n1 & 1u) out_.relayBlocked = true;  // the other's short hole: the turn ends
                else if (!reserved(n1)) relayHole = n1;                  // a relay into an accumulating bha ends the turn
            } else {
                endCapture(L, n1, before);
            }
            break;
        case RelayRule::LandingHole:
            // Under the sweep of the sown holes' fours (Ludii's Pallankuli), a landing hole the
            // last counter brings to four is not lifted, whether the sweep reaches it or not.
            if (before > 0 && b_.counts[idx(L)] > 0 && !reserved(L) &&
                !(r_.four == FourTiming::OwnerSownAfterSegment && b_.counts[idx(L)] == r_.fourCount))
                relayHole = L;
            else endCapture(L, n1, before);
            break;
        case RelayRule::CaptureNextResowLanding:
            if (occupied(n1)) {
                if (capturable(n1)) take(n1, mover_, "capture");
                if (b_.counts[idx(L)] > 0 && !reserved(L)) relayHole = L;
            } else {
                endCapture(L, n1, before);
            }
            break;
        case RelayRule::ResowLanding:
            if (occupied(n1) && !reserved(L)) relayHole = L;
            else endCapture(L, n1, before);
            break;
        }

        // After-segment sweeps come after the decision (Ludii's order, KB-9 / KB-17c).
        bool fired = false;
        if (r_.four == FourTiming::OwnerAfterSegment) {
            for (uint32_t m = fours(); m; m &= m - 1) {  // in hole order
                const int j = std::countr_zero(m);
                take(j, r_.owner[idx(j)], "four");
                fired = true;
            }
        }
        if (r_.four == FourTiming::OwnerSownAfterSegment) fired = sownFours(origin, lifted);
        if (surplus_ > 0 || (r_.special == SpecialHoleMode::ShortHole && b_.special >= 0)) [[unlikely]]
            fired = sownSurplus(origin, lifted) || fired;
        if (r_.special == SpecialHoleMode::AfterSegment && b_.special >= 0 && b_.counts[idx(b_.special)] > 0) {
            take(b_.special, b_.specialOwner, "bha");
            fired = true;
        }
        return detail::relayAfterSweeps(r_, b_, mover_, sink_, out_, relayHole, fired, reserved(r_.redirectHole));
    }

    void moverRowFour() {
        for (uint32_t m = fours(); m; m &= m - 1) {
            const int j = std::countr_zero(m);
            if (r_.owner[idx(j)] == mover_) take(j, mover_, "four");
        }
    }

private:
    static size_t idx(int h) { return static_cast<size_t>(h); }

    // The next hole in the turn's direction, and L+1 as the relay and capture tests see it
    // (adjacentHole() with the direction fixed at compile time).
    int step(int h) const {
        if constexpr (CW) return h == 0 ? r_.holes - 1 : h - 1;
        else return h + 1 == r_.holes ? 0 : h + 1;
    }
    int adj(int h) const {
        int j = step(h);
        if (r_.adjacency == DeadAdjacency::EmptyHole) return j;
        for (int i = 0; i < r_.holes; ++i, j = step(j))
            if (b_.isLive(j)) return j;
        return step(h);
    }
    // FourTiming::OwnerSownAfterSegment: the holes from `origin` to the hole `lifted` steps further
    // (every hole counted, at most once round), in sowing order, that hold fourCount go to their
    // row's owner. True when one did.
    bool sownFours(int origin, int lifted) {
        const int end = sownEnd(origin, lifted);
        const uint32_t four = fours();
        bool any = false;
        for (int j = origin;; j = step(j)) {
            if ((four >> j) & 1u) {
                take(j, r_.owner[idx(j)], "four");
                any = true;
            }
            if (j == end) return any;
        }
    }
    // The last hole of the range sownFours and sownSurplus sweep: `lifted` holes after `origin`
    // (every hole counted, at most once round the ring).
    int sownEnd(int origin, int lifted) const {
        int end = origin;
        for (int i = 0, n = lifted % r_.holes; i < n; ++i) end = step(end);
        return end;
    }
    // The short hole as a hole the mover may not sow into or lift (bit mask; 0 when it is his).
    uint32_t barredMask() const {
        return r_.special == SpecialHoleMode::ShortHole && b_.special >= 0 && b_.specialOwner != mover_ ? 1u << b_.special : 0u;
    }
    // TurnParams::surplus and SpecialHoleMode::ShortHole, after each segment, over the range of
    // sownFours, in sowing order: a hole holding exactly the mover's surplus goes to him (his own
    // short hole too, never the other's); otherwise his own short hole gives him one counter.
    // True when anything was taken.
    bool sownSurplus(int origin, int lifted) {
        const int end = sownEnd(origin, lifted);
        const int own = r_.special == SpecialHoleMode::ShortHole && b_.specialOwner == mover_ ? b_.special : -1;
        const int barred = r_.special == SpecialHoleMode::ShortHole && own < 0 ? b_.special : -1;
        bool any = false;
        for (int j = origin;; j = step(j)) {
            const int n = b_.counts[idx(j)];
            if (surplus_ > 0 && n == surplus_ && j != barred) {
                take(j, mover_, "surplus");
                any = true;
            } else if (j == own && n > 0) {
                take1From(j, mover_);
                any = true;
            }
            if (j == end) return any;
        }
    }
    // The holes of the ring, the special hole excepted, holding exactly fourCount counters.
    uint32_t fours() const {
        uint32_t m = b_.holding(static_cast<uint8_t>(r_.fourCount)) & ((1u << r_.holes) - 1);
        if (b_.special >= 0) m &= ~(1u << b_.special);
        return m;
    }

    bool payFee(int h, int to) {
        if (to < 0) return true;
        if (b_.counts[idx(h)] == 0) return false;
        --b_.counts[idx(h)];
        ++b_.store[static_cast<size_t>(to)];
        sink_.fee(to, h);
        if (b_.counts[idx(h)] == 0) {
            out_.feeEndedTurn = true;
            return false;
        }
        return true;
    }

    bool reserved(int h) const { return h == b_.special && r_.special == SpecialHoleMode::Accumulate; }
    bool occupied(int h) const { return b_.isLive(h) && (b_.counts[idx(h)] > 0 || reserved(h)); }
    bool capturable(int h) const {
        return b_.isLive(h) && b_.counts[idx(h)] > 0 && !reserved(h) &&
               (r_.zone == CaptureZone::AnyRow || r_.owner[idx(h)] != mover_);
    }

    // `trigger`: the empty hole that allowed the capture (shown by the replay), -1 for none.
    void take(int h, int to, const char *why, int trigger = -1) {
        const int n = b_.counts[idx(h)];
        b_.empty(h);
        if (const int into = r_.captureHole[static_cast<size_t>(to)]; into >= 0) [[unlikely]]  // a store in the loop
            b_.counts[idx(into)] = static_cast<uint8_t>(b_.counts[idx(into)] + n);
        else
            b_.store[static_cast<size_t>(to)] = static_cast<int16_t>(b_.store[static_cast<size_t>(to)] + n);
        ++out_.captureEvents;
        out_.capturedCounters += n;
        out_.lastCapturer = to;
        sink_.capture(to, h, n, why, trigger);
    }
    void take1From(int h, int to) {  // one counter out of hole h (the short hole's owner after his sowing)
        --b_.counts[idx(h)];
        ++b_.store[static_cast<size_t>(to)];
        ++out_.captureEvents;
        ++out_.capturedCounters;
        out_.lastCapturer = to;
        sink_.capture(to, h, 1, "short hole");
    }
    void take1(int h, int to) {  // one dropped counter straight into a store (bha on_drop)
        ++b_.store[static_cast<size_t>(to)];
        ++out_.captureEvents;
        ++out_.capturedCounters;
        out_.lastCapturer = to;
        sink_.capture(to, h, 1, "bha");
    }

    // The turn ends at L (no relay): the capture test. `before`: what L held before the last drop.
    void endCapture(int L, int n1, int before) {
        if (r_.capture >= CapturePattern::NextAfterEmptyLanding) [[unlikely]] {
            if (before == 0 && b_.counts[idx(L)] == 1) emptyLandingCapture(L, n1);
            return;
        }
        if (!occupied(n1)) capturePattern(L, n1);
    }

    // The captures that follow a last counter fallen into an empty hole L (it holds just that
    // counter), whatever the hole after it holds.
    void emptyLandingCapture(int L, int n1) {
        if (r_.capture == CapturePattern::OppositeEmptyLanding) {
            const int c = r_.opposite[idx(L)];
            if (capturable(c)) take(c, mover_, "capture", L);
            return;
        }
        if (!capturable(n1)) return;
        take(n1, mover_, "capture", L);
        if (r_.capture != CapturePattern::NextAfterEmptyLandingChain4) return;
        for (int c = n1, taken = 1; taken < r_.chainCap; ++taken) {  // on every second hole, as Chain
            const int n = adj(c);
            if (occupied(n)) return;
            const int c2 = adj(n);
            if (c2 == L || !capturable(c2)) return;
            take(c2, mover_, "capture", n);
            c = c2;
        }
    }

    // A chain whose captures go into a hole of the board (SowRules::captureHole): every hole of
    // the chain is decided on the board as the sowing left it, then the chosen holes are taken in
    // order (Ludii's Bay Khom evaluates its whole chain before moving a counter, so a store that a
    // capture fills still counts as the empty hole it was).
    void chainDecidedFirst(int L, int n1) {
        const bool wrap = r_.capture == CapturePattern::ChainWrap;
        const bool capped = r_.capture == CapturePattern::ChainCapped4;
        std::array<int8_t, kMaxHoles> chosen{};
        int count = 0;
        for (int gap = n1, c = adj(n1);; gap = adj(c), c = adj(gap)) {
            if (count > 0 && occupied(gap)) break;
            if ((c == L && !wrap) || !capturable(c) || count >= r_.holes) break;
            chosen[static_cast<size_t>(count++)] = static_cast<int8_t>(c);
            if (capped && count >= r_.chainCap) break;
        }
        int gap = n1;
        for (int i = 0; i < count; ++i) {
            const int c = chosen[static_cast<size_t>(i)];
            take(c, mover_, "capture", gap);
            gap = adj(c);
        }
    }

    void capturePattern(int L, int n1) {
        switch (r_.capture) {
        case CapturePattern::None:
        case CapturePattern::NextAfterEmptyLanding:
        case CapturePattern::OppositeEmptyLanding:
        case CapturePattern::NextAfterEmptyLandingChain4: return;  // endCapture's
        case CapturePattern::Single: {
            const int c = adj(n1);
            if (c != L && capturable(c)) take(c, mover_, "capture", n1);
            return;
        }
        case CapturePattern::Chain:
        case CapturePattern::ChainCapped4:
        case CapturePattern::ChainWrap: {
            if (r_.captureHole[static_cast<size_t>(mover_)] >= 0) [[unlikely]] {
                chainDecidedFirst(L, n1);
                return;
            }
            const bool wrap = r_.capture == CapturePattern::ChainWrap;
            const bool capped = r_.capture == CapturePattern::ChainCapped4;
            int c = adj(n1);
            if ((c == L && !wrap) || !capturable(c)) return;
            take(c, mover_, "capture", n1);
            int taken = 1;
            for (;;) {
                if (capped && taken >= r_.chainCap) return;
                const int n = adj(c);
                if (occupied(n)) return;
                const int c2 = adj(n);
                if ((c2 == L && !wrap) || !capturable(c2)) return;
                take(c2, mover_, "capture", n);
                ++taken;
                c = c2;
            }
        }
        case CapturePattern::FirstLoaded: {
            int h = n1, empty = n1;
            for (int i = 0; i < r_.holes && !occupied(h) && h != L; ++i) {
                empty = h;
                h = adj(h);
            }
            if (h != L && capturable(h)) take(h, mover_, "capture", empty);
            return;
        }
        case CapturePattern::Opposite: {
            const int c = r_.opposite[idx(n1)];
            if (capturable(c)) take(c, mover_, "capture", n1);
            return;
        }
        }
    }

    const SowRules &r_;
    SowBoard &b_;
    int mover_;
    Sink &sink_;
    TurnOutcome &out_;
    int surplus_;  // TurnParams::surplus
};

// The relay as a sequence of states x0, x1, ... (board counts and the hole about to be
// lifted at the start of each relay lap). Everything else that the next lap depends on is
// constant within a turn (live mask, special hole, rules), so equal states repeat forever.
inline bool sameRelayState(const SowBoard &a, int ha, const SowBoard &b, int hb) {
    return ha == hb && std::memcmp(a.counts.data(), b.counts.data(), kMaxHoles) == 0;
}

using detail::RelayWatch;

template <class Sink, bool CW>
TurnOutcome runTurnIn(const SowRules &r, SowBoard &b, const TurnParams &p, Sink &sink, bool detect) {
    TurnOutcome out;
    Engine<Sink, CW> e(r, b, p.mover, sink, out, p.surplus);
    int next = e.firstSegment(p);
    if (next >= 0) {
        RelayWatch watch(b, next);
        int64_t relayLaps = 0;
        for (;;) {
            if (r.lapEnd != LapEnd::None && lapEndHolds(r, b, p.mover, next)) [[unlikely]] {
                out.stoppedAtEnd = true;
                return out;  // the game ends here: no further lap, no after-move rule
            }
            if (p.relayLapLimit >= 0 && relayLaps >= p.relayLapLimit) {
                out.stoppedAtRepeat = true;
                return out;  // no capture, no after-move rule
            }
            if (detect && relayLaps > 0 && watch.repeated(b, next, out)) return out;
            if (out.laps >= r.maxLaps) {
                out.status = TurnStatus::LapCap;
                return out;
            }
            ++relayLaps;
            sink.lap(p.mover, next);
            next = e.segment(next, -1, p.segmentFeeTo);
            if (next < 0) break;
        }
    }
    if (r.four == FourTiming::MoverRowAfterMove) e.moverRowFour();
    return out;
}

using detail::runPlainRing;

// The turn in its direction.
template <class Sink>
TurnOutcome runTurn(const SowRules &r, SowBoard &b, const TurnParams &p, Sink &sink, bool detect) {
    return p.clockwise ? runTurnIn<Sink, true>(r, b, p, sink, detect) : runTurnIn<Sink, false>(r, b, p, sink, detect);
}

// mu: the number of relay laps before the cycle of length lambda starts (Brent, phase 2).
template <bool CW>
int64_t findLoopStartIn(const SowRules &r, const SowBoard &start, const TurnParams &p, int64_t lambda) {
    NullSink ns;
    TurnOutcome s1, s2;
    SowBoard tb = start;
    Engine<NullSink, CW> te(r, tb, p.mover, ns, s1, p.surplus);
    int th = te.firstSegment(p);
    SowBoard hb = tb;
    Engine<NullSink, CW> he(r, hb, p.mover, ns, s2, p.surplus);
    int hh = th;
    for (int64_t i = 0; i < lambda; ++i) hh = he.segment(hh, -1, p.segmentFeeTo);
    int64_t mu = 0;
    while (!sameRelayState(tb, th, hb, hh)) {
        th = te.segment(th, -1, p.segmentFeeTo);
        hh = he.segment(hh, -1, p.segmentFeeTo);
        ++mu;
    }
    return mu;
}

int64_t findLoopStart(const SowRules &r, const SowBoard &start, const TurnParams &p, int64_t lambda) {
    return p.clockwise ? findLoopStartIn<true>(r, start, p, lambda) : findLoopStartIn<false>(r, start, p, lambda);
}

// LapEnd::MoverStuck: the relay's hole is blocked, or no live hole of the mover's row holds two or more.
bool moverStuck(const SowRules &r, const SowBoard &b, int mover, int relayHole) {
    if (relayHole >= 0 && ((r.blocked >> relayHole) & 1u)) return true;
    uint32_t row = 0;
    for (int h = 0; h < r.holes; ++h)
        if (r.owner[static_cast<size_t>(h)] == mover) row |= 1u << h;
    return (row & b.live & b.loaded() & ~b.holding(1)) == 0;
}

}  // namespace

bool lapEndHolds(const SowRules &r, const SowBoard &b, int mover, int relayHole) {
    switch (r.lapEnd) {
    case LapEnd::MoverStuck: return moverStuck(r, b, mover, relayHole);
    case LapEnd::None: return false;
    case LapEnd::OneLeft: return b.onBoard(r.holes) <= 1;
    case LapEnd::RowEmpty: {
        uint32_t starts = b.loaded() & b.live & ((1u << r.holes) - 1);
        if (b.special >= 0) starts &= ~(1u << b.special);  // the bha is never sown from
        bool has[2] = {false, false};
        for (uint32_t m = starts; m; m &= m - 1) has[r.owner[static_cast<size_t>(std::countr_zero(m))] == 1] = true;
        return !has[0] || !has[1];
    }
    case LapEnd::NoneToSow: return (b.loaded() & r.startable) == 0;
    }
    return false;
}

template <class Sink>
TurnOutcome playTurn(const SowRules &rules, SowBoard &board, const TurnParams &params, Sink &sink) {
    if (plainRingTurn(rules, board, params)) return runPlainRing(rules, board, params, sink);
    return playTurnGeneral(rules, board, params, sink);
}

template <class Sink>
TurnOutcome playTurnGeneral(const SowRules &rules, SowBoard &board, const TurnParams &params, Sink &sink) {
    if (rules.loopPolicy != RelayLoopPolicy::EndTurnNoCapture || params.relayLapLimit >= 0)
        return runTurn(rules, board, params, sink, params.relayLapLimit < 0);
    const SowBoard start = board;
    const size_t mark = sink.mark();
    TurnOutcome out = runTurn(rules, board, params, sink, true);
    if (out.status != TurnStatus::RelayLoop) return out;
    // Replay from the start and stop at the first repeated state x_(mu+lambda) (= x_mu).
    // The cycle itself captures nothing (its board total is constant), so stopping there
    // or at x_mu leaves the same counters; we stop at the repetition, as G-1 says.
    const int64_t lambda = out.loopLength;
    const int64_t mu = findLoopStart(rules, start, params, lambda);
    board = start;
    sink.rewind(mark);
    TurnParams p = params;
    p.relayLapLimit = mu + lambda;
    TurnOutcome cut = runTurn(rules, board, p, sink, false);
    cut.loopStart = mu;
    cut.loopLength = lambda;
    return cut;
}

template TurnOutcome playTurn<NullSink>(const SowRules &, SowBoard &, const TurnParams &, NullSink &);
template TurnOutcome playTurn<TraceSink>(const SowRules &, SowBoard &, const TurnParams &, TraceSink &);
template TurnOutcome playTurn<UsageSink>(const SowRules &, SowBoard &, const TurnParams &, UsageSink &);
template TurnOutcome playTurnGeneral<NullSink>(const SowRules &, SowBoard &, const TurnParams &, NullSink &);
template TurnOutcome playTurnGeneral<TraceSink>(const SowRules &, SowBoard &, const TurnParams &, TraceSink &);
template TurnOutcome playTurnGeneral<UsageSink>(const SowRules &, SowBoard &, const TurnParams &, UsageSink &);

bool relayLoops(const SowRules &rules, const SowBoard &board, const TurnParams &params) {
    SowBoard copy = board;
    NullSink sink;
    TurnParams p = params;
    p.relayLapLimit = -1;
    return runTurn(rules, copy, p, sink, true).status != TurnStatus::Done;
}

}  // namespace rulelab::kits
