#pragma once
// A person plays a reading (#19): against an agent, against another person (hot seat), or
// watches two agents. Shared by `rulelab-cli play` and the workbench, with no Qt widgets.
//
// The session starts from the initial state or from a position of a saved match (its first K
// moves), lists the legal moves with their texts, applies a person's move, plays the agents'
// moves and chance (cowrie throws) itself, undoes and redoes, and records the match in the
// rulelab-match format with the person's seats marked, so that replay, `graph --from-match`
// and Explore from here work on it.
//
// Determinism: agents and chance draw from one random stream seeded by the match seed
// (matchSeed(seed, reading, 0)), and the stream is part of the history: undoing restores it,
// so a match is a function of its seed and the person's moves.

#include "game/game.h"
#include "game/rng.h"
#include "replay/match_replay.h"
#include "sim/agents.h"

#include <array>
#include <atomic>
#include <memory>
#include <string>
#include <vector>

namespace rulelab {

struct PlayConfig {
    std::array<bool, 2> person{true, false};  // which seats a person plays
    AgentSpec agent;                          // the agent of the other seats
    uint64_t seed = 1;
};

// One move made in the session.
struct PlayedMove {
    Move move = 0;
    int player = -1;  // seat, or kChancePlayer
    bool byPerson = false;
    std::string description;  // describeMove() from the state before
};

// Whether a chance move's text already says what it is ("chance: North starts", "throw: 3
// (tin)"), so that the faces print it without a "chance" prefix of their own.
inline bool chanceTextSaysSo(const std::string &description) {
    return description.rfind("chance", 0) == 0 || description.rfind("throw", 0) == 0;
}

class PlaySession {
public:
    // `game` plays reading `readingId` (its options `options`, recorded in the match file).
    PlaySession(std::shared_ptr<const Game> game, std::string readingId, OptionValues options, PlayConfig config);
    ~PlaySession();

    // Starts from the position after `moves` (a saved match's first moves); false with an
    // error naming the move when one is not legal. The history starts there (no undo before).
    bool startAfter(const std::vector<Move> &moves, std::string &error);

    const State &state() const { return *state_; }
    const Game &game() const { return *game_; }
    const PlayConfig &config() const { return config_; }
    bool finished() const;
    // The seat a person must move for now, or -1 (an agent's or chance's turn, or the end).
    int personToMove() const;

    struct Choice {
        Move move = 0;
        std::string text;
    };
    // The legal moves of the player to move, with their texts (empty at chance or the end).
    std::vector<Choice> legalMoves() const;
    // A person's answer: its number counting from 1, or its text (case and spaces ignored).
    // -1 when nothing matches.
    int findMove(const std::string &answer) const;

    // A person's move; false with an error when it is not a person's turn or not legal.
    bool play(Move move, std::string &error);
    // Plays agent and chance moves until a person must move or the match ends; at most `limit`
    // moves when limit >= 0 (agent against agent, one move at a time). Returns the moves made.
    // Stops early, within one decision, when the cancel flag is set (setCancel).
    std::vector<PlayedMove> advance(int limit = -1);

    // A flag (SIGINT, the window closing) that stops advance() and hint() within one decision:
    // an agent's decision cut short is discarded (the match stands as before it, its random
    // stream too), so the game saved after a cancel is one the seed reproduces. Null: never.
    void setCancel(const std::atomic<bool> *flag);
    bool cancelled() const { return cancel_ && cancel_->load(std::memory_order_relaxed); }

    // Undo takes back the last person move and everything after it; redo plays it again (with
    // the same agent and chance moves after it, as the random stream is restored).
    bool canUndo() const;
    bool canRedo() const;
    bool undo();
    bool redo();

    // What `spec` would play here (for the person to move), with the move's text.
    bool hint(const AgentSpec &spec, Choice &out, std::string &error) const;
    // How good `move` looks for the player to move: the share of `playouts` random games after
    // it that this player wins (a draw counts half; a game still going after `maxPlies` counts
    // as neither). Drawn from a copy of the session's random stream: the match is unchanged.
    struct Evaluation {
        double share = 0;
        int playouts = 0;
        int unfinished = 0;
    };
    Evaluation evaluate(Move move, int playouts = 200, int maxPlies = 20000) const;

    const std::vector<PlayedMove> &history() const { return history_; }
    // The moves before the session's own (a saved match's prefix), then the session's.
    std::vector<Move> allMoves() const;
    // The match as a replay (rulelab-match), with the person's seats marked and the end as it
    // stands (EndReason::None while it goes on).
    MatchReplay toReplay() const;

private:
    struct Entry {
        PlayedMove played;
        std::unique_ptr<State> before;
        Rng rngBefore;
    };
    void apply(Move move, bool byPerson);

    std::shared_ptr<const Game> game_;
    std::string readingId_;
    OptionValues options_;
    PlayConfig config_;
    uint64_t matchSeed_ = 0;
    Rng rng_;
    std::unique_ptr<Agent> agent_;
    const std::atomic<bool> *cancel_ = nullptr;
    std::unique_ptr<State> state_;
    std::vector<Move> prefix_;
    std::vector<Entry> entries_;
    std::vector<PlayedMove> history_;
    struct Undone {
        std::vector<PlayedMove> moves;
        Rng rngAfter;  // the stream after them, as it was before the undo
    };
    std::vector<Undone> redo_;  // groups undone, the most recent last
};

}  // namespace rulelab
