#include "rule_option.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

namespace rulelab {

const char *optionTypeName(OptionType t) {
    switch (t) {
    case OptionType::Choice: return "choice";
    case OptionType::Integer: return "integer";
    case OptionType::Real: return "real";
    case OptionType::Flag: return "flag";
    }
    return "?";
}

const OptionChoice *RuleOption::findChoice(const std::string &value) const {
    for (const auto &c : choices)
        if (c.id == value) return &c;
    return nullptr;
}

static std::string formatReal(double v) {
    std::ostringstream os;
    os.precision(17);
    os << v;
    // Use the shortest representation that round-trips.
    for (int p = 1; p <= 17; ++p) {
        std::ostringstream t;
        t.precision(p);
        t << v;
        if (std::strtod(t.str().c_str(), nullptr) == v) return t.str();
    }
    return os.str();
}

std::string RuleOption::allowedText() const {
    std::ostringstream os;
    switch (type) {
    case OptionType::Choice: {
        os << "one of: ";
        for (size_t i = 0; i < choices.size(); ++i) os << (i ? ", " : "") << choices[i].id;
        break;
    }
    case OptionType::Integer: os << "an integer in [" << minInt << ", " << maxInt << "]"; break;
    case OptionType::Real:
        os << "a number in " << (realOpen ? "(" : "[") << formatReal(minReal) << ", " << formatReal(maxReal)
           << (realOpen ? ")" : "]");
        break;
    case OptionType::Flag: os << "true or false"; break;
    }
    return os.str();
}

std::optional<std::string> RuleOption::canonical(const std::string &text) const {
    switch (type) {
    case OptionType::Choice:
        if (findChoice(text)) return text;
        return std::nullopt;
    case OptionType::Integer: {
        if (text.empty()) return std::nullopt;
        char *end = nullptr;
        errno = 0;
        long long v = std::strtoll(text.c_str(), &end, 10);
        if (errno != 0 || *end != '\0' || end == text.c_str()) return std::nullopt;
        if (v < minInt || v > maxInt) return std::nullopt;
        return std::to_string(v);
    }
    case OptionType::Real: {
        if (text.empty()) return std::nullopt;
        char *end = nullptr;
        errno = 0;
        double v = std::strtod(text.c_str(), &end);
        if (errno != 0 || *end != '\0' || end == text.c_str() || !std::isfinite(v)) return std::nullopt;
        if (realOpen ? (v <= minReal || v >= maxReal) : (v < minReal || v > maxReal)) return std::nullopt;
        return formatReal(v);
    }
    case OptionType::Flag:
        if (text == "true" || text == "yes" || text == "on" || text == "1") return std::string("true");
        if (text == "false" || text == "no" || text == "off" || text == "0") return std::string("false");
        return std::nullopt;
    }
    return std::nullopt;
}

namespace {

// The fields every option builder below fills the same way; the caller adds the values.
RuleOption describedOption(const char *id, const char *label, const char *rulePoint, const char *description, OptionType type,
                           std::string defaultValue, std::vector<Citation> citations) {
    RuleOption o;
    o.id = id;
    o.label = label;
    o.rulePoint = rulePoint;
    o.description = description;
    o.type = type;
    o.defaultValue = std::move(defaultValue);
    o.citations = std::move(citations);
    return o;
}

}  // namespace

RuleOption choiceOption(const char *id, const char *label, const char *rulePoint, const char *description,
                        std::vector<OptionChoice> choices, const char *defaultChoice, std::vector<Citation> citations) {
    RuleOption o = describedOption(id, label, rulePoint, description, OptionType::Choice, defaultChoice, std::move(citations));
    o.choices = std::move(choices);
    return o;
}

RuleOption flagOption(const char *id, const char *label, const char *rulePoint, const char *description, bool defaultValue,
                      std::vector<Citation> citations) {
    return describedOption(id, label, rulePoint, description, OptionType::Flag, defaultValue ? "true" : "false",
                           std::move(citations));
}

RuleOption integerOption(const char *id, const char *label, const char *rulePoint, const char *description, int64_t minValue,
                         int64_t maxValue, int64_t defaultValue, std::vector<Citation> citations) {
    RuleOption o = describedOption(id, label, rulePoint, description, OptionType::Integer, std::to_string(defaultValue),
                                   std::move(citations));
    o.minInt = minValue;
    o.maxInt = maxValue;
    return o;
}

RuleOption realOption(const char *id, const char *label, const char *rulePoint, const char *description, double minValue,
                      double maxValue, bool open, double defaultValue, std::vector<Citation> citations) {
    RuleOption o =
        describedOption(id, label, rulePoint, description, OptionType::Real, formatReal(defaultValue), std::move(citations));
    o.minReal = minValue;
    o.maxReal = maxValue;
    o.realOpen = open;
    return o;
}

const std::string &Options::text(const std::string &id) const {
    auto it = values_.find(id);
    if (it == values_.end()) throw std::out_of_range("rule option '" + id + "' has no value");
    return it->second;
}

int64_t Options::integer(const std::string &id) const { return std::strtoll(text(id).c_str(), nullptr, 10); }
double Options::real(const std::string &id) const { return std::strtod(text(id).c_str(), nullptr); }
bool Options::flag(const std::string &id) const { return text(id) == "true"; }

}  // namespace rulelab
