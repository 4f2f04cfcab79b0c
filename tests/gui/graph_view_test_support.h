#pragma once
// Shared by the state-graph view's tests: the shipped games and the fixture, an exploration
// waited for, a settled view, the node a line of moves reaches, a hover, and a screenshot.
#include "support/shipped_plugins.h"
#include "board_widget.h"
#include "experiment/glossary.h"
#include "glossary_dialog.h"
#include "graph_view.h"
#include "main_window.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "replay_view.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMouseEvent>
#include <QMutex>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <map>
#include <thread>

namespace rulelab::graph_view_test {

inline PluginRegistry &games() { return testsupport::shippedPluginsAndFixtures(); }

// Shows a view that asks nothing (setQuiet) at `width` x `height`.
inline void showQuietly(GraphView &v, int width, int height) {
    v.setQuiet(true);
    v.resize(width, height);
    v.show();
}

// Shows `game`/`reading` in the view (its options in the form, nothing explored yet); false when
// the registry has no such reading.
inline bool setReading(GraphView &v, const char *game, const char *reading) {
    const Reading *r = games().findReading(game, reading);
    if (r) v.setReading(*r);
    return r != nullptr;
}

// Explores `game`/`reading` with some options changed in the form ("option=value ...", the
// others the reading's) and waits for the result.
inline bool exploreAndWait(GraphView &v, const char *game, const char *reading, const QString &options) {
    if (!setReading(v, game, reading)) return false;
    v.resetOptions();
    for (const QString &o : options.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto eq = o.indexOf(QLatin1Char('='));
        EXPECT_TRUE(v.setOptionValue(o.left(eq), o.mid(eq + 1))) << o.toStdString();
    }
    QSignalSpy done(&v, &GraphView::finished);
    if (!v.explore()) return false;
    return done.wait(60000) && v.hasGraph();
}

// Waits until nothing runs in the background (a new layout after a change of the settings).
inline bool settle(GraphView &v) {
    for (int i = 0; i < 12000 && v.isRunning(); ++i) QTest::qWait(5);
    return !v.isRunning();
}

// The node of `g` reached from the initial state by `moves`.
inline uint32_t stateAfter(const GraphData &d, const std::vector<Move> &moves) {
    auto s = d.game->newInitialState();
    for (Move m : moves) s->apply(m);
    const int64_t n = d.graph.find(s->key());
    EXPECT_GE(n, 0);
    return static_cast<uint32_t>(n);
}

inline void hover(QWidget *w, QPointF at) {
    QMouseEvent ev(QEvent::MouseMove, at, w->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(w, &ev);
}

// With RULELAB_SCREENSHOT_DIR set, saves the view, with the hover tip (a window of its own)
// painted where it shows.
inline void screenshot(GraphView &w, const QString &name) {
    const QString dir = qEnvironmentVariable("RULELAB_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QTest::qWait(50);
    QPixmap shot = w.grab();
    if (w.tip()->isVisible()) {
        QPainter p(&shot);
        const QPoint at = w.mapFromGlobal(w.tip()->pos());
        p.drawPixmap(at, w.tip()->grab());
    }
    shot.save(QDir(dir).filePath(name));
}

}  // namespace rulelab::graph_view_test
