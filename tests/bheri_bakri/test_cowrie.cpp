// The cowrie kit (core/kits/cowrie.h) and the throw node of Bheri Bakri: Binomial(4, p),
// checked exactly for dyadic p and against the closed form for others.
#include "bheri_test_support.h"

#include "kits/cowrie.h"

#include <cmath>

namespace rulelab::bheri::test {
namespace {

TEST(Cowrie, BinomialCoefficients) {
    EXPECT_EQ(kits::binomialCoefficient(4, 0), 1);
    EXPECT_EQ(kits::binomialCoefficient(4, 1), 4);
    EXPECT_EQ(kits::binomialCoefficient(4, 2), 6);
    EXPECT_EQ(kits::binomialCoefficient(4, 3), 4);
    EXPECT_EQ(kits::binomialCoefficient(4, 4), 1);
    EXPECT_EQ(kits::binomialCoefficient(7, 3), 35);
    EXPECT_EQ(kits::binomialCoefficient(4, 5), 0);
}

// Binomial(4, p) for a dyadic p is exact in doubles: P(k) must equal numerators[k] / denominator.
void expectExactly(double p, const std::array<double, 5> &numerators, double denominator) {
    const auto d = kits::cowrieDistribution<4>(p);
    for (size_t k = 0; k < numerators.size(); ++k) EXPECT_EQ(d[k], numerators[k] / denominator) << "p=" << p << " k=" << k;
}

// p = 1/2: 1/16, 4/16, 6/16, 4/16, 1/16 (catalogue BB-3), exactly.
TEST(Cowrie, FairShellsExact) { expectExactly(0.5, {1, 4, 6, 4, 1}, 16); }

// p = 1/4: (3/4)^4 = 81/256, 4 (1/4)(3/4)^3 = 108/256, 6 (1/16)(9/16) = 54/256, 12/256, 1/256.
// Every term is a dyadic rational, so the doubles must be exact; p = 3/4 is the mirror image.
TEST(Cowrie, QuarterShellsExact) {
    expectExactly(0.25, {81, 108, 54, 12, 1}, 256);
    const auto d = kits::cowrieDistribution<4>(0.25);
    const auto m = kits::cowrieDistribution<4>(0.75);
    for (int k = 0; k <= 4; ++k) EXPECT_EQ(m[static_cast<size_t>(k)], d[static_cast<size_t>(4 - k)]);
}

// Non-dyadic p: compare with the closed form evaluated in long double, and the sum with 1.
TEST(Cowrie, OtherShellsMatchClosedForm) {
    for (double p : {0.35, 0.4, 0.6, 0.65, 0.1, 0.9}) {
        const auto d = kits::cowrieDistribution<4>(p);
        long double sum = 0;
        const long double lp = p, lq = 1.0L - lp;
        const long double expected[5] = {lq * lq * lq * lq, 4 * lp * lq * lq * lq, 6 * lp * lp * lq * lq, 4 * lp * lp * lp * lq,
                                         lp * lp * lp * lp};
        for (int k = 0; k <= 4; ++k) {
            EXPECT_NEAR(d[static_cast<size_t>(k)], static_cast<double>(expected[k]), 2e-16) << "p=" << p << " k=" << k;
            sum += d[static_cast<size_t>(k)];
        }
        EXPECT_NEAR(static_cast<double>(sum), 1.0, 1e-15) << "p=" << p;
    }
    // A hand value: p = 0.35 gives P(0) = 0.65^4 = 0.17850625.
    EXPECT_NEAR(kits::cowrieDistribution<4>(0.35)[0], 0.17850625, 2e-16);
}

// The game's throw node lists the values 0..4 with exactly these probabilities.
TEST(Cowrie, ThrowNodeCarriesTheDistribution) {
    for (const char *p : {"0.5", "0.35", "0.65", "0.25"}) {
        auto g = makeGame({{"cowrie_p", p}, {"first_player", "goats"}});
        auto s = g->newInitialState();
        ASSERT_TRUE(s->isChance());
        ChanceList c;
        s->chanceOutcomes(c);
        ASSERT_EQ(c.size, 5);
        const auto d = kits::cowrieDistribution<4>(std::stod(p));
        for (int v = 0; v <= 4; ++v) {
            EXPECT_EQ(c[v].move, v);
            EXPECT_EQ(c[v].probability, d[static_cast<size_t>(v)]);
        }
    }
}

// first_player=random is a chance node of its own: Goats or Sheep, one half each.
TEST(Cowrie, RandomFirstPlayerIsAChanceNode) {
    auto g = makeGame({{"first_player", "random"}});
    auto s = g->newInitialState();
    ASSERT_TRUE(s->isChance());
    ChanceList c;
    s->chanceOutcomes(c);
    ASSERT_EQ(c.size, 2);
    EXPECT_EQ(c[0].move, 0);
    EXPECT_EQ(c[0].probability, 0.5);
    EXPECT_EQ(c[1].move, 1);
    EXPECT_EQ(c[1].probability, 0.5);
    EXPECT_EQ(s->describeMove(1), "chance: Sheep start");
    s->apply(1);
    // Sheep now throw: a throw node again, with Sheep as the thrower.
    auto *bs = static_cast<BheriState *>(s.get());
    expectThrowNext(*bs, 1);
}

}  // namespace
}  // namespace rulelab::bheri::test
