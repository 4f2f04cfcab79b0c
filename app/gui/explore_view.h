#pragma once
// The Explore tab (issue 20): which combinations of answers to a text's gaps give a game that
// people would have played. The historian picks, for the game of the selection, a base reading,
// the options to vary (each over all its values, or the values listed), the requirements a
// plausible reading must meet (a metric at least, at most or between bounds, or the similarity
// of its usage map with an observed one) and evidence files (observed usage maps, reported
// lengths); core's prepareExplore makes the candidates and runExplore races them in the
// background (experiment/explore.h), with the progress in words and Cancel keeping the verdicts
// reached. The result is a sortable table (each candidate's values in words, its matches, every
// requirement's estimate with its 95% interval, the verdict in words and colour), a figure of
// one requirement (charts::buildExploreChart, exported as PNG, PDF or SVG with its CSV), the
// drivers of feasibility and the methods text. A candidate double-clicked is saved as a reading
// file or run in full by the window (runInFullRequested); explorations save to and open from a
// folder (summary.json and candidates.csv, as `rulelab-cli explore --out` writes them).
//
// The forms sit in a scrolling column beside the results (a splitter), so that the tab stays
// small enough for a 1366 x 768 window in every language.

#include "charts.h"
#include "experiment/explore.h"
#include "quiet_errors.h"

#include <QFutureWatcher>
#include <QString>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPoint;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QToolButton;
class QTreeWidget;
class QVBoxLayout;

namespace rulelab {

class PluginRegistry;

class ExploreView : public QWidget, public QuietErrors {
    Q_OBJECT
public:
    explicit ExploreView(const PluginRegistry &registry, QWidget *parent = nullptr);
    ~ExploreView() override;  // cancels a run and waits for it

    // ---- the forms ----

    // The game to explore and its base reading (a built-in id or a reading file; empty: the
    // game's first reading). Another game rebuilds the forms; the same game keeps them and only
    // chooses the base. False for a game that is not loaded.
    bool setGame(const QString &gameId, const QString &baseSpec = QString());
    QString game() const { return game_; }
    QComboBox *baseBox() const { return base_; }
    // Chooses the base reading by its spec (a reading file not in the list yet is added).
    bool setBase(const QString &spec);

    // Ticks (or unticks) an option as a user would, and sets its values field (a null string
    // keeps it; empty means every value of the option). False for an unknown option.
    bool setVaried(const QString &optionId, bool varied, const QString &values = QString());
    QCheckBox *optionCheck(const QString &optionId) const;
    QLineEdit *valuesEdit(const QString &optionId) const;
    QLabel *optionError(const QString &optionId) const;  // the option's inline error (hidden when none)
    // The number of candidates the ticked options give (the product of their value counts; 1
    // with none ticked), or -1 while a ticked option's values are not valid.
    int64_t candidateCount() const;
    // Whether that many candidates are more than Max candidates, so that a sample is explored.
    bool willSample() const;
    QLabel *candidatesLabel() const { return candidates_; }

    // Adds a requirement row and sets it as a user would: `metric` a metric key (or
    // "usage_similarity"), `a` the bound (the lower one for Between), `b` the upper one of
    // Between. Returns the row's index, or -1 for a metric the chooser does not offer.
    int addRequirement(const QString &metric, Requirement::Op op, double a, double b = 0);
    void removeRequirement(int index);
    int requirementCount() const { return static_cast<int>(requirements_.size()); }
    QPushButton *addRequirementButton() const { return addRequirement_; }
    QComboBox *requirementMetricBox(int index) const;
    QComboBox *requirementOpBox(int index) const;
    QComboBox *requirementEvidenceBox(int index) const;               // usage similarity: the usage map
    QDoubleSpinBox *requirementValueBox(int index, int which) const;  // which: 0 the bound (lower), 1 the upper

    // Adds an evidence file (an observed usage map as CSV, or a reported length as JSON), read
    // with loadEvidence; false with the error inline (naming the file and the line).
    bool addEvidenceFile(const QString &path);
    QListWidget *evidenceList() const { return evidenceList_; }
    QLabel *evidenceError() const { return evidenceError_; }

    QSpinBox *budgetBox() const { return budget_; }
    QSpinBox *firstBlockBox() const { return firstBlock_; }
    QSpinBox *maxCandidatesBox() const { return maxCandidates_; }
    QLineEdit *seedEdit() const { return seed_; }
    QDoubleSpinBox *alphaBox() const { return alpha_; }
    QToolButton *advancedButton() const { return advancedToggle_; }

    // The exploration the forms describe (agents, seats and caps from the settings provider);
    // false with every problem in `error`.
    bool specFromForm(ExploreSpec &out, QString &error) const;
    // Shows `spec` in the forms (an opened exploration's): its game, base, options, requirements,
    // evidence files (those that still load) and settings.
    void setSpec(const ExploreSpec &spec);
    // Where the agents, seat swapping and caps come from (the window's Experiment panel);
    // without one: random agents, no swapping, the default caps.
    void setSettingsProvider(std::function<bool(ExploreSpec &, QString &)> provider) { settings_ = std::move(provider); }

    // ---- running ----

    // Prepares the exploration (errors shown inline, false) and runs it in the background.
    bool start();
    // Stops the run after the matches being played; the verdicts reached are kept (`finished`).
    void cancel();
    bool isRunning() const { return watcher_ != nullptr; }
    QPushButton *runButton() const { return run_; }
    QPushButton *cancelButton() const { return cancel_; }
    QProgressBar *progressBar() const { return progress_; }
    QLabel *progressLabel() const { return progressText_; }
    QLabel *formError() const { return formError_; }
    // "Round 2 · 14 of 48 candidates decided · 12,400 of 50,000 matches"
    static QString progressText(int round, int decided, int candidates, qint64 matches, qint64 budget);

    // ---- the results ----

    const ExploreResult *result() const { return result_.get(); }
    QLabel *summaryLabel() const { return summary_; }
    QTabWidget *resultTabs() const { return resultTabs_; }
    // Columns: the candidate's number, its values in words, matches, one per requirement, verdict.
    QTableWidget *table() const { return table_; }
    // The verdict comes second, so that it stays in view however many requirements there are.
    static constexpr int kNumberColumn = 0, kVerdictColumn = 1, kCandidateColumn = 2, kMatchesColumn = 3,
                         kFirstRequirementColumn = 4;
    int verdictColumn() const;
    // The candidate (an index into result()->candidates) shown in a row of the table.
    int candidateOfRow(int row) const;
    // A verdict in the user's language ("feasible", "infeasible", "uncertain").
    static QString verdictText(Verdict v);
    // A candidate's varied values in words ("Counters per turn: 1-2; Misere: yes").
    QString candidateText(size_t candidate) const;

    QComboBox *figureRequirementBox() const { return figureRequirement_; }
    QCustomPlot *plot() const { return plot_; }
    // Writes the figure of the chosen requirement (.png, .pdf or .svg) and its CSV beside it.
    bool exportFigure(const QString &file, const charts::ExportOptions &options, double fontPt = 8);
    QTreeWidget *driversTree() const { return drivers_; }
    QPlainTextEdit *methodsEdit() const { return methods_; }
    QPushButton *copyMethodsButton() const { return copyMethods_; }

    // Saves the shown exploration into a folder (summary.json, candidates.csv); opens one (its
    // summary.json, or the folder) into the table, the figure and the forms.
    bool saveExploration(const QString &dir);
    bool openExploration(const QString &path);

    // A candidate as a reading of its own (core's candidateReading; a saved exploration's
    // candidates are prepared again from its spec).
    bool candidateReadingOf(size_t candidate, Reading &out, QString &error);
    // "Save as Reading File...": the candidate written as a reading file (atomically).
    bool saveCandidateReading(size_t candidate, const QString &path);
    // "Run in Full": asks the window to run the candidate as a reading (runInFullRequested).
    bool requestRunInFull(size_t candidate);
    // The menu a double-click opens on a candidate.
    void showCandidateMenu(size_t candidate, const QPoint &globalPos);

signals:
    void finished();  // a run ended: done or cancelled (result()->cancelled says which)
    // From the worker thread, between blocks; shown through a queued connection.
    void progressed(int round, int decided, int candidates, qint64 matches, qint64 budget);
    void runInFullRequested(const rulelab::Reading &reading);
    void fileUsed(const QString &path);  // an exploration saved or opened (for Open Recent)

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct OptionRow {
        const RuleOption *option = nullptr;
        QCheckBox *check = nullptr;
        QLabel *label = nullptr;
        QLineEdit *values = nullptr;
        QLabel *error = nullptr;
    };
    struct RequirementRow {
        QWidget *box = nullptr;
        QComboBox *metric = nullptr, *op = nullptr, *evidence = nullptr;
        QDoubleSpinBox *a = nullptr, *b = nullptr;
        QLabel *andLabel = nullptr, *error = nullptr;
    };
    struct EvidenceFile {
        QString path;
        Evidence evidence;
    };

    // The constructor's parts, called in this order (the widgets are made in the order they always were).
    QWidget *buildLeftColumn();
    void buildChoiceForms(QVBoxLayout *formLayout);
    void buildEvidenceForm(QVBoxLayout *formLayout);
    void buildBudgetForm(QVBoxLayout *formLayout);
    QWidget *buildRunBar(QWidget *scroll);
    QWidget *buildResults();
    QWidget *buildFigurePage();
    QWidget *buildMethodsPage();
    void buildOptionRows();
    const OptionRow *optionRow(const QString &id) const;
    // The values of a ticked option's field (empty: every value) and how many candidates they
    // give; false with the inline error's text.
    bool optionValues(const OptionRow &row, std::vector<std::string> &values, int64_t &count, QString &error) const;
    void updateOptionRow(const OptionRow &row);
    void updateCount();
    void updateRequirementRow(const RequirementRow &row);
    bool requirementOf(const RequirementRow &row, Requirement &out, QString &error) const;
    void fillEvidenceChoices();
    void removeEvidence();
    void addEvidenceDialog();
    void startWatcher();
    void onProgress(int round, int decided, int candidates, qint64 matches, qint64 budget);
    void finish();
    void showResult();
    void clearResult();  // no exploration shown (another game was chosen)
    void fillTable();
    void fillDrivers();
    void redrawFigure();
    void exportDialog();
    void saveDialog();
    void openDialog();
    void fail(const QString &text);                            // inline, below the forms
    void failLoud(const QString &title, const QString &text);  // and in a message box unless quiet
    QString optionLabel(const std::string &optionId) const;
    QString valueWords(const std::string &optionId, const std::string &value) const;
    const GameInfo *resultGame() const;

    const PluginRegistry &registry_;
    QString game_;
    const GameInfo *info_ = nullptr;
    std::function<bool(ExploreSpec &, QString &)> settings_;

    QLabel *title_ = nullptr;
    QComboBox *base_ = nullptr;
    QWidget *optionsBox_ = nullptr;
    QVBoxLayout *optionsLayout_ = nullptr;
    std::vector<OptionRow> options_;
    QVBoxLayout *requirementsLayout_ = nullptr;
    std::vector<RequirementRow> requirements_;
    QPushButton *addRequirement_ = nullptr;
    QListWidget *evidenceList_ = nullptr;
    QLabel *evidenceError_ = nullptr;
    std::vector<EvidenceFile> evidence_;
    QSpinBox *budget_ = nullptr, *firstBlock_ = nullptr, *maxCandidates_ = nullptr;
    QLineEdit *seed_ = nullptr;
    QDoubleSpinBox *alpha_ = nullptr;
    QToolButton *advancedToggle_ = nullptr;
    QWidget *advanced_ = nullptr;
    QLabel *candidates_ = nullptr;

    QPushButton *run_ = nullptr, *cancel_ = nullptr, *open_ = nullptr, *save_ = nullptr;
    QProgressBar *progress_ = nullptr;
    QLabel *progressText_ = nullptr, *formError_ = nullptr;

    QLabel *summary_ = nullptr;
    QTabWidget *resultTabs_ = nullptr;
    QTableWidget *table_ = nullptr;
    QComboBox *figureRequirement_ = nullptr;
    QPushButton *export_ = nullptr;
    QCustomPlot *plot_ = nullptr;
    QTreeWidget *drivers_ = nullptr;
    QPlainTextEdit *methods_ = nullptr;
    QPushButton *copyMethods_ = nullptr;

    QFutureWatcher<std::shared_ptr<ExploreResult>> *watcher_ = nullptr;
    std::atomic<bool> cancelFlag_{false};
    std::shared_ptr<const ExploreResult> result_;
    // A saved exploration's candidates prepared again (for their readings), made when first needed.
    std::shared_ptr<const PreparedExplore> reprepared_;
};

}  // namespace rulelab
