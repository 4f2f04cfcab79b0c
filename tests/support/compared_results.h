#pragma once
// The results of a short comparison run through the CLI, loaded as the workbench loads a results
// folder: Khutka Boia's AIBDD reading against Ludii's code (which ends few matches by its rules),
// 200 matches each. For the GUI tests of the Results view (answers, tables, right to left).

#include "chart_data.h"
#include "results_view.h"
#include "support/cli_runner.h"

#include <QTemporaryDir>

namespace rulelab::testsupport {

inline bool comparedKhutkaBoia(const QTemporaryDir &dir, charts::ChartData &data, QString &error) {
    const QString out =
        runInto(dir, QStringLiteral("cmp"), words("compare khutka-boia --reading aibdd-literal --reading ludii-code --matches 200"));
    return charts::loadResults(out, data, error);
}

// That comparison shown in a Results view of 1000 x 800, as the workbench shows a loaded folder.
inline bool showComparedKhutkaBoia(const QTemporaryDir &dir, ResultsView &view, QString &error) {
    charts::ChartData data;
    if (!comparedKhutkaBoia(dir, data, error)) return false;
    view.resize(1000, 800);
    view.showData(data);
    return true;
}

}  // namespace rulelab::testsupport
