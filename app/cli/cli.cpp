#include "cli.h"

#include "plugin/plugin_registry.h"
#include "experiment/prepared_reading.h"
#include "graph/round_graph.h"
#include "graph/state_graph.h"
#include "experiment/experiment.h"
#include "experiment/experiment_runner.h"
#include "experiment/result_merge.h"
#include "experiment/results_io.h"
#include "replay/match_replay.h"
#include "sim/runner.h"
#include "stats/reading_stats.h"
#include "game/rng.h"
#include "charts.h"
#include "sources/methods.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

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

std::atomic<bool> &interruptFlag() {
    static std::atomic<bool> flag{false};
    return flag;
}

extern "C" void rulelabOnInterrupt(int) { interruptFlag().store(true); }

Cli::Cli(QTextStream &out, QTextStream &err) : out_(out), err_(err) {}

int Cli::usage() {
    out_ << tr("Usage: rulelab-cli COMMAND [options]\n"
               "\n"
               "Commands:\n"
               "  games                      list the installed games\n"
               "  readings GAME              list the readings of a game\n"
               "  describe GAME [--reading R]  every rule option with its values and citations\n"
               "  run GAME --reading R [...] --matches N --seed S   simulate and compare readings\n"
               "  compare GAME --reading R1 --reading R2 [...] --matches N --seed S   differences with intervals and tests\n"
               "  sweep GAME --base R --vary OPTION=V1,V2 [...] --matches N --seed S  main effect of each option\n"
               "  replay GAME --reading R --seed S --match I [--json] print one simulated match\n"
               "  merge PART... --out DIR                            combine the results of --shard K/N runs\n"
               "  graph GAME --reading R [--max-nodes N] [--solve] [--out F.graphml|.dot]  the state graph\n"
               "  bench GAME --reading R [--matches N] [--threads T] simulation speed\n"
               "  chart RESULTS --out FILE.png|.pdf|.svg [--kind K] [--size S]  a figure from a results folder\n"
               "  methods RESULTS [--format markdown|latex] [--out FILE] [--bib FILE]  a methods text with its BibTeX\n"
               "\n"
               "run, compare, sweep and replay also take --experiment FILE (an experiment file or a summary.json),\n"
               "--agents A[,B] (random, greedy, mcts:PLAYOUTS, search:DEPTH) and --swap-seats.\n"
               "\n"
               "Run 'rulelab-cli COMMAND --help' for the options of a command.\n"
               "Plugins are searched in $RULELAB_PLUGIN_PATH, next to the program and in the install prefix.\n");
    out_ << tr("Exit codes (the same for every command):\n"
               "  0    success\n"
               "  1    runtime error: a file that cannot be read or is invalid in any field (an experiment file\n"
               "       naming an unknown game, reading, agent or option value included), an output that cannot\n"
               "       be written, results that may not be merged or resumed\n"
               "  2    usage error: an unknown command or flag, or a flag naming an unknown game, reading,\n"
               "       agent, metric or option value\n"
               "  3    standard output could not be written (files named with --out were saved first)\n"
               "  130  interrupted (finished matches kept; continue with --resume)\n");
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
    registry.setProbeProgram(QCoreApplication::applicationFilePath());
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
    if (cmd == QLatin1String("compare")) return cmdCompare(rest);
    if (cmd == QLatin1String("sweep")) return cmdSweep(rest);
    if (cmd == QLatin1String("bench")) return cmdBench(rest);
    if (cmd == QLatin1String("merge")) return cmdMerge(rest);
    if (cmd == QLatin1String("graph")) return cmdGraph(rest);
    if (cmd == QLatin1String("probe-plugin")) {
        // Internal: load one plugin file and build every reading's game (see PluginRegistry::setProbeProgram).
        if (rest.size() != 1) return 2;
        PluginRegistry reg;
        if (!reg.loadFile(rest.first())) return 3;
        for (const auto &g : reg.games())
            for (const auto &r : g.readings) {
                PreparedReading pr;
                std::string error;
                InputError kind;
                if (prepareReading(reg, g.pluginId.toStdString(), r.id, {}, Limits{}, pr, error, kind))
                    pr.game->newInitialState();
            }
        out_ << PluginRegistry::kProbeDone << '\n';
        out_.flush();
        return 0;
    }
    if (cmd == QLatin1String("chart")) return cmdChart(rest);
    if (cmd == QLatin1String("methods")) return cmdMethods(rest);
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

// Options shared by run, compare, sweep and replay: what to simulate.
struct ExperimentOptions {
    QCommandLineOption experiment{QStringLiteral("experiment"),
                                  QCoreApplication::translate("Cli", "an experiment file (or a summary.json) to run"),
                                  QStringLiteral("FILE")};
    QCommandLineOption reading{QStringLiteral("reading"),
                               QCoreApplication::translate("Cli", "a reading id or reading file; repeat to compare"),
                               QStringLiteral("R")};
    QCommandLineOption set{QStringLiteral("set"),
                           QCoreApplication::translate("Cli", "override an option in every reading; repeatable"),
                           QStringLiteral("OPTION=VALUE")};
    QCommandLineOption matches{QStringLiteral("matches"), QCoreApplication::translate("Cli", "matches per reading"),
                               QStringLiteral("N")};
    QCommandLineOption seed{QStringLiteral("seed"), QCoreApplication::translate("Cli", "experiment seed"), QStringLiteral("S")};
    QCommandLineOption agents{QStringLiteral("agents"),
                              QCoreApplication::translate("Cli", "agents per seat, e.g. mcts:500,random (default random); "
                                                                 "agents: random, greedy, mcts:PLAYOUTS, search:DEPTH"),
                              QStringLiteral("A[,B]")};
    QCommandLineOption swap{QStringLiteral("swap-seats"),
                            QCoreApplication::translate("Cli", "swap the agents' seats in every odd-numbered match")};
    QCommandLineOption cap{QStringLiteral("cap"),
                           QCoreApplication::translate("Cli", "a guard limit: max_turns, max_relay_laps, repeat_k, "
                                                              "no_capture_turns, max_rounds, max_throws, stall_proof_nodes"),
                           QStringLiteral("NAME=N")};
    QCommandLineOption precision{QStringLiteral("precision"),
                                 QCoreApplication::translate("Cli", "run to a precision (repeatable): play blocks of 1000 matches "
                                                                    "until METRIC's 95% interval is at most +-HALFWIDTH; "
                                                                    "--matches is then the most"),
                                 QStringLiteral("METRIC=HALFWIDTH")};
    void addTo(QCommandLineParser &p) const { p.addOptions({experiment, reading, set, matches, seed, agents, swap, cap, precision}); }
};

struct OutputOptions {
    QCommandLineOption threads{QStringLiteral("threads"),
                               QCoreApplication::translate("Cli", "worker threads (default: all cores); results do not depend on it"),
                               QStringLiteral("T")};
    QCommandLineOption json{QStringLiteral("json"), QCoreApplication::translate("Cli", "print the result as JSON instead of tables")};
    QCommandLineOption out{QStringLiteral("out"), QCoreApplication::translate("Cli", "write summary.json and matches.csv into DIR"),
                           QStringLiteral("DIR")};
    QCommandLineOption progress{QStringLiteral("progress"),
                                QCoreApplication::translate("Cli", "show progress on standard error (default when it is a terminal)")};
    QCommandLineOption shard{QStringLiteral("shard"),
                             QCoreApplication::translate("Cli", "play only shard K of N (K from 1 to N) of every reading's matches; "
                                                                "combine the parts with 'rulelab-cli merge'"),
                             QStringLiteral("K/N")};
    QCommandLineOption resume{QStringLiteral("resume"),
                              QCoreApplication::translate("Cli", "continue an interrupted run whose results are in DIR "
                                                                 "(same experiment); the results are completed in place"),
                              QStringLiteral("DIR")};
    void addTo(QCommandLineParser &p) const { p.addOptions({threads, json, out, progress, shard, resume}); }
};

QString fmt(double v, int decimals = 3) { return QString::number(v, 'f', decimals); }
QString withInterval(const stats::Interval &i, int decimals = 3) {
    if (!i.available) return fmt(i.value, decimals) + QStringLiteral(" [n/a]");
    return fmt(i.value, decimals) + QStringLiteral(" [") + fmt(i.lo, decimals) + QStringLiteral(", ") + fmt(i.hi, decimals) +
           QLatin1Char(']');
}

}  // namespace

int Cli::cmdGraph(const QStringList &args) {
    const QString cmd = QStringLiteral("graph");
    QCommandLineParser p;
    p.setApplicationDescription(tr("Explore every state reachable from the start of a reading (breadth-first, up to a node "
                                   "limit) and say what is possible: cycles (play that can go on for ever), states from "
                                   "which no end can be reached, terminal outcomes; with --solve, the exact value under "
                                   "best play (retrograde analysis, or value iteration where chance exists)."));
    p.addPositionalArgument(QStringLiteral("GAME"), tr("game id"));
    QCommandLineOption reading(QStringLiteral("reading"), tr("a reading id or file"), QStringLiteral("R"));
    QCommandLineOption set(QStringLiteral("set"), tr("override an option; repeatable"), QStringLiteral("OPTION=VALUE"));
    QCommandLineOption maxNodes(QStringLiteral("max-nodes"), tr("stop adding states after N (default 1000000)"),
                                QStringLiteral("N"));
    QCommandLineOption solveOpt(QStringLiteral("solve"), tr("compute the exact value of every state (complete graphs only)"));
    QCommandLineOption outOpt(QStringLiteral("out"), tr("write the graph as GraphML (.graphml) or Graphviz (.dot)"),
                              QStringLiteral("FILE"));
    QCommandLineOption jsonOpt(QStringLiteral("json"), tr("print the analysis as JSON"));
    QCommandLineOption roundsFrom(QStringLiteral("rounds-from"),
                                  tr("instead of the state graph: the round-level graph of the matches of --reading in "
                                     "these results (a results folder or summary.json; the matches are recomputed from "
                                     "their seeds)"),
                                  QStringLiteral("RESULTS"));
    QCommandLineOption roundsOpt(QStringLiteral("rounds"),
                                 tr("instead of the state graph: the round-level graph of N new random matches (seed 1)"),
                                 QStringLiteral("N"));
    QCommandLineOption fromMatch(QStringLiteral("from-match"),
                                 tr("explore from a position of this saved match (the JSON of 'replay --json' or of the "
                                    "workbench) instead of the start, under the match's own options"),
                                 QStringLiteral("FILE"));
    QCommandLineOption afterMove(QStringLiteral("after-move"),
                                 tr("with --from-match: the position after this many moves (default 0, the start)"),
                                 QStringLiteral("K"));
    QCommandLineOption progressOpt(QStringLiteral("progress"),
                                   tr("show progress on standard error (default when it is a terminal)"));
    QCommandLineOption maxMemory(QStringLiteral("max-memory"),
                                 tr("stop exploring before the process uses more memory than SIZE (bytes, or with K, M or G; "
                                    "default: half the physical memory)"),
                                 QStringLiteral("SIZE"));
    p.addOptions({reading, set, maxNodes, maxMemory, solveOpt, outOpt, jsonOpt, roundsFrom, roundsOpt, fromMatch, afterMove,
                  progressOpt});
    const int rc = parseArgs(p, args, cmd, out_, [&](const QString &m) { return usageError(cmd, m); });
    if (rc >= 0) return rc;
    if (p.positionalArguments().size() != 1) return usageError(cmd, tr("expected exactly one GAME"));
    if (p.isSet(afterMove) && !p.isSet(fromMatch)) return usageError(cmd, tr("--after-move needs --from-match"));
    if (p.isSet(fromMatch) && (p.isSet(roundsFrom) || p.isSet(roundsOpt)))
        return usageError(cmd, tr("--from-match explores states; it does not combine with --rounds or --rounds-from"));
    if (p.isSet(fromMatch) && p.isSet(set))
        return usageError(cmd, tr("--from-match uses the match's own options; --set cannot change them"));
    if (!p.isSet(fromMatch) && p.values(reading).size() != 1) return usageError(cmd, tr("give exactly one --reading"));
    bool ok = true;
    const qlonglong limit = p.isSet(maxNodes) ? p.value(maxNodes).toLongLong(&ok) : 1000000;
    if (!ok || limit < 1 || limit > 4000000000LL) return usageError(cmd, tr("--max-nodes must be a whole number from 1 to 4000000000"));
    size_t budget = defaultGraphMemoryBudget();
    if (p.isSet(maxMemory)) {
        QString v = p.value(maxMemory).trimmed().toUpper();
        double factor = 1;
        if (v.endsWith(QLatin1Char('K'))) factor = 1024.0;
        else if (v.endsWith(QLatin1Char('M'))) factor = 1024.0 * 1024;
        else if (v.endsWith(QLatin1Char('G'))) factor = 1024.0 * 1024 * 1024;
        if (factor > 1) v.chop(1);
        bool numOk = false;
        const double x = v.toDouble(&numOk) * factor;
        if (!numOk || !(x >= 1024 * 1024) || x > 1e15)
            return usageError(cmd, tr("--max-memory must be a size of at least 1M, such as 300M or 4G, not '%1'").arg(p.value(maxMemory)));
        budget = static_cast<size_t>(x);
    }
    if (budget > 0 && minimumBytesFor(static_cast<size_t>(limit)) > budget)
        return usageError(cmd, tr("--max-nodes %1 needs at least %2 MB, more than the memory budget of %3 MB (--max-memory)")
                                   .arg(limit)
                                   .arg(static_cast<qulonglong>(minimumBytesFor(static_cast<size_t>(limit)) >> 20))
                                   .arg(static_cast<qulonglong>(budget >> 20)));
    const QString outFile = p.value(outOpt);
    if (p.isSet(outOpt) && !outFile.endsWith(QStringLiteral(".graphml")) && !outFile.endsWith(QStringLiteral(".dot")))
        return usageError(cmd, tr("--out must end in .graphml or .dot"));
    std::vector<std::string> overrides;
    for (const auto &s : p.values(set)) overrides.push_back(s.toStdString());
    PluginRegistry reg;
    loadPlugins(reg, false);
    PreparedReading pr;
    std::string err;
    InputError kind;
    if (p.isSet(roundsFrom) || p.isSet(roundsOpt)) {
        if (p.isSet(roundsFrom) && p.isSet(roundsOpt)) return usageError(cmd, tr("give --rounds-from or --rounds, not both"));
        RunOptions ro;
        ro.recordMoves = true;
        if (p.isSet(roundsFrom)) {
            QString path = p.value(roundsFrom);
            if (QFileInfo(path).isDir()) path = QDir(path).filePath(QStringLiteral("summary.json"));
            Experiment e;
            if (!loadExperimentFile(path, e, err)) return runtimeError(q(err));
            if (e.game != p.positionalArguments().first().toStdString())
                return runtimeError(tr("%1: the results are for game '%2'").arg(path, q(e.game)));
            const std::string want = p.value(reading).toStdString();
            const ReadingRef *ref = nullptr;
            for (const auto &r : e.readings)
                if ((r.isInline ? r.reading.id : r.spec) == want) ref = &r;
            if (!ref) return usageError(cmd, tr("%1 has no reading '%2'").arg(path, q(want)));
            std::vector<std::string> all = e.overrides;
            all.insert(all.end(), overrides.begin(), overrides.end());
            if (!prepareReadingRef(reg, e.game, *ref, all, e.limits, pr, err, kind))
                return kind == InputError::Usage ? usageError(cmd, q(err)) : runtimeError(q(err));
            ro.matches = e.matches;
            ro.seed = e.seed;
            ro.agents = e.agents;
            ro.swapSeats = e.swapSeats;
        } else {
            bool okN = false;
            ro.matches = p.value(roundsOpt).toLongLong(&okN);
            if (!okN || ro.matches < 1) return usageError(cmd, tr("--rounds must be a whole number of at least 1"));
            if (!prepareReading(reg, p.positionalArguments().first().toStdString(), p.value(reading).toStdString(),
                                overrides, Limits{}, pr, err, kind))
                return kind == InputError::Usage ? usageError(cmd, q(err)) : runtimeError(q(err));
        }
        const RoundGraph rg = buildRoundGraph(*pr.game, runMatches(*pr.game, pr.reading.id, ro));
        if (p.isSet(outOpt)) {
            const std::string text = outFile.endsWith(QStringLiteral(".dot")) ? roundGraphToDot(rg) : roundGraphToGraphML(rg);
            if (!saveAtomically(outFile, QByteArray::fromStdString(text), err)) return runtimeError(q(err));
        }
        if (p.isSet(jsonOpt)) {
            QJsonObject o;
            o.insert(QStringLiteral("game"), QString::fromStdString(pr.game->info().id));
            o.insert(QStringLiteral("reading"), QString::fromStdString(pr.reading.id));
            o.insert(QStringLiteral("matches"), static_cast<qint64>(rg.matches));
            o.insert(QStringLiteral("cyclic_components"), static_cast<qint64>(rg.cyclicComponents));
            QJsonArray nodes;
            for (uint32_t v = 0; v < rg.labels.size(); ++v) {
                QJsonObject n;
                n.insert(QStringLiteral("id"), static_cast<qint64>(v));
                n.insert(QStringLiteral("configuration"), QString::fromStdString(rg.labels[v]));
                n.insert(QStringLiteral("visits"), static_cast<qint64>(rg.visits[v]));
                n.insert(QStringLiteral("absorbing"), rg.absorbing[v] != 0);
                n.insert(QStringLiteral("in_cycle"), rg.inCycle[v] != 0);
                nodes.append(n);
            }
            o.insert(QStringLiteral("nodes"), nodes);
            QJsonArray edges;
            for (const auto &[k, w] : rg.edges)
                edges.append(QJsonObject{{QStringLiteral("from"), static_cast<qint64>(k.first)},
                                         {QStringLiteral("to"), static_cast<qint64>(k.second)},
                                         {QStringLiteral("weight"), static_cast<qint64>(w)}});
            o.insert(QStringLiteral("edges"), edges);
            out_ << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
            return 0;
        }
        out_ << tr("%1, reading %2: round-level graph of %3 matches: %4 configurations, %5 transitions, %6 cyclic "
                   "component(s)")
                    .arg(q(pr.game->info().name), q(pr.reading.id))
                    .arg(rg.matches)
                    .arg(rg.labels.size())
                    .arg(rg.edges.size())
                    .arg(rg.cyclicComponents)
             << '\n';
        if (!rg.hasRounds) out_ << tr("(this game reports no round configurations: every match is one round)") << '\n';
        // The most visited configurations first.
        std::vector<uint32_t> order(rg.labels.size());
        for (uint32_t v = 0; v < order.size(); ++v) order[v] = v;
        std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return rg.visits[a] > rg.visits[b]; });
        QList<QStringList> rows;
        rows << QStringList{tr("visits"), tr("in a cycle"), tr("configuration")};
        for (size_t i = 0; i < order.size() && i < 25; ++i)
            rows << QStringList{QString::number(rg.visits[order[i]]), rg.inCycle[order[i]] ? tr("yes") : QString(),
                                q(rg.labels[order[i]])};
        out_ << formatTable(rows);
        if (order.size() > 25) out_ << tr("... and %1 more (use --json or --out for all)").arg(order.size() - 25) << '\n';
        if (p.isSet(outOpt)) out_ << tr("Graph written to %1").arg(outFile) << '\n';
        return 0;
    }
    std::unique_ptr<State> start;  // null: the initial state
    qlonglong startAfter = -1;
    if (p.isSet(fromMatch)) {
        const QString file = p.value(fromMatch);
        MatchReplay match;
        if (!loadMatchFile(file, match, err)) return runtimeError(q(err));
        if (match.gameId != p.positionalArguments().first().toStdString())
            return runtimeError(tr("%1: the match is of game '%2'").arg(file, q(match.gameId)));
        if (p.isSet(reading) && p.value(reading).toStdString() != match.readingId)
            return runtimeError(tr("%1: the match is of reading '%2'").arg(file, q(match.readingId)));
        bool okK = true;
        const qlonglong k = p.isSet(afterMove) ? p.value(afterMove).toLongLong(&okK) : 0;
        if (!okK || k < 0) return usageError(cmd, tr("--after-move must be a whole number of at least 0"));
        std::unique_ptr<Game> game = gameOfReplay(reg, match, err);
        if (!game) return runtimeError(tr("%1: %2").arg(file, q(err)));
        if (!verifySavedMatch(*game, match, err)) return runtimeError(tr("%1: %2").arg(file, q(err)));
        if (static_cast<size_t>(k) > match.moves.size())
            return runtimeError(tr("%1: the match has %2 moves, not %3").arg(file).arg(match.moves.size()).arg(k));
        start = stateAfterMoves(*game, replayMovePrefix(match, static_cast<size_t>(k)), err);
        if (!start) return runtimeError(tr("%1: %2").arg(file, q(err)));
        pr.game = std::move(game);
        pr.reading.game = match.gameId;
        pr.reading.id = match.readingId;
        startAfter = k;
    } else if (!prepareReading(reg, p.positionalArguments().first().toStdString(), p.value(reading).toStdString(), overrides,
                               Limits{}, pr, err, kind)) {
        return kind == InputError::Usage ? usageError(cmd, q(err)) : runtimeError(q(err));
    }
    ExploreOptions eo;
    eo.maxNodes = static_cast<size_t>(limit);
    eo.maxBytes = budget;
    eo.cancel = &interruptFlag();  // Ctrl-C stops the exploration; what was found is analysed
    const bool showProgress = p.isSet(progressOpt) || isatty(STDERR_FILENO);
    auto lastShown = std::chrono::steady_clock::now();
    if (showProgress)
        eo.progress = [&](size_t found, size_t expanded) {  // at most four times a second
            const auto now = std::chrono::steady_clock::now();
            if (now - lastShown < std::chrono::milliseconds(250)) return;
            lastShown = now;
            err_ << '\r' << tr("%1 states found, %2 expanded").arg(found).arg(expanded) << QStringLiteral("   ");
            err_.flush();
        };
    const StateGraph g = explore(*pr.game, start.get(), eo);
    if (showProgress) err_ << '\n';
    const GraphAnalysis a = analyse(g);
    GraphSolution sol;
    if (p.isSet(solveOpt)) {
        sol = solve(g, &a);
        if (!sol.solved) return runtimeError(tr("cannot solve: %1").arg(q(sol.error)));
    }
    QJsonObject o;
    o.insert(QStringLiteral("game"), QString::fromStdString(pr.game->info().id));
    o.insert(QStringLiteral("reading"), QString::fromStdString(pr.reading.id));
    if (startAfter >= 0) {
        o.insert(QStringLiteral("from_match"), p.value(fromMatch));
        o.insert(QStringLiteral("after_move"), startAfter);
    }
    o.insert(QStringLiteral("nodes"), static_cast<qint64>(g.nodes.size()));
    o.insert(QStringLiteral("edges"), static_cast<qint64>(g.edgeCount()));
    o.insert(QStringLiteral("complete"), g.complete);
    o.insert(QStringLiteral("cancelled"), g.cancelled);
    o.insert(QStringLiteral("stopped"), g.complete    ? QStringLiteral("complete")
                                        : g.cancelled ? QStringLiteral("interrupted")
                                        : g.memoryLimited ? QStringLiteral("memory budget")
                                                          : QStringLiteral("max nodes"));
    QJsonObject terms;
    for (const auto &[k, v] : a.terminalsByResult) terms.insert(q(k), static_cast<qint64>(v));
    o.insert(QStringLiteral("terminals"), terms);
    QJsonObject termEnds;
    for (const auto &[k, v] : a.terminalsByEndReason) termEnds.insert(q(k), static_cast<qint64>(v));
    o.insert(QStringLiteral("terminal_end_reasons"), termEnds);
    o.insert(QStringLiteral("components"), static_cast<qint64>(a.components));
    o.insert(QStringLiteral("cyclic_components"), static_cast<qint64>(a.cyclicComponents));
    o.insert(QStringLiteral("states_in_cycles"), static_cast<qint64>(a.statesInCycles));
    o.insert(QStringLiteral("largest_component"), static_cast<qint64>(a.largestComponent));
    o.insert(QStringLiteral("dead_states"), static_cast<qint64>(a.deadStates));
    o.insert(QStringLiteral("unexpanded"), static_cast<qint64>(a.unexpanded));
    o.insert(QStringLiteral("max_depth"), a.maxDepth);
    QJsonArray depth;
    for (auto d : a.depthHistogram) depth.append(static_cast<qint64>(d));
    o.insert(QStringLiteral("depth_histogram"), depth);
    o.insert(QStringLiteral("mean_branching"), a.meanBranching);
    o.insert(QStringLiteral("max_branching"), static_cast<qint64>(a.maxBranching));
    o.insert(QStringLiteral("bytes_per_state"), static_cast<qint64>(g.bytesPerState()));
    o.insert(QStringLiteral("seconds"), g.seconds);
    if (sol.solved) {
        QJsonObject v;
        v.insert(QStringLiteral("method"), QString::fromStdString(sol.method));
        if (sol.method == "retrograde") {
            v.insert(QStringLiteral("outcome"), QString::fromLatin1(outcomeName(sol.outcome[0])));
            if (sol.hasMargin) v.insert(QStringLiteral("margin"), sol.margin[0]);
            QJsonObject counts;
            int64_t c[4] = {0, 0, 0, 0};
            for (uint8_t x : sol.outcome) ++c[x];
            for (int i = 0; i < 4; ++i) counts.insert(QString::fromLatin1(outcomeName(static_cast<uint8_t>(i))), static_cast<qint64>(c[i]));
            v.insert(QStringLiteral("states_by_outcome"), counts);
        } else {
            v.insert(QStringLiteral("seat0_win_probability"), sol.winProbability[0]);
            v.insert(QStringLiteral("iterations"), sol.iterations);
            v.insert(QStringLiteral("converged"), sol.converged);
        }
        o.insert(QStringLiteral("value"), v);
    }
    if (p.isSet(outOpt)) {
        const std::string text = outFile.endsWith(QStringLiteral(".dot")) ? toDot(g, a) : toGraphML(g, a);
        if (!saveAtomically(outFile, QByteArray::fromStdString(text), err)) return runtimeError(q(err));
    }
    if (p.isSet(jsonOpt)) {
        out_ << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return g.cancelled ? 130 : 0;  // interrupted: what was found is printed, the exit says so
    }
    const auto &names = pr.game->info().playerNames;
    auto seat = [&](int i) { return i < static_cast<int>(names.size()) ? q(names[static_cast<size_t>(i)]) : QString::number(i); };
    out_ << tr("%1, reading %2: %3 states, %4 moves%5 (%6 s, %7 bytes per state)")
                .arg(q(pr.game->info().name), q(pr.reading.id))
                .arg(g.nodes.size())
                .arg(g.edgeCount())
                .arg(g.complete    ? tr(", complete")
                     : g.cancelled ? tr(", INCOMPLETE: interrupted")
                     : g.memoryLimited ? tr(", INCOMPLETE: stopped before the memory budget (--max-memory)")
                                       : tr(", INCOMPLETE: stopped at --max-nodes"))
                .arg(g.seconds, 0, 'f', 2)
                .arg(g.bytesPerState())
         << '\n';
    if (startAfter >= 0)
        out_ << tr("Explored from the position after move %1 of %2, not from the start").arg(startAfter).arg(p.value(fromMatch))
             << '\n';
    QStringList t;
    for (const auto &[k, v] : a.terminalsByResult) t << QStringLiteral("%1 %2").arg(q(k)).arg(v);
    out_ << tr("Terminal states: %1 (%2)").arg(a.terminals).arg(t.join(QStringLiteral(", "))) << '\n';
    out_ << tr("Cyclic components: %1, holding %2 states (largest component %3): play can go on for ever there")
                .arg(a.cyclicComponents)
                .arg(a.statesInCycles)
                .arg(a.largestComponent)
         << '\n';
    out_ << tr("States from which no end can be reached: %1").arg(a.deadStates) << '\n';
    out_ << tr("Depth: up to %1; branching: mean %2, max %3").arg(a.maxDepth).arg(a.meanBranching, 0, 'f', 2).arg(a.maxBranching)
         << '\n';
    if (sol.solved) {
        if (sol.method == "retrograde") {
            const uint8_t v = sol.outcome[0];
            out_ << tr("Value of the start under best play: %1")
                        .arg(v == 0 ? tr("%1 wins").arg(seat(0)) : v == 1 ? tr("%1 wins").arg(seat(1)) : v == 2 ? tr("draw") : tr("neither side can force an end"));
            if (sol.hasMargin) out_ << tr(", margin %1").arg(sol.margin[0]);
            out_ << '\n';
        } else {
            out_ << tr("Probability that %1 wins under best play: %2 (value iteration, %3 sweeps%4)")
                        .arg(seat(0))
                        .arg(sol.winProbability[0], 0, 'f', 6)
                        .arg(sol.iterations)
                        .arg(sol.converged ? QString() : tr(", NOT converged"))
                 << '\n';
        }
    }
    if (p.isSet(outOpt)) out_ << tr("Graph written to %1").arg(outFile) << '\n';
    return g.cancelled ? 130 : 0;
}

int Cli::cmdMerge(const QStringList &args) {
    const QString cmd = QStringLiteral("merge");
    QCommandLineParser p;
    p.setApplicationDescription(tr("Combine the result folders of the shards of one experiment (run with --shard K/N) into "
                                   "one result, identical to a single run of the experiment."));
    p.addPositionalArgument(QStringLiteral("PART"), tr("a result folder written by run --shard K/N --out PART"),
                            QStringLiteral("PART..."));
    QCommandLineOption outOpt(QStringLiteral("out"), tr("write the merged summary.json and matches.csv into DIR"),
                              QStringLiteral("DIR"));
    QCommandLineOption jsonOpt(QStringLiteral("json"), tr("print the merged summary as JSON"));
    p.addOptions({outOpt, jsonOpt});
    const int rc = parseArgs(p, args, cmd, out_, [&](const QString &m) { return usageError(cmd, m); });
    if (rc >= 0) return rc;
    if (p.positionalArguments().isEmpty()) return usageError(cmd, tr("give the result folders to merge"));
    if (!p.isSet(outOpt)) return usageError(cmd, tr("--out DIR is required"));
    std::vector<ResultPart> parts(static_cast<size_t>(p.positionalArguments().size()));
    std::string error;
    for (int i = 0; i < p.positionalArguments().size(); ++i)
        if (!readResultFolder(p.positionalArguments()[i], parts[static_cast<size_t>(i)], error)) return runtimeError(q(error));
    const QString outDir = p.value(outOpt);
    // The merged result may not overwrite one of the parts it is made of.
    const QString outCanonical = QFileInfo(outDir).canonicalFilePath();
    for (const auto &in : p.positionalArguments())
        if (!outCanonical.isEmpty() && QFileInfo(in).canonicalFilePath() == outCanonical)
            return usageError(cmd, tr("--out %1 is one of the parts being merged; write the merged result elsewhere").arg(outDir));
    ExperimentResult merged;
    std::vector<std::vector<MatchRecord>> rows;
    if (!mergeParts(parts, merged, rows, error)) return runtimeError(q(error));
    if (!prepareOutputDir(outDir, error)) return runtimeError(q(error));
    CsvRecordWriter csv(QDir(outDir).filePath(QStringLiteral("matches.csv")));
    if (!csv.open(error)) return runtimeError(q(error));
    for (size_t i = 0; i < rows.size(); ++i) {
        csv.setReading(merged.readings[i].reading);
        for (const auto &r : rows[i]) csv.consume(r);
    }
    if (!csv.commit(error)) return runtimeError(q(error));
    QJsonObject root = QJsonDocument::fromJson(summaryDocument(merged)).object();
    root.insert(QStringLiteral("matches_csv"), csvRecordJson(csv));
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
    return 0;
}

int Cli::prepareReadings(const QString &cmd, const QString &experimentFile, const Experiment &e, const PluginRegistry &reg,
                         std::vector<PreparedReading> &prepared) {
    std::string error;
    InputError kind = InputError::None;
    if (prepareExperiment(reg, e, prepared, error, kind)) return -1;
    if (!experimentFile.isEmpty()) {
        // Is the file at fault, or what the flags added? Prepare the file alone.
        Experiment fe;
        std::string ferr;
        std::vector<PreparedReading> fp;
        InputError fkind = InputError::None;
        const bool fileAtFault = loadExperimentFile(experimentFile, fe, ferr) &&
                                 ((!fe.vary.empty() && !expandSweep(fe, ferr)) || !prepareExperiment(reg, fe, fp, ferr, fkind));
        if (fileAtFault) {
            // An override of the file is its field 'set', not the --set flag.
            if (ferr.rfind("--set ", 0) == 0) ferr = "field 'set': " + ferr.substr(6);
            return runtimeError(experimentFile + QStringLiteral(": ") + q(ferr));
        }
    }
    return kind == InputError::Usage ? usageError(cmd, q(error)) : runtimeError(q(error));
}

// Builds the experiment from --experiment and the flags. Returns -1 to go on, or an exit code.
static int buildExperiment(Cli &cli, QCommandLineParser &p, const ExperimentOptions &eo, bool requireReadings,
                           Experiment &e, QString &error, bool &usage) {
    (void)cli;
    usage = true;
    if (p.isSet(eo.experiment)) {
        std::string err;
        if (!loadExperimentFile(p.value(eo.experiment), e, err)) {
            error = q(err);
            usage = false;
            return 1;
        }
    } else {
        if (p.positionalArguments().size() != 1) {
            error = QCoreApplication::translate("Cli", "expected exactly one GAME (or --experiment FILE)");
            return 2;
        }
        e.game = p.positionalArguments().first().toStdString();
        e.matches = 0;
        e.seed = 0;
    }
    if (p.isSet(eo.experiment) && !p.positionalArguments().isEmpty() &&
        p.positionalArguments().first().toStdString() != e.game) {
        error = QCoreApplication::translate("Cli", "the experiment is for game '%1', not '%2'")
                    .arg(q(e.game), p.positionalArguments().first());
        return 2;
    }
    for (const auto &r : p.values(eo.reading)) {
        ReadingRef ref;
        ref.spec = r.toStdString();
        e.readings.push_back(ref);
    }
    for (const auto &s : p.values(eo.set)) e.overrides.push_back(s.toStdString());
    bool ok = false;
    if (p.isSet(eo.matches)) {
        e.matches = p.value(eo.matches).toLongLong(&ok);
        if (!ok || e.matches < 1) {
            error = QCoreApplication::translate("Cli", "--matches must be a whole number of at least 1, not '%1'").arg(p.value(eo.matches));
            return 2;
        }
    } else if (!p.isSet(eo.experiment) && requireReadings) {
        error = QCoreApplication::translate("Cli", "--matches N is required");
        return 2;
    }
    if (p.isSet(eo.seed)) {
        e.seed = p.value(eo.seed).toULongLong(&ok);
        if (!ok) {
            error = QCoreApplication::translate("Cli", "--seed must be a whole number from 0 to 18446744073709551615, not '%1'")
                        .arg(p.value(eo.seed));
            return 2;
        }
    } else if (!p.isSet(eo.experiment)) {
        error = QCoreApplication::translate("Cli", "--seed S is required");
        return 2;
    }
    if (p.isSet(eo.agents)) {
        std::string err;
        if (!parseAgentPair(p.value(eo.agents).toStdString(), e.agents, err)) {
            error = QStringLiteral("--agents: ") + q(err);
            return 2;
        }
    }
    if (p.isSet(eo.swap)) e.swapSeats = true;
    for (const auto &c : p.values(eo.precision)) {
        const qsizetype eq = c.indexOf(QLatin1Char('='));
        bool numOk = false;
        const double h = eq > 0 ? c.mid(eq + 1).toDouble(&numOk) : 0;
        if (eq <= 0 || !numOk || !(h > 0)) {
            error = QCoreApplication::translate("Cli", "--precision '%1': expected METRIC=HALFWIDTH with HALFWIDTH > 0").arg(c);
            return 2;
        }
        const std::string metric = c.left(eq).toStdString();
        const stats::ReadingStats probe;
        const auto all = stats::computeMetrics(probe, true);
        if (std::none_of(all.begin(), all.end(), [&](const stats::Metric &x) { return x.key == metric; })) {
            error = QCoreApplication::translate("Cli", "--precision: unknown metric '%1' (see docs/metrics.md)").arg(q(metric));
            return 2;
        }
        e.precision[metric] = h;
    }
    for (const auto &c : p.values(eo.cap)) {
        const int eq = static_cast<int>(c.indexOf(QLatin1Char('=')));
        bool numOk = false;
        const qlonglong v = eq > 0 ? c.mid(eq + 1).toLongLong(&numOk) : 0;
        if (eq <= 0 || !numOk) {
            error = QCoreApplication::translate("Cli", "--cap '%1': expected NAME=NUMBER").arg(c);
            return 2;
        }
        const std::string err = applyLimit(e.limits, c.left(eq).toStdString(), v);
        if (!err.empty()) {
            error = QStringLiteral("--cap ") + c + QStringLiteral(": ") + q(err);
            return 2;
        }
    }
    if (requireReadings && e.readings.empty()) {
        error = QCoreApplication::translate("Cli", "give at least one --reading");
        return 2;
    }
    for (size_t i = 0; i < e.readings.size(); ++i)
        for (size_t j = 0; j < i; ++j)
            if (!e.readings[i].isInline && e.readings[i].spec == e.readings[j].spec) {
                error = QCoreApplication::translate("Cli", "reading '%1' is given twice").arg(q(e.readings[i].spec));
                return 2;
            }
    return -1;
}

// Runs a prepared experiment with progress, writing results if asked. Returns an exit code.
int Cli::execute(QCommandLineParser &p, const OutputOptionsRef &oo, const QString &cmd, Experiment &e,
                 const std::function<void(const ExperimentResult &, QJsonObject &)> &extraJson,
                 const std::function<void(const ExperimentResult &)> &printTables) {
    const auto &o = *static_cast<const OutputOptions *>(oo.ptr);
    int threads = 0;
    bool ok = false;
    if (p.isSet(o.threads)) {
        threads = p.value(o.threads).toInt(&ok);
        if (!ok || threads < 1 || threads > 1024)
            return usageError(cmd, tr("--threads must be a whole number from 1 to 1024, not '%1'").arg(p.value(o.threads)));
    }
    int shardK = 0, shardN = 1;
    if (p.isSet(o.shard)) {
        const QStringList kn = p.value(o.shard).split(QLatin1Char('/'));
        bool okK = false, okN = false;
        if (kn.size() == 2) {
            shardK = kn[0].toInt(&okK);
            shardN = kn[1].toInt(&okN);
        }
        if (!okK || !okN || shardN < 1 || shardK < 1 || shardK > shardN || shardN > 100000)
            return usageError(cmd, tr("--shard must be K/N with 1 <= K <= N, not '%1'").arg(p.value(o.shard)));
        if (shardN > 1 && !e.precision.empty())
            return usageError(cmd, tr("--precision decides when to stop from all of a reading's matches: it cannot be split "
                                      "into shards"));
        --shardK;
    }
    PluginRegistry reg;
    loadPlugins(reg, false);
    std::vector<PreparedReading> prepared;
    std::string error;
    if (const int prc = prepareReadings(cmd, p.value(QStringLiteral("experiment")), e, reg, prepared); prc >= 0) return prc;

    ResultPart resumed;
    const bool resuming = p.isSet(o.resume);
    if (resuming) {
        if (p.isSet(o.shard)) return usageError(cmd, tr("--resume continues the shard the folder holds; do not give --shard"));
        // A run killed before it could save left its run record and checkpointed partial file.
        const QDir rd(p.value(o.resume));
        const bool killed = QFile::exists(rd.filePath(QLatin1String(kPartialRunFile))) &&
                            QFile::exists(CsvRecordWriter::partialPath(rd.filePath(QStringLiteral("matches.csv"))));
        if (!(killed ? readPartialRun(p.value(o.resume), resumed, error) : readResultFolder(p.value(o.resume), resumed, error)))
            return runtimeError(q(error));
        if (resumed.experimentJson != experimentToJson(e))
            return runtimeError(tr("%1: holds the results of a different experiment; resume with the same arguments, or "
                                   "with --experiment %1/summary.json")
                                    .arg(p.value(o.resume)));
        if (resumed.engine != engineVersion())
            return runtimeError(tr("%1: field 'engine' is '%2', but this is '%3': finish the run with the RuleLab that started it")
                                    .arg(p.value(o.resume), q(resumed.engine), QString::fromLatin1(engineVersion())));
        if (!prepared.empty()) {
            if (const std::string d = provenanceDifference(prepared.front().plugin, resumed.plugin); !d.empty())
                return runtimeError(tr("%1: field 'plugin' differs (%2): the finished matches were played by another build "
                                       "of the game's rules; finish the run with that build, or start a new run")
                                        .arg(p.value(o.resume), q(d)));
        }
        // The reading files may have changed since: the options they resolve to now must be
        // the ones the finished matches were played with.
        for (size_t i = 0; i < resumed.readings.size() && i < prepared.size(); ++i) {
            const std::string d = optionsDifference(prepared[i].options.values(), resumed.readings[i].options);
            if (!d.empty())
                return runtimeError(tr("%1: reading '%2' now has other options than its finished matches were played with "
                                       "(%3); start a new run")
                                        .arg(p.value(o.resume), q(resumed.readings[i].reading), q(d)));
        }
        shardK = resumed.shardIndex;
        shardN = resumed.shardCount;
    }
    const QString outDir = p.isSet(o.out) ? p.value(o.out) : resuming ? p.value(o.resume) : QString();
    std::unique_ptr<CsvRecordWriter> csv;
    if (!outDir.isNull()) {
        if (outDir.isEmpty()) return usageError(cmd, tr("--out needs a folder"));
        if (!prepareOutputDir(outDir, error)) return runtimeError(q(error));
        csv = std::make_unique<CsvRecordWriter>(QDir(outDir).filePath(QStringLiteral("matches.csv")));
        if (!csv->open(error)) return runtimeError(q(error));
        // The run's record, for --resume after a kill that left no summary (removed once the
        // summary is saved).
        std::vector<ReadingResult> meta;
        for (const auto &pr : prepared) {
            ReadingResult rr;
            rr.reading = pr.reading.id;
            rr.name = pr.reading.name;
            rr.source = pr.reading.source;
            rr.options = pr.options.values();
            meta.push_back(std::move(rr));
        }
        if (!saveAtomically(QDir(outDir).filePath(QLatin1String(kPartialRunFile)),
                            QJsonDocument(partialRunJson(e, prepared.front().plugin, meta, shardK, shardN)).toJson(QJsonDocument::Indented), error))
            return runtimeError(q(error));
    }
    const bool showProgress = p.isSet(o.progress) || isatty(STDERR_FILENO);
    ExperimentRunOptions ro;
    ro.threads = threads;
    ro.extraSink = csv.get();
    ro.shardIndex = shardK;
    ro.shardCount = shardN;
    ro.cancel = &interruptFlag();
    if (resuming) ro.resumeFrom = resumed.readings;
    ro.beforeReading = [&](size_t i) {
        if (!csv) return;
        csv->setReading(prepared[i].reading.id);
        if (i < resumed.records.size())  // the matches already played come first
            for (const auto &r : resumed.records[i]) csv->consume(r);
    };
    if (showProgress)
        ro.progress = [&](size_t i, const RunProgress &pr) {
            err_ << QStringLiteral("\r%1 (%2/%3): %4/%5 matches, %6/s, %7 s left   ")
                        .arg(q(prepared[i].reading.id))
                        .arg(i + 1)
                        .arg(prepared.size())
                        .arg(pr.done)
                        .arg(pr.total)
                        .arg(static_cast<qint64>(pr.matchesPerSecond))
                        .arg(pr.secondsLeft, 0, 'f', 0);
            err_.flush();
        };
    const ExperimentResult result = runExperiment(e, prepared, ro);
    if (showProgress) err_ << '\n';

    QJsonObject root = QJsonDocument::fromJson(summaryDocument(result)).object();
    if (shardN > 1) {
        QJsonObject sh;
        sh.insert(QStringLiteral("index"), shardK);
        sh.insert(QStringLiteral("count"), shardN);
        root.insert(QStringLiteral("shard"), sh);
    }
    if (extraJson && !result.cancelled && shardN == 1) extraJson(result, root);
    // Files first, then standard output: a closed pipe or a full terminal never loses results.
    if (csv) {
        if (!csv->commit(error)) return runtimeError(q(error));
        root.insert(QStringLiteral("matches_csv"), csvRecordJson(*csv));
    }
    const QByteArray json = QJsonDocument(root).toJson(QJsonDocument::Indented);
    if (csv && !saveAtomically(QDir(outDir).filePath(QStringLiteral("summary.json")), json, error))
        return runtimeError(q(error));
    if (csv) QFile::remove(QDir(outDir).filePath(QLatin1String(kPartialRunFile)));
    if (p.isSet(o.json)) out_ << QString::fromUtf8(json);
    else printTables(result);
    if (csv)
        (p.isSet(o.json) ? err_ : out_) << '\n'
                                        << tr("Results written to %1 (summary.json, matches.csv)").arg(QDir(outDir).absolutePath())
                                        << '\n';
    if (result.cancelled) {
        int64_t kept = 0;
        for (const auto &r : result.readings) kept += r.stats.matches;
        err_ << tr("Interrupted: %1 finished matches kept.").arg(kept) << ' '
             << (csv ? tr("Continue with the same command and --resume %1.").arg(outDir)
                     : tr("Give --out DIR to keep partial results that can be resumed."))
             << '\n';
        return 130;
    }
    return 0;
}

void Cli::printRunTable(const ExperimentResult &r) {
    const Experiment &e = r.experiment;
    PluginRegistry *unused = nullptr;
    (void)unused;
    out_ << tr("%1: %2 matches per reading, seed %3, agents %4%5")
                .arg(q(e.game))
                .arg(e.matches)
                .arg(e.seed)
                .arg(q(e.agents[0].text() + "," + e.agents[1].text()))
                .arg(e.swapSeats ? tr(" (seats swapped every other match)") : QString())
         << '\n';
    if (!e.overrides.empty()) {
        QStringList o;
        for (const auto &s : e.overrides) o << q(s);
        out_ << tr("Overrides: %1").arg(o.join(QStringLiteral(", "))) << '\n';
    }
    if (r.cancelled) out_ << tr("Cancelled: partial results") << '\n';
    out_ << '\n';
    QList<QStringList> rows;
    QStringList head{QString()};
    for (const auto &s : r.readings) head << q(s.reading);
    rows << head;
    auto row = [&](const QString &label, const std::function<QString(const stats::ReadingStats &)> &f) {
        QStringList line{label};
        for (const auto &s : r.readings) line << f(s.stats);
        rows << line;
    };
    row(tr("matches"), [](const stats::ReadingStats &s) { return QString::number(s.matches); });
    row(tr("first mover wins"), [](const stats::ReadingStats &s) { return percent(s.firstWins, s.matches); });
    row(tr("second mover wins"), [](const stats::ReadingStats &s) { return percent(s.secondWins, s.matches); });
    row(tr("draws"), [](const stats::ReadingStats &s) { return percent(s.draws, s.matches); });
    row(tr("undecided"), [](const stats::ReadingStats &s) { return percent(s.undecided, s.matches); });
    // How the matches ended: by the rules, by a guard that proved the rules could not end them, or by a cap.
    row(tr("ended by rule"), [](const stats::ReadingStats &s) { return percent(s.endedBy[0], s.matches); });
    row(tr("ended by proven guard"), [](const stats::ReadingStats &s) { return percent(s.endedBy[1], s.matches); });
    row(tr("stopped by a cap"), [](const stats::ReadingStats &s) { return percent(s.endedBy[2], s.matches); });
    row(tr("rule-ended: first mover wins"),
        [](const stats::ReadingStats &s) { return percent(s.ruleFirstWins, s.endedBy[0]); });
    row(tr("rule-ended: second mover wins"),
        [](const stats::ReadingStats &s) { return percent(s.ruleSecondWins, s.endedBy[0]); });
    row(tr("rule-ended: draws"), [](const stats::ReadingStats &s) { return percent(s.ruleDraws, s.endedBy[0]); });
    for (int en = 1; en < kEndReasonCount; ++en)
        row(tr("end: %1").arg(QString::fromLatin1(endReasonKey(static_cast<EndReason>(en)))),
            [en](const stats::ReadingStats &s) { return percent(s.endReasons[static_cast<size_t>(en)], s.matches); });
    auto dist = [&](const QString &name, stats::IntHistogram stats::ReadingStats::*m) {
        row(tr("%1 mean").arg(name), [m](const stats::ReadingStats &s) { return num((s.*m).mean()); });
        row(tr("%1 median [p10-p90]").arg(name), [m](const stats::ReadingStats &s) {
            return num((s.*m).quantile(0.5)) + QStringLiteral(" [") + num((s.*m).quantile(0.1)) + QLatin1Char('-') +
                   num((s.*m).quantile(0.9)) + QLatin1Char(']');
        });
        row(tr("%1 max").arg(name), [m](const stats::ReadingStats &s) { return num(static_cast<double>((s.*m).max())); });
    };
    dist(tr("turns"), &stats::ReadingStats::turns);
    dist(tr("laps"), &stats::ReadingStats::laps);
    dist(tr("rounds"), &stats::ReadingStats::rounds);
    const bool differ = !(e.agents[0] == e.agents[1]);
    const QStringList shown = {QStringLiteral("Completion"), QStringLiteral("AdvantageP1"), QStringLiteral("Balance"),
                               QStringLiteral("first_mover_win_rate"), QStringLiteral("agent_a_win_rate"),
                               QStringLiteral("branching_factor"), QStringLiteral("captures_per_turn")};
    for (const QString &key : shown) {
        if (key.startsWith(QStringLiteral("agent_")) && !differ) continue;
        row(key + QStringLiteral(" [95%]"), [&](const stats::ReadingStats &s) {
            for (const auto &m : stats::computeMetrics(s, differ))
                if (q(m.key) == key) return withInterval(m.interval);
            return QString();
        });
    }
    out_ << formatTable(rows);
    for (const auto &s : r.readings)
        for (const auto &w : stats::readingWarnings(s.stats)) out_ << tr("Warning: %1: %2").arg(q(s.reading), q(w)) << '\n';
    for (const auto &s : r.readings) {
        if (e.precision.empty()) break;
        QStringList reached;
        for (const auto &[metric, target] : e.precision)
            reached << tr("%1 +-%2 (target %3)").arg(q(metric), fmt(halfWidth(s.stats, metric), 4), fmt(target, 4));
        out_ << tr("Precision: %1: %2 after %3 matches, %4").arg(q(s.reading), reached.join(QStringLiteral(", ")))
                    .arg(s.stats.matches)
                    .arg(s.precisionReached ? tr("reached") : tr("not reached (the --matches maximum)"))
             << '\n';
    }
}

int Cli::cmdRun(const QStringList &args) { return runLike(args, QStringLiteral("run")); }
int Cli::cmdCompare(const QStringList &args) { return runLike(args, QStringLiteral("compare")); }

int Cli::runLike(const QStringList &args, const QString &cmd) {
    const bool compare = cmd == QLatin1String("compare");
    QCommandLineParser p;
    p.setApplicationDescription(
        compare ? tr("Play N matches per reading and compare every pair of readings: on each row one quantity with its "
                     "95% interval and the test of that quantity (shares, means, dominance of lengths, medians, Balance), "
                     "p-values adjusted by Holm within each metric across the pairs, or across the --primary metrics.")
                : tr("Play N matches per reading and summarise each reading.\n"
                     "Match i depends only on (seed, reading id, i) and the agents: any --threads gives the same numbers."));
    p.addPositionalArgument(QStringLiteral("GAME"), tr("game id (may be omitted with --experiment)"));
    ExperimentOptions eo;
    OutputOptions oo;
    eo.addTo(p);
    oo.addTo(p);
    QCommandLineOption primary(QStringLiteral("primary"),
                               tr("a primary metric of the comparison (repeatable): the primary metrics of every pair form "
                                  "one Holm family, the paper's claims; every other row is exploratory"),
                               QStringLiteral("METRIC"));
    QCommandLineOption margin(QStringLiteral("margin"),
                              tr("an equivalence margin (repeatable): a TOST test that the two readings differ in METRIC "
                                 "by less than DELTA"),
                              QStringLiteral("METRIC=DELTA"));
    p.addOptions({primary, margin});
    const int rc = parseArgs(p, args, cmd, out_, [&](const QString &m) { return usageError(cmd, m); });
    if (rc >= 0) return rc;
    Experiment e;
    QString error;
    bool usage = true;
    const int brc = buildExperiment(*this, p, eo, true, e, error, usage);
    if (brc >= 0) return brc == 2 ? usageError(cmd, error) : runtimeError(error);
    if (compare && e.readings.size() < 2) return usageError(cmd, tr("compare needs at least two readings"));
    const std::vector<std::string> known = stats::comparisonMetricKeys();
    auto knownMetric = [&](const std::string &m) { return std::find(known.begin(), known.end(), m) != known.end(); };
    const QString knownList = q([&] {
        std::string all;
        for (const auto &k : known) all += (all.empty() ? "" : ", ") + k;
        return all;
    }());
    for (const auto &m : p.values(primary)) {
        if (!knownMetric(m.toStdString()))
            return usageError(cmd, tr("--primary '%1' is not a compared metric (metrics: %2)").arg(m, knownList));
        e.primary.push_back(m.toStdString());
    }
    for (const auto &m : p.values(margin)) {
        const qsizetype eq = m.indexOf(QLatin1Char('='));
        bool ok = false;
        const double delta = eq > 0 ? m.mid(eq + 1).toDouble(&ok) : 0;
        if (eq <= 0 || !ok || !(delta > 0)) return usageError(cmd, tr("--margin '%1': expected METRIC=DELTA with DELTA > 0").arg(m));
        if (!knownMetric(m.left(eq).toStdString()))
            return usageError(cmd, tr("--margin '%1' is not a compared metric (metrics: %2)").arg(m.left(eq), knownList));
        e.margins[m.left(eq).toStdString()] = delta;
    }
    return execute(
        p, OutputOptionsRef{&oo}, cmd, e,
        [&](const ExperimentResult &r, QJsonObject &root) {
            if (compare) root.insert(QStringLiteral("comparisons"), comparisonsJson(r));
        },
        [&](const ExperimentResult &r) {
            printRunTable(r);
            if (compare) printComparisons(r);
        });
}

void Cli::printComparisons(const ExperimentResult &r) {
    const QJsonObject c = comparisonsJson(r);
    const bool primary = c.contains(QStringLiteral("primary"));
    out_ << '\n'
         << (primary ? tr("Differences (first minus second reading) with 95% intervals. p (Holm): adjusted within the primary "
                          "metrics of every pair together (the claims) and within each other metric across the pairs "
                          "(exploratory).")
                     : tr("Differences (first minus second reading) with 95% intervals. p (Holm): adjusted within each metric "
                          "across the pairs; every row is exploratory (name the claims with --primary)."))
         << '\n';
    auto interval = [](const QJsonObject &d) {
        QString t = fmt(d.value(QStringLiteral("value")).toDouble());
        if (d.value(QStringLiteral("lo")).toDouble() != d.value(QStringLiteral("hi")).toDouble())
            t += QStringLiteral(" [") + fmt(d.value(QStringLiteral("lo")).toDouble()) + QStringLiteral(", ") +
                 fmt(d.value(QStringLiteral("hi")).toDouble()) + QLatin1Char(']');
        return t;
    };
    bool anyEquivalence = false;
    for (const auto &pairV : c.value(QStringLiteral("pairs")).toArray())
        for (const auto &mv : pairV.toObject().value(QStringLiteral("metrics")).toArray())
            anyEquivalence = anyEquivalence || mv.toObject().contains(QStringLiteral("equivalence"));
    for (const auto &pairV : c.value(QStringLiteral("pairs")).toArray()) {
        const QJsonObject pair = pairV.toObject();
        out_ << '\n' << pair.value(QStringLiteral("a")).toString() << "  -  " << pair.value(QStringLiteral("b")).toString() << '\n';
        QList<QStringList> rows;
        QStringList head{tr("metric"), tr("difference [95%]"), tr("p"), tr("p (Holm)"), tr("role"), tr("test")};
        if (anyEquivalence) head.insert(5, tr("equivalent (TOST p)"));
        rows << head;
        for (const auto &mv : pair.value(QStringLiteral("metrics")).toArray()) {
            const QJsonObject m = mv.toObject();
            const QJsonObject d = m.value(QStringLiteral("difference")).toObject();
            const bool hasP = m.contains(QStringLiteral("p"));
            QString test = m.value(QStringLiteral("test_name")).toString();
            if (m.contains(QStringLiteral("duplicate_of")))
                test += QStringLiteral(" (") + m.value(QStringLiteral("duplicate_of")).toString() + QLatin1Char(')');
            QStringList row{m.value(QStringLiteral("metric")).toString(), d.isEmpty() ? QStringLiteral("-") : interval(d),
                            hasP ? q(stats::formatPValue(m.value(QStringLiteral("p")).toDouble())) : QStringLiteral("-"),
                            hasP ? q(stats::formatPValue(m.value(QStringLiteral("p_adjusted")).toDouble())) : QStringLiteral("-"),
                            hasP ? (m.value(QStringLiteral("role")).toString() == QLatin1String("primary") ? tr("primary")
                                                                                                          : tr("exploratory"))
                                 : QStringLiteral("-"),
                            test};
            if (anyEquivalence) {
                const QJsonObject eq = m.value(QStringLiteral("equivalence")).toObject();
                row.insert(5, eq.isEmpty() ? QStringLiteral("-")
                                           : QStringLiteral("±") + fmt(eq.value(QStringLiteral("margin")).toDouble()) +
                                                 QStringLiteral(": ") + q(stats::formatPValue(eq.value(QStringLiteral("p")).toDouble())));
            }
            rows << row;
        }
        out_ << formatTable(rows);
    }
}

int Cli::cmdSweep(const QStringList &args) {
    const QString cmd = QStringLiteral("sweep");
    QCommandLineParser p;
    p.setApplicationDescription(tr("Run the full factorial of the varied options on a base reading and report the main "
                                   "effect of each option on each metric: which ambiguity matters most."));
    p.addPositionalArgument(QStringLiteral("GAME"), tr("game id (may be omitted with --experiment)"));
    ExperimentOptions eo;
    OutputOptions oo;
    QCommandLineOption base(QStringLiteral("base"), tr("the reading the sweep starts from"), QStringLiteral("READING"));
    QCommandLineOption vary(QStringLiteral("vary"), tr("an option and the values to try; repeatable"),
                            QStringLiteral("OPTION=V1,V2[,...]"));
    QCommandLineOption metric(QStringLiteral("metric"),
                              tr("a metric to report effects on; repeatable (default: Completion, AdvantageP1, "
                                 "turns_mean, rounds_mean, Timeouts)"),
                              QStringLiteral("NAME"));
    eo.addTo(p);
    oo.addTo(p);
    p.addOptions({base, vary, metric});
    const int rc = parseArgs(p, args, cmd, out_, [&](const QString &m) { return usageError(cmd, m); });
    if (rc >= 0) return rc;
    Experiment e;
    QString error;
    bool usage = true;
    const int brc = buildExperiment(*this, p, eo, false, e, error, usage);
    if (brc >= 0) return brc == 2 ? usageError(cmd, error) : runtimeError(error);
    if (!p.isSet(eo.experiment) && !p.isSet(eo.matches)) return usageError(cmd, tr("--matches N is required"));
    if (!e.readings.empty() && !p.isSet(eo.experiment))
        return usageError(cmd, tr("sweep takes --base, not --reading"));
    if (p.isSet(base)) e.sweepBase = p.value(base).toStdString();
    if (e.sweepBase.empty()) return usageError(cmd, tr("--base READING is required"));
    for (const auto &v : p.values(vary)) {
        const int eq = static_cast<int>(v.indexOf(QLatin1Char('=')));
        if (eq <= 0) return usageError(cmd, tr("--vary '%1': expected OPTION=V1,V2").arg(v));
        std::vector<std::string> values;
        for (const auto &x : v.mid(eq + 1).split(QLatin1Char(','), Qt::SkipEmptyParts)) values.push_back(x.toStdString());
        e.vary.emplace_back(v.left(eq).toStdString(), values);
    }
    std::string err;
    if (!expandSweep(e, err)) return usageError(cmd, q(err));
    std::vector<std::string> metrics;
    for (const auto &m : p.values(metric)) metrics.push_back(m.toStdString());
    if (metrics.empty()) metrics = e.metrics;
    if (metrics.empty()) metrics = {"Completion", "AdvantageP1", "turns_mean", "rounds_mean", "Timeouts"};
    {
        stats::ReadingStats probe;
        const auto all = stats::computeMetrics(probe, true);
        for (const auto &m : metrics)
            if (std::none_of(all.begin(), all.end(), [&](const stats::Metric &x) { return x.key == m; }))
                return usageError(cmd, tr("unknown metric '%1' (see docs/metrics.md)").arg(q(m)));
    }
    return execute(
        p, OutputOptionsRef{&oo}, cmd, e,
        [&](const ExperimentResult &r, QJsonObject &root) {
            const auto effects = mainEffects(e, r, metrics);
            root.insert(QStringLiteral("main_effects"), mainEffectsJson(effects));
            root.insert(QStringLiteral("interactions"), interactionsJson(interactions(e, r, metrics, effects)));
        },
        [&](const ExperimentResult &r) {
            const auto effects = mainEffects(e, r, metrics);
            const auto pairs = interactions(e, r, metrics, effects);
            out_ << tr("%1: sweep of %2 cells on '%3', %4 matches per cell, seed %5")
                        .arg(q(e.game))
                        .arg(r.readings.size())
                        .arg(q(e.sweepBase))
                        .arg(e.matches)
                        .arg(e.seed)
                 << "\n\n";
            QList<QStringList> rows;
            rows << QStringList{tr("option"), tr("value"), tr("metric"), tr("level [95%]"), tr("effect [95%]")};
            for (const auto &me : effects)
                for (const auto &l : me.levels)
                    rows << QStringList{q(me.option), q(l.value), q(me.metric), withInterval(l.metric), withInterval(l.effect)};
            out_ << formatTable(rows);
            out_ << '\n' << tr("Which ambiguity matters most (range of the level means; the largest effect with its 95% interval):")
                 << '\n';
            QList<QStringList> rank;
            rank << QStringList{tr("metric"), tr("option"), tr("range"), tr("largest effect [95%]")};
            for (const auto &m : metrics) {
                std::vector<const MainEffect *> ms;
                for (const auto &me : effects)
                    if (me.metric == m) ms.push_back(&me);
                std::stable_sort(ms.begin(), ms.end(), [](auto *a, auto *b) { return a->range > b->range; });
                for (const auto *me : ms) {
                    const LevelEffect *big = &me->levels.front();
                    for (const auto &l : me->levels)
                        if (std::fabs(l.effect.value) > std::fabs(big->effect.value)) big = &l;
                    rank << QStringList{q(m), q(me->option), fmt(me->range), q(big->value) + QStringLiteral(": ") + withInterval(big->effect)};
                }
            }
            out_ << formatTable(rank);
            if (!pairs.empty()) {
                out_ << '\n' << tr("Two-way interactions (how much an option's effect depends on another's level):") << '\n';
                QList<QStringList> irows;
                irows << QStringList{tr("metric"), tr("options"), tr("largest contrast [95%]"), tr("note")};
                for (const auto &in : pairs) {
                    const InteractionContrast *big = &in.contrasts.front();
                    for (const auto &c : in.contrasts)
                        if (std::fabs(c.contrast.value) > std::fabs(big->contrast.value)) big = &c;
                    irows << QStringList{q(in.metric), q(in.optionA + " x " + in.optionB),
                                         q(big->levelA + ", " + big->levelB) + QStringLiteral(": ") + withInterval(big->contrast),
                                         in.exceedsMainEffect ? tr("larger than a main effect") : QString()};
                }
                out_ << formatTable(irows);
            }
        });
}

int Cli::cmdBench(const QStringList &args) {
    const QString cmd = QStringLiteral("bench");
    QCommandLineParser p;
    p.setApplicationDescription(tr("Measure simulation speed: playouts, moves and laps per second with uniform random "
                                   "players (or --agents)."));
    p.addPositionalArgument(QStringLiteral("GAME"), tr("game id"));
    QCommandLineOption reading(QStringLiteral("reading"), tr("a reading id or file"), QStringLiteral("R"));
    QCommandLineOption set(QStringLiteral("set"), tr("override an option; repeatable"), QStringLiteral("OPTION=VALUE"));
    QCommandLineOption matches(QStringLiteral("matches"), tr("playouts (default 100000)"), QStringLiteral("N"));
    QCommandLineOption threads(QStringLiteral("threads"), tr("worker threads (default 1)"), QStringLiteral("T"));
    QCommandLineOption agents(QStringLiteral("agents"), tr("agents per seat (default random)"), QStringLiteral("A[,B]"));
    QCommandLineOption json(QStringLiteral("json"), tr("print JSON"));
    p.addOptions({reading, set, matches, threads, agents, json});
    const int rc = parseArgs(p, args, cmd, out_, [&](const QString &m) { return usageError(cmd, m); });
    if (rc >= 0) return rc;
    if (p.positionalArguments().size() != 1) return usageError(cmd, tr("expected exactly one GAME"));
    if (p.values(reading).size() != 1) return usageError(cmd, tr("give exactly one --reading"));
    bool ok = true;
    const qlonglong n = p.isSet(matches) ? p.value(matches).toLongLong(&ok) : 100000;
    if (!ok || n < 1) return usageError(cmd, tr("--matches must be a whole number of at least 1"));
    const int t = p.isSet(threads) ? p.value(threads).toInt(&ok) : 1;
    if (!ok || t < 1 || t > 1024) return usageError(cmd, tr("--threads must be a whole number from 1 to 1024"));
    std::array<AgentSpec, 2> ag{};
    std::string err;
    if (p.isSet(agents) && !parseAgentPair(p.value(agents).toStdString(), ag, err)) return usageError(cmd, q(err));
    std::vector<std::string> overrides;
    for (const auto &s : p.values(set)) overrides.push_back(s.toStdString());
    PluginRegistry reg;
    loadPlugins(reg, false);
    PreparedReading pr;
    InputError kind;
    if (!prepareReading(reg, p.positionalArguments().first().toStdString(), p.value(reading).toStdString(), overrides,
                        Limits{}, pr, err, kind))
        return kind == InputError::Usage ? usageError(cmd, q(err)) : runtimeError(q(err));
    struct Totals final : RecordSink {
        int64_t matches = 0, moves = 0, laps = 0;
        void consume(const MatchRecord &r) override {
            ++matches;
            moves += r.decisions;
            laps += r.progress.laps;
        }
    } totals;
    RunOptions ro;
    ro.matches = n;
    ro.seed = 1;
    ro.threads = t;
    ro.agents = ag;
    auto cpuSeconds = [] {
        rusage u{};
        getrusage(RUSAGE_SELF, &u);
        return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
               1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
    };
    const double cpu0 = cpuSeconds();
    const auto start = std::chrono::steady_clock::now();
    runMatches(*pr.game, pr.reading.id, ro, totals);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // CPU time as well: on a busy machine wall time understates the engine's speed.
    const double cpu = cpuSeconds() - cpu0;
    const double perCpu = cpu > 0 ? static_cast<double>(totals.matches) / cpu : 0;
    const double playouts = static_cast<double>(totals.matches) / secs, moves = static_cast<double>(totals.moves) / secs,
                 laps = static_cast<double>(totals.laps) / secs;
    if (p.isSet(json)) {
        QJsonObject o;
        o.insert(QStringLiteral("game"), QString::fromStdString(pr.game->info().id));
        o.insert(QStringLiteral("reading"), QString::fromStdString(pr.reading.id));
        o.insert(QStringLiteral("matches"), static_cast<qint64>(totals.matches));
        o.insert(QStringLiteral("threads"), t);
        o.insert(QStringLiteral("seconds"), secs);
        o.insert(QStringLiteral("playouts_per_sec"), playouts);
        o.insert(QStringLiteral("moves_per_sec"), moves);
        o.insert(QStringLiteral("laps_per_sec"), laps);
        o.insert(QStringLiteral("cpu_seconds"), cpu);
        o.insert(QStringLiteral("playouts_per_cpu_sec"), perCpu);
        out_ << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    } else {
        out_ << tr("%1 / %2: %3 playouts on %4 thread(s) in %5 s")
                    .arg(q(pr.game->info().id), q(pr.reading.id))
                    .arg(totals.matches)
                    .arg(t)
                    .arg(secs, 0, 'f', 3)
             << '\n'
             << tr("playouts/s %1   moves/s %2   laps/s %3   (playouts per CPU second %4)")
                    .arg(playouts, 0, 'f', 0)
                    .arg(moves, 0, 'f', 0)
                    .arg(laps, 0, 'f', 0)
                    .arg(perCpu, 0, 'f', 0)
             << '\n';
    }
    return 0;
}

int Cli::cmdReplay(const QStringList &args) {
    const QString cmd = QStringLiteral("replay");
    QCommandLineParser p;
    p.setApplicationDescription(tr("Print match I of a run move by move, with the board after each move.\n"
                                   "Give the same reading, --set, --agents, --swap-seats, --cap and --seed as the run, "
                                   "or its --experiment (a summary.json works too) with --reading to pick the reading."));
    p.addPositionalArgument(QStringLiteral("GAME"), tr("game id (may be omitted with --experiment)"));
    ExperimentOptions eo;
    eo.addTo(p);
    QCommandLineOption matchOpt(QStringLiteral("match"), tr("match index (0-based, as in matches.csv)"), QStringLiteral("I"));
    QCommandLineOption stepsOpt(QStringLiteral("steps"), tr("also print each micro-step (counters lifted, dropped, captured)"));
    QCommandLineOption jsonOpt(QStringLiteral("json"),
                               tr("print the match as JSON (every move with its description, micro-steps and board; "
                                  "the form the workbench saves and opens)"));
    p.addOptions({matchOpt, stepsOpt, jsonOpt});
    const int rc = parseArgs(p, args, cmd, out_, [&](const QString &m) { return usageError(cmd, m); });
    if (rc >= 0) return rc;
    Experiment e;
    QString error;
    bool usage = true;
    // The reading to replay: with an experiment, --reading picks one of its readings.
    const QStringList picked = p.values(eo.reading);
    const int brc = buildExperiment(*this, p, eo, false, e, error, usage);
    if (brc >= 0) return brc == 2 ? usageError(cmd, error) : runtimeError(error);
    if (!p.isSet(matchOpt)) return usageError(cmd, tr("--match I is required"));
    bool ok = false;
    const qlonglong index = p.value(matchOpt).toLongLong(&ok);
    if (!ok || index < 0) return usageError(cmd, tr("--match must be a whole number of at least 0, not '%1'").arg(p.value(matchOpt)));
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
    ReplayRequest request;
    request.seed = e.seed;
    request.index = index;
    request.agents = e.agents;
    request.swapSeats = e.swapSeats;
    MatchReplay replay;
    if (!computeReplay(pr, request, replay, err)) return runtimeError(tr("the recorded match does not replay: %1").arg(q(err)));
    if (p.isSet(jsonOpt)) out_ << QString::fromUtf8(QJsonDocument(matchToJson(replay)).toJson(QJsonDocument::Indented));
    else out_ << replayText(replay, p.isSet(stepsOpt));
    return 0;
}


}  // namespace rulelab

namespace rulelab {

int Cli::cmdChart(const QStringList &args) {
    const QString cmd = QStringLiteral("chart");
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Draw a publication figure from a results folder (what 'run --out' writes) or its summary.json, as PNG, PDF "
           "or SVG, with the figure's data as CSV beside it (same base name, .csv)."));
    p.addPositionalArgument(QStringLiteral("RESULTS"), tr("a results folder or a summary.json"));
    QCommandLineOption out(QStringLiteral("out"), tr("the figure file (.png, .pdf or .svg)"), QStringLiteral("FILE"));
    QCommandLineOption kind(QStringLiteral("kind"),
                            tr("length, advantage, ends, margin, rounds, effects or interaction (default: length)"),
                            QStringLiteral("KIND"), QStringLiteral("length"));
    QCommandLineOption size(QStringLiteral("size"), tr("single (85 mm), double (175 mm) or WxH in mm (default: single)"),
                            QStringLiteral("SIZE"), QStringLiteral("single"));
    QCommandLineOption font(QStringLiteral("font"), tr("font size in points (default: 8)"), QStringLiteral("PT"),
                            QStringLiteral("8"));
    QCommandLineOption dpi(QStringLiteral("dpi"), tr("PNG resolution (default: 300)"), QStringLiteral("N"),
                           QStringLiteral("300"));
    QCommandLineOption measure(QStringLiteral("measure"), tr("length chart: turns, laps or rounds (default: turns)"),
                               QStringLiteral("M"), QStringLiteral("turns"));
    QCommandLineOption ecdf(QStringLiteral("ecdf"), tr("length chart: cumulative distribution instead of a histogram"));
    QCommandLineOption metric(QStringLiteral("metric"),
                              tr("advantage chart: AdvantageP1 or first_mover_win_rate; effects and interaction charts: the metric"),
                              QStringLiteral("KEY"));
    QCommandLineOption pair(QStringLiteral("options"),
                            tr("interaction chart: the two options, the first along the axis, e.g. capture,lap_origin "
                               "(default: the pair with the largest interaction)"),
                            QStringLiteral("A,B"));
    p.addOptions({out, kind, size, font, dpi, measure, ecdf, metric, pair});
    const int rc = parseArgs(p, args, cmd, out_, [&](const QString &m) { return usageError(cmd, m); });
    if (rc >= 0) return rc;
    if (p.positionalArguments().size() != 1) return usageError(cmd, tr("expected exactly one RESULTS folder or file"));
    if (!p.isSet(out) || p.value(out).isEmpty()) return usageError(cmd, tr("--out FILE is required"));
    charts::ChartKind k;
    if (!charts::kindFromKey(p.value(kind), k))
        return usageError(cmd, tr("unknown --kind '%1' (allowed: length, advantage, ends, margin, rounds, effects, interaction)")
                                   .arg(p.value(kind)));
    charts::ExportOptions eo;
    if (!charts::parseSize(p.value(size), eo))
        return usageError(cmd, tr("--size must be single, double or WxH in millimetres (10 to 1000), not '%1'")
                                   .arg(p.value(size)));
    charts::ChartStyle style;
    bool ok = false;
    style.fontPt = p.value(font).toDouble(&ok);
    if (!ok || style.fontPt < 4 || style.fontPt > 36)
        return usageError(cmd, tr("--font must be a number of points from 4 to 36, not '%1'").arg(p.value(font)));
    eo.dpi = p.value(dpi).toInt(&ok);
    if (!ok || eo.dpi < 50 || eo.dpi > 2400)
        return usageError(cmd, tr("--dpi must be a whole number from 50 to 2400, not '%1'").arg(p.value(dpi)));
    style.measure = p.value(measure);
    if (!QStringList{QStringLiteral("turns"), QStringLiteral("laps"), QStringLiteral("rounds")}.contains(style.measure))
        return usageError(cmd, tr("--measure must be turns, laps or rounds, not '%1'").arg(style.measure));
    style.ecdf = p.isSet(ecdf);
    if (p.isSet(metric)) {
        if (k == charts::ChartKind::Effects || k == charts::ChartKind::Interaction) style.effectMetric = p.value(metric);
        else style.advantageMetric = p.value(metric);
    }
    charts::ChartData data;
    QString error;
    if (!charts::loadResults(p.positionalArguments().first(), data, error)) return runtimeError(error);
    if (k == charts::ChartKind::Effects && data.effects.empty())
        return runtimeError(tr("%1: has no main effects (write it with 'sweep --out')").arg(p.positionalArguments().first()));
    if (k == charts::ChartKind::Effects && !style.effectMetric.isEmpty() && !data.effectMetrics().contains(style.effectMetric))
        return usageError(cmd, tr("no main effects on metric '%1' (present: %2)")
                                   .arg(style.effectMetric, data.effectMetrics().join(QStringLiteral(", "))));
    if (k == charts::ChartKind::Interaction) {
        if (data.interactions.empty())
            return runtimeError(tr("%1: has no interactions (write it with 'sweep --out' over two options or more)")
                                    .arg(p.positionalArguments().first()));
        if (style.effectMetric.isEmpty()) style.effectMetric = data.effectMetrics().value(0);
        const QStringList pairs = charts::interactionPairs(data, style.effectMetric);
        if (pairs.isEmpty())
            return usageError(cmd, tr("no interactions on metric '%1' (present: %2)")
                                       .arg(style.effectMetric, data.effectMetrics().join(QStringLiteral(", "))));
        if (p.isSet(pair)) {
            const QStringList ab = p.value(pair).split(QLatin1Char(','));
            style.interaction = ab.size() == 2 ? ab[0].trimmed() + QStringLiteral(" x ") + ab[1].trimmed() : p.value(pair);
            if (!pairs.contains(style.interaction))
                return usageError(cmd, tr("--options '%1': no such pair of options (present: %2)")
                                           .arg(p.value(pair), pairs.join(QStringLiteral("; "))));
        }
    }
    if (k == charts::ChartKind::Advantage && !data.readings.empty() && !data.readings.front().metric(style.advantageMetric))
        return usageError(cmd, tr("unknown metric '%1' (see docs/metrics.md)").arg(style.advantageMetric));
    if (!charts::exportFigure(data, k, style, eo, p.value(out), error)) return runtimeError(error);
    out_ << tr("Figure written to %1 (data: %2)")
                .arg(p.value(out), QFileInfo(p.value(out)).completeBaseName() + QStringLiteral(".csv"))
         << '\n';
    return 0;
}

int Cli::cmdMethods(const QStringList &args) {
    const QString cmd = QStringLiteral("methods");
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Write a methods text for a paper from a results folder (what 'run --out' writes) or its summary.json: the "
           "game and its sources, every reading with each option value and its citation, agents, matches, seed, "
           "engine version and metric definitions, with a BibTeX file of exactly the cited sources."));
    p.addPositionalArgument(QStringLiteral("RESULTS"), tr("a results folder or a summary.json"));
    QCommandLineOption format(QStringLiteral("format"), tr("markdown or latex (default: markdown)"), QStringLiteral("F"),
                              QStringLiteral("markdown"));
    QCommandLineOption outOpt(QStringLiteral("out"), tr("write the text to FILE instead of the standard output"),
                              QStringLiteral("FILE"));
    QCommandLineOption bib(QStringLiteral("bib"),
                           tr("write the BibTeX file to FILE (default with --out: beside it, with the extension .bib)"),
                           QStringLiteral("FILE"));
    p.addOptions({format, outOpt, bib});
    const int rc = parseArgs(p, args, cmd, out_, [&](const QString &m) { return usageError(cmd, m); });
    if (rc >= 0) return rc;
    if (p.positionalArguments().size() != 1) return usageError(cmd, tr("expected exactly one RESULTS folder or file"));
    MethodsFormat f;
    if (p.value(format) == QLatin1String("markdown") || p.value(format) == QLatin1String("md")) f = MethodsFormat::Markdown;
    else if (p.value(format) == QLatin1String("latex") || p.value(format) == QLatin1String("tex")) f = MethodsFormat::LaTeX;
    else return usageError(cmd, tr("--format must be markdown or latex, not '%1'").arg(p.value(format)));
    const QString input = p.positionalArguments().first();
    QByteArray summary;
    std::string error;
    if (!readSummaryFile(input, summary, error)) return runtimeError(q(error));
    if (!SourceLibrary::builtinError().empty()) return runtimeError(q(SourceLibrary::builtinError()));
    PluginRegistry reg;
    loadPlugins(reg, false);
    MethodsText text;
    if (!buildMethods(summary, input.toStdString(), reg, SourceLibrary::builtin(), f, text, error))
        return runtimeError(q(error));
    for (const auto &w : text.warnings) err_ << tr("warning: %1").arg(q(w)) << '\n';
    QString bibFile = p.value(bib);
    if (bibFile.isEmpty() && p.isSet(outOpt)) {
        const QFileInfo fi(p.value(outOpt));
        bibFile = fi.dir().filePath(fi.completeBaseName() + QStringLiteral(".bib"));
    }
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
