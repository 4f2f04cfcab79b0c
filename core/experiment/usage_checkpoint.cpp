#include "usage_checkpoint.h"

#include <QDir>
#include <QFile>
#include <QList>

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
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = path.toStdString() + ": cannot open: " + f.errorString().toStdString();
        return false;
    }
    const QList<QByteArray> lines = f.readAll().split('\n');
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

}  // namespace rulelab
