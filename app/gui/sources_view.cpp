#include "sources_view.h"

#include "plugin/game_texts.h"
#include "shown_text.h"
#include "widget_rows.h"

#include "plugin/qt_text.h"
#include "plugin/plugin_registry.h"
#include "experiment/results_io.h"
#include "sources/methods.h"
#include "sources/sources.h"

#include <QComboBox>
#include <QEvent>
#include <QLocale>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace rulelab {

namespace {
constexpr int kPointRole = Qt::UserRole + 1;
constexpr int kOptionRole = Qt::UserRole + 2;

// A tree's rows as tall as their wrapped text: QTreeView asks the delegate for a row's height
// without the column's width, so nothing would wrap; this gives it the width.
class WrappingDelegate : public QStyledItemDelegate {
public:
    explicit WrappingDelegate(QTreeView *view) : QStyledItemDelegate(view), view_(view) {}
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override {
        QStyleOptionViewItem o = option;
        int width = view_->columnWidth(index.column());
        if (index.column() == 0) {
            int depth = view_->rootIsDecorated() ? 1 : 0;
            for (QModelIndex p = index.parent(); p.isValid(); p = p.parent()) ++depth;
            width -= view_->indentation() * depth;
        }
        o.rect = QRect(0, 0, std::max(24, width), std::max(1, option.rect.height()));  // valid, or nothing wraps
        return QStyledItemDelegate::sizeHint(o, index);
    }

private:
    QTreeView *view_;
};
}  // namespace

QString optionValueText(const std::string &gameId, const RuleOption &option, const std::string &value) {
    if (option.type == OptionType::Flag)
        return value == "true" ? SourcesView::tr("yes") : value == "false" ? SourcesView::tr("no") : q(value);
    if (const OptionChoice *c = option.findChoice(value)) return pluginText(gameId, c->label.empty() ? c->id : c->label);
    return q(value);
}

SourcesView::SourcesView(const PluginRegistry &registry, QWidget *parent)
    : QWidget(parent), registry_(registry), library_(SourceLibrary::builtin()) {
    setObjectName(QStringLiteral("SourcesView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    game_ = new QComboBox;  // filled by reloadGames() below, once the views it fills exist
    layout->addWidget(game_);
    languageNote_ = hiddenNote(QStringLiteral("languageNote"));
    layout->addWidget(languageNote_);

    auto *split = new QSplitter(Qt::Vertical);
    points_ = new QTreeWidget;
    points_->setHeaderLabels({tr("Source / rule point"), tr("Where")});
    points_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    points_->setToolTip(
        tr("Rule points grouped by the source they come from. Select one to highlight the options "
           "that interpret it."));
    // Long passages and titles wrap within the dock's width rather than being cut off.
    points_->header()->setStretchLastSection(false);
    points_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    points_->header()->setSectionResizeMode(1, QHeaderView::Interactive);
    points_->viewport()->installEventFilter(this);  // fitWhereColumn on each resize
    points_->setWordWrap(true);
    points_->setTextElideMode(Qt::ElideNone);
    points_->setUniformRowHeights(false);
    points_->setItemDelegate(new WrappingDelegate(points_));
    // Row heights follow the column's width (a narrower dock: more lines).
    connect(points_->header(), &QHeaderView::sectionResized, points_, [this] { points_->doItemsLayout(); });
    options_ = new QListWidget;
    options_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    options_->setWordWrap(true);
    options_->setTextElideMode(Qt::ElideNone);
    options_->setResizeMode(QListView::Adjust);
    options_->setToolTip(tr("The rule options of the game. Select one to highlight the rule points it interprets."));
    pointText_ = new QTextBrowser;
    followTextDirection(pointText_->document());
    auto *readingBox = new QWidget;
    auto *rl = marginlessLayout<QVBoxLayout>(readingBox);
    reading_ = new QComboBox;
    reading_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    reading_->setMinimumContentsLength(12);
    followed_ = new QLabel;
    followed_->setWordWrap(true);
    verdicts_ = new QTableWidget(0, 4);
    verdicts_->setHorizontalHeaderLabels({tr("Option"), tr("Value"), tr("Against its sources"), tr("Cites")});
    verdicts_->horizontalHeader()->setStretchLastSection(true);
    verdicts_->setWordWrap(true);
    verdicts_->setTextElideMode(Qt::ElideNone);
    verdicts_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    game_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    game_->setMinimumContentsLength(12);
    verdicts_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    verdicts_->setToolTip(
        tr("follows: the chosen value cites a source the reading follows; departs: it cites only "
           "other sources; completion: no source speaks to it."));
    addLabelled(rl, tr("Reading:"), reading_);
    rl->addWidget(followed_);
    rl->addWidget(verdicts_);
    split->addWidget(points_);
    split->addWidget(options_);
    split->addWidget(pointText_);
    split->addWidget(readingBox);
    layout->addWidget(split);

    connect(game_, &QComboBox::currentIndexChanged, this, [this] { fillGame(); });
    connect(reading_, &QComboBox::currentIndexChanged, this, [this] { fillReading(); });
    connect(options_, &QListWidget::itemSelectionChanged, this, &SourcesView::onOptionSelection);
    connect(points_, &QTreeWidget::itemSelectionChanged, this, &SourcesView::onPointSelection);
    connect(verdicts_, &QTableWidget::cellClicked, this, [this](int row, int) {
        const QString id = verdicts_->item(row, 0)->data(kOptionRole).toString();
        for (int i = 0; i < options_->count(); ++i)
            options_->item(i)->setSelected(options_->item(i)->data(kOptionRole).toString() == id);
    });
    if (!library_.entries().empty() && !SourceLibrary::builtinError().empty())
        pointText_->setPlainText(q(SourceLibrary::builtinError()));
    reloadGames();
}

// Unknown ids (a game without rule points, a user's own reading) leave the view as it is.
void SourcesView::setGame(const QString &gameId) {
    const int i = game_->findData(gameId);
    if (i >= 0 && i != game_->currentIndex()) game_->setCurrentIndex(i);
}
void SourcesView::setReading(const QString &readingId) {
    const int i = reading_->findData(readingId);
    if (i >= 0 && i != reading_->currentIndex()) reading_->setCurrentIndex(i);
}

QStringList SourcesView::selectedPoints() const {
    QStringList out;
    for (auto *it : points_->selectedItems()) {
        const QString id = it->data(0, kPointRole).toString();
        if (!id.isEmpty() && !out.contains(id)) out << id;
    }
    return out;
}

QStringList SourcesView::selectedOptions() const {
    QStringList out;
    for (auto *it : options_->selectedItems()) out << it->data(kOptionRole).toString();
    return out;
}

void SourcesView::reloadGames() {
    const QString current = game_->currentData().toString();
    {
        const QSignalBlocker block(game_);
        game_->clear();
        for (const auto &g : registry_.games())
            game_->addItem(pluginText(g.plugin->info().id, g.plugin->info().name), g.pluginId);
        game_->setCurrentIndex(std::max(0, game_->findData(current)));
    }
    fillGame();
}

namespace {

// The rule points of a game data/sources does not hold: one per cited rule (or per rule point
// several rules interpret), from the rules' own labels, descriptions and citations.
GameSources derivedSources(const GameInfo &info, const SourceLibrary &library) {
    GameSources derived;
    derived.game = info.id;
    for (const auto &o : info.options) {
        if (o.citations.empty() || library.isNonHistorical(info, o.id)) continue;
        const std::string id = o.rulePoint.empty() ? o.id : o.rulePoint;
        auto same = std::find_if(derived.points.begin(), derived.points.end(), [&](const RulePoint &p) { return p.id == id; });
        if (same != derived.points.end()) {  // several rules interpret one point
            same->title += " / " + o.label;
            same->text += " " + o.description;
            same->options.push_back(o.id);
            for (const auto &c : o.citations)
                if (std::none_of(same->citations.begin(), same->citations.end(),
                                 [&](const Citation &x) { return x.source == c.source && x.locator == c.locator; }))
                    same->citations.push_back(c);
            continue;
        }
        RulePoint p;
        p.id = id;
        p.title = o.label;
        p.text = o.description;
        p.citations = o.citations;
        p.options = {o.id};
        derived.points.push_back(std::move(p));
    }
    return derived;
}

}  // namespace

void SourcesView::fillGame() {
    const QSignalBlocker b1(points_), b2(options_), b3(reading_);
    points_->clear();
    options_->clear();
    reading_->clear();
    pointText_->clear();
    const LoadedGame *g = registry_.find(game_->currentData().toString().toStdString());
    languageNote_->hide();
    if (!g) return;
    const GameInfo &info = g->plugin->info();
    if (!gameTextsInInterfaceLanguage(info.id)) {
        languageNote_->setText(tr("Warning: %1 has no texts in %2 yet; its names, options and rule points are shown in English.")
                                   .arg(pluginText(info.id, info.name), QLocale(gameTextLanguage()).nativeLanguageName()));
        languageNote_->show();
    }
    derived_ = library_.game(info.id) ? GameSources{} : derivedSources(info, library_);
    fillPoints(info);
    fillOptions(info);
    for (const auto &r : g->readings) reading_->addItem(pluginText(info.id, r.name.empty() ? r.id : r.name), q(r.id));
    fillReading();
}

// The rule points by source: each source a bold head, its points below it with their locators.
void SourcesView::fillPoints(const GameInfo &info) {
    const GameSources *gs = sources(info.id);
    if (gs && !gs->points.empty()) {
        for (const auto &key : gs->sourceKeys()) {
            const BibEntry *e = library_.entry(key);
            auto *si = new QTreeWidgetItem(
                points_, {q(key) + QStringLiteral(" — ") + (e ? q(e->shortReference()) : tr("(not in the bibliography)"))});
            si->setToolTip(0, si->text(0));
            QFont f = si->font(0);
            f.setBold(true);
            si->setFont(0, f);
            si->setFlags(si->flags() & ~Qt::ItemIsSelectable);
            for (const auto &p : gs->points)
                for (const auto &c : p.citations)
                    if (c.source == key) {
                        auto *pi = new QTreeWidgetItem(si, {pointTitle(info, p), q(c.locator)});
                        pi->setData(0, kPointRole, q(p.id));
                        pi->setToolTip(0, q(p.text));
                        break;
                    }
            si->setExpanded(true);
        }
    } else {
        pointText_->setPlainText(tr("No rule points for this game in data/sources."));
    }
    fitWhereColumn();
}

void SourcesView::fitWhereColumn() {
    const int third = std::max(fontMetrics().horizontalAdvance(QStringLiteral("Rules s. 13")), points_->viewport()->width() / 3);
    points_->header()->resizeSection(1, std::min(static_cast<const QAbstractItemView *>(points_)->sizeHintForColumn(1), third));
}

int SourcesView::whereColumnWidth() const { return points_->header()->sectionSize(1); }

bool SourcesView::eventFilter(QObject *watched, QEvent *event) {
    if (watched == points_->viewport() && event->type() == QEvent::Resize) fitWhereColumn();
    return QWidget::eventFilter(watched, event);
}

void SourcesView::fillOptions(const GameInfo &info) {
    for (const auto &o : info.options) {
        // The option by its label (and the rule point it interprets); its id only in the tooltip.
        const QString label = idsInWords(info, pluginText(info.id, o.label.empty() ? o.id : o.label));
        auto *it = new QListWidgetItem(o.rulePoint.empty() ? label : tr("%1 — %2").arg(label, isolated(q(o.rulePoint))));
        it->setData(kOptionRole, q(o.id));
        const QString id = tr("Option %1").arg(q(o.id));
        if (library_.isNonHistorical(info, o.id)) {
            it->setForeground(Qt::gray);
            it->setToolTip(tr("Not historical: a simulation setting.") + QLatin1Char('\n') + id);
        } else {
            it->setToolTip(q(o.description) + QLatin1Char('\n') + id);
        }
        options_->addItem(it);
    }
}

QString SourcesView::pointTitle(const GameInfo &info, const RulePoint &p) const {
    if (library_.game(info.id)) return q(p.id) + QStringLiteral(" ") + pluginText(info.id, p.title);
    // A point of a rules file's game is its rules' own (its id an option's, shown nowhere): their labels in words.
    QStringList labels;
    for (const std::string &id : p.options)
        if (const RuleOption *o = info.findOption(id)) labels << idsInWords(info, pluginText(info.id, o->label.empty() ? o->id : o->label));
    return labels.isEmpty() ? pluginText(info.id, p.title) : labels.join(QStringLiteral(" / "));
}

const GameSources *SourcesView::sources(const std::string &gameId) const {
    if (const GameSources *gs = library_.game(gameId)) return gs;
    return derived_.game == gameId ? &derived_ : nullptr;
}

void SourcesView::fillReading() {
    verdicts_->setRowCount(0);
    followed_->clear();
    const LoadedGame *g = registry_.find(game_->currentData().toString().toStdString());
    if (!g) return;
    const Reading *r = registry_.findReading(g->plugin->info().id, reading_->currentData().toString().toStdString());
    if (!r) return;
    QStringList names;
    for (const auto &k : library_.followedSources(*r)) {
        const BibEntry *e = library_.entry(k);
        names << (e ? QStringLiteral("%1 (%2)").arg(q(k), q(e->shortReference())) : q(k));
    }
    followed_->setText(tr("Follows: %1").arg(names.isEmpty() ? tr("no known source") : names.join(QStringLiteral("; "))));
    const GameInfo &info = g->plugin->info();
    for (const auto &v : library_.verdicts(info, *r)) {
        const int row = verdicts_->rowCount();
        verdicts_->insertRow(row);
        const RuleOption *o = info.findOption(v.option);
        auto *oi = new QTableWidgetItem(o ? idsInWords(info, pluginText(info.id, o->label)) : isolated(q(v.option)));
        oi->setData(kOptionRole, q(v.option));
        oi->setToolTip(q(v.option));
        verdicts_->setItem(row, 0, oi);
        auto *vi = new QTableWidgetItem(o ? optionValueText(info.id, *o, v.value) : q(v.value));
        vi->setToolTip(q(v.value));
        verdicts_->setItem(row, 1, vi);
        QString kind = v.kind == OptionVerdict::Follows   ? tr("follows")
                       : v.kind == OptionVerdict::Departs ? tr("departs")
                                                          : tr("completion");
        auto *ki = new QTableWidgetItem(kind);
        if (v.kind == OptionVerdict::Departs) ki->setForeground(Qt::darkRed);
        else if (v.kind == OptionVerdict::Completion) ki->setForeground(Qt::darkYellow);
        verdicts_->setItem(row, 2, ki);
        QStringList keys;
        for (const auto &k : v.cited) keys << q(k);
        verdicts_->setItem(row, 3, new QTableWidgetItem(keys.join(QStringLiteral(", "))));
    }
    verdicts_->resizeColumnsToContents();
}

void SourcesView::onOptionSelection() {
    if (syncing_) return;
    syncing_ = true;
    const GameSources *gs = sources(game_->currentData().toString().toStdString());
    QStringList ids;
    if (gs)
        for (const QString &o : selectedOptions())
            for (const RulePoint *p : gs->pointsForOption(o.toStdString())) ids << q(p->id);
    points_->clearSelection();
    QTreeWidgetItem *first = nullptr;
    for (int i = 0; i < points_->topLevelItemCount(); ++i)
        for (int j = 0; j < points_->topLevelItem(i)->childCount(); ++j) {
            QTreeWidgetItem *it = points_->topLevelItem(i)->child(j);
            const bool on = ids.contains(it->data(0, kPointRole).toString());
            it->setSelected(on);
            if (on && !first) first = it;
        }
    if (first) points_->scrollToItem(first);
    if (!ids.isEmpty()) showPoint(ids.first());
    syncing_ = false;
}

void SourcesView::onPointSelection() {
    if (syncing_) return;
    syncing_ = true;
    const GameSources *gs = sources(game_->currentData().toString().toStdString());
    QStringList opts;
    const QStringList sel = selectedPoints();
    if (gs)
        for (const QString &id : sel)
            if (const RulePoint *p = gs->find(id.toStdString()))
                for (const auto &o : p->options) opts << q(o);
    // Keep the rule point selection consistent across the source groups (a point is listed
    // under every source it cites).
    for (int i = 0; i < points_->topLevelItemCount(); ++i)
        for (int j = 0; j < points_->topLevelItem(i)->childCount(); ++j) {
            QTreeWidgetItem *it = points_->topLevelItem(i)->child(j);
            it->setSelected(sel.contains(it->data(0, kPointRole).toString()));
        }
    options_->clearSelection();
    for (int i = 0; i < options_->count(); ++i)
        if (opts.contains(options_->item(i)->data(kOptionRole).toString())) {
            options_->item(i)->setSelected(true);
            options_->scrollToItem(options_->item(i));
        }
    if (!sel.isEmpty()) showPoint(sel.first());
    syncing_ = false;
}

void SourcesView::showPoint(const QString &id) {
    const GameSources *gs = sources(game_->currentData().toString().toStdString());
    const RulePoint *p = gs ? gs->find(id.toStdString()) : nullptr;
    if (!p) return;
    // Right to left, the heading and the citations run right to left with their ids, locators and
    // references isolated; the passage is the source's English and stays left to right.
    const QString gameId = game_->currentData().toString();
    QString html = QStringLiteral("<h3>%1 %2</h3><p dir=\"ltr\" align=\"left\">%3</p><ul>")
                       .arg(isolated(q(p->id)).toHtmlEscaped(), pluginText(gameId.toStdString(), p->title).toHtmlEscaped(),
                            q(p->text).toHtmlEscaped());
    for (const auto &c : p->citations) {
        const BibEntry *e = library_.entry(c.source);
        html += QStringLiteral("<li><b>%1</b> %2: %3</li>")
                    .arg(isolated(q(c.source)).toHtmlEscaped(), isolatedRuns(q(c.locator)).toHtmlEscaped(),
                         e ? isolated(q(e->shortReference())).toHtmlEscaped() : tr("(not in the bibliography)"));
    }
    pointText_->setHtml(html + QStringLiteral("</ul>"));
}

bool exportMethods(const PluginRegistry &registry, const QByteArray &summary, const QString &file, QString &error) {
    if (summary.isEmpty()) {
        error = QCoreApplication::translate("SourcesView",
                                            "There are no results to describe yet: run an experiment or open a results file.");
        return false;
    }
    const bool tex = file.endsWith(QLatin1String(".tex"), Qt::CaseInsensitive);
    MethodsText text;
    std::string e;
    if (!buildMethods(summary, QFileInfo(file).fileName().toStdString(), registry, SourceLibrary::builtin(),
                      tex ? MethodsFormat::LaTeX : MethodsFormat::Markdown, text, e)) {
        error = q(e);
        return false;
    }
    const QFileInfo fi(file);
    const QString bib = fi.dir().filePath(fi.completeBaseName() + QStringLiteral(".bib"));
    if (!saveAtomically(file, QByteArray::fromStdString(text.text), e) ||
        !saveAtomically(bib, QByteArray::fromStdString(text.bibtex), e)) {
        error = q(e);
        return false;
    }
    return true;
}

void exportMethodsDialog(QWidget *parent, const PluginRegistry &registry, const QByteArray &summary) {
    const QString file = QFileDialog::getSaveFileName(
        parent, QCoreApplication::translate("SourcesView", "Export Methods Text"), QStringLiteral("methods.md"),
        QCoreApplication::translate("SourcesView", "Markdown (*.md);;LaTeX (*.tex)"));
    if (file.isEmpty()) return;
    QString error;
    if (!exportMethods(registry, summary, file, error))
        QMessageBox::warning(parent, QCoreApplication::translate("SourcesView", "Methods text"), error);
}

}  // namespace rulelab
