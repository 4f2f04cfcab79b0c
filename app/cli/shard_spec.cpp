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

// The scheduler's 1-based shard number and, when the scheduler says it, the count. `given` is
// the N of auto/N (0 when absent). False with `error` when no scheduler is found or its values
// cannot be a shard.
bool fromScheduler(const QProcessEnvironment &env, int given, ShardChoice &out, QString &error) {
    bool bad = false;
    long long k = 0, n = 0;
    QStringList from;
    if (auto idx = number(env, "RULELAB_SHARD_INDEX", bad)) {
        k = *idx + 1;  // 0-based, as HTCondor's $(Process) and Kubernetes' indices are
        from << shown("RULELAB_SHARD_INDEX", *idx);
        if (auto c = number(env, "RULELAB_SHARD_COUNT", bad)) {
            n = *c;
            from << shown("RULELAB_SHARD_COUNT", *c);
        }
    } else if (auto id = number(env, "SLURM_ARRAY_TASK_ID", bad)) {
        from << shown("SLURM_ARRAY_TASK_ID", *id);
        if (given > 0) {
            k = *id;  // auto/N: the array is numbered 1-N, and may be any subset of it (a resubmission)
        } else {
            const auto mn = number(env, "SLURM_ARRAY_TASK_MIN", bad), mx = number(env, "SLURM_ARRAY_TASK_MAX", bad),
                       cnt = number(env, "SLURM_ARRAY_TASK_COUNT", bad), step = number(env, "SLURM_ARRAY_TASK_STEP", bad);
            if (!bad && mn && mx && cnt) {
                from << shown("SLURM_ARRAY_TASK_MIN", *mn) << shown("SLURM_ARRAY_TASK_COUNT", *cnt);
                if ((step && *step != 1) || *mx - *mn + 1 != *cnt) {
                    error = QCoreApplication::translate(
                                "Cli",
                                "--shard auto: this job array (%1) is not a whole range of task numbers, so its size is not "
                                "the number of shards; resubmit the whole array (finished shards end at once), or give "
                                "--shard auto/N with the array numbered 1-N")
                                .arg(from.join(QStringLiteral(", ")));
                    return false;
                }
                k = *id - *mn + 1;
                n = *cnt;
            }
        }
    } else if (auto pbs = number(env, "PBS_ARRAY_INDEX", bad)) {
        k = *pbs;
        from << shown("PBS_ARRAY_INDEX", *pbs);
    } else if (auto torque = number(env, "PBS_ARRAYID", bad)) {
        k = *torque;
        from << shown("PBS_ARRAYID", *torque);
    } else if (auto lsf = number(env, "LSB_JOBINDEX", bad)) {
        k = *lsf;
        from << shown("LSB_JOBINDEX", *lsf);
        if (auto end = number(env, "LSB_JOBINDEX_END", bad); end && given == 0) {
            n = *end;
            from << shown("LSB_JOBINDEX_END", *end);
        }
    } else if (auto kube = number(env, "JOB_COMPLETION_INDEX", bad)) {
        k = *kube + 1;
        from << shown("JOB_COMPLETION_INDEX", *kube);
    } else if (!bad) {
        error = QCoreApplication::translate(
            "Cli",
            "--shard auto: no scheduler's task index found (SLURM_ARRAY_TASK_ID, PBS_ARRAY_INDEX, PBS_ARRAYID, "
            "LSB_JOBINDEX, JOB_COMPLETION_INDEX or RULELAB_SHARD_INDEX); give --shard K/N");
        return false;
    }
    if (bad) {
        error = QCoreApplication::translate("Cli", "--shard auto: a scheduler variable is not a whole number (%1)")
                    .arg(from.isEmpty() ? QCoreApplication::translate("Cli", "see docs/cluster.md")
                                        : from.join(QStringLiteral(", ")));
        return false;
    }
    if (given > 0) n = given;
    if (n == 0) {
        error = QCoreApplication::translate(
                    "Cli", "--shard auto: %1 gives the task's index but not how many tasks there are; give --shard auto/N")
                    .arg(from.join(QStringLiteral(", ")));
        return false;
    }
    if (k < 1 || k > n || n > kMaxShards) {
        error =
            QCoreApplication::translate("Cli",
                                        "--shard auto: %1 is not shard 1 to %2 (an array numbered 1-N, or 0-based indices for "
                                        "RULELAB_SHARD_INDEX and JOB_COMPLETION_INDEX)")
                .arg(from.join(QStringLiteral(", ")))
                .arg(n);
        return false;
    }
    out.index = static_cast<int>(k - 1);
    out.count = static_cast<int>(n);
    out.source = from.join(QStringLiteral(", "));
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
