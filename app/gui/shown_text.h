#pragma once
// Names and text as the workbench shows them. The games and readings by their names in the
// interface language, never by id (the id goes to a tooltip). Text that mixes scripts, right to
// left: an id, a file name or any Latin text inside an Urdu sentence is set between a first-strong isolate (U+2068) and a pop (U+2069), so that it keeps its
// own direction and does not drag the colons and commas around it to the wrong side; and the
// arrow buttons of Replay and Play point the way the layout runs. Left to right both return the
// text unchanged, so English texts stay byte for byte as they were.

#include "bidi_text.h"

#include <QString>
#include <QStringList>

#include <map>
#include <string>
#include <vector>

class QComboBox;
class QTextDocument;
class QWidget;

namespace rulelab {

class PluginRegistry;
struct GameInfo;
struct MicroStep;

// A game's name in the interface language (context "game <id>"); its id, isolated, when the
// registry does not know the game.
QString gameNameText(const PluginRegistry &registry, const std::string &gameId);
// A built-in reading's name in the interface language; its id, isolated, when the registry does
// not know it (a user's reading, an inline one).
QString readingNameText(const PluginRegistry &registry, const std::string &gameId, const std::string &readingId);
// A game's own text (an option's label or description, a reading's description) with the
// snake_case ids of its options and values that it names ("match_end = fixed_rounds") replaced by
// their labels in the interface language ("End of the match = fixed rounds").
// The end reasons it names by key ("cap_reached") are said in words too ("stopped by a cap").
QString idsInWords(const GameInfo &info, const QString &text);
// A game's prose as the Reading tab and the dialogs show it (a summary, a reading's description,
// an option's description, a value's explanation): translated in the context "game <id>" like
// the game's names, its ids in words; where the interface is not English and the text has no
// translation yet, the English text (isolated right to left) followed by the note
// "(English: no translation yet)" in the interface language, so that nothing stays English silently.
QString gameProseText(const GameInfo &info, const std::string &text);
// The rule a step of a match follows (a capture, a relay lap, a pass, a round step:
// replay/match_replay.h ruleOfStep), in words: its rule point and name, the value the match was
// played under with its explanation, and the passages it cites ("By rule KB-8, Capture: next
// beyond - ... (sources: S0, Rules s. 4)"); empty for a step no rule option decides.
QString stepRuleText(const GameInfo &info, const std::map<std::string, std::string> &options, const MicroStep &step);
// The rule a move followed, as stepRuleText says it: the rule of its first capture, else of its
// first relay lap, pass or round step (a round's end, start or refill); empty when no rule option
// decides any of its steps.
QString moveRuleText(const GameInfo &info, const std::map<std::string, std::string> &options,
                     const std::vector<MicroStep> &steps);
// The rule of the last of the first `upto` steps of a move that a rule option decides, as
// stepRuleText says it: what a move being drawn step by step has followed so far (empty before
// its first such step).
QString ruleSoFarText(const GameInfo &info, const std::map<std::string, std::string> &options,
                      const std::vector<MicroStep> &steps, int upto);
// A term linked to its glossary entry, <a href="glossary:<id>">text</a> (the text escaped), and
// the glossary id of such a link (empty for any other link): the links every view makes and follows.
QString glossaryAnchor(const QString &id, const QString &text);
QString glossaryIdOf(const QString &link);
// Plain `text` as rich text in which each word naming a rule term the glossary explains (bha,
// capture, relay, pass, round, in the interface language; a cowrie throw's name, pod, do, tin or
// car, for the throw) links to its entry (glossaryAnchor); the rest escaped, in a paragraph laid
// out as the interface runs (paragraphTag). Empty for empty text.
QString glossaryLinked(const QString &text);
// The same words for the rule that ended a match by its rules (replay/match_replay.h ruleOfEnd).
QString endRuleText(const GameInfo &info, const std::map<std::string, std::string> &options);

// isolated(text): bidi_text.h (the figures use it too).
// A line of text as its own paragraph: right to left it starts with a right-to-left mark (U+200F),
// so that a line that starts with Latin text (a game's or reading's name) is still laid out right
// to left; as it is otherwise.
QString lineText(const QString &text);
// Right to left, every run of Latin text or digits in `text` (an id, a name in Latin script, a
// number with its decimal point, percent sign or interval) that is not isolated already, set
// between U+2068 and U+2069, so that it keeps its own order and does not reorder the sentence
// around it; as it is otherwise.
QString isolatedRuns(const QString &text);
// The opening tag of a paragraph of rich text: right to left "<p dir=\"rtl\" align=\"right\">", so
// that a paragraph laid out right to left whatever it starts with (a Latin name, a number); "<p>"
// otherwise. `style`, when given, is the paragraph's CSS (its margins).
QString paragraphTag(const QString &style = {});
// Right to left, the paragraphs of a text view (a QTextEdit's, a QTextBrowser's or a
// QPlainTextEdit's document) run right to left and start at the right whatever their first
// letters; `english` views (the methods text, a source's passage) stay left to right.
void followTextDirection(QTextDocument *document, bool english = false);
// Plain text of one or more lines as a label shows it: right to left each line starts with a
// right-to-left mark and has its Latin runs and numbers isolated (lineText of isolatedRuns), so
// that a line that starts with a Latin name ("Khutka Boia, ...") still reads right to left; as
// it is otherwise.
QString shownLines(const QString &text);
// An agent box (editable): each preset spec ("mcts:200") shown in words ("MCTS, 200 playouts"),
// the spec as the item's data; a spec may still be typed. agentSpecOf gives the spec of what the
// box shows (a preset's, or the typed text); showAgentSpec shows a spec (its preset when it is one).
void addAgentPresets(QComboBox *box, const QStringList &specs);
QString agentSpecOf(const QComboBox *box);
void showAgentSpec(QComboBox *box, const QString &spec);
// Arrows mirrored (◀ and ▶, ← and →, ◁ and ▷) when `widget` (or, without one, the application)
// lays out right to left; as they are otherwise.
QString directedArrows(const QString &text, const QWidget *widget = nullptr);

}  // namespace rulelab
