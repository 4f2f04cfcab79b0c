// The state-graph view, offscreen, on the fixture Nim game (small piles, so that every state can
// be checked by hand) and on Bheri Bakri (a graph far too large to finish): drawing, colours,
// rows, the hover board (drawn once per state), double-click to replay, exports, the fallback
// for large graphs, the collapsed rows of the automatic layout, the options form (Return
// explores, errors name the option), the summary's glossary links, Cancel at every stage, and a
// window that keeps running while a study does.
#include "board_widget.h"
#include "experiment/glossary.h"
#include "glossary_dialog.h"
#include "graph_view.h"
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "replay_view.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMouseEvent>
#include <QMutex>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <map>
#include <thread>

using namespace rulelab;

namespace {

PluginRegistry &games() {
    static PluginRegistry *reg = [] {
        auto *r = new PluginRegistry;
        r->loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR), QStringLiteral(RULELAB_FIXTURE_DIR "/good")});
        return r;
    }();
    return *reg;
}

// Explores `game`/`reading` with some options changed in the form ("option=value ...", the
// others the reading's) and waits for the result.
bool exploreAndWait(GraphView &v, const char *game, const char *reading, const QString &options) {
    const Reading *r = games().findReading(game, reading);
    if (!r) return false;
    v.setReading(*r);
    v.resetOptions();
    for (const QString &o : options.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto eq = o.indexOf(QLatin1Char('='));
        EXPECT_TRUE(v.setOptionValue(o.left(eq), o.mid(eq + 1))) << o.toStdString();
    }
    QSignalSpy done(&v, &GraphView::finished);
    if (!v.explore()) return false;
    return done.wait(60000) && v.hasGraph();
}

// Waits until nothing runs in the background (a new layout after a change of the settings).
bool settle(GraphView &v) {
    for (int i = 0; i < 12000 && v.isRunning(); ++i) QTest::qWait(5);
    return !v.isRunning();
}

// The node of `g` reached from the initial state by `moves`.
uint32_t stateAfter(const GraphData &d, const std::vector<Move> &moves) {
    auto s = d.game->newInitialState();
    for (Move m : moves) s->apply(m);
    const int64_t n = d.graph.find(s->key());
    EXPECT_GE(n, 0);
    return static_cast<uint32_t>(n);
}

void hover(QWidget *w, QPointF at) {
    QMouseEvent ev(QEvent::MouseMove, at, w->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(w, &ev);
}

// With RULELAB_SCREENSHOT_DIR set, saves the view, with the hover tip (a window of its own)
// painted where it shows.
void screenshot(GraphView &w, const QString &name) {
    const QString dir = qEnvironmentVariable("RULELAB_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QTest::qWait(50);
    QPixmap shot = w.grab();
    if (w.tip()->isVisible()) {
        QPainter p(&shot);
        const QPoint at = w.mapFromGlobal(w.tip()->pos());
        p.drawPixmap(at, w.tip()->grab());
    }
    shot.save(QDir(dir).filePath(name));
}

}  // namespace

// Pile 5, take 1-3, First starts. Normal play: the mover loses exactly when the pile is a
// multiple of 4. So the start (5, First) is won by First (take 1 leaving 4); after First takes 1,
// (4, Second) is lost for Second: First wins; after First takes 2, (3, Second) Second wins by
// taking all 3.
TEST(GraphView, DrawsEveryStateOfSmallNimColouredByOutcome) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1200, 760);
    v.show();
    ASSERT_TRUE(exploreAndWait(v, "fixture-nim", "normal", QStringLiteral("pile=5 first_player=first")))
        << v.lastError().toStdString();
    const GraphData &d = v.data();
    ASSERT_TRUE(d.graph.complete);
    ASSERT_TRUE(d.solution.solved);
    EXPECT_EQ(v.graphLayout().kind, LayoutKind::Layered);  // automatic, a small graph
    v.canvas()->repaint();
    EXPECT_EQ(v.canvas()->lastPainted().first, static_cast<int>(d.graph.nodes.size()));
    EXPECT_EQ(v.canvas()->lastPainted().second, static_cast<int>(d.graph.edgeCount()));

    const uint32_t start = 0, took1 = stateAfter(d, {1}), took2 = stateAfter(d, {2});
    const QImage shot = v.canvas()->grab().toImage();
    auto check = [&](uint32_t state, const QColor &want) {
        const int node = v.graphLayout().nodeOfState(state);
        ASSERT_GE(node, 0);
        EXPECT_EQ(v.canvas()->nodeColour(node), want) << "state " << state;
        // The painted pixel, inside the node below its label (pixels per layout unit from two nodes).
        const int other = v.graphLayout().nodeOfState(state == 0 ? took1 : 0);
        const auto &ln = v.graphLayout().nodes;
        const double scale = QLineF(v.canvas()->nodeCentre(node), v.canvas()->nodeCentre(other)).length() /
                             std::hypot(ln[size_t(node)].x - ln[size_t(other)].x, ln[size_t(node)].y - ln[size_t(other)].y);
        const QPointF c = v.canvas()->nodeCentre(node);
        const double r = ln[size_t(node)].radius * scale;
        ASSERT_GE(r, 8);
        const QColor painted = shot.pixelColor((c + QPointF(0, 0.7 * r)).toPoint() * shot.devicePixelRatio());
        EXPECT_EQ(painted.rgb(), want.rgb()) << "state " << state;
    };
    check(start, seatColor(0));
    check(took1, seatColor(0));
    check(took2, seatColor(1));
    // The same states in the other colourings.
    v.colourBox()->setCurrentIndex(v.colourBox()->findData(static_cast<int>(GraphColouring::Result)));
    const int end = v.graphLayout().nodeOfState(stateAfter(d, {2, 3}));  // Second took the last: Second wins
    EXPECT_EQ(v.canvas()->nodeColour(end), seatColor(1));
    EXPECT_NE(v.canvas()->nodeColour(v.graphLayout().nodeOfState(took1)), seatColor(0));  // not an end: a tint
    v.colourBox()->setCurrentIndex(v.colourBox()->findData(static_cast<int>(GraphColouring::Value)));
    EXPECT_EQ(v.canvas()->nodeColour(v.graphLayout().nodeOfState(took2)), seatColor(1));  // probability 0
    // Legend and summary.
    const auto legend = v.canvas()->legend();
    ASSERT_FALSE(legend.empty());
    EXPECT_TRUE(legend.front().text.contains(QStringLiteral("First"))) << legend.front().text.toStdString();
    const QString summary = v.summaryText();
    EXPECT_TRUE(summary.contains(QStringLiteral("(complete)")));
    EXPECT_TRUE(summary.contains(QStringLiteral("best play: First wins, margin"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QString::number(d.graph.nodes.size())));
    screenshot(v, QStringLiteral("graph-view-nim.png"));
}

TEST(GraphView, RowsByDepthPutDepthDInRowD) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1100, 700);
    v.show();
    ASSERT_TRUE(exploreAndWait(v, "fixture-nim", "normal", QStringLiteral("pile=6")));  // a chance node first
    v.layoutBox()->setCurrentIndex(v.layoutBox()->findData(static_cast<int>(LayoutKind::Layered)));
    ASSERT_TRUE(settle(v));
    const GraphData &d = v.data();
    const GraphLayout &l = v.graphLayout();
    ASSERT_EQ(l.nodes.size(), d.graph.nodes.size());
    std::map<int, double> rowY;
    for (size_t i = 0; i < l.nodes.size(); ++i) {
        const int depth = d.graph.depth(l.nodes[i].state);
        const double y = v.canvas()->nodeCentre(static_cast<int>(i)).y();
        if (rowY.count(depth)) {
            EXPECT_NEAR(y, rowY[depth], 1e-6) << "state " << l.nodes[i].state;
        } else {
            rowY[depth] = y;
        }
    }
    ASSERT_EQ(rowY.size(), static_cast<size_t>(d.analysis.maxDepth + 1));
    for (auto it = std::next(rowY.begin()); it != rowY.end(); ++it) EXPECT_GT(it->second, std::prev(it)->second);
}

// Hovering (3, Second to move: First took 2) shows that state's board, as the board widget
// draws it, and names it.
TEST(GraphView, HoverShowsTheBoardOfTheHoveredState) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1100, 700);
    v.show();
    ASSERT_TRUE(exploreAndWait(v, "fixture-nim", "normal", QStringLiteral("pile=5 first_player=first")));
    const GraphData &d = v.data();
    const uint32_t state = stateAfter(d, {2});
    const int node = v.graphLayout().nodeOfState(state);
    hover(v.canvas(), v.canvas()->nodeCentre(node));
    ASSERT_TRUE(v.tip()->isVisible());
    const QString text = v.tipText();
    EXPECT_TRUE(text.contains(QStringLiteral("State %1, depth 1").arg(state))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Second to move")));
    EXPECT_TRUE(text.contains(QStringLiteral("First takes 2 of 5")));
    EXPECT_TRUE(text.contains(QStringLiteral("Best play: Second wins")));
    // The board: what BoardWidget draws for the state itself.
    auto s = d.game->newInitialState();
    s->apply(2);
    ReplayFrame frame;
    frame.board = s->boardView();
    BoardWidget expected;
    expected.setFrame(frame, d.game->info().playerNames, false);
    const QImage want = expected.toImage(QSize(380, 210));
    EXPECT_EQ(v.nodeBoard(node), want);
    EXPECT_NE(v.nodeBoard(v.graphLayout().nodeOfState(0)), want);  // the start has 5, not 3
    // Leaving the nodes hides it.
    hover(v.canvas(), QPointF(2, 2));
    EXPECT_FALSE(v.tip()->isVisible());
}

TEST(GraphView, DoubleClickOpensTheReplayAtThatState) {
    PluginRegistry &reg = games();
    MainWindow w(reg);
    w.setQuiet(true);
    w.show();
    QTreeWidgetItem *nim = nullptr;
    for (int i = 0; i < w.gameTree()->topLevelItemCount(); ++i)
        if (w.gameTree()->topLevelItem(i)->text(0) == QStringLiteral("Fixture Nim")) nim = w.gameTree()->topLevelItem(i);
    ASSERT_NE(nim, nullptr);
    w.gameTree()->setCurrentItem(nim->child(0));  // Normal play
    GraphView *v = w.graphView();
    QSignalSpy done(v, &GraphView::finished);
    ASSERT_TRUE(w.openStateGraph());  // the reading's own pile of 21
    EXPECT_EQ(w.tabs()->currentWidget(), v);
    ASSERT_TRUE(done.wait(60000));
    EXPECT_EQ(v->data().reading.values.at("pile"), "21");
    ASSERT_TRUE(v->setOptionValue(QStringLiteral("pile"), QStringLiteral("5")));  // random start: a chance move first
    ASSERT_TRUE(w.openStateGraph());  // the same reading again: the form keeps its change
    ASSERT_TRUE(done.wait(60000));
    ASSERT_EQ(v->data().reading.values.at("pile"), "5");
    const GraphData &d = v->data();
    // Chance: Second starts; Second takes 1; First takes 3: pile 1, Second to move.
    const uint32_t state = stateAfter(d, {1, 1, 3});
    ASSERT_EQ(d.graph.depth(state), 3);
    const int node = v->graphLayout().nodeOfState(state);
    QTest::mouseDClick(v->canvas(), Qt::LeftButton, Qt::NoModifier, v->canvas()->nodeCentre(node).toPoint());
    EXPECT_EQ(w.tabs()->currentWidget(), w.replayView());
    const MatchReplay &r = w.replayView()->replay();
    ASSERT_EQ(r.moves.size(), 3u);
    EXPECT_EQ(r.moves[0].player, kChancePlayer);
    EXPECT_EQ(r.moves[1].description, "Second takes 1 of 5");
    EXPECT_EQ(r.moves[2].description, "First takes 3 of 4");
    EXPECT_EQ(w.replayView()->frame(), r.frameCount() - 1);  // positioned at the state
    auto s = d.game->newInitialState();
    for (Move m : {1, 1, 3}) s->apply(m);
    EXPECT_TRUE(boardsEqual(w.replayView()->currentFrame().board, s->boardView()));
    EXPECT_EQ(w.replayView()->currentFrame().board.cells[0].count, 1);
    // Not a simulated match: the header says where the moves come from and that it is no end.
    EXPECT_EQ(r.graphState, static_cast<int64_t>(state));
    const QString header = replayHeaderText(r) + QLatin1Char('\n') + replayEndText(r);
    EXPECT_TRUE(header.contains(QStringLiteral("to state %1 of the state graph").arg(state))) << header.toStdString();
    EXPECT_TRUE(header.contains(QStringLiteral("Not an end of the match"))) << header.toStdString();
    EXPECT_FALSE(header.contains(QStringLiteral("seed"))) << header.toStdString();
}

TEST(GraphView, ExportsPngSvgAndPdf) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1000, 650);
    v.show();
    QTemporaryDir dir;
    charts::ExportOptions o;
    o.widthMm = 120;
    o.heightMm = 80;
    o.dpi = 150;
    EXPECT_FALSE(v.exportImage(dir.filePath(QStringLiteral("none.png")), o));  // nothing explored yet
    ASSERT_TRUE(exploreAndWait(v, "fixture-nim", "normal", QStringLiteral("pile=4")));
    const QString png = dir.filePath(QStringLiteral("g.png")), svg = dir.filePath(QStringLiteral("g.svg")),
                  pdf = dir.filePath(QStringLiteral("g.pdf"));
    ASSERT_TRUE(v.exportImage(png, o)) << v.lastError().toStdString();
    ASSERT_TRUE(v.exportImage(svg, o));
    ASSERT_TRUE(v.exportImage(pdf, o));
    QImage img(png);
    ASSERT_FALSE(img.isNull());
    EXPECT_EQ(img.width(), qRound(120 / 25.4 * 150));
    EXPECT_EQ(img.height(), qRound(80 / 25.4 * 150));
    EXPECT_NEAR(img.dotsPerMeterX() * 0.0254, 150, 1);
    // Something besides white was drawn: the start's node in First's colour (First may start).
    bool coloured = false;
    for (int y = 0; y < img.height() && !coloured; y += 2)
        for (int x = 0; x < img.width() && !coloured; x += 2) coloured = img.pixelColor(x, y) == seatColor(0);
    EXPECT_TRUE(coloured);
    QSvgRenderer r(svg);
    EXPECT_TRUE(r.isValid());
    QFile f(pdf);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    EXPECT_TRUE(bytes.startsWith("%PDF-"));
    EXPECT_TRUE(bytes.trimmed().endsWith("%%EOF"));
    EXPECT_FALSE(v.exportImage(dir.filePath(QStringLiteral("g.bmp")), o));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("g.bmp"))));
    EXPECT_FALSE(v.exportImage(dir.filePath(QStringLiteral("missing/g.png")), o));
}

// Over the drawing limit: Nim without passing has no cycles, so each state is its own component
// and only the neighbourhood of the start fits; with passing (2-state cycles) the components do.
TEST(GraphView, LargeGraphsFallBackToComponentsOrNeighbourhood) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1000, 650);
    v.show();
    v.drawLimitBox()->setValue(20);
    ASSERT_TRUE(exploreAndWait(v, "fixture-nim", "normal", QStringLiteral("pile=9")));
    ASSERT_GT(v.data().graph.nodes.size(), 20u);
    EXPECT_EQ(v.graphLayout().kind, LayoutKind::Neighbourhood);
    EXPECT_TRUE(v.graphLayout().fellBack);
    EXPECT_LE(v.graphLayout().nodes.size(), 20u);
    EXPECT_GE(v.graphLayout().nodeOfState(0), 0);
    v.canvas()->repaint();
    EXPECT_EQ(v.canvas()->lastPainted().first, static_cast<int>(v.graphLayout().nodes.size()));
    EXPECT_TRUE(v.summaryText().contains(QStringLiteral("the neighbourhood of a state")));
    screenshot(v, QStringLiteral("graph-view-neighbourhood.png"));

    ASSERT_TRUE(exploreAndWait(v, "fixture-nim", "normal", QStringLiteral("pile=9 endless=true first_player=first")));
    const auto components = v.data().analysis.components;
    ASSERT_LT(components, static_cast<int64_t>(v.data().graph.nodes.size()));
    v.drawLimitBox()->setValue(static_cast<int>(components));
    ASSERT_TRUE(settle(v));
    EXPECT_EQ(v.graphLayout().kind, LayoutKind::Components);
    EXPECT_EQ(static_cast<int64_t>(v.graphLayout().nodes.size()), components);
    v.canvas()->repaint();
    EXPECT_EQ(v.canvas()->lastPainted().first, static_cast<int>(components));
    EXPECT_TRUE(v.summaryText().contains(QStringLiteral("the component graph")));
    screenshot(v, QStringLiteral("graph-view-components.png"));
    // A component of two states (the two movers at one pile, joined by passing) says so.
    int cyclic = -1;
    for (size_t i = 0; i < v.graphLayout().nodes.size(); ++i)
        if (v.graphLayout().nodes[i].cyclic) cyclic = static_cast<int>(i);
    ASSERT_GE(cyclic, 0);
    EXPECT_TRUE(v.nodeText(cyclic).contains(QStringLiteral("Component of 2 state(s); play can go round in it")))
        << v.nodeText(cyclic).toStdString();
    // The neighbourhood of a chosen state, by hand: radius 1 around the start.
    v.layoutBox()->setCurrentIndex(v.layoutBox()->findData(static_cast<int>(LayoutKind::Neighbourhood)));
    v.radiusBox()->setValue(1);
    v.centreBox()->setValue(0);
    ASSERT_TRUE(settle(v));
    // The start (9, First), its passing twin (9, Second) and First's three takes.
    EXPECT_EQ(v.graphLayout().nodes.size(), 5u);
}

// Bheri Bakri's graph is far larger than a test could wait for: Cancel stops it, and the
// states found so far are shown as an incomplete graph.
TEST(GraphView, CancelStopsALargeExploration) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1000, 650);
    v.show();
    const Reading *r = games().findReading("bheri-bakri", "aibdd-literal");
    ASSERT_NE(r, nullptr);
    v.setReading(*r);
    v.maxStatesBox()->setValue(50000000);
    QSignalSpy done(&v, &GraphView::finished);
    QTest::mouseClick(v.exploreButton(), Qt::LeftButton);
    ASSERT_TRUE(v.isRunning());
    EXPECT_FALSE(v.exploreButton()->isEnabled());
    // Wait until the exploration has reported progress, then cancel.
    for (int i = 0; i < 6000 && !v.progressLabel()->text().contains(QStringLiteral("states found")); ++i) QTest::qWait(10);
    ASSERT_TRUE(v.progressLabel()->text().contains(QStringLiteral("states found"))) << v.progressLabel()->text().toStdString();
    ASSERT_TRUE(v.isRunning());
    QTest::mouseClick(v.cancelButton(), Qt::LeftButton);
    ASSERT_TRUE(done.wait(60000));
    EXPECT_FALSE(v.isRunning());
    EXPECT_TRUE(v.data().graph.cancelled);
    EXPECT_FALSE(v.data().graph.complete);
    EXPECT_FALSE(v.data().solution.solved);
    EXPECT_TRUE(v.summaryText().contains(QStringLiteral("cancelled")));
    EXPECT_TRUE(v.exploreButton()->isEnabled());
    // The bar stays where the exploration stopped: not 100% (issue 37).
    auto *bar = v.findChild<QProgressBar *>();
    ASSERT_TRUE(bar);
    EXPECT_LT(bar->value(), bar->maximum()) << "cancelled, yet the bar reads " << bar->text().toStdString();
}

// A real game: Khutka Boia's first moves (the exploration stops at 400 states), drawn
// force-directed (as asked) and coloured by end result and player to move; every state is drawn, and the
// hover board is that of the state (its first hole holds what the start's sowing left there).
TEST(GraphView, DrawsTheFirstStatesOfARealGame) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1280, 800);
    v.show();
    v.maxStatesBox()->setValue(400);
    v.layoutBox()->setCurrentIndex(v.layoutBox()->findData(static_cast<int>(LayoutKind::Force)));
    v.colourBox()->setCurrentIndex(v.colourBox()->findData(static_cast<int>(GraphColouring::Result)));
    ASSERT_TRUE(exploreAndWait(v, "khutka-boia", "aibdd-literal", QString())) << v.lastError().toStdString();
    const GraphData &d = v.data();
    EXPECT_FALSE(d.graph.complete);
    EXPECT_EQ(d.graph.nodes.size(), 400u);
    EXPECT_EQ(v.graphLayout().kind, LayoutKind::Force);
    v.canvas()->repaint();
    EXPECT_EQ(v.canvas()->lastPainted().first, 400);
    EXPECT_TRUE(v.summaryText().contains(QStringLiteral("state limit reached")));
    EXPECT_TRUE(v.summaryText().contains(QStringLiteral("not solved: the graph is incomplete"))) << v.summaryText().toStdString();
    // Hover the first state that is two moves deep.
    uint32_t state = 0;
    while (d.graph.depth(state) < 2) ++state;
    const int node = v.graphLayout().nodeOfState(state);
    hover(v.canvas(), v.canvas()->nodeCentre(node));
    ASSERT_TRUE(v.tip()->isVisible());
    EXPECT_TRUE(v.tipText().startsWith(QStringLiteral("State %1, depth 2").arg(state))) << v.tipText().toStdString();
    auto s = d.game->newInitialState();
    for (uint64_t e : pathTo(d.graph, d.discovery, state)) s->apply(d.graph.move[e]);
    EXPECT_EQ(s->key(), std::string(d.graph.key(state)));
    ReplayFrame frame;
    frame.board = s->boardView();
    ASSERT_FALSE(frame.board.tracks.empty());  // drawn as squares along the circuit, as the replay view does
    BoardWidget expected;
    expected.setFrame(frame, d.game->info().playerNames, true);
    EXPECT_EQ(v.nodeBoard(node), expected.toImage(QSize(380, 210)));
    screenshot(v, QStringLiteral("graph-view-khutka.png"));
}

// A small Khutka Boia board (two holes a row, three counters a hole, South first) is explored
// completely and solved: the start is coloured as the README's table says (North wins under
// best play), every state is drawn in rows by depth, and the summary gives the value.
TEST(GraphView, SolvesASmallKhutkaBoiaBoard) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1280, 800);
    v.show();
    ASSERT_TRUE(exploreAndWait(v, "khutka-boia", "reconstruction",
                               QStringLiteral("first_player=south holes_per_row=2 counters_per_hole=3")))
        << v.lastError().toStdString();
    const GraphData &d = v.data();
    ASSERT_TRUE(d.graph.complete);
    ASSERT_TRUE(d.solution.solved);
    EXPECT_EQ(d.graph.nodes.size(), 112u);
    EXPECT_EQ(d.solution.outcome[0], 1);  // seat 1 (North) wins
    EXPECT_EQ(v.graphLayout().kind, LayoutKind::Layered);
    v.canvas()->repaint();
    EXPECT_EQ(v.canvas()->lastPainted().first, 112);
    EXPECT_EQ(v.canvas()->nodeColour(v.graphLayout().nodeOfState(0)), seatColor(1));
    EXPECT_TRUE(v.summaryText().contains(QStringLiteral("North"))) << v.summaryText().toStdString();
    screenshot(v, QStringLiteral("graph-view-khutka-solved.png"));
}

// "Explore from here" in the replay: the state graph starts at the position shown. Nim with a
// pile of 3, First first; seed 9 draws First taking 1 (see Cli.GraphFromAPositionOfASavedMatch):
// after that move the pile is 2 with Second to move, and by hand 4 states are reachable (Second
// takes 2: an end; or 1, then First takes the last: an end) with 3 moves between them.
TEST(GraphView, ExploresFromThePositionShownInTheReplay) {
    PluginRegistry &reg = games();
    MainWindow w(reg);
    w.setQuiet(true);
    w.show();
    Experiment e;
    e.game = "fixture-nim";
    ReadingRef ref;
    ref.spec = "normal";
    e.readings.push_back(ref);
    e.overrides = {"pile=3", "first_player=first"};
    e.seed = 9;
    ReplayView *replay = w.replayView();
    ASSERT_TRUE(replay->openMatch(e, 0));
    const MatchReplay &r = replay->replay();
    ASSERT_EQ(r.moves.size(), 3u);
    ASSERT_EQ(r.moves[0].move, 1);
    replay->setFrame(r.moveLastFrame(0));
    EXPECT_EQ(replay->movesDone(), 1);
    GraphView *v = w.graphView();
    QSignalSpy done(v, &GraphView::finished);
    ASSERT_TRUE(replay->exploreFromHere());
    EXPECT_EQ(w.tabs()->currentWidget(), v);
    ASSERT_TRUE(done.wait(60000));
    const GraphData &d = v->data();
    EXPECT_EQ(d.prefix, std::vector<Move>{1});
    EXPECT_EQ(d.graph.nodes.size(), 4u);
    EXPECT_EQ(d.graph.edgeCount(), 3u);
    EXPECT_TRUE(d.graph.complete);
    auto after1 = d.game->newInitialState();
    after1->apply(1);
    EXPECT_EQ(std::string(d.graph.key(0)), after1->key());
    // Double-clicking a state replays the match's first move, then the path from there.
    const uint32_t end = static_cast<uint32_t>(d.graph.nodes.size() - 1);
    MatchReplay path;
    QString error;
    ASSERT_TRUE(v->pathReplay(end, path, error)) << error.toStdString();
    ASSERT_EQ(path.moves.size(), static_cast<size_t>(1 + d.graph.depth(end)));
    EXPECT_EQ(path.moves[0].move, 1);
    EXPECT_EQ(path.moves[0].description, "First takes 1 of 3");
    // Before any move the graph is the whole game's.
    replay->toStart();
    EXPECT_EQ(replay->movesDone(), 0);
    ASSERT_TRUE(replay->exploreFromHere());
    ASSERT_TRUE(done.wait(60000));
    EXPECT_TRUE(v->data().prefix.empty());
    EXPECT_GT(v->data().graph.nodes.size(), 4u);
}

// The options form: a field per option with the reading's values (choices by their labels, a
// check box for yes/no, spin boxes for numbers, the experimental board sizes too); a changed
// value is shown in bold and is what the next exploration uses; Reset goes back to the reading.
TEST(GraphView, OptionsFormShowsTheReadingAndItsChangesAreExplored) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1100, 700);
    v.show();
    const Reading *r = games().findReading("fixture-nim", "normal");
    ASSERT_NE(r, nullptr);
    v.setReading(*r);
    auto *pile = qobject_cast<QSpinBox *>(v.optionEditor(QStringLiteral("pile")));
    auto *take = qobject_cast<QComboBox *>(v.optionEditor(QStringLiteral("take")));
    auto *misere = qobject_cast<QCheckBox *>(v.optionEditor(QStringLiteral("misere")));
    ASSERT_TRUE(pile && take && misere);
    EXPECT_NE(v.optionEditor(QStringLiteral("bias")), nullptr);
    EXPECT_EQ(v.optionEditor(QStringLiteral("no_such_option")), nullptr);
    EXPECT_EQ(pile->value(), 21);
    EXPECT_EQ(take->currentText(), QStringLiteral("1-3"));  // the choice's label, not its id
    EXPECT_EQ(v.optionValue(QStringLiteral("take")), QStringLiteral("one_to_three"));
    EXPECT_FALSE(misere->isChecked());
    EXPECT_EQ(v.optionValue(QStringLiteral("bias")), QStringLiteral("0.5"));
    EXPECT_FALSE(v.optionChanged(QStringLiteral("pile")));
    EXPECT_FALSE(pile->font().bold());

    ASSERT_TRUE(v.setOptionValue(QStringLiteral("first_player"), QStringLiteral("first")));
    EXPECT_TRUE(v.optionChanged(QStringLiteral("first_player")));
    QSignalSpy done(&v, &GraphView::finished);
    ASSERT_TRUE(v.explore()) << v.lastError().toStdString();
    ASSERT_TRUE(done.wait(60000));
    const size_t pile21 = v.data().graph.nodes.size();
    EXPECT_EQ(v.data().reading.values.at("pile"), "21");
    EXPECT_EQ(v.data().reading.values.at("first_player"), "first");

    ASSERT_TRUE(v.setOptionValue(QStringLiteral("pile"), QStringLiteral("6")));
    EXPECT_EQ(pile->value(), 6);
    EXPECT_TRUE(v.optionChanged(QStringLiteral("pile")));
    EXPECT_TRUE(pile->font().bold());
    EXPECT_FALSE(take->font().bold());
    EXPECT_FALSE(v.setOptionValue(QStringLiteral("pile"), QStringLiteral("500")));  // over the option's maximum
    EXPECT_FALSE(v.setOptionValue(QStringLiteral("take"), QStringLiteral("one_to_nine")));
    ASSERT_TRUE(v.explore()) << v.lastError().toStdString();
    ASSERT_TRUE(done.wait(60000));
    EXPECT_EQ(v.data().reading.values.at("pile"), "6");
    EXPECT_EQ(v.data().game->options().integer("pile"), 6);
    EXPECT_LT(v.data().graph.nodes.size(), pile21);

    QTest::mouseClick(v.resetOptionsButton(), Qt::LeftButton);
    EXPECT_EQ(pile->value(), 21);
    EXPECT_EQ(v.optionValue(QStringLiteral("first_player")), QStringLiteral("random"));
    EXPECT_FALSE(pile->font().bold());
    EXPECT_FALSE(v.optionChanged(QStringLiteral("first_player")));

    // Another game's reading: its own options, the experimental board sizes included.
    const Reading *kb = games().findReading("khutka-boia", "reconstruction");
    ASSERT_NE(kb, nullptr);
    v.setReading(*kb);
    EXPECT_EQ(v.optionEditor(QStringLiteral("pile")), nullptr);
    ASSERT_NE(v.optionEditor(QStringLiteral("holes_per_row")), nullptr);
    EXPECT_EQ(v.optionValue(QStringLiteral("holes_per_row")), q(kb->values.at("holes_per_row")));
    EXPECT_NE(qobject_cast<QSpinBox *>(v.optionEditor(QStringLiteral("counters_per_hole"))), nullptr);
}

// Return in Max states, or in a field of the form, explores (with the value just typed).
TEST(GraphView, ReturnExplores) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1100, 700);
    v.show();
    const Reading *r = games().findReading("fixture-nim", "normal");
    ASSERT_NE(r, nullptr);
    v.setReading(*r);
    ASSERT_TRUE(v.setOptionValue(QStringLiteral("pile"), QStringLiteral("5")));
    QSignalSpy done(&v, &GraphView::finished);
    QTest::keyClick(v.maxStatesBox(), Qt::Key_Return);
    EXPECT_TRUE(v.isRunning());
    ASSERT_TRUE(done.count() == 1 || done.wait(60000));
    ASSERT_TRUE(v.hasGraph());
    EXPECT_EQ(v.data().reading.values.at("pile"), "5");

    auto *pile = qobject_cast<QSpinBox *>(v.optionEditor(QStringLiteral("pile")));
    ASSERT_NE(pile, nullptr);
    pile->setFocus();
    pile->selectAll();
    QTest::keyClicks(pile, QStringLiteral("4"));
    QTest::keyClick(pile, Qt::Key_Enter);
    EXPECT_TRUE(v.isRunning());
    ASSERT_TRUE(done.count() == 2 || done.wait(60000));
    EXPECT_EQ(v.data().reading.values.at("pile"), "4");
}

// A value the game refuses is named by its label, in the window's words (not the command
// line's --set option=value).
TEST(GraphView, OptionErrorsNameTheOptionByItsLabel) {
    GraphView v(games());
    v.setQuiet(true);
    const Reading *r = games().findReading("fixture-nim", "normal");
    ASSERT_NE(r, nullptr);
    v.setReading(*r);
    ASSERT_TRUE(v.setOptionValue(QStringLiteral("bias"), QStringLiteral("1")));  // the option allows (0, 1)
    EXPECT_FALSE(v.explore());
    QString e = v.lastError();
    EXPECT_TRUE(e.contains(QStringLiteral("“Start bias”"))) << e.toStdString();
    EXPECT_TRUE(e.contains(QStringLiteral("greater than 0 and less than 1"))) << e.toStdString();
    EXPECT_FALSE(e.contains(QStringLiteral("--set")));
    EXPECT_FALSE(e.contains(QStringLiteral("bias=")));
    // A combination the game refuses: its message with the options' labels.
    v.resetOptions();
    ASSERT_TRUE(v.setOptionValue(QStringLiteral("first_player"), QStringLiteral("first")));
    ASSERT_TRUE(v.setOptionValue(QStringLiteral("bias"), QStringLiteral("0.25")));
    EXPECT_FALSE(v.explore());
    e = v.lastError();
    EXPECT_TRUE(e.contains(QStringLiteral("“Start bias”"))) << e.toStdString();
    EXPECT_TRUE(e.contains(QStringLiteral("“First player”"))) << e.toStdString();
    EXPECT_FALSE(e.contains(QStringLiteral("first_player"))) << e.toStdString();
    EXPECT_FALSE(e.contains(QStringLiteral("--set")));
    EXPECT_FALSE(v.isRunning());
}

// Hovering a node rebuilds its state and draws its board once: the second time both come from
// the cache, and a child of a hovered state costs one move, not its whole path.
TEST(GraphView, HoveringANodeAgainDrawsItsBoardOnce) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1200, 760);
    v.show();
    ASSERT_TRUE(exploreAndWait(v, "fixture-nim", "normal", QStringLiteral("pile=7 first_player=first")));
    const GraphData &d = v.data();
    ASSERT_EQ(v.graphLayout().kind, LayoutKind::Layered);
    // A state two moves deep with a child first reached through it.
    uint32_t state = 0, child = 0;
    for (uint32_t s = 0; s < d.graph.nodes.size() && !child; ++s) {
        if (d.graph.depth(s) != 2) continue;
        for (uint64_t e = d.graph.outStart[s]; e < d.graph.outStart[s + 1] && !child; ++e)
            if (d.discovery[d.graph.target[e]] == e) {
                state = s;
                child = d.graph.target[e];
            }
    }
    ASSERT_NE(child, 0u);
    const int node = v.graphLayout().nodeOfState(state), childNode = v.graphLayout().nodeOfState(child);
    EXPECT_EQ(v.boardsDrawn(), 0);
    hover(v.canvas(), v.canvas()->nodeCentre(node));
    ASSERT_TRUE(v.tip()->isVisible());
    EXPECT_EQ(v.boardsDrawn(), 1);
    EXPECT_EQ(v.movesReplayed(), 2);  // the path to it; its parent (named in the tooltip) kept on the way
    const QString text = v.tipText();
    hover(v.canvas(), QPointF(2, 2));
    EXPECT_FALSE(v.tip()->isVisible());
    hover(v.canvas(), v.canvas()->nodeCentre(node));
    ASSERT_TRUE(v.tip()->isVisible());
    EXPECT_EQ(v.tipText(), text);
    EXPECT_EQ(v.boardsDrawn(), 1);
    EXPECT_EQ(v.movesReplayed(), 2);
    hover(v.canvas(), v.canvas()->nodeCentre(childNode));
    ASSERT_TRUE(v.tip()->isVisible());
    EXPECT_EQ(v.boardsDrawn(), 2);
    EXPECT_EQ(v.movesReplayed(), 3);
    // The board is still that of the state itself.
    auto s = d.game->newInitialState();
    for (uint64_t e : pathTo(d.graph, d.discovery, child)) s->apply(d.graph.move[e]);
    ReplayFrame frame;
    frame.board = s->boardView();
    BoardWidget expected;
    expected.setFrame(frame, d.game->info().playerNames, false);
    EXPECT_EQ(v.nodeBoard(childNode), expected.toImage(QSize(380, 210)));
}

// Over 150 states, Automatic keeps rows by depth but draws each group of states play can go
// round in (here a pass and the pass back) as one larger node labelled with its size.
TEST(GraphView, AutomaticLayoutCollapsesCyclesOfLargerGraphs) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1200, 760);
    v.show();
    ASSERT_TRUE(exploreAndWait(v, "fixture-nim", "normal", QStringLiteral("pile=14 endless=true first_player=first")));
    const GraphData &d = v.data();
    ASSERT_GT(d.graph.nodes.size(), 150u);
    ASSERT_GT(d.analysis.cyclicComponents, 0);
    const GraphLayout &l = v.graphLayout();
    EXPECT_EQ(l.kind, LayoutKind::Components);
    EXPECT_TRUE(l.collapsed);
    EXPECT_TRUE(l.rows);
    EXPECT_FALSE(l.fellBack);
    EXPECT_LT(l.nodes.size(), d.graph.nodes.size());
    EXPECT_EQ(static_cast<int64_t>(l.nodes.size()), d.analysis.components);
    v.canvas()->repaint();
    EXPECT_EQ(v.canvas()->lastPainted().first, static_cast<int>(l.nodes.size()));
    int group = -1, single = -1;
    for (size_t i = 0; i < l.nodes.size(); ++i) (l.nodes[i].members > 1 ? group : single) = static_cast<int>(i);
    ASSERT_GE(group, 0);
    ASSERT_GE(single, 0);
    EXPECT_GT(l.nodes[size_t(group)].radius, l.nodes[size_t(single)].radius);
    EXPECT_TRUE(v.nodeText(group).contains(QStringLiteral("Component of 2 state(s); play can go round in it")))
        << v.nodeText(group).toStdString();
    EXPECT_TRUE(v.nodeText(single).startsWith(QStringLiteral("State "))) << v.nodeText(single).toStdString();
    EXPECT_TRUE(v.summaryText().contains(QStringLiteral("groups of states play can go round in")))
        << v.summaryText().toStdString();
    screenshot(v, QStringLiteral("graph-view-collapsed.png"));
    // The same graph, every state asked for: no collapsing.
    v.layoutBox()->setCurrentIndex(v.layoutBox()->findData(static_cast<int>(LayoutKind::Layered)));
    ASSERT_TRUE(settle(v));
    EXPECT_FALSE(v.graphLayout().collapsed);
    EXPECT_EQ(v.graphLayout().nodes.size(), d.graph.nodes.size());
}

// The summary's terms link to the glossary: hovering one explains it, clicking opens Help >
// Glossary at that term.
TEST(GraphView, SummaryTermsOpenTheGlossary) {
    PluginRegistry &reg = games();
    MainWindow w(reg);
    w.setQuiet(true);
    w.show();
    GraphView *v = w.graphView();
    ASSERT_TRUE(exploreAndWait(*v, "fixture-nim", "normal", QStringLiteral("pile=5 first_player=first")));
    const QString summary = v->summaryText();
    for (const char *id : {"cyclic_components", "dead_states", "retrograde"})
        EXPECT_TRUE(summary.contains(QStringLiteral("href=\"glossary:%1\"").arg(QLatin1String(id)))) << id;
    EXPECT_TRUE(summary.contains(QStringLiteral("retrograde analysis"))) << summary.toStdString();
    const QString tip = GraphView::termTip(QStringLiteral("dead_states"));
    EXPECT_TRUE(tip.contains(glossaryExplanation("dead_states").toHtmlEscaped())) << tip.toStdString();
    EXPECT_TRUE(GraphView::termTip(QStringLiteral("no-such-term")).isEmpty());
    QSignalSpy asked(v, &GraphView::glossaryRequested);
    emit v->summaryLabel()->linkActivated(QStringLiteral("glossary:dead_states"));
    ASSERT_EQ(asked.count(), 1);
    EXPECT_EQ(asked.at(0).at(0).toString(), QStringLiteral("dead_states"));
    EXPECT_TRUE(w.glossaryDialog()->isVisible());
    ASSERT_NE(w.glossaryDialog()->tree()->currentItem(), nullptr);
    EXPECT_EQ(w.glossaryDialog()->tree()->currentItem()->data(0, Qt::UserRole).toString(), QStringLiteral("dead_states"));
}

// Cancel while solving (held at the start of solving until Cancel is pressed, so that the test
// does not race the solver): nothing of the new graph is shown, the previous graph stays, and
// the progress line says where it stopped. The same options explored again are solved.
TEST(GraphView, CancelDuringSolvingKeepsThePreviousGraph) {
    QSemaphore solving, proceed;
    GraphView v(games());
    struct Release {
        QSemaphore &s;
        ~Release() { s.release(100); }  // never leave the study waiting
    } release{proceed};
    v.setQuiet(true);
    v.resize(1000, 650);
    v.show();
    ASSERT_TRUE(exploreAndWait(v, "fixture-nim", "normal", QStringLiteral("pile=5 first_player=first")));
    const size_t before = v.data().graph.nodes.size();
    v.setStageObserver([&](GraphView::Stage s) {
        if (s != GraphView::Stage::Solving) return;
        solving.release();
        proceed.acquire();
    });
    ASSERT_TRUE(v.setOptionValue(QStringLiteral("pile"), QStringLiteral("200")));  // about 40,000 states
    QSignalSpy done(&v, &GraphView::finished);
    ASSERT_TRUE(v.explore());
    v.setStageObserver({});  // the running study keeps its own
    bool reached = false;
    for (int i = 0; i < 4000 && !(reached = solving.tryAcquire()); ++i) QTest::qWait(5);
    ASSERT_TRUE(reached);
    EXPECT_EQ(v.stage(), GraphView::Stage::Solving);
    QTest::qWait(250);  // the progress line follows the stage
    EXPECT_TRUE(v.progressLabel()->text().contains(QStringLiteral("Solving"))) << v.progressLabel()->text().toStdString();
    EXPECT_TRUE(v.cancelButton()->isEnabled());
    QTest::mouseClick(v.cancelButton(), Qt::LeftButton);
    proceed.release();
    ASSERT_TRUE(done.wait(20000));
    EXPECT_FALSE(v.isRunning());
    EXPECT_EQ(v.data().graph.nodes.size(), before);
    const QString line = v.progressLabel()->text();
    EXPECT_TRUE(line.contains(QStringLiteral("Cancelled during solving"))) << line.toStdString();
    EXPECT_TRUE(line.contains(QStringLiteral("previous graph"))) << line.toStdString();
    EXPECT_TRUE(v.exploreButton()->isEnabled());
    EXPECT_FALSE(v.cancelButton()->isEnabled());
    ASSERT_TRUE(v.explore());
    ASSERT_TRUE(done.wait(20000));
    EXPECT_GT(v.data().graph.nodes.size(), 10000u);
    EXPECT_TRUE(v.data().solution.solved);
}

// Everything after exploring runs in the background too: with each later stage held up a
// moment (as a large graph takes), the window's timers keep firing, and the progress line
// names the stages.
TEST(GraphView, TheWindowKeepsRunningWhileAStudyRuns) {
    GraphView v(games());
    v.setQuiet(true);
    v.resize(1000, 650);
    v.show();
    QMutex mutex;
    std::vector<GraphView::Stage> stages;
    v.setStageObserver([&](GraphView::Stage s) {
        {
            QMutexLocker lock(&mutex);
            stages.push_back(s);
        }
        if (s != GraphView::Stage::Exploring) std::this_thread::sleep_for(std::chrono::milliseconds(250));
    });
    int ticks = 0;
    QTimer timer;
    timer.setInterval(20);
    QObject::connect(&timer, &QTimer::timeout, [&] { ++ticks; });
    QStringList lines;
    QObject::connect(&timer, &QTimer::timeout, [&] {
        const QString t = v.progressLabel()->text();
        if (lines.isEmpty() || lines.back() != t) lines << t;
    });
    timer.start();
    QElapsedTimer clock;
    clock.start();
    ASSERT_TRUE(exploreAndWait(v, "fixture-nim", "normal", QStringLiteral("pile=40 first_player=first")));
    const qint64 ms = clock.elapsed();
    timer.stop();
    v.setStageObserver({});
    {
        QMutexLocker lock(&mutex);
        EXPECT_EQ(stages, (std::vector<GraphView::Stage>{GraphView::Stage::Exploring, GraphView::Stage::Analysing,
                                                         GraphView::Stage::Solving, GraphView::Stage::LayingOut}));
    }
    EXPECT_GE(ms, 750);
    EXPECT_GE(ticks, 15) << ticks << " ticks in " << ms << " ms";
    const QString all = lines.join(QLatin1Char('|'));
    EXPECT_TRUE(all.contains(QStringLiteral("Analysing"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("Solving"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("Laying out"))) << all.toStdString();
    EXPECT_TRUE(v.data().solution.solved);
}

// Cancel while a new layout is computed keeps the drawing shown.
TEST(GraphView, CancelDuringLayoutKeepsTheDrawing) {
    QSemaphore laying, proceed;
    GraphView v(games());
    struct Release {
        QSemaphore &s;
        ~Release() { s.release(100); }
    } release{proceed};
    v.setQuiet(true);
    v.resize(1000, 650);
    v.show();
    ASSERT_TRUE(exploreAndWait(v, "fixture-nim", "normal", QStringLiteral("pile=6 first_player=first")));
    ASSERT_EQ(v.graphLayout().kind, LayoutKind::Layered);
    const size_t drawn = v.graphLayout().nodes.size();
    v.setStageObserver([&](GraphView::Stage s) {
        if (s != GraphView::Stage::LayingOut) return;
        laying.release();
        proceed.acquire();
    });
    QSignalSpy laidOut(&v, &GraphView::laidOut);
    v.layoutBox()->setCurrentIndex(v.layoutBox()->findData(static_cast<int>(LayoutKind::Force)));
    v.setStageObserver({});
    ASSERT_TRUE(v.isRunning());
    bool reached = false;
    for (int i = 0; i < 4000 && !(reached = laying.tryAcquire()); ++i) QTest::qWait(5);
    ASSERT_TRUE(reached);
    v.cancel();
    proceed.release();
    ASSERT_TRUE(laidOut.wait(20000));
    EXPECT_EQ(v.graphLayout().kind, LayoutKind::Layered);
    EXPECT_EQ(v.graphLayout().nodes.size(), drawn);
    EXPECT_TRUE(v.progressLabel()->text().contains(QStringLiteral("Cancelled during layout")))
        << v.progressLabel()->text().toStdString();
    // Asked again, it is drawn.
    v.relayout();
    ASSERT_TRUE(laidOut.wait(20000));
    EXPECT_EQ(v.graphLayout().kind, LayoutKind::Force);
}
