// The workbench window's widgets (main_window.h): its docks and tabs and how they are wired; its
// menus, files and actions are in main_window_menus.cpp, main_window_files.cpp and main_window_actions.cpp.
#include "main_window.h"

#include "wheel_guard.h"
#include "widget_rows.h"
#include "window_fit.h"
#include "explore_view.h"
#include "ladder_view.h"
#include "glossary_dialog.h"
#include "graph_view.h"
#include "play_view.h"
#include "replay_view.h"
#include "round_graph_view.h"
#include "sources_view.h"
#include "shown_text.h"
#include "experiment/cross_compare.h"
#include "experiment/integrity.h"
#include "experiment/results_io.h"
#include "plugin/plugin_registry.h"
#include "experiment/usage_io.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTreeWidget>

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
    // The panel scrolls rather than holding the game list down to a few rows: the handle
    // between the two docks moves either way.
    auto *panelScroll = new QScrollArea;
    panelScroll->setWidget(panel_);
    panelScroll->setWidgetResizable(true);
    panelScroll->setFrameShape(QFrame::NoFrame);
    // It scrolls only up and down: the dock is never narrower than the panel in its language, so
    // no control is cut at the side or hidden behind a sideways scroll bar (at 1366 x 768 too).
    panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panelScroll->setMinimumWidth(panel_->minimumSizeHint().width() + panelScroll->verticalScrollBar()->sizeHint().width() + 4);
    expDock->setWidget(panelScroll);
    addDockWidget(Qt::LeftDockWidgetArea, expDock);
    resizeDocks({treeDock, expDock}, {1, 1}, Qt::Vertical);
    buildTabs();

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

    connectWindow();
    restoreWindow();
}

// The central tabs: the reading, the results, the figures and the views.
void MainWindow::buildTabs() {
    tabs_ = new QTabWidget;
    details_ = new QTextBrowser;
    details_->setOpenExternalLinks(false);
    followTextDirection(details_->document());
    tabs_->addTab(details_, tr("Reading"));
    results_ = new ResultsView;
    tabs_->addTab(results_, tr("Results"));
    chartsTab_ = tabs_->addTab(buildChartsPage(), tr("Charts"));
    buildAnalysisTabs();
    buildExploreAndPlayTabs();
    setCentralWidget(tabs_);
}

// The figures share one tab, chosen from a list beside them: twelve tabs do not fit a
// 1366-pixel screen in any of the three languages, and a tab behind the scroll arrows is lost.
QWidget *MainWindow::buildChartsPage() {
    auto *chartsPage = new QWidget;
    auto *chartsLayout = marginlessLayout<QHBoxLayout>(chartsPage);
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
    return chartsPage;
}

// Replay, the round graph and the state graph, and the ways each opens another.
void MainWindow::buildAnalysisTabs() {
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
        replayToEnd(r);
        statusBar()->showMessage(
            tr("Replaying the %n move(s) from the start to the chosen state", nullptr, static_cast<int>(r.moves.size())));
    });
    connect(graph_, &GraphView::glossaryRequested, this, &MainWindow::showGlossaryTerm);
    connect(replay_, &ReplayView::glossaryRequested, this, &MainWindow::showGlossaryTerm);
    // Explore from a position of a replayed match: the match's options, the moves to it as the start.
    connect(replay_, &ReplayView::exploreRequested, this, [this](const MatchReplay &r, int moves) {
        graph_->setReading(readingOfReplay(r));
        graph_->setStartMoves(replayMovePrefix(r, static_cast<size_t>(moves)),
                              r.graphState >= 0 ? tr("a state-graph path") : tr("match %1 (seed %2)").arg(r.index).arg(r.seed));
        graph_->resetOptions();
        tabs_->setCurrentIndex(graphTab_);
        graph_->explore();
    });
}

// A term of the graph's summary, or of a caption or rule line of Replay or Play, opens the glossary
// at that term.
void MainWindow::showGlossaryTerm(const QString &id) {
    bringToFront(glossaryDialog());
    glossary_->showTerm(id);
}

void MainWindow::replayToEnd(const MatchReplay &r) {
    replay_->showReplay(r);
    replay_->toEnd();
    tabs_->setCurrentIndex(replayTab_);
}

void MainWindow::buildExploreAndPlayTabs() {
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
    // The ticked readings along a ladder of playing strength (#39), with the panel's settings.
    ladder_ = new LadderView(registry_);
    ladderTab_ = tabs_->addTab(ladder_, tr("Ladder"));
    ladder_->setSettingsProvider([this](Experiment &e, QString &error) { return panel_->experimentFromPanel(e, error); });
    // Play a reading (#19); the game played opens in Replay, its saved files join Open Recent.
    play_ = new PlayView(registry_);
    playTab_ = tabs_->addTab(play_, tr("Play"));
    connect(play_, &PlayView::replayRequested, this, &MainWindow::replayToEnd);
    connect(play_, &PlayView::matchFileUsed, this, [this](const QString &path) { addRecent(path); });
    connect(play_, &PlayView::glossaryRequested, this, &MainWindow::showGlossaryTerm);
}

// The tree, the panel, the run and the results tables, wired to the window.
void MainWindow::connectWindow() {
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
}

// Loads the readings, shows the (empty) results and restores the window as it was left.
void MainWindow::restoreWindow() {
    tree_->reload();
    showResults();
    QSettings settings;
    // First start: the screen's available area; later, as left, but always within the screen.
    const QScreen *s = screen() ? screen() : QGuiApplication::primaryScreen();
    if (s) setGeometry(s->availableGeometry());
    else resize(1200, 760);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray())) {
        // First start: Sources wide enough for a rule point's title beside its locator (about
        // 40 characters), not the few its controls need.
        if (auto *sourcesDock = findChild<QDockWidget *>(QStringLiteral("sourcesDock")))
            resizeDocks({sourcesDock}, {fontMetrics().averageCharWidth() * 40}, Qt::Horizontal);
    }
    fitToScreen();
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

void MainWindow::fitToScreen() {
    const QScreen *s = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!s || isMaximized() || isFullScreen()) return;
    const QRect frame = frameGeometry(), client = geometry();
    const QMargins margins(client.left() - frame.left(), client.top() - frame.top(), frame.right() - client.right(),
                           frame.bottom() - client.bottom());
    QRect fitted = fitIntoScreen(client, margins, s->availableGeometry());
    if (fitted == client) return;
    setGeometry(fitted);
    // Not smaller than its minimum size: placed again with the size it took.
    fitted = fitIntoScreen(QRect(fitted.topLeft(), size()), margins, s->availableGeometry());
    if (fitted.topLeft() != pos() + QPoint(margins.left(), margins.top())) setGeometry(fitted);
}

void MainWindow::showEvent(QShowEvent *event) {
    QMainWindow::showEvent(event);
    fitToScreen();  // the frame's size is known once shown
}

QString MainWindow::userReadingDir() { return ReadingTree::userReadingDir(); }

}  // namespace rulelab
