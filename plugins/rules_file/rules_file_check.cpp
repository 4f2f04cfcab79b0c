// Rules files: reading a file into a spec and checking it (rules_file.h). Every problem is
// reported with the file, the field and what is allowed.
#include "rules_file.h"
#include "rules_file_reader.h"

#include "kits/two_row_engine_rules.h"
#include "plugin/reading_json.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <set>

namespace rulelab::rulesfile {

using namespace detail;

namespace {

// Every citation names one of the file's sources and a place in it.
void checkCitations(const std::vector<Citation> &cs, const std::string &field, const std::set<std::string> &sources, Reader &rd) {
    for (size_t i = 0; i < cs.size(); ++i) {
        const std::string cf = field + "[" + std::to_string(i) + "]";
        if (!sources.count(cs[i].source))
            rd.err(cf + ".source", "'" + cs[i].source + "' is not in 'sources' (" +
                                       joined(std::vector<std::string>(sources.begin(), sources.end())) + ")");
        if (cs[i].locator.empty()) rd.err(cf + ".locator", "is empty (say where in the source: a page or a section)");
    }
}

// Checks a rule entry's values against the vocabulary's option.
void checkRule(const RuleEntry &e, const RuleOption &v, const std::set<std::string> &sources, Reader &rd) {
    const std::string f = "rules." + e.rule;
    auto valueOk = [&](const std::string &value, const std::string &field) {
        if (!v.canonical(value)) rd.err(field, "'" + value + "' is not a value of " + e.rule + " (" + v.allowedText() + ")");
    };
    const bool range = !e.values.empty() && e.values[0] == "range";
    if (v.type == OptionType::Choice && range) rd.err(f + ".range", e.rule + " is a choice: use 'values'");
    if (v.type == OptionType::Integer && e.open && !range)
        rd.err(f + ".values", e.rule + " is a number: use 'range': [min, max]");
    if (!e.open) {
        if (e.values.size() == 1) valueOk(e.values[0], f + ".value");
    } else if (range && v.type == OptionType::Integer) {
        if (e.values.size() != 3) rd.err(f + ".range", "must be [min, max]");
        else {
            valueOk(e.values[1], f + ".range[0]");
            valueOk(e.values[2], f + ".range[1]");
            // Compared as numbers only once each is a valid value of the rule (canonical() checks).
            const auto lo = v.canonical(e.values[1]), hi = v.canonical(e.values[2]), def = v.canonical(e.defaultValue);
            if (lo && hi && std::stoll(*lo) >= std::stoll(*hi)) rd.err(f + ".range", "min must be below max");
            else if (lo && hi && def && (std::stoll(*def) < std::stoll(*lo) || std::stoll(*def) > std::stoll(*hi)))
                rd.err(f + ".default", "'" + e.defaultValue + "' is outside the range");
        }
        valueOk(e.defaultValue, f + ".default");
    } else if (!range) {
        std::set<std::string> seen;
        for (size_t i = 0; i < e.values.size(); ++i) {
            valueOk(e.values[i], f + ".values[" + std::to_string(i) + "]");
            if (!seen.insert(e.values[i]).second) rd.err(f + ".values[" + std::to_string(i) + "]", "'" + e.values[i] + "' twice");
        }
        if (e.values.size() < 2) rd.err(f + ".values", "an open rule needs two or more values (a fixed one uses 'value')");
        if (std::find(e.values.begin(), e.values.end(), e.defaultValue) == e.values.end())
            rd.err(f + ".default", "'" + e.defaultValue + "' is not one of this rule's values (" + joined(e.values) + ")");
    }
    auto citesOk = [&](const std::vector<Citation> &cs, const std::string &field) { checkCitations(cs, field, sources, rd); };
    if (e.citations.empty()) rd.err(f + ".citations", "missing (every rule cites the passage it follows)");
    citesOk(e.citations, f + ".citations");
    auto isValue = [&](const std::string &x) {
        return range ? false : std::find(e.values.begin(), e.values.end(), x) != e.values.end();
    };
    // A range has no listed values to explain or cite one by one (its "range" marker is no value).
    const std::string notValue = range ? "a rule given as a 'range' has no single values to explain (say it in its description)"
                                       : "not one of this rule's values (" + joined(e.values) + ")";
    for (const auto &[k, text] : e.explanations)
        if (!isValue(k)) rd.err(f + ".explanations." + k, notValue);
    for (const auto &[k, cs] : e.valueCitations) {
        if (!isValue(k)) rd.err(f + ".value_citations." + k, notValue);
        citesOk(cs, f + ".value_citations." + k);
    }
}

const QRegularExpression &idPattern() {
    static const QRegularExpression idRe(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return idRe;
}

// The game's own fields and its board.
void checkGameFields(const RulesSpec &spec, const std::set<std::string> &sources, Reader &rd) {
    const QRegularExpression &idRe = idPattern();
    if (spec.id.empty()) rd.err("id", "is empty");
    else if (!idRe.match(qs(spec.id)).hasMatch())
        rd.err("id", "'" + spec.id + "' may hold only lower-case letters, digits and single '-' between them");
    if (spec.name.empty()) rd.err("name", "is empty");
    if (spec.summary.empty()) rd.err("summary", "is empty (one paragraph in your own words)");
    if (spec.players.size() != 2) rd.err("players", "needs exactly two seat names (seat 0 first)");
    for (size_t i = 0; i < spec.players.size(); ++i)
        if (spec.players[i].empty()) rd.err("players[" + std::to_string(i) + "]", "is empty");
    if (spec.sources.empty()) rd.err("sources", "needs at least one bibliography key");
    if (sources.size() != spec.sources.size()) rd.err("sources", "a key is listed twice");
    const GameInfo &voc = vocabulary();
    const RuleOption *perRow = voc.findOption("holes_per_row"), *perHole = voc.findOption("counters_per_hole");
    if (spec.holesPerRow < perRow->minInt || spec.holesPerRow > perRow->maxInt)
        rd.err("board.holes_per_row", std::to_string(spec.holesPerRow) + " is not " + perRow->allowedText());
    if (spec.countersPerHole < perHole->minInt || spec.countersPerHole > perHole->maxInt)
        rd.err("board.counters_per_hole", std::to_string(spec.countersPerHole) + " is not " + perHole->allowedText());
    if (spec.boardCitations.empty()) rd.err("board.citations", "missing (cite the passage that gives the board)");
    checkCitations(spec.boardCitations, "board.citations", sources, rd);
}

// Every rule entry names a rule of the vocabulary, once, with sound values; every rule the
// vocabulary requires has one.
void checkRules(const RulesSpec &spec, const std::set<std::string> &sources, Reader &rd) {
    const GameInfo &voc = vocabulary();
    std::vector<std::string> ruleIds;
    for (const auto &o : voc.options)
        if (!isBoardOption(o.id)) ruleIds.push_back(o.id);
    std::set<std::string> seen;
    for (const auto &e : spec.rules) {
        if (!seen.insert(e.rule).second) rd.err("rules." + e.rule, "given twice");
        if (isBoardOption(e.rule)) {
            rd.err("rules." + e.rule, "the board's size is given in 'board'");
            continue;
        }
        const RuleOption *v = voc.findOption(e.rule);
        if (!v) {
            rd.err("rules." + e.rule, "not a rule of the vocabulary (one of: " + joined(ruleIds) + ")");
            continue;
        }
        checkRule(e, *v, sources, rd);
    }
    for (const auto &id : ruleIds)
        if (!spec.findRule(id) && !isOptionalRule(id))
            rd.err("rules." + id, "missing (every rule of the vocabulary needs an entry; see docs/rules-files.md)");
}

// Each reading: its id, name and source, and values its game allows.
void checkReadings(const RulesSpec &spec, Reader &rd) {
    const QRegularExpression &idRe = idPattern();
    const GameInfo info = gameInfoOf(spec);
    std::set<std::string> readingIds;
    for (size_t i = 0; i < spec.readings.size(); ++i) {
        const Reading &r = spec.readings[i];
        const std::string f = "readings[" + std::to_string(i) + "]";
        if (!idRe.match(qs(r.id)).hasMatch())
            rd.err(f + ".id", "'" + r.id + "' may hold only lower-case letters, digits and single '-' between them");
        if (!readingIds.insert(r.id).second) rd.err(f + ".id", "'" + r.id + "' is used by another reading");
        if (r.name.empty()) rd.err(f + ".name", "is empty");
        // The sources a reading follows are the keys its `source` names (the methods text and the
        // Sources view report which of its rules follow them and which depart).
        bool namesSource = false;
        for (const auto &k : spec.sources) {
            const QRegularExpression word(QStringLiteral("(^|[^A-Za-z0-9-])") + QRegularExpression::escape(qs(k)) +
                                          QStringLiteral("($|[^A-Za-z0-9-])"));
            namesSource = namesSource || word.match(qs(r.source)).hasMatch();
        }
        if (!namesSource)
            rd.err(f + ".source", r.source.empty()
                                      ? "missing (the bibliography key(s) of the source this reading follows)"
                                      : "'" + r.source + "' names none of the file's sources (" + joined(spec.sources) + ")");
        for (const auto &[k, value] : r.values) {
            const RuleOption *o = info.findOption(k);
            const RuleEntry *e = spec.findRule(k);
            if (!o) rd.err(f + ".options." + k, "not a rule of this game");
            else if (!o->canonical(value)) {
                if (e && !e->open)
                    rd.err(f + ".options." + k, "'" + value + "': this file fixes " + k + " to '" + e->values[0] + "'");
                else rd.err(f + ".options." + k, "'" + value + "' is not one of this game's values (" + o->allowedText() + ")");
            }
        }
    }
}

// Rules that the engine cannot play together (e.g. ownership = halves with a rule that shares
// the board by rows): every reading is tried as the engine would build it.
void checkPlayable(const RulesSpec &spec, Reader &rd) {
    const GameInfo info = gameInfoOf(spec);
    for (size_t i = 0; i < spec.readings.size(); ++i) {
        Reading r = spec.readings[i];
        OptionValues values = info.defaults();
        for (const auto &[k, v] : r.values) values[k] = *info.findOption(k)->canonical(v);
        r.values = std::move(values);
        Options options;
        std::vector<std::string> optionErrors;
        kits::engine::Rules rules;
        std::string error;
        if (resolveOptions(info, r, options, optionErrors) &&
            !kits::engine::Rules::fromOptions(options, Limits{}, rules, error))
            rd.err("readings[" + std::to_string(i) + "].options", "the engine cannot play this reading: " + error);
    }
}

}  // namespace

std::vector<std::string> checkRulesSpec(const RulesSpec &spec, const std::string &origin) {
    std::vector<std::string> errors;
    Reader rd(origin, errors);
    const std::set<std::string> sources(spec.sources.begin(), spec.sources.end());
    checkGameFields(spec, sources, rd);
    checkRules(spec, sources, rd);
    if (spec.readings.empty()) rd.err("readings", "needs at least one reading");
    checkTranslations(spec, rd);
    if (!errors.empty()) return errors;  // the readings are checked against a sound game
    checkReadings(spec, rd);
    if (!errors.empty()) return errors;
    checkPlayable(spec, rd);
    return errors;
}

namespace {

// The board and the rules of a file, in the vocabulary's order, then unknown ones (which the
// check refuses).
void readBoardAndRules(const QJsonObject &o, Reader &rd, RulesSpec &spec) {
    const QJsonValue board = o.value(QStringLiteral("board"));
    if (!board.isObject())
        rd.err("board", board.isUndefined() ? "missing (holes_per_row, counters_per_hole, citations)" : "must be an object");
    else {
        const QJsonObject b = board.toObject();
        rd.onlyKeys(b, "board", {"holes_per_row", "counters_per_hole", "citations"});
        rd.integer(b, "holes_per_row", "board.", spec.holesPerRow);
        rd.integer(b, "counters_per_hole", "board.", spec.countersPerHole);
        rd.citations(b.value(QStringLiteral("citations")), "board.citations", spec.boardCitations);
    }
    const QJsonValue rules = o.value(QStringLiteral("rules"));
    if (!rules.isObject())
        rd.err("rules", rules.isUndefined() ? "missing (one entry per rule)" : "must be an object: rule -> entry");
    else {
        const QJsonObject r = rules.toObject();
        for (const auto &v : vocabulary().options)
            if (r.contains(qs(v.id))) {
                RuleEntry e;
                rd.rule(v.id, r.value(qs(v.id)), e);
                spec.rules.push_back(std::move(e));
            }
        for (auto it = r.begin(); it != r.end(); ++it)
            if (it.key() != QLatin1String("comment") && !vocabulary().findOption(ss(it.key()))) {
                RuleEntry e;
                e.rule = ss(it.key());
                spec.rules.push_back(std::move(e));
            }
    }
}

}  // namespace

bool parseRulesSpec(const QByteArray &data, const std::string &origin, RulesSpec &out, std::vector<std::string> &errors) {
    errors.clear();
    Reader rd(origin, errors);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError) {
        int line = 1;
        for (int i = 0; i < pe.offset && i < data.size(); ++i) line += data[i] == '\n';
        errors.push_back(origin + ":" + std::to_string(line) + ": invalid JSON: " + ss(pe.errorString()));
        return false;
    }
    if (!doc.isObject()) {
        errors.push_back(origin + ": expected a JSON object (a rules file)");
        return false;
    }
    const QJsonObject o = doc.object();
    const QJsonValue fmt = o.value(QStringLiteral("format"));
    if (fmt.toString() != QLatin1String(kRulesFileFormat)) {
        rd.err("format", fmt.isUndefined() ? std::string("missing (expected \"rulelab-rules\")")
                                           : "is '" + ss(fmt.toVariant().toString()) + "', expected \"rulelab-rules\"");
        return false;
    }
    const QJsonValue ver = o.value(QStringLiteral("version"));
    if (!ver.isDouble() || ver.toDouble() != kRulesFileVersion) {
        rd.err("version", "must be " + std::to_string(kRulesFileVersion) + " (this RuleLab reads rules files of version " +
                              std::to_string(kRulesFileVersion) + ")");
        return false;
    }
    rd.onlyKeys(o, "",
                {"format", "version", "id", "name", "local_name", "region", "period", "summary", "players", "sources",
                 "bibliography", "board", "rules", "readings", "translations"});  // bibliography: refused below, with the reason
    RulesSpec spec;
    rd.string(o, "id", "", true, spec.id);
    rd.string(o, "name", "", true, spec.name);
    rd.string(o, "local_name", "", false, spec.localName);
    rd.string(o, "region", "", false, spec.region);
    rd.string(o, "period", "", false, spec.period);
    rd.string(o, "summary", "", true, spec.summary);
    rd.strings(o.value(QStringLiteral("players")), "players", spec.players);
    rd.strings(o.value(QStringLiteral("sources")), "sources", spec.sources);
    if (o.contains(QStringLiteral("bibliography")))
        rd.err("bibliography",
               "not read: references come from RuleLab's bibliography (data/sources/bibliography.bib, built into "
               "the program): add a new source's BibTeX entry there and rebuild; a key it lacks is listed as not in "
               "the bibliography");
    readBoardAndRules(o, rd, spec);
    rd.readings(o.value(QStringLiteral("readings")), spec);
    readTranslations(o.value(QStringLiteral("translations")), rd, spec);
    if (!errors.empty()) return false;
    errors = checkRulesSpec(spec, origin);
    if (!errors.empty()) return false;
    dropStaleTranslations(spec, o, origin);
    out = std::move(spec);
    return true;
}

}  // namespace rulelab::rulesfile
