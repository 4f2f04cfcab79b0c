#include "graph_view.h"

#include "board_widget.h"
#include "charts.h"
#include "export_dialog.h"
#include "experiment/prepared_reading.h"
#include "graph/study.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "sim/runner.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace rulelab {

GraphView::GraphView(const PluginRegistry &registry, QWidget *parent) : QWidget(parent), registry_(registry) {
    title_ = new QLabel(tr("No reading chosen."));
    QFont tf = title_->font();
    tf.setBold(true);
    title_->setFont(tf);
    overrides_ = new QLineEdit;
    overrides_->setPlaceholderText(tr("option=value ..."));
    overrides_->setToolTip(tr("Option values to change for this graph only, e.g. a smaller board (separated by spaces)"));
    maxStates_ = new QSpinBox;
    maxStates_->setRange(1, 50000000);
    maxStates_->setValue(200000);
    maxStates_->setGroupSeparatorShown(true);
    maxStates_->setToolTip(tr("Stop exploring after this many states (the graph is then incomplete)"));
    solve_ = new QCheckBox(tr("&Solve"));
    solve_->setChecked(true);
    solve_->setToolTip(tr("Compute the value of every state under best play (complete graphs only)"));
    explore_ = new QPushButton(tr("&Explore"));
    cancel_ = new QPushButton(tr("&Cancel"));
    cancel_->setEnabled(false);
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
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_->setMinimumWidth(230);
    summary_->setMaximumWidth(300);

    // Three short rows rather than two long ones, so that the tab fits a 1366-pixel screen
    // beside the docks in every language; the progress line wraps instead of widening it.
    progressText_->setWordWrap(true);
    progressText_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    title_->setWordWrap(true);
    auto *row1 = new QHBoxLayout;
    row1->addWidget(new QLabel(tr("Options:")));
    row1->addWidget(overrides_, 1);
    row1->addWidget(new QLabel(tr("Max states:")));
    row1->addWidget(maxStates_);
    row1->addWidget(solve_);
    row1->addWidget(explore_);
    row1->addWidget(cancel_);
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
    row3->addWidget(progress_);
    row3->addWidget(progressText_, 1);
    auto *body = new QHBoxLayout;
    body->addWidget(canvas_, 1);
    body->addWidget(summary_);
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
        cancelFlag_ = true;
        watcher_->waitForFinished();
    }
}

void GraphView::fail(const QString &title, const QString &text) {
    lastError_ = text;
    progressText_->setText(text);
    if (!quiet_) QMessageBox::warning(this, title, text);
}

void GraphView::setReading(const Reading &reading) {
    reading_ = reading;
    const LoadedGame *g = registry_.find(reading.game);
    const QString game = g ? q(g->plugin->info().name) : q(reading.game);
    title_->setText(tr("%1, reading %2").arg(game, q(reading.name.empty() ? reading.id : reading.name)));
    startMoves_.clear();
    startOrigin_.clear();
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

bool GraphView::explore() {
    if (watcher_) return false;
    lastError_.clear();
    if (!registry_.find(reading_.game)) {
        fail(tr("Cannot explore"), tr("Choose a reading first (select one in the workbench, then Analysis > State Graph)."));
        return false;
    }
    // The reading with the overrides of this graph only, validated, as a game (as the CLI does).
    std::vector<std::string> overrides;
    for (const QString &o : overrides_->text().split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts))
        overrides.push_back(o.toStdString());
    PreparedReading prepared;
    std::string perr;
    InputError kind = InputError::None;
    if (!prepareReading(registry_, reading_, overrides, Limits{}, prepared, perr, kind)) {
        fail(tr("Cannot explore"), q(perr));
        return false;
    }
    const std::shared_ptr<const Game> game = prepared.game;
    const Reading r = prepared.reading;
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
    cancelFlag_ = false;
    found_ = 0;
    expanded_ = 0;
    runLimit_ = static_cast<size_t>(maxStates_->value());
    const bool solveIt = solve_->isChecked();
    const LayoutOptions lo = layoutOptions();
    std::atomic<bool> *cancel = &cancelFlag_;
    std::atomic<size_t> *found = &found_, *expanded = &expanded_;
    const size_t limit = runLimit_;
    watcher_ = new QFutureWatcher<std::shared_ptr<GraphData>>(this);
    connect(watcher_, &QFutureWatcher<std::shared_ptr<GraphData>>::finished, this, &GraphView::finish);
    watcher_->setFuture(QtConcurrent::run([game, r, solveIt, lo, cancel, found, expanded, limit, start, prefix] {
        auto d = std::make_shared<GraphData>();
        d->game = game;
        d->reading = r;
        d->prefix = prefix;
        ExploreOptions eo;
        eo.maxNodes = limit;
        eo.maxBytes = defaultGraphMemoryBudget();  // the CLI's default: half the physical memory
        eo.cancel = cancel;
        eo.progress = [found, expanded](size_t f, size_t e) {
            found->store(f, std::memory_order_relaxed);
            expanded->store(e, std::memory_order_relaxed);
        };
        // Solving an incomplete graph gives no solution (solution.solved stays false).
        GraphStudy study = runStudy(*game, start.get(), StudyOptions{eo, solveIt});
        found->store(study.graph.nodes.size());
        d->graph = std::move(study.graph);
        d->analysis = std::move(study.analysis);
        d->solution = std::move(study.solution);
        d->discovery = discoveryEdges(d->graph);
        d->layout = layoutGraph(d->graph, d->analysis, lo);
        return d;
    }));
    explore_->setEnabled(false);
    cancel_->setEnabled(true);
    progress_->setValue(0);
    progressText_->setText(tr("Exploring..."));
    progressTimer_->start();
    return true;
}

void GraphView::cancel() {
    if (watcher_) cancelFlag_ = true;
}

void GraphView::updateProgress() {
    const size_t f = found_.load(std::memory_order_relaxed), e = expanded_.load(std::memory_order_relaxed);
    progress_->setValue(runLimit_ ? static_cast<int>(std::min<size_t>(1000, f * 1000 / runLimit_)) : 0);
    progressText_->setText(
        tr("%1 states found, %2 expanded")
            .arg(QLocale().toString(static_cast<qulonglong>(f)), QLocale().toString(static_cast<qulonglong>(e))));
}

void GraphView::finish() {
    auto d = watcher_->result();
    watcher_->deleteLater();
    watcher_ = nullptr;
    progressTimer_->stop();
    explore_->setEnabled(true);
    cancel_->setEnabled(false);
    layout_ = std::move(d->layout);
    data_ = d;
    boards_.clear();
    {
        const QSignalBlocker b(centre_);
        centre_->setRange(0, static_cast<int>(std::min<size_t>(data_->graph.nodes.size() - 1, INT32_MAX)));
    }
    canvas_->setGraph(data_, &layout_);
    canvas_->resetZoom();
    progress_->setValue(1000);
    progressText_->setText(
        data_->graph.cancelled
            ? tr("Cancelled: %1 states found").arg(QLocale().toString(static_cast<qulonglong>(data_->graph.nodes.size())))
            : tr("%1 states in %2 s")
                  .arg(QLocale().toString(static_cast<qulonglong>(data_->graph.nodes.size())))
                  .arg(data_->graph.seconds, 0, 'f', 2));
    updateSummary();
    emit finished();
}

void GraphView::relayout() {
    if (!data_) return;
    layout_ = layoutGraph(data_->graph, data_->analysis, layoutOptions());
    canvas_->setGraph(data_, &layout_);
    canvas_->resetZoom();
    updateSummary();
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
    auto row = [](const QString &k, const QString &v) {
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(k.toHtmlEscaped(), v.toHtmlEscaped());
    };
    QString html = QStringLiteral("<table cellspacing=2>");
    html += row(tr("States:"), num(static_cast<int64_t>(d.graph.nodes.size())) + QStringLiteral(" ") +
                                   (d.graph.complete    ? tr("(complete)")
                                    : d.graph.cancelled ? tr("(incomplete: cancelled)")
                                                        : tr("(incomplete: state limit reached)")));
    html += row(tr("Edges:"), num(static_cast<int64_t>(d.graph.edgeCount())));
    QStringList ends;
    for (const auto &[k, v] : a.terminalsByResult) {
        const QString name = k == "win0"   ? tr("%1 wins").arg(GraphCanvas::seatName(d, 0))
                             : k == "win1" ? tr("%1 wins").arg(GraphCanvas::seatName(d, 1))
                             : k == "draw" ? tr("draw")
                                           : tr("undecided");
        ends << QStringLiteral("%1 %2").arg(name, num(v));
    }
    html += row(tr("Ends:"),
                num(a.terminals) +
                    (ends.isEmpty() ? QString() : QStringLiteral(" (") + ends.join(QStringLiteral(", ")) + QStringLiteral(")")));
    html += row(tr("Cyclic components:"), tr("%1 (%2 states on cycles)").arg(num(a.cyclicComponents), num(a.statesInCycles)));
    html += row(tr("Largest component:"), tr("%n state(s)", nullptr, static_cast<int>(a.largestComponent)));
    html += row(tr("Dead states:"), num(a.deadStates));
    if (a.unexpanded > 0) html += row(tr("Not expanded:"), num(a.unexpanded));
    html += row(tr("Deepest state:"), tr("depth %1").arg(a.maxDepth));
    QString start;
    if (d.solution.solved) start = outcomeText(0) + QStringLiteral(" (") + q(d.solution.method) + QStringLiteral(")");
    else if (!d.graph.complete) start = tr("not solved: the graph is incomplete (raise Max states)");
    else if (!d.solution.error.empty()) start = tr("not solved: %1").arg(q(d.solution.error));
    else start = tr("not solved (tick Solve and explore again)");
    html += row(tr("Start:"), start);
    QString drawn;
    switch (layout_.kind) {
    case LayoutKind::Components:
        drawn = tr("%1 components, %2 links between them").arg(layout_.nodes.size()).arg(layout_.edges.size());
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
    html += row(tr("Drawn:"), drawn);
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
                        "its neighbourhood. Wheel: zoom; drag: pan.")
                         .toHtmlEscaped());
    summary_->setText(html);
}

std::unique_ptr<State> GraphView::stateOf(uint32_t state) const {
    auto s = data_->game->newInitialState();
    for (Move m : data_->prefix) s->apply(m);
    for (uint64_t e : pathTo(data_->graph, data_->discovery, state)) s->apply(data_->graph.move[e]);
    return s;
}

QString GraphView::nodeText(int node) const {
    if (!data_ || node < 0 || node >= static_cast<int>(layout_.nodes.size())) return {};
    const LayoutNode &n = layout_.nodes[static_cast<size_t>(node)];
    const GraphData &d = *data_;
    const GraphNode &g = d.graph.nodes[n.state];
    QStringList lines;
    if (layout_.kind == LayoutKind::Components) {
        lines << (n.cyclic ? tr("Component of %n state(s); play can go round in it", nullptr, static_cast<int>(n.members))
                           : tr("Component of %n state(s)", nullptr, static_cast<int>(n.members)));
        lines << tr("Its first state reached: state %1, depth %2").arg(n.state).arg(g.depth);
    } else {
        lines << tr("State %1, depth %2").arg(n.state).arg(g.depth);
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
    lines << tr("Double-click to replay the %n move(s) from the start.", nullptr, g.depth + static_cast<int>(d.prefix.size()));
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
