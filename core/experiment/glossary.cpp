#include "glossary.h"

#include "display_names.h"
#include "game/game.h"

#include <QCoreApplication>

#include <iterator>

namespace rulelab {

namespace {

QString tg(const char *text) { return QCoreApplication::translate("rulelab::glossary", text); }

// The categories, in the order the glossary lists them.
enum class Cat { Rules, EndReasons, EndedBy, Outcomes, Metrics, Length, Tests, Agents, Graphs };

const char *const kCategories[] = {
    QT_TRANSLATE_NOOP("rulelab::glossary", "Rules and replay"),
    QT_TRANSLATE_NOOP("rulelab::glossary", "End reasons"),
    QT_TRANSLATE_NOOP("rulelab::glossary", "How matches ended"),
    QT_TRANSLATE_NOOP("rulelab::glossary", "Outcomes"),
    QT_TRANSLATE_NOOP("rulelab::glossary", "Metrics"),
    QT_TRANSLATE_NOOP("rulelab::glossary", "Length of play"),
    QT_TRANSLATE_NOOP("rulelab::glossary", "Tests and intervals"),
    QT_TRANSLATE_NOOP("rulelab::glossary", "Agents"),
    QT_TRANSLATE_NOOP("rulelab::glossary", "State graphs"),
};

// One entry. `term` is null where the name comes from display_names (end reasons, ways of
// ending, outcomes, metrics): the glossary never names those a second time.
struct Row {
    const char *id;
    Cat cat;
    const char *term;
    const char *explanation;
};

const Row kRows[] = {
    // --- Rules and replay -------------------------------------------------------------------
    {"reading", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "reading"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "One complete way of reading the sources of a game: a value for every open rule point. RuleLab "
                       "plays many matches under each reading and compares the readings.")},
    {"option", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "rule option"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "One point on which the sources are silent, unclear or disagree, with the values it can take. "
                       "Each value cites the passages it interprets.")},
    {"rule-point", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "rule point"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "One rule of a game as the sources give it, in our own words, with its sources and pages "
                       "(KB-7, PG-5, BB-10, ...). Every option interprets one rule point.")},
    {"gap", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "gap"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Something the sources leave out or leave unclear. Each gap becomes an option, so that every way "
                       "of filling it can be played and compared.")},
    {"sowing", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "sowing"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "In the mancala games: lifting every counter of one hole and dropping them one by one into the "
                       "holes that follow, anticlockwise.")},
    {"lap", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "lap"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "One stretch of sowing: the first sowing of a move, and each relay after it. One move can have "
                       "many laps.")},
    {"relay", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "relay"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "When the last counter of a sowing falls, the player lifts the counters of the next hole and "
                       "sows them on, lap after lap, until the hole after the one where the last counter fell is "
                       "empty.")},
    {"capture", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "capture"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Counters taken off the board into a player's store, such as those of the hole beyond the empty "
                       "one where a move ends. In Bheri Bakri, taking an enemy piece off the board.")},
    {"four", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "four-counter rule"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A rule found in only one Khutka Boia source: a hole that comes to hold exactly four counters is "
                       "taken by the owner of its row. The readings differ on whether and when it applies.")},
    {"bha", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "bha"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "In Khutka Boia, a hole at one end of a row that the Bhadar gets after an uneven round; the "
                       "counters dropped into it become his. It is drawn in gold on the board.")},
    {"dead-hole", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "dead hole"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A hole left out of play in a later round because its owner could not fill it; no counter is "
                       "dropped into it. It is drawn greyed and crossed.")},
    {"pass", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "pass"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A turn in which the player cannot move and play goes to the other side. In some readings a "
                       "player without a move ends the round instead.")},
    {"round", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "round"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "One deal of a mancala game, from setting out the counters to the end of the deal. A match can "
                       "have many rounds, the holes being filled again from what each player won.")},
    {"match", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "match"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "One whole game from the start to its end, played by two agents under one reading. A result "
                       "counts many matches.")},
    {"first-mover", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "first mover"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The player who starts a match: the first to take a turn, a throw included. The second mover is "
                       "the other player.")},
    {"seat", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "seat"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A fixed side of the game, such as South or North, Goats or Sheep. Seat 0 is the first in the "
                       "game's list of players, whoever starts.")},
    {"guard", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "guard"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A check by which RuleLab ends a match that its rules cannot end. A guard never changes the "
                       "result of a match the rules would end: it either proves that they no longer can (G-1 to G-4) or "
                       "is a cap.")},
    {"caps", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "cap"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A limit on the turns, throws, relay laps or rounds of a match (Caps in the Experiment panel). A "
                       "match stopped by a cap says only that it did not end within that many.")},
    {"G-1", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "G-1, perpetual relay"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The guard that proves a relay will never end: the relay came back to exactly a state it had "
                       "already been in, so it would repeat for ever.")},
    {"G-2", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "G-2, stalled round"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The guard that proves, by searching every position the round can still reach, that no capture "
                       "and no end of the round by its rules is possible, whatever both sides play. A repeated position "
                       "only starts the search; it proves nothing.")},
    {"G-3", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "G-3, repeating match"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The guard kept for a match proven never to end, whatever both players do. No game proves this "
                       "at present: a match whose rounds only seem to repeat plays on until a cap stops it.")},
    {"G-4", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "G-4, deadlock"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The guard of Bheri Bakri that proves that no throw of the cowries gives either side a legal "
                       "move, so the position can never change again.")},
    {"throw", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "cowrie throw"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Bheri Bakri's dice: four cowries, counting those that land mouth up (1 pod, 2 do, 3 tin, 4 car); "
                       "a throw with none up scores nothing. A throw is chance, not a turn.")},
    {"micro-step", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "micro-step"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "One small step inside a move in the Replay tab: a counter lifted, dropped or captured, a relay "
                       "lap, a piece moved, a throw. Shift+Left and Shift+Right step through them.")},
    {"seed", Cat::Rules, QT_TRANSLATE_NOOP("rulelab::glossary", "seed"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The number from which all the chance of an experiment is drawn. The same seed, reading and agents "
                       "give exactly the same matches on any computer.")},

    // --- End reasons (names: endReasonName) -------------------------------------------------
    {"none", Cat::EndReasons, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The match is still going on. Every match of a result has one of the other end reasons.")},
    {"finished", Cat::EndReasons, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The match reached its end and has a result: by the reading's own rules alone, or with one or "
                       "more rounds that a proven stall (G-2) settled by the reading's stall rule. How it ended (by rule, "
                       "or by a proven guard) tells the two apart; only matches ended by rule say what the rules "
                       "themselves decide.")},
    {"relay_loop", Cat::EndReasons, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A relay came back to exactly a state it had already been in, so the sowing would go round for "
                       "ever (proven, guard G-1). The match stops without a result.")},
    {"round_stalled", Cat::EndReasons, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "From the position, no capture and no end of the round by its rules can be reached, whatever both "
                       "sides play (proven by a full search, guard G-2). The reading's stall option then shares out the "
                       "board or leaves the match undecided.")},
    {"match_cycle", Cat::EndReasons, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "It would be proven that the rules can never end the whole match, whatever both players do "
                       "(guard G-3), and the match would stop undecided. No game proves this at present, so no match "
                       "ends this way: a match whose rounds only seem to repeat plays on until a cap stops it.")},
    {"deadlock", Cat::EndReasons, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Bheri Bakri: no throw of the cowries gives either side a legal move, so the position can never "
                       "change again (proven, guard G-4). The match has no winner.")},
    {"cap_reached", Cat::EndReasons, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "One of RuleLab's caps on turns, throws, relay laps or rounds stopped the match. This says only "
                       "that it had not ended within that many; it proves nothing about how it would end.")},
    {"ludii_limit", Cat::EndReasons, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "In a reading that reproduces Ludii's program, Ludii's own limit (2,500 turns or 10,000 moves) "
                       "stopped the match, as Ludii would. Like a cap, it proves nothing.")},

    // --- How matches ended (names: endedByName) ---------------------------------------------
    {"rule", Cat::EndedBy, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The first of the three ways a match ends: the reading's rules ended it, and every round of it.")},
    {"proven", Cat::EndedBy, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A guard proved that the rules could no longer end the match, or one of its rounds, and the "
                       "guard's rule settled it (a perpetual relay, a stalled round, a deadlock).")},
    {"cap", Cat::EndedBy, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A cap or Ludii's limit stopped the match: it did not end within N. The three ways of ending add "
                       "up to all the matches.")},

    // --- Outcomes (names: outcomeName) ------------------------------------------------------
    {"first_wins", Cat::Outcomes, nullptr, QT_TRANSLATE_NOOP("rulelab::glossary", "Matches won by the player who started.")},
    {"second_wins", Cat::Outcomes, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary", "Matches won by the player who did not start.")},
    {"draws", Cat::Outcomes, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary", "Matches that ended level, neither player winning.")},
    {"undecided", Cat::Outcomes, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Matches without a result: a guard or a cap ended them before the rules named a winner.")},
    {"seat0_wins", Cat::Outcomes, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Matches won by seat 0, the first side in the game's list of players (such as South or Goats), "
                       "whoever started.")},
    {"seat1_wins", Cat::Outcomes, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary", "Matches won by seat 1, the other side, whoever started.")},

    // --- Metrics (names: metricName) --------------------------------------------------------
    {"Completion", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The share of matches that the reading's own rules brought to an end, every round included. A low "
                       "value means the rules, read this way, often cannot finish a game.")},
    {"ended_by_proven", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The share of matches ended because a guard proved that the rules could no longer end the match, "
                       "or one of its rounds.")},
    {"Timeouts", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The share of matches stopped by a cap or by Ludii's limit. Completion, the share ended by a proven "
                       "guard and this share add up to 1.")},
    {"Drawishness", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary", "Among the matches the rules ended, the share that were drawn.")},
    {"AdvantageP1", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The first mover's average points over the matches the rules ended: 1 for a win, 0.5 for a draw, "
                       "0 for a loss. 0.5 means that starting gives no advantage.")},
    {"AdvantageP1_ludii", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Ludii's version of the first mover's points, over every match: a match without a winner, even "
                       "one stopped at a limit, counts as a draw. Use it to set RuleLab's numbers beside Ludii's.")},
    {"Balance", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "How evenly the two seats win, over every match: 1 minus the difference between the seats' shares "
                       "of wins. 1 means both seats win equally often.")},
    {"first_mover_win_rate", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary", "Among the matches the rules ended, the share won by the player who started.")},
    {"second_mover_win_rate", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary", "Among the matches the rules ended, the share won by the player who did not start.")},
    {"agent_a_win_rate", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "When the two seats have different agents: the share of all matches won by the first agent given, "
                       "whichever seat it sat in.")},
    {"agent_b_win_rate", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "When the two seats have different agents: the share of all matches won by the second agent given, "
                       "whichever seat it sat in.")},
    {"branching_factor", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "How many legal moves a player had, on average, when it was his turn to decide. More moves mean "
                       "more choice.")},
    {"forced_move_share", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The share of decisions at which the player had exactly one legal move, and so no real choice.")},
    {"captures_per_turn", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary", "Captures per player decision, over all the matches.")},
    {"lead_changes_mean", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "How often, on average, the lead by score passes from one player to the other in a match; a tie "
                       "keeps the previous leader. Many changes suggest a game that stays open.")},
    {"score_margin_mean", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Over the matches the rules ended: the first mover's final score minus the second mover's, on "
                       "average.")},
    {"outcomes", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "In a comparison: the whole table of wins of each player, draws and undecided matches, tested at "
                       "once for any difference between two readings.")},
    {"end_reasons", Cat::Metrics, nullptr,
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "In a comparison: the whole table of how the matches ended, tested at once for any difference "
                       "between two readings.")},

    // --- Tests and intervals (ids: the "test" of summary.json where there is one) -----------
    {"confidence-interval", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "95% interval"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A range that would hold the true value in 95 of 100 repetitions of the experiment. Every number "
                       "RuleLab reports has one; more matches make it narrower.")},
    {"p-value", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "p-value"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The chance of a difference at least as large as the one seen if the two readings really played "
                       "alike. Below 0.05 the difference is called significant.")},
    {"bonferroni", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "Bonferroni adjustment"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "When many differences are tested, some look significant by chance. Bonferroni's method multiplies "
                       "each p-value of a family of m tests (one metric across the pairs of readings, or the primary "
                       "metrics together) by m, and widens each interval to level 1 - 0.05/m, so that the chance of any "
                       "false alarm stays at most 5% and an adjusted p and its interval agree.")},
    {"wilson", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "Wilson interval"),
     QT_TRANSLATE_NOOP("rulelab::glossary", "The 95% interval of a share, such as a win rate, used from 50 matches on.")},
    {"clopper-pearson", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "Clopper-Pearson interval"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The exact 95% interval of a share, used below 50 matches, where the usual approximations are "
                       "poor.")},
    {"score", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "score test and interval of two shares"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Tests whether two shares differ (the continuity-corrected score test, which is Yates' chi-square "
                       "test of the 2x2 table), and gives the interval of their difference by asking the same test of "
                       "every other difference, so the interval leaves out 0 exactly when p is below 0.05. It errs on the "
                       "cautious side with few matches.")},
    {"student-t", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "Student t interval"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The 95% interval of a mean, such as the mean turns per match, from the spread of the single "
                       "matches' values.")},
    {"welch", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "Welch t interval and test"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The difference between two means with its interval and test, without assuming that both "
                       "readings vary equally.")},
    {"welch-permutation", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "permutation test of two means"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Used instead of the Welch t test when a reading has fewer than 2,000 matches: the matches of both "
                       "readings are shuffled between them 9,999 times, and p is the share of shuffles whose Welch t is at "
                       "least as far from 0 as the readings' own. It holds its 5% for skewed lengths, where the t "
                       "distribution does not; the interval is read off the same shuffles.")},
    {"brunner-munzel", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "Brunner-Munzel test (dominance)"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Tests whether the matches of one reading tend to be longer than those of the other (the question "
                       "of the Mann-Whitney test), without assuming that both have the same shape.")},
    {"brunner-munzel-permutation", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "permutation test of dominance"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The Brunner-Munzel test with its p-value from 9,999 shuffles of the matches between the two "
                       "readings, used when a reading has fewer than 2,000 matches: exact with many tied lengths.")},
    {"exact-separation", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "exact separation"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "When every match of one reading is longer than every match of the other, the dominance test "
                       "cannot be computed; RuleLab then gives the exact permutation p-value, 2 / C(n1 + n2, n1), and "
                       "no interval.")},
    {"median-bootstrap", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "bootstrap interval of medians"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The difference between two medians, with an interval from 20,000 resamplings of the matches "
                       "(always the same draws); there is no test.")},
    {"balance-t", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "Balance test"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Compares the Balance of two readings: their seat imbalances are equal in size when they are equal "
                       "or mirror images, so a difference is declared only when both are rejected (a Welch t test of "
                       "each, on the same standard error as the interval). Equal values give p = 1.")},
    {"no-data", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "n/a (no matches to rest on)"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A metric none of whose matches exist in a reading, such as the first mover's win rate when no "
                       "match ended by the rules: it has no value (not 0), and a comparison of it has no test.")},
    {"delta", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "delta method"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The interval and t test of a ratio of totals, such as legal moves per decision, each match "
                       "counting as one unit.")},
    {"delta-permutation", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "permutation test of two ratios"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The delta method's t of two ratios of totals with its p-value from 9,999 shuffles of the matches "
                       "between the readings, used when a reading has fewer than 2,000 matches.")},
    {"chi-square", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "chi-square test"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Tests whether a whole table of counts (outcomes, or end reasons) differs between two readings. "
                       "It gives no interval.")},
    {"exact-monte-carlo", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "exact conditional test (Monte Carlo)"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Used instead of the chi-square test when an expected count is below 5: 20,000 random tables with "
                       "the same totals are drawn, and p is never below 1/20,001.")},
    {"tost", Cat::Tests, QT_TRANSLATE_NOOP("rulelab::glossary", "equivalence test (TOST)"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "With a margin, two one-sided tests that the difference lies within plus or minus the margin. A "
                       "small p supports 'the readings differ by less than the margin'.")},

    // --- Agents (ids: the agent specs) ------------------------------------------------------
    {"random", Cat::Agents, QT_TRANSLATE_NOOP("rulelab::glossary", "random player (random)"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Picks any legal move with equal chance. The default: it shows what the rules allow, not what "
                       "skilled players would do.")},
    {"greedy", Cat::Agents, QT_TRANSLATE_NOOP("rulelab::glossary", "greedy player (greedy)"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Picks the move that gains the most score at once, choosing at random among equals; it never "
                       "looks further ahead.")},
    {"mcts:N", Cat::Agents, QT_TRANSLATE_NOOP("rulelab::glossary", "Monte Carlo tree search (mcts:N)"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Plays N quick random games from the position for each decision and picks the move that did best "
                       "(1,000 when N is left out). More playouts play better, and more slowly.")},
    {"search:D", Cat::Agents, QT_TRANSLATE_NOOP("rulelab::glossary", "look-ahead search (search:D)"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Looks D steps ahead (throws count as steps), assuming both sides play their best and averaging "
                       "over the throws, and picks the move with the best score difference; a win counts more than any "
                       "score. Depth 4 when D is left out.")},
    {"search:D:NODES", Cat::Agents, QT_TRANSLATE_NOOP("rulelab::glossary", "look-ahead search with a budget (search:D:NODES)"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "The same look-ahead, examining at most NODES positions for one move (2,000,000 by default); past "
                       "that it judges positions by their score, so no move takes unbounded time.")},
    {"swap-seats", Cat::Agents, QT_TRANSLATE_NOOP("rulelab::glossary", "swap seats"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "With two different agents, every other match swaps their seats, so that the advantage of starting "
                       "and the strength of an agent can be told apart.")},

    // --- State graphs (ids: the fields of 'graph --json' where there is one) ----------------
    {"state", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "state"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "One position of the game with everything that decides what can happen next: the board, the "
                       "player to move, and whatever the rules remember.")},
    {"edge", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "edge"),
     QT_TRANSLATE_NOOP("rulelab::glossary", "A move, or an outcome of chance, leading from one state to another.")},
    {"chance-node", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "chance state"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A state where chance decides, such as a throw of the cowries; its edges carry exact "
                       "probabilities. Drawn as a diamond.")},
    {"terminals", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "end state"),
     QT_TRANSLATE_NOOP("rulelab::glossary", "A state in which the match is over. Drawn as a square.")},
    {"depth", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "depth"),
     QT_TRANSLATE_NOOP("rulelab::glossary", "How many moves and throws a state lies from the start, by the shortest way.")},
    {"unexpanded", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "frontier (not expanded)"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "States found but not explored further because the limit (Max states) was reached. The graph is "
                       "then incomplete and cannot be solved.")},
    {"components", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "strongly connected component"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A group of states each of which can be reached from every other. The component graph draws each "
                       "group as one node.")},
    {"cyclic_components", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "cyclic component"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "A component in which play can go round for ever, coming back to the same states. The graph "
                       "counts them and the states on such cycles.")},
    {"dead_states", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "dead state"),
     QT_TRANSLATE_NOOP("rulelab::glossary", "A state from which no end of the match can be reached, whatever is played.")},
    {"retrograde", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "retrograde analysis"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Solving a game without chance backwards from its ends, to find the result of every state under "
                       "best play by both sides.")},
    {"value-iteration", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "value iteration"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Solving a game with chance: every state's chance of winning is improved step by step until it no "
                       "longer changes.")},
    {"value", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "exact value"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "What the start is worth under best play by both sides: who wins and by how much or, with chance, "
                       "the exact probability that the first seat wins. Only complete graphs can be solved.")},
    {"cycle", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "neither side can force an end"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "Under best play the side that would lose keeps play going round a cycle (shown as ∞). It does "
                       "not mean that the round can never end: a capture may still be reachable.")},
    {"round-level-graph", Cat::Graphs, QT_TRANSLATE_NOOP("rulelab::glossary", "round-level graph"),
     QT_TRANSLATE_NOOP("rulelab::glossary",
                       "For matches of many rounds: one node for each way a round was set up (live holes, Bhadar, bha), "
                       "edges for how often one led to another, ending in the ends of the matches.")},
};

// Length of play: every measure with every statistic, explained as the measure, then the
// statistic (ids turns_mean ... rounds_dominance, as the metric keys).
struct Part {
    const char *key;
    const char *explanation;
};
const Part kMeasures[] = {
    {"turns", QT_TRANSLATE_NOOP("rulelab::glossary",
                                "A turn is one decision by a player; throws and other events of chance are not turns.")},
    {"laps", QT_TRANSLATE_NOOP("rulelab::glossary",
                               "A lap is one stretch of sowing (the first sowing of a move, or a relay); in games without "
                               "laps, each move counts as one.")},
    {"rounds", QT_TRANSLATE_NOOP("rulelab::glossary", "Rounds are counted when they start; a game of a single round counts 1.")},
};
const Part kStatistics[] = {
    {"mean", QT_TRANSLATE_NOOP("rulelab::glossary", "This is the average per match, with a Student t interval.")},
    {"median", QT_TRANSLATE_NOOP("rulelab::glossary",
                                 "The median: half of the matches are shorter and half longer. Its interval rests on "
                                 "the sorted values alone, whatever their shape.")},
    {"p10", QT_TRANSLATE_NOOP("rulelab::glossary", "The 10th percentile: one match in ten is shorter than this.")},
    {"p90", QT_TRANSLATE_NOOP("rulelab::glossary", "The 90th percentile: one match in ten is longer than this.")},
    {"dominance", QT_TRANSLATE_NOOP("rulelab::glossary",
                                    "In a comparison: the chance that a match of the first reading is longer than one of "
                                    "the second, minus the chance that it is shorter. 0 means neither tends to be longer; "
                                    "1 means every match of the first is longer.")},
};

QString category(Cat c) { return tg(kCategories[static_cast<int>(c)]); }

QString termOf(const Row &r) {
    if (r.term) return tg(r.term);
    switch (r.cat) {
    case Cat::EndReasons: {
        EndReason reason;
        return endReasonFromKey(r.id, reason) ? endReasonName(reason) : QString::fromLatin1(r.id);
    }
    case Cat::EndedBy: return endedByName(r.id);
    case Cat::Outcomes: return outcomeName(r.id);
    default: return metricName(r.id);
    }
}

}  // namespace

std::vector<GlossaryEntry> glossary() {
    std::vector<GlossaryEntry> out;
    out.reserve(std::size(kRows) + std::size(kMeasures) * std::size(kStatistics));
    auto lengthOfPlay = [&] {
        for (const Part &m : kMeasures)
            for (const Part &s : kStatistics) {
                const std::string id = std::string(m.key) + '_' + s.key;
                out.push_back(
                    {id, category(Cat::Length), metricName(id), tg(m.explanation) + QLatin1Char(' ') + tg(s.explanation)});
            }
    };
    bool lengthDone = false;
    for (const Row &r : kRows) {
        // Length of play follows the metrics, in the order of the categories.
        if (r.cat > Cat::Length && !lengthDone) {
            lengthOfPlay();
            lengthDone = true;
        }
        out.push_back({r.id, category(r.cat), termOf(r), tg(r.explanation)});
    }
    if (!lengthDone) lengthOfPlay();
    return out;
}

std::optional<GlossaryEntry> glossaryEntry(const std::string &id) {
    for (GlossaryEntry &e : glossary())
        if (e.id == id) return std::move(e);
    return std::nullopt;
}

QString glossaryExplanation(const std::string &id) {
    if (const auto e = glossaryEntry(id)) return e->explanation;
    EndReason reason;
    if (id.rfind("end_rate_", 0) == 0 && endReasonFromKey(id.substr(9), reason))
        if (const auto e = glossaryEntry(id.substr(9)))
            return QCoreApplication::translate("rulelab::glossary", "The share of matches that ended this way. %1")
                .arg(e->explanation);
    return {};
}

bool glossaryMatches(const GlossaryEntry &entry, const QString &text) {
    const QString t = text.trimmed();
    if (t.isEmpty()) return true;
    return entry.term.contains(t, Qt::CaseInsensitive) || QString::fromStdString(entry.id).contains(t, Qt::CaseInsensitive) ||
           entry.category.contains(t, Qt::CaseInsensitive) || entry.explanation.contains(t, Qt::CaseInsensitive);
}

}  // namespace rulelab
