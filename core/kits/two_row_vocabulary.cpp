// The two-row engine's whole vocabulary (vocabulary(), two_row_engine_rules.h): every rule the
// engine plays, in words that fit any game of the family, which rules files use (plugins/rules_file)
// and replace with their own. Texts of game "two-row-vocabulary" (scripts/plugin_texts.py collects
// the labels).
#include "kits/two_row_engine_rules.h"

#include <algorithm>

namespace rulelab::kits::engine {

namespace {

Citation cat(const char *where, const char *note = "") { return {"CAT", where, note}; }

// The option `id` of g: a rule goes in before or after it, a choice is added to it.
std::vector<RuleOption>::iterator optionAt(GameInfo &g, const char *id) {
    return std::find_if(g.options.begin(), g.options.end(), [&](const RuleOption &o) { return o.id == id; });
}

// The rules every game of the family needs, in words that fit any of them. The hole after the
// last counter's hole L is L+1, and so on, in the direction of the sowing.
std::vector<RuleOption> sowingOptions() {
    std::vector<RuleOption> v;
    v.push_back(choiceOption("first_player", "First player", "", "Who sows first in the first round.",
                             {{"random", "random", "A fair chance event decides (South or North at 1/2 each).", {}},
                              {"south", "South", "South always begins.", {}}},
                             "random", {}));
    v.push_back(choiceOption("start_hole", "Legal starting hole", "", "Which of his holes a player may lift to start a turn.",
                             {{"any_own_nonempty", "any own hole", "Any non-empty hole the mover owns.", {}},
                              {"no_singleton_if_larger",
                               "no singleton if larger",
                               "A hole with a single counter may not be sown while the mover has a hole with two or more.",
                               {}}},
                             "any_own_nonempty", {}));
    v.push_back(choiceOption("lap_origin", "Lap over the origin hole", "",
                             "Whether the emptied starting hole gets a counter when a sowing goes all the way round.",
                             {{"include", "include", "The starting hole is sown like any other.", {}},
                              {"skip", "skip", "The starting hole is passed over.", {}}},
                             "include", {}));
    v.push_back(choiceOption("relay", "Relay", "", "What continues a turn after the last counter falls into hole L.",
                             {{"next_hole", "next hole", "If L+1 holds counters, lift all of them and sow on from L+2; repeat.", {}},
                              {"landing_hole", "landing hole", "If L held counters before the last drop, lift L itself and sow on.", {}},
                              {"capture_next_resow_landing",
                               "capture next, resow landing",
                               "If L+1 holds counters, the mover captures them and lifts L itself to sow on; repeat. When "
                               "L+1 is empty the capture rule applies.",
                               {}}},
                             "next_hole", {}));
    v.push_back(choiceOption(
        "capture", "Capture", "", "What the mover takes when the sowing stops at an empty hole; the turn then ends.",
        {{"chain",
          "chain",
          "Take L+2 if loaded, then keep taking every second hole while the hole between is empty and the next loaded. "
          "Stops at an occupied hole or two empty holes; never takes L.",
          {}},
         {"chain_capped4", "chain, at most four", "As chain, but at most four holes (L+2, L+4, L+6, L+8).", {}},
         {"chain_wrap", "chain with wrap-around", "As chain, but the chain may go round the board and take L itself.", {}},
         {"single", "single", "Take only L+2.", {}},
         {"first_loaded", "first loaded", "Skip the run of empty holes after L and take the first loaded hole.", {}}},
        "chain", {}));
    v.push_back(choiceOption("capture_zone", "Capture zone", "", "Where a capture may be made.",
                             {{"any_row", "any row", "Either row.", {}},
                              {"opponent_row_only",
                               "opponent's row only",
                               "Only the opponent's holes; a chain stops at the first target the mover owns.",
                               {}}},
                             "any_row", {}));
    return v;
}

// The ends of a game and its rounds.
std::vector<RuleOption> endOptions() {
    std::vector<RuleOption> v;
    v.push_back(choiceOption(
        "no_move", "Player with nothing to sow", "", "What happens when the player to move has no counters to sow.",
        {{"opponent_takes_all", "opponent takes all", "The game (round) ends and the opponent takes every counter left.", {}},
         {"pass", "pass", "He passes and the opponent sows again.", {}},
         {"each_takes_own_row",
          "each takes own row",
          "The game (round) ends and each player takes the counters in the holes he owns.",
          {}}},
        "opponent_takes_all", {}));
    v.push_back(choiceOption(
        "round_end", "End of the game (round)", "", "When the game (or, in match play, the round) ends.",
        {{"all_exhausted", "all exhausted", "Only an empty board ends it; otherwise the stall guard (option 'stall') does.", {}},
         {"no_move", "no move", "It ends through option 'no_move' (or an empty board, or the stall guard).", {}},
         {"no_further_capture",
          "no further capture",
          "It ends when play can produce no further capture, as the stall test G-2 proves it; leftover shares the board.",
          {}},
         {"one_left",
          "one left",
          "As soon as one counter is left on the board after a move, it goes to the owner of its hole and the game ends.",
          {}}},
        "no_move", {}));
    v.push_back(choiceOption(
        "end_test", "When the end is tested", "",
        "When the ends the board alone decides (one counter left, an empty board, a player's holes empty) are tested: "
        "after the whole turn, or also after every lap of a relay. The end by the player to move having nothing to sow "
        "(option 'no_move') is tested after the turn either way.",
        {{"after_turn", "after the turn", "Only when the turn is over: a relay goes on to its end first.", {}},
         {"after_every_lap",
          "after every lap",
          "Also after every lap of a relay: the moment the end holds, the turn stops there and the game (round) ends.",
          {}}},
        "after_turn", {}));
    v.push_back(choiceOption("leftover", "Counters left at a stalled end", "",
                             "Who gets the counters still on the board when the stall test ends a game or round.",
                             {{"row_owner", "row owner", "Each counter goes to the owner of the hole it lies in.", {}},
                              {"last_capturer", "last capturer", "All go to the player who made the latest capture of the round.", {}},
                              {"split_evenly",
                               "split evenly",
                               "They are halved; an odd counter goes to the owner of the row holding more (ties: to the "
                               "player to move).",
                               {}}},
                             "row_owner", {}));
    return v;
}

// Play in rounds.
std::vector<RuleOption> roundOptions() {
    std::vector<RuleOption> v;
    v.push_back(choiceOption(
        "multi_round", "Later rounds", "", "Whether the game is played in rounds, and how the holes are refilled between them.",
        {{"none", "none", "A single game.", {}},
         {"hole_loss",
          "hole loss",
          "Each player refills his holes with a group (the counters a hole starts with) each from his counters; holes he "
          "cannot fill are out of play for the round, and what is left over is set aside.",
          {}},
         {"hole_capture",
          "hole capture",
          "As hole loss, but a hole the loser cannot fill is taken over by the winner, who fills it from his surplus and "
          "owns it for the round; ownership is worked out again at every refill.",
          {}},
         {"khutka_scheme",
          "Khutka Boia's scheme",
          "Khutka Boia's refill under its reading R4: groups plus the pooled remainders (Bhadar, Kungidar paid from each "
          "turn's start hole, an accumulating bha returned with the 2).",
          {}}},
        "none", {}));
    v.push_back(choiceOption("fill_order", "Fill order", "", "Which holes a player fills first between rounds (multi-round only).",
                             {{"from_own_left", "from own left", "Each player fills his holes from his own left.", {}},
                              {"player_choice", "player's choice", "Each player chooses an empty hole for each group.", {}}},
                             "from_own_left", {}));
    v.push_back(choiceOption("round_starter", "Who starts later rounds", "", "Who sows first from the second round on (multi-round only).",
                             {{"round_loser", "round loser", "The player with fewer counters after the previous round; ties alternate.", {}},
                              {"alternate", "alternate", "Whoever did not start the previous round.", {}}},
                             "round_loser", {}));
    v.push_back(choiceOption("match_end", "End of the match", "", "When a match of several rounds ends (multi-round only).",
                             {{"cannot_fill", "cannot fill", "After the refill, a player who owns no hole in play loses.", {}},
                              {"fixed_rounds",
                               "fixed rounds",
                               "Stop after the number of rounds in option 'rounds'; the higher total wins, equal totals draw.",
                               {}}},
                             "cannot_fill", {}));
    v.push_back(integerOption("rounds", "Number of rounds (in a match of fixed rounds)", "",
                              "The number of rounds played when match_end = fixed_rounds (multi-round only).", 1, 1000, 1, {}));
    return v;
}

// The board size: experimental options (a rules file gives its own texts and citations).
std::vector<RuleOption> boardOptions() {
    std::vector<RuleOption> v;
    v.push_back(asExperimental(integerOption("holes_per_row", "Holes per row (experimental)", "board",
                                             "Not historical: fewer holes give boards small enough for the state graph to "
                                             "list every reachable position and to solve the game exactly.",
                                             1, kMaxPerRow, 5, {})));
    v.push_back(asExperimental(integerOption("counters_per_hole", "Counters per hole (experimental)", "board",
                                             "Not historical: another number makes boards for exact state-graph analysis; "
                                             "between rounds a hole is filled for every group of this many counters.",
                                             1, kMaxPerHole, 5, {})));
    return v;
}

// Values that Ludii's Walak-pussa program needs (after Parker 1909): sowing only from holes of two
// or more, one direction chosen for the game, refills by the loser alone, a match ended by a
// player holding fewer than two counters.
void addOnceDirectionAndLoserRefills(GameInfo &g) {
    auto find = [&](const char *id) { return optionAt(g, id); };
    const Citation walak = cat("0.1 L-WP", "analogue: Ludii's Walak-pussa program");
    find("start_hole")
        ->choices.push_back({"two_or_more",
                             "two or more",
                             "Only a hole holding two or more counters may be lifted, to start a turn or by a relay, and "
                             "only while a hole of the mover's own row holds two or more: a player whose holes hold one "
                             "counter each at most cannot sow, and a relay stops where it cannot lift its hole, which ends "
                             "the game (round) as for a player with nothing to sow (option 'no_move').",
                             {walak}});
    find("direction")
        ->choices.push_back({"chosen_once",
                             "chosen once",
                             "The first player chooses the direction with his first sowing, and every sowing of the game "
                             "goes that way, its relays and capture tests too. In rounds of loser refills the loser "
                             "chooses it again for each later round: from the left end of his row anticlockwise, from the "
                             "right end clockwise.",
                             {walak}});
    find("multi_round")
        ->choices.push_back({"loser_refills",
                             "loser refills",
                             "Rounds: the player holding more counters (South on a tie) fills every hole of his row with a "
                             "group and keeps the surplus; the other fills an unbroken run of holes from one end of his row, "
                             "a group in each and what is left in the last, and begins the next round. Holes left empty are "
                             "out of play for the round. A loser with less than a group puts it all into his end hole, "
                             "which nobody may lift for the round (he passes while it is all he has).",
                             {walak}});
    find("match_end")
        ->choices.push_back({"fewer_than_two",
                             "fewer than two",
                             "After a round, a player holding fewer than two counters loses the match.",
                             {walak}});
}

}  // namespace

// The simulation guards and Ludii compatibility (RuleLab's catalogue, section 4), which the
// compiled two-row games offer too.
std::vector<RuleOption> guardOptions() {
    std::vector<RuleOption> v;
    v.push_back(asExperimental(
        choiceOption("relay_loop", "Perpetual relay (simulation guard)", "G-1",
                     "Not historical: what the simulator does when one turn's relay repeats a state (Brent's cycle "
                     "detection; the lap cap sim.max_relay_laps ends the match with cap_reached).",
                     {{"abort_report", "abort and report", "The match ends with end reason relay_loop (undecided).", {}},
                      {"end_turn_no_capture", "end the turn", "The move stops at the first repeated state, with no capture.", {}},
                      {"forbid_start",
                       "forbid the start",
                       "A starting hole that leads to a perpetual relay is illegal when another exists.",
                       {}}},
                     "abort_report", {cat("4 G-1")})));

    v.push_back(asExperimental(choiceOption(
        "stall", "Stalled game (simulation guard)", "G-2",
        "Not historical: what the simulator does when a game (round) is proven stalled: its trigger (a "
        "position repeated sim.repeat_k times, or sim.no_capture_turns turns without capture) fired, and an "
        "exact search of every position still reachable found no capture and no end by the rules. An "
        "unproven trigger only backs off, and play goes on. Under round_end = no_further_capture the proof "
        "is the rule itself and ends the game by rule. Off under ludii_limit = on.",
        {{"end_round_leftover", "end the round", "The game (round) ends and 'leftover' shares the board; play goes on.", {}},
         {"undecided", "undecided", "The match stops with end reason round_stalled and no result.", {}},
         {"flag_scored",
          "scored, flagged",
          "The board is shared by 'leftover' and the match stops with end reason round_stalled, but its "
          "result is decided by the totals (the catalogue's 'flagged unresolved').",
          {cat("2.3")}}},
        "end_round_leftover", {cat("4 G-2")})));

    v.push_back(asExperimental(
        choiceOption("ludii_limit", "Ludii's trial limit (compatibility)", "G-2",
                     "Not historical: for a reading that reproduces Ludii's encoding. Ludii's program stops a trial "
                     "with no winner at 2,500 turns (1,250 per player; a turn changes when the mover changes, passes "
                     "included) or 10,000 moves, and has no stall guard.",
                     {{"off", "off", "RuleLab's guards and caps apply.", {}},
                      {"on",
                       "on",
                       "A game that reaches Ludii's limit ends with end reason ludii_limit (a cap, undecided), and the "
                       "stall guard ends no game: play goes on as in Ludii.",
                       {cat("0.1 Ludii's trial limits")}}},
                     "off", {cat("0.1"), cat("4 Ludii compatibility")})));

    return v;
}

namespace {

// The later rounds of Ludii's Mawkar Katiya program (and the starter of Ludii's Pallankuli): a fill
// order from the other end of the row, the starter its fill moves make, and two added rules, the
// loser's short hole and the captures of the surplus.
void ludiiRoundRules(GameInfo &g) {
    auto find = [&](const char *id) { return optionAt(g, id); };
    find("fill_order")
        ->choices.push_back({"from_own_right",
                             "from own right",
                             "Each player fills his holes from his own right: from the last hole of his row in sowing "
                             "order back towards the first.",
                             {cat("0.1 L-MK", "analogue: Ludii's Mawkar Katiya, whose left is the other end of the row")}});
    find("round_starter")
        ->choices.push_back({"fewer_fills",
                             "fewer holes to fill",
                             "The players fill one hole each in turn, the player after the round's last mover first, and "
                             "the one who runs out of holes to fill first begins: the player with fewer holes to fill, or "
                             "with as many, the one who filled first. With end holes as stores (Ludii's Bay Khom) the heads are "
                             "filled in the same phase, and after a round that ended inside a relay that relay's mover "
                             "fills first.",
                             {cat("0.1 L-MK, L-PK, L-BK", "analogue: the between-rounds phase of Ludii's programs")}});
    const auto at = find("match_end");
    g.options.insert(
        at, choiceOption("short_hole", "The loser's short hole", "",
                         "Where the remainder of the player with fewer counters (fewer than a hole's group) goes at a "
                         "refill (multi_round = hole_loss).",
                         {{"none", "set aside", "It is set aside with his other counters off the board.", {}},
                          {"loser_remainder",
                           "a short hole of the winner's",
                           "It goes into his next empty hole in fill order, which is in play for the round as the "
                           "winner's short hole: the loser never sows from it and his sowings pass over it, and his "
                           "relay into it ends his turn; the winner sows into it, may lift it in a relay, takes one "
                           "counter from it after each of his sowings that passed it, and takes what it holds when "
                           "the round ends, which it does when every other hole is empty. Either player's capture may "
                           "take it.",
                           {cat("0.1 L-MK", "analogue: Ludii's Mawkar Katiya")}}},
                         "none", {cat("0.1 L-MK")}));
    g.options.insert(
        find("match_end"),
        choiceOption("surplus_capture", "Captures of the surplus", "",
                     "Whether a hole brought to the number of a player's surplus is his (multi_round = hole_loss).",
                     {{"none", "none", "No such capture.", {}},
                      {"sown_holes",
                       "the sown holes, by the mover",
                       "At each refill each player's number is what he has left over: the counters the player with "
                       "more sets aside, the other's remainder. After each sowing and its relay or capture test, the "
                       "holes that sowing passed (counted from the lifted hole to the hole as many holes further on as "
                       "counters were lifted, holes out of play counted, at most once round the board) that hold "
                       "exactly the mover's number go to the mover (the other's short hole excepted).",
                       {cat("0.1 L-MK", "analogue: Ludii's Mawkar Katiya program")}}},
                     "none", {cat("0.1 L-MK")}));
}

// Choices of the shared rules (capture, round_end, relay) that analogues of single games need.
void addAnalogueChoices(GameInfo &g) {
    auto find = [&](const char *id) { return optionAt(g, id); };
    find("capture")->choices.push_back(
        {"opposite",
         "opposite",
         "When the hole after L is empty, take the hole facing that empty hole, in either row.",
         {cat("0.1 L-MK, L-KG", "analogues: the hole opposite the empty one")}});
    find("capture")->choices.push_back(
        {"next_after_empty_landing",
         "next hole after an empty landing",
         "When the last counter falls into an empty hole and no relay follows, take the hole after it, L+1 (pair it "
         "with relay = landing_hole).",
         {cat("0.1 L-PK", "analogue: Durai's Pallankuli")}});
    find("capture")->choices.push_back(
        {"opposite_empty_landing",
         "hole facing an empty landing",
         "When the last counter falls into an empty hole and no relay follows, take the hole facing it in the other row, "
         "L's opposite (the commonest capture of the two-row games; pair it with "
         "relay = landing_hole).",
         {cat("0.1", "analogue: Parker's Daramuti through Ludii's rules text")}});
    find("capture")->choices.push_back(
        {"next_after_empty_landing_chain4",
         "next hole after an empty landing, then a chain of at most four",
         "When the last counter falls into an empty hole and no relay follows, take the hole after it, L+1, if it is "
         "loaded; then, while the hole after the last one taken is empty and the hole beyond it loaded, take that too, "
         "at most four holes in all (L+1, L+3, L+5, L+7).",
         {cat("0.1", "analogue: Ludii's Walak-pussa program")}});
    find("round_end")
        ->choices.push_back({"row_empty",
                             "a player's holes empty",
                             "The round ends as soon as either player has nothing left to sow after a move, whoever is "
                             "to move, and each player takes what is in his own holes.",
                             {cat("0.1 L-PK", "analogue: Ludii's Pallankuli")}});
    find("round_end")
        ->choices.push_back({"none_to_sow",
                             "neither can sow",
                             "The round ends as soon as, after a move, neither player has a counter in a hole he may start "
                             "from (a player with nothing passes until then), and each player takes what is in his own "
                             "row, stores and holes out of play included.",
                             {cat("0.1 L-BK", "analogue: Ludii's Bay Khom")}});
    find("relay")->choices.push_back(
        {"resow_landing",
         "resow the landing hole",
         "If L+1 holds counters, lift L itself, the last counter with the rest, and sow on; repeat. When L+1 is empty "
         "the capture rule applies.",
         {cat("0.1 L-BK", "analogue: Ludii's Bay Khom program")}});
}

void addFourRule(GameInfo &g) {
    auto find = [&](const char *id) { return optionAt(g, id); };
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
                           "into its row owner's store; a relay from an emptied hole ends the turn.",
                           {cat("1.2 KB-9")}},
                          {"mover_row_after_move",
                           "mover's row, after the move",
                           "After the whole move, the mover takes every hole of his own row holding four.",
                           {cat("1.2 KB-9")}},
                          {"owner_sown_after_segment",
                           "owner, the sown holes after each segment",
                           "After each sowing segment and its relay or capture decision, the holes that segment sowed that hold "
                           "four go to their row's owner, the sown holes counted from the lifted hole "
                           "to the hole as many holes further on as counters were lifted (holes out of play counted, at "
                           "most once round the board); a relay from an emptied hole ends the turn.",
                           {cat("0.1 L-PK", "analogue: Ludii's Pallankuli")}}},
                         "none", {cat("1.2 KB-9")}));
}

void addBoardStartRules(GameInfo &g) {
    auto find = [&](const char *id) { return optionAt(g, id); };
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
                       "The last hole of each row in sowing order (the 'heads') starts with one counter "
                       "more than the others. Refills between rounds are as for any hole.",
                       {cat("0.1 L-BK", "analogue: Bay Khom")}}},
                     "like_others", {cat("0.1 L-BK")}));
}

void addDirectionAndBothPass(GameInfo &g) {
    auto find = [&](const char *id) { return optionAt(g, id); };
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
                       "captured and whatever is left on the board.",
                       {cat("0.1 Ludii", "built-in end: all players passed")}}},
                     "play_on", {cat("0.1 Ludii")}));
}

void addDeadHolesAndEndHoles(GameInfo &g) {
    auto find = [&](const char *id) { return optionAt(g, id); };
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
              "stops and the capture rule applies.",
              {cat("1.2 KB-6", "the two adjacencies"), cat("0.1 L-MK", "analogue: Ludii's Mawkar Katiya")}},
             {"in_loop",
              "still in the loop",
              "A hole left unfilled only starts no turn: it is sown, lifted by relays and captured like any other, "
              "and what it holds at the round's end goes to its row's owner.",
              {cat("0.1 L-BK", "analogue: Ludii's Bay Khom")}}},
            "skipped", {cat("1.2 KB-6")}));
    // end_holes: Ludii's Bay Khom, whose end holes are stores in the sowing loop.
    g.options.insert(
        find("heads") + 1,
        choiceOption("end_holes", "End holes", "",
                     "What the last hole of each row in sowing order (each player's right-hand end hole, the head) is.",
                     {{"ordinary", "ordinary holes", "The heads are holes like the others.", {}},
                      {"stores",
                       "stores in the loop",
                       "Each head is its owner's store, sown like any hole: no turn starts from it, the mover's "
                       "captures go into his own head and stay on the board (relays may lift them, captures take "
                       "them), and it counts as his row at the round's end. Between rounds each player first refills "
                       "his head with what it started with; under match_end = cannot_fill a player who cannot then "
                       "fill one hole besides loses.",
                       {cat("0.1 L-BK", "analogue: Ludii's Bay Khom")}}},
                     "ordinary", {cat("0.1 L-BK")}));
}

}  // namespace

void describeSourcesBoard(RuleOption &o) {
    if (o.id == "holes_per_row")
        o.description =
            "Not historical: the default is the board the sources describe. Fewer holes give boards small "
            "enough for the state graph to list every reachable position and to solve the game exactly.";
    else
        o.description =
            "Not historical: the default is the number of counters the sources put in each hole. Another "
            "number makes boards for exact state-graph analysis; between rounds a hole is filled for every "
            "group of this many counters.";
}

GameInfo vocabulary() {
    GameInfo g;
    g.id = "two-row-vocabulary";
    g.name = "Two-row sowing games";
    g.summary = "Every rule the two-row engine plays, for rules files (docs/rules-files.md).";
    g.bibliography = {"CAT"};
    g.playerNames = {"South", "North"};
    for (auto *part : {sowingOptions, endOptions, roundOptions, guardOptions, boardOptions})
        for (RuleOption &o : part()) g.options.push_back(std::move(o));
    addAnalogueChoices(g);
    addFourRule(g);
    addBoardStartRules(g);
    addDirectionAndBothPass(g);
    addDeadHolesAndEndHoles(g);
    ludiiRoundRules(g);
    addOnceDirectionAndLoserRefills(g);
    return g;
}

bool isAddedRule(const std::string &id) {
    return id == "four_rule" || id == "ownership" || id == "middle_holes" || id == "heads" || id == "direction" ||
           id == "end_test" || id == "both_pass" || id == "dead_holes" || id == "short_hole" || id == "surplus_capture" ||
           id == "end_holes";
}

}  // namespace rulelab::kits::engine
