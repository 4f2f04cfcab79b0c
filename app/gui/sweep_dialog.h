#pragma once
// Sets up an option sweep by hand: a base reading, and for each option to vary the values to
// try. The workbench then runs every combination (the sweep's cells) like the readings of an
// experiment and draws the options' main effects (the forest plot). The same sweep as
// `rulelab-cli sweep GAME --base READING --vary OPTION=V1,V2 ...` and a sweep experiment file.

#include "game/game_info.h"
#include "game/reading.h"

#include <QDialog>

#include <string>
#include <utility>
#include <vector>

class QLabel;
class QTableWidget;

namespace rulelab {

class SweepDialog : public QDialog {
    Q_OBJECT
public:
    // `baseSpec` is what the experiment names the base reading by (its id, or the file of a
    // user reading); `base` its option values, shown as the starting point of each option.
    SweepDialog(const GameInfo &game, const Reading &base, const QString &baseSpec, int64_t matchesPerCell,
                QWidget *parent = nullptr);

    using Vary = std::vector<std::pair<std::string, std::vector<std::string>>>;
    // The options ticked to vary with their values, in the order of the game's options.
    // Fails (with every problem, each naming its option) when the sweep cannot run.
    bool vary(Vary &out, QString &error) const;
    QString baseSpec() const { return baseSpec_; }

    QTableWidget *optionTable() const { return table_; }
    QLabel *cellsLabel() const { return cells_; }
    // Drives the dialog as a user would: ticks (or unticks) an option and sets its values text.
    bool setVaried(const QString &optionId, bool varied, const QString &values = QString());

    void accept() override;

private:
    void updateCells();
    const GameInfo &game_;
    QString baseSpec_;
    int64_t matchesPerCell_;
    QTableWidget *table_;
    QLabel *cells_;
};

}  // namespace rulelab
