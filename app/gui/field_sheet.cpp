#include "field_sheet.h"

#include "experiment/display_names.h"
#include "experiment/outcome_text.h"
#include "game/game_info.h"
#include "plugin/file_access.h"
#include "plugin/qt_text.h"
#include "sources_view.h"  // pluginText, optionValueText

#include <QCoreApplication>
#include <QDate>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

#include <algorithm>

namespace rulelab {

namespace {

// The sheet's texts, in the translation context "FieldSheet".
class FieldSheetText {
    Q_DECLARE_TR_FUNCTIONS(FieldSheet)
};
QString esc(const std::string &s) { return q(s).toHtmlEscaped(); }

// The moves a sheet lists: all of them up to kAll, else the first kHead and the last kTail.
constexpr size_t kAll = 240, kHead = 200, kTail = 40;

QString seatText(const MatchReplay &m, int seat) {
    const QString name = seatNameText(m.playerNames, seat).toHtmlEscaped();
    const size_t agent = static_cast<size_t>(m.swapped ? 1 - seat : seat);  // the agents are A and B, seat 0 A unless swapped
    const QString who = m.persons[static_cast<size_t>(seat)] ? FieldSheetText::tr("a person") : agentText(m.agents[agent]);
    return QStringLiteral("%1: %2").arg(name, who.toHtmlEscaped());
}

// "Field sheet: Khutka Boia, reading AIBDD literal", by name where known.
QString titleText(const MatchReplay &m, const GameInfo *info, const QString &readingName) {
    return FieldSheetText::tr("Field sheet: %1, reading %2")
        .arg(info ? pluginText(info->id, info->name) : q(m.gameName), readingName.isEmpty() ? q(m.readingId) : readingName);
}

}  // namespace

QString fieldSheetHtml(const MatchReplay &m, const GameInfo *info, const QString &notes, const QString &readingName) {
    QString h;
    h += QStringLiteral("<html><body style=\"font-family:'DejaVu Sans'; font-size:9pt\">");
    h += QStringLiteral("<h2 style=\"margin:0\">%1</h2>")
             .arg(titleText(m, info, readingName).toHtmlEscaped());
    h += QStringLiteral("<p style=\"margin:2px 0\">%1</p>")
             .arg(FieldSheetText::tr("Played %1. %2; %3. Seed %4 (match seed %5).")
                      .arg(QDate::currentDate().toString(Qt::ISODate), seatText(m, 0), seatText(m, 1))
                      .arg(m.seed)
                      .arg(m.matchSeed));
    // The reading in plain words.
    h += QStringLiteral("<h3 style=\"margin:4px 0 2px 0\">%1</h3>").arg(FieldSheetText::tr("The rules as read"));
    // Two options a row, to leave the page to the moves.
    h += QStringLiteral("<table width=\"100%\" cellspacing=0 cellpadding=1 style=\"font-size:7.5pt\">");
    int column = 0;
    for (const auto &[id, value] : m.options) {
        const RuleOption *o = info ? info->findOption(id) : nullptr;
        const QString label = o ? pluginText(info->id, o->label.empty() ? o->id : o->label) : q(id);
        const QString shown = o ? optionValueText(info->id, *o, value) : q(value);
        if (column == 0) h += QStringLiteral("<tr>");
        h += QStringLiteral("<td width=\"32%\">%1</td><td width=\"18%\"><b>%2</b></td>")
                 .arg(label.toHtmlEscaped(), shown.toHtmlEscaped());
        if (++column == 2) {
            h += QStringLiteral("</tr>");
            column = 0;
        }
    }
    if (column) h += QStringLiteral("</tr>");
    h += QStringLiteral("</table>");
    // The moves, in four columns.
    h += QStringLiteral("<h3 style=\"margin:4px 0 2px 0\">%1</h3>").arg(FieldSheetText::tr("Moves (%1)").arg(m.moves.size()));
    std::vector<QString> lines;
    auto line = [&](size_t i) { return QStringLiteral("%1. %2").arg(i + 1).arg(esc(m.moves[i].description)); };
    if (m.moves.size() <= kAll) {
        for (size_t i = 0; i < m.moves.size(); ++i) lines.push_back(line(i));
    } else {
        for (size_t i = 0; i < kHead; ++i) lines.push_back(line(i));
        lines.push_back(
            FieldSheetText::tr("... %1 moves left out (all are in the match file) ...").arg(m.moves.size() - kHead - kTail));
        for (size_t i = m.moves.size() - kTail; i < m.moves.size(); ++i) lines.push_back(line(i));
    }
    const size_t columns = 3, rows = (lines.size() + columns - 1) / columns;
    h += QStringLiteral("<table width=\"100%\" cellspacing=0 cellpadding=0 style=\"font-size:6.5pt\"><tr>");
    for (size_t c = 0; c < columns; ++c) {
        h += QStringLiteral("<td valign=top width=\"33%\">");
        for (size_t r = 0; r < rows && c * rows + r < lines.size(); ++r) h += lines[c * rows + r] + QStringLiteral("<br>");
        h += QStringLiteral("</td>");
    }
    h += QStringLiteral("</tr></table>");
    // The result and why.
    const MatchRecord &rec = m.record;
    QString result;
    if (rec.endReason == EndReason::None) {
        result = FieldSheetText::tr("Not finished: %1 to %2 after %3 moves.")
                     .arg(rec.scores[0])
                     .arg(rec.scores[1])
                     .arg(m.moves.size());
    } else {
        const QString who = outcomeText({rec.result, rec.firstPlayer, rec.scores, true}, m.playerNames);
        result = FieldSheetText::tr("%1. Why: %2 (%3).")
                     .arg(who.toHtmlEscaped(), endReasonName(rec.endReason), endedByName(endedByKey(rec.endedBy)));
    }
    h += QStringLiteral("<h3 style=\"margin:4px 0 2px 0\">%1</h3><p style=\"margin:0\">%2</p>")
             .arg(FieldSheetText::tr("Result"), result);
    // Notes: what was typed, then lines to write on.
    h += QStringLiteral("<h3 style=\"margin:4px 0 2px 0\">%1</h3>").arg(FieldSheetText::tr("Notes"));
    h += QStringLiteral("<table width=\"100%\" border=1 cellspacing=0 cellpadding=4><tr><td>");
    if (!notes.trimmed().isEmpty()) h += notes.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    for (int i = 0; i < 6; ++i) h += QStringLiteral("<br>&nbsp;");
    h += QStringLiteral("</td></tr></table></body></html>");
    return h;
}

bool writeFieldSheet(const QString &path, const MatchReplay &m, const GameInfo *info, const QString &notes,
                     const QString &readingName, QString &error) {
    if (std::string bad; !checkOutputFile(path, bad)) {  // never a device, FIFO or folder replaced by a file
        error = QString::fromStdString(bad);
        return false;
    }
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)) {
        error = FieldSheetText::tr("%1: cannot write: %2").arg(path, out.errorString());
        return false;
    }
    {
        QPdfWriter writer(&out);
        writer.setCreator(QStringLiteral("RuleLab"));
        writer.setTitle(titleText(m, info, readingName));
        writer.setPageLayout(
            QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
        QTextDocument doc;
        doc.setHtml(fieldSheetHtml(m, info, notes, readingName));
        QPainter p;
        if (!p.begin(&writer)) {
            error = FieldSheetText::tr("%1: cannot write a PDF").arg(path);
            return false;
        }
        // Lay the text out at the page's width in points, then scale it onto the page, smaller
        // if need be, so that the sheet is always one page.
        const QRectF page = writer.pageLayout().paintRectPixels(writer.resolution());
        const double toPoints = 72.0 / writer.resolution();
        doc.setPageSize(QSizeF(page.width() * toPoints, 1e9));
        doc.setTextWidth(page.width() * toPoints);
        const double height = doc.size().height();
        const double scale = std::min(1.0 / toPoints, page.height() / std::max(1.0, height));
        p.scale(scale, scale);
        doc.drawContents(&p);
        p.end();
    }
    if (!out.commit()) {
        error = FieldSheetText::tr("%1: cannot write: %2").arg(path, out.errorString());
        return false;
    }
    return true;
}

}  // namespace rulelab
