#include "cli.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <csignal>
#include <cstdio>

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rulelab"));
    QCoreApplication::setOrganizationName(QStringLiteral("RuleLab"));
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("rulelab"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&translator);
    std::signal(SIGINT, rulelab::rulelabOnInterrupt);
    std::signal(SIGTERM, rulelab::rulelabOnInterrupt);
    QTextStream out(stdout);
    QTextStream err(stderr);
    rulelab::Cli cli(out, err);
    QStringList args = app.arguments();
    args.removeFirst();
    const int rc = cli.run(args);
    out.flush();
    err.flush();
    return rc;
}
