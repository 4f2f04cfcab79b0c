#include "play_view.h"

#include "field_sheet.h"

#include "board_widget.h"
#include "experiment/display_names.h"
#include "experiment/glossary.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "sources_view.h"  // pluginText

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QPainter>
#include <QPixmap>
#include <QRegularExpression>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
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

namespace {

const QStringList kAgentPresets{QStringLiteral("random"),    QStringLiteral("greedy"),   QStringLiteral("mcts:200"),
                                QStringLiteral("mcts:1000"), QStringLiteral("search:2"), QStringLiteral("search:4")};

// A wait cursor while an agent or a hint thinks.
struct WaitCursor {
    WaitCursor() { QApplication::setOverrideCursor(Qt::WaitCursor); }
    ~WaitCursor() { QApplication::restoreOverrideCursor(); }
    WaitCursor(const WaitCursor &) = delete;
    WaitCursor &operator=(const WaitCursor &) = delete;
};

// The hint's agent: a depth-4 search, at most 200,000 positions per hint (well under a second).
AgentSpec hintAgent() {
    AgentSpec spec;
    spec.kind = AgentSpec::Search;
    spec.strength = 4;
    spec.nodes = 200000;
    return spec;
}

// The cell a move starts from: the first cell its trace lifts counters from or moves a piece
// from (-1: none, e.g. a pass).
int startCell(const State &state, Move move, const BoardView &board) {
    auto s = state.clone();
    Trace trace;
    s->apply(move, &trace);
    for (const MicroStep &step : trace)
        if ((step.kind == StepKind::Lift || step.kind == StepKind::Move) && step.cell >= 0) {
            for (const auto &c : board.cells)
                if (c.id == step.cell) return c.id;
            return -1;
        }
    return -1;
}

// The mouths up of a throw described as "throw: N (name)" (Bheri Bakri's cowries), else -1.
int cowriesUp(const std::string &description) {
    static const QRegularExpression re(QStringLiteral("^throw: ([0-4]) \\("));
    const QRegularExpressionMatch m = re.match(q(description));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// `total` cowries side by side, `up` of them mouth up (the slit with its teeth), the others
// showing their humped, spotted backs.
QPixmap cowriePixmap(int up, int total, int height) {
    const double h = std::max(16, height), w = h * 0.62, gap = h * 0.18;
    QPixmap pm(QSize(static_cast<int>(total * w + (total - 1) * gap + 2), static_cast<int>(h + 2)));
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < total; ++i) {
        const QRectF shell(1 + i * (w + gap), 1, w, h);
        p.setPen(QPen(QColor(0x8a, 0x6d, 0x3b), 1.2));
        p.setBrush(i < up ? QColor(0xf6, 0xee, 0xda) : QColor(0xe4, 0xc9, 0x93));
        p.drawEllipse(shell);
        if (i < up) {  // mouth up: the slit and its teeth
            const double cx = shell.center().x();
            p.setPen(QPen(QColor(0x4a, 0x3a, 0x22), 1.6));
            p.drawLine(QPointF(cx, shell.top() + h * 0.15), QPointF(cx, shell.bottom() - h * 0.15));
            p.setPen(QPen(QColor(0x4a, 0x3a, 0x22), 1));
            for (int t = 1; t < 6; ++t) {
                const double y = shell.top() + h * (0.15 + 0.7 * t / 6.0);
                p.drawLine(QPointF(cx - w * 0.12, y), QPointF(cx + w * 0.12, y));
            }
        } else {  // mouth down: the back, with a few spots
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0xb0, 0x8a, 0x50));
            for (const auto &[dx, dy] : {std::pair{0.35, 0.3}, {0.6, 0.45}, {0.4, 0.65}})
                p.drawEllipse(QPointF(shell.left() + w * dx, shell.top() + h * dy), w * 0.07, w * 0.07);
        }
    }
    return pm;
}

// A plugin's description with a capital first letter, as a line of its own ("Throw: 3 (tin)").
QString sentence(const std::string &text) {
    QString s = moveText(text);
    if (!s.isEmpty()) s[0] = s[0].toUpper();
    return s;
}

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

    // The setup, in two short rows (the tab must fit a 1366-pixel screen beside the docks).
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
    agent_->addItems(kAgentPresets);
    agent_->setCurrentText(QStringLiteral("greedy"));
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

    auto *split = new QSplitter(Qt::Horizontal);
    auto *left = new QWidget;
    auto *ll = new QVBoxLayout(left);
    ll->setContentsMargins(0, 0, 0, 0);
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
    auto *passLayout = new QHBoxLayout(passRow_);
    passLayout->setContentsMargins(0, 0, 0, 0);
    passLayout->addStretch(1);
    passRow_->hide();
    ll->addWidget(passRow_);
    end_ = wrapped(new QLabel);
    end_->setObjectName(QStringLiteral("playEnd"));
    end_->setFrameShape(QFrame::StyledPanel);
    end_->setMargin(4);
    end_->hide();
    ll->addWidget(end_);

    // Buttons in rows of three or four.
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
    speedRow->addWidget(new QLabel(tr("Speed")));
    speed_ = new QSlider(Qt::Horizontal);
    speed_->setRange(1, 100);
    speed_->setValue(8);
    speed_->setFocusPolicy(Qt::NoFocus);
    speed_->setToolTip(tr("Steps (or, watching two agents, moves) per second"));
    speed_->setMaximumWidth(120);
    speedRow->addWidget(speed_);
    speedLabel_ = new QLabel;
    speedRow->addWidget(speedLabel_);
    speedRow->addStretch(1);
    ll->addLayout(speedRow);
    split->addWidget(left);

    auto *right = new QSplitter(Qt::Vertical);
    auto titled = [&](const QString &title, QWidget *w) {
        auto *box = new QWidget;
        auto *l = new QVBoxLayout(box);
        l->setContentsMargins(0, 0, 0, 0);
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
    notes_->setPlaceholderText(tr("What you notice while playing: a rule that feels wrong, a position to look at again..."));
    notes_->setToolTip(tr("Saved with the game (Save game...) and opened with it"));
    titled(tr("Notes for the field sheet"), notes_);
    right->setMinimumWidth(200);
    split->addWidget(right);
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

PlayView::~PlayView() = default;

bool PlayView::fail(const QString &title, const QString &text) {
    lastError_ = text;
    status_->setText(text);
    if (!quiet_) QMessageBox::warning(this, title, text);
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
    if (hasReading_) {
        const auto &names = prepared_.game->info().playerNames;
        if (seat >= 0 && seat < static_cast<int>(names.size())) return q(names[static_cast<size_t>(seat)]);
    }
    return tr("seat %1").arg(seat + 1);
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
    QString text = tr("%1, %2").arg(pluginText(info.id, info.name), pluginText(info.id, r.name.empty() ? r.id : r.name));
    if (session_) {
        auto who = [this](int seat) {
            return session_->config().person[static_cast<size_t>(seat)] ? tr("you") : q(session_->config().agent.text());
        };
        text += QLatin1Char('\n') + tr("%1: %2; %3: %4 (seed %5)")
                                        .arg(seatName(0), who(0), seatName(1), who(1), QString::number(session_->config().seed));
    }
    header_->setText(text);
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
    const QString text = agent_->currentText().trimmed();
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

// ---- moves ----

void PlayView::refreshChoices() {
    choices_.clear();
    choiceCells_.clear();
    legal_->clear();
    for (QPushButton *b : passButtons_) {
        b->hide();
        b->deleteLater();  // one of them may be the button being clicked
    }
    passButtons_.clear();
    passRow_->hide();
    if (!session_ || session_->personToMove() < 0) return;
    choices_ = session_->legalMoves();
    const State &state = session_->state();
    const BoardView board = state.boardView();
    QStringList items;
    for (size_t i = 0; i < choices_.size(); ++i) {
        const int cell = startCell(state, choices_[i].move, board);
        choiceCells_.push_back(cell);
        items << QString::number(i + 1) + QStringLiteral(". ") + moveText(choices_[i].text);
        if (cell >= 0) continue;
        // A move that starts at no cell (a pass): a button of its own.
        const QString text = moveText(choices_[i].text);
        auto *b = new QPushButton(fontMetrics().elidedText(text, Qt::ElideRight, 220));
        b->setToolTip(text);
        b->setFocusPolicy(Qt::NoFocus);
        const Move move = choices_[i].move;
        connect(b, &QPushButton::clicked, this, [this, move] {
            for (size_t k = 0; k < choices_.size(); ++k)
                if (choices_[k].move == move) playMoveNumber(static_cast<int>(k));
        });
        static_cast<QHBoxLayout *>(passRow_->layout())->insertWidget(static_cast<int>(passButtons_.size()), b);
        passButtons_.push_back(b);
    }
    legal_->addItems(items);
    passRow_->setVisible(!passButtons_.empty());
}

std::vector<int> PlayView::highlightedCells() const {
    std::vector<int> cells;
    if (animating_) return cells;
    for (int c : choiceCells_)
        if (c >= 0 && std::find(cells.begin(), cells.end(), c) == cells.end()) cells.push_back(c);
    std::sort(cells.begin(), cells.end());
    return cells;
}

std::vector<int> PlayView::movesAt(int cellId) const {
    std::vector<int> out;
    for (size_t i = 0; i < choiceCells_.size(); ++i)
        if (choiceCells_[i] == cellId && cellId >= 0) out.push_back(static_cast<int>(i));
    return out;
}

bool PlayView::playMoveAt(int cellId) {
    finishAnimation();
    if (!session_) return note(tr("Start a game first (New game)."));
    if (session_->finished()) return note(tr("The game is over: start a new game."));
    if (session_->personToMove() < 0) return note(tr("It is not your turn."));
    const std::vector<int> indices = movesAt(cellId);
    if (indices.empty()) {
        QString label = QString::number(cellId);
        for (const auto &c : board_->frame().board.cells)
            if (c.id == cellId) label = q(c.label);
        return note(tr("No legal move starts at %1: choose a ringed cell.").arg(label));
    }
    if (indices.size() == 1) return playChoice(indices.front());
    offerMenu(cellId, indices);
    return false;
}

void PlayView::offerMenu(int cellId, const std::vector<int> &indices) {
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->setObjectName(QStringLiteral("playMoveMenu"));
    for (int i : indices) {
        const Move move = choices_[static_cast<size_t>(i)].move;
        menu->addAction(moveText(choices_[static_cast<size_t>(i)].text), this, [this, move] {
            for (size_t k = 0; k < choices_.size(); ++k)
                if (choices_[k].move == move) playMoveNumber(static_cast<int>(k));
        });
    }
    status_->setText(tr("Several moves start there: choose one."));
    menu->popup(board_->mapToGlobal(board_->cellCentre(cellId).toPoint()));
}

bool PlayView::playMoveNumber(int index) {
    finishAnimation();
    if (index < 0 || index >= static_cast<int>(choices_.size())) {
        if (!session_) return note(tr("Start a game first (New game)."));
        return note(tr("There is no legal move %1.").arg(index + 1));
    }
    return playChoice(index);
}

bool PlayView::playChoice(int index) {
    if (!session_) return note(tr("Start a game first (New game)."));
    if (session_->finished()) return note(tr("The game is over: start a new game."));
    if (session_->personToMove() < 0) return note(tr("It is not your turn."));
    if (index < 0 || index >= static_cast<int>(choices_.size())) return note(tr("There is no legal move %1.").arg(index + 1));
    const size_t from = session_->history().size();
    std::string err;
    if (!session_->play(choices_[static_cast<size_t>(index)].move, err)) return fail(tr("Cannot play"), q(err));
    hintCell_ = -1;
    hint_->clear();
    hint_->hide();
    lastError_.clear();
    {
        WaitCursor wait;
        session_->advance();  // the agent's replies and the throws, up to the next person move
    }
    showNewMoves(from);
    return true;
}

bool PlayView::undo() {
    finishAnimation();
    if (!session_ || !session_->canUndo()) return note(tr("Nothing to undo."));
    session_->undo();
    resync();
    return true;
}

bool PlayView::redo() {
    finishAnimation();
    if (!session_ || !session_->canRedo()) return note(tr("Nothing to redo."));
    const size_t from = session_->history().size();
    session_->redo();
    hintCell_ = -1;
    hint_->hide();
    showNewMoves(from);
    return true;
}

void PlayView::resync() {
    shadow_ = session_->state().clone();
    hintCell_ = -1;
    hint_->clear();
    hint_->hide();
    rebuildHistory();
    refreshChoices();
    showPosition();
    updateControls();
}

bool PlayView::hint() {
    finishAnimation();
    if (!session_ || session_->personToMove() < 0) return note(tr("A hint is given when it is your turn."));
    PlaySession::Choice choice;
    std::string err;
    bool ok = false;
    {
        WaitCursor wait;
        ok = session_->hint(hintAgent(), choice, err);
    }
    if (!ok) return fail(tr("No hint"), q(err));
    hintCell_ = -1;
    for (size_t i = 0; i < choices_.size(); ++i)
        if (choices_[i].move == choice.move) {
            hintCell_ = choiceCells_[i];
            legal_->setCurrentRow(static_cast<int>(i));
        }
    const PlaySession::Evaluation ev = session_->evaluate(choice.move);
    hint_->setText(tr("Hint: %1 (after it, you win %2% of %3 random games)")
                       .arg(moveText(choice.text))
                       .arg(qRound(ev.share * 100))
                       .arg(ev.playouts));
    hint_->show();
    board_->setChoices(highlightedCells(), hintCell_);
    return true;
}

void PlayView::togglePause() {
    if (!isWatching()) return;
    paused_ = !paused_;
    if (paused_) timer_->stop();
    else if (!session_->finished() || animating_) timer_->start();
    if (animating_) status_->setText(paused_ ? tr("Paused: press Continue to go on.") : QString());
    else showPosition();
    updateControls();
}

// ---- drawing the moves ----

void PlayView::showNewMoves(size_t from) {
    const auto &h = session_->history();
    appendHistory(from);
    if (from >= h.size()) {
        refreshChoices();
        showPosition();
        updateControls();
        return;
    }
    // The moves as a small match from the position drawn last, with their micro-steps.
    anim_ = MatchReplay{};
    anim_.playerNames = prepared_.game->info().playerNames;
    anim_.start = shadow_->boardView();
    for (size_t i = from; i < h.size(); ++i) {
        ReplayMove m;
        m.move = h[i].move;
        m.player = h[i].player;
        m.description = h[i].description;
        shadow_->apply(m.move, &m.steps);
        m.after = shadow_->boardView();
        anim_.moves.push_back(std::move(m));
    }
    finalizeReplay(anim_);
    if (shadow_->key() != session_->state().key()) shadow_ = session_->state().clone();  // never expected
    animBase_ = prefix_.size() + from;
    refreshChoices();
    if (showSteps_->isChecked() && anim_.frameCount() > 2) {
        animating_ = true;
        animFrame_ = 1;
        showAnimationFrame();
        timer_->start();
    } else {
        animating_ = false;
        showPosition();
        if (!isWatching() || paused_) timer_->stop();
    }
    updateControls();
}

void PlayView::tick() {
    if (animating_) {
        ++animFrame_;
        if (animFrame_ >= anim_.frameCount() - 1) finishAnimation();
        else showAnimationFrame();
        return;
    }
    if (isWatching() && !paused_ && !session_->finished()) {
        const size_t from = session_->history().size();
        {
            WaitCursor wait;
            session_->advance(1);
        }
        showNewMoves(from);
        return;
    }
    timer_->stop();
    updateControls();
}

void PlayView::finishAnimation() {
    if (!animating_) return;
    animating_ = false;
    if (!isWatching() || paused_) timer_->stop();
    showPosition();
    updateControls();
}

void PlayView::showAnimationFrame() {
    const ReplayFrame f = replayFrame(anim_, animFrame_);
    board_->setFrame(f, anim_.playerNames, pieces_);
    board_->setChoices({}, -1);
    // The caption numbers the moves of the whole game, not of the moves drawn.
    QString caption = captionText(f.caption);
    const qsizetype dot = caption.indexOf(QStringLiteral(". "));
    if (f.move >= 0 && dot > 0) caption = QString::number(animBase_ + static_cast<size_t>(f.move) + 1) + caption.mid(dot);
    caption_->setText(caption);
    throw_->hide();
    end_->hide();
}

void PlayView::showPosition() {
    if (!session_) {
        board_->setFrame(ReplayFrame{}, {}, false);
        board_->setChoices({}, -1);
        caption_->clear();
        throw_->hide();
        end_->hide();
        status_->setText(hasReading_ ? QString() : tr("No game yet."));
        return;
    }
    ReplayFrame f;
    f.board = session_->state().boardView();
    board_->setFrame(f, prepared_.game->info().playerNames, pieces_);
    board_->setChoices(highlightedCells(), hintCell_);
    const auto &h = session_->history();
    const size_t total = prefix_.size() + h.size();
    const std::string *last = nullptr;
    int lastPlayer = -1;
    if (!h.empty()) {
        last = &h.back().description;
        lastPlayer = h.back().player;
    } else if (!prefix_.empty()) {
        last = &prefix_.back().description;
        lastPlayer = prefix_.back().player;
    }
    caption_->setText(last ? QString::number(total) + QStringLiteral(". ") + q(*last) : tr("Start"));
    // A throw (or another chance move) just made: shown as a line of its own, before the move it allows.
    const bool chance = last && lastPlayer == kChancePlayer && !session_->finished();
    throw_->setText(chance ? sentence(*last) : QString());
    throw_->setVisible(chance);
    const int up = chance ? cowriesUp(*last) : -1;
    cowriesShown_ = up;
    if (up >= 0) cowries_->setPixmap(cowriePixmap(up, 4, fontMetrics().height() * 2));
    cowries_->setVisible(up >= 0);
    const int p = session_->personToMove();
    if (session_->finished()) {
        status_->setText(tr("The game is over."));
    } else if (p >= 0) {
        const bool hotSeat = session_->config().person[0] && session_->config().person[1];
        status_->setText(hotSeat
                             ? tr("%1 to move: click a ringed cell, or double-click a move in the list.").arg(seatName(p))
                             : tr("Your move (%1): click a ringed cell, or double-click a move in the list.").arg(seatName(p)));
    } else if (isWatching()) {
        status_->setText(paused_ ? tr("Paused: press Continue to go on.")
                                 : tr("Two agents (%1) are playing.").arg(q(session_->config().agent.text())));
    } else {
        status_->clear();
    }
    end_->setVisible(session_->finished());
    if (session_->finished()) end_->setText(endText());
}

QString PlayView::endText() const {
    const State &s = session_->state();
    const std::array<int, 2> scores = s.scores();
    const auto &person = session_->config().person;
    const bool onePerson = person[0] != person[1];
    const int me = person[0] ? 0 : 1;
    QString result;
    switch (s.result()) {
    case Result::Win0:
    case Result::Win1: {
        const int winner = s.result() == Result::Win0 ? 0 : 1;
        if (onePerson && winner == me) result = tr("You won (%1).").arg(seatName(winner));
        else if (onePerson) result = tr("%1 won (the agent, %2).").arg(seatName(winner), q(session_->config().agent.text()));
        else result = tr("%1 won.").arg(seatName(winner));
        break;
    }
    case Result::Draw: result = tr("A draw."); break;
    default: result = tr("No winner: the game was left undecided."); break;
    }
    result += QLatin1Char(' ') + tr("Scores: %1 %2, %3 %4.").arg(seatName(0)).arg(scores[0]).arg(seatName(1)).arg(scores[1]);
    const EndReason reason = s.endReason();
    const QString why = glossaryExplanation(endReasonKey(reason));
    result += QLatin1Char('\n') + (why.isEmpty() ? tr("Why it ended: %1.").arg(endReasonName(reason))
                                                 : tr("Why it ended: %1. %2").arg(endReasonName(reason), why));
    MatchRecord rec;
    rec.endReason = reason;
    rec.progress = s.progress();
    rec.settleEnd();
    const std::string by = endedByKey(rec.endedBy);
    result += QLatin1Char('\n') + tr("How it ended: %1. %2").arg(endedByName(by), glossaryExplanation(by));
    return result.trimmed();
}

// ---- lists ----

QString PlayView::whoText(const PlayedMove &m) const {
    if (m.player == kChancePlayer) return tr("chance");
    if (m.byPerson) return tr("you");
    return q(session_->config().agent.text());
}

QString PlayView::historyLine(size_t number, const QString &who, int player, const std::string &description) const {
    // A chance move whose text already says so ("chance: South starts", "throw: 3 (tin)") is not
    // prefixed with "chance" again.
    if (player == kChancePlayer && chanceTextSaysSo(description)) return tr("%1. %2").arg(number).arg(moveText(description));
    return tr("%1. %2: %3").arg(number).arg(who, moveText(description));
}

void PlayView::rebuildHistory() {
    history_->clear();
    listed_ = 0;
    for (size_t i = 0; i < prefix_.size(); ++i) {
        const ReplayMove &m = prefix_[i];
        QString who;
        if (m.player == kChancePlayer) who = tr("chance");
        else if (m.player >= 0 && m.player < 2 && prefixPersons_[static_cast<size_t>(m.player)]) who = tr("you");
        else if (m.player >= 0 && m.player < 2) who = q(prefixAgents_[static_cast<size_t>(m.player)].text());
        auto *item = new QListWidgetItem(historyLine(i + 1, who, m.player, m.description), history_);
        item->setForeground(m.player >= 0 ? seatColor(m.player) : QColor(0x60, 0x60, 0x60));
    }
    if (session_) appendHistory(0);
}

void PlayView::appendHistory(size_t from) {
    if (!session_) return;
    const auto &h = session_->history();
    if (from != listed_ || from > h.size()) {  // out of step (never expected): the whole list again
        rebuildHistory();
        return;
    }
    for (size_t i = from; i < h.size(); ++i) {
        const PlayedMove &m = h[i];
        auto *item = new QListWidgetItem(historyLine(prefix_.size() + i + 1, whoText(m), m.player, m.description), history_);
        item->setForeground(m.player >= 0 ? seatColor(m.player) : QColor(0x60, 0x60, 0x60));
    }
    listed_ = h.size();
    if (history_->count() > 0) history_->scrollToBottom();
}

void PlayView::updateControls() {
    const bool game = session_ != nullptr;
    undo_->setEnabled(game && session_->canUndo());
    redo_->setEnabled(game && session_->canRedo());
    hintButton_->setEnabled(game && session_->personToMove() >= 0);
    pause_->setEnabled(isWatching() && !session_->finished());
    pause_->setText(paused_ ? tr("Continue") : tr("Pause"));
    save_->setEnabled(game);
    replayButton_->setEnabled(game);
}

// ---- files ----

MatchReplay PlayView::currentMatch() const {
    if (!session_) return {};
    MatchReplay r = session_->toReplay();
    r.notes = notes_->toPlainText().toStdString();
    return r;
}

bool PlayView::saveGame(const QString &path) {
    if (!session_) return fail(tr("Cannot save the game"), tr("There is no game yet: start one with New game."));
    std::string err;
    if (!saveMatchFile(path, currentMatch(), err)) return fail(tr("Cannot save the game"), q(err));
    status_->setText(tr("Game saved to %1.").arg(path));
    emit matchFileUsed(path);
    return true;
}

bool PlayView::openGame(const QString &path) {
    MatchReplay r;
    std::string err;
    if (!loadMatchFile(path, r, err)) return fail(tr("Cannot open the game"), q(err));
    if (!registry_.find(r.gameId))
        return fail(tr("Cannot open the game"), tr("The game '%1' is not installed.").arg(q(r.gameId)));
    PreparedReading pr;
    InputError kind = InputError::None;
    if (!prepareReading(registry_, readingOfReplay(r), {}, Limits{}, pr, err, kind))
        return fail(tr("Cannot open the game"), tr("%1: %2").arg(path, q(err.substr(0, err.find('\n')))));
    // The seats a person played; a simulated match (no person) is taken over as the seats box says.
    PlayConfig config;
    if (!configFromControls(config)) return false;
    if (r.persons[0] || r.persons[1]) config.person = r.persons;
    std::array<AgentSpec, 2> bySeat = r.agents;  // agent A plays seat 0 unless swapped
    if (r.swapped) std::swap(bySeat[0], bySeat[1]);
    config.agent = !config.person[0] ? bySeat[0] : !config.person[1] ? bySeat[1] : config.agent;
    config.seed = r.seed;
    auto session = std::make_unique<PlaySession>(pr.game, r.readingId, pr.options.values(), config);
    if (!session->startAfter(replayMovePrefix(r, r.moves.size()), err))
        return fail(tr("Cannot open the game"), tr("%1: %2").arg(path, q(err)));
    prepared_ = std::move(pr);
    hasReading_ = true;
    prefix_ = r.moves;
    prefixPersons_ = r.persons;
    prefixAgents_ = bySeat;
    if (!r.notes.empty()) notes_->setPlainText(q(r.notes));
    // The controls show the game's set-up, so that New game plays it again.
    seats_->setCurrentIndex(config.person[0] && config.person[1] ? BothSeats
                            : config.person[0]                   ? FirstSeat
                            : config.person[1]                   ? SecondSeat
                                                                 : NoSeat);
    agent_->setCurrentText(q(config.agent.text()));
    if (config.seed <= static_cast<uint64_t>(INT_MAX)) seed_->setValue(static_cast<int>(config.seed));
    updateSeatNames();
    startSession(std::move(session));
    emit matchFileUsed(path);
    return true;
}

bool PlayView::openInReplay() {
    if (!session_) return fail(tr("Open in Replay"), tr("There is no game yet: start one with New game."));
    emit replayRequested(currentMatch());
    return true;
}

bool PlayView::saveFieldSheet(const QString &path) {
    if (!session_) return fail(tr("Cannot write the field sheet"), tr("There is no game yet: start one with New game."));
    QString err;
    const LoadedGame *g = registry_.find(prepared_.game->info().id);
    if (!writeFieldSheet(path, currentMatch(), g ? &g->plugin->info() : nullptr, notes_->toPlainText(), err))
        return fail(tr("Cannot write the field sheet"), err);
    status_->setText(tr("Field sheet written to %1.").arg(path));
    return true;
}

void PlayView::fieldSheetDialog() {
    if (!session_) return;
    const QString f = QFileDialog::getSaveFileName(
        this, tr("Field sheet"), QStringLiteral("%1-%2-sheet.pdf").arg(q(prepared_.game->info().id), q(prepared_.reading.id)),
        tr("PDF files (*.pdf)"));
    if (!f.isEmpty()) saveFieldSheet(f);
}

void PlayView::saveDialog() {
    if (!session_) return;
    const QString f = QFileDialog::getSaveFileName(
        this, tr("Save game"), QStringLiteral("%1-%2-played.json").arg(q(prepared_.game->info().id), q(prepared_.reading.id)),
        tr("Match files (*.json)"));
    if (!f.isEmpty()) saveGame(f);
}

void PlayView::openDialog() {
    const QString f = QFileDialog::getOpenFileName(this, tr("Open game"), QString(), tr("Match files (*.json)"));
    if (!f.isEmpty()) openGame(f);
}

}  // namespace rulelab
