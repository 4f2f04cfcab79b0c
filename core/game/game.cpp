#include "game.h"

namespace rulelab {

static const char *const kEndReasonKeys[kEndReasonCount] = {"none",        "finished", "relay_loop",  "round_stalled",
                                                            "match_cycle", "deadlock", "cap_reached", "ludii_limit"};
static const char *const kEndedByKeys[kEndedByCount] = {"rule", "proven", "cap"};

const char *endReasonKey(EndReason r) { return kEndReasonKeys[static_cast<int>(r)]; }

// The enum value whose key (in `keys`, in enum order) is `key`; false when none is.
template <class Enum, size_t N>
static bool enumFromKey(std::string_view key, const char *const (&keys)[N], Enum &out) {
    for (size_t i = 0; i < N; ++i)
        if (key == keys[i]) {
            out = static_cast<Enum>(i);
            return true;
        }
    return false;
}

bool endReasonFromKey(std::string_view key, EndReason &out) { return enumFromKey(key, kEndReasonKeys, out); }

const char *endedByKey(EndedBy e) { return kEndedByKeys[static_cast<int>(e)]; }

const char *usageKindKey(UsageKind k) {
    static constexpr const char *kKeys[kUsageKinds] = {"lifted", "sown", "captured", "landed"};
    return kKeys[static_cast<int>(k)];
}

bool endedByFromKey(std::string_view key, EndedBy &out) { return enumFromKey(key, kEndedByKeys, out); }

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
