#pragma once
// Every flag of rulelab-cli's commands, in one place: the CLI's whole vocabulary. A flag that
// several commands take (--reading, --set, --seed, --out, --threads) is read beside its namesakes
// here, so its name, value and help say the same thing everywhere; each cmd_*.cpp keeps what its
// command does with them. The ladder's rungs and margin are read in cmd_ladder.cpp.

#include "cli.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

namespace rulelab {

// Options shared by run, compare, sweep and replay: what to simulate.
struct ExperimentOptions {
    QCommandLineOption experiment{QStringLiteral("experiment"),
                                  QCoreApplication::translate("Cli", "an experiment file (or a summary.json) to run"),
                                  QStringLiteral("FILE")};
    QCommandLineOption reading{
        QStringLiteral("reading"),
        QCoreApplication::translate("Cli",
                                    "a reading id, a reading file, or BASE[OPTION=VALUE,...] (a sweep cell's or explore "
                                    "candidate's id); repeat to compare"),
        QStringLiteral("R")};
    QCommandLineOption set{QStringLiteral("set"),
                           QCoreApplication::translate("Cli", "override an option in every reading; repeatable"),
                           QStringLiteral("OPTION=VALUE")};
    QCommandLineOption matches{QStringLiteral("matches"), QCoreApplication::translate("Cli", "matches per reading"),
                               QStringLiteral("N")};
    QCommandLineOption seed{QStringLiteral("seed"), QCoreApplication::translate("Cli", "experiment seed"), QStringLiteral("S")};
    QCommandLineOption agents{QStringLiteral("agents"),
                              QCoreApplication::translate("Cli",
                                                          "agents per seat, e.g. mcts:500,random (default random); "
                                                          "agents: random, greedy, mcts:PLAYOUTS, search:DEPTH"),
                              QStringLiteral("A[,B]")};
    QCommandLineOption swap{QStringLiteral("swap-seats"),
                            QCoreApplication::translate("Cli", "swap the agents' seats in every odd-numbered match")};
    QCommandLineOption cap{QStringLiteral("cap"),
                           QCoreApplication::translate("Cli",
                                                       "a guard limit: max_turns, max_relay_laps, repeat_k, "
                                                       "no_capture_turns, max_rounds, max_throws, stall_proof_nodes"),
                           QStringLiteral("NAME=N")};
    QCommandLineOption precision{QStringLiteral("precision"),
                                 QCoreApplication::translate("Cli",
                                                             "run to a precision (repeatable): play blocks of 1000 matches "
                                                             "until METRIC's 95% interval is at most +-HALFWIDTH; "
                                                             "--matches is then the most"),
                                 QStringLiteral("METRIC=HALFWIDTH")};
    // A ladder (cmd_ladder.cpp) takes only the readings, overrides, matches, seed and caps: its
    // --agents is a list of rungs, and it has no experiment file, seat swap or precision.
    bool ladder = false;
    void addTo(QCommandLineParser &p) const {
        if (ladder) p.addOptions({reading, set, matches, seed, cap});
        else p.addOptions({experiment, reading, set, matches, seed, agents, swap, cap, precision});
    }
};

// The one reading of a command that studies a single reading (bench, graph) and its overrides.
struct ReadingOptions {
    QCommandLineOption reading{QStringLiteral("reading"), QCoreApplication::translate("Cli", "a reading id or file"),
                               QStringLiteral("R")};
    QCommandLineOption set{QStringLiteral("set"), QCoreApplication::translate("Cli", "override an option; repeatable"),
                           QStringLiteral("OPTION=VALUE")};
    void addTo(QCommandLineParser &p) const { p.addOptions({reading, set}); }
};

struct OutputOptions {
    QCommandLineOption threads{
        QStringLiteral("threads"),
        QCoreApplication::translate("Cli", "worker threads (default: all cores); results do not depend on it"),
        QStringLiteral("T")};
    QCommandLineOption json{QStringLiteral("json"),
                            QCoreApplication::translate("Cli", "print the result as JSON instead of tables")};
    QCommandLineOption out{QStringLiteral("out"),
                           QCoreApplication::translate("Cli", "write summary.json and matches.csv into DIR"),
                           QStringLiteral("DIR")};
    QCommandLineOption progress{
        QStringLiteral("progress"),
        QCoreApplication::translate("Cli", "show progress on standard error (default when it is a terminal)")};
    QCommandLineOption shard{QStringLiteral("shard"),
                             QCoreApplication::translate("Cli",
                                                         "play only shard K of N (K from 1 to N) of every reading's matches; "
                                                         "combine the parts with 'rulelab-cli merge'"),
                             QStringLiteral("K/N")};
    QCommandLineOption resume{QStringLiteral("resume"),
                              QCoreApplication::translate("Cli",
                                                          "continue an interrupted run whose results are in DIR "
                                                          "(same experiment); the results are completed in place"),
                              QStringLiteral("DIR")};
    void addTo(QCommandLineParser &p) const { p.addOptions({threads, json, out, progress, shard, resume}); }
};

// bench's flags.
struct BenchFlags {
    // What the command does, as its --help says.
    static QString about() {
        return Cli::tr(
            "Measure simulation speed: playouts, moves and laps per second with uniform random "
            "players (or --agents).");
    }
    ReadingOptions rf;
    QCommandLineOption matches{QStringLiteral("matches"), Cli::tr("playouts (default 100000)"), QStringLiteral("N")};
    QCommandLineOption threads{QStringLiteral("threads"), Cli::tr("worker threads (default 1)"), QStringLiteral("T")};
    QCommandLineOption agents{QStringLiteral("agents"), Cli::tr("agents per seat (default random)"), QStringLiteral("A[,B]")};
    QCommandLineOption repeat{QStringLiteral("repeat"),
                              Cli::tr("alternate the run with the limit loop K times and report the median pair (default 5)"),
                              QStringLiteral("K")};
    QCommandLineOption json{QStringLiteral("json"), Cli::tr("print JSON")};
    void addTo(QCommandLineParser &p) const {
        rf.addTo(p);
        p.addOptions({matches, threads, agents, repeat, json});
    }
};

// chart's flags.
struct ChartFlags {
    QCommandLineOption out{QStringLiteral("out"), Cli::tr("the figure file (.png, .pdf or .svg)"), QStringLiteral("FILE")};
    QCommandLineOption kind{QStringLiteral("kind"),
                            Cli::tr("length, advantage, ends, margin, rounds, effects, interaction, usage, or ladder for a "
                                    "ladder's folder (default: length)"),
                            QStringLiteral("KIND"), QStringLiteral("length")};
    QCommandLineOption size{QStringLiteral("size"), Cli::tr("single (85 mm), double (175 mm) or WxH in mm (default: single)"),
                            QStringLiteral("SIZE"), QStringLiteral("single")};
    QCommandLineOption font{QStringLiteral("font"), Cli::tr("font size in points (default: 8)"), QStringLiteral("PT"),
                            QStringLiteral("8")};
    QCommandLineOption dpi{QStringLiteral("dpi"), Cli::tr("PNG resolution (default: 300)"), QStringLiteral("N"),
                           QStringLiteral("300")};
    QCommandLineOption measure{QStringLiteral("measure"), Cli::tr("length chart: turns, laps or rounds (default: turns)"),
                               QStringLiteral("M"), QStringLiteral("turns")};
    QCommandLineOption ecdf{QStringLiteral("ecdf"), Cli::tr("length chart: cumulative distribution instead of a histogram")};
    QCommandLineOption metric{
        QStringLiteral("metric"),
        Cli::tr("advantage chart: AdvantageP1 or first_mover_win_rate; effects, interaction and ladder charts: the metric"),
        QStringLiteral("KEY")};
    QCommandLineOption pair{QStringLiteral("options"),
                            Cli::tr("interaction chart: the two options, the first along the axis, e.g. capture,lap_origin "
                                    "(default: the pair with the largest interaction)"),
                            QStringLiteral("A,B")};
    QCommandLineOption usageMeasure{QStringLiteral("usage-measure"),
                                    Cli::tr("usage chart: all, lifted, sown, captured or landed (default: all, or what the "
                                            "--observed map measures)"),
                                    QStringLiteral("M")};
    QCommandLineOption observed{QStringLiteral("observed"),
                                Cli::tr("usage chart: an observed usage map (CSV: cell,value) drawn beside the readings', "
                                        "each reading's Spearman rho with it in its title"),
                                QStringLiteral("FILE")};
    void addTo(QCommandLineParser &p) const {
        p.addOptions({out, kind, size, font, dpi, measure, ecdf, metric, pair, usageMeasure, observed});
    }
};

// explore's flags: its own, and those it shares word for word with run (ExperimentOptions,
// OutputOptions).
struct ExploreFlags {
    QCommandLineOption spec{QStringLiteral("spec"),
                            Cli::tr("an explore spec (JSON) or the summary.json of an earlier exploration; flags given here "
                                    "replace its fields"),
                            QStringLiteral("FILE")};
    QCommandLineOption base{QStringLiteral("base"), Cli::tr("the reading the candidates start from (an id or a reading file)"),
                            QStringLiteral("READING")};
    QCommandLineOption vary{QStringLiteral("vary"),
                            Cli::tr("an option to vary, with the values to try (without values: every value of a choice or "
                                    "flag, or of an integer option with at most 16 values); repeatable"),
                            QStringLiteral("OPTION[=V1,V2,...]")};
    QCommandLineOption require{QStringLiteral("require"),
                               Cli::tr("a requirement every feasible candidate meets: 'METRIC >= A', 'METRIC <= B' or "
                                       "'METRIC between A B' (usage_similarity applies to every usage map given); repeatable"),
                               QStringLiteral("REQUIREMENT")};
    QCommandLineOption evidence{QStringLiteral("evidence"),
                                Cli::tr("an observation: a usage map (CSV of cell,value rows) or a reported length (JSON); "
                                        "repeatable"),
                                QStringLiteral("FILE")};
    QCommandLineOption budget{QStringLiteral("budget"), Cli::tr("matches in all, over every candidate"),
                              QStringLiteral("MATCHES")};
    QCommandLineOption firstBlock{QStringLiteral("first-block"), Cli::tr("matches each candidate starts with (default 100)"),
                                  QStringLiteral("N")};
    QCommandLineOption maxCandidates{QStringLiteral("max-candidates"),
                                     Cli::tr("the most candidates; a larger space is sampled, stratified over the options "
                                             "(default 256)"),
                                     QStringLiteral("N")};
    QCommandLineOption alpha{QStringLiteral("alpha"), Cli::tr("the error rate of all verdicts together (default 0.05)"),
                             QStringLiteral("A")};
    QCommandLineOption seed{QStringLiteral("seed"), Cli::tr("seed of the matches and of the sample (default 1)"),
                            QStringLiteral("S")};
    QCommandLineOption set{QStringLiteral("set"), Cli::tr("set an option in every candidate; repeatable"),
                           QStringLiteral("OPTION=VALUE")};
    QCommandLineOption shard{QStringLiteral("shard"),
                             Cli::tr("not for explore: its racing shares one budget among all candidates, so shards would "
                                     "not reach the verdicts of one machine"),
                             QStringLiteral("K/N")};
    QCommandLineOption resume{QStringLiteral("resume"),
                              Cli::tr("continue an exploration interrupted with --out DIR (the same arguments, or no "
                                      "others): it completes DIR, to exactly the result of one never interrupted"),
                              QStringLiteral("DIR")};
    QCommandLineOption out{QStringLiteral("out"), Cli::tr("write summary.json and candidates.csv into DIR"),
                           QStringLiteral("DIR")};
    ExperimentOptions eo;  // agents, swap-seats, cap
    OutputOptions oo;      // threads, json, progress
    void addTo(QCommandLineParser &p) const {
        p.addOptions({spec, base,      vary,    require, evidence,   budget, firstBlock, maxCandidates, alpha,   seed,
                      set,  eo.agents, eo.swap, eo.cap,  oo.threads, shard,  resume,     out,           oo.json, oo.progress});
    }
};

// graph's flags.
struct GraphFlags {
    // What the command does, as its --help says.
    static QString about() {
        return Cli::tr(
            "Explore every state reachable from the start of a reading (breadth-first, up to a node "
            "limit) and say what is possible: cycles (play that can go on for ever), states from "
            "which no end can be reached, terminal outcomes; with --solve, the exact value under "
            "best play (retrograde analysis, or value iteration where chance exists).");
    }
    ReadingOptions rf;
    QCommandLineOption maxNodes{QStringLiteral("max-nodes"), Cli::tr("stop adding states after N (default 1000000)"),
                                QStringLiteral("N")};
    QCommandLineOption solve{QStringLiteral("solve"), Cli::tr("compute the exact value of every state (complete graphs only)")};
    QCommandLineOption out{QStringLiteral("out"), Cli::tr("write the graph as GraphML (.graphml) or Graphviz (.dot)"),
                           QStringLiteral("FILE")};
    QCommandLineOption json{QStringLiteral("json"), Cli::tr("print the analysis as JSON")};
    QCommandLineOption roundsFrom{QStringLiteral("rounds-from"),
                                  Cli::tr("instead of the state graph: the round-level graph of the matches of --reading in "
                                          "these results (a results folder or summary.json; the matches are recomputed from "
                                          "their seeds)"),
                                  QStringLiteral("RESULTS")};
    QCommandLineOption rounds{QStringLiteral("rounds"),
                              Cli::tr("instead of the state graph: the round-level graph of N new random matches (seed 1)"),
                              QStringLiteral("N")};
    QCommandLineOption fromMatch{QStringLiteral("from-match"),
                                 Cli::tr("explore from a position of this saved match (the JSON of 'replay --json' or of the "
                                         "workbench) instead of the start, under the match's own options"),
                                 QStringLiteral("FILE")};
    QCommandLineOption afterMove{QStringLiteral("after-move"),
                                 Cli::tr("with --from-match: the position after this many moves (default 0, the start)"),
                                 QStringLiteral("K")};
    const OutputOptions oo{};  // --progress
    QCommandLineOption maxMemory{QStringLiteral("max-memory"),
                                 Cli::tr("stop exploring before the process uses more memory than SIZE (bytes, or with K, M or "
                                         "G; default: half the physical memory)"),
                                 QStringLiteral("SIZE")};
    void addTo(QCommandLineParser &p) const {
        rf.addTo(p);
        p.addOptions({maxNodes, maxMemory, solve, out, json, roundsFrom, rounds, fromMatch, afterMove, oo.progress});
    }
};

// play's flags.
struct PlayFlags {
    // What the command does, as its --help says.
    static QString about() {
        return Cli::tr(
            "Play a reading yourself. The board and the numbered legal moves are printed; answer with a move's number "
            "(from 1) or its text, one per line. 'undo', 'redo', 'hint' and 'quit' are words too. The agent's moves and "
            "the throws are played and printed. End of input or Ctrl-C ends the game (saved with --save).");
    }
    QCommandLineOption reading{QStringLiteral("reading"), Cli::tr("the reading to play (an id or a reading file)"),
                               QStringLiteral("R")};
    QCommandLineOption set{QStringLiteral("set"), Cli::tr("override an option; repeatable"), QStringLiteral("OPTION=VALUE")};
    QCommandLineOption seat{QStringLiteral("seat"),
                            Cli::tr("the seats you play: first, second, both (hot seat) or none (watch "
                                    "two agents); default first"),
                            QStringLiteral("SEAT")};
    QCommandLineOption agent{QStringLiteral("agent"), Cli::tr("the agent of the other seat(s) (default greedy)"),
                             QStringLiteral("A")};
    QCommandLineOption hintAgent{QStringLiteral("hint-agent"), Cli::tr("the agent 'hint' asks (default search:4)"),
                                 QStringLiteral("A")};
    QCommandLineOption seed{QStringLiteral("seed"), Cli::tr("the seed of the agent's and the throws' random choices"),
                            QStringLiteral("S")};
    QCommandLineOption fromMatch{QStringLiteral("from-match"), Cli::tr("start from a position of a saved match"),
                                 QStringLiteral("FILE")};
    QCommandLineOption afterMove{QStringLiteral("after-move"), Cli::tr("with --from-match: start after this many of its moves"),
                                 QStringLiteral("K")};
    QCommandLineOption save{QStringLiteral("save"), Cli::tr("save the game as a match file when it ends or is left"),
                            QStringLiteral("FILE")};
    void addTo(QCommandLineParser &p) const {
        p.addOptions({reading, set, seat, agent, hintAgent, seed, fromMatch, afterMove, save});
    }
};

// compare's own flags: the claims, the equivalence margins, and --results.
struct CompareFlags {
    QCommandLineOption primary{QStringLiteral("primary"),
                               Cli::tr("a primary metric of the comparison (repeatable): the primary metrics of every pair "
                                       "form one Bonferroni family, the paper's claims; every other row is exploratory"),
                               QStringLiteral("METRIC")};
    QCommandLineOption margin{QStringLiteral("margin"),
                              Cli::tr("an equivalence margin (repeatable): a TOST test that the two readings differ in "
                                      "METRIC by less than DELTA"),
                              QStringLiteral("METRIC=DELTA")};
    QCommandLineOption results{QStringLiteral("results"),
                               Cli::tr("compare the readings of finished runs instead of playing (repeatable): results "
                                       "folders of one game or of several games of a family; only the metrics that mean the "
                                       "same in all their games are compared"),
                               QStringLiteral("DIR")};
    ExperimentOptions eo;
    OutputOptions oo;
    bool compare = false;  // --results is compare's only
    void addTo(QCommandLineParser &p) const {
        eo.addTo(p);
        oo.addTo(p);
        p.addOptions({primary, margin});
        if (compare) p.addOption(results);
    }
};

// sweep's own flags (besides ExperimentOptions and OutputOptions).
struct SweepFlags {
    // What the command does, as its --help says.
    static QString about() {
        return Cli::tr(
            "Run the full factorial of the varied options on a base reading and report the main "
            "effect of each option on each metric: which ambiguity matters most.");
    }
    QCommandLineOption base{QStringLiteral("base"), Cli::tr("the reading the sweep starts from"), QStringLiteral("READING")};
    QCommandLineOption vary{QStringLiteral("vary"), Cli::tr("an option and the values to try; repeatable"),
                            QStringLiteral("OPTION=V1,V2[,...]")};
    QCommandLineOption metric{QStringLiteral("metric"),
                              Cli::tr("a metric to report effects on; repeatable (default: Completion, AdvantageP1, "
                                      "turns_mean, rounds_mean, Timeouts)"),
                              QStringLiteral("NAME")};
    ExperimentOptions eo;
    OutputOptions oo;
    void addTo(QCommandLineParser &p) const {
        eo.addTo(p);
        oo.addTo(p);
        p.addOptions({base, vary, metric});
    }
};

}  // namespace rulelab
