// The games' own invariants (State::checkInvariants) find what they are for: a broken position of
// each kind is refused with a message that says what is wrong. (test_every_reading checks that
// they hold at every state of random play.)

#include "bheri_board.h"
#include "bheri_game.h"
#include "kits/two_row_invariants.h"
#include "pach_game.h"

#include "experiment/prepared_reading.h"

#include "readings_on_disk.h"

#include <gtest/gtest.h>

#include <string>

namespace {

using namespace rulelab;

Options optionsOf(const std::string &game, const std::string &reading, const std::vector<std::string> &overrides = {}) {
    PreparedReading pr;
    std::string error;
    InputError kind;
    EXPECT_TRUE(prepareReading(harness::registry(), game, reading, overrides, Limits{}, pr, error, kind)) << error;
    return pr.options;
}

TEST(HarnessInvariants, ATwoRowPositionThatLosesOrGainsCountersIsRefused) {
    std::string error;
    const auto game = pachgarhwa::makePachGame(optionsOf("pachgarhwa", "humphries-literal"), Limits{}, error);
    ASSERT_TRUE(game) << error;
    auto state = game->newInitialState();
    auto &s = static_cast<pachgarhwa::PachState &>(*state);
    std::string why;
    EXPECT_TRUE(s.checkInvariants(why)) << why;

    s.pos().board.store[0] = 1;  // a counter from nowhere
    EXPECT_FALSE(s.checkInvariants(why));
    EXPECT_NE(why.find("51 counters, not 50"), std::string::npos) << why;

    s.pos().board.store[0] = 0;
    s.pos().board.live &= static_cast<uint16_t>(~(1u << 3));  // h3 dead with its five counters
    EXPECT_FALSE(s.checkInvariants(why));
    EXPECT_NE(why.find("h3 is dead but holds 5"), std::string::npos) << why;

    s.pos().board.live |= 1u << 3;
    s.pos().board.counts[3] = 0;
    s.pos().reserve[1] = 6;
    s.pos().reserve[0] = -1;  // 50 in all, one of them owed
    EXPECT_FALSE(s.checkInvariants(why));
    EXPECT_NE(why.find("negative"), std::string::npos) << why;
}

TEST(HarnessInvariants, TheTwoRowBoardOfTheSizeReadIsTheOneChecked) {
    // On 2 x 2 holes of 3 counters the total is 12, and a counter past the four holes is refused.
    std::string error;
    const auto game = pachgarhwa::makePachGame(
        optionsOf("pachgarhwa", "humphries-literal", {"holes_per_row=2", "counters_per_hole=3"}), Limits{}, error);
    ASSERT_TRUE(game) << error;
    auto state = game->newInitialState();
    auto &s = static_cast<pachgarhwa::PachState &>(*state);
    std::string why;
    EXPECT_TRUE(s.checkInvariants(why)) << why;
    s.pos().board.counts[0] = 2;
    s.pos().board.counts[4] = 1;
    EXPECT_FALSE(s.checkInvariants(why));
    EXPECT_NE(why.find("h4 is past the board"), std::string::npos) << why;
}

TEST(HarnessInvariants, BheriBakriPiecesAreAccountedFor) {
    using namespace rulelab::bheri;
    const Geometry g(8, 8);
    const Position start = Position::initial(g);
    EXPECT_EQ(positionInvariants(start, g), "");

    Position twice = start;  // Goats' piece 8 also on a neutral cell
    twice.cells[static_cast<size_t>(g.rowLength())] = pieceCode(0, 8);
    EXPECT_NE(positionInvariants(twice, g).find("Goats piece 8 stands twice"), std::string::npos) << positionInvariants(twice, g);

    Position twoOut = start;  // pieces 8 and 7 both out on the circuit (BB-7: one at a time)
    twoOut.cells[static_cast<size_t>(g.homeCell(0, 8))] = 0;
    twoOut.cells[static_cast<size_t>(g.homeCell(0, 7))] = 0;
    twoOut.cells[static_cast<size_t>(g.circuitCell(0, 0))] = pieceCode(0, 8);
    twoOut.cells[static_cast<size_t>(g.circuitCell(0, 1))] = pieceCode(0, 7);
    EXPECT_NE(positionInvariants(twoOut, g).find("2 pieces out"), std::string::npos) << positionInvariants(twoOut, g);

    Position behind = start;  // piece 8 and piece 1 swap compartments: 8 stands behind its own
    behind.cells[static_cast<size_t>(g.homeCell(0, 1))] = pieceCode(0, 8);
    behind.cells[static_cast<size_t>(g.homeCell(0, 8))] = pieceCode(0, 1);
    EXPECT_NE(positionInvariants(behind, g).find("piece 8 stands behind"), std::string::npos) << positionInvariants(behind, g);

    Position escaped = start;  // all eight on the board, and one escaped too
    escaped.escaped[1] = 1;
    EXPECT_NE(positionInvariants(escaped, g).find("more than 8 pieces"), std::string::npos) << positionInvariants(escaped, g);
}

}  // namespace
