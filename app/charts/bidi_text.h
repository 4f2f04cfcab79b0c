#pragma once
// Text that mixes scripts, right to left, for the figures and the workbench alike (shown_text.h
// builds on it): a name set apart from the sentence or the layout around it, so that a reading's
// name that starts with a code ("R2 ...") keeps its order in an Urdu legend or axis title. Left
// to right the text is returned unchanged, so English figures stay byte for byte as they were.

#include <QString>

namespace rulelab {

// The text between U+2068 and U+2069 when the application lays out right to left (between U+2067
// and U+2069 when it has any right-to-left letters: an Urdu name that starts with a code); as it
// is otherwise (and when it is empty, or isolated already).
QString isolated(const QString &text);
// Each line of `text` isolated on its own (a wrapped title or category: an isolate does not run
// past the end of its line); as it is left to right.
QString isolatedLines(const QString &text);

}  // namespace rulelab
