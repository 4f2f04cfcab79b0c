#pragma once
// The Sources view: per game, the rule points grouped by the source they come from, each linked
// to the rule options that interpret it. Selecting an option highlights its rule points and
// selecting a rule point highlights its options. For a chosen reading it shows the sources the
// reading follows and, option by option, where it follows them, departs from them (the chosen
// value cites only other sources) or completes them (no source speaks to it); the rule is
// SourceLibrary::verdicts in core/sources.
// Also the "Methods text" export shared with `rulelab-cli methods`.

#include "plugin/game_texts.h"  // pluginText, which the views use with these
#include "sources/sources.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QTableWidget;
class QTextBrowser;
class QTreeWidget;

namespace rulelab {

class PluginRegistry;
class SourceLibrary;
struct GameInfo;

struct RuleOption;
// An option's value in plain words (a choice's label, "yes"/"no"), in the interface language;
// numbers as they are. Files and tooltips keep the id.
QString optionValueText(const std::string &gameId, const RuleOption &option, const std::string &value);

class SourcesView : public QWidget {
    Q_OBJECT
public:
    explicit SourcesView(const PluginRegistry &registry, QWidget *parent = nullptr);

    QComboBox *gameBox() const { return game_; }
    QComboBox *readingBox() const { return reading_; }
    QTreeWidget *pointTree() const { return points_; }
    QListWidget *optionList() const { return options_; }
    QTableWidget *verdictTable() const { return verdicts_; }
    QLabel *followedLabel() const { return followed_; }
    // Shown when the game's texts are not in the interface language (plugin/game_texts.h).
    QLabel *languageNote() const { return languageNote_; }
    QTextBrowser *pointText() const { return pointText_; }

    // Wide enough that rule point titles and citations can be read in the dock at first start.
    QSize sizeHint() const override { return {380, 600}; }

    void setGame(const QString &gameId);
    // The game list again, from the registry (a game was added while the window was open).
    void reloadGames();
    void setReading(const QString &readingId);
    // The rule point ids / option ids currently highlighted (selected).
    QStringList selectedPoints() const;
    QStringList selectedOptions() const;

    // The width of the points tree's "Where" column (for tests).
    int whereColumnWidth() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fillGame();
    void fillPoints(const GameInfo &info);   // the points tree, by source
    // "Where" (a locator: "Rules s. 13", or a line of Ludii's program) takes at most a third of
    // the tree, so that the rule points' titles keep the rest, wrapped, however narrow the dock.
    void fitWhereColumn();
    void fillOptions(const GameInfo &info);  // the options list
    void fillReading();
    void onOptionSelection();
    void onPointSelection();
    void showPoint(const QString &id);

    const PluginRegistry &registry_;
    const SourceLibrary &library_;
    // The rule points of the shown game: data/sources' file, or for a game without one (a game
    // defined by a rules file, whose rules carry their own citations) one point per cited rule.
    const GameSources *sources(const std::string &gameId) const;
    // A rule point as the tree names it: its code and title; a rules file's point (named after its
    // rules' ids) by its rules' labels in the interface language.
    QString pointTitle(const GameInfo &info, const RulePoint &p) const;
    GameSources derived_;
    QComboBox *game_ = nullptr, *reading_ = nullptr;
    QTreeWidget *points_ = nullptr;
    QListWidget *options_ = nullptr;
    QTextBrowser *pointText_ = nullptr;
    QLabel *followed_ = nullptr;
    QLabel *languageNote_ = nullptr;
    QTableWidget *verdicts_ = nullptr;
    bool syncing_ = false;
};

// Writes the methods text of a summary document to `file` (.tex: LaTeX, anything else:
// Markdown) and its BibTeX beside it (same base name, .bib). Returns false with a message.
bool exportMethods(const PluginRegistry &registry, const QByteArray &summary, const QString &file, QString &error);
// Asks for a file and exports; reports errors in a message box.
void exportMethodsDialog(QWidget *parent, const PluginRegistry &registry, const QByteArray &summary);

}  // namespace rulelab
