// rulelab-cli play (#19): piped sessions on every game, a chance game included; answers by
// number and text, undo/redo/hint, bad answers, the end, the saved file, and end of input.
#include "support/cli_runner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace rulelab::testsupport;

namespace {

Result play(const QStringList &args, const QByteArray &input) {
    return cliIn(fixtureEnvironment(), QStringList{QStringLiteral("play")} + args, input);
}

QByteArray ones(int n) { return QByteArray("1\n").repeated(n); }

}  // namespace

TEST(CliPlay, AMancalaGamePlayedToTheEndAndSaved) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.json"));
    const QStringList args{QStringLiteral("khutka-boia"),
                           QStringLiteral("--reading"),
                           QStringLiteral("aibdd-literal"),
                           QStringLiteral("--seed"),
                           QStringLiteral("3"),
                           QStringLiteral("--save"),
                           file};
    const Result r = play(args, ones(3000));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("South: you; North: greedy")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("  1. South sows h")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("North (greedy): North sows h")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("\nEnd: "))) << r.out.right(600).toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Game saved to ")));
    // The file: a rulelab-match with the person's seat, that the other tools take.
    const QJsonObject o = QJsonDocument::fromJson(readAll(file)).object();
    EXPECT_EQ(o.value(QStringLiteral("format")).toString(), QStringLiteral("rulelab-match"));
    EXPECT_EQ(o.value(QStringLiteral("persons")).toArray(), QJsonArray{0});
    EXPECT_FALSE(o.value(QStringLiteral("moves")).toArray().isEmpty());
    const Result g =
        cli({QStringLiteral("graph"), QStringLiteral("khutka-boia"), QStringLiteral("--from-match"), file,
             QStringLiteral("--after-move"), QStringLiteral("4"), QStringLiteral("--max-nodes"), QStringLiteral("500")});
    EXPECT_EQ(g.code, 0) << g.err.toStdString();
    // The same seed and answers give the same game.
    EXPECT_EQ(play(args, ones(3000)).out, r.out);
}

TEST(CliPlay, AnswersByTextUndoRedoHintAndBadAnswers) {
    const QStringList args{QStringLiteral("pachgarhwa"), QStringLiteral("--reading"), QStringLiteral("humphries-literal"),
                           QStringLiteral("--seed"),     QStringLiteral("5"),         QStringLiteral("--seat"),
                           QStringLiteral("both")};
    // First the list of moves, to answer the first one by its text.
    const Result first = play(args, QByteArray());
    ASSERT_EQ(first.code, 0) << first.err.toStdString();
    const qsizetype at = first.out.indexOf(QStringLiteral("  2. "));
    ASSERT_GE(at, 0) << first.out.toStdString();
    const QString secondMove = first.out.mid(at + 5, first.out.indexOf(QLatin1Char('\n'), at) - at - 5);
    const Result r = play(args, (secondMove.toUpper() + QStringLiteral("\nbogus\n99\nhint\nundo\nundo\nredo\nquit\n")).toUtf8());
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("(you): ") + secondMove)) << "answered by its text, case ignored";
    EXPECT_TRUE(r.out.contains(QStringLiteral("Not a legal move: 'bogus'")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Not a legal move: '99'")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Hint (search:4): ")));
    EXPECT_EQ(r.out.count(QStringLiteral("Undone.")), 1);
    EXPECT_TRUE(r.out.contains(QStringLiteral("Nothing to undo.")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Redone.")));
    EXPECT_FALSE(r.out.contains(QStringLiteral("(greedy)"))) << "hot seat: no agent moves";
}

TEST(CliPlay, AChanceGamePrintsTheThrows) {
    const Result r = play({QStringLiteral("bheri-bakri"), QStringLiteral("--reading"), QStringLiteral("aibdd-literal"),
                           QStringLiteral("--seed"), QStringLiteral("2"), QStringLiteral("--agent"), QStringLiteral("random")},
                          ones(3));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("\nthrow: "))) << r.out.left(800).toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Sheep (random): ")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Input ended.")));
}

TEST(CliPlay, WatchingTwoAgentsAndUsageErrors) {
    const Result watch = play({QStringLiteral("khutka-boia"), QStringLiteral("--reading"), QStringLiteral("ludii-portal"),
                               QStringLiteral("--seat"), QStringLiteral("none")},
                              QByteArray());
    ASSERT_EQ(watch.code, 0) << watch.err.toStdString();
    EXPECT_TRUE(watch.out.contains(QStringLiteral("\nEnd: ")));
    EXPECT_FALSE(watch.out.contains(QStringLiteral("Your move")));
    EXPECT_EQ(play({QStringLiteral("khutka-boia"), QStringLiteral("--reading"), QStringLiteral("aibdd-literal"),
                    QStringLiteral("--seat"), QStringLiteral("third")},
                   {})
                  .code,
              2);
    EXPECT_EQ(play({QStringLiteral("khutka-boia")}, {}).code, 2);
    EXPECT_EQ(play({QStringLiteral("khutka-boia"), QStringLiteral("--reading"), QStringLiteral("nonesuch")}, {}).code, 2);
}
