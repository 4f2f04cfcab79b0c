// plugins/nim/nim_game.h
#pragma once
// Nim's engine. Moves: k = take k counters. Chance (first_player = random): the seat that starts.
#include "nim_rules.h"

#include "game/game.h"

#include <array>
#include <memory>
#include <string>
#include <string_view>

namespace rulelab::nim {

class NimGame;

class NimState final : public CopyableState<NimState> {
public:
    explicit NimState(const NimGame *game);
    int currentPlayer() const override { return result_ != Result::None ? kTerminalPlayer : toMove_; }
    void legalMoves(MoveList &out) const override;
    void chanceOutcomes(ChanceList &out) const override;
    void apply(Move move, Trace *trace = nullptr) override;
    EndReason endReason() const override { return result_ == Result::None ? EndReason::None : EndReason::Finished; }
    Result result() const override { return result_; }
    std::array<int, 2> scores() const override { return taken_; }
    MatchProgress progress() const override { return {turns_, turns_, 1, turns_}; }
    void appendKey(std::string &out) const override;
    std::string serialize() const override;
    std::string describeMove(Move move) const override;
    BoardView boardView() const override;
    bool checkInvariants(std::string &why) const override;
    bool parse(std::string_view text, std::string &error);

private:
    const NimGame *game_;
    int pile_;
    int toMove_;  // a seat, or kChancePlayer before the chance move
    std::array<int, 2> taken_{0, 0};
    int64_t turns_ = 0;
    Result result_ = Result::None;
};

class NimGame final : public GameWithOptions {
public:
    NimGame(const Options &options, const Limits &limits, const NimRules &rules)
        : GameWithOptions(nimInfo(), options, limits), rules_(rules) {}
    std::unique_ptr<State> newInitialState() const override { return std::make_unique<NimState>(this); }
    std::unique_ptr<State> deserialize(std::string_view text, std::string &error) const override;
    const NimRules &rules() const { return rules_; }

private:
    NimRules rules_;
};

// The board of one pile (cell 0) and each seat's store, with `toMove` to move (-1: nobody); the
// test fixture's game (tests/fixtures) shows its pile with it too.
BoardView pileBoardView(int pile, const std::array<int, 2> &taken, int toMove);

// The factory the plugin and the tests use.
std::unique_ptr<Game> makeNimGame(const Options &options, const Limits &limits, std::string &error);

}  // namespace rulelab::nim
