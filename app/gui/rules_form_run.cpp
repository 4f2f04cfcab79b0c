// The rules form's Run (issue 37): the form's row (matches, Run, progress, Cancel) and the window's
// run of the draft. The draft is written to a temporary file only so that the rules-file plugin
// reads it exactly as it reads a saved file; the game it makes is neither added to the games nor
// saved, so a shipped file is never written over and an unfinished id never clashes.
#include "main_window.h"
#include "rules_file_dialogs.h"
#include "widget_rows.h"

#include "experiment/prepared_reading.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"

#include <QCryptographicHash>
#include <QDir>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>

namespace rulelab {

QWidget *RulesFormDialog::buildRunRow() {
    auto *row = new QWidget;
    auto *l = marginlessLayout<QHBoxLayout>(row);
    runMatches_ = new QSpinBox;
    runMatches_->setRange(10, 5000);
    runMatches_->setSingleStep(50);
    runMatches_->setValue(100);
    runMatches_->setToolTip(tr("Matches per reading of the trial run: a first look, not a study"));
    run_ = new QPushButton(tr("&Run"));
    run_->setToolTip(tr("Plays each reading of the form as it is now, without saving it, and shows the results in the "
                        "Results tab (agents, seed and caps as the window's experiment has them)"));
    cancelRun_ = new QPushButton(tr("Cancel Run"));
    runProgress_ = new QProgressBar;
    runProgress_->setRange(0, 1);
    runProgress_->setValue(0);
    addLabelled(l, tr("Matches per reading:"), runMatches_);
    l->addWidget(run_);
    l->addWidget(runProgress_, 1);
    l->addWidget(cancelRun_);
    setRunning(false);
    connect(run_, &QPushButton::clicked, this, [this] { emit runRequested(runMatches_->value()); });
    connect(cancelRun_, &QPushButton::clicked, this, &RulesFormDialog::cancelRunRequested);
    return row;
}

void RulesFormDialog::setRunning(bool running) {
    run_->setEnabled(!running);
    cancelRun_->setEnabled(running);
    runMatches_->setEnabled(!running);
    if (running) {
        runProgress_->setRange(0, 0);  // busy until the first report
        showStatus(tr("Running the draft..."));
    }
}

void RulesFormDialog::showRunProgress(qint64 done, qint64 total) {
    if (total <= 0) return;
    runProgress_->setRange(0, 1000);
    runProgress_->setValue(static_cast<int>(1000 * done / total));
}

void RulesFormDialog::showStatus(const QString &text) { status_->setText(text); }

void MainWindow::connectRulesForm() {
    connect(rulesForm_, &RulesFormDialog::runRequested, this, &MainWindow::runRulesDraft);
    connect(rulesForm_, &RulesFormDialog::cancelRunRequested, run_, &RunController::cancel);
    // Queued: the run reports from its worker thread.
    connect(run_, &RunController::progressed, rulesForm_, [this](int, int, qint64 done, qint64 total) {
        if (draftRunning_) rulesForm_->showRunProgress(done, total);
    });
    connect(this, &MainWindow::runFinished, rulesForm_, [this] {
        if (!draftRunning_) return;
        draftRunning_ = false;
        rulesForm_->setRunning(false);
        rulesForm_->runProgress()->setRange(0, 1);
        rulesForm_->runProgress()->setValue(1);
        rulesForm_->showStatus(!lastError_.isEmpty() ? tr("Run stopped: %1").arg(lastError_)
                               : data_.cancelled     ? tr("Run cancelled: the matches played are in the Results tab (not saved).")
                                                     : tr("Run finished: the results are in the Results tab (not saved)."));
    });
}

bool MainWindow::runRulesDraft(int matches) {
    if (!rulesForm_ || !registry_.rulesFiles()) return false;
    auto refuse = [this](const QString &why) {
        rulesForm_->showStatus(why);
        showError(tr("Run the draft"), why);
        return false;
    };
    if (run_->isRunning()) return refuse(tr("A run is in progress: wait for it to finish, or cancel it, first."));
    const QStringList problems = rulesForm_->checkNow();
    if (!problems.isEmpty())
        return refuse(tr("The draft cannot be played yet: %n problem(s), listed above.", nullptr, static_cast<int>(problems.size())));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("draft.json"));
    const QByteArray bytes = QJsonDocument(rulesForm_->content()).toJson();
    QSaveFile file(path);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return refuse(tr("Cannot write the draft to a temporary file: %1").arg(file.errorString()));
    std::vector<CollectedGame> games;
    std::vector<CollectionProblem> fileProblems;
    if (!registry_.rulesFiles()->loadGameFile(path, games, fileProblems) || games.empty()) {
        QStringList lines;
        for (const auto &p : fileProblems) lines << p.message;
        return refuse(lines.join(QLatin1Char('\n')));
    }
    if (const LoadedGame *g = registry_.find(games.front().game->info().id))
        return refuse(tr("id: '%1' is the id of a loaded game (%2): choose another").arg(q(g->plugin->info().id), g->origin()));
    LoadedGame draft;
    draft.plugin = games.front().game.get();
    draft.pluginId = q(draft.plugin->info().id);
    draft.definedBy = QStringLiteral("rules-file");
    draft.provenance = {draft.plugin->info().id, "draft", "rules-file draft", games.front().sha256};
    Experiment e = panel_->experiment();
    QString error;
    if (!panel_->settingsFromPanel(e, error)) return refuse(error);
    e.game = draft.plugin->info().id;
    e.matches = matches;
    e.readings.clear();
    e.overrides.clear();
    e.sweepBase.clear();
    e.vary.clear();
    std::vector<PreparedReading> prepared;
    for (Reading r : draft.plugin->readings()) {
        r.game = e.game;
        ReadingRef ref;
        ref.isInline = true;
        ref.reading = r;
        e.readings.push_back(ref);
        PreparedReading p;
        std::string err;
        InputError kind;
        if (!prepareReadingOfGame(draft, r, e.limits, p, err, kind)) return refuse(q(err));
        prepared.push_back(std::move(p));
    }
    if (prepared.empty()) return refuse(tr("The draft has no reading to play: add one under Readings."));
    if (!run_->start(e, std::move(prepared))) return refuse(tr("A run is in progress: wait for it to finish, or cancel it, first."));
    draftGame_ = std::move(games.front().game);  // its games play its rules until the next draft run
    draftRunning_ = true;
    lastError_.clear();
    rulesForm_->setRunning(true);
    runStarted();
    statusBar()->showMessage(tr("Running the draft of %1").arg(q(draftGame_->info().name)));
    return true;
}

}  // namespace rulelab
