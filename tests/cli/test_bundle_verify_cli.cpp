// What `verify` checks beyond re-running a run whole (issue 40): an exploration re-run from the
// spec and evidence files the bundle carries (an edited evidence file is named), a sample of one
// results folder re-running slices of its matches and comparing their rows (an edited row in a
// slice is found, one outside it is not looked at), and the figures' numbers drawn again from the
// re-run (an edited figure CSV is differing, even with its checksum mended).
#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "support/cli_runner.h"

using namespace rulelab::testsupport;

namespace {

Result cliAt(const QString &workingDir, const QStringList &args) {
    QProcess p;
    p.setProcessEnvironment(fixtureEnvironment());
    p.setWorkingDirectory(workingDir);
    p.start(QStringLiteral(RULELAB_CLI), args);
    EXPECT_TRUE(p.waitForFinished(120000));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString bundleFolder(const QTemporaryDir &dir, const QString &results, const QString &name) {
    const QString out = dir.filePath(name) + QLatin1Char('/');
    const Result r = cli({QStringLiteral("bundle"), results, QStringLiteral("--out"), out, QStringLiteral("--date"),
                          QStringLiteral("2026-01-02")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    return out;
}

// A bundle folder of one run of 60 matches of two readings of the fixture game (empty on failure).
QString nimBundle(const QTemporaryDir &dir) {
    const QString results = dir.filePath(QStringLiteral("nim-run"));
    const Result r = cli(words("run fixture-nim --reading normal --reading misere --matches 60 --seed 3 --out") + QStringList{results});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    return r.code == 0 ? bundleFolder(dir, results, QStringLiteral("b")) : QString();
}

// verify's line about one file of the bundle.
QString verifiedLineAbout(const QString &report, const QString &path) {
    for (const QString &line : report.split(QLatin1Char('\n')))
        if (line.endsWith(QLatin1Char(' ') + path) || line.contains(QLatin1Char(' ') + path + QLatin1Char(':'))) return line;
    return QString();
}

// Replaces a file of a bundle folder and mends its checksum in the crate, as someone who edits on
// purpose would: only the re-run can tell.
void replaceMended(const QString &bundle, const QString &path, const QByteArray &bytes) {
    writeAll(QDir(bundle).filePath(path), bytes);
    const QString cratePath = QDir(bundle).filePath(QStringLiteral("ro-crate-metadata.json"));
    QJsonObject crate = QJsonDocument::fromJson(readAll(cratePath)).object();
    QJsonArray graph = crate.value(QStringLiteral("@graph")).toArray();
    for (qsizetype i = 0; i < graph.size(); ++i) {
        QJsonObject e = graph[i].toObject();
        if (e.value(QStringLiteral("@id")).toString() != path) continue;
        e.insert(QStringLiteral("sha256"),
                 QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()));
        e.insert(QStringLiteral("contentSize"), QString::number(bytes.size()));
        graph[i] = e;
    }
    crate.insert(QStringLiteral("@graph"), graph);
    writeAll(cratePath, QJsonDocument(crate).toJson(QJsonDocument::Indented));
}

// The row of match `match` of reading `reading` with its third field (the seed) replaced.
QByteArray withSeedEdited(QByteArray csv, const QString &reading, int match) {
    const QByteArray start = '\n' + reading.toUtf8() + ',' + QByteArray::number(match) + ',';
    const qsizetype at = csv.indexOf(start);
    EXPECT_GE(at, 0) << start.toStdString();
    const qsizetype seed = at + start.size(), end = csv.indexOf(',', seed);
    return csv.replace(seed, end - seed, "12345");
}

}  // namespace

TEST(BundleVerify, AnExplorationIsReRunFromItsBundledEvidence) {
    QTemporaryDir dir;
    ASSERT_TRUE(QDir().mkpath(dir.filePath(QStringLiteral("evidence"))));
    const QString told = dir.filePath(QStringLiteral("evidence/told.json"));
    writeAll(told, R"({"format": "rulelab-evidence", "kind": "reported_length", "metric": "turns_median", "value": 2,
                      "tolerance": 3, "source": "a test"})");
    // Run where the evidence is, named by a relative path (as a user types it).
    const Result ex = cliAt(dir.path(), words("explore fixture-nim --base normal --vary pile=1,50 --vary misere --require") +
                                            QStringList{QStringLiteral("Completion >= 0.8")} +
                                            words("--evidence evidence/told.json --cap max_turns=10 --first-block 100 "
                                                  "--budget 2000 --seed 3 --out explored"));
    ASSERT_EQ(ex.code, 0) << ex.err.toStdString();
    const QString bundle = bundleFolder(dir, dir.filePath(QStringLiteral("explored")), QStringLiteral("b"));
    EXPECT_EQ(readAll(QDir(bundle).filePath(QStringLiteral("inputs/evidence/explored/told.json"))), readAll(told));
    const QJsonObject spec =
        QJsonDocument::fromJson(readAll(QDir(bundle).filePath(QStringLiteral("experiments/explored.json")))).object();
    EXPECT_EQ(spec.value(QStringLiteral("format")).toString(), QStringLiteral("rulelab-explore"));
    const QJsonObject provenance = QJsonDocument::fromJson(readAll(QDir(bundle).filePath(QStringLiteral("provenance.json")))).object();
    const QJsonObject unit = provenance.value(QStringLiteral("results")).toArray().first().toObject();
    EXPECT_EQ(unit.value(QStringLiteral("evidence_files")).toObject().value(QStringLiteral("evidence/told.json")).toString(),
              QStringLiteral("inputs/evidence/explored/told.json"));

    // Verified from elsewhere: the evidence is read from the bundle, named as the spec named it.
    const Result ok = cli({QStringLiteral("verify"), bundle, QStringLiteral("--threads"), QStringLiteral("2")});
    EXPECT_EQ(ok.code, 0) << ok.out.toStdString() << ok.err.toStdString();
    EXPECT_TRUE(readAll(QDir(bundle).filePath(QStringLiteral("methods/explored.md"))).contains("Bonferroni"));
    for (const char *f : {"results/explored/summary.json", "results/explored/candidates.csv", "methods/explored.md"})
        EXPECT_TRUE(verifiedLineAbout(ok.out, QLatin1String(f)).startsWith(QStringLiteral("reproduced"))) << f << "\n" << ok.out.toStdString();
    EXPECT_FALSE(ok.out.contains(QStringLiteral("not checkable"))) << ok.out.toStdString();

    // The evidence edited: named, and the re-run measured against it differs.
    QByteArray edited = readAll(told);
    edited.replace("\"value\": 2", "\"value\": 40");
    writeAll(QDir(bundle).filePath(QStringLiteral("inputs/evidence/explored/told.json")), edited);
    const Result bad = cli({QStringLiteral("verify"), bundle});
    EXPECT_EQ(bad.code, 1) << bad.out.toStdString();
    EXPECT_TRUE(verifiedLineAbout(bad.out, QStringLiteral("inputs/evidence/explored/told.json")).startsWith(QStringLiteral("edited")))
        << bad.out.toStdString();
    EXPECT_TRUE(verifiedLineAbout(bad.out, QStringLiteral("results/explored/summary.json")).startsWith(QStringLiteral("differing")))
        << bad.out.toStdString();
}

TEST(BundleVerify, ASampleOfOneRunReRunsSlicesOfItsMatchesAndComparesTheirRows) {
    QTemporaryDir dir;
    const QString bundle = nimBundle(dir);
    ASSERT_FALSE(bundle.isEmpty());
    const QStringList verify = words("verify --sample 2 --seed 5") + QStringList{bundle};
    const Result ok = cli(verify);
    EXPECT_EQ(ok.code, 0) << ok.out.toStdString();
    // Two of ten slices of 6 matches of each reading, named; the same for the same seed.
    static const QRegularExpression said(QStringLiteral(
        "Sample of 2 \\(seed 5\\): re-ran part of results/nim-run: matches (\\d+)-(\\d+), (\\d+)-(\\d+) of each reading "
        "\\(slices (\\d+), (\\d+) of 10\\)"));
    const QRegularExpressionMatch m = said.match(ok.out);
    ASSERT_TRUE(m.hasMatch()) << ok.out.toStdString();
    EXPECT_EQ(m.captured(2).toInt() - m.captured(1).toInt(), 5);
    EXPECT_EQ(m.captured(1).toInt(), (m.captured(5).toInt() - 1) * 6);
    EXPECT_EQ(cli(verify).out.section(QLatin1Char('\n'), 0, 0), ok.out.section(QLatin1Char('\n'), 0, 0));
    const QString csvLine = verifiedLineAbout(ok.out, QStringLiteral("results/nim-run/matches.csv"));
    EXPECT_TRUE(csvLine.startsWith(QStringLiteral("reproduced")) && csvLine.contains(QStringLiteral("(24 rows)")))
        << csvLine.toStdString();
    EXPECT_TRUE(verifiedLineAbout(ok.out, QStringLiteral("results/nim-run/summary.json")).startsWith(QStringLiteral("intact")));

    // A row outside the sample edited (its checksum mended) is not looked at; one inside is found.
    const QString csv = QStringLiteral("results/nim-run/matches.csv");
    const QByteArray rows = readAll(QDir(bundle).filePath(csv));
    const int inside = m.captured(3).toInt() + 2;
    int outside = 0;
    while (outside / 6 + 1 == m.captured(5).toInt() || outside / 6 + 1 == m.captured(6).toInt()) outside += 6;
    replaceMended(bundle, csv, withSeedEdited(rows, QStringLiteral("misere"), outside));
    EXPECT_EQ(cli(verify).code, 0);
    const QByteArray editedInside = withSeedEdited(rows, QStringLiteral("misere"), inside);
    replaceMended(bundle, csv, editedInside);
    const Result bad = cli(verify);
    EXPECT_EQ(bad.code, 1) << bad.out.toStdString();
    const qsizetype at = editedInside.indexOf(QByteArray("\nmisere,") + QByteArray::number(inside) + ',');
    const QString where = QStringLiteral("line %1, field 'seed' (column 3)").arg(editedInside.left(at + 1).count('\n') + 1);
    const QString line = verifiedLineAbout(bad.out, csv);
    EXPECT_TRUE(line.startsWith(QStringLiteral("differing")) && line.contains(where)) << where.toStdString() << "\n"
                                                                                       << bad.out.toStdString();
    // The whole run re-run finds both.
    EXPECT_EQ(cli({QStringLiteral("verify"), bundle}).code, 1);
}

TEST(BundleVerify, FiguresAreDrawnAgainFromTheReRun) {
    QTemporaryDir dir;
    const QString bundle = nimBundle(dir);
    ASSERT_FALSE(bundle.isEmpty());
    const Result ok = cli({QStringLiteral("verify"), bundle});
    EXPECT_EQ(ok.code, 0) << ok.out.toStdString();
#ifdef RULELAB_HAVE_CHARTS
    const QString figure = QStringLiteral("figures/nim-run-ends.csv");
    EXPECT_TRUE(verifiedLineAbout(ok.out, figure).startsWith(QStringLiteral("reproduced"))) << ok.out.toStdString();
    EXPECT_TRUE(verifiedLineAbout(ok.out, QStringLiteral("figures/nim-run-ends.png")).startsWith(QStringLiteral("intact")));
    // A number of the figure edited, its checksum mended: the figure drawn again differs.
    QByteArray numbers = readAll(QDir(bundle).filePath(figure));
    const qsizetype secondLine = numbers.indexOf('\n') + 1;
    qsizetype at = secondLine;
    while (at < numbers.size() && !(numbers[at] >= '0' && numbers[at] <= '9')) ++at;
    ASSERT_LT(at, numbers.size()) << numbers.toStdString();
    numbers[at] = numbers[at] == '7' ? '8' : '7';
    replaceMended(bundle, figure, numbers);
    const Result bad = cli({QStringLiteral("verify"), bundle});
    EXPECT_EQ(bad.code, 1) << bad.out.toStdString();
    const QString line = verifiedLineAbout(bad.out, figure);
    EXPECT_TRUE(line.startsWith(QStringLiteral("differing")) && line.contains(QStringLiteral("line 2, field")))
        << bad.out.toStdString();
#else
    EXPECT_TRUE(ok.out.contains(QStringLiteral("The figures were not re-drawn"))) << ok.out.toStdString();
#endif
}
