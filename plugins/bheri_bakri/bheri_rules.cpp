// Bheri Bakri's rule options: the GameInfo (identity, provenance and the rule options of catalogue
// chapter 3; ids are the catalogue's `bb.*` keys without the prefix), and the options in the typed
// form the engine reads (rulesFromOptions, checkSizes). Descriptions are our own words. Source
// keys: S3 = the AIBDD entry "Bheri Bakri" after Das Gupta (seed 003; "para. n" counts the
// paragraphs of its Rules field), L-BB = Ludii's "Bheri Bakhri.lud" 1.3.10, TB = descriptions of
// Tablan / Tabul Phale, catalogue = ../shared/rules/catalogue.md.

#include "bheri_rules.h"

#include <algorithm>
#include <cstdint>
#include <string>

namespace rulelab::bheri {

namespace {

Citation s3(const char *para, const char *note) { return {"S3", para, note}; }
Citation ludii(const char *note) { return {"L-BB", "Bheri Bakhri.lud 1.3.10", note}; }
Citation cat(const char *section) { return {"catalogue", section, ""}; }

// The throw: the cowries, rethrows, banked credits and halves (BB-3 to BB-6).
void addThrowOptions(std::vector<RuleOption> &o) {
    {
        RuleOption p;
        p.id = "cowrie_p";
        p.label = "Cowrie mouth-up chance";
        p.rulePoint = "BB-3";
        p.description =
            "The chance that one cowrie lands mouth up. The four shells fall independently, so the score of a "
            "throw follows Binomial(4, p); no shell up scores nothing. The source gives no figure; Ludii's four "
            "two-sided dice amount to p = 0.5. Real shells are lopsided, so a sweep (say 0.3 to 0.7) is the honest "
            "use of this option.";
        p.type = OptionType::Real;
        p.minReal = 0;
        p.maxReal = 1;
        p.realOpen = true;
        p.defaultValue = "0.5";
        p.citations = {s3("Rules, para. 1-2", "the score is the number of shells mouth up; none up gives no point"),
                       ludii("four 0/1 stick dice, i.e. p = 0.5"), cat("3.2 BB-2, BB-3")};
        o.push_back(p);
    }
    o.push_back(
        choiceOption("extra_values", "Values that earn another throw", "BB-4",
                     "Which throws entitle the player to throw again. The source names the pod (1) only; Tablan-like cowrie "
                     "games also rethrow on the top score. Rethrows may repeat without limit.",
                     {{"pod",
                       "pod (1)",
                       "Only a pod earns another throw.",
                       {s3("Rules, para. 3", "a pod entitles the player to a second throw")}},
                      {"pod_and_car",
                       "pod (1) and car (4)",
                       "A pod or a car earns another throw, after the habit of Tablan.",
                       {{"TB", "Tablan rules (Bell; a4games)", "rethrows on the high scores"}}}},
                     "pod", {s3("Rules, para. 3", ""), cat("3.2 BB-4")}));
    o.push_back(flagOption(
        "extra_needs_use", "Rethrow only after a used throw", "BB-4",
        "Whether the extra throw depends on the scoring throw having been used. The source says the pod "
        "'entitles' the player to another throw, which we read as unconditional (false). In Ludii the rethrow "
        "is a consequence of a move actually made, so a pod that cannot be used earns nothing (true). Under "
        "banked credits, true means the rethrow is earned when the credit is spent.",
        false, {s3("Rules, para. 3", "entitled to a second throw"), ludii("rethrow follows a made move"), cat("3.2 BB-4")}));
    o.push_back(
        choiceOption("throw_use", "When throws are used", "BB-5",
                     "Whether each throw is used at once, or throws are banked: the phrase 'to his credit' allows a "
                     "player to throw until a value without a rethrow comes up and then spend the credited values one at a "
                     "time, in any order, each whole. The pod rules apply to each banked pod, and credits that cannot be "
                     "used are lost.",
                     {{"immediate",
                       "immediate",
                       "Each throw is used (or lost) before the next throw.",
                       {ludii("each throw is played at once")}},
                      {"banked",
                       "banked credits",
                       "Throw until no rethrow is earned, then spend the credits in any order.",
                       {s3("Rules, para. 2-3", "speaks of a pod 'to his credit'")}}},
                     "immediate", {s3("Rules, para. 2-3", ""), cat("3.2 BB-5")}));
    o.push_back(
        choiceOption("split", "Splitting a throw", "BB-6",
                     "Whether a throw may be divided between two pieces. The source is silent. Tablan lets some even throws "
                     "be halved for two pieces; the analogue here is a 2 or a 4 used as two equal halves by two different "
                     "pieces. A half is never a pod: it cannot release or first-shift a piece and pod priority ignores it. "
                     "A first half is allowed only when a different piece can then use the second half.",
                     {{"whole", "whole", "Every throw moves one piece by its full value.", {ludii("one move per throw")}},
                      {"halves",
                       "halves",
                       "A 2 or a 4 may be split into two equal halves for two different pieces.",
                       {{"TB", "Tablan rules (Bell)", "even throws may be halved for two pieces"}}}},
                     "whole", {cat("3.2 BB-6")}));
}

// Leaving the home row: pods, compartment 8 and the order of release (BB-7 to BB-9).
void addReleaseOptions(std::vector<RuleOption> &o) {
    o.push_back(choiceOption(
        "release", "What needs a pod", "BB-7, BB-8",
        "In both values the first move of a piece out of its original compartment needs a pod and goes one "
        "step into an empty compartment ahead (for the piece in compartment 8: onto its entry cell), and the "
        "piece in compartment 8 is released with a pod. They differ for a piece that has already been shifted "
        "and now stands in compartment 8.",
        {{"first_move_pod",
          "first move needs a pod",
          "Once shifted, a piece moves by any value, including out of compartment 8 onto the circuit. This is "
          "the only reading under which the source's 'previously shifted' makes a difference; Ludii does the "
          "same with an 'activated' flag.",
          {s3("Rules, para. 7", "no piece leaves its original compartment without a pod; a piece already shifted need not wait"),
           ludii("activation by a move with a 1")}},
         {"every_exit_pod",
          "every exit needs a pod",
          "Leaving compartment 8 for the neutral row always takes a whole pod, even for a shifted piece (so "
          "pass-through exits are impossible too).",
          {s3("Rules, para. 2", "a pod moves the piece in compartment 8 into the neutral row")}}},
        "first_move_pod", {s3("Rules, para. 2, 4, 7", ""), cat("3.2 BB-7, BB-8")}));
    o.push_back(choiceOption(
        "exit_from_8_only", "Exit only from compartment 8", "BB-8",
        "Whether a home piece must stand on compartment 8 before it can step into the neutral row.",
        {{"stop_at_8",
          "stop at 8",
          "A piece enters the neutral row only from compartment 8.",
          {s3("Rules, para. 8", "pieces go to the neutral zone only from compartment 8")}},
         {"pass_through",
          "pass through 8",
          "A shifted piece may run past compartment 8 straight onto the circuit (e.g. from 5 with a 4), as Ludii does.",
          {ludii("home track continues into the circuit")}}},
        "stop_at_8", {s3("Rules, para. 8", ""), cat("3.2 BB-8")}));
    o.push_back(
        flagOption("home_jump", "Home moves may jump own pieces", "BB-8",
                   "Whether a move inside the home row (or out of it) may pass over an own piece. The source's 'moved "
                   "gradually' suggests not (false); Ludii checks only the destination (true). A home move always needs an "
                   "empty destination compartment.",
                   false,
                   {s3("Rules, para. 8", "pieces move gradually from a lower number to a higher one"),
                    ludii("only the destination is checked"), cat("3.2 BB-8")}));
    o.push_back(
        choiceOption("pod_priority", "Pod priority", "BB-9",
                     "Whether a pod must serve the pieces still in the home row before the piece that is out.",
                     {{"until_all_shifted",
                       "until all shifted",
                       "While any home piece still stands in its original compartment, a pod may not move the piece that is "
                       "out; if no home piece can take the pod, it is lost.",
                       {s3("Rules, para. 6", "before all home pieces have been shifted, the piece out may not use a pod")}},
                      {"home_if_possible",
                       "home if possible",
                       "A pod must go to a home piece when some home piece can make a one-step move; otherwise it may move "
                       "the piece that is out.",
                       {ludii("priority block"), s3("Rules, para. 6", "the home pieces' needs come first")}},
                      {"none", "none", "The player uses a pod on any piece.", {cat("3.2 BB-9")}}},
                     "until_all_shifted", {s3("Rules, para. 6", ""), cat("3.2 BB-9")}));
}

// Captures and compulsion (BB-11 to BB-13).
void addCaptureOptions(std::vector<RuleOption> &o) {
    o.push_back(
        flagOption("capture_home", "Pieces in their home row can be captured", "BB-11",
                   "Whether the piece that is out captures unreleased enemy pieces standing in their home row, which lies "
                   "on its circuit. The general capture rule and Ludii say yes. Under false such a landing is illegal, "
                   "and games often freeze (see guard G-4).",
                   true,
                   {s3("Rules, para. 5, 8", "capture by exact landing; the path runs through the adversary's row"),
                    ludii("any enemy piece is captured"),
                    {"TB", "Tablan rules (Bell)", "pieces on the back row are displaced"},
                    cat("3.2 BB-11, 3.4")}));
    o.push_back(
        flagOption("home_shift_capture", "Home shifts can capture", "BB-13",
                   "Whether a piece shifting inside its own home row may land on the enemy piece that is out (its circuit "
                   "runs through this row) and capture it. The source says nothing; under false (the default) a home "
                   "shift needs an empty compartment. Ludii's encoding lets any piece move to the next cell of its track "
                   "whenever no friend stands there, capturing an enemy piece, and allows home-to-home moves at any time, "
                   "so its reading sets true.",
                   false,
                   {s3("Rules, para. 5, 7", "capture by exact landing; shifting inside the home row"),
                    ludii("Move to NextSiteOnTrack unless a friend is there, CaptureEnemyPiece; OnlyOnePieceMovingOutOfHome"),
                    cat("3.2 BB-13")}));
    o.push_back(choiceOption(
        "capture_bonus", "Reward for a capture", "BB-11", "Whether a capture earns another throw. The source says nothing.",
        {{"none", "none", "A capture earns nothing more.", {{"TB", "rollthedice.in, Tabul Fale", "no extra play for a capture"}}},
         {"extra_throw", "extra throw", "A capture earns another throw, as in Chowka Bhara.", {cat("3.2 BB-11")}}},
        "none", {cat("3.2 BB-11")}));
    o.push_back(
        flagOption("compulsory", "A usable throw must be used", "BB-12",
                   "Whether a player must use a throw (or a credit, or a second half) that can be used. Under false the "
                   "player may decline it. Throws that cannot be used are lost either way, and a throw of 0 does nothing.",
                   true,
                   {s3("Rules, para. 2, 7", "no point for 0; unusable throws are of no avail"),
                    ludii("moves are forced"),
                    {"TB", "Tablan rules", "a usable throw must be used"},
                    cat("3.2 BB-12")}));
}

// The path and who starts (BB-14, U2, BB-1).
void addPathOptions(std::vector<RuleOption> &o) {
    o.push_back(
        choiceOption("circuit", "End of the path", "BB-14", "What happens after a piece has crossed the adversary's row.",
                     {{"loop",
                       "loop",
                       "The piece goes on round the 16-cell spiral for ever, back into the neutral row.",
                       {s3("Rules, para. 8", "moved only in the other two rows, spirally"), ludii("looped tracks")}},
                      {"exit",
                       "exit (rejected)",
                       "The piece leaves the board after the last cell of the adversary's row (any throw that carries it "
                       "past that cell), can no longer be captured, and its side may bring out the next piece. The catalogue "
                       "rejects this value: it makes capturing all pieces, the only way to win, impossible, so such games end "
                       "in deadlock. It is offered to show exactly that.",
                       {cat("3.2 BB-14")}}},
                     "loop", {s3("Rules, para. 8", ""), cat("3.1 U5, 3.2 BB-14")}));
    o.push_back(
        choiceOption("entry_cell", "Entry cell", "3.1 U2",
                     "Which neutral cell a piece leaving compartment 8 steps onto; the diagram that would settle this is lost. "
                     "The step out always costs one point of the throw.",
                     {{"same_column",
                       "same column",
                       "The cell next to compartment 8 in the neutral row (c15 for A, c8 for B), as in Ludii.",
                       {ludii("track passes from compartment 8 to the cell beside it")}},
                      {"diagonal",
                       "diagonal",
                       "The next cell diagonally (c14 for A, c9 for B).",
                       {s3("Rules, para. 2", "'the next one lying in the middle row'")}}},
                     "same_column", {s3("Rules, para. 2", ""), cat("3.1 U2")}));
    o.push_back(choiceOption(
        "first_player", "First player", "BB-1", "Who throws first; the source does not say.",
        {{"random", "random", "A fair chance event decides.", {cat("3.2 BB-1")}},
         {"goats", "Goats (A)", "Goats, seat A, start; Ludii's player 1 always starts.", {ludii("P1 starts")}},
         {"sheep", "Sheep (B)", "Sheep, seat B, start.", {cat("3.2 BB-1")}}},
        "random", {s3("Description", "goats are white and sheep black; no first player is named"), cat("3.2 BB-1")}));
}

// Not historical: Ludii's limit and the small boards of the state graphs.
void addExperimentalOptions(std::vector<RuleOption> &o) {
    o.push_back(asExperimental(
        choiceOption("ludii_limit", "Ludii's trial limit (compatibility)", "3.4",
                     "Not historical: for a reading that reproduces Ludii's encoding. Ludii's program stops a trial with no "
                     "winner at 2,500 turns (1,250 per player; a turn changes when the thrower changes) or 10,000 moves.",
                     {{"off", "off", "RuleLab's caps apply (sim.max_throws).", {}},
                      {"on",
                       "on",
                       "A game that reaches Ludii's limit ends with end reason ludii_limit (a cap, undecided).",
                       {cat("0.1 Ludii's trial limits")}}},
                     "off", {cat("0.1"), cat("4 Ludii compatibility")})));

    // Experimental sizes (issue 9): not historical, so that the state graph of a small board can
    // be explored completely and solved exactly. How the rules carry over to a row of n
    // compartments with k pieces is set out in bheri_board.h (geometry note); in short,
    // compartment n takes the part of compartment 8, each circuit has 2n cells, and the k pieces
    // start in the last k compartments, keeping their compartment numbers. checkSizes (called
    // by makeBheriGame) refuses pieces_per_side > row_length.
    o.push_back(asExperimental(integerOption(
        "row_length", "Compartments per row (not historical)", "3.1",
        "Not historical: the board Das Gupta describes has 3 rows of 8 compartments. A shorter row exists "
        "only so that every position of a small game can be enumerated and its exact value computed. With "
        "n compartments per row, compartment n (the last of the home row, beside the entry cell) does "
        "everything compartment 8 does: a piece enters the neutral row only from there (unless "
        "exit_from_8_only = pass_through), home_jump, the pod rules and the order of release are unchanged, "
        "and each side's spiral runs through the n neutral cells and the n compartments of the adversary's "
        "row, a loop of 2n cells. The shortest row is 3: on a row of 2 a throw of 4 would carry a piece "
        "once round its 4-cell loop back onto its own cell.",
        kMinRowLength, kMaxRowLength, 8,
        {s3("Description", "24 compartments in three rows, 8 belonging to each player"), cat("3.1 (board and circuits)")})));
    o.push_back(asExperimental(
        integerOption("pieces_per_side", "Pieces per side (not historical)", "3.1",
                      "Not historical: each side has 8 pieces in the source. Fewer pieces exist only for the exact "
                      "analysis of small games. The k pieces stand one to a compartment in the last k compartments of "
                      "the home row (nearest the exit) and keep those compartment numbers as their names; they are "
                      "released one at a time from the last compartment, in the order of their numbers from the highest "
                      "down, exactly as pieces 8, 7, ..., 1 are. Whoever captures all k enemy pieces wins. Cannot exceed "
                      "the number of compartments per row.",
                      1, kMaxPieces, 8, {s3("Description", "16 pieces, equally divided between the players"), cat("3.1 U4")})));
}

}  // namespace

GameInfo bheriInfo() {
    GameInfo g;
    g.id = "bheri-bakri";
    g.name = "Bheri Bakri";
    g.localName = "bheri-bakri (sheep and goat)";
    g.region = "British Garhwal (now Uttarakhand), India";
    g.period = "documented 1926-27 by H. C. Das Gupta";
    g.summary =
        "A race-and-capture game for two on a board of 3 x 8 compartments: each side owns one outer row of "
        "8 and the middle row is neutral. Four cowrie shells are the dice; the number landing mouth up (1 to 4) "
        "is the score. Each side brings one piece at a time out of its compartment 8, needing a throw of 1 "
        "(pod) to do so, and drives it round a spiral through the neutral row and the enemy's row, capturing "
        "by exact landing. Only when that piece is captured may the next one come out. Whoever captures all "
        "eight enemy pieces wins.";
    g.bibliography = {"S3", "L-BB", "TB", "catalogue"};
    g.playerNames = {"Goats", "Sheep"};  // seat 0 = A (the row c0..c7), seat 1 = B

    std::vector<RuleOption> &o = g.options;
    addThrowOptions(o);
    addReleaseOptions(o);
    addCaptureOptions(o);
    addPathOptions(o);
    addExperimentalOptions(o);
    return g;
}

std::string checkSizes(const Options &o) {
    const int64_t n = o.integer("row_length");
    const int64_t k = o.integer("pieces_per_side");
    if (n < kMinRowLength || n > kMaxRowLength)
        return "bheri-bakri: row_length=" + std::to_string(n) + " is not allowed: the row must have " +
               std::to_string(kMinRowLength) + " to " + std::to_string(kMaxRowLength) +
               " compartments (below 3 a throw of 4 takes a piece once round its circuit onto itself)";
    if (k < 1 || k > kMaxPieces)
        return "bheri-bakri: pieces_per_side=" + std::to_string(k) + " is not allowed: 1 to " + std::to_string(kMaxPieces) +
               " pieces per side";
    if (k > n)
        return "bheri-bakri: pieces_per_side=" + std::to_string(k) + " does not fit row_length=" + std::to_string(n) +
               ": the pieces start one to a compartment of the home row, so pieces_per_side can be at most row_length";
    return {};
}

Rules rulesFromOptions(const Options &o) {
    Rules r;
    r.cowrieP = o.real("cowrie_p");
    r.extraOnCar = o.choice("extra_values") == "pod_and_car";
    r.extraNeedsUse = o.flag("extra_needs_use");
    r.banked = o.choice("throw_use") == "banked";
    r.halves = o.choice("split") == "halves";
    r.everyExitPod = o.choice("release") == "every_exit_pod";
    r.passThrough = o.choice("exit_from_8_only") == "pass_through";
    r.homeJump = o.flag("home_jump");
    const auto &pri = o.choice("pod_priority");
    r.podPriority = pri == "home_if_possible" ? PodPriority::HomeIfPossible
                    : pri == "none"           ? PodPriority::None
                                              : PodPriority::UntilAllShifted;
    r.captureHome = o.flag("capture_home");
    r.homeShiftCapture = o.flag("home_shift_capture");
    r.ludiiLimit = o.choice("ludii_limit") == "on";
    r.captureBonus = o.choice("capture_bonus") == "extra_throw";
    r.compulsory = o.flag("compulsory");
    r.exitCircuit = o.choice("circuit") == "exit";
    r.entryIndex = o.choice("entry_cell") == "diagonal" ? 1 : 0;
    const auto &first = o.choice("first_player");
    r.firstPlayer = first == "goats" ? 0 : first == "sheep" ? 1 : -1;
    // Clamped so that a game is always well-formed; makeBheriGame refuses what checkSizes refuses.
    const int n = static_cast<int>(std::clamp<int64_t>(o.integer("row_length"), kMinRowLength, kMaxRowLength));
    const int k = static_cast<int>(std::clamp<int64_t>(o.integer("pieces_per_side"), 1, n));
    r.geo = Geometry(n, k);
    return r;
}

}  // namespace rulelab::bheri
