#pragma once
// Plain names for what the files call by id: end reasons and metrics, in the user's language
// (translation context "rulelab::names"). The faces show these; the JSON and CSV keep the ids.
// And the core's English texts that the files carry (tests in words, warnings), translated when
// shown.

#include "game/game.h"

#include <QString>

#include <string>

namespace rulelab {

// "ended by the rules", "perpetual relay (proven, G-1)", ...
QString endReasonName(EndReason reason);
// A metric's plain name ("legal moves per decision" for branching_factor), or the key itself
// for a metric without one.
// Covers the named metrics, end_rate_<reason>, ended_by_proven and <turns|laps|rounds>_<median|
// p10|p90|dominance>.
QString metricName(const std::string &key);
// An outcome count of the summary ("first_wins", "seat0_wins", ...), or the key itself.
QString outcomeName(const std::string &key);
// How matches ended ("rule", "proven", "cap"), or the key itself.
QString endedByName(const std::string &key);
// A comparison's test in words (stats::testName, the JSON's "test_name") in the user's language,
// or the text itself when it is not one of them.
QString testNameText(const QString &testName);
// Why a comparison row given an equivalence margin has no TOST (stats::noEquivalenceReason, the
// JSON's equivalence.note) in the user's language.
QString equivalenceNoteText(const QString &note);
// A warning the core attaches to results (stats::readingWarnings, the summary's "warnings"; a
// methods text's missing source key) in the user's language (context "rulelab::warnings"), or
// the text itself when it is not one of them. Untranslated, the text comes back as given.
QString warningText(const QString &warning);

}  // namespace rulelab
