#pragma once
// Summaries of one reading's matches, computed from the match records only.

#include "match_record.h"

#include <array>
#include <string>
#include <vector>

namespace rulelab {

// Quantiles use linear interpolation between order statistics (Hyndman & Fan type 7, the
// default of R and NumPy): q(p) = x[floor(h)] + (h - floor(h)) (x[floor(h)+1] - x[floor(h)]),
// h = (n - 1) p, on the sorted values x[0..n-1].
struct Distribution {
    double mean = 0, median = 0, p10 = 0, p90 = 0, max = 0;
};
Distribution describe(std::vector<double> values);
double quantileSorted(const std::vector<double> &sorted, double p);

struct ReadingSummary {
    std::string game;
    std::string reading;
    OptionValues options;
    int64_t matches = 0;
    int64_t firstWins = 0, secondWins = 0, draws = 0, undecided = 0;
    std::array<int64_t, kEndReasonCount> endReasons{};  // indexed by EndReason
    Distribution turns, laps, rounds;
};

ReadingSummary summarize(const std::string &game, const std::string &reading, const OptionValues &options,
                         const std::vector<MatchRecord> &records);

}  // namespace rulelab
