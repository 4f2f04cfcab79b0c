#include "experiment_runner.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <cmath>
#include <functional>
#include <set>

namespace rulelab {

bool checkSweep(const Experiment &e, std::string &error) {
    if (e.sweepBase.empty()) return true;
    if (e.vary.empty()) {
        error = "a sweep needs at least one --vary OPTION=V1,V2";
        return false;
    }
    size_t cells = 1;
    for (const auto &[opt, vals] : e.vary) {
        if (vals.size() < 2) {
            error = "--vary " + opt + ": give at least two values";
            return false;
        }
        cells *= vals.size();
        if (cells > 4096) {
            error = "the sweep has more than 4096 cells; vary fewer options or values";
            return false;
        }
    }
    return true;
}

void orderByGameOptions(const GameInfo &game, std::vector<std::pair<std::string, std::vector<std::string>>> &vary) {
    auto rank = [&game](const std::string &id) {
        for (size_t i = 0; i < game.options.size(); ++i)
            if (game.options[i].id == id) return i;
        return game.options.size();
    };
    std::stable_sort(vary.begin(), vary.end(), [&](const auto &a, const auto &b) { return rank(a.first) < rank(b.first); });
}

void orderSweepOptions(const GameInfo &game, Experiment &e) { orderByGameOptions(game, e.vary); }

void orderSweepOptions(const PluginRegistry &registry, Experiment &e) {
    if (const LoadedGame *lg = registry.find(e.game)) orderSweepOptions(lg->plugin->info(), e);
}

const RuleOption *variedOption(const GameInfo &game, const std::string &opt,
                               const std::vector<std::pair<std::string, std::vector<std::string>>> &vary, size_t before,
                               const std::set<std::string> &overridden, const char *unit, std::string &error) {
    const RuleOption *ro = game.findOption(opt);
    if (!ro) {
        std::string optionList;
        for (const auto &o : game.options) optionList += (optionList.empty() ? "" : ", ") + o.id;
        error = "--vary " + opt + ": game '" + game.id + "' has no option '" + opt + "' (options: " + optionList + ")";
        return nullptr;
    }
    for (size_t j = 0; j < before && j < vary.size(); ++j)
        if (vary[j].first == opt) {
            error = "--vary " + opt + ": the option is varied twice";
            return nullptr;
        }
    if (overridden.count(opt)) {
        error = "--vary " + opt + ": the option is also set for every " + unit + " (--set " + opt + "=...); drop one of the two";
        return nullptr;
    }
    return ro;
}

bool canonicalVariedValues(const RuleOption &ro, const std::string &opt, const std::vector<std::string> &vals,
                           std::vector<std::string> &out, std::string &error) {
    for (const auto &v : vals) {
        const auto c = ro.canonical(v);
        if (!c) {
            error = "--vary " + opt + ": option '" + opt + "' has no value '" + v + "' (allowed: " + ro.allowedText() + ")";
            return false;
        }
        if (std::find(out.begin(), out.end(), *c) != out.end()) {
            error = "--vary " + opt + ": the value '" + v + "' is given twice";
            return false;
        }
        out.push_back(*c);
    }
    return true;
}

bool expandSweep(const GameInfo &game, Experiment &e, std::string &error) {
    if (e.sweepBase.empty()) return true;
    if (!checkSweep(e, error)) return false;
    // Every varied option and value as the game spells it, the options in the game's order: a
    // cell's id (combinationId) and its place do not depend on the order of the --vary flags.
    std::set<std::string> overridden;
    for (const auto &o : e.overrides) overridden.insert(o.substr(0, o.find('=')));
    for (size_t k = 0; k < e.vary.size(); ++k) {
        auto &[opt, vals] = e.vary[k];
        const RuleOption *ro = variedOption(game, opt, e.vary, k, overridden, "cell", error);
        if (!ro) return false;
        std::vector<std::string> canon;
        if (!canonicalVariedValues(*ro, opt, vals, canon, error)) return false;
        vals = std::move(canon);
    }
    orderSweepOptions(game, e);
    size_t cells = 1;
    for (const auto &[opt, vals] : e.vary) cells *= vals.size();
    std::vector<size_t> idx(e.vary.size(), 0);
    e.readings.clear();
    for (size_t c = 0; c < cells; ++c) {
        ReadingRef ref;
        ref.isInline = true;
        ref.base = e.sweepBase;
        OptionAssignments values;
        for (size_t k = 0; k < e.vary.size(); ++k) {
            const auto &opt = e.vary[k].first;
            const auto &val = e.vary[k].second[idx[k]];
            ref.reading.values[opt] = val;
            values.emplace_back(opt, val);
        }
        ref.reading.id = combinationId(game, e.sweepBase, values);
        ref.reading.name = ref.reading.id;
        e.readings.push_back(std::move(ref));
        for (size_t k = e.vary.size(); k-- > 0;) {  // odometer: the last option varies fastest
            if (++idx[k] < e.vary[k].second.size()) break;
            idx[k] = 0;
        }
    }
    return true;
}

bool expandSweep(const PluginRegistry &registry, Experiment &e, std::string &error) {
    if (e.sweepBase.empty()) return true;
    const LoadedGame *lg = registry.find(e.game);
    if (!lg) {
        error = "unknown game '" + e.game + "' (installed: " + gameIdList(registry) + ")";
        return false;
    }
    return expandSweep(lg->plugin->info(), e, error);
}

bool prepareExperiment(const PluginRegistry &registry, const Experiment &e, std::vector<PreparedReading> &out, std::string &error,
                       InputError &kind) {
    out.clear();
    out.resize(e.readings.size());
    for (size_t i = 0; i < e.readings.size(); ++i)
        if (!prepareReadingRef(registry, e.game, e.readings[i], e.overrides, e.limits, out[i], error, kind)) return false;
    for (size_t i = 0; i < out.size(); ++i)
        for (size_t j = 0; j < i; ++j)
            if (out[i].reading.id == out[j].reading.id) {
                error = "two readings have the same id '" + out[i].reading.id + "'";
                kind = InputError::Usage;
                return false;
            }
    if (out.empty()) {
        error = "the experiment has no readings";
        kind = InputError::Usage;
        return false;
    }
    kind = InputError::None;
    return true;
}

namespace {
class StatsSink final : public RecordSink {
public:
    StatsSink(stats::ReadingStats &s, RecordSink *extra) : stats_(s), extra_(extra) {}
    void consume(const MatchRecord &r) override {
        stats_.add(r);
        if (extra_) extra_->consume(r);
    }
    void idle() override {
        if (extra_) extra_->idle();
    }

private:
    stats::ReadingStats &stats_;
    RecordSink *extra_;
};

// Matches played again only to count their usage (a resumed run's matches).
class UsageOnlySink final : public RecordSink {
public:
    explicit UsageOnlySink(stats::UsageStats &u) : usage_(u) {}
    void consume(const MatchRecord &r) override {
        if (r.hasUsage) usage_.add(r.index, r.usage);
    }

private:
    stats::UsageStats &usage_;
};
}  // namespace

double halfWidth(const stats::ReadingStats &s, const std::string &metric) {
    for (const auto &m : stats::computeMetrics(s, true))
        if (m.key == metric) return m.interval.available && s.matches > 0 ? (m.interval.hi - m.interval.lo) / 2 : -1;
    return -1;
}

bool precisionReached(const stats::ReadingStats &s, const std::map<std::string, double> &precision) {
    for (const auto &[metric, target] : precision) {
        const double h = halfWidth(s, metric);
        if (h < 0 || h > target) return false;
    }
    return true;
}

namespace {

// One run of an experiment's readings over this shard's range, block by block, each reading's
// block in turn: resumed matches kept (and played again for their usage when it is missing),
// readings run to a precision stopped at the first block end that reaches it.
class ExperimentRun {
public:
    ExperimentRun(const Experiment &e, const std::vector<PreparedReading> &prepared, const ExperimentRunOptions &options)
        : e_(e), prepared_(prepared), options_(options), readings_(prepared.size()), plans_(prepared.size()),
          replayUsage_(prepared.size(), 0) {
        const auto [first, count] = shardRange(e.matches, options.shardIndex, std::max(1, options.shardCount));
        rangeFirst_ = first;
        rangeEnd_ = first + std::max<int64_t>(0, count);
    }
    ExperimentResult run();

private:
    struct Plan {
        int64_t next = 0;        // the first match index of the next block
        int64_t resumedEnd = 0;  // matches before this index were played by an earlier run
        bool started = false;
    };
    void plan();
    void reportProgress(size_t i);
    bool playBlock(size_t i);

    const Experiment &e_;
    const std::vector<PreparedReading> &prepared_;
    const ExperimentRunOptions &options_;
    int64_t rangeFirst_ = 0, rangeEnd_ = 0;
    std::vector<ReadingResult> readings_;
    std::vector<Plan> plans_;
    std::vector<char> replayUsage_;  // resumed matches to play again for their usage
    int64_t total_ = 0;
    RunOptions ro_;
    std::chrono::steady_clock::time_point clockStart_;
    int64_t playedBefore_ = 0;  // matches of this run finished in earlier blocks
};

// Each reading's result so far (a resumed run's), where its next block starts, and the total to play.
void ExperimentRun::plan() {
    for (size_t i = 0; i < prepared_.size(); ++i) {
        ReadingResult &rr = readings_[i];
        if (i < options_.resumeFrom.size()) rr = options_.resumeFrom[i];
        rr.reading = prepared_[i].reading.id;
        rr.name = prepared_[i].reading.name;
        rr.source = prepared_[i].reading.source;
        rr.options = prepared_[i].options.values();
        // A run to a precision looks at block ends only: a reading interrupted within a block
        // goes on to the block's end, as the uninterrupted run did.
        rr.precisionReached =
            !e_.precision.empty() && rr.stats.matches > 0 &&
            ((rangeFirst_ + rr.stats.matches) % kPrecisionBlock == 0 || rangeFirst_ + rr.stats.matches >= rangeEnd_) &&
            precisionReached(rr.stats, e_.precision);
        plans_[i].next = rangeFirst_;
        plans_[i].resumedEnd = rangeFirst_ + rr.stats.matches;
        if (options_.recordUsage && rr.stats.matches > 0 && rr.stats.usage.matches() != rr.stats.matches) {
            rr.stats.usage = stats::UsageStats{};
            replayUsage_[i] = 1;
            if (!rr.precisionReached) total_ += rr.stats.matches;
        }
        if (!rr.precisionReached) total_ += std::max<int64_t>(0, rangeEnd_ - plans_[i].resumedEnd);
    }
    ro_.control() = options_.control();
    ro_.seed = e_.seed;
    ro_.agents = e_.agents;
    ro_.swapSeats = e_.swapSeats;
}

void ExperimentRun::reportProgress(size_t i) {
    ro_.progress = [this, i](const RunProgress &p) {
        RunProgress q = p;
        q.done = playedBefore_ + p.done;
        q.total = total_;
        q.elapsedSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - clockStart_).count();
        q.matchesPerSecond = q.elapsedSeconds > 0 ? static_cast<double>(q.done) / q.elapsedSeconds : 0;
        q.secondsLeft =
            q.matchesPerSecond > 0 ? static_cast<double>(std::max<int64_t>(0, total_ - q.done)) / q.matchesPerSecond : 0;
        options_.progress(i, q);
    };
}

// Reading i's next block; false when the run was stopped in it.
bool ExperimentRun::playBlock(size_t i) {
    ReadingResult &rr = readings_[i];
    Plan &plan = plans_[i];
    plan.started = true;
    // Blocks end at multiples of kPrecisionBlock (match indices, not time or threads: the
    // same on any machine), so a run to a precision stops where it always did.
    const int64_t blockEnd = std::min(rangeEnd_, (plan.next / kPrecisionBlock + 1) * kPrecisionBlock);
    if (options_.beforeBlock) options_.beforeBlock(i, plan.next, blockEnd);
    if (options_.progress) reportProgress(i);
    // The block's resumed matches, played again for their usage map only (the same
    // seeds and agents, so the same matches).
    const int64_t replayEnd = std::min(blockEnd, plan.resumedEnd);
    if (replayUsage_[i] && plan.next < replayEnd) {
        ro_.firstIndex = plan.next;
        ro_.matches = replayEnd - plan.next;
        UsageOnlySink usageSink(rr.stats.usage);
        const int64_t done = runMatches(*prepared_[i].game, prepared_[i].reading.id, ro_, usageSink);
        playedBefore_ += done;
        if (done < ro_.matches) return false;
    }
    const int64_t from = std::max(plan.next, plan.resumedEnd);
    if (from < blockEnd) {
        ro_.firstIndex = from;
        ro_.matches = blockEnd - from;
        StatsSink sink(rr.stats, options_.extraSink);
        const int64_t done = runMatches(*prepared_[i].game, prepared_[i].reading.id, ro_, sink);
        playedBefore_ += done;
        if (done < ro_.matches) return false;
    }
    plan.next = blockEnd;
    if (!e_.precision.empty() && blockEnd > plan.resumedEnd) {
        rr.precisionReached = precisionReached(rr.stats, e_.precision);
        if (rr.precisionReached) total_ -= rangeEnd_ - blockEnd;  // the matches it will not play
    }
    return true;
}

ExperimentResult ExperimentRun::run() {
    ExperimentResult result;
    result.experiment = e_;
    if (!prepared_.empty()) result.plugin = prepared_.front().plugin;
    const size_t n = prepared_.size();
    plan();
    clockStart_ = std::chrono::steady_clock::now();
    bool interrupted = false;
    for (bool any = true; any && !interrupted;) {
        any = false;
        for (size_t i = 0; i < n && !interrupted; ++i) {
            if (plans_[i].next >= rangeEnd_ || readings_[i].precisionReached) continue;
            if (options_.cancel && options_.cancel->load()) {
                interrupted = true;
                break;
            }
            any = true;
            if (!playBlock(i)) interrupted = true;
        }
    }
    // Every reading begun (or resumed) is in the result, in the experiment's order.
    for (size_t i = 0; i < n; ++i)
        if (plans_[i].started || readings_[i].stats.matches > 0 || !interrupted) result.readings.push_back(std::move(readings_[i]));
    result.cancelled = interrupted;
    return result;
}

}  // namespace

ExperimentResult runExperiment(const Experiment &e, const std::vector<PreparedReading> &prepared,
                               const ExperimentRunOptions &options) {
    return ExperimentRun(e, prepared, options).run();
}

namespace {

// One metric of every cell: its value and standard error (from its 95% interval), or unknown.
struct CellMetric {
    double value = 0, se = 0;
    bool known = false;
    bool bounded = false;  // a share or a score: its level values stay in [0, 1]
    // A share's log-odds log(p / (1 - p)) and its delta-method standard error se / (p (1 - p)):
    // known only for 0 < p < 1 (the logistic model has no finite estimate at 0 or 1).
    double logit = 0, logitSe = 0;
    bool logitKnown = false;
};

// The metrics `keys` of every cell (one computeMetrics per cell): keys -> cells.
std::map<std::string, std::vector<CellMetric>> cellMetrics(const ExperimentResult &result, const std::vector<std::string> &keys) {
    std::map<std::string, std::vector<CellMetric>> out;
    for (const auto &k : keys) out[k].assign(result.readings.size(), CellMetric{});
    for (size_t r = 0; r < result.readings.size(); ++r) {
        const auto &stats = result.readings[r].stats;
        for (const auto &m : stats::computeMetrics(stats, false)) {
            const auto it = out.find(m.key);
            if (it == out.end()) continue;
            CellMetric &c = it->second[r];
            c.value = m.interval.value;
            c.se = (m.interval.hi - m.interval.lo) / (2 * stats::kZ95);
            c.known = m.interval.available && stats.matches > 0;
            c.bounded = m.kind == stats::MetricKind::Proportion || m.kind == stats::MetricKind::Score;
            const double p = c.value;
            if (c.bounded && c.known && p > 0 && p < 1) {
                c.logit = std::log(p / (1 - p));
                c.logitSe = c.se / (p * (1 - p));
                c.logitKnown = true;
            }
        }
    }
    return out;
}

// The level index of option k in each cell (-1 when the cell lacks it).
std::vector<int> levelsOf(const Experiment &e, size_t k, size_t cells) {
    std::vector<int> out(cells, -1);
    const auto &[opt, vals] = e.vary[k];
    for (size_t c = 0; c < cells && c < e.readings.size(); ++c) {
        const auto it = e.readings[c].reading.values.find(opt);
        if (it == e.readings[c].reading.values.end()) continue;
        const auto lv = std::find(vals.begin(), vals.end(), it->second);
        if (lv != vals.end()) out[c] = static_cast<int>(lv - vals.begin());
    }
    return out;
}

// sum_c w_c m_c with its normal interval (z: the two-sided quantile of its level, 95% by
// default); unknown when a weighted cell is unknown. With `logOdds`, of the cells' log-odds instead.
stats::Interval contrast(const std::vector<CellMetric> &cells, const std::vector<double> &w, bool logOdds = false,
                         double z = stats::kZ95) {
    stats::Interval r;
    double var = 0;
    for (size_t c = 0; c < cells.size(); ++c) {
        if (w[c] == 0) continue;
        const CellMetric &m = cells[c];
        if (!(logOdds ? m.logitKnown : m.known)) r.available = false;
        const double v = logOdds ? m.logit : m.value, se = logOdds ? m.logitSe : m.se;
        r.value += w[c] * v;
        var += w[c] * w[c] * se * se;
    }
    const double h = z * std::sqrt(var);
    r.lo = r.value - h;
    r.hi = r.value + h;
    if (!r.available) r.lo = r.hi = r.value;
    return r;
}

// True when every cell's metric is a share with a finite log-odds.
bool allLogits(const std::vector<CellMetric> &cells) {
    return !cells.empty() && std::all_of(cells.begin(), cells.end(), [](const CellMetric &c) { return c.logitKnown; });
}

// Weights of the mean of the cells where `in` holds.
std::vector<double> meanWeights(size_t cells, const std::function<bool(size_t)> &in) {
    std::vector<double> w(cells, 0);
    double n = 0;
    for (size_t c = 0; c < cells; ++c) n += in(c);
    if (n > 0)
        for (size_t c = 0; c < cells; ++c) w[c] = in(c) ? 1 / n : 0;
    return w;
}

std::vector<double> minus(std::vector<double> a, const std::vector<double> &b, double k = 1) {
    for (size_t i = 0; i < a.size(); ++i) a[i] -= k * b[i];
    return a;
}

using CellTable = std::map<std::string, std::vector<CellMetric>>;

std::vector<MainEffect> mainEffectsOf(const Experiment &expanded, const CellTable &table, size_t cells,
                                      const std::vector<std::string> &metrics) {
    std::vector<MainEffect> out;
    const auto all = meanWeights(cells, [](size_t) { return true; });
    for (size_t k = 0; k < expanded.vary.size(); ++k) {
        const auto &[opt, vals] = expanded.vary[k];
        const std::vector<int> level = levelsOf(expanded, k, cells);
        for (const auto &metric : metrics) {
            const auto &cm = table.at(metric);
            MainEffect me;
            me.option = opt;
            me.metric = metric;
            me.grand = contrast(cm, all);
            double lo = 0, hi = 0;
            for (size_t v = 0; v < vals.size(); ++v) {
                const auto at = meanWeights(cells, [&](size_t c) { return level[c] == static_cast<int>(v); });
                LevelEffect le;
                le.value = vals[v];
                le.metric = contrast(cm, at);
                if (!cm.empty() && cm.front().bounded) {
                    le.metric.lo = std::max(0.0, le.metric.lo);
                    le.metric.hi = std::min(1.0, le.metric.hi);
                }
                le.effect = contrast(cm, minus(at, all));
                if (allLogits(cm)) {
                    le.hasLogOdds = true;
                    le.logOdds = contrast(cm, minus(at, all), true);
                }
                if (v == 0 || le.metric.value < lo) lo = le.metric.value;
                if (v == 0 || le.metric.value > hi) hi = le.metric.value;
                me.levels.push_back(le);
            }
            me.range = hi - lo;
            out.push_back(std::move(me));
        }
    }
    return out;
}

std::vector<Interaction> interactionsOf(const Experiment &expanded, const CellTable &table, size_t cells,
                                        const std::vector<std::string> &metrics, const std::vector<MainEffect> &mains) {
    std::vector<Interaction> out;
    const auto all = meanWeights(cells, [](size_t) { return true; });
    // Bonferroni over the family of each metric: every contrast of every pair of options.
    const int family = std::max(1, interactionFamilySize(expanded));
    const double adjustedAlpha = kInteractionAlpha / family;
    const double zAdjusted = stats::normalQuantile(1 - adjustedAlpha / 2);
    auto largestMain = [&](const std::string &option, const std::string &metric) {
        double m = 0;
        for (const auto &me : mains)
            if (me.option == option && me.metric == metric)
                for (const auto &l : me.levels) m = std::max(m, std::fabs(l.effect.value));
        return m;
    };
    for (size_t a = 0; a < expanded.vary.size(); ++a)
        for (size_t b = a + 1; b < expanded.vary.size(); ++b) {
            const std::vector<int> la = levelsOf(expanded, a, cells), lb = levelsOf(expanded, b, cells);
            for (const auto &metric : metrics) {
                const auto &cm = table.at(metric);
                Interaction in;
                in.optionA = expanded.vary[a].first;
                in.optionB = expanded.vary[b].first;
                in.metric = metric;
                in.familySize = family;
                in.adjustedLevel = 1 - adjustedAlpha;
                in.mainEffect = std::min(largestMain(in.optionA, metric), largestMain(in.optionB, metric));
                for (size_t i = 0; i < expanded.vary[a].second.size(); ++i)
                    for (size_t j = 0; j < expanded.vary[b].second.size(); ++j) {
                        const int ii = static_cast<int>(i), jj = static_cast<int>(j);
                        const auto wij = meanWeights(cells, [&](size_t c) { return la[c] == ii && lb[c] == jj; });
                        const auto wi = meanWeights(cells, [&](size_t c) { return la[c] == ii; });
                        const auto wj = meanWeights(cells, [&](size_t c) { return lb[c] == jj; });
                        std::vector<double> w = minus(minus(wij, wi), wj);
                        for (size_t c = 0; c < cells; ++c) w[c] += all[c];
                        InteractionContrast ic;
                        ic.levelA = expanded.vary[a].second[i];
                        ic.levelB = expanded.vary[b].second[j];
                        ic.contrast = contrast(cm, w);
                        ic.adjusted = contrast(cm, w, false, zAdjusted);
                        if (allLogits(cm)) {
                            ic.hasLogOdds = true;
                            ic.logOdds = contrast(cm, w, true);
                        }
                        in.largest = std::max(in.largest, std::fabs(ic.contrast.value));
                        // Flagged: the adjusted interval excludes 0 and the contrast is larger than
                        // the smaller of the two options' largest main effects.
                        const bool excludesZero = ic.adjusted.available && (ic.adjusted.lo > 0 || ic.adjusted.hi < 0);
                        if (excludesZero && std::fabs(ic.contrast.value) > in.mainEffect &&
                            (in.flagged < 0 || std::fabs(ic.contrast.value) >
                                                   std::fabs(in.contrasts[static_cast<size_t>(in.flagged)].contrast.value)))
                            in.flagged = static_cast<int>(in.contrasts.size());
                        in.contrasts.push_back(ic);
                    }
                in.exceedsMainEffect = in.flagged >= 0;
                out.push_back(std::move(in));
            }
        }
    return out;
}

}  // namespace

std::vector<MainEffect> mainEffects(const Experiment &expanded, const ExperimentResult &result,
                                    const std::vector<std::string> &metrics) {
    return mainEffectsOf(expanded, cellMetrics(result, metrics), result.readings.size(), metrics);
}

std::vector<Interaction> interactions(const Experiment &expanded, const ExperimentResult &result,
                                      const std::vector<std::string> &metrics, const std::vector<MainEffect> &mains) {
    return interactionsOf(expanded, cellMetrics(result, metrics), result.readings.size(), metrics, mains);
}

SweepEffects sweepEffects(const Experiment &expanded, const ExperimentResult &result, const std::vector<std::string> &metrics) {
    SweepEffects out;
    const CellTable table = cellMetrics(result, metrics);
    out.mains = mainEffectsOf(expanded, table, result.readings.size(), metrics);
    out.interactions = interactionsOf(expanded, table, result.readings.size(), metrics, out.mains);
    return out;
}

int interactionFamilySize(const Experiment &expanded) {
    // A contrast and its negative are one test: with two levels, an option's two contrasts at
    // any level of the other are each other's negatives (the contrasts of a level sum to 0).
    int m = 0;
    for (size_t a = 0; a < expanded.vary.size(); ++a)
        for (size_t b = a + 1; b < expanded.vary.size(); ++b) {
            const size_t ka = expanded.vary[a].second.size(), kb = expanded.vary[b].second.size();
            m += static_cast<int>((ka == 2 ? 1 : ka) * (kb == 2 ? 1 : kb));
        }
    return m;
}

}  // namespace rulelab
