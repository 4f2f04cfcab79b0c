// Rules files (rules_file.h): the vocabulary, a checked spec's GameInfo and readings, and the
// game it defines. Reading and checking a file are in rules_file_check.cpp, writing it in
// rules_file_write.cpp.
#include "rules_file.h"
#include "rules_file_reader.h"

#include "kits/two_row_engine.h"
#include "plugin/file_access.h"

#include <QCryptographicHash>

#include <algorithm>
#include <map>

namespace rulelab::rulesfile {

using namespace detail;

const GameInfo &vocabulary() {
    static const GameInfo info = kits::engine::vocabulary();
    return info;
}

bool isOptionalRule(const std::string &ruleId) {
    return ruleId == "relay_loop" || ruleId == "stall" || ruleId == "ludii_limit" || isAddedRule(ruleId);
}

bool isAddedRule(const std::string &ruleId) { return kits::engine::isAddedRule(ruleId); }

const RuleEntry *RulesSpec::findRule(const std::string &id) const {
    for (const auto &r : rules)
        if (r.rule == id) return &r;
    return nullptr;
}

GameInfo gameInfoOf(const RulesSpec &spec) {
    GameInfo g;
    g.id = spec.id;
    g.name = spec.name;
    g.localName = spec.localName;
    g.region = spec.region;
    g.period = spec.period;
    g.summary = spec.summary;
    g.bibliography = spec.sources;
    g.playerNames = spec.players;
    bool guardsCiteCatalogue = false;
    for (const RuleOption &v : vocabulary().options) {
        RuleOption o = v;
        if (isBoardOption(v.id)) {
            const bool perRow = v.id == kBoardOptions[0];
            const int value = perRow ? spec.holesPerRow : spec.countersPerHole;
            o.defaultValue = std::to_string(value);
            // The default is the source's board: said in words translated once (a sentence with the
            // number in it could not be).
            kits::engine::describeSourcesBoard(o);
            o.rulePoint = "board";
            o.citations = spec.boardCitations;
            g.options.push_back(std::move(o));
            continue;
        }
        const RuleEntry *e = spec.findRule(v.id);
        if (!e && isAddedRule(v.id)) continue;  // an added mechanic the game does not have: no option at all
        if (!e) {                               // an optional guard: the vocabulary's option, which cites RuleLab's catalogue
            guardsCiteCatalogue = guardsCiteCatalogue || !v.citations.empty();
            g.options.push_back(std::move(o));
            continue;
        }
        // The file's texts, or the vocabulary's, which speak of no one game (kits/two_row_vocabulary.cpp).
        if (!e->description.empty()) o.description = e->description;
        // A file names its own rule points or none.
        o.rulePoint = e->rulePoint;
        o.citations = e->citations;
        if (v.type == OptionType::Integer) {
            const bool range = e->open && e->values.size() == 3;
            o.minInt = range ? std::stoll(e->values[1]) : std::stoll(e->values[0]);
            o.maxInt = range ? std::stoll(e->values[2]) : o.minInt;
            o.defaultValue = range ? *v.canonical(e->defaultValue) : std::to_string(o.minInt);
        } else {
            o.choices.clear();
            for (const std::string &value : e->values) {
                OptionChoice c = *v.findChoice(value);
                const auto ex = e->explanations.find(value);
                if (ex != e->explanations.end()) c.explanation = ex->second;
                const auto vc = e->valueCitations.find(value);
                // A fixed rule's one value is what its citations say; an open rule's values are
                // backed only by their own citations (the Sources view and the methods text then
                // tell a reading's choices that follow a source from completions).
                c.citations = vc != e->valueCitations.end() ? vc->second : e->open ? std::vector<Citation>{} : e->citations;
                o.choices.push_back(std::move(c));
            }
            o.defaultValue = e->open ? e->defaultValue : e->values[0];
        }
        g.options.push_back(std::move(o));
    }
    if (guardsCiteCatalogue && std::find(g.bibliography.begin(), g.bibliography.end(), "CAT") == g.bibliography.end())
        g.bibliography.push_back("CAT");
    return g;
}

std::vector<Reading> readingsOf(const RulesSpec &spec, const GameInfo &info) {
    std::vector<Reading> out;
    for (Reading r : spec.readings) {
        OptionValues values = info.defaults();
        for (const auto &[k, v] : r.values) values[k] = *info.findOption(k)->canonical(v);
        r.values = std::move(values);
        r.game = info.id;
        out.push_back(std::move(r));
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// The game

FileGame::FileGame(RulesSpec spec, std::string sourceFile, std::string sha256)
    : spec_(std::move(spec)),
      info_(gameInfoOf(spec_)),
      readings_(readingsOf(spec_, info_)),
      sourceFile_(std::move(sourceFile)),
      sha256_(std::move(sha256)) {
    for (auto &r : readings_) r.origin = sourceFile_;
}

std::unique_ptr<Game> FileGame::createGame(const Options &options, const Limits &limits, std::string &error) const {
    return kits::engine::makeGame(info_, options, limits, error);
}

std::unique_ptr<FileGame> parseRulesFile(const QByteArray &data, const std::string &origin, std::string &error) {
    RulesSpec spec;
    std::vector<std::string> errors;
    if (!parseRulesSpec(data, origin, spec, errors)) {
        error.clear();
        for (const auto &e : errors) error += (error.empty() ? "" : "\n") + e;
        return nullptr;
    }
    const std::string sha = QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex().toStdString();
    return std::make_unique<FileGame>(std::move(spec), origin, sha);
}

std::unique_ptr<FileGame> loadRulesFile(const QString &path, std::string &error) {
    QByteArray data;
    if (!readFileCapped(path, kSmallFileCap, data, error)) return nullptr;
    return parseRulesFile(data, ss(path), error);
}

}  // namespace rulelab::rulesfile
