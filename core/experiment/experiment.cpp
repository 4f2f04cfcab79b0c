#include "experiment.h"

#include "field_failure.h"
#include "plugin/file_access.h"
#include "plugin/reading_json.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <cmath>

namespace rulelab {

std::string applyLimit(Limits &l, const std::string &name, int64_t v) {
    if (v < 1) return "limit '" + name + "' must be at least 1";
    if (name == "max_turns") l.maxTurns = v;
    else if (name == "max_relay_laps") l.maxRelayLaps = v;
    else if (name == "repeat_k") l.repeatK = static_cast<int>(std::min<int64_t>(v, 1000000));
    else if (name == "no_capture_turns") l.noCaptureTurns = static_cast<int>(std::min<int64_t>(v, 1000000000));
    else if (name == "max_rounds") l.maxRounds = static_cast<int>(std::min<int64_t>(v, 1000000000));
    else if (name == "max_throws") l.maxThrows = v;
    else if (name == "stall_proof_nodes") l.stallProofNodes = std::min<int64_t>(v, 100000000);
    else
        return "unknown limit '" + name +
               "' (limits: max_turns, max_relay_laps, repeat_k, no_capture_turns, max_rounds, max_throws, stall_proof_nodes)";
    return {};
}

QJsonObject limitsToJson(const Limits &l) {
    QJsonObject o;
    o.insert(QStringLiteral("max_turns"), static_cast<qint64>(l.maxTurns));
    o.insert(QStringLiteral("max_relay_laps"), static_cast<qint64>(l.maxRelayLaps));
    o.insert(QStringLiteral("repeat_k"), l.repeatK);
    o.insert(QStringLiteral("no_capture_turns"), l.noCaptureTurns);
    o.insert(QStringLiteral("max_rounds"), l.maxRounds);
    o.insert(QStringLiteral("max_throws"), static_cast<qint64>(l.maxThrows));
    o.insert(QStringLiteral("stall_proof_nodes"), static_cast<qint64>(l.stallProofNodes));
    return o;
}

namespace {

std::string valueText(const QJsonValue &v) {
    std::string text;
    optionValueText(v, text);
    return text;
}

bool isScalar(const QJsonValue &v) { return v.isString() || v.isBool() || v.isDouble(); }

}  // namespace

bool readSeedField(const QJsonObject &o, uint64_t &seed) {
    const QJsonValue v = o.value(QStringLiteral("seed"));
    if (v.isUndefined()) return true;
    bool ok = false;
    if (v.isString()) seed = v.toString().toULongLong(&ok);
    else if (v.isDouble() && v.toDouble() >= 0 && v.toDouble() < 9007199254740992.0 && std::floor(v.toDouble()) == v.toDouble()) {
        seed = static_cast<uint64_t>(v.toDouble());
        ok = true;
    }
    return ok;
}

bool readLimitsField(const QJsonObject &o, Limits &limits, std::string &field, std::string &problem) {
    const QJsonValue v = o.value(QStringLiteral("limits"));
    if (v.isUndefined()) return true;
    field = "limits";
    if (!v.isObject()) return problem = "must be an object such as {\"max_turns\": 100000}", false;
    const QJsonObject lo = v.toObject();
    for (auto it = lo.begin(); it != lo.end(); ++it) {
        field = "limits." + it.key().toStdString();
        const double d = it.value().toDouble();
        if (!it.value().isDouble() || std::floor(d) != d || d < 1 || d > 1e15)
            return problem = "must be a whole number from 1 to 10^15", false;
        const std::string lerr = applyLimit(limits, it.key().toStdString(), static_cast<int64_t>(d));
        if (!lerr.empty()) return problem = "is invalid: " + lerr, false;
    }
    return true;
}

bool readOverridesField(const QJsonObject &o, bool (*text)(const QJsonValue &, std::string &),
                        std::vector<std::string> &overrides, std::string &field, std::string &problem) {
    const QJsonValue set = o.value(QStringLiteral("set"));
    field = "set";
    if (set.isArray()) {
        for (const auto &v : set.toArray()) {
            if (!v.isString()) return problem = "must hold \"option=value\" strings", false;
            overrides.push_back(v.toString().toStdString());
        }
    } else if (set.isObject()) {
        const QJsonObject so = set.toObject();
        for (auto it = so.begin(); it != so.end(); ++it) {
            std::string t;
            if (!text(it.value(), t)) {
                field = "set." + it.key().toStdString();
                return problem = "must be a string, number or boolean", false;
            }
            overrides.push_back(it.key().toStdString() + "=" + t);
        }
    } else if (!set.isUndefined()) {
        return problem = "must be an array of \"option=value\" or an object {\"option\": value}", false;
    }
    return true;
}

namespace {

// The experiment object of an experiment file, or of the summary a run wrote.
bool experimentObject(const QByteArray &data, const std::string &origin, QJsonObject &o, std::string &error) {
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError) {
        int line = 1;
        for (int i = 0; i < pe.offset && i < data.size(); ++i) line += data[i] == '\n';
        error = origin + ":" + std::to_string(line) + ": invalid JSON: " + pe.errorString().toStdString();
        return false;
    }
    if (!doc.isObject()) {
        error = origin + ": expected a JSON object with an experiment";
        return false;
    }
    o = doc.object();
    if (o.value(QStringLiteral("format")).toString() == QStringLiteral("rulelab-summary")) {
        if (!o.value(QStringLiteral("experiment")).isObject()) {
            error = origin + ": this summary has no 'experiment' object";
            return false;
        }
        o = o.value(QStringLiteral("experiment")).toObject();
        return true;
    }
    const QJsonValue fmt = o.value(QStringLiteral("format"));
    if (!fmt.isUndefined() && fmt.toString() != QStringLiteral("rulelab-experiment")) {
        error = origin + ": field 'format' is '" + fmt.toString().toStdString() +
                "', expected 'rulelab-experiment' (or a 'rulelab-summary')";
        return false;
    }
    const QJsonValue ver = o.value(QStringLiteral("version"));
    if (!ver.isUndefined() && (!ver.isDouble() || ver.toInt() != kExperimentFormatVersion)) {
        error = origin + ": field 'version' must be 1 (this RuleLab reads experiment files of version 1)";
        return false;
    }
    return true;
}

bool knownFieldsOnly(const QJsonObject &o, const FieldFailure &fail) {
    static const QStringList known = {QStringLiteral("format"),     QStringLiteral("version"), QStringLiteral("game"),
                                      QStringLiteral("readings"),   QStringLiteral("set"),     QStringLiteral("agents"),
                                      QStringLiteral("swap_seats"), QStringLiteral("matches"), QStringLiteral("seed"),
                                      QStringLiteral("limits"),     QStringLiteral("sweep"),   QStringLiteral("metrics"),
                                      QStringLiteral("primary"),    QStringLiteral("margins"), QStringLiteral("precision")};
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            return fail(it.key().toStdString(),
                        "is not an experiment field (fields: " + known.join(QStringLiteral(", ")).toStdString() + ")");
    return true;
}

// readings[i] written out in the experiment: an id, a base reading and options.
bool readInlineReading(const QJsonObject &r, const std::string &field, const std::string &origin,
                       const FieldFailure &fail, ReadingRef &ref) {
    ref.isInline = true;
    if (!r.value(QStringLiteral("id")).isString() || r.value(QStringLiteral("id")).toString().isEmpty())
        return fail(field + ".id", "is missing or not a string");
    ref.reading.id = r.value(QStringLiteral("id")).toString().toStdString();
    ref.reading.name = r.value(QStringLiteral("name")).toString().toStdString();
    ref.reading.description = r.value(QStringLiteral("description")).toString().toStdString();
    ref.reading.source = r.value(QStringLiteral("source")).toString().toStdString();
    ref.base = r.value(QStringLiteral("base")).toString().toStdString();
    const QJsonValue opts = r.value(QStringLiteral("options"));
    if (!opts.isUndefined() && !opts.isObject()) return fail(field + ".options", "must be an object {\"option\": value, ...}");
    const QJsonObject om = opts.toObject();
    for (auto it = om.begin(); it != om.end(); ++it) {
        if (!isScalar(it.value()))
            return fail(field + ".options." + it.key().toStdString(), "must be a string, number or boolean");
        ref.reading.values[it.key().toStdString()] = valueText(it.value());
    }
    if (ref.base.empty() && om.isEmpty()) return fail(field, "needs a 'base' reading or 'options'");
    ref.reading.origin = origin;
    return true;
}

bool readReadings(const QJsonObject &o, const std::string &origin, const FieldFailure &fail, Experiment &e) {
    const QJsonValue readings = o.value(QStringLiteral("readings"));
    if (readings.isUndefined()) return true;
    if (!readings.isArray()) return fail("readings", "must be an array of reading ids, files or inline readings");
    const QJsonArray arr = readings.toArray();
    for (int i = 0; i < arr.size(); ++i) {
        const std::string field = "readings[" + std::to_string(i) + "]";
        ReadingRef ref;
        if (arr[i].isString()) {
            ref.spec = arr[i].toString().toStdString();
            if (ref.spec.empty()) return fail(field, "is empty");
        } else if (arr[i].isObject()) {
            ref.reading.game = e.game;
            if (!readInlineReading(arr[i].toObject(), field, origin, fail, ref)) return false;
        } else {
            return fail(field, "must be a reading id, a file path, or an object with 'id' and 'options'");
        }
        e.readings.push_back(std::move(ref));
    }
    return true;
}


// agents, swap_seats, matches, seed and limits: how the matches are played.
bool readPlayFields(const QJsonObject &o, const FieldFailure &fail, Experiment &e) {
    const QJsonValue agents = o.value(QStringLiteral("agents"));
    if (!agents.isUndefined()) {
        std::string text;
        if (agents.isString()) text = agents.toString().toStdString();
        else if (agents.isArray() && agents.toArray().size() >= 1 && agents.toArray().size() <= 2) {
            const QJsonArray a = agents.toArray();
            text = a[0].toString().toStdString() + (a.size() == 2 ? "," + a[1].toString().toStdString() : "");
        } else return fail("agents", "must be a string such as \"mcts:500,random\" or an array of one or two agents");
        std::string aerr;
        if (!parseAgentPair(text, e.agents, aerr)) return fail("agents", "is invalid: " + aerr);
    }
    const QJsonValue swap = o.value(QStringLiteral("swap_seats"));
    if (!swap.isUndefined()) {
        if (!swap.isBool()) return fail("swap_seats", "must be true or false");
        e.swapSeats = swap.toBool();
    }
    const QJsonValue matches = o.value(QStringLiteral("matches"));
    if (!matches.isUndefined()) {
        if (!matches.isDouble() || matches.toDouble() < 1 || std::floor(matches.toDouble()) != matches.toDouble() ||
            matches.toDouble() > 1e12)
            return fail("matches", "must be a whole number of at least 1");
        e.matches = static_cast<int64_t>(matches.toDouble());
    }
    if (!readSeedField(o, e.seed)) return fail("seed", "must be a whole number (as a string for values above 2^53)");
    if (std::string field, problem; !readLimitsField(o, e.limits, field, problem)) return fail(field, problem);
    return true;
}

bool readSweep(const QJsonObject &o, const FieldFailure &fail, Experiment &e) {
    const QJsonValue sweep = o.value(QStringLiteral("sweep"));
    if (sweep.isUndefined()) return true;
    if (!sweep.isObject()) return fail("sweep", "must be an object {\"base\": reading, \"vary\": {option: [values]}}");
    const QJsonObject so = sweep.toObject();
    if (!so.value(QStringLiteral("base")).isString()) return fail("sweep.base", "is missing or not a reading id");
    e.sweepBase = so.value(QStringLiteral("base")).toString().toStdString();
    if (!so.value(QStringLiteral("vary")).isObject() || so.value(QStringLiteral("vary")).toObject().isEmpty())
        return fail("sweep.vary", "must be a non-empty object {option: [value, ...]}");
    const QJsonObject vo = so.value(QStringLiteral("vary")).toObject();
    for (auto it = vo.begin(); it != vo.end(); ++it) {
        if (!it.value().isArray() || it.value().toArray().size() < 2)
            return fail("sweep.vary." + it.key().toStdString(), "must list at least two values");
        std::vector<std::string> vals;
        for (const auto &v : it.value().toArray()) {
            if (!isScalar(v)) return fail("sweep.vary." + it.key().toStdString(), "must hold strings, numbers or booleans");
            vals.push_back(valueText(v));
        }
        e.vary.emplace_back(it.key().toStdString(), std::move(vals));
    }
    return true;
}

// Lists of metric names, and maps of metric names to positive numbers.
bool readMetricFields(const QJsonObject &o, const FieldFailure &fail, Experiment &e) {
    auto names = [&](const char *field, std::vector<std::string> &list) {
        const QJsonValue v = o.value(QLatin1String(field));
        if (v.isUndefined()) return true;
        if (!v.isArray()) return fail(field, "must be an array of metric names");
        for (const auto &x : v.toArray()) {
            if (!x.isString()) return fail(field, "must hold metric names (strings)");
            list.push_back(x.toString().toStdString());
        }
        return true;
    };
    auto positives = [&](const char *field, const char *what, std::map<std::string, double> &values) {
        const QJsonValue v = o.value(QLatin1String(field));
        if (v.isUndefined()) return true;
        if (!v.isObject()) return fail(field, std::string("must be an object of metric names to ") + what);
        const QJsonObject mo = v.toObject();
        for (auto it = mo.begin(); it != mo.end(); ++it) {
            if (!it.value().isDouble() || !(it.value().toDouble() > 0))
                return fail(std::string(field) + "." + it.key().toStdString(), std::string("must be one of ") + what);
            values[it.key().toStdString()] = it.value().toDouble();
        }
        return true;
    };
    return names("metrics", e.metrics) && names("primary", e.primary) &&
           positives("margins", "positive numbers (equivalence margins)", e.margins) &&
           positives("precision", "positive numbers (95% half-widths)", e.precision);
}

}  // namespace

bool parseExperiment(const QByteArray &data, const std::string &origin, Experiment &out, std::string &error) {
    QJsonObject o;
    if (!experimentObject(data, origin, o, error)) return false;
    const FieldFailure fail{origin, error};
    if (!knownFieldsOnly(o, fail)) return false;
    Experiment e;
    if (!o.value(QStringLiteral("game")).isString() || o.value(QStringLiteral("game")).toString().isEmpty())
        return fail("game", "is missing or not a string (expected a game id such as \"khutka-boia\")");
    e.game = o.value(QStringLiteral("game")).toString().toStdString();
    if (!readReadings(o, origin, fail, e)) return false;
    if (std::string field, problem; !readOverridesField(o, optionValueText, e.overrides, field, problem))
        return fail(field, problem);
    if (!readPlayFields(o, fail, e) || !readSweep(o, fail, e) || !readMetricFields(o, fail, e)) return false;
    if (e.readings.empty() && e.sweepBase.empty()) return fail("readings", "is missing: an experiment needs readings or a sweep");
    out = std::move(e);
    return true;
}

bool loadExperimentFile(const QString &path, Experiment &out, std::string &error) {
    // An experiment file, or a summary.json (a sweep's can be large).
    return loadParsed(path, kResultFileCap, parseExperiment, out, error);
}

QJsonArray stringsJson(const std::vector<std::string> &items) {
    QJsonArray out;
    for (const auto &s : items) out.append(QString::fromStdString(s));
    return out;
}

QJsonObject experimentToJson(const Experiment &e) {
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("rulelab-experiment"));
    o.insert(QStringLiteral("version"), kExperimentFormatVersion);
    o.insert(QStringLiteral("game"), QString::fromStdString(e.game));
    QJsonArray readings;
    for (const auto &r : e.readings) {
        if (!r.isInline) {
            readings.append(QString::fromStdString(r.spec));
            continue;
        }
        QJsonObject ro;
        ro.insert(QStringLiteral("id"), QString::fromStdString(r.reading.id));
        if (!r.base.empty()) ro.insert(QStringLiteral("base"), QString::fromStdString(r.base));
        if (!r.reading.name.empty()) ro.insert(QStringLiteral("name"), QString::fromStdString(r.reading.name));
        if (!r.reading.description.empty())
            ro.insert(QStringLiteral("description"), QString::fromStdString(r.reading.description));
        if (!r.reading.source.empty()) ro.insert(QStringLiteral("source"), QString::fromStdString(r.reading.source));
        ro.insert(QStringLiteral("options"), optionValuesJson(r.reading.values));
        readings.append(ro);
    }
    o.insert(QStringLiteral("readings"), readings);
    o.insert(QStringLiteral("set"), stringsJson(e.overrides));
    o.insert(QStringLiteral("agents"), QString::fromStdString(e.agents[0].text() + "," + e.agents[1].text()));
    o.insert(QStringLiteral("swap_seats"), e.swapSeats);
    o.insert(QStringLiteral("matches"), static_cast<qint64>(e.matches));
    o.insert(QStringLiteral("seed"), QString::number(e.seed));
    o.insert(QStringLiteral("limits"), limitsToJson(e.limits));
    if (!e.sweepBase.empty()) {
        QJsonObject sw, vary;
        sw.insert(QStringLiteral("base"), QString::fromStdString(e.sweepBase));
        for (const auto &[opt, vals] : e.vary) vary.insert(QString::fromStdString(opt), stringsJson(vals));
        sw.insert(QStringLiteral("vary"), vary);
        o.insert(QStringLiteral("sweep"), sw);
    }
    if (!e.metrics.empty()) o.insert(QStringLiteral("metrics"), stringsJson(e.metrics));
    if (!e.primary.empty()) o.insert(QStringLiteral("primary"), stringsJson(e.primary));
    if (!e.margins.empty()) {
        QJsonObject m;
        for (const auto &[k, v] : e.margins) m.insert(QString::fromStdString(k), v);
        o.insert(QStringLiteral("margins"), m);
    }
    if (!e.precision.empty()) {
        QJsonObject m;
        for (const auto &[k, v] : e.precision) m.insert(QString::fromStdString(k), v);
        o.insert(QStringLiteral("precision"), m);
    }
    return o;
}

bool saveExperimentFile(const QString &path, const Experiment &e, std::string &error) {
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        error = path.toStdString() + ": cannot write: " + f.errorString().toStdString();
        return false;
    }
    f.write(QJsonDocument(experimentToJson(e)).toJson(QJsonDocument::Indented));
    if (!f.commit()) {
        error = path.toStdString() + ": cannot save: " + f.errorString().toStdString();
        return false;
    }
    return true;
}

}  // namespace rulelab
