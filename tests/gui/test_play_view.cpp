// The Play tab (#19), offscreen: a person plays Khutka Boia against an agent by clicking the
// ringed start holes (only those), undoes and redoes to the exact board; hot seat on Bheri
// Bakri with the throws played as chance and shown before the move; a game saved with the
// person's seat and notes, and opened again at the same position; two agents watched to the
// end on the timer, with the end said in words; and the game sent to the Replay tab.
#include "support/shipped_plugins.h"
#include "board_widget.h"
#include "experiment/display_names.h"
#include "main_window.h"
#include "play_view.h"
#include "field_sheet.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "reading_tree.h"
#include "replay_view.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

using namespace rulelab;

namespace {

PluginRegistry &playGames() {
    static PluginRegistry &reg = testsupport::loadedOnce({QStringLiteral(RULELAB_PLUGIN_DIR)});
    return reg;
}

Reading builtIn(const char *game, const char *id) {
    const LoadedGame *g = playGames().find(game);
    EXPECT_NE(g, nullptr) << game;
    if (g)
        for (const auto &r : g->readings)
            if (r.id == id) return r;
    ADD_FAILURE() << "no reading " << id << " of " << game;
    return {};
}

// The controls above the board, before the first game (setReading starts one with them).
void setUp(PlayView &v, int seats, const char *agent, int seed, bool steps = false) {
    v.setQuiet(true);
    v.resize(1000, 640);
    v.show();
    v.seatsBox()->setCurrentIndex(seats);
    v.agentBox()->setCurrentText(QString::fromLatin1(agent));
    v.seedBox()->setValue(seed);
    v.showStepsBox()->setChecked(steps);
}

std::string labelOf(const BoardView &board, int id) {
    for (const auto &c : board.cells)
        if (c.id == id) return c.label;
    return {};
}

}  // namespace

namespace {

// The ringed cells are exactly the holes the legal moves start from (each move's text names its
// hole first: "South sows h3 (6)").
void expectRingsAreTheLegalMovesHoles(PlayView &v, const std::vector<int> &ringed, const BoardView &before) {
    const auto legal = v.session()->legalMoves();
    EXPECT_EQ(v.legalList()->count(), static_cast<int>(legal.size()));
    std::set<std::string> named, rings;
    const QRegularExpression hole(QStringLiteral("\\bh\\d+\\b"));
    for (const auto &c : legal) {
        const QRegularExpressionMatch m = hole.match(q(c.text));
        ASSERT_TRUE(m.hasMatch()) << c.text;
        named.insert(m.captured(0).toStdString());
    }
    for (int id : ringed) rings.insert(labelOf(before, id));
    EXPECT_EQ(rings, named);
}

// A cell no move starts at is refused; nothing is played.
void expectACellOffTheRingsRefused(PlayView &v, const std::vector<int> &ringed, const BoardView &before) {
    const PlaySession *s = v.session();
    int other = -1;
    for (const auto &c : before.cells)
        if (std::find(ringed.begin(), ringed.end(), c.id) == ringed.end()) other = c.id;
    ASSERT_GE(other, 0);
    const size_t made = s->history().size();
    const std::string keyBefore = s->state().key();
    EXPECT_FALSE(v.playMoveAt(other));
    EXPECT_EQ(s->history().size(), made);
    EXPECT_EQ(s->state().key(), keyBefore);
    EXPECT_FALSE(v.lastError().isEmpty());
}

}  // namespace

TEST(PlayView, ThePersonPlaysTheRingedStartHolesOnly) {
    PlayView v(playGames());
    setUp(v, PlayView::FirstSeat, "random", 3, true);
    ASSERT_TRUE(v.setReading(builtIn("khutka-boia", "aibdd-literal"))) << v.lastError().toStdString();
    EXPECT_TRUE(v.seatsBox()->itemText(PlayView::FirstSeat).contains(QStringLiteral("South")));
    EXPECT_TRUE(v.seatsBox()->itemText(PlayView::SecondSeat).contains(QStringLiteral("North")));
    v.finishAnimation();  // chance's draw of the starter (and the agent's opening) drawn at once
    const PlaySession *s = v.session();
    ASSERT_NE(s, nullptr);
    ASSERT_FALSE(s->history().empty()) << "chance decides who starts";
    EXPECT_EQ(s->history().front().player, kChancePlayer);
    ASSERT_EQ(s->personToMove(), 0) << "after New game it is the person's turn";
    EXPECT_FALSE(v.isBusy());

    // The ringed cells are exactly the holes the legal moves start from (each move's text
    // names its hole first: "South sows h3 (6)").
    const std::vector<int> ringed = v.highlightedCells();
    ASSERT_FALSE(ringed.empty());
    EXPECT_EQ(v.board()->choices(), ringed);
    const BoardView before = v.board()->frame().board;
    EXPECT_TRUE(boardsEqual(before, s->state().boardView()));
    expectRingsAreTheLegalMovesHoles(v, ringed, before);

    // A cell no move starts at is refused; nothing is played.
    const size_t made = s->history().size();
    const std::string keyBefore = s->state().key();
    expectACellOffTheRingsRefused(v, ringed, before);

    // A ringed cell plays the move that starts there, then the agent replies.
    const int cell = ringed.front();
    const std::vector<int> at = v.movesAt(cell);
    ASSERT_EQ(at.size(), 1u);
    const Move chosen = v.choices()[static_cast<size_t>(at.front())].move;
    ASSERT_TRUE(v.playMoveAt(cell)) << v.lastError().toStdString();
    ASSERT_GT(s->history().size(), made);
    EXPECT_EQ(s->history()[made].move, chosen);
    EXPECT_TRUE(s->history()[made].byPerson);
    EXPECT_EQ(v.historyList()->count(), static_cast<int>(s->history().size()));
    EXPECT_TRUE(v.historyList()->item(static_cast<int>(made))->text().contains(PlayView::tr("you")));
    v.finishAnimation();
    const BoardView after = v.board()->frame().board;
    EXPECT_FALSE(boardsEqual(after, before));
    const std::string keyAfter = s->state().key();

    // Undo restores the board exactly; Redo plays the move and the replies again.
    ASSERT_TRUE(v.undoButton()->isEnabled());
    v.undoButton()->click();
    EXPECT_EQ(s->state().key(), keyBefore);
    EXPECT_TRUE(boardsEqual(v.board()->frame().board, before));
    EXPECT_EQ(v.historyList()->count(), static_cast<int>(made));
    EXPECT_EQ(v.highlightedCells(), ringed);
    ASSERT_TRUE(v.redoButton()->isEnabled());
    ASSERT_TRUE(v.redo());
    v.finishAnimation();
    EXPECT_EQ(s->state().key(), keyAfter);
    EXPECT_TRUE(boardsEqual(v.board()->frame().board, after));
    EXPECT_FALSE(v.redoButton()->isEnabled());

    // A click on a ringed cell plays too.
    if (s->personToMove() == 0) {
        QApplication::processEvents();
        const std::vector<int> now = v.highlightedCells();
        ASSERT_FALSE(now.empty());
        const size_t n = s->history().size();
        QTest::mouseClick(v.board(), Qt::LeftButton, Qt::NoModifier, v.board()->cellCentre(now.front()).toPoint());
        EXPECT_GT(s->history().size(), n);
    }

    // A hint names a legal move and rings its cell.
    v.finishAnimation();
    if (s->personToMove() == 0) {
        ASSERT_TRUE(v.hint()) << v.lastError().toStdString();
        EXPECT_TRUE(v.hintLabel()->text().startsWith(PlayView::tr("Hint: %1").arg(QString())))
            << v.hintLabel()->text().toStdString();
        EXPECT_GE(v.board()->hintedCell(), 0);
    }

    // An agent that does not exist is refused in words.
    v.agentBox()->setCurrentText(QStringLiteral("strong"));
    EXPECT_FALSE(v.newGame());
    EXPECT_TRUE(v.lastError().contains(QStringLiteral("'strong'"))) << v.lastError().toStdString();
}

// The legal moves keep step with the board: while the person's move and the agent's reply are
// drawn, no move of the position to come is listed or ringed; once drawn, they are.
TEST(PlayView, TheLegalMovesWaitUntilTheBoardShowsTheirPosition) {
    PlayView v(playGames());
    setUp(v, PlayView::FirstSeat, "random", 3, true);
    ASSERT_TRUE(v.setReading(builtIn("khutka-boia", "aibdd-literal"))) << v.lastError().toStdString();
    v.finishAnimation();
    ASSERT_EQ(v.session()->personToMove(), 0);
    ASSERT_GT(v.legalList()->count(), 0);
    const std::vector<int> ringed = v.highlightedCells();
    ASSERT_FALSE(ringed.empty());
    ASSERT_TRUE(v.playMoveAt(ringed.front())) << v.lastError().toStdString();
    ASSERT_TRUE(v.isBusy()) << "the sowing is drawn step by step";
    EXPECT_EQ(v.legalList()->count(), 0) << "no move of a position the board does not show yet";
    EXPECT_TRUE(v.highlightedCells().empty());
    v.finishAnimation();
    ASSERT_FALSE(v.isBusy());
    if (v.session()->personToMove() == 0) {
        EXPECT_EQ(v.legalList()->count(), static_cast<int>(v.session()->legalMoves().size()));
        EXPECT_FALSE(v.highlightedCells().empty());
    }
}

// A move that captures (or relays) names the rule it followed under the reading, with its
// sources; its terms, and those of the caption, open the Glossary; a move that follows no rule
// option, and the position after an undo, show none.
TEST(PlayView, AMoveNamesTheRuleItFollowedAndItsTermsOpenTheGlossary) {
    PlayView v(playGames());
    setUp(v, PlayView::FirstSeat, "random", 3);
    ASSERT_TRUE(v.setReading(builtIn("khutka-boia", "aibdd-literal"))) << v.lastError().toStdString();
    QStringList terms;
    QObject::connect(&v, &PlayView::glossaryRequested, &v, [&](const QString &id) { terms << id; });
    // Moves until one named its rule and one did not (a sowing that ends on no capture and no relay).
    bool named = false, unnamed = false;
    for (int i = 0; i < 60 && !(named && unnamed) && !v.session()->finished(); ++i) {
        ASSERT_EQ(v.session()->personToMove(), 0);
        ASSERT_TRUE(v.playMoveNumber(0)) << v.lastError().toStdString();
        v.finishAnimation();
        EXPECT_TRUE(v.ruleLabel()->isVisible()) << "the line keeps its place: the board does not jump";
        (v.ruleLabel()->text().isEmpty() ? unnamed : named) = true;
        if (v.ruleLabel()->text().isEmpty()) continue;
        const QString rule = v.ruleLabel()->text();
        EXPECT_TRUE(rule.contains(QStringLiteral("By rule KB-"))) << rule.toStdString();
        EXPECT_TRUE(rule.contains(QStringLiteral("(sources: "))) << rule.toStdString();
        EXPECT_TRUE(rule.contains(QStringLiteral("href=\"glossary:"))) << rule.toStdString();
    }
    EXPECT_TRUE(named && unnamed) << "sixty moves and not both";
    emit v.ruleLabel()->linkActivated(QStringLiteral("glossary:capture"));
    EXPECT_TRUE(v.captionLabel()->text().startsWith(QStringLiteral("<p"))) << "the caption is linked text";
    emit v.captionLabel()->linkActivated(QStringLiteral("glossary:relay"));
    emit v.captionLabel()->linkActivated(QStringLiteral("https://example.org"));  // not a term: nothing
    EXPECT_EQ(terms, (QStringList{QStringLiteral("capture"), QStringLiteral("relay")}));
    ASSERT_TRUE(v.undo()) << v.lastError().toStdString();
    EXPECT_TRUE(v.ruleLabel()->text().isEmpty()) << "after an undo the moves shown were not drawn: no rule is claimed";
}

TEST(PlayView, HotSeatThrowsArePlayedAsChanceAndShownBeforeTheMove) {
    PlayView v(playGames());
    setUp(v, PlayView::BothSeats, "random", 5);
    ASSERT_TRUE(v.setReading(builtIn("bheri-bakri", "aibdd-literal"))) << v.lastError().toStdString();
    const PlaySession *s = v.session();
    ASSERT_NE(s, nullptr);
    for (int i = 0; i < 12 && !s->finished(); ++i) {
        ASSERT_GE(s->personToMove(), 0) << "both seats are the person's";
        // The throw that allows this move is the last move made, and shown as a line of its own.
        ASSERT_EQ(s->history().back().player, kChancePlayer);
        EXPECT_TRUE(v.throwLabel()->isVisible());
        EXPECT_TRUE(v.throwLabel()->text().startsWith(QStringLiteral("Throw: "))) << v.throwLabel()->text().toStdString();
        // The cowries drawn: as many mouths up as the throw counts.
        EXPECT_EQ(v.cowriesShown(), v.throwLabel()->text().mid(7, 1).toInt()) << v.throwLabel()->text().toStdString();
        ASSERT_TRUE(v.playMoveNumber(0)) << v.lastError().toStdString();
    }
    int throws = 0;
    ASSERT_EQ(v.historyList()->count(), static_cast<int>(s->history().size()));
    for (size_t i = 0; i < s->history().size(); ++i) {
        const PlayedMove &m = s->history()[i];
        EXPECT_TRUE(m.player == kChancePlayer || m.byPerson) << m.description;
        if (m.player != kChancePlayer) continue;
        ++throws;
        // a throw says so itself; other chance moves are marked as chance (never "chance: chance:")
        const QString line = v.historyList()->item(static_cast<int>(i))->text();
        EXPECT_TRUE(line.contains(PlayView::tr("chance")) || line.contains(QStringLiteral(". throw: "))) << line.toStdString();
        EXPECT_FALSE(line.contains(QStringLiteral("chance: chance"))) << line.toStdString();
    }
    EXPECT_GT(throws, 12);
}

TEST(PlayView, ASavedGameKeepsTheSeatAndNotesAndOpensAtTheSamePosition) {
    QTemporaryDir dir;
    PlayView v(playGames());
    setUp(v, PlayView::FirstSeat, "greedy", 4);
    ASSERT_TRUE(v.setReading(builtIn("khutka-boia", "aibdd-literal"))) << v.lastError().toStdString();
    for (int i = 0; i < 3; ++i) ASSERT_TRUE(v.playMoveNumber(0)) << v.lastError().toStdString();
    ASSERT_FALSE(v.session()->finished());
    const QString notes = QStringLiteral("The four rule comes late here.\nLook at h3 again.");
    v.notesEdit()->setPlainText(notes);
    const QString path = dir.filePath(QStringLiteral("game.json"));
    ASSERT_TRUE(v.saveGame(path)) << v.lastError().toStdString();

    MatchReplay r;
    std::string err;
    ASSERT_TRUE(loadMatchFile(path, r, err)) << err;
    EXPECT_TRUE(r.persons[0]);
    EXPECT_FALSE(r.persons[1]);
    EXPECT_EQ(q(r.notes), notes);
    EXPECT_EQ(r.moves.size(), v.session()->allMoves().size());

    PlayView w(playGames());
    setUp(w, PlayView::NoSeat, "random", 9);
    ASSERT_TRUE(w.openGame(path)) << w.lastError().toStdString();
    ASSERT_NE(w.session(), nullptr);
    EXPECT_EQ(w.session()->state().key(), v.session()->state().key());
    EXPECT_TRUE(boardsEqual(w.board()->frame().board, v.board()->frame().board));
    EXPECT_EQ(w.session()->personToMove(), 0);
    EXPECT_EQ(w.seatsBox()->currentIndex(), PlayView::FirstSeat);
    EXPECT_EQ(w.agentBox()->currentText(), QStringLiteral("greedy"));
    EXPECT_EQ(w.historyList()->count(), static_cast<int>(r.moves.size()));
    EXPECT_EQ(w.notesEdit()->toPlainText(), notes);
    EXPECT_EQ(w.highlightedCells(), v.highlightedCells());
    ASSERT_TRUE(w.playMoveNumber(0)) << w.lastError().toStdString();
    EXPECT_GT(w.session()->allMoves().size(), r.moves.size());
    // The field sheet of the game: a one-page PDF with the notes typed in the tab.
    const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
    ASSERT_TRUE(v.saveFieldSheet(sheet)) << v.lastError().toStdString();
    QFile pdf(sheet);
    ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
    EXPECT_TRUE(pdf.readAll().startsWith("%PDF"));
    EXPECT_TRUE(fieldSheetHtml(v.currentMatch(), &playGames().find("khutka-boia")->plugin->info(), notes)
                    .contains(QStringLiteral("Look at h3 again.")));
}

TEST(PlayView, TwoAgentsPlayToTheEndAndTheEndIsSaidInWords) {
    PlayView v(playGames());
    setUp(v, PlayView::NoSeat, "random", 2);
    v.speedSlider()->setValue(v.speedSlider()->maximum());
    ASSERT_TRUE(v.setReading(builtIn("khutka-boia", "aibdd-literal"))) << v.lastError().toStdString();
    ASSERT_TRUE(v.isWatching());
    EXPECT_EQ(v.legalList()->count(), 0);
    EXPECT_TRUE(v.pauseButton()->isEnabled());
    // Paused, nothing moves.
    ASSERT_TRUE(QTest::qWaitFor([&] { return v.session()->history().size() >= 2; }, 10000));
    v.togglePause();
    const size_t paused = v.session()->history().size();
    QTest::qWait(150);
    EXPECT_EQ(v.session()->history().size(), paused);
    v.togglePause();
    ASSERT_TRUE(QTest::qWaitFor([&] { return v.session()->finished() && !v.isBusy(); }, 60000));
    const EndReason reason = v.session()->state().endReason();
    EXPECT_TRUE(v.endLabel()->isVisible());
    const QString end = v.endLabel()->text();
    EXPECT_TRUE(end.contains(endReasonName(reason))) << end.toStdString();
    // Every match of this reading ends by its rules: the rule that ended it is named, with its sources.
    ASSERT_EQ(reason, EndReason::Finished);
    EXPECT_TRUE(end.contains(QStringLiteral("By rule KB-19, End of the match: "))) << end.toStdString();
    EXPECT_TRUE(end.contains(QStringLiteral("(sources: "))) << end.toStdString();
    EXPECT_FALSE(v.pauseButton()->isEnabled());
    for (size_t i = 0; i < v.session()->history().size(); ++i) EXPECT_FALSE(v.session()->history()[i].byPerson);

    // Open in Replay: the match played, move for move.
    MatchReplay sent;
    int emitted = 0;
    QObject::connect(&v, &PlayView::replayRequested, &v, [&](const MatchReplay &r) {
        sent = r;
        ++emitted;
    });
    ASSERT_TRUE(v.openInReplay());
    ASSERT_EQ(emitted, 1);
    const std::vector<Move> all = v.session()->allMoves();
    ASSERT_EQ(sent.moves.size(), all.size());
    for (size_t i = 0; i < all.size(); ++i) EXPECT_EQ(sent.moves[i].move, all[i]);
    EXPECT_EQ(sent.record.endReason, reason);
    EXPECT_FALSE(sent.persons[0] || sent.persons[1]);
}

TEST(PlayView, RunMenuOpensThePlayTabAndTheGameGoesToReplay) {
    MainWindow w(playGames());
    w.setQuiet(true);
    w.show();
    auto *tree = dynamic_cast<ReadingTree *>(w.gameTree());
    ASSERT_NE(tree, nullptr);
    QTreeWidgetItem *item = nullptr;
    for (int i = 0; i < tree->topLevelItemCount() && !item; ++i)
        for (int j = 0; j < tree->topLevelItem(i)->childCount(); ++j) {
            QTreeWidgetItem *c = tree->topLevelItem(i)->child(j);
            const Reading *r = tree->readingOf(c);
            if (r && r->game == "khutka-boia" && r->id == "aibdd-literal") item = c;
        }
    ASSERT_NE(item, nullptr);
    auto *play = w.findChild<QAction *>(QStringLiteral("playAction"));
    ASSERT_NE(play, nullptr);
    EXPECT_EQ(play->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_P));
    // Nothing selected: refused with a message.
    tree->setCurrentItem(nullptr);
    EXPECT_FALSE(w.playReading());
    tree->setCurrentItem(item);
    PlayView *v = w.playView();
    v->showStepsBox()->setChecked(false);
    play->trigger();
    EXPECT_EQ(w.tabs()->currentWidget(), v);
    ASSERT_NE(v->session(), nullptr);
    EXPECT_EQ(v->session()->personToMove(), 0);
    EXPECT_FALSE(v->highlightedCells().empty());
    ASSERT_TRUE(v->playMoveNumber(0)) << v->lastError().toStdString();
    ASSERT_TRUE(v->openInReplay());
    EXPECT_EQ(w.tabs()->currentWidget(), w.replayView());
    EXPECT_EQ(w.replayView()->replay().moves.size(), v->session()->allMoves().size());
    EXPECT_TRUE(w.replayView()->replay().persons[0]);
}
