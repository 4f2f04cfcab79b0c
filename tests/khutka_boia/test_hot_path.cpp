// Khutka Boia's own playout loop (KhutkaState::playRandomToEnd: a start hole drawn from the start
// mask without a move list) and the kit's plain-ring turn it mostly plays (kits::plainRingTurn)
// play exactly as the generic loop with a uniform random player: the same moves, draws, counters,
// usage map and end, under every shipped reading and under option values no reading uses
// (random first player, the other four rules and relay-loop policies, a bha, other boards), with
// and without usage counting, and at the decision cap.
#include "khutka_test_util.h"

#include "plugin/reading_json.h"
#include "sim/runner.h"
#include "support/same_match.h"

using namespace kbtest;

namespace {

std::vector<Reading> shipped() {
    std::vector<std::string> errors;
    auto readings = loadReadingDir(QStringLiteral(KHUTKA_READINGS_DIR), errors);
    EXPECT_TRUE(errors.empty());
    EXPECT_EQ(readings.size(), 4u);
    return readings;
}

}  // namespace

TEST(KhutkaHotPath, OwnLoopPlaysAsTheGenericOneUnderOtherOptionValues) {
    const std::vector<std::vector<const char *>> variants = {
        {},
        {"first_player=random", "four=none"},
        {"four=owner_on_drop", "relay_loop=end_turn_no_capture"},
        {"four=mover_row_after_move", "relay_loop=forbid_start", "capture_zone=opponent_row_only"},
        {"start_hole=no_singleton_if_larger", "lap_origin=skip"},
        {"match_end=fixed_rounds", "rounds=3", "ludii_quirks=off", "dead_adjacency=skip_dead"},
        {"holes_per_row=4", "counters_per_hole=3", "match_end=fixed_rounds", "rounds=2"},
        {"holes_per_row=6", "counters_per_hole=4", "first_player=north"},
    };
    int plainTurns = 0, otherTurns = 0, capped = 0, matches = 0;
    for (const Reading &reading : shipped())
        for (const auto &v : variants)
            for (const int64_t maxTurns : {int64_t{100000}, int64_t{9}})
                for (const bool usage : {false, true}) {
                    std::string label = reading.id + " maxTurns " + std::to_string(maxTurns) + (usage ? " usage" : "");
                    for (const char *o : v) label += std::string(" ") + o;
                    SCOPED_TRACE(label);
                    Limits limits;
                    limits.maxTurns = maxTurns;
                    Reading r = reading;
                    for (const char *o : v) ASSERT_EQ(applyOverride(khutkaInfo(), r, o), "") << o;
                    auto g = makeGame(std::initializer_list<const char *>{}, limits, r.values);
                    ASSERT_TRUE(g);
                    auto random = makeAgent(AgentSpec{}, *g);
                    ASSERT_TRUE(random->isUniformRandom());
                    testsupport::UnflaggedRandom generic;
                    MatchScratch own(*g), plain(*g);
                    own.recordUsage = plain.recordUsage = usage;
                    const KhutkaRules &rules = static_cast<const KhutkaGame &>(*g).rules();
                    for (int64_t i = 0; i < 10; ++i) {
                        const uint64_t seed = matchSeed(0x6b62, label, static_cast<uint64_t>(i));
                        const MatchRecord a = playMatch(*g, seed, i, MatchAgents{random.get(), random.get(), false}, true, own);
                        const MatchRecord b = playMatch(*g, seed, i, MatchAgents{&generic, &generic, false}, true, plain);
                        testsupport::expectSameMatch(a, b, label + " match " + std::to_string(i));
                        ++matches;
                        capped += a.endReason == EndReason::CapReached && a.decisions == maxTurns;
                        // How the match's sowing turns were played: by the plain ring or the engine.
                        auto s = g->newInitialState();
                        for (const Move m : a.moves) {
                            const auto &k = ks(*s);
                            if (k.pos().phase == Phase::Play && m < k.bs().passMove()) {
                                const bool fee = k.pos().status == Status::FourOne;
                                kits::TurnParams p;
                                p.mover = k.pos().toMove;
                                p.start = m;
                                (!fee && kits::plainRingTurn(rules.sow, k.pos().board, p) ? plainTurns : otherTurns)++;
                            }
                            s->apply(m);
                        }
                    }
                    if (HasFailure()) return;
                }
    EXPECT_GT(capped, 0) << "no match reached the decision cap: that path went untested";
    EXPECT_GT(plainTurns, 10000) << "the plain ring's short way was hardly played";
    EXPECT_GT(otherTurns, 10000) << "the general engine was hardly played";
    EXPECT_GT(matches, 1000);
}
