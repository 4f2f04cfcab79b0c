// The usage maps (issue 20): each reading's usage of the board's cells as a heat map drawn on
// the board's own layout, the readings side by side as small multiples (wrapped into rows when
// there are many), and an observed map beside them when one is given, each reading's Spearman
// rho with it in its title. Every panel shares one colour scale (the share of the panel's total),
// shown by a colour bar. The panels are items on one pair of hidden axes, kept at one unit of
// width to one of height (fitUsage), so that a board's cells stay square.
#include "chart_builders.h"

#include <qcustomplot.h>

#include <QFileInfo>
#include <QFontMetrics>
#include <QRectF>

#include <algorithm>
#include <cmath>

namespace rulelab::charts {

namespace {

constexpr const char *kFullText = "rulelabFullText";           // on a panel title: its text before wrapping
constexpr const char *kPanelWidth = "rulelabUsagePanelWidth";  // on the plot: a panel's width in cells
constexpr double kGapX = 0.6;                                  // between panels, in board cells
constexpr double kGapY = 0.3;
constexpr double kTitleSpace = 1.2;  // above each board, for its title (two lines)
constexpr double kBarWidth = 0.35;
constexpr double kInset = 0.05;  // between neighbouring cells

// A sequential scale from pale (rarely used) to dark (most used), colour-blind safe and legible
// in grey (ColorBrewer's YlGnBu).
QCPColorGradient usageGradient() {
    QCPColorGradient g;
    g.setColorStopAt(0.0, QColor(0xff, 0xff, 0xcc));
    g.setColorStopAt(0.25, QColor(0xa1, 0xda, 0xb4));
    g.setColorStopAt(0.5, QColor(0x41, 0xb6, 0xc4));
    g.setColorStopAt(0.75, QColor(0x2c, 0x7f, 0xb8));
    g.setColorStopAt(1.0, QColor(0x25, 0x34, 0x94));
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    return g;
}

QString percent(double share) {
    const double p = 100 * share;
    return QString::number(p, 'f', p > 0 && p < 9.95 ? 1 : 0) + QLatin1Char('%');
}

QString number2(double v) { return QString::number(v, 'f', 2); }

// What a measure counts, in words, for the caption.
QString measureWords(const QString &key) {
    if (key == QLatin1String("lifted")) return tr("counters or pieces lifted");
    if (key == QLatin1String("sown")) return tr("counters sown");
    if (key == QLatin1String("captured")) return tr("counters or pieces captured");
    if (key == QLatin1String("landed")) return tr("pieces landed");
    return tr("uses (counters lifted, sown or captured; pieces landed)");
}

const BoardCell *cellByLabel(const BoardView &board, const std::string &label) {
    for (const BoardCell &c : board.cells)
        if (c.label == label) return &c;
    const BoardCell *found = nullptr;
    int n = 0;
    for (const BoardCell &c : board.cells)
        if (QString::fromStdString(c.label).compare(QString::fromStdString(label), Qt::CaseInsensitive) == 0) {
            found = &c;
            ++n;
        }
    return n == 1 ? found : nullptr;
}

QCPItemText *addText(QCustomPlot *plot, double x, double y, const QString &text, Qt::Alignment align, const QFont &font,
                     const QColor &color) {
    auto *t = new QCPItemText(plot);
    t->setClipToAxisRect(false);
    t->position->setType(QCPItemPosition::ptPlotCoords);
    t->position->setCoords(x, y);
    t->setPositionAlignment(align);
    t->setTextAlignment(Qt::AlignCenter);
    t->setFont(font);
    t->setColor(color);
    t->setText(text);
    t->setPadding(QMargins(0, 0, 0, 0));
    return t;
}

QCPItemRect *addRect(QCustomPlot *plot, double x0, double y0, double x1, double y1, const QPen &pen, const QBrush &brush) {
    auto *r = new QCPItemRect(plot);
    r->setClipToAxisRect(false);
    r->topLeft->setCoords(x0, y0);
    r->bottomRight->setCoords(x1, y1);
    r->setPen(pen);
    r->setBrush(brush);
    return r;
}

}  // namespace

std::vector<UsagePanel> usagePanels(const ChartData &data, const ChartStyle &style) {
    stats::UsageMeasure measure = stats::UsageMeasure::All;
    stats::usageMeasureFromKey(style.usageMeasure.toStdString(), measure);
    const QString key = QString::fromLatin1(stats::usageMeasureKey(measure));
    std::vector<UsagePanel> out;
    for (const auto &s : data.readings) {
        const UsageMap *u = data.usageOf(s.id);
        if (!u) continue;
        UsagePanel p;
        p.id = s.id;
        p.title = s.label();
        // A sweep cell's id "base[a=x,b=y]" may break after its commas.
        if (p.title.contains(QLatin1Char('[')) && !p.title.contains(QStringLiteral(", ")))
            p.title.replace(QLatin1Char(','), QStringLiteral(", "));
        p.board = &u->board;
        p.measure = key;
        for (const BoardCell &c : u->board.cells) {
            if (c.id < 0 || c.id >= kMaxUsageCells) continue;
            const double v = static_cast<double>(u->usage.value(measure, c.id));
            p.count[c.id] = v;
            p.total += v;
        }
        if (style.observed) {
            std::vector<int> cells;
            std::string error;
            if (stats::resolveObservedCells(*style.observed, u->board, cells, error)) {
                p.hasSimilarity = true;
                p.similarity = stats::usageSimilarity(u->usage, *style.observed, cells);
                p.title += QLatin1Char('\n') + QStringLiteral("\u03c1 = ") + number2(p.similarity.value) +
                           (p.similarity.available ? QStringLiteral(" [") + number2(p.similarity.lo) + QStringLiteral(", ") +
                                                         number2(p.similarity.hi) + QLatin1Char(']')
                                                   : QLatin1Char(' ') + tr("(no interval)"));
            } else {
                p.title += QLatin1Char('\n') + tr("(not the observed board)");
            }
        }
        out.push_back(std::move(p));
    }
    if (style.observed && !out.empty()) {
        const stats::ObservedUsage &o = *style.observed;
        UsagePanel p;
        p.id = QStringLiteral("observed");
        p.title = tr("Observed") + QLatin1Char('\n') + QFileInfo(QString::fromStdString(o.origin)).fileName();
        p.observed = true;
        p.measure = QString::fromLatin1(stats::usageMeasureKey(o.measure));
        p.board = out.front().board;
        for (const UsagePanel &r : out)
            if (r.hasSimilarity) {
                p.board = r.board;
                break;
            }
        for (size_t i = 0; i < o.labels.size() && i < o.values.size(); ++i)
            if (const BoardCell *c = cellByLabel(*p.board, o.labels[i])) {
                p.count[c->id] += o.values[i];
                p.total += o.values[i];
            }
        out.push_back(std::move(p));
    }
    return out;
}

namespace {

// The panels' grid: every panel as large as the largest board (W x H cells), as many panels a row
// as make them largest in the viewport.
struct UsageGrid {
    double W = 1, H = 1;
    int columns = 1, rows = 1;
};

UsageGrid usageGrid(const std::vector<UsagePanel> &panels, const QRect &vp) {
    UsageGrid g;
    for (const UsagePanel &p : panels) {
        g.W = std::max(g.W, static_cast<double>(p.board->cols));
        g.H = std::max(g.H, static_cast<double>(p.board->rows));
    }
    const int n = static_cast<int>(panels.size());
    const double aspect = vp.height() > 0 ? vp.width() / (0.75 * vp.height()) : 1.5;
    double best = 0;
    for (int c = 1; c <= n; ++c) {
        const int rows = (n + c - 1) / c;
        const double cw = c * g.W + (c - 1) * kGapX + 2.2, ch = rows * (g.H + kTitleSpace) + (rows - 1) * kGapY;
        const double unit = std::min(aspect / cw, 1.0 / ch);
        if (unit > best + 1e-12) {
            best = unit;
            g.columns = c;
        }
    }
    g.rows = (n + g.columns - 1) / g.columns;
    return g;
}

// The colour scale and the texts' fonts, shared by every panel.
struct UsageScale {
    mutable QCPColorGradient gradient = usageGradient();  // color() fills its cache
    double maxShare = 0;
    QFont labelFont, titleFont;
    QColor ink{0x33, 0x33, 0x33};
    QCPRange range() const { return QCPRange(0, maxShare); }
};

UsageScale usageScale(const std::vector<UsagePanel> &panels, double pt) {
    UsageScale s;
    for (const UsagePanel &p : panels)
        if (p.total > 0)
            for (const auto &[id, v] : p.count) s.maxShare = std::max(s.maxShare, v / p.total);
    if (s.maxShare <= 0) s.maxShare = 1;
    s.labelFont = figureFont(std::max(5.0, pt - 2));
    s.titleFont = figureFont(std::max(6.0, pt - 1));
    return s;
}

// Panel `k`: its board's cells coloured by their share, each labelled, and its title above.
void drawUsagePanel(QCustomPlot *plot, const UsagePanel &p, int k, const UsageGrid &g, const UsageScale &s) {
    const double x0 = (k % g.columns) * (g.W + kGapX);
    const double top = -(k / g.columns) * (g.H + kTitleSpace + kGapY);  // the top of the board
    const double offX = (g.W - p.board->cols) / 2, offY = (g.H - p.board->rows) / 2;
    for (const BoardCell &c : p.board->cells) {
        const double cx = x0 + offX + c.col, cy = top - offY - c.row;
        const auto it = p.count.find(c.id);
        const bool has = it != p.count.end() && p.total > 0;
        const double share = has ? it->second / p.total : 0;
        const QColor fill = has ? QColor::fromRgb(s.gradient.color(share, s.range())) : QColor(Qt::white);
        addRect(plot, cx + kInset, cy - kInset, cx + 1 - kInset, cy - 1 + kInset,
                has ? QPen(QColor(0x88, 0x88, 0x88), 0.5) : QPen(QColor(0xaa, 0xaa, 0xaa), 0.5, Qt::DashLine), QBrush(fill));
        const bool dark = fill.lightnessF() < 0.55;
        QCPItemText *t = addText(plot, cx + 0.5, cy - 0.5,
                                 QString::fromStdString(c.label) + (has ? QLatin1Char('\n') + percent(share) : QString()),
                                 Qt::AlignCenter, s.labelFont, dark ? QColor(Qt::white) : s.ink);
        t->setObjectName(QStringLiteral("usageCellLabel"));
    }
    QString title = p.title;
    if (!p.observed && p.total <= 0) title += QLatin1Char('\n') + tr("(no use counted)");
    QCPItemText *t = addText(plot, x0 + g.W / 2, top + 0.08, title, Qt::AlignHCenter | Qt::AlignBottom, s.titleFont, s.ink);
    t->setObjectName(QStringLiteral("usagePanelTitle"));
    t->setProperty(kFullText, title);
}

// The colour bar beside the first row of panels: 0 at the bottom, the largest share on top. Returns
// its left edge.
double drawColourBar(QCustomPlot *plot, const UsageGrid &g, const UsageScale &s) {
    const double barX = g.columns * (g.W + kGapX) - kGapX + 0.45;
    const double H = g.H;
    constexpr int kSlices = 48;
    for (int i = 0; i < kSlices; ++i) {
        const double y0 = -H + H * i / kSlices, y1 = -H + H * (i + 1) / kSlices;
        const QColor c = QColor::fromRgb(s.gradient.color(s.maxShare * (i + 0.5) / kSlices, s.range()));
        addRect(plot, barX, y1, barX + kBarWidth, y0, QPen(c, 0.3), QBrush(c));
    }
    addRect(plot, barX, 0, barX + kBarWidth, -H, QPen(QColor(0x88, 0x88, 0x88), 0.5), Qt::NoBrush);
    for (int i = 0; i <= 2; ++i) {
        const double f = i / 2.0;
        addText(plot, barX + kBarWidth + 0.08, -H + H * f, percent(s.maxShare * f), Qt::AlignLeft | Qt::AlignVCenter,
                s.labelFont, s.ink);
    }
    addText(plot, barX, 0.12, tr("Share"), Qt::AlignLeft | Qt::AlignBottom, s.labelFont, s.ink);
    return barX;
}

// What the colour says, over how many matches, and the observed map's rho.
QString usageCaption(const ChartData &data, const ChartStyle &style, const std::vector<UsagePanel> &panels) {
    std::vector<int64_t> matches;
    QString observedMeasure;
    for (const UsagePanel &p : panels) {
        if (p.observed) {
            observedMeasure = p.measure;
            continue;
        }
        for (const auto &s : data.readings)
            if (s.id == p.id) matches.push_back(s.matches);
    }
    QString caption = tr("Colour: each cell's share of the reading's %1 over its matches (%2), on one scale for every panel.")
                          .arg(measureWords(panels.front().measure), perReading(matches));
    if (style.observed) {
        caption += QLatin1Char(' ') +
                   tr("Observed: each cell's share of the observed intensities (%1). \u03c1: Spearman's rank correlation of the "
                      "reading's %2 with the observed map over its %3 cells, with a 95% interval from the delete-half "
                      "jackknife over 20 groups of matches.")
                       .arg(QFileInfo(QString::fromStdString(style.observed->origin)).fileName(), measureWords(observedMeasure))
                       .arg(style.observed->labels.size());
    }
    return caption;
}

}  // namespace

bool buildUsage(QCustomPlot *plot, const ChartData &data, const ChartStyle &style) {
    plot->legend->setVisible(false);
    const std::vector<UsagePanel> panels = usagePanels(data, style);
    if (panels.empty()) {
        drawMessage(plot, tr("These results have no usage maps (usage.csv): run the experiment again with this version of "
                             "RuleLab to count them."));
        return false;
    }
    const UsageGrid g = usageGrid(panels, plot->viewport());
    const UsageScale s = usageScale(panels, style.fontPt);
    for (size_t k = 0; k < panels.size(); ++k) drawUsagePanel(plot, panels[k], static_cast<int>(k), g, s);
    const double barX = drawColourBar(plot, g, s);
    const double right = barX + kBarWidth + 1.3, bottom = -(g.rows - 1) * (g.H + kTitleSpace + kGapY) - g.H;
    const QRectF content(QPointF(-0.1, bottom - 0.1), QPointF(right, kTitleSpace + 0.05));
    plot->setProperty(kUsageLayoutProperty, content);
    plot->setProperty(kPanelWidth, g.W);
    for (QCPAxis *a : {plot->xAxis, plot->yAxis}) {
        a->setVisible(false);
        a->grid()->setVisible(false);
    }
    plot->xAxis->setRange(content.left(), content.right());
    plot->yAxis->setRange(content.top(), content.bottom());
    setCaption(plot, usageCaption(data, style, panels));
    return true;
}

void fitUsage(QCustomPlot *plot, double pt) {
    const QVariant layout = plot->property(kUsageLayoutProperty);
    if (!layout.isValid()) return;
    const QRectF c = layout.toRectF();
    const QRect r = plot->axisRect()->rect();
    if (r.width() < 10 || r.height() < 10 || c.width() <= 0 || std::abs(c.height()) <= 0) return;
    // One unit of width to one of height: the cells stay square.
    const double unit = std::min(r.width() / c.width(), r.height() / std::abs(c.height()));
    const double w = r.width() / unit, h = r.height() / unit;
    plot->xAxis->setRange(c.center().x() - w / 2, c.center().x() + w / 2);
    plot->yAxis->setRange(c.center().y() - h / 2, c.center().y() + h / 2);
    // The cells' texts a little under a third of a cell high (two lines), the titles wrapped to
    // the width of a panel's board.
    const double cellPt = std::clamp(unit * 0.26 * 72 / 96, 3.5, std::max(5.0, pt - 1));
    const double titlePt = std::clamp(unit * 0.3 * 72 / 96, 4.5, std::max(6.0, pt - 1));
    const int titleWidth = std::max(30, static_cast<int>(unit * (plot->property(kPanelWidth).toDouble() + kGapX * 0.8)));
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *t = qobject_cast<QCPItemText *>(plot->item(i));
        if (!t) continue;
        if (t->objectName() == QLatin1String("usageCellLabel")) {
            t->setFont(figureFont(cellPt));
        } else if (t->objectName() == QLatin1String("usagePanelTitle")) {
            const QFont f = figureFont(titlePt);
            t->setFont(f);
            t->setText(wrapText(t->property(kFullText).toString(), f, titleWidth));
        } else {
            t->setFont(figureFont(std::clamp(unit * 0.22 * 72 / 96, 4.0, std::max(5.0, pt - 2))));
        }
    }
}

}  // namespace rulelab::charts
