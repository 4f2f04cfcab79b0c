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
    if (const stats::Interval *i = findMetric(metrics, r.metric)) return *i;  // without a value where it has none
    return stats::noValue();
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

namespace {

// One exploration's race: its candidates of this shard, their samples, and the rounds that raise
// the open candidates' matches until each is decided or the budget is spent.
class Race {
public:
    Race(const PreparedExplore &prepared, const ExploreRunOptions &options, const ExploreMatchSource &play)
        : prepared_(prepared), options_(options), play_(play) {}

    ExploreResult run();

private:
    void start();
    bool cancelled() const { return options_.cancel && options_.cancel->load(); }
    void report(int round) const;
    std::vector<int64_t> roundMatches(int round, const std::vector<size_t> &open, int64_t remaining, bool &last) const;
    bool playRound(int round, const std::vector<size_t> &open, const std::vector<int64_t> &extra);
    void finish();

    const PreparedExplore &prepared_;
    const ExploreRunOptions &options_;
    const ExploreMatchSource &play_;
    ExploreResult result_;
    std::vector<CandidateSample> samples_;
};

void Race::start() {
    result_.prepared = prepared_;
    result_.shardIndex = std::max(0, options_.shardIndex);
    result_.shardCount = std::max(1, options_.shardCount);
    result_.engine = engineVersion();
    if (!prepared_.candidates.empty()) result_.plugin = prepared_.candidates.front().plugin;
    const size_t total = prepared_.candidates.size(), reqs = prepared_.requirements.size();
    const uint32_t keep = sequencesNeeded(prepared_.requirements);
    for (size_t i = static_cast<size_t>(result_.shardIndex); i < total; i += static_cast<size_t>(result_.shardCount)) {
        Candidate c;
        c.index = i;
        c.id = prepared_.candidates[i].reading.id;
        c.values = prepared_.candidateValues[i];
        c.requirements.resize(reqs);
        for (auto &rr : c.requirements) rr.estimate.available = rr.adjusted.available = false;
        result_.candidates.push_back(std::move(c));
        samples_.emplace_back().keep = keep;
    }
    result_.budget = shardBudget(prepared_.spec.budget, total, result_.shardIndex, result_.shardCount);
}

void Race::report(int round) const {
    if (!options_.progress) return;
    ExploreProgress pr;
    pr.round = round;
    pr.candidates = static_cast<int>(result_.candidates.size());
    for (const auto &c : result_.candidates) pr.decided += c.verdict != Verdict::Uncertain;
    pr.matchesUsed = result_.matchesUsed;
    pr.budget = result_.budget;
    options_.progress(pr);
}

// This round raises every open candidate to firstBlock * 2^round matches, if the budget pays for
// it; else the rest of the budget is shared evenly and this round is the `last`.
std::vector<int64_t> Race::roundMatches(int round, const std::vector<size_t> &open, int64_t remaining, bool &last) const {
    const ExploreSpec &spec = prepared_.spec;
    const Wide target = round < 62 ? static_cast<Wide>(spec.firstBlock) << round : static_cast<Wide>(spec.budget) + 1;
    Wide cost = 0;
    for (size_t i : open) cost += std::max<Wide>(0, target - result_.candidates[i].matches);
    last = cost > remaining;
    std::vector<int64_t> extra(open.size(), 0);
    for (size_t u = 0; u < open.size(); ++u) {
        const Wide need = std::max<Wide>(0, target - result_.candidates[open[u]].matches);
        if (!last) extra[u] = static_cast<int64_t>(need);
        else {
            const Wide share = static_cast<Wide>(remaining) * static_cast<Wide>(u + 1) / static_cast<Wide>(open.size()) -
                               static_cast<Wide>(remaining) * static_cast<Wide>(u) / static_cast<Wide>(open.size());
            extra[u] = static_cast<int64_t>(std::min(need, share));
        }
    }
    return extra;
}

// Plays the round's matches, then gives the verdicts its intervals settle; false when stopped.
bool Race::playRound(int round, const std::vector<size_t> &open, const std::vector<int64_t> &extra) {
    for (size_t u = 0; u < open.size(); ++u) {
        if (extra[u] == 0) continue;
        if (cancelled()) return false;
        Candidate &c = result_.candidates[open[u]];
        AddToSample sink(samples_[open[u]]);
        const int64_t done = play_(c.index, c.matches, extra[u], sink);
        c.matches += done;
        result_.matchesUsed += done;
        report(round);
        if (done < extra[u]) return false;
    }
    if (cancelled()) return false;
    const double levelAlpha =
        exploreIntervalAlpha(prepared_.spec.alpha, round, prepared_.candidates.size(), prepared_.requirements.size());
    for (size_t u = 0; u < open.size(); ++u) {
        if (extra[u] == 0) continue;  // no new matches: nothing new to learn at a wider level
        Candidate &c = result_.candidates[open[u]];
        evaluate(prepared_, c, samples_[open[u]], levelAlpha);
        if (c.verdict != Verdict::Uncertain) c.decidedInRound = round;
    }
    report(round);
    return true;
}

void Race::finish() {
    const ExploreSpec &spec = prepared_.spec;
    const bool agentsDiffer = !(spec.agents[0] == spec.agents[1]);
    for (size_t i = 0; i < result_.candidates.size(); ++i) {
        // The estimates cover every match the candidate played.
        if (result_.candidates[i].matches > 0) estimate(prepared_, result_.candidates[i], samples_[i], agentsDiffer);
        result_.candidates[i].moreMatches = candidateMoreMatches(prepared_, result_.candidates[i]);
        result_.candidates[i].stats = std::move(samples_[i].stats);
    }
    result_.drivers = exploreDrivers(prepared_, result_.candidates);
}

ExploreResult Race::run() {
    start();
    bool interrupted = false;
    for (int round = 0;; ++round) {
        if (cancelled()) {
            interrupted = true;
            break;
        }
        std::vector<size_t> open;
        for (size_t i = 0; i < result_.candidates.size(); ++i)
            if (result_.candidates[i].verdict == Verdict::Uncertain) open.push_back(i);
        const int64_t remaining = result_.budget - result_.matchesUsed;
        if (open.empty() || remaining <= 0) break;
        bool last = false;
        const std::vector<int64_t> extra = roundMatches(round, open, remaining, last);
        if (std::all_of(extra.begin(), extra.end(), [](int64_t e) { return e == 0; })) break;
        result_.rounds = round + 1;
        if (!playRound(round, open, extra)) {
            interrupted = true;
            break;
        }
        if (last) break;
    }
    result_.cancelled = interrupted;
    finish();
    return std::move(result_);
}

}  // namespace

ExploreResult raceCandidates(const PreparedExplore &prepared, const ExploreRunOptions &options, const ExploreMatchSource &play) {
    return Race(prepared, options, play).run();
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
