#include "result_merge.h"

#include "plugin/file_access.h"

#include "plugin/reading_json.h"
#include "integrity.h"
#include "results_io.h"
#include "run_checkpoint.h"
#include "game/rng.h"
#include "stats/csv.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstring>
#include <map>

namespace rulelab {

namespace {

// A field's bytes as Qt reads numbers (no copy).
QByteArray raw(const std::string &f) { return QByteArray::fromRawData(f.data(), static_cast<qsizetype>(f.size())); }

bool parseInt(const std::string &f, int64_t &v) {
    bool ok = false;
    v = raw(f).toLongLong(&ok);
    return ok;
}

// parseCsvRow for line `line` of `csvPath`; its error names the file and the line.
bool parseCsvRowAt(const QByteArray &l, const QString &csvPath, int line, std::string &reading, MatchRecord &r,
                   std::string &error) {
    std::string rowError;
    if (parseCsvRow(l, reading, r, rowError)) return true;
    error = csvPath.toStdString() + ":" + std::to_string(line) + ": " + rowError;
    return false;
}

// Files the rows of a match file under their readings, noting whether they stand in the order
// of an uninterrupted run (blocks, then readings), and records which rows were kept.
class RowFiler {
public:
    explicit RowFiler(ResultPart &part) : part_(part) { part_.csvInRunOrder = true; }
    void add(const MatchRecord &r, size_t reading) {
        part_.records[reading].push_back(r);
        const std::pair<int64_t, size_t> key{r.index / kPrecisionBlock, reading};
        part_.csvInRunOrder = part_.csvInRunOrder && key >= lastKey_;
        lastKey_ = key;
    }
    // The first `bytes` bytes of `csvPath` hold the `rows` rows kept.
    void kept(const QString &csvPath, qint64 bytes, int64_t rows) {
        part_.csvFile = csvPath;
        part_.csvBytes = bytes;
        part_.csvRows = rows;
    }

private:
    ResultPart &part_;
    std::pair<int64_t, size_t> lastKey_{0, 0};  // (block, reading) of the last row
};

}  // namespace

bool parseCsvRow(const QByteArray &line, std::string &reading, MatchRecord &r, std::string &error) {
    const std::vector<std::string> f = splitCsvLine(std::string_view(line.constData(), static_cast<size_t>(line.size())));
    if (f.size() != 21) {
        error = "expected 21 fields, found " + std::to_string(f.size());
        return false;
    }
    reading = f[0];
    int64_t v[21] = {};
    const int numeric[] = {1, 3, 4, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20};
    for (int i : numeric)
        if (!parseInt(f[i], v[i])) {
            error = "field " + std::to_string(i + 1) + " ('" + f[i] + "') is not a whole number";
            return false;
        }
    bool ok = false;
    r = MatchRecord{};
    r.index = v[1];
    r.seed = raw(f[2]).toULongLong(&ok);
    if (!ok) {
        error = "field 3 (seed) is not a whole number";
        return false;
    }
    r.firstPlayer = static_cast<int8_t>(v[3]);
    r.swapped = static_cast<int8_t>(v[4]);
    const std::string &res = f[5];
    if (res == "win0") r.result = Result::Win0;
    else if (res == "win1") r.result = Result::Win1;
    else if (res == "draw") r.result = Result::Draw;
    else if (res == "undecided") r.result = Result::Undecided;
    else {
        error = "field 6 (result) is '" + res + "', expected win0, win1, draw or undecided";
        return false;
    }
    if (!endReasonFromKey(f[7], r.endReason) || r.endReason == EndReason::None) {
        error = "field 8 (end_reason) is '" + f[7] + "', not an end reason";
        return false;
    }
    r.scores = {static_cast<int>(v[8]), static_cast<int>(v[9])};
    r.progress.turns = v[10];
    r.progress.laps = v[11];
    r.progress.rounds = static_cast<int32_t>(v[12]);
    r.progress.captures = v[13];
    r.decisions = v[14];
    r.branchSum = v[15];
    r.forced = v[16];
    r.leadChanges = static_cast<int32_t>(v[17]);
    r.progress.roundsByRule = static_cast<int32_t>(v[19]);
    r.progress.roundsByGuard = static_cast<int32_t>(v[20]);
    EndedBy endedBy = EndedBy::Cap;
    if (!endedByFromKey(f[18], endedBy)) {
        error = "field 19 (ended_by) is '" + f[18] + "', expected rule, proven or cap";
        return false;
    }
    r.settleEnd();
    if (r.endedBy != endedBy) {
        error = std::string("field 19 (ended_by) is '") + endedByKey(endedBy) + "', but end reason '" +
                endReasonKey(r.endReason) + "' with " + std::to_string(r.progress.roundsByGuard) +
                " rounds ended by a guard makes it '" + endedByKey(r.endedBy) + "'";
        return false;
    }
    if (r.firstPlayer < -1 || r.firstPlayer > 1 || r.swapped < 0 || r.swapped > 1 || r.index < 0) {
        error = "a field is out of range (first_player, swapped or match)";
        return false;
    }
    return true;
}

// The "readings" of a summary or run record: id, name, source and resolved options of each, in
// order, into `part.readings`, with each id's position in `index`. Errors name `path` and field.
static bool readReadingEntries(const QJsonObject &root, const std::string &path, ResultPart &part,
                               std::map<std::string, size_t> &index, std::string &error) {
    for (const auto &rv : root.value(QStringLiteral("readings")).toArray()) {
        const QJsonObject ro = rv.toObject();
        ReadingResult rr;
        rr.reading = ro.value(QStringLiteral("reading")).toString().toStdString();
        rr.name = ro.value(QStringLiteral("name")).toString().toStdString();
        rr.source = ro.value(QStringLiteral("source")).toString().toStdString();
        const QJsonObject opts = ro.value(QStringLiteral("options")).toObject();
        for (auto it = opts.begin(); it != opts.end(); ++it) {
            if (!optionValueText(it.value(), rr.options[it.key().toStdString()])) {
                error = path + ": readings." + rr.reading + ".options." + it.key().toStdString() +
                        " must be a string, number or boolean";
                return false;
            }
        }
        if (rr.reading.empty()) {
            error = path + ": a reading entry has no 'reading' id";
            return false;
        }
        index[rr.reading] = part.readings.size();
        part.readings.push_back(std::move(rr));
    }
    return true;
}

// The folder's usage maps (usage_io.h) into the part, when they count every match of every
// reading; a usage.csv without its groups is left aside (it has no groups to merge or resume).
static bool attachUsage(ResultPart &part, std::string &error) {
    std::vector<ReadingUsage> maps;
    bool found = false;
    if (!readUsageFiles(part.dir, maps, found, error)) return false;
    if (!found) return true;
    const std::string usagePath = QDir(part.dir).filePath(QLatin1String(kUsageCsvFile)).toStdString();
    for (const ReadingUsage &m : maps)
        if (std::none_of(part.readings.begin(), part.readings.end(),
                         [&](const ReadingResult &r) { return r.reading == m.reading; })) {
            error = usagePath + ": reading '" + m.reading + "' is not in summary.json";
            return false;
        }
    std::vector<const ReadingUsage *> byReading;
    for (const ReadingResult &r : part.readings) {
        const auto it = std::find_if(maps.begin(), maps.end(), [&](const ReadingUsage &m) { return m.reading == r.reading; });
        if (it == maps.end()) {
            error = usagePath + ": has no rows for reading '" + r.reading + "'";
            return false;
        }
        if (!it->grouped) return true;
        if (it->usage.matches() != r.stats.matches) {
            error = QDir(part.dir).filePath(QLatin1String(kUsageGroupsCsvFile)).toStdString() + ": reading '" + r.reading +
                    "' counts " + std::to_string(it->usage.matches()) + " matches, but matches.csv holds " +
                    std::to_string(r.stats.matches);
            return false;
        }
        byReading.push_back(&*it);
    }
    for (size_t i = 0; i < part.readings.size(); ++i) {
        part.readings[i].stats.usage = byReading[i]->usage;
        part.usageCells.push_back(byReading[i]->cells);
    }
    part.hasUsage = true;
    return true;
}

namespace {

// summary.json of a finished run: its integrity, version, build, experiment, shard and readings.
bool readSummaryInto(const QString &summaryPath, ResultPart &part, QJsonObject &root, IntegrityCheck &check,
                     std::map<std::string, size_t> &index, std::string &error) {
    QByteArray data;
    if (!readFileCapped(summaryPath, kResultFileCap, data, error)) return false;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject() ||
        doc.object().value(QStringLiteral("format")).toString() != QStringLiteral("rulelab-summary")) {
        error = summaryPath.toStdString() + ": not a RuleLab summary (" +
                (pe.error != QJsonParseError::NoError ? "invalid JSON: " + pe.errorString().toStdString()
                                                      : std::string("no \"format\": \"rulelab-summary\"")) +
                ")";
        return false;
    }
    root = doc.object();
    if (!verifySummaryIntegrity(root, summaryPath, check, error)) return false;
    part.integrityWarning = check.warning;
    if (root.value(QStringLiteral("version")).toInt() != kSummaryFormatVersion) {
        error = summaryPath.toStdString() + ": field 'version' is " +
                std::to_string(root.value(QStringLiteral("version")).toInt()) +
                ", but this RuleLab merges and resumes results of version " + std::to_string(kSummaryFormatVersion) +
                " only (run that part again)";
        return false;
    }
    part.engine = root.value(QStringLiteral("engine")).toString().toStdString();
    part.plugin = pluginProvenanceFromJson(root.value(QStringLiteral("plugin")).toObject());
    if (!parseExperiment(data, summaryPath.toStdString(), part.experiment, error)) return false;
    part.experimentJson = root.value(QStringLiteral("experiment")).toObject();
    const QJsonObject shard = root.value(QStringLiteral("shard")).toObject();
    if (!shard.isEmpty()) {
        part.shardIndex = shard.value(QStringLiteral("index")).toInt(-1);
        part.shardCount = shard.value(QStringLiteral("count")).toInt(0);
        if (part.shardCount < 1 || part.shardIndex < 0 || part.shardIndex >= part.shardCount) {
            error = summaryPath.toStdString() + ": field 'shard' must be {\"index\": K, \"count\": N} with 0 <= K < N";
            return false;
        }
    }
    part.cancelled = root.value(QStringLiteral("cancelled")).toBool();
    return readReadingEntries(root, summaryPath.toStdString(), part, index, error);
}

// The match file must be the one the summary was written with: same rows, same bytes.
bool checkMatchesRecord(const QJsonObject &root, const IntegrityCheck &check, const QString &summaryPath,
                        const QString &csvPath, QJsonObject &record, std::string &error) {
    record = root.value(QStringLiteral("matches_csv")).toObject();
    if (!record.value(QStringLiteral("sha256")).isString() || !record.value(QStringLiteral("rows")).isDouble()) {
        error = summaryPath.toStdString() + ": field 'matches_csv' ({\"rows\": N, \"sha256\": ...}) is missing";
        return false;
    }
    // Already hashed by the integrity check when the summary is sealed with the same checksum.
    const bool hashed = check.sealed && root.value(QLatin1String(kIntegrityKey))
                                                .toObject()
                                                .value(QStringLiteral("files"))
                                                .toObject()
                                                .value(QStringLiteral("matches.csv")) == record.value(QStringLiteral("sha256"));
    if (hashed) return true;
    QString sha;
    if (!fileSha256(csvPath, sha, error)) return false;
    if (sha != record.value(QStringLiteral("sha256")).toString()) {
        error = csvPath.toStdString() +
                ": its SHA-256 is not the one summary.json records: the file was edited, "
                "truncated or comes from another run";
        return false;
    }
    return true;
}

// Every row of a finished run's matches.csv after its header; `line` ends as the last line read.
bool readFinishedRows(QFile &cf, const QString &csvPath, const std::map<std::string, size_t> &index, ResultPart &part,
                      int &line, std::string &error) {
    line = 1;
    RowFiler rows(part);
    while (!cf.atEnd()) {
        QByteArray l = cf.readLine();
        ++line;
        if (!l.endsWith('\n')) {
            error = csvPath.toStdString() + ":" + std::to_string(line) + ": truncated line (the file is incomplete)";
            return false;
        }
        l.chop(1);
        std::string reading;
        MatchRecord r;
        if (!parseCsvRowAt(l, csvPath, line, reading, r, error)) return false;
        const auto it = index.find(reading);
        if (it == index.end()) {
            error = csvPath.toStdString() + ":" + std::to_string(line) + ": reading '" + reading + "' is not in summary.json";
            return false;
        }
        if (r.seed != matchSeed(part.experiment.seed, reading, static_cast<uint64_t>(r.index))) {
            error = csvPath.toStdString() + ":" + std::to_string(line) + ": field 3 (seed) is not the seed of match " +
                    std::to_string(r.index) + " of '" + reading + "' under experiment seed " +
                    std::to_string(part.experiment.seed);
            return false;
        }
        rows.add(r, it->second);
    }
    rows.kept(csvPath, cf.size(), line - 1);
    return true;
}

}  // namespace

bool readResultFolder(const QString &dir, ResultPart &out, std::string &error) {
    ResultPart part;
    part.dir = dir;
    const QString summaryPath = QDir(dir).filePath(QStringLiteral("summary.json"));
    const QString csvPath = QDir(dir).filePath(QStringLiteral("matches.csv"));
    QJsonObject root;
    IntegrityCheck check;
    std::map<std::string, size_t> index;
    if (!readSummaryInto(summaryPath, part, root, check, index, error)) return false;
    part.records.resize(part.readings.size());
    QFile cf(csvPath);
    if (!checkRegularFile(csvPath, error)) return false;  // streamed: no cap
    if (!cf.open(QIODevice::ReadOnly)) {
        error = csvPath.toStdString() + ": cannot open: " + cf.errorString().toStdString();
        return false;
    }
    QJsonObject record;
    if (!checkMatchesRecord(root, check, summaryPath, csvPath, record, error)) return false;
    const QByteArray header = cf.readLine();
    if (header != QByteArray(CsvRecordWriter::kHeader)) {
        error = csvPath.toStdString() + ":1: not a RuleLab matches.csv header";
        return false;
    }
    // Room for the rows summary.json records, as far as the file can hold them (a row takes more
    // than 20 bytes): a million rows are not copied again and again as the vectors grow.
    const int64_t rows = std::min<int64_t>(record.value(QStringLiteral("rows")).toInteger(), cf.size() / 20);
    for (auto &rs : part.records) rs.reserve(static_cast<size_t>(std::max<int64_t>(rows, 0)) / part.records.size() + 1);
    int line = 1;
    if (!readFinishedRows(cf, csvPath, index, part, line, error)) return false;
    if (line - 1 != record.value(QStringLiteral("rows")).toInteger()) {
        error = csvPath.toStdString() + ": holds " + std::to_string(line - 1) + " rows, but summary.json records " +
                std::to_string(record.value(QStringLiteral("rows")).toInteger());
        return false;
    }
    for (size_t i = 0; i < part.readings.size(); ++i) {
        auto &rs = part.records[i];
        std::sort(rs.begin(), rs.end(), [](const MatchRecord &a, const MatchRecord &b) { return a.index < b.index; });
        for (const auto &r : rs) part.readings[i].stats.add(r);
    }
    if (!attachUsage(part, error)) return false;
    out = std::move(part);
    return true;
}

QJsonObject partialRunJson(const Experiment &e, const PluginProvenance &plugin, const std::vector<ReadingResult> &readings,
                           int shardIndex, int shardCount) {
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("rulelab-partial-run"));
    root.insert(QStringLiteral("version"), kSummaryFormatVersion);
    root.insert(QStringLiteral("engine"), QString::fromLatin1(engineVersion()));
    root.insert(QStringLiteral("plugin"), pluginProvenanceJson(plugin));
    root.insert(QStringLiteral("experiment"), experimentToJson(e));
    QJsonArray rs;
    for (const auto &r : readings) {
        QJsonObject o;
        insertReadingIdentity(o, r);
        rs.append(o);
    }
    root.insert(QStringLiteral("readings"), rs);
    QJsonObject sh;
    sh.insert(QStringLiteral("index"), shardIndex);
    sh.insert(QStringLiteral("count"), shardCount);
    root.insert(QStringLiteral("shard"), sh);
    return root;
}

bool holdsRunResults(const QString &dir) {
    const QDir d(dir);
    const QString csv = d.filePath(QStringLiteral("matches.csv"));
    return QFile::exists(d.filePath(QStringLiteral("summary.json"))) || QFile::exists(d.filePath(QLatin1String(kPartialRunFile))) ||
           QFile::exists(csv) || QFile::exists(CsvRecordWriter::partialPath(csv));
}

namespace {

// run.json of a run that stopped: its build, experiment, shard and readings.
bool readPartialRecord(const QString &runPath, ResultPart &part, std::map<std::string, size_t> &index, std::string &error) {
    QByteArray data;
    if (!readFileCapped(runPath, kResultFileCap, data, error)) return false;
    const QJsonObject root = QJsonDocument::fromJson(data).object();
    if (root.value(QStringLiteral("format")).toString() != QStringLiteral("rulelab-partial-run") ||
        root.value(QStringLiteral("version")).toInt() != kSummaryFormatVersion) {
        error = runPath.toStdString() + ": not a RuleLab run record of version " + std::to_string(kSummaryFormatVersion);
        return false;
    }
    part.cancelled = true;
    part.engine = root.value(QStringLiteral("engine")).toString().toStdString();
    part.plugin = pluginProvenanceFromJson(root.value(QStringLiteral("plugin")).toObject());
    part.experimentJson = root.value(QStringLiteral("experiment")).toObject();
    if (!parseExperiment(QJsonDocument(part.experimentJson).toJson(), runPath.toStdString(), part.experiment, error))
        return false;
    const QJsonObject shard = root.value(QStringLiteral("shard")).toObject();
    part.shardIndex = shard.value(QStringLiteral("index")).toInt(0);
    part.shardCount = shard.value(QStringLiteral("count")).toInt(1);
    return readReadingEntries(root, runPath.toStdString(), part, index, error);
}

// The whole rows of a stopped run's match file, up to the usage checkpoint when `useCheckpoint`;
// `line` and `bytes` end at the last row kept.
bool readPartialRows(QFile &cf, const QString &csvPath, const std::map<std::string, size_t> &index,
                     const UsageCheckpoint &checkpoint, bool useCheckpoint, ResultPart &part, int &line, qint64 &bytes,
                     std::string &error) {
    line = 1;
    bytes = cf.pos();
    RowFiler rows(part);
    while (!cf.atEnd() && !(useCheckpoint && bytes == checkpoint.bytes && line - 1 == checkpoint.rows)) {
        QByteArray l = cf.readLine();
        ++line;
        if (!l.endsWith('\n')) {  // the row being written when the run stopped
            --line;
            break;
        }
        bytes += l.size();
        l.chop(1);
        std::string reading;
        MatchRecord r;
        if (!parseCsvRowAt(l, csvPath, line, reading, r, error)) return false;
        const auto it = index.find(reading);
        if (it == index.end() || r.seed != matchSeed(part.experiment.seed, reading, static_cast<uint64_t>(r.index))) {
            error = csvPath.toStdString() + ":" + std::to_string(line) + ": not a row of this run";
            return false;
        }
        rows.add(r, it->second);
    }
    rows.kept(csvPath, bytes, line - 1);
    return true;
}

// Every reading's rows must be the first matches of its range, in order (the readings are
// played interleaved, block by block, so any of them may be incomplete).
bool countFirstMatches(const QString &csvPath, ResultPart &part, std::string &error) {
    for (size_t i = 0; i < part.readings.size(); ++i) {
        const auto [from, count] = shardRange(part.experiment.matches, part.shardIndex, std::max(1, part.shardCount));
        const auto &rs = part.records[i];
        for (size_t j = 0; j < rs.size(); ++j)
            if (rs[j].index != from + static_cast<int64_t>(j) || static_cast<int64_t>(j) >= count) {
                error = csvPath.toStdString() + ": reading '" + part.readings[i].reading +
                        "' does not hold the first matches of its range in order";
                return false;
            }
        for (const auto &r : rs) part.readings[i].stats.add(r);
    }
    return true;
}

// The checkpoint's maps count exactly the rows kept, or none is used.
void attachCheckpointUsage(const UsageCheckpoint &checkpoint, bool useCheckpoint, ResultPart &part) {
    for (size_t i = 0; useCheckpoint && i < part.readings.size(); ++i) {
        const auto it = std::find_if(checkpoint.readings.begin(), checkpoint.readings.end(),
                                     [&](const auto &u) { return u.first == part.readings[i].reading; });
        useCheckpoint = it != checkpoint.readings.end() ? it->second.matches() == part.readings[i].stats.matches
                                                        : part.readings[i].stats.matches == 0;
    }
    for (size_t i = 0; useCheckpoint && i < part.readings.size(); ++i)
        for (const auto &[id, usage] : checkpoint.readings)
            if (id == part.readings[i].reading) part.readings[i].stats.usage = usage;
}

}  // namespace

bool readPartialRun(const QString &dir, ResultPart &out, std::string &error) {
    const QString runPath = QDir(dir).filePath(QLatin1String(kPartialRunFile));
    // Stopped while it saved: matches.csv renamed from the partial file, no summary.json yet.
    QString csvPath = CsvRecordWriter::partialPath(QDir(dir).filePath(QStringLiteral("matches.csv")));
    if (!QFile::exists(csvPath)) csvPath = QDir(dir).filePath(QStringLiteral("matches.csv"));
    ResultPart part;
    part.dir = dir;
    std::map<std::string, size_t> index;
    if (!readPartialRecord(runPath, part, index, error)) return false;
    part.records.resize(part.readings.size());
    QFile cf(csvPath);
    // Killed after run.json and before the match file's header reached the disk: nothing played.
    const bool noRows = !QFile::exists(csvPath) || QFileInfo(csvPath).size() < qint64(strlen(CsvRecordWriter::kHeader));
    if (QFile::exists(csvPath) && !checkRegularFile(csvPath, error)) return false;  // streamed: no cap
    if (QFile::exists(csvPath) && !cf.open(QIODevice::ReadOnly)) {
        error = csvPath.toStdString() + ": cannot open: " + cf.errorString().toStdString();
        return false;
    }
    const QByteArray header = cf.isOpen() ? cf.readLine() : QByteArray();
    if (noRows ? !QByteArray(CsvRecordWriter::kHeader).startsWith(header) : header != QByteArray(CsvRecordWriter::kHeader)) {
        error = csvPath.toStdString() + ":1: not a RuleLab matches.csv header";
        return false;
    }
    if (noRows) {
        part.csvInRunOrder = true;
        out = std::move(part);
        return true;
    }
    // The usage checkpoint, if any and readable (else the kept matches are replayed for their
    // usage): the rows after it are dropped, at most about the last second of the run.
    UsageCheckpoint checkpoint;
    bool useCheckpoint = false;
    if (std::string ignored; !readUsageCheckpoint(dir, checkpoint, useCheckpoint, ignored)) useCheckpoint = false;
    int line = 1;
    qint64 bytes = 0;
    if (!readPartialRows(cf, csvPath, index, checkpoint, useCheckpoint, part, line, bytes, error)) return false;
    useCheckpoint = useCheckpoint && bytes == checkpoint.bytes && line - 1 == checkpoint.rows;
    if (!countFirstMatches(csvPath, part, error)) return false;
    attachCheckpointUsage(checkpoint, useCheckpoint, part);
    out = std::move(part);
    return true;
}

}  // namespace rulelab
