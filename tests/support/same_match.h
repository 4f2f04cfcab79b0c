#pragma once
// Two records of one match, played two ways (a game's own loop and the generic one; a compiled
// plugin and its rules file), must agree on everything the match did.
#include "sim/agents.h"
#include "game/playout.h"
#include "sim/match_record.h"

#include <gtest/gtest.h>

#include <string>

namespace rulelab::testsupport {

// A uniform random player the runner does not recognise as one, so that its matches go
// through the generic, virtual loop of playOut rather than the game's own (State::playRandomToEnd).
class UnflaggedRandom final : public Agent {
public:
    Move choose(const State &, const MoveList &legal, Rng &rng) override { return uniformChoice(legal, rng); }
};

inline void expectSameMatch(const MatchRecord &a, const MatchRecord &b, const std::string &at) {
    EXPECT_EQ(a.moves, b.moves) << at;
    EXPECT_EQ(int(a.firstPlayer), int(b.firstPlayer)) << at;
    EXPECT_EQ(a.result, b.result) << at;
    EXPECT_EQ(a.endReason, b.endReason) << at;
    EXPECT_EQ(a.endedBy, b.endedBy) << at;
    EXPECT_EQ(a.scores, b.scores) << at;
    EXPECT_EQ(a.progress.turns, b.progress.turns) << at;
    EXPECT_EQ(a.progress.laps, b.progress.laps) << at;
    EXPECT_EQ(a.progress.rounds, b.progress.rounds) << at;
    EXPECT_EQ(a.progress.captures, b.progress.captures) << at;
    EXPECT_EQ(a.progress.roundsByRule, b.progress.roundsByRule) << at;
    EXPECT_EQ(a.progress.roundsByGuard, b.progress.roundsByGuard) << at;
    EXPECT_EQ(a.decisions, b.decisions) << at;
    EXPECT_EQ(a.branchSum, b.branchSum) << at;
    EXPECT_EQ(a.forced, b.forced) << at;
    EXPECT_EQ(a.leadChanges, b.leadChanges) << at;
    EXPECT_EQ(a.hasUsage, b.hasUsage) << at;
    EXPECT_TRUE(a.usage.count == b.usage.count) << at << ": usage maps differ";
}

}  // namespace rulelab::testsupport
