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

int Cli::cmdGraph(const QStringList &args) {
    CommandParser p(QStringLiteral("graph"),
                    tr("Explore every state reachable from the start of a reading (breadth-first, up to a node "
                       "limit) and say what is possible: cycles (play that can go on for ever), states from "
                       "which no end can be reached, terminal outcomes; with --solve, the exact value under "
                       "best play (retrograde analysis, or value iteration where chance exists)."));
    const QString &cmd = p.name();
    p.takeOneGame();
    ReadingOptions rf;
    rf.addTo(p);
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
    const OutputOptions oo;  // --progress
    QCommandLineOption maxMemory(QStringLiteral("max-memory"),
                                 tr("stop exploring before the process uses more memory than SIZE (bytes, or with K, M or G; "
                                    "default: half the physical memory)"),
                                 QStringLiteral("SIZE"));
    p.addOptions({maxNodes, maxMemory, solveOpt, outOpt, jsonOpt, roundsFrom, roundsOpt, fromMatch, afterMove, oo.progress});
    if (const int rc = parse(p, args); rc >= 0) return rc;
    if (p.isSet(afterMove) && !p.isSet(fromMatch)) return usageError(cmd, tr("--after-move needs --from-match"));
    if (p.isSet(fromMatch) && (p.isSet(roundsFrom) || p.isSet(roundsOpt)))
        return usageError(cmd, tr("--from-match explores states; it does not combine with --rounds or --rounds-from"));
    if (p.isSet(fromMatch) && p.isSet(rf.set))
        return usageError(cmd, tr("--from-match uses the match's own options; --set cannot change them"));
    if (!p.isSet(fromMatch) && p.values(rf.reading).size() != 1) return usageError(cmd, tr("give exactly one --reading"));
    bool ok = true;
    const qlonglong limit = p.isSet(maxNodes) ? p.value(maxNodes).toLongLong(&ok) : 1000000;
    if (!ok || limit < 1 || limit > 4000000000LL)
        return usageError(cmd, tr("--max-nodes must be a whole number from 1 to 4000000000"));
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
            return usageError(
                cmd, tr("--max-memory must be a size of at least 1M, such as 300M or 4G, not '%1'").arg(p.value(maxMemory)));
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
    if (QString bad; !checkOutputs({outFile}, {}, bad)) return runtimeError(bad);  // before any work
    std::vector<std::string> overrides;
    for (const auto &s : p.values(rf.set)) overrides.push_back(s.toStdString());
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
            const std::string want = p.value(rf.reading).toStdString();
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
            if (!prepareReading(reg, p.positionalArguments().first().toStdString(), p.value(rf.reading).toStdString(), overrides,
                                Limits{}, pr, err, kind))
                return kind == InputError::Usage ? usageError(cmd, q(err)) : runtimeError(q(err));
        }
        const RoundGraph rg = buildRoundGraph(*pr.game, runMatches(*pr.game, pr.reading.id, ro));
        if (p.isSet(outOpt)) {
            const std::string text = outFile.endsWith(QStringLiteral(".dot")) ? roundGraphToDot(rg) : roundGraphToGraphML(rg);
            if (!saveAtomically(outFile, QByteArray::fromStdString(text), err)) return runtimeError(q(err));
        }
        if (p.isSet(jsonOpt)) {
            out_ << QString::fromUtf8(
                QJsonDocument(roundGraphJson(rg, pr.game->info().id, pr.reading.id)).toJson(QJsonDocument::Indented));
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
        if (p.isSet(rf.reading) && p.value(rf.reading).toStdString() != match.readingId)
            return runtimeError(tr("%1: the match is of reading '%2'").arg(file, q(match.readingId)));
        bool okK = true;
        const qlonglong k = p.isSet(afterMove) ? p.value(afterMove).toLongLong(&okK) : 0;
        if (!okK || k < 0) return usageError(cmd, tr("--after-move must be a whole number of at least 0"));
        std::shared_ptr<const Game> game = gameOfReplay(reg, match, err);
        if (!game) return runtimeError(tr("%1: %2").arg(file, q(err)));
        if (!verifySavedMatch(*game, match, err)) return runtimeError(tr("%1: %2").arg(file, q(err)));
        if (static_cast<size_t>(k) > match.moves.size())
            return runtimeError(tr("%1: the match has %2 moves, not %3").arg(file).arg(match.moves.size()).arg(k));
        start = stateAfterMoves(*game, replayMovePrefix(match, static_cast<size_t>(k)), err);
        if (!start) return runtimeError(tr("%1: %2").arg(file, q(err)));
        // The position reached as the match played it, explored under the state graph's limits.
        if (!prepareReading(reg, readingOfReplay(match), {}, stateGraphLimits(game->limits()), pr, err, kind))
            return runtimeError(tr("%1: %2").arg(file, q(err)));
        start = pr.game->deserialize(start->serialize(), err);
        if (!start) return runtimeError(tr("%1: %2").arg(file, q(err)));
        pr.reading.game = match.gameId;
        pr.reading.id = match.readingId;
        startAfter = k;
    } else if (!prepareReading(reg, p.positionalArguments().first().toStdString(), p.value(rf.reading).toStdString(), overrides,
                               stateGraphLimits(Limits{}), pr, err, kind)) {
        return kind == InputError::Usage ? usageError(cmd, q(err)) : runtimeError(q(err));
    }
    ExploreOptions eo;
    eo.maxNodes = static_cast<size_t>(limit);
    eo.maxBytes = budget;
    if (p.isSet(outOpt)) graphTextReserve(outFile.endsWith(QStringLiteral(".dot")), eo.reservePerState, eo.reservePerEdge);
    eo.cancel = &interruptFlag();  // Ctrl-C stops the exploration; what was found is analysed
    const bool showProgress = p.isSet(oo.progress) || isatty(STDERR_FILENO);
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
    so.solve = p.isSet(solveOpt);
    const GraphStudy study = runStudy(*pr.game, start.get(), so);
    if (showProgress) err_ << '\n';
    const StateGraph &g = study.graph;
    const GraphAnalysis &a = study.analysis;
    const GraphSolution &sol = study.solution;
    if (so.solve && !sol.solved) return runtimeError(tr("cannot solve: %1").arg(q(sol.error)));
    QJsonObject o = studyJson(study, pr.game->info().id, pr.reading.id);
    if (startAfter >= 0) {
        o.insert(QStringLiteral("from_match"), p.value(fromMatch));
        o.insert(QStringLiteral("after_move"), startAfter);
    }
    if (p.isSet(outOpt)) {
        const std::string text = studyGraphText(study, outFile.endsWith(QStringLiteral(".dot")));
        // Saved from the string itself: a copy would double the text's memory.
        const QByteArray bytes = QByteArray::fromRawData(text.data(), static_cast<qsizetype>(text.size()));
        if (!saveAtomically(outFile, bytes, err)) return runtimeError(q(err));
    }
    if (p.isSet(jsonOpt)) {
        out_ << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return g.cancelled ? 130 : 0;  // interrupted: what was found is printed, the exit says so
    }
    const auto &names = pr.game->info().playerNames;
    auto seat = [&](int i) { return seatNameText(names, i); };
    out_ << tr("%1, reading %2: %3 states, %4 moves%5 (%6 s, %7 bytes per state)")
                .arg(q(pr.game->info().name), q(pr.reading.id))
                .arg(g.nodes.size())
                .arg(g.edgeCount())
                .arg(g.complete        ? tr(", complete")
                     : g.cancelled     ? tr(", INCOMPLETE: interrupted")
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
                        .arg(v <= 2 ? resultValueText(v == 0 ? Result::Win0 : v == 1 ? Result::Win1 : Result::Draw, names)
                                    : tr("neither side can force an end"));
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

}  // namespace rulelab
