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
        hi[r.toObject().value(QStringLiteral("name")).toString()] = QStringLiteral("पाठ ") + r.toObject().value(QStringLiteral("id")).toString();
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
        for (const QFileInfo &ts : QDir(plugins.filePath(game + QStringLiteral("/translations"))).entryInfoList({QStringLiteral("*.ts")})) {
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
    const auto json = testsupport::cliIn(env, {QStringLiteral("games"), QStringLiteral("--games-dir"), dir.path(), QStringLiteral("--json")});
    bool found = false;
    for (const auto &v : QJsonDocument::fromJson(json.out.toUtf8()).array())
        if (v.toObject().value(QStringLiteral("id")).toString() == QLatin1String("daramuti-hindi")) {
            found = true;
            EXPECT_EQ(v.toObject().value(QStringLiteral("languages")).toArray(), (QJsonArray{QStringLiteral("en"), QStringLiteral("hi")}));
        }
    EXPECT_TRUE(found) << json.out.toStdString();
}
