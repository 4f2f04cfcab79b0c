// The Explore tab's files: explorations saved and opened, and a candidate saved as a reading or
// run in full.
#include "explore_view.h"
#include "explore_view_parts.h"

#include "experiment/explore_verdict.h"
#include "experiment/display_names.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"

#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QRegularExpression>

namespace rulelab {

using namespace explore_parts;

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
