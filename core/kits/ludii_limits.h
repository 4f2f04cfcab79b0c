#pragma once
// Ludii's trial limits (catalogue 0.1), for readings that reproduce a Ludii encoding exactly.
// Game.checkMaxTurns ends a trial when numTurn() >= maxTurnLimit (Constants.DEFAULT_TURN_LIMIT
// = 1250) times the number of players: at 2,500 turns for two players, where a turn changes
// when the mover changes (passes included). A trial also ends at DEFAULT_MOVES_LIMIT = 10,000
// moves. Either way the trial has no winner; RuleLab reports it as end reason ludii_limit, a cap.

namespace rulelab::kits {

inline constexpr int kLudiiTurnLimit = 1250 * 2;
inline constexpr int kLudiiMoveLimit = 10000;

}  // namespace rulelab::kits
