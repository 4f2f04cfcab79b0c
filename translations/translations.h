#pragma once
// Interface language for both programs: `--lang CODE` on the command line, else (GUI only) the
// "language" setting, else the system locale. Catalogues are compiled from rulelab_<code>.ts
// into the resource folder :/i18n.

#include <QLocale>
#include <QString>
#include <QStringList>

namespace rulelab {

// Removes "--lang CODE" or "--lang=CODE" from `args` and returns CODE ("" when absent).
QString takeLanguageArgument(QStringList &args);
// Loads and installs the catalogue for `code` ("en", "hi", "ur"; "" = the system locale). Returns
// the locale chosen; its textDirection() tells a GUI whether to lay out right to left.
QLocale installTranslations(const QString &code);
// The language of the installed catalogue ("hi", "ur"), or "en" when none is installed (English,
// or a language RuleLab has no catalogue for: the texts are then shown as written).
QString interfaceLanguage();
// Whether `code` names a language RuleLab has ("en", "hi", "ur", with or without a region such
// as "hi_IN"); a --lang naming another is refused, not silently ignored.
bool isKnownLanguage(const QString &code);
// An app text in `language` whatever the interface language (a copy of a rules file renames its
// game in each language the file has): the catalogue's translation, or `source` when it has none.
QString translateIn(const QString &language, const char *context, const char *source);

}  // namespace rulelab
