// Games from rules files in the workbench: File > New Game from Rules File shows a file's
// problems in the dialog and loads it once fixed; Edit > Edit Game Rules is a form that saves a
// checked rules file (no JSON by hand) whose game joins the tree.
#include "main_window_test_support.h"
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "rules_file_dialogs.h"
#include "sources_view.h"
#include "support/files.h"
#include "support/cli_runner.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <qcustomplot.h>
#include <gtest/gtest.h>

using namespace rulelab;
using rulelab::main_window_test::ShippedRegistry;
using rulelab::testsupport::runInto;

namespace {

QByteArray shippedPachgarhwa() {
    QFile f(QStringLiteral(RULELAB_SOURCE_DIR "/data/games/pachgarhwa-rules.json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

using testsupport::writeAll;

QTreeWidgetItem *gameItem(QTreeWidget *tree, const QString &text) {
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->text(0) == text) return tree->topLevelItem(i);
    return nullptr;
}

QStringList listed(const QListWidget *list) {
    QStringList out;
    for (int i = 0; i < list->count(); ++i) out << list->item(i)->text();
    return out;
}

// The problems a rules form lists, one a line.
QString problemsOf(const RulesFormDialog *form) { return listed(form->problemList()).join(QLatin1Char('\n')); }

// Save refused: nothing written at `path`, and the form lists `problem`.
void expectRefused(RulesFormDialog *form, const QString &path, const QString &problem) {
    EXPECT_FALSE(form->saveTo(path));
    EXPECT_FALSE(QFile::exists(path));
    EXPECT_TRUE(problemsOf(form).contains(problem)) << problemsOf(form).toStdString();
}

}  // namespace

TEST(RulesFileGui, ShippedRulesFileGamesAreMarkedInTheTree) {
    ShippedRegistry reg;
    MainWindow w(reg);
    QTreeWidgetItem *pg = gameItem(w.gameTree(), QStringLiteral("Pachgarhwa (rules file) [rules file]"));
    ASSERT_TRUE(pg);
    EXPECT_EQ(pg->childCount(), 5);
    EXPECT_TRUE(pg->toolTip(0).contains(QStringLiteral(":/games/pachgarhwa-rules.json")));
    EXPECT_TRUE(gameItem(w.gameTree(), QStringLiteral("Pachgarhwa")));  // the compiled one, unmarked
    EXPECT_TRUE(gameItem(w.gameTree(), QStringLiteral("Walak-pussa [rules file]")));
}

TEST(RulesFileGui, NewGameFromFileListsTheProblemsThenLoadsTheFixedFile) {
    ShippedRegistry reg;
    MainWindow w(reg);
    w.show();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("my-variant.json"));
    QByteArray text = shippedPachgarhwa();
    text.replace("\"id\": \"pachgarhwa-rules\"", "\"id\": \"my-variant\"");
    text.replace("\"name\": \"Pachgarhwa (rules file)\"", "\"name\": \"My variant\"");
    QByteArray bad = text;
    bad.replace("\"values\": [\"next_hole\",", "\"values\": [\"nxt_hole\",");
    writeAll(path, bad);

    NewGameFromFileDialog *d = w.newGameDialog();
    ASSERT_TRUE(d);
    d->show();
    d->pathEdit()->setText(path);
    QTest::mouseClick(d->loadButton(), Qt::LeftButton);
    EXPECT_TRUE(d->isVisible()) << "a refused file keeps the dialog open";
    EXPECT_TRUE(d->problemList()->isVisible());
    const QStringList problems = listed(d->problemList());
    ASSERT_FALSE(problems.isEmpty());
    EXPECT_TRUE(problems.join(QLatin1Char('\n'))
                    .contains(path + QStringLiteral(": rules.relay.values[0]: 'nxt_hole' is not a value of relay")))
        << problems.join(QLatin1Char('\n')).toStdString();
    EXPECT_FALSE(reg.find("my-variant"));

    writeAll(path, text);
    QTest::mouseClick(d->loadButton(), Qt::LeftButton);
    EXPECT_FALSE(d->isVisible());
    const LoadedGame *g = reg.find("my-variant");
    ASSERT_TRUE(g);
    EXPECT_EQ(g->definedBy, QStringLiteral("rules-file"));
    EXPECT_EQ(g->readings.size(), 5u);
    QTreeWidgetItem *item = gameItem(w.gameTree(), QStringLiteral("My variant [rules file]"));
    ASSERT_TRUE(item);
    EXPECT_EQ(w.gameTree()->currentItem(), item);
    EXPECT_TRUE(QSettings().value(QString::fromLatin1(PluginRegistry::kGamesDirsSetting)).toStringList().contains(dir.path()));
    // The Sources dock offers the new game too.
    EXPECT_GE(w.sourcesView()->gameBox()->findData(QStringLiteral("my-variant")), 0);

    // The same file again: its id is taken, and the dialog says so.
    d->show();
    QTest::mouseClick(d->loadButton(), Qt::LeftButton);
    EXPECT_TRUE(listed(d->problemList())
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("a game with id 'my-variant' is already loaded")));
}

TEST(RulesFileGui, TheFormEditsAGameFromItsFileAndSavesACheckedFile) {
    ShippedRegistry reg;
    MainWindow w(reg);
    w.show();
    QTreeWidgetItem *wp = gameItem(w.gameTree(), QStringLiteral("Walak-pussa [rules file]"));
    ASSERT_TRUE(wp);
    w.gameTree()->setCurrentItem(wp);
    RulesFormDialog *form = w.rulesForm();
    ASSERT_TRUE(form);
    form->show();
    // Started from the file: a new id, the board, the rules as the file has them.
    EXPECT_EQ(form->idEdit()->text(), QStringLiteral("walak-pussa-edited"));
    EXPECT_EQ(form->holesBox()->value(), 7);
    EXPECT_EQ(form->countersBox()->value(), 4);
    const int relay = form->rowOfRule(QStringLiteral("relay"));
    ASSERT_GE(relay, 0);
    // The relay is open in the file (next_hole, and landing_hole for the reading of Ludii's program).
    EXPECT_EQ(form->ruleTable()->item(relay, RulesFormDialog::ValuesCol)->text(), QStringLiteral("next_hole, landing_hole"));
    EXPECT_EQ(form->ruleTable()->item(relay, RulesFormDialog::OpenCol)->checkState(), Qt::Checked);
    const QString relaySource = form->ruleTable()->item(relay, RulesFormDialog::SourceCol)->text();
    const QString relayLocator = form->ruleTable()->item(relay, RulesFormDialog::LocatorCol)->text();
    EXPECT_FALSE(relaySource.isEmpty());
    EXPECT_EQ(form->readingTable()->rowCount(), 4);

    // Open the relay with a misspelt value: the form lists the problem and saves nothing.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("walak-pussa-edited.json"));
    form->setRule(QStringLiteral("relay"), true, QStringLiteral("next_hole, landng_hole"), QStringLiteral("next_hole"),
                  relaySource, relayLocator);
    const QString relayName = form->ruleTable()->item(form->rowOfRule(QStringLiteral("relay")), RulesFormDialog::RuleCol)->text();
    expectRefused(form, path, relayName + QStringLiteral(" (values[1]): 'landng_hole' is not a value of relay"));

    // An id that a loaded game has is refused before anything is written.
    form->idEdit()->setText(QStringLiteral("walak-pussa"));
    form->setRule(QStringLiteral("relay"), true, QStringLiteral("next_hole, landing_hole"), QStringLiteral("next_hole"),
                  relaySource, relayLocator);
    expectRefused(form, path, QStringLiteral("'walak-pussa' is the id of a loaded game"));
    form->idEdit()->setText(QStringLiteral("walak-pussa-edited"));
    // A fixed rule given another value: the file's words for the old value are dropped with it.
    const int zone = form->rowOfRule(QStringLiteral("capture_zone"));
    form->ruleTable()->item(zone, RulesFormDialog::ValuesCol)->setText(QStringLiteral("opponent_row_only"));

    // Fixed, with a reading that picks the other relay: saved, and the game joins the tree.
    form->setRule(QStringLiteral("relay"), true, QStringLiteral("next_hole, landing_hole"), QStringLiteral("next_hole"),
                  relaySource, relayLocator);
    QTableWidget *readings = form->readingTable();
    readings->item(0, RulesFormDialog::ReadingOptionsCol)
        ->setText(readings->item(0, RulesFormDialog::ReadingOptionsCol)->text() + QStringLiteral(", relay=landing_hole"));
    ASSERT_TRUE(form->saveTo(path)) << problemsOf(form).toStdString();
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonObject saved = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonObject relayRule = saved.value(QStringLiteral("rules")).toObject().value(QStringLiteral("relay")).toObject();
    EXPECT_EQ(relayRule.value(QStringLiteral("values")).toArray(), (QJsonArray{"next_hole", "landing_hole"}));
    EXPECT_EQ(relayRule.value(QStringLiteral("citations")).toArray().at(0).toObject().value(QStringLiteral("source")).toString(),
              relaySource);
    // What the form does not show is kept from the file it started from.
    const QJsonObject capture = saved.value(QStringLiteral("rules")).toObject().value(QStringLiteral("capture")).toObject();
    EXPECT_FALSE(capture.value(QStringLiteral("description")).toString().isEmpty());
    const QJsonObject zoneRule = saved.value(QStringLiteral("rules")).toObject().value(QStringLiteral("capture_zone")).toObject();
    EXPECT_EQ(zoneRule.value(QStringLiteral("value")).toString(), QStringLiteral("opponent_row_only"));
    EXPECT_FALSE(zoneRule.value(QStringLiteral("explanations")).toObject().contains(QStringLiteral("any_row")));
    form->accept();
    const LoadedGame *g = reg.find("walak-pussa-edited");
    ASSERT_TRUE(g);
    const QJsonObject firstReading = saved.value(QStringLiteral("readings")).toArray().at(0).toObject();
    const Reading *r = reg.findReading("walak-pussa-edited", firstReading.value(QStringLiteral("id")).toString().toStdString());
    ASSERT_TRUE(r);
    EXPECT_EQ(r->values.at("relay"), "landing_hole");
    EXPECT_TRUE(gameItem(w.gameTree(), QStringLiteral("Walak-pussa (edited) [rules file]")));
}

// A compiled game no rules file writes (Khutka Boia) starts the form at the vocabulary's defaults.
TEST(RulesFileGui, TheFormStartsAtTheVocabularysDefaultsForACompiledGame) {
    ShippedRegistry reg;
    MainWindow w(reg);
    w.gameTree()->setCurrentItem(gameItem(w.gameTree(), QStringLiteral("Khutka Boia")));
    RulesFormDialog *form = w.rulesForm();
    ASSERT_TRUE(form);
    EXPECT_EQ(form->idEdit()->text(), QStringLiteral("my-game"));
    EXPECT_EQ(form->ruleTable()->item(form->rowOfRule(QStringLiteral("capture")), RulesFormDialog::ValuesCol)->text(),
              QStringLiteral("chain"));
    // A guard is left to RuleLab; every historical rule needs its citation before it saves.
    EXPECT_TRUE(form->ruleTable()->item(form->rowOfRule(QStringLiteral("stall")), RulesFormDialog::ValuesCol)->text().isEmpty());
    QTemporaryDir dir;
    EXPECT_FALSE(form->saveTo(dir.filePath(QStringLiteral("g.json"))));
    const QString problems = listed(form->problemList()).join(QLatin1Char('\n'));
    // Each problem where it is, in words: the field's label, a rule by its name.
    const auto ruleName = [&](const char *rule) {
        return form->ruleTable()->item(form->rowOfRule(QString::fromLatin1(rule)), RulesFormDialog::RuleCol)->text();
    };
    EXPECT_TRUE(problems.contains(QStringLiteral("g.json: Summary: is empty"))) << problems.toStdString();
    EXPECT_TRUE(problems.contains(QStringLiteral("g.json: %1 (citations): missing").arg(ruleName("capture"))))
        << problems.toStdString();
    EXPECT_FALSE(problems.contains(QStringLiteral("rules.")));
    EXPECT_FALSE(problems.contains(ruleName("stall") + QStringLiteral(" ("))) << problems.toStdString();
    // The added rules are rows of the form, left empty (left out of the file) unless given.
    for (const char *added :
         {"four_rule", "ownership", "middle_holes", "heads", "direction", "end_test", "both_pass", "dead_holes"}) {
        const int row = form->rowOfRule(QString::fromLatin1(added));
        ASSERT_GE(row, 0) << added;
        EXPECT_TRUE(form->ruleTable()->item(row, RulesFormDialog::ValuesCol)->text().isEmpty()) << added;
        EXPECT_FALSE(problems.contains(ruleName(added) + QStringLiteral(" ("))) << added;
    }
}

// A game with an added rule (Pallankuli's four_rule, open) shows it in the form as the file has it.
TEST(RulesFileGui, TheFormShowsAnAddedRuleOfAFile) {
    ShippedRegistry reg;
    MainWindow w(reg);
    QTreeWidgetItem *pk = gameItem(w.gameTree(), QStringLiteral("Pallankuli [rules file]"));
    ASSERT_TRUE(pk);
    w.gameTree()->setCurrentItem(pk);
    RulesFormDialog *form = w.rulesForm();
    ASSERT_TRUE(form);
    const int four = form->rowOfRule(QStringLiteral("four_rule"));
    ASSERT_GE(four, 0);
    EXPECT_EQ(form->ruleTable()->item(four, RulesFormDialog::OpenCol)->checkState(), Qt::Checked);
    EXPECT_EQ(form->ruleTable()->item(four, RulesFormDialog::ValuesCol)->text(),
              QStringLiteral("owner_on_drop, mover_on_drop, owner_after_segment, owner_sown_after_segment"));
    EXPECT_EQ(form->ruleTable()->item(four, RulesFormDialog::DefaultCol)->text(), QStringLiteral("owner_on_drop"));
    EXPECT_TRUE(
        form->ruleTable()->item(form->rowOfRule(QStringLiteral("ownership")), RulesFormDialog::ValuesCol)->text().isEmpty());
}

TEST(RulesFileGui, CompareResultsFoldersSetsAReadingBesideItsAnalogue) {
    QTemporaryDir dir;
    const QString pach = runInto(dir, "pach", "run pachgarhwa --reading humphries-baykhom --matches 300");
    const QString walak = runInto(dir, "walak", "run walak-pussa --reading mancala-world --matches 200");
    ShippedRegistry reg;
    MainWindow w(reg);
    w.setQuiet(true);
    ASSERT_TRUE(w.compareResultFolders({pach, walak})) << w.lastError().toStdString();
    QTableWidget *metrics = w.metricsTable();
    QStringList columns;
    for (int c = 0; c < metrics->columnCount(); ++c)
        if (metrics->horizontalHeaderItem(c)) columns << metrics->horizontalHeaderItem(c)->toolTip();  // the ids
    EXPECT_TRUE(columns.join(QLatin1Char('|')).contains(QStringLiteral("pachgarhwa:humphries-baykhom")))
        << columns.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(columns.join(QLatin1Char('|')).contains(QStringLiteral("walak-pussa:mancala-world")));
    QTableWidget *comparisons = w.comparisonTable();
    ASSERT_GT(comparisons->rowCount(), 5);
    bool laps = false;
    for (int r = 0; r < comparisons->rowCount(); ++r)
        for (int c = 0; c < comparisons->columnCount(); ++c)
            if (comparisons->item(r, c) && comparisons->item(r, c)->text().contains(QStringLiteral("laps"))) laps = true;
    EXPECT_TRUE(laps) << "one engine: lengths in laps are compared";
    // The figures name each reading's game too.
    const auto &series = w.chartData().readings;
    ASSERT_EQ(series.size(), 2u);
    EXPECT_TRUE(series[0].label().startsWith(QStringLiteral("Pachgarhwa: "))) << series[0].label().toStdString();
    EXPECT_TRUE(series[1].label().startsWith(QStringLiteral("Walak-pussa: "))) << series[1].label().toStdString();
    const QString note = w.resultsNoteLabel()->text();
    // In words: the agents, each folder's game and readings by name (the ids are in the tooltips).
    EXPECT_TRUE(note.contains(QStringLiteral("Readings of 2 results folder"))) << note.toStdString();
    EXPECT_TRUE(note.contains(QStringLiteral(", random against random, each with its own game"))) << note.toStdString();
    EXPECT_FALSE(note.contains(QStringLiteral("random,random"))) << note.toStdString();
    EXPECT_TRUE(
        note.contains(pach + QStringLiteral(": Pachgarhwa (P2 Humphries + Bay Khom ending), 300 matches per reading, seed 1")))
        << note.toStdString();
    EXPECT_TRUE(note.contains(
        walak + QStringLiteral(": Walak-pussa (W1 Parker via Mancala World, single game), 200 matches per reading, seed 1")))
        << note.toStdString();
    EXPECT_FALSE(note.contains(QStringLiteral("300 matches per reading, seed 1, agents"))) << "no header of the first run alone";

    // Games of different engines: only what means the same in every game is set side by side.
    const QString bheri = runInto(dir, "bheri", "run bheri-bakri --reading aibdd-literal --matches 50");
    ASSERT_TRUE(w.compareResultFolders({walak, bheri})) << w.lastError().toStdString();
    QStringList rows;
    for (int r = 0; r < metrics->rowCount(); ++r)
        if (metrics->verticalHeaderItem(r)) rows << metrics->verticalHeaderItem(r)->data(Qt::UserRole).toString();
    EXPECT_TRUE(rows.contains(QStringLiteral("AdvantageP1"))) << rows.join(QLatin1Char(',')).toStdString();
    EXPECT_TRUE(rows.contains(QStringLiteral("Completion"))) << rows.join(QLatin1Char(',')).toStdString();
    for (const QString &key : rows) {
        EXPECT_FALSE(key.startsWith(QStringLiteral("turns_")) || key.startsWith(QStringLiteral("laps_")) ||
                     key.startsWith(QStringLiteral("rounds_")) || key.startsWith(QStringLiteral("score_margin")))
            << key.toStdString() << " is counted in each engine's own units";
    }
    ASSERT_GT(comparisons->rowCount(), 0);
    for (int r = 0; r < comparisons->rowCount(); ++r)
        for (int c = 0; c < comparisons->columnCount(); ++c)
            if (comparisons->item(r, c)) {
                EXPECT_FALSE(comparisons->item(r, c)->text().contains(QStringLiteral("laps")))
                    << comparisons->item(r, c)->text().toStdString();
            }
    const QString crossNote = w.resultsNoteLabel()->text();
    EXPECT_TRUE(crossNote.contains(QStringLiteral("different engines"))) << crossNote.toStdString();
    EXPECT_TRUE(crossNote.contains(QStringLiteral("omitted:"))) << crossNote.toStdString();
    // The length figure says why it is empty; the advantage figure draws both readings.
    auto message = [](QCustomPlot *plot) {
        QString all;
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto *t = qobject_cast<QCPItemText *>(plot->item(i))) all += t->text() + QLatin1Char(' ');
        return all.replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    w.showChart(charts::ChartKind::Length);
    EXPECT_TRUE(message(w.chartPlot(charts::ChartKind::Length)).contains(QStringLiteral("different engines")))
        << message(w.chartPlot(charts::ChartKind::Length)).toStdString();
    EXPECT_EQ(w.chartPlot(charts::ChartKind::Length)->graphCount(), 0);
    w.showChart(charts::ChartKind::Advantage);
    EXPECT_FALSE(message(w.chartPlot(charts::ChartKind::Advantage)).contains(QStringLiteral("different engines")));
    ASSERT_EQ(w.chartData().readings.size(), 2u);
    EXPECT_TRUE(w.chartData().readings[1].label().startsWith(QStringLiteral("Bheri Bakri: ")))
        << w.chartData().readings[1].label().toStdString();
}

// `rulelab --compare DIR --compare DIR` opens the comparison of finished runs, as File > Compare
// Results Folders does (so a figure of it can be rendered from a script); a folder that is not a
// finished run is an error on standard error, exit code 1.
TEST(RulesFileGui, TheProgramComparesFoldersGivenOnItsCommandLine) {
    QTemporaryDir dir;
    const QString walak = runInto(dir, "walak", "run walak-pussa --reading mancala-world --matches 100");
    const QString khutka = runInto(dir, "khutka", "run khutka-boia --reading ludii-code --matches 100");
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    const QString png = dir.filePath(QStringLiteral("compare.png"));
    p.start(QStringLiteral(RULELAB_GUI_PROGRAM),
            {QStringLiteral("--compare"), walak, QStringLiteral("--compare"), khutka, QStringLiteral("--view"),
             QStringLiteral("results"), QStringLiteral("--screenshot"), png});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    EXPECT_GT(QFileInfo(png).size(), 1000);
    p.start(QStringLiteral(RULELAB_GUI_PROGRAM),
            {QStringLiteral("--compare"), walak, QStringLiteral("--compare"), dir.filePath(QStringLiteral("nothing-here")),
             QStringLiteral("--screenshot"), png});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 1);
    EXPECT_TRUE(p.readAllStandardError().contains("nothing-here"));
}
