// The summary of a finished ladder (ladder.h): per reading, the rungs' metrics, their ratings,
// the settle test between the two top rungs and the exact value where the board can be solved.

#include "ladder.h"

#include "graph/state_graph.h"
#include "plugin/qt_text.h"
#include "results_io.h"
#include "stats/bradley_terry.h"

#include <QJsonArray>

#include <cmath>

namespace rulelab {

namespace {

// The rung the ratings are anchored at: the first uniform random one, else the first.
int anchorRung(const Ladder &l) {
    for (size_t k = 0; k < l.rungs.size(); ++k)
        if (l.rungs[k].kind == AgentSpec::Random) return static_cast<int>(k);
    return 0;
}

const ExperimentResult *selfCell(const std::vector<LadderCell> &cells, const std::vector<ExperimentResult> &results, int rung) {
    for (size_t i = 0; i < cells.size() && i < results.size(); ++i)
        if (cells[i].selfPlay && cells[i].a == rung) return &results[i];
    return nullptr;
}

QJsonObject ratingsJson(const Ladder &l, const std::vector<LadderCell> &cells, const std::vector<ExperimentResult> &results,
                        size_t reading, std::vector<double> &elo) {
    std::vector<stats::PairTally> tallies;
    QJsonArray pairs;
    for (size_t i = 0; i < cells.size() && i < results.size(); ++i) {
        if (cells[i].selfPlay) continue;
        const stats::ReadingStats &s = results[i].readings[reading].stats;
        stats::PairTally t;
        t.a = cells[i].a;
        t.b = cells[i].b;
        t.winsA = static_cast<double>(s.agentAWins);
        t.winsB = static_cast<double>(s.agentBWins);
        t.draws = static_cast<double>(s.matches - s.agentAWins - s.agentBWins);
        tallies.push_back(t);
        QJsonObject p;
        p.insert(QStringLiteral("a"), q(l.rungs[static_cast<size_t>(t.a)].text()));
        p.insert(QStringLiteral("b"), q(l.rungs[static_cast<size_t>(t.b)].text()));
        p.insert(QStringLiteral("folder"), q(cells[i].folder));
        p.insert(QStringLiteral("matches"), static_cast<qint64>(s.matches));
        p.insert(QStringLiteral("a_wins"), static_cast<qint64>(s.agentAWins));
        p.insert(QStringLiteral("b_wins"), static_cast<qint64>(s.agentBWins));
        p.insert(QStringLiteral("draws_or_undecided"), static_cast<qint64>(s.matches - s.agentAWins - s.agentBWins));
        pairs.append(p);
    }
    const stats::BradleyTerryFit fit = stats::fitBradleyTerry(static_cast<int>(l.rungs.size()), tallies, anchorRung(l));
    QJsonObject o;
    o.insert(QStringLiteral("pairs"), pairs);
    o.insert(QStringLiteral("converged"), fit.converged);
    if (!fit.ok) o.insert(QStringLiteral("error"), q(fit.error));
    elo.assign(l.rungs.size(), 0.0);
    QJsonArray rungs;
    for (size_t k = 0; k < l.rungs.size() && fit.ok; ++k) {
        elo[k] = fit.theta[k] * stats::kEloPerNatural;
        const double se = fit.se[k] * stats::kEloPerNatural;
        QJsonObject r;
        r.insert(QStringLiteral("agent"), q(l.rungs[k].text()));
        r.insert(QStringLiteral("elo"), elo[k]);
        r.insert(QStringLiteral("se"), se);
        r.insert(QStringLiteral("lo"), elo[k] - stats::kZ95 * se);
        r.insert(QStringLiteral("hi"), elo[k] + stats::kZ95 * se);
        rungs.append(r);
    }
    o.insert(QStringLiteral("rungs"), rungs);
    return o;
}

// Whether each metric has settled between the two top rungs: the comparison row of that
// metric (compareReadings), settled when its 95% interval of top - below lies within +-margin.
QJsonObject settleJson(const Ladder &l, const stats::ReadingStats &top, const stats::ReadingStats &below) {
    std::map<std::string, stats::Metric> metrics;
    for (const auto &m : stats::computeMetrics(top, false)) metrics[m.key] = m;
    QJsonArray rows;
    int settled = 0, changing = 0;
    for (const stats::MetricComparison &c : stats::compareReadings(top, below)) {
        QJsonObject r;
        r.insert(QStringLiteral("metric"), q(c.key));
        r.insert(QStringLiteral("test"), q(c.test));
        const auto m = metrics.find(c.key);
        const bool share =
            m != metrics.end() && (m->second.kind == stats::MetricKind::Proportion || m->second.kind == stats::MetricKind::Score);
        // A dominance row (Cliff's delta = 2 theta - 1 of two rungs' lengths) has no value of its own
        // to take 10% of: its margin is the share margin on theta, twice that on delta.
        const bool dominance = c.key.ends_with("_dominance");
        double margin = share       ? kLadderShareMargin
                        : dominance ? 2 * kLadderShareMargin
                                    : kLadderRelativeMargin * std::fabs(m != metrics.end() ? m->second.interval.value : c.a.value);
        if (const auto given = l.margins.find(c.key); given != l.margins.end()) margin = given->second;
        r.insert(QStringLiteral("margin"), margin);
        if (!c.noData.empty() || !c.diff.available || !c.diff.hasValue || !c.duplicateOf.empty()) {
            r.insert(QStringLiteral("status"), QStringLiteral("untested"));
            rows.append(r);
            continue;
        }
        const bool within = c.diff.lo >= -margin && c.diff.hi <= margin;
        r.insert(QStringLiteral("difference"), c.diff.value);
        r.insert(QStringLiteral("lo"), c.diff.lo);
        r.insert(QStringLiteral("hi"), c.diff.hi);
        r.insert(QStringLiteral("status"), within ? QStringLiteral("settled") : QStringLiteral("still changing"));
        ++(within ? settled : changing);
        rows.append(r);
    }
    QJsonObject o;
    o.insert(QStringLiteral("top"), q(l.rungs.back().text()));
    o.insert(QStringLiteral("below"), q(l.rungs[l.rungs.size() - 2].text()));
    o.insert(QStringLiteral("settled"), settled);
    o.insert(QStringLiteral("still_changing"), changing);
    o.insert(QStringLiteral("rows"), rows);
    return o;
}

// The exact value of the reading's start under best play, when its state graph has at most
// `nodes` states: the first mover's expected points (1 win, 0.5 draw, 0 loss) when a player
// starts (the rules name the starter, or the start is a decision). Else not solved, with the reason.
QJsonObject exactJson(const Game &game, int64_t nodes) {
    QJsonObject o;
    if (nodes <= 0) {
        o.insert(QStringLiteral("solved"), false);
        o.insert(QStringLiteral("reason"), QStringLiteral("not asked (--solve-nodes 0)"));
        return o;
    }
    ExploreOptions eo;
    eo.maxNodes = static_cast<size_t>(nodes);
    eo.maxBytes = defaultGraphMemoryBudget();
    const StateGraph g = explore(game, nullptr, eo);
    o.insert(QStringLiteral("states"), static_cast<qint64>(g.nodes.size()));
    if (!g.complete) {
        o.insert(QStringLiteral("solved"), false);
        o.insert(QStringLiteral("reason"), QStringLiteral("more states than --solve-nodes"));
        return o;
    }
    const GraphSolution sol = solve(g, game);
    // The starter: the seat the rules name (a throw may come first), else the first decider.
    const int named = game.newInitialState()->startingPlayer();
    const int starter = named == 0 || named == 1 ? named : g.nodes.empty() ? kChancePlayer : g.nodes[0].player;
    if (!sol.solved || (starter != 0 && starter != 1)) {
        o.insert(QStringLiteral("solved"), false);
        o.insert(QStringLiteral("reason"), sol.solved ? QStringLiteral("chance decides who starts") : q(sol.error));
        return o;
    }
    double seat0 = 0.5;
    if (sol.method == "retrograde") {
        const uint8_t out = sol.outcome[0];
        seat0 = out == 0 ? 1.0 : out == 1 ? 0.0 : 0.5;
        o.insert(QStringLiteral("outcome"), QString::fromLatin1(outcomeName(out)));
    } else {
        seat0 = sol.winProbability[0];
    }
    o.insert(QStringLiteral("solved"), true);
    o.insert(QStringLiteral("method"), q(sol.method));
    o.insert(QStringLiteral("first_mover_value"), starter == 0 ? seat0 : 1 - seat0);
    return o;
}

}  // namespace

LadderLimit ladderLimit(const QJsonObject &reading) {
    const QJsonObject exact = reading.value(QStringLiteral("exact")).toObject();
    if (!exact.value(QStringLiteral("solved")).toBool()) return LadderLimit::NotSolved;
    const double v = exact.value(QStringLiteral("first_mover_value")).toDouble();
    const QJsonArray rungs = reading.value(QStringLiteral("rungs")).toArray();
    const QJsonObject top =
        rungs.isEmpty() ? QJsonObject()
                        : rungs.last().toObject()[QStringLiteral("metrics")][QStringLiteral("AdvantageP1")].toObject();
    const QJsonValue lo = top.value(QStringLiteral("lo")), hi = top.value(QStringLiteral("hi"));
    if (top.value(QStringLiteral("value")).isNull() || !lo.isDouble() || !hi.isDouble()) return LadderLimit::NotYet;
    return lo.toDouble() <= v && v <= hi.toDouble() ? LadderLimit::Reached : LadderLimit::NotYet;
}

QJsonObject ladderSummary(const Ladder &l, const std::vector<PreparedReading> &prepared,
                          const std::vector<ExperimentResult> &cells) {
    const std::vector<LadderCell> layout = ladderCells(l);
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("rulelab-ladder"));
    root.insert(QStringLiteral("version"), kLadderFormatVersion);
    root.insert(QStringLiteral("engine"), QString::fromLatin1(engineVersion()));
    if (!cells.empty()) root.insert(QStringLiteral("plugin"), pluginProvenanceJson(cells.front().plugin));
    root.insert(QStringLiteral("ladder"), ladderToJson(l));
    root.insert(QStringLiteral("experiment"), experimentToJson(l.base));
    QJsonObject rating;
    rating.insert(QStringLiteral("model"), QStringLiteral("bradley-terry"));
    rating.insert(QStringLiteral("fit"), QStringLiteral("MM (Hunter 2004), maximum penalised likelihood"));
    rating.insert(QStringLiteral("draws"), QStringLiteral("half a win each (undecided matches too)"));
    rating.insert(QStringLiteral("prior_draws"), stats::kDefaultPriorDraws);
    rating.insert(QStringLiteral("anchor"), q(l.rungs[static_cast<size_t>(anchorRung(l))].text()));
    rating.insert(QStringLiteral("scale"), QStringLiteral("elo (400 / ln 10 per unit of log strength)"));
    rating.insert(QStringLiteral("pairs"), QStringLiteral("adjacent rungs, seats swapped in every odd-numbered match"));
    rating.insert(QStringLiteral("interval"), QStringLiteral("95%, normal, observed information"));
    root.insert(QStringLiteral("rating"), rating);
    QJsonArray readings;
    for (size_t r = 0; r < prepared.size(); ++r) {
        QJsonObject o;
        o.insert(QStringLiteral("reading"), q(prepared[r].reading.id));
        o.insert(QStringLiteral("name"), q(prepared[r].reading.name));
        std::vector<double> elo;
        const QJsonObject ratings = ratingsJson(l, layout, cells, r, elo);
        o.insert(QStringLiteral("ratings"), ratings);
        QJsonArray rungs;
        for (size_t k = 0; k < l.rungs.size(); ++k) {
            const ExperimentResult *self = selfCell(layout, cells, static_cast<int>(k));
            QJsonObject rung = readingResultToJson(self->readings[r], self->experiment.agents);
            rung.insert(QStringLiteral("game"), q(l.base.game));
            rung.insert(QStringLiteral("agent"), q(l.rungs[k].text()));
            if (!ratings.contains(QStringLiteral("error")))
                rung.insert(QStringLiteral("elo"), ratings[QStringLiteral("rungs")][static_cast<qsizetype>(k)]);
            rungs.append(rung);
        }
        o.insert(QStringLiteral("rungs"), rungs);
        const ExperimentResult *top = selfCell(layout, cells, static_cast<int>(l.rungs.size()) - 1);
        const ExperimentResult *below = selfCell(layout, cells, static_cast<int>(l.rungs.size()) - 2);
        o.insert(QStringLiteral("settle"), settleJson(l, top->readings[r].stats, below->readings[r].stats));
        o.insert(QStringLiteral("exact"), exactJson(*prepared[r].game, l.solveNodes));
        readings.append(o);
    }
    root.insert(QStringLiteral("readings"), readings);
    QJsonArray folders;
    for (const LadderCell &c : layout) folders.append(QJsonObject{{QStringLiteral("folder"), q(c.folder)}});
    root.insert(QStringLiteral("cells"), folders);  // with their checksums when written (ladder.cpp)
    root.insert(QStringLiteral("metric_definitions"), metricDefinitionsJson());
    return root;
}

}  // namespace rulelab
