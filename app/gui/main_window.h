#pragma once
// The workbench window: its menus, tabs and docks, opening and saving files (experiments,
// results, readings, matches; recent files; drag and drop), and the run of an experiment
// from start to shown results. Its parts are classes of their own: the games and readings
// (ReadingTree), the experiment panel (ExperimentPanel), the background run (RunController, over
// core's runSession), the results tables (ResultsView), one chart tab per figure (ChartPanel),
// the replay and state-graph views, and the sources. Every number comes from core/; the charts
// are drawn from a ChartData parsed from the same summary JSON the CLI writes.

#include "chart_data.h"
#include "chart_panel.h"
#include "charts.h"
#include "experiment/experiment.h"
#include "experiment/experiment_runner.h"
#include "experiment_panel.h"
#include "quiet_errors.h"
#include "reading_tree.h"
#include "results_view.h"
#include "run_controller.h"

#include <QMainWindow>

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

class QCheckBox;
class QJsonObject;
class QComboBox;
class QCustomPlot;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QDoubleSpinBox;
class QTabWidget;
class QListWidget;
class QStackedWidget;
class QTableWidget;
class QTextBrowser;
class QTreeWidget;

namespace rulelab {

class GettingStartedDialog;
class NewGameFromFileDialog;
class RulesFormDialog;
class GlossaryDialog;
class PluginRegistry;
class ReplayView;
class SourcesView;
class GraphView;
class RoundGraphView;
class PlayView;
class ExploreView;
class LadderView;
struct MatchReplay;

class MainWindow : public QMainWindow, public QuietErrors {
    Q_OBJECT
public:
    explicit MainWindow(const PluginRegistry &registry, QWidget *parent = nullptr);
    // With a registry it may add to: File > New Game from Rules File and the rules form's
    // saved games join the running workbench.
    explicit MainWindow(PluginRegistry &registry, QWidget *parent = nullptr);
    ~MainWindow() override;

    QTreeWidget *gameTree() const { return tree_; }
    QTextBrowser *details() const { return details_; }
    QTabWidget *tabs() const { return tabs_; }
    RoundGraphView *roundGraphView() const { return roundGraph_; }
    // The Round graph tab on a reading of the shown results (built in the background).
    bool showRoundGraph(const QString &readingId);
    // The figures share the Charts tab; these show one and tell which is shown.
    void showChart(charts::ChartKind kind);
    charts::ChartKind currentChart() const;
    QListWidget *chartList() const { return chartList_; }
    QCustomPlot *chartPlot(charts::ChartKind kind) const { return charts_.at(kind)->plot(); }
    QPushButton *runButton() const { return panel_->runButton(); }
    QPushButton *cancelButton() const { return panel_->cancelButton(); }
    QProgressBar *progressBar() const { return panel_->progressBar(); }
    QSpinBox *matchesBox() const { return panel_->matchesBox(); }
    // "Run until METRIC is known to +-HALFWIDTH": Matches per reading is then the most.
    QCheckBox *precisionBox() const { return panel_->precisionBox(); }
    QComboBox *precisionMetricBox() const { return panel_->precisionMetricBox(); }
    QComboBox *interactionPairBox() const { return charts_.at(charts::ChartKind::Interaction)->pairBox(); }
    QComboBox *interactionMetricBox() const { return charts_.at(charts::ChartKind::Interaction)->metricBox(); }
    QLabel *resultsNoteLabel() const { return results_->noteLabel(); }
    QDoubleSpinBox *precisionWidthBox() const { return panel_->precisionWidthBox(); }
    QLineEdit *seedEdit() const { return panel_->seedEdit(); }
    QComboBox *agentBox(int seat) const { return panel_->agentBox(seat); }
    QTableWidget *metricsTable() const { return results_->metricsTable(); }
    QTableWidget *comparisonTable() const { return results_->comparisonTable(); }
    ReplayView *replayView() const { return replay_; }
    SourcesView *sourcesView() const { return sources_; }
    GraphView *graphView() const { return graph_; }
    // Help > Glossary and Help > Getting started (one of each, made when first asked for).
    GlossaryDialog *glossaryDialog();
    GettingStartedDialog *gettingStartedDialog();
    // Analysis > State Graph: explores the selected reading (its option values as shown) in the
    // State graph tab. False (with a message) when no reading is selected.
    bool openStateGraph();
    // Run > Play This Reading: the Play tab on the selected reading, a new game. False (with a
    // message) when no reading is selected.
    bool playReading();
    PlayView *playView() const { return play_; }
    // Run > Explore Readings: the Explore tab on the game of the selection (the selected reading
    // as its base). False (with a message) when no game or reading is selected.
    bool exploreReadings();
    ExploreView *exploreView() const { return explore_; }
    // The Ladder tab: the ticked readings along a ladder of playing strength (issue 39).
    LadderView *ladderView() const { return ladder_; }
    // "Run in Full" of an explored candidate: `reading` joins the experiment's readings as an
    // inline reading (or, when they are of another game, a sweep or changed by overrides, it
    // replaces them; agents, matches, seed and caps as the panel has them) and the experiment runs.
    bool runReadingInFull(const Reading &reading);
    // Opens match `index` of a reading of the shown results in the Replay tab.
    bool openResultMatch(const QString &readingId, qint64 index);
    QCustomPlot *chart(charts::ChartKind kind) const;
    const charts::ChartData &chartData() const { return data_; }
    bool isRunning() const { return run_->isRunning(); }
    // The folder of the user's own readings (AppDataLocation/readings).
    static QString userReadingDir();

    // File > New Game from Rules File: the dialog (made when first asked for); a game it loads
    // is shown in the tree and selected.
    NewGameFromFileDialog *newGameDialog();
    // Edit > Edit a Copy of This Game / New Game Rules: the form, started from the selected
    // game's rules file when `copySelected` and it has one (else from the vocabulary's
    // defaults). A game it saves is loaded as well.
    RulesFormDialog *rulesForm(bool copySelected = true);
    // Edit > Edit a Copy of This Game: enabled for a game a rules file defines; for a compiled
    // game, disabled with a tooltip that says why.
    QAction *editCopyAction() const { return editCopy_; }
    // The rules form's Run: the form's draft, checked (refused with its problems), played as a game
    // of its own that is neither loaded nor saved: each of its readings, `matches` matches, with the
    // panel's agents, seed and caps; the results in the Results tab. False (with a message) when
    // it cannot start.
    bool runRulesDraft(int matches);
    // Adds the game of a saved rules file and selects it; false (with a message) when refused.
    bool addGameFromFile(const QString &path);
    // File > Compare Results Folders: the readings of finished runs, of one game or of several
    // games of one engine (a reading beside its analogues), in the Results tab and the charts.
    // False (with a message) when a folder is refused, or the games have different engines
    // (`rulelab-cli compare --results` compares those on the metrics that mean the same).
    bool compareResultFolders(const QStringList &dirs);

    // Opens an experiment, a results file (summary.json, or a results folder) or a reading file.
    // Errors are shown in a message box (or only kept, when quiet) and returned false.
    bool openFile(const QString &path);
    bool saveExperiment(const QString &path);
    // Saves summary.json, plus matches.csv when the matches of the run are at hand.
    bool saveResults(const QString &folder, bool summaryOnly);
    bool exportChart(charts::ChartKind kind, const QString &file, const charts::ExportOptions &options);
    bool exportTableCsv(QTableWidget *table, const QString &file);
    static QString tableText(const QTableWidget *table, QChar separator);
    // Makes the experiment a sweep of `baseSpec` (a reading id, or a user reading's file) of
    // `game` over the options and values of `vary` (what the Sweep dialog gives).
    bool applySweep(const QString &game, const QString &baseSpec,
                    const std::vector<std::pair<std::string, std::vector<std::string>>> &vary);
    // Saves `reading` as a user reading (checked first) and shows it in the tree.
    bool saveUserReading(const Reading &reading, QString *path = nullptr);
    // Set when closing the window stopped a run: the folder holding its finished matches.
    QString recoveryDir() const { return recoveryDir_; }
    // Results of a run in this window that File > Save Results has not saved yet: closing the
    // window asks whether to save them (Save, Discard, Cancel).
    bool hasUnsavedResults() const { return resultsUnsaved_ && !summary_.isEmpty(); }
    void showView(const QString &name);  // "reading", "results", "replay", "graph", "explore", "ladder", or a chart kind key

signals:
    void runFinished();
    void progressed(int reading, int readings, qint64 done, qint64 total, double rate, double secondsLeft);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // The constructor's parts, called in this order.
    void buildTabs();
    QWidget *buildChartsPage();
    void buildAnalysisTabs();
    void buildExploreAndPlayTabs();
    void connectWindow();
    void restoreWindow();
    void fitToScreen();
    bool askToSaveResults();  // on close: true to go on closing (saved or discarded), false to stay  // the whole window, frame included, within its screen's available area
    void buildMenus();
    void buildFileMenu();
    void buildEditMenu();
    void buildRunMenu();
    void buildViewMenus();
    void buildHelpMenu();
    bool openResults(const QString &path, const QByteArray &bytes, const QJsonObject &root, QString &opened);
    void showLoaded();  // the tree was filled again: what was loaded
    void showSelection();
    void startRun();
    void runStarted();  // a run began: the panel shows it, the shown results are cleared
    void finishRun();
    void onProgress(int reading, int readings, qint64 done, qint64 total, double rate, double secondsLeft);
    void showResults();
    void updateReplayResults();
    void sweepDialog();
    void exportChartDialog(charts::ChartKind kind);
    void addRecent(const QString &path);
    void updateRecentMenu();
    void showError(const QString &title, const QString &text);
    // A view's error (it showed its own, or was quiet) noted as the window's last error and in the
    // status bar; returns false for the caller to return.
    bool noteViewError(const QString &error);
    // The reading selected in the list of games and readings; null, with the error `title` shown,
    // when none is.
    const Reading *selectedReadingOr(const QString &title);
    // The rules file that writes game `g`: its own; for a compiled game, the rules file whose id is
    // the game's followed by "-rules" (data/games/pachgarhwa-rules.json writes Pachgarhwa), when
    // loaded; else null.
    const LoadedGame *rulesFileOf(const LoadedGame *g) const;
    // The Round graph follows the selected reading (the results', or new matches of it).
    void followSelectionInRoundGraph();
    // A match shown in the Replay tab at its last position.
    void replayToEnd(const MatchReplay &r);
    void showGlossaryTerm(const QString &id);  // the Glossary, at the term `id`
    // The usage maps (usage.csv) of the results in `dir`, on the boards of the games' plugins.
    void loadUsageMaps(const QString &dir);

    const PluginRegistry &registry_;
    PluginRegistry *editableRegistry_ = nullptr;  // set by the second constructor
    NewGameFromFileDialog *newGameDialog_ = nullptr;
    RulesFormDialog *rulesForm_ = nullptr;
    std::unique_ptr<GamePlugin> draftGame_;  // the rules form's draft last run (its games play its rules)
    bool draftRunning_ = false;
    void connectRulesForm();
    QAction *editCopy_ = nullptr;
    void updateEditCopy();
    // What loading rules file `file` passed over ("; " before each warning), for the status bar.
    QString loadWarnings(const QString &file) const;
    void selectGame(const QString &gameId);
    ReadingTree *tree_ = nullptr;
    QTextBrowser *details_ = nullptr;
    QTabWidget *tabs_ = nullptr;
    ExperimentPanel *panel_ = nullptr;
    RunController *run_ = nullptr;
    ResultsView *results_ = nullptr;
    ReplayView *replay_ = nullptr;
    SourcesView *sources_ = nullptr;  // follows the selected reading and the shown results' game
    int replayTab_ = -1;
    GraphView *graph_ = nullptr;
    int graphTab_ = -1;
    RoundGraphView *roundGraph_ = nullptr;
    int roundGraphTab_ = -1;
    PlayView *play_ = nullptr;
    int playTab_ = -1;
    ExploreView *explore_ = nullptr;
    int exploreTab_ = -1;
    LadderView *ladder_ = nullptr;
    int ladderTab_ = -1;
    std::map<charts::ChartKind, ChartPanel *> charts_;
    QListWidget *chartList_ = nullptr;
    QStackedWidget *chartStack_ = nullptr;
    int chartsTab_ = -1;
    QMenu *recentMenu_ = nullptr;
    GlossaryDialog *glossary_ = nullptr;
    GettingStartedDialog *gettingStarted_ = nullptr;

    QString matchesCsv_;  // matches.csv of the shown results, if any
    QString usageDir_;    // the folder of the shown results' usage.csv, if any
    QByteArray summary_;  // summary document of the shown results
    charts::ChartData data_;
    QString recoveryDir_;  // where the last close kept an interrupted run's results
    bool resultsUnsaved_ = false;
};

}  // namespace rulelab
