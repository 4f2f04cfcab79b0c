#pragma once
// Interrupted explorations (issue 35): `explore ... --out DIR` keeps in DIR what a resume needs,
// and `explore --resume DIR` continues from it to exactly the result of an exploration never
// interrupted (summary.json and candidates.csv byte for byte).
//
// Racing is a deterministic function of the matches (explore.h): the candidates' matches are a
// function of (seed, candidate id, match index), and which matches each round asks for depends
// only on the matches before. So DIR keeps the matches themselves, and a resume runs the race
// again from the start: it takes each match it asks for from DIR while DIR has it, and plays
// only the rest. Nothing of the race's own state is saved, so nothing of it can disagree.
//
//   explore-run.json              written first: the spec, the engine and the plugin build
//   explore-matches.csv.partial   every match played, as matches.csv rows (the reading column is
//                                 the candidate's id), appended as they come with a checkpoint to
//                                 the disk a second (CsvRecordWriter): a kill loses at most about
//                                 the last second; a cancel (SIGINT, SIGTERM) saves every one, as
//                                 explore-matches.csv, beside the cancelled summary.json
//
// Both are removed once a complete result is saved. A requirement on usage_similarity needs each
// match's usage map, which the rows do not hold: such an exploration replays its kept matches on
// resume (the same result, at the cost of playing them again).

#include "explore.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <string>
#include <vector>

namespace rulelab {

inline constexpr const char *kExploreRunFile = "explore-run.json";
inline constexpr const char *kExploreMatchesFile = "explore-matches.csv";

// What an interrupted exploration left in DIR.
struct ExploreCheckpoint {
    QString dir;
    QJsonObject spec;  // explore-run.json's "explore" (exploreSpecToJson)
    // The matches kept, per candidate (PreparedExplore order): matches 0..k-1 of each. They are read
    // again from the file as the race asks for them (in the order it asked for them the first
    // time, which is the file's), never held in memory.
    std::vector<int64_t> kept;
    QString csvFile;  // the match file read, and how much of it is kept
    qint64 csvBytes = 0;
    int64_t csvRows = 0;
};

// Reads DIR's record and kept matches for a resume of `prepared`: refused, naming the field, when
// DIR holds an exploration with other arguments (its spec differs: "field 'budget' is 4000 here,
// 2000 there"), another engine or another build of the game's rules; and when DIR holds a complete
// exploration or none.
bool readExploreCheckpoint(const QString &dir, const PreparedExplore &prepared, ExploreCheckpoint &out, std::string &error);
// The spec explore-run.json records (for `explore --resume DIR` without GAME or --spec).
bool readExploreRunSpec(const QString &dir, QJsonObject &spec, std::string &error);

// runExplore, keeping DIR's record and matches (continuing `resume` when given), then the result
// saved into DIR (saveExploreResult); the record and matches are removed once it is complete.
// False, with the error, when a file cannot be written (`result` holds the verdicts all the same).
bool exploreIntoFolder(const PreparedExplore &prepared, const ExploreRunOptions &options, const QString &dir,
                       const ExploreCheckpoint *resume, ExploreResult &result, std::string &error);

}  // namespace rulelab
