#include "runner.h"

#include "game/playout.h"
#include "game/rng.h"

#include <algorithm>
#include <chrono>
#include <memory>
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

void MatchRecord::settleEnd() {
    endedBy = endedByOf(endReason, progress.roundsByGuard);
    if (progress.roundsByRule == 0 && progress.roundsByGuard == 0) {
        if (endedBy == EndedBy::Rule) progress.roundsByRule = 1;
        else if (endedBy == EndedBy::Proven) progress.roundsByGuard = 1;
    }
}

int defaultThreadCount() {
    const unsigned n = std::thread::hardware_concurrency();
    return n == 0 ? 1 : static_cast<int>(n);
}

MatchRecord playMatch(const Game &game, uint64_t seed, int64_t index, const MatchAgents &agents, bool recordMoves) {
    MatchScratch scratch(game);
    return playMatch(game, seed, index, agents, recordMoves, scratch);
}

MatchRecord playMatch(const Game &game, uint64_t seed, int64_t index, const MatchAgents &agents, bool recordMoves,
                      MatchScratch &scratch) {
    MatchRecord rec;
    rec.index = index;
    rec.seed = seed;
    rec.swapped = agents.swapped ? 1 : 0;
    Rng rng(seed);
    agents.a->newMatch();
    agents.b->newMatch();
    State *state = scratch.state.get();
    state->copyFrom(*scratch.initial);
    if (scratch.recordUsage) {
        scratch.usage.clear();
        state->setUsage(&scratch.usage);
    } else {
        state->setUsage(nullptr);
    }
    PlayoutLimits limits;
    limits.maxTurns = game.limits().maxTurns;
    limits.abandon = scratch.abandon;
    limits.record = recordMoves ? &rec.moves : nullptr;
    PlayoutTally t;
    // Uniform random players in both seats: the game's own loop, where it has one (the same
    // draws and tally as the generic loop below; see playout.h).
    const bool uniform = agents.a->isUniformRandom() && agents.b->isUniformRandom();
    if (!uniform || !state->playRandomToEnd(rng, scratch.moves, scratch.chance, limits, t))
        playOut(*state, rng, scratch.moves, scratch.chance, limits, t,
                [&](const State &s, const MoveList &legal, int seat) { return agents.forSeat(seat)->choose(s, legal, rng); });
    if (t.abandoned) {
        rec.endReason = EndReason::None;  // abandoned, not finished: the runner drops it
        return rec;
    }
    rec.firstPlayer = t.firstPlayer;
    rec.decisions = t.decisions;
    rec.branchSum = t.branchSum;
    rec.forced = t.forced;
    rec.leadChanges = t.leadChanges;
    rec.scores = state->scores();
    rec.progress = state->progress();
    if (scratch.recordUsage) {
        rec.hasUsage = true;
        rec.usage = scratch.usage;
    }
    if (t.capped) {
        rec.endReason = EndReason::CapReached;
        rec.result = Result::Undecided;
    } else {
        rec.endReason = state->endReason();
        rec.result = state->result();
    }
    rec.settleEnd();
    return rec;
}

MatchRecord playMatch(const Game &game, uint64_t seed, int64_t index, bool recordMoves) {
    auto r = makeAgent(AgentSpec{}, game);
    return playMatch(game, seed, index, MatchAgents{r.get(), r.get(), false}, recordMoves);
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

std::unique_ptr<State> stateAfterMoves(const Game &game, const std::vector<Move> &moves, std::string &error) {
    std::unique_ptr<State> last = game.newInitialState();
    const bool ok = replayMoves(
        game, moves, [&](const State &, Move, const State &after, const Trace &) { last->copyFrom(after); }, error);
    return ok ? std::move(last) : nullptr;
}

namespace {

// The matches of one runMatches call between its workers and its consumer: a ring of result
// slots, where workers run at most `window` matches ahead of the consumer.
struct MatchRing {
    MatchRing(int64_t matches, int threads)
        : n(matches), window(std::max<int64_t>(1024, int64_t{threads} * 256)), slots(static_cast<size_t>(window)),
          ready(new std::atomic<uint8_t>[static_cast<size_t>(window)]) {
        for (int64_t i = 0; i < window; ++i) ready[static_cast<size_t>(i)].store(0);
    }
    const int64_t n;
    const int64_t window;
    std::vector<MatchRecord> slots;
    std::unique_ptr<std::atomic<uint8_t>[]> ready;
    std::atomic<int64_t> next{0}, consumed{0};
    std::atomic<bool> stop{false};
};

bool runCancelled(const RunOptions &opt) { return opt.cancel && opt.cancel->load(std::memory_order_relaxed); }

// One worker: its own agents and scratch, the next match index each time, until every match is
// taken, the run stops or a cancel comes.
void playMatchesOf(MatchRing &ring, const Game &game, const std::string &readingId, const RunOptions &opt) {
    const bool differ = !(opt.agents[0] == opt.agents[1]);
    auto a = makeAgent(opt.agents[0], game);
    auto b = differ ? makeAgent(opt.agents[1], game) : nullptr;
    a->setCancel(opt.cancel);  // a long decision stops at a cancel too
    if (b) b->setCancel(opt.cancel);
    MatchScratch scratch(game);
    scratch.recordUsage = opt.recordUsage;
    scratch.abandon = opt.cancel;  // a cancel stops matches in progress at their next decision
    for (;;) {
        if (ring.stop.load(std::memory_order_relaxed) || runCancelled(opt)) return;
        const int64_t i = ring.next.fetch_add(1);
        if (i >= ring.n) return;
        while (i >= ring.consumed.load(std::memory_order_acquire) + ring.window) {
            if (ring.stop.load(std::memory_order_relaxed)) return;
            std::this_thread::sleep_for(std::chrono::microseconds(200));
        }
        const int64_t index = opt.firstIndex + i;
        const MatchAgents agents{a.get(), b ? b.get() : a.get(), opt.swapSeats && (index % 2 == 1)};
        const size_t slot = static_cast<size_t>(i % ring.window);
        ring.slots[slot] = playMatch(game, matchSeed(opt.seed, readingId, static_cast<uint64_t>(index)), index, agents,
                                     opt.recordMoves, scratch);
        // Abandoned by a cancel; or finished after it, perhaps by a decision the cancel cut
        // short: never kept (the completed prefix before it is).
        if (ring.slots[slot].endReason == EndReason::None || runCancelled(opt)) return;
        ring.ready[slot].store(1, std::memory_order_release);
    }
}

// The progress of a run of n matches, `done` of them delivered, since `start`.
void reportRun(const RunOptions &opt, int64_t done, int64_t n, std::chrono::steady_clock::time_point start) {
    if (!opt.progress) return;
    RunProgress p;
    p.done = done;
    p.total = n;
    p.elapsedSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    p.matchesPerSecond = p.elapsedSeconds > 0 ? static_cast<double>(done) / p.elapsedSeconds : 0;
    p.secondsLeft = p.matchesPerSecond > 0 ? static_cast<double>(n - done) / p.matchesPerSecond : 0;
    opt.progress(p);
}

}  // namespace

int64_t runMatches(const Game &game, const std::string &readingId, const RunOptions &opt, RecordSink &sink) {
    using Clock = std::chrono::steady_clock;
    const int64_t n = std::max<int64_t>(0, opt.matches);
    int threads = opt.threads > 0 ? opt.threads : defaultThreadCount();
    threads = static_cast<int>(std::clamp<int64_t>(n, 1, threads));
    MatchRing ring(n, threads);
    const int64_t window = ring.window;
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back([&] { playMatchesOf(ring, game, readingId, opt); });
    const auto start = Clock::now();
    auto lastReport = start;
    int64_t done = 0;
    reportRun(opt, done, n, start);
    while (done < n) {
        const size_t slot = static_cast<size_t>(done % window);
        if (ring.ready[slot].load(std::memory_order_acquire)) {
            sink.consume(ring.slots[slot]);
            ring.slots[slot].moves.clear();
            ring.ready[slot].store(0, std::memory_order_relaxed);
            ++done;
            ring.consumed.store(done, std::memory_order_release);
            // Fast games keep this loop busy; report from here too so progress never starves.
            if ((done & 255) == 0 && Clock::now() - lastReport > std::chrono::milliseconds(100)) {
                reportRun(opt, done, n, start);
                lastReport = Clock::now();
            }
            continue;
        }
        if (runCancelled(opt)) {
            // The workers abandon the matches they are playing at their next decision; deliver
            // the completed prefix only.
            ring.stop = true;
            for (auto &t : pool) t.join();
            pool.clear();
            while (done < n && ring.ready[static_cast<size_t>(done % window)].load()) {
                sink.consume(ring.slots[static_cast<size_t>(done % window)]);
                ring.ready[static_cast<size_t>(done % window)].store(0);
                ++done;
            }
            break;
        }
        const auto now = Clock::now();
        if (now - lastReport > std::chrono::milliseconds(100)) {
            reportRun(opt, done, n, start);
            sink.idle();
            lastReport = now;
        }
        std::this_thread::sleep_for(std::chrono::microseconds(100));
    }
    ring.stop = true;
    for (auto &t : pool) t.join();
    reportRun(opt, done, n, start);
    return done;
}

namespace {
class VectorSink final : public RecordSink {
public:
    explicit VectorSink(std::vector<MatchRecord> &out) : out_(out) {}
    void consume(const MatchRecord &r) override { out_.push_back(r); }

private:
    std::vector<MatchRecord> &out_;
};
}  // namespace

std::vector<MatchRecord> runMatches(const Game &game, const std::string &readingId, const RunOptions &options) {
    std::vector<MatchRecord> out;
    out.reserve(static_cast<size_t>(std::max<int64_t>(0, options.matches)));
    VectorSink sink(out);
    runMatches(game, readingId, options, sink);
    return out;
}

}  // namespace rulelab
