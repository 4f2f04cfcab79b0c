#include "integrity.h"

#include "plugin/file_access.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace rulelab {

namespace {

const QString kSummarySha = QStringLiteral("summary_sha256");
const QString kFiles = QStringLiteral("files");

bool isSha256Hex(const QString &s) {
    if (s.size() != 64) return false;
    for (const QChar c : s)
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f')))) return false;
    return true;
}

// A name in the summary's own folder: no separator, not "." or "..", not the summary itself.
bool isPlainFileName(const QString &name, const QString &summaryName) {
    return !name.isEmpty() && !name.contains(QLatin1Char('/')) && !name.contains(QLatin1Char('\\')) &&
           name != QLatin1String(".") && name != QLatin1String("..") && name != summaryName;
}

std::string editedError(const QString &summaryPath) {
    return QCoreApplication::translate(
               "rulelab::integrity",
               "%1 was edited after it was written: its content no longer matches its checksum "
               "(integrity.summary_sha256), so none of its figures is used. Write the results again: run the "
               "experiment or the exploration again, or merge its shards again.")
        .arg(summaryPath)
        .toStdString();
}

}  // namespace

const QStringList &resultsDataFileNames() {
    static const QStringList names{QStringLiteral("matches.csv"), QStringLiteral("usage.csv"), QStringLiteral("usage_groups.csv"),
                                   QStringLiteral("candidates.csv")};
    return names;
}

QString sha256Hex(const QByteArray &bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

bool fileSha256(const QString &path, QString &hex, std::string &error) {
    if (!checkRegularFile(path, error)) return false;  // hashed as a stream: no cap
    QFile f(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!f.open(QIODevice::ReadOnly) || !hash.addData(&f)) {
        error = QCoreApplication::translate("rulelab::integrity", "%1: cannot read: %2").arg(path, f.errorString()).toStdString();
        return false;
    }
    hex = QString::fromLatin1(hash.result().toHex());
    return true;
}

QByteArray canonicalSummary(const QJsonObject &summary) {
    QJsonObject s = summary;
    if (s.value(QLatin1String(kIntegrityKey)).isObject()) {
        QJsonObject in = s.value(QLatin1String(kIntegrityKey)).toObject();
        in.remove(kSummarySha);
        s.insert(QLatin1String(kIntegrityKey), in);
    }
    // Qt keeps an object's keys sorted. One round trip through the text makes the form the one a
    // reader of the file computes (an integer beyond 2^53, say, is read back as a double).
    const QByteArray once = QJsonDocument(s).toJson(QJsonDocument::Compact);
    return QJsonDocument::fromJson(once).toJson(QJsonDocument::Compact);
}

void sealSummary(QJsonObject &summary, const std::map<QString, QString> &files) {
    QJsonObject fileHashes;
    for (const auto &[name, hex] : files) fileHashes.insert(name, hex);
    QJsonObject in;
    in.insert(QStringLiteral("algorithm"), QStringLiteral("sha256"));
    in.insert(QStringLiteral("canonical"),
              QStringLiteral("compact JSON of this document without integrity.summary_sha256, keys sorted"));
    in.insert(kFiles, fileHashes);
    summary.insert(QLatin1String(kIntegrityKey), in);
    in.insert(kSummarySha, sha256Hex(canonicalSummary(summary)));
    summary.insert(QLatin1String(kIntegrityKey), in);
}

bool sealSummary(QJsonObject &summary, const QString &dir, const QStringList &names, std::string &error,
                 const std::map<QString, QString> &known) {
    std::map<QString, QString> files;
    for (const QString &name : names) {
        if (const auto it = known.find(name); it != known.end()) {
            files[name] = it->second;
            continue;
        }
        if (!fileSha256(QDir(dir).filePath(name), files[name], error)) return false;
    }
    sealSummary(summary, files);
    return true;
}

QString summaryPathOf(const QString &path) {
    return QFileInfo(path).isDir() ? QDir(path).filePath(QStringLiteral("summary.json")) : path;
}

bool verifySummaryIntegrity(const QJsonObject &summary, const QString &summaryPath, IntegrityCheck &check, std::string &error) {
    check = IntegrityCheck{};
    if (!summary.contains(QLatin1String(kIntegrityKey))) {
        check.warning = QCoreApplication::translate(
                            "rulelab::integrity",
                            "%1 has no integrity record (it was written before RuleLab checked its results): whether it or "
                            "its files were edited cannot be checked. Write it again (run, explore or merge again) to have "
                            "it checked.")
                            .arg(summaryPath)
                            .toStdString();
        return true;
    }
    const QFileInfo info(summaryPath);
    const QDir dir = info.dir();
    const QJsonValue iv = summary.value(QLatin1String(kIntegrityKey));
    const QJsonObject in = iv.toObject();
    const QJsonObject files = in.value(kFiles).toObject();
    bool wellFormed = iv.isObject() && in.value(kFiles).isObject() && isSha256Hex(in.value(kSummarySha).toString());
    for (auto it = files.begin(); wellFormed && it != files.end(); ++it)
        wellFormed = isPlainFileName(it.key(), info.fileName()) && isSha256Hex(it.value().toString());
    if (!wellFormed || sha256Hex(canonicalSummary(summary)) != in.value(kSummarySha).toString()) {
        error = editedError(summaryPath);
        return false;
    }
    for (auto it = files.begin(); it != files.end(); ++it) {
        const QString path = dir.filePath(it.key());
        if (!QFileInfo::exists(path)) continue;  // copied without it; a reader that needs it says so
        QString hex;
        if (!fileSha256(path, hex, error)) return false;
        if (hex != it.value().toString()) {
            error = QCoreApplication::translate(
                        "rulelab::integrity",
                        "%1 differs from the one %2 was written with (its SHA-256 is not the one integrity.files "
                        "records): it was edited, truncated or comes from another run, so these results are not used. "
                        "Put back the file written with it, or write the results again (run or merge again).")
                        .arg(path, summaryPath)
                        .toStdString();
            return false;
        }
    }
    for (const QString &name : resultsDataFileNames()) {
        const QString path = dir.filePath(name);
        if (files.contains(name) || !QFileInfo::exists(path)) continue;
        error = QCoreApplication::translate(
                    "rulelab::integrity",
                    "%1 was not written with %2 (integrity.files does not list it): it comes from another run, so these "
                    "results are not used. Remove it, or write the results again (run or merge again).")
                    .arg(path, summaryPath)
                    .toStdString();
        return false;
    }
    check.sealed = true;
    return true;
}

bool verifySummaryBytes(const QByteArray &bytes, const QString &summaryPath, IntegrityCheck &check, std::string &error) {
    check = IntegrityCheck{};
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) return true;
    return verifySummaryIntegrity(doc.object(), summaryPath, check, error);
}

}  // namespace rulelab
