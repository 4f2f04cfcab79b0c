#include "cli.h"

#include "cli_common.h"
#include "experiment/display_names.h"
#include "experiment/integrity.h"
#include "experiment/results_io.h"
#include "plugin/plugin_registry.h"
#include "sources/methods.h"

#include <QDir>
#include <QFileInfo>

namespace rulelab {

int Cli::cmdMethods(const QStringList &args) {
    CommandParser p(
        QStringLiteral("methods"),
        tr("Write a methods text for a paper from a results folder (what 'run --out' writes) or its summary.json: the "
           "game and its sources, every reading with each option value and its citation, agents, matches, seed, "
           "engine version and metric definitions, with a BibTeX file of exactly the cited sources."));
    const QString &cmd = p.name();
    p.addPositionalArgument(QStringLiteral("RESULTS"), tr("a results folder or a summary.json"));
    QCommandLineOption format(QStringLiteral("format"), tr("markdown or latex (default: markdown)"), QStringLiteral("F"),
                              QStringLiteral("markdown"));
    QCommandLineOption outOpt(QStringLiteral("out"), tr("write the text to FILE instead of the standard output"),
                              QStringLiteral("FILE"));
    QCommandLineOption bib(QStringLiteral("bib"),
                           tr("write the BibTeX file to FILE (default with --out: beside it, with the extension .bib)"),
                           QStringLiteral("FILE"));
    p.addOptions({format, outOpt, bib});
    p.expectPositional(1, 1, tr("expected exactly one RESULTS folder or file"));
    if (const int rc = parse(p, args); rc >= 0) return rc;
    MethodsFormat f;
    if (p.value(format) == QLatin1String("markdown") || p.value(format) == QLatin1String("md")) f = MethodsFormat::Markdown;
    else if (p.value(format) == QLatin1String("latex") || p.value(format) == QLatin1String("tex")) f = MethodsFormat::LaTeX;
    else return usageError(cmd, tr("--format must be markdown or latex, not '%1'").arg(p.value(format)));
    const QString input = p.positionalArguments().first();
    QString bibFile = p.value(bib);
    if (bibFile.isEmpty() && p.isSet(outOpt)) {
        const QFileInfo fi(p.value(outOpt));
        bibFile = fi.dir().filePath(fi.completeBaseName() + QStringLiteral(".bib"));
    }
    if (QString bad; !checkOutputs({p.value(outOpt), bibFile}, {}, bad)) return runtimeError(bad);  // before any work
    QByteArray summary;
    std::string error;
    if (!readSummaryFile(input, summary, error)) return runtimeError(q(error));
    // No methods text from an edited file (integrity.h).
    IntegrityCheck check;
    if (!verifySummaryBytes(summary, summaryPathOf(input), check, error)) return runtimeError(q(error));
    printIntegrityWarning(check.warning);
    if (!SourceLibrary::builtinError().empty()) return runtimeError(q(SourceLibrary::builtinError()));
    PluginRegistry reg;
    loadPlugins(reg, false);
    MethodsText text;
    if (!buildMethods(summary, input.toStdString(), reg, SourceLibrary::builtin(), f, text, error)) return runtimeError(q(error));
    for (const auto &w : text.warnings) err_ << tr("warning: %1").arg(warningText(q(w))) << '\n';
    if (!bibFile.isEmpty() && !saveAtomically(bibFile, QByteArray::fromStdString(text.bibtex), error))
        return runtimeError(q(error));
    if (p.isSet(outOpt)) {
        if (!saveAtomically(p.value(outOpt), QByteArray::fromStdString(text.text), error)) return runtimeError(q(error));
        out_ << tr("Methods text written to %1 (sources: %2)").arg(p.value(outOpt), bibFile) << '\n';
    } else {
        out_ << q(text.text);
        if (!bibFile.isEmpty()) err_ << tr("BibTeX written to %1").arg(bibFile) << '\n';
    }
    return 0;
}

}  // namespace rulelab
