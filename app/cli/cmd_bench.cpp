#include "cli.h"

#include "cli_common.h"
#include "experiment/prepared_reading.h"
#include "plugin/plugin_registry.h"
#include "sim/agents.h"
#include "sim/runner.h"

#include "limit_loop.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <sys/resource.h>

namespace rulelab {

namespace {

// What bench's flags asked for.
struct BenchRequest {
    qlonglong matches = 100000;
    int threads = 1;
    int repeat = 5;
    std::array<AgentSpec, 2> agents{};
};

// bench's flags read into `b`; a usage error's text, or "".
QString readBenchFlags(const QCommandLineParser &p, const BenchFlags &f, BenchRequest &b) {
    if (p.values(f.rf.reading).size() != 1) return Cli::tr("give exactly one --reading");
    bool ok = true;
    if (p.isSet(f.matches)) b.matches = p.value(f.matches).toLongLong(&ok);
    if (!ok || b.matches < 1) return Cli::tr("--matches must be a whole number of at least 1");
    if (p.isSet(f.threads)) b.threads = p.value(f.threads).toInt(&ok);
    if (!ok || b.threads < 1 || b.threads > 1024) return Cli::tr("--threads must be a whole number from 1 to 1024");
    if (p.isSet(f.repeat)) b.repeat = p.value(f.repeat).toInt(&ok);
    if (!ok || b.repeat < 1 || b.repeat > 100) return Cli::tr("--repeat must be a whole number from 1 to 100");
    std::string err;
    if (p.isSet(f.agents) && !parseAgentPair(p.value(f.agents).toStdString(), b.agents, err)) return q(err);
    return {};
}

struct Totals final : RecordSink {
    int64_t matches = 0, moves = 0, laps = 0;
    void consume(const MatchRecord &r) override {
        ++matches;
        moves += r.decisions;
        laps += r.progress.laps;
    }
};

// One run and the limit loop after it: the run's wall and CPU seconds, its laps and moves per second
// per thread as a share of the limit loop's laps per second.
struct Pair {
    double secs = 0, cpu = 0, ratio = 0, moveRatio = 0, limit = 0;
};

double cpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

// Alternating, in one process: the same matches (same seed), then the limit loop for as long as they
// took (at least a quarter of a second), `repeat` times. Each pair gives one ratio; the figure is the
// median pair, so a burst of load on a shared machine moves one pair, not the figure
// (bench/README.md). `totals`: the counts of the last run (every run plays the same matches).
std::vector<Pair> benchPairs(const PreparedReading &pr, const BenchRequest &b, Totals &totals) {
    RunOptions ro;
    ro.matches = b.matches;
    ro.seed = 1;
    ro.threads = b.threads;
    ro.agents = b.agents;
    ro.recordUsage = false;  // the engine alone, as measured before usage maps existed
    std::vector<Pair> pairs;
    for (int k = 0; k < b.repeat; ++k) {
        totals = Totals{};
        Pair pr1;
        const double cpu0 = cpuSeconds();
        const auto start = std::chrono::steady_clock::now();
        runMatches(*pr.game, pr.reading.id, ro, totals);
        pr1.secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        // CPU time as well: on a busy machine wall time understates the engine's speed.
        pr1.cpu = cpuSeconds() - cpu0;
        pr1.limit = bench::measureLimitLoop(std::max(0.25, std::min(5.0, pr1.secs))).lapsPerSecond();
        if (pr1.limit > 0 && pr1.secs > 0) {
            pr1.ratio = static_cast<double>(totals.laps) / pr1.secs / b.threads / pr1.limit;
            pr1.moveRatio = static_cast<double>(totals.moves) / pr1.secs / b.threads / pr1.limit;
        }
        pairs.push_back(pr1);
    }
    return pairs;
}

// The rates of the median pair's run, and the range of the pairs' ratios.
struct BenchFigures {
    Pair mid;
    double perCpu = 0, playouts = 0, moves = 0, laps = 0, lowest = 0, highest = 0;
};

BenchFigures benchFigures(const std::vector<Pair> &pairs, const Totals &totals) {
    std::vector<Pair> byRatio = pairs;
    std::sort(byRatio.begin(), byRatio.end(), [](const Pair &a, const Pair &b) { return a.ratio < b.ratio; });
    BenchFigures f;
    f.mid = byRatio[byRatio.size() / 2];
    f.perCpu = f.mid.cpu > 0 ? static_cast<double>(totals.matches) / f.mid.cpu : 0;
    f.playouts = static_cast<double>(totals.matches) / f.mid.secs;
    f.moves = static_cast<double>(totals.moves) / f.mid.secs;
    f.laps = static_cast<double>(totals.laps) / f.mid.secs;
    f.lowest = byRatio.front().ratio;
    f.highest = byRatio.back().ratio;
    return f;
}

QJsonObject benchJson(const PreparedReading &pr, const BenchRequest &b, const Totals &totals, const std::vector<Pair> &pairs,
                      const BenchFigures &f) {
    QJsonObject o;
    o.insert(QStringLiteral("game"), QString::fromStdString(pr.game->info().id));
    o.insert(QStringLiteral("reading"), QString::fromStdString(pr.reading.id));
    o.insert(QStringLiteral("matches"), static_cast<qint64>(totals.matches));
    o.insert(QStringLiteral("threads"), b.threads);
    o.insert(QStringLiteral("seconds"), f.mid.secs);
    o.insert(QStringLiteral("playouts_per_sec"), f.playouts);
    o.insert(QStringLiteral("moves_per_sec"), f.moves);
    o.insert(QStringLiteral("laps_per_sec"), f.laps);
    o.insert(QStringLiteral("cpu_seconds"), f.mid.cpu);
    o.insert(QStringLiteral("playouts_per_cpu_sec"), f.perCpu);
    o.insert(QStringLiteral("limit_loop_laps_per_sec"), f.mid.limit);
    o.insert(QStringLiteral("laps_per_thread_vs_limit_loop"), f.mid.ratio);
    o.insert(QStringLiteral("moves_per_thread_vs_limit_loop"), f.mid.moveRatio);
    QJsonArray all;
    for (const Pair &x : pairs) all.append(x.ratio);
    o.insert(QStringLiteral("repeat"), b.repeat);
    o.insert(QStringLiteral("laps_ratios"), all);  // every pair's ratio, in the order run
    return o;
}

void printBench(QTextStream &out, const PreparedReading &pr, const BenchRequest &b, const Totals &totals,
                const BenchFigures &f) {
    out << Cli::tr("%1 / %2: %3 playouts on %4 thread(s) in %5 s")
               .arg(q(pr.game->info().id), q(pr.reading.id))
               .arg(totals.matches)
               .arg(b.threads)
               .arg(f.mid.secs, 0, 'f', 3)
        << '\n'
        << Cli::tr("playouts/s %1   moves/s %2   laps/s %3   (playouts per CPU second %4)")
               .arg(f.playouts, 0, 'f', 0)
               .arg(f.moves, 0, 'f', 0)
               .arg(f.laps, 0, 'f', 0)
               .arg(f.perCpu, 0, 'f', 0)
        << '\n'
        << Cli::tr("limit loop (one Khutka Boia round as Ludii plays it, bench/limit_loop.cpp): %1 laps/s; laps/s per "
                   "thread here are %2 of it, moves/s per thread %3 of it")
               .arg(f.mid.limit, 0, 'f', 0)
               .arg(f.mid.ratio, 0, 'f', 3)
               .arg(f.mid.moveRatio, 0, 'f', 3)
        << '\n'
        << Cli::tr("(the median of %1 runs, each followed by the limit loop for as long; their laps ratios ranged from %2 to "
                   "%3)")
               .arg(b.repeat)
               .arg(f.lowest, 0, 'f', 3)
               .arg(f.highest, 0, 'f', 3)
        << '\n';
}

}  // namespace

int Cli::cmdBench(const QStringList &args) {
    const BenchFlags f;
    CommandParser p(QStringLiteral("bench"), BenchFlags::about(), GameArgument::One);
    if (const int rc = parse(p, f, args); rc >= 0) return rc;
    BenchRequest b;
    if (const QString bad = readBenchFlags(p, f, b); !bad.isEmpty()) return usageError(p.name(), bad);
    std::vector<std::string> overrides;
    for (const auto &s : p.values(f.rf.set)) overrides.push_back(s.toStdString());
    PluginRegistry reg;
    loadPlugins(reg, false);
    PreparedReading pr;
    if (const int rc = prepareGameReading(p, p.value(f.rf.reading), overrides, Limits{}, reg, pr); rc >= 0) return rc;
    Totals totals;
    const std::vector<Pair> pairs = benchPairs(pr, b, totals);
    const BenchFigures figures = benchFigures(pairs, totals);
    if (p.isSet(f.json))
        out_ << QString::fromUtf8(QJsonDocument(benchJson(pr, b, totals, pairs, figures)).toJson(QJsonDocument::Indented));
    else printBench(out_, pr, b, totals, figures);
    return 0;
}

}  // namespace rulelab
