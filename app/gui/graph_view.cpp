#include "graph_view.h"

#include "board_widget.h"
#include "charts.h"
#include "plugin/file_access.h"
#include "experiment/glossary.h"
#include "export_dialog.h"
#include "graph/study.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "sim/runner.h"
#include "sources_view.h"  // pluginText

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QCursor>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rulelab {

// What a background job hands back: a study's graph (with its layout), or a new layout of the
// graph shown; or the stage at which it was cancelled (then nothing of it is shown, except for
// an exploration stopped early, whose graph is shown as incomplete).
struct GraphView::Outcome {
    bool study = false;
    std::shared_ptr<GraphData> data;  // study
    GraphLayout layout;               // relayout
    Stage cancelledAt = Stage::Idle;
};

namespace {
// The links of the summary's terms: "glossary:" and a glossary id.
QString glossaryId(const QString &link) {
    const QLatin1String scheme("glossary:");
    return link.startsWith(scheme) ? link.mid(scheme.size()) : QString();
}
}  // namespace

GraphView::GraphView(const PluginRegistry &registry, QWidget *parent) : QWidget(parent), registry_(registry) {
    title_ = new QLabel(tr("No reading chosen."));
    QFont tf = title_->font();
    tf.setBold(true);
    title_->setFont(tf);
    maxStates_ = new QSpinBox;
    maxStates_->setRange(1, 50000000);
    maxStates_->setValue(200000);
    maxStates_->setGroupSeparatorShown(true);
    maxStates_->setToolTip(tr("Stop exploring after this many states (the graph is then incomplete). Return explores."));
    maxStates_->installEventFilter(this);
    solve_ = new QCheckBox(tr("&Solve"));
    solve_->setChecked(true);
    solve_->setToolTip(tr("Compute the value of every state under best play (complete graphs only)"));
    explore_ = new QPushButton(tr("&Explore"));
    cancel_ = new QPushButton(tr("&Cancel"));
    cancel_->setEnabled(false);
    cancel_->setToolTip(
        tr("Stop what runs: exploring (the states found so far are drawn), analysing, solving or laying "
           "out (the previous drawing stays)"));
    progress_ = new QProgressBar;
    progress_->setRange(0, 1000);
    progress_->setValue(0);
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

    // The options of this graph: a form like the reading editor's, in a scrolling column beside
    // the drawing above the summary (so that the tab still fits a 1366-pixel screen).
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
    auto *optionsTitle = new QLabel(tr("Options of this graph (changed ones in bold; Return explores):"));
    optionsTitle->setWordWrap(true);
    auto *optionsPanel = new QWidget;
    auto *optionsLayout = new QVBoxLayout(optionsPanel);
    optionsLayout->setContentsMargins(0, 0, 0, 0);
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

    // Three short rows rather than two long ones, so that the tab fits a 1366-pixel screen
    // beside the docks in every language; the progress line wraps instead of widening it.
    progressText_->setWordWrap(true);
    progressText_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    title_->setWordWrap(true);
    auto *row1 = new QHBoxLayout;
    row1->addWidget(new QLabel(tr("Max states:")));
    row1->addWidget(maxStates_);
    row1->addWidget(solve_);
    row1->addWidget(explore_);
    row1->addWidget(cancel_);
    row1->addWidget(progress_);
    row1->addWidget(progressText_, 1);
    auto *row2 = new QHBoxLayout;
    row2->addWidget(new QLabel(tr("Layout:")));
    row2->addWidget(layoutKind_);
    row2->addWidget(new QLabel(tr("Colour by:")));
    row2->addWidget(colour_);
    row2->addStretch();
    row2->addWidget(export_);
    auto *row3 = new QHBoxLayout;
    row3->addWidget(new QLabel(tr("Centre:")));
    row3->addWidget(centre_);
    row3->addWidget(new QLabel(tr("Radius:")));
    row3->addWidget(radius_);
    row3->addWidget(new QLabel(tr("Draw up to:")));
    row3->addWidget(drawLimit_);
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

    progressTimer_ = new QTimer(this);
    progressTimer_->setInterval(100);
    connect(progressTimer_, &QTimer::timeout, this, &GraphView::updateProgress);
    connect(explore_, &QPushButton::clicked, this, [this] { explore(); });
    connect(cancel_, &QPushButton::clicked, this, &GraphView::cancel);
    connect(export_, &QPushButton::clicked, this, &GraphView::exportDialog);
    connect(resetOptions_, &QPushButton::clicked, this, &GraphView::resetOptions);
    connect(summary_, &QLabel::linkActivated, this, [this](const QString &link) {
        if (const QString id = glossaryId(link); !id.isEmpty()) emit glossaryRequested(id);
    });
    connect(summary_, &QLabel::linkHovered, this, [this](const QString &link) {
        const QString id = glossaryId(link);
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
    updateSummary();
}

GraphView::~GraphView() {
    if (watcher_) {
        stopExploring_ = true;
        abort_ = true;
        watcher_->waitForFinished();
    }
}

void GraphView::fail(const QString &title, const QString &text) {
    lastError_ = text;
    progressText_->setText(text);
    if (!quiet_) QMessageBox::warning(this, title, text);
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

// --- The options form -------------------------------------------------------------------

std::string GraphView::readingValue(const RuleOption &option) const {
    const auto it = reading_.values.find(option.id);
    return it != reading_.values.end() ? it->second : option.defaultValue;
}

QString GraphView::optionLabel(const RuleOption &option) const {
    return pluginText(reading_.game, option.label.empty() ? option.id : option.label);
}

void GraphView::buildOptionsForm() {
    while (optionsForm_->rowCount() > 0) optionsForm_->removeRow(0);
    optionRows_.clear();
    const LoadedGame *g = registry_.find(reading_.game);
    optionsNote_->setVisible(g == nullptr);
    resetOptions_->setEnabled(g != nullptr);
    if (!g) return;
    const GameInfo &info = g->plugin->info();
    for (const RuleOption &o : info.options) {
        OptionRow row;
        row.option = &o;
        const QString label = optionLabel(o);
        QString tip = q(o.description);
        if (o.experimental) tip += QLatin1Char('\n') + tr("(experimental, not historical)");
        switch (o.type) {
        case OptionType::Choice: {
            auto *box = new QComboBox;
            for (const auto &c : o.choices) box->addItem(pluginText(info.id, c.label.empty() ? c.id : c.label), q(c.id));
            // Long labels are elided rather than widening the column.
            box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            box->setMinimumContentsLength(8);
            connect(box, &QComboBox::currentIndexChanged, this, &GraphView::markChangedOptions);
            row.editor = box;
            break;
        }
        case OptionType::Flag: {
            auto *box = new QCheckBox(label);
            connect(box, &QCheckBox::toggled, this, &GraphView::markChangedOptions);
            row.editor = box;
            break;
        }
        case OptionType::Integer: {
            auto *box = new QSpinBox;
            constexpr int64_t lo = std::numeric_limits<int>::min(), hi = std::numeric_limits<int>::max();
            box->setRange(static_cast<int>(std::clamp(o.minInt, lo, hi)), static_cast<int>(std::clamp(o.maxInt, lo, hi)));
            connect(box, &QSpinBox::valueChanged, this, &GraphView::markChangedOptions);
            row.editor = box;
            break;
        }
        case OptionType::Real: {
            auto *box = new QDoubleSpinBox;
            box->setDecimals(6);
            box->setRange(o.minReal, o.maxReal);
            box->setSingleStep(0.05);
            connect(box, &QDoubleSpinBox::valueChanged, this, &GraphView::markChangedOptions);
            row.editor = box;
            break;
        }
        }
        row.editor->setObjectName(QStringLiteral("option_") + q(o.id));
        row.editor->setToolTip(tip);
        row.editor->installEventFilter(this);  // Return explores
        if (o.type == OptionType::Flag) {
            optionsForm_->addRow(row.editor);
        } else {
            row.label = new QLabel(label);
            row.label->setWordWrap(true);
            row.label->setBuddy(row.editor);
            row.label->setToolTip(tip);
            optionsForm_->addRow(row.label, row.editor);
        }
        if (o.experimental) {  // board sizes and guards: settings, not readings of a source
            QWidget *w = row.label ? static_cast<QWidget *>(row.label) : row.editor;
            QFont italic = w->font();
            italic.setItalic(true);
            w->setFont(italic);
        }
        optionRows_.push_back(row);
        setEditorValue(optionRows_.back(), readingValue(o));
    }
    markChangedOptions();
}

const GraphView::OptionRow *GraphView::optionRow(const QString &id) const {
    for (const OptionRow &row : optionRows_)
        if (q(row.option->id) == id) return &row;
    return nullptr;
}

QString GraphView::editorValue(const OptionRow &row) const {
    if (auto *box = qobject_cast<QComboBox *>(row.editor)) return box->currentData().toString();
    if (auto *box = qobject_cast<QCheckBox *>(row.editor))
        return box->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
    if (auto *box = qobject_cast<QSpinBox *>(row.editor)) return QString::number(box->value());
    if (auto *box = qobject_cast<QDoubleSpinBox *>(row.editor)) return QString::number(box->value(), 'g', 12);
    return {};
}

bool GraphView::setEditorValue(const OptionRow &row, const std::string &value) {
    const QString v = q(value);
    bool ok = false;
    if (auto *box = qobject_cast<QComboBox *>(row.editor)) {
        const int i = box->findData(v);
        if (i < 0) return false;
        box->setCurrentIndex(i);
        return true;
    }
    if (auto *box = qobject_cast<QCheckBox *>(row.editor)) {
        const auto flag = row.option->canonical(value);
        if (!flag) return false;
        box->setChecked(*flag == "true");
        return true;
    }
    if (auto *box = qobject_cast<QSpinBox *>(row.editor)) {
        const qlonglong n = v.toLongLong(&ok);
        if (!ok || n < box->minimum() || n > box->maximum()) return false;
        box->setValue(static_cast<int>(n));
        return true;
    }
    if (auto *box = qobject_cast<QDoubleSpinBox *>(row.editor)) {
        const double x = v.toDouble(&ok);
        if (!ok || x < box->minimum() || x > box->maximum()) return false;
        box->setValue(x);
        return true;
    }
    return false;
}

bool GraphView::setOptionValue(const QString &id, const QString &value) {
    const OptionRow *row = optionRow(id);
    return row && setEditorValue(*row, value.toStdString());
}

QString GraphView::optionValue(const QString &id) const {
    const OptionRow *row = optionRow(id);
    if (!row) return {};
    const QString v = editorValue(*row);
    return q(row->option->canonical(v.toStdString()).value_or(v.toStdString()));
}

bool GraphView::optionChanged(const QString &id) const {
    const OptionRow *row = optionRow(id);
    if (!row) return false;
    const std::string reading = readingValue(*row->option);
    return optionValue(id).toStdString() != row->option->canonical(reading).value_or(reading);
}

QWidget *GraphView::optionEditor(const QString &id) const {
    const OptionRow *row = optionRow(id);
    return row ? row->editor : nullptr;
}

void GraphView::markChangedOptions() {
    for (const OptionRow &row : optionRows_) {
        const bool changed = optionChanged(q(row.option->id));
        for (QWidget *w : {static_cast<QWidget *>(row.label), row.editor}) {
            if (!w || w->font().bold() == changed) continue;
            QFont f = w->font();
            f.setBold(changed);
            w->setFont(f);
        }
    }
}

void GraphView::resetOptions() {
    for (const OptionRow &row : optionRows_) setEditorValue(row, readingValue(*row.option));
    markChangedOptions();
}

namespace {
// What an option allows, in the window's words.
QString allowedText(const RuleOption &o) {
    const QLocale l;
    switch (o.type) {
    case OptionType::Integer:
        return GraphView::tr("a whole number from %1 to %2")
            .arg(l.toString(static_cast<qlonglong>(o.minInt)), l.toString(static_cast<qlonglong>(o.maxInt)));
    case OptionType::Real:
        return o.realOpen
                   ? GraphView::tr("a number greater than %1 and less than %2").arg(l.toString(o.minReal), l.toString(o.maxReal))
                   : GraphView::tr("a number from %1 to %2").arg(l.toString(o.minReal), l.toString(o.maxReal));
    case OptionType::Choice: return GraphView::tr("one of the choices in its list");
    case OptionType::Flag: return GraphView::tr("on or off");
    }
    return {};
}
}  // namespace

// The reading with the form's values, each checked; the error names the option by its label.
bool GraphView::formReading(Reading &out, QString &error) const {
    out = reading_;
    for (const OptionRow &row : optionRows_) {
        const RuleOption &o = *row.option;
        const QString value = editorValue(row);
        const auto canon = o.canonical(value.toStdString());
        if (!canon) {
            const QString shown = o.type == OptionType::Real ? QLocale().toString(value.toDouble()) : value;
            error = tr("“%1” cannot be %2: it must be %3.").arg(optionLabel(o), shown, allowedText(o));
            return false;
        }
        out.values[o.id] = *canon;
    }
    return true;
}

// A game's message with the ids of its options replaced by their labels: quoted ('id'), ids with
// an underscore wherever they stand, others only as "id=".
QString GraphView::withOptionLabels(QString text) const {
    for (const OptionRow &row : optionRows_) {
        const QString id = QRegularExpression::escape(q(row.option->id));
        const QString label = QStringLiteral("“%1”").arg(optionLabel(*row.option));
        text.replace(QRegularExpression(QStringLiteral("'%1'").arg(id)), label);
        text.replace(QRegularExpression(id.contains(QLatin1Char('_')) ? QStringLiteral("\\b%1\\b").arg(id)
                                                                      : QStringLiteral("\\b%1(?==)").arg(id)),
                     label);
    }
    return text;
}

bool GraphView::eventFilter(QObject *watched, QEvent *event) {
    // Return or Enter in a field of the form or in Max states explores.
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (auto *spin = qobject_cast<QAbstractSpinBox *>(watched)) spin->interpretText();
            explore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void GraphView::setStartMoves(std::vector<Move> moves, const QString &origin) {
    startMoves_ = std::move(moves);
    startOrigin_ = origin;
    const LoadedGame *g = registry_.find(reading_.game);
    const QString game = g ? q(g->plugin->info().name) : q(reading_.game);
    const QString reading = q(reading_.name.empty() ? reading_.id : reading_.name);
    title_->setText(startMoves_.empty() ? tr("%1, reading %2").arg(game, reading)
                                        : tr("%1, reading %2, from the position after %n move(s) of %3", nullptr,
                                             static_cast<int>(startMoves_.size()))
                                              .arg(game, reading, origin));
}

LayoutOptions GraphView::layoutOptions() const {
    LayoutOptions o;
    o.kind = static_cast<LayoutKind>(layoutKind_->currentData().toInt());
    o.drawLimit = static_cast<size_t>(drawLimit_->value());
    o.centre = static_cast<uint32_t>(centre_->value());
    o.radius = radius_->value();
    return o;
}

// --- Background jobs --------------------------------------------------------------------

bool GraphView::explore() {
    // A layout of the graph shown is out of date once a new graph is asked for.
    if (watcher_ && !jobIsStudy_) {
        abort_ = true;
        relayoutPending_ = false;
        watcher_->disconnect(this);
        watcher_->waitForFinished();
        finish();
    }
    if (watcher_) return false;
    lastError_.clear();
    const LoadedGame *lg = registry_.find(reading_.game);
    if (!lg) {
        fail(tr("Cannot explore"), tr("Choose a reading first (select one in the workbench, then Analysis > State Graph)."));
        return false;
    }
    // The reading with the form's values, checked, as a game.
    Reading r;
    QString error;
    if (!formReading(r, error)) {
        fail(tr("Cannot explore"), error);
        return false;
    }
    const GameInfo &info = lg->plugin->info();
    Options options;
    std::vector<std::string> errors;
    if (!resolveOptions(info, r, options, errors)) {
        QStringList lines;
        for (const auto &e : errors) lines << withOptionLabels(q(e));
        fail(tr("Cannot explore"), lines.join(QLatin1Char('\n')));
        return false;
    }
    std::string gerr;
    const std::shared_ptr<const Game> game(lg->plugin->createGame(options, Limits{}, gerr));
    if (!game) {
        fail(tr("Cannot explore"), tr("These option values cannot be played together: %1").arg(withOptionLabels(q(gerr))));
        return false;
    }
    // The start: the initial state, or the position after the chosen moves (each checked legal).
    std::shared_ptr<const State> start;
    const std::vector<Move> prefix = startMoves_;
    if (!prefix.empty()) {
        std::string err;
        start = stateAfterMoves(*game, prefix, err);
        if (!start) {
            fail(tr("Cannot explore"), tr("The moves to the chosen position do not replay under these options: %1").arg(q(err)));
            return false;
        }
    }
    stopExploring_ = false;
    abort_ = false;
    found_ = 0;
    expanded_ = 0;
    runLimit_ = static_cast<size_t>(maxStates_->value());
    relayoutPending_ = false;
    jobIsStudy_ = true;
    stage_ = static_cast<int>(Stage::Exploring);
    const bool solveIt = solve_->isChecked();
    LayoutOptions lo = layoutOptions();
    lo.cancel = &abort_;
    const std::atomic<bool> *stopExploring = &stopExploring_, *abort = &abort_;
    std::atomic<int> *stage = &stage_;
    std::atomic<size_t> *found = &found_, *expanded = &expanded_;
    const size_t limit = runLimit_;
    const std::function<void(Stage)> observer = stageObserver_;
    startJob(QtConcurrent::run([game, r, solveIt, lo, stopExploring, abort, stage, observer, found, expanded, limit, start,
                                prefix] {
        auto enter = [stage, &observer](Stage s) {
            stage->store(static_cast<int>(s));
            if (observer) observer(s);
        };
        auto out = std::make_shared<Outcome>();
        out->study = true;
        auto d = std::make_shared<GraphData>();
        d->game = game;
        d->reading = r;
        d->prefix = prefix;
        StudyOptions so;
        so.explore.maxNodes = limit;
        so.explore.maxBytes = defaultGraphMemoryBudget();  // the CLI's default: half the physical memory
        so.explore.cancel = stopExploring;                 // what was found is still analysed and drawn
        so.explore.progress = [found, expanded](size_t f, size_t e) {
            found->store(f, std::memory_order_relaxed);
            expanded->store(e, std::memory_order_relaxed);
        };
        so.solve = solveIt;  // an incomplete graph gives no solution (solution.solved stays false)
        so.cancel = abort;
        so.stage = [&enter](StudyStage s) {
            enter(s == StudyStage::Exploring ? Stage::Exploring : s == StudyStage::Analysing ? Stage::Analysing : Stage::Solving);
        };
        GraphStudy study = runStudy(*game, start.get(), so);
        found->store(study.graph.nodes.size());
        if (study.cancelled()) {
            out->cancelledAt = study.analysis.cancelled ? Stage::Analysing : Stage::Solving;
            return out;
        }
        enter(Stage::LayingOut);
        d->graph = std::move(study.graph);
        d->analysis = std::move(study.analysis);
        d->solution = std::move(study.solution);
        d->discovery = discoveryEdges(d->graph);
        d->layout = layoutGraph(d->graph, d->analysis, lo);
        if (d->layout.cancelled) {
            out->cancelledAt = Stage::LayingOut;
            return out;
        }
        if (d->graph.cancelled) out->cancelledAt = Stage::Exploring;
        out->data = std::move(d);
        return out;
    }));
    return true;
}

void GraphView::startJob(QFuture<std::shared_ptr<Outcome>> future) {
    watcher_ = new QFutureWatcher<std::shared_ptr<Outcome>>(this);
    connect(watcher_, &QFutureWatcher<std::shared_ptr<Outcome>>::finished, this, &GraphView::finish);
    watcher_->setFuture(future);
    explore_->setEnabled(false);
    cancel_->setEnabled(true);
    progress_->setValue(0);
    updateProgress();
    progressTimer_->start();
}

void GraphView::startLayout() {
    relayoutPending_ = false;
    if (!data_ || watcher_) return;
    stopExploring_ = false;
    abort_ = false;
    jobIsStudy_ = false;
    stage_ = static_cast<int>(Stage::LayingOut);
    LayoutOptions lo = layoutOptions();
    lo.cancel = &abort_;
    const std::shared_ptr<const GraphData> data = data_;
    const std::function<void(Stage)> observer = stageObserver_;
    startJob(QtConcurrent::run([data, lo, observer] {
        if (observer) observer(Stage::LayingOut);
        auto out = std::make_shared<Outcome>();
        out->layout = layoutGraph(data->graph, data->analysis, lo);
        if (out->layout.cancelled) out->cancelledAt = Stage::LayingOut;
        return out;
    }));
}

void GraphView::relayout() {
    if (watcher_) {
        // Once the job ends; a layout still running is out of date (a study's own is not: it
        // finishes, then the graph is laid out again).
        relayoutPending_ = true;
        if (!jobIsStudy_) abort_ = true;
        return;
    }
    startLayout();
}

void GraphView::cancel() {
    if (!watcher_) return;
    relayoutPending_ = false;
    if (stage() == Stage::Exploring) stopExploring_ = true;
    else abort_ = true;
    updateProgress();
}

void GraphView::updateProgress() {
    const size_t f = found_.load(std::memory_order_relaxed), e = expanded_.load(std::memory_order_relaxed);
    auto num = [](size_t v) { return QLocale().toString(static_cast<qulonglong>(v)); };
    const Stage now = stage();
    if (now == Stage::Exploring) {
        progress_->setRange(0, 1000);
        progress_->setValue(runLimit_ ? static_cast<int>(std::min<size_t>(1000, f * 1000 / runLimit_)) : 0);
    } else if (now != Stage::Idle) {
        progress_->setRange(0, 0);  // busy: these stages have no measure of how far they are
    }
    if (abort_.load()) {
        progressText_->setText(tr("Cancelling..."));
        return;
    }
    switch (now) {
    case Stage::Exploring:
        progressText_->setText(stopExploring_.load() ? tr("Stopping the exploration at %1 states...").arg(num(f))
                                                     : tr("%1 states found, %2 expanded").arg(num(f), num(e)));
        break;
    case Stage::Analysing: progressText_->setText(tr("Analysing %1 states...").arg(num(f))); break;
    case Stage::Solving: progressText_->setText(tr("Solving %1 states...").arg(num(f))); break;
    case Stage::LayingOut: progressText_->setText(tr("Laying out the drawing...")); break;
    case Stage::Idle: break;
    }
}

void GraphView::finish() {
    const std::shared_ptr<Outcome> o = watcher_->result();
    watcher_->deleteLater();
    watcher_ = nullptr;
    stage_ = static_cast<int>(Stage::Idle);
    progressTimer_->stop();
    progress_->setRange(0, 1000);
    explore_->setEnabled(true);
    cancel_->setEnabled(false);
    const bool pending = relayoutPending_;
    relayoutPending_ = false;
    if (!o->data && o->cancelledAt != Stage::Idle) {  // nothing of the job is shown
        if (!o->study && pending) {                   // a layout overtaken by newer settings
            startLayout();
            return;
        }
        QString text = o->cancelledAt == Stage::Analysing ? tr("Cancelled during analysis.")
                       : o->cancelledAt == Stage::Solving ? tr("Cancelled during solving.")
                                                          : tr("Cancelled during layout.");
        if (data_)
            text += QLatin1Char(' ') +
                    (o->study ? tr("The previous graph is still shown.") : tr("The previous drawing is still shown."));
        progress_->setValue(0);
        progressText_->setText(text);
        if (o->study) emit finished();
        else emit laidOut();
        return;
    }
    if (o->study) {
        tip_->hide();
        layout_ = std::move(o->data->layout);
        data_ = o->data;
        boards_.clear();
        states_.clear();
        boardsDrawn_ = 0;
        movesReplayed_ = 0;
        {
            const QSignalBlocker b(centre_);
            centre_->setRange(0, static_cast<int>(std::min<size_t>(data_->graph.nodes.size() - 1, INT32_MAX)));
        }
        const QString states = QLocale().toString(static_cast<qulonglong>(data_->graph.nodes.size()));
        graphStatus_ = data_->graph.cancelled
                           ? tr("Exploring cancelled: %1 states found, drawn as an incomplete graph").arg(states)
                           : tr("%1 states in %2 s").arg(states).arg(data_->graph.seconds, 0, 'f', 2);
    } else {
        layout_ = std::move(o->layout);
    }
    canvas_->setGraph(data_, &layout_);
    canvas_->resetZoom();
    progress_->setValue(1000);
    progressText_->setText(graphStatus_);
    updateSummary();
    if (pending) startLayout();
    if (o->study) emit finished();
    else emit laidOut();
}

QString GraphView::outcomeText(uint32_t state) const {
    const GraphSolution &s = data_->solution;
    if (!s.solved) return {};
    if (!s.outcome.empty()) {
        const uint8_t o = s.outcome[state];
        const QString who = o == 0   ? tr("%1 wins").arg(GraphCanvas::seatName(*data_, 0))
                            : o == 1 ? tr("%1 wins").arg(GraphCanvas::seatName(*data_, 1))
                            : o == 2 ? tr("draw")
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
    // A term linked to its glossary entry (hover: what it means; click: the glossary).
    auto term = [](const char *id, const QString &text) {
        return QStringLiteral("<a href=\"glossary:%1\">%2</a>").arg(QLatin1String(id), text.toHtmlEscaped());
    };
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
        const QString name = k == "win0"   ? tr("%1 wins").arg(GraphCanvas::seatName(d, 0))
                             : k == "win1" ? tr("%1 wins").arg(GraphCanvas::seatName(d, 1))
                             : k == "draw" ? tr("draw")
                                           : tr("undecided");
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
    html += rowHtml(term("value", tr("Start:")), start);
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

// The state of node `state`: from the nearest state on its discovery path that is still kept
// (or the start), by the moves after it; kept in turn. A hovered node's parent, shown in its
// tooltip, is usually kept already, so the node costs one move, not its whole path.
std::unique_ptr<State> GraphView::stateOf(uint32_t state) const {
    const GraphData &d = *data_;
    if (const State *kept = states_.object(state)) return kept->clone();
    std::vector<uint64_t> edges;  // from `state` back towards the start
    const State *base = nullptr;
    for (uint32_t v = state;;) {
        if (v != state) base = states_.object(v);
        if (base || v == 0 || v >= d.discovery.size() || d.discovery[v] == kNoEdge) break;
        edges.push_back(d.discovery[v]);
        v = edgeSource(d.graph, d.discovery[v]);
    }
    std::unique_ptr<State> s = base ? base->clone() : d.game->newInitialState();
    if (!base)
        for (Move m : d.prefix) s->apply(m);
    for (auto it = edges.rbegin(); it != edges.rend(); ++it) {
        if (std::next(it) == edges.rend()) {  // the parent, which the tooltip describes the move from
            const uint32_t parent = edgeSource(d.graph, *it);
            if (!states_.contains(parent)) states_.insert(parent, s->clone().release());
        }
        s->apply(d.graph.move[*it]);
        ++movesReplayed_;
    }
    states_.insert(state, s->clone().release());
    return s;
}

QString GraphView::nodeText(int node) const {
    if (!data_ || node < 0 || node >= static_cast<int>(layout_.nodes.size())) return {};
    const LayoutNode &n = layout_.nodes[static_cast<size_t>(node)];
    const GraphData &d = *data_;
    const GraphNode &g = d.graph.nodes[n.state];
    const int depth = d.graph.depth(n.state);
    QStringList lines;
    if (layout_.kind == LayoutKind::Components && n.members > 1) {
        lines << (n.cyclic ? tr("Component of %n state(s); play can go round in it", nullptr, static_cast<int>(n.members))
                           : tr("Component of %n state(s)", nullptr, static_cast<int>(n.members)));
        lines << tr("Its first state reached: state %1, depth %2").arg(n.state).arg(depth);
    } else {
        lines << tr("State %1, depth %2").arg(n.state).arg(depth);
    }
    if (g.player >= 0) lines << tr("%1 to move").arg(GraphCanvas::seatName(d, g.player));
    else if (g.player == kChancePlayer) lines << tr("Chance to play");
    else {
        const QString res = g.result == Result::Win0   ? tr("%1 wins").arg(GraphCanvas::seatName(d, 0))
                            : g.result == Result::Win1 ? tr("%1 wins").arg(GraphCanvas::seatName(d, 1))
                            : g.result == Result::Draw ? tr("draw")
                                                       : tr("undecided");
        lines << tr("End: %1 (%2), margin %3").arg(res, QString::fromLatin1(endReasonKey(g.endReason))).arg(g.margin);
    }
    if (!g.expanded && g.player != kTerminalPlayer) lines << tr("Not expanded: the state limit was reached");
    const QString value = outcomeText(n.state);
    if (!value.isEmpty()) lines << value.left(1).toUpper() + value.mid(1);
    if (n.state != 0 && d.discovery[n.state] != kNoEdge) {
        const uint64_t e = d.discovery[n.state];
        const auto parent = stateOf(edgeSource(d.graph, e));
        lines << tr("Reached from state %1 by: %2").arg(edgeSource(d.graph, e)).arg(q(parent->describeMove(d.graph.move[e])));
    }
    lines << tr("Double-click to replay the %n move(s) from the start.", nullptr, depth + static_cast<int>(d.prefix.size()));
    return lines.join(QLatin1Char('\n'));
}

QImage GraphView::nodeBoard(int node) {
    if (!data_ || node < 0 || node >= static_cast<int>(layout_.nodes.size())) return {};
    const uint32_t state = layout_.nodes[static_cast<size_t>(node)].state;
    if (const QImage *cached = boards_.object(state)) return *cached;
    const auto s = stateOf(state);
    ReplayFrame frame;
    frame.board = s->boardView();
    bool pieces = !frame.board.tracks.empty();
    for (const auto &c : frame.board.cells) pieces = pieces || !c.pieces.empty();
    BoardWidget board;
    board.setFrame(frame, data_->game->info().playerNames, pieces);
    auto *img = new QImage(board.toImage(QSize(380, 210)));
    ++boardsDrawn_;
    boards_.insert(state, img);
    return *img;
}

void GraphView::showNodeTip(int node, QPoint globalPos) {
    if (node < 0 || !data_) {
        tip_->hide();
        return;
    }
    tipBoard_->setPixmap(QPixmap::fromImage(nodeBoard(node)));
    tipText_->setText(nodeText(node));
    tip_->adjustSize();
    tip_->move(globalPos + QPoint(16, 16));
    tip_->show();
}

QString GraphView::tipText() const { return tip_->isVisible() ? tipText_->text() : QString(); }

bool GraphView::pathReplay(uint32_t state, MatchReplay &out, QString &error) const {
    if (!data_ || state >= data_->graph.nodes.size()) {
        error = tr("There is no such state.");
        return false;
    }
    const GraphData &d = *data_;
    const GameInfo &info = d.game->info();
    out = MatchReplay{};
    out.gameId = info.id;
    out.gameName = info.name;
    out.readingId = d.reading.id;
    out.graphState = state;
    out.options = d.game->options().values();
    out.playerNames = info.playerNames;
    out.start = d.game->newInitialState()->boardView();
    // The moves that led to the explored start (a position of a replayed match), then the path.
    std::vector<Move> moves = d.prefix;
    for (uint64_t e : pathTo(d.graph, d.discovery, state)) moves.push_back(d.graph.move[e]);
    std::string err;
    const std::unique_ptr<State> s = replayIntoMoves(*d.game, moves, out, err);
    if (!s) {
        error = q(err);
        return false;
    }
    for (const ReplayMove &mv : out.moves)
        if (mv.player >= 0) {
            out.record.firstPlayer = static_cast<int8_t>(mv.player);
            break;
        }
    if (s->key() != std::string(d.graph.key(state))) {
        error = tr("The moves to state %1 do not lead to it again (the plugin is not deterministic?)").arg(state);
        return false;
    }
    out.record.result = s->result();
    out.record.endReason = s->endReason();
    out.record.scores = s->scores();
    out.record.progress = s->progress();
    finalizeReplay(out);
    return true;
}

bool GraphView::openNode(int node) {
    if (!data_ || node < 0 || node >= static_cast<int>(layout_.nodes.size())) return false;
    MatchReplay r;
    QString error;
    if (!pathReplay(layout_.nodes[static_cast<size_t>(node)].state, r, error)) {
        fail(tr("Cannot replay"), error);
        return false;
    }
    emit replayRequested(r);
    return true;
}

bool GraphView::exportImage(const QString &file, const charts::ExportOptions &options) {
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (!data_) {
        fail(tr("Cannot export"), tr("There is no graph to export yet."));
        return false;
    }
    if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf") && suffix != QLatin1String("svg")) {
        fail(tr("Cannot export"), tr("%1: the file name must end in .png, .pdf or .svg").arg(file));
        return false;
    }
    if (std::string bad; !checkOutputFile(file, bad)) {  // never a device, FIFO or folder replaced by a file
        fail(tr("Cannot export"), QString::fromStdString(bad));
        return false;
    }
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly)) {
        fail(tr("Cannot export"), tr("%1: cannot write: %2").arg(file, out.errorString()));
        return false;
    }
    const bool ok = charts::renderPage(out, suffix, options, tr("State graph"), [this](QCPPainter &p, const QSize &layout) {
        canvas_->paintGraph(p, QRectF(QPointF(0, 0), QSizeF(layout)));
    });
    if (!ok || !out.commit()) {
        out.cancelWriting();
        fail(tr("Cannot export"), tr("%1: cannot write: %2").arg(file, out.errorString()));
        return false;
    }
    return true;
}

void GraphView::exportDialog() {
    if (!data_) {
        fail(tr("Cannot export"), tr("There is no graph to export yet."));
        return;
    }
    ExportDialog::Setup setup;
    setup.title = tr("Export state graph");
    setup.widthMm = 175;
    setup.heightMm = std::round(175.0 * canvas_->height() / std::max(1, canvas_->width()));
    ExportDialog dlg(setup, this);
    QString file;
    if (dlg.ask(tr("Export state graph"), QStringLiteral("state-graph.pdf"), file)) exportImage(file, dlg.options());
}

}  // namespace rulelab
