// The parts of verify beyond a run re-run whole (verify_internal.h): an exploration re-run from
// its bundled spec and evidence, slices of one run's matches compared row by row, and the figures
// drawn again from a re-run.
#include "verify_internal.h"

#include "experiment/experiment.h"
#include "experiment/explore.h"
#include "experiment/explore_resume.h"
#include "experiment/results_io.h"
#include "experiment/session.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "stats/csv.h"
#include "zip_archive.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <algorithm>
#include <set>

namespace rulelab {

using namespace verify_detail;

namespace {

// The first two fields of a matches.csv row (reading, match): the row's key.
QByteArray rowKey(const QByteArray &row) {
    const std::vector<std::string> f = splitCsvLine(std::string_view(row.constData(), static_cast<size_t>(row.size())));
    return QByteArray::fromStdString(f.empty() ? std::string() : f[0] + ',' + (f.size() > 1 ? f[1] : std::string()));
}

QByteArray chomp(QByteArray line) {
    while (line.endsWith('\n') || line.endsWith('\r')) line.chop(1);
    return line;
}

bool isFigureOf(const QString &path, const QString &name) {
    const QString prefix = QStringLiteral("figures/") + name + QLatin1Char('-');
    return path.startsWith(prefix) && !path.mid(prefix.size()).contains(QLatin1Char('-'));
}

// The rows of `produced` (key -> row) against the bundled matches.csv at `path`, read a line at a
// time: the first row that differs or is absent, or "" when every one is the bundle's.
QString compareRows(const QString &path, const QByteArray &header, const std::map<QByteArray, QByteArray> &produced) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return PublishText::tr("cannot be read: %1").arg(f.errorString());
    const QByteArray bundledHeader = chomp(f.readLine());
    if (bundledHeader != header) return rowDifference(bundledHeader, 1, header, bundledHeader);
    std::set<QByteArray> seen;
    for (qint64 line = 2; !f.atEnd(); ++line) {
        const QByteArray row = chomp(f.readLine());
        QByteArray key = rowKey(row);
        const auto it = produced.find(key);
        if (it == produced.end()) continue;
        if (it->second != row) return rowDifference(header, line, it->second, row);
        seen.insert(std::move(key));
    }
    for (const auto &[key, row] : produced)
        if (!seen.count(key))
            return PublishText::tr("the re-run's row '%1' (reading, match) is not in the bundle").arg(QString::fromUtf8(key));
    return QString();
}

}  // namespace

bool Verifier::rerunExplore(const QJsonObject &summary, const QJsonObject &unit, const QString &outDir, QString &why) {
    ExploreSpec spec;
    std::string error;
    if (!parseExploreSpec(summary.value(QStringLiteral("explore")).toObject(), "summary.json", spec, error)) {
        why = q(error);
        return false;
    }
    if (!installed(QString::fromStdString(spec.game), pluginProvenanceFromJson(summary.value(QStringLiteral("plugin")).toObject()),
                   why))
        return false;
    // The base reading file and the evidence are read from the bundle, named as the spec names them.
    std::map<std::string, std::string> copies;
    for (const char *key : {"reading_files", "evidence_files"}) {
        const QJsonObject files = unit.value(QLatin1String(key)).toObject();
        for (auto it = files.begin(); it != files.end(); ++it)
            if (safeEntryName(it.value().toString()))
                copies[it.key().toStdString()] = QDir(root).filePath(it.value().toString()).toStdString();
    }
    PreparedExplore prepared;
    InputError kind;
    if (!prepareExploreFromCopies(reg, spec, copies, prepared, error, kind)) {
        why = q(error);
        return false;
    }
    ExploreRunOptions ro;
    ro.threads = o.threads;
    ro.cancel = o.cancel;
    ExploreResult result;
    if (!exploreIntoFolder(prepared, ro, outDir, nullptr, result, error)) {
        why = PublishText::tr("the re-run failed: %1").arg(q(error));
        return false;
    }
    if (result.cancelled) why = PublishText::tr("cancelled");
    return !result.cancelled;
}

// Slices j of kVerifySlices of the folder's matches are shards j of kVerifySlices of it: of a
// shard K of N, shards K * kVerifySlices + j of N * kVerifySlices, whose ranges make up K's exactly.
void Verifier::rerunSlices(const QJsonObject &summary, const Experiment &e, const std::vector<PreparedReading> &prepared,
                           const QJsonObject &unit, const QString &workDir, int slices) {
    const QString folder = unit.value(QStringLiteral("folder")).toString();
    const QString name = unit.value(QStringLiteral("name")).toString();
    const QJsonObject shard = summary.value(QStringLiteral("shard")).toObject();
    const int k = shard.value(QStringLiteral("index")).toInt(0), n = std::max(1, shard.value(QStringLiteral("count")).toInt(1));
    std::vector<size_t> chosen = seededChoice(kVerifySlices, static_cast<size_t>(slices), o.seed);
    std::sort(chosen.begin(), chosen.end());
    std::map<QByteArray, QByteArray> rows;
    QByteArray header;
    QStringList ranges, numbers;
    for (const size_t j : chosen) {
        SessionOptions so;
        so.threads = o.threads;
        so.cancel = o.cancel;
        so.shardIndex = k * kVerifySlices + static_cast<int>(j);
        so.shardCount = n * kVerifySlices;
        so.outDir = QDir(workDir).filePath(QStringLiteral("%1-slice-%2").arg(name).arg(j + 1));
        const SessionResult s = runSession(e, prepared, so);
        if (!s.ok || s.result.cancelled)
            return setVerdict(folder, BundleVerdict::NotCheckable,
                              s.ok ? PublishText::tr("cancelled") : PublishText::tr("the re-run failed: %1").arg(q(s.error)));
        const QList<QByteArray> lines = readAll(QDir(so.outDir).filePath(QStringLiteral("matches.csv"))).split('\n');
        header = chomp(lines.value(0));
        for (qsizetype i = 1; i < lines.size(); ++i)
            if (const QByteArray row = chomp(lines[i]); !row.isEmpty()) rows[rowKey(row)] = row;
        const auto [first, count] = shardRange(e.matches, so.shardIndex, so.shardCount);
        if (count > 0) ranges << QStringLiteral("%1-%2").arg(first).arg(first + count - 1);
        numbers << QString::number(j + 1);
    }
    const QString part = PublishText::tr("matches %1 of each reading (slices %2 of %3)")
                             .arg(ranges.join(QStringLiteral(", ")), numbers.join(QStringLiteral(", ")))
                             .arg(kVerifySlices);
    report.partial << QStringLiteral("%1: %2").arg(folder, part);
    const QString csv = folder + QStringLiteral("/matches.csv");
    if (BundleFileCheck *c = check(csv))
        settle(*c, compareRows(QDir(root).filePath(csv), header, rows),
               PublishText::tr("its rows of %1 reproduced (%2 rows); the other rows are checked against the crate's SHA-256 only")
                   .arg(part)
                   .arg(rows.size()));
    for (auto &[path, i] : index) {
        BundleFileCheck &c = report.files[i];
        if (!path.startsWith(folder + QLatin1Char('/')) || c.verdict != BundleVerdict::Intact) continue;
        if (path.endsWith(QStringLiteral("/timing.json")))
            c = {path, BundleVerdict::NotCheckable, PublishText::tr("run times depend on the machine")};
        else c.detail = PublishText::tr("not re-run: the sample re-ran part of the matches");
    }
    compareMethods(name);
    leaveFigures(name, PublishText::tr("not re-drawn: the sample re-ran part of the matches"));
}

void Verifier::compareFigures(const QString &name, const QString &producedDir, const QString &workDir) {
    if (!o.figures) {
        if (!figuresNoted)
            report.notes << PublishText::tr(
                "The figures were not re-drawn: this RuleLab was built without figures "
                "(RULELAB_BUILD_CHARTS=OFF); they are checked against the crate's SHA-256 only.");
        figuresNoted = true;
        return leaveFigures(name, PublishText::tr("not re-drawn: this RuleLab was built without figures"));
    }
    const QString dir = QDir(workDir).filePath(QStringLiteral("figures-") + name);
    QStringList written;
    QString error;
    if (!QDir().mkpath(dir) || !o.figures(producedDir, dir, name, written, error))
        return leaveFigures(name, PublishText::tr("not re-drawn: %1").arg(error));
    for (auto &[path, i] : index) {
        if (!isFigureOf(path, name) || !path.endsWith(QStringLiteral(".csv"))) continue;
        const QString file = path.mid(QStringLiteral("figures/").size());
        settle(report.files[i], written.contains(file)
                                    ? firstDifference(file, readAll(QDir(dir).filePath(file)), readAll(QDir(root).filePath(path)))
                                    : PublishText::tr("the figures drawn from the re-run have none of this kind"));
    }
    leaveFigures(name, PublishText::tr("an image: the numbers it draws (its .csv) are compared"));
}

void Verifier::leaveFigures(const QString &name, const QString &why) {
    for (auto &[path, i] : index) {
        BundleFileCheck &c = report.files[i];
        if (isFigureOf(path, name) && c.verdict == BundleVerdict::Intact && c.detail.isEmpty()) c.detail = why;
    }
}

}  // namespace rulelab
