#pragma once
// Experiment files (JSON, versioned): what to simulate, so that a result can be reproduced.
//   { "format": "rulelab-experiment", "version": 1, "game": "khutka-boia",
//     "readings": ["aibdd-literal", "my-reading.json",
//                  {"id": "r4-skip", "base": "reconstruction", "options": {"lap_origin": "skip"}}],
//     "set": ["match_end=fixed_rounds", "rounds=1"],      (or an object {"rounds": 1, ...})
//     "agents": "mcts:200,random", "swap_seats": true,
//     "matches": 1000, "seed": 1, "limits": {"max_turns": 100000, ...},
//     "sweep": {"base": "reconstruction", "vary": {"lap_origin": ["include", "skip"]}},
//     "metrics": ["Completion", "AdvantageP1"] }
// Every summary.json embeds the experiment that produced it under "experiment", and such a
// summary is accepted wherever an experiment file is.

#include "sim/agents.h"
#include "game/game.h"
#include "game/reading.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <array>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace rulelab {

inline constexpr int kExperimentFormatVersion = 1;

// A reading as an experiment names it: a built-in id, a reading file, or inline.
struct ReadingRef {
    std::string spec;  // id or path (empty for inline)
    bool isInline = false;
    std::string base;  // inline: built-in reading the options start from (may be empty)
    Reading reading;   // inline: id, name, description and the options given
};

struct Experiment {
    std::string game;
    std::vector<ReadingRef> readings;
    std::vector<std::string> overrides;  // "option=value", applied to every reading
    std::array<AgentSpec, 2> agents{};
    bool swapSeats = false;
    int64_t matches = 1000;
    uint64_t seed = 1;
    Limits limits;
    std::string sweepBase;
    std::vector<std::pair<std::string, std::vector<std::string>>> vary;  // option -> values
    std::vector<std::string> metrics;                                    // wanted metrics for tables (empty: all)
    // Comparisons: the primary metrics (one Bonferroni family, the paper's claims; the rest is
    // exploratory) and equivalence margins (metric -> delta, a TOST test on each pair).
    std::vector<std::string> primary;
    std::map<std::string, double> margins;
    // Run to a precision: metric -> the largest 95% half-width wanted. Matches are then played in
    // blocks of kPrecisionBlock until every named metric is that precise, `matches` being the most.
    std::map<std::string, double> precision;
};
inline constexpr int64_t kPrecisionBlock = 1000;

// The strings as a JSON array, in their order.
QJsonArray stringsJson(const std::vector<std::string> &items);

// Parses an experiment file, or the "experiment" object of a summary. Errors name the
// origin and the field with what was expected.
bool parseExperiment(const QByteArray &data, const std::string &origin, Experiment &out, std::string &error);
bool loadExperimentFile(const QString &path, Experiment &out, std::string &error);
QJsonObject experimentToJson(const Experiment &e);
bool saveExperimentFile(const QString &path, const Experiment &e, std::string &error);

// The "seed" of an experiment file or an explore spec: a whole number, as a string above 2^53.
// True when absent (`seed` untouched) or valid; false when present and invalid.
bool readSeedField(const QJsonObject &o, uint64_t &seed);
// The "limits" object of an experiment file or an explore spec ({name: whole number from 1 to
// 10^15}) applied to `limits`. False with `field` ("limits" or "limits.NAME") and `problem` for the
// first fault; true when absent or valid.
bool readLimitsField(const QJsonObject &o, Limits &limits, std::string &field, std::string &problem);
// The "set" field (of experiment and explore files) into `overrides`: an array of "option=value"
// strings, or an object {option: value} whose scalar values `text` writes (it returns false for
// any other value). On a wrong value, `field` names it and `problem` says what it must be.
bool readOverridesField(const QJsonObject &o, bool (*text)(const QJsonValue &, std::string &),
                        std::vector<std::string> &overrides, std::string &field, std::string &problem);

// Parses "--cap NAME=N" / limits keys. Returns an error text, or "" on success.
std::string applyLimit(Limits &limits, const std::string &name, int64_t value);
QJsonObject limitsToJson(const Limits &l);

}  // namespace rulelab
