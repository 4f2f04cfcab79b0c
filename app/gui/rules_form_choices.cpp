#include "rules_form_choices.h"

#include "game/game_info.h"
#include "game/rule_option.h"

#include <QAbstractItemModel>
#include <QComboBox>
#include <QCoreApplication>

#include "shown_text.h"
#include "plugin/qt_text.h"

namespace rulelab {

namespace {


// The values a rule's drop-down offers: (id, words); none for a number.
QList<std::pair<QString, QString>> choicesOf(const RuleOption &o, const QByteArray &context) {
    QList<std::pair<QString, QString>> out;
    if (o.type == OptionType::Flag) {
        out << std::pair{QStringLiteral("true"), RuleValueDelegate::tr("Yes")}
            << std::pair{QStringLiteral("false"), RuleValueDelegate::tr("No")};
    } else if (o.type == OptionType::Choice) {
        for (const OptionChoice &c : o.choices)
            out << std::pair{q(c.id), QCoreApplication::translate(context.constData(), c.label.c_str())};
    }
    return out;
}

}  // namespace

void WordsDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    if (!option->text.isEmpty()) option->text = shownText(index);
}

RuleValueDelegate::RuleValueDelegate(const GameInfo &vocabulary, int ruleColumn, int openColumn, int valuesColumn,
                                     QObject *parent)
    : WordsDelegate(parent), voc_(vocabulary), ruleCol_(ruleColumn), openCol_(openColumn), valuesCol_(valuesColumn) {}

const RuleOption *RuleValueDelegate::ruleOf(const QModelIndex &index) const {
    const std::string id = index.siblingAtColumn(ruleCol_).data(Qt::UserRole).toString().toStdString();
    for (const RuleOption &o : voc_.options)
        if (o.id == id) return &o;
    return nullptr;
}

QString RuleValueDelegate::labelOf(const RuleOption &rule, const QString &id) const {
    for (const auto &[value, words] : choicesOf(rule, "game " + QByteArray::fromStdString(voc_.id)))
        if (value == id) return words;
    return id;
}

bool RuleValueDelegate::picksOne(const QModelIndex &index) const {
    const RuleOption *o = ruleOf(index);
    if (!o || (o->type != OptionType::Choice && o->type != OptionType::Flag)) return false;
    return index.column() != valuesCol_ || index.siblingAtColumn(openCol_).data(Qt::CheckStateRole).toInt() != Qt::Checked;
}

QWidget *RuleValueDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const {
    if (!picksOne(index)) return QStyledItemDelegate::createEditor(parent, option, index);
    auto *box = new QComboBox(parent);
    const RuleOption &o = *ruleOf(index);
    if (index.column() == valuesCol_)  // an empty value leaves an optional rule out (the check says if it may)
        box->addItem(tr("(left out)"), QString());
    for (const auto &[value, words] : choicesOf(o, "game " + QByteArray::fromStdString(voc_.id))) {
        box->addItem(words, value);
        box->setItemData(box->count() - 1, value, Qt::ToolTipRole);
    }
    return box;
}

void RuleValueDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const {
    auto *box = qobject_cast<QComboBox *>(editor);
    if (!box) return QStyledItemDelegate::setEditorData(editor, index);
    const int at = box->findData(index.data(Qt::EditRole).toString().trimmed());
    box->setCurrentIndex(at);
}

void RuleValueDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const {
    auto *box = qobject_cast<QComboBox *>(editor);
    if (!box) return QStyledItemDelegate::setModelData(editor, model, index);
    if (box->currentIndex() >= 0) model->setData(index, box->currentData().toString(), Qt::EditRole);
}

QString RuleValueDelegate::shownText(const QModelIndex &index) const {
    const QString text = index.data(Qt::DisplayRole).toString();
    const RuleOption *o = ruleOf(index);
    if (!o) return text;
    QStringList words;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) words << labelOf(*o, part.trimmed());
    return words.join(QStringLiteral("; "));
}

ReadingValuesDelegate::ReadingValuesDelegate(const GameInfo &vocabulary, QObject *parent)
    : WordsDelegate(parent), voc_(vocabulary) {}

QString ReadingValuesDelegate::shownText(const QModelIndex &index) const {
    const QByteArray context = "game " + QByteArray::fromStdString(voc_.id);
    QStringList shown;
    for (const QString &part : index.data(Qt::DisplayRole).toString().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString rule = part.section(QLatin1Char('='), 0, 0).trimmed(), value = part.section(QLatin1Char('='), 1).trimmed();
        const RuleOption *o = voc_.findOption(rule.toStdString());
        if (!o) {
            shown << part.trimmed();  // not a rule of the vocabulary: as typed (the Problem cell says so)
            continue;
        }
        QString words = value;
        for (const auto &[id, label] : choicesOf(*o, context))
            if (id == value) words = label;
        shown << idsInWords(voc_, QCoreApplication::translate(context.constData(), o->label.c_str())) + QStringLiteral(" = ") + words;
    }
    return shown.join(QStringLiteral("; "));
}

}  // namespace rulelab
