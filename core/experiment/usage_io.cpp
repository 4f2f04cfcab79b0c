#include "usage_io.h"

#include "plugin/file_access.h"

#include "results_io.h"
#include "stats/csv.h"

#include <QDir>
#include <QFile>
#include <QList>

#include <algorithm>
#include <map>

namespace rulelab {

namespace {

constexpr const char *kUsageHeader = "reading,cell,label,lifted,sown,captured,landed\n";
constexpr const char *kGroupsHeader = "reading,group,matches,cell,lifted,sown,captured,landed\n";

QByteArray field(const std::string &s) { return QByteArray::fromStdString(csvQuoted(s)); }
QByteArray num(uint64_t v) { return QByteArray::number(static_cast<qulonglong>(v)); }

// One CSV line's fields (stats/csv.h, the one reader), as bytes.
QList<QByteArray> splitLine(const QByteArray &line) {
    QList<QByteArray> out;
    for (const std::string &f : splitCsvLine(std::string_view(line.constData(), static_cast<size_t>(line.size()))))
        out << QByteArray::fromStdString(f);
    return out;
}

bool count(const QByteArray &f, uint64_t &out) {
    bool ok = false;
    out = f.toULongLong(&ok);
    return ok && !f.startsWith('-') && !f.startsWith('+');
}

// The lines of a file, without their line ends; false (and error) when it cannot be read.
bool readLines(const QString &path, QList<QByteArray> &lines, std::string &error) {
    QByteArray data;
    if (!readFileCapped(path, kResultFileCap, data, error)) return false;
    if (!data.isEmpty() && !data.endsWith('\n')) {
        error = path.toStdString() + ":" + std::to_string(data.count('\n') + 1) + ": truncated line (the file is incomplete)";
        return false;
    }
    lines = data.split('\n');
    if (!lines.isEmpty()) lines.removeLast();  // after the last line end
    for (QByteArray &l : lines)
        if (l.endsWith('\r')) l.chop(1);
    return true;
}

}  // namespace

std::vector<UsageCellLabel> usageCells(const BoardView &board) {
    std::vector<UsageCellLabel> out;
    for (const BoardCell &c : board.cells)
        if (c.id >= 0 && c.id < kMaxUsageCells) out.push_back({c.id, c.label});
    return out;
}

QByteArray usageCsv(const std::vector<ReadingUsage> &maps) {
    QByteArray out(kUsageHeader);
    for (const ReadingUsage &m : maps)
        for (const UsageCellLabel &c : m.cells) {
            out += field(m.reading) + ',' + QByteArray::number(c.id) + ',' + field(c.label);
            for (int k = 0; k < kUsageKinds; ++k) out += ',' + num(m.usage.total(static_cast<UsageKind>(k), c.id));
            out += '\n';
        }
    return out;
}

QByteArray usageGroupsCsv(const std::vector<ReadingUsage> &maps) {
    QByteArray out(kGroupsHeader);
    for (const ReadingUsage &m : maps)
        for (int g = 0; g < stats::kUsageGroups; ++g) {
            if (m.usage.groupMatches(g) == 0) continue;
            for (const UsageCellLabel &c : m.cells) {
                out += field(m.reading) + ',' + QByteArray::number(g) + ',' +
                       QByteArray::number(static_cast<qlonglong>(m.usage.groupMatches(g))) + ',' + QByteArray::number(c.id);
                for (int k = 1; k <= kUsageKinds; ++k)
                    out += ',' + num(m.usage.groupValue(g, static_cast<stats::UsageMeasure>(k), c.id));
                out += '\n';
            }
        }
    return out;
}

bool saveUsageFiles(const QString &dir, const std::vector<ReadingUsage> &maps, std::string &error) {
    return saveAtomically(QDir(dir).filePath(QLatin1String(kUsageGroupsCsvFile)), usageGroupsCsv(maps), error) &&
           saveAtomically(QDir(dir).filePath(QLatin1String(kUsageCsvFile)), usageCsv(maps), error);
}

void removeUsageFiles(const QString &dir) {
    QFile::remove(QDir(dir).filePath(QLatin1String(kUsageCsvFile)));
    QFile::remove(QDir(dir).filePath(QLatin1String(kUsageGroupsCsvFile)));
}

namespace {

// Reads the CSV file `path` (named `name` in errors), whose first line must be `header`, and
// calls `row(where, fields)` for every further line, which must have as many fields as the
// header; false with an error naming the file and line at the first line that does not fit.
template <class Row>
bool readCsvRows(const QString &path, const char *name, const char *header, Row row, std::string &error) {
    QList<QByteArray> lines;
    if (!readLines(path, lines, error)) return false;
    const std::string p = path.toStdString();
    const QByteArray head(header);
    if (lines.isEmpty() || lines.front() + '\n' != head) {
        error = p + ":1: not a RuleLab " + name + " header (" + head.chopped(1).toStdString() + ")";
        return false;
    }
    const qsizetype fields = head.count(',') + 1;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const std::string where = p + ":" + std::to_string(i + 1) + ": ";
        const QList<QByteArray> f = splitLine(lines[i]);
        if (f.size() != fields) {
            error = where + "expected " + std::to_string(fields) + " fields, found " + std::to_string(f.size());
            return false;
        }
        if (!row(where, f)) return false;
    }
    return true;
}

// The maps of usage.csv, in the order of their readings, with the totals read (to check the
// groups against): per reading, kind and cell.
struct UsageTotals {
    std::vector<ReadingUsage> maps;
    std::map<std::string, size_t> index;
    std::vector<std::map<std::pair<int, int>, uint64_t>> totals;

    bool addRow(const std::string &where, const QList<QByteArray> &f, std::string &error) {
        const std::string reading = f[0].toStdString();
        bool ok = false;
        const int cell = f[1].toInt(&ok);
        if (!ok || cell < 0 || cell >= kMaxUsageCells) {
            error = where + "field 2 (cell) is '" + f[1].toStdString() + "', not a cell id from 0 to " +
                    std::to_string(kMaxUsageCells - 1);
            return false;
        }
        auto it = index.find(reading);
        if (it == index.end()) {
            it = index.emplace(reading, maps.size()).first;
            maps.push_back(ReadingUsage{reading, {}, {}, false});
            totals.emplace_back();
        }
        ReadingUsage &m = maps[it->second];
        for (const UsageCellLabel &c : m.cells)
            if (c.id == cell) {
                error = where + "cell " + std::to_string(cell) + " of reading '" + reading + "' is given twice";
                return false;
            }
        m.cells.push_back({cell, f[2].toStdString()});
        for (int k = 0; k < kUsageKinds; ++k) {
            uint64_t n = 0;
            if (!count(f[3 + k], n)) {
                error = where + "field " + std::to_string(4 + k) + " (" + usageKindKey(static_cast<UsageKind>(k)) + ") is '" +
                        f[3 + k].toStdString() + "', not a whole number of at least 0";
                return false;
            }
            totals[it->second][{k, cell}] = n;
        }
        return true;
    }

    // One line of usage_groups.csv into its reading's map; `groupMatches` keeps each group's count.
    bool addGroupRow(const std::string &where, const QList<QByteArray> &f, std::vector<std::map<int, int64_t>> &groupMatches,
                     std::string &error) {
        const auto it = index.find(f[0].toStdString());
        if (it == index.end()) {
            error = where + "reading '" + f[0].toStdString() + "' is not in usage.csv";
            return false;
        }
        bool okG = false, okC = false;
        const int g = f[1].toInt(&okG), cell = f[3].toInt(&okC);
        uint64_t matches = 0;
        if (!okG || g < 0 || g >= stats::kUsageGroups || !count(f[2], matches) || !okC) {
            error = where + "group, matches or cell is not a whole number in range";
            return false;
        }
        ReadingUsage &m = maps[it->second];
        bool known = false;
        for (const UsageCellLabel &c : m.cells) known = known || c.id == cell;
        if (!known) {
            error = where + "cell " + std::to_string(cell) + " is not a cell of reading '" + m.reading + "' in usage.csv";
            return false;
        }
        auto [gm, fresh] = groupMatches[it->second].emplace(g, static_cast<int64_t>(matches));
        if (!fresh && gm->second != static_cast<int64_t>(matches)) {
            error = where + "group " + std::to_string(g) + " of reading '" + m.reading + "' has two match counts";
            return false;
        }
        for (int k = 0; k < kUsageKinds; ++k) {
            uint64_t n = 0;
            if (!count(f[4 + k], n)) {
                error = where + "field " + std::to_string(5 + k) + " is '" + f[4 + k].toStdString() +
                        "', not a whole number of at least 0";
                return false;
            }
            m.usage.addCounts(g, static_cast<UsageKind>(k), cell, n);
        }
        return true;
    }
};

}  // namespace

bool readUsageFiles(const QString &dir, std::vector<ReadingUsage> &out, bool &found, std::string &error) {
    const QString usagePath = QDir(dir).filePath(QLatin1String(kUsageCsvFile));
    const QString groupsPath = QDir(dir).filePath(QLatin1String(kUsageGroupsCsvFile));
    found = QFile::exists(usagePath);
    out.clear();
    if (!found) return true;
    UsageTotals u;
    auto usageRow = [&](const std::string &where, const QList<QByteArray> &f) { return u.addRow(where, f, error); };
    if (!readCsvRows(usagePath, kUsageCsvFile, kUsageHeader, usageRow, error)) return false;
    std::vector<ReadingUsage> &maps = u.maps;
    if (!QFile::exists(groupsPath)) {
        // Totals only: the map can be drawn, but has no interval and cannot be merged or resumed.
        for (size_t r = 0; r < maps.size(); ++r)
            for (const auto &[kc, n] : u.totals[r]) maps[r].usage.addCounts(-1, static_cast<UsageKind>(kc.first), kc.second, n);
        out = std::move(maps);
        return true;
    }
    std::vector<std::map<int, int64_t>> groupMatches(maps.size());
    auto groupRow = [&](const std::string &where, const QList<QByteArray> &f) {
        return u.addGroupRow(where, f, groupMatches, error);
    };
    if (!readCsvRows(groupsPath, kUsageGroupsCsvFile, kGroupsHeader, groupRow, error)) return false;
    for (size_t r = 0; r < maps.size(); ++r) {
        maps[r].grouped = true;
        for (const auto &[g, n] : groupMatches[r]) maps[r].usage.addMatches(g, n);
        for (const auto &[kc, n] : u.totals[r])
            if (maps[r].usage.total(static_cast<UsageKind>(kc.first), kc.second) != n) {
                error = groupsPath.toStdString() + ": reading '" + maps[r].reading +
                        "': its groups do not add up to usage.csv (" + usageKindKey(static_cast<UsageKind>(kc.first)) +
                        " at cell " + std::to_string(kc.second) + ")";
                return false;
            }
    }
    out = std::move(maps);
    return true;
}

bool usageComplete(const std::vector<ReadingResult> &readings) { return usageMissing(readings) == 0; }

int64_t usageMissing(const std::vector<ReadingResult> &readings) {
    int64_t missing = 0;
    for (const ReadingResult &r : readings) missing += std::max<int64_t>(0, r.stats.matches - r.stats.usage.matches());
    return missing;
}

std::vector<ReadingUsage> usageMaps(const std::vector<ReadingResult> &readings, const std::vector<PreparedReading> &prepared) {
    std::vector<ReadingUsage> out;
    for (const ReadingResult &r : readings) {
        ReadingUsage m;
        m.reading = r.reading;
        m.usage = r.stats.usage;
        for (const PreparedReading &p : prepared)
            if (p.reading.id == r.reading && p.game) {
                m.cells = usageCells(p.game->newInitialState()->boardView());
                break;
            }
        out.push_back(std::move(m));
    }
    return out;
}

}  // namespace rulelab
