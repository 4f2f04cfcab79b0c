#include "rules_check_text.h"

#include "plugin_registry.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <vector>

namespace rulelab {

namespace {

// The check's wording (plugins/rules_file/rules_file_check.cpp), %1.. where it inserts a value;
// a test checks that the problems the form produces match these.
const char *const kMessages[] = {
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "is empty"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "is empty (one paragraph in your own words)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "is empty (say where in the source: a page or a section)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "'%1' may hold only lower-case letters, digits and single '-' between them"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "needs exactly two seat names (seat 0 first)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "needs at least one bibliography key"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "a key is listed twice"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "'%1' is not in 'sources' (%2)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "missing (every rule cites the passage it follows)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "missing (cite the passage that gives the board)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "missing (every rule of the vocabulary needs an entry; see docs/rules-files.md)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "an open rule needs two or more values (a fixed one uses 'value')"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "'%1' is not one of this rule's values (%2)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "not one of this rule's values (%1)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "'%1' is not a value of %2 (%3)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "'%1' twice"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "min must be below max"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "'%1' is outside the range"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "%1 is not %2"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "'%1' is used by another reading"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "missing (the bibliography key(s) of the source this reading follows)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "'%1' names none of the file's sources (%2)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "not a rule of this game"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "'%1': this file fixes %2 to '%3'"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "'%1' is not one of this game's values (%2)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "the engine cannot play this reading: %1"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "needs at least one reading"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "given twice"),
};

// What only a hand-written file can get wrong: its JSON's shape (plugins/rules_file/
// rules_file_reader.h, rules_file_translations.cpp) and what the form never writes (a rule of the
// board, an unknown rule, a translations table). Matched before kMessages, whose "%1 is not %2"
// would take "'xx' is not a language code ..." with its English inside.
const char *const kShapeMessages[] = {
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "%1 is a choice: use 'values'"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "%1 is a number: use 'range': [min, max]"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be [min, max]"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "the board's size is given in 'board'"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "not a rule of the vocabulary (one of: %1)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "missing (holes_per_row, counters_per_hole, citations)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an object"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "missing (one entry per rule)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an object: rule -> entry"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "missing (expected \"rulelab-rules\")"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "is '%1', expected \"rulelab-rules\""),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be %1 (this RuleLab reads rules files of version %2)"),
    QT_TRANSLATE_NOOP(
        "rulelab::rulesCheck",
        "not read: references come from RuleLab's bibliography (data/sources/bibliography.bib, built into the program): add a "
        "new source's BibTeX entry there and rebuild; a key it lacks is listed as not in the bibliography"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an object: language -> {English text: translation}"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an object: English text -> translation"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be a string"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck",
                      "'%1' is not a language code other than en (two or three lower-case letters: hi, ur)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "is empty (leave the language out instead)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "the translation is empty"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "not a field here (allowed: %1, comment)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "missing (expected a string)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "missing (expected an array of strings)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an array of strings"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "missing (expected a whole number)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be a whole number"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an array of {source, locator, note} objects"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an object {source, locator, note}"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be a string (a value id) or a whole number"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck",
                      "must be an object with 'value' (a fixed rule) or 'values' and 'default' (an open one)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck",
                      "needs exactly one of 'value' (a fixed rule), 'values' (an open choice) or 'range' (an open number)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an array of value ids"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "missing (an open rule needs a default)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an object: value id -> text"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an object: value id -> citations"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "missing (expected an array of readings)"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an array of readings"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an object {id, name, source, description, options}"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "must be an object: rule -> value"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck",
                      "a rule given as a 'range' has no single values to explain (say it in its description)"),
};

// What the check inserts for the values a rule allows (RuleOption::allowedText).
const char *const kAllowed[] = {
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "one of: %1"),
    QT_TRANSLATE_NOOP("rulelab::rulesCheck", "an integer in [%1, %2]"),
};

struct Pattern {
    const char *source;
    QRegularExpression re;
};

std::vector<Pattern> patterns(const char *const *first, const char *const *last) {
    std::vector<Pattern> out;
    for (const char *const *m = first; m != last; ++m) {
        QString re = QRegularExpression::escape(QString::fromLatin1(*m));
        re.replace(QRegularExpression(QStringLiteral("\\\\%(\\d)")), QStringLiteral("(.+?)"));
        out.push_back({*m, QRegularExpression(QLatin1Char('^') + re + QLatin1Char('$'))});
    }
    return out;
}

// `text` in the interface's language when it matches one of `list`; else as it is.
QString translated(const QString &text, const std::vector<Pattern> &list, bool inner) {
    static const std::vector<Pattern> allowed = patterns(std::begin(kAllowed), std::end(kAllowed));
    for (const Pattern &p : list) {
        const QRegularExpressionMatch m = p.re.match(text);
        if (!m.hasMatch()) continue;
        QStringList a;
        for (int i = 1; i <= m.lastCapturedIndex(); ++i) a << (inner ? m.captured(i) : translated(m.captured(i), allowed, true));
        const QString out = QCoreApplication::translate("rulelab::rulesCheck", p.source);
        switch (a.size()) {  // one pass: a value holding "%2" stays as it is
        case 1: return out.arg(a[0]);
        case 2: return out.arg(a[0], a[1]);
        case 3: return out.arg(a[0], a[1], a[2]);
        default: return out;
        }
    }
    return text;
}

}  // namespace

QString rulesCheckText(const QString &message) {
    static const std::vector<Pattern> all = [] {
        std::vector<Pattern> out = patterns(std::begin(kShapeMessages), std::end(kShapeMessages));
        for (Pattern &p : patterns(std::begin(kMessages), std::end(kMessages))) out.push_back(std::move(p));
        return out;
    }();
    return translated(message, all, false);
}

QString rulesProblemText(const QString &line, bool withOrigin) {
    const QString sep = QStringLiteral(": ");
    qsizetype start = 0;  // where the message starts: after the origin (when given) and the field
    for (int skip = withOrigin ? 2 : 1; skip > 0; --skip) {
        const qsizetype next = line.indexOf(sep, start);
        if (next < 0) return line;  // no field: a line of another kind (a JSON syntax error, ...)
        start = next + sep.size();
    }
    return line.left(start) + rulesCheckText(line.mid(start));
}

QString loadErrorText(const PluginLoadError &e) { return e.isRulesFile() ? rulesProblemText(e.message, false) : e.message; }

}  // namespace rulelab
