#include "pach_game.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace rulelab::pachgarhwa {

namespace {

// Source keys (see GameInfo::bibliography):
//   S2    Wikimanqala "Pachgarhwa" (Humphries 1906, Karwi), shared/seeds/002; "Rules" paragraphs
//         counted from the first rule sentence, "Ending" for the paragraphs after the winner rule.
//   L-PG  Ludii's Pachgarhwa.lud (Ludii 1.3.x, id 940, "Humphries 1906: 125"), as the catalogue's
//         Addendum A describes it.
//   CAT   RuleLab's rules catalogue (shared/rules/catalogue.md), for analogues it collects.
Citation s2(const char *where, const char *note = "") { return {"S2", where, note}; }
Citation lpg(const char *where, const char *note = "") { return {"L-PG", where, note}; }
Citation cat(const char *where, const char *note = "") { return {"CAT", where, note}; }

RuleOption firstPlayerOption() {
    return choiceOption("first_player", "First player", "PG-2",
                        "Who sows first. Humphries does not say; Ludii lets South (its P1) begin.",
                        {{"random", "random", "A fair chance event decides (South or North at 1/2 each).", {}},
                         {"south", "South", "South always begins, as in Ludii's encoding.", {lpg("start", "P1 moves first")}}},
                        "random", {s2("Rules s. 4", "only says what a player does at his turn")});
}

RuleOption startHoleOption() {
    return choiceOption("start_hole", "Legal starting hole", "PG-3",
                        "Which of his holes a player may lift. The text allows any hole on his side.",
                        {{"any_own_nonempty", "any own hole", "Any non-empty (live) hole the mover owns.", {s2("Rules s. 4")}},
                         {"no_singleton_if_larger",
                          "no singleton if larger",
                          "A hole with a single counter may not be sown while the mover has a hole with two or more (a "
                          "Walak-pussa analogue).",
                          {cat("2.2 PG-3", "Walak-pussa analogue")}}},
                        "any_own_nonempty", {s2("Rules s. 4")});
}

RuleOption lapOriginOption() {
    return choiceOption("lap_origin", "Lap over the origin hole", "PG-4",
                        "Whether the emptied hole gets a counter when a sowing goes all the way round. The text says only "
                        "'one in each hole'.",
                        {{"include", "include", "The origin hole is sown like any other (Ludii's default).", {}},
                         {"skip", "skip", "The origin hole is passed over (the Oware habit).", {}}},
                        "include", {s2("Rules s. 4"), cat("1.2 KB-5")});
}

RuleOption relayOption() {
    return choiceOption("relay", "Relay", "PG-5", "What continues the move after the last counter falls into hole L.",
                        {{"next_hole",
                          "next hole",
                          "If L+1 holds counters, lift all of them and sow on from L+2; repeat (Humphries' pussa kanawa).",
                          {s2("Rules s. 5")}},
                         {"landing_hole",
                          "landing hole",
                          "If L held counters before the last drop, lift L itself and sow on (a contrast reading only).",
                          {cat("2.2 PG-5")}},
                         {"capture_next_resow_landing",
                          "capture next, resow landing",
                          "If L+1 holds counters, the mover captures them and lifts L itself to sow on; repeat. When L+1 is "
                          "empty the capture option applies. This is Ludii's encoding, which contradicts the text.",
                          {lpg("sowing consequence", "catalogue Addendum A")}}},
                        "next_hole", {s2("Rules s. 5")});
}

RuleOption captureOption() {
    return choiceOption("capture", "Capture", "PG-6", "What the mover takes when the hole after L is empty; the turn then ends.",
                        {{"chain",
                          "chain",
                          "Take L+2 if loaded, then keep taking every second hole while the hole between is empty and the "
                          "next loaded. Stops at an occupied hole or two empty holes; never takes L.",
                          {s2("Rules s. 6-7", "two, three or more holes separated by empty ones")}},
                         {"chain_capped4",
                          "chain, at most four",
                          "As chain, but at most four holes (L+2, L+4, L+6, L+8), as Ludii codes Bay Khom.",
                          {cat("2.2 PG-6", "Ludii Bay Khom analogue")}},
                         {"chain_wrap",
                          "chain with wrap-around",
                          "As chain, but the chain may go round the board and take L itself (when L+9 is empty); the only "
                          "capture under which captures alone can empty the board.",
                          {s2("Ending s. 1", "'this is indeed possible'"), cat("2.2 PG-6")}},
                         {"single",
                          "single",
                          "Take only L+2 (Khutka Boia's rule and Ludii's Pachgarhwa).",
                          {lpg("capture when L+1 is empty"), cat("1.2 KB-8")}},
                         {"first_loaded",
                          "first loaded",
                          "Skip the run of empty holes after L and take the first loaded hole (Murray-style; contrast only).",
                          {cat("2.2 PG-6")}}},
                        "chain", {s2("Rules s. 6-7")});
}

RuleOption captureZoneOption() {
    return choiceOption(
        "capture_zone", "Capture zone", "PG-6",
        "Where a capture may be made. Under hole_capture a captured hole counts as its new owner's.",
        {{"any_row", "any row", "Either row (Walak-pussa: a capture can be made anywhere).", {cat("2.2 PG-6", "Walak-pussa")}},
         {"opponent_row_only",
          "opponent's row only",
          "Only the opponent's holes; a chain stops at the first target the mover owns.",
          {}}},
        "any_row", {s2("Rules s. 6")});
}

RuleOption noMoveOption() {
    return choiceOption(
        "no_move", "Player with nothing to sow", "PG-7",
        "What happens when the player to move has no counters in his holes. The text says outright that "
        "Humphries does not explain it.",
        {{"opponent_takes_all",
          "opponent takes all",
          "The game (round) ends and the opponent takes every counter left (Bay Khom / Walak-pussa, the rule "
          "Wikimanqala suggests).",
          {s2("Ending s. 3-4")}},
         {"pass", "pass", "He passes and the opponent sows again (Ludii's automatic pass).", {lpg("automatic pass")}},
         {"each_takes_own_row",
          "each takes own row",
          "The game (round) ends and each player takes the counters in the holes he owns (Pallankuzhi).",
          {cat("1.2 KB-10")}}},
        "opponent_takes_all", {s2("Ending s. 2")});
}

RuleOption roundEndOption() {
    return choiceOption(
        "round_end", "End of the game (round)", "PG-8",
        "When the game (or, in match play, the round) ends. Humphries' 'all the pieces on the board are "
        "exhausted' cannot be reached with chain or single capture (every move leaves its last counter in "
        "L and captures never take L), so it needs the stall guard.",
        {{"all_exhausted",
          "all exhausted",
          "Only an empty board ends it; otherwise the stall guard (option 'stall') does.",
          {s2("Ending s. 1")}},
         {"no_move",
          "no move",
          "It ends through option 'no_move' (or an empty board, or the stall guard).",
          {s2("Ending s. 3-4")}},
         {"no_further_capture",
          "no further capture",
          "It ends when play stops producing captures, as the stall test G-2 finds it; leftover shares the board.",
          {cat("1.2 KB-11", "Sat Gol analogue")}},
         {"one_left",
          "one left",
          "As soon as one counter is left on the board after a move, it goes to the owner of its hole and "
          "the game ends (Ludii's encoding: the score is captures plus counters in one's own row).",
          {lpg("end: one counter on the board")}}},
        "no_move", {s2("Ending s. 1")});
}

RuleOption endTestOption() {
    return choiceOption("end_test", "When the end is tested", "PG-8",
                        "When the ends the board alone decides (one counter left, an empty board, a player's holes empty) are "
                        "tested: after the whole turn, or also after every lap of a relay. Humphries' text does not decide it; "
                        "Ludii makes every lap a move of its own and tests its end rule after every move. The end by the player "
                        "to move having nothing to sow (option 'no_move') is tested after the turn either way.",
                        {{"after_turn", "after the turn", "Only when the turn is over: a relay goes on to its end first.", {}},
                         {"after_every_lap",
                          "after every lap",
                          "Also after every lap of a relay: the moment the end holds, the turn stops there and the game (round) "
                          "ends. Under Ludii's Pachgarhwa the game ends as soon as a capture leaves one counter, before that "
                          "counter is sown on.",
                          {lpg("end rule, tested after every move; each relay lap is a move")}}},
                        "after_turn", {lpg("end rule"), cat("Addendum A")});
}

RuleOption leftoverOption() {
    return choiceOption(
        "leftover", "Counters left at a stalled end", "PG-8",
        "Who gets the counters still on the board when the stall test ends a game or round.",
        {{"row_owner", "row owner", "Each counter goes to the owner of the hole it lies in.", {}},
         {"last_capturer", "last capturer", "All go to the player who made the latest capture of the round.", {}},
         {"split_evenly",
          "split evenly",
          "They are halved; an odd counter goes to the owner of the row holding more (ties: to the player to move).",
          {}}},
        "row_owner", {cat("2.2 PG-8")});
}

RuleOption multiRoundOption() {
    return choiceOption("multi_round", "Later rounds", "PG-10",
                        "The game was played in rounds in which holes could be captured, but Humphries never learned how. "
                        "Every value except none refills the holes from the totals after each round.",
                        {{"none", "none", "A single game.", {s2("Rules s. 8")}},
                         {"hole_loss",
                          "hole loss",
                          "Each player refills his holes with five each from his counters; holes he cannot fill are out of "
                          "play for the round, and what is left over is set aside (Pallankuli, Bay Khom, Walak-pussa).",
                          {cat("2.2 PG-10", "Pallankuli / Bay Khom / Walak-pussa")}},
                         {"hole_capture",
                          "hole capture",
                          "As hole loss, but a hole the loser cannot fill is taken over by the winner, who fills it with "
                          "five from his surplus and owns it for the round (a hole he cannot fill either is out of play). "
                          "Ownership is worked out again at every refill, so the hole returns when the loser can fill it.",
                          {s2("Ending s. 5", "'holes could be captured'")}},
                         {"khutka_scheme",
                          "Khutka Boia's scheme",
                          "Khutka Boia's refill under its reading R4: fill plus the pooled remainders (Bhadar, Kungidar paid "
                          "from each turn's start hole, an accumulating bha returned with the 2). Speculative.",
                          {cat("2.2 PG-10"), cat("1.3 R4")}}},
                        "none", {s2("Ending s. 5")});
}

RuleOption fillOrderOption() {
    return choiceOption("fill_order", "Fill order", "PG-10",
                        "Which holes a player fills first between rounds, and so which die (multi-round only).",
                        {{"from_own_left", "from own left", "South fills h0, h1, ...; North h5, h6, ....", {cat("1.2 KB-14")}},
                         {"player_choice", "player's choice", "Each player chooses an empty hole for each group of five.", {}}},
                        "from_own_left", {cat("2.2 PG-10")});
}

RuleOption roundStarterOption() {
    return choiceOption("round_starter", "Who starts later rounds", "PG-10", "Who sows first from round 2 on (multi-round only).",
                        {{"round_loser",
                          "round loser",
                          "The player with fewer counters after the previous round; ties alternate "
                          "(Walak-pussa).",
                          {cat("2.2 PG-10", "Walak-pussa")}},
                         {"alternate", "alternate", "Whoever did not start the previous round.", {}}},
                        "round_loser", {cat("2.2 PG-10")});
}

RuleOption matchEndOption() {
    return choiceOption("match_end", "End of the match", "PG-10", "When a multi-round match ends (multi-round only).",
                        {{"cannot_fill",
                          "cannot fill",
                          "After the refill, a player who owns no live hole loses.",
                          {cat("2.2 PG-10", "Pallankuli, Bay Khom")}},
                         {"fixed_rounds",
                          "fixed rounds",
                          "Stop after the number of rounds in option 'rounds'; the higher total wins, equal totals draw.",
                          {}}},
                        "cannot_fill", {s2("Ending s. 5", "Humphries could not discover how the game ended")});
}

RuleOption roundsOption() {
    return integerOption("rounds", "Number of rounds (in a match of fixed rounds)", "PG-10",
                         "The number of rounds played when match_end = fixed_rounds (multi-round only).", 1, 1000, 1,
                         {cat("2.2 PG-10")});
}

RuleOption holesPerRowOption() {
    return asExperimental(
        integerOption("holes_per_row", "Holes per row (experimental)", "PG-1",
                      "Not historical: Humphries describes five holes a side. Fewer holes give boards small enough "
                      "for the state graph to list every reachable position and to solve the game exactly. Hole "
                      "numbers keep their meaning (a player's own left is still h0 for South; under the Khutka "
                      "scheme the bha is one of the Bhadar's end holes, the only one on a one-hole row).",
                      1, kMaxPerRow, 5, {s2("Rules s. 1", "five holes in each row"), cat("2.2 PG-1")}));
}

RuleOption countersPerHoleOption() {
    return asExperimental(
        integerOption("counters_per_hole", "Counters per hole (experimental)", "PG-1",
                      "Not historical: Humphries puts five counters in every hole. Another number makes boards for "
                      "exact state-graph analysis. Between rounds a hole is then filled (or captured) for every "
                      "group of this many counters, and under the Khutka scheme the remainders are 'one short' "
                      "(4+1) and 'two short' (3+2) of a group.",
                      1, kMaxPerHole, 5, {s2("Rules s. 1", "five counters in each hole"), cat("2.2 PG-1")}));
}

std::vector<RuleOption> buildOptions() {
    std::vector<RuleOption> v{firstPlayerOption(), startHoleOption(), lapOriginOption(),    relayOption(),    captureOption(),
                              captureZoneOption(), noMoveOption(),    roundEndOption(),     endTestOption(),  leftoverOption(),
                              multiRoundOption(),  fillOrderOption(), roundStarterOption(), matchEndOption(), roundsOption()};
    for (RuleOption &o : kits::engine::guardOptions())
        v.push_back(std::move(o));  // the engine's, between the rules and the board
    v.push_back(holesPerRowOption());
    v.push_back(countersPerHoleOption());
    return v;
}

}  // namespace

GameInfo pachInfo() {
    GameInfo g;
    g.id = "pachgarhwa";
    g.name = "Pachgarhwa";
    g.region = "Karwi subdivision, United Provinces (now Banda district, Uttar Pradesh)";
    g.period = "documented 1906";
    g.summary =
        "A two-row mancala of five holes a side with five counters in each, described by E. de M. Humphries "
        "at Karwi. A player sows one of his holes anticlockwise and lifts the hole after the last counter to "
        "sow on; when that hole is empty he takes the hole beyond it, and every further hole beyond an empty "
        "one. Humphries admits he never learned how the game (played in rounds in which holes were captured) "
        "ended, so the ending and the rounds are readings. Ludii encodes a different relay (capture the next "
        "hole, resow the landing hole).";
    g.bibliography = {"S2", "humphries1906", "L-PG", "CAT"};
    g.playerNames = {"South", "North"};
    g.options = buildOptions();
    return g;
}

std::unique_ptr<Game> makePachGame(const Options &options, const Limits &limits, std::string &error) {
    return kits::engine::makeGame(pachInfo(), options, limits, error);
}

}  // namespace rulelab::pachgarhwa
