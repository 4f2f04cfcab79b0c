// Translations complete, the main window in each language, the games' board texts, moves and
// the core's warnings translated when shown, numbers and the hand box right to left, and the
// Sources view's two-way highlighting between rule points and options.
#include "support/shipped_plugins.h"
#include "board_widget.h"
#include "experiment/display_names.h"
#include "main_window.h"
#include "replay/match_replay.h"
#include "results_view.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "settings_dialog.h"
#include "sources_view.h"
#include "translations.h"
#include "ts_problems.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QRegularExpression>
#include <QProcess>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTreeWidget>
#include <QXmlStreamReader>
#include <gtest/gtest.h>
#include "support/private_user_folders.h"

#include <algorithm>
#include <tuple>
#include <utility>

using namespace rulelab;

namespace {

const PluginRegistry &i18nPlugins() { return testsupport::shippedPlugins(); }

}  // namespace

class Translations : public ::testing::TestWithParam<const char *> {};

TEST_P(Translations, EveryMessageIsTranslated) {
    const QString file = QStringLiteral(RULELAB_TS_DIR "/rulelab_%1.ts").arg(QLatin1String(GetParam()));
    const QStringList bad = testsupport::tsProblems(file);
    EXPECT_TRUE(bad.isEmpty()) << bad.size() << " untranslated or broken messages in " << file.toStdString()
                               << " (translate them in Qt Linguist or the .ts file):\n  "
                               << bad.join(QStringLiteral("\n  ")).toStdString();
}
// A shortcut underline inside a Devanagari or Urdu word breaks the letter (a dotted circle in
// फ़ाइल): the accelerator goes on a Latin letter in parentheses, "फ़ाइल (&F)".
TEST_P(Translations, AcceleratorsAreOnLatinLetters) {
    QFile f(QStringLiteral(RULELAB_TS_DIR "/rulelab_%1.ts").arg(QLatin1String(GetParam())));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    QStringList bad;
    int latin = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement() || (xml.name() != QLatin1String("translation") && xml.name() != QLatin1String("numerusform")))
            continue;
        const QString t = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        for (qsizetype i = t.indexOf(QLatin1Char('&')); i >= 0 && i + 1 < t.size(); i = t.indexOf(QLatin1Char('&'), i + 2)) {
            const QChar next = t.at(i + 1);
            if (next == QLatin1Char('&') || next.isSpace()) continue;
            if (next.unicode() < 128) ++latin;
            else bad << t;
        }
    }
    EXPECT_TRUE(bad.isEmpty()) << "accelerators on non-Latin letters:\n  " << bad.join(QStringLiteral("\n  ")).toStdString();
    EXPECT_GT(latin, 20) << "the menus keep their accelerators";
}
INSTANTIATE_TEST_SUITE_P(Languages, Translations, ::testing::Values("hi", "ur"));

class Screenshots : public ::testing::TestWithParam<const char *> {};

TEST_P(Screenshots, MainWindowRendersInEachLanguage) {
    const QString code = QLatin1String(GetParam());
    const QLocale locale = installTranslations(code);
    QApplication::setLayoutDirection(locale.textDirection());
    {
        MainWindow w(i18nPlugins());
        w.resize(1280, 800);
        w.show();
        QApplication::processEvents();
        const QImage img = w.grab().toImage();
        ASSERT_FALSE(img.isNull());
        QDir().mkpath(QStringLiteral(RULELAB_SCREENSHOT_DIR));
        const QString file = QStringLiteral(RULELAB_SCREENSHOT_DIR "/main_window_%1.png").arg(code);
        EXPECT_TRUE(img.save(file)) << file.toStdString();
        const QString fileMenu = w.menuBar()->actions().value(0)->text();
        if (code == QLatin1String("en")) {
            EXPECT_EQ(fileMenu, QStringLiteral("&File"));
            EXPECT_EQ(w.layoutDirection(), Qt::LeftToRight);
        } else {
            EXPECT_NE(fileMenu, QStringLiteral("&File")) << "menus are translated";
        }
        if (code == QLatin1String("ur")) {
            EXPECT_EQ(w.layoutDirection(), Qt::RightToLeft);
        }
        // The reading details name the game, the reading and every option in the language.
        QTreeWidgetItem *kb = nullptr;
        for (int i = 0; i < w.gameTree()->topLevelItemCount(); ++i)
            if (w.gameTree()->topLevelItem(i)->data(0, Qt::UserRole + 1).toString() == QLatin1String("khutka-boia"))
                kb = w.gameTree()->topLevelItem(i);
        ASSERT_TRUE(kb && kb->childCount() > 0);
        w.gameTree()->setCurrentItem(kb->child(0));
        const QString details = w.details()->toPlainText();
        const QString label = QCoreApplication::translate("game khutka-boia", "Lap over the origin hole");
        EXPECT_TRUE(details.contains(label)) << details.left(400).toStdString();
        if (code != QLatin1String("en")) {
            EXPECT_NE(label, QStringLiteral("Lap over the origin hole"));
        }
    }
    installTranslations(QStringLiteral("en"));
    QApplication::setLayoutDirection(Qt::LeftToRight);
}
INSTANTIATE_TEST_SUITE_P(Languages, Screenshots, ::testing::Values("en", "hi", "ur"));

// The window fits 1366 x 768 and 1600 x 900 in every language (#18): no tab's content widens
// it, every menu title is on the menu bar (none pushed into its overflow), and every tab's
// title is on the tab bar without scrolling. Screenshots of both sizes go to the build folder
// (copied to docs/images for the README).
class WindowFits : public ::testing::TestWithParam<std::tuple<const char *, QSize>> {};

TEST_P(WindowFits, EveryMenuAndTabIsOnScreen) {
    const QString code = QLatin1String(std::get<0>(GetParam()));
    const QSize screen = std::get<1>(GetParam());
    const QLocale locale = installTranslations(code);
    QApplication::setLayoutDirection(locale.textDirection());
    {
        MainWindow w(i18nPlugins());
        w.setQuiet(true);
        w.resize(screen);
        w.show();
        QApplication::processEvents();
        for (int i = 0; i < w.tabs()->count(); ++i) {
            w.tabs()->setCurrentIndex(i);
            QApplication::processEvents();
            EXPECT_LE(w.width(), screen.width()) << "tab " << w.tabs()->tabText(i).toStdString();
            EXPECT_LE(w.height(), screen.height()) << "tab " << w.tabs()->tabText(i).toStdString();
            EXPECT_LE(w.minimumSizeHint().width(), screen.width()) << "tab " << w.tabs()->tabText(i).toStdString();
        }
        w.tabs()->setCurrentIndex(0);
        QApplication::processEvents();
        QTabBar *bar = w.tabs()->tabBar();
        for (int i = 0; i < bar->count(); ++i)
            EXPECT_TRUE(bar->rect().contains(bar->tabRect(i))) << "tab " << bar->tabText(i).toStdString() << " is scrolled away";
        for (QAction *a : w.menuBar()->actions()) {
            const QRect g = w.menuBar()->actionGeometry(a);
            EXPECT_TRUE(g.isValid() && w.menuBar()->rect().contains(g)) << "menu " << a->text().toStdString() << " is not shown";
        }
        QDir().mkpath(QStringLiteral(RULELAB_SCREENSHOT_DIR));
        const QString file =
            QStringLiteral(RULELAB_SCREENSHOT_DIR "/window_%1x%2_%3.png").arg(screen.width()).arg(screen.height()).arg(code);
        EXPECT_TRUE(w.grab().save(file)) << file.toStdString();
    }
    installTranslations(QStringLiteral("en"));
    QApplication::setLayoutDirection(Qt::LeftToRight);
}
INSTANTIATE_TEST_SUITE_P(Sizes, WindowFits,
                         ::testing::Combine(::testing::Values("en", "hi", "ur"),
                                            ::testing::Values(QSize(1366, 768), QSize(1600, 900))));

TEST(LanguageArgument, IsTakenOutOfTheArguments) {
    QStringList a{QStringLiteral("run"), QStringLiteral("--lang"), QStringLiteral("ur"), QStringLiteral("x")};
    EXPECT_EQ(takeLanguageArgument(a), QStringLiteral("ur"));
    EXPECT_EQ(a, (QStringList{QStringLiteral("run"), QStringLiteral("x")}));
    QStringList b{QStringLiteral("--lang=hi")};
    EXPECT_EQ(takeLanguageArgument(b), QStringLiteral("hi"));
    EXPECT_TRUE(b.isEmpty());
}

// Qt's standard buttons (OK, Cancel, Close, Save of every dialog and message box) speak the
// interface language: Qt has no Hindi or Urdu catalogue, so the app's catalogues translate them.
TEST_P(Translations, TheStandardButtonsOfTheDialogsAreTranslated) {
    const QString lang = QString::fromLatin1(GetParam());
    installTranslations(lang);
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Close | QDialogButtonBox::Save);
    const QStringList english{QStringLiteral("OK"), QStringLiteral("Cancel"), QStringLiteral("Close"), QStringLiteral("Save")};
    QStringList shown;
    for (auto b : {QDialogButtonBox::Ok, QDialogButtonBox::Cancel, QDialogButtonBox::Close, QDialogButtonBox::Save})
        shown << box.button(b)->text().remove(QLatin1Char('&'));
    installTranslations(QStringLiteral("en"));
    for (qsizetype i = 0; i < english.size(); ++i) EXPECT_NE(shown[i], english[i]) << lang.toStdString();
}

TEST(SettingsDialog, KeepsTheLanguage) {
    SettingsDialog d;
    d.languageBox()->setCurrentIndex(d.languageBox()->findData(QStringLiteral("ur")));
    d.accept();
    EXPECT_EQ(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("ur"));
    QSettings().remove(QStringLiteral("language"));
}

TEST(SourcesView, OptionAndRulePointHighlightEachOther) {
    SourcesView v(i18nPlugins());
    v.show();
    v.setGame(QStringLiteral("khutka-boia"));
    ASSERT_GT(v.pointTree()->topLevelItemCount(), 3) << "rule points grouped by source";
    // Select the option "four": its rule point KB-9 lights up (under each source citing it).
    for (int i = 0; i < v.optionList()->count(); ++i)
        if (v.optionList()->item(i)->data(Qt::UserRole + 2).toString() == QLatin1String("four"))
            v.optionList()->setCurrentItem(v.optionList()->item(i));
    EXPECT_EQ(v.selectedPoints(), QStringList{QStringLiteral("KB-9")});
    // And the reverse: KB-16 lights its three options.
    v.optionList()->clearSelection();
    QTreeWidgetItem *kb16 = nullptr;
    for (int i = 0; i < v.pointTree()->topLevelItemCount() && !kb16; ++i)
        for (int j = 0; j < v.pointTree()->topLevelItem(i)->childCount(); ++j)
            if (v.pointTree()->topLevelItem(i)->child(j)->data(0, Qt::UserRole + 1).toString() == QLatin1String("KB-16"))
                kb16 = v.pointTree()->topLevelItem(i)->child(j);
    ASSERT_NE(kb16, nullptr);
    v.pointTree()->setCurrentItem(kb16);
    QStringList opts = v.selectedOptions();
    opts.sort();
    EXPECT_EQ(opts,
              (QStringList{QStringLiteral("kungidar"), QStringLiteral("pooled_five"), QStringLiteral("remainder_trigger")}));
}

TEST(SourcesView, ReadingShowsItsSourcesAndDepartures) {
    SourcesView v(i18nPlugins());
    v.setGame(QStringLiteral("khutka-boia"));
    v.setReading(QStringLiteral("ludii-code"));
    EXPECT_TRUE(v.followedLabel()->text().contains(QStringLiteral("L-KB"))) << v.followedLabel()->text().toStdString();
    ASSERT_GT(v.verdictTable()->rowCount(), 10);
    for (int r = 0; r < v.verdictTable()->rowCount(); ++r)
        EXPECT_NE(v.verdictTable()->item(r, 0)->data(Qt::UserRole + 2).toString(), QStringLiteral("relay_loop"));
    v.setReading(QStringLiteral("aibdd-literal"));
    EXPECT_TRUE(v.followedLabel()->text().contains(QStringLiteral("S0")));
    bool follows = false;
    for (int r = 0; r < v.verdictTable()->rowCount(); ++r)
        follows = follows || v.verdictTable()->item(r, 2)->text() == QLatin1String("follows");
    EXPECT_TRUE(follows);
}

// A game defined by a rules file carries its citations in the file: the Sources view lists its
// cited rules under each source, and a rule and its passage highlight each other.
TEST(SourcesView, ARulesFileGameShowsTheRulesItsSourcesBack) {
    SourcesView v(i18nPlugins());
    v.show();
    v.setGame(QStringLiteral("walak-pussa"));
    QStringList sources;
    for (int i = 0; i < v.pointTree()->topLevelItemCount(); ++i) sources << v.pointTree()->topLevelItem(i)->text(0);
    ASSERT_FALSE(sources.isEmpty());
    EXPECT_TRUE(sources.join(QLatin1Char('\n')).contains(QStringLiteral("MW")));
    EXPECT_TRUE(sources.join(QLatin1Char('\n')).contains(QStringLiteral("parker1909")));
    for (int i = 0; i < v.optionList()->count(); ++i)
        if (v.optionList()->item(i)->data(Qt::UserRole + 2).toString() == QLatin1String("relay"))
            v.optionList()->setCurrentItem(v.optionList()->item(i));
    EXPECT_EQ(v.selectedPoints(), QStringList{QStringLiteral("relay")}) << "the rule is its own point in the file";
    v.setReading(QStringLiteral("mancala-world"));
    EXPECT_TRUE(v.followedLabel()->text().contains(QStringLiteral("MW"))) << v.followedLabel()->text().toStdString();
    bool follows = false;
    for (int r = 0; r < v.verdictTable()->rowCount(); ++r)
        follows = follows || v.verdictTable()->item(r, 2)->text() == QLatin1String("follows");
    EXPECT_TRUE(follows) << "a fixed rule follows the sources it cites";
}

// The Sources dock follows the reading selected in the tree, and the game of results shown.
TEST(MainWindowSources, FollowsTheSelectedReadingAndTheShownResults) {
    MainWindow w(i18nPlugins());
    w.setQuiet(true);
    SourcesView *v = w.sourcesView();
    ASSERT_NE(v, nullptr);
    QTreeWidgetItem *pach = nullptr, *ludii = nullptr;
    for (int i = 0; i < w.gameTree()->topLevelItemCount(); ++i) {
        QTreeWidgetItem *g = w.gameTree()->topLevelItem(i);
        const QString game = g->data(0, Qt::UserRole + 1).toString();
        for (int j = 0; j < g->childCount(); ++j) {
            if (game == QLatin1String("pachgarhwa") && !pach) pach = g->child(j);
            if (game == QLatin1String("khutka-boia") &&
                g->child(j)->data(0, Qt::UserRole + 2).toString() == QLatin1String("ludii-code"))
                ludii = g->child(j);
        }
    }
    ASSERT_TRUE(pach && ludii);
    w.gameTree()->setCurrentItem(ludii);
    EXPECT_EQ(v->gameBox()->currentData().toString(), QStringLiteral("khutka-boia"));
    EXPECT_EQ(v->readingBox()->currentData().toString(), QStringLiteral("ludii-code"));
    w.gameTree()->setCurrentItem(pach);
    EXPECT_EQ(v->gameBox()->currentData().toString(), QStringLiteral("pachgarhwa"));
    // Results of another game bring their game into the dock.
    QTemporaryDir dir;
    QProcess cli;
    w.gameTree()->setCurrentItem(ludii);
    cli.start(QStringLiteral(RULELAB_CLI),
              {QStringLiteral("run"), QStringLiteral("pachgarhwa"), QStringLiteral("--reading"),
               QStringLiteral("humphries-literal"), QStringLiteral("--matches"), QStringLiteral("20"), QStringLiteral("--seed"),
               QStringLiteral("1"), QStringLiteral("--out"), dir.filePath(QStringLiteral("r"))});
    ASSERT_TRUE(cli.waitForFinished(60000));
    ASSERT_EQ(cli.exitCode(), 0) << cli.readAllStandardError().toStdString();
    ASSERT_TRUE(w.openFile(dir.filePath(QStringLiteral("r")))) << w.lastError().toStdString();
    EXPECT_EQ(v->gameBox()->currentData().toString(), QStringLiteral("pachgarhwa"));
}

TEST(MainWindowSources, HasTheDockAndTheMethodsAction) {
    MainWindow w(i18nPlugins());
    EXPECT_NE(w.findChild<SourcesView *>(), nullptr);
    bool methods = false;
    for (QAction *a : w.findChildren<QAction *>()) methods = methods || a->text() == QLatin1String("&Methods Text...");
    EXPECT_TRUE(methods);
    QString error;
    EXPECT_FALSE(exportMethods(i18nPlugins(), QByteArray(), QStringLiteral("/tmp/x.md"), error));
    EXPECT_FALSE(error.isEmpty());
}

// The games write their boards and moves in English; the faces translate them when shown, and
// leave what they do not know (another plugin's texts) as it is. In English nothing changes.
TEST(BoardTexts, BoardsMovesAndWarningsAreTranslatedWhenShown) {
    const std::string warning = "only 20 matches (fewer than 30): intervals are rough, and some are not available";
    installTranslations(QStringLiteral("en"));
    for (const char *t : {"North store", "South reserve", "captured by Goats", "Round 2", "Throws: 4", "Credits: pod, do",
                          "Bhadar: North, bha h7, returns 2 at the round's end", "h3 (North)", "Pile of 3"})
        EXPECT_EQ(boardText(t), QLatin1String(t));
    for (const char *t : {"South sows h3 (6)", "North sows h7 (4) clockwise", "chance: North starts", "chance: Goats start",
                          "South passes (nothing to sow)", "Goats move piece 8 from A8 to c15 (pod)",
                          "Sheep move piece 3 from c20 off the board (1, second half of do), capturing Goats piece 2",
                          "North makes h2 South's bha", "take 2 from pile 1"})
        EXPECT_EQ(moveText(t), QLatin1String(t));
    EXPECT_EQ(captionText("3. South sows h3 (6)  [drop 1 into h4]"), QStringLiteral("3. South sows h3 (6)  [drop 1 into h4]"));
    EXPECT_EQ(warningText(q(warning)), q(warning));

    installTranslations(QStringLiteral("hi"));
    const QString store = boardText("North store"), round = boardText("Round 2");
    EXPECT_NE(store, QStringLiteral("North store"));
    EXPECT_FALSE(store.contains(QLatin1String("North")) || store.contains(QLatin1String("store"))) << store.toStdString();
    EXPECT_NE(round, QStringLiteral("Round 2"));
    EXPECT_TRUE(round.contains(QLatin1Char('2')) && !round.contains(QLatin1String("Round"))) << round.toStdString();
    EXPECT_EQ(boardText("Pile of 3"), QStringLiteral("Pile of 3")) << "an unknown text passes unchanged";
    const QString sows = moveText("South sows h3 (6)");
    EXPECT_NE(sows, QStringLiteral("South sows h3 (6)"));
    EXPECT_TRUE(sows.contains(QLatin1String("h3")) && sows.contains(QLatin1Char('6'))) << sows.toStdString();
    EXPECT_FALSE(sows.contains(QLatin1String("South")) || sows.contains(QLatin1String("sows"))) << sows.toStdString();
    const QString clockwise = moveText("North sows h7 (4) clockwise");
    EXPECT_TRUE(clockwise.contains(QLatin1String("h7")) && clockwise.contains(QLatin1Char('4'))) << clockwise.toStdString();
    EXPECT_FALSE(clockwise.contains(QLatin1String("clockwise")) || clockwise.contains(QLatin1String("North")))
        << clockwise.toStdString();
    EXPECT_NE(clockwise, moveText("North sows h7 (4)"));
    const QString piece = moveText("Goats move piece 8 from A8 to c15 (pod)");
    EXPECT_TRUE(piece.contains(QLatin1String("A8")) && piece.contains(QLatin1String("c15"))) << piece.toStdString();
    EXPECT_FALSE(piece.contains(QLatin1String("Goats")) || piece.contains(QLatin1String("move piece"))) << piece.toStdString();
    EXPECT_EQ(moveText("take 2 from pile 1"), QStringLiteral("take 2 from pile 1"));
    EXPECT_EQ(captionText("3. South sows h3 (6)  [x]"), QStringLiteral("3. ") + sows + QStringLiteral("  [x]"));
    const QString w = warningText(q(warning));
    EXPECT_NE(w, q(warning));
    EXPECT_TRUE(w.contains(QLatin1String("20")) && w.contains(QLatin1String("30"))) << w.toStdString();
    InterestingMatch longest;
    longest.kind = "longest";
    longest.why = "412 turns";
    longest.turns = 412;
    const QString why = interestingWhyText(longest);
    EXPECT_TRUE(why.contains(QLatin1String("412")) && !why.contains(QLatin1String("turns"))) << why.toStdString();
    installTranslations(QStringLiteral("en"));
    EXPECT_EQ(interestingWhyText(longest), QStringLiteral("412 turns"));
}

// Right to left, a number of the results tables reads as a number: "-410.169", not "410.169-",
// inside a left-to-right isolate; copied out (TSV, CSV) it has no marks.
TEST(ResultsTables, NumbersReadLeftToRightInUrdu) {
    charts::ChartData d;
    d.game = QStringLiteral("khutka-boia");
    charts::ReadingSeries s;
    s.id = QStringLiteral("a");
    s.matches = 20;
    s.metrics = {{QStringLiteral("score_margin_mean"), charts::IntervalValue{-410.169, -420.5, -400.25}}};
    s.warnings << QStringLiteral("only 20 matches (fewer than 30): intervals are rough, and some are not available");
    d.readings = {s};
    installTranslations(QStringLiteral("ur"));
    QApplication::setLayoutDirection(Qt::RightToLeft);
    {
        ResultsView v;
        v.showData(d);
        ASSERT_EQ(v.metricsTable()->rowCount(), 2);
        const QString cell = v.metricsTable()->item(1, 0)->text();
        const qsizetype isolate = cell.indexOf(QChar(0x2066)), minus = cell.indexOf(QLatin1Char('-'));
        EXPECT_TRUE(isolate >= 0 && minus > isolate) << cell.toStdString();
        EXPECT_TRUE(cell.endsWith(QChar(0x2069))) << cell.toStdString();
        EXPECT_TRUE(cell.contains(QStringLiteral("-410.169 [-420.500, -400.250]"))) << cell.toStdString();
        const QString tsv = ResultsView::tableText(v.metricsTable(), QLatin1Char('\t'));
        EXPECT_FALSE(tsv.contains(QChar(0x2066)) || tsv.contains(QChar(0x2069)));
        EXPECT_TRUE(tsv.contains(QStringLiteral("-410.169 [-420.500, -400.250]"))) << tsv.toStdString();
        EXPECT_FALSE(v.noteLabel()->text().contains(QLatin1String("intervals are rough"))) << "the warning is in Urdu";
    }
    installTranslations(QStringLiteral("en"));
    QApplication::setLayoutDirection(Qt::LeftToRight);
    ResultsView v;
    v.showData(d);
    EXPECT_EQ(v.metricsTable()->item(1, 0)->text(), QStringLiteral("-410.169 [-420.500, -400.250]"));
    EXPECT_TRUE(v.noteLabel()->text().contains(QLatin1String("intervals are rough")));
}

// The counters in hand: the text and its dots side by side in reading order, not on top of each
// other, left to right and right to left; the drawing puts the text and the dots where
// handBoxRects says.
TEST(BoardHand, TextAndDotsDoNotOverlapInEitherDirection) {
    for (const auto &[code, direction] : {std::pair{"ur", Qt::RightToLeft}, std::pair{"en", Qt::LeftToRight}}) {
        installTranslations(QLatin1String(code));
        QApplication::setLayoutDirection(direction);
        ReplayFrame f;
        f.board.rows = 2;
        f.board.cols = 5;
        f.board.toMove = 1;
        f.board.notes = {"Round 2"};
        f.hand = 5;
        f.handOwner = 0;
        BoardWidget w;
        w.setFrame(f, {"South", "North"}, false);
        const QSize size(1200, 630);
        const QImage img = w.toImage(size).convertToFormat(QImage::Format_RGB32);
        const HandBoxRects r = handBoxRects(QRectF(QPointF(0, 0), QSizeF(size)), f.hand, direction);
        EXPECT_FALSE(r.text.intersects(r.dots)) << code;
        EXPECT_TRUE(r.box.contains(r.text) && r.box.contains(r.dots)) << code;
        if (direction == Qt::RightToLeft) {
            EXPECT_LT(r.dots.right(), r.text.left()) << "the dots come after the text, on its left";
            EXPECT_LT(r.box.center().x(), size.width() / 2.0) << "the box is at the start of the line, on the right";
        } else {
            EXPECT_GT(r.dots.left(), r.text.right());
        }
        // In the drawing: dark text pixels and red dot pixels, each only in its own rectangle
        // (the box's outline, on its edges, is left out).
        int textInText = 0, textInDots = 0, dotsInDots = 0, dotsInText = 0;
        const QRectF inside = r.box.adjusted(3, 3, -3, -3);
        for (int y = static_cast<int>(inside.top()); y < inside.bottom(); ++y)
            for (int x = static_cast<int>(inside.left()); x < inside.right(); ++x) {
                const QColor c = img.pixelColor(x, y);
                const bool dark = c.red() < 90 && c.green() < 90 && c.blue() < 90;
                const bool red = c.red() > c.green() + 60 && c.red() > c.blue() + 60;
                const QPointF pt(x + 0.5, y + 0.5);
                if (dark && r.text.contains(pt)) ++textInText;
                if (dark && r.dots.contains(pt)) ++textInDots;
                if (red && r.dots.contains(pt)) ++dotsInDots;
                if (red && r.text.contains(pt)) ++dotsInText;
            }
        EXPECT_GT(textInText, 20) << code;
        EXPECT_GT(dotsInDots, 10) << code;
        EXPECT_EQ(textInDots, 0) << code;
        EXPECT_EQ(dotsInText, 0) << code;
        QDir().mkpath(QStringLiteral(RULELAB_SCREENSHOT_DIR));
        img.save(QStringLiteral(RULELAB_SCREENSHOT_DIR "/board_hand_%1.png").arg(QLatin1String(code)));
    }
    installTranslations(QStringLiteral("en"));
    QApplication::setLayoutDirection(Qt::LeftToRight);
}

// English says a counted text in the one or the many form the count needs (the catalogue the
// build makes from the sources); words elsewhere in the sentence follow the count.
TEST(EnglishForms, ACountedTextSaysOneOrMany) {
    installTranslations(QStringLiteral("en"));
    EXPECT_EQ(QCoreApplication::translate("rulelab::MainWindow", "%n game(s) loaded", nullptr, 1),
              QStringLiteral("1 game loaded"));
    EXPECT_EQ(QCoreApplication::translate("rulelab::MainWindow", "%n game(s) loaded", nullptr, 13),
              QStringLiteral("13 games loaded"));
    const char *kept = "Cancelled after %1 of %2 matches: the %n verdict(s) reached so far are kept.";
    EXPECT_EQ(QCoreApplication::translate("rulelab::ExploreView", kept, nullptr, 1).arg(3).arg(9),
              QStringLiteral("Cancelled after 3 of 9 matches: the 1 verdict reached so far is kept."));
    EXPECT_EQ(QCoreApplication::translate("rulelab::ExploreView", kept, nullptr, 2).arg(3).arg(9),
              QStringLiteral("Cancelled after 3 of 9 matches: the 2 verdicts reached so far are kept."));
    // A language without a catalogue of its own is shown in English, with the same forms.
    installTranslations(QStringLiteral("fr"));
    EXPECT_EQ(QCoreApplication::translate("rulelab::MainWindow", "%n game(s) loaded", nullptr, 13),
              QStringLiteral("13 games loaded"));
    installTranslations(QStringLiteral("en"));
}

// Hindi and Urdu say a counted text in the one or the many form as well: Qt shows the first form
// for exactly 1 and the second for any other count, so the noun and the verb agree with it.
TEST(HindiUrduForms, ACountedTextSaysOneOrMany) {
    const auto say = [](const char *context, const char *text, int n) {
        return QCoreApplication::translate(context, text, nullptr, n);
    };
    installTranslations(QStringLiteral("hi"));
    EXPECT_EQ(say("rulelab::MainWindow", "%n game(s) loaded", 1), QStringLiteral("1 खेल लोड हुआ"));
    EXPECT_EQ(say("rulelab::MainWindow", "%n game(s) loaded", 13), QStringLiteral("13 खेल लोड हुए"));
    EXPECT_EQ(say("Cli", "%n file(s) checked", 1), QStringLiteral("1 फ़ाइल जाँची गई"));
    EXPECT_EQ(say("Cli", "%n file(s) checked", 0), QStringLiteral("0 फ़ाइलें जाँची गईं"));
    EXPECT_EQ(say("rulelab::GraphView", "%n state(s)", 1), QStringLiteral("1 स्थिति"));
    EXPECT_EQ(say("rulelab::GraphView", "%n state(s)", 7), QStringLiteral("7 स्थितियाँ"));
    installTranslations(QStringLiteral("ur"));
    EXPECT_EQ(say("rulelab::MainWindow", "%n game(s) loaded", 1), QStringLiteral("1 کھیل لوڈ ہوا"));
    EXPECT_EQ(say("rulelab::MainWindow", "%n game(s) loaded", 13), QStringLiteral("13 کھیل لوڈ ہوئے"));
    EXPECT_EQ(say("rulelab::RoundGraphView", "%1: %n match(es) replayed; ", 1).arg(QStringLiteral("R1")),
              QStringLiteral("R1: 1 میچ دوبارہ کھیلا گیا؛ "));
    EXPECT_EQ(say("rulelab::RoundGraphView", "%1: %n match(es) replayed; ", 30).arg(QStringLiteral("R1")),
              QStringLiteral("R1: 30 میچ دوبارہ کھیلے گئے؛ "));
    installTranslations(QStringLiteral("en"));
}
