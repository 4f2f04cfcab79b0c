#pragma once
// Internal to sowing.cpp (not part of the kit's interface): G-1's watch over a turn's relay laps,
// the end of a segment that both sowing ways share (relayAfterSweeps),
// and the plain ring's short way (issue 22), kept apart from the general engine of sowing.cpp.

#include "kits/sowing.h"

#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>

namespace rulelab::kits::detail {

// G-1's watch over a turn's relay laps: Brent's algorithm, online (the tortoise jumps to the hare
// at powers of two). repeated() is asked before each relay lap after the first; when the state
// (the board's counts and the hole about to be lifted) is the tortoise's again, it marks the turn
// a relay loop of that length and says so.
class RelayWatch {
public:
    RelayWatch(const SowBoard &b, int hole) : tortoise_(b.counts), tortoiseHole_(hole) {}
    bool repeated(const SowBoard &b, int hole, TurnOutcome &out) {
        ++lambda_;
        if (hole == tortoiseHole_ && tortoise_ == b.counts) {
            out.status = TurnStatus::RelayLoop;
            out.loopLength = lambda_;
            return true;
        }
        if (lambda_ == power_) {
            tortoise_ = b.counts;
            tortoiseHole_ = hole;
            power_ *= 2;
            lambda_ = 0;
        }
        return false;
    }

private:
    std::array<uint8_t, kMaxHoles> tortoise_;
    int tortoiseHole_;
    int64_t power_ = 1, lambda_ = 0;
};

// The end of a segment, after its sweeps (Engine::segment and PlainRing::segment): the hole the
// relay lifts next, or -1. Under Ludii's quirk KB-20.1 a sweep that `fired` sends the relay to
// the redirect hole, a dead end when that hole is out of play, empty or `redirectReserved`; a
// hole a sweep emptied has nothing to lift.
template <class Sink>
int relayAfterSweeps(const SowRules &r, const SowBoard &b, int mover, Sink &sink, TurnOutcome &out, int relayHole, bool fired,
                     bool redirectReserved) {
    if (relayHole < 0) return -1;
    if (r.relayRedirectQuirk && fired) {
        relayHole = r.redirectHole;
        sink.note(mover, relayHole, "relay redirected (Ludii quirk KB-20.1)");
        if (!b.isLive(relayHole) || b.counts[static_cast<size_t>(relayHole)] == 0 || redirectReserved) {
            out.redirectDeadEnd = true;
            return -1;
        }
    }
    if (b.counts[static_cast<size_t>(relayHole)] == 0) {  // emptied by a sweep: nothing to lift
        out.relayBlocked = true;
        return -1;
    }
    return relayHole;
}

// The plain ring's turn (plainRingTurn): Engine::segment and runTurnIn with what the plain ring
// fixes taken out. No hole is special, so the sowing is one vector step (SowBoard::sowRing when
// every hole is live, SowBoard::sowLive over the live holes otherwise), a hole is occupied when
// it holds counters (dead holes hold none), and the after-segment fours are emptied in one vector
// step. The sink sees the same calls in the same order as from the engine.
template <class Sink>
class PlainRing {
public:
    PlainRing(const SowRules &r, SowBoard &b, int mover, Sink &sink, TurnOutcome &out)
        : r_(r), b_(b), mover_(mover), sink_(sink), out_(out), liveRing_(b.live & ((1u << r.holes) - 1)) {}

    // Sows hole h; returns the hole the next relay lap lifts, or -1. AllLive: every hole of the
    // ring is live (runPlainRing decides once a turn), so the turn pays nothing for the dead-hole
    // tests.
    template <bool AllLive>
    [[gnu::always_inline]] int segment(int h) {
        ++out_.laps;
        const int holes = r_.holes;
        const int hand = b_.counts[idx(h)];
        sink_.lift(mover_, h, hand);
        int L;
        if constexpr (AllLive) {
            const int q = hand >= holes ? hand / holes : 0;
            const int k = hand - q * holes;
            L = h + k >= holes ? h + k - holes : h + k;
            if constexpr (!std::is_same_v<Sink, NullSink>) {
                for (int i = 0, p = h; i < hand; ++i) {
                    p = p + 1 == holes ? 0 : p + 1;
                    sink_.drop(p);
                }
            }
            b_.sowRing(h, h + 1 == holes ? 0 : h + 1, k, q, holes);
        } else {
            L = sowLive(h, hand);
        }
        out_.lastHole = L;
        const int n1 = adj<AllLive>(L);
        int relayHole = -1;
        if (occupied<AllLive>(n1)) {
            relayHole = n1;
        } else {
            const int c = adj<AllLive>(n1);  // capture single: L+2 after an empty L+1
            if (c != L && occupied<AllLive>(c) && (r_.zone == CaptureZone::AnyRow || r_.owner[idx(c)] != mover_)) {
                const int n = b_.counts[idx(c)];
                b_.empty(c);
                credit(mover_, n);
                sink_.capture(mover_, c, n, "capture", n1);
            }
        }
        bool fired = false;
        if (r_.four == FourTiming::OwnerAfterSegment) {
            const uint32_t fours = b_.emptyHolding(static_cast<uint8_t>(r_.fourCount), holes);
            for (uint32_t m = fours; m; m &= m - 1) {  // in hole order, as the engine takes them
                const int j = std::countr_zero(m);
                credit(r_.owner[idx(j)], r_.fourCount);
                sink_.capture(r_.owner[idx(j)], j, r_.fourCount, "four", -1);
            }
            fired = fours != 0;
        }
        return relayAfterSweeps(r_, b_, mover_, sink_, out_, relayHole, fired, false);
    }

private:
    static size_t idx(int h) { return static_cast<size_t>(h); }
    int step(int h) const { return h + 1 == r_.holes ? 0 : h + 1; }
    // L+1 as the engine's adj sees it: the next hole, or under skip_dead the next live one.
    template <bool AllLive>
    int adj(int h) const {
        const int j = step(h);
        if (AllLive || r_.adjacency == DeadAdjacency::EmptyHole) return j;
        for (int i = 0, c = j; i < r_.holes; ++i, c = step(c))
            if ((liveRing_ >> c) & 1u) return c;
        return j;
    }
    template <bool AllLive>
    bool occupied(int h) const {
        return (AllLive || ((liveRing_ >> h) & 1u)) && b_.counts[idx(h)] > 0;
    }
    // The sowing of hole h's `hand` counters over the live holes: each gets q = hand / m (m live
    // holes, the origin among them) and the k = hand - q * m live holes after the origin one more;
    // the last counter falls in the k-th of them, or in the origin itself when k = 0 (then the
    // last full lap ends there). Returns L.
    [[gnu::noinline]] int sowLive(int h, int hand) {
        const int holes = r_.holes, m = bitCount(liveRing_);
        const int q = hand >= m ? hand / m : 0;
        const int k = hand - q * m;
        if constexpr (!std::is_same_v<Sink, NullSink>) {
            for (int i = 0, p = h; i < hand; ++i) {
                do p = step(p);
                while (!((liveRing_ >> p) & 1u));
                sink_.drop(p);
            }
        }
        // The live holes from h+1 on, as bits 0.. (the ring turned so that h+1 is bit 0); the
        // lowest k of them take the extra counters.
        const int shift = h + 1 == holes ? 0 : h + 1;
        const uint32_t ring = (1u << holes) - 1;
        const uint32_t turned = ((liveRing_ >> shift) | (liveRing_ << (holes - shift))) & ring;
        uint32_t rest = turned;
        for (int i = 0; i < k; ++i) rest &= rest - 1;
        const uint32_t first = turned ^ rest;
        const uint32_t extra = ((first << shift) | (first >> (holes - shift))) & ring;
        int L = h;
        if (k > 0) {
            const int last = 31 - std::countl_zero(first) + shift;
            L = last >= holes ? last - holes : last;
        }
        b_.sowLive(h, liveRing_, extra, q);
        return L;
    }
    void credit(int to, int n) {
        b_.store[idx(to)] = static_cast<int16_t>(b_.store[idx(to)] + n);
        ++out_.captureEvents;
        out_.capturedCounters += n;
        out_.lastCapturer = to;
    }

    const SowRules &r_;
    SowBoard &b_;
    int mover_;
    Sink &sink_;
    TurnOutcome &out_;
    const uint32_t liveRing_;  // the live holes of the ring (constant within a turn)
};

// runTurnIn<Sink, false> with detection on, on the plain ring.
template <class Sink, bool AllLive>
TurnOutcome runPlainRingIn(const SowRules &r, SowBoard &b, const TurnParams &p, Sink &sink) {
    TurnOutcome out;
    PlainRing<Sink> e(r, b, p.mover, sink, out);
    int next = e.template segment<AllLive>(p.start);
    if (next < 0) return out;
    RelayWatch watch(b, next);
    for (int64_t relayLaps = 0;; ++relayLaps) {
        if (relayLaps > 0 && watch.repeated(b, next, out)) return out;
        if (out.laps >= r.maxLaps) {
            out.status = TurnStatus::LapCap;
            return out;
        }
        sink.lap(p.mover, next);
        next = e.template segment<AllLive>(next);
        if (next < 0) return out;
    }
}

template <class Sink>
TurnOutcome runPlainRing(const SowRules &r, SowBoard &b, const TurnParams &p, Sink &sink) {
    const uint32_t ring = (1u << r.holes) - 1;
    return (b.live & ring) == ring ? runPlainRingIn<Sink, true>(r, b, p, sink) : runPlainRingIn<Sink, false>(r, b, p, sink);
}

}  // namespace rulelab::kits::detail
