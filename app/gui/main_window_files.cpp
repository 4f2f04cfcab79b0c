// The workbench window's files: opening experiments, results, readings, explorations and matches;
// saving experiments and results; exporting figures and tables; the recent files.
#include "main_window.h"

#include "plugin/file_access.h"

#include "explore_view.h"
#include "export_dialog.h"
#include "play_view.h"
#include "replay_view.h"
#include "shown_text.h"
#include "experiment/cross_compare.h"
#include "experiment/integrity.h"
#include "experiment/results_io.h"
#include "plugin/plugin_registry.h"
#include "experiment/usage_io.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>

namespace rulelab {

// ---- files ----

void MainWindow::loadUsageMaps(const QString &dir) {
    usageDir_.clear();
    data_.usage.clear();
    if (dir.isEmpty()) return;
    bool found = false;
    QString error;
    if (!charts::loadUsage(dir, data_, found, error)) {
        showError(tr("Usage maps"), error);
        return;
    }
    if (!found) return;
    charts::setUsageBoards(data_, registry_);
    usageDir_ = dir;
}

void MainWindow::showError(const QString &title, const QString &text) {
    statusBar()->showMessage(text);
    warn(this, title, text);
}

bool MainWindow::noteViewError(const QString &error) {
    lastError_ = error;
    statusBar()->showMessage(error);
    return false;
}

bool MainWindow::openFile(const QString &pathIn) {
    QString path = pathIn;
    if (QFileInfo(path).isDir()) path = QDir(path).filePath(QStringLiteral("summary.json"));
    QByteArray bytes;
    if (std::string readError; !readFileCapped(path, kResultFileCap, bytes, readError)) {
        showError(tr("Cannot open file"), q(readError));
        return false;
    }
    QJsonParseError pe;
    const QJsonObject root = QJsonDocument::fromJson(bytes, &pe).object();
    const QString format = root.value(QStringLiteral("format")).toString();
    std::string err;
    QString opened;  // a warning to show with "Opened"
    if (format == QLatin1String("rulelab-match")) {
        replay_->setQuiet(quiet_);
        if (!replay_->openMatchFile(path)) return noteViewError(replay_->lastError());
        tabs_->setCurrentIndex(replayTab_);
    } else if (format == QLatin1String("rulelab-reading")) {
        Reading r;
        if (!parseReadingJson(bytes, path.toStdString(), r, err)) {
            showError(tr("Cannot open reading"), q(err));
            return false;
        }
        if (!saveUserReading(r)) return false;
    } else if (format == QLatin1String("rulelab-explore-result")) {
        explore_->setQuiet(quiet_);
        if (!explore_->openExploration(path)) return noteViewError(explore_->lastError());
        tabs_->setCurrentIndex(exploreTab_);
        return true;  // the view adds it to the recent files
    } else if (format == QLatin1String("rulelab-explore")) {
        ExploreSpec spec;
        if (!parseExploreSpec(root, path.toStdString(), spec, err)) {
            showError(tr("Cannot open exploration"), q(err));
            return false;
        }
        explore_->setSpec(spec);
        tabs_->setCurrentIndex(exploreTab_);
    } else if (format == QLatin1String("rulelab-summary")) {
        if (!openResults(path, bytes, root, opened)) return false;
    } else {
        Experiment e;
        if (!parseExperiment(bytes, path.toStdString(), e, err)) {
            showError(tr("Cannot open experiment"), q(err));
            return false;
        }
        panel_->setExperiment(e);
    }
    addRecent(path);
    statusBar()->showMessage(opened.isEmpty() ? tr("Opened %1").arg(path) : tr("Opened %1. Warning: %2").arg(path, opened));
    return true;
}

// A results folder's summary.json (checked against its integrity record), its matches and its
// usage maps, into the results, the figures and the Experiment panel; `opened`: a warning to show.
bool MainWindow::openResults(const QString &path, const QByteArray &bytes, const QJsonObject &root, QString &opened) {
    std::string err;
    IntegrityCheck check;  // no figure from an edited file (core/experiment/integrity.h)
    if (!verifySummaryIntegrity(root, path, check, err)) {
        showError(tr("Cannot open results"), q(err));
        return false;
    }
    opened = check.warning.empty() ? QString() : q(check.warning);
    charts::ChartData data;
    QString error;
    if (!charts::parseSummary(bytes, path, data, error)) {
        showError(tr("Cannot open results"), error);
        return false;
    }
    Experiment e;
    if (!parseExperiment(bytes, path.toStdString(), e, err)) {
        showError(tr("Cannot open results"), q(err));
        return false;
    }
    data_ = std::move(data);
    summary_ = bytes;
    resultsUnsaved_ = false;  // opened from a file: saved already
    const QString csv = QFileInfo(path).dir().filePath(QStringLiteral("matches.csv"));
    matchesCsv_ = QFileInfo::exists(csv) ? csv : QString();
    loadUsageMaps(QFileInfo(path).dir().path());
    panel_->setExperiment(e);
    showResults();
    updateReplayResults();
    tabs_->setCurrentIndex(1);
    return true;
}

bool MainWindow::saveExperiment(const QString &path) {
    Experiment e;
    QString error;
    if (!panel_->experimentFromPanel(e, error)) {
        showError(tr("Cannot save experiment"), error);
        return false;
    }
    std::string err;
    if (!saveExperimentFile(path, e, err)) {
        showError(tr("Cannot save experiment"), q(err));
        return false;
    }
    panel_->keep(e);
    addRecent(path);
    statusBar()->showMessage(tr("Experiment saved to %1").arg(isolated(path)));
    return true;
}

bool MainWindow::saveResults(const QString &target, bool summaryOnly) {
    if (summary_.isEmpty()) {
        showError(tr("Cannot save results"), tr("There are no results to save yet."));
        return false;
    }
    std::string err;
    QString summaryPath = target;
    if (!summaryOnly) {
        if (!prepareOutputDir(target, err)) {
            showError(tr("Cannot save results"), q(err));
            return false;
        }
        summaryPath = QDir(target).filePath(QStringLiteral("summary.json"));
        if (!matchesCsv_.isEmpty()) {
            const QString dest = QDir(target).filePath(QStringLiteral("matches.csv"));
            if (QFileInfo(dest) != QFileInfo(matchesCsv_) && !copyAtomically(matchesCsv_, dest, err)) {  // streamed
                showError(tr("Cannot save results"), q(err));
                return false;
            }
        }
        // The usage maps, when the shown results have them (groups first, as a run writes them).
        for (const char *name : {kUsageGroupsCsvFile, kUsageCsvFile}) {
            if (usageDir_.isEmpty()) break;
            const QString from = QDir(usageDir_).filePath(QLatin1String(name)), dest = QDir(target).filePath(QLatin1String(name));
            if (!QFileInfo::exists(from) || QFileInfo(dest) == QFileInfo(from)) continue;
            if (!copyAtomically(from, dest, err)) {
                showError(tr("Cannot save results"), q(err));
                return false;
            }
        }
    }
    if (!saveAtomically(summaryPath, summary_, err)) {
        showError(tr("Cannot save results"), q(err));
        return false;
    }
    addRecent(summaryPath);
    statusBar()->showMessage(tr("Results saved to %1").arg(summaryOnly ? summaryPath : target));
    resultsUnsaved_ = false;
    return true;
}

bool MainWindow::exportChart(charts::ChartKind kind, const QString &file, const charts::ExportOptions &options) {
    QString error;
    if (!charts::exportFigure(data_, kind, charts_.at(kind)->style(), options, file, error)) {
        showError(tr("Cannot export chart"), error);
        return false;
    }
    statusBar()->showMessage(tr("Chart written to %1 (and its data as CSV)").arg(isolated(file)));
    return true;
}

void MainWindow::exportChartDialog(charts::ChartKind kind) {
    ExportDialog::Setup setup;
    setup.title = tr("Export chart: %1").arg(charts::kindTitle(kind));
    setup.journalSizes = true;
    setup.fontSize = true;
    ExportDialog dlg(setup, this);
    QString file;
    if (!dlg.ask(tr("Export chart"), charts::kindKey(kind) + QStringLiteral(".pdf"), file)) return;
    charts::ChartStyle &style = charts_.at(kind)->style();
    const double oldFont = style.fontPt;
    style.fontPt = dlg.fontPt();
    exportChart(kind, file, dlg.options());
    style.fontPt = oldFont;
}

QString MainWindow::tableText(const QTableWidget *table, QChar separator) { return ResultsView::tableText(table, separator); }

bool MainWindow::exportTableCsv(QTableWidget *table, const QString &file) {
    std::string err;
    if (!saveAtomically(file, tableText(table, QLatin1Char(',')).toUtf8(), err)) {
        showError(tr("Cannot export table"), q(err));
        return false;
    }
    return true;
}

void MainWindow::addRecent(const QString &path) {
    QSettings s;
    QStringList files = s.value(QStringLiteral("recentFiles")).toStringList();
    const QString abs = QFileInfo(path).absoluteFilePath();
    files.removeAll(abs);
    files.prepend(abs);
    while (files.size() > 10) files.removeLast();
    s.setValue(QStringLiteral("recentFiles"), files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu() {
    recentMenu_->clear();
    const QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString &f : files) recentMenu_->addAction(f, this, [this, f] { openFile(f); });
    recentMenu_->setEnabled(!files.isEmpty());
}

}  // namespace rulelab
