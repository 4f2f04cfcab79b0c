// Google Benchmark micro-benchmarks of the hot paths, for every installed game plugin and
// each of its readings: legal moves, apply, one random playout (and one with the stall check run
// about every turn), one MCTS decision (and cloning a state), the first 100,000 states of the
// state graph, and the limit loop (bench/README.md).
// Run: build/bin/rulelab-bench [--benchmark_filter=khutka]
#include "plugin/plugin_registry.h"
#include "experiment/prepared_reading.h"
#include "game/rng.h"
#include "sim/agents.h"
#include "sim/runner.h"
#include "graph/state_graph.h"
#include "limit_loop.h"

#include <QCoreApplication>
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <vector>

using namespace rulelab;

namespace {

// The limit loop's laps per second, measured once at start (bench/limit_loop.h).
double gLimitLapsPerSecond = 0;

// A sample of mid-game positions, reached by random play from the start.
std::vector<std::unique_ptr<State>> samplePositions(const Game &game, int count) {
    std::vector<std::unique_ptr<State>> out;
    Rng rng(12345);
    MoveList moves;
    ChanceList chance;
    while (static_cast<int>(out.size()) < count) {
        auto s = game.newInitialState();
        const int depth = static_cast<int>(rng.below(40));
        for (int d = 0; d < depth && !s->isTerminal(); ++d) {
            if (s->isChance()) {
                s->chanceOutcomes(chance);
                s->apply(chance[static_cast<int>(rng.below(static_cast<uint32_t>(chance.size)))].move);
            } else {
                s->legalMoves(moves);
                s->apply(moves[static_cast<int>(rng.below(static_cast<uint32_t>(moves.size)))]);
            }
        }
        if (!s->isTerminal() && !s->isChance()) out.push_back(std::move(s));
    }
    return out;
}

// One random match per iteration, the runner's way (playMatch); counters: laps/s, moves per
// playout and laps/s as a share of the limit loop's. `seedName` names the matches' seeds.
void registerPlayout(std::shared_ptr<const Game> game, const std::string &benchName, const std::string &seedName) {
    benchmark::RegisterBenchmark(benchName.c_str(), [game, seedName](benchmark::State &st) {
        uint64_t i = 0;
        int64_t moves = 0, laps = 0;
        const auto start = std::chrono::steady_clock::now();
        for (auto _ : st) {
            const MatchRecord r = playMatch(*game, matchSeed(1, seedName, i), static_cast<int64_t>(i), false);
            moves += r.decisions;
            laps += r.progress.laps;
            ++i;
        }
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        st.counters["moves/playout"] =
            benchmark::Counter(static_cast<double>(moves) / static_cast<double>(std::max<uint64_t>(1, i)));
        st.counters["laps/s"] = benchmark::Counter(static_cast<double>(laps), benchmark::Counter::kIsRate);
        // Laps per second as a share of the limit loop's, measured in this process (main()).
        if (secs > 0 && gLimitLapsPerSecond > 0)
            st.counters["x_limit_loop"] = benchmark::Counter(static_cast<double>(laps) / secs / gLimitLapsPerSecond);
        st.SetItemsProcessed(static_cast<int64_t>(i));
    });
}

// Does the reading play with the stall guard (G-2)? The games that have it name it in their
// option "stall"; ludii_quirks = on turns it off.
bool hasStallGuard(const Game &game) {
    const Options &o = game.options();
    return o.has("stall") && !(o.has("ludii_quirks") && o.text("ludii_quirks") == "on");
}

void registerFor(std::shared_ptr<const Game> game, const std::string &name) {
    auto positions = std::make_shared<std::vector<std::unique_ptr<State>>>(samplePositions(*game, 256));
    benchmark::RegisterBenchmark((name + "/legal_moves").c_str(), [positions](benchmark::State &st) {
        MoveList moves;
        size_t i = 0;
        for (auto _ : st) {
            (*positions)[i++ & 255]->legalMoves(moves);
            benchmark::DoNotOptimize(moves.size);
        }
    });
    // copy_state + apply of the first legal move (pausing the timer would cost more than apply).
    auto firstMoves = std::make_shared<std::vector<Move>>();
    for (const auto &p : *positions) {
        MoveList m;
        p->legalMoves(m);
        firstMoves->push_back(m[0]);
    }
    benchmark::RegisterBenchmark((name + "/copy_and_apply").c_str(), [positions, firstMoves, game](benchmark::State &st) {
        auto scratch = game->newInitialState();
        size_t i = 0;
        for (auto _ : st) {
            const size_t k = i++ & 255;
            scratch->copyFrom(*(*positions)[k]);
            scratch->apply((*firstMoves)[k]);
            benchmark::DoNotOptimize(scratch->currentPlayer());
        }
    });
    benchmark::RegisterBenchmark((name + "/copy_state").c_str(), [positions, game](benchmark::State &st) {
        auto scratch = game->newInitialState();
        size_t i = 0;
        for (auto _ : st) {
            scratch->copyFrom(*(*positions)[i++ & 255]);
            benchmark::DoNotOptimize(scratch->currentPlayer());
        }
    });
    // MCTS (issue 22, item 6): one decision of mcts:200 from the sampled positions; the counter is
    // the agent's playouts per second (each from a copy of the root into the agent's own state,
    // which copyFrom reuses: no allocation per playout).
    benchmark::RegisterBenchmark((name + "/mcts200_decision").c_str(), [positions, game](benchmark::State &st) {
        AgentSpec spec;
        spec.kind = AgentSpec::Mcts;
        spec.strength = 200;
        auto agent = makeAgent(spec, *game);
        Rng rng(99);
        MoveList moves;
        size_t i = 0;
        int64_t playouts = 0;
        for (auto _ : st) {
            const State &s = *(*positions)[i++ & 255];
            s.legalMoves(moves);
            benchmark::DoNotOptimize(agent->choose(s, moves, rng));
            playouts += spec.strength;
        }
        st.counters["playouts/s"] = benchmark::Counter(static_cast<double>(playouts), benchmark::Counter::kIsRate);
    })->Unit(benchmark::kMillisecond);
    registerPlayout(game, name + "/playout", name);
    // State-graph exploration: states per second and memory per state (issue 9's targets:
    // a million states a minute on one core, under 300 bytes a state).
    benchmark::RegisterBenchmark((name + "/graph_explore_100k").c_str(), [game](benchmark::State &st) {
        size_t states = 0, bytes = 0;
        for (auto _ : st) {
            ExploreOptions o;
            o.maxNodes = 100000;
            const StateGraph g = explore(*game, nullptr, o);
            states += g.nodes.size();
            bytes = g.bytesPerState();
        }
        st.counters["states/s"] = benchmark::Counter(static_cast<double>(states), benchmark::Counter::kIsRate);
        st.counters["bytes/state"] = benchmark::Counter(static_cast<double>(bytes));
    })->Unit(benchmark::kMillisecond);
}

}  // namespace

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    // The reference: one Khutka Boia round as Ludii's code plays it, as plainly as it can be written.
    gLimitLapsPerSecond = bench::measureLimitLoop(1.0).lapsPerSecond();
    std::fprintf(stderr, "limit loop: %.0f laps/s (x_limit_loop below: a playout's laps/s as a share of it)\n",
                 gLimitLapsPerSecond);
    benchmark::RegisterBenchmark("limit_loop/round", [](benchmark::State &st) {
        uint64_t rng = 0x9e3779b97f4a7c15ull;
        int64_t laps = 0;
        for (auto _ : st) {
            const bench::LimitRound r = bench::playLimitRound(rng);
            benchmark::DoNotOptimize(r.stores[0]);
            laps += r.laps;
        }
        st.counters["laps/s"] = benchmark::Counter(static_cast<double>(laps), benchmark::Counter::kIsRate);
    });
    PluginRegistry reg;
    reg.loadFrom(PluginRegistry::defaultSearchPath());
    for (const auto &e : reg.errors()) std::fprintf(stderr, "warning: %s: %s\n", qPrintable(e.file), qPrintable(e.message));
    for (const auto &g : reg.games())
        for (const auto &r : g.readings) {
            PreparedReading pr;
            std::string error;
            InputError kind;
            if (!prepareReading(reg, g.pluginId.toStdString(), r.id, {}, Limits{}, pr, error, kind)) {
                std::fprintf(stderr, "warning: %s\n", error.c_str());
                continue;
            }
            const std::string name = g.pluginId.toStdString() + "/" + r.id;
            registerFor(pr.game, name);
            // The stall check (G-2) at its most frequent: its trigger fires after every turn
            // without a capture (sim.no_capture_turns = 1, sim.repeat_k = 2), so the exact search
            // of the round's reachable positions (bounded by sim.stall_proof_nodes) runs about
            // once a turn. Compared with .../playout this is the check's cost; registered only for
            // readings that play with the guard.
            if (!hasStallGuard(*pr.game)) continue;
            Limits stress;
            stress.noCaptureTurns = 1;
            stress.repeatK = 2;
            PreparedReading sp;
            if (prepareReading(reg, g.pluginId.toStdString(), r.id, {}, stress, sp, error, kind))
                registerPlayout(sp.game, name + "/playout_stall_check_every_turn", name);
        }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
