#pragma once
// Typed rule options: the ambiguities of a rule text, each tied to the source passage it
// interprets. Plain C++ (no Qt) so that plugins and the hot simulation code can use it.

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace rulelab {

// A pointer into the bibliography: a source key (see data/sources) and a page or section.
struct Citation {
    std::string source;   // e.g. "dasgupta1926a" or "S0"
    std::string locator;  // e.g. "p. 147" or "Rules paragraph"
    std::string note;     // optional: what exactly this passage says, in our own words
    // "S0, Rules s. 4": the source and the locator, as the views and the CLI cite it.
    std::string where() const { return locator.empty() ? source : source + ", " + locator; }
};

enum class OptionType { Choice, Integer, Real, Flag };

const char *optionTypeName(OptionType t);

// One allowed value of a choice option.
struct OptionChoice {
    std::string id;           // stable identifier used in readings and on the command line
    std::string label;        // short human label
    std::string explanation;  // what the rule does under this value, in our own words
    std::vector<Citation> citations;
};

// One rule option. Values are held in canonical text form everywhere outside the hot loop:
// choice -> the choice id, integer -> decimal, real -> decimal, flag -> "true"/"false".
struct RuleOption {
    std::string id;
    std::string label;
    std::string description;
    std::string rulePoint;  // catalogue rule point, e.g. "KB-5"
    OptionType type = OptionType::Choice;
    std::vector<OptionChoice> choices;  // Choice only
    int64_t minInt = 0, maxInt = 0;     // Integer only (inclusive)
    double minReal = 0, maxReal = 0;    // Real only (exclusive bounds when realOpen)
    bool realOpen = false;              // Real: (min, max) instead of [min, max]
    std::string defaultValue;           // canonical text
    std::vector<Citation> citations;
    bool experimental = false;  // not historical (e.g. board size for state graphs)

    const OptionChoice *findChoice(const std::string &id) const;
    // Human description of what values are allowed, e.g. "one of: a, b, c" or "an integer in [1, 99]".
    std::string allowedText() const;
    // Canonicalises `text` (e.g. "1" / "yes" -> "true" for flags, "05" -> "5" for integers).
    // Returns std::nullopt when the value is not allowed.
    std::optional<std::string> canonical(const std::string &text) const;
};

// Builders for plugins' option tables (rule point = the catalogue's rule point, e.g. "KB-5").
RuleOption choiceOption(const char *id, const char *label, const char *rulePoint, const char *description,
                        std::vector<OptionChoice> choices, const char *defaultChoice, std::vector<Citation> citations);
RuleOption flagOption(const char *id, const char *label, const char *rulePoint, const char *description, bool defaultValue,
                      std::vector<Citation> citations);
// An integer option in [minValue, maxValue] (inclusive) with its default.
RuleOption integerOption(const char *id, const char *label, const char *rulePoint, const char *description, int64_t minValue,
                         int64_t maxValue, int64_t defaultValue, std::vector<Citation> citations);
// A real option in (minValue, maxValue) when `open`, else in [minValue, maxValue], with its default.
RuleOption realOption(const char *id, const char *label, const char *rulePoint, const char *description, double minValue,
                      double maxValue, bool open, double defaultValue, std::vector<Citation> citations);

// `o` marked experimental (not historical: simulation guards, board sizes for state graphs).
inline RuleOption asExperimental(RuleOption o) {
    o.experimental = true;
    return o;
}

// The option values a reading chooses, keyed by option id, in canonical text form.
using OptionValues = std::map<std::string, std::string>;

// A validated, complete set of option values for one game, with typed access.
// Constructed only through validate(); the getters assume the option exists with that type.
class Options {
public:
    Options() = default;
    const OptionValues &values() const { return values_; }
    const std::string &text(const std::string &id) const;
    const std::string &choice(const std::string &id) const { return text(id); }
    int64_t integer(const std::string &id) const;
    double real(const std::string &id) const;
    bool flag(const std::string &id) const;
    bool has(const std::string &id) const { return values_.count(id) != 0; }

private:
    friend struct OptionsBuilder;
    OptionValues values_;
};

struct OptionsBuilder {
    static Options make(OptionValues v) {
        Options o;
        o.values_ = std::move(v);
        return o;
    }
};

// The typed value of choice option `id`, looked up in `map` (choice id -> value); throws
// std::invalid_argument for a value the map does not name. For plugins' fromOptions.
template <class E>
E pickChoice(const Options &o, const char *id, std::initializer_list<std::pair<const char *, E>> map) {
    const std::string &v = o.choice(id);
    for (const auto &[name, value] : map)
        if (v == name) return value;
    throw std::invalid_argument(std::string("option '") + id + "' has unknown value '" + v + "'");
}

}  // namespace rulelab
