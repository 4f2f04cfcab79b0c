#pragma once
// The typed values of the options that Khutka Boia (plugins/khutka_boia) and the two-row engine
// (two_row_engine_rules.cpp) name alike, with the same choices: one map each, for their
// fromOptions. Like pickChoice, each throws std::invalid_argument for a value it does not name.

#include "game/rule_option.h"
#include "kits/sowing.h"
#include "kits/two_row_position.h"

namespace rulelab::kits {

inline LapOrigin pickLapOrigin(const Options &o) {
    return pickChoice<LapOrigin>(o, "lap_origin", {{"include", LapOrigin::Include}, {"skip", LapOrigin::Skip}});
}

inline CaptureZone pickCaptureZone(const Options &o) {
    return pickChoice<CaptureZone>(o, "capture_zone",
                                   {{"any_row", CaptureZone::AnyRow}, {"opponent_row_only", CaptureZone::OpponentRowOnly}});
}

inline NoMove pickNoMove(const Options &o) {
    return pickChoice<NoMove>(o, "no_move",
                              {{"pass", NoMove::Pass},
                               {"opponent_takes_all", NoMove::OpponentTakesAll},
                               {"each_takes_own_row", NoMove::EachTakesOwnRow}});
}

inline Leftover pickLeftover(const Options &o) {
    return pickChoice<Leftover>(
        o, "leftover",
        {{"row_owner", Leftover::RowOwner}, {"last_capturer", Leftover::LastCapturer}, {"split_evenly", Leftover::SplitEvenly}});
}

inline FillOrder pickFillOrder(const Options &o) {
    return pickChoice<FillOrder>(o, "fill_order",
                                 {{"from_own_left", FillOrder::FromOwnLeft},
                                  {"player_choice", FillOrder::PlayerChoice},
                                  {"from_own_right", FillOrder::FromOwnRight}});
}

inline RelayLoopPolicy pickRelayLoop(const Options &o) {
    return pickChoice<RelayLoopPolicy>(o, "relay_loop",
                                       {{"abort_report", RelayLoopPolicy::AbortReport},
                                        {"end_turn_no_capture", RelayLoopPolicy::EndTurnNoCapture},
                                        {"forbid_start", RelayLoopPolicy::ForbidStart}});
}

}  // namespace rulelab::kits
