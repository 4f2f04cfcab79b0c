// The State graph view's options form: the reading's values, edited, checked and marked when
// changed; the start position and the layout's settings.
#include "graph_view.h"

#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "sources_view.h"  // pluginText

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>

#include <algorithm>
#include <limits>

namespace rulelab {

// --- The options form -------------------------------------------------------------------

std::string GraphView::readingValue(const RuleOption &option) const {
    const auto it = reading_.values.find(option.id);
    return it != reading_.values.end() ? it->second : option.defaultValue;
}

QString GraphView::optionLabel(const RuleOption &option) const {
    return pluginText(reading_.game, option.label.empty() ? option.id : option.label);
}

void GraphView::buildOptionsForm() {
    while (optionsForm_->rowCount() > 0) optionsForm_->removeRow(0);
    optionRows_.clear();
    const LoadedGame *g = registry_.find(reading_.game);
    optionsNote_->setVisible(g == nullptr);
    resetOptions_->setEnabled(g != nullptr);
    if (!g) return;
    const GameInfo &info = g->plugin->info();
    for (const RuleOption &o : info.options) {
        OptionRow row;
        row.option = &o;
        const QString label = optionLabel(o);
        QString tip = q(o.description);
        if (o.experimental) tip += QLatin1Char('\n') + tr("(experimental, not historical)");
        switch (o.type) {
        case OptionType::Choice: {
            auto *box = new QComboBox;
            for (const auto &c : o.choices) box->addItem(pluginText(info.id, c.label.empty() ? c.id : c.label), q(c.id));
            // Long labels are elided rather than widening the column.
            box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            box->setMinimumContentsLength(8);
            connect(box, &QComboBox::currentIndexChanged, this, &GraphView::markChangedOptions);
            row.editor = box;
            break;
        }
        case OptionType::Flag: {
            auto *box = new QCheckBox(label);
            connect(box, &QCheckBox::toggled, this, &GraphView::markChangedOptions);
            row.editor = box;
            break;
        }
        case OptionType::Integer: {
            auto *box = new QSpinBox;
            constexpr int64_t lo = std::numeric_limits<int>::min(), hi = std::numeric_limits<int>::max();
            box->setRange(static_cast<int>(std::clamp(o.minInt, lo, hi)), static_cast<int>(std::clamp(o.maxInt, lo, hi)));
            connect(box, &QSpinBox::valueChanged, this, &GraphView::markChangedOptions);
            row.editor = box;
            break;
        }
        case OptionType::Real: {
            auto *box = new QDoubleSpinBox;
            box->setDecimals(6);
            box->setRange(o.minReal, o.maxReal);
            box->setSingleStep(0.05);
            connect(box, &QDoubleSpinBox::valueChanged, this, &GraphView::markChangedOptions);
            row.editor = box;
            break;
        }
        }
        row.editor->setObjectName(QStringLiteral("option_") + q(o.id));
        row.editor->setToolTip(tip);
        row.editor->installEventFilter(this);  // Return explores
        if (o.type == OptionType::Flag) {
            optionsForm_->addRow(row.editor);
        } else {
            row.label = new QLabel(label);
            row.label->setWordWrap(true);
            row.label->setBuddy(row.editor);
            row.label->setToolTip(tip);
            optionsForm_->addRow(row.label, row.editor);
        }
        if (o.experimental) {  // board sizes and guards: settings, not readings of a source
            QWidget *w = row.label ? static_cast<QWidget *>(row.label) : row.editor;
            QFont italic = w->font();
            italic.setItalic(true);
            w->setFont(italic);
        }
        optionRows_.push_back(row);
        setEditorValue(optionRows_.back(), readingValue(o));
    }
    markChangedOptions();
}

const GraphView::OptionRow *GraphView::optionRow(const QString &id) const {
    for (const OptionRow &row : optionRows_)
        if (q(row.option->id) == id) return &row;
    return nullptr;
}

QString GraphView::editorValue(const OptionRow &row) const {
    if (auto *box = qobject_cast<QComboBox *>(row.editor)) return box->currentData().toString();
    if (auto *box = qobject_cast<QCheckBox *>(row.editor))
        return box->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
    if (auto *box = qobject_cast<QSpinBox *>(row.editor)) return QString::number(box->value());
    if (auto *box = qobject_cast<QDoubleSpinBox *>(row.editor)) return QString::number(box->value(), 'g', 12);
    return {};
}

bool GraphView::setEditorValue(const OptionRow &row, const std::string &value) {
    const QString v = q(value);
    bool ok = false;
    if (auto *box = qobject_cast<QComboBox *>(row.editor)) {
        const int i = box->findData(v);
        if (i < 0) return false;
        box->setCurrentIndex(i);
        return true;
    }
    if (auto *box = qobject_cast<QCheckBox *>(row.editor)) {
        const auto flag = row.option->canonical(value);
        if (!flag) return false;
        box->setChecked(*flag == "true");
        return true;
    }
    if (auto *box = qobject_cast<QSpinBox *>(row.editor)) {
        const qlonglong n = v.toLongLong(&ok);
        if (!ok || n < box->minimum() || n > box->maximum()) return false;
        box->setValue(static_cast<int>(n));
        return true;
    }
    if (auto *box = qobject_cast<QDoubleSpinBox *>(row.editor)) {
        const double x = v.toDouble(&ok);
        if (!ok || x < box->minimum() || x > box->maximum()) return false;
        box->setValue(x);
        return true;
    }
    return false;
}

bool GraphView::setOptionValue(const QString &id, const QString &value) {
    const OptionRow *row = optionRow(id);
    return row && setEditorValue(*row, value.toStdString());
}

QString GraphView::optionValue(const QString &id) const {
    const OptionRow *row = optionRow(id);
    if (!row) return {};
    const QString v = editorValue(*row);
    return q(row->option->canonical(v.toStdString()).value_or(v.toStdString()));
}

bool GraphView::optionChanged(const QString &id) const {
    const OptionRow *row = optionRow(id);
    if (!row) return false;
    const std::string reading = readingValue(*row->option);
    return optionValue(id).toStdString() != row->option->canonical(reading).value_or(reading);
}

QWidget *GraphView::optionEditor(const QString &id) const {
    const OptionRow *row = optionRow(id);
    return row ? row->editor : nullptr;
}

void GraphView::markChangedOptions() {
    for (const OptionRow &row : optionRows_) {
        const bool changed = optionChanged(q(row.option->id));
        for (QWidget *w : {static_cast<QWidget *>(row.label), row.editor}) {
            if (!w || w->font().bold() == changed) continue;
            QFont f = w->font();
            f.setBold(changed);
            w->setFont(f);
        }
    }
}

void GraphView::resetOptions() {
    for (const OptionRow &row : optionRows_) setEditorValue(row, readingValue(*row.option));
    markChangedOptions();
}

namespace {
// What an option allows, in the window's words.
QString allowedText(const RuleOption &o) {
    const QLocale l;
    switch (o.type) {
    case OptionType::Integer:
        return GraphView::tr("a whole number from %1 to %2")
            .arg(l.toString(static_cast<qlonglong>(o.minInt)), l.toString(static_cast<qlonglong>(o.maxInt)));
    case OptionType::Real:
        return o.realOpen
                   ? GraphView::tr("a number greater than %1 and less than %2").arg(l.toString(o.minReal), l.toString(o.maxReal))
                   : GraphView::tr("a number from %1 to %2").arg(l.toString(o.minReal), l.toString(o.maxReal));
    case OptionType::Choice: return GraphView::tr("one of the choices in its list");
    case OptionType::Flag: return GraphView::tr("on or off");
    }
    return {};
}
}  // namespace

// The reading with the form's values, each checked; the error names the option by its label.
bool GraphView::formReading(Reading &out, QString &error) const {
    out = reading_;
    for (const OptionRow &row : optionRows_) {
        const RuleOption &o = *row.option;
        const QString value = editorValue(row);
        const auto canon = o.canonical(value.toStdString());
        if (!canon) {
            const QString shown = o.type == OptionType::Real ? QLocale().toString(value.toDouble()) : value;
            error = tr("“%1” cannot be %2: it must be %3.").arg(optionLabel(o), shown, allowedText(o));
            return false;
        }
        out.values[o.id] = *canon;
    }
    return true;
}

// A game's message with the ids of its options replaced by their labels: quoted ('id'), ids with
// an underscore wherever they stand, others only as "id=".
QString GraphView::withOptionLabels(QString text) const {
    for (const OptionRow &row : optionRows_) {
        const QString id = QRegularExpression::escape(q(row.option->id));
        const QString label = QStringLiteral("“%1”").arg(optionLabel(*row.option));
        text.replace(QRegularExpression(QStringLiteral("'%1'").arg(id)), label);
        text.replace(QRegularExpression(id.contains(QLatin1Char('_')) ? QStringLiteral("\\b%1\\b").arg(id)
                                                                      : QStringLiteral("\\b%1(?==)").arg(id)),
                     label);
    }
    return text;
}

bool GraphView::eventFilter(QObject *watched, QEvent *event) {
    // Return or Enter in a field of the form or in Max states explores.
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (auto *spin = qobject_cast<QAbstractSpinBox *>(watched)) spin->interpretText();
            explore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void GraphView::setStartMoves(std::vector<Move> moves, const QString &origin) {
    startMoves_ = std::move(moves);
    startOrigin_ = origin;
    const LoadedGame *g = registry_.find(reading_.game);
    const QString game = g ? q(g->plugin->info().name) : q(reading_.game);
    const QString reading = q(reading_.name.empty() ? reading_.id : reading_.name);
    title_->setText(startMoves_.empty() ? tr("%1, reading %2").arg(game, reading)
                                        : tr("%1, reading %2, from the position after %n move(s) of %3", nullptr,
                                             static_cast<int>(startMoves_.size()))
                                              .arg(game, reading, origin));
}

LayoutOptions GraphView::layoutOptions() const {
    LayoutOptions o;
    o.kind = static_cast<LayoutKind>(layoutKind_->currentData().toInt());
    o.drawLimit = static_cast<size_t>(drawLimit_->value());
    o.centre = static_cast<uint32_t>(centre_->value());
    o.radius = radius_->value();
    return o;
}

}  // namespace rulelab
