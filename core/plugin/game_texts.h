#pragma once
// The games' own texts in the interface language: a game's name, option labels, reading names and
// rule point titles, in the translation context "game <id>". A compiled plugin carries its
// catalogues (plugins/<game>/translations/*_<lang>.ts, compiled into the plugin's resources as
// :/i18n/games/<id>/*_<lang>.qm); a rules file carries its "translations" object. The registry
// registers each game it loads; one translator installed in the application answers
// QCoreApplication::translate("game <id>", text) from them, so a game's words never have to be in
// the app's catalogue. A game without the interface language shows its English texts, and says so
// (LoadedGame::languages, `rulelab-cli games`, the Sources view).

#include <QString>
#include <QStringList>

#include <map>
#include <string>

namespace rulelab {

// language -> English text -> translated text (a rules file's "translations").
using TextTable = std::map<std::string, std::map<std::string, std::string>>;

// The interface language the game texts are shown in ("en", "hi", "ur"); installTranslations sets it.
void setGameTextLanguage(const QString &language);
QString gameTextLanguage();
// The language of a locale name or code: "hi_IN" -> "hi", "ur-PK" -> "ur".
QString languageOf(const QString &code);
// The languages of the catalogues a loaded plugin carries for game `gameId` (from its resources), sorted.
QStringList pluginCatalogueLanguages(const std::string &gameId);
// Registers game `gameId`'s texts: its plugin's catalogues, or (not empty) a rules file's table,
// which replaces what was registered under that id. A text the table and the plugin's catalogues
// lack is looked up in the app catalogue's context "game <vocabularyId>" when given (a rules file's
// rule names and values are the shared vocabulary's, "game two-row-vocabulary"; so are the texts a
// compiled plugin whose metadata names that "vocabulary" shares with it, translated once there).
// Installs the translator on first use.
void registerGameTexts(const std::string &gameId, const TextTable &table = {}, const std::string &vocabularyId = {});
// The translation of `text` of game `gameId` in `language`, or an empty string when the game has
// none (then the English text is shown).
QString gameTextTranslation(const std::string &gameId, const QString &language, const char *text);
// The languages a game's texts are in, English first: what registerGameTexts knows of it.
QStringList gameTextLanguages(const std::string &gameId);
// Whether the game's texts are in the interface language (always, in English).
bool gameTextsInInterfaceLanguage(const std::string &gameId);
// A game's text (its name, an option's label, a reading's name, a description) in the interface
// language: looked up in the translation context "game <id>" (the game's own catalogues, a rules
// file's table, the shared vocabulary); unchanged when absent. The workbench and the CLI say the
// games' texts through it.
QString pluginText(const std::string &gameId, const std::string &text);

}  // namespace rulelab
