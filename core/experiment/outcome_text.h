#pragma once
// Who won, in words, once for every face: the Replay and Play tabs, the field sheet, the state
// and round graphs, `rulelab-cli play` and `replay`. The winner is named by the game's seat name
// ("South", "Goats"; "seat 2" for a game without names) and, when known, as the first or second
// mover: "South won 26-22, having moved first", "Goats won", "a draw, 24-24". No result key ("win1")
// ever reaches the screen. Texts are translated in the context "Outcome".

#include "game/game.h"
#include "sim/agents.h"

#include <QString>

#include <array>
#include <string>
#include <vector>

namespace rulelab {

// A seat by the game's name for it ("South"), or "seat N" (1-based) when the game names none.
QString seatNameText(const std::vector<std::string> &playerNames, int seat);

// The end of a match as one phrase.
struct OutcomeFacts {
    Result result = Result::None;
    int firstPlayer = -1;             // the seat that moved first; -1: not known (then not said)
    std::array<int, 2> scores{0, 0};  // by seat
    bool withScores = true;           // "won 26-22" (the winner's score first), "a draw, 24-24"
};
// "South won 26-22, having moved first", "North won, having moved second", "Goats won",
// "a draw, 24-24", "a draw", "no result" (undecided or not finished).
QString outcomeText(const OutcomeFacts &facts, const std::vector<std::string> &playerNames);

// A result as the value of a position ("South wins", "draw", "undecided"): state graphs.
QString resultValueText(Result result, const std::vector<std::string> &playerNames);
// The same for the state graph's and the CSV's result keys ("win0", "win1", "draw",
// "undecided"); any other key comes back as "undecided".
QString resultKeyValueText(const std::string &key, const std::vector<std::string> &playerNames);

// An agent in words: "random", "greedy", "MCTS, 500 playouts", "search, depth 4".
QString agentText(const AgentSpec &agent);
// Who played whom, seat 0 first: "you against greedy", "greedy against you", "random against
// greedy", "you against yourself" (a person in both seats).
QString participantsText(const std::array<AgentSpec, 2> &bySeat, const std::array<bool, 2> &persons);

}  // namespace rulelab
