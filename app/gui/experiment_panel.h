#pragma once
// The experiment panel of the workbench (its left dock): the agents of the two seats, seat
// swapping, matches per reading or a run to a precision, the seed and the caps; the experiment
// it edits (opened from a file, or a sweep set up in the Sweep dialog) with the readings ticked
// in the ReadingTree; Run and Cancel with the run's progress.
//
// Its texts keep the translation context of the window (MainWindow::tr), where they were
// before the window was split, so that translations/*.ts still apply to them.

#include "experiment/experiment.h"
#include "experiment/experiment_runner.h"

#include <QString>
#include <QWidget>

#include <map>
#include <string>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace rulelab {

class ReadingTree;

class ExperimentPanel : public QWidget {
    Q_OBJECT
public:
    using Vary = std::vector<std::pair<std::string, std::vector<std::string>>>;

    explicit ExperimentPanel(ReadingTree *tree, QWidget *parent = nullptr);

    QPushButton *runButton() const { return run_; }
    QPushButton *cancelButton() const { return cancel_; }
    QProgressBar *progressBar() const { return progress_; }
    QSpinBox *matchesBox() const { return matches_; }
    QCheckBox *precisionBox() const { return precisionOn_; }
    QComboBox *precisionMetricBox() const { return precisionMetric_; }
    QDoubleSpinBox *precisionWidthBox() const { return precisionWidth_; }
    QLineEdit *seedEdit() const { return seed_; }
    QComboBox *agentBox(int seat) const { return agents_[seat]; }

    // The experiment the panel edits (readings, sweep, overrides and metrics as opened).
    const Experiment &experiment() const { return experiment_; }
    // Shows `e` and edits it from now on; ticks its readings in the tree when the tree has them all.
    void setExperiment(const Experiment &e);
    void newExperiment();
    // `e` (as just saved) is the experiment edited from now on; the panel already shows it.
    void keep(const Experiment &e) { experiment_ = e; }
    // The user ticked or unticked a reading: the ticked readings are the experiment's again.
    void useTickedReadings();

    // Agents, seats, matches, seed and caps as the panel shows them (not the readings).
    bool settingsFromPanel(Experiment &e, QString &error) const;
    // The experiment to run or save: the edited one with the panel's settings, and the ticked
    // readings unless an opened experiment's own are kept.
    bool experimentFromPanel(Experiment &e, QString &error) const;
    // Makes the experiment a sweep of `baseSpec` of `game` over `vary` (what the Sweep dialog gives).
    bool applySweep(const QString &game, const QString &baseSpec, const Vary &vary, QString &error);

    void setRunning(bool running);
    void showProgress(int reading, int readings, qint64 done, qint64 total, double rate, double secondsLeft);
    // A duration as h:mm:ss (m:ss under an hour), for the time left.
    static QString durationText(double seconds);
    void showFinished(const ExperimentResult &result);
    void showProgressText(const QString &text);

signals:
    void runRequested();
    void cancelRequested();

private:
    void experimentToPanel(const Experiment &e);
    // The constructor's parts: the agents' rows, the precision's rows, the caps' box.
    void addAgentRows(QFormLayout *form);
    void addPrecisionRows(QFormLayout *form);
    QGroupBox *newCapsBox();

    ReadingTree *tree_;
    QComboBox *agents_[2] = {nullptr, nullptr};
    QCheckBox *swap_ = nullptr;
    QSpinBox *matches_ = nullptr;
    QCheckBox *precisionOn_ = nullptr;
    QComboBox *precisionMetric_ = nullptr;
    QDoubleSpinBox *precisionWidth_ = nullptr;
    QLineEdit *seed_ = nullptr;
    std::map<std::string, QSpinBox *> caps_;
    QLabel *readingsNote_ = nullptr;
    QPushButton *run_ = nullptr, *cancel_ = nullptr;
    QProgressBar *progress_ = nullptr;
    QLabel *progressText_ = nullptr;

    Experiment experiment_;         // the experiment the panel edits
    bool readingsFromTree_ = true;  // false while an opened experiment's readings are kept
};

}  // namespace rulelab
