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

namespace {

// What each rule decides, in words that fit every game of the family (the vocabulary's own
// descriptions speak of Pachgarhwa's sources). A file's `description` replaces it.
const std::map<std::string, std::string> &genericDescriptions() {
    static const std::map<std::string, std::string> m = {
        {"first_player", "Who sows first in the first round."},
        {"start_hole", "Which of his holes a player may lift to start a turn."},
        {"lap_origin", "Whether the emptied starting hole gets a counter when a sowing goes all the way round."},
        {"relay", "What continues a turn after the last counter falls."},
        {"capture", "What the mover takes when the sowing stops at an empty hole; the turn then ends."},
        {"capture_zone", "Where a capture may be made."},
        {"four_rule", "What happens to a hole that a counter brings to exactly four."},
        {"dead_holes", "How the relay and capture tests see a hole that is out of play."},
        {"ownership", "Which holes each player owns and may sow from."},
        {"direction", "Which way a sowing goes round the board."},
        {"middle_holes", "What the two middle holes hold at the start."},
        {"heads", "What the end hole of each row holds at the start."},
        {"no_move", "What happens when the player to move has no counters to sow."},
        {"both_pass", "What happens when neither player can sow, so that both pass in turn."},
        {"round_end", "When the game (or, in match play, the round) ends."},
        {"end_test",
         "Whether the ends the board alone decides are tested only after the turn or also after every lap of a relay."},
        {"leftover", "Who gets the counters still on the board when the stall test ends a game or round."},
        {"multi_round", "Whether the game is played in rounds, and how the holes are refilled between them."},
        {"fill_order", "Which holes a player fills first between rounds (multi-round only)."},
        {"round_starter", "Who sows first from the second round on (multi-round only)."},
        {"match_end", "When a match of several rounds ends (multi-round only)."},
        {"rounds", "The number of rounds played when match_end = fixed_rounds (multi-round only)."},
    };
    return m;
}

}  // namespace

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
            o.description = perRow ? "Not historical: the source's board has " + std::to_string(value) +
                                         " holes in each row. Fewer holes give boards small enough for the state graph to "
                                         "list every reachable position and to solve the game exactly."
                                   : "Not historical: the source puts " + std::to_string(value) +
                                         " counters in each hole. Another number makes boards for exact state-graph "
                                         "analysis; between rounds a hole is filled for every group of this many counters.";
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
        const auto generic = genericDescriptions().find(v.id);
        if (!e->description.empty()) o.description = e->description;
        else if (generic != genericDescriptions().end()) o.description = generic->second;
        // The vocabulary's rule points are Pachgarhwa's (PG-n): a file names its own or none.
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
