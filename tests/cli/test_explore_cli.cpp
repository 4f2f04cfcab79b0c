// rulelab-cli explore as a user runs it (#20), on the fixture game, where the verdicts are known
// by hand: with at most 10 turns a pile of 50 is never emptied (Completion 0), a pile of 1 is
// emptied by the first move, which wins in normal play and loses in misere play.
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

QStringList exploreArgs(const QStringList &extra = {}) {
    QStringList a = {QStringLiteral("explore"),       QStringLiteral("fixture-nim"),
                     QStringLiteral("--base"),        QStringLiteral("normal"),
                     QStringLiteral("--vary"),        QStringLiteral("pile=1,50"),
                     QStringLiteral("--vary"),        QStringLiteral("misere"),
                     QStringLiteral("--require"),     QStringLiteral("Completion >= 0.8"),
                     QStringLiteral("--require"),     QStringLiteral("first_mover_win_rate >= 0.5"),
                     QStringLiteral("--cap"),         QStringLiteral("max_turns=10"),
                     QStringLiteral("--first-block"), QStringLiteral("100"),
                     QStringLiteral("--seed"),        QStringLiteral("3")};
    if (!extra.contains(QStringLiteral("--budget"))) a << QStringLiteral("--budget") << QStringLiteral("2000");
    return a + extra;
}

QJsonObject summary(const QString &dir) {
    return QJsonDocument::fromJson(readAll(QDir(dir).filePath(QStringLiteral("summary.json")))).object();
}

}  // namespace

TEST(CliExplore, ExploresWritesItsFilesAndPrintsTheVerdicts) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("explored"));
    const Result r = cli(exploreArgs({QStringLiteral("--out"), out, QStringLiteral("--threads"), QStringLiteral("2")}));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    // Four candidates, decided at once: only pile 1 in normal play is feasible.
    EXPECT_TRUE(r.out.contains(
        QStringLiteral("4 candidates: 1 feasible, 3 infeasible, 0 uncertain; 400 of 2000 matches used (rounds: 1).")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Note: pile=50 makes every candidate fail 'Completion >= 0.8'")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Drivers:"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Bonferroni"))) << r.out.toStdString();
    // The feasible candidate is listed first.
    const qsizetype feasibleRow = r.out.indexOf(QStringLiteral("pile=1 misere=false")),
                    infeasibleRow = r.out.indexOf(QStringLiteral("pile=1 misere=true"));
    EXPECT_GE(feasibleRow, 0);
    EXPECT_LT(feasibleRow, infeasibleRow);
    const QJsonObject s = summary(out);
    EXPECT_EQ(s.value(QStringLiteral("format")).toString(), QStringLiteral("rulelab-explore-result"));
    EXPECT_EQ(s.value(QStringLiteral("matches_used")).toInt(), 400);
    const QJsonArray cands = s.value(QStringLiteral("candidates")).toArray();
    ASSERT_EQ(cands.size(), 4);
    EXPECT_EQ(cands[0].toObject().value(QStringLiteral("id")).toString(), QStringLiteral("normal[pile=1,misere=false]"));
    EXPECT_EQ(cands[0].toObject().value(QStringLiteral("verdict")).toString(), QStringLiteral("feasible"));
    for (int i = 1; i < 4; ++i)
        EXPECT_EQ(cands[i].toObject().value(QStringLiteral("verdict")).toString(), QStringLiteral("infeasible")) << i;
    EXPECT_EQ(
        s.value(QStringLiteral("error_control")).toObject().value(QStringLiteral("method")).toString(),
        QStringLiteral("Bonferroni alpha-spending over rounds: alpha/2^(r+1) per round, split over candidates x requirements; "
                       "each interval distribution-free at its level (Clopper-Pearson for shares, order statistics with exact "
                       "binomial ranks for quantiles, betting confidence bounds for bounded means; usage similarity: "
                       "approximate jackknife)"));
    const QList<QByteArray> csv = readAll(QDir(out).filePath(QStringLiteral("candidates.csv"))).trimmed().split('\n');
    ASSERT_EQ(csv.size(), 5);
    EXPECT_TRUE(csv[0].startsWith("id,pile,misere,matches,verdict,decided_in_round,more_matches,Completion_estimate"));

    // The same exploration on one thread, and from the saved summary (--spec), gives the same JSON.
    const Result one = cli(exploreArgs({QStringLiteral("--json"), QStringLiteral("--threads"), QStringLiteral("1")}));
    ASSERT_EQ(one.code, 0) << one.err.toStdString();
    const QJsonObject j1 = QJsonDocument::fromJson(one.out.toUtf8()).object();
    EXPECT_EQ(j1.value(QStringLiteral("candidates")), s.value(QStringLiteral("candidates")));
    const Result again = cli({QStringLiteral("explore"), QStringLiteral("--spec"), out, QStringLiteral("--json")});
    ASSERT_EQ(again.code, 0) << again.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(again.out.toUtf8()).object().value(QStringLiteral("candidates")),
              s.value(QStringLiteral("candidates")));
}

TEST(CliExplore, UsageErrorsNameTheFlag) {
    struct Case {
        QStringList args;
        const char *message;
    };
    QStringList noBudget = exploreArgs();
    noBudget.removeAt(noBudget.indexOf(QStringLiteral("--budget")) + 1);
    noBudget.removeAll(QStringLiteral("--budget"));
    const Case cases[] = {
        {noBudget, "--budget MATCHES is required"},
        {exploreArgs({QStringLiteral("--budget"), QStringLiteral("399")}), "give --budget 400 or more"},
        {exploreArgs({QStringLiteral("--budget"), QStringLiteral("ten")}), "--budget must be a whole number"},
        {exploreArgs({QStringLiteral("--vary"), QStringLiteral("colour")}),
         "--vary colour: game 'fixture-nim' has no option 'colour'"},
        {exploreArgs({QStringLiteral("--vary"), QStringLiteral("take=one,two")}), "option 'take' has no value 'one'"},
        {exploreArgs({QStringLiteral("--require"), QStringLiteral("Completion > 1")}), "--require: requirement 'Completion > 1'"},
        {exploreArgs({QStringLiteral("--alpha"), QStringLiteral("2")}), "--alpha must be a number between 0 and 1"},
        {exploreArgs({QStringLiteral("--shard"), QStringLiteral("1/2")}), "an exploration cannot be split into shards"},
        {{QStringLiteral("explore"), QStringLiteral("fixture-nim"), QStringLiteral("--budget"), QStringLiteral("10")},
         "--base READING is required"},
    };
    for (const auto &c : cases) {
        const Result r = cli(c.args);
        EXPECT_EQ(r.code, 2) << c.args.join(QLatin1Char(' ')).toStdString() << "\n" << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QString::fromLatin1(c.message))) << c.message << "\n" << r.err.toStdString();
    }
    const Result missing = cli(exploreArgs({QStringLiteral("--evidence"), QStringLiteral("/no/such/wear.csv")}));
    EXPECT_EQ(missing.code, 1);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("/no/such/wear.csv"))) << missing.err.toStdString();
}

