// The Explore tab's requirements and evidence files, and the exploration the forms describe.
#include "explore_view.h"
#include "explore_view_parts.h"

#include "experiment/explore_verdict.h"
#include "experiment/display_names.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rulelab {

using namespace explore_parts;

// ---- requirements ----

int ExploreView::addRequirement(const QString &metric, Requirement::Op op, double a, double b) {
    RequirementRow row;
    row.box = new QFrame;
    static_cast<QFrame *>(row.box)->setFrameShape(QFrame::StyledPanel);
    auto *grid = new QGridLayout(row.box);
    grid->setContentsMargins(4, 4, 4, 4);
    grid->setVerticalSpacing(2);
    row.metric = new QComboBox;
    row.metric->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    row.metric->setMinimumContentsLength(10);
    for (const std::string &key : requirementMetrics()) {
        row.metric->addItem(metricWords(key), q(key));
        row.metric->setItemData(row.metric->count() - 1, q(key), Qt::ToolTipRole);
    }
    const int mi = row.metric->findData(metric);
    if (mi < 0) {
        delete row.box;
        return -1;
    }
    row.metric->setCurrentIndex(mi);
    row.op = new QComboBox;
    row.op->addItem(QStringLiteral("\u2265"), static_cast<int>(Requirement::Op::AtLeast));
    row.op->addItem(QStringLiteral("\u2264"), static_cast<int>(Requirement::Op::AtMost));
    row.op->addItem(tr("between"), static_cast<int>(Requirement::Op::Between));
    row.op->setItemData(0, tr("at least"), Qt::ToolTipRole);
    row.op->setItemData(1, tr("at most"), Qt::ToolTipRole);
    row.op->setCurrentIndex(row.op->findData(static_cast<int>(op)));
    row.a = new QDoubleSpinBox;
    row.b = new QDoubleSpinBox;
    for (QDoubleSpinBox *s : {row.a, row.b}) {
        s->setDecimals(4);
        s->setRange(-1e9, 1e9);
        s->setSingleStep(0.01);
        s->setGroupSeparatorShown(true);
    }
    row.a->setValue(a);
    row.b->setValue(b);
    row.andLabel = new QLabel(tr("and"));
    row.evidence = new QComboBox;
    row.evidence->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    row.evidence->setMinimumContentsLength(10);
    row.evidence->setToolTip(tr("The observed usage map the simulated one is compared with (Spearman's rank correlation)"));
    row.error = errorLabel();
    auto *remove = new QToolButton;
    remove->setText(QStringLiteral("\u2212"));
    remove->setToolTip(tr("Remove this requirement"));
    grid->addWidget(row.metric, 0, 0, 1, 3);
    grid->addWidget(remove, 0, 3);
    grid->addWidget(row.op, 1, 0);
    grid->addWidget(row.a, 1, 1);
    grid->addWidget(row.andLabel, 1, 2);
    grid->addWidget(row.b, 1, 3);
    grid->addWidget(row.evidence, 2, 0, 1, 4);
    grid->addWidget(row.error, 3, 0, 1, 4);
    grid->setColumnStretch(1, 1);
    requirementsLayout_->addWidget(row.box);
    requirements_.push_back(row);
    QWidget *box = row.box;
    auto update = [this, box] {
        for (const RequirementRow &r : requirements_)
            if (r.box == box) updateRequirementRow(r);
    };
    connect(row.metric, &QComboBox::currentIndexChanged, this, update);
    connect(row.op, &QComboBox::currentIndexChanged, this, update);
    connect(row.a, &QDoubleSpinBox::valueChanged, this, update);
    connect(row.b, &QDoubleSpinBox::valueChanged, this, update);
    connect(remove, &QToolButton::clicked, this, [this, box] {
        for (size_t i = 0; i < requirements_.size(); ++i)
            if (requirements_[i].box == box) removeRequirement(static_cast<int>(i));
    });
    fillEvidenceChoices();
    updateRequirementRow(requirements_.back());
    return static_cast<int>(requirements_.size()) - 1;
}

void ExploreView::removeRequirement(int index) {
    if (index < 0 || index >= requirementCount()) return;
    QWidget *box = requirements_[static_cast<size_t>(index)].box;
    requirements_.erase(requirements_.begin() + index);
    box->hide();
    box->deleteLater();  // it may be its own remove button's click being handled
}

QComboBox *ExploreView::requirementMetricBox(int index) const {
    return index >= 0 && index < requirementCount() ? requirements_[static_cast<size_t>(index)].metric : nullptr;
}
QComboBox *ExploreView::requirementOpBox(int index) const {
    return index >= 0 && index < requirementCount() ? requirements_[static_cast<size_t>(index)].op : nullptr;
}
QComboBox *ExploreView::requirementEvidenceBox(int index) const {
    return index >= 0 && index < requirementCount() ? requirements_[static_cast<size_t>(index)].evidence : nullptr;
}
QDoubleSpinBox *ExploreView::requirementValueBox(int index, int which) const {
    if (index < 0 || index >= requirementCount()) return nullptr;
    const RequirementRow &r = requirements_[static_cast<size_t>(index)];
    return which == 0 ? r.a : r.b;
}

void ExploreView::updateRequirementRow(const RequirementRow &row) {
    const bool between = row.op->currentData().toInt() == static_cast<int>(Requirement::Op::Between);
    row.andLabel->setVisible(between);
    row.b->setVisible(between);
    row.evidence->setVisible(row.metric->currentData().toString() == kUsageSimilarity);
    Requirement r;
    QString error;
    showError(row.error, requirementOf(row, r, error) ? QString() : error);
}

bool ExploreView::requirementOf(const RequirementRow &row, Requirement &out, QString &error) const {
    out = Requirement{};
    out.metric = row.metric->currentData().toString().toStdString();
    out.op = static_cast<Requirement::Op>(row.op->currentData().toInt());
    const double a = row.a->value(), b = row.b->value();
    if (out.op == Requirement::Op::AtMost) out.hi = a;
    else out.lo = a;
    if (out.op == Requirement::Op::Between) {
        out.hi = b;
        if (b < a) {
            error = tr("The lower bound (%1) is above the upper one (%2).").arg(number(a), number(b));
            return false;
        }
    }
    if (out.metric == "usage_similarity") {
        out.evidence = row.evidence->currentData().toString().toStdString();
        if (out.evidence.empty()) {
            error = tr("Add an observed usage map under Evidence: the similarity is measured against it.");
            return false;
        }
    }
    return true;
}

// ---- evidence ----

bool ExploreView::addEvidenceFile(const QString &path) {
    Evidence e;
    std::string err;
    if (!loadEvidence(path.toStdString(), e, err)) {
        lastError_ = q(err);
        showError(evidenceError_, lastError_);
        return false;
    }
    for (const EvidenceFile &f : evidence_)
        if (QFileInfo(f.path) == QFileInfo(path)) {
            showError(evidenceError_, tr("%1 is in the list already.").arg(QFileInfo(path).fileName()));
            return false;
        }
    showError(evidenceError_, QString());
    const QString name = QFileInfo(path).fileName();
    QString text;
    if (e.kind == Evidence::Kind::UsageMap)
        text = tr("%1: usage map, %n cell(s)", nullptr, static_cast<int>(e.usage.labels.size())).arg(name);
    else
        text = tr("%1: reported length, %2").arg(name, charts::requirementTitle(e.length)) +
               (e.source.empty() ? QString() : QStringLiteral(" (%1)").arg(q(e.source)));
    auto *item = new QListWidgetItem(text);
    item->setToolTip(path);
    evidenceList_->addItem(item);
    evidence_.push_back({path, std::move(e)});
    fillEvidenceChoices();
    return true;
}

void ExploreView::removeEvidence() {
    const int row = evidenceList_->currentRow();
    if (row < 0 || row >= static_cast<int>(evidence_.size())) return;
    evidence_.erase(evidence_.begin() + row);
    delete evidenceList_->takeItem(row);
    fillEvidenceChoices();
}

void ExploreView::addEvidenceDialog() {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Add evidence"), QString(), tr("Evidence (*.csv *.json);;Usage maps (*.csv);;Reported lengths (*.json)"));
    for (const QString &f : files)
        if (!addEvidenceFile(f)) break;  // the error stays shown
}

void ExploreView::fillEvidenceChoices() {
    for (const RequirementRow &row : requirements_) {
        const QSignalBlocker b(row.evidence);
        const QString kept = row.evidence->currentData().toString();
        row.evidence->clear();
        for (const EvidenceFile &f : evidence_)
            if (f.evidence.kind == Evidence::Kind::UsageMap) {
                row.evidence->addItem(QFileInfo(f.path).fileName(), f.path);
                row.evidence->setItemData(row.evidence->count() - 1, f.path, Qt::ToolTipRole);
            }
        const int i = row.evidence->findData(kept);
        if (i >= 0) row.evidence->setCurrentIndex(i);
        updateRequirementRow(row);
    }
}

// ---- the spec ----

bool ExploreView::specFromForm(ExploreSpec &out, QString &error) const {
    if (!info_) {
        error = tr("Choose a game first: select it, or one of its readings, in Games and readings.");
        return false;
    }
    QStringList errors;
    out = ExploreSpec{};
    out.game = info_->id;
    out.base = base_->currentData().toString().toStdString();
    if (out.base.empty()) errors << tr("Choose a base reading.");
    for (const OptionRow &row : options_) {
        if (!row.check->isChecked()) continue;
        std::vector<std::string> values;
        int64_t count = 0;
        QString e;
        if (!optionValues(row, values, count, e)) errors << e;
        // No values listed: every value of the option (the core expands them).
        else out.vary.emplace_back(row.option->id, row.values->text().trimmed().isEmpty() ? std::vector<std::string>{} : values);
    }
    if (out.vary.empty()) errors << tr("Tick at least one option to vary.");
    for (const RequirementRow &row : requirements_) {
        Requirement r;
        QString e;
        if (!requirementOf(row, r, e)) errors << e;
        else out.requirements.push_back(r);
    }
    for (const EvidenceFile &f : evidence_) out.evidenceFiles.push_back(f.path.toStdString());
    bool lengthEvidence = false;
    for (const EvidenceFile &f : evidence_) lengthEvidence = lengthEvidence || f.evidence.kind == Evidence::Kind::ReportedLength;
    if (out.requirements.empty() && !lengthEvidence)
        errors << tr("Add at least one requirement: the verdicts say which candidates meet the requirements.");
    out.budget = budget_->value();
    out.firstBlock = firstBlock_->value();
    out.maxCandidates = maxCandidates_->value();
    bool ok = false;
    out.seed = seed_->text().toULongLong(&ok);
    if (!ok) errors << tr("The seed must be a whole number from 0 to 18446744073709551615.");
    out.alpha = alpha_->value();
    if (settings_) {
        QString e;
        if (!settings_(out, e)) errors << e;
    }
    error = errors.join(QLatin1Char('\n'));
    return errors.isEmpty();
}

void ExploreView::setSpec(const ExploreSpec &spec) {
    if (!setGame(q(spec.game), q(spec.base))) return;
    for (const OptionRow &row : options_) {
        const QSignalBlocker b1(row.check), b2(row.values);
        row.check->setChecked(false);
        row.values->clear();
    }
    for (const auto &[option, values] : spec.vary) {
        QStringList texts;
        for (const std::string &v : values) texts << q(v);
        setVaried(q(option), true, texts.join(QStringLiteral(", ")));
    }
    for (const OptionRow &row : options_) updateOptionRow(row);
    evidence_.clear();
    evidenceList_->clear();
    QStringList missing;
    for (const std::string &f : spec.evidenceFiles)
        if (!addEvidenceFile(q(f))) missing << lastError_;
    while (!requirements_.empty()) removeRequirement(static_cast<int>(requirements_.size()) - 1);
    for (const Requirement &r : spec.requirements) {
        const int i = addRequirement(q(r.metric), r.op, r.op == Requirement::Op::AtMost ? r.hi : r.lo, r.hi);
        if (i < 0) continue;
        QComboBox *ev = requirements_[static_cast<size_t>(i)].evidence;
        const int e = ev->findData(q(r.evidence));
        if (e >= 0) ev->setCurrentIndex(e);
    }
    budget_->setValue(static_cast<int>(std::clamp<int64_t>(spec.budget, budget_->minimum(), budget_->maximum())));
    firstBlock_->setValue(static_cast<int>(std::clamp<int64_t>(spec.firstBlock, firstBlock_->minimum(), firstBlock_->maximum())));
    maxCandidates_->setValue(
        static_cast<int>(std::clamp<int64_t>(spec.maxCandidates, maxCandidates_->minimum(), maxCandidates_->maximum())));
    seed_->setText(QString::number(spec.seed));
    alpha_->setValue(spec.alpha);
    showError(evidenceError_, missing.join(QLatin1Char('\n')));
    updateCount();
}

}  // namespace rulelab
