#include "explore_internal.h"

#include "field_failure.h"
#include "plugin/file_access.h"

#include "game/rng.h"
#include "results_io.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <set>

namespace rulelab {

using namespace explore_detail;

// --- requirements ------------------------------------------------------------------------------

std::string Requirement::text() const {
    switch (op) {
    case Op::AtLeast: return metric + " >= " + numText(lo);
    case Op::AtMost: return metric + " <= " + numText(hi);
    case Op::Between: return metric + " between " + numText(lo) + " " + numText(hi);
    }
    return metric;
}

std::string Requirement::label() const { return evidence.empty() ? text() : text() + " (" + fileNameOf(evidence) + ")"; }

std::vector<std::string> requirementMetricKeys() {
    static const std::vector<std::string> keys = [] {
        std::vector<std::string> k;
        for (const auto &m : stats::computeMetrics(stats::ReadingStats{}, true)) k.push_back(m.key);
        k.emplace_back("usage_similarity");
        return k;
    }();
    return keys;
}

bool parseRequirement(const std::string &textIn, Requirement &out, std::string &error) {
    const std::string expected =
        "expected 'METRIC >= VALUE', 'METRIC <= VALUE' or 'METRIC between LOW HIGH', e.g. 'Completion >= 0.98'";
    auto fail = [&](const std::string &why) {
        error = "requirement '" + textIn + "': " + why;
        return false;
    };
    std::string t = trimmed(textIn);
    replaceAll(t, "\xE2\x89\xA5", ">=");  // ≥
    replaceAll(t, "\xE2\x89\xA4", "<=");  // ≤
    if (t.empty()) return fail(expected);
    Requirement r;
    const size_t ge = t.find(">="), le = t.find("<=");
    if (ge != std::string::npos || le != std::string::npos) {
        if (ge != std::string::npos && le != std::string::npos) return fail("give one of >= and <= (or 'between LOW HIGH')");
        const size_t at = ge != std::string::npos ? ge : le;
        r.metric = trimmed(t.substr(0, at));
        r.op = ge != std::string::npos ? Requirement::Op::AtLeast : Requirement::Op::AtMost;
        double v = 0;
        const std::string value = trimmed(t.substr(at + 2));
        if (value.empty()) return fail("the value after " + t.substr(at, 2) + " is missing; " + expected);
        if (!parseNumber(value, v)) return fail("'" + value + "' is not a number");
        (r.op == Requirement::Op::AtLeast ? r.lo : r.hi) = v;
    } else {
        const std::vector<std::string> w = words(t);
        const bool between = (w.size() == 4 && w[1] == "between") || (w.size() == 5 && w[1] == "between" && w[3] == "and");
        if (!between) {
            if (t.find_first_of("<>=") != std::string::npos) return fail("use >= or <= (or 'between LOW HIGH'); " + expected);
            return fail(expected);
        }
        r.metric = w[0];
        r.op = Requirement::Op::Between;
        if (!parseNumber(w[2], r.lo)) return fail("'" + w[2] + "' is not a number");
        if (!parseNumber(w.back(), r.hi)) return fail("'" + w.back() + "' is not a number");
        if (r.lo > r.hi) return fail("the low end " + w[2] + " is above the high end " + w.back());
    }
    if (r.metric.empty()) return fail("the metric is missing; " + expected);
    if (r.metric.find_first_of(" \t") != std::string::npos) return fail("'" + r.metric + "' is not a metric; " + expected);
    if (!knownMetric(r.metric))
        return fail("unknown metric '" + r.metric + "' (metrics: " + joined(requirementMetricKeys(), ", ") +
                    "; see docs/metrics.md)");
    out = r;
    return true;
}

int requirementStatus(const Requirement &r, const stats::Interval &i) {
    if (!i.available || std::isnan(i.lo) || std::isnan(i.hi)) return 0;
    const double inf = std::numeric_limits<double>::infinity();
    const double low = r.op == Requirement::Op::AtMost ? -inf : r.lo;
    const double high = r.op == Requirement::Op::AtLeast ? inf : r.hi;
    if (i.lo >= low && i.hi <= high) return 1;
    if (i.hi < low || i.lo > high) return -1;
    return 0;
}

const char *requirementStatusKey(int status) { return status > 0 ? "met" : status < 0 ? "violated" : "unsettled"; }

const char *verdictKey(Verdict v) {
    switch (v) {
    case Verdict::Feasible: return "feasible";
    case Verdict::Infeasible: return "infeasible";
    case Verdict::Uncertain: return "uncertain";
    }
    return "uncertain";
}

// --- evidence ----------------------------------------------------------------------------------

bool loadEvidence(const std::string &path, Evidence &out, std::string &error) {
    if (!QFileInfo::exists(qs(path))) {
        error = path + ": no such evidence file";
        return false;
    }
    QByteArray data;
    if (!readFileCapped(qs(path), kSmallFileCap, data, error)) return false;
    Evidence ev;
    ev.origin = path;
    const QByteArray head = data.trimmed();
    const bool json = QFileInfo(qs(path)).suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0 ||
                      (!head.isEmpty() && head.front() == '{');
    if (!json) {
        ev.kind = Evidence::Kind::UsageMap;
        if (!stats::parseObservedUsage(data.toStdString(), path, ev.usage, error)) return false;
        if (ev.usage.labels.size() < 3) {
            error = path + ": a usage map needs at least three cells (a rank correlation over fewer says nothing)";
            return false;
        }
        out = std::move(ev);
        return true;
    }
    QJsonObject o;
    if (!parseJsonObject(data, path, " (evidence is a CSV usage map or a JSON reported length)", o, error)) return false;
    const FieldFailure fail{path, error};
    if (o.value(QStringLiteral("format")).toString() != QStringLiteral("rulelab-evidence"))
        return fail("format", "must be \"rulelab-evidence\"");
    if (o.value(QStringLiteral("kind")).toString() != QStringLiteral("reported_length"))
        return fail("kind", "must be \"reported_length\" (a usage map is a CSV file of cell,value rows)");
    const std::string metric = ss(o.value(QStringLiteral("metric")));
    if (metric.empty() || metric == "usage_similarity" || !knownMetric(metric))
        return fail("metric", "must name a length metric such as \"turns_median\" or \"rounds_mean\" (see docs/metrics.md)");
    const QJsonValue value = o.value(QStringLiteral("value")), tolerance = o.value(QStringLiteral("tolerance"));
    if (!value.isDouble() || !std::isfinite(value.toDouble())) return fail("value", "must be a number");
    if (!tolerance.isDouble() || !std::isfinite(tolerance.toDouble()) || tolerance.toDouble() < 0)
        return fail("tolerance", "must be a number of at least 0");
    const QJsonValue source = o.value(QStringLiteral("source"));
    if (!source.isUndefined() && !source.isString()) return fail("source", "must be a text (who reported it, and where)");
    ev.kind = Evidence::Kind::ReportedLength;
    ev.source = ss(source);
    ev.length.metric = metric;
    ev.length.op = Requirement::Op::Between;
    ev.length.lo = value.toDouble() - tolerance.toDouble();
    ev.length.hi = value.toDouble() + tolerance.toDouble();
    ev.length.evidence = path;
    out = std::move(ev);
    return true;
}

// --- the spec as JSON --------------------------------------------------------------------------

QJsonObject exploreSpecToJson(const ExploreSpec &s) {
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("rulelab-explore"));
    o.insert(QStringLiteral("version"), kExploreFormatVersion);
    o.insert(QStringLiteral("game"), qs(s.game));
    o.insert(QStringLiteral("base"), qs(s.base));
    o.insert(QStringLiteral("set"), stringsJson(s.overrides));
    o.insert(QStringLiteral("vary"), varyJson(s.vary));
    QJsonArray req;
    for (const auto &r : s.requirements) {
        if (r.evidence.empty()) {
            req.append(qs(r.text()));
        } else {
            QJsonObject ro;
            ro.insert(QStringLiteral("requirement"), qs(r.text()));
            ro.insert(QStringLiteral("evidence"), qs(r.evidence));
            req.append(ro);
        }
    }
    o.insert(QStringLiteral("require"), req);
    o.insert(QStringLiteral("evidence"), stringsJson(s.evidenceFiles));
    o.insert(QStringLiteral("budget"), static_cast<qint64>(s.budget));
    o.insert(QStringLiteral("first_block"), static_cast<qint64>(s.firstBlock));
    o.insert(QStringLiteral("max_candidates"), static_cast<qint64>(s.maxCandidates));
    o.insert(QStringLiteral("seed"), QString::number(s.seed));
    o.insert(QStringLiteral("alpha"), s.alpha);
    o.insert(QStringLiteral("agents"), qs(s.agents[0].text() + "," + s.agents[1].text()));
    o.insert(QStringLiteral("swap_seats"), s.swapSeats);
    o.insert(QStringLiteral("limits"), limitsToJson(s.limits));
    return o;
}

namespace {

// The explore spec of a spec file or of the summary an exploration wrote, with known fields only.
bool exploreObject(const QJsonObject &in, const FieldFailure &fail, QJsonObject &o) {
    o = in;
    const QString format = o.value(QStringLiteral("format")).toString();
    if (format == QStringLiteral("rulelab-explore-result")) {
        if (!o.value(QStringLiteral("explore")).isObject())
            return fail("explore", "is missing: this summary holds no explore spec");
        o = o.value(QStringLiteral("explore")).toObject();
    } else if (!o.value(QStringLiteral("format")).isUndefined() && format != QStringLiteral("rulelab-explore")) {
        return fail("format",
                    "is '" + format.toStdString() + "', expected 'rulelab-explore' (or a 'rulelab-explore-result' summary)");
    }
    const QJsonValue ver = o.value(QStringLiteral("version"));
    if (!ver.isUndefined() && (!ver.isDouble() || ver.toInt() != kExploreFormatVersion))
        return fail("version", "must be 1 (this RuleLab reads explore specs of version 1)");
    static const QStringList known = {
        QStringLiteral("format"), QStringLiteral("version"),     QStringLiteral("game"),           QStringLiteral("base"),
        QStringLiteral("set"),    QStringLiteral("vary"),        QStringLiteral("require"),        QStringLiteral("evidence"),
        QStringLiteral("budget"), QStringLiteral("first_block"), QStringLiteral("max_candidates"), QStringLiteral("seed"),
        QStringLiteral("alpha"),  QStringLiteral("agents"),      QStringLiteral("swap_seats"),     QStringLiteral("limits")};
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            return fail(it.key().toStdString(),
                        "is not an explore field (fields: " + known.join(QStringLiteral(", ")).toStdString() + ")");
    return true;
}

bool scalarText(const QJsonValue &v, std::string &t) {
    if (v.isString()) t = ss(v);
    else if (v.isBool()) t = v.toBool() ? "true" : "false";
    else if (v.isDouble()) t = numText(v.toDouble());
    else return false;
    return true;
}

bool readVaryValues(const QJsonValue &v, const std::string &field, const FieldFailure &fail, std::vector<std::string> &vals) {
    if (!v.isArray()) return fail(field, "must be an array of values (empty: every value of the option)");
    for (const auto &x : v.toArray()) {
        std::string t;
        if (!scalarText(x, t)) return fail(field, "must hold strings, numbers or booleans");
        vals.push_back(t);
    }
    return true;
}

// Each entry of the array `a` (the field `name`) through `read`, with its field's name
// ("name[i]"), until one fails.
bool readEntries(const QJsonArray &a, const char *name, const std::function<bool(const QJsonValue &, const std::string &)> &read) {
    for (int i = 0; i < a.size(); ++i)
        if (!read(a[i], std::string(name) + "[" + std::to_string(i) + "]")) return false;
    return true;
}

bool readSpecVary(const QJsonObject &o, const FieldFailure &fail, ExploreSpec &s) {
    const QJsonValue vary = o.value(QStringLiteral("vary"));
    if (vary.isArray()) {
        return readEntries(vary.toArray(), "vary", [&](const QJsonValue &e, const std::string &field) {
            if (e.isString()) {  // an option alone: every value
                s.vary.emplace_back(ss(e), std::vector<std::string>{});
                return true;
            }
            const QJsonObject vo = e.toObject();
            if (!e.isObject() || !vo.value(QStringLiteral("option")).isString())
                return fail(field, "must be {\"option\": \"...\", \"values\": [...]} or an option id");
            std::vector<std::string> vals;
            if (!vo.value(QStringLiteral("values")).isUndefined() &&
                !readVaryValues(vo.value(QStringLiteral("values")), field + ".values", fail, vals))
                return false;
            s.vary.emplace_back(ss(vo.value(QStringLiteral("option"))), std::move(vals));
            return true;
        });
    } else if (vary.isObject()) {  // {option: [values]}: options in the object's (alphabetical) order
        const QJsonObject vo = vary.toObject();
        for (auto it = vo.begin(); it != vo.end(); ++it) {
            std::vector<std::string> vals;
            if (!readVaryValues(it.value(), "vary." + it.key().toStdString(), fail, vals)) return false;
            s.vary.emplace_back(it.key().toStdString(), std::move(vals));
        }
    } else if (!vary.isUndefined()) {
        return fail("vary", "must be an array of {\"option\", \"values\"}");
    }
    return true;
}

// require and evidence: what a candidate must meet, and the files that report it.
bool readSpecRequirements(const QJsonObject &o, const FieldFailure &fail, ExploreSpec &s) {
    const QJsonValue req = o.value(QStringLiteral("require"));
    if (req.isArray()) {
        const bool read = readEntries(req.toArray(), "require", [&](const QJsonValue &e, const std::string &field) {
            Requirement r;
            std::string rerr;
            if (e.isString()) {
                if (!parseRequirement(ss(e), r, rerr)) return fail(field, "is invalid: " + rerr);
            } else if (e.isObject() && e.toObject().value(QStringLiteral("requirement")).isString()) {
                const QJsonObject ro = e.toObject();
                if (!parseRequirement(ss(ro.value(QStringLiteral("requirement"))), r, rerr))
                    return fail(field, "is invalid: " + rerr);
                r.evidence = ss(ro.value(QStringLiteral("evidence")));
            } else {
                return fail(field, "must be a requirement such as \"Completion >= 0.98\"");
            }
            s.requirements.push_back(r);
            return true;
        });
        if (!read) return false;
    } else if (!req.isUndefined()) {
        return fail("require", "must be an array of requirements such as \"Completion >= 0.98\"");
    }
    const QJsonValue ev = o.value(QStringLiteral("evidence"));
    if (ev.isArray()) {
        for (const auto &x : ev.toArray()) {
            if (!x.isString() || x.toString().isEmpty()) return fail("evidence", "must hold file paths");
            s.evidenceFiles.push_back(ss(x));
        }
    } else if (!ev.isUndefined()) {
        return fail("evidence", "must be an array of file paths");
    }
    return true;
}

// budget, first_block, max_candidates, seed, alpha, agents, swap_seats and limits: how it runs.
bool readSpecRunFields(const QJsonObject &o, const FieldFailure &fail, ExploreSpec &s) {
    auto whole = [&](const char *field, int64_t lowest, int64_t highest, int64_t &target) {
        const QJsonValue v = o.value(QLatin1String(field));
        if (v.isUndefined()) return true;
        const double d = v.toDouble();
        if (!v.isDouble() || std::floor(d) != d || d < static_cast<double>(lowest) || d > static_cast<double>(highest))
            return fail(field, "must be a whole number from " + std::to_string(lowest) + " to " + std::to_string(highest));
        target = static_cast<int64_t>(d);
        return true;
    };
    if (!whole("budget", 1, 1000000000000000LL, s.budget) || !whole("first_block", 1, 1000000000000LL, s.firstBlock) ||
        !whole("max_candidates", 1, kMaxExploreCandidates, s.maxCandidates))
        return false;
    if (!readSeedField(o, s.seed)) return fail("seed", "must be a whole number (as a string for values above 2^53)");
    const QJsonValue alpha = o.value(QStringLiteral("alpha"));
    if (!alpha.isUndefined()) {
        if (!alpha.isDouble() || !(alpha.toDouble() > 0 && alpha.toDouble() < 1))
            return fail("alpha", "must be a number between 0 and 1 (e.g. 0.05)");
        s.alpha = alpha.toDouble();
    }
    const QJsonValue agents = o.value(QStringLiteral("agents"));
    if (!agents.isUndefined()) {
        std::string aerr;
        if (!agents.isString() || !parseAgentPair(ss(agents), s.agents, aerr))
            return fail("agents", "must be a string such as \"mcts:500,random\"" + (aerr.empty() ? "" : ": " + aerr));
    }
    const QJsonValue swap = o.value(QStringLiteral("swap_seats"));
    if (!swap.isUndefined()) {
        if (!swap.isBool()) return fail("swap_seats", "must be true or false");
        s.swapSeats = swap.toBool();
    }
    if (std::string field, problem; !readLimitsField(o, s.limits, field, problem)) return fail(field, problem);
    return true;
}

}  // namespace

bool parseExploreSpec(const QJsonObject &in, const std::string &origin, ExploreSpec &out, std::string &error) {
    const FieldFailure fail{origin, error};
    QJsonObject o;
    if (!exploreObject(in, fail, o)) return false;
    // The game and the base may be left to the command line (prepareExplore asks for them).
    ExploreSpec s;
    if (!o.value(QStringLiteral("game")).isUndefined() && !o.value(QStringLiteral("game")).isString())
        return fail("game", "must be a game id such as \"khutka-boia\"");
    s.game = ss(o.value(QStringLiteral("game")));
    if (!o.value(QStringLiteral("base")).isUndefined() && !o.value(QStringLiteral("base")).isString())
        return fail("base", "must be a reading id or a reading file");
    s.base = ss(o.value(QStringLiteral("base")));
    if (std::string field, problem; !readOverridesField(o, scalarText, s.overrides, field, problem)) return fail(field, problem);
    if (!readSpecVary(o, fail, s) || !readSpecRequirements(o, fail, s) || !readSpecRunFields(o, fail, s)) return false;
    out = std::move(s);
    return true;
}

bool explore_detail::parseJsonObject(const QByteArray &data, const std::string &origin, const std::string &hint,
                                     QJsonObject &out, std::string &error) {
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        error = origin + ": invalid JSON" + (pe.error != QJsonParseError::NoError ? ": " + pe.errorString().toStdString() : "") +
                hint;
        return false;
    }
    out = doc.object();
    return true;
}

QJsonArray explore_detail::varyJson(const std::vector<std::pair<std::string, std::vector<std::string>>> &vary) {
    QJsonArray out;
    for (const auto &[opt, vals] : vary) {
        out.append(QJsonObject{{QStringLiteral("option"), qs(opt)}, {QStringLiteral("values"), stringsJson(vals)}});
    }
    return out;
}

}  // namespace rulelab
