#pragma once
// The Round graph tab: the answer to "why doesn't it end?" for multi-round readings. For one
// reading of the shown results it replays a number of their matches (the same seeds, agents
// and seat swapping), or for a selected reading the results do not have it plays new ones (the
// Experiment panel's agents, seed and caps), and shows the round-level graph that
// `rulelab-cli graph --rounds-from` prints: the between-round configurations (what each refill decided), how many rounds were
// played in each, which lie on a cycle of configurations (matches that go round and round),
// and where each leads. Built in the background; Cancel stops it.

#include "experiment/experiment.h"
#include "graph/round_graph.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace rulelab {

class PluginRegistry;

class RoundGraphView : public QWidget {
    Q_OBJECT
public:
    explicit RoundGraphView(const PluginRegistry &registry, QWidget *parent = nullptr);
    ~RoundGraphView() override;

    // The results whose readings can be shown (their experiment: seed, agents, matches).
    void setResults(const Experiment &experiment);
    // Chooses a reading of the results and builds its graph (in the background).
    bool showReading(const QString &readingId);
    // Follows the reading selected in Games and readings: chooses it when the shown results have
    // it (true). Otherwise (false) it offers it as "NAME (new matches)": Build then plays new
    // matches of it alone, by `fresh` (its game and the Experiment panel's agents, seed and caps).
    // The graph shown stays until Build; the status then says whose it is.
    bool followReading(const QString &readingId, const Experiment &fresh);
    // The reading whose graph is shown (its id; empty before the first build).
    QString shownReading() const { return builtReading_; }
    QLabel *statusLabel() const { return status_; }
    // A node's label in words: a configuration between rounds ("South in play: h0 h1 | North in
    // play: h5 h6"), or an end ("End: stalled (guard G-2); North wins").
    QString nodeText(const std::string &label) const;
    // Builds the graph of the chosen reading; false (and lastError) when it cannot start.
    bool build();
    void cancel();
    bool isBuilding() const;

    const RoundGraph &graph() const { return graph_; }
    QComboBox *readingBox() const { return reading_; }
    QSpinBox *matchesBox() const { return matches_; }
    QTableWidget *table() const { return table_; }
    QLabel *summaryLabel() const { return summary_; }
    QString lastError() const { return lastError_; }

signals:
    void built();

private:
    void showGraph();
    void choiceChanged();  // another reading chosen: noteWhichIsShown, fitMatchesToChoice
    void noteWhichIsShown();
    // The name of reading `id` of `game`, or the id when it has none.
    QString readingName(const std::string &game, const QString &id) const;
    bool freshChosen() const;  // the chosen reading is not the results', it plays new matches
    // The Matches box fits the chosen reading: at most the results' matches for one of theirs, up
    // to 100000 new ones otherwise; the number the user asked for comes back when it fits again.
    void fitMatchesToChoice();

    const PluginRegistry &registry_;
    Experiment experiment_;  // the shown results'
    Experiment fresh_;       // the selected reading's, when the results do not have it
    QComboBox *reading_ = nullptr;
    QSpinBox *matches_ = nullptr;
    int askedMatches_ = 500;  // the Matches the user set (the box may show fewer: fitMatchesToChoice)
    QPushButton *build_ = nullptr, *cancel_ = nullptr;
    QLabel *status_ = nullptr, *summary_ = nullptr;
    QTableWidget *table_ = nullptr;
    QFutureWatcher<RoundGraph> *watcher_ = nullptr;
    std::atomic<bool> cancelFlag_{false};
    RoundGraph graph_;
    QString builtReading_;
    std::string builtGame_;
    bool builtFresh_ = false;
    QString lastError_;
};

}  // namespace rulelab
