// Bheri Bakri's Game and the play of its State: the flow of a turn (throws, moves, rethrows,
// banked credits, split throws, the G-4 checks before every throw), the fields the state keeps
// so that the hot loop does no work twice, the legal moves and chance outcomes, scores, progress
// and the state key. The state's text form, move descriptions and
// board view are in bheri_game_text.cpp; the piece moves themselves in bheri_board.cpp.
#include "bheri_game.h"

#include "game/playout.h"
#include "kits/cowrie.h"
#include "kits/ludii_limits.h"

#include <array>
#include <memory>
#include <string>

namespace rulelab::bheri {

const char *throwName(int v) {
    static const char *const names[5] = {"no point", "pod", "do", "tin", "car"};
    return v >= 0 && v <= 4 ? names[v] : "?";
}

// --- Game ---------------------------------------------------------------------------------

BheriGame::BheriGame(const Options &options, const Limits &limits)
    : GameWithOptions(bheriInfo(), options, limits), rules_(rulesFromOptions(options)) {
    dist_ = kits::cowrieDistribution<4>(rules_.cowrieP);
    double acc = 0;
    for (size_t v = 0; v < 5; ++v) {
        acc += dist_[v];
        cumulative_[v] = acc;
        if (dist_[v] > 0) lastPossible_ = static_cast<int>(v);
    }
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

// --- State: flow of a turn -----------------------------------------------------------------

BheriState::BheriState(const BheriGame *game) : game_(game), pos_(Position::initial(game->rules().geo)) {
    recomputeDerived();
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

bool BheriState::playRandomToEnd(Rng &rng, MoveList &moves, ChanceList &chance, const PlayoutLimits &limits,
                                 PlayoutTally &tally) {
    if (game_->rules().banked) playOutUniform(*this, rng, moves, chance, limits, tally);
    else playImmediateToEnd(rng, chance, limits, tally);
    return true;
}

// playOutUniform on this state under immediate throws, written out for Bheri Bakri: the same
// draws in the same order, the same moves and the same tally, without building the lists.
//  - A throw is drawn from the game's running sums (sampleThrow), as sampleChance would from
//    chanceOutcomes.
//  - A decision's moves are the lists kept since the throw (listDecision), in legalMoves' order:
//    the whole moves, the first halves, then "decline" when the throw is not compulsory. The
//    chosen index picks the piece move itself, so findPieceMove's search is not needed.
// EveryReading.ItsOwnLoopPlaysAsTheGenericOne and BheriHotPath.OwnLoopPlaysAsTheGenericOneUnder-
// OtherOptionValues check it against the generic loop.
void BheriState::playImmediateToEnd(Rng &rng, ChanceList &chance, const PlayoutLimits &limits, PlayoutTally &t) {
    const Rules &r = game_->rules();
    t.firstPlayer = starter_;
    int leader = 0;
    for (int64_t steps = 0;; ++steps) {
        if (phase_ == Phase::Over) return;
        if (steps >= limits.maxSteps) {
            t.capped = true;
            return;
        }
        Move m;
        switch (phase_) {
        case Phase::Over: return;
        case Phase::FirstPlayer:  // once a match: the generic way
            chanceOutcomes(chance);
            m = sampleChance(chance, rng);
            if (limits.record) limits.record->push_back(m);
            apply(m, nullptr);
            break;
        case Phase::Throw:
            m = game_->sampleThrow(rng);
            if (limits.record) limits.record->push_back(m);
            onThrow(m, nullptr);
            break;
        case Phase::Move:
        case Phase::SecondHalf: {
            if (stopBeforeDecision(limits, t)) return;
            const int whole = valueMoves_.size;
            const int listed = whole + (phase_ == Phase::Move ? firstHalfMoves_.size : 0);
            const int n = listed + (listed > 0 && !r.compulsory ? 1 : 0);
            if (n == 0) {  // never: a decision always has a move (see onThrow); as playOut would
                t.capped = true;
                return;
            }
            const int i = static_cast<int>(rng.below(static_cast<uint32_t>(n)));
            countDecision(t, toMove_, n);
            if (i >= listed) {
                if (limits.record) limits.record->push_back(kDecline);
                onDecline(nullptr);
            } else {
                const bool second = phase_ == Phase::SecondHalf;
                const PieceMove &pm = i < whole ? valueMoves_[i] : firstHalfMoves_[i - whole];
                m = second ? encodeHalf(halfValue_, pm.from)
                           : i < whole ? encodeWhole(throwValue_, pm.from) : encodeHalf(throwValue_ / 2, pm.from);
                if (limits.record) limits.record->push_back(m);
                const PieceMove chosen = pm;  // the lists are refilled by the move
                playPieceMove(m, chosen, nullptr);
            }
            countLead(t, leader, scores());
            break;
        }
        }
        if (t.firstPlayer < 0) t.firstPlayer = starter_;
    }
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

// --- State: derived fields ---------------------------------------------------------------------

void BheriState::recomputeDerived() {
    const Geometry &g = game_->rules().geo;
    for (int s = 0; s < 2; ++s) {
        active_[static_cast<size_t>(s)] = static_cast<int8_t>(pos_.activeCell(s, g));
        onBoard_[static_cast<size_t>(s)] = static_cast<int8_t>(pos_.onBoard(s));
    }
    deadlock_ = -1;
    listDecision();
}

// Called when a decision begins: phase Move under immediate throws (throwValue_ just set), or
// phase SecondHalf (halfValue_, halfPiece_ just set). The lists are exactly what legalMoves and
// findPieceMove used to compute from the position on every call.
void BheriState::listDecision() {
    const Rules &r = game_->rules();
    valueMoves_.clear();
    firstHalfMoves_.clear();
    const int active = active_[static_cast<size_t>(toMove_)];
    if (phase_ == Phase::SecondHalf) {
        legalPieceMoves(r, pos_, toMove_, active, halfValue_, false, halfPiece_, valueMoves_);
    } else if (phase_ == Phase::Move && !r.banked) {
        const int v = throwValue_;
        legalPieceMoves(r, pos_, toMove_, active, v, v == 1, 0, valueMoves_);
        if (r.halves && (v == 2 || v == 4)) {
            // BB-6: a 2 or 4 may instead be used as two equal halves by two different pieces.
            const int h = v / 2;
            PieceMoveList list;
            legalPieceMoves(r, pos_, toMove_, active, h, false, 0, list);
            for (int i = 0; i < list.size; ++i)
                if (halfFollowUpExists(r, pos_, toMove_, active, h, list[i])) firstHalfMoves_.push(list[i]);
        }
    }
}

// Only a piece move changes the position, and each one resets deadlock_, so G-4 is worked out
// once per position however many throws are made in it. When a side has a piece out and pieces
// in their home row can be captured (capture_home), that piece can always use a throw of 2: it
// moves on its circuit (or, under circuit=exit, leaves the board), where no own piece stands (one
// piece out at a time) and any enemy piece may be taken; a 2 is never a pod, so pod priority
// does not apply. isDeadlocked would find that move and answer false; the test suite checks the
// two answers against each other along many random matches.
bool BheriState::deadlocked() {
    if (deadlock_ < 0) {
        const Rules &r = game_->rules();
        const bool pieceOutMoves = r.captureHome && (active_[0] >= 0 || active_[1] >= 0);
        deadlock_ = static_cast<int8_t>(!pieceOutMoves && isDeadlocked(r, pos_, active_[0], active_[1]) ? 1 : 0);
    }
    return deadlock_ == 1;
}

int BheriState::capturedOf(int seat) const {
    const size_t s = static_cast<size_t>(seat);
    return game_->rules().geo.pieces() - onBoard_[s] - pos_.escaped[s];
}

std::string BheriState::derivedMismatch() const {
    BheriState fresh(*this);
    fresh.recomputeDerived();  // the scans of Position, and the lists from its scanned pieces out
    std::string why;
    for (size_t s = 0; s < 2; ++s) {
        if (active_[s] != fresh.active_[s])
            why += "piece out of seat " + std::to_string(s) + ": kept " + std::to_string(active_[s]) + ", scan " +
                   std::to_string(fresh.active_[s]) + "; ";
        if (onBoard_[s] != fresh.onBoard_[s])
            why += "pieces on the board of seat " + std::to_string(s) + ": kept " + std::to_string(onBoard_[s]) + ", scan " +
                   std::to_string(fresh.onBoard_[s]) + "; ";
    }
    if (deadlock_ >= 0 && (deadlock_ == 1) != isDeadlocked(game_->rules(), pos_))
        why += "deadlock: kept " + std::to_string(deadlock_) + ", isDeadlocked the other; ";
    auto same = [](const PieceMoveList &a, const PieceMoveList &b) {
        if (a.size != b.size) return false;
        for (int i = 0; i < a.size; ++i)
            if (a[i].from != b[i].from || a[i].to != b[i].to || a[i].captured != b[i].captured) return false;
        return true;
    };
    const bool listed = phase_ == Phase::SecondHalf || (phase_ == Phase::Move && !game_->rules().banked);
    if (listed && !same(valueMoves_, fresh.valueMoves_)) why += "the moves of the value differ; ";
    if (listed && !same(firstHalfMoves_, fresh.firstHalfMoves_)) why += "the first halves differ; ";
    return why;
}

// --- State: flow of a turn (continued) ---------------------------------------------------------

// `seat` is about to throw. G-4 is checked here, before every throw: a frozen position ends
// the match as a deadlock, and a match that has used up its throws ends at the cap. (The
// answer is kept per position: see deadlocked.)
void BheriState::enterThrow(int seat, Trace *trace) {
    if (starter_ < 0) starter_ = static_cast<int8_t>(seat);
    if (seat != toMove_ || ludiiTurns_ == 0) ++ludiiTurns_;  // Ludii: a turn changes when the mover changes
    toMove_ = static_cast<int8_t>(seat);
    phase_ = Phase::Throw;
    if (game_->rules().ludiiLimit && (ludiiTurns_ >= kits::kLudiiTurnLimit || ludiiMoves_ >= kits::kLudiiMoveLimit)) {
        endGame(EndReason::LudiiLimit, Result::Undecided);
        if (trace) trace->push_back({StepKind::Note, -1, -1, -1, 0, "Ludii's trial limit reached"});
    } else if (deadlocked()) {
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
    if (trace) trace->push_back({StepKind::Throw, toMove_, -1, -1, v, "throw: " + std::to_string(v) + " (" + throwName(v) + ")"});
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
    if (v == 0) {       // BB-2: no cowrie mouth up scores nothing, and earns no second throw
        ++ludiiMoves_;  // Ludii passes
        if (trace) trace->push_back({StepKind::Pass, toMove_, -1, -1, 0, "no point"});
        enterThrow(1 - toMove_, trace);
        return;
    }
    throwValue_ = static_cast<int8_t>(v);
    phase_ = Phase::Move;
    listDecision();
    // legalMoves would list exactly these moves (and "decline" only when there are some).
    if (valueMoves_.empty() && firstHalfMoves_.empty()) {  // BB-12: the throw is of no avail
        ++ludiiMoves_;                                     // Ludii passes
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
    const Rules &r = game_->rules();
    phase_ = Phase::Move;
    throwValue_ = 0;
    bool any = false;
    for (int v = 1; v <= 4; ++v) any = any || bank_[static_cast<size_t>(v)] > 0;
    if (any) {
        // legalMoves lists addValueMoves(v) for every credit v held (and "decline" only when that
        // is not empty); addValueMoves(v) lists something exactly when valueUsable(v).
        const int active = active_[static_cast<size_t>(toMove_)];
        for (int v = 1; v <= 4; ++v)
            if (bank_[static_cast<size_t>(v)] > 0 && valueUsable(r, pos_, toMove_, active, v)) return;
        if (trace) trace->push_back({StepKind::Pass, toMove_, -1, -1, 0, "remaining credits lost: none can be used"});
        bank_ = {};
    }
    enterThrow(1 - toMove_, trace);
}

// Banked credits, after a credit of value `credit` has been spent: a rethrow is earned by
// spending an extra value under extra_needs_use, or by a capture under capture_bonus.
void BheriState::afterCredit(int credit, bool captured, Trace *trace) {
    const Rules &r = game_->rules();
    if ((r.isExtra(credit) && r.extraNeedsUse) || (captured && r.captureBonus)) {
        if (trace) trace->push_back({StepKind::Note, toMove_, -1, -1, credit, "throws again"});
        enterThrow(toMove_, trace);
    } else {
        continueSpending(trace);
    }
}

// The second half of a split throw or credit has been used (or declined, or cannot be used).
void BheriState::finishSecondHalf(bool captured, Trace *trace) {
    const int credit = 2 * halfValue_;
    const bool cap = captured || pendingBonus_;
    halfValue_ = 0;
    halfPiece_ = 0;
    pendingBonus_ = false;
    if (game_->rules().banked) afterCredit(credit, cap, trace);
    else finishThrow(true, cap, trace);
}

void BheriState::onPlayerMove(Move move, Trace *trace) {
    if (move == kDecline) {
        onDecline(trace);
        return;
    }
    PieceMove pm;
    if (!findPieceMove(move, pm)) return;  // not a legal move: the state is left unchanged
    playPieceMove(move, pm, trace);
}

void BheriState::onDecline(Trace *trace) {
    ++turns_;
    ++ludiiMoves_;
    if (trace) trace->push_back({StepKind::Pass, toMove_, -1, -1, 0, "declines"});
    if (phase_ == Phase::SecondHalf) {
        finishSecondHalf(false, trace);
    } else if (game_->rules().banked) {
        bank_ = {};
        enterThrow(1 - toMove_, trace);
    } else {
        finishThrow(false, false, trace);
    }
}

// `move` (not decline) is legal and `pm` is its piece move, as findPieceMove gives it.
void BheriState::playPieceMove(Move move, const PieceMove &pm, Trace *trace) {
    const Rules &r = game_->rules();
    const int seat = toMove_;
    ++turns_;
    ++ludiiMoves_;
    const int number = codeNumber(pos_.at(pm.from));
    const int8_t captured = applyPieceMove(pos_, seat, pm);
    // The derived fields follow the move: the pieces out, the pieces on the board (a capture
    // removes one of the opponent's, a piece leaving the board one of the mover's), and G-4
    // to be worked out again for the new position.
    active_[static_cast<size_t>(1 - seat)] =
        static_cast<int8_t>(opponentActiveAfterMove(active_[static_cast<size_t>(1 - seat)], pm));
    active_[static_cast<size_t>(seat)] =
        static_cast<int8_t>(activeAfterMove(game_->rules().geo, seat, active_[static_cast<size_t>(seat)], pm));
    if (captured != 0) --onBoard_[static_cast<size_t>(1 - seat)];
    if (pm.to == kOffBoard) --onBoard_[static_cast<size_t>(seat)];
    deadlock_ = -1;
    if (usage_) {  // usage maps (issue 20): the cell left, the cell landed on, a capture there
        usage_->add(UsageKind::Lifted, pm.from);
        if (pm.to != kOffBoard) {
            usage_->add(UsageKind::Landed, pm.to);
            if (captured != 0) usage_->add(UsageKind::Captured, pm.to);
        }
    }
    ++moves_;
    lastFrom_ = pm.from;
    lastTo_ = pm.to == kOffBoard ? -1 : pm.to;
    if (trace) {
        trace->push_back({StepKind::Move, static_cast<int8_t>(seat), pm.from, pm.to == kOffBoard ? int16_t(-1) : int16_t(pm.to),
                          number, std::string(kSeatNames[seat]) + " piece " + std::to_string(number)});
        if (pm.to == kOffBoard)
            trace->push_back({StepKind::Note, static_cast<int8_t>(seat), pm.from, -1, number, "leaves the board"});
        if (captured)
            trace->push_back(
                {StepKind::Capture, static_cast<int8_t>(seat), pm.to, -1, 1,
                 std::string("captures ") + kSeatNames[1 - seat] + " piece " + std::to_string(codeNumber(captured))});
    }
    const Geometry &geo = game_->rules().geo;
    if (capturedOf(1 - seat) == geo.pieces()) {  // BB-15
        endGame(EndReason::Finished, seat == 0 ? Result::Win0 : Result::Win1);
        if (trace)
            trace->push_back({StepKind::Note, static_cast<int8_t>(seat), -1, -1, 0,
                              std::string(kSeatNames[seat]) + " have captured every piece"});
        return;
    }
    const bool cap = captured != 0;
    if (phase_ == Phase::SecondHalf) {
        finishSecondHalf(cap, trace);
    } else if (moveIsHalf(move)) {
        const int h = moveValue(move);
        if (r.banked) --bank_[static_cast<size_t>(2 * h)];
        phase_ = Phase::SecondHalf;
        halfValue_ = static_cast<int8_t>(h);
        halfPiece_ = static_cast<int8_t>(number);
        pendingBonus_ = cap;
        listDecision();
        // A first half is only offered when a second one can follow, so this is a safety net.
        if (valueMoves_.empty()) finishSecondHalf(false, trace);
    } else {
        const int v = moveValue(move);
        if (r.banked) {
            --bank_[static_cast<size_t>(v)];
            afterCredit(v, cap, trace);
        } else {
            finishThrow(true, cap, trace);
        }
    }
}

void BheriState::apply(Move move, Trace *trace) {
    switch (phase_) {
    case Phase::FirstPlayer:
        if (move != 0 && move != 1) return;
        if (trace)
            trace->push_back({StepKind::Note, static_cast<int8_t>(move), -1, -1, 0, std::string(kSeatNames[move]) + " start"});
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

// Banked credits: the moves that spend a credit of v, whole, then as a first half (BB-6: a 2 or 4
// may instead be used as two equal halves by two different pieces). Under immediate throws the
// same lists are kept from the moment of the throw (listDecision).
void BheriState::addValueMoves(int v, MoveList &out) const {
    const Rules &r = game_->rules();
    const int active = active_[static_cast<size_t>(toMove_)];
    PieceMoveList list;
    legalPieceMoves(r, pos_, toMove_, active, v, v == 1, 0, list);
    for (int i = 0; i < list.size; ++i) out.push(encodeWhole(v, list[i].from));
    if (r.halves && (v == 2 || v == 4)) {
        const int h = v / 2;
        legalPieceMoves(r, pos_, toMove_, active, h, false, 0, list);
        for (int i = 0; i < list.size; ++i)
            if (halfFollowUpExists(r, pos_, toMove_, active, h, list[i])) out.push(encodeHalf(h, list[i].from));
    }
}

void BheriState::legalMoves(MoveList &out) const {
    out.clear();
    if (phase_ == Phase::Move) {
        if (game_->rules().banked) {
            for (int v = 1; v <= 4; ++v)
                if (bank_[static_cast<size_t>(v)] > 0) addValueMoves(v, out);
        } else {
            // As addValueMoves(throwValue_) would list them: whole, then first halves.
            for (int i = 0; i < valueMoves_.size; ++i) out.push(encodeWhole(throwValue_, valueMoves_[i].from));
            const int h = throwValue_ / 2;
            for (int i = 0; i < firstHalfMoves_.size; ++i) out.push(encodeHalf(h, firstHalfMoves_[i].from));
        }
    } else if (phase_ == Phase::SecondHalf) {
        for (int i = 0; i < valueMoves_.size; ++i) out.push(encodeHalf(halfValue_, valueMoves_[i].from));
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
    // A move is legal when its piece is in the list of its value. The kept lists hold one entry
    // per piece (pieces stand on different cells), and firstHalfMoves_ only the first halves that
    // a second half can follow.
    auto find = [&](const PieceMoveList &list) {
        for (int i = 0; i < list.size; ++i)
            if (list[i].from == from) {
                pm = list[i];
                return true;
            }
        return false;
    };
    if (phase_ == Phase::SecondHalf) {
        if (!moveIsHalf(move) || v != halfValue_) return false;
        return find(valueMoves_);
    }
    if (phase_ != Phase::Move) return false;
    if (!r.banked) {
        if (moveIsHalf(move)) {
            if (!r.halves || v > 2 || throwValue_ != 2 * v) return false;
            return find(firstHalfMoves_);
        }
        if (throwValue_ != v) return false;
        return find(valueMoves_);
    }
    // Banked credits: listed here.
    const int active = active_[static_cast<size_t>(toMove_)];
    PieceMoveList list;
    if (moveIsHalf(move)) {
        if (!r.halves || v > 2 || bank_[static_cast<size_t>(2 * v)] == 0) return false;
        legalPieceMoves(r, pos_, toMove_, active, v, false, 0, list);
        return find(list) && halfFollowUpExists(r, pos_, toMove_, active, v, pm);
    }
    if (bank_[static_cast<size_t>(v)] == 0) return false;
    legalPieceMoves(r, pos_, toMove_, active, v, v == 1, 0, list);
    return find(list);
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

std::array<int, 2> BheriState::scores() const { return {capturedOf(1), capturedOf(0)}; }

MatchProgress BheriState::progress() const {
    MatchProgress p;
    p.turns = turns_;
    p.laps = moves_;
    p.rounds = 1;
    p.captures = capturedOf(0) + capturedOf(1);
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

}  // namespace rulelab::bheri
