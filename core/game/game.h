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

#include "board_view.h"
#include "game_info.h"
#include "rule_option.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
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
    None = 0,     // not over
    Finished,     // ended by the rules
    RelayLoop,    // a sowing that never ends (G-1)
    RoundStalled, // a round where play stopped producing captures (G-2), undecided
    MatchCycle,   // a match whose rounds repeat or exceed the round cap (G-3)
    Deadlock,     // no throw gives either side a legal move (G-4)
    CapReached,   // a turn, throw or lap cap
};
inline constexpr int kEndReasonCount = 7;
const char *endReasonKey(EndReason r);  // "finished", "relay_loop", ...
bool endReasonFromKey(std::string_view key, EndReason &out);

// Match result by seat.
enum class Result : uint8_t { None = 0, Win0, Win1, Draw, Undecided };
const char *resultKey(Result r);

// Micro-steps recorded during apply() for step-through replay.
enum class StepKind : uint8_t {
    Lift,     // counters picked up from `cell` (count)
    Drop,     // one counter dropped into `cell`
    Capture,  // `count` counters captured from `cell` by `player`
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
};

// Guard settings shared by all games (catalogue section 4). Games read what applies to them.
struct Limits {
    int64_t maxRelayLaps = 10000;   // G-1 sim.max_relay_laps
    int repeatK = 3;                // G-2 sim.repeat_k
    int noCaptureTurns = 500;       // G-2 sim.no_capture_turns
    int maxRounds = 200;            // G-3 sim.max_rounds
    int64_t maxThrows = 20000;      // G-4 sim.max_throws
    int64_t maxTurns = 100000;      // runner: any game, turns per match
};

class Game;

class State {
public:
    virtual ~State() = default;

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

}  // namespace rulelab
