#include "cli.h"

#include "registry/plugin_registry.h"
#include "registry/prepared_reading.h"
#include "registry/results_io.h"
#include "sim/runner.h"
#include "sim/summary.h"
#include "game/rng.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace rulelab {

namespace {

QString q(const std::string &s) { return QString::fromStdString(s); }

// Left-aligned text table.
QString formatTable(const QList<QStringList> &rows) {
    QList<int> widths;
    for (const auto &r : rows)
        for (int i = 0; i < r.size(); ++i) {
            if (widths.size() <= i) widths << 0;
            widths[i] = std::max(widths[i], static_cast<int>(r[i].size()));
        }
    QString s;
    for (const auto &r : rows) {
        QString line;
        for (int i = 0; i < r.size(); ++i) line += (i + 1 < r.size() ? r[i].leftJustified(widths[i] + 2) : r[i]);
        s += line.trimmed().isEmpty() ? QString() : line + QLatin1Char('\n');
    }
    return s;
}

QString percent(int64_t part, int64_t whole) {
    if (whole <= 0) return QStringLiteral("-");
    return QString::number(100.0 * static_cast<double>(part) / static_cast<double>(whole), 'f', 1) +
           QStringLiteral("% (") + QString::number(part) + QLatin1Char(')');
}

QString num(double v) { return QString::number(v, 'f', v == static_cast<int64_t>(v) ? 0 : 1); }

}  // namespace

Cli::Cli(QTextStream &out, QTextStream &err) : out_(out), err_(err) {}

int Cli::usage() {
    out_ << tr("Usage: rulelab-cli COMMAND [options]\n"
               "\n"
               "Commands:\n"
               "  games                      list the installed games\n"
               "  readings GAME              list the readings of a game\n"
               "  describe GAME [--reading R]  every rule option with its values and citations\n"
               "  run GAME --reading R [...] --matches N --seed S   simulate and compare readings\n"
               "  replay GAME --reading R --seed S --match I         print one simulated match\n"
               "\n"
               "Run 'rulelab-cli COMMAND --help' for the options of a command.\n"
               "Plugins are searched in $RULELAB_PLUGIN_PATH, next to the program and in the install prefix.\n"
               "Exit codes: 0 success, 1 runtime error, 2 usage error.\n");
    return 0;
}

int Cli::usageError(const QString &command, const QString &message) {
    err_ << "rulelab-cli" << (command.isEmpty() ? QString() : QLatin1Char(' ') + command) << ": " << message << '\n';
    err_ << tr("Try 'rulelab-cli %1--help'.").arg(command.isEmpty() ? QString() : command + QLatin1Char(' ')) << '\n';
    return 2;
}

int Cli::runtimeError(const QString &message) {
    err_ << "rulelab-cli: " << tr("error: ") << message << '\n';
    return 1;
}

void Cli::loadPlugins(PluginRegistry &registry, bool verbose) {
    registry.loadFrom(PluginRegistry::defaultSearchPath());
    for (const auto &e : registry.errors())
        err_ << tr("warning: plugin %1: %2").arg(e.file, e.message) << '\n';
    if (verbose && registry.games().empty())
        err_ << tr("warning: no game plugins found (searched: %1)")
                    .arg(PluginRegistry::defaultSearchPath().join(QStringLiteral(", ")))
             << '\n';
}

int Cli::run(const QStringList &args) {
    if (args.isEmpty()) {
        usage();
        return 2;
    }
    const QString cmd = args.first();
    const QStringList rest = args.mid(1);
    if (cmd == QLatin1String("--help") || cmd == QLatin1String("-h") || cmd == QLatin1String("help")) return usage();
    if (cmd == QLatin1String("--version")) {
        out_ << engineVersion() << '\n';
        return 0;
    }
    if (cmd == QLatin1String("games")) return cmdGames(rest);
    if (cmd == QLatin1String("readings")) return cmdReadings(rest);
    if (cmd == QLatin1String("describe")) return cmdDescribe(rest);
    if (cmd == QLatin1String("run")) return cmdRun(rest);
    if (cmd == QLatin1String("replay")) return cmdReplay(rest);
    return usageError(QString(), tr("unknown command '%1'").arg(cmd));
}

// Parses a subcommand's arguments. Returns -1 to continue, or an exit code.
static int parseArgs(QCommandLineParser &p, const QStringList &args, const QString &cmd, QTextStream &out,
                     const std::function<int(const QString &)> &fail) {
    p.setApplicationDescription(QString());
    p.addHelpOption();
    QStringList full = args;
    full.prepend(QStringLiteral("rulelab-cli ") + cmd);
    if (!p.parse(full)) return fail(p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        QString help = p.helpText();
        help.replace(QStringLiteral("Usage: rulelab-cli ") + cmd + QStringLiteral(" [options]"),
                     QStringLiteral("Usage: rulelab-cli ") + cmd + QStringLiteral(" [options]"));
        out << help;
        return 0;
    }
    return -1;
}

int Cli::cmdGames(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("List the installed games."));
    const int rc = parseArgs(p, args, QStringLiteral("games"), out_,
                             [&](const QString &m) { return usageError(QStringLiteral("games"), m); });
    if (rc >= 0) return rc;
    if (!p.positionalArguments().isEmpty())
        return usageError(QStringLiteral("games"), tr("unexpected argument '%1'").arg(p.positionalArguments().first()));
    PluginRegistry reg;
    loadPlugins(reg, true);
    QList<QStringList> rows;
    rows << QStringList{tr("id"), tr("name"), tr("options"), tr("readings")};
    for (const auto &g : reg.games()) {
        const GameInfo &info = g.plugin->info();
        rows << QStringList{g.pluginId, q(info.name), QString::number(info.options.size()),
                            QString::number(g.readings.size())};
    }
    out_ << formatTable(rows);
    return 0;
}

int Cli::cmdReadings(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("List the readings (named option sets) of a game."));
    p.addPositionalArgument(QStringLiteral("GAME"), tr("game id, see 'rulelab-cli games'"));
    const int rc = parseArgs(p, args, QStringLiteral("readings"), out_,
                             [&](const QString &m) { return usageError(QStringLiteral("readings"), m); });
    if (rc >= 0) return rc;
    if (p.positionalArguments().size() != 1)
        return usageError(QStringLiteral("readings"), tr("expected exactly one GAME"));
    PluginRegistry reg;
    loadPlugins(reg, false);
    const std::string gameId = p.positionalArguments().first().toStdString();
    const LoadedGame *g = reg.find(gameId);
    if (!g) return usageError(QStringLiteral("readings"), tr("unknown game '%1' (installed: %2)").arg(q(gameId), q(gameIdList(reg))));
    QList<QStringList> rows;
    rows << QStringList{tr("id"), tr("name"), tr("source")};
    for (const auto &r : g->readings) rows << QStringList{q(r.id), q(r.name), q(r.source)};
    out_ << formatTable(rows);
    return 0;
}

int Cli::cmdDescribe(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("Describe every rule option of a game: values, explanations and citations."));
    p.addPositionalArgument(QStringLiteral("GAME"), tr("game id"));
    QCommandLineOption readingOpt(QStringLiteral("reading"), tr("show the values this reading (id or .json file) chooses"),
                                  QStringLiteral("R"));
    p.addOption(readingOpt);
    const int rc = parseArgs(p, args, QStringLiteral("describe"), out_,
                             [&](const QString &m) { return usageError(QStringLiteral("describe"), m); });
    if (rc >= 0) return rc;
    if (p.positionalArguments().size() != 1)
        return usageError(QStringLiteral("describe"), tr("expected exactly one GAME"));
    PluginRegistry reg;
    loadPlugins(reg, false);
    const std::string gameId = p.positionalArguments().first().toStdString();
    const LoadedGame *g = reg.find(gameId);
    if (!g) return usageError(QStringLiteral("describe"), tr("unknown game '%1' (installed: %2)").arg(q(gameId), q(gameIdList(reg))));
    const GameInfo &info = g->plugin->info();
    PreparedReading prepared;
    const bool withReading = p.isSet(readingOpt);
    if (withReading) {
        std::string error;
        InputError kind;
        if (!prepareReading(reg, gameId, p.value(readingOpt).toStdString(), {}, Limits{}, prepared, error, kind))
            return kind == InputError::Usage ? usageError(QStringLiteral("describe"), q(error)) : runtimeError(q(error));
    }
    auto cites = [](const std::vector<Citation> &cs) {
        QStringList l;
        for (const auto &c : cs) l << q(c.source) + (c.locator.empty() ? QString() : QStringLiteral(", ") + q(c.locator));
        return l.join(QStringLiteral("; "));
    };
    out_ << q(info.name) << " (" << q(info.id) << ")";
    if (!info.region.empty()) out_ << " - " << q(info.region);
    if (!info.period.empty()) out_ << ", " << q(info.period);
    out_ << '\n';
    if (!info.summary.empty()) out_ << q(info.summary) << '\n';
    if (withReading) {
        out_ << tr("Reading: %1 (%2)").arg(q(prepared.reading.id), q(prepared.reading.name)) << '\n';
        if (!prepared.reading.source.empty()) out_ << tr("Follows: %1").arg(q(prepared.reading.source)) << '\n';
        if (!prepared.reading.description.empty()) out_ << q(prepared.reading.description) << '\n';
    }
    out_ << '\n';
    for (const auto &o : info.options) {
        out_ << q(o.id) << "  [" << optionTypeName(o.type) << "]  " << q(o.label);
        if (!o.rulePoint.empty()) out_ << "  (" << q(o.rulePoint) << ")";
        if (o.experimental) out_ << "  " << tr("(experimental, not historical)");
        out_ << '\n';
        if (!o.description.empty()) out_ << "    " << q(o.description) << '\n';
        if (!o.citations.empty()) out_ << "    " << tr("Cites: %1").arg(cites(o.citations)) << '\n';
        if (o.type == OptionType::Choice) {
            for (const auto &c : o.choices) {
                out_ << "    - " << q(c.id);
                if (c.id == o.defaultValue) out_ << " " << tr("(default)");
                if (withReading && prepared.options.text(o.id) == c.id) out_ << "  <= " << tr("chosen");
                out_ << '\n';
                if (!c.explanation.empty()) out_ << "        " << q(c.explanation) << '\n';
                if (!c.citations.empty()) out_ << "        " << tr("Cites: %1").arg(cites(c.citations)) << '\n';
            }
        } else {
            out_ << "    " << tr("Allowed: %1; default %2").arg(q(o.allowedText()), q(o.defaultValue)) << '\n';
        }
        if (withReading) out_ << "    " << tr("Value in this reading: %1").arg(q(prepared.options.text(o.id))) << '\n';
    }
    return 0;
}

namespace {

struct RunArgs {
    std::string game;
    std::vector<std::string> readings;
    std::vector<std::string> overrides;
    int64_t matches = 0;
    uint64_t seed = 0;
    int threads = 0;
    Limits limits;
};

}  // namespace

// Parses "--cap name=value" into the limits. Returns an error message or empty.
static QString applyCap(Limits &l, const QString &assignment) {
    const int eq = assignment.indexOf(QLatin1Char('='));
    if (eq <= 0) return QCoreApplication::translate("Cli", "--cap '%1': expected NAME=NUMBER").arg(assignment);
    const QString name = assignment.left(eq);
    bool ok = false;
    const qlonglong v = assignment.mid(eq + 1).toLongLong(&ok);
    if (!ok || v < 1)
        return QCoreApplication::translate("Cli", "--cap %1: the value must be a whole number of at least 1").arg(assignment);
    if (name == QLatin1String("max_turns")) l.maxTurns = v;
    else if (name == QLatin1String("max_relay_laps")) l.maxRelayLaps = v;
    else if (name == QLatin1String("repeat_k")) l.repeatK = static_cast<int>(v);
    else if (name == QLatin1String("no_capture_turns")) l.noCaptureTurns = static_cast<int>(v);
    else if (name == QLatin1String("max_rounds")) l.maxRounds = static_cast<int>(v);
    else if (name == QLatin1String("max_throws")) l.maxThrows = v;
    else
        return QCoreApplication::translate("Cli", "--cap %1: unknown cap '%2' (caps: max_turns, max_relay_laps, repeat_k, "
                                                  "no_capture_turns, max_rounds, max_throws)")
            .arg(assignment, name);
    return {};
}

int Cli::cmdRun(const QStringList &args) {
    const QString cmd = QStringLiteral("run");
    QCommandLineParser p;
    p.setApplicationDescription(tr("Play N matches per reading with uniform random players and compare the readings.\n"
                                   "Match i depends only on (seed, reading id, i): any --threads gives the same numbers."));
    p.addPositionalArgument(QStringLiteral("GAME"), tr("game id"));
    QCommandLineOption readingOpt(QStringLiteral("reading"), tr("a reading id or reading file; repeat to compare"), QStringLiteral("R"));
    QCommandLineOption setOpt(QStringLiteral("set"), tr("override an option in every reading; repeatable"), QStringLiteral("OPTION=VALUE"));
    QCommandLineOption matchesOpt(QStringLiteral("matches"), tr("matches per reading"), QStringLiteral("N"));
    QCommandLineOption seedOpt(QStringLiteral("seed"), tr("experiment seed"), QStringLiteral("S"));
    QCommandLineOption threadsOpt(QStringLiteral("threads"), tr("worker threads (default: all cores)"), QStringLiteral("T"));
    QCommandLineOption capOpt(QStringLiteral("cap"),
                              tr("a guard limit: max_turns, max_relay_laps, repeat_k, no_capture_turns, max_rounds, max_throws"),
                              QStringLiteral("NAME=N"));
    QCommandLineOption jsonOpt(QStringLiteral("json"), tr("print the summary as JSON instead of the table"));
    QCommandLineOption outOpt(QStringLiteral("out"), tr("write matches.csv and summary.json into DIR"), QStringLiteral("DIR"));
    p.addOptions({readingOpt, setOpt, matchesOpt, seedOpt, threadsOpt, capOpt, jsonOpt, outOpt});
    const int rc = parseArgs(p, args, cmd, out_, [&](const QString &m) { return usageError(cmd, m); });
    if (rc >= 0) return rc;
    if (p.positionalArguments().size() != 1) return usageError(cmd, tr("expected exactly one GAME"));
    RunArgs ra;
    ra.game = p.positionalArguments().first().toStdString();
    for (const auto &r : p.values(readingOpt)) ra.readings.push_back(r.toStdString());
    for (const auto &s : p.values(setOpt)) ra.overrides.push_back(s.toStdString());
    if (ra.readings.empty()) return usageError(cmd, tr("give at least one --reading"));
    if (!p.isSet(matchesOpt)) return usageError(cmd, tr("--matches N is required"));
    if (!p.isSet(seedOpt)) return usageError(cmd, tr("--seed S is required"));
    bool ok = false;
    ra.matches = p.value(matchesOpt).toLongLong(&ok);
    if (!ok || ra.matches < 1) return usageError(cmd, tr("--matches must be a whole number of at least 1, not '%1'").arg(p.value(matchesOpt)));
    ra.seed = p.value(seedOpt).toULongLong(&ok);
    if (!ok) return usageError(cmd, tr("--seed must be a whole number from 0 to 18446744073709551615, not '%1'").arg(p.value(seedOpt)));
    if (p.isSet(threadsOpt)) {
        ra.threads = p.value(threadsOpt).toInt(&ok);
        if (!ok || ra.threads < 1 || ra.threads > 1024)
            return usageError(cmd, tr("--threads must be a whole number from 1 to 1024, not '%1'").arg(p.value(threadsOpt)));
    }
    for (const auto &c : p.values(capOpt)) {
        const QString e = applyCap(ra.limits, c);
        if (!e.isEmpty()) return usageError(cmd, e);
    }
    for (size_t i = 0; i < ra.readings.size(); ++i)
        for (size_t j = 0; j < i; ++j)
            if (ra.readings[i] == ra.readings[j]) return usageError(cmd, tr("reading '%1' is given twice").arg(q(ra.readings[i])));

    PluginRegistry reg;
    loadPlugins(reg, false);
    std::vector<PreparedReading> prepared(ra.readings.size());
    for (size_t i = 0; i < ra.readings.size(); ++i) {
        std::string error;
        InputError kind;
        if (!prepareReading(reg, ra.game, ra.readings[i], ra.overrides, ra.limits, prepared[i], error, kind))
            return kind == InputError::Usage ? usageError(cmd, q(error)) : runtimeError(q(error));
    }
    for (size_t i = 0; i < prepared.size(); ++i)
        for (size_t j = 0; j < i; ++j)
            if (prepared[i].reading.id == prepared[j].reading.id)
                return usageError(cmd, tr("two readings have the same id '%1'").arg(q(prepared[i].reading.id)));

    // Validate the output folder before spending time on the simulation.
    const QString outDir = p.value(outOpt);
    if (p.isSet(outOpt)) {
        if (outDir.isEmpty()) return usageError(cmd, tr("--out needs a folder"));
        QFileInfo fi(outDir);
        if (fi.exists() && !fi.isDir()) return runtimeError(tr("%1: exists and is not a folder").arg(outDir));
        if (!QDir().mkpath(outDir)) return runtimeError(tr("%1: cannot create the output folder").arg(outDir));
    }

    std::vector<std::vector<MatchRecord>> records(prepared.size());
    std::vector<ReadingSummary> summaries;
    for (size_t i = 0; i < prepared.size(); ++i) {
        RunOptions ro;
        ro.matches = ra.matches;
        ro.seed = ra.seed;
        ro.threads = ra.threads;
        records[i] = runMatches(*prepared[i].game, prepared[i].reading.id, ro);
        summaries.push_back(summarize(ra.game, prepared[i].reading.id, prepared[i].options.values(), records[i]));
    }
    RunInfo info;
    info.game = ra.game;
    info.readings = ra.readings;
    info.overrides = ra.overrides;
    info.matches = ra.matches;
    info.seed = ra.seed;
    info.limits = ra.limits;
    const QByteArray summaryJson = summaryDocument(info, summaries);

    if (p.isSet(jsonOpt)) {
        out_ << QString::fromUtf8(summaryJson);
    } else {
        const GameInfo &gi = reg.find(ra.game)->plugin->info();
        out_ << tr("%1: %2 matches per reading, seed %3, uniform random players")
                    .arg(q(gi.name))
                    .arg(ra.matches)
                    .arg(ra.seed)
             << '\n';
        if (!ra.overrides.empty()) {
            QStringList o;
            for (const auto &s : ra.overrides) o << q(s);
            out_ << tr("Overrides: %1").arg(o.join(QStringLiteral(", "))) << '\n';
        }
        out_ << '\n';
        QList<QStringList> rows;
        QStringList head{QString()};
        for (const auto &s : summaries) head << q(s.reading);
        rows << head;
        auto row = [&](const QString &label, const std::function<QString(const ReadingSummary &)> &f) {
            QStringList r{label};
            for (const auto &s : summaries) r << f(s);
            rows << r;
        };
        row(tr("matches"), [](const ReadingSummary &s) { return QString::number(s.matches); });
        row(tr("first mover wins"), [](const ReadingSummary &s) { return percent(s.firstWins, s.matches); });
        row(tr("second mover wins"), [](const ReadingSummary &s) { return percent(s.secondWins, s.matches); });
        row(tr("draws"), [](const ReadingSummary &s) { return percent(s.draws, s.matches); });
        row(tr("undecided"), [](const ReadingSummary &s) { return percent(s.undecided, s.matches); });
        for (int e = 1; e < kEndReasonCount; ++e)
            row(tr("end: %1").arg(QString::fromLatin1(endReasonKey(static_cast<EndReason>(e)))),
                [e](const ReadingSummary &s) { return percent(s.endReasons[static_cast<size_t>(e)], s.matches); });
        auto dist = [&](const QString &name, Distribution ReadingSummary::*m) {
            row(tr("%1 mean").arg(name), [m](const ReadingSummary &s) { return num((s.*m).mean); });
            row(tr("%1 median [p10-p90]").arg(name), [m](const ReadingSummary &s) {
                return num((s.*m).median) + QStringLiteral(" [") + num((s.*m).p10) + QLatin1Char('-') + num((s.*m).p90) +
                       QLatin1Char(']');
            });
            row(tr("%1 max").arg(name), [m](const ReadingSummary &s) { return num((s.*m).max); });
        };
        dist(tr("turns"), &ReadingSummary::turns);
        dist(tr("laps"), &ReadingSummary::laps);
        dist(tr("rounds"), &ReadingSummary::rounds);
        out_ << formatTable(rows);
    }
    if (p.isSet(outOpt)) {
        std::vector<ReadingRecords> rr;
        for (size_t i = 0; i < prepared.size(); ++i) rr.push_back({prepared[i].reading.id, &records[i]});
        std::string error;
        if (!writeResults(outDir, summaryJson, matchesCsv(rr), error)) return runtimeError(q(error));
        (p.isSet(jsonOpt) ? err_ : out_) << '\n'
                                         << tr("Results written to %1 (summary.json, matches.csv)")
                                                .arg(QDir(outDir).absolutePath())
                                         << '\n';
    }
    return 0;
}

int Cli::cmdReplay(const QStringList &args) {
    const QString cmd = QStringLiteral("replay");
    QCommandLineParser p;
    p.setApplicationDescription(tr("Print match I of a run move by move, with the board after each move.\n"
                                   "Use the same reading, --set, --cap and --seed as the run."));
    p.addPositionalArgument(QStringLiteral("GAME"), tr("game id"));
    QCommandLineOption readingOpt(QStringLiteral("reading"), tr("a reading id or reading file"), QStringLiteral("R"));
    QCommandLineOption setOpt(QStringLiteral("set"), tr("override an option; repeatable"), QStringLiteral("OPTION=VALUE"));
    QCommandLineOption seedOpt(QStringLiteral("seed"), tr("experiment seed of the run"), QStringLiteral("S"));
    QCommandLineOption matchOpt(QStringLiteral("match"), tr("match index (0-based, as in matches.csv)"), QStringLiteral("I"));
    QCommandLineOption capOpt(QStringLiteral("cap"), tr("a guard limit, as for run"), QStringLiteral("NAME=N"));
    QCommandLineOption stepsOpt(QStringLiteral("steps"), tr("also print each micro-step (counters lifted, dropped, captured)"));
    p.addOptions({readingOpt, setOpt, seedOpt, matchOpt, capOpt, stepsOpt});
    const int rc = parseArgs(p, args, cmd, out_, [&](const QString &m) { return usageError(cmd, m); });
    if (rc >= 0) return rc;
    if (p.positionalArguments().size() != 1) return usageError(cmd, tr("expected exactly one GAME"));
    if (p.values(readingOpt).size() != 1) return usageError(cmd, tr("give exactly one --reading"));
    if (!p.isSet(seedOpt)) return usageError(cmd, tr("--seed S is required"));
    if (!p.isSet(matchOpt)) return usageError(cmd, tr("--match I is required"));
    bool ok = false;
    const uint64_t seed = p.value(seedOpt).toULongLong(&ok);
    if (!ok) return usageError(cmd, tr("--seed must be a whole number from 0 to 18446744073709551615, not '%1'").arg(p.value(seedOpt)));
    const qlonglong index = p.value(matchOpt).toLongLong(&ok);
    if (!ok || index < 0) return usageError(cmd, tr("--match must be a whole number of at least 0, not '%1'").arg(p.value(matchOpt)));
    Limits limits;
    for (const auto &c : p.values(capOpt)) {
        const QString e = applyCap(limits, c);
        if (!e.isEmpty()) return usageError(cmd, e);
    }
    std::vector<std::string> overrides;
    for (const auto &s : p.values(setOpt)) overrides.push_back(s.toStdString());
    PluginRegistry reg;
    loadPlugins(reg, false);
    const std::string gameId = p.positionalArguments().first().toStdString();
    PreparedReading prepared;
    std::string error;
    InputError kind;
    if (!prepareReading(reg, gameId, p.value(readingOpt).toStdString(), overrides, limits, prepared, error, kind))
        return kind == InputError::Usage ? usageError(cmd, q(error)) : runtimeError(q(error));

    const uint64_t mseed = matchSeed(seed, prepared.reading.id, static_cast<uint64_t>(index));
    const MatchRecord rec = playMatch(*prepared.game, mseed, index, true);
    const GameInfo &gi = prepared.game->info();
    out_ << tr("%1, reading %2, seed %3, match %4 (match seed %5)")
                .arg(q(gi.name), q(prepared.reading.id))
                .arg(seed)
                .arg(index)
                .arg(mseed)
             << "\n\n";
    auto initial = prepared.game->newInitialState();
    out_ << tr("Start") << '\n' << q(renderBoardText(initial->boardView(), gi.playerNames)) << '\n';
    int moveNo = 0;
    const bool steps = p.isSet(stepsOpt);
    const bool replayed = replayMoves(
        *prepared.game, rec.moves,
        [&](const State &before, Move m, const State &after, const Trace &trace) {
            ++moveNo;
            out_ << QString::number(moveNo) << ". " << q(before.describeMove(m)) << '\n';
            if (steps)
                for (const auto &s : trace) {
                    out_ << "     ";
                    switch (s.kind) {
                    case StepKind::Lift: out_ << tr("lift %1 from cell %2").arg(s.count).arg(s.cell); break;
                    case StepKind::Drop: out_ << tr("drop 1 into cell %1").arg(s.cell); break;
                    case StepKind::Capture: out_ << tr("capture %1 from cell %2").arg(s.count).arg(s.cell); break;
                    case StepKind::Lap: out_ << tr("relay lap from cell %1").arg(s.cell); break;
                    case StepKind::Move: out_ << tr("move from cell %1 to cell %2").arg(s.cell).arg(s.to); break;
                    case StepKind::Throw: out_ << tr("throw %1").arg(s.count); break;
                    case StepKind::Pass: out_ << tr("pass"); break;
                    case StepKind::Round: out_ << tr("round"); break;
                    case StepKind::Note: break;
                    }
                    if (!s.note.empty()) out_ << (s.kind == StepKind::Note ? QString() : QStringLiteral(": ")) << q(s.note);
                    out_ << '\n';
                }
            out_ << q(renderBoardText(after.boardView(), gi.playerNames)) << '\n';
        },
        error);
    if (!replayed) return runtimeError(tr("the recorded match does not replay: %1").arg(q(error)));
    const int fmo = rec.firstMoverOutcome();
    out_ << tr("End: %1; result %2 (%3); scores %4-%5; %6 turns, %7 laps, %8 rounds")
                .arg(QString::fromLatin1(endReasonKey(rec.endReason)), QString::fromLatin1(resultKey(rec.result)),
                     fmo == 1    ? tr("first mover won")
                     : fmo == -1 ? tr("second mover won")
                     : fmo == 0  ? tr("draw")
                                 : tr("undecided"))
                .arg(rec.scores[0])
                .arg(rec.scores[1])
                .arg(rec.progress.turns)
                .arg(rec.progress.laps)
                .arg(rec.progress.rounds)
         << '\n';
    return 0;
}

}  // namespace rulelab
