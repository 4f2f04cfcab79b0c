// rulelab-cli check FILE...: rules files, reading files and experiment files (or summaries)
// checked before anything is run, every problem listed with its file and field.
#include "cli.h"

#include "cli_common.h"
#include "experiment/experiment_runner.h"
#include "experiment/prepared_reading.h"
#include "plugin/file_access.h"
#include "plugin/game_plugin.h"
#include "plugin/plugin_registry.h"
#include "plugin/rules_check_text.h"
#include "plugin/reading_json.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace rulelab {

namespace {

int lineOf(const QByteArray &data, int offset) { return static_cast<int>(data.left(offset).count('\n')) + 1; }

// Whether loading the registry already warned of this (a file of a games folder): loadPlugins
// printed it, so the check does not say it twice.
bool warnedOnLoading(const PluginRegistry &reg, const QString &path, const QString &warning) {
    const QString file = QFileInfo(path).canonicalFilePath();
    for (const auto &w : reg.warnings())
        if (!file.isEmpty() && QFileInfo(w.file).canonicalFilePath() == file && warning.endsWith(w.message)) return true;
    return false;
}

}  // namespace

// The problems of one file (empty: none); `what` says what the file is when it is valid.
QStringList Cli::checkFile(const PluginRegistry &reg, const QString &path, QString &what) {
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink()) return {tr("%1: no such file").arg(path)};
    QByteArray data;
    std::string readError;
    // A summary.json of a large sweep is bigger than any rules, reading or experiment file.
    if (!readFileCapped(path, kResultFileCap, data, readError)) return {q(readError)};
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError)
        return {tr("%1: line %2: not valid JSON (%3)").arg(path).arg(lineOf(data, pe.offset)).arg(pe.errorString())};
    const QString format = doc.object().value(QStringLiteral("format")).toString();
    const std::string origin = path.toStdString();
    std::string error;
    InputError kind = InputError::None;
    if (format == QLatin1String("rulelab-rules")) {
        const GameCollectionPlugin *rules = reg.rulesFiles();
        if (!rules) return {tr("%1: a rules file, but the rules-file plugin is not installed: it cannot be checked").arg(path)};
        QStringList problems;
        std::vector<std::string> warnings;
        for (const auto &e : rules->checkRulesFile(data, origin, &warnings)) problems << rulesProblemText(q(e), true);
        for (const auto &w : warnings)
            if (!warnedOnLoading(reg, path, q(w))) err_ << tr("warning: %1").arg(q(w)) << '\n';
        what = tr("a rules file of the game '%1'").arg(doc.object().value(QStringLiteral("id")).toString());
        return problems;
    }
    if (format == QLatin1String("rulelab-reading")) {
        Reading reading;
        PreparedReading pr;
        if (!parseReadingJson(data, origin, reading, error) || !prepareReading(reg, reading, {}, Limits{}, pr, error, kind))
            return q(error).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        what = tr("a reading of %1 ('%2')").arg(q(reading.game), q(reading.id));
        return {};
    }
    if (format == QLatin1String("rulelab-experiment") || format == QLatin1String("rulelab-summary")) {
        Experiment e;
        std::vector<PreparedReading> prepared;
        if (!parseExperiment(data, origin, e, error) || (!e.vary.empty() && !expandSweep(reg, e, error)) ||
            !prepareExperiment(reg, e, prepared, error, kind))
        {
            QStringList lines;
            for (const QString &l : q(error).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                lines << (l.startsWith(path) || l.contains(QStringLiteral("(%1)").arg(path)) ? l : path + QStringLiteral(": ") + l);
            return lines;
        }
        what = tr("an experiment on %1 (%n reading(s))", nullptr, static_cast<int>(prepared.size())).arg(q(e.game));
        return {};
    }
    return {tr("%1: field 'format' is '%2': not a rules file (rulelab-rules), a reading file (rulelab-reading) or an "
               "experiment file (rulelab-experiment, or a summary.json)")
                .arg(path, format)};
}

int Cli::cmdCheck(const QStringList &args) {
    CommandParser p(QStringLiteral("check"),
                    tr("Check rules files, reading files and experiment files (or summary.json files) before "
                       "running them: every problem is listed with its file and field. Exit 1 if any."));
    p.addPositionalArgument(QStringLiteral("FILE"), tr("the files to check"), QStringLiteral("FILE..."));
    p.expectPositional(1, -1, tr("name at least one file"));
    if (const int rc = parse(p, args); rc >= 0) return rc;
    const QStringList files = p.positionalArguments();
    PluginRegistry reg;
    loadPlugins(reg, false);
    int withProblems = 0, problems = 0;
    for (const QString &path : files) {
        QString what;
        const QStringList found = checkFile(reg, path, what);
        if (found.isEmpty()) {
            out_ << tr("%1: no problems (%2)").arg(path, what) << '\n';
            continue;
        }
        ++withProblems;
        problems += static_cast<int>(found.size());
        for (const QString &line : found) out_ << line << '\n';
    }
    out_ << tr("%n file(s) checked", nullptr, static_cast<int>(files.size())) << ": "
         << (withProblems == 0 ? tr("no problems")
                               : tr("%n problem(s) in %1 of them", nullptr, problems).arg(withProblems))
         << '\n';
    return withProblems == 0 ? 0 : 1;
}

}  // namespace rulelab
