#pragma once
// Shared by the workbench window's tests: the fixture plugins, ticking a reading, a run through the
// Run button, and what a figure or a file holds.
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "support/files.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QPushButton>
#include <qcustomplot.h>

namespace rulelab::main_window_test {

inline QString fixture(const char *sub) {
    const QDir d(QStringLiteral(RULELAB_FIXTURE_DIR "/") + QLatin1String(sub));
    return d.filePath(d.entryList(QDir::Files).value(0));
}

inline void tick(MainWindow &w, int child) { w.gameTree()->topLevelItem(0)->child(child)->setCheckState(0, Qt::Checked); }

// A registry holding the good fixture plugin; a test asserts `loaded` before it goes on.
struct FixtureRegistry : PluginRegistry {
    bool loaded = loadFile(fixture("good"));
};

// A registry holding the plugins the build made (the shipped games).
struct ShippedRegistry : PluginRegistry {
    ShippedRegistry() { loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)}); }
};

// The workbench over the good fixture plugin, quiet (no dialogs). readyToRun() shows it with the
// fixture's first reading ticked, as a run through the Run button starts.
struct QuietWorkbench {
    FixtureRegistry reg;
    MainWindow w{reg};
    QuietWorkbench() { w.setQuiet(true); }
    MainWindow &readyToRun() {
        w.show();
        tick(w, 0);
        return w;
    }
};

// Runs through the Run button and waits for the run to end.
inline bool runToEnd(MainWindow &w, int timeoutMs = 30000) {
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runButton()->click();
    if (!w.isRunning()) return false;
    return done.wait(timeoutMs);
}

inline int plottedPoints(QCustomPlot *plot) {
    int n = 0;
    for (int i = 0; i < plot->plottableCount(); ++i)
        n += plot->plottable(i)->interface1D() ? plot->plottable(i)->interface1D()->dataCount() : 0;
    return n;
}

using testsupport::readAll;

}  // namespace rulelab::main_window_test
