// The state-graph view's options: exploring from the replay's position, the options form (Return
// explores, errors name the option by its label), and the hover board drawn once per state.
#include "graph_view_test_support.h"

using namespace rulelab;
using namespace rulelab::graph_view_test;

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
    showQuietly(v, 1100, 700);
    ASSERT_TRUE(setReading(v, "fixture-nim", "normal"));
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
    showQuietly(v, 1100, 700);
    ASSERT_TRUE(setReading(v, "fixture-nim", "normal"));
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
    ASSERT_TRUE(setReading(v, "fixture-nim", "normal"));
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
    showQuietly(v, 1200, 760);
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
