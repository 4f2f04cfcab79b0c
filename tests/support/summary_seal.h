#pragma once
// A summary's integrity record rebuilt as docs/cli.md describes it ("Results you can trust"),
// written here independently of core/experiment/integrity.cpp: the SHA-256 of every data file of
// the folder, then of the compact JSON of the document without integrity.summary_sha256 (Qt keeps
// the keys sorted). For tests that change a summary on purpose to reach another check (a part
// played by another build, a run marked cancelled): such a file is sealed as if RuleLab had
// written it so.

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace rulelab::testsupport {

inline QString sha256Of(const QByteArray &bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

// `s` sealed with the data files that are in `dir` now.
inline QJsonObject resealed(QJsonObject s, const QString &dir) {
    QJsonObject files;
    for (const char *name : {"matches.csv", "usage.csv", "usage_groups.csv", "candidates.csv"}) {
        QFile f(QDir(dir).filePath(QLatin1String(name)));
        if (f.open(QIODevice::ReadOnly)) files.insert(QLatin1String(name), sha256Of(f.readAll()));
    }
    QJsonObject in;
    in.insert(QStringLiteral("algorithm"), QStringLiteral("sha256"));
    in.insert(QStringLiteral("canonical"),
              QStringLiteral("compact JSON of this document without integrity.summary_sha256, keys sorted"));
    in.insert(QStringLiteral("files"), files);
    s.insert(QStringLiteral("integrity"), in);
    in.insert(QStringLiteral("summary_sha256"), sha256Of(QJsonDocument(s).toJson(QJsonDocument::Compact)));
    s.insert(QStringLiteral("integrity"), in);
    return s;
}

}  // namespace rulelab::testsupport
