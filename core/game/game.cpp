#include "game.h"

namespace rulelab {

static const char *const kEndReasonKeys[kEndReasonCount] = {
    "none", "finished", "relay_loop", "round_stalled", "match_cycle", "deadlock", "cap_reached"};

const char *endReasonKey(EndReason r) { return kEndReasonKeys[static_cast<int>(r)]; }

bool endReasonFromKey(std::string_view key, EndReason &out) {
    for (int i = 0; i < kEndReasonCount; ++i)
        if (key == kEndReasonKeys[i]) {
            out = static_cast<EndReason>(i);
            return true;
        }
    return false;
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
