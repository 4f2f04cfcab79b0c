// Rules files: writing a spec back (the workbench's form), the JSON Schema of the format, and the
// atomic save (rules_file.h).
#include "rules_file.h"
#include "rules_file_reader.h"

#include "plugin/file_access.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace rulelab::rulesfile {

using namespace detail;

namespace {

std::string jsonString(const std::string &s) {
    const QByteArray a = QJsonDocument(QJsonArray{qs(s)}).toJson(QJsonDocument::Compact);
    return a.mid(1, a.size() - 2).toStdString();
}

// A value as the file writes it: numbers for integer rules, strings otherwise.
std::string jsonValue(const std::string &rule, const std::string &v) {
    const RuleOption *o = vocabulary().findOption(rule);
    return o && o->type == OptionType::Integer ? v : jsonString(v);
}

std::string citationsJson(const std::vector<Citation> &cs) {
    std::string out = "[";
    for (size_t i = 0; i < cs.size(); ++i) {
        out += (i ? ", " : "") + std::string("{\"source\": ") + jsonString(cs[i].source) +
               ", \"locator\": " + jsonString(cs[i].locator);
        if (!cs[i].note.empty()) out += ", \"note\": " + jsonString(cs[i].note);
        out += "}";
    }
    return out + "]";
}

// The schema of one rule's entry: a fixed value or an open set (a range for a number).
QJsonObject ruleSchema(const RuleOption &o, const QJsonObject &citations) {
    auto str = [] { return QJsonObject{{"type", "string"}}; };
    QJsonObject value;
    if (o.type == OptionType::Integer)
        value = {{"type", "integer"}, {"minimum", qint64(o.minInt)}, {"maximum", qint64(o.maxInt)}};
    else {
        QJsonArray ids;
        for (const auto &c : o.choices) ids.append(qs(c.id));
        value = {{"enum", ids}};
    }
    QJsonObject props{{"default", value},
                      {"rule_point", str()},
                      {"description", str()},
                      {"citations", citations},
                      {"explanations", QJsonObject{{"type", "object"}, {"additionalProperties", str()}}},
                      {"value_citations", QJsonObject{{"type", "object"},
                                                      {"properties", QJsonObject{{"comment", str()}}},
                                                      {"additionalProperties", citations}}},
                      {"comment", str()}};
    props.insert("value", value);
    QJsonArray forms{QJsonObject{{"required", QJsonArray{"value", "citations"}}}};
    if (o.type == OptionType::Integer) {
        props.insert("range", QJsonObject{{"type", "array"}, {"minItems", 2}, {"maxItems", 2}, {"items", value}});
        forms.append(QJsonObject{{"required", QJsonArray{"range", "default", "citations"}}});
    } else {
        props.insert("values", QJsonObject{{"type", "array"}, {"minItems", 2}, {"uniqueItems", true}, {"items", value}});
        forms.append(QJsonObject{{"required", QJsonArray{"values", "default", "citations"}}});
    }
    return QJsonObject{{"description", qs(o.label + ": " + o.allowedText())},
                       {"type", "object"},
                       {"additionalProperties", false},
                       {"properties", props},
                       {"oneOf", forms}};
}

// A JSON object of `map`'s entries, one a line after `indent`, each value written by `value`.
template <class Map, class Write>
std::string objectLines(const Map &map, const std::string &indent, Write value) {
    std::string out = "{";
    size_t i = 0;
    for (const auto &[key, v] : map) out += (i++ ? ",\n" : "\n") + indent + jsonString(key) + ": " + value(v);
    return out + "}";
}

std::string translationsJson(const RulesSpec &spec) {
    std::string out = "{";
    size_t i = 0;
    for (const auto &[language, table] : spec.translations)
        out += (i++ ? ",\n    " : "\n    ") + jsonString(language) + ": " + objectLines(table, "      ", jsonString);
    return out + "\n  }";
}

}  // namespace

QByteArray rulesSpecToJson(const RulesSpec &s) {
    std::string o = "{\n";
    auto field = [&](const char *k, const std::string &jsonText, bool last = false) {
        o += std::string("  \"") + k + "\": " + jsonText + (last ? "\n" : ",\n");
    };
    auto list = [](const std::vector<std::string> &v) {
        std::string out = "[";
        for (size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + jsonString(v[i]);
        return out + "]";
    };
    field("format", jsonString(kRulesFileFormat));
    field("version", std::to_string(kRulesFileVersion));
    field("id", jsonString(s.id));
    field("name", jsonString(s.name));
    if (!s.localName.empty()) field("local_name", jsonString(s.localName));
    if (!s.region.empty()) field("region", jsonString(s.region));
    if (!s.period.empty()) field("period", jsonString(s.period));
    field("summary", jsonString(s.summary));
    field("players", list(s.players));
    field("sources", list(s.sources));
    field("board", "{\"holes_per_row\": " + std::to_string(s.holesPerRow) +
                       ", \"counters_per_hole\": " + std::to_string(s.countersPerHole) +
                       ",\n            \"citations\": " + citationsJson(s.boardCitations) + "}");
    std::string rules = "{";
    for (size_t i = 0; i < s.rules.size(); ++i) {
        const RuleEntry &e = s.rules[i];
        rules += (i ? ",\n    " : "\n    ") + jsonString(e.rule) + ": {";
        const bool range = e.open && !e.values.empty() && e.values[0] == "range";
        if (!e.open) rules += "\"value\": " + jsonValue(e.rule, e.values.empty() ? "" : e.values[0]);
        else if (range) rules += "\"range\": [" + e.values[1] + ", " + e.values[2] + "], \"default\": " + e.defaultValue;
        else {
            std::vector<std::string> vs;
            for (const auto &v : e.values) vs.push_back(v);
            rules += "\"values\": " + list(vs) + ", \"default\": " + jsonString(e.defaultValue);
        }
        if (!e.rulePoint.empty()) rules += ", \"rule_point\": " + jsonString(e.rulePoint);
        if (!e.description.empty()) rules += ",\n      \"description\": " + jsonString(e.description);
        rules += ",\n      \"citations\": " + citationsJson(e.citations);
        if (!e.explanations.empty()) rules += ",\n      \"explanations\": " + objectLines(e.explanations, "        ", jsonString);
        if (!e.valueCitations.empty())
            rules += ",\n      \"value_citations\": " + objectLines(e.valueCitations, "        ", citationsJson);
        rules += "}";
    }
    field("rules", rules + "\n  }");
    std::string rs = "[";
    for (size_t i = 0; i < s.readings.size(); ++i) {
        const Reading &r = s.readings[i];
        rs += (i ? ",\n    " : "\n    ") + std::string("{\"id\": ") + jsonString(r.id) + ", \"name\": " + jsonString(r.name);
        if (!r.source.empty()) rs += ",\n     \"source\": " + jsonString(r.source);
        if (!r.description.empty()) rs += ",\n     \"description\": " + jsonString(r.description);
        rs += ",\n     \"options\": {";
        size_t j = 0;
        for (const auto &[k, v] : r.values) rs += (j++ ? ", " : "") + jsonString(k) + ": " + jsonValue(k, v);
        rs += "}}";
    }
    field("readings", rs + "\n  ]", s.translations.empty());
    if (!s.translations.empty()) field("translations", translationsJson(s), true);
    o += "}\n";
    return QByteArray::fromStdString(o);
}

QByteArray rulesFileSchema() {
    const GameInfo &voc = vocabulary();
    auto str = [] { return QJsonObject{{"type", "string"}}; };
    const QJsonObject citation{
        {"type", "object"},
        {"required", QJsonArray{"source", "locator"}},
        {"additionalProperties", false},
        {"properties", QJsonObject{{"source", str()}, {"locator", str()}, {"note", str()}, {"comment", str()}}}};
    const QJsonObject citations{{"type", "array"}, {"minItems", 1}, {"items", citation}};
    QJsonObject rules{{"comment", str()}};
    QJsonArray required;
    for (const RuleOption &o : voc.options) {
        if (isBoardOption(o.id)) continue;
        if (!isOptionalRule(o.id)) required.append(qs(o.id));
        rules.insert(qs(o.id), ruleSchema(o, citations));
    }
    const RuleOption *perRow = voc.findOption(kBoardOptions[0]), *perHole = voc.findOption(kBoardOptions[1]);
    const QJsonObject board{
        {"type", "object"},
        {"required", QJsonArray{"holes_per_row", "counters_per_hole", "citations"}},
        {"additionalProperties", false},
        {"properties",
         QJsonObject{
             {"holes_per_row",
              QJsonObject{{"type", "integer"}, {"minimum", qint64(perRow->minInt)}, {"maximum", qint64(perRow->maxInt)}}},
             {"counters_per_hole",
              QJsonObject{{"type", "integer"}, {"minimum", qint64(perHole->minInt)}, {"maximum", qint64(perHole->maxInt)}}},
             {"citations", citations},
             {"comment", str()}}}};
    const QJsonObject id{{"type", "string"}, {"pattern", "^[a-z0-9]+(-[a-z0-9]+)*$"}};
    const QJsonObject reading{
        {"type", "object"},
        {"required", QJsonArray{"id", "name", "source"}},
        {"additionalProperties", false},
        {"properties", QJsonObject{{"id", id},
                                   {"name", str()},
                                   {"source", str()},
                                   {"description", str()},
                                   {"comment", str()},
                                   {"options", QJsonObject{{"type", "object"},
                                                           {"additionalProperties",
                                                            QJsonObject{{"type", QJsonArray{"string", "integer"}}}}}}}}};
    const QJsonObject schema{
        {"$schema", "https://json-schema.org/draft/2020-12/schema"},
        {"$id", "https://rulelab.example/rules-file.schema.json"},
        {"title", "RuleLab rules file (docs/rules-files.md), version 1"},
        {"description",
         "Generated from the two-row engine's vocabulary by RuleLab (tests/rules_file/test_format.cpp keeps it current); "
         "RuleLab's own check also tests what a schema cannot: citation keys against sources, "
         "defaults against values, reading values against the open rules."},
        {"type", "object"},
        {"required",
         QJsonArray{"format", "version", "id", "name", "summary", "players", "sources", "board", "rules", "readings"}},
        {"additionalProperties", false},
        {"properties",
         QJsonObject{
             {"$schema", str()},
             {"comment", str()},
             {"format", QJsonObject{{"const", kRulesFileFormat}}},
             {"version", QJsonObject{{"const", kRulesFileVersion}}},
             {"id", id},
             {"name", str()},
             {"local_name", str()},
             {"region", str()},
             {"period", str()},
             {"summary", str()},
             {"players", QJsonObject{{"type", "array"}, {"minItems", 2}, {"maxItems", 2}, {"items", str()}}},
             {"sources", QJsonObject{{"type", "array"}, {"minItems", 1}, {"uniqueItems", true}, {"items", str()}}},
             {"board", board},
             {"rules",
              QJsonObject{{"type", "object"}, {"required", required}, {"additionalProperties", false}, {"properties", rules}}},
             {"readings", QJsonObject{{"type", "array"}, {"minItems", 1}, {"items", reading}}},
             {"translations", detail::translationsSchema()}}}};
    return QJsonDocument(schema).toJson(QJsonDocument::Indented);
}

bool saveRulesFile(const QString &path, const RulesSpec &spec, std::vector<std::string> &errors) {
    errors = checkRulesSpec(spec, ss(path));
    if (!errors.empty()) return false;
    if (std::string bad; !checkOutputFile(path, bad)) {
        errors.push_back(bad);
        return false;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(rulesSpecToJson(spec)) < 0 || !f.commit()) {
        errors.push_back(ss(path) + ": cannot be written: " + ss(f.errorString()));
        return false;
    }
    return true;
}

}  // namespace rulelab::rulesfile
