#pragma once
// Where the shards of a sharded run stand (issue 35): `rulelab-cli status PARTS...` reads the
// folders written by `run ... --shard K/N --out PART` (compare and sweep alike) and says of each
// shard of 1..N whether it is done, cancelled, killed, torn or missing, how many of its matches
// are played, and roughly how long the rest takes at the speed the parts ran.
//
// A part's folder tells its state by its files (session.h):
//   done       summary.json, checked as merge checks it (integrity, matches.csv), not cancelled
//   cancelled  the same, marked "cancelled": true (SIGINT or SIGTERM, saved)
//   killed     run.json with its checkpointed matches (SIGKILL, a time limit's KillWait, a power
//              cut), or a run still going: the files cannot tell the two apart, but the age of
//              the last checkpoint can (PartStatus::lastWriteAgo)
//   torn       files that cannot be used as they are: matches.csv without a summary, a summary
//              edited after it was written or beside another run's matches.csv, unreadable JSON,
//              a folder holding no results
//   missing    a shard of 1..N that no folder given holds
// and a folder given may also be a repeat of a shard another folder holds, or a part of another
// experiment (foreign).
//
// A ladder's shard (`ladder ... --shard K/N --out PART`, ladder.h) is read the same way: done when
// its sealed summary is written and every cell is done; torn, or cancelled, when one of its cells
// is; else killed (its record ladder.json without a summary: killed, or still running). Its
// matches, planned and played, and its speed are those of its cells together.
//
// The speed comes from DIR/timing.json (RunTiming), which every run with --out keeps beside its
// results: the seconds it has played and how many matches it played in them, saved atomically at
// each checkpoint and at the end, summed over the resumes of the folder. It is not a result file:
// the summary and matches.csv stay identical, byte for byte, whatever the timing, and merge writes
// none.

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>
#include <vector>

namespace rulelab {

inline constexpr const char *kRunTimingFile = "timing.json";

struct RunTiming {
    double seconds = 0;   // time spent playing (all sessions of the folder that recorded it)
    int64_t matches = 0;  // matches played in that time
};
// Reads DIR/timing.json; `found` is false (and true returned) when there is none.
bool readRunTiming(const QString &dir, RunTiming &out, bool &found, std::string &error);
bool saveRunTiming(const QString &dir, const RunTiming &t, std::string &error);

enum class PartState { Done, Cancelled, Killed, Torn, Missing, Repeated, Foreign };
const char *partStateKey(PartState s);  // "done", "cancelled", "killed", "torn", "missing", "repeated", "foreign"

struct PartStatus {
    QString dir;  // empty for a missing shard
    PartState state = PartState::Missing;
    int shard = -1;            // 0-based shard index, -1 when not known (a torn folder without one)
    int64_t played = 0;        // matches kept (usable by a resume, or in the summary)
    int64_t planned = 0;       // matches of the shard (0: not known)
    double seconds = -1;       // timing.json: seconds played (-1: none)
    double rate = 0;           // matches per second of the estimate (its own, else the parts' pooled)
    double secondsLeft = -1;   // a shard not done: (planned - played) / rate; -1 unknown
    double lastWriteAgo = -1;  // killed: seconds since its match file was last written
    std::string detail;        // torn, foreign, repeated: why (the files' own errors)
    int repeatOf = -1;         // repeated: the index in StatusReport::parts of the part counted
};

struct StatusReport {
    int shardCount = 0;                               // N, from the parts (0: none could be read)
    std::vector<PartStatus> parts;                    // the folders given, in order, then one per missing shard
    std::vector<int> shardPart;                       // per shard 0..N-1: the index in `parts` counted for it, -1 none
    int done = 0;                                     // shards done
    int64_t played = 0, planned = 0;                  // over the shards counted (missing ones planned too)
    double rate = 0;                                  // matches per second of the parts with a timing (pooled)
    double secondsLeftLongest = -1;                   // the slowest unfinished shard (-1: unknown or none)
    double secondsLeftTotal = -1;                     // every unfinished shard one after another (-1: unknown)
    std::vector<int> notDone;                         // 0-based shards not done (torn, cancelled, killed, missing)
    int foreign = 0, repeated = 0, tornUnplaced = 0;  // folders that count for no shard
    bool allDone() const;                             // every shard done exactly once, and no other folder given
};

// The first field that differs between two JSON objects, keys in sorted order: its key (empty if
// none) and each side's value as compact JSON ("absent" when a side lacks it).
struct JsonFieldDifference {
    QString key, here, there;
};
JsonFieldDifference firstJsonDifference(const QJsonObject &here, const QJsonObject &there);
// The same as a message naming it: "field 'seed' is 2 here, 1 there" ("" if none).
std::string jsonFieldDifference(const QJsonObject &here, const QJsonObject &there);

// Reads every folder and sorts the parts into shards. `now`: seconds since the epoch.
StatusReport partsStatus(const QStringList &dirs, double now);
// {"format": "rulelab-status", "version": 1, ...} (docs/cluster.md).
QJsonObject statusJson(const StatusReport &r);

}  // namespace rulelab
