#pragma once
// Inside rulelab_charts (charts.h is its interface): one builder function per figure, as in
// QCustomPlot's examples, and the drawing parts they share. buildChart (charts.cpp) prepares
// the plot, calls the builder of the kind asked for, then lays out the legend and replots.
// Everything here stays in namespace rulelab::charts, the tr() context of the catalogues.
//
//   chart_builders.cpp        shared parts; the figures of each reading (lengths, margins,
//                             rounds, first-player advantage, end reasons)
//   chart_builders_sweep.cpp  the figures of a sweep (main effects, interactions)

#include "charts.h"

#include <QColor>
#include <QSharedPointer>
#include <QString>
#include <QStringList>

class QCPAxisTickerText;

namespace rulelab::charts {

// The translation of `s` in the context "rulelab::charts", the one lupdate gives the tr()
// calls of this namespace (defined in charts.cpp).
QString tr(const char *s);

// ---- shared parts (chart_builders.cpp) ----

const Distribution &measureOf(const ReadingSeries &s, const QString &measure);  // turns, laps or rounds
QString measureLabel(const QString &measure);
// Clears the plot and sets fonts, grids and the legend (below the axes) for `style`.
void preparePlot(QCustomPlot *plot, const ChartStyle &style);
// A message in the middle of the axes instead of a figure (no legend).
void drawMessage(QCustomPlot *plot, const QString &text);

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
CategoryLabels categoryLabels(const ChartData &data);
QSharedPointer<QCPAxisTickerText> textTicker(const QStringList &labels, double start = 1);
QColor endColor(const QString &reason);
QStringList endReasonOrder(const ChartData &data);  // "finished" first, then as the readings list them

// ---- sweep parts (chart_builders_sweep.cpp) ----

// The main effects on `metric` (empty: the first metric with effects); `chosen` says which.
const Effect *firstEffect(const ChartData &data, const QString &metric, QString &chosen);
// The balanced cell mean m(a, b) = contrast + m(a, .) + m(., b) - m(., .), from the interaction
// and the two main effects; false when a level is missing.
bool cellMean(const ChartData &data, const InteractionData &in, const QString &a, const QString &b, double &out);

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

}  // namespace rulelab::charts
