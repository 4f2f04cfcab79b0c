#pragma once
// A drawing-free description of a position that the GUI and the CLI both render, so that
// plugins need no drawing code. Not used in hot code; allocation here is fine.

#include <cstdint>
#include <string>
#include <vector>

namespace rulelab {

enum CellFlag : uint32_t {
    CellDead = 1u << 0,      // out of play (e.g. an eliminated mancala hole)
    CellSpecial = 1u << 1,   // a marked hole (e.g. the bha)
    CellLastMove = 1u << 2,  // touched by the last move
    CellHome = 1u << 3,      // part of a player's home row
    CellNeutral = 1u << 4,   // neutral ground
    CellStart = 1u << 5,     // where the last move started
    // Replay step frames only (never in a plugin's board): what the shown micro-step did.
    CellCaptured = 1u << 6,  // counters or pieces were captured from it
    CellTrigger = 1u << 7,   // the empty hole that allowed the capture
};
// The flags that mark what a move or a micro-step touched (cleared between steps).
constexpr uint32_t kCellStepFlags = CellLastMove | CellStart | CellCaptured | CellTrigger;

// A piece standing on a cell (race games); mancala counters are only counted.
struct BoardPiece {
    int owner = -1;  // seat
    int number = 0;  // e.g. a Bheri Bakri piece's home number
};

struct BoardCell {
    int id = 0;   // the plugin's cell index (as used in move descriptions)
    int row = 0;  // 0 = top row as drawn
    int col = 0;
    int owner = -1;     // seat owning the cell, -1 neutral
    int count = 0;      // counters in the cell (mancala)
    std::string label;  // e.g. "h3" or "A8"
    uint32_t flags = 0;
    std::vector<BoardPiece> pieces;
};

// Off-board heaps: stores, reserves, hands.
struct BoardStore {
    std::string label;  // e.g. "South store"
    int owner = -1;
    int count = 0;
};

// An ordered path through cells, e.g. a player's circuit, drawn as arrows.
struct BoardTrack {
    std::string label;
    int owner = -1;
    std::vector<int> cells;  // cell ids in order
    bool loop = false;
};

struct BoardView {
    int rows = 0;
    int cols = 0;
    std::vector<BoardCell> cells;
    std::vector<BoardStore> stores;
    std::vector<BoardTrack> tracks;
    std::vector<std::string> notes;  // e.g. "Round 2", "North is Kungidar", "Throw: 3"
    int toMove = -1;                 // seat to move, -1 when chance or terminal
};

// Plain-text rendering used by `rulelab-cli replay` and tests: one line per row.
std::string renderBoardText(const BoardView &view, const std::vector<std::string> &playerNames);

}  // namespace rulelab
