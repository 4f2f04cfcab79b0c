#include "explore_verdict.h"

#include "stats/bounded_mean.h"
#include "stats/usage_map.h"

#include <cmath>
#include <limits>

namespace rulelab {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// A share metric's successes and trials; false for a key that is no share.
bool shareCounts(const std::string &key, const stats::ReadingStats &s, int64_t &k, int64_t &n) {
    const int64_t all = s.matches, rule = s.endedBy[static_cast<size_t>(EndedBy::Rule)];
    auto set = [&](int64_t kk, int64_t nn) {
        k = kk;
        n = nn;
        return true;
    };
    if (key == "Completion") return set(rule, all);
    if (key == "ended_by_proven") return set(s.endedBy[static_cast<size_t>(EndedBy::Proven)], all);
    if (key == "Timeouts") return set(s.endedBy[static_cast<size_t>(EndedBy::Cap)], all);
    if (key == "Drawishness") return set(s.ruleDraws, rule);
    if (key == "first_mover_win_rate") return set(s.ruleFirstWins, rule);
    if (key == "second_mover_win_rate") return set(s.ruleSecondWins, rule);
    if (key == "agent_a_win_rate") return set(s.agentAWins, all);
    if (key == "agent_b_win_rate") return set(s.agentBWins, all);
    for (int e = 1; e < kEndReasonCount; ++e)
        if (key == std::string("end_rate_") + endReasonKey(static_cast<EndReason>(e)))
            return set(s.endReasons[static_cast<size_t>(e)], all);
    return false;
}

// A quantile metric's histogram and probability; false for a key that is no quantile.
bool quantileOf(const std::string &key, const stats::ReadingStats *s, const stats::IntHistogram **h, double &p) {
    for (const char *d : {"turns", "laps", "rounds"})
        for (const auto &[suffix, q] : {std::pair{"_median", 0.5}, std::pair{"_p10", 0.1}, std::pair{"_p90", 0.9}})
            if (key == std::string(d) + suffix) {
                p = q;
                if (s && h) *h = d[0] == 't' ? &s->turns : d[0] == 'l' ? &s->laps : &s->rounds;
                return true;
            }
    return false;
}

stats::Interval unavailable(double value = kNaN) {
    stats::Interval i;
    i.value = i.lo = i.hi = value;
    i.available = false;
    return i;
}


}  // namespace

const char *verdictMethodKey(VerdictMethod m) {
    switch (m) {
    case VerdictMethod::ExactShare: return "clopper-pearson";
    case VerdictMethod::ExactQuantile: return "order-statistics";
    case VerdictMethod::BettingMean: return "betting";
    case VerdictMethod::BettingBalance: return "betting-balance";
    case VerdictMethod::Jackknife: return "jackknife";
    }
    return "betting";
}

bool verdictMethodGuaranteed(VerdictMethod m) { return m != VerdictMethod::Jackknife; }

bool verdictMethodFor(const std::string &metric, VerdictMethod &out, std::string &refusal) {
    static const stats::ReadingStats none;  // only the key is looked at
    int64_t k = 0, n = 0;
    double p = 0;
    if (shareCounts(metric, none, k, n)) out = VerdictMethod::ExactShare;
    else if (quantileOf(metric, nullptr, nullptr, p)) out = VerdictMethod::ExactQuantile;
    else if (metric == "turns_mean" || metric == "lead_changes_mean" || metric == "AdvantageP1" ||
             metric == "AdvantageP1_ludii")
        out = VerdictMethod::BettingMean;
    else if (metric == "Balance") out = VerdictMethod::BettingBalance;
    else if (metric == "usage_similarity") out = VerdictMethod::Jackknife;
    else if (metric == "laps_mean" || metric == "rounds_mean" || metric == "score_margin_mean") {
        const std::string median = metric == "score_margin_mean" ? std::string("AdvantageP1 or first_mover_win_rate")
                                                                 : metric.substr(0, metric.size() - 5) + "_median";
        refusal = metric +
                  " has no verdict that holds whatever the distribution: a mean of values with no known upper bound can "
                  "be moved by rare long matches that no number of matches rules out. Require " +
                  median + " instead (see docs/metrics.md, \"Exploring\")";
        return false;
    } else {
        refusal = metric +
                  " is a ratio of sums pooled over decisions, which has no distribution-free interval, so explore gives "
                  "no verdict on it; compare readings on it with 'compare' instead (see docs/metrics.md, \"Exploring\")";
        return false;
    }
    return true;
}

uint32_t sequencesNeeded(const std::vector<Requirement> &requirements) {
    uint32_t keep = 0;
    for (const auto &r : requirements) {
        if (r.metric == "turns_mean") keep |= CandidateSample::Turns;
        if (r.metric == "lead_changes_mean") keep |= CandidateSample::LeadChanges;
        if (r.metric == "AdvantageP1_ludii") keep |= CandidateSample::Advantage;
        if (r.metric == "AdvantageP1") keep |= CandidateSample::AdvantageRule;
        if (r.metric == "Balance") keep |= CandidateSample::SeatOutcome;
    }
    return keep;
}

void CandidateSample::add(const MatchRecord &r) {
    stats.add(r);
    if (!keep) return;
    const int fmo = r.firstMoverOutcome();
    const int32_t adv2 = fmo == 1 ? 2 : fmo == -1 ? 0 : 1;
    auto clampInt = [](int64_t v) {
        return static_cast<int32_t>(std::min<int64_t>(v, std::numeric_limits<int32_t>::max()));
    };
    if (keep & Turns) turns.push_back(clampInt(r.progress.turns));
    if (keep & LeadChanges) leadChanges.push_back(r.leadChanges);
    if (keep & Advantage) advantage2.push_back(adv2);
    if ((keep & AdvantageRule) && r.endedBy == EndedBy::Rule) advantage2Rule.push_back(adv2);
    if (keep & SeatOutcome) seatOutcome.push_back(r.result == Result::Win0 ? 1 : r.result == Result::Win1 ? -1 : 0);
}

stats::Interval verdictInterval(const Requirement &r, const CandidateSample &s, const VerdictContext &ctx, double alpha) {
    int64_t k = 0, n = 0;
    double p = 0;
    const stats::IntHistogram *h = nullptr;
    if (shareCounts(r.metric, s.stats, k, n)) {
        if (n == 0) return unavailable();
        return stats::clopperPearson(k, n, alpha);
    }
    if (quantileOf(r.metric, &s.stats, &h, p)) {
        if (h->empty()) return unavailable();
        return h->quantileInterval(p, alpha, true);
    }
    stats::BoundedValues v;
    if (r.metric == "turns_mean" || r.metric == "lead_changes_mean") {
        v.values = r.metric == "turns_mean" ? &s.turns : &s.leadChanges;
        v.hi = static_cast<double>(ctx.turnBound);
        if (ctx.turnBound <= 0) return unavailable();
        return stats::bettingMeanInterval(v, alpha);
    }
    if (r.metric == "AdvantageP1" || r.metric == "AdvantageP1_ludii") {
        v.values = r.metric == "AdvantageP1" ? &s.advantage2Rule : &s.advantage2;
        v.scale = 0.5;
        return stats::bettingMeanInterval(v, alpha);
    }
    if (r.metric == "Balance") {
        v.values = &s.seatOutcome;
        v.lo = -1;
        return stats::balanceFromImbalance(stats::bettingMeanInterval(v, alpha));
    }
    if (r.metric == "usage_similarity" && ctx.evidence && ctx.evidenceCells) {
        for (size_t e = 0; e < ctx.evidence->size(); ++e)
            if ((*ctx.evidence)[e].kind == Evidence::Kind::UsageMap && (*ctx.evidence)[e].origin == r.evidence)
                return stats::usageSimilarity(s.stats.usage, (*ctx.evidence)[e].usage, (*ctx.evidenceCells)[e], alpha);
    }
    return unavailable();
}

int64_t matchesToSettle(const Requirement &r, const stats::Interval &i, int64_t matches) {
    if (requirementStatus(r, i) != 0) return 0;
    if (!i.available || !std::isfinite(i.value) || matches <= 0) return -1;
    const double inf = std::numeric_limits<double>::infinity();
    const double low = r.op == Requirement::Op::AtMost ? -inf : r.lo;
    const double high = r.op == Requirement::Op::AtLeast ? inf : r.hi;
    // How many times the matches the interval needs to clear threshold t, on the estimate's side.
    auto factor = [&](double t) {
        if (!std::isfinite(t) || t < i.lo || t > i.hi) return 1.0;  // already clear of it
        const double d = std::fabs(i.value - t);
        if (d == 0) return inf;
        const double h = t > i.value ? i.hi - i.value : i.value - i.lo;
        return (h / d) * (h / d);
    };
    // Inside the range: both ends must clear (met); outside: the end nearest the estimate (violated).
    const bool inside = i.value >= low && i.value <= high;
    const double f = inside ? std::max(factor(low), factor(high)) : factor(i.value < low ? low : high);
    if (!std::isfinite(f)) return -1;
    // Rough, so rounded up to two significant digits (1830173206 -> 1900000000).
    double more = std::ceil(static_cast<double>(matches) * (f - 1));
    if (more >= 100) {
        const double unit = std::pow(10.0, std::floor(std::log10(more)) - 1);
        more = std::ceil(more / unit) * unit;
    }
    return more >= 9e18 ? std::numeric_limits<int64_t>::max() : std::max<int64_t>(1, static_cast<int64_t>(more));
}

}  // namespace rulelab
