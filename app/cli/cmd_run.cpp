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
    return kind == InputError::Usage ? usageError(cmd, q(error)) : runtimeError(q(error));
}

int Cli::execute(QCommandLineParser &p, const OutputOptions &o, const QString &cmd, Experiment &e,
                 const std::vector<std::string> &sweepMetrics, const std::function<void(const SessionResult &)> &printTables) {
    if (QString bad; !checkOutputs({}, {p.value(o.out), p.value(o.resume)}, bad)) return runtimeError(bad);  // before any work
    int threads = 0;
    if (QString bad; !readThreads(p, o.threads, threads, bad)) return usageError(cmd, bad);
    int shardK = 0, shardN = 1;
    QString shardSource;
    if (p.isSet(o.shard)) {
        ShardChoice sc;
        QString shardError;
        if (!parseShard(p.value(o.shard), QProcessEnvironment::systemEnvironment(), sc, shardError))
            return usageError(cmd, shardError);
        shardK = sc.index;
        shardN = sc.count;
        shardSource = sc.source;
        if (shardN > 1 && !e.precision.empty())
            return usageError(cmd, tr("--precision decides when to stop from all of a reading's matches: it cannot be split "
                                      "into shards"));
    }
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
        // A run killed before it could save left its run record (removed after the summary) and
        // checkpointed partial file (or, stopped while it saved, its matches.csv); a summary.json
        // beside them is an earlier one's.
        const QDir rd(resumeDir);
        const bool killed = QFile::exists(rd.filePath(QLatin1String(kPartialRunFile)));
        if (!(killed ? readPartialRun(resumeDir, resumed, error) : readResultFolder(resumeDir, resumed, error)))
            return runtimeError(q(error));
        printIntegrityWarning(resumed.integrityWarning);
        if (const QJsonObject here = experimentToJson(e); resumed.experimentJson != here)
            return runtimeError(implicitResume
                                    ? tr("%1: holds the results of a different experiment (%2); give another --out, or "
                                         "continue them with --experiment %1/summary.json")
                                          .arg(resumeDir, experimentDifference(resumed.experimentJson, here))
                                    : tr("%1: holds the results of a different experiment (%2); resume with the same "
                                         "arguments, or with --experiment %1/summary.json")
                                          .arg(resumeDir, experimentDifference(resumed.experimentJson, here)));
        if (resumed.engine != engineVersion())
            return runtimeError(
                tr("%1: field 'engine' is '%2', but this is '%3': finish the run with the RuleLab that started it")
                    .arg(resumeDir, q(resumed.engine), QString::fromLatin1(engineVersion())));
        if (!prepared.empty()) {
            if (const std::string d = provenanceDifference(prepared.front().plugin, resumed.plugin); !d.empty())
                return runtimeError(tr("%1: field 'plugin' differs (%2): the finished matches were played by another build "
                                       "of the game's rules; finish the run with that build, or start a new run")
                                        .arg(resumeDir, q(d)));
        }
        // The reading files may have changed since: the options they resolve to now must be
        // the ones the finished matches were played with.
        for (size_t i = 0; i < resumed.readings.size() && i < prepared.size(); ++i) {
            const std::string d = optionsDifference(prepared[i].options.values(), resumed.readings[i].options);
            if (!d.empty())
                return runtimeError(tr("%1: reading '%2' now has other options than its finished matches were played with "
                                       "(%3); start a new run")
                                        .arg(resumeDir, q(resumed.readings[i].reading), q(d)));
        }
        // The command a shard printed when it was interrupted gives its --shard again: it must be
        // the folder's.
        if (p.isSet(o.shard) && (shardK != resumed.shardIndex || shardN != resumed.shardCount))
            return runtimeError(tr("--shard %1 is not the shard %2 holds (%3/%4); give its --shard, or none")
                                    .arg(shardSource.isEmpty() ? p.value(o.shard)
                                                               : QStringLiteral("%1 (%2/%3: %4)")
                                                                     .arg(p.value(o.shard))
                                                                     .arg(shardK + 1)
                                                                     .arg(shardN)
                                                                     .arg(shardSource),
                                         resumeDir)
                                    .arg(resumed.shardIndex + 1)
                                    .arg(resumed.shardCount));
        shardK = resumed.shardIndex;
        shardN = resumed.shardCount;
        if (implicitResume) {
            int64_t kept = 0;
            for (const auto &r : resumed.readings) kept += r.stats.matches;
            err_ << tr("%1 already holds %2 finished matches of this experiment: continuing it").arg(resumeDir).arg(kept)
                 << '\n';
        }
    } else if (!shardSource.isEmpty()) {
        err_ << tr("Shard %1 of %2 (from %3)").arg(shardK + 1).arg(shardN).arg(shardSource) << '\n';
    }
    const QString outDir = p.isSet(o.out) ? p.value(o.out) : resuming ? resumeDir : QString();
    if (!outDir.isNull() && outDir.isEmpty()) return usageError(cmd, tr("--out needs a folder"));
    const bool showProgress = p.isSet(o.progress) || isatty(STDERR_FILENO);
    SessionOptions so;
    so.threads = threads;
    so.shardIndex = shardK;
    so.shardCount = shardN;
    so.cancel = &interruptFlag();
    so.outDir = outDir;
    so.resume = resuming ? &resumed : nullptr;
    so.sweepMetrics = sweepMetrics;
    // On a terminal one line is redrawn; into a log (a scheduler's output file) a line is added at
    // most every 10 seconds, and at the end.
    const bool terminal = isatty(STDERR_FILENO);
    QElapsedTimer sinceLine;
    if (showProgress)
        so.progress = [&](size_t i, const RunProgress &pr) {
            if (!terminal) {
                if (sinceLine.isValid() && sinceLine.elapsed() < 10000 && pr.done < pr.total) return;
                sinceLine.start();
            }
            err_ << (terminal ? QStringLiteral("\r") : QString())
                 << tr("%1 (%2/%3): %4/%5 matches of all readings, %6/s, %7 s left")
                        .arg(q(prepared[i].reading.id))
                        .arg(i + 1)
                        .arg(prepared.size())
                        .arg(pr.done)
                        .arg(pr.total)
                        .arg(static_cast<qint64>(pr.matchesPerSecond))
                        .arg(pr.secondsLeft, 0, 'f', 0)
                 << (terminal ? QStringLiteral("   ") : QStringLiteral("\n"));
            err_.flush();
        };
    // The session writes the files (matches.csv, then summary.json) before anything is printed:
    // a closed pipe or a full terminal never loses results.
    const SessionResult session = runSession(e, prepared, so);
    if (showProgress && terminal) err_ << '\n';
    if (!session.ok) return runtimeError(q(session.error));
    const ExperimentResult &result = session.result;
    if (p.isSet(o.json)) out_ << QString::fromUtf8(session.summaryJson());
    else printTables(session);
    if (!outDir.isEmpty())
        (p.isSet(o.json) ? err_ : out_)
            << '\n'
            << tr("Results written to %1 (summary.json, matches.csv)").arg(QDir(outDir).absolutePath()) << '\n';
    if (!outDir.isEmpty() && session.usageMissing > 0)
        err_ << tr("Note: no usage.csv (usage maps): the usage of %1 resumed matches could not be counted again (the "
                   "replay was interrupted, or the reading had reached its precision). Resume once more, or run the "
                   "experiment anew, to have it.")
                    .arg(session.usageMissing)
             << '\n';
    if (result.cancelled) {
        int64_t kept = 0;
        for (const auto &r : result.readings) kept += r.stats.matches;
        err_ << tr("Interrupted: %1 finished matches kept.").arg(kept) << ' '
             << (!outDir.isEmpty() ? tr("Continue with the same command and --resume %1.").arg(outDir)
                                   : tr("Give --out DIR to keep partial results that can be resumed."))
             << '\n';
        return 130;
    }
    return 0;
}

void Cli::printRunTable(const ExperimentResult &r, bool header) {
    const Experiment &e = r.experiment;
    if (header)
        out_ << tr("%1: %2 matches per reading, seed %3, agents %4%5")
                    .arg(q(e.game))
                    .arg(e.matches)
                    .arg(e.seed)
                    .arg(q(e.agents[0].text() + "," + e.agents[1].text()))
                    .arg(e.swapSeats ? tr(" (seats swapped every other match)") : QString())
             << '\n';
    if (header && !e.overrides.empty()) {
        QStringList o;
        for (const auto &s : e.overrides) o << q(s);
        out_ << tr("Overrides: %1").arg(o.join(QStringLiteral(", "))) << '\n';
    }
    if (header && r.cancelled) {
        // The header names what was planned; say what was played.
        int64_t played = 0;
        for (const auto &s : r.readings) played += s.stats.matches;
        out_ << tr("Cancelled: partial results, %1 of the %2 planned matches played (see the matches row)")
                    .arg(played)
                    .arg(e.matches * static_cast<int64_t>(r.readings.size()))
             << '\n';
    }
    out_ << '\n';
    QList<QStringList> rows;
    QStringList head{QString()};
    for (const auto &s : r.readings) head << q(s.reading);
    rows << head;
    auto row = [&](const QString &label, const std::function<QString(const stats::ReadingStats &)> &f) {
        QStringList line{label};
        for (const auto &s : r.readings) line << f(s.stats);
        rows << line;
    };
    row(tr("matches"), [](const stats::ReadingStats &s) { return QString::number(s.matches); });
    row(tr("first mover wins"), [](const stats::ReadingStats &s) { return percent(s.firstWins, s.matches); });
    row(tr("second mover wins"), [](const stats::ReadingStats &s) { return percent(s.secondWins, s.matches); });
    row(tr("draws"), [](const stats::ReadingStats &s) { return percent(s.draws, s.matches); });
    row(tr("undecided"), [](const stats::ReadingStats &s) { return percent(s.undecided, s.matches); });
    // How the matches ended: by the rules, by a guard that proved the rules could not end them, or by a cap.
    row(tr("ended by rule"), [](const stats::ReadingStats &s) { return percent(s.endedBy[0], s.matches); });
    row(tr("ended by proven guard"), [](const stats::ReadingStats &s) { return percent(s.endedBy[1], s.matches); });
    row(tr("stopped by a cap"), [](const stats::ReadingStats &s) { return percent(s.endedBy[2], s.matches); });
    row(tr("rule-ended: first mover wins"), [](const stats::ReadingStats &s) { return percent(s.ruleFirstWins, s.endedBy[0]); });
    row(tr("rule-ended: second mover wins"),
        [](const stats::ReadingStats &s) { return percent(s.ruleSecondWins, s.endedBy[0]); });
    row(tr("rule-ended: draws"), [](const stats::ReadingStats &s) { return percent(s.ruleDraws, s.endedBy[0]); });
    for (int en = 1; en < kEndReasonCount; ++en)
        row(tr("end: %1").arg(endReasonName(static_cast<EndReason>(en))),
            [en](const stats::ReadingStats &s) { return percent(s.endReasons[static_cast<size_t>(en)], s.matches); });
    auto dist = [&](const QString &name, stats::IntHistogram stats::ReadingStats::*m) {
        row(tr("%1 mean").arg(name), [m](const stats::ReadingStats &s) { return num((s.*m).mean()); });
        row(tr("%1 median [p10-p90]").arg(name), [m](const stats::ReadingStats &s) {
            return num((s.*m).quantile(0.5)) + QStringLiteral(" [") + num((s.*m).quantile(0.1)) + QLatin1Char('-') +
                   num((s.*m).quantile(0.9)) + QLatin1Char(']');
        });
        row(tr("%1 max").arg(name), [m](const stats::ReadingStats &s) { return num(static_cast<double>((s.*m).max())); });
    };
    dist(tr("turns"), &stats::ReadingStats::turns);
    dist(tr("laps"), &stats::ReadingStats::laps);
    dist(tr("rounds"), &stats::ReadingStats::rounds);
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
    out_ << formatTable(rows);
    for (const auto &s : r.readings)
        for (const auto &w : stats::readingWarnings(s.stats))
            out_ << tr("Warning: %1: %2").arg(q(s.reading), warningText(q(w))) << '\n';
    for (const auto &s : r.readings) {
        if (e.precision.empty()) break;
        QStringList reached;
        for (const auto &[metric, target] : e.precision)
            reached << tr("%1 +-%2 (target %3)").arg(q(metric), fmt(halfWidth(s.stats, metric), 4), fmt(target, 4));
        out_ << tr("Precision: %1: %2 after %3 matches, %4")
                    .arg(q(s.reading), reached.join(QStringLiteral(", ")))
                    .arg(s.stats.matches)
                    .arg(s.precisionReached ? tr("reached") : tr("not reached (the --matches maximum)"))
             << '\n';
    }
}

int Cli::cmdRun(const QStringList &args) { return runLike(args, QStringLiteral("run")); }
int Cli::cmdCompare(const QStringList &args) { return runLike(args, QStringLiteral("compare")); }

int Cli::runLike(const QStringList &args, const QString &cmd) {
    const bool compare = cmd == QLatin1String("compare");
    CommandParser p(
        cmd, compare ? tr("Play N matches per reading and compare every pair of readings: on each row one quantity with its "
                          "95% interval and the test of that quantity (shares, means, dominance of lengths, medians, Balance), "
                          "p-values adjusted by Bonferroni within each metric across the pairs, or across the --primary metrics.")
                     : tr("Play N matches per reading and summarise each reading.\n"
                          "Match i depends only on (seed, reading id, i) and the agents: any --threads gives the same numbers."));
    p.addGameArgument(GameArgument::OrExperiment);
    ExperimentOptions eo;
    OutputOptions oo;
    eo.addTo(p);
    oo.addTo(p);
    QCommandLineOption primary(QStringLiteral("primary"),
                               tr("a primary metric of the comparison (repeatable): the primary metrics of every pair form "
                                  "one Bonferroni family, the paper's claims; every other row is exploratory"),
                               QStringLiteral("METRIC"));
    QCommandLineOption margin(QStringLiteral("margin"),
                              tr("an equivalence margin (repeatable): a TOST test that the two readings differ in METRIC "
                                 "by less than DELTA"),
                              QStringLiteral("METRIC=DELTA"));
    p.addOptions({primary, margin});
    QCommandLineOption results(QStringLiteral("results"),
                               tr("compare the readings of finished runs instead of playing (repeatable): results folders "
                                  "of one game or of several games of a family; only the metrics that mean the same in all "
                                  "their games are compared"),
                               QStringLiteral("DIR"));
    if (compare) p.addOption(results);
    if (const int rc = parse(p, args); rc >= 0) return rc;
    // --primary and --margin, checked against the compared metrics; -1, or the exit code.
    std::vector<std::string> claims;
    std::map<std::string, double> margins;
    auto readClaims = [&]() -> int {
        const std::vector<std::string> known = stats::comparisonMetricKeys();
        auto knownMetric = [&](const std::string &m) { return std::find(known.begin(), known.end(), m) != known.end(); };
        const QString knownList = q([&] {
            std::string all;
            for (const auto &k : known) all += (all.empty() ? "" : ", ") + k;
            return all;
        }());
        for (const auto &m : p.values(primary)) {
            if (!knownMetric(m.toStdString()))
                return usageError(cmd, tr("--primary '%1' is not a compared metric (metrics: %2)").arg(m, knownList));
            claims.push_back(m.toStdString());
        }
        for (const auto &m : p.values(margin)) {
            const qsizetype eq = m.indexOf(QLatin1Char('='));
            bool ok = false;
            const double delta = eq > 0 ? m.mid(eq + 1).toDouble(&ok) : 0;
            if (eq <= 0 || !ok || !(delta > 0))
                return usageError(cmd, tr("--margin '%1': expected METRIC=DELTA with DELTA > 0").arg(m));
            if (!knownMetric(m.left(eq).toStdString()))
                return usageError(cmd, tr("--margin '%1' is not a compared metric (metrics: %2)").arg(m.left(eq), knownList));
            margins[m.left(eq).toStdString()] = delta;
        }
        return -1;
    };
    if (compare && p.isSet(results)) {
        for (const QString &flag : p.optionNames())
            if (flag != QLatin1String("results") && flag != QLatin1String("primary") && flag != QLatin1String("margin") &&
                flag != QLatin1String("json"))
                return usageError(cmd, tr("--results compares finished runs: --%1 does not apply").arg(flag));
        if (!p.positionalArguments().isEmpty())
            return usageError(
                cmd,
                tr("--results compares finished runs: no GAME is given (unexpected '%1')").arg(p.positionalArguments().first()));
        if (const int crc = readClaims(); crc >= 0) return crc;
        return compareResults(p.values(results), claims, margins, p.isSet(oo.json));
    }
    Experiment e;
    QString error;
    const int brc = buildExperiment(p, eo, true, e, error);
    if (brc >= 0) return brc == 2 ? usageError(cmd, error) : runtimeError(error);
    if (compare && e.readings.size() < 2) return usageError(cmd, tr("compare needs at least two readings"));
    if (const int crc = readClaims(); crc >= 0) return crc;
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
