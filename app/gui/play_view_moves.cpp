// The Play tab's moves: the legal ones offered, played from the board or the lists, undone and
// redone, hints and the pause.
#include "play_view.h"
#include "play_view_parts.h"

#include "board_widget.h"
#include "experiment/display_names.h"
#include "plugin/qt_text.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QTimer>

#include <algorithm>

namespace rulelab {

using play_parts::WaitCursor;

namespace {

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

}  // namespace

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
    // None while a move is still being drawn (finishAnimation lists them): the list keeps step
    // with the board, as the moves played do.
    if (!session_ || session_->personToMove() < 0 || animating_) return;
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

}  // namespace rulelab
