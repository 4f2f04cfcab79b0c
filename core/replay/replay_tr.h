#pragma once
// Internal to core/replay: the translation context of the replay texts. They are translated in
// the context "MatchReplay" (what `rulelab-cli replay` prints and the replay view shows), from
// match_replay.cpp (frame captions) and replay_text.cpp.

#include <QCoreApplication>
#include <QString>

#include <string>

namespace rulelab {

class MatchReplayText {
    Q_DECLARE_TR_FUNCTIONS(MatchReplay)
};

// A micro-step's note with a number or a name in it ("round 3 ends (board empty): South 20,
// North 30", "Goats piece 4", "pod: throws again"), translated in the context "rulelab::steps"
// (board_text.cpp); any other note as it is. The notes without either are in replay_text.cpp's
// table.
QString stepNoteText(const std::string &note);

}  // namespace rulelab
