#include "cli.h"

#include "cli_common.h"
#include "experiment/prepared_reading.h"
#include "experiment/results_io.h"
#include "plugin/plugin_registry.h"
#include "plugin/rules_check_text.h"

#include <QFileInfo>
#include <QLibrary>

namespace rulelab {

std::atomic<bool> &interruptFlag() {
    static std::atomic<bool> flag{false};
    return flag;
}

extern "C" void rulelabOnInterrupt(int) { interruptFlag().store(true); }

Cli::Cli(QTextStream &out, QTextStream &err) : out_(out), err_(err) {}

int Cli::usage() {
    out_ << tr(
        "Usage: rulelab-cli COMMAND [options]\n"
        "\n"
        "Commands:\n"
        "  games                      list the installed games\n"
        "  readings GAME              list the readings of a game\n"
        "  describe GAME [--reading R]  every rule option with its values and citations\n"
        "  run GAME --reading R [...] --matches N --seed S   simulate and compare readings\n"
        "  compare GAME --reading R1 --reading R2 [...] --matches N --seed S   differences with intervals and tests\n"
        "  sweep GAME --base R --vary OPTION=V1,V2 [...] --matches N --seed S  main effect of each option\n"
        "  explore GAME --base R --vary OPTION[=V1,V2] [...] --require 'METRIC >= A' [...] --budget N\n"
        "                             which combinations of options meet the requirements (verdicts with\n"
        "                             a known error rate)\n"
        "  replay GAME --reading R --seed S --match I [--json] print one simulated match\n"
        "  play GAME --reading R [--seat first|second|both|none] [--agent A] [--save FILE]  play it yourself\n"
        "  merge PART... --out DIR                            combine the results of --shard K/N runs\n"
        "  status PART... [--json]    which shards of a --shard K/N run are done, cancelled, killed, torn or\n"
        "                             missing, with the matches played and the time left (exit 0: all done)\n"
        "  graph GAME --reading R [--max-nodes N] [--solve] [--out F.graphml|.dot]  the state graph\n"
        "  bench GAME --reading R [--matches N] [--threads T] simulation speed\n"
        "  chart RESULTS --out FILE.png|.pdf|.svg [--kind K] [--size S]  a figure from a results folder\n"
        "  methods RESULTS [--format markdown|latex] [--out FILE] [--bib FILE]  a methods text with its BibTeX\n"
        "  bundle RESULTS... --out NAME.zip|DIR/ [--author A] [--title T]  a publication bundle (RO-Crate) of results\n"
        "  verify BUNDLE [--sample K]                          re-run a bundle's experiments and check every file\n"
        "  glossary [--json] [SEARCH]                         the terms RuleLab uses, in plain words\n"
        "  check FILE...                                      check rules, reading and experiment files\n"
        "\n"
        "run, compare, sweep and replay also take --experiment FILE (an experiment file or a summary.json),\n"
        "--agents A[,B] (random, greedy, mcts:PLAYOUTS, search:DEPTH) and --swap-seats.\n"
        "\n"
        "Run 'rulelab-cli COMMAND --help' for the options of a command.\n"
        "Plugins are searched in $RULELAB_PLUGIN_PATH, next to the program and in the install prefix.\n"
        "Games defined by rules files (docs/rules-files.md) are read from the games shipped with RuleLab, the folders\n"
        "in $RULELAB_GAMES_PATH and the workbench's settings, and every --games-dir DIR (repeatable, any command).\n");
    out_ << tr(
        "A ladder of playing strength:\n"
        "  ladder GAME --reading R [...] --agents A1,A2,... --matches N --seed S [--threads T] [--out DIR]\n"
        "                             metrics along a ladder of agents, with Elo ratings from their matches\n"
        "  ladder ... --shard K/N --out PART   one shard of every cell's matches ('status PART...' says where\n"
        "                             the shards stand, 'merge PART... --out DIR' combines them)\n"
        "  ladder --resume DIR        continue an interrupted ladder or shard from its folder alone\n"
        "\n");
    out_ << tr(
        "Exit codes (the same for every command):\n"
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

int Cli::parse(CommandParser &p, const QStringList &args) {
    return parseArgs(p, args, out_, [&](const QString &m) { return usageError(p.name(), m); });
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

int Cli::inputError(const QString &command, InputError kind, const std::string &message) {
    return kind == InputError::Usage ? usageError(command, q(message)) : runtimeError(q(message));
}

int Cli::prepareGameReading(const CommandParser &p, const QString &reading, const std::vector<std::string> &overrides,
                            const Limits &limits, const PluginRegistry &reg, PreparedReading &pr) {
    std::string error;
    InputError kind = InputError::None;
    if (prepareReading(reg, p.positionalArguments().first().toStdString(), reading.toStdString(), overrides, limits, pr, error,
                       kind))
        return -1;
    return inputError(p.name(), kind, error);
}

void Cli::printIntegrityWarning(const std::string &warning) {
    if (!warning.empty()) err_ << tr("warning: %1").arg(q(warning)) << '\n';
}

void Cli::loadPlugins(PluginRegistry &registry, bool verbose) {
    registry.setProbeProgram(QCoreApplication::applicationFilePath());
    QStringList dirs = PluginRegistry::defaultGamesDirs();
    for (const QString &d : gamesDirs_)
        if (!dirs.contains(d)) dirs << d;
    registry.setGamesDirs(dirs);
    registry.loadFrom(PluginRegistry::defaultSearchPath());
    for (const auto &e : registry.errors())
        err_ << (e.isRulesFile()               ? tr("warning: rules file %1: %2")
                 : QLibrary::isLibrary(e.file) ? tr("warning: plugin %1: %2")
                 : dirs.contains(e.file)       ? tr("warning: games folder %1: %2")
                                               : tr("warning: plugin folder %1: %2"))
                    .arg(e.file, loadErrorText(e))
             << '\n';
    for (const auto &w : registry.warnings()) err_ << tr("warning: rules file %1: %2").arg(w.file, w.message) << '\n';
    if (verbose && registry.games().empty())
        err_ << tr("warning: no game plugins found (searched: %1)")
                    .arg(PluginRegistry::defaultSearchPath().join(QStringLiteral(", ")))
             << '\n';
}

namespace {

// The command table: name -> handler. The usage text above lists them for people.
struct Command {
    const char *name;
    int (Cli::*handler)(const QStringList &);
};

}  // namespace

int Cli::run(const QStringList &argsIn) {
    // --games-dir DIR (repeatable, anywhere on the line): folders of rules files for every command.
    QStringList args;
    for (int i = 0; i < argsIn.size(); ++i) {
        const QString &a = argsIn[i];
        if (a == QLatin1String("--games-dir") || a.startsWith(QLatin1String("--games-dir="))) {
            QString dir = a.section(QLatin1Char('='), 1);
            if (!a.contains(QLatin1Char('='))) {
                if (i + 1 >= argsIn.size()) return usageError(QString(), tr("--games-dir needs a folder"));
                dir = argsIn[++i];
            }
            if (!QFileInfo(dir).isDir()) return usageError(QString(), tr("--games-dir: '%1' is not a folder").arg(dir));
            gamesDirs_ << dir;
            continue;
        }
        args << a;
    }
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
    static const Command commands[] = {
        {"games", &Cli::cmdGames},
        {"readings", &Cli::cmdReadings},
        {"describe", &Cli::cmdDescribe},
        {"run", &Cli::cmdRun},
        {"compare", &Cli::cmdCompare},
        {"sweep", &Cli::cmdSweep},
        {"explore", &Cli::cmdExplore},
        {"replay", &Cli::cmdReplay},
        {"play", &Cli::cmdPlay},
        {"merge", &Cli::cmdMerge},
        {"status", &Cli::cmdStatus},
        {"ladder", &Cli::cmdLadder},
        {"graph", &Cli::cmdGraph},
        {"bench", &Cli::cmdBench},
        {"chart", &Cli::cmdChart},
        {"methods", &Cli::cmdMethods},
        {"bundle", &Cli::cmdBundle},
        {"verify", &Cli::cmdVerify},
        {"glossary", &Cli::cmdGlossary},
        {"check", &Cli::cmdCheck},
        // Internal, not in the usage text (PluginRegistry::setProbeProgram).
        {"probe-plugin", &Cli::cmdProbePlugin},
    };

    for (const Command &c : commands)
        if (cmd == QLatin1String(c.name)) return (this->*c.handler)(rest);
    return usageError(QString(), tr("unknown command '%1'").arg(cmd));
}

// Internal: load one plugin file and build every reading's game (see PluginRegistry::setProbeProgram).
int Cli::cmdProbePlugin(const QStringList &rest) {
    if (rest.size() != 1) return 2;
    PluginRegistry reg;
    if (!reg.loadFile(rest.first())) return 3;
    for (const auto &g : reg.games())
        for (const auto &r : g.readings) {
            PreparedReading pr;
            std::string error;
            InputError kind;
            if (prepareReading(reg, g.pluginId.toStdString(), r.id, {}, Limits{}, pr, error, kind)) pr.game->newInitialState();
        }
    out_ << PluginRegistry::kProbeDone << '\n';
    out_.flush();
    return 0;
}

#ifndef RULELAB_HAVE_CHARTS
int Cli::cmdChart(const QStringList &) {
    return runtimeError(
        tr("this rulelab-cli was built without figures (RULELAB_BUILD_CHARTS=OFF); build with them to draw "
           "charts"));
}
#endif

}  // namespace rulelab
