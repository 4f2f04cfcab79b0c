#pragma once
// --shard K/N, --shard auto and --shard auto/N: which shard of a run this process plays.
// `auto` takes the shard from the scheduler that started the process (a SLURM, PBS or LSF job
// array, a Kubernetes Indexed Job, or RULELAB_SHARD_INDEX set by hand, e.g. from HTCondor's
// $(Process)); docs/cluster.md lists the variables read and in which order.

#include <QProcessEnvironment>
#include <QString>

namespace rulelab {

struct ShardChoice {
    int index = 0;  // 0-based
    int count = 1;
    QString source;  // for `auto`: the variables it came from, e.g. "SLURM_ARRAY_TASK_ID=3, ..."; else empty
};

inline constexpr int kMaxShards = 100000;

// Parses `spec`; false with `error` (one sentence naming what is wrong and what to give).
bool parseShard(const QString &spec, const QProcessEnvironment &env, ShardChoice &out, QString &error);

}  // namespace rulelab
