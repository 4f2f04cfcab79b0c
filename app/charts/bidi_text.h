#pragma once
// Bidi isolation for texts shown inside right-to-left (Urdu) text: the views (app/gui/shown_text.h)
// and the figures' legends, axis titles and categories. Left to right both return the text
// unchanged, so English texts stay byte for byte as they were.

#include <QString>

namespace rulelab {

// The text between U+2068 and U+2069 when the application lays out right to left (between U+2067
// and U+2069 when it has any right-to-left letters: an Urdu name that starts with a code, which
// would otherwise show its Urdu words first); as it is otherwise, when it is empty, and when it
// is one isolate already (a name isolated by a view and drawn again by a figure).
QString isolated(const QString &text);
// Each line of `text` isolated on its own (a wrapped axis title or category).
QString isolatedLines(const QString &text);

}  // namespace rulelab
