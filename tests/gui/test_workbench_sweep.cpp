// The workbench sweeps an option, driven offscreen through its real buttons: the main-effects
// chart, and a sweep set up by hand.
#include "main_window.h"
#include "experiment/display_names.h"
#include "experiment_panel.h"
#include "reading_editor.h"
#include "plugin/plugin_registry.h"
#include "experiment/glossary.h"
#include "experiment/result_merge.h"
#include "plugin/reading_json.h"

#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QXmlStreamReader>
#include <qcustomplot.h>

#include <QApplication>
#include <QDir>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QProcess>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <cstdlib>
#include "support/private_user_folders.h"
#include "sweep_dialog.h"
#include "main_window_test_support.h"

using namespace rulelab;
using namespace rulelab::main_window_test;

namespace {

// One view of the interaction plot (`orientation` of the one pair, `metric`): each point is the
// metric of the sweep cell with both values, the metric named in words on the y axis.
void expectInteractionPointsAreCellValues(MainWindow &w, int orientation, const QString &metric) {
    w.interactionMetricBox()->setCurrentIndex(w.interactionMetricBox()->findData(metric));
    EXPECT_EQ(w.interactionMetricBox()->currentText(), metricName(metric.toStdString()));  // by name
    w.interactionPairBox()->setCurrentIndex(orientation);
    const QString pairText = w.interactionPairBox()->currentText();
    EXPECT_TRUE(pairText == QStringLiteral("take x misere") || pairText == QStringLiteral("misere x take"))
        << pairText.toStdString();
    const QString optionA = pairText.section(QStringLiteral(" x "), 0, 0), optionB = pairText.section(QStringLiteral(" x "), 1);
    SCOPED_TRACE(metric.toStdString() + " " + pairText.toStdString());
    QCustomPlot *plot = w.chart(charts::ChartKind::Interaction);
    // the metric by its plain name (wrapped at the axis's length)
    QString title = plot->yAxis->label();
    title.replace(QLatin1Char('\n'), QLatin1Char(' '));
    EXPECT_EQ(title, (metric == QLatin1String("AdvantageP1") ? QStringLiteral("First mover's points, rule-ended matches")
                                                             : QStringLiteral("Mean turns per match")) +
                         QStringLiteral(" (balanced cell mean)"));
    EXPECT_EQ(plot->xAxis->label(), optionA);
    ASSERT_EQ(plot->graphCount(), 2);  // one line per value of the second option
    auto ticker = plot->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    ASSERT_TRUE(ticker);
    int checked = 0;
    for (int gi = 0; gi < plot->graphCount(); ++gi) {
        EXPECT_TRUE(plot->graph(gi)->name().startsWith(optionB + QStringLiteral(" = ")));
        const QString valueB = plot->graph(gi)->name().section(QStringLiteral(" = "), 1);
        for (auto it = plot->graph(gi)->data()->constBegin(); it != plot->graph(gi)->data()->constEnd(); ++it) {
            QMap<QString, QString> v{{optionA, ticker->ticks().value(it->key)}, {optionB, valueB}};
            const charts::ReadingSeries *series = nullptr;  // the sweep cell with both values
            for (const auto &r : w.chartData().readings) {
                int match = 0;
                for (const auto &[k, val] : r.options) match += v.contains(k) && v.value(k) == val;
                if (match == 2) series = &r;
            }
            const QString cell = v.value(optionA) + QLatin1Char('/') + valueB;
            ASSERT_TRUE(series) << cell.toStdString();
            EXPECT_NEAR(it->value, series->metric(metric)->value, 1e-9) << cell.toStdString();
            ++checked;
        }
    }
    EXPECT_EQ(checked, 4);
}

// Sweep cells are named on the category axes by their values, the axis naming the options, so
// that four cells fit at single-column width; legends name them by their values too.
void expectCellsNamedByTheirValues(MainWindow &w) {
    for (charts::ChartKind k : {charts::ChartKind::Advantage, charts::ChartKind::Ends}) {
        QCPAxis *x = w.chart(k)->xAxis;
        auto ticker = x->ticker().dynamicCast<QCPAxisTickerText>();
        ASSERT_TRUE(ticker);
        // (the experiment file's "vary" is an object, alphabetical: the cells follow the game's
        // order of options whatever order they are given in, take before misere)
        EXPECT_EQ(ticker->ticks().value(1).toStdString(), "one_to_three\nfalse");
        EXPECT_EQ(ticker->ticks().value(4).toStdString(), "one_or_two\ntrue");
        EXPECT_EQ(x->label().toStdString(), "Sweep of normal: take / misere");
        EXPECT_EQ(x->tickLabelRotation(), 0);
    }
    // Legends name the cells by their values too, in as many columns as fit the chart's width.
    QCustomPlot *length = w.chart(charts::ChartKind::Length);
    EXPECT_EQ(length->graph(0)->name().toStdString(), "one_to_three, false");
    EXPECT_GE(length->legend->wrap(), 2);
    EXPECT_LE(length->legend->minimumOuterSizeHint().width(), length->viewport().width());
}

}  // namespace

TEST(Workbench, SweepFillsTheMainEffectsChart) {
    FixtureRegistry reg;
    ASSERT_TRUE(reg.loaded);
    QTemporaryDir dir;
    const QString exp = dir.filePath(QStringLiteral("sweep.json"));
    QFile f(exp);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "rulelab-experiment", "version": 1, "game": "fixture-nim", "readings": [],
               "matches": 200, "seed": 3,
               "sweep": {"base": "normal", "vary": {"take": ["one_to_three", "one_or_two"], "misere": [false, true]}}})");
    f.close();
    MainWindow w(reg);
    w.setQuiet(true);
    ASSERT_TRUE(w.openFile(exp)) << w.lastError().toStdString();
    ASSERT_TRUE(runToEnd(w)) << w.lastError().toStdString();
    EXPECT_EQ(w.chartData().readings.size(), 4u);
    EXPECT_FALSE(w.chartData().effects.empty());
    EXPECT_GT(plottedPoints(w.chart(charts::ChartKind::Effects)), 0);
    ASSERT_TRUE(w.exportChart(charts::ChartKind::Effects, dir.filePath(QStringLiteral("effects.svg")), {}));
    EXPECT_TRUE(QSvgRenderer(dir.filePath(QStringLiteral("effects.svg"))).isValid());
    // The interaction plot: with two options fully crossed, the balanced cell mean of a pair of
    // values is that cell's own value, so each point must be the metric of its sweep cell.
    ASSERT_EQ(w.interactionPairBox()->count(), 2);  // one pair, in both orientations
    for (int orientation = 0; orientation < 2; ++orientation)
        for (const QString &metric : {QStringLiteral("AdvantageP1"), QStringLiteral("turns_mean")})
            expectInteractionPointsAreCellValues(w, orientation, metric);
    ASSERT_TRUE(w.exportChart(charts::ChartKind::Interaction, dir.filePath(QStringLiteral("interaction.pdf")), {}));
    EXPECT_TRUE(
        readAll(dir.filePath(QStringLiteral("interaction.csv")))
            .startsWith("option_a,value_a,option_b,value_b,metric,cell_mean,interaction,interaction_lo,interaction_hi\n"));
    expectCellsNamedByTheirValues(w);
    // The chart opens on first-player advantage (its data beside it says which metric it shows).
    const QList<QByteArray> rows = readAll(dir.filePath(QStringLiteral("effects.csv"))).split('\n');
    ASSERT_GT(rows.size(), 2);
    EXPECT_EQ(rows[1].split(',').value(2), QByteArray("AdvantageP1")) << rows[1].toStdString();
    ASSERT_TRUE(w.saveExperiment(dir.filePath(QStringLiteral("again.json"))));
}

// A sweep set up by hand: the dialog offers every choice of a ticked option, counts the cells,
// refuses values the option does not allow (naming it), and the workbench runs every cell and
// draws the main effects; a user's own reading can be the base.
TEST(Workbench, SweepSetUpByHandRunsEveryCell) {
    QuietWorkbench wb;
    MainWindow &w = wb.w;
    const LoadedGame *g = wb.reg.find("fixture-nim");
    ASSERT_TRUE(g) << "the good fixture plugin did not load";
    w.matchesBox()->setValue(150);
    SweepDialog dialog(g->plugin->info(), g->readings.front(), QStringLiteral("normal"), 150);
    SweepDialog::Vary vary;
    QString error;
    EXPECT_FALSE(dialog.vary(vary, error));
    EXPECT_TRUE(error.contains(QStringLiteral("Tick at least one option"))) << error.toStdString();
    ASSERT_TRUE(dialog.setVaried(QStringLiteral("take"), true));    // offers all three choices
    ASSERT_TRUE(dialog.setVaried(QStringLiteral("misere"), true));  // false, true
    ASSERT_TRUE(dialog.vary(vary, error)) << error.toStdString();
    ASSERT_EQ(vary.size(), 2u);
    EXPECT_EQ(vary[0].first, "take");
    EXPECT_EQ(vary[0].second, (std::vector<std::string>{"one_to_three", "one_or_two", "one_to_four"}));
    EXPECT_EQ(vary[1].second, (std::vector<std::string>{"false", "true"}));
    EXPECT_TRUE(dialog.cellsLabel()->text().contains(QStringLiteral("Cells: 6;"))) << dialog.cellsLabel()->text().toStdString();
    EXPECT_TRUE(dialog.cellsLabel()->text().contains(QStringLiteral("900"))) << dialog.cellsLabel()->text().toStdString();
    // A number: the base value is offered, the historian adds others; 0 is outside 1..200.
    ASSERT_TRUE(dialog.setVaried(QStringLiteral("pile"), true, QStringLiteral("7, 0, 7")));
    EXPECT_FALSE(dialog.vary(vary, error));
    EXPECT_TRUE(error.contains(QStringLiteral("pile: '0' is not allowed"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("pile: give at least two different values"))) << error.toStdString();
    ASSERT_TRUE(dialog.setVaried(QStringLiteral("pile"), false));
    ASSERT_TRUE(dialog.setVaried(QStringLiteral("take"), true, QStringLiteral("one_to_three, one_or_two")));
    ASSERT_TRUE(dialog.vary(vary, error)) << error.toStdString();

    ASSERT_TRUE(w.applySweep(QStringLiteral("fixture-nim"), dialog.baseSpec(), vary)) << w.lastError().toStdString();
    ASSERT_TRUE(runToEnd(w)) << w.lastError().toStdString();
    ASSERT_EQ(w.chartData().readings.size(), 4u);
    EXPECT_EQ(w.metricsTable()->horizontalHeaderItem(0)->text(), QStringLiteral("normal[take=one_to_three,misere=false]"));
    EXPECT_EQ(w.chartData().readings[0].matches, 150);
    EXPECT_FALSE(w.chartData().effects.empty());
    EXPECT_GT(plottedPoints(w.chart(charts::ChartKind::Effects)), 0);

    // The user's own reading as the base: its values carry into every cell.
    Reading mine = g->readings.front();
    mine.id = "pile-nine";
    mine.name = "Pile of nine";
    mine.values["pile"] = "9";
    QString path;
    ASSERT_TRUE(w.saveUserReading(mine, &path)) << w.lastError().toStdString();
    ASSERT_TRUE(w.applySweep(QStringLiteral("fixture-nim"), path, {{"misere", {"false", "true"}}}));
    ASSERT_TRUE(runToEnd(w)) << w.lastError().toStdString();
    ASSERT_EQ(w.chartData().readings.size(), 2u);
    QTemporaryDir dir;
    ASSERT_TRUE(w.saveResults(dir.filePath(QStringLiteral("summary.json")), true)) << w.lastError().toStdString();
    QFile summary(dir.filePath(QStringLiteral("summary.json")));
    ASSERT_TRUE(summary.open(QIODevice::ReadOnly));
    const QByteArray text = summary.readAll();
    EXPECT_TRUE(text.contains("\"pile\": \"9\"")) << text.left(3000).toStdString();
    // A sweep with one value only is refused and the experiment is left as it was.
    EXPECT_FALSE(w.applySweep(QStringLiteral("fixture-nim"), QStringLiteral("normal"), {{"misere", {"true"}}}));
    EXPECT_TRUE(w.lastError().contains(QStringLiteral("misere"))) << w.lastError().toStdString();
    QFile::remove(path);
}
