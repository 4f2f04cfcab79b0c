#pragma once
// Runs an experiment: prepares its readings (or the cells of a sweep), plays the matches of
// each reading on all cores, and keeps streaming statistics. Shared by the CLI and the GUI.

#include "experiment.h"
#include "prepared_reading.h"
#include "stats/reading_stats.h"
#include "sim/runner.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace rulelab {

struct ReadingResult {
    std::string reading;  // reading id
    std::string name;
    std::string source;
    OptionValues options;
    stats::ReadingStats stats;
};

struct ExperimentResult {
    Experiment experiment;
    std::vector<ReadingResult> readings;
    bool cancelled = false;
};

// Expands a sweep (base reading x the full factorial of the varied options) into inline
// readings named "base[option=value,...]". Returns false on a malformed sweep.
bool expandSweep(Experiment &e, std::string &error);

// Prepares every reading of the experiment; errors name the reading and what is wrong.
bool prepareExperiment(const PluginRegistry &registry, const Experiment &e, std::vector<PreparedReading> &out,
                       std::string &error, InputError &kind);

struct ExperimentRunOptions {
    int threads = 0;
    RecordSink *extraSink = nullptr;  // e.g. a CSV writer; gets every record, reading by reading
    std::function<void(size_t readingIndex, const RunProgress &)> progress;
    const std::atomic<bool> *cancel = nullptr;
    std::function<void(size_t readingIndex)> beforeReading;  // lets a sink switch readings
};

ExperimentResult runExperiment(const Experiment &e, const std::vector<PreparedReading> &prepared,
                               const ExperimentRunOptions &options);

// Main effects of a sweep: for each varied option and level, the metric pooled over every
// cell with that level, and its difference from the metric pooled over all cells.
struct LevelEffect {
    std::string value;
    stats::Interval metric;  // pooled over the cells at this level
    double effect = 0;       // metric - grand
};
struct MainEffect {
    std::string option;
    std::string metric;
    stats::Interval grand;
    std::vector<LevelEffect> levels;
    double range = 0;  // max - min of the level values: how much this ambiguity matters
};
std::vector<MainEffect> mainEffects(const Experiment &expanded, const ExperimentResult &result,
                                    const std::vector<std::string> &metrics);

}  // namespace rulelab
