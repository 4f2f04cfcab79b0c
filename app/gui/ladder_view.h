#pragma once
// The Ladder tab (issue 39): the readings of the selection played along a ladder of agents of
// growing strength (core/experiment/ladder.h, the same runLadder as `rulelab-cli ladder`), in the
// background with progress and Cancel; then the figure "metric against playing strength" with the
// exact limit of a solved board (app/charts' ladder figure), and the ratings table in words:
// readings and agents by name, never by id.

#include "chart_data.h"
#include "experiment/experiment.h"

#include <QJsonObject>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>

class QComboBox;
class QCustomPlot;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
template <typename T>
class QFutureWatcher;

namespace rulelab {

class PluginRegistry;
struct LadderResult;

class LadderView : public QWidget {
    Q_OBJECT
public:
    explicit LadderView(const PluginRegistry &registry, QWidget *parent = nullptr);
    ~LadderView() override;

    // What the ladder climbs: the game, readings, option settings, seed and caps of the selection
    // (the window gives the Experiment panel's); false with a message when there is none.
    using SettingsProvider = std::function<bool(Experiment &, QString &error)>;
    void setSettingsProvider(SettingsProvider provider) { settings_ = std::move(provider); }

    // Starts the ladder of the ticked agents (in the list's order, weakest first); false with a
    // message in the status line when it cannot start.
    bool start();
    void cancel();
    bool isRunning() const;
    // Adds an agent given as a rulelab agent ("mcts:5000", "search:6") ticked at the end of the
    // list; false with the reason in the status line.
    bool addAgent(const QString &spec);

    QListWidget *agentList() const { return agents_; }
    QLineEdit *agentEdit() const { return agentEdit_; }
    QSpinBox *matchesBox() const { return matches_; }
    QPushButton *runButton() const { return run_; }
    QPushButton *cancelButton() const { return cancel_; }
    QProgressBar *progressBar() const { return progress_; }
    QLabel *statusLabel() const { return status_; }
    QLabel *findingsLabel() const { return findings_; }
    QTableWidget *ratingsTable() const { return table_; }
    QCustomPlot *plot() const { return plot_; }
    QComboBox *metricBox() const { return metric_; }
    const QJsonObject &summary() const { return summary_; }

signals:
    void finished();

private:
    void buildAgents();
    QWidget *buildControls();
    void cellStarted(int cell, int cells, const QString &what);
    void cellProgress(int cell, int cells, double done);
    void done();
    void show(const QJsonObject &summary);
    void fillTable(const QJsonObject &summary);
    QString findingsText(const QJsonObject &summary) const;
    void drawFigure();

    const PluginRegistry &registry_;
    SettingsProvider settings_;
    QListWidget *agents_ = nullptr;
    QLineEdit *agentEdit_ = nullptr;
    QSpinBox *matches_ = nullptr;
    QPushButton *run_ = nullptr, *cancel_ = nullptr, *add_ = nullptr;
    QProgressBar *progress_ = nullptr;
    QLabel *status_ = nullptr, *findings_ = nullptr;
    QTableWidget *table_ = nullptr;
    QCustomPlot *plot_ = nullptr;
    QComboBox *metric_ = nullptr;
    QFutureWatcher<std::shared_ptr<LadderResult>> *watcher_ = nullptr;
    std::atomic<bool> cancelFlag_{false};
    QJsonObject summary_;
    charts::ChartData data_;
};

}  // namespace rulelab
