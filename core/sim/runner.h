#pragma once
// Plays matches of one reading on all cores. Match i depends only on (experiment seed,
// reading id, i) and the agents, so results are identical for any thread count. Records are
// handed to a sink in match-index order as they complete, so memory does not grow with the
// number of matches.

#include "agents.h"
#include "game/playout.h"
#include "match_record.h"

#include <array>
#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace rulelab {

// The agents of one match. Agent A plays seat 0 and agent B seat 1, unless `swapped`.
struct MatchAgents {
    Agent *a = nullptr;
    Agent *b = nullptr;
    bool swapped = false;
    Agent *forSeat(int seat) const { return (seat == 0) != swapped ? a : b; }
};

// Plays `state` on with uniform random moves and sampled chance until it ends, no move is
// legal, or `maxPlies` plies (decisions and chance outcomes) were played: MCTS's playouts, the
// play session's hint evaluation. Through the game's own loop where it has one
// (State::playRandomToEnd, no virtual call per ply), else the generic one: the same draws in the
// same order either way.
inline void randomPlayout(State &state, Rng &rng, MoveList &moves, ChanceList &chance, int maxPlies) {
    PlayoutLimits limits;
    limits.maxTurns = INT64_MAX;
    limits.maxSteps = maxPlies;
    PlayoutTally tally;
    if (!state.playRandomToEnd(rng, moves, chance, limits, tally)) playOutUniform(state, rng, moves, chance, limits, tally);
}

// Per-thread storage a worker reuses from match to match (no allocation per match).
struct MatchScratch {
    explicit MatchScratch(const Game &game) : initial(game.newInitialState()), state(game.newInitialState()) {}
    std::unique_ptr<State> initial;
    std::unique_ptr<State> state;
    MoveList moves;
    ChanceList chance;
    // When true, playMatch counts the match's usage map here (the state's counter, cleared at
    // the start of every match) and copies it into the record. The agents' own states are
    // copies, which never count (State::setUsage).
    bool recordUsage = false;
    CellUsage usage;
    // When set and true, playMatch abandons the match at its next decision and returns a record
    // with EndReason::None (a cancel: the runner keeps only the finished matches before it).
    const std::atomic<bool> *abandon = nullptr;
};

// Plays one match. Chance outcomes are sampled with their exact probabilities from the
// match's own random stream, which the agents share. Ends with CapReached when
// game.limits().maxTurns player decisions have been made.
MatchRecord playMatch(const Game &game, uint64_t matchSeed, int64_t index, const MatchAgents &agents, bool recordMoves);
MatchRecord playMatch(const Game &game, uint64_t matchSeed, int64_t index, const MatchAgents &agents, bool recordMoves,
                      MatchScratch &scratch);
// The same with uniform random players in both seats.
MatchRecord playMatch(const Game &game, uint64_t matchSeed, int64_t index, bool recordMoves);

// Reapplies a recorded match from the initial state, calling `visit` after each move with
// the state before, the move, the state after and that move's micro-steps.
// Returns false (and fills error) when a recorded move is not legal.
using ReplayVisitor = std::function<void(const State &before, Move move, const State &after, const Trace &steps)>;
bool replayMoves(const Game &game, const std::vector<Move> &moves, const ReplayVisitor &visit, std::string &error);
// The state after `moves` from the initial state, each checked as replayMoves does; null (and
// error) when one is not legal.
std::unique_ptr<State> stateAfterMoves(const Game &game, const std::vector<Move> &moves, std::string &error);

struct RunProgress {
    int64_t done = 0;
    int64_t total = 0;
    double elapsedSeconds = 0;
    double matchesPerSecond = 0;
    double secondsLeft = 0;  // estimate
};

class RecordSink {
public:
    virtual ~RecordSink() = default;
    // Called on the calling thread, in match-index order.
    virtual void consume(const MatchRecord &record) = 0;
    // Called on the calling thread about every 100 ms while it waits for the next record (slow
    // matches): lets a sink save what it holds (a checkpoint) without a thread of its own.
    virtual void idle() {}
};

// How a run is carried out, one type from the faces down to the runner: SessionOptions,
// ExperimentRunOptions, ExploreRunOptions and RunOptions each hold one (as their base) and
// each layer passes it on whole (`control() = ...`), never field by field. Threads and cancel
// change no result; the shard says which matches a run plays, recordUsage what is counted.
struct RunControl {
    int threads = 0;  // 0 = all cores; results never depend on it
    const std::atomic<bool> *cancel = nullptr;
    // Shard K of N (0-based K): an experiment plays only matches [M*K/N, M*(K+1)/N) of each
    // reading (shardRange); an exploration candidates K, K+N, ... The runner itself plays the
    // matches it is given (RunOptions::firstIndex, ::matches).
    int shardIndex = 0, shardCount = 1;
    // Count every match's usage map into its record (MatchRecord::usage). Benchmarks turn it
    // off to measure the plain engine.
    bool recordUsage = true;

    RunControl &control() { return *this; }
    const RunControl &control() const { return *this; }
};

struct RunOptions : RunControl {
    int64_t matches = 1000;
    int64_t firstIndex = 0;  // play matches firstIndex .. firstIndex + matches - 1
    uint64_t seed = 1;
    bool recordMoves = false;
    std::array<AgentSpec, 2> agents{};                  // A, B
    bool swapSeats = false;                             // odd-numbered matches swap the agents' seats
    std::function<void(const RunProgress &)> progress;  // called from the calling thread
};

// Streams the records to `sink` in index order and returns how many were delivered. On
// cancel, delivers exactly the completed prefix of matches, so partial results are still
// a deterministic function of the inputs.
int64_t runMatches(const Game &game, const std::string &readingId, const RunOptions &options, RecordSink &sink);
// Collects the records in a vector (convenient for small runs and tests).
std::vector<MatchRecord> runMatches(const Game &game, const std::string &readingId, const RunOptions &options);

int defaultThreadCount();

}  // namespace rulelab
