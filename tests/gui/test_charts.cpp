// The figures draw what their axes say, and the CSV beside a figure holds exactly what is drawn.
// Distributions by hand: reading A has turns 10 (x3), 11 (x1); reading B 10 (x1), 250 (x1).

#include "charts.h"

#include <qcustomplot.h>

#include <QList>

#include <gtest/gtest.h>

namespace {

using namespace rulelab::charts;

ChartData twoReadings() {
    ChartData d;
    d.game = QStringLiteral("fixture");
    ReadingSeries a, b;
    a.id = QStringLiteral("a");
    a.matches = 4;
    a.turns.histogram = {{10, 3}, {11, 1}};
    b.id = QStringLiteral("b");
    b.matches = 2;
    b.turns.histogram = {{10, 1}, {250, 1}};
    d.readings = {a, b};
    return d;
}

// CSV rows after the header, split into fields.
QList<QList<QByteArray>> csvRows(const QByteArray &csv) {
    QList<QList<QByteArray>> rows;
    const QList<QByteArray> lines = csv.trimmed().split('\n');
    for (int i = 1; i < lines.size(); ++i) rows << lines[i].split(',');
    return rows;
}

TEST(Charts, BinsAreCommonToEveryReadingAndHoldWholeValueRanges) {
    const ChartData d = twoReadings();
    const HistogramBins bins = histogramBins({&d.readings[0].turns, &d.readings[1].turns});
    // Values 10 .. 250: about 60 bins, (250 - 10 + 59) / 60 = 4 values wide.
    EXPECT_EQ(bins.width, 4);
    EXPECT_EQ(bins.first, 6);                   // an empty bin before 10
    EXPECT_EQ(bins.count, (250 - 10) / 4 + 3);  // 10..250 in 61 bins, plus the two empty ends
    const std::vector<int64_t> a = binCounts(d.readings[0].turns, bins);
    EXPECT_EQ(a[1], 4);  // 10 and 11 share the bin 10..13
    const std::vector<int64_t> b = binCounts(d.readings[1].turns, bins);
    EXPECT_EQ(b[1], 1);
    EXPECT_EQ(b[static_cast<size_t>((250 - 6) / 4)], 1);  // 250 lies in 250..253
}

TEST(Charts, TheLengthHistogramPlotsShareOfMatchesPerBinAndItsCsvIsThePlottedBins) {
    const ChartData d = twoReadings();
    QCustomPlot plot;
    ChartStyle style;
    ASSERT_TRUE(buildChart(&plot, d, ChartKind::Length, style));
    EXPECT_EQ(plot.yAxis->label(), QStringLiteral("Share of matches"));
    EXPECT_EQ(plot.xAxis->label(), QStringLiteral("Turns per match, in bins of 4"));
    const auto rows = csvRows(chartCsv(d, ChartKind::Length, style));
    ASSERT_EQ(plot.graphCount(), 2);
    int row = 0;
    for (int g = 0; g < 2; ++g) {
        const auto data = plot.graph(g)->data();
        double sum = 0;
        for (auto it = data->constBegin(); it != data->constEnd(); ++it, ++row) {
            ASSERT_LT(row, rows.size());
            const auto &f = rows[row];
            ASSERT_EQ(f.size(), 6);
            EXPECT_EQ(f[0], g == 0 ? "a" : "b");
            const double low = f[2].toDouble(), high = f[3].toDouble();
            EXPECT_EQ(high - low, 3);                                                 // 4 values per bin
            EXPECT_DOUBLE_EQ(it->key, (low + high) / 2);                              // drawn at the bin's centre
            EXPECT_NEAR(it->value, f[5].toDouble(), 1e-12);                           // the plotted height is the CSV's share
            EXPECT_NEAR(f[5].toDouble(), f[4].toDouble() / (g == 0 ? 4 : 2), 1e-12);  // share of the reading's matches
            sum += it->value;
        }
        EXPECT_NEAR(sum, 1.0, 1e-12) << "every match in exactly one bin";
    }
    EXPECT_EQ(row, rows.size());
    // The tallest bar of reading a: all four of its matches in 10..13, a share of 1 (not 1/4 per turn).
    double top = 0;
    for (auto it = plot.graph(0)->data()->constBegin(); it != plot.graph(0)->data()->constEnd(); ++it)
        top = std::max(top, it->value);
    EXPECT_DOUBLE_EQ(top, 1.0);
}

TEST(Charts, WithBinsOfOneValueTheAxisNamesNoBins) {
    ChartData d = twoReadings();
    d.readings[1].turns.histogram = {{10, 1}, {12, 1}};
    QCustomPlot plot;
    ASSERT_TRUE(buildChart(&plot, d, ChartKind::Length, ChartStyle{}));
    EXPECT_EQ(plot.yAxis->label(), QStringLiteral("Share of matches"));
    EXPECT_EQ(plot.xAxis->label(), QStringLiteral("Turns per match"));
    const auto rows = csvRows(chartCsv(d, ChartKind::Length, ChartStyle{}));
    ASSERT_FALSE(rows.isEmpty());
    EXPECT_EQ(rows[0][2], rows[0][3]);  // a bin is one value
}

TEST(Charts, TheCumulativeCurveAndItsCsvAgree) {
    const ChartData d = twoReadings();
    ChartStyle style;
    style.ecdf = true;
    QCustomPlot plot;
    ASSERT_TRUE(buildChart(&plot, d, ChartKind::Length, style));
    EXPECT_EQ(plot.yAxis->label(), QStringLiteral("Cumulative share of matches"));
    const auto rows = csvRows(chartCsv(d, ChartKind::Length, style));
    ASSERT_EQ(rows.size(), 4);  // two values per reading
    const auto data = plot.graph(0)->data();
    // The curve starts at 0 and steps to 0.75 at 10 and 1 at 11, as the CSV says.
    ASSERT_EQ(data->size(), 3);
    EXPECT_DOUBLE_EQ((data->constBegin() + 1)->value, rows[0][5].toDouble());
    EXPECT_DOUBLE_EQ((data->constBegin() + 2)->value, rows[1][5].toDouble());
    EXPECT_DOUBLE_EQ(rows[0][5].toDouble(), 0.75);
}

// The end-reasons chart's legend names the ends in words, not by their keys.
TEST(Charts, EndReasonsAreNamedInWords) {
    ChartData d = twoReadings();
    d.readings[0].endReasons = {{QStringLiteral("finished"), 3}, {QStringLiteral("ludii_limit"), 1}};
    d.readings[1].endReasons = {{QStringLiteral("finished"), 2}};
    QCustomPlot plot;
    ASSERT_TRUE(buildChart(&plot, d, ChartKind::Ends, ChartStyle{}));
    QStringList names;
    for (int i = 0; i < plot.plottableCount(); ++i) names << plot.plottable(i)->name();
    EXPECT_TRUE(names.contains(QStringLiteral("ended by the rules"))) << names.join(QStringLiteral(", ")).toStdString();
    EXPECT_TRUE(names.contains(QStringLiteral("stopped at Ludii's limit"))) << names.join(QStringLiteral(", ")).toStdString();
    for (const QString &n : names) EXPECT_FALSE(n.contains(QLatin1Char('_'))) << n.toStdString();
    EXPECT_TRUE(chartCsv(d, ChartKind::Ends, ChartStyle{}).contains("ludii_limit"));  // the data keeps the key
}

}  // namespace
