#pragma once
// Deterministic random numbers, identical on every platform and standard library
// (std:: distributions are implementation-defined, so we do not use them).

#include <cstdint>
#include <string_view>

namespace rulelab {

inline uint64_t splitmix64(uint64_t &x) {
    uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

inline uint64_t fnv1a64(std::string_view s) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : s) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

// The seed of match `index` of reading `readingId` in an experiment with seed `seed`.
// Depends on nothing else, so any thread count and any sharding give the same matches.
inline uint64_t matchSeed(uint64_t seed, std::string_view readingId, uint64_t index) {
    uint64_t x = seed ^ 0x5252554c454c4142ULL;  // "RULELAB"
    uint64_t a = splitmix64(x);
    x = a ^ fnv1a64(readingId);
    uint64_t b = splitmix64(x);
    x = b ^ (index * 0xd1b54a32d192ed03ULL);
    return splitmix64(x);
}

// xoshiro256** seeded through SplitMix64.
class Rng {
public:
    explicit Rng(uint64_t seed = 0) { reseed(seed); }
    void reseed(uint64_t seed) {
        uint64_t x = seed;
        for (auto &w : s_) w = splitmix64(x);
    }
    uint64_t next() {
        const uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }
    // Uniform integer in [0, n), n > 0 (Lemire's method, unbiased).
    uint32_t below(uint32_t n) {
        uint64_t m = static_cast<uint64_t>(static_cast<uint32_t>(next() >> 32)) * n;
        uint32_t l = static_cast<uint32_t>(m);
        if (l < n) {
            const uint32_t t = (0u - n) % n;
            while (l < t) {
                m = static_cast<uint64_t>(static_cast<uint32_t>(next() >> 32)) * n;
                l = static_cast<uint32_t>(m);
            }
        }
        return static_cast<uint32_t>(m >> 32);
    }
    // Uniform double in [0, 1) with 53 random bits.
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    uint64_t s_[4];
};

}  // namespace rulelab
