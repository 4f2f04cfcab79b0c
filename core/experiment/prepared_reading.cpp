#include "prepared_reading.h"

#include "experiment.h"
#include "plugin/reading_json.h"

#include <QFileInfo>

namespace rulelab {

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

bool prepareReading(const PluginRegistry &registry, const std::string &gameId, const std::string &spec,
                    const std::vector<std::string> &overrides, const Limits &limits, PreparedReading &out, std::string &error,
                    InputError &kind) {
    kind = InputError::Usage;
    const LoadedGame *lg = registry.find(gameId);
    if (!lg) {
        error = "unknown game '" + gameId + "' (installed: " + gameIdList(registry) + ")";
        return false;
    }
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
        kind = InputError::Usage;
    } else {
        const Reading *r = registry.findReading(gameId, spec);
        if (!r) {
            error = "game '" + gameId + "' has no reading '" + spec + "' (readings: " + readingIdList(*lg) +
                    "; or give a reading file ending in .json)";
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
        Reading fromFile;
        const Reading *base = nullptr;
        if (looksLikePath(ref.base)) {
            if (!loadReadingFile(QString::fromStdString(ref.base), fromFile, error)) {
                error = "reading '" + ref.reading.id + "': base reading file: " + error;
                kind = InputError::Runtime;
                return false;
            }
            if (fromFile.game != gameId) {
                error = ref.base + ": field 'game' is '" + fromFile.game + "', but the sweep is for game '" + gameId + "'";
                return false;
            }
            base = &fromFile;
        } else {
            base = registry.findReading(gameId, ref.base);
        }
        if (!base) {
            error = "reading '" + ref.reading.id + "': base reading '" + ref.base +
                    "' does not exist (readings: " + readingIdList(*lg) + "; or give a reading file ending in .json)";
            return false;
        }
        reading.values = base->values;
        for (const auto &[k, v] : ref.reading.values) reading.values[k] = v;
        if (reading.source.empty()) reading.source = base->source;
    }
    return finishPreparing(*lg, std::move(reading), false, overrides, limits, out, error, kind);
}

}  // namespace rulelab
