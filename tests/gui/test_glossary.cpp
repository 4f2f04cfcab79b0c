// Help > Glossary and Help > Getting started, opened from the workbench's Help menu offscreen.
#include "experiment/display_names.h"
#include "experiment/glossary.h"
#include "glossary_dialog.h"
#include "main_window.h"
#include "plugin/plugin_registry.h"

#include <QAction>
#include <QLabel>
#include <QImage>
#include <QUrl>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>
#include "translations.h"

#include <gtest/gtest.h>

using namespace rulelab;

namespace {

QAction *helpAction(const MainWindow &w, const QString &text) {
    for (QAction *menu : w.menuBar()->actions())
        if (menu->menu() && menu->text() == MainWindow::tr("&Help"))
            for (QAction *a : menu->menu()->actions())
                if (a->text() == text) return a;
    return nullptr;
}

// The entries shown: not hidden themselves, nor their category.
QList<QTreeWidgetItem *> shownEntries(const QTreeWidget *tree) {
    QList<QTreeWidgetItem *> out;
    for (int g = 0; g < tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = tree->topLevelItem(g);
        if (group->isHidden()) continue;
        for (int i = 0; i < group->childCount(); ++i)
            if (!group->child(i)->isHidden()) out << group->child(i);
    }
    return out;
}

QString idOf(const QTreeWidgetItem *item) { return item ? item->data(0, Qt::UserRole).toString() : QString(); }

}  // namespace

TEST(GlossaryWindow, OpensFromTheHelpMenuAndSearches) {
    PluginRegistry reg;
    MainWindow w(reg);
    w.show();
    QAction *open = helpAction(w, MainWindow::tr("&Glossary"));
    ASSERT_NE(open, nullptr);
    EXPECT_EQ(open->shortcut(), QKeySequence(Qt::Key_F1));
    open->trigger();
    GlossaryDialog *d = w.glossaryDialog();
    ASSERT_TRUE(d->isVisible());
    EXPECT_FALSE(d->isModal());
    EXPECT_LE(d->width(), w.width());
    open->trigger();  // one dialog, brought to the front
    EXPECT_EQ(w.glossaryDialog(), d);

    const int total = d->shownCount();
    EXPECT_EQ(total, static_cast<int>(glossary().size()));
    EXPECT_EQ(total, d->totalCount());
    EXPECT_EQ(shownEntries(d->tree()).size(), total);
    // Every entry is under its category, with its id as the tooltip of its term.
    for (QTreeWidgetItem *item : shownEntries(d->tree())) {
        EXPECT_EQ(item->toolTip(0), idOf(item));
        EXPECT_FALSE(item->text(1).isEmpty()) << idOf(item).toStdString();
    }

    QTest::keyClicks(d->searchField(), QStringLiteral("RELAY"));
    const QList<QTreeWidgetItem *> relay = shownEntries(d->tree());
    EXPECT_EQ(relay.size(), d->shownCount());
    EXPECT_GT(d->shownCount(), 2);
    EXPECT_LT(d->shownCount(), total);
    QStringList ids;
    for (QTreeWidgetItem *item : relay) {
        ids << idOf(item);
        const QString all = item->text(0) + QLatin1Char(' ') + idOf(item) + QLatin1Char(' ') + item->text(1);
        EXPECT_TRUE(all.contains(QStringLiteral("relay"), Qt::CaseInsensitive)) << all.toStdString();
    }
    EXPECT_TRUE(ids.contains(QStringLiteral("relay_loop"))) << ids.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(ids.contains(QStringLiteral("G-1")));
    EXPECT_FALSE(ids.contains(QStringLiteral("Balance")));

    d->searchField()->clear();
    EXPECT_EQ(d->shownCount(), total);
    EXPECT_EQ(shownEntries(d->tree()).size(), total);

    // showTerm clears the search and selects the entry.
    QTest::keyClicks(d->searchField(), QStringLiteral("cowrie"));
    EXPECT_LT(d->shownCount(), total);
    d->showTerm(QStringLiteral("match_cycle"));
    EXPECT_TRUE(d->searchField()->text().isEmpty());
    EXPECT_EQ(d->shownCount(), total);
    ASSERT_NE(d->tree()->currentItem(), nullptr);
    EXPECT_EQ(idOf(d->tree()->currentItem()), QStringLiteral("match_cycle"));
    EXPECT_EQ(d->tree()->currentItem()->text(0), endReasonName(EndReason::MatchCycle));
    EXPECT_TRUE(d->tree()->currentItem()->isSelected());
    // The whole explanation is shown below the list.
    const auto entry = glossaryEntry("match_cycle");
    ASSERT_TRUE(entry);
    EXPECT_TRUE(d->detailLabel()->text().contains(entry->explanation.toHtmlEscaped())) << d->detailLabel()->text().toStdString();

    // Nothing found: no entry, no category.
    QTest::keyClicks(d->searchField(), QStringLiteral("no such term anywhere"));
    EXPECT_EQ(d->shownCount(), 0);
    EXPECT_TRUE(shownEntries(d->tree()).isEmpty());
}

TEST(GettingStarted, OpensFromTheHelpMenuWithFiveWalkthroughsLinkedToTheGlossary) {
    PluginRegistry reg;
    MainWindow w(reg);
    w.show();
    QAction *open = helpAction(w, MainWindow::tr("Getting &Started"));
    ASSERT_NE(open, nullptr);
    open->trigger();
    GettingStartedDialog *d = w.gettingStartedDialog();
    ASSERT_TRUE(d->isVisible());
    EXPECT_FALSE(d->isModal());
    EXPECT_LE(d->width(), w.width());
    const QString text = d->browser()->toPlainText();
    for (const char *heading : {"1. Compare two readings", "2. Export a figure for a paper", "3. Step through a match",
                                "4. Look at a small state graph", "5. Switch the language", "6. Play a reading yourself",
                                "7. Find the readings that meet what the sources say", "8. Make a game from a rules file"})
        EXPECT_TRUE(text.contains(GettingStartedDialog::tr(heading))) << heading;
    // Its pictures are built in, and load.
    int pictures = 0;
    for (const auto &m :
         QRegularExpression(QStringLiteral("src=\"(qrc:/getting-started/[^\"]+)\"")).globalMatch(d->browser()->toHtml())) {
        ++pictures;
        const QString resource = m.captured(1).mid(3);  // qrc:/x -> :/x
        EXPECT_FALSE(QImage(resource).isNull()) << resource.toStdString();
    }
    EXPECT_EQ(pictures, 3);
    // The menus it names are the window's own.
    for (const char *named : {"Run > Run Experiment (Ctrl+R)", "File > Export Chart...", "Analysis > State Graph... (Ctrl+G)",
                              "File > Settings...", "Shift+Left", "Run > Explore Readings...",
                              "File > New Game from Rules File...", "Edit > New Game Rules...",
                              "Edit > Edit a Copy of This Game..."})
        EXPECT_TRUE(text.contains(QLatin1String(named))) << named;

    // Every link names a glossary entry, and opens the glossary there.
    const QString html = d->browser()->toHtml();
    QStringList links;
    for (const auto &m : QRegularExpression(QStringLiteral("href=\"glossary:([^\"]+)\"")).globalMatch(html))
        links << m.captured(1);
    EXPECT_GE(links.size(), 5);
    for (const QString &id : links) EXPECT_TRUE(glossaryEntry(id.toStdString()).has_value()) << id.toStdString();
    emit d->browser()->anchorClicked(QUrl(QStringLiteral("glossary:cyclic_components")));
    ASSERT_TRUE(w.glossaryDialog()->isVisible());
    EXPECT_EQ(idOf(w.glossaryDialog()->tree()->currentItem()), QStringLiteral("cyclic_components"));
}

// Getting Started shows the window in the interface's language.
TEST(GettingStarted, ShowsTheWindowInTheInterfacesLanguage) {
    for (const char *lang : {"hi", "ur", "en"}) {
        installTranslations(QString::fromLatin1(lang));
        GettingStartedDialog d;
        const QString html = d.browser()->toHtml();
        const QString want = QStringLiteral("qrc:/getting-started/window_1366x768_%1.png").arg(QLatin1String(lang));
        EXPECT_TRUE(html.contains(want)) << lang;
        EXPECT_FALSE(QImage(want.mid(3)).isNull()) << lang;
    }
}
