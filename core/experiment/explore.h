#pragma once
// Exploring the space of gap readings against stated requirements (issue 20): which
// combinations of answers to the text's gaps give a game that ends, lasts as long as the
// sources say, does not hand the game to whoever starts, and matches the wear on a board.
//
// Candidates are the base reading with the varied options set (the full factorial, or a
// stratified sample of it when it has more than maxCandidates cells). Each candidate plays the
// very matches `run` plays for a reading of its id (the sweep's name "base[option=value,...]"),
// in blocks: every candidate starts with firstBlock matches, and after each round a candidate
// whose intervals settle every requirement gets its verdict while the rest get twice as many
// matches, until the budget is spent (racing). Error control: every interval ever looked at is
// a Bonferroni share of alpha (round r spends alpha / 2^(r+1), split evenly over the candidates
// and requirements), and each interval holds at its level whatever the distribution of the
// matches (explore_verdict.h: exact, order-statistic and betting intervals; requirements on
// metrics without such an interval are refused), so the chance that any verdict is wrong is at
// most alpha in all. The one exception is usage_similarity, whose jackknife interval is
// approximate; its verdicts say so. Deterministic for a seed whatever the thread count. Shared by
// the CLI and the workbench.

#include "experiment_runner.h"
#include "prepared_reading.h"
#include "stats/usage_map.h"

#include <QByteArray>
#include <QJsonObject>

#include <array>
#include <atomic>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace rulelab {

// One requirement: "METRIC >= A", "METRIC <= B" or "METRIC between A B". METRIC is a metric key
// of computeMetrics (outcome metrics are over the rule-ended matches, as there) or
// "usage_similarity" (then `evidence` names the observed usage map it is measured against).
struct Requirement {
    enum class Op : uint8_t { AtLeast, AtMost, Between };
    std::string metric;
    Op op = Op::AtLeast;
    double lo = 0, hi = 0;     // AtLeast: lo; AtMost: hi; Between: lo and hi
    std::string evidence;      // usage_similarity: the evidence file's origin; reported lengths: its origin
    std::string text() const;  // "Completion >= 0.98", "turns_median between 20 120"
    // text() with the evidence file's name when there is one: "usage_similarity >= 0.8 (wear.csv)".
    std::string label() const;
    bool operator==(const Requirement &) const = default;
};
// Parses the command line's form ("METRIC >= A", "METRIC <= B", "METRIC between A B"; also
// without spaces around the operator, and with the signs ≥ ≤); the metric must be a key of
// computeMetrics or "usage_similarity". Errors say what was expected.
bool parseRequirement(const std::string &text, Requirement &out, std::string &error);
// The metrics a requirement may name: every key of computeMetrics (agents differing), then
// "usage_similarity".
std::vector<std::string> requirementMetricKeys();
// Whether `i` settles `r`: +1 the whole interval lies inside the required range (met), -1 it
// lies wholly outside (violated), 0 otherwise or when the interval is not available.
int requirementStatus(const Requirement &r, const stats::Interval &i);
const char *requirementStatusKey(int status);  // "met", "violated", "unsettled"

// An observation given with --evidence: a usage map (CSV, see stats::ObservedUsage) or a
// reported length (JSON {"format": "rulelab-evidence", "kind": "reported_length", "metric":
// "turns_median", "value": 40, "tolerance": 10, "source": "..."}, which becomes the requirement
// "turns_median between 30 50").
struct Evidence {
    enum class Kind : uint8_t { UsageMap, ReportedLength };
    Kind kind = Kind::UsageMap;
    std::string origin;  // the file
    stats::ObservedUsage usage;
    Requirement length;  // ReportedLength
    std::string source;  // who reported it (ReportedLength)
};
bool loadEvidence(const std::string &path, Evidence &out, std::string &error);

struct ExploreSpec {
    std::string game;
    std::string base;                    // base reading: built-in id or reading file
    std::vector<std::string> overrides;  // "option=value", applied to every candidate before the varied options
    // Option -> values; an empty list means every value of the option (choices and flags; an
    // integer option with at most 16 values; a real option needs values).
    std::vector<std::pair<std::string, std::vector<std::string>>> vary;
    std::vector<Requirement> requirements;
    std::vector<std::string> evidenceFiles;  // their requirements are added when prepared
    int64_t budget = 100000;                 // matches in all, over every candidate
    int64_t firstBlock = 100;                // matches each candidate starts with
    int64_t maxCandidates = 256;             // a larger space is sampled (stratified over options)
    uint64_t seed = 1;
    double alpha = 0.05;  // the family-wise error rate of all verdicts together
    std::array<AgentSpec, 2> agents{};
    bool swapSeats = false;
    Limits limits;
};
inline constexpr int kExploreFormatVersion = 1;
inline constexpr int64_t kMaxExploreCandidates = 100000;
// The spec as JSON ({"format": "rulelab-explore", "version": 1, ...}) and back; summary.json
// embeds it under "explore", and such a summary is accepted wherever a spec file is. "vary" is
// an array of {"option", "values"} (its order names the candidates); "require" holds the
// requirements' texts (an object {"requirement", "evidence"} for one tied to an evidence file).
QJsonObject exploreSpecToJson(const ExploreSpec &s);
bool parseExploreSpec(const QJsonObject &o, const std::string &origin, ExploreSpec &out, std::string &error);

enum class Verdict : uint8_t { Feasible, Infeasible, Uncertain };
const char *verdictKey(Verdict v);  // "feasible", "infeasible", "uncertain"

struct RequirementResult {
    stats::Interval estimate;  // the metric with its ordinary 95% interval (as `run` reports it)
    stats::Interval adjusted;  // the interval the verdict used (the round's Bonferroni level)
    int status = 0;            // +1 met, -1 violated, 0 not settled
    // Unsettled: roughly how many more matches would settle it (matchesToSettle); -1 when none
    // would (the estimate sits on the threshold, or nothing to rest on); 0 when settled.
    int64_t moreMatches = 0;
};

struct Candidate {
    size_t index = 0;  // its position in PreparedExplore::candidates (the whole exploration's)
    std::string id;    // "base[option=value,...]"
    std::vector<std::pair<std::string, std::string>> values;  // the varied options, in spec order
    int64_t matches = 0;
    std::vector<RequirementResult> requirements;  // in the order of PreparedExplore::requirements
    Verdict verdict = Verdict::Uncertain;
    int decidedInRound = -1;    // -1: never decided
    // Uncertain: roughly how many more matches would settle the verdict (candidateMoreMatches);
    // -1 when no number would; 0 when decided.
    int64_t moreMatches = 0;
    stats::ReadingStats stats;  // empty in a result read back from its files
};

// The spec made concrete: the game, the candidates' readings, every requirement (evidence
// included) and the observed usage maps resolved to cells.
struct PreparedExplore {
    ExploreSpec spec;
    std::string gameName;  // for the methods text
    Reading base;          // the base reading after the overrides, every option's value canonical
    // Reading ids as Candidate::id. In a result read back from its files the games are null,
    // and a shard's summary fills only its own candidates (the others keep an empty id).
    std::vector<PreparedReading> candidates;
    std::vector<std::vector<std::pair<std::string, std::string>>> candidateValues;
    // The varied options with their values resolved (canonical; every value where the spec gave
    // none), in the spec's order: the drivers' levels.
    std::vector<std::pair<std::string, std::vector<std::string>>> vary;
    std::vector<Requirement> requirements;  // the spec's, then the evidence files'
    std::vector<Evidence> evidence;
    std::vector<std::vector<int>> evidenceCells;  // per evidence file (usage maps): cell ids
    int64_t spaceSize = 0;                        // cells of the full factorial
    bool sampled = false;                         // candidates are a sample of the space
    int64_t turnBound = 0;  // the candidates' turn cap: the bound of turns_mean's and lead_changes_mean's values
    std::string samplingMethod;                   // "full factorial" or "stratified sample (...)"
};
bool prepareExplore(const PluginRegistry &registry, const ExploreSpec &spec, PreparedExplore &out, std::string &error,
                    InputError &kind);
// prepareExplore reading the spec's input files (the base reading file, the evidence files) from
// copies elsewhere (`copies`: the path the spec names -> the copy's path), while every name the
// result keeps stays the spec's: the evidence files' origins, the requirements tied to them, and
// the candidates' ids (so their matches' seeds) and descriptions. The result is the exploration
// the files at the spec's paths would give (verify re-runs a bundled exploration this way).
bool prepareExploreFromCopies(const PluginRegistry &registry, const ExploreSpec &spec,
                              const std::map<std::string, std::string> &copies, PreparedExplore &out, std::string &error,
                              InputError &kind);
// The level at which round `round`'s intervals are computed: 1 - exploreIntervalAlpha(...), with
// alpha / 2^(round+1) split evenly over the candidates (of the whole exploration) and requirements.
double exploreIntervalAlpha(double alpha, int round, size_t candidates, size_t requirements);
// The matches shard K of N may spend: budget * (its candidates) / (all candidates), rounded down.
int64_t shardBudget(int64_t budget, size_t candidates, int shardIndex, int shardCount);

struct ExploreProgress {
    int round = 0;
    int decided = 0;     // candidates with a verdict
    int candidates = 0;  // all candidates (this shard's)
    int64_t matchesUsed = 0;
    int64_t budget = 0;
};

// The run's control (RunControl: a cancel keeps the verdicts reached so far; shard K of N
// explores candidates K, K+N, ... with its share of the budget, whose verdicts are those of one
// machine only while no shard's share binds, so the command line refuses --shard: docs/cli.md,
// "No shards") and the progress between blocks.
struct ExploreRunOptions : RunControl {
    std::function<void(const ExploreProgress &)> progress;  // called between blocks
};

// Which options (and pairs of options) decide feasibility: for each value, the share of the
// decided candidates with that value that are feasible (Wilson 95% interval), and how far the
// shares of an option's values are apart; plus the value (or pair of values) that makes every
// candidate with it fail one requirement.
struct DriverLevel {
    std::string value;  // "chain", or "chain,skip" for a pair
    int64_t feasible = 0, decided = 0;
    stats::Interval share;
};
struct Driver {
    std::string option;  // "capture", or "capture,lap_origin" for a pair
    std::vector<DriverLevel> levels;
    double spread = 0;               // max - min of the levels' shares
    std::vector<std::string> notes;  // "capture=chain makes every candidate fail 'turns_median <= 120'"
};

struct ExploreResult {
    PreparedExplore prepared;  // copied from the input (for provenance and the output files)
    std::vector<Candidate> candidates;
    std::vector<Driver> drivers;  // ranked by spread, largest first
    int64_t matchesUsed = 0;
    int64_t budget = 0;  // the matches this exploration (or shard) could spend
    int rounds = 0;
    bool cancelled = false;
    int shardIndex = 0, shardCount = 1;
    PluginProvenance plugin;
    std::string engine;  // the RuleLab that played the matches (engineVersion())
    // Read back (loadExploreResult): set when summary.json has no integrity record, so that it
    // cannot be checked (integrity.h); the warning, translated.
    std::string integrityWarning;
};

ExploreResult runExplore(const PreparedExplore &prepared, const ExploreRunOptions &options);
// The racing itself, with the matches from `play` (runExplore plays them with the runner; the
// calibration tests draw them from known distributions): play(candidate, first, count, sink)
// delivers matches first..first+count-1 of the candidate in index order and returns how many.
using ExploreMatchSource = std::function<int64_t(size_t candidate, int64_t first, int64_t count, RecordSink &sink)>;
ExploreResult raceCandidates(const PreparedExplore &prepared, const ExploreRunOptions &options,
                             const ExploreMatchSource &play);
// For an uncertain candidate: roughly how many more matches would settle it (the cheapest
// requirement whose estimate is out of its range, else the dearest unsettled one); -1 when no
// number would, 0 when decided.
int64_t candidateMoreMatches(const PreparedExplore &prepared, const Candidate &c);
// What the uncertain verdicts of a result still need, as every face reports it: their number,
// roughly how many more matches each one that more matches would settle needs (ascending), and
// how many no number of matches would settle.
struct UncertainSummary {
    int64_t uncertain = 0, unsettleable = 0;
    std::vector<int64_t> more;
    int64_t median() const { return more.empty() ? 0 : more[more.size() / 2]; }
};
UncertainSummary uncertainSummary(const ExploreResult &r);
std::vector<Driver> exploreDrivers(const PreparedExplore &prepared, const std::vector<Candidate> &candidates);

// Output: the JSON document (format "rulelab-explore-result": explore spec, engine and plugin
// provenance, sampling, error control, candidates, drivers), candidates.csv, and the methods
// paragraph for a paper.
QJsonObject exploreResultJson(const ExploreResult &r);
QByteArray candidatesCsv(const ExploreResult &r);
std::string exploreMethodsText(const ExploreResult &r);
// Writes summary.json and candidates.csv to `dir` (atomically), the summary sealed (integrity.h).
bool saveExploreResult(const ExploreResult &r, const QString &dir, std::string &error);
// Reads a saved summary.json back (for merge and the workbench); refuses one edited after it was
// written, or beside a candidates.csv it was not written with (integrity.h).
bool loadExploreResult(const QString &summaryPath, ExploreResult &out, std::string &error);
// Merges the summaries of shards 0..N-1 of one exploration (same spec and plugin) into one.
bool mergeExploreResults(const std::vector<ExploreResult> &parts, ExploreResult &out, std::string &error);

// A candidate as a reading of its own (for "save as reading file" and "run it in full"): the
// base reading's values with the candidate's, id = the candidate's id, a description generated
// from its options. `candidate` indexes prepared.candidates (Candidate::index).
Reading candidateReading(const PreparedExplore &prepared, size_t candidate);

}  // namespace rulelab
