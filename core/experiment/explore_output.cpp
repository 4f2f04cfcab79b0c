#include "explore_internal.h"
#include "explore_verdict.h"
#include "integrity.h"
#include "plugin/reading_json.h"

#include "game/rng.h"
#include "results_io.h"
#include "stats/csv.h"

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

// --- drivers -----------------------------------------------------------------------------------

namespace {

using Decided = std::vector<const Candidate *>;
// noted[k][value][j]: value of option k makes every candidate fail requirement j.
using Noted = std::vector<std::map<std::string, std::set<size_t>>>;

// The level of the decided candidates where `in` holds; in `allViolate`, when >= 2 of them all
// violate a requirement, which.
void driverLevel(const Decided &decided, size_t reqs, const std::string &value,
                 const std::function<bool(const Candidate &)> &in, DriverLevel &l, std::vector<size_t> &allViolate) {
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
}

double spreadOf(const std::vector<DriverLevel> &levels) {
    double lo = 0, hi = 0;
    int n = 0;
    for (const auto &l : levels) {
        if (l.decided == 0) continue;
        lo = n == 0 ? l.share.value : std::min(lo, l.share.value);
        hi = n == 0 ? l.share.value : std::max(hi, l.share.value);
        ++n;
    }
    return n >= 2 ? hi - lo : 0.0;
}

std::vector<Driver> singleDrivers(const PreparedExplore &prepared, const Decided &decided, Noted &noted) {
    const size_t reqs = prepared.requirements.size();
    std::vector<Driver> singles;
    for (size_t k = 0; k < prepared.vary.size(); ++k) {
        Driver d;
        d.option = prepared.vary[k].first;
        for (const auto &v : prepared.vary[k].second) {
            DriverLevel l;
            std::vector<size_t> fail;
            driverLevel(
                decided, reqs, v, [&](const Candidate &c) { return c.values[k].second == v; }, l, fail);
            for (size_t j : fail) {
                d.notes.push_back(d.option + "=" + v + " makes every candidate fail '" + prepared.requirements[j].label() + "'");
                noted[k][v].insert(j);
            }
            d.levels.push_back(l);
        }
        d.spread = spreadOf(d.levels);
        singles.push_back(std::move(d));
    }
    return singles;
}

// The pair of options a and b; notes only the failures neither value makes alone.
Driver pairDriver(const PreparedExplore &prepared, const Decided &decided, Noted &noted, size_t a, size_t b) {
    Driver d;
    d.option = prepared.vary[a].first + "," + prepared.vary[b].first;
    for (const auto &va : prepared.vary[a].second)
        for (const auto &vb : prepared.vary[b].second) {
            DriverLevel l;
            std::vector<size_t> fail;
            driverLevel(
                decided, prepared.requirements.size(), va + "," + vb,
                [&](const Candidate &c) { return c.values[a].second == va && c.values[b].second == vb; }, l, fail);
            if (l.decided == 0) continue;
            for (size_t j : fail)
                if (!noted[a][va].count(j) && !noted[b][vb].count(j))
                    d.notes.push_back(prepared.vary[a].first + "=" + va + " with " + prepared.vary[b].first + "=" + vb +
                                      " makes every candidate fail '" + prepared.requirements[j].label() + "'");
            d.levels.push_back(l);
        }
    d.spread = spreadOf(d.levels);
    return d;
}

}  // namespace

std::vector<Driver> exploreDrivers(const PreparedExplore &prepared, const std::vector<Candidate> &candidates) {
    Decided decided;
    for (const auto &c : candidates)
        if (c.verdict != Verdict::Uncertain && c.values.size() == prepared.vary.size()) decided.push_back(&c);
    Noted noted(prepared.vary.size());
    std::vector<Driver> singles = singleDrivers(prepared, decided, noted);
    std::vector<Driver> pairs;
    for (size_t a = 0; a < prepared.vary.size(); ++a)
        for (size_t b = a + 1; b < prepared.vary.size(); ++b) pairs.push_back(pairDriver(prepared, decided, noted, a, b));
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



QJsonObject requirementJson(const Requirement &r) {
    QJsonObject o;
    VerdictMethod method;
    std::string refusal;
    if (verdictMethodFor(r.metric, method, refusal)) {
        o.insert(QStringLiteral("method"), QLatin1String(verdictMethodKey(method)));
        o.insert(QStringLiteral("guaranteed"), verdictMethodGuaranteed(method));
    }
    o.insert(QStringLiteral("metric"), qs(r.metric));
    o.insert(QStringLiteral("text"), qs(r.text()));
    o.insert(QStringLiteral("op"), QLatin1String(opKey(r.op)));
    if (r.op != Requirement::Op::AtMost) o.insert(QStringLiteral("lo"), r.lo);
    if (r.op != Requirement::Op::AtLeast) o.insert(QStringLiteral("hi"), r.hi);
    if (!r.evidence.empty()) o.insert(QStringLiteral("evidence"), qs(r.evidence));
    return o;
}


QByteArray csvField(const std::string &s) { return QByteArray::fromStdString(csvQuoted(s)); }

QByteArray csvNumber(double v) {
    return std::isfinite(v) ? QByteArray::number(v, 'g', QLocale::FloatingPointShortest) : QByteArray();
}

}  // namespace

int64_t explore_detail::countVerdict(const ExploreResult &r, Verdict v) {
    return std::count_if(r.candidates.begin(), r.candidates.end(), [&](const Candidate &c) { return c.verdict == v; });
}

stats::Interval explore_detail::intervalFromJson(const QJsonObject &o) {
    stats::Interval i;
    auto get = [&](const char *k) {
        const QJsonValue v = o.value(QLatin1String(k));
        return v.isDouble() ? v.toDouble() : std::numeric_limits<double>::quiet_NaN();
    };
    i.value = get("value");
    i.lo = get("lo");
    i.hi = get("hi");
    i.available = o.value(QStringLiteral("available")).toBool(true);
    i.hasValue = std::isfinite(i.value);  // null: no matches to rest on, no value (never 0)
    if (!i.hasValue) i.available = false;
    return i;
}

QJsonObject explore_detail::intervalJson(const stats::Interval &i) {
    // No matches to rest on (an outcome of a candidate none of whose matches ended by its rules):
    // no value at all, null as in a run's summary (results_io.cpp), never 0.
    const double none = std::numeric_limits<double>::quiet_NaN();
    QJsonObject o;
    o.insert(QStringLiteral("value"), number(i.hasValue ? i.value : none));
    o.insert(QStringLiteral("lo"), number(i.hasValue ? i.lo : none));
    o.insert(QStringLiteral("hi"), number(i.hasValue ? i.hi : none));
    if (!i.available) o.insert(QStringLiteral("available"), false);
    return o;
}

namespace {

QJsonObject baseJson(const Reading &b) {
    QJsonObject base;
    base.insert(QStringLiteral("id"), qs(b.id));
    base.insert(QStringLiteral("name"), qs(b.name));
    base.insert(QStringLiteral("source"), qs(b.source));
    base.insert(QStringLiteral("options"), optionValuesJson(b.values));
    return base;
}

QJsonObject spaceJson(const PreparedExplore &p) {
    QJsonObject space;
    space.insert(QStringLiteral("size"), static_cast<qint64>(p.spaceSize));
    space.insert(QStringLiteral("candidates"), static_cast<qint64>(p.candidates.size()));
    space.insert(QStringLiteral("sampled"), p.sampled);
    space.insert(QStringLiteral("method"), qs(p.samplingMethod));
    space.insert(QStringLiteral("varied"), varyJson(p.vary));
    return space;
}

QJsonObject evidenceJson(const Evidence &ev) {
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
    return o;
}

QJsonObject errorControlJson(const PreparedExplore &p) {
    QJsonObject ec;
    ec.insert(QStringLiteral("alpha"), p.spec.alpha);
    ec.insert(QStringLiteral("method"),
              QStringLiteral("Bonferroni alpha-spending over rounds: alpha/2^(r+1) per round, split over candidates x "
                             "requirements; each interval distribution-free at its level (Clopper-Pearson for shares, "
                             "order statistics with exact binomial ranks for quantiles, betting confidence bounds for "
                             "bounded means; usage similarity: approximate jackknife)"));
    ec.insert(QStringLiteral("turn_bound"), static_cast<qint64>(p.turnBound));
    ec.insert(QStringLiteral("candidates"), static_cast<qint64>(p.candidates.size()));
    ec.insert(QStringLiteral("requirements"), static_cast<qint64>(p.requirements.size()));
    ec.insert(QStringLiteral("round_0_interval_alpha"),
              exploreIntervalAlpha(p.spec.alpha, 0, p.candidates.size(), p.requirements.size()));
    return ec;
}

QJsonObject countsJson(const ExploreResult &r) {
    QJsonObject counts;
    counts.insert(QStringLiteral("feasible"), static_cast<qint64>(countVerdict(r, Verdict::Feasible)));
    counts.insert(QStringLiteral("infeasible"), static_cast<qint64>(countVerdict(r, Verdict::Infeasible)));
    counts.insert(QStringLiteral("uncertain"), static_cast<qint64>(countVerdict(r, Verdict::Uncertain)));
    counts.insert(QStringLiteral("uncertain_unsettleable"), static_cast<qint64>(uncertainSummary(r).unsettleable));
    return counts;
}

QJsonObject candidateJson(const Candidate &c, const PreparedExplore &p) {
    QJsonObject o;
    o.insert(QStringLiteral("index"), static_cast<qint64>(c.index));
    o.insert(QStringLiteral("id"), qs(c.id));
    QJsonObject values;
    for (const auto &[k, v] : c.values) values.insert(qs(k), qs(v));
    o.insert(QStringLiteral("values"), values);
    o.insert(QStringLiteral("matches"), static_cast<qint64>(c.matches));
    o.insert(QStringLiteral("verdict"), QLatin1String(verdictKey(c.verdict)));
    o.insert(QStringLiteral("decided_in_round"), c.decidedInRound >= 0 ? QJsonValue(c.decidedInRound) : QJsonValue());
    if (c.verdict == Verdict::Uncertain)
        o.insert(QStringLiteral("more_matches"), c.moreMatches >= 0 ? QJsonValue(static_cast<qint64>(c.moreMatches)) : QJsonValue());
    QJsonArray rs;
    for (size_t j = 0; j < c.requirements.size() && j < p.requirements.size(); ++j) {
        QJsonObject ro;
        ro.insert(QStringLiteral("metric"), qs(p.requirements[j].metric));
        ro.insert(QStringLiteral("text"), qs(p.requirements[j].text()));
        if (!p.requirements[j].evidence.empty()) ro.insert(QStringLiteral("evidence"), qs(p.requirements[j].evidence));
        ro.insert(QStringLiteral("estimate"), intervalJson(c.requirements[j].estimate));
        ro.insert(QStringLiteral("adjusted"), intervalJson(c.requirements[j].adjusted));
        ro.insert(QStringLiteral("status"), QLatin1String(requirementStatusKey(c.requirements[j].status)));
        if (c.requirements[j].status == 0 && c.requirements[j].adjusted.available)
            ro.insert(QStringLiteral("more_matches"), c.requirements[j].moreMatches >= 0
                                                          ? QJsonValue(static_cast<qint64>(c.requirements[j].moreMatches))
                                                          : QJsonValue());
        rs.append(ro);
    }
    o.insert(QStringLiteral("requirements"), rs);
    return o;
}

QJsonObject driverJson(const Driver &d) {
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
    o.insert(QStringLiteral("notes"), stringsJson(d.notes));
    return o;
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
    root.insert(QStringLiteral("base"), baseJson(p.base));
    root.insert(QStringLiteral("space"), spaceJson(p));
    QJsonArray reqs;
    for (const auto &req : p.requirements) reqs.append(requirementJson(req));
    root.insert(QStringLiteral("requirements"), reqs);
    QJsonArray evidence;
    for (const Evidence &ev : p.evidence) evidence.append(evidenceJson(ev));
    root.insert(QStringLiteral("evidence"), evidence);
    root.insert(QStringLiteral("error_control"), errorControlJson(p));
    root.insert(QStringLiteral("rounds"), r.rounds);
    root.insert(QStringLiteral("budget"), static_cast<qint64>(r.budget));
    root.insert(QStringLiteral("matches_used"), static_cast<qint64>(r.matchesUsed));
    root.insert(QStringLiteral("cancelled"), r.cancelled);
    QJsonObject shard;
    shard.insert(QStringLiteral("index"), r.shardIndex);
    shard.insert(QStringLiteral("count"), r.shardCount);
    root.insert(QStringLiteral("shard"), shard);
    root.insert(QStringLiteral("counts"), countsJson(r));
    QJsonArray cands;
    for (const auto &c : r.candidates) cands.append(candidateJson(c, p));
    root.insert(QStringLiteral("candidates"), cands);
    QJsonArray drivers;
    for (const auto &d : r.drivers) drivers.append(driverJson(d));
    root.insert(QStringLiteral("drivers"), drivers);
    root.insert(QStringLiteral("methods"), qs(exploreMethodsText(r)));
    return root;
}

QByteArray candidatesCsv(const ExploreResult &r) {
    const PreparedExplore &p = r.prepared;
    QByteArray out = "id";
    for (const auto &[opt, vals] : p.vary) out += ',' + csvField(opt);
    out += ",matches,verdict,decided_in_round,more_matches";
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
               (c.decidedInRound >= 0 ? QByteArray::number(c.decidedInRound) : QByteArray()) + ',' +
               (c.verdict == Verdict::Uncertain && c.moreMatches >= 0 ? QByteArray::number(static_cast<qlonglong>(c.moreMatches))
                                                                     : QByteArray());
        for (size_t j = 0; j < p.requirements.size(); ++j) {
            const RequirementResult rr = j < c.requirements.size() ? c.requirements[j] : RequirementResult{};
            out += ',' + (rr.estimate.hasValue ? csvNumber(rr.estimate.value) : QByteArray()) + ',' + (rr.estimate.available ? csvNumber(rr.estimate.lo) : QByteArray()) +
                   ',' + (rr.estimate.available ? csvNumber(rr.estimate.hi) : QByteArray()) + ',' +
                   requirementStatusKey(rr.status);
        }
        out += '\n';
    }
    return out;
}

namespace {

// " (roughly 4100 more matches each would settle them (the median; 900 to 52000); 2 ...)".
std::string uncertainText(const ExploreResult &r) {
    const UncertainSummary u = uncertainSummary(r);
    const std::vector<int64_t> &more = u.more;
    const int64_t never = u.unsettleable;
    if (more.empty() && never == 0) return {};
    std::string t = " (";
    if (!more.empty()) {
        t += "roughly " + std::to_string(u.median()) + " more matches each would settle " +
             (more.size() == 1 ? std::string("it") : "them (the median; " + std::to_string(more.front()) + " to " +
                                                         std::to_string(more.back()) + ")");
    }
    if (never > 0)
        t += std::string(more.empty() ? "" : "; ") + std::to_string(never) +
             (never == 1 ? " has an estimate on its threshold or nothing to rest on, so no number of matches would settle it"
                         : " have estimates on their thresholds or nothing to rest on, so no number of matches would settle them");
    return t + ")";
}

}  // namespace

namespace {

// The space explored: the base, the varied options, the requirements and the evidence.
std::string exploreDesignText(const ExploreResult &r) {
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
    return t;
}

// How the matches were played and the budget spent by racing.
std::string exploreRacingText(const ExploreResult &r) {
    const PreparedExplore &p = r.prepared;
    const ExploreSpec &s = p.spec;
    std::string t;
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
    return t;
}

// The error control of the verdicts, and the intervals it rests on.
std::string exploreErrorText(const PreparedExplore &p) {
    const ExploreSpec &s = p.spec;
    std::set<std::string> methods;
    bool approximate = false;
    for (const auto &req : p.requirements) {
        VerdictMethod m;
        std::string refusal;
        if (!verdictMethodFor(req.metric, m, refusal)) continue;
        approximate = approximate || !verdictMethodGuaranteed(m);
        switch (m) {
        case VerdictMethod::ExactShare: methods.insert("Clopper-Pearson's exact interval for shares"); break;
        case VerdictMethod::ExactQuantile:
            methods.insert("the order-statistic interval with exact binomial ranks for quantiles (Conover 1999)");
            break;
        case VerdictMethod::BettingMean:
        case VerdictMethod::BettingBalance:
            methods.insert("betting confidence bounds for means of bounded values (Waudby-Smith and Ramdas 2024; turns "
                           "bounded by the cap of " +
                           std::to_string(p.turnBound) + ", scores by 0 and 1, the seat imbalance of Balance by -1 and 1)");
            break;
        case VerdictMethod::Jackknife: break;
        }
    }
    std::string t = "The error rate of all verdicts together is at most " + numText(s.alpha) +
         " by Bonferroni alpha-spending: round r used alpha/2^(r+1), split evenly over the " +
         std::to_string(p.candidates.size()) + " candidates and " + std::to_string(p.requirements.size()) +
         " requirements, so every interval of round r had level 1 - alpha/(2^(r+1) x " + std::to_string(p.candidates.size()) +
         " x " + std::to_string(p.requirements.size()) +
         "). Each such interval holds at its level whatever the distribution of the matches" +
         (methods.empty() ? std::string() : ": " + joined({methods.begin(), methods.end()}, "; ")) +
         "; this holds under the racing's data-dependent stopping too, since every interval looked at is counted. " +
         (approximate ? "Verdicts on usage similarity rest on an approximate (jackknife) interval and are not covered by this "
                        "bound. "
                      : "") +
         "The guarantee is kept by abstaining: a candidate whose intervals did not settle every requirement when the "
         "budget ran out is reported as uncertain, not given a verdict. ";
    return t;
}

}  // namespace

std::string exploreMethodsText(const ExploreResult &r) {
    const ExploreSpec &s = r.prepared.spec;
    std::string t = exploreDesignText(r) + exploreRacingText(r) + exploreErrorText(r.prepared);
    t += "The seed was " + std::to_string(s.seed) +
         "; match i of a candidate depends only on the seed, the candidate's id and i, "
         "so running the candidate as a reading of that id with the same seed plays the same matches. ";
    t += "Result: " + std::to_string(countVerdict(r, Verdict::Feasible)) + " feasible, " +
         std::to_string(countVerdict(r, Verdict::Infeasible)) + " infeasible, " +
         std::to_string(countVerdict(r, Verdict::Uncertain)) + " uncertain" + uncertainText(r) +
         (r.cancelled ? " (the exploration was cancelled)" : "") + ". Simulated with " +
         (r.engine.empty() ? std::string(engineVersion()) : r.engine) + ", game plugin " + r.plugin.file +
         (r.plugin.version.empty() ? "" : " version " + r.plugin.version) +
         (r.plugin.sha256.empty() ? "" : " (SHA-256 " + r.plugin.sha256.substr(0, 12) + "...)") + ".";
    return t;
}

bool saveExploreResult(const ExploreResult &r, const QString &dir, std::string &error) {
    if (!prepareOutputDir(dir, error)) return false;
    const QByteArray csv = candidatesCsv(r);
    if (!saveAtomically(QDir(dir).filePath(QStringLiteral("candidates.csv")), csv, error)) return false;
    QJsonObject summary = exploreResultJson(r);
    sealSummary(summary, {{QStringLiteral("candidates.csv"), sha256Hex(csv)}});  // integrity.h
    return saveAtomically(QDir(dir).filePath(QStringLiteral("summary.json")),
                          QJsonDocument(summary).toJson(QJsonDocument::Indented), error);
}
}  // namespace rulelab
