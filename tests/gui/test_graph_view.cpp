// The state-graph view, offscreen, on the fixture Nim game (small piles, so that every state can
// be checked by hand) and on Bheri Bakri (a graph far too large to finish): drawing, colours,
// rows, the hover board, double-click to replay, exports, the fallback for large graphs, Cancel
// of an exploration, and a small Khutka Boia board solved. The options form is tested in
// test_graph_view_options.cpp, the background jobs in test_graph_view_jobs.cpp.
#include "graph_view_test_support.h"

using namespace rulelab;
using namespace rulelab::graph_view_test;

// Pile 5, take 1-3, First starts. Normal play: the mover loses exactly when the pile is a
// multiple of 4. So the start (5, First) is won by First (take 1 leaving 4); after First takes 1,
// (4, Second) is lost for Second: First wins; after First takes 2, (3, Second) Second wins by
// taking all 3.
TEST(GraphView, DrawsEveryStateOfSmallNimColouredByOutcome) {
    GraphView v(games());
    showQuietly(v, 1200, 760);
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
    showQuietly(v, 1100, 700);
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
    showQuietly(v, 1100, 700);
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
    showQuietly(v, 1000, 650);
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
    showQuietly(v, 1000, 650);
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
    EXPECT_TRUE(v.nodeText(cyclic).contains(QStringLiteral("Component of 2 states; play can go round in it")))
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
    showQuietly(v, 1000, 650);
    ASSERT_TRUE(setReading(v, "bheri-bakri", "aibdd-literal"));
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
    showQuietly(v, 1280, 800);
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
    showQuietly(v, 1280, 800);
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
