#pragma once
// Edits a copy of a reading: its name, id, source, description and every option value, each
// shown with the passage it interprets (rule point and citations). The result is checked
// against the game's options (validateReading) before the dialog accepts.

#include "game/game_info.h"
#include "game/reading.h"

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;
class QTableWidget;

namespace rulelab {

class ReadingEditor : public QDialog {
    Q_OBJECT
public:
    ReadingEditor(const GameInfo &game, const Reading &start, QWidget *parent = nullptr);
    // The edited reading (valid once the dialog was accepted, or after a successful check()).
    Reading reading() const;
    // Validates; on failure returns false with the messages joined.
    bool check(QString &error) const;
    QTableWidget *optionTable() const { return table_; }
    QLineEdit *idEdit() const { return id_; }
    QLineEdit *nameEdit() const { return name_; }
    // Sets an option's value through its editor (as a user would pick it).
    bool setValue(const QString &optionId, const QString &value);

    void accept() override;

private:
    QString valueAt(int row) const;
    void addOptionRow(int row, const RuleOption &o);
    const GameInfo &game_;
    Reading start_;
    QLineEdit *id_, *name_, *source_;
    QPlainTextEdit *description_;
    QTableWidget *table_;
};

}  // namespace rulelab
