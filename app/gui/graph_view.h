#pragma once
// The state-graph view (issue 9): explores the states of a reading in the background (with
// progress and Cancel), analyses them and, on request, solves them; then draws them with a
// layout from core/graph/graph_layout (rows by depth, force-directed, the component graph, or
// the neighbourhood of a chosen state), coloured by the outcome under best play, the win
// probability, the strongly connected component or the end result, with a legend and a summary.
// Hovering a node shows the board of its state (rebuilt by replaying the moves of its discovery
// path, since the graph keeps keys, not states); double-clicking opens that path in the replay
// view; the drawing exports as PNG, SVG or PDF. The drawing itself is GraphCanvas
// (graph_canvas.h); exploring, analysing and solving are core's runStudy (graph/study.h).

#include "charts.h"
#include "game/reading.h"
#include "graph/graph_layout.h"
#include "graph/state_graph.h"
#include "graph_canvas.h"
#include "replay/match_replay.h"

#include <QCache>
#include <QFutureWatcher>
#include <QImage>
#include <QWidget>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace rulelab {

class PluginRegistry;

class GraphView : public QWidget {
    Q_OBJECT
public:
    explicit GraphView(const PluginRegistry &registry, QWidget *parent = nullptr);
    ~GraphView() override;

    // The reading whose states to explore: its option values as the workbench holds them.
    void setReading(const Reading &reading);
    // Explore from the position after these moves of the reading's initial state (a position of a
    // replayed match) instead of from the start; `origin` says where they come from. Cleared by
    // setReading.
    void setStartMoves(std::vector<Move> moves, const QString &origin);
    const std::vector<Move> &startMoves() const { return startMoves_; }
    const Reading &reading() const { return reading_; }
    // Starts exploring in the background with the panel's settings; false (with lastError) when
    // the reading or the option overrides do not make a game.
    bool explore();
    void cancel();
    bool isRunning() const { return watcher_ != nullptr; }
    bool hasGraph() const { return data_ != nullptr; }
    const GraphData &data() const { return *data_; }
    const GraphLayout &graphLayout() const { return layout_; }
    // Lays the explored graph out again with the panel's layout settings.
    void relayout();

    // The tooltip of a drawn node: its text, and its board (the state rebuilt from its path).
    QString nodeText(int node) const;
    QImage nodeBoard(int node);
    void showNodeTip(int node, QPoint globalPos);
    QWidget *tip() const { return tip_; }
    QString tipText() const;
    // The moves from the start to `state` as a match for the replay view (positioned at its end).
    bool pathReplay(uint32_t state, MatchReplay &out, QString &error) const;
    // Opens the path to the state of drawn node `node` in the replay view (replayRequested).
    bool openNode(int node);
    bool exportImage(const QString &file, const charts::ExportOptions &options);

    GraphCanvas *canvas() const { return canvas_; }
    QLineEdit *overridesEdit() const { return overrides_; }
    QSpinBox *maxStatesBox() const { return maxStates_; }
    QSpinBox *drawLimitBox() const { return drawLimit_; }
    QSpinBox *centreBox() const { return centre_; }
    QSpinBox *radiusBox() const { return radius_; }
    QCheckBox *solveBox() const { return solve_; }
    QComboBox *layoutBox() const { return layoutKind_; }
    QComboBox *colourBox() const { return colour_; }
    QPushButton *exploreButton() const { return explore_; }
    QPushButton *cancelButton() const { return cancel_; }
    QLabel *summaryLabel() const { return summary_; }
    QLabel *progressLabel() const { return progressText_; }
    QString summaryText() const;
    QString lastError() const { return lastError_; }
    void setQuiet(bool quiet) { quiet_ = quiet; }

signals:
    void finished();
    void replayRequested(const rulelab::MatchReplay &replay);

private:
    void finish();
    void updateProgress();
    void updateSummary();
    void exportDialog();
    void fail(const QString &title, const QString &text);
    LayoutOptions layoutOptions() const;
    QString outcomeText(uint32_t state) const;
    std::unique_ptr<State> stateOf(uint32_t state) const;

    const PluginRegistry &registry_;
    Reading reading_;
    std::vector<Move> startMoves_;
    QString startOrigin_;
    std::shared_ptr<const GraphData> data_;
    GraphLayout layout_;
    GraphCanvas *canvas_ = nullptr;
    QLabel *title_ = nullptr, *summary_ = nullptr, *progressText_ = nullptr;
    QLineEdit *overrides_ = nullptr;
    QSpinBox *maxStates_ = nullptr, *drawLimit_ = nullptr, *centre_ = nullptr, *radius_ = nullptr;
    QCheckBox *solve_ = nullptr;
    QComboBox *layoutKind_ = nullptr, *colour_ = nullptr;
    QPushButton *explore_ = nullptr, *cancel_ = nullptr, *export_ = nullptr;
    QProgressBar *progress_ = nullptr;
    QTimer *progressTimer_ = nullptr;
    QFutureWatcher<std::shared_ptr<GraphData>> *watcher_ = nullptr;
    std::atomic<bool> cancelFlag_{false};
    std::atomic<size_t> found_{0}, expanded_{0};
    size_t runLimit_ = 0;
    QWidget *tip_ = nullptr;
    QLabel *tipBoard_ = nullptr, *tipText_ = nullptr;
    QCache<uint32_t, QImage> boards_{256};
    bool quiet_ = false;
    QString lastError_;
};

}  // namespace rulelab
