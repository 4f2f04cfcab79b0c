#pragma once
// Every figure of a results folder for a publication bundle (core/publish/bundle.h, FigureMaker):
// each kind the folder can have, as PDF, SVG and PNG with its CSV, at single-column size. Shared
// by `rulelab-cli bundle` and the workbench's File > Export Publication Bundle.

#include <QString>
#include <QStringList>

namespace rulelab {
class PluginRegistry;
}

namespace rulelab::charts {

// Writes DIR/BASE-KIND.pdf|.svg|.png|.csv for every kind `results` has (usage maps with the
// boards of `registry`'s games); `written`: the names in `outDir`. False only on a failed write.
bool bundleFigures(const QString &results, const QString &outDir, const QString &base, const PluginRegistry &registry,
                   QStringList &written, QString &error);

}  // namespace rulelab::charts
