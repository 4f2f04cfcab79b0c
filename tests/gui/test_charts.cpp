// The figures draw what their axes say, and the CSV beside a figure holds exactly what is drawn.
// Distributions by hand: reading A has turns 10 (x3), 11 (x1); reading B 10 (x1), 250 (x1).
// Print-ready figures: every kind at single (85 mm) and double (175 mm) column width, with a
// compact legend, names on the category axes, captions that say what the intervals are, readings
// mostly not ended by the rules marked, and a font family that an SVG can name.

#include "support/board_views.h"
#include "charts.h"
#include "support/files.h"

#include <qcustomplot.h>

#include <QFile>
#include <QFontMetrics>
#include <QImage>
#include <QList>
#include <QTemporaryDir>

#include <tuple>

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
    // Values 10 .. 250: about 60 bins, at least (250 - 10 + 59) / 60 = 4 values wide, rounded up
    // to 5 (widths 1, 2, 5 x 10^k), starting at 10, a multiple of 5.
    EXPECT_EQ(bins.width, 5);
    EXPECT_EQ(bins.first, 10);
    EXPECT_EQ(bins.count, 250 / 5 - 10 / 5 + 2);  // 10..254 in 49 bins, and an empty one after
    const std::vector<int64_t> a = binCounts(d.readings[0].turns, bins);
    EXPECT_EQ(a[0], 4);  // 10 and 11 share the bin 10..14
    const std::vector<int64_t> b = binCounts(d.readings[1].turns, bins);
    EXPECT_EQ(b[0], 1);
    EXPECT_EQ(b[static_cast<size_t>((250 - 10) / 5)], 1);  // 250 lies in 250..254
}

TEST(Charts, TheLengthHistogramPlotsShareOfMatchesPerBinAndItsCsvIsThePlottedBins) {
    const ChartData d = twoReadings();
    QCustomPlot plot;
    ChartStyle style;
    ASSERT_TRUE(buildChart(&plot, d, ChartKind::Length, style));
    EXPECT_EQ(plot.yAxis->label(), QStringLiteral("Share of matches"));
    EXPECT_EQ(plot.xAxis->label(), QStringLiteral("Turns per match, in bins of 5"));
    const auto rows = csvRows(chartCsv(d, ChartKind::Length, style));
    ASSERT_EQ(plot.graphCount(), 2);
    int row = 0;
    for (int g = 0; g < 2; ++g) {
        const auto data = plot.graph(g)->data();
        double sum = 0;
        for (auto it = data->constBegin(); it != data->constEnd(); ++it, ++row) {
            ASSERT_LT(row, rows.size());
            const auto &f = rows[row];
            ASSERT_EQ(f.size(), 7);
            EXPECT_EQ(f[1], g == 0 ? "a" : "b");  // the id beside the name
            const double low = f[3].toDouble(), high = f[4].toDouble();
            EXPECT_EQ(high - low, 4);                                                 // 5 values per bin
            EXPECT_DOUBLE_EQ(it->key, (low + high) / 2);                              // drawn at the bin's centre
            EXPECT_NEAR(it->value, f[6].toDouble(), 1e-12);                           // the plotted height is the CSV's share
            EXPECT_NEAR(f[6].toDouble(), f[5].toDouble() / (g == 0 ? 4 : 2), 1e-12);  // share of the reading's matches
            sum += it->value;
        }
        EXPECT_NEAR(sum, 1.0, 1e-12) << "every match in exactly one bin";
    }
    EXPECT_EQ(row, rows.size());
    // The tallest bar of reading a: all four of its matches in 10..14, a share of 1 (not 1/4 per turn).
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
    EXPECT_EQ(rows[0][3], rows[0][4]);  // a bin is one value
}

TEST(Charts, TheCumulativeCurveAndItsCsvAgree) {
    const ChartData d = twoReadings();
    ChartStyle style;
    style.ecdf = true;
    QCustomPlot plot;
    ASSERT_TRUE(buildChart(&plot, d, ChartKind::Length, style));
    EXPECT_EQ(plot.yAxis->label(), QStringLiteral("Cumulative share"));  // short enough for a single column
    const auto rows = csvRows(chartCsv(d, ChartKind::Length, style));
    ASSERT_EQ(rows.size(), 4);  // two values per reading
    const auto data = plot.graph(0)->data();
    // The curve starts at 0 and steps to 0.75 at 10 and 1 at 11, as the CSV says.
    ASSERT_EQ(data->size(), 3);
    EXPECT_DOUBLE_EQ((data->constBegin() + 1)->value, rows[0][6].toDouble());
    EXPECT_DOUBLE_EQ((data->constBegin() + 2)->value, rows[1][6].toDouble());
    EXPECT_DOUBLE_EQ(rows[0][6].toDouble(), 0.75);
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
    EXPECT_TRUE(names.contains(QStringLiteral("finished with a result"))) << names.join(QStringLiteral(", ")).toStdString();
    EXPECT_TRUE(names.contains(QStringLiteral("stopped at Ludii's limit"))) << names.join(QStringLiteral(", ")).toStdString();
    for (const QString &n : names) EXPECT_FALSE(n.contains(QLatin1Char('_'))) << n.toStdString();
    EXPECT_TRUE(chartCsv(d, ChartKind::Ends, ChartStyle{}).contains("ludii_limit"));  // the data keeps the key
}

// Three named readings like Khutka Boia's: one ended by the rules throughout, one whose matches
// mostly never end (8 of 200 ended by the rules, as Ludii's code, which Ludii's count puts at
// 0.500) and one none of whose matches ends; and the main effects and the interaction of a
// 2 x 2 sweep on AdvantageP1, for the sweep figures.
ChartData honestFixture() {
    ChartData d;
    d.game = QStringLiteral("fixture");
    auto reading = [](const char *id, const char *name, int64_t matches, int64_t rule, IntervalValue advantage,
                      IntervalValue ludii) {
        ReadingSeries s;
        s.id = QString::fromLatin1(id);
        s.name = QString::fromLatin1(name);
        s.matches = matches;
        s.endedBy = {{QStringLiteral("rule"), rule}, {QStringLiteral("proven"), 0}, {QStringLiteral("cap"), matches - rule}};
        s.endReasons = {{QStringLiteral("finished"), rule}, {QStringLiteral("ludii_limit"), matches - rule}};
        const double completion = static_cast<double>(rule) / static_cast<double>(matches);
        s.metrics = {
            {QStringLiteral("Completion"), {completion, std::max(0.0, completion - 0.05), std::min(1.0, completion + 0.05)}},
            {QStringLiteral("AdvantageP1"), advantage},
            {QStringLiteral("first_mover_win_rate"), advantage},
            {QStringLiteral("AdvantageP1_ludii"), ludii}};
        s.turns.histogram = {{40, matches / 4}, {55, matches / 2}, {160, matches - matches / 4 - matches / 2}};  // bins of 2
        s.laps = s.turns;
        s.rounds.histogram = {{1, matches / 2}, {2, matches - matches / 2}};
        s.margin.histogram = {{-2, matches / 2}, {4, matches - matches / 2}};
        return s;
    };
    d.readings = {reading("aibdd-literal", "R1 Das Gupta via AIBDD, literal", 200, 200, {0.54, 0.47, 0.61}, {0.54, 0.47, 0.61}),
                  reading("ludii-code", "R3 Ludii DLP code", 200, 8, {0.5, 0.13, 0.87}, {0.5, 0.49, 0.51}),
                  // what core/stats gives a metric over no match: no value (null in the summary, n/a)
                  reading("no-end", "A reading whose matches never end", 100, 0, {0, 0, 0, false}, {0.5, 0.5, 0.5})};
    for (const char *option : {"capture", "lap_origin"}) {
        Effect e;
        e.option = QString::fromLatin1(option);
        e.metric = QStringLiteral("AdvantageP1");
        e.grand = {0.5, 0.46, 0.54};
        e.range = 0.1;
        const bool capture = e.option == QLatin1String("capture");
        e.levels = {{capture ? QStringLiteral("single") : QStringLiteral("include"), {0.45, 0.4, 0.5}, {-0.05, -0.09, -0.01}},
                    {capture ? QStringLiteral("chain") : QStringLiteral("skip"), {0.55, 0.5, 0.6}, {0.05, 0.01, 0.09}}};
        d.effects.push_back(e);
    }
    InteractionData in;
    in.optionA = QStringLiteral("capture");
    in.optionB = QStringLiteral("lap_origin");
    in.metric = QStringLiteral("AdvantageP1");
    in.largest = 0.02;
    for (const char *a : {"single", "chain"})
        for (const char *b : {"include", "skip"}) {
            const double c =
                (QLatin1String(a) == QLatin1String("single")) == (QLatin1String(b) == QLatin1String("include")) ? 0.02 : -0.02;
            in.cells.push_back({QString::fromLatin1(a), QString::fromLatin1(b), {c, c - 0.03, c + 0.03}});
        }
    d.interactions = {in};
    // The usage maps of the three readings on Khutka Boia's board (h0..h4 below, h9..h5 above).
    for (size_t r = 0; r < d.readings.size(); ++r) {
        UsageMap u;
        u.reading = d.readings[r].id;
        u.board = rulelab::testsupport::twoRowBoard(5, false);
        for (int m = 0; m < 40; ++m) {
            rulelab::CellUsage cu;
            for (int h = 0; h < 10; ++h)
                cu.add(rulelab::UsageKind::Sown, h, static_cast<uint32_t>((h + m + static_cast<int>(r)) % 4));
            cu.add(rulelab::UsageKind::Lifted, m % 10, 3);
            u.usage.add(m, cu);
        }
        d.usage.push_back(u);
    }
    return d;
}

using rulelab::testsupport::readAll;

// A category's label as one line, without the marker: what the reading is called on the axis.
QString plainLabel(QString label) {
    return label.replace(QLatin1Char('\n'), QLatin1Char(' '))
        .remove(QChar(0x2020))
        .replace(QChar(0x00a0), QLatin1Char(' '))
        .trimmed();
}

int widestLine(const QString &text, const QFont &font) {
    const QFontMetrics fm(font);
    int w = 0;
    for (const QString &line : text.split(QLatin1Char('\n'))) w = std::max(w, fm.horizontalAdvance(line));
    return w;
}

// The category labels of a figure, from whichever axis holds them (the readings run down the y
// axis when their names do not fit across).
QStringList categoryLabels(const QCustomPlot &plot) {
    for (QCPAxis *axis : {plot.xAxis, plot.yAxis})
        if (auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>()) return ticker->ticks().values();
    return {};
}

// The label of the reading called `name`, or an empty string.
QString labelOf(const QCustomPlot &plot, const QString &name) {
    for (const QString &label : categoryLabels(plot))
        if (plainLabel(label).startsWith(name)) return label;
    return {};
}

// Every figure at both journal widths, as the export draws it: an image with something on it, the
// legend in at most a third of the height at single-column width and never wider than the figure,
// every axis title within its axis, the texts below the axes within the page, a caption on every
// figure, saying "95%" where intervals are drawn.
TEST(Charts, EveryFigureFitsASingleAndADoubleColumn) {
    const ChartData d = honestFixture();
    QTemporaryDir dir;
    for (const char *size : {"single", "double"}) {
        ExportOptions options;
        ASSERT_TRUE(parseSize(QString::fromLatin1(size), options));
        options.dpi = 100;
        for (ChartKind kind : kAllKinds) {
            SCOPED_TRACE(kindKey(kind).toStdString() + " " + size);
            QCustomPlot plot;
            ChartStyle style;
            ASSERT_TRUE(layoutFigure(&plot, d, kind, style, options));
            const QString file =
                dir.filePath(kindKey(kind) + QLatin1Char('_') + QString::fromLatin1(size) + QStringLiteral(".png"));
            QString error;
            ASSERT_TRUE(exportPlot(&plot, options, file, chartCsv(d, kind, style), error)) << error.toStdString();
            const QImage img(file);
            ASSERT_FALSE(img.isNull());
            EXPECT_EQ(img.width(), qRound(options.widthMm * 100 / 25.4));
            int inked = 0;
            for (int y = 0; y < img.height(); y += 3)
                for (int x = 0; x < img.width(); x += 3) inked += img.pixel(x, y) != qRgb(255, 255, 255) ? 1 : 0;
            EXPECT_GT(inked, 100) << "a blank image";

            const QRect page = plot.viewport();
            EXPECT_EQ(page.width(), qRound(options.widthMm / 25.4 * 96));
            if (plot.legend->visible()) {
                if (QString::fromLatin1(size) == QLatin1String("single")) {
                    EXPECT_LE(plot.legend->outerRect().height() * 3, page.height()) << "the legend takes over a third";
                }
                EXPECT_LE(plot.legend->minimumOuterSizeHint().width(), page.width()) << "the legend is cut off";
            }
            const QRect axes = plot.axisRect()->rect();
            EXPECT_GE(plot.axisRect()->outerRect().height() * 2, page.height()) << "the axes keep at least half the height";
            for (QCPAxis *axis : {plot.xAxis, plot.yAxis}) {
                const int length = axis->orientation() == Qt::Horizontal ? axes.width() : axes.height();
                EXPECT_LE(widestLine(axis->label(), axis->labelFont()), length + 6)
                    << "axis title cut off: " << axis->label().toStdString();
            }
            for (int r = 1; r < plot.plotLayout()->rowCount(); ++r)
                if (QCPLayoutElement *e = plot.plotLayout()->element(r, 0)) {
                    EXPECT_LE(e->outerRect().bottom(), page.bottom() + 1) << "row " << r << " falls off the page";
                }
            const auto *caption = plot.findChild<QCPTextElement *>(QStringLiteral("caption"));
            ASSERT_TRUE(caption) << "no caption";
            EXPECT_FALSE(caption->text().isEmpty());
            if (kind == ChartKind::Advantage || kind == ChartKind::Effects) {
                EXPECT_TRUE(caption->text().contains(QStringLiteral("95%"))) << caption->text().toStdString();
            }
            if (kind == ChartKind::Length) {
                EXPECT_TRUE(caption->text().contains(QStringLiteral("per bin of"))) << caption->text().toStdString();
            }
        }
    }
}

// The category axes name each reading as the legends do, not by its id; a long name wraps onto
// more lines rather than being cut.
TEST(Charts, CategoryAxesNameTheReadings) {
    const ChartData d = honestFixture();
    for (const char *size : {"single", "double"})
        for (ChartKind kind : {ChartKind::Advantage, ChartKind::Ends}) {
            SCOPED_TRACE(kindKey(kind).toStdString() + " " + size);
            ExportOptions options;
            ASSERT_TRUE(parseSize(QString::fromLatin1(size), options));
            QCustomPlot plot;
            ASSERT_TRUE(layoutFigure(&plot, d, kind, ChartStyle{}, options));
            const QStringList labels = categoryLabels(plot);
            ASSERT_EQ(labels.size(), 3);
            for (const ReadingSeries &s : d.readings) {
                ASSERT_NE(s.name, s.id);
                for (const QString &label : labels) EXPECT_FALSE(plainLabel(label).contains(s.id)) << label.toStdString();
                const QString label = labelOf(plot, s.name);
                EXPECT_FALSE(label.isEmpty()) << "no category named " << s.name.toStdString();
            }
            // at 85 mm the longest name wraps rather than runs into its neighbours
            if (QString::fromLatin1(size) == QLatin1String("single")) {
                EXPECT_TRUE(labelOf(plot, d.readings[0].name).contains(QLatin1Char('\n')))
                    << labelOf(plot, d.readings[0].name).toStdString();
            }
        }
}

// Ludii's code of Khutka Boia: 8 of its 200 matches ended by the rules. Its AdvantageP1 (over those
// 8) is drawn hollow with a dashed interval and marked † with a footnote giving the counts; the
// reading with no rule-ended match has no point and says so. Ludii's count (undecided = draw)
// gives both a value, both marked, the footnote saying why they read 0.5.
TEST(Charts, AdvantageMarksReadingsMostlyNotEndedByTheRules) {
    const ChartData d = honestFixture();
    ExportOptions single;
    ASSERT_TRUE(parseSize(QStringLiteral("single"), single));
    QCustomPlot plot;
    ChartStyle style;
    ASSERT_TRUE(layoutFigure(&plot, d, ChartKind::Advantage, style, single));
    const QString r1 = d.readings[0].name, r3 = d.readings[1].name, never = d.readings[2].name;
    EXPECT_FALSE(labelOf(plot, r1).contains(QChar(0x2020))) << labelOf(plot, r1).toStdString();
    EXPECT_TRUE(labelOf(plot, r3).contains(QChar(0x2020))) << labelOf(plot, r3).toStdString();
    EXPECT_TRUE(plainLabel(labelOf(plot, never)).endsWith(QStringLiteral("no rule-ended match")))
        << labelOf(plot, never).toStdString();
    EXPECT_FALSE(labelOf(plot, never).contains(QChar(0x2020)));
    ASSERT_EQ(plot.graphCount(), 3);
    EXPECT_EQ(plot.graph(0)->scatterStyle().brush().color(), readingColor(0));
    EXPECT_EQ(plot.graph(1)->scatterStyle().brush().color(), QColor(Qt::white));              // hollow
    EXPECT_NE(plot.graph(0)->scatterStyle().shape(), plot.graph(1)->scatterStyle().shape());  // told apart in greyscale
    EXPECT_EQ(plot.graph(1)->dataCount(), 1);
    EXPECT_EQ(plot.graph(2)->dataCount(), 0) << "a point for a reading without a rule-ended match";
    const auto *note = plot.findChild<QCPTextElement *>(QStringLiteral("footnote"));
    ASSERT_TRUE(note);
    EXPECT_TRUE(note->text().startsWith(QChar(0x2020)));
    EXPECT_TRUE(note->text().contains(QStringLiteral("(8 of 200)"))) << note->text().toStdString();
    EXPECT_TRUE(note->text().contains(QStringLiteral("rule-ended matches only"))) << note->text().toStdString();
    const QByteArray csv = chartCsv(d, ChartKind::Advantage, style);
    EXPECT_TRUE(csv.startsWith("reading,reading_id,metric,metric_id,value,lo,hi,matches,rule_ended,marked\n"));
    EXPECT_TRUE(csv.contains(",ludii-code,")) << csv.toStdString();
    EXPECT_TRUE(csv.contains(",AdvantageP1,0.5,0.13,0.87,200,8,fewer_than_half_rule_ended\n")) << csv.toStdString();
    EXPECT_TRUE(csv.contains(",no-end,")) << csv.toStdString();
    EXPECT_TRUE(csv.contains(",AdvantageP1,,,,100,0,no_rule_ended_match\n")) << csv.toStdString();

    style.advantageMetric = QStringLiteral("AdvantageP1_ludii");
    ASSERT_TRUE(layoutFigure(&plot, d, ChartKind::Advantage, style, single));
    EXPECT_TRUE(labelOf(plot, r3).contains(QChar(0x2020)));
    EXPECT_TRUE(labelOf(plot, never).contains(QChar(0x2020)));
    EXPECT_EQ(plot.graph(2)->dataCount(), 1);
    note = plot.findChild<QCPTextElement *>(QStringLiteral("footnote"));
    ASSERT_TRUE(note);
    EXPECT_TRUE(note->text().contains(r3 + QStringLiteral(": 8 of 200"))) << note->text().toStdString();
    EXPECT_TRUE(note->text().contains(QStringLiteral("0 of 100"))) << note->text().toStdString();
    EXPECT_TRUE(note->text().contains(QStringLiteral("draw"))) << note->text().toStdString();
    EXPECT_EQ(plot.findChildren<QCPTextElement *>(QStringLiteral("footnote")).size(), 1) << "the last figure's texts stay";
    QString titles = plot.xAxis->label() + QLatin1Char(' ') + plot.yAxis->label();
    titles.replace(QLatin1Char('\n'), QLatin1Char(' '));
    EXPECT_TRUE(titles.contains(QStringLiteral("First mover's points, Ludii's count"))) << titles.toStdString();

    // All ended by the rules: no mark, no footnote.
    ChartData clean = d;
    clean.readings.resize(1);
    ASSERT_TRUE(layoutFigure(&plot, clean, ChartKind::Advantage, ChartStyle{}, single));
    EXPECT_FALSE(plot.findChild<QCPTextElement *>(QStringLiteral("footnote")));
    EXPECT_FALSE(labelOf(plot, r1).contains(QChar(0x2020)));
    EXPECT_FALSE(labelOf(plot, r1).isEmpty());
}

// The score margin is an outcome too: the same reading is dashed and marked in the legend.
TEST(Charts, MarginChartMarksReadingsMostlyNotEndedByTheRules) {
    const ChartData d = honestFixture();
    QCustomPlot plot;
    ASSERT_TRUE(buildChart(&plot, d, ChartKind::Margin, ChartStyle{}));
    ASSERT_EQ(plot.graphCount(), 3);
    EXPECT_FALSE(plot.graph(0)->name().contains(QChar(0x2020)));
    EXPECT_TRUE(plot.graph(1)->name().endsWith(QChar(0x2020)));
    EXPECT_EQ(plot.graph(1)->pen().style(), Qt::DashLine);
    const auto *note = plot.findChild<QCPTextElement *>(QStringLiteral("footnote"));
    ASSERT_TRUE(note);
    EXPECT_TRUE(note->text().contains(QStringLiteral("8 of 200"))) << note->text().toStdString();
}

// An SVG names a family that other tools resolve, in every text and state (not the toolkit's
// alias "Sans Serif"); a PDF embeds the font's glyphs.
TEST(Charts, ExportsNameAndEmbedARealFont) {
    const ChartData d = honestFixture();
    QTemporaryDir dir;
    ExportOptions single;
    ASSERT_TRUE(parseSize(QStringLiteral("single"), single));
    for (ChartKind kind : kAllKinds) {
        SCOPED_TRACE(kindKey(kind).toStdString());
        const QString svg = dir.filePath(kindKey(kind) + QStringLiteral(".svg"));
        QString error;
        ASSERT_TRUE(exportFigure(d, kind, ChartStyle{}, single, svg, error)) << error.toStdString();
        const QByteArray text = readAll(svg);
        EXPECT_TRUE(text.contains("font-family=\"" + QByteArray(kFigureFontFamily) + "\""));
        EXPECT_FALSE(text.contains("Sans Serif"));
    }
    const QString pdf = dir.filePath(QStringLiteral("advantage.pdf"));
    QString error;
    ASSERT_TRUE(exportFigure(d, ChartKind::Advantage, ChartStyle{}, single, pdf, error)) << error.toStdString();
    const QByteArray bytes = readAll(pdf);
    EXPECT_TRUE(bytes.contains("/FontFile2")) << "the font is not embedded";
    EXPECT_TRUE(bytes.contains("DejaVuSans"));
}

}  // namespace

// A metric with no matches to rest on (null in the summary) is never drawn, whatever else is
// known: here the summary says nothing of how the matches ended, and the metric alone says n/a.
TEST(Charts, AMetricWithNoValueIsNotDrawnAndItsCsvFieldsAreEmpty) {
    ChartData d = honestFixture();
    d.readings[2].endedBy.clear();
    d.readings[2].metrics = {{QStringLiteral("AdvantageP1"), IntervalValue{0, 0, 0, false}},
                             {QStringLiteral("AdvantageP1_ludii"), IntervalValue{0.5, 0.5, 0.5}}};
    ExportOptions single;
    ASSERT_TRUE(parseSize(QStringLiteral("single"), single));
    QCustomPlot plot;
    ASSERT_TRUE(layoutFigure(&plot, d, ChartKind::Advantage, ChartStyle{}, single));
    ASSERT_EQ(plot.graphCount(), 3);
    EXPECT_EQ(plot.graph(2)->dataCount(), 0) << "a point for a metric with no value";
    const QByteArray csv = chartCsv(d, ChartKind::Advantage, ChartStyle{});
    EXPECT_TRUE(csv.contains(",AdvantageP1,,,,100,")) << csv.toStdString();
}

namespace {

// A ladder reading of two rated rungs whose top rung has first mover's points in [lo, hi], on a
// board solved with the exact first mover's points `exact`; `reached` as loadResults sets it from
// the summary (ladderLimit: the interval holds the exact value).
LadderReading solvedLadderReading(const char *id, double lo, double hi, double exact) {
    LadderReading lr;
    lr.id = QString::fromLatin1(id);
    lr.solved = true;
    lr.exactFirstMover = exact;
    lr.reached = lo <= exact && exact <= hi;
    for (const auto &[agent, elo, m] : {std::tuple{"random", 0.0, IntervalValue{0.5, 0.4, 0.6}},
                                        std::tuple{"mcts:100", 300.0, IntervalValue{(lo + hi) / 2, lo, hi}}}) {
        LadderRung r;
        r.agent = QString::fromLatin1(agent);
        r.rated = true;
        r.elo = {elo, elo == 0 ? 0 : elo - 80, elo == 0 ? 0 : elo + 80};
        r.series.id = lr.id;
        r.series.metrics = {{QStringLiteral("AdvantageP1"), m}};
        lr.rungs.push_back(r);
    }
    return lr;
}

}  // namespace

// On a solved board the figure says, per reading, whether the top rung's interval holds the exact
// value, and "not yet" when it does not.
TEST(Charts, TheLadderFigureSaysNotYetWhenTheTopRungMissesTheExactValue) {
    ChartData d;
    d.game = QStringLiteral("fixture");
    d.ladder = {solvedLadderReading("reached", 0.9, 1.0, 1.0), solvedLadderReading("short", 0.55, 0.75, 1.0)};
    QCustomPlot plot;
    ASSERT_TRUE(buildChart(&plot, d, ChartKind::Ladder, ChartStyle{}));
    const auto *caption = plot.findChild<QCPTextElement *>(QStringLiteral("caption"));
    ASSERT_TRUE(caption);
    const QString text = caption->text();
    EXPECT_TRUE(text.contains(QStringLiteral("reached: the top rung's interval holds the exact value."))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("short: not yet: the top rung's interval does not hold the exact value.")))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("reached: not yet"))) << text.toStdString();
    EXPECT_EQ(plot.graphCount(), 4) << "a line per reading and the exact limit of each";
}
