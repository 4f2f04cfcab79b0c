#pragma once
// The part of a two-row mancala State both plugins (Khutka Boia, Pachgarhwa) write alike: the
// position, the progress counters, the round guards (G-2 stall detector, G-3 round log) and
// the State methods that only read them. CRTP: Derived is the plugin's final State class, Pos
// its Position (a kits::RoundPosition), GameT its Game (with rules().board). No virtual call is
// added: Derived is final, and everything here is inline. Derived supplies the hooks
// legalStarts, fillHoles, northOwns, hasLegalStart, sowTurn, afterTurn and the round hooks
// (endRound, beginRefill, afterPlacement, startRound, chooseBha), and its Game is a
// kits::TwoRowGame (two_row.h).

#include "game/playout.h"
#include "kits/two_row.h"

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <vector>

namespace rulelab::kits {

// The exact stall verdict (G-2): from a position, can the round still end by its rules or see a
// capture, under some play?
enum class StallVerdict : uint8_t {
    EndReachable,  // yes: a capture, or the round's own end, is reachable; play goes on
    Proven,        // no: every position reachable without a capture was visited, none captures
    Unknown,       // the exploration hit its budget (or a relay lap cap): nothing is proven
};

template <class Derived, class Pos, class GameT>
class TwoRowState : public CopyableState<Derived> {
public:
    explicit TwoRowState(const GameT *game) : game_(game) {
        // The stall verdict's scratch storage, sized here so that apply never allocates it.
        const Limits &L = game->rules().limits;
        if (L.repeatK > 0 || L.noCaptureTurns > 0) ProofScratch::forThisThread().reserve(L.stallProofNodes);
    }

    int currentPlayer() const override { return kits::currentPlayer(pos_); }
    void chanceOutcomes(ChanceList &out) const override { kits::startChance(pos_, out); }
    EndReason endReason() const override { return pos_.endReason; }
    Result result() const override { return pos_.result; }
    std::array<int, 2> scores() const override { return {total(kSouth), total(kNorth)}; }
    MatchProgress progress() const override { return progress_; }
    // The starter of round 1 (the chance move of first_player = random decides it).
    int startingPlayer() const override { return pos_.round == 1 && pos_.phase != Phase::Chance ? pos_.starter : -1; }
    std::string describeMove(Move move) const override { return kits::describeMove(pos_, bs(), move); }
    // The runner's loop on Derived itself (uniform random players): no virtual call per turn.
    bool playRandomToEnd(Rng &rng, MoveList &moves, ChanceList &chance, const PlayoutLimits &limits,
                         PlayoutTally &tally) override {
        playOutUniform(self(), rng, moves, chance, limits, tally);
        return true;
    }

    // The legal moves, the same in both games: a sowing start of the mover (Derived's
    // legalStarts: KB-3, PG-4 and their guards) or a pass when there is none (KB-10, PG-7; the
    // other no_move values end the round first); between rounds a group into a hole Derived's
    // fillHoles(seat) range allows, or the choice of the bha.
    void legalMoves(MoveList &out) const override {
        out.clear();
        switch (pos_.phase) {
        case Phase::Play:
            self().legalStarts(pos_.toMove, out);
            if (out.empty()) out.push(bs().passMove());
            return;
        case Phase::Fill: {
            const auto [first, end] = self().fillHoles(pos_.toMove);
            for (int h = first; h < end; ++h)
                if (pos_.fillMask[tworow::ix(pos_.toMove)] & tworow::bit(h)) out.push(bs().fillBase() + h);
            return;
        }
        case Phase::Bha: kits::bhaMoves(pos_, bs(), out); return;
        default: return;
        }
    }
    // The board as the views draw it; Derived's northOwns() says which holes are North's.
    BoardView boardView() const override { return kits::boardView(pos_, bs(), self().northOwns(), stalledRounds_); }

    // Inspection and test set-up. After editing pos() by hand, call restartRoundGuards() so
    // that the stall test starts from the edited position.
    Pos &pos() { return pos_; }
    const Pos &pos() const { return pos_; }
    void restartRoundGuards() { stall_.reset(stallKey(), pos_.board.onBoard(bs().holes)); }
    const StallDetector &stallDetector() const { return stall_; }
    const RoundLog &roundLog() const { return roundLog_; }
    int stalledRounds() const { return stalledRounds_; }
    int total(int seat) const { return kits::total(pos_, seat); }  // store + reserve

    // G-2, exact: from the current position, can a capture (any decrease of the counters on
    // the board: a capture, a four, a bha take, a fee) or the round's own end (one left, an empty
    // board, a player with nothing to sow under a no_move rule that ends the round) still happen
    // within this round, under any play of both sides? Breadth-first over the positions
    // reachable without a capture, keyed by the stall key (exact within a round at one board
    // total), at most `budget` of them. A move that runs into a perpetual relay (G-1) leads
    // nowhere; one that hits the relay lap cap makes the answer Unknown. The state is unchanged.
    // `explored`, when given, receives the number of positions visited (the start included).
    StallVerdict proveStall(int64_t budget, int64_t *explored = nullptr) const {
        // Per thread, reused and sized where states are made (StallProofScratch): the queue,
        // the key set and a scratch state, whose game and position are set here (its other
        // fields play no part while it explores).
        ProofScratch &buf = ProofScratch::forThisThread();
        buf.clear();
        if (!buf.state) buf.state.emplace(static_cast<const Derived &>(*this));
        Derived &copy = *buf.state;
        TwoRowState &scratch = copy;
        scratch.game_ = game_;
        scratch.exploring_ = true;
        const int holes = bs().holes;
        const int total0 = pos_.board.onBoard(holes);
        buf.seen.insert(stallKey());
        buf.push(pos_);
        bool capped = false;
        MoveList moves;
        struct Count {
            int64_t *out;
            const StallKeySet &seen;
            ~Count() {
                if (out) *out = static_cast<int64_t>(seen.size());
            }
        } count{explored, buf.seen};
        while (!buf.empty()) {
            const Pos from = buf.pop();
            scratch.pos_ = from;
            copy.legalMoves(moves);
            for (int k = 0; k < moves.size; ++k) {
                scratch.pos_ = from;
                scratch.exploredEnd_ = RoundEndCause::None;
                copy.apply(moves[k]);
                if (scratch.pos_.phase == Phase::Over) {  // G-1 ended the match inside the move
                    capped = capped || scratch.pos_.endReason != EndReason::RelayLoop;
                    continue;
                }
                if (scratch.exploredEnd_ != RoundEndCause::None) return StallVerdict::EndReachable;
                if (scratch.pos_.board.onBoard(holes) < total0) return StallVerdict::EndReachable;
                if (!buf.seen.insert(scratch.stallKey())) continue;
                if (static_cast<int64_t>(buf.seen.size()) > budget) return StallVerdict::Unknown;
                buf.push(scratch.pos_);
            }
        }
        return capped ? StallVerdict::Unknown : StallVerdict::Proven;
    }

    // The board's size (holes_per_row, counters_per_hole): 5 x 5 unless an experimental reading says otherwise.
    const BoardSize &bs() const { return game_->rules().board; }
    int rowOwner(int h) const { return h < bs().perRow ? kSouth : kNorth; }
    uint16_t rowMask(int seat) const { return bs().rowMask(seat); }

protected:
    using ProofScratch = StallProofScratch<Pos, Derived>;
    // Exact within a round (see kits::BoardSize::stallKey): 6 bits per hole and the mover at bit
    // 60 on the historical board.
    StallKey stallKey() const { return bs().stallKey(pos_.board, pos_.toMove); }
    void terminate(EndReason reason, Result result) { kits::terminate(pos_, reason, result); }
    void giveFromTotal(int from, int to, int n) { kits::giveFromTotal(pos_, from, to, n); }

    // State::apply for Derived (which calls it from its own apply, so that the hooks below are
    // instantiated where they are defined): a sink that records micro-steps only when asked, else
    // one that counts the usage map when the state has a counter (State::setUsage), else none.
    // Between rounds only what the rules take counts (leftovers, the bha's counters as captured);
    // placing groups at a refill is not sowing and counts nothing.
    void applyTraced(Move move, Trace *trace) {
        if (trace) {
            TraceSink sink(trace);
            applyMove(move, sink);
        } else if (this->usage_) {
            UsageSink sink(this->usage_);
            applyMove(move, sink);
        } else {
            NullSink sink;
            applyMove(move, sink);
        }
    }
    // One move in any phase: the chance move naming the starter, a sowing (Derived's sowTurn)
    // or a pass (Derived's afterTurn decides whether the round ends), a fill, the bha.
    template <class Sink>
    void applyMove(Move move, Sink &sink) {
        switch (pos_.phase) {
        case Phase::Chance: applyChance(move, sink); return;
        case Phase::Play:
            ++progress_.turns;
            if (move == bs().passMove()) {
                kits::passTurn(pos_, sink);
                countLudiiTurn(1, false);  // a pass is a turn and a move in Ludii's count
                self().afterTurn(sink);
                return;
            }
            self().sowTurn(move, sink);
            return;
        case Phase::Fill: applyFill(move, sink); return;
        case Phase::Bha: applyBha(move, sink); return;
        case Phase::Over: return;
        }
    }
    void returnBoardToReserves() { kits::returnBoardToReserves(pos_, bs(), self().northOwns()); }

    // The round loop and the moves between rounds, on Derived's hooks endRound, beginRefill,
    // continueBetweenRounds, startRound and chooseBha (templates on the sink; Derived makes
    // this class a friend). A round can end the moment it starts (the starter has nothing to
    // sow), so the loop does not recurse; the round cap bounds it.
    template <class Sink>
    void resolveRoundEnd(RoundEndCause cause, Sink &sink) {
        while (cause != RoundEndCause::None) {
            ++(cause == RoundEndCause::StallGuard ? progress_.roundsByGuard : progress_.roundsByRule);
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

    // The start of a match: under a random first player the chance move names the starter
    // (applyChance); otherwise `starter` begins round 1 at once.
    void beginMatch(bool randomStarter, int starter) {
        if (randomStarter) {
            pos_.phase = Phase::Chance;
            pos_.toMove = static_cast<int8_t>(kChancePlayer);
            pos_.starter = -1;
            stall_.reset(stallKey(), bs().counters);
            return;
        }
        pos_.starter = pos_.toMove = static_cast<int8_t>(starter);
        NullSink sink;
        self().startRound(sink, true);
    }
    // The play of a round begins (after kits::openRound): the stall test starts from here, and a
    // starter with nothing to sow ends the round at once unless he passes (KB-10, PG-7).
    RoundEndCause beginPlay(NoMove noMove) {
        stall_.reset(stallKey(), pos_.board.onBoard(bs().holes));
        if (noMove != NoMove::Pass && !self().hasLegalStart(pos_.toMove)) return RoundEndCause::NoMove;
        return RoundEndCause::None;
    }
    // match_end = cannot_fill (KB-19, PG-10): after the refill, a player who owns no live hole
    // loses (both: the totals decide). True when the match ended.
    bool cannotFillEnds(uint16_t southHoles, uint16_t northHoles) {
        const bool southLive = (pos_.board.live & southHoles) != 0, northLive = (pos_.board.live & northHoles) != 0;
        if (southLive && northLive) return false;
        returnBoardToReserves();
        const Result r = !southLive && !northLive ? tworow::byTotals(total(0), total(1)) : southLive ? Result::Win0 : Result::Win1;
        terminate(EndReason::Finished, r);
        return true;
    }
    // At a round's end (after closeRound): the ends of a match both games share. A round the stall
    // guard ended stops the match under stall = undecided (or, `flagScored`, with the totals'
    // result) and is counted otherwise; a fixed_rounds match ends after its last round. True when
    // the match ended.
    bool stalledOrLastRoundEnds(RoundEndCause cause, bool undecided, bool flagScored, bool fixedRounds, int rounds) {
        const Result byTotals = tworow::byTotals(pos_.reserve[0], pos_.reserve[1]);
        if (cause == RoundEndCause::StallGuard) {
            if (undecided || flagScored) {
                terminate(EndReason::RoundStalled, undecided ? Result::Undecided : byTotals);
                return true;
            }
            ++stalledRounds_;
        }
        if (fixedRounds && pos_.round >= rounds) {
            terminate(EndReason::Finished, byTotals);
            return true;
        }
        return false;
    }
    // The round cap (sim.max_rounds): the match stops undecided. True when it did.
    bool roundCapEnds(bool fixedRounds, int rounds) {
        if (!kits::roundCapReached(pos_, fixedRounds, rounds, game_->rules().limits)) return false;
        terminate(EndReason::CapReached, Result::Undecided);
        return true;
    }
    // Between rounds, after the refill's automatic part and after each Fill move: while groups are
    // left to place the Fill phase goes on; then Derived's afterPlacement (holes taken over or
    // kept alive), the bha's choice after a 3+2 remainder, or the next round.
    template <class Sink>
    RoundEndCause continueBetweenRounds(Sink &sink) {
        if (pos_.fillLeft[0] > 0 || pos_.fillLeft[1] > 0) {
            pos_.phase = Phase::Fill;
            return RoundEndCause::None;
        }
        self().afterPlacement(sink);
        if (pos_.status == Status::ThreeTwo) {
            pos_.phase = Phase::Bha;
            pos_.toMove = pos_.bhaChooser;
            return RoundEndCause::None;
        }
        return self().startRound(sink, false);
    }
    // KB-17b: the chosen end hole becomes the Bhadar's bha.
    template <class Sink>
    void setBha(int hole, Sink &sink) {
        pos_.board.special = static_cast<int8_t>(hole);
        pos_.board.specialOwner = pos_.bhadar;
        sink.step(StepKind::Note, pos_.toMove, hole, 0, "bha chosen");
    }
    // State::parse's last step, once every field was read and checked.
    void adoptParsed(const Pos &p, const MatchProgress &prog, const int32_t (&guards)[3], const StallDetector &stall,
                     const RoundLog &log) {
        pos_ = p;
        progress_ = prog;
        stalledRounds_ = guards[0];
        ludiiTurns_ = guards[1];
        ludiiMoves_ = guards[2];
        stall_ = stall;
        roundLog_ = log;
    }

    // After a sowing turn or a pass of the Play phase: does the round end, and why? First the
    // rules (ruleRoundEnd); then, when `stallGuard` is on, the stall test: its cheap trigger and,
    // when it fires, the exact verdict. A proven stall ends the round (StallRule when the
    // reading's round end is "no further capture", which is exactly what was proven; StallGuard
    // otherwise); an unproven one backs the trigger off and play goes on. In a scratch copy of
    // proveStall the rules' answer is only recorded (exploredEnd_) and None returned.
    RoundEndCause turnRoundEnd(bool oneLeftEnds, NoMove noMove, bool stallIsRule, bool stallGuard, bool rowEmptyEnds = false) {
        const int onBoard = pos_.board.onBoard(bs().holes) - self().heldAside();
        const RoundEndCause cause = ruleRoundEnd(
            pos_, onBoard, oneLeftEnds, noMove, [this](int seat) { return self().hasLegalStart(seat); }, rowEmptyEnds);
        if (exploring_) {
            exploredEnd_ = cause;
            return RoundEndCause::None;
        }
        if (cause != RoundEndCause::None || !stallGuard) return cause;
        return stallTest(onBoard, stallIsRule);
    }
    // The stall test of turnRoundEnd, out of line so that the rules' test stays small and inline.
    [[gnu::noinline]] RoundEndCause stallTest(int onBoard, bool stallIsRule) {
        const Limits &L = game_->rules().limits;
        if (stall_.observe(stallKey(), onBoard, L.repeatK, L.noCaptureTurns) == StallDetector::Verdict::None)
            return RoundEndCause::None;
        if (proveStall(L.stallProofNodes) == StallVerdict::Proven)
            return stallIsRule ? RoundEndCause::StallRule : RoundEndCause::StallGuard;
        stall_.backOff();
        return RoundEndCause::None;
    }

    // A sowing turn as Ludii counts it: one turn (the mover changes), and a move per segment.
    void countLudiiTurn(int64_t laps, bool extraMove) {
        ++ludiiTurns_;
        ludiiMoves_ += static_cast<int32_t>(std::min<int64_t>(std::max<int64_t>(1, laps), kLudiiMoveLimit)) + (extraMove ? 1 : 0);
    }
    bool ludiiLimitReached() const { return ludiiTurns_ >= kLudiiTurnLimit || ludiiMoves_ >= kLudiiMoveLimit; }

    // Counters on the board that the round's end test does not count (Derived may say; none here).
    int heldAside() const { return 0; }

    Derived &self() { return static_cast<Derived &>(*this); }
    const Derived &self() const { return static_cast<const Derived &>(*this); }

    const GameT *game_;
    Pos pos_;
    MatchProgress progress_;
    int32_t stalledRounds_ = 0;
    StallDetector stall_;
    RoundLog roundLog_;
    // Set only in proveStall's scratch copy: the rules' round end after a move is recorded in
    // exploredEnd_ and nothing else happens (no guard, no cap, no round end).
    bool exploring_ = false;
    RoundEndCause exploredEnd_ = RoundEndCause::None;
    // Turns and moves as a Ludii trial counts them, for the readings that stop at Ludii's limits.
    int32_t ludiiTurns_ = 0;
    int32_t ludiiMoves_ = 0;
};

}  // namespace rulelab::kits
