// Translations complete, the main window in each language, and the Sources view's two-way
// highlighting between rule points and options.
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "settings_dialog.h"
#include "sources_view.h"
#include "translations.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
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

using namespace rulelab;

namespace {

const PluginRegistry &plugins() {
    static PluginRegistry *reg = [] {
        auto *r = new PluginRegistry;
        r->loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
        return r;
    }();
    return *reg;
}

QStringList placeholders(const QString &s) {
    QStringList out;
    for (const auto &m : QRegularExpression(QStringLiteral("%(\\d+|n)")).globalMatch(s)) out << m.captured(0);
    out.sort();
    out.removeDuplicates();
    return out;
}

// Messages of a .ts file that are unfinished, empty, or lose a placeholder.
QStringList problems(const QString &file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return {file + QStringLiteral(": cannot open")};
    QXmlStreamReader xml(&f);
    QStringList out;
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        else if (xml.name() == QLatin1String("source")) source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            const bool vanished = xml.attributes().value(QLatin1String("type")) == QLatin1String("vanished") ||
                                  xml.attributes().value(QLatin1String("type")) == QLatin1String("obsolete");
            QStringList forms;
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) forms << xml.readElementText();
                else if (xml.isCharacters()) text += xml.text();
            }
            if (vanished) continue;
            if (forms.isEmpty()) forms << text;
            const bool empty = std::any_of(forms.begin(), forms.end(), [](const QString &t) { return t.trimmed().isEmpty(); });
            if (unfinished || empty) {
                out << QStringLiteral("[%1] %2").arg(context, source);
                continue;
            }
            QStringList want = placeholders(source);
            want.removeAll(QStringLiteral("%n"));
            for (const QString &t : forms) {
                QStringList have = placeholders(t);
                have.removeAll(QStringLiteral("%n"));
                if (have != want)
                    out << QStringLiteral("[%1] %2 (placeholders %3 vs %4)")
                               .arg(context, source, want.join(QLatin1Char(' ')), have.join(QLatin1Char(' ')));
            }
        }
    }
    if (xml.hasError()) out << file + QStringLiteral(": ") + xml.errorString();
    return out;
}

}  // namespace

class Translations : public ::testing::TestWithParam<const char *> {};

TEST_P(Translations, EveryMessageIsTranslated) {
    const QString file = QStringLiteral(RULELAB_TS_DIR "/rulelab_%1.ts").arg(QLatin1String(GetParam()));
    const QStringList bad = problems(file);
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
        MainWindow w(plugins());
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
        MainWindow w(plugins());
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

TEST(SettingsDialog, KeepsTheLanguage) {
    SettingsDialog d;
    d.languageBox()->setCurrentIndex(d.languageBox()->findData(QStringLiteral("ur")));
    d.accept();
    EXPECT_EQ(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("ur"));
    QSettings().remove(QStringLiteral("language"));
}

TEST(SourcesView, OptionAndRulePointHighlightEachOther) {
    SourcesView v(plugins());
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
    SourcesView v(plugins());
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

// The Sources dock follows the reading selected in the tree, and the game of results shown.
TEST(MainWindowSources, FollowsTheSelectedReadingAndTheShownResults) {
    MainWindow w(plugins());
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
    MainWindow w(plugins());
    EXPECT_NE(w.findChild<SourcesView *>(), nullptr);
    bool methods = false;
    for (QAction *a : w.findChildren<QAction *>()) methods = methods || a->text() == QLatin1String("&Methods Text...");
    EXPECT_TRUE(methods);
    QString error;
    EXPECT_FALSE(exportMethods(plugins(), QByteArray(), QStringLiteral("/tmp/x.md"), error));
    EXPECT_FALSE(error.isEmpty());
}
