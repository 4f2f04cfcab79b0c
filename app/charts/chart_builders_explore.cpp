// The figure of an exploration (issue 20): for one requirement, every candidate's estimate of
// its metric with the 95% interval, the candidates sorted by the estimate, each marked by its
// verdict (colour and marker shape, named in the legend), against the requirement's threshold
// line or band. The Explore tab draws it and exports it with its CSV.
#include "chart_builders.h"

#include "experiment/display_names.h"
#include "experiment/explore.h"
#include "plugin/qt_text.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace rulelab::charts {

namespace {

QString shortNumber(double v) { return QString::number(v, 'g', 4); }

// Colour-blind safe (Okabe-Ito) and told apart by the marker too: feasible a filled disc,
// infeasible a cross, uncertain an open square.
QColor verdictColor(Verdict v) {
    switch (v) {
    case Verdict::Feasible: return QColor(0x00, 0x9e, 0x73);
    case Verdict::Infeasible: return QColor(0xd5, 0x5e, 0x00);
    case Verdict::Uncertain: break;
    }
    return QColor(0x80, 0x80, 0x80);
}
QCPScatterStyle verdictMarker(Verdict v) {
    const QColor c = verdictColor(v);
    switch (v) {
    case Verdict::Feasible: return QCPScatterStyle(QCPScatterStyle::ssDisc, c, c, 7);
    case Verdict::Infeasible: return QCPScatterStyle(QCPScatterStyle::ssCross, QPen(c, 2), Qt::NoBrush, 8);
    case Verdict::Uncertain: break;
    }
    return QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(c, 1.4), QBrush(Qt::white), 7);
}
QString verdictLabel(Verdict v) {
    switch (v) {
    case Verdict::Feasible: return tr("feasible");
    case Verdict::Infeasible: return tr("infeasible");
    case Verdict::Uncertain: break;
    }
    return tr("uncertain");
}

// The candidates with an estimate of requirement `req`, sorted by it (ties by candidate order).
std::vector<size_t> sortedCandidates(const ExploreResult &r, size_t req) {
    std::vector<size_t> order;
    for (size_t i = 0; i < r.candidates.size(); ++i)
        if (req < r.candidates[i].requirements.size() && r.candidates[i].matches > 0 &&
            r.candidates[i].requirements[req].estimate.hasValue && std::isfinite(r.candidates[i].requirements[req].estimate.value))
            order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return r.candidates[a].requirements[req].estimate.value < r.candidates[b].requirements[req].estimate.value;
    });
    return order;
}

}  // namespace

QString exploreMetricTitle(const std::string &key) {
    if (key == "usage_similarity" && metricName(key) == q(key)) return tr("Usage similarity (Spearman's rho)");
    return metricTitle(q(key));
}

QString requirementTitle(const Requirement &r) {
    QString metric = exploreMetricTitle(r.metric);
    if (!r.evidence.empty()) {
        const std::string file = r.evidence.substr(r.evidence.find_last_of("/\\") + 1);
        metric = tr("%1 with %2").arg(metric, q(file));
    }
    switch (r.op) {
    case Requirement::Op::AtLeast: return tr("%1 \u2265 %2").arg(metric, shortNumber(r.lo));
    case Requirement::Op::AtMost: return tr("%1 \u2264 %2").arg(metric, shortNumber(r.hi));
    case Requirement::Op::Between: break;
    }
    return tr("%1 between %2 and %3").arg(metric, shortNumber(r.lo), shortNumber(r.hi));
}

namespace {

// The range of the values drawn on the y axis.
struct YRange {
    double lo = std::numeric_limits<double>::infinity(), hi = -std::numeric_limits<double>::infinity();
    void take(double a, double b) {
        lo = std::min(lo, a);
        hi = std::max(hi, b);
    }
};

// The candidates in `order` (rank 1 first), one graph per verdict: each estimate with its interval.
// `counts`: the matches of each candidate drawn.
void drawVerdictPoints(QCustomPlot *plot, const ExploreResult &result, const std::vector<size_t> &order, size_t requirement,
                       YRange &y, std::vector<int64_t> &counts) {
    const int n = static_cast<int>(order.size());
    for (Verdict v : {Verdict::Feasible, Verdict::Uncertain, Verdict::Infeasible}) {
        QCPGraph *g = plot->addGraph();
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(verdictMarker(v));
        g->setPen(QPen(verdictColor(v)));
        auto *err = new QCPErrorBars(plot->xAxis, plot->yAxis);
        err->removeFromLegend();
        err->setDataPlottable(g);
        err->setPen(QPen(verdictColor(v), 1.4, v == Verdict::Uncertain ? Qt::DashLine : Qt::SolidLine));
        err->setWhiskerWidth(n > 60 ? 2 : 6);
        int shown = 0;
        for (int rank = 0; rank < n; ++rank) {
            const Candidate &c = result.candidates[order[static_cast<size_t>(rank)]];
            if (c.verdict != v) continue;
            const stats::Interval &e = c.requirements[requirement].estimate;
            g->addData(rank + 1, e.value);
            // Without an interval (too few matches for its method) the point stands alone.
            err->addData(e.available ? e.value - e.lo : 0, e.available ? e.hi - e.value : 0);
            y.take(e.available ? e.lo : e.value, e.available ? e.hi : e.value);
            counts.push_back(c.matches);
            ++shown;
        }
        g->setName(QStringLiteral("%1 (%2)").arg(verdictLabel(v)).arg(shown));
        if (shown == 0) g->removeFromLegend();
    }
}

// The requirement: a dashed line at its bound, or a shaded band between its two.
void drawRequirement(QCustomPlot *plot, const Requirement &req, YRange &y) {
    const QPen thresholdPen(QColor(0x33, 0x33, 0x33), 1.2, Qt::DashLine);
    auto line = [&](double at) {
        auto *l = new QCPItemStraightLine(plot);
        l->setPen(thresholdPen);
        l->point1->setCoords(0, at);
        l->point2->setCoords(1, at);
        y.take(at, at);
    };
    if (req.op == Requirement::Op::Between) {
        auto *band = new QCPItemRect(plot);
        for (QCPItemPosition *p : {band->topLeft, band->bottomRight}) {
            p->setTypeX(QCPItemPosition::ptAxisRectRatio);
            p->setTypeY(QCPItemPosition::ptPlotCoords);
        }
        band->topLeft->setCoords(0, req.hi);
        band->bottomRight->setCoords(1, req.lo);
        band->setPen(Qt::NoPen);
        band->setBrush(QColor(0x00, 0x9e, 0x73, 28));
        band->setLayer(QStringLiteral("background"));
        line(req.lo);
        line(req.hi);
    } else {
        line(req.op == Requirement::Op::AtLeast ? req.lo : req.hi);
    }
}

// What the figure shows: the matches, the requirement, the verdicts' error rate, what is not drawn.
QString exploreCaption(const ExploreResult &result, const Requirement &req, int n, const std::vector<int64_t> &counts) {
    const auto [fewest, most] = std::minmax_element(counts.begin(), counts.end());
    const QString matches =
        *fewest == *most ? tr("%1 matches each").arg(*fewest) : tr("%1 to %2 matches each").arg(*fewest).arg(*most);
    QString caption =
        tr("Each candidate's estimate with its 95% interval (%1), the candidates sorted by the estimate. %2: %3. "
           "Marker and colour give the verdict, reached on Bonferroni-adjusted intervals so that the chance of any "
           "wrong verdict is at most %4.")
            .arg(matches,
                 req.op == Requirement::Op::Between ? tr("Shaded band: the requirement") : tr("Dashed line: the requirement"),
                 requirementTitle(req), shortNumber(result.prepared.spec.alpha));
    if (static_cast<size_t>(n) < result.candidates.size())
        caption +=
            QLatin1Char(' ') +
            tr("%1 candidate(s) without an estimate are not drawn.").arg(static_cast<qlonglong>(result.candidates.size()) - n);
    return caption;
}

}  // namespace

bool buildExploreChart(QCustomPlot *plot, const ExploreResult &result, size_t requirement, const ChartStyle &style) {
    preparePlot(plot, style);
    const std::vector<Requirement> &reqs = result.prepared.requirements;
    const std::vector<size_t> order = requirement < reqs.size() ? sortedCandidates(result, requirement) : std::vector<size_t>{};
    if (order.empty()) {
        drawMessage(plot, result.candidates.empty() ? tr("No exploration yet: run one or open a saved one.")
                                                    : tr("No candidate has an estimate of this requirement yet."));
        finishLayout(plot);
        plot->replot();
        return false;
    }
    const Requirement &req = reqs[requirement];
    const int n = static_cast<int>(order.size());
    YRange y;
    std::vector<int64_t> counts;
    drawVerdictPoints(plot, result, order, requirement, y, counts);
    drawRequirement(plot, req, y);
    // The candidates by their numbers (their order in the table) when there is room for them.
    if (n <= 40) {
        QStringList labels;
        for (size_t i : order) labels << QString::number(i + 1);
        setCategories(plot->xAxis, labels, 1, true);
        setAxisTitle(plot->xAxis, tr("Candidate (its number in the table), sorted by the estimate"));
    } else {
        setAxisTitle(plot->xAxis, tr("Candidates, sorted by the estimate (rank)"));
    }
    plot->xAxis->setRange(0.4, n + 0.6);
    plot->xAxis->grid()->setVisible(false);
    const double pad = std::max(1e-3, (y.hi - y.lo) * 0.08);
    plot->yAxis->setRange(y.lo - pad, y.hi + pad);
    setAxisTitle(plot->yAxis, exploreMetricTitle(req.metric));
    setCaption(plot, exploreCaption(result, req, n, counts));
    finishLayout(plot);
    plot->replot();
    return true;
}

QByteArray exploreChartCsv(const ExploreResult &result, size_t requirement) {
    QByteArray out =
        "rank,candidate_number,candidate,matches,metric,estimate,estimate_lo,estimate_hi,interval_available,"
        "requirement,verdict\n";
    if (requirement >= result.prepared.requirements.size()) return out;
    const Requirement &req = result.prepared.requirements[requirement];
    const std::vector<size_t> order = sortedCandidates(result, requirement);
    int rank = 0;
    for (size_t i : order) {
        const Candidate &c = result.candidates[i];
        const stats::Interval &e = c.requirements[requirement].estimate;
        out += QByteArray::number(++rank) + ',' + QByteArray::number(static_cast<qulonglong>(i + 1)) + ',' + csvField(q(c.id)) +
               ',' + QByteArray::number(static_cast<qlonglong>(c.matches)) + ',' + csvField(q(req.metric)) + ',' + csvNumber(e.value) +
               ',' + (e.available ? csvNumber(e.lo) : QByteArray()) + ',' + (e.available ? csvNumber(e.hi) : QByteArray()) + ',' +
               (e.available ? "true" : "false") + ',' + csvField(q(req.text())) + ',' + verdictKey(c.verdict) + '\n';
    }
    return out;
}

}  // namespace rulelab::charts
