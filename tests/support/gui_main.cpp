// main() for the widget tests: offscreen unless a platform is set, and user folders of the
// process's own (see private_user_folders.h), so parallel test processes never share settings.
#include "support/private_user_folders.h"

#include <QApplication>
#include <gtest/gtest.h>

int main(int argc, char **argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    rulelab::testing::usePrivateUserFolders();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("RuleLabTest"));
    QApplication::setApplicationName(QStringLiteral("rulelab-test"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
