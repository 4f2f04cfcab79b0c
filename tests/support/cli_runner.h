#pragma once
// Running rulelab-cli as a user runs it, for the CLI and fault-injection suites. Needs the
// compile definitions RULELAB_CLI (the program) and RULELAB_FIXTURE_DIR (the fixture plugins).
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <optional>

namespace rulelab::testsupport {

struct Result {
    int code = -1;
    QString out, err;
};

// The fixture plugins only (and, for the API test, the wrong-API fixture).
inline QProcessEnvironment fixtureEnvironment(bool withWrongApi = false) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    QString path = QStringLiteral(RULELAB_FIXTURE_DIR "/good");
    if (withWrongApi) path += QStringLiteral(":" RULELAB_FIXTURE_DIR "/wrong_api");
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), path);
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

// A results folder of a real game: `rulelab-cli ARGS --seed 1 --out DIR/NAME` with the build's
// plugins (RULELAB_PLUGIN_DIR). Returns the folder.
inline QString runInto(const QTemporaryDir &dir, const QString &name, const QStringList &args) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_PLUGIN_DIR));
    const QString out = dir.filePath(name);
    const Result r = cliIn(env, args + QStringList{QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--out"), out});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    return out;
}

inline QStringList words(const char *s) { return QString::fromLatin1(s).split(QLatin1Char(' '), Qt::SkipEmptyParts); }

inline QByteArray readAll(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline void writeAll(const QString &path, const QByteArray &data) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(data);
}

}  // namespace rulelab::testsupport
