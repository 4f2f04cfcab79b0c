// rulelab-cli check FILE... (issue 36, item 5): rules, reading and experiment files checked
// before anything is run, every problem listed with its file and field, exit 1 on any.
#include <QDir>
#include <QTemporaryDir>

#include "support/cli_runner.h"

using namespace rulelab::testsupport;

namespace {

Result checkWithPlugins(const QStringList &files) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_PLUGIN_DIR));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    return cliIn(env, QStringList{QStringLiteral("check")} + files);
}

}  // namespace

TEST(CliCheck, ShippedFilesHaveNoProblems) {
    const QDir games(QStringLiteral(RULELAB_GAMES_DIR));
    QStringList files;
    for (const QString &f : games.entryList({QStringLiteral("*.json")}, QDir::Files)) files << games.filePath(f);
    const QDir readings(QStringLiteral(RULELAB_SOURCE_DIR "/data/readings/khutka-boia"));
    for (const QString &f : readings.entryList({QStringLiteral("*.json")}, QDir::Files)) files << readings.filePath(f);
    ASSERT_GE(files.size(), 8);
    const Result r = checkWithPlugins(files);
    EXPECT_EQ(r.code, 0) << r.out.toStdString() << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("%1 files checked: no problems").arg(files.size()))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("walak-pussa.json: no problems (a rules file of the game 'walak-pussa')")));
}

// Each bad file is named with what is wrong in it; the good one beside them is still said good.
TEST(CliCheck, EveryProblemIsListedWithItsFileAndField) {
    QTemporaryDir dir;
    auto file = [&](const char *name, const QByteArray &text) {
        writeAll(dir.filePath(QLatin1String(name)), text);
        return dir.filePath(QLatin1String(name));
    };
    QByteArray rules = readAll(QStringLiteral(RULELAB_GAMES_DIR "/walak-pussa.json"));
    rules.replace("\"holes_per_row\": 7", "\"holes_per_row\": \"seven\"");
    const QString badRules = file("rules.json", rules);
    const QString badReading =
        file("reading.json", "{\"format\":\"rulelab-reading\",\"version\":1,\"game\":\"khutka-boia\",\"id\":\"x\",\"name\":\"X\","
                             "\"source\":\"s\",\"description\":\"d\",\"options\":{\"four\":\"bogus\"}}");
    const QString badExperiment = file("exp.json", "{\"format\":\"rulelab-experiment\",\"version\":1,\"game\":\"nope\","
                                                   "\"readings\":[\"a\"],\"matches\":10,\"seed\":1}");
    const QString broken = file("broken.json", "{\"format\":\n 3");
    const QString other = file("other.json", "{\"format\":\"rulelab-match\"}");
    const QString good = file("good.json", "{\"format\":\"rulelab-experiment\",\"version\":1,\"game\":\"pachgarhwa\","
                                           "\"readings\":[\"ludii-code\"],\"matches\":10,\"seed\":1}");
    const Result r = checkWithPlugins({badRules, badReading, badExperiment, broken, other, QStringLiteral("/dev/null"), good});
    EXPECT_EQ(r.code, 1);
    const QString o = r.out;
    EXPECT_TRUE(o.contains(QStringLiteral("holes_per_row"))) << o.toStdString();
    EXPECT_TRUE(o.contains(QStringLiteral("(%1): option 'four' has value 'bogus'").arg(badReading))) << o.toStdString();
    EXPECT_TRUE(o.contains(QStringLiteral("(%1): option 'first_player' has no value").arg(badReading))) << o.toStdString();
    EXPECT_TRUE(o.contains(badExperiment + QStringLiteral(": unknown game 'nope'"))) << o.toStdString();
    EXPECT_TRUE(o.contains(broken + QStringLiteral(": line 2: not valid JSON"))) << o.toStdString();
    EXPECT_TRUE(o.contains(other + QStringLiteral(": field 'format' is 'rulelab-match'"))) << o.toStdString();
    EXPECT_TRUE(o.contains(QStringLiteral("/dev/null"))) << o.toStdString();
    EXPECT_TRUE(o.contains(good + QStringLiteral(": no problems (an experiment on pachgarhwa (1 reading))"))) << o.toStdString();
    EXPECT_TRUE(o.contains(QStringLiteral("7 files checked: "))) << o.toStdString();
    EXPECT_TRUE(o.contains(QStringLiteral("in 6 of them"))) << o.toStdString();
    EXPECT_EQ(checkWithPlugins({}).code, 2);
}
