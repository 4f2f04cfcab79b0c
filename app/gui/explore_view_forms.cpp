// The Explore tab's forms: the game and its base reading, the options to vary and the count of
// candidates they give.
#include "explore_view.h"
#include "explore_view_parts.h"

#include "experiment/explore_verdict.h"
#include "experiment/display_names.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"
#include "reading_tree.h"  // userReadingDir
#include "shown_text.h"
#include "sources_view.h"  // pluginText, optionValueText
#include "widget_rows.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <optional>

namespace rulelab {

using namespace explore_parts;

// ---- the forms ----------------------------------------------------------------------------

bool ExploreView::setGame(const QString &gameId, const QString &baseSpec) {
    const LoadedGame *g = registry_.find(gameId.toStdString());
    if (!g) return false;
    const bool same = gameId == game_ && info_;
    game_ = gameId;
    info_ = &g->plugin->info();
    title_->setText(lineText(tr("Explore the readings of %1").arg(isolated(pluginText(info_->id, info_->name)))));
    if (!same) {
        const QSignalBlocker b(base_);
        base_->clear();
        for (const Reading &r : g->readings) {
            base_->addItem(pluginText(info_->id, r.name.empty() ? r.id : r.name), q(r.id));
            base_->setItemData(base_->count() - 1, q(r.id), Qt::ToolTipRole);
        }
        // The user's own readings of this game (their files), as the tree lists them.
        const QDir dir(ReadingTree::userReadingDir());
        for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            Reading r;
            std::string err;
            const QString path = dir.filePath(f);
            if (!loadReadingFile(path, r, err) || r.game != info_->id) continue;
            base_->addItem(tr("%1 (yours)").arg(q(r.name.empty() ? r.id : r.name)), path);
            base_->setItemData(base_->count() - 1, path, Qt::ToolTipRole);
        }
        buildOptionRows();
        while (!requirements_.empty()) removeRequirement(static_cast<int>(requirements_.size()) - 1);
        evidence_.clear();
        evidenceList_->clear();
        showError(evidenceError_, QString());
        showError(formError_, QString());
        addRequirement(QStringLiteral("Completion"), Requirement::Op::AtLeast, 0.98);
        // Another game's verdicts never stand under this game's title.
        if (result_ && result_->prepared.spec.game != gameId.toStdString()) clearResult();
    }
    if (!baseSpec.isEmpty()) setBase(baseSpec);
    updateCount();
    return true;
}

bool ExploreView::setBase(const QString &spec) {
    int i = base_->findData(spec);
    if (i < 0) {
        if (!spec.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) return false;
        base_->addItem(QFileInfo(spec).fileName(), spec);
        base_->setItemData(base_->count() - 1, spec, Qt::ToolTipRole);
        i = base_->count() - 1;
    }
    base_->setCurrentIndex(i);
    return true;
}

void ExploreView::buildOptionRows() {
    options_.clear();
    while (QLayoutItem *item = optionsLayout_->takeAt(0)) {  // the rows' boxes (their widgets with them)
        if (QWidget *w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    if (!info_) return;
    // Readings' options first, then the experimental ones (board sizes, guards) under a heading
    // of their own: settings, not readings of a source.
    for (const bool experimental : {false, true}) {
        bool any = false;
        for (const RuleOption &o : info_->options) any = any || o.experimental == experimental;
        if (!any) continue;
        auto *box = new QWidget;
        auto *grid = marginlessLayout<QGridLayout>(box);
        grid->setVerticalSpacing(2);
        grid->setColumnStretch(1, 1);
        if (experimental) {
            auto *h = new QLabel(tr("Experimental options (not historical)"));
            QFont f = h->font();
            f.setItalic(true);
            h->setFont(f);
            h->setWordWrap(true);
            optionsLayout_->addWidget(h);
        }
        int r = 0;
        for (const RuleOption &o : info_->options) {
            if (o.experimental != experimental) continue;
            OptionRow row;
            row.option = &o;
            row.check = new QCheckBox;
            row.check->setObjectName(QStringLiteral("vary_") + q(o.id));
            row.label = new QLabel(idsInWords(*info_, pluginText(info_->id, o.label.empty() ? o.id : o.label)));
            row.label->setWordWrap(true);
            row.label->installEventFilter(this);  // a click on the label ticks the option
            QStringList values;
            for (const std::string &v : everyValue(o)) {
                const QString words = optionValueText(info_->id, o, v);
                values << (words == q(v) ? words : QStringLiteral("%1 = %2").arg(q(v), words));
            }
            QString tip = q(o.description);
            if (!values.isEmpty()) tip += QLatin1Char('\n') + tr("Values: %1").arg(values.join(QStringLiteral("; ")));
            else tip += QLatin1Char('\n') + tr("Values: %1").arg(q(o.allowedText()));
            row.check->setToolTip(tip);
            row.label->setToolTip(tip);
            row.values = new QLineEdit;
            row.values->setObjectName(QStringLiteral("values_") + q(o.id));
            row.values->setEnabled(false);
            row.values->setToolTip(tip);
            QStringList words;  // the values in words, as they may be typed (their ids are in the tooltip)
            for (const std::string &v : everyValue(o)) words << optionValueText(info_->id, o, v);
            row.values->setPlaceholderText(words.isEmpty() ? tr("list the values to try, e.g. %1").arg(q(o.defaultValue))
                                                           : tr("all: %1").arg(words.join(QStringLiteral(", "))));
            row.values->hide();
            row.error = errorLabel();
            grid->addWidget(row.check, r, 0, Qt::AlignTop);
            grid->addWidget(row.label, r++, 1);
            grid->addWidget(row.values, r++, 1);
            grid->addWidget(row.error, r++, 1);
            options_.push_back(row);
            const size_t index = options_.size() - 1;
            connect(row.check, &QCheckBox::toggled, this, [this, index] { updateOptionRow(options_[index]); });
            connect(row.values, &QLineEdit::textChanged, this, [this, index] { updateOptionRow(options_[index]); });
        }
        optionsLayout_->addWidget(box);
    }
}

const ExploreView::OptionRow *ExploreView::optionRow(const QString &id) const {
    for (const OptionRow &row : options_)
        if (q(row.option->id) == id) return &row;
    return nullptr;
}

bool ExploreView::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::MouseButtonRelease)
        for (const OptionRow &row : options_)
            if (row.label == watched && row.check->isEnabled()) {
                row.check->toggle();
                return true;
            }
    return QWidget::eventFilter(watched, event);
}

bool ExploreView::setVaried(const QString &optionId, bool varied, const QString &values) {
    const OptionRow *row = optionRow(optionId);
    if (!row) return false;
    if (!values.isNull()) row->values->setText(values);
    row->check->setChecked(varied);
    updateOptionRow(*row);
    return true;
}

QCheckBox *ExploreView::optionCheck(const QString &optionId) const {
    const OptionRow *row = optionRow(optionId);
    return row ? row->check : nullptr;
}

QLineEdit *ExploreView::valuesEdit(const QString &optionId) const {
    const OptionRow *row = optionRow(optionId);
    return row ? row->values : nullptr;
}

QLabel *ExploreView::optionError(const QString &optionId) const {
    const OptionRow *row = optionRow(optionId);
    return row ? row->error : nullptr;
}

bool ExploreView::optionValues(const OptionRow &row, std::vector<std::string> &values, int64_t &count, QString &error) const {
    const RuleOption &o = *row.option;
    const QString label = pluginText(info_->id, o.label.empty() ? o.id : o.label);
    values.clear();
    const QString text = row.values->text().trimmed();
    if (text.isEmpty()) {  // every value
        if (o.type == OptionType::Real) {
            error = tr("“%1” is a number: list the values to try, separated by commas.").arg(label);
            return false;
        }
        if (o.type == OptionType::Integer && o.maxInt - o.minInt >= kAllValuesLimit) {
            error = tr("“%1” has %2 values: list the ones to try, separated by commas.")
                        .arg(label, QLocale().toString(static_cast<qlonglong>(o.maxInt - o.minInt + 1)));
            return false;
        }
        count = static_cast<int64_t>(everyValue(o).size());
        return true;
    }
    QStringList bad;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString t = part.trimmed();
        if (t.isEmpty()) continue;
        std::optional<std::string> canonical = o.canonical(t.toStdString());
        if (!canonical)  // a value in words, as the placeholder and the tooltip show it
            for (const std::string &v : everyValue(o))
                if (optionValueText(info_->id, o, v).compare(t, Qt::CaseInsensitive) == 0) canonical = v;
        if (!canonical) {
            bad << t;
            continue;
        }
        if (std::find(values.begin(), values.end(), *canonical) == values.end()) values.push_back(*canonical);
    }
    if (!bad.isEmpty()) {
        QStringList takes;
        for (const std::string &v : everyValue(o)) takes << optionValueText(info_->id, o, v);
        error = tr("“%1” does not take %2; it takes %3.")
                    .arg(label, bad.join(QStringLiteral(", ")), takes.isEmpty() ? q(o.allowedText()) : takes.join(QStringLiteral(", ")));
        return false;
    }
    if (values.size() < 2) {
        error =
            tr("List at least two different values of “%1” to vary it (or leave the field empty for all of them).").arg(label);
        return false;
    }
    count = static_cast<int64_t>(values.size());
    return true;
}

void ExploreView::updateOptionRow(const OptionRow &row) {
    const bool on = row.check->isChecked();
    row.values->setEnabled(on);
    row.values->setVisible(on);
    std::vector<std::string> values;
    int64_t count = 0;
    QString error;
    showError(row.error, on && !optionValues(row, values, count, error) ? error : QString());
    QFont f = row.label->font();
    if (f.bold() != on) {
        f.setBold(on);
        row.label->setFont(f);
    }
    updateCount();
}

int64_t ExploreView::candidateCount() const {
    int64_t n = 1;
    for (const OptionRow &row : options_) {
        if (!row.check->isChecked()) continue;
        std::vector<std::string> values;
        int64_t count = 0;
        QString error;
        if (!optionValues(row, values, count, error)) return -1;
        n = count > 0 && n > std::numeric_limits<int64_t>::max() / count ? std::numeric_limits<int64_t>::max() : n * count;
    }
    return n;
}

bool ExploreView::willSample() const { return candidateCount() > maxCandidates_->value(); }

void ExploreView::updateCount() {
    if (!info_) {
        candidates_->clear();
        return;
    }
    const int64_t n = candidateCount();
    const QLocale l;
    QStringList factors;
    int ticked = 0;
    for (const OptionRow &row : options_) {
        if (!row.check->isChecked()) continue;
        ++ticked;
        std::vector<std::string> values;
        int64_t count = 0;
        QString error;
        if (optionValues(row, values, count, error)) factors << l.toString(static_cast<qlonglong>(count));
    }
    QString text;
    if (n < 0) {
        text = tr("Correct the values marked in red to count the candidates.");
    } else if (ticked == 0) {
        text = tr("Tick the options to vary: every combination of their values is a candidate.");
    } else {
        const QString product = factors.join(QStringLiteral(" \u00d7 "));
        const int64_t most = maxCandidates_->value();
        if (n > most)
            text = tr("%1 combinations (%2): more than %3, so a stratified sample of %3 candidates is explored.")
                       .arg(l.toString(static_cast<qlonglong>(n)), product, l.toString(static_cast<qlonglong>(most)));
        else text = tr("%n candidate(s) (%1), every combination explored.", nullptr, static_cast<int>(n)).arg(product);
        const int64_t first = std::min(n, most) * firstBlock_->value();
        text += QLatin1Char(' ') + (first > budget_->value() ? tr("The first round alone needs %1 matches, more than the budget.")
                                                                   .arg(l.toString(static_cast<qlonglong>(first)))
                                                             : tr("The first round plays %1 of the %2 matches of the budget.")
                                                                   .arg(l.toString(static_cast<qlonglong>(first)),
                                                                        l.toString(static_cast<qlonglong>(budget_->value()))));
    }
    candidates_->setText(text);
}

}  // namespace rulelab
