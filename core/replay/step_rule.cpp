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
const RuleOption *ruleOfStep(const GameInfo &info, StepKind kind) {
    switch (kind) {
    case StepKind::Capture: return firstOption(info, {"capture", "capture_bonus", "capture_home"});
    case StepKind::Lap: return firstOption(info, {"relay"});
    case StepKind::Pass: return firstOption(info, {"no_move", "compulsory"});
    case StepKind::Round: return firstOption(info, {"round_end", "refill"});
    default: return nullptr;
    }
}

const RuleOption *ruleOfEnd(const GameInfo &info) { return firstOption(info, {"match_end", "round_end"}); }

}  // namespace rulelab
