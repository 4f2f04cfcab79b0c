#pragma once
// Games defined by rules files (docs/rules-files.md) in the workbench:
//  - File > New Game from Rules File: loads a file into the running workbench, its problems
//    listed in the dialog (file, field, allowed values), so it can be fixed and loaded again;
//  - Edit > Edit Game Rules: a form over the rules-file vocabulary (every rule fixed or open,
//    its values, default and citation; the board; the readings) that saves a checked rules file,
//    so that nobody has to write JSON. Fields the form does not show (explanations, per-value
//    citations, descriptions) are kept from the file it started from. The form is checked as
//    it is typed (rulelab-cli check's own check, rules_form_live.cpp), each problem shown beside
//    its field, and an unfinished draft can be saved and opened again. The file's translations
//    are kept for every text left as it was; those of an edited text are left out, and a note
//    under the form says which (rules_form_translations.h).

#include <QDialog>
#include <QJsonObject>
#include <QMap>
#include <QSet>

#include <functional>

class QCheckBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace rulelab {

class GameCollectionPlugin;
struct GameInfo;
class PluginRegistry;

class NewGameFromFileDialog : public QDialog {
    Q_OBJECT
public:
    NewGameFromFileDialog(PluginRegistry &registry, QWidget *parent = nullptr);
    QLineEdit *pathEdit() const { return path_; }
    QListWidget *problemList() const { return problems_; }
    QCheckBox *rememberBox() const { return remember_; }
    QPushButton *loadButton() const { return load_; }
    // Loads the file named in the path field; false with its problems listed.
    bool load();
    QString loadedGame() const { return loaded_; }

signals:
    void gameLoaded(const QString &gameId);

private:
    PluginRegistry &registry_;
    QLineEdit *path_;
    QListWidget *problems_;
    QCheckBox *remember_;
    QPushButton *load_;
    QString loaded_;
};

class RulesFormDialog : public QDialog {
    Q_OBJECT
public:
    enum RuleColumn { RuleCol, OpenCol, ValuesCol, DefaultCol, SourceCol, LocatorCol, ProblemCol };
    enum ReadingColumn { ReadingIdCol, ReadingNameCol, ReadingSourceCol, ReadingOptionsCol, ReadingProblemCol };

    RulesFormDialog(const GameCollectionPlugin &rules, QWidget *parent = nullptr);
    // Starts from a rules file's content (or, empty, from the vocabulary's defaults).
    void setContent(const QJsonObject &file);
    // The file the form describes now.
    QJsonObject content() const;
    // Whether the form holds edits saved neither as a rules file nor as a draft since it was
    // filled (setContent, openDraft) or last saved.
    bool hasUnsavedEdits() const { return content() != kept_; }
    // Cancel, Escape or closing the window: with unsaved edits it first asks (unsavedRulesBox)
    // Save (a draft) / Discard / Cancel, unless quiet (the window's tests, --screenshot).
    void reject() override;
    void setQuiet(bool quiet) { quiet_ = quiet; }
    // Checks the form as loading a file does and, when sound, saves it atomically to `path`;
    // false with the problems listed in the form.
    bool saveTo(const QString &path);
    QString savedPath() const { return saved_; }
    // Writes the form as it is, problems and all (atomically), to finish later; false when the
    // file cannot be written. The status says how many problems remain.
    bool saveDraftTo(const QString &path);
    // Starts from a saved draft (or any rules file) and shows its problems; false when it
    // cannot be read as JSON.
    bool openDraft(const QString &path);
    // Runs the check now (it runs by itself 300 ms after the last edit); the problems found.
    QStringList checkNow();
    int problemCount() const { return problemCount_; }
    // The problem shown under a top field ("id", "name", "summary", "players", "sources",
    // "board", "readings"); empty when there is none.
    QString fieldProblem(const QString &field) const;
    QLabel *countLabel() const { return count_; }
    // The translations the file started with that the form leaves out because their English text
    // was edited or removed ("Hindi: “text”"), as the note under the form lists them (hidden when none).
    QStringList droppedTranslations() const;
    QLabel *translationNote() const { return translationNote_; }
    // Rules a file may leave out (a simulation guard, or a mechanic the game lacks), as the
    // check itself tells: it does not report them missing.
    bool isOptionalRule(const QString &rule) const { return optional_.contains(rule); }
    // A check of the id before saving (e.g. against the loaded games): a problem, or empty.
    void setIdCheck(std::function<QString(const QString &id)> check) { idCheck_ = std::move(check); }

    // Run: the draft's readings played a few matches each (the window's run, its results in the
    // Results tab), without saving the file. The window answers runRequested and reports back.
    QPushButton *runButton() const { return run_; }
    QPushButton *cancelRunButton() const { return cancelRun_; }
    QSpinBox *runMatchesBox() const { return runMatches_; }
    QProgressBar *runProgress() const { return runProgress_; }
    void setRunning(bool running);
    void showRunProgress(qint64 done, qint64 total);
    // A line under the form (what the run did, or why it did not start).
    void showStatus(const QString &text);
    QLabel *statusLabel() const { return status_; }

    QLineEdit *idEdit() const { return id_; }
    QLineEdit *nameEdit() const { return name_; }
    QPlainTextEdit *summaryEdit() const { return summary_; }
    QLineEdit *sourcesEdit() const { return sources_; }
    QSpinBox *holesBox() const { return holes_; }
    QSpinBox *countersBox() const { return counters_; }
    QLineEdit *boardSourceEdit() const { return boardSource_; }
    QLineEdit *boardLocatorEdit() const { return boardLocator_; }
    QTableWidget *ruleTable() const { return rules_; }
    QTableWidget *readingTable() const { return readings_; }
    QListWidget *problemList() const { return problems_; }
    int rowOfRule(const QString &rule) const;
    // Where a problem is, in words: "Name", "Capture (citations)", "Reading 2 (id)" for the
    // check's "name", "rules.capture.citations", "readings[1].id".
    QString placeOf(const QString &field) const;
    // A check's line "ORIGIN: FIELD: message" as the list shows it: the place in words, the
    // message in the interface's language, the origin kept when it is a file's name.
    QString problemText(const QString &line, const QString &origin) const;
    // Sets a rule's cells as a user types them (values: "a, b" or "1-9" for a number).
    void setRule(const QString &rule, bool open, const QString &values, const QString &defaultValue, const QString &source,
                 const QString &locator);

signals:
    void runRequested(int matchesPerReading);
    void cancelRunRequested();

private:
    QJsonObject kept_;  // the content last filled in or saved (hasUnsavedEdits)
    bool quiet_ = false;
    QWidget *buildRunRow();
    void saveAs();
    void saveDraft();
    void openDraftFile();
    QWidget *addProblemRow(QFormLayout *form, const QString &field);
    QFormLayout *buildGameFields();
    void buildRuleTable(const GameInfo &voc);
    void connectLiveCheck();
    void showProblems(const QStringList &problems, const QString &origin);
    QSet<QString> probeOptionalRules() const;
    void addReadingRow(const QString &id, const QString &name, const QString &source, const QString &options);
    const GameCollectionPlugin &plugin_;
    QJsonObject original_;
    QLineEdit *id_, *name_, *player0_, *player1_, *sources_, *boardSource_, *boardLocator_;
    QPlainTextEdit *summary_;
    QSpinBox *holes_, *counters_;
    QTableWidget *rules_, *readings_;
    QListWidget *problems_;
    QLabel *status_, *count_ = nullptr, *translationNote_ = nullptr;
    QPushButton *run_ = nullptr, *cancelRun_ = nullptr;
    QSpinBox *runMatches_ = nullptr;
    QProgressBar *runProgress_ = nullptr;
    QTimer *checkTimer_ = nullptr;
    QMap<QString, QLabel *> fieldProblems_;
    QSet<QString> optional_;
    int problemCount_ = 0;
    QString saved_, draft_;
    std::function<QString(const QString &)> idCheck_;
};

}  // namespace rulelab
