// rulelab-cli chart: every figure from a run folder, usage maps, interactions.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <algorithm>
#include <cmath>
#include <QJsonDocument>
#include <QJsonObject>
#include <QCryptographicHash>
#include <QProcess>

#include <sys/resource.h>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QElapsedTimer>
#include <QThread>
#include <gtest/gtest.h>

#include "khutka_cli.h"
#include "support/cli_runner.h"
#include "support/files.h"
#include "support/summary_seal.h"

using namespace rulelab::testsupport;

#ifndef RULELAB_HAVE_CHARTS
// Built with RULELAB_BUILD_CHARTS=OFF (no Qt Widgets): `chart` refuses, naming the switch.
TEST(CliChart, ABuildWithoutFiguresSaysSo) { expectCli("chart somewhere --out x.png", 1, {"RULELAB_BUILD_CHARTS=OFF"}); }
#endif

namespace {
// A run folder of Nim's two readings, 200 matches each, in `dir` (its path, or "" with a failure).
QString nimChartRun(const QTemporaryDir &dir) {
    const QString res = dir.filePath(QStringLiteral("res"));
    const Result r =
        cli({QStringLiteral("compare"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"), QStringLiteral("normal"),
             QStringLiteral("--reading"), QStringLiteral("misere"), QStringLiteral("--matches"), QStringLiteral("200"),
             QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--out"), res});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    return r.code == 0 ? res : QString();
}

// The tests of figures drawn from that run folder, made afresh for each.
class CliChartOfARun : public ::testing::Test {
protected:
    void SetUp() override {
        RULELAB_NEEDS_CHARTS();
        res = nimChartRun(dir);
        ASSERT_FALSE(res.isEmpty());
    }
    QTemporaryDir dir;
    QString res;
};
}  // namespace

TEST_F(CliChartOfARun, DrawsEveryKindFromARunFolder) {
    Result r;
    for (const char *kind : {"length", "advantage", "ends", "margin", "rounds"}) {
        const QString out = dir.filePath(QString::fromLatin1(kind) + QStringLiteral(".png"));
        r = cli({QStringLiteral("chart"), res, QStringLiteral("--out"), out, QStringLiteral("--kind"), QString::fromLatin1(kind),
                 QStringLiteral("--dpi"), QStringLiteral("100")});
        EXPECT_EQ(r.code, 0) << kind << r.err.toStdString();
        QFile png(out);
        ASSERT_TRUE(png.open(QIODevice::ReadOnly)) << kind;
        const QByteArray head = png.read(24);
        EXPECT_TRUE(head.startsWith("\x89PNG")) << kind;
        const auto be32 = [&](int o) {
            return (uchar(head[o]) << 24) | (uchar(head[o + 1]) << 16) | (uchar(head[o + 2]) << 8) | uchar(head[o + 3]);
        };
        EXPECT_EQ(be32(16), qRound(85 * 100 / 25.4)) << kind;  // IHDR width
        EXPECT_EQ(be32(20), qRound(60 * 100 / 25.4)) << kind;
        EXPECT_TRUE(QFile::exists(dir.filePath(QString::fromLatin1(kind) + QStringLiteral(".csv")))) << kind;
    }
    // the summary file itself, PDF at a custom size and SVG at double column
    r = cli({QStringLiteral("chart"), res + QStringLiteral("/summary.json"), QStringLiteral("--out"),
             dir.filePath(QStringLiteral("a.pdf")), QStringLiteral("--kind"), QStringLiteral("advantage"),
             QStringLiteral("--size"), QStringLiteral("100x50"), QStringLiteral("--font"), QStringLiteral("7")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QFile pdf(dir.filePath(QStringLiteral("a.pdf")));
    ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
    EXPECT_TRUE(pdf.readAll().contains("/MediaBox [0 0 283"));  // 100 mm = 283.5 pt
    r = cli({QStringLiteral("chart"), res, QStringLiteral("--out"), dir.filePath(QStringLiteral("l.svg")),
             QStringLiteral("--size"), QStringLiteral("double"), QStringLiteral("--ecdf")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QFile svg(dir.filePath(QStringLiteral("l.svg")));
    ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
    EXPECT_TRUE(svg.readAll().contains("<svg"));
}

// `chart --lang ur` lays the figure out right to left as the workbench does: its legend's names
// and categories are isolated runs (U+2068 ... U+2069) in an Urdu figure, and plain in English.
TEST_F(CliChartOfARun, AnUrduFigureIsLaidOutRightToLeft) {
    for (const char *lang : {"ur", "en"}) {
        const QString out = dir.filePath(QStringLiteral("adv-%1.svg").arg(QLatin1String(lang)));
        const Result r = cli({QStringLiteral("chart"), res, QStringLiteral("--kind"), QStringLiteral("advantage"),
                              QStringLiteral("--out"), out, QStringLiteral("--lang"), QLatin1String(lang)});
        ASSERT_EQ(r.code, 0) << lang << r.err.toStdString();
        const QString svg = QString::fromUtf8(rulelab::testsupport::readAll(out));
        if (QLatin1String(lang) == QLatin1String("ur")) EXPECT_GT(svg.count(QChar(0x2068)), 0) << "no isolated run";
        else EXPECT_EQ(svg.count(QChar(0x2068)), 0);
    }
}

// --lang may come before the command, as the README shows it: a figure is still drawn (the
// figure commands need the widget application; they once got the console one and aborted).
TEST_F(CliChartOfARun, TheLanguageMayComeBeforeTheCommand) {
    const QString out = dir.filePath(QStringLiteral("adv-first.png"));
    const Result r = cli({QStringLiteral("--lang"), QStringLiteral("ur"), QStringLiteral("chart"), res, QStringLiteral("--kind"),
                          QStringLiteral("advantage"), QStringLiteral("--out"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(rulelab::testsupport::readAll(out).startsWith("\x89PNG"));
    const Result eq = cli({QStringLiteral("--lang=hi"), QStringLiteral("chart"), res, QStringLiteral("--kind"),
                           QStringLiteral("ends"), QStringLiteral("--out"), dir.filePath(QStringLiteral("ends.png"))});
    EXPECT_EQ(eq.code, 0) << eq.err.toStdString();
}

// The effects figure needs a sweep: refused for a run folder, drawn from a sweep's.
TEST_F(CliChartOfARun, EffectsNeedASweep) {
    Result r = cli({QStringLiteral("chart"), res, QStringLiteral("--out"), dir.filePath(QStringLiteral("e.png")),
                    QStringLiteral("--kind"), QStringLiteral("effects")});
    EXPECT_EQ(r.code, 1);
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("e.png"))));
    const QString sw = dir.filePath(QStringLiteral("sweep"));
    r = cli(QStringList{QStringLiteral("sweep"), QStringLiteral("fixture-nim"), QStringLiteral("--base"),
                        QStringLiteral("normal"), QStringLiteral("--vary"), QStringLiteral("misere=false,true"),
                        QStringLiteral("--matches"), QStringLiteral("100"), QStringLiteral("--seed"), QStringLiteral("1"),
                        QStringLiteral("--out"), sw});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    r = cli({QStringLiteral("chart"), sw, QStringLiteral("--out"), dir.filePath(QStringLiteral("e.png")),
             QStringLiteral("--kind"), QStringLiteral("effects")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("e.png"))));
}

// A damaged summary: exit 1, the file and line named, no output written; so is a usage error.
TEST_F(CliChartOfARun, RefusesADamagedSummary) {
    Result r;
    QFile in(res + QStringLiteral("/summary.json"));
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    QByteArray json = in.readAll();
    in.close();
    const QString damaged = dir.filePath(QStringLiteral("damaged.json"));
    QFile out(damaged);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(json.left(json.size() / 2));
    out.close();
    r = cli({QStringLiteral("chart"), damaged, QStringLiteral("--out"), dir.filePath(QStringLiteral("x.png"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(damaged)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("line "))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.csv"))));
    // a field of the wrong type is named
    json.replace("\"matches\": 200", "\"matches\": \"lots\"");
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(json);
    out.close();
    r = cli({QStringLiteral("chart"), damaged, QStringLiteral("--out"), dir.filePath(QStringLiteral("x.png"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(damaged + QStringLiteral(" was edited after it was written"))) << r.err.toStdString();
    // ... which in a summary without an integrity record (written before they were sealed) is
    // found by the parser, naming the field.
    QJsonObject unsealed = QJsonDocument::fromJson(json).object();
    unsealed.remove(QStringLiteral("integrity"));
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(unsealed).toJson());
    out.close();
    r = cli({QStringLiteral("chart"), damaged, QStringLiteral("--out"), dir.filePath(QStringLiteral("x.png"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("readings[0].matches"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    // usage errors
    EXPECT_EQ(cli({QStringLiteral("chart"), res, QStringLiteral("--out"), dir.filePath(QStringLiteral("y.png")),
                   QStringLiteral("--kind"), QStringLiteral("pie")})
                  .code,
              2);
    EXPECT_EQ(cli({QStringLiteral("chart"), res, QStringLiteral("--out"), dir.filePath(QStringLiteral("y.png")),
                   QStringLiteral("--size"), QStringLiteral("huge")})
                  .code,
              2);
}

namespace {
// The data rows of a CSV, split into fields.
QList<QList<QByteArray>> csvFields(const QByteArray &csv) {
    QList<QList<QByteArray>> rows;
    const QList<QByteArray> lines = csv.trimmed().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) rows << lines[i].split(',');
    return rows;
}
}  // namespace

// Usage maps (issue 20): every run writes usage.csv; `chart --kind usage` draws each reading's
// map on the board, as PNG, PDF or SVG, with a CSV of the numbers drawn: per cell the count of
// the measure and its share of the reading's total, which the run's usage.csv gives by hand.
// With --observed, the observed map's rows and each reading's Spearman rho; errors name the
// file, and the line of a bad observed map.
namespace {

// A run of two Khutka Boia readings (40 matches each) into a results folder with its usage maps,
// and `chart --kind usage` of that folder into `out` with `more` flags.
struct UsageRunFolder {
    QTemporaryDir dir;
    QString res = dir.filePath(QStringLiteral("res"));
    Result run = khutkaCli(words("run khutka-boia --reading reconstruction --reading aibdd-literal --matches 40 --seed 3 --out") +
                           QStringList{res});
    Result chart(const QString &out, const QStringList &more = {}) const {
        return khutkaCli(QStringList{QStringLiteral("chart"), res, QStringLiteral("--kind"), QStringLiteral("usage"),
                                     QStringLiteral("--dpi"), QStringLiteral("100"), QStringLiteral("--out"), dir.filePath(out)} +
                         more);
    }
};

}  // namespace

TEST(CliChart, UsageMapsFromARunFolder) {
    RULELAB_NEEDS_CHARTS();
    const UsageRunFolder f;
    ASSERT_EQ(f.run.code, 0) << f.run.err.toStdString();
    const QTemporaryDir &dir = f.dir;
    const QList<QList<QByteArray>> usage = csvFields(readAll(f.res + QStringLiteral("/usage.csv")));
    ASSERT_EQ(usage.size(), 20);  // two readings, ten holes
    Result r;
    for (const char *suffix : {"png", "pdf", "svg"}) {
        r = f.chart(QStringLiteral("usage.") + QLatin1String(suffix));
        ASSERT_EQ(r.code, 0) << suffix << r.err.toStdString();
        const QByteArray head = readAll(dir.filePath(QStringLiteral("usage.") + QLatin1String(suffix))).left(400);
        EXPECT_TRUE(head.startsWith("\x89PNG") || head.startsWith("%PDF") || head.contains("<svg")) << suffix;
    }
    const QByteArray csv = readAll(dir.filePath(QStringLiteral("usage.csv")));
    EXPECT_TRUE(csv.startsWith("reading,cell,label,measure,count,share\n")) << csv.left(80).toStdString();
    const QList<QList<QByteArray>> rows = csvFields(csv);
    ASSERT_EQ(rows.size(), 20);
    double share[2] = {0, 0};
    for (int i = 0; i < 20; ++i) {
        const auto &u = usage[i];
        const auto &c = rows[i];
        ASSERT_EQ(c.size(), 6);
        EXPECT_EQ(c[0], u[0]);
        EXPECT_EQ(c[2], u[2]);  // the hole's label
        EXPECT_EQ(c[3], "all");
        // every use: lifted + sown + captured + landed
        EXPECT_EQ(c[4].toLongLong(), u[3].toLongLong() + u[4].toLongLong() + u[5].toLongLong() + u[6].toLongLong());
        share[i / 10] += c[5].toDouble();
    }
    EXPECT_NEAR(share[0], 1.0, 1e-6);
    EXPECT_NEAR(share[1], 1.0, 1e-6);
    // One measure only: the sown column.
    r = f.chart(QStringLiteral("sown.png"), {QStringLiteral("--usage-measure"), QStringLiteral("sown")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QList<QList<QByteArray>> sown = csvFields(readAll(dir.filePath(QStringLiteral("sown.csv"))));
    ASSERT_EQ(sown.size(), 20);
    for (int i = 0; i < 20; ++i) {
        EXPECT_EQ(sown[i][3], "sown");
        EXPECT_EQ(sown[i][4], usage[i][4]);
    }
    // The illustrative observed map: its ten rows, and each reading's rho in [-1, 1].
    const QString example = QStringLiteral(RULELAB_SOURCE_DIR "/data/evidence/khutka_boia_example_usage.csv");
    r = f.chart(QStringLiteral("observed.svg"), {QStringLiteral("--observed"), example});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QByteArray obs = readAll(dir.filePath(QStringLiteral("observed.csv")));
    EXPECT_TRUE(obs.startsWith("reading,cell,label,measure,count,share,rho,rho_lo,rho_hi\n"));
    const QList<QList<QByteArray>> orows = csvFields(obs);
    ASSERT_EQ(orows.size(), 30);
    EXPECT_EQ(orows[20][0], "observed");
    EXPECT_EQ(orows[20][2], "h0");
    EXPECT_EQ(orows[20][4].toDouble(), 0.42);  // the file's value
    for (int i = 0; i < 20; ++i) {
        const double rho = orows[i][6].toDouble(), lo = orows[i][7].toDouble(), hi = orows[i][8].toDouble();
        EXPECT_GE(rho, -1);
        EXPECT_LE(rho, 1);
        EXPECT_LE(lo, rho);
        EXPECT_GE(hi, rho);
    }
}

// A usage figure's errors: a bad measure, a bad observed row (its line named), a cell the board
// lacks, --observed without --kind usage, a results folder without usage.csv; nothing written.
TEST(CliChart, UsageMapErrorsNameTheFileAndLine) {
    RULELAB_NEEDS_CHARTS();
    const UsageRunFolder f;
    ASSERT_EQ(f.run.code, 0) << f.run.err.toStdString();
    const QTemporaryDir &dir = f.dir;
    const QString &res = f.res;
    const QString example = QStringLiteral(RULELAB_SOURCE_DIR "/data/evidence/khutka_boia_example_usage.csv");
    Result r;
    EXPECT_EQ(f.chart(QStringLiteral("x.png"), {QStringLiteral("--usage-measure"), QStringLiteral("worn")}).code, 2);
    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    writeAll(bad, "cell,value\nh0,1\nh1,deep\n");
    r = f.chart(QStringLiteral("x.png"), {QStringLiteral("--observed"), bad});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(bad + QStringLiteral(":3:"))) << r.err.toStdString();
    writeAll(bad, "cell,value\nh0,1\nh12,2\n");
    r = f.chart(QStringLiteral("x.png"), {QStringLiteral("--observed"), bad});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("cell 'h12' is not a cell of the board"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    EXPECT_EQ(khutkaCli({QStringLiteral("chart"), res, QStringLiteral("--out"), dir.filePath(QStringLiteral("x.png")),
                         QStringLiteral("--observed"), example})
                  .code,
              2);  // --observed is for --kind usage
    QFile::remove(res + QStringLiteral("/usage.csv"));
    r = f.chart(QStringLiteral("x.png"));
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(res + QStringLiteral("/usage.csv"))) << r.err.toStdString();
}

// merge sums the parts' usage maps into the single run's; when a part has none (or lost its
// groups), the merged result has none and says so.
TEST(Cli, MergeSumsTheUsageMapsOfItsParts) {
    QTemporaryDir dir;
    const QStringList run = words("run khutka-boia --reading aibdd-literal --matches 60 --seed 4 --out");
    const QString single = dir.filePath(QStringLiteral("single")), p1 = dir.filePath(QStringLiteral("p1")),
                  p2 = dir.filePath(QStringLiteral("p2"));
    ASSERT_EQ(khutkaCli(run + QStringList{single}).code, 0);
    ASSERT_EQ(khutkaCli(run + QStringList{p1, QStringLiteral("--shard"), QStringLiteral("1/2")}).code, 0);
    ASSERT_EQ(khutkaCli(run + QStringList{p2, QStringLiteral("--shard"), QStringLiteral("2/2")}).code, 0);
    const QString m = dir.filePath(QStringLiteral("m"));
    Result r = khutkaCli({QStringLiteral("merge"), p2, p1, QStringLiteral("--out"), m});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("usage"))) << r.err.toStdString();
    EXPECT_EQ(readAll(m + QStringLiteral("/usage.csv")), readAll(single + QStringLiteral("/usage.csv")));
    EXPECT_EQ(readAll(m + QStringLiteral("/usage_groups.csv")), readAll(single + QStringLiteral("/usage_groups.csv")));
    QFile::remove(p2 + QStringLiteral("/usage_groups.csv"));
    r = khutkaCli({QStringLiteral("merge"), p1, p2, QStringLiteral("--out"), m});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("the merged result has no usage.csv"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(m + QStringLiteral("/usage.csv")));
}

// The experimental board size makes Khutka Boia's state graph complete and solvable. Two holes a
// side with one counter each, one round (see tests/khutka_boia/test_small_boards.cpp for the hand
// enumeration): 6 states, 6 moves, South wins by 4 under best play.
// graph --from-match explores from a position of a saved match. Nim, pile 3, First moves first
// and takes t (1..3, as the match drew it); then pile r = 3 - t with Second to move, and by hand:
// r = 0: the end alone (1 state, 0 moves); r = 1: Second takes the last (2 states, 1 move);
// r = 2: Second takes 2 (an end) or 1, then First takes the last (4 states, 3 moves; the two
// ends differ in who took what). Second, to move at r = 1 or 2, wins under best play. (Seed 9
// draws t = 1: the richest case.)
// The interaction plot of a sweep over two options, from the command line.
TEST(CliChart, InteractionOfTwoSweptOptions) {
    RULELAB_NEEDS_CHARTS();
    QTemporaryDir dir;
    const QString res = dir.filePath(QStringLiteral("sweep")), run = dir.filePath(QStringLiteral("run"));
    ASSERT_EQ(cli(words("sweep fixture-nim --base normal --vary take=one_to_three,one_or_two --vary misere=false,true "
                        "--matches 100 --seed 5 --out") +
                  QStringList{res})
                  .code,
              0);
    const QString png = dir.filePath(QStringLiteral("i.png"));
    Result r = cli({QStringLiteral("chart"), res, QStringLiteral("--kind"), QStringLiteral("interaction"),
                    QStringLiteral("--metric"), QStringLiteral("turns_mean"), QStringLiteral("--options"),
                    QStringLiteral("misere,take"), QStringLiteral("--out"), png});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(readAll(png).startsWith("\x89PNG"));
    const QList<QByteArray> lines = readAll(dir.filePath(QStringLiteral("i.csv"))).trimmed().split('\n');
    ASSERT_EQ(lines.size(), 5);  // a header and 2 x 2 cells
    EXPECT_EQ(lines[0], "option_a,value_a,option_b,value_b,metric,cell_mean,interaction,interaction_lo,interaction_hi");
    for (int i = 1; i < 5; ++i) EXPECT_TRUE(lines[i].startsWith("misere,")) << lines[i].toStdString();  // as asked
    // In a 2 x 2 sweep the four contrasts are +c, -c, -c, +c.
    double sum = 0;
    for (int i = 1; i < 5; ++i) sum += lines[i].split(',')[6].toDouble();
    EXPECT_NEAR(sum, 0, 1e-9);
    r = cli({QStringLiteral("chart"), res, QStringLiteral("--kind"), QStringLiteral("interaction"), QStringLiteral("--options"),
             QStringLiteral("pile,take"), QStringLiteral("--out"), png});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("no such pair"))) << r.err.toStdString();
    ASSERT_EQ(cli(words("run fixture-nim --reading normal --matches 20 --seed 1 --out") + QStringList{run}).code, 0);
    r = cli(
        {QStringLiteral("chart"), run, QStringLiteral("--kind"), QStringLiteral("interaction"), QStringLiteral("--out"), png});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("has no interactions"))) << r.err.toStdString();
}
