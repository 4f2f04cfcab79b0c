// Bheri Bakri's State in words and pictures: the text form (serialize, and parse with its checks
// that a position can be reached), the description of a move, cell labels and the board view.
#include "bheri_game.h"

#include <array>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rulelab::bheri {

namespace {

const char *const kPhaseKeys[5] = {"first", "throw", "move", "half", "over"};

char pieceChar(int8_t code) {
    if (code == 0) return '.';
    return code > 0 ? static_cast<char>('0' + code) : static_cast<char>('a' + (-code) - 1);
}

bool charPiece(char ch, int8_t &code) {
    if (ch == '.') code = 0;
    else if (ch >= '1' && ch <= '8') code = static_cast<int8_t>(ch - '0');
    else if (ch >= 'a' && ch <= 'h') code = static_cast<int8_t>(-(ch - 'a' + 1));
    else return false;
    return true;
}

// Board rows as drawn: B's row (c16..c23) / neutral (c8..c15) / A's row (c0..c7); on a board of
// row_length n: c2n..c(3n-1) / cn..c(2n-1) / c0..c(n-1).
std::string boardText(const Geometry &g, const Position &p) {
    const int n = g.rowLength();
    std::string s;
    for (int row : {2 * n, n, 0}) {
        if (!s.empty()) s += '/';
        for (int c = row; c < row + n; ++c) s += pieceChar(p.at(c));
    }
    return s;
}

bool parseBoard(const Geometry &g, const std::string &text, Position &p, std::string &error) {
    const int n = g.rowLength();
    const size_t un = static_cast<size_t>(n);
    if (text.size() != 3 * un + 2 || text[un] != '/' || text[2 * un + 1] != '/') {
        error = "board must be three rows of " + std::to_string(n) + " cells separated by '/' (B's row/neutral/A's row)";
        if (n != kHistoricalRowLength) error += ", as this game is played with row_length=" + std::to_string(n);
        return false;
    }
    const int rowStart[3] = {2 * n, n, 0};
    for (int r = 0; r < 3; ++r)
        for (int i = 0; i < n; ++i) {
            const char ch = text[static_cast<size_t>(r * (n + 1) + i)];
            int8_t code = 0;
            if (!charPiece(ch, code)) {
                error = std::string("board: unexpected character '") + ch +
                        "' (expected '.', '1'-'8' for Goats pieces or 'a'-'h' for Sheep pieces)";
                return false;
            }
            p.cells[static_cast<size_t>(rowStart[r] + i)] = code;
        }
    return true;
}

// A position the rules can reach: each piece at most once, home pieces never behind their
// original compartment, at most one piece of each side out, escapes only under circuit=exit;
// on a small board, only the pieces the board has (numbers firstPiece..row_length).
bool validatePosition(const Rules &rules, const Position &p, std::string &error) {
    const Geometry &g = rules.geo;
    for (int s = 0; s < 2; ++s) {
        std::array<int, kMaxPieces + 1> seen{};
        int out = 0;
        for (int c = 0; c < g.cells(); ++c) {
            if (p.ownerAt(c) != s) continue;
            const int n = codeNumber(p.at(c));
            if (n < g.firstPiece() || n > g.rowLength()) {
                error = std::string(kSeatNames[s]) + " piece " + std::to_string(n) +
                        " is not on this board: with row_length=" + std::to_string(g.rowLength()) +
                        " and pieces_per_side=" + std::to_string(g.pieces()) + " the pieces are numbered " +
                        std::to_string(g.firstPiece()) + " to " + std::to_string(g.rowLength());
                return false;
            }
            if (++seen[static_cast<size_t>(n)] > 1) {
                error = std::string(kSeatNames[s]) + " piece " + std::to_string(n) + " appears twice";
                return false;
            }
            const int h = g.homeCompartment(s, c);
            if (h != 0 && h < n) {
                error = std::string(kSeatNames[s]) + " piece " + std::to_string(n) + " stands behind its home compartment";
                return false;
            }
            if (h == 0) ++out;
        }
        if (out > 1) {
            error = std::string(kSeatNames[s]) + " has more than one piece out (one piece out at a time)";
            return false;
        }
        if (p.escaped[static_cast<size_t>(s)] != 0 && !rules.exitCircuit) {
            error = "escaped pieces need circuit=exit";
            return false;
        }
        if (p.onBoard(s) + p.escaped[static_cast<size_t>(s)] > g.pieces()) {
            error = std::string(kSeatNames[s]) + " has more than " + std::to_string(g.pieces()) + " pieces";
            return false;
        }
    }
    return true;
}

bool parseInts(const std::string &text, std::vector<long long> &out, size_t count) {
    out.clear();
    std::string item;
    std::istringstream is(text);
    while (std::getline(is, item, ',')) {
        if (item.empty()) return false;
        char *end = nullptr;
        const long long v = std::strtoll(item.c_str(), &end, 10);
        if (*end != '\0') return false;
        out.push_back(v);
    }
    return out.size() == count;
}

// `error` = `what`; false, for a parse that fails.
bool failWith(std::string &error, std::string what) {
    error = std::move(what);
    return false;
}

// One integer in [lo, hi].
bool parseSingle(const std::string &text, long long lo, long long hi, long long &out) {
    std::vector<long long> ints;
    if (!parseInts(text, ints, 1) || ints[0] < lo || ints[0] > hi) return false;
    out = ints[0];
    return true;
}

bool resultFromKey(const std::string &key, Result &out) {
    for (Result r : {Result::None, Result::Win0, Result::Win1, Result::Draw, Result::Undecided})
        if (key == resultKey(r)) {
            out = r;
            return true;
        }
    return false;
}

}  // namespace

std::string cellLabel(const Geometry &g, int cell) {
    if (cell == kOffBoard) return "off the board";
    if (g.homeCompartment(0, cell)) return "A" + std::to_string(g.homeCompartment(0, cell));
    if (g.homeCompartment(1, cell)) return "B" + std::to_string(g.homeCompartment(1, cell));
    return "c" + std::to_string(cell);
}

// --- State: text and view ------------------------------------------------------------------

std::string BheriState::serialize() const {
    std::ostringstream os;
    os << "bb1 board=" << boardText(game_->rules().geo, pos_) << " esc=" << int(pos_.escaped[0]) << ',' << int(pos_.escaped[1])
       << " to=" << int(toMove_) << " phase=" << kPhaseKeys[static_cast<int>(phase_)] << " throw=" << int(throwValue_)
       << " bank=" << int(bank_[1]) << ',' << int(bank_[2]) << ',' << int(bank_[3]) << ',' << int(bank_[4])
       << " half=" << int(halfValue_) << ',' << int(halfPiece_) << ',' << int(pendingBonus_) << " last=" << int(lastFrom_) << ','
       << int(lastTo_) << " throws=" << throws_ << " turns=" << turns_ << " moves=" << moves_ << " starter=" << int(starter_)
       << " ludii=" << ludiiTurns_ << ',' << ludiiMoves_ << " end=" << endReasonKey(end_) << " result=" << resultKey(result_);
    return os.str();
}

bool BheriState::parse(std::string_view text, std::string &error) {
    BheriState s(*this);
    std::istringstream is{std::string(text)};
    std::string tok;
    if (!(is >> tok) || tok != "bb1") {
        error = "not a bheri-bakri state (expected it to start with 'bb1')";
        return false;
    }
    auto fail = [&](const std::string &what) {
        error = "bheri-bakri state: " + what;
        return false;
    };
    std::string why;
    while (is >> tok) {
        const auto eq = tok.find('=');
        if (eq == std::string::npos) return fail("expected key=value, got '" + tok + "'");
        const std::string key = tok.substr(0, eq), val = tok.substr(eq + 1);
        bool known = false;
        if (!s.parseDecisionKey(key, val, known, why) || (!known && !s.parseHistoryKey(key, val, known, why))) return fail(why);
        if (!known) return fail("unknown key '" + key + "'");
    }
    if (!s.checkParsed(why)) return fail(why);
    s.recomputeDerived();  // the pieces out, the counts, G-4 and the decision's moves, from the parsed position
    *this = s;
    return true;
}

bool BheriState::parseDecisionKey(const std::string &key, const std::string &val, bool &known, std::string &error) {
    std::vector<long long> ints;
    long long x = 0;
    known = true;
    const Geometry &geo = game_->rules().geo;
    if (key == "board") {
        if (!parseBoard(geo, val, pos_, error)) return false;
    } else if (key == "esc") {
        const int k = geo.pieces();
        if (!parseInts(val, ints, 2) || ints[0] < 0 || ints[1] < 0 || ints[0] > k || ints[1] > k)
            return failWith(error, "esc must be two counts 0.." + std::to_string(k));
        pos_.escaped = {static_cast<uint8_t>(ints[0]), static_cast<uint8_t>(ints[1])};
    } else if (key == "to") {
        if (!parseSingle(val, 0, 1, x)) return failWith(error, "to must be 0 (Goats) or 1 (Sheep)");
        toMove_ = static_cast<int8_t>(x);
    } else if (key == "phase") {
        int found = -1;
        for (int i = 0; i < 5; ++i)
            if (val == kPhaseKeys[i]) found = i;
        if (found < 0) return failWith(error, "phase must be one of first, throw, move, half, over");
        phase_ = static_cast<Phase>(found);
    } else if (key == "throw") {
        if (!parseSingle(val, 0, 4, x)) return failWith(error, "throw must be 0..4");
        throwValue_ = static_cast<int8_t>(x);
    } else if (key == "bank") {
        if (!parseInts(val, ints, 4)) return failWith(error, "bank must be four counts (credits of 1,2,3,4)");
        for (int v = 1; v <= 4; ++v) {
            if (ints[static_cast<size_t>(v - 1)] < 0 || ints[static_cast<size_t>(v - 1)] > 255)
                return failWith(error, "bank counts must be 0..255");
            bank_[static_cast<size_t>(v)] = static_cast<uint8_t>(ints[static_cast<size_t>(v - 1)]);
        }
    } else if (key == "half") {
        // The piece is 0 (none) or one the board has: pieces keep their compartment numbers.
        if (!parseInts(val, ints, 3) || ints[0] < 0 || ints[0] > 2 ||
            (ints[1] != 0 && (ints[1] < geo.firstPiece() || ints[1] > geo.rowLength())) || ints[2] < 0 || ints[2] > 1)
            return failWith(error, "half must be value(0..2),piece(0 or " + std::to_string(geo.firstPiece()) + ".." +
                                       std::to_string(geo.rowLength()) + "),bonus(0/1)");
        halfValue_ = static_cast<int8_t>(ints[0]);
        halfPiece_ = static_cast<int8_t>(ints[1]);
        pendingBonus_ = ints[2] != 0;
    } else {
        known = false;
    }
    return true;
}

bool BheriState::parseHistoryKey(const std::string &key, const std::string &val, bool &known, std::string &error) {
    std::vector<long long> ints;
    long long x = 0;
    known = true;
    if (key == "last") {
        const int cells = game_->rules().geo.cells();
        if (!parseInts(val, ints, 2) || ints[0] < -1 || ints[0] >= cells || ints[1] < -1 || ints[1] >= cells)
            return failWith(error, "last must be two cells (-1 for none)");
        lastFrom_ = static_cast<int8_t>(ints[0]);
        lastTo_ = static_cast<int8_t>(ints[1]);
    } else if (key == "throws" || key == "turns" || key == "moves") {
        if (!parseSingle(val, 0, (1LL << 62), x)) return failWith(error, key + " must be a count");
        (key == "throws" ? throws_ : key == "turns" ? turns_ : moves_) = x;
    } else if (key == "starter") {
        if (!parseSingle(val, -1, 1, x)) return failWith(error, "starter must be -1, 0 or 1");
        starter_ = static_cast<int8_t>(x);
    } else if (key == "ludii") {
        if (!parseInts(val, ints, 2) || ints[0] < 0 || ints[1] < 0 || ints[0] > (1 << 30) || ints[1] > (1 << 30))
            return failWith(error, "ludii must be turns,moves (counts)");
        ludiiTurns_ = static_cast<int32_t>(ints[0]);
        ludiiMoves_ = static_cast<int32_t>(ints[1]);
    } else if (key == "end") {
        if (!endReasonFromKey(val, end_)) return failWith(error, "unknown end reason '" + val + "'");
    } else if (key == "result") {
        if (!resultFromKey(val, result_)) return failWith(error, "unknown result '" + val + "'");
    } else {
        known = false;
    }
    return true;
}

bool BheriState::checkParsed(std::string &error) const {
    const Rules &r = game_->rules();
    if (!validatePosition(r, pos_, error)) return false;
    if ((phase_ == Phase::Over) != (end_ != EndReason::None))
        return failWith(error, "phase=over goes with an end reason, and only then");
    if (phase_ == Phase::Move) {
        int credits = 0;
        for (int v = 1; v <= 4; ++v) credits += bank_[static_cast<size_t>(v)];
        if (r.banked ? credits == 0 : (throwValue_ < 1 || throwValue_ > 4))
            return failWith(error, r.banked ? "phase=move needs credits in bank=" : "phase=move needs throw=1..4");
    }
    if (phase_ == Phase::SecondHalf && (halfValue_ < 1 || halfPiece_ < 1))
        return failWith(error, "phase=half needs half=value,piece,bonus with value 1..2 and a piece");
    return true;
}

std::string BheriState::describeMove(Move move) const {
    if (phase_ == Phase::FirstPlayer) return std::string("chance: ") + (move == 1 ? kSeatNames[1] : kSeatNames[0]) + " start";
    if (phase_ == Phase::Throw) return "throw: " + std::to_string(move) + " (" + throwName(move) + ")";
    const std::string who = kSeatNames[toMove_ >= 0 && toMove_ < 2 ? toMove_ : 0];
    if (phase_ == Phase::Over) return who + ": no move (the match is over)";
    const bool banked = game_->rules().banked;
    if (move == kDecline) {
        if (phase_ == Phase::SecondHalf) return who + " give up the second half (" + std::to_string(halfValue_) + ")";
        if (banked) return who + " give up their remaining credits";
        return who + " decline the throw of " + std::to_string(throwValue_) + " (" + throwName(throwValue_) + ")";
    }
    PieceMove pm;
    if (!findPieceMove(move, pm)) return who + ": illegal move " + std::to_string(move);
    const int v = moveValue(move);
    std::string how;
    if (phase_ == Phase::SecondHalf) how = std::to_string(v) + ", second half of " + throwName(2 * v);
    else if (moveIsHalf(move)) how = std::to_string(v) + ", first half of " + throwName(2 * v);
    else how = std::string(throwName(v)) + (banked ? " credit" : "");
    const Geometry &g = game_->rules().geo;
    std::string s = who + " move piece " + std::to_string(codeNumber(pos_.at(pm.from))) + " from " + cellLabel(g, pm.from);
    s += pm.to == kOffBoard ? " off the board" : " to " + cellLabel(g, pm.to);
    s += " (" + how + ")";
    if (pm.captured)
        s += std::string(", capturing ") + kSeatNames[codeOwner(pm.captured)] + " piece " +
             std::to_string(codeNumber(pm.captured));
    return s;
}

BoardView BheriState::boardView() const {
    const Rules &r = game_->rules();
    const Geometry &g = r.geo;
    BoardView v;
    v.rows = 3;
    v.cols = g.rowLength();
    for (int c = 0; c < g.cells(); ++c) {
        BoardCell cell;
        cell.id = c;
        cell.row = g.drawRow(c);  // drawn from A's side: B's row on top
        cell.col = g.drawColumn(c);
        cell.label = cellLabel(g, c);
        if (g.homeCompartment(0, c)) cell.owner = 0;
        else if (g.homeCompartment(1, c)) cell.owner = 1;
        cell.flags = cell.owner >= 0 ? CellHome : CellNeutral;
        if (c == lastTo_) cell.flags |= CellLastMove;
        if (c == lastFrom_) cell.flags |= CellStart;
        if (pos_.at(c) != 0) {
            cell.pieces.push_back({pos_.ownerAt(c), codeNumber(pos_.at(c))});
            cell.count = 1;
        }
        v.cells.push_back(std::move(cell));
    }
    for (int s = 0; s < 2; ++s) {
        BoardTrack circuit;
        circuit.label = std::string(kSeatNames[s]) + "' circuit";
        circuit.owner = s;
        circuit.loop = true;
        for (int i = 0; i < g.circuitLength(); ++i) circuit.cells.push_back(g.circuitCell(s, i));
        v.tracks.push_back(std::move(circuit));
    }
    for (int s = 0; s < 2; ++s) {  // the way in: home compartments 1..n, then the entry cell
        BoardTrack in;
        in.label = std::string(kSeatNames[s]) + "' way out of the home row";
        in.owner = s;
        for (int h = 1; h <= g.rowLength(); ++h) in.cells.push_back(g.homeCell(s, h));
        in.cells.push_back(g.circuitCell(s, r.entryIndex));
        v.tracks.push_back(std::move(in));
    }
    v.stores.push_back({"captured by Goats", 0, pos_.capturedOf(1, g)});
    v.stores.push_back({"captured by Sheep", 1, pos_.capturedOf(0, g)});
    if (r.exitCircuit) {
        v.stores.push_back({"Goats off the board", 0, pos_.escaped[0]});
        v.stores.push_back({"Sheep off the board", 1, pos_.escaped[1]});
    }
    const std::string who = kSeatNames[toMove_];
    auto creditText = [&]() {
        std::string t;
        for (int val = 1; val <= 4; ++val)
            for (int k = 0; k < bank_[static_cast<size_t>(val)]; ++k) t += std::string(t.empty() ? "" : ", ") + throwName(val);
        return t.empty() ? std::string("none") : t;
    };
    switch (phase_) {
    case Phase::FirstPlayer: v.notes.push_back("Chance decides who starts"); break;
    case Phase::Throw:
        v.notes.push_back(who + " to throw");
        if (r.banked && creditText() != "none") v.notes.push_back("Credits: " + creditText());
        break;
    case Phase::Move:
        if (r.banked) v.notes.push_back(who + " to spend a credit: " + creditText());
        else v.notes.push_back(who + " to move: throw " + std::to_string(throwValue_) + " (" + throwName(throwValue_) + ")");
        break;
    case Phase::SecondHalf:
        v.notes.push_back(who + " to use the second half: " + std::to_string(halfValue_) + " (not with piece " +
                          std::to_string(halfPiece_) + ")");
        if (r.banked) v.notes.push_back("Credits: " + creditText());
        break;
    case Phase::Over:
        if (end_ == EndReason::Finished)
            v.notes.push_back(std::string(result_ == Result::Win0 ? "Goats" : "Sheep") + " win: every enemy piece captured");
        else if (end_ == EndReason::Deadlock) v.notes.push_back("Deadlock: no throw gives either side a legal move");
        else v.notes.push_back("Throw cap reached");
        break;
    }
    v.notes.push_back("Throws: " + std::to_string(throws_));
    v.toMove = (phase_ == Phase::Move || phase_ == Phase::SecondHalf) ? toMove_ : -1;
    return v;
}

}  // namespace rulelab::bheri
