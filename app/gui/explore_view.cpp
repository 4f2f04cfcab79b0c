#include "explore_view.h"

#include "experiment/explore_verdict.h"

#include "experiment/display_names.h"
#include "export_dialog.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"
#include "reading_tree.h"  // userReadingDir
#include "sources_view.h"  // pluginText, optionValueText

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCursor>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace rulelab {

namespace {

constexpr int kSortRole = Qt::UserRole + 1;       // the number a column sorts by
constexpr int kCandidateRole = Qt::UserRole + 2;  // the candidate a row shows (number column)
constexpr int kVerdictRole = Qt::UserRole + 3;    // the verdict's key (verdict column)
constexpr int64_t kAllValuesLimit = 16;           // an integer option with more values needs a list (as the core)
const QLatin1String kUsageSimilarity("usage_similarity");

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

// A metric's name in words, as the other metric choosers show it.
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

// The values an option takes (choices, flags; an integer's range), for "every value".
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

}  // namespace

ExploreView::ExploreView(const PluginRegistry &registry, QWidget *parent) : QWidget(parent), registry_(registry) {
    setObjectName(QStringLiteral("ExploreView"));
    title_ = heading(tr("Select a game or one of its readings, then choose what to vary and what to require."));

    // ---- the forms, in a scrolling column ----
    auto *form = new QWidget;
    auto *formLayout = new QVBoxLayout(form);
    formLayout->setContentsMargins(2, 2, 2, 2);
    auto *intro = new QLabel(
        tr("Tick the options whose answers the sources leave open and state what a plausible game must do: every "
           "combination of the ticked values is a candidate, and each candidate gets a verdict with a known error rate."));
    intro->setWordWrap(true);
    formLayout->addWidget(intro);
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
    optionsLayout_ = new QVBoxLayout(optionsBox_);
    optionsLayout_->setContentsMargins(0, 0, 0, 0);
    formLayout->addWidget(optionsBox_);
    candidates_ = new QLabel;
    candidates_->setObjectName(QStringLiteral("exploreCandidates"));
    candidates_->setWordWrap(true);
    candidates_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    formLayout->addWidget(candidates_);

    formLayout->addWidget(heading(tr("Requirements")));
    auto *reqNote =
        new QLabel(tr("A plausible reading must meet all of them (outcome metrics count the matches ended by the "
                      "rules)."));
    reqNote->setWordWrap(true);
    formLayout->addWidget(reqNote);
    auto *reqBox = new QWidget;
    requirementsLayout_ = new QVBoxLayout(reqBox);
    requirementsLayout_->setContentsMargins(0, 0, 0, 0);
    formLayout->addWidget(reqBox);
    addRequirement_ = new QPushButton(tr("&Add requirement"));
    addRequirement_->setObjectName(QStringLiteral("addRequirement"));
    connect(addRequirement_, &QPushButton::clicked, this,
            [this] { addRequirement(QStringLiteral("Completion"), Requirement::Op::AtLeast, 0.98); });
    formLayout->addWidget(addRequirement_);

    formLayout->addWidget(heading(tr("Evidence")));
    auto *evNote =
        new QLabel(tr("Observed usage maps (CSV: cell, value; e.g. wear on a carved board) and reported lengths "
                      "(JSON). A reported length adds its own requirement; a usage map is used by a usage "
                      "similarity requirement."));
    evNote->setWordWrap(true);
    formLayout->addWidget(evNote);
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

    formLayout->addWidget(heading(tr("Budget")));
    budget_ = new QSpinBox;
    budget_->setObjectName(QStringLiteral("exploreBudget"));
    budget_->setRange(1, 2000000000);
    budget_->setValue(100000);
    budget_->setGroupSeparatorShown(true);
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
    firstBlock_ = new QSpinBox;
    firstBlock_->setRange(1, 10000000);
    firstBlock_->setValue(100);
    firstBlock_->setGroupSeparatorShown(true);
    firstBlock_->setToolTip(tr("Matches every candidate starts with; each later round doubles an undecided candidate's"));
    maxCandidates_ = new QSpinBox;
    maxCandidates_->setRange(1, 1000000);
    maxCandidates_->setValue(256);
    maxCandidates_->setGroupSeparatorShown(true);
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
        auto *l = new QLabel(label);
        l->setWordWrap(true);
        l->setBuddy(field);
        adv->addWidget(l, row, 0);
        adv->addWidget(field, row++, 1);
    }
    auto *agentsNote = new QLabel(tr("Agents, seat swapping and caps are those of the Experiment panel."));
    agentsNote->setWordWrap(true);
    adv->addWidget(agentsNote, row, 0, 1, 2);
    adv->setColumnStretch(1, 1);
    advanced_->hide();
    connect(advancedToggle_, &QToolButton::toggled, this, [this](bool on) {
        advanced_->setVisible(on);
        advancedToggle_->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    formLayout->addWidget(advanced_);
    formLayout->addStretch();
    for (QSpinBox *box : {budget_, firstBlock_, maxCandidates_})
        connect(box, &QSpinBox::valueChanged, this, &ExploreView::updateCount);

    auto *scroll = new QScrollArea;
    scroll->setWidget(form);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);

    // ---- run, progress, open and save, below the forms ----
    run_ = new QPushButton(tr("&Run"));
    run_->setObjectName(QStringLiteral("exploreRun"));
    run_->setToolTip(tr("Prepare the candidates and race them in the background"));
    cancel_ = new QPushButton(tr("&Cancel"));
    cancel_->setEnabled(false);
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
    progress_ = new QProgressBar;
    progress_->setRange(0, 1000);
    progress_->setValue(0);
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
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(scroll, 1);
    leftLayout->addWidget(formError_);
    leftLayout->addLayout(buttons1);
    leftLayout->addWidget(progress_);
    leftLayout->addWidget(progressText_);
    leftLayout->addLayout(buttons2);
    left->setMinimumWidth(220);

    // ---- the results ----
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

    methods_ = new QPlainTextEdit;
    methods_->setObjectName(QStringLiteral("exploreMethods"));
    methods_->setReadOnly(true);
    copyMethods_ = new QPushButton(tr("&Copy"));
    copyMethods_->setToolTip(tr("Copy the methods text to the clipboard"));
    connect(copyMethods_, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(methods_->toPlainText()); });
    auto *methodsPage = new QWidget;
    auto *methodsLayout = new QVBoxLayout(methodsPage);
    methodsLayout->setContentsMargins(2, 2, 2, 2);
    auto *methodsNote =
        new QLabel(tr("For a paper's methods section: what was varied, the requirements, the budget and the "
                      "error control."));
    methodsNote->setWordWrap(true);
    methodsLayout->addWidget(methodsNote);
    methodsLayout->addWidget(methods_, 1);
    auto *copyRow = new QHBoxLayout;
    copyRow->addStretch();
    copyRow->addWidget(copyMethods_);
    methodsLayout->addLayout(copyRow);

    resultTabs_ = new QTabWidget;
    resultTabs_->setObjectName(QStringLiteral("exploreResultTabs"));
    resultTabs_->addTab(table_, tr("Candidates"));
    resultTabs_->addTab(figurePage, tr("Figure and drivers"));
    resultTabs_->addTab(methodsPage, tr("Methods"));
    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(summary_);
    rightLayout->addWidget(resultTabs_, 1);

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
    fail(text);
    if (!quiet_) QMessageBox::warning(this, title, text);
}

// ---- the forms ----------------------------------------------------------------------------

bool ExploreView::setGame(const QString &gameId, const QString &baseSpec) {
    const LoadedGame *g = registry_.find(gameId.toStdString());
    if (!g) return false;
    const bool same = gameId == game_ && info_;
    game_ = gameId;
    info_ = &g->plugin->info();
    title_->setText(tr("Explore the readings of %1").arg(pluginText(info_->id, info_->name)));
    if (!same) {
        const QSignalBlocker b(base_);
        base_->clear();
        for (const Reading &r : g->readings) {
            base_->addItem(pluginText(info_->id, r.name.empty() ? r.id : r.name), q(r.id));
            base_->setItemData(base_->count() - 1, q(r.id), Qt::ToolTipRole);
        }
        // The user's own readings of this game (their files), as the tree lists them.
        const QDir dir(ReadingTree::userReadingDir());
        for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            Reading r;
            std::string err;
            const QString path = dir.filePath(f);
            if (!loadReadingFile(path, r, err) || r.game != info_->id) continue;
            base_->addItem(tr("%1 (yours)").arg(q(r.name.empty() ? r.id : r.name)), path);
            base_->setItemData(base_->count() - 1, path, Qt::ToolTipRole);
        }
        buildOptionRows();
        while (!requirements_.empty()) removeRequirement(static_cast<int>(requirements_.size()) - 1);
        evidence_.clear();
        evidenceList_->clear();
        showError(evidenceError_, QString());
        showError(formError_, QString());
        addRequirement(QStringLiteral("Completion"), Requirement::Op::AtLeast, 0.98);
    }
    if (!baseSpec.isEmpty()) setBase(baseSpec);
    updateCount();
    return true;
}

bool ExploreView::setBase(const QString &spec) {
    int i = base_->findData(spec);
    if (i < 0) {
        if (!spec.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) return false;
        base_->addItem(QFileInfo(spec).fileName(), spec);
        base_->setItemData(base_->count() - 1, spec, Qt::ToolTipRole);
        i = base_->count() - 1;
    }
    base_->setCurrentIndex(i);
    return true;
}

void ExploreView::buildOptionRows() {
    options_.clear();
    while (QLayoutItem *item = optionsLayout_->takeAt(0)) {  // the rows' boxes (their widgets with them)
        if (QWidget *w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    if (!info_) return;
    // Readings' options first, then the experimental ones (board sizes, guards) under a heading
    // of their own: settings, not readings of a source.
    for (const bool experimental : {false, true}) {
        bool any = false;
        for (const RuleOption &o : info_->options) any = any || o.experimental == experimental;
        if (!any) continue;
        auto *box = new QWidget;
        auto *grid = new QGridLayout(box);
        grid->setContentsMargins(0, 0, 0, 0);
        grid->setVerticalSpacing(2);
        grid->setColumnStretch(1, 1);
        if (experimental) {
            auto *h = new QLabel(tr("Experimental options (not historical)"));
            QFont f = h->font();
            f.setItalic(true);
            h->setFont(f);
            h->setWordWrap(true);
            optionsLayout_->addWidget(h);
        }
        int r = 0;
        for (const RuleOption &o : info_->options) {
            if (o.experimental != experimental) continue;
            OptionRow row;
            row.option = &o;
            row.check = new QCheckBox;
            row.check->setObjectName(QStringLiteral("vary_") + q(o.id));
            row.label = new QLabel(pluginText(info_->id, o.label.empty() ? o.id : o.label));
            row.label->setWordWrap(true);
            row.label->installEventFilter(this);  // a click on the label ticks the option
            QStringList values;
            for (const std::string &v : everyValue(o)) {
                const QString words = optionValueText(info_->id, o, v);
                values << (words == q(v) ? words : QStringLiteral("%1 = %2").arg(q(v), words));
            }
            QString tip = q(o.description);
            if (!values.isEmpty()) tip += QLatin1Char('\n') + tr("Values: %1").arg(values.join(QStringLiteral("; ")));
            else tip += QLatin1Char('\n') + tr("Values: %1").arg(q(o.allowedText()));
            row.check->setToolTip(tip);
            row.label->setToolTip(tip);
            row.values = new QLineEdit;
            row.values->setObjectName(QStringLiteral("values_") + q(o.id));
            row.values->setEnabled(false);
            row.values->setToolTip(tip);
            QStringList ids;
            for (const std::string &v : everyValue(o)) ids << q(v);
            row.values->setPlaceholderText(ids.isEmpty() ? tr("list the values to try, e.g. %1").arg(q(o.defaultValue))
                                                         : tr("all: %1").arg(ids.join(QStringLiteral(", "))));
            row.values->hide();
            row.error = errorLabel();
            grid->addWidget(row.check, r, 0, Qt::AlignTop);
            grid->addWidget(row.label, r++, 1);
            grid->addWidget(row.values, r++, 1);
            grid->addWidget(row.error, r++, 1);
            options_.push_back(row);
            const size_t index = options_.size() - 1;
            connect(row.check, &QCheckBox::toggled, this, [this, index] { updateOptionRow(options_[index]); });
            connect(row.values, &QLineEdit::textChanged, this, [this, index] { updateOptionRow(options_[index]); });
        }
        optionsLayout_->addWidget(box);
    }
}

const ExploreView::OptionRow *ExploreView::optionRow(const QString &id) const {
    for (const OptionRow &row : options_)
        if (q(row.option->id) == id) return &row;
    return nullptr;
}

bool ExploreView::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::MouseButtonRelease)
        for (const OptionRow &row : options_)
            if (row.label == watched && row.check->isEnabled()) {
                row.check->toggle();
                return true;
            }
    return QWidget::eventFilter(watched, event);
}

bool ExploreView::setVaried(const QString &optionId, bool varied, const QString &values) {
    const OptionRow *row = optionRow(optionId);
    if (!row) return false;
    if (!values.isNull()) row->values->setText(values);
    row->check->setChecked(varied);
    updateOptionRow(*row);
    return true;
}

QCheckBox *ExploreView::optionCheck(const QString &optionId) const {
    const OptionRow *row = optionRow(optionId);
    return row ? row->check : nullptr;
}

QLineEdit *ExploreView::valuesEdit(const QString &optionId) const {
    const OptionRow *row = optionRow(optionId);
    return row ? row->values : nullptr;
}

QLabel *ExploreView::optionError(const QString &optionId) const {
    const OptionRow *row = optionRow(optionId);
    return row ? row->error : nullptr;
}

bool ExploreView::optionValues(const OptionRow &row, std::vector<std::string> &values, int64_t &count, QString &error) const {
    const RuleOption &o = *row.option;
    const QString label = pluginText(info_->id, o.label.empty() ? o.id : o.label);
    values.clear();
    const QString text = row.values->text().trimmed();
    if (text.isEmpty()) {  // every value
        if (o.type == OptionType::Real) {
            error = tr("“%1” is a number: list the values to try, separated by commas.").arg(label);
            return false;
        }
        if (o.type == OptionType::Integer && o.maxInt - o.minInt >= kAllValuesLimit) {
            error = tr("“%1” has %2 values: list the ones to try, separated by commas.")
                        .arg(label, QLocale().toString(static_cast<qlonglong>(o.maxInt - o.minInt + 1)));
            return false;
        }
        count = static_cast<int64_t>(everyValue(o).size());
        return true;
    }
    QStringList bad;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString t = part.trimmed();
        if (t.isEmpty()) continue;
        std::optional<std::string> canonical = o.canonical(t.toStdString());
        if (!canonical)  // a value in words, as the placeholder and the tooltip show it
            for (const std::string &v : everyValue(o))
                if (optionValueText(info_->id, o, v).compare(t, Qt::CaseInsensitive) == 0) canonical = v;
        if (!canonical) {
            bad << t;
            continue;
        }
        if (std::find(values.begin(), values.end(), *canonical) == values.end()) values.push_back(*canonical);
    }
    if (!bad.isEmpty()) {
        error = tr("“%1” does not take %2; it takes %3.").arg(label, bad.join(QStringLiteral(", ")), q(o.allowedText()));
        return false;
    }
    if (values.size() < 2) {
        error =
            tr("List at least two different values of “%1” to vary it (or leave the field empty for all of them).").arg(label);
        return false;
    }
    count = static_cast<int64_t>(values.size());
    return true;
}

void ExploreView::updateOptionRow(const OptionRow &row) {
    const bool on = row.check->isChecked();
    row.values->setEnabled(on);
    row.values->setVisible(on);
    std::vector<std::string> values;
    int64_t count = 0;
    QString error;
    showError(row.error, on && !optionValues(row, values, count, error) ? error : QString());
    QFont f = row.label->font();
    if (f.bold() != on) {
        f.setBold(on);
        row.label->setFont(f);
    }
    updateCount();
}

int64_t ExploreView::candidateCount() const {
    int64_t n = 1;
    for (const OptionRow &row : options_) {
        if (!row.check->isChecked()) continue;
        std::vector<std::string> values;
        int64_t count = 0;
        QString error;
        if (!optionValues(row, values, count, error)) return -1;
        n = count > 0 && n > std::numeric_limits<int64_t>::max() / count ? std::numeric_limits<int64_t>::max() : n * count;
    }
    return n;
}

bool ExploreView::willSample() const { return candidateCount() > maxCandidates_->value(); }

void ExploreView::updateCount() {
    if (!info_) {
        candidates_->clear();
        return;
    }
    const int64_t n = candidateCount();
    const QLocale l;
    QStringList factors;
    int ticked = 0;
    for (const OptionRow &row : options_) {
        if (!row.check->isChecked()) continue;
        ++ticked;
        std::vector<std::string> values;
        int64_t count = 0;
        QString error;
        if (optionValues(row, values, count, error)) factors << l.toString(static_cast<qlonglong>(count));
    }
    QString text;
    if (n < 0) {
        text = tr("Correct the values marked in red to count the candidates.");
    } else if (ticked == 0) {
        text = tr("Tick the options to vary: every combination of their values is a candidate.");
    } else {
        const QString product = factors.join(QStringLiteral(" \u00d7 "));
        const int64_t most = maxCandidates_->value();
        if (n > most)
            text = tr("%1 combinations (%2): more than %3, so a stratified sample of %3 candidates is explored.")
                       .arg(l.toString(static_cast<qlonglong>(n)), product, l.toString(static_cast<qlonglong>(most)));
        else text = tr("%n candidate(s) (%1), every combination explored.", nullptr, static_cast<int>(n)).arg(product);
        const int64_t first = std::min(n, most) * firstBlock_->value();
        text += QLatin1Char(' ') + (first > budget_->value() ? tr("The first round alone needs %1 matches, more than the budget.")
                                                                   .arg(l.toString(static_cast<qlonglong>(first)))
                                                             : tr("The first round plays %1 of the %2 matches of the budget.")
                                                                   .arg(l.toString(static_cast<qlonglong>(first)),
                                                                        l.toString(static_cast<qlonglong>(budget_->value()))));
    }
    candidates_->setText(text);
}

// ---- requirements ----

int ExploreView::addRequirement(const QString &metric, Requirement::Op op, double a, double b) {
    RequirementRow row;
    row.box = new QFrame;
    static_cast<QFrame *>(row.box)->setFrameShape(QFrame::StyledPanel);
    auto *grid = new QGridLayout(row.box);
    grid->setContentsMargins(4, 4, 4, 4);
    grid->setVerticalSpacing(2);
    row.metric = new QComboBox;
    row.metric->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    row.metric->setMinimumContentsLength(10);
    for (const std::string &key : requirementMetrics()) {
        row.metric->addItem(metricWords(key), q(key));
        row.metric->setItemData(row.metric->count() - 1, q(key), Qt::ToolTipRole);
    }
    const int mi = row.metric->findData(metric);
    if (mi < 0) {
        delete row.box;
        return -1;
    }
    row.metric->setCurrentIndex(mi);
    row.op = new QComboBox;
    row.op->addItem(QStringLiteral("\u2265"), static_cast<int>(Requirement::Op::AtLeast));
    row.op->addItem(QStringLiteral("\u2264"), static_cast<int>(Requirement::Op::AtMost));
    row.op->addItem(tr("between"), static_cast<int>(Requirement::Op::Between));
    row.op->setItemData(0, tr("at least"), Qt::ToolTipRole);
    row.op->setItemData(1, tr("at most"), Qt::ToolTipRole);
    row.op->setCurrentIndex(row.op->findData(static_cast<int>(op)));
    row.a = new QDoubleSpinBox;
    row.b = new QDoubleSpinBox;
    for (QDoubleSpinBox *s : {row.a, row.b}) {
        s->setDecimals(4);
        s->setRange(-1e9, 1e9);
        s->setSingleStep(0.01);
        s->setGroupSeparatorShown(true);
    }
    row.a->setValue(a);
    row.b->setValue(b);
    row.andLabel = new QLabel(tr("and"));
    row.evidence = new QComboBox;
    row.evidence->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    row.evidence->setMinimumContentsLength(10);
    row.evidence->setToolTip(tr("The observed usage map the simulated one is compared with (Spearman's rank correlation)"));
    row.error = errorLabel();
    auto *remove = new QToolButton;
    remove->setText(QStringLiteral("\u2212"));
    remove->setToolTip(tr("Remove this requirement"));
    grid->addWidget(row.metric, 0, 0, 1, 3);
    grid->addWidget(remove, 0, 3);
    grid->addWidget(row.op, 1, 0);
    grid->addWidget(row.a, 1, 1);
    grid->addWidget(row.andLabel, 1, 2);
    grid->addWidget(row.b, 1, 3);
    grid->addWidget(row.evidence, 2, 0, 1, 4);
    grid->addWidget(row.error, 3, 0, 1, 4);
    grid->setColumnStretch(1, 1);
    requirementsLayout_->addWidget(row.box);
    requirements_.push_back(row);
    QWidget *box = row.box;
    auto update = [this, box] {
        for (const RequirementRow &r : requirements_)
            if (r.box == box) updateRequirementRow(r);
    };
    connect(row.metric, &QComboBox::currentIndexChanged, this, update);
    connect(row.op, &QComboBox::currentIndexChanged, this, update);
    connect(row.a, &QDoubleSpinBox::valueChanged, this, update);
    connect(row.b, &QDoubleSpinBox::valueChanged, this, update);
    connect(remove, &QToolButton::clicked, this, [this, box] {
        for (size_t i = 0; i < requirements_.size(); ++i)
            if (requirements_[i].box == box) removeRequirement(static_cast<int>(i));
    });
    fillEvidenceChoices();
    updateRequirementRow(requirements_.back());
    return static_cast<int>(requirements_.size()) - 1;
}

void ExploreView::removeRequirement(int index) {
    if (index < 0 || index >= requirementCount()) return;
    QWidget *box = requirements_[static_cast<size_t>(index)].box;
    requirements_.erase(requirements_.begin() + index);
    box->hide();
    box->deleteLater();  // it may be its own remove button's click being handled
}

QComboBox *ExploreView::requirementMetricBox(int index) const {
    return index >= 0 && index < requirementCount() ? requirements_[static_cast<size_t>(index)].metric : nullptr;
}
QComboBox *ExploreView::requirementOpBox(int index) const {
    return index >= 0 && index < requirementCount() ? requirements_[static_cast<size_t>(index)].op : nullptr;
}
QComboBox *ExploreView::requirementEvidenceBox(int index) const {
    return index >= 0 && index < requirementCount() ? requirements_[static_cast<size_t>(index)].evidence : nullptr;
}
QDoubleSpinBox *ExploreView::requirementValueBox(int index, int which) const {
    if (index < 0 || index >= requirementCount()) return nullptr;
    const RequirementRow &r = requirements_[static_cast<size_t>(index)];
    return which == 0 ? r.a : r.b;
}

void ExploreView::updateRequirementRow(const RequirementRow &row) {
    const bool between = row.op->currentData().toInt() == static_cast<int>(Requirement::Op::Between);
    row.andLabel->setVisible(between);
    row.b->setVisible(between);
    row.evidence->setVisible(row.metric->currentData().toString() == kUsageSimilarity);
    Requirement r;
    QString error;
    showError(row.error, requirementOf(row, r, error) ? QString() : error);
}

bool ExploreView::requirementOf(const RequirementRow &row, Requirement &out, QString &error) const {
    out = Requirement{};
    out.metric = row.metric->currentData().toString().toStdString();
    out.op = static_cast<Requirement::Op>(row.op->currentData().toInt());
    const double a = row.a->value(), b = row.b->value();
    if (out.op == Requirement::Op::AtMost) out.hi = a;
    else out.lo = a;
    if (out.op == Requirement::Op::Between) {
        out.hi = b;
        if (b < a) {
            error = tr("The lower bound (%1) is above the upper one (%2).").arg(number(a), number(b));
            return false;
        }
    }
    if (out.metric == "usage_similarity") {
        out.evidence = row.evidence->currentData().toString().toStdString();
        if (out.evidence.empty()) {
            error = tr("Add an observed usage map under Evidence: the similarity is measured against it.");
            return false;
        }
    }
    return true;
}

// ---- evidence ----

bool ExploreView::addEvidenceFile(const QString &path) {
    Evidence e;
    std::string err;
    if (!loadEvidence(path.toStdString(), e, err)) {
        lastError_ = q(err);
        showError(evidenceError_, lastError_);
        return false;
    }
    for (const EvidenceFile &f : evidence_)
        if (QFileInfo(f.path) == QFileInfo(path)) {
            showError(evidenceError_, tr("%1 is in the list already.").arg(QFileInfo(path).fileName()));
            return false;
        }
    showError(evidenceError_, QString());
    const QString name = QFileInfo(path).fileName();
    QString text;
    if (e.kind == Evidence::Kind::UsageMap)
        text = tr("%1: usage map, %n cell(s)", nullptr, static_cast<int>(e.usage.labels.size())).arg(name);
    else
        text = tr("%1: reported length, %2").arg(name, charts::requirementTitle(e.length)) +
               (e.source.empty() ? QString() : QStringLiteral(" (%1)").arg(q(e.source)));
    auto *item = new QListWidgetItem(text);
    item->setToolTip(path);
    evidenceList_->addItem(item);
    evidence_.push_back({path, std::move(e)});
    fillEvidenceChoices();
    return true;
}

void ExploreView::removeEvidence() {
    const int row = evidenceList_->currentRow();
    if (row < 0 || row >= static_cast<int>(evidence_.size())) return;
    evidence_.erase(evidence_.begin() + row);
    delete evidenceList_->takeItem(row);
    fillEvidenceChoices();
}

void ExploreView::addEvidenceDialog() {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Add evidence"), QString(), tr("Evidence (*.csv *.json);;Usage maps (*.csv);;Reported lengths (*.json)"));
    for (const QString &f : files)
        if (!addEvidenceFile(f)) break;  // the error stays shown
}

void ExploreView::fillEvidenceChoices() {
    for (const RequirementRow &row : requirements_) {
        const QSignalBlocker b(row.evidence);
        const QString kept = row.evidence->currentData().toString();
        row.evidence->clear();
        for (const EvidenceFile &f : evidence_)
            if (f.evidence.kind == Evidence::Kind::UsageMap) {
                row.evidence->addItem(QFileInfo(f.path).fileName(), f.path);
                row.evidence->setItemData(row.evidence->count() - 1, f.path, Qt::ToolTipRole);
            }
        const int i = row.evidence->findData(kept);
        if (i >= 0) row.evidence->setCurrentIndex(i);
        updateRequirementRow(row);
    }
}

// ---- the spec ----

bool ExploreView::specFromForm(ExploreSpec &out, QString &error) const {
    if (!info_) {
        error = tr("Choose a game first: select it, or one of its readings, in Games and readings.");
        return false;
    }
    QStringList errors;
    out = ExploreSpec{};
    out.game = info_->id;
    out.base = base_->currentData().toString().toStdString();
    if (out.base.empty()) errors << tr("Choose a base reading.");
    for (const OptionRow &row : options_) {
        if (!row.check->isChecked()) continue;
        std::vector<std::string> values;
        int64_t count = 0;
        QString e;
        if (!optionValues(row, values, count, e)) errors << e;
        // No values listed: every value of the option (the core expands them).
        else out.vary.emplace_back(row.option->id, row.values->text().trimmed().isEmpty() ? std::vector<std::string>{} : values);
    }
    if (out.vary.empty()) errors << tr("Tick at least one option to vary.");
    for (const RequirementRow &row : requirements_) {
        Requirement r;
        QString e;
        if (!requirementOf(row, r, e)) errors << e;
        else out.requirements.push_back(r);
    }
    for (const EvidenceFile &f : evidence_) out.evidenceFiles.push_back(f.path.toStdString());
    bool lengthEvidence = false;
    for (const EvidenceFile &f : evidence_) lengthEvidence = lengthEvidence || f.evidence.kind == Evidence::Kind::ReportedLength;
    if (out.requirements.empty() && !lengthEvidence)
        errors << tr("Add at least one requirement: the verdicts say which candidates meet the requirements.");
    out.budget = budget_->value();
    out.firstBlock = firstBlock_->value();
    out.maxCandidates = maxCandidates_->value();
    bool ok = false;
    out.seed = seed_->text().toULongLong(&ok);
    if (!ok) errors << tr("The seed must be a whole number from 0 to 18446744073709551615.");
    out.alpha = alpha_->value();
    if (settings_) {
        QString e;
        if (!settings_(out, e)) errors << e;
    }
    error = errors.join(QLatin1Char('\n'));
    return errors.isEmpty();
}

void ExploreView::setSpec(const ExploreSpec &spec) {
    if (!setGame(q(spec.game), q(spec.base))) return;
    for (const OptionRow &row : options_) {
        const QSignalBlocker b1(row.check), b2(row.values);
        row.check->setChecked(false);
        row.values->clear();
    }
    for (const auto &[option, values] : spec.vary) {
        QStringList texts;
        for (const std::string &v : values) texts << q(v);
        setVaried(q(option), true, texts.join(QStringLiteral(", ")));
    }
    for (const OptionRow &row : options_) updateOptionRow(row);
    evidence_.clear();
    evidenceList_->clear();
    QStringList missing;
    for (const std::string &f : spec.evidenceFiles)
        if (!addEvidenceFile(q(f))) missing << lastError_;
    while (!requirements_.empty()) removeRequirement(static_cast<int>(requirements_.size()) - 1);
    for (const Requirement &r : spec.requirements) {
        const int i = addRequirement(q(r.metric), r.op, r.op == Requirement::Op::AtMost ? r.hi : r.lo, r.hi);
        if (i < 0) continue;
        QComboBox *ev = requirements_[static_cast<size_t>(i)].evidence;
        const int e = ev->findData(q(r.evidence));
        if (e >= 0) ev->setCurrentIndex(e);
    }
    budget_->setValue(static_cast<int>(std::clamp<int64_t>(spec.budget, budget_->minimum(), budget_->maximum())));
    firstBlock_->setValue(static_cast<int>(std::clamp<int64_t>(spec.firstBlock, firstBlock_->minimum(), firstBlock_->maximum())));
    maxCandidates_->setValue(
        static_cast<int>(std::clamp<int64_t>(spec.maxCandidates, maxCandidates_->minimum(), maxCandidates_->maximum())));
    seed_->setText(QString::number(spec.seed));
    alpha_->setValue(spec.alpha);
    showError(evidenceError_, missing.join(QLatin1Char('\n')));
    updateCount();
}

// ---- running ----

QString ExploreView::progressText(int round, int decided, int candidates, qint64 matches, qint64 budget) {
    const QLocale l;
    return tr("Round %1 \u00b7 %2 of %3 candidates decided \u00b7 %4 of %5 matches")
        .arg(l.toString(round + 1), l.toString(decided), l.toString(candidates), l.toString(matches), l.toString(budget));
}

bool ExploreView::start() {
    if (watcher_) return false;
    lastError_.clear();
    showError(formError_, QString());
    ExploreSpec spec;
    QString error;
    if (!specFromForm(spec, error)) {
        fail(error);
        return false;
    }
    auto prepared = std::make_shared<PreparedExplore>();
    std::string err;
    InputError kind = InputError::None;
    if (!prepareExplore(registry_, spec, *prepared, err, kind)) {
        fail(q(err));
        return false;
    }
    cancelFlag_ = false;
    const std::atomic<bool> *cancelFlag = &cancelFlag_;
    watcher_ = new QFutureWatcher<std::shared_ptr<ExploreResult>>(this);
    connect(watcher_, &QFutureWatcher<std::shared_ptr<ExploreResult>>::finished, this, &ExploreView::finish);
    watcher_->setFuture(QtConcurrent::run([this, prepared, cancelFlag] {
        ExploreRunOptions o;
        o.cancel = cancelFlag;
        // Between blocks, on the worker thread: the queued connection shows it.
        o.progress = [this](const ExploreProgress &p) {
            emit progressed(p.round, p.decided, p.candidates, p.matchesUsed, p.budget);
        };
        return std::make_shared<ExploreResult>(runExplore(*prepared, o));
    }));
    run_->setEnabled(false);
    open_->setEnabled(false);
    cancel_->setEnabled(true);
    progress_->setValue(0);
    progressText_->setText(tr("Exploring %n candidate(s)...", nullptr, static_cast<int>(prepared->candidates.size())) +
                           (prepared->sampled
                                ? QLatin1Char(' ') + tr("(a sample of %1 combinations: %2)")
                                                         .arg(QLocale().toString(static_cast<qlonglong>(prepared->spaceSize)),
                                                              q(prepared->samplingMethod))
                                : QString()));
    return true;
}

void ExploreView::cancel() {
    if (!watcher_) return;
    cancelFlag_ = true;
    progressText_->setText(tr("Cancelling: the matches being played finish first..."));
}

void ExploreView::onProgress(int round, int decided, int candidates, qint64 matches, qint64 budget) {
    if (!watcher_) return;
    progress_->setValue(budget > 0 ? static_cast<int>(std::min<qint64>(1000, matches * 1000 / budget)) : 0);
    if (!cancelFlag_) progressText_->setText(progressText(round, decided, candidates, matches, budget));
}

void ExploreView::finish() {
    std::shared_ptr<ExploreResult> r = watcher_->result();
    watcher_->deleteLater();
    watcher_ = nullptr;
    run_->setEnabled(true);
    open_->setEnabled(true);
    cancel_->setEnabled(false);
    result_ = r;
    reprepared_.reset();
    const QLocale l;
    int decided = 0;
    for (const Candidate &c : r->candidates) decided += c.decidedInRound >= 0 ? 1 : 0;
    if (!r->cancelled) progress_->setValue(1000);
    progressText_->setText(
        r->cancelled ? tr("Cancelled after %1 of %2 matches: the %n verdict(s) reached so far are kept.", nullptr, decided)
                           .arg(l.toString(static_cast<qlonglong>(r->matchesUsed)),
                                l.toString(static_cast<qlonglong>(r->prepared.spec.budget)))
                     : tr("Finished: %1 of %2 matches in %n round(s).", nullptr, r->rounds)
                           .arg(l.toString(static_cast<qlonglong>(r->matchesUsed)),
                                l.toString(static_cast<qlonglong>(r->prepared.spec.budget))));
    showResult();
    emit finished();
}

// ---- the results ----

QString ExploreView::verdictText(Verdict v) {
    switch (v) {
    case Verdict::Feasible: return tr("feasible");
    case Verdict::Infeasible: return tr("infeasible");
    case Verdict::Uncertain: break;
    }
    return tr("uncertain");
}

const GameInfo *ExploreView::resultGame() const {
    if (!result_) return nullptr;
    const LoadedGame *g = registry_.find(result_->prepared.spec.game);
    return g ? &g->plugin->info() : nullptr;
}

QString ExploreView::candidateText(size_t candidate) const {
    if (!result_ || candidate >= result_->candidates.size()) return {};
    const GameInfo *info = resultGame();
    QStringList parts;
    for (const auto &[option, value] : result_->candidates[candidate].values)
        parts << tr("%1: %2").arg(labelOf(info, option), wordsOf(info, option, value));
    return parts.join(QStringLiteral("; "));
}

int ExploreView::verdictColumn() const { return kVerdictColumn; }

int ExploreView::candidateOfRow(int row) const {
    const QTableWidgetItem *item = table_->item(row, kNumberColumn);
    return item ? item->data(kCandidateRole).toInt() : -1;
}

void ExploreView::showResult() {
    const ExploreResult &r = *result_;
    const QLocale l;
    int counts[3] = {0, 0, 0};
    for (const Candidate &c : r.candidates) ++counts[static_cast<size_t>(verdictRank(c.verdict))];
    QString text = tr("%n candidate(s)", nullptr, static_cast<int>(r.candidates.size()));
    if (r.prepared.sampled)
        text +=
            QLatin1Char(' ') + tr("(%1 of %2 combinations: %3)")
                                   .arg(l.toString(static_cast<qlonglong>(r.candidates.size())),
                                        l.toString(static_cast<qlonglong>(r.prepared.spaceSize)), q(r.prepared.samplingMethod));
    text +=
        QStringLiteral(" \u00b7 ") +
        tr("%1 feasible, %2 infeasible, %3 uncertain").arg(l.toString(counts[0]), l.toString(counts[2]), l.toString(counts[1]));
    text += QStringLiteral(" \u00b7 ") + tr("%1 of %2 matches in %n round(s)", nullptr, r.rounds)
                                             .arg(l.toString(static_cast<qlonglong>(r.matchesUsed)),
                                                  l.toString(static_cast<qlonglong>(r.prepared.spec.budget)));
    if (r.shardCount > 1) text += QStringLiteral(" \u00b7 ") + tr("shard %1 of %2").arg(r.shardIndex + 1).arg(r.shardCount);
    if (r.cancelled)
        text += QStringLiteral(" \u00b7 ") +
                tr("Cancelled: the verdicts reached before the cancel are kept; the other candidates are uncertain.");
    else if (counts[1] > 0) {
        const UncertainSummary u = uncertainSummary(r);
        text += QLatin1Char('\n') + tr("%n uncertain verdict(s): the budget did not settle them at the promised error rate.",
                                       nullptr, counts[1]);
        if (!u.more.empty())
            text += QLatin1Char(' ') + tr("Roughly %1 more matches each would settle %n of them (the median).", nullptr,
                                          static_cast<int>(u.more.size()))
                                           .arg(l.toString(static_cast<qlonglong>(u.median())));
    }
    summary_->setText(text);
    fillTable();
    {
        const QSignalBlocker b(figureRequirement_);
        figureRequirement_->clear();
        for (const Requirement &req : r.prepared.requirements) {
            figureRequirement_->addItem(charts::requirementTitle(req));
            figureRequirement_->setItemData(figureRequirement_->count() - 1, q(req.text()), Qt::ToolTipRole);
        }
    }
    redrawFigure();
    fillDrivers();
    methods_->setPlainText(q(exploreMethodsText(r)));
    save_->setEnabled(true);
}

void ExploreView::fillTable() {
    const ExploreResult &r = *result_;
    const auto &reqs = r.prepared.requirements;
    const int nReq = static_cast<int>(reqs.size());
    const QLocale l;
    table_->setSortingEnabled(false);
    table_->clear();
    table_->setColumnCount(kFirstRequirementColumn + nReq);
    table_->setRowCount(static_cast<int>(r.candidates.size()));
    QStringList headers{tr("No."), tr("Verdict"), tr("Candidate"), tr("Matches")};
    for (const Requirement &req : reqs) {
        QString metric = charts::exploreMetricTitle(req.metric);
        if (!req.evidence.empty()) metric = tr("%1 with %2").arg(metric, QFileInfo(q(req.evidence)).fileName());
        headers << metric + QLatin1Char('\n') + boundText(req);
    }
    table_->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < nReq; ++c)
        table_->horizontalHeaderItem(kFirstRequirementColumn + c)
            ->setToolTip(tr("%1: the estimate with its 95% interval; ✓ met, ✗ violated on the verdict's adjusted interval")
                             .arg(q(reqs[static_cast<size_t>(c)].text())));
    for (int i = 0; i < static_cast<int>(r.candidates.size()); ++i) {
        const Candidate &c = r.candidates[static_cast<size_t>(i)];
        auto *no = new SortItem(QString::number(i + 1));
        no->setData(kSortRole, i + 1);
        no->setData(kCandidateRole, i);
        table_->setItem(i, kNumberColumn, no);
        auto *name = new SortItem(candidateText(static_cast<size_t>(i)));
        name->setToolTip(q(c.id));
        table_->setItem(i, kCandidateColumn, name);
        auto *matches = new SortItem(l.toString(static_cast<qlonglong>(c.matches)));
        matches->setData(kSortRole, static_cast<qlonglong>(c.matches));
        matches->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(i, kMatchesColumn, matches);
        for (int k = 0; k < nReq; ++k) {
            QString cell = QStringLiteral("\u2014");
            QString tip;
            double sortKey = -std::numeric_limits<double>::max();
            if (static_cast<size_t>(k) < c.requirements.size() && c.matches > 0) {
                const RequirementResult &rr = c.requirements[static_cast<size_t>(k)];
                const stats::Interval &e = rr.estimate;
                cell = e.available ? QStringLiteral("%1 [%2, %3]").arg(number(e.value), number(e.lo), number(e.hi))
                                   : tr("%1 (no interval)").arg(number(e.value));
                if (rr.status > 0) cell += QStringLiteral(" \u2713");
                if (rr.status < 0) cell += QStringLiteral(" \u2717");
                const QString status = rr.status > 0 ? tr("met") : rr.status < 0 ? tr("violated") : tr("not settled");
                tip = tr("%1: %2 (adjusted interval of the verdict: [%3, %4])")
                          .arg(charts::requirementTitle(reqs[static_cast<size_t>(k)]), status, number(rr.adjusted.lo),
                               number(rr.adjusted.hi));
                if (std::isfinite(e.value)) sortKey = e.value;
            }
            auto *item = new SortItem(cell);
            item->setData(kSortRole, sortKey);
            item->setToolTip(tip);
            table_->setItem(i, kFirstRequirementColumn + k, item);
        }
        auto *verdict = new SortItem(verdictText(c.verdict));
        verdict->setData(kSortRole, verdictRank(c.verdict));
        verdict->setData(kVerdictRole, QString::fromLatin1(verdictKey(c.verdict)));
        verdict->setBackground(verdictBackground(c.verdict));
        verdict->setForeground(QColor(Qt::black));
        if (c.decidedInRound >= 0) verdict->setToolTip(tr("Decided in round %1").arg(c.decidedInRound + 1));
        table_->setItem(i, kVerdictColumn, verdict);
    }
    table_->setSortingEnabled(true);
    table_->sortByColumn(kNumberColumn, Qt::AscendingOrder);
    table_->resizeColumnsToContents();
    // Long candidate descriptions wrap rather than push the requirements out of view.
    table_->setColumnWidth(kCandidateColumn, std::min(table_->columnWidth(kCandidateColumn), 260));
    table_->resizeRowsToContents();
}

void ExploreView::fillDrivers() {
    drivers_->clear();
    const ExploreResult &r = *result_;
    const GameInfo *info = resultGame();
    // "capture,lap_origin" and "chain,skip": each option with its value, in words.
    auto split = [](const std::string &s) { return q(s).split(QLatin1Char(',')); };
    for (const Driver &d : r.drivers) {
        const QStringList options = split(d.option);
        QStringList names;
        for (const QString &o : options) names << labelOf(info, o.toStdString());
        auto *top = new QTreeWidgetItem(drivers_);
        top->setText(0, names.join(QStringLiteral(" \u00d7 ")));
        top->setToolTip(0, q(d.option));
        top->setText(2, tr("spread %1").arg(number(d.spread)));
        top->setToolTip(2, tr("How far apart the shares of feasible candidates of its values are (largest minus smallest)"));
        for (const DriverLevel &lv : d.levels) {
            const QStringList values = split(lv.value);
            QStringList words;
            for (qsizetype i = 0; i < values.size(); ++i)
                words << (i < options.size() ? wordsOf(info, options[i].toStdString(), values[i].toStdString()) : values[i]);
            auto *item = new QTreeWidgetItem(top);
            item->setText(0, words.join(QStringLiteral(", ")));
            item->setToolTip(0, q(lv.value));
            item->setText(1, tr("%1 of %2").arg(lv.feasible).arg(lv.decided));
            item->setText(
                2, lv.share.available
                       ? QStringLiteral("%1 [%2, %3]").arg(number(lv.share.value), number(lv.share.lo), number(lv.share.hi))
                       : number(lv.share.value));
        }
        for (const std::string &note : d.notes) {
            auto *item = new QTreeWidgetItem(top);
            item->setText(0, q(note));
            QFont f = item->font(0);
            f.setItalic(true);
            item->setFont(0, f);
            item->setFirstColumnSpanned(true);
        }
    }
    if (r.drivers.empty()) {
        auto *item = new QTreeWidgetItem(drivers_);
        item->setText(0, tr("No drivers: too few candidates were decided to tell which options matter."));
        item->setFirstColumnSpanned(true);
    }
    drivers_->expandAll();
    drivers_->resizeColumnToContents(1);
    drivers_->resizeColumnToContents(2);
}

void ExploreView::redrawFigure() {
    static const ExploreResult none;
    charts::ChartStyle style;
    style.fontPt = 9;
    const int i = figureRequirement_->currentIndex();
    charts::buildExploreChart(plot_, result_ ? *result_ : none, i < 0 ? 0 : static_cast<size_t>(i), style);
}

bool ExploreView::exportFigure(const QString &file, const charts::ExportOptions &options, double fontPt) {
    if (!result_) {
        failLoud(tr("Cannot export"), tr("There is no exploration to export yet."));
        return false;
    }
    const int i = figureRequirement_->currentIndex();
    const size_t req = i < 0 ? 0 : static_cast<size_t>(i);
    // Built offscreen at the page's size (96-dpi layout units), as the charts export.
    QCustomPlot page;
    const QSize size(qRound(options.widthMm / 25.4 * 96), qRound(options.heightMm / 25.4 * 96));
    page.resize(size);
    page.setViewport(QRect(QPoint(0, 0), size));
    charts::ChartStyle style;
    style.fontPt = fontPt;
    charts::buildExploreChart(&page, *result_, req, style);
    QString error;
    if (!charts::exportPlot(&page, options, file, charts::exploreChartCsv(*result_, req), error)) {
        failLoud(tr("Cannot export"), error);
        return false;
    }
    return true;
}

void ExploreView::exportDialog() {
    if (!result_) {
        fail(tr("There is no exploration to export yet."));
        return;
    }
    ExportDialog::Setup setup;
    setup.title = tr("Export the exploration's figure");
    setup.journalSizes = true;
    setup.fontSize = true;
    ExportDialog dlg(setup, this);
    QString file;
    if (dlg.ask(tr("Export figure"), QStringLiteral("explore.pdf"), file)) exportFigure(file, dlg.options(), dlg.fontPt());
}

// ---- files ----

bool ExploreView::saveExploration(const QString &dir) {
    if (!result_) {
        failLoud(tr("Cannot save the exploration"), tr("There is no exploration to save yet."));
        return false;
    }
    std::string err;
    if (!saveExploreResult(*result_, dir, err)) {
        failLoud(tr("Cannot save the exploration"), q(err));
        return false;
    }
    progressText_->setText(tr("Exploration saved to %1").arg(dir));
    emit fileUsed(QDir(dir).filePath(QStringLiteral("summary.json")));
    return true;
}

bool ExploreView::openExploration(const QString &pathIn) {
    if (watcher_) {
        failLoud(tr("Cannot open the exploration"), tr("An exploration is running; wait for it or cancel it first."));
        return false;
    }
    const QString path = QFileInfo(pathIn).isDir() ? QDir(pathIn).filePath(QStringLiteral("summary.json")) : pathIn;
    auto r = std::make_shared<ExploreResult>();
    std::string err;
    if (!loadExploreResult(path, *r, err)) {
        failLoud(tr("Cannot open the exploration"), q(err));
        return false;
    }
    showError(formError_, QString());
    result_ = r;
    reprepared_.reset();
    setSpec(r->prepared.spec);
    showResult();
    progress_->setValue(r->cancelled ? 0 : 1000);
    progressText_->setText(r->integrityWarning.empty() ? tr("Opened %1").arg(path)
                                                       : tr("Opened %1. Warning: %2").arg(path, q(r->integrityWarning)));
    emit fileUsed(path);
    return true;
}

void ExploreView::saveDialog() {
    const QString d = QFileDialog::getExistingDirectory(this, tr("Save the exploration (summary.json and candidates.csv) into"));
    if (!d.isEmpty()) saveExploration(d);
}

void ExploreView::openDialog() {
    const QString f = QFileDialog::getOpenFileName(this, tr("Open exploration"), QString(),
                                                   tr("Exploration summaries (summary.json *.json);;All files (*)"));
    if (!f.isEmpty()) openExploration(f);
}

// ---- a candidate ----

bool ExploreView::candidateReadingOf(size_t candidate, Reading &out, QString &error) {
    if (!result_ || candidate >= result_->candidates.size()) {
        error = tr("There is no such candidate.");
        return false;
    }
    const std::string &id = result_->candidates[candidate].id;
    const PreparedExplore *prepared = &result_->prepared;
    auto indexOf = [&id](const PreparedExplore &p) {
        for (size_t i = 0; i < p.candidates.size(); ++i)
            if (p.candidates[i].reading.id == id) return i;
        return p.candidates.size();
    };
    size_t index = indexOf(*prepared);
    if (index == prepared->candidates.size()) {
        // An opened exploration: its candidates prepared again from its spec (the same seed
        // gives the same candidates).
        if (!reprepared_) {
            auto fresh = std::make_shared<PreparedExplore>();
            std::string err;
            InputError kind = InputError::None;
            if (!prepareExplore(registry_, result_->prepared.spec, *fresh, err, kind)) {
                error = q(err);
                return false;
            }
            reprepared_ = fresh;
        }
        prepared = reprepared_.get();
        index = indexOf(*prepared);
        if (index == prepared->candidates.size()) {
            error = tr("Candidate %1 is no longer among the candidates its exploration's settings give (has its base "
                       "reading changed?).")
                        .arg(q(id));
            return false;
        }
    }
    out = candidateReading(*prepared, index);
    return true;
}

bool ExploreView::saveCandidateReading(size_t candidate, const QString &path) {
    Reading r;
    QString error;
    if (!candidateReadingOf(candidate, r, error)) {
        failLoud(tr("Cannot save the candidate"), error);
        return false;
    }
    std::string err;
    if (!saveReadingFile(path, r, err)) {  // atomic (QSaveFile)
        failLoud(tr("Cannot save the candidate"), q(err));
        return false;
    }
    progressText_->setText(tr("Candidate %1 saved as the reading file %2").arg(candidate + 1).arg(path));
    return true;
}

bool ExploreView::requestRunInFull(size_t candidate) {
    Reading r;
    QString error;
    if (!candidateReadingOf(candidate, r, error)) {
        failLoud(tr("Cannot run the candidate"), error);
        return false;
    }
    emit runInFullRequested(r);
    return true;
}

void ExploreView::showCandidateMenu(size_t candidate, const QPoint &globalPos) {
    if (!result_ || candidate >= result_->candidates.size()) return;
    QMenu menu(this);
    QAction *title = menu.addAction(tr("Candidate %1").arg(candidate + 1));
    title->setEnabled(false);
    menu.addSeparator();
    menu.addAction(tr("Save as Reading File..."), this, [this, candidate] {
        // The file's name from the candidate's id, with what a file name cannot hold replaced.
        QString name = q(result_->candidates[candidate].id);
        name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.=-]+")), QStringLiteral("_"));
        const QString f = QFileDialog::getSaveFileName(this, tr("Save candidate as a reading file"),
                                                       name + QStringLiteral(".json"), tr("Reading files (*.json)"));
        if (!f.isEmpty()) saveCandidateReading(candidate, f);
    });
    menu.addAction(tr("Run in Full"), this, [this, candidate] { requestRunInFull(candidate); })
        ->setToolTip(tr("Add the candidate to the experiment as a reading and run it"));
    menu.exec(globalPos);
}

}  // namespace rulelab
