#include "cli.h"

#include "cli_common.h"
#include "plugin/plugin_registry.h"
#include "publish/bundle.h"
#include "publish/bundle_verify.h"
#ifdef RULELAB_HAVE_CHARTS
#include "chart_bundle.h"
#endif

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <map>

namespace rulelab {

namespace {

// Every figure of a results folder, drawn by the charts (null in a build without them).
FigureMaker figureMaker(const PluginRegistry &reg) {
#ifdef RULELAB_HAVE_CHARTS
    return [&reg](const QString &results, const QString &dir, const QString &base, QStringList &written, QString &error) {
        return charts::bundleFigures(results, dir, base, reg, written, error);
    };
#else
    (void)reg;
    return {};
#endif
}

}  // namespace

int Cli::cmdBundle(const QStringList &args) {
    CommandParser p(
        QStringLiteral("bundle"),
        tr("Package results for publication as an RO-Crate 1.1 (docs/publishing.md): the results folders, their "
           "experiments, reading and rules files, plugin builds with their SHA-256, methods texts, figures with their "
           "data, a README in plain words and a CITATION.cff. A reader checks it with 'rulelab-cli verify'."));
    const QString &cmd = p.name();
    p.addPositionalArgument(QStringLiteral("RESULTS"), tr("results folders or their summary.json"), QStringLiteral("RESULTS..."));
    QCommandLineOption out(QStringLiteral("out"), tr("the bundle: NAME.zip, or a folder DIR/"), QStringLiteral("FILE"));
    QCommandLineOption title(QStringLiteral("title"), tr("its title (default: made from the games)"), QStringLiteral("TEXT"));
    QCommandLineOption description(QStringLiteral("description"), tr("its description (default: made from the games)"),
                                   QStringLiteral("TEXT"));
    QCommandLineOption author(QStringLiteral("author"), tr("an author, 'Family, Given' (repeatable)"), QStringLiteral("NAME"));
    QCommandLineOption license(QStringLiteral("license"), tr("an SPDX license identifier (default: CC-BY-4.0)"),
                               QStringLiteral("ID"), QStringLiteral("CC-BY-4.0"));
    QCommandLineOption date(QStringLiteral("date"), tr("the date published, YYYY-MM-DD (default: today)"),
                            QStringLiteral("DATE"));
    p.addOptions({out, title, description, author, license, date});
    p.expectPositional(1, -1, tr("expected a RESULTS folder or file"));
    p.requireValue(out, tr("--out NAME.zip or --out DIR/ is required"));
    if (const int rc = parse(p, args); rc >= 0) return rc;
    const QString target = p.value(out);
    const bool folder = isFolderOutput(target);
    if (!folder && !target.endsWith(QStringLiteral(".zip")))
        return usageError(cmd, tr("--out must end in .zip (a ZIP) or / (a folder), not '%1'").arg(target));
    static const QRegularExpression spdx(QStringLiteral("^[A-Za-z0-9.+-]+$"));
    if (!spdx.match(p.value(license)).hasMatch())
        return usageError(cmd, tr("--license must be an SPDX identifier such as CC-BY-4.0, not '%1'").arg(p.value(license)));
    BundleOptions o;
    if (p.isSet(date)) {
        o.date = QDate::fromString(p.value(date), Qt::ISODate);
        if (!o.date.isValid()) return usageError(cmd, tr("--date must be YYYY-MM-DD, not '%1'").arg(p.value(date)));
    }
    if (QString bad; !checkOutputs(folder ? QStringList{} : QStringList{target}, folder ? QStringList{target} : QStringList{},
                                   bad))
        return runtimeError(bad);  // before any work
    o.results = p.positionalArguments();
    o.title = p.value(title);
    o.description = p.value(description);
    o.authors = p.values(author);
    o.license = p.value(license);
    PluginRegistry reg;
    loadPlugins(reg, false);
    o.figures = figureMaker(reg);
    QTemporaryDir work;
    BundlePlan plan;
    std::string error;
    if (!work.isValid()) return runtimeError(tr("cannot create a temporary folder: %1").arg(work.errorString()));
    if (!planBundle(o, reg, work.path(), plan, error) || !writeBundle(plan, target, error)) return runtimeError(q(error));
    for (const QString &n : plan.notes) err_ << tr("note: %1").arg(n) << '\n';
    out_ << tr("Bundle written to %1: %2 files, %3 bytes").arg(target).arg(plan.files.size()).arg(plan.totalBytes()) << '\n';
    return 0;
}

int Cli::cmdVerify(const QStringList &args) {
    CommandParser p(
        QStringLiteral("verify"),
        tr("Check a publication bundle: every file against the SHA-256 in its ro-crate-metadata.json, then every "
           "experiment and exploration in it played again with the installed plugins, its files compared byte for byte "
           "and its figures' numbers drawn again. Each file is reported as reproduced, differing (and where), not "
           "checkable (and why), edited, missing or unlisted. Exit 0 only when everything checkable reproduced."));
    const QString &cmd = p.name();
    p.addPositionalArgument(QStringLiteral("BUNDLE"), tr("a bundle: NAME.zip or its folder"));
    QCommandLineOption sample(QStringLiteral("sample"), tr("re-run only K results folders, chosen at random; of a bundle with one, K of ten slices of its matches"),
                              QStringLiteral("K"));
    QCommandLineOption seed(QStringLiteral("seed"), tr("the seed of the --sample choice (default: 1)"), QStringLiteral("S"),
                            QStringLiteral("1"));
    QCommandLineOption threads(QStringLiteral("threads"), tr("threads for the re-runs (default: all cores)"),
                               QStringLiteral("N"));
    p.addOptions({sample, seed, threads});
    p.expectPositional(1, 1, tr("expected exactly one BUNDLE"));
    if (const int rc = parse(p, args); rc >= 0) return rc;
    VerifyOptions o;
    bool ok = true;
    if (p.isSet(sample) && ((o.sample = p.value(sample).toInt(&ok)) < 1 || !ok))
        return usageError(cmd, tr("--sample must be a whole number of at least 1, not '%1'").arg(p.value(sample)));
    o.seed = p.value(seed).toULongLong(&ok);
    if (!ok) return usageError(cmd, tr("--seed must be a whole number, not '%1'").arg(p.value(seed)));
    if (p.isSet(threads) && ((o.threads = p.value(threads).toInt(&ok)) < 1 || o.threads > 1024 || !ok))
        return usageError(cmd, tr("--threads must be a whole number from 1 to 1024, not '%1'").arg(p.value(threads)));
    QTemporaryDir extracted, rerun;
    if (!extracted.isValid() || !rerun.isValid())
        return runtimeError(tr("cannot create a temporary folder: %1").arg(extracted.errorString()));
    QString root;
    std::string error;
    if (!openBundle(p.positionalArguments().first(), extracted.path(), root, error)) return runtimeError(q(error));
    PluginRegistry reg;
    loadPlugins(reg, false);
    o.figures = figureMaker(reg);
    o.workDir = rerun.path();
    o.cancel = &interruptFlag();
    o.status = [this](const QString &m) { err_ << m << '\n' << Qt::flush; };
    VerifyReport report;
    if (!verifyBundle(root, reg, o, report, error)) return runtimeError(q(error));
    if (!report.skipped.isEmpty())
        out_ << tr("Sample of %1 (seed %2): re-ran %3; left out %4")
                    .arg(o.sample)
                    .arg(o.seed)
                    .arg(report.rerun.join(QStringLiteral(", ")), report.skipped.join(QStringLiteral(", ")))
             << '\n';
    for (const QString &part : report.partial)
        out_ << tr("Sample of %1 (seed %2): re-ran part of %3").arg(o.sample).arg(o.seed).arg(part) << '\n';
    for (const QString &n : report.notes) out_ << tr("note: %1").arg(n) << '\n';
    std::map<BundleVerdict, int> counts;
    for (const BundleFileCheck &c : report.files) {
        ++counts[c.verdict];
        out_ << verdictText(c.verdict).leftJustified(14) << c.path
             << (c.detail.isEmpty() ? QString() : QStringLiteral(": ") + c.detail) << '\n';
    }
    QStringList summary;
    for (const auto &[v, n] : counts) summary << QStringLiteral("%1 %2").arg(n).arg(verdictText(v));
    out_ << '\n'
         << (report.ok() ? tr("Verified: %1").arg(summary.join(QStringLiteral(", ")))
                         : tr("NOT verified: %1").arg(summary.join(QStringLiteral(", "))))
         << '\n';
    if (interruptFlag().load()) return 130;
    return report.ok() ? 0 : 1;
}

}  // namespace rulelab
