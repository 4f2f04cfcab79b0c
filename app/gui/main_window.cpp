#include "main_window.h"
#include "settings_dialog.h"
#include "sources_view.h"

#include "reading_editor.h"
#include "sweep_dialog.h"
#include "replay_view.h"
#include "graph_view.h"
#include "plugin/plugin_registry.h"
#include "plugin/reading_json.h"
#include "experiment/results_io.h"

#include <QApplication>
#include <QBrush>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QDateTime>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <qcustomplot.h>

namespace rulelab {

namespace {
constexpr int kGameRole = Qt::UserRole + 1;
constexpr int kReadingRole = Qt::UserRole + 2;
constexpr int kFileRole = Qt::UserRole + 3;  // user readings: their file
QString q(const std::string &s) { return QString::fromStdString(s); }
QString fmt(double v) { return QString::number(v, 'f', 3); }
QString withInterval(const charts::IntervalValue &i) {
    if (i.lo == i.hi && i.lo == i.value) return fmt(i.value);
    return QStringLiteral("%1 [%2, %3]").arg(fmt(i.value), fmt(i.lo), fmt(i.hi));
}
QString pValue(double p) { return q(stats::formatPValue(p)); }
const QStringList kAgentPresets{QStringLiteral("random"), QStringLiteral("greedy"), QStringLiteral("mcts:200"),
                                QStringLiteral("mcts:1000"), QStringLiteral("search:2"), QStringLiteral("search:4")};
}  // namespace

MainWindow::MainWindow(const PluginRegistry &registry, QWidget *parent) : QMainWindow(parent), registry_(registry) {
    setWindowTitle(tr("RuleLab"));
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);

    tree_ = new QTreeWidget;
    tree_->setHeaderLabels({tr("Game / reading"), tr("Source")});
    tree_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    tree_->setToolTip(tr("Tick the readings to compare; select one to see its options."));
    auto *treeDock = new QDockWidget(tr("Games and readings"), this);
    treeDock->setObjectName(QStringLiteral("readingsDock"));
    auto *treeBox = new QWidget;
    auto *treeLayout = new QVBoxLayout(treeBox);
    treeLayout->setContentsMargins(0, 0, 0, 0);
    treeLayout->addWidget(tree_);
    auto *treeButtons = new QHBoxLayout;
    auto *copyButton = new QPushButton(tr("Copy and edit..."));
    copyButton->setToolTip(tr("Make your own reading from the selected one: change options and save it."));
    connect(copyButton, &QPushButton::clicked, this, &MainWindow::copyReading);
    auto *exportButton = new QPushButton(tr("Export..."));
    exportButton->setToolTip(tr("Save the selected reading as a reading file."));
    connect(exportButton, &QPushButton::clicked, this, &MainWindow::exportReading);
    treeButtons->addWidget(copyButton);
    treeButtons->addWidget(exportButton);
    treeLayout->addLayout(treeButtons);
    treeDock->setWidget(treeBox);
    addDockWidget(Qt::LeftDockWidgetArea, treeDock);

    auto *expDock = new QDockWidget(tr("Experiment"), this);
    expDock->setObjectName(QStringLiteral("experimentDock"));
    expDock->setWidget(buildExperimentPanel());
    addDockWidget(Qt::LeftDockWidgetArea, expDock);

    tabs_ = new QTabWidget;
    details_ = new QTextBrowser;
    details_->setOpenExternalLinks(false);
    tabs_->addTab(details_, tr("Reading"));
    tabs_->addTab(buildResultsView(), tr("Results"));
    for (charts::ChartKind k : charts::kAllKinds) tabs_->addTab(buildChartView(k), charts::kindTitle(k));
    replay_ = new ReplayView(registry_);
    replayTab_ = tabs_->addTab(replay_, tr("Replay"));
    graph_ = new GraphView(registry_);
    graphTab_ = tabs_->addTab(graph_, tr("State graph"));
    // Double-clicking a state opens the moves to it as a match, at its last position.
    connect(graph_, &GraphView::replayRequested, this, [this](const MatchReplay &r) {
        replay_->showReplay(r);
        replay_->toEnd();
        tabs_->setCurrentIndex(replayTab_);
        statusBar()->showMessage(tr("Replaying the %n move(s) from the start to the chosen state", nullptr,
                                    static_cast<int>(r.moves.size())));
    });
    // Explore from a position of a replayed match: the match's options, the moves to it as the start.
    connect(replay_, &ReplayView::exploreRequested, this, [this](const MatchReplay &r, int moves) {
        graph_->setReading(readingOfReplay(r));
        graph_->setStartMoves(replayMovePrefix(r, static_cast<size_t>(moves)), r.graphState >= 0 ? tr("a state-graph path")
                                                                   : tr("match %1 (seed %2)").arg(r.index).arg(r.seed));
        graph_->overridesEdit()->clear();
        tabs_->setCurrentIndex(graphTab_);
        graph_->explore();
    });
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
    connect(tree_, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *, int) {
        readingsFromTree_ = true;
        readingsNote_->clear();
    });
    connect(tree_, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        if (item->data(0, kFileRole).isValid()) editReading();
    });
    connect(this, &MainWindow::progressed, this, &MainWindow::onProgress, Qt::QueuedConnection);
    // Double-clicking a reading's column (metrics) or a comparison row opens a match of it:
    // its longest one when the matches are at hand, else match 0.
    connect(metricsTable_, &QTableWidget::cellDoubleClicked, this, [this](int, int column) {
        if (column >= 0 && column < static_cast<int>(data_.readings.size()))
            openResultMatch(data_.readings[static_cast<size_t>(column)].id, -1);
    });
    connect(comparisonTable_, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (row >= 0 && row < static_cast<int>(data_.comparisons.size())) {
            const auto &c = data_.comparisons[static_cast<size_t>(row)];
            openResultMatch(column == 1 ? c.b : c.a, -1);
        }
    });
    populate();
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

MainWindow::~MainWindow() {
    if (watcher_) {
        cancelFlag_ = true;
        watcher_->waitForFinished();
    }
}

QString MainWindow::userReadingDir() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/readings");
}

void MainWindow::buildMenus() {
    auto *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *a = fileMenu->addAction(tr("&New Experiment"), this, &MainWindow::newExperiment);
    a->setShortcut(QKeySequence::New);
    a = fileMenu->addAction(tr("&Open Experiment or Results..."), this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Open experiment, results or reading"), QString(),
                                                       tr("RuleLab files (*.json);;All files (*)"));
        if (!f.isEmpty()) openFile(f);
    });
    a->setShortcut(QKeySequence::Open);
    recentMenu_ = fileMenu->addMenu(tr("Open &Recent"));
    updateRecentMenu();
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
        const QString f = QFileDialog::getSaveFileName(this, tr("Save summary"), QStringLiteral("summary.json"),
                                                       tr("Summary files (*.json)"));
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
        const QString f = QFileDialog::getSaveFileName(this, tr("Save match"), QStringLiteral("match.json"),
                                                       tr("Match files (*.json)"));
        if (!f.isEmpty()) replay_->saveMatchFile(f);
    });
    fileMenu->addSeparator();
    fileMenu->addAction(tr("Export Table as &CSV..."), this, [this] {
        QTableWidget *t = tabs_->currentIndex() == 1 && comparisonTable_->hasFocus() ? comparisonTable_ : metricsTable_;
        const QString f = QFileDialog::getSaveFileName(this, tr("Export table"), QStringLiteral("metrics.csv"),
                                                       tr("CSV files (*.csv)"));
        if (!f.isEmpty()) exportTableCsv(t, f);
    });
    fileMenu->addAction(tr("Export &Chart..."), this, [this] {
        const int i = tabs_->currentIndex() - 2;
        exportChartDialog(charts::kAllKinds[std::clamp(i, 0, 5)]);
    });
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&Methods Text..."), this, [this] { exportMethodsDialog(this, registry_, summary_); });
    fileMenu->addAction(tr("Se&ttings..."), this, [this] { SettingsDialog(this).exec(); });
    a = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    a->setShortcut(QKeySequence::Quit);

    auto *editMenu = menuBar()->addMenu(tr("&Edit"));
    a = editMenu->addAction(tr("&Copy Table as TSV"), this, [this] {
        QTableWidget *t = comparisonTable_->hasFocus() ? comparisonTable_ : metricsTable_;
        QApplication::clipboard()->setText(tableText(t, QLatin1Char('\t')));
    });
    a->setShortcut(QKeySequence::Copy);
    a = editMenu->addAction(tr("Copy Table as C&SV"), this, [this] {
        QTableWidget *t = comparisonTable_->hasFocus() ? comparisonTable_ : metricsTable_;
        QApplication::clipboard()->setText(tableText(t, QLatin1Char(',')));
    });
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    editMenu->addSeparator();
    editMenu->addAction(tr("Copy Reading and &Edit..."), this, &MainWindow::copyReading);
    editMenu->addAction(tr("E&xport Reading..."), this, &MainWindow::exportReading);

    auto *runMenu = menuBar()->addMenu(tr("&Run"));
    a = runMenu->addAction(tr("&Run Experiment"), this, &MainWindow::startRun);
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    a = runMenu->addAction(tr("&Cancel Run"), this, [this] { cancelFlag_ = true; });
    a->setShortcut(QKeySequence::Cancel);
    runMenu->addSeparator();
    a = runMenu->addAction(tr("S&weep Options of the Selected Reading..."), this, &MainWindow::sweepDialog);
    a->setObjectName(QStringLiteral("sweepAction"));

    auto *analysisMenu = menuBar()->addMenu(tr("&Analysis"));
    a = analysisMenu->addAction(tr("&State Graph..."), this, [this] { openStateGraph(); });
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    a->setToolTip(tr("Explore every state of the selected reading and draw the graph of moves between them"));

    auto *viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->setObjectName(QStringLiteral("viewMenu"));
    for (int i = 0; i < 8; ++i) {
        a = viewMenu->addAction(i == 0 ? tr("Reading") : i == 1 ? tr("Results") : charts::kindTitle(charts::kAllKinds[i - 2]),
                                this, [this, i] { tabs_->setCurrentIndex(i); });
        a->setShortcut(QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_1 + i)));
    }
    viewMenu->addSeparator();

    auto *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(tr("&About RuleLab"), this, [this] {
        QMessageBox::about(this, tr("About RuleLab"),
                           tr("RuleLab: a workbench for reconstructing the rules of historical board games.\n"
                              "Licensed under the GNU GPL, version 3 or later."));
    });
}

QWidget *MainWindow::buildExperimentPanel() {
    auto *w = new QWidget;
    auto *form = new QFormLayout;
    for (int s = 0; s < 2; ++s) {
        agents_[s] = new QComboBox;
        agents_[s]->setEditable(true);
        agents_[s]->addItems(kAgentPresets);
        agents_[s]->setToolTip(tr("random, greedy, mcts:PLAYOUTS or search:DEPTH"));
    }
    form->addRow(tr("Agent &A (first seat):"), agents_[0]);
    form->addRow(tr("Agent &B (second seat):"), agents_[1]);
    swap_ = new QCheckBox(tr("&Swap seats every other match"));
    form->addRow(QString(), swap_);
    matches_ = new QSpinBox;
    matches_->setRange(1, 100000000);
    matches_->setValue(1000);
    matches_->setGroupSeparatorShown(true);
    form->addRow(tr("&Matches per reading:"), matches_);
    // Run to a precision: blocks of 1000 matches until the metric's 95% interval is narrow
    // enough; the matches above are then the most (the same rule as the CLI's --precision).
    precisionOn_ = new QCheckBox(tr("Run until"));
    precisionMetric_ = new QComboBox;
    precisionMetric_->addItems({QStringLiteral("AdvantageP1"), QStringLiteral("first_mover_win_rate"), QStringLiteral("Completion"),
                                QStringLiteral("Drawishness"), QStringLiteral("turns_mean"), QStringLiteral("rounds_mean")});
    precisionWidth_ = new QDoubleSpinBox;
    precisionWidth_->setDecimals(4);
    precisionWidth_->setRange(0.0001, 1000);
    precisionWidth_->setValue(0.01);
    precisionWidth_->setPrefix(QStringLiteral("\u00b1 "));
    precisionOn_->setToolTip(tr("Play blocks of 1000 matches until the metric's 95% interval is at most this wide on each "
                                "side; Matches per reading is then the most."));
    for (QWidget *x : {static_cast<QWidget *>(precisionMetric_), static_cast<QWidget *>(precisionWidth_)}) {
        x->setEnabled(false);
        connect(precisionOn_, &QCheckBox::toggled, x, &QWidget::setEnabled);
    }
    auto *precisionRow = new QHBoxLayout;
    precisionRow->addWidget(precisionOn_);
    precisionRow->addWidget(precisionMetric_, 1);
    precisionRow->addWidget(precisionWidth_);
    form->addRow(QString(), precisionRow);
    seed_ = new QLineEdit(QStringLiteral("1"));
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), seed_));
    form->addRow(tr("S&eed:"), seed_);
    auto *capsBox = new QGroupBox(tr("Caps (a match stopped by a cap is a result)"));
    capsBox->setCheckable(false);
    auto *capsForm = new QFormLayout(capsBox);
    const Limits d;
    const std::vector<std::tuple<std::string, QString, int64_t>> caps = {
        {"max_turns", tr("Turns per match:"), d.maxTurns},        {"max_relay_laps", tr("Laps per sowing:"), d.maxRelayLaps},
        {"repeat_k", tr("Repeats of a position:"), d.repeatK},   {"no_capture_turns", tr("Turns without capture:"), d.noCaptureTurns},
        {"max_rounds", tr("Rounds per match:"), d.maxRounds},    {"max_throws", tr("Throws per match:"), d.maxThrows},
        {"stall_proof_nodes", tr("Positions a stall proof may explore:"), d.stallProofNodes}};
    for (const auto &[key, label, value] : caps) {
        auto *box = new QSpinBox;
        box->setRange(1, 1000000000);
        box->setValue(static_cast<int>(value));
        box->setToolTip(q(key));
        capsForm->addRow(label, box);
        caps_[key] = box;
    }
    readingsNote_ = new QLabel;
    readingsNote_->setWordWrap(true);
    run_ = new QPushButton(tr("&Run"));
    run_->setToolTip(tr("Play the matches of every ticked reading in the background (Ctrl+R)"));
    cancel_ = new QPushButton(tr("&Cancel"));
    cancel_->setEnabled(false);
    connect(run_, &QPushButton::clicked, this, &MainWindow::startRun);
    connect(cancel_, &QPushButton::clicked, this, [this] { cancelFlag_ = true; });
    progress_ = new QProgressBar;
    progress_->setRange(0, 1000);
    progress_->setValue(0);
    progressText_ = new QLabel;
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(run_);
    buttons->addWidget(cancel_);
    auto *layout = new QVBoxLayout(w);
    layout->addLayout(form);
    layout->addWidget(capsBox);
    layout->addWidget(readingsNote_);
    layout->addLayout(buttons);
    layout->addWidget(progress_);
    layout->addWidget(progressText_);
    layout->addStretch();
    return w;
}

QWidget *MainWindow::buildResultsView() {
    auto *split = new QSplitter(Qt::Vertical);
    auto *top = new QWidget;
    auto *tl = new QVBoxLayout(top);
    resultsNote_ = new QLabel;
    resultsNote_->setWordWrap(true);
    tl->addWidget(resultsNote_);
    metricsTable_ = new QTableWidget;
    metricsTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    metricsTable_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    tl->addWidget(metricsTable_);
    auto *bottom = new QWidget;
    auto *bl = new QVBoxLayout(bottom);
    bl->addWidget(new QLabel(tr("Differences between readings (first minus second) with 95% intervals; p-values "
                                "adjusted by Holm over every test of the run.")));
    comparisonTable_ = new QTableWidget;
    comparisonTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    bl->addWidget(comparisonTable_);
    split->addWidget(top);
    split->addWidget(bottom);
    for (QTableWidget *t : {metricsTable_, comparisonTable_}) {
        t->setContextMenuPolicy(Qt::ActionsContextMenu);
        auto *tsv = new QAction(tr("Copy as TSV"), t);
        connect(tsv, &QAction::triggered, this, [t] { QApplication::clipboard()->setText(tableText(t, QLatin1Char('\t'))); });
        auto *csv = new QAction(tr("Copy as CSV"), t);
        connect(csv, &QAction::triggered, this, [t] { QApplication::clipboard()->setText(tableText(t, QLatin1Char(','))); });
        auto *exp = new QAction(tr("Export CSV..."), t);
        connect(exp, &QAction::triggered, this, [this, t] {
            const QString f = QFileDialog::getSaveFileName(this, tr("Export table"), QStringLiteral("table.csv"),
                                                           tr("CSV files (*.csv)"));
            if (!f.isEmpty()) exportTableCsv(t, f);
        });
        t->addActions({tsv, csv, exp});
    }
    return split;
}

QWidget *MainWindow::buildChartView(charts::ChartKind kind) {
    auto *w = new QWidget;
    auto *layout = new QVBoxLayout(w);
    auto *bar = new QHBoxLayout;
    charts::ChartStyle &style = styles_[kind];
    style.fontPt = 9;
    if (kind == charts::ChartKind::Length) {
        auto *measure = new QComboBox;
        measure->addItem(tr("Turns"), QStringLiteral("turns"));
        measure->addItem(tr("Laps"), QStringLiteral("laps"));
        measure->addItem(tr("Rounds"), QStringLiteral("rounds"));
        connect(measure, &QComboBox::currentIndexChanged, this, [this, measure, kind] {
            styles_[kind].measure = measure->currentData().toString();
            redrawChart(kind);
        });
        auto *ecdf = new QCheckBox(tr("Cumulative (ECDF)"));
        connect(ecdf, &QCheckBox::toggled, this, [this, kind](bool on) {
            styles_[kind].ecdf = on;
            redrawChart(kind);
        });
        bar->addWidget(new QLabel(tr("Measure:")));
        bar->addWidget(measure);
        bar->addWidget(ecdf);
    } else if (kind == charts::ChartKind::Advantage) {
        auto *metric = new QComboBox;
        metric->addItem(tr("AdvantageP1 (first mover's points)"), QStringLiteral("AdvantageP1"));
        metric->addItem(tr("First mover win rate"), QStringLiteral("first_mover_win_rate"));
        connect(metric, &QComboBox::currentIndexChanged, this, [this, metric, kind] {
            styles_[kind].advantageMetric = metric->currentData().toString();
            redrawChart(kind);
        });
        bar->addWidget(new QLabel(tr("Metric:")));
        bar->addWidget(metric);
    } else if (kind == charts::ChartKind::Effects) {
        effectMetric_ = new QComboBox;
        connect(effectMetric_, &QComboBox::currentIndexChanged, this, [this, kind] {
            styles_[kind].effectMetric = effectMetric_->currentText();
            redrawChart(kind);
        });
        bar->addWidget(new QLabel(tr("Metric:")));
        bar->addWidget(effectMetric_);
    } else if (kind == charts::ChartKind::Interaction) {
        interactionMetric_ = new QComboBox;
        interactionMetric_->setObjectName(QStringLiteral("interactionMetric"));
        interactionPair_ = new QComboBox;
        interactionPair_->setObjectName(QStringLiteral("interactionPair"));
        interactionPair_->setToolTip(tr("The two options whose interaction is drawn, the largest first"));
        connect(interactionMetric_, &QComboBox::currentIndexChanged, this, [this, kind] {
            styles_[kind].effectMetric = interactionMetric_->currentText();
            fillInteractionPairs();
            redrawChart(kind);
        });
        connect(interactionPair_, &QComboBox::currentIndexChanged, this, [this, kind] {
            styles_[kind].interaction = interactionPair_->currentText();
            redrawChart(kind);
        });
        bar->addWidget(new QLabel(tr("Metric:")));
        bar->addWidget(interactionMetric_);
        bar->addWidget(new QLabel(tr("Options:")));
        bar->addWidget(interactionPair_);
    }
    bar->addStretch();
    auto *exportButton = new QPushButton(tr("Export..."));
    exportButton->setToolTip(tr("Save the chart as PNG, PDF or SVG at a journal size, with its data as CSV"));
    connect(exportButton, &QPushButton::clicked, this, [this, kind] { exportChartDialog(kind); });
    bar->addWidget(exportButton);
    auto *plot = new QCustomPlot;
    plot->setObjectName(QStringLiteral("chart_") + charts::kindKey(kind));
    plots_[kind] = plot;
    layout->addLayout(bar);
    layout->addWidget(plot, 1);
    return w;
}

QCustomPlot *MainWindow::chart(charts::ChartKind kind) const { return plots_.at(kind); }

void MainWindow::populate() {
    const QSignalBlocker block(tree_);
    tree_->clear();
    userReadings_.clear();
    const QDir dir(userReadingDir());
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        Reading r;
        std::string err;
        if (loadReadingFile(dir.filePath(f), r, err)) userReadings_.emplace_back(dir.filePath(f), r);
        else statusBar()->showMessage(q(err));
    }
    for (const auto &g : registry_.games()) {
        const GameInfo &info = g.plugin->info();
        auto *gi = new QTreeWidgetItem(tree_, {pluginText(info.id, info.name), q(info.region)});
        gi->setData(0, kGameRole, g.pluginId);
        for (const auto &r : g.readings) {
            auto *ri = new QTreeWidgetItem(gi, {pluginText(info.id, r.name.empty() ? r.id : r.name), q(r.source)});
            ri->setData(0, kGameRole, g.pluginId);
            ri->setData(0, kReadingRole, q(r.id));
            ri->setToolTip(0, q(r.id));
            ri->setCheckState(0, Qt::Unchecked);
        }
        for (const auto &[file, r] : userReadings_) {
            if (r.game != info.id) continue;
            auto *ri = new QTreeWidgetItem(gi, {tr("%1 (yours)").arg(q(r.name.empty() ? r.id : r.name)), q(r.source)});
            ri->setData(0, kGameRole, g.pluginId);
            ri->setData(0, kReadingRole, q(r.id));
            ri->setData(0, kFileRole, file);
            ri->setToolTip(0, file);
            QFont f = ri->font(0);
            f.setItalic(true);
            ri->setFont(0, f);
            ri->setCheckState(0, Qt::Unchecked);
        }
        gi->setExpanded(true);
    }
    if (!registry_.errors().empty()) {
        auto *bad = new QTreeWidgetItem(tree_, {tr("Plugins not loaded (%1)").arg(registry_.errors().size())});
        bad->setForeground(0, QBrush(Qt::darkRed));
        for (const auto &e : registry_.errors()) {
            auto *ei = new QTreeWidgetItem(bad, {QFileInfo(e.file).fileName(), e.message});
            ei->setToolTip(0, e.file);
            ei->setToolTip(1, e.message);
            ei->setForeground(1, QBrush(Qt::darkRed));
        }
        bad->setExpanded(true);
    }
    const auto n = registry_.games().size();
    QString status = tr("%n game(s) loaded", nullptr, static_cast<int>(n));
    if (!registry_.errors().empty())
        status += QStringLiteral("; ") + tr("%n plugin(s) could not be loaded", nullptr, static_cast<int>(registry_.errors().size()));
    statusBar()->showMessage(status);
    QString html;
    if (n == 0)
        html += QStringLiteral("<p>") +
                tr("No game plugins were found. Plugins are searched in RULELAB_PLUGIN_PATH, next to the program "
                   "and in the install prefix.")
                    .toHtmlEscaped() +
                QStringLiteral("</p>");
    for (const auto &e : registry_.errors())
        html += QStringLiteral("<p><b>%1</b> %2: %3</p>")
                    .arg(tr("Plugin not loaded:").toHtmlEscaped(), e.file.toHtmlEscaped(), e.message.toHtmlEscaped());
    if (html.isEmpty()) html = QStringLiteral("<p>") + tr("Select a game or a reading.").toHtmlEscaped() + QStringLiteral("</p>");
    details_->setHtml(html);
    // A current item without a selection: otherwise the tree makes its first item current when it
    // first gets the focus, and the Sources dock would jump to that game after a file was opened.
    if (tree_->topLevelItemCount() > 0)
        tree_->setCurrentItem(tree_->topLevelItem(0), 0, QItemSelectionModel::NoUpdate);
}

QString MainWindow::gameOf(const QTreeWidgetItem *item) const {
    return item ? item->data(0, kGameRole).toString() : QString();
}

const Reading *MainWindow::readingOf(const QTreeWidgetItem *item) const {
    if (!item) return nullptr;
    const QString file = item->data(0, kFileRole).toString();
    if (!file.isEmpty()) {
        for (const auto &[f, r] : userReadings_)
            if (f == file) return &r;
        return nullptr;
    }
    const QString id = item->data(0, kReadingRole).toString();
    return id.isEmpty() ? nullptr : registry_.findReading(gameOf(item).toStdString(), id.toStdString());
}

void MainWindow::showSelection() {
    QTreeWidgetItem *item = tree_->currentItem();
    if (!item) return;
    const LoadedGame *g = registry_.find(gameOf(item).toStdString());
    if (!g) return;
    const GameInfo &info = g->plugin->info();
    const Reading *reading = readingOf(item);
    if (sources_) {
        sources_->setGame(q(info.id));
        if (reading && !item->data(0, kFileRole).isValid()) sources_->setReading(q(reading->id));
    }
    auto esc = [](const std::string &s) { return q(s).toHtmlEscaped(); };
    QString html = QStringLiteral("<h2>%1</h2>").arg(pluginText(info.id, info.name).toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(esc(info.region + (info.period.empty() ? "" : ", " + info.period)));
    if (!info.summary.empty()) html += QStringLiteral("<p>%1</p>").arg(esc(info.summary));
    if (reading) {
        html += QStringLiteral("<h3>%1</h3>").arg(tr("Reading: %1").arg(pluginText(info.id, reading->name)).toHtmlEscaped());
        html += QStringLiteral("<p><i>%1</i> %2</p>").arg(tr("Follows:").toHtmlEscaped(), esc(reading->source));
        html += QStringLiteral("<p>%1</p>").arg(esc(reading->description));
        if (item->data(0, kFileRole).isValid())
            html += QStringLiteral("<p><i>%1</i></p>").arg(tr("Your reading, saved in %1. Double-click to edit it.")
                                                               .arg(item->data(0, kFileRole).toString())
                                                               .toHtmlEscaped());
    }
    html += QStringLiteral("<table border=1 cellspacing=0 cellpadding=3><tr><th>%1</th><th>%2</th><th>%3</th></tr>")
                .arg(tr("Option").toHtmlEscaped(), reading ? tr("Value").toHtmlEscaped() : tr("Default").toHtmlEscaped(),
                     tr("Sources").toHtmlEscaped());
    for (const auto &o : info.options) {
        const std::string value = reading && reading->values.count(o.id) ? reading->values.at(o.id) : o.defaultValue;
        QStringList cites;
        if (!o.rulePoint.empty()) cites << tr("Rule point %1").arg(q(o.rulePoint)).toHtmlEscaped();
        for (const auto &c : o.citations) cites << q(c.source + (c.locator.empty() ? "" : ", " + c.locator)).toHtmlEscaped();
        QString explanation = esc(o.description);
        if (const OptionChoice *c = o.findChoice(value)) {
            if (!c->explanation.empty()) explanation += QStringLiteral("<br><i>%1</i>").arg(esc(c->explanation));
            for (const auto &cc : c->citations) cites << q(cc.source + (cc.locator.empty() ? "" : ", " + cc.locator)).toHtmlEscaped();
        }
        html += QStringLiteral("<tr><td><b>%1</b><br>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(pluginText(info.id, o.label.empty() ? o.id : o.label).toHtmlEscaped(), explanation, esc(value),
                         cites.join(QStringLiteral("<br>")));
    }
    html += QStringLiteral("</table>");
    details_->setHtml(html);
}

// ---- readings of the user ----

bool MainWindow::saveUserReading(const Reading &reading, QString *pathOut) {
    const LoadedGame *g = registry_.find(reading.game);
    if (!g) {
        showError(tr("Cannot save reading"), tr("Unknown game '%1'.").arg(q(reading.game)));
        return false;
    }
    QStringList errors;
    for (const auto &e : validateReading(g->plugin->info(), reading)) errors << q(e);
    if (!errors.isEmpty()) {
        showError(tr("Reading not valid"), errors.join(QLatin1Char('\n')));
        return false;
    }
    QDir().mkpath(userReadingDir());
    const QString path = QDir(userReadingDir()).filePath(q(reading.game + "-" + reading.id) + QStringLiteral(".json"));
    std::string err;
    if (!saveReadingFile(path, reading, err)) {
        showError(tr("Cannot save reading"), q(err));
        return false;
    }
    populate();
    if (pathOut) *pathOut = path;
    statusBar()->showMessage(tr("Reading saved to %1").arg(path));
    return true;
}

void MainWindow::copyReading() {
    QTreeWidgetItem *item = tree_->currentItem();
    const Reading *r = readingOf(item);
    const LoadedGame *g = registry_.find(gameOf(item).toStdString());
    if (!g) {
        showError(tr("Copy reading"), tr("Select a reading (or a game) first."));
        return;
    }
    Reading start;
    if (r) {
        start = *r;
        start.id += "-copy";
        start.name += " " + tr("(copy)").toStdString();
    } else {
        start.game = g->plugin->info().id;
        start.id = "my-reading";
        start.name = tr("My reading").toStdString();
        for (const auto &o : g->plugin->info().options) start.values[o.id] = o.defaultValue;
    }
    start.game = g->plugin->info().id;
    ReadingEditor editor(g->plugin->info(), start, this);
    if (editor.exec() == QDialog::Accepted) saveUserReading(editor.reading());
}

void MainWindow::sweepDialog() {
    QTreeWidgetItem *item = tree_->currentItem();
    const Reading *r = readingOf(item);
    const LoadedGame *g = registry_.find(gameOf(item).toStdString());
    if (!g || !r) {
        showError(tr("Sweep options"), tr("Select the reading to start from (in Games and readings) first."));
        return;
    }
    const QString file = item->data(0, kFileRole).toString();
    const QString spec = file.isEmpty() ? item->data(0, kReadingRole).toString() : file;
    SweepDialog dialog(g->plugin->info(), *r, spec, matches_->value(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    SweepDialog::Vary vary;
    QString error;
    if (dialog.vary(vary, error)) applySweep(gameOf(item), spec, vary);
}

bool MainWindow::applySweep(const QString &game, const QString &baseSpec,
                            const std::vector<std::pair<std::string, std::vector<std::string>>> &vary) {
    if (!registry_.find(game.toStdString())) {
        showError(tr("Sweep options"), tr("Unknown game '%1'.").arg(game));
        return false;
    }
    // Agents, matches, seed and caps as the panel has them; the readings become the sweep's cells.
    Experiment e = experiment_;
    QString error;
    if (!settingsFromPanel(e, error)) {
        showError(tr("Sweep options"), error);
        return false;
    }
    e.game = game.toStdString();
    e.readings.clear();
    e.overrides.clear();
    e.sweepBase = baseSpec.toStdString();
    e.vary = vary;
    Experiment check = e;
    std::string err;
    if (!expandSweep(check, err)) {
        showError(tr("Sweep options"), q(err));
        return false;
    }
    experiment_ = e;
    experimentToPanel(experiment_);
    return true;
}

void MainWindow::editReading() {
    QTreeWidgetItem *item = tree_->currentItem();
    const Reading *r = readingOf(item);
    const LoadedGame *g = registry_.find(gameOf(item).toStdString());
    if (!r || !g || !item->data(0, kFileRole).isValid()) return;
    const QString oldFile = item->data(0, kFileRole).toString();
    ReadingEditor editor(g->plugin->info(), *r, this);
    if (editor.exec() != QDialog::Accepted) return;
    QString path;
    if (saveUserReading(editor.reading(), &path) && path != oldFile) QFile::remove(oldFile), populate();
}

void MainWindow::exportReading() {
    const Reading *r = readingOf(tree_->currentItem());
    if (!r) {
        showError(tr("Export reading"), tr("Select a reading first."));
        return;
    }
    const QString f = QFileDialog::getSaveFileName(this, tr("Export reading"), q(r->id) + QStringLiteral(".json"),
                                                   tr("Reading files (*.json)"));
    if (f.isEmpty()) return;
    std::string err;
    if (!saveReadingFile(f, *r, err)) showError(tr("Cannot export reading"), q(err));
}

// ---- experiment ----

void MainWindow::newExperiment() {
    experiment_ = Experiment();
    experimentToPanel(experiment_);
    readingsFromTree_ = true;
    readingsNote_->clear();
}

void MainWindow::experimentToPanel(const Experiment &e) {
    agents_[0]->setCurrentText(q(e.agents[0].text()));
    agents_[1]->setCurrentText(q(e.agents[1].text()));
    swap_->setChecked(e.swapSeats);
    matches_->setValue(static_cast<int>(std::min<int64_t>(e.matches, matches_->maximum())));
    seed_->setText(QString::number(e.seed));
    precisionOn_->setChecked(!e.precision.empty());
    if (!e.precision.empty()) {
        const auto &[metric, width] = *e.precision.begin();
        if (precisionMetric_->findText(q(metric)) < 0) precisionMetric_->addItem(q(metric));
        precisionMetric_->setCurrentText(q(metric));
        precisionWidth_->setValue(width);
    }
    caps_["max_turns"]->setValue(static_cast<int>(e.limits.maxTurns));
    caps_["max_relay_laps"]->setValue(static_cast<int>(e.limits.maxRelayLaps));
    caps_["repeat_k"]->setValue(e.limits.repeatK);
    caps_["no_capture_turns"]->setValue(e.limits.noCaptureTurns);
    caps_["max_rounds"]->setValue(e.limits.maxRounds);
    caps_["max_throws"]->setValue(static_cast<int>(e.limits.maxThrows));
    caps_["stall_proof_nodes"]->setValue(static_cast<int>(e.limits.stallProofNodes));
    // Tick the tree items the experiment names; keep the experiment's own list otherwise.
    const QSignalBlocker block(tree_);
    bool allFound = e.sweepBase.empty() && !e.readings.empty();
    std::vector<QTreeWidgetItem *> matched;
    for (const auto &ref : e.readings) {
        QTreeWidgetItem *found = nullptr;
        for (int i = 0; i < tree_->topLevelItemCount() && !found; ++i) {
            QTreeWidgetItem *gi = tree_->topLevelItem(i);
            if (gi->data(0, kGameRole).toString() != q(e.game)) continue;
            for (int j = 0; j < gi->childCount(); ++j) {
                QTreeWidgetItem *ri = gi->child(j);
                const QString file = ri->data(0, kFileRole).toString();
                if (!ref.isInline && ((file.isEmpty() && ri->data(0, kReadingRole).toString() == q(ref.spec)) ||
                                      (!file.isEmpty() && QFileInfo(file) == QFileInfo(q(ref.spec)))))
                    found = ri;
            }
        }
        if (found) matched.push_back(found);
        else allFound = false;
    }
    for (int i = 0; i < tree_->topLevelItemCount(); ++i)
        for (int j = 0; j < tree_->topLevelItem(i)->childCount(); ++j)
            if (tree_->topLevelItem(i)->child(j)->data(0, kReadingRole).isValid())
                tree_->topLevelItem(i)->child(j)->setCheckState(0, Qt::Unchecked);
    for (auto *m : matched) m->setCheckState(0, Qt::Checked);
    readingsFromTree_ = allFound || (e.readings.empty() && e.sweepBase.empty());
    if (readingsFromTree_) readingsNote_->clear();
    else
        readingsNote_->setText(
            e.sweepBase.empty()
                ? tr("Readings: the %n of the opened experiment (tick readings to replace them).", nullptr,
                     static_cast<int>(e.readings.size()))
                : tr("Sweep of '%1' over %n option(s), as in the opened experiment (tick readings to replace it).",
                     nullptr, static_cast<int>(e.vary.size()))
                      .arg(q(e.sweepBase)));
}

// Agents, seats, matches, seed and caps as the panel shows them (not the readings).
bool MainWindow::settingsFromPanel(Experiment &e, QString &error) {
    std::string err;
    const QString agents = agents_[0]->currentText().trimmed() + QLatin1Char(',') + agents_[1]->currentText().trimmed();
    if (!parseAgentPair(agents.toStdString(), e.agents, err)) {
        error = tr("Agents: %1").arg(q(err));
        return false;
    }
    e.swapSeats = swap_->isChecked();
    e.matches = matches_->value();
    e.precision.clear();
    if (precisionOn_->isChecked()) e.precision[precisionMetric_->currentText().toStdString()] = precisionWidth_->value();
    bool ok = false;
    e.seed = seed_->text().toULongLong(&ok);
    if (!ok) {
        error = tr("The seed must be a whole number from 0 to 18446744073709551615.");
        return false;
    }
    for (const auto &[key, box] : caps_) {
        const std::string le = applyLimit(e.limits, key, box->value());
        if (!le.empty()) {
            error = q(key + ": " + le);
            return false;
        }
    }
    return true;
}

bool MainWindow::experimentFromPanel(Experiment &e, QString &error) {
    e = experiment_;
    if (!settingsFromPanel(e, error)) return false;
    if (readingsFromTree_) {
        e.readings.clear();
        e.sweepBase.clear();
        e.vary.clear();
        QString game;
        for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
            QTreeWidgetItem *gi = tree_->topLevelItem(i);
            for (int j = 0; j < gi->childCount(); ++j) {
                QTreeWidgetItem *ri = gi->child(j);
                if (ri->checkState(0) != Qt::Checked || !ri->data(0, kReadingRole).isValid()) continue;
                if (!game.isEmpty() && game != gameOf(ri)) {
                    error = tr("Tick readings of one game only.");
                    return false;
                }
                game = gameOf(ri);
                ReadingRef ref;
                const QString file = ri->data(0, kFileRole).toString();
                ref.spec = (file.isEmpty() ? ri->data(0, kReadingRole).toString() : file).toStdString();
                e.readings.push_back(ref);
            }
        }
        if (e.readings.empty()) {
            error = tr("Tick at least one reading to run (in Games and readings).");
            return false;
        }
        if (e.game != game.toStdString()) e.overrides.clear();  // overrides belong to the opened game
        e.game = game.toStdString();
    }
    return true;
}

void MainWindow::startRun() {
    if (watcher_) return;
    Experiment e;
    QString error;
    if (!experimentFromPanel(e, error)) {
        showError(tr("Cannot run"), error);
        return;
    }
    std::string err;
    if (!e.sweepBase.empty() && !expandSweep(e, err)) {
        showError(tr("Cannot run"), q(err));
        return;
    }
    InputError kind;
    prepared_.clear();
    if (!prepareExperiment(registry_, e, prepared_, err, kind)) {
        showError(tr("Cannot run"), q(err));
        return;
    }
    running_ = e;
    csvDir_ = std::make_unique<QTemporaryDir>();
    csv_ = std::make_unique<CsvRecordWriter>(csvDir_->filePath(QStringLiteral("matches.csv")));
    if (!csv_->open(err)) csv_.reset();
    cancelFlag_ = false;
    setRunning(true);
    const int readings = static_cast<int>(prepared_.size());
    watcher_ = new QFutureWatcher<ExperimentResult>(this);
    connect(watcher_, &QFutureWatcher<ExperimentResult>::finished, this, &MainWindow::finishRun);
    CsvRecordWriter *csv = csv_.get();
    watcher_->setFuture(QtConcurrent::run([this, csv, readings] {
        ExperimentRunOptions ro;
        ro.extraSink = csv;
        ro.cancel = &cancelFlag_;
        ro.beforeReading = [this, csv](size_t i) {
            if (csv) csv->setReading(prepared_[i].reading.id);
        };
        // Called on this worker thread; the signal is queued to the window's thread.
        auto last = std::make_shared<QElapsedTimer>();
        last->start();
        ro.progress = [this, readings, last](size_t i, const RunProgress &p) {
            if (p.done != 0 && p.done != p.total && last->elapsed() < 50) return;
            last->restart();
            emit progressed(static_cast<int>(i), readings, p.done, p.total, p.matchesPerSecond, p.secondsLeft);
        };
        return runExperiment(running_, prepared_, ro);
    }));
}

void MainWindow::onProgress(int reading, int readings, qint64 done, qint64 total, double rate, double secondsLeft) {
    if (!watcher_ || total <= 0) return;
    const double share = (reading + static_cast<double>(done) / static_cast<double>(total)) / readings;
    progress_->setValue(static_cast<int>(share * 1000));
    const double left = secondsLeft + (readings - reading - 1) * (rate > 0 ? static_cast<double>(total) / rate : 0);
    progressText_->setText(tr("Reading %1 of %2: %3 of %4 matches, %5 matches/s, about %6 s left")
                               .arg(reading + 1)
                               .arg(readings)
                               .arg(done)
                               .arg(total)
                               .arg(static_cast<qint64>(rate))
                               .arg(left, 0, 'f', 0));
}

void MainWindow::setRunning(bool running) {
    run_->setEnabled(!running);
    cancel_->setEnabled(running);
    if (running) {
        progress_->setValue(0);
        progressText_->setText(tr("Starting..."));
    }
}

void MainWindow::finishRun() {
    const ExperimentResult result = watcher_->result();
    watcher_->deleteLater();
    watcher_ = nullptr;
    setRunning(false);
    std::string err;
    matchesCsv_.clear();
    QJsonObject csvRecord;
    if (csv_ && csv_->commit(err)) {
        matchesCsv_ = csvDir_->filePath(QStringLiteral("matches.csv"));
        csvRecord = csvRecordJson(*csv_);
    }
    csv_.reset();
    std::vector<MainEffect> effects;
    std::vector<Interaction> pairs;
    const bool sweep = !running_.sweepBase.empty();
    if (sweep) {
        std::vector<std::string> metrics = running_.metrics;
        if (metrics.empty()) metrics = {"Completion", "AdvantageP1", "turns_mean", "rounds_mean", "Timeouts"};
        effects = mainEffects(running_, result, metrics);
        pairs = interactions(running_, result, metrics, effects);
    }
    summary_ = charts::resultDocument(result, sweep ? &effects : nullptr, sweep ? &pairs : nullptr);
    if (!csvRecord.isEmpty()) {  // the match file saved beside the summary, for merge and --resume to check
        QJsonObject root = QJsonDocument::fromJson(summary_).object();
        root.insert(QStringLiteral("matches_csv"), csvRecord);
        summary_ = QJsonDocument(root).toJson(QJsonDocument::Indented);
    }
    QString error;
    if (!charts::parseSummary(summary_, tr("(this run)"), data_, error)) showError(tr("Results"), error);
    progress_->setValue(result.cancelled ? progress_->value() : 1000);
    int64_t done = 0;
    for (const auto &r : result.readings) done += r.stats.matches;
    progressText_->setText(result.cancelled ? tr("Cancelled: partial results (%1 matches in %2 reading(s)).")
                                                  .arg(done)
                                                  .arg(result.readings.size())
                                            : tr("Finished: %1 matches.").arg(done));
    showResults();
    updateReplayResults();
    tabs_->setCurrentIndex(1);
    emit runFinished();
}

void MainWindow::showResults() {
    const auto &rs = data_.readings;
    QString note;
    if (rs.empty()) note = tr("No results yet: tick readings and press Run, or open a results file (summary.json).");
    else {
        note = tr("%1: %n reading(s)", nullptr, static_cast<int>(rs.size())).arg(data_.game);
        const QJsonObject e = data_.experiment;
        if (!e.isEmpty())
            note += tr(", %1 matches per reading, seed %2, agents %3")
                        .arg(e.value(QStringLiteral("matches")).toVariant().toString(),
                             e.value(QStringLiteral("seed")).toVariant().toString(),
                             e.value(QStringLiteral("agents")).toVariant().toString());
        if (data_.cancelled) note += QStringLiteral(". ") + tr("Cancelled: partial results.");
    }
    for (const auto &s : rs)
        for (const auto &w : s.warnings) note += QLatin1Char('\n') + tr("Warning: %1: %2").arg(s.id, w);
    for (const auto &s : rs)
        if (!s.precision.isEmpty())
            note += QLatin1Char('\n') + tr("%1: %2 matches; %3").arg(s.id).arg(s.matches).arg(s.precision);
    resultsNote_->setText(note);
    if (sources_ && !data_.game.isEmpty()) sources_->setGame(data_.game);
    // Metrics: one row per metric, one column per reading.
    // Counts first: outcomes, how the matches ended (rule / proven guard / cap), and the outcomes
    // of the rule-ended matches alone.
    const QString kOutcome = QStringLiteral("outcome: "), kEndedBy = QStringLiteral("ended by: "),
                  kByRule = QStringLiteral("rule-ended outcome: ");
    QStringList keys{QStringLiteral("matches")};
    auto addKeys = [&](const QString &prefix, auto member) {
        for (const auto &s : rs)
            for (const auto &[k, v] : s.*member)
                if (!keys.contains(prefix + k)) keys << prefix + k;
    };
    addKeys(kOutcome, &charts::ReadingSeries::outcomes);
    addKeys(kEndedBy, &charts::ReadingSeries::endedBy);
    addKeys(kByRule, &charts::ReadingSeries::outcomesByRule);
    for (const auto &s : rs)
        for (const auto &[k, v] : s.metrics)
            if (!keys.contains(k)) keys << k;
    metricsTable_->clear();
    metricsTable_->setRowCount(static_cast<int>(keys.size()));
    metricsTable_->setColumnCount(static_cast<int>(rs.size()));
    QStringList heads;
    for (const auto &s : rs) heads << s.id;
    metricsTable_->setHorizontalHeaderLabels(heads);
    metricsTable_->setVerticalHeaderLabels(keys);
    for (int c = 0; c < static_cast<int>(rs.size()); ++c) {
        const auto &s = rs[static_cast<size_t>(c)];
        metricsTable_->horizontalHeaderItem(c)->setToolTip(s.label());
        metricsTable_->setItem(0, c, new QTableWidgetItem(QString::number(s.matches)));
        for (int r = 1; r < keys.size(); ++r) {
            QString text;
            for (const auto &[prefix, list] : {std::pair{kOutcome, &s.outcomes}, std::pair{kEndedBy, &s.endedBy},
                                               std::pair{kByRule, &s.outcomesByRule}})
                for (const auto &[k, v] : *list)
                    if (prefix + k == keys[r]) text = QString::number(v);
            if (const auto *m = text.isEmpty() ? s.metric(keys[r]) : nullptr) {
                text = withInterval(*m);
            }
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            metricsTable_->setItem(r, c, item);
        }
    }
    metricsTable_->resizeColumnsToContents();
    // Comparisons.
    comparisonTable_->clear();
    comparisonTable_->setColumnCount(8);
    comparisonTable_->setHorizontalHeaderLabels({tr("Reading A"), tr("Reading B"), tr("Metric"), tr("Difference [95%]"),
                                                 tr("p"), tr("p (Holm)"), tr("Role"), tr("Test")});
    comparisonTable_->setRowCount(static_cast<int>(data_.comparisons.size()));
    for (int r = 0; r < static_cast<int>(data_.comparisons.size()); ++r) {
        const auto &c = data_.comparisons[static_cast<size_t>(r)];
        const QString role = c.role == QLatin1String("primary")       ? tr("primary")
                             : c.role == QLatin1String("exploratory") ? tr("exploratory")
                                                                      : QString();
        const QStringList cells{c.a,
                                c.b,
                                c.metric,
                                c.hasDifference ? withInterval(c.difference) : QString(),
                                c.hasP ? pValue(c.p) : QStringLiteral("-"),
                                c.hasP ? pValue(c.pAdjusted) : QStringLiteral("-"),
                                role,
                                c.testName.isEmpty() ? c.test : c.testName};
        for (int k = 0; k < cells.size(); ++k) comparisonTable_->setItem(r, k, new QTableWidgetItem(cells[k]));
    }
    comparisonTable_->resizeColumnsToContents();
    {
        const QSignalBlocker b(effectMetric_);
        effectMetric_->clear();
        effectMetric_->addItems(data_.effectMetrics());
        styles_[charts::ChartKind::Effects].effectMetric = effectMetric_->currentText();
    }
    {
        const QSignalBlocker b(interactionMetric_);
        interactionMetric_->clear();
        for (const QString &m : data_.effectMetrics())
            if (!charts::interactionPairs(data_, m).isEmpty()) interactionMetric_->addItem(m);
        styles_[charts::ChartKind::Interaction].effectMetric = interactionMetric_->currentText();
        fillInteractionPairs();
    }
    for (charts::ChartKind k : charts::kAllKinds) redrawChart(k);
}

void MainWindow::fillInteractionPairs() {
    const QSignalBlocker b(interactionPair_);
    interactionPair_->clear();
    interactionPair_->addItems(charts::interactionPairs(data_, interactionMetric_->currentText()));
    styles_[charts::ChartKind::Interaction].interaction = interactionPair_->currentText();
}

void MainWindow::redrawChart(charts::ChartKind kind) { charts::buildChart(plots_.at(kind), data_, kind, styles_[kind]); }

// ---- files ----

void MainWindow::showError(const QString &title, const QString &text) {
    lastError_ = text;
    statusBar()->showMessage(text);
    if (!quiet_) QMessageBox::warning(this, title, text);
}

bool MainWindow::openFile(const QString &pathIn) {
    QString path = pathIn;
    if (QFileInfo(path).isDir()) path = QDir(path).filePath(QStringLiteral("summary.json"));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        showError(tr("Cannot open file"), tr("%1: cannot read: %2").arg(path, f.errorString()));
        return false;
    }
    const QByteArray bytes = f.readAll();
    QJsonParseError pe;
    const QJsonObject root = QJsonDocument::fromJson(bytes, &pe).object();
    const QString format = root.value(QStringLiteral("format")).toString();
    std::string err;
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
    } else if (format == QLatin1String("rulelab-summary")) {
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
        experiment_ = e;
        experimentToPanel(e);
        showResults();
        updateReplayResults();
        tabs_->setCurrentIndex(1);
    } else {
        Experiment e;
        if (!parseExperiment(bytes, path.toStdString(), e, err)) {
            showError(tr("Cannot open experiment"), q(err));
            return false;
        }
        experiment_ = e;
        experimentToPanel(e);
    }
    addRecent(path);
    statusBar()->showMessage(tr("Opened %1").arg(path));
    return true;
}

bool MainWindow::saveExperiment(const QString &path) {
    Experiment e;
    QString error;
    if (!experimentFromPanel(e, error)) {
        showError(tr("Cannot save experiment"), error);
        return false;
    }
    std::string err;
    if (!saveExperimentFile(path, e, err)) {
        showError(tr("Cannot save experiment"), q(err));
        return false;
    }
    experiment_ = e;
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
            QFile in(matchesCsv_);
            const QString dest = QDir(target).filePath(QStringLiteral("matches.csv"));
            if (QFileInfo(dest) != QFileInfo(matchesCsv_) &&
                (!in.open(QIODevice::ReadOnly) || !saveAtomically(dest, in.readAll(), err))) {
                showError(tr("Cannot save results"), err.empty() ? in.errorString() : q(err));
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
    if (!charts::exportFigure(data_, kind, styles_[kind], options, file, error)) {
        showError(tr("Cannot export chart"), error);
        return false;
    }
    statusBar()->showMessage(tr("Chart written to %1 (and its data as CSV)").arg(file));
    return true;
}

void MainWindow::exportChartDialog(charts::ChartKind kind) {
    QDialog dlg(this);
    dlg.setWindowTitle(tr("Export chart: %1").arg(charts::kindTitle(kind)));
    auto *form = new QFormLayout(&dlg);
    auto *size = new QComboBox;
    size->addItem(tr("Single column (85 mm)"), QStringLiteral("single"));
    size->addItem(tr("Double column (175 mm)"), QStringLiteral("double"));
    size->addItem(tr("Custom"), QStringLiteral("custom"));
    auto *w = new QDoubleSpinBox;
    auto *h = new QDoubleSpinBox;
    for (auto *b : {w, h}) {
        b->setRange(10, 1000);
        b->setSuffix(QStringLiteral(" mm"));
        b->setEnabled(false);
    }
    w->setValue(85);
    h->setValue(60);
    connect(size, &QComboBox::currentIndexChanged, &dlg, [=] {
        charts::ExportOptions o;
        const bool custom = size->currentData().toString() == QLatin1String("custom");
        if (!custom && charts::parseSize(size->currentData().toString(), o)) {
            w->setValue(o.widthMm);
            h->setValue(o.heightMm);
        }
        w->setEnabled(custom);
        h->setEnabled(custom);
    });
    auto *font = new QDoubleSpinBox;
    font->setRange(4, 36);
    font->setValue(8);
    font->setSuffix(QStringLiteral(" pt"));
    auto *dpi = new QSpinBox;
    dpi->setRange(50, 2400);
    dpi->setValue(300);
    form->addRow(tr("Size:"), size);
    form->addRow(tr("Width:"), w);
    form->addRow(tr("Height:"), h);
    form->addRow(tr("Font size:"), font);
    form->addRow(tr("PNG resolution (dpi):"), dpi);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dlg, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dlg, &QDialog::reject);
    form->addRow(buttons);
    if (dlg.exec() != QDialog::Accepted) return;
    const QString file = QFileDialog::getSaveFileName(this, tr("Export chart"), charts::kindKey(kind) + QStringLiteral(".pdf"),
                                                      tr("PDF (*.pdf);;PNG (*.png);;SVG (*.svg)"));
    if (file.isEmpty()) return;
    charts::ExportOptions o;
    o.widthMm = w->value();
    o.heightMm = h->value();
    o.dpi = dpi->value();
    const double oldFont = styles_[kind].fontPt;
    styles_[kind].fontPt = font->value();
    exportChart(kind, file, o);
    styles_[kind].fontPt = oldFont;
}

QString MainWindow::tableText(const QTableWidget *t, QChar sep) {
    auto field = [sep](QString s) {
        if (sep == QLatin1Char(',') && (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"'))))
            s = QLatin1Char('"') + s.replace(QStringLiteral("\""), QStringLiteral("\"\"")) + QLatin1Char('"');
        if (sep == QLatin1Char('\t')) s.replace(QLatin1Char('\t'), QLatin1Char(' '));
        return s;
    };
    const bool rowHeads = t->verticalHeaderItem(0) != nullptr;
    QStringList lines;
    QStringList head;
    if (rowHeads) head << field(tr("metric"));
    for (int c = 0; c < t->columnCount(); ++c)
        head << field(t->horizontalHeaderItem(c) ? t->horizontalHeaderItem(c)->text() : QString());
    lines << head.join(sep);
    for (int r = 0; r < t->rowCount(); ++r) {
        QStringList cells;
        if (rowHeads) cells << field(t->verticalHeaderItem(r) ? t->verticalHeaderItem(r)->text() : QString());
        for (int c = 0; c < t->columnCount(); ++c) cells << field(t->item(r, c) ? t->item(r, c)->text() : QString());
        lines << cells.join(sep);
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

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
    if (summary_.isEmpty() || !parseExperiment(summary_, "summary", e, err)) e = experiment_;
    replay_->setResults(e, matchesCsv_);
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
    const Reading *r = readingOf(tree_->currentItem());
    if (!r) {
        showError(tr("Cannot draw the state graph"), tr("Select a reading in the list of games and readings first."));
        return false;
    }
    graph_->setQuiet(quiet_);
    graph_->setReading(*r);
    tabs_->setCurrentIndex(graphTab_);
    return graph_->explore();
}

void MainWindow::showView(const QString &name) {
    if (name == QLatin1String("reading")) tabs_->setCurrentIndex(0);
    else if (name == QLatin1String("results")) tabs_->setCurrentIndex(1);
    else if (name == QLatin1String("replay")) tabs_->setCurrentIndex(replayTab_);
    else if (name == QLatin1String("graph")) tabs_->setCurrentIndex(graphTab_);
    charts::ChartKind k;
    if (charts::kindFromKey(name, k)) tabs_->setCurrentIndex(2 + static_cast<int>(k));
}

void MainWindow::closeEvent(QCloseEvent *event) {
    QSettings s;
    if (watcher_) {
        // Closing the window stops a run, but keeps the matches that finished, as results that
        // `rulelab-cli run --resume` can complete (and that File > Open shows).
        cancelFlag_ = true;
        watcher_->waitForFinished();
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
        if (u.isLocalFile() && (u.toLocalFile().endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) ||
                                QFileInfo(u.toLocalFile()).isDir())) {
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
