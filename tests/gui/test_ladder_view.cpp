// The Ladder tab (issue 39), offscreen, on the fixture Nim: a pile of 7 that the first mover wins
// under best play in both readings (normal: leave a multiple of four; misere: leave one more than
// a multiple of four), so the ladder's limit is known. The tab climbs the readings of the
// selection with the agents ticked, shows progress, the figure with the exact limit and the
// ratings in words, and stops at Cancel.
#include "graph_view_test_support.h"
#include "ladder_view.h"
#include "main_window.h"
#include "experiment/ladder.h"
#include "plugin/plugin_registry.h"

#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <gtest/gtest.h>
#include <qcustomplot.h>

using namespace rulelab;

namespace {

using graph_view_test::games;  // the plugins and the fixtures, loaded once

// The selection: both readings of the fixture Nim, pile 7, the first seat first.
bool nimSelection(Experiment &e, QString &) {
    e = Experiment{};
    e.game = "fixture-nim";
    for (const char *id : {"normal", "misere"}) {
        ReadingRef r;
        r.spec = id;
        e.readings.push_back(r);
    }
    e.overrides = {"first_player=first", "pile=7"};
    e.seed = 3;
    e.matches = 5000;  // the panel's: the tab's own count is used
    return true;
}

void tickOnly(QListWidget *list, const QStringList &specs) {
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(specs.contains(list->item(i)->toolTip()) ? Qt::Checked : Qt::Unchecked);
}

QString rowText(const QTableWidget *t, int row) {
    QStringList cells;
    for (int c = 0; c < t->columnCount(); ++c) cells << (t->item(row, c) ? t->item(row, c)->text() : QString());
    return cells.join(QLatin1Char('|'));
}

}  // namespace

TEST(LadderView, ClimbsTheSelectionAndShowsTheLimitAndRatingsInWords) {
    LadderView v(games());
    v.setSettingsProvider(nimSelection);
    v.matchesBox()->setValue(40);
    tickOnly(v.agentList(), {QStringLiteral("random"), QStringLiteral("greedy")});
    // An agent typed in: refused with the reason, or added ticked at the end (the top rung).
    v.agentEdit()->setText(QStringLiteral("mcts:lots"));
    EXPECT_FALSE(v.addAgent(QStringLiteral("mcts:lots")));
    EXPECT_TRUE(v.statusLabel()->text().contains(QStringLiteral("mcts:lots"))) << v.statusLabel()->text().toStdString();
    const int before = v.agentList()->count();
    v.agentEdit()->setText(QStringLiteral("mcts:300:reuse"));
    QTest::keyClick(v.agentEdit(), Qt::Key_Return);
    ASSERT_EQ(v.agentList()->count(), before + 1);
    EXPECT_EQ(v.agentList()->item(before)->text(), QStringLiteral("MCTS, 300 playouts, keeping its tree"));
    EXPECT_TRUE(v.agentEdit()->text().isEmpty());

    QSignalSpy done(&v, &LadderView::finished);
    QTest::mouseClick(v.runButton(), Qt::LeftButton);
    EXPECT_TRUE(v.isRunning());
    EXPECT_FALSE(v.runButton()->isEnabled());
    EXPECT_TRUE(v.cancelButton()->isEnabled());
    ASSERT_TRUE(done.wait(180000));
    EXPECT_EQ(v.progressBar()->value(), 1000);
    EXPECT_TRUE(v.runButton()->isEnabled());

    // The tab's matches, the panel's seed and settings.
    const QJsonObject ladder = v.summary()[QStringLiteral("ladder")].toObject();
    EXPECT_EQ(ladder[QStringLiteral("matches")].toInt(), 40);
    EXPECT_EQ(ladder[QStringLiteral("rungs")].toArray().size(), 3);
    // The table: one row per reading and rung, in words; ids only in tooltips.
    QTableWidget *t = v.ratingsTable();
    ASSERT_EQ(t->rowCount(), 6);
    EXPECT_EQ(t->item(0, 0)->text(), QStringLiteral("Normal play"));
    EXPECT_EQ(t->item(0, 1)->text(), QStringLiteral("random"));
    EXPECT_EQ(t->item(0, 2)->text(), QStringLiteral("0 [0, 0]")) << "the anchor of the ratings";
    EXPECT_TRUE(rowText(t, 5).startsWith(QStringLiteral("Misere play|MCTS, 300 playouts, keeping its tree|")))
        << rowText(t, 5).toStdString();
    for (int r = 0; r < t->rowCount(); ++r)
        for (const char *id : {"normal|", "misere|", "mcts:", "fixture-nim"})
            EXPECT_FALSE(rowText(t, r).contains(QString::fromLatin1(id))) << rowText(t, r).toStdString();
    EXPECT_EQ(t->item(5, 1)->toolTip(), QStringLiteral("mcts:300:reuse"));
    // The strongest rung is rated above random (greedy takes three, which wins from seven: it may
    // tie with MCTS).
    const QJsonArray rungs = v.summary()[QStringLiteral("readings")][0][QStringLiteral("rungs")].toArray();
    EXPECT_GT(rungs[2][QStringLiteral("elo")][QStringLiteral("elo")].toDouble(),
              rungs[0][QStringLiteral("elo")][QStringLiteral("elo")].toDouble());
    // The findings name the exact limit of both readings: the first mover wins under best play.
    const QString findings = v.findingsLabel()->text();
    EXPECT_EQ(findings.count(QStringLiteral("the first mover's points are 1.00")), 2) << findings.toStdString();
    EXPECT_TRUE(findings.startsWith(QStringLiteral("Normal play: between greedy and MCTS, 300 playouts, keeping its tree")))
        << findings.toStdString();
    // The figure: a line per reading and the exact limit of each, agents named in words.
    EXPECT_EQ(v.plot()->graphCount(), 4);
    bool wordsBeside = false, idBeside = false;
    for (int i = 0; i < v.plot()->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(v.plot()->item(i))) {
            wordsBeside = wordsBeside || text->text() == QStringLiteral("greedy");
            idBeside = idBeside || text->text().contains(QStringLiteral("mcts:"));
        }
    EXPECT_TRUE(wordsBeside);
    EXPECT_FALSE(idBeside);
    // Another metric along the strength: drawn again, without the exact lines (they are the first
    // mover's points).
    v.metricBox()->setCurrentIndex(v.metricBox()->findData(QStringLiteral("Completion")));
    EXPECT_EQ(v.plot()->graphCount(), 2);
}

TEST(LadderView, CancelStopsTheClimbAndTooFewAgentsAreRefused) {
    LadderView v(games());
    v.setSettingsProvider(nimSelection);
    tickOnly(v.agentList(), {QStringLiteral("random")});
    EXPECT_FALSE(v.start());
    EXPECT_TRUE(v.statusLabel()->text().contains(QStringLiteral("at least two agents"))) << v.statusLabel()->text().toStdString();
    EXPECT_FALSE(v.isRunning());
    // A ladder far too long to finish: Cancel stops it, and nothing is shown.
    tickOnly(v.agentList(), {QStringLiteral("random"), QStringLiteral("mcts:1000")});
    v.matchesBox()->setValue(1000000);
    QSignalSpy done(&v, &LadderView::finished);
    ASSERT_TRUE(v.start());
    QTest::qWait(300);
    QTest::mouseClick(v.cancelButton(), Qt::LeftButton);
    ASSERT_TRUE(done.wait(60000));
    EXPECT_FALSE(v.isRunning());
    EXPECT_TRUE(v.statusLabel()->text().startsWith(QStringLiteral("Cancelled"))) << v.statusLabel()->text().toStdString();
    EXPECT_EQ(v.ratingsTable()->rowCount(), 0);
    EXPECT_TRUE(v.runButton()->isEnabled());
    // Without a selection there is nothing to climb.
    v.setSettingsProvider([](Experiment &, QString &error) {
        error = QStringLiteral("Tick at least one reading to run (in Games and readings).");
        return false;
    });
    EXPECT_FALSE(v.start());
    EXPECT_TRUE(v.statusLabel()->text().startsWith(QStringLiteral("Tick at least one reading")));
}
