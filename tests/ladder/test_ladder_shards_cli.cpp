// A ladder split into shards, merged, killed and resumed (`ladder --shard`, `merge`, `ladder
// --resume`) gives, byte for byte, the folder of the same ladder run in one go.

#include "support/cli_runner.h"
#include "support/sanitizer_build.h"
#include "support/signal_runner.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <csignal>

using namespace rulelab::testsupport;

namespace {

const char *const kCells[] = {"self-1-random", "self-2-greedy", "self-3-mcts-60", "pair-1-2", "pair-2-3"};

QStringList shardLadderArgs(const QString &out, const QString &matches = QStringLiteral("30")) {
    return words(
               "ladder fixture-nim --reading normal --reading misere --set first_player=first --set pile=7 "
               "--agents random,greedy,mcts:60 --seed 5 --matches") +
           QStringList{matches, QStringLiteral("--out"), out};
}

QStringList shardArgs(const QString &out, const char *shard, const QString &matches = QStringLiteral("30")) {
    return shardLadderArgs(out, matches) + QStringList{QStringLiteral("--shard"), QString::fromLatin1(shard)};
}

// The same ladder with a stronger top rung: its cell runs about a second on 600 matches (mcts:6000;
// mcts:600 in the sanitizer build, ten times slower), long enough for a 20 ms poll to see it start
// and kill the shard there (mcts:60's lasts ~0.1 s, which a poll missed in 3 runs of 12).
const char *const kSlowTop = releaseOrSanitized("mcts:6000", "mcts:600");
QStringList slowTopArgs(const QString &out, const char *shard = nullptr) {
    QStringList a = shardLadderArgs(out, QStringLiteral("600"));
    a.replaceInStrings(QStringLiteral("random,greedy,mcts:60"), QStringLiteral("random,greedy,") + QLatin1String(kSlowTop));
    if (shard) a << QStringLiteral("--shard") << QString::fromLatin1(shard);
    return a;
}

QByteArray fileIn(const QString &dir, const QString &name) { return readAll(QDir(dir).filePath(name)); }

// The ladder summary and every cell's summary.json and matches.csv are the same bytes.
void expectSameLadder(const QString &a, const QString &b) {
    const QByteArray summary = fileIn(a, QStringLiteral("summary.json"));
    ASSERT_FALSE(summary.isEmpty());
    EXPECT_EQ(summary, fileIn(b, QStringLiteral("summary.json")));
    // Five cells: three rungs against themselves, two pairs of neighbours.
    const QStringList cells = QDir(a).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    EXPECT_EQ(cells.size(), static_cast<qsizetype>(std::size(kCells)));
    for (const QString &cell : cells)
        for (const char *file : {"summary.json", "matches.csv"}) {
            const QString name = cell + QLatin1Char('/') + QString::fromLatin1(file);
            EXPECT_FALSE(fileIn(a, name).isEmpty()) << name.toStdString();
            EXPECT_EQ(fileIn(a, name), fileIn(b, name)) << name.toStdString();
        }
}

// `status PARTS... --json`: its exit code and document.
QJsonObject statusOf(const QStringList &parts, int expectedCode) {
    const Result r = cli(QStringList{QStringLiteral("status")} + parts + QStringList{QStringLiteral("--json")});
    EXPECT_EQ(r.code, expectedCode) << r.out.toStdString() << r.err.toStdString();
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

QJsonObject partOf(const QJsonObject &status, int k) {
    return status[QStringLiteral("parts")].toArray().at(k).toObject();
}

}  // namespace

TEST(LadderShards, TheMergedShardsAreTheLadderRunInOneGo) {
    QTemporaryDir tmp;
    const QString whole = tmp.filePath(QStringLiteral("whole")), merged = tmp.filePath(QStringLiteral("merged"));
    const QString p1 = tmp.filePath(QStringLiteral("p1")), p2 = tmp.filePath(QStringLiteral("p2")),
                  p3 = tmp.filePath(QStringLiteral("p3"));
    ASSERT_EQ(cli(shardLadderArgs(whole)).code, 0);
    // Three shards of 30 matches, on different thread counts, given to merge out of order.
    for (const auto &[dir, shard] : {std::pair{p1, "1/3"}, std::pair{p2, "2/3"}, std::pair{p3, "3/3"}}) {
        const Result r = cli(shardArgs(dir, shard) + words(dir == p2 ? "--threads 1" : "--threads 2"));
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        EXPECT_TRUE(r.out.contains(QStringLiteral("merge PART"))) << r.out.toStdString();
        const QJsonObject s = QJsonDocument::fromJson(fileIn(dir, QStringLiteral("summary.json"))).object();
        EXPECT_EQ(s[QStringLiteral("format")].toString(), QStringLiteral("rulelab-ladder-shard"));
        EXPECT_FALSE(s.contains(QStringLiteral("readings"))) << "a shard has no ratings";
        EXPECT_FALSE(QFile::exists(QDir(dir).filePath(QStringLiteral("ladder.json")))) << "the record goes when done";
    }
    // status reads the ladder's shards as a run's: all done, every match of every cell counted
    // (5 cells x 2 readings x 30 matches), and the words say so.
    QJsonObject st = statusOf({p1, p2, p3}, 0);
    EXPECT_TRUE(st[QStringLiteral("all_done")].toBool());
    EXPECT_EQ(st[QStringLiteral("matches_played")].toInteger(), 300);
    EXPECT_EQ(st[QStringLiteral("matches_planned")].toInteger(), 300);
    EXPECT_EQ(partOf(st, 1)[QStringLiteral("shard")].toInt(), 2);
    EXPECT_EQ(partOf(st, 1)[QStringLiteral("planned")].toInteger(), 100);
    EXPECT_GT(partOf(st, 1)[QStringLiteral("matches_per_second")].toDouble(), 0) << "the cells' timing";
    const Result said = cli({QStringLiteral("status"), p1, p2, p3});
    EXPECT_TRUE(said.out.contains(QStringLiteral("All 3 shards are done (300 matches)."))) << said.out.toStdString();
    // One shard left out is missing; one given twice is repeated; another ladder's shard is foreign.
    st = statusOf({p1, p3}, 1);
    EXPECT_EQ(partOf(st, 2)[QStringLiteral("state")].toString(), QStringLiteral("missing"));
    EXPECT_EQ(partOf(st, 2)[QStringLiteral("planned")].toInteger(), 100);
    const QString other = tmp.filePath(QStringLiteral("other"));
    ASSERT_EQ(cli(shardArgs(other, "2/3", QStringLiteral("31"))).code, 0);
    st = statusOf({p1, p2, p3, other, p2}, 1);
    EXPECT_EQ(partOf(st, 3)[QStringLiteral("state")].toString(), QStringLiteral("foreign"));
    EXPECT_TRUE(partOf(st, 3)[QStringLiteral("detail")].toString().contains(QStringLiteral("field 'matches' is 31 here, 30")))
        << partOf(st, 3)[QStringLiteral("detail")].toString().toStdString();
    EXPECT_EQ(partOf(st, 4)[QStringLiteral("state")].toString(), QStringLiteral("repeated"));
    const Result m = cli({QStringLiteral("merge"), p3, p1, p2, QStringLiteral("--out"), merged});
    ASSERT_EQ(m.code, 0) << m.err.toStdString();
    EXPECT_TRUE(m.out.contains(QStringLiteral("Merged 3 shards of the ladder"))) << m.out.toStdString();
    EXPECT_TRUE(m.out.contains(QStringLiteral("Exact play"))) << "the ladder's table";
    expectSameLadder(whole, merged);
    // The merged folder is a ladder like any other: methods reads it.
    EXPECT_EQ(cli({QStringLiteral("methods"), merged}).code, 0);
}

TEST(LadderShards, AKilledShardResumesFromItsFolderAloneAndMergesTheSame) {
    QTemporaryDir tmp;
    const QString whole = tmp.filePath(QStringLiteral("whole")), merged = tmp.filePath(QStringLiteral("merged"));
    const QString p1 = tmp.filePath(QStringLiteral("p1")), p2 = tmp.filePath(QStringLiteral("p2"));
    ASSERT_EQ(cli(slowTopArgs(whole)).code, 0);
    ASSERT_EQ(cli(slowTopArgs(p1, "1/2")).code, 0);
    // Shard 2 killed (no chance to save) while the top rung plays itself.
    const QString marker = QDir(p2).filePath(
        QStringLiteral("self-3-%1/run.json").arg(QString::fromLatin1(kSlowTop).replace(QLatin1Char(':'), QLatin1Char('-'))));
    runUntil(
        slowTopArgs(p2, "2/2"), [&] { return QFile::exists(marker); }, SIGKILL);
    EXPECT_FALSE(QFile::exists(QDir(p2).filePath(QStringLiteral("summary.json"))));
    ASSERT_TRUE(QFile::exists(QDir(p2).filePath(QStringLiteral("ladder.json"))));
    // status: shard 2 killed (or still running, by the age of its last write), with the matches of
    // its finished cells and its checkpointed ones counted, and a time left at the speed it ran.
    QJsonObject st = statusOf({p1, p2}, 1);
    const QJsonObject killed = partOf(st, 1);
    EXPECT_EQ(killed[QStringLiteral("state")].toString(), QStringLiteral("killed"));
    EXPECT_EQ(killed[QStringLiteral("planned")].toInteger(), 5 * 2 * 300);
    EXPECT_GE(killed[QStringLiteral("played")].toInteger(), 2 * 2 * 300) << "self-1 and self-2 are done";
    EXPECT_LT(killed[QStringLiteral("played")].toInteger(), 5 * 2 * 300);
    EXPECT_GT(killed[QStringLiteral("seconds_left")].toDouble(), 0);
    EXPECT_TRUE(killed.contains(QStringLiteral("last_write_seconds_ago")));
    EXPECT_EQ(st[QStringLiteral("not_done")].toArray(), QJsonArray{2});
    // An unfinished shard is not merged.
    Result r = cli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), merged});
    EXPECT_EQ(r.code, 1);
    // Continued with its folder only: the ladder and the shard come from its record.
    r = cli({QStringLiteral("ladder"), QStringLiteral("--resume"), p2});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("finished matches kept"))) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Shard 2 of 2"))) << r.out.toStdString();
    EXPECT_TRUE(statusOf({p1, p2}, 0)[QStringLiteral("all_done")].toBool());
    r = cli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), merged});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    expectSameLadder(whole, merged);
    // A cell whose summary was edited after it was written tears its shard.
    const QString cell = QDir(p2).filePath(QStringLiteral("self-2-greedy/summary.json"));
    QByteArray text = readAll(cell);
    text.replace("\"matches\"", "\"matches \"");
    QFile f(cell);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
    f.close();
    st = statusOf({p1, p2}, 1);
    EXPECT_EQ(partOf(st, 1)[QStringLiteral("state")].toString(), QStringLiteral("torn"));
    EXPECT_TRUE(partOf(st, 1)[QStringLiteral("detail")].toString().contains(QStringLiteral("self-2-greedy")))
        << partOf(st, 1)[QStringLiteral("detail")].toString().toStdString();
}

TEST(LadderShards, StatusSaysAnInterruptedShardIsCancelled) {
    QTemporaryDir tmp;
    const QString p1 = tmp.filePath(QStringLiteral("p1"));
    const QString marker = QDir(p1).filePath(QStringLiteral("self-3-mcts-60/run.json"));
    QString err;
    // On a pile of 7 the cells are quick: 60,000 matches keep the marker (written when the
    // cell starts, gone when it ends) on disk for about a second, against 600 matches' 10 ms, which
    // a 20 ms poll could miss.
    EXPECT_EQ(runAndSignal(shardArgs(p1, "1/2", QStringLiteral("60000")), [&] { return QFile::exists(marker); }, 0, SIGINT,
                           &err),
              130)
        << err.toStdString();
    const QJsonObject st = statusOf({p1}, 1);
    EXPECT_EQ(partOf(st, 0)[QStringLiteral("state")].toString(), QStringLiteral("cancelled"));
    EXPECT_EQ(partOf(st, 1)[QStringLiteral("state")].toString(), QStringLiteral("missing"));
    EXPECT_GE(partOf(st, 0)[QStringLiteral("played")].toInteger(), 2 * 2 * 300);
}

TEST(LadderShards, PartsThatDoNotMakeOneLadderAreRefusedNamingWhy) {
    QTemporaryDir tmp;
    const QString p1 = tmp.filePath(QStringLiteral("p1")), p2 = tmp.filePath(QStringLiteral("p2")),
                  other = tmp.filePath(QStringLiteral("other")), run = tmp.filePath(QStringLiteral("run")),
                  out = tmp.filePath(QStringLiteral("out"));
    ASSERT_EQ(cli(shardArgs(p1, "1/2")).code, 0);
    ASSERT_EQ(cli(shardArgs(other, "2/2", QStringLiteral("20"))).code, 0);
    ASSERT_EQ(cli(words("run fixture-nim --reading normal --matches 10 --seed 5 --out") + QStringList{run}).code, 0);
    struct Case {
        QStringList parts;
        const char *message;
    };
    for (const Case &c : {Case{{p1}, "shard 2/2 of the ladder is missing"}, Case{{p1, p1}, "is given twice"},
                          Case{{p1, other}, "a shard of another ladder"}, Case{{p1, run}, "only with each other"}}) {
        const Result r = cli(QStringList{QStringLiteral("merge")} + c.parts + QStringList{QStringLiteral("--out"), out});
        EXPECT_EQ(r.code, 1) << c.message;
        EXPECT_TRUE(r.err.contains(QString::fromLatin1(c.message))) << r.err.toStdString();
    }
    // A shard's folder continued as another shard, or by another ladder, is refused.
    Result r = cli(shardArgs(p1, "2/2"));
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("give its --shard"))) << r.err.toStdString();
    r = cli(shardArgs(p1, "1/2", QStringLiteral("31")));
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("holds another ladder (field 'matches' differs)"))) << r.err.toStdString();
    // A shard needs a folder; --resume takes nothing but the folder.
    r = cli(shardLadderArgs(QString()).mid(0, shardLadderArgs(QString()).size() - 2) + words("--shard 1/2"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--shard needs --out"))) << r.err.toStdString();
    r = cli({QStringLiteral("ladder"), QStringLiteral("--resume"), p1, QStringLiteral("--matches"), QStringLiteral("5")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("give no --matches"))) << r.err.toStdString();
    r = cli({QStringLiteral("ladder"), QStringLiteral("--resume"), run});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("field 'format'"))) << r.err.toStdString();
}
