#pragma once
// The identifier scan of test_i18n (issue 37): what a visible widget shows in words (labels,
// buttons, group boxes, tabs, combo boxes, text views, tables and trees, the figures' titles, axis
// titles, tick labels and legends, the menus), and the identifier-shaped words in it: snake_case
// words, result keys (win1), agent lists (random,random) and the known ids of the shipped games.
#include "support/shipped_plugins.h"
#include "support/cli_runner.h"
#include "charts.h"
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "rules_form_choices.h"

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QTreeWidget>
#include <gtest/gtest.h>

#include <functional>

namespace rulelab::idscan {


inline const PluginRegistry &plugins() { return testsupport::shippedPlugins(); }

// Identifiers that may legitimately be shown, each with its reason.
inline const QSet<QString> &allowed() {
    static const QSet<QString> a{
        // The file names the user opens and saves are shown as they are on disk.
        QStringLiteral("summary.json"), QStringLiteral("matches.csv"),
        // Mathematical notation in the name of the balance test: the differences d_a and d_b of
        // readings A and B (subscripts, written as in the methods text).
        QStringLiteral("d_a"), QStringLiteral("d_b"),
    };
    return a;
}

// Every id the shipped games define that has the shape of a code (a hyphen, an underscore or a
// digit): game ids, reading ids, option ids and value ids. Plain words ("literal") are left out:
// they are also English.
inline QSet<QString> knownIds() {
    QSet<QString> ids;
    auto add = [&ids](const std::string &s) {
        const QString id = q(s);
        if (id.contains(QRegularExpression(QStringLiteral("[-_0-9]")))) ids.insert(id);
    };
    for (const LoadedGame &g : plugins().games()) {
        const GameInfo &info = g.plugin->info();
        add(info.id);
        for (const Reading &r : g.readings) add(r.id);
        for (const RuleOption &o : info.options) {
            add(o.id);
            for (const OptionChoice &c : o.choices) add(c.id);
        }
    }
    return ids;
}

// The identifier-shaped words of a text: snake_case words, result keys, agent lists, and known
// ids of the games (kebab-case), minus the allow-list.
inline QStringList identifiersIn(const QString &text, const QSet<QString> &ids) {
    static const QRegularExpression code(QStringLiteral(
        "(?<![\\w.-])(?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|win[0-9]|(?:random|greedy|mcts|search)(?::[0-9]+)?,"
        "(?:random|greedy|mcts|search)(?::[0-9]+)?|[a-z0-9]+(?:-[a-z0-9]+)+)(?![\\w-])"));
    QStringList out;
    for (const auto &m : code.globalMatch(text)) {
        const QString word = m.captured(0);
        if (allowed().contains(word)) continue;
        const bool kebab = !word.contains(QLatin1Char('_')) && word.contains(QLatin1Char('-'));
        if (kebab && !ids.contains(word)) continue;  // a hyphenated English word ("rule-ended")
        out << word;
    }
    return out;
}

inline QString plain(const QString &text) {
    return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

inline void addModelTexts(QAbstractItemView *v, QStringList &texts) {
    const QAbstractItemModel *m = v->model();
    if (!m) return;
    for (int c = 0; c < m->columnCount(); ++c) texts << m->headerData(c, Qt::Horizontal).toString();
    std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        const QVariant typed = v->property("typedIdColumn");  // where the user types ids (the rules form's readings)
        for (int r = 0; r < m->rowCount(parent) && r < 400; ++r)
            for (int c = 0; c < m->columnCount(parent); ++c) {
                if (typed.isValid() && typed.toInt() == c) continue;
                const QModelIndex i = m->index(r, c, parent);
                // A cell drawn by a words delegate (the rules form) shows its ids in words.
                const auto *words = qobject_cast<const WordsDelegate *>(v->itemDelegateForIndex(i));
                texts << (words ? words->shownText(i) : m->data(i, Qt::DisplayRole).toString());
                if (c == 0 && m->hasChildren(i)) walk(i);
            }
    };
    walk(QModelIndex());
}

// What a figure shows in words: its title, the axes' titles and text tick labels, the legend,
// the names of what it draws and its text items.
inline void addPlotTexts(QCustomPlot *plot, QStringList &texts) {
    for (QCPAxisRect *rect : plot->axisRects())
        for (QCPAxis *axis : rect->axes()) {
            if (!axis->visible()) continue;
            texts << axis->label();
            if (auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>()) texts << QStringList(ticker->ticks().values());
        }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i))) texts << title->text();
    if (plot->legend && plot->legend->visible())
        for (int i = 0; i < plot->legend->itemCount(); ++i)
            if (auto *item = qobject_cast<QCPPlottableLegendItem *>(plot->legend->item(i))) texts << item->plottable()->name();
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i))) texts << text->text();
}

// The menu bar's menus and every action in them, submenus included.
inline void addMenuTexts(const QList<QAction *> &actions, QStringList &texts) {
    for (QAction *a : actions) {
        texts << a->text().remove(QLatin1Char('&'));
        if (a->menu()) {
            emit a->menu()->aboutToShow();  // menus filled when opened (Open Recent)
            addMenuTexts(a->menu()->actions(), texts);
        }
    }
}

// What a visible widget shows in words, one entry per text.
inline QStringList shownTexts(QWidget *w) {
    QStringList texts;
    if (auto *l = qobject_cast<QLabel *>(w)) texts << plain(l->text());
    if (auto *b = qobject_cast<QAbstractButton *>(w)) texts << b->text();
    if (auto *e = qobject_cast<QLineEdit *>(w)) texts << e->placeholderText();  // the hint in an empty field
    if (auto *g = qobject_cast<QGroupBox *>(w)) texts << g->title();
    if (auto *t = qobject_cast<QTabWidget *>(w))
        for (int i = 0; i < t->count(); ++i) texts << t->tabText(i);
    if (auto *c = qobject_cast<QComboBox *>(w))
        for (int i = 0; i < c->count(); ++i) texts << c->itemText(i);
    if (auto *b = qobject_cast<QTextEdit *>(w)) texts << b->toPlainText();
    if (auto *p = qobject_cast<QCustomPlot *>(w)) addPlotTexts(p, texts);
    if (auto *m = qobject_cast<QMenuBar *>(w)) addMenuTexts(m->actions(), texts);
    if (auto *v = qobject_cast<QAbstractItemView *>(w); v && !qobject_cast<QHeaderView *>(w) && !w->inherits("QComboBoxListView"))
        addModelTexts(v, texts);
    return texts;
}

// "where: text (id)" for each identifier in the window's visible widgets.
inline QStringList findings(QWidget *window, const QString &where, const QSet<QString> &ids) {
    QStringList out;
    QStringList texts{window->windowTitle()};
    for (QWidget *w : window->findChildren<QWidget *>())
        if (w->isVisible()) texts << shownTexts(w);
    for (const QString &t : texts)
        for (const QString &id : identifiersIn(t, ids)) {
            const qsizetype at = t.indexOf(id);
            out << QStringLiteral("%1: \"...%2...\" shows %3").arg(where, t.mid(std::max<qsizetype>(0, at - 60), id.size() + 100), id);
        }
    out.removeDuplicates();
    return out;
}

inline QString results() {
    static QTemporaryDir dir;
    static const QString out =
        testsupport::runInto(dir, "res", "run khutka-boia --reading aibdd-literal --reading ludii-code --matches 12", 4);
    return out;
}

inline void selectReading(MainWindow &w, const char *game, const char *reading) {
    QTreeWidget *tree = w.gameTree();
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *g = tree->topLevelItem(i);
        if (g->data(0, Qt::UserRole + 1).toString() != QLatin1String(game)) continue;
        for (int j = 0; j < g->childCount(); ++j)
            if (g->child(j)->data(0, Qt::UserRole + 2).toString() == QLatin1String(reading)) tree->setCurrentItem(g->child(j));
    }
}

}  // namespace rulelab::idscan
