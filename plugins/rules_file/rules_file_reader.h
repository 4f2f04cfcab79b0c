#pragma once
// What the rules-file library's parts share (rules_file.cpp, rules_file_check.cpp,
// rules_file_write.cpp): the board options, string helpers, and the Reader that turns JSON into a
// spec and reports every problem as "ORIGIN: FIELD: message". Not part of the library's API.

#include "rules_file.h"
#include "plugin/reading_json.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <initializer_list>
#include <string>
#include <vector>

namespace rulelab::rulesfile::detail {

inline const char *const kBoardOptions[] = {"holes_per_row", "counters_per_hole"};
inline bool isBoardOption(const std::string &id) { return id == kBoardOptions[0] || id == kBoardOptions[1]; }

inline QString qs(const std::string &s) { return QString::fromStdString(s); }
inline std::string ss(const QString &s) { return s.toStdString(); }

inline std::string joined(const std::vector<std::string> &v) {
    std::string out;
    for (size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + v[i];
    return out;
}

// Reads JSON into a spec, reporting what has the wrong shape; the meaning is checked after.
class Reader {
public:
    Reader(std::string origin, std::vector<std::string> &errors) : origin_(std::move(origin)), errors_(errors) {}

    void err(const std::string &field, const std::string &message) { errors_.push_back(origin_ + ": " + field + ": " + message); }

    // Refuses every key of `o` not in `allowed`.
    void onlyKeys(const QJsonObject &o, const std::string &where, std::initializer_list<const char *> allowed) {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const std::string k = ss(it.key());
            if (k == "comment" || (where.empty() && k == "$schema")) continue;  // $schema: for editors
            bool ok = false;
            std::vector<std::string> names;
            for (const char *a : allowed) {
                names.emplace_back(a);
                ok = ok || k == a;
            }
            if (!ok) err(where.empty() ? k : where + "." + k, "not a field here (allowed: " + joined(names) + ", comment)");
        }
    }

    bool string(const QJsonObject &o, const char *key, const std::string &where, bool required, std::string &out) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined()) {
            if (required) err(where + key, "missing (expected a string)");
            return !required;
        }
        if (!v.isString()) {
            err(where + key, "must be a string");
            return false;
        }
        out = ss(v.toString());
        return true;
    }

    void strings(const QJsonValue &v, const std::string &field, std::vector<std::string> &out) {
        if (v.isUndefined()) {
            err(field, "missing (expected an array of strings)");
            return;
        }
        if (!v.isArray()) {
            err(field, "must be an array of strings");
            return;
        }
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i) {
            if (!a[i].isString()) err(field + "[" + std::to_string(i) + "]", "must be a string");
            else out.push_back(ss(a[i].toString()));
        }
    }

    void integer(const QJsonObject &o, const char *key, const std::string &where, int &out) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined()) return err(where + key, "missing (expected a whole number)");
        if (!v.isDouble() || v.toDouble() != static_cast<double>(v.toInt())) return err(where + key, "must be a whole number");
        out = v.toInt();
    }

    void citations(const QJsonValue &v, const std::string &field, std::vector<Citation> &out) {
        if (v.isUndefined()) return;  // the check reports a rule without citations
        if (!v.isArray()) return err(field, "must be an array of {source, locator, note} objects");
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i) {
            const std::string f = field + "[" + std::to_string(i) + "]";
            if (!a[i].isObject()) {
                err(f, "must be an object {source, locator, note}");
                continue;
            }
            const QJsonObject c = a[i].toObject();
            onlyKeys(c, f, {"source", "locator", "note"});
            Citation cit;
            string(c, "source", f + ".", true, cit.source);
            string(c, "locator", f + ".", true, cit.locator);
            string(c, "note", f + ".", false, cit.note);
            out.push_back(std::move(cit));
        }
    }

    void value(const QJsonValue &v, const std::string &field, std::string &out) {
        if (!optionValueText(v, out) || v.isBool()) err(field, "must be a string (a value id) or a whole number");
    }

    void rule(const std::string &id, const QJsonValue &v, RuleEntry &e) {
        const std::string f = "rules." + id;
        e.rule = id;
        if (!v.isObject()) return err(f, "must be an object with 'value' (a fixed rule) or 'values' and 'default' (an open one)");
        const QJsonObject o = v.toObject();
        onlyKeys(
            o, f,
            {"value", "values", "range", "default", "rule_point", "description", "citations", "explanations", "value_citations"});
        const bool hasValue = o.contains(QStringLiteral("value")), hasValues = o.contains(QStringLiteral("values")),
                   hasRange = o.contains(QStringLiteral("range"));
        if (int(hasValue) + int(hasValues) + int(hasRange) != 1) {
            err(f, "needs exactly one of 'value' (a fixed rule), 'values' (an open choice) or 'range' (an open number)");
        } else if (hasValue) {
            e.values.resize(1);
            value(o.value(QStringLiteral("value")), f + ".value", e.values[0]);
        } else {
            e.open = true;
            const QJsonValue list = o.value(hasValues ? QStringLiteral("values") : QStringLiteral("range"));
            const std::string lf = f + (hasValues ? ".values" : ".range");
            const QJsonArray la = list.toArray();
            if (!list.isArray()) err(lf, hasValues ? "must be an array of value ids" : "must be [min, max]");
            else
                for (int i = 0; i < la.size(); ++i) {
                    std::string t;
                    value(la[i], lf + "[" + std::to_string(i) + "]", t);
                    e.values.push_back(t);
                }
            if (!o.contains(QStringLiteral("default"))) err(f + ".default", "missing (an open rule needs a default)");
            else value(o.value(QStringLiteral("default")), f + ".default", e.defaultValue);
            if (hasRange) e.values.insert(e.values.begin(), "range");  // marks the form; checked below
        }
        string(o, "rule_point", f + ".", false, e.rulePoint);
        string(o, "description", f + ".", false, e.description);
        citations(o.value(QStringLiteral("citations")), f + ".citations", e.citations);
        const QJsonValue ex = o.value(QStringLiteral("explanations"));
        if (!ex.isUndefined()) {
            const QJsonObject exo = ex.toObject();
            if (!ex.isObject()) err(f + ".explanations", "must be an object: value id -> text");
            else
                for (auto it = exo.begin(); it != exo.end(); ++it) {
                    if (it.key() == QLatin1String("comment")) continue;
                    if (!it.value().isString()) err(f + ".explanations." + ss(it.key()), "must be a string");
                    else e.explanations[ss(it.key())] = ss(it.value().toString());
                }
        }
        const QJsonValue vc = o.value(QStringLiteral("value_citations"));
        if (!vc.isUndefined()) {
            const QJsonObject vco = vc.toObject();
            if (!vc.isObject()) err(f + ".value_citations", "must be an object: value id -> citations");
            else
                for (auto it = vco.begin(); it != vco.end(); ++it)
                    if (it.key() != QLatin1String("comment"))
                        citations(it.value(), f + ".value_citations." + ss(it.key()), e.valueCitations[ss(it.key())]);
        }
    }

    void readings(const QJsonValue &v, RulesSpec &spec) {
        if (v.isUndefined()) return err("readings", "missing (expected an array of readings)");
        if (!v.isArray()) return err("readings", "must be an array of readings");
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i) {
            const std::string f = "readings[" + std::to_string(i) + "]";
            if (!a[i].isObject()) {
                err(f, "must be an object {id, name, source, description, options}");
                continue;
            }
            const QJsonObject o = a[i].toObject();
            onlyKeys(o, f, {"id", "name", "source", "description", "options"});
            Reading r;
            r.game = spec.id;
            string(o, "id", f + ".", true, r.id);
            string(o, "name", f + ".", true, r.name);
            string(o, "source", f + ".", false, r.source);
            string(o, "description", f + ".", false, r.description);
            const QJsonValue opts = o.value(QStringLiteral("options"));
            if (!opts.isUndefined() && !opts.isObject()) err(f + ".options", "must be an object: rule -> value");
            const QJsonObject optso = opts.toObject();
            for (auto it = optso.begin(); it != optso.end(); ++it)
                if (it.key() != QLatin1String("comment"))
                    value(it.value(), f + ".options." + ss(it.key()), r.values[ss(it.key())]);
            spec.readings.push_back(std::move(r));
        }
    }

private:
    std::string origin_;
    std::vector<std::string> &errors_;
};

// A file's "translations" (rules_file_translations.cpp): read, checked (language codes, empty
// tables and translations are refused), and described in the schema. A translation whose English
// text is not a text of the file (plugin/rules_file_texts.h, the list the workbench's rules form
// uses too) is not refused: dropStaleTranslations leaves it out, with a warning in spec.warnings
// naming the file and the key.
void readTranslations(const QJsonValue &v, Reader &rd, RulesSpec &spec);
void checkTranslations(const RulesSpec &spec, Reader &rd);
void dropStaleTranslations(RulesSpec &spec, const QJsonObject &file, const std::string &origin);
QJsonObject translationsSchema();

}  // namespace rulelab::rulesfile::detail
