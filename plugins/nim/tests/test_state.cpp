// plugins/nim/tests/test_state.cpp
// The State contract for Nim: the text form round trip, keys, and malformed or impossible
// positions refused with a message.
#include "nim_test_support.h"

#include <gtest/gtest.h>

using namespace rulelab;
using namespace rulelab::nim;

TEST(NimState, TextFormRoundTripsAndKeysAgree) {
    const auto game = nimWith({"pile=7", "first_player=first"});
    ASSERT_TRUE(game);
    auto s = game->newInitialState();
    s->apply(2);
    std::string error;
    const auto back = game->deserialize(s->serialize(), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->serialize(), s->serialize());
    std::string a, b;
    s->appendKey(a);
    back->appendKey(b);
    EXPECT_EQ(a, b);
    std::string other;
    game->newInitialState()->appendKey(other);
    EXPECT_NE(a, other) << "another position has another key";
    std::string why;
    EXPECT_TRUE(back->checkInvariants(why)) << why;
}

TEST(NimState, MalformedAndImpossibleTextsAreRefused) {
    const auto game = nimWith({"pile=7", "first_player=first"});
    ASSERT_TRUE(game);
    for (const char *text : {"", "nim1", "nim1 5 0 1 1 2 0 extra", "nim2 5 0 1 1 2 0",
                             "nim1 5 0 1 2 2 0" /* 8 counters of 7 */, "nim1 5 0 1 1 2 1" /* won, pile not empty */,
                             "nim1 5 7 1 1 2 0" /* no seat 7 */}) {
        std::string error;
        EXPECT_FALSE(game->deserialize(text, error)) << "accepted '" << text << "'";
        EXPECT_NE(error.find("not a nim state"), std::string::npos) << error;
    }
}
