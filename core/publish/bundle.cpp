#include "bundle.h"

#include "crate.h"
#include "verify_internal.h"
#include "experiment/integrity.h"
#include "experiment/results_io.h"
#include "plugin/file_access.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "sources/methods.h"
#include "zip_archive.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTimeZone>

#include <set>

namespace rulelab {
namespace {

using verify_detail::PublishText;  // its messages' context (verify_internal.h)

// The role of a file of a results folder, by its name.
QString resultsFileRole(const QString &name, const QString &folder) {
    if (name == QLatin1String("summary.json"))
        return QStringLiteral("The summary of %1: the experiment, the engine and plugin builds, every reading's metrics "
                              "with 95% intervals and the comparisons; sealed with the SHA-256 of the files beside it")
            .arg(folder);
    if (name == QLatin1String("matches.csv")) return QStringLiteral("One row per match played for %1").arg(folder);
    if (name == QLatin1String("usage.csv"))
        return QStringLiteral("The usage maps of %1: how often each cell of the board was lifted, sown, captured or landed "
                              "in")
            .arg(folder);
    if (name == QLatin1String("usage_groups.csv"))
        return QStringLiteral("The usage maps of %1 by group of matches (for their intervals)").arg(folder);
    if (name == QLatin1String("timing.json"))
        return QStringLiteral("How long the run of %1 took (depends on the machine: not reproduced)").arg(folder);
    if (name == QLatin1String("candidates.csv"))
        return QStringLiteral("Every combination of options the exploration %1 tried, with its verdict").arg(folder);
    return QStringLiteral("A file of the results folder %1").arg(folder);
}

// The files of a results folder that go into the bundle: summary.json, the data files sealed with
// it that are there, and timing.json (never a checkpoint or a partial file).
QStringList resultsFiles(const QString &dir, const QJsonObject &summary) {
    QStringList names{QStringLiteral("summary.json")};
    const QJsonObject files = summary.value(QLatin1String(kIntegrityKey)).toObject().value(QStringLiteral("files")).toObject();
    const QStringList listed = files.isEmpty() ? resultsDataFileNames() : files.keys();
    for (const QString &n : listed)
        if (QFileInfo(QDir(dir).filePath(n)).isFile() && safeEntryName(n)) names << n;
    if (QFileInfo(QDir(dir).filePath(QStringLiteral("timing.json"))).isFile()) names << QStringLiteral("timing.json");
    return names;
}

QString uniqueName(const QString &wanted, std::set<QString> &taken) {
    QString base = wanted;
    base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
    if (base.isEmpty() || base.startsWith(QLatin1Char('.'))) base.prepend(QStringLiteral("results"));
    QString name = base;
    for (int i = 2; !taken.insert(name).second; ++i) name = base + QLatin1Char('-') + QString::number(i);
    return name;
}

bool looksLikeReadingFile(const QString &spec) { return spec.contains(QLatin1Char('/')) || spec.endsWith(QStringLiteral(".json")); }

struct Planner {
    const BundleOptions &o;
    const PluginRegistry &reg;
    QString workDir;
    BundlePlan &plan;
    std::vector<BundledResult> results;
    std::set<QString> names, paths;
    QJsonArray games, folders;
    std::set<QString> gameIds;

    void addData(const QString &path, const QByteArray &data, const QString &role) {
        paths.insert(path);
        plan.files.push_back({path, QString(), data, role, mediaType(path), 0, QString()});
    }
    void addFile(const QString &path, const QString &source, const QString &role) {
        if (!paths.insert(path).second) return;
        plan.files.push_back({path, source, {}, role, mediaType(path), 0, QString()});
    }
    bool addResults(const QString &input, std::string &error);
    enum class InputKind { Reading, Evidence };
    QJsonObject inputFiles(const QString &dir, const QStringList &specs, const QString &name, InputKind kind);
    void addGame(const QString &gameId, const QJsonObject &plugin);
    void addMethods(const QByteArray &summary, const QString &name);
    void addFigures(const QString &dir, const QString &name);
};

bool Planner::addResults(const QString &input, std::string &error) {
    const QString summaryPath = summaryPathOf(input);
    QByteArray bytes;
    if (!readSummaryFile(input, bytes, error)) return false;
    IntegrityCheck check;
    if (!verifySummaryBytes(bytes, summaryPath, check, error)) return false;
    const QJsonObject summary = QJsonDocument::fromJson(bytes).object();
    if (summary.isEmpty()) {
        error = PublishText::tr("%1: not a summary of results (a JSON object)").arg(summaryPath).toStdString();
        return false;
    }
    if (!check.sealed) plan.notes << PublishText::tr("%1: %2").arg(summaryPath, q(check.warning));
    const QString dir = QFileInfo(summaryPath).absolutePath();
    const QString name = uniqueName(QFileInfo(dir).fileName(), names);
    for (const QString &f : resultsFiles(dir, summary))
        addFile(QStringLiteral("results/%1/%2").arg(name, f), QDir(dir).filePath(f), resultsFileRole(f, name));
    const QJsonObject experiment = summary.value(QStringLiteral("experiment")).toObject();
    const QJsonObject explore = summary.value(QStringLiteral("format")).toString() == QLatin1String("rulelab-explore-result")
                                    ? summary.value(QStringLiteral("explore")).toObject()
                                    : QJsonObject();
    QJsonObject folder{{QStringLiteral("name"), name}, {QStringLiteral("folder"), QStringLiteral("results/") + name}};
    if (!experiment.isEmpty()) {
        const QString path = QStringLiteral("experiments/%1.json").arg(name);
        addData(path, QJsonDocument(experiment).toJson(QJsonDocument::Indented),
                QStringLiteral("The experiment of %1, as a file 'rulelab-cli run --experiment' takes").arg(name));
        folder.insert(QStringLiteral("experiment"), path);
        QStringList readings;
        for (const QJsonValue &v : experiment.value(QStringLiteral("readings")).toArray()) readings << v.toString();
        folder.insert(QStringLiteral("reading_files"), inputFiles(dir, readings, name, InputKind::Reading));
    } else if (!explore.isEmpty()) {
        const QString path = QStringLiteral("experiments/%1.json").arg(name);
        addData(path, QJsonDocument(explore).toJson(QJsonDocument::Indented),
                QStringLiteral("The exploration of %1, as a file 'rulelab-cli explore --spec' takes (its files are in "
                               "inputs/)")
                    .arg(name));
        folder.insert(QStringLiteral("explore"), path);
        folder.insert(QStringLiteral("reading_files"),
                      inputFiles(dir, {explore.value(QStringLiteral("base")).toString()}, name, InputKind::Reading));
        QStringList evidence;
        for (const QJsonValue &v : explore.value(QStringLiteral("evidence")).toArray()) evidence << v.toString();
        folder.insert(QStringLiteral("evidence_files"), inputFiles(dir, evidence, name, InputKind::Evidence));
    }
    folders.append(folder);
    addGame((experiment.isEmpty() ? explore : experiment).value(QStringLiteral("game")).toString(),
            summary.value(QStringLiteral("plugin")).toObject());
    if (const QByteArray methods = exploreMethodsMarkdown(summary); !methods.isEmpty())
        addData(QStringLiteral("methods/%1.md").arg(name), methods,
                QStringLiteral("The methods paragraph of the exploration %1 (Markdown), to adapt for a paper").arg(name));
    else
        addMethods(bytes, name);
    addFigures(dir, name);
    results.push_back({name, summary});
    return true;
}

// The files the results name (reading files, an exploration's evidence), found where they were
// made (the current folder) or beside the results folder; each goes to inputs/readings/NAME/ or
// inputs/evidence/NAME/ (verify reads them from there). Returns the spec's path -> the bundle's.
QJsonObject Planner::inputFiles(const QString &dir, const QStringList &specs, const QString &name, InputKind kind) {
    const bool reading = kind == InputKind::Reading;
    QJsonObject map;
    std::set<QString> taken;
    for (const QString &spec : specs) {
        if (spec.isEmpty() || (reading && !looksLikeReadingFile(spec)) || map.contains(spec)) continue;
        QString found;
        for (const QString &c : {spec, QDir(dir).filePath(QStringLiteral("../") + spec)})
            if (QFileInfo(c).isFile()) {
                found = c;
                break;
            }
        if (found.isEmpty()) {
            plan.notes << (reading
                               ? PublishText::tr("%1: the reading file '%2' of its experiment was not found: it is not in the "
                                                 "bundle, and verify cannot re-run these results")
                               : PublishText::tr("%1: the evidence file '%2' of its exploration was not found: it is not in the "
                                                 "bundle, and verify cannot re-run these results"))
                              .arg(name, spec);
            continue;
        }
        QString file = QFileInfo(spec).fileName();
        for (int i = 2; !taken.insert(file).second; ++i) file = QStringLiteral("%1-%2").arg(i).arg(QFileInfo(spec).fileName());
        const QString path =
            QStringLiteral("inputs/%1/%2/%3").arg(reading ? QStringLiteral("readings") : QStringLiteral("evidence"), name, file);
        addFile(path, found,
                reading ? QStringLiteral("The reading file '%1' the results %2 name").arg(spec, name)
                : file.endsWith(QStringLiteral(".csv"))
                    ? QStringLiteral("The evidence '%1' the exploration %2 was measured against: an observed usage map")
                          .arg(spec, name)
                    : QStringLiteral("The evidence '%1' the exploration %2 was measured against: a reported length")
                          .arg(spec, name));
        map.insert(spec, path);
    }
    return map;
}

// The build of a game's rules: recorded in provenance.json; a game of a rules file not shipped
// with RuleLab has its rules file bundled.
void Planner::addGame(const QString &gameId, const QJsonObject &plugin) {
    if (gameId.isEmpty() || !gameIds.insert(gameId).second) return;
    QJsonObject g{{QStringLiteral("game"), gameId}, {QStringLiteral("plugin"), plugin}};
    if (const LoadedGame *lg = reg.find(gameId.toStdString())) {
        g.insert(QStringLiteral("defined_by"), lg->definedBy);
        if (lg->definedBy == QLatin1String("rules-file") && !lg->sourceFile.startsWith(QLatin1Char(':'))) {
            const QString path = QStringLiteral("inputs/games/") + QFileInfo(lg->sourceFile).fileName();
            addFile(path, lg->sourceFile, QStringLiteral("The rules file that defines the game '%1'").arg(gameId));
            g.insert(QStringLiteral("rules_file"), path);
        }
    }
    games.append(g);
}

// Made from the bundled summary, named as it is in the bundle, so that verify makes the same text.
void Planner::addMethods(const QByteArray &summary, const QString &name) {
    std::string error;
    if (!SourceLibrary::builtinError().empty()) error = SourceLibrary::builtinError();
    for (const MethodsFormat f : {MethodsFormat::Markdown, MethodsFormat::LaTeX}) {
        MethodsText text;
        if (!error.empty() ||
            !buildMethods(summary, ("results/" + name).toStdString(), reg, SourceLibrary::builtin(), f, text, error)) {
            plan.notes << PublishText::tr("%1: no methods text (%2)").arg(name, q(error));
            return;
        }
        const bool md = f == MethodsFormat::Markdown;
        addData(QStringLiteral("methods/%1.%2").arg(name, md ? QStringLiteral("md") : QStringLiteral("tex")),
                QByteArray::fromStdString(text.text),
                QStringLiteral("The methods text of %1 (%2), to adapt for a paper").arg(name, md ? QStringLiteral("Markdown")
                                                                                              : QStringLiteral("LaTeX")));
        if (md)
            addData(QStringLiteral("methods/%1.bib").arg(name), QByteArray::fromStdString(text.bibtex),
                    QStringLiteral("The sources the methods text of %1 cites (BibTeX)").arg(name));
    }
}

void Planner::addFigures(const QString &dir, const QString &name) {
    if (!o.figures) return;
    QStringList written;
    QString error;
    const QString figureDir = QDir(workDir).filePath(QStringLiteral("figures"));
    if (!QDir().mkpath(figureDir) || !o.figures(dir, figureDir, name, written, error)) {
        plan.notes << PublishText::tr("%1: figures left out (%2)").arg(name, error);
        return;
    }
    for (const QString &f : written) {
        const QString kind = QFileInfo(f).completeBaseName().mid(name.size() + 1);
        addFile(QStringLiteral("figures/") + f, QDir(figureDir).filePath(f),
                f.endsWith(QStringLiteral(".csv")) ? QStringLiteral("The numbers the figure '%1' of %2 draws").arg(kind, name)
                                                   : QStringLiteral("The figure '%1' of %2").arg(kind, name));
    }
}

bool hashFiles(std::vector<BundleFile> &files, std::string &error) {
    for (BundleFile &f : files) {
        if (f.source.isEmpty()) {
            f.size = f.data.size();
            f.sha256 = sha256Hex(f.data);
        } else {
            if (!fileSha256(f.source, f.sha256, error)) return false;
            f.size = QFileInfo(f.source).size();
        }
    }
    return true;
}

}  // namespace

int64_t BundlePlan::totalBytes() const {
    int64_t n = 0;
    for (const BundleFile &f : files) n += f.size;
    return n;
}

QByteArray exploreMethodsMarkdown(const QJsonObject &summary) {
    const QString text = summary.value(QStringLiteral("methods")).toString();
    if (summary.value(QStringLiteral("format")).toString() != QLatin1String("rulelab-explore-result") || text.isEmpty())
        return QByteArray();
    return (QStringLiteral("## Methods\n\n") + text + QLatin1Char('\n')).toUtf8();
}

QString mediaType(const QString &path) {
    static const std::pair<const char *, const char *> types[] = {
        {".json", "application/json"}, {".csv", "text/csv"},       {".md", "text/markdown"},    {".tex", "application/x-tex"},
        {".bib", "application/x-bibtex"}, {".cff", "application/yaml"}, {".pdf", "application/pdf"}, {".svg", "image/svg+xml"},
        {".png", "image/png"}};
    for (const auto &[ext, type] : types)
        if (path.endsWith(QLatin1String(ext))) return QLatin1String(type);
    return QStringLiteral("application/octet-stream");
}

bool planBundle(const BundleOptions &options, const PluginRegistry &registry, const QString &workDir, BundlePlan &plan,
                std::string &error) {
    plan = BundlePlan{};
    if (options.results.isEmpty()) {
        error = PublishText::tr("no results to bundle").toStdString();
        return false;
    }
    Planner p{options, registry, workDir, plan, {}, {}, {}, {}, {}, {}};
    for (const QString &input : options.results)
        if (!p.addResults(input, error)) return false;
    if (!options.figures)
        plan.notes << PublishText::tr(
            "Figures left out: this RuleLab was built without figures (RULELAB_BUILD_CHARTS=OFF); draw them "
            "with 'rulelab-cli chart' from a build with them.");
    CrateInfo info{options.title, options.description, options.license, options.authors, options.date};
    if (!info.date.isValid()) info.date = QDateTime::currentDateTimeUtc().date();
    QStringList games;  // by their names where the game is installed
    for (const BundledResult &r : p.results) {
        const QString id = r.summary.value(QStringLiteral("experiment")).toObject().value(QStringLiteral("game")).toString();
        const LoadedGame *lg = registry.find(id.toStdString());
        games << (lg ? q(lg->plugin->info().name) : id);
    }
    games.removeDuplicates();
    if (info.title.isEmpty()) info.title = QStringLiteral("Simulated readings of %1").arg(games.join(QStringLiteral(", ")));
    if (info.description.isEmpty())
        info.description = QStringLiteral("The rules of %1 under competing readings of their sources, simulated with "
                                          "RuleLab: results, methods, figures and everything needed to re-run them.")
                               .arg(games.join(QStringLiteral(", ")));
    if (info.authors.isEmpty()) {
        info.authors << QStringLiteral("Unknown author");
        plan.notes << PublishText::tr("No author was given: CITATION.cff and the crate name 'Unknown author'.");
    }
    const QJsonObject provenance{{QStringLiteral("format"), QStringLiteral("rulelab-bundle")},
                                 {QStringLiteral("version"), 1},
                                 {QStringLiteral("engine"), QLatin1String(engineVersion())},
                                 {QStringLiteral("games"), p.games},
                                 {QStringLiteral("results"), p.folders}};
    p.addData(QStringLiteral("provenance.json"), QJsonDocument(provenance).toJson(QJsonDocument::Indented),
              QStringLiteral("The engine version, each game's build (plugin id, file, version and SHA-256), and where "
                             "each results folder's experiment and reading files are"));
    p.addData(QStringLiteral("CITATION.cff"), citationCff(info), QStringLiteral("How to cite this bundle (CFF 1.2.0)"));
    if (!hashFiles(plan.files, error)) return false;
    BundleFile readme{QStringLiteral("README.md"), QString(), readmeText(info, p.results, plan.files, plan.notes),
                      QStringLiteral("For the reader: what was asked, what was found in plain words, and every file"),
                      mediaType(QStringLiteral("README.md")), 0, QString()};
    plan.files.insert(plan.files.begin(), readme);
    if (!hashFiles(plan.files, error)) return false;
    plan.files.push_back({QLatin1String(kCrateMetadataName), QString(),
                          QJsonDocument(crateJson(plan.files, info)).toJson(QJsonDocument::Indented),
                          QStringLiteral("The RO-Crate 1.1 metadata"), mediaType(QStringLiteral(".json")), 0,
                          QString()});
    return hashFiles(plan.files, error);
}

bool isFolderOutput(const QString &out) { return out.endsWith(QLatin1Char('/')) || QFileInfo(out).isDir(); }

bool writeBundle(const BundlePlan &plan, const QString &out, std::string &error,
                 const std::function<bool(int64_t, int64_t)> &progress) {
    const int64_t total = plan.totalBytes();
    int64_t done = 0;
    auto step = [&](const BundleFile &f) {
        done += f.size;
        if (progress && !progress(done, total)) {
            error = PublishText::tr("cancelled").toStdString();
            return false;
        }
        return true;
    };
    if (isFolderOutput(out)) {
        for (const BundleFile &f : plan.files) {
            const QString target = QDir(out).filePath(f.path);
            if (!QDir().mkpath(QFileInfo(target).path())) {
                error = PublishText::tr("%1: cannot create the folder").arg(QFileInfo(target).path()).toStdString();
                return false;
            }
            if (!(f.source.isEmpty() ? saveAtomically(target, f.data, error) : copyAtomically(f.source, target, error)) ||
                !step(f))
                return false;
        }
        return true;
    }
    if (total > kZipMaxBytes) {
        error = zipTooLarge(out).toStdString();
        return false;
    }
    if (!checkOutputFile(out, error)) return false;
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly)) {
        error = (out + QStringLiteral(": ") + file.errorString()).toStdString();
        return false;
    }
    ZipWriter zip(file, out, QDateTime::currentDateTimeUtc());
    for (const BundleFile &f : plan.files)
        if (!(f.source.isEmpty() ? zip.add(f.path, f.data, error) : zip.addFile(f.path, f.source, error)) || !step(f)) {
            file.cancelWriting();
            return false;
        }
    if (!zip.finish(error)) {
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        error = (out + QStringLiteral(": ") + file.errorString()).toStdString();
        return false;
    }
    return true;
}

}  // namespace rulelab
