#include "glossary_dialog.h"

#include "experiment/glossary.h"
#include "shown_text.h"  // glossaryAnchor
#include "translations.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <initializer_list>
#include <utility>

namespace rulelab {

namespace {

constexpr int kIdRole = Qt::UserRole;

// 720 x 520, but never wider or taller than the window it belongs to.
void fitToParent(QDialog *d) {
    QSize size(720, 520);
    if (const QWidget *p = d->parentWidget()) size = size.boundedTo(p->window()->size());
    d->resize(size);
}

// The pieces of the Getting started text (HTML), each text escaped.
QString heading(const QString &t) { return QStringLiteral("<h3>%1</h3>").arg(t.toHtmlEscaped()); }
QString para(const QString &t) { return QStringLiteral("<p>%1</p>").arg(t.toHtmlEscaped()); }
// Paragraphs one after the other.
QString paras(std::initializer_list<QString> texts) {
    QString html;
    for (const QString &t : texts) html += para(t);
    return html;
}
// A paragraph whose %1, %2, ... are links to glossary terms: (id, words shown).
QString linked(const QString &t, const std::initializer_list<std::pair<const char *, QString>> &terms) {
    QString html = t.toHtmlEscaped();
    for (const auto &[id, words] : terms) html = html.arg(glossaryAnchor(QLatin1String(id), words));
    return QStringLiteral("<p>%1</p>").arg(html);
}
// The pictures are the README's (docs/images), built into the program (app/gui/CMakeLists.txt).
QString picture(const QString &file) {
    return QStringLiteral("<p><img src=\"qrc:/getting-started/%1\" width=\"560\"></p>").arg(file);
}

}  // namespace

void bringToFront(QWidget *dialog) {
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

GlossaryDialog::GlossaryDialog(QWidget *parent) : QDialog(parent) {
    setObjectName(QStringLiteral("glossaryDialog"));
    setWindowTitle(tr("Glossary"));
    setModal(false);
    auto *layout = new QVBoxLayout(this);
    search_ = new QLineEdit;
    search_->setPlaceholderText(tr("Search the glossary"));
    search_->setClearButtonEnabled(true);
    layout->addWidget(search_);
    tree_ = new QTreeWidget;
    tree_->setColumnCount(2);
    tree_->setHeaderLabels({tr("Term"), tr("Meaning")});
    tree_->setWordWrap(true);
    tree_->setUniformRowHeights(false);
    tree_->setTextElideMode(Qt::ElideNone);
    tree_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    tree_->header()->setStretchLastSection(true);
    tree_->header()->setSectionResizeMode(0, QHeaderView::Interactive);
    tree_->header()->resizeSection(0, 220);
    // Wrapped rows take their height from the column widths: lay them out again on a resize.
    connect(tree_->header(), &QHeaderView::sectionResized, tree_, [this] { tree_->doItemsLayout(); });
    layout->addWidget(tree_, 1);
    // The chosen entry in full (a long explanation is cut short in its row).
    detail_ = new QLabel;
    detail_->setObjectName(QStringLiteral("glossaryDetail"));
    detail_->setWordWrap(true);
    detail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detail_->setMinimumHeight(detail_->fontMetrics().lineSpacing() * 4);
    detail_->setAlignment(Qt::AlignTop | Qt::AlignLeading);
    detail_->setText(tr("Choose a term to read its whole explanation here."));
    layout->addWidget(detail_);
    connect(tree_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (!item || !item->data(0, kIdRole).isValid()) return;
        detail_->setText(QStringLiteral("<b>%1</b> (<code>%2</code>): %3")
                             .arg(item->text(0).toHtmlEscaped(), item->data(0, kIdRole).toString().toHtmlEscaped(),
                                  item->text(1).toHtmlEscaped()));
    });
    count_ = new QLabel;
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(count_, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);

    QTreeWidgetItem *group = nullptr;
    for (const GlossaryEntry &e : glossary()) {
        if (!group || group->text(0) != e.category) {
            group = new QTreeWidgetItem(tree_, {e.category});
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFlags(Qt::ItemIsEnabled);
            group->setFirstColumnSpanned(true);
        }
        const QString id = QString::fromStdString(e.id);
        auto *item = new QTreeWidgetItem(group, {e.term, e.explanation});
        item->setData(0, kIdRole, id);
        item->setToolTip(0, id);
        item->setToolTip(1, QStringLiteral("<p>%1</p>").arg(e.explanation.toHtmlEscaped()));
        ++total_;
    }
    tree_->expandAll();
    connect(search_, &QLineEdit::textChanged, this, &GlossaryDialog::filter);
    filter(QString());
    fitToParent(this);
}

void GlossaryDialog::filter(const QString &text) {
    shown_ = 0;
    for (int g = 0; g < tree_->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = tree_->topLevelItem(g);
        int shownHere = 0;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            const GlossaryEntry e{item->data(0, kIdRole).toString().toStdString(), group->text(0), item->text(0), item->text(1)};
            const bool match = glossaryMatches(e, text);
            item->setHidden(!match);
            shownHere += match ? 1 : 0;
        }
        group->setHidden(shownHere == 0);
        shown_ += shownHere;
    }
    count_->setText(tr("%n term(s)", nullptr, shown_));
}

void GlossaryDialog::showTerm(const QString &id) {
    search_->clear();
    for (int g = 0; g < tree_->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = tree_->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            if (item->data(0, kIdRole).toString() != id) continue;
            tree_->setCurrentItem(item);
            tree_->scrollToItem(item, QAbstractItemView::PositionAtCenter);
            return;
        }
    }
}

GettingStartedDialog::GettingStartedDialog(QWidget *parent) : QDialog(parent) {
    setObjectName(QStringLiteral("gettingStartedDialog"));
    setWindowTitle(tr("Getting started"));
    setModal(false);
    auto *layout = new QVBoxLayout(this);
    text_ = new QTextBrowser;
    text_->setOpenLinks(false);
    connect(text_, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("glossary")) emit termRequested(url.path());
    });
    layout->addWidget(text_, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);

    text_->setHtml(firstWalkthroughs() + laterWalkthroughs());
    fitToParent(this);
}

// Comparing readings, a figure, a match step by step and a small state graph.
QString GettingStartedDialog::firstWalkthroughs() const {
    QString html;
    html +=
        para(tr("Short walkthroughs of the workbench, with pictures of the views they use. Help > Glossary (F1) "
                "explains every term; so do the links below."));
    html += picture(QStringLiteral("window_1366x768_%1.png").arg(interfaceLanguage()));  // the window in its language

    html += heading(tr("1. Compare two readings"));
    html += paras({tr("In Games and readings (left), tick two readings of the same game, for example two readings of "
                      "Khutka Boia."),
                   tr("In the Experiment panel, set Matches per reading (1,000 is a good start), the agents and the seed, "
                      "then press Run or choose Run > Run Experiment (Ctrl+R). The progress bar shows the matches played "
                      "and the time left.")});
    html += linked(
        tr("The Results tab then shows every metric of each reading with its %1 and, below, the differences "
           "between the readings: each difference with its interval, the %2, the p-value adjusted by %3, "
           "and the test used. Hover a row name to see what it means."),
        {{"confidence-interval", tr("95% interval")}, {"p-value", tr("p-value")}, {"bonferroni", tr("Bonferroni's method")}});

    html += heading(tr("2. Export a figure for a paper"));
    html += paras({tr("After a run, open the Charts tab and choose a figure in the list beside it, for example "
                      "First-player advantage or Game length (or the View menu, Alt+3 onwards)."),
                   tr("Press Export... above the chart, or choose File > Export Chart.... Pick Single column (85 mm) or "
                      "Double column (175 mm) and a font size, and save the figure as PNG, PDF or SVG."),
                   tr("A CSV file of exactly the plotted values is written beside the figure, under the same name, so "
                      "that the numbers behind it can be checked or drawn again.")});

    html += heading(tr("3. Step through a match"));
    html +=
        para(tr("Open the Replay tab. After a run, the Interesting matches list offers the longest and the shortest "
                "match, the first match of each end reason and the biggest upset; double-click one to watch it. "
                "File > Open Match... recomputes any match from its reading, seed and index."));
    html += linked(tr("Left and Right step through whole moves; Shift+Left and Shift+Right through the %1 of a move: "
                      "each counter lifted, dropped or captured, each relay lap, each throw. Home and End jump to the "
                      "start and the end; Space plays the match."),
                   {{"micro-step", tr("micro-steps")}});
    html +=
        para(tr("Next: Capture, Round and Pass (keys C, R, P) jump to the next capture, round boundary or pass; a "
                "capture rings the captured hole in red and the empty hole that allowed it in dotted blue."));
    html += picture(QStringLiteral("replay-capture-step.png"));
    html +=
        para(tr("Explore from here opens the State graph tab on the position shown: everything that could have "
                "followed it. Round graph shows how the rounds of the reading's matches go round, when they do not end."));

    html += heading(tr("4. Look at a small state graph"));
    html += paras({tr("Select a reading and choose Analysis > State Graph... (Ctrl+G). The State graph tab opens and "
                      "explores the full board, which is far too large to finish; press Cancel if it is still running."),
                   tr("In the options beside the drawing, make the board small, for example Holes per row 2 and Counters "
                      "per hole 3 for Khutka Boia (these sizes are not historical: they exist so that the whole graph can "
                      "be explored). Tick Solve and press Explore (or Return).")});
    html += linked(
        tr("The panel beside the drawing counts the states and edges, the ends, the %1 (where play can go "
           "round for ever) and the %2 (from which no end can be reached) and, once solved, gives the %3 of "
           "the start. Hover a state to see its board; double-click it to replay the moves to it."),
        {{"cyclic_components", tr("cyclic components")}, {"dead_states", tr("dead states")}, {"value", tr("exact value")}});
    html += picture(QStringLiteral("graph-view-solved.png"));
    return html;
}

// The language, playing, exploring readings and a game from a rules file.
QString GettingStartedDialog::laterWalkthroughs() const {
    QString html;
    html += heading(tr("5. Switch the language"));
    html += paras({tr("Choose File > Settings..., pick a language (English, Hindi or Urdu) and start RuleLab again."),
                   tr("For one session only, start the workbench as rulelab --lang hi (Hindi) or rulelab --lang ur "
                      "(Urdu); rulelab-cli takes --lang too.")});

    html += heading(tr("6. Play a reading yourself"));
    html +=
        para(tr("Select a reading and choose Run > Play This Reading... (Ctrl+P). Choose the seat you play and the "
                "agent, then click a ringed hole to move. Undo, Hint and Save game are under the board; Field sheet... "
                "prints the game on one page with your notes, to take to the field."));

    html += heading(tr("7. Find the readings that meet what the sources say"));
    html += paras({tr("Select a reading to start from and choose Run > Explore Readings.... In the Explore tab, tick the "
                      "options whose reading is in doubt and the values to try, then Add requirement for what the sources "
                      "say of the game, for example that nearly every match ends by its rules (Completion at least 0.95) or "
                      "that the first mover has no large advantage."),
                   tr("Give a budget of matches and press Run. Each combination of values is a candidate; each gets a "
                      "verdict, feasible, infeasible or uncertain, and the chance of any wrong verdict among them is held at "
                      "the error rate shown. An uncertain one says roughly how many more matches would settle it. Save... "
                      "keeps the exploration; a candidate can be saved as a reading file of its own.")});

    html += heading(tr("8. Make a game from a rules file"));
    html += paras({tr("A two-row sowing game needs no programming: choose Edit > New Game Rules... (or, with a game of "
                      "a rules file selected, Edit > Edit a Copy of This Game...) and fill in the form: the board, the value "
                      "of each rule, the readings, and the sources with the passage each rule rests on. Each problem is shown "
                      "beside its field as you type; Save Draft... keeps an unfinished form, and Save As... saves a game with "
                      "none as a rules file that appears in Games and readings at once."),
                   tr("File > New Game from Rules File... loads a rules file written elsewhere. To check a file on the "
                      "command line, run rulelab-cli check FILE.")});
    return html;
}

}  // namespace rulelab
