// The window's layout (issue 37): a game list that can be enlarged, a window within the screen
// (a saved geometry off the screen is brought back onto it), Sources text that wraps, an
// Experiment panel whose every control is whole at 1366 x 768.
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "support/shipped_plugins.h"
#include "sources_view.h"
#include "translations.h"
#include "window_fit.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QProgressBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>

#include <QDockWidget>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QTest>
#include <QTreeWidget>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {
const PluginRegistry &layoutGames() { return testsupport::shippedPlugins(); }
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
    MainWindow w(layoutGames());
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
    MainWindow w(layoutGames());
    w.show();
    QTest::qWait(20);
    EXPECT_TRUE(available.contains(w.frameGeometry()));
    EXPECT_GE(w.width(), available.width() * 9 / 10);
    EXPECT_GE(w.height(), available.height() * 8 / 10);
}

// The handle between the game list and the experiment panel moves: the list can take most of
// the height (the panel scrolls), and gives it back.
TEST(WindowLayout, TheGameListCanBeEnlarged) {
    MainWindow w(layoutGames());
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
    SourcesView v(layoutGames());
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

// The locators ("Where": a section of a text, or a line of Ludii's program) never squeeze the rule
// points' titles: they take at most a third of the tree, for every game, at a narrow and a wide
// dock alike; the titles have the rest.
TEST(WindowLayout, SourcesWhereColumnLeavesTheTitlesTheirRoom) {
    SourcesView v(layoutGames());
    v.show();
    QTreeWidget *t = v.pointTree();
    const int least = v.fontMetrics().horizontalAdvance(QStringLiteral("Rules s. 13"));
    int squeezedBefore = 0;  // games whose locators alone are wider than a third of the tree
    for (const LoadedGame &g : layoutGames().games()) {
        v.setGame(g.pluginId);
        for (int width : {260, 480}) {
            v.resize(width, 700);
            QTest::qWait(10);
            const int third = std::max(least, t->viewport()->width() / 3);
            if (static_cast<const QAbstractItemView *>(t)->sizeHintForColumn(1) > third) ++squeezedBefore;
            EXPECT_LE(v.whereColumnWidth(), third) << g.pluginId.toStdString() << " at " << width;
            EXPECT_GE(t->columnWidth(0), t->viewport()->width() - third) << g.pluginId.toStdString() << " at " << width;
        }
    }
    EXPECT_GT(squeezedBefore, 0) << "no game's locators are long enough to test the limit";
}

// At 1366 x 768, in every language, every control of the Experiment panel can be scrolled to and
// is then whole: inside the dock's view, at least as wide as it needs, and no part of the panel
// behind a horizontal scroll bar (the dock is never narrower than the panel).
class ExperimentPanelFits : public ::testing::TestWithParam<const char *> {};

TEST_P(ExperimentPanelFits, EveryControlIsReachableAndWhole) {
    const QString code = QLatin1String(GetParam());
    QApplication::setLayoutDirection(installTranslations(code).textDirection());
    QSettings().remove(QStringLiteral("window/geometry"));
    QSettings().remove(QStringLiteral("window/state"));
    {
        MainWindow w(layoutGames());
        w.setQuiet(true);
        w.show();
        QTest::qWait(20);
        ASSERT_LE(w.frameGeometry().width(), 1366);
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("experimentDock"));
        ASSERT_TRUE(dock);
        auto *scroll = qobject_cast<QScrollArea *>(dock->widget());
        ASSERT_TRUE(scroll);
        QWidget *panel = scroll->widget();
        EXPECT_FALSE(scroll->horizontalScrollBar()->isVisible()) << "part of the panel is scrolled away sideways";
        EXPECT_GE(scroll->viewport()->width(), panel->minimumSizeHint().width()) << "the panel is squeezed";
        int controls = 0;
        for (QWidget *c : panel->findChildren<QWidget *>()) {
            const bool control = qobject_cast<QAbstractButton *>(c) || qobject_cast<QComboBox *>(c) ||
                                 qobject_cast<QAbstractSpinBox *>(c) || qobject_cast<QLineEdit *>(c) ||
                                 qobject_cast<QProgressBar *>(c);
            if (!control || !c->isVisibleTo(panel) || qobject_cast<QLineEdit *>(c->parentWidget()) ||
                qobject_cast<QComboBox *>(c->parentWidget()) || qobject_cast<QAbstractSpinBox *>(c->parentWidget()))
                continue;
            ++controls;
            // The whole control (ensureWidgetVisible shows only a spin box's text cursor).
            const QRect inPanel(c->mapTo(panel, QPoint(0, 0)), c->size());
            scroll->ensureVisible(inPanel.center().x(), inPanel.center().y(), inPanel.width() / 2 + 1, inPanel.height() / 2 + 1);
            QTest::qWait(5);
            const QRect shown(c->mapTo(scroll->viewport(), QPoint(0, 0)), c->size());
            EXPECT_TRUE(scroll->viewport()->rect().contains(shown))
                << code.toStdString() << ": " << c->metaObject()->className() << " " << c->objectName().toStdString() << " at "
                << shown.x() << "," << shown.y() << " " << shown.width() << "x" << shown.height() << " in "
                << scroll->viewport()->width() << "x" << scroll->viewport()->height();
            EXPECT_GE(c->width(), c->minimumSizeHint().width())
                << code.toStdString() << ": " << c->metaObject()->className() << " is clipped";
        }
        EXPECT_GE(controls, 15) << "agents, seats, matches, precision, seed, seven caps, Run, Cancel";
    }
    installTranslations(QStringLiteral("en"));
    QApplication::setLayoutDirection(Qt::LeftToRight);
}
INSTANTIATE_TEST_SUITE_P(Languages, ExperimentPanelFits, ::testing::Values("en", "hi", "ur"));
