#pragma once
// The round machinery two-row mancala plugins share (Khutka Boia, and Pachgarhwa, whose
// multi-round readings follow Khutka Boia's): the position fields both keep, the refill and
// leftover primitives, the round-start signature, the state text, the board view and the move
// descriptions. Each plugin's Position derives from RoundPosition and adds its own fields; the
// functions here take the owner of every hole as a mask (`northOwns`, bit h: North owns hole h),
// which is simply North's row unless a rule (Pachgarhwa's hole_capture) moves holes.
//
// Everything is inline or a template on the trace sink: no allocation and no virtual call in
// the hot loop (see sowing.h). What differs between the games stays in the plugins.
//
// The machinery is in three headers by role, all included here (include this one):
//   two_row_position.h  seats, board constants, enums, RoundPosition, the primitives of play
//   two_row_rounds.h    the end of a round and what happens between rounds
//   two_row_text.h      signatures, state keys, the state text, move descriptions, board view
// and below, the two helpers that make a game's states and the game itself.

#include "game/game.h"
#include "kits/board_size.h"
#include "kits/ludii_limits.h"
#include "kits/sowing.h"
#include "kits/stall_detector.h"
#include "kits/state_text.h"
#include "kits/two_row_position.h"
#include "kits/two_row_rounds.h"
#include "kits/two_row_text.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rulelab::kits {

// ---------------------------------------------------------------------------------------------
// Games

// A state of `game` read from its text form (State::serialize), or null with `error`.
template <class S, class G>
std::unique_ptr<State> parseState(const G *game, std::string_view text, std::string &error) {
    auto s = std::make_unique<S>(game);
    if (!s->parse(text, error)) return nullptr;
    return s;
}

// The game of validated `options`: R::fromOptions types them, G plays them.
template <class G, class R>
std::unique_ptr<Game> makeGameFromOptions(const Options &options, const Limits &limits, std::string &error) {
    R rules;
    if (!R::fromOptions(options, limits, rules, error)) return nullptr;
    return std::make_unique<G>(options, rules);
}

// The Game of a two-row mancala, the same for both plugins: its GameInfo (Info(), or one given), the
// options it was built from, the typed rules R, and states of S (constructed from the game;
// read back by S::parse).
template <class S, class R, GameInfo (*Info)()>
class TwoRowGame final : public Game {
public:
    TwoRowGame(const Options &options, const R &rules) : info_(Info()), options_(options), rules_(rules) {}
    // The same rules under another description: a game defined by a rules file
    // (plugins/rules_file), whose GameInfo is read at run time.
    TwoRowGame(GameInfo info, const Options &options, const R &rules)
        : info_(std::move(info)), options_(options), rules_(rules) {}
    const GameInfo &info() const override { return info_; }
    const Options &options() const override { return options_; }
    const Limits &limits() const override { return rules_.limits; }
    std::unique_ptr<State> newInitialState() const override { return std::make_unique<S>(this); }
    std::unique_ptr<State> deserialize(std::string_view text, std::string &error) const override {
        return parseState<S>(this, text, error);
    }
    const R &rules() const { return rules_; }

private:
    GameInfo info_;
    Options options_;
    R rules_;
};

}  // namespace rulelab::kits
