#pragma once
// The field-test sheet of a played match (#19): one A4 page a historian takes to the field. It
// holds the game and the reading with every option in plain words, who played (a person or
// which agent), the seed, the move list (in columns, small; a very long match lists its first
// and last moves and says how many are left out), the result and why the match ended, and a
// box for notes: the notes typed in the workbench, then ruled lines to write on.

#include "replay/match_replay.h"

#include <QString>

namespace rulelab {

struct GameInfo;

// The sheet's content as HTML (what the PDF prints), in the interface language. `info`, when
// given, names the game and the options and their values in words; without it their ids are
// shown. `readingName`: the reading's name in the interface language (empty: its id).
QString fieldSheetHtml(const MatchReplay &match, const GameInfo *info, const QString &notes, const QString &readingName = {});
// Writes the sheet as a one-page A4 PDF (atomically). False with an error naming the file.
bool writeFieldSheet(const QString &path, const MatchReplay &match, const GameInfo *info, const QString &notes,
                     const QString &readingName, QString &error);

}  // namespace rulelab
