#include "cli.h"
#include "translations.h"

#ifdef RULELAB_HAVE_CHARTS
#include <QApplication>
#endif
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <memory>

namespace {

// The command: the first argument that is not --lang CODE or --lang=CODE (which may come anywhere,
// before the command too); "" when there is none.
const char *commandOf(int argc, char **argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--lang") == 0) ++i;
        else if (std::strncmp(argv[i], "--lang=", 7) != 0) return argv[i];
    }
    return "";
}

}  // namespace

int main(int argc, char **argv) {
    // Only `chart`, `bundle` and `verify` (which draws the figures again) render (QCustomPlot needs
    // a QApplication); every other command runs with QCoreApplication and needs no display. Without
    // one, charts render offscreen.
    const char *command = commandOf(argc, argv);
    const bool chart =
        std::strcmp(command, "chart") == 0 || std::strcmp(command, "bundle") == 0 || std::strcmp(command, "verify") == 0;
    std::unique_ptr<QCoreApplication> app;
#ifdef RULELAB_HAVE_CHARTS
    if (chart) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
#else
    (void)chart;  // built without figures: `chart` says so (cli.cpp)
    app = std::make_unique<QCoreApplication>(argc, argv);
#endif
    QCoreApplication::setApplicationName(QStringLiteral("rulelab"));
    QCoreApplication::setOrganizationName(QStringLiteral("RuleLab"));
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    // --lang CODE (hi, ur, en) anywhere on the line; default: the system locale.
    const QString lang = rulelab::takeLanguageArgument(args);
    if (!lang.isEmpty() && !rulelab::isKnownLanguage(lang)) {
        std::fprintf(stderr, "rulelab-cli: error: --lang '%s': languages are en, hi and ur\n", lang.toLocal8Bit().constData());
        return 2;
    }
    const QLocale locale = rulelab::installTranslations(lang);
#ifdef RULELAB_HAVE_CHARTS
    // Figures in Urdu are laid out right to left as the workbench lays them out: the legend's
    // icons on the right, the captions set from the right, ids isolated (app/charts).
    if (chart) QApplication::setLayoutDirection(locale.textDirection());
#else
    (void)locale;
#endif
    std::signal(SIGINT, rulelab::rulelabOnInterrupt);
    std::signal(SIGTERM, rulelab::rulelabOnInterrupt);
    // A closed pipe (rulelab-cli ... | head) is reported as exit code 3 instead of a silent kill;
    // results files are written before anything is printed, so they are kept.
    std::signal(SIGPIPE, SIG_IGN);
    // A file size limit (ulimit -f) makes a write fail with EFBIG, reported like a full disk,
    // instead of killing the process with SIGXFSZ.
    std::signal(SIGXFSZ, SIG_IGN);
    QTextStream out(stdout);
    QTextStream err(stderr);
    rulelab::Cli cli(out, err);
    const int rc = cli.run(args);
    out.flush();
    const bool outputLost = out.status() != QTextStream::Ok || std::fflush(stdout) != 0 || std::ferror(stdout);
    if (outputLost) {
        err << QCoreApplication::translate("Cli",
                                           "rulelab-cli: standard output could not be written (%1); files named with "
                                           "--out were saved first")
                   .arg(QString::fromLocal8Bit(std::strerror(errno)))
            << '\n';
    }
    err.flush();
    return outputLost && rc == 0 ? 3 : rc;
}
