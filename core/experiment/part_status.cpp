// Where the shards of a sharded run stand: part_status.h.
#include "part_status.h"

#include "experiment_runner.h"
#include "game/rng.h"
#include "integrity.h"
#include "ladder.h"
#include "result_merge.h"
#include "results_io.h"
#include "run_checkpoint.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstring>
#include <map>

namespace rulelab {

bool readRunTiming(const QString &dir, RunTiming &out, bool &found, std::string &error) {
    const QString path = QDir(dir).filePath(QLatin1String(kRunTimingFile));
    QFile f(path);
    found = f.exists();
    if (!found) return true;
    if (!f.open(QIODevice::ReadOnly)) {
        error = path.toStdString() + ": cannot open: " + f.errorString().toStdString();
        return false;
    }
    const QJsonObject o = QJsonDocument::fromJson(f.read(1 << 16)).object();
    const double seconds = o.value(QStringLiteral("seconds")).toDouble(-1);
    const qint64 matches = o.value(QStringLiteral("matches")).toInteger(-1);
    if (o.value(QStringLiteral("format")).toString() != QStringLiteral("rulelab-timing") || !(seconds >= 0) || matches < 0) {
        error = path.toStdString() +
                ": not a RuleLab timing record ({\"format\": \"rulelab-timing\", \"seconds\": S, "
                "\"matches\": N})";
        return false;
    }
    out.seconds = seconds;
    out.matches = matches;
    return true;
}

bool saveRunTiming(const QString &dir, const RunTiming &t, std::string &error) {
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("rulelab-timing"));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("seconds"), t.seconds);
    o.insert(QStringLiteral("matches"), static_cast<qint64>(t.matches));
    return saveAtomically(QDir(dir).filePath(QLatin1String(kRunTimingFile)), QJsonDocument(o).toJson(QJsonDocument::Indented),
                          error);
}

const char *partStateKey(PartState s) {
    switch (s) {
    case PartState::Done: return "done";
    case PartState::Cancelled: return "cancelled";
    case PartState::Killed: return "killed";
    case PartState::Torn: return "torn";
    case PartState::Missing: return "missing";
    case PartState::Repeated: return "repeated";
    case PartState::Foreign: return "foreign";
    }
    return "torn";
}

bool StatusReport::allDone() const {
    return shardCount > 0 && done == shardCount && foreign == 0 && repeated == 0 && tornUnplaced == 0;
}

namespace {

// What a folder says it is a part of (summary.json or run.json, read without checks, so that a
// torn part is still placed at its shard).
struct Identity {
    bool known = false;
    QJsonObject experiment;
    int index = 0, count = 1;
    int64_t readings = 0, matches = 0;
    int64_t cells = 1;  // a ladder's cells (ladder.h), each playing the shard's matches of every reading
    QByteArray key() const { return QJsonDocument(experiment).toJson(QJsonDocument::Compact) + '/' + QByteArray::number(count); }
    int64_t planned(int k) const { return cells * readings * shardRange(matches, k, std::max(1, count)).second; }
};

Identity claimedIdentity(const QString &file) {
    Identity id;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly) || f.size() > (int64_t{64} << 20)) return id;
    const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    const QString format = root.value(QStringLiteral("format")).toString();
    if (format != QStringLiteral("rulelab-summary") && format != QStringLiteral("rulelab-partial-run")) return id;
    id.experiment = root.value(QStringLiteral("experiment")).toObject();
    const QJsonObject shard = root.value(QStringLiteral("shard")).toObject();
    id.index = shard.value(QStringLiteral("index")).toInt(0);
    id.count = shard.value(QStringLiteral("count")).toInt(1);
    if (id.count < 1 || id.index < 0 || id.index >= id.count) return id;
    id.readings = root.value(QStringLiteral("readings")).toArray().size();
    id.matches = id.experiment.value(QStringLiteral("matches")).toInteger();
    id.known = !id.experiment.isEmpty();
    return id;
}

int64_t keptMatches(const ResultPart &p) {
    int64_t n = 0;
    for (const auto &rs : p.records) n += static_cast<int64_t>(rs.size());
    return n;
}

// A sealed summary (integrity.h) with the files it was written with: done or cancelled, with the
// rows its matches.csv holds, without reading them one by one (the checksums cover them). False
// with an empty `error` when the summary has no integrity record (readResultFolder then checks
// every row), with the reason when the folder is torn.
bool checkSummary(const QString &dir, int64_t &played, PartState &state, std::string &error) {
    const QString path = QDir(dir).filePath(QStringLiteral("summary.json"));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = path.toStdString() + ": cannot open: " + f.errorString().toStdString();
        return false;
    }
    QJsonParseError pe;
    const QJsonObject root = QJsonDocument::fromJson(f.read(int64_t{64} << 20), &pe).object();
    if (pe.error != QJsonParseError::NoError ||
        root.value(QStringLiteral("format")).toString() != QLatin1String("rulelab-summary")) {
        error = path.toStdString() + ": not a RuleLab summary of a run";
        return false;
    }
    IntegrityCheck check;
    if (!verifySummaryIntegrity(root, path, check, error)) return false;
    if (!check.sealed) return false;
    const QString csv = QDir(dir).filePath(QStringLiteral("matches.csv"));
    if (!QFile::exists(csv)) {
        error = csv.toStdString() + ": missing (summary.json names it)";
        return false;
    }
    played = root.value(QStringLiteral("matches_csv")).toObject().value(QStringLiteral("rows")).toInteger();
    state = root.value(QStringLiteral("cancelled")).toBool() ? PartState::Cancelled : PartState::Done;
    return true;
}

// A killed run's folder (result_merge.h, readPartialRun): its match file (the partial one, or
// matches.csv when it was stopped while it saved) with the RuleLab header, and the matches a
// resume keeps: those its usage checkpoint covers, else every complete row. Counted without
// reading the rows into memory (a status of large shards reads gigabytes of rows).
bool checkPartialRun(const QString &dir, QString &csvPath, int64_t &played, std::string &error) {
    csvPath = CsvRecordWriter::partialPath(QDir(dir).filePath(QStringLiteral("matches.csv")));
    if (!QFile::exists(csvPath)) csvPath = QDir(dir).filePath(QStringLiteral("matches.csv"));
    QFile f(csvPath);
    // Killed after run.json and before the match file's header reached the disk: nothing played,
    // and resumable (readPartialRun); the folder's own last write is then its age.
    const qint64 header = qint64(strlen(CsvRecordWriter::kHeader));
    if (!f.exists() || f.size() < header) {
        played = 0;
        if (!f.exists()) csvPath = QDir(dir).filePath(QLatin1String(kPartialRunFile));
        if (!f.exists() || (f.open(QIODevice::ReadOnly) && QByteArray(CsvRecordWriter::kHeader).startsWith(f.readAll())))
            return true;
    }
    if (!f.isOpen() && !f.open(QIODevice::ReadOnly)) {
        error = csvPath.toStdString() + ": cannot open: " + f.errorString().toStdString();
        return false;
    }
    f.seek(0);
    if (f.readLine() != QByteArray(CsvRecordWriter::kHeader)) {
        error = csvPath.toStdString() + ":1: not a RuleLab matches.csv header";
        return false;
    }
    int64_t rows = 0;
    for (QByteArray chunk; !(chunk = f.read(1 << 20)).isEmpty();) rows += chunk.count('\n');
    UsageCheckpoint checkpoint;
    bool found = false;
    std::string ignored;
    played =
        readUsageCheckpoint(dir, checkpoint, found, ignored) && found && checkpoint.bytes <= f.size() && checkpoint.rows <= rows
            ? checkpoint.rows
            : rows;
    return true;
}

// A ladder's folder (ladder.h): its record, or the summary of a finished ladder or shard.
bool isLadderFolder(const QString &dir);
PartStatus classifyLadder(const QString &dir, Identity &id, double now);

// The state of one folder, and what it claims to be.
PartStatus classify(const QString &dir, Identity &id, double now) {
    PartStatus s;
    s.dir = dir;
    s.state = PartState::Torn;
    const QFileInfo fi(dir);
    if (!fi.isDir()) {
        s.detail = dir.toStdString() + (fi.exists() ? ": not a folder" : ": no such folder");
        return s;
    }
    const QDir d(dir);
    if (isLadderFolder(dir)) return classifyLadder(dir, id, now);
    const QString run = d.filePath(QLatin1String(kPartialRunFile)), summary = d.filePath(QStringLiteral("summary.json"));
    ResultPart part;
    std::string error;
    if (QFile::exists(run)) {
        id = claimedIdentity(run);
        QString csv;
        if (id.known && checkPartialRun(dir, csv, s.played, error)) {
            s.state = PartState::Killed;
            s.lastWriteAgo = std::max(0.0, now - static_cast<double>(QFileInfo(csv).lastModified().toSecsSinceEpoch()));
        } else {
            s.detail = id.known ? error : run.toStdString() + ": not a RuleLab run record";
        }
    } else if (QFile::exists(summary)) {
        id = claimedIdentity(summary);
        if (checkSummary(dir, s.played, s.state, error)) {
        } else if (error.empty() && readResultFolder(dir, part, error)) {  // not sealed: checked row by row
            s.state = part.cancelled ? PartState::Cancelled : PartState::Done;
            s.played = keptMatches(part);
        } else {
            s.state = PartState::Torn;
            s.detail = error;
        }
    } else if (QFile::exists(d.filePath(QStringLiteral("matches.csv"))) ||
               QFile::exists(d.filePath(QStringLiteral("matches.csv.partial")))) {
        s.detail = dir.toStdString() +
                   ": matches.csv without summary.json or run.json (stopped while it saved, or files "
                   "removed): run this shard again";
    } else {
        s.detail = dir.toStdString() + ": holds no results (no summary.json, run.json or matches.csv)";
    }
    if (id.known) {
        s.shard = id.index;
        s.planned = id.planned(id.index);
    }
    RunTiming t;
    bool found = false;
    if (std::string ignored; readRunTiming(dir, t, found, ignored) && found && t.seconds > 0 && t.matches > 0) {
        s.seconds = t.seconds;
        s.rate = static_cast<double>(t.matches) / t.seconds;
    }
    return s;
}

bool isLadderFolder(const QString &dir) {
    const QDir d(dir);
    if (QFile::exists(d.filePath(QLatin1String(kLadderRecordFile)))) return true;
    QFile f(d.filePath(QStringLiteral("summary.json")));
    if (!f.open(QIODevice::ReadOnly) || f.size() > (int64_t{64} << 20)) return false;
    return QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("format")).toString().startsWith(
        QStringLiteral("rulelab-ladder"));
}

// The last time anything in a folder was written, in seconds since the epoch (0: nothing).
double lastWritten(const QString &dir) {
    qint64 newest = 0;
    for (const QFileInfo &f : QDir(dir).entryInfoList(QDir::Files)) newest = std::max(newest, f.lastModified().toSecsSinceEpoch());
    return static_cast<double>(newest);
}

// The speed the rest of a ladder's matches will be played at: each cell's matches left at its own
// speed, a cell without one at the slowest speed of the cells so far (stronger rungs come later:
// still an underestimate of the time when a slower rung has not begun); `done` when none are left.
double ladderRestRate(const std::vector<std::pair<int64_t, double>> &left, double done) {
    double slowest = 0;
    for (const auto &[n, rate] : left)
        if (rate > 0 && (slowest == 0 || rate < slowest)) slowest = rate;
    int64_t matches = 0;
    double seconds = 0;
    for (const auto &[n, rate] : left) {
        const double r = rate > 0 ? rate : slowest;
        if (n > 0 && r <= 0) return 0;  // no speed known for it
        matches += n;
        if (n > 0) seconds += static_cast<double>(n) / r;
    }
    return matches > 0 && seconds > 0 ? static_cast<double>(matches) / seconds : done;
}

// A ladder (or one shard of it) is its cells, each a run's folder: done when its sealed summary is
// written (its record then removed) and every cell is done; else the worst of its cells (torn,
// cancelled), or killed (or still running) with the cells not yet begun still to play. Its
// matches and speed are its cells' together.
PartStatus classifyLadder(const QString &dir, Identity &id, double now) {
    PartStatus s;
    s.dir = dir;
    s.state = PartState::Torn;
    Ladder l;
    if (!readLadderRecord(dir, l, id.index, id.count, s.detail)) return s;
    const std::vector<LadderCell> cells = ladderCells(l);
    id.experiment = ladderToJson(l);
    id.readings = static_cast<int64_t>(l.base.readings.size());
    id.matches = l.base.matches;
    id.cells = static_cast<int64_t>(cells.size());
    id.known = true;
    s.shard = id.index;
    s.planned = id.planned(id.index);
    const QDir d(dir);
    const bool finished = !QFile::exists(d.filePath(QLatin1String(kLadderRecordFile)));
    if (finished) {
        const QString path = d.filePath(QStringLiteral("summary.json"));
        QJsonObject root;
        IntegrityCheck check;
        QFile f(path);
        if (f.open(QIODevice::ReadOnly)) root = QJsonDocument::fromJson(f.readAll()).object();
        if (!verifySummaryIntegrity(root, path, check, s.detail)) return s;
    }
    double seconds = 0, timed = 0, newest = lastWritten(dir);
    bool cancelled = false;
    // Each cell's matches left and speed: the cells' speeds differ by orders of magnitude (random
    // against itself, the top rung against itself), so the rest is timed cell by cell.
    const int64_t perCell = s.planned / id.cells;
    std::vector<std::pair<int64_t, double>> left;  // per cell: matches left, its speed (0: none yet)
    for (const LadderCell &cell : cells) {
        const QString cellDir = d.filePath(QString::fromStdString(cell.folder));
        if (!QFileInfo(cellDir).isDir()) {
            left.emplace_back(perCell, 0.0);
            if (!finished) continue;  // not begun yet
            s.detail = cellDir.toStdString() + ": no such folder (the ladder's summary names the cell)";
            return s;
        }
        Identity cellId;
        const PartStatus c = classify(cellDir, cellId, now);
        if (c.state == PartState::Torn) {
            s.detail = c.detail;
            return s;
        }
        cancelled = cancelled || c.state == PartState::Cancelled;
        s.played += c.played;
        if (c.seconds > 0) {
            seconds += c.seconds;
            timed += c.rate * c.seconds;
        }
        left.emplace_back(c.state == PartState::Done ? 0 : std::max<int64_t>(0, perCell - c.played), c.rate);
        newest = std::max(newest, lastWritten(cellDir));
    }
    s.state = finished ? PartState::Done : cancelled ? PartState::Cancelled : PartState::Killed;
    if (s.state == PartState::Killed) s.lastWriteAgo = std::max(0.0, now - newest);
    if (seconds > 0) {
        s.seconds = seconds;
        s.rate = ladderRestRate(left, s.state == PartState::Done ? timed / seconds : 0);
    }
    return s;
}

int rank(const PartStatus &s) {
    switch (s.state) {
    case PartState::Done: return 0;
    case PartState::Cancelled: return 1;
    case PartState::Killed: return 2;
    default: return 3;
    }
}

}  // namespace

JsonFieldDifference firstJsonDifference(const QJsonObject &here, const QJsonObject &there) {
    QStringList keys = here.keys();
    for (const QString &k : there.keys())
        if (!keys.contains(k)) keys << k;
    keys.sort();
    auto text = [](const QJsonValue &v) {
        if (v.isUndefined()) return QStringLiteral("absent");
        const QJsonDocument doc = v.isObject()  ? QJsonDocument(v.toObject())
                                  : v.isArray() ? QJsonDocument(v.toArray())
                                                : QJsonDocument(QJsonArray{v});
        QByteArray t = doc.toJson(QJsonDocument::Compact);
        if (!v.isObject() && !v.isArray()) t = t.mid(1, t.size() - 2);
        return QString::fromUtf8(t);
    };
    for (const QString &k : keys)
        if (here.value(k) != there.value(k)) return {k, text(here.value(k)), text(there.value(k))};
    return {};
}

std::string jsonFieldDifference(const QJsonObject &here, const QJsonObject &there) {
    const JsonFieldDifference d = firstJsonDifference(here, there);
    if (d.key.isEmpty()) return {};
    return "field '" + d.key.toStdString() + "' is " + d.here.toStdString() + " here, " + d.there.toStdString() + " there";
}

namespace {

// The shard of `ref` whose matches a folder's match file holds, told by its first row (a match
// index of the shard's range, with the seed of that match in `ref`); -1 when it tells none.
int shardOfRows(const QString &dir, const Identity &ref) {
    QString path = QDir(dir).filePath(QStringLiteral("matches.csv"));
    if (!QFile::exists(path)) path = CsvRecordWriter::partialPath(path);
    QFile f(path);
    Experiment e;
    std::string error, reading;
    MatchRecord r;
    if (!f.open(QIODevice::ReadOnly) || f.readLine() != QByteArray(CsvRecordWriter::kHeader) ||
        !parseExperiment(QJsonDocument(ref.experiment).toJson(), "", e, error))
        return -1;
    QByteArray line = f.readLine();
    if (!line.endsWith('\n') || !parseCsvRow(line.chopped(1), reading, r, error) ||
        r.seed != matchSeed(e.seed, reading, static_cast<uint64_t>(r.index)))
        return -1;
    for (int k = 0; k < ref.count; ++k) {
        const auto [from, count] = shardRange(e.matches, k, ref.count);
        if (r.index >= from && r.index < from + count) return k;
    }
    return -1;
}

// Each part at its shard of the reference experiment `ref`: foreign, repeated, or the one counted;
// a missing part for each shard no folder holds.
void placeParts(StatusReport &r, const std::vector<Identity> &ids, const Identity *ref) {
    r.shardCount = ref->count;
    r.shardPart.assign(static_cast<size_t>(r.shardCount), -1);
    for (size_t i = 0; i < r.parts.size(); ++i) {
        PartStatus &p = r.parts[i];
        if (!ids[i].known) {
            // A folder that says nothing of itself (matches.csv alone): its rows tell its shard.
            p.shard = shardOfRows(p.dir, *ref);
            if (p.shard < 0) {
                r.tornUnplaced += 1;
                continue;
            }
            p.planned = ref->planned(p.shard);
        } else if (ids[i].key() != ref->key()) {
            const std::string why = ids[i].count != ref->count ? "a shard of " + std::to_string(ids[i].count) +
                                                                     ", the others are of " + std::to_string(ref->count)
                                                               : jsonFieldDifference(ids[i].experiment, ref->experiment);
            p.detail = p.dir.toStdString() + ": a part of another experiment (" + why + ")" +
                       (p.detail.empty() ? std::string() : "; " + p.detail);
            p.state = PartState::Foreign;
            ++r.foreign;
            continue;
        }
        int &slot = r.shardPart[static_cast<size_t>(p.shard)];
        if (slot >= 0) {
            PartStatus &other = r.parts[static_cast<size_t>(slot)];
            const bool better = rank(p) < rank(other) || (rank(p) == rank(other) && p.played > other.played);
            PartStatus &loser = better ? other : p;
            const int winner = better ? static_cast<int>(i) : slot;
            loser.detail = loser.dir.toStdString() + ": shard " + std::to_string(p.shard + 1) + "/" +
                           std::to_string(r.shardCount) + " again (this copy is " + partStateKey(loser.state) +
                           "); it is counted from " + r.parts[static_cast<size_t>(winner)].dir.toStdString();
            loser.state = PartState::Repeated;
            loser.repeatOf = winner;
            ++r.repeated;
            slot = winner;
        } else {
            slot = static_cast<int>(i);
        }
    }
    for (int k = 0; k < r.shardCount; ++k) {
        if (r.shardPart[static_cast<size_t>(k)] >= 0) continue;
        PartStatus m;
        m.state = PartState::Missing;
        m.shard = k;
        m.planned = ref->planned(k);
        r.shardPart[static_cast<size_t>(k)] = static_cast<int>(r.parts.size());
        r.parts.push_back(m);
    }
}

// The time the shards not done take at the speed the parts ran (their own, else the pooled one).
void estimateTimeLeft(StatusReport &r) {
    // The pooled speed of the parts counted, for shards that recorded none of their own.
    double seconds = 0, matches = 0;
    for (int idx : r.shardPart) {
        const PartStatus &p = r.parts[static_cast<size_t>(idx)];
        if (p.seconds > 0) {
            seconds += p.seconds;
            matches += p.rate * p.seconds;
        }
    }
    r.rate = seconds > 0 ? matches / seconds : 0;
    bool known = true;
    double longest = 0, total = 0;
    for (int k = 0; k < r.shardCount; ++k) {
        PartStatus &p = r.parts[static_cast<size_t>(r.shardPart[static_cast<size_t>(k)])];
        r.played += p.played;
        r.planned += p.planned;
        if (p.state == PartState::Done) {
            ++r.done;
            continue;
        }
        r.notDone.push_back(k);
        // A torn part's matches cannot be trusted: its shard is played again from the start.
        const int64_t left = p.state == PartState::Torn ? p.planned : std::max<int64_t>(0, p.planned - p.played);
        if (p.rate <= 0) p.rate = r.rate;
        if (p.rate > 0) {
            p.secondsLeft = static_cast<double>(left) / p.rate;
            longest = std::max(longest, p.secondsLeft);
            total += p.secondsLeft;
        } else {
            known = false;
        }
    }
    if (known && !r.notDone.empty()) {
        r.secondsLeftLongest = longest;
        r.secondsLeftTotal = total;
    }
}

}  // namespace

StatusReport partsStatus(const QStringList &dirs, double now) {
    StatusReport r;
    std::vector<Identity> ids(static_cast<size_t>(dirs.size()));
    for (int i = 0; i < dirs.size(); ++i) r.parts.push_back(classify(dirs[i], ids[static_cast<size_t>(i)], now));
    // The experiment most parts belong to (the first given on a tie) is the one reported on.
    std::map<QByteArray, int> votes;
    const Identity *ref = nullptr;
    for (const Identity &id : ids)
        if (id.known && ++votes[id.key()] > (ref ? votes[ref->key()] : 0)) ref = &id;
    if (!ref) {
        for (auto &p : r.parts) r.tornUnplaced += p.state == PartState::Torn;
        return r;
    }
    placeParts(r, ids, ref);
    estimateTimeLeft(r);
    return r;
}

QJsonObject statusJson(const StatusReport &r) {
    auto orNull = [](double v) { return v >= 0 ? QJsonValue(v) : QJsonValue(QJsonValue::Null); };
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("rulelab-status"));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("shards"), r.shardCount);
    o.insert(QStringLiteral("done"), r.done);
    o.insert(QStringLiteral("all_done"), r.allDone());
    o.insert(QStringLiteral("matches_played"), static_cast<qint64>(r.played));
    o.insert(QStringLiteral("matches_planned"), static_cast<qint64>(r.planned));
    o.insert(QStringLiteral("matches_per_second"), r.rate > 0 ? QJsonValue(r.rate) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("seconds_left_longest"), orNull(r.secondsLeftLongest));
    o.insert(QStringLiteral("seconds_left_total"), orNull(r.secondsLeftTotal));
    QJsonArray resubmit;
    for (int k : r.notDone) resubmit.append(k + 1);
    o.insert(QStringLiteral("not_done"), resubmit);
    QJsonArray parts;
    for (const PartStatus &p : r.parts) {
        QJsonObject po;
        po.insert(QStringLiteral("path"), p.dir.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(p.dir));
        po.insert(QStringLiteral("state"), QLatin1String(partStateKey(p.state)));
        po.insert(QStringLiteral("shard"), p.shard >= 0 ? QJsonValue(p.shard + 1) : QJsonValue(QJsonValue::Null));
        po.insert(QStringLiteral("played"), static_cast<qint64>(p.played));
        po.insert(QStringLiteral("planned"), static_cast<qint64>(p.planned));
        po.insert(QStringLiteral("seconds"), orNull(p.seconds));
        po.insert(QStringLiteral("matches_per_second"), p.rate > 0 ? QJsonValue(p.rate) : QJsonValue(QJsonValue::Null));
        po.insert(QStringLiteral("seconds_left"), orNull(p.secondsLeft));
        if (p.state == PartState::Killed) po.insert(QStringLiteral("last_write_seconds_ago"), orNull(p.lastWriteAgo));
        if (!p.detail.empty()) po.insert(QStringLiteral("detail"), QString::fromStdString(p.detail));
        parts.append(po);
    }
    o.insert(QStringLiteral("parts"), parts);
    return o;
}

}  // namespace rulelab
