#pragma once
// The state-graph view (issue 9): explores the states of a reading, analyses them and, on
// request, solves them, then lays them out with core/graph/graph_layout (rows by depth with the
// cycles collapsed, force-directed, the component graph, or the neighbourhood of a chosen state)
// -- all of it in the background, with progress, and Cancel stopping whichever stage is running
// (a cancelled analysis, solution or layout leaves the previous drawing as it was). The graph is
// coloured by the outcome under best play, the win probability, the strongly connected component
// or the end result, with a legend and a summary whose terms open the glossary. The options of
// the graph are a form (the reading's values, changed ones in bold; Return explores). Hovering a
// node shows the board of its state (rebuilt from the nearest state already rebuilt on its
// discovery path, boards and states kept for the last states hovered); double-clicking opens
// that path in the replay view; the drawing exports as PNG, SVG or PDF. The drawing itself is
// GraphCanvas (graph_canvas.h); exploring, analysing and solving are core's runStudy
// (graph/study.h).

#include "charts.h"
#include "game/reading.h"
#include "graph/graph_layout.h"
#include "graph/state_graph.h"
#include "graph_canvas.h"
#include "quiet_errors.h"
#include "replay/match_replay.h"

#include <QCache>
#include <QFutureWatcher>
#include <QImage>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace rulelab {

class PluginRegistry;

class GraphView : public QWidget, public QuietErrors {
    Q_OBJECT
public:
    // What runs in the background (Idle: nothing).
    enum class Stage { Idle, Exploring, Analysing, Solving, LayingOut };

    explicit GraphView(const PluginRegistry &registry, QWidget *parent = nullptr);
    ~GraphView() override;

    // The reading whose states to explore: its option values as the workbench holds them. The
    // options form shows them; setting the same reading again keeps the form's changes.
    void setReading(const Reading &reading);
    // Explore from the position after these moves of the reading's initial state (a position of a
    // replayed match) instead of from the start; `origin` says where they come from. Cleared by
    // setReading.
    void setStartMoves(std::vector<Move> moves, const QString &origin);
    const std::vector<Move> &startMoves() const { return startMoves_; }
    const Reading &reading() const { return reading_; }
    // The options form: one field per option of the game (experimental sizes included), from the
    // reading's values; the graph is explored with the form's values.
    void resetOptions();  // back to the reading's values
    // Sets an option's field as a user would (id and value as in reading files: choice ids,
    // true/false, numbers); false for an unknown option or a value the field cannot show.
    bool setOptionValue(const QString &id, const QString &value);
    QString optionValue(const QString &id) const;  // the field's value (canonical where valid)
    bool optionChanged(const QString &id) const;   // differs from the reading (shown in bold)
    QWidget *optionEditor(const QString &id) const;
    QPushButton *resetOptionsButton() const { return resetOptions_; }

    // Starts exploring, analysing, solving (when ticked) and laying out in the background;
    // false (with lastError) when the reading or the form's values do not make a game.
    bool explore();
    // Stops what runs: during exploration, exploring (what was found is analysed and drawn as an
    // incomplete graph); at any later stage, the whole job (the previous drawing stays).
    void cancel();
    bool isRunning() const { return watcher_ != nullptr; }
    Stage stage() const { return static_cast<Stage>(stage_.load()); }
    bool hasGraph() const { return data_ != nullptr; }
    const GraphData &data() const { return *data_; }
    const GraphLayout &graphLayout() const { return layout_; }
    // Lays the explored graph out again with the panel's layout settings, in the background (a
    // layout still running is stopped first).
    void relayout();

    // The tooltip of a drawn node: its text, and its board (the state rebuilt from its path).
    QString nodeText(int node) const;
    QImage nodeBoard(int node);
    // For tests: boards drawn and moves replayed to rebuild states since the graph was explored.
    int boardsDrawn() const { return boardsDrawn_; }
    int movesReplayed() const { return movesReplayed_; }
    void showNodeTip(int node, QPoint globalPos);
    QWidget *tip() const { return tip_; }
    QString tipText() const;
    // The moves from the start to `state` as a match for the replay view (positioned at its end).
    bool pathReplay(uint32_t state, MatchReplay &out, QString &error) const;
    // Opens the path to the state of drawn node `node` in the replay view (replayRequested).
    bool openNode(int node);
    bool exportImage(const QString &file, const charts::ExportOptions &options);

    GraphCanvas *canvas() const { return canvas_; }
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
    // The tooltip of a term of the summary (a glossary id).
    static QString termTip(const QString &id);
    // For tests: called on the background thread as each stage begins (before its work).
    void setStageObserver(std::function<void(Stage)> observer) { stageObserver_ = std::move(observer); }

signals:
    void finished();  // a study ended: done, or cancelled (progressLabel says which)
    void laidOut();   // a layout of the same graph ended: shown, or cancelled
    void replayRequested(const rulelab::MatchReplay &replay);
    void glossaryRequested(const QString &id);  // a term of the summary was clicked

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Outcome;  // what a background job hands back
    struct OptionRow {
        const RuleOption *option = nullptr;
        QLabel *label = nullptr;  // none for a check box (its own text)
        QWidget *editor = nullptr;
    };
    // The constructor's parts, called in this order.
    void buildControls();
    QWidget *buildSidePanel();
    void buildRows(QWidget *side);
    void buildTip();
    void connectSignals();
    void buildOptionsForm();
    const OptionRow *optionRow(const QString &id) const;
    QString editorValue(const OptionRow &row) const;
    bool setEditorValue(const OptionRow &row, const std::string &value);
    std::string readingValue(const RuleOption &option) const;
    QString optionLabel(const RuleOption &option) const;
    void markChangedOptions();
    bool formReading(Reading &out, QString &error) const;
    QString withOptionLabels(QString text) const;
    bool prepareStudy(Reading &r, std::shared_ptr<const Game> &game, std::shared_ptr<const State> &start);
    void startJob(QFuture<std::shared_ptr<Outcome>> future);
    void startLayout();
    void finish();
    void updateProgress();
    void updateSummary();
    QString startValueHtml() const;
    QString drawnText() const;
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
    QWidget *optionsBox_ = nullptr;
    QFormLayout *optionsForm_ = nullptr;
    QLabel *optionsNote_ = nullptr;
    QPushButton *resetOptions_ = nullptr;
    std::vector<OptionRow> optionRows_;
    QSpinBox *maxStates_ = nullptr, *drawLimit_ = nullptr, *centre_ = nullptr, *radius_ = nullptr;
    QCheckBox *solve_ = nullptr;
    QComboBox *layoutKind_ = nullptr, *colour_ = nullptr;
    QPushButton *explore_ = nullptr, *cancel_ = nullptr, *export_ = nullptr;
    QProgressBar *progress_ = nullptr;
    QTimer *progressTimer_ = nullptr;
    QFutureWatcher<std::shared_ptr<Outcome>> *watcher_ = nullptr;
    // stopExploring_ ends the exploration only; abort_ the analysis, solving and layout.
    std::atomic<bool> stopExploring_{false}, abort_{false};
    std::atomic<int> stage_{0};
    std::atomic<size_t> found_{0}, expanded_{0};
    size_t runLimit_ = 0;
    bool jobIsStudy_ = false;       // the job running explores (else it lays out the graph shown)
    bool relayoutPending_ = false;  // the layout settings changed while a job ran
    QString graphStatus_;           // the progress line of the graph shown
    std::function<void(Stage)> stageObserver_;
    QWidget *tip_ = nullptr;
    QLabel *tipBoard_ = nullptr, *tipText_ = nullptr;
    // The last states rebuilt (a hovered node's parent is usually among them: one move away)
    // and the last boards drawn, least recently used dropped first.
    mutable QCache<uint32_t, State> states_{64};
    QCache<uint32_t, QImage> boards_{64};
    int boardsDrawn_ = 0;
    mutable int movesReplayed_ = 0;
};

}  // namespace rulelab
