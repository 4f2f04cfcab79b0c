#pragma once
// Games defined by rules files (docs/rules-files.md) in the workbench:
//  - File > New Game from Rules File: loads a file into the running workbench, its problems
//    listed in the dialog (file, field, allowed values), so it can be fixed and loaded again;
//  - Edit > Edit Game Rules: a form over the rules-file vocabulary (every rule fixed or open,
//    its values, default and citation; the board; the readings) that saves a checked rules file,
//    so that nobody has to write JSON. Fields the form does not show (explanations, per-value
//    citations, descriptions) are kept from the file it started from.

#include <QDialog>
#include <QJsonObject>
#include <QMap>

#include <functional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace rulelab {

class GameCollectionPlugin;
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
    enum RuleColumn { RuleCol, OpenCol, ValuesCol, DefaultCol, SourceCol, LocatorCol };
    enum ReadingColumn { ReadingIdCol, ReadingNameCol, ReadingSourceCol, ReadingOptionsCol };

    RulesFormDialog(const GameCollectionPlugin &rules, QWidget *parent = nullptr);
    // Starts from a rules file's content (or, empty, from the vocabulary's defaults).
    void setContent(const QJsonObject &file);
    // The file the form describes now.
    QJsonObject content() const;
    // Checks the form as loading a file does and, when sound, saves it atomically to `path`;
    // false with the problems listed in the form.
    bool saveTo(const QString &path);
    QString savedPath() const { return saved_; }
    // A check of the id before saving (e.g. against the loaded games): a problem, or empty.
    void setIdCheck(std::function<QString(const QString &id)> check) { idCheck_ = std::move(check); }

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
    // Sets a rule's cells as a user types them (values: "a, b" or "1-9" for a number).
    void setRule(const QString &rule, bool open, const QString &values, const QString &defaultValue, const QString &source,
                 const QString &locator);

private:
    void saveAs();
    void addReadingRow(const QString &id, const QString &name, const QString &source, const QString &options);
    const GameCollectionPlugin &plugin_;
    QJsonObject original_;
    QLineEdit *id_, *name_, *player0_, *player1_, *sources_, *boardSource_, *boardLocator_;
    QPlainTextEdit *summary_;
    QSpinBox *holes_, *counters_;
    QTableWidget *rules_, *readings_;
    QListWidget *problems_;
    QLabel *status_;
    QString saved_;
    std::function<QString(const QString &)> idCheck_;
};

}  // namespace rulelab
