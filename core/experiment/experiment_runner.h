#pragma once
// Runs an experiment: prepares its readings (or the cells of a sweep), plays the matches of
// each reading on all cores, and keeps streaming statistics. Shared by the CLI and the GUI.

#include "experiment.h"
#include "prepared_reading.h"
#include "stats/reading_stats.h"
#include "sim/runner.h"

#include <atomic>
#include <functional>
#include <set>
#include <string>
#include <vector>

namespace rulelab {

struct ReadingResult {
    std::string reading;  // reading id
    std::string name;
    std::string source;
    OptionValues options;
    stats::ReadingStats stats;
    // Runs to a precision: whether every named metric reached its half-width (else the
    // maximum number of matches, or a cancel, stopped the reading).
    bool precisionReached = false;
};

// The 95% half-width of a metric of these statistics, or -1 when it has no interval.
double halfWidth(const stats::ReadingStats &s, const std::string &metric);
// Whether every metric of `precision` is at least that precise.
bool precisionReached(const stats::ReadingStats &s, const std::map<std::string, double> &precision);

struct ExperimentResult {
    Experiment experiment;
    std::vector<ReadingResult> readings;
    bool cancelled = false;
    PluginProvenance plugin;  // the build of the game's rules that played the matches
};

// Expands a sweep (base reading x the full factorial of the varied options) into inline
// readings, each named by combinationId ("base[option=value,...]", the game's order of options and
// canonical values, as explore names its candidates and `run` accepts). The varied options are
// first resolved against the game: every value made canonical, the options sorted into the game's
// order (so the cells, their order and their matches do not depend on the order of the --vary
// flags; the last option varies fastest). Refused (false, with a message): an unknown option or
// value, an option varied twice or also set for every cell, a value given twice, and what
// checkSweep refuses. The registry form looks the game up by e.game.
bool expandSweep(const GameInfo &game, Experiment &e, std::string &error);
bool expandSweep(const PluginRegistry &registry, Experiment &e, std::string &error);
// The option the --vary of `opt` names, when the game has it, it is not among the first
// `before` options of `vary`, and --set does not set it for every `unit` ("cell", "candidate"):
// `overridden`. Null with `error` otherwise (expandSweep and prepareExplore).
const RuleOption *variedOption(const GameInfo &game, const std::string &opt,
                               const std::vector<std::pair<std::string, std::vector<std::string>>> &vary, size_t before,
                               const std::set<std::string> &overridden, const char *unit, std::string &error);
// The values given for varied option `opt` as it spells them, each once (into `out`); the error
// names the --vary flag.
bool canonicalVariedValues(const RuleOption &ro, const std::string &opt, const std::vector<std::string> &vals,
                           std::vector<std::string> &out, std::string &error);
// Sorts varied options into the game's order of options (stable), whatever order they were given in.
void orderByGameOptions(const GameInfo &game, std::vector<std::pair<std::string, std::vector<std::string>>> &vary);
// Sorts a sweep's varied options into the game's order (as expandSweep does), for a sweep whose
// cells were made already (read back from a summary, whose `vary` is a JSON object and comes back
// in alphabetical order): its effects and interactions are then listed as the run listed them.
// The registry form leaves the order alone when the game is not installed.
void orderSweepOptions(const GameInfo &game, Experiment &e);
void orderSweepOptions(const PluginRegistry &registry, Experiment &e);
// The sweep's shape alone, without the game: at least one option, two values each, at most 4096
// cells (for a form that checks before the game's rules are at hand).
bool checkSweep(const Experiment &e, std::string &error);

// Prepares every reading of the experiment; errors name the reading and what is wrong.
bool prepareExperiment(const PluginRegistry &registry, const Experiment &e, std::vector<PreparedReading> &out, std::string &error,
                       InputError &kind);

// The run's control (threads, cancel, shard, usage maps: RunControl) and what an experiment adds.
struct ExperimentRunOptions : RunControl {
    RecordSink *extraSink = nullptr;  // e.g. a CSV writer; gets every record, block by block
    // Progress of the whole run: `done` and `total` count the matches of every reading played
    // in this run (resumed ones excluded); readingIndex is the reading being played.
    std::function<void(size_t readingIndex, const RunProgress &)> progress;
    // Called before each block of a reading is played: matches [from, to) of reading i. Lets a
    // sink switch readings, and a resumed run write the block's matches already played.
    std::function<void(size_t readingIndex, int64_t from, int64_t to)> beforeBlock;
    // Resuming: matches already played per reading (a completed prefix) and their statistics;
    // those readings continue from there. Empty: start from scratch. A resumed reading whose
    // usage map does not count its matches (matches.csv keeps no usage) plays them again, with
    // the same seeds and agents, to count it, so that the map equals an uninterrupted run's.
    std::vector<ReadingResult> resumeFrom;
};

// The match range [first, first + count) that shard K of N plays of a reading of M matches.
// (128-bit products: matches * k cannot overflow; __extension__ keeps -Wpedantic quiet.)
__extension__ typedef __int128 ShardProduct;
inline std::pair<int64_t, int64_t> shardRange(int64_t matches, int k, int n) {
    const int64_t first = static_cast<int64_t>((static_cast<ShardProduct>(matches) * k) / n);
    const int64_t end = static_cast<int64_t>((static_cast<ShardProduct>(matches) * (k + 1)) / n);
    return {first, end - first};
}

// Plays the readings interleaved, in blocks of kPrecisionBlock match indices: block 0 of every
// reading, then block 1 of every reading, and so on. A cancelled run therefore holds about as
// many matches of each reading (a comparable partial comparison), and every reading's matches
// are still the first ones of its range, in index order, so its numbers do not depend on the
// interleaving. A reading run to a precision stops at the first block end where it is precise
// enough; the others go on.
ExperimentResult runExperiment(const Experiment &e, const std::vector<PreparedReading> &prepared,
                               const ExperimentRunOptions &options);

// Effects of a sweep, estimated from the cells of the full factorial as balanced cell means:
// every cell's metric counts once, whatever its number of matches or decisions (so ratio
// metrics and quantiles are balanced too), and each effect is a contrast of cell metrics whose
// 95% interval comes from the cells' own standard errors (cells are independent; each cell's
// standard error is read from its 95% interval). Shares are treated on the probability scale.
struct LevelEffect {
    std::string value;
    stats::Interval metric;  // the mean of the cell metrics at this level
    stats::Interval effect;  // metric - grand (the mean over every cell)
    // For shares and scores, the same effect on the log-odds scale (the saturated logistic
    // model of the balanced cells, delta-method interval): present only when every cell's
    // share lies strictly between 0 and 1.
    bool hasLogOdds = false;
    stats::Interval logOdds;
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

// Two-way interactions: for options A and B and levels i, j, the contrast
// m(i, j) - m(i, .) - m(., j) + m(., .) of the balanced cell means (0 when the effect of A does
// not depend on B), with its 95% interval and its interval at the Bonferroni-adjusted level
// 1 - kInteractionAlpha / m, m the family size: the distinct contrasts (a contrast and its
// negative count once) of every pair of options, for one metric (interactionFamilySize).
// `exceedsMainEffect` flags an interaction one of whose contrasts has an adjusted interval that
// excludes 0 and is larger (in absolute value) than `mainEffect`, the smaller of the two options'
// largest absolute main effects; the chance that noise flags any interaction of a metric is then
// at most kInteractionAlpha (up to the normal approximation of the cells' intervals).
inline constexpr double kInteractionAlpha = 0.05;
struct InteractionContrast {
    std::string levelA, levelB;
    stats::Interval contrast;  // 95%
    stats::Interval adjusted;  // at the Bonferroni-adjusted level (Interaction::adjustedLevel)
    bool hasLogOdds = false;   // shares and scores: the contrast of the cells' log-odds (see LevelEffect)
    stats::Interval logOdds;
};
struct Interaction {
    std::string optionA, optionB, metric;
    std::vector<InteractionContrast> contrasts;
    double largest = 0;           // the largest absolute contrast
    double mainEffect = 0;        // the smaller of the two options' largest absolute main effects
    int familySize = 1;           // m: the contrasts of the metric adjusted for together
    double adjustedLevel = 0.95;  // 1 - kInteractionAlpha / m
    int flagged = -1;             // the contrast that makes the flag (the largest such), or -1
    bool exceedsMainEffect = false;
};
// The family size m of a sweep: over every pair of options A, B with ka and kb levels,
// (ka == 2 ? 1 : ka) * (kb == 2 ? 1 : kb) distinct contrasts.
int interactionFamilySize(const Experiment &expanded);
std::vector<Interaction> interactions(const Experiment &expanded, const ExperimentResult &result,
                                      const std::vector<std::string> &metrics, const std::vector<MainEffect> &mains);
// Both, from one pass over the cells' metrics.
struct SweepEffects {
    std::vector<MainEffect> mains;
    std::vector<Interaction> interactions;
};
SweepEffects sweepEffects(const Experiment &expanded, const ExperimentResult &result, const std::vector<std::string> &metrics);

}  // namespace rulelab
