// A game's prose (its description, every option's description, every value's explanation and every
// reading's description), as the Reading tab and the reading editor show it (gameProseText): in
// Hindi and Urdu every compiled game and the shared two-row vocabulary have it translated, so none
// of it is shown in English with the "(English: no translation yet)" note.
#include "plugin/plugin_registry.h"
#include "shown_text.h"
#include "support/shipped_plugins.h"
#include "translations.h"

#include <QCoreApplication>
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

using namespace rulelab;

namespace {

// Every text of a game that is shown through gameProseText, each with where it comes from.
std::vector<std::pair<std::string, std::string>> proseOf(const LoadedGame &g) {
    const GameInfo &info = g.plugin->info();
    std::vector<std::pair<std::string, std::string>> out;
    auto add = [&out](const std::string &where, const std::string &text) {
        if (!text.empty()) out.emplace_back(where, text);
    };
    add("region", info.region);
    add("period", info.period);
    add("summary", info.summary);
    for (const RuleOption &o : info.options) {
        add("option " + o.id, o.description);
        for (const OptionChoice &c : o.choices) add("option " + o.id + " = " + c.id, c.explanation);
    }
    for (const Reading &r : g.readings) add("reading " + r.id, r.description);
    return out;
}

}  // namespace

// Every shipped game, compiled or a rules file, in Hindi and in Urdu: no description, explanation or
// reading description shown with the note that it is English (a rules file's board options too,
// whose defaults are its source's board).
TEST(GameProse, EveryShippedGamesProseIsTranslatedInHindiAndUrdu) {
    const PluginRegistry &reg = testsupport::shippedPlugins();
    for (const char *game : {"khutka-boia", "pachgarhwa", "bheri-bakri", "nim"}) ASSERT_TRUE(reg.find(game)) << game;
    for (const char *lang : {"hi", "ur"}) {
        installTranslations(QString::fromLatin1(lang));
        const QString note = QCoreApplication::translate("rulelab::shown", "(English: no translation yet)");
        ASSERT_NE(note, QStringLiteral("(English: no translation yet)")) << lang << ": the note itself is translated";
        int games = 0, texts = 0;
        for (const LoadedGame &g : reg.games()) {
            ++games;
            const GameInfo &info = g.plugin->info();
            EXPECT_TRUE(g.languages.contains(QString::fromLatin1(lang))) << info.id << " declares " << lang;
            for (const auto &[where, text] : proseOf(g)) {
                ++texts;
                const QString shown = gameProseText(info, text);
                EXPECT_FALSE(shown.endsWith(note))
                    << info.id << " (" << lang << "), " << where << ": \"" << text << "\" has no translation";
                EXPECT_NE(shown, QString::fromStdString(text)) << info.id << " (" << lang << "), " << where << ": in English";
            }
        }
        EXPECT_GE(games, 13) << "the four compiled games and the nine shipped rules files";
        EXPECT_GT(texts, 200) << lang;
    }
    installTranslations(QStringLiteral("en"));
}

// The note is still there for a text no catalogue translates, and not in English.
TEST(GameProse, ATextWithoutATranslationStillCarriesTheNote) {
    const GameInfo &info = testsupport::shippedPlugins().find("khutka-boia")->plugin->info();
    const std::string text = "A sentence no catalogue translates.";
    EXPECT_EQ(gameProseText(info, text), QString::fromStdString(text)) << "English: as written";
    installTranslations(QStringLiteral("ur"));
    const QString note = QCoreApplication::translate("rulelab::shown", "(English: no translation yet)");
    const QString shown = gameProseText(info, text);
    installTranslations(QStringLiteral("en"));
    EXPECT_TRUE(shown.endsWith(note)) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QString::fromStdString(text)));
}
