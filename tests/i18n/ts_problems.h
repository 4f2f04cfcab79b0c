#pragma once
// The messages of a Qt Linguist file (.ts) that are unfinished, empty, or lose a placeholder: the
// app's catalogues (test_i18n.cpp) and each plugin's own (test_game_texts.cpp).
#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

#include <algorithm>

namespace rulelab::testsupport {

inline QStringList placeholders(const QString &s) {
    QStringList out;
    for (const auto &m : QRegularExpression(QStringLiteral("%(\\d+|n)")).globalMatch(s)) out << m.captured(0);
    out.sort();
    out.removeDuplicates();
    return out;
}

// Messages of a .ts file that are unfinished, empty, or lose a placeholder.
inline QStringList tsProblems(const QString &file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return {file + QStringLiteral(": cannot open")};
    QXmlStreamReader xml(&f);
    QStringList out;
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        else if (xml.name() == QLatin1String("source")) source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            const bool vanished = xml.attributes().value(QLatin1String("type")) == QLatin1String("vanished") ||
                                  xml.attributes().value(QLatin1String("type")) == QLatin1String("obsolete");
            QStringList forms;
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) forms << xml.readElementText();
                else if (xml.isCharacters()) text += xml.text();
            }
            if (vanished) continue;
            if (forms.isEmpty()) forms << text;
            const bool empty = std::any_of(forms.begin(), forms.end(), [](const QString &t) { return t.trimmed().isEmpty(); });
            if (unfinished || empty) {
                out << QStringLiteral("[%1] %2").arg(context, source);
                continue;
            }
            QStringList want = placeholders(source);
            want.removeAll(QStringLiteral("%n"));
            for (const QString &t : forms) {
                QStringList have = placeholders(t);
                have.removeAll(QStringLiteral("%n"));
                if (have != want)
                    out << QStringLiteral("[%1] %2 (placeholders %3 vs %4)")
                               .arg(context, source, want.join(QLatin1Char(' ')), have.join(QLatin1Char(' ')));
            }
        }
    }
    if (xml.hasError()) out << file + QStringLiteral(": ") + xml.errorString();
    return out;
}

}  // namespace rulelab::testsupport
