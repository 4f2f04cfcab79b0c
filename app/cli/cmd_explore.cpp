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

// --vary OPTION[=V1,V2,...] (repeatable) into `s`; a usage error's text, or "".
QString readVary(const QStringList &values, ExploreSpec &s) {
    s.vary.clear();
    for (const auto &v : values) {
        const qsizetype eq = v.indexOf(QLatin1Char('='));
        const QString opt = eq < 0 ? v : v.left(eq);
        if (opt.trimmed().isEmpty()) return Cli::tr("--vary '%1': expected OPTION or OPTION=V1,V2,...").arg(v);
        std::vector<std::string> choices;
        if (eq >= 0) {
            for (const auto &x : v.mid(eq + 1).split(QLatin1Char(','), Qt::SkipEmptyParts))
                choices.push_back(x.trimmed().toStdString());
            if (choices.empty()) return Cli::tr("--vary '%1': give values after '=', or the option alone for every value").arg(v);
        }
        s.vary.emplace_back(opt.trimmed().toStdString(), std::move(choices));
    }
    return QString();
}

// The numbers of the race: --budget, --first-block, --max-candidates, --alpha, --seed; a usage
// error's text, or "".
QString readRaceNumbers(const QCommandLineParser &p, const ExploreFlags &f, ExploreSpec &s) {
    if (p.isSet(f.budget) && !parseWhole(p.value(f.budget), 1, s.budget))
        return Cli::tr("--budget must be a whole number of at least 1, not '%1'").arg(p.value(f.budget));
    if (p.isSet(f.firstBlock) && !parseWhole(p.value(f.firstBlock), 1, s.firstBlock))
        return Cli::tr("--first-block must be a whole number of at least 1, not '%1'").arg(p.value(f.firstBlock));
    if (p.isSet(f.maxCandidates) &&
        (!parseWhole(p.value(f.maxCandidates), 1, s.maxCandidates) || s.maxCandidates > kMaxExploreCandidates))
        return Cli::tr("--max-candidates must be a whole number from 1 to %1, not '%2'")
            .arg(kMaxExploreCandidates)
            .arg(p.value(f.maxCandidates));
    bool ok = true;
    if (p.isSet(f.alpha) && (s.alpha = p.value(f.alpha).toDouble(&ok), !ok || !(s.alpha > 0 && s.alpha < 1)))
        return Cli::tr("--alpha must be a number between 0 and 1 (e.g. 0.05), not '%1'").arg(p.value(f.alpha));
    if (p.isSet(f.seed) && (s.seed = p.value(f.seed).toULongLong(&ok), !ok))
        return Cli::tr("--seed must be a whole number from 0 to 18446744073709551615, not '%1'").arg(p.value(f.seed));
    return QString();
}

// The flags given on the command line, over what the spec file (or the resumed run) said; a usage
// error's text, or "".
QString applyFlags(const QCommandLineParser &p, const ExploreFlags &f, ExploreSpec &s) {
    if (p.positionalArguments().size() > 1) return Cli::tr("expected exactly one GAME");
    if (p.isSet(f.base)) s.base = p.value(f.base).toStdString();
    if (p.isSet(f.vary))
        if (QString bad = readVary(p.values(f.vary), s); !bad.isEmpty()) return bad;
    std::string error;
    if (p.isSet(f.require)) {
        s.requirements.clear();
        for (const auto &r : p.values(f.require)) {
            Requirement req;
            if (!parseRequirement(r.toStdString(), req, error)) return QStringLiteral("--require: ") + q(error);
            s.requirements.push_back(req);
        }
    }
    if (p.isSet(f.evidence)) {
        s.evidenceFiles.clear();
        for (const auto &e : p.values(f.evidence)) s.evidenceFiles.push_back(e.toStdString());
    }
    if (p.isSet(f.set)) {
        s.overrides.clear();
        for (const auto &o : p.values(f.set)) s.overrides.push_back(o.toStdString());
    }
    if (QString bad = readRaceNumbers(p, f, s); !bad.isEmpty()) return bad;
    if (p.isSet(f.eo.agents) && !parseAgentPair(p.value(f.eo.agents).toStdString(), s.agents, error))
        return QStringLiteral("--agents: ") + q(error);
    if (p.isSet(f.eo.swap)) s.swapSeats = true;
    QString bad;
    readCaps(p.values(f.eo.cap), s.limits, bad);
    return bad;
}

// The spec the flags start from: the resumed run's, the --spec file's, or a new one for GAME.
// Returns -1, or 1 (a runtime error: the file) or 2 (a usage error) with `message`. `fileSpec`:
// the --spec file alone, to tell its faults from the flags'.
int readSpec(const QCommandLineParser &p, const ExploreFlags &f, ExploreSpec &s, ExploreSpec &fileSpec, QString &specPath,
             QString &message) {
    std::string error;
    if (p.isSet(f.resume) && !p.isSet(f.spec) && p.positionalArguments().isEmpty()) {
        // --resume DIR alone: the spec DIR's exploration was started with.
        const QString resumeDir = p.value(f.resume);
        QJsonObject recorded;
        if (!readExploreRunSpec(resumeDir, recorded, error) ||
            !parseExploreSpec(recorded, QDir(resumeDir).filePath(QLatin1String(kExploreRunFile)).toStdString(), s, error))
            return message = q(error), 1;
    } else if (p.isSet(f.spec)) {
        QString &path = specPath = p.value(f.spec);
        if (QFileInfo(path).isDir()) path = QDir(path).filePath(QStringLiteral("summary.json"));
        QByteArray specBytes;
        if (!readFileCapped(path, kResultFileCap, specBytes, error)) return message = q(error), 1;
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(specBytes, &pe);
        if (pe.error != QJsonParseError::NoError || !doc.isObject())
            return message = Cli::tr("%1: invalid JSON: %2").arg(path, pe.errorString()), 1;
        if (!parseExploreSpec(doc.object(), path.toStdString(), s, error)) return message = q(error), 1;
        fileSpec = s;
        if (!p.positionalArguments().isEmpty()) {
            if (!s.game.empty() && p.positionalArguments().first().toStdString() != s.game)
                return message = Cli::tr("the spec is for game '%1', not '%2'").arg(q(s.game), p.positionalArguments().first()),
                       2;
            s.game = p.positionalArguments().first().toStdString();
        }
    } else {
        if (p.positionalArguments().size() != 1) return message = Cli::tr("expected exactly one GAME (or --spec FILE)"), 2;
        s.game = p.positionalArguments().first().toStdString();
        if (!p.isSet(f.base)) return message = Cli::tr("--base READING is required"), 2;
        if (!p.isSet(f.budget)) return message = Cli::tr("--budget MATCHES is required"), 2;
    }
    return -1;
}

}  // namespace

// explore once its flags are read (Cli::runExploreCommand).
struct ExploreCommand {
    ExploreSpec spec, fileSpec;  // fileSpec: the --spec file alone, to tell its faults from the flags'
    QString specPath, outDir;
    bool resume = false, json = false;
    ExploreRunOptions run;
};

int Cli::cmdExplore(const QStringList &args) {
    CommandParser p(
        QStringLiteral("explore"),
        tr("Explore the combinations of the varied options on a base reading against stated requirements, and give every "
           "candidate a verdict (feasible, infeasible or uncertain) whose error rate, over all verdicts together, is at most "
           "--alpha. Candidates race: each starts with --first-block matches, and those still unsettled after a round get "
           "twice as many, until the budget is spent. Each candidate plays the very matches 'run' plays for a reading of "
           "its id."));
    const QString &cmd = p.name();
    p.addPositionalArgument(QStringLiteral("GAME"), tr("game id (may be omitted with --spec)"));
    const ExploreFlags f;
    f.addTo(p);
    if (const int rc = parse(p, args); rc >= 0) return rc;
    if (p.isSet(f.shard))
        return usageError(cmd, tr("--shard: an exploration cannot be split into shards. Its racing shares one budget among "
                                  "every candidate still open, so once the budget binds, a shard's candidates would get "
                                  "other matches than on one machine, and their verdicts may differ. Explore on one "
                                  "machine (it uses every core), with --out DIR so that an interruption can be continued "
                                  "with --resume DIR."));
    const QString resumeDir = p.value(f.resume);
    if (p.isSet(f.resume) && resumeDir.isEmpty()) return usageError(cmd, tr("--resume needs a folder"));

    ExploreCommand c;
    QString message;
    if (const int k = readSpec(p, f, c.spec, c.fileSpec, c.specPath, message); k >= 0)
        return k == 1 ? runtimeError(message) : usageError(cmd, message);
    if (message = applyFlags(p, f, c.spec); !message.isEmpty()) return usageError(cmd, message);
    if (!readThreads(p, f.oo.threads, c.run.threads, message)) return usageError(cmd, message);
    c.outDir = p.value(f.out);
    if (p.isSet(f.out) && c.outDir.isEmpty()) return usageError(cmd, tr("--out needs a folder"));
    if (p.isSet(f.resume)) {
        // A resume completes its folder in place.
        if (p.isSet(f.out) && QFileInfo(c.outDir).absoluteFilePath() != QFileInfo(resumeDir).absoluteFilePath())
            return usageError(cmd, tr("--out %1: a resume completes the folder it resumes (%2); give that one, or no --out")
                                       .arg(c.outDir, resumeDir));
        c.outDir = resumeDir;
    }
    if (QString bad; !checkOutputs({}, {c.outDir}, bad)) return runtimeError(bad);  // before any work
    c.resume = p.isSet(f.resume);
    c.json = p.isSet(f.oo.json);
    if (p.isSet(f.oo.progress) || isatty(STDERR_FILENO))
        c.run.progress = [this](const ExploreProgress &pr) {
            err_ << QLatin1Char('\r')
                 << tr("round %1: %2 of %3 candidates decided, %4 of %5 matches   ")
                        .arg(pr.round + 1)
                        .arg(pr.decided)
                        .arg(pr.candidates)
                        .arg(pr.matchesUsed)
                        .arg(pr.budget);
            err_.flush();
        };
    return runExploreCommand(cmd, c);
}

int Cli::runExploreCommand(const QString &cmd, ExploreCommand &c) {
    PluginRegistry reg;
    loadPlugins(reg, false);
    PreparedExplore prepared;
    InputError kind = InputError::None;
    std::string error;
    if (!prepareExplore(reg, c.spec, prepared, error, kind))
        return kind == InputError::Runtime                           ? runtimeError(q(error))
               : specFileAtFault(reg, c.specPath, c.fileSpec, error) ? runtimeError(q(error))
                                                                     : usageError(cmd, q(error));
    // --out DIR holding an interrupted exploration continues it (the same arguments) or is refused
    // (other ones): the same command starts or continues, and no kept match is thrown away.
    const QString &outDir = c.outDir;
    const bool resuming = c.resume || (!outDir.isEmpty() && QFile::exists(QDir(outDir).filePath(QLatin1String(kExploreRunFile))));
    ExploreCheckpoint checkpoint;
    if (resuming && !readExploreCheckpoint(outDir, prepared, checkpoint, error))
        return runtimeError(c.resume ? q(error)
                                     : tr("--out %1 holds an interrupted exploration that these arguments do not "
                                          "continue: %2. Give another --out, or remove the folder to start anew.")
                                           .arg(outDir, q(error)));
    if (resuming && !c.resume) err_ << tr("Continuing the interrupted exploration in %1.").arg(outDir) << '\n';

    c.run.cancel = &interruptFlag();
    // The files first (explore_resume.h): a closed pipe or a full terminal never loses results.
    ExploreResult result;
    const bool saved = outDir.isEmpty()
                           ? (result = runExplore(prepared, c.run), true)
                           : exploreIntoFolder(prepared, c.run, outDir, resuming ? &checkpoint : nullptr, result, error);
    if (c.run.progress) err_ << '\n';
    if (!saved) return runtimeError(q(error));
    if (c.json) {
        out_ << QString::fromUtf8(QJsonDocument(exploreResultJson(result)).toJson(QJsonDocument::Indented));
    } else {
        printExplore(result);
    }
    if (!outDir.isEmpty())
        (c.json ? err_ : out_) << '\n'
                               << tr("Results written to %1 (summary.json, candidates.csv)").arg(QDir(outDir).absolutePath())
                               << '\n';
    if (result.cancelled) {
        int64_t decided = 0;
        for (const auto &x : result.candidates) decided += x.verdict != Verdict::Uncertain;
        err_ << tr("Interrupted: the %1 verdicts reached so far are kept; the other candidates are uncertain.").arg(decided)
             << ' '
             << (!outDir.isEmpty() ? tr("Continue with the same command and --resume %1.").arg(outDir)
                                   : tr("Give --out DIR to keep partial results that can be resumed."))
             << '\n';
        return 130;
    }
    return 0;
}

namespace {

// What was explored: the game, candidates, budget, shard, sampling, overrides, requirements and how
// the verdicts are reached.
void printExploreHead(QTextStream &out, const ExploreResult &r) {
    const PreparedExplore &p = r.prepared;
    const ExploreSpec &s = p.spec;
    out << Cli::tr("%1: %2 candidates from '%3', budget %4 matches, seed %5, agents %6")
               .arg(q(s.game))
               .arg(p.candidates.size())
               .arg(q(s.base))
               .arg(s.budget)
               .arg(s.seed)
               .arg(q(s.agents[0].text() + "," + s.agents[1].text()))
        << '\n';
    if (r.shardCount > 1)
        out << Cli::tr("Shard %1 of %2: %3 of the candidates, with %4 matches of the budget")
                   .arg(r.shardIndex + 1)
                   .arg(r.shardCount)
                   .arg(r.candidates.size())
                   .arg(r.budget)
            << '\n';
    out << (p.sampled ? Cli::tr("Candidates: a %1").arg(q(p.samplingMethod))
                      : Cli::tr("Candidates: every combination of the varied options (%1)").arg(p.spaceSize))
        << '\n';
    if (!s.overrides.empty()) {
        QStringList o;
        for (const auto &x : s.overrides) o << q(x);
        out << Cli::tr("Set in every candidate: %1").arg(o.join(QStringLiteral(", "))) << '\n';
    }
    QStringList reqs;
    for (const auto &req : p.requirements) reqs << q(req.label());
    out << Cli::tr("Requirements: %1").arg(reqs.join(QStringLiteral("; "))) << '\n';
    out << Cli::tr("Verdicts: every interval at a Bonferroni share of alpha = %1 (round r spends alpha/2^(r+1), split over %2 "
                   "candidates x %3 requirements), each valid whatever the distribution of the matches (exact for shares "
                   "and quantiles, betting bounds for means), so all verdicts together are wrong with probability at most "
                   "%1 (usage similarity excepted: its interval is approximate). Where the matches cannot settle a "
                   "requirement at that level the candidate stays uncertain. The table shows each metric with its "
                   "ordinary 95% interval.")
               .arg(s.alpha)
               .arg(p.candidates.size())
               .arg(p.requirements.size())
        << "\n\n";
}

// The candidates, feasible first, then uncertain, then infeasible: each requirement's estimate and
// status, and the verdict.
void printCandidates(QTextStream &out, const ExploreResult &r) {
    const PreparedExplore &p = r.prepared;
    std::vector<const Candidate *> order;
    for (const auto &c : r.candidates) order.push_back(&c);
    auto rank = [](Verdict v) { return v == Verdict::Feasible ? 0 : v == Verdict::Uncertain ? 1 : 2; };
    std::stable_sort(order.begin(), order.end(),
                     [&](const Candidate *a, const Candidate *b) { return rank(a->verdict) < rank(b->verdict); });
    QList<QStringList> rows;
    QStringList head{Cli::tr("candidate"), Cli::tr("matches")};
    for (const auto &req : p.requirements) head << q(req.label()) + QStringLiteral(" [95%]");
    head << Cli::tr("verdict");
    rows << head;
    for (const Candidate *c : order) {
        QStringList row{candidateValuesText(*c), QString::number(c->matches)};
        for (size_t j = 0; j < p.requirements.size(); ++j) {
            const RequirementResult &rr = c->requirements[j];
            row << (c->matches > 0 ? withInterval(rr.estimate) + QLatin1Char(' ') + statusText(rr.status) : QStringLiteral("-"));
        }
        QString verdict = verdictText(c->verdict);
        if (c->decidedInRound >= 0) verdict += QLatin1Char(' ') + Cli::tr("(round %1)").arg(c->decidedInRound + 1);
        else if (c->verdict == Verdict::Uncertain && c->matches > 0 && !r.cancelled)
            verdict += QLatin1Char(' ') + (c->moreMatches > 0 ? Cli::tr("(~%1 more matches)").arg(c->moreMatches)
                                                              : Cli::tr("(no number of matches)"));
        row << verdict;
        rows << row;
    }
    out << formatTable(rows);
}

// The drivers: the share of decided candidates that are feasible, per option value.
void printDrivers(QTextStream &out, const ExploreResult &r) {
    if (r.drivers.empty()) return;
    out << '\n'
        << Cli::tr("Drivers: the share of decided candidates that are feasible, per option value and per pair of values, "
                   "with its Wilson 95% interval; spread = the largest share minus the smallest.")
        << '\n';
    QList<QStringList> drows;
    drows << QStringList{Cli::tr("option"), Cli::tr("value"), Cli::tr("feasible/decided"), Cli::tr("share [95%]"),
                         Cli::tr("spread")};
    QStringList notes;
    for (const auto &d : r.drivers) {
        bool firstLevel = true;
        for (const auto &l : d.levels) {
            drows << QStringList{firstLevel ? q(d.option) : QString(), q(l.value),
                                 QStringLiteral("%1/%2").arg(l.feasible).arg(l.decided),
                                 l.decided > 0 ? withInterval(l.share) : QStringLiteral("-"),
                                 firstLevel ? fmt(d.spread) : QString()};
            firstLevel = false;
        }
        for (const auto &n : d.notes) notes << q(n);
    }
    out << formatTable(drows);
    for (const auto &n : notes) out << Cli::tr("Note: %1").arg(n) << '\n';
}

// Whether an uncertain verdict on a mean length rests on a turn cap far above the requirement.
bool restsOnTurnCap(const ExploreResult &r) {
    const PreparedExplore &p = r.prepared;
    bool capHint = false;
    for (const auto &c : r.candidates)
        for (size_t j = 0; c.verdict == Verdict::Uncertain && j < p.requirements.size() && j < c.requirements.size(); ++j) {
            const Requirement &req = p.requirements[j];
            const bool mean = req.metric == "turns_mean" || req.metric == "lead_changes_mean";
            capHint = capHint || (mean && req.op != Requirement::Op::AtLeast && c.requirements[j].status == 0 &&
                                  static_cast<double>(p.turnBound) > 10 * req.hi);
        }
    return capHint;
}

// Why `uncertain` verdicts stayed uncertain, and what would settle them.
void printUncertain(QTextStream &out, const ExploreResult &r, int64_t uncertain) {
    const UncertainSummary u = uncertainSummary(r);
    const std::vector<int64_t> &more = u.more;
    QStringList say;
    say << Cli::tr("%1 of %2 verdicts are uncertain: the budget did not settle them at the error rate promised.")
               .arg(uncertain)
               .arg(r.candidates.size());
    if (!more.empty())
        say << Cli::tr("Roughly %1 more matches each would settle %2 of them (the median; the 'verdict' column gives each), "
                       "if their estimates held: raise --budget, or leave out the candidates you no longer need.")
                   .arg(u.median())
                   .arg(more.size());
    // An upper bound on a mean length rests on the turn cap: say so when the cap is far above it.
    if (restsOnTurnCap(r))
        say << Cli::tr("A mean of turns is bounded only by the turn cap (%1): to show it below a value the verdict must rule "
                       "out rare matches that long. A cap no real match reaches (--cap max_turns=N) settles it with far "
                       "fewer matches; or require turns_median.")
                   .arg(r.prepared.turnBound);
    if (static_cast<int64_t>(more.size()) < uncertain)
        say << Cli::tr("%1 cannot be settled by more matches: an estimate sits on its threshold, or the metric has no "
                       "matches to rest on.")
                   .arg(uncertain - static_cast<int64_t>(more.size()));
    out << say.join(QLatin1Char(' ')) << '\n';
}

}  // namespace

void Cli::printExplore(const ExploreResult &r) {
    printExploreHead(out_, r);
    printCandidates(out_, r);
    printDrivers(out_, r);
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
    if (uncertain > 0 && !r.cancelled) printUncertain(out_, r, uncertain);
    out_ << '\n' << tr("Methods (in English, for a paper):") << '\n' << q(exploreMethodsText(r)) << '\n';
}

}  // namespace rulelab
