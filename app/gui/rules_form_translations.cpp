#include "rules_form_translations.h"

#include "bidi_text.h"
#include "plugin/rules_file_texts.h"

#include <QLocale>

namespace rulelab {

namespace {

const QString kTranslations = QStringLiteral("translations");

}  // namespace

QJsonObject withoutStaleTranslations(QJsonObject file, QStringList *dropped) {
    if (!file.contains(kTranslations)) return file;
    const QSet<QString> texts = rulesFileTranslatableTexts(file);
    const QJsonObject languages = file.value(kTranslations).toObject();
    QJsonObject kept;
    for (auto lang = languages.begin(); lang != languages.end(); ++lang) {
        if (!lang.value().isObject()) {  // "comment", or a shape the check reports: as it was
            kept.insert(lang.key(), lang.value());
            continue;
        }
        QJsonObject table = lang.value().toObject();
        for (const QString &english : table.keys()) {
            if (texts.contains(english)) continue;
            table.remove(english);
            if (dropped)  // each name isolated: right to left, an English text inside an Urdu line
                dropped->append(QStringLiteral("%1: \u201c%2\u201d").arg(isolated(QLocale(lang.key()).nativeLanguageName()), isolated(english)));
        }
        if (!table.isEmpty()) kept.insert(lang.key(), table);
    }
    if (kept.isEmpty() || (kept.size() == 1 && kept.contains(QStringLiteral("comment")))) file.remove(kTranslations);
    else file.insert(kTranslations, kept);
    return file;
}

QJsonObject rekeyTranslation(QJsonObject file, const QString &oldText, const QString &newText,
                             const std::function<QString(const QString &, const QString &)> &make) {
    QJsonObject languages = file.value(kTranslations).toObject();
    for (const QString &lang : languages.keys()) {
        QJsonObject table = languages.value(lang).toObject();
        if (!table.value(oldText).isString()) continue;
        const QString translation = table.take(oldText).toString();
        table.insert(newText, make(lang, translation));
        languages.insert(lang, table);
    }
    if (!languages.isEmpty()) file.insert(kTranslations, languages);
    return file;
}

}  // namespace rulelab
