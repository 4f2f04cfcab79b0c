#pragma once
// Board views the view, replay and chart tests draw from: a two-row mancala board as the
// catalogues draw it.
#include "game/board_view.h"

#include <string>

namespace rulelab::testsupport {

// 2 x `perRow` empty holes: h0 .. h(perRow-1) left to right along South's row (row 1, below), the
// rest back along North's (row 0), each labelled "hN". With `owned` each row belongs to its
// player (South 0, North 1); without, every hole is neutral (-1).
inline BoardView twoRowBoard(int perRow, bool owned = true) {
    BoardView b;
    b.rows = 2;
    b.cols = perRow;
    for (int i = 0; i < 2 * perRow; ++i) {
        BoardCell c;
        c.id = i;
        c.row = i < perRow ? 1 : 0;
        c.col = i < perRow ? i : 2 * perRow - 1 - i;
        if (owned) c.owner = i < perRow ? 0 : 1;
        c.label = "h" + std::to_string(i);
        b.cells.push_back(c);
    }
    return b;
}

}  // namespace rulelab::testsupport
