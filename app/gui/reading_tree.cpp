#include "reading_tree.h"

#include "main_window.h"  // MainWindow::tr, the translation context of these texts
#include "reading_editor.h"
#include "shown_text.h"
#include "sources_view.h"  // pluginText
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"
#include "plugin/rules_check_text.h"
#include "widget_rows.h"

#include <QBrush>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStandardPaths>
#include <QStringList>
#include <QVBoxLayout>

namespace rulelab {

namespace {

constexpr int kGameRole = Qt::UserRole + 1;
constexpr int kReadingRole = Qt::UserRole + 2;
constexpr int kFileRole = Qt::UserRole + 3;  // user readings: their file
}  // namespace

ReadingTree::ReadingTree(const PluginRegistry &registry, QWidget *parent) : QTreeWidget(parent), registry_(registry) {
    setHeaderLabels({MainWindow::tr("Game / reading"), MainWindow::tr("Source")});
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    setToolTip(MainWindow::tr("Tick the readings to compare; select one to see its options."));
    connect(this, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        if (item->data(0, kFileRole).isValid()) editReading();
    });
}

QString ReadingTree::userReadingDir() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/readings");
}

QWidget *ReadingTree::withButtons() {
    auto *box = new QWidget;
    auto *layout = marginlessLayout<QVBoxLayout>(box);
    layout->addWidget(this);
    auto *buttons = new QHBoxLayout;
    auto *copyButton = new QPushButton(MainWindow::tr("Copy and edit..."));
    copyButton->setToolTip(MainWindow::tr("Make your own reading from the selected one: change options and save it."));
    connect(copyButton, &QPushButton::clicked, this, &ReadingTree::copyReading);
    auto *exportButton = new QPushButton(MainWindow::tr("Export..."));
    exportButton->setToolTip(MainWindow::tr("Save the selected reading as a reading file."));
    connect(exportButton, &QPushButton::clicked, this, &ReadingTree::exportReading);
    buttons->addWidget(copyButton);
    buttons->addWidget(exportButton);
    layout->addLayout(buttons);
    return box;
}

void ReadingTree::reload() {
    userReadings_.clear();
    const QDir dir(userReadingDir());
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        Reading r;
        std::string err;
        if (loadReadingFile(dir.filePath(f), r, err)) userReadings_.emplace_back(dir.filePath(f), r);
        else emit message(q(err));
    }
    {
        const QSignalBlocker block(this);
        clear();
        for (const auto &g : registry_.games()) {
            const GameInfo &info = g.plugin->info();
            const bool fromFile = g.definedBy == QLatin1String("rules-file");
            auto *gi = new QTreeWidgetItem(
                this, {fromFile ? MainWindow::tr("%1 [rules file]").arg(pluginText(info.id, info.name)) : pluginText(info.id, info.name),
                       q(info.region)});
            gi->setData(0, kGameRole, g.pluginId);
            if (fromFile) {
                gi->setToolTip(0, MainWindow::tr("Defined by the rules file %1").arg(g.sourceFile));
                gi->setForeground(0, QBrush(QColor(0x1f, 0x5f, 0x8b)));
            }
            for (const auto &r : g.readings) {
                auto *ri = new QTreeWidgetItem(gi, {pluginText(info.id, r.name.empty() ? r.id : r.name), q(r.source)});
                ri->setData(0, kGameRole, g.pluginId);
                ri->setData(0, kReadingRole, q(r.id));
                ri->setToolTip(0, q(r.id));
                ri->setCheckState(0, Qt::Unchecked);
            }
            for (const auto &[file, r] : userReadings_) {
                if (r.game != info.id) continue;
                auto *ri =
                    new QTreeWidgetItem(gi, {MainWindow::tr("%1 (yours)").arg(q(r.name.empty() ? r.id : r.name)), q(r.source)});
                ri->setData(0, kGameRole, g.pluginId);
                ri->setData(0, kReadingRole, q(r.id));
                ri->setData(0, kFileRole, file);
                ri->setToolTip(0, file);
                QFont f = ri->font(0);
                f.setItalic(true);
                ri->setFont(0, f);
                ri->setCheckState(0, Qt::Unchecked);
            }
            gi->setExpanded(true);
        }
        // Plugins that did not load, then rules files refused: each file once in the count, with
        // a line for each of its problems.
        for (const bool rules : {false, true}) {
            const int files = registry_.filesNotLoaded(rules);
            if (files == 0) continue;
            auto *bad = new QTreeWidgetItem(this, {rules ? MainWindow::tr("Rules files refused (%1)").arg(files)
                                                         : MainWindow::tr("Plugins not loaded (%1)").arg(files)});
            bad->setForeground(0, QBrush(Qt::darkRed));
            for (const auto &e : registry_.errors()) {
                if (e.isRulesFile() != rules) continue;
                const QString message = loadErrorText(e);  // a rules file's, in words of the interface
                auto *ei = new QTreeWidgetItem(bad, {QFileInfo(e.file).fileName(), message});
                ei->setToolTip(0, e.file);
                ei->setToolTip(1, message);
                ei->setForeground(1, QBrush(Qt::darkRed));
            }
            bad->setExpanded(true);
        }
        // A current item without a selection: otherwise the tree makes its first item current when it
        // first gets the focus, and the Sources dock would jump to that game after a file was opened.
        if (topLevelItemCount() > 0) setCurrentItem(topLevelItem(0), 0, QItemSelectionModel::NoUpdate);
    }
    emit reloaded();
}

QString ReadingTree::loadedText() const {
    QString status = MainWindow::tr("%n game(s) loaded", nullptr, static_cast<int>(registry_.games().size()));
    if (const int plugins = registry_.filesNotLoaded(false))
        status += QStringLiteral("; ") + MainWindow::tr("%n plugin(s) could not be loaded", nullptr, plugins);
    if (const int rulesFiles = registry_.filesNotLoaded(true))
        status += QStringLiteral("; ") + MainWindow::tr("%n rules file(s) refused", nullptr, rulesFiles);
    return status;
}

QString ReadingTree::overviewHtml() const {
    QString html;
    if (registry_.games().empty())
        html += QStringLiteral("<p>") +
                MainWindow::tr(
                    "No game plugins were found. Plugins are searched in RULELAB_PLUGIN_PATH, next to the program "
                    "and in the install prefix.")
                    .toHtmlEscaped() +
                QStringLiteral("</p>");
    for (const auto &e : registry_.errors())
        html += QStringLiteral("<p><b>%1</b> %2: %3</p>")
                    .arg((e.isRulesFile() ? MainWindow::tr("Rules file refused:") : MainWindow::tr("Plugin not loaded:"))
                             .toHtmlEscaped(),
                         e.file.toHtmlEscaped(), loadErrorText(e).toHtmlEscaped());
    for (const auto &w : registry_.warnings())
        html += QStringLiteral("<p><b>%1</b> %2: %3</p>")
                    .arg(MainWindow::tr("Loaded with a warning:").toHtmlEscaped(), w.file.toHtmlEscaped(), w.message.toHtmlEscaped());
    if (html.isEmpty())
        html = QStringLiteral("<p>") + MainWindow::tr("Select a game or a reading.").toHtmlEscaped() + QStringLiteral("</p>");
    return html;
}

QString ReadingTree::gameOf(const QTreeWidgetItem *item) const { return item ? item->data(0, kGameRole).toString() : QString(); }

QString ReadingTree::fileOf(const QTreeWidgetItem *item) const { return item ? item->data(0, kFileRole).toString() : QString(); }

QString ReadingTree::specOf(const QTreeWidgetItem *item) const {
    const QString file = fileOf(item);
    return file.isEmpty() && item ? item->data(0, kReadingRole).toString() : file;
}

const Reading *ReadingTree::readingOf(const QTreeWidgetItem *item) const {
    if (!item) return nullptr;
    const QString file = item->data(0, kFileRole).toString();
    if (!file.isEmpty()) {
        for (const auto &[f, r] : userReadings_)
            if (f == file) return &r;
        return nullptr;
    }
    const QString id = item->data(0, kReadingRole).toString();
    return id.isEmpty() ? nullptr : registry_.findReading(gameOf(item).toStdString(), id.toStdString());
}

std::vector<std::pair<QString, QString>> ReadingTree::tickedReadings() const {
    std::vector<std::pair<QString, QString>> out;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *gi = topLevelItem(i);
        for (int j = 0; j < gi->childCount(); ++j) {
            QTreeWidgetItem *ri = gi->child(j);
            if (ri->checkState(0) != Qt::Checked || !ri->data(0, kReadingRole).isValid()) continue;
            out.emplace_back(gameOf(ri), specOf(ri));
        }
    }
    return out;
}

bool ReadingTree::tickReadings(const Experiment &e) {
    const QSignalBlocker block(this);
    bool allFound = e.sweepBase.empty() && !e.readings.empty();
    std::vector<QTreeWidgetItem *> matched;
    for (const auto &ref : e.readings) {
        QTreeWidgetItem *found = nullptr;
        for (int i = 0; i < topLevelItemCount() && !found; ++i) {
            QTreeWidgetItem *gi = topLevelItem(i);
            if (gi->data(0, kGameRole).toString() != q(e.game)) continue;
            for (int j = 0; j < gi->childCount(); ++j) {
                QTreeWidgetItem *ri = gi->child(j);
                const QString file = ri->data(0, kFileRole).toString();
                if (!ref.isInline && ((file.isEmpty() && ri->data(0, kReadingRole).toString() == q(ref.spec)) ||
                                      (!file.isEmpty() && QFileInfo(file) == QFileInfo(q(ref.spec)))))
                    found = ri;
            }
        }
        if (found) matched.push_back(found);
        else allFound = false;
    }
    for (int i = 0; i < topLevelItemCount(); ++i)
        for (int j = 0; j < topLevelItem(i)->childCount(); ++j)
            if (topLevelItem(i)->child(j)->data(0, kReadingRole).isValid())
                topLevelItem(i)->child(j)->setCheckState(0, Qt::Unchecked);
    for (auto *m : matched) m->setCheckState(0, Qt::Checked);
    return allFound;
}

QString ReadingTree::selectionHtml() const {
    QTreeWidgetItem *item = currentItem();
    const LoadedGame *g = item ? registry_.find(gameOf(item).toStdString()) : nullptr;
    if (!g) return {};
    const GameInfo &info = g->plugin->info();
    const Reading *reading = readingOf(item);
    // The game's texts with the ids they mention in words (ids go to files and the CLI only).
    // Translated where a translation exists, else marked as English (gameProseText); a user's own
    // reading keeps the words its author wrote.
    auto esc = [&info](const std::string &s) { return gameProseText(info, s).toHtmlEscaped(); };
    const bool own = item->data(0, kFileRole).isValid();
    auto escOwn = [&](const std::string &s) { return own ? idsInWords(info, q(s)).toHtmlEscaped() : esc(s); };
    QString html = QStringLiteral("<h2>%1</h2>").arg(pluginText(info.id, info.name).toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(info.period.empty() ? esc(info.region) : esc(info.region) + QStringLiteral(", ") + esc(info.period));
    if (!info.summary.empty()) html += QStringLiteral("<p>%1</p>").arg(esc(info.summary));
    if (reading) {
        html += QStringLiteral("<h3>%1</h3>")
                    .arg(MainWindow::tr("Reading: %1").arg(pluginText(info.id, reading->name)).toHtmlEscaped());
        // The source a reading follows is a reference (keys, titles, pages), as the citations are:
        // shown as written, isolated, with no note that it is English.
        const QString source = own ? q(reading->source) : isolated(pluginText(info.id, reading->source));
        html += QStringLiteral("<p><i>%1</i> %2</p>").arg(MainWindow::tr("Follows:").toHtmlEscaped(), source.toHtmlEscaped());
        html += QStringLiteral("<p>%1</p>").arg(escOwn(reading->description));
        if (own)
            html += QStringLiteral("<p><i>%1</i></p>")
                        .arg(MainWindow::tr("Your reading, saved in %1. Double-click to edit it.")
                                 .arg(item->data(0, kFileRole).toString())
                                 .toHtmlEscaped());
    }
    html += QStringLiteral("<table border=1 cellspacing=0 cellpadding=3><tr><th>%1</th><th>%2</th><th>%3</th></tr>")
                .arg(MainWindow::tr("Option").toHtmlEscaped(),
                     reading ? MainWindow::tr("Value").toHtmlEscaped() : MainWindow::tr("Default").toHtmlEscaped(),
                     MainWindow::tr("Sources").toHtmlEscaped());
    for (const auto &o : info.options) {
        const std::string value = reading && reading->values.count(o.id) ? reading->values.at(o.id) : o.defaultValue;
        QStringList cites;
        // A citation is English (a key and a locator): isolated right to left, so that its full stop
        // and brackets stay where they are written.
        auto cite = [](const Citation &c) { return isolated(q(c.where())).toHtmlEscaped(); };
        if (!o.rulePoint.empty()) cites << MainWindow::tr("Rule point %1").arg(isolated(q(o.rulePoint))).toHtmlEscaped();
        for (const auto &c : o.citations) cites << cite(c);
        QString explanation = esc(o.description);
        if (const OptionChoice *c = o.findChoice(value)) {
            if (!c->explanation.empty()) explanation += QStringLiteral("<br><i>%1</i>").arg(esc(c->explanation));
            for (const auto &cc : c->citations) cites << cite(cc);
        }
        html += QStringLiteral("<tr><td><b>%1</b><br>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(idsInWords(info, pluginText(info.id, o.label.empty() ? o.id : o.label)).toHtmlEscaped(),
                         explanation, optionValueText(info.id, o, value).toHtmlEscaped(),  // in words; the id in files and --set
                         cites.join(QStringLiteral("<br>")));
    }
    html += QStringLiteral("</table>");
    return html;
}

// ---- readings of the user ----

bool ReadingTree::saveUserReading(const Reading &reading, QString *pathOut) {
    const LoadedGame *g = registry_.find(reading.game);
    if (!g) {
        emit failed(MainWindow::tr("Cannot save reading"), MainWindow::tr("Unknown game '%1'.").arg(q(reading.game)));
        return false;
    }
    QStringList errors;
    for (const auto &e : validateReading(g->plugin->info(), reading)) errors << q(e);
    if (!errors.isEmpty()) {
        emit failed(MainWindow::tr("Reading not valid"), errors.join(QLatin1Char('\n')));
        return false;
    }
    QDir().mkpath(userReadingDir());
    const QString path = QDir(userReadingDir()).filePath(q(reading.game + "-" + reading.id) + QStringLiteral(".json"));
    std::string err;
    if (!saveReadingFile(path, reading, err)) {
        emit failed(MainWindow::tr("Cannot save reading"), q(err));
        return false;
    }
    reload();
    if (pathOut) *pathOut = path;
    emit message(MainWindow::tr("Reading saved to %1").arg(path));
    return true;
}

void ReadingTree::copyReading() {
    QTreeWidgetItem *item = currentItem();
    const Reading *r = readingOf(item);
    const LoadedGame *g = registry_.find(gameOf(item).toStdString());
    if (!g) {
        emit failed(MainWindow::tr("Copy reading"), MainWindow::tr("Select a reading (or a game) first."));
        return;
    }
    Reading start;
    if (r) {
        start = *r;
        start.id += "-copy";
        start.name += " " + MainWindow::tr("(copy)").toStdString();
    } else {
        start.game = g->plugin->info().id;
        start.id = "my-reading";
        start.name = MainWindow::tr("My reading").toStdString();
        for (const auto &o : g->plugin->info().options) start.values[o.id] = o.defaultValue;
    }
    start.game = g->plugin->info().id;
    ReadingEditor editor(g->plugin->info(), start, window());
    if (editor.exec() == QDialog::Accepted) saveUserReading(editor.reading());
}

void ReadingTree::editReading() {
    QTreeWidgetItem *item = currentItem();
    const Reading *r = readingOf(item);
    const LoadedGame *g = registry_.find(gameOf(item).toStdString());
    if (!r || !g || !item->data(0, kFileRole).isValid()) return;
    const QString oldFile = item->data(0, kFileRole).toString();
    ReadingEditor editor(g->plugin->info(), *r, window());
    if (editor.exec() != QDialog::Accepted) return;
    QString path;
    if (saveUserReading(editor.reading(), &path) && path != oldFile) {
        QFile::remove(oldFile);
        reload();
    }
}

void ReadingTree::exportReading() {
    const Reading *r = readingOf(currentItem());
    if (!r) {
        emit failed(MainWindow::tr("Export reading"), MainWindow::tr("Select a reading first."));
        return;
    }
    const QString f = QFileDialog::getSaveFileName(window(), MainWindow::tr("Export reading"), q(r->id) + QStringLiteral(".json"),
                                                   MainWindow::tr("Reading files (*.json)"));
    if (f.isEmpty()) return;
    std::string err;
    if (!saveReadingFile(f, *r, err)) emit failed(MainWindow::tr("Cannot export reading"), q(err));
}

}  // namespace rulelab
