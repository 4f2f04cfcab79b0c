// The workbench window's actions: new games, comparing folders, the selection, the run, and
// opening a reading, a match or a graph in its view; closing and dropped files.
#include "main_window.h"

#include "plugin/file_access.h"
#include "plugin/rules_check_text.h"

#include "explore_view.h"
#include "graph_view.h"
#include "play_view.h"
#include "replay_view.h"
#include "round_graph_view.h"
#include "rules_file_dialogs.h"
#include "rules_form_translations.h"
#include "translations.h"
#include "sources_view.h"
#include "shown_text.h"
#include "sweep_dialog.h"
#include "experiment/cross_compare.h"
#include "experiment/integrity.h"
#include "experiment/outcome_text.h"
#include "experiment/results_io.h"
#include "plugin/plugin_registry.h"
#include "experiment/usage_io.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"

#include <QCloseEvent>
#include <QDateTime>
#include <QDialog>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeWidget>

#include <algorithm>

namespace rulelab {

NewGameFromFileDialog *MainWindow::newGameDialog() {
    if (!editableRegistry_ || !registry_.rulesFiles()) {
        showError(tr("New game from rules file"),
                  tr("The rules-file plugin (rules_file) is not loaded, so games cannot be read from files."));
        return nullptr;
    }
    if (!newGameDialog_) {
        newGameDialog_ = new NewGameFromFileDialog(*editableRegistry_, this);
        connect(newGameDialog_, &NewGameFromFileDialog::gameLoaded, this, [this](const QString &id) {
            tree_->reload();
            if (sources_) sources_->reloadGames();
            selectGame(id);
            const LoadedGame *g = registry_.find(id.toStdString());
            statusBar()->showMessage(tr("Game '%1' loaded from its rules file").arg(id) + loadWarnings(g ? g->sourceFile : QString()));
        });
    }
    return newGameDialog_;
}

RulesFormDialog *MainWindow::rulesForm(bool copySelected) {
    if (!editableRegistry_ || !registry_.rulesFiles()) {
        showError(tr("Edit game rules"),
                  tr("The rules-file plugin (rules_file) is not loaded, so games cannot be written as rules files."));
        return nullptr;
    }
    if (!rulesForm_) {
        rulesForm_ = new RulesFormDialog(*registry_.rulesFiles(), this);
        // Refused before anything is written: an id that a loaded game has (it could not join
        // the running workbench, and would be refused at every start).
        rulesForm_->setIdCheck([this](const QString &id) {
            const LoadedGame *g = registry_.find(id.toStdString());
            return g ? tr("id: '%1' is the id of a loaded game (%2): choose another").arg(id, g->origin()) : QString();
        });
        rulesForm_->setQuiet(quiet_);
        connect(rulesForm_, &QDialog::accepted, this, [this] { addGameFromFile(rulesForm_->savedPath()); });
        connectRulesForm();
    }
    // Start from the selected game's rules file (a compiled game's: the file that writes it); a
    // shipped one is saved as a new game.
    QJsonObject start;
    const LoadedGame *selected = registry_.find(tree_->gameOf(tree_->currentItem()).toStdString());
    const LoadedGame *file = copySelected ? rulesFileOf(selected) : nullptr;
    if (const LoadedGame *g = file) {
        QByteArray bytes;
        if (std::string ignored; readFileCapped(g->sourceFile, kSmallFileCap, bytes, ignored))
            start = QJsonDocument::fromJson(bytes).object();
        if (!start.isEmpty()) {
            start.insert(QStringLiteral("id"), start.value(QStringLiteral("id")).toString() + QStringLiteral("-edited"));
            // The file's name is English (its translations are keyed by it); the name's
            // translations follow it, renamed the same way in each language.
            static const char *const edited = QT_TRANSLATE_NOOP("rulelab::MainWindow", "%1 (edited)");
            const QString name = start.value(QStringLiteral("name")).toString();
            start.insert(QStringLiteral("name"), QString::fromLatin1(edited).arg(name));
            start = rekeyTranslation(start, name, QString::fromLatin1(edited).arg(name), [](const QString &lang, const QString &t) {
                return translateIn(lang, "rulelab::MainWindow", edited).arg(t);
            });
        }
    }
    rulesForm_->setContent(start);
    if (file && file != selected)
        rulesForm_->showStatus(tr("A copy of %1, the rules file that writes the compiled %2 with the same rules and readings.")
                                   .arg(pluginText(file->plugin->info().id, file->plugin->info().name),
                                        pluginText(selected->plugin->info().id, selected->plugin->info().name)));
    return rulesForm_;
}

const LoadedGame *MainWindow::rulesFileOf(const LoadedGame *g) const {
    if (!g) return nullptr;
    if (g->definedBy == QLatin1String("rules-file")) return g;
    const LoadedGame *file = registry_.find(g->plugin->info().id + "-rules");
    return file && file->definedBy == QLatin1String("rules-file") ? file : nullptr;
}

void MainWindow::updateEditCopy() {
    if (!editCopy_) return;
    const LoadedGame *g = registry_.find(tree_->gameOf(tree_->currentItem()).toStdString());
    const LoadedGame *file = rulesFileOf(g);
    const bool copyable = file && registry_.rulesFiles();
    editCopy_->setEnabled(copyable);
    editCopy_->setToolTip(
        copyable && file != g
            ? tr("Opens a copy of %1, the rules file that writes %2 with the same rules and readings, in the form, to "
                 "change and save as a new game")
                  .arg(QString::fromStdString(file->plugin->info().name), QString::fromStdString(g->plugin->info().name))
        : copyable ? tr("Opens a copy of %1's rules file in the form, to change and save as a new game")
                         .arg(QString::fromStdString(g->plugin->info().name))
        : !g ? tr("Select a game first: only a game defined by a rules file can be copied")
             : tr("%1 is a compiled plugin, not a rules file, so the form cannot show its rules: use New Game Rules "
                  "to describe it from the vocabulary's defaults")
                   .arg(QString::fromStdString(g->plugin->info().name)));
}

QString MainWindow::loadWarnings(const QString &file) const {
    QString out;
    for (const auto &w : registry_.warnings())
        if (!file.isEmpty() && w.file == file) out += QStringLiteral("; ") + w.message;
    return out;
}

bool MainWindow::addGameFromFile(const QString &path) {
    if (!editableRegistry_ || path.isEmpty()) return false;
    QString error;
    if (!editableRegistry_->addRulesFile(path, error)) {
        QStringList lines = error.split(QLatin1Char('\n'));
        for (QString &l : lines) l = rulesProblemText(l, true);  // "FILE: FIELD: message", in the interface's words
        showError(tr("New game from rules file"), lines.join(QLatin1Char('\n')));
        return false;
    }
    tree_->reload();
    if (sources_) sources_->reloadGames();
    selectGame(editableRegistry_->games().back().pluginId);
    statusBar()->showMessage(tr("Game '%1' loaded from %2").arg(editableRegistry_->games().back().pluginId, path) +
                             loadWarnings(path));
    return true;
}

bool MainWindow::compareResultFolders(const QStringList &dirs) {
    CrossComparison c;
    QString error;
    if (!rulelab::compareResultFolders(dirs, registry_, {}, {}, c, error)) {
        showError(tr("Compare results folders"), error);
        return false;
    }
    if (!c.unknownGames.empty()) {
        QStringList unknown;
        for (const auto &g : c.unknownGames) unknown << q(g);
        showError(tr("Compare results folders"),
                  tr("Not installed here: %1. Without the game its engine cannot be known, so the workbench does not set "
                     "its readings beside the others.")
                      .arg(unknown.join(QStringLiteral(", "))));
        return false;
    }
    const QByteArray summary = QJsonDocument(crossSummaryObject(c)).toJson(QJsonDocument::Compact);
    charts::ChartData data;
    if (!charts::parseSummary(summary, dirs.join(QStringLiteral(", ")), data, error)) {
        showError(tr("Compare results folders"), error);
        return false;
    }
    // Games of different engines: only what means the same in every game is shown (the tables
    // leave the rest out, and the figures of lengths, margins and rounds say why they are empty).
    if (!c.oneEngine) charts::omitEngineUnits(data);
    // The combined readings are not one run: no replay, methods text or usage maps of them.
    data_ = std::move(data);
    summary_.clear();
    matchesCsv_.clear();
    usageDir_.clear();
    showResults();
    updateReplayResults();
    QStringList games;
    for (const auto &g : c.games) games << gameNameText(registry_, g);
    // The header names each run's own matches and seed (the views' header knows one run only).
    QStringList lines = results_->noteLabel()->text().split(QLatin1Char('\n'));
    if (!lines.isEmpty()) lines.removeFirst();
    const Experiment &first = c.parts.front().experiment;
    QStringList head{tr("Readings of %n results folder(s), %1, each with its own game, seed and build:", nullptr,
                        static_cast<int>(dirs.size()))
                         .arg(participantsText(first.agents, {false, false}))};
    for (size_t i = 0; i < c.parts.size(); ++i) {
        const ResultPart &part = c.parts[i];
        QStringList readings;  // by name, the id in the summary
        for (const ReadingResult &r : part.readings) {
            const Reading *known = registry_.findReading(part.experiment.game, r.reading);
            readings << (known || r.name.empty() ? readingNameText(registry_, part.experiment.game, r.reading) : isolated(q(r.name)));
        }
        head << QStringLiteral("  ") + dirs[static_cast<qsizetype>(i)] + QStringLiteral(": ") +
                    tr("%1 (%2), %3 matches per reading, seed %4%5")
                        .arg(gameNameText(registry_, part.experiment.game), readings.join(QStringLiteral(", ")))
                        .arg(part.experiment.matches)
                        .arg(part.experiment.seed)
                        .arg(part.cancelled ? tr(" (cancelled: partial; the comparisons use the matches played)") : QString());
        if (!part.integrityWarning.empty()) head << QStringLiteral("  ") + tr("Warning: %1").arg(q(part.integrityWarning));
    }
    if (!c.note.isEmpty()) head << c.note;  // what is left out across engines, and why
    results_->noteLabel()->setText((head + lines).join(QLatin1Char('\n')));
    statusBar()->showMessage(tr("Compared the readings of %1").arg(games.join(QStringLiteral(", "))));
    tabs_->setCurrentIndex(1);
    return true;
}

void MainWindow::selectGame(const QString &gameId) {
    for (int i = 0; i < tree_->topLevelItemCount(); ++i)
        if (tree_->gameOf(tree_->topLevelItem(i)) == gameId) {
            tree_->setCurrentItem(tree_->topLevelItem(i));
            return;
        }
}

void MainWindow::showLoaded() {
    statusBar()->showMessage(tree_->loadedText());
    details_->setHtml(tree_->overviewHtml());
}

void MainWindow::showSelection() {
    QTreeWidgetItem *item = tree_->currentItem();
    if (!item) return;
    const LoadedGame *g = registry_.find(tree_->gameOf(item).toStdString());
    if (!g) return;
    const Reading *reading = tree_->readingOf(item);
    if (sources_) {
        sources_->setGame(q(g->plugin->info().id));
        if (reading && tree_->fileOf(item).isEmpty()) sources_->setReading(q(reading->id));
    }
    details_->setHtml(tree_->selectionHtml());
    // The Explore tab follows the selection's game (and takes a selected reading as its base).
    if (explore_ && !explore_->isRunning()) explore_->setGame(q(g->plugin->info().id), reading ? tree_->specOf(item) : QString());
    followSelectionInRoundGraph();
}

void MainWindow::followSelectionInRoundGraph() {
    QTreeWidgetItem *item = tree_->currentItem();
    const Reading *reading = item ? tree_->readingOf(item) : nullptr;
    if (!reading || !roundGraph_) return;
    // The shown results' reading when they have it; else new matches of it, by the panel's settings.
    const QString spec = tree_->fileOf(item).isEmpty() ? q(reading->id) : tree_->specOf(item);
    Experiment fresh;
    fresh.game = tree_->gameOf(item).toStdString();
    fresh.readings.push_back(ReadingRef{spec.toStdString(), false, {}, {}});
    QString ignored;  // a setting the panel cannot give (a bad seed) leaves its default
    panel_->settingsFromPanel(fresh, ignored);
    roundGraph_->followReading(spec, fresh);
}

bool MainWindow::saveUserReading(const Reading &reading, QString *path) { return tree_->saveUserReading(reading, path); }

// ---- experiment ----

void MainWindow::sweepDialog() {
    QTreeWidgetItem *item = tree_->currentItem();
    const Reading *r = tree_->readingOf(item);
    const LoadedGame *g = registry_.find(tree_->gameOf(item).toStdString());
    if (!g || !r) {
        showError(tr("Sweep options"), tr("Select the reading to start from (in Games and readings) first."));
        return;
    }
    const QString spec = tree_->specOf(item);
    SweepDialog dialog(g->plugin->info(), *r, spec, panel_->matchesBox()->value(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    SweepDialog::Vary vary;
    QString error;
    if (dialog.vary(vary, error)) applySweep(tree_->gameOf(item), spec, vary);
}

bool MainWindow::applySweep(const QString &game, const QString &baseSpec,
                            const std::vector<std::pair<std::string, std::vector<std::string>>> &vary) {
    if (!registry_.find(game.toStdString())) {
        showError(tr("Sweep options"), tr("Unknown game '%1'.").arg(game));
        return false;
    }
    QString error;
    if (!panel_->applySweep(game, baseSpec, vary, error)) {
        showError(tr("Sweep options"), error);
        return false;
    }
    return true;
}

void MainWindow::startRun() {
    if (run_->isRunning()) return;
    Experiment e;
    QString error;
    if (!panel_->experimentFromPanel(e, error) || !run_->start(registry_, e, error)) {
        showError(tr("Cannot run"), error);
        return;
    }
    runStarted();
}

void MainWindow::runStarted() {
    panel_->setRunning(true);
    // The results on screen are not this run's: clear them (the tables, charts and replay list)
    // until it finishes.
    data_ = charts::ChartData{};
    summary_.clear();
    matchesCsv_.clear();
    usageDir_.clear();
    showResults();
    updateReplayResults();
}

void MainWindow::onProgress(int reading, int readings, qint64 done, qint64 total, double rate, double secondsLeft) {
    if (run_->isRunning()) panel_->showProgress(reading, readings, done, total, rate, secondsLeft);
}

void MainWindow::finishRun() {
    const SessionResult s = run_->takeResult();
    panel_->setRunning(false);
    if (!s.ok) showError(tr("Cannot run"), q(s.error));
    if (s.summary.isEmpty()) {  // nothing was played: the run's folder could not be written
        panel_->showProgressText(lastError_);
        emit runFinished();
        return;
    }
    summary_ = s.summaryJson();  // as runSession saved it, with matches_csv when the matches are at hand
    resultsUnsaved_ = true;
    matchesCsv_ = s.matchesCsv;
    QString error;
    if (!charts::parseSummary(summary_, tr("(this run)"), data_, error)) showError(tr("Results"), error);
    loadUsageMaps(s.usageCsv.isEmpty() ? QString() : QFileInfo(s.usageCsv).dir().path());
    panel_->showFinished(s.result);
    showResults();
    updateReplayResults();
    tabs_->setCurrentIndex(1);
    emit runFinished();
}

void MainWindow::showResults() {
    data_.gameName = data_.game.isEmpty() ? QString() : gameNameText(registry_, data_.game.toStdString());
    // A reading of the game by its name in the interface language, as the tree shows it.
    for (auto &r : data_.readings)
        if (!data_.game.isEmpty() && registry_.findReading(data_.game.toStdString(), r.id.toStdString()))
            r.name = readingNameText(registry_, data_.game.toStdString(), r.id.toStdString());
    if (draftGame_ && !data_.game.isEmpty() && !registry_.find(data_.game.toStdString()) && data_.game == q(draftGame_->info().id))
        data_.gameName = tr("%1 (the rules form's draft, not saved)").arg(q(draftGame_->info().name));
    results_->showData(data_);
    if (sources_ && !data_.game.isEmpty()) sources_->setGame(data_.game);
    for (charts::ChartKind k : charts::kAllKinds) charts_.at(k)->refresh();
}

void MainWindow::updateReplayResults() {
    // The experiment of the shown results, as their summary embeds it (sweep cells inline).
    Experiment e;
    std::string err;
    if (summary_.isEmpty() || !parseExperiment(summary_, "summary", e, err)) e = panel_->experiment();
    replay_->setResults(e, matchesCsv_);
    roundGraph_->setResults(e);
    followSelectionInRoundGraph();
}

bool MainWindow::exploreReadings() {
    QTreeWidgetItem *item = tree_->currentItem();
    const LoadedGame *g = item ? registry_.find(tree_->gameOf(item).toStdString()) : nullptr;
    if (!g) {
        showError(tr("Cannot explore readings"), tr("Select a game, or one of its readings, in Games and readings first."));
        return false;
    }
    if (!explore_->isRunning())
        explore_->setGame(q(g->plugin->info().id), tree_->readingOf(item) ? tree_->specOf(item) : QString());
    tabs_->setCurrentIndex(exploreTab_);
    return true;
}

bool MainWindow::runReadingInFull(const Reading &reading) {
    if (run_->isRunning()) {
        showError(tr("Cannot run"), tr("A run is in progress: wait for it to finish, or cancel it, first."));
        return false;
    }
    // The experiment as it would run now; the candidate joins its readings when they are plain
    // readings of the same game (a sweep's cells or overrides would change it), else it runs alone.
    Experiment e;
    QString error;
    const bool join =
        panel_->experimentFromPanel(e, error) && e.game == reading.game && e.sweepBase.empty() && e.overrides.empty();
    if (!join) {
        e = panel_->experiment();
        if (!panel_->settingsFromPanel(e, error)) {
            showError(tr("Cannot run"), error);
            return false;
        }
        e.game = reading.game;
        e.readings.clear();
        e.overrides.clear();
        e.sweepBase.clear();
        e.vary.clear();
    }
    ReadingRef ref;
    ref.isInline = true;
    ref.reading = reading;
    const auto same = std::find_if(e.readings.begin(), e.readings.end(),
                                   [&](const ReadingRef &r) { return r.isInline && r.reading.id == reading.id; });
    if (same != e.readings.end()) *same = ref;
    else e.readings.push_back(ref);
    panel_->setExperiment(e);
    statusBar()->showMessage(tr("Running %1 in full").arg(q(reading.id)));
    startRun();
    return run_->isRunning();
}

bool MainWindow::showRoundGraph(const QString &readingId) {
    tabs_->setCurrentIndex(roundGraphTab_);
    return roundGraph_->showReading(readingId);
}

bool MainWindow::openResultMatch(const QString &readingId, qint64 index) {
    if (index < 0) {  // the reading's longest match when known, else its first
        index = 0;
        const QTreeWidget *t = replay_->interestingList();
        for (int i = 0; i < t->topLevelItemCount(); ++i)
            if (t->topLevelItem(i)->data(0, Qt::UserRole + 1).toString() == readingId && t->topLevelItem(i)->childCount() > 0)  // the reading id (ReplayView's kReadingRole)
                index = t->topLevelItem(i)->child(0)->text(1).toLongLong();
    }
    replay_->setQuiet(quiet_);
    tabs_->setCurrentIndex(replayTab_);
    if (!replay_->openMatch(readingId.toStdString(), index)) return noteViewError(replay_->lastError());
    replay_->setFocus();
    statusBar()->showMessage(tr("Replaying match %1 of %2").arg(index).arg(readingId));
    return true;
}

const Reading *MainWindow::selectedReadingOr(const QString &title) {
    const Reading *r = tree_->readingOf(tree_->currentItem());
    if (!r) showError(title, tr("Select a reading in the list of games and readings first."));
    return r;
}

bool MainWindow::openStateGraph() {
    const Reading *r = selectedReadingOr(tr("Cannot draw the state graph"));
    if (!r) return false;
    graph_->setQuiet(quiet_);
    graph_->setReading(*r);
    tabs_->setCurrentIndex(graphTab_);
    return graph_->explore();
}

bool MainWindow::playReading() {
    const Reading *r = selectedReadingOr(tr("Cannot play"));
    if (!r) return false;
    play_->setQuiet(quiet_);
    tabs_->setCurrentIndex(playTab_);
    if (!play_->setReading(*r)) return noteViewError(play_->lastError());
    return true;
}

void MainWindow::showView(const QString &name) {
    if (name == QLatin1String("reading")) tabs_->setCurrentIndex(0);
    else if (name == QLatin1String("results")) tabs_->setCurrentIndex(1);
    else if (name == QLatin1String("replay")) tabs_->setCurrentIndex(replayTab_);
    else if (name == QLatin1String("graph")) tabs_->setCurrentIndex(graphTab_);
    else if (name == QLatin1String("rounds-graph")) tabs_->setCurrentIndex(roundGraphTab_);
    else if (name == QLatin1String("explore")) tabs_->setCurrentIndex(exploreTab_);
    else if (name == QLatin1String("ladder")) tabs_->setCurrentIndex(ladderTab_);
    charts::ChartKind k;
    if (charts::kindFromKey(name, k)) showChart(k);
}

void MainWindow::showChart(charts::ChartKind kind) {
    for (size_t i = 0; i < std::size(charts::kAllKinds); ++i)
        if (charts::kAllKinds[i] == kind) chartList_->setCurrentRow(static_cast<int>(i));
    tabs_->setCurrentIndex(chartsTab_);
}

charts::ChartKind MainWindow::currentChart() const {
    const int row = std::max(0, chartList_->currentRow());
    return charts::kAllKinds[static_cast<size_t>(row)];
}

bool MainWindow::askToSaveResults() {
    if (quiet_ || !hasUnsavedResults()) return true;
    QMessageBox box(QMessageBox::Question, tr("Unsaved results"),
                    tr("The results of the last run have not been saved. Save them before closing?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedResultsBox"));
    box.setDefaultButton(QMessageBox::Save);
    const int choice = box.exec();
    if (choice == QMessageBox::Discard) return true;
    if (choice != QMessageBox::Save) return false;
    const QString d = QFileDialog::getExistingDirectory(this, tr("Save results (summary.json and matches.csv) into"));
    return !d.isEmpty() && saveResults(d, false);
}

void MainWindow::closeEvent(QCloseEvent *event) {
    // An open rules form with unsaved edits asks first (its Cancel keeps the window open).
    if ((rulesForm_ && rulesForm_->isVisible() && !rulesForm_->close()) || (!run_->isRunning() && !askToSaveResults())) {
        event->ignore();
        return;
    }
    QSettings s;
    if (run_->isRunning()) {
        // Closing the window stops a run, but keeps the matches that finished, as results that
        // `rulelab-cli run --resume` can complete (and that File > Open shows).
        run_->stopAndWait();
        finishRun();
        recoveryDir_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery/") +
                       QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
        const bool wasQuiet = quiet_;
        quiet_ = true;
        if (saveResults(recoveryDir_, false)) s.setValue(QStringLiteral("recovery/last"), recoveryDir_);
        else recoveryDir_.clear();
        quiet_ = wasQuiet;
    }
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event) {
    for (const QUrl &u : event->mimeData()->urls())
        if (u.isLocalFile() &&
            (u.toLocalFile().endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) || QFileInfo(u.toLocalFile()).isDir())) {
            event->acceptProposedAction();
            return;
        }
}

void MainWindow::dropEvent(QDropEvent *event) {
    for (const QUrl &u : event->mimeData()->urls())
        if (u.isLocalFile()) openFile(u.toLocalFile());
    event->acceptProposedAction();
}

}  // namespace rulelab
