// Usage maps (issue 20): the streamed totals and groups, Spearman's rank correlation on vectors
// worked by hand (ties included), the delete-half jackknife interval of the similarity on groups built so
// that every leave-one-out value is known, and the observed-map file's errors, each naming the
// file and the line. Also the shipped example map (data/evidence), which must stay readable.
#include "stats/distributions.h"
#include "stats/reading_stats.h"
#include "stats/usage_map.h"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>

using namespace rulelab;
using namespace rulelab::stats;

namespace {

CellUsage usage(std::initializer_list<std::pair<int, uint32_t>> sown, uint32_t lifted0 = 0) {
    CellUsage u;
    for (const auto &[cell, n] : sown) u.add(UsageKind::Sown, cell, n);
    u.add(UsageKind::Lifted, 0, lifted0);
    return u;
}

BoardView board(std::initializer_list<const char *> labels) {
    BoardView b;
    b.rows = 1;
    int id = 0;
    for (const char *l : labels) {
        BoardCell c;
        c.id = id;
        c.col = id++;
        c.label = l;
        b.cells.push_back(c);
    }
    b.cols = id;
    return b;
}

ObservedUsage observed(std::vector<std::string> labels, std::vector<double> values) {
    ObservedUsage o;
    o.origin = "obs.csv";
    o.labels = std::move(labels);
    o.values = std::move(values);
    return o;
}

}  // namespace

// Match i goes to group i mod 20: matches 3 and 23 share group 3, match 4 is alone in group 4.
TEST(UsageStats, GroupsByMatchIndexAndMergesExactly) {
    UsageStats s;
    s.add(3, usage({{1, 2}}, 5));
    s.add(23, usage({{1, 1}, {2, 4}}));
    s.add(4, usage({{2, 3}}));
    EXPECT_EQ(s.matches(), 3);
    EXPECT_EQ(s.groupMatches(3), 2);
    EXPECT_EQ(s.groupMatches(4), 1);
    EXPECT_EQ(s.groupMatches(0), 0);
    EXPECT_EQ(s.total(UsageKind::Sown, 1), 3u);  // 2 + 1
    EXPECT_EQ(s.total(UsageKind::Sown, 2), 7u);  // 4 + 3
    EXPECT_EQ(s.value(UsageMeasure::Sown, 2), 7u);
    EXPECT_EQ(s.value(UsageMeasure::Lifted, 0), 5u);
    EXPECT_EQ(s.value(UsageMeasure::All, 0), 5u);
    EXPECT_EQ(s.value(UsageMeasure::Captured, 1), 0u);
    EXPECT_EQ(s.groupValue(3, UsageMeasure::Sown, 2), 4u);
    EXPECT_EQ(s.groupValue(4, UsageMeasure::Sown, 2), 3u);
    EXPECT_EQ(s.groupValue(3, UsageMeasure::All, 1), 3u);
    // Cells outside the map count nothing and read as 0.
    EXPECT_EQ(s.value(UsageMeasure::All, -1), 0u);
    EXPECT_EQ(s.value(UsageMeasure::All, kMaxUsageCells), 0u);
    // Split any way and merged, the same map.
    UsageStats a, b;
    a.add(23, usage({{1, 1}, {2, 4}}));
    b.add(4, usage({{2, 3}}));
    b.add(3, usage({{1, 2}}, 5));
    a.merge(b);
    for (int g = 0; g < kUsageGroups; ++g) EXPECT_EQ(a.groupMatches(g), s.groupMatches(g));
    for (int c = 0; c < 4; ++c)
        for (int g = 0; g < kUsageGroups; ++g)
            EXPECT_EQ(a.groupValue(g, UsageMeasure::All, c), s.groupValue(g, UsageMeasure::All, c));
    EXPECT_EQ(a.matches(), 3);
    // ReadingStats adds a record's map only when it was recorded.
    ReadingStats rs;
    MatchRecord r;
    r.index = 7;
    r.usage = usage({{1, 9}});
    rs.add(r);
    EXPECT_TRUE(rs.usage.empty());
    r.hasUsage = true;
    rs.add(r);
    EXPECT_EQ(rs.usage.matches(), 1);
    EXPECT_EQ(rs.usage.groupValue(7, UsageMeasure::Sown, 1), 9u);
}

// x = 1 2 3 4 5 and y = 5 6 7 8 7: y's ranks are 1 2 3.5 5 3.5 (the two 7s share 3 and 4).
// Around the mean rank 3: sum dx dy = 4 + 1 + 0 + 2 + 1 = 8, sum dx^2 = 10,
// sum dy^2 = 4 + 1 + 0.25 + 4 + 0.25 = 9.5; rho = 8 / sqrt(95) = 0.82078...
TEST(Spearman, KnownVectorsWithTies) {
    EXPECT_NEAR(spearman({1, 2, 3, 4, 5}, {5, 6, 7, 8, 7}), 8 / std::sqrt(95.0), 1e-12);
    EXPECT_DOUBLE_EQ(spearman({1, 2, 3}, {10, 20, 30}), 1.0);
    EXPECT_DOUBLE_EQ(spearman({1, 2, 3}, {30, 20, 10}), -1.0);
    // Monotone, not linear: ranks only.
    EXPECT_DOUBLE_EQ(spearman({1, 2, 3, 4}, {1, 10, 100, 1000}), 1.0);
    // A constant side has no ranking: 0.
    EXPECT_EQ(spearman({1, 2, 3}, {4, 4, 4}), 0.0);
    EXPECT_EQ(spearman({1}, {2}), 0.0);
    EXPECT_EQ(spearman({1, 2}, {1, 2, 3}), 0.0);
}

// Twenty matches, one per group, identical: leaving any group out scales the map and keeps its
// ranks, so every leave-one-out rho equals rho and the interval has no width.
TEST(UsageSimilarity, IdenticalGroupsGiveAZeroWidthInterval) {
    UsageStats s;
    for (int i = 0; i < 40; ++i) s.add(i, usage({{0, 1}, {1, 3}, {2, 2}}));
    const ObservedUsage o = observed({"a", "b", "c"}, {0.1, 0.9, 0.4});
    const Interval r = usageSimilarity(s, o, {0, 1, 2});
    ASSERT_TRUE(r.available);
    EXPECT_DOUBLE_EQ(r.value, 1.0);
    EXPECT_DOUBLE_EQ(r.lo, r.value);
    EXPECT_DOUBLE_EQ(r.hi, r.value);
    // One group holding matches is too few for an interval.
    UsageStats one;
    one.add(5, usage({{0, 1}, {1, 3}, {2, 2}}));
    EXPECT_FALSE(usageSimilarity(one, o, {0, 1, 2}).available);
}

// Cells A B C D, observed 1 2 3 0. Six groups hold one match each: groups 0-2 sow A 5, B 6,
// C 20; groups 3-5 sow A 5, B 4, C 20. Totals 30 30 120 0, ranks 2.5 2.5 4 1 against 2 3 4 1:
//   rho = 4.5 / sqrt(5 * 4.5) = 0.948683.
// Delete-half jackknife, n = 6 groups, d = 3 deleted, all C(6, 3) = 20 subsets. The 3 groups
// kept hold k of the first kind: A 15 against B 12 + 2k, so B ranks below A for k = 0, 1 (1 + 9
// subsets: rho = 4 / 5 = 0.8) and above for k = 2, 3 (9 + 1 subsets: the observed order, rho = 1).
// Mean 0.9, sum of squares 20 * 0.01 = 0.2, v = (n - d) / (d * 20) * 0.2 = 0.01, se = 0.1; the
// interval is rho -+ t(1 - alpha/2, 5) se, within [-1, 1].
TEST(UsageSimilarity, DeleteHalfJackknifeIntervalAtTheLevelAsked) {
    UsageStats s;
    for (int g = 0; g < 6; ++g) s.add(g, usage({{0, 5}, {1, g < 3 ? 6u : 4u}, {2, 20}}));
    const ObservedUsage o = observed({"A", "B", "C", "D"}, {1, 2, 3, 0});
    const std::vector<int> cells{0, 1, 2, 3};
    const double rho = 4.5 / std::sqrt(22.5), se = 0.1;
    const Interval r95 = usageSimilarity(s, o, cells, 0.05), r50 = usageSimilarity(s, o, cells, 0.5);
    ASSERT_TRUE(r95.available);
    EXPECT_NEAR(r95.value, rho, 1e-12);
    EXPECT_NEAR(r95.lo, rho - studentTQuantile(0.975, 5) * se, 1e-9);
    EXPECT_DOUBLE_EQ(r95.hi, 1.0);  // rho + t se is above 1
    EXPECT_NEAR(r50.lo, rho - studentTQuantile(0.75, 5) * se, 1e-9);
    EXPECT_NEAR(r50.hi, std::min(1.0, rho + studentTQuantile(0.75, 5) * se), 1e-9);
    EXPECT_GT(r50.lo, r95.lo);  // a lower level, a narrower interval
    EXPECT_DOUBLE_EQ(r50.value, r95.value);
    // The observed map's own measure is the one compared: nothing was captured.
    ObservedUsage captured = o;
    captured.measure = UsageMeasure::Captured;
    EXPECT_EQ(usageSimilarity(s, captured, cells).value, 0.0);
}

// With twenty groups the subsets are 1,000 random halves and their complements, from a fixed
// seed: the same interval every time. The same two kinds of group as above, ten of each: the
// ranks of A and B swap with the halves kept, so the interval has width (deleting one group of
// twenty never swaps them: that is why the jackknife deletes half).
TEST(UsageSimilarity, TwentyGroupsSampleHalvesReproducibly) {
    UsageStats s;
    for (int g = 0; g < kUsageGroups; ++g) s.add(g, usage({{0, 5}, {1, g < 10 ? 6u : 4u}, {2, 20}}));
    const ObservedUsage o = observed({"A", "B", "C", "D"}, {1, 2, 3, 0});
    const std::vector<int> cells{0, 1, 2, 3};
    const Interval a = usageSimilarity(s, o, cells), b = usageSimilarity(s, o, cells);
    ASSERT_TRUE(a.available);
    EXPECT_EQ(a.lo, b.lo);
    EXPECT_EQ(a.hi, b.hi);
    EXPECT_LT(a.lo, a.value - 0.05);
    EXPECT_GE(a.lo, -1.0);
    // Every group alike: no half differs from another, no width.
    UsageStats same;
    for (int g = 0; g < kUsageGroups; ++g) same.add(g, usage({{0, 5}, {1, 6}, {2, 20}}));
    const Interval z = usageSimilarity(same, o, cells);
    ASSERT_TRUE(z.available);
    EXPECT_DOUBLE_EQ(z.lo, z.value);
    EXPECT_DOUBLE_EQ(z.hi, z.value);
}

TEST(ObservedUsage, ParsesCommentsAHeaderAndRows) {
    ObservedUsage o;
    std::string err;
    ASSERT_TRUE(parseObservedUsage("# wear depth, mm\n\ncell,sown\nh0, 0.5\r\nh1,2\n\"h2\",0\n", "w.csv", o, err)) << err;
    EXPECT_EQ(o.origin, "w.csv");
    EXPECT_EQ(o.measure, UsageMeasure::Sown);
    EXPECT_EQ(o.labels, (std::vector<std::string>{"h0", "h1", "h2"}));
    EXPECT_EQ(o.values, (std::vector<double>{0.5, 2, 0}));
    ASSERT_TRUE(parseObservedUsage("h3,1\nh4,2\n", "plain.csv", o, err)) << err;  // no header: every use
    EXPECT_EQ(o.measure, UsageMeasure::All);
    ASSERT_TRUE(parseObservedUsage("cell,value\nh3,1\nh4,2\n", "v.csv", o, err)) << err;
    EXPECT_EQ(o.measure, UsageMeasure::All);
}

TEST(ObservedUsage, ErrorsNameTheFileAndTheLine) {
    struct Case {
        const char *text, *expected;
    } cases[] = {
        {"cell,value\nh0,1\nh1,x\n", "obs.csv:3: the value of 'h1' ('x') is not a number of at least 0"},
        {"cell,value\nh0,1\nh1,-2\n", "obs.csv:3:"},
        {"cell,depth\nh0,1\nh1,2\n", "obs.csv:1: the header names 'depth'"},
        {"# c\nhole,value\nh0,1\n", "obs.csv:2: expected a header"},
        {"h0,1\nh1,2,3\n", "obs.csv:2: expected two fields"},
        {"h0,1\nh1,2\nh0,3\n", "obs.csv:3: cell 'h0' is given twice"},
        {"cell,value\n,1\nh1,2\n", "obs.csv:2: the cell is empty"},
        {"cell,value\nh0,1\n", "obs.csv: an observed usage map needs at least two cells"},
    };
    for (const auto &c : cases) {
        ObservedUsage o;
        std::string err;
        EXPECT_FALSE(parseObservedUsage(c.text, "obs.csv", o, err)) << c.text;
        EXPECT_NE(err.find(c.expected), std::string::npos) << err;
    }
}

TEST(ObservedUsage, CellsResolveByTheBoardsLabels) {
    const BoardView b = board({"h0", "h1", "h2"});
    std::vector<int> cells;
    std::string err;
    ASSERT_TRUE(resolveObservedCells(observed({"h2", "H0"}, {1, 2}), b, cells, err)) << err;
    EXPECT_EQ(cells, (std::vector<int>{2, 0}));
    EXPECT_FALSE(resolveObservedCells(observed({"h0", "h7"}, {1, 2}), b, cells, err));
    EXPECT_NE(err.find("obs.csv: cell 'h7' is not a cell of the board (its cells: h0, h1, h2)"), std::string::npos) << err;
}

// The illustrative example shipped for the docs reads as a map of Khutka Boia's ten holes.
TEST(ObservedUsage, TheShippedExampleReads) {
    std::ifstream in(RULELAB_SOURCE_DIR "/data/evidence/khutka_boia_example_usage.csv");
    ASSERT_TRUE(in.good());
    std::stringstream text;
    text << in.rdbuf();
    ObservedUsage o;
    std::string err;
    ASSERT_TRUE(parseObservedUsage(text.str(), "khutka_boia_example_usage.csv", o, err)) << err;
    std::vector<int> cells;
    ASSERT_TRUE(resolveObservedCells(o, board({"h0", "h1", "h2", "h3", "h4", "h5", "h6", "h7", "h8", "h9"}), cells, err)) << err;
    EXPECT_EQ(cells.size(), 10u);
    EXPECT_NE(text.str().find("not a measurement"), std::string::npos) << "the file says it is made up";
}
