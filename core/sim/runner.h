#pragma once
// Plays matches of one reading on all cores. Match i depends only on (experiment seed,
// reading id, i), so results are identical for any thread count.

#include "match_record.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace rulelab {

// Plays one match with uniform random players; chance outcomes are sampled with their
// exact probabilities. Ends with CapReached when limits.maxTurns is exceeded.
MatchRecord playMatch(const Game &game, uint64_t matchSeed, int64_t index, bool recordMoves);

// Reapplies a recorded match from the initial state, calling `visit` after each move with
// the state before, the move, the state after and that move's micro-steps.
// Returns false (and fills error) when a recorded move is not legal.
using ReplayVisitor = std::function<void(const State &before, Move move, const State &after, const Trace &steps)>;
bool replayMoves(const Game &game, const std::vector<Move> &moves, const ReplayVisitor &visit, std::string &error);

struct RunOptions {
    int64_t matches = 1000;
    uint64_t seed = 1;
    int threads = 0;  // 0 = all cores
    bool recordMoves = false;
    std::function<void(int64_t done, int64_t total)> progress;  // called from the calling thread
    const std::atomic<bool> *cancel = nullptr;
};

// Returns the records in match-index order. On cancel, returns the completed prefix
// (matches 0..k-1 all finished), so partial results are still reproducible.
std::vector<MatchRecord> runMatches(const Game &game, const std::string &readingId, const RunOptions &options);

int defaultThreadCount();

}  // namespace rulelab
