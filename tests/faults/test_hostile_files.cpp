// Hostile or odd input files (issue 35): a device, a FIFO or a folder where a file is expected, a
// file far larger than any real one, a reading file that takes a built-in reading's id,
// unreadable folders, a folder of plugins found twice, and bad files that must exit 1 naming
// themselves. Each is refused (or reported) at once, naming the file: never read until memory
// runs out, never waited on for ever, never skipped in silence. Outputs and Ctrl-C:
// test_hostile_outputs.cpp.
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "hostile_support.h"

using namespace rulelab::testsupport;

namespace {

QStringList nimRun(const QString &reading) {
    return {QStringLiteral("run"),       QStringLiteral("fixture-nim"), QStringLiteral("--reading"), reading,
            QStringLiteral("--matches"), QStringLiteral("20"),          QStringLiteral("--seed"),    QStringLiteral("1")};
}

// Exit 1, and the message names `file` and says it is no regular file.
void expectRefusedNotRegular(const Result &r, const QString &file, const char *kind) {
    EXPECT_EQ(r.code, 1) << r.err.toStdString();
    EXPECT_TRUE(
        r.err.contains(file + QStringLiteral(": is ") + QString::fromLatin1(kind) + QStringLiteral(", not a regular file")))
        << r.err.toStdString();
}

}  // namespace

// `--reading /dev/zero` aborted with std::bad_alloc; a FIFO blocked for ever; a folder named
// x.json gave Qt's "Unknown error". Now each is refused at once, naming the file, for every kind
// of input file: reading, experiment, match file, explore spec, observed map.
TEST(HostileFiles, DevicesFifosAndFoldersAreRefusedAsInputs) {
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("reading.json")), folder = dir.filePath(QStringLiteral("folder.json"));
    ASSERT_TRUE(makeFifo(fifo));
    ASSERT_TRUE(QDir().mkpath(folder));
    const QProcessEnvironment env = fixtureEnvironment();
    expectRefusedNotRegular(cliLimited(env, nimRun(QStringLiteral("/dev/zero"))), QStringLiteral("/dev/zero"), "a device");
    expectRefusedNotRegular(cliLimited(env, nimRun(fifo)), fifo, "a FIFO (named pipe)");
    expectRefusedNotRegular(cliLimited(env, nimRun(folder)), folder, "a folder");
    expectRefusedNotRegular(cliLimited(env, {QStringLiteral("run"), QStringLiteral("--experiment"), fifo}), fifo,
                            "a FIFO (named pipe)");
    expectRefusedNotRegular(cliLimited(env, {QStringLiteral("run"), QStringLiteral("--experiment"), QStringLiteral("/dev/zero")}),
                            QStringLiteral("/dev/zero"), "a device");
    expectRefusedNotRegular(
        cliLimited(env, {QStringLiteral("play"), QStringLiteral("fixture-nim"), QStringLiteral("--from-match"), fifo}), fifo,
        "a FIFO (named pipe)");
    expectRefusedNotRegular(cliLimited(env, {QStringLiteral("play"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"),
                                             QStringLiteral("/dev/zero")}),
                            QStringLiteral("/dev/zero"), "a device");
    expectRefusedNotRegular(cliLimited(env, {QStringLiteral("explore"), QStringLiteral("--spec"), fifo}), fifo,
                            "a FIFO (named pipe)");
    expectRefusedNotRegular(cliLimited(env, {QStringLiteral("methods"), QStringLiteral("/dev/zero")}),
                            QStringLiteral("/dev/zero"), "a device");
}

// A file read whole is capped (64 MB for reading, rules and experiment files): a 100 MB
// reading file is refused at once, naming the file and the cap, without reading it.
TEST(HostileFiles, AFileLargerThanTheCapIsRefusedNamingTheCap) {
    QTemporaryDir dir;
    const QString big = dir.filePath(QStringLiteral("big.json"));
    ASSERT_TRUE(makeSparseFile(big, qint64{100} << 20));
    const Result r = cliLimited(fixtureEnvironment(), nimRun(big));
    EXPECT_EQ(r.code, 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(big + QStringLiteral(": is larger than 64 MB"))) << r.err.toStdString();
}

// A games folder is read at every start: a *.json symlink to /dev/zero there grew to 21 GB until
// the out-of-memory killer came, and a FIFO blocked for ever. Now each is reported, naming it, as
// is a file of gigabytes, and the other games load.
TEST(HostileFiles, AGamesFolderWithADeviceOrAHugeFileWarnsAndLoadsTheRest) {
    QTemporaryDir dir;
    const QString games = dir.filePath(QStringLiteral("games"));
    ASSERT_TRUE(QDir().mkpath(games));
    const QString zero = QDir(games).filePath(QStringLiteral("zero.json")),
                  huge = QDir(games).filePath(QStringLiteral("huge.json"));
    ASSERT_TRUE(QFile::link(QStringLiteral("/dev/zero"), zero));
    ASSERT_TRUE(makeSparseFile(huge, qint64{3} << 30));
    const QString pipe = QDir(games).filePath(QStringLiteral("pipe.json"));
    ASSERT_TRUE(makeFifo(pipe));
    const Result r = cliLimited(realPlugins(), {QStringLiteral("games"), QStringLiteral("--games-dir"), games});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("warning: rules file %1: is a device, not a regular file").arg(zero)))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("warning: rules file %1: is larger than 64 MB").arg(huge))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("warning: rules file %1: is a FIFO (named pipe), not a regular file").arg(pipe)))
        << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("walak-pussa"))) << r.out.toStdString();  // the shipped ones still load
}

// A reading file with a built-in reading's id and other options was run and labelled as the
// built-in reading. Now it is refused naming the file, the built-in's origin and the option that
// differs; an exact copy (a built-in reading exported from the workbench) is still accepted.
TEST(HostileFiles, AReadingFileCannotPoseAsABuiltInReading) {
    QTemporaryDir dir;
    const QString impostor = dir.filePath(QStringLiteral("normal.json")), copy = dir.filePath(QStringLiteral("copy.json"));
    writeNimReading(impostor, QStringLiteral("normal"), 9);
    writeNimReading(copy, QStringLiteral("normal"), 21);  // the built-in's options exactly
    Result r = cliLimited(fixtureEnvironment(), nimRun(impostor));
    EXPECT_EQ(r.code, 1) << r.err.toStdString();
    EXPECT_TRUE(
        r.err.contains(impostor + QStringLiteral(": field 'id' is 'normal', the id of a built-in reading of fixture-nim")))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("libfixture_nim.so"))) << r.err.toStdString();  // where the built-in is
    EXPECT_TRUE(r.err.contains(QStringLiteral("option 'pile' is '9' in the file, '21' in the built-in reading")))
        << r.err.toStdString();
    r = cliLimited(fixtureEnvironment(), nimRun(copy) + QStringList{QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    // The same matches as the built-in reading itself.
    const Result builtIn =
        cliLimited(fixtureEnvironment(), nimRun(QStringLiteral("normal")) + QStringList{QStringLiteral("--json")});
    ASSERT_EQ(builtIn.code, 0);
    auto entry = [](const Result &x) {
        return QJsonDocument::fromJson(x.out.toUtf8()).object().value(QStringLiteral("readings")).toArray().first().toObject();
    };
    for (const char *key : {"reading", "options", "outcomes", "metrics", "turns"})
        EXPECT_EQ(entry(r).value(QLatin1String(key)), entry(builtIn).value(QLatin1String(key))) << key;
}

// A folder of plugins named twice, or a copy of one (RULELAB_PLUGIN_PATH=build:copy), printed
// seven warnings about rules files "already loaded from" themselves. Now: one warning, naming
// the copy and where its plugins were loaded from.
TEST(HostileFiles, APluginFolderFoundTwiceGivesOneWarning) {
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("copy"));
    ASSERT_TRUE(QDir().mkpath(copy));
    const QDir build(QStringLiteral(RULELAB_PLUGIN_DIR));
    int copied = 0;
    for (const QString &f : build.entryList({QStringLiteral("*.so")}, QDir::Files))
        copied += QFile::copy(build.filePath(f), QDir(copy).filePath(f)) ? 1 : 0;
    ASSERT_GE(copied, 2);
    QProcessEnvironment env = realPlugins();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_PLUGIN_DIR ":") + copy);
    const Result r = cliLimited(env, {QStringLiteral("games")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.err.count(QStringLiteral("warning")), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("warning: plugin folder %1: its plugins ").arg(copy))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("are already loaded from ") + QDir(build).canonicalPath() + QStringLiteral(" (")) ||
                r.err.contains(QStringLiteral("are already loaded from " RULELAB_PLUGIN_DIR " (")))
        << r.err.toStdString();
    EXPECT_EQ(r.err.count(QStringLiteral("rules file")), 0) << r.err.toStdString();
}

// An unreadable --games-dir, or plugin folder, was skipped in silence: the games in it simply
// were not there. Now each is reported, naming it. (As root every folder is readable: the
// program is then run as the user nobody.)
TEST(HostileFiles, UnreadableGamesAndPluginFoldersAreReported) {
    QTemporaryDir dir;
    ASSERT_TRUE(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                                      QFileDevice::ReadOther | QFileDevice::ExeOther | QFileDevice::ReadGroup |
                                                      QFileDevice::ExeGroup));
    const QString games = dir.filePath(QStringLiteral("games")), plugins = dir.filePath(QStringLiteral("plugins"));
    ASSERT_TRUE(QDir().mkpath(games) && QDir().mkpath(plugins));
    ASSERT_EQ(::chmod(QFile::encodeName(games).constData(), 0), 0);
    ASSERT_EQ(::chmod(QFile::encodeName(plugins).constData(), 0), 0);
    QProcessEnvironment env = realPlugins();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_PLUGIN_DIR ":") + plugins);
    env.insert(QStringLiteral("HOME"), dir.path());
    QString program = QStringLiteral(RULELAB_CLI);
    QStringList args{QStringLiteral("games"), QStringLiteral("--games-dir"), games};
    if (::geteuid() == 0) {
        if (QProcess::execute(QStringLiteral("setpriv"), {QStringLiteral("--version")}) != 0) GTEST_SKIP() << "no setpriv";
        args = QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"),
                           program} +
               args;
        program = QStringLiteral("setpriv");
    }
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    ASSERT_TRUE(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    EXPECT_EQ(p.exitCode(), 0) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("warning: games folder %1: cannot be read (Permission denied)").arg(games)))
        << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("warning: plugin folder %1: cannot be read (Permission denied)").arg(plugins)))
        << err.toStdString();
    ::chmod(QFile::encodeName(games).constData(), 0700);
    ::chmod(QFile::encodeName(plugins).constData(), 0700);
}

// Bad input files that exited 2 (a usage error, "Try --help") are runtime errors naming the file
// (exit 1): the base reading file of a combination or a sweep of another game or with an invalid
// option, an explore spec with an unknown base reading, option or value, a match file whose
// options are not the game's.
TEST(HostileFiles, BadInputFilesExitOneNamingTheFile) {
    QTemporaryDir dir;
    const QString other = dir.filePath(QStringLiteral("other.json")), bad = dir.filePath(QStringLiteral("bad.json"));
    writeAll(other, R"({"format": "rulelab-reading", "version": 1, "game": "another-game", "id": "x", "options": {}})");
    writeAll(bad, R"({"format": "rulelab-reading", "version": 1, "game": "fixture-nim", "id": "mine",
                      "options": {"pile": 9, "take": "one_to_nine", "misere": false, "first_player": "random",
                                  "bias": 0.5, "endless": false}})");
    const QProcessEnvironment env = fixtureEnvironment();
    auto expectNamed = [&](const QStringList &args, const QString &file, const QString &what) {
        const Result r = cliLimited(env, args);
        EXPECT_EQ(r.code, 1) << args.join(QLatin1Char(' ')).toStdString() << "\n" << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(file) && r.err.contains(what)) << r.err.toStdString();
        EXPECT_FALSE(r.err.contains(QStringLiteral("--help"))) << r.err.toStdString();
    };
    expectNamed(nimRun(other + QStringLiteral("[pile=5]")), other, QStringLiteral("field 'game' is 'another-game'"));
    const QStringList sweep{
        QStringLiteral("sweep"),     QStringLiteral("fixture-nim"), QStringLiteral("--vary"), QStringLiteral("misere=true,false"),
        QStringLiteral("--matches"), QStringLiteral("10"),          QStringLiteral("--seed"), QStringLiteral("1"),
        QStringLiteral("--base")};
    expectNamed(sweep + QStringList{other}, other, QStringLiteral("field 'game' is 'another-game'"));
    expectNamed(sweep + QStringList{bad}, bad, QStringLiteral("'one_to_nine'"));
    // An exploration's spec file: an unknown base reading, an unknown option, an unknown value.
    const QString spec = dir.filePath(QStringLiteral("spec.json"));
    auto writeSpec = [&](const char *base, const char *option, const char *value) {
        writeAll(spec, QStringLiteral(R"({"format": "rulelab-explore", "game": "fixture-nim", "base": "%1",
                     "vary": [{"option": "%2", "values": ["%3"]}], "require": ["Completion >= 0.9"], "budget": 200, "seed": 1})")
                           .arg(QString::fromLatin1(base), QString::fromLatin1(option), QString::fromLatin1(value))
                           .toUtf8());
    };
    const QStringList explore{QStringLiteral("explore"), QStringLiteral("--spec"), spec};
    writeSpec("no-such-reading", "misere", "true");
    expectNamed(explore, spec, QStringLiteral("no reading 'no-such-reading'"));
    writeSpec("normal", "misery", "true");
    expectNamed(explore, spec, QStringLiteral("field 'vary': misery"));
    writeSpec("normal", "misere", "perhaps");
    expectNamed(explore, spec, QStringLiteral("'perhaps'"));
    // The same unknown value given by the flag is a usage error (exit 2), as before.
    writeSpec("normal", "misere", "true");
    EXPECT_EQ(cliLimited(env, explore + QStringList{QStringLiteral("--vary"), QStringLiteral("take=one_to_nine")}).code, 2);
    // A match file whose options the game does not have.
    const QString match = dir.filePath(QStringLiteral("match.json"));
    Result saved = cliLimited(env, {QStringLiteral("play"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"),
                                    QStringLiteral("normal"), QStringLiteral("--seat"), QStringLiteral("none"),
                                    QStringLiteral("--agent"), QStringLiteral("random"), QStringLiteral("--save"), match});
    ASSERT_EQ(saved.code, 0) << saved.err.toStdString();
    QByteArray json = readAll(match);
    ASSERT_TRUE(json.contains("\"one_to_three\""));
    json.replace("\"one_to_three\"", "\"one_to_nine\"");
    writeAll(match, json);
    expectNamed({QStringLiteral("play"), QStringLiteral("fixture-nim"), QStringLiteral("--from-match"), match}, match,
                QStringLiteral("'one_to_nine'"));
}
