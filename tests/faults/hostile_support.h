#pragma once
// Helpers of the hostile-file suites (test_hostile_files.cpp, test_hostile_outputs.cpp): the
// odd things a user's disk can hold where RuleLab expects a file, and rulelab-cli run so that a
// regression cannot take the machine down with it.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <cerrno>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <unistd.h>

#include "support/cli_runner.h"

namespace rulelab::testsupport {

// rulelab-cli under a 3 GB address-space limit: a reader that took /dev/zero whole would fail
// with an allocation error at once instead of filling the machine's memory. `stdinText` is fed
// to it (then closed).
inline Result cliLimited(const QProcessEnvironment &env, const QStringList &args, const QByteArray &stdinText = {}) {
    QProcess p;
#ifdef RULELAB_SANITIZE
    // AddressSanitizer reserves terabytes of address space for its shadow memory, so it cannot
    // run under ulimit -v: its own limit on resident memory stands in (the process is stopped
    // above 3 GB).
    QProcessEnvironment limited = env;
    const QString asan = limited.value(QStringLiteral("ASAN_OPTIONS"));
    limited.insert(QStringLiteral("ASAN_OPTIONS"),
                   (asan.isEmpty() ? QString() : asan + QLatin1Char(':')) + QStringLiteral("hard_rss_limit_mb=3000"));
    p.setProcessEnvironment(limited);
    const QString limit = QStringLiteral("exec \"$0\" \"$@\"");
#else
    p.setProcessEnvironment(env);
    const QString limit = QStringLiteral("ulimit -v 3000000; exec \"$0\" \"$@\"");
#endif
    p.start(QStringLiteral("bash"), QStringList{QStringLiteral("-c"), limit, QStringLiteral(RULELAB_CLI)} + args);
    EXPECT_TRUE(p.waitForStarted());
    p.write(stdinText);
    p.closeWriteChannel();
    EXPECT_TRUE(p.waitForFinished(120000)) << "rulelab-cli " << args.join(QLatin1Char(' ')).toStdString() << " did not end";
    Result r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// The build's real plugins (the games, the rules-file plugin), in the C locale.
inline QProcessEnvironment realPlugins() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_PLUGIN_DIR));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    return env;
}

inline bool makeFifo(const QString &path) { return ::mkfifo(QFile::encodeName(path).constData(), 0644) == 0; }

// A character device like /dev/null, made inside the test's own folder (root only; false
// otherwise): a program that wrongly replaced it harms nothing.
inline bool makeNullDevice(const QString &path) {
    return ::mknod(QFile::encodeName(path).constData(), S_IFCHR | 0666, makedev(1, 3)) == 0;
}

// What is at `path`: 'c' a character device, 'p' a FIFO, 'd' a folder, 'f' a regular file, '-'
// nothing.
inline char kindAt(const QString &path) {
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) return '-';
    return S_ISCHR(st.st_mode) ? 'c' : S_ISFIFO(st.st_mode) ? 'p' : S_ISDIR(st.st_mode) ? 'd' : S_ISREG(st.st_mode) ? 'f' : '?';
}

// A regular file of `bytes` bytes that takes no disk space (a hole).
inline bool makeSparseFile(const QString &path, qint64 bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.resize(bytes);
}

// A fixture-nim reading file: every option given, the pile `pile`.
inline void writeNimReading(const QString &path, const QString &id, int pile) {
    writeAll(path, QStringLiteral(R"({"format": "rulelab-reading", "version": 1, "game": "fixture-nim", "id": "%1",
               "options": {"pile": %2, "take": "one_to_three", "misere": false, "first_player": "random",
                           "bias": 0.5, "endless": false}})")
                       .arg(id)
                       .arg(pile)
                       .toUtf8());
}

}  // namespace rulelab::testsupport
