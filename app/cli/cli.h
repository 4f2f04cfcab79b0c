#pragma once
// rulelab-cli: the headless command line over the same core services as the workbench.
// Exit codes: 0 ok, 1 runtime error (a file or the output could not be used),
// 2 usage error (unknown command, option, game, reading or option value).

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace rulelab {

class PluginRegistry;

class Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    Cli(QTextStream &out, QTextStream &err);
    // args excludes the program name.
    int run(const QStringList &args);

private:
    int cmdGames(const QStringList &args);
    int cmdReadings(const QStringList &args);
    int cmdDescribe(const QStringList &args);
    int cmdRun(const QStringList &args);
    int cmdReplay(const QStringList &args);
    int usage();
    int usageError(const QString &command, const QString &message);
    int runtimeError(const QString &message);
    void loadPlugins(PluginRegistry &registry, bool verbose);

    QTextStream &out_;
    QTextStream &err_;
};

}  // namespace rulelab
