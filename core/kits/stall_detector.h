#pragma once
// G-2 (catalogue section 4): the cheap *trigger* of the stall test. A position key repeating k
// times, or N turns passing with no capture, only says that the round may have stalled; the
// verdict is exact and is the caller's (see kits::TwoRowState::proveStall). When the verdict is
// "a capture is still reachable" (or "not proven"), the caller calls backOff(), which doubles
// both thresholds until the next capture, so that a round that is merely slow costs a few
// verdicts, not one per turn. Plain C++, fixed size (no allocation), cheap per turn.
//
// Contract for callers:
//  - Call reset() at the start of a round and observe() after every turn of the round.
//  - `key` must be exact for positions with the same number of counters on the board, in the
//    same round: equal keys if and only if equal positions (hole counts, player to move, and
//    whatever else the game's next move depends on). Things that are constant within a round
//    (live mask, statuses) may be left out, since the table is cleared at each reset().
//  - A capture is any decrease of the board's counter total; it clears the table, because a
//    position with fewer counters can never equal an earlier one (stores only grow).
//  - At most kMaxTracked distinct positions are remembered between two captures; beyond that
//    repetitions are no longer detected and only the no-capture limit applies.

#include <algorithm>
#include <array>
#include <cstdlib>
#include <string>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <type_traits>
#include <vector>

namespace rulelab::kits {

// A stall key: 128 bits, so that the boards of the experimental size options (up to 16 holes)
// still have exact keys. Keys below 2^64 print and hash exactly as the former 64-bit keys did.
__extension__ typedef unsigned __int128 StallKey;

inline std::string stallKeyText(StallKey k) {
    if (k == 0) return "0";
    char buf[48];
    int n = 0;
    while (k != 0) {
        buf[n++] = static_cast<char>('0' + static_cast<int>(k % 10));
        k /= 10;
    }
    std::string out;
    while (n > 0) out += buf[--n];
    return out;
}
// Parses a decimal key; false on anything else (or on a value of 2^128 or more).
inline bool parseStallKey(const std::string &text, StallKey &out) {
    if (text.empty() || text.size() > 39) return false;
    StallKey k = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return false;
        const StallKey next = k * 10 + static_cast<unsigned>(c - '0');
        if (next / 10 != k) return false;
        k = next;
    }
    out = k;
    return true;
}

// A set of stall keys for the exact stall verdict's exploration. Cleared in O(1) (a generation
// stamp), so one set serves every verdict a thread makes without allocating again.
class StallKeySet {
public:
    void clear() {
        size_ = 0;
        if (++gen_ == 0) {  // the stamp wrapped: forget every slot for real
            std::fill(stamp_.begin(), stamp_.end(), 0u);
            gen_ = 1;
        }
    }
    // True when the key was not in the set yet.
    bool insert(StallKey key) {
        if ((size_ + 1) * 2 > stamp_.size()) grow();
        return place(key);
    }
    // Room for `n` keys: up to that many inserts allocate nothing.
    void reserve(std::size_t n) {
        std::size_t cap = stamp_.empty() ? 1024 : stamp_.size();
        while ((n + 1) * 2 > cap) cap *= 2;
        if (cap > stamp_.size()) growTo(cap);
    }
    std::size_t size() const { return size_; }

private:
    static std::size_t hash(StallKey key) {
        const uint64_t x = static_cast<uint64_t>(key) ^ (static_cast<uint64_t>(key >> 64) * 0xC2B2AE3D27D4EB4FULL);
        return static_cast<std::size_t>((x * 0x9E3779B97F4A7C15ULL) >> 20);
    }
    bool place(StallKey key) {
        const std::size_t mask = stamp_.size() - 1;
        for (std::size_t s = hash(key) & mask;; s = (s + 1) & mask) {
            if (stamp_[s] != gen_) {
                stamp_[s] = gen_;
                keys_[s] = key;
                ++size_;
                return true;
            }
            if (keys_[s] == key) return false;
        }
    }
    void grow() { growTo(stamp_.empty() ? 1024 : stamp_.size() * 2); }
    void growTo(std::size_t cap) {
        std::vector<StallKey> old;
        for (std::size_t s = 0; s < stamp_.size(); ++s)
            if (stamp_[s] == gen_) old.push_back(keys_[s]);
        keys_.reset(new StallKey[cap]);  // not zeroed: a key is read only where its stamp is current
        stamp_.assign(cap, 0u);
        gen_ = 1;
        size_ = 0;
        for (const StallKey k : old) place(k);
    }
    std::unique_ptr<StallKey[]> keys_;
    std::vector<uint32_t> stamp_;
    uint32_t gen_ = 1;
    std::size_t size_ = 0;
};

// The scratch storage of G-2's exact stall verdict (kits::TwoRowState::proveStall), one per
// thread and state type: the breadth-first queue as a ring of positions, the set of stall keys
// seen, and a scratch state (in place, not on the heap). reserve() sizes them for a verdict's
// budget where states are made (a state's constructor, before any match), so that a verdict,
// which runs inside apply when a trigger fires, allocates nothing: it visits at most `budget`
// positions, and the ring holds at most those not expanded yet. Budgets are reserved up to
// kMaxReserved positions (about 8 MB a thread on the historical board, written only as a
// verdict fills it: a thread whose verdicts stay small touches little of it); a verdict that needs
// more (stall_proof_nodes raised by hand) grows the storage then, once.
template <class Pos, class Scratch>
class StallProofScratch {
public:
    static constexpr int64_t kMaxReserved = int64_t{1} << 16;

    static StallProofScratch &forThisThread() {
        thread_local StallProofScratch s;
        return s;
    }
    void reserve(int64_t budget) {
        const auto n = static_cast<std::size_t>(std::clamp<int64_t>(budget + 1, 1, kMaxReserved));
        if (cap_ < n) resizeRing(n);
        seen.reserve(n);
    }
    // Starts a verdict: the ring and the set emptied, their storage kept.
    void clear() {
        head_ = tail_ = 0;
        seen.clear();
    }
    bool empty() const { return head_ == tail_; }
    void push(const Pos &p) {
        if (tail_ - head_ == cap_) resizeRing(cap_ + 1);
        std::construct_at(ring_.get() + (tail_++ & (cap_ - 1)), p);
    }
    const Pos &pop() { return ring_.get()[head_++ & (cap_ - 1)]; }

    StallKeySet seen;
    std::optional<Scratch> state;  // the scratch state, a copy of the first state that asked

private:
    // The ring's storage is left unwritten until a position is pushed: reserving a verdict's
    // budget (megabytes, once per thread) touches no memory it does not use.
    static_assert(std::is_trivially_copyable_v<Pos> && std::is_trivially_destructible_v<Pos>);
    struct FreeRing {
        void operator()(Pos *p) const { ::operator delete (static_cast<void *>(p), std::align_val_t{alignof(Pos)}); }
    };
    // To a power of two of at least n, keeping the queue's order.
    void resizeRing(std::size_t n) {
        std::size_t cap = 16;
        while (cap < n) cap *= 2;
        std::unique_ptr<Pos, FreeRing> ring(
            static_cast<Pos *>(::operator new (cap * sizeof(Pos), std::align_val_t{alignof(Pos)})));
        std::size_t k = 0;
        for (std::size_t i = head_; i != tail_; ++i) std::construct_at(ring.get() + k++, ring_.get()[i & (cap_ - 1)]);
        ring_ = std::move(ring);
        cap_ = cap;
        head_ = 0;
        tail_ = k;
    }
    std::unique_ptr<Pos, FreeRing> ring_;
    std::size_t cap_ = 0;
    std::size_t head_ = 0, tail_ = 0;  // counters; slots are taken modulo the ring's size
};

class StallDetector {
public:
    static constexpr int kSlots = 256;
    static constexpr int kMaxTracked = kSlots / 2;

    enum class Verdict : uint8_t { None, Repeated, NoCapture };

    StallDetector() { clearTable(); }
    // Copies only the slots in use (a state copies its detector with every match it starts and
    // every search step; most of the table is empty). Slots not in order_ have count 0 and a key
    // that is never read.
    StallDetector(const StallDetector &o) { copyFrom(o); }
    StallDetector &operator=(const StallDetector &o) {
        if (this != &o) {
            clearTable();
            copyFrom(o);
        }
        return *this;
    }

    void reset(StallKey key, int boardTotal) {
        clearTable();
        total_ = boardTotal;
        noCapture_ = 0;
        backoff_ = 0;
        insert(key);
    }

    // Records the position reached by a turn and says whether the trigger fired (a stall is
    // possible; the caller decides whether it is real).
    Verdict observe(StallKey key, int boardTotal, int repeatK, int noCaptureLimit) {
        if (boardTotal != total_) {
            clearTable();
            total_ = boardTotal;
            noCapture_ = 0;
            backoff_ = 0;
        } else {
            ++noCapture_;
        }
        const int seen = insert(key);
        if (repeatK > 0 && seen >= (static_cast<int64_t>(repeatK) << backoff_)) return Verdict::Repeated;
        if (noCaptureLimit > 0 && noCapture_ >= (static_cast<int64_t>(noCaptureLimit) << backoff_)) return Verdict::NoCapture;
        return Verdict::None;
    }
    // The trigger fired but no stall was proven: both thresholds double until the next capture.
    void backOff() {
        if (backoff_ < 30) ++backoff_;
    }
    int backoffLevel() const { return backoff_; }

    int turnsWithoutCapture() const { return noCapture_; }
    int boardTotal() const { return total_; }
    int tracked() const { return used_; }
    // How many times `key` has been seen since the last capture (0 if never).
    int seen(StallKey key) const {
        for (uint32_t s = slot(key);; s = (s + 1) & (kSlots - 1)) {
            if (count_[s] == 0) return 0;
            if (keys_[s] == key) return count_[s];
        }
    }

    // Exact state for serialisation: remembered keys in insertion order with their counts.
    struct Entry {
        StallKey key;
        int count;
        friend bool operator==(const Entry &a, const Entry &b) { return a.key == b.key && a.count == b.count; }
    };
    std::vector<Entry> entries() const {
        std::vector<Entry> out;
        out.reserve(static_cast<std::size_t>(used_));
        for (int i = 0; i < used_; ++i) {
            const uint16_t s = order_[static_cast<std::size_t>(i)];
            out.push_back({keys_[s], count_[s]});
        }
        return out;
    }
    // Rebuilds a detector from entries() and the two counters; returns false on bad input.
    bool restore(const std::vector<Entry> &entries, int boardTotal, int noCapture) {
        clearTable();
        if (entries.size() > static_cast<std::size_t>(kMaxTracked)) return false;
        for (const auto &e : entries) {
            if (e.count < 1 || e.count > 255 || seen(e.key) != 0) return false;
            insert(e.key);
            const uint32_t s = find(e.key);
            count_[s] = static_cast<uint8_t>(e.count);
        }
        total_ = boardTotal;
        noCapture_ = noCapture;
        backoff_ = 0;
        return true;
    }

    bool operator==(const StallDetector &o) const {
        return entries() == o.entries() && total_ == o.total_ && noCapture_ == o.noCapture_ && backoff_ == o.backoff_;
    }

    // Text form for a state's serialisation: "<board total>,<turns without capture>[,^<back-off>],<key>:<count>,...".
    std::string toText() const {
        std::string out = std::to_string(total_) + ',' + std::to_string(noCapture_);
        if (backoff_ > 0) out += ",^" + std::to_string(backoff_);
        for (const auto &e : entries()) out += ',' + stallKeyText(e.key) + ':' + std::to_string(e.count);
        return out;
    }
    // Parses toText(); returns an error text, or "" on success (and then replaces this detector).
    std::string fromText(const std::string &text) {
        std::vector<Entry> list;
        long long total = 0, noCapture = 0, backoff = 0;
        std::size_t pos = 0;
        int k = 0;
        while (pos <= text.size()) {
            const std::size_t comma = std::min(text.find(',', pos), text.size());
            const std::string part = text.substr(pos, comma - pos);
            if (k < 2) {
                char *end = nullptr;
                const long long x = std::strtoll(part.c_str(), &end, 10);
                if (part.empty() || *end) return "malformed";
                (k == 0 ? total : noCapture) = x;
            } else if (k == 2 && !part.empty() && part[0] == '^') {
                char *end = nullptr;
                backoff = std::strtoll(part.c_str() + 1, &end, 10);
                if (part.size() < 2 || *end || backoff < 0 || backoff > 30) return "malformed";
            } else {
                const std::size_t c = part.find(':');
                if (c == std::string::npos) return "malformed";
                StallKey key = 0;
                if (!parseStallKey(part.substr(0, c), key)) return "malformed";
                list.push_back({key, static_cast<int>(std::strtol(part.substr(c + 1).c_str(), nullptr, 10))});
            }
            ++k;
            pos = comma + 1;
        }
        if (k < 2) return "malformed";
        StallDetector d;
        if (!d.restore(list, static_cast<int>(total), static_cast<int>(noCapture))) return "holds an impossible table";
        d.backoff_ = static_cast<int>(backoff);
        *this = d;
        return {};
    }

private:
    static uint32_t slot(StallKey key) {
        // The high half is folded in so that a key below 2^64 lands where the 64-bit key did.
        const uint64_t x = static_cast<uint64_t>(key) ^ (static_cast<uint64_t>(key >> 64) * 0xC2B2AE3D27D4EB4FULL);
        return static_cast<uint32_t>((x * 0x9E3779B97F4A7C15ULL) >> 54) & (kSlots - 1);
    }
    uint32_t find(StallKey key) const {
        uint32_t s = slot(key);
        while (count_[s] != 0 && keys_[s] != key) s = (s + 1) & (kSlots - 1);
        return s;
    }
    int insert(StallKey key) {
        const uint32_t s = find(key);
        if (count_[s] != 0) {
            if (count_[s] < 255) ++count_[s];
            return count_[s];
        }
        if (used_ >= kMaxTracked) return 1;  // table full: this position is not remembered
        keys_[s] = key;
        count_[s] = 1;
        order_[static_cast<std::size_t>(used_++)] = static_cast<uint16_t>(s);
        return 1;
    }
    // Into a table whose count_ is all 0.
    void copyFrom(const StallDetector &o) {
        for (int i = 0; i < o.used_; ++i) {
            const uint16_t s = o.order_[static_cast<std::size_t>(i)];
            keys_[s] = o.keys_[s];
            count_[s] = o.count_[s];
            order_[static_cast<std::size_t>(i)] = s;
        }
        used_ = o.used_;
        total_ = o.total_;
        noCapture_ = o.noCapture_;
        backoff_ = o.backoff_;
    }
    void clearTable() {
        // Only the slots in use are cleared, so a capture costs what was inserted since the last one.
        for (int i = 0; i < used_; ++i) count_[order_[static_cast<std::size_t>(i)]] = 0;
        used_ = 0;
    }

    std::array<StallKey, kSlots> keys_;  // read only where count_ is not 0
    std::array<uint8_t, kSlots> count_{};
    std::array<uint16_t, kMaxTracked> order_{};
    int used_ = 0;
    int total_ = -1;
    int noCapture_ = 0;
    int backoff_ = 0;  // thresholds are shifted left by this many bits
};

// G-3: the signatures of the positions at which rounds started, a record of the match's history
// (kept in the state text). A repeated or periodic signature under stochastic play proves
// nothing (the next round can go differently), so it ends no match: a match whose rounds never
// end it runs to the round cap (sim.max_rounds) or the turn cap, and is reported as capped.
// repeatingPeriod() is there for analyses that want to see the pattern.
// Fixed size; after kMax rounds the oldest signatures are forgotten (only the last ones matter).
class RoundLog {
public:
    static constexpr int kMax = 64;

    void record(uint64_t signature) {
        if (size_ == kMax) {  // keep the most recent half
            for (int i = 0; i < kMax / 2; ++i) sigs_[static_cast<std::size_t>(i)] = sigs_[static_cast<std::size_t>(i + kMax / 2)];
            size_ = kMax / 2;
        }
        sigs_[static_cast<std::size_t>(size_++)] = signature;
    }
    // The smallest period p <= maxPeriod such that the last k*p signatures are one block of p
    // repeated k times, or 0 when there is none.
    int repeatingPeriod(int k, int maxPeriod) const {
        if (k < 2) k = 2;  // a single occurrence is no repetition
        for (int p = 1; p <= maxPeriod && k * p <= size_; ++p) {
            bool periodic = true;
            for (int i = 0; i < (k - 1) * p && periodic; ++i)
                periodic = sigs_[static_cast<std::size_t>(size_ - 1 - i)] == sigs_[static_cast<std::size_t>(size_ - 1 - i - p)];
            if (periodic) return p;
        }
        return 0;
    }
    int size() const { return size_; }
    uint64_t at(int i) const { return sigs_[static_cast<std::size_t>(i)]; }
    void clear() { size_ = 0; }
    // Text form for a state's serialisation: "<size>,<signature>,...".
    std::string toText() const {
        std::string out = std::to_string(size_);
        for (int i = 0; i < size_; ++i) out += ',' + std::to_string(sigs_[static_cast<std::size_t>(i)]);
        return out;
    }
    // Parses toText(); returns an error text, or "" on success (and then replaces this log).
    std::string fromText(const std::string &text) {
        RoundLog log;
        std::size_t pos = 0;
        long long n = -1;
        int k = 0;
        while (pos <= text.size()) {
            const std::size_t comma = std::min(text.find(',', pos), text.size());
            const std::string part = text.substr(pos, comma - pos);
            if (k == 0) n = std::strtoll(part.c_str(), nullptr, 10);
            else log.record(std::strtoull(part.c_str(), nullptr, 10));
            ++k;
            pos = comma + 1;
        }
        if (n != log.size()) return "malformed";
        *this = log;
        return {};
    }
    bool operator==(const RoundLog &o) const {
        if (size_ != o.size_) return false;
        for (int i = 0; i < size_; ++i)
            if (sigs_[static_cast<std::size_t>(i)] != o.sigs_[static_cast<std::size_t>(i)]) return false;
        return true;
    }

private:
    std::array<uint64_t, kMax> sigs_{};
    int size_ = 0;
};

}  // namespace rulelab::kits
