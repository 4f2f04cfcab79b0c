#pragma once
// One simulated match, recomputed exactly from its seed and laid out for watching: the board
// before and after every move, each move's description and micro-steps, and the boards in
// between (derived from the micro-steps, so no plugin code is needed to show them).
//
// Shared by `rulelab-cli replay` (text and --json) and the workbench's replay view, so the
// two cannot drift. A saved match (JSON, see matchToJson) carries every move's board, so it
// reopens without the plugin; when the plugin is installed, validateReplay checks that the
// moves still replay to the same boards.
//
// Frames. Frame 0 is the start. A move with k >= 2 micro-steps has k + 1 frames: frame j
// (1..k) shows the board after its first j micro-steps with only what step j touched marked,
// so every step (a capture, a four-rule take, a relay lap, a refill) is its own highlighted
// frame; frame k + 1 is the plugin's boardView() of the state after the move. A move with 0
// or 1 micro-steps has one frame, the plugin's board after it. Step boards are derived from
// the board before the move by deriveStep():
//   Lift     the cell's counters go into the hand (cell count 0); the cell is marked CellStart
//   Drop     one counter from the hand into the cell (CellLastMove)
//   Capture  `count` counters (or the opponent's pieces) leave the cell for the capturer's
//            first store (CellCaptured); `to`, when set, is the empty hole that allowed the
//            capture (CellTrigger)
//   Move     the mover's piece numbered `count` goes from `cell` to `to` (off the board if -1)
//   Lap, Round, Note   no change on the board; their cell, if any, is outlined (CellLastMove)
//   Throw, Pass        no change on the board; the step's text is the caption
// Where a game's trace does not explain a cell or a store (the derived end of the move differs
// from the plugin's board after it, e.g. a refill at a round boundary), that cell or store
// shows the state after the move in every intermediate frame of that move (the fallback).

#include "game/board_view.h"
#include "game/game.h"
#include "game/reading.h"
#include "sim/agents.h"
#include "sim/match_record.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <array>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

namespace rulelab {

struct PreparedReading;
struct ResultPart;

struct ReplayMove {
    Move move = 0;
    int player = -1;          // seat that chose it, or kChancePlayer
    std::string description;  // the plugin's describeMove() from the state before
    Trace steps;              // micro-steps recorded while applying it
    BoardView after;          // the plugin's board after the move
    // Derived by finalizeReplay (not saved): cells and stores the micro-steps do not explain.
    std::vector<int> fallbackCells;   // indices into after.cells
    std::vector<int> fallbackStores;  // indices into after.stores; all when the store lists differ
    bool derived() const { return fallbackCells.empty(); }
};

struct MatchReplay {
    std::string gameId, gameName, readingId;
    OptionValues options;
    std::vector<std::string> playerNames;
    uint64_t seed = 0;                  // experiment seed
    int64_t index = 0;                  // match index within the reading
    uint64_t matchSeed = 0;             // matchSeed(seed, readingId, index)
    std::array<AgentSpec, 2> agents{};  // A and B as given (A plays seat 0 unless swapped)
    int64_t graphState = -1;            // >= 0: not a simulated match but the moves to this state of a state graph
    bool swapped = false;
    std::array<bool, 2> persons{false, false};  // seats a person played (a match played in the Play tab or `play`)
    std::string notes;                          // the player's notes (the Play tab's field-sheet notes), may be empty
    BoardView start;
    std::vector<ReplayMove> moves;
    MatchRecord record;  // result, end reason, scores and progress; record.moves is left empty

    const BoardView &before(size_t move) const { return move == 0 ? start : moves[move - 1].after; }

    // Frames (see the header comment). Valid after finalizeReplay.
    int64_t frameCount() const { return frameStart_.empty() ? 1 : frameStart_.back(); }
    int64_t moveFirstFrame(size_t move) const { return frameStart_[move]; }         // after its first step
    int64_t moveLastFrame(size_t move) const { return frameStart_[move + 1] - 1; }  // the board after it
    struct FrameRef {
        int move = -1;  // -1: the start
        int step = 0;   // micro-steps of `move` applied (1..max(1,k))
        // The plugin's board after the move (a move's last frame). A move with k >= 2 steps
        // shows step k twice: once as a step frame, then as its after board.
        bool last = true;
    };
    FrameRef frameAt(int64_t frame) const;

    std::vector<int64_t> frameStart_;  // frameStart_[m]: first frame of move m; back() = frameCount
};

// What a frame shows: the board, the counters in hand during a sowing, and a caption.
struct ReplayFrame {
    BoardView board;
    int hand = 0;
    int handOwner = -1;
    int move = -1;  // -1: start
    int step = 0;
    std::string caption;  // "3. South sows h3 (6)" / "drop 1 into cell 4"
};

// Which match to recompute.
struct ReplayRequest {
    uint64_t seed = 1;  // experiment seed
    int64_t index = 0;
    std::array<AgentSpec, 2> agents{};
    bool swapSeats = false;  // odd-numbered matches swap the agents' seats (as in the run)
};

struct Experiment;
// Match `index` of an experiment: its seed, agents and seat swapping.
ReplayRequest replayRequestOf(const Experiment &e, int64_t index);

// Recomputes the match from its seed (playMatch with moves recorded) and replays it with
// micro-steps. Returns false with an error if the recorded moves do not replay.
bool computeReplay(const PreparedReading &reading, const ReplayRequest &request, MatchReplay &out, std::string &error);
// Replays `moves` from the initial state into out.moves (description, micro-steps and board
// after each), each checked to be legal; returns the state after the last one (null, with an
// error, when a move is not legal).
std::unique_ptr<State> replayIntoMoves(const Game &game, const std::vector<Move> &moves, MatchReplay &out, std::string &error);
// Checks a saved match against the rules of `game`: its match seed is the seed of its match
// (seed, reading, index), and every move's description and board after it are what replaying
// its moves gives. A file edited by hand (a description, a board, a seed) is refused, naming the
// move or the field; only the moves themselves were checked before.
bool verifySavedMatch(const Game &game, const MatchReplay &saved, std::string &error);

// Frames a move takes (see the header comment).
int64_t stepFrames(const ReplayMove &move);
// The first frame after `from` that shows a micro-step of one of `kinds` (a step frame, or the
// only frame of a one-step move); -1 when there is none.
int64_t nextFrameOfKind(const MatchReplay &replay, int64_t from, std::initializer_list<StepKind> kinds);
// The rule option a micro-step follows in the game `info` (step_rule.cpp): the capture rule for a
// capture, the relay rule for a relay lap, what a player with nothing to sow does for a pass; for
// a round step, by its note, how a round ends ("round 2 ends ..."), who starts ("round 1 begins":
// the first player; a later round: the round starter) or how the holes are refilled (a fill, a
// hole captured or refilled, a short hole); null for other steps, or when the game has no such
// option. The replay and play views name it, with the value the match was played under and the
// passages it cites.
const RuleOption *ruleOfStep(const GameInfo &info, const MicroStep &step);
// The rule option that decides when a match of the game ends by its rules (the end of the match,
// or of its one round); null when the game has none.
const RuleOption *ruleOfEnd(const GameInfo &info);
// Builds the frame table and the per-move fallbacks; call after filling `moves` by hand.
void finalizeReplay(MatchReplay &replay);
// The board after applying one micro-step to `board` (see the header comment).
void deriveStep(BoardView &board, int &hand, int &handOwner, const MicroStep &step);
ReplayFrame replayFrame(const MatchReplay &replay, int64_t frame);

class PluginRegistry;

// The reading a match was played under: its game, reading id and option values.
Reading readingOfReplay(const MatchReplay &replay);
// The game a saved match was played under: its plugin (installed) with the match's option
// values. Null with an error naming what does not fit.
std::shared_ptr<const Game> gameOfReplay(const PluginRegistry &registry, const MatchReplay &replay, std::string &error);
// The first `count` moves of the match.
std::vector<Move> replayMovePrefix(const MatchReplay &replay, size_t count);

// Checks with the plugin that the saved moves replay to the same descriptions and boards.
bool validateReplay(const Game &game, const MatchReplay &replay, std::string &error);

// Texts, translated in the "Cli" context (they are what `rulelab-cli replay` prints).
QString microStepText(const MicroStep &step);
// The same naming cells by their labels in `labels` (for the view).
QString microStepText(const MicroStep &step, const BoardView &labels);
// The game and reading as stored (name and id); a face that knows their names in the interface
// language passes them (the workbench: never an id on screen).
QString replayHeaderText(const MatchReplay &replay, const QString &gameName = {}, const QString &readingName = {});
QString replayEndText(const MatchReplay &replay);
// Exactly what `rulelab-cli replay` prints (with --steps when `steps`): in English byte for byte
// the games' own texts; in another language the move descriptions, store labels and notes are
// translated (moveText, boardText), the cells keep their labels.
QString replayText(const MatchReplay &replay, bool steps);

// The games write their boards and moves in plain English (board_text.cpp); these translate
// them when shown, recognising the formats of the two-row kit and the shipped plugins, and pass
// any other text through unchanged. Untranslated, a recognised text comes back exactly as given.
// A side's name ("North", "Goats"), context "rulelab::board".
QString playerText(const std::string &name);
// A store label, a note or a cell label of a BoardView ("North store", "Round 2", "Throws: 4",
// "Goats to throw", "h3 (North)"), context "rulelab::board".
QString boardText(const std::string &text);
// A move description ("South sows h3 (6)", "chance: North starts", "Goats move piece 8 from A8
// to c15 (pod)"), context "rulelab::moves"; cell labels and numbers are kept.
QString moveText(const std::string &description);
// A frame's caption ("12. South sows h3 (6)  [drop 1 into h4]"): its move description through
// moveText, the rest (already in the language) as it is.
QString captionText(const std::string &caption);

// JSON: {"format": "rulelab-match", "version": 1, game, reading, options, seed, match, match_seed,
// agents, swapped, persons (the seats a person played, when any), notes (when any), player_names, start (board),
// moves [{n, move, player, description, steps, board}], end {...}}. Boards carry their tracks only when they differ from the start's.
QJsonObject boardToJson(const BoardView &board);
bool boardFromJson(const QJsonObject &o, BoardView &out, std::string &error);
QJsonObject matchToJson(const MatchReplay &replay);
bool matchFromJson(const QByteArray &data, const std::string &origin, MatchReplay &out, std::string &error);
bool saveMatchFile(const QString &path, const MatchReplay &replay, std::string &error);
bool loadMatchFile(const QString &path, MatchReplay &out, std::string &error);
bool boardsEqual(const BoardView &a, const BoardView &b);

// Shortcuts to the matches worth watching in a result (one reading's records):
//   longest / shortest  by turns (ties: the lowest index)
//   end:<reason>        the first match of each end reason present (relay_loop, round_stalled, ...)
//   upset               the largest final score margin won by the underdog: the seat that wins
//                       fewer matches of this reading; when both seats win equally often, the
//                       second mover (the seat that did not make the first move)
struct InterestingMatch {
    std::string kind;  // "longest", "shortest", "end:relay_loop", "upset"
    std::string reading;
    int64_t index = 0;
    std::string why;  // "412 turns", "margin 7, won by seat 2 (wins less often)" (English)
    // What `why` says, for interestingWhyText: the match's turns (-1: not given), and for an
    // upset its margin and the underdog seat (0-based; -1: the second mover).
    int64_t turns = -1;
    int margin = -1;
    int underdogSeat = -1;
};
std::vector<InterestingMatch> interestingMatches(const std::string &reading, const std::vector<MatchRecord> &records);
// `why` in the user's language (context "MatchReplay"); the same text as `why` in English.
QString interestingWhyText(const InterestingMatch &match);

}  // namespace rulelab
