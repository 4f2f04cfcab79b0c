// The Explore tab (#20), offscreen, on the fixture Nim game: the forms (ticking options counts
// the candidates, values are checked inline, requirements and evidence), a small exploration run
// to the end whose verdicts follow from the game (a pile of 2 ends within 2 turns, a pile of 40
// needs at least 14 with at most 3 taken a turn), the table sorted by verdict, the figure and its
// export, Cancel, a candidate saved as a reading file and run in full by the window, the methods
// text, and an exploration saved and opened again.
#include "support/shipped_plugins.h"
#include "experiment/explore.h"
#include "explore_view.h"
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <gtest/gtest.h>
#include <qcustomplot.h>

#include <set>

using namespace rulelab;

namespace {

PluginRegistry &exploreGames() { return testsupport::shippedPluginsAndFixtures(); }

// Numbers as in English (group separators), whatever the machine's locale; restored after.
struct EnglishNumbers {
    QLocale before;
    EnglishNumbers() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    ~EnglishNumbers() { QLocale::setDefault(before); }
};

std::string valueOf(const Candidate &c, const std::string &option) {
    for (const auto &[o, v] : c.values)
        if (o == option) return v;
    return {};
}

// Fixture Nim from its normal reading (take 1-3, first player by chance), varying the pile over
// 2 and 40 and misere play, with the one requirement "turns_median <= 10".
void setUpPiles(ExploreView &v) {
    ASSERT_TRUE(v.setGame(QStringLiteral("fixture-nim"), QStringLiteral("normal")));
    while (v.requirementCount() > 0) v.removeRequirement(0);
    ASSERT_TRUE(v.setVaried(QStringLiteral("pile"), true, QStringLiteral("2, 40")));
    ASSERT_TRUE(v.setVaried(QStringLiteral("misere"), true));
    ASSERT_EQ(v.addRequirement(QStringLiteral("turns_median"), Requirement::Op::AtMost, 10), 0);
    v.firstBlockBox()->setValue(50);
    v.budgetBox()->setValue(4000);
}

bool runToEnd(ExploreView &v) {
    QSignalSpy done(&v, &ExploreView::finished);
    if (!v.start()) return false;
    return done.wait(180000) && v.result();
}

}  // namespace

TEST(ExploreView, TickingOptionsCountsTheCandidates) {
    EnglishNumbers english;
    ExploreView v(exploreGames());
    v.setQuiet(true);
    v.show();
    ASSERT_TRUE(v.setGame(QStringLiteral("fixture-nim"), QStringLiteral("normal")));
    EXPECT_EQ(v.game(), QStringLiteral("fixture-nim"));
    EXPECT_EQ(v.baseBox()->currentData().toString(), QStringLiteral("normal"));
    EXPECT_EQ(v.baseBox()->count(), 2) << "the game's two readings";
    EXPECT_EQ(v.candidateCount(), 1);
    // Options by their labels in words.
    ASSERT_NE(v.optionCheck(QStringLiteral("take")), nullptr);
    EXPECT_EQ(v.optionCheck(QStringLiteral("nonsense")), nullptr);

    // "Counters per turn" has three choices; ticking it varies it over all three.
    v.optionCheck(QStringLiteral("take"))->click();
    EXPECT_EQ(v.candidateCount(), 3);
    EXPECT_TRUE(v.candidatesLabel()->text().startsWith(QStringLiteral("3 candidates (3)")))
        << v.candidatesLabel()->text().toStdString();
    // Misere is a flag: two values. 3 x 2.
    v.optionCheck(QStringLiteral("misere"))->click();
    EXPECT_EQ(v.candidateCount(), 6);
    EXPECT_TRUE(v.candidatesLabel()->text().contains(QStringLiteral("(3 \u00d7 2)")));
    // The empty field lists the values as they may be typed: in words, no id.
    const QString hint = v.valuesEdit(QStringLiteral("take"))->placeholderText();
    EXPECT_TRUE(hint.contains(QStringLiteral("1-2"))) << hint.toStdString();
    EXPECT_FALSE(hint.contains(QStringLiteral("one_or_two"))) << hint.toStdString();
    // Restricted to two values, one by its id and one by its label in words: 2 x 2.
    v.valuesEdit(QStringLiteral("take"))->setText(QStringLiteral("one_to_three, 1-2"));
    EXPECT_EQ(v.candidateCount(), 4);
    EXPECT_TRUE(v.optionError(QStringLiteral("take"))->isHidden());
    // A value the option does not take: an inline error naming it, and no count.
    v.valuesEdit(QStringLiteral("take"))->setText(QStringLiteral("one_to_three, one_to_five"));
    EXPECT_EQ(v.candidateCount(), -1);
    EXPECT_FALSE(v.optionError(QStringLiteral("take"))->isHidden());
    EXPECT_TRUE(v.optionError(QStringLiteral("take"))->text().contains(QStringLiteral("one_to_five")));
    EXPECT_TRUE(v.candidatesLabel()->text().contains(QStringLiteral("red")));
    // One value is not a variation.
    v.valuesEdit(QStringLiteral("take"))->setText(QStringLiteral("one_to_three"));
    EXPECT_EQ(v.candidateCount(), -1);
    v.valuesEdit(QStringLiteral("take"))->setText(QStringLiteral("one_to_three, one_or_two"));
    EXPECT_EQ(v.candidateCount(), 4);
    // The pile (1 to 200) has too many values to take them all: they must be listed.
    ASSERT_TRUE(v.setVaried(QStringLiteral("pile"), true));
    EXPECT_EQ(v.candidateCount(), -1);
    EXPECT_TRUE(v.optionError(QStringLiteral("pile"))->text().contains(QStringLiteral("200")));
    ASSERT_TRUE(v.setVaried(QStringLiteral("pile"), true, QStringLiteral("5, 6, 7")));
    EXPECT_EQ(v.candidateCount(), 12);
    EXPECT_FALSE(v.willSample());
    // A real number (the start bias) needs its values too.
    ASSERT_TRUE(v.setVaried(QStringLiteral("bias"), true));
    EXPECT_EQ(v.candidateCount(), -1);
    ASSERT_TRUE(v.setVaried(QStringLiteral("bias"), false));
    // More combinations than Max candidates: a sample, and the label says so.
    v.maxCandidatesBox()->setValue(10);
    EXPECT_TRUE(v.willSample());
    EXPECT_TRUE(v.candidatesLabel()->text().contains(QStringLiteral("12 combinations")));
    EXPECT_TRUE(v.candidatesLabel()->text().contains(QStringLiteral("stratified sample of 10")));
    v.maxCandidatesBox()->setValue(256);
    // The first round: 12 candidates x 100 matches.
    EXPECT_TRUE(v.candidatesLabel()->text().contains(QStringLiteral("1,200 of the 100,000 matches")))
        << v.candidatesLabel()->text().toStdString();

    // The spec: the varied options in the game's order, the listed values canonical.
    ExploreSpec spec;
    QString error;
    ASSERT_TRUE(v.specFromForm(spec, error)) << error.toStdString();
    EXPECT_EQ(spec.game, "fixture-nim");
    EXPECT_EQ(spec.base, "normal");
    ASSERT_EQ(spec.vary.size(), 3u);
    EXPECT_EQ(spec.vary[0].first, "pile");
    EXPECT_EQ(spec.vary[0].second, (std::vector<std::string>{"5", "6", "7"}));
    EXPECT_EQ(spec.vary[1].first, "take");
    EXPECT_EQ(spec.vary[1].second, (std::vector<std::string>{"one_to_three", "one_or_two"}));
    EXPECT_EQ(spec.vary[2].first, "misere");
    EXPECT_TRUE(spec.vary[2].second.empty()) << "no values listed: every value";
}

TEST(ExploreView, RequirementsFromTheForms) {
    ExploreView v(exploreGames());
    v.setQuiet(true);
    ASSERT_TRUE(v.setGame(QStringLiteral("fixture-nim"), QStringLiteral("normal")));
    ASSERT_TRUE(v.setVaried(QStringLiteral("misere"), true));
    // A new game starts with one requirement (Completion >= 0.98); the button adds another.
    ASSERT_EQ(v.requirementCount(), 1);
    v.addRequirementButton()->click();
    ASSERT_EQ(v.requirementCount(), 2);
    // Metrics are offered in words, their keys as the items' data.
    QComboBox *metric = v.requirementMetricBox(1);
    const int turns = metric->findData(QStringLiteral("turns_median"));
    ASSERT_GE(turns, 0);
    EXPECT_EQ(metric->itemText(turns), QStringLiteral("turns per match, median"));
    EXPECT_GE(metric->findData(QStringLiteral("usage_similarity")), 0);
    metric->setCurrentIndex(turns);
    v.requirementOpBox(1)->setCurrentIndex(v.requirementOpBox(1)->findData(static_cast<int>(Requirement::Op::Between)));
    v.requirementValueBox(1, 0)->setValue(20);
    v.requirementValueBox(1, 1)->setValue(120);
    ExploreSpec spec;
    QString error;
    ASSERT_TRUE(v.specFromForm(spec, error)) << error.toStdString();
    ASSERT_EQ(spec.requirements.size(), 2u);
    EXPECT_EQ(spec.requirements[0].metric, "Completion");
    EXPECT_EQ(spec.requirements[0].op, Requirement::Op::AtLeast);
    EXPECT_DOUBLE_EQ(spec.requirements[0].lo, 0.98);
    EXPECT_EQ(spec.requirements[1].metric, "turns_median");
    EXPECT_EQ(spec.requirements[1].op, Requirement::Op::Between);
    EXPECT_DOUBLE_EQ(spec.requirements[1].lo, 20);
    EXPECT_DOUBLE_EQ(spec.requirements[1].hi, 120);
    // Bounds the wrong way round: an inline error, and no spec.
    v.requirementValueBox(1, 1)->setValue(10);
    EXPECT_FALSE(v.specFromForm(spec, error));
    EXPECT_TRUE(error.contains(QStringLiteral("above the upper")));
    v.removeRequirement(1);
    // At most: the bound is the upper one.
    ASSERT_EQ(v.addRequirement(QStringLiteral("first_mover_win_rate"), Requirement::Op::AtMost, 0.6), 1);
    ASSERT_TRUE(v.specFromForm(spec, error)) << error.toStdString();
    EXPECT_DOUBLE_EQ(spec.requirements[1].hi, 0.6);
    EXPECT_EQ(v.addRequirement(QStringLiteral("no_such_metric"), Requirement::Op::AtLeast, 1), -1);
}

TEST(ExploreView, EvidenceFromTheForms) {
    ExploreView v(exploreGames());
    v.setQuiet(true);
    ASSERT_TRUE(v.setGame(QStringLiteral("fixture-nim"), QStringLiteral("normal")));
    ASSERT_TRUE(v.setVaried(QStringLiteral("misere"), true));
    ExploreSpec spec;
    QString error;
    // Usage similarity needs an observed usage map.
    const int usage = v.addRequirement(QStringLiteral("usage_similarity"), Requirement::Op::AtLeast, 0.8);
    ASSERT_EQ(usage, 1);
    EXPECT_FALSE(v.specFromForm(spec, error));
    EXPECT_TRUE(error.contains(QStringLiteral("usage map"))) << error.toStdString();

    QTemporaryDir dir;
    // A usage map whose second row is not a number: refused, the error naming the file.
    const QString bad = dir.filePath(QStringLiteral("wear-bad.csv"));
    {
        QFile f(bad);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("cell,value\na1,deep\n");
    }
    EXPECT_FALSE(v.addEvidenceFile(bad));
    EXPECT_FALSE(v.evidenceError()->isHidden());
    EXPECT_TRUE(v.evidenceError()->text().contains(QStringLiteral("wear-bad.csv"))) << v.evidenceError()->text().toStdString();
    EXPECT_EQ(v.evidenceList()->count(), 0);
    const QString good = dir.filePath(QStringLiteral("wear.csv"));
    {
        QFile f(good);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("cell,value\na1,3\na2,1.5\na3,0.5\n");
    }
    ASSERT_TRUE(v.addEvidenceFile(good)) << v.evidenceError()->text().toStdString();
    EXPECT_TRUE(v.evidenceError()->isHidden());
    EXPECT_EQ(v.evidenceList()->count(), 1);
    EXPECT_TRUE(v.evidenceList()->item(0)->text().contains(QStringLiteral("3 cells")));
    EXPECT_FALSE(v.addEvidenceFile(good)) << "the same file twice";
    // The usage map is offered to the usage similarity requirement.
    ASSERT_EQ(v.requirementEvidenceBox(usage)->count(), 1);
    ASSERT_TRUE(v.specFromForm(spec, error)) << error.toStdString();
    EXPECT_EQ(spec.requirements[1].evidence, good.toStdString());
    EXPECT_EQ(spec.evidenceFiles, (std::vector<std::string>{good.toStdString()}));

    // A reported length (40 turns, give or take 10) is a requirement of its own: with it, no
    // other requirement is needed.
    const QString length = dir.filePath(QStringLiteral("length.json"));
    {
        QFile f(length);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "rulelab-evidence", "kind": "reported_length", "metric": "turns_median",
                    "value": 40, "tolerance": 10, "source": "an informant"})");
    }
    ASSERT_TRUE(v.addEvidenceFile(length)) << v.evidenceError()->text().toStdString();
    EXPECT_TRUE(v.evidenceList()->item(1)->text().contains(QStringLiteral("between 30 and 50")))
        << v.evidenceList()->item(1)->text().toStdString();
    while (v.requirementCount() > 0) v.removeRequirement(0);
    ASSERT_TRUE(v.specFromForm(spec, error)) << error.toStdString();
    EXPECT_TRUE(spec.requirements.empty());
    EXPECT_EQ(spec.evidenceFiles.size(), 2u);
    // Without it, and without requirements, there is nothing to decide.
    ExploreView w(exploreGames());
    ASSERT_TRUE(w.setGame(QStringLiteral("fixture-nim"), QStringLiteral("normal")));
    ASSERT_TRUE(w.setVaried(QStringLiteral("misere"), true));
    w.removeRequirement(0);
    EXPECT_FALSE(w.specFromForm(spec, error));
    EXPECT_TRUE(error.contains(QStringLiteral("requirement")));
}

TEST(ExploreView, ProgressInWords) {
    EnglishNumbers english;
    // ExploreProgress counts rounds from 0: the second round is "Round 2".
    EXPECT_EQ(ExploreView::progressText(1, 14, 48, 12400, 50000),
              QStringLiteral("Round 2 \u00b7 14 of 48 candidates decided \u00b7 12,400 of 50,000 matches"));
}

namespace {

// One row per candidate: its verdict, its values in words, its matches and its estimate; the budget kept.
void expectOneRowPerCandidate(ExploreView &v, const ExploreResult &r) {
    QTableWidget *t = v.table();
    ASSERT_EQ(t->rowCount(), 4);
    ASSERT_EQ(v.verdictColumn(), ExploreView::kVerdictColumn);
    ASSERT_EQ(t->columnCount(), ExploreView::kFirstRequirementColumn + 1);  // one requirement
    int64_t total = 0;
    std::set<int> shown;
    for (int row = 0; row < 4; ++row) {
        const int c = v.candidateOfRow(row);
        ASSERT_GE(c, 0);
        shown.insert(c);
        const Candidate &cand = r.candidates[static_cast<size_t>(c)];
        const QString verdict = t->item(row, v.verdictColumn())->text();
        EXPECT_EQ(verdict, valueOf(cand, "pile") == "2" ? QStringLiteral("feasible") : QStringLiteral("infeasible")) << cand.id;
        EXPECT_EQ(verdict, ExploreView::verdictText(cand.verdict));
        // The values in words, the matches, the estimate with its interval.
        EXPECT_TRUE(t->item(row, ExploreView::kCandidateColumn)->text().contains(QStringLiteral("Pile size: ")));
        EXPECT_TRUE(t->item(row, ExploreView::kCandidateColumn)->text().contains(QStringLiteral("Misere: ")));
        EXPECT_EQ(t->item(row, ExploreView::kMatchesColumn)->text(), QLocale().toString(static_cast<qlonglong>(cand.matches)));
        EXPECT_GT(cand.matches, 0);
        total += cand.matches;
        const QString estimate = t->item(row, ExploreView::kFirstRequirementColumn)->text();
        EXPECT_TRUE(estimate.contains(QLatin1Char('[')) && estimate.contains(QLatin1Char(']'))) << estimate.toStdString();
    }
    EXPECT_EQ(shown.size(), 4u) << "one row per candidate";
    EXPECT_LE(total, 4000) << "the budget is kept";
    EXPECT_EQ(total, r.matchesUsed);
    EXPECT_TRUE(v.summaryLabel()->text().contains(QStringLiteral("2 feasible, 2 infeasible, 0 uncertain")))
        << v.summaryLabel()->text().toStdString();
}

// Sorting by the verdict (feasible, uncertain, infeasible), by the estimate and by matches, as numbers.
void expectSortedAsNumbersAndVerdicts(ExploreView &v, const ExploreResult &r) {
    QTableWidget *t = v.table();
    // Sorting by the verdict: feasible first, then uncertain, then infeasible (not alphabetically).
    t->sortItems(v.verdictColumn(), Qt::AscendingOrder);
    EXPECT_EQ(t->item(0, v.verdictColumn())->text(), QStringLiteral("feasible"));
    EXPECT_EQ(t->item(1, v.verdictColumn())->text(), QStringLiteral("feasible"));
    EXPECT_EQ(t->item(3, v.verdictColumn())->text(), QStringLiteral("infeasible"));
    t->sortItems(v.verdictColumn(), Qt::DescendingOrder);
    EXPECT_EQ(t->item(0, v.verdictColumn())->text(), QStringLiteral("infeasible"));
    // By the estimate, as numbers: the pile-2 candidates (at most 2 turns) come first.
    t->sortItems(ExploreView::kFirstRequirementColumn, Qt::AscendingOrder);
    EXPECT_EQ(valueOf(r.candidates[static_cast<size_t>(v.candidateOfRow(0))], "pile"), "2");
    EXPECT_EQ(valueOf(r.candidates[static_cast<size_t>(v.candidateOfRow(3))], "pile"), "40");
    // By matches, as numbers.
    t->sortItems(ExploreView::kMatchesColumn, Qt::AscendingOrder);
    for (int row = 1; row < 4; ++row)
        EXPECT_LE(r.candidates[static_cast<size_t>(v.candidateOfRow(row - 1))].matches,
                  r.candidates[static_cast<size_t>(v.candidateOfRow(row))].matches);
}

// The figure: a series per verdict, sorted by the estimate; exported with its CSV.
void expectFigureAndItsExport(ExploreView &v) {
    // The figure: the requirement chosen, a series per verdict, the metric's name on the y axis.
    ASSERT_EQ(v.figureRequirementBox()->count(), 1);
    QCustomPlot *plot = v.plot();
    ASSERT_EQ(plot->graphCount(), 3);
    EXPECT_EQ(plot->graph(0)->dataCount(), 2);  // feasible
    EXPECT_EQ(plot->graph(1)->dataCount(), 0);  // uncertain
    EXPECT_EQ(plot->graph(2)->dataCount(), 2);  // infeasible
    EXPECT_TRUE(plot->graph(0)->name().startsWith(QStringLiteral("feasible")));
    EXPECT_EQ(plot->yAxis->label().replace(QLatin1Char('\n'), QLatin1Char(' ')), QStringLiteral("Turns per match, median"));
    // Sorted by the estimate: the feasible points (pile 2) left of the infeasible ones, below 10.
    EXPECT_LT(plot->graph(0)->data()->at(1)->key, plot->graph(2)->data()->at(0)->key);
    EXPECT_LE(plot->graph(0)->data()->at(1)->value, 2.0);
    EXPECT_GE(plot->graph(2)->data()->at(0)->value, 14.0);
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("explore.svg"));
    charts::ExportOptions options;
    ASSERT_TRUE(v.exportFigure(svg, options)) << v.lastError().toStdString();
    EXPECT_TRUE(QFileInfo(svg).size() > 0);
    QFile csv(dir.filePath(QStringLiteral("explore.csv")));
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    ASSERT_EQ(lines.size(), 5) << "a header and a row per candidate";
    EXPECT_TRUE(lines[1].startsWith("1,")) << "rank 1 first";
    EXPECT_TRUE(lines[1].endsWith(",feasible"));
    EXPECT_TRUE(lines[4].endsWith(",infeasible"));
}

// The drivers, the largest spread first, and the methods text.
void expectDriversAndMethods(ExploreView &v) {
    // The drivers: the pile decides (both pile-2 candidates feasible, neither pile-40 one: a
    // spread of 1), misere does not (one of two feasible either way: 0); the largest spread first.
    ASSERT_GT(v.driversTree()->topLevelItemCount(), 0);
    EXPECT_TRUE(v.driversTree()->topLevelItem(0)->text(0).contains(QStringLiteral("Pile size")))
        << v.driversTree()->topLevelItem(0)->text(0).toStdString();
    EXPECT_EQ(v.driversTree()->topLevelItem(0)->text(2), QStringLiteral("spread 1"));
    const QString methods = v.methodsEdit()->toPlainText();
    EXPECT_FALSE(methods.isEmpty());
    EXPECT_TRUE(methods.contains(QStringLiteral("turns_median"))) << "names the requirement";
}

}  // namespace

// Pile 2: every match ends within two turns (one or two counters a turn), so turns_median <= 10
// holds; pile 40: at least 14 turns (at most three counters a turn), so it fails. Misere play
// changes who wins, not how long it lasts. Two feasible candidates and two infeasible ones.
TEST(ExploreView, RunsASmallExplorationToTheEnd) {
    EnglishNumbers english;
    ExploreView v(exploreGames());
    v.setQuiet(true);
    v.resize(1100, 700);
    v.show();
    setUpPiles(v);
    EXPECT_EQ(v.candidateCount(), 4);
    ASSERT_TRUE(runToEnd(v)) << v.lastError().toStdString();
    const ExploreResult &r = *v.result();
    EXPECT_FALSE(r.cancelled);
    ASSERT_EQ(r.candidates.size(), 4u);
    expectOneRowPerCandidate(v, r);
    expectSortedAsNumbersAndVerdicts(v, r);
    expectFigureAndItsExport(v);
    expectDriversAndMethods(v);
}

// Double-click a candidate: saved as a reading file, it loads back with the candidate's values
// (the base reading's others); run in full, the window plays it as an inline reading.
TEST(ExploreView, CandidateSavedAsAReadingAndRunInFull) {
    MainWindow w(exploreGames());
    w.setQuiet(true);
    w.matchesBox()->setValue(40);
    QTreeWidgetItem *nim = nullptr;
    for (int i = 0; i < w.gameTree()->topLevelItemCount(); ++i)
        if (w.gameTree()->topLevelItem(i)->text(0) == QStringLiteral("Fixture Nim")) nim = w.gameTree()->topLevelItem(i);
    ASSERT_NE(nim, nullptr);
    w.gameTree()->setCurrentItem(nim->child(0));  // Normal play
    QAction *action = w.findChild<QAction *>(QStringLiteral("exploreAction"));
    ASSERT_NE(action, nullptr);
    EXPECT_FALSE(action->shortcut().isEmpty());
    action->trigger();
    ExploreView *v = w.exploreView();
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(w.tabs()->currentWidget(), v);
    EXPECT_EQ(w.tabs()->tabText(w.tabs()->currentIndex()), QStringLiteral("Explore"));
    EXPECT_EQ(v->game(), QStringLiteral("fixture-nim"));
    EXPECT_EQ(v->baseBox()->currentData().toString(), QStringLiteral("normal"));
    v->setQuiet(true);
    setUpPiles(*v);
    ASSERT_TRUE(runToEnd(*v)) << v->lastError().toStdString();
    const ExploreResult &r = *v->result();
    size_t chosen = r.candidates.size();
    for (size_t i = 0; i < r.candidates.size(); ++i)
        if (valueOf(r.candidates[i], "pile") == "40" && valueOf(r.candidates[i], "misere") == "true") chosen = i;
    ASSERT_LT(chosen, r.candidates.size());

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("candidate.json"));
    ASSERT_TRUE(v->saveCandidateReading(chosen, file)) << v->lastError().toStdString();
    Reading saved;
    std::string err;
    ASSERT_TRUE(loadReadingFile(file, saved, err)) << err;
    EXPECT_EQ(saved.game, "fixture-nim");
    EXPECT_EQ(saved.id, r.candidates[chosen].id);
    EXPECT_EQ(saved.values.at("pile"), "40");
    EXPECT_EQ(saved.values.at("misere"), "true");
    EXPECT_EQ(saved.values.at("take"), "one_to_three") << "the base reading's value";
    EXPECT_FALSE(saved.description.empty());

    // Run in Full: the window runs it as a reading of the experiment.
    QSignalSpy ran(&w, &MainWindow::runFinished);
    ASSERT_TRUE(v->requestRunInFull(chosen)) << v->lastError().toStdString();
    EXPECT_TRUE(w.isRunning() || ran.count() > 0);
    ASSERT_TRUE(ran.count() > 0 || ran.wait(120000));
    ASSERT_EQ(w.chartData().readings.size(), 1u) << "no readings were ticked: the candidate alone";
    EXPECT_EQ(w.chartData().readings[0].id, QString::fromStdString(r.candidates[chosen].id));
    EXPECT_EQ(w.chartData().readings[0].matches, 40);
}

// Cancel keeps what was decided; the result says it was cancelled.
TEST(ExploreView, CancelKeepsTheDecidedCandidates) {
    EnglishNumbers english;
    ExploreView v(exploreGames());
    v.setQuiet(true);
    ASSERT_TRUE(v.setGame(QStringLiteral("fixture-nim"), QStringLiteral("normal")));
    while (v.requirementCount() > 0) v.removeRequirement(0);
    ASSERT_TRUE(v.setVaried(QStringLiteral("pile"), true, QStringLiteral("150, 200")));
    ASSERT_TRUE(v.setVaried(QStringLiteral("take"), true));
    ASSERT_TRUE(v.setVaried(QStringLiteral("misere"), true));
    // So narrow that no candidate is settled for a long while.
    ASSERT_EQ(v.addRequirement(QStringLiteral("first_mover_win_rate"), Requirement::Op::Between, 0.4999, 0.5001), 0);
    v.budgetBox()->setValue(v.budgetBox()->maximum());
    v.firstBlockBox()->setValue(100);
    QSignalSpy done(&v, &ExploreView::finished);
    QSignalSpy progressed(&v, &ExploreView::progressed);
    ASSERT_TRUE(v.start()) << v.lastError().toStdString();
    EXPECT_TRUE(v.isRunning());
    EXPECT_FALSE(v.runButton()->isEnabled());
    EXPECT_TRUE(v.cancelButton()->isEnabled());
    ASSERT_TRUE(progressed.wait(120000)) << "progress between blocks";
    QTest::qWait(50);  // the queued progress reaches the label
    static const QRegularExpression line(
        QStringLiteral("^Round \\d+ \u00b7 \\d+ of 12 candidates decided \u00b7 [\\d,]+ of 2,000,000,000 matches$"));
    EXPECT_TRUE(line.match(v.progressLabel()->text()).hasMatch()) << v.progressLabel()->text().toStdString();
    v.cancel();
    ASSERT_TRUE(done.count() > 0 || done.wait(120000));
    EXPECT_FALSE(v.isRunning());
    EXPECT_TRUE(v.runButton()->isEnabled());
    const ExploreResult *r = v.result();
    ASSERT_NE(r, nullptr);
    EXPECT_TRUE(r->cancelled);
    EXPECT_LT(r->matchesUsed, static_cast<int64_t>(v.budgetBox()->maximum()));
    EXPECT_EQ(v.table()->rowCount(), static_cast<int>(r->candidates.size()));
    for (int row = 0; row < v.table()->rowCount(); ++row) {
        const QString verdict = v.table()->item(row, v.verdictColumn())->text();
        EXPECT_TRUE(verdict == QLatin1String("feasible") || verdict == QLatin1String("infeasible") ||
                    verdict == QLatin1String("uncertain"))
            << verdict.toStdString();
    }
    EXPECT_TRUE(v.summaryLabel()->text().contains(QStringLiteral("Cancelled")));
    EXPECT_TRUE(v.progressLabel()->text().startsWith(QStringLiteral("Cancelled")));
}

// A candidate none of whose matches ended by its rules has no first-mover win rate: its cell
// reads "n/a", never a 0 that looks measured (a pile of 50, at most four taken a turn, in at most
// 10 turns; a pile of 1 ends at once).
TEST(ExploreView, AnEstimateWithoutMatchesToRestOnReadsNotApplicable) {
    ExploreSpec spec;
    spec.game = "fixture-nim";
    spec.base = "normal";
    spec.vary = {{"pile", {"1", "50"}}};
    Requirement completion, firstWins;
    std::string error;
    ASSERT_TRUE(parseRequirement("Completion >= 0.8", completion, error)) << error;
    ASSERT_TRUE(parseRequirement("first_mover_win_rate >= 0.5", firstWins, error)) << error;
    spec.requirements = {completion, firstWins};
    spec.limits.maxTurns = 10;
    spec.budget = 400;
    spec.firstBlock = 100;
    PreparedExplore p;
    InputError kind = InputError::None;
    ASSERT_TRUE(prepareExplore(exploreGames(), spec, p, error, kind)) << error;
    QTemporaryDir dir;
    ASSERT_TRUE(saveExploreResult(runExplore(p, ExploreRunOptions{}), dir.path(), error)) << error;
    ExploreView v(exploreGames());
    v.setQuiet(true);
    ASSERT_TRUE(v.openExploration(dir.path())) << v.lastError().toStdString();
    ASSERT_EQ(v.table()->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        const bool endless = v.result()->candidates[static_cast<size_t>(row)].id.find("pile=50") != std::string::npos;
        int notApplicable = 0;
        for (int col = 0; col < v.table()->columnCount(); ++col)
            if (const QTableWidgetItem *item = v.table()->item(row, col); item && item->text() == ExploreView::tr("n/a"))
                ++notApplicable;
        EXPECT_EQ(notApplicable, endless ? 1 : 0) << "row " << row;
    }
}

// Saved to a folder and opened again: the same candidates and verdicts in the table, the forms
// as they were, and a candidate still saves as a reading (its readings prepared again).
TEST(ExploreView, SavedExplorationOpensIntoTheTable) {
    ExploreView v(exploreGames());
    v.setQuiet(true);
    setUpPiles(v);
    ASSERT_TRUE(runToEnd(v)) << v.lastError().toStdString();
    QTemporaryDir dir;
    ASSERT_TRUE(v.saveExploration(dir.path())) << v.lastError().toStdString();
    EXPECT_TRUE(QFileInfo::exists(dir.filePath(QStringLiteral("summary.json"))));
    EXPECT_TRUE(QFileInfo::exists(dir.filePath(QStringLiteral("candidates.csv"))));

    ExploreView o(exploreGames());
    o.setQuiet(true);
    ASSERT_TRUE(o.openExploration(dir.path())) << o.lastError().toStdString();
    const ExploreResult &a = *v.result(), &b = *o.result();
    ASSERT_EQ(b.candidates.size(), a.candidates.size());
    ASSERT_EQ(o.table()->rowCount(), v.table()->rowCount());
    for (size_t i = 0; i < a.candidates.size(); ++i) {
        EXPECT_EQ(b.candidates[i].id, a.candidates[i].id);
        EXPECT_EQ(b.candidates[i].verdict, a.candidates[i].verdict);
        EXPECT_EQ(o.table()->item(static_cast<int>(i), o.verdictColumn())->text(),
                  ExploreView::verdictText(a.candidates[i].verdict));
    }
    EXPECT_EQ(o.game(), QStringLiteral("fixture-nim"));
    EXPECT_TRUE(o.optionCheck(QStringLiteral("pile"))->isChecked());
    EXPECT_TRUE(o.optionCheck(QStringLiteral("misere"))->isChecked());
    EXPECT_FALSE(o.optionCheck(QStringLiteral("take"))->isChecked());
    EXPECT_EQ(o.requirementCount(), 1);
    EXPECT_EQ(o.budgetBox()->value(), 4000);
    EXPECT_FALSE(o.methodsEdit()->toPlainText().isEmpty());
    const QString file = QDir(dir.path()).filePath(QStringLiteral("first.json"));
    ASSERT_TRUE(o.saveCandidateReading(0, file)) << o.lastError().toStdString();
    Reading saved;
    std::string err;
    ASSERT_TRUE(loadReadingFile(file, saved, err)) << err;
    EXPECT_EQ(saved.id, a.candidates[0].id);
    EXPECT_EQ(saved.values.at("pile"), valueOf(a.candidates[0], "pile"));
    EXPECT_EQ(saved.values.at("misere"), valueOf(a.candidates[0], "misere"));
    // A file that is not an exploration is refused, the view unchanged.
    EXPECT_FALSE(o.openExploration(dir.filePath(QStringLiteral("candidates.csv"))));
    EXPECT_FALSE(o.lastError().isEmpty());
    EXPECT_EQ(o.result()->candidates.size(), a.candidates.size());
}
