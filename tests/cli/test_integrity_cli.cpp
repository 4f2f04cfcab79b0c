// No figure from an edited file (issue 34, item 6): every reader of a results folder (chart,
// compare --results, methods, merge of runs and of explorations, --resume) refuses a summary.json
// edited after it was written, or a data file that is not the one it was written with, naming the
// file; untouched folders work as before, and folders written before summaries were sealed are
// read with a warning (core/experiment/integrity.h).
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "support/cli_runner.h"

using namespace rulelab::testsupport;

namespace {

const QStringList kRun = words("run fixture-nim --reading normal --reading misere --matches 300 --seed 5");
// Two runs whose readings compare --results sets side by side.
const QStringList kNormal = words("run fixture-nim --reading normal --matches 300 --seed 5 --out");
const QStringList kMisere = words("run fixture-nim --reading misere --matches 300 --seed 5 --out");

QString summaryPath(const QString &dir) { return QDir(dir).filePath(QStringLiteral("summary.json")); }

// A copy of a results folder (summary.json and its data files).
QString copyFolder(const QString &from, const QString &to) {
    EXPECT_TRUE(QDir().mkpath(to));
    for (const QString &name : QDir(from).entryList(QDir::Files))
        EXPECT_TRUE(QFile::copy(QDir(from).filePath(name), QDir(to).filePath(name))) << name.toStdString();
    return to;
}

// What a user does in a text editor: the estimate of the first reading's metric `metric`
// (`"value": X` in its object) becomes 0.9.
void editValue(const QString &summary, const char *metric) {
    QByteArray text = readAll(summary);
    const qsizetype from = text.indexOf(QByteArray("\"") + metric + "\": {", text.indexOf("\"readings\""));
    ASSERT_GE(from, 0) << metric;
    const qsizetype at = text.indexOf("\"value\": ", from);
    ASSERT_GE(at, 0);
    qsizetype end = at + 9;
    while (end < text.size() && text[end] != ',' && text[end] != '\n') ++end;
    ASSERT_NE(text.mid(at, end - at), QByteArray("\"value\": 0.9"));
    text.replace(at, end - at, "\"value\": 0.9");
    writeAll(summary, text);
}

// One match row changed (its turns), as a hand edit of matches.csv would.
void editRow(const QString &dir) {
    const QString path = QDir(dir).filePath(QStringLiteral("matches.csv"));
    QByteArray csv = readAll(path);
    const qsizetype at = csv.indexOf(",finished,") + 10;
    csv[at] = csv[at] == '1' ? '2' : '1';
    writeAll(path, csv);
}

void expectRefused(const Result &r, const QString &file, const char *what, const char *command) {
    EXPECT_EQ(r.code, 1) << command << "\n" << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(file + QLatin1String(what))) << command << "\n" << r.err.toStdString();
}

}  // namespace

TEST(CliIntegrity, AnEditedSummaryOrRowIsRefusedByEveryReaderNamingTheFile) {
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("good")), other = dir.filePath(QStringLiteral("other"));
    ASSERT_EQ(cli(kNormal + QStringList{good}).code, 0);
    ASSERT_EQ(cli(kMisere + QStringList{other}).code, 0);
    const QJsonObject sealed = QJsonDocument::fromJson(readAll(summaryPath(good))).object();
    const QJsonObject integrity = sealed.value(QStringLiteral("integrity")).toObject();
    EXPECT_EQ(integrity.value(QStringLiteral("summary_sha256")).toString().size(), 64);
    const QJsonObject files = integrity.value(QStringLiteral("files")).toObject();
    EXPECT_EQ(files.keys(),
              (QStringList{QStringLiteral("matches.csv"), QStringLiteral("usage.csv"), QStringLiteral("usage_groups.csv")}));
    EXPECT_EQ(files.value(QStringLiteral("matches.csv")),
              sealed.value(QStringLiteral("matches_csv")).toObject().value(QStringLiteral("sha256")));

    // Untouched, every reader takes it, without a warning.
    const Result cmp = cli({QStringLiteral("compare"), QStringLiteral("--results"), good, QStringLiteral("--results"), other});
    ASSERT_EQ(cmp.code, 0) << cmp.err.toStdString();
    EXPECT_FALSE(cmp.err.contains(QStringLiteral("integrity"))) << cmp.err.toStdString();
    const Result methods = cli({QStringLiteral("methods"), good});
    ASSERT_EQ(methods.code, 0) << methods.err.toStdString();
    EXPECT_FALSE(methods.err.contains(QStringLiteral("integrity"))) << methods.err.toStdString();
#ifdef RULELAB_HAVE_CHARTS
    const Result chart = cli({QStringLiteral("chart"), good, QStringLiteral("--kind"), QStringLiteral("advantage"),
                              QStringLiteral("--out"), dir.filePath(QStringLiteral("ok.png"))});
    ASSERT_EQ(chart.code, 0) << chart.err.toStdString();
    EXPECT_FALSE(chart.err.contains(QStringLiteral("integrity"))) << chart.err.toStdString();
#endif

    // A value of summary.json edited by hand (a metric's estimate set to 0.9).
    const QString edited = copyFolder(good, dir.filePath(QStringLiteral("edited")));
    editValue(summaryPath(edited), "AdvantageP1");
    const char *wasEdited = " was edited after it was written: its content no longer matches its checksum";
#ifdef RULELAB_HAVE_CHARTS
    const QString png = dir.filePath(QStringLiteral("edited.png"));
    expectRefused(cli({QStringLiteral("chart"), edited, QStringLiteral("--kind"), QStringLiteral("advantage"),
                       QStringLiteral("--out"), png}),
                  summaryPath(edited), wasEdited, "chart");
    EXPECT_FALSE(QFile::exists(png)) << "nothing is drawn from an edited file";
    // Given as the file itself, too.
    expectRefused(cli({QStringLiteral("chart"), summaryPath(edited), QStringLiteral("--out"), png}), summaryPath(edited), wasEdited,
                  "chart FILE");
#endif
    expectRefused(cli({QStringLiteral("compare"), QStringLiteral("--results"), edited, QStringLiteral("--results"), other}),
                  summaryPath(edited), wasEdited, "compare --results");
    expectRefused(cli({QStringLiteral("methods"), edited}), summaryPath(edited), wasEdited, "methods");
    const Result hint = cli({QStringLiteral("methods"), edited});
    EXPECT_TRUE(hint.err.contains(QStringLiteral("run the experiment or the exploration again, or merge its shards again")))
        << hint.err.toStdString();

    // A row of matches.csv edited by hand: refused naming matches.csv.
    const QString row = copyFolder(good, dir.filePath(QStringLiteral("row")));
    editRow(row);
    const QString csv = QDir(row).filePath(QStringLiteral("matches.csv"));
    const char *differs = " differs from the one ";
#ifdef RULELAB_HAVE_CHARTS
    expectRefused(cli({QStringLiteral("chart"), row, QStringLiteral("--out"), dir.filePath(QStringLiteral("row.png"))}), csv,
                  differs, "chart");
#endif
    expectRefused(cli({QStringLiteral("compare"), QStringLiteral("--results"), row, QStringLiteral("--results"), other}), csv,
                  differs, "compare --results");
    expectRefused(cli({QStringLiteral("methods"), row}), csv, differs, "methods");

    // A usage.csv of another run beside the summary: not the one it was written with.
    const QString mixed = copyFolder(good, dir.filePath(QStringLiteral("mixed")));
    ASSERT_TRUE(QFile::remove(QDir(mixed).filePath(QStringLiteral("usage.csv"))));
    ASSERT_TRUE(
        QFile::copy(QDir(other).filePath(QStringLiteral("usage.csv")), QDir(mixed).filePath(QStringLiteral("usage.csv"))));
    expectRefused(cli({QStringLiteral("methods"), mixed}), QDir(mixed).filePath(QStringLiteral("usage.csv")), differs, "methods");
}

TEST(CliIntegrity, MergeAndResumeRefuseAnEditedPartAndMergeIsTheSingleRunByteForByte) {
    QTemporaryDir dir;
    const QString single = dir.filePath(QStringLiteral("single")), p1 = dir.filePath(QStringLiteral("p1")),
                  p2 = dir.filePath(QStringLiteral("p2"));
    ASSERT_EQ(cli(kRun + words("--threads 1 --out") + QStringList{single}).code, 0);
    ASSERT_EQ(cli(kRun + words("--threads 2 --shard 1/2 --out") + QStringList{p1}).code, 0);
    ASSERT_EQ(cli(kRun + words("--threads 1 --shard 2/2 --out") + QStringList{p2}).code, 0);
    // The same bytes on any thread count, and merged shards give the single run's summary,
    // integrity record included.
    const QString two = dir.filePath(QStringLiteral("two"));
    ASSERT_EQ(cli(kRun + words("--threads 2 --out") + QStringList{two}).code, 0);
    EXPECT_EQ(readAll(summaryPath(two)), readAll(summaryPath(single)));
    const QString merged = dir.filePath(QStringLiteral("merged"));
    const Result m = cli({QStringLiteral("merge"), p2, p1, QStringLiteral("--out"), merged});
    ASSERT_EQ(m.code, 0) << m.err.toStdString();
    EXPECT_TRUE(readAll(summaryPath(merged)).contains("\"summary_sha256\""));
    EXPECT_EQ(readAll(summaryPath(merged)), readAll(summaryPath(single)));

    // An edited part is not merged: its summary, or its rows.
    const QString e2 = copyFolder(p2, dir.filePath(QStringLiteral("e2")));
    editValue(summaryPath(e2), "Completion");
    Result r = cli({QStringLiteral("merge"), p1, e2, QStringLiteral("--out"), dir.filePath(QStringLiteral("m2"))});
    expectRefused(r, summaryPath(e2), " was edited after it was written", "merge");
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("m2/summary.json"))));
    const QString r2 = copyFolder(p2, dir.filePath(QStringLiteral("r2")));
    editRow(r2);
    r = cli({QStringLiteral("merge"), p1, r2, QStringLiteral("--out"), dir.filePath(QStringLiteral("m3"))});
    expectRefused(r, QDir(r2).filePath(QStringLiteral("matches.csv")), " differs from the one ", "merge");
    // Nor resumed.
    r = cli(kRun + QStringList{QStringLiteral("--resume"), e2});
    expectRefused(r, summaryPath(e2), " was edited after it was written", "run --resume");
}

TEST(CliIntegrity, FoldersWrittenBeforeSummariesWereSealedAreReadWithAWarning) {
    QTemporaryDir dir;
    const QString old = dir.filePath(QStringLiteral("old")), other = dir.filePath(QStringLiteral("other"));
    ASSERT_EQ(cli(kNormal + QStringList{old}).code, 0);
    ASSERT_EQ(cli(kMisere + QStringList{other}).code, 0);
    QJsonObject s = QJsonDocument::fromJson(readAll(summaryPath(old))).object();
    s.remove(QStringLiteral("integrity"));
    writeAll(summaryPath(old), QJsonDocument(s).toJson());
    const char *cannot = " has no integrity record";
    const Result methods = cli({QStringLiteral("methods"), old});
    EXPECT_EQ(methods.code, 0) << methods.err.toStdString();
    EXPECT_TRUE(methods.err.contains(QStringLiteral("warning: ") + summaryPath(old) + QLatin1String(cannot)))
        << methods.err.toStdString();
    const Result cmp = cli({QStringLiteral("compare"), QStringLiteral("--results"), old, QStringLiteral("--results"), other});
    EXPECT_EQ(cmp.code, 0) << cmp.err.toStdString();
    EXPECT_TRUE(cmp.err.contains(summaryPath(old) + QLatin1String(cannot))) << cmp.err.toStdString();
#ifdef RULELAB_HAVE_CHARTS
    const Result chart = cli({QStringLiteral("chart"), old, QStringLiteral("--out"), dir.filePath(QStringLiteral("old.png"))});
    EXPECT_EQ(chart.code, 0) << chart.err.toStdString();
    EXPECT_TRUE(chart.err.contains(summaryPath(old) + QLatin1String(cannot))) << chart.err.toStdString();
#endif
    // Its rows are still checked against matches_csv (merge and compare rebuild every figure
    // from them).
    editRow(old);
    const Result rows = cli({QStringLiteral("compare"), QStringLiteral("--results"), old, QStringLiteral("--results"), other});
    EXPECT_EQ(rows.code, 1);
    EXPECT_TRUE(rows.err.contains(QStringLiteral("matches.csv: its SHA-256 is not the one summary.json records")))
        << rows.err.toStdString();
}

