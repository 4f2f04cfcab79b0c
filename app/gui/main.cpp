#include "main_window.h"
#include "translations.h"

#include "experiment/results_io.h"
#include "plugin/plugin_registry.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QSettings>

#include <cstdio>
#include <memory>

namespace {

// The workbench's command line. Qt's own options (-platform, -style, -reverse, ...) are single-dash
// and belong to QApplication, which removes them before the second parse.
struct GuiOptions {
    QCommandLineOption open{QStringLiteral("open"),
                            QCoreApplication::translate("GuiMain", "open an experiment, results, reading or match file"),
                            QStringLiteral("FILE")};
    QCommandLineOption view{QStringLiteral("view"),
                            QCoreApplication::translate(
                                "GuiMain",
                                "the view shown at start: reading, results, length, advantage, ends, margin, rounds, effects, "
                                "interaction, usage"),
                            QStringLiteral("NAME")};
    QCommandLineOption lang{QStringLiteral("lang"),
                            QCoreApplication::translate("GuiMain",
                                                        "the language of the window: en, hi or ur (default: the settings, else "
                                                        "the system's)"),
                            QStringLiteral("CODE")};
    QCommandLineOption compare{QStringLiteral("compare"),
                               QCoreApplication::translate("GuiMain",
                                                           "a finished run's results folder to set beside the others given "
                                                           "(File > Compare Results Folders); repeatable"),
                               QStringLiteral("DIR")};
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QCoreApplication::translate("GuiMain", "render the window once into FILE (PNG) and exit, without waiting for anyone"),
        QStringLiteral("FILE")};

    void addTo(QCommandLineParser &p) const {
        p.setApplicationDescription(QCoreApplication::translate(
            "GuiMain", "RuleLab, the workbench for reconstructing the rules of historical board games."));
        p.addHelpOption();
        p.addVersionOption();
        p.addPositionalArgument(
            QStringLiteral("FILE"),
            QCoreApplication::translate("GuiMain", "files to open (experiment, results, reading or match files)"),
            QStringLiteral("[FILE...]"));
        p.addOptions({open, view, lang, compare, screenshot});
    }
};

// --lang CODE, else the Settings dialog's choice, else (empty) the system locale.
QString chosenLanguage(const QString &flag) {
    return flag.isEmpty() ? QSettings().value(QStringLiteral("language")).toString() : flag;
}

int refuse(const QString &message) {
    std::fprintf(stderr, "rulelab: %s\n%s\n", message.toLocal8Bit().constData(),
                 QCoreApplication::translate("GuiMain", "Try 'rulelab --help'.").toLocal8Bit().constData());
    return 2;
}

// Before any window exists: --help, --version and arguments that are not RuleLab's are answered
// without a display. Returns -1 to go on, else the exit code.
int answerWithoutDisplay(int argc, char **argv) {
    QCoreApplication pre(argc, argv);
    QStringList args{QStringLiteral("rulelab")};  // the name the help shows
    for (int i = 1; i < pre.arguments().size(); ++i) {
        const QString a = pre.arguments()[i];
        if (a.startsWith(QLatin1String("--")) || a == QLatin1String("-h") || a == QLatin1String("-v") ||
            a == QLatin1String("-?") || !a.startsWith(QLatin1Char('-')))
            args << a;
    }
    // The language first (so that the help and errors speak it), then one parse.
    QStringList probe = args;
    const QString lang = rulelab::takeLanguageArgument(probe);
    if (!lang.isEmpty() && !rulelab::isKnownLanguage(lang))
        return refuse(QCoreApplication::translate("GuiMain", "--lang '%1': languages are en, hi and ur").arg(lang));
    rulelab::installTranslations(chosenLanguage(lang));
    GuiOptions o;
    QCommandLineParser p;
    o.addTo(p);
    if (!p.parse(args)) return refuse(p.errorText());
    if (p.isSet(QStringLiteral("help")) || p.isSet(QStringLiteral("help-all"))) {
        std::fputs(p.helpText().toLocal8Bit().constData(), stdout);
        return 0;
    }
    if (p.isSet(QStringLiteral("version"))) {
        std::printf("%s\n", rulelab::engineVersion());
        return 0;
    }
    return -1;
}

}  // namespace

int main(int argc, char **argv) {
    QCoreApplication::setApplicationName(QStringLiteral("rulelab"));
    QCoreApplication::setOrganizationName(QStringLiteral("RuleLab"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(rulelab::engineVersion()));
    if (const int rc = answerWithoutDisplay(argc, argv); rc >= 0) return rc;

    QApplication app(argc, argv);
    GuiOptions o;
    QCommandLineParser p;
    o.addTo(p);
    if (!p.parse(app.arguments())) return refuse(p.errorText());  // a single-dash option Qt did not take
    const QLocale locale = rulelab::installTranslations(chosenLanguage(p.value(o.lang)));
    QApplication::setLayoutDirection(locale.textDirection());
    rulelab::PluginRegistry registry;
    registry.setProbeProgram(QCoreApplication::applicationDirPath() + QStringLiteral("/rulelab-cli"));
    registry.setGamesDirs(rulelab::PluginRegistry::defaultGamesDirs());
    registry.loadFrom(rulelab::PluginRegistry::defaultSearchPath());
    rulelab::MainWindow window(registry);
    // With --screenshot nothing may wait for a person: errors go to standard error, not dialogs.
    const bool screenshot = p.isSet(o.screenshot);
    window.setQuiet(screenshot);
    window.show();
    for (const QString &f : p.values(o.open)) window.openFile(f);
    for (const QString &f : p.positionalArguments()) window.openFile(f);
    if (!p.values(o.compare).isEmpty()) window.compareResultFolders(p.values(o.compare));
    for (const QString &v : p.values(o.view)) window.showView(v);
    if (screenshot) {
        window.resize(1280, 800);
        QApplication::processEvents();
        const bool saved = window.grab().save(p.value(o.screenshot));
        if (!window.lastError().isEmpty()) {
            std::fprintf(stderr, "rulelab: error: %s\n", window.lastError().toLocal8Bit().constData());
            return 1;
        }
        return saved ? 0 : 1;
    }
    return app.exec();
}
