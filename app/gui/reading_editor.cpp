#include "reading_editor.h"

#include "plugin/qt_text.h"
#include "shown_text.h"
#include "sources_view.h"  // pluginText

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFont>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QRegularExpressionValidator>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rulelab {

namespace {
QString citationText(const std::vector<Citation> &cs) {
    QStringList out;
    for (const auto &c : cs) out << q(c.where() + (c.note.empty() ? "" : ": " + c.note));
    return out.join(QStringLiteral("\n"));
}
}  // namespace

ReadingEditor::ReadingEditor(const GameInfo &game, const Reading &start, QWidget *parent)
    : QDialog(parent), game_(game), start_(start) {
    setWindowTitle(tr("Edit reading of %1").arg(pluginText(game.id, game.name)));
    auto *form = new QFormLayout;
    id_ = new QLineEdit(q(start.id));
    id_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z0-9_.-]+")), id_));
    id_->setToolTip(tr("A short identifier: letters, digits, '-', '_' and '.'; it names the file."));
    name_ = new QLineEdit(q(start.name));
    source_ = new QLineEdit(q(start.source));
    description_ = new QPlainTextEdit(q(start.description));
    description_->setMaximumHeight(80);
    form->addRow(tr("&Id:"), id_);
    form->addRow(tr("&Name:"), name_);
    form->addRow(tr("&Follows:"), source_);
    form->addRow(tr("&Description:"), description_);

    table_ = new QTableWidget(static_cast<int>(game.options.size()), 4);
    table_->setHorizontalHeaderLabels({tr("Option"), tr("Value"), tr("What it means"), tr("Passage interpreted")});
    table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    table_->verticalHeader()->hide();
    table_->setWordWrap(true);
    for (int row = 0; row < static_cast<int>(game.options.size()); ++row) addOptionRow(row, game.options[static_cast<size_t>(row)]);
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    table_->resizeRowsToContents();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Options (each with the passage of the source it interprets):")));
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    resize(900, 600);
}

// Row `row` of the options table: the option's label, its value's editor, what it means and the
// passage it interprets (the chosen value's own, for a choice that cites one).
void ReadingEditor::addOptionRow(int row, const RuleOption &o) {
    auto *label = new QTableWidgetItem(idsInWords(game_, pluginText(game_.id, o.label.empty() ? o.id : o.label)));
    label->setToolTip(q(o.id));
    if (o.experimental) {  // board sizes and simulation guards: settings, not readings of a source
        label->setText(label->text() + QLatin1Char('\n') + tr("(experimental, not historical)"));
        QFont italic = label->font();
        italic.setItalic(true);
        label->setFont(italic);
    }
    label->setFlags(Qt::ItemIsEnabled);
    table_->setItem(row, 0, label);
    const std::string value = start_.values.count(o.id) ? start_.values.at(o.id) : o.defaultValue;
    auto *meaning = new QTableWidgetItem(gameProseText(game_, o.description));
    meaning->setFlags(Qt::ItemIsEnabled);
    table_->setItem(row, 2, meaning);
    QString passage = o.rulePoint.empty() ? QString() : tr("Rule point %1").arg(q(o.rulePoint)) + QLatin1Char('\n');
    passage += citationText(o.citations);
    auto *cite = new QTableWidgetItem(passage);
    cite->setFlags(Qt::ItemIsEnabled);
    table_->setItem(row, 3, cite);
    if (o.type == OptionType::Choice || o.type == OptionType::Flag) {
        auto *box = new QComboBox;
        if (o.type == OptionType::Flag) {
            box->addItem(tr("true"), QStringLiteral("true"));
            box->addItem(tr("false"), QStringLiteral("false"));
        } else {
            for (const auto &c : o.choices) box->addItem(pluginText(game_.id, c.label.empty() ? c.id : c.label), q(c.id));
        }
        box->setCurrentIndex(std::max(0, box->findData(q(value))));
        auto update = [this, row, &o, box] {
            QString text = gameProseText(game_, o.description);
            if (const OptionChoice *c = o.findChoice(box->currentData().toString().toStdString())) {
                if (!c->explanation.empty()) text += QStringLiteral("\n") + gameProseText(game_, c->explanation);
                if (!c->citations.empty())
                    table_->item(row, 3)->setText(
                        (o.rulePoint.empty() ? QString() : tr("Rule point %1").arg(q(o.rulePoint)) + QLatin1Char('\n')) +
                        citationText(o.citations.empty() ? c->citations : o.citations) +
                        (o.citations.empty() ? QString() : QLatin1Char('\n') + citationText(c->citations)));
            }
            table_->item(row, 2)->setText(text);
        };
        update();
        connect(box, &QComboBox::currentIndexChanged, this, update);
        table_->setCellWidget(row, 1, box);
    } else {
        auto *edit = new QLineEdit(q(value));
        edit->setToolTip(q(o.allowedText()));
        edit->setPlaceholderText(q(o.allowedText()));
        table_->setCellWidget(row, 1, edit);
    }
}

QString ReadingEditor::valueAt(int row) const {
    QWidget *w = table_->cellWidget(row, 1);
    if (auto *box = qobject_cast<QComboBox *>(w)) return box->currentData().toString();
    if (auto *edit = qobject_cast<QLineEdit *>(w)) return edit->text().trimmed();
    return {};
}

bool ReadingEditor::setValue(const QString &optionId, const QString &value) {
    for (int row = 0; row < table_->rowCount(); ++row) {
        if (q(game_.options[static_cast<size_t>(row)].id) != optionId) continue;
        QWidget *w = table_->cellWidget(row, 1);
        if (auto *box = qobject_cast<QComboBox *>(w)) {
            const int i = box->findData(value);
            if (i < 0) return false;
            box->setCurrentIndex(i);
            return true;
        }
        if (auto *edit = qobject_cast<QLineEdit *>(w)) {
            edit->setText(value);
            return true;
        }
    }
    return false;
}

Reading ReadingEditor::reading() const {
    Reading r = start_;
    r.game = game_.id;
    r.id = id_->text().trimmed().toStdString();
    r.name = name_->text().trimmed().toStdString();
    r.source = source_->text().trimmed().toStdString();
    r.description = description_->toPlainText().trimmed().toStdString();
    r.values.clear();
    for (int row = 0; row < table_->rowCount(); ++row) {
        const RuleOption &o = game_.options[static_cast<size_t>(row)];
        const std::string v = valueAt(row).toStdString();
        r.values[o.id] = o.canonical(v).value_or(v);
    }
    return r;
}

bool ReadingEditor::check(QString &error) const {
    const Reading r = reading();
    QStringList errors;
    if (r.id.empty()) errors << tr("The reading needs an id.");
    for (const auto &e : validateReading(game_, r)) errors << q(e);
    error = errors.join(QLatin1Char('\n'));
    return errors.isEmpty();
}

void ReadingEditor::accept() {
    QString error;
    if (!check(error)) {
        QMessageBox::warning(this, tr("Reading not valid"), error);
        return;
    }
    QDialog::accept();
}

}  // namespace rulelab
