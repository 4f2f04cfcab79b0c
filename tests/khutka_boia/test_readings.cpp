// The shipped readings (data/readings/khutka-boia), the option catalogue, the plugin, and
// end-to-end runs: every match of every reading ends with a reason.
#include "khutka_test_util.h"
#include "../kits/two_row_test_checks.h"

#include "plugin/plugin_registry.h"
#include "plugin/reading_json.h"
#include "sim/runner.h"
#include "stats/reading_stats.h"

#include <set>

using namespace kbtest;

// Every catalogue key (without "kb."), plus rounds and the two simulation guards.
TEST(Options, CoverTheCatalogue) {
    const GameInfo info = khutkaInfo();
    tworowtest::checkOptionCatalogue(info, "khutka-boia", {"first_player",
                                                           "start_hole",
                                                           "lap_origin",
                                                           "dead_adjacency",
                                                           "relay",
                                                           "capture",
                                                           "capture_zone",
                                                           "four",
                                                           "no_move",
                                                           "round_end",
                                                           "leftover",
                                                           "refill",
                                                           "fill_order",
                                                           "revive",
                                                           "pooled_five",
                                                           "kungidar",
                                                           "remainder_trigger",
                                                           "two_transfer",
                                                           "bha_chooser",
                                                           "bha_capture",
                                                           "round_starter",
                                                           "match_end",
                                                           "rounds",
                                                           "ludii_quirks",
                                                           "relay_loop",
                                                           "stall",
                                                           "holes_per_row",
                                                           "counters_per_hole"},
                                     {"relay_loop", "stall", "holes_per_row", "counters_per_hole"});
    // The catalogue's value names.
    EXPECT_TRUE(info.findOption("four")->findChoice("owner_after_segment"));
    EXPECT_TRUE(info.findOption("kungidar")->findChoice("ludii_inverted"));
    EXPECT_TRUE(info.findOption("match_end")->findChoice("fixed_rounds"));
    EXPECT_TRUE(info.findOption("revive")->findChoice("yes"));
    EXPECT_TRUE(info.findOption("ludii_quirks")->findChoice("on"));
}

// Four readings with the catalogue's ids, each valid and complete, with a description.
TEST(Readings, FourShippedReadings) {
    EXPECT_EQ(khutkaInfo().id, "khutka-boia");
    tworowtest::checkShippedReadings(QStringLiteral(KHUTKA_READINGS_DIR), khutkaInfo(),
                                     {"aibdd-literal", "ludii-portal", "ludii-code", "reconstruction"});
}

// Spot checks against the catalogue's table 1.3 (the values where the readings differ).
TEST(Readings, MatchTheCatalogueTable) {
    const auto rs = tworowtest::loadShipped(QStringLiteral(KHUTKA_READINGS_DIR));
    const Reading *r1 = tworowtest::findReading(rs, "aibdd-literal"), *r2 = tworowtest::findReading(rs, "ludii-portal"),
                  *r3 = tworowtest::findReading(rs, "ludii-code"), *r4 = tworowtest::findReading(rs, "reconstruction");
    ASSERT_TRUE(r1 && r2 && r3 && r4);
    auto v = [](const Reading *r, const char *k) { return r->values.at(k); };
    EXPECT_EQ(v(r1, "four"), "none");
    EXPECT_EQ(v(r2, "four"), "owner_on_drop");
    EXPECT_EQ(v(r3, "four"), "owner_after_segment");
    EXPECT_EQ(v(r4, "four"), "none");
    EXPECT_EQ(v(r1, "refill"), "diff_literal");
    EXPECT_EQ(v(r2, "refill"), "diff_literal");
    EXPECT_EQ(v(r3, "refill"), "fill");
    EXPECT_EQ(v(r4, "refill"), "fill_pool");
    EXPECT_EQ(v(r1, "round_end"), "no_further_capture");
    EXPECT_EQ(v(r2, "round_end"), "all_captured");
    EXPECT_EQ(v(r3, "round_end"), "one_left");
    EXPECT_EQ(v(r2, "bha_capture"), "on_drop");
    EXPECT_EQ(v(r3, "bha_capture"), "after_segment");
    EXPECT_EQ(v(r1, "bha_capture"), "accumulate");
    EXPECT_EQ(v(r3, "first_player"), "south");
    EXPECT_EQ(v(r3, "dead_adjacency"), "empty_hole");
    EXPECT_EQ(v(r3, "kungidar"), "ludii_inverted");
    EXPECT_EQ(v(r3, "match_end"), "ludii_zero");
    EXPECT_EQ(v(r2, "match_end"), "all_counters");
    EXPECT_EQ(v(r3, "ludii_quirks"), "on");
    EXPECT_EQ(v(r1, "ludii_quirks"), "off");
    EXPECT_EQ(v(r2, "no_move"), "pass");
    EXPECT_EQ(v(r1, "no_move"), "each_takes_own_row");
}

// End to end: options resolved from the presets, games from the factory, 2,000 matches per
// reading through the runner, in full and as a single round: every match ends with a reason,
// finished matches have a result and account for all 50 counters.
TEST(Readings, EveryMatchOfEveryReadingEnds) {
    const GameInfo info = khutkaInfo();
    for (bool single : {false, true}) {
        for (Reading r : tworowtest::loadShipped(QStringLiteral(KHUTKA_READINGS_DIR))) {
            if (single) {
                ASSERT_EQ(applyOverride(info, r, "match_end=fixed_rounds"), "");
                ASSERT_EQ(applyOverride(info, r, "rounds=1"), "");
            }
            auto g = tworowtest::gameOfReading(info, makeKhutkaGame, r);
            ASSERT_TRUE(g);
            const auto records = tworowtest::runToTheirEnds(*g, r.id, 2000);
            ASSERT_EQ(records.size(), 2000u);
            for (const auto &rec : records) {
                if (rec.endReason == EndReason::Finished) {
                    ASSERT_NE(rec.result, Result::Undecided) << r.id << " #" << rec.index;
                    ASSERT_EQ(rec.scores[0] + rec.scores[1], 50) << r.id << " #" << rec.index;
                } else {
                    ASSERT_EQ(rec.result, Result::Undecided) << r.id << " #" << rec.index;
                }
                ASSERT_GE(rec.progress.rounds, 1);
                if (single) {
                    ASSERT_EQ(rec.progress.rounds, 1);
                }
            }
            stats::ReadingStats sum;
            for (const auto &rec : records) sum.add(rec);
            if (single) {
                EXPECT_EQ(sum.endReasons[static_cast<size_t>(EndReason::Finished)], 2000) << r.id;
            }
            // Wins and losses on both sides: every reading is a real contest.
            EXPECT_GT(sum.firstWins, 0) << r.id;
            EXPECT_GT(sum.secondWins, 0) << r.id;
        }
    }
}
