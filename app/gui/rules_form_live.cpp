// The rules form checked as it is typed, and its drafts: the check is the one `rulelab-cli check`
// and loading run (GameCollectionPlugin::checkRulesFile), 300 ms after the last edit; each problem
// is shown beside its field (a top field's line under it, a rule's or a reading's Problem cell),
// all of them in the list below and their count above the buttons. A draft is the form saved as
// it is, problems and all, to be opened and finished later.
#include "plugin/rules_check_text.h"
#include "rules_file_dialogs.h"
#include "shown_text.h"

#include "plugin/file_access.h"
#include "plugin/game_plugin.h"
#include "plugin/plugin_registry.h"
#include "widget_rows.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>

namespace rulelab {

namespace {

// The origin named in the live check's lines (stripped before they are shown beside a field).
const QString kFormOrigin = QStringLiteral("form");

// "rules.capture.value: 'x' is not..." -> ("rules.capture.value", "'x' is not...").
std::pair<QString, QString> splitProblem(const QString &line, const QString &origin) {
    QString rest = line.startsWith(origin + QStringLiteral(": ")) ? line.mid(origin.size() + 2) : line;
    const qsizetype colon = rest.indexOf(QStringLiteral(": "));
    if (colon < 0) return {QString(), rest};
    return {rest.left(colon), rest.mid(colon + 2)};
}

// The first part of a field path: "rules.capture.value" -> "rules", "readings[2].id" -> "readings".
QString headOf(const QString &field) {
    const qsizetype end = field.indexOf(QRegularExpression(QStringLiteral("[.\\[]")));
    return end < 0 ? field : field.left(end);
}

// What a check's field path names: a rule ("rules.capture.citations": the rule `key` capture), a
// reading ("readings[1].id": `row` 1) or a top field ("name"), and the `rest` of the path after it
// ("citations", "id", "").
struct FieldPath {
    enum Kind { Rule, Reading, Top } kind = Top;
    QString key;
    int row = -1;
    QString rest;
};

FieldPath fieldPath(const QString &field) {
    static const QRegularExpression readingRow(QStringLiteral("^readings\\[(\\d+)\\]"));
    FieldPath p;
    QString prefix;
    if (const QString head = headOf(field); head == QLatin1String("rules") && field.size() > 6) {
        p.kind = FieldPath::Rule;
        p.key = headOf(field.mid(6));
        prefix = QStringLiteral("rules.") + p.key;
    } else if (const auto m = readingRow.match(field); m.hasMatch()) {
        p.kind = FieldPath::Reading;
        p.row = m.captured(1).toInt();
        prefix = m.captured(0);
    } else {
        p.key = head;
        prefix = head;
    }
    p.rest = field.mid(prefix.size());
    if (p.rest.startsWith(QLatin1Char('.'))) p.rest.remove(0, 1);
    return p;
}

void markCell(QTableWidgetItem *cell, const QStringList &problems, const QIcon &icon) {
    cell->setText(problems.join(QLatin1Char('\n')));
    cell->setToolTip(problems.join(QLatin1Char('\n')));
    cell->setIcon(problems.isEmpty() ? QIcon() : icon);
}

}  // namespace

QWidget *RulesFormDialog::addProblemRow(QFormLayout *form, const QString &field) {
    auto *row = new QWidget;
    auto *h = marginlessLayout<QHBoxLayout>(row);
    auto *icon = new QLabel;
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(16, 16));
    auto *text = new QLabel;
    text->setWordWrap(true);
    text->setObjectName(QStringLiteral("problem-") + field);
    h->addWidget(icon);
    h->addWidget(text, 1);
    row->setVisible(false);
    form->addRow(QString(), row);
    fieldProblems_.insert(field, text);
    return row;
}

QString RulesFormDialog::placeOf(const QString &field) const {
    const FieldPath p = fieldPath(field);
    QString place;
    if (p.kind == FieldPath::Rule) {
        const int r = rowOfRule(p.key);
        place = r >= 0 ? rules_->item(r, RuleCol)->text() : p.key;
    } else if (p.kind == FieldPath::Reading) {
        place = tr("Reading %1").arg(p.row + 1);
    } else {
        const QMap<QString, QString> labels{{QStringLiteral("id"), tr("Id")},
                                            {QStringLiteral("name"), tr("Name")},
                                            {QStringLiteral("summary"), tr("Summary")},
                                            {QStringLiteral("players"), tr("Players")},
                                            {QStringLiteral("sources"), tr("Sources")},
                                            {QStringLiteral("board"), tr("Board")},
                                            {QStringLiteral("readings"), tr("Readings")}};
        if (!labels.contains(p.key)) return field;
        place = labels.value(p.key);
    }
    return p.rest.isEmpty() ? place : tr("%1 (%2)", "a field and the part of it").arg(place, p.rest);
}

QString RulesFormDialog::problemText(const QString &line, const QString &origin) const {
    const auto [field, message] = splitProblem(line, origin);
    if (field.isEmpty()) return line;
    const QString where = placeOf(field) + QStringLiteral(": ") + rulesCheckText(message);
    return origin == kFormOrigin || !line.startsWith(origin + QStringLiteral(": ")) ? where
                                                                                    : origin + QStringLiteral(": ") + where;
}

QString RulesFormDialog::fieldProblem(const QString &field) const {
    const QLabel *l = fieldProblems_.value(field);
    return l && l->parentWidget()->isVisibleTo(this) ? l->text() : QString();
}

void RulesFormDialog::connectLiveCheck() {
    checkTimer_ = new QTimer(this);
    checkTimer_->setSingleShot(true);
    checkTimer_->setInterval(300);
    connect(checkTimer_, &QTimer::timeout, this, &RulesFormDialog::checkNow);
    auto later = [this] { checkTimer_->start(); };
    for (QLineEdit *e : {id_, name_, player0_, player1_, sources_, boardSource_, boardLocator_})
        connect(e, &QLineEdit::textChanged, this, later);
    connect(summary_, &QPlainTextEdit::textChanged, this, later);
    for (QSpinBox *b : {holes_, counters_}) connect(b, &QSpinBox::valueChanged, this, later);
    connect(rules_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() != ProblemCol) checkTimer_->start();
    });
    connect(readings_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() != ReadingProblemCol) checkTimer_->start();
    });
    connect(readings_->model(), &QAbstractItemModel::rowsRemoved, this, later);
}

QStringList RulesFormDialog::checkNow() {
    if (checkTimer_) checkTimer_->stop();
    const QByteArray data = QJsonDocument(content()).toJson(QJsonDocument::Compact);
    QStringList problems;
    for (const auto &e : plugin_.checkRulesFile(data, kFormOrigin.toStdString())) problems << QString::fromStdString(e);
    if (problems.isEmpty() && idCheck_) {
        const QString idProblem = idCheck_(id_->text().trimmed());
        if (!idProblem.isEmpty()) problems << kFormOrigin + QStringLiteral(": ") + idProblem;
    }
    showProblems(problems, kFormOrigin);
    const QStringList dropped = droppedTranslations();
    translationNote_->setText(dropped.isEmpty() ? QString()
                                                : lineText(tr("Translations left out, their English text edited or removed: %1")
                                                               .arg(dropped.join(QStringLiteral("; ")))));
    translationNote_->setVisible(!dropped.isEmpty());
    return problems;
}

void RulesFormDialog::showProblems(const QStringList &problems, const QString &origin) {
    QMap<QString, QStringList> byField, byRule;
    QMap<int, QStringList> byReading;
    for (const QString &line : problems) {
        const auto [field, english] = splitProblem(line, origin);
        const QString message = rulesCheckText(english);  // in the interface's language
        // Beside its field, what is left of the path after the field's own line or cell.
        const FieldPath p = fieldPath(field);
        const QString beside = p.rest.isEmpty() ? message : p.rest + QStringLiteral(": ") + message;
        if (p.kind == FieldPath::Rule) byRule[p.key] << beside;
        else if (p.kind == FieldPath::Reading) byReading[p.row] << beside;
        else if (fieldProblems_.contains(p.key)) byField[p.key] << beside;
    }
    for (auto it = fieldProblems_.begin(); it != fieldProblems_.end(); ++it) {
        it.value()->setText(byField.value(it.key()).join(QLatin1Char('\n')));
        it.value()->parentWidget()->setVisible(byField.contains(it.key()));
    }
    const QIcon warn = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    {
        const QSignalBlocker quiet(rules_);  // the Problem cells are not edits to check again
        for (int r = 0; r < rules_->rowCount(); ++r)
            markCell(rules_->item(r, ProblemCol), byRule.value(rules_->item(r, RuleCol)->data(Qt::UserRole).toString()), warn);
    }
    {
        const QSignalBlocker quiet(readings_);
        for (int r = 0; r < readings_->rowCount(); ++r)
            if (QTableWidgetItem *cell = readings_->item(r, ReadingProblemCol)) markCell(cell, byReading.value(r), warn);
    }
    problems_->clear();
    for (const QString &line : problems) problems_->addItem(problemText(line, origin));
    problemCount_ = static_cast<int>(problems.size());
    count_->setText(problems.isEmpty() ? tr("No problems: the rules can be saved and run.")
                                       : tr("%n problem(s), each shown beside its field.", nullptr, problemCount_));
}

QSet<QString> RulesFormDialog::probeOptionalRules() const {
    // A file with no rules at all: the check names every rule it cannot do without.
    const QJsonObject probe{{QStringLiteral("format"), QStringLiteral("rulelab-rules")},
                            {QStringLiteral("version"), 1},
                            {QStringLiteral("id"), QStringLiteral("probe")},
                            {QStringLiteral("name"), QString()},
                            {QStringLiteral("summary"), QString()},
                            {QStringLiteral("players"), QJsonArray()},
                            {QStringLiteral("sources"), QJsonArray()},
                            {QStringLiteral("board"), QJsonObject{{QStringLiteral("holes_per_row"), 5},
                                                                  {QStringLiteral("counters_per_hole"), 5}}},
                            {QStringLiteral("rules"), QJsonObject()},
                            {QStringLiteral("readings"), QJsonArray()}};
    QSet<QString> missing;
    for (const auto &e : plugin_.checkRulesFile(QJsonDocument(probe).toJson(), "probe")) {
        const auto [field, message] = splitProblem(QString::fromStdString(e), QStringLiteral("probe"));
        if (field.startsWith(QStringLiteral("rules.")) && message.startsWith(QStringLiteral("missing")))
            missing.insert(field.mid(6));
    }
    QSet<QString> optional;
    for (const RuleOption &o : plugin_.vocabulary().options) {
        const QString id = QString::fromStdString(o.id);
        if (id != QLatin1String("holes_per_row") && id != QLatin1String("counters_per_hole") && !missing.contains(id))
            optional.insert(id);
    }
    return optional;
}

bool RulesFormDialog::saveDraftTo(const QString &path) {
    const int left = static_cast<int>(checkNow().size());
    const QByteArray data = QJsonDocument(content()).toJson(QJsonDocument::Indented);
    QString error;
    if (std::string bad; !checkOutputFile(path, bad)) error = QString::fromStdString(bad);
    else {
        QSaveFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit())
            error = tr("%1: cannot be written: %2").arg(path, f.errorString());
    }
    if (!error.isEmpty()) {
        problems_->insertItem(0, error);
        status_->setText(tr("Draft not saved."));
        return false;
    }
    draft_ = path;
    kept_ = content();
    status_->setText(left == 0 ? tr("Draft saved to %1: no problems left.").arg(path)
                               : tr("Draft saved to %1: %n problem(s) left to fix.", nullptr, left).arg(path));
    return true;
}

bool RulesFormDialog::openDraft(const QString &path) {
    QByteArray data;
    std::string readError;
    QString error;
    QJsonParseError pe{};
    QJsonDocument doc;
    if (!readFileCapped(path, kSmallFileCap, data, readError)) error = QString::fromStdString(readError);
    else if (doc = QJsonDocument::fromJson(data, &pe); pe.error != QJsonParseError::NoError || !doc.isObject())
        error = tr("%1: not a rules file: not valid JSON (%2)").arg(path, pe.errorString());
    if (!error.isEmpty()) {
        problems_->insertItem(0, error);
        status_->setText(tr("Draft not opened."));
        return false;
    }
    setContent(doc.object());
    draft_ = path;
    status_->setText(problemCount_ == 0 ? tr("Opened %1: no problems.").arg(path)
                                        : tr("Opened %1: %n problem(s) left to fix.", nullptr, problemCount_).arg(path));
    return true;
}

namespace {
QString draftsDir() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/drafts"); }
}  // namespace

void RulesFormDialog::saveDraft() {
    QDir().mkpath(draftsDir());
    const QString suggested =
        draft_.isEmpty() ? draftsDir() + QLatin1Char('/') + id_->text().trimmed() + QStringLiteral(".json") : draft_;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Draft"), suggested, tr("Rules files (*.json)"));
    if (!path.isEmpty()) saveDraftTo(path);
}

void RulesFormDialog::reject() {
    if (!quiet_ && hasUnsavedEdits()) {
        QMessageBox box(QMessageBox::Question, tr("Unsaved rules"),
                        tr("The rules of %1 have changed since they were opened or saved. Save them as a draft, to "
                           "finish later, before closing?")
                            .arg(name_->text().trimmed()),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
        box.setObjectName(QStringLiteral("unsavedRulesBox"));
        box.setDefaultButton(QMessageBox::Save);
        const int choice = box.exec();
        if (choice != QMessageBox::Discard && choice != QMessageBox::Save) return;  // Cancel, Escape: keep editing
        if (choice == QMessageBox::Save) {
            saveDraft();
            if (hasUnsavedEdits()) return;  // the draft was not saved: nothing is lost
        }
    }
    QDialog::reject();
}

void RulesFormDialog::openDraftFile() {
    const QString start = draft_.isEmpty() ? draftsDir() : draft_;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Draft"), start, tr("Rules files (*.json)"));
    if (!path.isEmpty()) openDraft(path);
}

}  // namespace rulelab
