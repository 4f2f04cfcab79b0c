#include "explore_internal.h"
#include "explore_verdict.h"

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

// --- preparing ---------------------------------------------------------------------------------

namespace {

// The one name of a combination, shared with sweep and run (combinationId).
std::string candidateId(const GameInfo &game, const std::string &base,
                        const std::vector<std::pair<std::string, std::string>> &values) {
    return combinationId(game, base, values);
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

std::string explore_detail::candidateDescription(const PreparedExplore &p, const std::vector<std::pair<std::string, std::string>> &values) {
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

namespace {

// What the spec lacks or holds out of range ("" when nothing).
std::string specProblem(const ExploreSpec &spec) {
    if (spec.budget < 1) return "the budget must be at least 1 match";
    if (spec.firstBlock < 1) return "the first block must be at least 1 match";
    if (spec.maxCandidates < 1 || spec.maxCandidates > kMaxExploreCandidates)
        return "the most candidates must be from 1 to " + std::to_string(kMaxExploreCandidates);
    if (!(spec.alpha > 0 && spec.alpha < 1)) return "alpha must lie between 0 and 1 (e.g. 0.05), not " + numText(spec.alpha);
    if (spec.game.empty()) return "give the game to explore (GAME)";
    if (spec.base.empty()) return "give the base reading (--base READING)";
    if (spec.vary.empty()) return "give at least one option to vary (--vary OPTION or --vary OPTION=V1,V2,...)";
    return {};
}

// The values of a varied option: those given (canonical, each once), or every value it takes.
bool variedValues(const RuleOption *ro, const std::string &opt, const std::vector<std::string> &vals,
                  std::vector<std::string> &resolved, std::string &error) {
    if (vals.empty()) {
        switch (ro->type) {
        case OptionType::Choice:
            for (const auto &c : ro->choices) resolved.push_back(c.id);
            break;
        case OptionType::Flag: resolved = {"false", "true"}; break;
        case OptionType::Integer:
            if (ro->maxInt - ro->minInt + 1 > 16) {
                error = "--vary " + opt + ": the option takes " + ro->allowedText() + " (" +
                        std::to_string(ro->maxInt - ro->minInt + 1) + " values, more than 16): give the values to try, --vary " +
                        opt + "=V1,V2,...";
                return false;
            }
            for (int64_t v = ro->minInt; v <= ro->maxInt; ++v) resolved.push_back(std::to_string(v));
            break;
        case OptionType::Real:
            error = "--vary " + opt + ": the option takes " + ro->allowedText() + ": give the values to try, --vary " + opt +
                    "=V1,V2,...";
            return false;
        }
        return true;
    }
    return canonicalVariedValues(*ro, opt, vals, resolved, error);
}

// The varied options, resolved, in the game's order of options, whatever order they were given in
// (flags, the workbench's form): a combination has one candidate id, so the same matches, from
// the CLI and the GUI.
bool resolveVaried(const GameInfo &info, const ExploreSpec &spec, PreparedExplore &p, std::string &error) {
    std::set<std::string> overridden;
    for (const auto &o : spec.overrides) overridden.insert(trimmed(o.substr(0, o.find('='))));
    for (const auto &[opt, vals] : spec.vary) {
        const RuleOption *ro = variedOption(info, opt, p.vary, p.vary.size(), overridden, "candidate", error);
        if (!ro) return false;
        std::vector<std::string> resolved;
        if (!variedValues(ro, opt, vals, resolved, error)) return false;
        p.vary.emplace_back(opt, std::move(resolved));
    }
    orderByGameOptions(info, p.vary);
    return true;
}

// The evidence files, each once, their usage maps' cells resolved on the base's board.
bool loadEvidenceFiles(const ExploreSpec &spec, const PreparedReading &base, PreparedExplore &p, std::string &error,
                       InputError &kind) {
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
    return true;
}

// The requirements: the spec's, each usage-map requirement once per map it names (or per map when
// it names none); then the reported lengths.
bool resolveRequirements(const ExploreSpec &spec, PreparedExplore &p, std::string &error, InputError &kind) {
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
        VerdictMethod method;
        std::string refusal;
        if (!verdictMethodFor(r.metric, method, refusal)) {
            error = "requirement '" + r.text() + "': " + refusal;
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
        VerdictMethod method;
        std::string refusal;
        if (ev.kind == Evidence::Kind::ReportedLength && !verdictMethodFor(ev.length.metric, method, refusal)) {
            error = ev.origin + ": field 'metric': " + refusal;
            kind = InputError::Runtime;
            return false;
        }
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

    return true;
}

// The candidates' rows of value indices: the full factorial, or a stratified sample of it.
std::vector<std::vector<uint32_t>> candidateRows(const ExploreSpec &spec, PreparedExplore &p) {
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
    return rows;
}

// Each row's candidate reading: the base's options with the row's values, prepared.
bool prepareCandidates(const PluginRegistry &registry, const GameInfo &info, const ExploreSpec &spec,
                       const std::vector<std::vector<uint32_t>> &rows, PreparedExplore &p, std::string &error,
                       InputError &kind) {
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
        if (pr.game) p.turnBound = std::max(p.turnBound, pr.game->limits().maxTurns);
        p.candidates.push_back(std::move(pr));
        p.candidateValues.push_back(std::move(values));
    }
    return true;
}

}  // namespace

bool prepareExplore(const PluginRegistry &registry, const ExploreSpec &spec, PreparedExplore &out, std::string &error,
                    InputError &kind) {
    kind = InputError::Usage;
    PreparedExplore p;
    p.spec = spec;
    if (const std::string problem = specProblem(spec); !problem.empty()) {
        error = problem;
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
    if (!resolveVaried(info, spec, p, error) || !loadEvidenceFiles(spec, base, p, error, kind) ||
        !resolveRequirements(spec, p, error, kind))
        return false;
    const std::vector<std::vector<uint32_t>> rows = candidateRows(spec, p);
    const Wide first = static_cast<Wide>(spec.firstBlock) * static_cast<Wide>(rows.size());
    if (static_cast<Wide>(spec.budget) < first) {
        error = "a budget of " + std::to_string(spec.budget) + " matches cannot give each of the " + std::to_string(rows.size()) +
                " candidates its first block of " + std::to_string(spec.firstBlock) + " matches: give --budget " +
                std::to_string(saturated(first)) +
                " or more, or lower --first-block, or --max-candidates, or vary fewer options or values";
        return false;
    }
    if (!prepareCandidates(registry, info, spec, rows, p, error, kind)) return false;
    out = std::move(p);
    kind = InputError::None;
    return true;
}

bool prepareExploreFromCopies(const PluginRegistry &registry, const ExploreSpec &spec,
                              const std::map<std::string, std::string> &copies, PreparedExplore &out, std::string &error,
                              InputError &kind) {
    auto copyOf = [&](const std::string &path) {
        const auto it = copies.find(path);
        return it == copies.end() ? path : it->second;
    };
    std::map<std::string, std::string> named;  // copy -> the spec's path
    for (const auto &[path, copy] : copies) named[copy] = path;
    auto nameOf = [&](std::string &path) {
        if (const auto it = named.find(path); it != named.end()) path = it->second;
    };
    ExploreSpec local = spec;
    local.base = copyOf(spec.base);
    for (auto &f : local.evidenceFiles) f = copyOf(f);
    for (auto &r : local.requirements) r.evidence = r.evidence.empty() ? r.evidence : copyOf(r.evidence);
    PreparedExplore p;
    if (!prepareExplore(registry, local, p, error, kind)) return false;
    p.spec = spec;
    nameOf(p.base.origin);
    for (Evidence &ev : p.evidence) {
        nameOf(ev.origin);
        nameOf(ev.usage.origin);
        nameOf(ev.length.evidence);
    }
    for (Requirement &r : p.requirements) nameOf(r.evidence);
    const LoadedGame *lg = registry.find(spec.game);
    for (size_t i = 0; i < p.candidates.size() && lg; ++i) {
        Reading &r = p.candidates[i].reading;
        r.id = candidateId(lg->plugin->info(), spec.base, p.candidateValues[i]);
        r.name = r.id;
        r.description = candidateDescription(p, p.candidateValues[i]);
    }
    out = std::move(p);
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
