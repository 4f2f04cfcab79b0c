#pragma once
// One function builds one figure from finished data (ChartData), for the window and for
// `rulelab-cli chart` alike; exportFigure writes it as PNG, PDF or SVG at a journal size,
// with the figure's data as CSV beside it.

#include "chart_data.h"

#include <QColor>
#include <QFont>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <string>
#include <vector>

class QCustomPlot;

class QCPPainter;
class QIODevice;

namespace rulelab {
struct ExploreResult;
struct Requirement;
}  // namespace rulelab

namespace rulelab::charts {

enum class ChartKind { Length, Advantage, Ends, Margin, Rounds, Effects, Interaction, Usage, Ladder };
inline constexpr ChartKind kAllKinds[] = {ChartKind::Length, ChartKind::Advantage, ChartKind::Ends,        ChartKind::Margin,
                                          ChartKind::Rounds, ChartKind::Effects,   ChartKind::Interaction, ChartKind::Usage};

// kAllKinds are the figures of a run (the workbench's Charts tab); Ladder, the figure of a ladder
// folder (rulelab-cli ladder), is drawn by `chart --kind ladder` only.
QString kindKey(ChartKind k);  // "length", "advantage", ... (CLI --kind)
bool kindFromKey(const QString &key, ChartKind &out);
QString kindTitle(ChartKind k);  // translated
// Whether a figure of `kind` draws numbers counted in each engine's own units (lengths, margins,
// rounds): with ChartData::unitsDiffer it says so instead of drawing them.
bool inEngineUnits(ChartKind k);

struct ChartStyle {
    QString measure = QStringLiteral("turns");                // length chart: turns, laps or rounds
    bool ecdf = false;                                        // length chart: cumulative instead of histogram
    QString advantageMetric = QStringLiteral("AdvantageP1");  // or first_mover_win_rate
    QString effectMetric;                                     // effects and interaction charts (empty: the first one)
    QString ladderMetric = QStringLiteral("AdvantageP1");     // ladder chart: the metric along the y axis
    QString interaction;                                      // interaction chart: "A x B" (empty: the largest on the metric)
    // Usage maps: what is counted per cell (all, lifted, sown, captured or landed), and an
    // observed map drawn beside the readings' (each reading's Spearman rho with it in its title).
    QString usageMeasure = QStringLiteral("all");
    std::shared_ptr<const stats::ObservedUsage> observed;
    double fontPt = 9;
};

// The interaction the interaction chart draws for `style` (its metric, and its pair or the one
// with the largest contrast), oriented as asked: "B x A" draws B along the axis (the contrast
// is symmetric in the two options). False when there is none.
bool chosenInteraction(const ChartData &data, const ChartStyle &style, InteractionData &out);
// The pairs of options with an interaction on `metric`, the largest first, each in both
// orientations ("A x B", then "B x A").
QStringList interactionPairs(const ChartData &data, const QString &metric);

// The colour of the i-th reading (Okabe-Ito, colour-blind safe), the same in every chart.
QColor readingColor(int index);

// Every text of a figure is set in this family, so that an exported SVG names a font that other
// tools resolve (not the toolkit's alias "Sans Serif"); Debian's fonts-dejavu-core installs it.
inline constexpr const char *kFigureFontFamily = "DejaVu Sans";
QFont figureFont(double pointSize);

// Clears `plot` and draws the figure: the axes, then below them the legend, a footnote when a
// reading is marked († on an outcome chart: fewer than half of its matches ended by the rules)
// and a caption saying what is plotted and what the intervals are. Category axes name the
// readings by their names. The legend, the captions and the axis texts are fitted to the plot's
// viewport on every replot (a compact legend in several columns at single-column width).
// Returns false (with a drawn message) when the data has nothing for this kind, e.g. no main
// effects without a sweep.
bool buildChart(QCustomPlot *plot, const ChartData &data, ChartKind kind, const ChartStyle &style);
// The bins of the distribution figures (game length, score margin): one width for every reading,
// so that their shares compare, wide enough for about 60 bins over all readings' values. Bin i
// holds the values low(i) .. low(i) + width - 1. The width is round (1, 2, 5 x 10^k, at most about
// 60 bins) and the first bin starts at a multiple of it, never a whole bin below the smallest value;
// an empty bin follows the largest, so each curve ends at zero. The plot and its CSV use the same.
struct HistogramBins {
    int64_t first = 0, width = 1, count = 0;
    int64_t low(int64_t i) const { return first + i * width; }
};
HistogramBins histogramBins(const std::vector<const Distribution *> &distributions);
// Matches per bin (`bins.count` entries).
std::vector<int64_t> binCounts(const Distribution &d, const HistogramBins &bins);
// The distribution a figure of `kind` draws for each reading (length: `style.measure`; margin;
// rounds), in reading order.
std::vector<const Distribution *> chartDistributions(const ChartData &data, ChartKind kind, const ChartStyle &style);

// The numbers drawn, as CSV (header line first): exactly the plotted values (for a histogram one
// row per bin, with its bounds, matches and share of the reading's matches).
QByteArray chartCsv(const ChartData &data, ChartKind kind, const ChartStyle &style);

struct ExportOptions {
    double widthMm = 85, heightMm = 60;
    int dpi = 300;  // PNG only
};
// "single" (85 mm), "double" (175 mm) or "WxH" in mm. Returns false on a malformed size.
bool parseSize(const QString &text, ExportOptions &out);

// Renders one page, `options.widthMm` x `options.heightMm`, into `out` as PNG (at options.dpi),
// PDF or SVG (by `suffix`: "png", "pdf" or "svg"). `paint` draws in 96-dpi layout units over a
// `layout`-sized page, so point-size fonts keep their physical size in every format; the
// painter is vectorized for PDF and SVG. Does not commit `out`; false when nothing could be drawn.
bool renderPage(QIODevice &out, const QString &suffix, const ExportOptions &options, const QString &title,
                const std::function<void(QCPPainter &painter, const QSize &layout)> &paint);

// Builds the figure into an offscreen `plot` sized and laid out for a page of `options`, exactly
// as exportFigure draws it (the plot's viewport is the page, in 96-dpi layout units).
bool layoutFigure(QCustomPlot *plot, const ChartData &data, ChartKind kind, const ChartStyle &style,
                  const ExportOptions &options);

// Builds the figure offscreen and writes `file` (.png, .pdf or .svg) and the data as CSV with
// the same base name. Both are written atomically; on error nothing is left behind. Text is set
// in kFigureFontFamily, which the SVG names; the PDF embeds the font (a subset of its glyphs).
bool exportFigure(const ChartData &data, ChartKind kind, const ChartStyle &style, const ExportOptions &options,
                  const QString &file, QString &error);
// Writes an already built plot (same formats and guarantees; `csv` is written beside it),
// laid out for the page: a plot on screen gets its own viewport back afterwards.
bool exportPlot(QCustomPlot *plot, const ExportOptions &options, const QString &file, const QByteArray &csv, QString &error);

// The figure of an exploration (the Explore tab, issue 20): for requirement `requirement` of
// the result (an index into result.prepared.requirements), every candidate with an estimate, as
// its estimate with the 95% interval, the candidates sorted by the estimate along the x axis
// (labelled by their numbers, 1-based in the result's order, when at most 40), each drawn in the
// colour and marker of its verdict (feasible: green disc, infeasible: orange cross, uncertain:
// grey open square, named in the legend with their counts), against the requirement's dashed
// line or shaded band; the y axis is titled with the metric's name. False (with a drawn message)
// when no candidate has an estimate.
bool buildExploreChart(QCustomPlot *plot, const ExploreResult &result, size_t requirement, const ChartStyle &style);
// What that figure draws, as CSV: one row per drawn candidate, in the drawn order.
QByteArray exploreChartCsv(const ExploreResult &result, size_t requirement);
// A requirement in words: the metric's name, the evidence file it is measured against, and the
// bound ("Completion (share ended by the rules) ≥ 0.98").
QString requirementTitle(const Requirement &requirement);
// A metric's name for a title: display names' metricName with a capital; usage_similarity too.
QString exploreMetricTitle(const std::string &key);

}  // namespace rulelab::charts
