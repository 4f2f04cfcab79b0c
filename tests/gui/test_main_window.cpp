// The workbench window, driven offscreen through its real buttons.
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

using namespace rulelab;

namespace {
QString fixture(const char *sub) {
    const QDir d(QStringLiteral(RULELAB_FIXTURE_DIR "/") + QLatin1String(sub));
    return d.filePath(d.entryList(QDir::Files).value(0));
}
}  // namespace

TEST(MainWindow, ListsLoadedGamesWithTheirReadings) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
    MainWindow w(reg);
    w.show();
    QTreeWidget *tree = w.gameTree();
    ASSERT_EQ(tree->topLevelItemCount(), 1);
    QTreeWidgetItem *game = tree->topLevelItem(0);
    EXPECT_EQ(game->text(0), QStringLiteral("Fixture Nim"));
    ASSERT_EQ(game->childCount(), 2);
    EXPECT_EQ(game->child(0)->text(0), QStringLiteral("Normal play"));
    EXPECT_EQ(game->child(1)->text(0), QStringLiteral("Misere play"));
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("1 game")));
}

// Option values in words (#18): the Reading tab shows a choice's label, not its id (#37: ids only
// in files, tooltips and the CLI), and a flag as yes/no; the Sources dock's table shows the label too.
TEST(MainWindow, OptionValuesAreShownInWords) {
    PluginRegistry reg;
    reg.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
    MainWindow w(reg);
    w.show();
    QTreeWidgetItem *kb = nullptr;
    for (int i = 0; i < w.gameTree()->topLevelItemCount(); ++i)
        if (w.gameTree()->topLevelItem(i)->text(0) == QStringLiteral("Khutka Boia")) kb = w.gameTree()->topLevelItem(i);
    ASSERT_TRUE(kb);
    w.gameTree()->setCurrentItem(kb->child(0));
    const QString text = w.details()->toPlainText();
    EXPECT_TRUE(text.contains(QStringLiteral("any own hole"))) << text.left(600).toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("any_own_live_nonempty"))) << "no id";
    EXPECT_FALSE(text.contains(QStringLiteral("fixed_rounds"))) << "ids in the game's texts in words";
}

TEST(MainWindow, SelectingAReadingShowsItsOptionValues) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
    MainWindow w(reg);
    w.show();
    w.gameTree()->setCurrentItem(w.gameTree()->topLevelItem(0)->child(1));  // misere
    const QString text = w.details()->toPlainText();
    EXPECT_TRUE(text.contains(QStringLiteral("Reading: Misere play"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Last counter loses.")));
    EXPECT_TRUE(text.contains(QStringLiteral("Whoever takes the last counter loses")));
    // the misere flag is on in this reading (off by default): "yes", not its file value (#37)
    EXPECT_TRUE(text.contains(QStringLiteral("yes")));
    EXPECT_FALSE(text.contains(QStringLiteral("true")));
    w.gameTree()->setCurrentItem(w.gameTree()->topLevelItem(0)->child(0));
    EXPECT_TRUE(w.details()->toPlainText().contains(QStringLiteral("Reading: Normal play")));
}

TEST(MainWindow, ShowsPluginsThatFailedToLoad) {
    PluginRegistry reg;
    reg.loadFile(fixture("good"));
    reg.loadFile(fixture("wrong_api"));
    MainWindow w(reg);
    ASSERT_EQ(w.gameTree()->topLevelItemCount(), 2);
    QTreeWidgetItem *bad = w.gameTree()->topLevelItem(1);
    EXPECT_TRUE(bad->text(0).startsWith(QStringLiteral("Plugins not loaded (1)")));
    ASSERT_EQ(bad->childCount(), 1);
    EXPECT_TRUE(bad->child(0)->text(1).contains(QStringLiteral("API version 999")));
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("1 plugin(s) could not be loaded")));
}

TEST(MainWindow, SaysSoWhenNoGameIsInstalled) {
    PluginRegistry reg;
    MainWindow w(reg);
    EXPECT_EQ(w.gameTree()->topLevelItemCount(), 0);
    EXPECT_TRUE(w.details()->toPlainText().contains(QStringLiteral("No game plugins were found")));
}

namespace {

void tick(MainWindow &w, int child) { w.gameTree()->topLevelItem(0)->child(child)->setCheckState(0, Qt::Checked); }

// Runs through the Run button and waits for the run to end.
bool runToEnd(MainWindow &w, int timeoutMs = 30000) {
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runButton()->click();
    if (!w.isRunning()) return false;
    return done.wait(timeoutMs);
}

int plottedPoints(QCustomPlot *plot) {
    int n = 0;
    for (int i = 0; i < plot->plottableCount(); ++i)
        n += plot->plottable(i)->interface1D() ? plot->plottable(i)->interface1D()->dataCount() : 0;
    return n;
}

QByteArray readAll(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The panels of a usage-map figure (one title each).
int usagePanels(QCustomPlot *plot) {
    int n = 0;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (plot->item(i)->objectName() == QLatin1String("usagePanelTitle")) ++n;
    return n;
}

}  // namespace

TEST(Workbench, RunsTwoReadingsAndShowsEveryMetricAndChart) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
    MainWindow w(reg);
    w.setQuiet(true);
    w.show();
    tick(w, 0);
    tick(w, 1);
    w.matchesBox()->setValue(300);
    w.seedEdit()->setText(QStringLiteral("7"));
    ASSERT_TRUE(runToEnd(w)) << w.lastError().toStdString();
    EXPECT_TRUE(w.runButton()->isEnabled());
    EXPECT_FALSE(w.cancelButton()->isEnabled());
    EXPECT_EQ(w.progressBar()->value(), 1000);
    QTableWidget *t = w.metricsTable();
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

    // Every chart in every format, at journal sizes.
    QTemporaryDir dir;
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

    // Results save and reopen as the same tables.
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

// "Run until AdvantageP1 is known to +-0.05": the run stops after a few blocks of 1000 matches,
// far below the 50,000 maximum, and the results say so.
TEST(Workbench, RunsToAPrecision) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
    MainWindow w(reg);
    w.setQuiet(true);
    w.show();
    tick(w, 0);
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
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
    MainWindow w(reg);
    w.setQuiet(true);
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
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
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

TEST(Workbench, SweepFillsTheMainEffectsChart) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
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
        for (const QString &metric : {QStringLiteral("AdvantageP1"), QStringLiteral("turns_mean")}) {
            w.interactionMetricBox()->setCurrentIndex(w.interactionMetricBox()->findData(metric));
            EXPECT_EQ(w.interactionMetricBox()->currentText(), metricName(metric.toStdString()));  // by name
            w.interactionPairBox()->setCurrentIndex(orientation);
            const QString pairText = w.interactionPairBox()->currentText();
            EXPECT_TRUE(pairText == QStringLiteral("take x misere") || pairText == QStringLiteral("misere x take"))
                << pairText.toStdString();
            const QString optionA = pairText.section(QStringLiteral(" x "), 0, 0),
                          optionB = pairText.section(QStringLiteral(" x "), 1);
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
    ASSERT_TRUE(w.exportChart(charts::ChartKind::Interaction, dir.filePath(QStringLiteral("interaction.pdf")), {}));
    EXPECT_TRUE(
        readAll(dir.filePath(QStringLiteral("interaction.csv")))
            .startsWith("option_a,value_a,option_b,value_b,metric,cell_mean,interaction,interaction_lo,interaction_hi\n"));
    // Sweep cells are named on the category axes by their values, the axis naming the options,
    // so that four cells fit at single-column width.
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
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
    MainWindow w(reg);
    w.setQuiet(true);
    const LoadedGame *g = reg.find("fixture-nim");
    ASSERT_TRUE(g);
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

TEST(Workbench, BadFilesAreRefusedWithAMessage) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
    MainWindow w(reg);
    w.setQuiet(true);
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile f(bad);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"rulelab-summary\",\n \"readings\": [ {\"reading\": \"x\", \"matches\": \"many\"} ]}");
    f.close();
    EXPECT_FALSE(w.openFile(bad));
    EXPECT_TRUE(w.lastError().contains(bad)) << w.lastError().toStdString();
    EXPECT_TRUE(w.lastError().contains(QStringLiteral("readings[0].matches"))) << w.lastError().toStdString();
    EXPECT_FALSE(w.openFile(dir.filePath(QStringLiteral("missing.json"))));
    EXPECT_TRUE(w.chartData().readings.empty());
    // Running with nothing ticked says what to do.
    w.runButton()->click();
    EXPECT_FALSE(w.isRunning());
    EXPECT_TRUE(w.lastError().contains(QStringLiteral("Tick at least one reading")));
}

TEST(Workbench, CopiesAReadingChangesAnOptionAndSavesItAsTheUsersOwn) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
    MainWindow w(reg);
    w.setQuiet(true);
    const LoadedGame *g = reg.find("fixture-nim");
    ASSERT_TRUE(g);
    Reading start = g->readings.front();
    start.id = "short-pile";
    start.name = "Short pile";
    ReadingEditor editor(g->plugin->info(), start);
    EXPECT_EQ(editor.optionTable()->rowCount(), 6);
    ASSERT_TRUE(editor.setValue(QStringLiteral("take"), QStringLiteral("one_or_two")));
    ASSERT_TRUE(editor.setValue(QStringLiteral("pile"), QStringLiteral("9")));
    QString error;
    EXPECT_TRUE(editor.check(error)) << error.toStdString();
    // the option shows the passage it interprets
    EXPECT_TRUE(editor.optionTable()->item(1, 3)->text().contains(QStringLiteral("fixture")))
        << editor.optionTable()->item(1, 3)->text().toStdString();
    QString path;
    ASSERT_TRUE(w.saveUserReading(editor.reading(), &path)) << w.lastError().toStdString();
    EXPECT_TRUE(path.startsWith(MainWindow::userReadingDir()));
    Reading back;
    std::string err;
    ASSERT_TRUE(loadReadingFile(path, back, err)) << err;
    EXPECT_EQ(back.values.at("take"), "one_or_two");
    QTreeWidgetItem *game = w.gameTree()->topLevelItem(0);
    ASSERT_EQ(game->childCount(), 3);
    EXPECT_TRUE(game->child(2)->text(0).startsWith(QStringLiteral("Short pile")));
    // and it runs like a built-in one
    game->child(2)->setCheckState(0, Qt::Checked);
    w.matchesBox()->setValue(100);
    ASSERT_TRUE(runToEnd(w)) << w.lastError().toStdString();
    EXPECT_EQ(w.metricsTable()->horizontalHeaderItem(0)->toolTip(), QStringLiteral("short-pile"));
    // an invalid value is refused
    ASSERT_TRUE(editor.setValue(QStringLiteral("pile"), QStringLiteral("0")));
    EXPECT_FALSE(editor.check(error));
    EXPECT_TRUE(error.contains(QStringLiteral("pile"))) << error.toStdString();
    QFile::remove(path);
}

// `rulelab --open BADFILE --screenshot F` used to wait for ever in an error dialog; with
// --screenshot nothing waits for a person: the error goes to standard error, exit code 1. An
// unknown --lang is refused.
TEST(Program, ScreenshotOfABadFileReportsTheErrorAndExits) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    QTemporaryDir dir;
    p.start(QStringLiteral(RULELAB_GUI_PROGRAM), {QStringLiteral("--open"), QStringLiteral("/nonexistent/results.json"),
                                                  QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png"))});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 1);
    EXPECT_TRUE(p.readAllStandardError().contains("/nonexistent/results.json"));
    p.start(QStringLiteral(RULELAB_GUI_PROGRAM), {QStringLiteral("--lang"), QStringLiteral("xx")});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 2);
    EXPECT_TRUE(p.readAllStandardError().contains("--lang 'xx'"));
}

// `rulelab --help` used to abort without a display (rc 134), and unknown options were ignored.
// Help and version now need no display, in any language; options that are not RuleLab's (nor
// Qt's own single-dash ones) are refused with exit code 2.
TEST(Program, HelpAndVersionNeedNoDisplayAndUnknownOptionsAreRefused) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *var : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"}) env.remove(QString::fromLatin1(var));
    auto run = [&](const QStringList &args, QByteArray &out, QByteArray &err) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RULELAB_GUI_PROGRAM), args);
        EXPECT_TRUE(p.waitForFinished(60000));
        out = p.readAllStandardOutput();
        err = p.readAllStandardError();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    };
    QByteArray out, err;
    EXPECT_EQ(run({QStringLiteral("--help")}, out, err), 0) << err.toStdString();
    EXPECT_TRUE(out.contains("Usage:")) << out.toStdString();
    for (const char *o : {"--open", "--view", "--lang", "--compare", "--screenshot", "--version"})
        EXPECT_TRUE(out.contains(o)) << o;
    EXPECT_EQ(run({QStringLiteral("--version")}, out, err), 0) << err.toStdString();
    EXPECT_TRUE(out.startsWith("RuleLab ")) << out.toStdString();
    EXPECT_EQ(run({QStringLiteral("--lang"), QStringLiteral("hi"), QStringLiteral("--help")}, out, err), 0);
    EXPECT_TRUE(QString::fromLocal8Bit(out).contains(QStringLiteral("कार्यशाला"))) << out.toStdString();
    EXPECT_EQ(run({QStringLiteral("--no-such-option")}, out, err), 2);
    EXPECT_TRUE(err.contains("no-such-option")) << err.toStdString();
    EXPECT_TRUE(err.contains("rulelab --help")) << err.toStdString();
}

// While a new run plays, the previous run's results are not shown as if they were its own.
TEST(Workbench, ANewRunClearsThePreviousResultsAndShowsTimeLeftAsAClock) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
    MainWindow w(reg);
    w.setQuiet(true);
    w.show();
    tick(w, 0);
    w.matchesBox()->setValue(200);
    ASSERT_TRUE(runToEnd(w)) << w.lastError().toStdString();
    ASSERT_GT(w.metricsTable()->columnCount(), 0);
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runButton()->click();
    ASSERT_TRUE(w.isRunning());
    EXPECT_EQ(w.metricsTable()->columnCount(), 0);  // cleared at the start, not left from the last run
    EXPECT_EQ(w.comparisonTable()->rowCount(), 0);
    ASSERT_TRUE(done.wait(30000));
    EXPECT_GT(w.metricsTable()->columnCount(), 0);
    EXPECT_EQ(ExperimentPanel::durationText(5), QStringLiteral("0:05"));
    EXPECT_EQ(ExperimentPanel::durationText(2667), QStringLiteral("44:27"));
    EXPECT_EQ(ExperimentPanel::durationText(3600 * 2 + 61.4), QStringLiteral("2:01:01"));
}
