#pragma once
// The integrity record of a results folder (issue 34): figures are never taken from a file edited
// after it was written. When a results folder is written (run, compare, sweep, merge, explore,
// the workbench), its summary.json gets an "integrity" object:
//
//   "integrity": {
//     "algorithm": "sha256",
//     "canonical": "compact JSON of this document without integrity.summary_sha256, keys sorted",
//     "files": {"matches.csv": "<hex>", "usage.csv": "<hex>", ...},   // every data file written with it
//     "summary_sha256": "<hex>"                                         // of the canonical content
//   }
//
// The canonical content is the summary document with integrity.summary_sha256 removed (the file
// checksums stay in, so they are covered too), written as compact JSON: no spaces or line breaks
// between tokens, every object's keys in sorted order, strings in UTF-8 with only '"', '\' and
// control characters escaped, numbers as the file writes them (shortest round-trip form). For a
// file RuleLab wrote, that is summary.json with the whitespace between tokens and the
// summary_sha256 member taken out (docs/cli.md "Results you can trust"; scripts/recompute.py
// checks it independently). No time stamp or path is in it, so the same experiment gives the
// same bytes on any thread count, and merged shards the single run's.
//
// Every reader of a results folder verifies it before using a figure: the summary's checksum
// (else "summary.json was edited after it was written"), and each data file listed that is in the
// folder (else "matches.csv differs from the one summary.json was written with"); a data file of
// a known name that is not listed was not written with it and is refused too. A listed file that
// is absent is no error here (a summary may be copied alone; a reader that needs the file says
// it cannot open it). A summary without the object (written before it existed) is accepted with
// a warning that it cannot be checked: readers that rebuild every figure from matches.csv (merge,
// compare --results, --resume) check the rows against matches_csv as before.
//
// This guards against edits and mix-ups, not against forgery: whoever edits a file on purpose can
// recompute the checksums.

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <map>
#include <string>

namespace rulelab {

inline constexpr const char *kIntegrityKey = "integrity";

// The data files a results folder may hold beside summary.json: a file of one of these names that
// the summary's integrity record does not list was not written with it.
const QStringList &resultsDataFileNames();

// The SHA-256 of bytes, or of a file, as lower-case hex.
QString sha256Hex(const QByteArray &bytes);
bool fileSha256(const QString &path, QString &hex, std::string &error);

// The canonical content of a summary document (see above) that integrity.summary_sha256 is the
// SHA-256 of.
QByteArray canonicalSummary(const QJsonObject &summary);

// Adds (or replaces) the integrity record: `files` maps each data file written with the summary
// (its name in the summary's folder) to its SHA-256 in hex; then the summary's own checksum.
void sealSummary(QJsonObject &summary, const std::map<QString, QString> &files);
// The same, hashing the named files of `dir` (each must exist); `known` gives hashes already
// computed (matches.csv's, hashed as it was written).
bool sealSummary(QJsonObject &summary, const QString &dir, const QStringList &names, std::string &error,
                 const std::map<QString, QString> &known = {});

struct IntegrityCheck {
    bool sealed = false;  // the summary has an integrity record, and everything it checks agreed
    std::string warning;  // when not sealed: the summary cannot be checked (translated)
};

// Verifies the summary `summary`, read from `summaryPath` (its folder holds the data files).
// False, with a translated error naming the file that differs and how to recover, when the
// summary or one of its files was edited or comes from another run.
bool verifySummaryIntegrity(const QJsonObject &summary, const QString &summaryPath, IntegrityCheck &check, std::string &error);
// The same for the bytes of a summary file. Bytes that are not a JSON object pass unchecked (and
// without a warning): the caller's own parser then names what is wrong with them.
bool verifySummaryBytes(const QByteArray &bytes, const QString &summaryPath, IntegrityCheck &check, std::string &error);
// The summary.json of `path`: the path itself, or summary.json inside it when it is a folder.
QString summaryPathOf(const QString &path);

}  // namespace rulelab
