#include "study.h"

#include "plugin/qt_text.h"

#include <QJsonArray>
#include <QString>

namespace rulelab {

GraphStudy runStudy(const Game &game, const State *start, const StudyOptions &options) {
    GraphStudy s;
    auto begin = [&options](StudyStage stage) {
        if (options.stage) options.stage(stage);
    };
    begin(StudyStage::Exploring);
    s.graph = explore(game, start, options.explore);
    begin(StudyStage::Analysing);
    s.analysis = analyse(s.graph, options.cancel);
    if (s.analysis.cancelled || !options.solve) return s;
    begin(StudyStage::Solving);
    s.solution = solve(s.graph, &s.analysis, options.cancel);
    return s;
}

QJsonObject studyJson(const GraphStudy &study, const std::string &gameId, const std::string &readingId) {
    const StateGraph &g = study.graph;
    const GraphAnalysis &a = study.analysis;
    const GraphSolution &sol = study.solution;
    QJsonObject o;
    o.insert(QStringLiteral("game"), q(gameId));
    o.insert(QStringLiteral("reading"), q(readingId));
    o.insert(QStringLiteral("nodes"), static_cast<qint64>(g.nodes.size()));
    o.insert(QStringLiteral("edges"), static_cast<qint64>(g.edgeCount()));
    o.insert(QStringLiteral("complete"), g.complete);
    o.insert(QStringLiteral("cancelled"), g.cancelled);
    o.insert(QStringLiteral("stopped"), g.complete        ? QStringLiteral("complete")
                                        : g.cancelled     ? QStringLiteral("interrupted")
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
    // G-2's stall triggers (stateGraphLimits): off, the graph is exact; on, it may merge states.
    o.insert(QStringLiteral("stall_guard"), g.historyOutsideKeys ? QStringLiteral("on") : QStringLiteral("off"));
    if (sol.solved) {
        QJsonObject v;
        v.insert(QStringLiteral("method"), q(sol.method));
        if (sol.method == "retrograde") {
            v.insert(QStringLiteral("outcome"), QString::fromLatin1(outcomeName(sol.outcome[0])));
            if (sol.hasMargin) v.insert(QStringLiteral("margin"), sol.margin[0]);
            QJsonObject counts;
            int64_t c[4] = {0, 0, 0, 0};
            for (uint8_t x : sol.outcome) ++c[x];
            for (int i = 0; i < 4; ++i)
                counts.insert(QString::fromLatin1(outcomeName(static_cast<uint8_t>(i))), static_cast<qint64>(c[i]));
            v.insert(QStringLiteral("states_by_outcome"), counts);
        } else {
            v.insert(QStringLiteral("seat0_win_probability"), sol.winProbability[0]);
            v.insert(QStringLiteral("iterations"), sol.iterations);
            v.insert(QStringLiteral("converged"), sol.converged);
        }
        o.insert(QStringLiteral("value"), v);
    }
    return o;
}

std::string studyGraphText(const GraphStudy &study, bool dot) {
    return dot ? toDot(study.graph, study.analysis) : toGraphML(study.graph, study.analysis);
}

QJsonObject roundGraphJson(const RoundGraph &rg, const std::string &gameId, const std::string &readingId) {
    QJsonObject o;
    o.insert(QStringLiteral("game"), q(gameId));
    o.insert(QStringLiteral("reading"), q(readingId));
    o.insert(QStringLiteral("matches"), static_cast<qint64>(rg.matches));
    o.insert(QStringLiteral("cyclic_components"), static_cast<qint64>(rg.cyclicComponents));
    QJsonArray nodes;
    for (uint32_t v = 0; v < rg.labels.size(); ++v) {
        QJsonObject n;
        n.insert(QStringLiteral("id"), static_cast<qint64>(v));
        n.insert(QStringLiteral("configuration"), q(rg.labels[v]));
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
    return o;
}

}  // namespace rulelab
