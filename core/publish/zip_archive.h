#pragma once
// A small ZIP writer and reader for publication bundles (issue 40). Qt has no public ZIP API, so
// RuleLab writes the simplest archive every unzip program reads: entries stored without
// compression, each with its CRC-32 (computed here, crc32()), names in UTF-8 (flag bit 11), one
// central directory. No ZIP64: an archive, or an entry, that would pass 4 GiB is refused with a
// message saying so (a bundle can then be written as a folder). The reader takes exactly such
// archives (stored entries, any ZIP writer's) and refuses anything else naming the archive and the
// entry: a compressed or encrypted entry, a damaged or truncated archive, a CRC-32 that differs,
// and a name that would leave the folder it is extracted into (absolute, "..", a backslash).
// Messages are translated (context rulelab::zip).

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

class QIODevice;

namespace rulelab {

// CRC-32 (IEEE 802.3, the one ZIP uses) of `size` bytes, continuing from `crc` (0 to start).
uint32_t crc32(const char *data, size_t size, uint32_t crc = 0);

// The largest archive (and entry) written or read: the 32-bit offsets of a ZIP without ZIP64.
inline constexpr int64_t kZipMaxBytes = int64_t{0xFFFFFFFF};

// "ARCHIVE: the bundle would be larger than 4 GiB ...": what a refused large archive says.
QString zipTooLarge(const QString &archive);

// Writes entries one after another to `out` (a QSaveFile the caller commits). Every entry is
// stored with `time` (whole seconds, local DOS time as ZIP keeps it).
class ZipWriter {
public:
    ZipWriter(QIODevice &out, const QString &archiveName, const QDateTime &time);
    // An entry from memory, or from a file on disk streamed a megabyte at a time (read twice:
    // once for its CRC-32, once to copy it).
    bool add(const QString &name, const QByteArray &data, std::string &error);
    bool addFile(const QString &name, const QString &path, std::string &error);
    // Writes the central directory. No entry may be added after it.
    bool finish(std::string &error);

private:
    struct Entry {
        QByteArray name;
        uint32_t crc = 0, size = 0, offset = 0;
    };
    bool writeHeader(const QByteArray &name, uint32_t crc, int64_t size, std::string &error);
    bool write(const char *data, int64_t size, std::string &error);
    QIODevice &out_;
    QString archive_;
    uint16_t dosTime_ = 0, dosDate_ = 0;
    int64_t offset_ = 0;
    std::vector<Entry> entries_;
};

struct ZipEntry {
    QString name;
    uint32_t crc = 0, size = 0;
    int64_t dataOffset = 0;  // where the entry's bytes begin in the archive
};

// Reads the central directory of `archive` and checks each entry's local header. Errors name the
// archive (and the entry).
bool readZipDirectory(const QString &archive, std::vector<ZipEntry> &entries, std::string &error);
// Extracts every entry of `archive` into the existing folder `dir` (sub-folders created), checking
// each CRC-32. `names`: the entries, in archive order. `progress(done, total)` may cancel by
// returning false.
bool extractZip(const QString &archive, const QString &dir, QStringList &names, std::string &error,
                const std::function<bool(int64_t done, int64_t total)> &progress = {});

// Whether `name` may be extracted: relative, '/'-separated, without "." or ".." parts.
bool safeEntryName(const QString &name);

}  // namespace rulelab
