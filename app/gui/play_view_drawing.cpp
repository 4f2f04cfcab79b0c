// The Play tab's drawing: the moves shown step by step, the position and its texts, the throw's
// cowries, the lists of moves and the state of the buttons.
#include "play_view.h"
#include "play_view_parts.h"

#include "board_widget.h"
#include "experiment/display_names.h"
#include "experiment/outcome_text.h"
#include "experiment/glossary.h"
#include "plugin/qt_text.h"
#include "shown_text.h"  // endRuleText

#include <QPushButton>
#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QRegularExpression>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace rulelab {

using play_parts::WaitCursor;

namespace {

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

}  // namespace

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
    animating_ = showSteps_->isChecked() && anim_.frameCount() > 2;
    refreshChoices();  // while the moves are drawn, none: they are the position the board shows next
    if (animating_) {
        animFrame_ = 1;
        revealHistory(static_cast<int>(animBase_));  // the list keeps step with the board: no move before it is drawn
        showAnimationFrame();
        timer_->start();
    } else {
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
    revealHistory(history_->count());
    refreshChoices();  // the legal moves, now that the board shows their position
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
    revealHistory(static_cast<int>(animBase_) + f.move + 1);
    caption_->setText(glossaryLinked(caption));
    // What this move has followed so far (a capture, a relay lap, ...): none before its first such
    // step, and none carried over from the move before.
    showRule(f.move < 0 ? QString()
                        : ruleSoFarText(prepared_.game->info(), prepared_.options.values(),
                                        anim_.moves[static_cast<size_t>(f.move)].steps, f.step));
    throw_->hide();
    end_->hide();
}

void PlayView::showRule(const QString &text) {
    rule_->setText(glossaryLinked(shownLines(text)));
    // Kept in place, empty, while a game is shown: a line that came and went with each capture
    // would make the board above it grow and shrink while a sowing is drawn.
    rule_->setVisible(session_ != nullptr);
}

void PlayView::showPosition() {
    if (!session_) {
        board_->setFrame(ReplayFrame{}, {}, false);
        board_->setChoices({}, -1);
        caption_->clear();
        showRule(QString());
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
    // In the interface language, as the list of moves so far says it (the game writes English).
    caption_->setText(glossaryLinked(last ? tr("%1. %2").arg(total).arg(moveText(*last)) : tr("Start")));
    // The rule the last move followed, when it is among the moves last drawn (not after an undo).
    const bool lastDrawn = !h.empty() && !anim_.moves.empty() && animBase_ + anim_.moves.size() == total;
    showRule(lastDrawn ? moveRuleText(prepared_.game->info(), prepared_.options.values(), anim_.moves.back().steps) : QString());
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
    const QString outcome = outcomeText({s.result(), s.startingPlayer(), scores, true}, prepared_.game->info().playerNames);
    const int winner = s.result() == Result::Win0 ? 0 : s.result() == Result::Win1 ? 1 : -1;
    QString result;
    if (onePerson && winner == me) result = tr("You won: %1.").arg(outcome);
    else if (onePerson && winner >= 0) result = tr("The agent (%1) won: %2.").arg(agentText(session_->config().agent), outcome);
    else if (s.result() == Result::Undecided || s.result() == Result::None) result = tr("No winner: the game was left undecided.");
    else result = outcome.left(1).toUpper() + outcome.mid(1) + QLatin1Char('.');
    result += QLatin1Char(' ') + tr("Scores: %1 %2, %3 %4.").arg(seatName(0)).arg(scores[0]).arg(seatName(1)).arg(scores[1]);
    const EndReason reason = s.endReason();
    const QString why = glossaryExplanation(endReasonKey(reason));
    result += QLatin1Char('\n') + (why.isEmpty() ? tr("Why it ended: %1.").arg(endReasonName(reason))
                                                 : tr("Why it ended: %1. %2").arg(endReasonName(reason), why));
    // Ended by its rules: the rule that ended it, with the reading's value and its sources (as Replay says it).
    if (reason == EndReason::Finished)
        if (const QString rule = endRuleText(prepared_.game->info(), prepared_.options.values()); !rule.isEmpty())
            result += QLatin1Char('\n') + rule;
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
    return agentText(session_->config().agent);
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
        else if (m.player >= 0 && m.player < 2) who = agentText(prefixAgents_[static_cast<size_t>(m.player)]);
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

void PlayView::revealHistory(int rows) {
    const int shown = std::clamp(rows, 0, history_->count());
    for (int i = 0; i < history_->count(); ++i) history_->item(i)->setHidden(i >= shown);
    if (shown > 0) history_->scrollToItem(history_->item(shown - 1));
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

}  // namespace rulelab
