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

#include <limits>
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

// Reads a match file's rows one by one, from after its header up to `end` bytes: each row's
// candidate (its index in `index`, or -1) and record.
class RowReader {
public:
    RowReader(const QString &path, const std::map<std::string, size_t> &index) : file_(path), index_(index) {}
    bool open(qint64 end, std::string &error) {
        end_ = end;
        if (!file_.open(QIODevice::ReadOnly)) {
            error = file_.fileName().toStdString() + ": cannot open: " + file_.errorString().toStdString();
            return false;
        }
        if (file_.readLine() != QByteArray(CsvRecordWriter::kHeader)) {
            error = file_.fileName().toStdString() + ":1: not a RuleLab matches.csv header";
            return false;
        }
        return true;
    }
    // The next complete row before `end`; false at the end (or at a torn last row).
    bool next(long &candidate, MatchRecord &r, std::string &error) {
        if (file_.pos() >= end_) return false;
        QByteArray l = file_.readLine();
        if (!l.endsWith('\n')) return false;  // the row being written when the exploration was killed
        ++line_;
        l.chop(1);
        std::string id, rowError;
        if (!parseCsvRow(l, id, r, rowError)) {
            error = file_.fileName().toStdString() + ":" + std::to_string(line_) + ": " + rowError;
            return false;
        }
        const auto it = index_.find(id);
        candidate = it == index_.end() ? -1 : static_cast<long>(it->second);
        return true;
    }
    qint64 pos() const { return file_.pos(); }
    int64_t line() const { return line_; }

private:
    QFile file_;
    const std::map<std::string, size_t> &index_;
    qint64 end_ = 0;
    int64_t line_ = 1;
};

std::map<std::string, size_t> candidateIndex(const PreparedExplore &p) {
    std::map<std::string, size_t> index;
    for (size_t i = 0; i < p.candidates.size(); ++i) index[p.candidates[i].reading.id] = i;
    return index;
}

// Checks the rows of `csvPath` up to the last complete one (each the next match of a candidate of
// this exploration, with its match's seed) and counts each candidate's.
bool countKeptMatches(const QString &csvPath, const PreparedExplore &prepared, ExploreCheckpoint &out, std::string &error) {
    const std::map<std::string, size_t> index = candidateIndex(prepared);
    RowReader rows(csvPath, index);
    if (!rows.open(std::numeric_limits<qint64>::max(), error)) return false;
    long c = -1;
    MatchRecord r;
    qint64 bytes = rows.pos();
    while (rows.next(c, r, error)) {
        const std::string &id = c >= 0 ? prepared.candidates[static_cast<size_t>(c)].reading.id : std::string();
        if (c < 0 || r.seed != matchSeed(prepared.spec.seed, id, static_cast<uint64_t>(r.index)) ||
            r.index != out.kept[static_cast<size_t>(c)]) {
            error = csvPath.toStdString() + ":" + std::to_string(rows.line()) +
                    ": not the next match of a candidate of this exploration";
            return false;
        }
        ++out.kept[static_cast<size_t>(c)];
        bytes = rows.pos();
    }
    if (!error.empty()) return false;
    out.csvFile = csvPath;
    out.csvBytes = bytes;
    out.csvRows = rows.line() - 1;
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
    c.kept.assign(prepared.candidates.size(), 0);
    QString csv = CsvRecordWriter::partialPath(QDir(dir).filePath(QLatin1String(kExploreMatchesFile)));
    if (!QFile::exists(csv)) csv = QDir(dir).filePath(QLatin1String(kExploreMatchesFile));
    if (QFile::exists(csv) && !countKeptMatches(csv, prepared, c, error)) return false;
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
    // The kept rows, read again in the order the race asks for them (the order it asked the first
    // time, in which they were written); a row not asked for next (never, unless the file was
    // reordered) ends the serving, and the rest is played.
    const std::map<std::string, size_t> index = candidateIndex(prepared);
    RowReader kept(CsvRecordWriter::partialPath(matchesPath), index);
    bool pending = false;
    long pendingCandidate = -1;
    MatchRecord row;
    std::string readError;
    auto advance = [&] { pending = kept.next(pendingCandidate, row, readError); };
    if (serve && resume->csvRows > 0) {
        if (!kept.open(resume->csvBytes, error)) return false;
        advance();
    }
    const ExploreMatchSource play = explore_detail::runnerMatchSource(prepared, options);
    CsvRecordWriter &writer = *csv;
    result = raceCandidates(prepared, options, [&](size_t c, int64_t first, int64_t count, RecordSink &sink) {
        int64_t done = 0;
        for (; done < count && pending && pendingCandidate == static_cast<long>(c) && row.index == first + done; ++done) {
            sink.consume(row);
            advance();
        }
        if (done == count) return done;
        pending = false;  // from here on every match is played and appended
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
