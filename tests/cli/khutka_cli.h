#pragma once
// rulelab-cli with the build's game plugins (RULELAB_KHUTKA_PLUGIN_DIR, the folder that holds
// Khutka Boia's), for the CLI tests on a real game.
#include "support/cli_runner.h"

namespace rulelab::testsupport {

inline QProcessEnvironment khutkaEnvironment() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_KHUTKA_PLUGIN_DIR));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    return env;
}

inline Result khutkaCli(const QStringList &args) { return cliIn(khutkaEnvironment(), args); }

}  // namespace rulelab::testsupport
