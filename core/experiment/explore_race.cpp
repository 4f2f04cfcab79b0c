// Racing the candidates (issue 20) with verdicts whose error rate holds whatever the
// distribution of the matches (issue 34): explore_verdict.h for the procedures.
#include "explore_internal.h"
#include "explore_verdict.h"
#include "results_io.h"

#include <algorithm>
#include <cmath>

namespace rulelab {

using namespace explore_detail;

namespace {

class AddToSample final : public RecordSink {
public:
    explicit AddToSample(CandidateSample &s) : sample_(s) {}
    void consume(const MatchRecord &r) override { sample_.add(r); }

private:
    CandidateSample &sample_;
};

const stats::Interval *findMetric(const std::vector<stats::Metric> &metrics, const std::string &key) {
    for (const auto &m : metrics)
        if (m.key == key) return &m.interval;
    return nullptr;
}

VerdictContext contextOf(const PreparedExplore &p) {
    VerdictContext ctx;
    ctx.turnBound = p.turnBound;
    ctx.evidence = &p.evidence;
    ctx.evidenceCells = &p.evidenceCells;
    return ctx;
}

// The requirement's metric with the 95% interval `run` reports for it (the estimate column).
stats::Interval reportedInterval(const PreparedExplore &p, const Requirement &r, const CandidateSample &s,
                                 const std::vector<stats::Metric> &metrics) {
    if (r.metric == "usage_similarity") return verdictInterval(r, s, contextOf(p), 0.05);
    if (const stats::Interval *i = findMetric(metrics, r.metric)) return *i;
    stats::Interval none;
    none.available = false;
    return none;
}

// Each requirement's interval at `levelAlpha` by its verdict method and whether it settles the
// requirement; then the verdict.
void evaluate(const PreparedExplore &p, Candidate &c, const CandidateSample &s, double levelAlpha) {
    const VerdictContext ctx = contextOf(p);
    bool allMet = true, anyViolated = false;
    for (size_t j = 0; j < p.requirements.size(); ++j) {
        const Requirement &r = p.requirements[j];
        RequirementResult &rr = c.requirements[j];
        rr.adjusted = verdictInterval(r, s, ctx, levelAlpha);
        rr.status = requirementStatus(r, rr.adjusted);
        rr.moreMatches = matchesToSettle(r, rr.adjusted, c.matches);
        allMet = allMet && rr.status > 0;
        anyViolated = anyViolated || rr.status < 0;
    }
    c.verdict = anyViolated ? Verdict::Infeasible : allMet ? Verdict::Feasible : Verdict::Uncertain;
}

// Each requirement's estimate with the 95% interval `run` reports, over every match played (once,
// at the end: the verdicts do not use it).
void estimate(const PreparedExplore &p, Candidate &c, const CandidateSample &s, bool agentsDiffer) {
    const auto est = stats::computeMetrics(s.stats, agentsDiffer);
    for (size_t j = 0; j < p.requirements.size(); ++j)
        c.requirements[j].estimate = reportedInterval(p, p.requirements[j], s, est);
}

}  // namespace

int64_t candidateMoreMatches(const PreparedExplore &p, const Candidate &c) {
    if (c.verdict != Verdict::Uncertain) return 0;
    // One violation settles the candidate: the cheapest requirement whose estimate is out of its
    // range. Otherwise every unsettled one must be met: the dearest.
    int64_t cheapestViolation = -1, dearest = 0;
    for (size_t j = 0; j < c.requirements.size() && j < p.requirements.size(); ++j) {
        const RequirementResult &rr = c.requirements[j];
        if (rr.status != 0) continue;
        const Requirement &r = p.requirements[j];
        stats::Interval point = rr.adjusted;
        point.lo = point.hi = point.value;
        const bool outside = rr.adjusted.available && requirementStatus(r, point) < 0;
        if (outside && rr.moreMatches > 0 && (cheapestViolation < 0 || rr.moreMatches < cheapestViolation))
            cheapestViolation = rr.moreMatches;
        if (rr.moreMatches < 0 || dearest < 0) dearest = -1;
        else dearest = std::max(dearest, rr.moreMatches);
    }
    return cheapestViolation > 0 ? cheapestViolation : dearest;
}

UncertainSummary uncertainSummary(const ExploreResult &r) {
    UncertainSummary u;
    for (const auto &c : r.candidates) {
        if (c.verdict != Verdict::Uncertain) continue;
        ++u.uncertain;
        if (c.moreMatches < 0) ++u.unsettleable;
        else if (c.moreMatches > 0) u.more.push_back(c.moreMatches);
    }
    std::sort(u.more.begin(), u.more.end());
    return u;
}

ExploreResult raceCandidates(const PreparedExplore &prepared, const ExploreRunOptions &options, const ExploreMatchSource &play) {
    ExploreResult result;
    result.prepared = prepared;
    result.shardIndex = std::max(0, options.shardIndex);
    result.shardCount = std::max(1, options.shardCount);
    result.engine = engineVersion();
    if (!prepared.candidates.empty()) result.plugin = prepared.candidates.front().plugin;
    const ExploreSpec &spec = prepared.spec;
    const size_t total = prepared.candidates.size(), reqs = prepared.requirements.size();
    const bool agentsDiffer = !(spec.agents[0] == spec.agents[1]);
    const uint32_t keep = sequencesNeeded(prepared.requirements);
    std::vector<CandidateSample> samples;
    for (size_t i = static_cast<size_t>(result.shardIndex); i < total; i += static_cast<size_t>(result.shardCount)) {
        Candidate c;
        c.index = i;
        c.id = prepared.candidates[i].reading.id;
        c.values = prepared.candidateValues[i];
        c.requirements.resize(reqs);
        for (auto &rr : c.requirements) rr.estimate.available = rr.adjusted.available = false;
        result.candidates.push_back(std::move(c));
        samples.emplace_back().keep = keep;
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
            AddToSample sink(samples[open[u]]);
            const int64_t done = play(c.index, c.matches, extra[u], sink);
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
            evaluate(prepared, c, samples[open[u]], levelAlpha);
            if (c.verdict != Verdict::Uncertain) c.decidedInRound = round;
        }
        report(round);
        if (last) break;
    }
    result.cancelled = interrupted;
    for (size_t i = 0; i < result.candidates.size(); ++i) {
        // The estimates cover every match the candidate played.
        if (result.candidates[i].matches > 0) estimate(prepared, result.candidates[i], samples[i], agentsDiffer);
        result.candidates[i].moreMatches = candidateMoreMatches(prepared, result.candidates[i]);
        result.candidates[i].stats = std::move(samples[i].stats);
    }
    result.drivers = exploreDrivers(prepared, result.candidates);
    return result;
}

ExploreMatchSource explore_detail::runnerMatchSource(const PreparedExplore &prepared, const ExploreRunOptions &options) {
    RunOptions ro;
    ro.control() = options.control();
    ro.seed = prepared.spec.seed;
    ro.agents = prepared.spec.agents;
    ro.swapSeats = prepared.spec.swapSeats;
    return [&prepared, ro](size_t candidate, int64_t first, int64_t count, RecordSink &sink) {
        RunOptions o = ro;
        o.firstIndex = first;
        o.matches = count;
        const PreparedReading &pr = prepared.candidates[candidate];
        return runMatches(*pr.game, pr.reading.id, o, sink);
    };
}

ExploreResult runExplore(const PreparedExplore &prepared, const ExploreRunOptions &options) {
    return raceCandidates(prepared, options, runnerMatchSource(prepared, options));
}

}  // namespace rulelab
