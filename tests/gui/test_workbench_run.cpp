// The workbench runs readings, driven offscreen through its real buttons: every metric and chart,
// a run to a precision, cancel, and closing during a run.
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

// The panels of a usage-map figure (one title each).
int usagePanels(QCustomPlot *plot) {
    int n = 0;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (plot->item(i)->objectName() == QLatin1String("usagePanelTitle")) ++n;
    return n;
}

}  // namespace

namespace {

// The metrics table of the two Nim readings' run: names, not ids; every Nim match ended by its rules.
void expectNimMetricsTable(MainWindow &w, QTableWidget *t) {
    ASSERT_EQ(t->columnCount(), 2);
    // Readings by name; the id is the tooltip.
    EXPECT_EQ(t->horizontalHeaderItem(0)->text(), QStringLiteral("Normal play"));
    EXPECT_EQ(t->horizontalHeaderItem(1)->text(), QStringLiteral("Misere play"));
    EXPECT_EQ(t->horizontalHeaderItem(1)->toolTip(), QStringLiteral("misere"));
    EXPECT_EQ(t->item(0, 0)->text(), QStringLiteral("300"));
    int adv = -1;
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->verticalHeaderItem(r)->data(Qt::UserRole).toString() == QStringLiteral("AdvantageP1")) adv = r;
    ASSERT_GE(adv, 0);
    EXPECT_TRUE(t->item(adv, 0)->text().contains(QStringLiteral(" ["))) << t->item(adv, 0)->text().toStdString();
    // How the matches ended: every Nim match ends by its rules, none by a guard or a cap.
    auto row = [&](const QString &key) {  // rows show plain names; the summary's id is the data
        for (int r = 0; r < t->rowCount(); ++r)
            if (t->verticalHeaderItem(r)->data(Qt::UserRole).toString() == key) return r;
        return -1;
    };
    // Plain words, with the id and what it means (the glossary) as the tooltip.
    EXPECT_EQ(t->verticalHeaderItem(adv)->text(), QStringLiteral("first mover's points, rule-ended matches"));
    EXPECT_EQ(t->verticalHeaderItem(adv)->toolTip(),
              QStringLiteral("<p>AdvantageP1 \u2014 %1</p>").arg(glossaryExplanation("AdvantageP1").toHtmlEscaped()));
    EXPECT_EQ(t->verticalHeaderItem(row(QStringLiteral("turns_p90")))->text(),
              QStringLiteral("turns per match, 90th percentile"));
    EXPECT_EQ(t->verticalHeaderItem(row(QStringLiteral("ended by: cap")))->text(), QStringLiteral("stopped by a cap"));
    EXPECT_EQ(t->verticalHeaderItem(row(QStringLiteral("rule-ended outcome: first_wins")))->text(),
              QStringLiteral("rule-ended: first mover wins"));
    for (int r = 0; r < t->rowCount(); ++r)
        EXPECT_FALSE(t->verticalHeaderItem(r)->text().contains(QLatin1Char('_')))
            << t->verticalHeaderItem(r)->text().toStdString();
    const int byRule = row(QStringLiteral("ended by: rule")), byCap = row(QStringLiteral("ended by: cap"));
    ASSERT_GE(byRule, 0);
    ASSERT_GE(byCap, 0);
    ASSERT_GE(row(QStringLiteral("ended by: proven")), 0);
    EXPECT_EQ(t->item(byRule, 1)->text(), QStringLiteral("300"));
    EXPECT_EQ(t->item(byCap, 1)->text(), QStringLiteral("0"));
    const int ruleFirst = row(QStringLiteral("rule-ended outcome: first_wins")),
              first = row(QStringLiteral("outcome: first_wins"));
    ASSERT_GE(ruleFirst, 0);
    EXPECT_EQ(t->item(ruleFirst, 0)->text(), t->item(first, 0)->text());
    EXPECT_GT(w.comparisonTable()->rowCount(), 5);
    EXPECT_EQ(w.comparisonTable()->item(0, 0)->text(), QStringLiteral("Normal play"));
    EXPECT_EQ(w.comparisonTable()->item(0, 0)->toolTip(), QStringLiteral("normal"));
    const QString tsv = MainWindow::tableText(t, QLatin1Char('\t'));
    EXPECT_TRUE(tsv.startsWith(QStringLiteral("metric\tNormal play\tMisere play\n"))) << tsv.toStdString();
    EXPECT_TRUE(MainWindow::tableText(t, QLatin1Char(',')).contains(QStringLiteral("\"0.")));  // intervals quoted
}

// Every figure of the run has points and a legend; counts tick whole numbers.
void expectEveryRunChartDrawn(MainWindow &w) {
    for (charts::ChartKind k : charts::kAllKinds) {
        if (k == charts::ChartKind::Effects || k == charts::ChartKind::Interaction) continue;  // needs a sweep (below)
        if (k == charts::ChartKind::Usage) continue;  // items on the board, no graphs (below)
        EXPECT_GT(plottedPoints(w.chart(k)), 0) << charts::kindKey(k).toStdString();
        EXPECT_GE(w.chart(k)->legend->itemCount(), 1);
    }
    // The usage maps come from the run's usage.csv: one panel per reading (Nim's one cell, the
    // pile, which the fixture does not count).
    EXPECT_EQ(w.chartData().usage.size(), 2u);
    EXPECT_EQ(usagePanels(w.chart(charts::ChartKind::Usage)), 2);
    EXPECT_EQ(w.chart(charts::ChartKind::Length)->graphCount(), 2);
    // Lengths and margins are counts: their axes tick whole numbers, even over a short range.
    for (charts::ChartKind k : {charts::ChartKind::Length, charts::ChartKind::Margin}) {
        QVector<double> ticks;
        QVector<QString> labels;
        w.chart(k)->xAxis->ticker()->generate(QCPRange(2, 4.5), QLocale::c(), QLatin1Char('g'), 6, ticks, nullptr, &labels);
        ASSERT_GE(ticks.size(), 2);
        for (double v : ticks) EXPECT_EQ(v, std::round(v)) << charts::kindKey(k).toStdString();
        EXPECT_EQ(labels.front(), QStringLiteral("2"));
    }
}

// Every chart in every format, at journal sizes.
void expectEveryChartExported(MainWindow &w, const QTemporaryDir &dir) {
    charts::ExportOptions single;
    ASSERT_TRUE(charts::parseSize(QStringLiteral("single"), single));
    single.dpi = 150;
    for (charts::ChartKind k : charts::kAllKinds) {
        if (k == charts::ChartKind::Effects || k == charts::ChartKind::Interaction) continue;
        const QString base = dir.filePath(charts::kindKey(k));
        ASSERT_TRUE(w.exportChart(k, base + QStringLiteral(".png"), single)) << w.lastError().toStdString();
        const QImage img(base + QStringLiteral(".png"));
        EXPECT_EQ(img.width(), qRound(85 * 150 / 25.4));
        EXPECT_EQ(img.height(), qRound(60 * 150 / 25.4));
        EXPECT_TRUE(readAll(base + QStringLiteral(".csv")).startsWith("reading,"));
        ASSERT_TRUE(w.exportChart(k, base + QStringLiteral(".pdf"), single));
        const QByteArray pdf = readAll(base + QStringLiteral(".pdf"));
        EXPECT_TRUE(pdf.startsWith("%PDF"));
        EXPECT_TRUE(pdf.contains("/MediaBox [0 0 241")) << "85 mm = 240.9 pt";
        ASSERT_TRUE(w.exportChart(k, base + QStringLiteral(".svg"), single));
        QSvgRenderer svg(base + QStringLiteral(".svg"));
        EXPECT_TRUE(svg.isValid());
        QXmlStreamReader xml(readAll(base + QStringLiteral(".svg")));
        while (!xml.atEnd()) xml.readNext();
        EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    }
    charts::ExportOptions dbl;
    ASSERT_TRUE(charts::parseSize(QStringLiteral("double"), dbl));
    ASSERT_TRUE(w.exportChart(charts::ChartKind::Ends, dir.filePath(QStringLiteral("ends2.pdf")), dbl));
    EXPECT_TRUE(readAll(dir.filePath(QStringLiteral("ends2.pdf"))).contains("/MediaBox [0 0 496"));  // 175 mm
}

// Results save and reopen as the same tables.
void expectResultsSavedAndReopened(MainWindow &w, const PluginRegistry &reg, const QTemporaryDir &dir, QTableWidget *t) {
    ASSERT_TRUE(w.saveResults(dir.filePath(QStringLiteral("out")), false));
    EXPECT_TRUE(readAll(dir.filePath(QStringLiteral("out/matches.csv"))).startsWith("reading,match,seed"));
    EXPECT_EQ(readAll(dir.filePath(QStringLiteral("out/matches.csv"))).count('\n'), 601);
    MainWindow w2(reg);
    w2.setQuiet(true);
    ASSERT_TRUE(w2.openFile(dir.filePath(QStringLiteral("out"))));
    EXPECT_EQ(MainWindow::tableText(w2.metricsTable(), QLatin1Char(',')), MainWindow::tableText(t, QLatin1Char(',')));
    EXPECT_EQ(readAll(dir.filePath(QStringLiteral("out/usage.csv"))).count('\n'), 3);  // saved with the results
    EXPECT_EQ(usagePanels(w2.chart(charts::ChartKind::Usage)), 2);
    EXPECT_EQ(w2.matchesBox()->value(), 300);
    EXPECT_EQ(w2.seedEdit()->text(), QStringLiteral("7"));
    EXPECT_EQ(w2.gameTree()->topLevelItem(0)->child(1)->checkState(0), Qt::Checked);
}

}  // namespace

TEST(Workbench, RunsTwoReadingsAndShowsEveryMetricAndChart) {
    QuietWorkbench wb;
    ASSERT_TRUE(wb.reg.loaded);
    MainWindow &w = wb.readyToRun();
    tick(w, 1);
    w.matchesBox()->setValue(300);
    w.seedEdit()->setText(QStringLiteral("7"));
    ASSERT_TRUE(runToEnd(w)) << w.lastError().toStdString();
    EXPECT_TRUE(w.runButton()->isEnabled());
    EXPECT_FALSE(w.cancelButton()->isEnabled());
    EXPECT_EQ(w.progressBar()->value(), 1000);
    QTableWidget *t = w.metricsTable();
    expectNimMetricsTable(w, t);
    expectEveryRunChartDrawn(w);
    QTemporaryDir dir;
    expectEveryChartExported(w, dir);
    expectResultsSavedAndReopened(w, wb.reg, dir, t);
}

// "Run until AdvantageP1 is known to +-0.05": the run stops after a few blocks of 1000 matches,
// far below the 50,000 maximum, and the results say so.
TEST(Workbench, RunsToAPrecision) {
    QuietWorkbench wb;
    ASSERT_TRUE(wb.reg.loaded);
    MainWindow &w = wb.readyToRun();
    w.matchesBox()->setValue(50000);
    EXPECT_FALSE(w.precisionWidthBox()->isEnabled());
    w.precisionBox()->setChecked(true);
    EXPECT_TRUE(w.precisionWidthBox()->isEnabled());
    w.precisionMetricBox()->setCurrentIndex(w.precisionMetricBox()->findData(QStringLiteral("AdvantageP1")));
    EXPECT_EQ(w.precisionMetricBox()->currentText(), metricName("AdvantageP1"));  // a name, not the id
    w.precisionWidthBox()->setValue(0.05);
    ASSERT_TRUE(runToEnd(w)) << w.lastError().toStdString();
    QTableWidget *t = w.metricsTable();
    ASSERT_EQ(t->columnCount(), 1);
    const int played = t->item(0, 0)->text().toInt();
    EXPECT_GE(played, 1000);
    EXPECT_LT(played, 50000);
    EXPECT_EQ(played % 1000, 0);
    EXPECT_TRUE(w.resultsNoteLabel()->text().contains(QStringLiteral("precision reached")))
        << w.resultsNoteLabel()->text().toStdString();
}

TEST(Workbench, CancelShowsPartialResults) {
    QuietWorkbench wb;
    ASSERT_TRUE(wb.reg.loaded);
    MainWindow &w = wb.w;
    tick(w, 0);
    tick(w, 1);
    w.matchesBox()->setValue(50000000);
    QSignalSpy done(&w, &MainWindow::runFinished);
    QSignalSpy progress(&w, &MainWindow::progressed);
    w.runButton()->click();
    ASSERT_TRUE(w.isRunning());
    EXPECT_TRUE(w.cancelButton()->isEnabled());
    EXPECT_FALSE(w.runButton()->isEnabled());
    // The window stays responsive while it runs; cancel once some matches have finished.
    auto someDone = [&] {
        for (const auto &args : progress)
            if (args.at(2).toLongLong() > 0) return true;
        return false;
    };
    ASSERT_TRUE(QTest::qWaitFor(someDone, 20000));
    // The readings run interleaved, 1000 matches at a time: past 2500 matches both have some.
    auto bothStarted = [&] {
        for (const auto &args : progress)
            if (args.at(2).toLongLong() >= 2500) return true;
        return false;
    };
    ASSERT_TRUE(QTest::qWaitFor(bothStarted, 20000));
    QTest::mouseClick(w.cancelButton(), Qt::LeftButton);
    ASSERT_TRUE(done.wait(20000));
    ASSERT_EQ(w.chartData().readings.size(), 2u);
    EXPECT_TRUE(w.chartData().cancelled);
    const int64_t a = w.chartData().readings[0].matches, b = w.chartData().readings[1].matches;
    EXPECT_LT(a, 50000000);
    EXPECT_GE(b, 1000);
    EXPECT_LE(std::abs(a - b), 1000) << "a comparable part of each reading";
    EXPECT_GT(w.metricsTable()->columnCount(), 0);
    EXPECT_GT(w.comparisonTable()->rowCount(), 0) << "a cancelled run still compares what was played";
    EXPECT_TRUE(w.resultsNoteLabel()->text().contains(QStringLiteral("of the 100000000 planned matches played")))
        << w.resultsNoteLabel()->text().toStdString();
    EXPECT_GT(plottedPoints(w.chart(charts::ChartKind::Length)), 0);
}

// Closing the window during a run keeps the finished matches in a resumable results folder.
TEST(Workbench, ClosingDuringARunKeepsFinishedMatches) {
    FixtureRegistry reg;
    ASSERT_TRUE(reg.loaded);
    auto *w = new MainWindow(reg);
    w->setQuiet(true);
    tick(*w, 0);
    w->matchesBox()->setValue(50000000);
    QSignalSpy progress(w, &MainWindow::progressed);
    w->runButton()->click();
    auto someDone = [&] {
        for (const auto &args : progress)
            if (args.at(2).toLongLong() > 0) return true;
        return false;
    };
    ASSERT_TRUE(QTest::qWaitFor(someDone, 20000));
    w->close();
    const QString dir = w->recoveryDir();
    delete w;
    ASSERT_FALSE(dir.isEmpty());
    QFile summary(dir + QStringLiteral("/summary.json"));
    ASSERT_TRUE(summary.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(summary.readAll()).object();
    EXPECT_TRUE(root.value(QStringLiteral("cancelled")).toBool());
    const qint64 kept =
        root.value(QStringLiteral("readings")).toArray()[0].toObject().value(QStringLiteral("matches")).toInteger();
    EXPECT_GT(kept, 0);
    QFile csv(dir + QStringLiteral("/matches.csv"));
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    EXPECT_EQ(csv.readAll().count('\n'), kept + 1);
    // The folder is what `rulelab-cli run --resume` reads.
    ResultPart part;
    std::string error;
    ASSERT_TRUE(readResultFolder(dir, part, error)) << error;
    EXPECT_TRUE(part.cancelled);
    EXPECT_EQ(part.readings[0].stats.matches, kept);
    QDir(dir).removeRecursively();
}
