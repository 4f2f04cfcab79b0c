// The shared drawing parts of the figures: fonts, the rows below the axes, fitting them to the
// page. The figures of each reading are in chart_builders_reading.cpp.
#include "chart_builders.h"
#include "bidi_text.h"

#include "experiment/display_names.h"

#include <qcustomplot.h>

#include <QFontMetrics>
#include <QGuiApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <utility>

namespace rulelab::charts {

namespace {

// What buildChart leaves on the plot for fitToViewport and finishLayout (QObject properties).
constexpr const char *kFontPt = "rulelabFontPt";          // the style's font size
constexpr const char *kFootnote = "rulelabFootnote";      // the text of the footnote row
constexpr const char *kCaption = "rulelabCaption";        // the text of the caption row
constexpr const char *kFitted = "rulelabFitted";          // fitToViewport runs before every replot
constexpr const char *kTitle = "rulelabTitle";            // on an axis: its whole title
constexpr const char *kCategories = "rulelabCategories";  // on an axis: its whole category labels
constexpr const char *kLegendOrder = "rulelabLegendOrder";  // on a legend entry: its place in the legend's order
constexpr const char *kCategoryStart = "rulelabCategoryStart";
// On an axis of short labels that cannot be broken (candidate numbers): when they do not fit
// side by side they stand upright instead.
constexpr const char *kUprightCategories = "rulelabUprightCategories";
// Narrower than 120 mm (at 96 layout dpi): a single-column figure, with a compact legend.
constexpr int kCompactWidth = 454;

double fontPtOf(const QCustomPlot *plot) {
    const QVariant v = plot->property(kFontPt);
    return v.isValid() ? v.toDouble() : 9.0;
}

// The smaller font of the legend at single-column width and of the captions.
double smallPt(double pt, bool compact) { return std::min(pt, std::max(6.0, pt - (compact ? 2.0 : 1.0))); }
// The smallest font category labels may take to fit.
double minCategoryPt(double pt) { return std::min(pt, std::max(6.0, pt - 2.0)); }

int widestLine(const QString &text, const QFontMetrics &fm) {
    int w = 0;
    for (const QString &line : text.split(QLatin1Char('\n'))) w = std::max(w, fm.horizontalAdvance(line));
    return w;
}

// A long label broken once, at the space nearest its middle (each of its lines on its own).
QString breakNearMiddle(const QString &label) {
    QStringList lines = label.split(QLatin1Char('\n'));
    for (QString &line : lines) {
        if (line.size() <= 12) continue;
        qsizetype best = -1;
        for (qsizetype i = 0; i < line.size(); ++i)
            if (line[i] == QLatin1Char(' ') && (best < 0 || std::abs(2 * i - line.size()) < std::abs(2 * best - line.size())))
                best = i;
        if (best > 0) line[best] = QLatin1Char('\n');
    }
    return lines.join(QLatin1Char('\n'));
}

// A caption or footnote below the axes: a text element that wraps at the width of the figure
// (QCPTextElement itself keeps one line as wide as its text, which would widen the layout).
class FigureText : public QCPTextElement {
public:
    FigureText(QCustomPlot *plot, const QString &text, const QFont &font) : QCPTextElement(plot, text, font) {
        setMargins(QMargins(4, 1, 4, 1));
        setTextColor(QColor(0x33, 0x33, 0x33));
    }

protected:
    // Right to left a character's width less: shaped Urdu (and the isolates in it) may draw a
    // little wider than it measures, and its lines end at the right edge.
    int textWidth() const {
        const int slack = mText.isRightToLeft() ? QFontMetrics(mFont).averageCharWidth() : 0;
        return std::max(40, mParentPlot->viewport().width() - mMargins.left() - mMargins.right() - 2 - slack);
    }
    QString wrapped() const { return wrapText(mText, mFont, textWidth()); }
    // As high as the text wrapped at the figure's width; no minimum width of its own (the text
    // wraps to any width), so that a chart on screen can still be made narrower.
    QSize minimumOuterSizeHint() const override {
        const QFontMetrics fm(mFont);
        const QRect r = fm.boundingRect(0, 0, 0, 0, Qt::TextDontClip, wrapped());
        return {mMargins.left() + mMargins.right() + 10, r.height() + mMargins.top() + mMargins.bottom()};
    }
    QSize maximumOuterSizeHint() const override { return {QWIDGETSIZE_MAX, minimumOuterSizeHint().height()}; }
    void draw(QCPPainter *painter) override {
        painter->setFont(mFont);
        painter->setPen(QPen(mTextColor));
        // Absolute alignment: a right-to-left painter would otherwise mirror it, setting an Urdu
        // caption's lines from the left so that its longest line runs up to the right edge.
        const int align = mText.isRightToLeft() ? Qt::AlignRight : Qt::AlignLeft;
        painter->drawText(mRect, align | Qt::AlignAbsolute | Qt::AlignTop | Qt::TextDontClip, wrapped(), &mTextBoundingRect);
    }
};

// A legend entry right to left (Urdu): the icon at the right end, the name to its left. The
// plottable's icon is drawn by the base class (only it may draw it), moved to the right and
// clipped to the icon's rectangle; the name is drawn here.
class MirroredLegendItem : public QCPPlottableLegendItem {
public:
    using QCPPlottableLegendItem::QCPPlottableLegendItem;

protected:
    void draw(QCPPainter *painter) override {
        if (!mPlottable) return;
        const QRect whole = mRect;
        const QSize icon = mParentLegend->iconSize();
        const QRect iconRect(whole.right() + 1 - icon.width(), whole.top(), icon.width(), icon.height());
        painter->save();
        painter->setClipRect(iconRect, Qt::IntersectClip);
        mRect = QRect(iconRect.topLeft(), whole.size());
        QCPPlottableLegendItem::draw(painter);
        mRect = whole;
        painter->restore();
        painter->setFont(getFont());
        painter->setPen(QPen(getTextColor()));
        const int textHeight = std::max(painter->fontMetrics().height(), icon.height());
        const QRect text(whole.left(), whole.top(), whole.width() - icon.width() - mParentLegend->iconTextPadding(), textHeight);
        painter->drawText(text, Qt::AlignRight | Qt::AlignAbsolute | Qt::AlignTop | Qt::TextDontClip, mPlottable->name());
    }
};

// Right to left, every entry of the legend mirrored (in its cell of the legend's grid).
void mirrorLegendEntries(QCPLegend *legend) {
    if (QGuiApplication::layoutDirection() != Qt::RightToLeft) return;
    for (int i = 0; i < legend->elementCount(); ++i) {
        auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->elementAt(i));
        if (!item || dynamic_cast<MirroredLegendItem *>(item)) continue;
        int row = 0, column = 0;
        legend->indexToRowCol(i, row, column);
        QCPAbstractPlottable *plottable = item->plottable();
        legend->take(item);
        delete item;
        legend->addElement(row, column, new MirroredLegendItem(legend, plottable));
    }
}

// The legend at the width of the viewport: as many columns as fit, and at single-column width a
// smaller font (smaller still, down to 5 pt, until it takes at most a third of the height).
QSize legendExtent(const QCPLegend *legend, const std::vector<QSize> &items, int columns) {
    std::vector<int> widths(static_cast<size_t>(columns), 0);
    std::vector<int> heights;
    for (size_t i = 0; i < items.size(); ++i) {
        const size_t c = i % static_cast<size_t>(columns), r = i / static_cast<size_t>(columns);
        if (r >= heights.size()) heights.push_back(0);
        widths[c] = std::max(widths[c], items[i].width());
        heights[r] = std::max(heights[r], items[i].height());
    }
    int w = legend->margins().left() + legend->margins().right() + (columns - 1) * legend->columnSpacing();
    int h = legend->margins().top() + legend->margins().bottom() + (static_cast<int>(heights.size()) - 1) * legend->rowSpacing();
    for (int x : widths) w += x;
    for (int y : heights) h += y;
    return {w, h};
}

// The legend's entries in `columns` columns, in their order: row by row, from the left, or right
// to left from the right (the first reading's entry first where the reader starts).
void placeLegendEntries(QCPLegend *legend, const std::vector<QCPLayoutElement *> &entries, int columns) {
    const bool rtl = QGuiApplication::layoutDirection() == Qt::RightToLeft;
    for (QCPLayoutElement *e : entries) legend->take(e);
    legend->simplify();
    legend->setFillOrder(QCPLegend::foColumnsFirst, false);
    legend->setWrap(columns);
    for (size_t i = 0; i < entries.size(); ++i) {
        const int row = static_cast<int>(i) / columns, column = static_cast<int>(i) % columns;
        legend->addElement(row, rtl ? columns - 1 - column : column, entries[i]);
    }
}

void fitLegend(QCustomPlot *plot, double pt, bool compact) {
    QCPLegend *legend = plot->legend;
    mirrorLegendEntries(legend);
    // The items in their order (itemCount counts the cells of the legend's grid, empty ones too):
    // the order they were added in, kept as a property since a right-to-left placement reverses
    // the grid's.
    std::vector<QCPLayoutElement *> entries;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem *item = legend->item(i)) {
            if (!item->property(kLegendOrder).isValid()) item->setProperty(kLegendOrder, static_cast<int>(entries.size()));
            entries.push_back(item);
        }
    std::stable_sort(entries.begin(), entries.end(), [](const QCPLayoutElement *a, const QCPLayoutElement *b) {
        return a->property(kLegendOrder).toInt() < b->property(kLegendOrder).toInt();
    });
    if (!legend->visible() || entries.empty() || !legend->layout()) return;
    const int n = static_cast<int>(entries.size());
    const QRect vp = plot->viewport();
    legend->setIconSize(compact ? QSize(14, 8) : QSize(20, 10));
    legend->setIconTextPadding(compact ? 3 : 5);
    legend->setMargins(QMargins(2, 1, 2, 1));
    legend->setRowSpacing(0);
    legend->setColumnSpacing(compact ? 6 : 10);
    const int width = vp.width() - 4, budget = vp.height() / 3;
    int columns = 1;
    for (double size = compact ? smallPt(pt, true) : pt;; size -= 0.5) {
        legend->setFont(figureFont(size));  // and every item's
        std::vector<QSize> items;
        for (QCPLayoutElement *item : entries) {
            item->setMargins(QMargins());
            items.push_back(item->minimumOuterSizeHint());
        }
        for (columns = n; columns > 1; --columns)
            if (legendExtent(legend, items, columns).width() <= width) break;
        if (legendExtent(legend, items, columns).height() <= budget || size - 0.5 < std::min(pt, 5.0)) break;
    }
    placeLegendEntries(legend, entries, columns);
}

// Category labels in `font`, wrapped to `width`: whether each fits that width in `maxLines`.
bool wrapCategories(const QStringList &labels, const QFont &font, int width, int maxLines, QStringList &out) {
    const QFontMetrics fm(font);
    out.clear();
    bool fits = true;
    for (const QString &label : labels) {
        out << wrapText(label, font, width);
        fits = fits && widestLine(out.back(), fm) <= width && out.back().count(QLatin1Char('\n')) < maxLines;
    }
    return fits;
}

// An axis's title and categories at the length `length` (pixels) of the axis. Categories along a
// horizontal axis wrap to the width of a category (in a smaller font if need be, down to
// minCategoryPt; failing that, broken near the middle and slanted); along a vertical axis to a
// third of the figure's width, in as small a font as their height needs.
void fitAxis(QCPAxis *axis, int length, double pt, int figureWidth) {
    length = std::max(40, length - 4);
    const QVariant title = axis->property(kTitle);
    if (title.isValid()) axis->setLabel(isolatedLines(wrapText(title.toString(), axis->labelFont(), length)));
    const QStringList labels = axis->property(kCategories).toStringList();
    auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>();
    if (labels.isEmpty() || !ticker) return;
    const double start = axis->property(kCategoryStart).toDouble();
    const bool across = axis->orientation() == Qt::Horizontal;
    const double perCategory = length / std::max(1.0, axis->range().size());
    QMap<double, QString> ticks;
    if (across && axis->property(kUprightCategories).toBool()) {
        // Short labels that are never broken: side by side if the widest fits its category, else upright.
        const QFont font = figureFont(std::max(minCategoryPt(pt), pt - 1));
        axis->setTickLabelFont(font);
        int widest = 0;
        for (const QString &label : labels) widest = std::max(widest, QFontMetrics(font).horizontalAdvance(label));
        axis->setTickLabelRotation(widest + 4 <= perCategory ? 0 : 90);
        for (int i = 0; i < labels.size(); ++i) ticks.insert(start + i, isolated(labels[i]));
        ticker->setTicks(ticks);
        return;
    }
    QStringList shown;
    bool fits = false;
    for (double size = pt;; size -= 0.5) {
        const QFont font = figureFont(size);
        axis->setTickLabelFont(font);
        const int lines = across ? 4 : std::max(1, static_cast<int>(perCategory - 2) / QFontMetrics(font).height());
        fits = wrapCategories(labels, font, across ? std::max(16, static_cast<int>(perCategory) - 6) : figureWidth / 3, lines,
                              shown);
        if (fits || size - 0.5 < minCategoryPt(pt) - 1e-9) break;
    }
    if (!fits && across)
        for (int i = 0; i < labels.size(); ++i) shown[i] = breakNearMiddle(labels[i]);
    axis->setTickLabelRotation(fits || !across ? 0 : 30);
    for (int i = 0; i < shown.size(); ++i) ticks.insert(start + i, isolatedLines(shown[i]));
    ticker->setTicks(ticks);
}

}  // namespace

// Whether one category per reading fits along the x axis at the plot's width (each name wrapped
// onto at most four lines, in a font down to minCategoryPt); if not, the figure lays its
// categories down the y axis, where a name has a third of the width.
bool categoriesAcross(const QCustomPlot *plot, const QStringList &labels) {
    const double perCategory = plot->viewport().width() * 0.8 / (static_cast<double>(labels.size()) + 0.2);
    QStringList shown;
    return wrapCategories(labels, figureFont(minCategoryPt(fontPtOf(plot))), static_cast<int>(perCategory) - 6, 4, shown);
}

// ---- shared parts ----

QFont figureFont(double pointSize) {
    QFont f(QString::fromLatin1(kFigureFontFamily));
    f.setPointSizeF(pointSize);
    f.setStyleHint(QFont::SansSerif);
    return f;
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

QString metricTitle(const QString &key) {
    QString s = metricName(key.toStdString());
    if (!s.isEmpty()) s[0] = s[0].toUpper();
    return s;
}

QString perReading(const std::vector<int64_t> &counts) {
    if (counts.empty()) return QString();
    const auto [lo, hi] = std::minmax_element(counts.begin(), counts.end());
    if (*lo == *hi) return tr("%1 per reading").arg(*lo);
    return tr("%1 to %2 per reading").arg(*lo).arg(*hi);
}

void preparePlot(QCustomPlot *plot, const ChartStyle &style) {
    plot->clearPlottables();
    plot->clearItems();
    plot->clearGraphs();
    const QFont f = figureFont(style.fontPt);
    plot->setFont(f);  // what QCustomPlot gives the parts it makes
    plot->setProperty(kFontPt, style.fontPt);
    plot->setProperty(kFootnote, QString());
    plot->setProperty(kCaption, QString());
    plot->axisRect()->setAutoMargins(QCP::msAll);  // room for every tick label and title
    for (QCPAxis *a : {plot->xAxis, plot->yAxis, plot->xAxis2, plot->yAxis2}) {
        a->setTickLabelFont(f);
        a->setLabelFont(f);
        a->setSelectedTickLabelFont(f);
        a->setSelectedLabelFont(f);
        a->setProperty(kTitle, QVariant());
        a->setProperty(kCategories, QVariant());
    }
    plot->setProperty(kUsageLayoutProperty, QVariant());  // the usage maps hide the axes
    for (QCPAxis *a : {plot->xAxis, plot->yAxis}) {
        a->setVisible(true);
        a->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        a->setTickLabelRotation(0);
        a->grid()->setVisible(true);
        a->grid()->setPen(QPen(QColor(220, 220, 220), 0, Qt::DotLine));
        a->setLabel(QString());
    }
    plot->legend->setFont(f);
    plot->legend->setSelectedFont(f);
    plot->legend->setVisible(true);
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setBrush(Qt::NoBrush);
    plot->legend->setRowSpacing(0);
    plot->legend->setColumnSpacing(int(style.fontPt));
    plot->legend->setWrap(3);
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst, false);
    // Its columns follow the width (fitToViewport): no minimum width of its own, so that a chart
    // on screen can still be made narrower (the height stays the items').
    plot->legend->setMinimumSize(1, 0);
    // The rows below the axes are laid anew by finishLayout: the legend is taken out of whatever
    // layout holds it (at first the axes' inset) and the texts of the last figure go.
    QCPLayoutGrid *grid = plot->plotLayout();
    if (QCPLayout *l = plot->legend->layout()) l->take(plot->legend);
    for (int r = grid->rowCount() - 1; r >= 1; --r)
        for (int c = 0; c < grid->columnCount(); ++c)
            if (QCPLayoutElement *e = grid->element(r, c)) grid->remove(e);
    grid->simplify();
    if (!plot->property(kFitted).toBool()) {
        plot->setProperty(kFitted, true);
        QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot] { fitToViewport(plot); });
    }
}

void drawMessage(QCustomPlot *plot, const QString &text) {
    auto *t = new QCPItemText(plot);
    t->position->setType(QCPItemPosition::ptAxisRectRatio);
    t->position->setCoords(0.5, 0.5);
    t->setFont(figureFont(fontPtOf(plot)));
    // At most 400 px a line: the viewport may still grow or shrink before the figure is shown.
    t->setText(wrapText(text, t->font(), std::clamp(plot->viewport().width() * 4 / 5, 100, 400)));
    plot->legend->setVisible(false);
}

void setFootnote(QCustomPlot *plot, const QString &text) { plot->setProperty(kFootnote, text); }
void setCaption(QCustomPlot *plot, const QString &text) { plot->setProperty(kCaption, text); }

void setAxisTitle(QCPAxis *axis, const QString &title) {
    axis->setProperty(kTitle, title);
    axis->setLabel(isolatedLines(title));
}

void setCategories(QCPAxis *axis, const QStringList &labels, double start, bool upright) {
    axis->setTicker(textTicker(labels, start));
    axis->setProperty(kCategories, labels);
    axis->setProperty(kCategoryStart, start);
    axis->setProperty(kUprightCategories, upright);
}

void finishLayout(QCustomPlot *plot) {
    QCPLayoutGrid *grid = plot->plotLayout();
    int row = 1;
    if (plot->legend->visible() && plot->legend->itemCount() > 0) grid->addElement(row++, 0, plot->legend);
    else plot->legend->setVisible(false);
    // Right to left, each name of the legend keeps its own order ("R2 ..." in an Urdu figure).
    for (int i = 0; i < plot->plottableCount(); ++i) plot->plottable(i)->setName(isolated(plot->plottable(i)->name()));
    const QFont small = figureFont(smallPt(fontPtOf(plot), false));
    for (const auto &[property, name] : {std::pair{kFootnote, "footnote"}, std::pair{kCaption, "caption"}}) {
        const QString text = plot->property(property).toString();
        if (text.isEmpty()) continue;
        auto *t = new FigureText(plot, text, small);
        t->setObjectName(QString::fromLatin1(name));
        grid->addElement(row++, 0, t);
    }
    grid->setRowSpacing(2);
    for (int r = 0; r < grid->rowCount(); ++r) grid->setRowStretchFactor(r, r == 0 ? 1.0 : 0.001);
}

void fitToViewport(QCustomPlot *plot) {
    const QRect vp = plot->viewport();
    if (vp.width() < 20 || vp.height() < 20) return;
    const double pt = fontPtOf(plot);
    const bool compact = vp.width() < kCompactWidth;
    QCPLayoutGrid *grid = plot->plotLayout();
    for (int r = 1; r < grid->rowCount(); ++r)
        if (auto *t = qobject_cast<QCPTextElement *>(grid->element(r, 0))) t->setFont(figureFont(smallPt(pt, compact)));
    fitLegend(plot, pt, compact);
    // Titles and categories against the axes: first an estimate of their lengths, then the lengths
    // of a trial layout, twice (a title on more lines narrows the axes beside it).
    QCPAxisRect *rect = plot->axisRect();
    QSize area(vp.width() * 4 / 5, vp.height() / 2);
    for (int pass = 0; pass < 3; ++pass) {
        for (QCPAxis *a : rect->axes())
            fitAxis(a, a->orientation() == Qt::Horizontal ? area.width() : area.height(), pt, vp.width());
        if (pass == 2) break;
        grid->update(QCPLayoutElement::upPreparation);
        grid->update(QCPLayoutElement::upMargins);
        grid->update(QCPLayoutElement::upLayout);
        area = rect->rect().size();
    }
    fitUsage(plot, pt);
}

QString wrapText(const QString &text, const QFont &font, int width) {
    const QFontMetrics fm(font);
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString &word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && fm.horizontalAdvance(longer) > width) {
                lines << line;
                line = word;
            } else {
                line = longer;
            }
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
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
        // A reading's name, as the legends give it (wrapped at its spaces to the width of its
        // category when drawn); a reading without one by its id, broken at its hyphens and
        // underscores into lines of about 16 characters.
        if (!s.name.isEmpty()) {
            out.labels << s.name;
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
    // Readings' names need no title (a line less at single-column width); sweep cells need the
    // base and the options their values belong to.
    out.axisTitle = valuesOnly ? tr("Sweep of %1: %2").arg(base, options.join(QStringLiteral(" / ")))
                    : allCells ? tr("Sweep of %1").arg(base)
                               : QString();
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

MetricScope metricScope(const QString &key) {
    static const QStringList ruleEnded{QStringLiteral("AdvantageP1"), QStringLiteral("first_mover_win_rate"),
                                       QStringLiteral("second_mover_win_rate"), QStringLiteral("Drawishness"),
                                       QStringLiteral("score_margin_mean")};
    if (ruleEnded.contains(key)) return MetricScope::RuleEnded;
    if (key == QLatin1String("AdvantageP1_ludii")) return MetricScope::LudiiDraws;
    return MetricScope::AllMatches;
}

QString ruleEndedCount(const ReadingSeries &s, const QString &name, bool named) {
    int64_t rule = 0;
    s.ruleEnded(rule);
    const QString count = tr("%1 of %2").arg(rule).arg(s.matches);
    return named ? name + QStringLiteral(": ") + count : count;
}

QString notRuleEndedFootnote(MetricScope scope, bool margins, const QStringList &counts) {
    const QString list = counts.join(QStringLiteral("; "));
    QString text;
    if (margins)
        text =
            tr("Fewer than half of the matches ended by the rules (%1): the margins include those ended by a guard or "
               "stopped by a cap.");
    else if (scope == MetricScope::RuleEnded)
        text =
            tr("Fewer than half of the matches ended by the rules (%1): the value is measured on the rule-ended matches "
               "only.");
    else if (scope == MetricScope::LudiiDraws)
        text =
            tr("Fewer than half of the matches ended by the rules (%1): Ludii's count scores each of the others as a draw "
               "(0.5).");
    else
        text =
            tr("Fewer than half of the matches ended by the rules (%1): the value also counts the matches ended by a guard "
               "or stopped by a cap.");
    return QStringLiteral("\u2020 ") + text.arg(list);
}

}  // namespace rulelab::charts
