// The figures of each reading: game length and score margin (distributions), rounds per match,
// first-player advantage and end reasons.
#include "chart_builders.h"

#include "experiment/display_names.h"

#include <qcustomplot.h>

#include <algorithm>

namespace rulelab::charts {

namespace {

// One reading's distribution: its share of matches per bin (`bins`, common to every reading), or
// its cumulative share (ECDF) at each value. Reading i has its own dash pattern and marker (a few
// markers along the line); a marked reading has hollow markers and a thinner line.
void distributionGraph(QCustomPlot *plot, const Distribution &d, const HistogramBins &bins, const QString &name, int index,
                       bool ecdf, bool marked) {
    QCPGraph *g = plot->addGraph();
    g->setName(name);
    g->setPen(readingPen(index, marked ? 1.0 : 1.6));
    g->setScatterStyle(readingScatter(index, 6, marked));
    const double n = static_cast<double>(d.count());
    if (n <= 0) return;
    QVector<double> x, y;
    if (ecdf) {
        double cum = 0;
        x << static_cast<double>(d.histogram.begin()->first);
        y << 0;
        for (const auto &[v, cnt] : d.histogram) {
            cum += static_cast<double>(cnt);
            x << static_cast<double>(v);
            y << cum / n;
        }
        g->setLineStyle(QCPGraph::lsStepLeft);
    } else {
        const std::vector<int64_t> counts = binCounts(d, bins);
        for (int64_t i = 0; i < bins.count; ++i) {
            x << static_cast<double>(bins.low(i)) + static_cast<double>(bins.width - 1) / 2.0;
            y << static_cast<double>(counts[static_cast<size_t>(i)]) / n;
        }
        g->setLineStyle(QCPGraph::lsStepCenter);
    }
    g->setScatterSkip(std::max(0, static_cast<int>(x.size()) / 8 - 1));  // about eight markers a line
    g->setData(x, y, true);
}

// Ticks on whole numbers only (turns, laps, rounds and score margins are counts): QCustomPlot's
// automatic ticker would label a short range 2.5, 3, 3.5.
class IntegerTicker : public QCPAxisTicker {
protected:
    double getTickStep(const QCPRange &range) override { return std::max(1.0, QCPAxisTicker::getTickStep(range)); }
    int getSubTickCount(double tickStep) override { return tickStep <= 1 ? 0 : QCPAxisTicker::getSubTickCount(tickStep); }
};

QString measureNoun(const QString &measure) {
    if (measure == QLatin1String("laps")) return tr("laps");
    if (measure == QLatin1String("rounds")) return tr("rounds");
    return tr("turns");
}

// Whether some reading has matches that the rules did not end (they count where they stopped).
bool someNotRuleEnded(const ChartData &data) {
    for (const auto &s : data.readings) {
        int64_t rule = 0;
        if (s.ruleEnded(rule) && rule < s.matches) return true;
    }
    return false;
}

// Length and margin: one distribution per reading, as shares of its matches per bin (the same
// bins for every reading), or cumulative. On the margin chart (an outcome) a reading most of
// whose matches did not end by the rules is drawn thinner, with hollow markers, and marked †.
bool buildDistribution(QCustomPlot *plot, const ChartData &data, const ChartStyle &style, bool length) {
    const int n = static_cast<int>(data.readings.size());
    const ChartKind kind = length ? ChartKind::Length : ChartKind::Margin;
    const CategoryLabels cats = categoryLabels(data);
    const std::vector<const Distribution *> ds = chartDistributions(data, kind, style);
    const HistogramBins bins = histogramBins(ds);
    const bool ecdf = length && style.ecdf;
    int markedCount = 0;
    if (!length)
        for (const auto &s : data.readings) markedCount += s.mostlyNotRuleEnded() ? 1 : 0;
    QStringList notes;
    std::vector<int64_t> counts;
    for (int i = 0; i < n; ++i) {
        const auto &s = data.readings[static_cast<size_t>(i)];
        const bool marked = !length && s.mostlyNotRuleEnded();
        QString name = cats.series(data, i);
        if (marked) {
            notes << ruleEndedCount(s, name, markedCount > 1);
            name += QStringLiteral("\u00a0\u2020");
        }
        distributionGraph(plot, *ds[static_cast<size_t>(i)], bins, name, i, ecdf, marked);
        counts.push_back(ds[static_cast<size_t>(i)]->count());
    }
    plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new IntegerTicker));
    // The bin width goes with the x axis ("Turns per match, in bins of 18"), so the y title stays
    // short enough for a single-column figure.
    const QString xTitle = length ? measureLabel(style.measure) : tr("Final score margin (first mover minus second)");
    setAxisTitle(plot->xAxis, ecdf || bins.width == 1 ? xTitle : tr("%1, in bins of %2").arg(xTitle).arg(bins.width));
    setAxisTitle(plot->yAxis, ecdf ? tr("Cumulative share") : tr("Share of matches"));
    const QString per = perReading(counts);
    QString caption;
    if (ecdf)
        caption = tr("Share of each reading's matches (%1) that took at most the number of %2 on the axis.")
                      .arg(per, measureNoun(style.measure));
    else if (length && bins.width == 1)
        caption = tr("Share of each reading's matches (%1) per number of %2.").arg(per, measureNoun(style.measure));
    else if (length)
        caption =
            tr("Share of each reading's matches (%1) per bin of %2 %3.").arg(per).arg(bins.width).arg(measureNoun(style.measure));
    else if (bins.width == 1) caption = tr("Share of each reading's matches (%1) per final margin.").arg(per);
    else caption = tr("Share of each reading's matches (%1) per bin of %2 points of final margin.").arg(per).arg(bins.width);
    if (length && someNotRuleEnded(data))
        caption += QLatin1Char(' ') + tr("Matches not ended by the rules count at the length they reached.");
    setCaption(plot, caption);
    if (!notes.isEmpty()) setFootnote(plot, notRuleEndedFootnote(MetricScope::AllMatches, true, notes));
    plot->rescaleAxes();
    plot->yAxis->setRangeLower(0);
    plot->yAxis->setRangeUpper(plot->yAxis->range().upper * 1.05);
    return true;
}

}  // namespace

// ---- the figures of each reading ----

bool buildLengthDistribution(QCustomPlot *plot, const ChartData &data, const ChartStyle &style) {
    return buildDistribution(plot, data, style, true);
}

bool buildMarginDistribution(QCustomPlot *plot, const ChartData &data, const ChartStyle &style) {
    return buildDistribution(plot, data, style, false);
}

bool buildRounds(QCustomPlot *plot, const ChartData &data, const ChartStyle &) {
    const int n = static_cast<int>(data.readings.size());
    const CategoryLabels cats = categoryLabels(data);
    auto *group = new QCPBarsGroup(plot);
    group->setSpacing(0);
    std::vector<int64_t> counts;
    for (int i = 0; i < n; ++i) {
        const auto &s = data.readings[static_cast<size_t>(i)];
        auto *bars = new QCPBars(plot->xAxis, plot->yAxis);
        bars->setName(cats.series(data, i));
        bars->setPen(QPen(readingColor(i), 0.8));
        bars->setBrush(readingBrush(i));
        bars->setWidth(0.8 / n);
        bars->setBarsGroup(group);
        const double total = static_cast<double>(s.rounds.count());
        for (const auto &[v, c] : s.rounds.histogram)
            bars->addData(static_cast<double>(v), total > 0 ? static_cast<double>(c) / total : 0);
        counts.push_back(s.rounds.count());
    }
    setAxisTitle(plot->xAxis, tr("Rounds per match"));
    setAxisTitle(plot->yAxis, tr("Share of matches"));
    QString caption = tr("Share of each reading's matches (%1) by the number of rounds started.").arg(perReading(counts));
    if (someNotRuleEnded(data))
        caption += QLatin1Char(' ') + tr("Matches not ended by the rules count at the length they reached.");
    setCaption(plot, caption);
    QSharedPointer<QCPAxisTickerFixed> t(new QCPAxisTickerFixed);
    t->setTickStep(1);
    t->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    plot->xAxis->setTicker(t);
    plot->rescaleAxes();
    plot->xAxis->setRange(plot->xAxis->range().lower - 0.6, plot->xAxis->range().upper + 0.6);
    plot->yAxis->setRange(0, plot->yAxis->range().upper * 1.08);
    return true;
}

namespace {

// Which readings have no value (no rule-ended match, for a metric of those) and which are marked †
// (fewer than half ended by the rules): their categories say so, and `notes` holds the footnote's
// counts of the marked.
void markAdvantageReadings(const ChartData &data, const QString &key, MetricScope scope, CategoryLabels &cats,
                           std::vector<bool> &none, std::vector<bool> &marked, QStringList &notes) {
    const int n = static_cast<int>(data.readings.size());
    none.assign(static_cast<size_t>(n), false);
    marked.assign(static_cast<size_t>(n), false);
    int markedCount = 0;
    for (size_t i = 0; i < data.readings.size(); ++i) {
        const auto &s = data.readings[i];
        int64_t rule = 0;
        none[i] = (scope == MetricScope::RuleEnded && s.ruleEnded(rule) && rule == 0) || (s.metric(key) && !s.metric(key)->known);
        marked[i] = s.mostlyNotRuleEnded() && !none[i];
        markedCount += marked[i] ? 1 : 0;
    }
    for (int i = 0; i < n; ++i) {
        const auto &s = data.readings[static_cast<size_t>(i)];
        if (none[static_cast<size_t>(i)]) cats.labels[i] += QLatin1Char('\n') + tr("no rule-ended match");
        if (!marked[static_cast<size_t>(i)]) continue;
        notes << ruleEndedCount(s, cats.series(data, i), markedCount > 1);
        cats.labels[i] += QStringLiteral("\u00a0\u2020");
    }
}

// What the points and the bars are (docs/metrics.md): the mean points over the rule-ended matches
// with Student's t, the shares of rule-ended matches with Clopper-Pearson or Wilson.
QString advantageCaption(const QString &key, MetricScope scope, const std::vector<int64_t> &counts) {
    const QString per = perReading(counts);
    if (key == QLatin1String("AdvantageP1"))
        return tr("First mover's mean points (win 1, draw 0.5, loss 0) over the rule-ended matches (%1). Bars: 95% "
                  "Student t intervals. Dashed line: no advantage.")
            .arg(per);
    if (key == QLatin1String("AdvantageP1_ludii"))
        return tr("Ludii's count: the first mover's mean points over every match (%1), a match without a result counting "
                  "as a draw. Bars: 95% Student t intervals.")
            .arg(per);
    if (scope == MetricScope::RuleEnded && key != QLatin1String("score_margin_mean"))
        return tr("%1 (%2). Bars: 95% intervals, Clopper-Pearson below 50 matches, Wilson from 50. Dashed line: 0.5.")
            .arg(metricTitle(key), per);
    return tr("%1 (%2). Bars: 95% intervals, by the method docs/metrics.md gives for this metric.").arg(metricTitle(key), per);
}

}  // namespace

// One point per reading with its 95% interval. A reading fewer than half of whose matches ended by
// the rules is drawn hollow with a dashed interval and marked † (the footnote gives its counts);
// with none ended by the rules, a metric of the rule-ended matches has no value: no point, and
// the category says so. The readings run along the x axis, or down the y axis (the first on top)
// when their names do not fit across.
bool buildAdvantage(QCustomPlot *plot, const ChartData &data, const ChartStyle &style) {
    const int n = static_cast<int>(data.readings.size());
    const QString &key = style.advantageMetric;
    const MetricScope scope = metricScope(key);
    CategoryLabels cats = categoryLabels(data);
    std::vector<bool> none, marked;
    QStringList notes;
    markAdvantageReadings(data, key, scope, cats, none, marked, notes);
    const bool across = categoriesAcross(plot, cats.labels);
    QCPAxis *keyAxis = across ? plot->xAxis : plot->yAxis, *valueAxis = across ? plot->yAxis : plot->xAxis;
    std::vector<int64_t> counts;  // the matches each value is measured on
    double lo = 0.5, hi = 0.5;
    for (int i = 0; i < n; ++i) {
        const auto &s = data.readings[static_cast<size_t>(i)];
        const IntervalValue *m = s.metric(key);
        const QColor c = readingColor(i);
        const bool hollow = marked[static_cast<size_t>(i)];
        QCPGraph *g = plot->addGraph(keyAxis, valueAxis);
        g->setName(cats.series(data, i));
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(readingScatter(i, 7, hollow));
        g->setPen(QPen(c));
        if (!m) continue;
        int64_t rule = 0;
        counts.push_back(scope == MetricScope::RuleEnded && s.ruleEnded(rule) ? rule : s.matches);
        if (none[static_cast<size_t>(i)]) continue;
        g->addData(across ? i + 1 : n - i, m->value);
        auto *err = new QCPErrorBars(keyAxis, valueAxis);
        err->removeFromLegend();
        err->setDataPlottable(g);
        err->setPen(QPen(c, 1.4, hollow ? Qt::DashLine : Qt::SolidLine));
        err->setWhiskerWidth(8);
        err->addData(m->value - m->lo, m->hi - m->value);
        lo = std::min(lo, m->lo);
        hi = std::max(hi, m->hi);
    }
    auto *ref = new QCPItemStraightLine(plot);
    ref->setPen(QPen(Qt::gray, 1, Qt::DashLine));
    ref->point1->setCoords(across ? 0 : 0.5, across ? 0.5 : 0);
    ref->point2->setCoords(across ? 1 : 0.5, across ? 0.5 : 1);
    if (!across) std::reverse(cats.labels.begin(), cats.labels.end());  // the first reading on top
    setCategories(keyAxis, cats.labels);
    keyAxis->setRange(0.4, n + 0.6);
    keyAxis->grid()->setVisible(across);
    const double pad = std::max(0.02, (hi - lo) * 0.1);
    // A little beyond [0, 1], so that a point at 0 or 1 is drawn whole.
    valueAxis->setRange(std::max(-0.03, lo - pad), std::min(1.03, hi + pad));
    setAxisTitle(valueAxis, metricTitle(key));
    setAxisTitle(keyAxis, cats.axisTitle);
    setCaption(plot, advantageCaption(key, scope, counts));
    if (!notes.isEmpty()) setFootnote(plot, notRuleEndedFootnote(scope, false, notes));
    // The categories name every reading already; a legend would only repeat them.
    plot->legend->setVisible(false);
    return true;
}

bool buildEndReasons(QCustomPlot *plot, const ChartData &data, const ChartStyle &) {
    const int n = static_cast<int>(data.readings.size());
    const QStringList reasons = endReasonOrder(data);
    CategoryLabels cats = categoryLabels(data);
    const bool across = categoriesAcross(plot, cats.labels);  // else the bars lie down the y axis
    QCPAxis *keyAxis = across ? plot->xAxis : plot->yAxis, *valueAxis = across ? plot->yAxis : plot->xAxis;
    QCPBars *below = nullptr;
    for (int order = 0; order < reasons.size(); ++order) {
        const QString &reason = reasons[order];
        auto *bars = new QCPBars(keyAxis, valueAxis);
        // The legend says how the matches ended in words; the CSV keeps the key.
        bars->setName(endReasonText(reason));
        bars->setPen(QPen(endColor(reason), 0.8));
        bars->setBrush(endReasonBrush(reason, order));
        bars->setWidth(0.6);
        bool any = false;
        for (int i = 0; i < n; ++i) {
            const auto &s = data.readings[static_cast<size_t>(i)];
            int64_t c = 0;
            for (const auto &[k, v] : s.endReasons)
                if (k == reason) c = v;
            any = any || c > 0;
            bars->addData(across ? i + 1 : n - i, s.matches > 0 ? static_cast<double>(c) / static_cast<double>(s.matches) : 0);
        }
        if (!any && reason != QLatin1String("finished")) {
            plot->removePlottable(bars);
            continue;
        }
        if (below) bars->moveAbove(below);
        below = bars;
    }
    std::vector<int64_t> counts;
    for (const auto &s : data.readings) counts.push_back(s.matches);
    if (!across) std::reverse(cats.labels.begin(), cats.labels.end());  // the first reading on top
    setCategories(keyAxis, cats.labels);
    keyAxis->setRange(0.4, n + 0.6);
    keyAxis->grid()->setVisible(across);
    valueAxis->setRange(0, 1.0);
    setAxisTitle(valueAxis, tr("Share of matches"));
    setAxisTitle(keyAxis, cats.axisTitle);
    setCaption(plot, tr("Share of each reading's matches (%1) by how they ended.").arg(perReading(counts)));
    return true;
}

}  // namespace rulelab::charts
