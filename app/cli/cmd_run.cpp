#include "cli.h"

#include "cli_common.h"
#include "shard_spec.h"
#include "experiment/answers.h"
#include "experiment/display_names.h"
#include "experiment/part_status.h"
#include "experiment/prepared_reading.h"
#include "experiment/result_merge.h"
#include "experiment/results_io.h"
#include "experiment/session.h"
#include "plugin/plugin_registry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcessEnvironment>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <memory>
#include <unistd.h>

namespace rulelab {

namespace {

// The first field in which two experiments differ, as "field 'F': A there, B here".
QString experimentDifference(const QJsonObject &there, const QJsonObject &here) {
    const JsonFieldDifference d = firstJsonDifference(here, there);
    if (d.key.isEmpty()) return QString();
    return QCoreApplication::translate("Cli", "field '%1': %2 there, %3 here").arg(d.key, d.there.left(80), d.here.left(80));
}

}  // namespace

int Cli::prepareReadings(const QString &cmd, const QString &experimentFile, const Experiment &e, const PluginRegistry &reg,
                         std::vector<PreparedReading> &prepared) {
    std::string error;
    InputError kind = InputError::None;
    if (prepareExperiment(reg, e, prepared, error, kind)) return -1;
    if (!experimentFile.isEmpty()) {
        // Is the file at fault, or what the flags added? Prepare the file alone.
        Experiment fe;
        std::string ferr;
        std::vector<PreparedReading> fp;
        InputError fkind = InputError::None;
        const bool fileAtFault =
            loadExperimentFile(experimentFile, fe, ferr) &&
            ((!fe.vary.empty() && !expandSweep(reg, fe, ferr)) || !prepareExperiment(reg, fe, fp, ferr, fkind));
        if (fileAtFault) {
            // An override of the file is its field 'set', not the --set flag.
            if (ferr.rfind("--set ", 0) == 0) ferr = "field 'set': " + ferr.substr(6);
            return runtimeError(experimentFile + QStringLiteral(": ") + q(ferr));
        }
    }
    return inputError(cmd, kind, error);
}

namespace {

// The shard a run plays: K (0-based) of N, and the scheduler's variables it was read from.
struct RunShard {
    int k = 0, n = 1;
    QString source;
};

// --shard K/N or auto[/N] into `s`; a usage error's text, or "".
QString readShardFlag(const QCommandLineParser &p, const OutputOptions &o, const Experiment &e, RunShard &s) {
    if (!p.isSet(o.shard)) return {};
    ShardChoice sc;
    QString shardError;
    if (!parseShard(p.value(o.shard), QProcessEnvironment::systemEnvironment(), sc, shardError)) return shardError;
    s.k = sc.index;
    s.n = sc.count;
    s.source = sc.source;
    if (s.n > 1 && !e.precision.empty())
        return Cli::tr("--precision decides when to stop from all of a reading's matches: it cannot be split into shards");
    return {};
}

// The results in `resumeDir`. A run killed before it could save left its run record (removed after
// the summary) and checkpointed partial file (or, stopped while it saved, its matches.csv); a
// summary.json beside them is an earlier one's.
bool readResumed(const QString &resumeDir, ResultPart &resumed, std::string &error) {
    const QDir rd(resumeDir);
    const bool killed = QFile::exists(rd.filePath(QLatin1String(kPartialRunFile)));
    return killed ? readPartialRun(resumeDir, resumed, error) : readResultFolder(resumeDir, resumed, error);
}

// Why this run cannot continue the results in `resumeDir`: another experiment, engine or build of
// the rules, or readings whose options have changed since; a runtime error's text, or "".
QString resumeMismatch(const QString &resumeDir, bool implicitResume, const ResultPart &resumed, const Experiment &e,
                       const std::vector<PreparedReading> &prepared) {
    if (const QJsonObject here = experimentToJson(e); resumed.experimentJson != here)
        return implicitResume ? Cli::tr("%1: holds the results of a different experiment (%2); give another --out, or "
                                        "continue them with --experiment %1/summary.json")
                                    .arg(resumeDir, experimentDifference(resumed.experimentJson, here))
                              : Cli::tr("%1: holds the results of a different experiment (%2); resume with the same "
                                        "arguments, or with --experiment %1/summary.json")
                                    .arg(resumeDir, experimentDifference(resumed.experimentJson, here));
    if (resumed.engine != engineVersion())
        return Cli::tr("%1: field 'engine' is '%2', but this is '%3': finish the run with the RuleLab that started it")
            .arg(resumeDir, q(resumed.engine), QString::fromLatin1(engineVersion()));
    if (!prepared.empty())
        if (const std::string d = provenanceDifference(prepared.front().plugin, resumed.plugin); !d.empty())
            return Cli::tr("%1: field 'plugin' differs (%2): the finished matches were played by another build "
                           "of the game's rules; finish the run with that build, or start a new run")
                .arg(resumeDir, q(d));
    // The reading files may have changed since: the options they resolve to now must be the ones
    // the finished matches were played with.
    for (size_t i = 0; i < resumed.readings.size() && i < prepared.size(); ++i) {
        const std::string d = optionsDifference(prepared[i].options.values(), resumed.readings[i].options);
        if (!d.empty())
            return Cli::tr("%1: reading '%2' now has other options than its finished matches were played with "
                           "(%3); start a new run")
                .arg(resumeDir, q(resumed.readings[i].reading), q(d));
    }
    return {};
}

// The command a shard printed when it was interrupted gives its --shard again: it must be the
// folder's. A runtime error's text, or "".
QString shardMismatch(const QCommandLineParser &p, const OutputOptions &o, const RunShard &s, const ResultPart &resumed,
                      const QString &resumeDir) {
    if (!p.isSet(o.shard) || (s.k == resumed.shardIndex && s.n == resumed.shardCount)) return {};
    return Cli::tr("--shard %1 is not the shard %2 holds (%3/%4); give its --shard, or none")
        .arg(s.source.isEmpty()
                 ? p.value(o.shard)
                 : QStringLiteral("%1 (%2/%3: %4)").arg(p.value(o.shard)).arg(s.k + 1).arg(s.n).arg(s.source),
             resumeDir)
        .arg(resumed.shardIndex + 1)
        .arg(resumed.shardCount);
}

// The progress of a run on standard error. On a terminal one line is redrawn; into a log (a
// scheduler's output file) a line is added at most every 10 seconds, and at the end.
std::function<void(size_t, const RunProgress &)> progressPrinter(QTextStream &err, const std::vector<PreparedReading> &prepared) {
    const bool terminal = isatty(STDERR_FILENO);
    auto sinceLine = std::make_shared<QElapsedTimer>();
    return [&err, &prepared, terminal, sinceLine](size_t i, const RunProgress &pr) {
        if (!terminal) {
            if (sinceLine->isValid() && sinceLine->elapsed() < 10000 && pr.done < pr.total) return;
            sinceLine->start();
        }
        err << (terminal ? QStringLiteral("\r") : QString())
            << Cli::tr("%1 (%2/%3): %4/%5 matches of all readings, %6/s, %7 s left")
                   .arg(q(prepared[i].reading.id))
                   .arg(i + 1)
                   .arg(prepared.size())
                   .arg(pr.done)
                   .arg(pr.total)
                   .arg(static_cast<qint64>(pr.matchesPerSecond))
                   .arg(pr.secondsLeft, 0, 'f', 0)
            << (terminal ? QStringLiteral("   ") : QStringLiteral("\n"));
        err.flush();
    };
}

// After the tables: where the results are, usage maps that could not be counted again, and what
// an interruption kept. The exit code: 130 when interrupted, else 0.
int reportRunEnd(QTextStream &out, QTextStream &err, bool json, const QString &outDir, const SessionResult &session) {
    if (!outDir.isEmpty())
        (json ? err : out) << '\n'
                           << Cli::tr("Results written to %1 (summary.json, matches.csv)").arg(QDir(outDir).absolutePath())
                           << '\n';
    if (!outDir.isEmpty() && session.usageMissing > 0)
        err << Cli::tr("Note: no usage.csv (usage maps): the usage of %1 resumed matches could not be counted again (the "
                       "replay was interrupted, or the reading had reached its precision). Resume once more, or run the "
                       "experiment anew, to have it.")
                   .arg(session.usageMissing)
            << '\n';
    if (!session.result.cancelled) return 0;
    int64_t kept = 0;
    for (const auto &r : session.result.readings) kept += r.stats.matches;
    err << Cli::tr("Interrupted: %1 finished matches kept.").arg(kept) << ' '
        << (!outDir.isEmpty() ? Cli::tr("Continue with the same command and --resume %1.").arg(outDir)
                              : Cli::tr("Give --out DIR to keep partial results that can be resumed."))
        << '\n';
    return 130;
}

}  // namespace

int Cli::execute(QCommandLineParser &p, const OutputOptions &o, const QString &cmd, Experiment &e,
                 const std::vector<std::string> &sweepMetrics, const std::function<void(const SessionResult &)> &printTables) {
    if (QString bad; !checkOutputs({}, {p.value(o.out), p.value(o.resume)}, bad)) return runtimeError(bad);  // before any work
    int threads = 0;
    if (QString bad; !readThreads(p, o.threads, threads, bad)) return usageError(cmd, bad);
    RunShard shard;
    if (const QString bad = readShardFlag(p, o, e, shard); !bad.isEmpty()) return usageError(cmd, bad);
    PluginRegistry reg;
    loadPlugins(reg, false);
    std::vector<PreparedReading> prepared;
    std::string error;
    // A sweep's cells are made with the game's rules at hand: named and ordered canonically (the
    // cells of a summary, its `vary` read back in alphabetical order, keep their names).
    if (!e.sweepBase.empty() && e.readings.empty() && !expandSweep(reg, e, error)) return usageError(cmd, q(error));
    if (!e.sweepBase.empty()) orderSweepOptions(reg, e);
    if (const int prc = prepareReadings(cmd, p.value(QStringLiteral("experiment")), e, reg, prepared); prc >= 0) return prc;
    noteTimedAgents({e.agents[0], e.agents[1]});

    ResultPart resumed;
    // --out DIR continues what DIR holds of the same experiment (started, interrupted, killed or
    // finished) and refuses another's, so one command starts a task and, run again, resumes it.
    QString resumeDir = p.isSet(o.resume) ? p.value(o.resume) : QString();
    const bool implicitResume = resumeDir.isEmpty() && p.isSet(o.out) && holdsRunResults(p.value(o.out));
    if (implicitResume) resumeDir = p.value(o.out);
    const bool resuming = !resumeDir.isEmpty();
    if (resuming) {
        if (!readResumed(resumeDir, resumed, error)) return runtimeError(q(error));
        printIntegrityWarning(resumed.integrityWarning);
        if (const QString bad = resumeMismatch(resumeDir, implicitResume, resumed, e, prepared); !bad.isEmpty())
            return runtimeError(bad);
        if (const QString bad = shardMismatch(p, o, shard, resumed, resumeDir); !bad.isEmpty()) return runtimeError(bad);
        shard.k = resumed.shardIndex;
        shard.n = resumed.shardCount;
        if (implicitResume) {
            int64_t kept = 0;
            for (const auto &r : resumed.readings) kept += r.stats.matches;
            err_ << tr("%1 already holds %2 finished matches of this experiment: continuing it").arg(resumeDir).arg(kept)
                 << '\n';
        }
    } else if (!shard.source.isEmpty()) {
        err_ << tr("Shard %1 of %2 (from %3)").arg(shard.k + 1).arg(shard.n).arg(shard.source) << '\n';
    }
    const QString outDir = p.isSet(o.out) ? p.value(o.out) : resuming ? resumeDir : QString();
    if (!outDir.isNull() && outDir.isEmpty()) return usageError(cmd, tr("--out needs a folder"));
    const bool showProgress = p.isSet(o.progress) || isatty(STDERR_FILENO);
    SessionOptions so;
    so.threads = threads;
    so.shardIndex = shard.k;
    so.shardCount = shard.n;
    so.cancel = &interruptFlag();
    so.outDir = outDir;
    so.resume = resuming ? &resumed : nullptr;
    so.sweepMetrics = sweepMetrics;
    if (showProgress) so.progress = progressPrinter(err_, prepared);
    // The session writes the files (matches.csv, then summary.json) before anything is printed:
    // a closed pipe or a full terminal never loses results.
    const SessionResult session = runSession(e, prepared, so);
    if (showProgress && isatty(STDERR_FILENO)) err_ << '\n';
    if (!session.ok) return runtimeError(q(session.error));
    if (p.isSet(o.json)) out_ << QString::fromUtf8(session.summaryJson());
    else printTables(session);
    return reportRunEnd(out_, err_, p.isSet(o.json), outDir, session);
}

namespace {

// The rows of the run table: one column per reading, one row per count, share, length and metric.
QList<QStringList> runTableRows(const ExperimentResult &r) {
    const Experiment &e = r.experiment;
    QList<QStringList> rows;
    QStringList head{QString()};
    for (const auto &s : r.readings) head << q(s.reading);
    rows << head;
    auto row = [&](const QString &label, const std::function<QString(const stats::ReadingStats &)> &f) {
        QStringList line{label};
        for (const auto &s : r.readings) line << f(s.stats);
        rows << line;
    };
    row(Cli::tr("matches"), [](const stats::ReadingStats &s) { return QString::number(s.matches); });
    row(Cli::tr("first mover wins"), [](const stats::ReadingStats &s) { return percent(s.firstWins, s.matches); });
    row(Cli::tr("second mover wins"), [](const stats::ReadingStats &s) { return percent(s.secondWins, s.matches); });
    row(Cli::tr("draws"), [](const stats::ReadingStats &s) { return percent(s.draws, s.matches); });
    row(Cli::tr("undecided"), [](const stats::ReadingStats &s) { return percent(s.undecided, s.matches); });
    // How the matches ended: by the rules, by a guard that proved the rules could not end them, or by a cap.
    row(Cli::tr("ended by rule"), [](const stats::ReadingStats &s) { return percent(s.endedBy[0], s.matches); });
    row(Cli::tr("ended by proven guard"), [](const stats::ReadingStats &s) { return percent(s.endedBy[1], s.matches); });
    row(Cli::tr("stopped by a cap"), [](const stats::ReadingStats &s) { return percent(s.endedBy[2], s.matches); });
    row(Cli::tr("rule-ended: first mover wins"),
        [](const stats::ReadingStats &s) { return percent(s.ruleFirstWins, s.endedBy[0]); });
    row(Cli::tr("rule-ended: second mover wins"),
        [](const stats::ReadingStats &s) { return percent(s.ruleSecondWins, s.endedBy[0]); });
    row(Cli::tr("rule-ended: draws"), [](const stats::ReadingStats &s) { return percent(s.ruleDraws, s.endedBy[0]); });
    for (int en = 1; en < kEndReasonCount; ++en)
        row(Cli::tr("end: %1").arg(endReasonName(static_cast<EndReason>(en))),
            [en](const stats::ReadingStats &s) { return percent(s.endReasons[static_cast<size_t>(en)], s.matches); });
    auto dist = [&](const QString &name, stats::IntHistogram stats::ReadingStats::*m) {
        row(Cli::tr("%1 mean").arg(name), [m](const stats::ReadingStats &s) { return num((s.*m).mean()); });
        row(Cli::tr("%1 median [p10-p90]").arg(name), [m](const stats::ReadingStats &s) {
            return num((s.*m).quantile(0.5)) + QStringLiteral(" [") + num((s.*m).quantile(0.1)) + QLatin1Char('-') +
                   num((s.*m).quantile(0.9)) + QLatin1Char(']');
        });
        row(Cli::tr("%1 max").arg(name), [m](const stats::ReadingStats &s) { return num(static_cast<double>((s.*m).max())); });
    };
    dist(Cli::tr("turns"), &stats::ReadingStats::turns);
    dist(Cli::tr("laps"), &stats::ReadingStats::laps);
    dist(Cli::tr("rounds"), &stats::ReadingStats::rounds);
    const bool differ = !(e.agents[0] == e.agents[1]);
    const QStringList shown = {QStringLiteral("Completion"),       QStringLiteral("AdvantageP1"),
                               QStringLiteral("Balance"),          QStringLiteral("first_mover_win_rate"),
                               QStringLiteral("agent_a_win_rate"), QStringLiteral("branching_factor"),
                               QStringLiteral("captures_per_turn")};
    for (const QString &key : shown) {
        if (key.startsWith(QStringLiteral("agent_")) && !differ) continue;
        row(metricName(key.toStdString()) + QStringLiteral(" [95%]"), [&](const stats::ReadingStats &s) {
            for (const auto &m : stats::computeMetrics(s, differ))
                if (q(m.key) == key) return withInterval(m.interval);
            return QString();
        });
    }
    return rows;
}

// The run's game, matches, seed, agents and overrides, and what a cancelled run played.
void printRunHeader(QTextStream &out, const ExperimentResult &r) {
    const Experiment &e = r.experiment;
    out << Cli::tr("%1: %2 matches per reading, seed %3, agents %4%5")
               .arg(q(e.game))
               .arg(e.matches)
               .arg(e.seed)
               .arg(q(e.agents[0].text() + "," + e.agents[1].text()))
               .arg(e.swapSeats ? Cli::tr(" (seats swapped every other match)") : QString())
        << '\n';
    if (!e.overrides.empty()) {
        QStringList o;
        for (const auto &s : e.overrides) o << q(s);
        out << Cli::tr("Overrides: %1").arg(o.join(QStringLiteral(", "))) << '\n';
    }
    if (r.cancelled) {
        // The header names what was planned; say what was played.
        int64_t played = 0;
        for (const auto &s : r.readings) played += s.stats.matches;
        out << Cli::tr("Cancelled: partial results, %1 of the %2 planned matches played (see the matches row)")
                   .arg(played)
                   .arg(e.matches * static_cast<int64_t>(r.readings.size()))
            << '\n';
    }
}

// Each reading's warnings, and the precision it reached under --precision.
void printRunNotes(QTextStream &out, const ExperimentResult &r) {
    const Experiment &e = r.experiment;
    for (const auto &s : r.readings)
        for (const auto &w : stats::readingWarnings(s.stats))
            out << Cli::tr("Warning: %1: %2").arg(q(s.reading), warningText(q(w))) << '\n';
    for (const auto &s : r.readings) {
        if (e.precision.empty()) break;
        QStringList reached;
        for (const auto &[metric, target] : e.precision)
            reached << Cli::tr("%1 +-%2 (target %3)").arg(q(metric), fmt(halfWidth(s.stats, metric), 4), fmt(target, 4));
        out << Cli::tr("Precision: %1: %2 after %3 matches, %4")
                   .arg(q(s.reading), reached.join(QStringLiteral(", ")))
                   .arg(s.stats.matches)
                   .arg(s.precisionReached ? Cli::tr("reached") : Cli::tr("not reached (the --matches maximum)"))
            << '\n';
    }
}

// --primary and --margin, checked against the compared metrics; a usage error's text, or "".
QString readClaims(const QCommandLineParser &p, const CompareFlags &f, std::vector<std::string> &claims,
                   std::map<std::string, double> &margins) {
    const std::vector<std::string> known = stats::comparisonMetricKeys();
    auto knownMetric = [&](const std::string &m) { return std::find(known.begin(), known.end(), m) != known.end(); };
    std::string all;
    for (const auto &k : known) all += (all.empty() ? "" : ", ") + k;
    const QString knownList = q(all);
    for (const auto &m : p.values(f.primary)) {
        if (!knownMetric(m.toStdString())) return Cli::tr("--primary '%1' is not a compared metric (metrics: %2)").arg(m, knownList);
        claims.push_back(m.toStdString());
    }
    for (const auto &m : p.values(f.margin)) {
        QString metric;
        double delta = 0;
        if (!splitKeyNumber(m, metric, delta) || !(delta > 0))
            return Cli::tr("--margin '%1': expected METRIC=DELTA with DELTA > 0").arg(m);
        if (!knownMetric(metric.toStdString()))
            return Cli::tr("--margin '%1' is not a compared metric (metrics: %2)").arg(metric, knownList);
        margins[metric.toStdString()] = delta;
    }
    return {};
}

// compare --results: a usage error's text when another flag or a GAME is given, or "".
QString resultsOnlyError(const QCommandLineParser &p) {
    for (const QString &flag : p.optionNames())
        if (flag != QLatin1String("results") && flag != QLatin1String("primary") && flag != QLatin1String("margin") &&
            flag != QLatin1String("json"))
            return Cli::tr("--results compares finished runs: --%1 does not apply").arg(flag);
    if (!p.positionalArguments().isEmpty())
        return Cli::tr("--results compares finished runs: no GAME is given (unexpected '%1')").arg(p.positionalArguments().first());
    return {};
}

}  // namespace

void Cli::printRunTable(const ExperimentResult &r, bool header) {
    if (header) printRunHeader(out_, r);
    out_ << '\n';
    out_ << formatTable(runTableRows(r));
    printRunNotes(out_, r);
}

int Cli::cmdRun(const QStringList &args) { return runLike(args, QStringLiteral("run")); }
int Cli::cmdCompare(const QStringList &args) { return runLike(args, QStringLiteral("compare")); }

int Cli::runLike(const QStringList &args, const QString &cmd) {
    const bool compare = cmd == QLatin1String("compare");
    CommandParser p(
        cmd,
        compare ? tr("Play N matches per reading and compare every pair of readings: on each row one quantity with its "
                     "95% interval and the test of that quantity (shares, means, dominance of lengths, medians, Balance), "
                     "p-values adjusted by Bonferroni within each metric across the pairs, or across the --primary metrics.")
                : tr("Play N matches per reading and summarise each reading.\n"
                     "Match i depends only on (seed, reading id, i) and the agents: any --threads gives the same numbers."),
        GameArgument::OrExperiment);
    CompareFlags f;
    f.compare = compare;
    if (const int rc = parse(p, f, args); rc >= 0) return rc;
    const ExperimentOptions &eo = f.eo;
    const OutputOptions &oo = f.oo;
    std::vector<std::string> claims;
    std::map<std::string, double> margins;
    if (compare && p.isSet(f.results)) {
        if (const QString bad = resultsOnlyError(p); !bad.isEmpty()) return usageError(cmd, bad);
        if (const QString bad = readClaims(p, f, claims, margins); !bad.isEmpty()) return usageError(cmd, bad);
        return compareResults(p.values(f.results), claims, margins, p.isSet(oo.json));
    }
    Experiment e;
    QString error;
    const int brc = buildExperiment(p, eo, true, e, error);
    if (brc >= 0) return brc == 2 ? usageError(cmd, error) : runtimeError(error);
    if (compare && e.readings.size() < 2) return usageError(cmd, tr("compare needs at least two readings"));
    if (const QString bad = readClaims(p, f, claims, margins); !bad.isEmpty()) return usageError(cmd, bad);
    e.primary.insert(e.primary.end(), claims.begin(), claims.end());  // after those of an --experiment file
    for (const auto &[m, delta] : margins) e.margins[m] = delta;
    return execute(p, oo, cmd, e, {}, [&](const SessionResult &r) {
        // The answers in words first (from the summary, as the workbench and the methods text
        // give them); the tables behind them follow.
        if (const auto answers = answersFromSummary(r.summary); !answers.empty())
            out_ << tr("In words (the tables below hold every figure):") << '\n' << answersText(answers) << '\n';
        printRunTable(r.result);
        if (compare) printComparisons(r.result);
    });
}

void Cli::printComparisons(const ExperimentResult &r, const std::vector<std::string> &omit) {
    const QJsonObject c = comparisonsJson(r, omit);
    const bool primary = c.contains(QStringLiteral("primary"));
    out_ << '\n'
         << (primary ? tr("Differences (first minus second reading) with 95% intervals. p (Bonferroni): adjusted within the "
                          "primary metrics of every pair together (the claims) and within each other metric across the pairs "
                          "(exploratory). n/a: a reading has no matches the metric rests on.")
                     : tr("Differences (first minus second reading) with 95% intervals. p (Bonferroni): adjusted within each "
                          "metric across the pairs; every row is exploratory (name the claims with --primary). n/a: a reading "
                          "has no matches the metric rests on."))
         << '\n';
    auto interval = [](const QJsonObject &d) {
        if (d.value(QStringLiteral("value")).isNull()) return tr("n/a");
        QString t = fmt(d.value(QStringLiteral("value")).toDouble());
        if (d.value(QStringLiteral("lo")).toDouble() != d.value(QStringLiteral("hi")).toDouble())
            t += QStringLiteral(" [") + fmt(d.value(QStringLiteral("lo")).toDouble()) + QStringLiteral(", ") +
                 fmt(d.value(QStringLiteral("hi")).toDouble()) + QLatin1Char(']');
        return t;
    };
    bool anyEquivalence = false;
    for (const auto &pairV : c.value(QStringLiteral("pairs")).toArray())
        for (const auto &mv : pairV.toObject().value(QStringLiteral("metrics")).toArray())
            anyEquivalence = anyEquivalence || mv.toObject().contains(QStringLiteral("equivalence"));
    for (const auto &pairV : c.value(QStringLiteral("pairs")).toArray()) {
        const QJsonObject pair = pairV.toObject();
        out_ << '\n'
             << pair.value(QStringLiteral("a")).toString() << "  -  " << pair.value(QStringLiteral("b")).toString() << '\n';
        QList<QStringList> rows;
        QStringList notes;
        QStringList head{tr("metric"), tr("difference [95%]"), tr("p"), tr("p (Bonferroni)"), tr("role"), tr("test")};
        if (anyEquivalence) head.insert(5, tr("equivalent (TOST p)"));
        rows << head;
        for (const auto &mv : pair.value(QStringLiteral("metrics")).toArray()) {
            const QJsonObject m = mv.toObject();
            const QJsonObject d = m.value(QStringLiteral("difference")).toObject();
            const bool hasP = m.contains(QStringLiteral("p"));
            QString test = testNameText(m.value(QStringLiteral("test_name")).toString());
            if (m.contains(QStringLiteral("duplicate_of")))
                test += QStringLiteral(" (") + m.value(QStringLiteral("duplicate_of")).toString() + QLatin1Char(')');
            QStringList row{metricName(m.value(QStringLiteral("metric")).toString().toStdString()),
                            m.contains(QStringLiteral("no_data")) ? tr("n/a")
                            : d.isEmpty()                         ? QStringLiteral("-")
                                                                  : interval(d),
                            hasP ? q(stats::formatPValue(m.value(QStringLiteral("p")).toDouble())) : QStringLiteral("-"),
                            hasP ? q(stats::formatPValue(m.value(QStringLiteral("p_adjusted")).toDouble())) : QStringLiteral("-"),
                            hasP ? (m.value(QStringLiteral("role")).toString() == QLatin1String("primary") ? tr("primary")
                                                                                                           : tr("exploratory"))
                                 : QStringLiteral("-"),
                            test};
            if (anyEquivalence) {
                const QJsonObject eq = m.value(QStringLiteral("equivalence")).toObject();
                QString cell = QStringLiteral("-");
                if (eq.contains(QStringLiteral("note"))) {
                    // A margin was given, but the row can have no TOST: say why under the table.
                    notes << QStringLiteral("%1: %2").arg(metricName(m.value(QStringLiteral("metric")).toString().toStdString()),
                                                          equivalenceNoteText(eq.value(QStringLiteral("note")).toString()));
                    cell = tr("none (note %1)").arg(notes.size());
                } else if (!eq.isEmpty()) {
                    cell = QStringLiteral("±") + fmt(eq.value(QStringLiteral("margin")).toDouble()) + QStringLiteral(": ") +
                           q(stats::formatPValue(eq.value(QStringLiteral("p")).toDouble()));
                }
                row.insert(5, cell);
            }
            rows << row;
        }
        out_ << formatTable(rows);
        for (qsizetype i = 0; i < notes.size(); ++i) out_ << tr("Note %1: %2").arg(i + 1).arg(notes[i]) << '\n';
    }
}

}  // namespace rulelab
