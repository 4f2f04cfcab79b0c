#pragma once
// The Results tab of the workbench: a note on the shown results (game, readings, settings,
// warnings, precision), the metrics table (one row per count or metric, one column per reading,
// values with their 95% intervals) and the comparisons table (differences between readings with
// their tests); each table copies as TSV or CSV from its context menu.
//
// Its texts keep the translation context of the window (MainWindow::tr), where they were
// before the window was split, so that translations/*.ts still apply to them.

#include "chart_data.h"

#include <QChar>
#include <QSplitter>
#include <QString>
#include <QStringList>

#include <vector>

class QLabel;
class QTableWidget;

namespace rulelab {

class ResultsView : public QSplitter {
    Q_OBJECT
public:
    explicit ResultsView(QWidget *parent = nullptr);

    // The answers in words on top (core/experiment/answers.h), each with a link to its rows.
    QLabel *answersLabel() const { return answers_; }
    QLabel *noteLabel() const { return note_; }
    QTableWidget *metricsTable() const { return metrics_; }
    QTableWidget *comparisonTable() const { return comparisons_; }
    // The comparisons table when it has the focus, else the metrics table.
    QTableWidget *focusedTable() const;

    void showData(const charts::ChartData &data);
    // The table as text: a header line, then a line per row (row headers first when it has
    // them); CSV fields are quoted when needed.
    static QString tableText(const QTableWidget *table, QChar separator);
    // Shows only the comparison rows behind answer `index` and selects its metric rows; -1
    // shows every row again (what the answers' links do).
    void showRowsBehind(int index);

signals:
    void exportRequested(QTableWidget *table);  // "Export CSV..." of a table's context menu

private:
    void showAnswers(const charts::ChartData &data);
    QLabel *answers_ = nullptr, *note_ = nullptr;
    std::vector<QStringList> answerMetrics_;  // per answer, the metric keys behind it
    QTableWidget *metrics_ = nullptr, *comparisons_ = nullptr;
};

}  // namespace rulelab
