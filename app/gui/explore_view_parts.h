#pragma once
// What the files of the Explore tab share (explore_view*.cpp): the roles of the table's cells,
// the sortable cell, the metrics a requirement can be on, and the small widgets and words of
// the forms. Internal to the tab; texts are ExploreView's (ExploreView::tr).

#include "experiment/explore.h"

#include <QColor>
#include <QLatin1String>
#include <QString>
#include <QTableWidgetItem>

#include <cstdint>
#include <string>
#include <vector>

class QLabel;

namespace rulelab::explore_parts {

inline constexpr int kSortRole = Qt::UserRole + 1;       // the number a column sorts by
inline constexpr int kCandidateRole = Qt::UserRole + 2;  // the candidate a row shows (number column)
inline constexpr int kVerdictRole = Qt::UserRole + 3;    // the verdict's key (verdict column)
inline constexpr int64_t kAllValuesLimit = 16;           // an integer option with more values needs a list (as the core)
inline const QLatin1String kUsageSimilarity("usage_similarity");

// A table cell that sorts by its number (kSortRole) where it has one: matches as numbers,
// estimates by their value, verdicts feasible < uncertain < infeasible.
class SortItem : public QTableWidgetItem {
public:
    explicit SortItem(const QString &text) : QTableWidgetItem(text) { setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable); }
    bool operator<(const QTableWidgetItem &other) const override {
        const QVariant a = data(kSortRole), b = other.data(kSortRole);
        if (a.isValid() && b.isValid()) return a.toDouble() < b.toDouble();
        return QTableWidgetItem::operator<(other);
    }
};

// The metrics a requirement can be on: every metric of a reading (computeMetrics' keys, in its
// order), then the similarity with an observed usage map.
std::vector<std::string> requirementMetrics();
// A metric's name in words, as the other metric choosers show it.
QString metricWords(const std::string &key);
QString number(double v);
QString boundText(const Requirement &r);
// The values an option takes (choices, flags; an integer's range), for "every value".
std::vector<std::string> everyValue(const RuleOption &o);
const RuleOption *findOption(const GameInfo *info, const std::string &id);
QString labelOf(const GameInfo *info, const std::string &id);
QString wordsOf(const GameInfo *info, const std::string &id, const std::string &value);
QLabel *heading(const QString &text);
QLabel *errorLabel();
void showError(QLabel *label, const QString &text);
QColor verdictBackground(Verdict v);
int verdictRank(Verdict v);

}  // namespace rulelab::explore_parts
