#include "experiment_runner.h"

#include <algorithm>

namespace rulelab {

bool expandSweep(Experiment &e, std::string &error) {
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
    std::vector<size_t> idx(e.vary.size(), 0);
    e.readings.clear();
    for (size_t c = 0; c < cells; ++c) {
        ReadingRef ref;
        ref.isInline = true;
        ref.base = e.sweepBase;
        std::string id = e.sweepBase + "[";
        for (size_t k = 0; k < e.vary.size(); ++k) {
            const auto &opt = e.vary[k].first;
            const auto &val = e.vary[k].second[idx[k]];
            ref.reading.values[opt] = val;
            id += (k ? "," : "") + opt + "=" + val;
        }
        ref.reading.id = id + "]";
        ref.reading.name = ref.reading.id;
        e.readings.push_back(std::move(ref));
        for (size_t k = e.vary.size(); k-- > 0;) {  // odometer: the last option varies fastest
            if (++idx[k] < e.vary[k].second.size()) break;
            idx[k] = 0;
        }
    }
    return true;
}

bool prepareExperiment(const PluginRegistry &registry, const Experiment &e, std::vector<PreparedReading> &out,
                       std::string &error, InputError &kind) {
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

private:
    stats::ReadingStats &stats_;
    RecordSink *extra_;
};
}  // namespace

ExperimentResult runExperiment(const Experiment &e, const std::vector<PreparedReading> &prepared,
                               const ExperimentRunOptions &options) {
    ExperimentResult result;
    result.experiment = e;
    for (size_t i = 0; i < prepared.size(); ++i) {
        if (options.cancel && options.cancel->load()) {
            result.cancelled = true;
            break;
        }
        if (options.beforeReading) options.beforeReading(i);
        ReadingResult rr;
        auto [first, count] = shardRange(e.matches, options.shardIndex, std::max(1, options.shardCount));
        if (i < options.resumeFrom.size()) {
            rr = options.resumeFrom[i];
            first += rr.stats.matches;
            count -= rr.stats.matches;
        }
        rr.reading = prepared[i].reading.id;
        rr.name = prepared[i].reading.name;
        rr.source = prepared[i].reading.source;
        rr.options = prepared[i].options.values();
        RunOptions ro;
        ro.matches = std::max<int64_t>(0, count);
        ro.firstIndex = first;
        ro.seed = e.seed;
        ro.threads = options.threads;
        ro.agents = e.agents;
        ro.swapSeats = e.swapSeats;
        ro.cancel = options.cancel;
        if (options.progress) ro.progress = [&, i](const RunProgress &p) { options.progress(i, p); };
        StatsSink sink(rr.stats, options.extraSink);
        const int64_t done = runMatches(*prepared[i].game, prepared[i].reading.id, ro, sink);
        result.readings.push_back(std::move(rr));
        if (done < ro.matches) {
            result.cancelled = true;
            break;
        }
    }
    return result;
}

std::vector<MainEffect> mainEffects(const Experiment &expanded, const ExperimentResult &result,
                                    const std::vector<std::string> &metrics) {
    std::vector<MainEffect> out;
    auto metricOf = [](const stats::ReadingStats &s, const std::string &key) -> stats::Interval {
        for (const auto &m : stats::computeMetrics(s, false))
            if (m.key == key) return m.interval;
        return {};
    };
    stats::ReadingStats all;
    for (const auto &r : result.readings) all.merge(r.stats);
    for (size_t k = 0; k < expanded.vary.size(); ++k) {
        const auto &[opt, vals] = expanded.vary[k];
        std::vector<stats::ReadingStats> pooled(vals.size());
        for (size_t c = 0; c < result.readings.size() && c < expanded.readings.size(); ++c) {
            const auto it = expanded.readings[c].reading.values.find(opt);
            if (it == expanded.readings[c].reading.values.end()) continue;
            const auto lv = std::find(vals.begin(), vals.end(), it->second);
            if (lv != vals.end()) pooled[static_cast<size_t>(lv - vals.begin())].merge(result.readings[c].stats);
        }
        for (const auto &metric : metrics) {
            MainEffect me;
            me.option = opt;
            me.metric = metric;
            me.grand = metricOf(all, metric);
            double lo = 0, hi = 0;
            for (size_t v = 0; v < vals.size(); ++v) {
                LevelEffect le;
                le.value = vals[v];
                le.metric = metricOf(pooled[v], metric);
                le.effect = le.metric.value - me.grand.value;
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

}  // namespace rulelab
