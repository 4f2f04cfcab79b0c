#include "chart_bundle.h"

#include "charts.h"

#include <QDir>

#include <qcustomplot.h>

namespace rulelab::charts {

bool bundleFigures(const QString &results, const QString &outDir, const QString &base, const PluginRegistry &registry,
                   QStringList &written, QString &error) {
    ChartData data;
    if (!loadResults(results, data, error)) return false;
    bool hasUsage = false;
    if (!loadUsage(results, data, hasUsage, error)) return false;
    if (hasUsage) setUsageBoards(data, registry);
    ChartStyle style;
    for (const ChartKind kind : kAllKinds) {
        if ((kind == ChartKind::Effects && data.effects.empty()) ||
            (kind == ChartKind::Interaction && data.interactions.empty()) || (kind == ChartKind::Usage && !hasUsage) ||
            data.readings.empty())
            continue;
        QCustomPlot plot;
        if (!layoutFigure(&plot, data, kind, style, ExportOptions{})) continue;  // nothing to draw for it
        const QString name = base + QLatin1Char('-') + kindKey(kind);
        const QByteArray csv = chartCsv(data, kind, style);
        for (const char *suffix : {".pdf", ".svg", ".png"}) {
            if (!exportPlot(&plot, ExportOptions{}, QDir(outDir).filePath(name + QLatin1String(suffix)), csv, error))
                return false;
            written << name + QLatin1String(suffix);
        }
        written << name + QStringLiteral(".csv");
    }
    return true;
}

}  // namespace rulelab::charts
