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

int Cli::cmdBench(const QStringList &args) {
    CommandParser p(QStringLiteral("bench"),
                    tr("Measure simulation speed: playouts, moves and laps per second with uniform random "
                       "players (or --agents)."));
    const QString &cmd = p.name();
    p.takeOneGame();
    ReadingOptions rf;
    rf.addTo(p);
    QCommandLineOption matches(QStringLiteral("matches"), tr("playouts (default 100000)"), QStringLiteral("N"));
    QCommandLineOption threads(QStringLiteral("threads"), tr("worker threads (default 1)"), QStringLiteral("T"));
    QCommandLineOption agents(QStringLiteral("agents"), tr("agents per seat (default random)"), QStringLiteral("A[,B]"));
    QCommandLineOption repeat(QStringLiteral("repeat"),
                              tr("alternate the run with the limit loop K times and report the median pair (default 5)"),
                              QStringLiteral("K"));
    QCommandLineOption json(QStringLiteral("json"), tr("print JSON"));
    p.addOptions({matches, threads, agents, repeat, json});
    if (const int rc = parse(p, args); rc >= 0) return rc;
    if (p.values(rf.reading).size() != 1) return usageError(cmd, tr("give exactly one --reading"));
    bool ok = true;
    const qlonglong n = p.isSet(matches) ? p.value(matches).toLongLong(&ok) : 100000;
    if (!ok || n < 1) return usageError(cmd, tr("--matches must be a whole number of at least 1"));
    const int t = p.isSet(threads) ? p.value(threads).toInt(&ok) : 1;
    if (!ok || t < 1 || t > 1024) return usageError(cmd, tr("--threads must be a whole number from 1 to 1024"));
    const int rep = p.isSet(repeat) ? p.value(repeat).toInt(&ok) : 5;
    if (!ok || rep < 1 || rep > 100) return usageError(cmd, tr("--repeat must be a whole number from 1 to 100"));
    std::array<AgentSpec, 2> ag{};
    std::string err;
    if (p.isSet(agents) && !parseAgentPair(p.value(agents).toStdString(), ag, err)) return usageError(cmd, q(err));
    std::vector<std::string> overrides;
    for (const auto &s : p.values(rf.set)) overrides.push_back(s.toStdString());
    PluginRegistry reg;
    loadPlugins(reg, false);
    PreparedReading pr;
    InputError kind;
    if (!prepareReading(reg, p.positionalArguments().first().toStdString(), p.value(rf.reading).toStdString(), overrides,
                        Limits{}, pr, err, kind))
        return kind == InputError::Usage ? usageError(cmd, q(err)) : runtimeError(q(err));
    struct Totals final : RecordSink {
        int64_t matches = 0, moves = 0, laps = 0;
        void consume(const MatchRecord &r) override {
            ++matches;
            moves += r.decisions;
            laps += r.progress.laps;
        }
    } totals;
    RunOptions ro;
    ro.matches = n;
    ro.seed = 1;
    ro.threads = t;
    ro.agents = ag;
    ro.recordUsage = false;  // the engine alone, as measured before usage maps existed
    auto cpuSeconds = [] {
        rusage u{};
        getrusage(RUSAGE_SELF, &u);
        return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
               1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
    };
    // Alternating, in one process: the same matches (same seed), then the limit loop for as long
    // as they took (at least a quarter of a second), `repeat` times. Each pair gives one ratio;
    // the figure is the median pair, so a burst of load on a shared machine moves one pair, not
    // the figure (bench/README.md). Rates are those of the median pair's run.
    struct Pair {
        double secs = 0, cpu = 0, ratio = 0, moveRatio = 0, limit = 0;
    };
    std::vector<Pair> pairs;
    for (int k = 0; k < rep; ++k) {
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
            pr1.ratio = static_cast<double>(totals.laps) / pr1.secs / t / pr1.limit;
            pr1.moveRatio = static_cast<double>(totals.moves) / pr1.secs / t / pr1.limit;
        }
        pairs.push_back(pr1);
    }
    std::vector<Pair> byRatio = pairs;
    std::sort(byRatio.begin(), byRatio.end(), [](const Pair &a, const Pair &b) { return a.ratio < b.ratio; });
    const Pair &mid = byRatio[byRatio.size() / 2];
    const double secs = mid.secs, cpu = mid.cpu, ratio = mid.ratio, moveRatio = mid.moveRatio;
    const double perCpu = cpu > 0 ? static_cast<double>(totals.matches) / cpu : 0;
    const double playouts = static_cast<double>(totals.matches) / secs, moves = static_cast<double>(totals.moves) / secs,
                 laps = static_cast<double>(totals.laps) / secs;
    if (p.isSet(json)) {
        QJsonObject o;
        o.insert(QStringLiteral("game"), QString::fromStdString(pr.game->info().id));
        o.insert(QStringLiteral("reading"), QString::fromStdString(pr.reading.id));
        o.insert(QStringLiteral("matches"), static_cast<qint64>(totals.matches));
        o.insert(QStringLiteral("threads"), t);
        o.insert(QStringLiteral("seconds"), secs);
        o.insert(QStringLiteral("playouts_per_sec"), playouts);
        o.insert(QStringLiteral("moves_per_sec"), moves);
        o.insert(QStringLiteral("laps_per_sec"), laps);
        o.insert(QStringLiteral("cpu_seconds"), cpu);
        o.insert(QStringLiteral("playouts_per_cpu_sec"), perCpu);
        o.insert(QStringLiteral("limit_loop_laps_per_sec"), mid.limit);
        o.insert(QStringLiteral("laps_per_thread_vs_limit_loop"), ratio);
        o.insert(QStringLiteral("moves_per_thread_vs_limit_loop"), moveRatio);
        QJsonArray all;
        for (const Pair &x : pairs) all.append(x.ratio);
        o.insert(QStringLiteral("repeat"), rep);
        o.insert(QStringLiteral("laps_ratios"), all);  // every pair's ratio, in the order run
        out_ << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    } else {
        out_ << tr("%1 / %2: %3 playouts on %4 thread(s) in %5 s")
                    .arg(q(pr.game->info().id), q(pr.reading.id))
                    .arg(totals.matches)
                    .arg(t)
                    .arg(secs, 0, 'f', 3)
             << '\n'
             << tr("playouts/s %1   moves/s %2   laps/s %3   (playouts per CPU second %4)")
                    .arg(playouts, 0, 'f', 0)
                    .arg(moves, 0, 'f', 0)
                    .arg(laps, 0, 'f', 0)
                    .arg(perCpu, 0, 'f', 0)
             << '\n'
             << tr("limit loop (one Khutka Boia round as Ludii plays it, bench/limit_loop.cpp): %1 laps/s; laps/s per "
                   "thread here are %2 of it, moves/s per thread %3 of it")
                    .arg(mid.limit, 0, 'f', 0)
                    .arg(ratio, 0, 'f', 3)
                    .arg(moveRatio, 0, 'f', 3)
             << '\n'
             << tr("(the median of %1 runs, each followed by the limit loop for as long; their laps ratios ranged from %2 to "
                   "%3)")
                    .arg(rep)
                    .arg(byRatio.front().ratio, 0, 'f', 3)
                    .arg(byRatio.back().ratio, 0, 'f', 3)
             << '\n';
    }
    return 0;
}

}  // namespace rulelab
