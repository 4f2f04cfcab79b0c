#pragma once
// Bheri Bakri's board: geometry, position and piece-move generation (catalogue chapter 3). The
// rule switches these functions read (Rules) are in bheri_rules.h.
// Plain C++ with fixed arrays: the hot loop calls these functions and they never allocate.
//
// The historical board, drawn from A's side (cell ids as in Ludii's `rectangle 3 8`):
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
//
// Experimental sizes (options row_length = n, pieces_per_side = k; not historical, for exact
// state graphs of small boards). The board is 3 rows of n compartments, numbered as Ludii's
// `rectangle 3 n` would: A's row c0..c(n-1) = A1..An, the neutral row cn..c(2n-1), B's row
// c2n..c(3n-1) = Bn..B1. Compartment n (the last of the home row, next to the entry cell) plays
// the part of compartment 8 everywhere: it is the only exit under stop_at_8, pass_through runs
// past it, home_jump and the one-step first shift are unchanged. Each circuit has 2n cells:
//     C_A = c(2n-1) .. cn, c2n .. c(3n-1)      C_B = cn .. c(2n-1), c(n-1) .. c0
// The k pieces stand one to a compartment at the front of the home row, in compartments
// n-k+1 .. n, and keep their compartment as their number (so "unshifted" still means "in the
// compartment of its own number"), and are released in the order n, n-1, ..., n-k+1. The
// shortest row is 3: with n = 2 a throw of 4 would carry a piece once round its 4-cell circuit
// back onto its own cell, and with n = 1 the diagonal entry cell would not exist.

#include <array>
#include <string>
#include <cstdint>
#include <cstdlib>

namespace rulelab::bheri {

inline constexpr int kHistoricalRowLength = 8;
inline constexpr int kMinRowLength = 3;
inline constexpr int kMaxRowLength = 8;  // piece numbers are written '1'..'8' / 'a'..'h'
inline constexpr int kMaxPieces = kMaxRowLength;
inline constexpr int kMaxCells = 3 * kMaxRowLength;
inline constexpr int kMaxCircuitLength = 2 * kMaxRowLength;
inline constexpr int kOffBoard = kMaxCells;  // destination of a piece leaving the circuit (circuit=exit); never a cell

// The board of a game: row length n and pieces per side k, with lookup tables for the spiral
// (built once per game; fixed-size, so a Rules copy never allocates). The default is the
// historical 3 x 8 with 8 pieces.
class Geometry {
public:
    // n in [kMinRowLength, kMaxRowLength], k in [1, n] (checkSizes in bheri_rules.h refuses
    // anything else before a game is made).
    explicit Geometry(int rowLength = kHistoricalRowLength, int pieces = kMaxPieces);

    int rowLength() const { return n_; }
    int pieces() const { return k_; }
    int cells() const { return 3 * n_; }
    int circuitLength() const { return 2 * n_; }
    int firstPiece() const { return n_ - k_ + 1; }  // the lowest compartment holding a piece at the start

    // Cell of compartment h (1..n) of `seat`'s home row.
    int homeCell(int seat, int h) const { return seat == 0 ? h - 1 : 3 * n_ - h; }
    // Compartment number (1..n) if `cell` lies in `seat`'s home row, else 0.
    int homeCompartment(int seat, int cell) const { return compartment_[seat][cell]; }
    // Cell at index i (0..2n-1) of `seat`'s circuit.
    int circuitCell(int seat, int i) const { return circuit_[seat][i]; }
    // Index of `cell` on `seat`'s circuit, or -1 (the seat's own home row is not on it).
    int circuitIndex(int seat, int cell) const { return index_[seat][cell]; }
    // Drawing row (0 = B's row on top, 1 = neutral, 2 = A's row) and column of a cell.
    int drawRow(int cell) const { return cell >= 2 * n_ ? 0 : cell >= n_ ? 1 : 2; }
    int drawColumn(int cell) const { return cell % n_; }
    // Per cell, the code of `seat`'s piece that has never left it (piece h in the seat's
    // compartment h), and a code no piece has elsewhere: a cell-by-cell comparison with the
    // position finds the unshifted home pieces (BB-8) at once.
    const std::array<int8_t, kMaxCells> &unshiftedCodes(int seat) const { return unshifted_[seat]; }

private:
    int n_ = 0, k_ = 0;
    std::array<int8_t, kMaxCells> unshifted_[2] = {};
    int8_t compartment_[2][kMaxCells + 1] = {};
    int8_t circuit_[2][kMaxCircuitLength] = {};
    int8_t index_[2][kMaxCells + 1] = {};
};

// The rule switches of a game (bheri_rules.h).
struct Rules;

// --- pieces ---------------------------------------------------------------------------

// Cell contents: 0 empty, +n a Goats (seat 0) piece n, -n a Sheep (seat 1) piece n.
constexpr int8_t pieceCode(int seat, int number) { return static_cast<int8_t>(seat == 0 ? number : -number); }
constexpr int codeOwner(int8_t code) { return code == 0 ? -1 : (code > 0 ? 0 : 1); }
constexpr int codeNumber(int8_t code) { return code < 0 ? -code : code; }

// --- position -------------------------------------------------------------------------

// Cells beyond the configured board (geo.cells() .. kMaxCells-1) stay empty.
struct Position {
    std::array<int8_t, kMaxCells> cells{};
    std::array<uint8_t, 2> escaped{};  // pieces that left the board (circuit=exit only)

    // One piece per home compartment, piece h in compartment h (U4, catalogue 3.1); on a small
    // board the k pieces fill the last k compartments (see the geometry note above).
    static Position initial(const Geometry &g) {
        Position p;
        for (int s = 0; s < 2; ++s)
            for (int h = g.firstPiece(); h <= g.rowLength(); ++h)
                p.cells[static_cast<size_t>(g.homeCell(s, h))] = pieceCode(s, h);
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
    int capturedOf(int seat, const Geometry &g) const { return g.pieces() - onBoard(seat) - escaped[static_cast<size_t>(seat)]; }
    // The seat's piece on its circuit ("the piece which is out"), or -1. The circuit is exactly
    // the 2n cells off the seat's own row (A: cn..c(3n-1), B: c0..c(2n-1)), and at most one own
    // piece is ever out, so a scan of those cells in board order finds it.
    int activeCell(int seat, const Geometry &g) const {
        const int from = seat == 0 ? g.rowLength() : 0;
        const int to = from + g.circuitLength();
        const int sign = seat == 0 ? 1 : -1;  // Goats' codes are positive, Sheep's negative
        for (int c = from; c < to; ++c)
            if (cells[static_cast<size_t>(c)] * sign > 0) return c;
        return -1;
    }
    // Does a home piece of `seat` still stand in its original compartment (never shifted)?
    bool anyUnshiftedHome(int seat, const Geometry &g) const {
        for (int h = g.firstPiece(); h <= g.rowLength(); ++h)
            if (at(g.homeCell(seat, h)) == pieceCode(seat, h)) return true;
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
    std::array<PieceMove, kMaxPieces + 1> moves{};
    int size = 0;
    void clear() { size = 0; }
    void push(PieceMove m) { moves[static_cast<size_t>(size++)] = m; }
    const PieceMove &operator[](int i) const { return moves[static_cast<size_t>(i)]; }
    bool empty() const { return size == 0; }
};

// The invariants of a position at every moment (BheriState::checkInvariants; only the tests call
// it): "" when they hold, else what is broken. Each seat's pieces are distinct and of the board's
// numbers, no home piece stands behind its own compartment, at most one piece is out (BB-7), none
// stands past the configured board, and on the board + escaped never exceeds the pieces.
std::string positionInvariants(const Position &pos, const Geometry &g);

// The legal moves of `seat` using the value v (1..4), one per movable piece, in a fixed order:
// the piece that is out first, then the home pieces from compartment n (the historical 8) down.
//  - isPod: v is a whole pod (a throw of 1 or a banked pod credit). Halves are never pods.
//  - excludeNumber: a piece (its number, 1..n) that may not move (the piece that used the first half of a
//    split throw); 0 for none.
// Applies BB-7/8 (release, shifting, exit, home_jump), BB-9 (pod priority), BB-10/11
// (circuit moves and captures) and one-piece-out-at-a-time.
void legalPieceMoves(const Rules &rules, const Position &pos, int seat, int v, bool isPod, int excludeNumber, PieceMoveList &out);

// Applies a move returned by legalPieceMoves. Returns the captured piece code (0 if none).
int8_t applyPieceMove(Position &pos, int seat, const PieceMove &m);

// Whether a whole throw of v gives `seat` a legal move, counting the halves of a split throw
// (a first half counts only if a different piece can then use the second half, or it wins).
bool valueUsable(const Rules &rules, const Position &pos, int seat, int v);

// G-4: no throw value 1..4 gives either side a legal move, so the position is frozen for ever.
bool isDeadlocked(const Rules &rules, const Position &pos);

// Could a first half of value h by move m be followed by a second half of a different piece?
bool halfFollowUpExists(const Rules &rules, const Position &pos, int seat, int h, const PieceMove &m);

// --- the same, for callers that keep the piece that is out ----------------------------------
// Each function above finds the seat's piece that is out by scanning its circuit
// (Position::activeCell). These overloads take that cell instead (`active`: the cell of the
// seat's piece that is out, -1 for none; `active0`/`active1` for each seat) and give exactly the
// same answers when it is Position::activeCell's. BheriState keeps the cells incrementally
// (activeAfterMove below), so its hot loop never scans for them.
void legalPieceMoves(const Rules &rules, const Position &pos, int seat, int active, int v, bool isPod, int excludeNumber,
                     PieceMoveList &out);
bool valueUsable(const Rules &rules, const Position &pos, int seat, int active, int v);
bool isDeadlocked(const Rules &rules, const Position &pos, int active0, int active1);
bool halfFollowUpExists(const Rules &rules, const Position &pos, int seat, int active, int h, const PieceMove &m);

// The cell of `seat`'s piece that is out after `seat` made the legal move m, given the cell
// before it (`active`, -1 for none). Only the piece that is out leaves the board; a piece that
// lands on the seat's circuit is the piece that is out (one at a time, BB-7); a shift inside the
// home row leaves the piece that is out where it is.
inline int activeAfterMove(const Geometry &g, int seat, int active, const PieceMove &m) {
    if (m.to == kOffBoard) return -1;
    return g.circuitIndex(seat, m.to) >= 0 ? m.to : active;
}
// The cell of the opponent's piece that is out after a move m by the other side, given the cell
// before it: gone when m took it (a capture on that very cell), else unchanged.
inline int opponentActiveAfterMove(int opponentActive, const PieceMove &m) {
    return m.captured != 0 && m.to == opponentActive ? -1 : opponentActive;
}

}  // namespace rulelab::bheri
