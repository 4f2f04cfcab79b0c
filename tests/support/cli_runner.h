#pragma once
// Running rulelab-cli as a user runs it, for the CLI and fault-injection suites. Needs the
// compile definitions RULELAB_CLI (the program) and RULELAB_FIXTURE_DIR (the fixture plugins).
#include "support/files.h"

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <initializer_list>
#include <optional>

namespace rulelab::testsupport {

struct Result {
    int code = -1;
    QString out, err;
};

// This process's environment with the plugins taken from `path` (folders separated by ':').
inline QProcessEnvironment pluginPathEnvironment(const QString &path) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), path);
    return env;
}

// The fixture plugins only (and, for the API test, the wrong-API fixture).
inline QProcessEnvironment fixtureEnvironment(bool withWrongApi = false) {
    QString path = QStringLiteral(RULELAB_FIXTURE_DIR "/good");
    if (withWrongApi) path += QStringLiteral(":" RULELAB_FIXTURE_DIR "/wrong_api");
    QProcessEnvironment env = pluginPathEnvironment(path);
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    return env;
}

// rulelab-cli with `args` in the environment `env`; `input`, when given (empty included), is
// written to its standard input, which is then closed.
inline Result cliIn(const QProcessEnvironment &env, const QStringList &args,
                    const std::optional<QByteArray> &input = std::nullopt) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI), args);
    if (input) {
        EXPECT_TRUE(p.waitForStarted());
        p.write(*input);
        p.closeWriteChannel();
    }
    EXPECT_TRUE(p.waitForFinished(120000));
    Result r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

inline Result cli(const QStringList &args, bool withWrongApi = false) { return cliIn(fixtureEnvironment(withWrongApi), args); }

inline QStringList words(const char *s) { return QString::fromLatin1(s).split(QLatin1Char(' '), Qt::SkipEmptyParts); }

// `args` with the words that size a run long enough for a signal to come before its end:
// `plain`, or `sanitized` in the sanitizer build (about ten times slower).
inline QStringList sizedRun(const char *args, [[maybe_unused]] const char *plain, [[maybe_unused]] const char *sanitized) {
#ifdef RULELAB_SANITIZE
    return words(args) + words(sanitized);
#else
    return words(args) + words(plain);
#endif
}

// Runs `rulelab-cli ARGS` (ARGS split at spaces) with the fixture plugins and expects exit code
// `code` and each of `texts` in what it printed: its output when the code is 0, its errors
// otherwise. Returns the result for the caller's further checks.
inline Result expectCli(const char *args, int code, std::initializer_list<const char *> texts = {}) {
    SCOPED_TRACE(args);
    const Result r = cli(words(args));
    EXPECT_EQ(r.code, code) << r.err.toStdString();
    const QString &printed = code == 0 ? r.out : r.err;
    for (const char *t : texts) EXPECT_TRUE(printed.contains(QString::fromUtf8(t))) << t << "\n" << printed.toStdString();
    return r;
}

// A results folder of a real game: `rulelab-cli ARGS --seed SEED --out DIR/NAME` with the build's
// plugins (RULELAB_PLUGIN_DIR). Returns the folder.
inline QString runInto(const QTemporaryDir &dir, const QString &name, const QStringList &args, int seed = 1) {
    const QString out = dir.filePath(name);
    const Result r = cliIn(pluginPathEnvironment(QStringLiteral(RULELAB_PLUGIN_DIR)),
                           args + QStringList{QStringLiteral("--seed"), QString::number(seed), QStringLiteral("--out"), out});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    return out;
}

// The same with the folder's name and the arguments (split at spaces) as plain text.
inline QString runInto(const QTemporaryDir &dir, const char *name, const char *args, int seed = 1) {
    return runInto(dir, QString::fromLatin1(name), words(args), seed);
}

}  // namespace rulelab::testsupport
