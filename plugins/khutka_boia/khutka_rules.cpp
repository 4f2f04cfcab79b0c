#include "khutka_rules.h"

namespace rulelab::khutka {

namespace {

// Source keys (see GameInfo::bibliography):
//   S0    AIBDD "Khutki Boia" entry, paraphrasing Das Gupta 1926a (Mianwali); sentences of its Rules paragraph.
//   S1    Ludii portal "Khutka Boia" (DLP.Games.608), citing Das-Gupta 1926a: 147-148; sentences of its Rules.
//   L-KB  Ludii's Khutka Boia.lud (game logic identical in versions 1.2.7 and 1.3.4).
//   CAT   RuleLab's rules catalogue (shared/rules/catalogue.md), for analogues it collects.
Citation s0(const char *where, const char *note = "") { return {"S0", where, note}; }
Citation s1(const char *where, const char *note = "") { return {"S1", where, note}; }
Citation lkb(const char *where, const char *note = "") { return {"L-KB", where, note}; }
Citation cat(const char *where, const char *note = "") { return {"CAT", where, note}; }

RuleOption firstPlayerOption() {
    return choiceOption("first_player", "First player", "KB-2",
                        "Who sows first in the first round. Neither text says; Ludii always lets South (its P1) begin.",
                        {{"random", "random", "A fair chance event decides (outcomes South/North at 1/2 each).", {}},
                         {"south", "South", "South always begins, as in Ludii.", {lkb("start / phases", "P1 moves first")}},
                         {"north", "North", "North always begins.", {}}},
                        "random", {s0("Rules s. 3", "only says that players take turns"), s1("Rules s. 3", "same")});
}

RuleOption startHoleOption() {
    return choiceOption("start_hole", "Legal starting hole", "KB-3",
                        "Which of his holes a player may lift. Dead holes and the bha are never legal starts.",
                        {{"any_own_live_nonempty",
                          "any own hole",
                          "Any live, non-empty hole of the mover's row (what Ludii allows).",
                          {lkb("Sowing phase: move Select from sites Mover")}},
                         {"no_singleton_if_larger",
                          "no singleton if larger",
                          "A hole holding a single counter may not be sown while the mover has a hole with two or more "
                          "(a Walak-pussa analogue, not a Khutka text).",
                          {cat("1.2 KB-3", "Walak-pussa analogue (Mancala World, Ludii Walak-Pussa)")}}},
                        "any_own_live_nonempty", {s0("Rules s. 3"), s1("Rules s. 3")});
}

RuleOption lapOriginOption() {
    return choiceOption("lap_origin", "Lap over the origin hole", "KB-5",
                        "Whether the emptied hole gets a counter when a sowing goes all the way round and passes it. The "
                        "texts do not say; it matters when a hole holds at least as many counters as there are live holes, "
                        "and it changes how often perpetual relays happen.",
                        {{"include",
                          "include",
                          "The origin hole is sown like any other (Ludii's Sow default).",
                          {lkb("sow", "includeSelf defaults to true")}},
                         {"skip", "skip", "The origin hole is passed over (the Oware habit).", {}}},
                        "include", {s0("Rules s. 3-4"), s1("Rules s. 3-4")});
}

RuleOption deadAdjacencyOption() {
    return choiceOption("dead_adjacency", "Dead holes in relay and capture tests", "KB-6",
                        "Nothing is ever sown into a dead hole. Open is whether a dead hole still counts as 'the next hole' "
                        "when deciding a relay or a capture.",
                        {{"skip_dead",
                          "skip dead holes",
                          "Dead holes do not exist for the tests: L+1 and L+2 are counted over live holes only (taking "
                          "'non-existent' literally).",
                          {s0("Rules s. 8", "eliminated circles are to be treated as non-existent")}},
                         {"empty_hole",
                          "dead = empty",
                          "The physical next hole is tested, so a dead hole behaves as an empty one: it stops a relay and "
                          "triggers the capture test (what Ludii's code does).",
                          {lkb("Sowing: is Occupied (trackSite ... steps:1)", "the physical next site")}}},
                        "skip_dead", {s0("Rules s. 8"), lkb("sow skipIf not Playable")});
}

RuleOption relayOption() {
    return choiceOption("relay", "Relay", "KB-7", "What continues the move after the last counter falls into hole L.",
                        {{"next_hole",
                          "next hole",
                          "If L+1 holds counters, lift all of them and sow on from L+2; repeat. Both texts say this.",
                          {s0("Rules s. 4"), s1("Rules s. 4"), lkb("moveAgain from the next site")}},
                         {"landing_hole",
                          "landing hole",
                          "If L held counters before the last drop, lift L itself and sow on (a contrast reading taken from "
                          "Ludii's summary of Pallankuli, not from any Khutka text).",
                          {cat("1.2 KB-7", "Pallankuli (Durai 1928) via Ludii")}}},
                        "next_hole", {s0("Rules s. 4"), s1("Rules s. 4")});
}

RuleOption captureOption() {
    return choiceOption("capture", "Capture", "KB-8", "What the mover takes when the hole after L is empty (the turn then ends).",
                        {{"single",
                          "single",
                          "Take the hole after the empty one (L+2), if it holds counters.",
                          {s0("Rules s. 5"), s1("Rules s. 5"), lkb("fromTo steps:2")}},
                         {"chain",
                          "chain",
                          "Take L+2, then keep taking every second hole while the hole between is empty and the next is "
                          "loaded (Pachgarhwa, Walak-pussa, Bay Khom); never L itself.",
                          {cat("1.2 KB-8", "Pachgarhwa (Humphries 1906), Walak-pussa and Bay Khom analogues")}},
                         {"first_loaded",
                          "first loaded",
                          "Skip the whole run of empty holes after L and take the first loaded hole (Murray's reading of "
                          "Sat Gol, which AIBDD calls a misunderstanding; contrast only).",
                          {cat("1.2 KB-8", "AIBDD Sat Gol note")}},
                         {"opposite",
                          "opposite",
                          "Take the hole facing the empty L+1 (Ludii's Mawkar Katiya and Kanji Guti code; an analogue only).",
                          {cat("1.2 KB-8", "Ludii Mawkar Katiya / Kanji Guti")}}},
                        "single", {s0("Rules s. 5"), s1("Rules s. 5")});
}

RuleOption captureZoneOption() {
    return choiceOption("capture_zone", "Capture zone", "KB-8", "Where a capture may be made.",
                        {{"any_row",
                          "any row",
                          "Captures are made in either row (both texts are silent; Ludii allows it).",
                          {lkb("fromTo any site")}},
                         {"opponent_row_only",
                          "opponent's row only",
                          "Only holes of the opponent's row may be captured; a chain stops at the mover's own row.",
                          {}}},
                        "any_row", {s0("Rules s. 5"), cat("1.2 KB-8", "Walak-pussa: a capture can be made anywhere")});
}

RuleOption fourOption() {
    return choiceOption("four", "Four-counter rule", "KB-9",
                        "Holes reaching exactly four counters. Only the Ludii portal text has this rule; AIBDD, citing the "
                        "same pages, does not, and 'the player' can mean the row owner or the mover.",
                        {{"none", "none", "No four-counter rule (AIBDD).", {s0("Rules", "no such sentence")}},
                         {"owner_on_drop",
                          "owner, on drop",
                          "The moment a drop makes a hole hold four, the owner of that row takes them and sowing goes on "
                          "(the Pallanguzhi rule). The relay test still looks at L+1.",
                          {s1("Rules s. 6"), cat("0.1 PZ", "Pallankuzhi: the pit owner captures at four")}},
                         {"owner_after_segment",
                          "owner, after each segment",
                          "After each sowing segment, every hole holding four is emptied into its row owner's store, "
                          "whoever moved; the segment's relay or capture decision is taken before (Ludii's code).",
                          {lkb("then forEach Player forEach Site count 4")}},
                         {"mover_row_after_move",
                          "mover's row, after the move",
                          "After the whole move, the mover takes every hole of his own row holding four.",
                          {s1("Rules s. 6")}}},
                        "none", {s1("Rules s. 6")});
}

RuleOption noMoveOption() {
    return choiceOption("no_move", "Player with nothing to sow", "KB-10",
                        "What happens when the player to move has no counters in his live holes. Not in the texts.",
                        {{"pass", "pass", "He passes (Ludii's engine passes automatically).", {lkb("automatic pass")}},
                         {"opponent_takes_all",
                          "opponent takes all",
                          "The round ends and the opponent takes every counter left (Bay Khom / Walak-pussa; suggested for "
                          "Pachgarhwa).",
                          {cat("2.2 PG-7")}},
                         {"each_takes_own_row",
                          "each takes own row",
                          "The round ends and each player takes the counters in his own row (Pallankuzhi).",
                          {cat("0.1 PZ")}}},
                        "each_takes_own_row", {s0("Rules", "silent"), s1("Rules", "silent")});
}

RuleOption roundEndOption() {
    return choiceOption(
        "round_end", "End of a round", "KB-11",
        "When a round ends. Under single or chain capture without the four rule, no move can empty the "
        "board (every move leaves its last counter in L, and captures never take L), so the literal rule "
        "needs the stall guard (G-2).",
        {{"all_captured",
          "all captured",
          "Only an empty board ends the round; otherwise the stall guard (option 'stall') ends it.",
          {s1("Rules s. 7")}},
         {"one_left",
          "one left",
          "As soon as one counter is left on the board after a move, it goes to the owner of its row and the "
          "round ends (Ludii).",
          {lkb("OneSeedOnBoard")}},
         {"no_move", "no move", "The round ends only through option 'no_move' (or an empty board, or the stall guard).", {}},
         {"no_further_capture",
          "no further capture",
          "The round ends when play stops producing captures, as the stall test G-2 finds it (Ludii's "
          "summary of Das Gupta's Sat Gol: play goes on until no more captures can be made).",
          {cat("0.1 LE-SG")}}},
        "no_further_capture", {s0("Rules s. 6", "only 'at the end of each game'"), s1("Rules s. 7")});
}

RuleOption leftoverOption() {
    return choiceOption("leftover", "Counters left at a stalled round's end", "KB-11",
                        "Who gets the counters still on the board when the stall test ends a round (one_left and no_move "
                        "have their own rules).",
                        {{"row_owner",
                          "row owner",
                          "Each counter goes to the owner of the row it lies in (Ludii's rule for the last counter).",
                          {lkb("OneSeedOnBoard: forEach Site to its owner")}},
                         {"last_capturer", "last capturer", "All go to the player who made the round's latest capture.", {}},
                         {"split_evenly",
                          "split evenly",
                          "They are halved; an odd counter goes to the owner of the row holding more of them (ties: to the "
                          "player who did not make the last move).",
                          {}}},
                        "row_owner", {s0("Rules s. 6")});
}

RuleOption refillOption() {
    return choiceOption("refill", "Refill and hole elimination", "KB-13",
                        "How the next round's holes are filled from the totals, and which holes die. With totals W > L and "
                        "x = W - 25, the loser keeps 5 - ceil(x/5) holes under fill, about 5 - round(x/5) under fill_pool "
                        "and 5 - floor(2x/5) under diff_literal.",
                        {{"fill",
                          "fill",
                          "Each player puts five counters into one of his holes for every five he holds, up to five holes; "
                          "unfilled holes are dead and the rest stays in his reserve. The remainder rules give statuses, but "
                          "their pooled five stay in hand (Ludii; also Mawkar Katiya, Pallankuli, Bay Khom).",
                          {lkb("BetweenRounds phase"), s1("Rules s. 18")}},
                         {"fill_pool",
                          "fill + pooled remainders",
                          "As fill, then the two remainders are pooled to the Bhadar, who puts the five into play (option "
                          "'pooled_five'): his next empty hole in fill order (4+1), or the bha if it is empty (3+2). The only "
                          "reading in which every sentence of AIBDD adds up.",
                          {s0("Rules s. 8-9", "the excess pieces of the two players add up to five"), cat("1.2 KB-13")}},
                         {"diff_literal",
                          "difference, literal",
                          "The loser loses one hole for each full five in the difference of the totals and fills his other "
                          "holes with five each; further fives he holds go to the winner's reserve. The pooled five go into "
                          "a live hole the Bhadar could not fill.",
                          {s0("Rules s. 8"), s1("Rules s. 10")}}},
                        "fill_pool", {s0("Rules s. 6-9"), s1("Rules s. 9-10, 18")});
}

RuleOption fillOrderOption() {
    return choiceOption(
        "fill_order", "Fill order", "KB-14", "Which holes a player fills first, and so which ones die.",
        {{"from_own_left",
          "from own left",
          "South fills h0, h1, ...; North fills h5, h6, ... (Mawkar Katiya's 'starting from their left', Pallankuli).",
          {cat("1.2 KB-14", "Ludii Mawkar Katiya rules text, Pallankuli")}},
         {"player_choice",
          "player's choice",
          "Each player chooses an empty hole for each group of five, a real decision between rounds (Ludii).",
          {lkb("BetweenRounds: to sites Mover if Empty")}},
         {"from_own_right", "from own right", "South fills h4, h3, ...; North fills h9, h8, ....", {}}},
        "from_own_left", {s1("Rules s. 18")});
}

RuleOption reviveOption() {
    return choiceOption("revive", "Revival of dead holes", "KB-15",
                        "Whether a hole that died in one round can be filled again in a later one. The refill is worked out "
                        "from scratch every round, and the reserve comes back into play.",
                        {{"yes",
                          "yes",
                          "Every refill starts afresh; any hole may come back (Ludii forgets the live set each round).",
                          {s1("Rules s. 10", "counters set aside for use in further rounds"), lkb("forget Value Playable")}},
                         {"no", "no", "A dead hole stays dead for the rest of the match.", {}}},
                        "yes", {s1("Rules s. 10")});
}

RuleOption pooledFiveOption() {
    return choiceOption("pooled_five", "The Bhadar's pooled five", "KB-16b",
                        "What the Bhadar does with the five counters made of the two remainders (under fill they always stay "
                        "in hand).",
                        {{"fill_extra_hole",
                          "fill an extra hole",
                          "They go into play: his next empty hole in fill order (4+1), or the bha if it is empty (3+2); under "
                          "diff_literal into a live hole he could not fill. Otherwise they go to his reserve.",
                          {s1("Rules s. 14", "with these five the player creates a bha")}},
                         {"reserve",
                          "reserve",
                          "They stay in his reserve (Ludii, where the holes were filled before).",
                          {lkb("DecisionForNextRound: no fill")}}},
                        "fill_extra_hole", {s0("Rules s. 9"), s1("Rules s. 13-14")});
}

RuleOption kungidarOption() {
    return choiceOption("kungidar", "Kungidar compensation", "KB-16c",
                        "After a 4+1 remainder, the player with one (Kungidar) gives it to the player with four (Bhadar) and "
                        "is compensated during the next round.",
                        {{"per_turn_from_start_hole",
                          "per turn, from the start hole",
                          "At the start of every turn, whoever moves, one counter from the chosen start hole goes to the "
                          "Kungidar's store before the rest is sown; a hole with a single counter is not sown at all.",
                          {s1("Rules s. 12"), s0("Rules s. 10", "one piece at the commencement of each deal, read as turn")}},
                         {"per_round",
                          "per round",
                          "One counter passes from the Bhadar to the Kungidar at the start of the round (from his reserve; if "
                          "he has none, at the round's end).",
                          {s0("Rules s. 10", "deal read as game")}},
                         {"ludii_inverted",
                          "Ludii (inverted)",
                          "Before each segment the Bhadar sows (relay laps included), one counter of its hole goes to the "
                          "Bhadar's own store; the Kungidar gets nothing (what Ludii's code does).",
                          {lkb("if value Player Next = 1: fromTo last From to handSite Mover")}},
                         {"none", "none", "No compensation.", {}}},
                        "per_turn_from_start_hole", {s0("Rules s. 10"), s1("Rules s. 12")});
}

RuleOption remainderTriggerOption() {
    return choiceOption("remainder_trigger", "When the remainder rule applies", "KB-16e",
                        "Which counters the 4+1 and 3+2 rules look at.",
                        {{"always",
                          "always",
                          "The remainders of the two totals modulo five, after every round.",
                          {s0("Rules s. 9"), s1("Rules s. 11")}},
                         {"ludii_postfill_lt5",
                          "Ludii: hands after filling",
                          "Only the counters left in hand after filling, and only when their difference is below five: a hand "
                          "of exactly 1 makes its owner Kungidar, else a hand of exactly 2 makes the other player Bhadar of a "
                          "bha (Ludii).",
                          {lkb("DecisionForNextRound: DifferenceCapturedStone < 5")}}},
                        "always", {s0("Rules s. 9"), s1("Rules s. 11")});
}

RuleOption twoTransferOption() {
    return choiceOption("two_transfer", "The 2 of a 3+2 remainder", "KB-17a",
                        "Whether the player with two pays them to the Bhadar, who returns them at the round's end.",
                        {{"transfer_and_return",
                          "transfer and return",
                          "Paid at the refill and returned when the round ends.",
                          {s0("Rules s. 10, 12"), s1("Rules s. 13, 17")}},
                         {"none", "none", "No counters move (Ludii).", {lkb("set Var Bha only")}}},
                        "transfer_and_return", {s0("Rules s. 10, 12"), s1("Rules s. 13, 17")});
}

RuleOption bhaChooserOption() {
    return choiceOption("bha_chooser", "Who chooses the bha", "KB-17b",
                        "The bha is an end hole of the Bhadar's row (h0 or h4 for South, h5 or h9 for North).",
                        {{"bhadar", "the Bhadar", "The Bhadar chooses.", {s0("Rules s. 10-11"), s1("Rules s. 14-15")}},
                         {"ludii_mover",
                          "Ludii's mover",
                          "Whoever happens to move in Ludii's decision phase chooses, possibly the opponent.",
                          {lkb("DecisionForNextRound: move Select by the mover")}}},
                        "bhadar", {s0("Rules s. 11"), s1("Rules s. 15")});
}

RuleOption bhaCaptureOption() {
    return choiceOption("bha_capture", "What happens to counters in the bha", "KB-17c",
                        "The bha belongs to the Bhadar for one round. It is never a legal starting hole.",
                        {{"on_drop",
                          "on drop",
                          "Every counter dropped in it goes straight to the Bhadar's store; counters already in it when it "
                          "becomes the bha are his at once. So it is always empty in relay and capture tests.",
                          {s1("Rules s. 16")}},
                         {"after_segment",
                          "after each segment",
                          "An ordinary hole during a segment, swept into the Bhadar's store after each segment's decision "
                          "(Ludii's code).",
                          {lkb("forEach Site with state: fromTo to handSite")}},
                         {"accumulate",
                          "accumulate",
                          "Counters stay in it until the round ends and then go to the Bhadar. In relay and capture tests it "
                          "counts as occupied; it is never lifted or captured (a relay or capture aimed at it ends the turn).",
                          {s0("Rules s. 10", "the pieces in that circle will all belong to him"),
                           cat("1.2 KB-17c", "Mawkar Katiya: captures what accumulates at the round's end")}}},
                        "accumulate", {s0("Rules s. 10"), s1("Rules s. 16")});
}

RuleOption roundStarterOption() {
    return choiceOption(
        "round_starter", "Who starts later rounds", "KB-18", "Who sows first from round 2 on.",
        {{"alternate",
          "alternate",
          "Whoever did not start the previous round (Das Gupta's Mawkar Katiya, Pallankuli).",
          {cat("1.2 KB-18", "AIBDD Mawkar Katiya")}},
         {"round_loser",
          "round loser",
          "The player with fewer counters after the previous round (Walak-pussa); ties alternate.",
          {cat("1.2 KB-18", "Mancala World Walak-pussa")}},
         {"round_winner", "round winner", "The player with more counters after the previous round; ties alternate.", {}},
         {"ludii_incidental",
          "Ludii (incidental)",
          "No rule: the starter is whoever Ludii's alternating between-round moves leave to move.",
          {lkb("phases BetweenRounds, DecisionForNextRound")}}},
        "alternate", {s0("Rules", "silent"), s1("Rules", "silent")});
}

RuleOption matchEndOption() {
    return choiceOption("match_end", "End of the match", "KB-19", "When the match ends and who wins.",
                        {{"all_counters",
                          "all counters",
                          "The match ends when one player holds all fifty counters (checked when a round ends and after the "
                          "refill's payments).",
                          {s1("Rules s. 18")}},
                         {"cannot_fill",
                          "cannot fill",
                          "After the refill and remainder rules, a player with no live hole loses (Pallankuli, Bay Khom; the "
                          "practical form of the portal's rule).",
                          {cat("1.2 KB-19")}},
                         {"fixed_rounds",
                          "fixed rounds",
                          "Stop after the number of rounds in option 'rounds'; the higher total wins, equal totals draw "
                          "(AIBDD: no limit of time or games; rounds = 1 studies a single round).",
                          {s0("Rules s. 13")}},
                         {"ludii_zero",
                          "Ludii: hand zero",
                          "The match ends only when a player has exactly zero counters as a round ends (Ludii). A loser left "
                          "with 1-4 counters and no hole never reaches zero.",
                          {lkb("end: NoPieceOnBoard and count Cell at handSite = 0")}}},
                        "cannot_fill", {s0("Rules s. 13"), s1("Rules s. 18")});
}

RuleOption roundsOption() {
    return integerOption("rounds", "Number of rounds (in a match of fixed rounds)", "KB-19",
                         "The number of rounds played when match_end = fixed_rounds (1 = a single round). "
                         "Ignored otherwise.",
                         1, 1000, 1, {s0("Rules s. 13")});
}

RuleOption ludiiQuirksOption() {
    return choiceOption("ludii_quirks", "Ludii artefacts", "KB-20",
                        "Reproduces Ludii's own behaviour where its code departs from its rules: the relay redirect of "
                        "KB-20.1 and Ludii's trial limits, with play going on where Ludii has no guard (the stall guard "
                        "G-2 ends no round). The other artefacts of KB-20 have their own options.",
                        {{"off", "off", "No artefacts.", {}},
                         {"on",
                          "on",
                          "When a four-capture or bha sweep fires in a segment that relays, the relay lifts h1 instead (the "
                          "turn ends if h1 is empty or dead); a match that reaches 2,500 turns (1,250 per player) or 10,000 "
                          "Ludii moves ends with ludii_limit, as a Ludii trial would; the stall guard ends no round.",
                          {lkb("PlayFromNextLastHole: last To afterConsequence"), cat("Addendum B")}}},
                        "off", {lkb("whole file"), cat("1.2 KB-20")});
}

RuleOption relayLoopOption() {
    return asExperimental(
        choiceOption("relay_loop", "Perpetual relay (simulation guard)", "G-1",
                     "Not historical: what the simulator does when one turn's relay repeats a state (Brent's cycle "
                     "detection; the lap cap sim.max_relay_laps always ends the match with cap_reached).",
                     {{"abort_report", "abort and report", "The match ends with end reason relay_loop (undecided).", {}},
                      {"end_turn_no_capture",
                       "end the turn",
                       "The move stops at the first repeated state, with no capture, and play goes on.",
                       {}},
                      {"forbid_start",
                       "forbid the start",
                       "A starting hole that leads to a perpetual relay is illegal when another exists; if all do, the "
                       "match ends as with abort_report.",
                       {}}},
                     "abort_report", {cat("4 G-1")}));
}

RuleOption stallOption() {
    return asExperimental(choiceOption(
        "stall", "Stalled round (simulation guard)", "G-2",
        "Not historical: what the simulator does when a round is proven stalled: its trigger (a position "
        "repeated sim.repeat_k times, or sim.no_capture_turns turns without capture) fired, and an exact "
        "search of every position still reachable in the round found no capture and no end by the rules. "
        "An unproven trigger only backs off, and play goes on. Under round_end = no_further_capture the "
        "proof is the rule itself and ends the round by rule. Off under ludii_quirks = on.",
        {{"end_round_leftover", "end the round", "The round ends and option 'leftover' shares the board; play goes on.", {}},
         {"undecided",
          "undecided",
          "The round ends and the match stops with end reason round_stalled and an undecided result.",
          {}}},
        "end_round_leftover", {cat("4 G-2")}));
}

RuleOption holesPerRowOption() {
    return asExperimental(
        integerOption("holes_per_row", "Holes per row (experimental)", "KB-1",
                      "Not historical: the board Das Gupta describes has five holes a side. Fewer holes give boards "
                      "small enough for the state graph to list every reachable position and to solve the game "
                      "exactly. Rules that name holes keep their meaning (h1 stays h1; the bha is one of the "
                      "Bhadar's two end holes, the only one when a row has a single hole).",
                      1, kMaxPerRow, 5, {s0("Rules s. 1", "five holes in each row"), cat("1.2 KB-1")}));
}

RuleOption countersPerHoleOption() {
    return asExperimental(
        integerOption("counters_per_hole", "Counters per hole (experimental)", "KB-1",
                      "Not historical: the texts put five counters in every hole. Another number makes boards for "
                      "exact state-graph analysis. The refill then fills a hole for every group of this many "
                      "counters, and the remainder rules become 'one short' (4+1) and 'two short' (3+2) of a "
                      "group; the four-counter rule still means four.",
                      1, kMaxPerHole, 5, {s0("Rules s. 1", "five counters in each hole"), cat("1.2 KB-1")}));
}

std::vector<RuleOption> buildOptions() {
    return {firstPlayerOption(),  startHoleOption(),        lapOriginOption(),      deadAdjacencyOption(), relayOption(),
            captureOption(),      captureZoneOption(),      fourOption(),           noMoveOption(),        roundEndOption(),
            leftoverOption(),     refillOption(),           fillOrderOption(),      reviveOption(),        pooledFiveOption(),
            kungidarOption(),     remainderTriggerOption(), twoTransferOption(),    bhaChooserOption(),    bhaCaptureOption(),
            roundStarterOption(), matchEndOption(),         roundsOption(),         ludiiQuirksOption(),   relayLoopOption(),
            stallOption(),        holesPerRowOption(),      countersPerHoleOption()};
}

}  // namespace

GameInfo khutkaInfo() {
    GameInfo g;
    g.id = "khutka-boia";
    g.name = "Khutka Boia";
    g.localName = "Khutki Boia";
    g.region = "Mianwali district, Punjab (now Pakistan)";
    g.period = "documented 1926";
    g.summary =
        "A two-row mancala of five holes a side with five counters in each, recorded by H. C. Das Gupta among "
        "Pathan players of Mianwali. A player sows one of his holes anticlockwise; when the last counter "
        "falls, he lifts the next hole and sows on, and when the next hole is empty he takes the hole after "
        "it. Rounds are followed by a refill in which the loser loses holes, with the Bhadar, Kungidar and bha "
        "settling the odd counters. The two surviving texts (AIBDD and the Ludii portal) disagree on the "
        "four-counter rule, the end of a round and of the match.";
    g.bibliography = {"S0", "S1", "L-KB", "dasgupta1926a", "CAT"};
    g.playerNames = {"South", "North"};
    g.options = buildOptions();
    return g;
}

}  // namespace rulelab::khutka
