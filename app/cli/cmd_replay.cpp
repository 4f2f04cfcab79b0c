#include "cli.h"

#include "cli_common.h"
#include "experiment/prepared_reading.h"
#include "experiment/results_io.h"
#include "plugin/plugin_registry.h"
#include "replay/match_replay.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace rulelab {

int Cli::cmdReplay(const QStringList &args) {
    CommandParser p(QStringLiteral("replay"),
                    tr("Print match I of a run move by move, with the board after each move.\n"
                       "Give the same reading, --set, --agents, --swap-seats, --cap and --seed as the run, "
                       "or its --experiment (a summary.json works too) with --reading to pick the reading."));
    const QString &cmd = p.name();
    p.addGameArgument(GameArgument::OrExperiment);
    ExperimentOptions eo;
    eo.addTo(p);
    QCommandLineOption matchOpt(QStringLiteral("match"), tr("match index (0-based, as in matches.csv)"), QStringLiteral("I"));
    QCommandLineOption stepsOpt(QStringLiteral("steps"), tr("also print each micro-step (counters lifted, dropped, captured)"));
    QCommandLineOption jsonOpt(QStringLiteral("json"),
                               tr("print the match as JSON (every move with its description, micro-steps and board; "
                                  "the form the workbench saves and opens)"));
    p.addOptions({matchOpt, stepsOpt, jsonOpt});
    if (const int rc = parse(p, args); rc >= 0) return rc;
    Experiment e;
    QString error;
    // The reading to replay: with an experiment, --reading picks one of its readings.
    const QStringList picked = p.values(eo.reading);
    const int brc = buildExperiment(p, eo, false, e, error);
    if (brc >= 0) return brc == 2 ? usageError(cmd, error) : runtimeError(error);
    if (!p.isSet(matchOpt)) return usageError(cmd, tr("--match I is required"));
    bool ok = false;
    const qlonglong index = p.value(matchOpt).toLongLong(&ok);
    if (!ok || index < 0)
        return usageError(cmd, tr("--match must be a whole number of at least 0, not '%1'").arg(p.value(matchOpt)));
    if (p.isSet(eo.experiment)) {
        // Keep only the reading asked for (the flags appended it; match it by id or spec).
        if (picked.size() != 1) return usageError(cmd, tr("with --experiment, give exactly one --reading to replay"));
        // buildExperiment appended the --reading to the experiment's own readings: prefer the
        // experiment's reading of that id (it may be inline), else use the one given.
        const std::string want = picked.first().toStdString();
        std::vector<ReadingRef> keep;
        for (size_t i = 0; i + 1 < e.readings.size(); ++i) {
            const auto &r = e.readings[i];
            if ((r.isInline ? r.reading.id : r.spec) == want) keep.push_back(r);
        }
        if (keep.empty()) keep.push_back(e.readings.back());
        e.readings = keep;
    } else if (e.readings.size() != 1) {
        return usageError(cmd, tr("give exactly one --reading"));
    }
    PluginRegistry reg;
    loadPlugins(reg, false);
    std::vector<PreparedReading> prepared;
    if (const int prc = prepareReadings(cmd, p.value(eo.experiment), e, reg, prepared); prc >= 0) return prc;
    std::string err;
    const PreparedReading &pr = prepared.front();
    MatchReplay replay;
    if (!computeReplay(pr, replayRequestOf(e, index), replay, err)) return runtimeError(tr("the recorded match does not replay: %1").arg(q(err)));
    if (p.isSet(jsonOpt)) out_ << QString::fromUtf8(QJsonDocument(matchToJson(replay)).toJson(QJsonDocument::Indented));
    else out_ << replayText(replay, p.isSet(stepsOpt));
    return 0;
}

}  // namespace rulelab
