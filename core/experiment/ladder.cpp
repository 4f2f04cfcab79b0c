#include "ladder.h"

#include "integrity.h"
#include "result_merge.h"
#include "plugin/qt_text.h"
#include "results_io.h"
#include "session.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <set>

namespace rulelab {

namespace {

// "mcts:100" -> "mcts-100": a folder name on every file system.
std::string folderPart(const AgentSpec &a) {
    std::string t = a.text();
    for (char &c : t)
        if (c == ':') c = '-';
    return t;
}

}  // namespace

bool parseLadderAgents(const std::string &text, std::vector<AgentSpec> &out, std::string &error) {
    out.clear();
    std::set<std::string> seen;
    size_t from = 0;
    for (;;) {
        const size_t comma = text.find(',', from);
        const std::string one = text.substr(from, comma == std::string::npos ? std::string::npos : comma - from);
        AgentSpec a;
        if (one.empty()) {
            error = "agents '" + text + "': an empty agent (agents: random, greedy, mcts:PLAYOUTS, search:DEPTH)";
            return false;
        }
        if (!parseAgentSpec(one, a, error)) return false;
        if (!seen.insert(a.text()).second) {
            error = "agents '" + text + "': agent '" + a.text() + "' is given twice";
            return false;
        }
        out.push_back(a);
        if (comma == std::string::npos) break;
        from = comma + 1;
    }
    if (out.size() < 2) {
        error = "agents '" + text + "': a ladder needs at least two agents, weakest first";
        return false;
    }
    return true;
}

QJsonObject ladderToJson(const Ladder &l) {
    QJsonObject o = experimentToJson(l.base);
    o.remove(QStringLiteral("agents"));
    o.remove(QStringLiteral("swap_seats"));
    o.remove(QStringLiteral("format"));
    o.remove(QStringLiteral("version"));
    QJsonArray rungs;
    for (const AgentSpec &a : l.rungs) rungs.append(q(a.text()));
    o.insert(QStringLiteral("rungs"), rungs);
    QJsonObject margins;
    for (const auto &[k, v] : l.margins) margins.insert(q(k), v);
    o.insert(QStringLiteral("settle_margins"), margins);
    o.insert(QStringLiteral("solve_nodes"), static_cast<qint64>(l.solveNodes));
    return o;
}

std::vector<LadderCell> ladderCells(const Ladder &l) {
    std::vector<LadderCell> cells;
    const int n = static_cast<int>(l.rungs.size());
    for (int k = 0; k < n; ++k) {
        LadderCell c;
        c.folder = "self-" + std::to_string(k + 1) + "-" + folderPart(l.rungs[static_cast<size_t>(k)]);
        c.a = c.b = k;
        c.experiment = l.base;
        c.experiment.agents = {l.rungs[static_cast<size_t>(k)], l.rungs[static_cast<size_t>(k)]};
        c.experiment.swapSeats = false;
        cells.push_back(c);
    }
    for (int k = 0; k + 1 < n; ++k) {
        LadderCell c;
        c.folder = "pair-" + std::to_string(k + 1) + "-" + std::to_string(k + 2);
        c.selfPlay = false;
        c.a = k;
        c.b = k + 1;
        c.experiment = l.base;
        c.experiment.agents = {l.rungs[static_cast<size_t>(k)], l.rungs[static_cast<size_t>(k + 1)]};
        c.experiment.swapSeats = true;
        cells.push_back(c);
    }
    return cells;
}

namespace {

// What a cell's folder holds of the cell's experiment: nothing, a finished result (`done`), or an
// interrupted one to resume (`part`).
bool readCellFolder(const QString &dir, const LadderCell &cell, const LadderOptions &o, ResultPart &part, bool &found,
                    bool &done, std::string &error) {
    found = done = false;
    if (!holdsRunResults(dir)) return true;
    const bool killed = QFile::exists(QDir(dir).filePath(QLatin1String(kPartialRunFile)));
    if (!(killed ? readPartialRun(dir, part, error) : readResultFolder(dir, part, error))) return false;
    if (part.experimentJson != experimentToJson(cell.experiment)) {
        error = dir.toStdString() + ": holds the results of another experiment than this ladder's cell " + cell.folder +
                "; give the ladder another --out";
        return false;
    }
    if (part.engine != engineVersion()) {
        error = dir.toStdString() + ": field 'engine' is '" + part.engine + "', but this is '" + engineVersion() +
                "': finish the ladder with the RuleLab that started it";
        return false;
    }
    if (part.shardIndex != o.shardIndex || part.shardCount != o.shardCount) {
        error = dir.toStdString() + ": holds shard " + std::to_string(part.shardIndex + 1) + "/" +
                std::to_string(part.shardCount) + " of this ladder's cell " + cell.folder + ", not " +
                std::to_string(o.shardIndex + 1) + "/" + std::to_string(o.shardCount) + "; give its --shard";
        return false;
    }
    found = true;
    done = !killed && !part.cancelled;
    return true;
}

ExperimentResult resultOf(const ResultPart &part) {
    ExperimentResult r;
    r.experiment = part.experiment;
    r.readings = part.readings;
    r.cancelled = part.cancelled;
    r.plugin = part.plugin;
    return r;
}

}  // namespace

// The cells' summaries are named with their checksums in "cells" (the integrity record lists the
// files beside a summary only), so the ladder's own seal covers them.
bool writeLadderSummary(const QString &outDir, const std::vector<LadderCell> &cells, QJsonObject &summary, std::string &error) {
    QJsonArray list;
    for (const LadderCell &c : cells) {
        QString hex;
        if (!fileSha256(QDir(outDir).filePath(q(c.folder) + QStringLiteral("/summary.json")), hex, error)) return false;
        QJsonObject o;
        o.insert(QStringLiteral("folder"), q(c.folder));
        o.insert(QStringLiteral("summary_sha256"), hex);
        list.append(o);
    }
    summary.insert(QStringLiteral("cells"), list);
    sealSummary(summary, {});
    return saveAtomically(QDir(outDir).filePath(QStringLiteral("summary.json")),
                          QJsonDocument(summary).toJson(QJsonDocument::Indented), error);
}

namespace {

// A folder that already holds a ladder (its record or summary) must hold this one, of this shard.
bool checkLadderFolder(const QString &dir, const Ladder &l, const LadderOptions &o, std::string &error) {
    if (!QFile::exists(QDir(dir).filePath(QLatin1String(kLadderRecordFile))) &&
        !QFile::exists(QDir(dir).filePath(QStringLiteral("summary.json"))))
        return true;
    Ladder there;
    int k = 0, n = 1;
    if (!readLadderRecord(dir, there, k, n, error)) return false;
    const QJsonObject a = ladderToJson(there), b = ladderToJson(l);
    for (auto it = b.begin(); it != b.end(); ++it)
        if (a.value(it.key()) != it.value()) {
            error = dir.toStdString() + ": holds another ladder (field '" + it.key().toStdString() +
                    "' differs); give the ladder another --out";
            return false;
        }
    if (k != o.shardIndex || n != o.shardCount) {
        error = dir.toStdString() + ": holds shard " + std::to_string(k + 1) + "/" + std::to_string(n) +
                " of this ladder, not " + std::to_string(o.shardIndex + 1) + "/" + std::to_string(o.shardCount) +
                "; give its --shard";
        return false;
    }
    return true;
}

}  // namespace

LadderResult runLadder(const Ladder &l, const std::vector<PreparedReading> &prepared, const LadderOptions &options) {
    LadderResult out;
    const std::vector<LadderCell> cells = ladderCells(l);
    if (!options.outDir.isEmpty()) {
        if (!prepareOutputDir(options.outDir, out.error) || !checkLadderFolder(options.outDir, l, options, out.error))
            return out;
        const QJsonObject record = ladderRecordJson(l, options.shardIndex, options.shardCount);
        if (!saveAtomically(QDir(options.outDir).filePath(QLatin1String(kLadderRecordFile)),
                            QJsonDocument(record).toJson(QJsonDocument::Indented), out.error))
            return out;
    }
    for (size_t i = 0; i < cells.size(); ++i) {
        const LadderCell &cell = cells[i];
        const QString dir = options.outDir.isEmpty() ? QString() : QDir(options.outDir).filePath(q(cell.folder));
        ResultPart part;
        bool found = false, done = false;
        if (!dir.isEmpty() && !readCellFolder(dir, cell, options, part, found, done, out.error)) return out;
        int64_t kept = 0;
        for (const auto &r : part.readings) kept += r.stats.matches;
        if (options.cellStarted) options.cellStarted(i, cells.size(), cell, found ? kept : 0);
        if (done) {
            out.cells.push_back(resultOf(part));
            continue;
        }
        SessionOptions so;
        so.control() = options.control();
        so.progress = options.progress;
        so.outDir = dir;
        so.resume = found ? &part : nullptr;
        so.recordUsage = false;
        SessionResult s = runSession(cell.experiment, prepared, so);
        if (!s.ok) {
            out.error = s.error;
            return out;
        }
        out.cells.push_back(std::move(s.result));
        if (out.cells.back().cancelled) {
            out.cancelled = true;
            out.ok = true;
            return out;
        }
    }
    out.summary = options.shardCount > 1 ? ladderShardSummary(l, out.cells, options.shardIndex, options.shardCount)
                                         : ladderSummary(l, prepared, out.cells);
    if (!options.outDir.isEmpty()) {
        if (!writeLadderSummary(options.outDir, cells, out.summary, out.error)) return out;
        QFile::remove(QDir(options.outDir).filePath(QLatin1String(kLadderRecordFile)));
    }
    out.ok = true;
    return out;
}

}  // namespace rulelab
