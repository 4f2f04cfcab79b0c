// The Bradley-Terry fit (core/stats/bradley_terry.h) on constructed results whose maximum of the
// penalised likelihood is known in closed form, worked by hand below.

#include "stats/bradley_terry.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace rulelab::stats;

// Two players, A (0) beats B (1) 6 times, B beats A twice, no draws. With the one virtual draw
// (half a win each): A has 6.5 of 9, B 2.5 of 9. The likelihood of two players is maximal where
// P(A beats B) = 6.5 / 9, i.e. theta_A - theta_B = ln(6.5 / 2.5) = 0.955511...; its information
// is n p (1 - p) = 9 * (6.5/9) * (2.5/9) = 1.805555..., so se = 1 / sqrt(1.80556) = 0.744208...
TEST(BradleyTerry, TwoPlayersHaveTheRatioOfTheirWinsAsStrength) {
    const BradleyTerryFit fit = fitBradleyTerry(2, {{0, 1, 6, 2, 0}}, 1);
    ASSERT_TRUE(fit.ok) << fit.error;
    EXPECT_TRUE(fit.converged);
    EXPECT_NEAR(fit.theta[0], std::log(6.5 / 2.5), 1e-9);
    EXPECT_EQ(fit.theta[1], 0.0);
    EXPECT_NEAR(fit.se[0], 1 / std::sqrt(9 * (6.5 / 9) * (2.5 / 9)), 1e-9);
    EXPECT_EQ(fit.se[1], 0.0);
    // On the Elo scale: 400 log10(2.6) = 165.99 points.
    EXPECT_NEAR(fit.theta[0] * kEloPerNatural, 400 * std::log10(2.6), 1e-9);
}

// Draws count half a win for each side: 2 wins, 2 losses and 4 draws is an even record.
TEST(BradleyTerry, DrawsCountHalfForEachSide) {
    const BradleyTerryFit fit = fitBradleyTerry(2, {{0, 1, 2, 2, 4}}, 0);
    ASSERT_TRUE(fit.ok);
    EXPECT_NEAR(fit.theta[1], 0.0, 1e-12);
    // 3 wins of 8 with the draws halved, 3.5 of 9 with the virtual draw: ln(5.5 / 3.5) for B.
    const BradleyTerryFit lopsided = fitBradleyTerry(2, {{0, 1, 1, 3, 4}}, 0);
    EXPECT_NEAR(lopsided.theta[1], std::log(5.5 / 3.5), 1e-9);
}

// A chain 0 - 1 - 2 (each rung against the next only): the likelihood splits into one factor per
// pair, so each step is the two-player answer and the variances add along the chain.
// Pair 0-1: 1 beats 0 3 times of 4 -> 3.5 vs 1.5: step ln(7/3). Pair 1-2: 2 wins 9 of 10 ->
// 9.5 vs 1.5: step ln(19/3). Rating of 2 = ln(7/3) + ln(19/3) = ln(133/9).
TEST(BradleyTerry, AChainAddsItsStepsAndTheirVariances) {
    const BradleyTerryFit fit = fitBradleyTerry(3, {{0, 1, 1, 3, 0}, {1, 2, 1, 9, 0}}, 0);
    ASSERT_TRUE(fit.ok) << fit.error;
    EXPECT_NEAR(fit.theta[1], std::log(7.0 / 3), 1e-9);
    EXPECT_NEAR(fit.theta[2], std::log(133.0 / 9), 1e-9);
    const double v01 = 1 / (5 * (3.5 / 5) * (1.5 / 5)), v12 = 1 / (11 * (9.5 / 11) * (1.5 / 11));
    EXPECT_NEAR(fit.se[1], std::sqrt(v01), 1e-9);
    EXPECT_NEAR(fit.se[2], std::sqrt(v01 + v12), 1e-9);
}

// A cycle of equal records (0 beats 1, 1 beats 2, 2 beats 0, each 3 to 1): by symmetry every
// player is as strong as the others. Without the prior (priorDraws 0) the same.
TEST(BradleyTerry, ACycleOfEqualRecordsRatesEveryoneEqual) {
    for (double prior : {0.0, 1.0}) {
        const BradleyTerryFit fit = fitBradleyTerry(3, {{0, 1, 3, 1, 0}, {1, 2, 3, 1, 0}, {2, 0, 3, 1, 0}}, 0, prior);
        ASSERT_TRUE(fit.ok);
        EXPECT_NEAR(fit.theta[1], 0, 1e-9);
        EXPECT_NEAR(fit.theta[2], 0, 1e-9);
        EXPECT_GT(fit.se[1], 0);
    }
}

// A rung that won every match has a finite rating only through the virtual draw; a player that met
// no one linked to the anchor has none, and says so.
TEST(BradleyTerry, PerfectRecordsAreFiniteAndUnlinkedPlayersRefused) {
    const BradleyTerryFit fit = fitBradleyTerry(2, {{0, 1, 0, 20, 0}}, 0);
    ASSERT_TRUE(fit.ok);
    EXPECT_NEAR(fit.theta[1], std::log(20.5 / 0.5), 1e-9);
    const BradleyTerryFit unlinked = fitBradleyTerry(3, {{0, 1, 2, 2, 0}}, 0);
    EXPECT_FALSE(unlinked.ok);
    EXPECT_NE(unlinked.error.find("met no one"), std::string::npos);
}
