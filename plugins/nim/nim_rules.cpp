// plugins/nim/nim_rules.cpp
#include "nim_rules.h"

#include <stdexcept>

namespace rulelab::nim {

namespace {
// The key of the source in data/sources/bibliography.bib.
Citation bouton(const char *where, const char *note = "") { return {"bouton1901", where, note}; }
}  // namespace

GameInfo nimInfo() {
    GameInfo g;
    g.id = "nim";  // = the metadata "id", data/readings/nim/, data/sources/nim.json
    g.name = "Nim";
    g.region = "worldwide";
    g.period = "analysed 1901";
    g.summary = "One pile of counters; the players take from it in turn. The worked example of docs/adding-a-game.md.";
    g.bibliography = {"bouton1901"};
    g.playerNames = {"First", "Second"};
    g.options.push_back(integerOption("pile", "Pile size", "N-1", "Counters in the pile at the start.", 1, 200, 21,
                                      {bouton("pp. 35-39", "any number of counters in a pile")}));
    g.options.push_back(choiceOption(
        "take", "Counters per turn", "N-2", "How many counters a player may take in one turn.",
        {{"one_to_three", "1-3", "Take one, two or three.", {}},
         {"one_or_two", "1-2", "Take one or two.", {}}},
        "one_to_three", {bouton("pp. 35-39", "the source lets a player take any number from one pile")}));
    g.options.push_back(flagOption("misere", "Misere", "N-3",
                                   "Whoever takes the last counter loses instead of winning.", false,
                                   {bouton("pp. 35-39")}));
    g.options.push_back(choiceOption(
        "first_player", "First player", "", "Who moves first; the source does not say.",
        {{"random", "random", "A fair chance event decides.", {}},
         {"first", "seat 1", "The first seat starts.", {}}},
        "random", {}));
    return g;
}

bool NimRules::fromOptions(const Options &o, NimRules &r, std::string &error) {
    try {
        r = NimRules{};
        r.pile = static_cast<int>(o.integer("pile"));
        r.maxTake = pickChoice<int>(o, "take", {{"one_to_three", 3}, {"one_or_two", 2}});
        r.misere = o.flag("misere");
        r.start = pickChoice<int>(o, "first_player", {{"random", kChancePlayer}, {"first", 0}});
    } catch (const std::exception &e) {  // an option missing from nimInfo(): an internal error
        error = std::string("nim: ") + e.what();
        return false;
    }
    return true;
}

}  // namespace rulelab::nim
