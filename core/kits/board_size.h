#pragma once
// The size of a two-row mancala board: holes per row and counters per hole. The historical
// boards of Khutka Boia and Pachgarhwa are 5 x 5 (KB-1, PG-1); the plugins' experimental
// options holes_per_row and counters_per_hole make smaller (or larger) boards whose state
// graphs can be explored completely. Everything a plugin derives from the size lives here, so
// that the default board keeps exactly the masks, move numbers and keys it always had.
//
// Move numbers follow the size: sowing hole h is h, a pass is `holes`, a fill of hole h is
// 2*holes + h, the choice of hole h as bha is 3*holes + h (10, 20+h and 30+h on the
// historical board) and sowing hole h clockwise, where the rules allow it, 4*holes + h.

#include "game/rule_option.h"
#include "kits/sowing.h"
#include "kits/stall_detector.h"

#include <bit>
#include <cstring>
#include <string>

namespace rulelab::kits {

struct BoardSize {
    int perRow = 5;
    int perHole = 5;
    int holes = 10;
    int counters = 50;
    int keyBits = 6;    // bits per hole in a stall key: enough for every counter in one hole
    bool key64 = true;  // the stall key fits 64 bits (the fast path)

    static BoardSize of(int perRow, int perHole) {
        BoardSize s;
        s.perRow = perRow;
        s.perHole = perHole;
        s.holes = 2 * perRow;
        s.counters = s.holes * perHole;
        s.keyBits = std::max(1, static_cast<int>(std::bit_width(static_cast<unsigned>(s.counters))));
        s.key64 = s.holes * s.keyBits + 1 <= 64;
        return s;
    }
    bool historical() const { return perRow == 5 && perHole == 5; }

    int specialBits() const { return static_cast<int>(std::bit_width(static_cast<unsigned>(holes))); }
    uint16_t allMask() const { return static_cast<uint16_t>((1u << holes) - 1u); }
    uint16_t rowMask(int seat) const { return static_cast<uint16_t>(((1u << perRow) - 1u) << (seat * perRow)); }
    int rowOwner(int h) const { return h < perRow ? 0 : 1; }
    Move passMove() const { return holes; }
    Move fillBase() const { return 2 * holes; }
    Move bhaBase() const { return 3 * holes; }
    // Sowing hole h clockwise (against the hole order) is clockwiseBase() + h, where a game lets
    // the player choose the direction (the rules files' direction = player_choice).
    Move clockwiseBase() const { return 4 * holes; }

    // Exact within a round: keyBits bits per hole and the player to move above them. Live mask
    // and statuses are constant in a round (the stall detector is reset every round). On the
    // historical board this is the former key: 6 bits per hole, the mover at bit 60.
    StallKey stallKey(const SowBoard &b, int toMove) const {
        if (key64) {
            // The holes' bytes packed to keyBits bits each without a loop: pairs, then fours, then
            // eights (every count is below 2^keyBits, and holes past the ring hold 0).
            const auto pack = [kb = keyBits](uint64_t x) {
                x = (x & 0x00ff00ff00ff00ffULL) | (((x >> 8) & 0x00ff00ff00ff00ffULL) << kb);
                x = (x & 0x0000ffff0000ffffULL) | (((x >> 16) & 0x0000ffff0000ffffULL) << (2 * kb));
                return (x & 0x00000000ffffffffULL) | ((x >> 32) << (4 * kb));
            };
            uint64_t lo = 0, hi = 0;
            std::memcpy(&lo, b.counts.data(), 8);
            std::memcpy(&hi, b.counts.data() + 8, 8);
            uint64_t k = pack(lo);
            if (holes > 8) k |= pack(hi) << (8 * keyBits);  // 8 * keyBits < 64 when more than 8 holes fit
            return k | static_cast<uint64_t>(toMove & 1) << (keyBits * holes);
        }
        StallKey k = 0;
        for (int h = 0; h < holes; ++h) k |= static_cast<StallKey>(b.counts[static_cast<size_t>(h)]) << (keyBits * h);
        return k | static_cast<StallKey>(toMove & 1) << (keyBits * holes);
    }

    // Checks the two options together; "" when the board can be played, otherwise a message
    // naming the option. `game` prefixes nothing: callers add their own context.
    static std::string check(int perRow, int perHole) {
        if (perRow < 1 || perRow > kMaxHoles / 2)
            return "holes_per_row: " + std::to_string(perRow) + " is outside 1.." + std::to_string(kMaxHoles / 2);
        if (perHole < 1) return "counters_per_hole: needs at least 1";
        const BoardSize s = of(perRow, perHole);
        // Hole counts, stores and reserves are single bytes in state keys; stall keys hold
        // keyBits bits per hole and the mover in 128 bits.
        if (s.counters > 255 || s.holes * s.keyBits + 1 > 128) {
            int most = perHole;
            while (most > 1 && (of(perRow, most).counters > 255 || of(perRow, most).holes * of(perRow, most).keyBits + 1 > 128))
                --most;
            return "counters_per_hole: " + std::to_string(perHole) + " counters in each of " + std::to_string(s.holes) +
                   " holes is too many for exact state keys; with holes_per_row = " + std::to_string(perRow) + " at most " +
                   std::to_string(most);
        }
        return {};
    }

    // Reads the experimental options holes_per_row and counters_per_hole of a two-row
    // mancala (see check()); false with `error` when the board cannot be played.
    static bool fromOptions(const Options &o, BoardSize &out, std::string &error) {
        const int perRow = static_cast<int>(o.integer("holes_per_row"));
        const int perHole = static_cast<int>(o.integer("counters_per_hole"));
        if (std::string e = check(perRow, perHole); !e.empty()) {
            error = e;
            return false;
        }
        out = of(perRow, perHole);
        return true;
    }
};

// Packs the fields of a round-start signature (kits::RoundLog) into 64 bits, low bits first.
// Exact while the fields fit (always on the historical board); on larger experimental boards
// the overflowing fields are mixed in by multiplication, so a signature is then a hash.
class SignatureBits {
public:
    explicit SignatureBits(int = 0) {}
    void put(uint64_t v, int width) {
        if (used_ + width > 64) {
            mixed_ = (mixed_ ^ bits_) * 0x100000001b3ULL + 0x9E3779B97F4A7C15ULL;
            bits_ = 0;
            used_ = 0;
            spilled_ = true;
        }
        bits_ |= (v & (width >= 64 ? ~0ULL : ((1ULL << width) - 1))) << used_;
        used_ += width;
    }
    uint64_t value() const { return spilled_ ? (mixed_ ^ bits_) * 0x100000001b3ULL : bits_; }

private:
    uint64_t bits_ = 0, mixed_ = 0;
    int used_ = 0;
    bool spilled_ = false;
};

}  // namespace rulelab::kits
