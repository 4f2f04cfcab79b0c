#pragma once
// The error of a field that does not hold what its file's format wants, one wording for every
// reader of RuleLab's JSON files: "ORIGIN: field 'F' EXPECTED".

#include <string>

namespace rulelab {

// `fail(field, expected)` fills `error` and returns false, for `return fail(...)`.
struct FieldFailure {
    const std::string &origin;
    std::string &error;
    bool operator()(const std::string &field, const std::string &expected) const {
        error = origin + ": field '" + field + "' " + expected;
        return false;
    }
};

}  // namespace rulelab
