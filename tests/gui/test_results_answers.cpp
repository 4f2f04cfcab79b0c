// The Results tab answers in words on top (issue 37): the questions with sentences naming the
// readings, "cannot tell" for a reading whose rules end too few matches, and a link per answer
// that shows only the comparison rows behind it; readings are named by name, their ids kept
// for the tooltips.
#include "results_view.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSet>
#include <QTableWidget>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "support/compared_results.h"

using namespace rulelab;
using namespace rulelab::testsupport;

namespace {

QSet<QString> visibleComparisonMetrics(const QTableWidget *t) {
    QSet<QString> keys;
    for (int r = 0; r < t->rowCount(); ++r)
        if (!t->isRowHidden(r)) keys << t->item(r, 2)->data(Qt::UserRole).toString();
    return keys;
}

}  // namespace

TEST(ResultsAnswers, AnswersInWordsLinkToTheRowsBehindThem) {
    QTemporaryDir dir;
    ResultsView view;
    QString error;
    ASSERT_TRUE(showComparedKhutkaBoia(dir, view, error)) << error.toStdString();
    const QString text = view.answersLabel()->text();
    for (const char *q : {"Does it end by its rules?", "How long is a match?", "Does the first mover gain, and is that real?",
                          "Which readings differ, and on what?"})
        EXPECT_TRUE(text.contains(QLatin1String(q))) << q;
    // Ludii's code ends few matches by its rules (about 4%): no verdict on the first mover.
    EXPECT_TRUE(text.contains(QStringLiteral("R3 Ludii DLP code: cannot tell: only "))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("ludii-code"))) << "a reading id in the answers";

    // The first-mover answer's link (the third answer): only its rows, and its metrics selected.
    QTableWidget *cmp = view.comparisonTable();
    const int all = cmp->rowCount();
    ASSERT_GT(all, 10);
    emit view.answersLabel()->linkActivated(QStringLiteral("rows:2"));
    const QSet<QString> shown = visibleComparisonMetrics(cmp);
    EXPECT_EQ(shown, (QSet<QString>{QStringLiteral("AdvantageP1"), QStringLiteral("first_mover_win_rate"),
                                    QStringLiteral("AdvantageP1_ludii")}));
    QSet<QString> selected;
    for (const QModelIndex &i : view.metricsTable()->selectionModel()->selectedRows())
        selected << view.metricsTable()->verticalHeaderItem(i.row())->data(Qt::UserRole).toString();
    EXPECT_EQ(selected, shown);
    emit view.answersLabel()->linkActivated(QStringLiteral("rows:all"));
    int visible = 0;
    for (int r = 0; r < all; ++r) visible += cmp->isRowHidden(r) ? 0 : 1;
    EXPECT_EQ(visible, all);

    // Readings by name in both tables; the ids stay in the tooltips.
    EXPECT_EQ(view.metricsTable()->horizontalHeaderItem(1)->text(), QStringLiteral("R3 Ludii DLP code"));
    EXPECT_EQ(cmp->item(0, 1)->text(), QStringLiteral("R3 Ludii DLP code"));
    EXPECT_EQ(cmp->item(0, 1)->toolTip(), QStringLiteral("ludii-code"));
}
