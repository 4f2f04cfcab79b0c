// G-2 and G-3 detectors of the kit.
#include "kits/stall_detector.h"

#include <gtest/gtest.h>

using namespace rulelab::kits;

// A key seen for the third time (repeat_k = 3) stalls the round; the start position counts.
TEST(StallDetector, ThirdOccurrenceOfAPositionStalls) {
    StallDetector d;
    d.reset(100, 10);
    EXPECT_EQ(d.observe(200, 10, 3, 500), StallDetector::Verdict::None);
    EXPECT_EQ(d.observe(100, 10, 3, 500), StallDetector::Verdict::None);  // second time
    EXPECT_EQ(d.observe(200, 10, 3, 500), StallDetector::Verdict::None);  // second time
    EXPECT_EQ(d.observe(100, 10, 3, 500), StallDetector::Verdict::Repeated);
    EXPECT_EQ(d.seen(100), 3);
}

// A capture (the board total falls) forgets every earlier position.
TEST(StallDetector, CaptureClearsTheTable) {
    StallDetector d;
    d.reset(1, 10);
    d.observe(2, 10, 3, 500);
    d.observe(1, 10, 3, 500);
    EXPECT_EQ(d.seen(1), 2);
    EXPECT_EQ(d.observe(1, 8, 3, 500), StallDetector::Verdict::None);
    EXPECT_EQ(d.seen(1), 1);
    EXPECT_EQ(d.seen(2), 0);
    EXPECT_EQ(d.turnsWithoutCapture(), 0);
}

// N turns without a capture stall the round even if no position repeats.
TEST(StallDetector, NoCaptureTurnLimit) {
    StallDetector d;
    d.reset(0, 5);
    for (uint64_t k = 1; k < 4; ++k) EXPECT_EQ(d.observe(k, 5, 3, 4), StallDetector::Verdict::None);
    EXPECT_EQ(d.observe(4, 5, 3, 4), StallDetector::Verdict::NoCapture);
    EXPECT_EQ(d.turnsWithoutCapture(), 4);
}

// Zero disables a test.
TEST(StallDetector, ZeroDisables) {
    StallDetector d;
    d.reset(1, 5);
    for (int i = 0; i < 10; ++i) EXPECT_EQ(d.observe(1, 5, 0, 0), StallDetector::Verdict::None);
}

// Beyond kMaxTracked distinct positions nothing new is remembered, but nothing breaks.
TEST(StallDetector, FullTableStopsRememberingNewPositions) {
    StallDetector d;
    d.reset(0, 5);
    for (uint64_t k = 1; k < StallDetector::kMaxTracked + 50; ++k) d.observe(k, 5, 3, 0);
    EXPECT_EQ(d.tracked(), StallDetector::kMaxTracked);
    EXPECT_EQ(d.seen(1), 1);
    EXPECT_EQ(d.seen(StallDetector::kMaxTracked + 10), 0);
}

TEST(StallDetector, EntriesRestoreExactly) {
    StallDetector d;
    d.reset(7, 9);
    d.observe(8, 9, 5, 0);
    d.observe(7, 9, 5, 0);
    d.observe(9, 9, 5, 0);
    StallDetector e;
    ASSERT_TRUE(e.restore(d.entries(), d.boardTotal(), d.turnsWithoutCapture()));
    EXPECT_TRUE(e == d);
    EXPECT_EQ(e.observe(7, 9, 3, 0), StallDetector::Verdict::Repeated);
    StallDetector f;
    EXPECT_FALSE(f.restore({{1, 1}, {1, 2}}, 5, 0));  // a key twice is not a table
}

// G-3: only periodic round starts count as a cycle.
TEST(RoundLog, PeriodicRoundStartsAreACycle) {
    RoundLog log;
    for (uint64_t s : {1, 2, 3, 1, 2, 3, 4}) log.record(s);  // chance recurrences
    EXPECT_EQ(log.repeatingPeriod(3, 8), 0);
    log.record(4);
    EXPECT_EQ(log.repeatingPeriod(3, 8), 0);  // 4 4: twice
    log.record(4);
    EXPECT_EQ(log.repeatingPeriod(3, 8), 1);  // 4 4 4
    RoundLog alt;
    for (uint64_t s : {9, 5, 6, 5, 6, 5}) alt.record(s);
    EXPECT_EQ(alt.repeatingPeriod(3, 8), 0);  // 5 6 5 6 5: not yet three blocks
    alt.record(6);
    EXPECT_EQ(alt.repeatingPeriod(3, 8), 2);  // (5 6)(5 6)(5 6)
    EXPECT_EQ(alt.repeatingPeriod(3, 1), 0);  // period 2 is beyond a max period of 1
}

TEST(RoundLog, KeepsTheMostRecentSignatures) {
    RoundLog log;
    for (uint64_t i = 0; i < RoundLog::kMax + 10; ++i) log.record(i);
    EXPECT_LE(log.size(), RoundLog::kMax);
    EXPECT_EQ(log.at(log.size() - 1), RoundLog::kMax + 9);
    log.record(7);
    log.record(7);
    log.record(7);
    EXPECT_EQ(log.repeatingPeriod(3, 8), 1);
}
