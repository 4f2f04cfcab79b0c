#include "cli.h"

#include "cli_common.h"
#include "experiment/outcome_text.h"
#include "experiment/prepared_reading.h"
#include "experiment/results_io.h"
#include "graph/study.h"
#include "plugin/plugin_registry.h"
#include "replay/match_replay.h"
#include "sim/runner.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

#include <chrono>
#include <unistd.h>

namespace rulelab {

// What graph's flags asked for, once read and checked.
struct GraphRequest {
    qlonglong limit = 1000000;  // --max-nodes
    size_t budget = 0;          // --max-memory, or half the physical memory
    QString outFile;            // --out
    std::vector<std::string> overrides;  // --set
};

namespace {

// --max-memory SIZE (bytes, or with K, M or G) into `budget`; a usage error's text, or "".
QString readMemoryBudget(const QString &given, size_t &budget) {
    QString v = given.trimmed().toUpper();
    double factor = 1;
    if (v.endsWith(QLatin1Char('K'))) factor = 1024.0;
    else if (v.endsWith(QLatin1Char('M'))) factor = 1024.0 * 1024;
    else if (v.endsWith(QLatin1Char('G'))) factor = 1024.0 * 1024 * 1024;
    if (factor > 1) v.chop(1);
    bool numOk = false;
    const double x = v.toDouble(&numOk) * factor;
    if (!numOk || !(x >= 1024 * 1024) || x > 1e15)
        return Cli::tr("--max-memory must be a size of at least 1M, such as 300M or 4G, not '%1'").arg(given);
    budget = static_cast<size_t>(x);
    return {};
}

// The usage faults of graph's flags, checked before any work: a usage error's text, or "" with the
// node limit and the memory budget read.
QString graphFlagsError(const QCommandLineParser &p, const GraphFlags &f, qlonglong &limit, size_t &budget) {
    if (p.isSet(f.afterMove) && !p.isSet(f.fromMatch)) return Cli::tr("--after-move needs --from-match");
    if (p.isSet(f.fromMatch) && (p.isSet(f.roundsFrom) || p.isSet(f.rounds)))
        return Cli::tr("--from-match explores states; it does not combine with --rounds or --rounds-from");
    if (p.isSet(f.fromMatch) && p.isSet(f.rf.set)) return Cli::tr("--from-match uses the match's own options; --set cannot change them");
    if (!p.isSet(f.fromMatch) && p.values(f.rf.reading).size() != 1) return Cli::tr("give exactly one --reading");
    bool ok = true;
    limit = p.isSet(f.maxNodes) ? p.value(f.maxNodes).toLongLong(&ok) : 1000000;
    if (!ok || limit < 1 || limit > 4000000000LL) return Cli::tr("--max-nodes must be a whole number from 1 to 4000000000");
    budget = defaultGraphMemoryBudget();
    if (p.isSet(f.maxMemory))
        if (QString bad = readMemoryBudget(p.value(f.maxMemory), budget); !bad.isEmpty()) return bad;
    if (budget > 0 && minimumBytesFor(static_cast<size_t>(limit)) > budget)
        return Cli::tr("--max-nodes %1 needs at least %2 MB, more than the memory budget of %3 MB (--max-memory)")
            .arg(limit)
            .arg(static_cast<qulonglong>(minimumBytesFor(static_cast<size_t>(limit)) >> 20))
            .arg(static_cast<qulonglong>(budget >> 20));
    const QString outFile = p.value(f.out);
    if (p.isSet(f.out) && !outFile.endsWith(QStringLiteral(".graphml")) && !outFile.endsWith(QStringLiteral(".dot")))
        return Cli::tr("--out must end in .graphml or .dot");
    return {};
}

// The round-level graph in words: its counts and the most visited configurations first.
void printRoundGraph(QTextStream &out, const RoundGraph &rg, const PreparedReading &pr) {
    out << Cli::tr("%1, reading %2: round-level graph of %3 matches: %4 configurations, %5 transitions, %6 cyclic "
                   "component(s)")
               .arg(q(pr.game->info().name), q(pr.reading.id))
               .arg(rg.matches)
               .arg(rg.labels.size())
               .arg(rg.edges.size())
               .arg(rg.cyclicComponents)
        << '\n';
    if (!rg.hasRounds) out << Cli::tr("(this game reports no round configurations: every match is one round)") << '\n';
    std::vector<uint32_t> order(rg.labels.size());
    for (uint32_t v = 0; v < order.size(); ++v) order[v] = v;
    std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return rg.visits[a] > rg.visits[b]; });
    QList<QStringList> rows;
    rows << QStringList{Cli::tr("visits"), Cli::tr("in a cycle"), Cli::tr("configuration")};
    for (size_t i = 0; i < order.size() && i < 25; ++i)
        rows << QStringList{QString::number(rg.visits[order[i]]), rg.inCycle[order[i]] ? Cli::tr("yes") : QString(),
                            q(rg.labels[order[i]])};
    out << formatTable(rows);
    if (order.size() > 25) out << Cli::tr("... and %1 more (use --json or --out for all)").arg(order.size() - 25) << '\n';
}

// The exact value of the start under best play, when it was solved.
void printSolution(QTextStream &out, const GraphSolution &sol, const std::vector<std::string> &names) {
    if (!sol.solved) return;
    if (sol.method == "retrograde") {
        const uint8_t v = sol.outcome[0];
        out << Cli::tr("Value of the start under best play: %1")
                   .arg(v <= 2 ? resultValueText(v == 0 ? Result::Win0 : v == 1 ? Result::Win1 : Result::Draw, names)
                               : Cli::tr("neither side can force an end"));
        if (sol.hasMargin) out << Cli::tr(", margin %1").arg(sol.margin[0]);
        out << '\n';
    } else {
        out << Cli::tr("Probability that %1 wins under best play: %2 (value iteration, %3 sweeps%4)")
                   .arg(seatNameText(names, 0))
                   .arg(sol.winProbability[0], 0, 'f', 6)
                   .arg(sol.iterations)
                   .arg(sol.converged ? QString() : Cli::tr(", NOT converged"))
            << '\n';
    }
}

// The state graph's study in words; `startAfter` >= 0: explored from move `startAfter` of `fromMatch`.
void printStudy(QTextStream &out, const GraphStudy &study, const PreparedReading &pr, qlonglong startAfter,
                const QString &fromMatch) {
    const StateGraph &g = study.graph;
    const GraphAnalysis &a = study.analysis;
    out << Cli::tr("%1, reading %2: %3 states, %4 moves%5 (%6 s, %7 bytes per state)")
               .arg(q(pr.game->info().name), q(pr.reading.id))
               .arg(g.nodes.size())
               .arg(g.edgeCount())
               .arg(g.complete        ? Cli::tr(", complete")
                    : g.cancelled     ? Cli::tr(", INCOMPLETE: interrupted")
                    : g.memoryLimited ? Cli::tr(", INCOMPLETE: stopped before the memory budget (--max-memory)")
                                      : Cli::tr(", INCOMPLETE: stopped at --max-nodes"))
               .arg(g.seconds, 0, 'f', 2)
               .arg(g.bytesPerState())
        << '\n';
    if (startAfter >= 0)
        out << Cli::tr("Explored from the position after move %1 of %2, not from the start").arg(startAfter).arg(fromMatch) << '\n';
    QStringList t;
    for (const auto &[k, v] : a.terminalsByResult) t << QStringLiteral("%1 %2").arg(q(k)).arg(v);
    out << Cli::tr("Terminal states: %1 (%2)").arg(a.terminals).arg(t.join(QStringLiteral(", "))) << '\n';
    out << Cli::tr("Cyclic components: %1, holding %2 states (largest component %3): play can go on for ever there")
               .arg(a.cyclicComponents)
               .arg(a.statesInCycles)
               .arg(a.largestComponent)
        << '\n';
    out << Cli::tr("States from which no end can be reached: %1").arg(a.deadStates) << '\n';
    out << Cli::tr("Depth: up to %1; branching: mean %2, max %3").arg(a.maxDepth).arg(a.meanBranching, 0, 'f', 2).arg(a.maxBranching)
        << '\n';
    printSolution(out, study.solution, pr.game->info().playerNames);
}

}  // namespace

int Cli::cmdGraph(const QStringList &args) {
    const GraphFlags f;
    CommandParser p(QStringLiteral("graph"), GraphFlags::about(), GameArgument::One);
    if (const int rc = parse(p, f, args); rc >= 0) return rc;
    const QString &cmd = p.name();
    GraphRequest g;
    if (const QString bad = graphFlagsError(p, f, g.limit, g.budget); !bad.isEmpty()) return usageError(cmd, bad);
    g.outFile = p.value(f.out);
    if (QString bad; !checkOutputs({g.outFile}, {}, bad)) return runtimeError(bad);  // before any work
    for (const auto &s : p.values(f.rf.set)) g.overrides.push_back(s.toStdString());
    PluginRegistry reg;
    loadPlugins(reg, false);
    if (p.isSet(f.roundsFrom) || p.isSet(f.rounds)) {
        if (p.isSet(f.roundsFrom) && p.isSet(f.rounds)) return usageError(cmd, tr("give --rounds-from or --rounds, not both"));
        return graphOfRounds(p, f, reg, g);
    }
    PreparedReading pr;
    std::unique_ptr<State> start;  // null: the initial state
    qlonglong startAfter = -1;
    if (p.isSet(f.fromMatch)) {
        if (const int rc = graphStartOfMatch(p, f, reg, pr, start, startAfter); rc >= 0) return rc;
    } else if (const int rc = prepareGameReading(p, p.value(f.rf.reading), g.overrides, stateGraphLimits(Limits{}), reg, pr);
               rc >= 0) {
        return rc;
    }
    return graphOfStates(p, f, g, pr, start.get(), startAfter);
}

// The readings and matches of --rounds-from (the matches recomputed from their seeds) or --rounds N;
// -1, or the exit code after the error.
int Cli::roundsOfGraph(const CommandParser &p, const GraphFlags &f, const PluginRegistry &reg, const GraphRequest &g,
                       PreparedReading &pr, RunOptions &ro) {
    const QString &cmd = p.name();
    std::string err;
    if (!p.isSet(f.roundsFrom)) {
        bool okN = false;
        ro.matches = p.value(f.rounds).toLongLong(&okN);
        if (!okN || ro.matches < 1) return usageError(cmd, tr("--rounds must be a whole number of at least 1"));
        return prepareGameReading(p, p.value(f.rf.reading), g.overrides, Limits{}, reg, pr);
    }
    QString path = p.value(f.roundsFrom);
    if (QFileInfo(path).isDir()) path = QDir(path).filePath(QStringLiteral("summary.json"));
    Experiment e;
    if (!loadExperimentFile(path, e, err)) return runtimeError(q(err));
    if (e.game != p.positionalArguments().first().toStdString())
        return runtimeError(tr("%1: the results are for game '%2'").arg(path, q(e.game)));
    const std::string want = p.value(f.rf.reading).toStdString();
    const ReadingRef *ref = nullptr;
    for (const auto &r : e.readings)
        if ((r.isInline ? r.reading.id : r.spec) == want) ref = &r;
    if (!ref) return usageError(cmd, tr("%1 has no reading '%2'").arg(path, q(want)));
    std::vector<std::string> all = e.overrides;
    all.insert(all.end(), g.overrides.begin(), g.overrides.end());
    if (InputError kind = InputError::None; !prepareReadingRef(reg, e.game, *ref, all, e.limits, pr, err, kind))
        return inputError(cmd, kind, err);
    ro.matches = e.matches;
    ro.seed = e.seed;
    ro.agents = e.agents;
    ro.swapSeats = e.swapSeats;
    return -1;
}

// graph --rounds-from / --rounds: the round-level graph of matches, written, printed as JSON or in words.
int Cli::graphOfRounds(const CommandParser &p, const GraphFlags &f, const PluginRegistry &reg, const GraphRequest &g) {
    PreparedReading pr;
    RunOptions ro;
    ro.recordMoves = true;
    if (const int rc = roundsOfGraph(p, f, reg, g, pr, ro); rc >= 0) return rc;
    const RoundGraph rg = buildRoundGraph(*pr.game, runMatches(*pr.game, pr.reading.id, ro));
    if (p.isSet(f.out)) {
        const std::string text = g.outFile.endsWith(QStringLiteral(".dot")) ? roundGraphToDot(rg) : roundGraphToGraphML(rg);
        if (std::string err; !saveAtomically(g.outFile, QByteArray::fromStdString(text), err)) return runtimeError(q(err));
    }
    if (p.isSet(f.json)) {
        out_ << QString::fromUtf8(QJsonDocument(roundGraphJson(rg, pr.game->info().id, pr.reading.id)).toJson(QJsonDocument::Indented));
        return 0;
    }
    printRoundGraph(out_, rg, pr);
    if (p.isSet(f.out)) out_ << tr("Graph written to %1").arg(g.outFile) << '\n';
    return 0;
}

// --from-match FILE [--after-move K]: the position reached as the match played it, in `start`, and
// the match's reading under the state graph's limits in `pr`. -1, or the exit code after the error.
int Cli::graphStartOfMatch(const CommandParser &p, const GraphFlags &f, const PluginRegistry &reg, PreparedReading &pr,
                           std::unique_ptr<State> &start, qlonglong &startAfter) {
    const QString file = p.value(f.fromMatch);
    std::string err;
    MatchReplay match;
    if (!loadMatchFile(file, match, err)) return runtimeError(q(err));
    if (match.gameId != p.positionalArguments().first().toStdString())
        return runtimeError(tr("%1: the match is of game '%2'").arg(file, q(match.gameId)));
    if (p.isSet(f.rf.reading) && p.value(f.rf.reading).toStdString() != match.readingId)
        return runtimeError(tr("%1: the match is of reading '%2'").arg(file, q(match.readingId)));
    bool okK = true;
    const qlonglong k = p.isSet(f.afterMove) ? p.value(f.afterMove).toLongLong(&okK) : 0;
    if (!okK || k < 0) return usageError(p.name(), tr("--after-move must be a whole number of at least 0"));
    std::shared_ptr<const Game> game = gameOfReplay(reg, match, err);
    if (!game) return runtimeError(tr("%1: %2").arg(file, q(err)));
    if (!verifySavedMatch(*game, match, err)) return runtimeError(tr("%1: %2").arg(file, q(err)));
    if (static_cast<size_t>(k) > match.moves.size())
        return runtimeError(tr("%1: the match has %2 moves, not %3").arg(file).arg(match.moves.size()).arg(k));
    start = stateAfterMoves(*game, replayMovePrefix(match, static_cast<size_t>(k)), err);
    if (!start) return runtimeError(tr("%1: %2").arg(file, q(err)));
    // The position reached as the match played it, explored under the state graph's limits.
    InputError kind;
    if (!prepareReading(reg, readingOfReplay(match), {}, stateGraphLimits(game->limits()), pr, err, kind))
        return runtimeError(tr("%1: %2").arg(file, q(err)));
    start = pr.game->deserialize(start->serialize(), err);
    if (!start) return runtimeError(tr("%1: %2").arg(file, q(err)));
    pr.reading.game = match.gameId;
    pr.reading.id = match.readingId;
    startAfter = k;
    return -1;
}

// The state graph from `start` (null: the initial state): explored (Ctrl-C stops it; what was found
// is analysed), solved with --solve, written, printed as JSON or in words.
int Cli::graphOfStates(const CommandParser &p, const GraphFlags &f, const GraphRequest &g, const PreparedReading &pr,
                       const State *start, qlonglong startAfter) {
    ExploreOptions eo;
    eo.maxNodes = static_cast<size_t>(g.limit);
    eo.maxBytes = g.budget;
    if (p.isSet(f.out)) graphTextReserve(g.outFile.endsWith(QStringLiteral(".dot")), eo.reservePerState, eo.reservePerEdge);
    eo.cancel = &interruptFlag();
    const bool showProgress = p.isSet(f.oo.progress) || isatty(STDERR_FILENO);
    auto lastShown = std::chrono::steady_clock::now();
    if (showProgress)
        eo.progress = [&](size_t found, size_t expanded) {  // at most four times a second
            const auto now = std::chrono::steady_clock::now();
            if (now - lastShown < std::chrono::milliseconds(250)) return;
            lastShown = now;
            err_ << '\r' << tr("%1 states found, %2 expanded").arg(found).arg(expanded) << QStringLiteral("   ");
            err_.flush();
        };
    StudyOptions so;
    so.explore = eo;
    so.solve = p.isSet(f.solve);
    const GraphStudy study = runStudy(*pr.game, start, so);
    if (showProgress) err_ << '\n';
    if (so.solve && !study.solution.solved) return runtimeError(tr("cannot solve: %1").arg(q(study.solution.error)));
    if (p.isSet(f.out)) {
        const std::string text = studyGraphText(study, g.outFile.endsWith(QStringLiteral(".dot")));
        // Saved from the string itself: a copy would double the text's memory.
        const QByteArray bytes = QByteArray::fromRawData(text.data(), static_cast<qsizetype>(text.size()));
        if (std::string err; !saveAtomically(g.outFile, bytes, err)) return runtimeError(q(err));
    }
    const int rc = study.graph.cancelled ? 130 : 0;  // interrupted: what was found is printed, the exit says so
    if (p.isSet(f.json)) {
        QJsonObject o = studyJson(study, pr.game->info().id, pr.reading.id);
        if (startAfter >= 0) {
            o.insert(QStringLiteral("from_match"), p.value(f.fromMatch));
            o.insert(QStringLiteral("after_move"), startAfter);
        }
        out_ << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return rc;
    }
    printStudy(out_, study, pr, startAfter, p.value(f.fromMatch));
    if (p.isSet(f.out)) out_ << tr("Graph written to %1").arg(g.outFile) << '\n';
    return rc;
}

}  // namespace rulelab
