// The one CSV reader and field writer (stats/csv.h), by hand: RFC 4180 quoting both ways, and the
// reading of text no writer produces.
#include "stats/csv.h"
#include "stats/usage_map.h"

#include <gtest/gtest.h>

using namespace rulelab;
using stats::ObservedUsage;
using stats::parseObservedUsage;

namespace {
using Fields = std::vector<std::string>;
}

TEST(Csv, SplitsBareAndQuotedFields) {
    EXPECT_EQ(splitCsvLine("a,b,c"), (Fields{"a", "b", "c"}));
    EXPECT_EQ(splitCsvLine(""), (Fields{""}));
    EXPECT_EQ(splitCsvLine(",,"), (Fields{"", "", ""}));
    // A comma inside quotes is part of the field; a doubled quote stands for one.
    EXPECT_EQ(splitCsvLine("\"base[a=1,b=2]\",4"), (Fields{"base[a=1,b=2]", "4"}));
    EXPECT_EQ(splitCsvLine("\"say \"\"hi\"\"\",x"), (Fields{"say \"hi\"", "x"}));
    EXPECT_EQ(splitCsvLine("\"\""), (Fields{""}));
    // Text no writer produces still splits: an unclosed quote runs to the end of the line.
    EXPECT_EQ(splitCsvLine("\"open,x"), (Fields{"open,x"}));
    EXPECT_EQ(splitCsvLine("a\"b\"c,d"), (Fields{"abc", "d"}));
}

TEST(Csv, TheReusedFormClearsWhatItHeld) {
    Fields out{"left", "over"};
    splitCsvLine("x", out);
    EXPECT_EQ(out, (Fields{"x"}));
}

TEST(Csv, QuotesOnlyWhatNeedsIt) {
    EXPECT_EQ(csvQuoted("plain"), "plain");
    EXPECT_EQ(csvQuoted(""), "");
    EXPECT_EQ(csvQuoted("a,b"), "\"a,b\"");
    EXPECT_EQ(csvQuoted("say \"hi\""), "\"say \"\"hi\"\"\"");
    EXPECT_EQ(csvQuoted("two\nlines"), "\"two\nlines\"");
    EXPECT_EQ(csvQuoted("cr\r"), "\"cr\r\"");
}

TEST(Csv, WrittenFieldsReadBack) {
    const Fields fields{"", "a,b", "\"", "x\"y\"", ",", "plain", "\"\""};
    std::string line;
    for (size_t i = 0; i < fields.size(); ++i) line += (i ? "," : "") + csvQuoted(fields[i]);
    EXPECT_EQ(splitCsvLine(line), fields);
}

// An observed usage map is read by the same reader: a quoted cell label may hold a comma.
TEST(Csv, AnObservedMapReadsQuotedLabels) {
    ObservedUsage o;
    std::string error;
    ASSERT_TRUE(parseObservedUsage("cell,value\n\"h3, north\",0.5\nh4,2\n", "obs.csv", o, error)) << error;
    EXPECT_EQ(o.labels, (Fields{"h3, north", "h4"}));
    EXPECT_FALSE(parseObservedUsage("cell,value\nh3,0.5,1\n", "obs.csv", o, error));
    EXPECT_EQ(error, "obs.csv:2: expected two fields, a cell and its value (\"h3,0.8\")");
}
