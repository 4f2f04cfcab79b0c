// rulelab-cli across processes: shards and their merge, resume, interrupts, crashing plugins, unwritable output.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <algorithm>
#include <cmath>
#include <QJsonDocument>
#include <QJsonObject>
#include <QCryptographicHash>
#include <QProcess>

#include <sys/resource.h>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QElapsedTimer>
#include <QThread>
#include <gtest/gtest.h>

#include "khutka_cli.h"
#include "support/cli_runner.h"
#include "support/summary_seal.h"

using namespace rulelab::testsupport;

namespace {
const QStringList kShardRun = words(
    "run fixture-nim --reading normal --reading misere --matches 1003 --seed 21 "
    "--agents greedy,random --swap-seats");
}  // namespace

// Four shards run by GNU parallel, merged, give exactly the single run (docs/cluster.md).
TEST(Cli, ShardsRunWithGnuParallelMergeToTheSingleRun) {
    QTemporaryDir dir;
    ASSERT_EQ(cli(kShardRun + QStringList{QStringLiteral("--out"), dir.filePath(QStringLiteral("single"))}).code, 0);
    QProcess par;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_FIXTURE_DIR "/good"));
    par.setProcessEnvironment(env);
    par.setWorkingDirectory(dir.path());
    QStringList args{QStringLiteral("--will-cite"), QStringLiteral(RULELAB_CLI)};
    args << kShardRun << QStringLiteral("--shard") << QStringLiteral("{}/4") << QStringLiteral("--out")
         << QStringLiteral("part{}") << QStringLiteral(":::") << QStringLiteral("1") << QStringLiteral("2") << QStringLiteral("3")
         << QStringLiteral("4");
    par.start(QStringLiteral("parallel"), args);
    ASSERT_TRUE(par.waitForFinished(120000));
    ASSERT_EQ(par.exitCode(), 0) << par.readAllStandardError().toStdString();
    const QString p1 = dir.filePath(QStringLiteral("part1")), p2 = dir.filePath(QStringLiteral("part2")),
                  p3 = dir.filePath(QStringLiteral("part3")), p4 = dir.filePath(QStringLiteral("part4"));
    // Parts in any order.
    const Result m =
        cli({QStringLiteral("merge"), p3, p1, p4, p2, QStringLiteral("--out"), dir.filePath(QStringLiteral("merged"))});
    ASSERT_EQ(m.code, 0) << m.err.toStdString();
    EXPECT_EQ(readAll(dir.filePath(QStringLiteral("merged/summary.json"))),
              readAll(dir.filePath(QStringLiteral("single/summary.json"))));
    EXPECT_EQ(readAll(dir.filePath(QStringLiteral("merged/matches.csv"))),
              readAll(dir.filePath(QStringLiteral("single/matches.csv"))));
    // A shard holds exactly its matches: 1003 * 1/4 .. 1003 * 2/4 = 250 .. 500 for shard 2.
    EXPECT_EQ(readAll(p2 + QStringLiteral("/matches.csv")).count('\n'), 1 + 2 * (501 - 250));

    Result r = cli({QStringLiteral("merge"), p1, p2, p4, QStringLiteral("--out"), dir.filePath(QStringLiteral("m2"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("shard 3/4 is missing"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("m2/summary.json"))));
    r = cli({QStringLiteral("merge"), p1, p1, p2, p3, QStringLiteral("--out"), dir.filePath(QStringLiteral("m3"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("is also in"))) << r.err.toStdString();
    // A truncated match file is refused, named; nothing is written.
    QByteArray csv = readAll(p4 + QStringLiteral("/matches.csv"));
    writeAll(p4 + QStringLiteral("/matches.csv"), csv.left(csv.size() - 7));
    r = cli({QStringLiteral("merge"), p1, p2, p3, p4, QStringLiteral("--out"), dir.filePath(QStringLiteral("m4"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(p4 + QStringLiteral("/matches.csv differs from the one"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("m4/summary.json"))));
    // A corrupt summary is refused too.
    writeAll(p4 + QStringLiteral("/matches.csv"), csv);
    writeAll(p3 + QStringLiteral("/summary.json"), "{\"format\": \"rulelab-summary\", \"experi");
    r = cli({QStringLiteral("merge"), p1, p2, p3, p4, QStringLiteral("--out"), dir.filePath(QStringLiteral("m5"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("summary.json: not a RuleLab summary"))) << r.err.toStdString();
    // A shard of another experiment is refused. (Run into p3 as it is, the corrupt folder is
    // refused, not replaced: --out continues what a folder holds.)
    EXPECT_EQ(cli(words("run fixture-nim --reading normal --reading misere --matches 1003 --seed 22 --agents greedy,random "
                        "--swap-seats --shard 3/4 --out") +
                  QStringList{p3})
                  .code,
              1);
    ASSERT_TRUE(QDir(p3).removeRecursively());
    ASSERT_EQ(cli(words("run fixture-nim --reading normal --reading misere --matches 1003 --seed 22 --agents greedy,random "
                        "--swap-seats --shard 3/4 --out") +
                  QStringList{p3})
                  .code,
              0);
    r = cli({QStringLiteral("merge"), p1, p2, p3, p4, QStringLiteral("--out"), dir.filePath(QStringLiteral("m6"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("a different experiment"))) << r.err.toStdString();
    EXPECT_EQ(cli(kShardRun + words("--shard 5/4")).code, 2);
}

// Every summary names the build of the game's rules that played it; parts of other builds are
// neither merged nor resumed.
TEST(Cli, SummariesRecordThePluginBuildAndMergeRefusesAnother) {
    QTemporaryDir dir;
    const QString p1 = dir.filePath(QStringLiteral("p1")), p2 = dir.filePath(QStringLiteral("p2"));
    ASSERT_EQ(cli(kShardRun + words("--shard 1/2 --out") + QStringList{p1}).code, 0);
    ASSERT_EQ(cli(kShardRun + words("--shard 2/2 --out") + QStringList{p2}).code, 0);
    const QJsonObject s = QJsonDocument::fromJson(readAll(p2 + QStringLiteral("/summary.json"))).object();
    const QJsonObject plugin = s.value(QStringLiteral("plugin")).toObject();
    EXPECT_EQ(plugin.value(QStringLiteral("id")).toString(), QStringLiteral("fixture-nim"));
    EXPECT_EQ(plugin.value(QStringLiteral("version")).toString(), QStringLiteral("2"));
    const QStringList libs = QDir(QStringLiteral(RULELAB_FIXTURE_DIR "/good")).entryList(QDir::Files);
    ASSERT_EQ(libs.size(), 1) << libs.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(plugin.value(QStringLiteral("file")).toString(), libs.front());
    const QByteArray lib = readAll(QStringLiteral(RULELAB_FIXTURE_DIR "/good/") + libs.front());
    EXPECT_EQ(plugin.value(QStringLiteral("sha256")).toString(),
              QString::fromLatin1(QCryptographicHash::hash(lib, QCryptographicHash::Sha256).toHex()));
    EXPECT_EQ(cli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), dir.filePath(QStringLiteral("m"))}).code, 0);

    // The second part claims another build of the rules (sealed as if written so: an edit alone
    // is refused before, as an edit).
    QJsonObject edited = s, other = plugin;
    other.insert(QStringLiteral("sha256"), QString(64, QLatin1Char('0')));
    edited.insert(QStringLiteral("plugin"), other);
    writeAll(p2 + QStringLiteral("/summary.json"), QJsonDocument(resealed(edited, p2)).toJson());
    Result r = cli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), dir.filePath(QStringLiteral("m2"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("field 'plugin'")) && r.err.contains(QStringLiteral("sha256")))
        << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("m2/summary.json"))));
    // Nor may a run be finished with another build than the one that started it.
    edited.insert(QStringLiteral("cancelled"), true);
    writeAll(p2 + QStringLiteral("/summary.json"), QJsonDocument(resealed(edited, p2)).toJson());
    r = cli(kShardRun + QStringList{QStringLiteral("--resume"), p2});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("field 'plugin' differs"))) << r.err.toStdString();
}

// An interrupted run keeps its finished matches; --resume completes them to the single run.
TEST(Cli, ResumeCompletesAnInterruptedRunExactly) {
    QTemporaryDir dir;
    const QString full = dir.filePath(QStringLiteral("full")), part = dir.filePath(QStringLiteral("part"));
    ASSERT_EQ(cli(kShardRun + QStringList{QStringLiteral("--out"), full}).code, 0);
    // An interrupted result: the first 400 matches of the first reading, marked cancelled.
    ASSERT_TRUE(QDir().mkpath(part));
    const QList<QByteArray> lines = readAll(full + QStringLiteral("/matches.csv")).split('\n');
    QByteArray csv;
    for (int i = 0; i <= 400; ++i) csv += lines[i] + '\n';
    writeAll(part + QStringLiteral("/matches.csv"), csv);
    QJsonObject s = QJsonDocument::fromJson(readAll(full + QStringLiteral("/summary.json"))).object();
    s.insert(QStringLiteral("cancelled"), true);
    QJsonObject record;  // what an interrupted run records for its partial match file
    record.insert(QStringLiteral("rows"), 400);
    record.insert(QStringLiteral("sha256"),
                  QString::fromLatin1(QCryptographicHash::hash(csv, QCryptographicHash::Sha256).toHex()));
    s.insert(QStringLiteral("matches_csv"), record);
    writeAll(part + QStringLiteral("/summary.json"), QJsonDocument(resealed(s, part)).toJson());
    const Result r = cli(kShardRun + QStringList{QStringLiteral("--resume"), part});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(readAll(part + QStringLiteral("/summary.json")), readAll(full + QStringLiteral("/summary.json")));
    EXPECT_EQ(readAll(part + QStringLiteral("/matches.csv")), readAll(full + QStringLiteral("/matches.csv")));
    // Resuming with another experiment is refused.
    const Result other = cli(words("run fixture-nim --reading normal --matches 10 --seed 1 --resume") + QStringList{part});
    EXPECT_EQ(other.code, 1);
    EXPECT_TRUE(other.err.contains(QStringLiteral("different experiment"))) << other.err.toStdString();
}

// Ctrl-C (or SIGTERM) stops a run with a message and a non-zero exit, keeping what finished.
TEST(Cli, InterruptKeepsFinishedMatches) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("res"));
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_FIXTURE_DIR "/good"));
    p.setProcessEnvironment(env);
    // Long enough that it cannot finish before the signal: 20 million matches.
    p.start(QStringLiteral(RULELAB_CLI),
            words("run fixture-nim --reading normal --matches 20000000 --seed 1 --set pile=200 --out") + QStringList{out});
    ASSERT_TRUE(p.waitForStarted());
    QThread::msleep(700);
    p.terminate();
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 130);
    EXPECT_TRUE(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("Interrupted:")));
    const QJsonObject s = QJsonDocument::fromJson(readAll(out + QStringLiteral("/summary.json"))).object();
    EXPECT_TRUE(s.value(QStringLiteral("cancelled")).toBool());
    const int kept = s.value(QStringLiteral("readings")).toArray()[0].toObject().value(QStringLiteral("matches")).toInt();
    EXPECT_GT(kept, 0);
    EXPECT_LT(kept, 20000000);
    EXPECT_EQ(readAll(out + QStringLiteral("/matches.csv")).count('\n'), kept + 1);
}

// Ctrl-C (or SIGTERM) stops a long exploration: what was found is analysed and printed, marked
// interrupted, and the exit code says so. Progress goes to standard error.
TEST(Cli, InterruptedGraphReportsWhatItFound) {
    QProcess p;
    p.setProcessEnvironment(khutkaEnvironment());
    // The historical board has far more states than can be explored before the signal.
    p.start(QStringLiteral(RULELAB_CLI),
            words("graph khutka-boia --reading reconstruction --max-nodes 50000000 --progress --json"));
    ASSERT_TRUE(p.waitForStarted());
    QByteArray err;
    for (int i = 0; i < 200 && !err.contains("states found"); ++i) {
        p.waitForReadyRead(100);
        err += p.readAllStandardError();
    }
    ASSERT_TRUE(err.contains("states found")) << err.toStdString();
    p.terminate();
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 130);
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    EXPECT_FALSE(o.value(QStringLiteral("complete")).toBool());
    EXPECT_TRUE(o.value(QStringLiteral("cancelled")).toBool());
    EXPECT_GT(o.value(QStringLiteral("nodes")).toInteger(), 0);
}

namespace {

// `rulelab-cli games` with the fixture plugin in folder `fixture` beside the good one: it lists
// Fixture Nim, not the plugin `id`, and reports that plugin in words holding each of `messages`.
void expectReportedAndSkipped(const char *fixture, const char *id, std::initializer_list<const char *> messages) {
    SCOPED_TRACE(fixture);
    const Result r = cliIn(pluginPathEnvironment(QStringLiteral(RULELAB_FIXTURE_DIR "/") + QLatin1String(fixture) +
                                                 QStringLiteral(":" RULELAB_FIXTURE_DIR "/good")),
                           {QStringLiteral("games")});
    EXPECT_EQ(r.code, 0);  // a normal exit (a crash gives -1), code 0
    EXPECT_TRUE(r.out.contains(QStringLiteral("fixture-nim"))) << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(QLatin1String(id)));
    for (const char *m : messages) EXPECT_TRUE(r.err.contains(QLatin1String(m))) << m << "\n" << r.err.toStdString();
}

}  // namespace

// A plugin that crashes while loading is tried in a child process first, reported, and skipped.
TEST(Cli, APluginThatCrashesOnLoadIsReportedAndSkipped) {
    expectReportedAndSkipped("crash", "fixture-crash", {"plugin crashes while loading", "libfixture_nim_crash"});
}

// A plugin that ends the process while loading (_exit(0) in its constructor) used to pass the
// probe as loaded and then end the CLI silently with exit code 0 and no output; now the probe
// must say it finished, and the plugin is reported and skipped.
TEST(Cli, APluginThatExitsOnLoadIsReportedAndSkipped) {
    expectReportedAndSkipped("exit", "fixture-exit", {"plugin ends the process while loading"});
}

TEST(Cli, UnwritableOutputFolderIsARuntimeError) {
    // /proc refuses new folders even to root.
    expectCli("run fixture-nim --reading normal --matches 5 --seed 1 --out /proc/rulelab-results", 1,
              {"/proc/rulelab-results: cannot create the output folder"});
}
