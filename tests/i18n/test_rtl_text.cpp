// Right to left in Urdu (issue 37): the Results answers and the other multi-line text views lay
// their paragraphs out right to left, starting at the right, whatever a paragraph starts with
// (a Latin reading name, a number); every id, Latin name and number inside them is isolated
// (U+2068 ... U+2069), so it cannot reorder the Urdu sentence around it. The English methods text
// and a source's English passage stay left to right.
#include "charts.h"
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "results_view.h"
#include "shown_text.h"
#include "sources_view.h"
#include "support/compared_results.h"
#include "support/shipped_plugins.h"
#include "translations.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QTreeWidget>
#include <gtest/gtest.h>

#include <map>
#include <qcustomplot.h>

#include <algorithm>

using namespace rulelab;
using namespace rulelab::testsupport;

namespace {

// The Latin letters and digits of `text` outside any isolate (U+2066..U+2068 ... U+2069).
QString unisolatedLatin(const QString &text) {
    QString out;
    int depth = 0;
    for (QChar c : text) {
        if (c.unicode() >= 0x2066 && c.unicode() <= 0x2068) ++depth;
        else if (c.unicode() == 0x2069) depth = std::max(0, depth - 1);
        else if (depth == 0 && (c.isDigit() || (c.unicode() < 0x250 && c.isLetter()))) out += c;
    }
    return out;
}

int isolates(const QString &text) { return static_cast<int>(text.count(QChar(0x2068))); }

// Every non-empty paragraph of `doc`, laid out `width` wide: right to left, its first line ending
// at the right edge; returns how many were checked.
int expectRightToLeft(QTextDocument &doc, qreal width, const char *what) {
    doc.setTextWidth(width);
    doc.documentLayout();  // lays the document out
    int checked = 0;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        if (b.text().trimmed().isEmpty()) continue;
        ++checked;
        EXPECT_EQ(b.textDirection(), Qt::RightToLeft) << what << ": " << b.text().toStdString();
        const QRectF block = doc.documentLayout()->blockBoundingRect(b);
        if (b.layout()->lineCount() == 0) {
            ADD_FAILURE() << what << ": a paragraph not laid out: " << b.text().toStdString();
            continue;
        }
        const QTextLine first = b.layout()->lineAt(0);
        // The first line starts at the right: its text ends within a few pixels of the block's right.
        EXPECT_GT(block.left() + first.naturalTextRect().right(), width - doc.documentMargin() - 4)
            << what << ": the line starts at the left: " << b.text().toStdString();
    }
    return checked;
}

class Urdu : public ::testing::Test {
protected:
    void SetUp() override { QApplication::setLayoutDirection(installTranslations(QStringLiteral("ur")).textDirection()); }
    void TearDown() override {
        installTranslations(QStringLiteral("en"));
        QApplication::setLayoutDirection(Qt::LeftToRight);
    }
};

}  // namespace

TEST(RightToLeftText, IsolatedRunsIsolateLatinAndNumbersOnlyRightToLeft) {
    const QString line = QStringLiteral("R1 Das Gupta: ہر میچ (1,000) میں 4.1% اور p < 0.001۔");
    EXPECT_EQ(isolatedRuns(line), line) << "left to right the text stays as it is";
    QApplication::setLayoutDirection(Qt::RightToLeft);
    const QString out = isolatedRuns(line);
    QApplication::setLayoutDirection(Qt::LeftToRight);
    EXPECT_TRUE(unisolatedLatin(out).isEmpty()) << out.toStdString();
    EXPECT_TRUE(out.startsWith(QStringLiteral("\u2068R1 Das Gupta\u2069:"))) << "the colon stays outside, in the sentence";
    EXPECT_TRUE(out.contains(QStringLiteral("(\u20681,000\u2069)")));
    EXPECT_TRUE(out.contains(QStringLiteral("\u20684.1%\u2069")));
    EXPECT_TRUE(out.contains(QStringLiteral("\u2068p < 0.001\u2069\u06d4")));
    EXPECT_EQ(isolates(out), 4);
}

// The names a figure gives its readings (legend items, categories of the end-reasons chart): right
// to left each is isolated, so a name that starts with a code ("R2 ...") keeps its order, and each
// legend entry is mirrored (its icon at the right); left to right the figure is as it was.
TEST(RightToLeftText, FigureLegendsAndCategoriesAreIsolatedRightToLeft) {
    using namespace rulelab::charts;
    ChartData d;
    d.game = QStringLiteral("fixture");
    const QStringList names{QStringLiteral("R2 Ludii portal text"), QStringLiteral("R3 لڈی کا کوڈ")};
    for (const QString &name : names) {
        ReadingSeries s;
        s.id = name.left(2).toLower();
        s.name = name;
        s.matches = 4;
        s.turns.histogram = {{10, 3}, {12, 1}};
        s.endReasons = {{QStringLiteral("rule"), 3}, {QStringLiteral("cap_reached"), 1}};
        d.readings.push_back(s);
    }
    ExportOptions options;
    ASSERT_TRUE(parseSize(QStringLiteral("double"), options));
    for (Qt::LayoutDirection direction : {Qt::LeftToRight, Qt::RightToLeft}) {
        const bool rtl = direction == Qt::RightToLeft;
        SCOPED_TRACE(rtl ? "right to left" : "left to right");
        QApplication::setLayoutDirection(direction);
        QCustomPlot length, ends;
        ASSERT_TRUE(layoutFigure(&length, d, ChartKind::Length, ChartStyle{}, options));
        ASSERT_TRUE(layoutFigure(&ends, d, ChartKind::Ends, ChartStyle{}, options));
        QStringList legend, categories;
        for (int i = 0; i < length.legend->itemCount(); ++i)
            if (auto *item = qobject_cast<QCPPlottableLegendItem *>(length.legend->item(i))) legend << item->plottable()->name();
        for (QCPAxis *axis : {ends.xAxis, ends.yAxis})
            if (auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>())
                for (const QString &label : ticker->ticks()) categories << label;
        ASSERT_EQ(legend.size(), 2) << legend.join(QLatin1Char('|')).toStdString();
        ASSERT_EQ(categories.size(), 2);
        const QStringList expected = rtl ? QStringList{QStringLiteral("\u2068R2 Ludii portal text\u2069"),
                                                       QStringLiteral("\u2067R3 لڈی کا کوڈ\u2069")}
                                         : names;
        // (in the grid's order, which runs from the left: right to left the first entry is last)
        const QStringList inGrid = rtl ? QStringList{expected[1], expected[0]} : expected;
        EXPECT_EQ(legend, inGrid) << legend.join(QLatin1Char('|')).toStdString();
        // Each legend entry reads the way the layout runs: its icon (in the reading's colour) at
        // the left end left to right, at the right end right to left, the name beside it.
        const QImage image = length.toPixmap().toImage();
        auto coloured = [&image](const QRect &r) {
            int n = 0;
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x)
                    if (image.valid(x, y) && QColor(image.pixel(x, y)).hsvSaturation() > 80) ++n;
            return n;
        };
        const QSize icon = length.legend->iconSize();
        for (int i = 0; i < length.legend->itemCount(); ++i)
            if (const QCPAbstractLegendItem *item = length.legend->item(i)) {
                const QRect r = item->rect();
                const int left = coloured(QRect(r.left(), r.top(), icon.width(), r.height()));
                const int right = coloured(QRect(r.right() + 1 - icon.width(), r.top(), icon.width(), r.height()));
                EXPECT_GT(rtl ? right : left, 0) << "entry " << i;
                EXPECT_EQ(rtl ? left : right, 0) << "entry " << i;
            }
        // The first reading's entry where the reader starts: at the left left to right, at the
        // right right to left (both fit one row at double-column width).
        ASSERT_EQ(length.legend->wrap(), 2);
        std::map<QString, int> centre;  // a reading's name -> the middle of its entry
        for (int i = 0; i < length.legend->itemCount(); ++i)
            if (auto *item = qobject_cast<QCPPlottableLegendItem *>(length.legend->item(i)))
                centre[item->plottable()->name()] = item->rect().center().x();
        ASSERT_TRUE(centre.count(expected[0]) && centre.count(expected[1]));
        EXPECT_EQ(centre[expected[0]] > centre[expected[1]], rtl) << centre[expected[0]] << " " << centre[expected[1]];
        for (const QString &c : categories)  // wrapped onto lines, each line isolated on its own
            for (const QString &line : c.split(QLatin1Char('\n')))
                EXPECT_EQ(line.startsWith(QChar(0x2068)) || line.startsWith(QChar(0x2067)), rtl) << c.toStdString();
    }
    QApplication::setLayoutDirection(Qt::LeftToRight);
}

TEST_F(Urdu, TheResultsAnswersRunRightToLeftWithTheirIdsIsolated) {
    QTemporaryDir dir;
    ResultsView view;
    QString error;
    ASSERT_TRUE(showComparedKhutkaBoia(dir, view, error)) << error.toStdString();
    EXPECT_EQ(view.answersLabel()->layoutDirection(), Qt::RightToLeft);
    QTextDocument doc;
    doc.setHtml(view.answersLabel()->text());
    EXPECT_GE(expectRightToLeft(doc, 900, "answers"), 10);
    const QString text = doc.toPlainText();
    EXPECT_TRUE(unisolatedLatin(text).isEmpty()) << "not isolated: " << unisolatedLatin(text).toStdString();
    EXPECT_GE(isolates(text), 10) << "the reading names' R1, R3 and the numbers";
    // The line above the tables starts with the game's Latin name: each of its lines still reads
    // right to left (a right-to-left mark first), its names and numbers isolated.
    const auto *note = view.findChild<QLabel *>(QStringLiteral("resultsNote"));
    ASSERT_TRUE(note);
    for (const QString &line : note->text().split(QLatin1Char('\n'))) {
        EXPECT_TRUE(line.startsWith(QChar(0x200F))) << line.toStdString();
        EXPECT_TRUE(unisolatedLatin(line).isEmpty()) << line.toStdString();
    }
}

TEST_F(Urdu, TheTextViewsRunRightToLeftAndTheEnglishOnesLeftToRight) {
    const PluginRegistry &games = shippedPlugins();
    // Sources: a rule point's heading and citations right to left, the passage left to right.
    SourcesView sources(games);
    sources.resize(400, 700);
    sources.setGame(QStringLiteral("khutka-boia"));
    QTreeWidget *points = sources.pointTree();
    ASSERT_GT(points->topLevelItemCount(), 0);
    ASSERT_GT(points->topLevelItem(0)->childCount(), 1);
    points->topLevelItem(0)->child(1)->setSelected(true);
    QTextDocument *point = sources.pointText()->document();
    ASSERT_FALSE(point->isEmpty());
    const QTextBlock heading = point->begin();
    EXPECT_EQ(heading.textDirection(), Qt::RightToLeft) << heading.text().toStdString();
    EXPECT_TRUE(unisolatedLatin(heading.text()).isEmpty()) << heading.text().toStdString();
    EXPECT_EQ(heading.next().textDirection(), Qt::LeftToRight) << "the source's English passage";
    const QTextBlock lastCitation = point->lastBlock();
    EXPECT_EQ(lastCitation.textDirection(), Qt::RightToLeft) << lastCitation.text().toStdString();
    EXPECT_TRUE(unisolatedLatin(lastCitation.text()).isEmpty()) << lastCitation.text().toStdString();

    // The Reading tab, the Explore tab's methods text (English) and the Play tab's notes.
    MainWindow w(games);
    w.setQuiet(true);
    QTextDocument *details = w.details()->document();
    ASSERT_FALSE(details->isEmpty());
    EXPECT_GE(expectRightToLeft(*details, 600, "the Reading tab"), 1);
    auto *methods = w.findChild<QPlainTextEdit *>(QStringLiteral("exploreMethods"));
    ASSERT_TRUE(methods);
    methods->setPlainText(QStringLiteral("R1 was played 1000 times."));
    EXPECT_EQ(methods->document()->begin().textDirection(), Qt::LeftToRight);
    auto *notes = w.findChild<QPlainTextEdit *>(QStringLiteral("playNotes"));
    ASSERT_TRUE(notes);
    notes->setPlainText(QStringLiteral("R1 میں یہ گڑھا"));
    EXPECT_EQ(notes->document()->begin().textDirection(), Qt::RightToLeft) << "a note that starts with a Latin id";
}

// The Reading tab in Urdu: an English description not translated yet (a rules file's without its
// Urdu; the shipped games have theirs) is laid out left to right inside its Urdu cell, its full stop
// at its end, even when an id in it is said in Urdu words ("match_end = fixed_rounds" with the
// value's Urdu label); the citations beside it are isolated.
TEST_F(Urdu, AnUntranslatedRuleDescriptionKeepsItsFullStopAtItsEnd) {
    const LoadedGame *g = shippedPlugins().find("khutka-boia");
    ASSERT_TRUE(g);
    const RuleOption *rounds = g->plugin->info().findOption("rounds");
    ASSERT_TRUE(rounds);
    const std::string english = "The rounds a file of ours plays when match_end = fixed_rounds; ignored otherwise.";
    ASSERT_EQ(pluginText("khutka-boia", english), q(english)) << "the test needs an English description";
    const QString shown = gameProseText(g->plugin->info(), english);
    EXPECT_FALSE(shown.contains(QLatin1String("fixed_rounds"))) << "the id in words";
    EXPECT_TRUE(shown.startsWith(QChar(0x2068))) << "a left-to-right isolate, not a right-to-left one";
    QTextDocument doc;
    doc.setPlainText(QChar(0x200F) + shown);
    QTextLayout *layout = doc.begin().layout();
    doc.setTextWidth(4000);
    doc.documentLayout();
    ASSERT_GT(layout->lineCount(), 0);
    // The full stop of the English sentence is drawn after (to the right of) its last word's last
    // letter, as in English; laid out right to left it would stand at the sentence's left.
    const int stop = static_cast<int>(shown.indexOf(QLatin1String("otherwise.")) + 9 + 1);  // the '.' (after the mark)
    ASSERT_GT(stop, 10);
    const QTextLine line = layout->lineAt(0);
    EXPECT_GT(line.cursorToX(stop, QTextLine::Leading), line.cursorToX(stop - 1, QTextLine::Leading)) << shown.toStdString();
    // The Reading tab's citations: each isolated.
    MainWindow w(shippedPlugins());
    w.setQuiet(true);
    QTreeWidget *tree = w.gameTree();
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->data(0, Qt::UserRole + 1).toString() == QLatin1String("khutka-boia"))
            tree->setCurrentItem(tree->topLevelItem(i)->child(0));
    const QString details = w.details()->toPlainText();
    for (const Citation &c : rounds->citations)
        EXPECT_TRUE(details.contains(QChar(0x2068) + q(c.source + (c.locator.empty() ? "" : ", " + c.locator)) + QChar(0x2069)))
            << c.source << " " << c.locator;
}

// The replay caption's rule term links to its glossary entry in Urdu too (the glossary and the
// board texts use the same word for a capture), in a paragraph laid out right to left.
TEST_F(Urdu, AReplayCaptionsRuleTermLinksToTheGlossary) {
    const QString caption = QStringLiteral("3. جنوب: h3 سے بوائی (9)  [خالی h3 کے بعد h4 سے 10 پکڑنا]");
    const QString linked = glossaryLinked(caption);
    EXPECT_TRUE(linked.contains(QStringLiteral("href=\"glossary:capture\""))) << linked.toStdString();
    EXPECT_TRUE(linked.startsWith(paragraphTag())) << linked.toStdString();
    EXPECT_TRUE(paragraphTag().contains(QStringLiteral("rtl")));
}
