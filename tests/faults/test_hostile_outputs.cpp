// Outputs and interruptions of a hostile or mistaken kind (issue 35): `--save` or `--out` naming a
// device, a FIFO or a folder where a file goes, a folder that does not exist or cannot be
// written; Ctrl-C while two agents play. Every output is checked before any work (no game played
// to be lost at its end, no run started), a device is never replaced by a regular file, and
// Ctrl-C stops a play within the decision in progress, keeping the game so far.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <QFileInfo>

#include <csignal>
#include <sys/resource.h>

#include "hostile_support.h"

using namespace rulelab::testsupport;

namespace {

// Where a file may not be written: a FIFO, a folder, a character device (root only), a path
// under a regular file (no folder at all, even for root) and a folder that does not exist.
struct BadTargets {
    QTemporaryDir dir;
    QString fifo, folder, device, underFile, missing;
    explicit BadTargets(const QString &suffix) {
        fifo = dir.filePath(QStringLiteral("fifo") + suffix);
        folder = dir.filePath(QStringLiteral("folder") + suffix);
        device = dir.filePath(QStringLiteral("null") + suffix);
        underFile = dir.filePath(QStringLiteral("file.txt/x") + suffix);
        missing = dir.filePath(QStringLiteral("no/such/folder/x") + suffix);
        EXPECT_TRUE(makeFifo(fifo));
        EXPECT_TRUE(QDir().mkpath(folder));
        if (!makeNullDevice(device)) device.clear();  // not root: no device of our own
        writeAll(dir.filePath(QStringLiteral("file.txt")), "a file, not a folder");
    }
    QStringList all() const {
        QStringList l{fifo, folder, underFile, missing};
        if (!device.isEmpty()) l << device;
        return l;
    }
    // Nothing was written and nothing replaced.
    void expectUntouched() const {
        EXPECT_EQ(kindAt(fifo), 'p');
        EXPECT_EQ(kindAt(folder), 'd');
        if (!device.isEmpty()) {
            EXPECT_EQ(kindAt(device), 'c');
        }
        EXPECT_EQ(kindAt(missing), '-');
        EXPECT_TRUE(QDir(folder).isEmpty());
    }
};

void expectRefusedBeforeWork(const Result &r, const QString &target, const QStringList &args) {
    EXPECT_EQ(r.code, 1) << args.join(QLatin1Char(' ')).toStdString() << "\n" << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("error: ") + target + QLatin1Char(':'))) << r.err.toStdString();
}

}  // namespace

// play --save to an unwritable path failed only after the game (the game was lost), and to a
// device replaced the device with a regular file. Now the game does not start: nothing of it is
// printed.
TEST(HostileFiles, PlaySaveIsCheckedBeforeTheGameStarts) {
    const BadTargets t(QStringLiteral(".json"));
    for (const QString &target : t.all()) {
        const QStringList args{QStringLiteral("play"),      QStringLiteral("fixture-nim"),
                               QStringLiteral("--reading"), QStringLiteral("normal"),
                               QStringLiteral("--seat"),    QStringLiteral("none"),
                               QStringLiteral("--agent"),   QStringLiteral("random"),
                               QStringLiteral("--save"),    target};
        const Result r = cliLimited(fixtureEnvironment(), args);
        expectRefusedBeforeWork(r, target, args);
        EXPECT_FALSE(r.out.contains(QStringLiteral("End:"))) << r.out.toStdString();  // no game was played
    }
    t.expectUntouched();
    const Result r =
        cliLimited(fixtureEnvironment(), {QStringLiteral("play"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"),
                                          QStringLiteral("normal"), QStringLiteral("--save"), t.underFile});
    EXPECT_TRUE(r.err.contains(QStringLiteral("is not a folder"))) << r.err.toStdString();
    const Result m =
        cliLimited(fixtureEnvironment(), {QStringLiteral("play"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"),
                                          QStringLiteral("normal"), QStringLiteral("--save"), t.missing});
    EXPECT_TRUE(m.err.contains(QStringLiteral("does not exist"))) << m.err.toStdString();
}

// run, compare, sweep, explore and merge --out: a device, a FIFO or a path under a file where
// the folder goes, or a FIFO or folder where one of its files goes, is refused before any match
// is played.
TEST(HostileFiles, ResultFoldersAreCheckedBeforeTheRun) {
    const BadTargets t{QString()};
    const QProcessEnvironment env = fixtureEnvironment();
    const QStringList run{QStringLiteral("run"),    QStringLiteral("fixture-nim"), QStringLiteral("--reading"),
                          QStringLiteral("normal"), QStringLiteral("--matches"),   QStringLiteral("50"),
                          QStringLiteral("--seed"), QStringLiteral("1"),           QStringLiteral("--out")};
    const QStringList sweep{QStringLiteral("sweep"),     QStringLiteral("fixture-nim"), QStringLiteral("--base"),
                            QStringLiteral("normal"),    QStringLiteral("--vary"),      QStringLiteral("misere=true,false"),
                            QStringLiteral("--matches"), QStringLiteral("50"),          QStringLiteral("--seed"),
                            QStringLiteral("1"),         QStringLiteral("--out")};
    const QStringList explore{QStringLiteral("explore"),   QStringLiteral("fixture-nim"),
                              QStringLiteral("--base"),    QStringLiteral("normal"),
                              QStringLiteral("--vary"),    QStringLiteral("misere"),
                              QStringLiteral("--require"), QStringLiteral("Completion >= 0.5"),
                              QStringLiteral("--budget"),  QStringLiteral("400"),
                              QStringLiteral("--seed"),    QStringLiteral("1"),
                              QStringLiteral("--out")};
    QStringList targets{t.fifo, t.underFile};
    if (!t.device.isEmpty()) targets << t.device;
    for (const QStringList &cmd : {run, sweep, explore})
        for (const QString &target : targets) {
            const Result r = cliLimited(env, cmd + QStringList{target});
            expectRefusedBeforeWork(r, target, cmd);
            EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();  // no table: nothing was run
        }
    // A results folder whose matches.csv (or summary.json) is a FIFO or a folder.
    for (const char *name : {"matches.csv", "summary.json"}) {
        const QString out = t.dir.filePath(QStringLiteral("results-") + QString::fromLatin1(name));
        ASSERT_TRUE(QDir().mkpath(out));
        const QString inside = QDir(out).filePath(QString::fromLatin1(name));
        ASSERT_TRUE(QString::fromLatin1(name) == QLatin1String("matches.csv") ? makeFifo(inside) : QDir().mkpath(inside));
        const Result r = cliLimited(env, run + QStringList{out});
        expectRefusedBeforeWork(r, inside, run);
        EXPECT_EQ(QDir(out).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot).size(),
                  1);  // nothing written beside it
    }
    // merge --out: checked before the parts are read.
    const Result m = cliLimited(env, {QStringLiteral("merge"), t.folder, QStringLiteral("--out"), t.fifo});
    expectRefusedBeforeWork(m, t.fifo, {QStringLiteral("merge")});
    t.expectUntouched();
}

// methods --out, chart --out and graph --out to a device, a FIFO or a folder replaced it with a
// regular file and reported success. Now each is refused before the text, figure or graph is
// made.
TEST(HostileFiles, MethodsChartAndGraphOutputsMustBeRegularFiles) {
    QTemporaryDir work;
    const QProcessEnvironment env = fixtureEnvironment();
    const QString results = work.filePath(QStringLiteral("results"));
    ASSERT_EQ(cliLimited(env, words("run fixture-nim --reading normal --reading misere --matches 200 --seed 1 --out") +
                                  QStringList{results})
                  .code,
              0);
    for (const QString &suffix : {QStringLiteral(".md"), QStringLiteral(".png"), QStringLiteral(".dot")}) {
#ifndef RULELAB_HAVE_CHARTS
        if (suffix == QLatin1String(".png")) continue;  // a build without figures has no chart command
#endif
        const BadTargets t(suffix);
        QStringList cmd = suffix == QLatin1String(".md")    ? QStringList{QStringLiteral("methods"), results}
                          : suffix == QLatin1String(".png") ? QStringList{QStringLiteral("chart"), results}
                                                            : words("graph fixture-nim --reading normal --set pile=5");
        cmd << QStringLiteral("--out");
        for (const QString &target : t.all()) {
            const Result r = cliLimited(env, cmd + QStringList{target});
            expectRefusedBeforeWork(r, target, cmd);
            EXPECT_FALSE(r.out.contains(QStringLiteral("written"))) << r.out.toStdString();
        }
        t.expectUntouched();
        // methods: the BibTeX file beside the text is checked too, before either is written.
        if (suffix == QLatin1String(".md")) {
            const QString text = t.dir.filePath(QStringLiteral("methods.md"));
            ASSERT_TRUE(QDir().mkpath(t.dir.filePath(QStringLiteral("methods.bib"))));
            const Result r = cliLimited(env, {QStringLiteral("methods"), results, QStringLiteral("--out"), text});
            expectRefusedBeforeWork(r, t.dir.filePath(QStringLiteral("methods.bib")), cmd);
            EXPECT_FALSE(QFile::exists(text));
        }
    }
}

// Ctrl-C while two agents played was ignored until the game ended (92 s under mcts:200000). Now
// the decision in progress is cut short and discarded: the game so far is saved (exit 130), and
// it is a prefix of the uninterrupted game (a decision cut short never enters it).
TEST(HostileFiles, CtrlCStopsTwoAgentsWithinADecisionAndKeepsTheGame) {
    QTemporaryDir dir;
    // One decision of mcts:10000000 on a pile of 200 takes minutes: only a cut-short decision
    // lets the program end within the wait below.
    auto interruptedPlay = [&](const QString &agent, const QString &save, int afterMs) {
        QProcess p;
        p.setProcessEnvironment(fixtureEnvironment());
        p.start(QStringLiteral(RULELAB_CLI), words("play fixture-nim --reading normal --set pile=200 --seat none --seed 3") +
                                                 QStringList{QStringLiteral("--agent"), agent, QStringLiteral("--save"), save});
        EXPECT_TRUE(p.waitForStarted());
        p.closeWriteChannel();
        // The header is printed before the agents start.
        QByteArray shown;
        for (int i = 0; i < 60 && !shown.contains("Answer with") && p.state() == QProcess::Running; ++i) {
            p.waitForReadyRead(1000);
            shown += p.readAllStandardOutput();
        }
        EXPECT_TRUE(shown.contains("Answer with"));
        QThread::msleep(static_cast<unsigned long>(afterMs));
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        EXPECT_TRUE(p.waitForFinished(90000)) << "Ctrl-C did not stop the play";
        EXPECT_EQ(p.exitCode(), 130) << p.readAllStandardError().toStdString();
        const QJsonObject match = QJsonDocument::fromJson(readAll(save)).object();
        EXPECT_EQ(match.value(QStringLiteral("format")).toString(), QStringLiteral("rulelab-match"));
        return match.value(QStringLiteral("moves")).toArray();
    };
    interruptedPlay(QStringLiteral("mcts:10000000"), dir.filePath(QStringLiteral("long.json")), 1000);
    // Two interruptions at different moments of the same game (seed 3): the shorter game is the
    // beginning of the longer one.
    const QJsonArray a = interruptedPlay(QStringLiteral("mcts:200000"), dir.filePath(QStringLiteral("a.json")), 1500);
    const QJsonArray b = interruptedPlay(QStringLiteral("mcts:200000"), dir.filePath(QStringLiteral("b.json")), 4000);
    const QJsonArray &shorter = a.size() <= b.size() ? a : b, &longer = a.size() <= b.size() ? b : a;
    for (qsizetype i = 0; i < shorter.size(); ++i) EXPECT_EQ(shorter[i], longer[i]) << "move " << i;
    // The saved game replays: it is a match file like any other.
    const Result r = cliLimited(fixtureEnvironment(),
                                {QStringLiteral("play"), QStringLiteral("fixture-nim"), QStringLiteral("--from-match"),
                                 dir.filePath(QStringLiteral("b.json")), QStringLiteral("--seat"), QStringLiteral("both")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
}

// graph --out built the whole GraphML or Graphviz text in memory after an exploration that had
// filled the budget: under --max-memory 200M the process peaked at 640 MB. The text's memory is
// now counted against the budget while exploring (graphTextReserve), and the text is saved
// without a copy: the peak stays within the budget, and the graph is saved.
TEST(HostileFiles, ASavedGraphStaysWithinItsMemoryBudget) {
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_KHUTKA_PLUGIN_DIR));
    for (const QString &name : {QStringLiteral("g.dot"), QStringLiteral("g.graphml")}) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RULELAB_CLI), words("graph khutka-boia --reading reconstruction --max-nodes 8000000 "
                                                   "--max-memory 200M --out") +
                                                 QStringList{dir.filePath(name)});
        ASSERT_TRUE(p.waitForFinished(300000));
        EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
        EXPECT_TRUE(p.readAllStandardOutput().contains("stopped before the memory budget"));
        EXPECT_GT(QFileInfo(dir.filePath(name)).size(), 1000000);
    }
    struct rusage ru {};
    ASSERT_EQ(getrusage(RUSAGE_CHILDREN, &ru), 0);
    if (!qEnvironmentVariableIsSet("ASAN_OPTIONS")) {
        EXPECT_LE(static_cast<long long>(ru.ru_maxrss) * 1024, 200LL * 1024 * 1024);  // ru_maxrss is in KiB
    }
}
