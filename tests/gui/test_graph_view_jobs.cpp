// The state-graph view's background jobs: the collapsed rows of the automatic layout, the
// summary's glossary links, Cancel while solving or laying out, and a window that keeps running
// while a study runs.
#include "graph_view_test_support.h"

using namespace rulelab;
using namespace rulelab::graph_view_test;

// Over 150 states, Automatic keeps rows by depth but draws each group of states play can go
// round in (here a pass and the pass back) as one larger node labelled with its size.
TEST(GraphView, AutomaticLayoutCollapsesCyclesOfLargerGraphs) {
    GraphView v(games());
    showQuietly(v, 1200, 760);
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
    EXPECT_TRUE(v.nodeText(group).contains(QStringLiteral("Component of 2 states; play can go round in it")))
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
    showQuietly(v, 1000, 650);
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
