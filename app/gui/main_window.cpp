#include "main_window.h"
#include "wheel_guard.h"

#include "explore_view.h"
#include "export_dialog.h"
#include "glossary_dialog.h"
#include "graph_view.h"
#include "play_view.h"
#include "replay_view.h"
#include "round_graph_view.h"
#include "rules_file_dialogs.h"
#include "settings_dialog.h"
#include "sources_view.h"
#include "sweep_dialog.h"
#include "experiment/cross_compare.h"
#include "experiment/integrity.h"
#include "experiment/results_io.h"
#include "plugin/file_access.h"
#include "plugin/plugin_registry.h"
#include "experiment/usage_io.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDateTime>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QListWidget>
#include <QStackedWidget>
#include <QHBoxLayout>
#include <QTextBrowser>
#include <QTreeWidget>
#include <qcustomplot.h>

#include <algorithm>

namespace rulelab {

MainWindow::MainWindow(PluginRegistry &registry, QWidget *parent) : MainWindow(std::as_const(registry), parent) {
    editableRegistry_ = &registry;
}

MainWindow::MainWindow(const PluginRegistry &registry, QWidget *parent) : QMainWindow(parent), registry_(registry) {
    installWheelGuard();  // the wheel scrolls; it changes no setting it passes over (wheel_guard.h)
    setWindowTitle(tr("RuleLab"));
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);

    tree_ = new ReadingTree(registry_);
    auto *treeDock = new QDockWidget(tr("Games and readings"), this);
    treeDock->setObjectName(QStringLiteral("readingsDock"));
    treeDock->setWidget(tree_->withButtons());
    addDockWidget(Qt::LeftDockWidgetArea, treeDock);

    panel_ = new ExperimentPanel(tree_);
    run_ = new RunController(this);
    auto *expDock = new QDockWidget(tr("Experiment"), this);
    expDock->setObjectName(QStringLiteral("experimentDock"));
    expDock->setWidget(panel_);
    addDockWidget(Qt::LeftDockWidgetArea, expDock);

    tabs_ = new QTabWidget;
    details_ = new QTextBrowser;
    details_->setOpenExternalLinks(false);
    tabs_->addTab(details_, tr("Reading"));
    results_ = new ResultsView;
    tabs_->addTab(results_, tr("Results"));
    // The figures share one tab, chosen from a list beside them: twelve tabs do not fit a
    // 1366-pixel screen in any of the three languages, and a tab behind the scroll arrows is lost.
    auto *chartsPage = new QWidget;
    auto *chartsLayout = new QHBoxLayout(chartsPage);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    chartList_ = new QListWidget;
    chartList_->setObjectName(QStringLiteral("chartList"));
    chartList_->setMaximumWidth(190);
    chartList_->setWordWrap(true);
    chartStack_ = new QStackedWidget;
    for (charts::ChartKind k : charts::kAllKinds) {
        auto *view = new ChartPanel(k, data_);
        connect(view, &ChartPanel::exportRequested, this, [this, k] { exportChartDialog(k); });
        connect(view, &ChartPanel::roundGraphRequested, this, [this](const QString &reading) { showRoundGraph(reading); });
        charts_[k] = view;
        chartStack_->addWidget(view);
        chartList_->addItem(charts::kindTitle(k));
    }
    connect(chartList_, &QListWidget::currentRowChanged, chartStack_, &QStackedWidget::setCurrentIndex);
    chartList_->setCurrentRow(0);
    chartsLayout->addWidget(chartList_);
    chartsLayout->addWidget(chartStack_, 1);
    chartsTab_ = tabs_->addTab(chartsPage, tr("Charts"));
    replay_ = new ReplayView(registry_);
    replayTab_ = tabs_->addTab(replay_, tr("Replay"));
    roundGraph_ = new RoundGraphView(registry_);
    roundGraphTab_ = tabs_->addTab(roundGraph_, tr("Round graph"));
    // From a replayed match: the round-level graph of its reading.
    connect(replay_, &ReplayView::roundGraphRequested, this, [this](const QString &reading) { showRoundGraph(reading); });
    // Saved and opened matches join the recent files (File > Open Recent reopens them in Replay).
    connect(replay_, &ReplayView::matchFileUsed, this, [this](const QString &path) { addRecent(path); });
    graph_ = new GraphView(registry_);
    graphTab_ = tabs_->addTab(graph_, tr("State graph"));
    // Double-clicking a state opens the moves to it as a match, at its last position.
    connect(graph_, &GraphView::replayRequested, this, [this](const MatchReplay &r) {
        replay_->showReplay(r);
        replay_->toEnd();
        tabs_->setCurrentIndex(replayTab_);
        statusBar()->showMessage(
            tr("Replaying the %n move(s) from the start to the chosen state", nullptr, static_cast<int>(r.moves.size())));
    });
    // A term of the graph's summary opens the glossary at that term.
    connect(graph_, &GraphView::glossaryRequested, this, [this](const QString &id) {
        bringToFront(glossaryDialog());
        glossary_->showTerm(id);
    });
    // Explore from a position of a replayed match: the match's options, the moves to it as the start.
    connect(replay_, &ReplayView::exploreRequested, this, [this](const MatchReplay &r, int moves) {
        graph_->setReading(readingOfReplay(r));
        graph_->setStartMoves(replayMovePrefix(r, static_cast<size_t>(moves)),
                              r.graphState >= 0 ? tr("a state-graph path") : tr("match %1 (seed %2)").arg(r.index).arg(r.seed));
        graph_->resetOptions();
        tabs_->setCurrentIndex(graphTab_);
        graph_->explore();
    });
    // Which combinations of the gaps' answers are plausible (#20): the game of the selection,
    // with the Experiment panel's agents, seats and caps; a candidate can be run in full.
    explore_ = new ExploreView(registry_);
    exploreTab_ = tabs_->addTab(explore_, tr("Explore"));
    explore_->setSettingsProvider([this](ExploreSpec &spec, QString &error) {
        Experiment e;
        if (!panel_->settingsFromPanel(e, error)) return false;
        spec.agents = e.agents;
        spec.swapSeats = e.swapSeats;
        spec.limits = e.limits;
        return true;
    });
    connect(explore_, &ExploreView::runInFullRequested, this, [this](const Reading &r) { runReadingInFull(r); });
    connect(explore_, &ExploreView::fileUsed, this, [this](const QString &path) { addRecent(path); });
    // Play a reading (#19); the game played opens in Replay, its saved files join Open Recent.
    play_ = new PlayView(registry_);
    playTab_ = tabs_->addTab(play_, tr("Play"));
    connect(play_, &PlayView::replayRequested, this, [this](const MatchReplay &r) {
        replay_->showReplay(r);
        replay_->toEnd();
        tabs_->setCurrentIndex(replayTab_);
    });
    connect(play_, &PlayView::matchFileUsed, this, [this](const QString &path) { addRecent(path); });
    setCentralWidget(tabs_);

    // Sources: rule points by source, linked to the options (issue 10).
    auto *sourcesDock = new QDockWidget(tr("Sources"), this);
    sourcesDock->setObjectName(QStringLiteral("sourcesDock"));
    sources_ = new SourcesView(registry_);
    sourcesDock->setWidget(sources_);
    addDockWidget(Qt::RightDockWidgetArea, sourcesDock);

    buildMenus();
    QMenu *viewMenu = menuBar()->findChild<QMenu *>(QStringLiteral("viewMenu"));
    if (viewMenu) {
        viewMenu->addAction(treeDock->toggleViewAction());
        viewMenu->addAction(expDock->toggleViewAction());
        viewMenu->addAction(sourcesDock->toggleViewAction());
    }

    connect(tree_, &QTreeWidget::currentItemChanged, this, [this] { showSelection(); });
    connect(tree_, &QTreeWidget::itemChanged, panel_, [this](QTreeWidgetItem *, int) { panel_->useTickedReadings(); });
    connect(tree_, &ReadingTree::reloaded, this, &MainWindow::showLoaded);
    connect(tree_, &ReadingTree::failed, this, &MainWindow::showError);
    connect(tree_, &ReadingTree::message, this, [this](const QString &text) { statusBar()->showMessage(text); });
    connect(panel_, &ExperimentPanel::runRequested, this, &MainWindow::startRun);
    connect(panel_, &ExperimentPanel::cancelRequested, run_, &RunController::cancel);
    connect(run_, &RunController::finished, this, &MainWindow::finishRun);
    // From the worker thread; the progress shows once the window's thread gets to it.
    connect(run_, &RunController::progressed, this, &MainWindow::progressed, Qt::DirectConnection);
    connect(this, &MainWindow::progressed, this, &MainWindow::onProgress, Qt::QueuedConnection);
    connect(results_, &ResultsView::exportRequested, this, [this](QTableWidget *t) {
        const QString f =
            QFileDialog::getSaveFileName(this, tr("Export table"), QStringLiteral("table.csv"), tr("CSV files (*.csv)"));
        if (!f.isEmpty()) exportTableCsv(t, f);
    });
    // Double-clicking a reading's column (metrics) or a comparison row opens a match of it:
    // its longest one when the matches are at hand, else match 0.
    connect(results_->metricsTable(), &QTableWidget::cellDoubleClicked, this, [this](int, int column) {
        if (column >= 0 && column < static_cast<int>(data_.readings.size()))
            openResultMatch(data_.readings[static_cast<size_t>(column)].id, -1);
    });
    connect(results_->comparisonTable(), &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (row >= 0 && row < static_cast<int>(data_.comparisons.size())) {
            const auto &c = data_.comparisons[static_cast<size_t>(row)];
            openResultMatch(column == 1 ? c.b : c.a, -1);
        }
    });
    tree_->reload();
    showResults();
    resize(1200, 760);
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    const QString recovered = settings.value(QStringLiteral("recovery/last")).toString();
    if (!recovered.isEmpty() && QFileInfo::exists(recovered + QStringLiteral("/summary.json"))) {
        statusBar()->showMessage(tr("A run was interrupted when the window closed; its finished matches are in %1 "
                                    "(File > Open, or complete them with: rulelab-cli run --experiment %1/summary.json "
                                    "--resume %1)")
                                     .arg(recovered));
        settings.remove(QStringLiteral("recovery/last"));
    }
}

MainWindow::~MainWindow() { run_->stopAndWait(); }

QString MainWindow::userReadingDir() { return ReadingTree::userReadingDir(); }

NewGameFromFileDialog *MainWindow::newGameDialog() {
    if (!editableRegistry_ || !registry_.rulesFiles()) {
        showError(tr("New game from rules file"),
                  tr("The rules-file plugin (rules_file) is not loaded, so games cannot be read from files."));
        return nullptr;
    }
    if (!newGameDialog_) {
        newGameDialog_ = new NewGameFromFileDialog(*editableRegistry_, this);
        connect(newGameDialog_, &NewGameFromFileDialog::gameLoaded, this, [this](const QString &id) {
            tree_->reload();
            if (sources_) sources_->reloadGames();
            selectGame(id);
            statusBar()->showMessage(tr("Game '%1' loaded from its rules file").arg(id));
        });
    }
    return newGameDialog_;
}

RulesFormDialog *MainWindow::rulesForm() {
    if (!editableRegistry_ || !registry_.rulesFiles()) {
        showError(tr("Edit game rules"),
                  tr("The rules-file plugin (rules_file) is not loaded, so games cannot be written as rules files."));
        return nullptr;
    }
    if (!rulesForm_) {
        rulesForm_ = new RulesFormDialog(*registry_.rulesFiles(), this);
        // Refused before anything is written: an id that a loaded game has (it could not join
        // the running workbench, and would be refused at every start).
        rulesForm_->setIdCheck([this](const QString &id) {
            const LoadedGame *g = registry_.find(id.toStdString());
            return g ? tr("id: '%1' is the id of a loaded game (%2): choose another").arg(id, g->origin()) : QString();
        });
        connect(rulesForm_, &QDialog::accepted, this, [this] { addGameFromFile(rulesForm_->savedPath()); });
    }
    // Start from the selected game's rules file; a shipped one is saved as a new game.
    QJsonObject start;
    if (const LoadedGame *g = registry_.find(tree_->gameOf(tree_->currentItem()).toStdString());
        g && g->definedBy == QLatin1String("rules-file")) {
        QByteArray bytes;
        if (std::string ignored; readFileCapped(g->sourceFile, kSmallFileCap, bytes, ignored))
            start = QJsonDocument::fromJson(bytes).object();
        if (!start.isEmpty()) {
            start.insert(QStringLiteral("id"), start.value(QStringLiteral("id")).toString() + QStringLiteral("-edited"));
            start.insert(QStringLiteral("name"), tr("%1 (edited)").arg(start.value(QStringLiteral("name")).toString()));
        }
    }
    rulesForm_->setContent(start);
    return rulesForm_;
}

bool MainWindow::addGameFromFile(const QString &path) {
    if (!editableRegistry_ || path.isEmpty()) return false;
    QString error;
    if (!editableRegistry_->addRulesFile(path, error)) {
        showError(tr("New game from rules file"), error);
        return false;
    }
    tree_->reload();
    if (sources_) sources_->reloadGames();
    selectGame(editableRegistry_->games().back().pluginId);
    statusBar()->showMessage(tr("Game '%1' loaded from %2").arg(editableRegistry_->games().back().pluginId, path));
    return true;
}

bool MainWindow::compareResultFolders(const QStringList &dirs) {
    CrossComparison c;
    QString error;
    if (!rulelab::compareResultFolders(dirs, registry_, {}, {}, c, error)) {
        showError(tr("Compare results folders"), error);
        return false;
    }
    if (!c.unknownGames.empty()) {
        QStringList unknown;
        for (const auto &g : c.unknownGames) unknown << q(g);
        showError(tr("Compare results folders"),
                  tr("Not installed here: %1. Without the game its engine cannot be known, so the workbench does not set "
                     "its readings beside the others.")
                      .arg(unknown.join(QStringLiteral(", "))));
        return false;
    }
    const QByteArray summary = QJsonDocument(crossSummaryObject(c)).toJson(QJsonDocument::Compact);
    charts::ChartData data;
    if (!charts::parseSummary(summary, dirs.join(QStringLiteral(", ")), data, error)) {
        showError(tr("Compare results folders"), error);
        return false;
    }
    // Games of different engines: only what means the same in every game is shown (the tables
    // leave the rest out, and the figures of lengths, margins and rounds say why they are empty).
    if (!c.oneEngine) charts::omitEngineUnits(data);
    // The combined readings are not one run: no replay, methods text or usage maps of them.
    data_ = std::move(data);
    summary_.clear();
    matchesCsv_.clear();
    usageDir_.clear();
    showResults();
    updateReplayResults();
    QStringList games;
    for (const auto &g : c.games) games << q(g);
    // The header names each run's own matches and seed (the views' header knows one run only).
    QStringList lines = results_->noteLabel()->text().split(QLatin1Char('\n'));
    if (!lines.isEmpty()) lines.removeFirst();
    const Experiment &first = c.parts.front().experiment;
    QStringList head{tr("Readings of %n results folder(s), agents %1, each with its own game, seed and build:", nullptr,
                        static_cast<int>(dirs.size()))
                         .arg(q(first.agents[0].text() + "," + first.agents[1].text()))};
    for (size_t i = 0; i < c.parts.size(); ++i) {
        const ResultPart &part = c.parts[i];
        head << QStringLiteral("  ") + dirs[static_cast<qsizetype>(i)] + QStringLiteral(": ") +
                    tr("%1, %2 matches per reading, seed %3%4")
                        .arg(q(part.experiment.game))
                        .arg(part.experiment.matches)
                        .arg(part.experiment.seed)
                        .arg(part.cancelled ? tr(" (cancelled: partial; the comparisons use the matches played)") : QString());
        if (!part.integrityWarning.empty()) head << QStringLiteral("  ") + tr("Warning: %1").arg(q(part.integrityWarning));
    }
    if (!c.note.isEmpty()) head << c.note;  // what is left out across engines, and why
    results_->noteLabel()->setText((head + lines).join(QLatin1Char('\n')));
    statusBar()->showMessage(tr("Compared the readings of %1").arg(games.join(QStringLiteral(", "))));
    tabs_->setCurrentIndex(1);
    return true;
}

void MainWindow::selectGame(const QString &gameId) {
    for (int i = 0; i < tree_->topLevelItemCount(); ++i)
        if (tree_->gameOf(tree_->topLevelItem(i)) == gameId) {
            tree_->setCurrentItem(tree_->topLevelItem(i));
            return;
        }
}

void MainWindow::buildMenus() {
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
    fileMenu->addAction(tr("Se&ttings..."), this, [this] { SettingsDialog(this).exec(); });
    a = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    a->setShortcut(QKeySequence::Quit);

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
    editMenu->addAction(tr("Edit &Game Rules..."), this, [this] {
        if (RulesFormDialog *d = rulesForm()) d->show();
    });

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

void MainWindow::showLoaded() {
    statusBar()->showMessage(tree_->loadedText());
    details_->setHtml(tree_->overviewHtml());
}

void MainWindow::showSelection() {
    QTreeWidgetItem *item = tree_->currentItem();
    if (!item) return;
    const LoadedGame *g = registry_.find(tree_->gameOf(item).toStdString());
    if (!g) return;
    const Reading *reading = tree_->readingOf(item);
    if (sources_) {
        sources_->setGame(q(g->plugin->info().id));
        if (reading && tree_->fileOf(item).isEmpty()) sources_->setReading(q(reading->id));
    }
    details_->setHtml(tree_->selectionHtml());
    // The Explore tab follows the selection's game (and takes a selected reading as its base).
    if (explore_ && !explore_->isRunning()) explore_->setGame(q(g->plugin->info().id), reading ? tree_->specOf(item) : QString());
}

bool MainWindow::saveUserReading(const Reading &reading, QString *path) { return tree_->saveUserReading(reading, path); }

// ---- experiment ----

void MainWindow::sweepDialog() {
    QTreeWidgetItem *item = tree_->currentItem();
    const Reading *r = tree_->readingOf(item);
    const LoadedGame *g = registry_.find(tree_->gameOf(item).toStdString());
    if (!g || !r) {
        showError(tr("Sweep options"), tr("Select the reading to start from (in Games and readings) first."));
        return;
    }
    const QString spec = tree_->specOf(item);
    SweepDialog dialog(g->plugin->info(), *r, spec, panel_->matchesBox()->value(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    SweepDialog::Vary vary;
    QString error;
    if (dialog.vary(vary, error)) applySweep(tree_->gameOf(item), spec, vary);
}

bool MainWindow::applySweep(const QString &game, const QString &baseSpec,
                            const std::vector<std::pair<std::string, std::vector<std::string>>> &vary) {
    if (!registry_.find(game.toStdString())) {
        showError(tr("Sweep options"), tr("Unknown game '%1'.").arg(game));
        return false;
    }
    QString error;
    if (!panel_->applySweep(game, baseSpec, vary, error)) {
        showError(tr("Sweep options"), error);
        return false;
    }
    return true;
}

void MainWindow::startRun() {
    if (run_->isRunning()) return;
    Experiment e;
    QString error;
    if (!panel_->experimentFromPanel(e, error) || !run_->start(registry_, e, error)) {
        showError(tr("Cannot run"), error);
        return;
    }
    panel_->setRunning(true);
    // The results on screen are not this run's: clear them (the tables, charts and replay list)
    // until it finishes.
    data_ = charts::ChartData{};
    summary_.clear();
    matchesCsv_.clear();
    usageDir_.clear();
    showResults();
    updateReplayResults();
}

void MainWindow::onProgress(int reading, int readings, qint64 done, qint64 total, double rate, double secondsLeft) {
    if (run_->isRunning()) panel_->showProgress(reading, readings, done, total, rate, secondsLeft);
}

void MainWindow::finishRun() {
    const SessionResult s = run_->takeResult();
    panel_->setRunning(false);
    if (!s.ok) showError(tr("Cannot run"), q(s.error));
    if (s.summary.isEmpty()) {  // nothing was played: the run's folder could not be written
        panel_->showProgressText(lastError_);
        emit runFinished();
        return;
    }
    summary_ = s.summaryJson();  // as runSession saved it, with matches_csv when the matches are at hand
    matchesCsv_ = s.matchesCsv;
    QString error;
    if (!charts::parseSummary(summary_, tr("(this run)"), data_, error)) showError(tr("Results"), error);
    loadUsageMaps(s.usageCsv.isEmpty() ? QString() : QFileInfo(s.usageCsv).dir().path());
    panel_->showFinished(s.result);
    showResults();
    updateReplayResults();
    tabs_->setCurrentIndex(1);
    emit runFinished();
}

void MainWindow::showResults() {
    results_->showData(data_);
    if (sources_ && !data_.game.isEmpty()) sources_->setGame(data_.game);
    for (charts::ChartKind k : charts::kAllKinds) charts_.at(k)->refresh();
}

// ---- files ----

void MainWindow::loadUsageMaps(const QString &dir) {
    usageDir_.clear();
    data_.usage.clear();
    if (dir.isEmpty()) return;
    bool found = false;
    QString error;
    if (!charts::loadUsage(dir, data_, found, error)) {
        showError(tr("Usage maps"), error);
        return;
    }
    if (!found) return;
    charts::setUsageBoards(data_, registry_);
    usageDir_ = dir;
}

void MainWindow::showError(const QString &title, const QString &text) {
    lastError_ = text;
    statusBar()->showMessage(text);
    if (!quiet_) QMessageBox::warning(this, title, text);
}

bool MainWindow::openFile(const QString &pathIn) {
    QString path = pathIn;
    if (QFileInfo(path).isDir()) path = QDir(path).filePath(QStringLiteral("summary.json"));
    QByteArray bytes;
    if (std::string readError; !readFileCapped(path, kResultFileCap, bytes, readError)) {
        showError(tr("Cannot open file"), q(readError));
        return false;
    }
    QJsonParseError pe;
    const QJsonObject root = QJsonDocument::fromJson(bytes, &pe).object();
    const QString format = root.value(QStringLiteral("format")).toString();
    std::string err;
    QString opened;  // a warning to show with "Opened"
    if (format == QLatin1String("rulelab-match")) {
        replay_->setQuiet(quiet_);
        if (!replay_->openMatchFile(path)) {
            lastError_ = replay_->lastError();
            statusBar()->showMessage(lastError_);
            return false;
        }
        tabs_->setCurrentIndex(replayTab_);
    } else if (format == QLatin1String("rulelab-reading")) {
        Reading r;
        if (!parseReadingJson(bytes, path.toStdString(), r, err)) {
            showError(tr("Cannot open reading"), q(err));
            return false;
        }
        if (!saveUserReading(r)) return false;
    } else if (format == QLatin1String("rulelab-explore-result")) {
        explore_->setQuiet(quiet_);
        if (!explore_->openExploration(path)) {
            lastError_ = explore_->lastError();
            statusBar()->showMessage(lastError_);
            return false;
        }
        tabs_->setCurrentIndex(exploreTab_);
        return true;  // the view adds it to the recent files
    } else if (format == QLatin1String("rulelab-explore")) {
        ExploreSpec spec;
        if (!parseExploreSpec(root, path.toStdString(), spec, err)) {
            showError(tr("Cannot open exploration"), q(err));
            return false;
        }
        explore_->setSpec(spec);
        tabs_->setCurrentIndex(exploreTab_);
    } else if (format == QLatin1String("rulelab-summary")) {
        IntegrityCheck check;  // no figure from an edited file (core/experiment/integrity.h)
        if (!verifySummaryIntegrity(root, path, check, err)) {
            showError(tr("Cannot open results"), q(err));
            return false;
        }
        opened = check.warning.empty() ? QString() : q(check.warning);
        charts::ChartData data;
        QString error;
        if (!charts::parseSummary(bytes, path, data, error)) {
            showError(tr("Cannot open results"), error);
            return false;
        }
        Experiment e;
        if (!parseExperiment(bytes, path.toStdString(), e, err)) {
            showError(tr("Cannot open results"), q(err));
            return false;
        }
        data_ = std::move(data);
        summary_ = bytes;
        const QString csv = QFileInfo(path).dir().filePath(QStringLiteral("matches.csv"));
        matchesCsv_ = QFileInfo::exists(csv) ? csv : QString();
        loadUsageMaps(QFileInfo(path).dir().path());
        panel_->setExperiment(e);
        showResults();
        updateReplayResults();
        tabs_->setCurrentIndex(1);
    } else {
        Experiment e;
        if (!parseExperiment(bytes, path.toStdString(), e, err)) {
            showError(tr("Cannot open experiment"), q(err));
            return false;
        }
        panel_->setExperiment(e);
    }
    addRecent(path);
    statusBar()->showMessage(opened.isEmpty() ? tr("Opened %1").arg(path) : tr("Opened %1. Warning: %2").arg(path, opened));
    return true;
}

bool MainWindow::saveExperiment(const QString &path) {
    Experiment e;
    QString error;
    if (!panel_->experimentFromPanel(e, error)) {
        showError(tr("Cannot save experiment"), error);
        return false;
    }
    std::string err;
    if (!saveExperimentFile(path, e, err)) {
        showError(tr("Cannot save experiment"), q(err));
        return false;
    }
    panel_->keep(e);
    addRecent(path);
    statusBar()->showMessage(tr("Experiment saved to %1").arg(path));
    return true;
}

bool MainWindow::saveResults(const QString &target, bool summaryOnly) {
    if (summary_.isEmpty()) {
        showError(tr("Cannot save results"), tr("There are no results to save yet."));
        return false;
    }
    std::string err;
    QString summaryPath = target;
    if (!summaryOnly) {
        if (!prepareOutputDir(target, err)) {
            showError(tr("Cannot save results"), q(err));
            return false;
        }
        summaryPath = QDir(target).filePath(QStringLiteral("summary.json"));
        if (!matchesCsv_.isEmpty()) {
            const QString dest = QDir(target).filePath(QStringLiteral("matches.csv"));
            if (QFileInfo(dest) != QFileInfo(matchesCsv_) && !copyAtomically(matchesCsv_, dest, err)) {  // streamed
                showError(tr("Cannot save results"), q(err));
                return false;
            }
        }
        // The usage maps, when the shown results have them (groups first, as a run writes them).
        for (const char *name : {kUsageGroupsCsvFile, kUsageCsvFile}) {
            if (usageDir_.isEmpty()) break;
            const QString from = QDir(usageDir_).filePath(QLatin1String(name)), dest = QDir(target).filePath(QLatin1String(name));
            if (!QFileInfo::exists(from) || QFileInfo(dest) == QFileInfo(from)) continue;
            if (!copyAtomically(from, dest, err)) {
                showError(tr("Cannot save results"), q(err));
                return false;
            }
        }
    }
    if (!saveAtomically(summaryPath, summary_, err)) {
        showError(tr("Cannot save results"), q(err));
        return false;
    }
    addRecent(summaryPath);
    statusBar()->showMessage(tr("Results saved to %1").arg(summaryOnly ? summaryPath : target));
    return true;
}

bool MainWindow::exportChart(charts::ChartKind kind, const QString &file, const charts::ExportOptions &options) {
    QString error;
    if (!charts::exportFigure(data_, kind, charts_.at(kind)->style(), options, file, error)) {
        showError(tr("Cannot export chart"), error);
        return false;
    }
    statusBar()->showMessage(tr("Chart written to %1 (and its data as CSV)").arg(file));
    return true;
}

void MainWindow::exportChartDialog(charts::ChartKind kind) {
    ExportDialog::Setup setup;
    setup.title = tr("Export chart: %1").arg(charts::kindTitle(kind));
    setup.journalSizes = true;
    setup.fontSize = true;
    ExportDialog dlg(setup, this);
    QString file;
    if (!dlg.ask(tr("Export chart"), charts::kindKey(kind) + QStringLiteral(".pdf"), file)) return;
    charts::ChartStyle &style = charts_.at(kind)->style();
    const double oldFont = style.fontPt;
    style.fontPt = dlg.fontPt();
    exportChart(kind, file, dlg.options());
    style.fontPt = oldFont;
}

QString MainWindow::tableText(const QTableWidget *table, QChar separator) { return ResultsView::tableText(table, separator); }

bool MainWindow::exportTableCsv(QTableWidget *table, const QString &file) {
    std::string err;
    if (!saveAtomically(file, tableText(table, QLatin1Char(',')).toUtf8(), err)) {
        showError(tr("Cannot export table"), q(err));
        return false;
    }
    return true;
}

void MainWindow::addRecent(const QString &path) {
    QSettings s;
    QStringList files = s.value(QStringLiteral("recentFiles")).toStringList();
    const QString abs = QFileInfo(path).absoluteFilePath();
    files.removeAll(abs);
    files.prepend(abs);
    while (files.size() > 10) files.removeLast();
    s.setValue(QStringLiteral("recentFiles"), files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu() {
    recentMenu_->clear();
    const QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString &f : files) recentMenu_->addAction(f, this, [this, f] { openFile(f); });
    recentMenu_->setEnabled(!files.isEmpty());
}

void MainWindow::updateReplayResults() {
    // The experiment of the shown results, as their summary embeds it (sweep cells inline).
    Experiment e;
    std::string err;
    if (summary_.isEmpty() || !parseExperiment(summary_, "summary", e, err)) e = panel_->experiment();
    replay_->setResults(e, matchesCsv_);
    roundGraph_->setResults(e);
}

bool MainWindow::exploreReadings() {
    QTreeWidgetItem *item = tree_->currentItem();
    const LoadedGame *g = item ? registry_.find(tree_->gameOf(item).toStdString()) : nullptr;
    if (!g) {
        showError(tr("Cannot explore readings"), tr("Select a game, or one of its readings, in Games and readings first."));
        return false;
    }
    if (!explore_->isRunning())
        explore_->setGame(q(g->plugin->info().id), tree_->readingOf(item) ? tree_->specOf(item) : QString());
    tabs_->setCurrentIndex(exploreTab_);
    return true;
}

bool MainWindow::runReadingInFull(const Reading &reading) {
    if (run_->isRunning()) {
        showError(tr("Cannot run"), tr("A run is in progress: wait for it to finish, or cancel it, first."));
        return false;
    }
    // The experiment as it would run now; the candidate joins its readings when they are plain
    // readings of the same game (a sweep's cells or overrides would change it), else it runs alone.
    Experiment e;
    QString error;
    const bool join =
        panel_->experimentFromPanel(e, error) && e.game == reading.game && e.sweepBase.empty() && e.overrides.empty();
    if (!join) {
        e = panel_->experiment();
        if (!panel_->settingsFromPanel(e, error)) {
            showError(tr("Cannot run"), error);
            return false;
        }
        e.game = reading.game;
        e.readings.clear();
        e.overrides.clear();
        e.sweepBase.clear();
        e.vary.clear();
    }
    ReadingRef ref;
    ref.isInline = true;
    ref.reading = reading;
    const auto same = std::find_if(e.readings.begin(), e.readings.end(),
                                   [&](const ReadingRef &r) { return r.isInline && r.reading.id == reading.id; });
    if (same != e.readings.end()) *same = ref;
    else e.readings.push_back(ref);
    panel_->setExperiment(e);
    statusBar()->showMessage(tr("Running %1 in full").arg(q(reading.id)));
    startRun();
    return run_->isRunning();
}

bool MainWindow::showRoundGraph(const QString &readingId) {
    tabs_->setCurrentIndex(roundGraphTab_);
    return roundGraph_->showReading(readingId);
}

bool MainWindow::openResultMatch(const QString &readingId, qint64 index) {
    if (index < 0) {  // the reading's longest match when known, else its first
        index = 0;
        const QTreeWidget *t = replay_->interestingList();
        for (int i = 0; i < t->topLevelItemCount(); ++i)
            if (t->topLevelItem(i)->text(0) == readingId && t->topLevelItem(i)->childCount() > 0)
                index = t->topLevelItem(i)->child(0)->text(1).toLongLong();
    }
    replay_->setQuiet(quiet_);
    tabs_->setCurrentIndex(replayTab_);
    if (!replay_->openMatch(readingId.toStdString(), index)) {
        lastError_ = replay_->lastError();
        statusBar()->showMessage(lastError_);
        return false;
    }
    replay_->setFocus();
    statusBar()->showMessage(tr("Replaying match %1 of %2").arg(index).arg(readingId));
    return true;
}

bool MainWindow::openStateGraph() {
    const Reading *r = tree_->readingOf(tree_->currentItem());
    if (!r) {
        showError(tr("Cannot draw the state graph"), tr("Select a reading in the list of games and readings first."));
        return false;
    }
    graph_->setQuiet(quiet_);
    graph_->setReading(*r);
    tabs_->setCurrentIndex(graphTab_);
    return graph_->explore();
}

bool MainWindow::playReading() {
    const Reading *r = tree_->readingOf(tree_->currentItem());
    if (!r) {
        showError(tr("Cannot play"), tr("Select a reading in the list of games and readings first."));
        return false;
    }
    play_->setQuiet(quiet_);
    tabs_->setCurrentIndex(playTab_);
    if (!play_->setReading(*r)) {
        lastError_ = play_->lastError();
        statusBar()->showMessage(lastError_);
        return false;
    }
    return true;
}

void MainWindow::showView(const QString &name) {
    if (name == QLatin1String("reading")) tabs_->setCurrentIndex(0);
    else if (name == QLatin1String("results")) tabs_->setCurrentIndex(1);
    else if (name == QLatin1String("replay")) tabs_->setCurrentIndex(replayTab_);
    else if (name == QLatin1String("graph")) tabs_->setCurrentIndex(graphTab_);
    else if (name == QLatin1String("rounds-graph")) tabs_->setCurrentIndex(roundGraphTab_);
    else if (name == QLatin1String("explore")) tabs_->setCurrentIndex(exploreTab_);
    charts::ChartKind k;
    if (charts::kindFromKey(name, k)) showChart(k);
}

void MainWindow::showChart(charts::ChartKind kind) {
    for (size_t i = 0; i < std::size(charts::kAllKinds); ++i)
        if (charts::kAllKinds[i] == kind) chartList_->setCurrentRow(static_cast<int>(i));
    tabs_->setCurrentIndex(chartsTab_);
}

charts::ChartKind MainWindow::currentChart() const {
    const int row = std::max(0, chartList_->currentRow());
    return charts::kAllKinds[static_cast<size_t>(row)];
}

void MainWindow::closeEvent(QCloseEvent *event) {
    QSettings s;
    if (run_->isRunning()) {
        // Closing the window stops a run, but keeps the matches that finished, as results that
        // `rulelab-cli run --resume` can complete (and that File > Open shows).
        run_->stopAndWait();
        finishRun();
        recoveryDir_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery/") +
                       QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
        const bool wasQuiet = quiet_;
        quiet_ = true;
        if (saveResults(recoveryDir_, false)) s.setValue(QStringLiteral("recovery/last"), recoveryDir_);
        else recoveryDir_.clear();
        quiet_ = wasQuiet;
    }
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event) {
    for (const QUrl &u : event->mimeData()->urls())
        if (u.isLocalFile() &&
            (u.toLocalFile().endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) || QFileInfo(u.toLocalFile()).isDir())) {
            event->acceptProposedAction();
            return;
        }
}

void MainWindow::dropEvent(QDropEvent *event) {
    for (const QUrl &u : event->mimeData()->urls())
        if (u.isLocalFile()) openFile(u.toLocalFile());
    event->acceptProposedAction();
}

}  // namespace rulelab
