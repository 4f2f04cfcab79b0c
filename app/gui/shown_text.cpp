#include "shown_text.h"

#include "experiment/display_names.h"
#include "experiment/glossary.h"
#include "experiment/outcome_text.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "replay/match_replay.h"  // ruleOfStep
#include "sources_view.h"  // pluginText
#include "translations.h"

#include <QCoreApplication>
#include <QComboBox>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QTextDocument>
#include <QTextOption>
#include <QWidget>

#include <algorithm>
#include <utility>
#include <vector>

namespace rulelab {

QString lineText(const QString &text) {
    if (text.isEmpty() || QGuiApplication::layoutDirection() != Qt::RightToLeft) return text;
    return QChar(0x200F) + text;
}

namespace {
bool isLatinOrDigit(QChar c) { return c.isDigit() || (c.unicode() < 0x250 && c.isLetter()); }
bool isRunInner(QChar c) {
    return isLatinOrDigit(c) || QStringLiteral(" .,%+-_/<=>'\u2013\u2212").contains(c);
}
bool isRunEnd(QChar c) { return isLatinOrDigit(c) || c == QLatin1Char('%'); }
}  // namespace

QString isolatedRuns(const QString &text) {
    if (QGuiApplication::layoutDirection() != Qt::RightToLeft) return text;
    QString out;
    int depth = 0;  // inside an isolate already (U+2066..U+2068 open, U+2069 closes)
    for (qsizetype i = 0; i < text.size();) {
        const QChar c = text[i];
        if (c.unicode() >= 0x2066 && c.unicode() <= 0x2068) ++depth;
        else if (c.unicode() == 0x2069 && depth > 0) --depth;
        if (depth > 0 || !isLatinOrDigit(c)) {
            out += c;
            ++i;
            continue;
        }
        qsizetype end = i, j = i;
        while (j < text.size() && isRunInner(text[j])) {
            if (isRunEnd(text[j])) end = j + 1;
            ++j;
        }
        out += QChar(0x2068) + text.mid(i, end - i) + QChar(0x2069);
        i = end;
    }
    return out;
}

QString shownLines(const QString &text) {
    if (QGuiApplication::layoutDirection() != Qt::RightToLeft) return text;
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines) line = lineText(isolatedRuns(line));
    return lines.join(QLatin1Char('\n'));
}

QString paragraphTag(const QString &style) {
    QString tag = QStringLiteral("<p");
    if (QGuiApplication::layoutDirection() == Qt::RightToLeft) tag += QStringLiteral(" dir=\"rtl\" align=\"right\"");
    if (!style.isEmpty()) tag += QStringLiteral(" style=\"%1\"").arg(style);
    return tag + QLatin1Char('>');
}

void followTextDirection(QTextDocument *document, bool english) {
    QTextOption option = document->defaultTextOption();
    const bool rtl = !english && QGuiApplication::layoutDirection() == Qt::RightToLeft;
    // A paragraph's leading alignment follows its direction: right to left, it starts at the right.
    option.setTextDirection(rtl ? Qt::RightToLeft : Qt::LeftToRight);
    document->setDefaultTextOption(option);
}

void addAgentPresets(QComboBox *box, const QStringList &specs) {
    for (const QString &preset : specs) {
        AgentSpec spec;
        std::string ignored;
        box->addItem(parseAgentSpec(preset.toStdString(), spec, ignored) ? agentText(spec) : preset, preset);
    }
}

QString agentSpecOf(const QComboBox *box) {
    const QString text = box->currentText().trimmed();
    const int preset = box->findText(text, Qt::MatchFixedString);
    return preset >= 0 ? box->itemData(preset).toString() : text;
}

void showAgentSpec(QComboBox *box, const QString &spec) {
    const int preset = box->findData(spec);
    if (preset >= 0) box->setCurrentIndex(preset);
    else box->setCurrentText(spec);
}

QString gameNameText(const PluginRegistry &registry, const std::string &gameId) {
    const LoadedGame *g = registry.find(gameId);
    return g ? pluginText(gameId, g->plugin->info().name) : isolated(q(gameId));
}

QString readingNameText(const PluginRegistry &registry, const std::string &gameId, const std::string &readingId) {
    const Reading *r = registry.findReading(gameId, readingId);
    return r && !r->name.empty() ? pluginText(gameId, r->name) : isolated(q(readingId));
}

QString idsInWords(const GameInfo &info, const QString &text) {
    if (!text.contains(QLatin1Char('_'))) return text;
    QString out = text;
    auto replace = [&out, &info](const std::string &id, const std::string &label) {
        if (id.find('_') == std::string::npos || label.empty()) return;  // plain words are English already
        const QRegularExpression word(QStringLiteral("(?<![\\w-])%1(?![\\w-])").arg(QRegularExpression::escape(q(id))));
        out.replace(word, pluginText(info.id, label));
    };
    for (const RuleOption &o : info.options) {
        replace(o.id, o.label);
        for (const OptionChoice &c : o.choices) replace(c.id, c.label);
    }
    for (int i = 0; i <= static_cast<int>(EndReason::LudiiLimit); ++i) {
        const auto reason = static_cast<EndReason>(i);
        const QString key = QString::fromLatin1(endReasonKey(reason));
        if (!key.contains(QLatin1Char('_'))) continue;
        out.replace(QRegularExpression(QStringLiteral("(?<![\\w.-])%1(?![\\w-])").arg(key)), endReasonName(reason));
    }
    return out;
}

QString gameProseText(const GameInfo &info, const std::string &text) {
    if (text.empty()) return {};
    const QString translated = pluginText(info.id, text);
    if (translated != q(text) || interfaceLanguage() == QLatin1String("en")) return idsInWords(info, translated);
    // The English text is isolated before its ids are put into words: an id said in Urdu inside it
    // would otherwise turn the whole English sentence right to left (its full stop at its start).
    return idsInWords(info, isolated(translated)) + QLatin1Char(' ') +
           QCoreApplication::translate("rulelab::shown", "(English: no translation yet)");
}

namespace {

// A rule option in words, as stepRuleText says it; empty without one.
QString ruleInWords(const GameInfo &info, const std::map<std::string, std::string> &options, const RuleOption *o) {
    if (!o) return {};
    const auto given = options.find(o->id);
    const std::string value = given != options.end() ? given->second : o->defaultValue;
    const OptionChoice *choice = o->type == OptionType::Choice ? o->findChoice(value) : nullptr;
    QStringList cites;
    for (const Citation &c : choice && !choice->citations.empty() ? choice->citations : o->citations)
        cites << isolated(q(c.where()));  // whole, right to left
    const QString name = pluginText(info.id, o->label), said = optionValueText(info.id, *o, value);
    QString text = o->rulePoint.empty()
                       ? QCoreApplication::translate("rulelab::shown", "By the rule %1: %2").arg(name, said)
                       : QCoreApplication::translate("rulelab::shown", "By rule %1, %2: %3").arg(q(o->rulePoint), name, said);
    if (choice && !choice->explanation.empty()) text += QStringLiteral(" \u2014 ") + gameProseText(info, choice->explanation);
    if (!cites.isEmpty())
        text += QLatin1Char(' ') +
                QCoreApplication::translate("rulelab::shown", "(sources: %1)").arg(cites.join(QStringLiteral("; ")));
    return text;
}

}  // namespace

QString stepRuleText(const GameInfo &info, const std::map<std::string, std::string> &options, const MicroStep &step) {
    return ruleInWords(info, options, ruleOfStep(info, step));
}

QString moveRuleText(const GameInfo &info, const std::map<std::string, std::string> &options,
                     const std::vector<MicroStep> &steps) {
    for (const StepKind kind : {StepKind::Capture, StepKind::Lap, StepKind::Pass, StepKind::Round})
        for (const MicroStep &s : steps)
            if (s.kind == kind)
                if (QString text = stepRuleText(info, options, s); !text.isEmpty()) return text;
    return {};
}

QString ruleSoFarText(const GameInfo &info, const std::map<std::string, std::string> &options,
                      const std::vector<MicroStep> &steps, int upto) {
    for (int k = std::min(upto, static_cast<int>(steps.size())); k > 0; --k)
        if (const RuleOption *o = ruleOfStep(info, steps[static_cast<size_t>(k - 1)])) return ruleInWords(info, options, o);
    return {};
}

QString endRuleText(const GameInfo &info, const std::map<std::string, std::string> &options) {
    return ruleInWords(info, options, ruleOfEnd(info));
}

QString glossaryAnchor(const QString &id, const QString &text) {
    return QStringLiteral("<a href=\"glossary:%1\">%2</a>").arg(id, text.toHtmlEscaped());
}

QString glossaryIdOf(const QString &link) {
    const QLatin1String scheme("glossary:");
    return link.startsWith(scheme) ? link.mid(scheme.size()) : QString();
}

QString glossaryLinked(const QString &text) {
    if (text.isEmpty()) return {};
    // The words (as shown, with their glossary ids) and their pattern, made once for each
    // interface language: the caption changes on every frame of a replay.
    static QString language;
    static std::vector<std::pair<QString, QString>> words;
    static QRegularExpression re;
    if (language != interfaceLanguage() || words.empty()) {
        language = interfaceLanguage();
        words.clear();
        for (const char *id : {"bha", "capture", "relay", "pass", "round"})
            if (const auto e = glossaryEntry(id); e && !e->term.isEmpty()) words.emplace_back(e->term, QString::fromLatin1(id));
        for (const char *name : {"pod", "do", "tin", "car"})
            words.emplace_back(QCoreApplication::translate("rulelab::board", name), QStringLiteral("throw"));
        std::sort(words.begin(), words.end(), [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
        QStringList alternatives;
        for (const auto &w : words) alternatives << QRegularExpression::escape(w.first);
        re = QRegularExpression(QStringLiteral("(?<![\\w-])(%1)(?![\\w-])").arg(alternatives.join(QLatin1Char('|'))),
                                QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    }
    QString out = paragraphTag();
    qsizetype at = 0;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(at, m.capturedStart() - at).toHtmlEscaped();
        QString id;
        for (const auto &w : words)
            if (w.first.compare(m.captured(1), Qt::CaseInsensitive) == 0) id = w.second;
        out += glossaryAnchor(id, m.captured(1));
        at = m.capturedEnd();
    }
    return out + text.mid(at).toHtmlEscaped() + QStringLiteral("</p>");
}

QString directedArrows(const QString &text, const QWidget *widget) {
    const Qt::LayoutDirection d = widget ? widget->layoutDirection() : QGuiApplication::layoutDirection();
    if (d != Qt::RightToLeft) return text;
    static const char16_t pairs[][2] = {{0x25C0, 0x25B6}, {0x2190, 0x2192}, {0x25C1, 0x25B7}};
    QString out = text;
    for (QChar &c : out)
        for (const auto &p : pairs) {
            if (c.unicode() == p[0]) c = QChar(p[1]);
            else if (c.unicode() == p[1]) c = QChar(p[0]);
        }
    return out;
}

}  // namespace rulelab
