// Closing with unsaved results asks Save / Discard / Cancel; the Play tab's move list keeps step
// with the board's animation. (A cancelled state-graph exploration not reading 100% is checked in
// test_graph_view.cpp, beside the cancel it follows.)
#include "answer_question.h"
#include "main_window.h"
#include "play_view.h"
#include "plugin/plugin_registry.h"
#include "support/shipped_plugins.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QTreeWidget>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {

const PluginRegistry &quitTestGames() { return testsupport::shippedPluginsAndFixtures(); }

// Answers the next "unsaved results" question with `button`; counts the questions asked.
void answerUnsaved(QMessageBox::StandardButton button, int &asked) {
    testsupport::answerNextQuestion("unsavedResultsBox", button, asked);
}

bool runNim(MainWindow &w) {
    QTreeWidgetItem *nim = nullptr;
    for (int i = 0; i < w.gameTree()->topLevelItemCount(); ++i)
        if (w.gameTree()->topLevelItem(i)->text(0) == QStringLiteral("Fixture Nim")) nim = w.gameTree()->topLevelItem(i);
    if (!nim) return false;
    nim->child(0)->setCheckState(0, Qt::Checked);
    w.matchesBox()->setValue(50);
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runButton()->click();
    return w.isRunning() && done.wait(30000);
}

int visibleRows(const QListWidget *list) {
    int n = 0;
    for (int i = 0; i < list->count(); ++i) n += list->item(i)->isHidden() ? 0 : 1;
    return n;
}

}  // namespace

TEST(QuitAndProgress, ClosingWithUnsavedResultsAsks) {
    MainWindow w(quitTestGames());
    w.show();
    EXPECT_FALSE(w.hasUnsavedResults());
    int asked = 0;
    answerUnsaved(QMessageBox::Cancel, asked);
    EXPECT_TRUE(w.close()) << "nothing to save: no question";
    EXPECT_EQ(asked, 0);
    w.show();
    ASSERT_TRUE(runNim(w));
    EXPECT_TRUE(w.hasUnsavedResults());
    // Cancel: the window stays open, the results with it.
    answerUnsaved(QMessageBox::Cancel, asked);
    EXPECT_FALSE(w.close());
    EXPECT_EQ(asked, 1);
    EXPECT_TRUE(w.isVisible());
    EXPECT_TRUE(w.hasUnsavedResults());
    // Saved: no question.
    QTemporaryDir dir;
    ASSERT_TRUE(w.saveResults(dir.filePath(QStringLiteral("out")), false));
    EXPECT_FALSE(w.hasUnsavedResults());
    answerUnsaved(QMessageBox::Cancel, asked);
    EXPECT_TRUE(w.close());
    EXPECT_EQ(asked, 1);
    // A new run, then Discard: the window closes.
    w.show();
    ASSERT_TRUE(runNim(w));
    answerUnsaved(QMessageBox::Discard, asked);
    EXPECT_TRUE(w.close());
    EXPECT_EQ(asked, 2);
}

// Two agents play with every step drawn: at every frame the list shows the moves up to the one
// drawn (its number is the caption's), never the moves the board has not reached.
TEST(QuitAndProgress, PlaysMoveListKeepsStepWithTheBoard) {
    PlayView v(quitTestGames());
    v.setQuiet(true);
    v.resize(1000, 640);
    v.show();
    v.seatsBox()->setCurrentIndex(PlayView::NoSeat);
    v.agentBox()->setCurrentText(QStringLiteral("random"));
    v.seedBox()->setValue(5);
    v.showStepsBox()->setChecked(true);
    v.speedSlider()->setValue(v.speedSlider()->maximum());
    const LoadedGame *g = quitTestGames().find("khutka-boia");
    ASSERT_TRUE(g);
    Reading reading;
    for (const auto &r : g->readings)
        if (r.id == "aibdd-literal") reading = r;
    ASSERT_TRUE(v.setReading(reading)) << v.lastError().toStdString();
    int framesSeen = 0, aheadOfBoard = 0;
    for (int i = 0; i < 4000 && framesSeen < 30; ++i) {
        QTest::qWait(2);
        if (!v.isAnimating()) continue;
        const QString caption = QTextDocumentFragment::fromHtml(v.captionLabel()->text()).toPlainText();
        const qsizetype dot = caption.indexOf(QStringLiteral(". "));
        if (dot <= 0) continue;
        const int drawn = caption.left(dot).toInt();
        if (drawn <= 0) continue;
        ++framesSeen;
        if (visibleRows(v.historyList()) != drawn) ++aheadOfBoard;
    }
    ASSERT_GE(framesSeen, 10);
    EXPECT_EQ(aheadOfBoard, 0);
    v.togglePause();
}
