#include "main_window.h"
#include "translations.h"

#include "plugin/plugin_registry.h"

#include <QApplication>
#include <QLocale>
#include <QSettings>

#include <cstdio>

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("rulelab"));
    QApplication::setOrganizationName(QStringLiteral("RuleLab"));
    // Language: --lang CODE, else the Settings dialog's choice, else the system locale.
    QStringList langArgs = app.arguments();
    QString lang = rulelab::takeLanguageArgument(langArgs);
    if (!lang.isEmpty() && !rulelab::isKnownLanguage(lang)) {
        std::fprintf(stderr, "rulelab: error: --lang '%s': languages are en, hi and ur\n", lang.toLocal8Bit().constData());
        return 2;
    }
    if (lang.isEmpty()) lang = QSettings().value(QStringLiteral("language")).toString();
    const QLocale locale = rulelab::installTranslations(lang);
    QApplication::setLayoutDirection(locale.textDirection());
    rulelab::PluginRegistry registry;
    registry.setProbeProgram(QCoreApplication::applicationDirPath() + QStringLiteral("/rulelab-cli"));
    registry.loadFrom(rulelab::PluginRegistry::defaultSearchPath());
    rulelab::MainWindow window(registry);
    // With --screenshot nothing may wait for a person: errors go to standard error, not dialogs.
    const bool screenshot = app.arguments().contains(QStringLiteral("--screenshot"));
    window.setQuiet(screenshot);
    window.show();
    // rulelab FILE.json / --open FILE: an experiment, results or reading file to open at start.
    // --view NAME picks the view shown (reading, results, length, advantage, ends, margin, rounds, effects).
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--open") && i + 1 < args.size()) window.openFile(args[++i]);
        else if (args[i] == QLatin1String("--view") && i + 1 < args.size()) window.showView(args[++i]);
        else if (args[i] == QLatin1String("--screenshot") || args[i] == QLatin1String("--lang")) ++i;
        else if (!args[i].startsWith(QLatin1Char('-'))) window.openFile(args[i]);
    }
    if (app.arguments().contains(QStringLiteral("--screenshot"))) {
        // rulelab --screenshot FILE: render the window once and exit (for docs and checks).
        const int i = static_cast<int>(app.arguments().indexOf(QStringLiteral("--screenshot")));
        const QString file = app.arguments().value(i + 1, QStringLiteral("rulelab.png"));
        window.resize(1280, 800);
        QApplication::processEvents();
        const bool saved = window.grab().save(file);
        if (!window.lastError().isEmpty()) {
            std::fprintf(stderr, "rulelab: error: %s\n", window.lastError().toLocal8Bit().constData());
            return 1;
        }
        return saved ? 0 : 1;
    }
    return app.exec();
}
