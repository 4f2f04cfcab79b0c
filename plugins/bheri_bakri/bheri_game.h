#pragma once
// Bheri Bakri ("sheep and goat", Das Gupta, British Garhwal) as a rulelab::Game: the rules of
// catalogue chapter 3 with guard G-4. Plain C++; the Qt plugin (written by rulelab_add_game_plugin) only wraps it.
// The options and their typed form are in bheri_rules.h, the board and the piece moves in
// bheri_board.h; bheri_game.cpp plays the State, bheri_game_text.cpp writes and reads it.
//
// Turn structure. Every throw is an explicit chance state with five outcomes, the values 0..4
// with Binomial(4, cowrie_p) probabilities (kits/cowrie.h). Choosing what to move with a value is
// a player decision. A throw (or credit) that cannot be used is lost without a decision: the
// state moves on by itself, so every player decision has at least one real move (plus "decline"
// when compulsory=false). Under first_player=random the first state is a chance state with the
// outcomes 0 (Goats start) and 1 (Sheep start), 1/2 each.
//
// Move encoding (player moves; decimal so that move lists stay readable):
//     100 * v + from          use a whole value v (1..4) on the piece standing on cell `from`
//     1000 + 100 * h + from   use one half h (1 or 2) of a split 2 or 4 on that piece
//     0                       decline: under compulsory=false, give up the current throw, or
//                             the second half, or (banked) all remaining credits
// With immediate throws v is always the current throw; under banked credits v names the credit
// spent. Chance outcomes are the throw value 0..4, or the starting seat at the first-player node.
//
// Counters (MatchProgress): turns = player decisions (declines included; lost throws are not
// decisions), laps = piece moves (each half counts), rounds = 1, captures = pieces captured.
// Scores = pieces each seat has captured. The throw count drives the G-4 cap (Limits::maxThrows).

#include "bheri_board.h"
#include "bheri_rules.h"

#include "game/game.h"
#include "game/rng.h"
#include "game/reading.h"

#include <array>
#include <memory>
#include <string>

namespace rulelab::bheri {

inline constexpr Move kDecline = 0;
constexpr Move encodeWhole(int v, int from) { return 100 * v + from; }
constexpr Move encodeHalf(int h, int from) { return 1000 + 100 * h + from; }
constexpr bool moveIsHalf(Move m) { return m >= 1000; }
constexpr int moveValue(Move m) { return (m / 100) % 10; }
constexpr int moveFrom(Move m) { return m % 100; }

// The factory the plugin and the tests use (the options come from bheriInfo(), bheri_rules.h).
std::unique_ptr<Game> makeBheriGame(const Options &options, const Limits &limits, std::string &error);

// The seats' names: seat 0 = A = Goats, seat 1 = B = Sheep.
inline constexpr const char *kSeatNames[2] = {"Goats", "Sheep"};
// Names of throw values as in S3: 0 "no point", 1 pod, 2 do, 3 tin, 4 car.
const char *throwName(int v);
// Cell label: "A1".."A8", "B1".."B8" in the home rows, "c8".."c15" in the neutral row (on a
// board of row_length n: A1..An, B1..Bn, cn..c(2n-1)).
std::string cellLabel(const Geometry &geometry, int cell);

enum class Phase : uint8_t {
    FirstPlayer,  // chance: who starts (first_player = random)
    Throw,        // chance: toMove throws the cowries
    Move,         // toMove uses the current throw (immediate) or spends a credit (banked)
    SecondHalf,   // toMove uses the second half of a split throw or credit
    Over,
};

class BheriGame;

class BheriState final : public CopyableState<BheriState> {
public:
    explicit BheriState(const BheriGame *game);

    int currentPlayer() const override;
    void legalMoves(MoveList &out) const override;
    void chanceOutcomes(ChanceList &out) const override;
    void apply(Move move, Trace *trace = nullptr) override;
    EndReason endReason() const override { return end_; }
    Result result() const override { return result_; }
    std::array<int, 2> scores() const override;
    MatchProgress progress() const override;
    int startingPlayer() const override { return starter_; }
    void appendKey(std::string &out) const override;
    std::string serialize() const override;
    std::string describeMove(Move move) const override;
    BoardView boardView() const override;
    // The runner's loop on BheriState itself (uniform random players): no virtual call per move.
    bool playRandomToEnd(Rng &rng, MoveList &moves, ChanceList &chance, const PlayoutLimits &limits,
                         PlayoutTally &tally) override;

    // Read access for tests and analyses.
    const Position &position() const { return pos_; }
    Phase phase() const { return phase_; }
    int toMove() const { return toMove_; }
    int throwValue() const { return throwValue_; }
    const std::array<uint8_t, 5> &bank() const { return bank_; }
    int halfValue() const { return halfValue_; }  // SecondHalf: the value of the half still to use
    int halfPiece() const { return halfPiece_; }  // SecondHalf: the piece that used the first half
    int64_t throws() const { return throws_; }
    const Geometry &geometry() const;

    // Parses the serialised form (see serialize); keys left out keep their initial values, so a
    // test can write just "bb1 board=... to=0 phase=move throw=1".
    bool parse(std::string_view text, std::string &error);

    // For tests: recomputes from scratch what the state keeps incrementally (the pieces that are
    // out, the pieces on the board, the G-4 answer once known, the piece moves of the decision in
    // progress) and returns "" when everything agrees, else what differs.
    std::string derivedMismatch() const;
    // The position's invariants (positionInvariants) and derivedMismatch; for the tests.
    bool checkInvariants(std::string &why) const override {
        why = positionInvariants(pos_, geometry());
        if (why.empty()) why = derivedMismatch();
        return why.empty();
    }

private:
    void enterThrow(int seat, Trace *trace);
    void onThrow(int v, Trace *trace);
    void onPlayerMove(Move move, Trace *trace);
    void onDecline(Trace *trace);
    void playPieceMove(Move move, const PieceMove &pm, Trace *trace);
    void afterCredit(int credit, bool captured, Trace *trace);
    void finishSecondHalf(bool captured, Trace *trace);
    // playRandomToEnd under immediate throws: the kept piece-move lists are the decision's moves.
    void playImmediateToEnd(Rng &rng, ChanceList &chance, const PlayoutLimits &limits, PlayoutTally &t);
    void finishThrow(bool used, bool captured, Trace *trace);
    void continueSpending(Trace *trace);
    void addValueMoves(int v, MoveList &out) const;
    bool findPieceMove(Move move, PieceMove &pm) const;
    void endGame(EndReason reason, Result result);
    // parse's keys: the position and the decision in progress (board ... half), and the history and
    // end (last ... result). `known` says whether the key is the group's; false with `error` for a bad value.
    bool parseDecisionKey(const std::string &key, const std::string &val, bool &known, std::string &error);
    bool parseHistoryKey(const std::string &key, const std::string &val, bool &known, std::string &error);
    // What parse checks once every key is read: a position that can be reached and a consistent phase.
    bool checkParsed(std::string &error) const;
    // Derived fields (below): all of them from scratch (construction, parse), and the piece-move
    // lists of the decision that has just begun.
    void recomputeDerived();
    void listDecision();
    // G-4 for the current position, computed at most once per position.
    bool deadlocked();
    // Pieces of `seat` that the opponent has captured (Position::capturedOf, from the counts).
    int capturedOf(int seat) const;

    const BheriGame *game_;
    Position pos_;
    int8_t toMove_ = 0;
    Phase phase_ = Phase::Throw;
    int8_t throwValue_ = 0;               // immediate: the throw being used (1..4)
    std::array<uint8_t, 5> bank_{};       // banked: credits by value (index 1..4)
    int8_t halfValue_ = 0;                // SecondHalf: the value of the half still to use
    int8_t halfPiece_ = 0;                // SecondHalf: the piece that used the first half
    bool pendingBonus_ = false;           // SecondHalf: the first half captured (capture_bonus)
    int8_t lastFrom_ = -1, lastTo_ = -1;  // the last piece move, for display
    int64_t throws_ = 0, turns_ = 0, moves_ = 0;
    int8_t starter_ = -1;                      // the seat that threw first (-1 before the chance move)
    int32_t ludiiTurns_ = 0, ludiiMoves_ = 0;  // as a Ludii trial counts them (ludii_limit)
    EndReason end_ = EndReason::None;
    Result result_ = Result::None;

    // Derived from the fields above, kept so that the hot loop never scans the board or lists the
    // same moves twice; they are part of no key and no text form (appendKey, serialize and parse
    // ignore them; parse and the constructor recompute them).
    std::array<int8_t, 2> active_{-1, -1};  // each seat's piece that is out: pos_.activeCell(seat), -1 none
    std::array<int8_t, 2> onBoard_{};       // each seat's pieces on the board: pos_.onBoard(seat)
    int8_t deadlock_ = -1;                  // isDeadlocked(pos_): -1 not computed yet for this position, 0 no, 1 yes
    // The piece moves of the decision in progress, as legalPieceMoves lists them, at the moment the
    // decision begins (the position and the value cannot change until it is made):
    //  - phase Move, immediate throws: valueMoves_ uses the throw whole; firstHalfMoves_ are the
    //    first halves of a split 2 or 4 that a second half can follow (empty unless split=halves);
    //  - phase SecondHalf: valueMoves_ uses the second half.
    // Otherwise (other phases, banked credits in phase Move) they are not used.
    PieceMoveList valueMoves_{};
    PieceMoveList firstHalfMoves_{};
};

class BheriGame final : public GameWithOptions {
public:
    BheriGame(const Options &options, const Limits &limits);
    std::unique_ptr<State> newInitialState() const override { return std::make_unique<BheriState>(this); }
    std::unique_ptr<State> deserialize(std::string_view text, std::string &error) const override;

    const Rules &rules() const { return rules_; }
    const std::array<double, 5> &throwDistribution() const { return dist_; }
    // A throw drawn as sampleChance draws it from chanceOutcomes' list (the same uniform draw
    // against the same running sums), without building the list.
    // The sums never decrease, so the first v with u < sum(v) is the number of sums at most u:
    // counted without a branch (the value is random, a branch on it is mispredicted).
    int sampleThrow(Rng &rng) const {
        const double u = rng.uniform();
        int v = 0;
        for (size_t i = 0; i < 5; ++i) v += u >= cumulative_[i];
        return v < 5 ? v : lastPossible_;
    }
    const Geometry &geometry() const { return rules_.geo; }

private:
    Rules rules_;
    std::array<double, 5> dist_{};
    std::array<double, 5> cumulative_{};  // running sums of dist_, added in sampleChance's order
    int lastPossible_ = 4;                // the highest value of non-zero probability (rounding)
};

inline const Geometry &BheriState::geometry() const { return game_->geometry(); }

}  // namespace rulelab::bheri
