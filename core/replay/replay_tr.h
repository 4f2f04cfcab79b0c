#pragma once
// Internal to core/replay: the translation context of the replay texts. They are translated in
// the context "MatchReplay" (what `rulelab-cli replay` prints and the replay view shows), from
// match_replay.cpp (frame captions) and replay_text.cpp.

#include <QCoreApplication>

namespace rulelab {

class MatchReplayText {
    Q_DECLARE_TR_FUNCTIONS(MatchReplay)
};

}  // namespace rulelab
