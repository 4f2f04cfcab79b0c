#include "limit_loop.h"

#include <chrono>

namespace rulelab::bench {

namespace {

inline uint64_t xorshift(uint64_t &s) {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
}

}  // namespace

LimitRound playLimitRound(uint64_t &rng) {
    int h[10];
    for (int &c : h) c = 5;
    LimitRound r;
    int onBoard = 50;
    int mover = 0;  // South: holes 0-4, North: holes 5-9
    while (onBoard > 1) {
        if (r.turns >= kMaxTurns) {
            r.capped = true;
            break;
        }
        ++r.turns;
        const int base = mover * 5;
        int loaded[5], n = 0;
        for (int i = 0; i < 5; ++i)
            if (h[base + i] > 0) loaded[n++] = base + i;
        if (n == 0) {  // nothing to sow: pass
            mover ^= 1;
            continue;
        }
        int hole = loaded[xorshift(rng) % static_cast<uint64_t>(n)];
        int64_t lapsThisTurn = 0;
        for (;;) {
            int hand = h[hole];
            h[hole] = 0;
            int pos = hole;
            while (hand > 0) {
                pos = pos == 9 ? 0 : pos + 1;
                ++h[pos];
                --hand;
            }
            ++r.laps;
            ++lapsThisTurn;
            const int next = pos == 9 ? 0 : pos + 1;
            const bool relay = h[next] > 0;
            if (!relay) {
                const int beyond = next == 9 ? 0 : next + 1;
                if (h[beyond] > 0) {
                    r.stores[mover] += h[beyond];
                    onBoard -= h[beyond];
                    h[beyond] = 0;
                }
            }
            // After each lap, every hole holding four goes to the owner of its row.
            for (int i = 0; i < 10; ++i)
                if (h[i] == 4) {
                    r.stores[i / 5] += 4;
                    onBoard -= 4;
                    h[i] = 0;
                }
            if (!relay || h[next] == 0 || onBoard <= 1) break;
            if (lapsThisTurn >= kMaxLapsPerTurn) {
                r.capped = true;
                break;
            }
            hole = next;
        }
        if (r.capped) break;
        mover ^= 1;
    }
    r.left = onBoard;
    return r;
}

LimitLoopRate measureLimitLoop(double seconds, uint64_t seed) {
    LimitLoopRate out;
    uint64_t rng = seed ? seed : 1;
    const auto start = std::chrono::steady_clock::now();
    int64_t sink = 0;  // keeps the stores alive so the loop is not optimised away
    do {
        for (int i = 0; i < 256; ++i) {
            const LimitRound r = playLimitRound(rng);
            out.laps += r.laps;
            sink += r.stores[0] - r.stores[1];
            ++out.rounds;
        }
        out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    } while (out.seconds < seconds);
    if (sink == INT64_MIN) out.rounds = -1;  // never true; the compiler cannot know
    return out;
}

}  // namespace rulelab::bench
