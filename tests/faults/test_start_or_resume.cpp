// One command starts a task and, run again, continues it (issue 35): `--out DIR` continues what
// DIR holds of the same experiment (interrupted, killed or finished) and refuses another's,
// naming the field; `--shard auto` takes the shard from the scheduler's variables.
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "support/cli_runner.h"
#include "support/signal_runner.h"

using namespace rulelab::testsupport;

namespace {

const QStringList kArgs = words("run fixture-nim --reading normal --reading misere --matches 400 --seed 3 --set pile=30");

QJsonObject shardOf(const QString &dir) {
    return QJsonDocument::fromJson(readAll(dir + QStringLiteral("/summary.json")))
        .object()
        .value(QStringLiteral("shard"))
        .toObject();
}

QProcessEnvironment withVars(const QStringList &vars) {
    QProcessEnvironment env = fixtureEnvironment();
    for (const char *v : {"SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_MAX", "SLURM_ARRAY_TASK_COUNT",
                          "SLURM_ARRAY_TASK_STEP", "PBS_ARRAY_INDEX", "PBS_ARRAYID", "LSB_JOBINDEX", "LSB_JOBINDEX_END",
                          "JOB_COMPLETION_INDEX", "RULELAB_SHARD_INDEX", "RULELAB_SHARD_COUNT"})
        env.remove(QString::fromLatin1(v));
    for (const QString &kv : vars) env.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    return env;
}

}  // namespace

// A finished folder given again to --out: nothing to play, the same files, said so.
TEST(StartOrResume, AFinishedFolderEndsAtOnceWithTheSameFiles) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    ASSERT_EQ(cli(kArgs + QStringList{QStringLiteral("--out"), out}).code, 0);
    const QByteArray summary = readAll(out + QStringLiteral("/summary.json")),
                     csv = readAll(out + QStringLiteral("/matches.csv"));
    const Result again = cli(kArgs + QStringList{QStringLiteral("--out"), out});
    EXPECT_EQ(again.code, 0) << again.err.toStdString();
    EXPECT_TRUE(again.err.contains(QStringLiteral("already holds 800 finished matches of this experiment: continuing it")))
        << again.err.toStdString();
    EXPECT_EQ(readAll(out + QStringLiteral("/summary.json")), summary);
    EXPECT_EQ(readAll(out + QStringLiteral("/matches.csv")), csv);
}

// A folder of another experiment is refused, naming the field that differs, and left as it was.
TEST(StartOrResume, AFolderOfAnotherExperimentIsRefusedNamingTheField) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    ASSERT_EQ(cli(kArgs + QStringList{QStringLiteral("--out"), out}).code, 0);
    const QByteArray summary = readAll(out + QStringLiteral("/summary.json"));
    QStringList other = kArgs;
    other[other.indexOf(QStringLiteral("400"))] = QStringLiteral("500");
    const Result r = cli(other + QStringList{QStringLiteral("--out"), out});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(
        r.err.contains(QStringLiteral("holds the results of a different experiment (field 'matches': 400 there, 500 here)")))
        << r.err.toStdString();
    EXPECT_EQ(readAll(out + QStringLiteral("/summary.json")), summary);
}

// Interrupted (SIGTERM, as a scheduler's time limit sends) and killed (SIGKILL) tasks: the same
// command, started again, completes each to exactly the files of an uninterrupted run.
TEST(StartOrResume, TheSameCommandContinuesAnInterruptedOrKilledTask) {
    QTemporaryDir dir;
    const QString whole = dir.filePath(QStringLiteral("whole"));
    const QStringList big = words("run fixture-nim --reading normal --reading misere --matches 150000 --seed 9 --set pile=200");
    ASSERT_EQ(cli(big + QStringList{QStringLiteral("--out"), whole}).code, 0);
    for (const int sig : {SIGTERM, SIGKILL}) {
        const QString out = dir.filePath(QStringLiteral("out%1").arg(sig));
        const QStringList cmd = big + QStringList{QStringLiteral("--out"), out};
        const QString partial = out + QStringLiteral("/matches.csv.partial");
        const int rc = runAndSignal(
            cmd, [&] { return QFileInfo(partial).size() > 200000; }, 0, sig);
        EXPECT_EQ(rc, sig == SIGTERM ? 130 : -1);
        const Result r = cli(cmd);
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("finished matches of this experiment: continuing it"))) << r.err.toStdString();
        for (const char *f : {"summary.json", "matches.csv"})
            EXPECT_EQ(readAll(out + QLatin1Char('/') + QLatin1String(f)), readAll(whole + QLatin1Char('/') + QLatin1String(f)))
                << f << " after signal " << sig;
    }
}

// --shard auto from each scheduler's variables, in the documented order.
TEST(ShardAuto, TakesTheShardFromTheSchedulersVariables) {
    struct Case {
        QStringList vars;
        QString spec;
        int index, count;
    };
    const QList<Case> cases{
        {{"SLURM_ARRAY_TASK_ID=3", "SLURM_ARRAY_TASK_MIN=1", "SLURM_ARRAY_TASK_MAX=4", "SLURM_ARRAY_TASK_COUNT=4"}, "auto", 2, 4},
        {{"SLURM_ARRAY_TASK_ID=0", "SLURM_ARRAY_TASK_MIN=0", "SLURM_ARRAY_TASK_MAX=2", "SLURM_ARRAY_TASK_COUNT=3"}, "auto", 0, 3},
        {{"SLURM_ARRAY_TASK_ID=7", "SLURM_ARRAY_TASK_MIN=7", "SLURM_ARRAY_TASK_MAX=7", "SLURM_ARRAY_TASK_COUNT=1"},
         "auto/8",
         6,
         8},
        {{"PBS_ARRAY_INDEX=2"}, "auto/5", 1, 5},
        {{"PBS_ARRAYID=5"}, "auto/5", 4, 5},
        {{"LSB_JOBINDEX=2", "LSB_JOBINDEX_END=6"}, "auto", 1, 6},
        {{"JOB_COMPLETION_INDEX=0"}, "auto/2", 0, 2},
        {{"RULELAB_SHARD_INDEX=1", "RULELAB_SHARD_COUNT=3", "SLURM_ARRAY_TASK_ID=1"}, "auto", 1, 3},
    };
    QTemporaryDir dir;
    int n = 0;
    for (const Case &c : cases) {
        const QString out = dir.filePath(QStringLiteral("p%1").arg(++n));
        const Result r =
            cliIn(withVars(c.vars), kArgs + QStringList{QStringLiteral("--shard"), c.spec, QStringLiteral("--out"), out});
        ASSERT_EQ(r.code, 0) << c.vars.join(' ').toStdString() << ": " << r.err.toStdString();
        EXPECT_EQ(shardOf(out).value(QStringLiteral("index")).toInt(), c.index) << c.vars.join(' ').toStdString();
        EXPECT_EQ(shardOf(out).value(QStringLiteral("count")).toInt(), c.count) << c.vars.join(' ').toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("Shard %1 of %2 (from %3").arg(c.index + 1).arg(c.count).arg(c.vars.first())))
            << r.err.toStdString();
    }
}

// What --shard auto cannot use is refused before anything is played, saying what to give.
TEST(ShardAuto, RefusesWhatCannotBeAShard) {
    struct Case {
        QStringList vars;
        QString spec, says;
    };
    const QList<Case> cases{
        {{}, "auto", "no scheduler's task index found"},
        {{"SLURM_ARRAY_TASK_ID=4", "SLURM_ARRAY_TASK_MIN=4", "SLURM_ARRAY_TASK_MAX=7", "SLURM_ARRAY_TASK_COUNT=2"},
         "auto",
         "is not a whole range of task numbers"},
        {{"PBS_ARRAY_INDEX=2"}, "auto", "gives the task's index but not how many tasks there are"},
        {{"PBS_ARRAY_INDEX=6"}, "auto/5", "is not shard 1 to 5"},
        {{"JOB_COMPLETION_INDEX=x"}, "auto/5", "is not a whole number"},
        {{"PBS_ARRAY_INDEX=1"}, "auto/0", "--shard auto/N needs a number of shards"},
    };
    QTemporaryDir dir;
    for (const Case &c : cases) {
        const QString out = dir.filePath(QStringLiteral("p"));
        const Result r =
            cliIn(withVars(c.vars), kArgs + QStringList{QStringLiteral("--shard"), c.spec, QStringLiteral("--out"), out});
        EXPECT_EQ(r.code, 2) << c.vars.join(' ').toStdString();
        EXPECT_TRUE(r.err.contains(c.says)) << r.err.toStdString();
        EXPECT_FALSE(QFileInfo::exists(out)) << "nothing may be written";
    }
}

// A part started by one array and continued by a resubmission of the same array: the scheduler's
// shard must be the part's (a task of another array size is refused, naming both).
TEST(ShardAuto, AResubmittedTaskMustBeThePartsShard) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("part2"));
    const QStringList cmd = kArgs + QStringList{QStringLiteral("--shard"), QStringLiteral("auto"), QStringLiteral("--out"), out};
    const QStringList slurm{"SLURM_ARRAY_TASK_ID=2", "SLURM_ARRAY_TASK_MIN=1", "SLURM_ARRAY_TASK_MAX=3",
                            "SLURM_ARRAY_TASK_COUNT=3"};
    ASSERT_EQ(cliIn(withVars(slurm), cmd).code, 0);
    EXPECT_EQ(cliIn(withVars(slurm), cmd).code, 0);
    const QStringList subset{"SLURM_ARRAY_TASK_ID=2", "SLURM_ARRAY_TASK_MIN=2", "SLURM_ARRAY_TASK_MAX=3",
                             "SLURM_ARRAY_TASK_COUNT=2"};
    const Result r = cliIn(withVars(subset), cmd);
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("is not the shard"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("(2/3)"))) << r.err.toStdString();
    // The resubmission the docs give for a subset: auto/N, the task number being the shard's.
    EXPECT_EQ(cliIn(withVars(subset),
                    kArgs + QStringList{QStringLiteral("--shard"), QStringLiteral("auto/3"), QStringLiteral("--out"), out})
                  .code,
              0);
}
