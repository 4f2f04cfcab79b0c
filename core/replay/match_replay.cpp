// Recomputing a match into frames, checking a match against the rules, and the shortcuts to the
// matches worth watching. The texts are in replay_text.cpp, the JSON form in match_file.cpp.
#include "match_replay.h"
#include "replay_tr.h"

#include "plugin/plugin_registry.h"

#include "game/rng.h"
#include "experiment/experiment.h"
#include "experiment/prepared_reading.h"
#include "sim/runner.h"

#include <algorithm>
#include <cstdlib>
#include <map>

namespace rulelab {

namespace {

BoardCell *cellById(BoardView &b, int id) {
    if (id < 0) return nullptr;
    if (id < static_cast<int>(b.cells.size()) && b.cells[static_cast<size_t>(id)].id == id)
        return &b.cells[static_cast<size_t>(id)];
    for (auto &c : b.cells)
        if (c.id == id) return &c;
    return nullptr;
}

BoardStore *storeOf(BoardView &b, int player) {
    for (auto &s : b.stores)
        if (s.owner == player) return &s;
    return nullptr;
}

bool sameContents(const BoardCell &a, const BoardCell &b) {
    if (a.count != b.count || a.pieces.size() != b.pieces.size()) return false;
    for (size_t i = 0; i < a.pieces.size(); ++i)
        if (a.pieces[i].owner != b.pieces[i].owner || a.pieces[i].number != b.pieces[i].number) return false;
    return true;
}

void copyContents(BoardCell &to, const BoardCell &from) {
    to.count = from.count;
    to.pieces = from.pieces;
    to.flags = (to.flags & kCellStepFlags) | (from.flags & ~kCellStepFlags);
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Frames

MatchReplay::FrameRef MatchReplay::frameAt(int64_t frame) const {
    FrameRef r;
    if (frame <= 0 || frameStart_.size() < 2) return r;
    frame = std::min(frame, frameCount() - 1);
    const auto it = std::upper_bound(frameStart_.begin(), frameStart_.end(), frame);
    const size_t m = static_cast<size_t>(it - frameStart_.begin()) - 1;
    r.move = static_cast<int>(m);
    r.last = frame == moveLastFrame(m);
    // The extra last frame of a move with several steps shows all of them applied.
    r.step = std::min(static_cast<int>(frame - frameStart_[m]) + 1, std::max(1, static_cast<int>(moves[m].steps.size())));
    return r;
}

namespace {

// A capture of `s.count` from cell c (the mover's pieces stay), or from the hand when there is no
// cell; into the mover's store.
void deriveCapture(BoardView &board, BoardCell *c, int &hand, const MicroStep &s) {
    const int n = s.count;
    if (c) {
        if (!c->pieces.empty()) {
            int left = n;
            for (auto it = c->pieces.begin(); it != c->pieces.end() && left > 0;) {
                if (it->owner != s.player) {
                    it = c->pieces.erase(it);
                    --left;
                } else {
                    ++it;
                }
            }
            c->count = static_cast<int>(c->pieces.size());
        } else {
            c->count = std::max(0, c->count - n);
        }
        c->flags |= CellCaptured;
    } else {
        hand = std::max(0, hand - n);
    }
    if (BoardStore *st = storeOf(board, s.player)) st->count += n;
    if (BoardCell *t = cellById(board, s.to)) t->flags |= CellTrigger;
}

// A piece of the mover's (numbered s.count, else the cell's last) moved from cell c to s.to.
void derivePieceMove(BoardView &board, BoardCell *c, const MicroStep &s) {
    if (!c) return;
    BoardPiece piece;
    bool found = false;
    for (auto it = c->pieces.begin(); it != c->pieces.end(); ++it)
        if (it->owner == s.player && it->number == s.count) {
            piece = *it;
            c->pieces.erase(it);
            found = true;
            break;
        }
    if (!found && !c->pieces.empty()) {
        piece = c->pieces.back();
        c->pieces.pop_back();
        found = true;
    }
    if (!found) return;
    c->count = static_cast<int>(c->pieces.size());
    c->flags |= CellStart;
    if (BoardCell *t = cellById(board, s.to)) {
        t->pieces.push_back(piece);
        t->count = static_cast<int>(t->pieces.size());
        t->flags |= CellLastMove;
    }
}

}  // namespace

void deriveStep(BoardView &board, int &hand, int &handOwner, const MicroStep &s) {
    BoardCell *c = cellById(board, s.cell);
    switch (s.kind) {
    case StepKind::Lift:
        if (c) {
            const int n = s.count > 0 ? s.count : c->count;
            hand += n;
            c->count = std::max(0, c->count - n);
            c->flags |= CellStart;
        } else {
            hand += s.count;
        }
        handOwner = s.player;
        break;
    case StepKind::Drop:
        if (c) {
            ++c->count;
            c->flags |= CellLastMove;
        }
        hand = std::max(0, hand - 1);
        break;
    case StepKind::Capture: deriveCapture(board, c, hand, s); break;
    case StepKind::Move: derivePieceMove(board, c, s); break;
    case StepKind::Lap:
    case StepKind::Round:
    case StepKind::Note:
        if (c) c->flags |= CellLastMove;  // the hole the step is about (a relay's, a refill's)
        break;
    case StepKind::Throw:
    case StepKind::Pass: break;
    }
}

int64_t stepFrames(const ReplayMove &move) {
    const auto k = static_cast<int64_t>(move.steps.size());
    return k >= 2 ? k + 1 : 1;
}

int64_t nextFrameOfKind(const MatchReplay &r, int64_t from, std::initializer_list<StepKind> kinds) {
    const MatchReplay::FrameRef at = r.frameAt(std::max<int64_t>(from, 0));
    for (size_t m = at.move < 0 ? 0 : static_cast<size_t>(at.move); m < r.moves.size(); ++m) {
        const auto &steps = r.moves[m].steps;
        for (size_t i = 0; i < steps.size(); ++i) {
            if (std::find(kinds.begin(), kinds.end(), steps[i].kind) == kinds.end()) continue;
            const int64_t frame = r.moveFirstFrame(m) + (steps.size() >= 2 ? static_cast<int64_t>(i) : 0);
            if (frame > from) return frame;
        }
    }
    return -1;
}

void finalizeReplay(MatchReplay &r) {
    r.frameStart_.assign(r.moves.size() + 1, 0);
    int64_t f = 1;
    for (size_t m = 0; m < r.moves.size(); ++m) {
        r.frameStart_[m] = f;
        f += stepFrames(r.moves[m]);
    }
    r.frameStart_[r.moves.size()] = f;
    for (size_t m = 0; m < r.moves.size(); ++m) {
        ReplayMove &mv = r.moves[m];
        BoardView b = r.before(m);
        int hand = 0, owner = -1;
        for (const auto &s : mv.steps) deriveStep(b, hand, owner, s);
        mv.fallbackCells.clear();
        mv.fallbackStores.clear();
        for (size_t i = 0; i < mv.after.cells.size(); ++i) {
            const BoardCell *d = cellById(b, mv.after.cells[i].id);
            if (!d || !sameContents(*d, mv.after.cells[i]) || (d->flags & CellDead) != (mv.after.cells[i].flags & CellDead))
                mv.fallbackCells.push_back(static_cast<int>(i));
        }
        const bool sameStores = b.stores.size() == mv.after.stores.size();
        for (size_t i = 0; i < mv.after.stores.size(); ++i)
            if (!sameStores || b.stores[i].count != mv.after.stores[i].count) mv.fallbackStores.push_back(static_cast<int>(i));
    }
}

ReplayFrame replayFrame(const MatchReplay &r, int64_t frame) {
    ReplayFrame out;
    const MatchReplay::FrameRef ref = r.frameAt(frame);
    out.move = ref.move;
    out.step = ref.step;
    if (ref.move < 0) {
        out.board = r.start;
        out.caption = MatchReplayText::tr("Start").toStdString();
        return out;
    }
    const size_t m = static_cast<size_t>(ref.move);
    const ReplayMove &mv = r.moves[m];
    const std::string head = std::to_string(m + 1) + ". " + mv.description;
    if (ref.last) {
        out.board = mv.after;
        out.caption = head;
        if (mv.steps.size() > 1) out.caption += "  [" + MatchReplayText::tr("the board after the move").toStdString() + "]";
        return out;
    }
    BoardView b = r.before(m);
    // Only the cells the current micro-step touches are outlined.
    for (int i = 0; i < ref.step; ++i) {
        if (i + 1 == ref.step)
            for (auto &c : b.cells) c.flags &= ~kCellStepFlags;
        deriveStep(b, out.hand, out.handOwner, mv.steps[static_cast<size_t>(i)]);
    }
    // Cells and stores the trace does not explain show the state after the move.
    for (int i : mv.fallbackCells) {
        const BoardCell &a = mv.after.cells[static_cast<size_t>(i)];
        if (BoardCell *c = cellById(b, a.id)) copyContents(*c, a);
    }
    if (b.stores.size() != mv.after.stores.size()) b.stores = mv.after.stores;
    else
        for (int i : mv.fallbackStores) b.stores[static_cast<size_t>(i)] = mv.after.stores[static_cast<size_t>(i)];
    b.notes.clear();
    const QString stepText = microStepText(mv.steps[static_cast<size_t>(ref.step - 1)], b);
    b.notes.push_back(MatchReplayText::tr("Step %1 of %2: %3").arg(ref.step).arg(mv.steps.size()).arg(stepText).toStdString());
    if (out.hand > 0) b.notes.push_back(MatchReplayText::tr("In hand: %1").arg(out.hand).toStdString());
    b.toMove = -1;
    out.board = std::move(b);
    out.caption = head + "  [" + stepText.toStdString() + "]";
    return out;
}

// ---------------------------------------------------------------------------------------------
// Computing and validating

ReplayRequest replayRequestOf(const Experiment &e, int64_t index) {
    ReplayRequest r;
    r.seed = e.seed;
    r.index = index;
    r.agents = e.agents;
    r.swapSeats = e.swapSeats;
    return r;
}

bool computeReplay(const PreparedReading &pr, const ReplayRequest &req, MatchReplay &out, std::string &error) {
    const Game &game = *pr.game;
    out = MatchReplay{};
    out.gameId = game.info().id;
    out.gameName = game.info().name;
    out.readingId = pr.reading.id;
    out.options = pr.options.values();
    out.playerNames = game.info().playerNames;
    out.seed = req.seed;
    out.index = req.index;
    out.matchSeed = matchSeed(req.seed, pr.reading.id, static_cast<uint64_t>(req.index));
    out.agents = req.agents;
    out.swapped = req.swapSeats && req.index % 2 == 1;
    auto a = makeAgent(req.agents[0], game);
    auto b = makeAgent(req.agents[1], game);
    MatchRecord rec = playMatch(game, out.matchSeed, req.index, MatchAgents{a.get(), b.get(), out.swapped}, true);
    auto initial = game.newInitialState();
    out.start = initial->boardView();
    const std::vector<Move> moves = std::move(rec.moves);
    rec.moves.clear();
    out.record = rec;
    if (!replayIntoMoves(game, moves, out, error)) return false;
    finalizeReplay(out);
    return true;
}

std::unique_ptr<State> replayIntoMoves(const Game &game, const std::vector<Move> &moves, MatchReplay &out, std::string &error) {
    std::unique_ptr<State> last = game.newInitialState();
    out.moves.reserve(out.moves.size() + moves.size());
    const bool ok = replayMoves(
        game, moves,
        [&](const State &before, Move m, const State &after, const Trace &trace) {
            ReplayMove mv;
            mv.move = m;
            mv.player = before.currentPlayer();
            mv.description = before.describeMove(m);
            mv.steps = trace;
            mv.after = after.boardView();
            out.moves.push_back(std::move(mv));
            last->copyFrom(after);
        },
        error);
    return ok ? std::move(last) : nullptr;
}

Reading readingOfReplay(const MatchReplay &r) {
    return namedReading(r.gameId, r.readingId, r.readingId, r.options);
}

std::shared_ptr<const Game> gameOfReplay(const PluginRegistry &registry, const MatchReplay &r, std::string &error) {
    if (!registry.find(r.gameId)) {
        error = "the match is of game '" + r.gameId + "', which is not installed";
        return nullptr;
    }
    PreparedReading prepared;
    InputError kind = InputError::None;
    if (!prepareReading(registry, readingOfReplay(r), {}, Limits{}, prepared, error, kind)) {
        // An option value the game no longer accepts (usage), or a combination it cannot play.
        if (kind == InputError::Usage) error = "the match's options no longer fit the game: " + error.substr(0, error.find('\n'));
        return nullptr;
    }
    error.clear();
    return prepared.game;
}

std::vector<Move> replayMovePrefix(const MatchReplay &r, size_t count) {
    std::vector<Move> moves;
    for (size_t i = 0; i < count && i < r.moves.size(); ++i) moves.push_back(r.moves[i].move);
    return moves;
}

bool validateReplay(const Game &game, const MatchReplay &r, std::string &error) {
    if (game.info().id != r.gameId) {
        error = "the match is of game '" + r.gameId + "', not '" + game.info().id + "'";
        return false;
    }
    auto initial = game.newInitialState();
    if (!boardsEqual(initial->boardView(), r.start)) {
        error = "the start board differs from the game's";
        return false;
    }
    std::vector<Move> moves;
    for (const auto &m : r.moves) moves.push_back(m.move);
    size_t i = 0;
    std::string mismatch;
    const bool ok = replayMoves(
        game, moves,
        [&](const State &before, Move m, const State &after, const Trace &) {
            if (mismatch.empty()) {
                const ReplayMove &saved = r.moves[i];
                if (before.describeMove(m) != saved.description)
                    mismatch = "move " + std::to_string(i + 1) + ": the description differs ('" + before.describeMove(m) +
                               "' now, '" + saved.description + "' saved)";
                else if (!boardsEqual(after.boardView(), saved.after))
                    mismatch = "move " + std::to_string(i + 1) + ": the board after it differs";
            }
            ++i;
        },
        error);
    if (!ok) return false;
    if (!mismatch.empty()) {
        error = mismatch;
        return false;
    }
    return true;
}

bool boardsEqual(const BoardView &a, const BoardView &b) {
    if (a.rows != b.rows || a.cols != b.cols || a.toMove != b.toMove || a.notes != b.notes || a.cells.size() != b.cells.size() ||
        a.stores.size() != b.stores.size() || a.tracks.size() != b.tracks.size())
        return false;
    for (size_t i = 0; i < a.cells.size(); ++i) {
        const auto &x = a.cells[i], &y = b.cells[i];
        if (x.id != y.id || x.row != y.row || x.col != y.col || x.owner != y.owner || x.label != y.label || x.flags != y.flags ||
            !sameContents(x, y))
            return false;
    }
    for (size_t i = 0; i < a.stores.size(); ++i)
        if (a.stores[i].label != b.stores[i].label || a.stores[i].owner != b.stores[i].owner ||
            a.stores[i].count != b.stores[i].count)
            return false;
    for (size_t i = 0; i < a.tracks.size(); ++i)
        if (a.tracks[i].label != b.tracks[i].label || a.tracks[i].owner != b.tracks[i].owner ||
            a.tracks[i].cells != b.tracks[i].cells || a.tracks[i].loop != b.tracks[i].loop)
            return false;
    return true;
}

// ---------------------------------------------------------------------------------------------
// Interesting matches

std::vector<InterestingMatch> interestingMatches(const std::string &reading, const std::vector<MatchRecord> &records) {
    std::vector<InterestingMatch> out;
    if (records.empty()) return out;
    const MatchRecord *longest = &records.front(), *shortest = &records.front();
    std::map<int, const MatchRecord *> byEnd;
    int64_t wins[2] = {0, 0};
    for (const auto &r : records) {
        if (r.progress.turns > longest->progress.turns ||
            (r.progress.turns == longest->progress.turns && r.index < longest->index))
            longest = &r;
        if (r.progress.turns < shortest->progress.turns ||
            (r.progress.turns == shortest->progress.turns && r.index < shortest->index))
            shortest = &r;
        const int e = static_cast<int>(r.endReason);
        if (!byEnd.count(e) || r.index < byEnd[e]->index) byEnd[e] = &r;
        if (r.result == Result::Win0) ++wins[0];
        if (r.result == Result::Win1) ++wins[1];
    }
    auto byTurns = [&](std::string kind, const MatchRecord &r) {
        InterestingMatch m{std::move(kind), reading, r.index, std::to_string(r.progress.turns) + " turns"};
        m.turns = r.progress.turns;
        out.push_back(std::move(m));
    };
    byTurns("longest", *longest);
    byTurns("shortest", *shortest);
    for (const auto &[e, r] : byEnd) byTurns(std::string("end:") + endReasonKey(static_cast<EndReason>(e)), *r);
    // The underdog: the seat that wins less often; with equal wins, the second mover.
    const int underdogSeat = wins[0] < wins[1] ? 0 : wins[1] < wins[0] ? 1 : -1;
    const MatchRecord *upset = nullptr;
    int best = -1;
    for (const auto &r : records) {
        if (r.result != Result::Win0 && r.result != Result::Win1) continue;
        const int winner = r.result == Result::Win0 ? 0 : 1;
        const bool underdogWon = underdogSeat >= 0 ? winner == underdogSeat : (r.firstPlayer >= 0 && winner != r.firstPlayer);
        if (!underdogWon) continue;
        const int margin = std::abs(r.scores[0] - r.scores[1]);
        if (margin > best || (margin == best && r.index < upset->index)) {
            best = margin;
            upset = &r;
        }
    }
    if (upset) {
        InterestingMatch m{"upset", reading, upset->index,
                           "margin " + std::to_string(best) + ", won by " +
                               (underdogSeat >= 0 ? "seat " + std::to_string(underdogSeat + 1) + " (wins less often)"
                                                  : std::string("the second mover"))};
        m.turns = upset->progress.turns;
        m.margin = best;
        m.underdogSeat = underdogSeat;
        out.push_back(std::move(m));
    }
    return out;
}

}  // namespace rulelab
