// rulelab-cli graph, runs to a precision, and the independently recomputed golden values.
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
#include "support/summary_seal.h"

using namespace rulelab::testsupport;

TEST(Cli, GraphFromAPositionOfASavedMatch) {
    QTemporaryDir dir;
    const QString match = dir.filePath(QStringLiteral("m.json"));
    const Result rep =
        cli(words("replay fixture-nim --reading normal --set pile=3 --set first_player=first --seed 9 --match 0 --json"));
    ASSERT_EQ(rep.code, 0) << rep.err.toStdString();
    QFile f(match);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(rep.out.toUtf8());
    f.close();
    const QJsonArray moves = QJsonDocument::fromJson(rep.out.toUtf8()).object().value(QStringLiteral("moves")).toArray();
    ASSERT_GE(moves.size(), 1);
    const int t = moves[0].toObject().value(QStringLiteral("move")).toInt();
    ASSERT_TRUE(t >= 1 && t <= 3);
    const int r = 3 - t;
    auto graph = [&](const QString &extra) {
        return cli(QStringList{QStringLiteral("graph"), QStringLiteral("fixture-nim"), QStringLiteral("--from-match"), match,
                               QStringLiteral("--solve"), QStringLiteral("--json")} +
                   extra.split(QLatin1Char(' '), Qt::SkipEmptyParts));
    };
    const Result one = graph(QStringLiteral("--after-move 1"));
    ASSERT_EQ(one.code, 0) << one.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(one.out.toUtf8()).object();
    const int wantNodes[] = {1, 2, 4}, wantEdges[] = {0, 1, 3};
    EXPECT_EQ(o.value(QStringLiteral("nodes")).toInt(), wantNodes[r]) << "pile left " << r;
    EXPECT_EQ(o.value(QStringLiteral("edges")).toInt(), wantEdges[r]);
    EXPECT_TRUE(o.value(QStringLiteral("complete")).toBool());
    EXPECT_EQ(o.value(QStringLiteral("after_move")).toInt(), 1);
    EXPECT_EQ(o.value(QStringLiteral("from_match")).toString(), match);
    EXPECT_EQ(o.value(QStringLiteral("value")).toObject().value(QStringLiteral("outcome")).toString(),
              r == 0 ? QStringLiteral("win0") : QStringLiteral("win1"));  // who takes the last counter
    // After no move: the same graph as from the start of the reading.
    const Result zero = graph(QString());
    const Result fresh = cli(words("graph fixture-nim --reading normal --set pile=3 --set first_player=first --json"));
    ASSERT_EQ(zero.code, 0) << zero.err.toStdString();
    ASSERT_EQ(fresh.code, 0) << fresh.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(zero.out.toUtf8()).object().value(QStringLiteral("nodes")),
              QJsonDocument::fromJson(fresh.out.toUtf8()).object().value(QStringLiteral("nodes")));
    // Past the end of the match, --set with a match, --after-move alone: refused with the reason.
    const Result past = graph(QStringLiteral("--after-move 9"));
    EXPECT_EQ(past.code, 1);
    EXPECT_TRUE(past.err.contains(QStringLiteral("moves, not 9"))) << past.err.toStdString();
    const Result set = graph(QStringLiteral("--set pile=5"));
    EXPECT_EQ(set.code, 2);
    EXPECT_TRUE(set.err.contains(QStringLiteral("--set cannot change them"))) << set.err.toStdString();
    EXPECT_EQ(cli(words("graph fixture-nim --reading normal --after-move 1")).code, 2);
    // A saved match edited by hand is refused, naming what is wrong: the match seed, a move's
    // description (only the moves themselves were checked before).
    auto edited = [&](const QString &field, const QJsonValue &value, bool inFirstMove) {
        QJsonObject m = QJsonDocument::fromJson(rep.out.toUtf8()).object();
        if (inFirstMove) {
            QJsonArray ms = m.value(QStringLiteral("moves")).toArray();
            QJsonObject m0 = ms[0].toObject();
            m0.insert(field, value);
            ms[0] = m0;
            m.insert(QStringLiteral("moves"), ms);
        } else {
            m.insert(field, value);
        }
        QFile g(match);
        EXPECT_TRUE(g.open(QIODevice::WriteOnly));
        g.write(QJsonDocument(m).toJson());
        g.close();
        return graph(QString());
    };
    const Result seed = edited(QStringLiteral("match_seed"), QStringLiteral("12345"), false);
    EXPECT_EQ(seed.code, 1);
    EXPECT_TRUE(seed.err.contains(QStringLiteral("match_seed"))) << seed.err.toStdString();
    const Result desc = edited(QStringLiteral("description"), QStringLiteral("First takes 99"), true);
    EXPECT_EQ(desc.code, 1);
    EXPECT_TRUE(desc.err.contains(QStringLiteral("move 1: the description 'First takes 99'"))) << desc.err.toStdString();
}

TEST(Cli, GraphOfASmallKhutkaBoardIsCompleteAndSolved) {
    QProcess p;
    p.setProcessEnvironment(khutkaEnvironment());
    p.start(QStringLiteral(RULELAB_CLI),
            words("graph khutka-boia --reading reconstruction --set first_player=south --set match_end=fixed_rounds "
                  "--set rounds=1 --set holes_per_row=2 --set counters_per_hole=1 --solve --json"));
    ASSERT_TRUE(p.waitForFinished(120000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    EXPECT_TRUE(o.value(QStringLiteral("complete")).toBool());
    EXPECT_EQ(o.value(QStringLiteral("nodes")).toInt(), 6);
    EXPECT_EQ(o.value(QStringLiteral("edges")).toInt(), 6);
    EXPECT_EQ(o.value(QStringLiteral("terminals")).toObject().value(QStringLiteral("win0")).toInt(), 2);
    const QJsonObject v = o.value(QStringLiteral("value")).toObject();
    EXPECT_EQ(v.value(QStringLiteral("outcome")).toString(), QStringLiteral("win0"));
    EXPECT_EQ(v.value(QStringLiteral("margin")).toInt(), 4);
    // Explored with G-2's stall triggers off, so that one state per key is exact (stateGraphLimits).
    EXPECT_EQ(o.value(QStringLiteral("stall_guard")).toString(), QStringLiteral("off"));
    // A board too large for exact keys is refused, naming the option.
    p.start(QStringLiteral(RULELAB_CLI), words("graph khutka-boia --reading reconstruction --set holes_per_row=8 "
                                               "--set counters_per_hole=9"));
    ASSERT_TRUE(p.waitForFinished(120000));
    EXPECT_NE(p.exitCode(), 0);
    EXPECT_TRUE(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("counters_per_hole")));
}

// Run to a precision: blocks of 1000 matches until AdvantageP1's 95% half-width is at most
// 0.01, long before the 50,000 maximum; the summary says why it stopped, and the stop (and every
// number) is the same on one thread or two. A bad metric is refused, and so are shards.
TEST(Cli, RunToAPrecisionStopsEarlyAndAlikeOnAnyThreadCount) {
    const QString args =
        QStringLiteral("run fixture-nim --reading normal --matches 50000 --seed 9 --precision AdvantageP1=0.01 --json");
    const Result one = cli(args.split(QLatin1Char(' ')) << QStringLiteral("--threads") << QStringLiteral("1"));
    const Result two = cli(args.split(QLatin1Char(' ')) << QStringLiteral("--threads") << QStringLiteral("2"));
    ASSERT_EQ(one.code, 0) << one.err.toStdString();
    ASSERT_EQ(two.code, 0) << two.err.toStdString();
    const QJsonObject r =
        QJsonDocument::fromJson(one.out.toUtf8()).object().value(QStringLiteral("readings")).toArray()[0].toObject();
    const qint64 n = r.value(QStringLiteral("matches")).toInteger();
    EXPECT_LT(n, 50000);
    EXPECT_EQ(n % 1000, 0);
    const QJsonObject pr = r.value(QStringLiteral("precision")).toObject();
    EXPECT_TRUE(pr.value(QStringLiteral("reached")).toBool());
    EXPECT_EQ(pr.value(QStringLiteral("stopped")).toString(), QStringLiteral("precision reached"));
    const QJsonObject adv = r.value(QStringLiteral("metrics")).toObject().value(QStringLiteral("AdvantageP1")).toObject();
    EXPECT_LE((adv.value(QStringLiteral("hi")).toDouble() - adv.value(QStringLiteral("lo")).toDouble()) / 2, 0.01);
    // One block less would not have been enough (otherwise it would have stopped there).
    EXPECT_GT(n, 1000);
    const QJsonObject r2 =
        QJsonDocument::fromJson(two.out.toUtf8()).object().value(QStringLiteral("readings")).toArray()[0].toObject();
    EXPECT_EQ(r2.value(QStringLiteral("matches")).toInteger(), n);
    EXPECT_EQ(r2.value(QStringLiteral("metrics")).toObject(), r.value(QStringLiteral("metrics")).toObject());
    EXPECT_EQ(cli(words("run fixture-nim --reading normal --matches 100 --seed 1 --precision nope=0.1")).code, 2);
    EXPECT_EQ(cli(words("run fixture-nim --reading normal --matches 100 --seed 1 --precision AdvantageP1=0")).code, 2);
    EXPECT_EQ(cli(words("run fixture-nim --reading normal --matches 100 --seed 1 --precision AdvantageP1=0.1 --shard 1/2")).code,
              2);
}

// Golden values from scripts/recompute.py (NumPy/SciPy, independent code) for one fixed small
// run: tests/cli/golden/recompute_khutka_60.json holds every recomputed number with its place in
// summary.json. The tool must reproduce each to 1e-9 here, with no Python needed. After a change
// that alters the simulated matches, regenerate the file with:
//   rulelab-cli compare khutka-boia --reading aibdd-literal --reading ludii-portal --reading ludii-code
//     --matches 60 --seed 7 --primary AdvantageP1 --out D
//   scripts/recompute.py D --golden-out tests/cli/golden/recompute_khutka_60.json
TEST(Cli, ReproducesTheIndependentlyRecomputedGoldenValues) {
    QTemporaryDir dir;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_KHUTKA_PLUGIN_DIR));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI), words("compare khutka-boia --reading aibdd-literal --reading ludii-portal "
                                               "--reading ludii-code --matches 60 --seed 7 --primary AdvantageP1 --out") +
                                             QStringList{dir.path()});
    ASSERT_TRUE(p.waitForFinished(120000));
    ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    const QJsonObject summary = QJsonDocument::fromJson(readAll(dir.filePath(QStringLiteral("summary.json")))).object();
    const QJsonObject golden =
        QJsonDocument::fromJson(readAll(QStringLiteral(RULELAB_SOURCE_DIR "/tests/cli/golden/recompute_khutka_60.json")))
            .object();
    const QJsonArray values = golden.value(QStringLiteral("values")).toArray();
    ASSERT_GT(values.size(), 400);
    // readings.ID.metrics.KEY.FIELD or pairs.A.B.KEY.FIELD[.SUBFIELD]
    auto find = [&](const QJsonArray &where) -> QJsonValue {
        const QString kind = where[0].toString();
        if (kind == QLatin1String("readings")) {
            for (const auto &r : summary.value(QStringLiteral("readings")).toArray())
                if (r.toObject().value(QStringLiteral("reading")) == where[1])
                    return r.toObject()
                        .value(QStringLiteral("metrics"))
                        .toObject()
                        .value(where[3].toString())
                        .toObject()
                        .value(where[4].toString());
            return {};
        }
        for (const auto &pr : summary.value(QStringLiteral("comparisons")).toObject().value(QStringLiteral("pairs")).toArray()) {
            const QJsonObject po = pr.toObject();
            if (po.value(QStringLiteral("a")) != where[1] || po.value(QStringLiteral("b")) != where[2]) continue;
            for (const auto &m : po.value(QStringLiteral("metrics")).toArray()) {
                const QJsonObject mo = m.toObject();
                if (mo.value(QStringLiteral("metric")) != where[3]) continue;
                const QJsonValue v = mo.value(where[4].toString());
                return where.size() > 5 ? v.toObject().value(where[5].toString()) : v;
            }
        }
        return {};
    };
    int checked = 0;
    for (const auto &gv : values) {
        const QJsonObject g = gv.toObject();
        const QJsonArray where = g.value(QStringLiteral("where")).toArray();
        const QString label = QString::fromUtf8(QJsonDocument(where).toJson(QJsonDocument::Compact));
        const QJsonValue v = find(where);
        ASSERT_TRUE(v.isDouble()) << label.toStdString();
        const double want = g.value(QStringLiteral("value")).toDouble(), got = v.toDouble();
        if (want <= 1e-300 && got <= 1e-300) {
            ++checked;
            continue;
        }
        // A Monte Carlo or permutation p-value carries its sampling error as its tolerance.
        const double tolerance = g.contains(QStringLiteral("tolerance")) ? g.value(QStringLiteral("tolerance")).toDouble()
                                                                         : 1e-9 * std::max(1.0, std::fabs(want));
        EXPECT_NEAR(got, want, tolerance) << label.toStdString();
        ++checked;
    }
    EXPECT_EQ(checked, values.size());
}
