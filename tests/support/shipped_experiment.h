#pragma once
// Experiments on the build's game plugins (shippedPlugins), for the tests that run one: an
// experiment of shipped readings by id, and its readings prepared, a fault failing the test.
#include "experiment/experiment.h"
#include "experiment/experiment_runner.h"
#include "experiment/prepared_reading.h"
#include "support/shipped_plugins.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <vector>

namespace rulelab::testsupport {

inline Experiment shippedExperiment(const char *game, std::initializer_list<const char *> readings, int64_t matches,
                                    uint64_t seed) {
    Experiment e;
    e.game = game;
    for (const char *id : readings) {
        ReadingRef r;
        r.spec = id;
        e.readings.push_back(r);
    }
    e.matches = matches;
    e.seed = seed;
    return e;
}

inline std::vector<PreparedReading> prepareShipped(const Experiment &e) {
    std::vector<PreparedReading> out;
    std::string err;
    InputError kind;
    EXPECT_TRUE(prepareExperiment(shippedPlugins(), e, out, err, kind)) << err;
    return out;
}

}  // namespace rulelab::testsupport
