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
#include "main_window_test_support.h"

using namespace rulelab;
using namespace rulelab::main_window_test;

TEST(MainWindow, ListsLoadedGamesWithTheirReadings) {
    FixtureRegistry reg;
    ASSERT_TRUE(reg.loaded);
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
    ShippedRegistry reg;
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
    FixtureRegistry reg;
    ASSERT_TRUE(reg.loaded);
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
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("1 plugin could not be loaded")));
}

TEST(MainWindow, SaysSoWhenNoGameIsInstalled) {
    PluginRegistry reg;
    MainWindow w(reg);
    EXPECT_EQ(w.gameTree()->topLevelItemCount(), 0);
    EXPECT_TRUE(w.details()->toPlainText().contains(QStringLiteral("No game plugins were found")));
}

TEST(Workbench, BadFilesAreRefusedWithAMessage) {
    QuietWorkbench wb;
    ASSERT_TRUE(wb.reg.loaded);
    MainWindow &w = wb.w;
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    testsupport::writeAll(bad,
                          "{\"format\": \"rulelab-summary\",\n \"readings\": [ {\"reading\": \"x\", \"matches\": \"many\"} ]}");
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
    QuietWorkbench wb;
    MainWindow &w = wb.w;
    const LoadedGame *g = wb.reg.find("fixture-nim");
    ASSERT_TRUE(g) << "the good fixture plugin did not load";
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
    QuietWorkbench wb;
    ASSERT_TRUE(wb.reg.loaded);
    MainWindow &w = wb.readyToRun();
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
