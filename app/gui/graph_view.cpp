// The State graph view's widgets (graph_view.h); its options form, background jobs, summary and
// nodes are in graph_view_options.cpp, graph_view_jobs.cpp, graph_view_summary.cpp and graph_view_nodes.cpp.
#include "graph_view.h"

#include "board_widget.h"
#include "experiment/glossary.h"
#include "shown_text.h"  // glossaryIdOf
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "widget_rows.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCursor>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

namespace rulelab {

GraphView::GraphView(const PluginRegistry &registry, QWidget *parent) : QWidget(parent), registry_(registry) {
    buildControls();
    QWidget *side = buildSidePanel();
    buildRows(side);
    buildTip();
    connectSignals();
    updateSummary();
}

// The title, the controls of the exploration and the drawing, the canvas and the summary.
void GraphView::buildControls() {
    title_ = new QLabel(tr("No reading chosen."));
    QFont tf = title_->font();
    tf.setBold(true);
    title_->setFont(tf);
    maxStates_ = newCountBox(1, 50000000, 200000);
    maxStates_->setToolTip(tr("Stop exploring after this many states (the graph is then incomplete). Return explores."));
    maxStates_->installEventFilter(this);
    solve_ = new QCheckBox(tr("&Solve"));
    solve_->setChecked(true);
    solve_->setToolTip(tr("Compute the value of every state under best play (complete graphs only)"));
    explore_ = new QPushButton(tr("&Explore"));
    cancel_ = newCancelButton(tr("&Cancel"));
    cancel_->setToolTip(
        tr("Stop what runs: exploring (the states found so far are drawn), analysing, solving or laying "
           "out (the previous drawing stays)"));
    progress_ = newJobProgressBar();
    progress_->setMaximumWidth(160);
    progressText_ = new QLabel;
    layoutKind_ = new QComboBox;
    layoutKind_->addItem(tr("Automatic"), static_cast<int>(LayoutKind::Automatic));
    layoutKind_->addItem(tr("Rows by depth"), static_cast<int>(LayoutKind::Layered));
    layoutKind_->addItem(tr("Force-directed"), static_cast<int>(LayoutKind::Force));
    layoutKind_->addItem(tr("Components"), static_cast<int>(LayoutKind::Components));
    layoutKind_->addItem(tr("Neighbourhood"), static_cast<int>(LayoutKind::Neighbourhood));
    layoutKind_->setToolTip(
        tr("Automatic: every state in rows by depth up to 150 states; above that, still in rows, "
           "with the states play can go round in drawn as one node each"));
    centre_ = new QSpinBox;
    centre_->setRange(0, 0);
    centre_->setToolTip(tr("Neighbourhood: the state at its centre (0 is the start; right-click a node to choose it)"));
    radius_ = new QSpinBox;
    radius_->setRange(0, 100);
    radius_->setValue(2);
    radius_->setToolTip(tr("Neighbourhood: moves from the centre, in either direction"));
    drawLimit_ = new QSpinBox;
    drawLimit_->setRange(10, 20000);
    drawLimit_->setValue(1500);
    drawLimit_->setToolTip(tr("Larger graphs are drawn as their components, or the neighbourhood of a state"));
    colour_ = new QComboBox;
    colour_->addItem(tr("Outcome under best play"), static_cast<int>(GraphColouring::Outcome));
    colour_->addItem(tr("Win probability"), static_cast<int>(GraphColouring::Value));
    colour_->addItem(tr("Component"), static_cast<int>(GraphColouring::Component));
    colour_->addItem(tr("End result"), static_cast<int>(GraphColouring::Result));
    export_ = new QPushButton(tr("E&xport..."));
    export_->setToolTip(tr("Save the drawing as PNG, SVG or PDF"));
    canvas_ = new GraphCanvas;
    summary_ = new QLabel;
    summary_->setWordWrap(true);
    summary_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // Terms are links: hovering one explains it, clicking opens it in the glossary.
    summary_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    summary_->setOpenExternalLinks(false);
}

// The options of this graph: a form like the reading editor's, in a scrolling column beside
// the drawing above the summary (so that the tab still fits a 1366-pixel screen).
QWidget *GraphView::buildSidePanel() {
    optionsBox_ = new QWidget;
    optionsForm_ = new QFormLayout(optionsBox_);
    optionsForm_->setRowWrapPolicy(QFormLayout::WrapAllRows);
    optionsForm_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    optionsForm_->setContentsMargins(2, 2, 2, 2);
    optionsNote_ = new QLabel(tr("Choose a reading to see its options."));
    optionsNote_->setWordWrap(true);
    auto *optionsScroll = new QScrollArea;
    optionsScroll->setWidget(optionsBox_);
    optionsScroll->setWidgetResizable(true);
    optionsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    optionsScroll->setFrameShape(QFrame::NoFrame);
    resetOptions_ = new QPushButton(tr("Reset to the reading"));
    resetOptions_->setToolTip(tr("Put every option back to the reading's value"));
    resetOptions_->setEnabled(false);
    auto *optionsTitle = wrappedLabel(tr("Options of this graph (changed ones in bold; Return explores):"));
    auto *optionsPanel = new QWidget;
    auto *optionsLayout = marginlessLayout<QVBoxLayout>(optionsPanel);
    optionsLayout->addWidget(optionsTitle);
    optionsLayout->addWidget(optionsNote_);
    optionsLayout->addWidget(optionsScroll, 1);
    optionsLayout->addWidget(resetOptions_);
    auto *summaryScroll = new QScrollArea;
    summaryScroll->setWidget(summary_);
    summaryScroll->setWidgetResizable(true);
    summaryScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    summaryScroll->setFrameShape(QFrame::NoFrame);
    auto *side = new QSplitter(Qt::Vertical);
    side->addWidget(optionsPanel);
    side->addWidget(summaryScroll);
    side->setStretchFactor(0, 1);
    side->setStretchFactor(1, 1);
    side->setChildrenCollapsible(false);
    side->setSizes({1000, 1000});  // half each at first: the summary is what one reads after exploring
    side->setMinimumWidth(230);
    side->setMaximumWidth(300);
    return side;
}

// Three short rows rather than two long ones, so that the tab fits a 1366-pixel screen
// beside the docks in every language; the progress line wraps instead of widening it.
void GraphView::buildRows(QWidget *side) {
    progressText_->setWordWrap(true);
    progressText_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    title_->setWordWrap(true);
    auto *row1 = new QHBoxLayout;
    addLabelled(row1, tr("Max states:"), maxStates_);
    row1->addWidget(solve_);
    row1->addWidget(explore_);
    row1->addWidget(cancel_);
    row1->addWidget(progress_);
    row1->addWidget(progressText_, 1);
    auto *row2 = new QHBoxLayout;
    addLabelled(row2, tr("Layout:"), layoutKind_);
    addLabelled(row2, tr("Colour by:"), colour_);
    row2->addStretch();
    row2->addWidget(export_);
    auto *row3 = new QHBoxLayout;
    addLabelled(row3, tr("Centre:"), centre_);
    addLabelled(row3, tr("Radius:"), radius_);
    addLabelled(row3, tr("Draw up to:"), drawLimit_);
    row3->addStretch();
    auto *body = new QHBoxLayout;
    body->addWidget(canvas_, 1);
    body->addWidget(side);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addLayout(row1);
    layout->addLayout(row2);
    layout->addLayout(row3);
    layout->addLayout(body, 1);
}

// The tooltip of a hovered node: its board and its text.
void GraphView::buildTip() {
    tip_ = new QFrame(this, Qt::ToolTip);
    static_cast<QFrame *>(tip_)->setFrameStyle(QFrame::Box | QFrame::Plain);
    tip_->setAutoFillBackground(true);
    QPalette pal = tip_->palette();
    pal.setColor(QPalette::Window, Qt::white);
    tip_->setPalette(pal);
    auto *tipLayout = new QVBoxLayout(tip_);
    tipLayout->setContentsMargins(6, 6, 6, 6);
    tipBoard_ = new QLabel;
    tipText_ = new QLabel;
    tipLayout->addWidget(tipBoard_);
    tipLayout->addWidget(tipText_);
    tip_->hide();
}

void GraphView::connectSignals() {
    progressTimer_ = new QTimer(this);
    progressTimer_->setInterval(100);
    connect(progressTimer_, &QTimer::timeout, this, &GraphView::updateProgress);
    connect(explore_, &QPushButton::clicked, this, [this] { explore(); });
    connect(cancel_, &QPushButton::clicked, this, &GraphView::cancel);
    connect(export_, &QPushButton::clicked, this, &GraphView::exportDialog);
    connect(resetOptions_, &QPushButton::clicked, this, &GraphView::resetOptions);
    connect(summary_, &QLabel::linkActivated, this, [this](const QString &link) {
        if (const QString id = glossaryIdOf(link); !id.isEmpty()) emit glossaryRequested(id);
    });
    connect(summary_, &QLabel::linkHovered, this, [this](const QString &link) {
        const QString id = glossaryIdOf(link);
        if (!id.isEmpty()) QToolTip::showText(QCursor::pos(), termTip(id), summary_);
        else QToolTip::hideText();
    });
    connect(colour_, &QComboBox::currentIndexChanged, this,
            [this] { canvas_->setColouring(static_cast<GraphColouring>(colour_->currentData().toInt())); });
    // The centre matters to a neighbourhood (asked for, or a fallback), the radius only when asked for.
    connect(centre_, &QSpinBox::valueChanged, this, [this] {
        if (layout_.kind == LayoutKind::Neighbourhood) relayout();
    });
    connect(radius_, &QSpinBox::valueChanged, this, [this] {
        if (layoutKind_->currentData().toInt() == static_cast<int>(LayoutKind::Neighbourhood)) relayout();
    });
    // A layout can take a second: lay out again when a number is entered, not at every keystroke.
    for (QSpinBox *box : {centre_, radius_, drawLimit_}) box->setKeyboardTracking(false);
    connect(drawLimit_, &QSpinBox::valueChanged, this, [this] { relayout(); });
    connect(layoutKind_, &QComboBox::currentIndexChanged, this, [this] { relayout(); });
    connect(canvas_, &GraphCanvas::nodeHovered, this, &GraphView::showNodeTip);
    connect(canvas_, &GraphCanvas::nodeDoubleClicked, this, [this](int n) {
        tip_->hide();
        openNode(n);
    });
    connect(canvas_, &GraphCanvas::nodeMenuRequested, this, [this](int n, QPoint at) {
        tip_->hide();
        const uint32_t state = layout_.nodes[static_cast<size_t>(n)].state;
        QMenu menu(this);
        menu.addAction(tr("Replay the moves to state %1").arg(state), this, [this, n] { openNode(n); });
        menu.addAction(tr("Neighbourhood of state %1").arg(state), this, [this, state] {
            const QSignalBlocker b1(centre_), b2(layoutKind_);
            centre_->setValue(static_cast<int>(state));
            layoutKind_->setCurrentIndex(layoutKind_->findData(static_cast<int>(LayoutKind::Neighbourhood)));
            relayout();
        });
        menu.exec(at);
    });
}

void GraphView::fail(const QString &title, const QString &text) {
    progressText_->setText(text);
    warn(this, title, text);
}

void GraphView::setReading(const Reading &reading) {
    // The same reading again (Analysis > State Graph once more) keeps the form's changes.
    const bool same =
        !optionRows_.empty() && reading.game == reading_.game && reading.id == reading_.id && reading.values == reading_.values;
    reading_ = reading;
    const LoadedGame *g = registry_.find(reading.game);
    const QString game = g ? q(g->plugin->info().name) : q(reading.game);
    title_->setText(tr("%1, reading %2").arg(game, q(reading.name.empty() ? reading.id : reading.name)));
    startMoves_.clear();
    startOrigin_.clear();
    if (!same) buildOptionsForm();
}

}  // namespace rulelab
