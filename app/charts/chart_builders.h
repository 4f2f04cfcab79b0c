#pragma once
// Inside rulelab_charts (charts.h is its interface): one builder function per figure, as in
// QCustomPlot's examples, and the drawing parts they share. buildChart (charts.cpp) prepares
// the plot, calls the builder of the kind asked for, then lays out the legend and replots.
// Everything here stays in namespace rulelab::charts, the tr() context of the catalogues.
//
//   chart_builders.cpp        shared parts; the figures of each reading (lengths, margins,
//                             rounds, first-player advantage, end reasons)
//   chart_builders_sweep.cpp  the figures of a sweep (main effects, interactions)
//   chart_builders_usage.cpp  the usage maps (heat maps on the board, small multiples)
//   chart_builders_ladder.cpp a metric against playing strength (a ladder)

#include "charts.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QPen>
#include <QSharedPointer>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <vector>

class QCPAxis;
class QCPScatterStyle;
class QCPAxisTickerText;

namespace rulelab::charts {

// The translation of `s` in the context "rulelab::charts", the one lupdate gives the tr()
// calls of this namespace (defined in charts.cpp).
QString tr(const char *s);

// ---- shared parts (chart_builders.cpp) ----

const Distribution &measureOf(const ReadingSeries &s, const QString &measure);  // turns, laps or rounds
QString measureLabel(const QString &measure);
// A metric's plain name (display_names' metricName) with a capital, for an axis title.
QString metricTitle(const QString &key);
// "2000 per reading", or "40 to 2000 per reading" when the counts differ.
QString perReading(const std::vector<int64_t> &counts);
// Clears the plot and sets fonts, grids and the legend for `style`; the rows below the axes
// are laid out anew by finishLayout.
void preparePlot(QCustomPlot *plot, const ChartStyle &style);
// A message in the middle of the axes instead of a figure (no legend).
void drawMessage(QCustomPlot *plot, const QString &text);
// The texts below the axes: a footnote (what a † means) and a caption (what is plotted and what
// the intervals are), in a smaller font, wrapped to the width of the figure.
void setFootnote(QCustomPlot *plot, const QString &text);
void setCaption(QCustomPlot *plot, const QString &text);
// An axis title, wrapped onto more lines when the axis is shorter than the title.
void setAxisTitle(QCPAxis *axis, const QString &title);
// One category per tick (start, start + 1, ...), fitted to the axis on every replot: along the x
// axis each label wraps at its spaces to the width of its category (in a smaller font if need
// be; failing that, every label is broken near its middle and slanted), down the y axis to a
// third of the figure's width. An explicit line break in a label is kept.
// `upright`: short labels that must not be broken (numbers) stand upright when they do not fit.
void setCategories(QCPAxis *axis, const QStringList &labels, double start = 1, bool upright = false);
// Below the axes: the legend (when visible), then the footnote and the caption.
void finishLayout(QCustomPlot *plot);
// Fits the legend (font, columns), the captions and the axis texts to the plot's viewport, so
// that at single-column width the legend keeps to a third of the height. buildChart connects it
// to every replot; exportPlot calls it for the page.
void fitToViewport(QCustomPlot *plot);
// `text` with line breaks at spaces so that no line is wider than `width` pixels in `font`
// (a word wider than that stays whole). Existing line breaks are kept.
QString wrapText(const QString &text, const QFont &font, int width);
// Whether one category per reading fits along the x axis at the plot's width (each name wrapped
// onto at most four lines, in a font down to the smallest category size); if not, the figure
// lays its categories down the y axis, where a name has a third of the width.
bool categoriesAcross(const QCustomPlot *plot, const QStringList &labels);

// The categories of the figures with one category per reading: the readings' names (their ids
// when they have none) or, for the cells of one sweep "base[a=x,b=y]", their varied values, one
// per line (the axis title then names the base and the options).
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
CategoryLabels categoryLabels(const ChartData &data);
QSharedPointer<QCPAxisTickerText> textTicker(const QStringList &labels, double start = 1);
// How a reading's matches that did not end by the rules enter the metric `key` of an outcome
// chart: not at all (AdvantageP1, win rates, Drawishness), as draws (AdvantageP1_ludii) or
// otherwise.
enum class MetricScope { RuleEnded, LudiiDraws, AllMatches };
MetricScope metricScope(const QString &key);
// The footnote of a chart that marks readings with †: `counts` lists "n of N" (with the
// reading's name when more than one is marked).
QString notRuleEndedFootnote(MetricScope scope, bool margins, const QStringList &counts);
// "n of N" for reading `s` (its rule-ended matches of all), with its name when `named`.
QString ruleEndedCount(const ReadingSeries &s, const QString &name, bool named);
QColor endColor(const QString &reason);
// An end reason key ("round_stalled") in words, or the key when it is not one.
QString endReasonText(const QString &reason);
// ---- told apart without colour (chart_styles.cpp) ----
// Reading i's marker (filled, or white inside when `hollow`), line (its dash pattern) and bar fill
// (its hatching), beside its colour: a figure printed in greyscale still tells the readings
// apart. The same reading looks the same in every chart.
QCPScatterStyle readingScatter(int index, double size = 7, bool hollow = false);
QPen readingPen(int index, double width = 1.6);
QBrush readingBrush(int index);
// An end reason's bar fill: its colour with the hatching of its place in the legend (`order`).
QBrush endReasonBrush(const QString &reason, int order);
// The smallest round width (1, 2, 5 x 10^k) of at least `atLeast`.
int64_t roundBinWidth(int64_t atLeast);
// A CSV field (quoted when it holds a comma, a quote or a line break) and a number in it: four
// significant digits, without an exponent down to 1e-6 ("0.1235", "412.5", "12346"). The usage
// maps' shares keep eight, so that a panel's shares still add up to 1 within 1e-6.
QByteArray csvField(const QString &s);
QByteArray csvNumber(double v, int significant = 4);
QStringList endReasonOrder(const ChartData &data);  // "finished" first, then as the readings list them

// ---- sweep parts (chart_builders_sweep.cpp) ----

// The main effects on `metric` (empty: the first metric with effects); `chosen` says which.
const Effect *firstEffect(const ChartData &data, const QString &metric, QString &chosen);
// The balanced cell mean m(a, b) = contrast + m(a, .) + m(., b) - m(., .), from the interaction
// and the two main effects; false when a level is missing.
bool cellMean(const ChartData &data, const InteractionData &in, const QString &a, const QString &b, double &out);

// ---- usage maps (chart_builders_usage.cpp) ----

// One small multiple of the usage figure: a reading's map, or the observed map. `count` holds the
// measure at each cell with data (the observed map: its cells only), `total` their sum; the
// colour of a cell is its share of the total.
struct UsagePanel {
    QString id;     // the reading's id, or "observed"
    QString title;  // the reading's name (with its rho when an observed map is given), or "Observed"
    const BoardView *board = nullptr;
    std::map<int, double> count;
    double total = 0;
    QString measure;  // the measure's key
    bool observed = false;
    bool hasSimilarity = false;  // a reading's panel, with an observed map on its board
    stats::Interval similarity;  // Spearman's rho with the observed map, 95% jackknife interval
};
// The panels of the usage figure for `style`: every reading with a map, in the readings' order,
// then the observed map when one is given. The figure and its CSV are built from the same panels.
std::vector<UsagePanel> usagePanels(const ChartData &data, const ChartStyle &style);
// Set on a plot that draws usage maps: the panels' extent in plot units (a QRectF). fitUsage
// (called by fitToViewport) then keeps one unit of width to one of height and fits the texts to
// the size of a cell; preparePlot clears it and shows the axes again.
inline constexpr const char *kUsageLayoutProperty = "rulelabUsage";
void fitUsage(QCustomPlot *plot, double pt);

// ---- the figures ----
// Each draws into a prepared plot with at least one reading; false (with a drawn message)
// when the data has nothing for the figure.

bool buildLengthDistribution(QCustomPlot *plot, const ChartData &data, const ChartStyle &style);
bool buildMarginDistribution(QCustomPlot *plot, const ChartData &data, const ChartStyle &style);
bool buildRounds(QCustomPlot *plot, const ChartData &data, const ChartStyle &style);
bool buildAdvantage(QCustomPlot *plot, const ChartData &data, const ChartStyle &style);
bool buildEndReasons(QCustomPlot *plot, const ChartData &data, const ChartStyle &style);
bool buildEffects(QCustomPlot *plot, const ChartData &data, const ChartStyle &style);
bool buildInteraction(QCustomPlot *plot, const ChartData &data, const ChartStyle &style);
bool buildUsage(QCustomPlot *plot, const ChartData &data, const ChartStyle &style);
// A ladder (chart_builders_ladder.cpp): the metric style.ladderMetric against the rungs' ratings;
// and what it draws, as CSV.
bool buildLadder(QCustomPlot *plot, const ChartData &data, const ChartStyle &style);
QByteArray ladderCsv(const ChartData &data, const ChartStyle &style);

}  // namespace rulelab::charts
