#include "shard_spec.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace rulelab {
namespace {

// A whole number from the variable `name`, or nothing when it is not set; `bad` when it is set
// but is not a whole number.
std::optional<long long> number(const QProcessEnvironment &env, const char *name, bool &bad) {
    const QString n = QString::fromLatin1(name);
    if (!env.contains(n)) return std::nullopt;
    bool ok = false;
    const long long v = env.value(n).trimmed().toLongLong(&ok);
    if (!ok) {
        bad = true;
        return std::nullopt;
    }
    return v;
}

QString shown(const char *name, long long v) { return QStringLiteral("%1=%2").arg(QString::fromLatin1(name)).arg(v); }

// What a scheduler's variables say: the 1-based shard number `k`, the count `n` (0: not said), the
// variables read (`from`), and whether one of them is not a whole number (`bad`).
struct TaskIndex {
    long long k = 0, n = 0;
    QStringList from;
    bool bad = false;
};

// A Slurm job array's task `id`: with auto/N (`given` > 0) the array is numbered 1-N and may be any
// subset of it (a resubmission); else its size is the count, when it is a whole range. False with
// `error` when it is not.
bool fromSlurm(const QProcessEnvironment &env, int given, long long id, TaskIndex &t, QString &error) {
    t.from << shown("SLURM_ARRAY_TASK_ID", id);
    if (given > 0) {
        t.k = id;
        return true;
    }
    const auto mn = number(env, "SLURM_ARRAY_TASK_MIN", t.bad), mx = number(env, "SLURM_ARRAY_TASK_MAX", t.bad),
               cnt = number(env, "SLURM_ARRAY_TASK_COUNT", t.bad), step = number(env, "SLURM_ARRAY_TASK_STEP", t.bad);
    if (t.bad || !mn || !mx || !cnt) return true;
    t.from << shown("SLURM_ARRAY_TASK_MIN", *mn) << shown("SLURM_ARRAY_TASK_COUNT", *cnt);
    if ((step && *step != 1) || *mx - *mn + 1 != *cnt) {
        error = QCoreApplication::translate(
                    "Cli",
                    "--shard auto: this job array (%1) is not a whole range of task numbers, so its size is not "
                    "the number of shards; resubmit the whole array (finished shards end at once), or give "
                    "--shard auto/N with the array numbered 1-N")
                    .arg(t.from.join(QStringLiteral(", ")));
        return false;
    }
    t.k = id - *mn + 1;
    t.n = *cnt;
    return true;
}

// The task index of the first scheduler found in `env`. False with `error` when none is found (or
// a Slurm array is not a whole range).
bool readTaskIndex(const QProcessEnvironment &env, int given, TaskIndex &t, QString &error) {
    if (auto idx = number(env, "RULELAB_SHARD_INDEX", t.bad)) {
        t.k = *idx + 1;  // 0-based, as HTCondor's $(Process) and Kubernetes' indices are
        t.from << shown("RULELAB_SHARD_INDEX", *idx);
        if (auto c = number(env, "RULELAB_SHARD_COUNT", t.bad)) {
            t.n = *c;
            t.from << shown("RULELAB_SHARD_COUNT", *c);
        }
    } else if (auto id = number(env, "SLURM_ARRAY_TASK_ID", t.bad)) {
        return fromSlurm(env, given, *id, t, error);
    } else if (auto pbs = number(env, "PBS_ARRAY_INDEX", t.bad)) {
        t.k = *pbs;
        t.from << shown("PBS_ARRAY_INDEX", *pbs);
    } else if (auto torque = number(env, "PBS_ARRAYID", t.bad)) {
        t.k = *torque;
        t.from << shown("PBS_ARRAYID", *torque);
    } else if (auto lsf = number(env, "LSB_JOBINDEX", t.bad)) {
        t.k = *lsf;
        t.from << shown("LSB_JOBINDEX", *lsf);
        if (auto end = number(env, "LSB_JOBINDEX_END", t.bad); end && given == 0) {
            t.n = *end;
            t.from << shown("LSB_JOBINDEX_END", *end);
        }
    } else if (auto kube = number(env, "JOB_COMPLETION_INDEX", t.bad)) {
        t.k = *kube + 1;
        t.from << shown("JOB_COMPLETION_INDEX", *kube);
    } else if (!t.bad) {
        error = QCoreApplication::translate(
            "Cli",
            "--shard auto: no scheduler's task index found (SLURM_ARRAY_TASK_ID, PBS_ARRAY_INDEX, PBS_ARRAYID, "
            "LSB_JOBINDEX, JOB_COMPLETION_INDEX or RULELAB_SHARD_INDEX); give --shard K/N");
        return false;
    }
    return true;
}

// The scheduler's 1-based shard number and, when the scheduler says it, the count. `given` is
// the N of auto/N (0 when absent). False with `error` when no scheduler is found or its values
// cannot be a shard.
bool fromScheduler(const QProcessEnvironment &env, int given, ShardChoice &out, QString &error) {
    TaskIndex t;
    if (!readTaskIndex(env, given, t, error)) return false;
    const QString from = t.from.join(QStringLiteral(", "));
    if (t.bad) {
        error = QCoreApplication::translate("Cli", "--shard auto: a scheduler variable is not a whole number (%1)")
                    .arg(t.from.isEmpty() ? QCoreApplication::translate("Cli", "see docs/cluster.md") : from);
        return false;
    }
    if (given > 0) t.n = given;
    if (t.n == 0) {
        error = QCoreApplication::translate(
                    "Cli", "--shard auto: %1 gives the task's index but not how many tasks there are; give --shard auto/N")
                    .arg(from);
        return false;
    }
    if (t.k < 1 || t.k > t.n || t.n > kMaxShards) {
        error =
            QCoreApplication::translate("Cli",
                                        "--shard auto: %1 is not shard 1 to %2 (an array numbered 1-N, or 0-based indices for "
                                        "RULELAB_SHARD_INDEX and JOB_COMPLETION_INDEX)")
                .arg(from)
                .arg(t.n);
        return false;
    }
    out.index = static_cast<int>(t.k - 1);
    out.count = static_cast<int>(t.n);
    out.source = from;
    return true;
}

}  // namespace

bool parseShard(const QString &spec, const QProcessEnvironment &env, ShardChoice &out, QString &error) {
    const QStringList kn = spec.split(QLatin1Char('/'));
    bool okN = true;
    const int n = kn.size() == 2 ? kn[1].toInt(&okN) : 0;
    if (kn[0] == QLatin1String("auto") && kn.size() <= 2) {
        if (!okN || (kn.size() == 2 && (n < 1 || n > kMaxShards))) {
            error = QCoreApplication::translate("Cli", "--shard auto/N needs a number of shards N from 1 to %1, not '%2'")
                        .arg(kMaxShards)
                        .arg(spec);
            return false;
        }
        return fromScheduler(env, n, out, error);
    }
    bool okK = false;
    const int k = kn.size() == 2 ? kn[0].toInt(&okK) : 0;
    if (!okK || !okN || n < 1 || k < 1 || k > n || n > kMaxShards) {
        error = QCoreApplication::translate("Cli", "--shard must be K/N with 1 <= K <= N, auto or auto/N, not '%1'").arg(spec);
        return false;
    }
    out = ShardChoice{k - 1, n, QString()};
    return true;
}

}  // namespace rulelab
