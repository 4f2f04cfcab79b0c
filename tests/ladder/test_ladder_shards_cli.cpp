// A ladder split into shards, merged, killed and resumed (`ladder --shard`, `merge`, `ladder
// --resume`) gives, byte for byte, the folder of the same ladder run in one go.

#include "support/cli_runner.h"
#include "support/signal_runner.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <csignal>

using namespace rulelab::testsupport;

namespace {

const char *const kCells[] = {"self-1-random", "self-2-greedy", "self-3-mcts-60", "pair-1-2", "pair-2-3"};

QStringList ladderArgs(const QString &out, const QString &matches = QStringLiteral("30")) {
    return words(
               "ladder fixture-nim --reading normal --reading misere --set first_player=first --set pile=7 "
               "--agents random,greedy,mcts:60 --seed 5 --matches") +
           QStringList{matches, QStringLiteral("--out"), out};
}

QStringList shardArgs(const QString &out, const char *shard, const QString &matches = QStringLiteral("30")) {
    return ladderArgs(out, matches) + QStringList{QStringLiteral("--shard"), QString::fromLatin1(shard)};
}

QByteArray fileIn(const QString &dir, const QString &name) { return readAll(QDir(dir).filePath(name)); }

// The ladder summary and every cell's summary.json and matches.csv are the same bytes.
void expectSameLadder(const QString &a, const QString &b) {
    const QByteArray summary = fileIn(a, QStringLiteral("summary.json"));
    ASSERT_FALSE(summary.isEmpty());
    EXPECT_EQ(summary, fileIn(b, QStringLiteral("summary.json")));
    for (const char *cell : kCells)
        for (const char *file : {"summary.json", "matches.csv"}) {
            const QString name = QString::fromLatin1(cell) + QLatin1Char('/') + QString::fromLatin1(file);
            EXPECT_FALSE(fileIn(a, name).isEmpty()) << name.toStdString();
            EXPECT_EQ(fileIn(a, name), fileIn(b, name)) << name.toStdString();
        }
}

}  // namespace

TEST(LadderShards, TheMergedShardsAreTheLadderRunInOneGo) {
    QTemporaryDir tmp;
    const QString whole = tmp.filePath(QStringLiteral("whole")), merged = tmp.filePath(QStringLiteral("merged"));
    const QString p1 = tmp.filePath(QStringLiteral("p1")), p2 = tmp.filePath(QStringLiteral("p2")),
                  p3 = tmp.filePath(QStringLiteral("p3"));
    ASSERT_EQ(cli(ladderArgs(whole)).code, 0);
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
    const QString matches = QStringLiteral("600");  // a shard long enough to be killed under load
    ASSERT_EQ(cli(ladderArgs(whole, matches)).code, 0);
    ASSERT_EQ(cli(shardArgs(p1, "1/2", matches)).code, 0);
    // Shard 2 killed (no chance to save) while the top rung plays itself.
    const QString marker = QDir(p2).filePath(QStringLiteral("self-3-mcts-60/run.json"));
    runUntil(
        shardArgs(p2, "2/2", matches), [&] { return QFile::exists(marker); }, SIGKILL);
    EXPECT_FALSE(QFile::exists(QDir(p2).filePath(QStringLiteral("summary.json"))));
    ASSERT_TRUE(QFile::exists(QDir(p2).filePath(QStringLiteral("ladder.json"))));
    // An unfinished shard is not merged.
    Result r = cli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), merged});
    EXPECT_EQ(r.code, 1);
    // Continued with its folder only: the ladder and the shard come from its record.
    r = cli({QStringLiteral("ladder"), QStringLiteral("--resume"), p2});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("finished matches kept"))) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Shard 2 of 2"))) << r.out.toStdString();
    r = cli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), merged});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    expectSameLadder(whole, merged);
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
    r = cli(ladderArgs(QString()).mid(0, ladderArgs(QString()).size() - 2) + words("--shard 1/2"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--shard needs --out"))) << r.err.toStdString();
    r = cli({QStringLiteral("ladder"), QStringLiteral("--resume"), p1, QStringLiteral("--matches"), QStringLiteral("5")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("give no --matches"))) << r.err.toStdString();
    r = cli({QStringLiteral("ladder"), QStringLiteral("--resume"), run});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("field 'format'"))) << r.err.toStdString();
}
