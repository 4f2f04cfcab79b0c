// Random-play invariants (after OpenSpiel's basic_tests) for every shipped reading and for
// variants that switch on the remaining option values, golden traces per reading, and a
// check that the hot calls never allocate.
#include "support/golden.h"
#include "bheri_test_support.h"

#include "game/rng.h"
#include "sim/runner.h"

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <new>
#include <set>
#include <sstream>

// Counting allocator for the whole test binary: the rules contract says legalMoves,
// chanceOutcomes and apply (without a trace) never allocate.
// (Not in sanitizer builds: ASan owns the allocator there; the normal build runs the check.)
static std::atomic<long> gAllocations{0};
#ifndef RULELAB_SANITIZE
void *operator new(std::size_t n) {
    gAllocations.fetch_add(1, std::memory_order_relaxed);
    if (void *p = std::malloc(n ? n : 1)) return p;
    throw std::bad_alloc();
}
void operator delete(void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }
#endif

namespace rulelab::bheri::test {
namespace {

// Checks that hold in every reachable state. `captures` and `escapes` are counted from the
// micro-steps, so they check the board independently of the state's own counters.
void checkPosition(const BheriState &s, const std::array<int, 2> &captures, const std::array<int, 2> &escapes) {
    const Position &p = s.position();
    const Geometry &g = s.geometry();
    for (int seat = 0; seat < 2; ++seat) {
        std::set<int> numbers;
        int out = 0;
        for (int c = 0; c < g.cells(); ++c) {
            if (p.ownerAt(c) != seat) continue;
            const int n = codeNumber(p.at(c));
            ASSERT_TRUE(numbers.insert(n).second) << "piece twice: " << s.serialize();
            const int h = g.homeCompartment(seat, c);
            if (h == 0) ++out;
            else ASSERT_GE(h, n) << "piece behind its compartment: " << s.serialize();
        }
        // One piece out at a time (BB-7).
        ASSERT_LE(out, 1) << s.serialize();
        // Pieces are conserved: on the board, captured by the opponent, or off the board.
        ASSERT_EQ(static_cast<int>(numbers.size()) + captures[static_cast<size_t>(1 - seat)] + escapes[static_cast<size_t>(seat)],
                  g.pieces())
            << s.serialize();
        ASSERT_EQ(p.escaped[static_cast<size_t>(seat)], escapes[static_cast<size_t>(seat)]);
    }
    ASSERT_EQ(s.scores(), captures);
}

struct PlayStats {
    int matches = 0;
    std::array<int, kEndReasonCount> reasons{};
};

// Plays `matches` random matches of `game`, checking every state.
void randomPlay(const BheriGame &game, int matches, uint64_t seed, PlayStats &stats) {
    Rng rng(seed);
    MoveList legal;
    ChanceList chance;
    for (int m = 0; m < matches; ++m) {
        auto state = game.newInitialState();
        auto &s = static_cast<BheriState &>(*state);
        std::array<int, 2> captures{0, 0}, escapes{0, 0};
        std::vector<Move> history;
        Trace trace;
        int64_t steps = 0;
        while (!s.isTerminal()) {
            Move mv;
            if (s.isChance()) {
                s.chanceOutcomes(chance);
                ASSERT_GT(chance.size, 0);
                double sum = 0;
                for (int i = 0; i < chance.size; ++i) {
                    ASSERT_GT(chance[i].probability, 0.0);
                    sum += chance[i].probability;
                }
                ASSERT_NEAR(sum, 1.0, 1e-12);
                mv = sample(chance, rng);
            } else {
                s.legalMoves(legal);
                ASSERT_GT(legal.size, 0) << "a decision without a move: " << s.serialize();
                std::set<Move> unique(legal.moves.begin(), legal.moves.begin() + legal.size);
                ASSERT_EQ(static_cast<int>(unique.size()), legal.size);
                mv = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size)))];
                ASSERT_EQ(s.describeMove(mv).find("illegal"), std::string::npos);
            }
            history.push_back(mv);
            // Clone and text form round-trip in every state.
            if (steps % 7 == 0) {
                std::string error;
                auto copy = game.deserialize(s.serialize(), error);
                ASSERT_TRUE(copy) << error;
                ASSERT_EQ(copy->serialize(), s.serialize());
                ASSERT_EQ(copy->key(), s.key());
            }
            trace.clear();
            s.apply(mv, &trace);
            for (const auto &st : trace) {
                if (st.kind == StepKind::Capture) ++captures[static_cast<size_t>(st.player)];
                if (st.kind == StepKind::Note && st.note == "leaves the board") ++escapes[static_cast<size_t>(st.player)];
            }
            checkPosition(s, captures, escapes);
            if (::testing::Test::HasFatalFailure()) return;
            ++steps;
        }
        // Every match ends with a reason; a finished match has a winner who took all eight.
        const EndReason r = s.endReason();
        ASSERT_NE(r, EndReason::None);
        ++stats.reasons[static_cast<size_t>(r)];
        ++stats.matches;
        if (r == EndReason::Finished) {
            ASSERT_TRUE(s.result() == Result::Win0 || s.result() == Result::Win1);
            const int winner = s.result() == Result::Win0 ? 0 : 1;
            ASSERT_EQ(s.scores()[static_cast<size_t>(winner)], game.geometry().pieces());
        } else {
            ASSERT_EQ(s.result(), Result::Undecided);
        }
        if (r == EndReason::Deadlock) {
            ASSERT_TRUE(isDeadlocked(game.rules(), s.position()));
        }
        ASSERT_LE(s.throws(), game.limits().maxThrows);
        // Replaying the recorded moves reproduces the final state exactly.
        std::string final;
        std::string error;
        ASSERT_TRUE(replayMoves(
            game, history, [&](const State &, Move, const State &after, const Trace &) { final = after.serialize(); }, error))
            << error;
        ASSERT_EQ(final, s.serialize());
    }
}

TEST(BheriRandomPlay, ShippedReadings) {
    const auto readings = shippedReadings();
    ASSERT_EQ(readings.size(), 4u);
    for (const auto &r : readings) {
        SCOPED_TRACE(r.id);
        auto g = gameForReading(r);
        PlayStats stats;
        randomPlay(*g, 150, 0xb8e1 + r.id.size(), stats);
        if (HasFatalFailure()) return;
        // With home pieces capturable every match is won (catalogue 3.4).
        EXPECT_EQ(stats.reasons[static_cast<size_t>(EndReason::Finished)], stats.matches);
    }
}

// Option values that no shipped reading uses, so that every branch of the rules runs.
TEST(BheriRandomPlay, OtherOptionValues) {
    const std::vector<std::map<std::string, std::string>> variants = {
        {{"capture_home", "false"}},
        {{"circuit", "exit"}},
        {{"release", "every_exit_pod"}, {"entry_cell", "diagonal"}, {"cowrie_p", "0.35"}},
        {{"pod_priority", "none"}, {"compulsory", "false"}, {"capture_bonus", "extra_throw"}, {"cowrie_p", "0.65"}},
        {{"throw_use", "banked"}, {"split", "halves"}, {"extra_needs_use", "true"}, {"extra_values", "pod_and_car"}},
        {{"throw_use", "banked"},
         {"compulsory", "false"},
         {"capture_bonus", "extra_throw"},
         {"exit_from_8_only", "pass_through"},
         {"home_jump", "true"}},
        {{"split", "halves"}, {"compulsory", "false"}, {"capture_bonus", "extra_throw"}, {"first_player", "sheep"}},
    };
    Limits limits;
    limits.maxThrows = 3000;  // keeps the non-ending variants (capture_home=no) quick
    int i = 0;
    for (const auto &v : variants) {
        SCOPED_TRACE(i++);
        auto g = makeGame(v, limits);
        PlayStats stats;
        randomPlay(*g, 60, 0x5eed + static_cast<uint64_t>(i), stats);
        if (HasFatalFailure()) return;
    }
}

// The experimental sizes keep every invariant, for every shipped reading and the option values
// that move pieces in unusual ways, from the shortest row to the full one.
TEST(BheriRandomPlay, SmallBoards) {
    const std::vector<std::pair<int, int>> sizes = {{3, 1}, {3, 3}, {4, 2}, {5, 4}, {8, 1}, {6, 6}};
    const std::vector<std::string> extra[] = {{},
                                              {"split=halves", "compulsory=false"},
                                              {"exit_from_8_only=pass_through", "home_jump=true", "entry_cell=diagonal"},
                                              {"circuit=exit"},
                                              {"capture_home=false"}};
    Limits limits;
    limits.maxThrows = 2000;
    for (const auto &r : shippedReadings())
        for (const auto &[n, k] : sizes)
            for (const auto &e : extra) {
                std::vector<std::string> o = {"row_length=" + std::to_string(n), "pieces_per_side=" + std::to_string(k)};
                o.insert(o.end(), e.begin(), e.end());
                SCOPED_TRACE(r.id + " " + o[0] + " " + o[1] + (e.empty() ? "" : " " + e[0]));
                auto g = gameForReading(r, o, limits);
                PlayStats stats;
                randomPlay(*g, 20, 0x5a11 + static_cast<uint64_t>(n * 10 + k), stats);
                if (HasFatalFailure()) return;
                // Home pieces capturable and the circuit a loop: every match is won.
                if (e.empty()) {
                    EXPECT_EQ(stats.reasons[static_cast<size_t>(EndReason::Finished)], stats.matches);
                }
            }
}

// legalMoves, chanceOutcomes and apply without a trace must not allocate (core/game/game.h).
TEST(BheriRandomPlay, HotCallsDoNotAllocate) {
#ifdef RULELAB_SANITIZE
    GTEST_SKIP() << "allocation counting runs in the normal build";
#endif
    for (const auto &r : shippedReadings())
        for (const char *size : {"row_length=8", "row_length=4"}) {  // the historical board and a small one
            auto g = gameForReading(r, {"compulsory=false", "split=halves", size, "pieces_per_side=3"});
            auto state = g->newInitialState();
            Rng rng(7);
            MoveList legal;
            ChanceList chance;
            const long before = gAllocations.load();
            for (int step = 0; step < 2000 && !state->isTerminal(); ++step) {
                Move m;
                if (state->isChance()) {
                    state->chanceOutcomes(chance);
                    m = sample(chance, rng);
                } else {
                    state->legalMoves(legal);
                    m = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size)))];
                }
                state->apply(m);
            }
            EXPECT_EQ(gAllocations.load() - before, 0) << r.id << " " << size;
        }
}

// --- golden traces ---------------------------------------------------------------------------

// One match per reading with a fixed seed, written as the readable move descriptions. A change
// in the rules (or in the order of legal moves) shows up as a diff against golden/<reading>.txt.
// Regenerate with RULELAB_UPDATE_GOLDEN=1 after checking that the change is intended.
std::string goldenTrace(const BheriGame &game, uint64_t seed) {
    Rng rng(seed);
    auto state = game.newInitialState();
    auto &s = static_cast<BheriState &>(*state);
    MoveList legal;
    ChanceList chance;
    std::ostringstream os;
    while (!s.isTerminal()) {
        Move m;
        if (s.isChance()) {
            s.chanceOutcomes(chance);
            m = sample(chance, rng);
            os << (s.phase() == Phase::Throw ? (s.toMove() == 0 ? "G " : "S ") : "  ");
        } else {
            s.legalMoves(legal);
            m = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size)))];
            os << "    ";
        }
        os << s.describeMove(m) << '\n';
        s.apply(m);
    }
    os << "end: " << endReasonKey(s.endReason()) << ", " << resultKey(s.result()) << ", scores " << s.scores()[0] << "-"
       << s.scores()[1] << ", throws " << s.throws() << '\n';
    os << "final: " << s.serialize() << '\n';
    return os.str();
}

TEST(BheriGolden, OneTracePerReading) {
    for (const auto &r : shippedReadings()) {
        auto g = gameForReading(r);
        rulelab::testing::expectGolden(std::string(RULELAB_BHERI_GOLDEN_DIR) + "/" + r.id + ".txt", goldenTrace(*g, 20240601),
                                       "golden trace of " + r.id);
    }
}

}  // namespace
}  // namespace rulelab::bheri::test
