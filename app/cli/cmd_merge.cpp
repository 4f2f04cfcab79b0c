#include "cli.h"

#include "cli_common.h"
#include "experiment/explore.h"
#include "experiment/integrity.h"
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

int Cli::mergeExplore(const QStringList &dirs, const QString &outDir, bool json) {
    std::vector<ExploreResult> parts(static_cast<size_t>(dirs.size()));
    std::string error;
    for (int i = 0; i < dirs.size(); ++i) {
        if (!loadExploreResult(dirs[i], parts[static_cast<size_t>(i)], error)) return runtimeError(q(error));
        // A verdict cannot be recomputed without its matches: a shard whose summary cannot be
        // checked (written before RuleLab sealed its results) is not merged into a sealed whole.
        if (!parts[static_cast<size_t>(i)].integrityWarning.empty())
            return runtimeError(tr("%1: this explore shard has no integrity record, so its verdicts cannot be checked "
                                   "and are not merged; explore that shard again with this RuleLab, then merge")
                                    .arg(summaryPathOf(dirs[i])));
    }
    ExploreResult merged;
    if (!mergeExploreResults(parts, merged, error)) return runtimeError(q(error));
    if (!saveExploreResult(merged, outDir, error)) return runtimeError(q(error));
    if (json) {
        out_ << QString::fromUtf8(QJsonDocument(exploreResultJson(merged)).toJson(QJsonDocument::Indented));
        return 0;
    }
    int64_t feasible = 0, infeasible = 0, uncertain = 0;
    for (const auto &c : merged.candidates) {
        feasible += c.verdict == Verdict::Feasible;
        infeasible += c.verdict == Verdict::Infeasible;
        uncertain += c.verdict == Verdict::Uncertain;
    }
    out_ << tr("Merged %1 explore shards (%2 candidates: %3 feasible, %4 infeasible, %5 uncertain; %6 matches) into %7")
                .arg(parts.size())
                .arg(merged.candidates.size())
                .arg(feasible)
                .arg(infeasible)
                .arg(uncertain)
                .arg(merged.matchesUsed)
                .arg(QDir(outDir).absolutePath())
         << '\n';
    return 0;
}

int Cli::cmdMerge(const QStringList &args) {
    const QString cmd = QStringLiteral("merge");
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Combine the result folders of the shards of one experiment (run with --shard K/N) into "
           "one result, identical to a single run of the experiment; or the shards of one exploration "
           "(explore --shard K/N) into one."));
    p.addPositionalArgument(QStringLiteral("PART"), tr("a result folder written by run (or explore) --shard K/N --out PART"),
                            QStringLiteral("PART..."));
    QCommandLineOption outOpt(QStringLiteral("out"), tr("write the merged summary.json and matches.csv into DIR"),
                              QStringLiteral("DIR"));
    QCommandLineOption jsonOpt(QStringLiteral("json"), tr("print the merged summary as JSON"));
    p.addOptions({outOpt, jsonOpt});
    const int rc = parseArgs(p, args, cmd, out_, [&](const QString &m) { return usageError(cmd, m); });
    if (rc >= 0) return rc;
    if (p.positionalArguments().isEmpty()) return usageError(cmd, tr("give the result folders to merge"));
    if (!p.isSet(outOpt)) return usageError(cmd, tr("--out DIR is required"));
    const QString outDir = p.value(outOpt);
    if (QString bad; !checkOutputs({}, {outDir}, bad)) return runtimeError(bad);  // before any work
    // The merged result may not overwrite one of the parts it is made of.
    const QString outCanonical = QFileInfo(outDir).canonicalFilePath();
    for (const auto &in : p.positionalArguments())
        if (!outCanonical.isEmpty() && QFileInfo(in).canonicalFilePath() == outCanonical)
            return usageError(cmd,
                              tr("--out %1 is one of the parts being merged; write the merged result elsewhere").arg(outDir));
    // Explorations and runs: every part of one kind, told by its summary's format.
    const QString explore = QStringLiteral("rulelab-explore-result");
    const bool firstExplore = summaryFormat(p.positionalArguments().first()) == explore;
    for (const auto &in : p.positionalArguments())
        if ((summaryFormat(in) == explore) != firstExplore)
            return runtimeError(tr("%1 holds an exploration and %2 a run: merge the shards of one run, or of one exploration")
                                    .arg(firstExplore ? p.positionalArguments().first() : in,
                                         firstExplore ? in : p.positionalArguments().first()));
    if (firstExplore) return mergeExplore(p.positionalArguments(), outDir, p.isSet(jsonOpt));
    std::vector<ResultPart> parts(static_cast<size_t>(p.positionalArguments().size()));
    std::string error;
    for (int i = 0; i < p.positionalArguments().size(); ++i) {
        if (!readResultFolder(p.positionalArguments()[i], parts[static_cast<size_t>(i)], error)) return runtimeError(q(error));
        printIntegrityWarning(parts[static_cast<size_t>(i)].integrityWarning);
    }
    ExperimentResult merged;
    std::vector<std::vector<MatchRecord>> rows;
    if (!mergeParts(parts, merged, rows, error)) return runtimeError(q(error));
    if (!prepareOutputDir(outDir, error)) return runtimeError(q(error));
    CsvRecordWriter csv(QDir(outDir).filePath(QStringLiteral("matches.csv")));
    if (!csv.open(error)) return runtimeError(q(error));
    std::vector<std::string> ids;
    for (const auto &r : merged.readings) ids.push_back(r.reading);
    writeRowsInRunOrder(csv, ids, rows);
    if (!csv.commit(error)) return runtimeError(q(error));
    QStringList written{QStringLiteral("matches.csv")};
    // The usage maps, summed over the parts, when every part has them.
    const bool usage = std::all_of(parts.begin(), parts.end(), [](const ResultPart &part) { return part.hasUsage; });
    if (usage) {
        written << QLatin1String(kUsageCsvFile) << QLatin1String(kUsageGroupsCsvFile);
        std::vector<ReadingUsage> maps;
        for (size_t i = 0; i < merged.readings.size(); ++i)
            maps.push_back({merged.readings[i].reading, parts.front().usageCells[i], merged.readings[i].stats.usage, true});
        if (!saveUsageFiles(outDir, maps, error)) return runtimeError(q(error));
    } else {
        removeUsageFiles(outDir);
    }
    // The same document a single run of the whole experiment saves (comparisons, sweep effects,
    // the sweep's options in the game's order as the run had them, not the file's alphabetical one).
    if (!merged.experiment.sweepBase.empty()) {
        PluginRegistry reg;
        loadPlugins(reg, false);
        orderSweepOptions(reg, merged.experiment);
    }
    QJsonObject root = sessionSummary(merged.experiment, merged, 0, 1, {});
    root.insert(QStringLiteral("matches_csv"), csvRecordJson(csv));
    if (!sealSummary(root, outDir, written, error, {{QStringLiteral("matches.csv"), csv.sha256()}}))
        return runtimeError(q(error));
    const QByteArray json = QJsonDocument(root).toJson(QJsonDocument::Indented);
    if (!saveAtomically(QDir(outDir).filePath(QStringLiteral("summary.json")), json, error)) return runtimeError(q(error));
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
