#include "file_access.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rulelab {

namespace {

QString tf(const char *text) { return QCoreApplication::translate("rulelab::files", text); }

// `text` as the error of a check that fails: for `return refuse(error, tf(...))`.
bool refuse(std::string &error, const QString &text) {
    error = text.toStdString();
    return false;
}

QString systemError(int error) { return QString::fromLocal8Bit(std::strerror(error)); }

QString kindOfMode(mode_t mode) {
    if (S_ISREG(mode)) return {};
    if (S_ISDIR(mode)) return tf(QT_TRANSLATE_NOOP("rulelab::files", "a folder"));
    if (S_ISCHR(mode) || S_ISBLK(mode)) return tf(QT_TRANSLATE_NOOP("rulelab::files", "a device"));
    if (S_ISFIFO(mode)) return tf(QT_TRANSLATE_NOOP("rulelab::files", "a FIFO (named pipe)"));
    if (S_ISSOCK(mode)) return tf(QT_TRANSLATE_NOOP("rulelab::files", "a socket"));
    return tf(QT_TRANSLATE_NOOP("rulelab::files", "not a regular file"));
}

std::string notRegular(const QString &path, mode_t mode) {
    return tf(QT_TRANSLATE_NOOP("rulelab::files", "%1: is %2, not a regular file; RuleLab reads and writes only regular files"))
        .arg(path, kindOfMode(mode))
        .toStdString();
}

std::string tooLarge(const QString &path, int64_t maxBytes) {
    return tf(QT_TRANSLATE_NOOP(
                  "rulelab::files",
                  "%1: is larger than %2 MB, the most RuleLab reads from a file of this kind; is it the right file?"))
        .arg(path)
        .arg(maxBytes >> 20)
        .toStdString();
}

std::string cannotOpen(const QString &path, int error) {
    return tf(QT_TRANSLATE_NOOP("rulelab::files", "%1: cannot open: %2")).arg(path, systemError(error)).toStdString();
}

bool isResource(const QString &path) { return path.startsWith(QLatin1Char(':')) || path.startsWith(QLatin1String("qrc:")); }

bool readResource(const QString &path, int64_t maxBytes, QByteArray &out, std::string &error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return refuse(error, tf(QT_TRANSLATE_NOOP("rulelab::files", "%1: cannot open: %2")).arg(path, f.errorString()));
    }
    if (f.size() > maxBytes) {
        error = tooLarge(path, maxBytes);
        return false;
    }
    out = f.readAll();
    return true;
}

// Reads the open regular file `fd` to its end, at most maxBytes (one byte more is a refusal:
// the file grew past the cap while it was read).
bool readAllCapped(int fd, const QString &path, int64_t sizeHint, int64_t maxBytes, QByteArray &out, std::string &error) {
    out.resize(static_cast<qsizetype>(sizeHint));
    qsizetype have = 0;
    for (;;) {
        if (have == out.size()) {
            if (have > maxBytes) {
                error = tooLarge(path, maxBytes);
                out.clear();
                return false;
            }
            out.resize(have + (64 << 10));
        }
        const ssize_t n = ::read(fd, out.data() + have, static_cast<size_t>(out.size() - have));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            error = tf(QT_TRANSLATE_NOOP("rulelab::files", "%1: cannot read: %2")).arg(path, systemError(errno)).toStdString();
            out.clear();
            return false;
        }
        if (n == 0) break;
        have += n;
    }
    if (have > maxBytes) {
        error = tooLarge(path, maxBytes);
        out.clear();
        return false;
    }
    out.resize(have);
    return true;
}

// The nearest existing ancestor of the absent `dir` (a file where a folder should be included),
// or "" when none can be found.
QString nearestExisting(const QString &dir, struct stat &st) {
    QString at = QDir::cleanPath(QFileInfo(dir).absoluteFilePath());
    for (;;) {
        const int rc = ::stat(QFile::encodeName(at).constData(), &st);
        if (rc == 0) return at;
        if (errno != ENOENT && errno != ENOTDIR) return {};
        const QString up = QFileInfo(at).path();
        if (up == at) return {};
        at = up;
    }
}

}  // namespace

QString nonRegularKind(const QString &path) {
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) return {};
    return kindOfMode(st.st_mode);
}

bool readFileCapped(const QString &path, int64_t maxBytes, QByteArray &out, std::string &error) {
    out.clear();
    if (isResource(path)) return readResource(path, maxBytes, out, error);
    const QByteArray name = QFile::encodeName(path);
    struct stat st {};
    if (::stat(name.constData(), &st) != 0) {
        error = cannotOpen(path, errno);
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        error = notRegular(path, st.st_mode);
        return false;
    }
    if (st.st_size > maxBytes) {
        error = tooLarge(path, maxBytes);
        return false;
    }
    // O_NONBLOCK: should a FIFO take the file's place after the check, opening it does not wait
    // for a writer; the second check refuses it.
    const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        error = cannotOpen(path, errno);
        return false;
    }
    struct stat opened {};
    bool ok = ::fstat(fd, &opened) == 0 && S_ISREG(opened.st_mode);
    if (!ok) error = notRegular(path, opened.st_mode);
    else ok = readAllCapped(fd, path, std::min<int64_t>(opened.st_size, maxBytes), maxBytes, out, error);
    ::close(fd);
    return ok;
}

bool readJsonObjectFile(const QString &path, int64_t maxBytes, QJsonObject &out, std::string &error) {
    QByteArray data;
    if (!readFileCapped(path, maxBytes, data, error)) return false;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (!doc.isObject()) {
        return refuse(error, tf(QT_TRANSLATE_NOOP("rulelab::files", "%1: not a JSON object (%2)")).arg(path, pe.errorString()));
    }
    out = doc.object();
    return true;
}

bool checkRegularFile(const QString &path, std::string &error) {
    if (isResource(path)) return true;
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        error = cannotOpen(path, errno);
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        error = notRegular(path, st.st_mode);
        return false;
    }
    return true;
}

bool checkReadableFolder(const QString &dir, std::string &error) {
    if (isResource(dir)) return true;
    DIR *d = ::opendir(QFile::encodeName(dir).constData());
    if (!d) {
        return refuse(
            error,
            tf(QT_TRANSLATE_NOOP("rulelab::files", "cannot be read (%1): its files are not loaded")).arg(systemError(errno)));
    }
    ::closedir(d);
    return true;
}

namespace {

// The last check before writing `path`: its existing `folder` takes a new file; else `message`
// (%1 the path, %2 the folder, %3 the system's reason) in `error`.
bool folderTakesNewFiles(const QString &path, const QString &folder, const char *message, std::string &error) {
    if (::access(QFile::encodeName(folder).constData(), W_OK | X_OK) == 0) return true;
    return refuse(error, tf(message).arg(path, folder, systemError(errno)));
}

}  // namespace

bool checkOutputFile(const QString &path, std::string &error) {
    if (path.isEmpty()) {
        return refuse(error, tf(QT_TRANSLATE_NOOP("rulelab::files", "an output file name is empty")));
    }
    struct stat st {};
    const QByteArray name = QFile::encodeName(path);
    if (::stat(name.constData(), &st) == 0) {
        if (!S_ISREG(st.st_mode)) {
            error = tf(QT_TRANSLATE_NOOP("rulelab::files",
                                         "%1: is %2, not a regular file; RuleLab writes only regular files (give a file name)"))
                        .arg(path, kindOfMode(st.st_mode))
                        .toStdString();
            return false;
        }
    }
    const QString folder = QFileInfo(path).absolutePath();
    struct stat ft {};
    if (::stat(QFile::encodeName(folder).constData(), &ft) != 0) {
        return refuse(error, tf(QT_TRANSLATE_NOOP("rulelab::files", "%1: cannot be written: its folder %2 does not exist (%3)"))
                                 .arg(path, folder, systemError(errno)));
    }
    if (!S_ISDIR(ft.st_mode)) {
        return refuse(error,
                      tf(QT_TRANSLATE_NOOP("rulelab::files", "%1: cannot be written: %2 is not a folder")).arg(path, folder));
    }
    return folderTakesNewFiles(
        path, folder, QT_TRANSLATE_NOOP("rulelab::files", "%1: cannot be written: its folder %2 takes no new files (%3)"), error);
}

bool checkOutputFolder(const QString &dir, std::string &error, const char *const *files) {
    if (dir.isEmpty()) {
        return refuse(error, tf(QT_TRANSLATE_NOOP("rulelab::files", "an output folder name is empty")));
    }
    struct stat st {};
    const QByteArray name = QFile::encodeName(dir);
    if (::stat(name.constData(), &st) == 0) {
        if (!S_ISDIR(st.st_mode)) {
            const QString kind =
                S_ISREG(st.st_mode) ? tf(QT_TRANSLATE_NOOP("rulelab::files", "a regular file")) : kindOfMode(st.st_mode);
            error = tf(QT_TRANSLATE_NOOP("rulelab::files",
                                         "%1: exists and is not a folder (it is %2); results are written into a folder"))
                        .arg(dir, kind)
                        .toStdString();
            return false;
        }
        if (::access(name.constData(), W_OK | X_OK) != 0) {
            return refuse(
                error,
                tf(QT_TRANSLATE_NOOP("rulelab::files", "%1: the folder takes no new files (%2)")).arg(dir, systemError(errno)));
        }
        for (const char *const *f = files; f && *f; ++f) {
            const QString file = QDir(dir).filePath(QString::fromLatin1(*f));
            struct stat fs {};
            if (::stat(QFile::encodeName(file).constData(), &fs) == 0 && !S_ISREG(fs.st_mode)) {
                error = notRegular(file, fs.st_mode);
                return false;
            }
        }
        return true;
    }
    if (errno != ENOENT && errno != ENOTDIR) {
        return refuse(error,
                      tf(QT_TRANSLATE_NOOP("rulelab::files", "%1: cannot be used as a folder: %2")).arg(dir, systemError(errno)));
    }
    struct stat at {};
    const QString existing = nearestExisting(dir, at);
    if (existing.isEmpty() || !S_ISDIR(at.st_mode)) {
        return refuse(error, tf(QT_TRANSLATE_NOOP("rulelab::files", "%1: cannot be created: %2 is not a folder"))
                                 .arg(dir, existing.isEmpty() ? QFileInfo(dir).path() : existing));
    }
    return folderTakesNewFiles(
        dir, existing, QT_TRANSLATE_NOOP("rulelab::files", "%1: cannot be created: the folder %2 takes no new files (%3)"),
        error);
}

QString systemError(const QFileDevice &f) {
    if (errno != 0) return QString::fromLocal8Bit(std::strerror(errno));
    return f.errorString();
}

bool saveAtomically(const QString &path, const QByteArray &data, std::string &error) {
    if (!checkOutputFile(path, error)) return false;  // never a device, FIFO or folder replaced by a file
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        error = path.toStdString() + ": cannot write: " + f.errorString().toStdString();
        return false;
    }
    errno = 0;
    if (f.write(data) != data.size() || !f.commit()) {
        error = path.toStdString() + ": cannot save: " + systemError(f).toStdString();
        return false;
    }
    return true;
}

}  // namespace rulelab
