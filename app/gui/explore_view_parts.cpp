// The shared helpers of the Explore tab (explore_view_parts.h).
#include "explore_view_parts.h"

#include "explore_view.h"

#include "experiment/display_names.h"
#include "experiment/explore_verdict.h"
#include "plugin/qt_text.h"
#include "sources_view.h"  // pluginText, optionValueText

#include <QLabel>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rulelab::explore_parts {

std::vector<std::string> requirementMetrics() {
    std::vector<std::string> keys = {
        "Completion",           "ended_by_proven",       "Timeouts",          "Drawishness", "AdvantageP1",
        "first_mover_win_rate", "second_mover_win_rate", "AdvantageP1_ludii", "Balance",     "agent_a_win_rate",
        "agent_b_win_rate"};
    for (const char *m : {"turns", "laps", "rounds"})
        for (const char *s : {"mean", "median", "p10", "p90"}) keys.push_back(std::string(m) + "_" + s);
    for (const char *m : {"branching_factor", "forced_move_share", "lead_changes_mean", "captures_per_turn", "score_margin_mean"})
        keys.emplace_back(m);
    for (int e = 1; e < kEndReasonCount; ++e) keys.push_back(std::string("end_rate_") + endReasonKey(static_cast<EndReason>(e)));
    keys.emplace_back("usage_similarity");
    // Only the metrics explore gives a verdict on (explore_verdict.h).
    std::erase_if(keys, [](const std::string &k) {
        VerdictMethod m;
        std::string refusal;
        return !verdictMethodFor(k, m, refusal);
    });
    return keys;
}

QString metricWords(const std::string &key) {
    const QString name = metricName(key);
    if (key == "usage_similarity" && name == q(key)) return ExploreView::tr("usage similarity with an observed map");
    return name;
}

QString number(double v) {
    const QLocale l;
    return std::abs(v) >= 10000 ? l.toString(v, 'f', 0) : l.toString(v, 'g', 4);
}

QString boundText(const Requirement &r) {
    switch (r.op) {
    case Requirement::Op::AtLeast: return QStringLiteral("\u2265 %1").arg(number(r.lo));
    case Requirement::Op::AtMost: return QStringLiteral("\u2264 %1").arg(number(r.hi));
    case Requirement::Op::Between: break;
    }
    return ExploreView::tr("between %1 and %2").arg(number(r.lo), number(r.hi));
}

std::vector<std::string> everyValue(const RuleOption &o) {
    std::vector<std::string> out;
    if (o.type == OptionType::Choice)
        for (const auto &c : o.choices) out.push_back(c.id);
    else if (o.type == OptionType::Flag) out = {"false", "true"};
    else if (o.type == OptionType::Integer && o.maxInt - o.minInt < kAllValuesLimit)
        for (int64_t v = o.minInt; v <= o.maxInt; ++v) out.push_back(std::to_string(v));
    return out;
}

const RuleOption *findOption(const GameInfo *info, const std::string &id) {
    if (!info) return nullptr;
    for (const auto &o : info->options)
        if (o.id == id) return &o;
    return nullptr;
}

QString labelOf(const GameInfo *info, const std::string &id) {
    const RuleOption *o = findOption(info, id);
    return o ? pluginText(info->id, o->label.empty() ? o->id : o->label) : q(id);
}

QString wordsOf(const GameInfo *info, const std::string &id, const std::string &value) {
    const RuleOption *o = findOption(info, id);
    return o ? optionValueText(info->id, *o, value) : q(value);
}

QLabel *heading(const QString &text) {
    auto *l = new QLabel(text);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    l->setWordWrap(true);
    return l;
}

QLabel *errorLabel() {
    auto *l = new QLabel;
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    l->setStyleSheet(QStringLiteral("color: #b00020;"));
    l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    l->hide();
    return l;
}

void showError(QLabel *label, const QString &text) {
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

QColor verdictBackground(Verdict v) {
    switch (v) {
    case Verdict::Feasible: return QColor(0xc8, 0xeb, 0xd5);
    case Verdict::Infeasible: return QColor(0xf6, 0xcf, 0xc4);
    case Verdict::Uncertain: break;
    }
    return QColor(0xe2, 0xe2, 0xe2);
}

int verdictRank(Verdict v) { return v == Verdict::Feasible ? 0 : v == Verdict::Uncertain ? 1 : 2; }

}  // namespace rulelab::explore_parts
