#pragma once
// The one CSV reader and field writer of RuleLab's files (matches.csv, usage.csv and
// usage_groups.csv, explore.csv, observed usage maps): RFC 4180 quoting, where a field with a
// comma, a double quote or a line break is written in double quotes and a quote inside it is
// doubled. Plain C++ (no Qt), so the statistics read the same fields as the result files do.
// Fuzzed: fuzz/fuzz_csv_line.cpp.

#include <string>
#include <string_view>
#include <vector>

namespace rulelab {

// The fields of one line (without its line break). A double quote opens a quoted stretch,
// which a lone double quote closes and in which a doubled one stands for itself; a comma outside
// quotes separates fields. Never fails: text no writer produces (an unclosed quote, a quote
// inside a bare field) still splits into some fields, which the caller then checks.
std::vector<std::string> splitCsvLine(std::string_view line);
// The same into `out` (cleared first), reusing its storage: for readers of many lines.
void splitCsvLine(std::string_view line, std::vector<std::string> &out);

// `field` as written in a CSV line: quoted when it holds a comma, a double quote or a line
// break, else as it is. splitCsvLine of the fields so written, joined by commas, gives them back.
std::string csvQuoted(std::string_view field);

}  // namespace rulelab
