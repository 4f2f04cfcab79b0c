// compare as a user runs it (issue 34): a reading none of whose matches ended by the rules shows
// "n/a" (JSON null) for its rule-ended metrics, and their comparison rows say which reading has
// no matches to rest on; Bonferroni's adjusted p and interval agree; a margin on Balance says why
// there is no equivalence test.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "support/cli_runner.h"

using namespace rulelab::testsupport;

namespace {

// Two reading files of the fixture Nim: a pile of 3 (every match ends by the rules within three
// turns) and a pile of 200 (none can end within the cap of 5 turns given below).
QStringList readingFiles(const QTemporaryDir &dir) {
    QStringList files;
    for (const auto &[id, pile] : {std::pair{"short", 3}, std::pair{"long", 200}}) {
        const QString path = dir.filePath(QString::fromLatin1(id) + QStringLiteral(".json"));
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral(R"({"format": "rulelab-reading", "version": 1, "game": "fixture-nim", "id": "%1", "name": "%1",
               "options": {"pile": %2, "take": "one_to_three", "misere": false, "first_player": "random",
                           "bias": 0.5, "endless": false}})")
                    .arg(QString::fromLatin1(id))
                    .arg(pile)
                    .toUtf8());
        files << path;
    }
    return files;
}

QJsonObject rowOf(const QJsonObject &pair, const QString &metric) {
    for (const auto &m : pair.value(QStringLiteral("metrics")).toArray())
        if (m.toObject().value(QStringLiteral("metric")).toString() == metric) return m.toObject();
    ADD_FAILURE() << "no row " << metric.toStdString();
    return {};
}

}  // namespace

TEST(CompareCli, NoRuleEndedMatchIsNotAvailableNotZero) {
    QTemporaryDir dir;
    const QStringList files = readingFiles(dir);
    const QStringList args = QStringList{QStringLiteral("compare"),   QStringLiteral("fixture-nim"),
                                         QStringLiteral("--reading"), files[0],
                                         QStringLiteral("--reading"), files[1]} +
                             words("--matches 200 --seed 3 --cap max_turns=5 --margin Balance=0.03 --margin turns_median=2");
    const Result j = cli(args + QStringList{QStringLiteral("--json")});
    ASSERT_EQ(j.code, 0) << j.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(j.out.toUtf8()).object();
    const QJsonArray readings = root.value(QStringLiteral("readings")).toArray();
    ASSERT_EQ(readings.size(), 2);
    const QJsonObject longReading = readings[1].toObject();
    ASSERT_EQ(longReading.value(QStringLiteral("ended_by")).toObject().value(QStringLiteral("rule")).toInteger(), 0);
    const QJsonObject metrics = longReading.value(QStringLiteral("metrics")).toObject();
    for (const char *k : {"Drawishness", "AdvantageP1", "first_mover_win_rate", "second_mover_win_rate", "score_margin_mean"}) {
        const QJsonObject m = metrics.value(QLatin1String(k)).toObject();
        EXPECT_TRUE(m.value(QStringLiteral("value")).isNull()) << k;
        EXPECT_FALSE(m.value(QStringLiteral("available")).toBool(true)) << k;
    }
    // Completion rests on every match: 0 of 200, a number.
    EXPECT_EQ(metrics.value(QStringLiteral("Completion")).toObject().value(QStringLiteral("value")).toDouble(-1), 0.0);
    const QJsonObject comparisons = root.value(QStringLiteral("comparisons")).toObject();
    EXPECT_EQ(comparisons.value(QStringLiteral("adjustment")).toString(), QStringLiteral("bonferroni"));
    const QJsonObject pair = comparisons.value(QStringLiteral("pairs")).toArray()[0].toObject();
    for (const char *k : {"Drawishness", "first_mover_win_rate", "AdvantageP1", "score_margin_mean"}) {
        const QJsonObject m = rowOf(pair, QLatin1String(k));
        EXPECT_EQ(m.value(QStringLiteral("test")).toString(), QStringLiteral("no-data")) << k;
        EXPECT_EQ(m.value(QStringLiteral("test_name")).toString(),
                  QStringLiteral("no test: reading long has no matches this metric rests on"))
            << k;
        EXPECT_EQ(m.value(QStringLiteral("no_data")).toArray(), QJsonArray{QStringLiteral("long")}) << k;
        EXPECT_FALSE(m.contains(QStringLiteral("p"))) << k;
    }
    // "The same value in both readings" only where both readings have a value.
    for (const auto &mv : pair.value(QStringLiteral("metrics")).toArray()) {
        const QJsonObject m = mv.toObject();
        if (m.value(QStringLiteral("test")).toString() != QLatin1String("constant")) continue;
        EXPECT_TRUE(m.value(QStringLiteral("a")).toObject().value(QStringLiteral("value")).isDouble() &&
                    m.value(QStringLiteral("b")).toObject().value(QStringLiteral("value")).isDouble())
            << m.value(QStringLiteral("metric")).toString().toStdString();
    }
    // A margin on Balance gets its TOST; one on a median (no standard error) none, and why.
    const QJsonObject eq = rowOf(pair, QStringLiteral("Balance")).value(QStringLiteral("equivalence")).toObject();
    EXPECT_EQ(eq.value(QStringLiteral("test")).toString(), QStringLiteral("tost"));
    EXPECT_TRUE(eq.value(QStringLiteral("p")).isDouble());
    const QJsonObject none = rowOf(pair, QStringLiteral("turns_median")).value(QStringLiteral("equivalence")).toObject();
    EXPECT_EQ(none.value(QStringLiteral("test")).toString(), QStringLiteral("none"));
    EXPECT_TRUE(none.value(QStringLiteral("note"))
                    .toString()
                    .startsWith(QStringLiteral("no equivalence test: the row has no "
                                               "standard error")));

    // The tables: "n/a" where there is no value, and the reason on the comparison row.
    const Result t = cli(args);
    ASSERT_EQ(t.code, 0) << t.err.toStdString();
    const QStringList lines = t.out.split(QLatin1Char('\n'));
    auto line = [&](const QString &start) {
        for (const QString &l : lines)
            if (l.startsWith(start)) return l;
        return QString();
    };
    const QString win = line(QStringLiteral("first mover's win rate, rule-ended matches [95%]"));
    EXPECT_TRUE(win.trimmed().endsWith(QStringLiteral("n/a"))) << win.toStdString();
    EXPECT_FALSE(win.contains(QStringLiteral("0.000 ["))) << win.toStdString();
    EXPECT_TRUE(t.out.contains(QStringLiteral("no test: reading long has no matches this metric rests on")))
        << t.out.toStdString();
    EXPECT_TRUE(t.out.contains(QStringLiteral("p (Bonferroni)")));
    EXPECT_TRUE(t.out.contains(QStringLiteral("none (note 1)"))) << t.out.toStdString();
    EXPECT_TRUE(
        t.out.contains(QStringLiteral("Note 1: turns per match, median: no equivalence test: the row has no standard "
                                      "error")))
        << t.out.toStdString();
}

// Four readings: every row's Bonferroni-adjusted p is min(1, m p) over its family's m tests, and
// its adjusted interval excludes 0 exactly when the adjusted p is below 0.05.
TEST(CompareCli, AdjustedIntervalsAndAdjustedPAgree) {
    QTemporaryDir dir;
    const QStringList files = readingFiles(dir);
    const Result four = cli(QStringList{QStringLiteral("compare"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"),
                                        QStringLiteral("normal"), QStringLiteral("--reading"), QStringLiteral("misere"),
                                        QStringLiteral("--reading"), files[0], QStringLiteral("--reading"), files[1]} +
                            words("--matches 300 --seed 5 --cap max_turns=40 --json"));
    ASSERT_EQ(four.code, 0) << four.err.toStdString();
    const QJsonObject c = QJsonDocument::fromJson(four.out.toUtf8()).object().value(QStringLiteral("comparisons")).toObject();
    const QJsonArray pairs = c.value(QStringLiteral("pairs")).toArray();
    ASSERT_EQ(pairs.size(), 6);
    std::map<QString, int> familySize;
    for (const auto &pv : pairs)
        for (const auto &mv : pv.toObject().value(QStringLiteral("metrics")).toArray())
            if (mv.toObject().contains(QStringLiteral("p")))
                ++familySize[mv.toObject().value(QStringLiteral("family")).toString()];
    int agreeing = 0, rejected = 0;
    for (const auto &pv : pairs)
        for (const auto &mv : pv.toObject().value(QStringLiteral("metrics")).toArray()) {
            const QJsonObject m = mv.toObject();
            if (!m.contains(QStringLiteral("p"))) continue;
            const double p = m.value(QStringLiteral("p")).toDouble(), adj = m.value(QStringLiteral("p_adjusted")).toDouble();
            const int size = familySize[m.value(QStringLiteral("family")).toString()];
            EXPECT_NEAR(adj, std::max(1e-300, std::min(1.0, size * p)), 1e-12 * std::max(1.0, adj));
            if (!m.contains(QStringLiteral("difference_adjusted")) || std::fabs(adj - 0.05) < 1e-9) continue;
            const QJsonObject d = m.value(QStringLiteral("difference_adjusted")).toObject();
            const bool excludes = d.value(QStringLiteral("lo")).toDouble() > 0 || d.value(QStringLiteral("hi")).toDouble() < 0;
            EXPECT_EQ(excludes, adj < 0.05) << m.value(QStringLiteral("metric")).toString().toStdString();
            ++agreeing;
            rejected += adj < 0.05;
        }
    EXPECT_GT(agreeing, 40);
    EXPECT_GT(rejected, 5);
}

// The methods text of a run none of whose matches ended by the rules names the metrics that are
// not available, rather than reporting them as 0.
TEST(CompareCli, MethodsTextSaysNotAvailable) {
    QTemporaryDir dir;
    const QString out = runInto(dir, "capped", "run khutka-boia --reading aibdd-literal --matches 20 --cap max_turns=3");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_PLUGIN_DIR));
    const Result m = cliIn(env, {QStringLiteral("methods"), out});
    ASSERT_EQ(m.code, 0) << m.err.toStdString();
    const QString text = m.out;
    const qsizetype at = text.indexOf(QStringLiteral("not available (n/a)"));
    ASSERT_GE(at, 0) << text.toStdString();
    const QString line = text.mid(at, text.indexOf(QLatin1Char('\n'), at) - at);
    for (const char *k : {"`first_mover_win_rate`", "`AdvantageP1`", "`Drawishness`", "`aibdd-literal`"})
        EXPECT_TRUE(line.contains(QLatin1String(k))) << k << " in " << line.toStdString();
    EXPECT_FALSE(line.contains(QStringLiteral("`Completion`"))) << "Completion is 0 of 20, a value";
}
