#include "bheri_board.h"
#include "bheri_rules.h"

#include <bit>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace rulelab::bheri {

namespace {
constexpr int8_t kNoCode = 100;  // no cell ever holds it (codes are -8..8)
}  // namespace

Geometry::Geometry(int rowLength, int pieces) : n_(rowLength), k_(pieces) {
    const int n = n_;
    for (int s = 0; s < 2; ++s) {
        for (int c = 0; c <= kMaxCells; ++c) {
            compartment_[s][c] = 0;
            index_[s][c] = -1;
        }
        unshifted_[s].fill(kNoCode);
        for (int h = 1; h <= n; ++h) {
            // A's compartment h is c(h-1); B's is c(3n-h), so both rows run towards the entry end.
            compartment_[s][homeCell(s, h)] = static_cast<int8_t>(h);  // A: c(h-1), B: c(3n-h)
            unshifted_[s][static_cast<size_t>(homeCell(s, h))] = pieceCode(s, h);
        }
        for (int i = 0; i < 2 * n; ++i) {
            // A: the neutral row right to left, then B's row left to right; B mirrored.
            int cell;
            if (s == 0) cell = i < n ? 2 * n - 1 - i : 2 * n + (i - n);
            else cell = i < n ? n + i : n - 1 - (i - n);
            circuit_[s][i] = static_cast<int8_t>(cell);
            index_[s][cell] = static_cast<int8_t>(i);
        }
    }
}

namespace {

// Landing on circuit cell `dest` (BB-10, BB-11): never on an own piece; an enemy piece is
// captured, except an unreleased one (standing in its own home row) under capture_home=no,
// where the landing is illegal. Returns false when the landing is illegal.
bool landing(const Rules &rules, const Position &pos, int seat, int dest, PieceMove &m) {
    const int8_t occ = pos.at(dest);
    const int owner = codeOwner(occ);
    if (owner == seat) return false;
    if (owner >= 0 && !rules.captureHome && rules.geo.homeCompartment(owner, dest) != 0) return false;
    m.to = static_cast<int8_t>(dest);
    m.captured = occ;
    return true;
}

// The cells that hold a piece of `seat`, as bits (bit c for cell c).
uint32_t ownCells(const Position &pos, int seat) {
#if defined(__SSE2__)
    // Two overlapping loads cover the 24 cells: 0..15 and 8..23.
    const __m128i zero = _mm_setzero_si128();
    const __m128i lo = _mm_loadu_si128(reinterpret_cast<const __m128i *>(pos.cells.data()));
    const __m128i hi = _mm_loadu_si128(reinterpret_cast<const __m128i *>(pos.cells.data() + kMaxCells - 16));
    const auto mask = [&](__m128i x) {
        return static_cast<uint32_t>(_mm_movemask_epi8(seat == 0 ? _mm_cmpgt_epi8(x, zero) : _mm_cmplt_epi8(x, zero)));
    };
    return mask(lo) | (mask(hi) << (kMaxCells - 16));
#else
    uint32_t bits = 0;
    for (int c = 0; c < kMaxCells; ++c)
        if (codeOwner(pos.cells[static_cast<size_t>(c)]) == seat) bits |= 1u << c;
    return bits;
#endif
}
static_assert(kMaxCells <= 32 && kMaxCells >= 16, "ownCells keeps a cell per bit of 32, from two 16-byte loads");

// The cells whose code equals the table's (Geometry::unshiftedCodes), as bits.
uint32_t cellsEqual(const Position &pos, const std::array<int8_t, kMaxCells> &codes) {
#if defined(__SSE2__)
    const auto load = [](const int8_t *p) { return _mm_loadu_si128(reinterpret_cast<const __m128i *>(p)); };
    const auto eq = [&](int at) {
        return static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(load(pos.cells.data() + at), load(codes.data() + at))));
    };
    return eq(0) | (eq(kMaxCells - 16) << (kMaxCells - 16));
#else
    uint32_t bits = 0;
    for (int c = 0; c < kMaxCells; ++c)
        if (pos.cells[static_cast<size_t>(c)] == codes[static_cast<size_t>(c)]) bits |= 1u << c;
    return bits;
#endif
}

// The cells of compartments a..b (1 <= a, b <= n) of `seat`'s home row, as bits; none if a > b.
uint32_t compartmentCells(int seat, int n, int a, int b) {
    if (a > b) return 0;
    // A: compartment h is cell h-1; B: cell 3n-h (the row runs the other way).
    const int lo = seat == 0 ? a - 1 : 3 * n - b, hi = seat == 0 ? b - 1 : 3 * n - a;
    return ((2u << hi) - 1) & ~((1u << lo) - 1);
}

}  // namespace

void legalPieceMoves(const Rules &rules, const Position &pos, int seat, int v, bool isPod, int excludeNumber,
                     PieceMoveList &out) {
    legalPieceMoves(rules, pos, seat, pos.activeCell(seat, rules.geo), v, isPod, excludeNumber, out);
}

namespace {

// The front cell of `cells` (a mask of cells of `seat`'s home row), taken out of it: the front
// is compartment n, A's highest cell and B's lowest.
int takeFront(int seat, uint32_t &cells) {
    if (seat == 0) {
        const int cell = 31 - std::countl_zero(cells);
        cells &= ~(1u << cell);
        return cell;
    }
    const int cell = std::countr_zero(cells);
    cells &= cells - 1;
    return cell;
}

// legalPieceMoves, with the home pieces' moves found either all at once on bit masks of cells
// (ByMask; for excludeNumber = 0, every listing but a second half's) or piece by piece.
template <bool ByMask>
void listPieceMoves(const Rules &rules, const Position &pos, int seat, int active, int v, bool isPod, int excludeNumber,
                    PieceMoveList &out) {
    // The rule switches and sizes in locals: the moves are written through int8_t fields, which
    // may alias anything, so fields read through `rules` would be loaded again after every write.
    const Geometry &g = rules.geo;
    const int n = g.rowLength();
    const int last = n;  // the exit compartment (the historical 8)
    const bool homeShiftCapture = rules.homeShiftCapture, homeJump = rules.homeJump;
    const bool passThrough = rules.passThrough, everyExitPod = rules.everyExitPod;
    const int entryIndex = rules.entryIndex;
    const int8_t *cells = pos.cells.data();
    const int sign = seat == 0 ? 1 : -1;  // Goats' codes are positive, Sheep's negative
    // Compartment h of the seat's home row is cell base + step * h (A: c(h-1), B: c(3n-h)).
    const int base = seat == 0 ? -1 : 3 * n, step = seat == 0 ? 1 : -1;
    const uint32_t own = ownCells(pos, seat);
    PieceMove *moves = out.moves.data();
    // The piece that is out comes first in the list, but whether it may take a pod can depend on
    // the home moves (BB-9). So slot 0 is kept for it and the home moves are listed from slot 1
    // on; at the end slot 0 is filled, or the home moves close up (no second list, no copy).
    int size = 1;
    PieceMove activeMove;
    bool activeLegal = false;

    // The piece that is out moves v steps along its circuit (BB-10); under circuit=exit it
    // leaves the board when it would pass the last cell of the opponent's row.
    if (active >= 0 && codeNumber(pos.at(active)) != excludeNumber) {
        const int j = g.circuitIndex(seat, active) + v;
        activeMove.from = static_cast<int8_t>(active);
        if (j >= g.circuitLength() && rules.exitCircuit) {
            activeMove.to = kOffBoard;
            activeMove.captured = 0;
            activeLegal = true;
        } else {
            // j < 2 * circuitLength (v <= 4 < circuitLength): one subtraction instead of a division.
            const int len = g.circuitLength();
            activeLegal = landing(rules, pos, seat, g.circuitCell(seat, j >= len ? j - len : j), activeMove);
        }
    }

    if constexpr (ByMask) {
        // The loop below for every home piece at once, on bit masks of cells (bit c: cell c).
        // "k compartments on" is k cells up A's row and k cells down B's (fwd), and back the
        // other way; then the moves are listed front first, as the loop lists them.
        const uint32_t rowBits = seat == 0 ? (1u << n) - 1 : ((1u << n) - 1) << (2 * n);
        const auto fwd = [seat](uint32_t x, int k) { return seat == 0 ? x << k : x >> k; };
        const auto back = [seat](uint32_t x, int k) { return seat == 0 ? x >> k : x << k; };
        const uint32_t home = own & rowBits;
        uint32_t movable = home;  // BB-8: a piece never shifted moves first by a pod
        if (!isPod) movable &= ~cellsEqual(pos, g.unshiftedCodes(seat));
        // Shifts to compartment h + v <= n: not onto an own piece; onto an enemy piece passing
        // through only under home_shift_capture; under home_jump = no, over no own piece.
        const uint32_t shiftFrom = movable & back(rowBits, v);
        uint32_t to = fwd(shiftFrom, v) & ~home;
        if (!homeShiftCapture) to &= ~(ownCells(pos, 1 - seat) & rowBits);
        uint32_t shifts = back(to, v);
        if (!homeJump)
            for (int j = 1; j < v; ++j) shifts &= ~back(home, j);
        // Exits (h + v > n): one piece out at a time, from compartment n only under stop_at_8,
        // by a pod only under every_exit_pod, and under home_jump = no only the front piece.
        uint32_t exits = 0;
        if (active < 0 && !(everyExitPod && !isPod) && home != 0) {
            exits = movable & ~back(rowBits, v);
            const uint32_t frontCell = seat == 0 ? 1u << (n - 1) : 1u << (2 * n);
            if (!passThrough) exits &= frontCell;
            if (!homeJump) exits &= seat == 0 ? 1u << (31 - std::countl_zero(home)) : home & (0u - home);
        }
        for (uint32_t m = shifts | exits; m != 0;) {
            const int cell = takeFront(seat, m);
            if ((shifts >> cell) & 1u) {
                const int dest = seat == 0 ? cell + v : cell - v;
                moves[size++] = PieceMove{static_cast<int8_t>(cell), static_cast<int8_t>(dest), cells[dest]};
            } else {
                const int t = (seat == 0 ? cell + 1 : 3 * n - cell) + v;
                PieceMove pm;
                pm.from = static_cast<int8_t>(cell);
                if (landing(rules, pos, seat, g.circuitCell(seat, entryIndex + (t - last - 1)), pm)) moves[size++] = pm;
            }
        }
    } else {
        // Home pieces, front (compartment `last`, the historical 8) first: only the cells of the
        // home row that hold an own piece are visited (A's front is its highest cell, B's its lowest).
        // pathClear(h, b): no own piece stands in compartments h+1..b (home_jump = no).
        auto pathClear = [&](int h, int b) { return (own & compartmentCells(seat, n, h + 1, b)) == 0; };
        for (uint32_t home = own & compartmentCells(seat, n, g.firstPiece(), n); home != 0;) {
            const int cell = takeFront(seat, home);
            const int h = seat == 0 ? cell + 1 : 3 * n - cell;
            const int number = cells[cell] * sign;
            if (number == excludeNumber) continue;
            // BB-8: a piece's first move out of its original compartment needs a pod (one step).
            if (number == h && !isPod) continue;
            const int t = h + v;
            if (t <= last) {
                // A shift inside the home row (BB-13): never onto an own piece; onto the enemy's piece
                // that is out (passing through this row) only under home_shift_capture, which takes it,
                // as Ludii's encoding does; otherwise into an empty compartment only. Under
                // home_jump=no not over an own piece (an enemy piece passing through is no bar).
                const int dest = base + step * t;
                const int8_t occ = cells[dest];
                if (occ != 0 && (occ * sign > 0 || !homeShiftCapture)) continue;
                if (!homeJump && !pathClear(h, t - 1)) continue;
                moves[size++] = PieceMove{static_cast<int8_t>(cell), static_cast<int8_t>(dest), occ};
                continue;
            }
            // An exit onto the circuit. One piece out at a time (BB-7).
            if (active >= 0) continue;
            // stop_at_8: the exit starts from compartment 8 (S3 para. 8).
            if (!passThrough && h != last) continue;
            // every_exit_pod: leaving compartment 8 always takes a (whole) pod. Since a pod moves one
            // step, this also rules out pass-through exits.
            if (everyExitPod && !isPod) continue;
            if (!homeJump && !pathClear(h, last)) continue;
            // The step out of compartment 8 (`last`) is the first step of the throw (BB-7).
            PieceMove m;
            m.from = static_cast<int8_t>(cell);
            if (landing(rules, pos, seat, g.circuitCell(seat, entryIndex + (t - last - 1)), m)) moves[size++] = m;
        }
    }

    // BB-9 pod priority.
    if (isPod && activeLegal) {
        switch (rules.podPriority) {
        case PodPriority::UntilAllShifted:
            if (pos.anyUnshiftedHome(seat, g)) activeLegal = false;
            break;
        case PodPriority::HomeIfPossible:
            if (size > 1) activeLegal = false;  // some home move was listed
            break;
        case PodPriority::None: break;
        }
    }
    if (activeLegal) {
        moves[0] = activeMove;
    } else {
        for (int i = 1; i < size; ++i) moves[i - 1] = moves[i];
        --size;
    }
    out.size = size;
}

}  // namespace

void legalPieceMoves(const Rules &rules, const Position &pos, int seat, int active, int v, bool isPod, int excludeNumber,
                     PieceMoveList &out) {
    if (excludeNumber == 0) listPieceMoves<true>(rules, pos, seat, active, v, isPod, 0, out);
    else listPieceMoves<false>(rules, pos, seat, active, v, isPod, excludeNumber, out);
}

int8_t applyPieceMove(Position &pos, int seat, const PieceMove &m) {
    const int8_t code = pos.at(m.from);
    pos.cells[static_cast<size_t>(m.from)] = 0;
    if (m.to == kOffBoard) {
        ++pos.escaped[static_cast<size_t>(seat)];
        return 0;
    }
    const int8_t captured = pos.at(m.to);
    pos.cells[static_cast<size_t>(m.to)] = code;
    return captured;
}

bool halfFollowUpExists(const Rules &rules, const Position &pos, int seat, int h, const PieceMove &m) {
    return halfFollowUpExists(rules, pos, seat, pos.activeCell(seat, rules.geo), h, m);
}

bool halfFollowUpExists(const Rules &rules, const Position &pos, int seat, int active, int h, const PieceMove &m) {
    Position after = pos;
    const int number = codeNumber(pos.at(m.from));
    applyPieceMove(after, seat, m);
    if (after.capturedOf(1 - seat, rules.geo) == rules.geo.pieces()) return true;  // the first half wins the game
    PieceMoveList second;
    legalPieceMoves(rules, after, seat, activeAfterMove(rules.geo, seat, active, m), h, false, number, second);
    return !second.empty();
}

bool valueUsable(const Rules &rules, const Position &pos, int seat, int v) {
    return valueUsable(rules, pos, seat, pos.activeCell(seat, rules.geo), v);
}

bool valueUsable(const Rules &rules, const Position &pos, int seat, int active, int v) {
    PieceMoveList list;
    legalPieceMoves(rules, pos, seat, active, v, v == 1, 0, list);
    if (!list.empty()) return true;
    if (rules.halves && (v == 2 || v == 4)) {
        const int h = v / 2;
        legalPieceMoves(rules, pos, seat, active, h, false, 0, list);
        for (int i = 0; i < list.size; ++i)
            if (halfFollowUpExists(rules, pos, seat, active, h, list[i])) return true;
    }
    return false;
}

bool isDeadlocked(const Rules &rules, const Position &pos) {
    return isDeadlocked(rules, pos, pos.activeCell(0, rules.geo), pos.activeCell(1, rules.geo));
}

bool isDeadlocked(const Rules &rules, const Position &pos, int active0, int active1) {
    for (int seat = 0; seat < 2; ++seat)
        for (int v = 1; v <= 4; ++v)
            if (valueUsable(rules, pos, seat, seat == 0 ? active0 : active1, v)) return false;
    return true;
}

std::string positionInvariants(const Position &pos, const Geometry &g) {
    for (int c = g.cells(); c < kMaxCells; ++c)
        if (pos.at(c) != 0) return "a piece past the board, in cell " + std::to_string(c);
    for (int seat = 0; seat < 2; ++seat) {
        const std::string who = seat == 0 ? "Goats" : "Sheep";
        uint32_t numbers = 0;
        int out = 0, on = 0;
        for (int c = 0; c < g.cells(); ++c) {
            if (pos.ownerAt(c) != seat) continue;
            const int n = codeNumber(pos.at(c));
            if (n < g.firstPiece() || n > g.rowLength()) return who + " piece " + std::to_string(n) + " is not on this board";
            if (numbers & (1u << n)) return who + " piece " + std::to_string(n) + " stands twice";
            numbers |= 1u << n;
            ++on;
            const int h = g.homeCompartment(seat, c);
            if (h == 0) ++out;
            else if (h < n)
                return who + " piece " + std::to_string(n) + " stands behind its compartment, in " + std::to_string(h);
        }
        if (out > 1) return who + " have " + std::to_string(out) + " pieces out (BB-7: one at a time)";
        if (on + pos.escaped[static_cast<size_t>(seat)] > g.pieces())
            return who + ": " + std::to_string(on) + " on the board and " +
                   std::to_string(pos.escaped[static_cast<size_t>(seat)]) + " escaped, more than " + std::to_string(g.pieces()) +
                   " pieces";
    }
    return {};
}

}  // namespace rulelab::bheri
