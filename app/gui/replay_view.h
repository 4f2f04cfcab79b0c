#pragma once
// The match replay view: one simulated match, recomputed exactly from its seed (or opened
// from a saved match JSON), watched move by move and micro-step by micro-step on a board
// drawn from the plugin's BoardView. Beside the board: the move list (click to jump) and the
// shortcuts to the interesting matches of the shown results (longest, shortest, each end
// reason, biggest upset).
//
// Keys (while the view has focus): Left/Right one move, Shift+Left/Right one micro-step,
// Home/End start and end, Space play/pause, C/R/P the next capture, round or pass.

#include "experiment/experiment.h"
#include "quiet_errors.h"
#include "replay/match_replay.h"

#include <QDialog>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSlider;
class QSplitter;
class QSpinBox;
class QTimer;
class QTreeWidget;
class QVBoxLayout;

namespace rulelab {

class BoardWidget;
class PluginRegistry;

class ReplayView : public QWidget, public QuietErrors {
    Q_OBJECT
public:
    explicit ReplayView(const PluginRegistry &registry, QWidget *parent = nullptr);

    // The results whose matches can be opened: their experiment, and matches.csv when at hand
    // (for the shortcuts to interesting matches).
    void setResults(const Experiment &experiment, const QString &matchesCsv);
    const Experiment &results() const { return experiment_; }
    // Recomputes match `index` of reading `readingId` of the shown results.
    bool openMatch(const std::string &readingId, int64_t index);
    // Recomputes a match of an experiment with one reading (what "Open match..." builds).
    bool openMatch(const Experiment &experiment, int64_t index);
    // Opens a saved match; when its game is installed, checks that the moves still replay.
    bool openMatchFile(const QString &path);
    bool saveMatchFile(const QString &path);
    bool exportText(const QString &path);
    bool exportBoard(const QString &path);  // .png or .svg
    void showReplay(MatchReplay replay);

    const MatchReplay &replay() const { return replay_; }
    bool hasMatch() const { return loaded_; }
    int64_t frame() const { return frame_; }
    const ReplayFrame &currentFrame() const { return current_; }
    BoardWidget *board() const { return board_; }
    QListWidget *moveList() const { return moves_; }
    QTreeWidget *interestingList() const { return interesting_; }
    QLabel *ruleLabel() const { return rule_; }
    QLabel *captionLabel() const { return caption_; }
    QSlider *speedSlider() const { return speed_; }
    QPushButton *playButton() const { return play_; }
    bool isPlaying() const;

public slots:
    void setFrame(int64_t frame);
    void nextStep();
    void previousStep();
    void nextMove();
    void previousMove();
    void toStart();
    void toEnd();
    void togglePlay();
    void openMatchDialog();
    // Jumps to the next step that captures, starts or settles a round, or passes (keys C, R, P);
    // false (and a note in the position line) when there is none after the frame shown.
    bool nextCapture();
    bool nextRound();
    bool nextPass();

    // Moves completed at the frame shown (a frame inside a move's micro-steps counts the moves before it).
    int movesDone() const;
    // Asks the workbench to explore the state graph from the position shown (exploreRequested).
    bool exploreFromHere();

signals:
    void frameChanged(qint64 frame);
    // The position after the first `moves` moves of `replay`, for the state graph view.
    void exploreRequested(const rulelab::MatchReplay &replay, int moves);
    // The Round graph tab for this reading of the shown results.
    void roundGraphRequested(const QString &readingId);
    // A rule term of the caption was clicked: the glossary at its entry.
    void glossaryRequested(const QString &id);
    // A match file was saved or opened (for File > Open Recent).
    void matchFileUsed(const QString &path);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    // The parts of the view, in the constructor's order.
    void addStepControls(QVBoxLayout *ll);
    void addJumps(QVBoxLayout *ll);
    void addFileButtons(QVBoxLayout *ll);
    QSplitter *buildLists();
    void fail(const QString &title, const QString &text);
    bool jumpToStep(std::initializer_list<StepKind> kinds, const QString &none);
    // "Why it ended: ..." in words, with the glossary's explanation of the end reason.
    QString whyItEnded() const;
    void updateInteresting();
    void showStepRule();
    void saveDialog();
    void openDialog();
    void exportBoardDialog();
    void exportTextDialog();

    const PluginRegistry &registry_;
    Experiment experiment_;
    QString matchesCsv_;
    MatchReplay replay_;
    bool loaded_ = false;
    bool pieces_ = false;
    int64_t frame_ = 0;
    ReplayFrame current_;
    BoardWidget *board_ = nullptr;
    QLabel *header_ = nullptr, *caption_ = nullptr, *position_ = nullptr, *speedLabel_ = nullptr;
    QLabel *rule_ = nullptr;  // the rule the step shown follows, with its sources (shown_text.h stepRuleText)
    QListWidget *moves_ = nullptr;
    QTreeWidget *interesting_ = nullptr;
    QSlider *speed_ = nullptr;
    QPushButton *play_ = nullptr;
    QTimer *timer_ = nullptr;
};

// Asks for game, reading, seed, match index, agents and seat swapping.
class OpenMatchDialog : public QDialog {
    Q_OBJECT
public:
    OpenMatchDialog(const PluginRegistry &registry, const Experiment &defaults, QWidget *parent = nullptr);
    // The experiment (one reading) and the match index chosen; false with an error when invalid.
    bool result(Experiment &e, int64_t &index, QString &error) const;
    QComboBox *gameBox() const { return game_; }
    QComboBox *readingBox() const { return reading_; }
    QLineEdit *seedEdit() const { return seed_; }
    QSpinBox *indexBox() const { return index_; }

private:
    void fillReadings();
    const PluginRegistry &registry_;
    QComboBox *game_ = nullptr, *reading_ = nullptr;
    QLineEdit *seed_ = nullptr, *agents_ = nullptr;
    QSpinBox *index_ = nullptr;
    QCheckBox *swap_ = nullptr;
};

}  // namespace rulelab
