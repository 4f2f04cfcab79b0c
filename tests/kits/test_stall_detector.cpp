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

// The trigger backs off: after backOff() both thresholds double until the next capture. With
// repeat_k = 2 the second sight of key 7 fires; backed off once, it takes the fourth; a capture
// (the board total falls) brings the plain thresholds back. The no-capture limit doubles too.
TEST(StallDetector, BackOffDoublesTheThresholdsUntilACapture) {
    StallDetector d;
    d.reset(7, 10);
    EXPECT_EQ(d.observe(7, 10, 2, 100), StallDetector::Verdict::Repeated);
    d.backOff();
    EXPECT_EQ(d.backoffLevel(), 1);
    EXPECT_EQ(d.observe(7, 10, 2, 100), StallDetector::Verdict::None);      // third sight < 4
    EXPECT_EQ(d.observe(7, 10, 2, 100), StallDetector::Verdict::Repeated);  // fourth
    EXPECT_EQ(d.observe(7, 9, 2, 100), StallDetector::Verdict::None);       // a capture
    EXPECT_EQ(d.backoffLevel(), 0);
    EXPECT_EQ(d.observe(7, 9, 2, 100), StallDetector::Verdict::Repeated);

    StallDetector n;
    n.reset(1, 5);
    for (uint64_t k = 2; k <= 3; ++k) EXPECT_EQ(n.observe(k, 5, 0, 3), StallDetector::Verdict::None);
    EXPECT_EQ(n.observe(4, 5, 0, 3), StallDetector::Verdict::NoCapture);  // turn 3
    n.backOff();
    for (uint64_t k = 5; k <= 6; ++k) EXPECT_EQ(n.observe(k, 5, 0, 3), StallDetector::Verdict::None);
    EXPECT_EQ(n.observe(7, 5, 0, 3), StallDetector::Verdict::NoCapture);  // turn 6 without capture
}

// The back-off level is part of the detector's text form, and an old text without it reads as 0.
TEST(StallDetector, BackOffSurvivesTheTextForm) {
    StallDetector d;
    d.reset(5, 10);
    d.observe(6, 10, 3, 500);
    d.backOff();
    d.backOff();
    const std::string text = d.toText();
    EXPECT_EQ(text, "10,1,^2,5:1,6:1");
    StallDetector e;
    ASSERT_EQ(e.fromText(text), "");
    EXPECT_TRUE(e == d);
    EXPECT_EQ(e.backoffLevel(), 2);
    ASSERT_EQ(e.fromText("10,1,5:1,6:1"), "");
    EXPECT_EQ(e.backoffLevel(), 0);
    EXPECT_NE(e.fromText("10,1,^x,5:1"), "");
}

// The exact verdict's key set: insert says whether a key is new, clear forgets everything, and
// growing past its first table keeps every key (keys above 2^64 included).
TEST(StallKeySet, InsertClearAndGrow) {
    StallKeySet s;
    EXPECT_TRUE(s.insert(42));
    EXPECT_FALSE(s.insert(42));
    const StallKey big = (static_cast<StallKey>(1) << 100) + 42;
    EXPECT_TRUE(s.insert(big));
    for (uint64_t k = 1000; k < 5000; ++k) EXPECT_TRUE(s.insert(k));
    EXPECT_EQ(s.size(), 4002u);
    EXPECT_FALSE(s.insert(42));
    EXPECT_FALSE(s.insert(big));
    EXPECT_FALSE(s.insert(4999));
    s.clear();
    EXPECT_EQ(s.size(), 0u);
    EXPECT_TRUE(s.insert(42));
    EXPECT_TRUE(s.insert(4999));
}

// A copy (which copies only the slots in use) remembers exactly what the original does, and
// assigning one detector over another forgets every position of the target.
TEST(StallDetector, CopiesAndAssignmentsCarryExactlyTheRememberedPositions) {
    StallDetector a;
    a.reset(11, 20);
    a.observe(12, 20, 3, 500);
    a.observe(11, 20, 3, 500);  // 11 seen twice
    a.backOff();

    StallDetector b(a);
    EXPECT_TRUE(b == a);
    EXPECT_EQ(b.seen(11), 2);
    EXPECT_EQ(b.seen(12), 1);
    EXPECT_EQ(b.backoffLevel(), 1);
    // With the back-off the threshold is 6: the copy and the original count on alike.
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(b.observe(11, 20, 3, 500), StallDetector::Verdict::None);
        EXPECT_EQ(a.observe(11, 20, 3, 500), StallDetector::Verdict::None);
    }
    EXPECT_EQ(b.observe(11, 20, 3, 500), StallDetector::Verdict::Repeated);  // the sixth time
    EXPECT_EQ(a.seen(11), 5);                                                // the original moved on alone

    StallDetector c;
    c.reset(99, 7);
    for (uint64_t k = 100; k < 140; ++k) c.observe(k, 7, 3, 500);
    c = a;  // c's own 41 positions are forgotten
    EXPECT_TRUE(c == a);
    EXPECT_EQ(c.seen(99), 0);
    EXPECT_EQ(c.seen(120), 0);
    EXPECT_EQ(c.tracked(), a.tracked());
    EXPECT_EQ(c.boardTotal(), 20);
    const StallDetector &same = c;
    c = same;  // self-assignment keeps everything
    EXPECT_TRUE(c == a);
}

// The stall verdict's scratch storage (StallProofScratch): a first-in first-out ring that keeps
// its order when it grows past what was reserved, emptied by clear() with its storage kept, and
// a key set with room reserved.
TEST(StallProofScratch, TheRingIsAQueueThatKeepsItsOrderWhenItGrows) {
    struct Tag {};
    StallProofScratch<int, Tag> s;
    s.reserve(20);  // a ring of 32
    EXPECT_TRUE(s.empty());
    int next = 0, expected = 0;
    // Interleaved pushes and pops that wrap round the ring, then more than it holds at once.
    for (int round = 0; round < 10; ++round) {
        for (int i = 0; i < 20; ++i) s.push(next++);
        for (int i = 0; i < 15; ++i) EXPECT_EQ(s.pop(), expected++);
    }
    for (int i = 0; i < 100; ++i) s.push(next++);  // 150 queued: the ring grows, in order
    while (!s.empty()) EXPECT_EQ(s.pop(), expected++);
    EXPECT_EQ(expected, next);
    s.push(7);
    s.clear();
    EXPECT_TRUE(s.empty());
    s.seen.reserve(5000);
    for (StallKey k = 0; k < 5000; ++k) EXPECT_TRUE(s.seen.insert(k * 7919));
    EXPECT_FALSE(s.seen.insert(7919));
    EXPECT_EQ(s.seen.size(), 5000u);
}
