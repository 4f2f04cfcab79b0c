// The Play tab's widgets and session (play_view.h); its moves, drawing and files are in
// play_view_moves.cpp, play_view_drawing.cpp and play_view_files.cpp.
#include "play_view.h"
#include "shown_text.h"
#include "play_view_parts.h"

#include "field_sheet.h"
#include "board_widget.h"
#include "experiment/display_names.h"
#include "experiment/outcome_text.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "sources_view.h"  // pluginText
#include "widget_rows.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <utility>

namespace rulelab {

using play_parts::WaitCursor;

namespace {

const QStringList kAgentPresets{QStringLiteral("random"),    QStringLiteral("greedy"),   QStringLiteral("mcts:200"),
                                QStringLiteral("mcts:1000"), QStringLiteral("search:2"), QStringLiteral("search:4")};

QLabel *wrapped(QLabel *label) {
    label->setWordWrap(true);
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

}  // namespace

PlayView::PlayView(const PluginRegistry &registry, QWidget *parent) : QWidget(parent), registry_(registry) {
    setObjectName(QStringLiteral("playView"));
    auto *outer = new QVBoxLayout(this);
    header_ = wrapped(new QLabel);
    header_->setObjectName(QStringLiteral("playHeader"));
    outer->addWidget(header_);
    buildSetup(outer);

    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(buildBoardColumn());
    split->addWidget(buildLists());
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({700, 300});
    outer->addWidget(split, 1);

    timer_ = new QTimer(this);
    connect(timer_, &QTimer::timeout, this, [this] { tick(); });
    auto setSpeed = [this](int v) {
        timer_->setInterval(1000 / std::max(1, v));
        speedLabel_->setText(tr("%1/s").arg(v));
    };
    connect(speed_, &QSlider::valueChanged, this, setSpeed);
    setSpeed(speed_->value());

    updateSeatNames();
    updateHeader();
    showPosition();
    updateControls();
}

// The setup, in two short rows (the tab must fit a 1366-pixel screen beside the docks).
void PlayView::buildSetup(QVBoxLayout *outer) {
    auto *setup = new QGridLayout;
    seats_ = new QComboBox;
    seats_->setObjectName(QStringLiteral("playSeats"));
    seats_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    seats_->setMinimumContentsLength(14);
    seats_->setToolTip(tr("Which seats you play; the agent plays the others. Takes effect with New game."));
    for (int i = 0; i < 4; ++i) seats_->addItem(QString());
    newGame_ = new QPushButton(tr("&New game"));
    newGame_->setToolTip(tr("Start the reading again with these seats, agent and seed"));
    connect(newGame_, &QPushButton::clicked, this, [this] { newGame(); });
    agent_ = new QComboBox;
    agent_->setObjectName(QStringLiteral("playAgent"));
    agent_->setEditable(true);
    addAgentPresets(agent_, kAgentPresets);  // in words; a spec may be typed
    showAgentSpec(agent_, QStringLiteral("greedy"));
    agent_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    agent_->setMinimumContentsLength(9);
    agent_->setToolTip(tr("The agent of the seats you do not play: random, greedy, mcts:PLAYOUTS or search:DEPTH"));
    seed_ = new QSpinBox;
    seed_->setRange(0, INT_MAX);
    seed_->setValue(1);
    seed_->setToolTip(tr("The game's seed: the agent's choices and the throws follow from it and your moves"));
    auto *seatsLabel = new QLabel(tr("You play:"));
    seatsLabel->setBuddy(seats_);
    auto *agentLabel = new QLabel(tr("Agent:"));
    agentLabel->setBuddy(agent_);
    auto *seedLabel = new QLabel(tr("Seed:"));
    seedLabel->setBuddy(seed_);
    setup->addWidget(seatsLabel, 0, 0);
    setup->addWidget(seats_, 0, 1, 1, 3);
    setup->addWidget(newGame_, 0, 4);
    setup->addWidget(agentLabel, 1, 0);
    setup->addWidget(agent_, 1, 1);
    setup->addWidget(seedLabel, 1, 2);
    setup->addWidget(seed_, 1, 3);
    setup->setColumnStretch(1, 1);
    outer->addLayout(setup);
}

// The board, the lines below it, the buttons and the speed.
QWidget *PlayView::buildBoardColumn() {
    auto *left = new QWidget;
    auto *ll = marginlessLayout<QVBoxLayout>(left);
    board_ = new BoardWidget;
    board_->setToolTip(tr("Click a ringed cell to play the move that starts there"));
    connect(board_, &BoardWidget::cellClicked, this, [this](int cellId) {
        if (animating_) {  // a click while a sowing is drawn: its end at once
            finishAnimation();
            return;
        }
        playMoveAt(cellId);
    });
    ll->addWidget(board_, 1);
    caption_ = wrapped(new QLabel);
    caption_->setObjectName(QStringLiteral("playCaption"));
    ll->addWidget(caption_);
    // The rule terms of the caption and of the rule line link to the Glossary.
    const auto openTerm = [this](const QString &id) { emit glossaryRequested(id); };
    openGlossaryLinks(caption_, openTerm);
    rule_ = wrapped(new QLabel);
    rule_->setObjectName(QStringLiteral("playRule"));
    rule_->setToolTip(tr("The rule the move shown followed in this reading, and the passages it rests on (Sources panel)"));
    openGlossaryLinks(rule_, openTerm);
    rule_->setMinimumHeight(2 * rule_->fontMetrics().lineSpacing());  // most rules take two lines
    rule_->hide();
    ll->addWidget(rule_);
    throw_ = wrapped(new QLabel);
    throw_->setObjectName(QStringLiteral("playThrow"));
    QFont bold = throw_->font();
    bold.setBold(true);
    throw_->setFont(bold);
    throw_->hide();
    // The cowries of a throw, drawn: as many mouths up as the throw counts, the rest mouth down.
    cowries_ = new QLabel;
    cowries_->setObjectName(QStringLiteral("playCowries"));
    cowries_->hide();
    auto *throwRow = new QHBoxLayout;
    throwRow->addWidget(cowries_);
    throwRow->addWidget(throw_, 1);
    ll->addLayout(throwRow);
    status_ = wrapped(new QLabel);
    status_->setObjectName(QStringLiteral("playStatus"));
    ll->addWidget(status_);
    hint_ = wrapped(new QLabel);
    hint_->setObjectName(QStringLiteral("playHint"));
    hint_->hide();
    ll->addWidget(hint_);
    passRow_ = new QWidget;
    auto *passLayout = marginlessLayout<QHBoxLayout>(passRow_);
    passLayout->addStretch(1);
    passRow_->hide();
    ll->addWidget(passRow_);
    end_ = wrapped(new QLabel);
    end_->setObjectName(QStringLiteral("playEnd"));
    end_->setFrameShape(QFrame::StyledPanel);
    end_->setMargin(4);
    end_->hide();
    ll->addWidget(end_);
    buildControls(ll);
    return left;
}

// Buttons in rows of three or four, then the speed.
void PlayView::buildControls(QVBoxLayout *ll) {
    auto *controls = new QGridLayout;
    auto button = [&](const QString &text, const QString &tip, int row, int col, auto fn) {
        auto *b = new QPushButton(text);
        b->setToolTip(tip);
        b->setFocusPolicy(Qt::NoFocus);
        connect(b, &QPushButton::clicked, this, fn);
        controls->addWidget(b, row, col);
        return b;
    };
    undo_ = button(tr("Undo"), tr("Take back your last move and the moves after it (Ctrl+Z)"), 0, 0, [this] { undo(); });
    undo_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    redo_ = button(tr("Redo"), tr("Play the move taken back again, with the same replies and throws (Ctrl+Shift+Z)"), 0, 1,
                   [this] { redo(); });
    redo_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    hintButton_ = button(tr("Hint"), tr("What a search four moves deep would play here (its start is ringed in gold)"), 0, 2,
                         [this] { hint(); });
    pause_ = button(tr("Pause"), tr("Stop or resume the two agents"), 0, 3, [this] { togglePause(); });
    save_ = button(tr("Save game..."), tr("Save the game as a match file, with your seats and notes"), 1, 0,
                   [this] { saveDialog(); });
    button(tr("Open game..."), tr("Open a saved match and play on from its last position"), 1, 1, [this] { openDialog(); });
    replayButton_ = button(tr("Open in Replay"), tr("Watch the game so far step by step in the Replay tab"), 1, 2,
                           [this] { openInReplay(); });
    button(tr("Field sheet..."),
           tr("One printable page (PDF): the reading's options in words, the moves, the result and your notes"), 1, 3,
           [this] { fieldSheetDialog(); });
    ll->addLayout(controls);

    auto *speedRow = new QHBoxLayout;
    showSteps_ = new QCheckBox(tr("Show each step"));
    showSteps_->setChecked(true);
    showSteps_->setToolTip(tr("Draw every sowing and move counter by counter; off: the board after the move at once"));
    connect(showSteps_, &QCheckBox::toggled, this, [this](bool on) {
        if (!on) finishAnimation();
    });
    speedRow->addWidget(showSteps_);
    speedRow->addSpacing(8);
    speed_ = newSpeedSlider(100, 8, tr("Steps (or, watching two agents, moves) per second"));
    addLabelled(speedRow, tr("Speed"), speed_);
    speedLabel_ = new QLabel;
    speedRow->addWidget(speedLabel_);
    speedRow->addStretch(1);
    ll->addLayout(speedRow);
}

// The legal moves, the moves so far and the notes, one above the other.
QWidget *PlayView::buildLists() {
    auto *right = new QSplitter(Qt::Vertical);
    auto titled = [&](const QString &title, QWidget *w) {
        auto *box = new QWidget;
        auto *l = marginlessLayout<QVBoxLayout>(box);
        auto *label = wrapped(new QLabel(title));
        label->setBuddy(w);
        l->addWidget(label);
        l->addWidget(w, 1);
        right->addWidget(box);
    };
    legal_ = new QListWidget;
    legal_->setObjectName(QStringLiteral("playLegalMoves"));
    legal_->setToolTip(tr("Double-click a move, or select it and press Enter, to play it"));
    connect(legal_, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) { playMoveNumber(legal_->row(item)); });
    titled(tr("&Legal moves"), legal_);
    history_ = new QListWidget;
    history_->setObjectName(QStringLiteral("playHistory"));
    history_->setUniformItemSizes(true);
    titled(tr("Moves so far"), history_);
    notes_ = new QPlainTextEdit;
    notes_->setObjectName(QStringLiteral("playNotes"));
    followTextDirection(notes_->document());
    notes_->setPlaceholderText(tr("What you notice while playing: a rule that feels wrong, a position to look at again..."));
    notes_->setToolTip(tr("Saved with the game (Save game...) and opened with it"));
    titled(tr("Notes for the field sheet"), notes_);
    right->setMinimumWidth(200);
    return right;
}

PlayView::~PlayView() = default;

bool PlayView::fail(const QString &title, const QString &text) {
    status_->setText(text);
    warn(this, title, text);
    return false;
}

bool PlayView::note(const QString &text) {
    lastError_ = text;
    status_->setText(text);
    return false;
}

bool PlayView::isWatching() const { return session_ && !session_->config().person[0] && !session_->config().person[1]; }

bool PlayView::isBusy() const { return animating_ || (isWatching() && !paused_ && !session_->finished()); }

QString PlayView::seatName(int seat) const {
    return seatNameText(hasReading_ ? prepared_.game->info().playerNames : std::vector<std::string>{}, seat);
}

void PlayView::updateSeatNames() {
    seats_->setItemText(FirstSeat, tr("First seat (%1)").arg(seatName(0)));
    seats_->setItemText(SecondSeat, tr("Second seat (%1)").arg(seatName(1)));
    seats_->setItemText(BothSeats, tr("Both seats (hot seat)"));
    seats_->setItemText(NoSeat, tr("Neither (watch two agents)"));
}

void PlayView::updateHeader() {
    if (!hasReading_) {
        header_->setText(tr("Select a reading in Games and readings, then choose Run > Play This Reading... (Ctrl+P)."));
        return;
    }
    const GameInfo &info = prepared_.game->info();
    const Reading &r = prepared_.reading;
    QString text = tr("%1, %2").arg(isolated(pluginText(info.id, info.name)), isolated(pluginText(info.id, r.name.empty() ? r.id : r.name)));
    if (session_) {
        auto who = [this](int seat) {
            return session_->config().person[static_cast<size_t>(seat)] ? tr("you") : agentText(session_->config().agent);
        };
        text += QLatin1Char('\n') + tr("%1: %2; %3: %4 (seed %5)")
                                        .arg(seatName(0), who(0), seatName(1), who(1), QString::number(session_->config().seed));
    }
    header_->setText(shownLines(text));
    header_->setToolTip(q(r.id));
}

bool PlayView::setReading(const Reading &reading) {
    PreparedReading pr;
    std::string err;
    InputError kind = InputError::None;
    if (!prepareReading(registry_, reading, {}, Limits{}, pr, err, kind))
        return fail(tr("Cannot play this reading"), q(err.substr(0, err.find('\n'))));
    prepared_ = std::move(pr);
    hasReading_ = true;
    updateSeatNames();
    return newGame();
}

bool PlayView::configFromControls(PlayConfig &config) {
    const int seats = seats_->currentIndex();
    config.person = {seats == FirstSeat || seats == BothSeats, seats == SecondSeat || seats == BothSeats};
    const QString text = agentSpecOf(agent_);
    std::string err;
    if (!parseAgentSpec(text.toStdString(), config.agent, err))
        return fail(tr("Cannot start a game"),
                    tr("'%1' is not an agent: give random, greedy, mcts:PLAYOUTS or search:DEPTH (for example mcts:200 or "
                       "search:4).")
                        .arg(text));
    config.seed = static_cast<uint64_t>(seed_->value());
    return true;
}

bool PlayView::newGame() {
    if (!hasReading_)
        return fail(tr("Cannot start a game"),
                    tr("Select a reading in Games and readings first, then Run > Play This Reading..."));
    PlayConfig config;
    if (!configFromControls(config)) return false;
    prefix_.clear();
    prefixPersons_ = {false, false};
    startSession(std::make_unique<PlaySession>(prepared_.game, prepared_.reading.id, prepared_.options.values(), config));
    return true;
}

void PlayView::startSession(std::unique_ptr<PlaySession> session) {
    timer_->stop();
    animating_ = false;
    paused_ = false;
    session_ = std::move(session);
    shadow_ = session_->state().clone();
    const BoardView start = session_->state().boardView();
    pieces_ = !start.tracks.empty();
    for (const auto &c : start.cells) pieces_ = pieces_ || !c.pieces.empty();
    hintCell_ = -1;
    hint_->clear();
    hint_->hide();
    lastError_.clear();
    updateHeader();
    rebuildHistory();
    refreshChoices();
    showPosition();
    if (isWatching()) {
        timer_->start();  // one move a tick
    } else {
        // Chance (who starts, a throw) and the agent open when it is theirs.
        const size_t from = session_->history().size();
        {
            WaitCursor wait;
            session_->advance();
        }
        showNewMoves(from);
    }
    updateControls();
}

}  // namespace rulelab
