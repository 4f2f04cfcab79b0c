// The Explore tab's widgets (explore_view.h); the forms, the run, the results and the files are in
// explore_view_forms.cpp, explore_view_requirements.cpp, explore_view_results.cpp and explore_view_files.cpp.
#include "explore_view.h"
#include "explore_view_parts.h"
#include "shown_text.h"
#include "widget_rows.h"

#include "experiment/explore_verdict.h"
#include "experiment/display_names.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"

#include <QApplication>
#include <QComboBox>
#include <QCursor>
#include <QDoubleSpinBox>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace rulelab {

using namespace explore_parts;

ExploreView::ExploreView(const PluginRegistry &registry, QWidget *parent) : QWidget(parent), registry_(registry) {
    setObjectName(QStringLiteral("ExploreView"));
    title_ = heading(tr("Select a game or one of its readings, then choose what to vary and what to require."));
    QWidget *left = buildLeftColumn();
    QWidget *right = buildResults();

    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    split->setSizes({330, 700});
    title_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(split, 1);

    // From the worker thread; shown once the window's thread gets to it.
    connect(this, &ExploreView::progressed, this, &ExploreView::onProgress, Qt::QueuedConnection);
    updateCount();
    redrawFigure();
}

// The forms in a scrolling column, with run, progress, open and save below them.
QWidget *ExploreView::buildLeftColumn() {
    auto *form = new QWidget;
    auto *formLayout = new QVBoxLayout(form);
    formLayout->setContentsMargins(2, 2, 2, 2);
    buildChoiceForms(formLayout);
    buildEvidenceForm(formLayout);
    buildBudgetForm(formLayout);
    formLayout->addStretch();
    for (QSpinBox *box : {budget_, firstBlock_, maxCandidates_})
        connect(box, &QSpinBox::valueChanged, this, &ExploreView::updateCount);

    auto *scroll = new QScrollArea;
    scroll->setWidget(form);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    return buildRunBar(scroll);
}

// The base reading, the options to vary and the requirements.
void ExploreView::buildChoiceForms(QVBoxLayout *formLayout) {
    formLayout->addWidget(wrappedLabel(
        tr("Tick the options whose answers the sources leave open and state what a plausible game must do: every "
           "combination of the ticked values is a candidate, and each candidate gets a verdict with a known error rate.")));
    auto *baseLabel = new QLabel(tr("&Base reading:"));
    base_ = new QComboBox;
    base_->setObjectName(QStringLiteral("exploreBase"));
    base_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    base_->setMinimumContentsLength(12);
    base_->setToolTip(tr("The reading every candidate starts from; the ticked options are then set to each combination"));
    baseLabel->setBuddy(base_);
    formLayout->addWidget(baseLabel);
    formLayout->addWidget(base_);

    formLayout->addWidget(heading(tr("Options to vary")));
    optionsBox_ = new QWidget;
    optionsLayout_ = marginlessLayout<QVBoxLayout>(optionsBox_);
    formLayout->addWidget(optionsBox_);
    candidates_ = new QLabel;
    candidates_->setObjectName(QStringLiteral("exploreCandidates"));
    candidates_->setWordWrap(true);
    candidates_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    formLayout->addWidget(candidates_);

    formLayout->addWidget(heading(tr("Requirements")));
    formLayout->addWidget(
        wrappedLabel(tr("A plausible reading must meet all of them (outcome metrics count the matches ended by the "
                        "rules).")));
    auto *reqBox = new QWidget;
    requirementsLayout_ = marginlessLayout<QVBoxLayout>(reqBox);
    formLayout->addWidget(reqBox);
    addRequirement_ = new QPushButton(tr("&Add requirement"));
    addRequirement_->setObjectName(QStringLiteral("addRequirement"));
    connect(addRequirement_, &QPushButton::clicked, this,
            [this] { addRequirement(QStringLiteral("Completion"), Requirement::Op::AtLeast, 0.98); });
    formLayout->addWidget(addRequirement_);
}

void ExploreView::buildEvidenceForm(QVBoxLayout *formLayout) {
    formLayout->addWidget(heading(tr("Evidence")));
    formLayout->addWidget(
        wrappedLabel(tr("Observed usage maps (CSV: cell, value; e.g. wear on a carved board) and reported lengths "
                        "(JSON). A reported length adds its own requirement; a usage map is used by a usage "
                        "similarity requirement.")));
    evidenceList_ = new QListWidget;
    evidenceList_->setObjectName(QStringLiteral("evidenceList"));
    evidenceList_->setMaximumHeight(90);
    evidenceList_->setWordWrap(true);
    formLayout->addWidget(evidenceList_);
    auto *evButtons = new QHBoxLayout;
    auto *addEv = new QPushButton(tr("Add..."));
    addEv->setToolTip(tr("Add an observed usage map (CSV) or a reported length (JSON)"));
    auto *removeEv = new QPushButton(tr("Remove"));
    connect(addEv, &QPushButton::clicked, this, &ExploreView::addEvidenceDialog);
    connect(removeEv, &QPushButton::clicked, this, &ExploreView::removeEvidence);
    evButtons->addWidget(addEv);
    evButtons->addWidget(removeEv);
    evButtons->addStretch();
    formLayout->addLayout(evButtons);
    evidenceError_ = errorLabel();
    evidenceError_->setObjectName(QStringLiteral("evidenceError"));
    formLayout->addWidget(evidenceError_);
}

// The budget, and the advanced settings behind their toggle.
void ExploreView::buildBudgetForm(QVBoxLayout *formLayout) {
    formLayout->addWidget(heading(tr("Budget")));
    budget_ = newCountBox(1, 2000000000, 100000);
    budget_->setObjectName(QStringLiteral("exploreBudget"));
    budget_->setSuffix(tr(" matches"));
    budget_->setToolTip(tr("Matches in all, over every candidate: undecided candidates get more of them, round by round"));
    formLayout->addWidget(budget_);

    advancedToggle_ = new QToolButton;
    advancedToggle_->setText(tr("Advanced settings"));
    advancedToggle_->setCheckable(true);
    advancedToggle_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    advancedToggle_->setArrowType(Qt::RightArrow);
    advancedToggle_->setAutoRaise(true);
    formLayout->addWidget(advancedToggle_);
    advanced_ = new QWidget;
    auto *adv = new QGridLayout(advanced_);
    adv->setContentsMargins(12, 0, 0, 0);
    firstBlock_ = newCountBox(1, 10000000, 100);
    firstBlock_->setToolTip(tr("Matches every candidate starts with; each later round doubles an undecided candidate's"));
    maxCandidates_ = newCountBox(1, 1000000, 256);
    maxCandidates_->setToolTip(
        tr("A larger space of combinations is sampled: this many candidates, stratified over the options"));
    seed_ = new QLineEdit(QStringLiteral("1"));
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), seed_));
    seed_->setToolTip(tr("The same seed plays the same matches, whatever the number of threads"));
    alpha_ = new QDoubleSpinBox;
    alpha_->setDecimals(4);
    alpha_->setRange(0.0001, 0.5);
    alpha_->setSingleStep(0.01);
    alpha_->setValue(0.05);
    alpha_->setToolTip(
        tr("The chance that any verdict at all is wrong is at most this (Bonferroni over the rounds, "
           "candidates and requirements)"));
    int row = 0;
    for (const auto &[label, field] : {std::pair<QString, QWidget *>{tr("First block:"), firstBlock_},
                                       {tr("Max candidates:"), maxCandidates_},
                                       {tr("Seed:"), seed_},
                                       {tr("Error rate (alpha):"), alpha_}}) {
        auto *l = wrappedLabel(label);
        l->setBuddy(field);
        adv->addWidget(l, row, 0);
        adv->addWidget(field, row++, 1);
    }
    auto *agentsNote = wrappedLabel(tr("Agents, seat swapping and caps are those of the Experiment panel."));
    adv->addWidget(agentsNote, row, 0, 1, 2);
    adv->setColumnStretch(1, 1);
    advanced_->hide();
    connect(advancedToggle_, &QToolButton::toggled, this, [this](bool on) {
        advanced_->setVisible(on);
        advancedToggle_->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    formLayout->addWidget(advanced_);
}

// Run, progress, open and save, below the forms; returns the whole left column.
QWidget *ExploreView::buildRunBar(QWidget *scroll) {
    run_ = new QPushButton(tr("&Run"));
    run_->setObjectName(QStringLiteral("exploreRun"));
    run_->setToolTip(tr("Prepare the candidates and race them in the background"));
    cancel_ = newCancelButton(tr("&Cancel"));
    cancel_->setToolTip(tr("Stop after the matches being played; the verdicts reached so far are kept"));
    open_ = new QPushButton(tr("Open..."));
    open_->setToolTip(tr("Open a saved exploration (its summary.json, or its folder)"));
    save_ = new QPushButton(tr("Save..."));
    save_->setToolTip(tr("Save the exploration shown into a folder (summary.json and candidates.csv)"));
    save_->setEnabled(false);
    connect(run_, &QPushButton::clicked, this, [this] { start(); });
    connect(cancel_, &QPushButton::clicked, this, &ExploreView::cancel);
    connect(open_, &QPushButton::clicked, this, &ExploreView::openDialog);
    connect(save_, &QPushButton::clicked, this, &ExploreView::saveDialog);
    progress_ = newJobProgressBar();
    progress_->setTextVisible(false);
    progressText_ = new QLabel;
    progressText_->setObjectName(QStringLiteral("exploreProgress"));
    progressText_->setWordWrap(true);
    progressText_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    formError_ = errorLabel();
    formError_->setObjectName(QStringLiteral("exploreError"));
    auto *buttons1 = new QHBoxLayout;
    buttons1->addWidget(run_);
    buttons1->addWidget(cancel_);
    auto *buttons2 = new QHBoxLayout;
    buttons2->addWidget(open_);
    buttons2->addWidget(save_);
    auto *left = new QWidget;
    auto *leftLayout = marginlessLayout<QVBoxLayout>(left);
    leftLayout->addWidget(scroll, 1);
    leftLayout->addWidget(formError_);
    leftLayout->addLayout(buttons1);
    leftLayout->addWidget(progress_);
    leftLayout->addWidget(progressText_);
    leftLayout->addLayout(buttons2);
    left->setMinimumWidth(220);
    return left;
}

// The summary above the tabs of candidates, figure and drivers, and methods.
QWidget *ExploreView::buildResults() {
    summary_ = new QLabel(tr("No exploration yet: run one, or open a saved one."));
    summary_->setObjectName(QStringLiteral("exploreSummary"));
    summary_->setWordWrap(true);
    summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    table_ = new QTableWidget;
    table_->setObjectName(QStringLiteral("exploreTable"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setWordWrap(true);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setMaximumSectionSize(280);
    table_->setToolTip(
        tr("Click a column's title to sort by it; double-click a candidate to save it as a reading file or "
           "run it in full"));
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int r, int) {
        const int c = candidateOfRow(r);
        if (c >= 0) showCandidateMenu(static_cast<size_t>(c), QCursor::pos());
    });
    QWidget *figurePage = buildFigurePage();
    QWidget *methodsPage = buildMethodsPage();

    resultTabs_ = new QTabWidget;
    resultTabs_->setObjectName(QStringLiteral("exploreResultTabs"));
    resultTabs_->addTab(table_, tr("Candidates"));
    resultTabs_->addTab(figurePage, tr("Figure and drivers"));
    resultTabs_->addTab(methodsPage, tr("Methods"));
    auto *right = new QWidget;
    auto *rightLayout = marginlessLayout<QVBoxLayout>(right);
    rightLayout->addWidget(summary_);
    rightLayout->addWidget(resultTabs_, 1);
    return right;
}

QWidget *ExploreView::buildFigurePage() {
    figureRequirement_ = new QComboBox;
    figureRequirement_->setObjectName(QStringLiteral("exploreFigureRequirement"));
    figureRequirement_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    figureRequirement_->setMinimumContentsLength(6);
    connect(figureRequirement_, &QComboBox::currentIndexChanged, this, &ExploreView::redrawFigure);
    export_ = new QPushButton(tr("Export..."));
    export_->setToolTip(tr("Save the figure as PNG, PDF or SVG at a journal size, with its data as CSV"));
    connect(export_, &QPushButton::clicked, this, &ExploreView::exportDialog);
    plot_ = new QCustomPlot;
    plot_->setObjectName(QStringLiteral("exploreChart"));
    plot_->setMinimumSize(120, 120);
    drivers_ = new QTreeWidget;
    drivers_->setObjectName(QStringLiteral("exploreDrivers"));
    drivers_->setHeaderLabels({tr("What decides feasibility"), tr("Feasible"), tr("Share feasible (95%)")});
    drivers_->setWordWrap(true);
    drivers_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    drivers_->header()->setStretchLastSection(false);
    drivers_->setToolTip(
        tr("For each option (and pair of options), the share of the decided candidates with each value "
           "that are feasible, the options whose values differ most first"));
    auto *figureBar = new QHBoxLayout;
    auto *reqLabel = new QLabel(tr("Requirement:"));
    reqLabel->setBuddy(figureRequirement_);
    figureBar->addWidget(reqLabel);
    figureBar->addWidget(figureRequirement_, 1);
    figureBar->addWidget(export_);
    auto *figureSplit = new QSplitter(Qt::Vertical);
    figureSplit->addWidget(plot_);
    figureSplit->addWidget(drivers_);
    figureSplit->setStretchFactor(0, 3);
    figureSplit->setStretchFactor(1, 1);
    figureSplit->setChildrenCollapsible(false);
    auto *figurePage = new QWidget;
    auto *figureLayout = new QVBoxLayout(figurePage);
    figureLayout->setContentsMargins(2, 2, 2, 2);
    figureLayout->addLayout(figureBar);
    figureLayout->addWidget(figureSplit, 1);
    return figurePage;
}

QWidget *ExploreView::buildMethodsPage() {
    methods_ = new QPlainTextEdit;
    methods_->setObjectName(QStringLiteral("exploreMethods"));
    methods_->setReadOnly(true);
    followTextDirection(methods_->document(), true);  // the methods text is English, for the paper
    copyMethods_ = new QPushButton(tr("&Copy"));
    copyMethods_->setToolTip(tr("Copy the methods text to the clipboard"));
    connect(copyMethods_, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(methods_->toPlainText()); });
    auto *methodsPage = new QWidget;
    auto *methodsLayout = new QVBoxLayout(methodsPage);
    methodsLayout->setContentsMargins(2, 2, 2, 2);
    methodsLayout->addWidget(
        wrappedLabel(tr("For a paper's methods section: what was varied, the requirements, the budget and the "
                        "error control.")));
    methodsLayout->addWidget(methods_, 1);
    auto *copyRow = new QHBoxLayout;
    copyRow->addStretch();
    copyRow->addWidget(copyMethods_);
    methodsLayout->addLayout(copyRow);
    return methodsPage;
}

ExploreView::~ExploreView() {
    if (watcher_) {
        cancelFlag_ = true;
        watcher_->disconnect(this);
        watcher_->waitForFinished();
    }
}

void ExploreView::fail(const QString &text) {
    lastError_ = text;
    showError(formError_, text);
}

void ExploreView::failLoud(const QString &title, const QString &text) {
    showError(formError_, text);
    warn(this, title, text);
}

}  // namespace rulelab
