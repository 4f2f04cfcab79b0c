#pragma once
// The runner's options as the tests set them most often: how many matches, from which seed, and
// optionally on how many threads and with the moves recorded.
#include "sim/runner.h"

#include <cstdint>

namespace rulelab::testsupport {

struct RunExtras {
    int threads = 0;     // 0: all cores (results never depend on it)
    bool moves = false;  // RunOptions::recordMoves
};

// `matches` matches from `seed`, e.g. runOptions(300, 4, {.threads = 1, .moves = true}).
inline RunOptions runOptions(int64_t matches, uint64_t seed, RunExtras extras = {}) {
    RunOptions o;
    o.matches = matches;
    o.seed = seed;
    o.threads = extras.threads;
    o.recordMoves = extras.moves;
    return o;
}

}  // namespace rulelab::testsupport
