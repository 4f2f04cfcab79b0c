#include "cli.h"

#include "cli_common.h"
#include "experiment/explore.h"
#include "experiment/explore_resume.h"
#include "plugin/plugin_registry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <algorithm>
#include <cstring>
#include <unistd.h>

namespace rulelab {

namespace {

// "capture=chain lap_origin=skip": a candidate by its varied options.
QString candidateValuesText(const Candidate &c) {
    QStringList parts;
    for (const auto &[opt, v] : c.values) parts << q(opt + "=" + v);
    return parts.join(QLatin1Char(' '));
}

QString statusText(int status) {
    if (status > 0) return QCoreApplication::translate("Cli", "met");
    if (status < 0) return QCoreApplication::translate("Cli", "violated");
    return QCoreApplication::translate("Cli", "unsettled");
}

QString verdictText(Verdict v) {
    switch (v) {
    case Verdict::Feasible: return QCoreApplication::translate("Cli", "feasible");
    case Verdict::Infeasible: return QCoreApplication::translate("Cli", "infeasible");
    case Verdict::Uncertain: return QCoreApplication::translate("Cli", "uncertain");
    }
    return QString();
}

bool parseWhole(const QString &text, int64_t lowest, int64_t &out) {
    bool ok = false;
    const qlonglong v = text.toLongLong(&ok);
    if (!ok || v < lowest) return false;
    out = v;
    return true;
}

// Whether an exploration that cannot be prepared fails for its --spec file alone (an unknown base
// reading, option or value in the file): then the error names the file and its field (exit 1).
bool specFileAtFault(const PluginRegistry &reg, const QString &specPath, const ExploreSpec &fileSpec, std::string &error) {
    if (specPath.isEmpty()) return false;
    PreparedExplore alone;
    InputError kind = InputError::None;
    std::string fileError;
    if (prepareExplore(reg, fileSpec, alone, fileError, kind)) return false;
    for (const char *flag : {"--vary ", "--set ", "--base "})
        if (fileError.rfind(flag, 0) == 0)
            fileError = "field '" + std::string(flag + 2, std::strlen(flag) - 3) + "': " + fileError.substr(std::strlen(flag));
    error = specPath.toStdString() + ": " + fileError;
    return true;
}

}  // namespace

int Cli::cmdExplore(const QStringList &args) {
    const QString cmd = QStringLiteral("explore");
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Explore the combinations of the varied options on a base reading against stated requirements, and give every "
           "candidate a verdict (feasible, infeasible or uncertain) whose error rate, over all verdicts together, is at most "
           "--alpha. Candidates race: each starts with --first-block matches, and those still unsettled after a round get "
           "twice as many, until the budget is spent. Each candidate plays the very matches 'run' plays for a reading of "
           "its id."));
    p.addPositionalArgument(QStringLiteral("GAME"), tr("game id (may be omitted with --spec)"));
    QCommandLineOption spec(QStringLiteral("spec"),
                            tr("an explore spec (JSON) or the summary.json of an earlier exploration; flags given here "
                               "replace its fields"),
                            QStringLiteral("FILE"));
    QCommandLineOption base(QStringLiteral("base"), tr("the reading the candidates start from (an id or a reading file)"),
                            QStringLiteral("READING"));
    QCommandLineOption vary(QStringLiteral("vary"),
                            tr("an option to vary, with the values to try (without values: every value of a choice or flag, "
                               "or of an integer option with at most 16 values); repeatable"),
                            QStringLiteral("OPTION[=V1,V2,...]"));
    QCommandLineOption require(QStringLiteral("require"),
                               tr("a requirement every feasible candidate meets: 'METRIC >= A', 'METRIC <= B' or 'METRIC "
                                  "between A B' (usage_similarity applies to every usage map given); repeatable"),
                               QStringLiteral("REQUIREMENT"));
    QCommandLineOption evidence(QStringLiteral("evidence"),
                                tr("an observation: a usage map (CSV of cell,value rows) or a reported length (JSON); "
                                   "repeatable"),
                                QStringLiteral("FILE"));
    QCommandLineOption budget(QStringLiteral("budget"), tr("matches in all, over every candidate"), QStringLiteral("MATCHES"));
    QCommandLineOption firstBlock(QStringLiteral("first-block"), tr("matches each candidate starts with (default 100)"),
                                  QStringLiteral("N"));
    QCommandLineOption maxCandidates(QStringLiteral("max-candidates"),
                                     tr("the most candidates; a larger space is sampled, stratified over the options "
                                        "(default 256)"),
                                     QStringLiteral("N"));
    QCommandLineOption alpha(QStringLiteral("alpha"), tr("the error rate of all verdicts together (default 0.05)"),
                             QStringLiteral("A"));
    QCommandLineOption seed(QStringLiteral("seed"), tr("seed of the matches and of the sample (default 1)"), QStringLiteral("S"));
    QCommandLineOption set(QStringLiteral("set"), tr("set an option in every candidate; repeatable"),
                           QStringLiteral("OPTION=VALUE"));
    QCommandLineOption agents(QStringLiteral("agents"),
                              tr("agents per seat, e.g. mcts:500,random (default random); agents: random, greedy, "
                                 "mcts:PLAYOUTS, search:DEPTH"),
                              QStringLiteral("A[,B]"));
    QCommandLineOption swap(QStringLiteral("swap-seats"), tr("swap the agents' seats in every odd-numbered match"));
    QCommandLineOption cap(QStringLiteral("cap"),
                           tr("a guard limit: max_turns, max_relay_laps, repeat_k, no_capture_turns, max_rounds, "
                              "max_throws, stall_proof_nodes"),
                           QStringLiteral("NAME=N"));
    QCommandLineOption threads(QStringLiteral("threads"), tr("worker threads (default: all cores); results do not depend on it"),
                               QStringLiteral("T"));
    QCommandLineOption shard(QStringLiteral("shard"),
                             tr("not for explore: its racing shares one budget among all candidates, so shards would not "
                                "reach the verdicts of one machine"),
                             QStringLiteral("K/N"));
    QCommandLineOption resumeOpt(QStringLiteral("resume"),
                                 tr("continue an exploration interrupted with --out DIR (the same arguments, or no others): "
                                    "it completes DIR, to exactly the result of one never interrupted"),
                                 QStringLiteral("DIR"));
    QCommandLineOption outOpt(QStringLiteral("out"), tr("write summary.json and candidates.csv into DIR"), QStringLiteral("DIR"));
    QCommandLineOption json(QStringLiteral("json"), tr("print the result as JSON instead of tables"));
    QCommandLineOption progress(QStringLiteral("progress"),
                                tr("show progress on standard error (default when it is a terminal)"));
    p.addOptions({spec, base,   vary, require, evidence, budget, firstBlock, maxCandidates, alpha, seed,
                  set,  agents, swap, cap,     threads,  shard,  resumeOpt,  outOpt,        json,  progress});
    const int rc = parseArgs(p, args, cmd, out_, [&](const QString &m) { return usageError(cmd, m); });
    if (rc >= 0) return rc;
    if (p.isSet(shard))
        return usageError(cmd, tr("--shard: an exploration cannot be split into shards. Its racing shares one budget among "
                                  "every candidate still open, so once the budget binds, a shard's candidates would get "
                                  "other matches than on one machine, and their verdicts may differ. Explore on one "
                                  "machine (it uses every core), with --out DIR so that an interruption can be continued "
                                  "with --resume DIR."));
    const QString resumeDir = p.value(resumeOpt);
    if (p.isSet(resumeOpt) && resumeDir.isEmpty()) return usageError(cmd, tr("--resume needs a folder"));

    ExploreSpec s, fileSpec;  // fileSpec: the --spec file alone, to tell its faults from the flags'
    QString specPath;
    std::string error;
    if (p.isSet(resumeOpt) && !p.isSet(spec) && p.positionalArguments().isEmpty()) {
        // --resume DIR alone: the spec DIR's exploration was started with.
        QJsonObject recorded;
        if (!readExploreRunSpec(resumeDir, recorded, error) ||
            !parseExploreSpec(recorded, QDir(resumeDir).filePath(QLatin1String(kExploreRunFile)).toStdString(), s, error))
            return runtimeError(q(error));
    } else if (p.isSet(spec)) {
        QString &path = specPath = p.value(spec);
        if (QFileInfo(path).isDir()) path = QDir(path).filePath(QStringLiteral("summary.json"));
        QByteArray specBytes;
        if (!readFileCapped(path, kResultFileCap, specBytes, error)) return runtimeError(q(error));
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(specBytes, &pe);
        if (pe.error != QJsonParseError::NoError || !doc.isObject())
            return runtimeError(tr("%1: invalid JSON: %2").arg(path, pe.errorString()));
        if (!parseExploreSpec(doc.object(), path.toStdString(), s, error)) return runtimeError(q(error));
        fileSpec = s;
        if (!p.positionalArguments().isEmpty()) {
            if (!s.game.empty() && p.positionalArguments().first().toStdString() != s.game)
                return usageError(cmd, tr("the spec is for game '%1', not '%2'").arg(q(s.game), p.positionalArguments().first()));
            s.game = p.positionalArguments().first().toStdString();
        }
    } else {
        if (p.positionalArguments().size() != 1) return usageError(cmd, tr("expected exactly one GAME (or --spec FILE)"));
        s.game = p.positionalArguments().first().toStdString();
        if (!p.isSet(base)) return usageError(cmd, tr("--base READING is required"));
        if (!p.isSet(budget)) return usageError(cmd, tr("--budget MATCHES is required"));
    }
    if (p.positionalArguments().size() > 1) return usageError(cmd, tr("expected exactly one GAME"));
    if (p.isSet(base)) s.base = p.value(base).toStdString();
    if (p.isSet(vary)) {
        s.vary.clear();
        for (const auto &v : p.values(vary)) {
            const qsizetype eq = v.indexOf(QLatin1Char('='));
            const QString opt = eq < 0 ? v : v.left(eq);
            if (opt.trimmed().isEmpty()) return usageError(cmd, tr("--vary '%1': expected OPTION or OPTION=V1,V2,...").arg(v));
            std::vector<std::string> values;
            if (eq >= 0) {
                for (const auto &x : v.mid(eq + 1).split(QLatin1Char(','), Qt::SkipEmptyParts))
                    values.push_back(x.trimmed().toStdString());
                if (values.empty())
                    return usageError(cmd, tr("--vary '%1': give values after '=', or the option alone for every value").arg(v));
            }
            s.vary.emplace_back(opt.trimmed().toStdString(), std::move(values));
        }
    }
    if (p.isSet(require)) {
        s.requirements.clear();
        for (const auto &r : p.values(require)) {
            Requirement req;
            if (!parseRequirement(r.toStdString(), req, error)) return usageError(cmd, QStringLiteral("--require: ") + q(error));
            s.requirements.push_back(req);
        }
    }
    if (p.isSet(evidence)) {
        s.evidenceFiles.clear();
        for (const auto &e : p.values(evidence)) s.evidenceFiles.push_back(e.toStdString());
    }
    if (p.isSet(set)) {
        s.overrides.clear();
        for (const auto &o : p.values(set)) s.overrides.push_back(o.toStdString());
    }
    if (p.isSet(budget) && !parseWhole(p.value(budget), 1, s.budget))
        return usageError(cmd, tr("--budget must be a whole number of at least 1, not '%1'").arg(p.value(budget)));
    if (p.isSet(firstBlock) && !parseWhole(p.value(firstBlock), 1, s.firstBlock))
        return usageError(cmd, tr("--first-block must be a whole number of at least 1, not '%1'").arg(p.value(firstBlock)));
    if (p.isSet(maxCandidates) &&
        (!parseWhole(p.value(maxCandidates), 1, s.maxCandidates) || s.maxCandidates > kMaxExploreCandidates))
        return usageError(cmd, tr("--max-candidates must be a whole number from 1 to %1, not '%2'")
                                   .arg(kMaxExploreCandidates)
                                   .arg(p.value(maxCandidates)));
    if (p.isSet(alpha)) {
        bool ok = false;
        s.alpha = p.value(alpha).toDouble(&ok);
        if (!ok || !(s.alpha > 0 && s.alpha < 1))
            return usageError(cmd, tr("--alpha must be a number between 0 and 1 (e.g. 0.05), not '%1'").arg(p.value(alpha)));
    }
    if (p.isSet(seed)) {
        bool ok = false;
        s.seed = p.value(seed).toULongLong(&ok);
        if (!ok)
            return usageError(cmd,
                              tr("--seed must be a whole number from 0 to 18446744073709551615, not '%1'").arg(p.value(seed)));
    }
    if (p.isSet(agents) && !parseAgentPair(p.value(agents).toStdString(), s.agents, error))
        return usageError(cmd, QStringLiteral("--agents: ") + q(error));
    if (p.isSet(swap)) s.swapSeats = true;
    for (const auto &c : p.values(cap)) {
        const qsizetype eq = c.indexOf(QLatin1Char('='));
        bool numOk = false;
        const qlonglong v = eq > 0 ? c.mid(eq + 1).toLongLong(&numOk) : 0;
        if (eq <= 0 || !numOk) return usageError(cmd, tr("--cap '%1': expected NAME=NUMBER").arg(c));
        const std::string err = applyLimit(s.limits, c.left(eq).toStdString(), v);
        if (!err.empty()) return usageError(cmd, QStringLiteral("--cap ") + c + QStringLiteral(": ") + q(err));
    }
    int threadCount = 0;
    if (p.isSet(threads)) {
        bool ok = false;
        threadCount = p.value(threads).toInt(&ok);
        if (!ok || threadCount < 1 || threadCount > 1024)
            return usageError(cmd, tr("--threads must be a whole number from 1 to 1024, not '%1'").arg(p.value(threads)));
    }
    QString outDir = p.value(outOpt);
    if (p.isSet(outOpt) && outDir.isEmpty()) return usageError(cmd, tr("--out needs a folder"));
    if (p.isSet(resumeOpt)) {
        // A resume completes its folder in place.
        if (p.isSet(outOpt) && QFileInfo(outDir).absoluteFilePath() != QFileInfo(resumeDir).absoluteFilePath())
            return usageError(
                cmd,
                tr("--out %1: a resume completes the folder it resumes (%2); give that one, or no --out").arg(outDir, resumeDir));
        outDir = resumeDir;
    }
    if (QString bad; !checkOutputs({}, {outDir}, bad)) return runtimeError(bad);  // before any work

    PluginRegistry reg;
    loadPlugins(reg, false);
    PreparedExplore prepared;
    InputError kind = InputError::None;
    if (!prepareExplore(reg, s, prepared, error, kind))
        return kind == InputError::Runtime ? runtimeError(q(error))
               : specFileAtFault(reg, specPath, fileSpec, error) ? runtimeError(q(error))
                                                                  : usageError(cmd, q(error));
    // --out DIR holding an interrupted exploration continues it (the same arguments) or is refused
    // (other ones): the same command starts or continues, and no kept match is thrown away.
    const bool resuming =
        p.isSet(resumeOpt) || (!outDir.isEmpty() && QFile::exists(QDir(outDir).filePath(QLatin1String(kExploreRunFile))));
    ExploreCheckpoint checkpoint;
    if (resuming && !readExploreCheckpoint(outDir, prepared, checkpoint, error))
        return runtimeError(p.isSet(resumeOpt) ? q(error)
                                               : tr("--out %1 holds an interrupted exploration that these arguments do not "
                                                    "continue: %2. Give another --out, or remove the folder to start anew.")
                                                     .arg(outDir, q(error)));
    if (resuming && !p.isSet(resumeOpt)) err_ << tr("Continuing the interrupted exploration in %1.").arg(outDir) << '\n';

    const bool showProgress = p.isSet(progress) || isatty(STDERR_FILENO);
    ExploreRunOptions ro;
    ro.threads = threadCount;
    ro.cancel = &interruptFlag();
    if (showProgress)
        ro.progress = [&](const ExploreProgress &pr) {
            err_ << QLatin1Char('\r')
                 << tr("round %1: %2 of %3 candidates decided, %4 of %5 matches   ")
                        .arg(pr.round + 1)
                        .arg(pr.decided)
                        .arg(pr.candidates)
                        .arg(pr.matchesUsed)
                        .arg(pr.budget);
            err_.flush();
        };
    // The files first (explore_resume.h): a closed pipe or a full terminal never loses results.
    ExploreResult result;
    const bool saved = outDir.isEmpty()
                           ? (result = runExplore(prepared, ro), true)
                           : exploreIntoFolder(prepared, ro, outDir, resuming ? &checkpoint : nullptr, result, error);
    if (showProgress) err_ << '\n';
    if (!saved) return runtimeError(q(error));
    if (p.isSet(json)) {
        out_ << QString::fromUtf8(QJsonDocument(exploreResultJson(result)).toJson(QJsonDocument::Indented));
    } else {
        printExplore(result);
    }
    if (!outDir.isEmpty())
        (p.isSet(json) ? err_ : out_)
            << '\n'
            << tr("Results written to %1 (summary.json, candidates.csv)").arg(QDir(outDir).absolutePath()) << '\n';
    if (result.cancelled) {
        int64_t decided = 0;
        for (const auto &c : result.candidates) decided += c.verdict != Verdict::Uncertain;
        err_ << tr("Interrupted: the %1 verdicts reached so far are kept; the other candidates are uncertain.").arg(decided)
             << ' '
             << (!outDir.isEmpty() ? tr("Continue with the same command and --resume %1.").arg(outDir)
                                   : tr("Give --out DIR to keep partial results that can be resumed."))
             << '\n';
        return 130;
    }
    return 0;
}

void Cli::printExplore(const ExploreResult &r) {
    const PreparedExplore &p = r.prepared;
    const ExploreSpec &s = p.spec;
    out_ << tr("%1: %2 candidates from '%3', budget %4 matches, seed %5, agents %6")
                .arg(q(s.game))
                .arg(p.candidates.size())
                .arg(q(s.base))
                .arg(s.budget)
                .arg(s.seed)
                .arg(q(s.agents[0].text() + "," + s.agents[1].text()))
         << '\n';
    if (r.shardCount > 1)
        out_ << tr("Shard %1 of %2: %3 of the candidates, with %4 matches of the budget")
                    .arg(r.shardIndex + 1)
                    .arg(r.shardCount)
                    .arg(r.candidates.size())
                    .arg(r.budget)
             << '\n';
    out_ << (p.sampled ? tr("Candidates: a %1").arg(q(p.samplingMethod))
                       : tr("Candidates: every combination of the varied options (%1)").arg(p.spaceSize))
         << '\n';
    if (!s.overrides.empty()) {
        QStringList o;
        for (const auto &x : s.overrides) o << q(x);
        out_ << tr("Set in every candidate: %1").arg(o.join(QStringLiteral(", "))) << '\n';
    }
    QStringList reqs;
    for (const auto &req : p.requirements) reqs << q(req.label());
    out_ << tr("Requirements: %1").arg(reqs.join(QStringLiteral("; "))) << '\n';
    out_ << tr("Verdicts: every interval at a Bonferroni share of alpha = %1 (round r spends alpha/2^(r+1), split over %2 "
               "candidates x %3 requirements), each valid whatever the distribution of the matches (exact for shares and "
               "quantiles, betting bounds for means), so all verdicts together are wrong with probability at most %1 "
               "(usage similarity excepted: its interval is approximate). Where the matches cannot settle a requirement "
               "at that level the candidate stays uncertain. The table shows each metric with its ordinary 95% interval.")
                .arg(s.alpha)
                .arg(p.candidates.size())
                .arg(p.requirements.size())
         << "\n\n";

    // Candidates, feasible first, then uncertain, then infeasible.
    std::vector<const Candidate *> order;
    for (const auto &c : r.candidates) order.push_back(&c);
    auto rank = [](Verdict v) { return v == Verdict::Feasible ? 0 : v == Verdict::Uncertain ? 1 : 2; };
    std::stable_sort(order.begin(), order.end(),
                     [&](const Candidate *a, const Candidate *b) { return rank(a->verdict) < rank(b->verdict); });
    QList<QStringList> rows;
    QStringList head{tr("candidate"), tr("matches")};
    for (const auto &req : p.requirements) head << q(req.label()) + QStringLiteral(" [95%]");
    head << tr("verdict");
    rows << head;
    for (const Candidate *c : order) {
        QStringList row{candidateValuesText(*c), QString::number(c->matches)};
        for (size_t j = 0; j < p.requirements.size(); ++j) {
            const RequirementResult &rr = c->requirements[j];
            row << (c->matches > 0 ? withInterval(rr.estimate) + QLatin1Char(' ') + statusText(rr.status) : QStringLiteral("-"));
        }
        QString verdict = verdictText(c->verdict);
        if (c->decidedInRound >= 0) verdict += QLatin1Char(' ') + tr("(round %1)").arg(c->decidedInRound + 1);
        else if (c->verdict == Verdict::Uncertain && c->matches > 0 && !r.cancelled)
            verdict += QLatin1Char(' ') +
                       (c->moreMatches > 0 ? tr("(~%1 more matches)").arg(c->moreMatches) : tr("(no number of matches)"));
        row << verdict;
        rows << row;
    }
    out_ << formatTable(rows);

    if (!r.drivers.empty()) {
        out_ << '\n'
             << tr("Drivers: the share of decided candidates that are feasible, per option value and per pair of values, with "
                   "its Wilson 95% interval; spread = the largest share minus the smallest.")
             << '\n';
        QList<QStringList> drows;
        drows << QStringList{tr("option"), tr("value"), tr("feasible/decided"), tr("share [95%]"), tr("spread")};
        QStringList notes;
        for (const auto &d : r.drivers) {
            bool firstLevel = true;
            for (const auto &l : d.levels) {
                drows << QStringList{
                    firstLevel ? q(d.option) : QString(), q(l.value), QStringLiteral("%1/%2").arg(l.feasible).arg(l.decided),
                    l.decided > 0 ? withInterval(l.share) : QStringLiteral("-"), firstLevel ? fmt(d.spread) : QString()};
                firstLevel = false;
            }
            for (const auto &n : d.notes) notes << q(n);
        }
        out_ << formatTable(drows);
        for (const auto &n : notes) out_ << tr("Note: %1").arg(n) << '\n';
    }
    int64_t feasible = 0, infeasible = 0, uncertain = 0;
    for (const auto &c : r.candidates) {
        feasible += c.verdict == Verdict::Feasible;
        infeasible += c.verdict == Verdict::Infeasible;
        uncertain += c.verdict == Verdict::Uncertain;
    }
    out_ << '\n'
         << tr("%1 candidates: %2 feasible, %3 infeasible, %4 uncertain; %5 of %6 matches used (rounds: %7).")
                .arg(r.candidates.size())
                .arg(feasible)
                .arg(infeasible)
                .arg(uncertain)
                .arg(r.matchesUsed)
                .arg(r.budget)
                .arg(r.rounds)
         << '\n';
    if (uncertain > 0 && !r.cancelled) {
        const UncertainSummary u = uncertainSummary(r);
        const std::vector<int64_t> &more = u.more;
        QStringList say;
        say << tr("%1 of %2 verdicts are uncertain: the budget did not settle them at the error rate promised.")
                   .arg(uncertain)
                   .arg(r.candidates.size());
        if (!more.empty())
            say << tr("Roughly %1 more matches each would settle %2 of them (the median; the 'verdict' column gives each), "
                      "if their estimates held: raise --budget, or leave out the candidates you no longer need.")
                       .arg(u.median())
                       .arg(more.size());
        // An upper bound on a mean length rests on the turn cap: say so when the cap is far above it.
        bool capHint = false;
        for (const auto &c : r.candidates)
            for (size_t j = 0; c.verdict == Verdict::Uncertain && j < p.requirements.size() && j < c.requirements.size(); ++j) {
                const Requirement &req = p.requirements[j];
                const bool mean = req.metric == "turns_mean" || req.metric == "lead_changes_mean";
                capHint = capHint || (mean && req.op != Requirement::Op::AtLeast && c.requirements[j].status == 0 &&
                                      static_cast<double>(p.turnBound) > 10 * req.hi);
            }
        if (capHint)
            say << tr("A mean of turns is bounded only by the turn cap (%1): to show it below a value the verdict must rule "
                      "out rare matches that long. A cap no real match reaches (--cap max_turns=N) settles it with far "
                      "fewer matches; or require turns_median.")
                       .arg(p.turnBound);
        if (static_cast<int64_t>(more.size()) < uncertain)
            say << tr("%1 cannot be settled by more matches: an estimate sits on its threshold, or the metric has no "
                      "matches to rest on.")
                       .arg(uncertain - static_cast<int64_t>(more.size()));
        out_ << say.join(QLatin1Char(' ')) << '\n';
    }
    out_ << '\n' << tr("Methods (in English, for a paper):") << '\n' << q(exploreMethodsText(r)) << '\n';
}

}  // namespace rulelab
