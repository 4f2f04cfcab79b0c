// Figures that survive a greyscale print: each reading keeps its own marker shape, dash pattern
// and bar hatching beside its colour; histogram bins have round widths and start at the data;
// the CSV names each reading (its id in a column of its own) and rounds its numbers for reading.

#include "chart_builders.h"  // roundBinWidth, csvNumber
#include "charts.h"

#include <qcustomplot.h>

#include <QRegularExpression>
#include <QSet>

#include <gtest/gtest.h>

namespace {

using namespace rulelab::charts;

Distribution spread(int64_t lo, int64_t hi, int64_t step) {
    Distribution d;
    for (int64_t v = lo; v <= hi; v += step) d.histogram[v] = 1 + v % 3;
    return d;
}

ChartData readings(int n) {
    ChartData d;
    d.game = QStringLiteral("fixture");
    for (int i = 0; i < n; ++i) {
        ReadingSeries s;
        s.id = QStringLiteral("r%1-literal").arg(i);
        s.name = QStringLiteral("Reading %1").arg(i);
        s.turns = spread(6 + i, 400 + 37 * i, 7);
        s.rounds = spread(1, 5 + i, 1);
        s.matches = s.turns.count();
        s.endReasons = {{QStringLiteral("finished"), s.matches - 3}, {QStringLiteral("round_stalled"), 3}};
        s.metrics = {{QStringLiteral("AdvantageP1"), IntervalValue{0.4 + 0.1 / (i + 3), 0.3, 0.6}}};
        d.readings.push_back(s);
    }
    return d;
}

// Digits of a number as written, without its sign, point and leading zeros ("0.008772": 4); an
// exponent counts as too many. Not a number: 0.
int significantDigits(const QString &field) {
    bool ok = false;
    field.toDouble(&ok);
    if (!ok) return 0;
    if (field.contains(QLatin1Char('e'))) return 99;
    QString d = field;
    d.remove(QLatin1Char('-'));
    if (!d.contains(QLatin1Char('.'))) return 0;  // a whole number (a count, a bin bound)
    d.remove(QLatin1Char('.'));
    while (d.startsWith(QLatin1Char('0'))) d.remove(0, 1);
    return static_cast<int>(d.size());
}

}  // namespace

TEST(FiguresPrint, BinWidthsAreRound) {
    EXPECT_EQ(roundBinWidth(1), 1);
    EXPECT_EQ(roundBinWidth(3), 5);
    EXPECT_EQ(roundBinWidth(6), 10);
    EXPECT_EQ(roundBinWidth(11), 20);
    EXPECT_EQ(roundBinWidth(99), 100);
    EXPECT_EQ(roundBinWidth(101), 200);
    EXPECT_EQ(roundBinWidth(2001), 5000);
}

// The case: turns from 6 to about 5,900 were cut into bins of 99 with a first bin from -93.
TEST(FiguresPrint, BinsStartAtTheDataOnAMultipleOfARoundWidth) {
    const Distribution d = spread(6, 5900, 13);
    const HistogramBins b = histogramBins({&d});
    EXPECT_EQ(b.width, 100);
    EXPECT_EQ(b.first, 0);  // the bin 0..99 holds 6; none lies below it
    EXPECT_EQ(b.low(b.count - 1), 5900) << "one empty bin after the bin holding the largest value";
    const std::vector<int64_t> counts = binCounts(d, b);
    int64_t total = 0;
    for (int64_t c : counts) total += c;
    EXPECT_EQ(total, d.count());
    // Negative values (score margins): the first bin holds the smallest, on a multiple of the width.
    const Distribution m = spread(-47, 130, 1);
    const HistogramBins mb = histogramBins({&m});
    EXPECT_EQ(mb.width, 5);
    EXPECT_EQ(mb.first, -50);
    EXPECT_EQ(binCounts(m, mb)[0], m.histogram.at(-47) + m.histogram.at(-46));
}

// Every figure with several readings: no two readings share a marker shape, a line's dash
// pattern or a bar's hatching, so that nothing depends on colour alone.
TEST(FiguresPrint, ReadingsDifferBeyondColour) {
    const ChartData d = readings(4);
    for (ChartKind kind : {ChartKind::Length, ChartKind::Advantage}) {
        QCustomPlot plot;
        ChartStyle style;
        ASSERT_TRUE(buildChart(&plot, d, kind, style));
        ASSERT_EQ(plot.graphCount(), 4);
        QSet<int> shapes, dashes;
        for (int i = 0; i < 4; ++i) {
            shapes.insert(plot.graph(i)->scatterStyle().shape());
            dashes.insert(plot.graph(i)->pen().style());
        }
        EXPECT_EQ(shapes.size(), 4) << "marker shapes, kind " << static_cast<int>(kind);
        if (kind == ChartKind::Length) {
            EXPECT_EQ(dashes.size(), 4) << "line styles";
        }
    }
    QCustomPlot bars;
    ASSERT_TRUE(buildChart(&bars, d, ChartKind::Rounds, ChartStyle{}));
    QSet<int> hatches;
    for (int i = 0; i < bars.plottableCount(); ++i)
        if (auto *b = qobject_cast<QCPBars *>(bars.plottable(i))) hatches.insert(b->brush().style());
    EXPECT_EQ(hatches.size(), 4) << "bar hatchings";
}

TEST(FiguresPrint, CsvNamesReadingsAndRoundsNumbers) {
    EXPECT_EQ(csvNumber(1.0 / 3), QByteArray("0.3333"));
    EXPECT_EQ(csvNumber(412.5), QByteArray("412.5"));
    EXPECT_EQ(csvNumber(12345.6), QByteArray("12346"));
    EXPECT_EQ(csvNumber(0.5), QByteArray("0.5"));
    EXPECT_EQ(csvNumber(-0.000123456), QByteArray("-0.000123"));
    EXPECT_EQ(csvNumber(0), QByteArray("0"));
    const ChartData d = readings(3);
    for (ChartKind kind : {ChartKind::Length, ChartKind::Rounds, ChartKind::Advantage, ChartKind::Ends}) {
        const QString csv = QString::fromUtf8(chartCsv(d, kind, ChartStyle{}));
        const QStringList lines = csv.trimmed().split(QLatin1Char('\n'));
        EXPECT_TRUE(lines.front().startsWith(QLatin1String("reading,reading_id,"))) << lines.front().toStdString();
        for (int i = 1; i < lines.size(); ++i) {
            const QStringList f = lines[i].split(QLatin1Char(','));
            EXPECT_TRUE(f[0].startsWith(QLatin1String("Reading "))) << lines[i].toStdString();
            EXPECT_TRUE(f[1].endsWith(QLatin1String("-literal"))) << lines[i].toStdString();
            for (int c = 2; c < f.size(); ++c) EXPECT_LE(significantDigits(f[c]), 4) << lines[i].toStdString();
        }
    }
}
