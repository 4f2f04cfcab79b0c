#pragma once
// Runs the workbench's experiment in the background: the readings are prepared here, then
// core's runSession (experiment/session.h) plays them on all cores and writes matches.csv and
// summary.json into a temporary folder that lives until the next run (so that the shown
// results can be saved, and their matches replayed). Progress comes from the worker thread;
// Cancel stops the run after the matches being played, keeping those finished.

#include "experiment/experiment.h"
#include "experiment/session.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <vector>

class QTemporaryDir;

namespace rulelab {

class PluginRegistry;

class RunController : public QObject {
    Q_OBJECT
public:
    explicit RunController(QObject *parent = nullptr);
    ~RunController() override;  // stops a run and waits for it

    bool isRunning() const { return watcher_ != nullptr; }
    // Expands a sweep, prepares every reading and starts playing them in the background; false
    // (with a message) when the experiment cannot be run.
    bool start(const PluginRegistry &registry, const Experiment &experiment, QString &error);
    // The same for readings already prepared (the rules form's draft, a game no registry holds).
    bool start(const Experiment &experiment, std::vector<PreparedReading> prepared);
    // Asks the run to stop after the matches being played; `finished` follows.
    void cancel();
    // Cancels and waits until the worker has stopped (its result can then be taken).
    void stopAndWait();
    // The run, once finished (after `finished`, or stopAndWait); the controller is idle again.
    SessionResult takeResult();

signals:
    // Emitted on the worker thread, at most every 50 ms (and at the start and end of a reading).
    void progressed(int reading, int readings, qint64 done, qint64 total, double rate, double secondsLeft);
    void finished();

private:
    Experiment running_;  // expanded (sweep cells)
    std::vector<PreparedReading> prepared_;
    std::atomic<bool> cancelFlag_{false};
    QFutureWatcher<SessionResult> *watcher_ = nullptr;
    std::unique_ptr<QTemporaryDir> dir_;  // the run's files (matches.csv of the shown results)
};

}  // namespace rulelab
