// rulelab-cli ladder on the fixture Nim: one pile of 9, take one to three, seat 1 starts. The first
// mover wins under best play (take one, then always leave a multiple of four), so the ladder's
// limit is known: a first mover's score of exactly 1.

#include "support/cli_runner.h"
#include "support/signal_runner.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <csignal>

using namespace rulelab::testsupport;

namespace {

QStringList ladderArgs(const QString &out, const QString &matches = QStringLiteral("40")) {
    return words(
               "ladder fixture-nim --reading normal --set first_player=first --set pile=9 --agents random,greedy,mcts:200 "
               "--seed 3 --matches") +
           QStringList{matches, QStringLiteral("--out"), out};
}

QJsonObject summaryOf(const QString &dir) {
    return QJsonDocument::fromJson(readAll(QDir(dir).filePath(QStringLiteral("summary.json")))).object();
}

QJsonObject rung(const QJsonObject &summary, int k) {
    return summary[QStringLiteral("readings")][0][QStringLiteral("rungs")][k].toObject();
}

}  // namespace

TEST(LadderCli, TheTopRungReachesTheExactFirstMoverResultOfASolvedBoard) {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("ladder"));
    const Result r = cli(ladderArgs(out));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject s = summaryOf(out);
    EXPECT_EQ(s[QStringLiteral("format")].toString(), QStringLiteral("rulelab-ladder"));
    const QJsonObject exact = s[QStringLiteral("readings")][0][QStringLiteral("exact")].toObject();
    ASSERT_TRUE(exact[QStringLiteral("solved")].toBool()) << exact[QStringLiteral("reason")].toString().toStdString();
    EXPECT_EQ(exact[QStringLiteral("first_mover_value")].toDouble(), 1.0);
    // The top rung's interval of the first mover's points holds the exact value; random's does not
    // reach it.
    const QJsonObject top = rung(s, 2)[QStringLiteral("metrics")][QStringLiteral("AdvantageP1")].toObject();
    EXPECT_LE(top[QStringLiteral("lo")].toDouble(), 1.0);
    EXPECT_GE(top[QStringLiteral("hi")].toDouble(), 1.0);
    const QJsonObject random = rung(s, 0)[QStringLiteral("metrics")][QStringLiteral("AdvantageP1")].toObject();
    EXPECT_LT(random[QStringLiteral("hi")].toDouble(), 1.0);
    // Ratings: random is the anchor; the search agent is rated above it.
    EXPECT_EQ(rung(s, 0)[QStringLiteral("elo")][QStringLiteral("elo")].toDouble(), 0.0);
    EXPECT_GT(rung(s, 2)[QStringLiteral("elo")][QStringLiteral("lo")].toDouble(), 0.0);
    // Every cell has a run's files; the table names the exact limit.
    for (const char *cell : {"self-1-random", "self-2-greedy", "self-3-mcts-200", "pair-1-2", "pair-2-3"})
        EXPECT_TRUE(QFile::exists(QDir(out).filePath(QString::fromLatin1(cell) + QStringLiteral("/matches.csv")))) << cell;
    EXPECT_TRUE(r.out.contains(QStringLiteral("Exact play"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("The top rung's interval of the first mover's points holds it.")))
        << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(QStringLiteral("Not yet"))) << r.out.toStdString();
}

// A top rung far from best play (ten playouts a move on a pile of 21, which the first mover wins
// in normal play and loses in misere play): its interval misses the exact value, and the table says
// "not yet" for both readings.
TEST(LadderCli, ATopRungShortOfTheExactValueIsNotYetThere) {
    const Result r = cli(words("ladder nim --reading normal --reading misere --set first_player=first --agents "
                               "random,mcts:10 --matches 40 --seed 3"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("the first mover's points are 1.000"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("the first mover's points are 0.000"))) << r.out.toStdString();
    EXPECT_EQ(r.out.count(QStringLiteral("Not yet: the top rung's interval of the first mover's points does not hold it.")),
              2)
        << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(QStringLiteral("holds it."))) << r.out.toStdString();
}

TEST(LadderCli, TheSameLadderOnOneAndTwoThreadsWritesTheSameFiles) {
    QTemporaryDir tmp;
    const QString one = tmp.filePath(QStringLiteral("one")), two = tmp.filePath(QStringLiteral("two"));
    ASSERT_EQ(cli(ladderArgs(one) + words("--threads 1")).code, 0);
    ASSERT_EQ(cli(ladderArgs(two) + words("--threads 2")).code, 0);
    EXPECT_EQ(readAll(QDir(one).filePath(QStringLiteral("summary.json"))),
              readAll(QDir(two).filePath(QStringLiteral("summary.json"))));
    for (const char *cell : {"self-3-mcts-200", "pair-2-3"}) {
        const QString csv = QString::fromLatin1(cell) + QStringLiteral("/matches.csv");
        const QByteArray a = readAll(QDir(one).filePath(csv));
        EXPECT_FALSE(a.isEmpty());
        EXPECT_EQ(a, readAll(QDir(two).filePath(csv))) << cell;
    }
}

TEST(LadderCli, AKilledLadderContinuesToTheSameResult) {
    QTemporaryDir tmp;
    const QString whole = tmp.filePath(QStringLiteral("whole")), killed = tmp.filePath(QStringLiteral("killed"));
    ASSERT_EQ(cli(ladderArgs(whole, QStringLiteral("300"))).code, 0);
    // Killed (no chance to save) while the top rung plays against itself.
    const QString marker = QDir(killed).filePath(QStringLiteral("self-3-mcts-200/run.json"));
    runUntil(
        ladderArgs(killed, QStringLiteral("300")), [&] { return QFile::exists(marker); }, SIGKILL);
    EXPECT_FALSE(QFile::exists(QDir(killed).filePath(QStringLiteral("summary.json"))));
    const Result again = cli(ladderArgs(killed, QStringLiteral("300")));
    ASSERT_EQ(again.code, 0) << again.err.toStdString();
    EXPECT_TRUE(again.err.contains(QStringLiteral("finished matches kept"))) << again.err.toStdString();
    EXPECT_EQ(readAll(QDir(whole).filePath(QStringLiteral("summary.json"))),
              readAll(QDir(killed).filePath(QStringLiteral("summary.json"))));
}

TEST(LadderCli, BadAgentsAndReadingsAreRefusedNamingTheField) {
    QTemporaryDir tmp;
    const QStringList base = words("ladder fixture-nim --reading normal --matches 10 --seed 1");
    struct Case {
        const char *agents;
        const char *message;
    };
    for (const Case &c : {Case{"random", "at least two agents"}, Case{"random,bogus:3", "unknown agent 'bogus:3'"},
                          Case{"random,mcts:0", "agent 'mcts:0': the strength"}, Case{"random,random", "given twice"},
                          Case{"random,,greedy", "an empty agent"}}) {
        const Result r = cli(base + QStringList{QStringLiteral("--agents"), QString::fromLatin1(c.agents)});
        EXPECT_EQ(r.code, 2) << c.agents;
        EXPECT_TRUE(r.err.contains(QStringLiteral("--agents"))) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QString::fromLatin1(c.message))) << r.err.toStdString();
    }
    Result r = cli(base);
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--agents"))) << r.err.toStdString();
    expectCli("ladder fixture-nim --reading nosuch --matches 10 --seed 1 --agents random,greedy", 2, {"nosuch"});
    expectCli("ladder fixture-nim --reading normal --matches 10 --seed 1 --agents random,greedy --margin Bogus=0.1", 2,
              {"Bogus"});
}

// The figure "metric against playing strength" and its CSV, and the methods text, from a ladder's
// folder; an edited ladder summary is refused.
TEST(LadderCli, ItsFolderDrawsTheFigureAndStatesTheRatingProcedure) {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("ladder"));
    ASSERT_EQ(cli(ladderArgs(out)).code, 0);
#ifdef RULELAB_HAVE_CHARTS
    const QString png = tmp.filePath(QStringLiteral("ladder.png"));
    Result r = cli(QStringList{QStringLiteral("chart"), out, QStringLiteral("--kind"), QStringLiteral("ladder"),
                               QStringLiteral("--out"), png, QStringLiteral("--dpi"), QStringLiteral("100")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(png));
    const QList<QByteArray> rows = readAll(tmp.filePath(QStringLiteral("ladder.csv"))).trimmed().split('\n');
    ASSERT_EQ(rows.size(), 4);  // the header and one row per rung
    EXPECT_TRUE(rows[0].startsWith("reading,agent,elo,elo_lo,elo_hi,metric,value,lo,hi,exact_first_mover"));
    EXPECT_TRUE(rows[1].startsWith("normal,random,0,0,0,AdvantageP1,"));
    EXPECT_TRUE(rows[3].startsWith("normal,mcts:200,")) << rows[3].toStdString();
    EXPECT_TRUE(rows[3].endsWith(",1")) << "the exact limit";
    // A run's folder is not a ladder.
    r = cli(QStringList{QStringLiteral("chart"), out + QStringLiteral("/self-1-random"), QStringLiteral("--kind"),
                        QStringLiteral("ladder"), QStringLiteral("--out"), png});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("is not a ladder"))) << r.err.toStdString();
#endif
    const Result m = cli(QStringList{QStringLiteral("methods"), out});
    ASSERT_EQ(m.code, 0) << m.err.toStdString();
    EXPECT_TRUE(m.out.contains(QStringLiteral("`random`, `greedy`, `mcts:200`"))) << m.out.toStdString();
    EXPECT_TRUE(m.out.contains(QStringLiteral("Bradley-Terry model (Bradley and Terry 1952)")));
    EXPECT_TRUE(m.out.contains(QStringLiteral("MM algorithm (Hunter 2004)")));
    // One rating edited by hand: nothing is drawn or written from it.
    const QString summary = QDir(out).filePath(QStringLiteral("summary.json"));
    QByteArray text = readAll(summary);
    const qsizetype at = text.indexOf("\"elo\": ");
    ASSERT_GT(at, 0);
    text.insert(at + 7, "1");
    writeAll(summary, text);
    const Result edited = cli(QStringList{QStringLiteral("methods"), out});
    EXPECT_EQ(edited.code, 1);
    EXPECT_TRUE(edited.err.contains(QStringLiteral("edited"))) << edited.err.toStdString();
}
