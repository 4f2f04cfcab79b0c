// The figures' interface: kinds, dispatch to the builders (chart_builders*.cpp), the data of a
// figure as CSV, and export as PNG, PDF or SVG at a journal size.
#include "charts.h"

#include "chart_builders.h"
#include "experiment/display_names.h"
#include "experiment/results_io.h"
#include "plugin/file_access.h"
#include "plugin/qt_text.h"

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

// The context is the one lupdate assigns to tr() calls in this namespace.
QString tr(const char *s) { return QCoreApplication::translate("rulelab::charts", s); }

namespace {
// A reading in a CSV: its name for the reader, then its id (the files' key) in a column of its own.
QByteArray readingColumns(const ReadingSeries &s) { return csvField(s.label()) + ',' + csvField(s.id); }
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

namespace {

// Every kind's key (chart --kind, the figures' file names) and title.
struct KindNames {
    ChartKind kind;
    const char *key;
    const char *title;
};
constexpr KindNames kKindNames[] = {
    {ChartKind::Length, "length", QT_TRANSLATE_NOOP("rulelab::charts", "Game length")},
    {ChartKind::Advantage, "advantage", QT_TRANSLATE_NOOP("rulelab::charts", "First-player advantage")},
    {ChartKind::Ends, "ends", QT_TRANSLATE_NOOP("rulelab::charts", "End reasons")},
    {ChartKind::Margin, "margin", QT_TRANSLATE_NOOP("rulelab::charts", "Score margin")},
    {ChartKind::Rounds, "rounds", QT_TRANSLATE_NOOP("rulelab::charts", "Rounds per match")},
    {ChartKind::Effects, "effects", QT_TRANSLATE_NOOP("rulelab::charts", "Option main effects")},
    {ChartKind::Interaction, "interaction", QT_TRANSLATE_NOOP("rulelab::charts", "Option interactions")},
    {ChartKind::Usage, "usage", QT_TRANSLATE_NOOP("rulelab::charts", "Usage maps")},
    {ChartKind::Ladder, "ladder", QT_TRANSLATE_NOOP("rulelab::charts", "Metric against playing strength")}};

const KindNames *namesOf(ChartKind k) {
    for (const KindNames &n : kKindNames)
        if (n.kind == k) return &n;
    return nullptr;
}

}  // namespace

QString kindKey(ChartKind k) {
    const KindNames *n = namesOf(k);
    return n ? QString::fromLatin1(n->key) : QString();
}

bool kindFromKey(const QString &key, ChartKind &out) {
    if (key == kindKey(ChartKind::Ladder)) {
        out = ChartKind::Ladder;
        return true;
    }
    for (ChartKind k : kAllKinds)
        if (kindKey(k) == key) {
            out = k;
            return true;
        }
    return false;
}

QString kindTitle(ChartKind k) {
    const KindNames *n = namesOf(k);
    return n ? tr(n->title) : QString();
}

QColor readingColor(int index) {
    static const QColor okabeIto[] = {QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73),
                                      QColor(0xcc, 0x79, 0xa7), QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9),
                                      QColor(0xf0, 0xe4, 0x42), QColor(0x00, 0x00, 0x00)};
    return okabeIto[index % 8];
}

bool buildChart(QCustomPlot *plot, const ChartData &data, ChartKind kind, const ChartStyle &style) {
    preparePlot(plot, style);
    if (data.readings.empty() && kind != ChartKind::Ladder) {
        drawMessage(plot, tr("No results yet: run an experiment or open a results file."));
        finishLayout(plot);
        plot->replot();
        return false;
    }
    if (data.unitsDiffer && inEngineUnits(kind)) {
        drawMessage(plot, tr("These readings are of games with different engines, which count turns, laps, rounds and "
                             "score margins in units of their own, so this figure does not set them side by side. The "
                             "first-player advantage and the end reasons compare them."));
        plot->xAxis->setVisible(false);  // no axes: nothing is plotted against them
        plot->yAxis->setVisible(false);
        finishLayout(plot);
        plot->replot();
        return false;
    }
    bool ok = true;
    switch (kind) {
    case ChartKind::Length: ok = buildLengthDistribution(plot, data, style); break;
    case ChartKind::Margin: ok = buildMarginDistribution(plot, data, style); break;
    case ChartKind::Rounds: ok = buildRounds(plot, data, style); break;
    case ChartKind::Advantage: ok = buildAdvantage(plot, data, style); break;
    case ChartKind::Ends: ok = buildEndReasons(plot, data, style); break;
    case ChartKind::Effects: ok = buildEffects(plot, data, style); break;
    case ChartKind::Interaction: ok = buildInteraction(plot, data, style); break;
    case ChartKind::Usage: ok = buildUsage(plot, data, style); break;
    case ChartKind::Ladder: ok = buildLadder(plot, data, style); break;
    }
    // The legend, footnote and caption below the axes; the replot fits them, the legend's columns
    // and the axis texts to the viewport.
    finishLayout(plot);
    plot->replot();
    return ok;
}

bool inEngineUnits(ChartKind k) { return k == ChartKind::Length || k == ChartKind::Margin || k == ChartKind::Rounds; }

namespace {

// The numbers of a length, margin or rounds figure.
QByteArray distributionCsv(const ChartData &data, ChartKind kind, const ChartStyle &style) {
    QByteArray out;
    const QByteArray measure = (kind == ChartKind::Length   ? style.measure
                                : kind == ChartKind::Rounds ? QStringLiteral("rounds")
                                                            : QStringLiteral("score_margin"))
                                   .toUtf8();
    const std::vector<const Distribution *> ds = chartDistributions(data, kind, style);
    if (kind == ChartKind::Rounds || (kind == ChartKind::Length && style.ecdf)) {
        // Bars per value (rounds) or the cumulative steps (ECDF): one row per value drawn.
        out = "reading,reading_id,measure,value,matches,share,cumulative_share\n";
        for (size_t i = 0; i < ds.size(); ++i) {
            const double n = static_cast<double>(ds[i]->count());
            double cum = 0;
            for (const auto &[v, c] : ds[i]->histogram) {
                cum += static_cast<double>(c);
                out += readingColumns(data.readings[i]) + ',' + measure + ',' + QByteArray::number(static_cast<qint64>(v)) +
                       ',' + QByteArray::number(static_cast<qint64>(c)) + ',' + csvNumber(static_cast<double>(c) / n) + ',' +
                       csvNumber(cum / n) + '\n';
            }
        }
        return out;
    }
    // The histogram: one row per plotted bin (the empty last bin included), its share of the
    // reading's matches as drawn.
    const HistogramBins bins = histogramBins(ds);
    out = "reading,reading_id,measure,bin_low,bin_high,matches,share\n";
    for (size_t i = 0; i < ds.size(); ++i) {
        const double n = static_cast<double>(ds[i]->count());
        if (n <= 0) continue;
        const std::vector<int64_t> counts = binCounts(*ds[i], bins);
        for (int64_t b = 0; b < bins.count; ++b)
            out += readingColumns(data.readings[i]) + ',' + measure + ',' +
                   QByteArray::number(static_cast<qint64>(bins.low(b))) + ',' +
                   QByteArray::number(static_cast<qint64>(bins.low(b) + bins.width - 1)) + ',' +
                   QByteArray::number(static_cast<qint64>(counts[static_cast<size_t>(b)])) + ',' +
                   csvNumber(static_cast<double>(counts[static_cast<size_t>(b)]) / n) + '\n';
    }
    return out;
}

// The numbers of the advantage figure.
QByteArray advantageCsv(const ChartData &data, const ChartStyle &style) {
    // As drawn: no value for a reading without a rule-ended match when the metric counts
    // those only; `marked` says why a point is hollow († on the axis).
    QByteArray out = "reading,reading_id,metric,metric_id,value,lo,hi,matches,rule_ended,marked\n";
    const MetricScope scope = metricScope(style.advantageMetric);
    for (const auto &s : data.readings) {
        const IntervalValue *m = s.metric(style.advantageMetric);
        int64_t rule = 0;
        const bool known = s.ruleEnded(rule);
        const bool none = (scope == MetricScope::RuleEnded && known && rule == 0) || (m && !m->known);
        if (!m && !none) continue;
        const QByteArray marked = none                     ? QByteArrayLiteral("no_rule_ended_match")
                                  : s.mostlyNotRuleEnded() ? QByteArrayLiteral("fewer_than_half_rule_ended")
                                                           : QByteArray();
        QByteArray value(",,");
        if (!none) value = csvNumber(m->value) + ',' + csvNumber(m->lo) + ',' + csvNumber(m->hi);
        out += readingColumns(s) + ',' + csvField(metricName(style.advantageMetric.toStdString())) + ',' +
               style.advantageMetric.toUtf8() + ',' + value + ',' +
               QByteArray::number(static_cast<qint64>(s.matches)) + ',' +
               (known ? QByteArray::number(static_cast<qint64>(rule)) : QByteArray()) + ',' + marked + '\n';
    }
    return out;
}

// The numbers of the end reasons figure.
QByteArray endsCsv(const ChartData &data) {
    QByteArray out = "reading,reading_id,end,end_reason,matches,share\n";
    const QStringList reasons = endReasonOrder(data);
    for (const auto &s : data.readings)
        for (const QString &r : reasons)
            for (const auto &[k, v] : s.endReasons)
                if (k == r)
                    out += readingColumns(s) + ',' + csvField(endReasonText(r)) + ',' + r.toUtf8() + ',' +
                           QByteArray::number(static_cast<qint64>(v)) + ',' +
                           csvNumber(s.matches ? static_cast<double>(v) / static_cast<double>(s.matches) : 0) + '\n';
    return out;
}

// The numbers of the main effects figure.
QByteArray effectsCsv(const ChartData &data, const ChartStyle &style) {
    QByteArray out = "option,value,metric,level,level_lo,level_hi,effect,effect_lo,effect_hi,grand\n";
    QString metric;
    firstEffect(data, style.effectMetric, metric);
    for (const auto &e : data.effects)
        if (e.metric == metric)
            for (const auto &l : e.levels)
                out += csvField(e.option) + ',' + csvField(l.value) + ',' + csvField(e.metric) + ',' + csvNumber(l.metric.value) +
                       ',' + csvNumber(l.metric.lo) + ',' + csvNumber(l.metric.hi) + ',' + csvNumber(l.effect.value) + ',' + csvNumber(l.effect.lo) +
                       ',' + csvNumber(l.effect.hi) + ',' + csvNumber(e.grand.value) + '\n';
    return out;
}

// The numbers of the interaction figure.
QByteArray interactionCsv(const ChartData &data, const ChartStyle &style) {
    QByteArray out = "option_a,value_a,option_b,value_b,metric,cell_mean,interaction,interaction_lo,interaction_hi\n";
    InteractionData in;
    if (chosenInteraction(data, style, in))
        for (const auto &c : in.cells) {
            double m = 0;
            const bool has = cellMean(data, in, c.a, c.b, m);
            out += csvField(in.optionA) + ',' + csvField(c.a) + ',' + csvField(in.optionB) + ',' + csvField(c.b) + ',' +
                   csvField(in.metric) + ',' + (has ? csvNumber(m) : QByteArray()) + ',' + csvNumber(c.contrast.value) + ',' +
                   csvNumber(c.contrast.lo) + ',' + csvNumber(c.contrast.hi) + '\n';
        }
    return out;
}

// The numbers of the usage maps.
QByteArray usageCsv(const ChartData &data, const ChartStyle &style) {
    QByteArray out;
    // One row per cell drawn: the count of the measure and its share of the panel's total
    // (the colour); with an observed map, its rows too, and each reading's Spearman rho with
    // its interval (the panel's title).
    const std::vector<UsagePanel> panels = usagePanels(data, style);
    const bool observed = style.observed != nullptr;
    out = "reading,cell,label,measure,count,share";
    out += observed ? ",rho,rho_lo,rho_hi\n" : "\n";
    for (const UsagePanel &p : panels)
        for (const BoardCell &c : p.board->cells) {
            const auto it = p.count.find(c.id);
            if (it == p.count.end()) continue;
            out += csvField(p.id) + ',' + QByteArray::number(c.id) + ',' + csvField(QString::fromStdString(c.label)) + ',' +
                   p.measure.toUtf8() + ',' + csvNumber(it->second) + ',' +
                   (p.total > 0 ? csvNumber(it->second / p.total, 8) : QByteArray());
            if (observed) {
                if (p.hasSimilarity)
                    out += ',' + csvNumber(p.similarity.value) + ',' +
                           (p.similarity.available ? csvNumber(p.similarity.lo) + ',' + csvNumber(p.similarity.hi) : QByteArray(","));
                else out += ",,,";
            }
            out += '\n';
        }
    return out;
}

}  // namespace

QByteArray chartCsv(const ChartData &data, ChartKind kind, const ChartStyle &style) {
    switch (kind) {
    case ChartKind::Length:
    case ChartKind::Margin:
    case ChartKind::Rounds: return distributionCsv(data, kind, style);
    case ChartKind::Advantage: return advantageCsv(data, style);
    case ChartKind::Ends: return endsCsv(data);
    case ChartKind::Effects: return effectsCsv(data, style);
    case ChartKind::Interaction: return interactionCsv(data, style);
    case ChartKind::Usage: return usageCsv(data, style);
    case ChartKind::Ladder: return ladderCsv(data, style);
    }
    return {};
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

namespace {

// A page of `options` in the 96-dpi layout units that renderPage draws in.
QSize layoutSize(const ExportOptions &options) {
    return {qRound(options.widthMm / 25.4 * 96), qRound(options.heightMm / 25.4 * 96)};
}

}  // namespace

bool exportPlot(QCustomPlot *plot, const ExportOptions &options, const QString &file, const QByteArray &csv, QString &error) {
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf") && suffix != QLatin1String("svg")) {
        error = tr("%1: the file name must end in .png, .pdf or .svg").arg(file);
        return false;
    }
    // Never a device, FIFO or folder replaced by a file: the figure and the CSV of its data.
    const QFileInfo target(file);
    std::string bad;
    if (!checkOutputFile(file, bad) ||
        (!csv.isEmpty() && !checkOutputFile(target.dir().filePath(target.completeBaseName() + QStringLiteral(".csv")), bad))) {
        error = q(bad);
        return false;
    }
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly)) {
        error = tr("%1: cannot write: %2").arg(file, out.errorString());
        return false;
    }
    // Laid out for the page: the legend, captions and axis texts fitted to its size.
    const QRect page(QPoint(0, 0), layoutSize(options)), shown = plot->viewport();
    if (shown != page) {
        plot->setViewport(page);
        fitToViewport(plot);
    }
    const bool ok =
        renderPage(out, suffix, options, QFileInfo(file).completeBaseName(), [plot](QCPPainter &p, const QSize &layout) {
            // The painter's own font first: an SVG names the font of every state it writes, the
            // states before the first text included.
            p.setFont(figureFont(8));
            plot->toPainter(&p, layout.width(), layout.height());
        });
    if (shown != page) {
        plot->setViewport(shown);
        plot->replot();
    }
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
        error = q(err);
        return false;
    }
    return true;
}

bool layoutFigure(QCustomPlot *plot, const ChartData &data, ChartKind kind, const ChartStyle &style,
                  const ExportOptions &options) {
    const QSize page = layoutSize(options);
    plot->resize(page);
    plot->setViewport(QRect(QPoint(0, 0), page));  // a plot never shown gets no resize event
    return buildChart(plot, data, kind, style);
}

bool exportFigure(const ChartData &data, ChartKind kind, const ChartStyle &style, const ExportOptions &options,
                  const QString &file, QString &error) {
    QCustomPlot plot;
    layoutFigure(&plot, data, kind, style, options);
    return exportPlot(&plot, options, file, chartCsv(data, kind, style), error);
}

}  // namespace rulelab::charts
