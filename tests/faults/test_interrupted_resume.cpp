// Interruptions of interrupted runs (issue 35): a resume stopped at any moment, by SIGINT while
// it reads the folder or plays, or by SIGKILL, keeps every finished match, and a last resume
// completes the run to exactly the files of a run never interrupted; a kill under slow matches
// keeps all but about the last second, with their usage maps, so that the resume plays only the
// missing matches; and the resume command an interrupted shard prints works.
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>

#include <csignal>

#include "support/cli_runner.h"
#include "support/signal_runner.h"

using namespace rulelab::testsupport;

namespace {

const QStringList kResultFiles{QStringLiteral("matches.csv"), QStringLiteral("summary.json"), QStringLiteral("usage.csv"),
                               QStringLiteral("usage_groups.csv")};

qint64 fileSize(const QString &path) { return QFileInfo(path).size(); }

// The matches a cancelled result holds: its rows, which must be the matches its summary counts.
qint64 keptMatches(const QString &dir) {
    const qint64 rows = readAll(dir + QStringLiteral("/matches.csv")).count('\n') - 1;
    qint64 counted = 0;
    const QJsonObject s = QJsonDocument::fromJson(readAll(dir + QStringLiteral("/summary.json"))).object();
    for (const auto &r : s.value(QStringLiteral("readings")).toArray())
        counted += r.toObject().value(QStringLiteral("matches")).toInteger();
    EXPECT_EQ(rows, counted) << "matches.csv and summary.json disagree in " << dir.toStdString();
    EXPECT_EQ(s.value(QStringLiteral("matches_csv")).toObject().value(QStringLiteral("rows")).toInteger(), rows);
    return rows;
}

void expectSameResults(const QString &a, const QString &b) {
    for (const QString &f : kResultFiles) {
        EXPECT_TRUE(QFile::exists(a + QLatin1Char('/') + f)) << f.toStdString();
        EXPECT_EQ(readAll(a + QLatin1Char('/') + f), readAll(b + QLatin1Char('/') + f)) << f.toStdString();
    }
}

// Runs `args` uninterrupted into `whole`: `out` must hold the same result files, byte for byte.
void expectAsUninterrupted(const QStringList &args, const QString &out, const QString &whole) {
    ASSERT_EQ(cli(args + QStringList{QStringLiteral("--out"), whole}).code, 0);
    expectSameResults(out, whole);
}

}  // namespace

// run, SIGINT; resume, SIGINT while it still reads the folder (this lost every row: the kept
// rows were written again only as the run reached their blocks); resume, SIGINT while it plays;
// resume, SIGKILL; resume to the end: the files of a run never interrupted, byte for byte.
TEST(InterruptedResume, ResumesOfResumesKeepEveryMatchAndCompleteExactly) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out")), whole = dir.filePath(QStringLiteral("whole"));
#ifdef RULELAB_SANITIZE
    const QStringList args = words("run fixture-nim --reading normal --reading misere --matches 30000 --seed 6 --set pile=200");
    const qint64 firstBytes = 600000;
#else
    const QStringList args = words("run fixture-nim --reading normal --reading misere --matches 150000 --seed 6 --set pile=200");
    const qint64 firstBytes = 6000000;
#endif
    const QStringList toOut = args + QStringList{QStringLiteral("--out"), out};
    const QStringList resume = toOut + QStringList{QStringLiteral("--resume"), out};
    const QString partial = out + QStringLiteral("/matches.csv.partial");
    ASSERT_EQ(runAndSignal(
                  toOut, [&] { return fileSize(partial) > firstBytes; }, 0, SIGINT),
              130);
    const qint64 first = keptMatches(out);
    EXPECT_GT(first, 0);

    // At once: most likely while the folder is read (or even before the program is ready).
    const int rc = runAndSignal(
        resume, [] { return true; }, 150, SIGINT);
    EXPECT_TRUE(rc == 130 || rc == -1) << rc;
    EXPECT_EQ(keptMatches(out), first);

    // While it plays: the partial file grows past the kept rows.
    const qint64 keptBytes = fileSize(out + QStringLiteral("/matches.csv"));
    ASSERT_EQ(runAndSignal(
                  resume, [&] { return fileSize(partial) > keptBytes + 1000000; }, 0, SIGINT),
              130);
    const qint64 second = keptMatches(out);
    EXPECT_GT(second, first);

    // Killed while it plays: the rows up to its last checkpoint stay, with run.json and usage.partial.
    const qint64 secondBytes = fileSize(out + QStringLiteral("/matches.csv"));
    EXPECT_EQ(runAndSignal(
                  resume, [&] { return fileSize(partial) > secondBytes + 1000000; }, 300, SIGKILL),
              -1);
    ASSERT_TRUE(QFile::exists(out + QStringLiteral("/run.json")));
    ASSERT_TRUE(QFile::exists(out + QStringLiteral("/usage.partial")));
    EXPECT_GT(readAll(partial).count('\n') - 1, second);

    // The earlier summary.json stays beside the unfinished run, so the experiment can be named by it.
    const Result last = cli({QStringLiteral("run"), QStringLiteral("--experiment"), out + QStringLiteral("/summary.json"),
                             QStringLiteral("--out"), out, QStringLiteral("--resume"), out});
    ASSERT_EQ(last.code, 0) << last.err.toStdString();
    for (const char *gone : {"run.json", "usage.partial", "matches.csv.partial"})
        EXPECT_FALSE(QFile::exists(out + QLatin1Char('/') + QLatin1String(gone))) << gone;
    expectAsUninterrupted(args, out, whole);
}

// Slow matches (a search agent, tens of matches a second): the old checkpoint every 1,024 rows
// saved none of them. Now a kill keeps the matches that finished more than about a second
// before it, with their usage maps (usage.partial), so the resume plays only the missing ones
// (its progress counts them only) and completes the run exactly.
TEST(InterruptedResume, KillUnderSlowMatchesKeepsAllButTheLastSecond) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out")), whole = dir.filePath(QStringLiteral("whole"));
    const QStringList args = sizedRun("run fixture-nim --reading normal --matches 200 --seed 3 --set pile=60 --threads 1",
                                      "--agents mcts:1000", "--agents mcts:200");
    const QString checkpoint = out + QStringLiteral("/usage.partial");
    // The first checkpoint comes a second after the run starts; kill half a second after it.
    EXPECT_EQ(runAndSignal(
                  args + QStringList{QStringLiteral("--out"), out}, [&] { return QFile::exists(checkpoint); }, 500, SIGKILL),
              -1);
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("\nrows (\\d+)\n")).match(QString::fromUtf8(readAll(checkpoint)));
    ASSERT_TRUE(m.hasMatch()) << readAll(checkpoint).left(200).toStdString();
    const int kept = m.captured(1).toInt();
    EXPECT_GT(kept, 0);
    EXPECT_LT(kept, 200);
    EXPECT_GE(readAll(out + QStringLiteral("/matches.csv.partial")).count('\n') - 1, kept);
    // As if it had been stopped while it saved: the partial file renamed, no summary yet.
    ASSERT_TRUE(QFile::rename(out + QStringLiteral("/matches.csv.partial"), out + QStringLiteral("/matches.csv")));

    const Result r =
        cli(args + QStringList{QStringLiteral("--progress"), QStringLiteral("--out"), out, QStringLiteral("--resume"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    // The total the progress counts: the missing matches only (no replay of the kept ones).
    EXPECT_TRUE(r.err.contains(QStringLiteral("/%1 matches of all readings").arg(200 - kept))) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("/200 matches of all readings"))) << r.err.toStdString();
    expectAsUninterrupted(args, out, whole);
}

// An interrupted shard prints "Continue with the same command and --resume P": the same command
// gives --shard, which must be (and is checked to be) the folder's shard.
TEST(InterruptedResume, TheResumeCommandAShardPrintsWorks) {
    QTemporaryDir dir;
    const QString part = dir.filePath(QStringLiteral("part2")), whole = dir.filePath(QStringLiteral("whole2"));
    const QStringList args =
        sizedRun("run fixture-nim --reading normal --seed 5 --set pile=200 --shard 2/4", "--matches 400000", "--matches 100000");
    QString err;
    ASSERT_EQ(runAndSignal(
                  args + QStringList{QStringLiteral("--out"), part},
                  [&] { return fileSize(part + QStringLiteral("/matches.csv.partial")) > 1000000; }, 0, SIGINT, &err),
              130);
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("Continue with the same command and --resume (\\S+)\\.\n")).match(err);
    ASSERT_TRUE(m.hasMatch()) << err.toStdString();
    EXPECT_EQ(m.captured(1), part);
    const QStringList printed = args + QStringList{QStringLiteral("--out"), part, QStringLiteral("--resume"), m.captured(1)};
    // Another shard's number is refused, naming the folder's.
    QStringList wrong = printed;
    wrong[wrong.indexOf(QStringLiteral("2/4"))] = QStringLiteral("1/4");
    const Result refused = cli(wrong);
    EXPECT_EQ(refused.code, 1);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("(2/4)"))) << refused.err.toStdString();
    const Result r = cli(printed);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    expectAsUninterrupted(args, part, whole);
    const QJsonObject s = QJsonDocument::fromJson(readAll(part + QStringLiteral("/summary.json"))).object();
    EXPECT_EQ(s.value(QStringLiteral("shard")).toObject().value(QStringLiteral("index")).toInt(), 1);
}
