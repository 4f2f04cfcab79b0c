#pragma once
// Verifying a publication bundle (bundle.h): every file against the SHA-256 the crate lists, then
// every results folder's experiment or exploration played again with the installed plugins, its
// files compared byte for byte and its figures' numbers drawn again and compared. Each file gets
// one verdict; a run is reproduced only when every file it produces is the bundle's. What cannot
// be checked (a plugin build that is not installed, run times) is named with the reason, and does
// not fail the verification. A sample checks K results folders, or K slices of the matches of a
// bundle's one results folder (their rows of matches.csv compared byte for byte).

#include "bundle.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace rulelab {

class PluginRegistry;

enum class BundleVerdict {
    Intact,        // its SHA-256 is the crate's (not re-run, or not a result)
    Reproduced,    // the re-run wrote exactly these bytes
    Differing,     // the re-run wrote other bytes (detail: the first differing line and field)
    NotCheckable,  // detail: why (the plugin build not installed, with its SHA-256; run times)
    Edited,        // its SHA-256 is not the one the crate lists
    Missing,       // the crate lists it, the bundle lacks it
    Unlisted,      // in the bundle, not in the crate
};
// "reproduced", "differing", ... (translated).
QString verdictText(BundleVerdict v);
bool verdictFails(BundleVerdict v);

struct BundleFileCheck {
    QString path;  // inside the bundle
    BundleVerdict verdict = BundleVerdict::Intact;
    QString detail;
};

struct VerifyOptions {
    // Re-run only this many results folders, chosen at random (0: all); of a bundle with one, this
    // many of its kVerifySlices slices of matches (a run to a precision, an exploration: whole).
    int sample = 0;
    uint64_t seed = 1;
    int threads = 0;
    QString workDir;  // an empty temporary folder for the re-runs' files
    const std::atomic<bool> *cancel = nullptr;
    std::function<void(const QString &message)> status;  // "re-running results/x (1 of 3)"
    FigureMaker figures;  // draws a re-run's figures to compare their CSVs; null: not re-drawn (said so)
};

struct VerifyReport {
    std::vector<BundleFileCheck> files;  // in the crate's order, then unlisted files
    QStringList rerun, skipped;          // results folders re-run, and left out by --sample
    QStringList partial;                 // what a sample of one folder re-ran: "results/x: matches 0-59, ..."
    QStringList notes;                   // what was not done and why (figures not re-drawn, ...)
    bool ok() const;                     // nothing edited, missing, unlisted or differing
};

// The bundle's files in a folder: a folder bundle is used where it is; a ZIP is extracted into
// `tempDir`. `root` is where ro-crate-metadata.json is.
bool openBundle(const QString &bundle, const QString &tempDir, QString &root, std::string &error);

// Verifies the bundle in `root`. Rules files the bundle carries are added to `registry` for games
// it lacks. False only when the bundle cannot be read at all (no crate, no provenance).
bool verifyBundle(const QString &root, PluginRegistry &registry, const VerifyOptions &options, VerifyReport &report,
                  std::string &error);

// The first difference of two files' contents, for a report: "line 12, field 'turns' (column 11):
// '40' here, '41' in the bundle" for CSV, "line 30 (field 'readings')" for JSON, "line N" else; ""
// when equal.
QString firstDifference(const QString &name, const QByteArray &produced, const QByteArray &bundled);

}  // namespace rulelab
