// No identifier on screen (issue 37, item 8): in English, Hindi and Urdu, the main window with a
// shipped game's results open shows no reading id ("aibdd-literal"), option or value code
// ("first_player"), result key ("win1"), end-reason key ("round_stalled") or agent list
// ("random,random") in any visible label, button, group box, tab, table or tree cell, text
// browser, figure (titles, axes, legends), menu or window title (the dialogs:
// test_no_identifiers_dialogs.cpp). Tooltips and files keep the ids. Also: Latin text inside Urdu text is
// isolated (U+2068 ... U+2069), and the step arrows are mirrored right to left.
#include "identifier_scan.h"
#include "shown_text.h"
#include "sources_view.h"  // pluginText
#include "play_view.h"
#include "replay_view.h"
#include "translations.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <gtest/gtest.h>

#include <tuple>

using namespace rulelab;

namespace {

using namespace idscan;

class NoIdentifiers : public ::testing::TestWithParam<const char *> {};

}  // namespace

// The scan itself catches each kind of identifier and lets English through.
TEST(IdentifierScan, FindsEachKindOfIdentifier) {
    const QSet<QString> ids = knownIds();
    ASSERT_TRUE(ids.contains(QStringLiteral("aibdd-literal")));
    EXPECT_EQ(identifiersIn(QStringLiteral("khutka-boia: 2 readings, agents random,random"), ids),
              (QStringList{QStringLiteral("khutka-boia"), QStringLiteral("random,random")}));
    EXPECT_EQ(identifiersIn(QStringLiteral("Who moves first (first_player)"), ids), QStringList{QStringLiteral("first_player")});
    EXPECT_EQ(identifiersIn(QStringLiteral("end: round_stalled, win1"), ids),
              (QStringList{QStringLiteral("round_stalled"), QStringLiteral("win1")}));
    EXPECT_EQ(identifiersIn(QStringLiteral("Warning: ludii-code: only 12 matches"), ids), QStringList{QStringLiteral("ludii-code")});
    EXPECT_TRUE(identifiersIn(QStringLiteral("rule-ended outcome, left-to-right, Mann-Whitney, 0.51 [0.47, 0.55]"), ids).isEmpty());
    EXPECT_TRUE(identifiersIn(QStringLiteral("Open summary.json"), ids).isEmpty());
}

TEST_P(NoIdentifiers, NoVisibleWidgetShowsAnIdentifier) {
    const QString code = QLatin1String(GetParam());
    const QSet<QString> ids = knownIds();
    const QString out = results();
    const QLocale locale = installTranslations(code);
    QApplication::setLayoutDirection(locale.textDirection());
    QStringList found;
    {
        MainWindow w(plugins());
        w.setQuiet(true);
        w.resize(1366, 768);
        w.show();
        ASSERT_TRUE(w.openFile(out)) << w.lastError().toStdString();
        selectReading(w, "khutka-boia", "aibdd-literal");
        ASSERT_TRUE(w.replayView()->openMatch("aibdd-literal", 3)) << w.replayView()->lastError().toStdString();
        for (int i = 0; i < w.tabs()->count(); ++i) {
            w.tabs()->setCurrentIndex(i);
            QApplication::processEvents();
            found << findings(&w, w.tabs()->tabText(i), ids);
        }
        // Every figure of the Charts tab: titles, axis titles, tick labels, legends (and the menus,
        // scanned with the window).
        for (charts::ChartKind k : charts::kAllKinds) {
            w.showChart(k);
            QApplication::processEvents();
            found << findings(&w, charts::kindTitle(k), ids);
        }
    }
    installTranslations(QStringLiteral("en"));
    QApplication::setLayoutDirection(Qt::LeftToRight);
    found.removeDuplicates();
    EXPECT_TRUE(found.isEmpty()) << code.toStdString() << ":\n" << found.join(QLatin1Char('\n')).toStdString();
}

// Every option's label and every value's label of every shipped game, as the views show them
// (pluginText: the game's catalogue, or the vocabulary the rules files share), in words in each
// language. The window scan above sees a label only where a view shows it, and most views turn the
// ids in a label into words (idsInWords); the State graph's options form and the sweep dialog show
// the label as it is, which is how "Rounds (fixed_rounds)" stayed on screen unseen.
TEST_P(NoIdentifiers, NoOptionOrValueLabelShowsAnIdentifier) {
    const QString code = QLatin1String(GetParam());
    const QSet<QString> ids = knownIds();
    installTranslations(code);
    QStringList found;
    for (const LoadedGame &g : plugins().games()) {
        const GameInfo &info = g.plugin->info();
        auto scan = [&](const std::string &label, const std::string &id) {
            const QString shown = pluginText(info.id, label.empty() ? id : label);
            for (const QString &word : identifiersIn(shown, ids))
                found << QStringLiteral("%1: \"%2\" shows %3").arg(q(info.id), shown, word);
        };
        for (const RuleOption &o : info.options) {
            scan(o.label, o.id);
            for (const OptionChoice &c : o.choices) scan(c.label, c.id);
        }
    }
    installTranslations(QStringLiteral("en"));
    EXPECT_TRUE(found.isEmpty()) << code.toStdString() << ":\n" << found.join(QLatin1Char('\n')).toStdString();
}
INSTANTIATE_TEST_SUITE_P(Languages, NoIdentifiers, ::testing::Values("en", "hi", "ur"));

// Right to left, an id or Latin text inside Urdu text is isolated (U+2068 ... U+2069), so that
// its punctuation stays with it; left to right nothing is added. The Results header in Urdu names
// the game in Urdu and isolates a reading's name that has no translation.
TEST(RightToLeft, LatinTextInUrduIsIsolated) {
    EXPECT_EQ(isolated(QStringLiteral("KB-9")), QStringLiteral("KB-9"));
    installTranslations(QStringLiteral("ur"));
    QApplication::setLayoutDirection(Qt::RightToLeft);
    const QString kb9 = isolated(QStringLiteral("KB-9"));
    EXPECT_EQ(kb9, QChar(0x2068) + QStringLiteral("KB-9") + QChar(0x2069));
    EXPECT_EQ(isolated(QString()), QString());
    EXPECT_TRUE(readingNameText(plugins(), "khutka-boia", "no-such-reading").startsWith(QChar(0x2068)));
    {
        MainWindow w(plugins());
        w.setQuiet(true);
        w.show();
        ASSERT_TRUE(w.openFile(results())) << w.lastError().toStdString();
        // The answers on top of Results: each reading's name
        // (a Latin name in Urdu) isolated, so that the colon after it stays on the Urdu side.
        const auto *answers = w.findChild<QLabel *>(QStringLiteral("answers"));
        ASSERT_TRUE(answers);
        // An Urdu name that starts with a code ("R3 Ludii DLP کوڈ") is isolated right to left (U+2067),
        // so that its Urdu words do not come before its code.
        const QString name = readingNameText(plugins(), "khutka-boia", "ludii-code");
        EXPECT_TRUE(answers->text().contains(QChar(0x2067) + name + QChar(0x2069))) << answers->text().toStdString();
        // The Sources list: an option and its rule point, the rule point isolated, no id.
        bool withPoint = false;
        for (QListWidget *list : w.findChildren<QListWidget *>())
            for (int i = 0; i < list->count(); ++i)
                if (list->item(i)->data(Qt::UserRole + 2).toString() == QLatin1String("four")) {
                    const QString text = list->item(i)->text();
                    EXPECT_TRUE(text.contains(QChar(0x2068) + QStringLiteral("KB-9") + QChar(0x2069))) << text.toStdString();
                    EXPECT_FALSE(text.contains(QLatin1String("(four)"))) << text.toStdString();
                    EXPECT_TRUE(list->item(i)->toolTip().contains(QLatin1String("four")));
                    withPoint = true;
                }
        EXPECT_TRUE(withPoint);
    }
    installTranslations(QStringLiteral("en"));
    QApplication::setLayoutDirection(Qt::LeftToRight);
}

// The Replay step buttons point the way the layout runs: "back" points left in English and right
// in Urdu (where the start is at the right).
TEST(RightToLeft, ReplayArrowsAreMirrored) {
    auto buttonTexts = [] {
        ReplayView v(plugins());
        QStringList texts;
        for (QPushButton *b : v.findChildren<QPushButton *>()) texts << b->text();
        return texts;
    };
    const QStringList ltr = buttonTexts();
    EXPECT_TRUE(ltr.contains(QStringLiteral("|\u25C0"))) << ltr.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(ltr.contains(QStringLiteral("\u25B6\u25B6")));
    QApplication::setLayoutDirection(Qt::RightToLeft);
    const QStringList rtl = buttonTexts();
    QApplication::setLayoutDirection(Qt::LeftToRight);
    EXPECT_TRUE(rtl.contains(QStringLiteral("|\u25B6"))) << "to the start, pointing right";
    EXPECT_TRUE(rtl.contains(QStringLiteral("\u25C0\u25C0"))) << "one move forward, pointing left";
    EXPECT_FALSE(rtl.contains(QStringLiteral("|\u25C0")));
    EXPECT_EQ(directedArrows(QStringLiteral("a \u2192 b")), QStringLiteral("a \u2192 b"));
}

// A game's text that names an end reason by its key says it in words; other words stay.
TEST(GameProse, EndReasonKeysAreSaidInWords) {
    const GameInfo &info = plugins().find("khutka-boia")->plugin->info();
    EXPECT_EQ(idsInWords(info, QStringLiteral("the lap cap always ends the match with cap_reached).")),
              QStringLiteral("the lap cap always ends the match with stopped by a cap)."));
    EXPECT_EQ(idsInWords(info, QStringLiteral("a round_stalled match")), QStringLiteral("a stalled round (proven, G-2) match"));
    EXPECT_EQ(idsInWords(info, QStringLiteral("not_a_reason stays")), QStringLiteral("not_a_reason stays"));
}

// The Reading tab's prose: in English as written; in Hindi and Urdu translated where a translation
// exists (every shipped game has its own), else the English text followed by a visible note, never
// silently English: a rules file without translations shows its descriptions so.
TEST(GameProse, UntranslatedProseCarriesANoteInTheUsersLanguage) {
    // A shipped rules file without its translations, under an id and a name of its own.
    QTemporaryDir dir;
    {
        QFile in(QStringLiteral(RULELAB_SOURCE_DIR "/data/games/daramuti.json"));
        ASSERT_TRUE(in.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(in.readAll()).object();
        o.remove(QStringLiteral("translations"));
        o[QStringLiteral("id")] = QStringLiteral("daramuti-english");
        o[QStringLiteral("name")] = o.value(QStringLiteral("name")).toString() + QStringLiteral(" (English only)");
        QFile out(dir.filePath(QStringLiteral("daramuti-english.json")));
        ASSERT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(o).toJson());
    }
    PluginRegistry english;
    english.setGamesDirs({dir.path()});
    english.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
    const LoadedGame *g = english.find("daramuti-english");
    ASSERT_TRUE(g && !g->readings.empty());
    const Reading &reading = g->readings.front();
    ASSERT_FALSE(reading.description.empty());
    const QString description = q(reading.description);
    // The Reading tab of `game`'s reading in language `code`, the note in that language and the
    // number of the game's option descriptions that have no translation in it.
    auto readingTab = [](const PluginRegistry &games, const char *game, const std::string &readingId, const char *code) {
        const QLocale locale = installTranslations(QLatin1String(code));
        QApplication::setLayoutDirection(locale.textDirection());
        QString text, note = QCoreApplication::translate("rulelab::shown", "(English: no translation yet)");
        const GameInfo &info = games.find(game)->plugin->info();
        qsizetype untranslated = 0;
        for (const RuleOption &o : info.options)
            if (!o.description.empty() && pluginText(info.id, o.description) == q(o.description)) ++untranslated;
        {
            MainWindow w(games);
            w.setQuiet(true);
            selectReading(w, game, readingId.c_str());
            text = w.details()->toPlainText();
        }
        installTranslations(QStringLiteral("en"));
        QApplication::setLayoutDirection(Qt::LeftToRight);
        return std::make_tuple(text, note, untranslated);
    };
    const auto inEnglish = readingTab(english, "daramuti-english", reading.id, "en");
    const QString &en = std::get<0>(inEnglish);
    EXPECT_TRUE(en.contains(description.left(40))) << en.toStdString();
    EXPECT_FALSE(en.contains(std::get<1>(inEnglish))) << "no note in English";
    for (const char *code : {"hi", "ur"}) {
        const auto [text, note, untranslated] = readingTab(english, "daramuti-english", reading.id, code);
        EXPECT_TRUE(text.contains(description.left(40))) << code << ": the description, in English";
        EXPECT_TRUE(text.contains(note)) << code << ": " << text.toStdString();
        // One note per untranslated text: the reading's description, and every option's
        // description that has no translation (the file's own words).
        EXPECT_GT(untranslated, 0) << code;
        EXPECT_GE(text.count(note), untranslated + 1) << code;
    }
    // A shipped game's reading, with every text translated: shown translated, with no note.
    const Reading *khutka = plugins().findReading("khutka-boia", "aibdd-literal");
    ASSERT_TRUE(khutka && !khutka->description.empty());
    for (const char *code : {"hi", "ur"}) {
        const auto [text, note, untranslated] = readingTab(plugins(), "khutka-boia", khutka->id, code);
        EXPECT_EQ(untranslated, 0) << code;
        EXPECT_FALSE(text.contains(q(khutka->description).left(40))) << code << ": the description in English";
        EXPECT_FALSE(text.contains(note)) << code << ": " << text.toStdString();
    }
    // A text that has a translation is shown translated, with no note.
    installTranslations(QStringLiteral("hi"));
    const QString label = pluginText("bheri-bakri", "First player");
    const GameInfo &bheri = plugins().find("bheri-bakri")->plugin->info();
    const QString shown = gameProseText(bheri, "First player");
    installTranslations(QStringLiteral("en"));
    EXPECT_NE(label, QStringLiteral("First player")) << "the test needs a translated text";
    EXPECT_EQ(shown, label);
}

// The agent boxes list their presets in words in the user's language and still stand for the
// specs the files keep; a spec typed by hand is read as typed.
TEST(AgentBoxes, PresetsInWordsStandForTheirSpecs) {
    installTranslations(QStringLiteral("hi"));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("e.json"));
    QStringList items;
    {
        MainWindow w(plugins());
        w.setQuiet(true);
        selectReading(w, "khutka-boia", "aibdd-literal");
        w.gameTree()->currentItem()->setCheckState(0, Qt::Checked);
        QComboBox *a = w.agentBox(0), *b = w.agentBox(1);
        for (int i = 0; i < a->count(); ++i) items << a->itemText(i);
        a->setCurrentIndex(a->findData(QStringLiteral("mcts:200")));
        b->setCurrentText(QStringLiteral("search:3"));
        ASSERT_TRUE(w.saveExperiment(file)) << w.lastError().toStdString();
    }
    installTranslations(QStringLiteral("en"));
    EXPECT_FALSE(items.contains(QStringLiteral("random"))) << items.join(QLatin1Char('|')).toStdString();
    EXPECT_FALSE(items.contains(QStringLiteral("mcts:200"))) << items.join(QLatin1Char('|')).toStdString();
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray json = f.readAll();
    EXPECT_TRUE(json.contains("mcts:200,search:3")) << json.toStdString();
}
