#include "cross_compare.h"

#include "results_io.h"
#include "plugin/plugin_registry.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <set>

namespace rulelab {

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

}  // namespace

bool gamesShareOneEngine(const PluginRegistry &registry, const std::vector<std::string> &games) {
    std::vector<std::string> distinct;
    for (const auto &g : games)
        if (std::find(distinct.begin(), distinct.end(), g) == distinct.end()) distinct.push_back(g);
    if (distinct.size() <= 1) return true;
    // A rules file may leave out rules the engine added for other games (docs/rules-files.md), and
    // the compiled Pachgarhwa has one of them (end_test): games are of one engine when, of any two,
    // one's options include the other's.
    std::vector<std::set<std::string>> sets;
    for (const auto &g : distinct) {
        const LoadedGame *lg = registry.find(g);
        if (!lg) return false;
        std::set<std::string> ids;
        for (const auto &o : lg->plugin->info().options) ids.insert(o.id);
        sets.push_back(std::move(ids));
    }
    for (size_t i = 0; i < sets.size(); ++i)
        for (size_t j = i + 1; j < sets.size(); ++j)
            if (!std::includes(sets[i].begin(), sets[i].end(), sets[j].begin(), sets[j].end()) &&
                !std::includes(sets[j].begin(), sets[j].end(), sets[i].begin(), sets[i].end()))
                return false;
    return true;
}

namespace {

// Each folder's run, whole (not a shard) and of named readings (not a sweep).
bool readComparedFolders(const QStringList &dirs, CrossComparison &out, QString &error) {
    for (qsizetype i = 0; i < dirs.size(); ++i) {
        std::string e;
        ResultPart &part = out.parts[static_cast<size_t>(i)];
        if (!readResultFolder(dirs[i], part, e)) {
            error = qs(e);
            return false;
        }
        if (part.shardCount > 1) {
            error = QCoreApplication::translate("rulelab::compare",
                                                "%1: is shard %2 of %3; combine the shards with 'rulelab-cli merge' first")
                        .arg(dirs[i])
                        .arg(part.shardIndex + 1)
                        .arg(part.shardCount);
            return false;
        }
        if (!part.experiment.vary.empty()) {
            error = QCoreApplication::translate(
                        "rulelab::compare", "%1: is a sweep; compare its cells within it (sweep), or runs of named readings here")
                        .arg(dirs[i]);
            return false;
        }
    }
    if (out.parts.empty()) {
        error = QCoreApplication::translate("rulelab::compare", "compare needs at least two readings");
        return false;
    }
    return true;
}

// The same players everywhere: a comparison of rules, not of agents.
bool samePlayersAndCaps(const QStringList &dirs, const CrossComparison &out, QString &error) {
    const ResultPart &first = out.parts.front();
    for (size_t i = 1; i < out.parts.size(); ++i) {
        const Experiment &a = first.experiment, &b = out.parts[i].experiment;
        if (a.agents[0].text() != b.agents[0].text() || a.agents[1].text() != b.agents[1].text() || a.swapSeats != b.swapSeats) {
            error = QCoreApplication::translate(
                        "rulelab::compare",
                        "%1 and %2 were played by different agents (%3 and %4): their readings cannot be compared as rules")
                        .arg(dirs.front(), dirs[static_cast<qsizetype>(i)], qs(a.agents[0].text() + "," + a.agents[1].text()),
                             qs(b.agents[0].text() + "," + b.agents[1].text()));
            return false;
        }
        // The caps decide which matches count as stopped: other caps, other quantities.
        if (limitsToJson(a.limits) != limitsToJson(b.limits)) {
            error =
                QCoreApplication::translate(
                    "rulelab::compare", "%1 and %2 were played with different caps: how their matches ended cannot be compared")
                    .arg(dirs.front(), dirs[static_cast<qsizetype>(i)]);
            return false;
        }
    }
    return true;
}

// The games compared, their names, and the metrics not compared across engines; false when a
// primary metric or a margin names one of those.
bool gamesAndOmissions(const PluginRegistry &registry, const std::vector<std::string> &primary,
                       const std::map<std::string, double> &margins, CrossComparison &out, QString &error) {
    for (const auto &part : out.parts)
        if (std::find(out.games.begin(), out.games.end(), part.experiment.game) == out.games.end())
            out.games.push_back(part.experiment.game);
    out.oneEngine = gamesShareOneEngine(registry, out.games);
    for (const auto &g : out.games) {
        const LoadedGame *lg = registry.find(g);
        if (!lg) out.unknownGames.push_back(g);
        out.gameNames.push_back(lg ? lg->plugin->info().name : g);
    }
    if (!out.oneEngine)
        for (const auto &k : stats::comparisonMetricKeys())
            if (!metricMeansTheSameInEveryGame(k)) out.omit.push_back(k);
    std::vector<std::string> flagged = primary;
    for (const auto &[m, delta] : margins) flagged.push_back(m);
    for (const auto &m : flagged)
        if (std::find(out.omit.begin(), out.omit.end(), m) != out.omit.end()) {
            error = QCoreApplication::translate(
                        "rulelab::compare", "'%1' is counted in each engine's own units and is not compared across these games")
                        .arg(qs(m));
            out.flagRefused = true;
            return false;
        }
    return true;
}

// Every folder's readings as one run's (GAME:ID when there are several games).
bool combineReadings(const std::vector<std::string> &primary, const std::map<std::string, double> &margins,
                     CrossComparison &out, QString &error) {
    const ResultPart &first = out.parts.front();
    const bool severalGames = out.games.size() > 1;
    ExperimentResult &c = out.combined;
    c.experiment = first.experiment;
    c.experiment.primary = primary;
    c.experiment.margins = margins;
    c.experiment.readings.clear();
    // Settings of the first run that are not the combination's: each run's own are in `parts`.
    c.experiment.precision.clear();
    c.experiment.overrides.clear();
    c.experiment.metrics.clear();
    c.plugin = first.plugin;
    std::string gameList;
    for (const auto &g : out.games) gameList += (gameList.empty() ? "" : " + ") + g;
    c.experiment.game = gameList;
    std::set<std::string> labels;
    for (const auto &part : out.parts) {
        for (ReadingResult r : part.readings) {
            if (severalGames) r.reading = part.experiment.game + ":" + r.reading;
            if (!labels.insert(r.reading).second) {
                error = QCoreApplication::translate("rulelab::compare",
                                                    "reading '%1' is in more than one of the folders; compare it once")
                            .arg(qs(r.reading));
                return false;
            }
            ReadingRef ref;
            ref.spec = r.reading;
            c.experiment.readings.push_back(ref);
            c.readings.push_back(std::move(r));
        }
        c.cancelled = c.cancelled || part.cancelled;
    }
    if (c.readings.size() < 2) {
        error = QCoreApplication::translate("rulelab::compare", "compare needs at least two readings");
        return false;
    }
    return true;
}

// Why some metrics are not compared.
QString omissionNote(const CrossComparison &out) {
    if (!out.omit.empty() && !out.unknownGames.empty()) {
        QStringList names, unknown;
        for (const auto &k : out.omit) names << qs(k);
        for (const auto &g : out.unknownGames) unknown << qs(g);
        return QCoreApplication::translate("rulelab::compare",
                                               "Not installed here: %1. Its engine cannot be known, so lengths (turns, laps, "
                                               "rounds), captures, lead changes and score margins are not compared; omitted: %2.")
                       .arg(unknown.join(QStringLiteral(", ")), names.join(QStringLiteral(", ")));
    } else if (!out.omit.empty()) {
        QStringList names;
        for (const auto &k : out.omit) names << qs(k);
        return QCoreApplication::translate(
                       "rulelab::compare",
                       "The games have different engines: lengths (turns, laps, rounds), captures, lead changes and score "
                       "margins are counted in each engine's own units and are not compared; omitted: %1.")
                       .arg(names.join(QStringLiteral(", ")));
    }
    return {};
}

}  // namespace

bool compareResultFolders(const QStringList &dirs, const PluginRegistry &registry, const std::vector<std::string> &primary,
                          const std::map<std::string, double> &margins, CrossComparison &out, QString &error) {
    out = CrossComparison{};
    out.dirs = dirs;
    out.parts.resize(static_cast<size_t>(dirs.size()));
    if (!readComparedFolders(dirs, out, error) || !samePlayersAndCaps(dirs, out, error) ||
        !gamesAndOmissions(registry, primary, margins, out, error) || !combineReadings(primary, margins, out, error))
        return false;
    out.note = omissionNote(out);
    return true;
}

namespace {

// The combined readings, each with its own game; with `named`, a reading of several games'
// comparison is named with its game in figures ("Walak-pussa: W1 ...") as its id is (GAME:ID).
QJsonArray readingsWithTheirGames(const CrossComparison &c, bool named) {
    QJsonArray out;
    size_t next = 0;
    for (const auto &part : c.parts) {
        const auto gi = std::find(c.games.begin(), c.games.end(), part.experiment.game);
        const std::string gameName =
            gi == c.games.end() ? part.experiment.game : c.gameNames[static_cast<size_t>(gi - c.games.begin())];
        for (size_t k = 0; k < part.readings.size() && next < c.combined.readings.size(); ++k, ++next) {
            const ReadingResult &r = c.combined.readings[next];
            QJsonObject o = readingResultToJson(r, c.combined.experiment.agents);
            o.insert(QStringLiteral("game"), qs(part.experiment.game));
            if (named && c.games.size() > 1)
                o.insert(QStringLiteral("name"), qs(gameName + ": " + (r.name.empty() ? part.readings[k].reading : r.name)));
            out.append(o);
        }
    }
    return out;
}

}  // namespace

QJsonObject crossComparisonJson(const CrossComparison &c) {
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("rulelab-comparison"));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("engine"), QString::fromLatin1(engineVersion()));
    QJsonArray sources;
    size_t next = 0;
    for (size_t i = 0; i < c.parts.size(); ++i) {
        const ResultPart &part = c.parts[i];
        QJsonArray ids;
        for (size_t k = 0; k < part.readings.size(); ++k) ids.append(qs(c.combined.readings[next++].reading));
        sources.append(QJsonObject{{QStringLiteral("dir"), c.dirs.value(static_cast<qsizetype>(i))},
                                   {QStringLiteral("game"), qs(part.experiment.game)},
                                   {QStringLiteral("matches"), static_cast<qint64>(part.experiment.matches)},
                                   {QStringLiteral("seed"), QString::number(part.experiment.seed)},
                                   {QStringLiteral("plugin"), pluginProvenanceJson(part.plugin)},
                                   {QStringLiteral("overrides"), stringsJson(part.experiment.overrides)},
                                   {QStringLiteral("readings"), ids}});
    }
    o.insert(QStringLiteral("sources"), sources);
    o.insert(QStringLiteral("readings"), readingsWithTheirGames(c, false));
    o.insert(QStringLiteral("comparisons"), comparisonsJson(c.combined, c.omit));
    o.insert(QStringLiteral("omitted_metrics"), stringsJson(c.omit));
    if (!c.note.isEmpty()) o.insert(QStringLiteral("note"), c.note);
    return o;
}

QJsonObject crossSummaryObject(const CrossComparison &c) {
    QJsonObject s = summaryObject(c.combined);
    s.insert(QStringLiteral("comparisons"), comparisonsJson(c.combined, c.omit));
    s.insert(QStringLiteral("readings"), readingsWithTheirGames(c, true));
    return s;
}

}  // namespace rulelab
