#include "csv.h"

namespace rulelab {

void splitCsvLine(std::string_view line, std::vector<std::string> &out) {
    out.clear();
    std::string cur;
    bool quoted = false;
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                cur += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                cur += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            out.push_back(std::move(cur));
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(std::move(cur));
}

std::vector<std::string> splitCsvLine(std::string_view line) {
    std::vector<std::string> out;
    splitCsvLine(line, out);
    return out;
}

std::string csvQuoted(std::string_view field) {
    if (field.find_first_of(",\"\n\r") == std::string_view::npos) return std::string(field);
    std::string out = "\"";
    for (const char c : field) {
        if (c == '"') out += '"';
        out += c;
    }
    out += '"';
    return out;
}

}  // namespace rulelab
