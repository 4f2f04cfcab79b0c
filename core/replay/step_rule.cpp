#include "match_replay.h"

#include <initializer_list>

namespace rulelab {

namespace {

// The first of `ids` the game has as an option, or null.
const RuleOption *firstOption(const GameInfo &info, std::initializer_list<const char *> ids) {
    for (const char *id : ids)
        if (const RuleOption *o = info.findOption(id)) return o;
    return nullptr;
}

}  // namespace

// The options that decide each kind of step, most specific first: the two-row family's shared
// words (kits/two_row_vocabulary.cpp, every rules file) and Bheri Bakri's.
const RuleOption *ruleOfStep(const GameInfo &info, const MicroStep &step) {
    switch (step.kind) {
    case StepKind::Capture: return firstOption(info, {"capture", "capture_bonus", "capture_home"});
    case StepKind::Lap: return firstOption(info, {"relay"});
    case StepKind::Pass: return firstOption(info, {"no_move", "compulsory"});
    case StepKind::Round:
        // The kits' round steps (kits/two_row_rounds.h): "round N ends (...)", "round N begins,
        // X starts", and the refill's "fill", "hole captured", "head refilled", "short hole" (and
        // Khutka Boia's "fives to the winner").
        if (step.note.find(" ends") != std::string::npos) return firstOption(info, {"round_end"});
        if (step.note.find(" begins") != std::string::npos)
            return step.count <= 1 ? firstOption(info, {"first_player"}) : firstOption(info, {"round_starter", "first_player"});
        return firstOption(info, {"refill", "multi_round", "fill_order"});
    default: return nullptr;
    }
}

const RuleOption *ruleOfEnd(const GameInfo &info) { return firstOption(info, {"match_end", "round_end"}); }

}  // namespace rulelab
