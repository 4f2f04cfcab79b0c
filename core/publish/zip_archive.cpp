#include "zip_archive.h"

#include "plugin/file_access.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QSaveFile>

#include <array>
#include <set>

namespace rulelab {
namespace {

// The ZIP writer's and reader's messages in the interface language: ZipText::tr, whose context
// ("rulelab::zip") lupdate reads from this declaration.
struct ZipText {
    Q_DECLARE_TR_FUNCTIONS(rulelab::zip)
};

constexpr std::array<uint32_t, 256> makeCrcTable() {
    std::array<uint32_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
        uint32_t c = i;
        for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        t[i] = c;
    }
    return t;
}
constexpr std::array<uint32_t, 256> kCrcTable = makeCrcTable();

constexpr uint32_t kLocalSig = 0x04034b50, kCentralSig = 0x02014b50, kEndSig = 0x06054b50;
constexpr uint16_t kUtf8Flag = 0x0800;
constexpr int64_t kChunk = 1 << 20;

void put16(QByteArray &b, uint32_t v) {
    b.append(static_cast<char>(v & 0xFF));
    b.append(static_cast<char>((v >> 8) & 0xFF));
}
void put32(QByteArray &b, uint32_t v) {
    put16(b, v & 0xFFFF);
    put16(b, v >> 16);
}
uint32_t get16(const QByteArray &b, qsizetype at) {
    return static_cast<uint8_t>(b[at]) | (static_cast<uint32_t>(static_cast<uint8_t>(b[at + 1])) << 8);
}
uint32_t get32(const QByteArray &b, qsizetype at) { return get16(b, at) | (get16(b, at + 2) << 16); }

}  // namespace

QString zipTooLarge(const QString &archive) {
    return ZipText::tr(
               "%1: the bundle would be larger than 4 GiB, which a ZIP without ZIP64 cannot hold: write it as a folder "
               "(--out DIR/)")
        .arg(archive);
}

uint32_t crc32(const char *data, size_t size, uint32_t crc) {
    crc = ~crc;
    for (size_t i = 0; i < size; ++i) crc = kCrcTable[(crc ^ static_cast<uint8_t>(data[i])) & 0xFF] ^ (crc >> 8);
    return ~crc;
}

bool safeEntryName(const QString &name) {
    if (name.isEmpty() || name.startsWith(QLatin1Char('/')) || name.contains(QLatin1Char('\\')) ||
        name.contains(QLatin1Char(':')))
        return false;
    for (const QString &part : name.split(QLatin1Char('/')))
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String("..")) return false;
    return true;
}

ZipWriter::ZipWriter(QIODevice &out, const QString &archiveName, const QDateTime &time) : out_(out), archive_(archiveName) {
    const QDate d = time.date();
    const QTime t = time.time();
    const int year = std::max(1980, d.year());
    dosDate_ = static_cast<uint16_t>(((year - 1980) << 9) | (d.month() << 5) | d.day());
    dosTime_ = static_cast<uint16_t>((t.hour() << 11) | (t.minute() << 5) | (t.second() / 2));
}

bool ZipWriter::write(const char *data, int64_t size, std::string &error) {
    if (offset_ + size > kZipMaxBytes) {
        error = zipTooLarge(archive_).toStdString();
        return false;
    }
    if (out_.write(data, size) != size) {
        error = (archive_ + QStringLiteral(": ") + out_.errorString()).toStdString();
        return false;
    }
    offset_ += size;
    return true;
}

bool ZipWriter::writeHeader(const QByteArray &name, uint32_t crc, int64_t size, std::string &error) {
    if (size > kZipMaxBytes || entries_.size() >= 0xFFFF) {
        error = zipTooLarge(archive_).toStdString();
        return false;
    }
    entries_.push_back({name, crc, static_cast<uint32_t>(size), static_cast<uint32_t>(offset_)});
    QByteArray h;
    put32(h, kLocalSig);
    put16(h, 10);  // version needed: stored entries
    put16(h, kUtf8Flag);
    put16(h, 0);  // stored
    put16(h, dosTime_);
    put16(h, dosDate_);
    put32(h, crc);
    put32(h, static_cast<uint32_t>(size));
    put32(h, static_cast<uint32_t>(size));
    put16(h, static_cast<uint32_t>(name.size()));
    put16(h, 0);
    h.append(name);
    return write(h.constData(), h.size(), error);
}

bool ZipWriter::add(const QString &name, const QByteArray &data, std::string &error) {
    return writeHeader(name.toUtf8(), crc32(data.constData(), static_cast<size_t>(data.size())), data.size(), error) &&
           write(data.constData(), data.size(), error);
}

bool ZipWriter::addFile(const QString &name, const QString &path, std::string &error) {
    if (!checkRegularFile(path, error)) return false;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = (path + QStringLiteral(": ") + f.errorString()).toStdString();
        return false;
    }
    if (f.size() > kZipMaxBytes) {
        error = zipTooLarge(archive_).toStdString();
        return false;
    }
    uint32_t crc = 0;
    int64_t size = 0;
    while (!f.atEnd()) {
        const QByteArray chunk = f.read(kChunk);
        if (chunk.isEmpty()) break;
        crc = crc32(chunk.constData(), static_cast<size_t>(chunk.size()), crc);
        size += chunk.size();
    }
    if (!writeHeader(name.toUtf8(), crc, size, error) || !f.seek(0)) return false;
    for (int64_t copied = 0; copied < size;) {
        const QByteArray chunk = f.read(std::min(kChunk, size - copied));
        if (chunk.isEmpty()) {
            error =
                (path + QStringLiteral(": ") + ZipText::tr("changed while it was being written into the bundle")).toStdString();
            return false;
        }
        if (!write(chunk.constData(), chunk.size(), error)) return false;
        copied += chunk.size();
    }
    return true;
}

bool ZipWriter::finish(std::string &error) {
    const int64_t start = offset_;
    QByteArray cd;
    for (const Entry &e : entries_) {
        put32(cd, kCentralSig);
        put16(cd, 0x031E);  // made by: Unix, ZIP 3.0
        put16(cd, 10);
        put16(cd, kUtf8Flag);
        put16(cd, 0);
        put16(cd, dosTime_);
        put16(cd, dosDate_);
        put32(cd, e.crc);
        put32(cd, e.size);
        put32(cd, e.size);
        put16(cd, static_cast<uint32_t>(e.name.size()));
        put16(cd, 0);  // extra
        put16(cd, 0);  // comment
        put16(cd, 0);  // disk
        put16(cd, 0);  // internal attributes
        put32(cd, 0100644u << 16);
        put32(cd, e.offset);
        cd.append(e.name);
    }
    if (!write(cd.constData(), cd.size(), error)) return false;
    QByteArray end;
    put32(end, kEndSig);
    put16(end, 0);
    put16(end, 0);
    put16(end, static_cast<uint32_t>(entries_.size()));
    put16(end, static_cast<uint32_t>(entries_.size()));
    put32(end, static_cast<uint32_t>(cd.size()));
    put32(end, static_cast<uint32_t>(start));
    put16(end, 0);
    return write(end.constData(), end.size(), error);
}

namespace {

bool damaged(const QString &archive, const QString &what, std::string &error) {
    error = ZipText::tr("%1: not a ZIP archive RuleLab can read, or damaged: %2").arg(archive, what).toStdString();
    return false;
}

// The end of central directory record: in the last 22 bytes, or before a comment of up to 64 KiB.
bool findEnd(QFile &f, const QString &archive, QByteArray &end, std::string &error) {
    const int64_t size = f.size();
    const int64_t tail = std::min<int64_t>(size, 22 + 0xFFFF);
    if (size < 22 || !f.seek(size - tail)) return damaged(archive, ZipText::tr("too short"), error);
    const QByteArray t = f.read(tail);
    for (qsizetype i = t.size() - 22; i >= 0; --i)
        if (get32(t, i) == kEndSig && i + 22 + get16(t, i + 20) == t.size()) {
            end = t.mid(i, 22);
            return true;
        }
    return damaged(archive, ZipText::tr("no end of central directory"), error);
}

bool readEntry(QFile &f, const QByteArray &cd, qsizetype &at, const QString &archive, ZipEntry &e, std::string &error) {
    if (at + 46 > cd.size() || get32(cd, at) != kCentralSig) return damaged(archive, ZipText::tr("central directory"), error);
    const uint32_t flags = get16(cd, at + 8), method = get16(cd, at + 10);
    e.crc = get32(cd, at + 16);
    const uint32_t packed = get32(cd, at + 20);
    e.size = get32(cd, at + 24);
    const uint32_t nameLen = get16(cd, at + 28), extraLen = get16(cd, at + 30), commentLen = get16(cd, at + 32);
    const uint32_t local = get32(cd, at + 42);
    if (at + 46 + nameLen > cd.size()) return damaged(archive, ZipText::tr("central directory"), error);
    const QByteArray rawName = cd.mid(at + 46, nameLen);
    e.name = (flags & kUtf8Flag) ? QString::fromUtf8(rawName) : QString::fromLatin1(rawName);
    at += 46 + nameLen + extraLen + commentLen;
    if (e.name.endsWith(QLatin1Char('/')) && e.size == 0) return true;  // a folder entry
    if (!safeEntryName(e.name))
        return damaged(archive, ZipText::tr("entry '%1' would be written outside the folder it is extracted into").arg(e.name),
                       error);
    if (flags & 1) return damaged(archive, ZipText::tr("entry '%1' is encrypted").arg(e.name), error);
    if (method != 0 || packed != e.size)
        return damaged(archive, ZipText::tr("entry '%1' is compressed (a bundle's entries are stored)").arg(e.name), error);
    if (!f.seek(local)) return damaged(archive, ZipText::tr("entry '%1' lies outside the archive").arg(e.name), error);
    const QByteArray h = f.read(30);
    if (h.size() != 30 || get32(h, 0) != kLocalSig)
        return damaged(archive, ZipText::tr("entry '%1': no local header").arg(e.name), error);
    e.dataOffset = int64_t{local} + 30 + get16(h, 26) + get16(h, 28);
    if (e.dataOffset + e.size > f.size()) return damaged(archive, ZipText::tr("entry '%1' is truncated").arg(e.name), error);
    return true;
}

}  // namespace

bool readZipDirectory(const QString &archive, std::vector<ZipEntry> &entries, std::string &error) {
    entries.clear();
    if (!checkRegularFile(archive, error)) return false;
    QFile f(archive);
    if (!f.open(QIODevice::ReadOnly)) {
        error = (archive + QStringLiteral(": ") + f.errorString()).toStdString();
        return false;
    }
    QByteArray end;
    if (!findEnd(f, archive, end, error)) return false;
    const uint32_t count = get16(end, 10), cdSize = get32(end, 12), cdOffset = get32(end, 16);
    if (int64_t{cdOffset} + cdSize > f.size() || !f.seek(cdOffset))
        return damaged(archive, ZipText::tr("the central directory lies outside the archive"), error);
    const QByteArray cd = f.read(cdSize);
    std::set<QString> seen;
    qsizetype at = 0;
    for (uint32_t i = 0; i < count; ++i) {
        ZipEntry e;
        if (!readEntry(f, cd, at, archive, e, error)) return false;
        if (e.name.endsWith(QLatin1Char('/'))) continue;
        if (!seen.insert(e.name).second) return damaged(archive, ZipText::tr("entry '%1' is there twice").arg(e.name), error);
        entries.push_back(std::move(e));
    }
    return true;
}

bool extractZip(const QString &archive, const QString &dir, QStringList &names, std::string &error,
                const std::function<bool(int64_t, int64_t)> &progress) {
    names.clear();
    std::vector<ZipEntry> entries;
    if (!readZipDirectory(archive, entries, error)) return false;
    QFile f(archive);
    if (!f.open(QIODevice::ReadOnly)) {
        error = (archive + QStringLiteral(": ") + f.errorString()).toStdString();
        return false;
    }
    int64_t total = 0, done = 0;
    for (const ZipEntry &e : entries) total += e.size;
    for (const ZipEntry &e : entries) {
        const QString target = QDir(dir).filePath(e.name);
        if (!QDir().mkpath(QFileInfo(target).path())) {
            error = ZipText::tr("%1: cannot create the folder").arg(QFileInfo(target).path()).toStdString();
            return false;
        }
        QSaveFile out(target);
        if (!f.seek(e.dataOffset) || !out.open(QIODevice::WriteOnly)) {
            error = (target + QStringLiteral(": ") + out.errorString()).toStdString();
            return false;
        }
        uint32_t crc = 0;
        for (int64_t copied = 0; copied < e.size;) {
            const QByteArray chunk = f.read(std::min<int64_t>(kChunk, e.size - copied));
            if (chunk.isEmpty()) return damaged(archive, ZipText::tr("entry '%1' is truncated").arg(e.name), error);
            crc = crc32(chunk.constData(), static_cast<size_t>(chunk.size()), crc);
            out.write(chunk);
            copied += chunk.size();
        }
        if (crc != e.crc) return damaged(archive, ZipText::tr("entry '%1' is damaged (its CRC-32 differs)").arg(e.name), error);
        if (!out.commit()) {
            error = (target + QStringLiteral(": ") + out.errorString()).toStdString();
            return false;
        }
        names << e.name;
        done += e.size;
        if (progress && !progress(done, total)) {
            error = ZipText::tr("cancelled").toStdString();
            return false;
        }
    }
    return true;
}

}  // namespace rulelab
