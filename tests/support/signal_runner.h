#pragma once
// Interrupting rulelab-cli as a user or a scheduler does, for the fault suites: start it, wait
// until something holds, send a signal. Needs what cli_runner.h needs.
#include <QProcess>
#include <QThread>

#include <csignal>
#include <functional>

#include "cli_runner.h"

namespace rulelab::testsupport {

// Starts rulelab-cli with `args`; waits until `ready` holds (or 60 s), sleeps `afterMs`, sends
// `signal` and waits for the end. Returns the exit code, or -1 when the signal ended the process.
inline int runAndSignalIn(const QProcessEnvironment &env, const QStringList &args, const std::function<bool()> &ready,
                          int afterMs, int signal, QString *err = nullptr) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI), args);
    EXPECT_TRUE(p.waitForStarted());
    // waitForFinished, not a sleep: without an event loop QProcess learns that the child ended only
    // there, so a run that ends before `ready` is reported at once instead of after a minute.
    for (int i = 0; i < 3000 && !ready() && p.state() == QProcess::Running; ++i) p.waitForFinished(20);
    EXPECT_EQ(p.state(), QProcess::Running) << "the run ended before the signal";
    QThread::msleep(static_cast<unsigned long>(afterMs));
    ::kill(static_cast<pid_t>(p.processId()), signal);
    EXPECT_TRUE(p.waitForFinished(60000));
    if (err) *err = QString::fromUtf8(p.readAllStandardError());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

inline int runAndSignal(const QStringList &args, const std::function<bool()> &ready, int afterMs, int signal,
                        QString *err = nullptr) {
    return runAndSignalIn(fixtureEnvironment(), args, ready, afterMs, signal, err);
}

// The same, with no wait after `ready`; `env`: the fixture plugins unless given.
inline int runUntil(const QStringList &args, const std::function<bool()> &ready, int signal,
                    const QProcessEnvironment &env = fixtureEnvironment()) {
    return runAndSignalIn(env, args, ready, 0, signal);
}

}  // namespace rulelab::testsupport
