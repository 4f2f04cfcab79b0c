// Option validation: every error names the reading, the option and what is allowed.
#include "game/reading.h"
#include "nim_game.h"

#include <gtest/gtest.h>

using namespace rulelab;

namespace {

Reading defaultsReading() {
    const GameInfo info = fixture::nimInfo();
    return Reading{info.id, "mine", "Mine", "", "", info.defaults(), "my.json"};
}

bool anyContains(const std::vector<std::string> &errors, const std::vector<std::string> &parts) {
    for (const auto &e : errors) {
        bool all = true;
        for (const auto &p : parts) all = all && e.find(p) != std::string::npos;
        if (all) return true;
    }
    return false;
}

}  // namespace

TEST(Options, DefaultsAreAValidReading) { EXPECT_TRUE(validateReading(fixture::nimInfo(), defaultsReading()).empty()); }

TEST(Options, UnknownOptionNamesReadingOptionAndKnownOptions) {
    Reading r = defaultsReading();
    r.values["pil"] = "3";
    const auto errors = validateReading(fixture::nimInfo(), r);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_TRUE(anyContains(errors, {"reading 'mine'", "my.json", "unknown option 'pil'", "pile, take"}));
}

TEST(Options, OutOfRangeIntegerNamesTheRange) {
    Reading r = defaultsReading();
    r.values["pile"] = "201";
    const auto errors = validateReading(fixture::nimInfo(), r);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_TRUE(anyContains(errors, {"option 'pile'", "'201'", "an integer in [1, 200]"}));
}

TEST(Options, UnknownChoiceListsTheChoices) {
    Reading r = defaultsReading();
    r.values["take"] = "one_to_five";
    const auto errors = validateReading(fixture::nimInfo(), r);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_TRUE(anyContains(errors, {"option 'take'", "one of: one_to_three, one_or_two, one_to_four"}));
}

TEST(Options, RealBoundsAreOpen) {
    Reading r = defaultsReading();
    r.values["bias"] = "1";
    auto errors = validateReading(fixture::nimInfo(), r);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_TRUE(anyContains(errors, {"option 'bias'", "a number in (0, 1)"}));
    r.values["bias"] = "0.999";
    EXPECT_TRUE(validateReading(fixture::nimInfo(), r).empty());
    r.values["bias"] = "nan";
    EXPECT_EQ(validateReading(fixture::nimInfo(), r).size(), 1u);
}

TEST(Options, MissingValueIsAnError) {
    Reading r = defaultsReading();
    r.values.erase("misere");
    const auto errors = validateReading(fixture::nimInfo(), r);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_TRUE(anyContains(errors, {"option 'misere' has no value", "true or false"}));
}

// An experimental (non-historical) option a reading leaves out takes its default; a historical
// one left out is still an error.
TEST(Options, MissingExperimentalOptionTakesItsDefault) {
    GameInfo info = fixture::nimInfo();
    RuleOption *pile = nullptr;
    for (auto &o : info.options)
        if (o.id == "pile") pile = &o;
    ASSERT_TRUE(pile);
    pile->experimental = true;
    pile->defaultValue = "12";
    Reading r = defaultsReading();
    r.values.erase("pile");
    EXPECT_TRUE(validateReading(info, r).empty());
    Options o;
    std::vector<std::string> errors;
    ASSERT_TRUE(resolveOptions(info, r, o, errors));
    EXPECT_EQ(o.integer("pile"), 12);
    r.values.erase("misere");
    EXPECT_FALSE(resolveOptions(info, r, o, errors));
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_TRUE(anyContains(errors, {"option 'misere' has no value"}));
}

TEST(Options, ReadingForAnotherGameIsRefused) {
    Reading r = defaultsReading();
    r.game = "khutka-boia";
    EXPECT_TRUE(anyContains(validateReading(fixture::nimInfo(), r), {"is for game 'khutka-boia'"}));
}

TEST(Options, ValuesAreCanonicalised) {
    const GameInfo info = fixture::nimInfo();
    Reading r = defaultsReading();
    r.values["pile"] = "007";
    r.values["misere"] = "yes";
    r.values["bias"] = "0.250";
    Options o;
    std::vector<std::string> errors;
    ASSERT_TRUE(resolveOptions(info, r, o, errors));
    EXPECT_EQ(o.text("pile"), "7");
    EXPECT_EQ(o.integer("pile"), 7);
    EXPECT_EQ(o.text("misere"), "true");
    EXPECT_TRUE(o.flag("misere"));
    EXPECT_EQ(o.text("bias"), "0.25");
    EXPECT_DOUBLE_EQ(o.real("bias"), 0.25);
}

TEST(Options, OverrideChecksOptionAndValue) {
    const GameInfo info = fixture::nimInfo();
    Reading r = defaultsReading();
    EXPECT_EQ(applyOverride(info, r, "pile=12"), "");
    EXPECT_EQ(r.values["pile"], "12");
    EXPECT_NE(applyOverride(info, r, "pile=0").find("expects an integer in [1, 200]"), std::string::npos);
    EXPECT_EQ(r.values["pile"], "12");  // unchanged on error
    EXPECT_NE(applyOverride(info, r, "colour=red").find("unknown option 'colour'"), std::string::npos);
    EXPECT_NE(applyOverride(info, r, "pile").find("expected OPTION=VALUE"), std::string::npos);
    EXPECT_NE(applyOverride(info, r, "=3").find("expected OPTION=VALUE"), std::string::npos);
}
