#include "bundle_verify.h"

#include "crate.h"
#include "verify_internal.h"
#include "experiment/experiment.h"
#include "experiment/experiment_runner.h"
#include "experiment/integrity.h"
#include "experiment/part_status.h"
#include "experiment/prepared_reading.h"
#include "experiment/results_io.h"
#include "experiment/session.h"
#include "plugin/file_access.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "sources/methods.h"
#include "stats/csv.h"
#include "zip_archive.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <map>
#include <random>

namespace rulelab {
namespace verify_detail {

static QStringList csvFields(const QByteArray &line) {
    QStringList out;
    for (const std::string &f : splitCsvLine(std::string_view(line.constData(), static_cast<size_t>(line.size()))))
        out << QString::fromStdString(f);
    return out;
}

QString rowDifference(const QByteArray &header, qint64 line, const QByteArray &produced, const QByteArray &bundled) {
    const QStringList fa = csvFields(produced), fb = csvFields(bundled), head = csvFields(header);
    qsizetype f = 0;
    while (f < fa.size() && f < fb.size() && fa[f] == fb[f]) ++f;
    return PublishText::tr("line %1, field '%2' (column %3): '%4' re-run, '%5' in the bundle")
        .arg(line)
        .arg(head.value(f))
        .arg(f + 1)
        .arg(fa.value(f), fb.value(f));
}

std::vector<size_t> seededChoice(size_t n, size_t k, uint64_t seed) {
    // A seeded Fisher-Yates shuffle: the same choice for the same seed everywhere.
    std::vector<size_t> order(n);
    for (size_t i = 0; i < n; ++i) order[i] = i;
    std::mt19937_64 rng(seed);
    for (size_t i = n > 0 ? n - 1 : 0; i > 0; --i) std::swap(order[i], order[rng() % (i + 1)]);
    order.resize(std::min(n, k));
    return order;
}

QByteArray readAll(const QString &path) {
    QByteArray bytes;
    std::string ignored;
    readFileCapped(path, kResultFileCap, bytes, ignored);
    return bytes;
}

}  // namespace verify_detail

using namespace verify_detail;

namespace {

bool isFileEntity(const QJsonObject &o) {
    const QJsonValue t = o.value(QStringLiteral("@type"));
    return t.toString() == QLatin1String("File") || t.toArray().contains(QStringLiteral("File"));
}

}  // namespace

void Verifier::checkListed(const QJsonObject &crate) {
    for (const QJsonValue &v : crate.value(QStringLiteral("@graph")).toArray()) {
        const QJsonObject o = v.toObject();
        if (!isFileEntity(o)) continue;
        BundleFileCheck c{o.value(QStringLiteral("@id")).toString(), BundleVerdict::Intact, QString()};
        const QString path = QDir(root).filePath(c.path);
        QString sha;
        std::string error;
        if (!safeEntryName(c.path) || !QFileInfo(path).isFile()) {
            c.verdict = BundleVerdict::Missing;
            c.detail = PublishText::tr("listed in %1, not in the bundle").arg(QLatin1String(kCrateMetadataName));
        } else if (!fileSha256(path, sha, error)) {
            c.verdict = BundleVerdict::Missing;
            c.detail = q(error);
        } else if (sha != o.value(QStringLiteral("sha256")).toString()) {
            c.verdict = BundleVerdict::Edited;
            c.detail = PublishText::tr("its SHA-256 is %1, %2 lists %3")
                           .arg(sha, QLatin1String(kCrateMetadataName), o.value(QStringLiteral("sha256")).toString());
        }
        index[c.path] = report.files.size();
        report.files.push_back(c);
    }
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    QStringList unlisted;
    while (it.hasNext()) {
        const QString rel = QDir(root).relativeFilePath(it.next());
        if (rel != QLatin1String(kCrateMetadataName) && !index.count(rel)) unlisted << rel;
    }
    unlisted.sort();
    for (const QString &rel : unlisted)
        report.files.push_back(
            {rel, BundleVerdict::Unlisted, PublishText::tr("not listed in %1").arg(QLatin1String(kCrateMetadataName))});
}

BundleFileCheck *Verifier::check(const QString &path) {
    const auto it = index.find(path);
    return it == index.end() ? nullptr : &report.files[it->second];
}

void Verifier::settle(BundleFileCheck &c, const QString &difference, const QString &sameDetail) {
    if (c.verdict != BundleVerdict::Intact) {
        if (!difference.isEmpty() && c.verdict == BundleVerdict::Edited)
            c.detail += QStringLiteral("; ") + PublishText::tr("the re-run differs: %1").arg(difference);
        return;
    }
    c.verdict = difference.isEmpty() ? BundleVerdict::Reproduced : BundleVerdict::Differing;
    c.detail = difference.isEmpty() ? sameDetail : difference;
}

// Every listed file of `folder` that is still only intact gets `v` (an edited one keeps its verdict
// and gains the detail).
void Verifier::setVerdict(const QString &folder, BundleVerdict v, const QString &detail) {
    for (auto &[path, i] : index) {
        if (!path.startsWith(folder + QLatin1Char('/'))) continue;
        BundleFileCheck &c = report.files[i];
        if (c.verdict == BundleVerdict::Intact) {
            c.verdict = v;
            c.detail = detail;
        }
    }
}

bool Verifier::installed(const QString &game, const PluginProvenance &wanted, QString &why) {
    const LoadedGame *lg = reg.find(game.toStdString());
    if (!lg) {
        why = PublishText::tr("the game '%1' is not installed: plugin %2 (version %3, SHA-256 %4)")
                  .arg(game, q(wanted.file), q(wanted.version), q(wanted.sha256));
        return false;
    }
    if (const std::string d = provenanceDifference(lg->provenance, wanted); !d.empty()) {
        why = PublishText::tr(
                  "the installed build of '%1' is not the one that wrote these results (%2): plugin %3 with SHA-256 %4 is "
                  "needed")
                  .arg(game, q(d), q(wanted.file), q(wanted.sha256));
        return false;
    }
    return true;
}

bool Verifier::runnable(const QJsonObject &summary, const QJsonObject &unit, Experiment &e,
                        std::vector<PreparedReading> &prepared, QString &why) {
    const QJsonObject experiment = summary.value(QStringLiteral("experiment")).toObject();
    if (experiment.isEmpty() || summary.value(QStringLiteral("format")).toString() != QLatin1String("rulelab-summary")) {
        why = PublishText::tr(
            "not the results of a run or an exploration (verify re-runs runs, comparisons, sweeps, merges and "
            "explorations)");
        return false;
    }
    const PluginProvenance wanted = pluginProvenanceFromJson(summary.value(QStringLiteral("plugin")).toObject());
    if (!installed(experiment.value(QStringLiteral("game")).toString(), wanted, why)) return false;
    std::string error;
    InputError kind;
    if (!parseExperiment(QJsonDocument(experiment).toJson(), "summary.json", e, error) ||
        (!e.sweepBase.empty() && e.readings.empty() && !expandSweep(reg, e, error))) {
        why = q(error);
        return false;
    }
    if (!e.sweepBase.empty()) orderSweepOptions(reg, e);
    // The reading files are read from the bundle; the summary keeps naming them as they were named.
    Experiment local = e;
    const QJsonObject files = unit.value(QStringLiteral("reading_files")).toObject();
    for (ReadingRef &r : local.readings)
        if (files.contains(q(r.spec)))
            r.spec = QDir(root).filePath(files.value(q(r.spec)).toString()).toStdString();
    if (!prepareExperiment(reg, local, prepared, error, kind)) {
        why = q(error);
        return false;
    }
    return true;
}

void Verifier::compare(const QString &folder, const QString &producedDir) {
    for (auto &[path, i] : index) {
        if (!path.startsWith(folder + QLatin1Char('/'))) continue;
        BundleFileCheck &c = report.files[i];
        const QString name = path.mid(folder.size() + 1);
        if (name == QLatin1String("timing.json")) {
            if (c.verdict == BundleVerdict::Intact)
                c = {path, BundleVerdict::NotCheckable, PublishText::tr("run times depend on the machine")};
            continue;
        }
        const QString produced = QDir(producedDir).filePath(name);
        settle(c, QFileInfo(produced).isFile() ? firstDifference(name, readAll(produced), readAll(QDir(root).filePath(path)))
                                               : PublishText::tr("the re-run did not write it"));
    }
}

void Verifier::rerun(const QJsonObject &unit, const QString &workDir, int slices) {
    const QString folder = unit.value(QStringLiteral("folder")).toString();
    const QString name = unit.value(QStringLiteral("name")).toString();
    const QString outDir = QDir(workDir).filePath(name);
    QJsonObject summary;
    std::string error;
    if (!safeEntryName(folder) ||
        !readJsonObjectFile(QDir(root).filePath(folder + QStringLiteral("/summary.json")), kResultFileCap, summary, error)) {
        setVerdict(folder, BundleVerdict::NotCheckable, q(error));
        return;
    }
    QString why;
    if (summary.value(QStringLiteral("format")).toString() == QLatin1String("rulelab-explore-result")) {
        if (slices > 0)
            report.notes
                << PublishText::tr("%1 is an exploration: re-run whole (its racing cannot be re-run in part)").arg(folder);
        if (!rerunExplore(summary, unit, outDir, why)) return setVerdict(folder, BundleVerdict::NotCheckable, why);
        compare(folder, outDir);
        compareMethods(name);
        return compareFigures(name, outDir, workDir);
    }
    Experiment e;
    std::vector<PreparedReading> prepared;
    if (!runnable(summary, unit, e, prepared, why)) return setVerdict(folder, BundleVerdict::NotCheckable, why);
    if (slices > 0 && !e.precision.empty())
        report.notes << PublishText::tr(
                            "%1 ran to a precision: re-run whole (where each reading stops depends on all its matches)")
                            .arg(folder);
    else if (slices > 0)
        return rerunSlices(summary, e, prepared, unit, workDir, slices);
    SessionOptions so;
    so.threads = o.threads;
    so.cancel = o.cancel;
    const QJsonObject shard = summary.value(QStringLiteral("shard")).toObject();
    if (!shard.isEmpty()) {
        so.shardIndex = shard.value(QStringLiteral("index")).toInt();
        so.shardCount = shard.value(QStringLiteral("count")).toInt(1);
    }
    for (const QString &m : summary.value(QStringLiteral("effects")).toObject().keys()) so.sweepMetrics.push_back(m.toStdString());
    so.sweepMetrics = sweepMetricsOf(e, so.sweepMetrics);
    so.outDir = outDir;
    const SessionResult s = runSession(e, prepared, so);
    if (!s.ok || s.result.cancelled)
        return setVerdict(folder, BundleVerdict::NotCheckable,
                          s.ok ? PublishText::tr("cancelled") : PublishText::tr("the re-run failed: %1").arg(q(s.error)));
    compare(folder, outDir);
    compareMethods(name);
    compareFigures(name, outDir, workDir);
}

// The methods text made again from the bundled summary (bundle.cpp makes it the same way).
void Verifier::compareMethods(const QString &name) {
    QByteArray summary;
    std::string error;
    if (!readSummaryFile(QDir(root).filePath(QStringLiteral("results/%1/summary.json").arg(name)), summary, error)) return;
    if (const QByteArray explored = exploreMethodsMarkdown(QJsonDocument::fromJson(summary).object()); !explored.isEmpty())
        return compareMade(QStringLiteral("methods/%1.md").arg(name), explored);
    for (const MethodsFormat f : {MethodsFormat::Markdown, MethodsFormat::LaTeX}) {
        const bool md = f == MethodsFormat::Markdown;
        const QString path = QStringLiteral("methods/%1.%2").arg(name, md ? QStringLiteral("md") : QStringLiteral("tex"));
        MethodsText text;
        if (!index.count(path) ||
            !buildMethods(summary, ("results/" + name).toStdString(), reg, SourceLibrary::builtin(), f, text, error))
            continue;
        compareMade(path, QByteArray::fromStdString(text.text));
        if (md) compareMade(QStringLiteral("methods/%1.bib").arg(name), QByteArray::fromStdString(text.bibtex));
    }
}

void Verifier::compareMade(const QString &path, const QByteArray &made) {
    if (BundleFileCheck *c = check(path); c && c->verdict == BundleVerdict::Intact)
        settle(*c, firstDifference(path, made, readAll(QDir(root).filePath(path))));
}

QString verdictText(BundleVerdict v) {
    switch (v) {
    case BundleVerdict::Intact: return PublishText::tr("intact");
    case BundleVerdict::Reproduced: return PublishText::tr("reproduced");
    case BundleVerdict::Differing: return PublishText::tr("differing");
    case BundleVerdict::NotCheckable: return PublishText::tr("not checkable");
    case BundleVerdict::Edited: return PublishText::tr("edited");
    case BundleVerdict::Missing: return PublishText::tr("missing");
    case BundleVerdict::Unlisted: return PublishText::tr("unlisted");
    }
    return QString();
}

bool verdictFails(BundleVerdict v) {
    return v == BundleVerdict::Differing || v == BundleVerdict::Edited || v == BundleVerdict::Missing ||
           v == BundleVerdict::Unlisted;
}

bool VerifyReport::ok() const {
    for (const BundleFileCheck &c : files)
        if (verdictFails(c.verdict)) return false;
    return true;
}

QString firstDifference(const QString &name, const QByteArray &produced, const QByteArray &bundled) {
    if (produced == bundled) return QString();
    const QList<QByteArray> a = produced.split('\n'), b = bundled.split('\n');
    qsizetype line = 0;
    while (line < a.size() && line < b.size() && a[line] == b[line]) ++line;
    const QByteArray here = line < a.size() ? a[line] : QByteArray(), there = line < b.size() ? b[line] : QByteArray();
    QString where = PublishText::tr("line %1").arg(line + 1);
    if (name.endsWith(QLatin1String(".csv"))) {
        where = rowDifference(b.value(0), line + 1, here, there);
    } else if (name.endsWith(QLatin1String(".json"))) {
        const JsonFieldDifference d =
            firstJsonDifference(QJsonDocument::fromJson(produced).object(), QJsonDocument::fromJson(bundled).object());
        if (!d.key.isEmpty()) where = PublishText::tr("line %1 (field '%2')").arg(line + 1).arg(d.key);
    }
    return where;
}

bool openBundle(const QString &bundle, const QString &tempDir, QString &root, std::string &error) {
    if (QFileInfo(bundle).isDir()) {
        root = bundle;
    } else {
        QStringList names;
        if (!extractZip(bundle, tempDir, names, error)) return false;
        root = tempDir;
    }
    if (!QFileInfo(QDir(root).filePath(QLatin1String(kCrateMetadataName))).isFile()) {
        error = PublishText::tr("%1: not a publication bundle (it has no %2)")
                    .arg(bundle, QLatin1String(kCrateMetadataName))
                    .toStdString();
        return false;
    }
    return true;
}

bool verifyBundle(const QString &bundleRoot, PluginRegistry &registry, const VerifyOptions &options, VerifyReport &report,
                  std::string &error) {
    report = VerifyReport{};
    const QString root = QFileInfo(bundleRoot).absoluteFilePath();  // paths in the bundle are relative to it
    QJsonObject crate, provenance;
    if (!readJsonObjectFile(QDir(root).filePath(QLatin1String(kCrateMetadataName)), kResultFileCap, crate, error) ||
        !readJsonObjectFile(QDir(root).filePath(QStringLiteral("provenance.json")), kResultFileCap, provenance, error))
        return false;
    Verifier v{root, registry, options, report, {}, false};
    v.checkListed(crate);
    for (const QJsonValue &g : provenance.value(QStringLiteral("games")).toArray()) {
        const QString file = g.toObject().value(QStringLiteral("rules_file")).toString();
        QString ignored;  // a fault shows as a game that is not installed
        if (!file.isEmpty() && safeEntryName(file) && !registry.find(g.toObject().value(QStringLiteral("game")).toString().toStdString()))
            registry.addRulesFile(QDir(root).filePath(file), ignored);
    }
    std::vector<QJsonObject> units;
    for (const QJsonValue &u : provenance.value(QStringLiteral("results")).toArray()) units.push_back(u.toObject());
    // --sample K: K of several results folders; K slices of the matches of one.
    const int slices = units.size() == 1 && options.sample > 0 && options.sample < kVerifySlices ? options.sample : 0;
    if (options.sample > 0 && options.sample < static_cast<int>(units.size())) {
        std::vector<QJsonObject> chosen;
        for (const size_t i : seededChoice(units.size(), static_cast<size_t>(options.sample), options.seed))
            chosen.push_back(units[i]);
        for (const QJsonObject &u : units)
            if (std::find(chosen.begin(), chosen.end(), u) == chosen.end())
                report.skipped << u.value(QStringLiteral("folder")).toString();
        units = std::move(chosen);
    }
    const QString workDir = options.workDir;
    for (size_t i = 0; i < units.size(); ++i) {
        const QString folder = units[i].value(QStringLiteral("folder")).toString();
        if (options.status) options.status(PublishText::tr("re-running %1 (%2 of %3)").arg(folder).arg(i + 1).arg(units.size()));
        report.rerun << folder;
        v.rerun(units[i], workDir, slices);
    }
    return true;
}

}  // namespace rulelab
