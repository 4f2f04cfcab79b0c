#include "reading.h"

#include <utility>

namespace rulelab {

static std::string readingLabel(const Reading &r) {
    std::string s = "reading '" + r.id + "'";
    if (!r.origin.empty() && r.origin != "builtin") s += " (" + r.origin + ")";
    return s;
}

Reading namedReading(std::string game, std::string id, std::string name, OptionValues values) {
    Reading r;
    r.game = std::move(game);
    r.id = std::move(id);
    r.name = std::move(name);
    r.values = std::move(values);
    return r;
}

std::vector<std::string> validateReading(const GameInfo &game, const Reading &reading) {
    std::vector<std::string> errors;
    if (reading.id.empty()) errors.push_back(readingLabel(reading) + ": the reading has no id");
    // An id is written into every row of matches.csv and must read back: no line breaks or other
    // control characters, and no double quotes.
    for (const char c : reading.id)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f || c == '"') {
            errors.push_back(readingLabel(reading) +
                             ": field 'id' may not hold line breaks, control characters or double quotes");
            break;
        }
    if (!reading.game.empty() && reading.game != game.id)
        errors.push_back(readingLabel(reading) + ": is for game '" + reading.game + "', not '" + game.id + "'");
    for (const auto &[key, value] : reading.values) {
        const RuleOption *opt = game.findOption(key);
        if (!opt) {
            std::string known;
            for (const auto &o : game.options) known += (known.empty() ? "" : ", ") + o.id;
            errors.push_back(readingLabel(reading) + ": unknown option '" + key + "' for game '" + game.id +
                             "' (options: " + known + ")");
            continue;
        }
        if (!opt->canonical(value))
            errors.push_back(readingLabel(reading) + ": option '" + key + "' has value '" + value + "', expected " +
                             opt->allowedText());
    }
    // Every historical option must be named; an experimental one (board size for state graphs)
    // that a reading leaves out takes its default, the historical value.
    for (const auto &opt : game.options)
        if (!reading.values.count(opt.id) && !opt.experimental)
            errors.push_back(readingLabel(reading) + ": option '" + opt.id + "' has no value, expected " + opt.allowedText());
    return errors;
}

bool resolveOptions(const GameInfo &game, const Reading &reading, Options &out, std::vector<std::string> &errors) {
    errors = validateReading(game, reading);
    if (!errors.empty()) return false;
    OptionValues canon;
    for (const auto &opt : game.options) {
        const auto it = reading.values.find(opt.id);
        canon[opt.id] = *opt.canonical(it == reading.values.end() ? opt.defaultValue : it->second);
    }
    out = OptionsBuilder::make(std::move(canon));
    return true;
}

std::string applyOverride(const GameInfo &game, Reading &reading, const std::string &assignment) {
    auto eq = assignment.find('=');
    if (eq == std::string::npos || eq == 0) return "--set '" + assignment + "': expected OPTION=VALUE";
    std::string key = assignment.substr(0, eq);
    std::string value = assignment.substr(eq + 1);
    const RuleOption *opt = game.findOption(key);
    if (!opt) {
        std::string known;
        for (const auto &o : game.options) known += (known.empty() ? "" : ", ") + o.id;
        return "--set " + assignment + ": unknown option '" + key + "' for game '" + game.id + "' (options: " + known + ")";
    }
    auto canon = opt->canonical(value);
    if (!canon) return "--set " + assignment + ": option '" + key + "' expects " + opt->allowedText();
    reading.values[key] = *canon;
    return {};
}

bool optionsWithOverrides(const GameInfo &game, Reading reading, const std::vector<std::string> &overrides, Options &out,
                          std::string &error) {
    for (const std::string &o : overrides)
        if (error = applyOverride(game, reading, o); !error.empty()) return false;
    std::vector<std::string> errors;
    if (resolveOptions(game, reading, out, errors)) return true;
    error = errors.empty() ? "the options do not fit game '" + game.id + "'" : errors.front();
    return false;
}

bool defaultOptionsWith(const GameInfo &game, const std::vector<std::string> &overrides, Options &out, std::string &error) {
    return optionsWithOverrides(game, Reading{game.id, "test", "test", "", "", game.defaults(), ""}, overrides, out, error);
}

}  // namespace rulelab
