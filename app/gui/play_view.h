#pragma once
// The Play tab (#19): a person plays a reading on the board the Replay tab draws, against an
// agent, against another person at the same screen (hot seat), or watches two agents. The
// rules, the agents, the throws, undo and redo are core's PlaySession; this view shows the
// position, rings the cells a move can start from (a click plays it), lists the legal moves and
// the moves so far, shows each sowing step by step (the Replay tab's micro-steps), says how the
// game ended, and saves the game as a match file (with the person's seats and the notes for
// the field sheet) that the Replay tab, `replay` and `graph --from-match` open.

#include "experiment/prepared_reading.h"
#include "play/play_session.h"
#include "quiet_errors.h"
#include "replay/match_replay.h"

#include <QWidget>

#include <array>
#include <memory>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSlider;
class QSpinBox;
class QTimer;
class QVBoxLayout;

namespace rulelab {

class BoardWidget;
class PluginRegistry;

class PlayView : public QWidget, public QuietErrors {
    Q_OBJECT
public:
    // The seats combo's entries, in order.
    enum Seats { FirstSeat = 0, SecondSeat, BothSeats, NoSeat };

    explicit PlayView(const PluginRegistry &registry, QWidget *parent = nullptr);
    ~PlayView() override;

    // Plays `reading` from now on (its game and option values) and starts a new game; false
    // (with a message) when the reading cannot be played.
    bool setReading(const Reading &reading);
    // A new game of the reading with the seats, agent and seed chosen above the board.
    bool newGame();

    // The person's moves: the move starting at cell `cellId` (when several start there, a menu
    // offers them and nothing is played yet), or the legal move at `index` (0-based, as listed).
    bool playMoveAt(int cellId);
    bool playMoveNumber(int index);
    bool undo();
    bool redo();
    // "Hint: <move>" with its cell ringed in gold: what a depth-4 search would play here.
    bool hint();
    bool saveGame(const QString &path);
    // The one-page field-test sheet of the game so far (PDF), with the notes typed here.
    bool saveFieldSheet(const QString &path);
    // Opens a saved match and goes on from its last position under its reading, its seats and agent.
    bool openGame(const QString &path);
    // Sends the game as a match to the Replay tab (replayRequested).
    bool openInReplay();
    // Watching two agents: stops or resumes the moves.
    void togglePause();
    // Shows the end of the sowing being drawn at once (the board after the last move made).
    void finishAnimation();

    const PlaySession *session() const { return session_.get(); }
    // The game as a match (moves, persons, notes), as Save game... writes it.
    MatchReplay currentMatch() const;
    // The legal moves (index i is move i of PlaySession::legalMoves) and the cell each starts at (-1: none).
    const std::vector<PlaySession::Choice> &choices() const { return choices_; }
    const std::vector<int> &choiceCells() const { return choiceCells_; }
    // The cells ringed as a move's start, and the legal moves starting at a cell.
    std::vector<int> highlightedCells() const;
    std::vector<int> movesAt(int cellId) const;
    bool isAnimating() const { return animating_; }
    QLabel *captionLabel() const { return caption_; }
    // The rule the move shown (or the step drawn) followed, with its sources; empty when none did
    // (the line keeps its place while a game is shown).
    QLabel *ruleLabel() const { return rule_; }
    bool isWatching() const;
    bool isPaused() const { return paused_; }
    // Drawing a sowing, or two agents still playing (not paused).
    bool isBusy() const;

    BoardWidget *board() const { return board_; }
    QListWidget *legalList() const { return legal_; }
    QListWidget *historyList() const { return history_; }
    QComboBox *seatsBox() const { return seats_; }
    QComboBox *agentBox() const { return agent_; }
    QSpinBox *seedBox() const { return seed_; }
    QSlider *speedSlider() const { return speed_; }
    QCheckBox *showStepsBox() const { return showSteps_; }
    QPlainTextEdit *notesEdit() const { return notes_; }
    QLabel *headerLabel() const { return header_; }
    QLabel *statusLabel() const { return status_; }
    QLabel *throwLabel() const { return throw_; }
    // The cowries drawn for the throw shown (-1: none shown), mouths up.
    int cowriesShown() const { return cowriesShown_; }
    QLabel *hintLabel() const { return hint_; }
    QLabel *endLabel() const { return end_; }
    QPushButton *undoButton() const { return undo_; }
    QPushButton *redoButton() const { return redo_; }
    QPushButton *pauseButton() const { return pause_; }

signals:
    // "Open in Replay": the game so far as a match.
    void replayRequested(const rulelab::MatchReplay &replay);
    // A game file was saved or opened (for File > Open Recent).
    void matchFileUsed(const QString &path);
    // A rule term of the caption or the rule line (capture, relay, bha, a throw's name) was clicked.
    void glossaryRequested(const QString &id);

private:
    bool fail(const QString &title, const QString &text);
    bool note(const QString &text);  // a refusal said in the status line (no message box); false
    bool configFromControls(PlayConfig &config);
    // The constructor's parts, called in this order.
    void buildSetup(QVBoxLayout *outer);
    QWidget *buildBoardColumn();
    void buildControls(QVBoxLayout *ll);
    QWidget *buildLists();
    void startSession(std::unique_ptr<PlaySession> session);
    void resync();  // after undo: the position and the lists again from the session
    bool playChoice(int index);
    void offerMenu(int cellId, const std::vector<int> &indices);
    // Shows the moves made since history entry `from` (step by step when asked), then the position.
    void showNewMoves(size_t from);
    void tick();
    void showAnimationFrame();
    void showPosition();
    void showRule(const QString &text);  // the rule line, hidden when `text` is empty
    void refreshChoices();
    void rebuildHistory();
    QString historyLine(size_t number, const QString &who, int player, const std::string &description) const;
    void appendHistory(size_t from);
    void revealHistory(int rows);  // the first `rows` moves of the list shown, the rest hidden (drawn later)
    void updateSeatNames();
    void updateHeader();
    void updateControls();
    QString whoText(const PlayedMove &m) const;
    QString endText() const;
    QString seatName(int seat) const;
    // The file a save dialog titled `title` chooses, its name suggested as GAME-READING`suffix`;
    // "" when cancelled or no game is played.
    QString askSaveName(const QString &title, const QString &suffix, const QString &filter);
    void saveDialog();
    void fieldSheetDialog();
    void openDialog();

    const PluginRegistry &registry_;
    PreparedReading prepared_;
    bool hasReading_ = false;
    std::unique_ptr<PlaySession> session_;
    std::unique_ptr<State> shadow_;  // the position drawn last (the moves after it are drawn next)
    // A saved match's moves before the session's own (their players and descriptions), and
    // who played it (to name them in the move list).
    std::vector<ReplayMove> prefix_;
    std::array<bool, 2> prefixPersons_{false, false};
    std::array<AgentSpec, 2> prefixAgents_{};  // by seat
    std::vector<PlaySession::Choice> choices_;
    std::vector<int> choiceCells_;
    int hintCell_ = -1;
    size_t listed_ = 0;  // session moves shown in the history list
    MatchReplay anim_;   // the moves being drawn step by step
    int64_t animFrame_ = 0;
    size_t animBase_ = 0;  // moves before anim_'s first
    bool animating_ = false;
    bool paused_ = false;
    bool pieces_ = false;

    QLabel *cowries_ = nullptr;
    int cowriesShown_ = -1;
    QLabel *header_ = nullptr, *status_ = nullptr, *caption_ = nullptr, *throw_ = nullptr, *hint_ = nullptr, *end_ = nullptr,
           *speedLabel_ = nullptr, *rule_ = nullptr;
    QComboBox *seats_ = nullptr, *agent_ = nullptr;
    QSpinBox *seed_ = nullptr;
    BoardWidget *board_ = nullptr;
    QWidget *passRow_ = nullptr;  // moves that start at no cell (a pass), as buttons
    std::vector<QPushButton *> passButtons_;
    QListWidget *legal_ = nullptr, *history_ = nullptr;
    QPlainTextEdit *notes_ = nullptr;
    QPushButton *newGame_ = nullptr, *undo_ = nullptr, *redo_ = nullptr, *hintButton_ = nullptr, *pause_ = nullptr,
                *save_ = nullptr, *replayButton_ = nullptr;
    QSlider *speed_ = nullptr;
    QCheckBox *showSteps_ = nullptr;
    QTimer *timer_ = nullptr;
};

}  // namespace rulelab
