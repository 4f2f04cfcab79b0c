#pragma once
// Bheri Bakri board geometry, rule switches and piece-move generation (catalogue chapter 3).
// Plain C++ with fixed arrays: the hot loop calls these functions and they never allocate.
//
// Board, drawn from A's side (cell ids as in Ludii's `rectangle 3 8`):
//
//     B's row :  c16 c17 c18 c19 c20 c21 c22 c23   = B8 B7 B6 B5 B4 B3 B2 B1
//     neutral :  c8  c9  c10 c11 c12 c13 c14 c15
//     A's row :  c0  c1  c2  c3  c4  c5  c6  c7    = A1 A2 A3 A4 A5 A6 A7 A8
//
// Seat 0 = A = Goats, seat 1 = B = Sheep. A piece is identified by its home number n (1..8):
// it starts in its own compartment n and only ever moves forward, so a home piece that still
// stands in compartment n has never been shifted (S3 para. 7's "previously shifted" is derived
// from the position, nothing extra is stored). Each side's circuit (16 cells, a loop) runs
// through the neutral row and the opponent's home row, never its own:
//     C_A = c15 c14 .. c8, c16 .. c23      C_B = c8 c9 .. c15, c7 .. c0
// A piece leaves compartment 8 onto circuit index 0 (same_column: c15 / c8) or index 1
// (diagonal: c14 / c9).

#include <array>
#include <cstdint>
#include <cstdlib>

namespace rulelab::bheri {

inline constexpr int kCells = 24;
inline constexpr int kPieces = 8;
inline constexpr int kCircuitLength = 16;
inline constexpr int kOffBoard = 24;  // destination of a piece leaving the circuit (circuit=exit)

enum class PodPriority : uint8_t { UntilAllShifted, HomeIfPossible, None };

// The option values of a reading, in the form the rules use (see bheri_game.cpp for the ids).
struct Rules {
    double cowrieP = 0.5;
    bool extraOnCar = false;      // extra_values = pod_and_car (else pod only)
    bool extraNeedsUse = false;   // extra_needs_use
    bool banked = false;          // throw_use = banked
    bool halves = false;          // split = halves
    bool everyExitPod = false;    // release = every_exit_pod
    bool passThrough = false;     // exit_from_8_only = pass_through
    bool homeJump = false;        // home_jump
    PodPriority podPriority = PodPriority::UntilAllShifted;
    bool captureHome = true;      // capture_home
    bool captureBonus = false;    // capture_bonus = extra_throw
    bool compulsory = true;       // compulsory
    bool exitCircuit = false;     // circuit = exit
    int entryIndex = 0;           // entry_cell: 0 same_column, 1 diagonal
    int firstPlayer = -1;         // first_player: -1 random, else the seat

    // Does a throw of v earn another throw (BB-4)?
    bool isExtra(int v) const { return v == 1 || (extraOnCar && v == 4); }
};

// --- geometry -------------------------------------------------------------------------

// Cell of compartment h (1..8) of `seat`'s home row.
constexpr int homeCell(int seat, int h) { return seat == 0 ? h - 1 : 24 - h; }

// Compartment number (1..8) if `cell` lies in `seat`'s home row, else 0.
constexpr int homeCompartment(int seat, int cell) {
    if (seat == 0) return cell >= 0 && cell < 8 ? cell + 1 : 0;
    return cell >= 16 && cell < 24 ? 24 - cell : 0;
}

// Cell at index i (0..15) of `seat`'s circuit.
constexpr int circuitCell(int seat, int i) {
    if (seat == 0) return i < 8 ? 15 - i : 16 + (i - 8);
    return i < 8 ? 8 + i : 7 - (i - 8);
}

// Index of `cell` on `seat`'s circuit, or -1 (the seat's own home row is not on it).
constexpr int circuitIndex(int seat, int cell) {
    if (cell >= 8 && cell < 16) return seat == 0 ? 15 - cell : cell - 8;
    if (seat == 0) return cell >= 16 && cell < 24 ? cell - 8 : -1;
    return cell >= 0 && cell < 8 ? 15 - cell : -1;
}

// Cell contents: 0 empty, +n a Goats (seat 0) piece n, -n a Sheep (seat 1) piece n.
constexpr int8_t pieceCode(int seat, int number) {
    return static_cast<int8_t>(seat == 0 ? number : -number);
}
constexpr int codeOwner(int8_t code) { return code == 0 ? -1 : (code > 0 ? 0 : 1); }
constexpr int codeNumber(int8_t code) { return code < 0 ? -code : code; }

// --- position -------------------------------------------------------------------------

struct Position {
    std::array<int8_t, kCells> cells{};
    std::array<uint8_t, 2> escaped{};  // pieces that left the board (circuit=exit only)

    // One piece per home compartment, piece k in compartment k (U4, catalogue 3.1).
    static Position initial() {
        Position p;
        for (int s = 0; s < 2; ++s)
            for (int h = 1; h <= kPieces; ++h) p.cells[static_cast<size_t>(homeCell(s, h))] = pieceCode(s, h);
        return p;
    }
    int8_t at(int cell) const { return cells[static_cast<size_t>(cell)]; }
    int ownerAt(int cell) const { return codeOwner(at(cell)); }
    int onBoard(int seat) const {
        int n = 0;
        for (int8_t c : cells) n += codeOwner(c) == seat;
        return n;
    }
    // Pieces of `seat` that the opponent has captured.
    int capturedOf(int seat) const { return kPieces - onBoard(seat) - escaped[static_cast<size_t>(seat)]; }
    // The seat's piece on its circuit ("the piece which is out"), or -1.
    int activeCell(int seat) const {
        for (int i = 0; i < kCircuitLength; ++i) {
            const int c = circuitCell(seat, i);
            if (ownerAt(c) == seat) return c;
        }
        return -1;
    }
    // Does a home piece of `seat` still stand in its original compartment (never shifted)?
    bool anyUnshiftedHome(int seat) const {
        for (int h = 1; h <= kPieces; ++h)
            if (at(homeCell(seat, h)) == pieceCode(seat, h)) return true;
        return false;
    }
    bool operator==(const Position &) const = default;
};

// One piece move: from a cell to a cell (or kOffBoard); `captured` is the code of the piece
// taken on landing, 0 if none.
struct PieceMove {
    int8_t from = -1;
    int8_t to = -1;
    int8_t captured = 0;
};

struct PieceMoveList {
    std::array<PieceMove, kPieces + 1> moves{};
    int size = 0;
    void clear() { size = 0; }
    void push(PieceMove m) { moves[static_cast<size_t>(size++)] = m; }
    const PieceMove &operator[](int i) const { return moves[static_cast<size_t>(i)]; }
    bool empty() const { return size == 0; }
};

// The legal moves of `seat` using the value v (1..4), one per movable piece.
//  - isPod: v is a whole pod (a throw of 1 or a banked pod credit). Halves are never pods.
//  - excludeNumber: a piece (1..8) that may not move (the piece that used the first half of a
//    split throw); 0 for none.
// Applies BB-7/8 (release, shifting, exit, home_jump), BB-9 (pod priority), BB-10/11
// (circuit moves and captures) and one-piece-out-at-a-time.
void legalPieceMoves(const Rules &rules, const Position &pos, int seat, int v, bool isPod, int excludeNumber,
                     PieceMoveList &out);

// Applies a move returned by legalPieceMoves. Returns the captured piece code (0 if none).
int8_t applyPieceMove(Position &pos, int seat, const PieceMove &m);

// Whether a whole throw of v gives `seat` a legal move, counting the halves of a split throw
// (a first half counts only if a different piece can then use the second half, or it wins).
bool valueUsable(const Rules &rules, const Position &pos, int seat, int v);

// G-4: no throw value 1..4 gives either side a legal move, so the position is frozen for ever.
bool isDeadlocked(const Rules &rules, const Position &pos);

// Could a first half of value h by move m be followed by a second half of a different piece?
bool halfFollowUpExists(const Rules &rules, const Position &pos, int seat, int h, const PieceMove &m);

}  // namespace rulelab::bheri
