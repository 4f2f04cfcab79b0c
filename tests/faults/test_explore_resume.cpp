// explore --resume (issue 35): an exploration with --out stopped by SIGINT, its resume killed
// (SIGKILL) while it plays, and a last resume complete the folder to exactly the files of an
// exploration never interrupted; the kept matches are continued, not played again; a resume with
// other arguments is refused naming the field; and explore refuses --shard, saying why.
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include "support/signal_runner.h"

using namespace rulelab::testsupport;

namespace {

QStringList exploration(const QStringList &extra = {}) {
#ifdef RULELAB_SANITIZE
    const char *budget = "600000";
#else
    const char *budget = "3000000";
#endif
    QStringList a = words("explore fixture-nim --base normal --vary pile=4,5,6,7 --vary take --seed 2 --threads 1") +
                    QStringList{QStringLiteral("--require"), QStringLiteral("first_mover_win_rate >= 0.55"),
                                QStringLiteral("--budget"), QString::fromLatin1(budget)};
    return a + extra;
}

qint64 partialSize(const QString &path) { return QFileInfo(path).size(); }

}  // namespace

TEST(ExploreResume, InterruptedAndKilledExplorationsCompleteToTheUninterruptedFiles) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out")), whole = dir.filePath(QStringLiteral("whole"));
    const QString partial = out + QStringLiteral("/explore-matches.csv.partial"),
                  saved = out + QStringLiteral("/explore-matches.csv");
    ASSERT_EQ(cli(exploration({QStringLiteral("--out"), whole})).code, 0);
    EXPECT_FALSE(QFile::exists(whole + QStringLiteral("/explore-run.json")));
    EXPECT_FALSE(QFile::exists(whole + QStringLiteral("/explore-matches.csv.partial")));

    // SIGINT while it plays: the verdicts so far and every match played are saved.
    ASSERT_EQ(runUntil(
                  exploration({QStringLiteral("--out"), out}), [&] { return partialSize(partial) > 1000000; }, SIGINT),
              130);
    ASSERT_TRUE(QFile::exists(out + QStringLiteral("/explore-run.json")));
    EXPECT_TRUE(QJsonDocument::fromJson(readAll(out + QStringLiteral("/summary.json")))
                    .object()
                    .value(QStringLiteral("cancelled"))
                    .toBool());
    const QByteArray kept = readAll(saved);
    ASSERT_GT(kept.count('\n'), 1000);

    // Other arguments are refused, naming the field.
    const Result other = cli(exploration({QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--resume"), out}));
    EXPECT_EQ(other.code, 1);
    EXPECT_TRUE(other.err.contains(QStringLiteral("other arguments (field 'seed' is \"9\" here, \"2\" there)")))
        << other.err.toStdString();

    // So is --out with other arguments: the kept matches are not thrown away.
    const Result otherOut = cli(exploration({QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--out"), out}));
    EXPECT_EQ(otherOut.code, 1);
    EXPECT_TRUE(otherOut.err.contains(QStringLiteral("holds an interrupted exploration that these arguments do not continue")))
        << otherOut.err.toStdString();

    // The same command again (--out alone continues its folder), killed while it plays: it
    // continued the kept matches (they are the start of its file) instead of playing them again.
    ASSERT_EQ(runUntil(
                  exploration({QStringLiteral("--out"), out}),
                  [&] { return partialSize(partial) > kept.size() + 1000000; }, SIGKILL),
              -1);
    const QByteArray continued = readAll(partial);
    EXPECT_TRUE(continued.startsWith(kept));
    // ... and served them to the race: a match played again would be a second row of it.
    const QList<QByteArray> rows = continued.left(continued.lastIndexOf('\n')).split('\n');
    EXPECT_GT(rows.size(), kept.count('\n') + 1000);
    EXPECT_EQ(QSet<QByteArray>(rows.begin(), rows.end()).size(), rows.size());

    // --resume DIR alone takes the arguments the folder was explored with.
    const Result last = cli({QStringLiteral("explore"), QStringLiteral("--resume"), out});
    ASSERT_EQ(last.code, 0) << last.err.toStdString();
    for (const char *f : {"summary.json", "candidates.csv"})
        EXPECT_EQ(readAll(out + QLatin1Char('/') + QLatin1String(f)), readAll(whole + QLatin1Char('/') + QLatin1String(f))) << f;
    for (const char *gone : {"explore-run.json", "explore-matches.csv", "explore-matches.csv.partial"})
        EXPECT_FALSE(QFile::exists(out + QLatin1Char('/') + QLatin1String(gone))) << gone;
}

// Against a usage map the rows are not enough (they hold no usage maps): the resume plays the kept
// matches again, and reaches the same files all the same.
TEST(ExploreResume, AgainstAUsageMapItPlaysTheKeptMatchesAgainToTheSameFiles) {
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_PLUGIN_DIR));
    const QString out = dir.filePath(QStringLiteral("out")), whole = dir.filePath(QStringLiteral("whole"));
#ifdef RULELAB_SANITIZE
    const char *budget = "20000";
#else
    const char *budget = "200000";
#endif
    const QStringList args =
        words("explore khutka-boia --base reconstruction --vary lap_origin --vary capture=single,chain --seed 1 --threads 2") +
        QStringList{
            QStringLiteral("--evidence"), QStringLiteral(RULELAB_SOURCE_DIR "/data/evidence/khutka_boia_example_usage.csv"),
            QStringLiteral("--require"),  QStringLiteral("usage_similarity >= -0.9"),
            QStringLiteral("--require"),  QStringLiteral("first_mover_win_rate >= 0.5"),
            QStringLiteral("--budget"),   QString::fromLatin1(budget)};
    ASSERT_EQ(cliIn(env, args + QStringList{QStringLiteral("--out"), whole}).code, 0);
    ASSERT_EQ(runUntil(
                  args + QStringList{QStringLiteral("--out"), out},
                  [&] { return partialSize(out + QStringLiteral("/explore-matches.csv.partial")) > 300000; }, SIGINT, env),
              130);
    const Result r = cliIn(env, {QStringLiteral("explore"), QStringLiteral("--resume"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    for (const char *f : {"summary.json", "candidates.csv"})
        EXPECT_EQ(readAll(out + QLatin1Char('/') + QLatin1String(f)), readAll(whole + QLatin1Char('/') + QLatin1String(f))) << f;
}

TEST(ExploreResume, RefusesWhatItCannotResume) {
    QTemporaryDir dir;
    const QString done = dir.filePath(QStringLiteral("done"));
    ASSERT_EQ(cli(exploration({QStringLiteral("--budget"), QStringLiteral("4000"), QStringLiteral("--out"), done})).code, 0);
    Result r = cli({QStringLiteral("explore"), QStringLiteral("--resume"), done});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("holds a complete exploration"))) << r.err.toStdString();
    r = cli({QStringLiteral("explore"), QStringLiteral("--resume"), dir.path()});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("is not a folder written by explore --out"))) << r.err.toStdString();
    r = cli(exploration({QStringLiteral("--resume"), done, QStringLiteral("--out"), dir.filePath(QStringLiteral("elsewhere"))}));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("a resume completes the folder it resumes"))) << r.err.toStdString();
}

// A sharded exploration would not reach the verdicts of one machine (its racing shares the budget
// among every open candidate): refused with the reason, and explorations are not merged.
TEST(ExploreResume, ShardsAreRefusedWithTheReason) {
    QTemporaryDir dir;
    Result r = cli(exploration({QStringLiteral("--shard"), QStringLiteral("1/2")}));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("an exploration cannot be split into shards"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("shares one budget"))) << r.err.toStdString();
    const QString done = dir.filePath(QStringLiteral("done"));
    ASSERT_EQ(cli(exploration({QStringLiteral("--budget"), QStringLiteral("4000"), QStringLiteral("--out"), done})).code, 0);
    r = cli({QStringLiteral("merge"), done, QStringLiteral("--out"), dir.filePath(QStringLiteral("m"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("explorations are not merged"))) << r.err.toStdString();
}
