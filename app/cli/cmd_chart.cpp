#include "cli.h"

#include "cli_common.h"
#include "charts.h"
#include "experiment/cross_compare.h"
#include "plugin/game_texts.h"
#include "plugin/plugin_registry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <memory>

namespace rulelab {

namespace {

// The figure's kind, page and style from chart's flags; a usage error's text, or "".
QString readChartStyle(const QCommandLineParser &p, const ChartFlags &f, charts::ChartKind &k, charts::ExportOptions &eo,
                       charts::ChartStyle &style) {
    if (!charts::kindFromKey(p.value(f.kind), k))
        return Cli::tr("unknown --kind '%1' (allowed: length, advantage, ends, margin, rounds, effects, interaction, usage, "
                       "ladder)")
            .arg(p.value(f.kind));
    if (!charts::parseSize(p.value(f.size), eo))
        return Cli::tr("--size must be single, double or WxH in millimetres (10 to 1000), not '%1'").arg(p.value(f.size));
    bool ok = false;
    style.fontPt = p.value(f.font).toDouble(&ok);
    if (!ok || style.fontPt < 4 || style.fontPt > 36)
        return Cli::tr("--font must be a number of points from 4 to 36, not '%1'").arg(p.value(f.font));
    eo.dpi = p.value(f.dpi).toInt(&ok);
    if (!ok || eo.dpi < 50 || eo.dpi > 2400)
        return Cli::tr("--dpi must be a whole number from 50 to 2400, not '%1'").arg(p.value(f.dpi));
    style.measure = p.value(f.measure);
    if (!QStringList{QStringLiteral("turns"), QStringLiteral("laps"), QStringLiteral("rounds")}.contains(style.measure))
        return Cli::tr("--measure must be turns, laps or rounds, not '%1'").arg(style.measure);
    style.ecdf = p.isSet(f.ecdf);
    if (p.isSet(f.metric)) {
        if (k == charts::ChartKind::Effects || k == charts::ChartKind::Interaction) style.effectMetric = p.value(f.metric);
        else if (k == charts::ChartKind::Ladder) style.ladderMetric = p.value(f.metric);
        else style.advantageMetric = p.value(f.metric);
    }
    return {};
}

// Under --lang other than English, the game's and its readings' names in that language, as the
// workbench shows them: the readings the registry knows (a user's reading keeps the name its
// summary gives it). In English the summary's own names stay, byte for byte.
void nameInInterfaceLanguage(const PluginRegistry &reg, charts::ChartData &data) {
    const std::string game = data.game.toStdString();
    const LoadedGame *g = reg.find(game);
    if (!g || gameTextLanguage() == QLatin1String("en")) return;
    data.gameName = pluginText(game, g->plugin->info().name);
    for (auto &r : data.readings)
        if (const Reading *known = reg.findReading(game, r.id.toStdString()); known && !known->name.empty())
            r.name = pluginText(game, known->name);
}

// The readings of several runs in one ChartData: each keeps its own numbers; a reading of another
// game is named with its game. False with `duplicate` the id of a reading in more than one of them.
bool combineRuns(const std::vector<charts::ChartData> &all, const PluginRegistry &reg, bool severalGames,
                 charts::ChartData &combined, QString &duplicate) {
    combined = all.front();
    combined.readings.clear();
    combined.comparisons.clear();  // each folder's pairs; `compare --results` compares across them
    combined.comparisonTests = 0;
    combined.effects.clear();
    combined.interactions.clear();
    combined.usage.clear();
    QStringList gameIds, ids;
    for (const auto &d : all) {
        if (!gameIds.contains(d.game)) gameIds << d.game;
        combined.cancelled = combined.cancelled || d.cancelled;
        for (charts::ReadingSeries r : d.readings) {
            if (severalGames) {
                const LoadedGame *lg = reg.find(d.game.toStdString());
                const QString gameName = lg ? pluginText(lg->plugin->info().id, lg->plugin->info().name) : d.game;
                r.id = d.game + QLatin1Char(':') + r.id;
                r.name = gameName + QStringLiteral(": ") + r.label();
            }
            if (ids.contains(r.id)) {
                duplicate = r.id;
                return false;
            }
            ids << r.id;
            combined.readings.push_back(std::move(r));
        }
    }
    combined.game = gameIds.join(QStringLiteral(" + "));
    return true;
}

}  // namespace

int Cli::cmdChart(const QStringList &args) {
    CommandParser p(
        QStringLiteral("chart"),
        tr("Draw a publication figure from a results folder (what 'run --out' writes) or its summary.json, as PNG, PDF "
           "or SVG, with the figure's data as CSV beside it (same base name, .csv). Several RESULTS set their readings "
           "side by side in one figure, of one game or of several games of a family (length, advantage, ends, margin "
           "and rounds; lengths, margins and rounds only for games of one engine)."));
    const QString &cmd = p.name();
    p.addPositionalArgument(QStringLiteral("RESULTS"), tr("a results folder or a summary.json"), QStringLiteral("RESULTS..."));
    const ChartFlags f;
    f.addTo(p);
    p.expectPositional(1, -1, tr("expected a RESULTS folder or file"));
    p.requireValue(f.out, tr("--out FILE is required"));
    if (const int rc = parse(p, args); rc >= 0) return rc;
    if (QString bad; !checkOutputs({p.value(f.out)}, {}, bad)) return runtimeError(bad);  // before any work
    charts::ChartKind k;
    charts::ExportOptions eo;
    charts::ChartStyle style;
    if (const QString bad = readChartStyle(p, f, k, eo, style); !bad.isEmpty()) return usageError(cmd, bad);
    charts::ChartData data;
    QString error, warning;
    if (!charts::loadResults(p.positionalArguments().first(), data, error, &warning)) return runtimeError(error);
    printIntegrityWarning(warning.toStdString());
    if (p.positionalArguments().size() > 1) {
        if (k == charts::ChartKind::Effects || k == charts::ChartKind::Interaction || k == charts::ChartKind::Usage ||
            k == charts::ChartKind::Ladder)
            return usageError(cmd, tr("--kind %1 draws one results folder").arg(p.value(f.kind)));
        if (const int rc = chartOfSeveralRuns(p, k, data); rc >= 0) return rc;
    } else if (gameTextLanguage() != QLatin1String("en")) {
        PluginRegistry reg;
        loadPlugins(reg, false);
        nameInInterfaceLanguage(reg, data);
    }
    if (const int rc = checkChartData(p, f, k, data, style); rc >= 0) return rc;
    if (!charts::exportFigure(data, k, style, eo, p.value(f.out), error)) return runtimeError(error);
    out_ << tr("Figure written to %1 (data: %2)")
                .arg(p.value(f.out), QFileInfo(p.value(f.out)).completeBaseName() + QStringLiteral(".csv"))
         << '\n';
    return 0;
}

// Several runs side by side in `data` (the first run's, loaded): of the same agents, seat swapping and
// caps (a figure of rules, not of players or caps). -1, or the exit code after the error.
int Cli::chartOfSeveralRuns(const QCommandLineParser &p, charts::ChartKind k, charts::ChartData &data) {
    const QString cmd = QStringLiteral("chart");
    QString error, warning;
    std::vector<charts::ChartData> all{data};
    for (qsizetype i = 1; i < p.positionalArguments().size(); ++i) {
        charts::ChartData more;
        if (!charts::loadResults(p.positionalArguments()[i], more, error, &warning)) return runtimeError(error);
        printIntegrityWarning(warning.toStdString());
        all.push_back(std::move(more));
    }
    for (size_t i = 1; i < all.size(); ++i)
        for (const char *key : {"agents", "swap_seats", "limits"})
            if (all[i].experiment.value(QLatin1String(key)) != all.front().experiment.value(QLatin1String(key)))
                return runtimeError(tr("%1 and %2 differ in '%3': their readings are not drawn side by side")
                                        .arg(p.positionalArguments().first(), p.positionalArguments()[static_cast<qsizetype>(i)],
                                             QLatin1String(key)));
    std::vector<std::string> games;
    for (const auto &d : all) games.push_back(d.game.toStdString());
    PluginRegistry reg;
    loadPlugins(reg, false);
    const bool inUnitsOfEachEngine =
        k == charts::ChartKind::Margin || k == charts::ChartKind::Rounds || (k == charts::ChartKind::Length);
    if (inUnitsOfEachEngine && !gamesShareOneEngine(reg, games))
        return usageError(cmd, tr("these games have different engines: lengths, margins and rounds are counted in each "
                                  "engine's own units and are not set side by side (use --kind advantage or ends)"));
    const bool severalGames = std::any_of(games.begin(), games.end(), [&](const std::string &g) { return g != games.front(); });
    for (auto &d : all) nameInInterfaceLanguage(reg, d);
    charts::ChartData combined;
    if (QString duplicate; !combineRuns(all, reg, severalGames, combined, duplicate))
        return runtimeError(tr("reading '%1' is in more than one of the folders").arg(duplicate));
    data = std::move(combined);
    return -1;
}

// Whether `data` holds what the figure of kind `k` draws (a ladder, main effects, interactions, usage
// maps, the metric asked for); completes `style` (the interaction, the usage measure). -1, or the
// exit code after the error.
int Cli::checkChartData(const QCommandLineParser &p, const ChartFlags &f, charts::ChartKind k, charts::ChartData &data,
                        charts::ChartStyle &style) {
    const QString cmd = QStringLiteral("chart");
    const QString results = p.positionalArguments().first();
    if (k == charts::ChartKind::Ladder && data.ladder.empty())
        return runtimeError(tr("%1: is not a ladder (write it with 'ladder --out')").arg(results));
    if (k == charts::ChartKind::Ladder && !data.readings.front().metric(style.ladderMetric))
        return usageError(cmd, tr("unknown metric '%1' (see docs/metrics.md)").arg(style.ladderMetric));
    if (k == charts::ChartKind::Effects && data.effects.empty())
        return runtimeError(tr("%1: has no main effects (write it with 'sweep --out')").arg(results));
    if (k == charts::ChartKind::Effects && !style.effectMetric.isEmpty() && !data.effectMetrics().contains(style.effectMetric))
        return usageError(cmd, tr("no main effects on metric '%1' (present: %2)")
                                   .arg(style.effectMetric, data.effectMetrics().join(QStringLiteral(", "))));
    if (k == charts::ChartKind::Interaction) {
        if (data.interactions.empty())
            return runtimeError(tr("%1: has no interactions (write it with 'sweep --out' over two options or more)").arg(results));
        if (style.effectMetric.isEmpty()) style.effectMetric = data.effectMetrics().value(0);
        const QStringList pairs = charts::interactionPairs(data, style.effectMetric);
        if (pairs.isEmpty())
            return usageError(cmd, tr("no interactions on metric '%1' (present: %2)")
                                       .arg(style.effectMetric, data.effectMetrics().join(QStringLiteral(", "))));
        if (p.isSet(f.pair)) {
            const QStringList ab = p.value(f.pair).split(QLatin1Char(','));
            style.interaction = ab.size() == 2 ? ab[0].trimmed() + QStringLiteral(" x ") + ab[1].trimmed() : p.value(f.pair);
            if (!pairs.contains(style.interaction))
                return usageError(cmd, tr("--options '%1': no such pair of options (present: %2)")
                                           .arg(p.value(f.pair), pairs.join(QStringLiteral("; "))));
        }
    }
    if (k == charts::ChartKind::Usage) {
        if (const int urc = usageChart(p, p.value(f.usageMeasure), p.value(f.observed), data, style); urc >= 0) return urc;
    } else if (p.isSet(f.usageMeasure) || p.isSet(f.observed)) {
        return usageError(cmd, tr("--usage-measure and --observed are for --kind usage"));
    }
    if (k == charts::ChartKind::Advantage && !data.readings.empty() && !data.readings.front().metric(style.advantageMetric))
        return usageError(cmd, tr("unknown metric '%1' (see docs/metrics.md)").arg(style.advantageMetric));
    return -1;
}

int Cli::usageChart(const QCommandLineParser &p, const QString &measure, const QString &observedFile, charts::ChartData &data,
                    charts::ChartStyle &style) {
    const QString cmd = QStringLiteral("chart");
    const QString results = p.positionalArguments().first();
    bool found = false;
    QString error;
    if (!charts::loadUsage(results, data, found, error)) return runtimeError(error);
    if (!found) {
        const QString dir = QFileInfo(results).isDir() ? results : QFileInfo(results).dir().path();
        return runtimeError(tr("%1: no such file: these results have no usage maps (run the experiment again with this "
                               "version of RuleLab)")
                                .arg(QDir(dir).filePath(QStringLiteral("usage.csv"))));
    }
    // The boards as the games draw them (else the cells in one row).
    PluginRegistry reg;
    loadPlugins(reg, false);
    charts::setUsageBoards(data, reg);
    if (!observedFile.isEmpty()) {
        QByteArray observedBytes;
        std::string err;
        if (!readFileCapped(observedFile, kSmallFileCap, observedBytes, err)) return runtimeError(q(err));
        auto obs = std::make_shared<stats::ObservedUsage>();
        if (!stats::parseObservedUsage(observedBytes.toStdString(), observedFile.toStdString(), *obs, err))
            return runtimeError(q(err));
        // Every observed cell must be a cell of the board (of some reading).
        bool onSomeBoard = false;
        std::string firstError;
        for (const auto &u : data.usage) {
            std::vector<int> cells;
            if (stats::resolveObservedCells(*obs, u.board, cells, err)) onSomeBoard = true;
            else if (firstError.empty()) firstError = err;
        }
        if (!onSomeBoard && !data.usage.empty()) return runtimeError(q(firstError));
        style.observed = obs;
        style.usageMeasure = QString::fromLatin1(stats::usageMeasureKey(obs->measure));
    }
    if (!measure.isEmpty()) {
        stats::UsageMeasure m;
        if (!stats::usageMeasureFromKey(measure.toStdString(), m))
            return usageError(cmd, tr("--usage-measure must be all, lifted, sown, captured or landed, not '%1'").arg(measure));
        style.usageMeasure = measure;
    }
    return -1;
}

}  // namespace rulelab
