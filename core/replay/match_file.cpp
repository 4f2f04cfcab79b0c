// A match as a file: the JSON form (boards, moves, end), saving and loading, and the check of a
// saved match against the rules (verifySavedMatch).
#include "match_replay.h"

#include "plugin/file_access.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"

#include "game/rng.h"
#include "experiment/results_io.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QSaveFile>

#include <cmath>

namespace rulelab {

namespace {

constexpr const char *kStepKindKeys[] = {"lift", "drop", "capture", "lap", "move", "throw", "pass", "round", "note"};
constexpr int kStepKindCount = 9;

struct FlagName {
    uint32_t flag;
    const char *name;
};
constexpr FlagName kFlagNames[] = {{CellDead, "dead"},         {CellSpecial, "special"}, {CellLastMove, "last_move"},
                                   {CellHome, "home"},         {CellNeutral, "neutral"}, {CellStart, "start"},
                                   {CellCaptured, "captured"}, {CellTrigger, "trigger"}};

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
        stores.append(QJsonObject{
            {QStringLiteral("label"), q(s.label)}, {QStringLiteral("owner"), s.owner}, {QStringLiteral("count"), s.count}});
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
    o.insert(QStringLiteral("options"), optionValuesJson(r.options));
    o.insert(QStringLiteral("player_names"), strings(r.playerNames));
    o.insert(QStringLiteral("seed"), bigNumber(r.seed));
    o.insert(QStringLiteral("match"), static_cast<qint64>(r.index));
    o.insert(QStringLiteral("match_seed"), QString::number(r.matchSeed));
    o.insert(QStringLiteral("agents"), QJsonArray{q(r.agents[0].text()), q(r.agents[1].text())});
    o.insert(QStringLiteral("swapped"), r.swapped);
    if (r.persons[0] || r.persons[1]) {
        QJsonArray seats;
        for (int i = 0; i < 2; ++i)
            if (r.persons[static_cast<size_t>(i)]) seats.append(i);
        o.insert(QStringLiteral("persons"), seats);
    }
    if (!r.notes.empty()) o.insert(QStringLiteral("notes"), q(r.notes));
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
            so.insert(QStringLiteral("text"), microStepText(s, r.before(i)));
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
        error = "field 'match_seed' is not the seed of match " + std::to_string(saved.index) + " of reading '" + saved.readingId +
                "' under seed " + std::to_string(saved.seed);
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

namespace {

// Who played what, under which reading and seeds, and from which board.
bool readMatchHead(const QJsonObject &o, Reader &rd, MatchReplay &r) {
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("rulelab-match"))
        return rd.fail("format", "must be \"rulelab-match\" (a match saved by RuleLab)");
    if (o.value(QStringLiteral("version")).toInt() != 1) return rd.fail("version", "must be 1");
    if (!rd.string(o, "game", r.gameId) || !rd.string(o, "reading", r.readingId) ||
        !rd.string(o, "game_name", r.gameName, false) || !rd.int64(o, "match", r.index))
        return false;
    if (r.gameName.empty()) r.gameName = r.gameId;
    const QJsonObject options = o.value(QStringLiteral("options")).toObject();
    for (auto it = options.begin(); it != options.end(); ++it)
        if (!optionValueText(it.value(), r.options[it.key().toStdString()]))
            return rd.fail("options." + it.key().toStdString(), "must be a string, number or boolean");
    for (const auto &n : o.value(QStringLiteral("player_names")).toArray()) r.playerNames.push_back(n.toString().toStdString());
    if (!readBig(o.value(QStringLiteral("seed")), r.seed)) return rd.fail("seed", "must be a whole number");
    if (!readBig(o.value(QStringLiteral("match_seed")), r.matchSeed)) return rd.fail("match_seed", "must be a whole number");
    const QJsonArray agents = o.value(QStringLiteral("agents")).toArray();
    if (agents.size() != 2) return rd.fail("agents", "must name two agents");
    for (int i = 0; i < 2; ++i) {
        std::string e;
        if (!parseAgentSpec(agents[i].toString().toStdString(), r.agents[static_cast<size_t>(i)], e))
            return rd.fail("agents", e);
    }
    r.swapped = o.value(QStringLiteral("swapped")).toBool();
    for (const auto &seat : o.value(QStringLiteral("persons")).toArray()) {
        const int i = seat.toInt(-1);
        if (i != 0 && i != 1) return rd.fail("persons", "must list seats 0 and/or 1");
        r.persons[static_cast<size_t>(i)] = true;
    }
    if (o.contains(QStringLiteral("notes")) && !o.value(QStringLiteral("notes")).isString())
        return rd.fail("notes", "must be a string");
    r.notes = o.value(QStringLiteral("notes")).toString().toStdString();
    std::string e;
    if (!boardFromJson(o.value(QStringLiteral("start")).toObject(), r.start, e)) return rd.fail("start", e);
    return true;
}

// One move: its number, player, description, steps and the board after it (tracks: the start's
// when it names none).
bool readMatchMove(const QJsonObject &mo, Reader &mr, const BoardView &start, ReplayMove &m) {
    int move = 0;
    if (!mr.integer(mo, "move", move) || !mr.integer(mo, "player", m.player) || !mr.string(mo, "description", m.description))
        return false;
    m.move = move;
    for (const auto &sv : mo.value(QStringLiteral("steps")).toArray()) {
        const QJsonObject so = sv.toObject();
        MicroStep s;
        const QString kind = so.value(QStringLiteral("kind")).toString();
        int k = 0;
        while (k < kStepKindCount && kind != QLatin1String(kStepKindKeys[k])) ++k;
        if (k == kStepKindCount) return mr.fail("steps", "holds an unknown kind '" + kind.toStdString() + "'");
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
    if (!boardFromJson(bo, m.after, e)) return mr.fail("board", e);
    if (!bo.contains(QStringLiteral("tracks"))) m.after.tracks = start.tracks;
    return true;
}

// How the match ended, into its record.
bool readMatchEnd(const QJsonObject &end, Reader &rd, MatchReplay &r) {
    MatchRecord &rec = r.record;
    rec.index = r.index;
    rec.seed = r.matchSeed;
    if (!endReasonFromKey(end.value(QStringLiteral("end_reason")).toString().toStdString(), rec.endReason))
        return rd.fail("end.end_reason", "must be an end reason key");
    const std::string res = end.value(QStringLiteral("result")).toString().toStdString();
    bool known = false;
    for (Result x : {Result::None, Result::Win0, Result::Win1, Result::Draw, Result::Undecided})
        if (res == resultKey(x)) {
            rec.result = x;
            known = true;
        }
    if (!known) return rd.fail("end.result", "must be none, win0, win1, draw or undecided");
    rec.firstPlayer = static_cast<int8_t>(end.value(QStringLiteral("first_player")).toInt(-1));
    const QJsonArray scores = end.value(QStringLiteral("scores")).toArray();
    rec.scores = {scores.at(0).toInt(), scores.at(1).toInt()};
    rec.progress.turns = static_cast<int64_t>(end.value(QStringLiteral("turns")).toDouble());
    rec.progress.laps = static_cast<int64_t>(end.value(QStringLiteral("laps")).toDouble());
    rec.progress.rounds = end.value(QStringLiteral("rounds")).toInt();
    rec.progress.captures = static_cast<int64_t>(end.value(QStringLiteral("captures")).toDouble());
    rec.leadChanges = end.value(QStringLiteral("lead_changes")).toInt();
    return true;
}

}  // namespace

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
    if (!readMatchHead(o, rd, r)) return done(false);
    const QJsonValue moves = o.value(QStringLiteral("moves"));
    if (!moves.isArray()) return done(rd.fail("moves", "must be an array"));
    int n = 0;
    for (const auto &mv : moves.toArray()) {
        ++n;
        ReplayMove m;
        Reader mr{origin + ": move " + std::to_string(n), inner};
        if (!readMatchMove(mv.toObject(), mr, r.start, m)) return done(false);
        r.moves.push_back(std::move(m));
    }
    if (!readMatchEnd(o.value(QStringLiteral("end")).toObject(), rd, r)) return done(false);
    finalizeReplay(r);
    return true;
}

bool saveMatchFile(const QString &path, const MatchReplay &r, std::string &error) {
    if (!checkOutputFile(path, error)) return false;  // never a device, FIFO or folder replaced by a file
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
    return loadParsed(path, kResultFileCap, matchFromJson, out, error);
}

}  // namespace rulelab
