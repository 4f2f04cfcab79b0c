#pragma once
// rulelab-cli: the headless command line over the same core services as the workbench.
// One file per command family (cmd_*.cpp); every command's flags are in cli_flags.h, and the
// text helpers they share in cli_common.h. Exit codes (the same for every command; docs/cli.md):
// 0 ok, 1 runtime error (a file or the output could not be used), 2 usage error (unknown command,
// option, game, reading or option value), 3 standard output lost, 130 interrupted.

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

class QCommandLineParser;
class QJsonObject;

namespace rulelab {
namespace charts {
struct ChartData;
struct ChartStyle;
enum class ChartKind;
}  // namespace charts

class PluginRegistry;
struct LoadedGame;
struct Experiment;
struct ExperimentResult;
struct ExploreCommand;
struct ExploreResult;
struct PreparedReading;
struct SessionResult;
struct OutputOptions;
class CommandParser;
struct AgentSpec;
struct ExperimentOptions;
struct LadderFlags;
struct Ladder;
struct LadderOptions;
struct GraphFlags;
struct Limits;
enum class InputError;
struct ChartFlags;
struct PlayFlags;
struct PlayConfig;
struct GraphRequest;
struct RunOptions;
class State;

// Set by SIGINT (Ctrl-C): a running simulation stops after the matches in progress.
std::atomic<bool> &interruptFlag();
extern "C" void rulelabOnInterrupt(int);

class Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    Cli(QTextStream &out, QTextStream &err);
    // args excludes the program name.
    int run(const QStringList &args);

private:
    // The commands (see the table in cli.cpp), by family: cmd_catalogue.cpp, cmd_run.cpp,
    // cmd_sweep.cpp, cmd_graph.cpp, cmd_replay.cpp, cmd_bench.cpp, cmd_merge.cpp,
    // cmd_chart.cpp, cmd_methods.cpp, cmd_glossary.cpp, cmd_play.cpp, cmd_explore.cpp,
    // cmd_status.cpp.
    int cmdGames(const QStringList &args);
    int cmdCheck(const QStringList &args);  // cmd_check.cpp
    QStringList checkFile(const PluginRegistry &registry, const QString &path, QString &what);
    int cmdReadings(const QStringList &args);
    // The one GAME argument of `p` among the games loaded into `reg`; null, with `rc` the exit code
    // after the usage error, when there is not exactly one or it is unknown (cmd_catalogue.cpp).
    const LoadedGame *loadGameArgument(const CommandParser &p, PluginRegistry &reg, int &rc);
    int cmdDescribe(const QStringList &args);
    int cmdRun(const QStringList &args);
    int cmdCompare(const QStringList &args);
    int cmdSweep(const QStringList &args);
    int cmdExplore(const QStringList &args);
    int cmdReplay(const QStringList &args);
    int cmdBench(const QStringList &args);
    int cmdMerge(const QStringList &args);
    int cmdStatus(const QStringList &args);
    int cmdGraph(const QStringList &args);  // cmd_graph.cpp
    int graphOfRounds(const CommandParser &p, const GraphFlags &f, const PluginRegistry &reg, const GraphRequest &g);
    int roundsOfGraph(const CommandParser &p, const GraphFlags &f, const PluginRegistry &reg, const GraphRequest &g,
                      PreparedReading &pr, RunOptions &ro);
    int graphStartOfMatch(const CommandParser &p, const GraphFlags &f, const PluginRegistry &reg, PreparedReading &pr,
                          std::unique_ptr<State> &start, qlonglong &startAfter);
    int graphOfStates(const CommandParser &p, const GraphFlags &f, const GraphRequest &g, const PreparedReading &pr,
                      const State *start, qlonglong startAfter);
    int cmdChart(const QStringList &args);  // cmd_chart.cpp
    int chartOfSeveralRuns(const QCommandLineParser &p, charts::ChartKind k, charts::ChartData &data);
    int checkChartData(const QCommandLineParser &p, const ChartFlags &f, charts::ChartKind k, charts::ChartData &data,
                       charts::ChartStyle &style);
    int cmdMethods(const QStringList &args);
    int cmdBundle(const QStringList &args);  // cmd_bundle.cpp
    int cmdVerify(const QStringList &args);
    int cmdGlossary(const QStringList &args);
    int cmdPlay(const QStringList &args);  // cmd_play.cpp
    int preparePlay(const CommandParser &p, const PlayFlags &f, const PluginRegistry &reg, PlayConfig &config,
                    PreparedReading &pr, std::vector<int32_t> &prefix);  // game.h's Move
    int cmdLadder(const QStringList &args);  // cmd_ladder.cpp
    void printLadder(const QJsonObject &summary);
    // A note on standard error when an agent plays by time (its matches are not reproducible).
    void noteTimedAgents(const std::vector<AgentSpec> &agents);
    int showLadder(const QJsonObject &summary, bool json, const QString &outDir);
    int ladderFromFlags(QCommandLineParser &p, const ExperimentOptions &eo, const LadderFlags &lf, const OutputOptions &oo,
                        Ladder &l, LadderOptions &lo);
    int ladderFromFolder(QCommandLineParser &p, const OutputOptions &oo, Ladder &l, LadderOptions &lo);
    int mergeLadderParts(const QStringList &dirs, const QString &outDir, bool json);  // cmd_ladder.cpp
    int cmdProbePlugin(const QStringList &args);

    int runLike(const QStringList &args, const QString &cmd);
    // Runs an experiment through the core session (core/experiment/session.h) with progress,
    // --out, --shard and --resume; prints the tables (or --json). Returns the exit code.
    int execute(QCommandLineParser &p, const OutputOptions &o, const QString &cmd, Experiment &e,
                const std::vector<std::string> &sweepMetrics, const std::function<void(const SessionResult &)> &printTables);
    void printRunTable(const ExperimentResult &r, bool header = true);
    // `omit`: metrics left out (a comparison across games of different engines, compareResults).
    void printComparisons(const ExperimentResult &r, const std::vector<std::string> &omit = {});
    // compare --results DIR...: the readings of finished runs, of one game or several, compared
    // on the metrics that mean the same in all their games (cmd_compare_results.cpp).
    int compareResults(const QStringList &dirs, const std::vector<std::string> &primary,
                       const std::map<std::string, double> &margins, bool json);
    int runExploreCommand(const QString &cmd, ExploreCommand &c);  // cmd_explore.cpp
    void printExplore(const ExploreResult &r);
    // chart --kind usage: reads the usage maps of the results and the --observed map into
    // `data` and `style`; returns -1, or the exit code after reporting the error.
    int usageChart(const QCommandLineParser &p, const QString &measure, const QString &observedFile, charts::ChartData &data,
                   charts::ChartStyle &style);
    // Parses a command's arguments (parseArgs, cli_common.h), a fault reported as the command's
    // usage error. Returns -1 to go on, or the exit code.
    int parse(CommandParser &p, const QStringList &args);
    // A command's flags (a struct whose addTo adds them to `p`) added, then parse as above.
    template <class Flags>
    int parse(CommandParser &p, const Flags &flags, const QStringList &args) {
        flags.addTo(p);
        return parse(p, args);
    }
    int usage();
    int usageError(const QString &command, const QString &message);
    int runtimeError(const QString &message);
    // A reading or experiment that could not be prepared: a usage error when what was asked is at
    // fault (InputError::Usage), else a runtime error.
    int inputError(const QString &command, InputError kind, const std::string &message);
    // Prepares `reading` (an id or a file) of the command's GAME argument with `overrides` under
    // `limits`; -1, or the exit code after the error (inputError).
    int prepareGameReading(const CommandParser &p, const QString &reading, const std::vector<std::string> &overrides,
                           const Limits &limits, const PluginRegistry &reg, PreparedReading &pr);
    // "warning: ..." on standard error, for a results folder that cannot be checked (integrity.h).
    void printIntegrityWarning(const std::string &warning);
    void loadPlugins(PluginRegistry &registry, bool verbose);
    // Prepares every reading of `e`; returns -1, or the exit code after reporting the error.
    // A fault in the experiment file itself (`experimentFile`, "" for none) is a runtime error
    // naming the file (exit 1), as every other invalid field of the file is; a fault in what the
    // flags added is a usage error (exit 2).
    int prepareReadings(const QString &cmd, const QString &experimentFile, const Experiment &e, const PluginRegistry &reg,
                        std::vector<PreparedReading> &prepared);

    QTextStream &out_;
    QTextStream &err_;
    QStringList gamesDirs_;  // --games-dir: folders of rules files, added to the default ones
};

}  // namespace rulelab
