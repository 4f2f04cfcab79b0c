#pragma once
// The sowing kit: one player's turn in a ring of holes ("mancala"), as a plain-C++ engine
// that game plugins configure rather than reimplement. It covers what the catalogue lists for
// Khutka Boia (chapter 1) and Pachgarhwa (chapter 2): live and dead holes, laps over the
// origin hole, relays (next hole, landing hole, and "capture the next hole, resow the landing
// hole"), capture patterns, the four-counter rule in its timings, a special hole (the bha)
// with three capture timings, fees taken from a sown hole (Kungidar payments), Ludii's relay
// redirect, and the perpetual-relay guard G-1 (Brent's cycle detection plus a lap cap).
//
// Contract:
//  - playTurn never allocates unless its sink does (TraceSink with a trace); there is no
//    virtual call per counter (the sink is a template parameter).
//  - Counters are conserved: board + stores never changes across a turn.
//  - Hole indices run 0..holes-1 in sowing order; next(h) = h+1 wrapping to 0.
//  - Dead holes never receive counters. A board must keep dead holes at 0 counters.

#include "game/game.h"

#include <array>
#include <cstdint>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace rulelab::kits {

inline constexpr int kMaxHoles = 16;

// KB-5 / PG-4: does a sowing that laps the board drop into the hole it was lifted from?
enum class LapOrigin : uint8_t { Include, Skip };

// KB-6: in the relay and capture tests, is a dead hole skipped (holes are counted over live
// holes only) or is it an ordinary empty hole at its physical place?
enum class DeadAdjacency : uint8_t { SkipDead, EmptyHole };

// KB-7 / PG-5 and Addendum A. L is the hole of the last counter of a segment.
enum class RelayRule : uint8_t {
    None,                     // a turn is a single sowing
    NextHole,                 // L+1 occupied: lift all of L+1 and sow from L+2
    LandingHole,              // L occupied before the last drop: lift L itself
    CaptureNextResowLanding,  // L+1 occupied: the mover captures L+1, then lifts L (Ludii Pachgarhwa)
    ResowLanding,             // L+1 occupied: lift L itself (its last counter included) and sow on (Ludii Bay Khom)
};

// KB-8 / PG-6: what the mover takes when L+1 is empty (c starts at L+2).
enum class CapturePattern : uint8_t {
    None,
    Single,        // L+2 only
    Chain,         // L+2, then c+2 while c+1 is empty and c+2 occupied; never L
    ChainCapped4,  // Chain, at most `chainCap` holes (Ludii Bay Khom)
    ChainWrap,     // Chain that may go round and take L itself
    FirstLoaded,   // skip the run of empty holes after L and take the first occupied one
    Opposite,      // the hole facing the empty L+1
    // The last three are tested on the same trigger, and last in this order (Engine::endCapture).
    // Pallankuli (Durai 1928 as Ludii summarises it): when the last counter fell into an empty
    // hole (L holds just that counter) and the turn ends there, the mover takes L+1. Unlike the
    // patterns above it needs no empty L+1: it is tested whenever the relay does not go on.
    NextAfterEmptyLanding,
    // The same trigger (the last counter fell into an empty hole and the turn ends there):
    OppositeEmptyLanding,          // the mover takes the hole facing L (Daramuti, Parker 1909)
    NextAfterEmptyLandingChain4,   // L+1, then as Chain every second hole, at most chainCap holes
                                   // (Ludii's Walak-pussa)
};

enum class CaptureZone : uint8_t { AnyRow, OpponentRowOnly };

// The end of a game tested after every lap of a relay (Ludii, where each lap is a move and the end
// rules are tested after every move), not only after the turn: when it holds after a lap that would
// relay, the turn stops there (TurnOutcome::stoppedAtEnd) and the game ends it by its own test.
enum class LapEnd : uint8_t {
    None,      // only after the turn (the game's own test)
    OneLeft,   // at most one counter left on the board (Ludii's Pachgarhwa)
    RowEmpty,  // a player has no counter left in a hole he could start from (holes of his `owner`)
    // The relay's hole cannot be lifted: it is one of SowRules::blocked, or no live hole of the
    // mover's row holds two or more (Ludii's Walak-pussa program, start_hole = two_or_more).
    MoverStuck,
    NoneToSow,  // no hole of SowRules::startable holds a counter: neither player can start (Ludii Bay Khom)
};

// KB-9: when holes holding exactly `fourCount` counters are taken, and by whom.
enum class FourTiming : uint8_t {
    None,
    OwnerOnDrop,        // the moment a drop makes a hole hold 4, its row owner takes them
    OwnerAfterSegment,  // after each segment's relay/capture decision, every 4 goes to its owner
    MoverRowAfterMove,  // after the whole move, the mover takes the 4s in his own row
    MoverOnDrop,        // the moment a drop makes a hole hold 4, the mover (the sower) takes them
    // After each segment's relay/capture decision, as OwnerAfterSegment, but only over the holes
    // the segment sowed as Ludii's Pallankuli counts them: from the lifted hole on, as many holes
    // further as counters were lifted (holes out of play counted, at most once round the ring).
    OwnerSownAfterSegment,
};

// KB-17c: the special hole (bha) of Khutka Boia.
enum class SpecialHoleMode : uint8_t {
    None,
    OnDrop,        // every counter dropped in it goes at once to the hole's owner's store
    AfterSegment,  // a normal hole during a segment, swept to its owner after each segment
    Accumulate,    // keeps its counters until the round ends; always "occupied" in tests,
                   // never lifted or captured (a relay or capture aimed at it ends the turn)
    // The loser's short hole (Ludii's Mawkar Katiya): a hole of the other player's row that its
    // owner (specialOwner, the round's winner) sows into, may lift in a relay and takes one counter
    // from after each of his sowings that passed it; the other player passes over it, never starts
    // from it, and a relay of his into it ends his turn. Either player's capture may take it.
    ShortHole,
};

// G-1: what to do with a relay that repeats a state within one turn.
enum class RelayLoopPolicy : uint8_t {
    AbortReport,       // stop and report TurnStatus::RelayLoop (the game marks the match)
    EndTurnNoCapture,  // the move stops at the first repeated state, with no capture
    ForbidStart,       // like AbortReport here; callers use relayLoops() to filter start holes
};

// Everything about a game's sowing that does not change during a match.
struct SowRules {
    int holes = 10;
    std::array<int8_t, kMaxHoles> owner{};     // seat owning each hole's row
    std::array<int8_t, kMaxHoles> opposite{};  // the hole facing each hole
    LapOrigin lapOrigin = LapOrigin::Include;
    DeadAdjacency adjacency = DeadAdjacency::SkipDead;
    RelayRule relay = RelayRule::NextHole;
    CapturePattern capture = CapturePattern::Single;
    CaptureZone zone = CaptureZone::AnyRow;
    FourTiming four = FourTiming::None;
    int fourCount = 4;
    int chainCap = 4;
    SpecialHoleMode special = SpecialHoleMode::None;
    LapEnd lapEnd = LapEnd::None;
    uint32_t blocked = 0;  // holes no relay may lift (LapEnd::MoverStuck; a game sets them per turn)
    // KB-20.1 (Ludii quirk): when an after-segment sweep (four or special hole) fired in a
    // segment that relays, the relay lifts `redirectHole` instead of the decided hole.
    bool relayRedirectQuirk = false;
    int8_t redirectHole = 1;
    int64_t maxLaps = 10000;  // G-1 lap cap (segments per turn)
    RelayLoopPolicy loopPolicy = RelayLoopPolicy::AbortReport;
    // Stores in the loop (Ludii's Bay Khom): a capture by seat s goes into hole captureHole[s] of
    // the board rather than into his store (-1: into the store). The capture chains then decide
    // every hole on the board as the sowing left it, before any of the captured counters moved
    // (Ludii evaluates the whole chain before applying it).
    std::array<int8_t, 2> captureHole{-1, -1};
    // LapEnd::NoneToSow: the holes either player may start a sowing from (bit h).
    uint16_t startable = 0;

    // Two rows of `perRow` holes: seat 0 owns 0..perRow-1, seat 1 the rest; hole i faces
    // 2*perRow-1-i (the usual anticlockwise numbering of the catalogue).
    static SowRules twoRows(int perRow);
};

// The part of a position the sowing touches. Small and trivially copyable.
struct SowBoard {
    std::array<uint8_t, kMaxHoles> counts{};
    uint16_t live = 0;               // bit h set: hole h is in play
    std::array<int16_t, 2> store{};  // counters captured in this round
    int8_t special = -1;             // the special hole (bha), or -1
    int8_t specialOwner = -1;

    bool isLive(int h) const { return (live >> h) & 1u; }
    // Counters on the first `holes` holes. One vector sum (no branch) where SSE2 is there.
    int onBoard(int holes) const {
#if defined(__SSE2__)
        const __m128i c =
            _mm_and_si128(load(), lanes(holes));
        const __m128i s = _mm_sad_epu8(c, _mm_setzero_si128());
        return _mm_cvtsi128_si32(s) + _mm_extract_epi16(s, 4);
#else
        int n = 0;
        for (int h = 0; h < holes; ++h) n += counts[static_cast<size_t>(h)];
        return n;
#endif
    }
    // Bit h set for every hole h (of all kMaxHoles) holding exactly v counters: the hot loops
    // test a whole board at once instead of branching hole by hole on counts that play makes
    // unpredictable. Holes past the ring hold 0, as dead holes do.
    uint32_t holding(uint8_t v) const {
#if defined(__SSE2__)
        return static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(load(), _mm_set1_epi8(static_cast<char>(v)))));
#else
        uint32_t m = 0;
        for (int h = 0; h < kMaxHoles; ++h) m |= uint32_t{counts[static_cast<size_t>(h)] == v} << h;
        return m;
#endif
    }
    // Bit h set for every hole holding at least one counter.
    uint32_t loaded() const { return ~holding(0) & ((1u << kMaxHoles) - 1); }
    // Empties hole h. A vector read-modify-write rather than a byte store, so that the board's
    // next vector load (holding, onBoard, sowRing) is forwarded from the store buffer instead of
    // waiting for a byte store to retire.
    void empty(int h) {
#if defined(__SSE2__)
        const __m128i lane = _mm_andnot_si128(lanes(h), lanes(h + 1));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(counts.data()), _mm_andnot_si128(lane, load()));
#else
        counts[static_cast<size_t>(h)] = 0;
#endif
    }
    // Empties every hole of the first `holes` that holds exactly v (> 0) counters, in one vector
    // step, and returns them as a mask (bit h: hole h was emptied).
    uint32_t emptyHolding(uint8_t v, int holes) {
#if defined(__SSE2__)
        const __m128i hit = _mm_and_si128(_mm_cmpeq_epi8(load(), _mm_set1_epi8(static_cast<char>(v))), lanes(holes));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(counts.data()), _mm_andnot_si128(hit, load()));
        return static_cast<uint32_t>(_mm_movemask_epi8(hit));
#else
        uint32_t m = 0;
        for (int h = 0; h < holes; ++h)
            if (counts[static_cast<size_t>(h)] == v) {
                m |= 1u << h;
                counts[static_cast<size_t>(h)] = 0;
            }
        return m;
#endif
    }
    // A whole sowing of a ring of `holes` holes (0 < holes <= kMaxHoles) that are all live, in one
    // vector step: hole `origin` is emptied, then every hole gets q counters and the k holes from
    // `run` on (0 <= run, k < holes; wrapping round the ring) one more. That is what dropping
    // q * holes + k counters one by one from the hole after the origin leaves when the run starts
    // there. Byte stores followed by the board's vector loads stall the store buffer; this is one
    // 16-byte load and one 16-byte store.
    void sowRing(int origin, int run, int k, int q, int holes) {
#if defined(__SSE2__)
        const __m128i ring = lanes(holes);
        const int end = run + k;
        const __m128i extra = end <= holes ? _mm_andnot_si128(lanes(run), lanes(end))
                                           : _mm_or_si128(_mm_andnot_si128(lanes(run), ring), lanes(end - holes));
        const __m128i keep = _mm_andnot_si128(_mm_andnot_si128(lanes(origin), lanes(origin + 1)), _mm_set1_epi8(-1));
        const __m128i add = _mm_add_epi8(_mm_and_si128(extra, _mm_set1_epi8(1)), _mm_and_si128(ring, _mm_set1_epi8(static_cast<char>(q))));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(counts.data()), _mm_add_epi8(_mm_and_si128(load(), keep), add));
#else
        counts[static_cast<size_t>(origin)] = 0;
        for (int h = 0; h < holes; ++h) counts[static_cast<size_t>(h)] = static_cast<uint8_t>(counts[static_cast<size_t>(h)] + q);
        for (int i = 0, h = run; i < k; ++i, h = h + 1 == holes ? 0 : h + 1)
            counts[static_cast<size_t>(h)] = static_cast<uint8_t>(counts[static_cast<size_t>(h)] + 1);
#endif
    }
    // The same on a ring with dead holes: hole `origin` is emptied, every live hole of the ring
    // (bit h of `liveRing`) gets q counters and every hole of `extra` (live holes, bit h) one
    // more. Dead holes hold 0 and get nothing. One load, one store.
    void sowLive(int origin, uint32_t liveRing, uint32_t extra, int q) {
#if defined(__SSE2__)
        const __m128i keep = _mm_andnot_si128(_mm_andnot_si128(lanes(origin), lanes(origin + 1)), _mm_set1_epi8(-1));
        const __m128i add = _mm_add_epi8(_mm_and_si128(laneMask(extra), _mm_set1_epi8(1)),
                                         _mm_and_si128(laneMask(liveRing), _mm_set1_epi8(static_cast<char>(q))));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(counts.data()), _mm_add_epi8(_mm_and_si128(load(), keep), add));
#else
        counts[static_cast<size_t>(origin)] = 0;
        for (int h = 0; h < kMaxHoles; ++h)
            counts[static_cast<size_t>(h)] = static_cast<uint8_t>(counts[static_cast<size_t>(h)] + ((liveRing >> h) & 1u ? q : 0) +
                                                                  ((extra >> h) & 1u));
#endif
    }
    bool operator==(const SowBoard &o) const {
        return counts == o.counts && live == o.live && store == o.store && special == o.special && specialOwner == o.specialOwner;
    }

private:
#if defined(__SSE2__)
    __m128i load() const { return _mm_loadu_si128(reinterpret_cast<const __m128i *>(counts.data())); }
    static __m128i lanes(int n) { return _mm_loadu_si128(reinterpret_cast<const __m128i *>(kLanes[static_cast<size_t>(n)].data())); }
    // 0xff in byte h for every bit h of `bits` (h < 16), 0 elsewhere.
    static __m128i laneMask(uint32_t bits) {
        const __m128i bit = _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
        const __m128i spread = _mm_set_epi64x(static_cast<int64_t>(((bits >> 8) & 0xffu) * 0x0101010101010101ull),
                                              static_cast<int64_t>((bits & 0xffu) * 0x0101010101010101ull));
        return _mm_cmpeq_epi8(_mm_and_si128(spread, bit), bit);
    }
    // kLanes[n]: 0xff in the first n bytes, 0 in the others.
    static constexpr auto kLanes = [] {
        std::array<std::array<uint8_t, kMaxHoles>, kMaxHoles + 1> t{};
        for (int n = 0; n <= kMaxHoles; ++n)
            for (int h = 0; h < n; ++h) t[static_cast<size_t>(n)][static_cast<size_t>(h)] = 0xff;
        return t;
    }();
#endif
};
static_assert(kMaxHoles == 16, "SowBoard's vector tests read the 16 holes as one 128-bit lane");

// The number of set bits, without the call a popcount makes when the target has no popcnt
// instruction (the baseline x86-64 build).
inline int bitCount(uint32_t m) {
    m = m - ((m >> 1) & 0x55555555u);
    m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
    return static_cast<int>((((m + (m >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

// One turn's inputs.
struct TurnParams {
    int mover = 0;
    int start = 0;               // the hole the mover lifts
    int startFeeTo = -1;         // seat paid one counter from the start hole before sowing (KB-16c per turn)
    int segmentFeeTo = -1;       // seat paid one counter from each segment's hole (KB-16c ludii_inverted)
    int64_t relayLapLimit = -1;  // >= 0: stop, with no capture, before relay lap number limit+1
    // Sow this turn against the hole order (h, h-1, ...; Bay Khom's choice of direction): the
    // relays, "the next hole" of the relay and capture tests and the chains follow the turn's
    // direction; opposite holes and owners do not change.
    bool clockwise = false;
    // > 0: after each segment, the holes it sowed (counted as FourTiming::OwnerSownAfterSegment
    // counts them) that hold exactly this many counters go to the mover (Ludii's Mawkar Katiya:
    // the mover's surplus at the round's refill). The short hole only when it is the mover's.
    int surplus = 0;
};

enum class TurnStatus : uint8_t {
    Done,       // the turn ended by the rules (or at a repeated state under EndTurnNoCapture)
    RelayLoop,  // G-1: a relay state repeated (AbortReport / ForbidStart)
    LapCap,     // G-1: more than maxLaps segments without a detected repetition
};

struct TurnOutcome {
    TurnStatus status = TurnStatus::Done;
    int64_t laps = 0;              // segments sown (the first sowing and each relay lap)
    int captureEvents = 0;         // holes taken (pattern, four rule, special hole, on-drop takes)
    int capturedCounters = 0;      // counters moved to stores, fees excluded
    int lastCapturer = -1;         // seat that received the latest capture of the turn
    int lastHole = -1;             // L of the last segment sown
    bool feeEndedTurn = false;     // a fee emptied the hole to be sown
    bool stoppedAtRepeat = false;  // EndTurnNoCapture cut the relay
    bool stoppedAtEnd = false;     // SowRules::lapEnd held after a lap: the relay stopped there
    bool redirectDeadEnd = false;  // KB-20.1: the redirected relay hole was empty or dead
    // A relay decided but not lifted: the hole was emptied by an after-segment sweep, or it is
    // another player's short hole. Ludii's program then has no legal move and passes (one move more).
    bool relayBlocked = false;
    int64_t loopStart = 0;         // mu: relay laps before the cycle (when a loop was found)
    int64_t loopLength = 0;        // lambda: the cycle's length in relay laps
};

// Micro-step sinks. NullSink compiles to nothing; TraceSink records MicroSteps; UsageSink (below)
// counts each hole's use.
struct NullSink {
    static constexpr bool kActive = false;
    void lift(int, int, int) {}
    void drop(int) {}
    void capture(int, int, int, const char *, int = -1) {}
    void fee(int, int) {}
    void taken(int, int) {}
    void lap(int, int) {}
    void note(int, int, const char *) {}
    void step(StepKind, int, int, int, const char *) {}
    size_t mark() const { return 0; }
    void rewind(size_t) {}
};

struct TraceSink {
    static constexpr bool kActive = true;
    Trace *trace = nullptr;
    explicit TraceSink(Trace *t) : trace(t) {}
    void lift(int player, int hole, int n) { push(StepKind::Lift, player, hole, n, {}); }
    void drop(int hole) { push(StepKind::Drop, -1, hole, 1, {}); }
    void capture(int player, int hole, int n, const char *why, int trigger = -1) {
        push(StepKind::Capture, player, hole, n, why, trigger);
    }
    void fee(int player, int hole) { push(StepKind::Capture, player, hole, 1, "fee"); }
    // n counters leave `hole` as part of a take whose step names no hole (a leftover split).
    void taken(int, int) {}
    void lap(int player, int hole) { push(StepKind::Lap, player, hole, 0, {}); }
    void note(int player, int hole, const char *text) { push(StepKind::Note, player, hole, 0, text); }
    void step(StepKind k, int player, int hole, int n, const char *text) { push(k, player, hole, n, text); }
    size_t mark() const { return trace ? trace->size() : 0; }
    void rewind(size_t m) {
        if (trace) trace->resize(m);
    }

private:
    void push(StepKind k, int player, int hole, int n, const char *text, int to = -1) {
        if (!trace) return;
        MicroStep s;
        s.kind = k;
        s.player = static_cast<int8_t>(player);
        s.cell = static_cast<int16_t>(hole);
        s.to = static_cast<int16_t>(to);
        s.count = n;
        if (text) s.note = text;
        trace->push_back(std::move(s));
    }
};

// Counts what the rules did to each hole into a match's usage map (CellUsage, issue 20):
// counters lifted from it, counters dropped into it, counters captured from it (a fee taken
// from it is one counter captured; so is each counter of a leftover split, taken()). Builds no
// text (kActive is false). A relay cut back to its first repeated state
// (RelayLoopPolicy::EndTurnNoCapture) is played twice, the first time tentatively: mark() keeps
// the counts of the kit's holes aside and rewind() puts them back, so only what the rules
// finally did is counted. One mark at a time; nothing is allocated.
struct UsageSink {
    static constexpr bool kActive = false;
    static_assert(kMaxHoles <= kMaxUsageCells, "every hole of the kit has a usage cell");
    CellUsage *usage = nullptr;
    explicit UsageSink(CellUsage *u) : usage(u) {}
    void lift(int, int hole, int n) { usage->add(UsageKind::Lifted, hole, static_cast<uint32_t>(n)); }
    void drop(int hole) { usage->add(UsageKind::Sown, hole); }
    void capture(int, int hole, int n, const char *, int = -1) {
        usage->add(UsageKind::Captured, hole, static_cast<uint32_t>(n));
    }
    void fee(int, int hole) { usage->add(UsageKind::Captured, hole); }
    void taken(int hole, int n) { usage->add(UsageKind::Captured, hole, static_cast<uint32_t>(n)); }
    void lap(int, int) {}
    void note(int, int, const char *) {}
    void step(StepKind, int, int, int, const char *) {}
    size_t mark() {
        for (size_t k = 0; k < static_cast<size_t>(kUsageKinds); ++k)
            for (size_t h = 0; h < static_cast<size_t>(kMaxHoles); ++h) saved_[k][h] = usage->count[k][h];
        return 0;
    }
    void rewind(size_t) {
        for (size_t k = 0; k < static_cast<size_t>(kUsageKinds); ++k)
            for (size_t h = 0; h < static_cast<size_t>(kMaxHoles); ++h) usage->count[k][h] = saved_[k][h];
    }

private:
    std::array<std::array<uint32_t, kMaxHoles>, kUsageKinds> saved_;  // set by mark(), read only by rewind()
};

// Plays one turn on `board`. The start hole must be live and hold counters.
template <class Sink>
TurnOutcome playTurn(const SowRules &rules, SowBoard &board, const TurnParams &params, Sink &sink);

extern template TurnOutcome playTurn<NullSink>(const SowRules &, SowBoard &, const TurnParams &, NullSink &);
extern template TurnOutcome playTurn<TraceSink>(const SowRules &, SowBoard &, const TurnParams &, TraceSink &);
extern template TurnOutcome playTurn<UsageSink>(const SowRules &, SowBoard &, const TurnParams &, UsageSink &);

// The plain ring (issue 22): playTurn takes a short way, with the same outcome, board and sink
// calls, when the start hole is live, no hole is special, the turn pays no fee, is sown
// anticlockwise with no relay lap limit, and the rules are lap_origin include, relay next_hole,
// capture single, no end test after a lap, the four rule none or owner_after_segment, and a relay
// loop is detected (not cut back: EndTurnNoCapture). Dead holes are allowed. Khutka Boia as Ludii's code plays it, and
// most turns of its other readings, take it.
inline bool plainRingRules(const SowRules &r) {
    return r.lapOrigin == LapOrigin::Include && r.relay == RelayRule::NextHole && r.capture == CapturePattern::Single &&
           r.lapEnd == LapEnd::None && (r.four == FourTiming::None || r.four == FourTiming::OwnerAfterSegment) &&
           r.fourCount > 0 && r.loopPolicy != RelayLoopPolicy::EndTurnNoCapture && r.captureHole[0] < 0;
}
inline bool plainRingTurn(const SowRules &r, const SowBoard &b, const TurnParams &p) {
    const uint32_t ring = (1u << r.holes) - 1;
    return plainRingRules(r) && (b.live & ring) != 0 && b.isLive(p.start) && b.special < 0 && p.startFeeTo < 0 && p.segmentFeeTo < 0 &&
           p.relayLapLimit < 0 && !p.clockwise && p.surplus <= 0;
}
// playTurn without the plain ring's short way: the general engine, for the tests that check the
// short way against it.
template <class Sink>
TurnOutcome playTurnGeneral(const SowRules &rules, SowBoard &board, const TurnParams &params, Sink &sink);

extern template TurnOutcome playTurnGeneral<NullSink>(const SowRules &, SowBoard &, const TurnParams &, NullSink &);
extern template TurnOutcome playTurnGeneral<TraceSink>(const SowRules &, SowBoard &, const TurnParams &, TraceSink &);
extern template TurnOutcome playTurnGeneral<UsageSink>(const SowRules &, SowBoard &, const TurnParams &, UsageSink &);

inline TurnOutcome playTurn(const SowRules &rules, SowBoard &board, const TurnParams &params) {
    NullSink sink;
    return playTurn(rules, board, params, sink);
}

// Does the end that SowRules::lapEnd names hold on `board`? (Only the board decides it.)
// `mover` and `relayHole` (the hole the next lap would lift) matter to LapEnd::MoverStuck only.
bool lapEndHolds(const SowRules &rules, const SowBoard &board, int mover = 0, int relayHole = -1);

// G-1 forbid_start: does this start lead to a perpetual relay (or hit the lap cap)?
// Plays the turn on a copy; `board` is unchanged.
bool relayLoops(const SowRules &rules, const SowBoard &board, const TurnParams &params);

// Ring helpers, exposed for games and tests. `clockwise`: against the hole order.
inline int nextHole(const SowRules &r, int h) { return h + 1 == r.holes ? 0 : h + 1; }
inline int nextHole(const SowRules &r, int h, bool clockwise) {
    return !clockwise ? nextHole(r, h) : h == 0 ? r.holes - 1 : h - 1;
}
// The first live hole after h (h itself when it is the only live hole; -1 when none is live).
inline int nextLiveHole(const SowRules &r, const SowBoard &b, int h, bool clockwise = false) {
    int j = h;
    for (int i = 0; i < r.holes; ++i) {
        j = nextHole(r, j, clockwise);
        if (b.isLive(j)) return j;
    }
    return -1;
}
// L+1 as the relay and capture tests see it (per DeadAdjacency).
inline int adjacentHole(const SowRules &r, const SowBoard &b, int h, bool clockwise = false) {
    if (r.adjacency == DeadAdjacency::EmptyHole) return nextHole(r, h, clockwise);
    const int j = nextLiveHole(r, b, h, clockwise);
    return j < 0 ? nextHole(r, h, clockwise) : j;
}

}  // namespace rulelab::kits
