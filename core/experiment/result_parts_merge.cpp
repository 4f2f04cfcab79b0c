// The merge of a run's shards (result_merge.h): every shard once, of one experiment played by one
// build, each reading's matches whole and in order.
#include "result_merge.h"

#include "experiment_runner.h"
#include "results_io.h"

#include <algorithm>

namespace rulelab {

std::string optionsDifference(const OptionValues &here, const OptionValues &there) {
    for (const auto &[k, v] : here) {
        const auto it = there.find(k);
        if (it == there.end()) return "option '" + k + "' only here";
        if (it->second != v) return "option '" + k + "': '" + v + "' here, '" + it->second + "' there";
    }
    for (const auto &[k, v] : there)
        if (!here.count(k)) return "option '" + k + "' only there";
    return {};
}

namespace {

// The parts by shard, when they are every shard, once each, of one finished run by one build.
bool partsByShard(std::vector<ResultPart> &parts, std::vector<ResultPart *> &byShard, std::string &error) {
    const ResultPart &first = parts.front();
    const int n = first.shardCount;
    byShard.assign(static_cast<size_t>(n), nullptr);
    for (auto &p : parts) {
        if (p.experimentJson != first.experimentJson) {
            error = p.dir.toStdString() + ": a different experiment from " + first.dir.toStdString();
            return false;
        }
        if (p.engine != first.engine) {
            error = p.dir.toStdString() + ": field 'engine' is '" + p.engine + "', but " + first.dir.toStdString() +
                    " was written by '" + first.engine + "'";
            return false;
        }
        if (const std::string d = provenanceDifference(p.plugin, first.plugin); !d.empty()) {
            error = p.dir.toStdString() + ": field 'plugin' differs from " + first.dir.toStdString() + " (" + d +
                    "): the parts were played by different builds of the game's rules";
            return false;
        }
        for (size_t i = 0; i < p.readings.size() && i < first.readings.size(); ++i) {
            const std::string d = optionsDifference(p.readings[i].options, first.readings[i].options);
            if (!d.empty()) {
                error = p.dir.toStdString() + ": reading '" + p.readings[i].reading + "' was played with other options than in " +
                        first.dir.toStdString() + " (" + d + ")";
                return false;
            }
        }
        if (p.shardCount != n) {
            error = p.dir.toStdString() + ": shard of " + std::to_string(p.shardCount) + ", but " + first.dir.toStdString() +
                    " is a shard of " + std::to_string(n);
            return false;
        }
        if (p.cancelled) {
            error = p.dir.toStdString() + ": this part was cancelled; finish it with 'run --resume' first";
            return false;
        }
        if (byShard[static_cast<size_t>(p.shardIndex)]) {
            error = p.dir.toStdString() + ": shard " + std::to_string(p.shardIndex + 1) + "/" + std::to_string(n) +
                    " is also in " + byShard[static_cast<size_t>(p.shardIndex)]->dir.toStdString();
            return false;
        }
        byShard[static_cast<size_t>(p.shardIndex)] = &p;
    }
    for (int k = 0; k < n; ++k)
        if (!byShard[static_cast<size_t>(k)]) {
            error = "shard " + std::to_string(k + 1) + "/" + std::to_string(n) + " is missing";
            return false;
        }
    return true;
}

// Reading i of every shard in shard order: its matches, each shard's range whole and in order,
// moved into `rows` and freed from the part as they go (the records of millions of matches are
// held once, not twice: a record with its usage map is nearly a kilobyte).
bool mergeReading(const std::vector<ResultPart *> &byShard, size_t i, bool usage, ReadingResult &rr,
                  std::vector<MatchRecord> &rows, std::string &error) {
    const ResultPart &first = *byShard.front();
    const int n = static_cast<int>(byShard.size());
    rr.reading = first.readings[i].reading;
    rr.name = first.readings[i].name;
    rr.source = first.readings[i].source;
    rr.options = first.readings[i].options;
    for (int k = 0; k < n; ++k) {
        ResultPart &p = *byShard[static_cast<size_t>(k)];
        if (p.readings.size() != first.readings.size() || p.readings[i].reading != rr.reading) {
            error = p.dir.toStdString() + ": its readings differ from " + first.dir.toStdString();
            return false;
        }
        const auto [from, count] = shardRange(first.experiment.matches, k, n);
        auto &rs = p.records[i];
        if (static_cast<int64_t>(rs.size()) != count ||
            (count > 0 && (rs.front().index != from || rs.back().index != from + count - 1))) {
            error = p.dir.toStdString() + ": reading '" + rr.reading + "' should hold matches " + std::to_string(from) + " to " +
                    std::to_string(from + count - 1) + " of shard " + std::to_string(k + 1) + "/" + std::to_string(n) +
                    ", but holds " + std::to_string(rs.size()) + " rows";
            return false;
        }
        for (size_t j = 1; j < rs.size(); ++j)
            if (rs[j].index != rs[j - 1].index + 1) {
                error = p.dir.toStdString() + ": reading '" + rr.reading + "' has a gap or a repeat at match " +
                        std::to_string(rs[j].index);
                return false;
            }
        // Room for every match, once the first shard's count has bounded the experiment's.
        if (k == 0) rows.reserve(static_cast<size_t>(first.experiment.matches));
        for (auto &r : rs) {
            rr.stats.add(r);
            rows.push_back(std::move(r));
        }
        std::vector<MatchRecord>().swap(rs);
        if (usage) rr.stats.usage.merge(p.readings[i].stats.usage);
    }
    return true;
}

}  // namespace

bool mergeParts(std::vector<ResultPart> &parts, ExperimentResult &out, std::vector<std::vector<MatchRecord>> &rows,
                std::string &error) {
    if (parts.empty()) {
        error = "nothing to merge";
        return false;
    }
    std::vector<ResultPart *> byShard;
    if (!partsByShard(parts, byShard, error)) return false;
    const ResultPart &first = parts.front();
    const bool usage = std::all_of(parts.begin(), parts.end(), [](const ResultPart &p) { return p.hasUsage; });
    out = ExperimentResult{};
    out.experiment = first.experiment;
    out.plugin = first.plugin;
    rows.assign(first.readings.size(), {});
    for (size_t i = 0; i < first.readings.size(); ++i) {
        ReadingResult rr;
        if (!mergeReading(byShard, i, usage, rr, rows[i], error)) return false;
        out.readings.push_back(std::move(rr));
    }
    return true;
}

}  // namespace rulelab
