// A ladder's own files beside its cells (ladder.h): the ladder's record (ladder.json, written
// when it starts, so that `ladder --resume DIR` needs no arguments), the summary of a shard, and
// the merge of a ladder's shards into the folder the whole ladder writes.

#include "ladder.h"

#include "integrity.h"
#include "plugin/file_access.h"
#include "plugin/qt_text.h"
#include "result_merge.h"
#include "results_io.h"
#include "session.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

#include <set>

namespace rulelab {

namespace {

bool fail(std::string &error, const QString &file, const char *field, const std::string &expected) {
    error = file.toStdString() + ": field '" + field + "': expected " + expected;
    return false;
}

QJsonObject shardJson(int index, int count) {
    QJsonObject sh;
    sh.insert(QStringLiteral("index"), index);
    sh.insert(QStringLiteral("count"), count);
    return sh;
}

// The ladder of a record or a summary: its "experiment" and "ladder" objects.
bool ladderFromJson(const QJsonObject &root, const QString &file, Ladder &out, std::string &error) {
    const QJsonObject ladder = root.value(QStringLiteral("ladder")).toObject();
    if (ladder.isEmpty()) return fail(error, file, "ladder", "an object");
    const QByteArray experiment = QJsonDocument(root.value(QStringLiteral("experiment")).toObject()).toJson();
    if (!parseExperiment(experiment, file.toStdString() + " (experiment)", out.base, error)) return false;
    out.rungs.clear();
    for (const QJsonValue &v : ladder.value(QStringLiteral("rungs")).toArray()) {
        AgentSpec a;
        if (!parseAgentSpec(v.toString().toStdString(), a, error)) return fail(error, file, "ladder.rungs", "agents: " + error);
        out.rungs.push_back(a);
    }
    if (out.rungs.size() < 2) return fail(error, file, "ladder.rungs", "at least two agents");
    out.margins.clear();
    const QJsonObject margins = ladder.value(QStringLiteral("settle_margins")).toObject();
    for (auto it = margins.begin(); it != margins.end(); ++it) out.margins[it.key().toStdString()] = it.value().toDouble();
    if (!ladder.value(QStringLiteral("solve_nodes")).isDouble()) return fail(error, file, "ladder.solve_nodes", "a number");
    out.solveNodes = ladder.value(QStringLiteral("solve_nodes")).toInteger();
    return true;
}

bool readShard(const QJsonObject &root, const QString &file, int &index, int &count, std::string &error) {
    const QJsonObject sh = root.value(QStringLiteral("shard")).toObject();
    index = sh.value(QStringLiteral("index")).toInt(-1);
    count = sh.value(QStringLiteral("count")).toInt(0);
    if (count < 1 || index < 0 || index >= count) return fail(error, file, "shard", "{index, count} with 0 <= index < count");
    return true;
}

}  // namespace

QJsonObject ladderRecordJson(const Ladder &l, int shardIndex, int shardCount) {
    QJsonObject o;
    o.insert(QStringLiteral("format"), QString::fromLatin1(kLadderRecordFormat));
    o.insert(QStringLiteral("version"), kLadderFormatVersion);
    o.insert(QStringLiteral("engine"), QString::fromLatin1(engineVersion()));
    o.insert(QStringLiteral("ladder"), ladderToJson(l));
    o.insert(QStringLiteral("experiment"), experimentToJson(l.base));
    o.insert(QStringLiteral("shard"), shardJson(shardIndex, shardCount));
    return o;
}

bool readLadderRecord(const QString &dir, Ladder &out, int &shardIndex, int &shardCount, std::string &error) {
    const QString record = QDir(dir).filePath(QLatin1String(kLadderRecordFile));
    const QString summary = QDir(dir).filePath(QStringLiteral("summary.json"));
    const QString file = QFile::exists(record) ? record : summary;
    if (!QFile::exists(file)) {
        error = dir.toStdString() + ": holds no ladder (neither " + kLadderRecordFile + " nor summary.json)";
        return false;
    }
    QJsonObject root;
    if (!readJsonObjectFile(file, kResultFileCap, root, error)) return false;
    const QString format = root.value(QStringLiteral("format")).toString();
    if (format != QLatin1String(kLadderRecordFormat) && format != QLatin1String(kLadderShardFormat) &&
        format != QLatin1String("rulelab-ladder"))
        return fail(error, file, "format", "a ladder's (\"rulelab-ladder\"), not \"" + format.toStdString() + "\"");
    shardIndex = 0;
    shardCount = 1;
    if (root.contains(QStringLiteral("shard")) && !readShard(root, file, shardIndex, shardCount, error)) return false;
    return ladderFromJson(root, file, out, error);
}

QJsonObject ladderShardSummary(const Ladder &l, const std::vector<ExperimentResult> &cells, int shardIndex, int shardCount) {
    QJsonObject root;
    root.insert(QStringLiteral("format"), QString::fromLatin1(kLadderShardFormat));
    root.insert(QStringLiteral("version"), kLadderFormatVersion);
    root.insert(QStringLiteral("engine"), QString::fromLatin1(engineVersion()));
    if (!cells.empty()) root.insert(QStringLiteral("plugin"), pluginProvenanceJson(cells.front().plugin));
    root.insert(QStringLiteral("ladder"), ladderToJson(l));
    root.insert(QStringLiteral("experiment"), experimentToJson(l.base));
    root.insert(QStringLiteral("shard"), shardJson(shardIndex, shardCount));
    return root;
}

bool readLadderPart(const QString &dir, LadderPart &out, std::string &error) {
    const QString file = QDir(dir).filePath(QStringLiteral("summary.json"));
    QJsonObject root;
    if (!readJsonObjectFile(file, kResultFileCap, root, error)) return false;
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kLadderShardFormat))
        return fail(error, file, "format", std::string("\"") + kLadderShardFormat + "\" (a finished shard of a ladder)");
    IntegrityCheck check;
    if (!verifySummaryIntegrity(root, file, check, error)) return false;
    if (!check.sealed) return fail(error, file, "integrity", "an integrity record (a ladder shard is always sealed)");
    out.dir = dir;
    out.ladderJson = root.value(QStringLiteral("ladder")).toObject();
    out.cells = root.value(QStringLiteral("cells")).toArray();
    if (root.value(QStringLiteral("engine")).toString() != QLatin1String(engineVersion()))
        return fail(error, file, "engine", std::string("'") + engineVersion() + "' (merge with the RuleLab that played it)");
    return readShard(root, file, out.shardIndex, out.shardCount, error) && ladderFromJson(root, file, out.ladder, error);
}

namespace {

// Every shard 1..N exactly once, all of one ladder.
bool checkParts(const std::vector<LadderPart> &parts, std::string &error) {
    if (parts.empty()) {
        error = "no ladder shards to merge";
        return false;
    }
    const LadderPart &first = parts.front();
    std::set<int> seen;
    for (const LadderPart &p : parts) {
        if (p.ladderJson != first.ladderJson || p.shardCount != first.shardCount) {
            error = p.dir.toStdString() + ": a shard of another ladder than " + first.dir.toStdString() + " (field '" +
                    (p.shardCount != first.shardCount ? "shard.count" : "ladder") + "' differs)";
            return false;
        }
        if (!seen.insert(p.shardIndex).second) {
            error = p.dir.toStdString() + ": shard " + std::to_string(p.shardIndex + 1) + "/" + std::to_string(p.shardCount) +
                    " is given twice";
            return false;
        }
    }
    for (int k = 0; k < first.shardCount; ++k)
        if (!seen.count(k)) {
            error = "shard " + std::to_string(k + 1) + "/" + std::to_string(first.shardCount) + " of the ladder is missing";
            return false;
        }
    return true;
}

// A part's cell folder, checked against the checksum the part's summary recorded.
bool readPartCell(const LadderPart &part, const LadderCell &cell, ResultPart &out, std::string &error) {
    const QString dir = QDir(part.dir).filePath(q(cell.folder));
    QString recorded;
    for (const QJsonValue &v : part.cells)
        if (v.toObject().value(QStringLiteral("folder")).toString() == q(cell.folder))
            recorded = v.toObject().value(QStringLiteral("summary_sha256")).toString();
    QString hex;
    if (!fileSha256(QDir(dir).filePath(QStringLiteral("summary.json")), hex, error)) return false;
    if (recorded.isEmpty() || hex != recorded) {
        error = dir.toStdString() + "/summary.json: not the cell's summary that " + part.dir.toStdString() +
                "/summary.json recorded (field 'cells')";
        return false;
    }
    return readResultFolder(dir, out, error);
}

}  // namespace

LadderResult mergeLadder(const std::vector<LadderPart> &parts, const std::vector<PreparedReading> &prepared,
                         const QString &outDir) {
    LadderResult out;
    if (!checkParts(parts, out.error)) return out;
    const Ladder &l = parts.front().ladder;
    const std::vector<LadderCell> cells = ladderCells(l);
    if (!prepareOutputDir(outDir, out.error)) return out;
    for (const LadderCell &cell : cells) {
        std::vector<ResultPart> shards(parts.size());
        for (size_t i = 0; i < parts.size(); ++i)
            if (!readPartCell(parts[i], cell, shards[i], out.error)) return out;
        ExperimentResult merged;
        std::vector<std::vector<MatchRecord>> rows;
        if (!mergeParts(shards, merged, rows, out.error)) return out;
        for (size_t i = 0; i < merged.readings.size() && i < prepared.size(); ++i)
            if (const std::string d = optionsDifference(prepared[i].options.values(), merged.readings[i].options); !d.empty()) {
                out.error = cell.folder + ": reading '" + merged.readings[i].reading +
                            "' now has other options than its matches were played with (" + d + ")";
                return out;
            }
        QJsonObject summary;
        bool usage = false;
        if (!writeMergedResult(QDir(outDir).filePath(q(cell.folder)), shards, merged, rows, summary, usage, out.error))
            return out;
        out.cells.push_back(std::move(merged));
    }
    out.summary = ladderSummary(l, prepared, out.cells);
    if (!writeLadderSummary(outDir, cells, out.summary, out.error)) return out;
    out.ok = true;
    return out;
}

}  // namespace rulelab
