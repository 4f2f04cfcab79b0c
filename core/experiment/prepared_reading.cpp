#include "prepared_reading.h"

#include "experiment.h"
#include "plugin/reading_json.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <set>

namespace rulelab {

std::string combinationId(const GameInfo &game, const std::string &base, const OptionAssignments &values) {
    OptionAssignments canon = values;
    for (auto &[opt, v] : canon)
        if (const RuleOption *ro = game.findOption(opt))
            if (const auto c = ro->canonical(v)) v = *c;
    auto rank = [&game](const std::string &id) {
        for (size_t i = 0; i < game.options.size(); ++i)
            if (game.options[i].id == id) return i;
        return game.options.size();
    };
    std::stable_sort(canon.begin(), canon.end(), [&](const auto &a, const auto &b) { return rank(a.first) < rank(b.first); });
    std::string id = base + "[";
    for (size_t k = 0; k < canon.size(); ++k) id += (k ? "," : "") + canon[k].first + "=" + canon[k].second;
    return id + "]";
}

bool looksLikeCombination(const std::string &spec) {
    return spec.size() > 2 && spec.back() == ']' && spec.find('[') != std::string::npos;
}

static std::string trimmedText(const std::string &s) {
    const size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

bool parseCombination(const std::string &spec, std::string &base, OptionAssignments &values, std::string &error) {
    const size_t open = spec.rfind('[');
    if (!looksLikeCombination(spec) || open == 0) {
        error = "expected BASE[OPTION=VALUE,...]";
        return false;
    }
    base = spec.substr(0, open);
    values.clear();
    const std::string inner = spec.substr(open + 1, spec.size() - open - 2);
    size_t from = 0;
    while (from <= inner.size()) {
        const size_t comma = std::min(inner.find(',', from), inner.size());
        const std::string item = inner.substr(from, comma - from);
        const size_t eq = item.find('=');
        const std::string opt = trimmedText(item.substr(0, eq == std::string::npos ? 0 : eq));
        if (eq == std::string::npos || opt.empty()) {
            error = "'" + trimmedText(item) + "' is not OPTION=VALUE (expected BASE[OPTION=VALUE,...])";
            return false;
        }
        for (const auto &[done, unused] : values)
            if (done == opt) {
                error = "option '" + opt + "' is named twice";
                return false;
            }
        values.emplace_back(opt, trimmedText(item.substr(eq + 1)));
        from = comma + 1;
    }
    return true;
}

std::string readingIdList(const LoadedGame &game) {
    std::string s;
    for (const auto &r : game.readings) s += (s.empty() ? "" : ", ") + r.id;
    return s.empty() ? "(none)" : s;
}

std::string gameIdList(const PluginRegistry &registry) {
    std::string s;
    for (const auto &g : registry.games()) s += (s.empty() ? "" : ", ") + g.pluginId.toStdString();
    return s.empty() ? "(no game plugins loaded)" : s;
}

static bool looksLikePath(const std::string &spec) {
    return spec.find('/') != std::string::npos || (spec.size() > 5 && spec.compare(spec.size() - 5, 5, ".json") == 0);
}

// The reading a combination or an inline reading starts from: a reading of the game, or a reading
// file (a user's own reading). `label` names what needs it in errors ("reading 'X'"), `command`
// what the game was asked for by ("the sweep").
static bool loadBase(const PluginRegistry &registry, const LoadedGame &lg, const std::string &gameId, const std::string &spec,
                     const std::string &label, const std::string &command, Reading &out, bool &fromFile, std::string &error,
                     InputError &kind) {
    kind = InputError::Usage;
    fromFile = looksLikePath(spec);
    if (fromFile) {
        if (!loadReadingFile(QString::fromStdString(spec), out, error)) {
            error = label + ": base reading file: " + error;
            kind = InputError::Runtime;
            return false;
        }
        if (out.game != gameId) {
            error = spec + ": field 'game' is '" + out.game + "', but " + command + " is for game '" + gameId + "'";
            kind = InputError::Runtime;  // the file's fault: exit 1, naming it
            return false;
        }
        return true;
    }
    const Reading *base = registry.findReading(gameId, spec);
    if (!base) {
        error = label + ": base reading '" + spec + "' does not exist (readings: " + readingIdList(lg) +
                "; or give a reading file ending in .json)";
        return false;
    }
    out = *base;
    return true;
}

// A reading file cannot pose as a built-in reading: its results would be labelled as the
// built-in's. A file with a built-in reading's id is accepted only when its options resolve to the
// built-in's (an exported copy); otherwise refused naming both files and the first difference.
static bool sameAsBuiltIn(const LoadedGame &lg, const std::string &spec, const Reading &reading, std::string &error) {
    const auto builtIn =
        std::find_if(lg.readings.begin(), lg.readings.end(), [&](const Reading &r) { return r.id == reading.id; });
    if (builtIn == lg.readings.end()) return true;
    const GameInfo &info = lg.plugin->info();
    Options mine, theirs;
    std::vector<std::string> errors;
    // Options of its own that are invalid are reported as such, by field, when it is prepared.
    if (!resolveOptions(info, reading, mine, errors) || !resolveOptions(info, *builtIn, theirs, errors)) return true;
    // Both resolved by the same game: the same options, each with a value.
    for (const auto &[option, value] : mine.values()) {
        const std::string other = theirs.values().count(option) ? theirs.values().at(option) : std::string();
        if (value == other) continue;
        error =
            QCoreApplication::translate("rulelab::files",
                                        "%1: field 'id' is '%2', the id of a built-in reading of %3 (%4), but its options "
                                        "differ (option '%5' is '%6' in the file, '%7' in the built-in reading): a reading "
                                        "file cannot take a built-in reading's id; give it an id of its own")
                .arg(QString::fromStdString(spec), QString::fromStdString(reading.id), QString::fromStdString(info.id),
                     lg.origin(), QString::fromStdString(option), QString::fromStdString(value), QString::fromStdString(other))
                .toStdString();
        return false;
    }
    return true;
}

// Applies overrides, validates, and builds the game.
static bool finishPreparing(const LoadedGame &lg, Reading reading, bool fromFile, const std::vector<std::string> &overrides,
                            const Limits &limits, PreparedReading &out, std::string &error, InputError &kind) {
    const GameInfo &info = lg.plugin->info();
    for (const auto &o : overrides) {
        std::string e = applyOverride(info, reading, o);
        if (!e.empty()) {
            error = e;
            return false;
        }
    }
    std::vector<std::string> errors;
    if (!resolveOptions(info, reading, out.options, errors)) {
        error.clear();
        for (const auto &e : errors) error += (error.empty() ? "" : "\n") + e;
        kind = fromFile ? InputError::Runtime : InputError::Usage;
        return false;
    }
    std::string gerr;
    std::unique_ptr<Game> game = lg.plugin->createGame(out.options, limits, gerr);
    if (!game) {
        error = "reading '" + reading.id + "' of game '" + info.id + "' cannot be played: " + gerr;
        return false;
    }
    out.reading = std::move(reading);
    out.game = std::move(game);
    out.plugin = lg.provenance;
    kind = InputError::None;
    return true;
}

// "BASE[o=v,...]": the base with those values, named canonically (see combinationId).
static bool prepareCombination(const PluginRegistry &registry, const LoadedGame &lg, const std::string &gameId,
                               const std::string &spec, const std::vector<std::string> &overrides, const Limits &limits,
                               PreparedReading &out, std::string &error, InputError &kind) {
    kind = InputError::Usage;
    const std::string label = "reading '" + spec + "'";
    std::string baseSpec;
    OptionAssignments values;
    if (!parseCombination(spec, baseSpec, values, error)) {
        error = label + ": " + error;
        return false;
    }
    Reading reading;
    bool fromFile = false;
    if (!loadBase(registry, lg, gameId, baseSpec, label, "the command", reading, fromFile, error, kind)) return false;
    const GameInfo &info = lg.plugin->info();
    std::set<std::string> overridden;
    for (const auto &o : overrides) overridden.insert(o.substr(0, o.find('=')));
    std::string optionList;
    for (const auto &o : info.options) optionList += (optionList.empty() ? "" : ", ") + o.id;
    for (const auto &[opt, v] : values) {
        const RuleOption *ro = info.findOption(opt);
        if (!ro) {
            error = label + ": game '" + gameId + "' has no option '" + opt + "' (options: " + optionList + ")";
            return false;
        }
        const auto c = ro->canonical(v);
        if (!c) {
            error = label + ": option '" + opt + "' has no value '" + v + "' (allowed: " + ro->allowedText() + ")";
            return false;
        }
        if (overridden.count(opt)) {
            error = label + ": option '" + opt + "' is also set with --set " + opt + "=...; drop one of the two";
            return false;
        }
        reading.values[opt] = *c;
    }
    reading.game = gameId;
    reading.id = combinationId(info, baseSpec, values);
    reading.name = reading.id;
    reading.description.clear();
    return finishPreparing(lg, std::move(reading), fromFile, overrides, limits, out, error, kind);
}

bool prepareReading(const PluginRegistry &registry, const std::string &gameId, const std::string &spec,
                    const std::vector<std::string> &overrides, const Limits &limits, PreparedReading &out, std::string &error,
                    InputError &kind) {
    kind = InputError::Usage;
    const LoadedGame *lg = registry.find(gameId);
    if (!lg) {
        error = "unknown game '" + gameId + "' (installed: " + gameIdList(registry) + ")";
        return false;
    }
    if (looksLikeCombination(spec) && !registry.findReading(gameId, spec) && !QFileInfo::exists(QString::fromStdString(spec)))
        return prepareCombination(registry, *lg, gameId, spec, overrides, limits, out, error, kind);
    Reading reading;
    const bool fromFile = looksLikePath(spec);
    if (fromFile) {
        kind = InputError::Runtime;
        if (!QFileInfo::exists(QString::fromStdString(spec))) {
            error = spec + ": no such reading file";
            return false;
        }
        if (!loadReadingFile(QString::fromStdString(spec), reading, error)) return false;
        if (reading.game != gameId) {
            error = spec + ": field 'game' is '" + reading.game + "', but the command is for game '" + gameId + "'";
            return false;
        }
        if (!sameAsBuiltIn(*lg, spec, reading, error)) return false;
        kind = InputError::Usage;
    } else {
        const Reading *r = registry.findReading(gameId, spec);
        if (!r) {
            error = "game '" + gameId + "' has no reading '" + spec + "' (readings: " + readingIdList(*lg) +
                    "; or give a reading file ending in .json, or a combination BASE[OPTION=VALUE,...])";
            return false;
        }
        reading = *r;
    }
    return finishPreparing(*lg, std::move(reading), fromFile, overrides, limits, out, error, kind);
}

bool prepareReading(const PluginRegistry &registry, const Reading &reading, const std::vector<std::string> &overrides,
                    const Limits &limits, PreparedReading &out, std::string &error, InputError &kind) {
    kind = InputError::Usage;
    const LoadedGame *lg = registry.find(reading.game);
    if (!lg) {
        error = "unknown game '" + reading.game + "' (installed: " + gameIdList(registry) + ")";
        return false;
    }
    return finishPreparing(*lg, reading, false, overrides, limits, out, error, kind);
}

bool prepareReadingOfGame(const LoadedGame &game, const Reading &reading, const Limits &limits, PreparedReading &out,
                          std::string &error, InputError &kind) {
    return finishPreparing(game, reading, false, {}, limits, out, error, kind);
}

bool prepareReadingRef(const PluginRegistry &registry, const std::string &gameId, const ReadingRef &ref,
                       const std::vector<std::string> &overrides, const Limits &limits, PreparedReading &out, std::string &error,
                       InputError &kind) {
    if (!ref.isInline) return prepareReading(registry, gameId, ref.spec, overrides, limits, out, error, kind);
    kind = InputError::Usage;
    const LoadedGame *lg = registry.find(gameId);
    if (!lg) {
        error = "unknown game '" + gameId + "' (installed: " + gameIdList(registry) + ")";
        return false;
    }
    Reading reading = ref.reading;
    reading.game = gameId;
    if (!ref.base.empty()) {
        // The base is a reading of the game, or a reading file (a user's own reading).
        Reading base;
        bool fromFile = false;
        if (!loadBase(registry, *lg, gameId, ref.base, "reading '" + ref.reading.id + "'", "the sweep", base, fromFile, error,
                      kind))
            return false;
        reading.values = base.values;
        for (const auto &[k, v] : ref.reading.values) reading.values[k] = v;
        if (reading.source.empty()) reading.source = base.source;
        // An invalid option of a base reading file is the file's fault (exit 1).
        return finishPreparing(*lg, std::move(reading), fromFile, overrides, limits, out, error, kind);
    }
    return finishPreparing(*lg, std::move(reading), false, overrides, limits, out, error, kind);
}

}  // namespace rulelab
