#include "experiment_panel.h"

#include "experiment/outcome_text.h"
#include "widget_rows.h"

#include "experiment/display_names.h"

#include "main_window.h"  // MainWindow::tr, the translation context of these texts
#include "reading_tree.h"
#include "shown_text.h"
#include "plugin/qt_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace rulelab {

namespace {
const QStringList kAgentPresets{QStringLiteral("random"),    QStringLiteral("greedy"),   QStringLiteral("mcts:200"),
                                QStringLiteral("mcts:1000"), QStringLiteral("search:2"), QStringLiteral("search:4")};
}  // namespace

ExperimentPanel::ExperimentPanel(ReadingTree *tree, QWidget *parent) : QWidget(parent), tree_(tree) {
    auto *form = new QFormLayout;
    // Long labels (in Hindi and Urdu especially) go above their field rather than widening the dock.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    addAgentRows(form);
    matches_ = newCountBox(1, 100000000, 1000);
    form->addRow(MainWindow::tr("&Matches per reading:"), matches_);
    addPrecisionRows(form);
    seed_ = new QLineEdit(QStringLiteral("1"));
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), seed_));
    form->addRow(MainWindow::tr("S&eed:"), seed_);
    QGroupBox *capsBox = newCapsBox();
    readingsNote_ = new QLabel;
    readingsNote_->setWordWrap(true);
    run_ = new QPushButton(MainWindow::tr("&Run"));
    run_->setToolTip(MainWindow::tr("Play the matches of every ticked reading in the background (Ctrl+R)"));
    cancel_ = new QPushButton(MainWindow::tr("&Cancel"));
    cancel_->setEnabled(false);
    connect(run_, &QPushButton::clicked, this, &ExperimentPanel::runRequested);
    connect(cancel_, &QPushButton::clicked, this, &ExperimentPanel::cancelRequested);
    progress_ = new QProgressBar;
    progress_->setRange(0, 1000);
    progress_->setValue(0);
    progressText_ = new QLabel;
    // A long progress or error line wraps inside the panel instead of widening the window.
    progressText_->setWordWrap(true);
    progressText_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(run_);
    buttons->addWidget(cancel_);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(capsBox);
    layout->addWidget(readingsNote_);
    layout->addLayout(buttons);
    layout->addWidget(progress_);
    layout->addWidget(progressText_);
    layout->addStretch();
}

// The agents of the two seats and the seat swap.
void ExperimentPanel::addAgentRows(QFormLayout *form) {
    for (int s = 0; s < 2; ++s) {
        agents_[s] = new QComboBox;
        agents_[s]->setEditable(true);
        addAgentPresets(agents_[s], kAgentPresets);  // in words; a spec may be typed
        agents_[s]->setToolTip(MainWindow::tr("random, greedy, mcts:PLAYOUTS or search:DEPTH"));
        agents_[s]->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        agents_[s]->setMinimumContentsLength(10);
    }
    form->addRow(MainWindow::tr("Agent &A (first seat):"), agents_[0]);
    form->addRow(MainWindow::tr("Agent &B (second seat):"), agents_[1]);
    swap_ = new QCheckBox(MainWindow::tr("&Swap seats every other match"));
    form->addRow(QString(), swap_);
}

// Run to a precision: blocks of 1000 matches until the metric's 95% interval is narrow enough; the
// matches per reading are then the most (the same rule as the CLI's --precision).
void ExperimentPanel::addPrecisionRows(QFormLayout *form) {
    precisionOn_ = new QCheckBox(MainWindow::tr("Run until"));
    precisionMetric_ = new QComboBox;
    // Plain names shown, metric ids kept as the items' data (what the experiment file holds).
    for (const char *id : {"AdvantageP1", "first_mover_win_rate", "Completion", "Drawishness", "turns_mean", "rounds_mean"}) {
        precisionMetric_->addItem(metricName(id), QString::fromLatin1(id));
        precisionMetric_->setItemData(precisionMetric_->count() - 1, QString::fromLatin1(id), Qt::ToolTipRole);
    }
    precisionMetric_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    precisionMetric_->setMinimumContentsLength(8);
    precisionWidth_ = new QDoubleSpinBox;
    precisionWidth_->setDecimals(4);
    precisionWidth_->setRange(0.0001, 1000);
    precisionWidth_->setValue(0.01);
    precisionWidth_->setPrefix(QStringLiteral("\u00b1 "));
    precisionOn_->setToolTip(
        MainWindow::tr("Play blocks of 1000 matches until the metric's 95% interval is at most this wide on each "
                       "side; Matches per reading is then the most."));
    for (QWidget *x : {static_cast<QWidget *>(precisionMetric_), static_cast<QWidget *>(precisionWidth_)}) {
        x->setEnabled(false);
        connect(precisionOn_, &QCheckBox::toggled, x, &QWidget::setEnabled);
    }
    // "Run until" above its metric and width, so that the row does not set the panel's width.
    auto *precisionRow = new QHBoxLayout;
    precisionRow->addWidget(precisionMetric_, 1);
    precisionRow->addWidget(precisionWidth_);
    form->addRow(precisionOn_);
    form->addRow(precisionRow);
}

// The caps of a match, each in a spin box kept by its key.
QGroupBox *ExperimentPanel::newCapsBox() {
    auto *capsBox = new QGroupBox(MainWindow::tr("Caps (a match stopped by a cap is a result)"));
    capsBox->setCheckable(false);
    auto *capsForm = new QFormLayout(capsBox);
    capsForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    const Limits d;
    const std::vector<std::tuple<std::string, QString, int64_t>> caps = {
        {"max_turns", MainWindow::tr("Turns per match:"), d.maxTurns},
        {"max_relay_laps", MainWindow::tr("Laps per sowing:"), d.maxRelayLaps},
        {"repeat_k", MainWindow::tr("Repeats of a position:"), d.repeatK},
        {"no_capture_turns", MainWindow::tr("Turns without capture:"), d.noCaptureTurns},
        {"max_rounds", MainWindow::tr("Rounds per match:"), d.maxRounds},
        {"max_throws", MainWindow::tr("Throws per match:"), d.maxThrows},
        {"stall_proof_nodes", MainWindow::tr("Positions a stall proof may explore:"), d.stallProofNodes}};
    for (const auto &[key, label, value] : caps) {
        auto *box = new QSpinBox;
        box->setRange(1, 1000000000);
        box->setValue(static_cast<int>(value));
        box->setToolTip(q(key));
        capsForm->addRow(label, box);
        caps_[key] = box;
    }
    return capsBox;
}

void ExperimentPanel::setExperiment(const Experiment &e) {
    experiment_ = e;
    experimentToPanel(experiment_);
}

void ExperimentPanel::newExperiment() {
    setExperiment(Experiment());
    readingsFromTree_ = true;
    readingsNote_->clear();
}

void ExperimentPanel::useTickedReadings() {
    readingsFromTree_ = true;
    readingsNote_->clear();
}

void ExperimentPanel::experimentToPanel(const Experiment &e) {
    for (int seat : {0, 1}) showAgentSpec(agents_[seat], q(e.agents[static_cast<size_t>(seat)].text()));
    swap_->setChecked(e.swapSeats);
    matches_->setValue(static_cast<int>(std::min<int64_t>(e.matches, matches_->maximum())));
    seed_->setText(QString::number(e.seed));
    precisionOn_->setChecked(!e.precision.empty());
    if (!e.precision.empty()) {
        const auto &[metric, width] = *e.precision.begin();
        if (precisionMetric_->findData(q(metric)) < 0) precisionMetric_->addItem(metricName(metric), q(metric));
        precisionMetric_->setCurrentIndex(precisionMetric_->findData(q(metric)));
        precisionWidth_->setValue(width);
    }
    caps_["max_turns"]->setValue(static_cast<int>(e.limits.maxTurns));
    caps_["max_relay_laps"]->setValue(static_cast<int>(e.limits.maxRelayLaps));
    caps_["repeat_k"]->setValue(e.limits.repeatK);
    caps_["no_capture_turns"]->setValue(e.limits.noCaptureTurns);
    caps_["max_rounds"]->setValue(e.limits.maxRounds);
    caps_["max_throws"]->setValue(static_cast<int>(e.limits.maxThrows));
    caps_["stall_proof_nodes"]->setValue(static_cast<int>(e.limits.stallProofNodes));
    // Tick the tree items the experiment names; keep the experiment's own list otherwise.
    const bool allFound = tree_->tickReadings(e);
    readingsFromTree_ = allFound || (e.readings.empty() && e.sweepBase.empty());
    if (readingsFromTree_) readingsNote_->clear();
    else
        readingsNote_->setText(
            e.sweepBase.empty()
                ? MainWindow::tr("Readings: the %n of the opened experiment (tick readings to replace them).", nullptr,
                                 static_cast<int>(e.readings.size()))
                : MainWindow::tr("Sweep of '%1' over %n option(s), as in the opened experiment (tick readings to replace it).",
                                 nullptr, static_cast<int>(e.vary.size()))
                      .arg(q(e.sweepBase)));
}

bool ExperimentPanel::settingsFromPanel(Experiment &e, QString &error) const {
    std::string err;
    const QString agents = agentSpecOf(agents_[0]) + QLatin1Char(',') + agentSpecOf(agents_[1]);
    if (!parseAgentPair(agents.toStdString(), e.agents, err)) {
        error = MainWindow::tr("Agents: %1").arg(q(err));
        return false;
    }
    e.swapSeats = swap_->isChecked();
    e.matches = matches_->value();
    e.precision.clear();
    if (precisionOn_->isChecked())
        e.precision[precisionMetric_->currentData().toString().toStdString()] = precisionWidth_->value();
    bool ok = false;
    e.seed = seed_->text().toULongLong(&ok);
    if (!ok) {
        error = MainWindow::tr("The seed must be a whole number from 0 to 18446744073709551615.");
        return false;
    }
    for (const auto &[key, box] : caps_) {
        const std::string le = applyLimit(e.limits, key, box->value());
        if (!le.empty()) {
            error = q(key + ": " + le);
            return false;
        }
    }
    return true;
}

bool ExperimentPanel::experimentFromPanel(Experiment &e, QString &error) const {
    e = experiment_;
    if (!settingsFromPanel(e, error)) return false;
    if (readingsFromTree_) {
        e.readings.clear();
        e.sweepBase.clear();
        e.vary.clear();
        QString game;
        for (const auto &[readingGame, spec] : tree_->tickedReadings()) {
            if (!game.isEmpty() && game != readingGame) {
                error = MainWindow::tr("Tick readings of one game only.");
                return false;
            }
            game = readingGame;
            ReadingRef ref;
            ref.spec = spec.toStdString();
            e.readings.push_back(ref);
        }
        if (e.readings.empty()) {
            error = MainWindow::tr("Tick at least one reading to run (in Games and readings).");
            return false;
        }
        if (e.game != game.toStdString()) e.overrides.clear();  // overrides belong to the opened game
        e.game = game.toStdString();
    }
    return true;
}

bool ExperimentPanel::applySweep(const QString &game, const QString &baseSpec, const Vary &vary, QString &error) {
    // Agents, matches, seed and caps as the panel has them; the readings become the sweep's cells.
    Experiment e = experiment_;
    if (!settingsFromPanel(e, error)) return false;
    e.game = game.toStdString();
    e.readings.clear();
    e.overrides.clear();
    e.sweepBase = baseSpec.toStdString();
    e.vary = vary;
    std::string err;
    if (!checkSweep(e, err)) {  // the cells themselves are made with the game's rules at hand (expandSweep)
        error = q(err);
        return false;
    }
    setExperiment(e);
    return true;
}

void ExperimentPanel::setRunning(bool running) {
    run_->setEnabled(!running);
    cancel_->setEnabled(running);
    if (running) {
        progress_->setValue(0);
        progressText_->setText(MainWindow::tr("Starting..."));
    }
}

void ExperimentPanel::showProgress(int reading, int readings, qint64 done, qint64 total, double rate, double secondsLeft) {
    if (total <= 0) return;
    // done and total count the matches of every reading (the readings are played interleaved).
    progress_->setValue(static_cast<int>(1000.0 * static_cast<double>(done) / static_cast<double>(total)));
    progressText_->setText(MainWindow::tr("%1 of %2 matches (all readings, now reading %3 of %4), %5 matches/s, about %6 left")
                               .arg(done)
                               .arg(total)
                               .arg(reading + 1)
                               .arg(readings)
                               .arg(static_cast<qint64>(rate))
                               .arg(durationText(secondsLeft)));
}

QString ExperimentPanel::durationText(double seconds) {
    const qint64 s = std::max<qint64>(0, static_cast<qint64>(std::llround(seconds)));
    const qint64 h = s / 3600, m = (s / 60) % 60, sec = s % 60;
    if (h > 0) return QStringLiteral("%1:%2:%3").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(sec, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(sec, 2, 10, QLatin1Char('0'));
}

void ExperimentPanel::showFinished(const ExperimentResult &result) {
    progress_->setValue(result.cancelled ? progress_->value() : 1000);
    int64_t done = 0;
    for (const auto &r : result.readings) done += r.stats.matches;
    progressText_->setText(
        result.cancelled
            ? MainWindow::tr("Cancelled: partial results (%1 matches in %2 reading(s)).").arg(done).arg(result.readings.size())
            : MainWindow::tr("Finished: %1 matches.").arg(done));
}

void ExperimentPanel::showProgressText(const QString &text) { progressText_->setText(text); }

}  // namespace rulelab
