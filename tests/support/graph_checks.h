#pragma once
// Checks of a state graph's analysis that the graph suites and the games' graph tests share.
#include "graph/state_graph.h"

#include <gtest/gtest.h>

#include <cstdint>

namespace rulelab::testsupport {

// Where play can go round and where it cannot end, as GraphAnalysis counts them.
struct CycleCounts {
    int64_t cyclicComponents, statesInCycles, largestComponent, deadStates;
};

inline void expectCycles(const GraphAnalysis &a, const CycleCounts &want) {
    EXPECT_EQ(a.cyclicComponents, want.cyclicComponents);
    EXPECT_EQ(a.statesInCycles, want.statesInCycles);
    EXPECT_EQ(a.largestComponent, want.largestComponent);
    EXPECT_EQ(a.deadStates, want.deadStates);
}

}  // namespace rulelab::testsupport
