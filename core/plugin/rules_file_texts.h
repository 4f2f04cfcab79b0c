#pragma once
// The texts of a rules file (docs/rules-files.md#translations) that its "translations" may key:
// what the workbench shows of a rules-file game. The one list for both sides: the rules-file plugin
// leaves out, with a warning, a translation of any other text (plugins/rules_file), and the
// workbench's rules form carries a copy's translations by it (app/gui/rules_form_translations.*).
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QString>

namespace rulelab {

// name, local_name, region, period, summary, the players, each reading's name and description,
// each rule's description and the explanations of its values (a "comment" is not a text).
inline QSet<QString> rulesFileTranslatableTexts(const QJsonObject &file) {
    QSet<QString> out;
    auto add = [&out](const QJsonValue &v) {
        if (v.isString() && !v.toString().isEmpty()) out.insert(v.toString());
    };
    for (const char *k : {"name", "local_name", "region", "period", "summary"}) add(file.value(QLatin1String(k)));
    for (const auto &p : file.value(QStringLiteral("players")).toArray()) add(p);
    for (const auto &r : file.value(QStringLiteral("readings")).toArray()) {
        add(r.toObject().value(QStringLiteral("name")));
        add(r.toObject().value(QStringLiteral("description")));
    }
    const QJsonObject rules = file.value(QStringLiteral("rules")).toObject();
    for (auto it = rules.begin(); it != rules.end(); ++it) {
        const QJsonObject rule = it.value().toObject();
        add(rule.value(QStringLiteral("description")));
        const QJsonObject explanations = rule.value(QStringLiteral("explanations")).toObject();
        for (auto e = explanations.begin(); e != explanations.end(); ++e)
            if (e.key() != QLatin1String("comment")) add(e.value());
    }
    return out;
}

}  // namespace rulelab
