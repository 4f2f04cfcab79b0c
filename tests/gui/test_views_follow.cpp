// Views that follow the selection (issue 37): the Explore tab never shows one game's verdicts
// under another game's title; the Round graph chooses the reading selected in Games and readings,
// says which reading the graph below is of, and shows its ends in words, not as keys.
#include "explore_view.h"
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "support/shipped_plugins.h"
#include "plugin/qt_text.h"
#include "round_graph_view.h"
#include "support/cli_runner.h"
#include "translations.h"

#include <QComboBox>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {

const PluginRegistry &followGames() { return testsupport::shippedPluginsAndFixtures(); }

QTreeWidgetItem *gameItem(QTreeWidget *tree, const QString &name) {
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->text(0) == name) return tree->topLevelItem(i);
    return nullptr;
}

QString readingName(const char *game, const char *reading) {
    for (const Reading &r : followGames().find(game)->readings)
        if (r.id == reading) return q(r.name);
    return {};
}

// Words only: no result key, no end-reason key, no snake_case id.
const QRegularExpression kCode(QStringLiteral("\\bwin[01]\\b|\\b[a-z]+_[a-z_]+\\b"));

}  // namespace

TEST(ViewsFollow, ExploreClearsAnotherGamesVerdicts) {
    MainWindow w(followGames());
    w.setQuiet(true);
    w.show();
    QTreeWidgetItem *nim = gameItem(w.gameTree(), QStringLiteral("Fixture Nim"));
    ASSERT_TRUE(nim);
    w.gameTree()->setCurrentItem(nim->child(0));
    ExploreView *v = w.exploreView();
    while (v->requirementCount() > 0) v->removeRequirement(0);
    ASSERT_TRUE(v->setVaried(QStringLiteral("pile"), true, QStringLiteral("2, 40")));
    ASSERT_EQ(v->addRequirement(QStringLiteral("turns_median"), Requirement::Op::AtMost, 10), 0);
    v->budgetBox()->setValue(2000);
    QSignalSpy done(v, &ExploreView::finished);
    ASSERT_TRUE(v->start()) << v->lastError().toStdString();
    ASSERT_TRUE(done.wait(120000));
    ASSERT_TRUE(v->result());
    EXPECT_EQ(v->table()->rowCount(), 2);
    // Another game: its title, and none of Nim's verdicts beneath it.
    QTreeWidgetItem *kb = gameItem(w.gameTree(), QStringLiteral("Khutka Boia"));
    ASSERT_TRUE(kb);
    w.gameTree()->setCurrentItem(kb);
    EXPECT_EQ(v->result(), nullptr);
    EXPECT_EQ(v->table()->rowCount(), 0);
    EXPECT_TRUE(v->summaryLabel()->text().contains(QStringLiteral("Khutka Boia"))) << v->summaryLabel()->text().toStdString();
    // The same game again (another reading of it) keeps what is shown.
    w.gameTree()->setCurrentItem(kb->child(1));
    EXPECT_EQ(v->result(), nullptr);
}

TEST(ViewsFollow, RoundGraphFollowsTheSelectedReadingAndSpeaksInWords) {
    QTemporaryDir dir;
    const QString out =
        testsupport::runInto(dir, "res", "run khutka-boia --reading aibdd-literal --reading ludii-code --matches 20", 4);
    MainWindow w(followGames());
    w.setQuiet(true);
    w.show();
    ASSERT_TRUE(w.openFile(out)) << w.lastError().toStdString();
    RoundGraphView *view = w.roundGraphView();
    ASSERT_EQ(view->readingBox()->count(), 2);
    // Named, the id in the tooltip.
    EXPECT_EQ(view->readingBox()->itemText(0), readingName("khutka-boia", "aibdd-literal"));
    EXPECT_EQ(view->readingBox()->itemData(0, Qt::ToolTipRole).toString(), QStringLiteral("aibdd-literal"));

    QTreeWidgetItem *kb = gameItem(w.gameTree(), QStringLiteral("Khutka Boia"));
    ASSERT_TRUE(kb);
    QTreeWidgetItem *literal = nullptr, *ludii = nullptr;
    for (int i = 0; i < kb->childCount(); ++i) {
        if (kb->child(i)->text(0) == readingName("khutka-boia", "aibdd-literal")) literal = kb->child(i);
        if (kb->child(i)->text(0) == readingName("khutka-boia", "ludii-code")) ludii = kb->child(i);
    }
    ASSERT_TRUE(literal && ludii);
    w.gameTree()->setCurrentItem(ludii);
    EXPECT_EQ(view->readingBox()->currentData().toString(), QStringLiteral("ludii-code"));
    w.gameTree()->setCurrentItem(literal);
    EXPECT_EQ(view->readingBox()->currentData().toString(), QStringLiteral("aibdd-literal"));

    QSignalSpy built(view, &RoundGraphView::built);
    ASSERT_TRUE(view->build()) << view->lastError().toStdString();
    ASSERT_TRUE(built.wait(60000));
    EXPECT_EQ(view->shownReading(), QStringLiteral("aibdd-literal"));
    EXPECT_TRUE(view->summaryLabel()->text().startsWith(readingName("khutka-boia", "aibdd-literal")))
        << view->summaryLabel()->text().toStdString();
    ASSERT_GT(view->table()->rowCount(), 0);
    bool anEnd = false;
    for (int r = 0; r < view->table()->rowCount(); ++r) {
        const QString label = view->table()->item(r, 3)->text();
        EXPECT_FALSE(label.contains(kCode)) << label.toStdString();
        anEnd = anEnd || label.startsWith(QStringLiteral("End: "));
    }
    EXPECT_TRUE(anEnd);
    EXPECT_TRUE(view->statusLabel()->text().isEmpty());

    // Another reading selected: the box follows, and the status says whose graph is below.
    w.gameTree()->setCurrentItem(ludii);
    EXPECT_EQ(view->readingBox()->currentData().toString(), QStringLiteral("ludii-code"));
    const QString status = view->statusLabel()->text();
    EXPECT_TRUE(status.contains(readingName("khutka-boia", "aibdd-literal"))) << status.toStdString();
    EXPECT_TRUE(status.contains(readingName("khutka-boia", "ludii-code"))) << status.toStdString();
    // Back to the one shown: nothing to say.
    w.gameTree()->setCurrentItem(literal);
    EXPECT_TRUE(view->statusLabel()->text().isEmpty());

    // A configuration's statuses as Replay says them, in the interface's language.
    const std::string config = "S live: h0 h1 | N live: none | Bhadar South, Kungidar North";
    EXPECT_EQ(view->nodeText(config),
              QStringLiteral("South in play: h0 h1 | North in play: none | Bhadar: South, Kungidar: North"));
    EXPECT_EQ(view->nodeText("S live: h0 | N live: h5 | Bhadar North, bha h3"),
              QStringLiteral("South in play: h0 | North in play: h5 | Bhadar: North, bha h3"));
    installTranslations(QStringLiteral("hi"));
    const QString hindi = view->nodeText(config);
    installTranslations(QStringLiteral("en"));
    EXPECT_FALSE(hindi.contains(QStringLiteral("South")) || hindi.contains(QStringLiteral("North"))) << hindi.toStdString();
    EXPECT_TRUE(hindi.contains(QStringLiteral("h0 h1"))) << hindi.toStdString();

    // An end node in words.
    const QString end = view->nodeText("end: round_stalled, win1");
    EXPECT_TRUE(end.contains(QStringLiteral("North wins"))) << end.toStdString();
    EXPECT_FALSE(end.contains(kCode)) << end.toStdString();
}

// With no results (or results without it), the selected reading is offered as new matches, played
// with the Experiment panel's agents, seed and caps; another game's reading replaces the offer.
TEST(ViewsFollow, RoundGraphPlaysNewMatchesOfASelectedReadingTheResultsDoNotHave) {
    MainWindow w(followGames());
    w.setQuiet(true);
    w.show();
    RoundGraphView *view = w.roundGraphView();
    EXPECT_EQ(view->readingBox()->count(), 0);
    QTreeWidgetItem *kb = gameItem(w.gameTree(), QStringLiteral("Khutka Boia"));
    QTreeWidgetItem *pach = gameItem(w.gameTree(), QStringLiteral("Pachgarhwa"));
    ASSERT_TRUE(kb && pach);
    QTreeWidgetItem *literal = nullptr;
    for (int i = 0; i < kb->childCount(); ++i)
        if (kb->child(i)->text(0) == readingName("khutka-boia", "aibdd-literal")) literal = kb->child(i);
    ASSERT_TRUE(literal);
    w.gameTree()->setCurrentItem(pach->child(0));
    ASSERT_EQ(view->readingBox()->count(), 1);
    w.gameTree()->setCurrentItem(literal);
    ASSERT_EQ(view->readingBox()->count(), 1);  // the offer follows: Pachgarhwa's is gone
    EXPECT_EQ(view->readingBox()->currentData().toString(), QStringLiteral("aibdd-literal"));
    EXPECT_EQ(view->readingBox()->currentText(), readingName("khutka-boia", "aibdd-literal") + QStringLiteral(" (new matches)"));

    view->matchesBox()->setValue(12);
    QSignalSpy built(view, &RoundGraphView::built);
    ASSERT_TRUE(view->build()) << view->lastError().toStdString();
    ASSERT_TRUE(built.wait(60000));
    EXPECT_EQ(view->shownReading(), QStringLiteral("aibdd-literal"));
    EXPECT_EQ(view->graph().matches, 12);
    const QString summary = view->summaryLabel()->text();
    EXPECT_TRUE(summary.startsWith(readingName("khutka-boia", "aibdd-literal") + QStringLiteral(": 12 new matches played")))
        << summary.toStdString();
    // Khutka Boia is played in rounds: configurations between them, and the ends.
    EXPECT_GT(view->table()->rowCount(), 1);

    // Results that have the reading: it is theirs again, and the offer is gone.
    QTemporaryDir dir;
    const QString out = testsupport::runInto(dir, "res", "run khutka-boia --reading aibdd-literal --matches 20", 4);
    ASSERT_TRUE(w.openFile(out)) << w.lastError().toStdString();
    w.gameTree()->setCurrentItem(literal);
    ASSERT_EQ(view->readingBox()->count(), 1);
    EXPECT_EQ(view->readingBox()->currentText(), readingName("khutka-boia", "aibdd-literal"));

    // The Matches box fits the choice and keeps what was asked: the 20 the results hold for their
    // reading, the 12 asked again for new matches of another reading, and a number set now is kept.
    EXPECT_EQ(view->matchesBox()->maximum(), 20);
    EXPECT_EQ(view->matchesBox()->value(), 12);
    view->matchesBox()->setValue(20);
    w.gameTree()->setCurrentItem(pach->child(0));
    EXPECT_TRUE(view->readingBox()->currentText().endsWith(QStringLiteral(" (new matches)")));
    EXPECT_EQ(view->matchesBox()->maximum(), 100000);
    EXPECT_EQ(view->matchesBox()->value(), 20);
    view->matchesBox()->setValue(300);
    w.gameTree()->setCurrentItem(literal);
    EXPECT_EQ(view->matchesBox()->value(), 20);  // the results hold 20
    w.gameTree()->setCurrentItem(pach->child(0));
    EXPECT_EQ(view->matchesBox()->value(), 300);  // asked for, and not changed unasked
}
