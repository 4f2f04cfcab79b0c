#include "game.h"

namespace rulelab {

static const char *const kEndReasonKeys[kEndReasonCount] = {"none",        "finished", "relay_loop",  "round_stalled",
                                                            "match_cycle", "deadlock", "cap_reached", "ludii_limit"};
static const char *const kEndedByKeys[kEndedByCount] = {"rule", "proven", "cap"};

const char *endReasonKey(EndReason r) { return kEndReasonKeys[static_cast<int>(r)]; }

bool endReasonFromKey(std::string_view key, EndReason &out) {
    for (int i = 0; i < kEndReasonCount; ++i)
        if (key == kEndReasonKeys[i]) {
            out = static_cast<EndReason>(i);
            return true;
        }
    return false;
}

const char *endedByKey(EndedBy e) { return kEndedByKeys[static_cast<int>(e)]; }

const char *usageKindKey(UsageKind k) {
    static constexpr const char *kKeys[kUsageKinds] = {"lifted", "sown", "captured", "landed"};
    return kKeys[static_cast<int>(k)];
}

bool endedByFromKey(std::string_view key, EndedBy &out) {
    for (int i = 0; i < kEndedByCount; ++i)
        if (key == kEndedByKeys[i]) {
            out = static_cast<EndedBy>(i);
            return true;
        }
    return false;
}

EndedBy endedByOf(EndReason reason, int64_t roundsByGuard) {
    switch (reason) {
    case EndReason::CapReached:
    case EndReason::LudiiLimit:
    case EndReason::None: return EndedBy::Cap;
    case EndReason::Finished: return roundsByGuard > 0 ? EndedBy::Proven : EndedBy::Rule;
    case EndReason::RelayLoop:
    case EndReason::RoundStalled:
    case EndReason::MatchCycle:
    case EndReason::Deadlock: return EndedBy::Proven;
    }
    return EndedBy::Cap;
}

const char *resultKey(Result r) {
    switch (r) {
    case Result::None: return "none";
    case Result::Win0: return "win0";
    case Result::Win1: return "win1";
    case Result::Draw: return "draw";
    case Result::Undecided: return "undecided";
    }
    return "?";
}

}  // namespace rulelab
