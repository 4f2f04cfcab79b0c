#include "main_window.h"

#include "registry/plugin_registry.h"

#include <QApplication>
#include <QBrush>
#include <QFileInfo>
#include <QHeaderView>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTreeWidget>

namespace rulelab {

namespace {
constexpr int kGameRole = Qt::UserRole + 1;
constexpr int kReadingRole = Qt::UserRole + 2;
QString q(const std::string &s) { return QString::fromStdString(s); }
}  // namespace

MainWindow::MainWindow(const PluginRegistry &registry, QWidget *parent) : QMainWindow(parent), registry_(registry) {
    setWindowTitle(tr("RuleLab"));
    auto *splitter = new QSplitter(this);
    tree_ = new QTreeWidget(splitter);
    tree_->setHeaderLabels({tr("Game / reading"), tr("Source")});
    tree_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    details_ = new QTextBrowser(splitter);
    details_->setOpenExternalLinks(false);
    splitter->addWidget(tree_);
    splitter->addWidget(details_);
    splitter->setStretchFactor(1, 1);
    setCentralWidget(splitter);

    auto *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    auto *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(tr("&About RuleLab"), this, [this] {
        QMessageBox::about(this, tr("About RuleLab"),
                           tr("RuleLab: a workbench for reconstructing the rules of historical board games.\n"
                              "Licensed under the GNU GPL, version 3 or later."));
    });

    connect(tree_, &QTreeWidget::currentItemChanged, this, [this] { showSelection(); });
    populate();
    resize(1000, 640);
}

void MainWindow::populate() {
    tree_->clear();
    for (const auto &g : registry_.games()) {
        const GameInfo &info = g.plugin->info();
        auto *gi = new QTreeWidgetItem(tree_, {q(info.name), q(info.region)});
        gi->setData(0, kGameRole, g.pluginId);
        for (const auto &r : g.readings) {
            auto *ri = new QTreeWidgetItem(gi, {q(r.name.empty() ? r.id : r.name), q(r.source)});
            ri->setData(0, kGameRole, g.pluginId);
            ri->setData(0, kReadingRole, q(r.id));
            ri->setToolTip(0, q(r.id));
        }
        gi->setExpanded(true);
    }
    if (!registry_.errors().empty()) {
        auto *bad = new QTreeWidgetItem(tree_, {tr("Plugins not loaded (%1)").arg(registry_.errors().size())});
        bad->setForeground(0, QBrush(Qt::darkRed));
        for (const auto &e : registry_.errors()) {
            auto *ei = new QTreeWidgetItem(bad, {QFileInfo(e.file).fileName(), e.message});
            ei->setToolTip(0, e.file);
            ei->setToolTip(1, e.message);
            ei->setForeground(1, QBrush(Qt::darkRed));
        }
        bad->setExpanded(true);
    }
    const auto n = registry_.games().size();
    QString status = tr("%n game(s) loaded", nullptr, static_cast<int>(n));
    if (!registry_.errors().empty())
        status += QStringLiteral("; ") + tr("%n plugin(s) could not be loaded", nullptr, static_cast<int>(registry_.errors().size()));
    statusBar()->showMessage(status);
    QString html;
    if (n == 0)
        html += QStringLiteral("<p>") +
                tr("No game plugins were found. Plugins are searched in RULELAB_PLUGIN_PATH, next to the program "
                   "and in the install prefix.")
                    .toHtmlEscaped() +
                QStringLiteral("</p>");
    for (const auto &e : registry_.errors())
        html += QStringLiteral("<p><b>%1</b> %2: %3</p>")
                    .arg(tr("Plugin not loaded:").toHtmlEscaped(), e.file.toHtmlEscaped(), e.message.toHtmlEscaped());
    if (html.isEmpty()) html = QStringLiteral("<p>") + tr("Select a game or a reading.").toHtmlEscaped() + QStringLiteral("</p>");
    details_->setHtml(html);
}

void MainWindow::showSelection() {
    QTreeWidgetItem *item = tree_->currentItem();
    if (!item) return;
    const LoadedGame *g = registry_.find(item->data(0, kGameRole).toString().toStdString());
    if (!g) return;
    const GameInfo &info = g->plugin->info();
    const QString readingId = item->data(0, kReadingRole).toString();
    const Reading *reading = readingId.isEmpty() ? nullptr : registry_.findReading(info.id, readingId.toStdString());
    auto esc = [](const std::string &s) { return q(s).toHtmlEscaped(); };
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(info.name));
    html += QStringLiteral("<p>%1</p>").arg(esc(info.region + (info.period.empty() ? "" : ", " + info.period)));
    if (!info.summary.empty()) html += QStringLiteral("<p>%1</p>").arg(esc(info.summary));
    if (reading) {
        html += QStringLiteral("<h3>%1</h3>").arg(tr("Reading: %1").arg(q(reading->name)).toHtmlEscaped());
        html += QStringLiteral("<p><i>%1</i> %2</p>").arg(tr("Follows:").toHtmlEscaped(), esc(reading->source));
        html += QStringLiteral("<p>%1</p>").arg(esc(reading->description));
    }
    html += QStringLiteral("<table border=1 cellspacing=0 cellpadding=3><tr><th>%1</th><th>%2</th><th>%3</th></tr>")
                .arg(tr("Option").toHtmlEscaped(), reading ? tr("Value").toHtmlEscaped() : tr("Default").toHtmlEscaped(),
                     tr("Sources").toHtmlEscaped());
    for (const auto &o : info.options) {
        const std::string value = reading ? reading->values.at(o.id) : o.defaultValue;
        QStringList cites;
        for (const auto &c : o.citations) cites << q(c.source + (c.locator.empty() ? "" : ", " + c.locator)).toHtmlEscaped();
        QString explanation = esc(o.description);
        if (const OptionChoice *c = o.findChoice(value); c && !c->explanation.empty())
            explanation += QStringLiteral("<br><i>%1</i>").arg(esc(c->explanation));
        html += QStringLiteral("<tr><td><b>%1</b><br>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(esc(o.label.empty() ? o.id : o.label), explanation, esc(value), cites.join(QStringLiteral("<br>")));
    }
    html += QStringLiteral("</table>");
    details_->setHtml(html);
}

}  // namespace rulelab
