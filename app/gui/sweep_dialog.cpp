#include "sweep_dialog.h"

#include "plugin/qt_text.h"
#include "sources_view.h"  // pluginText
#include "widget_rows.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rulelab {

namespace {
constexpr int kMaxCells = 4096;  // as expandSweep

// The values offered when an option is ticked: every choice, both flag values, or the base
// value of a number (the historian adds the others).
QString allValues(const RuleOption &o, const std::string &baseValue) {
    QStringList out;
    if (o.type == OptionType::Choice)
        for (const auto &c : o.choices) out << q(c.id);
    else if (o.type == OptionType::Flag) out << QStringLiteral("false") << QStringLiteral("true");
    else out << q(baseValue);
    return out.join(QStringLiteral(", "));
}
}  // namespace

SweepDialog::SweepDialog(const GameInfo &game, const Reading &base, const QString &baseSpec, int64_t matchesPerCell,
                         QWidget *parent)
    : QDialog(parent), game_(game), baseSpec_(baseSpec), matchesPerCell_(matchesPerCell) {
    setWindowTitle(tr("Sweep options of %1").arg(pluginText(game.id, game.name)));
    auto *intro = wrappedLabel(tr("Base reading: <b>%1</b>. Tick the options to vary and list the values to try, "
                                  "separated by commas; every combination is run as one cell.")
                                   .arg(pluginText(game.id, base.name.empty() ? base.id : base.name).toHtmlEscaped()));
    table_ = new QTableWidget(static_cast<int>(game.options.size()), 4);
    table_->setHorizontalHeaderLabels({tr("Vary"), tr("Option"), tr("Base value"), tr("Values to try")});
    table_->verticalHeader()->hide();
    for (int row = 0; row < table_->rowCount(); ++row) {
        const RuleOption &o = game.options[static_cast<size_t>(row)];
        const std::string value = base.values.count(o.id) ? base.values.at(o.id) : o.defaultValue;
        auto *tick = new QTableWidgetItem;
        tick->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        tick->setCheckState(Qt::Unchecked);
        table_->setItem(row, 0, tick);
        auto *label = new QTableWidgetItem(pluginText(game.id, o.label.empty() ? o.id : o.label) + QStringLiteral(" (") +
                                           q(o.id) + QLatin1Char(')'));
        label->setFlags(Qt::ItemIsEnabled);
        label->setToolTip(q(o.description));
        table_->setItem(row, 1, label);
        auto *baseItem = new QTableWidgetItem(q(value));
        baseItem->setFlags(Qt::ItemIsEnabled);
        table_->setItem(row, 2, baseItem);
        auto *values = new QLineEdit(allValues(o, value));
        values->setToolTip(q(o.allowedText()));
        values->setEnabled(false);
        table_->setCellWidget(row, 3, values);
        connect(values, &QLineEdit::textChanged, this, &SweepDialog::updateCells);
    }
    connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() != 0) return;
        if (auto *edit = qobject_cast<QLineEdit *>(table_->cellWidget(item->row(), 3)))
            edit->setEnabled(item->checkState() == Qt::Checked);
        updateCells();
    });
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    cells_ = new QLabel;
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(table_, 1);
    layout->addWidget(cells_);
    layout->addWidget(buttons);
    resize(820, 560);
    updateCells();
}

bool SweepDialog::vary(Vary &out, QString &error) const {
    out.clear();
    QStringList errors;
    long long cells = 1;
    for (int row = 0; row < table_->rowCount(); ++row) {
        if (table_->item(row, 0)->checkState() != Qt::Checked) continue;
        const RuleOption &o = game_.options[static_cast<size_t>(row)];
        const auto *edit = qobject_cast<QLineEdit *>(table_->cellWidget(row, 3));
        std::vector<std::string> values;
        for (const QString &part : edit->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const std::string text = part.trimmed().toStdString();
            if (text.empty()) continue;
            const auto canonical = o.canonical(text);
            if (!canonical) {
                errors << tr("%1: '%2' is not allowed (%3).").arg(q(o.id), q(text), q(o.allowedText()));
                continue;
            }
            if (std::find(values.begin(), values.end(), *canonical) == values.end()) values.push_back(*canonical);
        }
        if (values.size() < 2) errors << tr("%1: give at least two different values to vary.").arg(q(o.id));
        cells *= std::max<size_t>(values.size(), 1);
        out.emplace_back(o.id, std::move(values));
    }
    if (out.empty()) errors << tr("Tick at least one option to vary.");
    if (cells > kMaxCells)
        errors << tr("The sweep has %1 cells; at most %2 can run. Vary fewer options or values.").arg(cells).arg(kMaxCells);
    error = errors.join(QLatin1Char('\n'));
    return errors.isEmpty();
}

bool SweepDialog::setVaried(const QString &optionId, bool varied, const QString &values) {
    for (int row = 0; row < table_->rowCount(); ++row) {
        if (q(game_.options[static_cast<size_t>(row)].id) != optionId) continue;
        table_->item(row, 0)->setCheckState(varied ? Qt::Checked : Qt::Unchecked);
        if (!values.isNull()) qobject_cast<QLineEdit *>(table_->cellWidget(row, 3))->setText(values);
        return true;
    }
    return false;
}

void SweepDialog::updateCells() {
    Vary v;
    QString error;
    if (!vary(v, error)) {
        cells_->setText(error.section(QLatin1Char('\n'), 0, 0));
        return;
    }
    long long cells = 1;
    for (const auto &[id, values] : v) cells *= static_cast<long long>(values.size());
    const QLocale locale;
    cells_->setText(tr("Cells: %1; matches in all: %2.").arg(locale.toString(cells), locale.toString(cells * matchesPerCell_)));
}

void SweepDialog::accept() {
    Vary v;
    QString error;
    if (!vary(v, error)) {
        QMessageBox::warning(this, tr("Sweep not valid"), error);
        return;
    }
    QDialog::accept();
}

}  // namespace rulelab
