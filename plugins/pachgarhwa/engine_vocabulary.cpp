// The two-row engine's whole vocabulary (engineVocabulary(), pach_rules.h): Pachgarhwa's options
// plus the mechanics the engine has for the family's other games, which rules files use
// (plugins/rules_file). Texts of game "pachgarhwa" (scripts/plugin_texts.py collects the labels).
#include "pach_rules.h"

#include <algorithm>

namespace rulelab::pachgarhwa {

namespace {

Citation cat(const char *where, const char *note = "") { return {"CAT", where, note}; }

}  // namespace

GameInfo engineVocabulary() {
    GameInfo g = pachInfo();
    auto find = [&](const char *id) {
        return std::find_if(g.options.begin(), g.options.end(), [&](const RuleOption &o) { return o.id == id; });
    };
    find("capture")->choices.push_back(
        {"opposite",
         "opposite",
         "When the hole after L is empty, take the hole facing that empty hole, in either row (Mawkar Katiya and Kanji "
         "Guti as Das Gupta describes them).",
         {cat("0.1 L-MK, L-KG", "analogues: the hole opposite the empty one")}});
    find("capture")->choices.push_back(
        {"next_after_empty_landing",
         "next hole after an empty landing",
         "When the last counter falls into an empty hole and no relay follows, take the hole after it, L+1 (Pallankuli "
         "as Durai describes it; pair it with relay = landing_hole).",
         {cat("0.1 L-PK", "analogue: Durai's Pallankuli")}});
    find("capture")->choices.push_back(
        {"opposite_empty_landing",
         "hole facing an empty landing",
         "When the last counter falls into an empty hole and no relay follows, take the hole facing it in the other row, "
         "L's opposite (the commonest capture of the two-row games: Daramuti as Parker describes it; pair it with "
         "relay = landing_hole).",
         {cat("0.1", "analogue: Parker's Daramuti through Ludii's rules text")}});
    find("capture")->choices.push_back(
        {"next_after_empty_landing_chain4",
         "next hole after an empty landing, then a chain of at most four",
         "When the last counter falls into an empty hole and no relay follows, take the hole after it, L+1, if it is "
         "loaded; then, while the hole after the last one taken is empty and the hole beyond it loaded, take that too, "
         "at most four holes in all (L+1, L+3, L+5, L+7: Ludii's Walak-pussa).",
         {cat("0.1", "analogue: Ludii's Walak-pussa program")}});
    find("round_end")
        ->choices.push_back({"row_empty",
                             "a player's holes empty",
                             "The round ends as soon as either player has nothing left to sow after a move, whoever is "
                             "to move, and each player takes what is in his own holes (Pallankuli as Ludii plays it).",
                             {cat("0.1 L-PK", "analogue: Ludii's Pallankuli")}});
    // four_rule: the kit's four-counter rule (KB-9 of Khutka Boia), which Pallankuli has too. A
    // rules file may leave it out: then the game has no such rule (and no such option).
    const auto at = find("capture_zone") + 1;
    g.options.insert(
        at, choiceOption("four_rule", "Four-counter rule", "", "What happens to a hole that a counter brings to exactly four.",
                         {{"none", "none", "No four-counter rule.", {}},
                          {"owner_on_drop",
                           "owner, on drop",
                           "The moment a drop makes a hole hold four, the owner of that hole's row takes them and sowing "
                           "goes on; the relay and capture tests then see the emptied hole.",
                           {cat("0.1 PZ", "Pallankuzhi: the pit owner captures at four"), cat("1.2 KB-9")}},
                          {"mover_on_drop",
                           "sower, on drop",
                           "The moment a drop makes a hole hold four, the player sowing takes them and sowing goes on.",
                           {}},
                          {"owner_after_segment",
                           "owner, after each segment",
                           "After each sowing segment and its relay or capture decision, every hole holding four is emptied "
                           "into its row owner's store (Ludii's order); a relay from an emptied hole ends the turn.",
                           {cat("1.2 KB-9")}},
                          {"mover_row_after_move",
                           "mover's row, after the move",
                           "After the whole move, the mover takes every hole of his own row holding four.",
                           {cat("1.2 KB-9")}},
                          {"owner_sown_after_segment",
                           "owner, the sown holes after each segment",
                           "After each sowing segment and its relay or capture decision, the holes that segment sowed that hold "
                           "four go to their row's owner, counted as Ludii's Pallankuli counts them: from the lifted hole "
                           "to the hole as many holes further on as counters were lifted (holes out of play counted, at "
                           "most once round the board); a relay from an emptied hole ends the turn.",
                           {cat("0.1 L-PK", "analogue: Ludii's Pallankuli")}}},
                         "none", {cat("1.2 KB-9")}));
    // ownership and middle_holes: Kanji Guti's board (Das Gupta 1923 through Ludii), where each
    // player owns a half of the board across both rows and the middle holes start uneven.
    const auto after = find("start_hole") + 1;
    g.options.insert(after,
                     choiceOption("ownership", "Hole ownership", "",
                                  "Which holes each player owns: those he may sow from, and those that count as his when a "
                                  "game ends.",
                                  {{"rows", "rows", "Each player owns his row.", {}},
                                   {"halves",
                                    "halves of the board",
                                    "Each player owns the holes of both rows on his side of the middle: South the columns to "
                                    "his left, North those to his right. With an odd number of holes a row, the two middle "
                                    "holes belong to neither: no one starts a sowing there, though they are sown, lifted by "
                                    "relays and captured like any other. Needs a single game and rules that give no hole "
                                    "to its owner (no four-counter rule, no capture zone, leftover and no_move rules that "
                                    "do not share by rows) when there are middle holes.",
                                    {cat("0.1 L-KG", "analogue: Kanji Guti")}}},
                                  "rows", {cat("0.1 L-KG")}));
    g.options.insert(find("ownership") + 1,
                     choiceOption("middle_holes", "Middle holes at the start", "",
                                  "How many counters the two middle holes of a board with an odd number of holes a row hold "
                                  "when the game starts.",
                                  {{"full", "like the others", "Every hole starts with the board's counters per hole.", {}},
                                   {"one_and_empty",
                                    "one and none",
                                    "South's middle hole starts with one counter and North's with none; every other hole "
                                    "starts full.",
                                    {cat("0.1 L-KG", "analogue: Kanji Guti")}}},
                                  "full", {cat("0.1 L-KG")}));
    // heads: Bay Khom's end holes, which start with one counter more.
    g.options.insert(
        find("middle_holes") + 1,
        choiceOption("heads", "End holes at the start", "",
                     "How many counters the last hole of each row in sowing order (each player's right-hand end "
                     "hole) holds when the game starts.",
                     {{"like_others", "like the others", "Every hole starts with the board's counters per hole.", {}},
                      {"one_more",
                       "one more",
                       "The last hole of each row in sowing order (Bay Khom's 'heads') starts with one counter "
                       "more than the others. Refills between rounds are as for any hole.",
                       {cat("0.1 L-BK", "analogue: Bay Khom")}}},
                     "like_others", {cat("0.1 L-BK")}));
    // direction: Bay Khom's choice of direction at every turn.
    g.options.insert(find("lap_origin"),
                     choiceOption("direction", "Sowing direction", "", "Which way a sowing goes round the board.",
                                  {{"anticlockwise", "anticlockwise", "Every sowing goes anticlockwise (h0, h1, ...).", {}},
                                   {"player_choice",
                                    "player's choice",
                                    "At every turn the player chooses to sow anticlockwise or clockwise; the relays, the "
                                    "next hole of the relay and capture tests and the capture chains go the same way.",
                                    {cat("0.1 L-BK", "analogue: Bay Khom")}}},
                                  "anticlockwise", {cat("0.1 L-BK")}));
    // both_pass: Ludii's built-in end, which every Ludii program whose players can pass has (its
    // Kanji Guti, where the middle holes are nobody's, reaches it).
    g.options.insert(
        find("no_move") + 1,
        choiceOption("both_pass", "Both players can only pass", "",
                     "What happens when neither player can sow, so that both pass in turn.",
                     {{"play_on", "play on", "Passes go on; the round ends by its own rules or by the stall guard.", {}},
                      {"draw",
                       "draw",
                       "As soon as both players have passed one after the other, the game ends drawn, whatever each has "
                       "captured and whatever is left on the board (Ludii's built-in end rule).",
                       {cat("0.1 Ludii", "built-in end: all players passed")}}},
                     "play_on", {cat("0.1 Ludii")}));
    // dead_holes: how the relay and capture tests see a hole out of play (KB-6 of Khutka Boia);
    // Ludii's Mawkar Katiya program sees an ordinary empty hole.
    g.options.insert(
        find("capture_zone") + 1,
        choiceOption(
            "dead_holes", "Holes out of play in the relay and capture tests", "",
            "How the relay and capture tests see a hole that is out of play (one left unfilled between "
            "rounds). Sowing passes over it either way.",
            {{"skipped", "skipped", "The tests count over the holes in play: the hole after L is the next one in play.", {}},
             {"empty",
              "an empty hole",
              "A hole out of play is an empty hole at its place: when it follows the last counter the relay "
              "stops and the capture rule applies (Ludii's Mawkar Katiya).",
              {cat("1.2 KB-6", "the two adjacencies"), cat("0.1 L-MK", "analogue: Ludii's Mawkar Katiya")}}},
            "skipped", {cat("1.2 KB-6")}));
    return g;
}

bool isAddedRule(const std::string &id) {
    return id == "four_rule" || id == "ownership" || id == "middle_holes" || id == "heads" || id == "direction" ||
           id == "end_test" || id == "both_pass" || id == "dead_holes";
}

}  // namespace rulelab::pachgarhwa
