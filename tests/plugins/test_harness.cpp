// More checks of the shared harness over every game x reading on disk (readings_on_disk.h), in a
// program of their own because it replaces operator new:
//  - the playout loops allocate nothing: the generic loop (legalMoves, chanceOutcomes, apply),
//    the game's own loop (State::playRandomToEnd, through randomPlayout) and the runner's match
//    loop (playMatch with a reused MatchScratch), counted by the operator new below, with G-2's
//    stall triggers off and on (its exact verdict runs inside apply);
//  - every move a match applies is legal: the moves the runner records (the game's own loop, and
//    the greedy, MCTS and search agents), replayed, are each among the legal moves or the chance
//    outcomes (with a positive probability) of the state they are applied to;
//  - test_state_counts.cpp: the positions reachable on a small board, depth by depth, against the
//    state graph's enumeration and a count traced by hand.
// test_every_reading.cpp checks the State contract and State::checkInvariants along random play.

#include "game/rng.h"
#include "sim/runner.h"

#include "readings_on_disk.h"

#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

// Allocations made by the current thread (other threads, Qt's included, never count). Not in
// sanitizer builds: AddressSanitizer owns the allocator there (the check is skipped).
namespace {
thread_local long tAllocations = 0;
}
#ifndef RULELAB_SANITIZE
void *operator new(std::size_t n) {
    ++tAllocations;
    if (void *p = std::malloc(n ? n : 1)) return p;
    throw std::bad_alloc();
}
void *operator new[](std::size_t n) {
    ++tAllocations;
    if (void *p = std::malloc(n ? n : 1)) return p;
    throw std::bad_alloc();
}
void operator delete(void *p) noexcept { std::free(p); }
void operator delete[](void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }
void operator delete[](void *p, std::size_t) noexcept { std::free(p); }
#endif

namespace {

using namespace rulelab;
using harness::gameOf;
using harness::GameReading;

class EveryReadingHarness : public ::testing::TestWithParam<GameReading> {};

// The counter counts: a test of the test.
TEST(HarnessAllocations, TheCounterSeesAnAllocation) {
#ifdef RULELAB_SANITIZE
    GTEST_SKIP() << "AddressSanitizer owns the allocator";
#endif
    const long before = tAllocations;
    auto *v = new std::vector<int>(100);
    EXPECT_GE(tAllocations - before, 2);
    delete v;
}

// Counts the allocations of 8 matches played by each loop (after one warm-up match) under
// `limits`, as "generic own runner" (each should be 0).
struct Allocations {
    long generic = 0, own = 0, runner = 0;
};
Allocations playoutAllocations(const GameReading &gr, const Limits &limits) {
    Allocations n;
    const auto game = gameOf(gr, limits);
    EXPECT_TRUE(game);
    if (!game) return n;
    auto initial = game->newInitialState();
    auto s = game->newInitialState();
    MoveList moves;
    ChanceList chance;
    MatchScratch scratch(*game);
    MatchRecord record;
    auto random = makeAgent(AgentSpec{}, *game);
    const MatchAgents randoms{random.get(), random.get(), false};
    // Warm up once (anything a game sets up lazily on its first match), then count.
    s->copyFrom(*initial);
    Rng warm(1);
    randomPlayout(*s, warm, moves, chance, 40000);
    for (int match = 0; match < 8; ++match) {
        Rng rng(matchSeed(3, gr.reading, static_cast<uint64_t>(match)));
        long before = tAllocations;
        s->copyFrom(*initial);
        for (int step = 0; step < 40000 && !s->isTerminal(); ++step) {  // the generic loop, by hand
            if (s->isChance()) {
                s->chanceOutcomes(chance);
                s->apply(sampleChance(chance, rng));
            } else {
                s->legalMoves(moves);
                if (moves.empty()) break;
                s->apply(uniformChoice(moves, rng));
            }
        }
        n.generic += tAllocations - before;
        before = tAllocations;
        s->copyFrom(*initial);
        randomPlayout(*s, rng, moves, chance, 40000);  // the game's own loop where it has one
        n.own += tAllocations - before;
        before = tAllocations;
        record = playMatch(*game, matchSeed(4, gr.reading, static_cast<uint64_t>(match)), match, randoms, false, scratch);
        n.runner += tAllocations - before;
    }
    return n;
}

// No allocation in the generic loop, the game's own loop and the runner's loop under `limits`;
// `what` says what allocated in each, in that order. Skips the test in a sanitizer build.
void expectNoAllocations(const GameReading &gr, const Limits &limits, const std::array<const char *, 3> &what) {
#ifdef RULELAB_SANITIZE
    GTEST_SKIP() << "AddressSanitizer owns the allocator";
#endif
    const Allocations n = playoutAllocations(gr, limits);
    EXPECT_EQ(n.generic, 0) << gr.game << "/" << gr.reading << ": " << what[0];
    EXPECT_EQ(n.own, 0) << gr.game << "/" << gr.reading << ": " << what[1];
    EXPECT_EQ(n.runner, 0) << gr.game << "/" << gr.reading << ": " << what[2];
}

TEST_P(EveryReadingHarness, ThePlayoutLoopsAllocateNothing) {
    const GameReading gr = GetParam();
    // G-2's stall triggers off: every match ends by its rules or at 20000 decisions.
    Limits limits;
    limits.repeatK = 0;
    limits.noCaptureTurns = 0;
    limits.maxTurns = 20000;
    expectNoAllocations(gr, limits,
                        {"legalMoves, chanceOutcomes or apply allocated", "the game's own loop (playRandomToEnd) allocated",
                         "the runner's match loop allocated"});
}

// The same under the default limits, G-2's stall guard on: its exact verdict, run inside apply
// when a trigger fires, explores in scratch storage sized where states are made
// (kits::StallProofScratch), so it allocates nothing either.
TEST_P(EveryReadingHarness, ThePlayoutLoopsAllocateNothingUnderTheStallGuard) {
    const GameReading gr = GetParam();
    Limits limits;
    limits.maxTurns = 20000;
    expectNoAllocations(gr, limits,
                        {"apply under the stall guard allocated", "the game's own loop under the stall guard allocated",
                         "the runner's match loop under the stall guard allocated"});
}

// The first move of `moves` (applied from the initial state) that is not legal where it is
// applied, said in words; "" when every one is.
std::string firstIllegal(const Game &game, const std::vector<Move> &moves) {
    auto s = game.newInitialState();
    MoveList legal;
    ChanceList chance;
    for (size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        const std::string which = "move " + std::to_string(i) + " (" + std::to_string(m) + ")";
        if (s->isTerminal()) return which + " comes after the end";
        if (s->isChance()) {
            s->chanceOutcomes(chance);
            bool found = false;
            for (int k = 0; k < chance.size; ++k) found = found || (chance[k].move == m && chance[k].probability > 0);
            if (!found) return which + " is not a chance outcome of " + s->serialize();
        } else {
            s->legalMoves(legal);
            if (!legal.contains(m)) return which + " is not legal in " + s->serialize();
        }
        s->apply(m);
    }
    return {};
}

// The check finds an illegal move: a test of the test.
TEST(HarnessLegality, AMoveThatIsNotLegalIsFound) {
    const auto cases = harness::readingsOnDisk();
    ASSERT_FALSE(cases.empty());
    const auto game = gameOf(cases.front());
    ASSERT_TRUE(game);
    const MatchRecord r = playMatch(*game, 5, 0, true);
    ASSERT_GT(r.moves.size(), 3u);
    EXPECT_EQ(firstIllegal(*game, r.moves), "");
    std::vector<Move> wrong = r.moves;
    wrong[2] = 9999;  // no game of RuleLab has a move or outcome 9999
    EXPECT_NE(firstIllegal(*game, wrong).find("move 2 (9999)"), std::string::npos) << firstIllegal(*game, wrong);
    if (r.endReason != EndReason::CapReached) {  // the match ended in its state: nothing may follow
        wrong = r.moves;
        wrong.push_back(wrong.back());
        EXPECT_NE(firstIllegal(*game, wrong).find("after the end"), std::string::npos);
    }
}

TEST_P(EveryReadingHarness, EveryAppliedMoveIsLegal) {
    const GameReading gr = GetParam();
    const auto game = gameOf(gr);
    ASSERT_TRUE(game);
    Limits capped;  // the agents' matches stop at 300 decisions (then capped): time enough to choose
    capped.maxTurns = 300;
    const auto short_ = gameOf(gr, capped);
    ASSERT_TRUE(short_);
    struct Pairing {
        const char *spec;
        int matches;
    };
    // The game's own loop (random, whole matches), and the agents that pick moves of their own.
    for (const Pairing &p : {Pairing{"random", 12}, Pairing{"greedy", 2}, Pairing{"mcts:8", 1}, Pairing{"search:2:300", 1}}) {
        const Game &g = p.matches == 12 ? *game : *short_;
        AgentSpec spec;
        std::string error;
        ASSERT_TRUE(parseAgentSpec(p.spec, spec, error)) << error;
        auto agent = makeAgent(spec, g);
        auto random = makeAgent(AgentSpec{}, g);
        for (int i = 0; i < p.matches; ++i) {
            const MatchAgents agents{agent.get(), random.get(), i % 2 == 1};
            const MatchRecord r = playMatch(g, matchSeed(11, gr.reading, static_cast<uint64_t>(i)), i, agents, true);
            EXPECT_EQ(firstIllegal(g, r.moves), "") << gr.game << "/" << gr.reading << " " << p.spec << " match " << i;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(OnDisk, EveryReadingHarness, ::testing::ValuesIn(harness::readingsOnDisk()), harness::caseNameOf);

// A reading on disk whose tests ctest does not run fails here (as in test_every_reading).
TEST(EveryReadingHarnessList, CtestRunsTheTestsOfEveryReadingOnDisk) { harness::expectEveryReadingHasItsTests(); }

}  // namespace
