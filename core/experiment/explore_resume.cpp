// Interrupted explorations and their resume: explore_resume.h.
#include "explore_resume.h"

#include "explore_internal.h"
#include "game/rng.h"
#include "part_status.h"
#include "result_merge.h"
#include "results_io.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <map>
#include <memory>

namespace rulelab {

namespace {

PluginProvenance pluginOf(const PreparedExplore &p) {
    return p.candidates.empty() ? PluginProvenance{} : p.candidates.front().plugin;
}

QJsonObject runRecord(const PreparedExplore &p) {
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("rulelab-explore-run"));
    o.insert(QStringLiteral("version"), kExploreFormatVersion);
    o.insert(QStringLiteral("engine"), QString::fromLatin1(engineVersion()));
    o.insert(QStringLiteral("plugin"), pluginProvenanceJson(pluginOf(p)));
    o.insert(QStringLiteral("explore"), exploreSpecToJson(p.spec));
    return o;
}

bool readRunRecord(const QString &dir, QJsonObject &root, std::string &error) {
    const QString path = QDir(dir).filePath(QLatin1String(kExploreRunFile));
    QFile f(path);
    if (!f.exists()) {
        error = QFile::exists(QDir(dir).filePath(QStringLiteral("summary.json")))
                    ? dir.toStdString() + ": holds a complete exploration (no " + kExploreRunFile + "): nothing to resume"
                    : path.toStdString() + ": missing: " + dir.toStdString() + " is not a folder written by explore --out";
        return false;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        error = path.toStdString() + ": cannot open: " + f.errorString().toStdString();
        return false;
    }
    root = QJsonDocument::fromJson(f.read(int64_t{16} << 20)).object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("rulelab-explore-run") ||
        root.value(QStringLiteral("version")).toInt() != kExploreFormatVersion ||
        !root.value(QStringLiteral("explore")).isObject()) {
        error = path.toStdString() + ": not a RuleLab exploration record of version " + std::to_string(kExploreFormatVersion);
        return false;
    }
    return true;
}

bool needsUsage(const PreparedExplore &p) {
    for (const auto &r : p.requirements)
        if (r.metric == "usage_similarity") return true;
    return false;
}

// The race's sample and the match file, fed the same records.
class Tee final : public RecordSink {
public:
    Tee(RecordSink &a, CsvRecordWriter &b) : a_(a), b_(b) {}
    void consume(const MatchRecord &r) override {
        a_.consume(r);
        b_.consume(r);
    }
    void idle() override {
        a_.idle();
        b_.idle();
    }

private:
    RecordSink &a_;
    CsvRecordWriter &b_;
};

// The kept rows of `csvPath` into out.records: each candidate's matches 0..k-1 in order, up to the
// last complete line.
bool readKeptMatches(const QString &csvPath, const PreparedExplore &prepared, ExploreCheckpoint &out, std::string &error) {
    QFile cf(csvPath);
    if (!cf.open(QIODevice::ReadOnly)) {
        error = csvPath.toStdString() + ": cannot open: " + cf.errorString().toStdString();
        return false;
    }
    if (cf.readLine() != QByteArray(CsvRecordWriter::kHeader)) {
        error = csvPath.toStdString() + ":1: not a RuleLab matches.csv header";
        return false;
    }
    std::map<std::string, size_t> index;
    for (size_t i = 0; i < prepared.candidates.size(); ++i) index[prepared.candidates[i].reading.id] = i;
    int64_t line = 1;
    qint64 bytes = cf.pos();
    while (!cf.atEnd()) {
        QByteArray l = cf.readLine();
        if (!l.endsWith('\n')) break;  // the row being written when the exploration was killed
        ++line;
        bytes += l.size();
        l.chop(1);
        std::string id, rowError;
        MatchRecord r;
        if (!parseCsvRow(l, id, r, rowError)) {
            error = csvPath.toStdString() + ":" + std::to_string(line) + ": " + rowError;
            return false;
        }
        const auto it = index.find(id);
        if (it == index.end() || r.seed != matchSeed(prepared.spec.seed, id, static_cast<uint64_t>(r.index)) ||
            r.index != static_cast<int64_t>(out.records[it->second].size())) {
            error =
                csvPath.toStdString() + ":" + std::to_string(line) + ": not the next match of a candidate of this exploration";
            return false;
        }
        out.records[it->second].push_back(r);
    }
    out.csvFile = csvPath;
    out.csvBytes = bytes;
    out.csvRows = line - 1;
    return true;
}

}  // namespace

bool readExploreRunSpec(const QString &dir, QJsonObject &spec, std::string &error) {
    QJsonObject root;
    if (!readRunRecord(dir, root, error)) return false;
    spec = root.value(QStringLiteral("explore")).toObject();
    return true;
}

bool readExploreCheckpoint(const QString &dir, const PreparedExplore &prepared, ExploreCheckpoint &out, std::string &error) {
    QJsonObject root;
    if (!readRunRecord(dir, root, error)) return false;
    const std::string where = dir.toStdString();
    const QJsonObject spec = root.value(QStringLiteral("explore")).toObject();
    if (const std::string d = jsonFieldDifference(exploreSpecToJson(prepared.spec), spec); !d.empty()) {
        error = where + ": holds an exploration with other arguments (" + d +
                "); resume with the same arguments, or with --resume " + where + " alone";
        return false;
    }
    const std::string engine = root.value(QStringLiteral("engine")).toString().toStdString();
    if (engine != engineVersion()) {
        error = where + ": field 'engine' is '" + engine + "', but this is '" + engineVersion() +
                "': finish the exploration with the RuleLab that started it";
        return false;
    }
    if (const std::string d =
            provenanceDifference(pluginOf(prepared), pluginProvenanceFromJson(root.value(QStringLiteral("plugin")).toObject()));
        !d.empty()) {
        error = where + ": field 'plugin' differs (" + d +
                "): the kept matches were played by another build of the game's rules; finish with that build, or explore anew";
        return false;
    }
    ExploreCheckpoint c;
    c.dir = dir;
    c.spec = spec;
    c.records.assign(prepared.candidates.size(), {});
    QString csv = CsvRecordWriter::partialPath(QDir(dir).filePath(QLatin1String(kExploreMatchesFile)));
    if (!QFile::exists(csv)) csv = QDir(dir).filePath(QLatin1String(kExploreMatchesFile));
    if (QFile::exists(csv) && !readKeptMatches(csv, prepared, c, error)) return false;
    out = std::move(c);
    return true;
}

bool exploreIntoFolder(const PreparedExplore &prepared, const ExploreRunOptions &options, const QString &dir,
                       const ExploreCheckpoint *resume, ExploreResult &result, std::string &error) {
    if (!prepareOutputDir(dir, error)) return false;
    const QDir d(dir);
    const QString matchesPath = d.filePath(QLatin1String(kExploreMatchesFile));
    // The record first: from here on, whatever stops the program, --resume finds the matches.
    if (!saveAtomically(d.filePath(QLatin1String(kExploreRunFile)), QJsonDocument(runRecord(prepared)).toJson(), error))
        return false;
    auto csv = std::make_unique<CsvRecordWriter>(matchesPath);
    const bool serve = resume && !needsUsage(prepared);
    if (serve && !resume->csvFile.isEmpty()) {
        const bool sameFolder = QFileInfo(resume->dir).canonicalFilePath() == QFileInfo(dir).canonicalFilePath();
        if (!csv->openContinuing(resume->csvFile, resume->csvBytes, resume->csvRows, sameFolder, error)) return false;
    } else if (!csv->open(error)) {
        return false;
    }
    QFile::remove(matchesPath);  // an earlier cancel's file: its rows are in the partial file now, or are played again
    const ExploreMatchSource play = explore_detail::runnerMatchSource(prepared, options);
    CsvRecordWriter &writer = *csv;
    result = raceCandidates(prepared, options, [&](size_t c, int64_t first, int64_t count, RecordSink &sink) {
        int64_t done = 0;
        if (serve)
            for (const auto &kept = resume->records[c]; done < count && first + done < static_cast<int64_t>(kept.size()); ++done)
                sink.consume(kept[static_cast<size_t>(first + done)]);
        if (done == count) return done;
        writer.setReading(prepared.candidates[c].reading.id);
        Tee tee(sink, writer);
        return done + play(c, first + done, count - done, tee);
    });
    // Cancelled: every match played saved (explore-matches.csv) beside the cancelled summary.
    if (result.cancelled && !csv->commit(error)) return false;
    csv.reset();
    if (!saveExploreResult(result, dir, error)) return false;
    if (!result.cancelled) {
        QFile::remove(CsvRecordWriter::partialPath(matchesPath));
        QFile::remove(d.filePath(QLatin1String(kExploreRunFile)));
    }
    return true;
}

}  // namespace rulelab
