// Checkpoints of a run's match file (CsvRecordWriter, results_io.h): continuing an earlier
// run's file, checkpoints by time, and the usage checkpoint (run_checkpoint.h).
#include "run_checkpoint.h"

#include "plugin/file_access.h"

#include "results_io.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace rulelab {

// rulelab-usage-checkpoint 1
// rows N
// bytes B
// reading ID          (then, for each group that holds matches:)
// group G MATCHES     (then its counts that are not 0:)
// KIND CELL N
// end
QByteArray usageCheckpointText(int64_t rows, int64_t bytes,
                               const std::vector<std::pair<std::string, stats::UsageStats>> &readings) {
    QByteArray out = "rulelab-usage-checkpoint 1\nrows " + QByteArray::number(static_cast<qint64>(rows)) + "\nbytes " +
                     QByteArray::number(static_cast<qint64>(bytes)) + '\n';
    for (const auto &[id, usage] : readings) {
        out += "reading " + QByteArray::fromStdString(id) + '\n';
        for (int g = 0; g < stats::kUsageGroups; ++g) {
            if (usage.groupMatches(g) == 0) continue;
            out += "group " + QByteArray::number(g) + ' ' + QByteArray::number(static_cast<qint64>(usage.groupMatches(g))) + '\n';
            for (int k = 0; k < kUsageKinds; ++k)
                for (int c = 0; c < kMaxUsageCells; ++c)
                    if (const uint64_t n = usage.groupValue(g, static_cast<stats::UsageMeasure>(k + 1), c))
                        out += QByteArray::number(k) + ' ' + QByteArray::number(c) + ' ' +
                               QByteArray::number(static_cast<qulonglong>(n)) + '\n';
        }
    }
    out += "end\n";
    return out;
}

bool readUsageCheckpoint(const QString &dir, UsageCheckpoint &out, bool &found, std::string &error) {
    const QString path = QDir(dir).filePath(QLatin1String(kUsageCheckpointFile));
    found = QFile::exists(path);
    if (!found) return true;
    QByteArray data;
    if (!readFileCapped(path, kResultFileCap, data, error)) return false;
    const QList<QByteArray> lines = data.split('\n');
    UsageCheckpoint c;
    bool ended = false, okRows = false, okBytes = false;
    int group = -1;
    for (qsizetype i = 0; i < lines.size() && !ended; ++i) {
        const QByteArray &l = lines[i];
        const QList<QByteArray> w = l.split(' ');
        bool ok = true;
        if (i == 0) ok = l == "rulelab-usage-checkpoint 1";
        else if (l.startsWith("rows ")) c.rows = l.mid(5).toLongLong(&okRows);
        else if (l.startsWith("bytes ")) c.bytes = l.mid(6).toLongLong(&okBytes);
        else if (l.startsWith("reading ")) {
            c.readings.emplace_back(l.mid(8).toStdString(), stats::UsageStats{});
            group = -1;
        } else if (l.startsWith("group ") && w.size() == 3 && !c.readings.empty()) {
            bool okG = false, okM = false;
            group = w[1].toInt(&okG);
            const qint64 m = w[2].toLongLong(&okM);
            ok = okG && okM && group >= 0 && group < stats::kUsageGroups && m > 0;
            if (ok) c.readings.back().second.addMatches(group, m);
        } else if (l == "end") {
            ended = true;
        } else if (w.size() == 3 && group >= 0) {
            bool okK = false, okC = false, okN = false;
            const int k = w[0].toInt(&okK), cell = w[1].toInt(&okC);
            const qulonglong n = w[2].toULongLong(&okN);
            ok = okK && okC && okN && k >= 0 && k < kUsageKinds && cell >= 0 && cell < kMaxUsageCells;
            if (ok) c.readings.back().second.addCounts(group, static_cast<UsageKind>(k), cell, n);
        } else {
            ok = false;
        }
        if (!ok) {
            error = path.toStdString() + ":" + std::to_string(i + 1) + ": not a line of a RuleLab usage checkpoint";
            return false;
        }
    }
    if (!ended || !okRows || !okBytes || c.rows < 0 || c.bytes < 0) {
        error = path.toStdString() + ": incomplete usage checkpoint";
        return false;
    }
    out = std::move(c);
    return true;
}

bool CsvRecordWriter::openContinuing(const QString &source, qint64 bytes, int64_t rows, bool move, std::string &error) {
    const std::string own = file_.fileName().toStdString();
    rows_ = checkpointedRows_ = rows;
    bytes_ = bytes;
    // The checkpoint of the kept rows first: whatever stops the program from here on, the folder
    // resumes with them and their usage.
    if (!usagePath_.isEmpty() && usageComplete_ && !saveUsageCheckpoint()) {
        error = usagePath_.toStdString() + ": cannot save: " + writeError_.toStdString();
        return false;
    }
    if (!usagePath_.isEmpty() && !usageComplete_) QFile::remove(usagePath_);  // an earlier one covers other rows
    const bool inPlace = QFileInfo(source).absoluteFilePath() == QFileInfo(file_.fileName()).absoluteFilePath();
    if (!inPlace && move &&
        ::rename(QFile::encodeName(source).constData(), QFile::encodeName(file_.fileName()).constData()) != 0) {
        error = source.toStdString() + ": cannot rename to " + own + ": " + std::strerror(errno);
        return false;
    }
    if (inPlace || move) {
        if (!file_.open(QIODevice::ReadWrite)) {
            error = own + ": cannot write: " + file_.errorString().toStdString();
            return false;
        }
        // Hash the kept rows, then drop anything after them (a torn row, rows after the checkpoint).
        for (qint64 left = bytes; left > 0;) {
            const QByteArray chunk = file_.read(std::min<qint64>(left, 1 << 20));
            if (chunk.isEmpty()) {
                error = own + ": holds fewer bytes than its rows";
                return false;
            }
            hash_.addData(chunk);
            left -= chunk.size();
        }
        if (!file_.resize(bytes) || !file_.seek(bytes)) {
            error = own + ": cannot write: " + file_.errorString().toStdString();
            return false;
        }
    } else {
        QFile in(source);
        if (!checkRegularFile(source, error)) return false;  // copied as a stream: no cap
        if (!in.open(QIODevice::ReadOnly)) {
            error = source.toStdString() + ": cannot open: " + in.errorString().toStdString();
            return false;
        }
        if (!file_.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            error = own + ": cannot write: " + file_.errorString().toStdString();
            return false;
        }
        for (qint64 left = bytes; left > 0;) {
            buffer_ = in.read(std::min<qint64>(left, 1 << 20));
            if (buffer_.isEmpty()) {
                error = source.toStdString() + ": holds fewer bytes than its rows";
                return false;
            }
            left -= buffer_.size();
            bytes_ -= buffer_.size();  // flush() counts them again
            if (!flush(false)) break;
        }
    }
    if (!flush(true)) {
        error = own + ": cannot save: " + writeError_.toStdString();
        return false;
    }
    return true;
}

size_t CsvRecordWriter::usageSlot(const std::string &readingId) {
    const auto [it, fresh] = usageIndex_.emplace(readingId, usage_.size());
    if (fresh) usage_.emplace_back(readingId, stats::UsageStats{});
    return it->second;
}

void CsvRecordWriter::seedUsage(const std::string &readingId, const stats::UsageStats &usage) {
    usage_[usageSlot(readingId)].second = usage;
}

void CsvRecordWriter::setReading(const std::string &readingId) {
    reading_ = QByteArray::fromStdString(readingId);
    if (!usagePath_.isEmpty()) current_ = usageSlot(readingId);
}

void CsvRecordWriter::idle() {
    if (!failed_ && rows_ != checkpointedRows_ && std::chrono::steady_clock::now() - lastCheckpoint_ >= checkpointEvery_)
        checkpoint();
}

// The rows to the disk, then the usage maps of exactly those rows. A checkpoint costs at most a
// twentieth of the run: when saving the maps takes long (a sweep of many cells), they are saved
// less often than once a second.
void CsvRecordWriter::checkpoint() {
    const auto start = std::chrono::steady_clock::now();
    if (!flush(true)) return;
    checkpointedRows_ = rows_;
    if (checkpointHook_) checkpointHook_(rows_);
    if (usagePath_.isEmpty() || !usageComplete_) return;
    if (!saveUsageCheckpoint()) {
        usageComplete_ = false;  // a resume replays the kept matches instead
        QFile::remove(usagePath_);
        return;
    }
    const auto now = std::chrono::steady_clock::now();
    lastCheckpoint_ = now;
    checkpointEvery_ = std::max<std::chrono::steady_clock::duration>(std::chrono::seconds(1), 20 * (now - start));
}

bool CsvRecordWriter::saveUsageCheckpoint() {
    std::string error;
    if (saveAtomically(usagePath_, usageCheckpointText(rows_, bytes_, usage_), error)) return true;
    writeError_ = QString::fromStdString(error);
    return false;
}

}  // namespace rulelab
