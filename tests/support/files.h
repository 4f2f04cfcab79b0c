#pragma once
// Reading and writing a whole file in a test, for the suites that set up or inspect files.
#include <QByteArray>
#include <QFile>
#include <QString>
#include <gtest/gtest.h>

namespace rulelab::testsupport {

// The file's bytes; empty when it cannot be read.
inline QByteArray readAll(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Writes `data` as the whole of `path`; a file that cannot be opened fails the test.
inline void writeAll(const QString &path, const QByteArray &data = {}) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly)) << path.toStdString();
    f.write(data);
}

}  // namespace rulelab::testsupport
