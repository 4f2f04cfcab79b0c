#include "explore.h"

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

namespace {

// The shortest text that reads back as the same double ("0.98", "120", "1e-05").
std::string numText(double v) {
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

std::string trimmed(const std::string &s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

std::vector<std::string> words(const std::string &s) {
    std::vector<std::string> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

void replaceAll(std::string &s, const std::string &from, const std::string &to) {
    for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
}

// A finite number, the whole text (locale-independent).
bool parseNumber(const std::string &text, double &out) {
    const std::string t = trimmed(text);
    if (t.empty()) return false;
    const char *b = t.data(), *e = t.data() + t.size();
    if (*b == '+') ++b;
    const auto r = std::from_chars(b, e, out);
    return r.ec == std::errc() && r.ptr == e && std::isfinite(out);
}

std::string fileNameOf(const std::string &path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string joined(const std::vector<std::string> &parts, const std::string &sep) {
    std::string s;
    for (const auto &p : parts) s += (s.empty() ? "" : sep) + p;
    return s;
}

bool knownMetric(const std::string &key) {
    const auto &keys = requirementMetricKeys();
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

const char *opKey(Requirement::Op op) {
    switch (op) {
    case Requirement::Op::AtLeast: return "at_least";
    case Requirement::Op::AtMost: return "at_most";
    case Requirement::Op::Between: return "between";
    }
    return "at_least";
}

QString qs(const std::string &s) { return QString::fromStdString(s); }
std::string ss(const QJsonValue &v) { return v.toString().toStdString(); }

// 128-bit products: budgets and block sizes times candidate counts cannot overflow.
__extension__ typedef __int128 Wide;

int64_t saturated(Wide v) {
    return v > static_cast<Wide>(std::numeric_limits<int64_t>::max()) ? std::numeric_limits<int64_t>::max()
                                                                      : static_cast<int64_t>(v);
}

}  // namespace

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
    QFile f(qs(path));
    if (!QFileInfo::exists(qs(path))) {
        error = path + ": no such evidence file";
        return false;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        error = path + ": cannot open: " + f.errorString().toStdString();
        return false;
    }
    const QByteArray data = f.readAll();
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
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        error = path + ": invalid JSON" + (pe.error != QJsonParseError::NoError ? ": " + pe.errorString().toStdString() : "") +
                " (evidence is a CSV usage map or a JSON reported length)";
        return false;
    }
    const QJsonObject o = doc.object();
    auto fail = [&](const std::string &field, const std::string &expected) {
        error = path + ": field '" + field + "' " + expected;
        return false;
    };
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
    QJsonArray set;
    for (const auto &x : s.overrides) set.append(qs(x));
    o.insert(QStringLiteral("set"), set);
    QJsonArray vary;
    for (const auto &[opt, vals] : s.vary) {
        QJsonObject v;
        v.insert(QStringLiteral("option"), qs(opt));
        QJsonArray a;
        for (const auto &x : vals) a.append(qs(x));
        v.insert(QStringLiteral("values"), a);
        vary.append(v);
    }
    o.insert(QStringLiteral("vary"), vary);
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
    QJsonArray ev;
    for (const auto &f : s.evidenceFiles) ev.append(qs(f));
    o.insert(QStringLiteral("evidence"), ev);
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

bool parseExploreSpec(const QJsonObject &in, const std::string &origin, ExploreSpec &out, std::string &error) {
    QJsonObject o = in;
    auto fail = [&](const std::string &field, const std::string &expected) {
        error = origin + ": field '" + field + "' " + expected;
        return false;
    };
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
    // The game and the base may be left to the command line (prepareExplore asks for them).
    ExploreSpec s;
    if (!o.value(QStringLiteral("game")).isUndefined() && !o.value(QStringLiteral("game")).isString())
        return fail("game", "must be a game id such as \"khutka-boia\"");
    s.game = ss(o.value(QStringLiteral("game")));
    if (!o.value(QStringLiteral("base")).isUndefined() && !o.value(QStringLiteral("base")).isString())
        return fail("base", "must be a reading id or a reading file");
    s.base = ss(o.value(QStringLiteral("base")));
    auto scalarText = [](const QJsonValue &v, std::string &t) {
        if (v.isString()) t = ss(v);
        else if (v.isBool()) t = v.toBool() ? "true" : "false";
        else if (v.isDouble()) t = numText(v.toDouble());
        else return false;
        return true;
    };
    const QJsonValue set = o.value(QStringLiteral("set"));
    if (set.isArray()) {
        for (const auto &v : set.toArray()) {
            if (!v.isString()) return fail("set", "must hold \"option=value\" strings");
            s.overrides.push_back(ss(v));
        }
    } else if (set.isObject()) {
        const QJsonObject so = set.toObject();
        for (auto it = so.begin(); it != so.end(); ++it) {
            std::string t;
            if (!scalarText(it.value(), t)) return fail("set." + it.key().toStdString(), "must be a string, number or boolean");
            s.overrides.push_back(it.key().toStdString() + "=" + t);
        }
    } else if (!set.isUndefined()) {
        return fail("set", "must be an array of \"option=value\" or an object {\"option\": value}");
    }
    auto values = [&](const QJsonValue &v, const std::string &field, std::vector<std::string> &vals) {
        if (!v.isArray()) return fail(field, "must be an array of values (empty: every value of the option)");
        for (const auto &x : v.toArray()) {
            std::string t;
            if (!scalarText(x, t)) return fail(field, "must hold strings, numbers or booleans");
            vals.push_back(t);
        }
        return true;
    };
    const QJsonValue vary = o.value(QStringLiteral("vary"));
    if (vary.isArray()) {
        const QJsonArray a = vary.toArray();
        for (int i = 0; i < a.size(); ++i) {
            const std::string field = "vary[" + std::to_string(i) + "]";
            if (a[i].isString()) {  // an option alone: every value
                s.vary.emplace_back(ss(a[i]), std::vector<std::string>{});
                continue;
            }
            const QJsonObject vo = a[i].toObject();
            if (!a[i].isObject() || !vo.value(QStringLiteral("option")).isString())
                return fail(field, "must be {\"option\": \"...\", \"values\": [...]} or an option id");
            std::vector<std::string> vals;
            if (!vo.value(QStringLiteral("values")).isUndefined() &&
                !values(vo.value(QStringLiteral("values")), field + ".values", vals))
                return false;
            s.vary.emplace_back(ss(vo.value(QStringLiteral("option"))), std::move(vals));
        }
    } else if (vary.isObject()) {  // {option: [values]}: options in the object's (alphabetical) order
        const QJsonObject vo = vary.toObject();
        for (auto it = vo.begin(); it != vo.end(); ++it) {
            std::vector<std::string> vals;
            if (!values(it.value(), "vary." + it.key().toStdString(), vals)) return false;
            s.vary.emplace_back(it.key().toStdString(), std::move(vals));
        }
    } else if (!vary.isUndefined()) {
        return fail("vary", "must be an array of {\"option\", \"values\"}");
    }
    const QJsonValue req = o.value(QStringLiteral("require"));
    if (req.isArray()) {
        const QJsonArray a = req.toArray();
        for (int i = 0; i < a.size(); ++i) {
            const std::string field = "require[" + std::to_string(i) + "]";
            Requirement r;
            std::string rerr;
            if (a[i].isString()) {
                if (!parseRequirement(ss(a[i]), r, rerr)) return fail(field, "is invalid: " + rerr);
            } else if (a[i].isObject() && a[i].toObject().value(QStringLiteral("requirement")).isString()) {
                const QJsonObject ro = a[i].toObject();
                if (!parseRequirement(ss(ro.value(QStringLiteral("requirement"))), r, rerr))
                    return fail(field, "is invalid: " + rerr);
                r.evidence = ss(ro.value(QStringLiteral("evidence")));
            } else {
                return fail(field, "must be a requirement such as \"Completion >= 0.98\"");
            }
            s.requirements.push_back(r);
        }
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
    const QJsonValue seed = o.value(QStringLiteral("seed"));
    if (!seed.isUndefined()) {
        bool ok = false;
        if (seed.isString()) s.seed = seed.toString().toULongLong(&ok);
        else if (seed.isDouble() && seed.toDouble() >= 0 && seed.toDouble() < 9007199254740992.0 &&
                 std::floor(seed.toDouble()) == seed.toDouble()) {
            s.seed = static_cast<uint64_t>(seed.toDouble());
            ok = true;
        }
        if (!ok) return fail("seed", "must be a whole number (as a string for values above 2^53)");
    }
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
    const QJsonValue limits = o.value(QStringLiteral("limits"));
    if (!limits.isUndefined()) {
        if (!limits.isObject()) return fail("limits", "must be an object such as {\"max_turns\": 100000}");
        const QJsonObject lo = limits.toObject();
        for (auto it = lo.begin(); it != lo.end(); ++it) {
            const double d = it.value().toDouble();
            if (!it.value().isDouble() || std::floor(d) != d || d < 1 || d > 1e15)
                return fail("limits." + it.key().toStdString(), "must be a whole number from 1 to 10^15");
            const std::string lerr = applyLimit(s.limits, it.key().toStdString(), static_cast<int64_t>(d));
            if (!lerr.empty()) return fail("limits." + it.key().toStdString(), "is invalid: " + lerr);
        }
    }
    out = std::move(s);
    return true;
}

// --- preparing ---------------------------------------------------------------------------------

namespace {

// The one name of a combination, shared with sweep and run (combinationId).
std::string candidateId(const GameInfo &game, const std::string &base,
                        const std::vector<std::pair<std::string, std::string>> &values) {
    return combinationId(game, base, values);
}

std::string candidateDescription(const PreparedExplore &p, const std::vector<std::pair<std::string, std::string>> &values) {
    std::vector<std::string> vals, set, reqs;
    for (const auto &[opt, v] : values) vals.push_back(opt + " = " + v);
    for (std::string o : p.spec.overrides) {
        replaceAll(o, "=", " = ");
        set.push_back(o);
    }
    for (const auto &r : p.requirements) reqs.push_back(r.label());
    std::string d = "Base reading " + p.spec.base + " with " + joined(vals, ", ");
    if (!set.empty()) d += " (and " + joined(set, ", ") + " in every candidate)";
    d += "; explored by RuleLab against " + joined(reqs, ", ") + " (seed " + std::to_string(p.spec.seed) + ").";
    return d;
}

// The stratified sample: for each option, its values spread evenly over the n rows (value index
// floor(i k / n)), each column shuffled with its own draws from one seeded stream; a row met
// twice is mended by exchanging one option's values with another row (which keeps every
// column's counts), and, should that fail, replaced by the first combination not yet taken.
std::vector<std::vector<uint32_t>> stratifiedSample(const std::vector<size_t> &sizes, size_t n, uint64_t seed) {
    const size_t k = sizes.size();
    std::vector<std::vector<uint32_t>> rows(n, std::vector<uint32_t>(k, 0));
    Rng rng(matchSeed(seed, "rulelab-explore-sample", 0));
    for (size_t c = 0; c < k; ++c) {
        std::vector<uint32_t> col(n);
        for (size_t i = 0; i < n; ++i)
            col[i] = static_cast<uint32_t>((static_cast<Wide>(i) * static_cast<Wide>(sizes[c])) / static_cast<Wide>(n));
        for (size_t i = n; i-- > 1;) std::swap(col[i], col[rng.below(static_cast<uint32_t>(i + 1))]);
        for (size_t i = 0; i < n; ++i) rows[i][c] = col[i];
    }
    std::map<std::vector<uint32_t>, int> count;
    for (const auto &r : rows) ++count[r];
    auto countOf = [&](const std::vector<uint32_t> &r) {
        const auto it = count.find(r);
        return it == count.end() ? 0 : it->second;
    };
    for (size_t i = 0; i < n; ++i) {
        if (countOf(rows[i]) <= 1) continue;
        bool mended = false;
        // The rows after it, at most kPartners of them (the search stays linear in n).
        constexpr size_t kPartners = 1024;
        for (size_t step = 1; step < n && step <= kPartners && !mended; ++step) {
            const size_t j = (i + step) % n;
            for (size_t c = 0; c < k && !mended; ++c) {
                if (rows[j][c] == rows[i][c]) continue;
                std::vector<uint32_t> a = rows[i], b = rows[j];
                a[c] = rows[j][c];
                b[c] = rows[i][c];
                if (a == rows[j] || countOf(a) != 0 || countOf(b) != 0) continue;
                --count[rows[i]];
                --count[rows[j]];
                rows[i] = a;
                rows[j] = b;
                ++count[a];
                ++count[b];
                mended = true;
            }
        }
    }
    // Rows still met twice: the first combinations (odometer order) not taken replace them.
    std::vector<uint32_t> next(k, 0);
    for (size_t i = 0; i < n; ++i) {
        if (countOf(rows[i]) <= 1) continue;
        while (countOf(next) != 0) {
            for (size_t c = k; c-- > 0;) {
                if (++next[c] < sizes[c]) break;
                next[c] = 0;
            }
        }
        --count[rows[i]];
        rows[i] = next;
        ++count[next];
    }
    std::sort(rows.begin(), rows.end());
    return rows;
}

}  // namespace

double exploreIntervalAlpha(double alpha, int round, size_t candidates, size_t requirements) {
    const double share =
        static_cast<double>(std::max<size_t>(1, candidates)) * static_cast<double>(std::max<size_t>(1, requirements));
    return std::ldexp(alpha, -(round + 1)) / share;
}

int64_t shardBudget(int64_t budget, size_t candidates, int shardIndex, int shardCount) {
    if (candidates == 0) return 0;
    const size_t k = static_cast<size_t>(std::max(0, shardIndex)), n = static_cast<size_t>(std::max(1, shardCount));
    const size_t mine = candidates > k ? (candidates - k + n - 1) / n : 0;
    return static_cast<int64_t>(static_cast<Wide>(budget) * static_cast<Wide>(mine) / static_cast<Wide>(candidates));
}

bool prepareExplore(const PluginRegistry &registry, const ExploreSpec &spec, PreparedExplore &out, std::string &error,
                    InputError &kind) {
    kind = InputError::Usage;
    PreparedExplore p;
    p.spec = spec;
    if (spec.budget < 1) {
        error = "the budget must be at least 1 match";
        return false;
    }
    if (spec.firstBlock < 1) {
        error = "the first block must be at least 1 match";
        return false;
    }
    if (spec.maxCandidates < 1 || spec.maxCandidates > kMaxExploreCandidates) {
        error = "the most candidates must be from 1 to " + std::to_string(kMaxExploreCandidates);
        return false;
    }
    if (!(spec.alpha > 0 && spec.alpha < 1)) {
        error = "alpha must lie between 0 and 1 (e.g. 0.05), not " + numText(spec.alpha);
        return false;
    }
    if (spec.game.empty()) {
        error = "give the game to explore (GAME)";
        return false;
    }
    if (spec.base.empty()) {
        error = "give the base reading (--base READING)";
        return false;
    }
    if (spec.vary.empty()) {
        error = "give at least one option to vary (--vary OPTION or --vary OPTION=V1,V2,...)";
        return false;
    }
    PreparedReading base;
    if (!prepareReading(registry, spec.game, spec.base, spec.overrides, spec.limits, base, error, kind)) return false;
    kind = InputError::Usage;
    const LoadedGame *lg = registry.find(spec.game);
    const GameInfo &info = lg->plugin->info();
    p.gameName = info.name;
    p.base = base.reading;
    p.base.game = spec.game;
    p.base.values = base.options.values();

    // The varied options, resolved.
    std::set<std::string> overridden;
    for (const auto &o : spec.overrides) overridden.insert(trimmed(o.substr(0, o.find('='))));
    std::string optionList;
    for (const auto &o : info.options) optionList += (optionList.empty() ? "" : ", ") + o.id;
    for (const auto &[opt, vals] : spec.vary) {
        const RuleOption *ro = info.findOption(opt);
        if (!ro) {
            error = "--vary " + opt + ": game '" + spec.game + "' has no option '" + opt + "' (options: " + optionList + ")";
            return false;
        }
        for (const auto &[done, unused] : p.vary)
            if (done == opt) {
                error = "--vary " + opt + ": the option is varied twice";
                return false;
            }
        if (overridden.count(opt)) {
            error = "--vary " + opt + ": the option is also set for every candidate (--set " + opt + "=...); drop one of the two";
            return false;
        }
        std::vector<std::string> resolved;
        if (vals.empty()) {
            switch (ro->type) {
            case OptionType::Choice:
                for (const auto &c : ro->choices) resolved.push_back(c.id);
                break;
            case OptionType::Flag: resolved = {"false", "true"}; break;
            case OptionType::Integer:
                if (ro->maxInt - ro->minInt + 1 > 16) {
                    error = "--vary " + opt + ": the option takes " + ro->allowedText() + " (" +
                            std::to_string(ro->maxInt - ro->minInt + 1) +
                            " values, more than 16): give the values to try, --vary " + opt + "=V1,V2,...";
                    return false;
                }
                for (int64_t v = ro->minInt; v <= ro->maxInt; ++v) resolved.push_back(std::to_string(v));
                break;
            case OptionType::Real:
                error = "--vary " + opt + ": the option takes " + ro->allowedText() + ": give the values to try, --vary " + opt +
                        "=V1,V2,...";
                return false;
            }
        } else {
            for (const auto &v : vals) {
                const auto c = ro->canonical(v);
                if (!c) {
                    error =
                        "--vary " + opt + ": option '" + opt + "' has no value '" + v + "' (allowed: " + ro->allowedText() + ")";
                    return false;
                }
                if (std::find(resolved.begin(), resolved.end(), *c) != resolved.end()) {
                    error = "--vary " + opt + ": the value '" + v + "' is given twice";
                    return false;
                }
                resolved.push_back(*c);
            }
        }
        p.vary.emplace_back(opt, std::move(resolved));
    }
    // In the game's order of options, whatever order they were given in (flags, the workbench's
    // form): a combination has one candidate id, so the same matches, from the CLI and the GUI.
    auto rank = [&info](const std::string &id) {
        for (size_t i = 0; i < info.options.size(); ++i)
            if (info.options[i].id == id) return i;
        return info.options.size();
    };
    std::stable_sort(p.vary.begin(), p.vary.end(), [&](const auto &a, const auto &b) { return rank(a.first) < rank(b.first); });

    // Evidence files, then the requirements (the spec's, each usage-map requirement once per map
    // it names, or per map when it names none; then the reported lengths).
    for (size_t i = 0; i < spec.evidenceFiles.size(); ++i) {
        for (size_t j = 0; j < i; ++j)
            if (spec.evidenceFiles[j] == spec.evidenceFiles[i]) {
                error = "--evidence " + spec.evidenceFiles[i] + ": the file is given twice";
                return false;
            }
        Evidence ev;
        if (!loadEvidence(spec.evidenceFiles[i], ev, error)) {
            kind = InputError::Runtime;
            return false;
        }
        std::vector<int> cells;
        if (ev.kind == Evidence::Kind::UsageMap) {
            std::string cerr;
            if (!stats::resolveObservedCells(ev.usage, base.game->newInitialState()->boardView(), cells, cerr)) {
                error = ev.origin + ": " + cerr;
                kind = InputError::Runtime;
                return false;
            }
        }
        p.evidence.push_back(std::move(ev));
        p.evidenceCells.push_back(std::move(cells));
    }
    const bool agentsDiffer = !(spec.agents[0] == spec.agents[1]);
    std::set<std::string> mapsUsed;
    for (const auto &r : spec.requirements) {
        if (!knownMetric(r.metric)) {
            error = "requirement '" + r.text() + "': unknown metric '" + r.metric +
                    "' (metrics: " + joined(requirementMetricKeys(), ", ") + ")";
            return false;
        }
        if (r.op == Requirement::Op::Between && r.lo > r.hi) {
            error = "requirement '" + r.text() + "': the low end is above the high end";
            return false;
        }
        if (!agentsDiffer && r.metric.rfind("agent_", 0) == 0) {
            error = "requirement '" + r.text() + "': " + r.metric + " needs two different agents (--agents A,B)";
            return false;
        }
        if (r.metric != "usage_similarity") {
            p.requirements.push_back(r);
            continue;
        }
        bool any = false;
        for (const auto &ev : p.evidence) {
            if (ev.kind != Evidence::Kind::UsageMap || (!r.evidence.empty() && r.evidence != ev.origin)) continue;
            Requirement each = r;
            each.evidence = ev.origin;
            p.requirements.push_back(each);
            mapsUsed.insert(ev.origin);
            any = true;
        }
        if (!any) {
            error = "requirement '" + r.text() + "': " +
                    (r.evidence.empty() ? std::string("usage_similarity needs a usage map: give --evidence FILE.csv")
                                        : "no usage map '" + r.evidence + "' among the evidence files");
            return false;
        }
    }
    for (const auto &ev : p.evidence) {
        if (ev.kind == Evidence::Kind::ReportedLength) p.requirements.push_back(ev.length);
        else if (!mapsUsed.count(ev.origin)) {
            error = "--evidence " + ev.origin +
                    ": a usage map needs a requirement on it, e.g. --require 'usage_similarity >= 0.8' (which applies to "
                    "every usage map given)";
            return false;
        }
    }
    if (p.requirements.empty()) {
        error = "give at least one requirement (--require 'METRIC >= VALUE') or an --evidence file";
        return false;
    }

    // The candidates: the full factorial, or a stratified sample of it.
    std::vector<size_t> sizes;
    Wide space = 1;
    for (const auto &[opt, vals] : p.vary) {
        sizes.push_back(vals.size());
        space = std::min<Wide>(space * static_cast<Wide>(vals.size()), static_cast<Wide>(std::numeric_limits<int64_t>::max()));
    }
    p.spaceSize = saturated(space);
    std::vector<std::vector<uint32_t>> rows;
    if (p.spaceSize <= spec.maxCandidates) {
        std::vector<uint32_t> idx(sizes.size(), 0);
        for (int64_t c = 0; c < p.spaceSize; ++c) {
            rows.push_back(idx);
            for (size_t k = sizes.size(); k-- > 0;) {  // odometer: the last option varies fastest, as in a sweep
                if (++idx[k] < sizes[k]) break;
                idx[k] = 0;
            }
        }
        p.samplingMethod = "full factorial";
    } else {
        rows = stratifiedSample(sizes, static_cast<size_t>(spec.maxCandidates), spec.seed);
        p.sampled = true;
        p.samplingMethod = "stratified sample of " + std::to_string(spec.maxCandidates) + " of the " +
                           std::to_string(p.spaceSize) +
                           " combinations: each option's values spread evenly over the candidates, each option's column "
                           "shuffled from the seed, no combination twice";
    }
    const Wide first = static_cast<Wide>(spec.firstBlock) * static_cast<Wide>(rows.size());
    if (static_cast<Wide>(spec.budget) < first) {
        error = "a budget of " + std::to_string(spec.budget) + " matches cannot give each of the " + std::to_string(rows.size()) +
                " candidates its first block of " + std::to_string(spec.firstBlock) + " matches: give --budget " +
                std::to_string(saturated(first)) +
                " or more, or lower --first-block, or --max-candidates, or vary fewer options or values";
        return false;
    }
    for (const auto &row : rows) {
        std::vector<std::pair<std::string, std::string>> values;
        for (size_t k = 0; k < row.size(); ++k) values.emplace_back(p.vary[k].first, p.vary[k].second[row[k]]);
        Reading r = p.base;
        for (const auto &[opt, v] : values) r.values[opt] = v;
        r.id = candidateId(info, spec.base, values);
        r.name = r.id;
        r.description = candidateDescription(p, values);
        r.origin.clear();
        PreparedReading pr;
        std::string cerr;
        if (!prepareReading(registry, r, {}, spec.limits, pr, cerr, kind)) {
            error = "candidate '" + r.id + "': " + cerr + " (leave that value out of --vary, or set another option with --set)";
            if (kind == InputError::None) kind = InputError::Usage;
            return false;
        }
        pr.reading.values = pr.options.values();
        p.candidates.push_back(std::move(pr));
        p.candidateValues.push_back(std::move(values));
    }
    out = std::move(p);
    kind = InputError::None;
    return true;
}

// --- racing ------------------------------------------------------------------------------------

namespace {

class AddToStats final : public RecordSink {
public:
    explicit AddToStats(stats::ReadingStats &s) : stats_(s) {}
    void consume(const MatchRecord &r) override { stats_.add(r); }

private:
    stats::ReadingStats &stats_;
};

const stats::Interval *findMetric(const std::vector<stats::Metric> &metrics, const std::string &key) {
    for (const auto &m : metrics)
        if (m.key == key) return &m.interval;
    return nullptr;
}

// The requirement's metric of `s` at level 1 - alpha.
stats::Interval requirementInterval(const PreparedExplore &p, const Requirement &r, const stats::ReadingStats &s,
                                    const std::vector<stats::Metric> &metrics, double alpha) {
    if (r.metric == "usage_similarity") {
        for (size_t e = 0; e < p.evidence.size(); ++e)
            if (p.evidence[e].kind == Evidence::Kind::UsageMap && p.evidence[e].origin == r.evidence)
                return stats::usageSimilarity(s.usage, p.evidence[e].usage, p.evidenceCells[e], alpha);
        stats::Interval none;
        none.available = false;
        return none;
    }
    if (const stats::Interval *i = findMetric(metrics, r.metric)) return *i;
    stats::Interval none;
    none.available = false;
    return none;
}

// Each requirement's 95% estimate (always) and, with `levelAlpha` > 0, its interval at that level
// and whether it settles the requirement; then the verdict.
void evaluate(const PreparedExplore &p, Candidate &c, double levelAlpha, bool agentsDiffer) {
    const auto est = stats::computeMetrics(c.stats, agentsDiffer);
    const auto adj = levelAlpha > 0 ? stats::computeMetrics(c.stats, agentsDiffer, levelAlpha) : std::vector<stats::Metric>{};
    bool allMet = true, anyViolated = false;
    for (size_t j = 0; j < p.requirements.size(); ++j) {
        const Requirement &r = p.requirements[j];
        RequirementResult &rr = c.requirements[j];
        rr.estimate = requirementInterval(p, r, c.stats, est, 0.05);
        if (levelAlpha <= 0) continue;
        rr.adjusted = requirementInterval(p, r, c.stats, adj, levelAlpha);
        rr.status = requirementStatus(r, rr.adjusted);
        allMet = allMet && rr.status > 0;
        anyViolated = anyViolated || rr.status < 0;
    }
    if (levelAlpha <= 0) return;
    c.verdict = anyViolated ? Verdict::Infeasible : allMet ? Verdict::Feasible : Verdict::Uncertain;
}

}  // namespace

ExploreResult runExplore(const PreparedExplore &prepared, const ExploreRunOptions &options) {
    ExploreResult result;
    result.prepared = prepared;
    result.shardIndex = std::max(0, options.shardIndex);
    result.shardCount = std::max(1, options.shardCount);
    result.engine = engineVersion();
    if (!prepared.candidates.empty()) result.plugin = prepared.candidates.front().plugin;
    const ExploreSpec &spec = prepared.spec;
    const size_t total = prepared.candidates.size(), reqs = prepared.requirements.size();
    const bool agentsDiffer = !(spec.agents[0] == spec.agents[1]);
    for (size_t i = static_cast<size_t>(result.shardIndex); i < total; i += static_cast<size_t>(result.shardCount)) {
        Candidate c;
        c.index = i;
        c.id = prepared.candidates[i].reading.id;
        c.values = prepared.candidateValues[i];
        c.requirements.resize(reqs);
        for (auto &rr : c.requirements) rr.estimate.available = rr.adjusted.available = false;
        result.candidates.push_back(std::move(c));
    }
    result.budget = shardBudget(spec.budget, total, result.shardIndex, result.shardCount);
    auto cancelled = [&] { return options.cancel && options.cancel->load(); };
    auto report = [&](int round) {
        if (!options.progress) return;
        ExploreProgress pr;
        pr.round = round;
        pr.candidates = static_cast<int>(result.candidates.size());
        for (const auto &c : result.candidates) pr.decided += c.verdict != Verdict::Uncertain;
        pr.matchesUsed = result.matchesUsed;
        pr.budget = result.budget;
        options.progress(pr);
    };
    RunOptions ro;
    ro.seed = spec.seed;
    ro.threads = options.threads;
    ro.agents = spec.agents;
    ro.swapSeats = spec.swapSeats;
    ro.cancel = options.cancel;
    bool interrupted = false;
    for (int round = 0; !interrupted; ++round) {
        if (cancelled()) {
            interrupted = true;
            break;
        }
        std::vector<size_t> open;
        for (size_t i = 0; i < result.candidates.size(); ++i)
            if (result.candidates[i].verdict == Verdict::Uncertain) open.push_back(i);
        const int64_t remaining = result.budget - result.matchesUsed;
        if (open.empty() || remaining <= 0) break;
        // This round raises every open candidate to firstBlock * 2^round matches, if the budget
        // pays for it; else the rest of the budget is shared evenly and this round is the last.
        const Wide target = round < 62 ? static_cast<Wide>(spec.firstBlock) << round : static_cast<Wide>(spec.budget) + 1;
        Wide cost = 0;
        for (size_t i : open) cost += std::max<Wide>(0, target - result.candidates[i].matches);
        const bool last = cost > remaining;
        std::vector<int64_t> extra(open.size(), 0);
        for (size_t u = 0; u < open.size(); ++u) {
            const Wide need = std::max<Wide>(0, target - result.candidates[open[u]].matches);
            if (!last) extra[u] = static_cast<int64_t>(need);
            else {
                const Wide share = static_cast<Wide>(remaining) * static_cast<Wide>(u + 1) / static_cast<Wide>(open.size()) -
                                   static_cast<Wide>(remaining) * static_cast<Wide>(u) / static_cast<Wide>(open.size());
                extra[u] = static_cast<int64_t>(std::min(need, share));
            }
        }
        if (std::all_of(extra.begin(), extra.end(), [](int64_t e) { return e == 0; })) break;
        result.rounds = round + 1;
        for (size_t u = 0; u < open.size() && !interrupted; ++u) {
            if (extra[u] == 0) continue;
            if (cancelled()) {
                interrupted = true;
                break;
            }
            Candidate &c = result.candidates[open[u]];
            ro.firstIndex = c.matches;
            ro.matches = extra[u];
            AddToStats sink(c.stats);
            const int64_t done = runMatches(*prepared.candidates[c.index].game, c.id, ro, sink);
            c.matches += done;
            result.matchesUsed += done;
            if (done < extra[u]) interrupted = true;
            report(round);
        }
        if (interrupted || cancelled()) {
            interrupted = true;
            break;
        }
        const double levelAlpha = exploreIntervalAlpha(spec.alpha, round, total, reqs);
        for (size_t u = 0; u < open.size(); ++u) {
            if (extra[u] == 0) continue;  // no new matches: nothing new to learn at a wider level
            Candidate &c = result.candidates[open[u]];
            evaluate(prepared, c, levelAlpha, agentsDiffer);
            if (c.verdict != Verdict::Uncertain) c.decidedInRound = round;
        }
        report(round);
        if (last) break;
    }
    if (interrupted) {
        result.cancelled = true;
        // The estimates of the open candidates cover every match they played.
        for (auto &c : result.candidates)
            if (c.verdict == Verdict::Uncertain && c.matches > 0) evaluate(prepared, c, 0, agentsDiffer);
    }
    result.drivers = exploreDrivers(prepared, result.candidates);
    return result;
}

// --- drivers -----------------------------------------------------------------------------------

std::vector<Driver> exploreDrivers(const PreparedExplore &prepared, const std::vector<Candidate> &candidates) {
    std::vector<const Candidate *> decided;
    for (const auto &c : candidates)
        if (c.verdict != Verdict::Uncertain && c.values.size() == prepared.vary.size()) decided.push_back(&c);
    const size_t reqs = prepared.requirements.size();
    // Levels of the candidates where `in` holds; notes when >= 2 of them all violate a requirement.
    auto level = [&](const std::string &value, const std::function<bool(const Candidate &)> &in, DriverLevel &l,
                     std::vector<size_t> &allViolate) {
        l.value = value;
        std::vector<size_t> violated(reqs, 0);
        for (const Candidate *c : decided) {
            if (!in(*c)) continue;
            ++l.decided;
            l.feasible += c->verdict == Verdict::Feasible;
            for (size_t j = 0; j < reqs && j < c->requirements.size(); ++j) violated[j] += c->requirements[j].status < 0;
        }
        l.share = stats::wilson(l.feasible, l.decided);
        allViolate.clear();
        if (l.decided >= 2)
            for (size_t j = 0; j < reqs; ++j)
                if (violated[j] == static_cast<size_t>(l.decided)) allViolate.push_back(j);
    };
    auto spreadOf = [](const std::vector<DriverLevel> &levels) {
        double lo = 0, hi = 0;
        int n = 0;
        for (const auto &l : levels) {
            if (l.decided == 0) continue;
            lo = n == 0 ? l.share.value : std::min(lo, l.share.value);
            hi = n == 0 ? l.share.value : std::max(hi, l.share.value);
            ++n;
        }
        return n >= 2 ? hi - lo : 0.0;
    };
    std::vector<Driver> singles;
    // noted[k][value][j]: value of option k makes every candidate fail requirement j.
    std::vector<std::map<std::string, std::set<size_t>>> noted(prepared.vary.size());
    for (size_t k = 0; k < prepared.vary.size(); ++k) {
        Driver d;
        d.option = prepared.vary[k].first;
        for (const auto &v : prepared.vary[k].second) {
            DriverLevel l;
            std::vector<size_t> fail;
            level(
                v, [&](const Candidate &c) { return c.values[k].second == v; }, l, fail);
            for (size_t j : fail) {
                d.notes.push_back(d.option + "=" + v + " makes every candidate fail '" + prepared.requirements[j].label() + "'");
                noted[k][v].insert(j);
            }
            d.levels.push_back(l);
        }
        d.spread = spreadOf(d.levels);
        singles.push_back(std::move(d));
    }
    std::vector<Driver> pairs;
    for (size_t a = 0; a < prepared.vary.size(); ++a)
        for (size_t b = a + 1; b < prepared.vary.size(); ++b) {
            Driver d;
            d.option = prepared.vary[a].first + "," + prepared.vary[b].first;
            for (const auto &va : prepared.vary[a].second)
                for (const auto &vb : prepared.vary[b].second) {
                    DriverLevel l;
                    std::vector<size_t> fail;
                    level(
                        va + "," + vb, [&](const Candidate &c) { return c.values[a].second == va && c.values[b].second == vb; },
                        l, fail);
                    if (l.decided == 0) continue;
                    for (size_t j : fail)
                        if (!noted[a][va].count(j) && !noted[b][vb].count(j))
                            d.notes.push_back(prepared.vary[a].first + "=" + va + " with " + prepared.vary[b].first + "=" + vb +
                                              " makes every candidate fail '" + prepared.requirements[j].label() + "'");
                    d.levels.push_back(l);
                }
            d.spread = spreadOf(d.levels);
            pairs.push_back(std::move(d));
        }
    std::stable_sort(pairs.begin(), pairs.end(), [](const Driver &x, const Driver &y) { return x.spread > y.spread; });
    if (pairs.size() > 5) pairs.resize(5);
    std::vector<Driver> all = std::move(singles);
    for (auto &d : pairs) all.push_back(std::move(d));
    std::stable_sort(all.begin(), all.end(), [](const Driver &x, const Driver &y) { return x.spread > y.spread; });
    return all;
}

// --- output ------------------------------------------------------------------------------------

namespace {

QJsonValue number(double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(); }

QJsonObject intervalJson(const stats::Interval &i) {
    QJsonObject o;
    o.insert(QStringLiteral("value"), number(i.value));
    o.insert(QStringLiteral("lo"), number(i.lo));
    o.insert(QStringLiteral("hi"), number(i.hi));
    if (!i.available) o.insert(QStringLiteral("available"), false);
    return o;
}

stats::Interval intervalFromJson(const QJsonObject &o) {
    stats::Interval i;
    auto get = [&](const char *k) {
        const QJsonValue v = o.value(QLatin1String(k));
        return v.isDouble() ? v.toDouble() : std::numeric_limits<double>::quiet_NaN();
    };
    i.value = get("value");
    i.lo = get("lo");
    i.hi = get("hi");
    i.available = o.value(QStringLiteral("available")).toBool(true);
    return i;
}

QJsonObject requirementJson(const Requirement &r) {
    QJsonObject o;
    o.insert(QStringLiteral("metric"), qs(r.metric));
    o.insert(QStringLiteral("text"), qs(r.text()));
    o.insert(QStringLiteral("op"), QLatin1String(opKey(r.op)));
    if (r.op != Requirement::Op::AtMost) o.insert(QStringLiteral("lo"), r.lo);
    if (r.op != Requirement::Op::AtLeast) o.insert(QStringLiteral("hi"), r.hi);
    if (!r.evidence.empty()) o.insert(QStringLiteral("evidence"), qs(r.evidence));
    return o;
}

int64_t countVerdict(const ExploreResult &r, Verdict v) {
    return std::count_if(r.candidates.begin(), r.candidates.end(), [&](const Candidate &c) { return c.verdict == v; });
}

QByteArray csvField(const std::string &s) {
    QByteArray b = QByteArray::fromStdString(s);
    if (b.contains(',') || b.contains('"') || b.contains('\n') || b.contains('\r')) {
        b.replace("\"", "\"\"");
        b = '"' + b + '"';
    }
    return b;
}

QByteArray csvNumber(double v) {
    return std::isfinite(v) ? QByteArray::number(v, 'g', QLocale::FloatingPointShortest) : QByteArray();
}

}  // namespace

QJsonObject exploreResultJson(const ExploreResult &r) {
    const PreparedExplore &p = r.prepared;
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("rulelab-explore-result"));
    root.insert(QStringLiteral("version"), kExploreFormatVersion);
    root.insert(QStringLiteral("engine"), qs(r.engine.empty() ? std::string(engineVersion()) : r.engine));
    root.insert(QStringLiteral("plugin"), pluginProvenanceJson(r.plugin));
    root.insert(QStringLiteral("explore"), exploreSpecToJson(p.spec));
    root.insert(QStringLiteral("game_name"), qs(p.gameName));
    QJsonObject base;
    base.insert(QStringLiteral("id"), qs(p.base.id));
    base.insert(QStringLiteral("name"), qs(p.base.name));
    base.insert(QStringLiteral("source"), qs(p.base.source));
    QJsonObject baseOptions;
    for (const auto &[k, v] : p.base.values) baseOptions.insert(qs(k), qs(v));
    base.insert(QStringLiteral("options"), baseOptions);
    root.insert(QStringLiteral("base"), base);
    QJsonObject space;
    space.insert(QStringLiteral("size"), static_cast<qint64>(p.spaceSize));
    space.insert(QStringLiteral("candidates"), static_cast<qint64>(p.candidates.size()));
    space.insert(QStringLiteral("sampled"), p.sampled);
    space.insert(QStringLiteral("method"), qs(p.samplingMethod));
    QJsonArray varied;
    for (const auto &[opt, vals] : p.vary) {
        QJsonObject v;
        v.insert(QStringLiteral("option"), qs(opt));
        QJsonArray a;
        for (const auto &x : vals) a.append(qs(x));
        v.insert(QStringLiteral("values"), a);
        varied.append(v);
    }
    space.insert(QStringLiteral("varied"), varied);
    root.insert(QStringLiteral("space"), space);
    QJsonArray reqs;
    for (const auto &req : p.requirements) reqs.append(requirementJson(req));
    root.insert(QStringLiteral("requirements"), reqs);
    QJsonArray evidence;
    for (size_t e = 0; e < p.evidence.size(); ++e) {
        const Evidence &ev = p.evidence[e];
        QJsonObject o;
        o.insert(QStringLiteral("file"), qs(ev.origin));
        if (ev.kind == Evidence::Kind::UsageMap) {
            o.insert(QStringLiteral("kind"), QStringLiteral("usage_map"));
            o.insert(QStringLiteral("measure"), QLatin1String(stats::usageMeasureKey(ev.usage.measure)));
            o.insert(QStringLiteral("cells"), static_cast<qint64>(ev.usage.labels.size()));
            o.insert(QStringLiteral("similarity"),
                     QStringLiteral("Spearman's rank correlation over the named cells, delete-half jackknife interval "
                                    "over %1 groups of matches")
                         .arg(stats::kUsageGroups));
        } else {
            o.insert(QStringLiteral("kind"), QStringLiteral("reported_length"));
            o.insert(QStringLiteral("requirement"), qs(ev.length.text()));
            if (!ev.source.empty()) o.insert(QStringLiteral("source"), qs(ev.source));
        }
        evidence.append(o);
    }
    root.insert(QStringLiteral("evidence"), evidence);
    QJsonObject ec;
    ec.insert(QStringLiteral("alpha"), p.spec.alpha);
    ec.insert(QStringLiteral("method"), QStringLiteral("Bonferroni alpha-spending over rounds: alpha/2^(r+1) per round, split "
                                                       "over candidates x requirements"));
    ec.insert(QStringLiteral("candidates"), static_cast<qint64>(p.candidates.size()));
    ec.insert(QStringLiteral("requirements"), static_cast<qint64>(p.requirements.size()));
    ec.insert(QStringLiteral("round_0_interval_alpha"),
              exploreIntervalAlpha(p.spec.alpha, 0, p.candidates.size(), p.requirements.size()));
    root.insert(QStringLiteral("error_control"), ec);
    root.insert(QStringLiteral("rounds"), r.rounds);
    root.insert(QStringLiteral("budget"), static_cast<qint64>(r.budget));
    root.insert(QStringLiteral("matches_used"), static_cast<qint64>(r.matchesUsed));
    root.insert(QStringLiteral("cancelled"), r.cancelled);
    QJsonObject shard;
    shard.insert(QStringLiteral("index"), r.shardIndex);
    shard.insert(QStringLiteral("count"), r.shardCount);
    root.insert(QStringLiteral("shard"), shard);
    QJsonObject counts;
    counts.insert(QStringLiteral("feasible"), static_cast<qint64>(countVerdict(r, Verdict::Feasible)));
    counts.insert(QStringLiteral("infeasible"), static_cast<qint64>(countVerdict(r, Verdict::Infeasible)));
    counts.insert(QStringLiteral("uncertain"), static_cast<qint64>(countVerdict(r, Verdict::Uncertain)));
    root.insert(QStringLiteral("counts"), counts);
    QJsonArray cands;
    for (const auto &c : r.candidates) {
        QJsonObject o;
        o.insert(QStringLiteral("index"), static_cast<qint64>(c.index));
        o.insert(QStringLiteral("id"), qs(c.id));
        QJsonObject values;
        for (const auto &[k, v] : c.values) values.insert(qs(k), qs(v));
        o.insert(QStringLiteral("values"), values);
        o.insert(QStringLiteral("matches"), static_cast<qint64>(c.matches));
        o.insert(QStringLiteral("verdict"), QLatin1String(verdictKey(c.verdict)));
        o.insert(QStringLiteral("decided_in_round"), c.decidedInRound >= 0 ? QJsonValue(c.decidedInRound) : QJsonValue());
        QJsonArray rs;
        for (size_t j = 0; j < c.requirements.size() && j < p.requirements.size(); ++j) {
            QJsonObject ro;
            ro.insert(QStringLiteral("metric"), qs(p.requirements[j].metric));
            ro.insert(QStringLiteral("text"), qs(p.requirements[j].text()));
            if (!p.requirements[j].evidence.empty()) ro.insert(QStringLiteral("evidence"), qs(p.requirements[j].evidence));
            ro.insert(QStringLiteral("estimate"), intervalJson(c.requirements[j].estimate));
            ro.insert(QStringLiteral("adjusted"), intervalJson(c.requirements[j].adjusted));
            ro.insert(QStringLiteral("status"), QLatin1String(requirementStatusKey(c.requirements[j].status)));
            rs.append(ro);
        }
        o.insert(QStringLiteral("requirements"), rs);
        cands.append(o);
    }
    root.insert(QStringLiteral("candidates"), cands);
    QJsonArray drivers;
    for (const auto &d : r.drivers) {
        QJsonObject o;
        o.insert(QStringLiteral("option"), qs(d.option));
        o.insert(QStringLiteral("spread"), d.spread);
        QJsonArray levels;
        for (const auto &l : d.levels) {
            QJsonObject lo;
            lo.insert(QStringLiteral("value"), qs(l.value));
            lo.insert(QStringLiteral("feasible"), static_cast<qint64>(l.feasible));
            lo.insert(QStringLiteral("decided"), static_cast<qint64>(l.decided));
            lo.insert(QStringLiteral("share"), intervalJson(l.share));
            levels.append(lo);
        }
        o.insert(QStringLiteral("levels"), levels);
        QJsonArray notes;
        for (const auto &n : d.notes) notes.append(qs(n));
        o.insert(QStringLiteral("notes"), notes);
        drivers.append(o);
    }
    root.insert(QStringLiteral("drivers"), drivers);
    root.insert(QStringLiteral("methods"), qs(exploreMethodsText(r)));
    return root;
}

QByteArray candidatesCsv(const ExploreResult &r) {
    const PreparedExplore &p = r.prepared;
    QByteArray out = "id";
    for (const auto &[opt, vals] : p.vary) out += ',' + csvField(opt);
    out += ",matches,verdict,decided_in_round";
    std::map<std::string, int> seen;
    for (const auto &req : p.requirements) {
        const int n = ++seen[req.metric];
        const std::string name = n == 1 ? req.metric : req.metric + "_" + std::to_string(n);
        for (const char *suffix : {"_estimate", "_lo", "_hi", "_status"}) out += ',' + csvField(name + suffix);
    }
    out += '\n';
    for (const auto &c : r.candidates) {
        out += csvField(c.id);
        for (size_t k = 0; k < p.vary.size(); ++k)
            out += ',' + csvField(k < c.values.size() ? c.values[k].second : std::string());
        out += ',' + QByteArray::number(static_cast<qlonglong>(c.matches)) + ',' + verdictKey(c.verdict) + ',' +
               (c.decidedInRound >= 0 ? QByteArray::number(c.decidedInRound) : QByteArray());
        for (size_t j = 0; j < p.requirements.size(); ++j) {
            const RequirementResult rr = j < c.requirements.size() ? c.requirements[j] : RequirementResult{};
            out += ',' + csvNumber(rr.estimate.value) + ',' + (rr.estimate.available ? csvNumber(rr.estimate.lo) : QByteArray()) +
                   ',' + (rr.estimate.available ? csvNumber(rr.estimate.hi) : QByteArray()) + ',' +
                   requirementStatusKey(rr.status);
        }
        out += '\n';
    }
    return out;
}

std::string exploreMethodsText(const ExploreResult &r) {
    const PreparedExplore &p = r.prepared;
    const ExploreSpec &s = p.spec;
    std::vector<std::string> varied, reqs, maps, lengths;
    for (const auto &[opt, vals] : p.vary) varied.push_back(opt + " (" + joined(vals, ", ") + ")");
    for (const auto &req : p.requirements) reqs.push_back(req.label());
    for (const auto &ev : p.evidence) {
        if (ev.kind == Evidence::Kind::UsageMap)
            maps.push_back(fileNameOf(ev.origin) + " (" + std::to_string(ev.usage.labels.size()) + " cells, " +
                           stats::usageMeasureKey(ev.usage.measure) + ")");
        else
            lengths.push_back(fileNameOf(ev.origin) + (ev.source.empty() ? "" : " (" + ev.source + ")") + ": " +
                              ev.length.text());
    }
    const std::string game = p.gameName.empty() ? s.game : p.gameName;
    std::string t = "We explored which readings of " + game + " meet stated requirements. Starting from the base reading " +
                    s.base + (p.base.source.empty() ? "" : " (after " + p.base.source + ")");
    if (!s.overrides.empty()) t += ", with " + joined(s.overrides, ", ") + " in every candidate";
    t += ", we varied " + std::to_string(p.vary.size()) + (p.vary.size() == 1 ? " rule option: " : " rule options: ") +
         joined(varied, "; ") + ". ";
    if (p.sampled)
        t += "Their " + std::to_string(p.spaceSize) + " combinations were too many to play, so a stratified sample of " +
             std::to_string(p.candidates.size()) +
             " was explored: each option's values were spread evenly over the candidates and each option's column was "
             "shuffled from the seed, with no combination taken twice. ";
    else t += "All " + std::to_string(p.candidates.size()) + " combinations (the full factorial) were explored. ";
    t += "A candidate was feasible when it met every requirement: " + joined(reqs, "; ") +
         ". Outcome metrics count only the matches ended by the rules. ";
    if (!maps.empty())
        t += "Observed usage maps (" + joined(maps, "; ") +
             ") were compared with each candidate's simulated use of the same cells by Spearman's rank correlation, with a "
             "delete-half jackknife interval over " +
             std::to_string(stats::kUsageGroups) + " groups of matches. ";
    if (!lengths.empty()) t += "Reported lengths became requirements: " + joined(lengths, "; ") + ". ";
    t += "Matches were played by " + s.agents[0].text() +
         (s.agents[0] == s.agents[1] ? " agents in both seats" : " against " + s.agents[1].text()) +
         (s.swapSeats ? ", seats swapped every other match" : "") + ", at most " + std::to_string(s.limits.maxTurns) +
         " turns a match. ";
    t += "The budget was " + std::to_string(s.budget) + " matches in all, of which " + std::to_string(r.matchesUsed) +
         " were played" +
         (r.shardCount > 1 ? " by this shard (" + std::to_string(r.shardIndex + 1) + " of " + std::to_string(r.shardCount) + ")"
                           : "") +
         ". They were spent by racing: every candidate began with " + std::to_string(s.firstBlock) +
         " matches; after each round a candidate whose intervals settled every requirement (wholly inside its range: met; "
         "wholly outside: violated) received its verdict, feasible when all were met and infeasible when one was violated, "
         "and the others were raised to twice as many matches, until the budget was spent (" +
         std::to_string(r.rounds) + (r.rounds == 1 ? " round" : " rounds") + "). ";
    t += "The error rate of all verdicts together is at most " + numText(s.alpha) +
         " by Bonferroni alpha-spending: round r used alpha/2^(r+1), split evenly over the " +
         std::to_string(p.candidates.size()) + " candidates and " + std::to_string(p.requirements.size()) +
         " requirements, so every interval of round r had level 1 - alpha/(2^(r+1) x " + std::to_string(p.candidates.size()) +
         " x " + std::to_string(p.requirements.size()) +
         "). Candidates still unsettled when the budget ran out are reported as "
         "uncertain. ";
    t += "The seed was " + std::to_string(s.seed) +
         "; match i of a candidate depends only on the seed, the candidate's id and i, "
         "so running the candidate as a reading of that id with the same seed plays the same matches. ";
    t += "Result: " + std::to_string(countVerdict(r, Verdict::Feasible)) + " feasible, " +
         std::to_string(countVerdict(r, Verdict::Infeasible)) + " infeasible, " +
         std::to_string(countVerdict(r, Verdict::Uncertain)) + " uncertain" +
         (r.cancelled ? " (the exploration was cancelled)" : "") + ". Simulated with " +
         (r.engine.empty() ? std::string(engineVersion()) : r.engine) + ", game plugin " + r.plugin.file +
         (r.plugin.version.empty() ? "" : " version " + r.plugin.version) +
         (r.plugin.sha256.empty() ? "" : " (SHA-256 " + r.plugin.sha256.substr(0, 12) + "...)") + ".";
    return t;
}

bool saveExploreResult(const ExploreResult &r, const QString &dir, std::string &error) {
    if (!prepareOutputDir(dir, error)) return false;
    if (!saveAtomically(QDir(dir).filePath(QStringLiteral("candidates.csv")), candidatesCsv(r), error)) return false;
    return saveAtomically(QDir(dir).filePath(QStringLiteral("summary.json")),
                          QJsonDocument(exploreResultJson(r)).toJson(QJsonDocument::Indented), error);
}

bool loadExploreResult(const QString &pathIn, ExploreResult &out, std::string &error) {
    const QString path = QFileInfo(pathIn).isDir() ? QDir(pathIn).filePath(QStringLiteral("summary.json")) : pathIn;
    const std::string origin = path.toStdString();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = origin + ": cannot open: " + f.errorString().toStdString();
        return false;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        error = origin + ": invalid JSON" + (pe.error != QJsonParseError::NoError ? ": " + pe.errorString().toStdString() : "");
        return false;
    }
    const QJsonObject root = doc.object();
    auto fail = [&](const std::string &field, const std::string &expected) {
        error = origin + ": field '" + field + "' " + expected;
        return false;
    };
    if (root.value(QStringLiteral("format")).toString() != QStringLiteral("rulelab-explore-result"))
        return fail("format", "must be 'rulelab-explore-result' (the summary of 'rulelab-cli explore --out')");
    if (root.value(QStringLiteral("version")).toInt() != kExploreFormatVersion)
        return fail("version", "must be 1 (this RuleLab reads explore results of version 1)");
    ExploreResult r;
    PreparedExplore &p = r.prepared;
    if (!parseExploreSpec(root.value(QStringLiteral("explore")).toObject(), origin, p.spec, error)) return false;
    r.engine = ss(root.value(QStringLiteral("engine")));
    r.plugin = pluginProvenanceFromJson(root.value(QStringLiteral("plugin")).toObject());
    p.gameName = ss(root.value(QStringLiteral("game_name")));
    const QJsonObject base = root.value(QStringLiteral("base")).toObject();
    p.base.game = p.spec.game;
    p.base.id = ss(base.value(QStringLiteral("id")));
    p.base.name = ss(base.value(QStringLiteral("name")));
    p.base.source = ss(base.value(QStringLiteral("source")));
    const QJsonObject baseOptions = base.value(QStringLiteral("options")).toObject();
    for (auto it = baseOptions.begin(); it != baseOptions.end(); ++it) p.base.values[it.key().toStdString()] = ss(it.value());
    const QJsonObject space = root.value(QStringLiteral("space")).toObject();
    p.spaceSize = static_cast<int64_t>(space.value(QStringLiteral("size")).toDouble());
    p.sampled = space.value(QStringLiteral("sampled")).toBool();
    p.samplingMethod = ss(space.value(QStringLiteral("method")));
    const double total = space.value(QStringLiteral("candidates")).toDouble(-1);
    if (total < 1 || total > static_cast<double>(kMaxExploreCandidates) || std::floor(total) != total)
        return fail("space.candidates", "must be the number of candidates (a whole number from 1)");
    for (const auto &v : space.value(QStringLiteral("varied")).toArray()) {
        std::vector<std::string> vals;
        for (const auto &x : v.toObject().value(QStringLiteral("values")).toArray()) vals.push_back(ss(x));
        p.vary.emplace_back(ss(v.toObject().value(QStringLiteral("option"))), std::move(vals));
    }
    if (p.vary.empty()) return fail("space.varied", "must list the varied options with their values");
    for (const auto &v : root.value(QStringLiteral("requirements")).toArray()) {
        const QJsonObject o = v.toObject();
        Requirement req;
        std::string rerr;
        if (!parseRequirement(ss(o.value(QStringLiteral("text"))), req, rerr))
            return fail("requirements", "holds an invalid one: " + rerr);
        req.evidence = ss(o.value(QStringLiteral("evidence")));
        p.requirements.push_back(req);
    }
    for (const auto &v : root.value(QStringLiteral("evidence")).toArray()) {
        const QJsonObject o = v.toObject();
        Evidence ev;
        ev.origin = ss(o.value(QStringLiteral("file")));
        ev.usage.origin = ev.origin;
        ev.kind = o.value(QStringLiteral("kind")).toString() == QStringLiteral("reported_length") ? Evidence::Kind::ReportedLength
                                                                                                  : Evidence::Kind::UsageMap;
        ev.source = ss(o.value(QStringLiteral("source")));
        if (ev.kind == Evidence::Kind::ReportedLength) {
            std::string rerr;
            parseRequirement(ss(o.value(QStringLiteral("requirement"))), ev.length, rerr);
            ev.length.evidence = ev.origin;
        } else {
            stats::usageMeasureFromKey(ss(o.value(QStringLiteral("measure"))), ev.usage.measure);
        }
        p.evidence.push_back(std::move(ev));
        p.evidenceCells.emplace_back();
    }
    const size_t n = static_cast<size_t>(total);
    p.candidates.resize(n);
    p.candidateValues.resize(n);
    const QJsonArray cands = root.value(QStringLiteral("candidates")).toArray();
    for (int i = 0; i < cands.size(); ++i) {
        const QJsonObject o = cands[i].toObject();
        const std::string field = "candidates[" + std::to_string(i) + "]";
        Candidate c;
        const double index = o.value(QStringLiteral("index")).toDouble(-1);
        if (index < 0 || index >= total || std::floor(index) != index)
            return fail(field + ".index", "must be the candidate's position");
        c.index = static_cast<size_t>(index);
        c.id = ss(o.value(QStringLiteral("id")));
        const QJsonObject values = o.value(QStringLiteral("values")).toObject();
        for (const auto &[opt, vals] : p.vary) {
            if (!values.value(qs(opt)).isString()) return fail(field + ".values." + opt, "is missing");
            c.values.emplace_back(opt, ss(values.value(qs(opt))));
        }
        c.matches = static_cast<int64_t>(o.value(QStringLiteral("matches")).toDouble());
        const QString verdict = o.value(QStringLiteral("verdict")).toString();
        if (verdict == QLatin1String("feasible")) c.verdict = Verdict::Feasible;
        else if (verdict == QLatin1String("infeasible")) c.verdict = Verdict::Infeasible;
        else if (verdict == QLatin1String("uncertain")) c.verdict = Verdict::Uncertain;
        else return fail(field + ".verdict", "must be feasible, infeasible or uncertain");
        c.decidedInRound =
            o.value(QStringLiteral("decided_in_round")).isDouble() ? o.value(QStringLiteral("decided_in_round")).toInt() : -1;
        for (const auto &rv : o.value(QStringLiteral("requirements")).toArray()) {
            const QJsonObject ro = rv.toObject();
            RequirementResult rr;
            rr.estimate = intervalFromJson(ro.value(QStringLiteral("estimate")).toObject());
            rr.adjusted = intervalFromJson(ro.value(QStringLiteral("adjusted")).toObject());
            const QString st = ro.value(QStringLiteral("status")).toString();
            rr.status = st == QLatin1String("met") ? 1 : st == QLatin1String("violated") ? -1 : 0;
            c.requirements.push_back(rr);
        }
        if (c.requirements.size() != p.requirements.size())
            return fail(field + ".requirements",
                        "must have one entry per requirement (" + std::to_string(p.requirements.size()) + ")");
        // The candidate's reading: the base's options with its own.
        PreparedReading &pr = p.candidates[c.index];
        pr.reading = p.base;
        for (const auto &[opt, v] : c.values) pr.reading.values[opt] = v;
        pr.reading.id = c.id;
        pr.reading.name = c.id;
        pr.plugin = r.plugin;
        p.candidateValues[c.index] = c.values;
        r.candidates.push_back(std::move(c));
    }
    for (size_t i = 0; i < n; ++i)
        if (!p.candidates[i].reading.id.empty())
            p.candidates[i].reading.description = candidateDescription(p, p.candidateValues[i]);
    r.rounds = root.value(QStringLiteral("rounds")).toInt();
    r.budget = static_cast<int64_t>(root.value(QStringLiteral("budget")).toDouble());
    r.matchesUsed = static_cast<int64_t>(root.value(QStringLiteral("matches_used")).toDouble());
    r.cancelled = root.value(QStringLiteral("cancelled")).toBool();
    const QJsonObject shard = root.value(QStringLiteral("shard")).toObject();
    r.shardIndex = shard.value(QStringLiteral("index")).toInt(0);
    r.shardCount = shard.value(QStringLiteral("count")).toInt(1);
    if (r.shardCount < 1 || r.shardIndex < 0 || r.shardIndex >= r.shardCount)
        return fail("shard", "must be {\"index\": K, \"count\": N} with 0 <= K < N");
    r.drivers = exploreDrivers(p, r.candidates);
    out = std::move(r);
    return true;
}

bool mergeExploreResults(const std::vector<ExploreResult> &parts, ExploreResult &out, std::string &error) {
    if (parts.empty()) {
        error = "no explore results to merge";
        return false;
    }
    const ExploreResult &first = parts.front();
    const int n = first.shardCount;
    const QJsonObject spec = exploreSpecToJson(first.prepared.spec);
    const size_t total = first.prepared.candidates.size();
    auto name = [](const ExploreResult &p) {
        return "shard " + std::to_string(p.shardIndex + 1) + "/" + std::to_string(p.shardCount);
    };
    std::vector<bool> seen(static_cast<size_t>(std::max(1, n)), false);
    for (const auto &p : parts) {
        if (exploreSpecToJson(p.prepared.spec) != spec) {
            error = name(p) + " explores another spec than " + name(first) +
                    " (game, base, options, requirements, budget or seed "
                    "differ): merge the shards of one exploration only";
            return false;
        }
        if (const std::string d = provenanceDifference(first.plugin, p.plugin); !d.empty()) {
            error =
                name(p) + ": field 'plugin' differs (" + d + "): its matches were played by another build of the game's rules";
            return false;
        }
        if (p.engine != first.engine) {
            error = name(p) + ": engine '" + p.engine + "', but " + name(first) + " was played by '" + first.engine + "'";
            return false;
        }
        if (p.shardCount != n) {
            error = name(p) + " is a shard of " + std::to_string(p.shardCount) + ", but " + name(first) + " is a shard of " +
                    std::to_string(n);
            return false;
        }
        if (p.cancelled) {
            error = name(p) + " was cancelled before its budget was spent: run that shard again, then merge";
            return false;
        }
        if (p.prepared.candidates.size() != total || p.prepared.candidateValues.size() != total) {
            error = name(p) + " has " + std::to_string(p.prepared.candidates.size()) + " candidates in all, but " + name(first) +
                    " has " + std::to_string(total);
            return false;
        }
        if (p.shardIndex < 0 || p.shardIndex >= n) {
            error = name(p) + ": not a shard of " + std::to_string(n);
            return false;
        }
        if (seen[static_cast<size_t>(p.shardIndex)]) {
            error = name(p) + " is given twice";
            return false;
        }
        seen[static_cast<size_t>(p.shardIndex)] = true;
    }
    if (static_cast<int>(parts.size()) != n) {
        std::string missing;
        for (int k = 0; k < n; ++k)
            if (!seen[static_cast<size_t>(k)]) missing += (missing.empty() ? "" : ", ") + std::to_string(k + 1);
        error = "the exploration has " + std::to_string(n) + " shards; missing: " + missing;
        return false;
    }
    ExploreResult m;
    m.prepared = first.prepared;
    m.plugin = first.plugin;
    m.engine = first.engine;
    m.shardIndex = 0;
    m.shardCount = 1;
    m.budget = first.prepared.spec.budget;
    std::vector<const Candidate *> byIndex(total, nullptr);
    for (const auto &p : parts) {
        m.matchesUsed += p.matchesUsed;
        m.rounds = std::max(m.rounds, p.rounds);
        for (const auto &c : p.candidates) {
            if (c.index >= total || static_cast<int>(c.index % static_cast<size_t>(n)) != p.shardIndex || byIndex[c.index]) {
                error = name(p) + ": candidate '" + c.id + "' does not belong to this shard";
                return false;
            }
            byIndex[c.index] = &c;
            if (m.prepared.candidates[c.index].reading.id.empty()) {
                m.prepared.candidates[c.index] = p.prepared.candidates[c.index];
                m.prepared.candidateValues[c.index] = p.prepared.candidateValues[c.index];
            }
        }
    }
    for (size_t i = 0; i < total; ++i) {
        if (!byIndex[i]) {
            error = "candidate " + std::to_string(i + 1) + " of " + std::to_string(total) + " is in none of the shards";
            return false;
        }
        m.candidates.push_back(*byIndex[i]);
    }
    m.drivers = exploreDrivers(m.prepared, m.candidates);
    out = std::move(m);
    return true;
}

Reading candidateReading(const PreparedExplore &prepared, size_t candidate) {
    Reading r;
    if (candidate >= prepared.candidates.size()) return r;
    const PreparedReading &pr = prepared.candidates[candidate];
    r = pr.reading;
    r.game = prepared.spec.game;
    if (pr.game) r.values = pr.options.values();
    if (candidate < prepared.candidateValues.size()) {
        for (const auto &[opt, v] : prepared.candidateValues[candidate]) r.values[opt] = v;
        r.description = candidateDescription(prepared, prepared.candidateValues[candidate]);
    }
    if (r.source.empty()) r.source = prepared.base.source;
    r.origin.clear();
    return r;
}

}  // namespace rulelab
