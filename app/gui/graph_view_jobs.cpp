// The State graph view's background jobs: a study (explore, analyse, solve, lay out) or a new
// layout of the graph shown, their progress, cancelling and what each hands back.
#include "graph_view.h"

#include "graph/study.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "sim/runner.h"

#include <QCheckBox>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

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

GraphView::~GraphView() {
    if (watcher_) {
        stopExploring_ = true;
        abort_ = true;
        watcher_->waitForFinished();
    }
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
    Reading r;
    std::shared_ptr<const Game> game;
    std::shared_ptr<const State> start;
    if (!prepareStudy(r, game, start)) return false;
    const std::vector<Move> prefix = startMoves_;
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

// The reading with the form's values, checked, as a game, and the start: the initial state
// (null), or the position after the chosen moves (each checked legal). False once it has failed.
bool GraphView::prepareStudy(Reading &r, std::shared_ptr<const Game> &game, std::shared_ptr<const State> &start) {
    const LoadedGame *lg = registry_.find(reading_.game);
    if (!lg) {
        fail(tr("Cannot explore"), tr("Choose a reading first (select one in the workbench, then Analysis > State Graph)."));
        return false;
    }
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
    game = std::shared_ptr<const Game>(lg->plugin->createGame(options, stateGraphLimits(Limits{}), gerr));  // exact keys
    if (!game) {
        fail(tr("Cannot explore"), tr("These option values cannot be played together: %1").arg(withOptionLabels(q(gerr))));
        return false;
    }
    if (!startMoves_.empty()) {
        std::string err;
        start = stateAfterMoves(*game, startMoves_, err);
        if (!start) {
            fail(tr("Cannot explore"), tr("The moves to the chosen position do not replay under these options: %1").arg(q(err)));
            return false;
        }
    }
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
    // A cancelled exploration stops the bar where it was (the share of the state limit reached),
    // never at 100%.
    if (o->study && data_->graph.cancelled)
        progress_->setValue(runLimit_ ? static_cast<int>(std::min<size_t>(999, data_->graph.nodes.size() * 1000 / runLimit_)) : 0);
    else progress_->setValue(1000);
    progressText_->setText(graphStatus_);
    updateSummary();
    if (pending) startLayout();
    if (o->study) emit finished();
    else emit laidOut();
}

}  // namespace rulelab
