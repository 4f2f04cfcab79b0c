#include "bheri_game.h"

#include "kits/cowrie.h"
#include "kits/ludii_limits.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <vector>

namespace rulelab::bheri {

namespace {

const char *const kSeatNames[2] = {"Goats", "Sheep"};
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
        error = "board must be three rows of " + std::to_string(n) +
                " cells separated by '/' (B's row/neutral/A's row)";
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
                error = std::string(kSeatNames[s]) + " piece " + std::to_string(n) + " is not on this board: with row_length=" +
                        std::to_string(g.rowLength()) + " and pieces_per_side=" + std::to_string(g.pieces()) +
                        " the pieces are numbered " + std::to_string(g.firstPiece()) + " to " + std::to_string(g.rowLength());
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

bool resultFromKey(const std::string &key, Result &out) {
    for (Result r : {Result::None, Result::Win0, Result::Win1, Result::Draw, Result::Undecided})
        if (key == resultKey(r)) {
            out = r;
            return true;
        }
    return false;
}

}  // namespace

const char *throwName(int v) {
    static const char *const names[5] = {"no point", "pod", "do", "tin", "car"};
    return v >= 0 && v <= 4 ? names[v] : "?";
}

std::string cellLabel(const Geometry &g, int cell) {
    if (cell == kOffBoard) return "off the board";
    if (g.homeCompartment(0, cell)) return "A" + std::to_string(g.homeCompartment(0, cell));
    if (g.homeCompartment(1, cell)) return "B" + std::to_string(g.homeCompartment(1, cell));
    return "c" + std::to_string(cell);
}

std::string checkSizes(const Options &o) {
    const int64_t n = o.integer("row_length");
    const int64_t k = o.integer("pieces_per_side");
    if (n < kMinRowLength || n > kMaxRowLength)
        return "bheri-bakri: row_length=" + std::to_string(n) + " is not allowed: the row must have " +
               std::to_string(kMinRowLength) + " to " + std::to_string(kMaxRowLength) +
               " compartments (below 3 a throw of 4 takes a piece once round its circuit onto itself)";
    if (k < 1 || k > kMaxPieces)
        return "bheri-bakri: pieces_per_side=" + std::to_string(k) + " is not allowed: 1 to " +
               std::to_string(kMaxPieces) + " pieces per side";
    if (k > n)
        return "bheri-bakri: pieces_per_side=" + std::to_string(k) + " does not fit row_length=" + std::to_string(n) +
               ": the pieces start one to a compartment of the home row, so pieces_per_side can be at most row_length";
    return {};
}

// --- Game ---------------------------------------------------------------------------------

BheriGame::BheriGame(const Options &options, const Limits &limits)
    : options_(options), limits_(limits), info_(bheriInfo()), rules_(rulesFromOptions(options)) {
    dist_ = kits::cowrieDistribution<4>(rules_.cowrieP);
}

std::unique_ptr<State> BheriGame::deserialize(std::string_view text, std::string &error) const {
    auto s = std::make_unique<BheriState>(this);
    if (!s->parse(text, error)) return nullptr;
    return s;
}

std::unique_ptr<Game> makeBheriGame(const Options &options, const Limits &limits, std::string &error) {
    for (const auto &opt : bheriInfo().options)
        if (!options.has(opt.id)) {
            error = "bheri-bakri: option '" + opt.id + "' has no value";
            return nullptr;
        }
    error = checkSizes(options);
    if (!error.empty()) return nullptr;
    return std::make_unique<BheriGame>(options, limits);
}

Rules rulesFromOptions(const Options &o) {
    Rules r;
    r.cowrieP = o.real("cowrie_p");
    r.extraOnCar = o.choice("extra_values") == "pod_and_car";
    r.extraNeedsUse = o.flag("extra_needs_use");
    r.banked = o.choice("throw_use") == "banked";
    r.halves = o.choice("split") == "halves";
    r.everyExitPod = o.choice("release") == "every_exit_pod";
    r.passThrough = o.choice("exit_from_8_only") == "pass_through";
    r.homeJump = o.flag("home_jump");
    const auto &pri = o.choice("pod_priority");
    r.podPriority = pri == "home_if_possible" ? PodPriority::HomeIfPossible
                    : pri == "none"           ? PodPriority::None
                                              : PodPriority::UntilAllShifted;
    r.captureHome = o.flag("capture_home");
    r.homeShiftCapture = o.flag("home_shift_capture");
    r.ludiiLimit = o.choice("ludii_limit") == "on";
    r.captureBonus = o.choice("capture_bonus") == "extra_throw";
    r.compulsory = o.flag("compulsory");
    r.exitCircuit = o.choice("circuit") == "exit";
    r.entryIndex = o.choice("entry_cell") == "diagonal" ? 1 : 0;
    const auto &first = o.choice("first_player");
    r.firstPlayer = first == "goats" ? 0 : first == "sheep" ? 1 : -1;
    // Clamped so that a game is always well-formed; makeBheriGame refuses what checkSizes refuses.
    const int n = static_cast<int>(std::clamp<int64_t>(o.integer("row_length"), kMinRowLength, kMaxRowLength));
    const int k = static_cast<int>(std::clamp<int64_t>(o.integer("pieces_per_side"), 1, n));
    r.geo = Geometry(n, k);
    return r;
}

// --- State: flow of a turn -----------------------------------------------------------------

BheriState::BheriState(const BheriGame *game) : game_(game), pos_(Position::initial(game->rules().geo)) {
    const int first = game->rules().firstPlayer;
    if (first < 0) {
        phase_ = Phase::FirstPlayer;
        toMove_ = 0;
    } else {
        enterThrow(first, nullptr);
    }
}

int BheriState::currentPlayer() const {
    switch (phase_) {
    case Phase::FirstPlayer:
    case Phase::Throw: return kChancePlayer;
    case Phase::Move:
    case Phase::SecondHalf: return toMove_;
    case Phase::Over: return kTerminalPlayer;
    }
    return kTerminalPlayer;
}

void BheriState::endGame(EndReason reason, Result result) {
    end_ = reason;
    result_ = result;
    phase_ = Phase::Over;
    // A finished match keeps no turn in progress, so equal end positions have equal keys.
    throwValue_ = 0;
    bank_ = {};
    halfValue_ = 0;
    halfPiece_ = 0;
    pendingBonus_ = false;
}

// `seat` is about to throw. G-4 is checked here, before every throw: a frozen position ends
// the match as a deadlock, and a match that has used up its throws ends at the cap.
void BheriState::enterThrow(int seat, Trace *trace) {
    if (starter_ < 0) starter_ = static_cast<int8_t>(seat);
    if (seat != toMove_ || ludiiTurns_ == 0) ++ludiiTurns_;  // Ludii: a turn changes when the mover changes
    toMove_ = static_cast<int8_t>(seat);
    phase_ = Phase::Throw;
    if (game_->rules().ludiiLimit && (ludiiTurns_ >= kits::kLudiiTurnLimit || ludiiMoves_ >= kits::kLudiiMoveLimit)) {
        endGame(EndReason::LudiiLimit, Result::Undecided);
        if (trace) trace->push_back({StepKind::Note, -1, -1, -1, 0, "Ludii's trial limit reached"});
    } else if (isDeadlocked(game_->rules(), pos_)) {
        endGame(EndReason::Deadlock, Result::Undecided);
        if (trace) trace->push_back({StepKind::Note, -1, -1, -1, 0, "deadlock: no throw gives either side a move"});
    } else if (throws_ >= game_->limits().maxThrows) {
        endGame(EndReason::CapReached, Result::Undecided);
        if (trace) trace->push_back({StepKind::Note, -1, -1, -1, 0, "throw cap reached"});
    }
}

void BheriState::onThrow(int v, Trace *trace) {
    const Rules &r = game_->rules();
    ++throws_;
    if (trace)
        trace->push_back({StepKind::Throw, toMove_, -1, -1, v,
                          "throw: " + std::to_string(v) + " (" + throwName(v) + ")"});
    if (r.banked) {
        // BB-5: keep throwing while the value earns another throw, then spend the credits.
        if (v > 0) ++bank_[static_cast<size_t>(v)];
        if (v > 0 && r.isExtra(v) && !r.extraNeedsUse) {
            if (trace) trace->push_back({StepKind::Note, toMove_, -1, -1, v, std::string(throwName(v)) + ": throws again"});
            enterThrow(toMove_, trace);
        } else {
            continueSpending(trace);
        }
        return;
    }
    if (v == 0) {  // BB-2: no cowrie mouth up scores nothing, and earns no second throw
        ++ludiiMoves_;  // Ludii passes
        if (trace) trace->push_back({StepKind::Pass, toMove_, -1, -1, 0, "no point"});
        enterThrow(1 - toMove_, trace);
        return;
    }
    throwValue_ = static_cast<int8_t>(v);
    phase_ = Phase::Move;
    MoveList legal;
    legalMoves(legal);
    if (legal.empty()) {  // BB-12: the throw is of no avail
        ++ludiiMoves_;  // Ludii passes
        if (trace) trace->push_back({StepKind::Pass, toMove_, -1, -1, v, std::string(throwName(v)) + " lost: no legal move"});
        finishThrow(false, false, trace);
    }
}

// Immediate throws: after the throw has been used (or lost), the same side throws again on an
// extra value (BB-4; under extra_needs_use only if it was used) or after a capture under
// capture_bonus=extra_throw; otherwise the turn passes.
void BheriState::finishThrow(bool used, bool captured, Trace *trace) {
    const Rules &r = game_->rules();
    const int v = throwValue_;
    throwValue_ = 0;
    const bool again = (r.isExtra(v) && (used || !r.extraNeedsUse)) || (captured && r.captureBonus);
    if (again && trace)
        trace->push_back({StepKind::Note, toMove_, -1, -1, v,
                          captured && r.captureBonus && !(r.isExtra(v) && (used || !r.extraNeedsUse))
                              ? "capture: throws again"
                              : std::string(throwName(v)) + ": throws again"});
    enterThrow(again ? toMove_ : 1 - toMove_, trace);
}

// Banked credits: spend while some credit can be used; credits that cannot be used are lost.
void BheriState::continueSpending(Trace *trace) {
    phase_ = Phase::Move;
    throwValue_ = 0;
    bool any = false;
    for (int v = 1; v <= 4; ++v) any = any || bank_[static_cast<size_t>(v)] > 0;
    if (any) {
        MoveList legal;
        legalMoves(legal);
        if (!legal.empty()) return;
        if (trace) trace->push_back({StepKind::Pass, toMove_, -1, -1, 0, "remaining credits lost: none can be used"});
        bank_ = {};
    }
    enterThrow(1 - toMove_, trace);
}

void BheriState::onPlayerMove(Move move, Trace *trace) {
    const Rules &r = game_->rules();
    const int seat = toMove_;
    // After a credit of value `credit` has been spent (banked): a rethrow is earned by spending an
    // extra value under extra_needs_use, or by a capture under capture_bonus.
    auto afterCredit = [&](int credit, bool captured) {
        if ((r.isExtra(credit) && r.extraNeedsUse) || (captured && r.captureBonus)) {
            if (trace) trace->push_back({StepKind::Note, toMove_, -1, -1, credit, "throws again"});
            enterThrow(toMove_, trace);
        } else {
            continueSpending(trace);
        }
    };
    auto finishSecondHalf = [&](bool captured) {
        const int credit = 2 * halfValue_;
        const bool cap = captured || pendingBonus_;
        halfValue_ = 0;
        halfPiece_ = 0;
        pendingBonus_ = false;
        if (r.banked) afterCredit(credit, cap);
        else finishThrow(true, cap, trace);
    };

    if (move == kDecline) {
        ++turns_;
        ++ludiiMoves_;
        if (trace) trace->push_back({StepKind::Pass, toMove_, -1, -1, 0, "declines"});
        if (phase_ == Phase::SecondHalf) {
            finishSecondHalf(false);
        } else if (r.banked) {
            bank_ = {};
            enterThrow(1 - toMove_, trace);
        } else {
            finishThrow(false, false, trace);
        }
        return;
    }
    PieceMove pm;
    if (!findPieceMove(move, pm)) return;  // not a legal move: the state is left unchanged
    ++turns_;
    ++ludiiMoves_;
    const int number = codeNumber(pos_.at(pm.from));
    const int8_t captured = applyPieceMove(pos_, seat, pm);
    ++moves_;
    lastFrom_ = pm.from;
    lastTo_ = pm.to == kOffBoard ? -1 : pm.to;
    if (trace) {
        trace->push_back({StepKind::Move, static_cast<int8_t>(seat), pm.from, pm.to == kOffBoard ? int16_t(-1) : int16_t(pm.to),
                          number, std::string(kSeatNames[seat]) + " piece " + std::to_string(number)});
        if (pm.to == kOffBoard)
            trace->push_back({StepKind::Note, static_cast<int8_t>(seat), pm.from, -1, number, "leaves the board"});
        if (captured)
            trace->push_back({StepKind::Capture, static_cast<int8_t>(seat), pm.to, -1, 1,
                              std::string("captures ") + kSeatNames[1 - seat] + " piece " +
                                  std::to_string(codeNumber(captured))});
    }
    const Geometry &geo = game_->rules().geo;
    if (pos_.capturedOf(1 - seat, geo) == geo.pieces()) {  // BB-15
        endGame(EndReason::Finished, seat == 0 ? Result::Win0 : Result::Win1);
        if (trace) trace->push_back({StepKind::Note, static_cast<int8_t>(seat), -1, -1, 0,
                                     std::string(kSeatNames[seat]) + " have captured every piece"});
        return;
    }
    const bool cap = captured != 0;
    if (phase_ == Phase::SecondHalf) {
        finishSecondHalf(cap);
    } else if (moveIsHalf(move)) {
        const int h = moveValue(move);
        if (r.banked) --bank_[static_cast<size_t>(2 * h)];
        phase_ = Phase::SecondHalf;
        halfValue_ = static_cast<int8_t>(h);
        halfPiece_ = static_cast<int8_t>(number);
        pendingBonus_ = cap;
        // A first half is only offered when a second one can follow, so this is a safety net.
        MoveList legal;
        legalMoves(legal);
        if (legal.empty()) finishSecondHalf(false);
    } else {
        const int v = moveValue(move);
        if (r.banked) {
            --bank_[static_cast<size_t>(v)];
            afterCredit(v, cap);
        } else {
            finishThrow(true, cap, trace);
        }
    }
}

void BheriState::apply(Move move, Trace *trace) {
    switch (phase_) {
    case Phase::FirstPlayer:
        if (move != 0 && move != 1) return;
        if (trace) trace->push_back({StepKind::Note, static_cast<int8_t>(move), -1, -1, 0,
                                     std::string(kSeatNames[move]) + " start"});
        enterThrow(move, trace);
        return;
    case Phase::Throw:
        if (move < 0 || move > 4) return;
        onThrow(move, trace);
        return;
    case Phase::Move:
    case Phase::SecondHalf: onPlayerMove(move, trace); return;
    case Phase::Over: return;
    }
}

// --- State: moves ------------------------------------------------------------------------------

void BheriState::addValueMoves(int v, MoveList &out) const {
    const Rules &r = game_->rules();
    PieceMoveList list;
    legalPieceMoves(r, pos_, toMove_, v, v == 1, 0, list);
    for (int i = 0; i < list.size; ++i) out.push(encodeWhole(v, list[i].from));
    if (r.halves && (v == 2 || v == 4)) {
        // BB-6: a 2 or 4 may instead be used as two equal halves by two different pieces.
        const int h = v / 2;
        legalPieceMoves(r, pos_, toMove_, h, false, 0, list);
        for (int i = 0; i < list.size; ++i)
            if (halfFollowUpExists(r, pos_, toMove_, h, list[i])) out.push(encodeHalf(h, list[i].from));
    }
}

void BheriState::legalMoves(MoveList &out) const {
    out.clear();
    if (phase_ == Phase::Move) {
        if (game_->rules().banked) {
            for (int v = 1; v <= 4; ++v)
                if (bank_[static_cast<size_t>(v)] > 0) addValueMoves(v, out);
        } else {
            addValueMoves(throwValue_, out);
        }
    } else if (phase_ == Phase::SecondHalf) {
        PieceMoveList list;
        legalPieceMoves(game_->rules(), pos_, toMove_, halfValue_, false, halfPiece_, list);
        for (int i = 0; i < list.size; ++i) out.push(encodeHalf(halfValue_, list[i].from));
    } else {
        return;
    }
    if (!game_->rules().compulsory && !out.empty()) out.push(kDecline);
}

bool BheriState::findPieceMove(Move move, PieceMove &pm) const {
    const Rules &r = game_->rules();
    const int from = moveFrom(move);
    const int v = moveValue(move);
    if (move < 100 || v < 1 || v > 4 || from >= r.geo.cells()) return false;
    PieceMoveList list;
    if (phase_ == Phase::SecondHalf) {
        if (!moveIsHalf(move) || v != halfValue_) return false;
        legalPieceMoves(r, pos_, toMove_, v, false, halfPiece_, list);
    } else if (phase_ == Phase::Move) {
        if (moveIsHalf(move)) {
            const int credit = 2 * v;
            if (!r.halves || v > 2) return false;
            if (r.banked ? bank_[static_cast<size_t>(credit)] == 0 : throwValue_ != credit) return false;
            legalPieceMoves(r, pos_, toMove_, v, false, 0, list);
        } else {
            if (r.banked ? bank_[static_cast<size_t>(v)] == 0 : throwValue_ != v) return false;
            legalPieceMoves(r, pos_, toMove_, v, v == 1, 0, list);
        }
    } else {
        return false;
    }
    for (int i = 0; i < list.size; ++i)
        if (list[i].from == from) {
            pm = list[i];
            if (phase_ == Phase::Move && moveIsHalf(move) && !halfFollowUpExists(r, pos_, toMove_, v, pm)) return false;
            return true;
        }
    return false;
}

void BheriState::chanceOutcomes(ChanceList &out) const {
    out.clear();
    if (phase_ == Phase::FirstPlayer) {
        out.push(0, 0.5);
        out.push(1, 0.5);
    } else if (phase_ == Phase::Throw) {
        const auto &d = game_->throwDistribution();
        for (int v = 0; v <= 4; ++v) out.push(v, d[static_cast<size_t>(v)]);
    }
}

// --- State: reporting -------------------------------------------------------------------------

std::array<int, 2> BheriState::scores() const {
    const Geometry &g = game_->rules().geo;
    return {pos_.capturedOf(1, g), pos_.capturedOf(0, g)};
}

MatchProgress BheriState::progress() const {
    MatchProgress p;
    p.turns = turns_;
    p.laps = moves_;
    p.rounds = 1;
    const Geometry &g = game_->rules().geo;
    p.captures = pos_.capturedOf(0, g) + pos_.capturedOf(1, g);
    return p;
}

void BheriState::appendKey(std::string &out) const {
    // Everything that decides the future of play; the counters (throws, turns, moves) and the
    // last-move marks are left out, as in every RuleLab key. Only the configured board's cells.
    const int cells = game_->rules().geo.cells();
    for (int c = 0; c < cells; ++c) out.push_back(static_cast<char>(pos_.cells[static_cast<size_t>(c)]));
    out.push_back(static_cast<char>(pos_.escaped[0]));
    out.push_back(static_cast<char>(pos_.escaped[1]));
    out.push_back(static_cast<char>(toMove_));
    out.push_back(static_cast<char>(phase_));
    out.push_back(static_cast<char>(throwValue_));
    for (int v = 1; v <= 4; ++v) out.push_back(static_cast<char>(bank_[static_cast<size_t>(v)]));
    out.push_back(static_cast<char>(halfValue_));
    out.push_back(static_cast<char>(halfPiece_));
    out.push_back(static_cast<char>(pendingBonus_));
    out.push_back(static_cast<char>(end_));
    out.push_back(static_cast<char>(result_));
}

std::string BheriState::serialize() const {
    std::ostringstream os;
    os << "bb1 board=" << boardText(game_->rules().geo, pos_) << " esc=" << int(pos_.escaped[0]) << ',' << int(pos_.escaped[1])
       << " to=" << int(toMove_) << " phase=" << kPhaseKeys[static_cast<int>(phase_)] << " throw=" << int(throwValue_)
       << " bank=" << int(bank_[1]) << ',' << int(bank_[2]) << ',' << int(bank_[3]) << ',' << int(bank_[4])
       << " half=" << int(halfValue_) << ',' << int(halfPiece_) << ',' << int(pendingBonus_) << " last=" << int(lastFrom_)
       << ',' << int(lastTo_) << " throws=" << throws_ << " turns=" << turns_ << " moves=" << moves_
       << " starter=" << int(starter_) << " ludii=" << ludiiTurns_ << ',' << ludiiMoves_
       << " end=" << endReasonKey(end_) << " result=" << resultKey(result_);
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
    std::vector<long long> ints;
    auto fail = [&](const std::string &what) {
        error = "bheri-bakri state: " + what;
        return false;
    };
    while (is >> tok) {
        const auto eq = tok.find('=');
        if (eq == std::string::npos) return fail("expected key=value, got '" + tok + "'");
        const std::string key = tok.substr(0, eq), val = tok.substr(eq + 1);
        auto single = [&](long long lo, long long hi, long long &dst) {
            if (!parseInts(val, ints, 1) || ints[0] < lo || ints[0] > hi) return false;
            dst = ints[0];
            return true;
        };
        long long x = 0;
        if (key == "board") {
            std::string e;
            if (!parseBoard(game_->rules().geo, val, s.pos_, e)) return fail(e);
        } else if (key == "esc") {
            const int k = game_->rules().geo.pieces();
            if (!parseInts(val, ints, 2) || ints[0] < 0 || ints[1] < 0 || ints[0] > k || ints[1] > k)
                return fail("esc must be two counts 0.." + std::to_string(k));
            s.pos_.escaped = {static_cast<uint8_t>(ints[0]), static_cast<uint8_t>(ints[1])};
        } else if (key == "to") {
            if (!single(0, 1, x)) return fail("to must be 0 (Goats) or 1 (Sheep)");
            s.toMove_ = static_cast<int8_t>(x);
        } else if (key == "phase") {
            int found = -1;
            for (int i = 0; i < 5; ++i)
                if (val == kPhaseKeys[i]) found = i;
            if (found < 0) return fail("phase must be one of first, throw, move, half, over");
            s.phase_ = static_cast<Phase>(found);
        } else if (key == "throw") {
            if (!single(0, 4, x)) return fail("throw must be 0..4");
            s.throwValue_ = static_cast<int8_t>(x);
        } else if (key == "bank") {
            if (!parseInts(val, ints, 4)) return fail("bank must be four counts (credits of 1,2,3,4)");
            for (int v = 1; v <= 4; ++v) {
                if (ints[static_cast<size_t>(v - 1)] < 0 || ints[static_cast<size_t>(v - 1)] > 255)
                    return fail("bank counts must be 0..255");
                s.bank_[static_cast<size_t>(v)] = static_cast<uint8_t>(ints[static_cast<size_t>(v - 1)]);
            }
        } else if (key == "half") {
            // The piece is 0 (none) or one the board has: pieces keep their compartment numbers.
            const Geometry &geo = game_->rules().geo;
            if (!parseInts(val, ints, 3) || ints[0] < 0 || ints[0] > 2 ||
                (ints[1] != 0 && (ints[1] < geo.firstPiece() || ints[1] > geo.rowLength())) || ints[2] < 0 || ints[2] > 1)
                return fail("half must be value(0..2),piece(0 or " + std::to_string(geo.firstPiece()) + ".." +
                            std::to_string(geo.rowLength()) + "),bonus(0/1)");
            s.halfValue_ = static_cast<int8_t>(ints[0]);
            s.halfPiece_ = static_cast<int8_t>(ints[1]);
            s.pendingBonus_ = ints[2] != 0;
        } else if (key == "last") {
            const int cells = game_->rules().geo.cells();
            if (!parseInts(val, ints, 2) || ints[0] < -1 || ints[0] >= cells || ints[1] < -1 || ints[1] >= cells)
                return fail("last must be two cells (-1 for none)");
            s.lastFrom_ = static_cast<int8_t>(ints[0]);
            s.lastTo_ = static_cast<int8_t>(ints[1]);
        } else if (key == "throws" || key == "turns" || key == "moves") {
            if (!single(0, (1LL << 62), x)) return fail(key + " must be a count");
            (key == "throws" ? s.throws_ : key == "turns" ? s.turns_ : s.moves_) = x;
        } else if (key == "starter") {
            if (!single(-1, 1, x)) return fail("starter must be -1, 0 or 1");
            s.starter_ = static_cast<int8_t>(x);
        } else if (key == "ludii") {
            if (!parseInts(val, ints, 2) || ints[0] < 0 || ints[1] < 0 || ints[0] > (1 << 30) || ints[1] > (1 << 30))
                return fail("ludii must be turns,moves (counts)");
            s.ludiiTurns_ = static_cast<int32_t>(ints[0]);
            s.ludiiMoves_ = static_cast<int32_t>(ints[1]);
        } else if (key == "end") {
            if (!endReasonFromKey(val, s.end_)) return fail("unknown end reason '" + val + "'");
        } else if (key == "result") {
            if (!resultFromKey(val, s.result_)) return fail("unknown result '" + val + "'");
        } else {
            return fail("unknown key '" + key + "'");
        }
    }
    const Rules &r = game_->rules();
    if (!validatePosition(r, s.pos_, error)) return fail(error);
    if ((s.phase_ == Phase::Over) != (s.end_ != EndReason::None))
        return fail("phase=over goes with an end reason, and only then");
    if (s.phase_ == Phase::Move) {
        int credits = 0;
        for (int v = 1; v <= 4; ++v) credits += s.bank_[static_cast<size_t>(v)];
        if (r.banked ? credits == 0 : (s.throwValue_ < 1 || s.throwValue_ > 4))
            return fail(r.banked ? "phase=move needs credits in bank=" : "phase=move needs throw=1..4");
    }
    if (s.phase_ == Phase::SecondHalf && (s.halfValue_ < 1 || s.halfPiece_ < 1))
        return fail("phase=half needs half=value,piece,bonus with value 1..2 and a piece");
    *this = s;
    return true;
}

std::string BheriState::describeMove(Move move) const {
    if (phase_ == Phase::FirstPlayer)
        return std::string("chance: ") + (move == 1 ? kSeatNames[1] : kSeatNames[0]) + " start";
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
    if (pm.captured) s += std::string(", capturing ") + kSeatNames[codeOwner(pm.captured)] + " piece " +
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
        else if (end_ == EndReason::Deadlock)
            v.notes.push_back("Deadlock: no throw gives either side a legal move");
        else
            v.notes.push_back("Throw cap reached");
        break;
    }
    v.notes.push_back("Throws: " + std::to_string(throws_));
    v.toMove = (phase_ == Phase::Move || phase_ == Phase::SecondHalf) ? toMove_ : -1;
    return v;
}

}  // namespace rulelab::bheri
