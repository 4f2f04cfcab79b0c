// The shared drawing parts of the figures, and the figures of each reading: game length and
// score margin (distributions), rounds per match, first-player advantage and end reasons.
#include "chart_builders.h"

#include "experiment/display_names.h"

#include <qcustomplot.h>

#include <QRegularExpression>

#include <algorithm>
#include <map>

namespace rulelab::charts {

namespace {

// One reading's distribution: its share of matches per bin (`bins`, common to every reading), or
// its cumulative share (ECDF) at each value.
void distributionGraph(QCustomPlot *plot, const Distribution &d, const HistogramBins &bins, const QString &name, const QColor &c,
                       bool ecdf) {
    QCPGraph *g = plot->addGraph();
    g->setName(name);
    g->setPen(QPen(c, 1.6));
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
    g->setData(x, y, true);
}

// Ticks on whole numbers only (turns, laps, rounds and score margins are counts): QCustomPlot's
// automatic ticker would label a short range 2.5, 3, 3.5.
class IntegerTicker : public QCPAxisTicker {
protected:
    double getTickStep(const QCPRange &range) override { return std::max(1.0, QCPAxisTicker::getTickStep(range)); }
    int getSubTickCount(double tickStep) override { return tickStep <= 1 ? 0 : QCPAxisTicker::getSubTickCount(tickStep); }
};

// Length and margin: one distribution per reading, as shares of its matches per bin (the same
// bins for every reading), or cumulative.
bool buildDistribution(QCustomPlot *plot, const ChartData &data, const ChartStyle &style, bool length) {
    const int n = static_cast<int>(data.readings.size());
    const ChartKind kind = length ? ChartKind::Length : ChartKind::Margin;
    const CategoryLabels cats = categoryLabels(data);
    const std::vector<const Distribution *> ds = chartDistributions(data, kind, style);
    const HistogramBins bins = histogramBins(ds);
    const bool ecdf = length && style.ecdf;
    for (int i = 0; i < n; ++i)
        distributionGraph(plot, *ds[static_cast<size_t>(i)], bins, cats.series(data, i), readingColor(i), ecdf);
    plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new IntegerTicker));
    // The bin width goes with the x axis ("Turns per match, in bins of 18"), so the y title stays
    // short enough for a single-column figure.
    const QString xTitle = length ? measureLabel(style.measure) : tr("Final score margin (first mover minus second)");
    plot->xAxis->setLabel(ecdf || bins.width == 1 ? xTitle : tr("%1, in bins of %2").arg(xTitle).arg(bins.width));
    plot->yAxis->setLabel(ecdf ? tr("Cumulative share of matches") : tr("Share of matches"));
    plot->rescaleAxes();
    plot->yAxis->setRangeLower(0);
    plot->yAxis->setRangeUpper(plot->yAxis->range().upper * 1.05);
    return true;
}

}  // namespace

// ---- shared parts ----

HistogramBins histogramBins(const std::vector<const Distribution *> &distributions) {
    HistogramBins b;
    bool any = false;
    int64_t lo = 0, hi = 0;
    for (const Distribution *d : distributions) {
        if (d->histogram.empty()) continue;
        lo = any ? std::min(lo, d->histogram.begin()->first) : d->histogram.begin()->first;
        hi = any ? std::max(hi, d->histogram.rbegin()->first) : d->histogram.rbegin()->first;
        any = true;
    }
    if (!any) return b;
    b.width = std::max<int64_t>(1, (hi - lo + 59) / 60);
    b.first = lo - b.width;
    b.count = (hi - lo) / b.width + 3;  // the bins holding lo .. hi, and an empty one at each end
    return b;
}

std::vector<int64_t> binCounts(const Distribution &d, const HistogramBins &bins) {
    std::vector<int64_t> counts(static_cast<size_t>(bins.count), 0);
    for (const auto &[v, c] : d.histogram) {
        const int64_t i = (v - bins.first) / bins.width;
        if (i >= 0 && i < bins.count) counts[static_cast<size_t>(i)] += c;
    }
    return counts;
}

std::vector<const Distribution *> chartDistributions(const ChartData &data, ChartKind kind, const ChartStyle &style) {
    std::vector<const Distribution *> ds;
    for (const auto &s : data.readings)
        ds.push_back(kind == ChartKind::Margin   ? &s.margin
                     : kind == ChartKind::Rounds ? &s.rounds
                                                 : &measureOf(s, style.measure));
    return ds;
}

const Distribution &measureOf(const ReadingSeries &s, const QString &measure) {
    if (measure == QLatin1String("laps")) return s.laps;
    if (measure == QLatin1String("rounds")) return s.rounds;
    return s.turns;
}

QString measureLabel(const QString &measure) {
    if (measure == QLatin1String("laps")) return tr("Laps (sowing segments) per match");
    if (measure == QLatin1String("rounds")) return tr("Rounds per match");
    return tr("Turns per match");
}

void preparePlot(QCustomPlot *plot, const ChartStyle &style) {
    plot->clearPlottables();
    plot->clearItems();
    plot->clearGraphs();
    QFont f = plot->font();
    f.setPointSizeF(style.fontPt);
    for (QCPAxis *a : {plot->xAxis, plot->yAxis}) {
        a->setTickLabelFont(f);
        a->setLabelFont(f);
        a->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        a->setTickLabelRotation(0);
        a->grid()->setVisible(true);
        a->grid()->setPen(QPen(QColor(220, 220, 220), 0, Qt::DotLine));
        a->setLabel(QString());
    }
    plot->legend->setFont(f);
    plot->legend->setVisible(true);
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setBrush(Qt::NoBrush);
    plot->legend->setRowSpacing(0);
    plot->legend->setColumnSpacing(int(style.fontPt));
    if (plot->plotLayout()->rowCount() < 2) {
        // Legend below the axes, so it never hides data.
        plot->axisRect()->insetLayout()->take(plot->legend);
        plot->plotLayout()->addElement(1, 0, plot->legend);
        plot->plotLayout()->setRowStretchFactor(1, 0.001);
        plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
        plot->legend->setWrap(3);
    }
}

void drawMessage(QCustomPlot *plot, const QString &text) {
    auto *t = new QCPItemText(plot);
    t->position->setType(QCPItemPosition::ptAxisRectRatio);
    t->position->setCoords(0.5, 0.5);
    t->setText(text);
    plot->legend->setVisible(false);
}

CategoryLabels categoryLabels(const ChartData &data) {
    static const QRegularExpression cell(QStringLiteral("^(.+)\\[(.+)\\]$"));
    CategoryLabels out;
    QString base;
    bool allCells = !data.readings.empty();
    for (const auto &s : data.readings) {
        const auto m = cell.match(s.id);
        if (!m.hasMatch() || (!base.isEmpty() && base != m.captured(1))) allCells = false;
        if (m.hasMatch()) base = m.captured(1);
    }
    // Sweep cells: the values only, one per line, when every cell names the same options in the
    // same order (the axis title names them).
    QStringList options;
    if (allCells) {
        for (const auto &s : data.readings) {
            QStringList names;
            for (const QString &kv : cell.match(s.id).captured(2).split(QLatin1Char(',')))
                names << kv.section(QLatin1Char('='), 0, 0);
            if (options.isEmpty()) options = names;
            else if (options != names) options = {QString()};
        }
    }
    const bool valuesOnly = allCells && !options.isEmpty() && !options.front().isEmpty();
    for (const auto &s : data.readings) {
        if (allCells) {
            QStringList parts = cell.match(s.id).captured(2).split(QLatin1Char(','));
            if (valuesOnly)
                for (QString &kv : parts) kv = kv.section(QLatin1Char('='), 1);
            out.labels << parts.join(QLatin1Char('\n'));
            continue;
        }
        QString text, line;
        for (const QString &part : s.id.split(QRegularExpression(QStringLiteral("(?<=[-_])")), Qt::SkipEmptyParts)) {
            if (!line.isEmpty() && line.size() + part.size() > 16) {
                text += line + QLatin1Char('\n');
                line.clear();
            }
            line += part;
        }
        out.labels << text + line;
    }
    out.cells = allCells;
    out.axisTitle = valuesOnly ? tr("Sweep of %1: %2").arg(base, options.join(QStringLiteral(" / ")))
                    : allCells ? tr("Sweep of %1").arg(base)
                               : tr("Reading");
    return out;
}

QSharedPointer<QCPAxisTickerText> textTicker(const QStringList &labels, double start) {
    QSharedPointer<QCPAxisTickerText> t(new QCPAxisTickerText);
    for (int i = 0; i < labels.size(); ++i) t->addTick(start + i, labels[i]);
    return t;
}

QColor endColor(const QString &reason) {
    static const QStringList order{QStringLiteral("finished"),    QStringLiteral("relay_loop"), QStringLiteral("round_stalled"),
                                   QStringLiteral("match_cycle"), QStringLiteral("deadlock"),   QStringLiteral("cap_reached"),
                                   QStringLiteral("ludii_limit")};
    static const QColor colors[] = {QColor(0x4d, 0x4d, 0x4d), QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9),
                                    QColor(0xcc, 0x79, 0xa7), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73),
                                    QColor(0x00, 0x72, 0xb2)};
    const auto i = order.indexOf(reason);
    return i >= 0 ? colors[i] : QColor(0x99, 0x99, 0x99);
}

QStringList endReasonOrder(const ChartData &data) {
    QStringList r{QStringLiteral("finished")};
    for (const auto &s : data.readings)
        for (const auto &[k, v] : s.endReasons)
            if (!r.contains(k)) r << k;
    return r;
}

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
    for (int i = 0; i < n; ++i) {
        const auto &s = data.readings[static_cast<size_t>(i)];
        auto *bars = new QCPBars(plot->xAxis, plot->yAxis);
        bars->setName(cats.series(data, i));
        bars->setPen(Qt::NoPen);
        bars->setBrush(readingColor(i));
        bars->setWidth(0.8 / n);
        bars->setBarsGroup(group);
        const double total = static_cast<double>(s.rounds.count());
        for (const auto &[v, c] : s.rounds.histogram)
            bars->addData(static_cast<double>(v), total > 0 ? static_cast<double>(c) / total : 0);
    }
    plot->xAxis->setLabel(tr("Rounds per match"));
    plot->yAxis->setLabel(tr("Share of matches"));
    QSharedPointer<QCPAxisTickerFixed> t(new QCPAxisTickerFixed);
    t->setTickStep(1);
    t->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    plot->xAxis->setTicker(t);
    plot->rescaleAxes();
    plot->xAxis->setRange(plot->xAxis->range().lower - 0.6, plot->xAxis->range().upper + 0.6);
    plot->yAxis->setRange(0, plot->yAxis->range().upper * 1.08);
    return true;
}

bool buildAdvantage(QCustomPlot *plot, const ChartData &data, const ChartStyle &style) {
    const int n = static_cast<int>(data.readings.size());
    double lo = 0.5, hi = 0.5;
    for (int i = 0; i < n; ++i) {
        const auto &s = data.readings[static_cast<size_t>(i)];
        const IntervalValue *m = s.metric(style.advantageMetric);
        QCPGraph *g = plot->addGraph();
        g->setName(s.label());
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, readingColor(i), readingColor(i), 7));
        g->setPen(QPen(readingColor(i)));
        if (!m) continue;
        g->addData(i + 1, m->value);
        auto *err = new QCPErrorBars(plot->xAxis, plot->yAxis);
        err->removeFromLegend();
        err->setDataPlottable(g);
        err->setPen(QPen(readingColor(i), 1.4));
        err->setWhiskerWidth(8);
        err->addData(m->value - m->lo, m->hi - m->value);
        lo = std::min(lo, m->lo);
        hi = std::max(hi, m->hi);
    }
    auto *ref = new QCPItemStraightLine(plot);
    ref->setPen(QPen(Qt::gray, 1, Qt::DashLine));
    ref->point1->setCoords(0, 0.5);
    ref->point2->setCoords(1, 0.5);
    CategoryLabels cats = categoryLabels(data);
    // A reading most of whose matches did not end by rule is marked: its outcome rests on
    // the few that did (or, for AdvantageP1_ludii, mostly on undecided matches counted as draws).
    bool marked = false;
    for (int i = 0; i < n && i < cats.labels.size(); ++i) {
        const auto &s = data.readings[static_cast<size_t>(i)];
        int64_t rule = s.matches;
        for (const auto &[k, v] : s.endedBy)
            if (k == QLatin1String("rule")) rule = v;
        if (2 * rule < s.matches) {
            cats.labels[i] += QStringLiteral(" \u2020");
            marked = true;
        }
    }
    if (marked) {
        auto *note = new QCPItemText(plot);
        note->position->setType(QCPItemPosition::ptAxisRectRatio);
        note->position->setCoords(0.01, 0.01);
        note->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        note->setFont(plot->xAxis->labelFont());
        note->setText(tr("\u2020 most matches did not end by rule"));
    }
    plot->xAxis->setTicker(textTicker(cats.labels));
    if (n > 6) plot->xAxis->setTickLabelRotation(30);
    plot->xAxis->setRange(0.4, n + 0.6);
    const double pad = std::max(0.02, (hi - lo) * 0.1);
    plot->yAxis->setRange(std::max(0.0, lo - pad), std::min(1.0, hi + pad));
    plot->yAxis->setLabel(style.advantageMetric == QLatin1String("AdvantageP1") ? tr("AdvantageP1 (95% CI)")
                                                                                : tr("%1 (95% CI)").arg(style.advantageMetric));
    plot->xAxis->setLabel(cats.axisTitle);
    // The x axis names every reading already; a legend would only repeat it (and is
    // cut off at single-column width).
    plot->legend->setVisible(false);
    return true;
}

bool buildEndReasons(QCustomPlot *plot, const ChartData &data, const ChartStyle &) {
    const int n = static_cast<int>(data.readings.size());
    const QStringList reasons = endReasonOrder(data);
    QCPBars *below = nullptr;
    for (const QString &reason : reasons) {
        auto *bars = new QCPBars(plot->xAxis, plot->yAxis);
        // The legend says how the matches ended in words; the CSV keeps the key.
        EndReason er;
        bars->setName(endReasonFromKey(reason.toStdString(), er) ? endReasonName(er) : reason);
        bars->setPen(QPen(Qt::white, 0.5));
        bars->setBrush(endColor(reason));
        bars->setWidth(0.6);
        bool any = false;
        for (int i = 0; i < n; ++i) {
            const auto &s = data.readings[static_cast<size_t>(i)];
            int64_t c = 0;
            for (const auto &[k, v] : s.endReasons)
                if (k == reason) c = v;
            any = any || c > 0;
            bars->addData(i + 1, s.matches > 0 ? static_cast<double>(c) / static_cast<double>(s.matches) : 0);
        }
        if (!any && reason != QLatin1String("finished")) {
            plot->removePlottable(bars);
            continue;
        }
        if (below) bars->moveAbove(below);
        below = bars;
    }
    const CategoryLabels cats = categoryLabels(data);
    plot->xAxis->setTicker(textTicker(cats.labels));
    if (n > 6) plot->xAxis->setTickLabelRotation(30);
    plot->xAxis->setRange(0.4, n + 0.6);
    plot->yAxis->setRange(0, 1.0);
    plot->yAxis->setLabel(tr("Share of matches"));
    plot->xAxis->setLabel(cats.axisTitle);
    return true;
}

}  // namespace rulelab::charts
