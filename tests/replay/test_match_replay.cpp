// The replay model: recomputed matches equal the recorded ones, micro-step frames end on the
// plugin's board, the text is what `rulelab-cli replay` printed before it used the model
// (golden files), and saved matches round-trip through JSON.
#include "support/board_views.h"
#include "support/shipped_plugins.h"
#include "support/golden.h"
#include "replay/match_replay.h"

#include "plugin/plugin_registry.h"
#include "experiment/prepared_reading.h"
#include "game/rng.h"
#include "sim/runner.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {

const PluginRegistry &registry() { return testsupport::shippedPluginsAndFixtures(); }

PreparedReading prepare(const std::string &game, const std::string &reading) {
    PreparedReading pr;
    std::string err;
    InputError kind;
    EXPECT_TRUE(prepareReading(registry(), game, reading, {}, Limits{}, pr, err, kind)) << err;
    return pr;
}

MatchReplay replayOf(const PreparedReading &pr, uint64_t seed, int64_t index, const char *agents = "random", bool swap = false) {
    ReplayRequest req;
    req.seed = seed;
    req.index = index;
    std::string err;
    EXPECT_TRUE(parseAgentPair(agents, req.agents, err)) << err;
    req.swapSeats = swap;
    MatchReplay r;
    EXPECT_TRUE(computeReplay(pr, req, r, err)) << err;
    return r;
}

}  // namespace

TEST(MatchReplay, FindsTheGames) {
    ASSERT_NE(registry().find("fixture-nim"), nullptr);
    ASSERT_NE(registry().find("bheri-bakri"), nullptr);
}

// For every installed game (so khutka-boia too once it lands) and each of its readings: the
// recomputed match is the recorded one, and every move's frames end on the plugin's board.
TEST(MatchReplay, ReplayEqualsTheRecordedMatchForEveryGame) {
    for (const auto &g : registry().games()) {
        const std::string gameId = g.plugin->info().id;
        for (const auto &reading : g.readings) {
            const PreparedReading pr = prepare(gameId, reading.id);
            ASSERT_TRUE(pr.game);
            for (int64_t i = 0; i < 3; ++i) {
                SCOPED_TRACE(gameId + "/" + reading.id + " match " + std::to_string(i));
                const MatchReplay r = replayOf(pr, 5, i);
                const MatchRecord rec = playMatch(*pr.game, matchSeed(5, reading.id, static_cast<uint64_t>(i)), i, true);
                ASSERT_EQ(r.moves.size(), rec.moves.size());
                for (size_t m = 0; m < rec.moves.size(); ++m) ASSERT_EQ(r.moves[m].move, rec.moves[m]);
                EXPECT_EQ(r.record.result, rec.result);
                EXPECT_EQ(r.record.endReason, rec.endReason);
                EXPECT_EQ(r.record.scores, rec.scores);
                EXPECT_EQ(r.record.progress.turns, rec.progress.turns);
                // The state after the last move is the recorded end.
                EXPECT_TRUE(boardsEqual(r.start, pr.game->newInitialState()->boardView()));
                // Frames: a move with k >= 2 micro-steps has one per step and then the board
                // after it; a move with 0 or 1 step only the board after it.
                int64_t frames = 1;
                size_t fallbacks = 0;
                for (size_t m = 0; m < r.moves.size(); ++m) {
                    const ReplayMove &mv = r.moves[m];
                    frames += mv.steps.size() >= 2 ? static_cast<int64_t>(mv.steps.size()) + 1 : 1;
                    const ReplayFrame last = replayFrame(r, r.moveLastFrame(m));
                    ASSERT_TRUE(boardsEqual(last.board, mv.after)) << "move " << m + 1;
                    EXPECT_EQ(last.hand, 0);
                    fallbacks += mv.fallbackCells.size();
                    // Deriving every micro-step from the board before reproduces the cells after.
                    BoardView b = r.before(m);
                    int hand = 0, owner = -1;
                    for (const auto &s : mv.steps) deriveStep(b, hand, owner, s);
                    if (gameId == "fixture-nim" || gameId == "bheri-bakri") {
                        ASSERT_TRUE(mv.derived()) << "move " << m + 1 << ": " << mv.description;
                        for (size_t c = 0; c < b.cells.size(); ++c) {
                            EXPECT_EQ(b.cells[c].count, mv.after.cells[c].count);
                            EXPECT_EQ(b.cells[c].pieces.size(), mv.after.cells[c].pieces.size());
                        }
                    }
                }
                EXPECT_EQ(r.frameCount(), frames);
                if (fallbacks)
                    std::printf("%s/%s match %lld: %zu cell frames fall back to the board after the move\n", gameId.c_str(),
                                reading.id.c_str(), static_cast<long long>(i), fallbacks);
            }
        }
    }
}

TEST(MatchReplay, TextIsWhatTheCliPrintedBeforeTheModel) {
    struct Case {
        const char *game, *reading;
        uint64_t seed;
        int64_t match;
        const char *agents;
        bool swap, steps;
        const char *file;
    };
    const Case cases[] = {
        {"fixture-nim", "normal", 11, 23, "random", false, true, "nim_normal_s11_m23_steps.txt"},
        {"fixture-nim", "misere", 5, 2, "random", false, false, "nim_misere_s5_m2.txt"},
        {"bheri-bakri", "aibdd-literal", 7, 5, "random", false, true, "bheri_aibdd-literal_s7_m5_steps.txt"},
        {"bheri-bakri", "ludii-code", 3, 1, "greedy,random", true, true, "bheri_ludii-code_s3_m1_greedy_swap_steps.txt"},
        {"bheri-bakri", "banked", 3, 3, "greedy,random", true, false, "bheri_banked_s3_m3_greedy_swap.txt"},
    };
    for (const auto &c : cases) {
        SCOPED_TRACE(c.file);
        const MatchReplay r = replayOf(prepare(c.game, c.reading), c.seed, c.match, c.agents, c.swap);
        rulelab::testing::expectGolden(std::string(RULELAB_GOLDEN_DIR "/") + c.file, replayText(r, c.steps).toStdString(),
                                       std::string("the replay text of ") + c.file);
    }
}

TEST(MatchReplay, JsonRoundTripKeepsEveryBoardAndValidates) {
    for (const auto &[game, reading] : {std::pair{"fixture-nim", "normal"}, std::pair{"bheri-bakri", "aibdd-literal"}}) {
        SCOPED_TRACE(game);
        const PreparedReading pr = prepare(game, reading);
        const MatchReplay r = replayOf(pr, 7, 5);
        const QByteArray json = QJsonDocument(matchToJson(r)).toJson();
        MatchReplay back;
        std::string err;
        ASSERT_TRUE(matchFromJson(json, "test.json", back, err)) << err;
        EXPECT_EQ(back.gameId, r.gameId);
        EXPECT_EQ(back.readingId, r.readingId);
        EXPECT_EQ(back.options, r.options);
        EXPECT_EQ(back.seed, r.seed);
        EXPECT_EQ(back.matchSeed, r.matchSeed);
        EXPECT_EQ(back.index, r.index);
        ASSERT_EQ(back.moves.size(), r.moves.size());
        EXPECT_TRUE(boardsEqual(back.start, r.start));
        for (size_t m = 0; m < r.moves.size(); ++m) {
            EXPECT_TRUE(boardsEqual(back.moves[m].after, r.moves[m].after)) << m;
            ASSERT_EQ(back.moves[m].steps.size(), r.moves[m].steps.size());
            for (size_t s = 0; s < r.moves[m].steps.size(); ++s) {
                const auto &x = back.moves[m].steps[s], &y = r.moves[m].steps[s];
                EXPECT_TRUE(x.kind == y.kind && x.cell == y.cell && x.to == y.to && x.count == y.count && x.player == y.player &&
                            x.note == y.note);
            }
        }
        EXPECT_EQ(back.frameCount(), r.frameCount());
        EXPECT_EQ(replayText(back, true), replayText(r, true));
        EXPECT_EQ(QJsonDocument(matchToJson(back)).toJson(), json);
        // Every frame of the reopened match is the same, without the plugin.
        for (int64_t f = 0; f < r.frameCount(); f += 3)
            EXPECT_TRUE(boardsEqual(replayFrame(back, f).board, replayFrame(r, f).board)) << f;
        EXPECT_TRUE(validateReplay(*pr.game, back, err)) << err;
        // A tampered board is caught by the plugin.
        back.moves.back().after.notes.push_back("edited");
        EXPECT_FALSE(validateReplay(*pr.game, back, err));
        EXPECT_NE(err.find("board after it differs"), std::string::npos) << err;
    }
}

TEST(MatchReplay, SavedMatchFilesRoundTripAndBadFilesNameTheField) {
    const MatchReplay r = replayOf(prepare("fixture-nim", "normal"), 1, 0);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("m.json"));
    std::string err;
    ASSERT_TRUE(saveMatchFile(path, r, err)) << err;
    MatchReplay back;
    ASSERT_TRUE(loadMatchFile(path, back, err)) << err;
    EXPECT_EQ(back.moves.size(), r.moves.size());
    EXPECT_FALSE(matchFromJson("{\"format\": \"rulelab-experiment\"}", "x.json", back, err));
    EXPECT_NE(err.find("x.json: 'format'"), std::string::npos) << err;
    EXPECT_FALSE(matchFromJson("[1]", "y.json", back, err));
    EXPECT_NE(err.find("y.json"), std::string::npos) << err;
    EXPECT_FALSE(loadMatchFile(dir.filePath(QStringLiteral("none.json")), back, err));
}

// The player's notes of a game played in the Play tab travel with the file (#19); a match
// without notes writes no "notes" key, and notes that are not text are refused by name.
TEST(MatchReplay, NotesAreKeptWhenGivenAndRefusedWhenNotText) {
    MatchReplay r = replayOf(prepare("fixture-nim", "normal"), 1, 0);
    EXPECT_FALSE(matchToJson(r).contains(QStringLiteral("notes")));
    r.notes = "The last counter feels wrong here.\nAsk about misere play.";
    QJsonObject o = matchToJson(r);
    MatchReplay back;
    std::string err;
    ASSERT_TRUE(matchFromJson(QJsonDocument(o).toJson(), "n.json", back, err)) << err;
    EXPECT_EQ(back.notes, r.notes);
    o.insert(QStringLiteral("notes"), 3);
    EXPECT_FALSE(matchFromJson(QJsonDocument(o).toJson(), "n.json", back, err));
    EXPECT_NE(err.find("n.json: 'notes' must be a string"), std::string::npos) << err;
}

TEST(MatchReplay, AnOptionWrittenAsAJsonNumberReadsAsItsText) {
    // A hand-edited match file may write an integer option as a number ("pile": 9) rather than
    // the text RuleLab writes ("pile": "9"); both mean the same reading. An array does not.
    const MatchReplay r = replayOf(prepare("fixture-nim", "normal"), 1, 0);
    ASSERT_EQ(r.options.count("pile"), 1u);
    QJsonObject o = matchToJson(r);
    QJsonObject opts = o.value(QStringLiteral("options")).toObject();
    const int pile = std::stoi(r.options.at("pile"));
    opts.insert(QStringLiteral("pile"), pile);
    o.insert(QStringLiteral("options"), opts);
    MatchReplay back;
    std::string err;
    ASSERT_TRUE(matchFromJson(QJsonDocument(o).toJson(), "n.json", back, err)) << err;
    EXPECT_EQ(back.options, r.options);
    opts.insert(QStringLiteral("pile"), QJsonArray{pile});
    o.insert(QStringLiteral("options"), opts);
    EXPECT_FALSE(matchFromJson(QJsonDocument(o).toJson(), "n.json", back, err));
    EXPECT_NE(err.find("options.pile"), std::string::npos) << err;
}

// Sowing on a small mancala board, as a khutka-boia trace would describe it.
TEST(MatchReplay, MicroStepsDeriveIntermediateMancalaBoards) {
    BoardView b = testsupport::twoRowBoard(3);
    for (BoardCell &c : b.cells) c.count = 4;
    b.cells[5].flags = CellDead;
    b.cells[5].count = 0;
    b.stores = {{"South store", 0, 0}, {"North store", 1, 0}};
    int hand = 0, owner = -1;
    deriveStep(b, hand, owner, {StepKind::Lift, 0, 1, -1, 4, {}});
    EXPECT_EQ(b.cells[1].count, 0);
    EXPECT_EQ(hand, 4);
    EXPECT_EQ(owner, 0);
    for (int c : {2, 3, 4}) deriveStep(b, hand, owner, {StepKind::Drop, 0, static_cast<int16_t>(c), -1, 1, {}});
    EXPECT_EQ(hand, 1);
    EXPECT_EQ(b.cells[4].count, 5);
    deriveStep(b, hand, owner, {StepKind::Drop, 0, 0, -1, 1, {}});
    EXPECT_EQ(hand, 0);
    deriveStep(b, hand, owner, {StepKind::Capture, 0, 3, -1, 5, {}});
    EXPECT_EQ(b.cells[3].count, 0);
    EXPECT_EQ(b.stores[0].count, 5);
    EXPECT_EQ(b.stores[1].count, 0);
    deriveStep(b, hand, owner, {StepKind::Lap, 0, 4, -1, 0, {}});  // no change on the board
    EXPECT_EQ(b.cells[4].count, 5);
}

// A move whose trace does not explain a cell (here a refill) falls back to the board after it
// for that cell, and only that cell.
TEST(MatchReplay, UnexplainedCellsFallBackToTheBoardAfter) {
    MatchReplay r;
    BoardView b;
    b.rows = 1;
    b.cols = 3;
    for (int i = 0; i < 3; ++i) b.cells.push_back({i, 0, i, 0, 2, "h" + std::to_string(i), 0, {}});
    r.start = b;
    ReplayMove mv;
    mv.description = "sow h0";
    mv.steps = {{StepKind::Lift, 0, 0, -1, 2, {}},
                {StepKind::Drop, 0, 1, -1, 1, {}},
                {StepKind::Drop, 0, 2, -1, 1, {}},
                {StepKind::Round, -1, -1, -1, 0, "refill"}};
    mv.after = b;
    mv.after.cells[0].count = 4;  // refilled: not in the trace
    mv.after.cells[1].count = 3;
    mv.after.cells[2].count = 3;
    r.moves.push_back(mv);
    finalizeReplay(r);
    ASSERT_EQ(r.moves[0].fallbackCells, std::vector<int>{0});
    EXPECT_EQ(r.frameCount(), 6);              // the start, four steps, the board after
    const ReplayFrame f1 = replayFrame(r, 1);  // after the lift
    EXPECT_EQ(f1.hand, 2);
    EXPECT_EQ(f1.board.cells[0].count, 4);  // fallback: the board after
    EXPECT_EQ(f1.board.cells[1].count, 2);
    EXPECT_TRUE(f1.board.cells[0].flags & CellStart);
    const ReplayFrame f2 = replayFrame(r, 2);
    EXPECT_EQ(f2.board.cells[1].count, 3);
    EXPECT_EQ(f2.hand, 1);
    EXPECT_TRUE(f2.board.cells[1].flags & CellLastMove);
    EXPECT_FALSE(f2.board.cells[0].flags & CellStart);  // only the current step is outlined
    EXPECT_EQ(r.frameAt(4).move, 0);
    EXPECT_EQ(r.frameAt(4).step, 4);  // the refill step, shown as a step
    EXPECT_FALSE(r.frameAt(4).last);
    EXPECT_EQ(r.frameAt(5).step, 4);  // then the board after the move
    EXPECT_TRUE(r.frameAt(5).last);
    EXPECT_TRUE(boardsEqual(replayFrame(r, 5).board, r.moves[0].after));
    EXPECT_EQ(r.frameAt(0).move, -1);
}

TEST(MatchReplay, InterestingMatchesOfAResult) {
    std::vector<MatchRecord> recs(6);
    for (int i = 0; i < 6; ++i) {
        recs[i].index = i;
        recs[i].firstPlayer = 0;
        recs[i].result = Result::Win0;
        recs[i].endReason = EndReason::Finished;
        recs[i].progress.turns = 10 + i;
        recs[i].scores = {5, 1};
    }
    recs[2].progress.turns = 99;
    recs[3].progress.turns = 3;
    recs[4].endReason = EndReason::RelayLoop;
    recs[4].result = Result::Undecided;
    recs[1].result = Result::Win1;
    recs[1].scores = {0, 6};
    recs[5].result = Result::Win1;
    recs[5].scores = {1, 9};
    const auto list = interestingMatches("r", recs);
    auto find = [&](const std::string &kind) -> const InterestingMatch * {
        for (const auto &m : list)
            if (m.kind == kind) return &m;
        return nullptr;
    };
    ASSERT_TRUE(find("longest"));
    EXPECT_EQ(find("longest")->index, 2);
    EXPECT_EQ(find("shortest")->index, 3);
    ASSERT_TRUE(find("end:finished"));
    EXPECT_EQ(find("end:finished")->index, 0);
    ASSERT_TRUE(find("end:relay_loop"));
    EXPECT_EQ(find("end:relay_loop")->index, 4);
    ASSERT_TRUE(find("upset"));  // seat 2 wins less often (2 of 5); its widest win is match 5
    EXPECT_EQ(find("upset")->index, 5);
    EXPECT_EQ(find("upset")->reading, "r");
}

// The rule each kind of step follows (the Replay and Play tabs name it): a round step by its note,
// the end of a round, who starts it (the first round: the first player) or the refill.
TEST(StepRule, EachStepKindNamesItsRuleAndARoundStepByItsNote) {
    const GameInfo &kb = registry().find("khutka-boia")->plugin->info();
    const GameInfo &pg = registry().find("pachgarhwa")->plugin->info();
    auto ruleId = [](const GameInfo &info, StepKind kind, int count, const char *note) {
        const RuleOption *o = ruleOfStep(info, MicroStep{kind, 0, -1, -1, count, note});
        return o ? o->id : std::string("(none)");
    };
    EXPECT_EQ(ruleId(kb, StepKind::Capture, 3, ""), "capture");
    EXPECT_EQ(ruleId(kb, StepKind::Lap, 0, ""), "relay");
    EXPECT_EQ(ruleId(kb, StepKind::Pass, 0, ""), "no_move");
    EXPECT_EQ(ruleId(kb, StepKind::Drop, 1, ""), "(none)");
    EXPECT_EQ(ruleId(kb, StepKind::Round, 1, "round 1 begins, South starts"), "first_player");
    EXPECT_EQ(ruleId(kb, StepKind::Round, 2, "round 2 begins, North starts"), "round_starter");
    EXPECT_EQ(ruleId(kb, StepKind::Round, 1, "round 1 ends (no capture can follow): South 31, North 19"), "round_end");
    EXPECT_EQ(ruleId(kb, StepKind::Round, 5, "fill"), "refill");
    EXPECT_EQ(ruleId(pg, StepKind::Round, 5, "fill"), "multi_round");
    EXPECT_EQ(ruleId(pg, StepKind::Round, 2, "round 2 begins, South starts"), "round_starter");
}

// Every round step a match of a reading played in rounds records says one of the things
// ruleOfStep reads its note for (a round's end or start, or a refill step): a new wording would
// otherwise be named by the refill's rule silently.
TEST(StepRule, TheRoundStepsOfRealMatchesSayWhatTheirRuleIsReadFrom) {
    const PreparedReading pr = prepare("khutka-boia", "aibdd-literal");
    int ends = 0, begins = 0, refills = 0;
    for (int64_t index = 0; index < 6; ++index)
        for (const ReplayMove &m : replayOf(pr, 3, index).moves)
            for (const MicroStep &s : m.steps) {
                if (s.kind != StepKind::Round) continue;
                const bool end = s.note.find(" ends") != std::string::npos, begin = s.note.find(" begins") != std::string::npos;
                const bool refill = s.note == "fill" || s.note == "hole captured" || s.note == "head refilled" ||
                                    s.note == "short hole" || s.note == "fives to the winner" || s.note == "groups to the winner";
                EXPECT_TRUE(end || begin || refill) << s.note;
                ends += end;
                begins += begin;
                refills += refill;
            }
    EXPECT_GT(ends, 0);
    EXPECT_GT(begins, 0);
    EXPECT_GT(refills, 0);
}
