#pragma once
// The workbench's games and readings: every installed game with its built-in readings and the
// user's own (files in userReadingDir(), shown in italics), each with a check box to choose the
// readings to run, and the plugins that could not be loaded; what the selected game or reading
// says (its options and the passages they interpret); and the user's readings themselves
// (copy one and edit it, edit, export, save).
//
// Its texts keep the translation context of the window (MainWindow::tr), where they were
// before the window was split, so that translations/*.ts still apply to them.

#include "experiment/experiment.h"
#include "game/reading.h"

#include <QString>
#include <QTreeWidget>

#include <utility>
#include <vector>

namespace rulelab {

class PluginRegistry;

class ReadingTree : public QTreeWidget {
    Q_OBJECT
public:
    explicit ReadingTree(const PluginRegistry &registry, QWidget *parent = nullptr);

    // The folder of the user's own readings (AppDataLocation/readings).
    static QString userReadingDir();

    // Fills the tree again (the user's readings from their folder); nothing is ticked.
    void reload();
    // The tree with its Copy and Export buttons below, for the window's dock.
    QWidget *withButtons();

    QString gameOf(const QTreeWidgetItem *item) const;
    const Reading *readingOf(const QTreeWidgetItem *item) const;
    QString fileOf(const QTreeWidgetItem *item) const;  // a user's reading: its file, else empty
    // A reading as an experiment names it: its id, or the file of a user's reading.
    QString specOf(const QTreeWidgetItem *item) const;
    // The ticked readings, in tree order, as (game, spec).
    std::vector<std::pair<QString, QString>> tickedReadings() const;
    // Ticks the readings `e` names (of its game) and unticks the others, without signals; false
    // when `e` is a sweep, names no reading, or names one the tree does not show.
    bool tickReadings(const Experiment &e);

    // The Reading tab: the selected game or reading with its options (empty: not a game), or
    // what was loaded when nothing is chosen yet.
    QString selectionHtml() const;
    QString overviewHtml() const;
    QString loadedText() const;  // "N game(s) loaded", for the status bar

    // Saves `reading` as a user reading (checked first) and shows it in the tree.
    bool saveUserReading(const Reading &reading, QString *path = nullptr);
    void copyReading();    // the selected reading (or the game's defaults) into the editor, then saved
    void editReading();    // the selected user reading
    void exportReading();  // the selected reading as a reading file

signals:
    void failed(const QString &title, const QString &text);
    void message(const QString &text);
    void reloaded();

private:
    const PluginRegistry &registry_;
    std::vector<std::pair<QString, Reading>> userReadings_;  // file, reading
};

}  // namespace rulelab
