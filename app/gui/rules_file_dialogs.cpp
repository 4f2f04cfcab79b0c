#include "rules_file_dialogs.h"

#include "plugin/file_access.h"
#include "plugin/game_plugin.h"
#include "plugin/plugin_registry.h"
#include "rules_form_choices.h"
#include "rules_form_translations.h"
#include "shown_text.h"
#include "widget_rows.h"
#include "plugin/qt_text.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rulelab {

namespace {


bool isBoardOption(const std::string &id) { return id == "holes_per_row" || id == "counters_per_hole"; }
QStringList splitList(const QString &text) {
    QStringList out;
    for (const QString &part : text.split(QRegularExpression(QStringLiteral("[,;]")), Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty()) out << part.trimmed();
    return out;
}

// A value as the file holds it: a whole number as a number, anything else as text.
QJsonValue valueJson(const QString &text) {
    bool ok = false;
    const int n = text.toInt(&ok);
    return ok ? QJsonValue(n) : QJsonValue(text);
}

QString valueText(const QJsonValue &v) { return v.isDouble() ? QString::number(v.toInt()) : v.toString(); }

QString citationSource(const QJsonObject &o) {
    return o.value(QStringLiteral("citations")).toArray().at(0).toObject().value(QStringLiteral("source")).toString();
}
QString citationLocator(const QJsonObject &o) {
    return o.value(QStringLiteral("citations")).toArray().at(0).toObject().value(QStringLiteral("locator")).toString();
}

// `o`'s citations with the first one set to (source, locator); dropped when both are empty
// and there were none.
QJsonObject withFirstCitation(QJsonObject o, const QString &source, const QString &locator) {
    QJsonArray cites = o.value(QStringLiteral("citations")).toArray();
    if (source.isEmpty() && locator.isEmpty()) {
        if (!cites.isEmpty()) cites.removeFirst();
    } else {
        QJsonObject first = cites.isEmpty() ? QJsonObject() : cites.first().toObject();
        first.insert(QStringLiteral("source"), source);
        first.insert(QStringLiteral("locator"), locator);
        if (cites.isEmpty()) cites.append(first);
        else cites[0] = first;
    }
    if (cites.isEmpty()) o.remove(QStringLiteral("citations"));
    else o.insert(QStringLiteral("citations"), cites);
    return o;
}

}  // namespace

// ---------------------------------------------------------------------------------------------

NewGameFromFileDialog::NewGameFromFileDialog(PluginRegistry &registry, QWidget *parent) : QDialog(parent), registry_(registry) {
    setWindowTitle(tr("New Game from Rules File"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(
        wrappedLabel(tr("A rules file describes a two-row sowing game as data: its board, every rule with the "
                        "passage it follows, the gaps of the text and named readings.\n\n"
                        "To make one without writing it by hand, close this window and choose Edit > New Game Rules... "
                        "(or select a game of a rules file and choose Edit > Edit a Copy of This Game...): the form "
                        "offers each rule's values to choose from, shows each problem beside its field as you type, "
                        "and saves the file.\n\n"
                        "Here, choose a rules file made elsewhere and press Load: if it has problems, each is listed "
                        "below with its field and the values allowed, so that it can be fixed and loaded again.")));
    auto *row = new QHBoxLayout;
    path_ = new QLineEdit;
    path_->setPlaceholderText(tr("rules file (.json)"));
    auto *browse = new QPushButton(tr("Browse..."));
    row->addWidget(path_, 1);
    row->addWidget(browse);
    layout->addLayout(row);
    remember_ = new QCheckBox(tr("Load the games of this file's folder whenever RuleLab starts"));
    remember_->setChecked(true);
    layout->addWidget(remember_);
    problems_ = new QListWidget;
    problems_->setWordWrap(true);
    problems_->setVisible(false);
    layout->addWidget(problems_, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    load_ = buttons->addButton(tr("&Load"), QDialogButtonBox::AcceptRole);
    layout->addWidget(buttons);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Rules file"), path_->text(), tr("Rules files (*.json)"));
        if (!f.isEmpty()) path_->setText(f);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(load_, &QPushButton::clicked, this, [this] {
        if (load()) accept();
    });
    resize(640, 360);
}

bool NewGameFromFileDialog::load() {
    problems_->clear();
    const QString path = path_->text().trimmed();
    QString error;
    if (path.isEmpty()) error = tr("Choose a rules file first.");
    else if (!QFileInfo(path).isFile()) error = tr("%1: no such file").arg(path);
    else {
        const int before = static_cast<int>(registry_.games().size());
        if (registry_.addRulesFile(path, error) && static_cast<int>(registry_.games().size()) > before) {
            loaded_ = registry_.games().back().pluginId;
            if (remember_->isChecked()) {
                QSettings settings;
                QStringList dirs = settings.value(QString::fromLatin1(PluginRegistry::kGamesDirsSetting)).toStringList();
                const QString dir = QFileInfo(path).absolutePath();
                if (!dirs.contains(dir) && QDir(dir) != QDir(PluginRegistry::userGamesDir())) {
                    dirs << dir;
                    settings.setValue(QString::fromLatin1(PluginRegistry::kGamesDirsSetting), dirs);
                }
            }
            emit gameLoaded(loaded_);
            return true;
        }
    }
    for (const QString &line : error.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) problems_->addItem(line);
    problems_->setVisible(true);
    return false;
}

// ---------------------------------------------------------------------------------------------

RulesFormDialog::RulesFormDialog(const GameCollectionPlugin &rules, QWidget *parent) : QDialog(parent), plugin_(rules) {
    setWindowTitle(tr("Edit Game Rules"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buildGameFields());

    auto *split = new QSplitter(Qt::Vertical);
    const GameInfo &voc = plugin_.vocabulary();
    buildRuleTable(voc);
    split->addWidget(rules_);
    auto *readingBox = new QWidget;
    auto *rl = marginlessLayout<QVBoxLayout>(readingBox);
    rl->addWidget(new QLabel(tr("Readings (a value for each open rule, e.g. capture=chain, rounds=3):")));
    readings_ = new QTableWidget(0, 5);
    readings_->setHorizontalHeaderLabels(
        {tr("Id"), tr("Name"), tr("Source it follows"), tr("Values of the open rules"), tr("Problem")});
    readings_->horizontalHeader()->setSectionResizeMode(ReadingOptionsCol, QHeaderView::Stretch);
    readings_->verticalHeader()->setVisible(false);
    readings_->setItemDelegateForColumn(ReadingOptionsCol, new ReadingValuesDelegate(voc, readings_));
    // The one column where the user types identifiers (a reading's id, as the id field above): the
    // identifier scan of the tests leaves it out, as it leaves out line edits.
    readings_->setProperty("typedIdColumn", static_cast<int>(ReadingIdCol));
    rl->addWidget(readings_);
    auto *readingForm = new QFormLayout;
    rl->addLayout(readingForm);
    addProblemRow(readingForm, QStringLiteral("readings"));
    auto *rb = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add Reading"));
    auto *remove = new QPushButton(tr("Remove Reading"));
    rb->addWidget(add);
    rb->addWidget(remove);
    rb->addStretch(1);
    rl->addLayout(rb);
    split->addWidget(readingBox);
    problems_ = new QListWidget;
    problems_->setWordWrap(true);
    problems_->setToolTip(tr("What stops the file from being loaded: the field and what is allowed"));
    split->addWidget(problems_);
    split->setStretchFactor(0, 6);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 1);
    split->setSizes({440, 170, 90});
    layout->addWidget(split, 1);
    count_ = new QLabel;
    layout->addWidget(count_);
    translationNote_ = hiddenNote(QStringLiteral("translationNote"));
    layout->addWidget(translationNote_);
    status_ = new QLabel;
    status_->setWordWrap(true);
    layout->addWidget(status_);
    layout->addWidget(buildRunRow());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *open = buttons->addButton(tr("&Open Draft..."), QDialogButtonBox::ActionRole);
    QPushButton *draft = buttons->addButton(tr("Save &Draft..."), QDialogButtonBox::ActionRole);
    draft->setToolTip(tr("Saves the form as it is, problems and all, to finish later"));
    QPushButton *save = buttons->addButton(tr("&Save As..."), QDialogButtonBox::AcceptRole);
    layout->addWidget(buttons);
    connect(add, &QPushButton::clicked, this, [this] { addReadingRow(QString(), QString(), QString(), QString()); });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (readings_->currentRow() >= 0) readings_->removeRow(readings_->currentRow());
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(save, &QPushButton::clicked, this, &RulesFormDialog::saveAs);
    connect(draft, &QPushButton::clicked, this, &RulesFormDialog::saveDraft);
    connect(open, &QPushButton::clicked, this, &RulesFormDialog::openDraftFile);
    connectLiveCheck();
    setContent({});
    resize(1000, 760);
}

// The game's own fields (id, name, summary, players, sources, board), each with its problems
// under it.
QFormLayout *RulesFormDialog::buildGameFields() {
    auto *top = new QFormLayout;
    id_ = new QLineEdit;
    id_->setToolTip(tr("The game's id: lower-case letters, digits and '-'; it must differ from every other game's."));
    name_ = new QLineEdit;
    summary_ = new QPlainTextEdit;
    summary_->setMaximumHeight(70);
    player0_ = new QLineEdit;
    player1_ = new QLineEdit;
    auto *players = new QHBoxLayout;
    players->addWidget(player0_);
    players->addWidget(player1_);
    sources_ = new QLineEdit;
    sources_->setToolTip(tr("The bibliography keys the game cites (data/sources/bibliography.bib), separated by commas."));
    holes_ = new QSpinBox;
    holes_->setRange(1, 8);
    counters_ = new QSpinBox;
    counters_->setRange(1, 12);
    boardSource_ = new QLineEdit;
    boardLocator_ = new QLineEdit;
    auto *board = new QHBoxLayout;
    addLabelled(board, tr("holes a row"), holes_);
    addLabelled(board, tr("counters a hole"), counters_);
    addLabelled(board, tr("cited from"), boardSource_);
    board->addWidget(boardLocator_);
    boardSource_->setPlaceholderText(tr("source key"));
    boardLocator_->setPlaceholderText(tr("page or section"));
    // Each field with the line of its problems under it (addProblemRow, rules_form_live.cpp).
    const auto addField = [&](const QString &label, auto *field, const QString &key) {
        top->addRow(label, field);
        addProblemRow(top, key);
    };
    addField(tr("Id:"), id_, QStringLiteral("id"));
    addField(tr("Name:"), name_, QStringLiteral("name"));
    addField(tr("Summary:"), summary_, QStringLiteral("summary"));
    addField(tr("Players (seat 0, seat 1):"), players, QStringLiteral("players"));
    addField(tr("Sources:"), sources_, QStringLiteral("sources"));
    addField(tr("Board:"), board, QStringLiteral("board"));
    return top;
}

// A row for each rule of the vocabulary but the board's: the rule in words, whether it is open,
// its values, default, citation and problems.
void RulesFormDialog::buildRuleTable(const GameInfo &voc) {
    rules_ = new QTableWidget(0, 7);
    rules_->setHorizontalHeaderLabels({tr("Rule"), tr("Open (a gap)"), tr("Value(s)"), tr("Default"), tr("Cited source"),
                                       tr("Page or section"), tr("Problem")});
    rules_->horizontalHeader()->setSectionResizeMode(ValuesCol, QHeaderView::Stretch);
    rules_->verticalHeader()->setVisible(false);
    optional_ = probeOptionalRules();
    const QByteArray context = "game " + QByteArray::fromStdString(voc.id);  // plugin_texts.cpp
    auto *choices = new RuleValueDelegate(voc, RuleCol, OpenCol, ValuesCol, rules_);
    rules_->setItemDelegateForColumn(ValuesCol, choices);
    rules_->setItemDelegateForColumn(DefaultCol, choices);
    for (const RuleOption &o : voc.options) {
        if (isBoardOption(o.id)) continue;
        const int row = rules_->rowCount();
        rules_->insertRow(row);
        // The rule in words; its id (the file's) in the tooltip and under Qt::UserRole.
        auto *name = new QTableWidgetItem(idsInWords(voc, QCoreApplication::translate(context.constData(), o.label.c_str())));
        name->setData(Qt::UserRole, q(o.id));
        name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        name->setToolTip(tr("%1 (in the file: %2)\n%3\nAllowed: %4%5")
                             .arg(name->text(), q(o.id), q(o.description), q(o.allowedText()),
                                  optional_.contains(q(o.id))
                                      ? tr("\nMay be left out: leave the values empty for a simulation guard to keep "
                                           "RuleLab's, or for a mechanic the game does not have.")
                                      : QString()));
        rules_->setItem(row, RuleCol, name);
        auto *open = new QTableWidgetItem;
        open->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        open->setCheckState(Qt::Unchecked);
        rules_->setItem(row, OpenCol, open);
        for (int c : {ValuesCol, DefaultCol, SourceCol, LocatorCol}) rules_->setItem(row, c, new QTableWidgetItem);
        auto *problem = new QTableWidgetItem;
        problem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        rules_->setItem(row, ProblemCol, problem);
        rules_->item(row, ValuesCol)
            ->setToolTip(o.type == OptionType::Integer
                             ? tr("A fixed number, or for an open rule its range: 1-9")
                             : tr("One value (fixed) or, for an open rule, several separated by commas"));
    }
}

int RulesFormDialog::rowOfRule(const QString &rule) const {
    for (int r = 0; r < rules_->rowCount(); ++r)
        if (rules_->item(r, RuleCol)->data(Qt::UserRole).toString() == rule) return r;
    return -1;
}

void RulesFormDialog::setRule(const QString &rule, bool open, const QString &values, const QString &defaultValue,
                              const QString &source, const QString &locator) {
    const int r = rowOfRule(rule);
    if (r < 0) return;
    rules_->item(r, OpenCol)->setCheckState(open ? Qt::Checked : Qt::Unchecked);
    rules_->item(r, ValuesCol)->setText(values);
    rules_->item(r, DefaultCol)->setText(defaultValue);
    rules_->item(r, SourceCol)->setText(source);
    rules_->item(r, LocatorCol)->setText(locator);
}

void RulesFormDialog::addReadingRow(const QString &id, const QString &name, const QString &source, const QString &options) {
    const int row = readings_->rowCount();
    readings_->insertRow(row);
    readings_->setItem(row, ReadingIdCol, new QTableWidgetItem(id));
    readings_->setItem(row, ReadingNameCol, new QTableWidgetItem(name));
    readings_->setItem(row, ReadingSourceCol, new QTableWidgetItem(source));
    readings_->setItem(row, ReadingOptionsCol, new QTableWidgetItem(options));
    auto *problem = new QTableWidgetItem;
    problem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    readings_->setItem(row, ReadingProblemCol, problem);
}

void RulesFormDialog::setContent(const QJsonObject &file) {
    original_ = file;
    const GameInfo &voc = plugin_.vocabulary();
    const bool blank = file.isEmpty();
    id_->setText(blank ? QStringLiteral("my-game") : file.value(QStringLiteral("id")).toString());
    name_->setText(blank ? tr("My game") : file.value(QStringLiteral("name")).toString());
    summary_->setPlainText(file.value(QStringLiteral("summary")).toString());
    const QJsonArray players = file.value(QStringLiteral("players")).toArray();
    player0_->setText(blank ? tr("South") : players.at(0).toString());
    player1_->setText(blank ? tr("North") : players.at(1).toString());
    QStringList sources;
    for (const auto &s : file.value(QStringLiteral("sources")).toArray()) sources << s.toString();
    sources_->setText(sources.join(QStringLiteral(", ")));
    const QJsonObject b = file.value(QStringLiteral("board")).toObject();
    holes_->setValue(b.value(QStringLiteral("holes_per_row")).toInt(5));
    counters_->setValue(b.value(QStringLiteral("counters_per_hole")).toInt(5));
    boardSource_->setText(citationSource(b));
    boardLocator_->setText(citationLocator(b));
    const QJsonObject rules = file.value(QStringLiteral("rules")).toObject();
    for (const RuleOption &o : voc.options) {
        if (isBoardOption(o.id)) continue;
        const QJsonObject e = rules.value(q(o.id)).toObject();
        if (blank) {  // the vocabulary's defaults, fixed; the guards left to RuleLab, the added rules out
            setRule(q(o.id), false, optional_.contains(q(o.id)) ? QString() : q(o.defaultValue), QString(), QString(), QString());
            continue;
        }
        QString values;
        if (e.contains(QStringLiteral("value"))) values = valueText(e.value(QStringLiteral("value")));
        else if (e.contains(QStringLiteral("range"))) {
            const QJsonArray r = e.value(QStringLiteral("range")).toArray();
            values = valueText(r.at(0)) + QLatin1Char('-') + valueText(r.at(1));
        } else {
            QStringList vs;
            for (const auto &v : e.value(QStringLiteral("values")).toArray()) vs << valueText(v);
            values = vs.join(QStringLiteral(", "));
        }
        const bool open = e.contains(QStringLiteral("values")) || e.contains(QStringLiteral("range"));
        setRule(q(o.id), open, values, open ? valueText(e.value(QStringLiteral("default"))) : QString(), citationSource(e),
                citationLocator(e));
    }
    readings_->setRowCount(0);
    const QJsonArray readings = file.value(QStringLiteral("readings")).toArray();
    for (const auto &rv : readings) {
        const QJsonObject r = rv.toObject();
        QStringList opts;
        const QJsonObject o = r.value(QStringLiteral("options")).toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (it.key() != QLatin1String("comment")) opts << it.key() + QLatin1Char('=') + valueText(it.value());
        addReadingRow(r.value(QStringLiteral("id")).toString(), r.value(QStringLiteral("name")).toString(),
                      r.value(QStringLiteral("source")).toString(), opts.join(QStringLiteral(", ")));
    }
    if (readings.isEmpty()) addReadingRow(QStringLiteral("as-written"), tr("As written"), QString(), QString());
    status_->clear();
    checkNow();
    kept_ = content();
}

QJsonObject RulesFormDialog::content() const {
    QJsonObject o = original_;
    o.insert(QStringLiteral("format"), QStringLiteral("rulelab-rules"));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("id"), id_->text().trimmed());
    o.insert(QStringLiteral("name"), name_->text().trimmed());
    o.insert(QStringLiteral("summary"), summary_->toPlainText().trimmed());
    o.insert(QStringLiteral("players"), QJsonArray{player0_->text().trimmed(), player1_->text().trimmed()});
    QJsonArray sources;
    for (const QString &s : splitList(sources_->text())) sources.append(s);
    o.insert(QStringLiteral("sources"), sources);
    QJsonObject board = withFirstCitation(o.value(QStringLiteral("board")).toObject(), boardSource_->text().trimmed(),
                                          boardLocator_->text().trimmed());
    board.insert(QStringLiteral("holes_per_row"), holes_->value());
    board.insert(QStringLiteral("counters_per_hole"), counters_->value());
    o.insert(QStringLiteral("board"), board);

    const QJsonObject oldRules = original_.value(QStringLiteral("rules")).toObject();
    QJsonObject rules;
    for (int r = 0; r < rules_->rowCount(); ++r) {
        const QString id = rules_->item(r, RuleCol)->data(Qt::UserRole).toString();
        const QString values = rules_->item(r, ValuesCol)->text().trimmed();
        if (values.isEmpty())
            continue;  // left out: a guard keeps RuleLab's, a game lacks an added rule; any other
                       // rule is reported missing
        QJsonObject e = oldRules.value(id).toObject();
        for (const char *k : {"value", "values", "range", "default"}) e.remove(QLatin1String(k));
        const bool open = rules_->item(r, OpenCol)->checkState() == Qt::Checked;
        const QRegularExpression range(QStringLiteral("^\\s*(\\d+)\\s*(?:-|\\.\\.)\\s*(\\d+)\\s*$"));
        const auto m = range.match(values);
        if (!open) e.insert(QStringLiteral("value"), valueJson(values));
        else if (m.hasMatch()) e.insert(QStringLiteral("range"), QJsonArray{m.captured(1).toInt(), m.captured(2).toInt()});
        else {
            QJsonArray vs;
            for (const QString &v : splitList(values)) vs.append(valueJson(v));
            e.insert(QStringLiteral("values"), vs);
        }
        if (open) e.insert(QStringLiteral("default"), valueJson(rules_->item(r, DefaultCol)->text().trimmed()));
        // Words and citations kept from the file only for values the rule still has.
        const QStringList kept = open && m.hasMatch() ? QStringList() : open ? splitList(values) : QStringList{values};
        for (const char *k : {"explanations", "value_citations"}) {
            QJsonObject per = e.value(QLatin1String(k)).toObject();
            for (const QString &key : per.keys())
                if (key != QLatin1String("comment") && !kept.contains(key)) per.remove(key);
            if (per.isEmpty()) e.remove(QLatin1String(k));
            else e.insert(QLatin1String(k), per);
        }
        rules.insert(id, withFirstCitation(e, rules_->item(r, SourceCol)->text().trimmed(),
                                           rules_->item(r, LocatorCol)->text().trimmed()));
    }
    o.insert(QStringLiteral("rules"), rules);

    const QJsonArray oldReadings = original_.value(QStringLiteral("readings")).toArray();
    QJsonArray readings;
    for (int r = 0; r < readings_->rowCount(); ++r) {
        auto text = [&](int c) { return readings_->item(r, c) ? readings_->item(r, c)->text().trimmed() : QString(); };
        QJsonObject reading;
        for (const auto &old : oldReadings)  // keep the description of a reading the form started from
            if (old.toObject().value(QStringLiteral("id")).toString() == text(ReadingIdCol)) reading = old.toObject();
        reading.insert(QStringLiteral("id"), text(ReadingIdCol));
        reading.insert(QStringLiteral("name"), text(ReadingNameCol));
        if (text(ReadingSourceCol).isEmpty()) reading.remove(QStringLiteral("source"));
        else reading.insert(QStringLiteral("source"), text(ReadingSourceCol));
        QJsonObject options;
        for (const QString &pair : splitList(text(ReadingOptionsCol))) {
            const qsizetype eq = pair.indexOf(QLatin1Char('='));
            if (eq > 0) options.insert(pair.left(eq).trimmed(), valueJson(pair.mid(eq + 1).trimmed()));
            else options.insert(pair, QString());  // reported by the check: not a value
        }
        // A comment among the options is the file's, kept as it was (the cell shows rule=value only).
        const QJsonValue comment = reading.value(QStringLiteral("options")).toObject().value(QStringLiteral("comment"));
        if (comment.isString()) options.insert(QStringLiteral("comment"), comment);
        reading.insert(QStringLiteral("options"), options);
        readings.append(reading);
    }
    o.insert(QStringLiteral("readings"), readings);
    return withoutStaleTranslations(o);  // a text edited here takes its translations with it
}

QStringList RulesFormDialog::droppedTranslations() const {
    QStringList dropped;
    QJsonObject o = content();
    o.insert(QStringLiteral("translations"), original_.value(QStringLiteral("translations")));
    withoutStaleTranslations(o, &dropped);
    return dropped;
}

bool RulesFormDialog::saveTo(const QString &path) {
    problems_->clear();
    const QByteArray data = QJsonDocument(content()).toJson(QJsonDocument::Indented);
    const std::vector<std::string> errors = plugin_.checkRulesFile(data, QFileInfo(path).fileName().toStdString());
    const QString origin = QFileInfo(path).fileName();
    for (const auto &e : errors) problems_->addItem(problemText(q(e), origin));
    const QString idProblem = errors.empty() && idCheck_ ? idCheck_(id_->text().trimmed()) : QString();
    if (!idProblem.isEmpty()) {
        problems_->addItem(QFileInfo(path).fileName() + QStringLiteral(": ") + idProblem);
        status_->setText(tr("Not saved: %n problem(s), listed above.", nullptr, 1));
        return false;
    }
    if (!errors.empty()) {
        status_->setText(tr("Not saved: %n problem(s), listed above.", nullptr, static_cast<int>(errors.size())));
        return false;
    }
    if (std::string bad; !checkOutputFile(path, bad)) {  // never a device, FIFO or folder replaced by a file
        problems_->addItem(QString::fromStdString(bad));
        status_->setText(tr("Not saved."));
        return false;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        problems_->addItem(tr("%1: cannot be written: %2").arg(path, f.errorString()));
        status_->setText(tr("Not saved."));
        return false;
    }
    saved_ = path;
    kept_ = content();
    status_->setText(tr("Saved to %1").arg(path));
    return true;
}

void RulesFormDialog::saveAs() {
    QDir().mkpath(PluginRegistry::userGamesDir());
    const QString suggested = PluginRegistry::userGamesDir() + QLatin1Char('/') + id_->text().trimmed() + QStringLiteral(".json");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Rules File"), suggested, tr("Rules files (*.json)"));
    if (path.isEmpty()) return;
    if (saveTo(path)) accept();
}

}  // namespace rulelab
