// plugins/nim/nim_game.cpp
#include "nim_game.h"

#include <cstdio>
#include <sstream>

namespace rulelab::nim {

NimState::NimState(const NimGame *game) : game_(game), pile_(game->rules().pile), toMove_(game->rules().start) {}

void NimState::legalMoves(MoveList &out) const {
    out.clear();
    if (currentPlayer() < 0) return;  // chance or over: no player moves
    for (int k = 1; k <= game_->rules().maxTake && k <= pile_; ++k) out.push(k);
}

void NimState::chanceOutcomes(ChanceList &out) const {
    out.clear();
    if (toMove_ != kChancePlayer || result_ != Result::None) return;
    out.push(0, 0.5);
    out.push(1, 0.5);
}

void NimState::apply(Move move, Trace *trace) {
    if (toMove_ == kChancePlayer) {  // the chance move names the seat that starts
        toMove_ = move;
        if (trace) trace->push_back({StepKind::Note, static_cast<int8_t>(move), -1, -1, 0, "chance: seat starts"});
        return;
    }
    ++turns_;
    // The taken counters leave cell 0 (the pile) for the mover's store: the replay derives this.
    if (trace) trace->push_back({StepKind::Capture, static_cast<int8_t>(toMove_), 0, -1, move, {}});
    pile_ -= move;
    taken_[static_cast<size_t>(toMove_)] += move;
    if (pile_ == 0) {
        const bool moverWins = !game_->rules().misere;
        result_ = (moverWins == (toMove_ == 0)) ? Result::Win0 : Result::Win1;
        return;
    }
    toMove_ = 1 - toMove_;
}

void NimState::appendKey(std::string &out) const {
    out.push_back(static_cast<char>(toMove_ + 2));
    out.push_back(static_cast<char>(result_));
    out.append(reinterpret_cast<const char *>(&pile_), sizeof pile_);
    out.append(reinterpret_cast<const char *>(taken_.data()), sizeof taken_);
}

std::string NimState::serialize() const {
    std::ostringstream os;
    os << "nim1 " << pile_ << ' ' << toMove_ << ' ' << taken_[0] << ' ' << taken_[1] << ' ' << turns_ << ' '
       << static_cast<int>(result_);
    return os.str();
}

bool NimState::parse(std::string_view text, std::string &error) {
    const std::string s(text);
    int pile = 0, toMove = 0, r = 0, end = 0;
    std::array<int, 2> taken{0, 0};
    long long turns = 0;
    const bool read = std::sscanf(s.c_str(), "nim1 %d %d %d %d %lld %d%n", &pile, &toMove, &taken[0], &taken[1], &turns,
                                  &r, &end) == 6 &&
                      static_cast<size_t>(end) == s.size();
    if (!read || pile < 0 || toMove < kChancePlayer || toMove > 1 || r < 0 || r > static_cast<int>(Result::Win1) ||
        taken[0] < 0 || taken[1] < 0 || turns < 0 || pile + taken[0] + taken[1] != game_->rules().pile ||
        (r != 0) != (pile == 0)) {
        error = "not a nim state of this reading (nim1 PILE SEAT TAKEN0 TAKEN1 TURNS RESULT): '" + s + "'";
        return false;
    }
    pile_ = pile;
    toMove_ = toMove;
    taken_ = taken;
    turns_ = turns;
    result_ = static_cast<Result>(r);
    return true;
}

std::string NimState::describeMove(Move move) const {
    if (toMove_ == kChancePlayer) return std::string("chance: ") + (move == 0 ? "First" : "Second") + " starts";
    const char *who = toMove_ == 0 ? "First" : "Second";
    return std::string(who) + " takes " + std::to_string(move) + " of " + std::to_string(pile_);
}

BoardView NimState::boardView() const { return pileBoardView(pile_, taken_, result_ == Result::None ? toMove_ : -1); }

bool NimState::checkInvariants(std::string &why) const {
    if (pile_ + taken_[0] + taken_[1] != game_->rules().pile) {
        why = "counters not conserved: " + serialize();
        return false;
    }
    if ((result_ != Result::None) != (pile_ == 0)) {
        why = "the match is over exactly when the pile is empty: " + serialize();
        return false;
    }
    return true;
}

std::unique_ptr<State> NimGame::deserialize(std::string_view text, std::string &error) const {
    auto s = std::make_unique<NimState>(this);
    if (!s->parse(text, error)) return nullptr;
    return s;
}

BoardView pileBoardView(int pile, const std::array<int, 2> &taken, int toMove) {
    BoardView v;
    v.rows = 1;
    v.cols = 1;
    BoardCell c;
    c.id = 0;
    c.label = "pile";
    c.count = pile;
    v.cells.push_back(c);
    v.stores = {{"First", 0, taken[0]}, {"Second", 1, taken[1]}};
    v.toMove = toMove >= 0 ? toMove : -1;
    return v;
}

std::unique_ptr<Game> makeNimGame(const Options &options, const Limits &limits, std::string &error) {
    NimRules rules;
    if (!NimRules::fromOptions(options, rules, error)) return nullptr;
    return std::make_unique<NimGame>(options, limits, rules);
}

}  // namespace rulelab::nim
