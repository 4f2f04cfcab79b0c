#include "explore_internal.h"

#include "field_failure.h"
#include "plugin/file_access.h"
#include "integrity.h"

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

namespace {

// The base reading, the space of candidates and its varied options; `total` the number of candidates.
bool readExploreSpace(const QJsonObject &root, const FieldFailure &fail, PreparedExplore &p, double &total) {
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
    total = space.value(QStringLiteral("candidates")).toDouble(-1);
    if (total < 1 || total > static_cast<double>(kMaxExploreCandidates) || std::floor(total) != total)
        return fail("space.candidates", "must be the number of candidates (a whole number from 1)");
    for (const auto &v : space.value(QStringLiteral("varied")).toArray()) {
        std::vector<std::string> vals;
        for (const auto &x : v.toObject().value(QStringLiteral("values")).toArray()) vals.push_back(ss(x));
        p.vary.emplace_back(ss(v.toObject().value(QStringLiteral("option"))), std::move(vals));
    }
    if (p.vary.empty()) return fail("space.varied", "must list the varied options with their values");
    return true;
}

bool readExploreRequirements(const QJsonObject &root, const FieldFailure &fail, PreparedExplore &p) {
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
    return true;
}

int64_t moreMatchesOf(const QJsonObject &o) {
    return o.value(QStringLiteral("more_matches")).isDouble() ? static_cast<int64_t>(o.value(QStringLiteral("more_matches")).toDouble())
                                                              : -1;
}

// candidates[i]: its position, values, verdict and one result per requirement.
bool readCandidate(const QJsonObject &o, const std::string &field, double total, const PreparedExplore &p,
                   const FieldFailure &fail, Candidate &c) {
    const double index = o.value(QStringLiteral("index")).toDouble(-1);
    if (index < 0 || index >= total || std::floor(index) != index) return fail(field + ".index", "must be the candidate's position");
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
    if (c.verdict == Verdict::Uncertain) c.moreMatches = moreMatchesOf(o);
    for (const auto &rv : o.value(QStringLiteral("requirements")).toArray()) {
        const QJsonObject ro = rv.toObject();
        RequirementResult rr;
        rr.estimate = intervalFromJson(ro.value(QStringLiteral("estimate")).toObject());
        rr.adjusted = intervalFromJson(ro.value(QStringLiteral("adjusted")).toObject());
        const QString st = ro.value(QStringLiteral("status")).toString();
        rr.status = st == QLatin1String("met") ? 1 : st == QLatin1String("violated") ? -1 : 0;
        if (rr.status == 0) rr.moreMatches = moreMatchesOf(ro);
        c.requirements.push_back(rr);
    }
    if (c.requirements.size() != p.requirements.size())
        return fail(field + ".requirements",
                    "must have one entry per requirement (" + std::to_string(p.requirements.size()) + ")");
    return true;
}

bool readExploreCandidates(const QJsonObject &root, const FieldFailure &fail, double total, ExploreResult &r) {
    PreparedExplore &p = r.prepared;
    const size_t n = static_cast<size_t>(total);
    p.candidates.resize(n);
    p.candidateValues.resize(n);
    const QJsonArray cands = root.value(QStringLiteral("candidates")).toArray();
    for (int i = 0; i < cands.size(); ++i) {
        Candidate c;
        if (!readCandidate(cands[i].toObject(), "candidates[" + std::to_string(i) + "]", total, p, fail, c)) return false;
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
    return true;
}

}  // namespace

bool loadExploreResult(const QString &pathIn, ExploreResult &out, std::string &error) {
    const QString path = QFileInfo(pathIn).isDir() ? QDir(pathIn).filePath(QStringLiteral("summary.json")) : pathIn;
    const std::string origin = path.toStdString();
    QByteArray data;
    if (!readFileCapped(path, kResultFileCap, data, error)) return false;
    QJsonObject root;
    if (!parseJsonObject(data, origin, "", root, error)) return false;
    const FieldFailure fail{origin, error};
    if (root.value(QStringLiteral("format")).toString() != QStringLiteral("rulelab-explore-result"))
        return fail("format", "must be 'rulelab-explore-result' (the summary of 'rulelab-cli explore --out')");
    IntegrityCheck integrity;  // integrity.h: no verdict is read from an edited file
    if (!verifySummaryIntegrity(root, path, integrity, error)) return false;
    if (root.value(QStringLiteral("version")).toInt() != kExploreFormatVersion)
        return fail("version", "must be 1 (this RuleLab reads explore results of version 1)");
    ExploreResult r;
    PreparedExplore &p = r.prepared;
    if (!parseExploreSpec(root.value(QStringLiteral("explore")).toObject(), origin, p.spec, error)) return false;
    r.engine = ss(root.value(QStringLiteral("engine")));
    r.plugin = pluginProvenanceFromJson(root.value(QStringLiteral("plugin")).toObject());
    double total = 0;
    if (!readExploreSpace(root, fail, p, total) || !readExploreRequirements(root, fail, p) ||
        !readExploreCandidates(root, fail, total, r))
        return false;
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
    r.integrityWarning = integrity.warning;
    out = std::move(r);
    return true;
}

namespace {

std::string shardName(const ExploreResult &p) {
    return "shard " + std::to_string(p.shardIndex + 1) + "/" + std::to_string(p.shardCount);
}

// Whether `parts` are every shard, once each, of one exploration run to its end by one build.
bool shardsOfOneExploration(const std::vector<ExploreResult> &parts, std::string &error) {
    const ExploreResult &first = parts.front();
    const int n = first.shardCount;
    const QJsonObject spec = exploreSpecToJson(first.prepared.spec);
    const size_t total = first.prepared.candidates.size();
    const auto name = shardName;
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
    return true;
}

}  // namespace

bool mergeExploreResults(const std::vector<ExploreResult> &parts, ExploreResult &out, std::string &error) {
    if (parts.empty()) {
        error = "no explore results to merge";
        return false;
    }
    if (!shardsOfOneExploration(parts, error)) return false;
    const ExploreResult &first = parts.front();
    const int n = first.shardCount;
    const size_t total = first.prepared.candidates.size();
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
                error = shardName(p) + ": candidate '" + c.id + "' does not belong to this shard";
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
}  // namespace rulelab
