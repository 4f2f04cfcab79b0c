#include "bidi_text.h"

#include <QGuiApplication>
#include <QStringList>

namespace rulelab {

namespace {
bool isIsolateOpen(QChar c) { return c.unicode() >= 0x2066 && c.unicode() <= 0x2068; }
// Whether the whole text is one isolate: opened by its first character, closed by its last.
bool isOneIsolate(const QString &text) {
    if (text.size() < 2 || !isIsolateOpen(text.front())) return false;
    int depth = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (isIsolateOpen(text[i])) ++depth;
        else if (text[i].unicode() == 0x2069 && --depth == 0) return i == text.size() - 1;
    }
    return false;
}
}  // namespace

QString isolated(const QString &text) {
    if (text.isEmpty() || QGuiApplication::layoutDirection() != Qt::RightToLeft) return text;
    if (isOneIsolate(text)) return text;
    // A name with any Urdu in it ("R1 Das Gupta, AIBDD کے ذریعے، لفظی") is an Urdu phrase that
    // starts with a code: isolated right to left (U+2067), or its Urdu words would come first.
    for (QChar c : text)
        if (c.direction() == QChar::DirR || c.direction() == QChar::DirAL) return QChar(0x2067) + text + QChar(0x2069);
    return QChar(0x2068) + text + QChar(0x2069);
}

QString isolatedLines(const QString &text) {
    if (QGuiApplication::layoutDirection() != Qt::RightToLeft) return text;
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines) line = isolated(line);
    return lines.join(QLatin1Char('\n'));
}

}  // namespace rulelab
