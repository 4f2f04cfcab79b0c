#pragma once
// A publication bundle (issue 40): everything a reader needs to read, cite and re-run a finding,
// as an RO-Crate 1.1 package (https://w3id.org/ro/crate/1.1), written as a ZIP (zip_archive.h) or
// a folder. Its layout:
//
//   ro-crate-metadata.json   the crate: the root Dataset and every file with its media type, size,
//                            SHA-256 and role in words (crate.h)
//   README.md                for the reader: what was asked, what was found (answers.h), the files
//   CITATION.cff             Citation File Format 1.2.0
//   provenance.json          the engine version, each game's build (id, file, version, SHA-256),
//                            each results folder's reading files (verify reads it)
//   results/NAME/            each results folder as written (summary.json, matches.csv, usage maps)
//   experiments/NAME.json    the experiment of each, as a file `run --experiment` takes
//   inputs/...               the reading files and rules files the experiments used
//   methods/NAME.md|.tex|.bib  the methods text (methods.h)
//   figures/NAME-KIND.pdf|.svg|.png|.csv  every figure of each results folder, with its data
//
// The texts written for the reader (README, roles, methods) are in English, the language of a
// paper, whatever the interface language. The figures are drawn by the faces (core has no
// widgets): a build without charts bundles everything else and says the figures were left out.

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace rulelab {

class PluginRegistry;

struct BundleFile {
    QString path;    // inside the bundle, '/'-separated
    QString source;  // a file on disk, or empty: `data` holds the content
    QByteArray data;
    QString role;    // what it is, in words
    QString format;  // its media type
    int64_t size = 0;
    QString sha256;
};

// Draws every figure of the results folder `results` into `outDir` as BASE-KIND.pdf|.svg|.png
// with BASE-KIND.csv, listing the files written in `written` (names in outDir). Figures a results
// folder cannot have (effects without a sweep) are left out silently.
using FigureMaker = std::function<bool(const QString &results, const QString &outDir, const QString &base,
                                       QStringList &written, QString &error)>;

struct BundleOptions {
    QStringList results;                    // results folders or their summary.json
    QString title, description;             // empty: made from the results
    QString license = QStringLiteral("CC-BY-4.0");  // an SPDX identifier
    QStringList authors;                    // "Given Family" or "Family, Given"; empty: a placeholder, noted
    QDate date;                             // datePublished; invalid: today (UTC)
    FigureMaker figures;                    // null: figures left out, and the README says so
};

struct BundlePlan {
    std::vector<BundleFile> files;  // ro-crate-metadata.json last
    QStringList notes;              // what was left out and why (in the README too)
    int64_t totalBytes() const;
};

// Gathers every file of the bundle (figures drawn into `workDir`, which must outlive the plan),
// hashes them and writes the crate. Refuses results that fail their integrity check (an edited
// summary.json is never published), naming the file. Errors are translated.
bool planBundle(const BundleOptions &options, const PluginRegistry &registry, const QString &workDir, BundlePlan &plan,
                std::string &error);

// Whether `out` names a folder (ends with '/', or is one): the bundle is then written as files.
bool isFolderOutput(const QString &out);
// Writes the plan as a ZIP (atomically: QSaveFile) or into the folder `out`. `progress(done,
// total)` in bytes; returning false cancels (nothing is left behind for a ZIP).
bool writeBundle(const BundlePlan &plan, const QString &out, std::string &error,
                 const std::function<bool(int64_t done, int64_t total)> &progress = {});

// The methods text of an exploration's summary (its "methods" paragraph, as Markdown), or empty
// when `summary` is not an exploration's: bundled as methods/NAME.md, and made again by verify.
QByteArray exploreMethodsMarkdown(const QJsonObject &summary);

// The media type RuleLab gives a file by its extension.
QString mediaType(const QString &path);

}  // namespace rulelab
