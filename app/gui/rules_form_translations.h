#pragma once
// A rules file's own translations (docs/rules-files.md#translations) as the rules form carries
// them: keyed by the English texts of the file, so a copy keeps the translation of every text it
// did not change, re-keys the texts the copy itself renames (its name), and leaves out, with a
// note in the form, those whose English text the user edited or removed.

#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>

namespace rulelab {

// `file` without the translations of texts it no longer has, by the list the rules-file plugin
// loads by (plugin/rules_file_texts.h); a language left with none is left out. Each one left out
// is added to `dropped` as "LANGUAGE: “TEXT”" (the language by its own name).
QJsonObject withoutStaleTranslations(QJsonObject file, QStringList *dropped = nullptr);

// `file` with every translation of `oldText` moved to `newText`, made by `make(language, translation)`.
QJsonObject rekeyTranslation(QJsonObject file, const QString &oldText, const QString &newText,
                             const std::function<QString(const QString &language, const QString &translation)> &make);

}  // namespace rulelab
