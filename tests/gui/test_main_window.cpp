// The placeholder workbench window, driven offscreen.
#include "main_window.h"
#include "registry/plugin_registry.h"

#include <QApplication>
#include <QDir>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTreeWidget>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {
QString fixture(const char *sub) {
    const QDir d(QStringLiteral(RULELAB_FIXTURE_DIR "/") + QLatin1String(sub));
    return d.filePath(d.entryList(QDir::Files).value(0));
}
}  // namespace

TEST(MainWindow, ListsLoadedGamesWithTheirReadings) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
    MainWindow w(reg);
    w.show();
    QTreeWidget *tree = w.gameTree();
    ASSERT_EQ(tree->topLevelItemCount(), 1);
    QTreeWidgetItem *game = tree->topLevelItem(0);
    EXPECT_EQ(game->text(0), QStringLiteral("Fixture Nim"));
    ASSERT_EQ(game->childCount(), 2);
    EXPECT_EQ(game->child(0)->text(0), QStringLiteral("Normal play"));
    EXPECT_EQ(game->child(1)->text(0), QStringLiteral("Misere play"));
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("1 game")));
}

TEST(MainWindow, SelectingAReadingShowsItsOptionValues) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixture("good")));
    MainWindow w(reg);
    w.show();
    w.gameTree()->setCurrentItem(w.gameTree()->topLevelItem(0)->child(1));  // misere
    const QString text = w.details()->toPlainText();
    EXPECT_TRUE(text.contains(QStringLiteral("Reading: Misere play"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Last counter loses.")));
    EXPECT_TRUE(text.contains(QStringLiteral("Whoever takes the last counter loses")));
    // the misere flag is true in this reading, false by default
    EXPECT_TRUE(text.contains(QStringLiteral("true")));
    w.gameTree()->setCurrentItem(w.gameTree()->topLevelItem(0)->child(0));
    EXPECT_TRUE(w.details()->toPlainText().contains(QStringLiteral("Reading: Normal play")));
}

TEST(MainWindow, ShowsPluginsThatFailedToLoad) {
    PluginRegistry reg;
    reg.loadFile(fixture("good"));
    reg.loadFile(fixture("wrong_api"));
    MainWindow w(reg);
    ASSERT_EQ(w.gameTree()->topLevelItemCount(), 2);
    QTreeWidgetItem *bad = w.gameTree()->topLevelItem(1);
    EXPECT_TRUE(bad->text(0).startsWith(QStringLiteral("Plugins not loaded (1)")));
    ASSERT_EQ(bad->childCount(), 1);
    EXPECT_TRUE(bad->child(0)->text(1).contains(QStringLiteral("API version 999")));
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("1 plugin(s) could not be loaded")));
}

TEST(MainWindow, SaysSoWhenNoGameIsInstalled) {
    PluginRegistry reg;
    MainWindow w(reg);
    EXPECT_EQ(w.gameTree()->topLevelItemCount(), 0);
    EXPECT_TRUE(w.details()->toPlainText().contains(QStringLiteral("No game plugins were found")));
}

int main(int argc, char **argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
