// The store-only ZIP of publication bundles (core/publish/zip_archive.h): what it writes reads
// back byte for byte (and, where Python is installed, in another ZIP reader), and an archive that
// is damaged, compressed or names a file outside its folder is refused naming the archive and
// the entry.
#include "publish/zip_archive.h"
#include "support/files.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace rulelab;
using rulelab::testsupport::readAll;
using rulelab::testsupport::writeAll;

namespace {

// A binary payload with every byte value, larger than one copy chunk is not needed here.
QByteArray payload() {
    QByteArray b;
    for (int i = 0; i < 70000; ++i) b.append(static_cast<char>((i * 7919) % 256));
    return b;
}

// Writes `entries` (name -> content) to `path`; a file entry is streamed from disk.
void writeZip(const QString &path, const std::vector<std::pair<QString, QByteArray>> &entries, const QString &fromFile = {}) {
    QSaveFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    ZipWriter zip(f, path, QDateTime(QDate(2026, 3, 4), QTime(5, 6, 8)));
    std::string error;
    for (const auto &[name, data] : entries) ASSERT_TRUE(zip.add(name, data, error)) << error;
    if (!fromFile.isEmpty()) {
        ASSERT_TRUE(zip.addFile(QStringLiteral("streamed/file.bin"), fromFile, error)) << error;
    }
    ASSERT_TRUE(zip.finish(error)) << error;
    ASSERT_TRUE(f.commit());
}

}  // namespace

TEST(Zip, Crc32IsTheStandardOne) {
    // The check value of CRC-32/ISO-HDLC, and its continuation over two pieces.
    EXPECT_EQ(crc32("123456789", 9), 0xCBF43926u);
    EXPECT_EQ(crc32("6789", 4, crc32("12345", 5)), 0xCBF43926u);
    EXPECT_EQ(crc32("", 0), 0u);
}

TEST(Zip, WhatItWritesReadsBackByteForByte) {
    QTemporaryDir dir;
    const QString source = dir.filePath(QStringLiteral("source.bin"));
    writeAll(source, payload());
    const QString zipPath = dir.filePath(QStringLiteral("a.zip"));
    writeZip(zipPath,
             {{QStringLiteral("README.md"), QByteArray("# Title\n")},
              {QStringLiteral("results/r1/matches.csv"), QByteArray("a,b\n1,2\n")},
              {QStringLiteral("empty.txt"), QByteArray()},
              {QStringLiteral("figures/ü-name.csv"), QByteArray("x\n")}},
             source);
    std::vector<ZipEntry> entries;
    std::string error;
    ASSERT_TRUE(readZipDirectory(zipPath, entries, error)) << error;
    ASSERT_EQ(entries.size(), 5u);
    EXPECT_EQ(entries[3].name, QStringLiteral("figures/ü-name.csv"));
    EXPECT_EQ(entries[4].size, static_cast<uint32_t>(payload().size()));
    const QString out = dir.filePath(QStringLiteral("out"));
    ASSERT_TRUE(QDir().mkpath(out));
    QStringList names;
    ASSERT_TRUE(extractZip(zipPath, out, names, error)) << error;
    EXPECT_EQ(names.size(), 5);
    EXPECT_EQ(readAll(QDir(out).filePath(QStringLiteral("results/r1/matches.csv"))), QByteArray("a,b\n1,2\n"));
    EXPECT_EQ(readAll(QDir(out).filePath(QStringLiteral("streamed/file.bin"))), payload());
    EXPECT_TRUE(QFileInfo::exists(QDir(out).filePath(QStringLiteral("empty.txt"))));
    // Another reader agrees (Python's zipfile checks every CRC-32 with testzip()).
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty()) GTEST_SKIP() << "python3 is not installed: the other reader is not tried";
    QProcess p;
    p.start(python, {QStringLiteral("-c"),
                     QStringLiteral("import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; "
                                    "print(len(z.read('streamed/file.bin')), z.getinfo('README.md').date_time)"),
                     zipPath});
    ASSERT_TRUE(p.waitForFinished(30000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    EXPECT_EQ(p.readAllStandardOutput().trimmed(), QByteArray("70000 (2026, 3, 4, 5, 6, 8)"));
}

TEST(Zip, ADamagedEntryIsRefusedNamingTheArchiveAndTheEntry) {
    QTemporaryDir dir;
    const QString zipPath = dir.filePath(QStringLiteral("b.zip"));
    writeZip(zipPath, {{QStringLiteral("one.txt"), QByteArray("first entry\n")},
                       {QStringLiteral("results/two.csv"), QByteArray("0123456789abcdef\n")}});
    QByteArray bytes = readAll(zipPath);
    const qsizetype at = bytes.indexOf("0123456789");
    ASSERT_GT(at, 0);
    bytes[at + 3] = 'X';  // one byte of the second entry's data
    writeAll(zipPath, bytes);
    QStringList names;
    std::string error;
    EXPECT_FALSE(extractZip(zipPath, dir.path(), names, error));
    EXPECT_NE(error.find(zipPath.toStdString()), std::string::npos) << error;
    EXPECT_NE(error.find("results/two.csv"), std::string::npos) << error;
    EXPECT_NE(error.find("CRC-32"), std::string::npos) << error;
}

TEST(Zip, ATruncatedOrForeignFileIsRefused) {
    QTemporaryDir dir;
    const QString zipPath = dir.filePath(QStringLiteral("c.zip"));
    writeZip(zipPath, {{QStringLiteral("one.txt"), QByteArray(1000, 'a')}});
    const QByteArray bytes = readAll(zipPath);
    for (const QByteArray &broken : {bytes.left(bytes.size() - 30), bytes.left(500), QByteArray("not a zip at all")}) {
        writeAll(zipPath, broken);
        std::vector<ZipEntry> entries;
        std::string error;
        EXPECT_FALSE(readZipDirectory(zipPath, entries, error)) << broken.size();
        EXPECT_NE(error.find(zipPath.toStdString()), std::string::npos) << error;
        EXPECT_NE(error.find("damaged"), std::string::npos) << error;
    }
}

TEST(Zip, ANameOutsideTheFolderOrACompressedEntryIsRefused) {
    QTemporaryDir dir;
    for (const char *name : {"../escape.txt", "/etc/escape", "a/./b", "c:\\x"}) {
        const QString zipPath = dir.filePath(QStringLiteral("d.zip"));
        writeZip(zipPath, {{QString::fromLatin1(name), QByteArray("x")}});
        std::vector<ZipEntry> entries;
        std::string error;
        EXPECT_FALSE(readZipDirectory(zipPath, entries, error)) << name;
        EXPECT_NE(error.find("outside the folder"), std::string::npos) << error;
        EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("../escape.txt"))));
    }
    // Method 8 (deflate) in the central directory: what a compressing ZIP program writes.
    const QString zipPath = dir.filePath(QStringLiteral("e.zip"));
    writeZip(zipPath, {{QStringLiteral("packed.txt"), QByteArray("x")}});
    QByteArray bytes = readAll(zipPath);
    const qsizetype central = bytes.indexOf(QByteArray("PK\x01\x02", 4));
    ASSERT_GT(central, 0);
    bytes[central + 10] = 8;
    writeAll(zipPath, bytes);
    std::vector<ZipEntry> entries;
    std::string error;
    EXPECT_FALSE(readZipDirectory(zipPath, entries, error));
    EXPECT_NE(error.find("'packed.txt' is compressed"), std::string::npos) << error;
}
