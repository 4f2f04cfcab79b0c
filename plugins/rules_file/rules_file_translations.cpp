// A rules file's own translations (docs/rules-files.md#translations): "translations" maps a
// language code to the file's English texts and their translations. Read, checked (every
// translation a non-empty string; a key that is no longer a text of the file is left out with a
// warning), written back and described in the schema here; the registry hands them to the
// workbench (plugin/game_texts.h).
#include "rules_file_reader.h"

#include "plugin/rules_file_texts.h"

#include <QJsonObject>
#include <QRegularExpression>

#include <iterator>

namespace rulelab::rulesfile::detail {

namespace {

const QRegularExpression &languagePattern() {
    static const QRegularExpression re(QStringLiteral("^[a-z]{2,3}$"));
    return re;
}

}  // namespace

void readTranslations(const QJsonValue &v, Reader &rd, RulesSpec &spec) {
    if (v.isUndefined()) return;
    if (!v.isObject()) return rd.err("translations", "must be an object: language -> {English text: translation}");
    const QJsonObject langs = v.toObject();
    for (auto it = langs.begin(); it != langs.end(); ++it) {
        if (it.key() == QLatin1String("comment")) continue;
        const std::string f = "translations." + ss(it.key());
        if (!it.value().isObject()) {
            rd.err(f, "must be an object: English text -> translation");
            continue;
        }
        auto &table = spec.translations[ss(it.key())];
        const QJsonObject words = it.value().toObject();
        for (auto w = words.begin(); w != words.end(); ++w) {
            if (!w.value().isString()) rd.err(f + ".\"" + ss(w.key()) + "\"", "must be a string");
            else table[ss(w.key())] = ss(w.value().toString());
        }
    }
}

void checkTranslations(const RulesSpec &spec, Reader &rd) {
    for (const auto &[language, table] : spec.translations) {
        const std::string f = "translations." + language;
        if (!languagePattern().match(qs(language)).hasMatch() || language == "en")
            rd.err(f, "'" + language + "' is not a language code other than en (two or three lower-case letters: hi, ur)");
        if (table.empty()) rd.err(f, "is empty (leave the language out instead)");
        for (const auto &[english, translated] : table)
            if (QString::fromStdString(translated).trimmed().isEmpty()) rd.err(f + ".\"" + english + "\"", "the translation is empty");
    }
}

void dropStaleTranslations(RulesSpec &spec, const QJsonObject &file, const std::string &origin) {
    const QSet<QString> texts = rulesFileTranslatableTexts(file);
    for (auto lang = spec.translations.begin(); lang != spec.translations.end();) {
        auto &table = lang->second;
        for (auto it = table.begin(); it != table.end();) {
            if (texts.contains(qs(it->first))) {
                ++it;
                continue;
            }
            spec.warnings.push_back(origin + ": translations." + lang->first + ".\"" + it->first +
                                    "\": is not a text of this file (its English text was changed or removed): ignored");
            it = table.erase(it);
        }
        lang = table.empty() ? spec.translations.erase(lang) : std::next(lang);
    }
}

QJsonObject translationsSchema() {
    const QJsonObject str{{QStringLiteral("type"), QStringLiteral("string")}, {QStringLiteral("minLength"), 1}};
    const QJsonObject table{{QStringLiteral("type"), QStringLiteral("object")},
                            {QStringLiteral("minProperties"), 1},
                            {QStringLiteral("additionalProperties"), str}};
    return QJsonObject{
        {QStringLiteral("description"), QStringLiteral("language code -> {English text of this file: its translation}")},
        {QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("propertyNames"), QJsonObject{{QStringLiteral("pattern"), QStringLiteral("^([a-z]{2,3}|comment)$")}}},
        {QStringLiteral("properties"), QJsonObject{{QStringLiteral("comment"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}}},
        {QStringLiteral("additionalProperties"), table}};
}

}  // namespace rulelab::rulesfile::detail
