#include "reading_stats.h"

#include <algorithm>
#include <initializer_list>
#include <cmath>

namespace rulelab::stats {

void RatioStat::add(double x, double y) {
    ++n_;
    sx_ += x;
    sy_ += y;
    sxx_ += x * x;
    syy_ += y * y;
    sxy_ += x * y;
    if (n_ < kRatioPairsKept) {
        if (pairs_.capacity() == 0) pairs_.reserve(64);
        pairs_.emplace_back(x, y);
    } else {
        std::vector<std::pair<double, double>>().swap(pairs_);
    }
}

void RatioStat::merge(const RatioStat &o) {
    n_ += o.n_;
    sx_ += o.sx_;
    sy_ += o.sy_;
    sxx_ += o.sxx_;
    syy_ += o.syy_;
    sxy_ += o.sxy_;
    if (n_ < kRatioPairsKept) pairs_.insert(pairs_.end(), o.pairs_.begin(), o.pairs_.end());
    else std::vector<std::pair<double, double>>().swap(pairs_);
}

std::vector<std::pair<double, double>> RatioStat::pairs() const {
    // Sorted, so that the pairs do not depend on the order in which threads and shards merged.
    auto sorted = pairs_;
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

double ratioVariance(double n, double sx, double sy, double sxx, double syy, double sxy) {
    if (n < 2 || sy == 0) return 0;
    const double r = sx / sy;
    const double ybar = sy / n;
    // Residual variance of x_i - r y_i, then the delta-method variance of r.
    const double s2 = std::max(0.0, (sxx - 2 * r * sxy + r * r * syy) / (n - 1));
    return s2 / (n * ybar * ybar);
}

double RatioStat::varianceOfRatio() const { return ratioVariance(static_cast<double>(n_), sx_, sy_, sxx_, syy_, sxy_); }

Interval RatioStat::interval(double alpha) const {
    Interval i;
    i.available = n_ >= 2;
    if (sy_ == 0) return i;
    i.value = sx_ / sy_;
    const double se = std::sqrt(varianceOfRatio());
    const double z = alpha == 0.05 ? kZ95 : normalQuantile(1 - alpha / 2);
    i.lo = i.value - z * se;
    i.hi = i.value + z * se;
    return i;
}

void ReadingStats::add(const MatchRecord &r) {
    ++matches;
    const int fmo = r.firstMoverOutcome();
    switch (fmo) {
    case 1: ++firstWins; break;
    case -1: ++secondWins; break;
    case 0: ++draws; break;
    default: ++undecided; break;
    }
    int seatWinner = -1;
    if (r.result == Result::Win0) seatWinner = 0;
    if (r.result == Result::Win1) seatWinner = 1;
    if (seatWinner >= 0) {
        ++seatWins[static_cast<size_t>(seatWinner)];
        // Agent A sits in seat 0 unless the match swapped seats.
        const bool aWon = (seatWinner == 0) != (r.swapped != 0);
        ++(aWon ? agentAWins : agentBWins);
    }
    seatOutcome.add(seatWinner == 0 ? 1 : seatWinner == 1 ? -1 : 0);
    advantage2.add(fmo == 1 ? 2 : fmo == -1 ? 0 : 1);
    ++endReasons[static_cast<size_t>(r.endReason)];
    ++endedBy[static_cast<size_t>(r.endedBy)];
    if (r.endedBy == EndedBy::Rule) {
        if (fmo == 1) ++ruleFirstWins;
        else if (fmo == -1) ++ruleSecondWins;
        else if (fmo == 0) ++ruleDraws;
        advantage2Rule.add(fmo == 1 ? 2 : fmo == -1 ? 0 : 1);
        if (r.firstPlayer >= 0)
            marginRule.add(r.scores[static_cast<size_t>(r.firstPlayer)] - r.scores[static_cast<size_t>(1 - r.firstPlayer)]);
    }
    roundsByRule += r.progress.roundsByRule;
    roundsByGuard += r.progress.roundsByGuard;
    turns.add(r.progress.turns);
    laps.add(r.progress.laps);
    rounds.add(r.progress.rounds);
    leadChanges.add(r.leadChanges);
    if (r.firstPlayer >= 0) {
        const int f = r.firstPlayer;
        margin.add(r.scores[static_cast<size_t>(f)] - r.scores[static_cast<size_t>(1 - f)]);
    }
    branching.add(static_cast<double>(r.branchSum), static_cast<double>(r.decisions));
    forcedShare.add(static_cast<double>(r.forced), static_cast<double>(r.decisions));
    capturesPerTurn.add(static_cast<double>(r.progress.captures), static_cast<double>(r.progress.turns));
    if (r.hasUsage) usage.add(r.index, r.usage);
}

void ReadingStats::merge(const ReadingStats &o) {
    using S = ReadingStats;
    for (int64_t S::*count : {&S::matches, &S::firstWins, &S::secondWins, &S::draws, &S::undecided, &S::agentAWins,
                              &S::agentBWins, &S::ruleFirstWins, &S::ruleSecondWins, &S::ruleDraws, &S::roundsByRule,
                              &S::roundsByGuard})
        this->*count += o.*count;
    for (size_t i = 0; i < 2; ++i) seatWins[i] += o.seatWins[i];
    for (size_t i = 0; i < endReasons.size(); ++i) endReasons[i] += o.endReasons[i];
    for (size_t i = 0; i < endedBy.size(); ++i) endedBy[i] += o.endedBy[i];
    for (IntHistogram S::*h : {&S::turns, &S::laps, &S::rounds, &S::leadChanges, &S::margin, &S::seatOutcome, &S::advantage2,
                               &S::advantage2Rule, &S::marginRule})
        (this->*h).merge(o.*h);
    for (RatioStat S::*r : {&S::branching, &S::forcedShare, &S::capturesPerTurn}) (this->*r).merge(o.*r);
    usage.merge(o.usage);
}

namespace {

Interval halved(Interval i) { return {i.value / 2, i.lo / 2, i.hi / 2, i.available}; }

// Balance = 1 - |w0 - w1|; its interval maps the interval of d = w0 - w1 through 1 - |d|.
Interval balanceInterval(const IntHistogram &seatOutcome, double alpha) {
    return balanceFromImbalance(seatOutcome.meanInterval(alpha));
}

Interval clamp01(Interval i) {
    i.lo = std::max(0.0, i.lo);
    i.hi = std::min(1.0, i.hi);
    return i;
}

int64_t endedBy(const ReadingStats &s, EndedBy e) { return s.endedBy[static_cast<size_t>(e)]; }

}  // namespace

Interval balanceFromImbalance(const Interval &d) {
    Interval b;
    b.available = d.available;
    b.value = 1 - std::fabs(d.value);
    const double far = std::max(std::fabs(d.lo), std::fabs(d.hi));
    const double near = (d.lo <= 0 && d.hi >= 0) ? 0 : std::min(std::fabs(d.lo), std::fabs(d.hi));
    b.lo = std::max(0.0, 1 - far);
    b.hi = std::min(1.0, 1 - near);
    return b;
}

std::vector<Metric> computeMetrics(const ReadingStats &s, bool agentsDiffer, double alpha) {
    std::vector<Metric> m;
    const int64_t n = s.matches, nRule = endedBy(s, EndedBy::Rule);
    // A metric with no matches to rest on has no value at all ("n/a"), never 0.
    auto share = [&](int64_t k, int64_t of) { return of > 0 ? shareInterval(k, of, alpha) : noValue(); };
    auto mean = [&](const IntHistogram &h) { return h.empty() ? noValue() : h.meanInterval(alpha); };
    auto ratio = [&](const RatioStat &r) { return r.sumY() > 0 ? r.interval(alpha) : noValue(); };
    m.push_back({"Completion", MetricKind::Proportion, share(nRule, n)});
    m.push_back({"ended_by_proven", MetricKind::Proportion, share(endedBy(s, EndedBy::Proven), n)});
    m.push_back({"Timeouts", MetricKind::Proportion, share(endedBy(s, EndedBy::Cap), n)});
    // Outcomes of the reading's rules: over the matches ended by rule only.
    m.push_back({"Drawishness", MetricKind::Proportion, share(s.ruleDraws, nRule)});
    m.push_back({"AdvantageP1", MetricKind::Score,
                 s.advantage2Rule.empty() ? noValue() : clamp01(halved(s.advantage2Rule.meanInterval(alpha)))});
    m.push_back({"first_mover_win_rate", MetricKind::Proportion, share(s.ruleFirstWins, nRule)});
    m.push_back({"second_mover_win_rate", MetricKind::Proportion, share(s.ruleSecondWins, nRule)});
    // Ludii's definitions, over every match (a match without a result counts as a draw).
    m.push_back({"AdvantageP1_ludii", MetricKind::Score,
                 s.advantage2.empty() ? noValue() : clamp01(halved(s.advantage2.meanInterval(alpha)))});
    m.push_back({"Balance", MetricKind::Score, s.seatOutcome.empty() ? noValue() : balanceInterval(s.seatOutcome, alpha)});
    if (agentsDiffer) {
        m.push_back({"agent_a_win_rate", MetricKind::Proportion, share(s.agentAWins, n)});
        m.push_back({"agent_b_win_rate", MetricKind::Proportion, share(s.agentBWins, n)});
    }
    auto duration = [&](const char *name, const IntHistogram &h) {
        const std::string k(name);
        m.push_back({k + "_mean", MetricKind::Mean, mean(h)});
        for (const auto &[suffix, p] : {std::pair{"_median", 0.5}, std::pair{"_p10", 0.1}, std::pair{"_p90", 0.9}})
            m.push_back({k + suffix, MetricKind::Quantile, h.empty() ? noValue() : h.quantileInterval(p, alpha)});
    };
    duration("turns", s.turns);
    duration("laps", s.laps);
    duration("rounds", s.rounds);
    m.push_back({"branching_factor", MetricKind::Ratio, ratio(s.branching)});
    m.push_back({"forced_move_share", MetricKind::Ratio, s.forcedShare.sumY() > 0 ? clamp01(ratio(s.forcedShare)) : noValue()});
    m.push_back({"lead_changes_mean", MetricKind::Mean, mean(s.leadChanges)});
    m.push_back({"captures_per_turn", MetricKind::Ratio, ratio(s.capturesPerTurn)});
    m.push_back({"score_margin_mean", MetricKind::Mean, mean(s.marginRule)});
    for (int e = 1; e < kEndReasonCount; ++e)
        m.push_back({std::string("end_rate_") + endReasonKey(static_cast<EndReason>(e)), MetricKind::Proportion,
                     share(s.endReasons[static_cast<size_t>(e)], n)});
    return m;
}

std::vector<std::string> readingWarnings(const ReadingStats &s) {
    std::vector<std::string> w;
    if (s.matches < kMinMatchesForIntervals)
        w.push_back("only " + std::to_string(s.matches) + " matches (fewer than " + std::to_string(kMinMatchesForIntervals) +
                    "): intervals are rough, and some are not available");
    const int64_t rule = s.endedBy[static_cast<size_t>(EndedBy::Rule)];
    if (s.matches > 0 && 2 * rule < s.matches)
        w.push_back("most matches did not end by the rules (" + std::to_string(rule) + " of " + std::to_string(s.matches) +
                    "): outcome metrics rest on the rule-ended ones only");
    return w;
}

const std::vector<MetricDefinition> &metricDefinitions() {
    static const std::vector<MetricDefinition> defs = {
        {"Completion",
         "Share of matches ended by the reading's rules, every round included (ended_by = rule). Shares: Clopper-Pearson 95% "
         "interval below 50 matches, Wilson from 50 on; null (n/a) over no match."},
        {"ended_by_proven",
         "Share of matches ended by a guard that proved the rules could no longer end the match or one of its rounds (ended_by = "
         "proven: relay_loop, round_stalled, match_cycle, deadlock, or a finished match with a round ended by a proven stall)."},
        {"Timeouts",
         "Share of matches stopped by a cap, which says only 'not ended within N' (ended_by = cap: cap_reached, ludii_limit)."},
        {"Drawishness",
         "Share of drawn matches among those ended by rule. Any metric with no matches to rest on (here: no match ended by rule) "
         "has no value: null, shown n/a, never 0."},
        {"AdvantageP1",
         "Over the matches ended by rule: mean points of the player who starts the match (1 win, 0.5 draw, 0 loss); Student t "
         "95% interval."},
        {"AdvantageP1_ludii",
         "Ludii's AdvantageP1, over every match: mean points of the player who starts, 1 win, 0.5 draw or undecided, 0 loss "
         "(Ludii counts a trial without a winner as a draw); Student t 95% interval."},
        {"Balance",
         "1 - |w0 - w1| over every match, w_s the share of matches won by seat s (South/North, A/B); interval mapped from the t "
         "interval of the mean of +1 (seat 0 won), -1 (seat 1 won), 0."},
        {"first_mover_win_rate",
         "Share of the matches ended by rule won by the player who starts the match (the first to take a turn, a throw "
         "included)."},
        {"second_mover_win_rate", "Share of the matches ended by rule won by the other player."},
        {"agent_a_win_rate",
         "When the two seats have different agents: share of matches won by the first agent given, whichever seat it sat in."},
        {"agent_b_win_rate", "The same for the second agent given."},
        {"turns_mean",
         "Mean player decisions per match; Student t 95% interval (not available below 2 matches). Likewise laps_mean (sowing "
         "segments, or moves) and rounds_mean (rounds started)."},
        {"turns_median",
         "Median (type 7 quantile) with a distribution-free 95% interval from order statistics, at exact binomial ranks up to "
         "5000 matches (normal approximation beyond), never clamped: not available where no ranks give 95%. Likewise turns_p10, "
         "turns_p90 and the laps_ and rounds_ quantiles."},
        {"branching_factor",
         "Legal moves per player decision, pooled over all decisions (ratio of sums); delta-method 95% interval over matches."},
        {"forced_move_share", "Share of player decisions with exactly one legal move, pooled; delta-method 95% interval."},
        {"lead_changes_mean",
         "Mean number of times per match that the lead (by score, ties keep the previous leader) passes to the other player; "
         "Student t 95% interval."},
        {"captures_per_turn", "Capture events per player decision, pooled (ratio of sums); delta-method 95% interval."},
        {"score_margin_mean",
         "Over the matches ended by rule: mean final score of the player who starts minus that of the other; Student t 95% "
         "interval."},
        {"end_rate_<reason>",
         "Share of matches with that end reason (finished, relay_loop, round_stalled, match_cycle, deadlock, cap_reached, "
         "ludii_limit)."},
    };
    return defs;
}

}  // namespace rulelab::stats
