// Reading and result files: clear errors naming file, line and field; atomic saves.
#include "registry/reading_json.h"
#include "registry/results_io.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {
bool parse(const char *json, Reading &r, std::string &error) {
    return parseReadingJson(QByteArray(json), "my.json", r, error);
}
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
    ReadingSummary s;
    s.game = "g";
    s.reading = "r";
    s.options = {{"a", "1"}};
    s.matches = 3;
    s.firstWins = 1;
    s.secondWins = 1;
    s.draws = 0;
    s.undecided = 1;
    s.endReasons[static_cast<size_t>(EndReason::Finished)] = 2;
    s.endReasons[static_cast<size_t>(EndReason::RelayLoop)] = 1;
    s.turns.median = 12;
    RunInfo info;
    info.game = "g";
    info.readings = {"r"};
    info.matches = 3;
    info.seed = 18446744073709551615ULL;
    const QJsonObject root = QJsonDocument::fromJson(summaryDocument(info, {s})).object();
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
    for (const char *k : {"finished", "relay_loop", "round_stalled", "match_cycle", "deadlock", "cap_reached"})
        EXPECT_TRUE(e.contains(QLatin1String(k))) << k;
    EXPECT_FALSE(e.contains(QStringLiteral("none")));
    EXPECT_EQ(e.value(QStringLiteral("relay_loop")).toInt(), 1);
    for (const char *k : {"turns", "laps", "rounds"}) {
        const QJsonObject d = r.value(QLatin1String(k)).toObject();
        for (const char *f : {"mean", "median", "p10", "p90", "max"}) EXPECT_TRUE(d.contains(QLatin1String(f))) << k << f;
    }
    EXPECT_EQ(r.value(QStringLiteral("turns")).toObject().value(QStringLiteral("median")).toDouble(), 12);
}

TEST(ResultFiles, WriteRefusesAFileInPlaceOfTheFolder) {
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("out"));
    QFile f(blocker);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.close();
    std::string error;
    EXPECT_FALSE(writeResults(blocker, "{}", "a\n", error));
    EXPECT_NE(error.find("cannot create the output folder"), std::string::npos) << error;
    ASSERT_TRUE(writeResults(dir.filePath(QStringLiteral("ok")), "{}", "a\n", error)) << error;
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("ok/summary.json"))));
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("ok/matches.csv"))));
    EXPECT_EQ(QDir(dir.filePath(QStringLiteral("ok"))).entryList(QDir::Files).size(), 2);  // no temp files left
}
