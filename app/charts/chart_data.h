#pragma once
// The finished numbers a chart needs, nothing more. Built from a summary JSON document (a
// results file, or the summary of a run just finished in the window), so the GUI and
// `rulelab-cli chart` draw the same figure from the same data. Nothing here is computed:
// metrics, intervals, comparisons and main effects come from core/ (via results_io).

#include "game/board_view.h"
#include "stats/usage_map.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <vector>

namespace rulelab {
class PluginRegistry;
}

namespace rulelab::charts {

struct IntervalValue {
    double value = 0, lo = 0, hi = 0;
    // False for a metric with no matches to rest on (its value is null in the summary): shown
    // "n/a" and never drawn, never as 0.
    bool known = true;
};

struct Distribution {
    double mean = 0, median = 0, p10 = 0, p90 = 0, max = 0;
    std::map<int64_t, int64_t> histogram;  // value -> matches
    int64_t count() const;
};

struct ReadingSeries {
    QString id, name, source;
    int64_t matches = 0;
    std::vector<std::pair<QString, int64_t>> outcomes;    // in file order
    std::vector<std::pair<QString, int64_t>> endReasons;  // in file order
    // How the matches ended (rule, proven, cap) and the outcomes of the rule-ended ones; empty
    // in summaries written before they existed (format version 1).
    std::vector<std::pair<QString, int64_t>> endedBy;
    std::vector<std::pair<QString, int64_t>> outcomesByRule;
    QStringList warnings;                                    // e.g. too few matches, most not ended by rule
    QString precision;                                       // a run to a precision: why the reading stopped (empty otherwise)
    std::vector<std::pair<QString, IntervalValue>> metrics;  // in file order
    Distribution turns, laps, rounds, margin;
    std::vector<std::pair<QString, QString>> options;
    const IntervalValue *metric(const QString &key) const;
    QString label() const { return name.isEmpty() ? id : name; }
    // The matches ended by the reading's rules: the ended_by count, or in summaries without it
    // Completion x matches. False when neither is known.
    bool ruleEnded(int64_t &out) const;
    // Fewer than half of the matches ended by the rules (false when that is not known).
    bool mostlyNotRuleEnded() const;
};

struct ComparisonRow {
    QString a, b, metric, test;
    QString testName, role;  // the test in words; "primary" or "exploratory" (empty in older files)
    bool hasDifference = false;
    IntervalValue difference;
    bool hasP = false;
    double p = 1, pAdjusted = 1;
};

struct EffectLevel {
    QString value;
    IntervalValue metric;
    IntervalValue effect;  // older summaries give a number: its interval is then the level's own
};
struct Effect {
    QString option, metric;
    IntervalValue grand;
    double range = 0;
    std::vector<EffectLevel> levels;
};

// A two-way interaction of a sweep: for each pair of levels, the contrast
// m(a, b) - m(a, .) - m(., b) + m(., .) of the balanced cell means, with its 95% interval.
struct InteractionCell {
    QString a, b;
    IntervalValue contrast;
};
struct InteractionData {
    QString optionA, optionB, metric;
    std::vector<InteractionCell> cells;
    double largest = 0;
    bool exceedsMainEffect = false;
    QString label() const { return optionA + QStringLiteral(" x ") + optionB; }
};

// A reading's usage map (issue 20; usage.csv, with usage_groups.csv for the intervals): how often
// each cell was used, and the board it is drawn on.
struct UsageMap {
    QString reading;  // the reading's id
    // The cells with their rows, columns and labels: the reading's initial board when its game's
    // plugin is at hand (setUsageBoards), else the cells of usage.csv in one row.
    BoardView board;
    stats::UsageStats usage;
};

// A ladder of playing strength (rulelab-cli ladder): one reading's rungs, weakest first.
struct LadderRung {
    QString agent;
    bool rated = false;  // the rating fit succeeded
    IntervalValue elo;   // Bradley-Terry rating on the Elo scale, 95% interval
    ReadingSeries series;  // the rung's self-play figures
};
struct LadderReading {
    QString id, name;
    std::vector<LadderRung> rungs;
    bool solved = false;         // the reading's board was solved exactly
    double exactFirstMover = 0;  // then: the first mover's points under best play
    bool reached = false;        // and the top rung's interval holds it (ladderLimit)
    QString label() const { return name.isEmpty() ? id : name; }
};
struct ChartData {
    QString game;
    QString gameName;  // the game's name in the interface language, set by the face that knows it (empty: show the id)
    bool cancelled = false;
    QJsonObject experiment;  // as stored in the summary
    std::vector<ReadingSeries> readings;
    std::vector<ComparisonRow> comparisons;
    int comparisonTests = 0;
    std::vector<Effect> effects;
    std::vector<InteractionData> interactions;
    std::vector<UsageMap> usage;  // in usage.csv's order; empty when the results have none
    // Readings of games of different engines (File > Compare Results Folders): their lengths,
    // laps, rounds, captures, lead changes and margins are counted in each engine's own units.
    // Those metrics and distributions are left out (omitEngineUnits), and the figures of them
    // say why instead of setting the readings side by side.
    bool unitsDiffer = false;
    // A ladder's summary: its readings along the ladder (`readings` then holds each at its top rung).
    std::vector<LadderReading> ladder;
    QJsonObject summary;  // the document as parsed (what core/experiment/answers.h reads)
    const UsageMap *usageOf(const QString &readingId) const;
    QStringList effectMetrics() const;
    // The main effect of `option` on `metric`, or null.
    const Effect *effect(const QString &option, const QString &metric) const;
};

// Marks `data` as readings of games of different engines: drops every metric that is counted in
// an engine's own units (results_io's metricMeansTheSameInEveryGame) and the distributions of
// lengths, rounds and margins, and sets unitsDiffer.
void omitEngineUnits(ChartData &data);

// Parses a summary document. `origin` names the file in errors; errors say the JSON line
// (for syntax errors) or the field and what was expected.
bool parseSummary(const QByteArray &json, const QString &origin, ChartData &out, QString &error);
// A results folder (its summary.json) or a summary file. A summary edited after it was written,
// or beside a data file it was not written with, is refused naming the file (integrity.h);
// `warning` (when given) receives the warning for a summary that cannot be checked, else "".
bool loadResults(const QString &path, ChartData &out, QString &error, QString *warning = nullptr);
// The usage maps of a results folder (or of the folder of a summary file) into `out.usage`:
// DIR/usage.csv and DIR/usage_groups.csv. `found` is false (and true returned) when the folder
// has no usage.csv; errors name the file and the line.
bool loadUsage(const QString &path, ChartData &out, bool &found, QString &error);
// The usage maps' boards from the games' plugins: each reading's initial board, its options as
// the summary records them. A map whose reading cannot be prepared keeps the board it has.
void setUsageBoards(ChartData &data, const PluginRegistry &registry);

}  // namespace rulelab::charts
