#pragma once
// The rules form's drop-down lists (rules_file_dialogs.h): a rule whose vocabulary has a fixed
// set of values (a choice, or yes/no) is given by choosing among their labels in words, the ids
// in the tooltips; the cells show the labels, the file keeps the ids.

#include <QStyledItemDelegate>

namespace rulelab {

struct GameInfo;
struct RuleOption;

// A cell that keeps the file's ids in its model and shows them in words.
class WordsDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    // What the cell shows (the model keeps the ids).
    virtual QString shownText(const QModelIndex &index) const = 0;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

class RuleValueDelegate : public WordsDelegate {
    Q_OBJECT
public:
    // `ruleColumn` holds each row's rule id (Qt::UserRole); `openColumn` its "open" tick, under
    // which the values cell takes several values (typed, "a, b"), the default cell one of them.
    RuleValueDelegate(const GameInfo &vocabulary, int ruleColumn, int openColumn, int valuesColumn, QObject *parent);
    // A value's words ("chain" -> "Chain of captures"), in the workbench's language; the id when
    // the rule has no such value.
    QString labelOf(const RuleOption &rule, const QString &id) const;
    const RuleOption *ruleOf(const QModelIndex &index) const;
    // Its values in words, "; " between them.
    QString shownText(const QModelIndex &index) const override;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

private:
    bool picksOne(const QModelIndex &index) const;
    const GameInfo &voc_;
    int ruleCol_, openCol_, valuesCol_;
};

// The readings' values of the open rules: typed as the file has them ("capture=chain, rounds=3"),
// shown in words ("Capture = chain; Rounds = 3").
class ReadingValuesDelegate : public WordsDelegate {
    Q_OBJECT
public:
    ReadingValuesDelegate(const GameInfo &vocabulary, QObject *parent);
    QString shownText(const QModelIndex &index) const override;

private:
    const GameInfo &voc_;
};

}  // namespace rulelab
