#include "rules_check_text.h"

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
    static const std::vector<Pattern> all = patterns(std::begin(kMessages), std::end(kMessages));
    return translated(message, all, false);
}

}  // namespace rulelab
