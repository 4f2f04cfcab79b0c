// rulelab-cli as a user runs it: exit codes, messages, thread independence, output files.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace {

struct Result {
    int code = -1;
    QString out, err;
};

// Runs the CLI with only the fixture plugins (and, for the API test, the wrong-API fixture).
Result cli(const QStringList &args, bool withWrongApi = false) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    QString path = QStringLiteral(RULELAB_FIXTURE_DIR "/good");
    if (withWrongApi) path += QStringLiteral(":" RULELAB_FIXTURE_DIR "/wrong_api");
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), path);
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI), args);
    EXPECT_TRUE(p.waitForFinished(120000));
    Result r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QStringList words(const char *s) { return QString::fromLatin1(s).split(QLatin1Char(' '), Qt::SkipEmptyParts); }

}  // namespace

TEST(Cli, NoCommandIsAUsageError) {
    const Result r = cli({});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.contains(QStringLiteral("Usage: rulelab-cli COMMAND")));
}

TEST(Cli, UnknownCommandIsAUsageError) {
    const Result r = cli({QStringLiteral("simulate")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("unknown command 'simulate'"))) << r.err.toStdString();
}

TEST(Cli, EveryCommandHasHelp) {
    for (const char *c : {"games", "readings", "describe", "run", "replay"}) {
        const Result r = cli({QString::fromLatin1(c), QStringLiteral("--help")});
        EXPECT_EQ(r.code, 0) << c;
        EXPECT_TRUE(r.out.contains(QStringLiteral("Usage:"))) << c;
    }
    EXPECT_TRUE(cli(words("run --help")).out.contains(QStringLiteral("--matches")));
}

TEST(Cli, GamesListsTheFixtureAndReportsABadPlugin) {
    const Result r = cli({QStringLiteral("games")}, true);
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("fixture-nim")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Fixture Nim")));
    // id, name, 6 options, 2 readings
    EXPECT_TRUE(r.out.contains(QRegularExpression(QStringLiteral("fixture-nim\\s+Fixture Nim\\s+6\\s+2"))));
    EXPECT_TRUE(r.err.contains(QStringLiteral("API version 999"))) << r.err.toStdString();
}

TEST(Cli, ReadingsAndDescribe) {
    Result r = cli(words("readings fixture-nim"));
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("misere")));
    r = cli(words("readings no-such-game"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("unknown game 'no-such-game' (installed: fixture-nim)"))) << r.err.toStdString();
    r = cli(words("describe fixture-nim --reading misere"));
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("one_to_three")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Value in this reading: true")));  // misere
    EXPECT_TRUE(r.out.contains(QStringLiteral("Cites: fixture, p. 1")));
    r = cli(words("describe fixture-nim --reading nope"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("has no reading 'nope' (readings: normal, misere")));
}

TEST(Cli, RunRefusesBadArguments) {
    struct Case {
        const char *args;
        const char *message;
    };
    const Case cases[] = {
        {"run fixture-nim --matches 10 --seed 1", "give at least one --reading"},
        {"run fixture-nim --reading normal --seed 1", "--matches N is required"},
        {"run fixture-nim --reading normal --matches 10", "--seed S is required"},
        {"run fixture-nim --reading normal --matches ten --seed 1", "--matches must be a whole number"},
        {"run fixture-nim --reading normal --matches 10 --seed -4", "--seed must be a whole number"},
        {"run fixture-nim --reading normal --matches 10 --seed 1 --threads 0", "--threads must be"},
        {"run fixture-nim --reading normal --matches 10 --seed 1 --set pile=500", "option 'pile' expects an integer in [1, 200]"},
        {"run fixture-nim --reading normal --matches 10 --seed 1 --set colour=red", "unknown option 'colour'"},
        {"run fixture-nim --reading normal --matches 10 --seed 1 --cap max_turns=0", "at least 1"},
        {"run fixture-nim --reading normal --matches 10 --seed 1 --cap speed=3", "unknown cap 'speed'"},
        {"run fixture-nim --reading normal --reading normal --matches 10 --seed 1", "given twice"},
        {"run fixture-nim --reading normal --matches 10 --seed 1 --bogus", "Unknown option 'bogus'"},
        {"run chess --reading normal --matches 10 --seed 1", "unknown game 'chess'"},
    };
    for (const auto &c : cases) {
        const Result r = cli(words(c.args));
        EXPECT_EQ(r.code, 2) << c.args;
        EXPECT_TRUE(r.err.contains(QString::fromLatin1(c.message))) << c.args << "\n" << r.err.toStdString();
    }
}

TEST(Cli, ReadingThatCannotBePlayedIsRefusedWithTheGamesReason) {
    const Result r = cli(words("run fixture-nim --reading normal --matches 5 --seed 1 --set first_player=first --set bias=0.3"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("cannot be played: option 'bias' only applies"))) << r.err.toStdString();
}

TEST(Cli, InvalidReadingFileIsARuntimeErrorNamingTheFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{\"game\": \"fixture-nim\", \"id\": \"b\", \"options\": {\"pile\": 0}}");
    f.close();
    Result r = cli({QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"), path,
                    QStringLiteral("--matches"), QStringLiteral("5"), QStringLiteral("--seed"), QStringLiteral("1")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(path)) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("option 'pile' has value '0', expected an integer in [1, 200]")))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("option 'take' has no value")));
    r = cli({QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"),
             dir.filePath(QStringLiteral("absent.json")), QStringLiteral("--matches"), QStringLiteral("5"),
             QStringLiteral("--seed"), QStringLiteral("1")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("absent.json: no such reading file")));
}

TEST(Cli, RunIsIdenticalOnAnyThreadCount) {
    const Result one = cli(words("run fixture-nim --reading normal --reading misere --matches 3000 --seed 7 --threads 1 --json"));
    const Result two = cli(words("run fixture-nim --reading normal --reading misere --matches 3000 --seed 7 --threads 2 --json"));
    const Result many = cli(words("run fixture-nim --reading normal --reading misere --matches 3000 --seed 7 --threads 16 --json"));
    ASSERT_EQ(one.code, 0) << one.err.toStdString();
    EXPECT_EQ(one.out, two.out);
    EXPECT_EQ(one.out, many.out);
    const Result other = cli(words("run fixture-nim --reading normal --reading misere --matches 3000 --seed 8 --threads 1 --json"));
    EXPECT_NE(one.out, other.out);  // the seed matters
}

TEST(Cli, RunSummaryJsonCountsAddUp) {
    const Result r = cli(words("run fixture-nim --reading normal --matches 400 --seed 3 --set first_player=second --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonObject s = root.value(QStringLiteral("readings")).toArray().at(0).toObject();
    EXPECT_EQ(s.value(QStringLiteral("reading")).toString(), QStringLiteral("normal"));
    EXPECT_EQ(s.value(QStringLiteral("options")).toObject().value(QStringLiteral("first_player")).toString(),
              QStringLiteral("second"));
    const QJsonObject o = s.value(QStringLiteral("outcomes")).toObject();
    EXPECT_EQ(o.value(QStringLiteral("first_wins")).toInt() + o.value(QStringLiteral("second_wins")).toInt(), 400);
    EXPECT_EQ(s.value(QStringLiteral("end_reasons")).toObject().value(QStringLiteral("finished")).toInt(), 400);
    // Pile 21, 1-3 per turn: at least 7 turns, at most 21.
    const QJsonObject t = s.value(QStringLiteral("turns")).toObject();
    EXPECT_GE(t.value(QStringLiteral("p10")).toDouble(), 7);
    EXPECT_LE(t.value(QStringLiteral("max")).toDouble(), 21);
}

TEST(Cli, RunWritesResultsAndReplayReproducesAMatch) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("results"));
    Result r = cli({QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"), QStringLiteral("normal"),
                    QStringLiteral("--matches"), QStringLiteral("50"), QStringLiteral("--seed"), QStringLiteral("11"),
                    QStringLiteral("--out"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Results written to")));
    QFile csv(out + QStringLiteral("/matches.csv"));
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 51);  // header + 50
    EXPECT_TRUE(lines[0].startsWith(QStringLiteral("reading,match,seed,first_player,result")));
    const QStringList row = lines[1 + 23].split(QLatin1Char(','));
    ASSERT_EQ(row[1], QStringLiteral("23"));
    ASSERT_TRUE(QFile::exists(out + QStringLiteral("/summary.json")));

    r = cli(words("replay fixture-nim --reading normal --seed 11 --match 23"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    // The replay's final line carries the same result, scores and turns as the CSV row.
    const QString expectEnd = QStringLiteral("result %1").arg(row[4]);
    EXPECT_TRUE(r.out.contains(expectEnd)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("scores %1-%2; %3 turns").arg(row[7], row[8], row[9]))) << r.out.toStdString();
}

TEST(Cli, RunRefusesAnOutputPathThatIsAFile) {
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("file"));
    QFile f(blocker);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.close();
    const Result r = cli({QStringLiteral("run"), QStringLiteral("fixture-nim"), QStringLiteral("--reading"),
                          QStringLiteral("normal"), QStringLiteral("--matches"), QStringLiteral("5"), QStringLiteral("--seed"),
                          QStringLiteral("1"), QStringLiteral("--out"), blocker});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("exists and is not a folder"))) << r.err.toStdString();
}

TEST(Cli, ReplayRefusesMissingArguments) {
    Result r = cli(words("replay fixture-nim --reading normal --seed 1"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--match I is required")));
    r = cli(words("replay fixture-nim --reading normal --seed 1 --match -2"));
    EXPECT_EQ(r.code, 2);
}

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
