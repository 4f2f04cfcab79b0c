#include "match_replay.h"

namespace rulelab {

const RuleOption *ruleOfStep(const GameInfo &info, StepKind kind) {
    // The options that decide each kind of step, most specific first: the two-row family's shared
    // words (kits/two_row_vocabulary.cpp, every rules file) and Bheri Bakri's. Null-terminated.
    static const char *const capture[] = {"capture", "capture_bonus", "capture_home", nullptr};
    static const char *const lap[] = {"relay", nullptr};
    static const char *const pass[] = {"no_move", "compulsory", nullptr};
    static const char *const round[] = {"round_end", "refill", nullptr};
    const char *const *ids = kind == StepKind::Capture ? capture
                             : kind == StepKind::Lap   ? lap
                             : kind == StepKind::Pass  ? pass
                             : kind == StepKind::Round ? round
                                                       : nullptr;
    for (; ids && *ids; ++ids)
        if (const RuleOption *o = info.findOption(*ids)) return o;
    return nullptr;
}

const RuleOption *ruleOfEnd(const GameInfo &info) {
    for (const char *id : {"match_end", "round_end"})
        if (const RuleOption *o = info.findOption(id)) return o;
    return nullptr;
}

}  // namespace rulelab
