// The shipped readings (data/readings/pachgarhwa), the option catalogue, the plugin, and
// end-to-end runs: every match of every reading ends with a reason.
#include "pach_test_util.h"
#include "../kits/two_row_test_checks.h"

#include "plugin/plugin_registry.h"
#include "plugin/reading_json.h"
#include "sim/runner.h"
#include "stats/reading_stats.h"

#include <set>

using namespace pgtest;

// Every catalogue key (without "pg."), plus rounds and the two simulation guards, with the
// catalogue's value names.
TEST(Options, CoverTheCatalogue) {
    const GameInfo info = pachInfo();
    tworowtest::checkOptionCatalogue(
        info, "pachgarhwa",
        {"first_player", "start_hole", "lap_origin", "relay",       "capture",       "capture_zone",     "no_move",
         "round_end",    "end_test",   "leftover",   "multi_round", "fill_order",    "round_starter",    "match_end",
         "rounds",       "relay_loop", "stall",      "ludii_limit", "holes_per_row", "counters_per_hole"},
        {"relay_loop", "stall", "ludii_limit", "holes_per_row", "counters_per_hole"});
    auto values = [&](const char *id) {
        std::vector<std::string> v;
        for (const auto &c : info.findOption(id)->choices) v.push_back(c.id);
        return v;
    };
    EXPECT_EQ(values("relay"), (std::vector<std::string>{"next_hole", "landing_hole", "capture_next_resow_landing"}));
    EXPECT_EQ(values("capture"), (std::vector<std::string>{"chain", "chain_capped4", "chain_wrap", "single", "first_loaded"}));
    EXPECT_EQ(values("multi_round"), (std::vector<std::string>{"none", "hole_loss", "hole_capture", "khutka_scheme"}));
    EXPECT_EQ(values("no_move"), (std::vector<std::string>{"opponent_takes_all", "pass", "each_takes_own_row"}));
    EXPECT_EQ(values("round_end"), (std::vector<std::string>{"all_exhausted", "no_move", "no_further_capture", "one_left"}));
    EXPECT_EQ(values("end_test"), (std::vector<std::string>{"after_turn", "after_every_lap"}));
    EXPECT_EQ(values("match_end"), (std::vector<std::string>{"cannot_fill", "fixed_rounds"}));
    // Baselines (the catalogue's stars).
    EXPECT_EQ(info.findOption("capture")->defaultValue, "chain");
    EXPECT_EQ(info.findOption("multi_round")->defaultValue, "none");
    EXPECT_EQ(info.findOption("no_move")->defaultValue, "opponent_takes_all");
}

// Five readings with the catalogue's ids, each valid and complete, with a description.
TEST(Readings, FiveShippedReadings) {
    EXPECT_EQ(pachInfo().id, "pachgarhwa");
    tworowtest::checkShippedReadings(
        QStringLiteral(PACH_READINGS_DIR), pachInfo(),
        {"humphries-literal", "humphries-baykhom", "humphries-exhaustible", "humphries-rounds", "ludii-code"});
}

// The catalogue's table 2.3 and Addendum A.
TEST(Readings, MatchTheCatalogueTable) {
    const auto rs = tworowtest::loadShipped(QStringLiteral(PACH_READINGS_DIR));
    const Reading *p1 = tworowtest::findReading(rs, "humphries-literal"), *p2 = tworowtest::findReading(rs, "humphries-baykhom"),
                  *p3 = tworowtest::findReading(rs, "humphries-exhaustible"),
                  *p4 = tworowtest::findReading(rs, "humphries-rounds"), *p5 = tworowtest::findReading(rs, "ludii-code");
    ASSERT_TRUE(p1 && p2 && p3 && p4 && p5);
    auto v = [](const Reading *r, const char *k) { return r->values.at(k); };
    for (const Reading *r : {p1, p2, p3, p4}) {
        EXPECT_EQ(v(r, "relay"), "next_hole") << r->id;
        EXPECT_EQ(v(r, "lap_origin"), "include") << r->id;
        EXPECT_EQ(v(r, "capture_zone"), "any_row") << r->id;
        EXPECT_EQ(v(r, "first_player"), "random") << r->id;
    }
    EXPECT_EQ(v(p1, "capture"), "chain");
    EXPECT_EQ(v(p2, "capture"), "chain");
    EXPECT_EQ(v(p3, "capture"), "chain_wrap");
    EXPECT_EQ(v(p4, "capture"), "chain");
    EXPECT_EQ(v(p1, "no_move"), "pass");
    EXPECT_EQ(v(p2, "no_move"), "opponent_takes_all");
    EXPECT_EQ(v(p3, "no_move"), "pass");
    EXPECT_EQ(v(p4, "no_move"), "opponent_takes_all");
    EXPECT_EQ(v(p1, "round_end"), "all_exhausted");
    EXPECT_EQ(v(p2, "round_end"), "no_move");
    EXPECT_EQ(v(p3, "round_end"), "all_exhausted");
    EXPECT_EQ(v(p4, "round_end"), "no_move");
    EXPECT_EQ(v(p1, "stall"), "flag_scored");
    EXPECT_EQ(v(p3, "stall"), "flag_scored");
    EXPECT_EQ(v(p1, "multi_round"), "none");
    EXPECT_EQ(v(p4, "multi_round"), "hole_loss");
    EXPECT_EQ(v(p4, "fill_order"), "from_own_left");
    EXPECT_EQ(v(p4, "round_starter"), "round_loser");
    EXPECT_EQ(v(p4, "match_end"), "cannot_fill");
    EXPECT_EQ(v(p5, "relay"), "capture_next_resow_landing");
    EXPECT_EQ(v(p5, "capture"), "single");
    EXPECT_EQ(v(p5, "round_end"), "one_left");
    EXPECT_EQ(v(p5, "first_player"), "south");
    // Ludii tests its end after every move, and each lap of a relay is a move.
    EXPECT_EQ(v(p5, "end_test"), "after_every_lap");
    for (const Reading *r : {p1, p2, p3, p4}) EXPECT_EQ(v(r, "end_test"), "after_turn") << r->id;
}

// End to end: 1,000 matches per reading through the runner: every match ends with a reason,
// finished matches have a result, and all 50 counters are accounted for.
TEST(Readings, EveryMatchOfEveryReadingEnds) {
    const GameInfo info = pachInfo();
    for (Reading r : tworowtest::loadShipped(QStringLiteral(PACH_READINGS_DIR))) {
        auto g = tworowtest::gameOfReading(info, makePachGame, r);
        ASSERT_TRUE(g);
        const auto records = tworowtest::runToTheirEnds(*g, r.id, 1000);
        for (const auto &rec : records) {
            ASSERT_EQ(rec.scores[0] + rec.scores[1], 50) << r.id << " #" << rec.index;
            if (rec.endReason == EndReason::Finished) {
                ASSERT_NE(rec.result, Result::Undecided) << r.id << " #" << rec.index;
            }
            ASSERT_GE(rec.progress.rounds, 1);
        }
        stats::ReadingStats sum;
        for (const auto &rec : records) sum.add(rec);
        EXPECT_GT(sum.firstWins, 0) << r.id;
        EXPECT_GT(sum.secondWins, 0) << r.id;
        // P1 can never end by its rule (chain never takes L): every game is flagged.
        if (r.id == "humphries-literal") {
            EXPECT_EQ(sum.endReasons[static_cast<size_t>(EndReason::RoundStalled)], 1000);
        }
        if (r.id == "humphries-baykhom") {
            EXPECT_EQ(sum.endReasons[static_cast<size_t>(EndReason::Finished)], 1000);
        }
        if (r.id == "humphries-exhaustible") {
            EXPECT_GT(sum.endReasons[static_cast<size_t>(EndReason::Finished)], 0);
        }
    }
}
