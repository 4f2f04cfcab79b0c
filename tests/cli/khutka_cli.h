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

// A test of figures skips in a build without them (RULELAB_BUILD_CHARTS=OFF, the sanitizer build).
#ifdef RULELAB_HAVE_CHARTS
#define RULELAB_NEEDS_CHARTS() (void)0
#else
#define RULELAB_NEEDS_CHARTS() GTEST_SKIP() << "built without figures (RULELAB_BUILD_CHARTS=OFF)"
#endif
