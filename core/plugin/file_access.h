#pragma once
// Every file RuleLab reads or writes goes through these checks (issue 35, hostile files): a
// reader that takes a file whole into memory reads it with readFileCapped, a reader that streams
// a file (matches.csv can be gigabytes) checks it with checkRegularFile, and every command checks
// the files and folders it will write with checkOutputFile / checkOutputFolder before any work.
// A device (/dev/zero), a FIFO, a socket or a folder where a file is expected is refused at once
// with a message naming the file: never read until memory runs out, never blocked on, never
// replaced by a regular file. Messages are translated (context rulelab::files).

#include <QByteArray>
#include <QFileDevice>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <string>

namespace rulelab {

// The most RuleLab reads whole from one file. Generous for real data: a reading, rules or
// experiment file is a few kilobytes; an observed map, a bibliography or an evidence file a few
// more.
inline constexpr int64_t kSmallFileCap = int64_t{64} << 20;  // 64 MiB
// Files of results read whole: summary.json (a sweep's or an exploration's, with every cell),
// match files (every move), usage.csv, candidates.csv and the run records of a resume.
inline constexpr int64_t kResultFileCap = int64_t{1} << 30;  // 1 GiB

// Reads the regular file `path` whole into `out`. Refuses (false, `error` naming the file) a
// file that is not a regular file (a device, FIFO, socket or folder, also behind a symlink),
// one larger than `maxBytes`, and one that cannot be opened or read. Never blocks on a FIFO.
// Qt resources (":/...") are read as they are (they are part of the program).
bool readFileCapped(const QString &path, int64_t maxBytes, QByteArray &out, std::string &error);
// readFileCapped, then the file's JSON object: false with `error` naming the file when it is not one.
bool readJsonObjectFile(const QString &path, int64_t maxBytes, QJsonObject &out, std::string &error);
// readFileCapped, then `parse(data, origin, out, error)` with the path as the origin: the load of
// every file RuleLab parses from bytes (experiments, readings, matches).
template <class T, class Parse>
bool loadParsed(const QString &path, int64_t maxBytes, Parse parse, T &out, std::string &error) {
    QByteArray data;
    return readFileCapped(path, maxBytes, data, error) && parse(data, path.toStdString(), out, error);
}
// The text of field `key` of a JSON object read that way (empty when it is not a string).
inline std::string jsonText(const QJsonObject &o, const char *key) {
    return o.value(QLatin1String(key)).toString().toStdString();
}

// For a file that is streamed rather than read whole: it exists and is a regular file (after
// following symlinks). False with `error` naming the file otherwise.
bool checkRegularFile(const QString &path, std::string &error);

// Where a file is about to be written (saved atomically: a new file renamed over `path`): `path`
// is absent or a regular file, and its folder exists and takes new files. False with `error`
// naming the path and what is wrong: a device, FIFO, socket or folder at `path`, a missing
// folder, a folder that cannot be written.
bool checkOutputFile(const QString &path, std::string &error);

// A folder results are about to be written into: absent with an existing writable parent (it
// will be created; missing parents are fine when the nearest existing one is writable), or an
// existing writable folder. `files`: names of the files that will be written in it, each of
// which must be absent or a regular file.
bool checkOutputFolder(const QString &dir, std::string &error, const char *const *files = nullptr);

// A folder whose files are about to be listed (games and plugin folders): it can be opened and
// listed. False with `error` ("cannot be read: Permission denied") otherwise, so that a folder
// is reported, not skipped in silence.
bool checkReadableFolder(const QString &dir, std::string &error);

// Writes `data` to `path` atomically (QSaveFile: a new file renamed over `path`), after
// checkOutputFile. False with `error` naming the file and the system's reason.
bool saveAtomically(const QString &path, const QByteArray &data, std::string &error);

// The reason a write failed: the system's (strerror: "No space left on device", "File too
// large") where it has one, Qt's otherwise ("Unknown error" is no reason to give a historian).
// Set errno to 0 before the write.
QString systemError(const QFileDevice &f);

// What kind of thing is at `path` when it is not a regular file ("a folder", "a device", "a
// FIFO (named pipe)", "a socket"), or "" for a regular file or nothing.
QString nonRegularKind(const QString &path);

}  // namespace rulelab
