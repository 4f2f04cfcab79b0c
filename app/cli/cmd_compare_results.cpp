// compare --results DIR...: readings of finished runs compared with one another, across games
// of one family too ("our Pachgarhwa reading against Walak-pussa and Bay Khom"). Each folder is
// read as merge reads it (its matches.csv checked against its summary), so nothing is mixed:
// every reading keeps its own game, seeds and build, and only the comparison is new.
#include "cli.h"

#include "cli_common.h"
#include "experiment/display_names.h"
#include "experiment/result_merge.h"
#include "experiment/results_io.h"
#include "plugin/plugin_registry.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <set>

namespace rulelab {

int Cli::compareResults(const QStringList &dirs, const std::vector<std::string> &primary,
                        const std::map<std::string, double> &margins, bool json) {
    const QString cmd = QStringLiteral("compare");
    std::vector<ResultPart> parts(static_cast<size_t>(dirs.size()));
    for (qsizetype i = 0; i < dirs.size(); ++i) {
        std::string error;
        ResultPart &part = parts[static_cast<size_t>(i)];
        if (!readResultFolder(dirs[i], part, error)) return runtimeError(q(error));
        if (part.shardCount > 1)
            return runtimeError(tr("%1: is shard %2 of %3; combine the shards with 'rulelab-cli merge' first")
                                    .arg(dirs[i])
                                    .arg(part.shardIndex + 1)
                                    .arg(part.shardCount));
        if (!part.experiment.vary.empty())
            return runtimeError(
                tr("%1: is a sweep; compare its cells within it (sweep), or runs of named readings here").arg(dirs[i]));
    }
    // The same players everywhere: a comparison of rules, not of agents.
    const ResultPart &first = parts.front();
    for (size_t i = 1; i < parts.size(); ++i) {
        const Experiment &a = first.experiment, &b = parts[i].experiment;
        if (a.agents[0].text() != b.agents[0].text() || a.agents[1].text() != b.agents[1].text() || a.swapSeats != b.swapSeats)
            return runtimeError(tr("%1 and %2 were played by different agents (%3 and %4): their readings cannot be compared "
                                   "as rules")
                                    .arg(dirs.front(), dirs[static_cast<qsizetype>(i)],
                                         q(a.agents[0].text() + "," + a.agents[1].text()),
                                         q(b.agents[0].text() + "," + b.agents[1].text())));
    }
    std::vector<std::string> games;
    for (const auto &part : parts)
        if (std::find(games.begin(), games.end(), part.experiment.game) == games.end()) games.push_back(part.experiment.game);
    const bool severalGames = games.size() > 1;

    // Which metrics mean the same in all the games: all of them when the games share one engine,
    // else those that mean the same in any game.
    PluginRegistry reg;
    loadPlugins(reg, false);
    const bool oneEngine = gamesShareOneEngine(reg, games);
    std::vector<std::string> omit;
    if (!oneEngine)
        for (const auto &k : stats::comparisonMetricKeys())
            if (!metricMeansTheSameInEveryGame(k)) omit.push_back(k);
    for (const auto &m : primary)
        if (std::find(omit.begin(), omit.end(), m) != omit.end())
            return usageError(cmd, tr("--primary '%1' is counted in each engine's own units and is not compared across "
                                      "these games")
                                       .arg(q(m)));

    ExperimentResult combined;
    combined.experiment = first.experiment;
    combined.experiment.primary = primary;
    combined.experiment.margins = margins;
    std::string gameList;
    for (const auto &g : games) gameList += (gameList.empty() ? "" : " + ") + g;
    combined.experiment.game = gameList;
    std::set<std::string> labels;
    QJsonArray sources;
    for (size_t i = 0; i < parts.size(); ++i) {
        const ResultPart &part = parts[i];
        QJsonArray ids;
        for (ReadingResult r : part.readings) {
            if (severalGames) r.reading = part.experiment.game + ":" + r.reading;
            if (!labels.insert(r.reading).second)
                return runtimeError(tr("reading '%1' is in more than one of the folders; compare it once").arg(q(r.reading)));
            ids.append(q(r.reading));
            combined.readings.push_back(std::move(r));
        }
        combined.cancelled = combined.cancelled || part.cancelled;
        sources.append(QJsonObject{{QStringLiteral("dir"), dirs[static_cast<qsizetype>(i)]},
                                   {QStringLiteral("game"), q(part.experiment.game)},
                                   {QStringLiteral("matches"), static_cast<qint64>(part.experiment.matches)},
                                   {QStringLiteral("seed"), QString::number(part.experiment.seed)},
                                   {QStringLiteral("plugin"), pluginProvenanceJson(part.plugin)},
                                   {QStringLiteral("readings"), ids}});
    }
    if (combined.readings.size() < 2) return usageError(cmd, tr("compare needs at least two readings"));
    QStringList omittedNames;
    for (const auto &k : omit) omittedNames << q(k);
    const QString note =
        omit.empty() ? QString()
                     : tr("The games have different engines: lengths (turns, laps, rounds), captures, lead changes and score "
                          "margins are counted in each engine's own units and are not compared; omitted: %1.")
                           .arg(omittedNames.join(QStringLiteral(", ")));

    if (json) {
        QJsonObject o;
        o.insert(QStringLiteral("format"), QStringLiteral("rulelab-comparison"));
        o.insert(QStringLiteral("version"), 1);
        o.insert(QStringLiteral("engine"), QString::fromLatin1(engineVersion()));
        o.insert(QStringLiteral("sources"), sources);
        QJsonArray readings;
        for (const auto &r : combined.readings) readings.append(readingResultToJson(r, combined.experiment.agents));
        o.insert(QStringLiteral("readings"), readings);
        o.insert(QStringLiteral("comparisons"), comparisonsJson(combined, omit));
        QJsonArray om;
        for (const auto &k : omit) om.append(q(k));
        o.insert(QStringLiteral("omitted_metrics"), om);
        if (!note.isEmpty()) o.insert(QStringLiteral("note"), note);
        out_ << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return 0;
    }
    out_ << tr("Readings of %n results folder(s), agents %1:", nullptr, static_cast<int>(parts.size()))
                .arg(q(first.experiment.agents[0].text() + "," + first.experiment.agents[1].text()))
         << '\n';
    for (size_t i = 0; i < parts.size(); ++i)
        out_ << "  " << dirs[static_cast<qsizetype>(i)] << ": "
             << tr("%1, %2 matches per reading, seed %3, rules build %4 %5")
                    .arg(q(parts[i].experiment.game))
                    .arg(parts[i].experiment.matches)
                    .arg(parts[i].experiment.seed)
                    .arg(q(parts[i].plugin.file), q(parts[i].plugin.sha256.substr(0, 12)))
             << (parts[i].cancelled ? tr(" (cancelled: partial)") : QString()) << '\n';
    printRunTable(combined, false);
    if (!note.isEmpty()) out_ << '\n' << note << '\n';
    printComparisons(combined, omit);
    return 0;
}

}  // namespace rulelab
