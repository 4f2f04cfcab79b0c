#pragma once
// Shared by the sowing kit's tests: a board from its counts in hole order (-1: a dead hole), the
// counts back and checked, Khutka Boia's rules, one turn (traced or not), and random rules for the
// property tests.
#include "kits/sowing.h"

#include <gtest/gtest.h>

#include <array>
#include <random>
#include <vector>

namespace rulelab::kits::sowing_test {

// A board of any size given as a list; with `special`, that hole is the special hole (a bha, a
// short hole) of seat `owner`.
inline SowBoard make(const std::vector<int> &holes, int special = -1, int owner = -1) {
    SowBoard b;
    for (size_t h = 0; h < holes.size(); ++h) {
        if (holes[h] >= 0) {
            b.counts[h] = static_cast<uint8_t>(holes[h]);
            b.live |= static_cast<uint16_t>(1u << h);
        }
    }
    b.special = static_cast<int8_t>(special);
    b.specialOwner = static_cast<int8_t>(owner);
    return b;
}

template <size_t N>
inline SowBoard make(const std::array<int, N> &holes, int special = -1, int owner = -1) {
    return make(std::vector<int>(holes.begin(), holes.end()), special, owner);
}

template <size_t N = 10>
inline std::array<int, N> counts(const SowBoard &b) {
    std::array<int, N> out{};
    for (size_t h = 0; h < N; ++h) out[h] = b.isLive(static_cast<int>(h)) ? b.counts[h] : -1;
    return out;
}

// The counts of the first `holes` holes (-1: a dead hole).
inline std::vector<int> counts(const SowBoard &b, size_t holes) {
    std::vector<int> out(holes);
    for (size_t h = 0; h < holes; ++h) out[h] = b.isLive(static_cast<int>(h)) ? b.counts[h] : -1;
    return out;
}

// A hand-traced turn's result: every hole (-1: out of play) as drawn, and the store of `seat`.
template <size_t N>
inline void expectHoles(const SowBoard &b, const std::array<int, N> &holes, int seat, int store) {
    EXPECT_EQ(counts<N>(b), holes);
    EXPECT_EQ(b.store[static_cast<size_t>(seat)], store);
}

inline void expectHoles(const SowBoard &b, const std::vector<int> &holes, int seat, int store) {
    EXPECT_EQ(counts(b, holes.size()), holes);
    EXPECT_EQ(b.store[static_cast<size_t>(seat)], store);
}

inline SowRules khutka() { return SowRules::twoRows(5); }  // next-hole relay, single capture, include, skip_dead

// Khutka Boia's ring with another relay and capture: the analogues' rules the kit's tests trace.
inline SowRules twoRowsWith(RelayRule relay, CapturePattern capture, int perRow = 5) {
    SowRules r = SowRules::twoRows(perRow);
    r.relay = relay;
    r.capture = capture;
    return r;
}

// Ludii's Pachgarhwa (catalogue Addendum A): the hole after L is captured and L itself sown on;
// when the hole after L is empty, L+2 is taken and the turn ends. `lapEnd`: the end tested after every lap.
inline SowRules ludiiPachgarhwa(LapEnd lapEnd = LapEnd::None) {
    SowRules r = twoRowsWith(RelayRule::CaptureNextResowLanding, CapturePattern::Single);
    r.lapEnd = lapEnd;
    return r;
}

// Ludii's Bay Khom: the landing hole re-sown, the chain of at most four.
inline SowRules ludiiBayKhom() { return twoRowsWith(RelayRule::ResowLanding, CapturePattern::ChainCapped4); }

// A hand-traced turn's counts: its laps (sowing segments) and its capture events.
inline void expectLapsAndCaptures(const TurnOutcome &out, int laps, int captureEvents) {
    EXPECT_EQ(out.laps, laps);
    EXPECT_EQ(out.captureEvents, captureEvents);
}

inline TurnOutcome sow(const SowRules &r, SowBoard &b, int mover, int hole) {
    TurnParams p{.mover = mover, .start = hole};
    return playTurn(r, b, p);
}

// The same, recording its micro-steps in `trace`.
inline TurnOutcome sowTraced(const SowRules &r, SowBoard &b, int mover, int hole, Trace &trace) {
    TraceSink sink(&trace);
    TurnParams p{.mover = mover, .start = hole};
    return playTurn(r, b, p, sink);
}

using A10 = std::array<int, 10>;

// Khutka Boia's ring under random sowing rules (lap origin, adjacency, relay, capture and its
// zone, the four rule), for the property tests.
inline SowRules randomRules(std::mt19937 &rng) {
    SowRules r = khutka();
    r.lapOrigin = static_cast<LapOrigin>(rng() % 2);
    r.adjacency = static_cast<DeadAdjacency>(rng() % 2);
    r.relay = static_cast<RelayRule>(rng() % 4);
    r.capture = static_cast<CapturePattern>(rng() % 8);
    r.zone = static_cast<CaptureZone>(rng() % 2);
    r.four = static_cast<FourTiming>(rng() % 5);
    return r;
}

}  // namespace rulelab::kits::sowing_test
