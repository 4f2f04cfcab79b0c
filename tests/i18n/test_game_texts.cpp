// The games carry their own words (plugin/game_texts.h): a plugin's catalogues
// (plugins/<game>/translations) and a rules file's "translations", each checked only for the
// languages the game declares; a game without the interface language is shown in English with a
// warning (the Sources view, `rulelab-cli games`), never a failure of another game's tests.
#include "support/cli_runner.h"
#include "support/shipped_plugins.h"
#include "plugin/game_texts.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "sources/sources.h"
#include "main_window.h"
#include "sources_view.h"
#include "translations.h"
#include "ts_problems.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QXmlStreamReader>
#include <gtest/gtest.h>

#include <iostream>
#include <string>
#include <vector>

using namespace rulelab;

namespace {

// Every text of a game the workbench translates: its name, the labels of its historical options,
// its reading names and rule point titles, and a compiled game's description (region, period,
// summary) (scripts/plugin_texts.py collects these).
std::vector<std::string> textsOf(const LoadedGame &g) {
    const GameInfo &info = g.plugin->info();
    std::vector<std::string> out{info.name};
    if (g.sourceFile.isEmpty())  // a rules file's description is translated in its "translations", when it has them
        for (const std::string *d : {&info.region, &info.period, &info.summary})
            if (!d->empty()) out.push_back(*d);
    for (const auto &o : info.options)  // experimental options (guards, board sizes) may keep the kit's English
        if (!o.experimental) out.push_back(o.label.empty() ? o.id : o.label);
    for (const auto &r : g.readings) out.push_back(r.name.empty() ? r.id : r.name);
    if (const GameSources *s = SourceLibrary::builtin().game(info.id))
        for (const auto &p : s->points) out.push_back(p.title);
    return out;
}

// A shipped rules file, renamed, with a Hindi translation of its name and readings only.
QString hindiOnlyRulesFile(const QTemporaryDir &dir, QString &name) {
    QFile in(QStringLiteral(RULELAB_SOURCE_DIR "/data/games/daramuti.json"));
    EXPECT_TRUE(in.open(QIODevice::ReadOnly));
    QJsonObject o = QJsonDocument::fromJson(in.readAll()).object();
    o[QStringLiteral("id")] = QStringLiteral("daramuti-hindi");
    name = o.value(QStringLiteral("name")).toString() + QStringLiteral(" (Hindi test)");
    o[QStringLiteral("name")] = name;
    QJsonObject hi{{name, QStringLiteral("दरमुटी")}};
    for (const auto &r : o.value(QStringLiteral("readings")).toArray())
        hi[r.toObject().value(QStringLiteral("name")).toString()] =
            QStringLiteral("पाठ ") + r.toObject().value(QStringLiteral("id")).toString();
    o[QStringLiteral("translations")] = QJsonObject{{QStringLiteral("hi"), hi}};
    const QString path = dir.filePath(QStringLiteral("daramuti-hindi.json"));
    QFile out(path);
    EXPECT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(o).toJson());
    return path;
}

}  // namespace

// Each plugin's catalogues are finished, keep their placeholders, and are compiled into the plugin.
TEST(GameCatalogues, EveryMessageOfEveryPluginCatalogueIsTranslated) {
    const QDir plugins(QStringLiteral(RULELAB_SOURCE_DIR "/plugins"));
    int files = 0;
    for (const QString &game : plugins.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        for (const QFileInfo &ts :
             QDir(plugins.filePath(game + QStringLiteral("/translations"))).entryInfoList({QStringLiteral("*.ts")})) {
            ++files;
            const QStringList bad = testsupport::tsProblems(ts.filePath());
            EXPECT_TRUE(bad.isEmpty()) << bad.size() << " untranslated or broken messages in " << ts.filePath().toStdString()
                                       << ":\n  " << bad.join(QStringLiteral("\n  ")).toStdString();
        }
    EXPECT_GE(files, 6) << "the shipped plugins carry their Hindi and Urdu";
}

// The app's catalogue holds no game's words but the rules files' shared vocabulary.
TEST(GameCatalogues, TheAppCatalogueHoldsNoPluginText) {
    for (const char *lang : {"hi", "ur"}) {
        QFile f(QStringLiteral(RULELAB_SOURCE_DIR "/translations/rulelab_%1.ts").arg(QLatin1String(lang)));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("name")) {
                const QString context = xml.readElementText();
                EXPECT_TRUE(!context.startsWith(QLatin1String("game ")) || context == QLatin1String("game two-row-vocabulary"))
                    << context.toStdString() << " belongs in its plugin's translations/";
            }
    }
}

// A game that declares a language (a catalogue, or a rules file's table) has every text in it.
TEST(GameTexts, EveryGameHasEveryTextInEachLanguageItDeclares) {
    const PluginRegistry &reg = testsupport::shippedPlugins();
    int checked = 0;
    for (const LoadedGame &g : reg.games())
        for (const QString &lang : g.languages) {
            if (lang == QLatin1String("en")) continue;
            for (const std::string &text : textsOf(g)) {
                ++checked;
                EXPECT_FALSE(gameTextTranslation(g.plugin->info().id, lang, text.c_str()).isEmpty())
                    << g.pluginId.toStdString() << " (" << lang.toStdString() << "): no translation of \"" << text << "\"";
            }
        }
    EXPECT_GT(checked, 200);
    const LoadedGame *kb = reg.find("khutka-boia");
    ASSERT_TRUE(kb);
    EXPECT_EQ(kb->languages, (QStringList{QStringLiteral("en"), QStringLiteral("hi"), QStringLiteral("ur")}));
}

// A compiled two-row game (its metadata's "vocabulary") shows the shared vocabulary's words for the
// texts its catalogue leaves out, and its own where it words them its own way.
TEST(GameTexts, ACompiledTwoRowGameSharesTheVocabularysWords) {
    const PluginRegistry &reg = testsupport::shippedPlugins();
    for (const char *game : {"khutka-boia", "pachgarhwa", "bheri-bakri"}) ASSERT_TRUE(reg.find(game)) << game;
    for (const char *lang : {"hi", "ur"}) {
        installTranslations(QString::fromLatin1(lang));
        const QString shared = QCoreApplication::translate("game two-row-vocabulary", "First player");
        ASSERT_NE(shared, QStringLiteral("First player")) << lang;
        for (const char *game : {"khutka-boia", "pachgarhwa", "bheri-bakri"})
            EXPECT_EQ(gameTextTranslation(game, QString::fromLatin1(lang), "First player"), shared) << game << " " << lang;
        // Khutka Boia's and Pachgarhwa's own wording of a text the vocabulary words otherwise.
        const QString own = gameTextTranslation("khutka-boia", QString::fromLatin1(lang), "Capture");
        EXPECT_FALSE(own.isEmpty()) << lang;
        EXPECT_NE(own, QCoreApplication::translate("game two-row-vocabulary", "Capture")) << lang;
        EXPECT_EQ(gameTextTranslation("pachgarhwa", QString::fromLatin1(lang), "Capture"), own) << lang;
    }
    installTranslations(QStringLiteral("en"));
    EXPECT_TRUE(gameTextTranslation("nim", QStringLiteral("hi"), "Lap over the origin hole").isEmpty())
        << "nim names no vocabulary";
}

// A game's description (the Reading tab: region, period, summary) is shown in Hindi in Hindi, for
// every compiled game (its plugin's catalogue); none of it in English.
TEST(GameTexts, AGamesDescriptionIsShownInHindi) {
    const PluginRegistry &reg = testsupport::shippedPlugins();
    installTranslations(QStringLiteral("hi"));
    {
        MainWindow w(reg);
        w.setQuiet(true);
        int games = 0;
        for (int i = 0; i < w.gameTree()->topLevelItemCount(); ++i) {
            QTreeWidgetItem *item = w.gameTree()->topLevelItem(i);
            const LoadedGame *g = reg.find(item->data(0, Qt::UserRole + 1).toString().toStdString());
            if (!g || !g->sourceFile.isEmpty()) continue;  // the compiled games
            ++games;
            const GameInfo &info = g->plugin->info();
            ASSERT_GT(item->childCount(), 0) << info.id;
            w.gameTree()->setCurrentItem(item->child(0));  // a reading: the tab shows its game's description above it
            const QString shown = w.details()->toPlainText();
            const QString summary = gameTextTranslation(info.id, QStringLiteral("hi"), info.summary.c_str());
            ASSERT_FALSE(summary.isEmpty()) << info.id;
            EXPECT_TRUE(summary.contains(QChar(0x0915)) || summary.contains(QChar(0x0917))) << "Devanagari: " << info.id;
            EXPECT_TRUE(shown.contains(summary)) << info.id << ": " << shown.toStdString();
            EXPECT_TRUE(shown.contains(gameTextTranslation(info.id, QStringLiteral("hi"), info.region.c_str()))) << info.id;
            EXPECT_FALSE(shown.contains(QString::fromStdString(info.summary))) << info.id << ": the English summary";
            EXPECT_FALSE(shown.contains(QString::fromStdString(info.region))) << info.id << ": the English region";
        }
        EXPECT_GE(games, 4) << "the compiled games";
    }
    installTranslations(QStringLiteral("en"));
}

// A rules file's translations reach the workbench; in a language it lacks it is shown in English,
// and the Sources view says so.
TEST(GameTexts, ARulesFileCarriesItsOwnTranslations) {
    QTemporaryDir dir;
    QString name;
    const QString file = hindiOnlyRulesFile(dir, name);
    PluginRegistry reg;
    reg.setGamesDirs({dir.path()});
    reg.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
    const LoadedGame *g = reg.find("daramuti-hindi");
    ASSERT_TRUE(g) << file.toStdString();
    EXPECT_EQ(g->languages, (QStringList{QStringLiteral("en"), QStringLiteral("hi")}));
    SourcesView view(reg);
    installTranslations(QStringLiteral("hi"));
    EXPECT_EQ(pluginText("daramuti-hindi", name.toStdString()), QStringLiteral("दरमुटी"));
    view.setGame(QStringLiteral("daramuti-hindi"));
    EXPECT_TRUE(view.languageNote()->isHidden());
    installTranslations(QStringLiteral("ur"));
    EXPECT_EQ(pluginText("daramuti-hindi", name.toStdString()), name) << "no Urdu: English";
    view.setGame(QStringLiteral("khutka-boia"));
    EXPECT_TRUE(view.languageNote()->isHidden()) << "Khutka Boia has Urdu";
    view.setGame(QStringLiteral("daramuti-hindi"));
    EXPECT_FALSE(view.languageNote()->isHidden());
    EXPECT_TRUE(view.languageNote()->text().contains(QStringLiteral("اردو"))) << view.languageNote()->text().toStdString();
    installTranslations(QStringLiteral("en"));
    EXPECT_EQ(pluginText("khutka-boia", "Lap over the origin hole"), QStringLiteral("Lap over the origin hole"));
}

// `games` names the games without the interface language, on standard error, and succeeds.
TEST(GameTexts, GamesWarnsOfGamesWithoutTheLanguage) {
    QTemporaryDir dir;
    QString name;
    hindiOnlyRulesFile(dir, name);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_PLUGIN_DIR));
    const QStringList args{QStringLiteral("games"), QStringLiteral("--games-dir"), dir.path(), QStringLiteral("--lang")};
    const auto ur = testsupport::cliIn(env, args + QStringList{QStringLiteral("ur")});
    EXPECT_EQ(ur.code, 0) << ur.err.toStdString();
    QString warning;
    for (const QString &line : ur.err.split(QLatin1Char('\n')))
        if (line.contains(QStringLiteral("daramuti-hindi"))) warning = line;
    EXPECT_TRUE(warning.contains(QStringLiteral("daramuti-hindi"))) << ur.err.toStdString();
    EXPECT_FALSE(warning.contains(QStringLiteral("khutka-boia"))) << ur.err.toStdString();
    const auto hi = testsupport::cliIn(env, args + QStringList{QStringLiteral("hi")});
    EXPECT_FALSE(hi.err.contains(QStringLiteral("daramuti-hindi"))) << hi.err.toStdString();
    const auto json =
        testsupport::cliIn(env, {QStringLiteral("games"), QStringLiteral("--games-dir"), dir.path(), QStringLiteral("--json")});
    bool found = false;
    for (const auto &v : QJsonDocument::fromJson(json.out.toUtf8()).array())
        if (v.toObject().value(QStringLiteral("id")).toString() == QLatin1String("daramuti-hindi")) {
            found = true;
            EXPECT_EQ(v.toObject().value(QStringLiteral("languages")).toArray(),
                      (QJsonArray{QStringLiteral("en"), QStringLiteral("hi")}));
        }
    EXPECT_TRUE(found) << json.out.toStdString();
}

// A translation whose English text the file no longer has (a text edited by hand) does not stop
// the game from loading: it is left out with a warning naming the file and the key, in the
// registry, `games` and `check`; the file's other translations are used.
TEST(GameTexts, ARulesFileWithAStaleTranslationLoadsWithAWarning) {
    QTemporaryDir dir;
    QString name;
    const QString path = hindiOnlyRulesFile(dir, name);
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QJsonObject translations = o.value(QStringLiteral("translations")).toObject();
    QJsonObject hi = translations.value(QStringLiteral("hi")).toObject();
    hi.insert(QStringLiteral("Daramuti as it was"), QStringLiteral("पुराना नाम"));
    translations.insert(QStringLiteral("hi"), hi);
    o.insert(QStringLiteral("translations"), translations);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(o).toJson());
    f.close();

    PluginRegistry reg;
    reg.setGamesDirs({dir.path()});
    reg.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
    ASSERT_TRUE(reg.find("daramuti-hindi")) << "loaded, not refused";
    ASSERT_EQ(reg.warnings().size(), 1u);
    EXPECT_EQ(reg.warnings().front().file, path);
    EXPECT_TRUE(reg.warnings().front().message.contains(QStringLiteral("translations.hi.\"Daramuti as it was\"")))
        << reg.warnings().front().message.toStdString();
    EXPECT_EQ(gameTextTranslation("daramuti-hindi", QStringLiteral("hi"), name.toUtf8().constData()), QStringLiteral("दरमुटी"));

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_PLUGIN_DIR));
    const auto check = testsupport::cliIn(env, {QStringLiteral("check"), path});
    EXPECT_EQ(check.code, 0) << check.out.toStdString() << check.err.toStdString();
    EXPECT_EQ(check.err.count(QStringLiteral("Daramuti as it was")), 1) << check.err.toStdString();
    // A file of a games folder: loading the games warns of it, and the check does not say it again.
    const auto inFolder = testsupport::cliIn(env, {QStringLiteral("check"), QStringLiteral("--games-dir"), dir.path(), path});
    EXPECT_EQ(inFolder.code, 0) << inFolder.out.toStdString() << inFolder.err.toStdString();
    EXPECT_EQ(inFolder.err.count(QStringLiteral("Daramuti as it was")), 1) << inFolder.err.toStdString();
    const auto games = testsupport::cliIn(env, {QStringLiteral("games"), QStringLiteral("--games-dir"), dir.path()});
    EXPECT_EQ(games.code, 0);
    EXPECT_TRUE(games.err.contains(path) && games.err.contains(QStringLiteral("Daramuti as it was"))) << games.err.toStdString();
}

// A rules file's descriptions: each reading's, each rule's and each value's explanation.
static QStringList fileDescriptions(const QJsonObject &file) {
    QStringList out;
    for (const auto &r : file.value(QStringLiteral("readings")).toArray()) out << r.toObject().value(QStringLiteral("description")).toString();
    const QJsonObject rules = file.value(QStringLiteral("rules")).toObject();
    for (auto it = rules.begin(); it != rules.end(); ++it) {
        out << it.value().toObject().value(QStringLiteral("description")).toString();
        const QJsonObject explanations = it.value().toObject().value(QStringLiteral("explanations")).toObject();
        for (auto e = explanations.begin(); e != explanations.end(); ++e)
            if (e.key() != QLatin1String("comment")) out << e.value().toString();
    }
    out.removeAll(QString());
    out.removeDuplicates();
    return out;
}

// Every rules file of data/games shows its name, description (region, period, summary), players
// and readings in Hindi and Urdu in the window, every description of its readings, rules and values
// translated (none shown in English), and its rules and their values in the shared vocabulary's
// words. A file without one of the languages is a warning here, as it is for a compiled plugin
// (issue 38), not a failure; a file that declares it must have every one of these.
TEST(GameTexts, EveryShippedRulesFileIsShownInHindiAndUrdu) {
    const PluginRegistry &reg = testsupport::shippedPlugins();
    for (const auto &warning : reg.warnings())  // a shipped file's translations all match its texts
        ADD_FAILURE() << warning.file.toStdString() << ": " << warning.message.toStdString();
    const QDir games(QStringLiteral(RULELAB_SOURCE_DIR "/data/games"));
    int shown = 0;
    for (const char *language : {"hi", "ur"}) {
        const QString lang = QLatin1String(language);
        installTranslations(lang);
        MainWindow w(reg);
        w.setQuiet(true);
        for (const QString &file : games.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            QFile f(games.filePath(file));
            ASSERT_TRUE(f.open(QIODevice::ReadOnly));
            const QJsonObject fileJson = QJsonDocument::fromJson(f.readAll()).object();
            const std::string id = fileJson.value(QStringLiteral("id")).toString().toStdString();
            const LoadedGame *g = reg.find(id);
            ASSERT_TRUE(g) << file.toStdString() << " is not among the shipped games";
            if (!g->languages.contains(lang)) {
                std::cerr << "[ WARNING  ] " << file.toStdString() << " has no texts in " << language << ": shown in English\n";
                continue;
            }
            const GameInfo &info = g->plugin->info();
            QTreeWidgetItem *item = nullptr;
            for (int i = 0; i < w.gameTree()->topLevelItemCount(); ++i)
                if (w.gameTree()->topLevelItem(i)->data(0, Qt::UserRole + 1).toString() == g->pluginId)
                    item = w.gameTree()->topLevelItem(i);
            ASSERT_TRUE(item) << id;
            auto translated = [&](const std::string &text) {
                const QString t = gameTextTranslation(id, lang, text.c_str());
                EXPECT_FALSE(t.isEmpty()) << file.toStdString() << " (" << language << "): no translation of \"" << text << "\"";
                return t.isEmpty() ? QStringLiteral("\x01") : t;
            };
            EXPECT_TRUE(item->text(0).contains(translated(info.name))) << item->text(0).toStdString();
            for (const std::string &p : info.playerNames) EXPECT_EQ(pluginText(id, p), translated(p)) << file.toStdString();
            ASSERT_GT(item->childCount(), 0) << id;
            for (int r = 0; r < item->childCount(); ++r) {
                const Reading *reading = reg.findReading(id, item->child(r)->data(0, Qt::UserRole + 2).toString().toStdString());
                ASSERT_TRUE(reading) << id << " reading " << r;
                EXPECT_TRUE(item->child(r)->text(0).contains(translated(reading->name))) << item->child(r)->text(0).toStdString();
            }
            w.gameTree()->setCurrentItem(item->child(0));
            const QString details = w.details()->toPlainText();
            for (const std::string *d : {&info.summary, &info.region, &info.period}) {
                EXPECT_TRUE(details.contains(translated(*d))) << file.toStdString() << " (" << language << "): " << *d;
                EXPECT_FALSE(details.contains(QString::fromStdString(*d))) << file.toStdString() << ": English " << *d;
            }
            // Every description a historian reads: each reading's, each rule's and each value's
            // explanation, translated; the selected reading's and its rules' shown so, never in English.
            const QString selected = q(reg.findReading(id, item->child(0)->data(0, Qt::UserRole + 2).toString().toStdString())->description);
            // (its start: the ids further on are shown in words)
            EXPECT_TRUE(details.contains(translated(selected.toStdString()).left(30))) << file.toStdString() << " (" << language << ")";
            for (const QString &text : fileDescriptions(fileJson)) {
                translated(text.toStdString());
                EXPECT_FALSE(details.contains(text)) << file.toStdString() << " (" << language << "): English \"" << text.toStdString() << "\"";
            }
            // The Sources view names the file's rule points by its rules' labels, never by their ids.
            SourcesView sources(reg);
            sources.setGame(g->pluginId);
            int points = 0;
            for (int s = 0; s < sources.pointTree()->topLevelItemCount(); ++s)
                for (int p = 0; p < sources.pointTree()->topLevelItem(s)->childCount(); ++p, ++points) {
                    const QString point = sources.pointTree()->topLevelItem(s)->child(p)->text(0);
                    for (const auto &o : info.options)  // "first_player", "capture": the ids the points are named after
                        EXPECT_FALSE(point.startsWith(QString::fromStdString(o.id) + QLatin1Char(' ')) ||
                                     point == QString::fromStdString(o.id))
                            << file.toStdString() << ": " << point.toStdString();
                    EXPECT_TRUE(point.contains(QCoreApplication::translate("game two-row-vocabulary", "Capture")) ||
                                !point.contains(QLatin1String("Capture")))
                        << point.toStdString();
                }
            EXPECT_GT(points, 3) << file.toStdString();
            // The rules (the shared vocabulary's labels) in the language too, never in English.
            for (const char *rule : {"Player with nothing to sow", "Capture zone"}) {
                EXPECT_TRUE(details.contains(QCoreApplication::translate("game two-row-vocabulary", rule)))
                    << file.toStdString() << ": " << rule;
                EXPECT_FALSE(details.contains(QLatin1String(rule))) << file.toStdString() << ": English " << rule;
            }
            ++shown;
        }
    }
    installTranslations(QStringLiteral("en"));
    EXPECT_GE(shown, 18) << "nine shipped files, in Hindi and Urdu";
}
