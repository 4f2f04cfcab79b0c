#include "run_controller.h"

#include "experiment/experiment_runner.h"
#include "experiment/prepared_reading.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>
#include <string>

namespace rulelab {

RunController::RunController(QObject *parent) : QObject(parent) {}

RunController::~RunController() { stopAndWait(); }

bool RunController::start(const PluginRegistry &registry, const Experiment &experiment, QString &error) {
    if (watcher_) return false;
    Experiment e = experiment;
    std::string err;
    if (!e.sweepBase.empty() && !expandSweep(registry, e, err)) {
        error = q(err);
        return false;
    }
    InputError kind;
    std::vector<PreparedReading> prepared;
    if (!prepareExperiment(registry, e, prepared, err, kind)) {
        error = q(err);
        return false;
    }
    return start(e, std::move(prepared));
}

bool RunController::start(const Experiment &experiment, std::vector<PreparedReading> prepared) {
    if (watcher_) return false;
    running_ = experiment;
    prepared_ = std::move(prepared);
    dir_ = std::make_unique<QTemporaryDir>();
    cancelFlag_ = false;
    SessionOptions so;
    so.outDir = dir_->isValid() ? dir_->path() : QString();  // no folder: the run still plays, unsaved
    so.cancel = &cancelFlag_;
    // Called on the worker threads; the signal reaches the window through a queued connection.
    const int readings = static_cast<int>(prepared_.size());
    auto last = std::make_shared<QElapsedTimer>();
    last->start();
    so.progress = [this, readings, last](size_t i, const RunProgress &p) {
        if (p.done != 0 && p.done != p.total && last->elapsed() < 50) return;
        last->restart();
        emit progressed(static_cast<int>(i), readings, p.done, p.total, p.matchesPerSecond, p.secondsLeft);
    };
    watcher_ = new QFutureWatcher<SessionResult>(this);
    connect(watcher_, &QFutureWatcher<SessionResult>::finished, this, &RunController::finished);
    watcher_->setFuture(QtConcurrent::run([this, so] { return runSession(running_, prepared_, so); }));
    return true;
}

void RunController::cancel() {
    if (watcher_) cancelFlag_ = true;
}

void RunController::stopAndWait() {
    if (!watcher_) return;
    cancelFlag_ = true;
    watcher_->waitForFinished();
}

SessionResult RunController::takeResult() {
    if (!watcher_) return {};
    watcher_->waitForFinished();
    SessionResult result = watcher_->result();
    watcher_->disconnect(this);  // a `finished` still queued must not report this run twice
    watcher_->deleteLater();
    watcher_ = nullptr;
    return result;
}

}  // namespace rulelab
