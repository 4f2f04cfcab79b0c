#include "charts.h"

#include "experiment/results_io.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace rulelab::charts {

namespace {

// The context is the one lupdate assigns to tr() calls in this namespace.
QString tr(const char *s) { return QCoreApplication::translate("rulelab::charts", s); }

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

void prepare(QCustomPlot *plot, const ChartStyle &style) {
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

void message(QCustomPlot *plot, const QString &text) {
    auto *t = new QCPItemText(plot);
    t->position->setType(QCPItemPosition::ptAxisRectRatio);
    t->position->setCoords(0.5, 0.5);
    t->setText(text);
    plot->legend->setVisible(false);
}

// Histogram as shares, with bins widened when values spread far (keeps lines readable).
void distributionGraph(QCustomPlot *plot, const Distribution &d, const QString &name, const QColor &c, bool ecdf) {
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
        const int64_t lo = d.histogram.begin()->first, hi = d.histogram.rbegin()->first;
        const int64_t width = std::max<int64_t>(1, (hi - lo + 59) / 60);
        std::map<int64_t, int64_t> bins;
        for (int64_t b = lo - width; b <= hi + width; b += width) bins[b] = 0;
        for (const auto &[v, cnt] : d.histogram) bins[lo + ((v - lo) / width) * width] += cnt;
        for (const auto &[b, cnt] : bins) {
            x << static_cast<double>(b) + (width - 1) / 2.0;
            y << static_cast<double>(cnt) / n / static_cast<double>(width);
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

// Tick labels for one category per reading, short enough to read at single-column width: a
// sweep cell "base[a=x,b=y]" is shown as its varied values, one per line (the axis then names
// the base), and a long id is broken at its hyphens and underscores into lines of about 16
// characters. Many readings are also slanted.
struct CategoryLabels {
    QStringList labels;
    QString axisTitle;
    bool cells = false;  // sweep cells of one base reading
    // The name of reading i in a legend: a sweep cell's values on one line, else its name.
    QString series(const ChartData &data, int i) const {
        return cells ? labels.value(i).replace(QLatin1Char('\n'), QStringLiteral(", "))
                     : data.readings[static_cast<size_t>(i)].label();
    }
};

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

QSharedPointer<QCPAxisTickerText> textTicker(const QStringList &labels, double start = 1) {
    QSharedPointer<QCPAxisTickerText> t(new QCPAxisTickerText);
    for (int i = 0; i < labels.size(); ++i) t->addTick(start + i, labels[i]);
    return t;
}

QColor endColor(const QString &reason) {
    static const QStringList order{QStringLiteral("finished"), QStringLiteral("relay_loop"), QStringLiteral("round_stalled"),
                                   QStringLiteral("match_cycle"), QStringLiteral("deadlock"), QStringLiteral("cap_reached"),
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

QByteArray csvField(const QString &s) {
    QByteArray b = s.toUtf8();
    if (b.contains(',') || b.contains('"') || b.contains('\n')) b = '"' + b.replace("\"", "\"\"") + '"';
    return b;
}
QByteArray num(double v) { return QByteArray::number(v, 'g', 10); }

const Effect *firstEffect(const ChartData &data, const QString &metric, QString &chosen) {
    chosen = metric;
    if (chosen.isEmpty() && !data.effects.empty()) chosen = data.effectMetrics().front();
    for (const auto &e : data.effects)
        if (e.metric == chosen) return &e;
    return nullptr;
}

// The balanced cell mean m(a, b) = contrast + m(a, .) + m(., b) - m(., .), from the interaction
// and the two main effects; false when a level is missing.
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

}  // namespace

QStringList interactionPairs(const ChartData &data, const QString &metric) {
    std::vector<const InteractionData *> v;
    for (const auto &in : data.interactions)
        if (in.metric == metric) v.push_back(&in);
    std::stable_sort(v.begin(), v.end(), [](auto *x, auto *y) { return x->largest > y->largest; });
    QStringList out;
    for (const auto *in : v) out << in->label() << in->optionB + QStringLiteral(" x ") + in->optionA;
    return out;
}

bool chosenInteraction(const ChartData &data, const ChartStyle &style, InteractionData &out) {
    QString metric = style.effectMetric;
    if (metric.isEmpty() && !data.effects.empty()) metric = data.effectMetrics().front();
    const QStringList pairs = interactionPairs(data, metric);
    if (pairs.isEmpty()) return false;
    const QString want = style.interaction.isEmpty() ? pairs.front() : style.interaction;
    for (const auto &in : data.interactions) {
        if (in.metric != metric) continue;
        if (in.label() == want) {
            out = in;
            return true;
        }
        if (in.optionB + QStringLiteral(" x ") + in.optionA == want) {
            out = in;
            std::swap(out.optionA, out.optionB);
            for (auto &c : out.cells) std::swap(c.a, c.b);
            return true;
        }
    }
    return false;
}

QString kindKey(ChartKind k) {
    switch (k) {
    case ChartKind::Length: return QStringLiteral("length");
    case ChartKind::Advantage: return QStringLiteral("advantage");
    case ChartKind::Ends: return QStringLiteral("ends");
    case ChartKind::Margin: return QStringLiteral("margin");
    case ChartKind::Rounds: return QStringLiteral("rounds");
    case ChartKind::Effects: return QStringLiteral("effects");
    case ChartKind::Interaction: return QStringLiteral("interaction");
    }
    return {};
}

bool kindFromKey(const QString &key, ChartKind &out) {
    for (ChartKind k : kAllKinds)
        if (kindKey(k) == key) {
            out = k;
            return true;
        }
    return false;
}

QString kindTitle(ChartKind k) {
    switch (k) {
    case ChartKind::Length: return tr("Game length");
    case ChartKind::Advantage: return tr("First-player advantage");
    case ChartKind::Ends: return tr("End reasons");
    case ChartKind::Margin: return tr("Score margin");
    case ChartKind::Rounds: return tr("Rounds per match");
    case ChartKind::Effects: return tr("Option main effects");
    case ChartKind::Interaction: return tr("Option interactions");
    }
    return {};
}

QColor readingColor(int index) {
    static const QColor okabeIto[] = {QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73),
                                      QColor(0xcc, 0x79, 0xa7), QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9),
                                      QColor(0xf0, 0xe4, 0x42), QColor(0x00, 0x00, 0x00)};
    return okabeIto[index % 8];
}

bool buildChart(QCustomPlot *plot, const ChartData &data, ChartKind kind, const ChartStyle &style) {
    prepare(plot, style);
    const int n = static_cast<int>(data.readings.size());
    if (n == 0) {
        message(plot, tr("No results yet: run an experiment or open a results file."));
        plot->replot();
        return false;
    }
    bool ok = true;
    switch (kind) {
    case ChartKind::Length:
    case ChartKind::Margin: {
        const bool length = kind == ChartKind::Length;
        const CategoryLabels cats = categoryLabels(data);
        for (int i = 0; i < n; ++i) {
            const auto &s = data.readings[static_cast<size_t>(i)];
            distributionGraph(plot, length ? measureOf(s, style.measure) : s.margin, cats.series(data, i), readingColor(i),
                              length && style.ecdf);
        }
        plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new IntegerTicker));
        plot->xAxis->setLabel(length ? measureLabel(style.measure) : tr("Final score margin (first mover minus second)"));
        plot->yAxis->setLabel(length && style.ecdf ? tr("Cumulative share of matches") : tr("Share of matches"));
        plot->rescaleAxes();
        plot->yAxis->setRangeLower(0);
        plot->yAxis->setRangeUpper(plot->yAxis->range().upper * 1.05);
        break;
    }
    case ChartKind::Rounds: {
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
        break;
    }
    case ChartKind::Advantage: {
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
        plot->yAxis->setLabel(style.advantageMetric == QLatin1String("AdvantageP1")
                                  ? tr("AdvantageP1 (95% CI)")
                                  : tr("%1 (95% CI)").arg(style.advantageMetric));
        plot->xAxis->setLabel(cats.axisTitle);
        // The x axis names every reading already; a legend would only repeat it (and is
        // cut off at single-column width).
        plot->legend->setVisible(false);
        break;
    }
    case ChartKind::Ends: {
        const QStringList reasons = endReasonOrder(data);
        QCPBars *below = nullptr;
        for (const QString &reason : reasons) {
            auto *bars = new QCPBars(plot->xAxis, plot->yAxis);
            bars->setName(reason);
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
        break;
    }
    case ChartKind::Effects: {
        QString metric;
        if (!firstEffect(data, style.effectMetric, metric)) {
            message(plot, data.effects.empty() ? tr("No main effects: these results are not from a sweep.")
                                               : tr("No main effects for metric '%1'.").arg(style.effectMetric));
            ok = false;
            break;
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
            const QColor c = readingColor(optionIndex++);
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, c, c, 7));
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
        // Two lines and four ticks: the figure must read at single-column width (85 mm).
        plot->xAxis->setLabel(tr("Effect on %1\n(level minus grand mean, 95% CI)").arg(metric));
        plot->xAxis->ticker()->setTickCount(3);
        plot->yAxis->grid()->setVisible(false);
        break;
    }
    case ChartKind::Interaction: {
        InteractionData chosen;
        const InteractionData *in = chosenInteraction(data, style, chosen) ? &chosen : nullptr;
        if (!in) {
            message(plot, data.interactions.empty()
                              ? tr("No interactions: these results are not from a sweep of two options or more.")
                              : tr("No interaction '%1' on metric '%2'.").arg(style.interaction, style.effectMetric));
            ok = false;
            break;
        }
        const Effect *ea = data.effect(in->optionA, in->metric), *eb = data.effect(in->optionB, in->metric);
        if (!ea || !eb) {
            message(plot, tr("The main effects of '%1' are missing from these results.").arg(in->label()));
            ok = false;
            break;
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
            const QColor c = readingColor(static_cast<int>(j));
            g->setPen(QPen(c, 1.6));
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, c, c, 7));
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
        plot->xAxis->setRange(0.6, labels.size() + 0.4);
        const double pad = std::max(1e-3, (hi - lo) * 0.15);
        plot->yAxis->setRange(lo - pad, hi + pad);
        plot->xAxis->setLabel(in->optionA);
        plot->yAxis->setLabel(tr("%1\n(balanced cell mean)").arg(in->metric));
        break;
    }
    }
    // Fewer legend columns for longer names, so that no name is cut at single-column width.
    int longest = 0;
    for (int i = 0; i < plot->legend->itemCount(); ++i)
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(plot->legend->item(i)))
            longest = std::max(longest, static_cast<int>(item->plottable()->name().size()));
    plot->legend->setWrap(longest > 22 ? 1 : longest > 11 ? 2 : 3);
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst, true);  // re-flow the items already added
    plot->replot();
    return ok;
}

QByteArray chartCsv(const ChartData &data, ChartKind kind, const ChartStyle &style) {
    QByteArray out;
    switch (kind) {
    case ChartKind::Length:
    case ChartKind::Margin:
    case ChartKind::Rounds: {
        const QString measure = kind == ChartKind::Length ? style.measure
                                : kind == ChartKind::Rounds ? QStringLiteral("rounds")
                                                            : QStringLiteral("score_margin");
        out = "reading,measure,value,matches,share,cumulative_share\n";
        for (const auto &s : data.readings) {
            const Distribution &d = kind == ChartKind::Margin ? s.margin : measureOf(s, measure);
            const double n = static_cast<double>(d.count());
            double cum = 0;
            for (const auto &[v, c] : d.histogram) {
                cum += static_cast<double>(c);
                out += csvField(s.id) + ',' + measure.toUtf8() + ',' + QByteArray::number(static_cast<qint64>(v)) + ',' +
                       QByteArray::number(static_cast<qint64>(c)) + ',' + num(static_cast<double>(c) / n) + ',' +
                       num(cum / n) + '\n';
            }
        }
        break;
    }
    case ChartKind::Advantage:
        out = "reading,metric,value,lo,hi\n";
        for (const auto &s : data.readings)
            if (const IntervalValue *m = s.metric(style.advantageMetric))
                out += csvField(s.id) + ',' + style.advantageMetric.toUtf8() + ',' + num(m->value) + ',' + num(m->lo) +
                       ',' + num(m->hi) + '\n';
        break;
    case ChartKind::Ends: {
        out = "reading,end_reason,matches,share\n";
        const QStringList reasons = endReasonOrder(data);
        for (const auto &s : data.readings)
            for (const QString &r : reasons)
                for (const auto &[k, v] : s.endReasons)
                    if (k == r)
                        out += csvField(s.id) + ',' + r.toUtf8() + ',' + QByteArray::number(static_cast<qint64>(v)) + ',' +
                               num(s.matches ? static_cast<double>(v) / static_cast<double>(s.matches) : 0) + '\n';
        break;
    }
    case ChartKind::Effects: {
        out = "option,value,metric,level,level_lo,level_hi,effect,effect_lo,effect_hi,grand\n";
        QString metric;
        firstEffect(data, style.effectMetric, metric);
        for (const auto &e : data.effects)
            if (e.metric == metric)
                for (const auto &l : e.levels)
                    out += csvField(e.option) + ',' + csvField(l.value) + ',' + csvField(e.metric) + ',' +
                           num(l.metric.value) + ',' + num(l.metric.lo) + ',' + num(l.metric.hi) + ',' + num(l.effect.value) +
                           ',' + num(l.effect.lo) + ',' + num(l.effect.hi) + ',' + num(e.grand.value) + '\n';
        break;
    }
    case ChartKind::Interaction: {
        out = "option_a,value_a,option_b,value_b,metric,cell_mean,interaction,interaction_lo,interaction_hi\n";
        InteractionData in;
        if (chosenInteraction(data, style, in))
            for (const auto &c : in.cells) {
                double m = 0;
                const bool has = cellMean(data, in, c.a, c.b, m);
                out += csvField(in.optionA) + ',' + csvField(c.a) + ',' + csvField(in.optionB) + ',' + csvField(c.b) + ',' +
                       csvField(in.metric) + ',' + (has ? num(m) : QByteArray()) + ',' + num(c.contrast.value) + ',' +
                       num(c.contrast.lo) + ',' + num(c.contrast.hi) + '\n';
            }
        break;
    }
    }
    return out;
}

bool parseSize(const QString &text, ExportOptions &out) {
    if (text == QLatin1String("single")) {
        out.widthMm = 85;
        out.heightMm = 60;
        return true;
    }
    if (text == QLatin1String("double")) {
        out.widthMm = 175;
        out.heightMm = 90;
        return true;
    }
    static const QRegularExpression re(QStringLiteral("^(\\d+(?:\\.\\d+)?)[xX](\\d+(?:\\.\\d+)?)(?:mm)?$"));
    const auto m = re.match(text);
    if (!m.hasMatch()) return false;
    const double w = m.captured(1).toDouble(), h = m.captured(2).toDouble();
    if (w < 10 || h < 10 || w > 1000 || h > 1000) return false;
    out.widthMm = w;
    out.heightMm = h;
    return true;
}

bool renderPage(QIODevice &out, const QString &suffix, const ExportOptions &options, const QString &title,
                const std::function<void(QCPPainter &painter, const QSize &layout)> &paint) {
    constexpr double kLayoutDpi = 96;
    const int w = qRound(options.widthMm / 25.4 * kLayoutDpi), h = qRound(options.heightMm / 25.4 * kLayoutDpi);
    if (suffix == QLatin1String("png")) {
        const int pw = qRound(options.widthMm / 25.4 * options.dpi), ph = qRound(options.heightMm / 25.4 * options.dpi);
        QImage img(pw, ph, QImage::Format_ARGB32);
        img.fill(Qt::white);
        img.setDotsPerMeterX(qRound(kLayoutDpi / 0.0254));
        img.setDotsPerMeterY(qRound(kLayoutDpi / 0.0254));
        {
            QCPPainter p(&img);
            p.setRenderHint(QPainter::Antialiasing);
            p.setRenderHint(QPainter::TextAntialiasing);
            p.scale(double(pw) / w, double(ph) / h);
            paint(p, QSize(w, h));
        }
        img.setDotsPerMeterX(qRound(options.dpi / 0.0254));
        img.setDotsPerMeterY(qRound(options.dpi / 0.0254));
        return img.save(&out, "PNG");
    }
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter writer(&out);
        writer.setResolution(static_cast<int>(kLayoutDpi));
        writer.setCreator(QStringLiteral("RuleLab"));
        writer.setTitle(title);
        writer.setPageLayout(QPageLayout(
            QPageSize(QSizeF(options.widthMm, options.heightMm), QPageSize::Millimeter, QString(), QPageSize::ExactMatch),
            QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        QCPPainter p;
        if (!p.begin(&writer)) return false;
        p.setMode(QCPPainter::pmVectorized);
        p.scale(writer.width() / double(w), writer.height() / double(h));
        paint(p, QSize(w, h));
        return p.end();
    }
    if (suffix != QLatin1String("svg")) return false;
    QSvgGenerator gen;
    gen.setOutputDevice(&out);
    gen.setResolution(static_cast<int>(kLayoutDpi));
    gen.setSize(QSize(w, h));
    gen.setViewBox(QRect(0, 0, w, h));
    gen.setTitle(title);
    gen.setDescription(QStringLiteral("RuleLab"));
    QCPPainter p;
    if (!p.begin(&gen)) return false;
    p.setMode(QCPPainter::pmVectorized);
    paint(p, QSize(w, h));
    return p.end();
}

bool exportPlot(QCustomPlot *plot, const ExportOptions &options, const QString &file, const QByteArray &csv,
                QString &error) {
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf") && suffix != QLatin1String("svg")) {
        error = tr("%1: the file name must end in .png, .pdf or .svg").arg(file);
        return false;
    }
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly)) {
        error = tr("%1: cannot write: %2").arg(file, out.errorString());
        return false;
    }
    const bool ok = renderPage(out, suffix, options, QFileInfo(file).completeBaseName(),
                               [plot](QCPPainter &p, const QSize &layout) { plot->toPainter(&p, layout.width(), layout.height()); });
    if (!ok) {
        out.cancelWriting();
        error = tr("%1: cannot render the figure").arg(file);
        return false;
    }
    std::string err;
    const QFileInfo fi(file);
    const QString csvFile = fi.dir().filePath(fi.completeBaseName() + QStringLiteral(".csv"));
    if (!out.commit()) {
        error = tr("%1: cannot save: %2").arg(file, out.errorString());
        return false;
    }
    if (!csv.isEmpty() && !saveAtomically(csvFile, csv, err)) {
        QFile::remove(file);
        error = QString::fromStdString(err);
        return false;
    }
    return true;
}

bool exportFigure(const ChartData &data, ChartKind kind, const ChartStyle &style, const ExportOptions &options,
                  const QString &file, QString &error) {
    QCustomPlot plot;
    plot.resize(qRound(options.widthMm / 25.4 * 96), qRound(options.heightMm / 25.4 * 96));
    buildChart(&plot, data, kind, style);
    return exportPlot(&plot, options, file, chartCsv(data, kind, style), error);
}

}  // namespace rulelab::charts
