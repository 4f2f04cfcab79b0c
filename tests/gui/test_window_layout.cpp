// The window's layout (issue 37): a game list that can be enlarged, a window within the screen
// (a saved geometry off the screen is brought back onto it), Sources text that wraps.
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "support/shipped_plugins.h"
#include "sources_view.h"
#include "window_fit.h"

#include <QDockWidget>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QTest>
#include <QTreeWidget>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {
const PluginRegistry &games() { return testsupport::shippedPlugins(); }
}  // namespace

TEST(WindowLayout, FitIntoScreenKeepsTheFrameOnTheScreen) {
    const QRect screen(0, 0, 1366, 768);
    const QMargins frame(1, 30, 1, 1);
    // Already within: unchanged.
    EXPECT_EQ(fitIntoScreen(QRect(100, 100, 800, 600), frame, screen), QRect(100, 100, 800, 600));
    // The case: 20 px low on a 768 px screen, hiding the status bar.
    const QRect low = fitIntoScreen(QRect(1, 50, 1364, 737), frame, screen);
    EXPECT_EQ(low.size(), QSize(1364, 737));
    EXPECT_TRUE(screen.contains(low.marginsAdded(frame))) << low.y();
    // Saved on a larger screen, far off this one: moved on and shrunk to it.
    const QRect far = fitIntoScreen(QRect(3000, 2000, 1600, 900), frame, screen);
    EXPECT_TRUE(screen.contains(far.marginsAdded(frame)));
    EXPECT_EQ(far.width(), 1366 - 2);
    EXPECT_EQ(far.height(), 768 - 31);
    // A screen that does not start at 0 (a second monitor).
    const QRect right(1366, 0, 1920, 1080);
    EXPECT_TRUE(right.contains(fitIntoScreen(QRect(-500, -300, 900, 700), frame, right).marginsAdded(frame)));
}

TEST(WindowLayout, ASavedGeometryOffTheScreenIsBroughtBack) {
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    {
        QWidget elsewhere;
        elsewhere.setGeometry(available.right() + 2000, available.bottom() + 1500, available.width() + 300, 700);
        QSettings().setValue(QStringLiteral("window/geometry"), elsewhere.saveGeometry());
    }
    MainWindow w(games());
    w.show();
    QTest::qWait(20);
    EXPECT_TRUE(available.contains(w.frameGeometry())) << w.frameGeometry().x() << "," << w.frameGeometry().y() << " "
                                                       << w.frameGeometry().width() << "x" << w.frameGeometry().height();
    QSettings().remove(QStringLiteral("window/geometry"));
}

TEST(WindowLayout, FirstStartUsesTheAvailableScreen) {
    QSettings().remove(QStringLiteral("window/geometry"));
    QSettings().remove(QStringLiteral("window/state"));
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    MainWindow w(games());
    w.show();
    QTest::qWait(20);
    EXPECT_TRUE(available.contains(w.frameGeometry()));
    EXPECT_GE(w.width(), available.width() * 9 / 10);
    EXPECT_GE(w.height(), available.height() * 8 / 10);
}

// The handle between the game list and the experiment panel moves: the list can take most of
// the height (the panel scrolls), and gives it back.
TEST(WindowLayout, TheGameListCanBeEnlarged) {
    MainWindow w(games());
    w.resize(1366, 740);
    w.show();
    QTest::qWait(20);
    auto *list = w.findChild<QDockWidget *>(QStringLiteral("readingsDock"));
    auto *panel = w.findChild<QDockWidget *>(QStringLiteral("experimentDock"));
    ASSERT_TRUE(list && panel);
    const int both = list->height() + panel->height();
    w.resizeDocks({list, panel}, {both * 3 / 4, both / 4}, Qt::Vertical);
    QTest::qWait(20);
    EXPECT_GE(list->height(), both * 2 / 3) << list->height() << " of " << both;
    w.resizeDocks({list, panel}, {both / 4, both * 3 / 4}, Qt::Vertical);
    QTest::qWait(20);
    EXPECT_LE(list->height(), both / 3) << list->height() << " of " << both;
}

// In a narrow Sources dock a long rule point wraps onto more lines instead of being cut off.
TEST(WindowLayout, SourcesTextWraps) {
    SourcesView v(games());
    v.resize(260, 700);
    v.show();
    QTest::qWait(20);
    QTreeWidget *t = v.pointTree();
    QTreeWidgetItem *longest = nullptr;
    int widest = 0;
    for (QTreeWidgetItemIterator it(t); *it; ++it) {
        t->expandItem((*it)->parent() ? (*it)->parent() : *it);
        const int wide = t->fontMetrics().horizontalAdvance((*it)->text(0));
        if (wide > widest) {
            widest = wide;
            longest = *it;
        }
    }
    ASSERT_TRUE(longest);
    ASSERT_GT(widest, t->columnWidth(0)) << "the test needs a point longer than the column";
    t->scrollToItem(longest);
    QTest::qWait(20);
    EXPECT_GT(t->visualItemRect(longest).height(), t->fontMetrics().height() * 3 / 2) << longest->text(0).toStdString();
}
