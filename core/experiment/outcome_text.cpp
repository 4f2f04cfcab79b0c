#include "outcome_text.h"

#include <QCoreApplication>

namespace rulelab {

namespace {
// The context of these texts in translations/*.ts: "Outcome".
class OutcomeText {
    Q_DECLARE_TR_FUNCTIONS(Outcome)
};

int winnerSeat(Result r) { return r == Result::Win0 ? 0 : r == Result::Win1 ? 1 : -1; }
}  // namespace

QString seatNameText(const std::vector<std::string> &playerNames, int seat) {
    if (seat >= 0 && static_cast<size_t>(seat) < playerNames.size() && !playerNames[static_cast<size_t>(seat)].empty())
        return QCoreApplication::translate("rulelab::board", playerNames[static_cast<size_t>(seat)].c_str());
    return OutcomeText::tr("seat %1").arg(seat + 1);
}

QString outcomeText(const OutcomeFacts &f, const std::vector<std::string> &names) {
    const int winner = winnerSeat(f.result);
    if (winner >= 0) {
        const QString who = seatNameText(names, winner);
        const QString won = f.withScores ? OutcomeText::tr("%1 won %2-%3")
                                               .arg(who)
                                               .arg(f.scores[static_cast<size_t>(winner)])
                                               .arg(f.scores[static_cast<size_t>(1 - winner)])
                                         : OutcomeText::tr("%1 won").arg(who);
        if (f.firstPlayer < 0) return won;
        return winner == f.firstPlayer ? OutcomeText::tr("%1, having moved first").arg(won)
                                       : OutcomeText::tr("%1, having moved second").arg(won);
    }
    if (f.result == Result::Draw)
        return f.withScores ? OutcomeText::tr("a draw, %1-%2").arg(f.scores[0]).arg(f.scores[1]) : OutcomeText::tr("a draw");
    return OutcomeText::tr("no result");
}

QString resultValueText(Result result, const std::vector<std::string> &names) {
    const int winner = winnerSeat(result);
    if (winner >= 0) return OutcomeText::tr("%1 wins").arg(seatNameText(names, winner));
    return result == Result::Draw ? OutcomeText::tr("draw") : OutcomeText::tr("undecided");
}

QString resultKeyValueText(const std::string &key, const std::vector<std::string> &names) {
    const Result r = key == "win0"   ? Result::Win0
                     : key == "win1" ? Result::Win1
                     : key == "draw" ? Result::Draw
                                     : Result::Undecided;
    return resultValueText(r, names);
}

QString agentText(const AgentSpec &a) {
    switch (a.kind) {
    case AgentSpec::Random: return OutcomeText::tr("random", "agent");
    case AgentSpec::Greedy: return OutcomeText::tr("greedy", "agent");
    case AgentSpec::Mcts: {
        const QString budget = a.timed() ? OutcomeText::tr("MCTS, %1 s a move").arg(a.seconds)
                                         : OutcomeText::tr("MCTS, %1 playouts").arg(a.strength);
        return a.reuse ? OutcomeText::tr("%1, keeping its tree").arg(budget) : budget;
    }
    case AgentSpec::Search: return OutcomeText::tr("search, depth %1").arg(a.strength);
    }
    return {};
}

QString participantsText(const std::array<AgentSpec, 2> &bySeat, const std::array<bool, 2> &persons) {
    if (persons[0] && persons[1]) return OutcomeText::tr("you against yourself");
    const QString a = persons[0] ? OutcomeText::tr("you") : agentText(bySeat[0]);
    const QString b = persons[1] ? OutcomeText::tr("you") : agentText(bySeat[1]);
    return OutcomeText::tr("%1 against %2").arg(a, b);
}

}  // namespace rulelab
