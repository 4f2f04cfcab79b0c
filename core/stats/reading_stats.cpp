#include "reading_stats.h"

#include <algorithm>
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
    advantage2Rule.merge(o.advantage2Rule);
    marginRule.merge(o.marginRule);
    branching.merge(o.branching);
    forcedShare.merge(o.forcedShare);
    capturesPerTurn.merge(o.capturesPerTurn);
    usage.merge(o.usage);
}

namespace {

Interval halved(Interval i) { return {i.value / 2, i.lo / 2, i.hi / 2, i.available}; }

// Balance = 1 - |w0 - w1|; its interval maps the interval of d = w0 - w1 through 1 - |d|.
Interval balanceInterval(const IntHistogram &seatOutcome, double alpha) {
    const Interval d = seatOutcome.meanInterval(alpha);
    Interval b;
    b.available = d.available;
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

std::vector<Metric> computeMetrics(const ReadingStats &s, bool agentsDiffer, double alpha) {
    std::vector<Metric> m;
    const int64_t n = s.matches, nRule = endedBy(s, EndedBy::Rule);
    m.push_back({"Completion", MetricKind::Proportion, shareInterval(nRule, n, alpha)});
    m.push_back({"ended_by_proven", MetricKind::Proportion, shareInterval(endedBy(s, EndedBy::Proven), n, alpha)});
    m.push_back({"Timeouts", MetricKind::Proportion, shareInterval(endedBy(s, EndedBy::Cap), n, alpha)});
    // Outcomes of the reading's rules: over the matches ended by rule only.
    m.push_back({"Drawishness", MetricKind::Proportion, shareInterval(s.ruleDraws, nRule, alpha)});
    m.push_back({"AdvantageP1", MetricKind::Score, clamp01(halved(s.advantage2Rule.meanInterval(alpha)))});
    m.push_back({"first_mover_win_rate", MetricKind::Proportion, shareInterval(s.ruleFirstWins, nRule, alpha)});
    m.push_back({"second_mover_win_rate", MetricKind::Proportion, shareInterval(s.ruleSecondWins, nRule, alpha)});
    // Ludii's definitions, over every match (a match without a result counts as a draw).
    m.push_back({"AdvantageP1_ludii", MetricKind::Score, clamp01(halved(s.advantage2.meanInterval(alpha)))});
    m.push_back({"Balance", MetricKind::Score, balanceInterval(s.seatOutcome, alpha)});
    if (agentsDiffer) {
        m.push_back({"agent_a_win_rate", MetricKind::Proportion, shareInterval(s.agentAWins, n, alpha)});
        m.push_back({"agent_b_win_rate", MetricKind::Proportion, shareInterval(s.agentBWins, n, alpha)});
    }
    auto duration = [&](const char *name, const IntHistogram &h) {
        const std::string k(name);
        m.push_back({k + "_mean", MetricKind::Mean, h.meanInterval(alpha)});
        m.push_back({k + "_median", MetricKind::Quantile, h.quantileInterval(0.5, alpha)});
        m.push_back({k + "_p10", MetricKind::Quantile, h.quantileInterval(0.1, alpha)});
        m.push_back({k + "_p90", MetricKind::Quantile, h.quantileInterval(0.9, alpha)});
    };
    duration("turns", s.turns);
    duration("laps", s.laps);
    duration("rounds", s.rounds);
    m.push_back({"branching_factor", MetricKind::Ratio, s.branching.interval(alpha)});
    m.push_back({"forced_move_share", MetricKind::Ratio, clamp01(s.forcedShare.interval(alpha))});
    m.push_back({"lead_changes_mean", MetricKind::Mean, s.leadChanges.meanInterval(alpha)});
    m.push_back({"captures_per_turn", MetricKind::Ratio, s.capturesPerTurn.interval(alpha)});
    m.push_back({"score_margin_mean", MetricKind::Mean, s.marginRule.meanInterval(alpha)});
    for (int e = 1; e < kEndReasonCount; ++e)
        m.push_back({std::string("end_rate_") + endReasonKey(static_cast<EndReason>(e)), MetricKind::Proportion,
                     shareInterval(s.endReasons[static_cast<size_t>(e)], n, alpha)});
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
         "interval below 50 matches, Wilson from 50 on."},
        {"ended_by_proven",
         "Share of matches ended by a guard that proved the rules could no longer end the match or one of its rounds (ended_by = "
         "proven: relay_loop, round_stalled, match_cycle, deadlock, or a finished match with a round ended by a proven stall)."},
        {"Timeouts",
         "Share of matches stopped by a cap, which says only 'not ended within N' (ended_by = cap: cap_reached, ludii_limit)."},
        {"Drawishness", "Share of drawn matches among those ended by rule."},
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

// --- comparisons --------------------------------------------------------------------------------

const char *testName(std::string_view id) {
    if (id == "z") return "difference of shares (Newcombe interval), two-proportion z test";
    if (id == "fisher") return "difference of shares (Newcombe interval), Fisher's exact test";
    if (id == "welch") return "difference of means, Welch t interval and test";
    if (id == "brunner-munzel") return "dominance P(first longer) - P(second longer), Brunner-Munzel interval and test";
    if (id == "exact-separation")
        return "dominance at its bound (every match of one reading longer than every match of the other): exact "
               "permutation test, no interval";
    if (id == "median-bootstrap") return "difference of medians, bootstrap interval, no test";
    if (id == "balance-z") return "difference of Balance (|seat imbalance|), normal interval and z test";
    if (id == "balance-bootstrap") return "difference of Balance (|seat imbalance|), parametric bootstrap interval and test";
    if (id == "delta") return "difference of ratios, delta-method interval and z test";
    if (id == "chi-square") return "chi-square test of homogeneity, no interval";
    if (id == "exact-monte-carlo")
        return "exact conditional test of homogeneity (Monte Carlo, 20000 tables with the observed totals; used when an "
               "expected count is below 5), no interval";
    if (id == "constant") return "no test: the same value in both readings";
    if (id == "duplicate") return "no test of its own: the same hypothesis as another row";
    if (id == "none") return "no test";
    return "?";
}

namespace {

// One-sided upper tail of the t (df > 0) or normal (df = 0) distribution.
double upperTail(double t, double df) {
    const double two = df > 0 ? studentTTwoSidedP(t, df) : normalTwoSidedP(t);
    return t >= 0 ? two / 2 : 1 - two / 2;
}

// Balance = 1 - |d|, d the mean seat imbalance. Far from d = 0 (both |d| above four standard
// errors) |d| is normal and the z test on |d_a| - |d_b| is exact enough; near 0 the fold matters,
// and a parametric bootstrap (d normal, folded) gives the interval and the test.
MetricComparison compareBalance(const IntHistogram &sa, const IntHistogram &sb, double alpha) {
    MetricComparison c;
    c.key = "Balance";
    const double da = sa.mean(), db = sb.mean();
    const double ea = sa.count() > 1 ? std::sqrt(sa.variance() / static_cast<double>(sa.count())) : 0;
    const double eb = sb.count() > 1 ? std::sqrt(sb.variance() / static_cast<double>(sb.count())) : 0;
    c.diff.value = std::fabs(db) - std::fabs(da);  // Balance_a - Balance_b
    const double se = std::sqrt(ea * ea + eb * eb);
    if (se == 0) {
        c.test = "constant";
        c.hasTest = false;
        c.diff.lo = c.diff.hi = c.diff.value;
        return c;
    }
    if (std::fabs(da) > 4 * ea && std::fabs(db) > 4 * eb) {
        c.test = "balance-z";
        c.se = se;
        const double z = normalQuantile(1 - alpha / 2);
        c.diff.lo = c.diff.value - z * se;
        c.diff.hi = c.diff.value + z * se;
        c.p = floorP(normalTwoSidedP(c.diff.value / se));
        return c;
    }
    c.test = "balance-bootstrap";
    const int draws = 40000;
    FixedStream stream(0xD1B54A32D192ED03ULL);
    auto gauss = [&] { return std::sqrt(-2 * std::log(stream.uniform())) * std::cos(2 * M_PI * stream.uniform()); };
    std::vector<double> v(draws);
    int below = 0, above = 0;
    for (auto &d : v) {
        d = std::fabs(db + eb * gauss()) - std::fabs(da + ea * gauss());
        below += d <= 0;
        above += d >= 0;
    }
    std::sort(v.begin(), v.end());
    auto at = [&](double q) { return v[static_cast<size_t>(std::clamp(q * (draws - 1), 0.0, draws - 1.0))]; };
    c.diff.lo = std::min(c.diff.value, at(alpha / 2));
    c.diff.hi = std::max(c.diff.value, at(1 - alpha / 2));
    c.p = std::clamp(2.0 * std::min(below, above) / draws, 1.0 / (draws + 1), 1.0);
    return c;
}

}  // namespace

std::vector<MetricComparison> compareReadings(const ReadingStats &a, const ReadingStats &b, double alpha) {
    std::vector<MetricComparison> out;
    const auto ma = computeMetrics(a, false), mb = computeMetrics(b, false);
    auto find = [](const std::vector<Metric> &v, const std::string &k) -> Interval {
        for (const auto &m : v)
            if (m.key == k) return m.interval;
        return {};
    };
    auto push = [&](MetricComparison c) {
        c.a = find(ma, c.key);
        c.b = find(mb, c.key);
        out.push_back(std::move(c));
    };
    // Shares: Newcombe's interval; the z test, or Fisher's exact test for small expected counts.
    // Rows whose 2x2 table is that of an earlier row (or its complement) test the same hypothesis.
    std::vector<std::pair<std::array<int64_t, 4>, std::string>> tables;
    auto proportion = [&](const std::string &key, int64_t ka, int64_t na, int64_t kb, int64_t nb) {
        MetricComparison c;
        c.key = key;
        const auto d = compareProportions(ka, na, kb, nb, alpha);
        c.diff = d.diff;
        c.se = d.se;
        const bool informative = na > 0 && nb > 0 && ka + kb > 0 && ka + kb < na + nb;
        if (!informative) {
            c.test = "constant";
            c.hasTest = false;
        } else {
            c.test = d.exact ? "fisher" : "z";
            c.p = d.p;
            const std::array<int64_t, 4> t{ka, na, kb, nb}, u{na - ka, na, nb - kb, nb};
            for (const auto &[seen, first] : tables)
                if (seen == t || seen == u) {
                    c.test = "duplicate";
                    c.duplicateOf = first;
                    c.hasTest = false;
                    c.p = 1;
                }
            if (c.duplicateOf.empty()) tables.push_back({t, key});
        }
        push(std::move(c));
    };
    auto meanWelch = [&](const std::string &key, const IntHistogram &ha, const IntHistogram &hb, double scale) {
        MetricComparison c;
        c.key = key;
        const auto w = welch(ha.mean(), ha.variance(), ha.count(), hb.mean(), hb.variance(), hb.count(), alpha);
        c.diff = {w.diff.value * scale, w.diff.lo * scale, w.diff.hi * scale};
        c.se = w.se * scale;
        c.df = w.df;
        if (ha.count() < 2 || hb.count() < 2) {
            c.test = "none";
            c.hasTest = false;
            c.diff.available = false;
        } else if (ha.variance() == 0 && hb.variance() == 0 && ha.mean() == hb.mean()) {
            c.test = "constant";
            c.hasTest = false;
        } else {
            c.test = "welch";
            c.p = w.p;
        }
        push(std::move(c));
    };
    auto dominanceRow = [&](const std::string &key, const IntHistogram &ha, const IntHistogram &hb) {
        MetricComparison c;
        c.key = key;
        const Dominance d = dominance(ha, hb);
        c.a = c.b = Interval{0, 0, 0, false};
        c.diff = {d.delta, d.delta, d.delta, !ha.empty() && !hb.empty()};
        c.se = d.se;
        c.df = d.df;
        if (ha.empty() || hb.empty() || (ha.variance() == 0 && hb.variance() == 0 && ha.mean() == hb.mean())) {
            c.test = "constant";
            c.hasTest = false;
        } else if (d.se <= 0) {
            // Complete separation: every a is longer than every b (or the reverse). Brunner-Munzel
            // has no variance to work with; the exact permutation test has an answer: of the
            // C(n1 + n2, n1) equally likely ways to split the pooled lengths, at most one puts
            // every a above every b and one every a below, so p <= 2 / C(n1 + n2, n1). No
            // interval with 95% coverage can be given from a sample at the bound.
            c.test = "exact-separation";
            c.diff.available = false;
            const double n1 = static_cast<double>(ha.count()), n2 = static_cast<double>(hb.count());
            c.p = d.delta == 0 ? 1 : floorP(std::min(1.0, 2 * std::exp(-logChoose(n1 + n2, n1))));
        } else {
            // Interval and test from one standard error and one t distribution: they agree.
            const double t = studentTQuantile(1 - alpha / 2, d.df);
            c.diff.lo = std::max(-1.0, d.delta - t * d.se);
            c.diff.hi = std::min(1.0, d.delta + t * d.se);
            c.test = "brunner-munzel";
            c.p = floorP(studentTTwoSidedP(d.delta / d.se, d.df));
        }
        out.push_back(std::move(c));
    };
    auto medianRow = [&](const std::string &key, const IntHistogram &ha, const IntHistogram &hb) {
        MetricComparison c;
        c.key = key;
        c.diff = medianDifferenceInterval(ha, hb, alpha);
        c.test = "median-bootstrap";
        c.hasTest = false;
        push(std::move(c));
    };
    auto ratio = [&](const std::string &key, const RatioStat &ra, const RatioStat &rb) {
        MetricComparison c;
        c.key = key;
        const Interval ia = ra.interval(), ib = rb.interval();
        const double se = std::sqrt(ra.varianceOfRatio() + rb.varianceOfRatio());
        const double z = normalQuantile(1 - alpha / 2);
        c.diff = {ia.value - ib.value, ia.value - ib.value - z * se, ia.value - ib.value + z * se};
        c.se = se;
        if (se > 0) {
            c.test = "delta";
            c.p = floorP(normalTwoSidedP(c.diff.value / se));
        } else {
            c.test = ia.value == ib.value ? "constant" : "none";
            c.hasTest = false;
        }
        push(std::move(c));
    };
    auto table = [&](const std::string &key, const std::vector<int64_t> &ra, const std::vector<int64_t> &rb,
                     const char *oneCategory) {
        MetricComparison c;
        c.key = key;
        int df = 0;
        double x2 = 0;
        c.p = chiSquareHomogeneity({ra, rb}, &x2, &df);
        // Expected counts below 5 make the chi-square approximation poor: the exact conditional test then.
        int64_t na = 0, nb = 0;
        std::vector<int64_t> col(ra.size());
        for (size_t i = 0; i < ra.size(); ++i) {
            na += ra[i];
            nb += rb[i];
            col[i] = ra[i] + rb[i];
        }
        bool small = false;
        for (size_t i = 0; i < col.size(); ++i)
            if (col[i] > 0 && na + nb > 0)
                small = small ||
                        static_cast<double>(col[i]) * static_cast<double>(std::min(na, nb)) / static_cast<double>(na + nb) < 5;
        if (df <= 0) {
            c.test = oneCategory;
            c.hasTest = false;
            c.p = 1;
        } else {
            c.test = small ? "exact-monte-carlo" : "chi-square";
            if (small) c.p = floorP(chiSquareMonteCarlo({ra, rb}));
        }
        c.diff.available = false;
        out.push_back(std::move(c));
    };

    // Marks the last row as testing the hypothesis of an earlier one (no test of its own).
    auto sameAs = [&](const std::string &original) {
        MetricComparison &c = out.back();
        if (!c.hasTest) return;
        c.test = "duplicate";
        c.duplicateOf = original;
        c.hasTest = false;
        c.p = 1;
    };
    const int64_t ra = a.endedBy[0], rb = b.endedBy[0];
    const bool allByRule = ra == a.matches && rb == b.matches;
    const bool noDraws = a.ruleDraws == 0 && b.ruleDraws == 0;
    proportion("Completion", ra, a.matches, rb, b.matches);
    proportion("ended_by_proven", a.endedBy[1], a.matches, b.endedBy[1], b.matches);
    proportion("Timeouts", a.endedBy[2], a.matches, b.endedBy[2], b.matches);
    proportion("Drawishness", a.ruleDraws, ra, b.ruleDraws, rb);
    proportion("first_mover_win_rate", a.ruleFirstWins, ra, b.ruleFirstWins, rb);
    // With no draw, a match's points are its win or loss: AdvantageP1 is the first mover's share.
    meanWelch("AdvantageP1", a.advantage2Rule, b.advantage2Rule, 0.5);
    if (noDraws) sameAs("first_mover_win_rate");
    // When every match ended by rule, Ludii's AdvantageP1 is the same quantity.
    meanWelch("AdvantageP1_ludii", a.advantage2, b.advantage2, 0.5);
    if (allByRule) sameAs(noDraws ? "first_mover_win_rate" : "AdvantageP1");
    // The outcomes as a whole (every match); with only wins and losses by rule it is the first
    // mover's share again.
    table("outcomes", {a.firstWins, a.secondWins, a.draws, a.undecided}, {b.firstWins, b.secondWins, b.draws, b.undecided},
          "none");
    if (allByRule && noDraws) sameAs("first_mover_win_rate");
    {
        MetricComparison c = compareBalance(a.seatOutcome, b.seatOutcome, alpha);
        push(std::move(c));
    }
    for (const char *k : {"turns", "laps", "rounds"}) {
        const std::string name(k);
        const IntHistogram &ha = name == "turns" ? a.turns : name == "laps" ? a.laps : a.rounds;
        const IntHistogram &hb = name == "turns" ? b.turns : name == "laps" ? b.laps : b.rounds;
        meanWelch(name + "_mean", ha, hb, 1);
        dominanceRow(name + "_dominance", ha, hb);
        medianRow(name + "_median", ha, hb);
    }
    ratio("branching_factor", a.branching, b.branching);
    ratio("forced_move_share", a.forcedShare, b.forcedShare);
    meanWelch("lead_changes_mean", a.leadChanges, b.leadChanges, 1);
    ratio("captures_per_turn", a.capturesPerTurn, b.capturesPerTurn);
    meanWelch("score_margin_mean", a.marginRule, b.marginRule, 1);
    for (int e = 2; e < kEndReasonCount; ++e)
        proportion(std::string("end_rate_") + endReasonKey(static_cast<EndReason>(e)), a.endReasons[static_cast<size_t>(e)],
                   a.matches, b.endReasons[static_cast<size_t>(e)], b.matches);
    {
        std::vector<int64_t> ea(a.endReasons.begin() + 1, a.endReasons.end());
        std::vector<int64_t> eb(b.endReasons.begin() + 1, b.endReasons.end());
        int used = 0;
        for (size_t i = 0; i < ea.size(); ++i) used += ea[i] + eb[i] > 0;
        if (used <= 2) {
            // Two end reasons: the table is the 2x2 of one reason's share, already tested above.
            MetricComparison c;
            c.key = "end_reasons";
            c.test = used == 2 ? "duplicate" : "none";
            c.duplicateOf = used == 2 ? "the share of either end reason" : "";
            c.hasTest = false;
            c.diff.available = false;
            out.push_back(std::move(c));
        } else {
            table("end_reasons", ea, eb, "none");
        }
    }
    return out;
}

std::vector<std::string> comparisonMetricKeys() {
    const ReadingStats none;
    std::vector<std::string> keys;
    for (const auto &m : compareReadings(none, none)) keys.push_back(m.key);
    return keys;
}

std::vector<PairComparison> compareAll(const std::vector<const ReadingStats *> &readings, const ComparisonOptions &options) {
    std::vector<PairComparison> pairs;
    for (size_t i = 0; i < readings.size(); ++i)
        for (size_t j = i + 1; j < readings.size(); ++j)
            pairs.push_back({i, j, compareReadings(*readings[i], *readings[j], 0.05)});
    auto isPrimary = [&](const std::string &key) {
        return std::find(options.primary.begin(), options.primary.end(), key) != options.primary.end();
    };
    // Families: the primary metrics together (the claims), every other metric on its own.
    std::map<std::string, std::vector<MetricComparison *>> families;
    for (auto &pc : pairs)
        for (auto &m : pc.metrics) {
            m.primary = isPrimary(m.key);
            m.family = m.primary ? std::string("primary") : m.key;
            m.pAdjusted = m.p;
            m.diffAdjusted = m.diff;
            if (m.hasTest) families[m.family].push_back(&m);
        }
    std::map<std::string, double> alphaOf;
    for (auto &[name, rows] : families) {
        std::vector<double> ps;
        for (const auto *m : rows) ps.push_back(m->p);
        const auto adj = holm(ps);
        for (size_t k = 0; k < rows.size(); ++k) rows[k]->pAdjusted = floorP(adj[k]);
        alphaOf[name] = 0.05 / static_cast<double>(rows.size());
    }
    // Intervals at the family's Bonferroni level (simultaneous for the family: every pair, and
    // every primary metric), so that an adjusted p and its interval agree.
    for (auto &pc : pairs) {
        std::map<double, std::vector<MetricComparison>> at;
        for (auto &m : pc.metrics) {
            if (!m.hasTest) continue;
            const double alpha = alphaOf[m.family];
            if (alpha >= 0.05) continue;
            if (!at.count(alpha)) at[alpha] = compareReadings(*readings[pc.a], *readings[pc.b], alpha);
            for (const auto &r : at[alpha])
                if (r.key == m.key) m.diffAdjusted = r.diff;
        }
        // Equivalence (TOST): both one-sided tests against the margin, on the same standard error.
        for (auto &m : pc.metrics) {
            const auto it = options.margins.find(m.key);
            if (it == options.margins.end() || m.se <= 0) continue;
            const double delta = it->second;
            const double centre = m.diff.value;
            m.equivalenceMargin = delta;
            m.equivalenceP = floorP(std::max(upperTail((centre + delta) / m.se, m.df), upperTail((delta - centre) / m.se, m.df)));
            m.hasEquivalence = true;
        }
    }
    return pairs;
}

}  // namespace rulelab::stats
