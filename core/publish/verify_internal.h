#pragma once
// The verifier's state, shared by bundle_verify.cpp (the crate's checksums, the re-run of a
// results folder in full, the comparison of its files) and verify_rerun.cpp (an exploration's
// re-run, a sampled part of one run, the figures re-drawn). Not part of the API: bundle_verify.h is.

#include "bundle_verify.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace rulelab {

struct Experiment;
struct PluginProvenance;
struct PreparedReading;

namespace verify_detail {

// The publication's messages in the interface language: PublishText::tr, whose context
// ("rulelab::publish") lupdate reads from this declaration, so that every message is in the catalogues.
struct PublishText {
    Q_DECLARE_TR_FUNCTIONS(rulelab::publish)
};
QByteArray readAll(const QString &path);
bool readJson(const QString &path, QJsonObject &out, std::string &error);
// A CSV row's first differing field: "line 12, field 'turns' (column 11): '40' re-run, '41' in the
// bundle" (`header` names the fields).
QString rowDifference(const QByteArray &header, qint64 line, const QByteArray &produced, const QByteArray &bundled);
// `k` of the indices 0..n-1, chosen at random from `seed` (the same everywhere), in the order drawn.
std::vector<size_t> seededChoice(size_t n, size_t k, uint64_t seed);

// Slices of a run a sampled verify of a one-folder bundle chooses from: the folder's matches (of
// each reading; a shard's range when it is a shard) in this many parts.
inline constexpr int kVerifySlices = 10;

}  // namespace verify_detail

struct Verifier {
    QString root;
    PluginRegistry &reg;
    const VerifyOptions &o;
    VerifyReport &report;
    std::map<QString, size_t> index;  // bundle path -> report.files
    bool figuresNoted = false;

    void checkListed(const QJsonObject &crate);
    // The check of a listed file, or null.
    BundleFileCheck *check(const QString &path);
    // A re-made file's verdict: reproduced when `difference` is empty, else differing; a file already
    // edited keeps its verdict and gains the difference.
    void settle(BundleFileCheck &c, const QString &difference, const QString &sameDetail = QString());
    void setVerdict(const QString &folder, BundleVerdict v, const QString &detail);
    // Re-runs one results folder; `slices` > 0: only that many slices of its matches (a run).
    void rerun(const QJsonObject &unit, const QString &workDir, int slices);
    bool installed(const QString &game, const PluginProvenance &wanted, QString &why);
    bool runnable(const QJsonObject &summary, const QJsonObject &unit, Experiment &e, std::vector<PreparedReading> &prepared,
                  QString &why);
    bool rerunExplore(const QJsonObject &summary, const QJsonObject &unit, const QString &outDir, QString &why);
    void rerunSlices(const QJsonObject &summary, const Experiment &e, const std::vector<PreparedReading> &prepared,
                     const QJsonObject &unit, const QString &workDir, int slices);
    void compare(const QString &folder, const QString &producedDir);
    void compareMethods(const QString &name);
    // A file made again (not re-run) compared with the bundle's, when it is listed and intact.
    void compareMade(const QString &path, const QByteArray &made);
    // The figures of results folder `name` drawn again from the re-run in `producedDir` and their
    // CSVs compared with the bundle's; without a figure maker they are left intact, and said so.
    void compareFigures(const QString &name, const QString &producedDir, const QString &workDir);
    void leaveFigures(const QString &name, const QString &why);
};

}  // namespace rulelab
