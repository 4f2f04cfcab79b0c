// The replay view's files: saving and exporting a match, and the dialogs that open one
// (File > Open Match...: OpenMatchDialog). Split from replay_view.cpp; texts keep the
// ReplayView context.
#include "replay_view.h"

#include "plugin/file_access.h"
#include "plugin/qt_text.h"
#include "board_widget.h"
#include "experiment/display_names.h"
#include "experiment/experiment_runner.h"
#include "experiment/glossary.h"
#include "plugin/plugin_registry.h"
#include "experiment/prepared_reading.h"
#include "experiment/result_merge.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace rulelab {

bool ReplayView::saveMatchFile(const QString &path) {
    std::string err;
    if (!loaded_ || !rulelab::saveMatchFile(path, replay_, err)) {
        fail(tr("Cannot save match"), loaded_ ? q(err) : tr("no match is open"));
        return false;
    }
    emit matchFileUsed(path);
    return true;
}

bool ReplayView::exportText(const QString &path) {
    QSaveFile f(path);
    if (!loaded_ || !f.open(QIODevice::WriteOnly)) {
        fail(tr("Cannot export"), loaded_ ? tr("%1: cannot write: %2").arg(path, f.errorString()) : tr("no match is open"));
        return false;
    }
    f.write(replayText(replay_, true).toUtf8());
    if (!f.commit()) {
        fail(tr("Cannot export"), tr("%1: cannot write: %2").arg(path, f.errorString()));
        return false;
    }
    return true;
}

bool ReplayView::exportBoard(const QString &path) {
    QString err;
    const bool svg = path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive);
    if (!loaded_ || !(svg ? board_->exportSvg(path, err) : board_->exportPng(path, err))) {
        fail(tr("Cannot export"), loaded_ ? err : tr("no match is open"));
        return false;
    }
    return true;
}

void ReplayView::saveDialog() {
    const QString f = QFileDialog::getSaveFileName(
        this, tr("Save match"),
        QStringLiteral("%1-%2-match%3.json").arg(q(replay_.gameId), q(replay_.readingId)).arg(replay_.index),
        tr("Match files (*.json)"));
    if (!f.isEmpty()) saveMatchFile(f);
}

void ReplayView::openDialog() {
    const QString f = QFileDialog::getOpenFileName(this, tr("Open saved match"), QString(), tr("Match files (*.json)"));
    if (!f.isEmpty()) openMatchFile(f);
}

void ReplayView::exportBoardDialog() {
    const QString f = QFileDialog::getSaveFileName(this, tr("Export board"), QStringLiteral("board.png"),
                                                   tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (!f.isEmpty()) exportBoard(f);
}

void ReplayView::exportTextDialog() {
    const QString f =
        QFileDialog::getSaveFileName(this, tr("Export match as text"), QStringLiteral("match.txt"), tr("Text files (*.txt)"));
    if (!f.isEmpty()) exportText(f);
}

void ReplayView::openMatchDialog() {
    OpenMatchDialog d(registry_, experiment_, this);
    if (d.exec() != QDialog::Accepted) return;
    Experiment e;
    int64_t index = 0;
    QString error;
    if (!d.result(e, index, error)) {
        fail(tr("Cannot open match"), error);
        return;
    }
    openMatch(e, index);
}

// ---- dialog ----

OpenMatchDialog::OpenMatchDialog(const PluginRegistry &registry, const Experiment &defaults, QWidget *parent)
    : QDialog(parent), registry_(registry) {
    setWindowTitle(tr("Open match"));
    auto *form = new QFormLayout(this);
    game_ = new QComboBox;
    for (const auto &g : registry.games()) game_->addItem(q(g.plugin->info().name), q(g.plugin->info().id));
    const int gi = game_->findData(q(defaults.game));
    if (gi >= 0) game_->setCurrentIndex(gi);
    reading_ = new QComboBox;
    reading_->setEditable(true);
    reading_->setToolTip(tr("A built-in reading id, or the path of a reading file"));
    seed_ = new QLineEdit(QString::number(defaults.seed));
    index_ = new QSpinBox;
    index_->setRange(0, 2000000000);
    agents_ = new QLineEdit(q(defaults.agents[0].text() + "," + defaults.agents[1].text()));
    agents_->setToolTip(tr("Agents per seat, as in the run: random, greedy, mcts:PLAYOUTS, search:DEPTH"));
    swap_ = new QCheckBox(tr("Odd-numbered matches swap the agents' seats"));
    swap_->setChecked(defaults.swapSeats);
    form->addRow(tr("Game"), game_);
    form->addRow(tr("Reading"), reading_);
    form->addRow(tr("Experiment seed"), seed_);
    form->addRow(tr("Match index"), index_);
    form->addRow(tr("Agents"), agents_);
    form->addRow(QString(), swap_);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    connect(game_, &QComboBox::currentIndexChanged, this, [this] { fillReadings(); });
    fillReadings();
    if (!defaults.readings.empty() && defaults.game == game_->currentData().toString().toStdString()) {
        const auto &r = defaults.readings.front();
        reading_->setCurrentText(q(r.isInline ? r.reading.id : r.spec));
    }
}

void OpenMatchDialog::fillReadings() {
    reading_->clear();
    if (const LoadedGame *g = registry_.find(game_->currentData().toString().toStdString()))
        for (const auto &r : g->readings) reading_->addItem(q(r.id));
}

bool OpenMatchDialog::result(Experiment &e, int64_t &index, QString &error) const {
    e = Experiment{};
    e.game = game_->currentData().toString().toStdString();
    ReadingRef ref;
    ref.spec = reading_->currentText().trimmed().toStdString();
    if (e.game.empty() || ref.spec.empty()) {
        error = tr("choose a game and a reading");
        return false;
    }
    e.readings = {ref};
    bool ok = false;
    e.seed = seed_->text().trimmed().toULongLong(&ok);
    if (!ok) {
        error = tr("the seed must be a whole number, not '%1'").arg(seed_->text());
        return false;
    }
    std::string err;
    if (!parseAgentPair(agents_->text().trimmed().toStdString(), e.agents, err)) {
        error = q(err);
        return false;
    }
    e.swapSeats = swap_->isChecked();
    index = index_->value();
    return true;
}

}  // namespace rulelab
