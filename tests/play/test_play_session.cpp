// The play session (#19): a person's moves must be legal, undo and redo restore the exact
// state, agents and chance follow the seed, and the saved match replays identically.
#include "support/shipped_plugins.h"
#include "experiment/prepared_reading.h"
#include "play/play_session.h"
#include "plugin/plugin_registry.h"
#include "replay/match_replay.h"

#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {

const PluginRegistry &plugins() { return testsupport::shippedPlugins(); }

PreparedReading prepare(const char *game, const char *reading) {
    PreparedReading pr;
    std::string err;
    InputError kind;
    EXPECT_TRUE(prepareReading(plugins(), game, reading, {}, Limits{}, pr, err, kind)) << err;
    return pr;
}

PlaySession session(const PreparedReading &pr, uint64_t seed, std::array<bool, 2> person = {true, false}) {
    PlayConfig c;
    c.person = person;
    c.seed = seed;
    std::string err;
    AgentSpec greedy;
    EXPECT_TRUE(parseAgentSpec("greedy", greedy, err));
    c.agent = greedy;
    return PlaySession(pr.game, pr.reading.id, pr.options.values(), c);
}

// The person always plays the first listed move; returns the whole history as text.
std::string playOut(PlaySession &s, int personMoves) {
    std::string log;
    std::string err;
    s.advance();
    for (int i = 0; i < personMoves && !s.finished(); ++i) {
        const auto moves = s.legalMoves();
        EXPECT_FALSE(moves.empty());
        EXPECT_TRUE(s.play(moves.front().move, err)) << err;
        s.advance();
    }
    for (const auto &m : s.history()) log += std::to_string(m.player) + ":" + m.description + "\n";
    return log;
}

}  // namespace

TEST(PlaySession, OnlyLegalMovesAndOnlyOnAPersonsTurn) {
    const PreparedReading pr = prepare("khutka-boia", "aibdd-literal");
    PlaySession s = session(pr, 3);
    s.advance();  // chance draws the starter; the agent moves if it starts
    ASSERT_GE(s.personToMove(), 0);
    const auto moves = s.legalMoves();
    ASSERT_FALSE(moves.empty());
    std::string err;
    Move illegal = 0;
    while (std::any_of(moves.begin(), moves.end(), [&](const auto &c) { return c.move == illegal; })) ++illegal;
    EXPECT_FALSE(s.play(illegal, err));
    EXPECT_EQ(err, "not a legal move here");
    EXPECT_TRUE(s.history().empty() || !s.history().back().byPerson);
    // Answers by number (from 1) or by text, case and spaces ignored.
    EXPECT_EQ(s.findMove("1"), 0);
    EXPECT_EQ(s.findMove(std::to_string(moves.size())), static_cast<int>(moves.size()) - 1);
    EXPECT_EQ(s.findMove(std::to_string(moves.size() + 1)), -1);
    std::string shouted = moves.back().text;
    for (char &c : shouted) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    EXPECT_EQ(s.findMove("  " + shouted + " "), static_cast<int>(moves.size()) - 1);
    EXPECT_EQ(s.findMove("no such move"), -1);
    ASSERT_TRUE(s.play(moves.front().move, err)) << err;
    EXPECT_TRUE(s.history().back().byPerson);
    // After the person's move it is the agent's (or chance's) turn: a second person move is refused.
    if (s.personToMove() < 0 && !s.finished()) {
        EXPECT_FALSE(s.play(moves.front().move, err));
    }
}

TEST(PlaySession, UndoAndRedoRestoreTheExactState) {
    const PreparedReading pr = prepare("bheri-bakri", "aibdd-literal");  // throws: chance moves
    PlaySession s = session(pr, 11);
    playOut(s, 6);
    ASSERT_TRUE(s.canUndo());
    const std::string keyAfter = s.state().key();
    const auto historyAfter = s.history().size();
    // Undo: back to the position before the last person move, the person to move again.
    ASSERT_TRUE(s.undo());
    EXPECT_GE(s.personToMove(), 0);
    const std::string keyBefore = s.state().key();
    EXPECT_NE(keyBefore, keyAfter);
    EXPECT_LT(s.history().size(), historyAfter);
    ASSERT_TRUE(s.canRedo());
    ASSERT_TRUE(s.redo());
    EXPECT_EQ(s.state().key(), keyAfter);
    EXPECT_EQ(s.history().size(), historyAfter);
    // Undo, then the same move again: the agent and the throws after it are the same as before
    // (the random stream is part of the history).
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.state().key(), keyBefore);
    const auto moves = s.legalMoves();
    std::string err;
    // the undone person move is the first listed one (playOut always plays that)
    ASSERT_TRUE(s.play(moves.front().move, err)) << err;
    EXPECT_FALSE(s.canRedo()) << "a new move clears redo";
    s.advance();
    EXPECT_EQ(s.state().key(), keyAfter);
    // Undo all the way: the start again.
    while (s.undo()) {}
    EXPECT_FALSE(s.canUndo());
}

TEST(PlaySession, AgentsAndChanceFollowTheSeed) {
    const PreparedReading pr = prepare("bheri-bakri", "aibdd-literal");
    PlaySession a = session(pr, 5), b = session(pr, 5), c = session(pr, 6);
    const std::string la = playOut(a, 10), lb = playOut(b, 10), lc = playOut(c, 10);
    EXPECT_EQ(la, lb);
    EXPECT_NE(la, lc);
    // Two agents: the whole match is a function of the seed.
    PlaySession x = session(pr, 9, {false, false}), y = session(pr, 9, {false, false});
    x.advance();
    y.advance();
    EXPECT_TRUE(x.finished());
    EXPECT_EQ(x.allMoves(), y.allMoves());
}

TEST(PlaySession, TheSavedMatchReplaysIdentically) {
    QTemporaryDir dir;
    const PreparedReading pr = prepare("khutka-boia", "aibdd-literal");
    PlaySession s = session(pr, 4);
    playOut(s, 8);
    const MatchReplay r = s.toReplay();
    EXPECT_TRUE(r.persons[0]);
    EXPECT_FALSE(r.persons[1]);
    ASSERT_EQ(r.moves.size(), s.allMoves().size());
    const QString path = dir.filePath(QStringLiteral("played.json"));
    std::string err;
    ASSERT_TRUE(saveMatchFile(path, r, err)) << err;
    MatchReplay back;
    ASSERT_TRUE(loadMatchFile(path, back, err)) << err;
    EXPECT_EQ(back.persons, r.persons);
    ASSERT_EQ(back.moves.size(), r.moves.size());
    for (size_t i = 0; i < r.moves.size(); ++i) {
        EXPECT_EQ(back.moves[i].move, r.moves[i].move);
        EXPECT_EQ(back.moves[i].description, r.moves[i].description);
    }
    EXPECT_TRUE(validateReplay(*pr.game, back, err)) << err;
    EXPECT_TRUE(verifySavedMatch(*pr.game, back, err)) << err;  // what graph --from-match checks
    // Resuming from the saved position continues where the match stood.
    PlaySession resumed = session(pr, 4);
    std::vector<Move> moves;
    for (const auto &m : back.moves) moves.push_back(m.move);
    ASSERT_TRUE(resumed.startAfter(moves, err)) << err;
    EXPECT_EQ(resumed.state().key(), s.state().key());
    std::vector<Move> bad = moves;
    bad.push_back(60000);
    PlaySession refused = session(pr, 4);
    EXPECT_FALSE(refused.startAfter(bad, err));
    EXPECT_NE(err.find("move " + std::to_string(bad.size())), std::string::npos) << err;
}

// The hint's evaluation: random games after the move, from a copy of the stream (the match is
// unchanged), and the same stream gives the same share.
TEST(PlaySession, AHintIsEvaluatedByRandomGamesWithoutChangingTheMatch) {
    const PreparedReading pr = prepare("pachgarhwa", "humphries-literal");
    PlaySession s = session(pr, 7);
    playOut(s, 3);
    ASSERT_GE(s.personToMove(), 0);
    PlaySession::Choice hint;
    std::string err;
    ASSERT_TRUE(s.hint(AgentSpec{}, hint, err)) << err;
    const std::string key = s.state().key();
    const auto history = s.history().size();
    const PlaySession::Evaluation a = s.evaluate(hint.move, 100), b = s.evaluate(hint.move, 100);
    EXPECT_EQ(a.playouts, 100);
    EXPECT_GE(a.share, 0.0);
    EXPECT_LE(a.share, 1.0);
    EXPECT_EQ(a.share, b.share) << "the same stream each time";
    EXPECT_EQ(s.state().key(), key);
    EXPECT_EQ(s.history().size(), history);
    // The continuation is the same as without the evaluation.
    PlaySession t = session(pr, 7);
    playOut(t, 3);
    std::string e1, e2;
    ASSERT_TRUE(s.play(hint.move, e1)) << e1;
    ASSERT_TRUE(t.play(hint.move, e2)) << e2;
    s.advance();
    t.advance();
    EXPECT_EQ(s.state().key(), t.state().key());
}
