// The runner: determinism for any thread count, caps, cancel, replay.
#include "support/run_options.h"
#include "game/rng.h"
#include "nim_game.h"
#include "sim/runner.h"

#include <gtest/gtest.h>

using namespace rulelab;

namespace {

using fixture::nim;

bool sameRecord(const MatchRecord &a, const MatchRecord &b) {
    return a.index == b.index && a.seed == b.seed && a.firstPlayer == b.firstPlayer && a.result == b.result &&
           a.endReason == b.endReason && a.scores == b.scores && a.progress.turns == b.progress.turns && a.moves == b.moves;
}

}  // namespace

TEST(Rng, MatchSeedDependsOnSeedReadingAndIndexOnly) {
    EXPECT_EQ(matchSeed(1, "a", 5), matchSeed(1, "a", 5));
    EXPECT_NE(matchSeed(1, "a", 5), matchSeed(2, "a", 5));
    EXPECT_NE(matchSeed(1, "a", 5), matchSeed(1, "b", 5));
    EXPECT_NE(matchSeed(1, "a", 5), matchSeed(1, "a", 6));
}

TEST(Rng, BelowIsInRangeAndCoversIt) {
    Rng rng(42);
    int seen[7] = {};
    for (int i = 0; i < 7000; ++i) {
        const uint32_t v = rng.below(7);
        ASSERT_LT(v, 7u);
        ++seen[v];
    }
    for (int c : seen) EXPECT_GT(c, 800);  // each about 1000
}

TEST(Runner, SameRecordsOnOneAndManyThreads) {
    auto game = nim();
    RunOptions one = testsupport::runOptions(500, 99, {.threads = 1, .moves = true});
    RunOptions many = one;
    many.threads = 7;
    const auto a = runMatches(*game, "normal", one);
    const auto b = runMatches(*game, "normal", many);
    ASSERT_EQ(a.size(), 500u);
    ASSERT_EQ(b.size(), 500u);
    for (size_t i = 0; i < a.size(); ++i) ASSERT_TRUE(sameRecord(a[i], b[i])) << "match " << i;
}

TEST(Runner, MatchIsTheSameWhenPlayedAlone) {
    auto game = nim();
    RunOptions o = testsupport::runOptions(40, 5, {.moves = true});
    const auto all = runMatches(*game, "normal", o);
    const MatchRecord alone = playMatch(*game, matchSeed(5, "normal", 17), 17, true);
    EXPECT_TRUE(sameRecord(all[17], alone));
}

TEST(Runner, NimRecordsAreConsistentWithTheRules) {
    auto game = nim({"first_player=first"});
    RunOptions o = testsupport::runOptions(300, 3, {.moves = true});
    for (const auto &r : runMatches(*game, "normal", o)) {
        ASSERT_EQ(r.endReason, EndReason::Finished);
        EXPECT_EQ(r.firstPlayer, 0);
        EXPECT_EQ(r.scores[0] + r.scores[1], 21);                           // every counter taken by someone
        EXPECT_EQ(static_cast<int64_t>(r.moves.size()), r.progress.turns);  // no chance event
        // Normal play: whoever made the last move (odd count: the first mover) wins.
        const bool firstMadeLastMove = r.moves.size() % 2 == 1;
        EXPECT_EQ(r.result, firstMadeLastMove ? Result::Win0 : Result::Win1);
    }
}

TEST(Runner, TurnCapEndsEndlessMatchesAsCapReached) {
    Limits limits;
    limits.maxTurns = 30;
    auto game = nim({"endless=true", "pile=200"}, limits);
    RunOptions o = testsupport::runOptions(50, 1);
    const auto recs = runMatches(*game, "endless", o);
    int capped = 0;
    for (const auto &r : recs) {
        if (r.endReason == EndReason::CapReached) {
            ++capped;
            EXPECT_EQ(r.result, Result::Undecided);
            EXPECT_EQ(r.progress.turns, 30);
            EXPECT_EQ(r.firstMoverOutcome(), 2);
        }
    }
    // 200 counters cannot be taken in 30 turns of at most 3: every match is capped.
    EXPECT_EQ(capped, 50);
}

TEST(Runner, CancelBeforeStartGivesNoMatches) {
    auto game = nim();
    std::atomic<bool> cancel{true};
    RunOptions o;
    o.matches = 1000;
    o.cancel = &cancel;
    EXPECT_TRUE(runMatches(*game, "normal", o).empty());
}

TEST(Runner, CancelKeepsACompletedPrefix) {
    auto game = nim({"pile=200"});  // long matches, so the run is still going when cancelled
    std::atomic<bool> cancel{false};
    RunOptions o = testsupport::runOptions(2000000, 2, {.threads = 2});
    o.cancel = &cancel;
    int64_t calls = 0;
    o.progress = [&](const RunProgress &p) {
        ++calls;
        EXPECT_EQ(p.total, 2000000);
        if (p.done > 0) cancel = true;
    };
    const auto recs = runMatches(*game, "normal", o);
    EXPECT_LT(recs.size(), 2000000u);
    for (size_t i = 0; i < recs.size(); ++i) ASSERT_EQ(recs[i].index, static_cast<int64_t>(i));
    EXPECT_GT(calls, 0);
}

TEST(Runner, ReplayReproducesEveryStateAndRejectsIllegalMoves) {
    auto game = nim();
    const MatchRecord rec = playMatch(*game, 1234, 0, true);
    int moves = 0;
    std::string error;
    auto state = game->newInitialState();
    const bool ok = replayMoves(
        *game, rec.moves,
        [&](const State &before, Move m, const State &after, const Trace &trace) {
            EXPECT_EQ(before.serialize(), state->serialize());
            state->apply(m);
            EXPECT_EQ(after.serialize(), state->serialize());
            EXPECT_FALSE(trace.empty());
            ++moves;
        },
        error);
    ASSERT_TRUE(ok) << error;
    EXPECT_EQ(moves, static_cast<int>(rec.moves.size()));
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->scores(), rec.scores);

    std::vector<Move> bad = rec.moves;
    bad[1] = 9;  // nobody may take 9
    EXPECT_FALSE(replayMoves(*game, bad, {}, error));
    EXPECT_NE(error.find("move 2"), std::string::npos);
}

TEST(Runner, SerialiseRoundTripsAndRejectsGarbage) {
    auto game = nim();
    auto s = game->newInitialState();
    s->apply(1);  // chance: second seat starts
    s->apply(2);
    std::string error;
    auto t = game->deserialize(s->serialize(), error);
    ASSERT_TRUE(t) << error;
    EXPECT_EQ(t->serialize(), s->serialize());
    EXPECT_EQ(t->key(), s->key());
    EXPECT_EQ(t->currentPlayer(), 0);
    EXPECT_FALSE(game->deserialize("nim1 x", error));
    EXPECT_NE(error.find("not a fixture-nim state"), std::string::npos);
}
