// Reading and result files: clear errors naming file, line and field; atomic saves.
#include "support/files.h"
#include "plugin/reading_json.h"
#include "experiment/experiment.h"
#include "experiment/results_io.h"
#include "experiment/experiment_runner.h"

#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {
bool parse(const char *json, Reading &r, std::string &error) { return parseReadingJson(QByteArray(json), "my.json", r, error); }
}  // namespace

TEST(ReadingFile, ParsesStringsNumbersAndBooleans) {
    Reading r;
    std::string error;
    ASSERT_TRUE(parse(R"({"format":"rulelab-reading","version":1,"game":"fixture-nim","id":"x","name":"X",
                         "options":{"pile":12,"misere":true,"bias":0.25,"take":"one_or_two"}})",
                      r, error))
        << error;
    EXPECT_EQ(r.game, "fixture-nim");
    EXPECT_EQ(r.id, "x");
    EXPECT_EQ(r.values.at("pile"), "12");
    EXPECT_EQ(r.values.at("misere"), "true");
    EXPECT_EQ(r.values.at("bias"), "0.25");
    EXPECT_EQ(r.values.at("take"), "one_or_two");
    EXPECT_EQ(r.origin, "my.json");
}

TEST(ReadingFile, InvalidJsonNamesFileAndLine) {
    Reading r;
    std::string error;
    EXPECT_FALSE(parse("{\n\"game\": \"x\",\n\"id\": \"y\"\n\"options\": {}}", r, error));
    EXPECT_NE(error.find("my.json:4:"), std::string::npos) << error;
    EXPECT_NE(error.find("invalid JSON"), std::string::npos) << error;
}

TEST(ReadingFile, MissingOrMistypedFieldsAreNamed) {
    Reading r;
    std::string error;
    EXPECT_FALSE(parse(R"({"id":"y","options":{}})", r, error));
    EXPECT_NE(error.find("field 'game' is missing"), std::string::npos) << error;
    EXPECT_FALSE(parse(R"({"game":"g","id":3,"options":{}})", r, error));
    EXPECT_NE(error.find("field 'id' must be a string"), std::string::npos) << error;
    EXPECT_FALSE(parse(R"({"game":"g","id":"y"})", r, error));
    EXPECT_NE(error.find("field 'options'"), std::string::npos) << error;
    EXPECT_FALSE(parse(R"({"game":"g","id":"y","options":{"a":[1]}})", r, error));
    EXPECT_NE(error.find("options.a must be a string, number or boolean"), std::string::npos) << error;
    EXPECT_FALSE(parse(R"({"format":"rulelab-reading","version":2,"game":"g","id":"y","options":{}})", r, error));
    EXPECT_NE(error.find("field 'version' must be 1"), std::string::npos) << error;
    EXPECT_FALSE(parse(R"([1,2])", r, error));
    EXPECT_NE(error.find("expected a JSON object"), std::string::npos) << error;
}

TEST(ReadingFile, SaveAndLoadRoundTrip) {
    QTemporaryDir dir;
    Reading r{"fixture-nim", "mine", "My reading", "Takes more.", "fixture p. 2", {{"pile", "9"}, {"take", "one_to_four"}}, ""};
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    std::string error;
    ASSERT_TRUE(saveReadingFile(path, r, error)) << error;
    Reading back;
    ASSERT_TRUE(loadReadingFile(path, back, error)) << error;
    EXPECT_EQ(back.id, r.id);
    EXPECT_EQ(back.name, r.name);
    EXPECT_EQ(back.description, r.description);
    EXPECT_EQ(back.source, r.source);
    EXPECT_EQ(back.values, r.values);
    EXPECT_FALSE(loadReadingFile(dir.filePath(QStringLiteral("absent.json")), back, error));
    EXPECT_NE(error.find("absent.json: cannot open"), std::string::npos) << error;
}

TEST(ResultFiles, SummaryHasTheContractKeys) {
    ExperimentResult result;
    result.experiment.game = "g";
    ReadingRef ref;
    ref.spec = "r";
    result.experiment.readings = {ref};
    result.experiment.matches = 3;
    result.experiment.seed = 18446744073709551615ULL;
    ReadingResult rr;
    rr.reading = "r";
    rr.options = {{"a", "1"}};
    MatchRecord m;
    m.firstPlayer = 0;
    m.result = Result::Win0;
    m.endReason = EndReason::Finished;
    m.progress.turns = 12;
    m.settleEnd();
    rr.stats.add(m);
    m.result = Result::Win1;
    m.settleEnd();
    rr.stats.add(m);
    m.result = Result::Undecided;
    m.endReason = EndReason::RelayLoop;
    m.progress.roundsByRule = 0;
    m.settleEnd();
    rr.stats.add(m);
    result.readings = {rr};
    const QJsonObject root = summaryObject(result);
    EXPECT_EQ(root.value(QStringLiteral("format")).toString(), QStringLiteral("rulelab-summary"));
    EXPECT_EQ(root.value(QStringLiteral("experiment")).toObject().value(QStringLiteral("seed")).toString(),
              QStringLiteral("18446744073709551615"));
    const QJsonObject r = root.value(QStringLiteral("readings")).toArray().at(0).toObject();
    EXPECT_EQ(r.value(QStringLiteral("game")).toString(), QStringLiteral("g"));
    EXPECT_EQ(r.value(QStringLiteral("matches")).toInt(), 3);
    const QJsonObject o = r.value(QStringLiteral("outcomes")).toObject();
    EXPECT_EQ(o.value(QStringLiteral("first_wins")).toInt(), 1);
    EXPECT_EQ(o.value(QStringLiteral("second_wins")).toInt(), 1);
    EXPECT_EQ(o.value(QStringLiteral("draws")).toInt(), 0);
    EXPECT_EQ(o.value(QStringLiteral("undecided")).toInt(), 1);
    const QJsonObject e = r.value(QStringLiteral("end_reasons")).toObject();
    for (const char *k : {"finished", "relay_loop", "round_stalled", "match_cycle", "deadlock", "cap_reached", "ludii_limit"})
        EXPECT_TRUE(e.contains(QLatin1String(k))) << k;
    // How the matches ended: two by rule, the relay loop proven; they sum to the matches.
    const QJsonObject by = r.value(QStringLiteral("ended_by")).toObject();
    EXPECT_EQ(by.value(QStringLiteral("rule")).toInt(), 2);
    EXPECT_EQ(by.value(QStringLiteral("proven")).toInt(), 1);
    EXPECT_EQ(by.value(QStringLiteral("cap")).toInt(), 0);
    const QJsonObject byRule = r.value(QStringLiteral("outcomes_by_rule")).toObject();
    EXPECT_EQ(byRule.value(QStringLiteral("first_wins")).toInt(), 1);
    EXPECT_EQ(byRule.value(QStringLiteral("second_wins")).toInt(), 1);
    EXPECT_EQ(byRule.value(QStringLiteral("draws")).toInt(), 0);
    const QJsonObject rounds = r.value(QStringLiteral("round_ends")).toObject();
    EXPECT_EQ(rounds.value(QStringLiteral("by_rule")).toInt(), 2);
    EXPECT_EQ(rounds.value(QStringLiteral("by_guard")).toInt(), 1);
    EXPECT_FALSE(e.contains(QStringLiteral("none")));
    EXPECT_EQ(e.value(QStringLiteral("relay_loop")).toInt(), 1);
    for (const char *k : {"turns", "laps", "rounds"}) {
        const QJsonObject d = r.value(QLatin1String(k)).toObject();
        for (const char *f : {"mean", "median", "p10", "p90", "max"}) EXPECT_TRUE(d.contains(QLatin1String(f))) << k << f;
    }
    EXPECT_EQ(r.value(QStringLiteral("turns")).toObject().value(QStringLiteral("median")).toDouble(), 12);
    const QJsonObject completion = r.value(QStringLiteral("metrics")).toObject().value(QStringLiteral("Completion")).toObject();
    EXPECT_NEAR(completion.value(QStringLiteral("value")).toDouble(), 2.0 / 3, 1e-12);
    EXPECT_LT(completion.value(QStringLiteral("lo")).toDouble(), 2.0 / 3);
    // Every metric has its definition embedded.
    const QJsonObject defs =
        root.value(QStringLiteral("metric_definitions")).toObject().value(QStringLiteral("definitions")).toObject();
    for (const char *k : {"Completion", "Drawishness", "Timeouts", "AdvantageP1", "Balance", "branching_factor"})
        EXPECT_TRUE(defs.contains(QLatin1String(k))) << k;
}

TEST(ResultFiles, OutputFolderMustBeAWritableFolder) {
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("out"));
    testsupport::writeAll(blocker);
    std::string error;
    EXPECT_FALSE(prepareOutputDir(blocker, error));
    EXPECT_NE(error.find("exists and is not a folder"), std::string::npos) << error;
    const QString ro = dir.filePath(QStringLiteral("ro"));
    ASSERT_TRUE(QDir().mkpath(ro));
    QFile::setPermissions(ro, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    if (::geteuid() != 0) {  // root ignores permissions
        EXPECT_FALSE(prepareOutputDir(ro, error));
        EXPECT_NE(error.find("not writable"), std::string::npos) << error;
    }
    ASSERT_TRUE(prepareOutputDir(dir.filePath(QStringLiteral("ok")), error)) << error;
    EXPECT_EQ(QDir(dir.filePath(QStringLiteral("ok"))).entryList(QDir::Files | QDir::Hidden).size(), 0);
}

TEST(ResultFiles, CsvWriterIsAtomicAndQuotes) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("m.csv"));
    CsvRecordWriter w(path);
    std::string error;
    ASSERT_TRUE(w.open(error)) << error;
    w.setReading("base[a=1,b=2]");
    MatchRecord m;
    m.index = 4;
    m.seed = 99;
    m.firstPlayer = 1;
    m.result = Result::Win1;
    m.endReason = EndReason::Finished;
    m.scores = {20, 30};
    w.consume(m);
    EXPECT_FALSE(QFile::exists(path));  // nothing visible before commit
    ASSERT_TRUE(w.commit(error)) << error;
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    EXPECT_EQ(lines[0] + '\n', QByteArray(CsvRecordWriter::kHeader));
    EXPECT_TRUE(lines[1].startsWith("\"base[a=1,b=2]\",4,99,1,0,win1,first,finished,20,30,")) << lines[1].toStdString();
}

TEST(ExperimentFile, ParsesEveryField) {
    Experiment e;
    std::string error;
    ASSERT_TRUE(parseExperiment(R"({"format":"rulelab-experiment","version":1,"game":"fixture-nim",
        "readings":["normal",{"id":"big","base":"normal","options":{"pile":50}}],
        "set":{"take":"one_or_two"},"agents":"mcts:50,random","swap_seats":true,"matches":20,"seed":"7",
        "limits":{"max_turns":300},"sweep":{"base":"normal","vary":{"pile":[10,20]}},"metrics":["Completion"]})",
                                "e.json", e, error))
        << error;
    EXPECT_EQ(e.game, "fixture-nim");
    ASSERT_EQ(e.readings.size(), 2u);
    EXPECT_EQ(e.readings[0].spec, "normal");
    EXPECT_TRUE(e.readings[1].isInline);
    EXPECT_EQ(e.readings[1].base, "normal");
    EXPECT_EQ(e.readings[1].reading.values.at("pile"), "50");
    ASSERT_EQ(e.overrides.size(), 1u);
    EXPECT_EQ(e.overrides[0], "take=one_or_two");
    EXPECT_EQ(e.agents[0].text(), "mcts:50");
    EXPECT_EQ(e.agents[1].text(), "random");
    EXPECT_TRUE(e.swapSeats);
    EXPECT_EQ(e.matches, 20);
    EXPECT_EQ(e.seed, 7u);
    EXPECT_EQ(e.limits.maxTurns, 300);
    EXPECT_EQ(e.sweepBase, "normal");
    ASSERT_EQ(e.vary.size(), 1u);
    EXPECT_EQ(e.vary[0].second, (std::vector<std::string>{"10", "20"}));
    // Round trip through JSON.
    Experiment back;
    ASSERT_TRUE(parseExperiment(QJsonDocument(experimentToJson(e)).toJson(), "back", back, error)) << error;
    EXPECT_EQ(QJsonDocument(experimentToJson(back)).toJson(), QJsonDocument(experimentToJson(e)).toJson());
}

TEST(ExperimentFile, ErrorsNameTheField) {
    struct Case {
        const char *json;
        const char *message;
    };
    const Case cases[] = {
        {R"({"readings":["a"]})", "field 'game' is missing"},
        {R"({"game":"g"})", "field 'readings' is missing"},
        {R"({"game":"g","readings":"a"})", "field 'readings' must be an array"},
        {R"({"game":"g","readings":[3]})", "field 'readings[0]' must be a reading id"},
        {R"({"game":"g","readings":[{"id":"x"}]})", "field 'readings[0]' needs a 'base' reading or 'options'"},
        {R"({"game":"g","readings":["a"],"matches":0})", "field 'matches' must be a whole number of at least 1"},
        {R"({"game":"g","readings":["a"],"seed":-1})", "field 'seed' must be a whole number"},
        {R"({"game":"g","readings":["a"],"agents":"chess-engine"})", "field 'agents' is invalid: unknown agent"},
        {R"({"game":"g","readings":["a"],"limits":{"max_turnz":5}})", "field 'limits.max_turnz' is invalid: unknown limit"},
        // Found by the fuzzer: a huge number must be refused, not converted (undefined behaviour).
        {R"({"game":"g","readings":["a"],"limits":{"max_turns":3.7e109}})",
         "field 'limits.max_turns' must be a whole number from 1 to 10^15"},
        {R"({"game":"g","readings":["a"],"limits":{"max_turns":0}})",
         "field 'limits.max_turns' must be a whole number from 1 to 10^15"},
        {R"({"game":"g","readings":["a"],"sweep":{"base":"a","vary":{"x":[1]}}})", "field 'sweep.vary.x' must list at least two"},
        {R"({"game":"g","readings":["a"],"colour":"red"})", "field 'colour' is not an experiment field"},
        {R"({"format":"rulelab-experiment","version":3,"game":"g","readings":["a"]})", "field 'version' must be 1"},
    };
    for (const auto &c : cases) {
        Experiment e;
        std::string error;
        EXPECT_FALSE(parseExperiment(QByteArray(c.json), "x.json", e, error)) << c.json;
        EXPECT_NE(error.find("x.json: "), std::string::npos) << error;
        EXPECT_NE(error.find(c.message), std::string::npos) << c.json << " -> " << error;
    }
}

TEST(ExperimentFile, ASummaryIsAcceptedAsItsExperiment) {
    Experiment e;
    std::string error;
    ASSERT_TRUE(parseExperiment(R"({"format":"rulelab-summary","experiment":{"game":"g","readings":["a"],"matches":5}})",
                                "summary.json", e, error))
        << error;
    EXPECT_EQ(e.matches, 5);
}
