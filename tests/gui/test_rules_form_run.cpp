// The rules form's Run (issue 37): the draft as it is in the form (a copy of a shipped rules file,
// changed and not saved) plays its readings with the window's run; the progress shows in the form,
// Cancel stops it, the results reach the Results tab under the draft's name, and nothing is saved
// or added to the games. A draft with a problem is refused with the problems counted.
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "rules_file_dialogs.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace rulelab;

namespace {

struct Bench {
    PluginRegistry reg;
    std::unique_ptr<MainWindow> w;
    RulesFormDialog *form = nullptr;
    Bench() {
        reg.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
        w = std::make_unique<MainWindow>(reg);
        w->setQuiet(true);
        QTreeWidget *tree = w->gameTree();
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            if (tree->topLevelItem(i)->data(0, Qt::UserRole + 1).toString() == QLatin1String("walak-pussa"))
                tree->setCurrentItem(tree->topLevelItem(i));
        form = w->rulesForm(true);  // a copy of Walak-pussa's shipped rules file
        if (form) form->show();
    }
    bool finished() { return QTest::qWaitFor([&] { return !w->isRunning() && form->runButton()->isEnabled(); }, 120000); }
};

}  // namespace

TEST(RulesFormRun, RunPlaysTheDraftAndShowsItInResultsWithoutSavingIt) {
    Bench b;
    ASSERT_TRUE(b.form);
    EXPECT_FALSE(b.form->cancelRunButton()->isEnabled());
    const int readings = b.form->readingTable()->rowCount();
    ASSERT_GE(readings, 2);
    b.form->nameEdit()->setText(QStringLiteral("Walak-pussa, my variant"));
    b.form->runMatchesBox()->setValue(40);
    const QStringList userGames = QDir(PluginRegistry::userGamesDir()).entryList(QDir::Files);
    QTest::mouseClick(b.form->runButton(), Qt::LeftButton);
    EXPECT_TRUE(b.w->isRunning()) << b.w->lastError().toStdString();
    EXPECT_FALSE(b.form->runButton()->isEnabled());
    EXPECT_TRUE(b.form->cancelRunButton()->isEnabled());
    ASSERT_TRUE(b.finished());
    EXPECT_EQ(b.form->runProgress()->value(), b.form->runProgress()->maximum());
    EXPECT_TRUE(b.form->isVisible()) << "the form stays open for the next change";
    EXPECT_TRUE(b.form->statusLabel()->text().contains(QStringLiteral("Results tab"))) << b.form->statusLabel()->text().toStdString();

    // The results of every reading of the draft, 40 matches each, under the draft's name.
    EXPECT_EQ(b.w->tabs()->currentIndex(), 1);
    const charts::ChartData &data = b.w->chartData();
    ASSERT_EQ(static_cast<int>(data.readings.size()), readings);
    for (const auto &r : data.readings) EXPECT_EQ(r.matches, 40) << r.id.toStdString();
    EXPECT_EQ(data.game, QStringLiteral("walak-pussa-edited"));
    EXPECT_TRUE(data.gameName.startsWith(QStringLiteral("Walak-pussa, my variant"))) << data.gameName.toStdString();
    EXPECT_TRUE(data.gameName.contains(QStringLiteral("not saved"))) << data.gameName.toStdString();
    EXPECT_TRUE(b.w->resultsNoteLabel()->text().contains(QStringLiteral("Walak-pussa, my variant")))
        << b.w->resultsNoteLabel()->text().toStdString();
    EXPECT_GT(b.w->metricsTable()->rowCount(), 3);
    EXPECT_TRUE(b.w->hasUnsavedResults());

    // Nothing saved and no game added: not the draft's id, no rules file written.
    EXPECT_EQ(b.reg.find("walak-pussa-edited"), nullptr);
    EXPECT_TRUE(b.form->savedPath().isEmpty());
    EXPECT_EQ(QDir(PluginRegistry::userGamesDir()).entryList(QDir::Files), userGames);

    // A second run plays the draft as changed since: the same seed, fewer matches.
    b.form->runMatchesBox()->setValue(20);
    QTest::mouseClick(b.form->runButton(), Qt::LeftButton);
    ASSERT_TRUE(b.finished());
    for (const auto &r : b.w->chartData().readings) EXPECT_EQ(r.matches, 20) << r.id.toStdString();
}

TEST(RulesFormRun, CancelStopsTheRunAndTheFormCanRunAgain) {
    Bench b;
    ASSERT_TRUE(b.form);
    b.form->runMatchesBox()->setValue(b.form->runMatchesBox()->maximum());
    QTest::mouseClick(b.form->runButton(), Qt::LeftButton);
    ASSERT_TRUE(b.w->isRunning()) << b.w->lastError().toStdString();
    QTest::mouseClick(b.form->cancelRunButton(), Qt::LeftButton);
    ASSERT_TRUE(b.finished());
    EXPECT_FALSE(b.form->cancelRunButton()->isEnabled());
    EXPECT_TRUE(b.form->runMatchesBox()->isEnabled());
    EXPECT_TRUE(b.w->chartData().cancelled);
    int64_t played = 0;
    for (const auto &r : b.w->chartData().readings) played += r.matches;
    EXPECT_LT(played, static_cast<int64_t>(b.form->readingTable()->rowCount()) * b.form->runMatchesBox()->maximum());
    EXPECT_TRUE(b.form->statusLabel()->text().contains(QStringLiteral("cancelled"))) << b.form->statusLabel()->text().toStdString();
}

TEST(RulesFormRun, ADraftWithProblemsIsNotRun) {
    Bench b;
    ASSERT_TRUE(b.form);
    const int capture = b.form->rowOfRule(QStringLiteral("capture"));
    ASSERT_GE(capture, 0);
    b.form->ruleTable()->item(capture, RulesFormDialog::ValuesCol)->setText(QStringLiteral("chian"));
    QTest::mouseClick(b.form->runButton(), Qt::LeftButton);
    EXPECT_FALSE(b.w->isRunning());
    EXPECT_TRUE(b.form->runButton()->isEnabled());
    EXPECT_TRUE(b.w->lastError().contains(QStringLiteral("cannot be played yet"))) << b.w->lastError().toStdString();
    EXPECT_EQ(b.form->statusLabel()->text(), b.w->lastError());
    EXPECT_TRUE(b.w->chartData().readings.empty()) << "nothing was run";
}
