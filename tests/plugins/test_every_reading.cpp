// Every game x reading on disk through one harness: the built plugins (build/plugins) against
// the readings in data/readings/<game>/ and the rules files of the test games folders
// (readings_on_disk.h). Per-game folders keep only their hand-traced rules. More checks over the
// same cases are in test_harness (allocation, legality of applied moves, state counts).
//
//  - The registry holds exactly the readings on disk, and ctest runs the tests of every one of
//    them (the tests are listed when ctest runs: a reading added to data/ is tested without any
//    edit or build; one that does not load fails).
//  - Random play keeps the State contract at every state: legal moves non-empty and distinct,
//    chance probabilities positive and summing to 1, an end reason exactly when terminal and a
//    result that fits it, the game's own invariants (State::checkInvariants); at sampled states every legal move is tried on a clone, and clone and
//    deserialize(serialize()) give the same key, text and future.
//  - A recorded match replays move by move to the same states and the same end.
//  - The signature: a hash of 300 matches (seed 1) per reading, compared with
//    tests/plugins/golden/signatures.txt. It changes exactly when a rule change changes what
//    matches do. After a deliberate change, regenerate in one process (not through ctest, whose
//    parallel processes would race on the file):
//      RULELAB_UPDATE_GOLDEN=1 build/tests/plugins/test_every_reading --gtest_filter='*Signature*'
//    and say so in the commit: published figures of that reading change too.

#include "support/run_options.h"
#include "experiment/prepared_reading.h"
#include "game/rng.h"
#include "plugin/plugin_registry.h"
#include "sim/runner.h"
#include "support/same_match.h"

#include "readings_on_disk.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace rulelab;

using harness::gameOf;
using harness::GameReading;
using harness::registry;

bool decided(Result r) { return r == Result::Win0 || r == Result::Win1 || r == Result::Draw; }

// The state contract at one state (see game.h).
void checkState(const State &s, const std::string &at) {
    const int player = s.currentPlayer();
    ASSERT_TRUE(player == 0 || player == 1 || player == kChancePlayer || player == kTerminalPlayer) << at;
    const int starter = s.startingPlayer();
    EXPECT_TRUE(starter >= -1 && starter <= 1) << at;
    if (s.isTerminal()) {
        ASSERT_NE(s.endReason(), EndReason::None) << at;
        if (s.endReason() == EndReason::Finished) {
            EXPECT_TRUE(decided(s.result())) << at << " result " << resultKey(s.result());
        }
        EXPECT_NE(s.result(), Result::None) << at;
    } else {
        ASSERT_EQ(s.endReason(), EndReason::None) << at;
    }
}

// clone and deserialize(serialize()) give the same text, key and future under `m`.
void checkRoundTrips(const Game &g, const State &s, Move m, const std::string &at) {
    const std::string text = s.serialize();
    std::string error;
    auto back = g.deserialize(text, error);
    ASSERT_TRUE(back) << at << ": " << error;
    EXPECT_EQ(back->serialize(), text) << at;
    EXPECT_EQ(back->key(), s.key()) << at;
    auto c = s.clone();
    EXPECT_EQ(c->key(), s.key()) << at;
    auto reused = g.newInitialState();
    reused->copyFrom(s);
    EXPECT_EQ(reused->serialize(), text) << at;
    auto after = s.clone();
    after->apply(m);
    c->apply(m);
    back->apply(m);
    EXPECT_EQ(c->serialize(), after->serialize()) << at;
    EXPECT_EQ(back->serialize(), after->serialize()) << at;
}

// Each case's reading, and its game built before the test (a reading that cannot be built fails it).
class EveryReading : public ::testing::TestWithParam<GameReading> {
protected:
    void SetUp() override {
        gr = GetParam();
        game = gameOf(gr);
        ASSERT_TRUE(game);
    }
    GameReading gr;
    std::shared_ptr<const Game> game;
};

TEST(EveryReadingList, TheBuiltPluginsHoldExactlyTheReadingsOnDisk) {
    std::set<std::pair<std::string, std::string>> onDisk, loaded;
    for (const auto &gr : harness::readingsOnDisk()) onDisk.insert({gr.game, gr.reading});
    for (const auto &g : registry().games())
        for (const auto &r : g.readings) loaded.insert({g.pluginId.toStdString(), r.id});
    EXPECT_TRUE(registry().errors().empty()) << registry().errors().front().message.toStdString();
    for (const std::string &p : harness::registryProblems()) ADD_FAILURE() << p;
    EXPECT_EQ(loaded, onDisk);
    EXPECT_GE(onDisk.size(), 13u);  // three games, thirteen readings at least
}

// A reading on disk whose tests ctest does not run (listed before the reading was added, two
// readings under one test name) fails here.
TEST(EveryReadingList, CtestRunsTheTestsOfEveryReadingOnDisk) { harness::expectEveryReadingHasItsTests(); }

TEST_P(EveryReading, RandomPlayKeepsTheStateContract) {
    MoveList moves;
    ChanceList chance;
    for (int match = 0; match < 6; ++match) {
        Rng rng(matchSeed(99, gr.reading, static_cast<uint64_t>(match)));
        auto s = game->newInitialState();
        int64_t turns = 0;
        int step = 0;
        for (; step < 300000 && !s->isTerminal(); ++step) {
            const std::string at =
                gr.game + "/" + gr.reading + " match " + std::to_string(match) + " step " + std::to_string(step);
            checkState(*s, at);
            if (::testing::Test::HasFatalFailure()) return;
            std::string broken;
            ASSERT_TRUE(s->checkInvariants(broken)) << at << ": " << broken << "\n" << s->serialize();
            const bool deep = step % 17 == 0;
            Move m;
            if (s->isChance()) {
                s->chanceOutcomes(chance);
                ASSERT_GT(chance.size, 0) << at;
                double sum = 0;
                for (int i = 0; i < chance.size; ++i) {
                    EXPECT_GT(chance[i].probability, 0) << at;
                    sum += chance[i].probability;
                }
                EXPECT_NEAR(sum, 1.0, 1e-12) << at;
                m = sampleChance(chance, rng);
            } else {
                s->legalMoves(moves);
                ASSERT_GT(moves.size, 0) << at;
                for (int i = 0; i < moves.size; ++i)
                    for (int j = i + 1; j < moves.size; ++j) EXPECT_NE(moves[i], moves[j]) << at;
                if (deep) {
                    for (int i = 0; i < moves.size; ++i) {  // every legal move leaves a valid state
                        EXPECT_FALSE(s->describeMove(moves[i]).empty()) << at;
                        auto c = s->clone();
                        c->apply(moves[i]);
                        checkState(*c, at + " trying move " + std::to_string(moves[i]));
                        EXPECT_TRUE(c->checkInvariants(broken)) << at << " trying move " << moves[i] << ": " << broken;
                    }
                }
                m = moves[static_cast<int>(rng.below(static_cast<uint32_t>(moves.size)))];
            }
            if (deep) checkRoundTrips(*game, *s, m, at);
            s->apply(m);
            const MatchProgress p = s->progress();
            EXPECT_GE(p.turns, turns) << at;
            turns = p.turns;
        }
        std::string broken;
        EXPECT_TRUE(s->checkInvariants(broken)) << gr.game << "/" << gr.reading << " end: " << broken;
        ASSERT_TRUE(s->isTerminal()) << gr.game << "/" << gr.reading << " match " << match << " did not end in " << step
                                     << " steps";
        checkState(*s, gr.game + "/" + gr.reading + " end");
    }
}

TEST_P(EveryReading, ARecordedMatchReplaysToTheSameStatesAndEnd) {
    for (int index = 0; index < 3; ++index) {
        const MatchRecord rec = playMatch(*game, matchSeed(7, gr.reading, static_cast<uint64_t>(index)), index, true);
        ASSERT_FALSE(rec.moves.empty());
        std::vector<std::string> direct;
        auto s = game->newInitialState();
        for (Move m : rec.moves) {
            s->apply(m);
            direct.push_back(s->serialize());
        }
        size_t k = 0;
        bool same = true;
        std::string error;
        ASSERT_TRUE(replayMoves(
            *game, rec.moves,
            [&](const State &, Move, const State &after, const Trace &) {
                same = same && k < direct.size() && after.serialize() == direct[k];
                ++k;
            },
            error))
            << error;
        EXPECT_TRUE(same);
        EXPECT_EQ(k, rec.moves.size());
        EXPECT_EQ(s->scores(), rec.scores);
        EXPECT_EQ(s->endReason(), rec.endReason);
        EXPECT_EQ(s->result(), rec.result);
        EXPECT_EQ(s->progress().turns, rec.progress.turns);
        auto after = stateAfterMoves(*game, rec.moves, error);
        ASSERT_TRUE(after) << error;
        EXPECT_EQ(after->serialize(), s->serialize());
    }
}

// The runner plays uniform random matches through the game's own loop where the game has one
// (playout.h). It must be the generic loop exactly: the same moves, draws, counters, usage map
// and end, also when the decision cap stops a match.
TEST_P(EveryReading, ItsOwnLoopPlaysAsTheGenericOne) {
    for (const int64_t maxTurns : {int64_t{100000}, int64_t{9}}) {
        Limits limits;
        limits.maxTurns = maxTurns;
        const auto game = gameOf(gr, limits);
        ASSERT_TRUE(game);
        auto random = makeAgent(AgentSpec{}, *game);
        ASSERT_TRUE(random->isUniformRandom());
        testsupport::UnflaggedRandom generic;
        ASSERT_FALSE(generic.isUniformRandom());
        MatchScratch own(*game), plain(*game);
        own.recordUsage = plain.recordUsage = true;
        int capped = 0;
        for (int64_t i = 0; i < 40; ++i) {
            const uint64_t seed = matchSeed(5, gr.reading, static_cast<uint64_t>(i));
            const MatchRecord a = playMatch(*game, seed, i, MatchAgents{random.get(), random.get(), false}, true, own);
            const MatchRecord b = playMatch(*game, seed, i, MatchAgents{&generic, &generic, false}, true, plain);
            ASSERT_FALSE(a.moves.empty());
            testsupport::expectSameMatch(
                a, b, gr.game + "/" + gr.reading + " maxTurns " + std::to_string(maxTurns) + " match " + std::to_string(i));
            capped += a.endReason == EndReason::CapReached && a.decisions == maxTurns;
        }
        if (maxTurns == 9) {
            EXPECT_GT(capped, 0) << "no match reached the cap of 9 decisions: the cap path went untested";
        }
    }
}

// MCTS's playouts (randomPlayout) go through the game's own loop with a ply limit that counts
// chance outcomes too. They must stop where the plain loop below stops, in the same state and
// with the same draws, from the start and from the middle of a match, at every limit.
void plainRandomPlayout(State &state, Rng &rng, int maxPlies) {
    MoveList moves;
    ChanceList chance;
    for (int steps = 0; steps < maxPlies; ++steps) {
        const int p = state.currentPlayer();
        if (p == kTerminalPlayer) return;
        if (p == kChancePlayer) {
            state.chanceOutcomes(chance);
            state.apply(sampleChance(chance, rng));
        } else {
            state.legalMoves(moves);
            if (moves.empty()) return;
            state.apply(uniformChoice(moves, rng));
        }
    }
}

TEST_P(EveryReading, ItsPlayoutsStopAtThePlyLimitAsThePlainLoop) {
    MoveList moves;
    ChanceList chance;
    int unfinished = 0;
    for (int i = 0; i < 6; ++i) {
        // A state some way into a match (i * 13 plies), as an MCTS decision would start from.
        auto from = game->newInitialState();
        Rng walk(matchSeed(9, gr.reading, static_cast<uint64_t>(i)));
        plainRandomPlayout(*from, walk, i * 13);
        for (const int plies : {1, 2, 7, 60, 5000}) {
            auto a = from->clone(), b = from->clone();
            Rng ra(77 + static_cast<uint64_t>(i)), rb(77 + static_cast<uint64_t>(i));
            randomPlayout(*a, ra, moves, chance, plies);
            plainRandomPlayout(*b, rb, plies);
            const std::string at =
                gr.game + "/" + gr.reading + " from ply " + std::to_string(i * 13) + ", " + std::to_string(plies) + " plies";
            EXPECT_EQ(a->serialize(), b->serialize()) << at;
            EXPECT_EQ(ra.next(), rb.next()) << at << ": a different number of draws";
            unfinished += !b->isTerminal();
        }
    }
    EXPECT_GT(unfinished, 0) << "no playout stopped at its limit: that path went untested";
}

// What matches of a reading do, in 16 hex digits: every record's end, scores and counters.
std::string signatureOf(const Game &game, const std::string &readingId) {
    RunOptions ro = testsupport::runOptions(300, 1);
    std::ostringstream text;
    for (const MatchRecord &r : runMatches(game, readingId, ro))
        text << r.index << ' ' << int(r.firstPlayer) << ' ' << resultKey(r.result) << ' ' << endReasonKey(r.endReason) << ' '
             << endedByKey(r.endedBy) << ' ' << r.scores[0] << ' ' << r.scores[1] << ' ' << r.progress.turns << ' '
             << r.progress.laps << ' ' << r.progress.rounds << ' ' << r.progress.captures << ' ' << r.decisions << ' '
             << r.branchSum << ' ' << r.leadChanges << '\n';
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(fnv1a64(text.str())));
    return hex;
}

const char *kSignatures = RULELAB_SOURCE_DIR "/tests/plugins/golden/signatures.txt";

// A game's own signatures file beside its readings (data/readings/<game>/signatures.txt), so that a
// new game needs no edit outside its folder and its data; the shipped games' are in kSignatures.
std::string gameSignatures(const std::string &game) {
    return std::string(RULELAB_SOURCE_DIR "/data/readings/") + game + "/signatures.txt";
}

void readSignatureFile(const std::string &file, std::map<std::string, std::string> &out) {
    std::ifstream in(file);
    std::string game, reading, hash;
    while (in >> game >> reading >> hash) out[game + " " + reading] = hash;
}

std::map<std::string, std::string> readSignatures(const std::string &game) {
    std::map<std::string, std::string> out;
    readSignatureFile(kSignatures, out);
    readSignatureFile(gameSignatures(game), out);
    return out;
}

// Writes `key`'s signature where it is, or for a new one, beside the game's readings when the game
// has a folder there (else into kSignatures).
std::string writeSignature(const std::string &game, const std::string &key, const std::string &sig) {
    std::map<std::string, std::string> shared, own;
    readSignatureFile(kSignatures, shared);
    readSignatureFile(gameSignatures(game), own);
    const bool hasFolder = std::filesystem::is_directory(std::filesystem::path(gameSignatures(game)).parent_path());
    const bool toShared = shared.count(key) || !hasFolder;
    auto &all = toShared ? shared : own;
    all[key] = sig;
    const std::string file = toShared ? kSignatures : gameSignatures(game);
    std::ofstream out(file);
    for (const auto &[k, v] : all) out << k << ' ' << v << '\n';
    return file;
}

TEST_P(EveryReading, ItsSignatureIsTheGoldenOne) {
    const std::string sig = signatureOf(*game, gr.reading);
    const std::string key = gr.game + " " + gr.reading;
    if (qEnvironmentVariableIsSet("RULELAB_UPDATE_GOLDEN")) {
        const std::string file = writeSignature(gr.game, key, sig);
        GTEST_SKIP() << "wrote " << key << " " << sig << " into " << file;
    }
    const auto all = readSignatures(gr.game);
    const auto it = all.find(key);
    ASSERT_NE(it, all.end()) << "no signature for " << key << " in " << kSignatures << " or " << gameSignatures(gr.game)
                             << " (a new reading: run this test with RULELAB_UPDATE_GOLDEN=1)";
    EXPECT_EQ(sig, it->second) << key
                               << ": 300 matches of seed 1 no longer play as they did. If the rules were changed "
                                  "on purpose, regenerate with RULELAB_UPDATE_GOLDEN=1.";
}

INSTANTIATE_TEST_SUITE_P(OnDisk, EveryReading, ::testing::ValuesIn(harness::readingsOnDisk()), harness::caseNameOf);

}  // namespace
