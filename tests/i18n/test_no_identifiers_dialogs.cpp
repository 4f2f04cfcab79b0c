// No identifier on screen in the dialogs either (issue 37, item 8): in English, Hindi and Urdu, the
// publication bundle, New Game from Rules File, the rules form (a copy of a shipped rules file, and
// a new game), Settings, the reading editor, and File > Compare Results Folders show no reading id,
// option or value code, result key, end-reason key or agent list in a visible widget (the scan of
// identifier_scan.h). Tooltips and files keep the ids.
#include "identifier_scan.h"
#include "bundle_dialog.h"
#include "reading_editor.h"
#include "rules_file_dialogs.h"
#include "settings_dialog.h"
#include "translations.h"

#include <QApplication>
#include <QDialog>
#include <QTableWidget>
#include <gtest/gtest.h>

using namespace rulelab;
using namespace rulelab::idscan;

namespace {

// A second run of Khutka Boia, of other readings: File > Compare Results Folders sets it beside
// results().
QString otherResults() {
    static QTemporaryDir dir;
    static const QString out = [] {
        const QString path = dir.filePath(QStringLiteral("other"));
        const auto run = testsupport::cli(testsupport::words("run khutka-boia --reading ludii-portal --reading reconstruction "
                                                              "--matches 12 --seed 5 --out") +
                                          QStringList{path});
        EXPECT_EQ(run.code, 0) << run.err.toStdString();
        return path;
    }();
    return out;
}

// The findings of a dialog shown, as its user sees it, then closed.
QStringList dialogFindings(QDialog *d, const QString &where, const QSet<QString> &ids) {
    d->show();
    QApplication::processEvents();
    QStringList out = findings(d, where, ids);
    d->hide();
    return out;
}

void selectGame(MainWindow &w, const char *game) {
    QTreeWidget *tree = w.gameTree();
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->data(0, Qt::UserRole + 1).toString() == QLatin1String(game))
            tree->setCurrentItem(tree->topLevelItem(i));
}

QStringList scanDialogs(const QSet<QString> &ids) {
    QStringList found;
    PluginRegistry reg;  // one the rules form and New Game may add to
    reg.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
    MainWindow w(reg);
    w.setQuiet(true);
    w.resize(1366, 768);
    w.show();
    EXPECT_TRUE(w.openFile(results())) << w.lastError().toStdString();
    {
        BundleDialog bundle(&w, reg, {results()});
        found << dialogFindings(&bundle, QStringLiteral("bundle"), ids);
    }
    {
        SettingsDialog settings(&w);
        found << dialogFindings(&settings, QStringLiteral("settings"), ids);
    }
    if (NewGameFromFileDialog *d = w.newGameDialog()) found << dialogFindings(d, QStringLiteral("new game"), ids);
    else ADD_FAILURE() << "no New Game dialog";
    selectGame(w, "walak-pussa");  // a game a shipped rules file defines: the form edits a copy
    if (RulesFormDialog *d = w.rulesForm(true)) {
        EXPECT_GT(d->ruleTable()->rowCount(), 10);
        found << dialogFindings(d, QStringLiteral("rules form (a copy)"), ids);
    } else {
        ADD_FAILURE() << "no rules form";
    }
    if (RulesFormDialog *d = w.rulesForm(false)) found << dialogFindings(d, QStringLiteral("rules form (new)"), ids);
    for (const char *game : {"khutka-boia", "bheri-bakri", "pachgarhwa"}) {
        const LoadedGame *g = reg.find(game);
        if (!g || g->readings.empty()) {
            ADD_FAILURE() << "no reading of " << game;
            continue;
        }
        ReadingEditor editor(g->plugin->info(), g->readings.front(), &w);
        found << dialogFindings(&editor, QStringLiteral("reading editor, ") + QLatin1String(game), ids);
    }
    EXPECT_TRUE(w.compareResultFolders({results(), otherResults()})) << w.lastError().toStdString();
    QApplication::processEvents();
    found << findings(&w, QStringLiteral("compare results folders"), ids);
    return found;
}

class NoIdentifiersInDialogs : public ::testing::TestWithParam<const char *> {};

}  // namespace

TEST_P(NoIdentifiersInDialogs, NoVisibleWidgetShowsAnIdentifier) {
    const QString code = QLatin1String(GetParam());
    const QLocale locale = installTranslations(code);
    QApplication::setLayoutDirection(locale.textDirection());
    QStringList found = scanDialogs(knownIds());
    installTranslations(QStringLiteral("en"));
    QApplication::setLayoutDirection(Qt::LeftToRight);
    found.removeDuplicates();
    EXPECT_TRUE(found.isEmpty()) << code.toStdString() << ":\n" << found.join(QLatin1Char('\n')).toStdString();
}
INSTANTIATE_TEST_SUITE_P(Languages, NoIdentifiersInDialogs, ::testing::Values("en", "hi", "ur"));
