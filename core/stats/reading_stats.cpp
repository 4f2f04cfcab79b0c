#include "reading_stats.h"

#include <cmath>

namespace rulelab::stats {

void RatioStat::add(double x, double y) {
    ++n_;
    sx_ += x;
    sy_ += y;
    sxx_ += x * x;
    syy_ += y * y;
    sxy_ += x * y;
}

void RatioStat::merge(const RatioStat &o) {
    n_ += o.n_;
    sx_ += o.sx_;
    sy_ += o.sy_;
    sxx_ += o.sxx_;
    syy_ += o.syy_;
    sxy_ += o.sxy_;
}

double RatioStat::varianceOfRatio() const {
    if (n_ < 2 || sy_ == 0) return 0;
    const double r = sx_ / sy_;
    const double n = static_cast<double>(n_);
    const double ybar = sy_ / n;
    // Residual variance of x_i - r y_i, then the delta-method variance of r.
    const double s2 = std::max(0.0, (sxx_ - 2 * r * sxy_ + r * r * syy_) / (n - 1));
    return s2 / (n * ybar * ybar);
}

Interval RatioStat::interval() const {
    Interval i;
    if (sy_ == 0) return i;
    i.value = sx_ / sy_;
    const double se = std::sqrt(varianceOfRatio());
    i.lo = i.value - kZ95 * se;
    i.hi = i.value + kZ95 * se;
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
}

void ReadingStats::merge(const ReadingStats &o) {
    matches += o.matches;
    firstWins += o.firstWins;
    secondWins += o.secondWins;
    draws += o.draws;
    undecided += o.undecided;
    for (size_t i = 0; i < 2; ++i) seatWins[i] += o.seatWins[i];
    agentAWins += o.agentAWins;
    agentBWins += o.agentBWins;
    for (size_t i = 0; i < endReasons.size(); ++i) endReasons[i] += o.endReasons[i];
    for (size_t i = 0; i < endedBy.size(); ++i) endedBy[i] += o.endedBy[i];
    ruleFirstWins += o.ruleFirstWins;
    ruleSecondWins += o.ruleSecondWins;
    ruleDraws += o.ruleDraws;
    roundsByRule += o.roundsByRule;
    roundsByGuard += o.roundsByGuard;
    turns.merge(o.turns);
    laps.merge(o.laps);
    rounds.merge(o.rounds);
    leadChanges.merge(o.leadChanges);
    margin.merge(o.margin);
    seatOutcome.merge(o.seatOutcome);
    advantage2.merge(o.advantage2);
    branching.merge(o.branching);
    forcedShare.merge(o.forcedShare);
    capturesPerTurn.merge(o.capturesPerTurn);
}

namespace {

Interval halved(Interval i) { return {i.value / 2, i.lo / 2, i.hi / 2}; }

// Balance = 1 - |w0 - w1|; its interval maps the interval of d = w0 - w1 through 1 - |d|.
Interval balanceInterval(const IntHistogram &seatOutcome) {
    const Interval d = seatOutcome.meanInterval();
    Interval b;
    b.value = 1 - std::fabs(d.value);
    const double far = std::max(std::fabs(d.lo), std::fabs(d.hi));
    const double near = (d.lo <= 0 && d.hi >= 0) ? 0 : std::min(std::fabs(d.lo), std::fabs(d.hi));
    b.lo = std::max(0.0, 1 - far);
    b.hi = std::min(1.0, 1 - near);
    return b;
}

Interval clamp01(Interval i) {
    i.lo = std::max(0.0, i.lo);
    i.hi = std::min(1.0, i.hi);
    return i;
}

int64_t endedBy(const ReadingStats &s, EndedBy e) { return s.endedBy[static_cast<size_t>(e)]; }

}  // namespace

std::vector<Metric> computeMetrics(const ReadingStats &s, bool agentsDiffer) {
    std::vector<Metric> m;
    const int64_t n = s.matches;
    m.push_back({"Completion", MetricKind::Proportion, wilson(endedBy(s, EndedBy::Rule), n)});
    m.push_back({"Drawishness", MetricKind::Proportion, wilson(s.draws, n)});
    m.push_back({"ended_by_proven", MetricKind::Proportion, wilson(endedBy(s, EndedBy::Proven), n)});
    m.push_back({"Timeouts", MetricKind::Proportion, wilson(endedBy(s, EndedBy::Cap), n)});
    m.push_back({"AdvantageP1", MetricKind::Score, clamp01(halved(s.advantage2.meanInterval()))});
    m.push_back({"Balance", MetricKind::Score, balanceInterval(s.seatOutcome)});
    m.push_back({"first_mover_win_rate", MetricKind::Proportion, wilson(s.firstWins, n)});
    m.push_back({"second_mover_win_rate", MetricKind::Proportion, wilson(s.secondWins, n)});
    if (agentsDiffer) {
        m.push_back({"agent_a_win_rate", MetricKind::Proportion, wilson(s.agentAWins, n)});
        m.push_back({"agent_b_win_rate", MetricKind::Proportion, wilson(s.agentBWins, n)});
    }
    auto duration = [&](const char *name, const IntHistogram &h) {
        const std::string k(name);
        m.push_back({k + "_mean", MetricKind::Mean, h.meanInterval()});
        m.push_back({k + "_median", MetricKind::Quantile, h.quantileInterval(0.5)});
        m.push_back({k + "_p10", MetricKind::Quantile, h.quantileInterval(0.1)});
        m.push_back({k + "_p90", MetricKind::Quantile, h.quantileInterval(0.9)});
    };
    duration("turns", s.turns);
    duration("laps", s.laps);
    duration("rounds", s.rounds);
    m.push_back({"branching_factor", MetricKind::Ratio, s.branching.interval()});
    m.push_back({"forced_move_share", MetricKind::Ratio, clamp01(s.forcedShare.interval())});
    m.push_back({"lead_changes_mean", MetricKind::Mean, s.leadChanges.meanInterval()});
    m.push_back({"captures_per_turn", MetricKind::Ratio, s.capturesPerTurn.interval()});
    m.push_back({"score_margin_mean", MetricKind::Mean, s.margin.meanInterval()});
    for (int e = 1; e < kEndReasonCount; ++e)
        m.push_back({std::string("end_rate_") + endReasonKey(static_cast<EndReason>(e)), MetricKind::Proportion,
                     wilson(s.endReasons[static_cast<size_t>(e)], n)});
    return m;
}

const std::vector<MetricDefinition> &metricDefinitions() {
    static const std::vector<MetricDefinition> defs = {
        {"Completion", "Share of matches ended by the reading's rules, every round included (ended_by = rule); Wilson 95% interval."},
        {"Drawishness", "Share of matches with a drawn result (by the rules, or by the leftover rule after a proven stall); Wilson 95% interval."},
        {"ended_by_proven", "Share of matches ended by a guard that proved the rules could no longer end the match or one of its rounds (ended_by = proven: relay_loop, round_stalled, match_cycle, deadlock, or a finished match with a round ended by a proven stall); Wilson 95% interval."},
        {"Timeouts", "Share of matches stopped by a cap, which says only 'not ended within N' (ended_by = cap: cap_reached, ludii_limit); Wilson 95% interval."},
        {"AdvantageP1", "Mean points of the player who starts the match: 1 win, 0.5 draw or undecided, 0 loss (as Ludii, where a trial without a winner counts as a draw); Student t 95% interval."},
        {"Balance", "1 - |w0 - w1|, w_s the share of matches won by seat s (South/North, A/B); interval mapped from the t interval of the mean of +1 (seat 0 won), -1 (seat 1 won), 0."},
        {"first_mover_win_rate", "Share of matches won by the player who starts the match (the first to take a turn, a throw included); Wilson 95% interval."},
        {"second_mover_win_rate", "Share of matches won by the other player; Wilson 95% interval."},
        {"agent_a_win_rate", "When the two seats have different agents: share of matches won by the first agent given, whichever seat it sat in; Wilson 95% interval."},
        {"agent_b_win_rate", "The same for the second agent given."},
        {"turns_mean", "Mean player decisions per match; Student t 95% interval. Likewise laps_mean (sowing segments, or moves) and rounds_mean (rounds started)."},
        {"turns_median", "Median (type 7 quantile) with a distribution-free 95% interval from order statistics (normal approximation to the binomial ranks). Likewise turns_p10, turns_p90 and the laps_ and rounds_ quantiles."},
        {"branching_factor", "Legal moves per player decision, pooled over all decisions (ratio of sums); delta-method 95% interval over matches."},
        {"forced_move_share", "Share of player decisions with exactly one legal move, pooled; delta-method 95% interval."},
        {"lead_changes_mean", "Mean number of times per match that the lead (by score, ties keep the previous leader) passes to the other player; Student t 95% interval."},
        {"captures_per_turn", "Capture events per player decision, pooled (ratio of sums); delta-method 95% interval."},
        {"score_margin_mean", "Mean final score of the player who starts minus that of the other; Student t 95% interval."},
        {"end_rate_<reason>", "Share of matches with that end reason (finished, relay_loop, round_stalled, match_cycle, deadlock, cap_reached, ludii_limit); Wilson 95% interval."},
    };
    return defs;
}

std::vector<MetricComparison> compareReadings(const ReadingStats &a, const ReadingStats &b) {
    std::vector<MetricComparison> out;
    const auto ma = computeMetrics(a, false), mb = computeMetrics(b, false);
    auto find = [](const std::vector<Metric> &v, const std::string &k) -> Interval {
        for (const auto &m : v)
            if (m.key == k) return m.interval;
        return {};
    };
    auto proportion = [&](const std::string &key, int64_t ka, int64_t kb) {
        const auto d = compareProportions(ka, a.matches, kb, b.matches);
        // Both readings all-or-nothing on this share: nothing to test (kept out of Holm's count).
        const bool informative = ka + kb > 0 && ka + kb < a.matches + b.matches;
        out.push_back({key, informative ? "newcombe+z" : "none (constant)", find(ma, key), find(mb, key), d.diff,
                       informative ? d.p : 1.0, 1, informative});
    };
    auto meanWelch = [&](const std::string &key, const IntHistogram &ha, const IntHistogram &hb, double scale,
                         bool mw) {
        auto w = welch(ha.mean(), ha.variance(), ha.count(), hb.mean(), hb.variance(), hb.count());
        w.diff.value *= scale;
        w.diff.lo *= scale;
        w.diff.hi *= scale;
        double p = w.p;
        std::string test = "welch";
        if (ha.variance() == 0 && hb.variance() == 0 && ha.mean() == hb.mean()) {
            out.push_back({key, "none (constant)", find(ma, key), find(mb, key), w.diff, 1, 1, false});
            return;
        }
        if (mw) {
            p = mannWhitney(ha, hb).p;
            test = "welch-interval+mann-whitney";
        }
        out.push_back({key, test, find(ma, key), find(mb, key), w.diff, p, 1, true});
    };
    auto ratio = [&](const std::string &key, const RatioStat &ra, const RatioStat &rb) {
        const Interval ia = ra.interval(), ib = rb.interval();
        const double se = std::sqrt(ra.varianceOfRatio() + rb.varianceOfRatio());
        Interval d{ia.value - ib.value, 0, 0};
        d.lo = d.value - kZ95 * se;
        d.hi = d.value + kZ95 * se;
        const double p = se > 0 ? 2 * (1 - normalCdf(std::fabs(d.value) / se)) : (d.value == 0 ? 1.0 : 0.0);
        out.push_back({key, se > 0 ? "delta" : "none (constant)", ia, ib, d, p, 1, se > 0});
    };
    auto quantileOnly = [&](const std::string &key) {
        const Interval ia = find(ma, key), ib = find(mb, key);
        out.push_back({key, "none", ia, ib, {ia.value - ib.value, ia.value - ib.value, ia.value - ib.value}, 1, 1, false});
    };

    // Outcomes as a whole: chi-square on first/second/draw/undecided.
    {
        int df = 0;
        const double p = chiSquareHomogeneity({{a.firstWins, a.secondWins, a.draws, a.undecided},
                                               {b.firstWins, b.secondWins, b.draws, b.undecided}},
                                              nullptr, &df);
        out.push_back({"outcomes", df > 0 ? "chi-square" : "none (one outcome)", {}, {}, {}, p, 1, df > 0});
    }
    {
        std::vector<int64_t> ra(a.endReasons.begin() + 1, a.endReasons.end());
        std::vector<int64_t> rb(b.endReasons.begin() + 1, b.endReasons.end());
        int df = 0;
        const double p = chiSquareHomogeneity({ra, rb}, nullptr, &df);
        out.push_back({"end_reasons", df > 0 ? "chi-square" : "none (one end reason)", {}, {}, {}, p, 1, df > 0});
    }
    proportion("Completion", endedBy(a, EndedBy::Rule), endedBy(b, EndedBy::Rule));
    proportion("Drawishness", a.draws, b.draws);
    proportion("ended_by_proven", endedBy(a, EndedBy::Proven), endedBy(b, EndedBy::Proven));
    proportion("Timeouts", endedBy(a, EndedBy::Cap), endedBy(b, EndedBy::Cap));
    meanWelch("AdvantageP1", a.advantage2, b.advantage2, 0.5, false);
    {
        // Balance: tested through the seat imbalance d = w0 - w1 (Welch); the difference shown is of Balance.
        const Interval ia = find(ma, "Balance"), ib = find(mb, "Balance");
        const auto w = welch(a.seatOutcome.mean(), a.seatOutcome.variance(), a.seatOutcome.count(),
                             b.seatOutcome.mean(), b.seatOutcome.variance(), b.seatOutcome.count());
        const double d = ia.value - ib.value;
        out.push_back({"Balance", "welch(seat imbalance)", ia, ib, {d, d, d}, w.p, 1, true});
    }
    proportion("first_mover_win_rate", a.firstWins, b.firstWins);
    for (const char *k : {"turns", "laps", "rounds"}) {
        const IntHistogram &ha = std::string(k) == "turns" ? a.turns : std::string(k) == "laps" ? a.laps : a.rounds;
        const IntHistogram &hb = std::string(k) == "turns" ? b.turns : std::string(k) == "laps" ? b.laps : b.rounds;
        meanWelch(std::string(k) + "_mean", ha, hb, 1, true);
        quantileOnly(std::string(k) + "_median");
    }
    ratio("branching_factor", a.branching, b.branching);
    ratio("forced_move_share", a.forcedShare, b.forcedShare);
    meanWelch("lead_changes_mean", a.leadChanges, b.leadChanges, 1, true);
    ratio("captures_per_turn", a.capturesPerTurn, b.capturesPerTurn);
    meanWelch("score_margin_mean", a.margin, b.margin, 1, true);
    for (int e = 2; e < kEndReasonCount; ++e)
        proportion(std::string("end_rate_") + endReasonKey(static_cast<EndReason>(e)),
                   a.endReasons[static_cast<size_t>(e)], b.endReasons[static_cast<size_t>(e)]);
    return out;
}

}  // namespace rulelab::stats
