#pragma once
// The describing files of a publication bundle (bundle.h): the RO-Crate 1.1 metadata, the
// CITATION.cff and the reader's README. All in English (see bundle.h).

#include "bundle.h"

#include <QJsonObject>

namespace rulelab {

inline constexpr const char *kCrateMetadataName = "ro-crate-metadata.json";
inline constexpr const char *kCrateConformsTo = "https://w3id.org/ro/crate/1.1";
inline constexpr const char *kCrateContext = "https://w3id.org/ro/crate/1.1/context";

struct CrateInfo {
    QString title, description, license;
    QStringList authors;
    QDate date;
};

// ro-crate-metadata.json: the metadata descriptor (conformsTo RO-Crate 1.1, about the root), the
// root Dataset (name, description, datePublished, license, author, hasPart of every file), a
// File entity per file (name, encodingFormat, contentSize, sha256, description: its role), the
// license and the authors as entities.
QJsonObject crateJson(const std::vector<BundleFile> &files, const CrateInfo &info);

// CITATION.cff (cff-version 1.2.0): title, authors, date-released, license, abstract.
QByteArray citationCff(const CrateInfo &info);

// One results folder as the README tells it: its name in the bundle and its summary document.
struct BundledResult {
    QString name;
    QJsonObject summary;
};
// README.md: the title, what was asked and what was found for each results folder (the answers in
// words), what was left out (`notes`), every file with its role, and how to verify and cite it.
QByteArray readmeText(const CrateInfo &info, const std::vector<BundledResult> &results,
                      const std::vector<BundleFile> &files, const QStringList &notes);

// An author as CFF and schema.org split it: "Family, Given" or "Given Family".
void splitAuthor(const QString &author, QString &given, QString &family);

}  // namespace rulelab
