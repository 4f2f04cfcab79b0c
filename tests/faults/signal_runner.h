#pragma once
// A rulelab-cli run stopped by a signal at a chosen moment (status and explore resume tests).
#include <QProcess>
#include <QThread>

#include <csignal>
#include <functional>

#include "support/cli_runner.h"

namespace rulelab::testsupport {

// Starts rulelab-cli with `args`, waits until `ready` holds (or 60 s) and sends `signal`; returns
// the exit code, or -1 when the signal ended the process.
// `env`: the fixture plugins unless given.
inline int runUntil(const QStringList &args, const std::function<bool()> &ready, int signal,
                    const QProcessEnvironment &env = fixtureEnvironment()) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI), args);
    EXPECT_TRUE(p.waitForStarted());
    for (int i = 0; i < 3000 && !ready() && p.state() == QProcess::Running; ++i) QThread::msleep(20);
    EXPECT_EQ(p.state(), QProcess::Running) << "the run ended before the signal";
    ::kill(static_cast<pid_t>(p.processId()), signal);
    EXPECT_TRUE(p.waitForFinished(60000));
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

}  // namespace rulelab::testsupport
