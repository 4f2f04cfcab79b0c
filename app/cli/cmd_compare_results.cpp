// compare --results DIR...: readings of finished runs compared with one another, across games of
// one family too (core/experiment/cross_compare.h).
#include "cli.h"

#include "cli_common.h"
#include "experiment/cross_compare.h"
#include "plugin/plugin_registry.h"

#include <QJsonDocument>

namespace rulelab {

int Cli::compareResults(const QStringList &dirs, const std::vector<std::string> &primary,
                        const std::map<std::string, double> &margins, bool json) {
    PluginRegistry reg;
    loadPlugins(reg, false);
    CrossComparison c;
    QString error;
    if (!compareResultFolders(dirs, reg, primary, margins, c, error))
        return c.flagRefused ? usageError(QStringLiteral("compare"), error) : runtimeError(error);
    for (const ResultPart &part : c.parts) printIntegrityWarning(part.integrityWarning);
    if (json) {
        out_ << QString::fromUtf8(QJsonDocument(crossComparisonJson(c)).toJson(QJsonDocument::Indented));
        return 0;
    }
    const Experiment &first = c.parts.front().experiment;
    out_ << tr("Readings of %n results folder(s), agents %1:", nullptr, static_cast<int>(c.parts.size()))
                .arg(q(first.agents[0].text() + "," + first.agents[1].text()))
         << '\n';
    for (size_t i = 0; i < c.parts.size(); ++i) {
        const ResultPart &part = c.parts[i];
        out_ << "  " << dirs[static_cast<qsizetype>(i)] << ": "
             << tr("%1, %2 matches per reading, seed %3, rules build %4 %5")
                    .arg(q(part.experiment.game))
                    .arg(part.experiment.matches)
                    .arg(part.experiment.seed)
                    .arg(q(part.plugin.file), q(part.plugin.sha256.substr(0, 12)))
             << (part.cancelled ? tr(" (cancelled: partial)") : QString()) << '\n';
        if (!part.experiment.overrides.empty()) {
            QStringList o;
            for (const auto &x : part.experiment.overrides) o << q(x);
            out_ << "    " << tr("Overrides: %1").arg(o.join(QStringLiteral(", "))) << '\n';
        }
    }
    printRunTable(c.combined, false);
    if (!c.note.isEmpty()) out_ << '\n' << c.note << '\n';
    printComparisons(c.combined, c.omit);
    return 0;
}

}  // namespace rulelab
