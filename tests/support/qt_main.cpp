// main() for the test programs that need Qt's event loop objects but no window: plugin loading,
// files, the CLI as a subprocess, replay and sources.
#include <QCoreApplication>
#include <gtest/gtest.h>

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
