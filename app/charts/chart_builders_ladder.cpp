// The figure of a ladder of playing strength (rulelab-cli ladder): a metric against the measured
// strength of the agents that played, one line per reading, and the exact value of a solved board
// as the ladder's limit.
#include "chart_builders.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace rulelab::charts {

namespace {

// Told apart in greyscale: a marker shape and a line style per reading, beside its colour.
QCPScatterStyle::ScatterShape ladderShape(int i) {
    static const QCPScatterStyle::ScatterShape shapes[] = {QCPScatterStyle::ssDisc,     QCPScatterStyle::ssSquare,
                                                           QCPScatterStyle::ssTriangle, QCPScatterStyle::ssDiamond,
                                                           QCPScatterStyle::ssCross,    QCPScatterStyle::ssPlus};
    return shapes[i % 6];
}
Qt::PenStyle ladderLine(int i) {
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return styles[i % 4];
}

// The extent of what is drawn: strength on x, the metric on y.
struct LadderBounds {
    double xlo = 0, xhi = 0, ylo = 0.5, yhi = 0.5;
};

// Reading `i`'s line: one point per rated rung with the metric, in the order of their ratings, with
// the intervals of both and the agent's name beside it (the anchor, at 0 in every reading, once).
// Whether any point was drawn.
bool drawLadderReading(QCustomPlot *plot, const LadderReading &lr, size_t i, const ChartStyle &style, LadderBounds &b) {
    const QString &key = style.ladderMetric;
    const int n = static_cast<int>(i);
    const QColor c = readingColor(n);
    QCPGraph *g = plot->addGraph();
    g->setName(lr.label());
    g->setPen(QPen(c, 1.4, ladderLine(n)));
    g->setScatterStyle(QCPScatterStyle(ladderShape(n), QPen(c, 1.4), QBrush(n % 2 ? Qt::white : c), 7));
    auto *yerr = new QCPErrorBars(plot->xAxis, plot->yAxis);
    yerr->removeFromLegend();
    yerr->setDataPlottable(g);
    yerr->setPen(QPen(c, 1.2));
    yerr->setWhiskerWidth(6);
    auto *xerr = new QCPErrorBars(plot->xAxis, plot->yAxis);
    xerr->removeFromLegend();
    xerr->setDataPlottable(g);
    xerr->setErrorType(QCPErrorBars::etKeyError);
    xerr->setPen(QPen(c, 0.8));
    xerr->setWhiskerWidth(4);
    // QCPGraph keeps its points sorted by x, and an error bar belongs to the point of its index:
    // the rungs are added in the order of their ratings.
    std::vector<const LadderRung *> rated;
    for (const LadderRung &r : lr.rungs)
        if (r.rated && r.series.metric(key) && r.series.metric(key)->known) rated.push_back(&r);
    std::stable_sort(rated.begin(), rated.end(), [](auto *x, auto *y) { return x->elo.value < y->elo.value; });
    for (const LadderRung *rp : rated) {
        const LadderRung &r = *rp;
        const IntervalValue *m = r.series.metric(key);
        g->addData(r.elo.value, m->value);
        yerr->addData(m->value - m->lo, m->hi - m->value);
        xerr->addData(r.elo.value - r.elo.lo, r.elo.hi - r.elo.value);
        b.xlo = std::min(b.xlo, r.elo.lo);
        b.xhi = std::max(b.xhi, r.elo.hi);
        b.ylo = std::min(b.ylo, m->lo);
        b.yhi = std::max(b.yhi, m->hi);
        if (i > 0 && r.elo.lo == r.elo.hi) continue;
        auto *label = new QCPItemText(plot);
        label->setText(r.agent);
        label->setFont(figureFont(style.fontPt * 0.75));
        label->setColor(c.darker(130));
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->position->setCoords(r.elo.value, m->value);
        label->setPadding(QMargins(4, 0, 0, 3));
    }
    return !rated.empty();
}

// The limit: the first mover's points under best play, where the board was solved. Whether any
// reading has one.
bool drawExactLimits(QCustomPlot *plot, const ChartData &data, double xpad, LadderBounds &b) {
    bool exact = false;
    for (size_t i = 0; i < data.ladder.size(); ++i) {
        if (!data.ladder[i].solved) continue;
        QCPGraph *lim = plot->addGraph();
        lim->setName(tr("%1: exact play").arg(data.ladder[i].label()));
        lim->setPen(QPen(readingColor(static_cast<int>(i)), 1, Qt::DashDotDotLine));
        lim->addData(b.xlo - xpad, data.ladder[i].exactFirstMover);
        lim->addData(b.xhi + xpad, data.ladder[i].exactFirstMover);
        b.ylo = std::min(b.ylo, data.ladder[i].exactFirstMover);
        b.yhi = std::max(b.yhi, data.ladder[i].exactFirstMover);
        exact = true;
    }
    return exact;
}

QString ladderCaption(const ChartData &data, const QString &key, bool exact) {
    QString caption = tr("Each point a rung of the ladder, its agent playing itself; x: its Bradley-Terry rating from "
                         "matches between adjacent rungs (both seat orders), y: %1. Bars: 95% intervals.")
                          .arg(metricTitle(key));
    if (!exact) return caption;
    caption += QLatin1Char(' ') + tr("Dash-dotted line: the exact value under best play (the ladder's limit).");
    for (const LadderReading &lr : data.ladder) {
        if (!lr.solved) continue;
        caption += QLatin1Char(' ') + (lr.reached ? tr("%1: the top rung's interval holds the exact value.")
                                                  : tr("%1: not yet: the top rung's interval does not hold the exact "
                                                       "value."))
                                          .arg(lr.label());
    }
    return caption;
}

}  // namespace

bool buildLadder(QCustomPlot *plot, const ChartData &data, const ChartStyle &style) {
    if (data.ladder.empty()) {
        drawMessage(plot, tr("No ladder: these results are not from 'rulelab-cli ladder'."));
        return false;
    }
    const QString &key = style.ladderMetric;
    LadderBounds b;
    bool any = false, exact = false;
    for (size_t i = 0; i < data.ladder.size(); ++i) any = drawLadderReading(plot, data.ladder[i], i, style, b) || any;
    if (!any) {
        drawMessage(plot, tr("No rated rung has metric '%1'.").arg(key));
        return false;
    }
    const double xpad = std::max(20.0, (b.xhi - b.xlo) * 0.06);
    if (key == QLatin1String("AdvantageP1") || key == QLatin1String("AdvantageP1_ludii")) exact = drawExactLimits(plot, data, xpad, b);
    plot->xAxis->setRange(b.xlo - xpad, b.xhi + xpad);
    const double ypad = std::max(0.04, (b.yhi - b.ylo) * 0.14);  // room for the labels above the points
    plot->yAxis->setRange(b.ylo - ypad, b.yhi + ypad);
    setAxisTitle(plot->xAxis, tr("Playing strength (Elo, uniform random = 0)"));
    setAxisTitle(plot->yAxis, metricTitle(key));
    setCaption(plot, ladderCaption(data, key, exact));
    return true;
}

QByteArray ladderCsv(const ChartData &data, const ChartStyle &style) {
    QByteArray out = "reading,agent,elo,elo_lo,elo_hi,metric,value,lo,hi,exact_first_mover\n";
    auto n = [](double v) { return QByteArray::number(v, 'g', 10); };
    for (const LadderReading &lr : data.ladder)
        for (const LadderRung &r : lr.rungs) {
            const IntervalValue *m = r.series.metric(style.ladderMetric);
            out += lr.id.toUtf8() + ',' + r.agent.toUtf8() + ',' +
                   (r.rated ? n(r.elo.value) + ',' + n(r.elo.lo) + ',' + n(r.elo.hi) : QByteArray(",,")) + ',' +
                   style.ladderMetric.toUtf8() + ',' +
                   (m && m->known ? n(m->value) + ',' + n(m->lo) + ',' + n(m->hi) : QByteArray(",,")) + ',' +
                   (lr.solved ? n(lr.exactFirstMover) : QByteArray()) + '\n';
        }
    return out;
}

}  // namespace rulelab::charts
