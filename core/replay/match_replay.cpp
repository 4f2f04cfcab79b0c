#include "match_replay.h"

#include "plugin/reading_json.h"
#include "plugin/plugin_registry.h"

#include "game/rng.h"
#include "experiment/prepared_reading.h"
#include "experiment/results_io.h"
#include "sim/runner.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <map>

namespace rulelab {

// The texts of a replay (what `rulelab-cli replay` prints) are translated in this context.
class MatchReplayText {
    Q_DECLARE_TR_FUNCTIONS(MatchReplay)
};

namespace {

QString q(const std::string &s) { return QString::fromStdString(s); }

constexpr const char *kStepKindKeys[] = {"lift", "drop", "capture", "lap", "move", "throw", "pass", "round", "note"};
constexpr int kStepKindCount = 9;

struct FlagName {
    uint32_t flag;
    const char *name;
};
constexpr FlagName kFlagNames[] = {{CellDead, "dead"},      {CellSpecial, "special"}, {CellLastMove, "last_move"},
                                   {CellHome, "home"},      {CellNeutral, "neutral"}, {CellStart, "start"}};

BoardCell *cellById(BoardView &b, int id) {
    if (id < 0) return nullptr;
    if (id < static_cast<int>(b.cells.size()) && b.cells[static_cast<size_t>(id)].id == id) return &b.cells[static_cast<size_t>(id)];
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
    to.flags = (to.flags & (CellLastMove | CellStart)) | (from.flags & ~(CellLastMove | CellStart));
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
    r.step = static_cast<int>(frame - frameStart_[m]) + 1;
    r.last = frame == moveLastFrame(m);
    return r;
}

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
    case StepKind::Capture: {
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
            c->flags |= CellLastMove;
        } else {
            hand = std::max(0, hand - n);
        }
        if (BoardStore *st = storeOf(board, s.player)) st->count += n;
        break;
    }
    case StepKind::Move: {
        if (!c) break;
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
        if (!found) break;
        c->count = static_cast<int>(c->pieces.size());
        c->flags |= CellStart;
        if (BoardCell *t = cellById(board, s.to)) {
            t->pieces.push_back(piece);
            t->count = static_cast<int>(t->pieces.size());
            t->flags |= CellLastMove;
        }
        break;
    }
    case StepKind::Lap:
    case StepKind::Throw:
    case StepKind::Pass:
    case StepKind::Round:
    case StepKind::Note: break;
    }
}

void finalizeReplay(MatchReplay &r) {
    r.frameStart_.assign(r.moves.size() + 1, 0);
    int64_t f = 1;
    for (size_t m = 0; m < r.moves.size(); ++m) {
        r.frameStart_[m] = f;
        f += std::max<int64_t>(1, static_cast<int64_t>(r.moves[m].steps.size()));
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
            if (!d || !sameContents(*d, mv.after.cells[i]) ||
                (d->flags & CellDead) != (mv.after.cells[i].flags & CellDead))
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
        if (mv.steps.size() > 1) out.caption += "  [" + microStepText(mv.steps.back(), mv.after).toStdString() + "]";
        return out;
    }
    BoardView b = r.before(m);
    // Only the cells the current micro-step touches are outlined.
    for (int i = 0; i < ref.step; ++i) {
        if (i + 1 == ref.step)
            for (auto &c : b.cells) c.flags &= ~(CellLastMove | CellStart);
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
    Reading reading;
    reading.game = r.gameId;
    reading.id = r.readingId;
    reading.name = r.readingId;
    reading.values = r.options;
    return reading;
}

std::unique_ptr<Game> gameOfReplay(const PluginRegistry &registry, const MatchReplay &r, std::string &error) {
    const LoadedGame *g = registry.find(r.gameId);
    if (!g) {
        error = "the match is of game '" + r.gameId + "', which is not installed";
        return nullptr;
    }
    Options options;
    std::vector<std::string> errors;
    if (!resolveOptions(g->plugin->info(), readingOfReplay(r), options, errors)) {
        error = "the match's options no longer fit the game: " + errors.front();
        return nullptr;
    }
    std::unique_ptr<Game> game = g->plugin->createGame(options, Limits{}, error);
    if (game) error.clear();
    return game;
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
    if (a.rows != b.rows || a.cols != b.cols || a.toMove != b.toMove || a.notes != b.notes ||
        a.cells.size() != b.cells.size() || a.stores.size() != b.stores.size() || a.tracks.size() != b.tracks.size())
        return false;
    for (size_t i = 0; i < a.cells.size(); ++i) {
        const auto &x = a.cells[i], &y = b.cells[i];
        if (x.id != y.id || x.row != y.row || x.col != y.col || x.owner != y.owner || x.label != y.label ||
            x.flags != y.flags || !sameContents(x, y))
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
// Text

QString microStepText(const MicroStep &s, const BoardView &labels) {
    auto name = [&](int id) {
        for (const auto &c : labels.cells)
            if (c.id == id) return q(c.label);
        return id < 0 ? MatchReplayText::tr("off the board") : QString::number(id);
    };
    QString t;
    switch (s.kind) {
    case StepKind::Lift: t = MatchReplayText::tr("lift %1 from %2").arg(s.count).arg(name(s.cell)); break;
    case StepKind::Drop: t = MatchReplayText::tr("drop 1 into %1").arg(name(s.cell)); break;
    case StepKind::Capture: t = MatchReplayText::tr("capture %1 from %2").arg(s.count).arg(name(s.cell)); break;
    case StepKind::Lap: t = MatchReplayText::tr("relay lap from %1").arg(name(s.cell)); break;
    case StepKind::Move: t = MatchReplayText::tr("move from %1 to %2").arg(name(s.cell), name(s.to)); break;
    default: return microStepText(s);
    }
    if (!s.note.empty()) t += QStringLiteral(": ") + q(s.note);
    return t;
}

QString microStepText(const MicroStep &s) {
    QString t;
    switch (s.kind) {
    case StepKind::Lift: t = MatchReplayText::tr("lift %1 from cell %2").arg(s.count).arg(s.cell); break;
    case StepKind::Drop: t = MatchReplayText::tr("drop 1 into cell %1").arg(s.cell); break;
    case StepKind::Capture: t = MatchReplayText::tr("capture %1 from cell %2").arg(s.count).arg(s.cell); break;
    case StepKind::Lap: t = MatchReplayText::tr("relay lap from cell %1").arg(s.cell); break;
    case StepKind::Move: t = MatchReplayText::tr("move from cell %1 to cell %2").arg(s.cell).arg(s.to); break;
    case StepKind::Throw: t = MatchReplayText::tr("throw %1").arg(s.count); break;
    case StepKind::Pass: t = MatchReplayText::tr("pass"); break;
    case StepKind::Round: t = MatchReplayText::tr("round"); break;
    case StepKind::Note: break;
    }
    if (!s.note.empty()) t += (s.kind == StepKind::Note ? QString() : QStringLiteral(": ")) + q(s.note);
    return t;
}

QString replayHeaderText(const MatchReplay &r) {
    if (r.graphState >= 0)
        return MatchReplayText::tr("%1, reading %2: the moves from the start to state %3 of the state graph (%n move(s))",
                                   nullptr, static_cast<int>(r.moves.size()))
            .arg(q(r.gameName), q(r.readingId))
            .arg(r.graphState);
    return MatchReplayText::tr("%1, reading %2, seed %3, match %4 (match seed %5), agents %6")
        .arg(q(r.gameName), q(r.readingId))
        .arg(r.seed)
        .arg(r.index)
        .arg(r.matchSeed)
        .arg(q(r.agents[0].text() + "," + r.agents[1].text()));
}

QString replayEndText(const MatchReplay &r) {
    const MatchRecord &rec = r.record;
    if (r.graphState >= 0 && rec.endReason == EndReason::None)
        return MatchReplayText::tr("Not an end of the match; scores %1-%2; %3 turns, %4 laps, %5 rounds so far")
            .arg(rec.scores[0])
            .arg(rec.scores[1])
            .arg(rec.progress.turns)
            .arg(rec.progress.laps)
            .arg(rec.progress.rounds);
    const int fmo = rec.firstMoverOutcome();
    return MatchReplayText::tr("End: %1; result %2 (%3); scores %4-%5; %6 turns, %7 laps, %8 rounds")
        .arg(QString::fromLatin1(endReasonKey(rec.endReason)), QString::fromLatin1(resultKey(rec.result)),
             fmo == 1    ? MatchReplayText::tr("first mover won")
             : fmo == -1 ? MatchReplayText::tr("second mover won")
             : fmo == 0  ? MatchReplayText::tr("draw")
                         : MatchReplayText::tr("undecided"))
        .arg(rec.scores[0])
        .arg(rec.scores[1])
        .arg(rec.progress.turns)
        .arg(rec.progress.laps)
        .arg(rec.progress.rounds);
}

QString replayText(const MatchReplay &r, bool steps) {
    QString out;
    out += replayHeaderText(r) + QStringLiteral("\n\n");
    out += MatchReplayText::tr("Start") + QLatin1Char('\n') + q(renderBoardText(r.start, r.playerNames)) + QLatin1Char('\n');
    for (size_t i = 0; i < r.moves.size(); ++i) {
        const ReplayMove &m = r.moves[i];
        out += QString::number(i + 1) + QStringLiteral(". ") + q(m.description) + QLatin1Char('\n');
        if (steps)
            for (const auto &s : m.steps) out += QStringLiteral("     ") + microStepText(s) + QLatin1Char('\n');
        out += q(renderBoardText(m.after, r.playerNames)) + QLatin1Char('\n');
    }
    out += replayEndText(r) + QLatin1Char('\n');
    return out;
}

// ---------------------------------------------------------------------------------------------
// JSON

namespace {

QJsonArray strings(const std::vector<std::string> &v) {
    QJsonArray a;
    for (const auto &s : v) a.append(q(s));
    return a;
}

QJsonValue bigNumber(uint64_t v) {
    if (v < (1ull << 53)) return static_cast<qint64>(v);
    return QString::number(v);
}

bool readBig(const QJsonValue &v, uint64_t &out) {
    if (v.isString()) {
        bool ok = false;
        out = v.toString().toULongLong(&ok);
        return ok;
    }
    if (v.isDouble() && v.toDouble() >= 0 && v.toDouble() < 9007199254740992.0 && std::floor(v.toDouble()) == v.toDouble()) {
        out = static_cast<uint64_t>(v.toDouble());
        return true;
    }
    return false;
}

QJsonArray tracksToJson(const std::vector<BoardTrack> &tracks) {
    QJsonArray ta;
    for (const auto &t : tracks) {
        QJsonObject o;
        o.insert(QStringLiteral("label"), q(t.label));
        o.insert(QStringLiteral("owner"), t.owner);
        QJsonArray cells;
        for (int c : t.cells) cells.append(c);
        o.insert(QStringLiteral("cells"), cells);
        o.insert(QStringLiteral("loop"), t.loop);
        ta.append(o);
    }
    return ta;
}

bool sameTracks(const std::vector<BoardTrack> &a, const std::vector<BoardTrack> &b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i].label != b[i].label || a[i].owner != b[i].owner || a[i].cells != b[i].cells || a[i].loop != b[i].loop)
            return false;
    return true;
}

// Field readers that name what was expected.
struct Reader {
    std::string where;
    std::string &error;
    bool fail(const std::string &field, const std::string &what) {
        if (error.empty()) error = where + ": '" + field + "' " + what;
        return false;
    }
    bool integer(const QJsonObject &o, const char *field, int &out, bool required = true) {
        const QJsonValue v = o.value(QLatin1String(field));
        if (v.isUndefined() && !required) return true;
        if (!v.isDouble() || std::floor(v.toDouble()) != v.toDouble()) return fail(field, "must be a whole number");
        out = v.toInt();
        return true;
    }
    bool int64(const QJsonObject &o, const char *field, int64_t &out) {
        const QJsonValue v = o.value(QLatin1String(field));
        if (!v.isDouble() || std::floor(v.toDouble()) != v.toDouble()) return fail(field, "must be a whole number");
        out = static_cast<int64_t>(v.toDouble());
        return true;
    }
    bool string(const QJsonObject &o, const char *field, std::string &out, bool required = true) {
        const QJsonValue v = o.value(QLatin1String(field));
        if (v.isUndefined() && !required) return true;
        if (!v.isString()) return fail(field, "must be a string");
        out = v.toString().toStdString();
        return true;
    }
};

}  // namespace

QJsonObject boardToJson(const BoardView &b) {
    QJsonObject o;
    o.insert(QStringLiteral("rows"), b.rows);
    o.insert(QStringLiteral("cols"), b.cols);
    o.insert(QStringLiteral("to_move"), b.toMove);
    QJsonArray cells;
    for (const auto &c : b.cells) {
        QJsonObject co;
        co.insert(QStringLiteral("id"), c.id);
        co.insert(QStringLiteral("row"), c.row);
        co.insert(QStringLiteral("col"), c.col);
        co.insert(QStringLiteral("owner"), c.owner);
        co.insert(QStringLiteral("count"), c.count);
        co.insert(QStringLiteral("label"), q(c.label));
        if (c.flags) {
            QJsonArray flags;
            for (const auto &f : kFlagNames)
                if (c.flags & f.flag) flags.append(QLatin1String(f.name));
            co.insert(QStringLiteral("flags"), flags);
        }
        if (!c.pieces.empty()) {
            QJsonArray pieces;
            for (const auto &p : c.pieces) pieces.append(QJsonArray{p.owner, p.number});
            co.insert(QStringLiteral("pieces"), pieces);
        }
        cells.append(co);
    }
    o.insert(QStringLiteral("cells"), cells);
    QJsonArray stores;
    for (const auto &s : b.stores)
        stores.append(QJsonObject{{QStringLiteral("label"), q(s.label)}, {QStringLiteral("owner"), s.owner},
                                  {QStringLiteral("count"), s.count}});
    o.insert(QStringLiteral("stores"), stores);
    if (!b.tracks.empty()) o.insert(QStringLiteral("tracks"), tracksToJson(b.tracks));
    o.insert(QStringLiteral("notes"), strings(b.notes));
    return o;
}

bool boardFromJson(const QJsonObject &o, BoardView &b, std::string &error) {
    Reader rd{"board", error};
    b = BoardView{};
    if (!rd.integer(o, "rows", b.rows) || !rd.integer(o, "cols", b.cols) || !rd.integer(o, "to_move", b.toMove, false))
        return false;
    if (b.rows < 0 || b.cols < 0 || b.rows > 1000 || b.cols > 1000) return rd.fail("rows", "must be from 0 to 1000");
    const QJsonValue cells = o.value(QStringLiteral("cells"));
    if (!cells.isArray()) return rd.fail("cells", "must be an array");
    for (const auto &cv : cells.toArray()) {
        if (!cv.isObject()) return rd.fail("cells", "must hold objects");
        const QJsonObject co = cv.toObject();
        BoardCell c;
        Reader cr{"board cell", error};
        if (!cr.integer(co, "id", c.id) || !cr.integer(co, "row", c.row) || !cr.integer(co, "col", c.col) ||
            !cr.integer(co, "owner", c.owner, false) || !cr.integer(co, "count", c.count, false) ||
            !cr.string(co, "label", c.label, false))
            return false;
        for (const auto &f : co.value(QStringLiteral("flags")).toArray()) {
            bool known = false;
            for (const auto &fn : kFlagNames)
                if (f.toString() == QLatin1String(fn.name)) {
                    c.flags |= fn.flag;
                    known = true;
                }
            if (!known) return cr.fail("flags", "holds an unknown flag '" + f.toString().toStdString() + "'");
        }
        for (const auto &pv : co.value(QStringLiteral("pieces")).toArray()) {
            const QJsonArray p = pv.toArray();
            if (p.size() != 2) return cr.fail("pieces", "must hold [owner, number] pairs");
            c.pieces.push_back({p[0].toInt(), p[1].toInt()});
        }
        b.cells.push_back(std::move(c));
    }
    for (const auto &sv : o.value(QStringLiteral("stores")).toArray()) {
        const QJsonObject so = sv.toObject();
        BoardStore s;
        Reader sr{"board store", error};
        if (!sr.string(so, "label", s.label, false) || !sr.integer(so, "owner", s.owner, false) ||
            !sr.integer(so, "count", s.count))
            return false;
        b.stores.push_back(std::move(s));
    }
    for (const auto &tv : o.value(QStringLiteral("tracks")).toArray()) {
        const QJsonObject to = tv.toObject();
        BoardTrack t;
        t.label = to.value(QStringLiteral("label")).toString().toStdString();
        t.owner = to.value(QStringLiteral("owner")).toInt(-1);
        t.loop = to.value(QStringLiteral("loop")).toBool();
        for (const auto &c : to.value(QStringLiteral("cells")).toArray()) t.cells.push_back(c.toInt());
        b.tracks.push_back(std::move(t));
    }
    for (const auto &n : o.value(QStringLiteral("notes")).toArray()) b.notes.push_back(n.toString().toStdString());
    return true;
}

QJsonObject matchToJson(const MatchReplay &r) {
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("rulelab-match"));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("engine"), QString::fromLatin1(engineVersion()));
    o.insert(QStringLiteral("game"), q(r.gameId));
    o.insert(QStringLiteral("game_name"), q(r.gameName));
    o.insert(QStringLiteral("reading"), q(r.readingId));
    QJsonObject opts;
    for (const auto &[k, v] : r.options) opts.insert(q(k), q(v));
    o.insert(QStringLiteral("options"), opts);
    o.insert(QStringLiteral("player_names"), strings(r.playerNames));
    o.insert(QStringLiteral("seed"), bigNumber(r.seed));
    o.insert(QStringLiteral("match"), static_cast<qint64>(r.index));
    o.insert(QStringLiteral("match_seed"), QString::number(r.matchSeed));
    o.insert(QStringLiteral("agents"), QJsonArray{q(r.agents[0].text()), q(r.agents[1].text())});
    o.insert(QStringLiteral("swapped"), r.swapped);
    o.insert(QStringLiteral("start"), boardToJson(r.start));
    QJsonArray moves;
    for (size_t i = 0; i < r.moves.size(); ++i) {
        const ReplayMove &m = r.moves[i];
        QJsonObject mo;
        mo.insert(QStringLiteral("n"), static_cast<qint64>(i + 1));
        mo.insert(QStringLiteral("move"), m.move);
        mo.insert(QStringLiteral("player"), m.player);
        mo.insert(QStringLiteral("description"), q(m.description));
        QJsonArray steps;
        for (const auto &s : m.steps) {
            QJsonObject so;
            so.insert(QStringLiteral("kind"), QLatin1String(kStepKindKeys[static_cast<int>(s.kind)]));
            if (s.player >= 0) so.insert(QStringLiteral("player"), s.player);
            if (s.cell >= 0) so.insert(QStringLiteral("cell"), s.cell);
            if (s.to >= 0) so.insert(QStringLiteral("to"), s.to);
            if (s.count) so.insert(QStringLiteral("count"), s.count);
            if (!s.note.empty()) so.insert(QStringLiteral("note"), q(s.note));
            so.insert(QStringLiteral("text"), microStepText(s));
            steps.append(so);
        }
        mo.insert(QStringLiteral("steps"), steps);
        QJsonObject board = boardToJson(m.after);
        if (sameTracks(m.after.tracks, r.start.tracks)) board.remove(QStringLiteral("tracks"));
        else if (m.after.tracks.empty()) board.insert(QStringLiteral("tracks"), QJsonArray{});
        mo.insert(QStringLiteral("board"), board);
        moves.append(mo);
    }
    o.insert(QStringLiteral("moves"), moves);
    const MatchRecord &rec = r.record;
    QJsonObject end;
    end.insert(QStringLiteral("end_reason"), QLatin1String(endReasonKey(rec.endReason)));
    end.insert(QStringLiteral("result"), QLatin1String(resultKey(rec.result)));
    end.insert(QStringLiteral("first_player"), rec.firstPlayer);
    end.insert(QStringLiteral("first_mover_outcome"), rec.firstMoverOutcome());
    end.insert(QStringLiteral("scores"), QJsonArray{rec.scores[0], rec.scores[1]});
    end.insert(QStringLiteral("turns"), static_cast<qint64>(rec.progress.turns));
    end.insert(QStringLiteral("laps"), static_cast<qint64>(rec.progress.laps));
    end.insert(QStringLiteral("rounds"), rec.progress.rounds);
    end.insert(QStringLiteral("captures"), static_cast<qint64>(rec.progress.captures));
    end.insert(QStringLiteral("lead_changes"), rec.leadChanges);
    end.insert(QStringLiteral("text"), replayEndText(r));
    o.insert(QStringLiteral("end"), end);
    return o;
}

bool verifySavedMatch(const Game &game, const MatchReplay &saved, std::string &error) {
    if (saved.graphState < 0 && saved.matchSeed != matchSeed(saved.seed, saved.readingId, static_cast<uint64_t>(saved.index))) {
        error = "field 'match_seed' is not the seed of match " + std::to_string(saved.index) + " of reading '" +
                saved.readingId + "' under seed " + std::to_string(saved.seed);
        return false;
    }
    std::vector<Move> moves;
    for (const auto &m : saved.moves) moves.push_back(m.move);
    MatchReplay fresh;
    if (!replayIntoMoves(game, moves, fresh, error)) return false;
    const auto names = saved.playerNames;
    if (renderBoardText(game.newInitialState()->boardView(), names) != renderBoardText(saved.start, names)) {
        error = "field 'start': the start board is not the one the rules give";
        return false;
    }
    for (size_t i = 0; i < moves.size(); ++i) {
        if (fresh.moves[i].description != saved.moves[i].description) {
            error = "move " + std::to_string(i + 1) + ": the description '" + saved.moves[i].description +
                    "' is not the rules' ('" + fresh.moves[i].description + "')";
            return false;
        }
        if (renderBoardText(fresh.moves[i].after, names) != renderBoardText(saved.moves[i].after, names)) {
            error = "move " + std::to_string(i + 1) + ": the board after it is not the one the rules give";
            return false;
        }
    }
    return true;
}

bool matchFromJson(const QByteArray &data, const std::string &origin, MatchReplay &r, std::string &error) {
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (doc.isNull() || !doc.isObject()) {
        error = origin + ": not a JSON object (" + pe.errorString().toStdString() + ")";
        return false;
    }
    const QJsonObject o = doc.object();
    std::string inner;
    Reader rd{origin, inner};
    auto done = [&](bool ok) {
        if (!ok) error = inner.empty() ? origin + ": malformed match" : inner;
        return ok;
    };
    r = MatchReplay{};
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("rulelab-match"))
        return done(rd.fail("format", "must be \"rulelab-match\" (a match saved by RuleLab)"));
    if (o.value(QStringLiteral("version")).toInt() != 1) return done(rd.fail("version", "must be 1"));
    if (!rd.string(o, "game", r.gameId) || !rd.string(o, "reading", r.readingId) ||
        !rd.string(o, "game_name", r.gameName, false) || !rd.int64(o, "match", r.index))
        return done(false);
    if (r.gameName.empty()) r.gameName = r.gameId;
    const QJsonObject options = o.value(QStringLiteral("options")).toObject();
    for (auto it = options.begin(); it != options.end(); ++it)
        if (!optionValueText(it.value(), r.options[it.key().toStdString()]))
            return done(rd.fail("options." + it.key().toStdString(), "must be a string, number or boolean"));
    for (const auto &n : o.value(QStringLiteral("player_names")).toArray()) r.playerNames.push_back(n.toString().toStdString());
    if (!readBig(o.value(QStringLiteral("seed")), r.seed)) return done(rd.fail("seed", "must be a whole number"));
    if (!readBig(o.value(QStringLiteral("match_seed")), r.matchSeed)) return done(rd.fail("match_seed", "must be a whole number"));
    const QJsonArray agents = o.value(QStringLiteral("agents")).toArray();
    if (agents.size() != 2) return done(rd.fail("agents", "must name two agents"));
    for (int i = 0; i < 2; ++i) {
        std::string e;
        if (!parseAgentSpec(agents[i].toString().toStdString(), r.agents[static_cast<size_t>(i)], e))
            return done(rd.fail("agents", e));
    }
    r.swapped = o.value(QStringLiteral("swapped")).toBool();
    {
        std::string e;
        if (!boardFromJson(o.value(QStringLiteral("start")).toObject(), r.start, e)) return done(rd.fail("start", e));
    }
    const QJsonValue moves = o.value(QStringLiteral("moves"));
    if (!moves.isArray()) return done(rd.fail("moves", "must be an array"));
    int n = 0;
    for (const auto &mv : moves.toArray()) {
        ++n;
        const QJsonObject mo = mv.toObject();
        ReplayMove m;
        Reader mr{origin + ": move " + std::to_string(n), inner};
        int move = 0;
        if (!mr.integer(mo, "move", move) || !mr.integer(mo, "player", m.player) ||
            !mr.string(mo, "description", m.description))
            return done(false);
        m.move = move;
        for (const auto &sv : mo.value(QStringLiteral("steps")).toArray()) {
            const QJsonObject so = sv.toObject();
            MicroStep s;
            const QString kind = so.value(QStringLiteral("kind")).toString();
            int k = 0;
            while (k < kStepKindCount && kind != QLatin1String(kStepKindKeys[k])) ++k;
            if (k == kStepKindCount) return done(mr.fail("steps", "holds an unknown kind '" + kind.toStdString() + "'"));
            s.kind = static_cast<StepKind>(k);
            s.player = static_cast<int8_t>(so.value(QStringLiteral("player")).toInt(-1));
            s.cell = static_cast<int16_t>(so.value(QStringLiteral("cell")).toInt(-1));
            s.to = static_cast<int16_t>(so.value(QStringLiteral("to")).toInt(-1));
            s.count = so.value(QStringLiteral("count")).toInt(0);
            s.note = so.value(QStringLiteral("note")).toString().toStdString();
            m.steps.push_back(std::move(s));
        }
        const QJsonObject bo = mo.value(QStringLiteral("board")).toObject();
        std::string e;
        if (!boardFromJson(bo, m.after, e)) return done(mr.fail("board", e));
        if (!bo.contains(QStringLiteral("tracks"))) m.after.tracks = r.start.tracks;
        r.moves.push_back(std::move(m));
    }
    const QJsonObject end = o.value(QStringLiteral("end")).toObject();
    MatchRecord &rec = r.record;
    rec.index = r.index;
    rec.seed = r.matchSeed;
    if (!endReasonFromKey(end.value(QStringLiteral("end_reason")).toString().toStdString(), rec.endReason))
        return done(rd.fail("end.end_reason", "must be an end reason key"));
    const std::string res = end.value(QStringLiteral("result")).toString().toStdString();
    bool known = false;
    for (Result x : {Result::None, Result::Win0, Result::Win1, Result::Draw, Result::Undecided})
        if (res == resultKey(x)) {
            rec.result = x;
            known = true;
        }
    if (!known) return done(rd.fail("end.result", "must be none, win0, win1, draw or undecided"));
    rec.firstPlayer = static_cast<int8_t>(end.value(QStringLiteral("first_player")).toInt(-1));
    const QJsonArray scores = end.value(QStringLiteral("scores")).toArray();
    rec.scores = {scores.at(0).toInt(), scores.at(1).toInt()};
    rec.progress.turns = static_cast<int64_t>(end.value(QStringLiteral("turns")).toDouble());
    rec.progress.laps = static_cast<int64_t>(end.value(QStringLiteral("laps")).toDouble());
    rec.progress.rounds = end.value(QStringLiteral("rounds")).toInt();
    rec.progress.captures = static_cast<int64_t>(end.value(QStringLiteral("captures")).toDouble());
    rec.leadChanges = end.value(QStringLiteral("lead_changes")).toInt();
    finalizeReplay(r);
    return true;
}

bool saveMatchFile(const QString &path, const MatchReplay &r, std::string &error) {
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        error = path.toStdString() + ": cannot write (" + f.errorString().toStdString() + ")";
        return false;
    }
    f.write(QJsonDocument(matchToJson(r)).toJson(QJsonDocument::Indented));
    if (!f.commit()) {
        error = path.toStdString() + ": cannot write (" + f.errorString().toStdString() + ")";
        return false;
    }
    return true;
}

bool loadMatchFile(const QString &path, MatchReplay &out, std::string &error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = path.toStdString() + ": cannot read (" + f.errorString().toStdString() + ")";
        return false;
    }
    return matchFromJson(f.readAll(), path.toStdString(), out, error);
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
    out.push_back({"longest", reading, longest->index, std::to_string(longest->progress.turns) + " turns"});
    out.push_back({"shortest", reading, shortest->index, std::to_string(shortest->progress.turns) + " turns"});
    for (const auto &[e, r] : byEnd)
        out.push_back({std::string("end:") + endReasonKey(static_cast<EndReason>(e)), reading, r->index,
                       std::to_string(r->progress.turns) + " turns"});
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
    if (upset)
        out.push_back({"upset", reading, upset->index,
                       "margin " + std::to_string(best) + ", won by " +
                           (underdogSeat >= 0 ? "seat " + std::to_string(underdogSeat + 1) + " (wins less often)"
                                              : std::string("the second mover"))});
    return out;
}

}  // namespace rulelab
