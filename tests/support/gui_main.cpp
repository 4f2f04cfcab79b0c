// main() for the widget tests: offscreen unless a platform is set, user folders of the process's
// own (see private_user_folders.h), so parallel test processes never share settings, and the
// English catalogue installed as the workbench installs it ("1 game loaded", "13 games loaded").
#include "support/private_user_folders.h"
#include "translations.h"

#include <QApplication>
#include <gtest/gtest.h>

int main(int argc, char **argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    rulelab::testing::usePrivateUserFolders();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("RuleLabTest"));
    QApplication::setApplicationName(QStringLiteral("rulelab-test"));
    rulelab::installTranslations(QStringLiteral("en"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
