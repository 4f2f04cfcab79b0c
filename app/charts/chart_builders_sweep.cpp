// The figures of a sweep: the main effect of each option's values, and the interaction of two
// options (the classic interaction plot of balanced cell means).
#include "chart_builders.h"

#include "experiment/display_names.h"

#include <qcustomplot.h>

#include <algorithm>
#include <vector>

namespace rulelab::charts {

const Effect *firstEffect(const ChartData &data, const QString &metric, QString &chosen) {
    chosen = metric;
    if (chosen.isEmpty() && !data.effects.empty()) chosen = data.effectMetrics().front();
    for (const auto &e : data.effects)
        if (e.metric == chosen) return &e;
    return nullptr;
}

bool cellMean(const ChartData &data, const InteractionData &in, const QString &a, const QString &b, double &out) {
    const Effect *ea = data.effect(in.optionA, in.metric), *eb = data.effect(in.optionB, in.metric);
    if (!ea || !eb) return false;
    const EffectLevel *la = nullptr, *lb = nullptr;
    for (const auto &l : ea->levels)
        if (l.value == a) la = &l;
    for (const auto &l : eb->levels)
        if (l.value == b) lb = &l;
    for (const auto &c : in.cells)
        if (la && lb && c.a == a && c.b == b) {
            out = c.contrast.value + la->metric.value + lb->metric.value - ea->grand.value;
            return true;
        }
    return false;
}

// Each option's values as rows, their effect (level minus grand mean) with its 95% interval.
bool buildEffects(QCustomPlot *plot, const ChartData &data, const ChartStyle &style) {
    QString metric;
    if (!firstEffect(data, style.effectMetric, metric)) {
        drawMessage(plot, data.effects.empty() ? tr("No main effects: these results are not from a sweep.")
                                               : tr("No main effects for metric '%1'.").arg(style.effectMetric));
        return false;
    }
    QStringList labels;
    int row = 0, optionIndex = 0;
    double lo = 0, hi = 0;
    std::vector<const Effect *> rows;
    for (const auto &e : data.effects)
        if (e.metric == metric) rows.push_back(&e);
    int total = 0;
    for (const auto *e : rows) total += static_cast<int>(e->levels.size());
    for (const auto *e : rows) {
        QCPGraph *g = plot->addGraph(plot->yAxis, plot->xAxis);  // key axis vertical
        g->setName(e->option);
        g->setLineStyle(QCPGraph::lsNone);
        const int index = optionIndex++;
        const QColor c = readingColor(index);
        g->setScatterStyle(readingScatter(index));
        g->setPen(QPen(c));
        auto *err = new QCPErrorBars(plot->yAxis, plot->xAxis);
        err->removeFromLegend();
        err->setDataPlottable(g);
        err->setPen(QPen(c, 1.4));
        err->setWhiskerWidth(8);
        for (const auto &l : e->levels) {
            const double y = total - row;  // first row on top
            labels.prepend(e->option + QStringLiteral(" = ") + l.value);
            g->addData(y, l.effect.value);
            err->addData(l.effect.value - l.effect.lo, l.effect.hi - l.effect.value);  // the effect's own interval
            lo = std::min(lo, l.effect.lo);
            hi = std::max(hi, l.effect.hi);
            ++row;
        }
    }
    auto *zero = new QCPItemStraightLine(plot);
    zero->setPen(QPen(Qt::gray, 1, Qt::DashLine));
    zero->point1->setCoords(0, 0);
    zero->point2->setCoords(0, 1);
    plot->yAxis->setTicker(textTicker(labels));
    plot->yAxis->setRange(0.4, total + 0.6);
    const double pad = std::max(1e-3, (hi - lo) * 0.08);
    plot->xAxis->setRange(lo - pad, hi + pad);
    // The metric by its name, and few ticks: the figure must read at single-column width (85 mm).
    setAxisTitle(plot->xAxis, tr("Effect on %1").arg(metricName(metric.toStdString())));
    plot->xAxis->ticker()->setTickCount(3);
    plot->yAxis->grid()->setVisible(false);
    // What the bars are (docs/metrics.md, sweeps): contrasts of the balanced cell means, normal
    // intervals from the cells' own standard errors.
    setCaption(plot, tr("Effect of each option value: the mean of the balanced sweep cells with that value minus the mean "
                        "of all cells. Bars: 95% normal intervals from the cells' standard errors. Dashed line: no effect."));
    return true;
}

// The first option's values along the axis, one line per value of the second.
bool buildInteraction(QCustomPlot *plot, const ChartData &data, const ChartStyle &style) {
    InteractionData chosen;
    const InteractionData *in = chosenInteraction(data, style, chosen) ? &chosen : nullptr;
    if (!in) {
        drawMessage(plot, data.interactions.empty()
                              ? tr("No interactions: these results are not from a sweep of two options or more.")
                              : tr("No interaction '%1' on metric '%2'.").arg(style.interaction, style.effectMetric));
        return false;
    }
    const Effect *ea = data.effect(in->optionA, in->metric), *eb = data.effect(in->optionB, in->metric);
    if (!ea || !eb) {
        drawMessage(plot, tr("The main effects of '%1' are missing from these results.").arg(in->label()));
        return false;
    }
    // The classic interaction plot: the first option's values along the axis, one line per
    // value of the second; parallel lines mean no interaction.
    QStringList labels;
    for (const auto &l : ea->levels) labels << l.value;
    double lo = 0, hi = 0;
    bool any = false;
    for (size_t j = 0; j < eb->levels.size(); ++j) {
        const QString &b = eb->levels[j].value;
        QCPGraph *g = plot->addGraph();
        g->setName(in->optionB + QStringLiteral(" = ") + b);
        g->setPen(readingPen(static_cast<int>(j)));
        g->setScatterStyle(readingScatter(static_cast<int>(j)));
        for (int i = 0; i < labels.size(); ++i) {
            double m = 0;
            if (!cellMean(data, *in, labels[i], b, m)) continue;
            g->addData(i + 1, m);
            lo = any ? std::min(lo, m) : m;
            hi = any ? std::max(hi, m) : m;
            any = true;
        }
    }
    plot->xAxis->setTicker(textTicker(labels));
    plot->xAxis->setRange(0.6, static_cast<double>(labels.size()) + 0.4);
    const double pad = std::max(1e-3, (hi - lo) * 0.15);
    plot->yAxis->setRange(lo - pad, hi + pad);
    setAxisTitle(plot->xAxis, in->optionA);
    setAxisTitle(plot->yAxis, tr("%1\n(balanced cell mean)").arg(metricTitle(in->metric)));
    setCaption(plot, tr("Balanced cell means of the sweep; parallel lines mean no interaction. No intervals are drawn: the "
                        "CSV gives each interaction contrast with its 95% interval."));
    return true;
}

}  // namespace rulelab::charts
