#include "replay_view.h"
#include "shown_text.h"

#include "plugin/file_access.h"
#include "plugin/qt_text.h"
#include "board_widget.h"
#include "experiment/display_names.h"
#include "experiment/experiment_runner.h"
#include "experiment/glossary.h"
#include "plugin/plugin_registry.h"
#include "experiment/prepared_reading.h"
#include "experiment/result_merge.h"
#include "widget_rows.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace rulelab {

namespace {
constexpr int kReadingRole = Qt::UserRole + 1;
constexpr int kIndexRole = Qt::UserRole + 2;
}  // namespace

ReplayView::ReplayView(const PluginRegistry &registry, QWidget *parent) : QWidget(parent), registry_(registry) {
    setObjectName(QStringLiteral("replayView"));
    setFocusPolicy(Qt::StrongFocus);
    auto *outer = new QVBoxLayout(this);
    header_ =
        new QLabel(tr("No match open: double-click an interesting match, or use Open match... "
                      "(or open a saved match)."));
    header_->setObjectName(QStringLiteral("replayHeader"));
    header_->setWordWrap(true);
    header_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    header_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    outer->addWidget(header_);

    auto *split = new QSplitter(Qt::Horizontal);
    auto *left = new QWidget;
    auto *ll = marginlessLayout<QVBoxLayout>(left);
    board_ = new BoardWidget;
    ll->addWidget(board_, 1);
    caption_ = new QLabel;
    caption_->setWordWrap(true);
    caption_->setObjectName(QStringLiteral("replayCaption"));
    // Its rule terms (bha, capture, relay, a throw's name), and the rule line's, link to the glossary.
    const auto openTerm = [this](const QString &id) { emit glossaryRequested(id); };
    openGlossaryLinks(caption_, openTerm);
    position_ = new QLabel;
    ll->addWidget(caption_);
    rule_ = new QLabel;
    rule_->setWordWrap(true);
    rule_->setObjectName(QStringLiteral("replayRule"));
    rule_->setToolTip(tr("The rule this step follows in the match's reading, and the passages it rests on (Sources panel)"));
    openGlossaryLinks(rule_, openTerm);
    rule_->hide();
    ll->addWidget(rule_);

    addStepControls(ll);
    addJumps(ll);
    addFileButtons(ll);
    split->addWidget(left);

    QSplitter *right = buildLists();
    split->addWidget(right);
    // The lists a third of the width: at 1366 x 768, between the two docks, the interesting
    // matches' kinds ("Longest", "Biggest upset") then read whole instead of as "Lon...".
    right->setMinimumWidth(240);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    split->setSizes({640, 320});
    outer->addWidget(split, 1);

    timer_ = new QTimer(this);
    connect(timer_, &QTimer::timeout, this, [this] {
        if (frame_ + 1 >= replay_.frameCount()) {
            togglePlay();
            return;
        }
        nextStep();
    });
    auto setSpeed = [this](int v) {
        timer_->setInterval(1000 / std::max(1, v));
        speedLabel_->setText(tr("%1/s").arg(v));
    };
    connect(speed_, &QSlider::valueChanged, this, setSpeed);
    setSpeed(speed_->value());
}

// Step through the match: start, back, play, forward, end, and the speed.
void ReplayView::addStepControls(QVBoxLayout *ll) {
    auto *controls = new QHBoxLayout;
    auto button = [&](const QString &text, const QString &tip, void (ReplayView::*slot)()) {
        auto *b = new QPushButton(directedArrows(text, this));  // right to left, "back" points right
        b->setToolTip(tip);
        b->setFocusPolicy(Qt::NoFocus);
        b->setMaximumWidth(std::max(48, b->fontMetrics().horizontalAdvance(text) + 20));
        connect(b, &QPushButton::clicked, this, slot);
        controls->addWidget(b);
        return b;
    };
    button(QStringLiteral("|\u25C0"), tr("To the start (Home)"), &ReplayView::toStart);
    button(QStringLiteral("\u25C0\u25C0"), tr("One move back (Left)"), &ReplayView::previousMove);
    button(QStringLiteral("\u25C0"), tr("One micro-step back (Shift+Left)"), &ReplayView::previousStep);
    play_ = button(tr("Play"), tr("Play or pause (Space)"), &ReplayView::togglePlay);
    play_->setMaximumWidth(QWIDGETSIZE_MAX);
    button(QStringLiteral("\u25B6"), tr("One micro-step forward (Shift+Right)"), &ReplayView::nextStep);
    button(QStringLiteral("\u25B6\u25B6"), tr("One move forward (Right)"), &ReplayView::nextMove);
    button(QStringLiteral("\u25B6|"), tr("To the end (End)"), &ReplayView::toEnd);
    controls->addSpacing(12);
    speed_ = newSpeedSlider(50, 5, tr("Micro-steps per second while playing"));
    speed_->setMinimumWidth(60);  // never squeezed to a knob on a narrow screen
    addLabelled(controls, tr("Speed"), speed_);
    speedLabel_ = new QLabel;
    controls->addWidget(speedLabel_);
    controls->addStretch(1);
    ll->addLayout(controls);
}

// Jumps to the moments the rules act: a capture, a new round, a pass.
void ReplayView::addJumps(QVBoxLayout *ll) {
    auto *jumps = new QHBoxLayout;
    jumps->addWidget(new QLabel(tr("Next:")));
    auto jump = [&](const QString &text, const QString &tip, bool (ReplayView::*slot)()) {
        auto *b = new QPushButton(text);
        b->setToolTip(tip);
        b->setFocusPolicy(Qt::NoFocus);
        connect(b, &QPushButton::clicked, this, [this, slot] { (this->*slot)(); });
        jumps->addWidget(b);
    };
    jump(tr("Capture"),
         tr("The next step that captures, with the captured hole in red and the empty hole that "
            "allowed it in dotted blue (C)"),
         &ReplayView::nextCapture);
    jump(tr("Round"), tr("The next round boundary: what is settled, refilled or put out of play (R)"), &ReplayView::nextRound);
    jump(tr("Pass"), tr("The next pass: a player with nothing to move (P)"), &ReplayView::nextPass);
    position_->setWordWrap(true);
    position_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    position_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    jumps->addWidget(position_, 1);
    ll->addLayout(jumps);
}

// The files of the match and where to go from it; two rows of three, so that the tab fits a
// 1366-pixel screen beside the docks.
void ReplayView::addFileButtons(QVBoxLayout *ll) {
    auto *files = new QGridLayout;
    int fileButtons = 0;
    auto fileButton = [&](const QString &text, const QString &tip, auto fn) {
        auto *b = new QPushButton(text);
        b->setToolTip(tip);
        b->setFocusPolicy(Qt::NoFocus);
        connect(b, &QPushButton::clicked, this, fn);
        files->addWidget(b, fileButtons / 3, fileButtons % 3);
        ++fileButtons;
    };
    fileButton(tr("Open match..."), tr("Recompute a match from its game, reading, seed and index"),
               [this] { openMatchDialog(); });
    fileButton(tr("Open saved match..."), tr("Open a match saved as JSON"), [this] { openDialog(); });
    fileButton(tr("Save match..."), tr("Save the whole match as JSON (it reopens here without the plugin)"),
               [this] { saveDialog(); });
    fileButton(tr("Export text..."), tr("Save the match as text, as 'rulelab-cli replay --steps' prints it"),
               [this] { exportTextDialog(); });
    fileButton(tr("Export board..."), tr("Save the board shown as PNG or SVG"), [this] { exportBoardDialog(); });
    fileButton(tr("Round graph"),
               tr("The round-level graph of this match's reading: the configurations between rounds and the cycles "
                  "among them (why a match does not end)"),
               [this] {
                   if (loaded_) emit roundGraphRequested(q(replay_.readingId));
               });
    fileButton(tr("Explore from here"),
               tr("Explore every state reachable from the position shown, in the State graph tab (what could have "
                  "happened from here)"),
               [this] { exploreFromHere(); });
    files->setColumnStretch(3, 1);
    ll->addLayout(files);
}

// The moves (click to jump) above the interesting matches of the shown results.
QSplitter *ReplayView::buildLists() {
    auto *right = new QSplitter(Qt::Vertical);
    moves_ = new QListWidget;
    moves_->setObjectName(QStringLiteral("replayMoves"));
    moves_->setFocusPolicy(Qt::NoFocus);
    moves_->setUniformItemSizes(true);
    moves_->setToolTip(tr("Click a move to see the board after it"));
    connect(moves_, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const int row = moves_->row(item);
        setFrame(row == 0 ? 0 : replay_.moveLastFrame(static_cast<size_t>(row - 1)));
    });
    right->addWidget(moves_);
    interesting_ = new QTreeWidget;
    interesting_->setObjectName(QStringLiteral("interestingMatches"));
    interesting_->setFocusPolicy(Qt::NoFocus);
    interesting_->setHeaderLabels({tr("Interesting match"), tr("Match"), tr("Why")});
    interesting_->setToolTip(
        tr("Double-click to watch. An upset is the widest win of the seat that wins less often in "
           "that reading (the second mover when both seats win equally often)."));
    // Each reading's name spans the whole width of the list (updateInteresting), the matches below
    // it in three columns; every row one line high, a text too long for its column elided (whole in
    // its tooltip), so that no text runs into the row below, however narrow the list or long the
    // name (an Urdu name is longer than its English one).
    interesting_->setUniformRowHeights(true);
    interesting_->setIndentation(10);
    interesting_->header()->setStretchLastSection(false);
    interesting_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    interesting_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    interesting_->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    connect(interesting_, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        if (!item->data(0, kIndexRole).isValid()) return;
        openMatch(item->data(0, kReadingRole).toString().toStdString(), item->data(0, kIndexRole).toLongLong());
    });
    right->addWidget(interesting_);
    return right;
}

bool ReplayView::isPlaying() const { return timer_->isActive(); }

void ReplayView::fail(const QString &title, const QString &text) { warn(this, title, text); }

void ReplayView::setResults(const Experiment &experiment, const QString &matchesCsv) {
    experiment_ = experiment;
    matchesCsv_ = matchesCsv;
    updateInteresting();
}

void ReplayView::updateInteresting() {
    interesting_->clear();
    if (matchesCsv_.isEmpty()) return;
    QFile f(matchesCsv_);
    if (std::string ignored; !checkRegularFile(matchesCsv_, ignored) || !f.open(QIODevice::ReadOnly)) return;
    f.readLine();  // header
    std::vector<std::string> order;
    std::map<std::string, std::vector<MatchRecord>> byReading;
    while (!f.atEnd()) {
        QByteArray line = f.readLine();
        while (line.endsWith('\n') || line.endsWith('\r')) line.chop(1);
        if (line.isEmpty()) continue;
        std::string reading, err;
        MatchRecord r;
        if (!parseCsvRow(line, reading, r, err)) continue;
        auto &v = byReading[reading];
        if (v.empty()) order.push_back(reading);
        v.push_back(std::move(r));
    }
    for (const auto &reading : order) {
        auto *top = new QTreeWidgetItem(interesting_, {readingNameText(registry_, experiment_.game, reading)});
        top->setToolTip(0, q(reading));  // the id, as in the files
        top->setData(0, kReadingRole, q(reading));
        top->setFirstColumnSpanned(true);
        for (const auto &m : interestingMatches(reading, byReading[reading])) {
            QString kind;
            if (m.kind == "longest") kind = tr("Longest");
            else if (m.kind == "shortest") kind = tr("Shortest");
            else if (m.kind == "upset") kind = tr("Biggest upset");
            else {
                EndReason reason;
                kind =
                    tr("Ends: %1").arg(endReasonFromKey(m.kind.substr(4), reason) ? endReasonName(reason) : q(m.kind.substr(4)));
            }
            auto *item = new QTreeWidgetItem(top, {kind, QString::number(m.index), interestingWhyText(m)});
            for (int c : {0, 2}) item->setToolTip(c, item->text(c));
            item->setData(0, kReadingRole, q(reading));
            item->setData(0, kIndexRole, static_cast<qlonglong>(m.index));
        }
        top->setExpanded(true);
    }
}

bool ReplayView::openMatch(const std::string &readingId, int64_t index) {
    Experiment e = experiment_;
    std::string err;
    if (!expandSweep(registry_, e, err)) {
        fail(tr("Cannot open match"), q(err));
        return false;
    }
    std::vector<PreparedReading> prepared;
    InputError kind;
    if (!prepareExperiment(registry_, e, prepared, err, kind)) {
        fail(tr("Cannot open match"), q(err));
        return false;
    }
    for (size_t i = 0; i < prepared.size(); ++i)
        if (prepared[i].reading.id == readingId) {
            Experiment one = e;
            one.readings = {e.readings[i]};
            one.sweepBase.clear();
            one.vary.clear();
            return openMatch(one, index);
        }
    fail(tr("Cannot open match"), tr("the results have no reading '%1'").arg(q(readingId)));
    return false;
}

bool ReplayView::openMatch(const Experiment &e, int64_t index) {
    std::vector<PreparedReading> prepared;
    std::string err;
    InputError kind;
    if (e.readings.size() != 1 || !prepareExperiment(registry_, e, prepared, err, kind)) {
        fail(tr("Cannot open match"), err.empty() ? tr("give exactly one reading") : q(err));
        return false;
    }
    MatchReplay r;
    if (!computeReplay(prepared.front(), replayRequestOf(e, index), r, err)) {
        fail(tr("Cannot open match"), tr("the recorded match does not replay: %1").arg(q(err)));
        return false;
    }
    showReplay(std::move(r));
    return true;
}

void ReplayView::showReplay(MatchReplay replay) {
    if (timer_->isActive()) togglePlay();
    replay_ = std::move(replay);
    loaded_ = true;
    // Squares with pieces for race boards (tracks or pieces anywhere), holes for mancala.
    pieces_ = !replay_.start.tracks.empty();
    for (const auto &c : replay_.start.cells) pieces_ = pieces_ || !c.pieces.empty();
    // By name; the ids, as in the files, in the tooltip.
    const QString head = replayHeaderText(replay_, isolated(gameNameText(registry_, replay_.gameId)),
                                          isolated(readingNameText(registry_, replay_.gameId, replay_.readingId)));
    header_->setText(shownLines(head + QStringLiteral("\n") + replayEndText(replay_) + QStringLiteral("\n") + whyItEnded()));
    header_->setToolTip(tr("Game %1, reading %2").arg(q(replay_.gameId), q(replay_.readingId)));
    moves_->clear();
    QStringList items{tr("Start")};
    items.reserve(static_cast<qsizetype>(replay_.moves.size()) + 1);
    for (size_t i = 0; i < replay_.moves.size(); ++i)
        items << QString::number(i + 1) + QStringLiteral(". ") + moveText(replay_.moves[i].description);
    moves_->addItems(items);
    for (size_t i = 0; i < replay_.moves.size(); ++i)
        if (replay_.moves[i].player == kChancePlayer)
            moves_->item(static_cast<int>(i + 1))->setForeground(QColor(0x60, 0x60, 0x60));
        else if (replay_.moves[i].player >= 0)
            moves_->item(static_cast<int>(i + 1))->setForeground(seatColor(replay_.moves[i].player));
    frame_ = -1;
    setFrame(0);
}

// The rule the step shown follows (a capture, a relay lap, a pass, a round) or, at the end of a
// match ended by its rules, the rule that ended it; in the words of the match's game and reading.
void ReplayView::showStepRule() {
    QString text;
    const LoadedGame *g = registry_.find(replay_.gameId);
    if (g && current_.move >= 0 && current_.step > 0) {
        const auto &steps = replay_.moves[static_cast<size_t>(current_.move)].steps;
        if (current_.step <= static_cast<int>(steps.size()))
            text = stepRuleText(g->plugin->info(), replay_.options, steps[static_cast<size_t>(current_.step - 1)]);
    }
    // The last frame of a match that ended by its rules: the rule that ended it.
    if (g && text.isEmpty() && frame_ == replay_.frameCount() - 1 && replay_.record.endReason == EndReason::Finished)
        text = endRuleText(g->plugin->info(), replay_.options);
    rule_->setText(glossaryLinked(shownLines(text)));
    rule_->setVisible(!text.isEmpty());
}

void ReplayView::setFrame(int64_t frame) {
    if (!loaded_) return;
    frame = std::clamp<int64_t>(frame, 0, replay_.frameCount() - 1);
    if (frame == frame_) return;
    frame_ = frame;
    current_ = replayFrame(replay_, frame);
    board_->setFrame(current_, replay_.playerNames, pieces_);
    caption_->setText(glossaryLinked(captionText(current_.caption)));
    showStepRule();
    const int row = current_.move + 1;
    {
        const QSignalBlocker b(moves_);
        moves_->setCurrentRow(row);
        moves_->scrollToItem(moves_->item(row));
    }
    const int total = current_.move >= 0
                          ? std::max<int>(1, static_cast<int>(replay_.moves[static_cast<size_t>(current_.move)].steps.size()))
                          : 0;
    const bool after = current_.move >= 0 && total > 1 && replay_.frameAt(frame_).last;
    position_->setText(
        current_.move < 0 ? tr("Start")
        : after
            ? tr("Move %1 of %2, the board after it").arg(current_.move + 1).arg(replay_.moves.size())
            : tr("Move %1 of %2, step %3 of %4").arg(current_.move + 1).arg(replay_.moves.size()).arg(current_.step).arg(total));
    emit frameChanged(frame_);
}

void ReplayView::nextStep() { setFrame(frame_ + 1); }
void ReplayView::previousStep() { setFrame(frame_ - 1); }

void ReplayView::nextMove() {
    if (!loaded_) return;
    const MatchReplay::FrameRef r = replay_.frameAt(frame_);
    const size_t next = static_cast<size_t>(r.move + (r.last ? 1 : 0));
    if (next < replay_.moves.size()) setFrame(replay_.moveLastFrame(next));
}

void ReplayView::previousMove() {
    if (!loaded_) return;
    const MatchReplay::FrameRef r = replay_.frameAt(frame_);
    if (r.move <= 0) setFrame(0);
    else setFrame(replay_.moveLastFrame(static_cast<size_t>(r.move - 1)));
}

bool ReplayView::jumpToStep(std::initializer_list<StepKind> kinds, const QString &none) {
    if (!loaded_) return false;
    const int64_t f = nextFrameOfKind(replay_, frame_, kinds);
    if (f < 0) {
        position_->setText(none);
        return false;
    }
    setFrame(f);
    return true;
}

bool ReplayView::nextCapture() { return jumpToStep({StepKind::Capture}, tr("No capture after this point")); }
bool ReplayView::nextRound() { return jumpToStep({StepKind::Round}, tr("No round boundary after this point")); }
bool ReplayView::nextPass() { return jumpToStep({StepKind::Pass}, tr("No pass after this point")); }

QString ReplayView::whyItEnded() const {
    const EndReason reason = replay_.record.endReason;
    if (replay_.graphState >= 0 && reason == EndReason::None) return {};
    const QString explanation = glossaryExplanation(endReasonKey(reason));
    return explanation.isEmpty() ? tr("Why it ended: %1.").arg(endReasonName(reason))
                                 : tr("Why it ended: %1. %2").arg(endReasonName(reason), explanation);
}

void ReplayView::toStart() { setFrame(0); }
void ReplayView::toEnd() {
    if (loaded_) setFrame(replay_.frameCount() - 1);
}

void ReplayView::togglePlay() {
    if (timer_->isActive()) {
        timer_->stop();
        play_->setText(tr("Play"));
    } else if (loaded_) {
        if (frame_ + 1 >= replay_.frameCount()) setFrame(0);
        timer_->start();
        play_->setText(tr("Pause"));
    }
}

void ReplayView::keyPressEvent(QKeyEvent *event) {
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    switch (event->key()) {
    case Qt::Key_Right: shift ? nextStep() : nextMove(); break;
    case Qt::Key_Left: shift ? previousStep() : previousMove(); break;
    case Qt::Key_Home: toStart(); break;
    case Qt::Key_End: toEnd(); break;
    case Qt::Key_Space: togglePlay(); break;
    case Qt::Key_C: nextCapture(); break;
    case Qt::Key_R: nextRound(); break;
    case Qt::Key_P: nextPass(); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

// ---- files ----

bool ReplayView::openMatchFile(const QString &path) {
    MatchReplay r;
    std::string err;
    if (!loadMatchFile(path, r, err)) {
        fail(tr("Cannot open match"), q(err));
        return false;
    }
    // With the plugin installed, check that the moves still replay to the same boards.
    if (registry_.find(r.gameId)) {
        auto game = gameOfReplay(registry_, r, err);
        if (!game) {
            fail(tr("Cannot open match"), tr("%1: %2").arg(path, q(err)));
            return false;
        }
        if (!validateReplay(*game, r, err)) {
            fail(tr("Cannot open match"), tr("%1: the moves do not replay with the installed plugin: %2").arg(path, q(err)));
            return false;
        }
    }
    showReplay(std::move(r));
    emit matchFileUsed(path);
    return true;
}

int ReplayView::movesDone() const {
    if (!loaded_) return 0;
    const MatchReplay::FrameRef ref = replay_.frameAt(frame_);
    if (ref.move < 0) return 0;
    return ref.last ? ref.move + 1 : ref.move;
}

bool ReplayView::exploreFromHere() {
    if (!loaded_) {
        fail(tr("Explore from here"), tr("no match is open"));
        return false;
    }
    if (!registry_.find(replay_.gameId)) {
        fail(tr("Explore from here"), tr("The game '%1' is not installed.").arg(q(replay_.gameId)));
        return false;
    }
    emit exploreRequested(replay_, movesDone());
    return true;
}

}  // namespace rulelab
