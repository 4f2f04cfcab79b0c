// One combination, one id, one set of matches (#34, item 7): the same options given to sweep (the
// --vary flags in either order, values in any spelling), to explore and to run name one reading
// id, and, since a match's seed derives from its reading's id, play the same matches.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <map>

#include "support/cli_runner.h"
#include "support/summary_values.h"

using namespace rulelab::testsupport;

namespace {

QJsonObject summaryOf(const QString &dir) {
    return QJsonDocument::fromJson(readAll(QDir(dir).filePath(QStringLiteral("summary.json")))).object();
}

// The rows of a matches.csv by reading id (the first field; ids with a comma are quoted).
std::map<QByteArray, QList<QByteArray>> rowsByReading(const QString &dir) {
    std::map<QByteArray, QList<QByteArray>> out;
    const QList<QByteArray> lines = readAll(QDir(dir).filePath(QStringLiteral("matches.csv"))).trimmed().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &l = lines[i];
        const QByteArray id = l.startsWith('"') ? l.mid(1, l.indexOf('"', 1) - 1) : l.left(l.indexOf(','));
        out[id].append(l);
    }
    return out;
}

QStringList sweepArgs(const QString &first, const QString &second, const QString &out) {
    return {QStringLiteral("sweep"),     QStringLiteral("fixture-nim"),
            QStringLiteral("--base"),    QStringLiteral("normal"),
            QStringLiteral("--vary"),    first,
            QStringLiteral("--vary"),    second,
            QStringLiteral("--matches"), QStringLiteral("60"),
            QStringLiteral("--seed"),    QStringLiteral("7"),
            QStringLiteral("--out"),     out};
}

QStringList runArgs(const QString &reading, const QString &out) {
    return {QStringLiteral("run"),       QStringLiteral("fixture-nim"),
            QStringLiteral("--reading"), reading,
            QStringLiteral("--matches"), QStringLiteral("60"),
            QStringLiteral("--seed"),    QStringLiteral("7"),
            QStringLiteral("--out"),     out};
}

}  // namespace

TEST(CliCombination, SweepExploreAndRunNameAndPlayACombinationAlike) {
    QTemporaryDir dir;
    const QString s1 = dir.filePath(QStringLiteral("s1")), s2 = dir.filePath(QStringLiteral("s2")),
                  ex = dir.filePath(QStringLiteral("ex"));
    // The --vary flags in the game's order (take before misere) and the other way round, with
    // misere spelled otherwise: the same cells, in the same order, byte for byte.
    Result r = cli(sweepArgs(QStringLiteral("take=one_or_two,one_to_three"), QStringLiteral("misere=false,true"), s1));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    r = cli(sweepArgs(QStringLiteral("misere=no,yes"), QStringLiteral("take=one_or_two,one_to_three"), s2));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QByteArray csv1 = readAll(QDir(s1).filePath(QStringLiteral("matches.csv")));
    EXPECT_FALSE(csv1.isEmpty());
    EXPECT_EQ(csv1, readAll(QDir(s2).filePath(QStringLiteral("matches.csv"))));
    const QJsonArray cells = summaryOf(s1).value(QStringLiteral("readings")).toArray();
    ASSERT_EQ(cells.size(), 4);
    EXPECT_EQ(cells[0].toObject().value(QStringLiteral("reading")).toString(),
              QStringLiteral("normal[take=one_or_two,misere=false]"));
    EXPECT_EQ(summaryOf(s2).value(QStringLiteral("readings")), summaryOf(s1).value(QStringLiteral("readings")));
    const auto sweepRows = rowsByReading(s1);
    ASSERT_EQ(sweepRows.size(), 4u);

    // explore names its candidates as the sweep names its cells; every candidate gets its first
    // block of 60 matches (the whole budget).
    r = cli({QStringLiteral("explore"), QStringLiteral("fixture-nim"), QStringLiteral("--base"), QStringLiteral("normal"),
             QStringLiteral("--vary"), QStringLiteral("misere"), QStringLiteral("--vary"),
             QStringLiteral("take=one_or_two,one_to_three"), QStringLiteral("--require"), QStringLiteral("turns_mean >= 0"),
             QStringLiteral("--budget"), QStringLiteral("240"), QStringLiteral("--first-block"), QStringLiteral("60"),
             QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--out"), ex});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray candidates = summaryOf(ex).value(QStringLiteral("candidates")).toArray();
    ASSERT_EQ(candidates.size(), 4);
    const QList<QByteArray> csv = readAll(QDir(ex).filePath(QStringLiteral("candidates.csv"))).trimmed().split('\n');
    ASSERT_EQ(csv.size(), 5);
    for (int i = 0; i < 4; ++i) {
        const QJsonObject c = candidates[i].toObject();
        const QString id = c.value(QStringLiteral("id")).toString();
        SCOPED_TRACE(id.toStdString());
        EXPECT_TRUE(csv[i + 1].startsWith('"' + id.toUtf8() + '"'));  // candidates.csv names it so too
        ASSERT_EQ(sweepRows.count(id.toUtf8()), 1u) << "a candidate's id is a sweep cell's";
        ASSERT_EQ(c.value(QStringLiteral("matches")).toInt(), 60);
        // run with the candidate's id plays exactly the sweep cell's matches, and its numbers are
        // the candidate's.
        const QString run = dir.filePath(QStringLiteral("run%1").arg(i));
        r = cli(runArgs(id, run));
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        const auto runRows = rowsByReading(run);
        ASSERT_EQ(runRows.size(), 1u);
        EXPECT_EQ(runRows.begin()->first, id.toUtf8());
        EXPECT_EQ(runRows.begin()->second, sweepRows.at(id.toUtf8()));
        const QJsonObject reading = summaryOf(run).value(QStringLiteral("readings")).toArray()[0].toObject();
        EXPECT_EQ(reading.value(QStringLiteral("reading")).toString(), id);
        const double runMean = metricValue(reading, QStringLiteral("turns_mean"));
        const double exploreMean = c.value(QStringLiteral("requirements"))
                                       .toArray()[0]
                                       .toObject()
                                       .value(QStringLiteral("estimate"))
                                       .toObject()
                                       .value(QStringLiteral("value"))
                                       .toDouble();
        EXPECT_EQ(runMean, exploreMean);
    }

    // run takes the combination in any order and spelling, and names it canonically.
    const QString any = dir.filePath(QStringLiteral("any"));
    r = cli(runArgs(QStringLiteral("normal[misere=yes, take=one_to_three]"), any));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const auto anyRows = rowsByReading(any);
    ASSERT_EQ(anyRows.size(), 1u);
    EXPECT_EQ(anyRows.begin()->first, QByteArray("normal[take=one_to_three,misere=true]"));
    EXPECT_EQ(anyRows.begin()->second, sweepRows.at("normal[take=one_to_three,misere=true]"));
    // replay of such an id shows the match run played (the same match seed).
    r = cli(words("replay fixture-nim --reading normal[misere=1,take=one_to_three] --seed 7 --match 5 --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject match = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(match.value(QStringLiteral("reading")).toString(), QStringLiteral("normal[take=one_to_three,misere=true]"));
    const QByteArray &row5 = anyRows.begin()->second[5];
    const QList<QByteArray> fields = row5.mid(row5.indexOf("\",") + 2).split(',');  // match, seed, ...
    ASSERT_EQ(fields[0], "5");
    EXPECT_EQ(match.value(QStringLiteral("match_seed")).toString().toUtf8(), fields[1]) << r.out.left(400).toStdString();
}

TEST(CliCombination, RunRefusesACombinationItCannotName) {
    Result r = cli(words("run fixture-nim --reading normal[misere=maybe] --matches 5 --seed 1"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("reading 'normal[misere=maybe]': option 'misere' has no value 'maybe'")))
        << r.err.toStdString();
    expectCli("run fixture-nim --reading normal[colour=red] --matches 5 --seed 1", 2,
              {"game 'fixture-nim' has no option 'colour'"});
    expectCli("run fixture-nim --reading nosuch[pile=5] --matches 5 --seed 1", 2, {"base reading 'nosuch' does not exist"});
    expectCli("run fixture-nim --reading normal[pile=5,pile=6] --matches 5 --seed 1", 2, {"option 'pile' is named twice"});
    // An option both in the id and set for every reading would play another combination than its
    // id names.
    expectCli("run fixture-nim --reading normal[pile=5] --set pile=6 --matches 5 --seed 1", 2,
              {"option 'pile' is also set with --set"});
    // A sweep likewise refuses to vary an option it also sets.
    expectCli("sweep fixture-nim --base normal --vary pile=5,6 --set pile=7 --matches 5 --seed 1", 2,
              {"--vary pile: the option is also set for every cell"});
    r = cli(words("sweep fixture-nim --base normal --vary pile=5,6 --vary colour=red,blue --matches 5 --seed 1"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--vary colour: game 'fixture-nim' has no option 'colour'")))
        << r.err.toStdString();
}

// A sweep's summary keeps `vary` as a JSON object, which comes back in alphabetical order
// (misere before take); merged shards and a run of the saved experiment still list the effects
// and interactions in the game's order, as the sweep did: the same document.
TEST(CliCombination, MergedShardsAndARerunListTheSweepAsItRan) {
    QTemporaryDir dir;
    const QString full = dir.filePath(QStringLiteral("full")), merged = dir.filePath(QStringLiteral("merged")),
                  again = dir.filePath(QStringLiteral("again"));
    const QStringList sweep = words(
        "sweep fixture-nim --base normal --vary take=one_or_two,one_to_three --vary misere=false,true --matches 100 --seed 2");
    ASSERT_EQ(cli(sweep + QStringList{QStringLiteral("--out"), full}).code, 0);
    QStringList parts;
    for (int k = 1; k <= 2; ++k) {
        parts << dir.filePath(QStringLiteral("p%1").arg(k));
        const Result r = cli(
            sweep + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/2").arg(k), QStringLiteral("--out"), parts.back()});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
    }
    Result r = cli(QStringList{QStringLiteral("merge")} + parts + QStringList{QStringLiteral("--out"), merged});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    r = cli({QStringLiteral("run"), QStringLiteral("--experiment"), QDir(full).filePath(QStringLiteral("summary.json")),
             QStringLiteral("--out"), again});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject f = summaryOf(full);
    ASSERT_EQ(f.value(QStringLiteral("interactions")).toArray()[0].toObject().value(QStringLiteral("options")).toArray()[0],
              QStringLiteral("take"));
    for (const QString &other : {merged, again}) {
        SCOPED_TRACE(other.toStdString());
        const QJsonObject o = summaryOf(other);
        EXPECT_EQ(o.value(QStringLiteral("main_effects")), f.value(QStringLiteral("main_effects")));
        EXPECT_EQ(o.value(QStringLiteral("interactions")), f.value(QStringLiteral("interactions")));
        EXPECT_EQ(o.value(QStringLiteral("readings")), f.value(QStringLiteral("readings")));
    }
}
