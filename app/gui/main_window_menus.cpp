// The workbench window's menus, and the dialogs of its Help menu.
#include "main_window.h"

#include "bundle_dialog.h"
#include "export_dialog.h"
#include "glossary_dialog.h"
#include "play_view.h"
#include "replay_view.h"
#include "rules_file_dialogs.h"
#include "settings_dialog.h"
#include "sources_view.h"
#include "experiment/cross_compare.h"
#include "experiment/integrity.h"
#include "experiment/results_io.h"
#include "plugin/plugin_registry.h"
#include "experiment/usage_io.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <QTableWidget>
#include <qcustomplot.h>

namespace rulelab {

void MainWindow::buildMenus() {
    buildFileMenu();
    buildEditMenu();
    buildRunMenu();
    buildViewMenus();
    buildHelpMenu();
}

void MainWindow::buildFileMenu() {
    auto *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *a = fileMenu->addAction(tr("&New Experiment"), panel_, &ExperimentPanel::newExperiment);
    a->setShortcut(QKeySequence::New);
    a = fileMenu->addAction(tr("&Open Experiment or Results..."), this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Open experiment, results or reading"), QString(),
                                                       tr("RuleLab files (*.json);;All files (*)"));
        if (!f.isEmpty()) openFile(f);
    });
    a->setShortcut(QKeySequence::Open);
    recentMenu_ = fileMenu->addMenu(tr("Open &Recent"));
    updateRecentMenu();
    fileMenu->addAction(tr("New &Game from Rules File..."), this, [this] {
        if (NewGameFromFileDialog *d = newGameDialog()) d->show();
    });
    fileMenu->addAction(tr("Compare Results &Folders..."), this, [this] {
        QStringList dirs;
        for (;;) {
            const QString d = QFileDialog::getExistingDirectory(
                this, dirs.isEmpty() ? tr("First results folder") : tr("Another results folder (Cancel when done)"));
            if (d.isEmpty()) break;
            dirs << d;
        }
        if (dirs.size() >= 2) compareResultFolders(dirs);
        else if (!dirs.isEmpty()) openFile(dirs.first());
    });
    fileMenu->addSeparator();
    a = fileMenu->addAction(tr("&Save Experiment..."), this, [this] {
        const QString f = QFileDialog::getSaveFileName(this, tr("Save experiment"), QStringLiteral("experiment.json"),
                                                       tr("Experiment files (*.json)"));
        if (!f.isEmpty()) saveExperiment(f);
    });
    a->setShortcut(QKeySequence::Save);
    a = fileMenu->addAction(tr("Save &Results..."), this, [this] {
        const QString d = QFileDialog::getExistingDirectory(this, tr("Save results (summary.json and matches.csv) into"));
        if (!d.isEmpty()) saveResults(d, false);
    });
    a->setShortcut(QKeySequence::SaveAs);
    fileMenu->addAction(tr("Save Summary &Only..."), this, [this] {
        const QString f =
            QFileDialog::getSaveFileName(this, tr("Save summary"), QStringLiteral("summary.json"), tr("Summary files (*.json)"));
        if (!f.isEmpty()) saveResults(f, true);
    });
    fileMenu->addSeparator();
    fileMenu->addAction(tr("Open &Match..."), this, [this] {
        tabs_->setCurrentIndex(replayTab_);
        replay_->openMatchDialog();
    });
    fileMenu->addAction(tr("Save Match as &JSON..."), this, [this] {
        if (!replay_->hasMatch()) {
            showError(tr("Cannot save match"), tr("No match is open in the Replay tab."));
            return;
        }
        const QString f =
            QFileDialog::getSaveFileName(this, tr("Save match"), QStringLiteral("match.json"), tr("Match files (*.json)"));
        if (!f.isEmpty()) replay_->saveMatchFile(f);
    });
    fileMenu->addSeparator();
    fileMenu->addAction(tr("Export Table as &CSV..."), this, [this] {
        QTableWidget *t = tabs_->currentIndex() == 1 ? results_->focusedTable() : results_->metricsTable();
        const QString f =
            QFileDialog::getSaveFileName(this, tr("Export table"), QStringLiteral("metrics.csv"), tr("CSV files (*.csv)"));
        if (!f.isEmpty()) exportTableCsv(t, f);
    });
    fileMenu->addAction(tr("Export &Chart..."), this, [this] { exportChartDialog(currentChart()); });
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&Methods Text..."), this, [this] { exportMethodsDialog(this, registry_, summary_); });
    fileMenu->addAction(tr("Export &Publication Bundle..."), this, [this] {
        BundleDialog(this, registry_, matchesCsv_.isEmpty() ? QStringList{} : QStringList{QFileInfo(matchesCsv_).path()}).exec();
    });
    fileMenu->addAction(tr("Se&ttings..."), this, [this] { SettingsDialog(this).exec(); });
    a = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    a->setShortcut(QKeySequence::Quit);
}

void MainWindow::buildEditMenu() {
    QAction *a = nullptr;
    auto *editMenu = menuBar()->addMenu(tr("&Edit"));
    a = editMenu->addAction(tr("&Copy Table as TSV"), this, [this] {
        QApplication::clipboard()->setText(tableText(results_->focusedTable(), QLatin1Char('\t')));
    });
    a->setShortcut(QKeySequence::Copy);
    a = editMenu->addAction(tr("Copy Table as C&SV"), this, [this] {
        QApplication::clipboard()->setText(tableText(results_->focusedTable(), QLatin1Char(',')));
    });
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    editMenu->addSeparator();
    editMenu->addAction(tr("Copy Reading and &Edit..."), tree_, &ReadingTree::copyReading);
    editMenu->addAction(tr("E&xport Reading..."), tree_, &ReadingTree::exportReading);
    editMenu->setToolTipsVisible(true);  // a disabled Edit a Copy says why
    editCopy_ = editMenu->addAction(tr("Edit a &Copy of This Game..."), this, [this] {
        if (RulesFormDialog *d = rulesForm(true)) d->show();
    });
    editMenu->addAction(tr("&New Game Rules..."), this, [this] {
        if (RulesFormDialog *d = rulesForm(false)) d->show();
    });
    connect(tree_, &QTreeWidget::currentItemChanged, this, &MainWindow::updateEditCopy);
    updateEditCopy();
}

void MainWindow::buildRunMenu() {
    QAction *a = nullptr;
    auto *runMenu = menuBar()->addMenu(tr("&Run"));
    a = runMenu->addAction(tr("&Run Experiment"), this, &MainWindow::startRun);
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    a = runMenu->addAction(tr("&Cancel Run"), run_, &RunController::cancel);
    a->setShortcut(QKeySequence::Cancel);
    runMenu->addSeparator();
    a = runMenu->addAction(tr("S&weep Options of the Selected Reading..."), this, &MainWindow::sweepDialog);
    a->setObjectName(QStringLiteral("sweepAction"));
    a = runMenu->addAction(tr("&Play This Reading..."), this, [this] { playReading(); });
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    a->setToolTip(tr("Play the selected reading yourself, against an agent or another person, in the Play tab"));
    a->setObjectName(QStringLiteral("playAction"));
    a = runMenu->addAction(tr("&Explore Readings..."), this, [this] { exploreReadings(); });
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    a->setToolTip(
        tr("Vary the options of the selected game's readings and find the combinations that meet your "
           "requirements, in the Explore tab"));
    a->setObjectName(QStringLiteral("exploreAction"));
}

// Analysis and View.
void MainWindow::buildViewMenus() {
    QAction *a = nullptr;
    auto *analysisMenu = menuBar()->addMenu(tr("&Analysis"));
    a = analysisMenu->addAction(tr("&State Graph..."), this, [this] { openStateGraph(); });
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    a->setToolTip(tr("Explore every state of the selected reading and draw the graph of moves between them"));

    auto *viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->setObjectName(QStringLiteral("viewMenu"));
    // Alt+1 .. Alt+9: the reading, the results and the first seven figures; every figure and
    // view is in the menu.
    int shortcut = 0;
    auto view = [&](const QString &title, auto show) {
        a = viewMenu->addAction(title, this, show);
        if (shortcut < 9) a->setShortcut(QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_1 + shortcut)));
        ++shortcut;
    };
    view(tr("Reading"), [this] { tabs_->setCurrentIndex(0); });
    view(tr("Results"), [this] { tabs_->setCurrentIndex(1); });
    for (charts::ChartKind k : charts::kAllKinds) view(charts::kindTitle(k), [this, k] { showChart(k); });
    viewMenu->addAction(tr("Replay"), this, [this] { tabs_->setCurrentIndex(replayTab_); });
    viewMenu->addAction(tr("Round graph"), this, [this] { tabs_->setCurrentIndex(roundGraphTab_); });
    viewMenu->addAction(tr("State graph"), this, [this] { tabs_->setCurrentIndex(graphTab_); });
    viewMenu->addAction(tr("Explore"), this, [this] { tabs_->setCurrentIndex(exploreTab_); });
    viewMenu->addAction(tr("Play"), this, [this] { tabs_->setCurrentIndex(playTab_); });
    viewMenu->addSeparator();
}

void MainWindow::buildHelpMenu() {
    QAction *a = nullptr;
    auto *helpMenu = menuBar()->addMenu(tr("&Help"));
    a = helpMenu->addAction(tr("&Glossary"), this, [this] { bringToFront(glossaryDialog()); });
    a->setShortcut(QKeySequence(Qt::Key_F1));
    helpMenu->addAction(tr("Getting &Started"), this, [this] { bringToFront(gettingStartedDialog()); });
    helpMenu->addSeparator();
    helpMenu->addAction(tr("&About RuleLab"), this, [this] {
        QMessageBox::about(this, tr("About RuleLab"),
                           tr("RuleLab: a workbench for reconstructing the rules of historical board games.\n"
                              "Licensed under the GNU GPL, version 3 or later."));
    });
}

QCustomPlot *MainWindow::chart(charts::ChartKind kind) const { return charts_.at(kind)->plot(); }

GlossaryDialog *MainWindow::glossaryDialog() {
    if (!glossary_) glossary_ = new GlossaryDialog(this);
    return glossary_;
}

GettingStartedDialog *MainWindow::gettingStartedDialog() {
    if (!gettingStarted_) {
        gettingStarted_ = new GettingStartedDialog(this);
        // A term's link opens the glossary at that term.
        connect(gettingStarted_, &GettingStartedDialog::termRequested, this, [this](const QString &id) {
            bringToFront(glossaryDialog());
            glossary_->showTerm(id);
        });
    }
    return gettingStarted_;
}

}  // namespace rulelab
