#include "rules_file.h"

#include "kits/two_row_engine.h"
#include "plugin/file_access.h"
#include "plugin/reading_json.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <set>

namespace rulelab::rulesfile {

namespace {

const char *const kBoardOptions[] = {"holes_per_row", "counters_per_hole"};
bool isBoardOption(const std::string &id) { return id == kBoardOptions[0] || id == kBoardOptions[1]; }

// What each rule decides, in words that fit every game of the family (the vocabulary's own
// descriptions speak of Pachgarhwa's sources). A file's `description` replaces it.
const std::map<std::string, std::string> &genericDescriptions() {
    static const std::map<std::string, std::string> m = {
        {"first_player", "Who sows first in the first round."},
        {"start_hole", "Which of his holes a player may lift to start a turn."},
        {"lap_origin", "Whether the emptied starting hole gets a counter when a sowing goes all the way round."},
        {"relay", "What continues a turn after the last counter falls."},
        {"capture", "What the mover takes when the sowing stops at an empty hole; the turn then ends."},
        {"capture_zone", "Where a capture may be made."},
        {"four_rule", "What happens to a hole that a counter brings to exactly four."},
        {"dead_holes", "How the relay and capture tests see a hole that is out of play."},
        {"ownership", "Which holes each player owns and may sow from."},
        {"direction", "Which way a sowing goes round the board."},
        {"middle_holes", "What the two middle holes hold at the start."},
        {"heads", "What the end hole of each row holds at the start."},
        {"no_move", "What happens when the player to move has no counters to sow."},
        {"both_pass", "What happens when neither player can sow, so that both pass in turn."},
        {"round_end", "When the game (or, in match play, the round) ends."},
        {"end_test",
         "Whether the ends the board alone decides are tested only after the turn or also after every lap of a relay."},
        {"leftover", "Who gets the counters still on the board when the stall test ends a game or round."},
        {"multi_round", "Whether the game is played in rounds, and how the holes are refilled between them."},
        {"fill_order", "Which holes a player fills first between rounds (multi-round only)."},
        {"round_starter", "Who sows first from the second round on (multi-round only)."},
        {"match_end", "When a match of several rounds ends (multi-round only)."},
        {"rounds", "The number of rounds played when match_end = fixed_rounds (multi-round only)."},
    };
    return m;
}

QString qs(const std::string &s) { return QString::fromStdString(s); }
std::string ss(const QString &s) { return s.toStdString(); }

std::string joined(const std::vector<std::string> &v) {
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
    for (const auto &[k, text] : e.explanations)
        if (!isValue(k)) rd.err(f + ".explanations." + k, "not one of this rule's values (" + joined(e.values) + ")");
    for (const auto &[k, cs] : e.valueCitations) {
        if (!isValue(k)) rd.err(f + ".value_citations." + k, "not one of this rule's values (" + joined(e.values) + ")");
        citesOk(cs, f + ".value_citations." + k);
    }
}

}  // namespace

const GameInfo &vocabulary() {
    static const GameInfo info = kits::engine::vocabulary();
    return info;
}

bool isOptionalRule(const std::string &ruleId) {
    return ruleId == "relay_loop" || ruleId == "stall" || ruleId == "ludii_limit" || isAddedRule(ruleId);
}

bool isAddedRule(const std::string &ruleId) { return kits::engine::isAddedRule(ruleId); }

const RuleEntry *RulesSpec::findRule(const std::string &id) const {
    for (const auto &r : rules)
        if (r.rule == id) return &r;
    return nullptr;
}

std::vector<std::string> checkRulesSpec(const RulesSpec &spec, const std::string &origin) {
    std::vector<std::string> errors;
    Reader rd(origin, errors);
    static const QRegularExpression idRe(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    if (spec.id.empty()) rd.err("id", "is empty");
    else if (!idRe.match(qs(spec.id)).hasMatch())
        rd.err("id", "'" + spec.id + "' may hold only lower-case letters, digits and single '-' between them");
    if (spec.name.empty()) rd.err("name", "is empty");
    if (spec.summary.empty()) rd.err("summary", "is empty (one paragraph in your own words)");
    if (spec.players.size() != 2) rd.err("players", "needs exactly two seat names (seat 0 first)");
    for (size_t i = 0; i < spec.players.size(); ++i)
        if (spec.players[i].empty()) rd.err("players[" + std::to_string(i) + "]", "is empty");
    if (spec.sources.empty()) rd.err("sources", "needs at least one bibliography key");
    const std::set<std::string> sources(spec.sources.begin(), spec.sources.end());
    if (sources.size() != spec.sources.size()) rd.err("sources", "a key is listed twice");
    const GameInfo &voc = vocabulary();
    const RuleOption *perRow = voc.findOption("holes_per_row"), *perHole = voc.findOption("counters_per_hole");
    if (spec.holesPerRow < perRow->minInt || spec.holesPerRow > perRow->maxInt)
        rd.err("board.holes_per_row", std::to_string(spec.holesPerRow) + " is not " + perRow->allowedText());
    if (spec.countersPerHole < perHole->minInt || spec.countersPerHole > perHole->maxInt)
        rd.err("board.counters_per_hole", std::to_string(spec.countersPerHole) + " is not " + perHole->allowedText());
    if (spec.boardCitations.empty()) rd.err("board.citations", "missing (cite the passage that gives the board)");
    checkCitations(spec.boardCitations, "board.citations", sources, rd);

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

    if (spec.readings.empty()) rd.err("readings", "needs at least one reading");
    if (!errors.empty()) return errors;  // the readings are checked against a sound game

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
    if (!errors.empty()) return errors;
    // Rules that the engine cannot play together (e.g. ownership = halves with a rule that shares
    // the board by rows): every reading is tried as the engine would build it.
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
    return errors;
}

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
                 "bibliography", "board", "rules", "readings"});  // bibliography: refused below, with the reason
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
        // In the vocabulary's order, then unknown ones (which the check refuses).
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
    rd.readings(o.value(QStringLiteral("readings")), spec);
    if (!errors.empty()) return false;
    errors = checkRulesSpec(spec, origin);
    if (!errors.empty()) return false;
    out = std::move(spec);
    return true;
}

GameInfo gameInfoOf(const RulesSpec &spec) {
    GameInfo g;
    g.id = spec.id;
    g.name = spec.name;
    g.localName = spec.localName;
    g.region = spec.region;
    g.period = spec.period;
    g.summary = spec.summary;
    g.bibliography = spec.sources;
    g.playerNames = spec.players;
    bool guardsCiteCatalogue = false;
    for (const RuleOption &v : vocabulary().options) {
        RuleOption o = v;
        if (isBoardOption(v.id)) {
            const bool perRow = v.id == kBoardOptions[0];
            const int value = perRow ? spec.holesPerRow : spec.countersPerHole;
            o.defaultValue = std::to_string(value);
            o.description = perRow ? "Not historical: the source's board has " + std::to_string(value) +
                                         " holes in each row. Fewer holes give boards small enough for the state graph to "
                                         "list every reachable position and to solve the game exactly."
                                   : "Not historical: the source puts " + std::to_string(value) +
                                         " counters in each hole. Another number makes boards for exact state-graph "
                                         "analysis; between rounds a hole is filled for every group of this many counters.";
            o.rulePoint = "board";
            o.citations = spec.boardCitations;
            g.options.push_back(std::move(o));
            continue;
        }
        const RuleEntry *e = spec.findRule(v.id);
        if (!e && isAddedRule(v.id)) continue;  // an added mechanic the game does not have: no option at all
        if (!e) {                               // an optional guard: the vocabulary's option, which cites RuleLab's catalogue
            guardsCiteCatalogue = guardsCiteCatalogue || !v.citations.empty();
            g.options.push_back(std::move(o));
            continue;
        }
        const auto generic = genericDescriptions().find(v.id);
        if (!e->description.empty()) o.description = e->description;
        else if (generic != genericDescriptions().end()) o.description = generic->second;
        // The vocabulary's rule points are Pachgarhwa's (PG-n): a file names its own or none.
        o.rulePoint = e->rulePoint;
        o.citations = e->citations;
        if (v.type == OptionType::Integer) {
            const bool range = e->open && e->values.size() == 3;
            o.minInt = range ? std::stoll(e->values[1]) : std::stoll(e->values[0]);
            o.maxInt = range ? std::stoll(e->values[2]) : o.minInt;
            o.defaultValue = range ? *v.canonical(e->defaultValue) : std::to_string(o.minInt);
        } else {
            o.choices.clear();
            for (const std::string &value : e->values) {
                OptionChoice c = *v.findChoice(value);
                const auto ex = e->explanations.find(value);
                if (ex != e->explanations.end()) c.explanation = ex->second;
                const auto vc = e->valueCitations.find(value);
                // A fixed rule's one value is what its citations say; an open rule's values are
                // backed only by their own citations (the Sources view and the methods text then
                // tell a reading's choices that follow a source from completions).
                c.citations = vc != e->valueCitations.end() ? vc->second : e->open ? std::vector<Citation>{} : e->citations;
                o.choices.push_back(std::move(c));
            }
            o.defaultValue = e->open ? e->defaultValue : e->values[0];
        }
        g.options.push_back(std::move(o));
    }
    if (guardsCiteCatalogue && std::find(g.bibliography.begin(), g.bibliography.end(), "CAT") == g.bibliography.end())
        g.bibliography.push_back("CAT");
    return g;
}

std::vector<Reading> readingsOf(const RulesSpec &spec, const GameInfo &info) {
    std::vector<Reading> out;
    for (Reading r : spec.readings) {
        OptionValues values = info.defaults();
        for (const auto &[k, v] : r.values) values[k] = *info.findOption(k)->canonical(v);
        r.values = std::move(values);
        r.game = info.id;
        out.push_back(std::move(r));
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Writing

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
        if (!e.explanations.empty()) {
            rules += ",\n      \"explanations\": {";
            size_t j = 0;
            for (const auto &[k, v] : e.explanations)
                rules += (j++ ? ",\n        " : "\n        ") + jsonString(k) + ": " + jsonString(v);
            rules += "}";
        }
        if (!e.valueCitations.empty()) {
            rules += ",\n      \"value_citations\": {";
            size_t j = 0;
            for (const auto &[k, v] : e.valueCitations)
                rules += (j++ ? ",\n        " : "\n        ") + jsonString(k) + ": " + citationsJson(v);
            rules += "}";
        }
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
    field("readings", rs + "\n  ]", true);
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
        rules.insert(qs(o.id), QJsonObject{{"description", qs(o.label + ": " + o.allowedText())},
                                           {"type", "object"},
                                           {"additionalProperties", false},
                                           {"properties", props},
                                           {"oneOf", forms}});
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
             {"readings", QJsonObject{{"type", "array"}, {"minItems", 1}, {"items", reading}}}}}};
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

// ---------------------------------------------------------------------------------------------
// The game

FileGame::FileGame(RulesSpec spec, std::string sourceFile, std::string sha256)
    : spec_(std::move(spec)),
      info_(gameInfoOf(spec_)),
      readings_(readingsOf(spec_, info_)),
      sourceFile_(std::move(sourceFile)),
      sha256_(std::move(sha256)) {
    for (auto &r : readings_) r.origin = sourceFile_;
}

std::unique_ptr<Game> FileGame::createGame(const Options &options, const Limits &limits, std::string &error) const {
    return kits::engine::makeGame(info_, options, limits, error);
}

std::unique_ptr<FileGame> parseRulesFile(const QByteArray &data, const std::string &origin, std::string &error) {
    RulesSpec spec;
    std::vector<std::string> errors;
    if (!parseRulesSpec(data, origin, spec, errors)) {
        error.clear();
        for (const auto &e : errors) error += (error.empty() ? "" : "\n") + e;
        return nullptr;
    }
    const std::string sha = QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex().toStdString();
    return std::make_unique<FileGame>(std::move(spec), origin, sha);
}

std::unique_ptr<FileGame> loadRulesFile(const QString &path, std::string &error) {
    QByteArray data;
    if (!readFileCapped(path, kSmallFileCap, data, error)) return nullptr;
    return parseRulesFile(data, ss(path), error);
}

}  // namespace rulelab::rulesfile
