#include "runner.h"

#include "game/rng.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace rulelab {

int MatchRecord::firstMoverOutcome() const {
    if (result == Result::Draw) return 0;
    if (result == Result::Win0 || result == Result::Win1) {
        const int winner = result == Result::Win0 ? 0 : 1;
        return winner == firstPlayer ? 1 : -1;
    }
    return 2;
}

int defaultThreadCount() {
    const unsigned n = std::thread::hardware_concurrency();
    return n == 0 ? 1 : static_cast<int>(n);
}

static Move sampleChance(const ChanceList &outcomes, Rng &rng) {
    const double u = rng.uniform();
    double acc = 0;
    for (int i = 0; i < outcomes.size; ++i) {
        acc += outcomes[i].probability;
        if (u < acc) return outcomes[i].move;
    }
    // Rounding: the probabilities sum to 1 within a few ulps; take the last possible outcome.
    for (int i = outcomes.size - 1; i >= 0; --i)
        if (outcomes[i].probability > 0) return outcomes[i].move;
    return outcomes[0].move;
}

MatchRecord playMatch(const Game &game, uint64_t seed, int64_t index, bool recordMoves) {
    MatchRecord rec;
    rec.index = index;
    rec.seed = seed;
    Rng rng(seed);
    auto state = game.newInitialState();
    MoveList moves;
    ChanceList chance;
    const int64_t maxTurns = game.limits().maxTurns;
    int64_t turns = 0;
    bool capped = false;
    for (;;) {
        const int p = state->currentPlayer();
        if (p == kTerminalPlayer) break;
        Move m;
        if (p == kChancePlayer) {
            state->chanceOutcomes(chance);
            m = sampleChance(chance, rng);
        } else {
            if (turns >= maxTurns) {
                capped = true;
                break;
            }
            state->legalMoves(moves);
            if (moves.empty()) {  // a plugin bug; never loop
                capped = true;
                break;
            }
            m = moves[static_cast<int>(rng.below(static_cast<uint32_t>(moves.size)))];
            if (rec.firstPlayer < 0) rec.firstPlayer = static_cast<int8_t>(p);
            ++turns;
        }
        if (recordMoves) rec.moves.push_back(m);
        state->apply(m);
    }
    rec.scores = state->scores();
    rec.progress = state->progress();
    if (capped) {
        rec.endReason = EndReason::CapReached;
        rec.result = Result::Undecided;
    } else {
        rec.endReason = state->endReason();
        rec.result = state->result();
    }
    return rec;
}

bool replayMoves(const Game &game, const std::vector<Move> &moves, const ReplayVisitor &visit, std::string &error) {
    auto state = game.newInitialState();
    MoveList legal;
    ChanceList chance;
    Trace trace;
    for (size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        bool ok = false;
        if (state->isChance()) {
            state->chanceOutcomes(chance);
            for (int k = 0; k < chance.size; ++k) ok = ok || chance[k].move == m;
        } else if (!state->isTerminal()) {
            state->legalMoves(legal);
            ok = legal.contains(m);
        }
        if (!ok) {
            error = "move " + std::to_string(i + 1) + " (" + std::to_string(m) + ") is not legal in that position";
            return false;
        }
        auto before = state->clone();
        trace.clear();
        state->apply(m, &trace);
        if (visit) visit(*before, m, *state, trace);
    }
    return true;
}

std::vector<MatchRecord> runMatches(const Game &game, const std::string &readingId, const RunOptions &opt) {
    const int64_t n = std::max<int64_t>(0, opt.matches);
    std::vector<MatchRecord> records(static_cast<size_t>(n));
    std::vector<uint8_t> done(static_cast<size_t>(n), 0);
    std::atomic<int64_t> next{0};
    std::atomic<int64_t> finished{0};
    constexpr int64_t kChunk = 16;
    auto worker = [&]() {
        for (;;) {
            if (opt.cancel && opt.cancel->load(std::memory_order_relaxed)) return;
            const int64_t start = next.fetch_add(kChunk);
            if (start >= n) return;
            const int64_t end = std::min(n, start + kChunk);
            for (int64_t i = start; i < end; ++i) {
                records[static_cast<size_t>(i)] =
                    playMatch(game, matchSeed(opt.seed, readingId, static_cast<uint64_t>(i)), i, opt.recordMoves);
                done[static_cast<size_t>(i)] = 1;
                finished.fetch_add(1, std::memory_order_relaxed);
            }
        }
    };
    int threads = opt.threads > 0 ? opt.threads : defaultThreadCount();
    threads = static_cast<int>(std::min<int64_t>(threads, std::max<int64_t>(1, (n + kChunk - 1) / kChunk)));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
    if (opt.progress && threads > 1) {
        // The calling thread reports progress while the workers play.
        std::thread last(worker);
        while (finished.load() < n) {
            if (opt.cancel && opt.cancel->load()) break;
            opt.progress(finished.load(), n);
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        last.join();
    } else {
        worker();
    }
    for (auto &t : pool) t.join();
    if (opt.progress) opt.progress(finished.load(), n);
    // Keep the completed prefix only, so a cancelled run is still a deterministic result.
    size_t prefix = 0;
    while (prefix < done.size() && done[prefix]) ++prefix;
    records.resize(prefix);
    return records;
}

}  // namespace rulelab
