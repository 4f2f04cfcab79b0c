// Issue 36 item 6: a rules file's texts describe its own game. `rulelab-cli describe` on a fresh
// file (a shipped file with its own descriptions and explanations taken out, as a new user might
// write it) shows the file's texts or the vocabulary's, which speak of no one game: none of the
// compiled Pachgarhwa's texts and no other game of the family by name.
#include "pach_game.h"
#include "rules_file.h"
#include "support/cli_runner.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rulelab;
using namespace rulelab::testsupport;

namespace {

// daramuti.json with id fresh-game and no rule descriptions, explanations or rule points; with
// `keepExplanation`, one explanation of its own for first_player = south.
QByteArray freshFile(bool keepExplanation) {
    QJsonObject o = QJsonDocument::fromJson(readAll(QStringLiteral(RULELAB_GAMES_DIR "/daramuti.json"))).object();
    o[QStringLiteral("id")] = QStringLiteral("fresh-game");
    o[QStringLiteral("name")] = QStringLiteral("Fresh game");
    QJsonObject rules = o[QStringLiteral("rules")].toObject();
    for (const QString &k : rules.keys()) {
        QJsonObject r = rules[k].toObject();
        for (const char *f : {"description", "explanations", "rule_point"}) r.remove(QLatin1String(f));
        rules[k] = r;
    }
    if (keepExplanation) {
        QJsonObject fp = rules[QStringLiteral("first_player")].toObject();
        fp[QStringLiteral("explanations")] = QJsonObject{{"south", "The fresh game's own words for South's start."}};
        rules[QStringLiteral("first_player")] = fp;
    }
    o[QStringLiteral("rules")] = rules;
    return QJsonDocument(o).toJson();
}

// What `describe fresh-game` prints for freshFile(keepExplanation), alone in a games folder; the
// command must succeed.
std::string describeFresh(bool keepExplanation) {
    QTemporaryDir dir;
    EXPECT_TRUE(dir.isValid());
    writeAll(dir.filePath(QStringLiteral("fresh-game.json")), freshFile(keepExplanation));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_PLUGIN_DIR));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    const testsupport::Result r =
        cliIn(env, {QStringLiteral("describe"), QStringLiteral("fresh-game"), QStringLiteral("--games-dir"), dir.path()});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    return r.out.toStdString();
}

}  // namespace

TEST(RulesFileTexts, DescribeOnAFreshFileShowsNoneOfPachgarhwasTexts) {
    const std::string out = describeFresh(false);
    ASSERT_NE(out.find("first_player"), std::string::npos) << out;  // the open rule whose 'south' was Pachgarhwa's
    ASSERT_NE(out.find("- south"), std::string::npos) << out;
    // Every text of the compiled Pachgarhwa that the vocabulary does not share word for word.
    const GameInfo pach = pachgarhwa::pachInfo();
    const GameInfo vocabulary = kits::engine::vocabulary();
    int checked = 0;
    auto absent = [&](const std::string &text, const std::string &shared, const std::string &where) {
        if (text.empty() || text == shared) return;
        ++checked;
        EXPECT_EQ(out.find(text), std::string::npos) << "Pachgarhwa's text for " << where << ": " << text;
    };
    absent(pach.summary, "", "the summary");
    for (const RuleOption &o : pach.options) {
        const RuleOption *v = vocabulary.findOption(o.id);
        absent(o.description, v ? v->description : "", o.id);
        for (const OptionChoice &c : o.choices) {
            const OptionChoice *vc = v ? v->findChoice(c.id) : nullptr;
            absent(c.explanation, vc ? vc->explanation : "", o.id + " = " + c.id);
        }
    }
    EXPECT_GT(checked, 30);  // the comparison saw Pachgarhwa's own texts
    // No other game of the family by name (the file's own summary names Parker and Ludii).
    for (const char *name : {"Pachgarhwa", "Humphries", "Pallankuli", "Mawkar Katiya", "Kanji Guti", "Walak-pussa", "Bay Khom",
                             "Durai", "Das Gupta"})
        EXPECT_EQ(out.find(name), std::string::npos) << name << " in:\n" << out;
}

TEST(RulesFileTexts, AFilesOwnExplanationReplacesTheVocabularys) {
    const std::string out = describeFresh(true);
    EXPECT_NE(out.find("The fresh game's own words for South's start."), std::string::npos) << out;
    const std::string vocabularyText = kits::engine::vocabulary().findOption("first_player")->findChoice("south")->explanation;
    EXPECT_EQ(out.find(vocabularyText), std::string::npos) << out;
}
