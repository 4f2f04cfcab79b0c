#pragma once
// The workbench window: games and readings (built-in and the user's own) with their options
// and the passages they interpret; an experiment panel that runs in the background with
// progress and cancel; results tables; and one chart view per figure, each exportable at
// journal sizes. Every number comes from core/ (runExperiment, results_io); the charts are
// drawn from a ChartData parsed from the same summary JSON the CLI writes.

#include "chart_data.h"
#include "charts.h"
#include "experiment/experiment.h"
#include "experiment/experiment_runner.h"

#include <QFutureWatcher>
#include <QMainWindow>

#include <atomic>
#include <map>
#include <memory>

class QCheckBox;
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
class QTableWidget;
class QTemporaryDir;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace rulelab {

class PluginRegistry;
class CsvRecordWriter;
class ReplayView;
class SourcesView;
class GraphView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const PluginRegistry &registry, QWidget *parent = nullptr);
    ~MainWindow() override;

    QTreeWidget *gameTree() const { return tree_; }
    QTextBrowser *details() const { return details_; }
    QTabWidget *tabs() const { return tabs_; }
    QPushButton *runButton() const { return run_; }
    QPushButton *cancelButton() const { return cancel_; }
    QProgressBar *progressBar() const { return progress_; }
    QSpinBox *matchesBox() const { return matches_; }
    // "Run until METRIC is known to +-HALFWIDTH": Matches per reading is then the most.
    QCheckBox *precisionBox() const { return precisionOn_; }
    QComboBox *precisionMetricBox() const { return precisionMetric_; }
    QComboBox *interactionPairBox() const { return interactionPair_; }
    QComboBox *interactionMetricBox() const { return interactionMetric_; }
    QLabel *resultsNoteLabel() const { return resultsNote_; }
    QDoubleSpinBox *precisionWidthBox() const { return precisionWidth_; }
    QLineEdit *seedEdit() const { return seed_; }
    QComboBox *agentBox(int seat) const { return agents_[seat]; }
    QTableWidget *metricsTable() const { return metricsTable_; }
    QTableWidget *comparisonTable() const { return comparisonTable_; }
    ReplayView *replayView() const { return replay_; }
    SourcesView *sourcesView() const { return sources_; }
    GraphView *graphView() const { return graph_; }
    // Analysis > State Graph: explores the selected reading (its option values as shown) in the
    // State graph tab. False (with a message) when no reading is selected.
    bool openStateGraph();
    // Opens match `index` of a reading of the shown results in the Replay tab.
    bool openResultMatch(const QString &readingId, qint64 index);
    QCustomPlot *chart(charts::ChartKind kind) const;
    const charts::ChartData &chartData() const { return data_; }
    bool isRunning() const { return watcher_ != nullptr; }
    // The folder of the user's own readings (AppDataLocation/readings).
    static QString userReadingDir();

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
    void setQuiet(bool quiet) { quiet_ = quiet; }
    // Set when closing the window stopped a run: the folder holding its finished matches.
    QString recoveryDir() const { return recoveryDir_; }
    QString lastError() const { return lastError_; }
    void showView(const QString &name);  // "reading", "results", "replay", "graph", or a chart kind key

signals:
    void runFinished();
    void progressed(int reading, int readings, qint64 done, qint64 total, double rate, double secondsLeft);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildMenus();
    QWidget *buildExperimentPanel();
    QWidget *buildResultsView();
    QWidget *buildChartView(charts::ChartKind kind);
    void populate();
    void showSelection();
    void startRun();
    void finishRun();
    void onProgress(int reading, int readings, qint64 done, qint64 total, double rate, double secondsLeft);
    void setRunning(bool running);
    bool settingsFromPanel(Experiment &e, QString &error);
    bool experimentFromPanel(Experiment &e, QString &error);
    void experimentToPanel(const Experiment &e);
    void showResults();
    void updateReplayResults();
    void redrawChart(charts::ChartKind kind);
    void fillInteractionPairs();
    void newExperiment();
    void copyReading();
    void sweepDialog();
    void editReading();
    void exportReading();
    void exportChartDialog(charts::ChartKind kind);
    void addRecent(const QString &path);
    void updateRecentMenu();
    void showError(const QString &title, const QString &text);
    const Reading *readingOf(const QTreeWidgetItem *item) const;
    QString gameOf(const QTreeWidgetItem *item) const;

    const PluginRegistry &registry_;
    QTreeWidget *tree_ = nullptr;
    QTextBrowser *details_ = nullptr;
    QTabWidget *tabs_ = nullptr;
    QComboBox *agents_[2] = {nullptr, nullptr};
    QCheckBox *swap_ = nullptr;
    QSpinBox *matches_ = nullptr;
    QCheckBox *precisionOn_ = nullptr;
    QComboBox *precisionMetric_ = nullptr;
    QDoubleSpinBox *precisionWidth_ = nullptr;
    QLineEdit *seed_ = nullptr;
    std::map<std::string, QSpinBox *> caps_;
    QLabel *readingsNote_ = nullptr;
    QPushButton *run_ = nullptr, *cancel_ = nullptr;
    QProgressBar *progress_ = nullptr;
    QLabel *progressText_ = nullptr;
    QTableWidget *metricsTable_ = nullptr, *comparisonTable_ = nullptr;
    QLabel *resultsNote_ = nullptr;
    ReplayView *replay_ = nullptr;
    SourcesView *sources_ = nullptr;  // follows the selected reading and the shown results' game
    int replayTab_ = -1;
    GraphView *graph_ = nullptr;
    int graphTab_ = -1;
    std::map<charts::ChartKind, QCustomPlot *> plots_;
    std::map<charts::ChartKind, charts::ChartStyle> styles_;
    QComboBox *effectMetric_ = nullptr;
    QComboBox *interactionMetric_ = nullptr, *interactionPair_ = nullptr;
    QMenu *recentMenu_ = nullptr;

    std::vector<std::pair<QString, Reading>> userReadings_;  // file, reading
    Experiment experiment_;          // the experiment the panel edits
    bool readingsFromTree_ = true;   // false while an opened experiment's readings are kept
    Experiment running_;             // expanded (sweep cells)
    std::vector<PreparedReading> prepared_;
    std::atomic<bool> cancelFlag_{false};
    QFutureWatcher<ExperimentResult> *watcher_ = nullptr;
    std::unique_ptr<QTemporaryDir> csvDir_;
    std::unique_ptr<CsvRecordWriter> csv_;
    QString matchesCsv_;  // matches.csv of the shown results, if any
    QByteArray summary_;  // summary document of the shown results
    charts::ChartData data_;
    bool quiet_ = false;
    QString recoveryDir_;  // where the last close kept an interrupted run's results
    QString lastError_;
};

}  // namespace rulelab
