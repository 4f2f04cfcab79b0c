#pragma once
// The rules API, modelled on OpenSpiel's Game/State split.
//
// Contract for implementers:
//  - A Game is immutable once built from validated Options; it may be shared by threads.
//  - A State is owned by one thread. legalMoves/chanceOutcomes/apply must not allocate on the
//    heap (the simulation hot loop calls them millions of times); only clone, serialize,
//    describeMove, boardView, and apply with a non-null Trace may allocate.
//  - The rules never draw random numbers: chance is an explicit chance state whose outcomes
//    carry exact probabilities that sum to 1.
//  - Every match ends: the state reports an EndReason once terminal. Guards (perpetual relay,
//    stalled round, cycling match, deadlock, caps) are end reasons, not errors.
//  - A guard never changes the result of a match its rules would end: it either proves that
//    the rules can no longer end it (relay_loop, round_stalled, match_cycle, deadlock) or it is a
//    cap that says only "not ended within N" (cap_reached, ludii_limit). See EndedBy.

#include "board_view.h"
#include "game_info.h"
#include "rule_option.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rulelab {

using Move = int32_t;

inline constexpr int kMaxMoves = 64;
inline constexpr int kChancePlayer = -1;
inline constexpr int kTerminalPlayer = -2;

// Fixed-capacity move buffer: no heap allocation in the hot loop.
struct MoveList {
    std::array<Move, kMaxMoves> moves{};
    int size = 0;
    void clear() { size = 0; }
    void push(Move m) { moves[static_cast<size_t>(size++)] = m; }
    Move operator[](int i) const { return moves[static_cast<size_t>(i)]; }
    bool empty() const { return size == 0; }
    bool contains(Move m) const {
        for (int i = 0; i < size; ++i)
            if (moves[static_cast<size_t>(i)] == m) return true;
        return false;
    }
};

struct ChanceOutcome {
    Move move = 0;
    double probability = 0;
};

struct ChanceList {
    std::array<ChanceOutcome, kMaxMoves> outcomes{};
    int size = 0;
    void clear() { size = 0; }
    void push(Move m, double p) { outcomes[static_cast<size_t>(size++)] = {m, p}; }
    const ChanceOutcome &operator[](int i) const { return outcomes[static_cast<size_t>(i)]; }
};

// Why a match ended. Names are those of the summary JSON (`end_reasons`).
enum class EndReason : uint8_t {
    None = 0,      // not over
    Finished,      // ended by the rules (a round settled by a proven guard may be part of it: see EndedBy)
    RelayLoop,     // a sowing proven to never end: its relay state repeated (G-1)
    RoundStalled,  // a round proven to produce no further capture (G-2), the match left undecided
    MatchCycle,    // a match proven to never end (G-3)
    Deadlock,      // no throw gives either side a legal move, for ever (G-4)
    CapReached,    // a cap of RuleLab's: turns, throws, relay laps or rounds (not ended within N)
    LudiiLimit,    // Ludii's own trial limit, in a reading that reproduces Ludii's encoding (a cap)
};
inline constexpr int kEndReasonCount = 8;
const char *endReasonKey(EndReason r);  // "finished", "relay_loop", ...
bool endReasonFromKey(std::string_view key, EndReason &out);

// How a match ended, in the three kinds every result reports (`ended_by`):
//  - Rule: the reading's rules ended it, and every round of it.
//  - Proven: a guard proved that the rules could no longer end the match (or a round of it),
//    and the guard's rule settled it (relay_loop, round_stalled, match_cycle, deadlock, or a
//    finished match one of whose rounds was ended by a proven stall).
//  - Cap: a cap stopped it; that says only "not ended within N" (cap_reached, ludii_limit).
enum class EndedBy : uint8_t { Rule = 0, Proven, Cap };
inline constexpr int kEndedByCount = 3;
const char *endedByKey(EndedBy e);  // "rule", "proven", "cap"
bool endedByFromKey(std::string_view key, EndedBy &out);
// The kind of end of a match with this end reason, `roundsByGuard` of whose rounds were ended
// by a proven guard.
EndedBy endedByOf(EndReason reason, int64_t roundsByGuard);

// Match result by seat.
enum class Result : uint8_t { None = 0, Win0, Win1, Draw, Undecided };
const char *resultKey(Result r);

// Micro-steps recorded during apply() for step-through replay.
enum class StepKind : uint8_t {
    Lift,     // counters picked up from `cell` (count)
    Drop,     // one counter dropped into `cell`
    Capture,  // `count` counters captured from `cell` by `player`; `to`: the empty hole that allowed it (-1: none)
    Lap,      // a new sowing segment (relay lap) starts from `cell`
    Move,     // a piece moves from `cell` to `to`
    Throw,    // a throw of value `count`
    Pass,     // the player passes
    Round,    // round boundary, refill, elimination (see `note`)
    Note,     // anything else worth showing
};

struct MicroStep {
    StepKind kind = StepKind::Note;
    int8_t player = -1;
    int16_t cell = -1;
    int16_t to = -1;
    int32_t count = 0;
    std::string note;  // short plain text; only filled when tracing
};
using Trace = std::vector<MicroStep>;

// Per-match counters reported by a state (the runner reads them at the end).
struct MatchProgress {
    int64_t turns = 0;   // player decisions made (chance events excluded)
    int64_t laps = 0;    // sowing segments; games without laps count moves
    int32_t rounds = 0;  // rounds started (1 for a single-round game)
    int64_t captures = 0;
    // Games played in rounds: rounds ended by the rules, and rounds ended by a guard that proved
    // the rules could not end them (G-2). Games without rounds leave both 0 (the runner fills
    // them from the match's end).
    int32_t roundsByRule = 0;
    int32_t roundsByGuard = 0;
};

// Guard settings shared by all games (catalogue section 4). Games read what applies to them.
struct Limits {
    int64_t maxRelayLaps = 10000;  // G-1 sim.max_relay_laps
    int repeatK = 3;               // G-2 sim.repeat_k
    int noCaptureTurns = 500;      // G-2 sim.no_capture_turns
    int maxRounds = 200;           // G-3 sim.max_rounds
    int64_t maxThrows = 20000;     // G-4 sim.max_throws
    int64_t maxTurns = 100000;     // runner: any game, turns per match
    // G-2: the most positions the exact stall verdict explores before it gives up (nothing is
    // then proven and play goes on).
    int64_t stallProofNodes = 200000;
};

// How often each board cell was used in play (usage maps, issue 20): counters lifted from a
// cell, counters sown (dropped) into it, counters or pieces captured from it, pieces landed on
// it. Cells are the plugin's cell ids (BoardCell::id, MicroStep::cell). Fixed size, so that
// recording never allocates; ids at or above kMaxUsageCells are not counted.
enum class UsageKind : uint8_t { Lifted = 0, Sown, Captured, Landed };
inline constexpr int kUsageKinds = 4;
inline constexpr int kMaxUsageCells = 48;
const char *usageKindKey(UsageKind k);  // "lifted", "sown", "captured", "landed"
struct CellUsage {
    std::array<std::array<uint32_t, kMaxUsageCells>, kUsageKinds> count{};
    void add(UsageKind kind, int cell, uint32_t n = 1) {
        if (cell >= 0 && cell < kMaxUsageCells) count[static_cast<size_t>(kind)][static_cast<size_t>(cell)] += n;
    }
    void clear() { count = {}; }
};

class Game;
class Rng;

// What ends a played-out match early (playout.h): the decision cap, a cancel, and where the moves
// go when they are recorded.
struct PlayoutLimits {
    int64_t maxTurns = 0;                        // player decisions at most (then capped)
    int64_t maxSteps = INT64_MAX;                // steps (decisions and chance outcomes) at most (then capped)
    const std::atomic<bool> *abandon = nullptr;  // set: give up at the next decision
    std::vector<Move> *record = nullptr;         // every applied move, chance outcomes included
};
// What the match loop counts as it plays (the runner copies it into the match's record).
struct PlayoutTally {
    int8_t firstPlayer = -1;  // the starter, once known
    int64_t decisions = 0;    // player decisions
    int64_t branchSum = 0;    // legal moves summed over decisions
    int64_t forced = 0;       // decisions with one legal move
    int32_t leadChanges = 0;  // times the leader by score changed
    bool capped = false;      // stopped at maxTurns, or a decider had no legal move
    bool abandoned = false;   // stopped by *abandon
};

class State {
public:
    State() = default;
    // The usage counter (setUsage) belongs to the object, not to the position: a copy or a clone
    // starts without one, and assigning a position keeps the target's own counter. So the
    // states an agent copies for its search never count into a match's usage map.
    State(const State &) {}
    State &operator=(const State &) { return *this; }
    virtual ~State() = default;

    // When set, apply() adds every cell it lifts from, sows into, captures from or lands on to
    // `usage` (null: nothing is counted, the default). Games that do not record usage ignore it.
    void setUsage(CellUsage *usage) { usage_ = usage; }
    CellUsage *usage() const { return usage_; }

    virtual std::unique_ptr<State> clone() const = 0;
    // Overwrites this state with `other` (same game). Lets a caller reuse storage.
    virtual void copyFrom(const State &other) = 0;

    // Seat to move (0 or 1), kChancePlayer, or kTerminalPlayer.
    virtual int currentPlayer() const = 0;
    bool isChance() const { return currentPlayer() == kChancePlayer; }
    bool isTerminal() const { return currentPlayer() == kTerminalPlayer; }

    virtual void legalMoves(MoveList &out) const = 0;
    virtual void chanceOutcomes(ChanceList &out) const = 0;
    // Applies a legal move or chance outcome. With a trace, records micro-steps.
    virtual void apply(Move move, Trace *trace = nullptr) = 0;

    virtual EndReason endReason() const = 0;
    virtual Result result() const = 0;
    virtual std::array<int, 2> scores() const = 0;
    virtual MatchProgress progress() const = 0;

    // Exact compact key: equal keys mean equal positions (for hashing and state graphs).
    virtual void appendKey(std::string &out) const = 0;
    std::string key() const {
        std::string k;
        appendKey(k);
        return k;
    }
    // Serialised form; Game::deserialize(serialize()) reproduces the state exactly.
    virtual std::string serialize() const = 0;
    // Human description of a move from this state, e.g. "South sows h3 (6)".
    virtual std::string describeMove(Move move) const = 0;
    virtual BoardView boardView() const = 0;
    // Games played in rounds: the configuration the current round was set up with (live holes
    // per player, statuses, special holes...), as a short readable text; equal texts mean equal
    // set-ups. Round-level graphs read it from the first state of each round (the state in
    // which progress().rounds has just moved on), so a game must count a round only once its
    // set-up is complete. Empty for games without rounds.
    virtual std::string roundConfiguration() const { return {}; }
    // The seat that starts the match (the first to take a turn, a throw included), or -1 while
    // that is not decided yet (before a chance move that draws the starter). Games whose first
    // turn is always a decision may leave the default; the runner then takes the first decider.
    virtual int startingPlayer() const { return -1; }

    // The game's own invariants of a position (counters conserved, pieces accounted for, ...):
    // true when they hold, else false with what is broken in `why`. Only the tests call it (the
    // shared harness, tests/plugins, at every state of random matches), never the hot loop, so it
    // may take its time and allocate. The default checks nothing.
    virtual bool checkInvariants(std::string &why) const {
        (void)why;
        return true;
    }

    // The runner's fast path with uniform random players in both seats: plays on to the end of
    // the match exactly as playOut (playout.h) does with two uniform random choosers, the same
    // draws from `rng` in the same order and the same tally, but through the game's own final
    // class (no virtual call in the loop). Returns false, having done nothing, when the game has
    // no such path; the runner then plays the generic loop. A game implements it as
    // `playOutUniform(*this, rng, moves, chance, limits, tally); return true;`.
    virtual bool playRandomToEnd(Rng &, MoveList &, ChanceList &, const PlayoutLimits &, PlayoutTally &) { return false; }

protected:
    CellUsage *usage_ = nullptr;
};

// The clone and copyFrom of a State that is copied whole, as every game's is: a game derives its
// State as `class MyState final : public CopyableState<MyState>`.
template <class Derived>
class CopyableState : public State {
public:
    std::unique_ptr<State> clone() const override { return std::make_unique<Derived>(static_cast<const Derived &>(*this)); }
    void copyFrom(const State &other) override { static_cast<Derived &>(*this) = static_cast<const Derived &>(other); }
};

class Game {
public:
    virtual ~Game() = default;
    virtual const GameInfo &info() const = 0;
    virtual const Options &options() const = 0;
    virtual const Limits &limits() const = 0;
    virtual int numPlayers() const { return 2; }
    virtual std::unique_ptr<State> newInitialState() const = 0;
    // Returns null and sets `error` on malformed input.
    virtual std::unique_ptr<State> deserialize(std::string_view text, std::string &error) const = 0;
};

// The part of a Game that most games keep as it was given: the GameInfo, the options the game was
// built from and its limits. A game derives `class MyGame final : public GameWithOptions` and adds
// its states and typed rules.
class GameWithOptions : public Game {
public:
    GameWithOptions(GameInfo info, const Options &options, const Limits &limits)
        : info_(std::move(info)), options_(options), limits_(limits) {}
    const GameInfo &info() const override { return info_; }
    const Options &options() const override { return options_; }
    const Limits &limits() const override { return limits_; }

private:
    GameInfo info_;
    Options options_;
    Limits limits_;
};

}  // namespace rulelab
