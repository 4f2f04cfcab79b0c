// The State graph view's summary: the graph's counts, its value under best play and what is
// drawn, its terms linked to the glossary.
#include "graph_view.h"

#include "experiment/glossary.h"
#include "experiment/outcome_text.h"
#include "plugin/qt_text.h"
#include "shown_text.h"  // glossaryAnchor

#include <QLabel>
#include <QLocale>
#include <QSpinBox>

namespace rulelab {

namespace {
// A term linked to its glossary entry (hover: what it means; click: the glossary).
QString term(const char *id, const QString &text) { return glossaryAnchor(QLatin1String(id), text); }
}  // namespace

QString GraphView::outcomeText(uint32_t state) const {
    const GraphSolution &s = data_->solution;
    if (!s.solved) return {};
    if (!s.outcome.empty()) {
        const uint8_t o = s.outcome[state];
        const QString who = o <= 2 ? resultValueText(o == 0 ? Result::Win0 : o == 1 ? Result::Win1 : Result::Draw,
                                                     data_->game->info().playerNames)
                                   : tr("no side can force an end");
        if (s.hasMargin && o < 3) return tr("best play: %1, margin %2").arg(who).arg(s.margin[state]);
        return tr("best play: %1").arg(who);
    }
    return tr("probability that %1 wins: %2").arg(GraphCanvas::seatName(*data_, 0)).arg(s.winProbability[state], 0, 'f', 4);
}

QString GraphView::summaryText() const { return summary_->text(); }

QString GraphView::termTip(const QString &id) {
    const auto entry = glossaryEntry(id.toStdString());
    if (!entry) return {};
    return QStringLiteral("<p><b>%1</b>: %2</p><p><i>%3</i></p>")
        .arg(entry->term.toHtmlEscaped(), entry->explanation.toHtmlEscaped(),
             tr("Click to open the glossary at this term.").toHtmlEscaped());
}

void GraphView::updateSummary() {
    if (!data_) {
        summary_->setText(
            tr("Explore a reading to see its state graph: how many states, which can loop for ever, "
               "which can never end, and the value of the start under best play."));
        return;
    }
    const GraphData &d = *data_;
    const GraphAnalysis &a = d.analysis;
    auto num = [](int64_t v) { return QLocale().toString(static_cast<qlonglong>(v)); };
    auto rowHtml = [](const QString &keyHtml, const QString &valueHtml) {
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(keyHtml, valueHtml);
    };
    auto row = [&](const char *id, const QString &k, const QString &v) {
        return rowHtml(id ? term(id, k) : k.toHtmlEscaped(), v.toHtmlEscaped());
    };
    QString html = QStringLiteral("<table cellspacing=2>");
    html += row("state", tr("States:"),
                num(static_cast<int64_t>(d.graph.nodes.size())) + QStringLiteral(" ") +
                    (d.graph.complete    ? tr("(complete)")
                     : d.graph.cancelled ? tr("(incomplete: cancelled)")
                                         : tr("(incomplete: state limit reached)")));
    html += row("edge", tr("Edges:"), num(static_cast<int64_t>(d.graph.edgeCount())));
    QStringList ends;
    for (const auto &[k, v] : a.terminalsByResult) {
        const QString name = resultKeyValueText(k, d.game->info().playerNames);
        ends << QStringLiteral("%1 %2").arg(name, num(v));
    }
    html += row("terminals", tr("Ends:"),
                num(a.terminals) +
                    (ends.isEmpty() ? QString() : QStringLiteral(" (") + ends.join(QStringLiteral(", ")) + QStringLiteral(")")));
    html += row("cyclic_components", tr("Cyclic components:"),
                tr("%1 (%2 states on cycles)").arg(num(a.cyclicComponents), num(a.statesInCycles)));
    html += row("components", tr("Largest component:"), tr("%n state(s)", nullptr, static_cast<int>(a.largestComponent)));
    html += row("dead_states", tr("Dead states:"), num(a.deadStates));
    if (a.unexpanded > 0) html += row("unexpanded", tr("Not expanded:"), num(a.unexpanded));
    html += row("depth", tr("Deepest state:"), tr("depth %1").arg(a.maxDepth));
    const QString start = startValueHtml();
    html += rowHtml(term("value", tr("Start:")), start);
    const QString drawn = drawnText();
    html += row(nullptr, tr("Drawn:"), drawn);
    html += QStringLiteral("</table>");
    if (layout_.fellBack)
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("Too many states to draw one by one (more than %1): showing %2.")
                             .arg(drawLimit_->value())
                             .arg(layout_.kind == LayoutKind::Components ? tr("the component graph")
                                                                         : tr("the neighbourhood of a state"))
                             .toHtmlEscaped());
    if (layout_.truncated)
        html += QStringLiteral("<p><i>%1</i></p>").arg(tr("The neighbourhood was cut at the drawing limit.").toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Hover a node to see its board; double-click it to replay the moves to it; right-click for "
                        "its neighbourhood. Wheel: zoom; drag: pan. Hover a term in bold to see what it means; click it for the "
                        "glossary.")
                         .toHtmlEscaped());
    summary_->setText(html);
}

// The value of the start under best play and how it was found (its method linked), as HTML.
QString GraphView::startValueHtml() const {
    const GraphData &d = *data_;
    QString start;
    if (d.solution.solved) {
        // The method by its glossary term (retrograde analysis, value iteration), linked.
        const auto method = glossaryEntry(d.solution.method);
        start = outcomeText(0).toHtmlEscaped() + QStringLiteral(" (") +
                (method ? term(d.solution.method.c_str(), method->term) : q(d.solution.method).toHtmlEscaped()) +
                QStringLiteral(")");
    } else if (!d.graph.complete) {
        start = tr("not solved: the graph is incomplete (raise Max states)").toHtmlEscaped();
    } else if (!d.solution.error.empty()) {
        start = tr("not solved: %1").arg(q(d.solution.error)).toHtmlEscaped();
    } else {
        start = tr("not solved (tick Solve and explore again)").toHtmlEscaped();
    }
    return start;
}

// What the drawing shows, in words.
QString GraphView::drawnText() const {
    const GraphData &d = *data_;
    QString drawn;
    switch (layout_.kind) {
    case LayoutKind::Components:
        if (layout_.collapsed) {
            int64_t collapsed = 0;
            for (const auto &n : layout_.nodes) collapsed += n.members > 1;
            drawn = tr("%1 nodes in rows by depth for %2 states (%3 of them groups of states play can go round in, "
                       "each drawn as one), %4 edges")
                        .arg(layout_.nodes.size())
                        .arg(d.graph.nodes.size())
                        .arg(collapsed)
                        .arg(layout_.edges.size());
        } else {
            drawn = tr("%1 components, %2 links between them").arg(layout_.nodes.size()).arg(layout_.edges.size());
        }
        break;
    case LayoutKind::Neighbourhood:
        drawn = tr("%1 states within %2 moves of state %3, %4 edges")
                    .arg(layout_.nodes.size())
                    .arg(layout_.radius)
                    .arg(layout_.centre)
                    .arg(layout_.edges.size());
        break;
    default: drawn = tr("%1 states, %2 edges").arg(layout_.nodes.size()).arg(layout_.edges.size()); break;
    }
    return drawn;
}

}  // namespace rulelab
