#include "cli.h"

#include "cli_common.h"
#include "experiment/integrity.h"
#include "experiment/ladder.h"
#include "experiment/result_merge.h"
#include "experiment/results_io.h"
#include "experiment/session.h"

#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace rulelab {

namespace {

// The "format" of DIR/summary.json ("" when it cannot be read: readResultFolder then says why).
QString summaryFormat(const QString &dir) {
    QByteArray data;
    std::string error;
    if (!readFileCapped(QDir(dir).filePath(QStringLiteral("summary.json")), kResultFileCap, data, error)) return QString();
    return QJsonDocument::fromJson(data).object().value(QStringLiteral("format")).toString();
}

}  // namespace

int Cli::cmdMerge(const QStringList &args) {
    CommandParser p(QStringLiteral("merge"),
                    tr("Combine the result folders of the shards of one experiment (run with --shard K/N) into "
                       "one result, identical to a single run of the experiment."));
    const QString &cmd = p.name();
    p.addPositionalArgument(QStringLiteral("PART"), tr("a result folder written by run --shard K/N --out PART"),
                            QStringLiteral("PART..."));
    QCommandLineOption outOpt(QStringLiteral("out"), tr("write the merged summary.json and matches.csv into DIR"),
                              QStringLiteral("DIR"));
    QCommandLineOption jsonOpt(QStringLiteral("json"), tr("print the merged summary as JSON"));
    p.addOptions({outOpt, jsonOpt});
    p.expectPositional(1, -1, tr("give the result folders to merge"));
    if (const int rc = parse(p, args); rc >= 0) return rc;
    if (!p.isSet(outOpt)) return usageError(cmd, tr("--out DIR is required"));
    const QString outDir = p.value(outOpt);
    if (QString bad; !checkOutputs({}, {outDir}, bad)) return runtimeError(bad);  // before any work
    // The merged result may not overwrite one of the parts it is made of.
    const QString outCanonical = QFileInfo(outDir).canonicalFilePath();
    for (const auto &in : p.positionalArguments())
        if (!outCanonical.isEmpty() && QFileInfo(in).canonicalFilePath() == outCanonical)
            return usageError(cmd,
                              tr("--out %1 is one of the parts being merged; write the merged result elsewhere").arg(outDir));
    // An exploration is not split into shards (explore refuses --shard: its racing shares one
    // budget among all candidates), so there are no exploration parts to merge.
    for (const auto &in : p.positionalArguments())
        if (summaryFormat(in) == QLatin1String("rulelab-explore-result"))
            return runtimeError(tr("%1 holds an exploration: explorations are not merged, since they are not split into "
                                   "shards (their racing shares one budget among all candidates)")
                                    .arg(in));
    // A ladder's shards merge cell by cell (cmd_ladder.cpp); they are not mixed with runs.
    int ladderParts = 0;
    for (const auto &in : p.positionalArguments())
        if (summaryFormat(in) == QLatin1String(kLadderShardFormat)) ++ladderParts;
    if (ladderParts > 0 && ladderParts < p.positionalArguments().size())
        return runtimeError(tr("some of the folders hold shards of a ladder and some do not: merge a ladder's shards "
                               "only with each other"));
    if (ladderParts > 0) return mergeLadderParts(p.positionalArguments(), outDir, p.isSet(jsonOpt));
    std::vector<ResultPart> parts(static_cast<size_t>(p.positionalArguments().size()));
    std::string error;
    for (int i = 0; i < p.positionalArguments().size(); ++i) {
        if (!readResultFolder(p.positionalArguments()[i], parts[static_cast<size_t>(i)], error)) return runtimeError(q(error));
        printIntegrityWarning(parts[static_cast<size_t>(i)].integrityWarning);
    }
    ExperimentResult merged;
    std::vector<std::vector<MatchRecord>> rows;
    if (!mergeParts(parts, merged, rows, error)) return runtimeError(q(error));
    // The same document a single run of the whole experiment saves (comparisons, sweep effects,
    // the sweep's options in the game's order as the run had them, not the file's alphabetical one).
    if (!merged.experiment.sweepBase.empty()) {
        PluginRegistry reg;
        loadPlugins(reg, false);
        orderSweepOptions(reg, merged.experiment);
    }
    QJsonObject root;
    bool usage = false;
    if (!writeMergedResult(outDir, parts, merged, rows, root, usage, error)) return runtimeError(q(error));
    const QByteArray json = QJsonDocument(root).toJson(QJsonDocument::Indented);
    if (p.isSet(jsonOpt)) out_ << QString::fromUtf8(json);
    else
        out_ << tr("Merged %1 parts (%2 readings, %3 matches each) into %4")
                    .arg(parts.size())
                    .arg(merged.readings.size())
                    .arg(merged.experiment.matches)
                    .arg(QDir(outDir).absolutePath())
             << '\n';
    if (!usage)
        err_ << tr("Note: not every part has its usage maps (usage.csv with usage_groups.csv): the merged result has "
                   "no usage.csv.")
             << '\n';
    return 0;
}

}  // namespace rulelab
