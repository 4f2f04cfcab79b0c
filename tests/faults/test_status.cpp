// rulelab-cli status (issue 35): real shard folders made by running the CLI, one in each state a
// scheduler leaves them in: done, cancelled (SIGINT), killed (SIGKILL after its first
// checkpoint), torn (a byte of summary.json edited; a summary deleted), missing, repeated and
// foreign; then the same shards finished as the status says, which it then calls done.
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "support/signal_runner.h"

using namespace rulelab::testsupport;

namespace {

#ifdef RULELAB_SANITIZE
const char *kExperiment =
    "run fixture-nim --reading normal --reading misere --matches 200000 --seed 5 --set pile=200 --threads 1";
#else
const char *kExperiment =
    "run fixture-nim --reading normal --reading misere --matches 1000000 --seed 5 --set pile=200 --threads 1";
#endif
constexpr int kShards = 6;

QStringList shard(int k, const QString &out) {
    return words(kExperiment) +
           QStringList{QStringLiteral("--shard"), QStringLiteral("%1/%2").arg(k).arg(kShards), QStringLiteral("--out"), out};
}

// The planned matches of shard k (1-based) of two readings.
qint64 planned(int k) {
    const qint64 m = words(kExperiment)[words(kExperiment).indexOf(QStringLiteral("--matches")) + 1].toLongLong();
    return 2 * (m * k / kShards - m * (k - 1) / kShards);
}

QJsonObject statusOf(const QStringList &parts, int &code) {
    const Result r = cli(QStringList{QStringLiteral("status"), QStringLiteral("--json")} + parts);
    code = r.code;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8());
    EXPECT_TRUE(doc.isObject()) << r.out.toStdString() << r.err.toStdString();
    return doc.object();
}

QJsonObject partOf(const QJsonObject &status, const QString &path) {
    for (const auto &v : status.value(QStringLiteral("parts")).toArray())
        if (v.toObject().value(QStringLiteral("path")).toString() == path) return v.toObject();
    ADD_FAILURE() << "no part " << path.toStdString();
    return {};
}

QJsonObject missingShard(const QJsonObject &status, int k) {
    for (const auto &v : status.value(QStringLiteral("parts")).toArray())
        if (v.toObject().value(QStringLiteral("state")).toString() == QLatin1String("missing") &&
            v.toObject().value(QStringLiteral("shard")).toInt() == k)
            return v.toObject();
    ADD_FAILURE() << "shard " << k << " is not reported missing";
    return {};
}

QString state(const QJsonObject &part) { return part.value(QStringLiteral("state")).toString(); }
qint64 played(const QJsonObject &part) { return part.value(QStringLiteral("played")).toInteger(); }

bool copyFolder(const QString &from, const QString &to) {
    if (!QDir().mkpath(to)) return false;
    for (const QString &name : QDir(from).entryList(QDir::Files))
        if (!QFile::copy(QDir(from).filePath(name), QDir(to).filePath(name))) return false;
    return true;
}

}  // namespace

namespace {

// The folders of the status test: shard k's in part(k), a copy of shard 1 and a shard 1 of
// another seed.
struct StatusFolders {
    QTemporaryDir dir;
    QString part(int k) const { return dir.filePath(QStringLiteral("part%1").arg(k)); }
    QString copy = dir.filePath(QStringLiteral("copy1")), foreign = dir.filePath(QStringLiteral("other"));
};

// Every kind of shard a status reports: shard 1 done, its copy a repeat, shard 1 of another seed
// foreign, shard 2 cancelled, 3 killed, 4 and 5 torn, 6 missing.
void makeEveryKindOfShard(const StatusFolders &f) {
    auto part = [&](int k) { return f.part(k); };
    const QString &copy = f.copy, &foreign = f.foreign;
    // Shard 1 done; its copy is a repeat; shard 1 of another seed is foreign.
    ASSERT_EQ(cli(shard(1, part(1))).code, 0);
    ASSERT_TRUE(copyFolder(part(1), copy));
    QStringList other = shard(1, foreign);
    other[other.indexOf(QStringLiteral("--seed")) + 1] = QStringLiteral("6");
    ASSERT_EQ(cli(other).code, 0);
    // Shard 2 cancelled (SIGINT) while it plays; shard 3 killed (SIGKILL) after its first checkpoint.
    const QString partial2 = part(2) + QStringLiteral("/matches.csv.partial");
    ASSERT_EQ(runUntil(
                  shard(2, part(2)), [&] { return QFileInfo(partial2).size() > 200000; }, SIGINT),
              130);
    ASSERT_EQ(runUntil(
                  shard(3, part(3)), [&] { return QFile::exists(part(3) + QStringLiteral("/usage.partial")); }, SIGKILL),
              -1);
    // Shard 4 torn: a byte of its summary edited; a copy of shard 1 without its summary.
    ASSERT_EQ(cli(shard(4, part(4))).code, 0);
    QByteArray text = readAll(part(4) + QStringLiteral("/summary.json"));
    const qsizetype at = text.indexOf("\"draws\": ") + 9;
    text[at] = text[at] == '1' ? '2' : '1';
    writeAll(part(4) + QStringLiteral("/summary.json"), text);
    // Shard 5 torn: its summary deleted (as a task stopped while it saved, before the summary).
    ASSERT_EQ(cli(shard(5, part(5))).code, 0);
    ASSERT_TRUE(QFile::remove(part(5) + QStringLiteral("/summary.json")));
    // Shard 6 missing.
}

// What the status says of each of them, in JSON.
void expectEveryKindReported(const StatusFolders &f, const QStringList &parts) {
    auto part = [&](int k) { return f.part(k); };
    const QString &copy = f.copy, &foreign = f.foreign;
    int code = 0;
    const QJsonObject s = statusOf(parts, code);
    EXPECT_EQ(code, 1);
    EXPECT_EQ(s.value(QStringLiteral("shards")).toInt(), kShards);
    EXPECT_EQ(s.value(QStringLiteral("done")).toInt(), 1);
    EXPECT_EQ(s.value(QStringLiteral("not_done")).toArray(), (QJsonArray{2, 3, 4, 5, 6}));
    const QJsonObject done = partOf(s, part(1)), cancelled = partOf(s, part(2)), killed = partOf(s, part(3));
    EXPECT_EQ(state(done), QLatin1String("done"));
    EXPECT_EQ(played(done), planned(1));
    EXPECT_EQ(state(partOf(s, copy)), QLatin1String("repeated"));
    EXPECT_EQ(state(partOf(s, foreign)), QLatin1String("foreign"));
    EXPECT_TRUE(partOf(s, foreign).value(QStringLiteral("detail")).toString().contains(QStringLiteral("field 'seed'")));
    EXPECT_EQ(state(cancelled), QLatin1String("cancelled"));
    EXPECT_GT(played(cancelled), 0);
    EXPECT_LT(played(cancelled), planned(2));
    EXPECT_EQ(played(cancelled), readAll(part(2) + QStringLiteral("/matches.csv")).count('\n') - 1);
    EXPECT_EQ(state(killed), QLatin1String("killed"));
    EXPECT_GT(played(killed), 0);
    EXPECT_LT(played(killed), planned(3));
    // The matches a resume keeps: those its last checkpoint covers (usage.partial: "rows N").
    const QByteArray checkpoint = readAll(part(3) + QStringLiteral("/usage.partial"));
    const qsizetype rowsAt = checkpoint.indexOf("\nrows ") + 6;
    EXPECT_EQ(played(killed), checkpoint.mid(rowsAt, checkpoint.indexOf('\n', rowsAt) - rowsAt).toLongLong());
    EXPECT_EQ(state(partOf(s, part(4))), QLatin1String("torn"));
    EXPECT_EQ(partOf(s, part(4)).value(QStringLiteral("shard")).toInt(), 4);
    EXPECT_TRUE(partOf(s, part(4)).value(QStringLiteral("detail")).toString().contains(QStringLiteral("edited")));
    // Placed by its rows, though no file names its shard.
    EXPECT_EQ(state(partOf(s, part(5))), QLatin1String("torn"));
    EXPECT_EQ(partOf(s, part(5)).value(QStringLiteral("shard")).toInt(), 5);
    EXPECT_EQ(missingShard(s, 6).value(QStringLiteral("planned")).toInteger(), planned(6));
    // The time left, from the speed the parts recorded (timing.json): the cancelled shard has one of its own.
    EXPECT_GT(cancelled.value(QStringLiteral("matches_per_second")).toDouble(), 0);
    EXPECT_GT(cancelled.value(QStringLiteral("seconds_left")).toDouble(), 0);
    EXPECT_GT(missingShard(s, 6).value(QStringLiteral("seconds_left")).toDouble(), 0);
    EXPECT_GE(s.value(QStringLiteral("seconds_left_total")).toDouble(),
              s.value(QStringLiteral("seconds_left_longest")).toDouble());
}

}  // namespace

TEST(Status, SaysWhichShardsAreDoneCancelledKilledTornMissingRepeatedOrForeign) {
    const StatusFolders f;
    auto part = [&](int k) { return f.part(k); };
    makeEveryKindOfShard(f);
    if (HasFatalFailure()) return;
    const QStringList parts{part(1), f.copy, f.foreign, part(2), part(3), part(4), part(5)};
    expectEveryKindReported(f, parts);

    // In words: a table and the verdict.
    const Result text1 = cli(QStringList{QStringLiteral("status")} + parts);
    EXPECT_EQ(text1.code, 1);
    EXPECT_TRUE(
        text1.out.contains(QStringLiteral("5 of 6 shards not done: resubmit tasks 2, 3, 4, 5, 6; the others are complete.")))
        << text1.out.toStdString();
    EXPECT_TRUE(text1.out.contains(QStringLiteral("Leave 2 folders out of the merge"))) << text1.out.toStdString();

    int code = 0;
    // Finished as the status says: resume the cancelled and the killed shard, run the torn one
    // and the missing one again; then every shard is done and the parts merge.
    for (int k : {2, 3}) {
        const Result r = cli(shard(k, part(k)) + QStringList{QStringLiteral("--resume"), part(k)});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
    }
    for (int k : {4, 5, 6}) {
        ASSERT_TRUE(QDir(part(k)).removeRecursively());
        ASSERT_EQ(cli(shard(k, part(k))).code, 0);
    }
    const QStringList all{part(1), part(2), part(3), part(4), part(5), part(6)};
    const QJsonObject finished = statusOf(all, code);
    EXPECT_EQ(code, 0);
    EXPECT_TRUE(finished.value(QStringLiteral("all_done")).toBool());
    EXPECT_EQ(finished.value(QStringLiteral("matches_played")).toInteger(),
              planned(1) + planned(2) + planned(3) + planned(4) + planned(5) + planned(6));
    const Result text2 = cli(QStringList{QStringLiteral("status")} + all);
    EXPECT_EQ(text2.code, 0);
    EXPECT_TRUE(text2.out.contains(QStringLiteral("All 6 shards are done"))) << text2.out.toStdString();
    EXPECT_EQ(
        cli(QStringList{QStringLiteral("merge")} + all + QStringList{QStringLiteral("--out"), f.dir.filePath(QStringLiteral("m"))})
            .code,
        0);
}

TEST(Status, RefusesNoFoldersAndReportsUnreadableOnes) {
    EXPECT_EQ(cli({QStringLiteral("status")}).code, 2);
    QTemporaryDir dir;
    const Result r = cli({QStringLiteral("status"), dir.filePath(QStringLiteral("nowhere")), dir.path()});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.out.contains(QStringLiteral("no such folder"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("holds no results"))) << r.out.toStdString();
}
