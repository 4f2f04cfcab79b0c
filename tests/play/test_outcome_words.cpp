// Who won, in words (core/experiment/outcome_text): the winner by the game's seat name and as the
// first or second mover, never a result key; the participants of a game played in the Play tab
// as a person and an agent, also after the game is saved and opened again.
#include "support/shipped_plugins.h"
#include "experiment/outcome_text.h"
#include "experiment/prepared_reading.h"
#include "play/play_session.h"
#include "plugin/plugin_registry.h"
#include "replay/match_replay.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {
const std::vector<std::string> kTwoRow{"South", "North"};

AgentSpec agent(const char *text) {
    AgentSpec a;
    std::string err;
    EXPECT_TRUE(parseAgentSpec(text, a, err)) << err;
    return a;
}
}  // namespace

TEST(OutcomeWords, NamesTheWinnerAsFirstOrSecondMover) {
    EXPECT_EQ(outcomeText({Result::Win0, 0, {26, 22}, true}, kTwoRow), QStringLiteral("South won 26-22, having moved first"));
    EXPECT_EQ(outcomeText({Result::Win0, 1, {26, 22}, true}, kTwoRow), QStringLiteral("South won 26-22, having moved second"));
    // The winner's score first, whichever seat won.
    EXPECT_EQ(outcomeText({Result::Win1, 0, {10, 38}, true}, kTwoRow), QStringLiteral("North won 38-10, having moved second"));
    EXPECT_EQ(outcomeText({Result::Win1, -1, {0, 0}, false}, {"Goats", "Sheep"}), QStringLiteral("Sheep won"));
    EXPECT_EQ(outcomeText({Result::Draw, 0, {24, 24}, true}, kTwoRow), QStringLiteral("a draw, 24-24"));
    EXPECT_EQ(outcomeText({Result::Draw, 0, {24, 24}, false}, kTwoRow), QStringLiteral("a draw"));
    EXPECT_EQ(outcomeText({Result::Undecided, 0, {3, 4}, true}, kTwoRow), QStringLiteral("no result"));
    // A game without seat names: seats counted from 1.
    EXPECT_EQ(outcomeText({Result::Win1, 1, {0, 0}, false}, {}), QStringLiteral("seat 2 won, having moved first"));
}

TEST(OutcomeWords, ResultKeysBecomeWords) {
    EXPECT_EQ(resultKeyValueText("win0", kTwoRow), QStringLiteral("South wins"));
    EXPECT_EQ(resultKeyValueText("win1", kTwoRow), QStringLiteral("North wins"));
    EXPECT_EQ(resultKeyValueText("draw", kTwoRow), QStringLiteral("draw"));
    EXPECT_EQ(resultValueText(Result::Undecided, kTwoRow), QStringLiteral("undecided"));
    // The two-row kit's end note ("Match over: win1 (finished)") is shown in words.
    const QString note = boardText("Match over: win1 (finished)");
    EXPECT_TRUE(note.contains(QLatin1String("North wins"))) << note.toStdString();
    EXPECT_FALSE(note.contains(QLatin1String("win1")) || note.contains(QLatin1String("(finished)"))) << note.toStdString();
}

TEST(OutcomeWords, ParticipantsInWords) {
    EXPECT_EQ(participantsText({agent("greedy"), agent("greedy")}, {true, false}), QStringLiteral("you against greedy"));
    EXPECT_EQ(participantsText({agent("greedy"), agent("greedy")}, {false, true}), QStringLiteral("greedy against you"));
    EXPECT_EQ(participantsText({agent("mcts:500"), agent("random")}, {false, false}),
              QStringLiteral("MCTS, 500 playouts against random"));
    EXPECT_EQ(participantsText({agent("search:4"), agent("search:4")}, {true, true}), QStringLiteral("you against yourself"));
}

// A game played against greedy, saved and opened again: its header names the person and the
// agent, its end names the winner in words; no "agents greedy,greedy", no result key.
TEST(OutcomeWords, ASavedPlayedGameReopensWithItsParticipants) {
    PreparedReading pr;
    std::string err;
    InputError kind;
    ASSERT_TRUE(prepareReading(testsupport::shippedPlugins(), "khutka-boia", "aibdd-literal", {}, Limits{}, pr, err, kind))
        << err;
    PlayConfig c;
    c.person = {false, true};
    c.agent = agent("greedy");
    c.seed = 4;
    PlaySession s(pr.game, pr.reading.id, pr.options.values(), c);
    s.advance();
    for (int i = 0; i < 4000 && !s.finished(); ++i) {
        const auto moves = s.legalMoves();
        ASSERT_FALSE(moves.empty());
        ASSERT_TRUE(s.play(moves.back().move, err)) << err;
        s.advance();
    }
    ASSERT_TRUE(s.finished());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.rulelab-match"));
    ASSERT_TRUE(saveMatchFile(path, s.toReplay(), err)) << err;
    MatchReplay back;
    ASSERT_TRUE(loadMatchFile(path, back, err)) << err;
    const QString header = replayHeaderText(back), end = replayEndText(back);
    EXPECT_TRUE(header.contains(QLatin1String("greedy against you"))) << header.toStdString();
    EXPECT_FALSE(header.contains(QLatin1String("agents"))) << header.toStdString();
    const QRegularExpression key(QStringLiteral("\\bwin[01]\\b"));
    EXPECT_FALSE(end.contains(key)) << end.toStdString();
    const QString winner = back.record.result == Result::Win0 ? QStringLiteral("South won") : QStringLiteral("North won");
    if (back.record.result == Result::Win0 || back.record.result == Result::Win1) {
        EXPECT_TRUE(end.contains(winner)) << end.toStdString();
    }
}
