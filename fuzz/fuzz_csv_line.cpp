// libFuzzer target: the one CSV reader (stats/csv.h). Any line splits into fields; the fields,
// each written with csvQuoted and joined by commas, split back to the same fields.
#include "stats/csv.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const std::string_view in(reinterpret_cast<const char *>(data), size);
    const std::vector<std::string> fields = rulelab::splitCsvLine(in);
    if (fields.empty()) std::abort();
    std::string line;
    for (size_t i = 0; i < fields.size(); ++i) line += (i ? "," : "") + rulelab::csvQuoted(fields[i]);
    if (rulelab::splitCsvLine(line) != fields) std::abort();
    // A line with no quote is its fields joined by commas.
    if (in.find('"') == std::string_view::npos) {
        std::string plain;
        for (size_t i = 0; i < fields.size(); ++i) plain += (i ? "," : "") + fields[i];
        if (plain != in) std::abort();
    }
    return 0;
}
