// The rules form for non-programmers: problems shown beside their fields as the form is typed
// (the check `rulelab-cli check` runs), drafts that save with their problems and open again.
#include "answer_question.h"
#include "main_window_test_support.h"
#include "support/files.h"
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "plugin/rules_check_text.h"
#include "rules_file_dialogs.h"
#include "translations.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QApplication>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QStatusBar>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <functional>
#include <vector>

using namespace rulelab;
using rulelab::main_window_test::ShippedRegistry;

namespace {

const GameCollectionPlugin &rulesPlugin() {
    static PluginRegistry reg;
    static bool loaded = false;
    if (!loaded) reg.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
    loaded = true;
    return *reg.rulesFiles();
}

QString problemOf(const RulesFormDialog &form, const QString &rule) {
    return form.ruleTable()->item(form.rowOfRule(rule), RulesFormDialog::ProblemCol)->text();
}

QTreeWidgetItem *gameItem(QTreeWidget *tree, const QString &text) {
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->text(0) == text) return tree->topLevelItem(i);
    return nullptr;
}

// The editor a cell has open now (a closed one is hidden until it is deleted).
template <typename Editor>
Editor *shownEditor(QTableWidget *table) {
    for (Editor *e : table->viewport()->findChildren<Editor *>())
        if (e->isVisibleTo(table)) return e;
    return nullptr;
}

}  // namespace

TEST(RulesEditorForm, ProblemsAppearBesideTheFieldAsYouTypeAndGoWhenFixed) {
    RulesFormDialog form(rulesPlugin());
    form.show();
    // The blank form: its summary and sources are missing, each said under its own field.
    EXPECT_TRUE(form.fieldProblem(QStringLiteral("summary")).contains(QStringLiteral("is empty")))
        << form.fieldProblem(QStringLiteral("summary")).toStdString();
    EXPECT_FALSE(form.fieldProblem(QStringLiteral("sources")).isEmpty());
    EXPECT_TRUE(form.fieldProblem(QStringLiteral("name")).isEmpty());
    const int before = form.problemCount();
    EXPECT_GT(before, 0);
    EXPECT_TRUE(form.countLabel()->text().contains(QString::number(before))) << form.countLabel()->text().toStdString();

    // Typed, not checked at once: checked after a pause, and the line under the summary goes.
    form.summaryEdit()->setPlainText(QStringLiteral("A game of two rows."));
    EXPECT_FALSE(form.fieldProblem(QStringLiteral("summary")).isEmpty());
    EXPECT_TRUE(QTest::qWaitFor([&] { return form.fieldProblem(QStringLiteral("summary")).isEmpty(); }, 3000));
    EXPECT_EQ(form.problemCount(), before - 1);

    // A misspelt value shows in the rule's own Problem cell, and leaves it when corrected.
    const int capture = form.rowOfRule(QStringLiteral("capture"));
    ASSERT_GE(capture, 0);
    const QString good = form.ruleTable()->item(capture, RulesFormDialog::ValuesCol)->text();
    form.ruleTable()->item(capture, RulesFormDialog::ValuesCol)->setText(QStringLiteral("chian"));
    EXPECT_TRUE(
        QTest::qWaitFor([&] { return problemOf(form, QStringLiteral("capture")).contains(QStringLiteral("'chian'")); }, 3000))
        << problemOf(form, QStringLiteral("capture")).toStdString();
    EXPECT_FALSE(form.ruleTable()->item(capture, RulesFormDialog::ProblemCol)->icon().isNull());
    EXPECT_FALSE(problemOf(form, QStringLiteral("relay")).contains(QStringLiteral("'chian'")));
    form.ruleTable()->item(capture, RulesFormDialog::ValuesCol)->setText(good);
    EXPECT_TRUE(
        QTest::qWaitFor([&] { return !problemOf(form, QStringLiteral("capture")).contains(QStringLiteral("'chian'")); }, 3000));

    // A required rule emptied is reported missing beside it; an optional one is not.
    form.ruleTable()->item(form.rowOfRule(QStringLiteral("relay")), RulesFormDialog::ValuesCol)->setText(QString());
    EXPECT_TRUE(form.checkNow().join(QLatin1Char('\n')).contains(QStringLiteral("rules.relay: missing")));
    EXPECT_TRUE(problemOf(form, QStringLiteral("relay")).contains(QStringLiteral("missing")));
    EXPECT_TRUE(problemOf(form, QStringLiteral("stall")).isEmpty());
}

TEST(RulesEditorForm, TheRulesAGameMayLeaveOutComeFromTheCheck) {
    RulesFormDialog form(rulesPlugin());
    EXPECT_TRUE(form.isOptionalRule(QStringLiteral("stall")));      // a simulation guard
    EXPECT_TRUE(form.isOptionalRule(QStringLiteral("four_rule")));  // a mechanic of other games
    EXPECT_FALSE(form.isOptionalRule(QStringLiteral("capture")));
    EXPECT_FALSE(form.isOptionalRule(QStringLiteral("holes_per_row")));  // the board, not a rule
    // The blank form leaves the optional rules out and gives every other one a value.
    for (int r = 0; r < form.ruleTable()->rowCount(); ++r) {
        const QString rule = form.ruleTable()->item(r, RulesFormDialog::RuleCol)->data(Qt::UserRole).toString();
        EXPECT_EQ(form.ruleTable()->item(r, RulesFormDialog::ValuesCol)->text().isEmpty(), form.isOptionalRule(rule))
            << rule.toStdString();
    }
}

TEST(RulesEditorForm, ADraftWithProblemsSavesAndOpensWithThemAgain) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("unfinished.json"));
    int problems = 0;
    {
        RulesFormDialog form(rulesPlugin());
        form.idEdit()->setText(QStringLiteral("unfinished"));
        form.nameEdit()->setText(QString());
        problems = static_cast<int>(form.checkNow().size());
        ASSERT_GT(problems, 1);
        EXPECT_FALSE(form.saveTo(path));  // a rules file is saved only when sound
        EXPECT_FALSE(QFile::exists(path));
        ASSERT_TRUE(form.saveDraftTo(path));  // a draft is saved as it is
    }
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonObject saved = QJsonDocument::fromJson(f.readAll()).object();
    EXPECT_EQ(saved.value(QStringLiteral("id")).toString(), QStringLiteral("unfinished"));
    EXPECT_EQ(saved.value(QStringLiteral("name")).toString(), QString());

    RulesFormDialog reopened(rulesPlugin());
    ASSERT_TRUE(reopened.openDraft(path));
    EXPECT_EQ(reopened.idEdit()->text(), QStringLiteral("unfinished"));
    EXPECT_EQ(reopened.problemCount(), problems);
    EXPECT_TRUE(reopened.fieldProblem(QStringLiteral("name")).contains(QStringLiteral("is empty")));

    // A file that is not JSON is refused with its name, and the form is left as it was.
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    testsupport::writeAll(broken, "{ not json");
    EXPECT_FALSE(reopened.openDraft(broken));
    EXPECT_TRUE(reopened.problemList()->item(0)->text().contains(broken));
    EXPECT_EQ(reopened.idEdit()->text(), QStringLiteral("unfinished"));
}

// Closing a form with unsaved edits asks Save (a draft) / Discard / Cancel; a form as it was
// filled in, or as just saved, closes without a question.
TEST(RulesEditorForm, ClosingWithUnsavedEditsAsksAndCancelKeepsThem) {
    QTemporaryDir dir;
    RulesFormDialog form(rulesPlugin());
    form.show();
    int asked = 0;
    auto answer = [&asked](QMessageBox::StandardButton button) {
        testsupport::answerNextQuestion("unsavedRulesBox", button, asked);
    };
    EXPECT_FALSE(form.hasUnsavedEdits());
    form.reject();  // nothing edited: closes, no question
    EXPECT_EQ(asked, 0);
    EXPECT_FALSE(form.isVisible());

    form.show();
    form.nameEdit()->setText(QStringLiteral("Half-read game"));
    EXPECT_TRUE(form.hasUnsavedEdits());
    answer(QMessageBox::Cancel);
    form.reject();
    EXPECT_EQ(asked, 1);
    EXPECT_TRUE(form.isVisible());  // Cancel: still open, the edit kept
    EXPECT_EQ(form.nameEdit()->text(), QStringLiteral("Half-read game"));

    ASSERT_TRUE(form.saveDraftTo(dir.filePath(QStringLiteral("half.json"))));
    EXPECT_FALSE(form.hasUnsavedEdits());  // saved as a draft: nothing to lose
    form.reject();
    EXPECT_EQ(asked, 1);
    EXPECT_FALSE(form.isVisible());

    form.show();
    form.summaryEdit()->setPlainText(QStringLiteral("Another note"));
    answer(QMessageBox::Discard);
    form.reject();
    EXPECT_EQ(asked, 2);
    EXPECT_FALSE(form.isVisible());
}

TEST(RulesEditorForm, RulesAndTheirValuesAreChosenFromListsInWords) {
    RulesFormDialog form(rulesPlugin());
    form.show();
    QTableWidget *rules = form.ruleTable();
    const int capture = form.rowOfRule(QStringLiteral("capture"));
    ASSERT_GE(capture, 0);
    // The rule is named in words, its id in the tooltip.
    QTableWidgetItem *name = rules->item(capture, RulesFormDialog::RuleCol);
    EXPECT_NE(name->text(), QStringLiteral("capture"));
    EXPECT_TRUE(name->toolTip().contains(QStringLiteral("capture")));

    // The values cell opens a drop-down of words, each value's id in its tooltip.
    const QModelIndex cell = rules->model()->index(capture, RulesFormDialog::ValuesCol);
    rules->openPersistentEditor(rules->item(capture, RulesFormDialog::ValuesCol));
    auto *box = shownEditor<QComboBox>(rules);
    ASSERT_TRUE(box);
    const int single = box->findData(QStringLiteral("chain_capped4"));
    ASSERT_GE(single, 0);
    EXPECT_EQ(box->itemText(single), QStringLiteral("chain, at most four"));
    EXPECT_EQ(box->itemData(single, Qt::ToolTipRole).toString(), QStringLiteral("chain_capped4"));
    EXPECT_EQ(box->currentData().toString(), rules->item(capture, RulesFormDialog::ValuesCol)->text());
    box->setCurrentIndex(single);
    rules->itemDelegateForIndex(cell)->setModelData(box, rules->model(), cell);
    rules->closePersistentEditor(rules->item(capture, RulesFormDialog::ValuesCol));
    // The file keeps the id; the check sees the chosen value.
    EXPECT_EQ(rules->item(capture, RulesFormDialog::ValuesCol)->text(), QStringLiteral("chain_capped4"));
    const QJsonObject rule = form.content().value(QStringLiteral("rules")).toObject().value(QStringLiteral("capture")).toObject();
    EXPECT_EQ(rule.value(QStringLiteral("value")).toString(), QStringLiteral("chain_capped4"));
    // Its citation is typed beside it.
    rules->item(capture, RulesFormDialog::SourceCol)->setText(QStringLiteral("deshpande-2001"));
    rules->item(capture, RulesFormDialog::LocatorCol)->setText(QStringLiteral("p. 12"));
    const QJsonObject cited =
        form.content().value(QStringLiteral("rules")).toObject().value(QStringLiteral("capture")).toObject();
    EXPECT_EQ(cited.value(QStringLiteral("citations")).toArray().at(0).toObject().value(QStringLiteral("locator")).toString(),
              QStringLiteral("p. 12"));

    // An open rule's values are typed ("a, b"); its default is chosen among them.
    form.setRule(QStringLiteral("capture"), true, QStringLiteral("chain, single"), QStringLiteral("chain"), QString(), QString());
    const QModelIndex values = rules->model()->index(capture, RulesFormDialog::ValuesCol);
    rules->openPersistentEditor(rules->item(capture, RulesFormDialog::ValuesCol));
    EXPECT_FALSE(shownEditor<QComboBox>(rules));
    EXPECT_TRUE(shownEditor<QLineEdit>(rules));
    rules->closePersistentEditor(rules->item(capture, RulesFormDialog::ValuesCol));
    rules->openPersistentEditor(rules->item(capture, RulesFormDialog::DefaultCol));
    EXPECT_TRUE(shownEditor<QComboBox>(rules));
    rules->closePersistentEditor(rules->item(capture, RulesFormDialog::DefaultCol));
    EXPECT_TRUE(values.isValid());
}

// Edit a Copy is offered for a game of a rules file, and for a compiled game that a rules file
// writes (Pachgarhwa: data/games/pachgarhwa-rules.json); for one no file writes, it says why not.
TEST(RulesEditorForm, EditACopyIsOfferedForRulesFileGamesAndSaysWhyNotForACompiledOne) {
    ShippedRegistry reg;
    MainWindow w(reg);
    w.setQuiet(true);
    QAction *copy = w.editCopyAction();
    ASSERT_TRUE(copy);
    w.gameTree()->setCurrentItem(gameItem(w.gameTree(), QStringLiteral("Khutka Boia")));  // compiled, no rules file
    EXPECT_FALSE(copy->isEnabled());
    EXPECT_TRUE(copy->toolTip().contains(QStringLiteral("compiled plugin"))) << copy->toolTip().toStdString();
    w.gameTree()->setCurrentItem(gameItem(w.gameTree(), QStringLiteral("Pachgarhwa")));  // compiled, written by a rules file
    EXPECT_TRUE(copy->isEnabled());
    EXPECT_TRUE(copy->toolTip().contains(QStringLiteral("Pachgarhwa (rules file)"))) << copy->toolTip().toStdString();
    copy->trigger();
    RulesFormDialog *pachForm = w.findChild<RulesFormDialog *>();
    ASSERT_TRUE(pachForm);
    EXPECT_EQ(pachForm->idEdit()->text(), QStringLiteral("pachgarhwa-rules-edited"));
    EXPECT_EQ(pachForm->problemCount(), 0) << pachForm->checkNow().join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(pachForm->statusLabel()->text().contains(QStringLiteral("the compiled Pachgarhwa")))
        << pachForm->statusLabel()->text().toStdString();
    // Its readings are the compiled game's, by id.
    QStringList readingIds;
    for (int r = 0; r < pachForm->readingTable()->rowCount(); ++r)
        readingIds << pachForm->readingTable()->item(r, RulesFormDialog::ReadingIdCol)->text();
    for (const Reading &r : reg.find("pachgarhwa")->readings)
        EXPECT_TRUE(readingIds.contains(QString::fromStdString(r.id))) << r.id;
    pachForm->hide();
    w.gameTree()->setCurrentItem(gameItem(w.gameTree(), QStringLiteral("Walak-pussa [rules file]")));
    EXPECT_TRUE(copy->isEnabled());
    copy->trigger();
    RulesFormDialog *form = w.findChild<RulesFormDialog *>();
    ASSERT_TRUE(form);
    EXPECT_TRUE(form->isVisible());
    EXPECT_EQ(form->idEdit()->text(), QStringLiteral("walak-pussa-edited"));
    EXPECT_EQ(form->problemCount(), 0) << form->checkNow().join(QLatin1Char('\n')).toStdString();
}

// The picture in docs/images/rules-editor-problems.png: the blank form with a misspelt capture,
// problems beside their fields. Written where $RULELAB_SCREENSHOT_DIR says (when set).
TEST(RulesEditorForm, TheFormDrawsItsProblems) {
    RulesFormDialog form(rulesPlugin());
    form.resize(1100, 780);
    form.show();
    form.idEdit()->setText(QStringLiteral("bara-guti"));
    form.nameEdit()->setText(QStringLiteral("Bara guti"));
    form.ruleTable()
        ->item(form.rowOfRule(QStringLiteral("capture")), RulesFormDialog::ValuesCol)
        ->setText(QStringLiteral("chian"));
    form.checkNow();
    const QImage shot = form.grab().toImage();
    ASSERT_FALSE(shot.isNull());
    EXPECT_GE(shot.width(), 1000);
    if (const QByteArray dir = qgetenv("RULELAB_SCREENSHOT_DIR"); !dir.isEmpty()) {
        EXPECT_TRUE(shot.save(QString::fromLocal8Bit(dir) + QStringLiteral("/rules-editor-problems.png")));
    }
}

// The problems a historian can make in the form are shown in the interface's language: each of
// them matches the check's wording (so it has a translation), and the values keep their spelling.
TEST(RulesEditorForm, ProblemsAreShownInTheInterfacesLanguage) {
    RulesFormDialog form(rulesPlugin());
    form.idEdit()->setText(QStringLiteral("bay khom copy"));
    form.nameEdit()->setText(QString());
    form.sourcesEdit()->setText(QStringLiteral("mw, mw"));
    form.setRule(QStringLiteral("capture"), false, QStringLiteral("chian"), QString(), QStringLiteral("xx"), QString());
    form.setRule(QStringLiteral("relay"), true, QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("mw"),
                 QStringLiteral("p. 3"));
    QTableWidget *readings = form.readingTable();
    ASSERT_GE(readings->rowCount(), 1);
    readings->item(0, RulesFormDialog::ReadingIdCol)->setText(QStringLiteral("Two Words"));
    readings->item(0, RulesFormDialog::ReadingSourceCol)->setText(QStringLiteral("nowhere"));
    readings->item(0, RulesFormDialog::ReadingOptionsCol)->setText(QStringLiteral("relay=sometimes"));
    const QStringList english = form.checkNow();
    ASSERT_GE(english.size(), 8);
    // In English: each problem where it is, in words (the field's label, the rule's name, the reading's number).
    QStringList listed;
    for (int i = 0; i < form.problemList()->count(); ++i) listed << form.problemList()->item(i)->text();
    const QString all = listed.join(QLatin1Char('\n'));
    EXPECT_TRUE(
        listed.contains(QStringLiteral("Id: 'bay khom copy' may hold only lower-case letters, digits and single '-' "
                                       "between them")))
        << all.toStdString();
    EXPECT_EQ(form.placeOf(QStringLiteral("readings[1].id")), QStringLiteral("Reading 2 (id)"));
    EXPECT_EQ(form.placeOf(QStringLiteral("readings")), QStringLiteral("Readings"));
    EXPECT_EQ(form.placeOf(QStringLiteral("format")), QStringLiteral("format"));  // not a field of the form
    const QString capture = form.ruleTable()->item(form.rowOfRule(QStringLiteral("capture")), RulesFormDialog::RuleCol)->text();
    EXPECT_TRUE(all.contains(capture + QStringLiteral(" (value): 'chian'"))) << all.toStdString();
    EXPECT_FALSE(all.contains(QStringLiteral("rules.")) || all.contains(QStringLiteral("readings["))) << all.toStdString();
    installTranslations(QStringLiteral("hi"));
    for (const QString &line : english) {
        const QString message = line.section(QStringLiteral(": "), 2);  // "form: FIELD: message"
        EXPECT_NE(rulesCheckText(message), message) << line.toStdString();
    }
    form.checkNow();  // shown again, now in Hindi
    const QString id = form.fieldProblem(QStringLiteral("id"));
    installTranslations(QStringLiteral("en"));
    EXPECT_TRUE(id.contains(QStringLiteral("'bay khom copy'"))) << id.toStdString();
    EXPECT_FALSE(id.contains(QStringLiteral("may hold only"))) << id.toStdString();
    for (int i = 0; i < form.problemList()->count(); ++i)
        EXPECT_FALSE(form.problemList()->item(i)->text().contains(QStringLiteral(" is ")))
            << form.problemList()->item(i)->text().toStdString();
}

namespace {

// Hand-written rules files, each a copy of Bay Khom's with its JSON's shape (or what the form never
// writes) made wrong in one way or several.
std::vector<QJsonObject> misshapenFiles() {
    QFile f(QStringLiteral(RULELAB_SOURCE_DIR "/data/games/bay-khom.json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonObject good = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonObject rules = good.value(QStringLiteral("rules")).toObject();
    QString openRule, fixedRule;
    for (auto it = rules.begin(); it != rules.end(); ++it) {
        const QJsonObject e = it.value().toObject();
        if (openRule.isEmpty() && e.contains(QStringLiteral("values"))) openRule = it.key();
        if (fixedRule.isEmpty() && e.contains(QStringLiteral("value"))) fixedRule = it.key();
    }
    EXPECT_FALSE(openRule.isEmpty() || fixedRule.isEmpty());
    std::vector<QJsonObject> out;
    auto with = [&](const std::function<void(QJsonObject &)> &change) {
        QJsonObject o = good;
        change(o);
        out.push_back(o);
    };
    auto setRule = [](QJsonObject &o, const QString &rule, const QJsonValue &entry) {
        QJsonObject r = o.value(QStringLiteral("rules")).toObject();
        r.insert(rule, entry);
        o.insert(QStringLiteral("rules"), r);
    };
    with([](QJsonObject &o) { o.remove(QStringLiteral("format")); });
    with([](QJsonObject &o) { o.insert(QStringLiteral("format"), QStringLiteral("rules")); });
    with([](QJsonObject &o) { o.insert(QStringLiteral("version"), 99); });
    with([&](QJsonObject &o) {  // many at once: the reader lists them all
        o.insert(QStringLiteral("colour"), 1);
        o.insert(QStringLiteral("name"), 5);
        o.remove(QStringLiteral("id"));
        o.insert(QStringLiteral("players"), QStringLiteral("South, North"));
        o.insert(QStringLiteral("sources"), QJsonArray{1});
        o.insert(QStringLiteral("bibliography"), QJsonObject{});
        o.insert(QStringLiteral("board"),
                 QJsonObject{{QStringLiteral("holes_per_row"), QStringLiteral("five")}, {QStringLiteral("citations"), 5}});
        QJsonObject open = rules.value(openRule).toObject();
        open.insert(QStringLiteral("value"), QStringLiteral("x"));
        open.insert(QStringLiteral("explanations"), 3);
        open.insert(QStringLiteral("value_citations"), 3);
        setRule(o, openRule, open);
        QJsonObject fixed = rules.value(fixedRule).toObject();
        fixed.insert(QStringLiteral("value"), true);
        fixed.insert(QStringLiteral("citations"), QJsonArray{5});
        setRule(o, fixedRule, fixed);
        setRule(o, QStringLiteral("end_test"), 5);
        setRule(o, QStringLiteral("leftover"), QJsonObject{{QStringLiteral("values"), QStringLiteral("a")}});
        setRule(o, QStringLiteral("fill_order"),
                QJsonObject{{QStringLiteral("values"), QJsonArray{QStringLiteral("a"), QStringLiteral("b")}},
                            {QStringLiteral("explanations"), QJsonObject{{QStringLiteral("a"), 1}}}});
        setRule(o, QStringLiteral("rounds"), QJsonObject{{QStringLiteral("range"), 3}, {QStringLiteral("default"), 1}});
        QJsonArray readings = o.value(QStringLiteral("readings")).toArray();
        QJsonObject second = readings.at(1).toObject();
        second.insert(QStringLiteral("options"), 3);
        readings.replace(0, 3);
        readings.replace(1, second);
        o.insert(QStringLiteral("readings"), readings);
        o.insert(QStringLiteral("translations"), 3);
    });
    with([](QJsonObject &o) {
        for (const char *k : {"players", "board", "rules", "readings"}) o.remove(QLatin1String(k));
    });
    with([](QJsonObject &o) {
        o.insert(QStringLiteral("board"), 3);
        o.insert(QStringLiteral("rules"), 3);
        o.insert(QStringLiteral("readings"), 3);
        o.insert(QStringLiteral("translations"), QJsonObject{{QStringLiteral("hi"), 3}});
    });
    with([](QJsonObject &o) {
        QJsonObject board = o.value(QStringLiteral("board")).toObject();
        board.remove(QStringLiteral("counters_per_hole"));
        o.insert(QStringLiteral("board"), board);
        o.insert(QStringLiteral("translations"),
                 QJsonObject{{QStringLiteral("hi"), QJsonObject{{QStringLiteral("Bay Khom"), 5}}}});
    });
    with([&](QJsonObject &o) {  // a right shape, wrong in what the form never writes
        setRule(o, QStringLiteral("holes_per_row"), QJsonObject{{QStringLiteral("value"), 5}});
        setRule(o, QStringLiteral("no_such_rule"), rules.value(fixedRule));
        QJsonObject choice = rules.value(openRule).toObject();
        choice.remove(QStringLiteral("values"));
        choice.insert(QStringLiteral("range"), QJsonArray{1, 2});
        setRule(o, openRule, choice);
        QJsonObject number = rules.value(QStringLiteral("rounds")).toObject();
        number.remove(QStringLiteral("value"));
        number.insert(QStringLiteral("values"), QJsonArray{1, 2});
        number.insert(QStringLiteral("default"), 1);
        setRule(o, QStringLiteral("rounds"), number);
        o.insert(QStringLiteral("translations"),
                 QJsonObject{{QStringLiteral("EN"), QJsonObject{{QStringLiteral("Bay Khom"), QStringLiteral("x")}}},
                             {QStringLiteral("ur"), QJsonObject{}},
                             {QStringLiteral("hi"), QJsonObject{{QStringLiteral("Bay Khom"), QStringLiteral(" ")}}}});
    });
    with([&](QJsonObject &o) {
        QJsonObject number = rules.value(QStringLiteral("rounds")).toObject();
        number.remove(QStringLiteral("value"));
        number.insert(QStringLiteral("range"), QJsonArray{1});
        number.insert(QStringLiteral("default"), 1);
        setRule(o, QStringLiteral("rounds"), number);
    });
    return out;
}

}  // namespace

// What only a hand-written file can get wrong (its JSON's shape, a rule of the board, a
// translations table) is shown in Hindi and Urdu too, values kept as written.
TEST(RulesEditorForm, AHandWrittenFilesShapeProblemsAreShownInTheInterfacesLanguage) {
    QStringList messages;
    for (const QJsonObject &o : misshapenFiles())
        for (const std::string &line : rulesPlugin().checkRulesFile(QJsonDocument(o).toJson(), "t")) {
            const QString message = QString::fromStdString(line).section(QStringLiteral(": "), 2);  // "t: FIELD: message"
            if (!messages.contains(message)) messages << message;
        }
    // Every kind the reader and the check write for a file's shape is among them.
    EXPECT_GE(messages.size(), 38) << messages.join(QLatin1Char('\n')).toStdString();
    for (const char *lang : {"hi", "ur"}) {
        installTranslations(QLatin1String(lang));
        for (const QString &m : messages) {
            const QString shown = rulesCheckText(m);
            EXPECT_NE(shown.toStdString(), m.toStdString()) << lang;
            for (const char *word : {"must be", "missing", "expected", "not a ", "is empty", "is a "})
                EXPECT_FALSE(shown.contains(QLatin1String(word))) << lang << ": " << shown.toStdString();
        }
    }
    installTranslations(QStringLiteral("en"));
    const QString version = rulesCheckText(QStringLiteral("must be 1 (this RuleLab reads rules files of version 1)"));
    EXPECT_EQ(version, QStringLiteral("must be 1 (this RuleLab reads rules files of version 1)"));
}

// A rules file the workbench refuses, in its games folder or through File > New Game from Rules
// File, has its problems listed in the interface's language, its file and field as written.
TEST(RulesEditorForm, ARefusedFilesProblemsAreListedInTheInterfacesLanguage) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QJsonObject o = misshapenFiles().front();
    o.insert(QStringLiteral("format"), QStringLiteral("rulelab-rules"));
    o.insert(QStringLiteral("name"), 5);
    o.insert(QStringLiteral("colour"), QStringLiteral("red"));  // a second problem of the same file
    const QString path = dir.filePath(QStringLiteral("misshapen.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(o).toJson());
    f.close();
    installTranslations(QStringLiteral("hi"));
    PluginRegistry reg;
    reg.setGamesDirs({dir.path()});
    reg.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
    MainWindow w(reg);
    w.setQuiet(true);
    QTreeWidget *tree = w.gameTree();
    QTreeWidgetItem *bad = tree->topLevelItem(tree->topLevelItemCount() - 1);
    QStringList listed;
    for (int i = 0; bad && i < bad->childCount(); ++i)
        if (bad->child(i)->text(0) == QLatin1String("misshapen.json")) listed << bad->child(i)->text(1);
    EXPECT_TRUE(listed.contains(QStringLiteral("name: एक स्ट्रिंग होना चाहिए"))) << listed.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(listed.size(), 2);
    // A rules file, not a plugin, and one file however many its problems.
    ASSERT_TRUE(bad);
    EXPECT_EQ(bad->text(0), QStringLiteral("अस्वीकृत नियम फ़ाइलें (1)"));
    EXPECT_TRUE(w.statusBar()->currentMessage().endsWith(QStringLiteral("; 1 नियम फ़ाइल अस्वीकृत")))
        << w.statusBar()->currentMessage().toStdString();
    EXPECT_FALSE(w.statusBar()->currentMessage().contains(QStringLiteral("प्लगइन")))
        << w.statusBar()->currentMessage().toStdString();
    EXPECT_FALSE(w.addGameFromFile(path));
    const QString shown = w.statusBar()->currentMessage();
    installTranslations(QStringLiteral("en"));
    EXPECT_TRUE(shown.contains(QStringLiteral("misshapen.json: name: एक स्ट्रिंग होना चाहिए"))) << shown.toStdString();
    EXPECT_FALSE(shown.contains(QStringLiteral("must be"))) << shown.toStdString();
}
