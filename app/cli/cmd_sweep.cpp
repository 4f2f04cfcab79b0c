#include "cli.h"

#include "cli_common.h"
#include "experiment/experiment_runner.h"
#include "experiment/session.h"

#include <algorithm>
#include <cmath>

namespace rulelab {

namespace {

// The sweep's base, varied options and metrics from its flags into `e` and `metrics`; a usage
// error's text, or "".
QString readSweep(const QCommandLineParser &p, const ExperimentOptions &eo, const SweepFlags &f, Experiment &e,
                  std::vector<std::string> &metrics) {
    if (!p.isSet(eo.experiment) && !p.isSet(eo.matches)) return Cli::tr("--matches N is required");
    if (!e.readings.empty() && !p.isSet(eo.experiment)) return Cli::tr("sweep takes --base, not --reading");
    if (p.isSet(f.base)) e.sweepBase = p.value(f.base).toStdString();
    if (e.sweepBase.empty()) return Cli::tr("--base READING is required");
    for (const auto &v : p.values(f.vary)) {
        const int eq = static_cast<int>(v.indexOf(QLatin1Char('=')));
        if (eq <= 0) return Cli::tr("--vary '%1': expected OPTION=V1,V2").arg(v);
        std::vector<std::string> values;
        for (const auto &x : v.mid(eq + 1).split(QLatin1Char(','), Qt::SkipEmptyParts)) values.push_back(x.toStdString());
        e.vary.emplace_back(v.left(eq).toStdString(), values);
    }
    std::string err;
    if (!checkSweep(e, err)) return q(err);
    e.readings.clear();  // execute() makes the cells (expandSweep) once the game's rules are loaded
    for (const auto &m : p.values(f.metric)) metrics.push_back(m.toStdString());
    metrics = sweepMetricsOf(e, metrics);
    stats::ReadingStats probe;
    const auto all = stats::computeMetrics(probe, true);
    for (const auto &m : metrics)
        if (std::none_of(all.begin(), all.end(), [&](const stats::Metric &x) { return x.key == m; }))
            return Cli::tr("unknown metric '%1' (see docs/metrics.md)").arg(q(m));
    return {};
}

// Each option's main effects, level by level, and which ambiguity matters most on each metric.
void printMainEffects(QTextStream &out, const std::vector<MainEffect> &effects, const std::vector<std::string> &metrics) {
    QList<QStringList> rows;
    rows << QStringList{Cli::tr("option"), Cli::tr("value"), Cli::tr("metric"), Cli::tr("level [95%]"), Cli::tr("effect [95%]")};
    for (const auto &me : effects)
        for (const auto &l : me.levels)
            rows << QStringList{q(me.option), q(l.value), q(me.metric), withInterval(l.metric), withInterval(l.effect)};
    out << formatTable(rows);
    out << '\n'
        << Cli::tr("Which ambiguity matters most (range of the level means; the largest effect with its 95% interval):") << '\n';
    QList<QStringList> rank;
    rank << QStringList{Cli::tr("metric"), Cli::tr("option"), Cli::tr("range"), Cli::tr("largest effect [95%]")};
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
    out << formatTable(rank);
}

// The two-way interactions, each by its flagged contrast when there is one, else its largest.
void printInteractions(QTextStream &out, const std::vector<Interaction> &pairs) {
    if (pairs.empty()) return;
    out << '\n' << Cli::tr("Two-way interactions (how much an option's effect depends on another's level):") << '\n';
    QList<QStringList> irows;
    irows << QStringList{Cli::tr("metric"), Cli::tr("options"), Cli::tr("largest contrast [95%]"), Cli::tr("adjusted interval"),
                         Cli::tr("note")};
    for (const auto &in : pairs) {
        const InteractionContrast *big = &in.contrasts.front();
        for (const auto &c : in.contrasts)
            if (std::fabs(c.contrast.value) > std::fabs(big->contrast.value)) big = &c;
        if (in.flagged >= 0) big = &in.contrasts[static_cast<size_t>(in.flagged)];
        irows << QStringList{q(in.metric), q(in.optionA + " x " + in.optionB),
                             q(big->levelA + ", " + big->levelB) + QStringLiteral(": ") + withInterval(big->contrast),
                             big->adjusted.available ? QStringLiteral("[%1, %2]").arg(fmt(big->adjusted.lo), fmt(big->adjusted.hi))
                                                     : QStringLiteral("[n/a]"),
                             in.exceedsMainEffect ? Cli::tr("larger than a main effect") : QString()};
    }
    out << formatTable(irows);
    const Interaction &first = pairs.front();
    out << Cli::tr("Adjusted intervals: Bonferroni over the %n contrast(s) of each metric (level %1). An interaction is "
                   "flagged when a contrast's adjusted interval excludes 0 and the contrast is larger than the smaller of "
                   "the two options' largest main effects.",
                   nullptr, first.familySize)
               .arg(fmt(100 * first.adjustedLevel, 2) + QLatin1Char('%'))
        << '\n';
}

}  // namespace

int Cli::cmdSweep(const QStringList &args) {
    const SweepFlags f;
    CommandParser p(QStringLiteral("sweep"), SweepFlags::about(), GameArgument::OrExperiment);
    if (const int rc = parse(p, f, args); rc >= 0) return rc;
    const QString &cmd = p.name();
    const ExperimentOptions &eo = f.eo;
    const OutputOptions &oo = f.oo;
    Experiment e;
    QString error;
    const int brc = buildExperiment(p, eo, false, e, error);
    if (brc >= 0) return brc == 2 ? usageError(cmd, error) : runtimeError(error);
    std::vector<std::string> metrics;
    if (const QString bad = readSweep(p, eo, f, e, metrics); !bad.isEmpty()) return usageError(cmd, bad);
    return execute(p, oo, cmd, e, metrics, [&](const SessionResult &session) {
        out_ << tr("%1: sweep of %2 cells on '%3', %4 matches per cell, seed %5")
                    .arg(q(e.game))
                    .arg(session.result.readings.size())
                    .arg(q(e.sweepBase))
                    .arg(e.matches)
                    .arg(e.seed)
             << "\n\n";
        printMainEffects(out_, session.effects, metrics);
        printInteractions(out_, session.interactions);
    });
}

}  // namespace rulelab
