#include "summary.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rulelab {

double quantileSorted(const std::vector<double> &x, double p) {
    if (x.empty()) return 0;
    const double h = (static_cast<double>(x.size()) - 1) * p;
    const size_t lo = static_cast<size_t>(std::floor(h));
    const size_t hi = std::min(lo + 1, x.size() - 1);
    return x[lo] + (h - static_cast<double>(lo)) * (x[hi] - x[lo]);
}

Distribution describe(std::vector<double> values) {
    Distribution d;
    if (values.empty()) return d;
    std::sort(values.begin(), values.end());
    // Summation in sorted order: the same records give the same mean on every run.
    d.mean = std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
    d.median = quantileSorted(values, 0.5);
    d.p10 = quantileSorted(values, 0.1);
    d.p90 = quantileSorted(values, 0.9);
    d.max = values.back();
    return d;
}

ReadingSummary summarize(const std::string &game, const std::string &reading, const OptionValues &options,
                         const std::vector<MatchRecord> &records) {
    ReadingSummary s;
    s.game = game;
    s.reading = reading;
    s.options = options;
    s.matches = static_cast<int64_t>(records.size());
    std::vector<double> turns, laps, rounds;
    turns.reserve(records.size());
    laps.reserve(records.size());
    rounds.reserve(records.size());
    for (const auto &r : records) {
        switch (r.firstMoverOutcome()) {
        case 1: ++s.firstWins; break;
        case -1: ++s.secondWins; break;
        case 0: ++s.draws; break;
        default: ++s.undecided; break;
        }
        ++s.endReasons[static_cast<size_t>(r.endReason)];
        turns.push_back(static_cast<double>(r.progress.turns));
        laps.push_back(static_cast<double>(r.progress.laps));
        rounds.push_back(static_cast<double>(r.progress.rounds));
    }
    s.turns = describe(std::move(turns));
    s.laps = describe(std::move(laps));
    s.rounds = describe(std::move(rounds));
    return s;
}

}  // namespace rulelab
