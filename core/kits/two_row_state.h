#pragma once
// The part of a two-row mancala State both plugins (Khutka Boia, Pachgarhwa) write alike: the
// position, the progress counters, the round guards (G-2 stall detector, G-3 round log) and
// the State methods that only read them. CRTP: Derived is the plugin's final State class, Pos
// its Position (a kits::RoundPosition), GameT its Game (with rules().board). No virtual call is
// added: Derived is final, and everything here is inline.

#include "kits/two_row.h"

#include <array>
#include <memory>
#include <string>

namespace rulelab::kits {

template <class Derived, class Pos, class GameT>
class TwoRowState : public State {
public:
    explicit TwoRowState(const GameT *game) : game_(game) {}

    std::unique_ptr<State> clone() const override {
        return std::make_unique<Derived>(static_cast<const Derived &>(*this));
    }
    void copyFrom(const State &other) override { static_cast<Derived &>(*this) = static_cast<const Derived &>(other); }
    int currentPlayer() const override { return kits::currentPlayer(pos_); }
    void chanceOutcomes(ChanceList &out) const override { kits::startChance(pos_, out); }
    EndReason endReason() const override { return pos_.endReason; }
    Result result() const override { return pos_.result; }
    std::array<int, 2> scores() const override { return {total(kSouth), total(kNorth)}; }
    MatchProgress progress() const override { return progress_; }
    std::string describeMove(Move move) const override { return kits::describeMove(pos_, bs(), move); }

    // Inspection and test set-up. After editing pos() by hand, call restartRoundGuards() so
    // that the stall test starts from the edited position.
    Pos &pos() { return pos_; }
    const Pos &pos() const { return pos_; }
    void restartRoundGuards() { stall_.reset(stallKey(), pos_.board.onBoard(bs().holes)); }
    const StallDetector &stallDetector() const { return stall_; }
    const RoundLog &roundLog() const { return roundLog_; }
    int stalledRounds() const { return stalledRounds_; }
    int total(int seat) const { return kits::total(pos_, seat); }  // store + reserve

    // The board's size (holes_per_row, counters_per_hole): 5 x 5 unless an experimental reading says otherwise.
    const BoardSize &bs() const { return game_->rules().board; }
    int rowOwner(int h) const { return h < bs().perRow ? kSouth : kNorth; }
    uint16_t rowMask(int seat) const { return bs().rowMask(seat); }

protected:
    // Exact within a round (see kits::BoardSize::stallKey): 6 bits per hole and the mover at bit
    // 60 on the historical board.
    StallKey stallKey() const { return bs().stallKey(pos_.board, pos_.toMove); }
    void terminate(EndReason reason, Result result) { kits::terminate(pos_, reason, result); }
    void giveFromTotal(int from, int to, int n) { kits::giveFromTotal(pos_, from, to, n); }

    // The round loop and the moves between rounds, on Derived's hooks endRound, beginRefill,
    // continueBetweenRounds, startRound and chooseBha (templates on the sink; Derived makes
    // this class a friend). A round can end the moment it starts (the starter has nothing to
    // sow), so the loop does not recurse; the round cap bounds it.
    template <class Sink>
    void resolveRoundEnd(RoundEndCause cause, Sink &sink) {
        while (cause != RoundEndCause::None) {
            if (!self().endRound(cause, sink)) return;
            self().beginRefill(sink);
            cause = self().continueBetweenRounds(sink);
        }
    }
    // first_player = random: the chance move names the starter of round 1.
    template <class Sink>
    void applyChance(Move move, Sink &sink) {
        kits::chanceStarter(pos_, move, sink);
        const RoundEndCause c = self().startRound(sink, true);
        if (c != RoundEndCause::None) resolveRoundEnd(c, sink);
    }
    // fill_order = player_choice: a group into the chosen hole.
    template <class Sink>
    void applyFill(Move move, Sink &sink) {
        ++progress_.turns;
        kits::fillMove(pos_, bs(), move, sink);
        const RoundEndCause c = self().continueBetweenRounds(sink);
        if (c != RoundEndCause::None) resolveRoundEnd(c, sink);
    }
    // After a 3+2 remainder: the chosen end hole becomes the bha, and the round starts.
    template <class Sink>
    void applyBha(Move move, Sink &sink) {
        ++progress_.turns;
        self().chooseBha(move - bs().bhaBase(), sink);
        const RoundEndCause c = self().startRound(sink, false);
        if (c != RoundEndCause::None) resolveRoundEnd(c, sink);
    }

    Derived &self() { return static_cast<Derived &>(*this); }

    const GameT *game_;
    Pos pos_;
    MatchProgress progress_;
    int32_t stalledRounds_ = 0;
    StallDetector stall_;
    RoundLog roundLog_;
};

}  // namespace rulelab::kits
