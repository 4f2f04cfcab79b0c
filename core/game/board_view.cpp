#include "board_view.h"

#include <algorithm>
#include <sstream>

namespace rulelab {

std::string renderBoardText(const BoardView &view, const std::vector<std::string> &playerNames) {
    auto playerName = [&](int seat) -> std::string {
        if (seat >= 0 && seat < static_cast<int>(playerNames.size())) return playerNames[seat];
        return seat < 0 ? std::string("neutral") : "P" + std::to_string(seat);
    };
    std::vector<std::vector<std::string>> grid(static_cast<size_t>(std::max(0, view.rows)),
                                               std::vector<std::string>(static_cast<size_t>(std::max(0, view.cols))));
    size_t width = 1;
    for (const auto &c : view.cells) {
        if (c.row < 0 || c.row >= view.rows || c.col < 0 || c.col >= view.cols) continue;
        std::string s = c.label + ":";
        if (c.flags & CellDead) {
            s += "x";
        } else if (!c.pieces.empty()) {
            for (size_t i = 0; i < c.pieces.size(); ++i) {
                if (i) s += ",";
                s += playerName(c.pieces[i].owner).substr(0, 1) + std::to_string(c.pieces[i].number);
            }
        } else {
            s += std::to_string(c.count);
        }
        if (c.flags & CellSpecial) s += "*";
        grid[static_cast<size_t>(c.row)][static_cast<size_t>(c.col)] = s;
        width = std::max(width, s.size());
    }
    std::ostringstream os;
    for (const auto &row : grid) {
        os << "  ";
        for (const auto &cell : row) {
            os << cell;
            for (size_t i = cell.size(); i < width + 2; ++i) os << ' ';
        }
        os << '\n';
    }
    if (!view.stores.empty()) {
        os << "  ";
        for (size_t i = 0; i < view.stores.size(); ++i)
            os << (i ? "  " : "") << view.stores[i].label << " " << view.stores[i].count;
        os << '\n';
    }
    for (const auto &n : view.notes) os << "  " << n << '\n';
    return os.str();
}

}  // namespace rulelab
