// The replay view, offscreen: a known match opened by seed, stepped by move and micro-step
// (buttons, keys, the move list), its board model and rendering checked, boards exported as
// PNG and SVG, matches saved and reopened, and the workbench's ways into it.
#include "support/board_views.h"
#include "support/shipped_plugins.h"
#include "board_widget.h"
#include "experiment/display_names.h"
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "replay_view.h"
#include "round_graph_view.h"
#include "support/cli_runner.h"

#include <QSettings>
#include <QFileInfo>
#include <QMenuBar>
#include <QMenu>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QFile>
#include <QImage>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTableWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTreeWidget>
#include <QXmlStreamReader>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {

PluginRegistry &replayGames() { return testsupport::shippedPluginsAndFixtures(); }

Experiment oneReading(const char *game, const char *reading, uint64_t seed) {
    Experiment e;
    e.game = game;
    ReadingRef r;
    r.spec = reading;
    e.readings = {r};
    e.seed = seed;
    return e;
}

// The frame of the first micro-step of kind `kind` at or after move `from`.
int64_t firstStepOf(const MatchReplay &r, StepKind kind, size_t from = 0) {
    for (size_t m = from; m < r.moves.size(); ++m)
        for (size_t s = 0; s < r.moves[m].steps.size(); ++s)
            if (r.moves[m].steps[s].kind == kind) return r.moveFirstFrame(m) + static_cast<int64_t>(s);
    return -1;
}

// Shows the view quietly at `size` and opens match `match` of `game`/`reading` from `seed`.
bool showMatch(ReplayView &v, QSize size, const char *game, const char *reading, uint64_t seed, int64_t match) {
    v.setQuiet(true);
    v.resize(size);
    v.show();
    return v.openMatch(oneReading(game, reading, seed), match);
}

void screenshot(ReplayView &v, const QString &name) {
    const QString dir = qEnvironmentVariable("RULELAB_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QTest::qWait(50);  // let the layouts settle
    v.grab().save(QDir(dir).filePath(name));
}

}  // namespace

TEST(ReplayView, OpensAKnownMatchAndStepsToAMicroStep) {
    ReplayView v(replayGames());
    ASSERT_TRUE(showMatch(v, {1100, 620}, "bheri-bakri", "aibdd-literal", 7, 5)) << v.lastError().toStdString();
    const MatchReplay &r = v.replay();
    EXPECT_EQ(r.gameId, "bheri-bakri");
    EXPECT_EQ(v.frame(), 0);
    EXPECT_EQ(v.moveList()->count(), static_cast<int>(r.moves.size()) + 1);
    EXPECT_TRUE(v.moveList()->item(1)->text().startsWith(QStringLiteral("1. ")));
    EXPECT_TRUE(v.board()->pieceStyle());  // a race board: squares and pieces
    const QImage start = v.board()->toImage(QSize(700, 400));

    // Step to the first piece move, micro-step by micro-step.
    const int64_t target = firstStepOf(r, StepKind::Move);
    ASSERT_GT(target, 0);
    while (v.frame() < target) v.nextStep();
    const ReplayFrame &f = v.currentFrame();
    const MicroStep &step = r.moves[static_cast<size_t>(f.move)].steps[static_cast<size_t>(f.step - 1)];
    ASSERT_EQ(step.kind, StepKind::Move);
    // The board model: the moved piece stands on its new cell, outlined, and its old cell is empty of it.
    const BoardCell *to = nullptr;
    for (const auto &c : f.board.cells)
        if (c.id == step.to) to = &c;
    ASSERT_TRUE(to);
    ASSERT_FALSE(to->pieces.empty());
    EXPECT_EQ(to->pieces.back().owner, step.player);
    EXPECT_EQ(to->pieces.back().number, step.count);
    EXPECT_TRUE(to->flags & CellLastMove);
    EXPECT_EQ(v.moveList()->currentRow(), f.move + 1);
    // The rendering changes with the step, and the piece colour is drawn.
    const QImage now = v.board()->toImage(QSize(700, 400));
    EXPECT_NE(now, start);
    bool seatColour = false;
    const QColor want = seatColor(step.player);
    for (int y = 0; y < now.height() && !seatColour; y += 2)
        for (int x = 0; x < now.width() && !seatColour; x += 2) seatColour = now.pixelColor(x, y) == want;
    EXPECT_TRUE(seatColour);
    EXPECT_FALSE(v.grab().isNull());
    screenshot(v, QStringLiteral("replay-bheri-bakri.png"));

    // Back one micro-step: the piece is not yet there.
    v.previousStep();
    EXPECT_EQ(v.frame(), target - 1);
    // The last frame of every move is the plugin's board after it.
    v.nextMove();
    EXPECT_TRUE(boardsEqual(v.currentFrame().board, r.moves[static_cast<size_t>(v.currentFrame().move)].after));
}

namespace {

// Whether any pixel of `img` has the colour `want`.
bool hasColour(const QImage &img, const QColor &want) {
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            if (img.pixelColor(x, y) == want) return true;
    return false;
}

// From the capture at frame `at`: the next captures come in order, and the position line says
// when there is none left; R lands on a round step; the header says why the match ended, in words.
void expectCapturesInOrderRoundsAndWhyItEnded(ReplayView &v, int64_t at) {
    const MatchReplay &r = v.replay();
    // The next captures come in order, and the position line says when there is none left.
    v.setFrame(at);
    int64_t last = at;
    int captures = 1;
    while (v.nextCapture()) {
        EXPECT_GT(v.frame(), last);
        last = v.frame();
        const ReplayFrame g = v.currentFrame();
        EXPECT_EQ(r.moves[static_cast<size_t>(g.move)].steps[static_cast<size_t>(g.step - 1)].kind, StepKind::Capture);
        ++captures;
    }
    EXPECT_EQ(v.frame(), last);
    int expected = 0;
    for (const auto &m : r.moves)
        for (const auto &s : m.steps) expected += s.kind == StepKind::Capture;
    EXPECT_EQ(captures, expected);
    // Rounds: R lands on a round step (this reading plays full matches).
    v.toStart();
    if (v.nextRound()) {
        const ReplayFrame g = v.currentFrame();
        const auto &steps = r.moves[static_cast<size_t>(g.move)].steps;
        EXPECT_EQ(steps[static_cast<size_t>(g.step - 1)].kind, StepKind::Round);
    }
    // At the end of a match ended by its rules (every match of this reading is), the rule that
    // ended it, in the same words.
    ASSERT_EQ(r.record.endReason, EndReason::Finished);
    v.toEnd();
    EXPECT_TRUE(QTextDocumentFragment::fromHtml(v.ruleLabel()->text())
                    .toPlainText()
                    .contains(QStringLiteral("By rule KB-19, End of the match: ")))
        << v.ruleLabel()->text().toStdString();
    // The header says why the match ended, in words.
    auto *header = v.findChild<QLabel *>(QStringLiteral("replayHeader"));
    ASSERT_TRUE(header);
    EXPECT_TRUE(header->text().contains(QStringLiteral("Why it ended: ") + endReasonName(r.record.endReason)))
        << header->text().toStdString();
}

}  // namespace

// A capture is its own step (acceptance of #18): C jumps to it; the captured hole is ringed in
// red with its counters gone to the mover's store, the empty hole that allowed it is ringed in
// dotted blue, and the caption names both. The frame before shows the hole still loaded, the
// frame after it the plugin's board after the move.
TEST(ReplayView, ACaptureIsItsOwnHighlightedStep) {
    ReplayView v(replayGames());
    ASSERT_TRUE(showMatch(v, {1100, 620}, "khutka-boia", "aibdd-literal", 3, 0)) << v.lastError().toStdString();
    const MatchReplay &r = v.replay();
    v.setFocus();
    QTest::keyClick(&v, Qt::Key_C);
    const int64_t at = v.frame();
    ASSERT_GT(at, 0);
    const ReplayFrame f = v.currentFrame();
    const ReplayMove &mv = r.moves[static_cast<size_t>(f.move)];
    const MicroStep &step = mv.steps[static_cast<size_t>(f.step - 1)];
    ASSERT_EQ(step.kind, StepKind::Capture);
    ASSERT_GE(mv.steps.size(), 2u);  // a sowing and its capture: the capture is not the after board
    EXPECT_FALSE(r.frameAt(at).last);
    const BoardCell *taken = nullptr, *trigger = nullptr;
    for (const auto &c : f.board.cells) {
        if (c.id == step.cell) taken = &c;
        if (c.id == step.to) trigger = &c;
        // Only this step's cells are marked.
        if (c.id != step.cell) {
            EXPECT_FALSE(c.flags & CellCaptured) << c.label;
        }
        if (c.id != step.to) {
            EXPECT_FALSE(c.flags & CellTrigger) << c.label;
        }
    }
    ASSERT_TRUE(taken);
    ASSERT_TRUE(trigger) << "the capture names the empty hole that allowed it";
    EXPECT_TRUE(taken->flags & CellCaptured);
    EXPECT_EQ(taken->count, 0);
    EXPECT_TRUE(trigger->flags & CellTrigger);
    EXPECT_EQ(trigger->count, 0);
    const QString caption = QString::fromStdString(f.caption);
    EXPECT_TRUE(caption.contains(QStringLiteral("capture %1 from %2, after the empty %3")
                                     .arg(step.count)
                                     .arg(QString::fromStdString(taken->label), QString::fromStdString(trigger->label))))
        << f.caption;
    // The caption's rule term links to the glossary; following the link asks for its entry.
    EXPECT_TRUE(v.captionLabel()->text().contains(QStringLiteral("href=\"glossary:capture\""))) << f.caption;
    QSignalSpy asked(&v, &ReplayView::glossaryRequested);
    emit v.captionLabel()->linkActivated(QStringLiteral("glossary:capture"));
    ASSERT_EQ(asked.count(), 1);
    EXPECT_EQ(asked.front().front().toString(), QStringLiteral("capture"));
    // The rule it follows, in words: the capture rule's point and name, the reading's value and the
    // passages it cites, its term a link to the glossary too; a drop step names none.
    const QString rule = QTextDocumentFragment::fromHtml(v.ruleLabel()->text()).toPlainText();
    EXPECT_TRUE(v.ruleLabel()->isVisibleTo(&v));
    EXPECT_TRUE(rule.contains(QStringLiteral("By rule KB-8, Capture: "))) << rule.toStdString();
    EXPECT_TRUE(rule.contains(QStringLiteral("(sources: S0"))) << rule.toStdString();
    EXPECT_TRUE(v.ruleLabel()->text().contains(QStringLiteral("href=\"glossary:capture\""))) << rule.toStdString();
    emit v.ruleLabel()->linkActivated(QStringLiteral("glossary:capture"));
    EXPECT_EQ(asked.count(), 2);
    v.previousStep();
    EXPECT_TRUE(v.ruleLabel()->text().isEmpty()) << v.ruleLabel()->text().toStdString();
    v.setFrame(at);
    // The frame before: the hole still holds what the capture takes.
    const ReplayFrame before = replayFrame(r, at - 1);
    for (const auto &c : before.board.cells)
        if (c.id == step.cell) {
            EXPECT_EQ(c.count, step.count);
        }
    // The drawing: red and blue rings appear only on the capture step.
    const QImage shown = v.board()->toImage(QSize(700, 400));
    EXPECT_TRUE(hasColour(shown, captureColor()));
    EXPECT_TRUE(hasColour(shown, triggerColor()));
    screenshot(v, QStringLiteral("replay-capture-step.png"));
    v.previousStep();
    EXPECT_FALSE(hasColour(v.board()->toImage(QSize(700, 400)), captureColor()));
    expectCapturesInOrderRoundsAndWhyItEnded(v, at);
}

TEST(ReplayView, KeysButtonsAndTheMoveListNavigate) {
    ReplayView v(replayGames());
    v.setQuiet(true);
    v.show();
    ASSERT_TRUE(v.openMatch(oneReading("fixture-nim", "normal", 11), 23));
    const MatchReplay &r = v.replay();
    EXPECT_FALSE(v.board()->pieceStyle());  // a pile: drawn as a hole with counters
    v.setFocus();
    QTest::keyClick(&v, Qt::Key_Right);
    EXPECT_EQ(v.frame(), r.moveLastFrame(0));
    QTest::keyClick(&v, Qt::Key_Right);
    EXPECT_EQ(v.frame(), r.moveLastFrame(1));
    QTest::keyClick(&v, Qt::Key_Left);
    EXPECT_EQ(v.frame(), r.moveLastFrame(0));
    QTest::keyClick(&v, Qt::Key_Right, Qt::ShiftModifier);
    EXPECT_EQ(v.frame(), r.moveLastFrame(0) + 1);
    QTest::keyClick(&v, Qt::Key_Left, Qt::ShiftModifier);
    EXPECT_EQ(v.frame(), r.moveLastFrame(0));
    QTest::keyClick(&v, Qt::Key_End);
    EXPECT_EQ(v.frame(), r.frameCount() - 1);
    EXPECT_TRUE(boardsEqual(v.currentFrame().board, r.moves.back().after));
    QTest::keyClick(&v, Qt::Key_Home);
    EXPECT_EQ(v.frame(), 0);
    // Play at the fastest speed until the end, then it stops by itself.
    v.speedSlider()->setValue(v.speedSlider()->maximum());
    QTest::keyClick(&v, Qt::Key_Space);
    EXPECT_TRUE(v.isPlaying());
    EXPECT_EQ(v.playButton()->text(), QStringLiteral("Pause"));
    QTRY_VERIFY_WITH_TIMEOUT(!v.isPlaying(), 10000);
    EXPECT_EQ(v.frame(), r.frameCount() - 1);
    // Click a move in the list: the board after it.
    QListWidget *list = v.moveList();
    const QRect rect = list->visualItemRect(list->item(3));
    list->scrollToItem(list->item(3));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(3)).center());
    (void)rect;
    EXPECT_EQ(v.frame(), r.moveLastFrame(2));
    screenshot(v, QStringLiteral("replay-nim.png"));
}

TEST(ReplayView, ExportsTheBoardAndSavesAndReopensTheMatch) {
    QTemporaryDir dir;
    ReplayView v(replayGames());
    ASSERT_TRUE(showMatch(v, {900, 500}, "bheri-bakri", "tablan", 3, 2));
    v.setFrame(v.replay().frameCount() / 2);
    const QString png = dir.filePath(QStringLiteral("board.png")), svg = dir.filePath(QStringLiteral("board.svg"));
    ASSERT_TRUE(v.exportBoard(png)) << v.lastError().toStdString();
    ASSERT_TRUE(v.exportBoard(svg)) << v.lastError().toStdString();
    EXPECT_FALSE(QImage(png).isNull());
    QSvgRenderer renderer(svg);
    EXPECT_TRUE(renderer.isValid());
    QFile sf(svg);
    ASSERT_TRUE(sf.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(sf.readAll());
    while (!xml.atEnd()) xml.readNext();
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    // The text export is the CLI's --steps form.
    const QString txt = dir.filePath(QStringLiteral("match.txt"));
    ASSERT_TRUE(v.exportText(txt));
    QFile tf(txt);
    ASSERT_TRUE(tf.open(QIODevice::ReadOnly));
    EXPECT_EQ(QString::fromUtf8(tf.readAll()), replayText(v.replay(), true));
    // Save as JSON and reopen: the same frames, checked against the installed plugin.
    const QString json = dir.filePath(QStringLiteral("match.json"));
    ASSERT_TRUE(v.saveMatchFile(json));
    ReplayView w(replayGames());
    w.setQuiet(true);
    ASSERT_TRUE(w.openMatchFile(json)) << w.lastError().toStdString();
    ASSERT_EQ(w.replay().frameCount(), v.replay().frameCount());
    w.setFrame(v.frame());
    EXPECT_TRUE(boardsEqual(w.currentFrame().board, v.currentFrame().board));
    // Without the plugin it still opens (nothing to check against).
    PluginRegistry none;
    ReplayView bare(none);
    bare.setQuiet(true);
    ASSERT_TRUE(bare.openMatchFile(json)) << bare.lastError().toStdString();
    EXPECT_EQ(bare.replay().moves.size(), v.replay().moves.size());
    // A tampered description is refused by the plugin check, naming the move.
    QFile jf(json);
    ASSERT_TRUE(jf.open(QIODevice::ReadOnly));
    QByteArray bytes = jf.readAll();
    jf.close();
    const QByteArray firstDesc = QByteArray("\"description\": \"") + QByteArray::fromStdString(v.replay().moves[0].description);
    ASSERT_TRUE(bytes.contains(firstDesc));
    bytes.replace(firstDesc, QByteArray("\"description\": \"edited"));
    ASSERT_TRUE(jf.open(QIODevice::WriteOnly));
    jf.write(bytes);
    jf.close();
    EXPECT_FALSE(w.openMatchFile(json));
    EXPECT_TRUE(w.lastError().contains(QStringLiteral("move 1"))) << w.lastError().toStdString();
}

TEST(ReplayView, WorkbenchOpensMatchesFromResultsAndSavedFiles) {
    PluginRegistry reg;
    reg.loadFrom({QStringLiteral(RULELAB_FIXTURE_DIR "/good")});
    MainWindow w(reg);
    w.setQuiet(true);
    w.show();
    w.gameTree()->topLevelItem(0)->child(0)->setCheckState(0, Qt::Checked);
    w.gameTree()->topLevelItem(0)->child(1)->setCheckState(0, Qt::Checked);
    w.matchesBox()->setValue(60);
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runButton()->click();
    ASSERT_TRUE(done.wait(30000));
    // Shortcuts to the interesting matches of each reading.
    QTreeWidget *t = w.replayView()->interestingList();
    ASSERT_EQ(t->topLevelItemCount(), 2);
    // By the reading's name, the id in the tooltip.
    ASSERT_TRUE(reg.findReading("fixture-nim", "normal"));
    EXPECT_EQ(t->topLevelItem(0)->text(0), q(reg.findReading("fixture-nim", "normal")->name));
    EXPECT_EQ(t->topLevelItem(0)->toolTip(0), QStringLiteral("normal"));
    QStringList kinds;
    for (int i = 0; i < t->topLevelItem(0)->childCount(); ++i) kinds << t->topLevelItem(0)->child(i)->text(0);
    EXPECT_TRUE(kinds.contains(QStringLiteral("Longest")));
    EXPECT_TRUE(kinds.contains(QStringLiteral("Shortest")));
    EXPECT_TRUE(kinds.contains(QStringLiteral("Ends: finished with a result")));  // in words, not the key
    EXPECT_TRUE(kinds.contains(QStringLiteral("Biggest upset")));
    // A reading's name spans the list's whole width and a long one is elided on its one line: no
    // row runs into the next, however narrow the list (an Urdu name is longer than its English one).
    w.tabs()->setCurrentWidget(w.replayView());
    QTreeWidgetItem *named = t->topLevelItem(0);
    const QString shownName = named->text(0);
    named->setText(0, QString(shownName + QLatin1Char(' ')).repeated(12).trimmed());
    for (int narrower : {0, 200}) {
        w.resize(w.width() - narrower, w.height());
        QTest::qWait(50);
        EXPECT_TRUE(named->isFirstColumnSpanned());
        const QRect row = t->visualItemRect(named), next = t->visualItemRect(named->child(0));
        EXPECT_GE(row.right() - row.left(), t->viewport()->width() - t->indentation() - 2) << "narrower by " << narrower;
        EXPECT_EQ(row.height(), next.height()) << "one line, as the matches' rows";
        EXPECT_LE(row.bottom(), next.top()) << "narrower by " << narrower;
        EXPECT_EQ(named->child(0)->toolTip(2), named->child(0)->text(2)) << "an elided reason whole in its tooltip";
    }
    named->setText(0, shownName);
    // Double-click a reading's column in the metrics table: its longest match.
    QTableWidget *m = w.metricsTable();
    emit m->cellDoubleClicked(0, 1);
    EXPECT_EQ(w.tabs()->currentWidget(), w.replayView());
    ASSERT_TRUE(w.replayView()->hasMatch()) << w.lastError().toStdString();
    EXPECT_EQ(w.replayView()->replay().readingId, "misere");
    EXPECT_EQ(w.replayView()->replay().index, t->topLevelItem(1)->child(0)->text(1).toLongLong());
    // Double-click a shortcut: that match.
    QTreeWidgetItem *shortest = t->topLevelItem(0)->child(1);
    emit t->itemDoubleClicked(shortest, 0);
    EXPECT_EQ(w.replayView()->replay().readingId, "normal");
    EXPECT_EQ(w.replayView()->replay().index, shortest->text(1).toLongLong());
    EXPECT_EQ(w.replayView()->replay().seed, 1u);
    // A saved match opens through File > Open.
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("m.json"));
    ASSERT_TRUE(w.replayView()->saveMatchFile(json));
    MainWindow w2(reg);
    w2.setQuiet(true);
    ASSERT_TRUE(w2.openFile(json)) << w2.lastError().toStdString();
    EXPECT_EQ(w2.tabs()->currentWidget(), w2.replayView());
    EXPECT_EQ(w2.replayView()->replay().index, shortest->text(1).toLongLong());
}

TEST(ReplayView, OpenMatchDialogBuildsTheRequest) {
    OpenMatchDialog d(replayGames(), oneReading("bheri-bakri", "banked", 9));
    Experiment e;
    int64_t index = -1;
    QString error;
    EXPECT_EQ(d.gameBox()->currentData().toString(), QStringLiteral("bheri-bakri"));
    EXPECT_EQ(d.readingBox()->currentText(), QStringLiteral("banked"));
    d.indexBox()->setValue(4);
    ASSERT_TRUE(d.result(e, index, error)) << error.toStdString();
    EXPECT_EQ(e.seed, 9u);
    EXPECT_EQ(index, 4);
    ASSERT_EQ(e.readings.size(), 1u);
    EXPECT_EQ(e.readings[0].spec, "banked");
    d.seedEdit()->setText(QStringLiteral("x"));
    EXPECT_FALSE(d.result(e, index, error));
}

// A khutka-boia-like board (2x5 holes, a dead hole, the bha, stores and reserves, a hand)
// drawn from its BoardView alone.
TEST(ReplayView, DrawsAMancalaBoardFromItsBoardView) {
    ReplayFrame f;
    BoardView &b = f.board;
    b = testsupport::twoRowBoard(5);
    for (int i = 0; i < 10; ++i) b.cells[static_cast<size_t>(i)].count = i == 7 ? 0 : (i * 3) % 17;
    b.cells[7].flags = CellDead;
    b.cells[2].flags = CellSpecial;
    b.cells[4].flags = CellLastMove;
    b.stores = {{"South store", 0, 12}, {"North store", 1, 9}, {"South reserve", 0, 3}, {"North reserve", 1, 0}};
    b.notes = {"Round 2", "North is Kungidar"};
    b.toMove = 1;
    f.hand = 5;
    f.handOwner = 0;
    BoardWidget w;
    w.setFrame(f, {"South", "North"}, false);
    const QImage img = w.toImage(QSize(800, 420));
    ASSERT_FALSE(img.isNull());
    // The dead hole (row 0, col 2) is greyed: sample inside it, off its cross.
    bool grey = false, gold = false;
    for (int y = 0; y < img.height(); y += 2)
        for (int x = 0; x < img.width(); x += 2) {
            const QColor c = img.pixelColor(x, y);
            grey = grey || c == QColor(0xc8, 0xc8, 0xc8);
            gold = gold || c == QColor(0xf7, 0xdf, 0x8c);
        }
    EXPECT_TRUE(grey);
    EXPECT_TRUE(gold);
    const QString dir = qEnvironmentVariable("RULELAB_SCREENSHOT_DIR");
    if (!dir.isEmpty()) img.save(QDir(dir).filePath(QStringLiteral("board-mancala.png")));
}

// The Round graph tab (#18): from a replayed match's "Round graph" button, the round-level graph
// of its reading over the results' matches, the same as `rulelab-cli graph --rounds-from` prints.
TEST(RoundGraphView, FromAMatchShowsTheCliRoundGraphOfItsReading) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("res"));
    const auto run = testsupport::cli({QStringLiteral("run"), QStringLiteral("khutka-boia"), QStringLiteral("--reading"),
                                       QStringLiteral("aibdd-literal"), QStringLiteral("--matches"), QStringLiteral("30"),
                                       QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--out"), out});
    ASSERT_EQ(run.code, 0) << run.err.toStdString();
    const auto cliGraph =
        testsupport::cli({QStringLiteral("graph"), QStringLiteral("khutka-boia"), QStringLiteral("--reading"),
                          QStringLiteral("aibdd-literal"), QStringLiteral("--rounds-from"), out, QStringLiteral("--json")});
    ASSERT_EQ(cliGraph.code, 0) << cliGraph.err.toStdString();
    const QJsonObject cj = QJsonDocument::fromJson(cliGraph.out.toUtf8()).object();

    MainWindow w(replayGames());
    w.setQuiet(true);
    w.show();
    ASSERT_TRUE(w.openFile(out)) << w.lastError().toStdString();
    ASSERT_TRUE(w.replayView()->openMatch("aibdd-literal", 3)) << w.replayView()->lastError().toStdString();
    RoundGraphView *view = w.roundGraphView();
    QSignalSpy built(view, &RoundGraphView::built);
    QPushButton *button = nullptr;
    for (auto *b : w.replayView()->findChildren<QPushButton *>())
        if (b->text() == QStringLiteral("Round graph")) button = b;
    ASSERT_TRUE(button);
    button->click();
    EXPECT_EQ(w.tabs()->currentWidget(), view);
    ASSERT_TRUE(built.wait(30000));
    const RoundGraph &g = view->graph();
    EXPECT_EQ(g.matches, 30);
    EXPECT_TRUE(g.hasRounds);
    // The same graph as the CLI's: configurations, transitions, cycles and the visits.
    const QJsonArray nodes = cj.value(QStringLiteral("nodes")).toArray();
    ASSERT_EQ(static_cast<qsizetype>(g.labels.size()), nodes.size()) << cliGraph.out.left(400).toStdString();
    EXPECT_EQ(static_cast<qsizetype>(g.edges.size()), cj.value(QStringLiteral("edges")).toArray().size());
    EXPECT_EQ(view->table()->rowCount(), nodes.size());
    for (const auto &n : nodes) {
        const std::string label = n.toObject().value(QStringLiteral("configuration")).toString().toStdString();
        const auto it = std::find(g.labels.begin(), g.labels.end(), label);
        ASSERT_NE(it, g.labels.end()) << label;
        const size_t v = static_cast<size_t>(it - g.labels.begin());
        EXPECT_EQ(g.visits[v], n.toObject().value(QStringLiteral("visits")).toInteger()) << label;
        EXPECT_EQ(g.inCycle[v] != 0, n.toObject().value(QStringLiteral("in_cycle")).toBool()) << label;
    }
    // Rows come most visited first, and every row's visits are the graph's.
    int64_t previous = INT64_MAX, total = 0;
    for (int r = 0; r < view->table()->rowCount(); ++r) {
        const int64_t visits = view->table()->item(r, 1)->text().toLongLong();
        EXPECT_LE(visits, previous);
        previous = visits;
        total += visits;
    }
    int64_t want = 0;
    for (int64_t v : g.visits) want += v;
    EXPECT_EQ(total, want);
    EXPECT_TRUE(view->summaryLabel()->text().contains(view->readingBox()->currentText()));  // by name
    EXPECT_EQ(view->readingBox()->currentData().toString(), QStringLiteral("aibdd-literal"));
    EXPECT_TRUE(view->summaryLabel()->text().contains(QStringLiteral("30 matches replayed")))
        << view->summaryLabel()->text().toStdString();
    // The End reasons chart leads there too, for the reading chosen beside it.
    w.showChart(charts::ChartKind::Ends);
    auto *endsPanel = w.findChild<QComboBox *>(QStringLiteral("roundGraphReading"));
    ASSERT_TRUE(endsPanel);
    ASSERT_EQ(endsPanel->count(), 1);
    EXPECT_EQ(endsPanel->currentData().toString(), QStringLiteral("aibdd-literal"));
    EXPECT_NE(endsPanel->currentText(), QStringLiteral("aibdd-literal")) << "by name";
    auto *fromEnds = w.findChild<QPushButton *>(QStringLiteral("roundGraphButton"));
    ASSERT_TRUE(fromEnds);
    const std::vector<std::string> fromReplay = g.labels;
    w.tabs()->setCurrentIndex(0);
    view->table()->setRowCount(0);
    fromEnds->click();
    EXPECT_EQ(w.tabs()->currentWidget(), view);
    ASSERT_TRUE(built.wait(30000));
    EXPECT_EQ(view->graph().labels, fromReplay);  // built again, for the same reading
    EXPECT_EQ(view->table()->rowCount(), nodes.size());
    const QString shots = qEnvironmentVariable("RULELAB_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        w.resize(1366, 768);
        QTest::qWait(50);
        w.grab().save(QDir(shots).filePath(QStringLiteral("round-graph.png")));
    }
}

// A saved or opened match joins File > Open Recent (#18), and reopens from there in Replay.
TEST(ReplayView, SavedMatchesAreRecentFiles) {
    QTemporaryDir dir;
    MainWindow w(replayGames());
    w.setQuiet(true);
    ASSERT_TRUE(w.replayView()->openMatch(oneReading("fixture-nim", "normal", 11), 2));
    const QString path = dir.filePath(QStringLiteral("kept-match.json"));
    ASSERT_TRUE(w.replayView()->saveMatchFile(path));
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    ASSERT_FALSE(recent.isEmpty());
    EXPECT_EQ(recent.front(), QFileInfo(path).absoluteFilePath());
    QAction *entry = nullptr;
    for (QAction *menu : w.menuBar()->actions())
        if (menu->menu())
            for (QAction *a : menu->menu()->actions())
                if (a->menu())
                    for (QAction *r : a->menu()->actions())
                        if (r->text() == QFileInfo(path).absoluteFilePath()) entry = r;
    ASSERT_TRUE(entry) << "File > Open Recent lists the match";
    MainWindow other(replayGames());
    other.setQuiet(true);
    ASSERT_TRUE(other.openFile(path));
    EXPECT_EQ(other.tabs()->currentWidget(), other.replayView());
    EXPECT_EQ(other.replayView()->replay().index, 2);
}
