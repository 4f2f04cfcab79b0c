#pragma once
// Readings of finished runs compared with one another, across games of one family too ("our
// Pachgarhwa reading against Walak-pussa and Bay Khom"): `rulelab-cli compare --results` and the
// workbench's File > Compare Results Folders. Each folder is read as merge reads it (its
// matches.csv checked against its summary), so nothing is mixed: every reading keeps its own
// game, seeds and build; only the comparison is new, and it is made only on the metrics that
// mean the same in all the games (metricMeansTheSameInEveryGame, unless the games share one
// engine).

#include "experiment_runner.h"
#include "result_merge.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <map>
#include <string>
#include <vector>

namespace rulelab {

class PluginRegistry;

// Whether games share one engine (of any two, one's option ids include the other's: the games
// defined by rules files, which may leave out the engine's added rules, and the compiled Pachgarhwa
// do), so that every metric means the same in all of them. One game always does; a game that is
// not installed cannot be judged and does not.
bool gamesShareOneEngine(const PluginRegistry &registry, const std::vector<std::string> &games);

struct CrossComparison {
    QStringList dirs;
    std::vector<ResultPart> parts;   // as read, in the order given
    std::vector<std::string> games;  // distinct, in the order met
    bool oneEngine = true;
    std::vector<std::string> omit;          // metrics not compared (games of different engines)
    ExperimentResult combined;              // every reading; with several games each is named GAME:READING
    QString note;                           // what was omitted and why (translated), or empty
    bool flagRefused = false;               // the refusal was of a flag (--primary), not of a folder
    std::vector<std::string> gameNames;     // the games' names, as `games`
    std::vector<std::string> unknownGames;  // games not installed here (their engine unknown)
};

// Reads the folders and combines their readings. Refuses (false, with a translated message
// naming the folder) a folder that cannot be read or is damaged, a shard, a sweep, runs of other
// agents, a reading met twice, fewer than two readings, and a primary metric that is omitted.
bool compareResultFolders(const QStringList &dirs, const PluginRegistry &registry, const std::vector<std::string> &primary,
                          const std::map<std::string, double> &margins, CrossComparison &out, QString &error);

// The "rulelab-comparison" document: the folders with their provenance, the readings, the
// comparisons on the compared metrics, and the omitted ones with the note.
QJsonObject crossComparisonJson(const CrossComparison &c);
// A summary document of the combined readings, for the workbench's tables and figures: its
// comparisons are those of crossComparisonJson; its readings carry their games, and with several
// games their names begin with the game's name. The experiment is the first run's agents, caps
// and seed: each run's own matches and seed are in `parts`.
QJsonObject crossSummaryObject(const CrossComparison &c);

}  // namespace rulelab
