// Fault injection: what happens to results when the disk fills, the pipe closes, the process is
// killed or interrupted, or the files are edited or mixed between runs. Each test drives
// rulelab-cli as a user (or a cluster's scheduler) would and checks what was kept.
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QThread>

#include <csignal>
#include <sys/resource.h>

#include "support/cli_runner.h"
#include "support/signal_runner.h"

using namespace rulelab::testsupport;

namespace {

void writeNineReading(const QString &path, int pile) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QStringLiteral(R"({"format": "rulelab-reading", "version": 1, "game": "fixture-nim", "id": "nine", "name": "Nine",
               "options": {"pile": %1, "take": "one_or_two", "misere": false, "first_player": "random",
                           "bias": 0.5, "endless": false}})")
                .arg(pile)
                .toUtf8());
}

}  // namespace

// Files before standard output: a closed pipe or a full device on stdout keeps both result
// files, and is reported with exit code 3 (not a silent kill, and not success).
TEST(Faults, ClosedOrFullStdoutKeepsTheFiles) {
    QTemporaryDir dir;
    for (const char *sink : {"> /dev/full", "| true"}) {
        const QString out =
            dir.filePath(QString::fromLatin1(sink).contains(QLatin1Char('|')) ? QStringLiteral("pipe") : QStringLiteral("full"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_FIXTURE_DIR "/good"));
        p.setProcessEnvironment(env);
        // The reader of the pipe is gone before the run starts writing.
        const QString cmd =
            QStringLiteral(
                "(sleep 0.3; '%1' run fixture-nim --reading normal --matches 300 --seed 1 --json --out '%2' %3; "
                "echo $? > '%2.rc')")
                .arg(QStringLiteral(RULELAB_CLI), out,
                     QString::fromLatin1(sink).startsWith(QLatin1Char('>')) ? QString::fromLatin1(sink) : QString()) +
            (QString::fromLatin1(sink).startsWith(QLatin1Char('|')) ? QStringLiteral(" | true") : QString());
        p.start(QStringLiteral("bash"), {QStringLiteral("-c"), cmd});
        ASSERT_TRUE(p.waitForFinished(60000));
        QThread::msleep(600);  // the subshell may still be finishing after `true` exits
        for (int i = 0; i < 50 && !QFile::exists(out + QStringLiteral(".rc")); ++i) QThread::msleep(100);
        EXPECT_EQ(readAll(out + QStringLiteral(".rc")).trimmed(), QByteArray("3")) << sink;
        EXPECT_TRUE(QFile::exists(out + QStringLiteral("/summary.json"))) << sink;
        EXPECT_EQ(readAll(out + QStringLiteral("/matches.csv")).count('\n'), 301) << sink;
    }
}

// Interruption is bounded by one decision, not by a match: under a slow agent (MCTS with 20,000
// playouts a move, a fraction of a second per move and tens of seconds per match of a pile of
// 200) SIGTERM stops the run within a few seconds; the matches in progress are abandoned and
// the finished ones before them kept. (Before, the run waited for those matches to finish.)
TEST(Faults, InterruptUnderASlowAgentStopsWithinSeconds) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("res"));
    QProcess p;
    p.setProcessEnvironment(fixtureEnvironment());
    p.start(QStringLiteral(RULELAB_CLI), words("run fixture-nim --reading normal --matches 100000 --seed 1 --set pile=200 "
                                               "--agents mcts:20000 --out") +
                                             QStringList{out});
    ASSERT_TRUE(p.waitForStarted());
    QThread::msleep(1500);
    QElapsedTimer t;
    t.start();
    p.terminate();
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_LT(t.elapsed(), 5000);
    EXPECT_EQ(p.exitCode(), 130);
    const QJsonObject s = QJsonDocument::fromJson(readAll(out + QStringLiteral("/summary.json"))).object();
    EXPECT_TRUE(s.value(QStringLiteral("cancelled")).toBool());
    const int kept = s.value(QStringLiteral("readings")).toArray()[0].toObject().value(QStringLiteral("matches")).toInt();
    EXPECT_EQ(readAll(out + QStringLiteral("/matches.csv")).count('\n'), kept + 1);
}

// Results cannot be mixed: shards played under different options (the reading file was edited
// between them), a part with an edited row, a merge onto one of its own inputs, and a resume
// with an edited reading file are all refused, naming what differs; nothing is written.
TEST(Faults, MergeAndResumeRefuseMixedOrEditedParts) {
    QTemporaryDir dir;
    const QString reading = dir.filePath(QStringLiteral("nine.json"));
    const QString p1 = dir.filePath(QStringLiteral("p1")), p2 = dir.filePath(QStringLiteral("p2"));
    auto shard = [&](const QString &k, const QString &out) {
        return cli({QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"), reading,
                    QStringLiteral("--matches"), QStringLiteral("200"), QStringLiteral("--seed"), QStringLiteral("2"),
                    QStringLiteral("--shard"), k, QStringLiteral("--out"), out});
    };
    writeNineReading(reading, 9);
    ASSERT_EQ(shard(QStringLiteral("1/2"), p1).code, 0);
    writeNineReading(reading, 12);
    ASSERT_EQ(shard(QStringLiteral("2/2"), p2).code, 0);
    Result m = cli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), dir.filePath(QStringLiteral("m"))});
    EXPECT_EQ(m.code, 1);
    EXPECT_TRUE(m.err.contains(QStringLiteral("option 'pile': '12' here, '9' there"))) << m.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("m/summary.json"))));
    // The same file again: --out p2 continues p2, whose matches were played with the other
    // options, so it is refused; started anew, the shards agree and merge.
    writeNineReading(reading, 9);
    m = shard(QStringLiteral("2/2"), p2);
    EXPECT_EQ(m.code, 1);
    EXPECT_TRUE(m.err.contains(QStringLiteral("now has other options than its finished matches were played with")))
        << m.err.toStdString();
    ASSERT_TRUE(QDir(p2).removeRecursively());
    ASSERT_EQ(shard(QStringLiteral("2/2"), p2).code, 0);
    m = cli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), dir.filePath(QStringLiteral("m"))});
    ASSERT_EQ(m.code, 0) << m.err.toStdString();
    // Not onto an input.
    m = cli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), p1});
    EXPECT_EQ(m.code, 2);
    EXPECT_TRUE(m.err.contains(QStringLiteral("is one of the parts being merged"))) << m.err.toStdString();
    // An edited row (one match's turns changed): the file no longer has the recorded SHA-256.
    QByteArray csv = readAll(p2 + QStringLiteral("/matches.csv"));
    const qsizetype at = csv.indexOf(",finished,") + 10;
    csv[at] = csv[at] == '1' ? '2' : '1';
    writeAll(p2 + QStringLiteral("/matches.csv"), csv);
    m = cli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), dir.filePath(QStringLiteral("m2"))});
    EXPECT_EQ(m.code, 1);
    EXPECT_TRUE(m.err.contains(QStringLiteral("SHA-256"))) << m.err.toStdString();
    // Resuming with an edited reading file: refused, naming the option.
    const QString part = dir.filePath(QStringLiteral("part"));
    ASSERT_EQ(cli({QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"), reading,
                   QStringLiteral("--matches"), QStringLiteral("100"), QStringLiteral("--seed"), QStringLiteral("2"),
                   QStringLiteral("--out"), part})
                  .code,
              0);
    writeNineReading(reading, 12);
    const Result r = cli({QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"), reading,
                          QStringLiteral("--matches"), QStringLiteral("100"), QStringLiteral("--seed"), QStringLiteral("2"),
                          QStringLiteral("--resume"), part});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("now has other options"))) << r.err.toStdString();
}

// Smaller refusals, each with its reason: an unknown --lang, a reading id that could not be read
// back from matches.csv, and a full disk (a file size limit) while the matches are written,
// reported with the system's reason and exit code 1, with no half-written result left.
TEST(Faults, SmallerRefusalsNameTheirReason) {
    const Result lang = cli(words("games --lang xx"));
    EXPECT_EQ(lang.code, 2);
    EXPECT_TRUE(lang.err.contains(QStringLiteral("--lang 'xx'"))) << lang.err.toStdString();
    EXPECT_EQ(cli(words("games --lang hi")).code, 0);
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile f(bad);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "rulelab-reading", "version": 1, "game": "fixture-nim", "id": "two\nlines", "name": "Bad",
               "options": {"pile": 9, "take": "one_or_two", "misere": false, "first_player": "random",
                           "bias": 0.5, "endless": false}})");
    f.close();
    const Result id =
        cli(QStringList{QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"), bad,
                        QStringLiteral("--matches"), QStringLiteral("5"), QStringLiteral("--seed"), QStringLiteral("1")});
    EXPECT_NE(id.code, 0);
    EXPECT_TRUE(id.err.contains(QStringLiteral("field 'id' may not hold line breaks"))) << id.err.toStdString();
    // ulimit -f 64: at most 64 KiB a file; 20,000 matches' rows are far more.
    const QString out = dir.filePath(QStringLiteral("full"));
    QProcess p;
    p.setProcessEnvironment(fixtureEnvironment());
    p.start(QStringLiteral("bash"),
            {QStringLiteral("-c"), QStringLiteral("ulimit -f 64; exec '%1' run fixture-nim --reading normal "
                                                  "--matches 20000 --seed 1 --out '%2'")
                                       .arg(QStringLiteral(RULELAB_CLI), out)});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 1);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    EXPECT_TRUE(err.contains(QStringLiteral("cannot save: File too large"))) << err.toStdString();
    EXPECT_FALSE(QFile::exists(out + QStringLiteral("/matches.csv")));
    EXPECT_FALSE(QFile::exists(out + QStringLiteral("/summary.json")));
}

// The graph's memory budget: an exploration that would grow without end (the full Khutka Boia
// board) stops incomplete before the process passes --max-memory, and a --max-nodes that cannot
// fit the budget is refused before anything is explored.
TEST(Faults, GraphStopsBeforeItsMemoryBudget) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_KHUTKA_PLUGIN_DIR));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI),
            words("graph khutka-boia --reading reconstruction --max-nodes 5000000 --max-memory 300M --json"));
    ASSERT_TRUE(p.waitForFinished(300000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    EXPECT_FALSE(o.value(QStringLiteral("complete")).toBool());
    EXPECT_EQ(o.value(QStringLiteral("stopped")).toString(), QStringLiteral("memory budget"));
    // The peak resident memory of the child stayed within the budget. (Not under AddressSanitizer,
    // whose quarantine keeps freed memory resident while the analysis after the exploration runs.)
    struct rusage ru {};
    ASSERT_EQ(getrusage(RUSAGE_CHILDREN, &ru), 0);
    if (!qEnvironmentVariableIsSet("ASAN_OPTIONS")) {
        EXPECT_LE(static_cast<long long>(ru.ru_maxrss) * 1024, 300LL * 1024 * 1024);  // ru_maxrss is in KiB
    }
    const Result r = cli(words("graph fixture-nim --reading normal --max-nodes 4000000000 --max-memory 300M"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("more than the memory budget"))) << r.err.toStdString();
}

// SIGKILL (a scheduler's KillWait, an out-of-memory killer) gives a run no chance to save. The
// rows stream into matches.csv.partial with a checkpoint a second, beside run.json written at
// the start; --resume continues from the last complete row, and the result is byte for byte
// the one an uninterrupted run gives.
TEST(Faults, KilledRunResumesFromItsCheckpointExactly) {
    QTemporaryDir dir;
    const QString killed = dir.filePath(QStringLiteral("killed")), whole = dir.filePath(QStringLiteral("whole"));
    const QStringList args =
        sizedRun("run fixture-nim --reading normal --seed 4 --set pile=200", "--matches 400000", "--matches 60000");
    // Wait until some rows have reached the file, then kill without warning (-1: the signal ended it).
    const QString partial = killed + QStringLiteral("/matches.csv.partial");
    const auto rowsWritten = [&] { return QFileInfo(partial).size() >= 200000; };
    ASSERT_EQ(runUntil(args + QStringList{QStringLiteral("--out"), killed}, rowsWritten, SIGKILL), -1);
    ASSERT_TRUE(QFile::exists(killed + QStringLiteral("/run.json")));
    ASSERT_FALSE(QFile::exists(killed + QStringLiteral("/summary.json")));
    const qint64 kept = readAll(partial).count('\n') - 1;
    EXPECT_GT(kept, 0);
    EXPECT_LT(kept, 400000);
    const Result r = cli(args + QStringList{QStringLiteral("--resume"), killed});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(killed + QStringLiteral("/run.json")));
    EXPECT_FALSE(QFile::exists(partial));
    ASSERT_EQ(cli(args + QStringList{QStringLiteral("--out"), whole}).code, 0);
    EXPECT_EQ(readAll(killed + QStringLiteral("/matches.csv")), readAll(whole + QStringLiteral("/matches.csv")));
    EXPECT_EQ(readAll(killed + QStringLiteral("/summary.json")), readAll(whole + QStringLiteral("/summary.json")));
}
