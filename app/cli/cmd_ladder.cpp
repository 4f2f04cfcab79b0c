// rulelab-cli ladder: the metrics of readings along a ladder of playing strength (issue 39;
// core/experiment/ladder.h).

#include "cli.h"

#include "cli_common.h"
#include "experiment/ladder.h"
#include "experiment/prepared_reading.h"
#include "plugin/plugin_registry.h"
#include "shard_spec.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <unistd.h>

namespace rulelab {

namespace {

QString intervalText(const QJsonObject &m) {
    if (m.value(QStringLiteral("value")).isNull()) return QCoreApplication::translate("Cli", "n/a");
    return fmt(m.value(QStringLiteral("value")).toDouble()) + QStringLiteral(" [") +
           fmt(m.value(QStringLiteral("lo")).toDouble()) + QStringLiteral(", ") + fmt(m.value(QStringLiteral("hi")).toDouble()) +
           QLatin1Char(']');
}

// --margin METRIC=DELTA (repeatable) into `out`; the error, or empty.
QString readMargins(const QStringList &values, std::map<std::string, double> &out) {
    const std::vector<std::string> known = stats::comparisonMetricKeys();
    for (const QString &m : values) {
        QString metric;
        double delta = 0;
        if (!splitKeyNumber(m, metric, delta) || !(delta > 0))
            return QCoreApplication::translate("Cli", "--margin '%1': expected METRIC=DELTA with DELTA > 0").arg(m);
        if (std::find(known.begin(), known.end(), metric.toStdString()) == known.end())
            return QCoreApplication::translate("Cli", "--margin '%1' is not a compared metric").arg(metric);
        out[metric.toStdString()] = delta;
    }
    return {};
}

}  // namespace

// The ladder's own flags.
struct LadderFlags {
    LadderFlags();
    QCommandLineOption agents, margin, solveNodes;
};

LadderFlags::LadderFlags()
    : agents(QStringLiteral("agents"),
             QCoreApplication::translate("Cli", "the rungs, weakest first, e.g. random,greedy,mcts:100,mcts:1000 (agents: "
                                                "random, greedy, mcts:PLAYOUTS, search:DEPTH)"),
             QStringLiteral("A1,A2,...")),
      margin(QStringLiteral("margin"),
             QCoreApplication::translate("Cli", "the margin of the settle test for METRIC (repeatable; default 0.05 for "
                                                "shares, 0.10 for the dominance of lengths, else 10% of the top rung's "
                                                "value)"),
             QStringLiteral("METRIC=DELTA")),
      solveNodes(QStringLiteral("solve-nodes"),
                 QCoreApplication::translate("Cli", "solve a reading exactly when its state graph has at most N states "
                                                    "(default 200000; 0: never)"),
                 QStringLiteral("N")) {}

int Cli::cmdLadder(const QStringList &args) {
    CommandParser p(
        QStringLiteral("ladder"),
        tr("Play each reading at every rung of a ladder of agents (weakest first): each rung against itself for its "
           "metrics, and each rung against the next, both seat orders, for a Bradley-Terry rating (Elo scale, random = 0). "
           "Says whether each metric has settled between the two top rungs, and gives the exact value of small boards."));
    const QString &cmd = p.name();
    p.addGameArgument();
    ExperimentOptions eo;
    eo.ladder = true;
    eo.addTo(p);
    LadderFlags lf;
    OutputOptions oo;
    oo.out.setDescription(tr("write each cell's results (a run's folder each) and the ladder's summary.json into DIR"));
    oo.shard.setDescription(tr("play only shard K of N (K from 1 to N) of every cell's matches into --out PART; "
                               "'rulelab-cli status PART...' says where the shards stand, 'rulelab-cli merge' "
                               "combines them"));
    oo.resume.setDescription(
        tr("continue an interrupted ladder or shard from its folder DIR alone (no game, readings or agents)"));
    p.addOptions({lf.agents, lf.margin, lf.solveNodes, oo.threads, oo.json, oo.out, oo.progress, oo.shard, oo.resume});
    if (const int rc = parse(p, args); rc >= 0) return rc;
    Ladder l;
    LadderOptions lo;
    if (const int lrc = p.isSet(oo.resume) ? ladderFromFolder(p, oo, l, lo) : ladderFromFlags(p, eo, lf, oo, l, lo); lrc >= 0)
        return lrc;
    if (QString bad; !readThreads(p, oo.threads, lo.threads, bad)) return usageError(cmd, bad);
    if (QString bad; !checkOutputs({}, {lo.outDir}, bad)) return runtimeError(bad);
    PluginRegistry reg;
    loadPlugins(reg, false);
    std::vector<PreparedReading> prepared;
    if (const int prc = prepareReadings(cmd, QString(), l.base, reg, prepared); prc >= 0) return prc;
    noteTimedAgents(l.rungs);
    lo.cancel = &interruptFlag();
    const bool showProgress = p.isSet(oo.progress) || isatty(STDERR_FILENO);
    lo.cellStarted = [&](size_t i, size_t n, const LadderCell &cell, int64_t kept) {
        if (!showProgress && kept == 0) return;
        err_ << tr("Ladder cell %1/%2: %3 (%4 against %5)")
                    .arg(i + 1)
                    .arg(n)
                    .arg(q(cell.folder), q(cell.experiment.agents[0].text()), q(cell.experiment.agents[1].text()))
             << (kept > 0 ? QStringLiteral(", ") + tr("%1 finished matches kept").arg(kept) : QString()) << '\n';
    };
    const LadderResult r = runLadder(l, prepared, lo);
    if (!r.ok) return runtimeError(q(r.error));
    if (r.cancelled) {
        err_ << tr("Interrupted: the finished matches are kept.") << ' '
             << (lo.outDir.isEmpty() ? tr("Give --out DIR to keep partial results that can be resumed.")
                                     : tr("Continue with the same command, or with: rulelab-cli ladder --resume %1")
                                           .arg(lo.outDir))
             << '\n';
        return 130;
    }
    if (lo.shardCount > 1) {
        out_ << tr("Shard %1 of %2 of the ladder written to %3; when every shard is done, combine them with: "
                   "rulelab-cli merge PART... --out DIR")
                    .arg(lo.shardIndex + 1)
                    .arg(lo.shardCount)
                    .arg(QDir(lo.outDir).absolutePath())
             << '\n';
        return 0;
    }
    return showLadder(r.summary, p.isSet(oo.json), lo.outDir);
}

void Cli::noteTimedAgents(const std::vector<AgentSpec> &agents) {
    for (const AgentSpec &a : agents)
        if (a.timed()) {
            err_ << tr("Note: %1 plays by time, as many playouts as this machine manages: its matches, and these "
                       "results, are not reproducible. Give a budget of playouts (mcts:N) for reproducible results.")
                        .arg(q(a.text()))
                 << '\n';
            return;
        }
}

int Cli::showLadder(const QJsonObject &summary, bool json, const QString &outDir) {
    if (json) out_ << QString::fromUtf8(QJsonDocument(summary).toJson(QJsonDocument::Indented));
    else printLadder(summary);
    if (!outDir.isEmpty())
        (json ? err_ : out_) << '\n'
                             << tr("Results written to %1 (summary.json, one folder per cell)").arg(QDir(outDir).absolutePath())
                             << '\n';
    return 0;
}

// The ladder from the flags: GAME, --reading, --set, --matches, --seed, --cap, --agents, --margin,
// --solve-nodes; --out and --shard.
int Cli::ladderFromFlags(QCommandLineParser &p, const ExperimentOptions &eo, const LadderFlags &lf, const OutputOptions &oo,
                         Ladder &l, LadderOptions &lo) {
    const QString cmd = QStringLiteral("ladder");
    QString error;
    if (const int brc = buildExperiment(p, eo, true, l.base, error); brc >= 0)
        return brc == 2 ? usageError(cmd, error) : runtimeError(error);
    if (!p.isSet(lf.agents)) return usageError(cmd, tr("--agents A1,A2,... is required (the rungs, weakest first)"));
    std::string err;
    if (!parseLadderAgents(p.value(lf.agents).toStdString(), l.rungs, err))
        return usageError(cmd, QStringLiteral("--agents: ") + q(err));
    if (const QString bad = readMargins(p.values(lf.margin), l.margins); !bad.isEmpty()) return usageError(cmd, bad);
    if (p.isSet(lf.solveNodes)) {
        bool ok = false;
        l.solveNodes = p.value(lf.solveNodes).toLongLong(&ok);
        if (!ok || l.solveNodes < 0 || l.solveNodes > 100000000)
            return usageError(
                cmd, tr("--solve-nodes must be a whole number from 0 to 100000000, not '%1'").arg(p.value(lf.solveNodes)));
    }
    lo.outDir = p.value(oo.out);
    if (p.isSet(oo.shard)) {
        ShardChoice sc;
        if (!parseShard(p.value(oo.shard), QProcessEnvironment::systemEnvironment(), sc, error)) return usageError(cmd, error);
        if (lo.outDir.isEmpty()) return usageError(cmd, tr("--shard needs --out DIR: a shard's matches are merged from its folder"));
        lo.shardIndex = sc.index;
        lo.shardCount = sc.count;
        if (!sc.source.isEmpty()) err_ << tr("Shard %1 of %2 (from %3)").arg(sc.index + 1).arg(sc.count).arg(sc.source) << '\n';
    }
    return -1;
}

// --resume DIR: the ladder and its shard from DIR (ladder.json, or its summary), continued there.
int Cli::ladderFromFolder(QCommandLineParser &p, const OutputOptions &oo, Ladder &l, LadderOptions &lo) {
    const QString cmd = QStringLiteral("ladder");
    const QString dir = p.value(oo.resume);
    for (const QString &flag : {QStringLiteral("agents"), QStringLiteral("reading"), QStringLiteral("set"),
                                QStringLiteral("matches"), QStringLiteral("seed"), QStringLiteral("cap"),
                                QStringLiteral("margin"), QStringLiteral("solve-nodes"), QStringLiteral("shard")})
        if (p.isSet(flag))
            return usageError(cmd, tr("--resume DIR continues the ladder DIR holds: give no --%1").arg(flag));
    if (!p.positionalArguments().isEmpty())
        return usageError(cmd, tr("--resume DIR continues the ladder DIR holds: give no GAME"));
    if (p.isSet(oo.out) && QFileInfo(p.value(oo.out)).absoluteFilePath() != QFileInfo(dir).absoluteFilePath())
        return usageError(cmd, tr("--resume DIR completes the ladder in DIR: give no other --out"));
    std::string error;
    if (!readLadderRecord(dir, l, lo.shardIndex, lo.shardCount, error)) return runtimeError(q(error));
    lo.outDir = dir;
    return -1;
}

// merge of a ladder's shards (cmd_merge.cpp hands them here): the ladder's folder, as one run
// of the whole ladder writes it.
int Cli::mergeLadderParts(const QStringList &dirs, const QString &outDir, bool json) {
    std::vector<LadderPart> parts(static_cast<size_t>(dirs.size()));
    std::string error;
    for (qsizetype i = 0; i < dirs.size(); ++i)
        if (!readLadderPart(dirs[i], parts[static_cast<size_t>(i)], error)) return runtimeError(q(error));
    PluginRegistry reg;
    loadPlugins(reg, false);
    std::vector<PreparedReading> prepared;
    if (const int prc = prepareReadings(QStringLiteral("merge"), QString(), parts.front().ladder.base, reg, prepared); prc >= 0)
        return prc;
    const LadderResult r = mergeLadder(parts, prepared, outDir);
    if (!r.ok) return runtimeError(q(r.error));
    (json ? err_ : out_) << tr("Merged %1 shards of the ladder into %2").arg(parts.size()).arg(QDir(outDir).absolutePath())
                         << '\n';
    return showLadder(r.summary, json, QString());
}

void Cli::printLadder(const QJsonObject &summary) {
    const QJsonObject ladder = summary.value(QStringLiteral("ladder")).toObject();
    out_ << tr("%1: %2 matches per cell, seed %3; ratings: Bradley-Terry (draws half), Elo scale, %4 = 0")
                .arg(ladder.value(QStringLiteral("game")).toString())
                .arg(ladder.value(QStringLiteral("matches")).toInteger())
                .arg(ladder.value(QStringLiteral("seed")).toVariant().toString())
                .arg(summary.value(QStringLiteral("rating")).toObject().value(QStringLiteral("anchor")).toString())
         << '\n';
    for (const auto &rv : summary.value(QStringLiteral("readings")).toArray()) {
        const QJsonObject reading = rv.toObject();
        out_ << '\n' << reading.value(QStringLiteral("reading")).toString() << '\n';
        QList<QStringList> rows;
        rows << QStringList{tr("agent"), tr("Elo [95%]"), tr("first mover's points [95%]"), tr("ended by rule [95%]"),
                            tr("mean turns")};
        for (const auto &gv : reading.value(QStringLiteral("rungs")).toArray()) {
            const QJsonObject g = gv.toObject();
            const QJsonObject elo = g.value(QStringLiteral("elo")).toObject();
            const QJsonObject metrics = g.value(QStringLiteral("metrics")).toObject();
            rows << QStringList{g.value(QStringLiteral("agent")).toString(),
                                elo.isEmpty() ? tr("n/a")
                                              : QStringLiteral("%1 [%2, %3]")
                                                    .arg(elo.value(QStringLiteral("elo")).toDouble(), 0, 'f', 0)
                                                    .arg(elo.value(QStringLiteral("lo")).toDouble(), 0, 'f', 0)
                                                    .arg(elo.value(QStringLiteral("hi")).toDouble(), 0, 'f', 0),
                                intervalText(metrics.value(QStringLiteral("AdvantageP1")).toObject()),
                                intervalText(metrics.value(QStringLiteral("Completion")).toObject()),
                                fmt(g.value(QStringLiteral("turns")).toObject().value(QStringLiteral("mean")).toDouble(), 1)};
        }
        out_ << formatTable(rows);
        const QJsonObject settle = reading.value(QStringLiteral("settle")).toObject();
        QStringList changing;
        for (const auto &sv : settle.value(QStringLiteral("rows")).toArray())
            if (sv.toObject().value(QStringLiteral("status")).toString() == QLatin1String("still changing"))
                changing << sv.toObject().value(QStringLiteral("metric")).toString();
        out_ << tr("Between %1 and %2: %3 metrics settled, %4 still changing%5")
                    .arg(settle.value(QStringLiteral("below")).toString(), settle.value(QStringLiteral("top")).toString())
                    .arg(settle.value(QStringLiteral("settled")).toInt())
                    .arg(settle.value(QStringLiteral("still_changing")).toInt())
                    .arg(changing.isEmpty() ? QString()
                                            : QStringLiteral(" (") + changing.join(QStringLiteral(", ")) + QLatin1Char(')'))
             << '\n';
        const QJsonObject exact = reading.value(QStringLiteral("exact")).toObject();
        const LadderLimit limit = ladderLimit(reading);
        if (limit == LadderLimit::NotSolved) {
            out_ << tr("Not solved exactly: %1").arg(exact.value(QStringLiteral("reason")).toString()) << '\n';
            continue;
        }
        out_ << tr("Exact play (%1 states, %2): the first mover's points are %3")
                    .arg(exact.value(QStringLiteral("states")).toInteger())
                    .arg(exact.value(QStringLiteral("method")).toString())
                    .arg(fmt(exact.value(QStringLiteral("first_mover_value")).toDouble()))
             << '\n'
             << (limit == LadderLimit::Reached ? tr("The top rung's interval of the first mover's points holds it.")
                                               : tr("Not yet: the top rung's interval of the first mover's points does not "
                                                    "hold it."))
             << '\n';
    }
}

}  // namespace rulelab
