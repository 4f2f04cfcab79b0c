#include "bundle_verify.h"

#include "crate.h"
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
#include "zip_archive.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>
#include <random>

namespace rulelab {
namespace {

QString trq(const char *text) { return QCoreApplication::translate("rulelab::publish", text); }

bool readJson(const QString &path, QJsonObject &out, std::string &error) {
    QByteArray bytes;
    if (!readFileCapped(path, kResultFileCap, bytes, error)) return false;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (!doc.isObject()) {
        error = trq("%1: not a JSON object (%2)").arg(path, pe.errorString()).toStdString();
        return false;
    }
    out = doc.object();
    return true;
}

bool isFileEntity(const QJsonObject &o) {
    const QJsonValue t = o.value(QStringLiteral("@type"));
    return t.toString() == QLatin1String("File") || t.toArray().contains(QStringLiteral("File"));
}

QByteArray readAll(const QString &path) {
    QByteArray bytes;
    std::string ignored;
    readFileCapped(path, kResultFileCap, bytes, ignored);
    return bytes;
}

struct Verifier {
    QString root;
    PluginRegistry &reg;
    const VerifyOptions &o;
    VerifyReport &report;
    std::map<QString, size_t> index;  // bundle path -> report.files

    void checkListed(const QJsonObject &crate);
    void setVerdict(const QString &folder, BundleVerdict v, const QString &detail);
    void rerun(const QJsonObject &unit, const QString &workDir);
    bool runnable(const QJsonObject &summary, const QJsonObject &unit, Experiment &e, std::vector<PreparedReading> &prepared,
                  QString &why);
    void compare(const QString &folder, const QString &producedDir);
    void compareMethods(const QString &name);
};

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
            c.detail = trq("listed in %1, not in the bundle").arg(QLatin1String(kCrateMetadataName));
        } else if (!fileSha256(path, sha, error)) {
            c.verdict = BundleVerdict::Missing;
            c.detail = q(error);
        } else if (sha != o.value(QStringLiteral("sha256")).toString()) {
            c.verdict = BundleVerdict::Edited;
            c.detail = trq("its SHA-256 is %1, %2 lists %3")
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
        report.files.push_back({rel, BundleVerdict::Unlisted, trq("not listed in %1").arg(QLatin1String(kCrateMetadataName))});
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

bool Verifier::runnable(const QJsonObject &summary, const QJsonObject &unit, Experiment &e,
                        std::vector<PreparedReading> &prepared, QString &why) {
    const QJsonObject experiment = summary.value(QStringLiteral("experiment")).toObject();
    if (experiment.isEmpty() || summary.value(QStringLiteral("format")).toString() != QLatin1String("rulelab-summary")) {
        why = trq("not the results of a run (verify re-runs runs, comparisons, sweeps and merges)");
        return false;
    }
    const PluginProvenance wanted = pluginProvenanceFromJson(summary.value(QStringLiteral("plugin")).toObject());
    const QString game = experiment.value(QStringLiteral("game")).toString();
    const LoadedGame *lg = reg.find(game.toStdString());
    if (!lg) {
        why = trq("the game '%1' is not installed: plugin %2 (version %3, SHA-256 %4)")
                  .arg(game, q(wanted.file), q(wanted.version), q(wanted.sha256));
        return false;
    }
    if (const std::string d = provenanceDifference(lg->provenance, wanted); !d.empty()) {
        why = trq("the installed build of '%1' is not the one that wrote these results (%2): plugin %3 with SHA-256 %4 is "
                  "needed")
                  .arg(game, q(d), q(wanted.file), q(wanted.sha256));
        return false;
    }
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
            if (c.verdict == BundleVerdict::Intact) c = {path, BundleVerdict::NotCheckable, trq("run times depend on the machine")};
            continue;
        }
        const QString produced = QDir(producedDir).filePath(name);
        QString detail;
        if (!QFileInfo(produced).isFile()) detail = trq("the re-run did not write it");
        else detail = firstDifference(name, readAll(produced), readAll(QDir(root).filePath(path)));
        if (c.verdict != BundleVerdict::Intact) {
            if (!detail.isEmpty()) c.detail += QStringLiteral("; ") + trq("the re-run differs: %1").arg(detail);
            continue;
        }
        c.verdict = detail.isEmpty() ? BundleVerdict::Reproduced : BundleVerdict::Differing;
        c.detail = detail;
    }
}

void Verifier::rerun(const QJsonObject &unit, const QString &workDir) {
    const QString folder = unit.value(QStringLiteral("folder")).toString();
    QJsonObject summary;
    std::string error;
    if (!safeEntryName(folder) || !readJson(QDir(root).filePath(folder + QStringLiteral("/summary.json")), summary, error)) {
        setVerdict(folder, BundleVerdict::NotCheckable, q(error));
        return;
    }
    Experiment e;
    std::vector<PreparedReading> prepared;
    QString why;
    if (!runnable(summary, unit, e, prepared, why)) {
        setVerdict(folder, BundleVerdict::NotCheckable, why);
        return;
    }
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
    so.outDir = QDir(workDir).filePath(unit.value(QStringLiteral("name")).toString());
    const SessionResult s = runSession(e, prepared, so);
    if (!s.ok || s.result.cancelled) {
        setVerdict(folder, BundleVerdict::NotCheckable, s.ok ? trq("cancelled") : trq("the re-run failed: %1").arg(q(s.error)));
        return;
    }
    compare(folder, so.outDir);
    compareMethods(unit.value(QStringLiteral("name")).toString());
}

// The methods text made again from the bundled summary (bundle.cpp makes it the same way).
void Verifier::compareMethods(const QString &name) {
    QByteArray summary;
    std::string error;
    if (!readSummaryFile(QDir(root).filePath(QStringLiteral("results/%1/summary.json").arg(name)), summary, error)) return;
    for (const MethodsFormat f : {MethodsFormat::Markdown, MethodsFormat::LaTeX}) {
        const bool md = f == MethodsFormat::Markdown;
        const QString path = QStringLiteral("methods/%1.%2").arg(name, md ? QStringLiteral("md") : QStringLiteral("tex"));
        MethodsText text;
        if (!index.count(path) ||
            !buildMethods(summary, ("results/" + name).toStdString(), reg, SourceLibrary::builtin(), f, text, error))
            continue;
        std::vector<std::pair<QString, QByteArray>> made{{path, QByteArray::fromStdString(text.text)}};
        if (md) made.emplace_back(QStringLiteral("methods/%1.bib").arg(name), QByteArray::fromStdString(text.bibtex));
        for (const auto &[p, bytes] : made) {
            if (!index.count(p)) continue;
            BundleFileCheck &c = report.files[index[p]];
            const QString detail = firstDifference(p, bytes, readAll(QDir(root).filePath(p)));
            if (c.verdict != BundleVerdict::Intact) continue;
            c.verdict = detail.isEmpty() ? BundleVerdict::Reproduced : BundleVerdict::Differing;
            c.detail = detail;
        }
    }
}

QStringList csvFields(const QByteArray &line) { return QString::fromUtf8(line).split(QLatin1Char(',')); }

}  // namespace

QString verdictText(BundleVerdict v) {
    switch (v) {
    case BundleVerdict::Intact: return trq("intact");
    case BundleVerdict::Reproduced: return trq("reproduced");
    case BundleVerdict::Differing: return trq("differing");
    case BundleVerdict::NotCheckable: return trq("not checkable");
    case BundleVerdict::Edited: return trq("edited");
    case BundleVerdict::Missing: return trq("missing");
    case BundleVerdict::Unlisted: return trq("unlisted");
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
    QString where = trq("line %1").arg(line + 1);
    if (name.endsWith(QLatin1String(".csv"))) {
        const QStringList fa = csvFields(here), fb = csvFields(there), head = csvFields(b.value(0));
        qsizetype f = 0;
        while (f < fa.size() && f < fb.size() && fa[f] == fb[f]) ++f;
        where = trq("line %1, field '%2' (column %3): '%4' re-run, '%5' in the bundle")
                    .arg(line + 1)
                    .arg(head.value(f))
                    .arg(f + 1)
                    .arg(fa.value(f), fb.value(f));
    } else if (name.endsWith(QLatin1String(".json"))) {
        const JsonFieldDifference d =
            firstJsonDifference(QJsonDocument::fromJson(produced).object(), QJsonDocument::fromJson(bundled).object());
        if (!d.key.isEmpty()) where = trq("line %1 (field '%2')").arg(line + 1).arg(d.key);
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
        error = trq("%1: not a publication bundle (it has no %2)").arg(bundle, QLatin1String(kCrateMetadataName)).toStdString();
        return false;
    }
    return true;
}

bool verifyBundle(const QString &bundleRoot, PluginRegistry &registry, const VerifyOptions &options, VerifyReport &report,
                  std::string &error) {
    report = VerifyReport{};
    const QString root = QFileInfo(bundleRoot).absoluteFilePath();  // paths in the bundle are relative to it
    QJsonObject crate, provenance;
    if (!readJson(QDir(root).filePath(QLatin1String(kCrateMetadataName)), crate, error) ||
        !readJson(QDir(root).filePath(QStringLiteral("provenance.json")), provenance, error))
        return false;
    Verifier v{root, registry, options, report, {}};
    v.checkListed(crate);
    for (const QJsonValue &g : provenance.value(QStringLiteral("games")).toArray()) {
        const QString file = g.toObject().value(QStringLiteral("rules_file")).toString();
        QString ignored;  // a fault shows as a game that is not installed
        if (!file.isEmpty() && safeEntryName(file) && !registry.find(g.toObject().value(QStringLiteral("game")).toString().toStdString()))
            registry.addRulesFile(QDir(root).filePath(file), ignored);
    }
    std::vector<QJsonObject> units;
    for (const QJsonValue &u : provenance.value(QStringLiteral("results")).toArray()) units.push_back(u.toObject());
    if (options.sample > 0 && options.sample < static_cast<int>(units.size())) {
        // A seeded Fisher-Yates shuffle: the same sample for the same seed everywhere.
        std::mt19937_64 rng(options.seed);
        for (size_t i = units.size() - 1; i > 0; --i) std::swap(units[i], units[rng() % (i + 1)]);
        for (size_t i = static_cast<size_t>(options.sample); i < units.size(); ++i)
            report.skipped << units[i].value(QStringLiteral("folder")).toString();
        units.resize(static_cast<size_t>(options.sample));
    }
    const QString workDir = options.workDir;
    for (size_t i = 0; i < units.size(); ++i) {
        const QString folder = units[i].value(QStringLiteral("folder")).toString();
        if (options.status) options.status(trq("re-running %1 (%2 of %3)").arg(folder).arg(i + 1).arg(units.size()));
        report.rerun << folder;
        v.rerun(units[i], workDir);
    }
    return true;
}

}  // namespace rulelab
