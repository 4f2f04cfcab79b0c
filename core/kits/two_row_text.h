#pragma once
// Two-row rounds (see two_row.h), part 3: the round-start signature (G-3), the state keys, the
// state text (written and read in shared parts, the plugins' own fields in between), the move
// descriptions, the round configuration and the board view. All inline.

#include "game/game.h"
#include "kits/board_size.h"
#include "kits/stall_detector.h"
#include "kits/state_text.h"
#include "kits/two_row_position.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace rulelab::kits {

// ---------------------------------------------------------------------------------------------
// Keys and signatures

// G-3: the position at which a round starts. At that moment every hole holds 0 or a full group
// (counters_per_hole), so the live mask plus the mask of loaded holes give the board exactly. A
// bha on a dead hole is inert, so its place is left out (random players choose it at random, and
// a stuck match would otherwise not look periodic). `kungidarOwed` is Khutka Boia's deferred
// per_round payment (false elsewhere); hole ownership other than the rows is mixed in.
inline uint64_t roundSignature(const RoundPosition &p, const BoardSize &S, bool kungidarOwed, uint16_t northOwns) {
    using tworow::ix;
    const auto &b = p.board;
    uint64_t loaded = 0, odd = 0;
    for (int h = 0; h < S.holes; ++h) {
        if (b.counts[ix(h)] != 0) loaded |= tworow::bit(h);
        if (b.counts[ix(h)] != 0 && b.counts[ix(h)] != S.perHole) odd = 1;
    }
    SignatureBits s;
    s.put(static_cast<uint64_t>(p.reserve[0]), S.keyBits);
    s.put(static_cast<uint64_t>(p.reserve[1]), S.keyBits);
    s.put(static_cast<uint64_t>(b.store[0]), S.keyBits);
    s.put(static_cast<uint64_t>(b.store[1]), S.keyBits);
    s.put(b.live, S.holes);
    s.put(loaded, S.holes);
    s.put(static_cast<uint64_t>(p.status), 2);
    s.put(static_cast<uint64_t>(p.bhadar + 1), 2);
    s.put(static_cast<uint64_t>(p.kungidar + 1), 2);
    s.put(static_cast<uint64_t>(b.special >= 0 && b.isLive(b.special) ? b.special + 1 : 0), S.specialBits());
    s.put(static_cast<uint64_t>(p.twoOwed), 1);
    s.put(static_cast<uint64_t>(kungidarOwed), 1);
    s.put(static_cast<uint64_t>(p.starter & 1), 1);
    s.put(odd, 1);
    uint64_t sig = s.value();
    if (northOwns != S.rowMask(1)) sig = sig * 0x100000001b3ULL ^ northOwns;  // holes owned across the rows
    if (odd)  // cannot happen by construction; keep the signature a function of the board anyway
        for (int h = 0; h < S.holes; ++h) sig = sig * 0x100000001b3ULL ^ b.counts[ix(h)];
    return sig;
}

// The start of a state key (State::appendKey): the board, reserves, phase, mover, starter and
// statuses (`kungidarOwed` as in roundSignature).
inline void appendKeyHead(std::string &out, const RoundPosition &p, const BoardSize &bs, bool kungidarOwed) {
    const auto &b = p.board;
    auto put = [&](int v) { out.push_back(static_cast<char>(v)); };
    for (int h = 0; h < bs.holes; ++h) put(b.counts[tworow::ix(h)]);
    put(b.live & 0xFF);
    put(b.live >> 8);
    put(b.store[0]);
    put(b.store[1]);
    put(b.special);
    put(p.reserve[0]);
    put(p.reserve[1]);
    put(static_cast<int>(p.phase));
    put(p.toMove);
    put(p.starter);
    put(static_cast<int>(p.status) | (p.bhadar + 1) << 2 | (p.kungidar + 1) << 4 | p.twoOwed << 6 | kungidarOwed << 7);
}

// The groups and holes still to fill (between rounds).
inline void appendKeyFill(std::string &out, const RoundPosition &p) {
    auto put = [&](int v) { out.push_back(static_cast<char>(v)); };
    put(p.fillLeft[0]);
    put(p.fillLeft[1]);
    put(p.fillMask[0] & 0xFF);
    put(p.fillMask[0] >> 8);
    put(p.fillMask[1] & 0xFF);
    put(p.fillMask[1] >> 8);
}

// The round (under fixed_rounds, where it decides the end) and the match's end.
inline void appendKeyTail(std::string &out, const RoundPosition &p, bool fixedRounds) {
    auto put = [&](int v) { out.push_back(static_cast<char>(v)); };
    if (fixedRounds) {
        put(p.round & 0xFF);
        put(p.round >> 8);
    }
    put(static_cast<int>(p.endReason));
    put(static_cast<int>(p.result));
}

// ---------------------------------------------------------------------------------------------
// State text: "<tag> counts=.. live=.. store=.. bha=.. reserve=.. phase=.. move=.. round=..
// starter=.. status=s,b,k,two[,...] <game's fields> last=.. end=.. progress=.. guards=..
// stall=.. rounds=..". The plugins write and read their own fields between the shared parts.

inline void writeStateHead(std::ostream &os, const char *tag, const RoundPosition &p, const BoardSize &bs) {
    const auto &b = p.board;
    os << tag << " counts=";
    for (int h = 0; h < bs.holes; ++h) os << (h ? "," : "") << int(b.counts[tworow::ix(h)]);
    os << " live=" << b.live << " store=" << b.store[0] << ',' << b.store[1] << " bha=" << int(b.special) << ','
       << int(b.specialOwner) << " reserve=" << p.reserve[0] << ',' << p.reserve[1] << " phase=" << int(p.phase)
       << " move=" << int(p.toMove) << " round=" << p.round << " starter=" << int(p.starter) << " status=" << int(p.status) << ','
       << int(p.bhadar) << ',' << int(p.kungidar) << ',' << int(p.twoOwed);
}

inline void writeStateRecent(std::ostream &os, const RoundPosition &p, const MatchProgress &progress) {
    os << " last=" << int(p.lastMover) << ',' << int(p.lastCapturer) << ',' << int(p.lastStart) << ',' << p.lastRoundTotals[0]
       << ',' << p.lastRoundTotals[1] << ',' << int(p.lastRoundEnd) << " end=" << int(p.endReason) << ',' << int(p.result)
       << " progress=" << progress.turns << ',' << progress.laps << ',' << progress.rounds << ',' << progress.captures << ','
       << progress.roundsByRule << ',' << progress.roundsByGuard;
}

inline void writeStateLogs(std::ostream &os, const StallDetector &stall, const RoundLog &log) {
    os << " stall=" << stall.toText() << " rounds=" << log.toText();
}

// Reads what writeStateHead wrote; `statusCount` values of field status (at least 4), which
// stay in `v` for the caller.
inline bool readStateHead(const StateText &st, RoundPosition &p, const BoardSize &bs, size_t statusCount,
                          std::vector<long long> &v, std::string &error) {
    using tworow::ix;
    const std::string pre = st.game() + " state: ";
    auto get = [&](const char *name, size_t minCount) { return st.ints(name, minCount, v, error); };
    auto &b = p.board;
    if (!get("counts", bs.holes)) return false;
    if (v.size() != static_cast<size_t>(bs.holes))
        return error = pre + "field 'counts' has " + std::to_string(v.size()) + " values for a board of " +
                       std::to_string(bs.holes) + " holes",
               false;
    for (int h = 0; h < bs.holes; ++h) {
        if (v[ix(h)] < 0 || v[ix(h)] > bs.counters) return error = pre + "bad hole count", false;
        b.counts[ix(h)] = static_cast<uint8_t>(v[ix(h)]);
    }
    if (!get("live", 1)) return false;
    b.live = static_cast<uint16_t>(v[0] & bs.allMask());
    if (!get("store", 2)) return false;
    b.store = {static_cast<int16_t>(v[0]), static_cast<int16_t>(v[1])};
    if (!get("bha", 2)) return false;
    b.special = static_cast<int8_t>(v[0]);
    b.specialOwner = static_cast<int8_t>(v[1]);
    if (!get("reserve", 2)) return false;
    p.reserve = {static_cast<int16_t>(v[0]), static_cast<int16_t>(v[1])};
    if (!get("phase", 1)) return false;
    if (v[0] < 0 || v[0] > static_cast<int>(Phase::Over)) return error = pre + "bad phase", false;
    p.phase = static_cast<Phase>(v[0]);
    if (!get("move", 1)) return false;
    p.toMove = static_cast<int8_t>(v[0]);
    if (!get("round", 1)) return false;
    p.round = static_cast<int16_t>(v[0]);
    if (!get("starter", 1)) return false;
    p.starter = static_cast<int8_t>(v[0]);
    if (!get("status", statusCount)) return false;
    if (v[0] < 0 || v[0] > 2) return error = pre + "bad status", false;
    p.status = static_cast<Status>(v[0]);
    p.bhadar = static_cast<int8_t>(v[1]);
    p.kungidar = static_cast<int8_t>(v[2]);
    p.twoOwed = v[3] != 0;
    return true;
}

// Reads what writeStateRecent wrote.
inline bool readStateRecent(const StateText &st, RoundPosition &p, MatchProgress &progress, std::vector<long long> &v,
                            std::string &error) {
    const std::string pre = st.game() + " state: ";
    auto get = [&](const char *name, size_t minCount) { return st.ints(name, minCount, v, error); };
    if (!get("last", 6)) return false;
    p.lastMover = static_cast<int8_t>(v[0]);
    p.lastCapturer = static_cast<int8_t>(v[1]);
    p.lastStart = static_cast<int8_t>(v[2]);
    p.lastRoundTotals = {static_cast<int16_t>(v[3]), static_cast<int16_t>(v[4])};
    if (v[5] < 0 || v[5] > static_cast<int>(RoundEndCause::StallGuard)) return error = pre + "bad round end", false;
    p.lastRoundEnd = static_cast<RoundEndCause>(v[5]);
    if (!get("end", 2)) return false;
    if (v[0] < 0 || v[0] >= kEndReasonCount || v[1] < 0 || v[1] > 4) return error = pre + "bad end", false;
    p.endReason = static_cast<EndReason>(v[0]);
    p.result = static_cast<Result>(v[1]);
    if (!get("progress", 4)) return false;
    progress = MatchProgress{v[0], v[1], static_cast<int32_t>(v[2]), v[3]};
    if (v.size() >= 6) {  // rounds ended by rule and by a proven guard (older texts lack them)
        progress.roundsByRule = static_cast<int32_t>(v[4]);
        progress.roundsByGuard = static_cast<int32_t>(v[5]);
    }
    return true;
}

// Reads what writeStateLogs wrote.
inline bool readStateLogs(const StateText &st, StallDetector &stall, RoundLog &log, std::string &error) {
    const std::string pre = st.game() + " state: ";
    const std::string *stallText = st.field("stall");
    if (!stallText) return error = pre + "field 'stall' is missing", false;
    if (const std::string e = stall.fromText(*stallText); !e.empty()) return error = pre + "field 'stall' " + e, false;
    const std::string *roundsText = st.field("rounds");
    if (!roundsText) return error = pre + "field 'rounds' is missing", false;
    if (const std::string e = log.fromText(*roundsText); !e.empty()) return error = pre + "field 'rounds' " + e, false;
    return true;
}

// Board + stores + reserves must hold every counter of the board (2 * P * C).
inline bool checkCounterTotal(const std::string &game, const RoundPosition &p, const BoardSize &bs, std::string &error) {
    const auto &b = p.board;
    int sum = p.reserve[0] + p.reserve[1] + b.store[0] + b.store[1];
    for (int h = 0; h < bs.holes; ++h) sum += b.counts[tworow::ix(h)];
    if (sum == bs.counters) return true;
    error = game + " state: counters add up to " + std::to_string(sum) + ", not " + std::to_string(bs.counters);
    if (!bs.historical())
        error += " (the board of holes_per_row = " + std::to_string(bs.perRow) +
                 ", counters_per_hole = " + std::to_string(bs.perHole) + ")";
    return false;
}

// ---------------------------------------------------------------------------------------------
// Text and view

inline std::string describeMove(const RoundPosition &p, const BoardSize &bs, Move move) {
    using namespace tworow;
    const std::string who = seatName(p.toMove);
    switch (p.phase) {
    case Phase::Chance: return std::string("chance: ") + seatName(move == 1 ? 1 : 0) + " starts";
    case Phase::Play:
        if (move == bs.passMove()) return who + " passes (nothing to sow)";
        if (move >= 0 && move < bs.holes)
            return who + " sows " + holeName(move) + " (" + std::to_string(p.board.counts[ix(move)]) + ")";
        if (move >= bs.clockwiseBase() && move < bs.clockwiseBase() + bs.holes) {
            const int h = move - bs.clockwiseBase();
            return who + " sows " + holeName(h) + " (" + std::to_string(p.board.counts[ix(h)]) + ") clockwise";
        }
        break;
    case Phase::Fill:
        if (move >= bs.fillBase() && move < bs.fillBase() + bs.holes)
            return who + " fills " + holeName(move - bs.fillBase()) + " with " + groupWord(bs.perHole);
        break;
    case Phase::Bha:
        if (move >= bs.bhaBase() && move < bs.bhaBase() + bs.holes) {
            if (p.toMove == p.bhadar) return who + " makes " + holeName(move - bs.bhaBase()) + " the bha";
            return who + " makes " + holeName(move - bs.bhaBase()) + " " + seatName(p.bhadar) + "'s bha";
        }
        break;
    case Phase::Over: break;
    }
    return "move " + std::to_string(move) + " (not legal here)";
}

// What a round's refill decided: each player's live holes (the holes he owns), the statuses and
// the bha.
inline std::string roundConfiguration(const RoundPosition &p, const BoardSize &bs, uint16_t northOwns) {
    using namespace tworow;
    const auto &b = p.board;
    std::string out;
    for (int seat = 0; seat < 2; ++seat) {
        out += std::string(seat ? " | " : "") + (seat ? "N" : "S") + " live:";
        int n = 0;
        for (int h = 0; h < bs.holes; ++h)
            if (ownerOf(northOwns, h) == seat && b.isLive(h)) {
                out += " " + holeName(h);
                ++n;
            }
        if (n == 0) out += " none";
    }
    if (p.status == Status::FourOne) out += std::string(" | Bhadar ") + seatName(p.bhadar) + ", Kungidar " + seatName(p.kungidar);
    if (p.status == Status::ThreeTwo) {
        out += std::string(" | Bhadar ") + seatName(p.bhadar);
        if (b.special >= 0) out += ", bha " + holeName(b.special);
    }
    return out;
}

// The board as drawn: North on top (h9 h8 h7 h6 h5 on the historical board), South below
// (h0 .. h4); a hole owned across the rows shows its owner.
inline BoardView boardView(const RoundPosition &p, const BoardSize &bs, uint16_t northOwns, int stalledRounds) {
    using namespace tworow;
    const auto &b = p.board;
    BoardView v;
    v.rows = 2;
    v.cols = bs.perRow;
    for (int h = 0; h < bs.holes; ++h) {
        const int owner = ownerOf(northOwns, h);
        BoardCell c;
        c.id = h;
        c.row = h >= bs.perRow ? 0 : 1;
        c.col = h >= bs.perRow ? bs.holes - 1 - h : h;
        c.owner = owner;
        c.count = b.counts[ix(h)];
        c.label = holeName(h);
        if (!b.isLive(h)) c.flags |= CellDead;
        if (h == b.special) c.flags |= CellSpecial;
        if (owner != bs.rowOwner(h)) {  // appended piecewise: GCC 12 warns falsely (-Wrestrict) on operator+
            c.label += " (";
            c.label += seatName(owner);
            c.label += ')';
        }
        if (h == p.lastStart) c.flags |= CellStart;
        v.cells.push_back(std::move(c));
    }
    v.stores = {{"South store", 0, b.store[0]},
                {"North store", 1, b.store[1]},
                {"South reserve", 0, p.reserve[0]},
                {"North reserve", 1, p.reserve[1]}};
    BoardTrack track;
    track.label = "sowing order";
    for (int h = 0; h < bs.holes; ++h) track.cells.push_back(h);
    track.loop = true;
    v.tracks.push_back(track);
    v.notes.push_back("Round " + std::to_string(p.round));
    if (p.status == Status::FourOne)
        v.notes.push_back(std::string("Bhadar: ") + seatName(p.bhadar) + ", Kungidar: " + seatName(p.kungidar));
    if (p.status == Status::ThreeTwo) {
        std::string n = std::string("Bhadar: ") + seatName(p.bhadar);
        if (b.special >= 0) n += ", bha " + holeName(b.special);
        if (p.twoOwed) n += ", returns 2 at the round's end";
        v.notes.push_back(n);
    }
    if (p.lastRoundTotals[0] >= 0)
        v.notes.push_back("Last round ended (" + std::string(roundEndCauseText(p.lastRoundEnd)) + "): South " +
                          std::to_string(p.lastRoundTotals[0]) + ", North " + std::to_string(p.lastRoundTotals[1]));
    if (stalledRounds > 0) v.notes.push_back("Rounds ended by the stall guard: " + std::to_string(stalledRounds));
    switch (p.phase) {
    case Phase::Chance: v.notes.push_back("Chance decides who starts"); break;
    case Phase::Fill: v.notes.push_back(std::string(seatName(p.toMove)) + " places a group of " + groupWord(bs.perHole)); break;
    case Phase::Bha: v.notes.push_back(std::string(seatName(p.toMove)) + " chooses the bha"); break;
    case Phase::Over:
        v.notes.push_back(std::string("Match over: ") + resultKey(p.result) + " (" + endReasonKey(p.endReason) + ")");
        break;
    case Phase::Play: break;
    }
    v.toMove = p.phase == Phase::Over || p.phase == Phase::Chance ? -1 : p.toMove;
    return v;
}

}  // namespace rulelab::kits
